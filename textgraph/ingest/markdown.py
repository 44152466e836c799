"""Markdown through markdown-it-py's block parser: blocks with byte spans into the raw file.

Only block rules run (inline parsing is not needed for spans and costs a third of the time).
Front matter (`---` … `---` at the top) becomes one `front_matter` block and its YAML keys
`title`/`date` become document props when they are plain scalars.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

import yaml
from markdown_it import MarkdownIt

from textgraph.config import IngestConfig
from textgraph.ingest.common import make_document
from textgraph.ingest.text import canonical_bytes
from textgraph.model import Block, IngestedDocument

_NEWLINE = re.compile(rb"\r\n?|\n")
_FRONT = re.compile(rb"\A---[ \t]*(?:\r\n?|\n)")
_FRONT_END = re.compile(rb"^(?:---|\.\.\.)[ \t]*$", re.MULTILINE)
_TOKEN_KIND = {
    "heading_open": "heading",
    "paragraph_open": "paragraph",
    "fence": "code",
    "code_block": "code",
    "tr_open": "table_row",
    "html_block": "html",
}


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    md = MarkdownIt("commonmark").enable("table")
    md.disable("inline")
    return md


def _line_starts(text: bytes) -> list[int]:
    return [0, *(m.end() for m in _NEWLINE.finditer(text))]


def _front_matter(text: bytes) -> tuple[int, dict[str, str]]:
    """Return the byte length of a leading front-matter block (0 if none) and its scalars."""
    m = _FRONT.match(text)
    if not m:
        return 0, {}
    end = _FRONT_END.search(text, m.end())
    if end is None:
        return 0, {}
    stop = end.end()
    scalars: dict[str, str] = {}
    try:
        data = yaml.safe_load(text[m.end():end.start()].decode("utf-8", errors="replace"))
    except yaml.YAMLError:
        data = None
    if isinstance(data, dict):
        for key in ("title", "date", "author"):
            value = data.get(key)
            if isinstance(value, str | int | float) or hasattr(value, "isoformat"):
                scalars[key] = str(value)
    return stop, scalars


def markdown_blocks(text: bytes) -> tuple[list[Block], dict[str, str]]:
    """Blocks of a canonical markdown text, sorted by start, and the front-matter scalars."""
    fm_end, meta = _front_matter(text)
    blocks: list[Block] = []
    if fm_end:
        blocks.append(Block(kind="front_matter", start=0, end=fm_end))
    body = text[fm_end:]
    starts = _line_starts(body)
    tokens = _parser().parse(body.decode("utf-8", errors="replace"))
    list_depth = 0
    for tok in tokens:
        if tok.type in ("bullet_list_open", "ordered_list_open"):
            list_depth += 1
        elif tok.type in ("bullet_list_close", "ordered_list_close"):
            list_depth -= 1
        kind = _TOKEN_KIND.get(tok.type)
        if kind is None or tok.map is None:
            continue
        if kind == "paragraph" and list_depth:
            kind = "list_item"
        first, last = tok.map
        start = starts[first] if first < len(starts) else len(body)
        end = starts[last] if last < len(starts) else len(body)
        while end > start and body[end - 1] in b" \t\r\n":
            end -= 1
        if end <= start:
            continue
        level = int(tok.tag[1]) if kind == "heading" and tok.tag[1:].isdigit() else 0
        blocks.append(Block(kind=kind, start=fm_end + start, end=fm_end + end, level=level))
    blocks.sort(key=lambda b: (b.start, b.end))
    return blocks, meta


def line_of(starts: list[int], offset: int) -> int:
    """Index of the line holding byte `offset` (for callers mapping offsets to lines)."""
    return bisect_right(starts, offset) - 1


def read_markdown(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A markdown document: headings, paragraphs, list items, table rows, code, front matter."""
    text, encoding, used_fallback = canonical_bytes(data, config.fallback_encoding)
    blocks, meta = markdown_blocks(text)
    doc = make_document(
        path, data, text, "text/markdown", encoding, fallback=used_fallback,
        title=meta.get("title"), date=meta.get("date"),
    )
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks))]
