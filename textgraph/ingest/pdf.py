"""PDF through pypdf: one `page` block per page with text, document info as props.

Canonical text: each page's extracted text (pypdf's default extraction, cleaned by
`clean_block`), pages in order, separated by a blank line; a page without a text layer adds no
block and is listed in the `pages_without_text` prop. An encrypted PDF is opened with the empty
password when that works (permissions-only encryption, very common on bank statements) and is
otherwise skipped as `encrypted`. A damaged file yields the pages that parse; every page that
does not adds a `degraded` reason, and so does a file whose cross-reference table had to be
rebuilt by scanning (no `startxref`). The parse deadline is checked between pages.
"""

from __future__ import annotations

import io
import logging
import re
import warnings
from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import TextBuilder, collapse, describe, file_budget, guard
from textgraph.model import IngestedDocument

logging.getLogger("pypdf").setLevel(logging.CRITICAL)  # damaged files are reported as reasons

_CATALOG = re.compile(rb"(\d{1,10})\s+0\s+obj\s*<<[^>]{0,200}?/Type\s*/Catalog\b")
_INFO_KEYS = (("/Title", "title"), ("/Author", "author"), ("/Subject", "subject"),
              ("/Creator", "creator"), ("/Producer", "producer"), ("/CreationDate", "created"),
              ("/ModDate", "modified"), ("/Keywords", "keywords"))


def _reader(data: bytes) -> tuple[Any, bool]:
    """A PdfReader, and whether the cross-reference table had to be rebuilt by scanning."""
    from pypdf import PdfReader

    try:
        with guard("corrupt pdf"):
            return PdfReader(io.BytesIO(data), strict=False), False
    except IngestError as exc:
        catalog = _CATALOG.search(data)
        if "startxref" not in exc.detail and catalog is None:
            raise
        first = exc
    # Truncated or xref-less: a trailer naming the catalog and `startxref 0` make pypdf rebuild
    # the cross-reference table by scanning the objects.
    tail = b""
    if catalog is not None and "startxref" not in first.detail:
        tail = b"\ntrailer\n<< /Root %s 0 R >>\n" % catalog.group(1)
    try:
        with guard("corrupt pdf"):
            return PdfReader(io.BytesIO(data + tail + b"\nstartxref\n0\n%%EOF\n"), strict=False), True
    except IngestError:
        raise first from None


def _open(data: bytes) -> tuple[Any, bool]:
    from pypdf.errors import FileNotDecryptedError

    reader, rebuilt = _reader(data)
    if reader.is_encrypted:
        try:
            ok = reader.decrypt("")
        except Exception as exc:  # DependencyError (no AES backend), unsupported handlers …
            raise IngestError("encrypted", describe(exc)) from exc
        if not ok:
            raise IngestError("encrypted", "needs a password")
    try:
        _ = reader.pages[0] if len(reader.pages) else None
    except FileNotDecryptedError as exc:
        raise IngestError("encrypted", describe(exc)) from exc
    except IngestError:
        raise
    except Exception as exc:
        raise IngestError("corrupt pdf", describe(exc)) from exc
    return reader, rebuilt


def _info(reader: Any) -> dict[str, str]:
    out: dict[str, str] = {}
    try:
        meta = reader.metadata or {}
        for key, name in _INFO_KEYS:
            value = meta.get(key)
            if value is not None:
                text = collapse(str(value))[:500]
                if text:
                    out[name] = text
    except Exception:  # a broken info dictionary only loses the props
        return out
    return out


def read_pdf(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A PDF document (see the module docstring)."""
    with file_budget(config) as budget, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader, rebuilt = _open(data)
        with guard("corrupt pdf"):
            count = len(reader.pages)
        builder = TextBuilder()
        degraded: list[str] = ["no cross-reference table (rebuilt by scanning)"] if rebuilt else []
        empty: list[int] = []
        for number in range(1, count + 1):
            budget.check_time(f"after {number - 1} of {count} pages")
            try:
                text = reader.pages[number - 1].extract_text() or ""
            except RecursionError:
                degraded.append(f"page {number}: too deeply nested")
                continue
            except Exception as exc:
                degraded.append(f"page {number}: unreadable ({describe(exc)[:80]})")
                continue
            if builder.add("page", text, page=number) is None:
                empty.append(number)
        if count and len(empty) == count:
            degraded.append("no text layer (scanned pages need OCR)")
        if count == 0:
            degraded.append("no pages")
        return [builder.document(
            path, data, "application/pdf", degraded=tuple(degraded), pages=count,
            pages_without_text=tuple(empty) or None, meta=_info(reader),
        )]
