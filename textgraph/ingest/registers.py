"""Registers in tables: who holds which office in, or which share of, which company.

Registry exports and due-diligence workbooks list ties one per row:

    Company,Officer,Role,Appointed,Resigned           company,shareholder,percentage
    Beta Ltd,John Smith,Director,2019-06-03,          Beta Ltd,Acme Corp,60
    Beta Ltd,Mary Jones,Secretary,2020-01-10,2022-05-01

A header is a register when it names a company column (`company`, `entity`, `organisation` …)
and a party column (`officer`, `director`, `shareholder`, `beneficial owner`, `person`, `name`
…). What each row's party is to its company comes from a role column (`role`, `position` …,
read as `extract.registry` reads a register line's label: `Director and Secretary` is both)
or else from the party column's own name (`shareholder`). Each row gives one edge per office
(EXTRACTED, confidence 0.95, citing the row): DIRECTOR_OF, OFFICER_OF, OWNS,
BENEFICIAL_OWNER_OF, CONTROLS … with `role`, `percentage` (a share column), `appointed` and
`resigned` (ISO days, when a column gives them unambiguously) and `ended` when a resigned
column is filled. A subsidiary column turns the tie around: the company OWNS it. A ledger
(`ledger.py`) is read first: a header that is both is a ledger.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.entities import entity_node
from textgraph.extract.registry import LABELS
from textgraph.ingest.ledger import (
    LedgerColumns,
    Rows,
    has_firm_word,
    ledger_columns,
    parse_date,
    party_nodes,
    party_type,
)
from textgraph.model import Citation, Edge, Node, PropValue, Tag, props

_COMPANY = frozenset(("company", "company_name", "entity", "entity_name", "organisation", "organization",
                      "organisation_name", "organization_name", "corporation", "legal_entity", "legal_name",
                      "firm", "issuer", "registered_name", "company_legal_name"))
# a party column, and what its name says each party is ("": a role column says)
_PARTY = {
    "officer": "", "officer_name": "", "officers": "", "person": "", "person_name": "", "individual": "",
    "name": "", "full_name": "", "party": "", "party_name": "", "appointee": "",
    "director": "director", "director_name": "director", "directors": "director",
    "secretary": "secretary", "company_secretary": "secretary",
    "shareholder": "shareholder", "shareholder_name": "shareholder", "shareholders": "shareholder",
    "owner": "owner", "owner_name": "owner", "stockholder": "shareholder", "holder": "shareholder",
    "member": "shareholder", "member_name": "shareholder", "registered_holder": "shareholder",
    "registered_shareholder": "shareholder", "registered_member": "shareholder", "unitholder": "shareholder",
    "beneficial_owner": "beneficial owner", "beneficial_owner_name": "beneficial owner", "ubo": "ubo",
    "psc": "psc", "psc_name": "psc", "person_with_significant_control": "person with significant control",
    "controller": "controlling person", "trustee": "trustee", "parent": "parent", "parent_company": "parent",
    "subsidiary": "subsidiary", "subsidiary_name": "subsidiary",
    # (a cap table's holders of its securities)
    "stakeholder": "shareholder", "stakeholder_name": "shareholder", "security_holder": "shareholder",
    "securityholder": "shareholder", "equity_holder": "shareholder", "investor_name": "shareholder",
    # (a firm's own register of its staff: gifts and hospitality, expenses, training)
    "employee": "employee", "employee_name": "employee", "staff_member": "employee", "staff_name": "employee",
}
_ROLE = frozenset(("role", "position", "officer_role", "title", "appointment", "designation", "capacity",
                   "office", "relationship", "relation", "type", "officer_type", "role_type"))
_SHARE = frozenset(("percentage", "percent", "pct", "share", "share_pct", "shareholding", "ownership",
                    "pct_of_class", "pct_of_shares", "pct_held", "percentage_held", "pct_of_capital", "pct_of_units",
                    "ownership_pct", "ownership_percentage", "holding", "interest", "voting_rights", "stake",
                    # (a cap table's, fully diluted: `FD Ownership %`)
                    "fd_ownership_pct", "fully_diluted_pct", "fully_diluted_ownership_pct", "fd_pct",
                    "pct_fully_diluted", "ownership_pct_fd"))
# the number of shares a row's holder holds: none, and the row is of an option's or a warrant's holder
_SHARES = frozenset(("shares", "shares_outstanding", "shares_held", "number_of_shares", "no_of_shares",
                     "shares_owned", "share_count", "shares_issued"))
_SINCE = frozenset(("appointed", "appointed_on", "appointment_date", "date_appointed", "start_date", "from",
                    "since", "notified_on", "date_of_appointment", "acquired", "start"))
_UNTIL = frozenset(("resigned", "resigned_on", "resignation_date", "date_resigned", "ceased", "ceased_on",
                    "end_date", "until", "to", "date_ceased", "end", "removed", "date_ceased_to_be_member",
                    "date_ceased_to_be_a_member", "ceased_to_be_member"))
_PERCENT = re.compile(r"(\d{1,3}(?:\.\d{1,4})?)")
_TOTAL = re.compile(r"(?i)(?:grand[ \t]+|sub-?)?totals?(?:[ \t]*\(.*\))?[ \t:]*")
_NONE_HELD = re.compile(r"[ \t]*(?:0+(?:[.,]0+)?|-+|nil|none)[ \t]*", re.I)  # (an empty cell says nothing)
_OFFICES = re.compile(r"\s*(?:,|&|/|;|\band\b)\s*")


@dataclass(frozen=True, slots=True)
class RegisterColumns:
    company: int  # -1: the register's title names its one company (`firm`)
    party: int
    label: str = ""  # what the party column's name says each party is ("": the role column says)
    role: int = -1
    share: int = -1
    since: int = -1
    until: int = -1
    shares: int = -1  # the number of shares held (`_SHARES`)
    firm: str = ""  # the company a title line above the header names (`Register of Members - Beta Ltd`)
    title: tuple[int, int] = (0, 0)  # that line's bytes


# a register's title line that names its company (`Register of Members extract - Azure Reef Fund SPC - Class A`)
_TITLE = re.compile(r"(?i)\bregister\s+of\s+(?:members|shareholders|stockholders|unitholders|partners|directors|"
                    r"officers|beneficial\s+owners)\b(?:\s+(?:extract|as\s+at\s+[\w ,./-]{4,20}?))?"
                    r"\s*(?:[-–—:]|\bof\b|\bfor\b)\s*(?P<firm>[^\s\"–—-][^\"\n–—]{2,119}?)\s*(?:\s[-–—]\s|\"|$)")
_TABLE_WITHIN = 8  # a register's or a ledger's header comes after at most this many title lines
_TITLE_PARTS = re.compile(r"\s[-–—|:]\s")
# a title that says its table lists a firm's holders (`… - Detailed Cap Table (Fully Diluted)`)
_HOLDERS_TITLE = re.compile(r"(?i)\bcap(?:itali[sz]ation)?\s+table\b|\bshare(?:holder)?s?\s+register\b|"
                            r"\bregister\s+of\s+(?:members|shareholders)\b|\bshareholdings?\b")


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9%]+", "_", name.casefold()).strip("_").replace("%", "pct")


def tables_under_titles(records: Rows) -> list[tuple[Rows, LedgerColumns | None, RegisterColumns | None]]:
    """The ledgers and registers of a file whose first record is no header of one: each a header under a
    few title lines (a register's title may name its company), its rows ending at an empty record or a
    comment line (`# TABLE 2: OFFICERS`), and the next under its own titles after it (a bank's subpoena
    return: `SECTION A - ACCOUNTS`, then `SECTION B - LARGEST TRANSFERS`). Each is `(its rows, ledger
    columns, register columns)`."""
    found: list[tuple[Rows, LedgerColumns | None, RegisterColumns | None]] = []
    at = 0
    while at < len(records):
        # (the file's opening lines may name the company all its registers are of: `Company:,Beta Ltd`)
        table = _table_at(records, at, records[:min(at, _TABLE_WITHIN)] if not found else ())
        if table is None:  # none here: the next section, after the next empty record
            at = next((i + 1 for i in range(at + 1, len(records)) if _between_tables(records[i][2])), len(records))
            continue
        header, end, ledger, register = table
        found.append((records[header + 1:end], ledger, register))
        at = end
    return found


def _table_at(records: Rows, at: int,
              opening: Rows = ()) -> tuple[int, int, LedgerColumns | None, RegisterColumns | None] | None:
    """The header's index, the table's end, and its columns, of a table under at most `_TABLE_WITHIN`
    title lines from `records[at]`; None when none is there. The file's first record, when of three
    cells or more, is its own table's header or first row (the caller read it as such). Indices, not
    slices: a file of many short sections is read in one pass."""
    for k in range(at, min(at + _TABLE_WITHIN, len(records))):
        cells = records[k][2]
        if sum(1 for c in cells if c.strip()) < 3:
            continue  # a title line (`"Register of Members - Beta Ltd"`) or an empty one
        if k == 0:
            return None
        ledger = ledger_columns(cells)
        register = register_columns(cells, [*opening, *records[at:k]]) if ledger is None else None
        if ledger is None and register is None:
            return None  # the first record of more than a title's cells is no header: a table of another kind
        end = next((i for i in range(k + 1, len(records)) if _between_tables(records[i][2])), len(records))
        return k, end, ledger, register
    return None


def _between_tables(cells: Sequence[str]) -> bool:
    """An empty record, or a comment line (`# TABLE 2: OFFICERS`): what ends a table's rows."""
    filled = [c for c in cells if c.strip()]
    return not filled or (len(filled) == 1 and filled[0].lstrip().startswith("#"))


def register_columns(header: Sequence[str], titles: Rows = ()) -> RegisterColumns | None:
    """The register columns of a header (the first of each kind, left to right), or None. With no company
    column, a line of `titles` that names the register's company stands for one."""
    found: dict[str, int] = {}
    label = ""
    for i, name in enumerate(header):
        norm = _norm(name)
        kind = ("company" if norm in _COMPANY else "party" if norm in _PARTY else "role" if norm in _ROLE
                else "share" if norm in _SHARE else "since" if norm in _SINCE else "until" if norm in _UNTIL
                else "shares" if norm in _SHARES else "")
        if kind and kind not in found:
            found[kind] = i
            if kind == "party":
                label = _PARTY[norm]
    if "party" not in found or not (label or "role" in found):
        return None
    firm, title = "", (0, 0)
    if "company" not in found:
        named = next(((m.group("firm"), start, end) for start, end, cells in titles for cell in cells[:1]
                      if (m := _TITLE.search(cell)) is not None), None)
        # (or a field line: `Company:,TIDEWATER LANTERN HOLDINGS LTD.`)
        named = named or next(((cells[1], start, end) for start, end, cells in titles
                               if len(cells) > 1 and _norm(cells[0]) in _COMPANY and cells[1].strip()), None)
        if named is None and (label == "employee" or label == "shareholder"):
            # (a firm's own register: its title opens with the firm's name, `RAVENSWORTH UTILITIES SERVICES LTD -
            # GIFTS & HOSPITALITY REGISTER FY2023/24`, `Lumenvault Robotics, Inc. - Detailed Cap Table`)
            # (the title's own comma may split it into cells: `Lumenvault Robotics, Inc. - …,,,`)
            named = next(((head, start, end) for start, end, cells in titles[:2]
                          if (line := ", ".join(c.strip() for c in cells if c.strip()))
                          and (label == "employee" or _HOLDERS_TITLE.search(line) is not None)
                          and (head := _TITLE_PARTS.split(line, 1)[0].strip())
                          and len(head.split()) <= 8 and party_type(head) == "Organization" and has_firm_word(head)),
                         None)
        if named is None:
            return None
        firm, title = " ".join(named[0].split()), (named[1], named[2])
    return RegisterColumns(company=found.get("company", -1), party=found["party"], label=label,
                           role=found.get("role", -1), share=found.get("share", -1),
                           since=found.get("since", -1), until=found.get("until", -1), shares=found.get("shares", -1),
                           firm=firm, title=title)


def register_edges(doc_id: str, text: bytes,
                   tables: Sequence[tuple[RegisterColumns, Rows]]) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """Entity nodes and edges of the register tables of one document: each table's columns
    and rows `(byte start, byte end, cells)`."""
    parties: dict[tuple[str, str], int] = {}
    edges: list[Edge] = []
    for columns, rows in tables:
        for start, end, cells in rows:
            _row_edges(doc_id, text, columns, start, end, cells, parties, edges)
    return party_nodes(parties), tuple(sorted(edges, key=lambda e: e.id))


def _cell(cells: Sequence[str], at: int) -> str:
    return " ".join(cells[at].split()) if 0 <= at < len(cells) else ""


def _row_edges(doc_id: str, text: bytes, columns: RegisterColumns, start: int, end: int, cells: Sequence[str],
               parties: dict[tuple[str, str], int], edges: list[Edge]) -> None:
    company = _cell(cells, columns.company)[:200] if columns.company >= 0 else columns.firm
    name = _cell(cells, columns.party)[:200]
    if not company or not name or company.casefold() == name.casefold() or _TOTAL.fullmatch(name):
        return  # (a table's totals row is no holder: `TOTAL,…,100.0000%`)
    said = _cell(cells, columns.role).casefold()
    offices = [w for w in _OFFICES.split(said) if w in LABELS] if said else []
    labels = [LABELS[w] for w in (offices or ([columns.label] if columns.label else [])) if w in LABELS]
    if offices and columns.label == "shareholder" and not any(label.predicate == "OWNS" for label in labels):
        labels.append(LABELS["shareholder"])  # (a holders' register's offices, its holding besides)
    if columns.shares >= 0 and _NONE_HELD.fullmatch(_cell(cells, columns.shares)):
        labels = [label for label in labels if label.predicate != "OWNS"]  # (an option's holder: no shares)
    if not labels:
        return
    firm = entity_node("Organization", company)
    holder = entity_node(party_type(name), name)
    if holder.type == "Account":
        return
    share = _PERCENT.search(_cell(cells, columns.share))
    since, until = _cell(cells, columns.since), _cell(cells, columns.until)
    cite = (Citation.of(doc_id, text, start, end),) if columns.company >= 0 else (
        Citation.of(doc_id, text, *columns.title), Citation.of(doc_id, text, start, end))  # (the title names the firm)
    made = False
    for label in labels:
        if "Organization" not in label.heads or holder.type not in label.listed:
            continue
        values: dict[str, PropValue | None] = {
            "role": label.role or None, "polarity": "positive", "modality": "asserted",
            "appointed": parse_date(since) if since else None, "resigned": parse_date(until) if until else None,
            "ended": True if until.strip(" -–—") else None,
        }
        if share is not None and label.predicate in ("OWNS", "BENEFICIAL_OWNER_OF"):
            values["percentage"] = float(share.group(1))
        source, target = (holder, firm) if label.inward else (firm, holder)
        edges.append(Edge.make(label.predicate, source.id, target.id, Tag.EXTRACTED, 0.95, cite,
                               props(**values), key=(label.predicate, doc_id, start, end, label.role)))
        made = True
    if made:
        for party in (firm, holder):
            parties[(party.type, party.name)] = parties.get((party.type, party.name), 0) + 1
