"""HTML through the standard library's `html.parser` (no DTD, no entity expansion, no network).

Decoding rule, first that applies: a byte-order mark; a charset declared in the first 64 KiB
(`<meta charset>`, `<meta http-equiv="Content-Type" content="…; charset=…">`, or an XML
declaration's `encoding`), where `iso-8859-1`/`latin1`/`us-ascii` mean cp1252 and a declared
UTF-16 without a BOM means UTF-8 (the WHATWG rules); strict UTF-8; the configured fallback.

Canonical text rule: the visible text in document order, one block per block-level element
(`p`, `div`, `li`, `h1`–`h6`, `pre`, `blockquote`, `tr` …), each block's whitespace collapsed
to single spaces (kept as is inside `pre`, `<br>` is a newline), blocks separated by a blank
line. `script`, `style`, `template`, `noscript`, `svg` and everything in `head` except the
title are dropped. A table row is one `table_row` block whose cells are joined by ` | `. A
link becomes `[anchor](href)` so the structure stage turns it into a LINKS_TO edge. Each
block records `raw_start`/`raw_end`: the byte range of the raw file its text was taken from,
so a citation into the canonical text maps back to the source bytes it came straight from.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from textgraph.config import IngestConfig
from textgraph.ingest.common import TextBuilder, collapse, guard
from textgraph.ingest.text import NUL_AS_SPACE, bom_length, charset_codec, decode
from textgraph.model import IngestedDocument

_SKIP = frozenset({"script", "style", "template", "noscript", "svg", "math", "iframe", "object",
                   "head", "select", "textarea", "button", "ix:header"})
_HIDDEN = re.compile(r"display\s*:\s*none", re.I)
_BLOCK = frozenset({
    "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details",
    "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
    "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "legend",
    "li", "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody",
    "td", "tfoot", "th", "thead", "title", "tr", "ul", "listing", "plaintext", "xmp",
})
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                   "param", "source", "track", "wbr"})
_HEAD_CONTENT = frozenset({"title", "meta", "link", "script", "style", "base", "noscript",
                           "template", "object", "head"})
_LOOSE_END = re.compile(r"</(script|style)(\s[^<>]{0,200})>", re.I)
_PARAGRAPHS = re.compile(r"\n[ \t]*\n")
_BREAK = re.compile(r" *\u2028[ \u2028]*")
_HEADINGS = {f"h{i}": i for i in range(1, 7)}
_CHARSET = re.compile(rb"""<meta[^>]{0,512}?charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{1,40})""", re.I)
_XML_ENCODING = re.compile(rb"""\A\s*<\?xml[^>]{0,200}?encoding\s*=\s*["']([A-Za-z0-9_.:-]{1,40})""")
_LATIN = frozenset({"iso8859-1", "latin-1", "ascii", "iso-8859-1", "latin1", "us-ascii"})
_BAD_HREF = re.compile(r"^\s*(?:javascript|data|vbscript):", re.I)


def declared_charset(data: bytes) -> str | None:
    """The charset the first 64 KiB declare (normalized by the WHATWG rules), if valid."""
    head = data[:65536]
    m = _XML_ENCODING.match(head) or _CHARSET.search(head)
    if not m:
        return None
    name = charset_codec(m.group(1).decode("ascii"))
    if name is None:
        return None
    if name in _LATIN:
        return "cp1252"
    if name.startswith(("utf-16", "utf-32")):
        return "utf-8"
    return name


def decode_html(data: bytes, fallback: str) -> tuple[str, str, bool]:
    """`(text, encoding, used_fallback)` by the decoding rule of the module docstring."""
    if not data.startswith((codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        declared = declared_charset(data)
        if declared is not None:
            try:
                return data.decode(declared), declared, False
            except (UnicodeError, LookupError):  # the data lies, or the codec decodes no bytes
                pass
    return decode(data, fallback)


@dataclass(slots=True)
class _Open:
    """A block being filled: its kind, level, text pieces and raw start position."""

    kind: str
    level: int = 0
    pieces: list[str] = field(default_factory=list)
    raw_start: int = -1
    cells: list[str] | None = None


@dataclass(frozen=True, slots=True)
class HtmlBlock:
    kind: str
    text: str
    level: int
    raw_start: int
    raw_end: int


class _Extractor(HTMLParser):
    """Collects `HtmlBlock`s; char positions are offsets into the decoded string."""

    def __init__(self, source: str) -> None:
        super().__init__(convert_charrefs=True)
        # html.parser counts lines by "\n" only (a lone "\r" is no line break for getpos)
        self._line_starts = [0, *(m.end() for m in re.finditer("\n", source))]
        self.blocks: list[HtmlBlock] = []
        self.title = ""
        self.meta: dict[str, str] = {}
        self._skip: list[str] = []
        self._in_title = False
        self._pre = 0
        self._cur = _Open("paragraph")
        self._links: list[tuple[int, str]] = []  # (piece index where the anchor began, href)
        self._rows: list[_Open] = []
        self.saw_markup = False

    def _pos(self) -> int:
        line, col = self.getpos()
        return self._line_starts[min(line - 1, len(self._line_starts) - 1)] + col

    def _flush(self, kind: str = "paragraph", level: int = 0) -> None:
        cur = self._cur
        raw = "".join(cur.pieces)
        text = raw if self._pre else collapse(raw)
        if text.strip():
            target = self._rows[-1] if self._rows and self._rows[-1].cells is not None else None
            if target is not None:
                target.pieces.append(text)
            else:
                self.blocks.append(HtmlBlock(cur.kind, text, cur.level, max(cur.raw_start, 0), self._pos()))
        self._cur = _Open(kind, level)
        self._links = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "meta":
            self._meta(dict(attrs))
            return
        if tag == "title" and all(t == "head" for t in self._skip):
            self._in_title = True
            return
        if self._skip == ["head"] and tag not in _HEAD_CONTENT:
            self._skip.pop()  # content before </head> (or no </head> at all) ends the head
        if self._skip:
            if tag == self._skip[-1] and tag not in _VOID:
                self._skip.append(tag)
            return
        if tag in _SKIP or _HIDDEN.search(dict(attrs).get("style") or ""):
            self._skip.append(tag)
            return
        self.saw_markup = self.saw_markup or tag in _BLOCK or tag in ("a", "br", "span", "b", "i", "font")
        if tag == "br":
            self._data("\n" if self._pre else " \u2028 ")
        elif tag == "a":
            href = dict(attrs).get("href") or ""
            self._links.append((len(self._cur.pieces), href))
        elif tag == "tr":
            self._end_row()
            self._flush()
            self._rows.append(_Open("table_row", cells=[], raw_start=self._pos()))
        elif tag in ("td", "th"):
            self._flush()
            self._add_cell()
        elif tag in _BLOCK:
            kind = "heading" if tag in _HEADINGS else "list_item" if tag in ("li", "dt", "dd") else \
                "quote" if tag == "blockquote" else "preformatted" if tag == "pre" else "paragraph"
            self._flush(kind, _HEADINGS.get(tag, 0))
            if tag == "pre":
                self._pre += 1
            if tag == "table":
                self._rows.append(_Open("table", cells=None))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
            return
        if self._skip:
            if tag == self._skip[-1]:
                self._skip.pop()
            elif tag in _SKIP and tag in self._skip:
                while self._skip and self._skip.pop() != tag:
                    pass
            return
        if tag == "a":
            self._close_link()
        elif tag in ("td", "th"):
            self._flush()
            self._add_cell()
        elif tag == "tr":
            self._flush()
            self._end_row()
        elif tag == "table":
            self._flush()
            self._end_row()
            if self._rows and self._rows[-1].cells is None:
                self._rows.pop()
        elif tag in _BLOCK:
            self._flush()
            if tag == "pre" and self._pre:
                self._pre -= 1

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title = collapse(self.title + " " + data)[:1000]
        elif not self._skip:
            self._data(data)

    def _data(self, data: str) -> None:
        if self._cur.raw_start < 0 and data.strip():
            self._cur.raw_start = self._pos() + len(data) - len(data.lstrip())
        self._cur.pieces.append(data)

    def _meta(self, attrs: dict[str, str | None]) -> None:
        name = (attrs.get("name") or attrs.get("property") or "").strip().lower()
        content = attrs.get("content")
        if name in ("author", "description", "keywords", "date", "dc.title", "dc.creator") and content:
            self.meta.setdefault(name, collapse(content)[:500])

    def _close_link(self) -> None:
        if not self._links:
            return
        index, href = self._links.pop()
        anchor = collapse("".join(self._cur.pieces[index:]))
        href = href.strip()
        if not anchor or not href or href.startswith("#") or _BAD_HREF.match(href) or len(href) > 2000:
            return
        href = href.replace(" ", "%20").replace("(", "%28").replace(")", "%29")
        anchor = anchor.replace("[", "(").replace("]", ")")
        self._cur.pieces[index:] = [f"[{anchor}]({href})"]

    def _add_cell(self) -> None:
        row = self._rows[-1] if self._rows else None
        if row is not None and row.cells is not None:
            row.cells.append(" ".join(row.pieces))
            row.pieces = []

    def _end_row(self) -> None:
        row = self._rows[-1] if self._rows else None
        if row is None or row.cells is None:
            return
        self._add_cell()
        self._rows.pop()
        cells = [c for c in (collapse(c) for c in row.cells) if c]
        if cells:
            target = self._rows[-1] if self._rows and self._rows[-1].cells is not None else None
            text = " | ".join(cells)
            if target is not None:
                target.pieces.append(text)
            else:
                self.blocks.append(HtmlBlock("table_row", text, 0, row.raw_start, self._pos()))

    def finish(self) -> None:
        self.close()
        self._flush()
        while self._rows:
            if self._rows[-1].cells is None:
                self._rows.pop()
            else:
                self._end_row()


def html_blocks(source: str) -> tuple[list[HtmlBlock], str, dict[str, str]]:
    """The blocks, title and meta of decoded HTML `source` (char positions into `source`)."""
    # `</script foo>` ends a script in browsers but not in html.parser: same-length rewrite
    source = _LOOSE_END.sub(lambda m: f"</{m.group(1)}{' ' * len(m.group(2))}>", source)
    parser = _Extractor(source)
    parser.feed(source)
    parser.finish()
    if not parser.saw_markup:  # plain text in an SGML wrapper (EDGAR <DOCUMENT><TEXT>): keep its lines
        parser = _Extractor(source)
        parser._pre = 1
        parser.feed(source)
        parser.finish()
        parser.blocks = [HtmlBlock("paragraph", part, 0, b.raw_start, b.raw_end)
                         for b in parser.blocks for part in _PARAGRAPHS.split(b.text) if part.strip()]
    blocks = [HtmlBlock(b.kind, _BREAK.sub("\n", b.text),
                        b.level, b.raw_start, b.raw_end) for b in parser.blocks]
    return blocks, parser.title, parser.meta


def html_to_builder(source: str, builder: TextBuilder, *, with_title: bool = True) -> tuple[str, dict[str, str]]:
    """Append the blocks of decoded HTML to `builder` (no raw offsets); return title and meta."""
    blocks, title, meta = html_blocks(source)
    if with_title and title:
        builder.add("title", title, 1)
    for b in blocks:
        builder.add(b.kind, b.text, b.level)
    return title, meta


def _raw_offsets(source: str, data: bytes, encoding: str, positions: list[int]) -> list[int]:
    """Byte offsets in `data` of char positions of `source` (its decoding), ascending input."""
    order = sorted(set(positions))
    bom = bom_length(data)
    encoding = encoding.removesuffix(NUL_AS_SPACE)  # (a NUL read as a space is one byte as the space is)
    codec = encoding if encoding not in ("utf-16", "utf-32") else encoding + "-le"
    out: dict[int, int] = {}
    prev_char, prev_byte = 0, bom
    for pos in order:
        prev_byte += len(source[prev_char:pos].encode(codec, errors="replace"))
        prev_char = pos
        out[pos] = min(prev_byte, len(data))
    return [out[p] for p in positions]


def read_html(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An HTML document (see the module docstring for the text and decoding rules)."""
    source, encoding, used_fallback = decode_html(data, config.fallback_encoding)
    with guard("unparseable html"):
        blocks, title, meta = html_blocks(source)
    positions = [p for b in blocks for p in (b.raw_start, b.raw_end)]
    raw = _raw_offsets(source, data, encoding, positions)
    builder = TextBuilder()
    if title:
        builder.add("title", title, 1)
    for i, b in enumerate(blocks):
        builder.add(b.kind, b.text, b.level, raw_start=raw[2 * i], raw_end=raw[2 * i + 1])
    return [builder.document(
        path, data, "text/html", encoding, fallback=used_fallback, title=title[:500] or None,
        author=meta.get("author") or meta.get("dc.creator"), description=meta.get("description"),
    )]
