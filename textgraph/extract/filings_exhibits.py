"""Schedule 13G Item 7 subsidiary lists: the parent holding company CONTROLS each subsidiary
named under `Item 7. Identification and Classification of the Subsidiary …`, either in the
item itself (`the following subsidiaries … acquired the securities`) or in the exhibit it
points to (`See Exhibit A` → `Exhibit A` / `Subsidiary` / one name a line). A `*` after a name
with a footnote `*… 5% or greater …` makes that subsidiary a BENEFICIAL_OWNER_OF the issuer.

Only lines that are organization names are read, from the first to the first that is not
one; the parent is the one organization the cover pages report, else the header's filer.
"""

from __future__ import annotations

import re

from textgraph.extract import filings_headers
from textgraph.extract.filings_lines import Claim, Line, Value, org_name
from textgraph.extract.lexicon import ORG_HEADS

_ITEM7 = re.compile(r"(?i)(?:item\s{0,3}7\b[.:]?\s{0,5})?identification\s{1,3}and\s{1,3}classification\s{1,3}"
                    r"of\s{1,3}the\s{1,3}subsidiary\b")
_ITEM8 = re.compile(r"(?i)item\s{0,3}8\b")
_SEE = re.compile(r"(?i)\bsee\s{1,3}(exhibit|attachment|appendix|annex)\s{1,3}([a-z0-9]{1,4})\b")
_FOLLOWING = re.compile(r"(?i)\bfollowing\s{1,3}subsidiar(?:y|ies)\b")
_CAPTION = re.compile(r"(?i)[^a-z]{0,3}(?:name\s{1,3}of\s{1,3})?subsidiar(?:y|ies)\b[^.]{0,60}|name|classification")
_CELL = re.compile(r"\s{0,4}\|\s{0,4}|\s{2,40}")
_FOOTNOTE = re.compile(r"(?i)\*\s{0,3}[^\n]{0,80}?(?:5\s{0,2}%|five\s{1,3}percent)\s{1,3}or\s{1,3}(?:greater|more)")
_CONNECTORS = frozenset(("of", "and", "&", "de", "du", "des", "la", "le", "the", "der", "van", "von", "y", "e"))
_SECTION = 15  # lines an Item 7 answer may take


def subsidiaries(lines: list[Line], cover: list[Claim]) -> list[Claim]:
    """CONTROLS parent → subsidiary for each name of the Item 7 list (and BENEFICIAL_OWNER_OF
    issuer for a starred one), in list order; none without one parent."""
    for i, line in enumerate(lines):
        if _ITEM7.match(line.text):
            start = _list_start(lines, i)
            if start is None:
                return []
            parent = _parent(lines, cover)
            return _read_list(lines, start, parent, cover) if parent is not None else []
    return []


def _list_start(lines: list[Line], i: int) -> tuple[Line, int] | None:
    """(the line that opens the list, the index of the line after it): the item's `following
    subsidiaries` line, else the heading of the exhibit the item points to."""
    for j in range(i, min(len(lines), i + _SECTION)):
        t = lines[j].text
        if j > i and _ITEM8.match(t):
            return None
        if _FOLLOWING.search(t):
            k = j + 1
            while k < min(len(lines), j + 3) and not _name(lines[k].text) and not _ITEM8.match(lines[k].text):
                k += 1  # the rest of the sentence that opens the list
            return lines[j], k
        see = _SEE.search(t)
        if see is not None:
            heading = re.compile(rf"(?i){see.group(1)}\s{{1,3}}{re.escape(see.group(2))}[\s.:|]{{0,6}}")
            for k in range(j + 1, len(lines)):
                if heading.fullmatch(lines[k].text):
                    n = k + 1
                    while n < min(len(lines), k + 3) and _CAPTION.fullmatch(lines[n].text.strip(" |")):
                        n += 1
                    return lines[k], n
            return None
    return None


def _read_list(lines: list[Line], at: tuple[Line, int], parent: Value, cover: list[Claim]) -> list[Claim]:
    head, k = at
    out: list[Claim] = []
    starred: list[tuple[Value, Line]] = []
    prev = lines[k - 1]
    while k < len(lines) and lines[k].sentence - prev.sentence <= 1:
        line = lines[k]
        cell = _CELL.split(line.text)[0]
        name = cell.rstrip(" *")
        if not _name(name):
            break
        sub = Value("Organization", line, line.start, line.start + len(name))
        out.append(Claim(predicate="CONTROLS", subject=parent, object=sub, first=head, last=line,
                         polarity="positive", confidence=0.85, props=(), rule="sc13_subsidiary"))
        if cell[len(name):].strip() == "*":
            starred.append((sub, line))
        prev, k = line, k + 1
    issuers = {c.object.line.text for c in cover}
    if starred and len(issuers) == 1 and k < len(lines) and _FOOTNOTE.match(lines[k].text):
        issuer = cover[0].object
        out += [Claim(predicate="BENEFICIAL_OWNER_OF", subject=sub, object=issuer, first=line, last=lines[k],
                      polarity="positive", confidence=0.8, props=(), rule="sc13_subsidiary")
                for sub, line in starred]
    return out


def _name(text: str) -> bool:
    """A line that is one organization's name: a legal form or an organization head word last,
    every word capitalized but connectors."""
    t = text.strip(" *|")
    words = t.replace(",", " ").split()
    if not 2 <= len(words) <= 12 or not (org_name(t) or words[-1].casefold() in ORG_HEADS):
        return False
    return all(w.lstrip("(\"'")[:1].isupper() or w.casefold() in _CONNECTORS for w in words)


def _parent(lines: list[Line], cover: list[Claim]) -> Value | None:
    orgs = {" ".join(c.subject.line.text[c.subject.start - c.subject.line.start:
                                         c.subject.end - c.subject.line.start].casefold().split()): c.subject
            for c in cover if c.predicate == "BENEFICIAL_OWNER_OF" and c.subject.type == "Organization"}
    if orgs:
        return next(iter(orgs.values())) if len(orgs) == 1 else None  # several: whose subsidiaries is not said
    filer = filings_headers.filed_by(lines)
    if filer is None or not org_name(filer.line.text[filer.start - filer.line.start:filer.end - filer.line.start]):
        return None
    return filer
