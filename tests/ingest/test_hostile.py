"""Odd inputs from a real investigator's folder, each found to break ingestion once: the bad
file gets one reason, the rest of the corpus builds. Every input is made here from bytes."""

from __future__ import annotations

import io
import os
import struct
import tarfile
import threading
import unicodedata
from pathlib import Path

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest import SourceFile, ingest_bytes, read_source, walk
from textgraph.ingest.archive import read_tar, read_zip
from textgraph.ingest.csvdata import read_csv
from textgraph.ingest.html import read_html
from textgraph.ingest.mail import read_eml, read_mbox
from textgraph.model import IngestedDocument, prop
from textgraph.pipeline import build
from textgraph.verify import verify

from .builders import mapi_text, msg_bytes, ppt_bytes, zip_bytes

CONFIG = IngestConfig()
MEMO = b"Acme Trading Ltd paid Beta Holdings 5,000 USD on 4 March 2026.\n"
MAIL = (b"From: Dana Reyes <dana@example.org>\r\nTo: Sam Ortiz <sam@example.net>\r\n"
        b"Subject: wire\r\nMessage-ID: <m1@example.org>\r\n\r\n")


def _lines(docs: list[IngestedDocument]) -> list[str]:
    return [str(r) for r in (prop(docs[0].document.props, "degraded") or ())]


def test_a_symlink_to_a_fifo_is_skipped_not_read(tmp_path: Path) -> None:
    # reading a FIFO blocks until a writer comes: the build hung forever
    (tmp_path / "memo.txt").write_bytes(MEMO)
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "link.txt").symlink_to("pipe")
    files, issues = walk(tmp_path)
    assert [f.path for f in files] == ["memo.txt"]
    assert [i.line() for i in issues] == ["link.txt: skipped: symlink to a file that is not a regular file",
                                          "pipe: skipped: not a regular file"]


def test_a_file_name_that_is_not_utf8_is_skipped_and_the_rest_builds(tmp_path: Path) -> None:
    # the surrogate-escaped name crashed the build while hashing the walk (TypeError)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "memo.txt").write_bytes(MEMO)
    with open(os.path.join(os.fsencode(corpus), b"caf\xe9.txt"), "wb") as fh:
        fh.write(MEMO)
    os.mkdir(os.path.join(os.fsencode(corpus), b"dossier\xff"))
    result = build(corpus, tmp_path / "out")
    assert [i.line() for i in result.issues] == ["caf\\xe9.txt: skipped: file name is not valid UTF-8",
                                                 "dossier\\xff: skipped: file name is not valid UTF-8"]
    assert [d.path for d in result.graph.documents] == ["memo.txt"]


def test_two_names_equal_after_nfc_give_one_document(tmp_path: Path) -> None:
    # `café` and `cafe` + U+0301 both became the path `café.txt`: two documents with one id
    # crashed the index (UNIQUE constraint failed)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    nfc, nfd = "caf\u00e9.txt", unicodedata.normalize("NFD", "caf\u00e9.txt")
    (corpus / nfc).write_bytes(MEMO)
    (corpus / nfd).write_bytes(b"Zeta Corp paid Omega Ltd.\n")
    result = build(corpus, tmp_path / "out")
    assert [d.path for d in result.graph.documents] == [nfc]
    [issue] = result.issues
    assert issue.line().startswith(f"{nfc}: skipped: same name as another file after Unicode normalization")
    assert verify(tmp_path / "out", corpus).passed  # the file kept is the one named exactly so


def test_a_folder_whose_name_ends_with_a_bang_is_skipped(tmp_path: Path) -> None:
    # `urgent!/memo.txt` passed for a member of a file `urgent`: a parent id of no document
    # and a source verify could not find
    corpus = tmp_path / "corpus"
    (corpus / "urgent!").mkdir(parents=True)
    (corpus / "urgent!" / "memo.txt").write_bytes(MEMO)
    (corpus / "memo.txt").write_bytes(MEMO)
    result = build(corpus, tmp_path / "out")
    assert [d.path for d in result.graph.documents] == ["memo.txt"]
    assert [i.line() for i in result.issues] == [
        "urgent!: skipped: folder name ends with '!' ('!/' marks a container member in paths)"]
    assert verify(tmp_path / "out", corpus).passed


def test_a_mail_with_a_byte_order_mark_keeps_its_headers() -> None:
    # the BOM glued itself to `From:`, the parser saw no headers: no sender, no recipients
    for data in (b"\xef\xbb\xbf" + MAIL + MEMO, (MAIL + MEMO).decode().encode("utf-16")):
        [doc] = read_eml("m.eml", data, CONFIG)
        assert doc.text.startswith(b"From: Dana Reyes <dana@example.org>\n\nTo: Sam Ortiz")
        assert {"SENT", "RECEIVED"} <= {e.type for e in doc.edges}


def test_an_mbox_body_line_starting_with_from_does_not_split_the_message() -> None:
    # `From here on …` in a body was taken for a From_ line: a message cut in two
    body = b"The plan.\nFrom here on, Acme pays.\n"
    mbox = (b"From dana@example.org Wed Mar  4 09:12:00 2026\n" + MAIL + body
            + b"From sam@example.net Thu Mar  5 10:00:00 2026\n" + MAIL + MEMO)
    docs = read_mbox("box.mbox", mbox, CONFIG)
    assert [d.document.path for d in docs] == ["box.mbox", "box.mbox!/message-0001.eml",
                                               "box.mbox!/message-0002.eml"]
    assert docs[1].text.endswith(b"The plan.\nFrom here on, Acme pays.")


def test_mail_text_without_or_with_a_wrong_charset_keeps_its_letters() -> None:
    # policy.default decodes a missing charset as ASCII and a lying one with replacement:
    # every accented letter became U+FFFD
    [plain] = read_eml("a.eml", MAIL + "Zoë Müller paid.\n".encode(), CONFIG)
    assert plain.text.endswith("Zoë Müller paid.".encode())
    lie = MAIL.replace(b"\r\n\r\n", b"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
    [latin] = read_eml("b.eml", lie + "Café Zürich paid.\n".encode("latin-1"), CONFIG)
    assert latin.text.endswith("Café Zürich paid.".encode())


def test_a_ledger_amount_too_large_for_minor_units_states_no_transfer() -> None:
    # quantizing 10^31 overflowed the decimal context: InvalidOperation skipped the whole file
    data = (b"originator,beneficiary,amount,currency\n"
            b"Acme Trading Ltd,Beta Holdings,99999999999999999999999999999999,BHD\n"
            b"Acme Trading Ltd,Beta Holdings,5000,USD\n")
    [doc] = read_csv("ledger.csv", data, CONFIG)
    assert [prop(e.props, "amount_minor") for e in doc.edges if e.type == "TRANSFERRED"] == [500000]


def test_an_html_charset_naming_a_non_text_codec_is_ignored() -> None:
    # `idna` decoded the page, then failed to re-encode it for the raw offsets: unreadable
    for label in (b"idna", b"unicode_escape", b"utf-7", b"uu", b"base64"):
        data = b"<html><head><meta charset='" + label + b"'></head><body><p>Acme \\u0041 +AGE- paid.</p></body></html>"
        [doc] = read_html("page.html", data, CONFIG)
        assert doc.text == b"Acme \\u0041 +AGE- paid." and doc.document.encoding == "utf-8"


def test_zip_members_without_a_safe_name_are_each_said() -> None:
    # an empty member name crashed the reader (IndexError in ZipInfo.is_dir), losing the
    # whole zip; names that climb out were dropped without a word
    data = zip_bytes([("", MEMO), ("../../up.txt", MEMO), ("/etc/abs.txt", MEMO), ("dir!/x.txt", MEMO),
                      ("folder/", b""), ("memo.txt", MEMO)])
    docs = read_zip("box.zip", data, CONFIG)
    assert [d.document.path for d in docs] == ["box.zip", "box.zip!/memo.txt"]
    assert _lines(docs) == ["member : member has no name",
                            "member ../../up.txt: member name climbs out of the archive (absolute or ..)",
                            "member /etc/abs.txt: member name climbs out of the archive (absolute or ..)",
                            "member dir!/x.txt: member name contains '!/' (the container separator)"]


def test_tar_links_and_special_members() -> None:
    # a hard link is the content of the member it names; symlinks and FIFOs were dropped unsaid
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tf:
        info = tarfile.TarInfo("memo.txt")
        info.size = len(MEMO)
        tf.addfile(info, io.BytesIO(MEMO))
        for name, kind, target in (("copy.txt", tarfile.LNKTYPE, "memo.txt"), ("gone.txt", tarfile.LNKTYPE, "x"),
                                   ("passwd", tarfile.SYMTYPE, "/etc/passwd"), ("pipe", tarfile.FIFOTYPE, "")):
            info = tarfile.TarInfo(name)
            info.type, info.linkname = kind, target
            tf.addfile(info)
    docs = read_tar("box.tar", buf.getvalue(), CONFIG)
    assert [(d.document.path, d.text) for d in docs[1:]] == [("box.tar!/memo.txt", MEMO), ("box.tar!/copy.txt", MEMO)]
    assert _lines(docs) == ["member gone.txt: hard link to a missing member",
                            "member passwd: symbolic link member (not followed)",
                            "member pipe: not a regular file"]


def test_a_file_name_with_a_newline_is_one_issue_line(tmp_path: Path) -> None:
    # `Issue.line()` printed the name's newline, so one reason took two lines on stderr
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "memo.txt").write_bytes(MEMO)
    (corpus / "empty\nname.txt").write_bytes(b"")
    result = build(corpus, tmp_path / "out")
    lines = [i.line() for i in result.issues]
    assert lines == ["empty\\nname.txt: skipped: empty file"]
    assert all("\n" not in line for line in lines)


def test_a_name_stored_decomposed_verifies(tmp_path: Path) -> None:
    # macOS writes `é` as `e` + U+0301: the graph's path is NFC, and `verify` opened that
    # exact name, which is not on disk ("source missing")
    corpus = tmp_path / "corpus"
    folder = corpus / unicodedata.normalize("NFD", "r\u00e9sum\u00e9s")
    folder.mkdir(parents=True)
    (folder / unicodedata.normalize("NFD", "caf\u00e9.txt")).write_bytes(MEMO)
    result = build(corpus, tmp_path / "out")
    assert [d.path for d in result.graph.documents] == ["r\u00e9sum\u00e9s/caf\u00e9.txt"]
    report = verify(tmp_path / "out", corpus)
    assert report.passed and not report.missing_documents


def test_a_file_swapped_for_a_fifo_after_the_walk_is_refused_not_read(tmp_path: Path) -> None:
    # the walk saw a regular file; by the time it is read it is a FIFO with no writer: a
    # blocking open would wait forever
    os.mkfifo(tmp_path / "memo.txt")
    source = SourceFile(path="memo.txt", abspath=str(tmp_path / "memo.txt"), size=10)
    outcome: list[object] = []

    def read() -> None:
        try:
            outcome.append(read_source(source, CONFIG))
        except IngestError as exc:
            outcome.append(exc.reason)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout=10)
    assert not reader.is_alive() and outcome == ["not a regular file"]


def _stated_size(data: bytes, name: str, size: int) -> bytes:
    """`data` (an OLE2 file) with the directory entry `name` stating `size` bytes."""
    out = bytearray(data)
    at = out.find(name.encode("utf-16-le"))
    struct.pack_into("<I", out, at + 120, size)  # the entry's stream size (its low 32 bits)
    return bytes(out)


def test_an_ole_stream_stating_more_bytes_than_the_file_is_damage_not_a_long_walk() -> None:
    # ole.read_stream: olefile would walk the sector chain to the stated size (4 GB here)
    deck = ppt_bytes((((0, "Title", False),),))
    with pytest.raises(IngestError) as err:
        ingest_bytes("deck.ppt", _stated_size(deck, "Root Entry", 0xFFFF0000), IngestConfig())
    assert err.value.reason == "corrupt ppt" and "the mini stream states 4294901760 bytes" in err.value.detail
    huge_table = bytearray(deck)
    struct.pack_into("<I", huge_table, 0x40, 1 << 20)  # the header's count of mini FAT sectors
    with pytest.raises(IngestError) as err:
        ingest_bytes("deck.ppt", bytes(huge_table), IngestConfig())
    assert err.value.reason == "corrupt ppt" and "its table 536870912 in" in err.value.detail
    message = msg_bytes({"__substg1.0_1000001F": mapi_text("Body " * 1000)})
    with pytest.raises(IngestError) as err:
        ingest_bytes("m.msg", _stated_size(message, "__substg1.0_1000001F", 0x7FFF0000), IngestConfig())
    assert err.value.reason == "corrupt msg" and "states 2147418112 bytes" in err.value.detail


def test_utf16_without_a_bom_and_stray_nul_bytes_are_read_as_text(tmp_path: Path) -> None:
    """UTF-16 saved without a BOM and text with a stray NUL (one in a thousand bytes at most) or a
    NUL-padded tail are read, each said as degraded; the cited spans verify. Random bytes, a byte
    table and a NUL in a few bytes stay binary."""
    corpus = tmp_path / "case"
    corpus.mkdir()
    memo = "Acme Corp paid Beta Ltd $4m on 2 May 2020.\n"
    (corpus / "le.txt").write_bytes(memo.encode("utf-16-le"))
    (corpus / "be.txt").write_bytes(memo.encode("utf-16-be"))
    filler = b"The file was exported from the case system.\n\n" * 30
    (corpus / "stray.md").write_bytes(b"# Memo\n\nAcme Corp paid\x00 Beta Ltd $1m.\n\n" + filler)
    (corpus / "short.txt").write_bytes(b"binary\x00bytes")  # one NUL in a few bytes: binary
    # (an HTML page's offsets are counted in its decoding's codec: a NUL read as a space is one byte)
    page = b"<html><body><p>Acme Corp paid\x00 Beta Ltd $1m.</p>" + filler + b"</body></html>"
    (corpus / "page.html").write_bytes(page)
    (corpus / "padded.txt").write_bytes(memo.encode() + bytes(4096))
    (corpus / "random.txt").write_bytes(os.urandom(20000))
    (corpus / "table.txt").write_bytes(bytes(range(256)) * 8)
    result = build(corpus, tmp_path / "out")
    lines = {i.path: i.line() for i in result.issues}
    assert lines["le.txt"] == "le.txt: degraded: not UTF-8 (decoded as utf-16-le)"
    assert lines["be.txt"] == "be.txt: degraded: not UTF-8 (decoded as utf-16-be)"
    for name in ("stray.md", "padded.txt", "page.html"):
        assert lines[name] == f"{name}: degraded: NUL bytes in text (read as spaces, decoded as utf-8)"
    for name in ("random.txt", "table.txt", "short.txt"):
        assert lines[name].startswith(f"{name}: skipped: binary content")
    docs = {d: ingest_bytes(d, (corpus / d).read_bytes(), IngestConfig())[0]
            for d in ("le.txt", "stray.md", "padded.txt")}
    assert docs["le.txt"].text == memo.encode()
    assert docs["stray.md"].text == b"# Memo\n\nAcme Corp paid  Beta Ltd $1m.\n\n" + filler  # no offset moves
    assert docs["padded.txt"].text.rstrip(b" ") == memo.encode()
    assert verify(tmp_path / "out").ok
