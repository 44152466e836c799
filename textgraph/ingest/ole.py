"""OLE2 compound files, the container of Outlook messages and of Office 97-2003 files, read
with olefile: opening one, reading its streams against the file's budget, and reading a file
whose name does not say what it is by what it holds."""

from __future__ import annotations

import io
from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget
from textgraph.model import IngestedDocument

_STREAM, _STORAGE = 2, 1  # olefile's entry types


def open_ole(data: bytes, kind: str) -> Any:
    """The compound file of `data`; `corrupt <kind>` when it is none (olefile's own errors on a
    damaged one are turned into reasons by the reader's `guard`)."""
    import olefile

    if not olefile.isOleFile(data):
        raise IngestError(f"corrupt {kind}", "not an OLE2 compound file")
    return olefile.OleFileIO(io.BytesIO(data))


def read_stream(ole: Any, path: str | list[str], budget: Budget) -> bytes | None:
    """The bytes of a stream, charged to the file's budget before they are read; None when
    there is no such stream. A stream (or the mini stream a small one lives in, or that one's
    table) whose stated size is larger than the whole file is damage (ValueError, which the reader's `guard`
    names): olefile would walk its sector chain to that size, millions of steps for a few
    kilobytes of input."""
    if not ole.exists(path) or ole.get_type(path) != _STREAM:
        return None
    size = ole.get_size(path)
    whole = getattr(ole, "_filesize", None)  # olefile's own record of the file's size
    if isinstance(whole, int):
        if size > whole:
            raise ValueError(f"stream {path} states {size} bytes in a {whole}-byte file")
        if size < ole.minisectorcutoff:
            # a small stream lives in the root entry's mini stream, found through the mini
            # FAT: both are read whole first, at the sizes the file states
            mini = ole.root.size
            table = int(getattr(ole, "num_mini_fat_sectors", 0)) * ole.sectorsize
            if mini > whole or table > whole:
                raise ValueError(f"the mini stream states {mini} bytes and its table {table} in a {whole}-byte file")
    budget.spend(size, f"stream {path}")
    data: bytes = ole.openstream(path).read()
    return data


def has_storage(ole: Any, path: list[str]) -> bool:
    return bool(ole.exists(path) and ole.get_type(path) == _STORAGE)


def read_ole(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An OLE2 file whose name does not say what it is (an attachment saved without its
    suffix): an Outlook message or a Word, Excel or PowerPoint 97 file by what it holds, else
    refused as legacy Office. The file is opened twice, here and by its reader: only files
    without a telling suffix come here."""
    from textgraph.ingest.archive import read_refused
    from textgraph.ingest.doc import read_doc
    from textgraph.ingest.msg import read_msg
    from textgraph.ingest.ppt import read_ppt
    from textgraph.ingest.xls import read_xls

    readers = {"msg": read_msg, "doc": read_doc, "xls": read_xls, "ppt": read_ppt}
    return readers.get(_holds(data), read_refused)(path, data, config)


def _holds(data: bytes) -> str:
    """"msg" for MAPI message properties; "doc", "xls" or "ppt" for a Word document, an Excel
    workbook or a PowerPoint presentation; else ""."""
    try:
        ole = open_ole(data, "ole")
        if ole.exists("__properties_version1.0") and any(
                len(entry) == 1 and entry[0].startswith("__substg1.0_") for entry in ole.listdir()):
            return "msg"
        for stream, kind in (("WordDocument", "doc"), ("Workbook", "xls"), ("PowerPoint Document", "ppt")):
            if ole.exists(stream):
                return kind
    except Exception:  # not a compound file it can read: refused with the legacy-Office reason
        return ""
    return ""
