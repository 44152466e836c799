"""Party records in JSON: a bank's, a payment processor's or an OSINT tool's export of who a party is.

    {"customer": {"name": "Rotterdam Coastal Trading B.V.", "accounts": [{"iban": "NL47 NHBK 0612 4480 19"}],
                  "ubo": [{"name": "Jeroen Hoekstra", "ownership_pct": 100}]},
     "transactions": [{"direction": "OUT", "counterparty": "Quang Minh Co., Ltd", "amount": 198000, "currency": "EUR"}]}

An object's party is its own name (`name`, `legal_name`, `full_name` …); or, when it has none, the name of its
member that holds the file's subject (`customer`, `client`, `merchant`, `company`, `subject` …); or else its
parent object's party. A list of objects under an object says what each item is to that party:

- `directors`, `board`, `officers`, `management` …: the item's name is DIRECTOR_OF the party (OFFICER_OF when
  its role or the list names no board seat), with its `role` and the day it was `appointed`;
- `shareholders`, `members`, `owners` …: OWNS, and `ubo`, `beneficial_owners` …: BENEFICIAL_OWNER_OF, with the
  item's share (`percent`, `ownership_pct` …), and DIRECTOR_OF too when its role names a director;
- `positions`, `experience`, `employment` … (a person's career: `company`, `title`, `start`, `end`): the party
  is DIRECTOR_OF the company when the title names a board seat, OFFICER_OF when it names an office, and else
  EMPLOYED_BY it; a position with an `end` has `ended`;
- `accounts`, `bank_accounts`, `settlement_accounts` …: HOLDS_ACCOUNT from the item's `account_holder` (else the
  party) to its number (`iban`, `account_number` …), and BANKS_WITH to its `bank`;
- `transactions`, `payments`, `wires` …: TRANSFERRED between the party and the item's `counterparty`, the way
  its `direction` says (`IN`, `credit`, `received` …: from the counterparty), with its amount, currency and
  date; an item that names both ends (`originator`, `beneficiary`) is read as a ledger's row.

A party of a list of parties (`counterparties`) with an account number and a bank of its own gives its
HOLDS_ACCOUNT and BANKS_WITH too. Each edge cites its item's bytes (EXTRACTED, confidence 0.9). Work is bounded:
at most `_MAX_OBJECTS` objects are read, a few levels deep.
"""

from __future__ import annotations

import json
import re
from typing import Any

from textgraph.entities import entity_node
from textgraph.ingest.data import key_path
from textgraph.ingest.ledger import data_amount, has_firm_word, minor_units, parse_date, party_nodes, party_type
from textgraph.ingest.linkgraph import ENTITY_TYPE_OF, PCT_KEYS, ROLE_KEYS, first_value, word_key
from textgraph.model import Citation, Edge, Node, PropValue, Tag, props

CONFIDENCE = 0.9
_MAX_OBJECTS = 20_000
_MAX_DEPTH = 6

_NAMES = ("name", "legal_name", "full_name", "registered_name", "company_name", "customer_name", "client_name",
          "entity_name", "merchant_name", "account_name")
_SUBJECTS = ("customer", "client", "merchant", "company", "subject", "entity", "applicant", "account_holder",
             "corporate", "organisation", "organization", "business", "party", "profile")
_LISTS: dict[str, str] = {
    **dict.fromkeys(("directors", "board", "board_members", "board_of_directors", "managing_directors",
                     "managers", "management", "officers", "executives", "key_persons", "key_management"), "office"),
    **dict.fromkeys(("shareholders", "members", "owners", "stockholders", "partners", "participants",
                     "shareholding", "ownership"), "OWNS"),
    **dict.fromkeys(("ubo", "ubos", "beneficial_owners", "beneficial_ownership", "controllers", "psc", "pscs",
                     "persons_with_significant_control", "controlling_persons"), "BENEFICIAL_OWNER_OF"),
    **dict.fromkeys(("positions", "experience", "employment", "employment_history", "career", "work_history",
                     "jobs", "roles"), "career"),
    **dict.fromkeys(("accounts", "bank_accounts", "settlement_accounts", "bank_details", "payout_accounts"),
                    "accounts"),
    **dict.fromkeys(("transactions", "payments", "wires", "transfers", "movements", "flows", "txns"), "payments"),
}
_NUMBERS = ("iban", "account_number", "account_no", "number", "account", "acct", "wallet", "wallet_address")
_BANKS = ("bank", "bank_name", "institution", "bank_institution")
_HOLDERS = ("account_holder", "holder", "account_name", "beneficiary_name")
_COUNTERPARTIES = ("counterparty", "counterparty_name", "counter_party", "other_party", "party")
_FROM = ("originator", "sender", "payer", "remitter", "ordering_party", "from")
_TO = ("beneficiary", "receiver", "payee", "recipient", "to")
_DIRECTIONS = {**dict.fromkeys(("in", "incoming", "inbound", "credit", "cr", "received", "receipt", "c"), "in"),
               **dict.fromkeys(("out", "outgoing", "outbound", "debit", "dr", "sent", "payment", "d"), "out")}
_AMOUNTS = ("amount", "value", "amount_value", "sum", "transaction_amount")
_DAYS = ("date", "value_date", "booking_date", "transaction_date", "execution_date")
_SINCE = ("appointed", "appointed_on", "start", "start_date", "since", "from_date")
_UNTIL = ("end", "end_date", "until", "resigned", "resigned_on", "ceased", "to_date")
_COMPANIES = ("company", "employer", "organisation", "organization", "company_name", "firm")
_TITLES = ("title", "role", "position", "job_title", "function")
# a title's board seat, and an office (as a register's roles are read)
_BOARD = re.compile(r"(?i)\b(?:director(?!\s+(?:of|for)\s+(?!the\s+board))|board|chair(?:man|woman|person)?|"
                    r"non-executive|supervisory|geschäftsführer|administrador|amministratore|gérant|verwaltungsrat)")
_OFFICE = re.compile(r"(?i)\b(?:chief|head|ceo|cfo|coo|cto|cco|president|founder|general\s+manager|managing|partner|"
                     r"secretary|treasurer|officer|general\s+counsel|principal|owner|proprietor)\b")
_ADVISER = re.compile(r"(?i)\b(?:advis[oe]r|consultant|contractor|freelance|intern)\b")


def profile_edges(doc_id: str, text: bytes,
                  spans: dict[str, tuple[int, int]]) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The entity nodes and edges of the party records in `text` (JSON), each edge citing its item's
    bytes (`spans`: each container's key path → its byte span)."""
    try:
        data = json.loads(text)
    except ValueError:
        return (), ()
    reader = _Reader(doc_id, text, spans)
    reader.walk(data, "$", None, 0)
    if not reader.edges:
        return (), ()
    return party_nodes(reader.parties), tuple(sorted({e.id: e for e in reader.edges}.values(), key=lambda e: e.id))


class _Reader:
    def __init__(self, doc_id: str, text: bytes, spans: dict[str, tuple[int, int]]) -> None:
        self.doc_id, self.text, self.spans = doc_id, text, spans
        self.parties: dict[tuple[str, str], int] = {}
        self.edges: list[Edge] = []
        self.objects = 0

    def walk(self, value: Any, path: str, party: Node | None, depth: int) -> None:
        """Read `value` (at key path `path`) and what it holds, `party` the one its lists are about."""
        if depth > _MAX_DEPTH or self.objects >= _MAX_OBJECTS:
            return
        if isinstance(value, list):
            for i, item in enumerate(value):
                self.walk(item, key_path(path, i), party, depth + 1)
            return
        if not isinstance(value, dict):
            return
        self.objects += 1
        own = _party(value)
        party = own or _subject(value) or party
        if own is not None and (number := _number(value)) is not None:
            self.account(own, number, value, path)  # a counterparty with its own account
        for key, member in value.items():
            kind = _LISTS.get(word_key(key))
            if kind is not None and isinstance(member, list) and party is not None:
                for i, item in enumerate(member[:_MAX_OBJECTS]):
                    if isinstance(item, dict):
                        self.item(kind, party, item, key_path(key_path(path, key), i))
            if isinstance(member, dict | list):
                self.walk(member, key_path(path, key), party, depth + 1)

    def cite(self, path: str) -> tuple[Citation, ...] | None:
        span = self.spans.get(path)
        return None if span is None else (Citation.of(self.doc_id, self.text, span[0], span[1]),)

    def edge(self, predicate: str, source: Node, target: Node, path: str, **values: PropValue | None) -> None:
        cite = self.cite(path)
        if cite is None or source.id == target.id:
            return
        for node in (source, target):
            self.parties[(node.type, str(node.name))] = self.parties.get((node.type, str(node.name)), 0) + 1
        self.edges.append(Edge.make(predicate, source.id, target.id, Tag.EXTRACTED, CONFIDENCE, cite,
                                    props(polarity="positive", modality="asserted", **values)))

    def item(self, kind: str, party: Node, item: dict[str, Any], path: str) -> None:
        """What one item of a list of kind `kind` is to `party`."""
        if kind == "accounts":
            holder = _named(first_value(item, _HOLDERS)) or party
            number = _number(item)
            if number is not None:
                self.account(holder, number, item, path)
        elif kind == "payments":
            self.payment(party, item, path)
        elif kind == "career":
            self.position(party, item, path)
        elif (who := _party(item)) is not None and has_firm_word(str(party.name)):
            # (a firm's officers and owners: not a chat channel's `members`)
            role = first_value(item, ROLE_KEYS)
            role = " ".join(role.split())[:80] if isinstance(role, str) else None
            since = _day(first_value(item, _SINCE))
            if kind == "office":
                seat = role is None or _BOARD.search(role) is not None or _OFFICE.search(role) is None
                self.edge("DIRECTOR_OF" if seat else "OFFICER_OF", who, party, path, role=role, appointed=since)
                return
            share = _share(first_value(item, PCT_KEYS))
            self.edge(kind, who, party, path, percentage=share, role=role)
            if role is not None and re.search(r"(?i)\bdirector\b", role):
                self.edge("DIRECTOR_OF", who, party, path, role=role)

    def account(self, holder: Node, number: str, item: dict[str, Any], path: str) -> None:
        account = entity_node("Account", number)
        self.edge("HOLDS_ACCOUNT", holder, account, path)
        bank = _named(first_value(item, _BANKS), "Organization")
        if bank is not None:
            self.edge("BANKS_WITH", holder, bank, path)

    def payment(self, party: Node, item: dict[str, Any], path: str) -> None:
        payer, payee = _named(first_value(item, _FROM)), _named(first_value(item, _TO))
        if payer is None or payee is None:
            other = _named(first_value(item, _COUNTERPARTIES))
            way = _DIRECTIONS.get(word_key(first_value(item, ("direction", "type", "dr_cr", "credit_debit",
                                                                "side", "flow")) or ""))
            if other is None or way is None:
                return
            payer, payee = (other, party) if way == "in" else (party, other)
        value = data_amount(first_value(item, _AMOUNTS))
        value = abs(value) if value is not None else None
        if value is None or value == 0:
            return
        currency = first_value(item, ("currency", "ccy", "currency_code"))
        code = currency.strip().upper()[:3] if isinstance(currency, str) else ""
        self.edge("TRANSFERRED", payer, payee, path, amount_minor=minor_units(value, code), currency=code or None,
                  date=_day(first_value(item, _DAYS)))

    def position(self, person: Node, item: dict[str, Any], path: str) -> None:
        firm = _named(first_value(item, _COMPANIES), "Organization")
        title = first_value(item, _TITLES)
        if firm is None or person.type != "Person" or not isinstance(title, str):
            return
        title = " ".join(title.split())[:80]
        if _ADVISER.search(title) and not _OFFICE.search(title):
            return  # an adviser's or a contractor's engagement is no employment
        predicate = ("DIRECTOR_OF" if _BOARD.search(title) and not re.search(r"(?i)managing|general", title)
                     else "OFFICER_OF" if _OFFICE.search(title) else "EMPLOYED_BY")
        ended = first_value(item, _UNTIL)
        self.edge(predicate, person, firm, path, role=title, appointed=_day(first_value(item, _SINCE)),
                  ended=True if ended not in (None, "", "present", "Present", "current") else None)


def _named(value: Any, kind: str = "") -> Node | None:
    """The entity a string names (of `kind`, or of the type its shape says), or None."""
    if not isinstance(value, str):
        return None
    name = " ".join(value.split())[:200]
    if len(name) < 3 or not any(c.isalpha() for c in name) or sum(c.isdigit() for c in name) > len(name) // 2:
        return None
    return entity_node(kind or party_type(name), name)


def _party(obj: dict[str, Any]) -> Node | None:
    """The party an object is, by its own name (and its `type`, when it says one)."""
    name = first_value(obj, _NAMES)
    kind = ENTITY_TYPE_OF.get(word_key(first_value(obj, ("type", "entity_type", "kind", "party_type")) or ""), "")
    node = _named(name, kind if kind in ("Person", "Organization") else "")
    return node if node is not None and node.type in ("Person", "Organization") else None


def _subject(obj: dict[str, Any]) -> Node | None:
    """The party of the member that holds the file's subject (`"customer": {"name": …}`)."""
    for key in _SUBJECTS:
        member = obj.get(key)
        if isinstance(member, dict) and (party := _party(member)) is not None:
            return party
    return None


def _number(obj: dict[str, Any]) -> str | None:
    number = first_value(obj, _NUMBERS)
    if not isinstance(number, str | int) or isinstance(number, bool):
        return None
    text = " ".join(str(number).split())[:64]
    return text if sum(c.isdigit() for c in text) >= 5 else None


def _share(value: Any) -> float | None:
    try:
        share = float(str(value).rstrip("% ")) if isinstance(value, int | float | str) else -1.0
    except ValueError:
        return None
    return share if 0 < share <= 100 else None


def _day(value: Any) -> str | None:
    return parse_date(value) if isinstance(value, str) else None
