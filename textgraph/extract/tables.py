"""Transfers stated as table rows: a header naming payer, payee and amount columns
(`Originator | Beneficiary | Amount | Ccy | Value date`) turns each later row into a
TRANSFERRED relation citing that row. Amount cells without a currency take it from a
currency column.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from textgraph.entities import norm_name
from textgraph.extract.base import Found
from textgraph.extract.lexicon import CAPS_COMMON, GENERIC_WORDS, LEGAL_SUFFIXES, ORG_HEADS, STOP_WORDS
from textgraph.extract.money import CODES, to_minor
from textgraph.extract.places import PLACES
from textgraph.model import props

_SEPARATOR = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}")
_ROW_SEPARATOR = re.compile(r"[\s|:-]*")
_NUMBER = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3}){1,6}(?:\.\d{1,4})?|\d{1,15}(?:\.\d{1,4})?)(?![\w,]|\.\d)")
ROLES = {
    "from": ("originator", "payer", "payor", "sender", "remitter", "debtor", "from", "ordering customer",
             "ordering party", "paid by", "source account holder"),
    "to": ("beneficiary", "payee", "recipient", "creditor", "to", "receiver", "paid to", "beneficiary name"),
    "amount": ("amount", "sum", "value", "amount paid", "transfer amount"),
    "currency": ("ccy", "currency", "cur"),
    "date": ("date", "value date", "booking date", "transaction date", "payment date", "execution date"),
    "from_account": ("originator account", "payer account", "from account", "debit account", "debtor account"),
    "to_account": ("beneficiary account", "payee account", "to account", "credit account", "creditor account"),
    "ref": ("ref", "reference", "id", "no", "wire"),
}


@dataclass(frozen=True, slots=True)
class Header:
    columns: dict[str, int]  # role → column index


def cells(text: str) -> list[tuple[int, int]]:
    """Char spans of a markdown table row's cells, trimmed."""
    spans: list[tuple[int, int]] = []
    bars = [i for i, c in enumerate(text) if c == "|"]
    head = [-1] if not bars or bars[0] != 0 else []
    tail = [len(text)] if not bars or bars[-1] != len(text) - 1 else []
    for a, b in itertools.pairwise(head + bars + tail):
        s, e = a + 1, b
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        spans.append((s, e))
    return spans


def header(text: str, following: str) -> Header | None:
    """A transfer-table header when `text` is a header row (a separator line follows)."""
    if not _SEPARATOR.match(following):
        return None
    columns: dict[str, int] = {}
    for i, (s, e) in enumerate(cells(text)):
        name = " ".join(text[s:e].casefold().replace("*", "").split())
        for role, names in ROLES.items():
            if name in names and role not in columns:
                columns[role] = i
    if {"from", "to"} <= columns.keys() and "amount" in columns:
        return Header(columns=columns)
    return None


# a table's column of account numbers (a table of accounts: `| Account holder | Bank | Account | Ccy |`)
ACCOUNT_COLUMNS = frozenset(("account", "account number", "account no", "account no.", "a/c", "a/c no", "a/c no.",
                             "account #", "acct", "acct no", "acct no.", "iban", "account / iban", "iban / account"))
# a bare account number: digits, with the spaces or dashes banks print in them
_BARE_ACCOUNT = re.compile(r"\d[\d -]{4,32}\d")


def account_column(text: str, following: str) -> int | None:
    """The column of account numbers of a table whose header row `text` is, or None."""
    if not _SEPARATOR.match(following):
        return None
    return _column(text, cells(text), ACCOUNT_COLUMNS)


def _column(text: str, spans: list[tuple[int, int]], names: frozenset[str]) -> int | None:
    """The first column whose header cell (its words, lower-cased, marks aside) is one of `names`."""
    return next((i for i, (s, e) in enumerate(spans) if " ".join(text[s:e].casefold().replace("*", "").split())
                 in names), None)


def account_mention(text: str, column: int) -> Found | None:
    """An Account mention for a cell of that column that holds a bare account number (`71883657`,
    `30-91-47 44120983`): no rule takes a number alone for one, but its column says what it is."""
    spans = cells(text)
    if column >= len(spans):
        return None
    s, e = spans[column]
    m = _BARE_ACCOUNT.fullmatch(text, s, e)
    if m is None or sum(c.isdigit() for c in m.group()) < 6:
        return None
    return Found(type="Account", start=s, end=e, surface=text[s:e], norm=re.sub(r"[ -]", "", text[s:e]),
                 props=props(kind="account"), confidence=0.9)


# a register table's column of persons' names, by its header (`| DIN | Name | Designation |`)
PERSON_COLUMNS = frozenset(("name", "full name", "names", "name of director", "director name", "name of officer",
                            "officer name", "director", "directors", "officer", "officers", "person", "individual",
                            "name of individual", "name / reg. no.", "name/reg. no."))
# a person's name as a register's cell prints it: two to five words, each capitalized or in capitals, but
# for a family name's particle (`Itzel Batista de Córdoba`), a title before it aside (`Licda.`, `Dr.`)
_PARTICLE = r"(?:de|del|da|das|do|dos|di|du|van|von|der|den|la|le|bin|binti|al|el|y)"
_CELL_NAME = re.compile(rf"(?:[A-Z][a-z]{{1,4}}\.[ \t]+)?(?P<name>[^\W\d_a-z][^\W\d_]*(?:['’-][^\W\d_]+)*"
                        rf"(?:[ \t]+(?:{_PARTICLE}[ \t]+)?[^\W\d_a-z][^\W\d_]*(?:['’-][^\W\d_]+)*){{1,4}})")


def person_column(text: str, following: str, first: bool) -> int | None:
    """The column of persons' names of a register table whose header row `text` is (a rule
    follows it, or it is the `first` row of a table with no rule, of three columns or more, and
    holds no digit: not a table of fields' `Name | Kestrel Bay Ventures Ltd`), or None."""
    if _SEPARATOR.match(following):
        return _column(text, cells(text), PERSON_COLUMNS)
    if not first or text.count("|") < 2 or any(c.isdigit() for c in text):
        return None
    return _column(text, cells(text), PERSON_COLUMNS)


def person_mention(text: str, column: int) -> Found | None:
    """A Person mention for a cell of a register's name column that holds a name no rule knew
    (`| 06782214 | MEENAKSHI SUNDARAM IYER | Managing Director |`, given names no list holds):
    its column says it names someone; a firm's words, a place, a common word say it is no person."""
    spans = cells(text)
    if column >= len(spans):
        return None
    m = _CELL_NAME.fullmatch(text, *spans[column])
    if m is None:
        return None
    s, e = m.span("name")
    keys = text[s:e].casefold().split()
    if any(k in ORG_HEADS or k in LEGAL_SUFFIXES or k in STOP_WORDS or k in GENERIC_WORDS or k in CAPS_COMMON
           for k in keys) or " ".join(keys) in PLACES or keys[0] in PLACES:
        return None
    return Found(type="Person", start=s, end=e, surface=text[s:e], norm=norm_name("Person", text[s:e]), confidence=0.7)


def is_separator(text: str) -> bool:
    return "-" in text and _ROW_SEPARATOR.fullmatch(text) is not None


def amount_mention(text: str, head: Header) -> Found | None:
    """A Money mention for a bare amount cell, currency from the currency column."""
    spans = cells(text)
    col, ccol = head.columns["amount"], head.columns.get("currency")
    if col >= len(spans) or ccol is None or ccol >= len(spans):
        return None
    s, e = spans[col]
    cur = text[spans[ccol][0]:spans[ccol][1]].strip().upper()
    m = _NUMBER.fullmatch(text, s, e)
    if cur not in CODES or m is None:
        return None
    minor = to_minor(m.group(1), "", cur)
    if minor is None:
        return None
    return Found(type="Money", start=s, end=e, surface=text[s:e], norm=f"{cur} {minor}",
                 props=props(amount_minor=minor, currency=cur), confidence=0.9)


def in_cell(text: str, head: Header, role: str, mentions: list[Found], types: tuple[str, ...]) -> Found | None:
    """The first mention of one of `types` inside the cell of `role`."""
    col = head.columns.get(role)
    spans = cells(text)
    if col is None or col >= len(spans):
        return None
    s, e = spans[col]
    return next((f for f in mentions if f.type in types and s <= f.start and f.end <= e), None)


def cell_text(text: str, head: Header, role: str) -> str:
    col = head.columns.get(role)
    spans = cells(text)
    if col is None or col >= len(spans):
        return ""
    return text[spans[col][0]:spans[col][1]]
