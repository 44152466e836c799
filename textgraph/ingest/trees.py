"""Ownership trees drawn in text: a group structure chart of a due-diligence report.

    Orion Group plc
    └── Orion Holdings Ltd (100%)
        ├── Orion Trading FZE (60%)
        └── Orion Shipping Pte. Ltd. (Singapore) (100%)

Each line drawn with a branch (`├──`, `└──`, `|--`, `+--`, `` `-- ``) names a firm its parent
owns: the parent is the line above it whose name starts at or left of the branch (the line
the branch hangs from). A tree is read as one of ownership when a line of it gives a share
(`(60%)`, `60% Orion Trading FZE`, `Orion Trading FZE - 60%`), and each branch gives an OWNS
edge from its parent to it (EXTRACTED, confidence 0.85; `percentage` when its line gives one),
citing the lines from the parent's to the branch's (the branch's line alone when they are far
apart). A branch must name a firm (a legal form or a business word); the root may be a person.
Names lose what is in parentheses (`(Singapore)`, `(BVI)`) and the brackets of a box (`[Orion
Trust]`). A branch's share may be drawn with an arrow (`+-- 100% --> Orion Trading FZE`). Between a
parent and its branches, lines that only draw (`|`, `v`) and indented notes (`directors: X; Y`, `[X
resigned 2019]`) are passed over. Two more ways a chart draws a holding: a parent above, a share on
the connector below it and an arrow down to the firm held (`|` / `| 100%` / `v` / `Orion Ltd`), and a
minority holder pointing up at the firm above it (`^-- 49% -- X`). A chain on one line (`Ownership
chain: A → B (100%) → C (51%)`, also `->` and `=>`) is read the same way when every step after the
first gives its share: arrows between parties alone may be a flow of money.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from textgraph.entities import entity_node
from textgraph.ingest.ledger import has_firm_word, party_nodes, party_type
from textgraph.model import Citation, Edge, Node, Tag, props
from textgraph.text_offsets import byte_map, iter_lines

CONFIDENCE = 0.85
_HINTS = ("└", "├", "|--", "+--", "`--", "|__", "→", "->", "=>")
_BRANCH = re.compile(r"^(?P<lead>[ \t│|]*)(?P<branch>[└├]\s?[─-]+>?|[|+`]-{2,}>?|\|__+)[ \t]*(?P<body>\S.*?)\s*$")
_PCT = r"(\d{1,3}(?:\.\d{1,4})?)\s*%"
_PCT_AFTER = re.compile(rf"\s*(?:\(\s*{_PCT}[^)]*\)|[-–—:,]\s*{_PCT}(?:\s+(?:owned|held|interest|stake|shares))?)\s*$")
_PCT_BEFORE = re.compile(rf"^{_PCT}\s*(?:-+>|→|=>|[-–—:]\s*|owned\s+|of\s+|in\s+)?")
_PARENS = re.compile(r"\s*\([^()]*\)")
# a line that only draws (`|`, `│`, `v`, `:`), perhaps with the share of the holding it draws
# (`| 100% (legal title held by trustee)`); `v` or `↓` alone points down at the firm held
_DRAWN = re.compile(rf"^[ \t]*(?:[|│:v↓▼][ \t]*)+(?:{_PCT}[^\n]*)?$")
_DOWN = re.compile(r"^[ \t]*[v↓▼][ \t]*$")
# an indented note under a name: a label's line (`directors: X; Y`, `trustee: B`) or an aside in brackets
# (`[X resigned 2019]`, `(25% free float)`); or any text hung on the chart's drawn line (`|  Protector: X`,
# `|    |         Mariana Olvera`), no branch
_NOTE = re.compile(r"^(?:[ \t]+(?:\[[^\]]*\]|\(.*|[a-z][a-z ]{0,24}:.*)|[ \t]*[|│][ \t│|]*[ \t][^\s|│+`└├^-].*)[ \t]*$")
# a minority holder pointing up at the firm above: `^-- 49% -- Kairat Seitkali`
_UP = re.compile(rf"^(?P<lead>[ \t│|]*)\^-+[ \t]*{_PCT}[ \t]*-+[ \t]*(?P<body>\S.*?)\s*$")
# a branch drawn for completeness, not held (`+-- n/a  Casa Arte, A.C. - NOT owned by the Foundation`)
_NOT_HELD = re.compile(r"(?i)^n/a\b|\bnot\s+(?:owned|held|a\s+subsidiary)\b")
# a description after a dash, in lower case (`Key Biscayne Residence LLC - residence`)
_DESCRIBED = re.compile(r"\s+[-–—]\s+[a-z][\w ,;/&-]*$")
_MAX_CITE = 2000  # bytes: a parent farther up is not cited with its branch
_MAX_LINE = 300


@dataclass(frozen=True, slots=True)
class _Line:
    column: int  # where its name starts in the line
    name: str
    start: int  # char span of the line's text
    end: int


def tree_edges(doc_id: str, text: bytes) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The OWNS edges of the ownership trees and chains drawn in a text, and of its lists of subsidiaries
    indented by who holds whom (`_indented`)."""
    drawn = any(hint.encode() in text for hint in _HINTS)
    listed = b"ubsidiar" in text or b"UBSIDIAR" in text
    if not drawn and not listed:
        return (), ()
    decoded = text.decode("utf-8", "replace")
    found = _indented(decoded) if listed else []
    if drawn:
        found += _drawn(decoded)
    if not found:
        return (), ()
    return _edges(doc_id, text, decoded, found)


def _drawn(decoded: str) -> list[tuple[_Line, _Line, float | None]]:
    """(parent, child, share) of each branch of the trees and chains drawn in a text."""
    found: list[tuple[_Line, _Line, float | None]] = _chains(decoded) if any(a in decoded for a in _ARROWS) else []
    block: list[tuple[_Line, _Line, float | None]] = []
    shares = False
    stack: list[_Line] = []
    previous: _Line | None = None
    drawn: float | None = None  # the share a connector below `previous` gives
    down = False  # and whether it points down at the next name
    for pos, end in iter_lines(decoded):
        line = decoded[pos:end]
        if (stack or previous is not None) and len(line) <= _MAX_LINE:
            if _DRAWN.match(line):
                share = re.search(_PCT, line)
                drawn = float(share.group(1)) if share and 0 < float(share.group(1)) <= 100 else drawn
                down = down or _DOWN.match(line) is not None
                continue
            if _NOTE.match(line):
                continue
            up = _UP.match(line)
            if up is not None and stack:
                caret = len(up.group("lead"))
                held = next((ln for ln in reversed(stack) if ln.column <= caret), None)
                name = _name(up.group("body"))[0]
                if held is not None and name:
                    holder = _Line(up.start("body"), name, pos, pos + len(line))
                    block.append((holder, held, float(up.group(2))))
                    shares = True
                continue
        m = _BRANCH.match(line) if len(line) <= _MAX_LINE else None
        if m is not None and (stack or previous is not None):
            if not stack and previous is not None:
                stack = [previous]
            name, pct = _name(m.group("body"))
            branch = len(m.group("lead"))
            child = _Line(m.start("body"), name, pos, pos + len(line))
            while stack and stack[-1].column > branch:
                stack.pop()
            if stack and name and has_firm_word(name) and not _NOT_HELD.search(m.group("body")):
                block.append((stack[-1], child, pct))
                shares = shares or pct is not None
            stack.append(child)
        else:
            if shares:
                found += block
            block, shares, stack = [], False, []
            stripped = line.strip(" \t*_#>-")
            above, previous = previous, None
            if stripped and len(line) <= _MAX_LINE and not stripped.startswith(("|", "│", "+--", "`--")):
                # (a branch whose parent is not known, its lead drawn, is no parent's line)
                name, _pct = _name(stripped)
                if name and (has_firm_word(name) or party_type(name) == "Person"):
                    previous = _Line(len(line) - len(line.lstrip(" \t*_#>-")), name, pos, pos + len(line))
                    if above is not None and down and drawn is not None and has_firm_word(name):
                        found.append((above, previous, drawn))  # `[Orion Trust]` / `| 100%` / `v` / `Orion Ltd`
            drawn, down = None, False
    if shares:
        found += block
    return found


def _edges(doc_id: str, text: bytes, decoded: str,
           found: list[tuple[_Line, _Line, float | None]]) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The parties and OWNS edges of `found`'s holdings, each citing its lines."""
    to_byte = byte_map(decoded, (at for parent, child, _p in found for drawn_line in (parent, child)
                                 for at in (drawn_line.start + drawn_line.column, drawn_line.end)))
    parties: dict[tuple[str, str], int] = {}
    edges: list[Edge] = []
    for parent, child, pct in found:
        owner, owned = entity_node(party_type(parent.name), parent.name), entity_node("Organization", child.name)
        for party in (owner, owned):
            parties[(party.type, str(party.name))] = parties.get((party.type, str(party.name)), 0) + 1
        # from the upper line's name to the lower line's end: the parent's to the branch's (a holder
        # pointing up is the lower)
        upper, lower = (parent, child) if parent.start <= child.start else (child, parent)
        start = to_byte[upper.start + upper.column]
        if to_byte[lower.end] - start > _MAX_CITE:
            start = to_byte[lower.start + lower.column]
        cite = (Citation.of(doc_id, text, start, to_byte[lower.end]),)
        edges.append(Edge.make("OWNS", owner.id, owned.id, Tag.EXTRACTED, CONFIDENCE, cite,
                               props(percentage=pct, polarity="positive", modality="asserted")))
    return party_nodes(parties), tuple(sorted(edges, key=lambda e: e.id))


# a list of subsidiaries printed as an annual report's exhibit does, each indented under the firm that holds
# it, its jurisdiction in a column after it:
#
#     Name of Subsidiary                                  Jurisdiction of Incorporation
#     Thornbury Meridian Industries, Inc.                 Delaware
#       Halyard Pump Company, LLC                         Ohio
#         Halyard Pump de Mexico, S. de R.L. de C.V. (1)  Mexico
#
# The list is the lines under a line that speaks of subsidiaries (within `_LIST_HEAD_LINES`, rules and
# column headers between), each a firm's name (a legal form or a business word) and perhaps its column;
# it ends at a blank line or a line that names none. Each line indented further than the one before it
# is held by the nearest line above it indented less; the list's lines at its least indentation hold
# none (an exhibit names the registrant first, or lists its direct holdings flat).
_LISTED = re.compile(r"^(?P<lead>[ \t]*)(?P<name>\S.*?)(?:[ \t]{2,}\S.*)?$")
_LIST_HEAD_LINES = 4
_RULE = re.compile(r"^[ \t]*[-=_]{5,}[ \t]*$")


def _indented(decoded: str) -> list[tuple[_Line, _Line, float | None]]:
    """(parent, child, None) of each entry of the indented lists of subsidiaries in a text (above)."""
    found: list[tuple[_Line, _Line, float | None]] = []
    since = _LIST_HEAD_LINES + 1  # lines since one that speaks of subsidiaries
    stack: list[_Line] = []
    for pos, end in iter_lines(decoded):
        line = decoded[pos:end]
        if "ubsidiar" in line or "UBSIDIAR" in line:
            since, stack = 0, []
            continue
        if _RULE.match(line):
            if stack:  # a rule under the list ends it; one over it is passed
                since, stack = _LIST_HEAD_LINES + 1, []
            continue
        since += 1
        if not stack and since > _LIST_HEAD_LINES:
            continue
        m = _LISTED.match(line) if len(line) <= _MAX_LINE and line.strip() else None
        name = _name(m.group("name"))[0] if m is not None else ""
        if m is None or not has_firm_word(name) or not _firm_line(name):
            if stack or m is None or name[:1].isupper():
                since, stack = _LIST_HEAD_LINES + 1, []  # the list ends (a column header's second line may not)
            continue
        entry = _Line(m.start("name"), name, pos, end)
        while stack and stack[-1].column >= entry.column:
            stack.pop()
        if stack:
            found.append((stack[-1], entry, None))
        stack.append(entry)
    return found


# the words in lower case a firm's name may hold (`Halyard Pump de Mexico, S. de R.L. de C.V.`)
_NAME_CONNECTORS = frozenset(("of", "and", "&", "de", "del", "do", "da", "du", "des", "la", "le", "y", "e", "the",
                              "für", "und", "van", "von", "der", "di", "z", "o.o.", "et", "en", "för", "och"))


def _firm_line(name: str) -> bool:
    """Whether a list's line is a firm's name alone, no prose: short, its words capitalized but for a name's
    connectors (`de`, `of`, `&`)."""
    words = name.split()
    return len(name) <= 120 and all(w[:1].isupper() or w[:1].isdigit() or w[:1] in "&(" or w in _NAME_CONNECTORS
                                    for w in words)


_ARROWS = ("→", "->", "=>")
_ARROW = re.compile(r"\s*(?:→|-+>|=>)\s*")
_CHAIN_LABEL = re.compile(r"^[ \t*_>-]*(?:[A-Za-z][\w ]{0,40}:\s*)?")


def _chains(text: str) -> list[tuple[_Line, _Line, float | None]]:
    """`Ownership chain: Castellan Holdings Ltd → Blackmoor Holdings SA (100%) → Verant
    Consulting Ltd (51%)`: each step owns the next, when every step after the first gives its
    share (an arrow between parties alone may be a flow of money)."""
    found: list[tuple[_Line, _Line, float | None]] = []
    for pos, end in iter_lines(text):
        line = text[pos:end]
        if len(line) <= _MAX_LINE and "%" in line and any(a in line for a in _ARROWS):
            label = _CHAIN_LABEL.match(line)
            start = label.end() if label else 0
            steps: list[tuple[int, str, float | None]] = []
            at = start
            for arrow in (*_ARROW.finditer(line, start), None):
                piece = line[at:arrow.start() if arrow is not None else len(line)]
                name, pct = _name(piece)
                steps.append((at + len(piece) - len(piece.lstrip()), name, pct))
                at = arrow.end() if arrow is not None else len(line)
            if (len(steps) >= 2 and all(pct is not None for _c, _n, pct in steps[1:])
                    and all(has_firm_word(n) for _c, n, _p in steps[1:]) and steps[0][1]):
                for (c0, n0, _p0), (c1, n1, p1) in itertools.pairwise(steps):
                    found.append((_Line(c0, n0, pos, pos + len(line)), _Line(c1, n1, pos, pos + len(line)), p1))
    return found


def _name(body: str) -> tuple[str, float | None]:
    """A branch's firm and the share its line gives (`Orion Trading FZE (60%)`)."""
    text = body.replace("**", "").replace("__", "").strip()
    pct: float | None = None
    after = _PCT_AFTER.search(text)
    if after is not None:
        pct = float(after.group(1) or after.group(2))
        text = text[:after.start()]
    else:
        before = _PCT_BEFORE.match(text)
        if before is not None:
            pct = float(before.group(1))
            text = text[before.end():]
    text = " ".join(_PARENS.sub("", text).split())
    text = _DESCRIBED.sub("", text).strip(" ,;:-–—").removeprefix("[").removesuffix("]")
    if pct is not None and not 0 < pct <= 100:
        pct = None
    return text[:200], pct
