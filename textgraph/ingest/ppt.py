"""PowerPoint 97-2003 `.ppt` presentations: the slides' outline text, read with olefile.

The `Current User` stream points at the last edit of the `PowerPoint Document` stream; edits
chain back through UserEditAtom records, whose persist directories map object ids to stream
offsets (the newest edit's entry wins, so text an edit replaced is not read). The document's
SlideListWithText container then holds, slide by slide in presentation order, the text of the
slide's placeholders (title and body), 8-bit or UTF-16.

Text in free text boxes and table cells is not in that list: it lies in the slide's own
container (which the slide list's SlidePersistAtom names by persist id), in the client text
boxes of the shapes of its drawing.

Canonical text: per slide a `heading` block (its title, else `Slide N`; props `slide`), one
`paragraph` block per paragraph of its other placeholder text, then one `text_box` block per
paragraph of its text boxes and table cells, in drawing order (a box that repeats a text of the
slide list, or holds only the slide-number field `*`, is left out). Charts and speaker notes are
not read. An encrypted presentation is skipped as `encrypted`; a stream whose edit chain cannot
be followed as `corrupt ppt`; in a slide's drawing, a record that runs past its container ends
the walk (the boxes before it stand).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import TextBuilder, file_budget, guard
from textgraph.ingest.ole import open_ole, read_stream
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/vnd.ms-powerpoint"
_DOCUMENT, _SLIDE_LIST, _SLIDE_PERSIST = 0x03E8, 0x0FF0, 0x03F3
_TEXT_HEADER, _TEXT_CHARS, _TEXT_BYTES = 0x0F9F, 0x0FA0, 0x0FA8
_USER_EDIT, _PERSIST_DIRECTORY = 0x0FF5, 0x1772
_SLIDE = 0x03EE
_MAX_DEPTH = 16  # containers inside a slide container (drawing, group, shape, text box …)
_TITLES = frozenset((0, 6))  # text types: title, centered title
_MAX_EDITS = 4096


def _records(data: bytes, start: int, end: int) -> Iterator[tuple[int, int, int, int]]:
    """(instance, type, body start, body end) of the records between `start` and `end`."""
    at = start
    while at + 8 <= end:
        head, kind, size = struct.unpack_from("<HHI", data, at)
        body = at + 8
        if body + size > end:
            raise IngestError("corrupt ppt", f"record {kind:#06x} runs past its container")
        yield head >> 4, kind, body, body + size
        at = body + size


def _persist_offsets(doc: bytes, edit: int) -> tuple[dict[int, int], int]:
    """Object id -> stream offset over the whole edit chain (newest first), and the
    document container's id."""
    offsets: dict[int, int] = {}
    document = -1
    seen: set[int] = set()
    while edit and edit not in seen and len(seen) < _MAX_EDITS:
        seen.add(edit)
        if edit + 36 > len(doc) or struct.unpack_from("<H", doc, edit + 2)[0] != _USER_EDIT:
            raise IngestError("corrupt ppt", "no user edit record where the file points")
        size = struct.unpack_from("<I", doc, edit + 4)[0]
        last_edit, directory, doc_ref = struct.unpack_from("<III", doc, edit + 16)
        session = struct.unpack_from("<I", doc, edit + 36)[0] if size >= 32 and edit + 40 <= len(doc) else 0
        if session:  # the persist id of the encryption session: the streams are encrypted
            raise IngestError("encrypted", "password-protected PowerPoint presentation")
        if document < 0:
            document = doc_ref
        if directory + 8 > len(doc) or struct.unpack_from("<H", doc, directory + 2)[0] != _PERSIST_DIRECTORY:
            raise IngestError("corrupt ppt", "no persist directory where an edit points")
        end = directory + 8 + struct.unpack_from("<I", doc, directory + 4)[0]
        at = directory + 8
        while at + 4 <= min(end, len(doc)):
            (word,) = struct.unpack_from("<I", doc, at)
            first, count = word & 0xFFFFF, word >> 20
            for i in range(count):
                if at + 8 + 4 * i <= len(doc):
                    offsets.setdefault(first + i, struct.unpack_from("<I", doc, at + 4 + 4 * i)[0])
            at += 4 + 4 * count
        edit = last_edit
    return offsets, document


def _slides(doc: bytes, start: int, end: int) -> tuple[list[list[tuple[int, str]]], list[int]]:
    """Each slide's texts `(text type, text)` from the document's slide list, and each
    slide's persist id (that of its slide container)."""
    slides: list[list[tuple[int, str]]] = []
    refs: list[int] = []
    for instance, kind, body, stop in _records(doc, start, end):
        if kind != _SLIDE_LIST or instance != 0:
            continue
        text_type = 1
        for _, item, at, item_end in _records(doc, body, stop):
            if item == _SLIDE_PERSIST:
                slides.append([])
                refs.append(struct.unpack_from("<I", doc, at)[0] if item_end - at >= 4 else -1)
            elif item == _TEXT_HEADER and item_end - at >= 4:
                text_type = struct.unpack_from("<I", doc, at)[0]
            elif item in (_TEXT_CHARS, _TEXT_BYTES) and slides:
                raw = doc[at:item_end]
                text = raw.decode("utf-16-le" if item == _TEXT_CHARS else "latin-1", errors="replace")
                slides[-1].append((text_type, text))
    return slides, refs


def _box_texts(doc: bytes, at: int) -> list[str]:
    """The texts of the text boxes in the slide container at offset `at`, in drawing order
    ([] where no slide container is there)."""
    if at < 0 or at + 8 > len(doc) or struct.unpack_from("<H", doc, at + 2)[0] != _SLIDE:
        return []
    out: list[str] = []

    def walk(start: int, stop: int, depth: int) -> None:
        pos = start
        while pos + 8 <= stop:
            head, kind, size = struct.unpack_from("<HHI", doc, pos)
            body, after = pos + 8, pos + 8 + size
            if after > stop:
                return  # a record runs past its container: what came before it stands
            if head & 0xF == 0xF:
                if depth < _MAX_DEPTH:
                    walk(body, after, depth + 1)
            elif kind in (_TEXT_CHARS, _TEXT_BYTES):
                out.append(doc[body:after].decode("utf-16-le" if kind == _TEXT_CHARS else "latin-1",
                                                  errors="replace"))
            pos = after

    walk(at + 8, min(len(doc), at + 8 + struct.unpack_from("<I", doc, at + 4)[0]), 0)
    return out


def read_ppt(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A PowerPoint 97-2003 presentation (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt ppt"):
        ole = open_ole(data, "ppt")
        current = read_stream(ole, "Current User", budget)
        doc = read_stream(ole, "PowerPoint Document", budget)
        if current is None or doc is None:
            raise IngestError("corrupt ppt", "no PowerPoint Document stream")
        if len(current) < 20:
            raise IngestError("corrupt ppt", "Current User stream cut short")
        offsets, document = _persist_offsets(doc, struct.unpack_from("<I", current, 16)[0])
        at = offsets.get(document, -1)
        if at < 0 or at + 8 > len(doc) or struct.unpack_from("<H", doc, at + 2)[0] != _DOCUMENT:
            raise IngestError("corrupt ppt", "no document container where the directory points")
        size = struct.unpack_from("<I", doc, at + 4)[0]
        builder = TextBuilder()
        slides, refs = _slides(doc, at + 8, min(len(doc), at + 8 + size))
        for number, (texts, ref) in enumerate(zip(slides, refs, strict=True), 1):
            budget.check_time(f"slide {number}")
            title = " ".join(" ".join(t.split()) for kind, t in texts if kind in _TITLES)
            builder.add("heading", title or f"Slide {number}", level=1, slide=number)
            for kind, text in texts:
                if kind not in _TITLES:
                    for paragraph in text.replace("\x0b", "\n").split("\r"):
                        builder.add("paragraph", paragraph, slide=number)
            outline = {" ".join(t.split()) for _, t in texts}
            for text in _box_texts(doc, offsets.get(ref, -1)):
                if " ".join(text.split()) in outline or text.strip() == "*":
                    continue
                for paragraph in text.replace("\x0b", "\n").split("\r"):
                    builder.add("text_box", paragraph, slide=number)
        return [builder.document(path, data, MEDIA_TYPE, slides=len(slides))]
