"""ODP (OpenDocument presentations) from their zip parts, XML parsed by defusedxml.

Canonical text: the pages (`draw:page`) of `content.xml` in order, each as a `heading` block
(the text of its title frame, `presentation:class="title"`, else `Slide N`; props `slide`),
then the paragraphs of its other text frames (`paragraph` blocks, list items included), table
rows (`table_row`, cells joined by ` | `), and its speaker notes (`note` blocks). Paragraph
text follows the ODT rule (`text:s`, tabs, line breaks, links). `meta.xml` gives title, author
and dates. A package whose manifest lists encryption data is `encrypted`.
"""

from __future__ import annotations

from typing import Any

from textgraph.config import IngestConfig
from textgraph.ingest.common import TextBuilder, collapse, file_budget, guard
from textgraph.ingest.odf import meta_props, open_package, paragraph_text
from textgraph.ingest.safezip import local
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/vnd.oasis.opendocument.presentation"
PRESENTATION = "{urn:oasis:names:tc:opendocument:xmlns:presentation:1.0}"


def _is_title(frame: Any) -> bool:
    return str(frame.get(f"{PRESENTATION}class") or "") == "title"


def _text(el: Any, builder: TextBuilder, kind: str, slide: int) -> None:
    """The paragraphs and table rows under `el`, in document order, as blocks of `kind`."""
    for child in el:
        name = local(child.tag)
        if name in ("p", "h"):
            builder.add(kind, paragraph_text(child), slide=slide)
        elif name == "table-row":
            cells = [collapse(" ".join(paragraph_text(p) for p in cell.iter() if local(p.tag) == "p"))
                     for cell in child if local(cell.tag) in ("table-cell", "covered-table-cell")]
            builder.add("table_row", " | ".join(cells), slide=slide)
        elif name != "notes":
            _text(child, builder, kind, slide)


def read_odp(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An ODP presentation (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt odp"):
        zf, root = open_package(data, config, budget, "odp")
        builder = TextBuilder()
        pages = [el for el in root.iter() if local(el.tag) == "page"]
        for number, page in enumerate(pages, 1):
            budget.check_time("odp pages")
            frames = [el for el in page if local(el.tag) == "frame"]
            title = " ".join(collapse(" ".join(paragraph_text(p) for p in f.iter() if local(p.tag) == "p"))
                             for f in frames if _is_title(f))
            builder.add("heading", title.strip() or f"Slide {number}", level=1, slide=number)
            for child in page:
                if not (local(child.tag) == "frame" and _is_title(child)):
                    _text([child], builder, "paragraph", number)
            for notes in (el for el in page if local(el.tag) == "notes"):
                _text(notes, builder, "note", number)
        return [builder.document(path, data, MEDIA_TYPE, meta=meta_props(zf), slides=len(pages))]
