"""Archives and hostile containers: members as children, limits as reasons, never a crash."""

from __future__ import annotations

import bz2
import gzip
import io
import tarfile
import zipfile

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest import ingest_bytes
from textgraph.ingest.archive import member_path, read_compressed, read_tar, read_zip
from textgraph.ingest.docx import read_docx
from textgraph.model import Document, prop

from .builders import docx_bytes, pdf_bytes, zip_bytes

CONFIG = IngestConfig()


def paths(docs: list) -> list[str]:  # type: ignore[type-arg]
    return [d.document.path for d in docs]


def degraded(doc: object) -> tuple[str, ...]:
    value = prop(doc.document.props, "degraded")  # type: ignore[attr-defined]
    return value if isinstance(value, tuple) else ()


def test_zip_members_are_children_read_by_their_own_readers() -> None:
    inner = zip_bytes([("deep/note.md", b"# Deep\n\nInner text.\n")])
    data = zip_bytes([("docs/", b""), ("docs/a.txt", b"Alpha text.\n"), ("docs/b.pdf", pdf_bytes()),
                      ("inner.zip", inner), ("../escape.txt", b"no"), ("empty.txt", b"")])
    docs = read_zip("case.zip", data, CONFIG)
    assert paths(docs) == ["case.zip", "case.zip!/docs/a.txt", "case.zip!/docs/b.pdf", "case.zip!/inner.zip",
                           "case.zip!/inner.zip!/deep/note.md"]
    container = docs[0]
    assert container.text == b"" and container.document.media_type == "application/zip"
    assert degraded(container) == ("member ../escape.txt: member name climbs out of the archive (absolute or ..)",
                                   "member empty.txt: empty file")
    assert docs[2].document.media_type == "application/pdf"
    assert docs[4].document.parent == Document.make_id("case.zip!/inner.zip")
    assert docs[1].document.parent == Document.make_id("case.zip")


def test_member_paths_never_climb_out() -> None:
    assert member_path("a.zip", "../../etc/passwd") is None
    assert member_path("a.zip", "/abs/path") is None
    assert member_path("a.zip", "dir/") is None
    assert member_path("a.zip", "x\\y.txt") == "a.zip!/x/y.txt"


def test_zip_bomb_by_ratio_is_a_reason() -> None:
    bomb = zip_bytes([("zeros.txt", bytes(20 * 1024 * 1024)), ("ok.txt", b"Fine.\n")])
    docs = read_zip("bomb.zip", bomb, CONFIG)
    assert paths(docs) == ["bomb.zip", "bomb.zip!/ok.txt"]
    assert degraded(docs[0])[0].startswith("member zeros.txt: compression ratio limit exceeded")


def test_zip_total_size_limit_stops_the_file() -> None:
    config = IngestConfig(max_archive_bytes=64 * 1024)
    data = zip_bytes([(f"f{i}.txt", bytes([65 + i]) * 40_000) for i in range(3)], zipfile.ZIP_STORED)
    with pytest.raises(IngestError) as err:
        ingest_bytes("big.zip", data, config)
    assert err.value.reason == "decompressed size limit exceeded"


def test_zip_member_count_and_nesting_limits() -> None:
    many = zip_bytes([(f"{i}.txt", b"x") for i in range(12)])
    with pytest.raises(IngestError) as err:
        read_zip("many.zip", many, IngestConfig(max_archive_members=10))
    assert err.value.reason == "too many archive members"
    nested = zip_bytes([("leaf.txt", b"Leaf.\n")])
    for level in range(4):
        nested = zip_bytes([(f"level{level}.zip", nested)])
    docs = ingest_bytes("n.zip", nested, IngestConfig(max_nesting_depth=2))
    assert len(docs) == 3
    assert any("nested too deeply" in r for r in degraded(docs[-1]))


def test_encrypted_and_corrupt_members() -> None:
    data = bytearray(zip_bytes([("secret.txt", b"Hidden.\n"), ("open.txt", b"Open.\n")], zipfile.ZIP_STORED))
    data[6] |= 1  # flag the first member as encrypted in its local header ...
    cd = bytes(data).rindex(b"PK\x01\x02", 0, bytes(data).rindex(b"PK\x01\x02"))
    data[cd + 8] |= 1  # ... and in the central directory
    docs = read_zip("enc.zip", bytes(data), CONFIG)
    assert paths(docs) == ["enc.zip", "enc.zip!/open.txt"]
    assert degraded(docs[0]) == ("member secret.txt: encrypted",)


def test_tar_gzip_bzip2() -> None:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tf:
        for name, payload in (("t/a.txt", b"Tar member.\n"), ("t/b.md", b"# B\n")):
            info = tarfile.TarInfo(name)
            info.size, info.mtime = len(payload), 0
            tf.addfile(info, io.BytesIO(payload))
    tar = buf.getvalue()
    assert paths(read_tar("x.tar", tar, CONFIG)) == ["x.tar", "x.tar!/t/a.txt", "x.tar!/t/b.md"]
    tgz = gzip.compress(tar, mtime=0)
    assert paths(ingest_bytes("x.tgz", tgz, CONFIG)) == ["x.tgz", "x.tgz!/x.tar", "x.tgz!/x.tar!/t/a.txt",
                                                         "x.tgz!/x.tar!/t/b.md"]
    assert paths(read_compressed("notes.txt.bz2", bz2.compress(b"Bzip text.\n"), CONFIG)) == [
        "notes.txt.bz2", "notes.txt.bz2!/notes.txt"]
    with pytest.raises(IngestError) as err:
        read_compressed("bomb.gz", gzip.compress(bytes(30 * 1024 * 1024)), CONFIG)
    assert err.value.reason.startswith("compression ratio limit exceeded")


@pytest.mark.parametrize(("magic", "detail"), [(b"7z\xbc\xaf\x27\x1c", "7z"), (b"Rar!\x1a\x07\x00", "rar"),
                                               (b"\x28\xb5\x2f\xfd", "zstd")])
def test_other_archives_are_recognized_and_skipped(magic: bytes, detail: str) -> None:
    with pytest.raises(IngestError) as err:
        ingest_bytes("thing.bin", magic + bytes(64), CONFIG)
    assert err.value.reason == "unsupported archive format" and err.value.detail == detail


def test_billion_laughs_in_docx_is_refused() -> None:
    laughs = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
              + "".join(f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">'
                        for i in range(1, 10))
              + ']><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>'
              "<w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>")
    with pytest.raises(IngestError) as err:
        read_docx("lol.docx", docx_bytes(document_xml=laughs), CONFIG)
    assert err.value.reason == "xml entity declarations refused"
