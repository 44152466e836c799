"""Link charts saved as JSON: a case system's subjects and the links between them.

A case-management or link-analysis tool exports its chart as lists of objects: entities with
an id, a name and a type (`{"id": "S-001", "type": "PERSON", "name": "Rafael Domínguez"}`), and
links that name two of those ids and a link type (`{"source": "S-001", "target": "S-002",
"type": "OWNERSHIP", "attributes": {"pct": 85}}`; `from`/`to`, `src`/`dst`, `source_id`/
`target_id` … are read the same way). Each link between two named entities becomes one edge
(EXTRACTED, confidence 0.9), citing the link object's bytes:

- the link type is read from its words (`OWNERSHIP`, `shareholder` → OWNS; `UBO` →
  BENEFICIAL_OWNER_OF; `DIRECTORSHIP` → DIRECTOR_OF; `FAMILY` → RELATIVE_OF; `FUNDS_FLOW`,
  `payment`, `loan` → TRANSFERRED; `CONTRACT` → CONTRACTED_WITH; `MEETING` → MET …); a type
  it does not know is ASSOCIATED_WITH, the tool's own word kept as `link_type`; `owned_by` and
  `controlled_by` turn the link around;
- its attributes give the edge's `percentage`, `role`, `amount_minor`/`currency`, `date`;
- its status says whether the tool holds it true: `refuted`, `disproved`, `false` … make it
  `polarity` "negative", `alleged`, `unconfirmed`, `suspected` … `modality` "hedged".

Account objects with a number and a holder's id (`{"number": "FR76…", "holder": "S-004",
"bank": "B-002"}`) give HOLDS_ACCOUNT from the holder and BANKS_WITH to the bank. Entities no
link names are still nodes of the document (a subject list is a list of who matters). A file
without at least one such link is no link chart, and is read as plain JSON records only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from textgraph.entities import entity_node
from textgraph.ingest.data import key_path
from textgraph.ingest.ledger import data_amount, minor_units, parse_date
from textgraph.model import Citation, Edge, Node, PropValue, Tag, props

CONFIDENCE = 0.9  # the tool's analyst stated the link; the name is the tool's, not read from prose
_MAX_OBJECTS = 50_000  # objects looked at in one file (bounded work whatever its size)

_ID_KEYS = ("id", "_id", "uid", "key", "node_id", "entity_id", "subject_id", "ref")
NAME_KEYS = ("name", "full_name", "fullname", "display_name", "label", "caption", "title", "legal_name")
_TYPE_KEYS = ("type", "kind", "category", "entity_type", "node_type", "subject_type")
_ENDS = (("source", "target"), ("from", "to"), ("src", "dst"), ("source_id", "target_id"), ("from_id", "to_id"),
         ("subject", "object"), ("head", "tail"))
_LINK_TYPE_KEYS = ("type", "relation", "relationship", "rel", "link_type", "edge_type", "predicate", "kind", "label")
_STATUS_KEYS = ("status", "verification", "verified", "confidence_level", "assessment")
_NUMBER_KEYS = ("number", "account_number", "iban", "account_no", "acct", "account")
_HOLDER_KEYS = ("holder", "holder_id", "owner", "owner_id", "account_holder")
_BANK_KEYS = ("bank", "bank_id", "institution", "bank_name")

_ENTITY_TYPES = {
    "Person": ("person", "individual", "natural_person", "people", "per", "human", "subject_person"),
    "Organization": ("org", "organization", "organisation", "company", "entity", "legal_entity", "corporation",
                     "business", "bank", "firm", "fund", "trust", "foundation", "partnership", "institution",
                     "legal_person", "corporate"),
    "Vessel": ("vessel", "ship"),
}
ENTITY_TYPE_OF = {word: kind for kind, words in _ENTITY_TYPES.items() for word in words}

# a link type's words, case-folded with `_` between them: the predicate, and whether it turns the link around
_LINK_TYPES: dict[str, tuple[str, ...]] = {
    "OWNS": ("ownership", "owns", "owner", "owner_of", "shareholder", "shareholder_of", "shareholding", "equity",
             "stake", "holds_shares", "shares"),
    "BENEFICIAL_OWNER_OF": ("ubo", "beneficial_owner", "beneficial_owner_of", "beneficial_ownership", "bo"),
    "DIRECTOR_OF": ("director", "director_of", "directorship", "board_member", "board", "board_seat"),
    "OFFICER_OF": ("officer", "officer_of", "officership", "executive", "management", "manager"),
    "EMPLOYED_BY": ("employment", "employee", "employed_by", "employee_of", "works_for", "staff"),
    "CONTROLS": ("control", "controls", "controller", "de_facto_control", "psc", "significant_control"),
    "RELATIVE_OF": ("family", "relative", "relative_of", "kin", "kinship", "spouse", "married", "marriage",
                    "sibling", "parent", "child", "family_tie", "relationship_family"),
    "TRANSFERRED": ("funds_flow", "fund_flow", "money_flow", "payment", "payments", "transfer", "transfers",
                    "transferred", "transaction", "wire", "remittance", "paid", "loan", "lent", "financial_flow"),
    "CONTRACTED_WITH": ("contract", "contracted_with", "contractual", "agreement", "supplier", "supply",
                        "service_agreement"),
    "MET": ("meeting", "met", "meets", "met_with"),
    "HOLDS_ACCOUNT": ("holds_account", "account_holder", "account_of"),
    "BANKS_WITH": ("banks_with", "banking", "banked_with", "client_of_bank"),
    "ASSOCIATED_WITH": ("association", "associate", "associated", "associated_with", "link", "linked", "connection",
                        "business_associate", "known_associate"),
}
_PREDICATE_OF = {word: predicate for predicate, words in _LINK_TYPES.items() for word in words}
_TURNED = {"owned_by": "OWNS", "controlled_by": "CONTROLS", "directed_by": "DIRECTOR_OF", "paid_by": "TRANSFERRED",
           "employs": "EMPLOYED_BY", "beneficially_owned_by": "BENEFICIAL_OWNER_OF"}
_NEGATIVE = frozenset(("refuted", "disproved", "false", "rejected", "denied", "negated", "not_confirmed", "excluded",
                       "ruled_out", "discounted", "incorrect"))
_HEDGED = frozenset(("alleged", "unconfirmed", "unverified", "suspected", "possible", "probable", "reported",
                     "informant", "pending", "under_review", "intelligence", "likely", "uncorroborated"))
ROLE_KEYS = ("role", "position", "title", "office", "relation", "capacity")
PCT_KEYS = ("pct", "percent", "percentage", "share", "stake", "ownership_pct", "ownership_percentage")
_DATE_KEYS = ("date", "value_date", "transaction_date", "since", "start_date", "from_date")
_WORD = re.compile(r"[^0-9a-z]+")


def word_key(value: object) -> str:
    return _WORD.sub("_", str(value).casefold()).strip("_")


def first_value(obj: dict[str, Any], keys: tuple[str, ...]) -> Any:
    for k in keys:
        if k in obj and obj[k] not in (None, "", [], {}):
            return obj[k]
    return None


def _objects(value: Any, path: str, depth: int = 0) -> Iterator[tuple[str, dict[str, Any]]]:
    """The objects of lists in the data, with their key paths (`$.links[3]`, as the records' own:
    a link's span is found by it), a few levels down."""
    if depth > 3:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(v, list | dict):
                yield from _objects(v, key_path(path, k), depth + 1)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            if isinstance(v, dict):
                yield key_path(path, i), v
                yield from _objects(v, key_path(path, i), depth + 1)


def link_chart(doc_id: str, text: bytes, spans: dict[str, tuple[int, int]]) -> tuple[tuple[Node, ...],
                                                                                      tuple[Edge, ...]]:
    """The entity nodes and edges of a link chart in `text` (JSON), each edge citing its object's
    bytes (`spans`: each object's key path → its byte span); ((), ()) when it has no link."""
    try:
        data = json.loads(text)
    except ValueError:
        return (), ()
    objects: list[tuple[str, dict[str, Any]]] = []
    for item in _objects(data, "$"):
        objects.append(item)
        if len(objects) >= _MAX_OBJECTS:
            break
    entities: dict[str, Node] = {}
    for _where, obj in objects:
        ident, name = first_value(obj, _ID_KEYS), first_value(obj, NAME_KEYS)
        kind = ENTITY_TYPE_OF.get(word_key(first_value(obj, _TYPE_KEYS) or ""))
        if isinstance(ident, str | int) and isinstance(name, str) and name.strip() and kind:
            entities.setdefault(str(ident), entity_node(kind, " ".join(name.split())[:200]))
    if not entities:
        return (), ()
    edges: list[Edge] = []
    used: dict[str, Node] = {}
    for path, obj in objects:
        span = spans.get(path)
        if span is None:
            continue
        cite = (Citation.of(doc_id, text, span[0], span[1]),)
        for made in (_link(obj, entities, cite), *_account(obj, entities, cite)):
            if made is not None:
                edge, ends = made
                edges.append(edge)
                for node in ends:
                    used[node.id] = node
    if not any(e.type not in ("HOLDS_ACCOUNT", "BANKS_WITH") for e in edges):
        return (), ()
    nodes = {n.id: n for n in (*entities.values(), *used.values())}
    return (tuple(sorted(nodes.values(), key=lambda n: n.id)),
            tuple(sorted({e.id: e for e in edges}.values(), key=lambda e: e.id)))


def _link(obj: dict[str, Any], entities: dict[str, Node],
          cite: tuple[Citation, ...]) -> tuple[Edge, tuple[Node, ...]] | None:
    """The edge a link object states, with its two ends, or None."""
    for a, b in _ENDS:
        source, target = obj.get(a), obj.get(b)
        if isinstance(source, str | int) and isinstance(target, str | int):
            break
    else:
        return None
    start, end = entities.get(str(source)), entities.get(str(target))
    if start is None or end is None or start.id == end.id:
        return None
    word = word_key(first_value(obj, _LINK_TYPE_KEYS) or "")
    predicate = _PREDICATE_OF.get(word)
    if predicate is None and word in _TURNED:
        predicate, start, end = _TURNED[word], end, start
    attributes = {k: v for k, v in obj.items() if not isinstance(v, dict | list)}
    for nested in ("attributes", "attrs", "properties", "props", "data", "details"):
        if isinstance(obj.get(nested), dict):
            attributes.update({k: v for k, v in obj[nested].items() if not isinstance(v, dict | list)})
    status = word_key(first_value(obj, _STATUS_KEYS) or "")
    values: dict[str, PropValue | None] = {
        "polarity": "negative" if status in _NEGATIVE else "positive",
        "modality": "hedged" if status in _HEDGED else "asserted",
        "link_type": None if predicate else str(first_value(obj, _LINK_TYPE_KEYS) or "")[:60] or None,
        "status": status[:40] or None,
    }
    predicate = predicate or "ASSOCIATED_WITH"
    link_values(predicate, attributes, values)
    return (Edge.make(predicate, start.id, end.id, Tag.EXTRACTED, CONFIDENCE, cite, props(**values)), (start, end))


def link_values(predicate: str, attributes: dict[str, Any], values: dict[str, PropValue | None]) -> None:
    """The edge's props its link's attributes give (share, role, sum, date)."""
    lowered = {word_key(k): v for k, v in attributes.items()}
    pct = first_value(lowered, PCT_KEYS)
    if predicate in ("OWNS", "BENEFICIAL_OWNER_OF") and isinstance(pct, int | float | str):
        try:
            share = float(str(pct).rstrip("% "))
        except ValueError:
            share = -1.0
        if 0 < share <= 100:
            values["percentage"] = share
    role = first_value(lowered, ROLE_KEYS)
    if isinstance(role, str) and predicate not in ("TRANSFERRED", "MET", "CONTRACTED_WITH"):
        values["role"] = " ".join(role.split())[:80]
    if predicate == "TRANSFERRED":
        value, currency = data_amount(lowered.get("amount")), lowered.get("currency")
        code = currency.strip().upper()[:3] if isinstance(currency, str) else ""
        if value is not None and value > 0:
            values["amount_minor"] = minor_units(value, code)
            values["currency"] = code or None
    date = first_value(lowered, _DATE_KEYS)
    if isinstance(date, str) and (day := parse_date(date)) is not None:
        values["date"] = day


def _account(obj: dict[str, Any], entities: dict[str, Node],
             cite: tuple[Citation, ...]) -> Iterator[tuple[Edge, tuple[Node, ...]] | None]:
    """An account object's HOLDS_ACCOUNT (from its holder) and BANKS_WITH (to its bank) edges."""
    number, holder = first_value(obj, _NUMBER_KEYS), entities.get(str(first_value(obj, _HOLDER_KEYS)))
    if not isinstance(number, str | int) or holder is None or not any(c.isdigit() for c in str(number)):
        return
    account = entity_node("Account", " ".join(str(number).split())[:64])
    values = props(polarity="positive", modality="asserted")
    yield Edge.make("HOLDS_ACCOUNT", holder.id, account.id, Tag.EXTRACTED, CONFIDENCE, cite, values), (holder, account)
    bank_ref = first_value(obj, _BANK_KEYS)
    bank = entities.get(str(bank_ref)) if bank_ref is not None else None
    if bank is None and isinstance(bank_ref, str) and " " in bank_ref.strip():  # (a name, not an id no entity has)
        bank = entity_node("Organization", " ".join(bank_ref.split())[:200])
    if bank is not None and bank.type == "Organization":
        yield Edge.make("BANKS_WITH", holder.id, bank.id, Tag.EXTRACTED, CONFIDENCE, cite, values), (holder, bank)
