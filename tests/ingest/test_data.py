"""Structured data (JSON, JSON Lines, YAML, TOML, CSV) and payment ledgers."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import IngestConfig
from textgraph.entities import entity_id, norm_name
from textgraph.errors import IngestError
from textgraph.ids import span_hash
from textgraph.ingest.csvdata import read_csv, split_records
from textgraph.ingest.data import read_json, read_jsonl, read_toml, read_yaml, scan_json
from textgraph.ingest.ledger import ledger_columns, parse_amount, parse_date
from textgraph.model import IngestedDocument, prop

from .builders import fixture

CONFIG = IngestConfig()


def records(doc: IngestedDocument) -> list[tuple[object, str]]:
    return [(prop(b.props, "path"), doc.text[b.start:b.end].decode()) for b in doc.blocks]


def test_json_records_point_into_the_file() -> None:
    data = fixture("records.json")
    [doc] = read_json("r.json", data, CONFIG)
    assert doc.text == data
    assert records(doc) == [
        ("$.case", '"case": "CASE-17"'),
        ("$.parties[0]", '{"name": "Acme Trading Ltd", "role": "payer"}'),
        ("$.parties[1]", '{"name": "Beta Holdings SA", "role": "payee"}'),
        ("$.amount", '"amount": {"value": 1250000, "currency": "USD"}'),
        ("$.notes", '"notes": ["first", "second"]'),
        ("$.nested.deeper.flag", '"flag": true'),
        ("$.nested.deeper.list[0]", "1"),
        ("$.nested.deeper.list[1]", "[2]"),
    ]


def test_json_depth_limit_and_invalid_json_degrades() -> None:
    with pytest.raises(IngestError) as err:
        read_json("deep.json", b"[" * 100 + b"]" * 100, IngestConfig(max_json_depth=64))
    assert err.value.reason == "too deeply nested"
    [doc] = read_json("bad.json", b'{"a": 1,,}\n\nstill words', CONFIG)
    degraded = prop(doc.document.props, "degraded")
    assert isinstance(degraded, tuple) and degraded[0].startswith("invalid json")
    assert [b.kind for b in doc.blocks] == ["paragraph", "paragraph"]


def test_jsonl_lines_are_records() -> None:
    [doc] = read_jsonl("r.jsonl", b'{"a": 1}\n\n{"b": [1, 2]}\n', CONFIG)
    assert records(doc) == [("$[0]", '{"a": 1}'), ("$[2].b", '"b": [1, 2]')]


def test_yaml_records_safe_and_alias_once() -> None:
    [doc] = read_yaml("c.yaml", fixture("config.yaml"), CONFIG)
    assert records(doc)[:2] == [("$.case", "case: CASE-17"),
                                ("$.parties[0]", "name: Acme Trading Ltd\n    role: payer")]
    assert [p for p, _ in records(doc)].count("$.anchor") == 1
    [evil] = read_yaml("evil.yaml", b"a: !!python/object/apply:os.system ['true']\n", CONFIG)
    assert records(evil) == [("$.a", "a: !!python/object/apply:os.system ['true']")]  # composed, never built
    bomb = b'a: &a ["x","x","x","x","x","x","x","x","x"]\n' + b"".join(
        b"%s: &%s [%s]\n" % (bytes([98 + i]), bytes([98 + i]), b",".join([b"*" + bytes([97 + i])] * 9))
        for i in range(9))
    [doc] = read_yaml("bomb.yaml", bomb, CONFIG)
    assert len(doc.blocks) < 20


def test_toml_records() -> None:
    [doc] = read_toml("s.toml", fixture("settings.toml"), CONFIG)
    assert records(doc) == [
        ("$.title", 'title = "CASE-17"'), ("$.owner.name", 'name = "Dana Reyes"'),
        ("$.owner.aliases", 'aliases = [\n  "D. Reyes",\n  "Reyes, Dana",\n]'),
        ("$.wire[0].from", 'from = "Acme Trading Ltd"'), ("$.wire[0].amount", "amount = 1_250_000"),
    ]
    [bad] = read_toml("bad.toml", b"a = = 1\n", CONFIG)
    assert prop(bad.document.props, "degraded") is not None


def ent(type_: str, surface: str) -> str:
    return entity_id(type_, norm_name(type_, surface))


def test_csv_rows_and_ledger_transfers() -> None:
    data = fixture("ledger.csv")
    [doc] = read_csv("ledger.csv", data, CONFIG)
    assert doc.text == data
    assert [b.kind for b in doc.blocks] == ["header", "row", "row", "row", "row"]
    third = doc.blocks[3]
    assert doc.text[third.start:third.end].endswith(b'"refund\nsplit over two lines"')
    edges = sorted(doc.edges, key=lambda e: e.citations[0].start)
    assert len(edges) == 3  # the row without a payer states no transfer
    for e in edges:
        c = e.citations[0]
        assert span_hash(doc.text[c.start:c.end]) == c.sha and e.type == "TRANSFERRED"
        assert prop(e.props, "polarity") == "positive" and prop(e.props, "modality") == "asserted"
    first, second, third_edge = (dict(e.props) for e in edges)
    assert edges[0].source == ent("Organization", "Acme Trading Ltd")
    assert edges[0].target == ent("Organization", "Beta Holdings SA")
    assert first["amount_minor"] == 125_000_000 and first["currency"] == "USD" and first["date"] == "2026-03-04"
    assert second["amount_minor"] == 4_000_000 and second["currency"] == "EUR" and second["date"] == "2026-03-05"
    assert edges[1].target == ent("Person", "Mara Silva")
    assert third_edge["amount_minor"] == -12_550 and "date" not in third_edge
    assert third_edge["date_text"] == "06/03/2026"


@pytest.mark.parametrize(("header", "ledger"), [
    (["Date", "Sender", "Receiver", "Amount (USD)"], True),
    (["payer_name", "payee_name", "amt", "ccy"], True),
    (["from", "to", "value"], True),
    (["Name", "Email", "Phone"], False),
    (["originator", "beneficiary"], False),
])
def test_ledger_column_naming(header: list[str], ledger: bool) -> None:
    columns = ledger_columns(header)
    assert (columns is not None) == ledger
    if header[-1] == "Amount (USD)":
        assert columns is not None and columns.header_currency == "USD"


@pytest.mark.parametrize("header", [
    ["Datum", "Auftraggeber", "Empfänger", "Betrag", "Währung", "Verwendungszweck"],
    ["Date de valeur", "Donneur d'ordre", "Bénéficiaire", "Montant", "Devise"],
    ["Fecha", "Ordenante", "Beneficiario", "Importe", "Moneda"],
    ["Datum", "Opdrachtgever", "Begunstigde", "Bedrag", "Munt"],
])
def test_a_ledgers_header_in_another_language_names_its_columns(header: list[str]) -> None:
    columns = ledger_columns(header)
    assert columns is not None
    assert (columns.date, columns.originator, columns.beneficiary, columns.amount, columns.currency) == (0, 1, 2, 3, 4)


def test_a_german_bank_export_states_its_transfers() -> None:
    data = ("Txn;Datum;Auftraggeber;Empfänger IBAN;Empfänger;Betrag;Währung\n"
            "1;05.02.2024;Müller Handels GmbH;EE382200221020145685;Baltic Trade OÜ;45.000,00;EUR\n").encode()
    [doc] = read_csv("export.csv", data, CONFIG)
    [transfer] = [e for e in doc.edges if e.type == "TRANSFERRED"]
    assert transfer.source == ent("Organization", "Müller Handels GmbH")
    assert transfer.target == ent("Organization", "Baltic Trade OÜ")
    assert dict(transfer.props)["amount_minor"] == 4_500_000 and dict(transfer.props)["date"] == "2024-02-05"
    assert dict(transfer.props)["to_account"] == "EE382200221020145685"


def test_amount_and_date_parsing() -> None:
    assert parse_amount("$1,234.50") == (parse_amount("1234.50")[0], "USD")  # type: ignore[index]
    assert str(parse_amount("1.234,50 EUR")[0]) == "1234.50"  # type: ignore[index]
    assert parse_amount("n/a") is None
    assert parse_date("04/03/2026") is None and parse_date("13/03/2026") == "2026-03-13"
    assert parse_date("4 Mar 2026") == "2026-03-04"


# no bare CR: the csv writer leaves it unquoted, so not even the csv module reads it back
_CELL = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00\r"), max_size=12)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(_CELL, min_size=1, max_size=4).filter(lambda r: any(c.strip() for c in r)),
                min_size=1, max_size=6))
def test_csv_records_round_trip(rows: list[list[str]]) -> None:
    """split_records + parse_record give back exactly the rows the csv module wrote."""
    import csv
    import io

    from textgraph.ingest.csvdata import parse_record

    buf = io.StringIO()
    csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\n").writerows(rows)
    text = buf.getvalue()
    spans = split_records(text)
    assert [parse_record(text[s:e], ",") for s, e in spans] == rows


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=12))
def test_scan_json_agrees_with_json(value: object) -> None:
    """Every record is valid JSON (or a `"key": value` member) of the document it came from."""
    text = json.dumps(value, ensure_ascii=False, indent=1)
    for span in scan_json(text, 64):
        piece = text[span.start:span.end]
        try:
            json.loads(piece)
        except json.JSONDecodeError:
            json.loads("{" + piece + "}")


def test_a_ledger_party_is_a_person_only_by_a_name_s_shape_and_words() -> None:
    from textgraph.ingest.ledger import party_type

    for name in ("Jane Roe", "Mara Silva", "Lim Wei Jie", "Johnny Cash", "Emily Post"):
        assert party_type(name) == "Person", name
    # a statement's descriptions and trade names are no one's name
    for name in ("ACH DEPOSIT", "Card Payment", "PAYMENT THANK YOU", "Northwind Traders", "Interest Charge"):
        assert party_type(name) == "Organization", name
    assert party_type("NL91ABNA0417164300") == "Account" and party_type("Beta Ltd") == "Organization"
    # a legal form the extractor knows, however it is written, makes a firm of a name shaped like a person's
    for name in ("Tatra Kft.", "Vistula Sp. z o.o.", "Kestrel s.r.o.", "Nordlys A/S", "OOO Romashka"):
        assert party_type(name) == "Organization", name


def test_a_ledgers_account_columns_say_whose_account_is_whose() -> None:
    data = (b"Date,Originator,Originator Account,Beneficiary,Beneficiary IBAN,Amount,Currency\n"
            b'2026-03-04,Acme Corp,40718263,Beta Ltd,GB29 NWBK 6016 1331 9268 19,"2,000,000.00",USD\n'
            b'2026-03-05,Gamma Ltd,,Delta SA,n/a,"10.00",USD\n')
    [doc] = read_csv("wires.csv", data, IngestConfig())
    names = {n.id: (n.type, n.name) for n in doc.nodes}
    held = sorted((names[e.source][1], names[e.target]) for e in doc.edges if e.type == "HOLDS_ACCOUNT")
    # each party's account, cited on its row; an empty cell or one without digits is no account
    assert held == [("Acme Corp", ("Account", "40718263")), ("Beta Ltd", ("Account", "GB29 NWBK 6016 1331 9268 19"))]
    first = next(e for e in doc.edges if e.type == "TRANSFERRED" and names[e.source][1] == "Acme Corp")
    accounts = (prop(first.props, "from_account"), prop(first.props, "to_account"))
    assert accounts == ("40718263", "GB29NWBK60161331926819")
    assert all(e.citations[0].start < data.index(b"2026-03-05") for e in doc.edges if e.type == "HOLDS_ACCOUNT")


def test_a_ledgers_bank_columns_say_where_each_party_banks() -> None:
    data = (b"Value Date,Ordering Customer,Ordering Bank,Beneficiary,Beneficiary Bank Name,Amount,Ccy\n"
            b"2024-01-05,Orion Trading FZE,Emirates NBD,Blue Harbor Investments Ltd,HSBC Bank plc,250000.00,USD\n"
            b"2024-01-19,Orion Trading FZE,,Kestrel Maritime Inc.,SWEDSESS,98000.50,EUR\n")
    [doc] = read_csv("wires.csv", data, IngestConfig())
    names = {n.id: (n.type, n.name) for n in doc.nodes}
    banks = sorted((names[e.source][1], names[e.target]) for e in doc.edges if e.type == "BANKS_WITH")
    # each party's bank by name, cited on its row; an empty cell or a BIC alone names no bank
    assert banks == [("Blue Harbor Investments Ltd", ("Organization", "HSBC Bank plc")),
                     ("Orion Trading FZE", ("Organization", "Emirates NBD"))]
    assert all(e.citations[0].end <= data.index(b"2024-01-19") for e in doc.edges if e.type == "BANKS_WITH")
    assert sum(e.type == "TRANSFERRED" for e in doc.edges) == 2
