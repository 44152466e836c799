"""Plain text: decoding rules shared by every text-like reader, and the `.txt` reader.

Decoding is stated and deterministic: a UTF-8 BOM means UTF-8; a UTF-16/32 BOM means that
encoding; otherwise strict UTF-8; otherwise the configured fallback (cp1252 by default, with
undefined bytes replaced), and the document is flagged `decoded-with-fallback`. Content with
NUL bytes is binary and refused, but for two kinds of text that are not: UTF-16 without a BOM
(every other byte NUL in Latin-script text), and text with a few stray NUL bytes or a tail of
them (a file padded by a crash or a carving tool), read with each NUL as a space so that no
offset moves. Both are flagged as a fallback is, with the guess in the encoding's label.
"""

from __future__ import annotations

import codecs
import re

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import make_document
from textgraph.model import Block, IngestedDocument

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def bom_length(data: bytes) -> int:
    """The length of the byte-order mark `data` starts with (0 if none)."""
    return next((len(bom) for bom, _ in _BOMS if data.startswith(bom)), 0)


# Python codecs that are no document's charset: a declaration naming one is ignored, as by
# browsers and mail readers (`unicode_escape` would turn `\\u0041` into `A`, `idna` fails to
# encode the text again). Codecs from bytes to bytes (`hex`, `zlib`) decode no text anyway.
_NOT_CHARSETS = frozenset({"idna", "punycode", "undefined", "unicode-escape", "raw-unicode-escape",
                           "utf-7"})


def charset_codec(label: str) -> str | None:
    """The Python codec name of a declared charset label; None for unknown labels and for
    codecs that are not a document's charset."""
    try:
        info = codecs.lookup(label)
    except (LookupError, UnicodeError):
        return None
    # bytes-to-bytes codecs (`uu`, `base64`, `zlib`) are no text encoding at all
    if info.name in _NOT_CHARSETS or not getattr(info, "_is_text_encoding", True):
        return None
    return info.name


def without_bom(data: bytes) -> bytes:
    """`data` as UTF-8 without its byte-order mark when it starts with one (a UTF-16/32 file
    transcoded, bytes that do not decode replaced by U+FFFD); other data unchanged. For
    readers that parse bytes (mail), to which a BOM is the first character of the first line."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            rest = data[len(bom):]
            return rest if name == "utf-8" else rest.decode(name, errors="replace").encode("utf-8")
    return data


_CONTROL = re.compile(rb"[\x00-\x08\x0e-\x1a\x1c-\x1f]")


def decode(data: bytes, fallback: str = "cp1252") -> tuple[str, str, bool]:
    """Return `(text, encoding, used_fallback)` by the rules in the module docstring.

    Raises IngestError("binary content") for data that is not text.
    """
    for bom, name in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(name), name, False
            except UnicodeDecodeError as exc:
                raise IngestError("undecodable text", f"invalid {name} after BOM") from exc
    if b"\x00" in data:
        return _with_nuls(data, fallback)
    try:
        return data.decode("utf-8"), "utf-8", False
    except UnicodeDecodeError:
        pass
    return _fallback(data, fallback)


def _fallback(data: bytes, fallback: str) -> tuple[str, str, bool]:
    sample = data[:65536]
    if sample and len(_CONTROL.findall(sample)) > len(sample) // 20:
        raise IngestError("binary content", "too many control bytes")
    return data.decode(fallback, errors="replace"), fallback, True


# A label's tail that says the NUL bytes were read as spaces (see `decoding_issue`)
NUL_AS_SPACE = "; NUL bytes read as spaces"


def _with_nuls(data: bytes, fallback: str) -> tuple[str, str, bool]:
    """Text holding NUL bytes: UTF-16 without a BOM, or text with stray NULs; else binary."""
    sample = data[:65536]
    half = len(sample) // 2
    if half >= 8:
        even = sample[0::2].count(0) / half
        odd = sample[1::2].count(0) / half
        for name, zeros, other in (("utf-16-le", odd, even), ("utf-16-be", even, odd)):
            if zeros >= 0.7 and other <= 0.02:
                try:
                    return data[:len(data) // 2 * 2].decode(name), name, True
                except UnicodeDecodeError:
                    break
    nuls = data.count(0)
    if nuls <= len(data) // 1000 or b"\x00" not in data.rstrip(b"\x00"):
        spaced = data.replace(b"\x00", b" ")
        try:
            text, name = spaced.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            text, name, _ = _fallback(spaced, fallback)
        if text.strip():
            return text, name + NUL_AS_SPACE, True
    raise IngestError("binary content", "contains NUL bytes")


def decoding_issue(encoding: str) -> tuple[str, str]:
    """The (reason, detail) a document decoded by a guess is flagged with."""
    if encoding.endswith(NUL_AS_SPACE):
        return "NUL bytes in text", f"read as spaces, decoded as {encoding.removesuffix(NUL_AS_SPACE)}"
    return "not UTF-8", f"decoded as {encoding}"


def canonical_bytes(data: bytes, fallback: str = "cp1252") -> tuple[bytes, str, bool]:
    """Canonical UTF-8 text for a text file: the file's own bytes when it is BOM-less UTF-8."""
    text, encoding, used_fallback = decode(data, fallback)
    if encoding == "utf-8" and not data.startswith(codecs.BOM_UTF8):
        return data, encoding, used_fallback
    return text.encode("utf-8"), encoding, used_fallback


_BLANK_LINES = re.compile(rb"(?:\r\n?|\n)(?:[ \t\f\v]*(?:\r\n?|\n))+")
_SPACE = b" \t\r\n\f\v"


def paragraph_blocks(text: bytes, base: int = 0, kind: str = "paragraph") -> list[Block]:
    """Blank-line separated paragraphs of `text` as blocks, whitespace trimmed; linear time."""
    blocks: list[Block] = []
    pos = 0
    for sep in (*_BLANK_LINES.finditer(text), None):
        end = sep.start() if sep is not None else len(text)
        start = pos
        while start < end and text[start] in _SPACE:
            start += 1
        while end > start and text[end - 1] in _SPACE:
            end -= 1
        if end > start:
            blocks.append(Block(kind=kind, start=base + start, end=base + end))
        if sep is not None:
            pos = sep.end()
    return blocks


def _bars(line: bytes) -> int:
    """The column bars of a line printed as a table's row (a leading and a trailing bar aside)."""
    edge = line.lstrip(b" \t")
    lead = edge.startswith(b"|") and len(line) - len(edge) < 2  # (an indented bar opens an empty first cell)
    line = line.strip()
    return line.count(b"|") - lead - (len(line) > 1 and line.endswith(b"|"))


def table_blocks(text: bytes, blocks: list[Block]) -> list[Block]:
    """`blocks` with each table printed with bars inside a paragraph made a row each
    (`Name | ID | Position Held` over `TAN BOON KIAT | S7812345D | DIRECTOR`): two lines or more
    in a row with the same number of bars, one at least, or a markdown table's (`|---|---|`).
    The paragraph's lines before and after the table stay paragraphs. Linear in the text."""
    if b"|" not in text:
        return blocks
    out: list[Block] = []
    for block in blocks:
        if block.kind != "paragraph" or text.find(b"|", block.start, block.end) < 0:
            out.append(block)
            continue
        lines: list[tuple[int, int, int, int]] = []  # (start, end, column bars, bars) of each line
        at = block.start
        while at < block.end:
            end = text.find(b"\n", at, block.end)
            end = block.end if end < 0 else end
            lines.append((at, end, _bars(text[at:end]) if b"|" in text[at:end] else 0,
                          text.count(b"|", at, end)))
            at = end + 1
        kept = block.start  # where the paragraph's text not yet given out starts
        i = 0
        while i < len(lines):
            bars, raw = lines[i][2:]
            j = i + 1
            # (a row's empty cell at an edge may add or drop an edge's bar: `(reg. no. 9) | (foreign) |  |`)
            while j < len(lines) and bars > 0 and (lines[j][2] == bars or (raw > 1 and lines[j][3] == raw)
                                                   or _is_rule(text[lines[j][0]:lines[j][1]])):
                j += 1
            if bars > 0 and j - i >= 2:
                out += paragraph_blocks(text[kept:lines[i][0]], kept)
                out += [row for s, e, _, _ in lines[i:j] if not _is_rule(text[s:e])
                        for row in paragraph_blocks(text[s:e], s, kind="table_row")]
                kept = lines[j - 1][1]
            i = j
        out += paragraph_blocks(text[kept:block.end], kept)
    return out


def _is_rule(line: bytes) -> bool:
    """A table's rule (`|---|:--:|`, `-----+-----`)."""
    return b"---" in line and not line.strip(b" \t\r|:-+")


def read_text(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A plain-text document: paragraphs separated by blank lines; a table printed with bars
    in one is a row each (`table_blocks`)."""
    text, encoding, used_fallback = canonical_bytes(data, config.fallback_encoding)
    blocks = table_blocks(text, paragraph_blocks(text))
    doc = make_document(path, data, text, "text/plain", encoding, fallback=used_fallback)
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks))]
