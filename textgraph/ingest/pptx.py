"""PPTX (Office Open XML presentations) from their zip parts, XML parsed by defusedxml.

Canonical text: the slides in presentation order (`ppt/presentation.xml`'s slide list), each
as a `heading` block (its title placeholder's text, else `Slide N`; props `slide`), then the
text of its shapes in document order: one `paragraph` block per text paragraph (`<a:p>`, runs
and fields joined, line breaks kept), one `table_row` block per table row (cells joined by
` | `), then the slide's speaker notes as `note` blocks (the slide-number and slide-image
placeholders left out). Hidden slides are read too. Core properties become document props.
"""

from __future__ import annotations

from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import TextBuilder, collapse, file_budget, guard
from textgraph.ingest.docx import core_props
from textgraph.ingest.safezip import SafeZip, local, parse_xml, relationships
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_TITLES = frozenset(("title", "ctrTitle"))
_NOT_NOTES = frozenset(("sldNum", "sldImg", "hdr", "ftr", "dt"))


def _paragraph(p: Any) -> str:
    """A paragraph's text: its runs and fields in order, `<a:br/>` as a line break."""
    out: list[str] = []
    for el in p.iter():
        tag = local(el.tag)
        if tag == "t" and el.text:
            out.append(el.text)
        elif tag == "br":
            out.append("\n")
    return "".join(out)


def _placeholder(shape: Any) -> str:
    """The placeholder type of a shape (`title`, `body`, `sldNum` …), "" when it is none."""
    for el in shape.iter():
        if local(el.tag) == "ph":
            return str(el.get("type") or "body")
    return ""


class _Slide:
    """Turns one slide's (or notes page's) shapes into blocks on a TextBuilder."""

    def __init__(self, builder: TextBuilder, number: int) -> None:
        self.builder = builder
        self.number = number

    def title(self, root: Any) -> str:
        for shape in root.iter():
            if local(shape.tag) == "sp" and _placeholder(shape) in _TITLES:
                return collapse(" ".join(_paragraph(p) for p in shape.iter() if local(p.tag) == "p"))
        return ""

    def shapes(self, root: Any, kind: str = "paragraph", skip: frozenset[str] = _TITLES) -> None:
        for shape in root.iter():
            tag = local(shape.tag)
            if tag == "sp" and _placeholder(shape) not in skip:
                body = next((el for el in shape if local(el.tag) == "txBody"), None)
                for p in body if body is not None else ():
                    if local(p.tag) == "p":
                        self.builder.add(kind, _paragraph(p), slide=self.number)
            elif tag == "tbl":
                for row in shape:
                    if local(row.tag) != "tr":
                        continue
                    cells = [collapse(" ".join(_paragraph(p) for p in tc.iter() if local(p.tag) == "p"))
                             for tc in row if local(tc.tag) == "tc"]
                    self.builder.add("table_row", " | ".join(cells), slide=self.number)


def read_pptx(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A PPTX presentation (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt pptx"):
        zf = SafeZip(data, config, budget, "pptx")
        book = "ppt/presentation.xml"
        if not zf.has(book):
            raise IngestError("corrupt pptx", "no ppt/presentation.xml")
        rels = relationships(zf, book)
        ids = [str(el.get(R_ID)) for el in parse_xml(zf.read(book), book).iter() if local(el.tag) == "sldId"]
        slides = [rels[i].path for i in ids if i in rels and rels[i].path]
        builder = TextBuilder()
        missing = 0
        for number, part in enumerate(slides, 1):
            budget.check_time("pptx slides")
            if not zf.has(part):
                missing += 1
                continue
            root = parse_xml(zf.read(part), part)
            slide = _Slide(builder, number)
            builder.add("heading", slide.title(root) or f"Slide {number}", level=1, slide=number)
            slide.shapes(root)
            notes = next((r.path for r in relationships(zf, part).values() if r.kind == "notesSlide"), "")
            if notes and zf.has(notes):
                slide.shapes(parse_xml(zf.read(notes), notes), "note", _NOT_NOTES)
        degraded = (f"{missing} slide parts missing",) if missing else ()
        return [builder.document(path, data, MEDIA_TYPE, degraded=degraded, meta=core_props(zf),
                                 slides=len(slides))]
