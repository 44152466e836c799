"""Payment ledgers in tables: which columns hold the parties, amount, currency and date.

A header is a ledger when it names an originator (`originator`, `sender`, `payer`, `from`,
`debtor`, `remitter`, `ordering party` …), a beneficiary (`beneficiary`, `receiver`, `payee`,
`to`, `creditor`, `recipient` …) and an amount (`amount`, `value`, `sum` …); currency and date
columns are optional. Names are compared case-folded with punctuation as `_`, and a trailing
`name`/`party`/`customer` is allowed (`Sender Name`, `ordering_customer`). Each row with both
parties and a parseable amount is one TRANSFERRED edge (EXTRACTED, confidence 0.95) with
`amount_minor` (integer minor units, rounded half-even to the currency's exponent),
`currency`, `date` (ISO, when the cell's date is unambiguous, else `date_text`),
`polarity` "positive" and `modality` "asserted"; a status column (`Status`, `Payment Status`,
ISO 20022's codes) is the edge's `status`, and a row it says was not paid (`RJCT`, `rejected`,
`returned`, `cancelled`, `failed` …) is `polarity` "negative", one still to be paid (`PDNG`,
`pending`, `on hold`) `modality` "hedged". A party's account column (`from_account`,
`beneficiary_iban` …) gives the edge its `from_account`/`to_account` and a HOLDS_ACCOUNT edge
from the party to that Account, citing the row; a party's bank column (`Beneficiary Bank`,
`Ordering Bank`, `Creditor Agent` …) a BANKS_WITH edge from the party to that bank (a BIC
alone, `HSBCGB2L`, names none).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal, InvalidOperation

from anyascii import anyascii

from textgraph.currency import minor_digits, plain_number
from textgraph.entities import entity_node
from textgraph.extract.coref import legal_tail
from textgraph.extract.lexicon import (
    CAPS_COMMON,
    COMPANY_HEADS,
    FIELD_HEADS,
    GENERIC_WORDS,
    LEGAL_PREFIXES,
    ORG_HEADS,
)
from textgraph.extract.modality import payment_status
from textgraph.extract.money import CODES
from textgraph.model import Citation, Edge, Node, Tag, prop, props, with_props

# (with the words of a bank's export in German, French, Spanish, Italian, Portuguese, Dutch, the Nordic
# languages and Polish, accents dropped: `Auftraggeber`, `Empfänger`, `Betrag`, `Währung`; `Donneur
# d'ordre`, `Bénéficiaire`, `Montant`; `Ordenante`, `Importe`; `Opdrachtgever`, `Begunstigde`, `Bedrag`)
_ROLES = {
    "originator": ("originator", "orig", "sender", "payer", "from", "debtor", "remitter", "ordering",
                   # (a campaign finance report's contributions: `contributor_name`, to `committee_name`)
                   "contributor", "donor",
                   "ordering_party", "ordering_customer", "source", "debit_party", "transferor",
                   "by_order_of", "paid_by", "from_party", "from_entity", "sending_party",
                   "auftraggeber", "zahler", "absender", "uberweisender", "donneur_d_ordre", "emetteur", "payeur",
                   "ordenante", "remitente", "pagador", "ordinante", "opdrachtgever", "betaler", "avsender",
                   "betalare", "zleceniodawca", "nadawca", "platnik"),
    "beneficiary": ("beneficiary", "benef", "receiver", "recipient", "payee", "to", "creditor",
                    "destination", "credit_party", "transferee", "paid_to", "to_party", "to_entity",
                    "receiving_party", "beneficiary_customer", "committee", "recipient_committee",
                    "empfanger", "zahlungsempfanger", "begunstigter", "beneficiaire", "destinataire", "beneficiario",
                    "destinatario", "begunstigde", "ontvanger", "mottaker", "mottagare", "odbiorca", "beneficjent"),
    "amount": ("amount", "amt", "value", "sum", "transfer_amount", "payment_amount", "txn_amount",
               "transaction_amount", "total", "amount_paid", "principal",
               # (a money transfer operator's: `SEND_AMT_USD`, the amount sent before fees)
               "send_amt", "send_amount", "sent_amount", "amount_sent", "sent_amt", "transfer_amt", "txn_amt",
               "payment_amt", "remit_amount", "remittance_amount", "principal_amount",
               "contribution_amount", "contribution_receipt_amount", "donation_amount", "receipt_amount",
               "betrag", "summe", "montant", "importe", "monto", "importo", "valor", "bedrag", "belopp", "belop",
               "kwota"),
    "currency": ("currency", "ccy", "cur", "curr", "currency_code", "iso_currency",
                 "wahrung", "devise", "moneda", "divisa", "moeda", "munt", "waluta"),
    # the parties' accounts (an `originator_account` is no originator: `role_of` reads the
    # whole header name, so these come before the tails are tried)
    "originator_account": ("originator_account", "from_account", "sender_account", "payer_account",
                           "debtor_account", "debit_account", "ordering_account", "source_account",
                           "originator_iban", "from_iban", "sender_iban", "payer_iban", "debtor_iban",
                           "ordering_customer_account", "remitter_account",
                           "auftraggeberkonto", "auftraggeber_iban", "iban_auftraggeber", "konto_auftraggeber",
                           "compte_donneur_d_ordre", "iban_donneur_d_ordre", "cuenta_ordenante", "iban_ordenante"),
    "beneficiary_account": ("beneficiary_account", "to_account", "receiver_account", "recipient_account",
                            "payee_account", "creditor_account", "credit_account", "destination_account",
                            "beneficiary_iban", "to_iban", "receiver_iban", "payee_iban", "creditor_iban",
                            "recipient_iban",
                            "empfangerkonto", "empfanger_iban", "iban_empfanger", "konto_empfanger",
                            "compte_beneficiaire", "iban_beneficiaire", "cuenta_beneficiario", "iban_beneficiario"),
    # the parties' banks: BANKS_WITH edges (`Beneficiary Bank`, `Creditor Agent`)
    "originator_bank": ("originator_bank", "ordering_bank", "sender_bank", "sending_bank", "payer_bank",
                        "debtor_bank", "debtor_agent", "ordering_institution", "remitting_bank", "from_bank",
                        "originating_bank", "remitter_bank", "originator_institution"),
    "beneficiary_bank": ("beneficiary_bank", "receiver_bank", "receiving_bank", "recipient_bank", "payee_bank",
                         "creditor_bank", "creditor_agent", "beneficiary_institution", "account_with_institution",
                         "to_bank", "destination_bank", "beneficiary_bank_name"),
    # the payer's employer, as a contributions report gives it (EMPLOYED_BY)
    "originator_employer": ("contributor_employer", "donor_employer", "sender_employer", "originator_employer",
                            "payer_employer", "employer"),
    "status": ("status", "transaction_status", "payment_status", "txn_status", "transfer_status",
               "wire_status", "status_code", "result", "outcome", "statut", "estado", "stato", "zustand"),
    "date": ("date", "value_date", "transaction_date", "txn_date", "booking_date", "payment_date",
             "transfer_date", "posting_date", "execution_date", "settlement_date", "posted",
             "timestamp", "datetime", "date_time", "trade_date",
             "datum", "buchungsdatum", "wertstellung", "valutadatum", "date_de_valeur", "date_valeur",
             "date_operation", "fecha", "fecha_valor", "fecha_operacion", "data", "data_valuta", "data_operazione",
             "transactiedatum", "boekdatum", "dato", "bokforingsdatum"),
}
# what an employer's cell says when there is none
_NO_EMPLOYER = re.compile(r"(?i)(?:not[ -]employed|unemployed|self[ -]?employed|self|retired|none|n/?a|homemaker|"
                          r"student|information requested(?: per best efforts)?|requested|unknown|-+)")
_NO_CODE = frozenset(("AMT", "SUM", "NET", "FEE", "TOT", "TXN", "VAL", "QTY", "THE", "AND", "PER", "SEND"))
_TAILS = ("name", "party", "customer", "entity", "full_name")
_SYMBOLS = (("US$", "USD"), ("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"),
            ("₽", "RUB"), ("₣", "CHF"), ("₩", "KRW"))
_CODE = re.compile(r"\b([A-Z]{3})\b")
_NUMBER = re.compile(r"^[+-]?[\d.,' \u00a0]*\d[\d.,' \u00a0]*$")
_ORG = re.compile(
    r"\b(?:inc|corp|corporation|co|company|ltd|limited|llc|llp|lp|plc|gmbh|ag|sa|s\.a|sarl|bv|nv|"
    r"spa|srl|oy|ab|as|kg|pte|pty|bank|holdings?|group|trust|fund|capital|partners|foundation|"
    r"associates|enterprises|international|industries|services|trading|ventures|investments?)\b\.?",
    re.I)
_ACCOUNT = re.compile(r"^(?:[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}|[\d -]{6,34})$")
_BIC = re.compile(r"^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$")
_MONTHS = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1)}


@dataclass(frozen=True, slots=True)
class LedgerColumns:
    originator: int
    beneficiary: int
    amount: int
    currency: int = -1
    date: int = -1
    header_currency: str = ""  # from a header like "Amount (USD)"
    originator_account: int = -1  # the parties' accounts: HOLDS_ACCOUNT edges, `from_account`/`to_account`
    beneficiary_account: int = -1
    originator_bank: int = -1  # the parties' banks: BANKS_WITH edges
    beneficiary_bank: int = -1
    status: int = -1  # the row's status: a payment not made is negative, one to come hedged
    originator_employer: int = -1  # the payer's employer: an EMPLOYED_BY edge (a contributions report's)


@dataclass(frozen=True, slots=True)
class KindColumns:
    """The first column of each kind a header names, by its name's key (a blotter's `desk` and `client`, a
    shipment table's `shipper` and `consignee`), and a row's cell of a kind."""

    columns: dict[str, int]

    @staticmethod
    def of(header: Sequence[str], kinds: dict[str, str]) -> KindColumns:
        """The columns of `header` whose keys (`column_key`) `kinds` maps to a kind, the first of each."""
        found: dict[str, int] = {}
        for i, name in enumerate(header):
            kind = kinds.get(column_key(name))
            if kind is not None and kind not in found:
                found[kind] = i
        return KindColumns(found)

    def cell(self, cells: Sequence[str], kind: str) -> str:
        """A row's cell of `kind`, its spaces folded ("" when the header has no such column)."""
        at = self.columns.get(kind, -1)
        return " ".join(cells[at].split()) if 0 <= at < len(cells) else ""


def column_key(name: str) -> str:
    """A column's or field's name case-folded, punctuation as `_` (`Sender Name` → `sender_name`)."""
    return re.sub(r"[^a-z0-9]+", "_", name.casefold()).strip("_")


def role_of(name: str) -> str | None:
    norm = column_key(anyascii(name))  # (a ledger's header in German or French: `Empfänger`, `Bénéficiaire`)
    for role, names in _ROLES.items():
        if norm in names:
            return role
        for tail in _TAILS:
            if norm.endswith("_" + tail) and norm[: -len(tail) - 1] in names:
                return role
        if role == "amount" and norm.split("_")[0] in ("amount", "amt") and len(norm.split("_")) == 2:
            return role  # "amount_usd"
        head, _, tail = norm.rpartition("_")
        if role == "amount" and head in names and tail.upper() in CODES:
            return role  # "send_amt_usd"
    return None


def ledger_columns(header: Sequence[str]) -> LedgerColumns | None:
    """The ledger columns of a header (first match per role, left to right), or None."""
    found: dict[str, int] = {}
    for i, name in enumerate(header):
        role = role_of(name)
        if role and role not in found:
            found[role] = i
    if not all(r in found for r in ("originator", "beneficiary", "amount")):
        return None
    code = next((m for m in _CODE.finditer(header[found["amount"]].upper().replace("_", " "))
                 if m.group(1) not in _NO_CODE), None)  # (`SEND_AMT_USD`: USD, not AMT)
    return LedgerColumns(originator=found["originator"], beneficiary=found["beneficiary"],
                         amount=found["amount"], currency=found.get("currency", -1),
                         date=found.get("date", -1), header_currency=code.group(1) if code else "",
                         originator_account=found.get("originator_account", -1),
                         beneficiary_account=found.get("beneficiary_account", -1),
                         originator_bank=found.get("originator_bank", -1),
                         beneficiary_bank=found.get("beneficiary_bank", -1),
                         status=found.get("status", -1), originator_employer=found.get("originator_employer", -1))


# Amounts of this many integer digits or more are not amounts: their minor units would not
# fit a signed 64-bit integer (the store's BIGINT), nor the decimal context that rounds them.
MAX_AMOUNT_DIGITS = 15


def parse_amount(cell: str) -> tuple[Decimal, str] | None:
    """`(amount, currency code or "")` of a money cell such as `$1,234.50`, `(1.234,50) EUR`."""
    text = cell.strip()
    currency = ""
    for symbol, code in _SYMBOLS:
        if symbol in text:
            currency, text = code, text.replace(symbol, "")
            break
    found = _CODE.search(text.upper())
    if found and not currency:
        currency = found.group(1)
    text = _CODE.sub("", text.upper()).strip()
    negative = text.startswith("(") and text.endswith(")")
    text = text.strip("()").strip()
    if text.endswith("-"):
        negative, text = True, text[:-1]
    if not text or not _NUMBER.match(text):
        return None
    try:
        value = Decimal(plain_number(text))
    except InvalidOperation:
        return None
    if not value.is_finite() or value.adjusted() >= MAX_AMOUNT_DIGITS:
        return None  # not money: a reference number, or past what minor units can hold
    return (-value if negative else value), currency


def data_amount(value: object) -> Decimal | None:
    """The amount a data file's number or string states (`1250000.0`, `"1,250,000.00"`), read as a cell
    is (`parse_amount`): None when it is none, or past what minor units can hold (`1e30`)."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    parsed = parse_amount(repr(value) if isinstance(value, float) else str(value))
    return parsed[0] if parsed is not None else None


# the tokens of four or five letters a currency column holds (an ISO code is three: `USD $` is `USD`)
_TOKENS = frozenset(("USDT", "USDC", "BUSD", "TUSD", "USDP", "PYUSD", "WBTC", "WETH", "DOGE", "MATIC", "AVAX",
                     "LINK", "SHIB", "EURC", "EURT"))


def _currency(cell: str) -> str:
    """A currency column's code: its first three letters (`USD $`, `EUR (euro)`), or a stablecoin's or a
    token's ticker (`USDT`)."""
    code = cell.strip().upper()
    return code if code in _TOKENS else code[:3]


def minor_units(amount: Decimal, currency: str) -> int:
    exponent = minor_digits(currency)
    return int((amount * (Decimal(10) ** exponent)).quantize(Decimal(1), rounding=ROUND_HALF_EVEN))


def parse_date(cell: str) -> str | None:
    """The ISO date of a cell when it is unambiguous (`2026-03-04`, `04.03.2026`, `4 Mar 2026`)."""
    text = cell.strip()
    m = re.match(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$", text)
    if m:
        return _iso(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.match(r"^(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?:[T ].*)?$", text)
    if m:
        a, sep, b, year = int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4))
        if sep == "." or a > 12:
            return _iso(year, b, a)
        if b > 12:
            return _iso(year, a, b)
        return None
    m = re.match(r"^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*\.?[ -,]*(\d{4})$", text)
    if m and m.group(2).lower() in _MONTHS:
        return _iso(int(m.group(3)), _MONTHS[m.group(2).lower()], int(m.group(1)))
    m = re.match(r"^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$", text)
    if m and m.group(1).lower() in _MONTHS:
        return _iso(int(m.group(3)), _MONTHS[m.group(1).lower()], int(m.group(2)))
    return None


def _iso(year: int, month: int, day: int) -> str | None:
    if 1 <= month <= 12 and 1 <= day <= 31 and 1000 <= year <= 9999:
        return f"{year:04d}-{month:02d}-{day:02d}"
    return None


def has_firm_word(name: str) -> bool:
    """Whether a party name has a legal form or a business word (`Ltd`, `Holdings`, `Trading`)."""
    return _ORG.search(name) is not None or _legal_form(name)


def _legal_form(name: str) -> bool:
    """Whether a name ends with a legal form the extractor knows (`Kestrel Mining s.r.o.`, `Acme
    A/S`, `Tatra Sp. z o.o.`, `Alfa Kft.`) or opens with one written before it (`OOO Romashka`)."""
    words = name.split()
    return legal_tail(words) > 0 or (len(words) > 1 and words[0].isupper() and words[0].casefold() in LEGAL_PREFIXES)


def without_town(name: str) -> str:
    """A firm's name without the place after its comma (`DELTA S.A., Zurich` → `DELTA S.A.`);
    any other name as it is (`Smith, John`)."""
    head = name.split(",")[0].strip()
    return head if head != name and has_firm_word(head) else name


def party_type(name: str) -> str:
    """Organization, Account or Person, by the shape of a party name."""
    if has_firm_word(name):
        return "Organization"
    if _ACCOUNT.match(name.strip()) and any(c.isdigit() for c in name):
        return "Account"
    words = name.split()
    if any(w.strip(".,'’()").casefold() in _NOT_A_NAME for w in words):
        return "Organization"  # `ACH DEPOSIT`, `Card Payment`, `Northwind Traders`: no person's name
    if len(words) > 1 and name.count(",") == 1 and words[0].endswith(","):
        words = [words[0][:-1], *words[1:]]  # (family name first: `PIASECKI, STANLEY J.`)
    if 2 <= len(words) <= 4 and all(w[:1].isupper() and w.replace(".", "").replace("-", "").isalpha()
                                    for w in words):
        return "Person"
    return "Organization"


# Words of a statement's descriptions, trades and generic phrases, never of a person's name
# (less the ones that are also family names: `Johnny Cash`, `Emily Post`)
_DESCRIPTION_WORDS = """
payment payments deposit deposits withdrawal withdrawals transfer transfers fee fees charge charges
interest purchase purchases refund refunds card cards check checks cheque cheques pos atm online
ach debit credit thank you traders hardware coffee shop store restaurant cafe market supermarket
pharmacy salary payroll rent invoice loan repayment dividend cash
"""
_FAMILY_NAMES = ("post court church fleet press guard marine union trust bank herald times force cash price rich "
                 "gold silver king rose may")
_NOT_A_NAME = ((GENERIC_WORDS | CAPS_COMMON | ORG_HEADS | COMPANY_HEADS | FIELD_HEADS
                | frozenset(_DESCRIPTION_WORDS.split())
                # (the words of a committee's or a campaign's name: `FRIENDS OF DELPHINE ACHTERBERG`)
                | frozenset(("of", "for", "the", "and", "friends", "committee", "citizens", "campaign", "elect",
                             "pac", "victory", "people")))
               - frozenset(_FAMILY_NAMES.split()))


Rows = Sequence[tuple[int, int, Sequence[str]]]


def ledger_edges(doc_id: str, text: bytes, tables: Sequence[tuple[LedgerColumns, Rows]], *,
                 confidence: float = 0.95,
                 parties: dict[tuple[str, str], int] | None = None) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """Entity nodes and TRANSFERRED edges of the ledger tables of one document: each table's
    columns and rows `(byte start, byte end, cells)` (a CSV has one, a workbook one per sheet).
    `parties` counts entities the caller names besides (a statement's account)."""
    parties = dict(parties or {})
    edges: list[Edge] = []
    for columns, rows in tables:
        _table_edges(doc_id, text, columns, rows, parties, edges, confidence)
    return party_nodes(parties), tuple(sorted(edges, key=lambda e: e.id))


def party_nodes(parties: dict[tuple[str, str], int]) -> tuple[Node, ...]:
    """The entity nodes of a table's parties (`(type, name)` → rows naming it), sorted by id:
    two spellings of one entity are one node with every surface form and its count."""
    nodes: dict[str, Node] = {}
    for (type_, name), count in sorted(parties.items()):
        node = entity_node(type_, name, count=count)
        seen = nodes.get(node.id)
        if seen is not None:  # two spellings of one entity: keep every surface form and its count
            surfaces = prop(seen.props, "surfaces")
            merged = (*(surfaces if isinstance(surfaces, tuple) else ()), (name, count))
            node = dataclasses.replace(seen, props=with_props(seen.props, surfaces=tuple(sorted(merged))))
        nodes[node.id] = node
    return tuple(sorted(nodes.values(), key=lambda n: n.id))


def _table_edges(doc_id: str, text: bytes, columns: LedgerColumns, rows: Rows,
                 parties: dict[tuple[str, str], int], edges: list[Edge], confidence: float) -> None:
    width = max(columns.originator, columns.beneficiary, columns.amount, columns.currency, columns.date)
    for start, end, cells in rows:
        if len(cells) <= width:
            continue
        payer, payee = " ".join(cells[columns.originator].split()), " ".join(cells[columns.beneficiary].split())
        amount = parse_amount(cells[columns.amount])
        if not payer or not payee or amount is None:
            continue
        value, cell_currency = amount
        currency = (_currency(cells[columns.currency]) if columns.currency >= 0 else "") \
            or cell_currency or columns.header_currency
        date_cell = cells[columns.date] if columns.date >= 0 else ""
        date = parse_date(date_cell) if date_cell else None
        source, target = entity_node(party_type(payer), payer[:200]), entity_node(party_type(payee), payee[:200])
        for party in (source, target):
            parties[(party.type, party.name)] = parties.get((party.type, party.name), 0) + 1
        cite = (Citation.of(doc_id, text, start, end),)
        status = " ".join(cells[columns.status].split())[:60] if 0 <= columns.status < len(cells) else ""
        polarity, modality = payment_status(status)
        held: list[str | None] = []
        for column, party in ((columns.originator_account, source), (columns.beneficiary_account, target)):
            cell = " ".join(cells[column].split())[:64] if 0 <= column < len(cells) else ""
            if not cell or not any(c.isdigit() for c in cell) or party.type == "Account":
                held.append(None)
                continue
            account = entity_node("Account", cell)
            parties[("Account", cell)] = parties.get(("Account", cell), 0) + 1
            held.append(str(prop(account.props, "norm")))
            edges.append(Edge.make("HOLDS_ACCOUNT", party.id, account.id, Tag.EXTRACTED, 0.95, cite,
                                   props(polarity="positive", modality="asserted")))
        for column, party in ((columns.originator_bank, source), (columns.beneficiary_bank, target)):
            cell = " ".join(cells[column].split())[:120] if 0 <= column < len(cells) else ""
            if not cell or _BIC.match(cell) or party.type == "Account" or not any(c.isalpha() for c in cell):
                continue  # a bank code alone (`HSBCGB2L`) names no bank by name
            bank = entity_node("Organization", cell)
            parties[("Organization", cell)] = parties.get(("Organization", cell), 0) + 1
            edges.append(Edge.make("BANKS_WITH", party.id, bank.id, Tag.EXTRACTED, 0.9, cite,
                                   props(polarity="positive", modality="asserted")))
        employer = " ".join(cells[columns.originator_employer].split())[:120] \
            if 0 <= columns.originator_employer < len(cells) else ""
        if employer and source.type == "Person" and _NO_EMPLOYER.fullmatch(employer) is None:
            firm = entity_node("Organization", employer)
            parties[("Organization", employer)] = parties.get(("Organization", employer), 0) + 1
            edges.append(Edge.make("EMPLOYED_BY", source.id, firm.id, Tag.EXTRACTED, 0.85, cite,
                                   props(polarity="positive", modality="asserted")))
        edges.append(Edge.make(
            "TRANSFERRED", source.id, target.id, Tag.EXTRACTED, confidence, cite,
            props(amount_minor=minor_units(value, currency), currency=currency or None, date=date,
                  date_text=None if date or not date_cell.strip() else date_cell.strip()[:40],
                  from_account=held[0], to_account=held[1], polarity=polarity, modality=modality,
                  status=status or None),
        ))
