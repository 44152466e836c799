"""SWIFT MT payment messages in text: fields as blocks over the file's bytes, cited transfers."""

from __future__ import annotations

from pathlib import Path

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument, prop
from textgraph.pipeline import build
from textgraph.verify import verify

CONFIG = IngestConfig()
WIRES = (b"{1:F01BANKBEBBAXXX0000000000}{2:I103BANKDEFFXXXXN}{4:\r\n:20:REF-17\r\n:23B:CRED\r\n"
         b":32A:260304EUR12500,00\r\n:50K:/DE89370400440532013000\r\nACME TRADING LTD\r\n1 MAIN ST, CHICAGO\r\n"
         b":59:/GB29NWBK60161331926819\r\nBETA HOLDINGS GMBH\r\n:70:INVOICE 17\r\n:71A:SHA\r\n-}\r\n"
         b"{1:F01BANKBEBBAXXX0000000000}{2:I202BANKDEFFXXXXN}{4:\r\n:20:B-9\r\n:21:REF-17\r\n:32A:991231USD900,\r\n"
         b":52A:BANKBEBB\r\n:58A:/12345\r\nBANKGB2L\r\n-}\r\n"
         b":20:NO-PARTY\r\n:32A:260306GBP5,\r\n:59F:1/KESTREL MARINE PTE LTD\r\n2/1 HARBOUR ROAD\r\n"
         b":20:F-OPT\r\n:33B:CHF1000,\r\n:50F:/123\r\n1/JANE ROE\r\n2/ZURICH\r\n:59:LUMEN AG\r\n")


def transfers(doc: IngestedDocument) -> list[tuple[str, str, int, str, str, bytes, bytes]]:
    names = {n.id: n.name for n in doc.nodes}
    out = []
    for e in doc.edges:
        cited = doc.text[e.citations[0].start:e.citations[0].end]
        out.append((names[e.source], names[e.target], int(prop(e.props, "amount_minor")),  # type: ignore[arg-type]
                    str(prop(e.props, "currency")), str(prop(e.props, "date")), cited[:9], cited[-8:]))
    return sorted(out)


def test_messages_become_transfers_cited_on_the_whole_message() -> None:
    [doc] = ingest_bytes("wires.txt", WIRES, CONFIG)  # sniffed: `:20:` and `:32A:` fields
    assert doc.document.media_type == "application/x-swift-mt" and doc.text == WIRES
    assert prop(doc.document.props, "messages") == 4
    assert transfers(doc) == [
        # the customer transfer: ordering customer and beneficiary by name, after their accounts
        ("ACME TRADING LTD", "BETA HOLDINGS GMBH", 1250000, "EUR", "2026-03-04", b":20:REF-1", b":71A:SHA"),
        # the bank transfer: the institutions by BIC; a year from 80 on is 19YY
        ("BANKBEBB", "BANKGB2L", 90000, "USD", "1999-12-31", b":20:B-9\r\n", b"BANKGB2L"),
        # option F names the party on its `1/` line; no 32A: 33B's amount, and no date
        ("JANE ROE", "LUMEN AG", 100000, "CHF", "None", b":20:F-OPT", b"LUMEN AG")]
    # the third message names a beneficiary but no ordering party: no transfer, its fields kept
    fields = [(prop(b.props, "field"), doc.text[b.start:b.end]) for b in doc.blocks]
    assert ("59F", b"1/KESTREL MARINE PTE LTD\r\n2/1 HARBOUR ROAD") in fields
    assert ("50K", b"/DE89370400440532013000\r\nACME TRADING LTD\r\n1 MAIN ST, CHICAGO") in fields


def test_a_wire_file_builds_and_verifies(tmp_path: Path) -> None:
    (tmp_path / "case").mkdir()
    (tmp_path / "case" / "payments.mt103").write_bytes(WIRES)
    result = build(tmp_path / "case", tmp_path / "out")
    assert result.manifest["counts"]["documents"]["edges"]["TRANSFERRED"] == 3
    assert verify(tmp_path / "out").ok
