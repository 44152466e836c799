"""OFX / QFX statements: transactions as records over the file's bytes, cited transfers."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from textgraph.config import IngestConfig
from textgraph.ingest.ofx import MEDIA_TYPE, iso_date, looks_like_ofx, read_ofx
from textgraph.model import IngestedDocument, prop

CONFIG = IngestConfig()
HEADER = (b"OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\n"
          b"CHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n")
DEBIT = (b"<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>20260304120000.000[-5:EST]\r\n<TRNAMT>-2500000.00\r\n"
         b"<FITID>2026030401\r\n<NAME>BETA LTD\r\n<MEMO>WIRE OUT\r\n</STMTTRN>")
CREDIT = (b"<STMTTRN>\r\n<TRNTYPE>CREDIT\r\n<DTPOSTED>20260305\r\n<TRNAMT>1200.50\r\n<FITID>2026030501\r\n"
          b"<NAME>Acme Corporation\r\n</STMTTRN>")
AMPERSAND = (b"<STMTTRN>\r\n<TRNTYPE>CHECK\r\n<DTPOSTED>20260306\r\n<TRNAMT>-75.25\r\n<FITID>2026030601\r\n"
             b"<CHECKNUM>1042\r\n<NAME>Smith &amp; Jones   Hardware\r\n</STMTTRN>")
# a transfer to another account, no name; and one without any counterparty (a record, no edge)
TO_ACCOUNT = (b"<STMTTRN>\r\n<TRNTYPE>XFER\r\n<DTUSER>20260307\r\n<TRNAMT>-10.00\r\n<FITID>X1\r\n"
              b"<BANKACCTTO>\r\n<BANKID>021000021\r\n<ACCTID>555000111\r\n<ACCTTYPE>SAVINGS\r\n</BANKACCTTO>\r\n"
              b"</STMTTRN>")
NO_PARTY = b"<STMTTRN>\r\n<TRNTYPE>FEE\r\n<DTPOSTED>20260308\r\n<TRNAMT>-3.00\r\n<FITID>F1\r\n</STMTTRN>"


def bank_statement(*transactions: bytes, account: bytes = b"123456789", currency: bytes = b"USD") -> bytes:
    return (b"<STMTRS>\r\n<CURDEF>" + currency + b"\r\n<BANKACCTFROM>\r\n<BANKID>021000021\r\n<ACCTID>" + account
            + b"\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n<DTSTART>20260301\r\n"
            b"<DTEND>20260331\r\n" + b"\r\n".join(transactions) + b"\r\n</BANKTRANLIST>\r\n<LEDGERBAL>\r\n"
            b"<BALAMT>1000.00\r\n<DTASOF>20260331\r\n</LEDGERBAL>\r\n</STMTRS>")


def sgml(*statements: bytes) -> bytes:
    body = b"".join(b"<STMTTRNRS>\r\n<TRNUID>1\r\n<STATUS>\r\n<CODE>0\r\n<SEVERITY>INFO\r\n</STATUS>\r\n" + s
                    + b"\r\n</STMTTRNRS>\r\n" for s in statements)
    return (HEADER + b"<OFX>\r\n<SIGNONMSGSRSV1>\r\n<SONRS>\r\n<STATUS>\r\n<CODE>0\r\n<SEVERITY>INFO\r\n</STATUS>\r\n"
            b"<DTSERVER>20260331\r\n<LANGUAGE>ENG\r\n</SONRS>\r\n</SIGNONMSGSRSV1>\r\n<BANKMSGSRSV1>\r\n" + body
            + b"</BANKMSGSRSV1>\r\n</OFX>\r\n")


BANK = sgml(bank_statement(DEBIT, CREDIT, AMPERSAND, TO_ACCOUNT, NO_PARTY))
CARD_TRANSACTIONS = (
    b"<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260310093000</DTPOSTED><TRNAMT>-42.10</TRNAMT>"
    b"<FITID>C1</FITID><PAYEE><NAME>Northwind Trading</NAME><CITY>Seattle</CITY></PAYEE>"
    b"<MEMO>ONLINE</MEMO></STMTTRN>",
    # the amount is in another currency than CURDEF
    b"<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260311</DTPOSTED><TRNAMT>-15000</TRNAMT>"
    b"<FITID>C2</FITID><NAME>Ryokan Kyoto Ltd</NAME><CURRENCY><CURRATE>0.0067</CURRATE><CURSYM>JPY</CURSYM>"
    b"</CURRENCY></STMTTRN>",
    # converted to CURDEF already: the original currency is not the amount's
    b"<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260312</DTPOSTED><TRNAMT>-60.00</TRNAMT>"
    b"<FITID>C3</FITID><NAME>Lumen Coffee Co</NAME><ORIGCURRENCY><CURRATE>1.08</CURRATE><CURSYM>EUR</CURSYM>"
    b"</ORIGCURRENCY></STMTTRN>",
    b"<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20260313</DTPOSTED><TRNAMT>500.00</TRNAMT>"
    b"<FITID>C4</FITID><NAME>ONLINE PAYMENT SERVICES</NAME></STMTTRN>",
)
CARD = (b'<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
        b'<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n'
        b"<OFX>\n  <CREDITCARDMSGSRSV1>\n    <CCSTMTTRNRS>\n      <TRNUID>1</TRNUID>\n"
        b"      <CCSTMTRS>\n        <CURDEF>USD</CURDEF>\n"
        b"        <CCACCTFROM><ACCTID>4111222233334444</ACCTID></CCACCTFROM>\n"
        b"        <BANKTRANLIST><DTSTART>20260301</DTSTART><DTEND>20260331</DTEND>\n          "
        + b"\n          ".join(CARD_TRANSACTIONS) + b"\n        </BANKTRANLIST>\n"
        b"      </CCSTMTRS>\n    </CCSTMTTRNRS>\n  </CREDITCARDMSGSRSV1>\n</OFX>\n")

Transfer = tuple[str, str, str, str, int, str | None, str | None]


def transfers(doc: IngestedDocument) -> list[Transfer]:
    """`(payer, payer type, payee, payee type, amount_minor, currency, date)` of every edge."""
    nodes = {n.id: n for n in doc.nodes}
    out: list[Transfer] = []
    for e in doc.edges:
        assert e.type == "TRANSFERRED"
        source, target = nodes[e.source], nodes[e.target]
        amount, currency, date = (prop(e.props, k) for k in ("amount_minor", "currency", "date"))
        assert isinstance(amount, int)
        assert currency is None or isinstance(currency, str)
        assert date is None or isinstance(date, str)
        out.append((source.name, source.type, target.name, target.type, amount, currency, date))
    return sorted(out)


def cited(doc: IngestedDocument) -> list[bytes]:
    return sorted(doc.text[e.citations[0].start:e.citations[0].end] for e in doc.edges)


def test_an_sgml_bank_statement_becomes_transfers_of_its_account() -> None:
    [doc] = read_ofx("statement.ofx", BANK, CONFIG)
    assert doc.document.media_type == MEDIA_TYPE and doc.text == BANK
    assert prop(doc.document.props, "transactions") == 5
    assert transfers(doc) == [
        # a debit: the account pays the named counterparty; the date is read from DTPOSTED
        ("123456789", "Account", "555000111", "Account", 1000, "USD", "2026-03-07"),  # BANKACCTTO, DTUSER
        ("123456789", "Account", "BETA LTD", "Organization", 250000000, "USD", "2026-03-04"),
        ("123456789", "Account", "Smith & Jones Hardware", "Organization", 7525, "USD", "2026-03-06"),
        # a credit: the counterparty pays the account
        ("Acme Corporation", "Organization", "123456789", "Account", 120050, "USD", "2026-03-05"),
    ]
    # each edge cites its whole transaction, tag to tag
    assert cited(doc) == sorted([DEBIT, CREDIT, AMPERSAND, TO_ACCOUNT])
    # every transaction is a record, the one without a counterparty too
    records = [doc.text[b.start:b.end] for b in doc.blocks if b.kind == "record"]
    assert records == [DEBIT, CREDIT, AMPERSAND, TO_ACCOUNT, NO_PARTY]
    assert {prop(b.props, "field") for b in doc.blocks} == {"STMTTRN"}


def test_an_xml_card_statement_becomes_transfers() -> None:
    [doc] = read_ofx("card.qfx", CARD, CONFIG)
    assert doc.text == CARD and prop(doc.document.props, "transactions") == 4
    card = "4111222233334444"
    assert transfers(doc) == [
        (card, "Account", "Lumen Coffee Co", "Organization", 6000, "USD", "2026-03-12"),  # ORIGCURRENCY: CURDEF
        (card, "Account", "Northwind Trading", "Organization", 4210, "USD", "2026-03-10"),  # the PAYEE's name
        (card, "Account", "Ryokan Kyoto Ltd", "Organization", 15000, "JPY", "2026-03-11"),  # CURRENCY: its own
        ("ONLINE PAYMENT SERVICES", "Organization", card, "Account", 50000, "USD", "2026-03-13"),
    ]
    assert cited(doc) == sorted(CARD_TRANSACTIONS)


def test_each_statement_keeps_its_own_account_and_currency() -> None:
    eur = b"<STMTTRN>\r\n<DTPOSTED>20260309\r\n<TRNAMT>-99.00\r\n<NAME>Gamma GmbH\r\n</STMTTRN>"
    data = sgml(bank_statement(DEBIT), bank_statement(eur, CREDIT, account=b"DE89 3704 0044 0532 0130 00",
                                                      currency=b"EUR"))
    [doc] = read_ofx("two.ofx", data, CONFIG)
    iban = "DE89 3704 0044 0532 0130 00"
    assert transfers(doc) == [
        ("123456789", "Account", "BETA LTD", "Organization", 250000000, "USD", "2026-03-04"),
        ("Acme Corporation", "Organization", iban, "Account", 120050, "EUR", "2026-03-05"),
        (iban, "Account", "Gamma GmbH", "Organization", 9900, "EUR", "2026-03-09"),
    ]


def test_the_statement_account_may_follow_its_transactions() -> None:
    data = HEADER + (b"<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>" + CREDIT
                     + b"</BANKTRANLIST><CURDEF>CAD<BANKACCTFROM><ACCTID>000111222</BANKACCTFROM>"
                     + b"</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>")
    [doc] = read_ofx("late.ofx", data, CONFIG)
    assert transfers(doc) == [("Acme Corporation", "Organization", "000111222", "Account", 120050, "CAD",
                               "2026-03-05")]


def test_transactions_without_an_account_or_amount_give_no_edge() -> None:
    no_account = HEADER + b"<OFX><STMTRS><CURDEF>USD<BANKTRANLIST>" + DEBIT + b"</BANKTRANLIST></STMTRS></OFX>"
    zero = DEBIT.replace(b"-2500000.00", b"0.00")
    bad = DEBIT.replace(b"-2500000.00", b"lots")
    for data in (no_account, sgml(bank_statement(zero, bad))):
        [doc] = read_ofx("x.ofx", data, CONFIG)
        assert doc.edges == () and doc.nodes == () and doc.blocks


def test_dates_are_validated() -> None:
    assert iso_date("20260304") == "2026-03-04"
    assert iso_date("20260304120000") == "2026-03-04"
    assert iso_date("20260304120000.000[-5:EST]") == "2026-03-04"
    assert iso_date("20260304 [0:GMT]") == "2026-03-04"
    assert iso_date("20260230") is None
    assert iso_date("2026-03-04") is None
    assert iso_date("202603") is None
    # an unreadable date is kept as the ledger's date text
    [doc] = read_ofx("d.ofx", sgml(bank_statement(DEBIT.replace(b"20260304120000.000", b"20261399"))), CONFIG)
    [edge] = doc.edges
    assert prop(edge.props, "date") is None and prop(edge.props, "date_text") == "20261399[-5:EST]"


def test_looks_like_ofx() -> None:
    assert looks_like_ofx(BANK) and looks_like_ofx(CARD)
    assert looks_like_ofx(b"\xef\xbb\xbf\r\n  ofxheader:100\r\nDATA:OFXSGML\r\n")
    assert looks_like_ofx(b"<OFX>\n<SIGNONMSGSRSV1>")
    assert not looks_like_ofx(b"Dear Sir, please find the OFX export attached.\n")
    assert not looks_like_ofx(b'<?xml version="1.0"?>\n<invoice><total>5</total></invoice>\n')
    assert not looks_like_ofx(b"date,payer,payee,amount\n2026-03-04,Acme,Beta,100\n")
    assert not looks_like_ofx(b" " * 4096 + b"<OFX>")  # not near the start


def test_a_cp1252_statement_is_read_through_its_utf8_text() -> None:
    data = sgml(bank_statement(CREDIT.replace(b"Acme Corporation", b"Caf\xe9 Lumi\xe8re SA")))
    [doc] = read_ofx("latin.ofx", data, CONFIG)
    assert prop(doc.document.props, "decoded_with_fallback") is True
    [(payer, *_)] = transfers(doc)
    assert payer == "Café Lumière SA"
    assert cited(doc)[0].startswith(b"<STMTTRN>") and cited(doc)[0].endswith(b"</STMTTRN>")


def garbage() -> list[bytes]:
    rng = random.Random(20260304)
    noise = bytes(rng.choice(b"<>/STMTRNAMEOFX&;:0123456789.- \r\n\xe9") for _ in range(200_000))
    return [
        BANK[:BANK.index(b"<NAME>Acme")],  # cut mid-transaction
        BANK[:-40], CARD[:len(CARD) // 2], HEADER, b"", b"<OFX>",
        HEADER + bytes(rng.randrange(32, 256) for _ in range(100_000)),  # random bytes after the header
        HEADER + noise,
        HEADER + b"<" * 1_000_000,
        HEADER + b"<STMTTRN>" * 100_000,
        HEADER + b"<STMTRS><PAYEE><STMTTRN><NAME>" * 50_000,
        HEADER + b"</STMTTRN></STMTRS>" * 50_000,
        HEADER + b"<NAME>" + b"x" * 1_000_000,
        HEADER + b"<STMTTRN><TRNAMT>-1" + b"9" * 100_000 + b"<NAME>A<ACCTID>1</STMTTRN>",
        HEADER + b"<A" + b"B" * 1_000_000 + b">",
    ]


GARBAGE = garbage()


@pytest.mark.parametrize("data", GARBAGE, ids=[str(i) for i in range(len(GARBAGE))])
def test_truncated_or_garbage_input_gives_fewer_records(data: bytes) -> None:
    [doc] = read_ofx("bad.ofx", data, CONFIG)  # no error: text without NUL bytes is never refused
    for e in doc.edges:  # whatever is found is still cited on a whole transaction
        span = doc.text[e.citations[0].start:e.citations[0].end]
        assert span.startswith(b"<STMTTRN>") and span.endswith(b"</STMTTRN>")


def test_a_statement_cut_mid_transaction_keeps_the_transactions_before() -> None:
    [doc] = read_ofx("cut.ofx", BANK[:BANK.index(b"<NAME>Acme")], CONFIG)
    assert [name for _, _, name, *_ in transfers(doc)] == ["BETA LTD"]
    assert prop(doc.document.props, "transactions") == 1


def test_a_transaction_left_open_is_no_record() -> None:
    unclosed = DEBIT.removesuffix(b"</STMTTRN>")
    # reopened by the next transaction; cut short by the end of its statement
    data = sgml(bank_statement(unclosed, CREDIT), bank_statement(AMPERSAND, unclosed))
    [doc] = read_ofx("open.ofx", data, CONFIG)
    assert [doc.text[b.start:b.end] for b in doc.blocks] == [CREDIT, AMPERSAND]
    assert cited(doc) == sorted([CREDIT, AMPERSAND])


def test_statements_are_read_by_suffix_or_content_and_build(tmp_path: Path) -> None:
    from textgraph.ingest import ingest_bytes
    from textgraph.pipeline import build
    from textgraph.verify import verify

    for name in ("march.ofx", "march.qfx", "march.qbo", "download.txt", "download"):
        [doc] = ingest_bytes(name, BANK, CONFIG)
        assert doc.document.media_type == MEDIA_TYPE and len(doc.edges) == 4, name
    [doc] = ingest_bytes("card.txt", CARD, CONFIG)  # OFX 2: XML, found before the XML reader
    assert doc.document.media_type == MEDIA_TYPE and doc.edges
    (tmp_path / "case").mkdir()
    (tmp_path / "case" / "march.ofx").write_bytes(BANK)
    result = build(tmp_path / "case", tmp_path / "out")
    assert result.manifest["counts"]["documents"]["edges"]["TRANSFERRED"] == 4
    assert verify(tmp_path / "out").ok


def test_a_named_counterpartys_account_is_held_by_it() -> None:
    named = (b"<STMTTRN>\r\n<TRNTYPE>XFER\r\n<DTPOSTED>20260309\r\n<TRNAMT>-50.00\r\n<FITID>X2\r\n<NAME>Beta Ltd\r\n"
             b"<BANKACCTTO>\r\n<BANKID>021000021\r\n<ACCTID>555 000 222\r\n<ACCTTYPE>SAVINGS\r\n</BANKACCTTO>\r\n"
             b"</STMTTRN>")
    [doc] = read_ofx("statement.ofx", sgml(bank_statement(named, TO_ACCOUNT)), CONFIG)
    names = {n.id: (n.type, n.name) for n in doc.nodes}
    held = {(names[e.source], names[e.target]) for e in doc.edges if e.type == "HOLDS_ACCOUNT"}
    # the account of `Beta Ltd`, named; not the one a transfer went to without a name
    assert held == {(("Organization", "Beta Ltd"), ("Account", "555 000 222"))}
    [paid] = [e for e in doc.edges if e.type == "TRANSFERRED" and names[e.target][1] == "Beta Ltd"]
    assert prop(paid.props, "to_account") == "555000222"
