"""Bank statements: transactions described in words, paid by or to the statement's holder.

A statement names its holder once, above the table (`Account holder: Corvane Logistics Ltd`,
`Account name:`, `Customer:`; `Account number:` / `IBAN:` for the account), and lists its
transactions as rows of a date, a description and the money out or in:

    Date        Description                                   Debit      Credit      Balance
    01/03/2026  Opening balance                                                      412,310.55
    03/03/2026  FASTER PAYMENT FROM MERIDIAN FREIGHT GMBH                 85,000.00  497,310.55
    07/03/2026  CHAPS TO ORLEN CAPITAL PARTNERS LLP REF INV-2231  120,000.00         377,310.55

The columns are `Debit`/`Credit`, `Paid out`/`Paid in`, `Withdrawals`/`Deposits`, `Money
out`/`Money in`, or one signed `Amount`, often with the running `Balance`. Each row whose
description names a counterparty (the rail and its direction word stripped from the front,
a reference from the end: `ORLEN CAPITAL PARTNERS LLP`) gives a TRANSFERRED edge between
the holder and the counterparty, citing the row (EXTRACTED, confidence 0.9): money out is
paid by the holder, money in to it. Which way the money went is read, first to last, from
the running balance (its change equals the amount), the column the amount stands in (by
cell in a `|` table, by alignment under the header in printed text), the amount's sign, or
the description's own `TO` / `FROM`; a row none of them decides gives no edge. Card
payments, cash, fees, interest and balances name no counterparty, and a card payment only
does when the merchant is a firm by its name (`LTD`, `TRADING`). Without a holder's name the
statement's account is the holder (an Account entity); without either, a row gives no edge.

Read from text (plain text, markdown, PDF and word-processor files: `text_statement_edges`)
and from CSV and workbook tables (`StatementColumns`), where the holder is an account column
of the rows or a `Name,value` line above the header.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from textgraph.entities import entity_node
from textgraph.extract.accounts import COUNTRY_CODES
from textgraph.extract.lexicon import BANK_HEADS, CAPS_COMMON, GENERIC_WORDS
from textgraph.ingest.ledger import (
    LedgerColumns,
    Rows,
    has_firm_word,
    ledger_edges,
    parse_amount,
    parse_date,
    party_type,
    without_town,
)
from textgraph.model import Block, Citation, Edge, Node, Tag, props
from textgraph.text_offsets import byte_map, iter_lines

CONFIDENCE = 0.9  # the counterparty is read from a description, not from a party column

# --- header labels ---------------------------------------------------------------------------

_OUT, _IN, _AMOUNT, _BALANCE, _DATE, _DESCRIPTION, _CURRENCY, _ACCOUNT = (
    "out", "in", "amount", "balance", "date", "description", "currency", "account")
_LABELS: dict[str, tuple[str, ...]] = {
    _DATE: ("date", "posting date", "posted date", "value date", "transaction date", "txn date", "booking date",
            "trans date", "entry date", "posted", "completed date", "posted utc", "date/time", "datetime",
            "timestamp", "transaction time"),
    _DESCRIPTION: ("description", "details", "narrative", "particulars", "transaction details",
                   "transaction description", "memo", "payee", "transaction", "description of transaction",
                   "reference", "counterparty", "name", "counterparty desc", "counterparty description",
                   "merchant", "merchant name"),
    _OUT: ("debit", "debits", "debit amount", "withdrawal", "withdrawals", "paid out", "money out", "payments",
           "amount out", "out", "dr", "withdrawn", "payments out", "debit (out)"),
    _IN: ("credit", "credits", "credit amount", "deposit", "deposits", "paid in", "money in", "receipts",
          "amount in", "in", "cr", "payments in", "credit (in)"),
    _AMOUNT: ("amount", "transaction amount", "value", "amt"),
    _BALANCE: ("balance", "running balance", "closing balance", "ledger balance", "account balance"),
    _CURRENCY: ("currency", "ccy"),
    _ACCOUNT: ("account", "account number", "account no", "iban", "account id",
               "card ref", "card number", "card no", "masked pan", "wallet id"),
}
_LABEL_OF = {name: kind for kind, names in _LABELS.items() for name in names}
_LABEL = re.compile(
    r"(?i)(?<![A-Za-z])(" + "|".join(sorted((re.escape(n).replace(r"\ ", r"\s+") for n in _LABEL_OF),
                                            key=len, reverse=True)) + r")(?![A-Za-z])")
_HEADER_NOISE = re.compile(r"(?i)\(?\s*(?:[A-Z]{3}|[£$€¥])\s*\)?|\bof\b|[|:\-_=*#/.]")
# words one of which every statement header has, looked for in the lower-cased bytes (a
# case-insensitive pattern of alternatives costs ~0.1 ms a document; `in` a few microseconds)
_HINTS = (b"balance", b"debit", b"paid out", b"withdrawal", b"money out", b"amount")
# a line that may be a table's header: a date column near its start (bounded: linear in the text)
_HEADER_LINE = re.compile(r"(?im)^[ \t|*_>-]{0,8}(?:\w+[ \t]){0,2}(?:date|posted)\b[^\n]{0,290}$")

# --- the holder, above the table ------------------------------------------------------------

_HOLDER = re.compile(
    r"(?i)^[\s*_|>-]*(?:account\s+holder(?:'s\s+name|\s+name)?|account\s+name|name\s+of\s+account(?:\s+holder)?|"
    r"customer(?:\s+name)?|client(?:\s+name)?|account\s+owner|company(?:\s+name)?|holder|"
    # (a Chinese bank's or wallet's: `户名：林晓燕`, `真实姓名：[林晓燕]`)
    r"户名|账户名|账户名称|姓名|真实姓名|客户名称)"
    r"[\s*_]*[:|\t：][\s*_]*\[?(?P<name>[^\s|*_\[][^|\n\]]*?)\]?[\s*_|]*$")
# an analyst's note above an export that says whose it is (`account holder 林晓燕 (LIN Xiaoyan), WeChat …`)
_HOLDER_SAID = re.compile(r"(?i)\baccount\s+holder\s+(?:is\s+)?(?P<name>[\u4e00-\u9fff]{2,4}|"
                          r"(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,3}))(?=[\s,.;(]|$)")
_NUMBER = re.compile(
    r"(?i)^[\s*_|>-]*(?:account\s+(?:number|no\.?|#)|acct\.?\s+(?:number|no\.?)|a/c\s+(?:number|no\.?)|"
    r"iban|account)[\s*_]*[:|\t][\s*_]*"
    r"(?P<number>[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?|\d[\d -]{4,30}\d)\b")
# the bank whose statement it is: a `Bank:` line, or a title that names it first (`EMIRATES MERIDIAN BANK PJSC -
# ACCOUNT STATEMENT`)
_BANK_LINE = re.compile(r"(?i)^[\s*_|>-]*(?:bank(?:\s+name)?|financial\s+institution|account\s+(?:held\s+)?(?:at|with))"
                        r"[\s*_]*[:|\t][\s*_]*(?P<name>[^\s|*_][^|\n]{2,100}?)[\s*_|]*$")
_BANK_TITLE = re.compile(r"^[\s*_#]*(?P<name>[^\s\n][^\n]{2,80}?)[ \t]*(?:[-–—|:,][ \t]*)?"
                         r"(?i:(?:current\s+|business\s+)?(?:account|bank|customer)\s+statement|statement\s+of\s+account)s?"
                         r"\b[^\n]{0,80}$")
_STATEMENT_TITLE = re.compile(r"(?i)[\s*_#]*(?:(?:current|business|personal)\s+)?(?:(?:account|bank)\s+statement|"
                              r"statement\s+of\s+account|statement)s?[\s*_]*$")
_STATED_CURRENCY = re.compile(r"(?i)^[\s*_|>-]*(?:currency|account\s+currency|ccy)[\s*_]*[:|\t][\s*_]*([A-Z]{3})\b")
_PREAMBLE_LINES = 60  # the holder is named near the top, or just above the table

# --- rows ------------------------------------------------------------------------------------

_MONTH_NAMES = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_ROW_DATE = re.compile(
    rf"^[\s|]*(?P<date>\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|"
    rf"\d{{1,2}}[ -](?:{_MONTH_NAMES})[a-z]*\.?(?:[ ,-]+\d{{2,4}})?|"
    rf"(?:{_MONTH_NAMES})[a-z]*\.? \d{{1,2}}(?:,? \d{{4}})?)(?=[\s|])", re.I)
_CODES = "(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NZD|HKD|SGD|CNY|INR|AED|SEK|NOK|DKK|ZAR)"  # before an amount in a row
_TRAILING_MONEY = re.compile(
    r"(?<![\w.,/-])(?P<money>\(?-?\s?(?:[£$€¥]|" + _CODES + r"\s)?\s?"
    r"\d{1,3}(?:[,' \u00a0]\d{3})*[.,]\d{2}\)?(?:\s?(?:CR|DR|Cr|Dr|-))?)[\s|]*$")

# what comes before the counterparty in a description: the rail, then which way
# (the extractor's `lexicon.RAIL_WORDS` serve another end, keeping rails out of firm names in
# capitals; a description's rails are matched here, with their abbreviations and phrases)
_RAIL = re.compile(
    r"(?i)^(?:(?:internal|own\s+account|intra-?bank|inter-?company|faster\s+payments?|fps|fp|chaps|bacs|swift|wire|"
    r"telegraphic|tt|sepa|international|intl|inward|outward|incoming|outgoing|inbound|outbound|online|internet|"
    r"mobile|bank\s+giro\s+credit|bgc|standing\s+order|s/o|so|direct\s+debit|dd|bill\s+payment|bp|ach|transfer|"
    r"tfr|trf|xfer|payment|pmt|remittance|credit\s+transfer|ct|received|sent|funds|credit|debit|cr|dr|deposit|"
    r"interbank|book|zelle|venmo|p2p|c2c|bank\s+trf|payroll|salary|cash\s+agent)\b[\s:.\-/]*)+")
# a rail word that also opens firms' names (`CREDIT SUISSE AG`, `INTERNATIONAL PAPER CO`): a rail
# alone only before `TO` / `FROM` or with another rail word
_NAME_WORDS = frozenset(("credit", "debit", "international", "internal", "online", "internet", "mobile", "book",
                         "deposit", "funds"))
_BIC_FIRST = re.compile(r"^[A-Z]{4}(?P<country>[A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?\s*/\s*")  # `SWIFT TGBKGB2L / X`
_TOWARD = re.compile(r"(?i)^(?:to|from|by\s+order\s+of|b/o|in\s+favou?r\s+of|favou?r\s+of|ifo|fao|ben(?:eficiary)?|"
                     r"ordering\s+customer|ord\s+cust)\b[\s:.\-]*")
_OTHER_CARD = re.compile(r"(?i)card\s+(?:no\.?\s+)?[\dXx]{4,}(?:\s+[\dXx]{4})*\s+")  # another card's number, masked
_TO = re.compile(r"(?i)^(?:to|in\s+favou?r\s+of|favou?r\s+of|ifo|fao|ben(?:eficiary)?)\b")
_CARD = re.compile(r"(?i)^(?:card\s+(?:payment|purchase|transaction)|debit\s+card|pos|contactless|visa|mastercard|"
                   r"purchase)\b[\s:.\-]*(?:at\s+)?")
_BALANCE_ROW = r"opening|closing|balance|brought\s+forward|carried\s+forward|b/f|c/f"
_NO_PARTY = re.compile(
    r"(?i)^(?:" + _BALANCE_ROW + r"|fx|foreign\s+exchange|currency\s+(?:exchange|conversion)|conversion|"
    r"interest|fee|fees|charge|charges|commission|service\s+charge|cash|atm|cheque|check|chq|overdraft|total|"
    r"totals|subtotal|statement|tax|vat\s+on|account\s+fee|monthly\s+fee)\b")
_REFERENCE = re.compile(
    r"(?i)\s*\(\s*(?:ref|inv|invoice|reference|memo|id)\b|\s+(?:ref(?:erence)?\b|inv(?:oice)?\b|/|via\b|memo\b|"
    r"id\b|on\s+\d|value\s+date\b|fx\b|rate\b|a/c\b|acct?\b|iban\b|swift\b|bic\b|#|no\.?\s*\d|for\s+inv)")
_DIGITS = re.compile(r"\d")
_PURPOSES = """
payment payments pmt transfer transfers salary wages payroll refund rent loan repayment dividend invoice
deposit withdrawal interest fee fees charge charges cash purchase purchases vat paye tax taxes ni
"""
_PURPOSE_WORDS = frozenset(_PURPOSES.split())  # what a payment was for, after the payee's name
_GENERIC = GENERIC_WORDS | CAPS_COMMON | _PURPOSE_WORDS


@dataclass(frozen=True, slots=True)
class StatementColumns:
    """The columns of a statement table (-1: absent)."""

    date: int
    description: int
    out: int = -1
    into: int = -1
    amount: int = -1
    currency: int = -1
    account: int = -1
    party: int = -1  # the counterparty's name in a column of its own (`Counterparty Name`), its account and bank
    party_account: int = -1
    party_bank: int = -1
    # a card or wallet export's rows, each its own holder's (`Cardholder Name`), and the column that says
    # which way each row's money went where its amount is unsigned (`txn_type`: `LOAD`, `SPEND`)
    holder: int = -1
    kind: int = -1


# a table's columns for the counterparty itself (an export that gives it beside the narrative:
# `Counterparty Name,Counterparty Account,Counterparty Bank`); only a table has them
_PARTY, _PARTY_ACCOUNT, _PARTY_BANK, _HOLDER_COLUMN, _KIND = "party", "party_account", "party_bank", "holder", "kind"
_TYPE = "type"  # a row's type (`txn_type`), which says which way only in a card export (its rows their holders')
_PARTY_LABELS: dict[str, tuple[str, ...]] = {
    _PARTY: ("counterparty name", "counterparty", "counterparty details", "counter party", "counter party name",
             "beneficiary/remitter", "remitter/beneficiary", "payer/payee", "payee/payer", "other party",
             "party name", "beneficiary or remitter",
             # (an accounting package's ledger: `Contact`, `Supplier/Customer`)
             "contact", "contact name", "supplier/customer", "customer/supplier"),
    _PARTY_ACCOUNT: ("counterparty account", "counterparty account number", "counterparty account no",
                     "counterparty iban", "counter party account", "other party account"),
    _PARTY_BANK: ("counterparty bank", "counterparty bank name", "counter party bank", "other party bank"),
    _HOLDER_COLUMN: ("cardholder name", "cardholder", "card holder", "card holder name", "account holder",
                     "account holder name", "wallet holder", "customer name"),
    _KIND: ("dr/cr", "debit/credit", "credit/debit", "direction", "in/out"),
    _TYPE: ("type", "txn type", "transaction type", "tran type"),
}
_PARTY_LABEL_OF = {name: kind for kind, names in _PARTY_LABELS.items() for name in names}


_NEUTRAL = re.compile(r"\s*(?:/|其他|不计收支|中性(?:交易)?|neutral)\s*")  # a row that moved no money between parties
# a Chinese wallet's or bank's export (WeChat Pay, Alipay): its headers' own words, before any translation
_LOCAL_LABELS = {"交易时间": _DATE, "交易创建时间": _DATE, "付款时间": _DATE, "交易日期": _DATE, "交易对方": _PARTY,
                 "对方户名": _PARTY, "对方名称": _PARTY, "金额": _AMOUNT, "金额(元)": _AMOUNT, "金额（元）": _AMOUNT,
                 "交易金额": _AMOUNT, "收/支": _KIND, "收支": _KIND, "收/支/其他": _KIND, "币种": _CURRENCY}
_LOCAL_LABEL = re.compile(r"\s*([^\s(（]+(?:[(（]元[)）])?)")
# a row's type that says which way its money went (`收入` in, `支出` out)
_KIND_WAY = re.compile(r"(?i)[\s\"']*(?:(?P<into>收入|load|top[\s_-]?up|credit|cr|deposit|in|incoming|inbound|receipt|"
                       r"received|refund|c2c[\s_-]?in|transfer[\s_-]?in|p2p[\s_-]?in)|(?:支出|spend|debit|dr|withdrawal|out|outgoing|"
                       r"outbound|payment|purchase|pos|atm|c2c[\s_-]?out|transfer[\s_-]?out|p2p[\s_-]?out|cash[\s_-]?out))"
                       r"[\s\"']*$")


def statement_columns(header: Sequence[str]) -> StatementColumns | None:
    """The statement columns of a table's header (first of each, left to right), or None:
    a date, a description and the money (`Debit` and `Credit`, or one `Amount`)."""
    found: dict[str, int] = {}
    for i, cell in enumerate(header):
        label = " ".join(re.sub(r"[_()]+", " ", cell).casefold().split())
        kind = _PARTY_LABEL_OF.get(label) or _LABEL_OF.get(label)
        if kind is None and (local := _LOCAL_LABEL.match(cell)) is not None:
            kind = _LOCAL_LABELS.get(local.group(1))  # (a Chinese wallet's `交易对方 (Counterparty)`)
        if kind is not None and kind not in found:
            found[kind] = i
    if _DATE not in found or (_DESCRIPTION not in found and _PARTY not in found):
        return None
    if not ((_OUT in found and _IN in found) or _AMOUNT in found):
        return None
    return StatementColumns(date=found[_DATE], description=found.get(_DESCRIPTION, -1), out=found.get(_OUT, -1),
                            into=found.get(_IN, -1), amount=found.get(_AMOUNT, -1), currency=found.get(_CURRENCY, -1),
                            account=found.get(_ACCOUNT, -1), party=found.get(_PARTY, -1),
                            party_account=found.get(_PARTY_ACCOUNT, -1), party_bank=found.get(_PARTY_BANK, -1),
                            holder=found.get(_HOLDER_COLUMN, -1),
                            kind=found.get(_KIND, found.get(_TYPE, -1) if _HOLDER_COLUMN in found else -1))


def counterparty(description: str) -> tuple[str, str] | None:
    """`(name, way)` of the party a description names (way: "out" for `TO`, "in" for
    `FROM`, "" when it says neither), or None when it names none (module docstring)."""
    text = " ".join(description.replace("*", " ").replace("_", " ").split())  # (`BANK_TRF`, `CASH_AGENT`)
    if not text or _NO_PARTY.match(text):
        return None
    card = _CARD.match(text)
    if card:
        text = text[card.end():]
    rail = _RAIL.match(text)
    if rail and (len(rail.group().split()) > 1 or rail.group().strip(" :.-/").casefold() not in _NAME_WORDS
                 or _TOWARD.match(text[rail.end():])):
        text = text[rail.end():]
        code = _BIC_FIRST.match(text)
        if code and code.group("country") in COUNTRY_CODES:
            text = text[code.end():]
    text = text.lstrip(" /:-")
    way = ""
    toward = _TOWARD.match(text)
    if toward:
        way = _OUT if _TO.match(text) else _IN
        text = text[toward.end():]
        text = text[m.end():] if (m := _OTHER_CARD.match(text)) is not None else text  # (`TO CARD 535821 6051 X`)
    cut = _REFERENCE.search(text)
    if cut:
        text = text[:cut.start()]
    words = text.strip(" ,;:-").split()
    while len(words) > 1 and (_DIGITS.search(words[-1]) or len(words[-1].strip(".,-")) < 2
                              or words[-1].casefold() in _PURPOSE_WORDS):
        words.pop()  # `TESCO STORES 2231`, `INV-2231`, a dangling `-`, `HMRC VAT`
    name = " ".join(words).strip(" ,;:-")[:120]
    if (len(name) < 3 or not any(c.isalpha() for c in name) or _NO_PARTY.match(name)
            or all(w.strip(".,&'").casefold() in _GENERIC for w in words)):
        return None
    if card and not has_firm_word(name):
        return None  # a shop: a firm only when its name says so
    return name, way


# --- tables (CSV, workbooks) ----------------------------------------------------------------

_HEADER_WITHIN = 30  # a statement export's header comes after at most this many preamble lines (a wallet's: 17)
Statement = tuple[StatementColumns, Rows, Rows]  # columns, preamble records, rows


def statement_table(records: Rows) -> Statement | None:
    """The statement in a table's records `(byte start, byte end, cells)`: its header (the
    first record, or one after a few `Account name,…` lines), the records above it and the
    rows under it; None when it has none."""
    for k, (_start, _end, cells) in enumerate(records[:_HEADER_WITHIN]):
        columns = statement_columns(cells)
        if columns is not None:
            return columns, records[:k], records[k + 1:]
    return None


def statement_edges(doc_id: str, text: bytes,
                    tables: Sequence[Statement]) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The TRANSFERRED (and HOLDS_ACCOUNT) edges of a document's statement tables."""
    found: list[tuple[str, int, int, list[str]]] = []
    held: list[Edge] = []
    parties: dict[tuple[str, str], int] = {}
    dates: list[str] = []
    for columns, preamble, rows in tables:
        holder = _table_holder(preamble)
        _holder_edges(doc_id, text, holder, int, held, parties)
        for start, end, cells in rows:
            dates.append(cells[columns.date].strip() if columns.date < len(cells) else "")
            row = _table_row(columns, cells, holder)
            if row is not None:
                found.append((row[0], start, end, row[1]))
    day_first = _day_first(dates)
    tables_by_way: dict[str, list[tuple[int, int, list[str]]]] = {}
    for way, start, end, cells in found:
        cells[4] = _iso_day(cells[4], day_first)
        tables_by_way.setdefault(way, []).append((start, end, cells))
    if not tables_by_way:
        return (), ()
    columns_ = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, originator_account=5,
                             beneficiary_account=6, originator_bank=7, beneficiary_bank=8)
    nodes, edges = ledger_edges(doc_id, text, [(columns_, rows) for _way, rows in sorted(tables_by_way.items())],
                                confidence=CONFIDENCE, parties=parties)
    return nodes, tuple(sorted((*edges, *held), key=lambda e: e.id))


def _table_holder(preamble: Rows) -> _Holder:
    """The holder the records above a table name (`Account name,Corvane Logistics Ltd`), and
    the bank whose statement it is (a title record, or `Bank,…`)."""
    holder = _Holder()
    for k, (start, end, cells) in enumerate(preamble):
        filled = [c.strip() for c in cells if c.strip()]
        if len(filled) < 2 and not (filled and ":" in filled[0]):
            if filled and not holder.bank and _read_bank(filled[0], 0, holder):
                holder.bank_span = (start, end)
            elif k == 0 and filled and len(filled[0]) <= 120 and has_firm_word(filled[0]):
                # an accounting export's first record: the firm whose ledger it is (`"Brightwater Joinery Ltd"`)
                holder.name, holder.name_span = " ".join(filled[0].split()), (start, end)
            continue
        line = f"{filled[0].rstrip(':')}: {' '.join(filled[1:])}" if len(filled) >= 2 else filled[0]
        before = (holder.name, holder.account, holder.bank)
        _read_holder(line, 0, holder)
        if (holder.name, holder.account, holder.bank) != before:  # the record's bytes, for the citation
            if holder.name != before[0]:
                holder.name_span = (start, end)
            elif holder.account != before[1]:
                holder.account_span = (start, end)
            else:
                holder.bank_span = (start, end)
    return holder


def _holder_edges(doc_id: str, text: bytes, holder: _Holder, to_byte: Callable[[int], int], held: list[Edge],
                  parties: dict[tuple[str, str], int]) -> None:
    """The holder's HOLDS_ACCOUNT and BANKS_WITH edges (into `held`) and the entities they name."""
    edge = _holds(doc_id, text, holder, to_byte)
    if edge is not None:
        held.append(edge)
        parties[("Account", holder.account)] = parties.get(("Account", holder.account), 0) + 1
    edge = _banks(doc_id, text, holder, to_byte)
    if edge is not None:
        held.append(edge)
        parties[("Organization", holder.bank)] = parties.get(("Organization", holder.bank), 0) + 1


def _table_row(columns: StatementColumns, cells: Sequence[str], holder: _Holder) -> tuple[str, list[str]] | None:
    """(way, ledger cells `[payer, payee, amount, currency, date]`) of a statement row."""
    def cell(i: int) -> str:
        return cells[i].strip() if 0 <= i < len(cells) else ""

    way, amount, currency = "", Decimal(0), ""
    for column, kind in ((columns.out, _OUT), (columns.into, _IN)):
        parsed = parse_amount(cell(column)) if cell(column) else None
        if parsed is not None and parsed[0]:
            way, amount, currency = kind, abs(parsed[0]), parsed[1]
            break
    if not way and cell(columns.amount):
        parsed = parse_amount(cell(columns.amount))
        if parsed is not None and parsed[0]:
            way, amount, currency = (_OUT if parsed[0] < 0 else _IN), abs(parsed[0]), parsed[1]
            said = _KIND_WAY.match(cell(columns.kind)) if columns.kind >= 0 and parsed[0] > 0 else None
            if said is not None:  # (an unsigned amount whose type says which way: `LOAD`, `SPEND`, `C2C_OUT`)
                way = _IN if said.group("into") else _OUT
            elif columns.kind >= 0 and parsed[0] > 0 and (
                    columns.holder >= 0 or _NEUTRAL.fullmatch(cell(columns.kind)) is not None):
                way = ""  # (a row's type that says no way, or that it was none: no guess; a wallet's `/` top-up)
    # (a counterparty's own column names it; a fee's row leaves it empty, and its reference names no one)
    named = counterparty(cell(columns.party) if columns.party >= 0 else cell(columns.description))
    own = " ".join(cell(columns.holder).split())[:120] if columns.holder >= 0 else ""
    payer = own or holder.name or holder.account or " ".join(cell(columns.account).split())[:64]
    if not way or named is None or not payer:
        return None
    currency = cell(columns.currency).upper()[:3] or currency or holder.currency
    # (the ledger's cells: payer, payee, amount, currency, date, then each side's account and bank)
    cells_ = [payer, named[0], str(amount), currency, cell(columns.date),
              " ".join(cell(columns.account).split())[:64] if own else "", cell(columns.party_account),
              "", cell(columns.party_bank)]
    if way == _IN:
        cells_[0], cells_[1], cells_[5], cells_[6], cells_[7], cells_[8] = (
            cells_[1], cells_[0], cells_[6], cells_[5], cells_[8], cells_[7])
    return way, cells_


# --- text ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Label:
    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class _Header:
    labels: tuple[_Label, ...]
    cells: tuple[str, ...]  # the kind of each `|` cell ("" for none); empty for printed text
    aligned: bool  # printed in columns (runs of spaces or tabs): positions tell the column


@dataclass(slots=True)
class _Holder:
    name: str = ""
    name_span: tuple[int, int] = (0, 0)
    bank: str = ""  # the bank whose statement it is (`EMIRATES MERIDIAN BANK PJSC - ACCOUNT STATEMENT`, `Bank: …`)
    bank_span: tuple[int, int] = (0, 0)
    account: str = ""
    account_span: tuple[int, int] = (0, 0)
    currency: str = ""
    period: tuple[str, str] = ("", "")  # the first and last full dates above the table (ISO)


_Found = tuple[int, int, str, str, Decimal, str, str]  # start, end, date, name, amount, currency, way


@dataclass(frozen=True, slots=True)
class TextStatements:
    """What a text's statement tables give: entity nodes, edges, and the byte spans of the
    tables' header and row lines (each its own table row: a row is never read as part of a
    sentence running on into the next row)."""

    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]
    lines: tuple[tuple[int, int], ...]


def text_statement_edges(doc_id: str, text: bytes) -> TextStatements:
    """The holder, counterparties and TRANSFERRED edges of the statement tables in a text."""
    low = text.lower()
    if not any(hint in low for hint in _HINTS):
        return TextStatements((), (), ())
    decoded = text.decode("utf-8", "replace")
    found: list[tuple[_Holder, _Found]] = []
    lines: list[tuple[int, int]] = []
    dates: list[str] = []  # every row's, to tell `03/04/2026` day first or month first
    done = 0  # where the last table read ended
    for candidate in _HEADER_LINE.finditer(decoded):
        if candidate.start() < done:
            continue
        header = _header(candidate.group())
        if header is None:
            continue
        holder = _holder_above(decoded, candidate.start(), done)
        lines.append((candidate.start(), candidate.start() + len(candidate.group().rstrip())))
        done = _read_table(decoded, candidate.end(), header, holder, found, lines, dates)
    spans = [*lines, *((f[0], f[1]) for _h, f in found)]
    for holder in {id(h): h for h, _f in found}.values():
        spans += [holder.name_span, holder.account_span, holder.bank_span]
    to_byte = byte_map(decoded, (p for span in spans for p in span))  # one pass over the text
    nodes, edges = _edges(doc_id, text, to_byte, found, _day_first(dates))
    return TextStatements(nodes, edges, tuple((to_byte[s], to_byte[e]) for s, e in lines))


def split_rows(blocks: Sequence[Block], text: bytes, rows: Sequence[tuple[int, int]]) -> tuple[Block, ...]:
    """`blocks` with each of `rows` (sorted byte spans of lines) cut out of the block that
    holds it as a `table_row` block; what is left of a block keeps its kind."""
    out: list[Block] = []
    at = 0
    for block in blocks:
        while at < len(rows) and rows[at][0] < block.start:
            at += 1
        inside: list[tuple[int, int]] = []
        while at < len(rows) and rows[at][1] <= block.end:
            inside.append(rows[at])
            at += 1
        if not inside or block.kind in ("table_row", "row"):
            out.append(block)
            continue
        pos = block.start
        for start, end in inside:
            _piece(out, block, text, pos, start)
            out.append(Block(kind="table_row", start=start, end=end, props=block.props))
            pos = end
        _piece(out, block, text, pos, block.end)
    return tuple(out)


def _piece(out: list[Block], block: Block, text: bytes, start: int, end: int) -> None:
    while start < end and text[start] in b" \t\r\n\f\v":
        start += 1
    while end > start and text[end - 1] in b" \t\r\n\f\v":
        end -= 1
    if end > start:
        out.append(Block(kind=block.kind, start=start, end=end, level=block.level, props=block.props))


def _holder_above(text: str, start: int, floor: int) -> _Holder:
    """The holder named nearest above a table (after the previous table), else at the top."""
    holder = _Holder()
    top = text.rfind("\n", floor, max(floor, start - 8000)) + 1 if start - floor > 8000 else floor
    above = text[top:start]
    for line_start, line_end in list(iter_lines(above, 0))[-_PREAMBLE_LINES:][::-1]:
        _read_holder(above[line_start:line_end], top + line_start, holder)
    head = text[:min(top, 8000)] if floor == 0 and top > 0 else ""
    if not holder.name and not holder.account and head:
        for line_start, line_end in list(iter_lines(head, 0))[:_PREAMBLE_LINES]:
            _read_holder(head[line_start:line_end], line_start, holder)
    if not holder.bank:
        _bank_heading(text, floor, start, holder)
    days = sorted(filter(None, (parse_date(m.group()) for m in _FULL_DATE.finditer(text, top, start))))
    days = days or sorted(filter(None, (parse_date(m.group()) for m in _FULL_DATE.finditer(head))))
    if days:
        holder.period = (days[0], days[-1])  # `Statement period: 01 March 2026 to 31 March 2026`
    return holder


def _read_table(text: str, pos: int, header: _Header, holder: _Holder,
                found: list[tuple[_Holder, _Found]], lines: list[tuple[int, int]], dates: list[str]) -> int:
    """Read the rows under a header from `pos`; return where the table ends. A row's
    description may go on in the lines under it (`Outgoing SWIFT SMBLSGSG /` over the
    payee's name and a `Ref:` line): they are read with it, and cited with it."""
    rows: list[tuple[int, int, _Row, list[str]]] = []
    misses, blank, stop, missed = 0, False, len(text), len(text)
    for start, end in iter_lines(text, pos):
        line = text[start:end]
        row = _row(line, header)
        if row is not None:
            rows.append((start + len(line) - len(line.lstrip()), start + len(line.rstrip()), row, []))
            misses, blank, missed = 0, False, len(text)
            continue
        stripped = line.strip()
        if not stripped:
            blank = True
            continue
        if rows and not blank and len(rows[-1][3]) < 4 and _continues(line, header):
            first, _end, row_, more = rows[-1]
            more.append(stripped)
            rows[-1] = (first, start + len(line.rstrip()), row_, more)
            continue
        if stripped.strip(" |:-\t="):
            missed = start if misses == 0 else missed  # the table ends before its first line that is none of it
            misses += 1
        next_header = _header(line) is not None  # (`_header` refuses a line over 300 chars)
        if misses > 3 or next_header:
            stop = start if next_header and misses <= 1 else min(missed, start)
            break
    balance: Decimal | None = None
    for start, end, (date, description, amount, kind, new_balance, currency), more in rows:
        lines.append((start, end))
        dates.append(date)
        way = _way(amount, kind, balance, new_balance)
        balance = new_balance if new_balance is not None else (
            balance + (amount if way == _IN else -abs(amount)) if balance is not None and way else None)
        named = counterparty(" ".join((description, *more)))
        if named is None or not amount:
            continue
        name, said = named
        if way or said:
            found.append((holder, (start, end, date, name, abs(amount), currency, way or said)))
    return stop if rows or stop < len(text) else pos


def _continues(line: str, header: _Header) -> bool:
    """Whether a line under a row goes on with its description (indented under the header
    of a table printed in columns; no amount of its own; not a balance line)."""
    if header.cells or len(line) > 200 or _TRAILING_MONEY.search(line) or _OPENING.match(line.strip()):
        return False
    return not header.aligned or line[:1] in (" ", "\t")


def _edges(doc_id: str, text: bytes, to_byte: dict[int, int], found: list[tuple[_Holder, _Found]],
           day_first: bool | None) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    tables: dict[tuple[str, int], list[tuple[int, int, list[str]]]] = {}
    holders: dict[int, _Holder] = {}
    for holder, (start, end, date, name, amount, currency, way) in found:
        payer = holder.name or holder.account
        if not payer:
            continue
        holders[id(holder)] = holder
        cells = [payer, name, str(amount), currency or holder.currency, _iso_day(date, day_first, holder.period)]
        if way == _IN:
            cells[0], cells[1] = name, payer
        tables.setdefault((way, id(holder)), []).append((to_byte[start], to_byte[end], cells))
    if not tables:
        return (), ()
    columns = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4)
    parties: dict[tuple[str, str], int] = {}
    held: list[Edge] = []
    for holder in holders.values():
        _holder_edges(doc_id, text, holder, to_byte.__getitem__, held, parties)
    nodes, edges = ledger_edges(doc_id, text, [(columns, rows) for _key, rows in sorted(tables.items())],
                                confidence=CONFIDENCE, parties=parties)
    return nodes, tuple(sorted((*edges, *held), key=lambda e: e.id))


_NUMERIC_DAY = re.compile(r"^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$")
_NO_YEAR = re.compile(rf"(?i)^(?:(?P<d1>\d{{1,2}})[ -](?P<m1>{_MONTH_NAMES})[a-z]*\.?|"
                      rf"(?P<m2>{_MONTH_NAMES})[a-z]*\.? (?P<d2>\d{{1,2}}))$")
_FULL_DATE = re.compile(rf"(?i)\b(?:\d{{1,2}} (?:{_MONTH_NAMES})[a-z]*\.? \d{{4}}|\d{{4}}-\d{{2}}-\d{{2}}|"
                        rf"\d{{1,2}}[./-]\d{{1,2}}[./-]\d{{4}}|(?:{_MONTH_NAMES})[a-z]*\.? \d{{1,2}},? \d{{4}})\b")


def _day_first(dates: list[str]) -> bool | None:
    """Whether a table's `03/04/2026` dates are day first: a day over 12 in either place
    says (True, False), else None."""
    for date in dates:
        m = _NUMERIC_DAY.match(date)
        if m and int(m.group(1)) > 12:
            return True
        if m and int(m.group(2)) > 12:
            return False
    return None


def _iso_day(date: str, day_first: bool | None, period: tuple[str, str] = ("", "")) -> str:
    """A row's date as ISO when its table's order says which number is the day (a two-digit
    year is this century's up to 69), or when a day and month without a year fall in the
    statement's period (`03 Mar` under `01 March 2026 to 31 March 2026`); else as written."""
    m = _NUMERIC_DAY.match(date)
    if m is not None and day_first is not None and len(m.group(3)) in (2, 4):
        day, month = (m.group(1), m.group(2)) if day_first else (m.group(2), m.group(1))
        year = int(m.group(3)) if len(m.group(3)) == 4 else 2000 + int(m.group(3)) if int(m.group(3)) < 70 \
            else 1900 + int(m.group(3))
        if 1 <= int(month) <= 12 and 1 <= int(day) <= 31:
            return f"{year:04d}-{int(month):02d}-{int(day):02d}"
        return date
    short = _NO_YEAR.match(date.strip())
    if short is None or not period[0]:
        return date
    day = int(short.group("d1") or short.group("d2"))
    month = _MONTH_NAMES.split("|").index((short.group("m1") or short.group("m2")).casefold()[:3]) + 1
    for year in range(int(period[0][:4]), int(period[1][:4]) + 1):
        iso = f"{year:04d}-{month:02d}-{day:02d}"
        if period[0] <= iso <= period[1]:
            return iso
    return date


def _bank_heading(text: str, start: int, end: int, holder: _Holder) -> None:
    """A bank's name alone on one of the first lines, the statement's title on the next
    (`HALVERSON TRUST BANK PLC` / `Statement of Account`): the bank whose statement it is."""
    lines = [(a, b) for a, b in iter_lines(text[start:min(end, start + 2000)], 0)
             if text[start + a:start + b].strip()][:4]
    for (a, b), (c, d) in itertools.pairwise(lines):
        name = text[start + a:start + b].strip(" \t*_#")
        if (_STATEMENT_TITLE.match(text, start + c, start + d) is not None and 0 < len(name.split()) <= 8
                and any(w.casefold().strip(".,") in BANK_HEADS for w in name.split())):
            at = start + a + text[start + a:start + b].index(name)
            holder.bank, holder.bank_span = name, (at, at + len(name))
            return


def _read_bank(line: str, start: int, holder: _Holder) -> bool:
    """Whether `line` names the bank whose statement it is (then `holder.bank`, its span)."""
    m = _BANK_LINE.match(line) or _BANK_TITLE.match(line)
    if m is None:
        return False
    name = " ".join(m.group("name").split()).strip(" .,;-")
    if not any(w.casefold().strip(".,") in BANK_HEADS for w in name.split()):
        return False
    holder.bank, holder.bank_span = name, (start + m.start("name"), start + m.start("name") + len(name))
    return True


def _read_holder(line: str, start: int, holder: _Holder) -> None:
    if len(line) > 200:
        return
    if not holder.bank and _read_bank(line, start, holder):
        return
    m = _HOLDER.match(line) or (_HOLDER_SAID.search(line) if "older" in line else None)
    if m and not holder.name:
        name = without_town(" ".join(m.group("name").split()).strip(" .,;")[:120])
        if any(c.isalpha() for c in name):
            holder.name, holder.name_span = name, (start + m.start("name"), start + m.start("name") + len(name))
        return
    m = _NUMBER.match(line)
    # (an IBAN over a domestic number: what other banks' records name the account by)
    if m and (not holder.account or (m.group("number")[:2].isalpha() and not holder.account[:2].isalpha())):
        holder.account = " ".join(m.group("number").split())
        holder.account_span = (start + m.start("number"), start + m.end("number"))
        return
    m = _STATED_CURRENCY.match(line)
    if m and not holder.currency:
        holder.currency = m.group(1).upper()


def _header(line: str) -> _Header | None:
    """The labels of a statement table's header line, or None when the line is not one."""
    if len(line) > 300 or line.rstrip().endswith((".", ",", ";")):
        return None
    labels = tuple(_Label(_LABEL_OF[" ".join(m.group(1).casefold().split())], m.start(), m.end())
                   for m in _LABEL.finditer(line))
    kinds = {label.kind for label in labels}
    if _DATE not in kinds or _DESCRIPTION not in kinds:
        return None
    if not ((_OUT in kinds and _IN in kinds) or _AMOUNT in kinds or (_BALANCE in kinds and (kinds & {_OUT, _IN}))):
        return None
    rest = line
    for label in reversed(labels):
        rest = rest[:label.start] + rest[label.end:]
    if len(_HEADER_NOISE.sub("", rest).replace(" ", "").replace("\t", "")) > 6:
        return None  # words that are no column's: a sentence about a statement
    cells: tuple[str, ...] = ()
    if "|" in line:
        bounds = _cell_bounds(line)
        cells = tuple(next((label.kind for label in labels if s <= label.start < e), "") for s, e in bounds)
    return _Header(labels, cells, aligned="  " in line.strip() or "\t" in line)


def _cell_bounds(line: str) -> list[tuple[int, int]]:
    """The char spans of a `|` row's cells (the text outside the outer bars dropped)."""
    bars = [i for i, c in enumerate(line) if c == "|"]
    if line.strip().startswith("|"):
        bars = bars[1:]
        first = line.index("|") + 1
    else:
        first = 0
    spans, pos = [], first
    for bar in bars:
        spans.append((pos, bar))
        pos = bar + 1
    if line[pos:].strip():
        spans.append((pos, len(line)))
    return spans


_Row = tuple[str, str, Decimal, str, "Decimal | None", str]


def _row(line: str, header: _Header) -> _Row | None:
    """(date, description, signed amount, its column's kind, balance after, currency) of a
    statement row; None for a line that is none."""
    m = _ROW_DATE.match(line)
    if m is None:
        return None
    date, body_start = m.group("date"), m.end()
    moneys: list[tuple[Decimal, str, int, int]] = []
    rest_end = len(line.rstrip(" |\t"))
    while len(moneys) < 3:
        t = _TRAILING_MONEY.search(line[:rest_end], body_start)
        if t is None:
            break
        raw = t.group("money")
        parsed = parse_amount(re.sub(r"\s?(?:CR|DR|Cr|Dr)$", "", raw))
        if parsed is None:
            break
        value, currency = parsed
        if raw.endswith(("DR", "Dr")) and value > 0:
            value = -value
        moneys.insert(0, (value, currency, t.start("money"), t.end("money")))
        rest_end = len(line[:t.start()].rstrip(" |\t"))
    if not moneys:
        return None
    description = line[body_start:rest_end].strip(" |\t")
    if header.cells:
        description = " ".join(c.strip() for c in description.split("|") if c.strip())
    kinds = [_column(line, start, end, header) for _v, _c, start, end in moneys]
    has_balance = any(label.kind == _BALANCE for label in header.labels)
    if has_balance and (len(moneys) == 1 and (kinds[0] == _BALANCE or _OPENING.match(description))):
        return date, description, Decimal(0), _BALANCE, moneys[0][0], moneys[0][1]
    balance: Decimal | None = None
    if has_balance and len(moneys) >= 2:
        balance = moneys[-1][0]
        moneys, kinds = moneys[:-1], kinds[:-1]
    value, currency, _s, _e = moneys[-1]
    return date, description, value, kinds[-1], balance, currency


_OPENING = re.compile(r"(?i)^(?:" + _BALANCE_ROW + r")\b")


def _column(line: str, start: int, end: int, header: _Header) -> str:
    """The kind of the column the money at [start, end) stands in ("" when the layout
    does not tell: a `|` cell by its place, printed text by alignment under the header)."""
    if header.cells:
        bounds = _cell_bounds(line)
        if len(bounds) != len(header.cells):
            return ""  # a row whose empty cells were dropped (an HTML table's text): no place tells
        for i, (s, e) in enumerate(bounds):
            if s <= start < e:
                return header.cells[i]
        return ""
    if not header.aligned or not (line[max(0, start - 2):start].isspace() or line[start - 1:start] == "\t"):
        return ""
    money = [label for label in header.labels if label.kind in (_OUT, _IN, _AMOUNT, _BALANCE)]
    if not money:
        return ""
    best = min(money, key=lambda label: (min(abs(label.end - end), abs(label.start - start)), label.start))
    return best.kind


def _way(amount: Decimal, kind: str, before: Decimal | None, after: Decimal | None) -> str:
    """Which way a row's money went (module docstring), "" when nothing says."""
    if before is not None and after is not None and amount:
        delta = after - before
        if delta == abs(amount):
            return _IN
        if delta == -abs(amount):
            return _OUT
    if amount < 0:
        return _OUT
    if kind in (_OUT, _IN):
        return kind
    if kind == _AMOUNT:
        return _IN
    return ""


def _banks(doc_id: str, text: bytes, holder: _Holder, to_byte: Callable[[int], int]) -> Edge | None:
    """A BANKS_WITH edge from the named holder to the bank whose statement it is (`_holder_edge`)."""
    if not holder.bank:
        return None
    return _holder_edge(doc_id, text, holder, to_byte, "BANKS_WITH", entity_node("Organization", holder.bank),
                        holder.bank_span)


def _holds(doc_id: str, text: bytes, holder: _Holder, to_byte: Callable[[int], int]) -> Edge | None:
    """A HOLDS_ACCOUNT edge from the named holder to the statement's account (`_holder_edge`)."""
    if not holder.account:
        return None
    return _holder_edge(doc_id, text, holder, to_byte, "HOLDS_ACCOUNT", entity_node("Account", holder.account),
                        holder.account_span)


def _holder_edge(doc_id: str, text: bytes, holder: _Holder, to_byte: Callable[[int], int], predicate: str,
                 target: Node, span: tuple[int, int]) -> Edge | None:
    """An edge from the named holder to `target`, citing the lines that name both (`span`: where
    the target is named) when they are near each other (`to_byte`: a span's offset in `text`, from a
    char offset of the decoded text, or the byte offset itself for a table's records)."""
    if not holder.name:
        return None
    first, last = sorted((holder.name_span, span))
    party = entity_node(party_type(holder.name), holder.name)
    if last[0] - first[1] > 400 or party.type == "Account":
        return None
    cite = (Citation.of(doc_id, text, to_byte(first[0]), to_byte(last[1])),)
    return Edge.make(predicate, party.id, target.id, Tag.EXTRACTED, CONFIDENCE, cite,
                     props(polarity="positive", modality="asserted"))
