"""RTF: the text layer, by a small linear-time tokenizer (no formatting, no embedded objects).

Canonical text: the document text in order, one block per paragraph (`\\par`, `\\sect`,
`\\page`; in RTF made from plain text, `\\fromtext`, the lines up to an empty one), a table
row (`\\cell` … `\\row`) as one `table_row` block with cells joined by ` | `. Bytes (`\\'hh`
escapes and 8-bit literals) decode with the codepage of the current font's charset, else the
document's `\\ansicpg` (default cp1252); `\\uN` is Unicode with its `\\ucN` fallback
characters skipped. Font, colour, style and list tables, pictures, objects,
field instructions and every `\\*` destination are dropped; `\\info` title/author/subject
become document props.

Outlook keeps a message body as compressed RTF (MS-OXRTFCP, `PR_RTF_COMPRESSED`) in `.msg`
files and `winmail.dat` attachments: `compressed_rtf_text` decompresses it with the
`compressed_rtf` package and reads the RTF here. An RTF body made from HTML (`\\fromhtml1`)
keeps its HTML tags in `\\*\\htmltag` destinations, which are dropped: what is read is the
text Outlook shows.
"""

from __future__ import annotations

import codecs
import re
import struct
from dataclasses import dataclass, replace

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, TextBuilder, collapse, file_budget
from textgraph.model import IngestedDocument

_TOKEN = re.compile(
    rb"\\([a-zA-Z]{1,32})(-?\d{1,10})? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z])|([{}])|[\r\n]+|([^\\{}\r\n]+)|(.)",
    re.S,
)
_IGNORE = frozenset({
    "fonttbl", "colortbl", "stylesheet", "pict", "object", "objdata", "themedata",
    "colorschememapping", "latentstyles", "datastore", "xmlnsdecl", "listtable",
    "listoverridetable", "rsidtbl", "generator", "filetbl", "revtbl", "userprops", "bkmkstart",
    "bkmkend", "fldinst", "xe", "tc", "private", "mmathPr", "wgrffmtfilter", "pgdsctbl", "sp",
    "nonshppict", "shpinst", "blipuid", "passwordhash", "docvar", "template", "listtext",
    "pntext", "pntxta", "pntxtb", "falt", "panose", "fname", "atnid", "atnauthor", "atndate",
    "atrfstart", "atrfend", "listname", "list", "listlevel", "listoverride", "leveltext",
    "levelnumbers", "protusertbl", "ftnsep", "ftnsepc", "aftnsep", "aftnsepc",
})
_INFO_FIELDS = {"title": "title", "author": "author", "subject": "subject",
                "operator": "last_modified_by", "company": "company", "keywords": "keywords"}
_CHARSETS = {128: "cp932", 129: "cp949", 130: "johab", 134: "gbk", 136: "big5", 161: "cp1253",
             162: "cp1254", 163: "cp1258", 177: "cp1255", 178: "cp1256", 186: "cp1257",
             204: "cp1251", 222: "cp874", 238: "cp1250"}
_SYMBOLS = {"emdash": "—", "endash": "–", "bullet": "•", "lquote": "‘", "rquote": "’",
            "ldblquote": "“", "rdblquote": "”", "emspace": " ", "enspace": " ", "qmspace": " "}
_ESCAPES = {b"~": "\xa0", b"_": "-", b"-": "", b"{": "{", b"}": "}", b"\\": "\\", b"\t": "\t"}


def _codec_name(codepage: int, default: str) -> str:
    try:
        return codecs.lookup(f"cp{codepage}").name
    except LookupError:
        return default


@dataclass(slots=True)
class _State:
    skip: bool = False
    uc: int = 1
    font: int = -1
    dest: str = ""  # the destination a group opened with (info fields, fonttbl)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.builder = TextBuilder()
        self.codepage = "cp1252"
        self.fonts: dict[int, str] = {}
        self.meta: dict[str, str] = {}
        self.para: list[str] = []
        self.pending = bytearray()
        self.cells: list[str] = []
        self.to_skip = 0
        # `\\fromtext` (RTF made from plain text, as Outlook stores a plain body): each `\\par`
        # ends a line, not a paragraph; the lines up to an empty one are one block
        self.from_text = False
        self.lines: list[str] = []

    def _codec(self, state: _State) -> str:
        return self.fonts.get(state.font, self.codepage)

    def _flush_bytes(self, state: _State) -> None:
        if self.pending:
            self._emit(bytes(self.pending).decode(self._codec(state), errors="replace"), state)
            self.pending.clear()

    def _emit(self, text: str, state: _State) -> None:
        if state.dest == "fonttbl":
            return
        if state.dest in _INFO_FIELDS:
            key = _INFO_FIELDS[state.dest]
            self.meta[key] = self.meta.get(key, "") + text
        elif not state.skip:
            self.para.append(text)

    def _end_paragraph(self, kind: str = "paragraph") -> None:
        text = "".join(self.para)
        self.para = []
        if self.from_text and kind == "paragraph" and not self.cells:
            if text.strip():
                self.lines.append(text)
                return
            text, self.lines = "\n".join(self.lines), []
        if kind == "table_row" or self.cells:
            self.cells.append(text)
            text = " | ".join(c for c in (collapse(c) for c in self.cells) if c)
            self.cells = []
            kind = "table_row"
        self.builder.add(kind, text.encode("utf-16", "surrogatepass").decode("utf-16", "replace"))

    def _word(self, word: str, arg: int | None, state: _State, group_start: bool) -> None:
        if group_start and word in _INFO_FIELDS and state.dest == "info":
            state.dest, state.skip = word, False  # text goes to the props, not the body
            return
        if group_start and word in _IGNORE:
            state.dest, state.skip = word, word != "fonttbl"
            return
        if group_start and word == "info":
            state.dest, state.skip = "info", True
            return
        if word == "fromtext":
            self.from_text = True
        elif word == "ansicpg" and arg is not None and arg > 0:
            self.codepage = _codec_name(arg, self.codepage)
        elif word == "f" and arg is not None:
            state.font = arg
        elif word == "fcharset" and arg is not None and state.dest == "fonttbl":
            if arg in _CHARSETS:
                self.fonts[state.font] = _CHARSETS[arg]
        elif word == "uc" and arg is not None:
            state.uc = max(0, min(arg, 10))
        elif word == "u" and arg is not None:
            self._emit(chr(arg + 65536 if arg < 0 else min(arg, 0xFFFF)), state)
            self.to_skip = state.uc
        elif state.skip or state.dest in _INFO_FIELDS:
            return
        elif word in ("par", "sect", "page"):
            self._end_paragraph()
        elif word == "line":
            self._emit("\n", state)
        elif word == "tab":
            self._emit("\t", state)
        elif word == "cell":
            self.cells.append("".join(self.para))
            self.para = []
        elif word == "row":
            self._end_paragraph("table_row")
        elif word in _SYMBOLS:
            self._emit(_SYMBOLS[word], state)

    def run(self) -> None:
        state = _State()
        stack: list[_State] = []
        pos, n, group_start = 0, len(self.data), False
        while pos < n:
            m = _TOKEN.match(self.data, pos)
            if m is None:  # cannot happen: the last alternative matches any byte
                break
            pos = m.end()
            word, arg, hexbyte, symbol, brace, text, other = m.groups()
            if hexbyte is not None:
                if self.to_skip:
                    self.to_skip -= 1
                else:
                    self.pending.append(int(hexbyte, 16))
                group_start = False
                continue
            if text is not None or other is not None:
                chunk = text if text is not None else other
                if self.to_skip:
                    cut = min(self.to_skip, len(chunk))
                    chunk, self.to_skip = chunk[cut:], self.to_skip - cut
                if state.dest == "fonttbl" or state.skip:
                    group_start = False
                    continue
                self.pending += chunk
                group_start = False
                continue
            if m.group().startswith((b"\r", b"\n")):
                continue
            self._flush_bytes(state)
            if brace == b"{":
                stack.append(state)
                state = replace(state)
                group_start = True
                continue
            if brace == b"}":
                self.to_skip = 0
                state = stack.pop() if stack else state
                group_start = False
                continue
            if symbol is not None:
                if symbol == b"*" and group_start:
                    state.skip = True
                    continue
                if not state.skip and symbol in _ESCAPES:
                    self._emit(_ESCAPES[symbol], state)
                group_start = False
                continue
            number = int(arg) if arg is not None else None
            if word == "bin" and number:
                pos += max(0, number)  # raw binary data: never text
            else:
                self._word(word.decode("ascii"), number, state, group_start)
            group_start = False
        self._flush_bytes(state)
        if self.para or self.cells:
            self._end_paragraph()
        if self.lines:
            self._end_paragraph()  # the lines of RTF made from text, up to its end


def read_rtf(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An RTF document's text layer (see the module docstring)."""
    if not data.lstrip()[:5] == b"{\\rtf":
        raise IngestError("corrupt rtf", "does not start with {\\rtf")
    with file_budget(config):
        reader = _read(data)
        meta = {k: collapse(v)[:500] for k, v in sorted(reader.meta.items()) if collapse(v)}
        return [reader.builder.document(path, data, "application/rtf", meta=meta)]


def _read(data: bytes) -> _Reader:
    """RTF `data` read; IngestError("corrupt rtf") where it cannot be."""
    reader = _Reader(data)
    try:
        reader.run()
    except (LookupError, ValueError) as exc:
        raise IngestError("corrupt rtf", str(exc)[:160]) from exc
    return reader


def rtf_text(data: bytes) -> str:
    """The text layer of RTF `data` as one string: its blocks, a blank line between them;
    IngestError("corrupt rtf") where it cannot be read."""
    return _read(data).builder.text().decode("utf-8", errors="replace")


def compressed_rtf_text(blob: bytes, budget: Budget) -> str:
    """The text of a compressed RTF body (MS-OXRTFCP). Its size once decompressed is charged
    to `budget` first: its header's raw size, at most what its data can give (a control byte
    and 8 references of 2 bytes give at most 8 × 17 bytes). A body that cannot be decompressed
    raises IngestError("corrupt compressed RTF")."""
    import compressed_rtf

    if len(blob) < 16:
        raise IngestError("corrupt compressed RTF", f"{len(blob)} bytes: shorter than its 16-byte header")
    budget.spend(min(struct.unpack_from("<I", blob, 4)[0], len(blob) * 8), "compressed RTF body")
    try:
        data: bytes = compressed_rtf.decompress(blob)
    except Exception as exc:  # the package raises plain Exception (bad CRC, unknown kind)
        raise IngestError("corrupt compressed RTF", str(exc)[:160]) from exc
    return rtf_text(data)
