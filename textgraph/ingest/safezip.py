"""Zip containers and XML read under limits: the one way readers open zip-based formats.

`SafeZip` refuses encrypted members, members whose compression ratio exceeds the configured
limit (when they expand past 1 MiB: small files are always allowed), more members than the
configured count, and decompresses by streaming, charging every byte to the file's budget
(`file_budget`), so a lying header cannot make it allocate more than the limit. Members
compressed with the legacy method 6 ("implode"), which `zipfile` cannot read, are decoded by
`explode` after their declared size is charged, and must match their CRC-32. `parse_xml`
parses with defusedxml: entity declarations and external references are refused, so a
billion-laughs file is a reason, not a crash.
"""

from __future__ import annotations

import io
import posixpath
import struct
import zipfile
import zlib
from typing import Any, NamedTuple

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, describe
from textgraph.ingest.explode import ExplodeError, explode

RATIO_FLOOR = 1 << 20  # ratios are checked only for members that expand past 1 MiB
_CHUNK = 1 << 20
IMPLODED = 6  # APPNOTE compression method 6, which zipfile does not implement
_LOCAL_HEADER = struct.Struct("<4s22xHH")  # signature, then the name and extra field lengths


class SafeZip:
    """A zip archive opened from bytes, read member by member under the limits."""

    def __init__(self, data: bytes, config: IngestConfig, budget: Budget, what: str = "zip") -> None:
        self.config = config
        self.budget = budget
        self.data = data
        try:
            self.zf = zipfile.ZipFile(io.BytesIO(data))
            infos = self.zf.infolist()
        except IngestError:
            raise
        except Exception as exc:
            raise IngestError(f"corrupt {what}", describe(exc)) from exc
        if len(infos) > config.max_archive_members:
            raise IngestError("too many archive members",
                              f"{len(infos)} > limit {config.max_archive_members}")
        self.infos = infos
        self._by_name = {i.filename: i for i in infos}

    def names(self) -> list[str]:
        """Member names in archive order (the order is part of the file's bytes)."""
        return [i.filename for i in self.infos]

    def has(self, name: str) -> bool:
        return name in self._by_name

    def read(self, name: str) -> bytes:
        """The bytes of member `name`, within the limits; IngestError otherwise."""
        info = self._by_name.get(name)
        if info is None:
            raise IngestError("missing zip member", name)
        return self.read_info(info)

    def read_info(self, info: zipfile.ZipInfo) -> bytes:
        if info.flag_bits & 0x1:
            raise IngestError("encrypted", f"member {info.filename}")
        self._check_ratio(info, info.file_size)
        if info.compress_type == IMPLODED:
            return self._read_imploded(info)
        out = bytearray()
        try:
            with self.zf.open(info) as fh:
                while True:
                    chunk = fh.read(_CHUNK)
                    if not chunk:
                        break
                    out += chunk
                    self.budget.spend(len(chunk), f"member {info.filename}")
                    self._check_ratio(info, len(out))
        except IngestError:
            raise
        except NotImplementedError as exc:
            raise IngestError("unsupported zip compression method",
                              f"{info.filename}: method {info.compress_type}") from exc
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, RuntimeError) as exc:
            raise IngestError("corrupt archive member", f"{info.filename}: {describe(exc)}") from exc
        return bytes(out)

    def _read_imploded(self, info: zipfile.ZipInfo) -> bytes:
        """A method 6 member: its declared size charged first (the decoder never exceeds it),
        then decoded from the raw bytes after its local header and checked against its CRC-32."""
        self.budget.spend(info.file_size, f"member {info.filename}")
        offset = info.header_offset
        header = self.data[offset:offset + _LOCAL_HEADER.size]
        if len(header) < _LOCAL_HEADER.size or header[:4] != b"PK\x03\x04":
            raise IngestError("corrupt archive member", f"{info.filename}: bad local header")
        _, name_len, extra_len = _LOCAL_HEADER.unpack(header)
        start = offset + _LOCAL_HEADER.size + name_len + extra_len
        raw = self.data[start:start + info.compress_size]
        if len(raw) < info.compress_size:
            raise IngestError("corrupt archive member", f"{info.filename}: compressed data cut short")
        try:
            out = explode(raw, info.flag_bits, info.file_size,
                          lambda: self.budget.check_time(f"member {info.filename}"))
        except ExplodeError as exc:
            raise IngestError("corrupt archive member", f"{info.filename}: {exc}") from exc
        if zlib.crc32(out) != info.CRC:
            raise IngestError("corrupt archive member", f"{info.filename}: CRC-32 mismatch")
        self._check_ratio(info, len(out))
        return out

    def _check_ratio(self, info: zipfile.ZipInfo, size: int) -> None:
        if size > RATIO_FLOOR and size > self.config.max_compression_ratio * max(info.compress_size, 1):
            raise IngestError("compression ratio limit exceeded (zip bomb?)",
                              f"member {info.filename}: {size} bytes from {info.compress_size}")


def parse_xml(data: bytes, what: str) -> Any:
    """An ElementTree root of `data` parsed with entity expansion disabled."""
    try:
        return fromstring(data, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        raise IngestError("xml entity declarations refused", f"{what}: {type(exc).__name__}") from exc
    except RecursionError as exc:
        raise IngestError("too deeply nested", what) from exc
    except Exception as exc:
        raise IngestError("malformed xml", f"{what}: {describe(exc)}") from exc


def local(tag: object) -> str:
    """The local name of an ElementTree tag (`{ns}p` → `p`)."""
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class Relationship(NamedTuple):
    """One relationship of an Office Open XML part (`_rels/<part>.rels`)."""

    kind: str  # the last segment of its type (`slide`, `notesSlide`, `hyperlink` …)
    target: str  # as written
    path: str  # the package part it names, "" for an external target (a web link)


def relationships(zf: SafeZip, part: str) -> dict[str, Relationship]:
    """The relationships of `part` by id; {} when it has none."""
    folder, _, name = part.rpartition("/")
    rel_part = f"{folder}/_rels/{name}.rels"
    if not zf.has(rel_part):
        return {}
    out: dict[str, Relationship] = {}
    for rel in parse_xml(zf.read(rel_part), rel_part):
        if local(rel.tag) != "Relationship":
            continue
        target = str(rel.get("Target") or "")
        if rel.get("TargetMode") == "External":
            path = ""
        else:
            path = target.lstrip("/") if target.startswith("/") else posixpath.normpath(f"{folder}/{target}")
        out[str(rel.get("Id"))] = Relationship(str(rel.get("Type") or "").rsplit("/", 1)[-1], target, path)
    return out
