"""SEC filing forms: beneficial ownership from Schedule 13G/13D cover pages, officers and
directors from signature blocks.

Form fields are read line by line across the document's sentences, never from prose: a
cover page's `NAME OF REPORTING PERSON` and `PERCENT OF CLASS REPRESENTED BY AMOUNT IN ROW
(9)` with the issuer named above `(Name of Issuer)`; a signature's `/s/ Name` with its
`Title:` (or title column) and the company it signs for (the line above `By:`, else the
registrant of the cover page or the SEC header's filer). A value is a mention at its exact
span (it replaces the overlapping mentions the general rules read off the form line), and a
claim cites the lines from the field's label to its value. A field that is not read cleanly
gives nothing: no percentage, no claim; an attorney-in-fact is nobody's officer.

Submission-header reporting owners and the filing's own dates are read in
`filings_headers.py`, Item 7 subsidiary lists in `filings_exhibits.py`, over the lines and
records of `filings_lines.py`.

`read` returns None for a document that has no SEC header or cover page, so other documents
pay one scan of their first 100 KB.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from textgraph.canonical import round_float
from textgraph.entities import entity_id, norm_name
from textgraph.extract import filings_exhibits, filings_headers
from textgraph.extract.base import Found, Relation
from textgraph.extract.emit import Collector
from textgraph.extract.filings_lines import LOOK, Claim, Line, Value, conformed, is_rule, org_name, value
from textgraph.extract.filings_lines import lines as lines_of
from textgraph.extract.relations import role_predicate
from textgraph.model import Citation, IngestedDocument, prop
from textgraph.structure import Sentence

_MARKERS = (b"conformed submission type", b"exact name of registrant", b"name of issuer",
            b"of reporting person")
_HEAD_BYTES = 100_000
_CELL = re.compile(r"\s{0,4}\|\s{0,4}|\s{2,40}")
_ISSUER_BELOW = re.compile(r"(?i)\(?\s{0,3}name\s{1,3}of\s{1,3}(?:the\s{1,3})?issuer\s{0,3}\)?\s{0,3}")
_ISSUER_LABEL = re.compile(r"(?i)(?:item\s{0,3}1\s{0,3}\(a\)\s{0,3}|\(a\)\s{0,3}\|?\s{0,3})?"
                           r"name\s{1,3}of\s{1,3}issuer\s{0,3}:\s{0,3}")
_REGISTRANT_BELOW = re.compile(r"(?i)\(?\s{0,3}exact\s{1,3}name\s{1,3}of\s{1,3}(?:the\s{1,3})?registrant"
                               r"\s{1,3}as\s{1,3}specified\s{1,3}in\s{1,3}its\s{1,3}charter\s{0,3}\)?")
_FILER = re.compile(r"(?i)(filer|subject\s{1,3}company)\s{0,3}:\s{0,3}")
_PERSON_LABEL = re.compile(
    r"(?i)(?:\(?\d{1,2}\)?\s{0,3}\|?\s{0,3})?names?\s{1,3}of\s{1,3}reporting\s{1,3}persons?\b\.?"
    r"(?:\s{0,3}(?:s\.s\.\s{1,3}or\s{1,3})?i\.r\.s\.\s{1,3}identification\s{1,3}nos?\.\s{1,3}of\s{1,3}"
    r"(?:the\s{1,3})?above\s{1,3}persons?(?:\s{0,3}\(entities\s{1,3}only\))?)?(?:\s{0,3}\.{3,60})?[\s.:]{0,5}")
_PERCENT_LABEL = re.compile(
    r"(?i)(?:\(?\d{1,2}\)?\s{0,3}\|?\s{0,3})?percent\s{1,3}of\s{1,3}class(?:\s{1,3}represented\s{1,3}by\s{1,3}"
    r"amount\s{1,3}in\s{1,3}row\s{0,3}\(?\s{0,3}(?:9|11)\s{0,3}\)?)?(?:\s{0,3}\.{3,60})?\s{0,3}:?\s{0,3}")
_TYPE_LABEL = re.compile(r"(?i)(?:\(?\d{1,2}\)?\s{0,3}\|?\s{0,3})?type\s{1,3}of\s{1,3}reporting\s{1,3}persons?\b"
                         r"[^|\n]{0,40}?\s{0,3}")
_FIELD_LABEL = re.compile(r"(?i)(?:\(?\d{1,2}\)?\s{0,3}\|?\s{0,3})?(?:check\s|sec\s{1,3}use|citizenship|"
                          r"number\s{1,3}of\s{1,3}shares|sole\s|shared\s|aggregate\s|percent\s|type\s|item\s)")
_PERCENT = re.compile(r"(\d{1,3}(?:\.\d{1,4})?)\s{0,2}%")
_ZERO = re.compile(r"(?:-0-|0(?![\d.,]))\s{0,2}%?")
_TYPE_CODES = re.compile(r"\b[A-Z]{2}\b")
_ORG_CODES = frozenset(("BD", "BK", "IC", "IV", "IA", "EP", "HC", "SA", "CP", "CO", "PN", "FI"))
_SIGNED = re.compile(r"(?i)/s/\s{0,40}")
_SIGNER = re.compile(r"[A-Z][A-Za-z'’\-]{0,30}\.?(?:\s{1,3}(?:[A-Z][A-Za-z'’\-]{0,30}\.?|de|van|von|la)){1,5}"
                     r"(?:,\s{0,2}(?:Jr\.?|Sr\.?|III|II|IV)\b)?")
_BY = re.compile(r"(?i)(?:date[d]?:[^|]{0,40}\|\s{0,4})?\*?by\b[^:/]{0,30}:?\s{0,5}(?:\|\s{0,4})?")
_BY_ORG = re.compile(r"(?i)by:\s{0,5}(\S[^\n]{0,150}?),?\s{0,3}")
_ITS = re.compile(r"(?i)its\s{1,3}\S")
_DATE_LINE = re.compile(r"(?i)(?:date[d]?\b|\(registrant\)|signatures?\b)")
_NAME_FIELD = re.compile(r"(?i)name\s{0,3}:\s{0,10}")
_TITLE_FIELD = re.compile(r"(?i)(?:name\s{0,3}/\s{0,3})?title\s{0,3}:?\s{0,10}")
_DATE_CELL = re.compile(
    r"(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{1,3}\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}")
_NOT_SIGNER = re.compile(r"(?i)attorney|authori[sz]ed\s{1,3}(?:signatory|representative|person|agent)|\bagent\b|"
                         r"\bproxy\b|\bon\s{1,3}behalf\b|\bexecutor\b|\btrustee\b")
_BOARD = re.compile(r"(?i)(?:lead\s{1,3}|independent\s{1,3}|non-executive\s{1,3})?director|"
                    r"(?:non-executive\s{1,3}|executive\s{1,3})?chair(?:man|woman|person)?\s{1,3}of\s{1,3}the\s{1,3}board"
                    r"(?:\s{1,3}of\s{1,3}directors)?")
_TITLE_PARTS = re.compile(r"\s{0,3}(?:,|\band\b|&|;|\(|\))\s{0,3}")


@dataclass
class Plan:
    """What the form fields of one document give: mentions per sentence and claims."""

    sentences: Sequence[Sentence]
    values: dict[int, list[Value]] = field(default_factory=dict)
    claims: list[Claim] = field(default_factory=list)
    made: dict[tuple[int, int, int], Found] = field(default_factory=dict)
    dates: filings_headers.Dates = field(default_factory=filings_headers.Dates)
    signed: str = ""  # the first day-grain date of a `Date:` line, seen as `mentions` passes it

    @property
    def date(self) -> str:
        """The filing's own date (ISO day), for a document whose text dates nothing: the
        header's `FILED AS OF DATE`, else a `Date:` / `Dated:` line's, else the period of report."""
        return self.dates.filed or self.signed or self.dates.period

    def mentions(self, index: int, found: list[Found]) -> list[Found]:
        """`found` of sentence `index` with the form values in, sorted by start, no overlaps
        (a value replaces the mentions it overlaps)."""
        if not self.signed:
            self._date_line(index, found)
        values = self.values.get(index)
        if not values:
            return found
        text = self.sentences[index].text
        mine: list[Found] = []
        for v in sorted(values, key=lambda v: (v.start, v.start - v.end)):
            if not any(v.start < m.end and m.start < v.end for m in mine):
                mine.append(self._found(v, text))
        kept = [f for f in found if not any(f.start < m.end and m.start < f.end for m in mine)]
        return sorted([*kept, *mine], key=lambda f: (f.start, f.end))

    def _date_line(self, index: int, found: list[Found]) -> None:
        for sentence, start, end in self.dates.spans:
            if sentence == index:
                for f in found:
                    if f.type == "Date" and start <= f.start and f.end <= end and prop(f.props, "grain") == "day":
                        self.signed = str(prop(f.props, "iso"))
                        return

    def _found(self, v: Value, text: str) -> Found:
        key = (v.line.sentence, v.start, v.end)
        hit = self.made.get(key)
        if hit is None:
            surface = text[v.start:v.end]
            norm = norm_name(v.type, v.name or surface)
            hit = self.made[key] = Found(type=v.type, start=v.start, end=v.end, surface=surface, norm=norm,
                                         confidence=0.95, entity=entity_id(v.type, norm), name=v.name)
        return hit

    def emit(self, out: Collector, doc: IngestedDocument) -> None:
        """Add each claim once per (predicate, subject, object, polarity), in text order."""
        seen: set[tuple[str, str, str, str]] = set()
        for c in self.claims:
            subj = self._found(c.subject, self.sentences[c.subject.line.sentence].text)
            obj = self._found(c.object, self.sentences[c.object.line.sentence].text)
            key = (c.predicate, subj.entity, obj.entity, c.polarity)
            if subj.entity == obj.entity or key in seen:
                continue
            seen.add(key)
            first, last = self.sentences[c.first.sentence], self.sentences[c.last.sentence]
            start = first.start + len(first.text[:c.first.start].encode("utf-8"))
            end = last.start + len(last.text[:c.last.end].encode("utf-8"))
            span = replace(first, start=start, end=end)
            rel = Relation(predicate=c.predicate, subject=subj, object=obj, inferred=False, confidence=c.confidence,
                           polarity=c.polarity, modality="asserted", props=c.props, rule=c.rule)
            out.add_relation(rel, span, Citation.of(doc.document.id, doc.text, start, end), "")


def read(doc: IngestedDocument, sentences: Sequence[Sentence]) -> Plan | None:
    """The plan of a filing's form fields, or None when the document is not a filing."""
    head = doc.text[:_HEAD_BYTES].lower()
    if not any(m in head for m in _MARKERS):
        return None
    lines = lines_of(sentences)
    plan = Plan(sentences=sentences, dates=filings_headers.dates(lines))
    registrant = _registrant(lines)
    _ownership(lines, plan)
    plan.claims += filings_exhibits.subsidiaries(lines, plan.claims)
    plan.claims += filings_headers.owners(lines)
    _signatures(lines, registrant, plan)
    for c in plan.claims:
        for v in (c.subject, c.object):
            values = plan.values.setdefault(v.line.sentence, [])
            if not any(v.start < w.end and w.start < v.end for w in values):
                values.append(v)
    return plan


def _next_value(lines: list[Line], i: int, offset: int) -> tuple[Line, int] | None:
    """(line, offset) of the value after a label ending at `offset` of line `i`: the rest of
    the line, else the next line that is not a rule or another label."""
    if lines[i].text[offset:].strip(" \t|:.,"):
        return lines[i], offset
    for line in lines[i + 1:i + 1 + LOOK]:
        if is_rule(line.text):
            continue
        if _FIELD_LABEL.match(line.text) or _PERSON_LABEL.match(line.text):
            return None
        return line, 0
    return None


def _registrant(lines: list[Line]) -> Value | None:
    """The company the filing is by: the name above `(Exact name of registrant as specified in
    its charter)`, else the SEC header's `FILER:` conformed name."""
    filer: Value | None = None
    for i, line in enumerate(lines):
        if _REGISTRANT_BELOW.fullmatch(line.text):
            above = _above(lines, i)
            if above is not None and org_name(above.text):
                return value(above, 0, "Organization")
        elif filer is None and _FILER.fullmatch(line.text) and line.text[:1] in "Ff":
            filer = conformed(lines, i)
    return filer


def _above(lines: list[Line], i: int) -> Line | None:
    """The line a parenthesized caption is under (rules skipped), in the same or the previous sentence."""
    for line in reversed(lines[max(0, i - LOOK):i]):
        if line.sentence < lines[i].sentence - 1:
            return None
        if not is_rule(line.text):
            return line
    return None


def _issuer(lines: list[Line]) -> Value | None:
    """The issuer a Schedule 13G/13D reports on: the name above `(Name of Issuer)`, else the
    value of `Item 1(a) Name of Issuer:`, else the header's subject company."""
    for i, line in enumerate(lines):
        if _ISSUER_BELOW.fullmatch(line.text):
            above = _above(lines, i)
            if above is not None and not _FIELD_LABEL.match(above.text):
                return value(above, 0, "Organization")
        m = _ISSUER_LABEL.match(line.text)
        if m is not None and m.end() >= len(line.text) - 60:
            nv = _next_value(lines, i, m.end())
            if nv is not None:
                return value(nv[0], nv[1], "Organization")
        if _FILER.fullmatch(line.text) and line.text[:1] in "Ss":
            subject = conformed(lines, i)
            if subject is not None:
                return subject
    return None


@dataclass
class _Cover:
    """One reporting person's cover page, as far as it has been read."""

    label: Line
    name: Value
    percent: tuple[float, Line] | None = None
    codes: frozenset[str] = frozenset()


def _ownership(lines: list[Line], plan: Plan) -> None:
    """BENEFICIAL_OWNER_OF claims of Schedule 13G/13D cover pages: reporting person → issuer,
    with the percentage of the class (a stated 0% is a negative claim)."""
    if not any(_PERSON_LABEL.match(line.text) for line in lines):
        return
    issuer = _issuer(lines)
    if issuer is None:
        return
    cover: _Cover | None = None
    for i, line in enumerate(lines):
        m = _PERSON_LABEL.match(line.text)
        if m is not None:
            _cover_claim(cover, issuer, plan)
            nv = _next_value(lines, i, m.end())
            name = value(nv[0], nv[1], "") if nv is not None else None
            cover = _Cover(label=line, name=name) if name is not None and len(name.line.text) < 120 else None
            continue
        if cover is None:
            continue
        m = _PERCENT_LABEL.match(line.text)
        if m is not None:
            nv = _next_value(lines, i, m.end())
            cover.percent = _percent(nv[0], nv[1]) if nv is not None else None
            continue
        m = _TYPE_LABEL.match(line.text)
        if m is not None:
            nv = _next_value(lines, i, m.end())
            rest = nv[0].text[nv[1]:] if nv is not None else ""
            cover.codes = frozenset(_TYPE_CODES.findall(rest[:20]))
            _cover_claim(cover, issuer, plan)
            cover = None
    _cover_claim(cover, issuer, plan)


def _percent(line: Line, offset: int) -> tuple[float, Line] | None:
    text = line.text[offset:].strip(" \t|:")
    m = _PERCENT.match(text)
    if m is not None and float(m.group(1)) <= 100:
        return round_float(float(m.group(1))), line
    z = _ZERO.match(text)
    if z is not None and (z.end() == len(text) or text[z.end():].lstrip()[:1] == "("):
        return 0.0, line  # "-0-", "0", "-0- (See Item 4)"
    return None


def _cover_claim(cover: _Cover | None, issuer: Value, plan: Plan) -> None:
    if cover is None or cover.percent is None:
        return
    name = cover.name
    text = plan.sentences[name.line.sentence].text[name.start:name.end]
    if "IN" in cover.codes and _SIGNER.fullmatch(text) and not org_name(text):
        type_ = "Person"  # (an individual who is also a control person: `IN, HC`)
    elif cover.codes & _ORG_CODES or (not cover.codes - {"OO"} and org_name(text)):
        type_ = "Organization"
    else:
        return  # no type stated and none the name shows: not read
    pct, pct_line = cover.percent
    plan.claims.append(Claim(
        predicate="BENEFICIAL_OWNER_OF", subject=replace(name, type=type_), object=issuer, first=cover.label,
        last=pct_line, polarity="negative" if pct == 0 else "positive", confidence=0.9,
        props=(("percentage", pct),), rule="sc13_cover"))


def _signatures(lines: list[Line], registrant: Value | None, plan: Plan) -> None:
    """OFFICER_OF / DIRECTOR_OF claims of signature blocks: `/s/ Name` with a stated title,
    for the company named above `By:` or, failing that, the registrant."""
    for i, line in enumerate(lines):
        s = _SIGNED.search(line.text)
        if s is None:
            continue
        n = _SIGNER.match(line.text, s.end())
        if n is None or org_name(n.group()):
            continue
        signer = Value("Person", line, line.start + n.start(), line.start + n.end())
        title, last, typed = _title(lines, i, n.group(), line.text[n.end():])
        predicates = _roles(title)
        if not predicates:
            continue
        company, first = _company(lines, i), line
        if company is not None:
            first = company.line
        elif registrant is not None and (_BY.match(line.text) or s.start() == 0):
            company = registrant
        else:
            continue
        for v in (signer, *typed):
            plan.values.setdefault(v.line.sentence, []).append(v)
        role = " ".join(title.casefold().split())
        for predicate in predicates:
            plan.claims.append(Claim(
                predicate=predicate, subject=signer, object=company, first=first, last=last,
                polarity="positive", confidence=0.85, props=(("role", role),), rule="signature"))


def _cells(text: str) -> list[str]:
    """The cells of a line that are not dates or blanks."""
    return [c.strip(" *") for c in _CELL.split(text) if c.strip(" *,") and not _DATE_CELL.search(c)
            and not _DATE_LINE.match(c.strip(" *"))]


def _title(lines: list[Line], i: int, name: str, rest: str) -> tuple[str, Line, list[Value]]:
    """(title, its last line, the signer's name typed under the signature) of the signature
    on line `i`: the cells after the name, then `Title: …`, `Name, Title` or a plain line
    under the typed name, with continuation lines (`…,` / `… and` / `(Principal … Officer)`)."""
    parts = _cells(rest)
    last = lines[i]
    typed: list[Value] = []
    key = name.casefold()
    for line in lines[i + 1:i + 1 + LOOK]:
        t = line.text
        if line.sentence > lines[i].sentence + 3 or _SIGNED.search(t) or (_BY.match(t) and "by" in t[:4].casefold()):
            break
        if is_rule(t):
            continue
        m = _NAME_FIELD.match(t)
        offset = m.end() if m is not None else 0
        if t[offset:].casefold().startswith(key):
            typed_name = value(line, offset, "Person", offset + len(name))
            if typed_name is not None:
                typed.append(typed_name)
            more = _cells(t[offset + len(name):])
            if more:
                parts += more
                last = line
            continue
        m = _TITLE_FIELD.match(t)
        open_ = parts and (parts[-1].endswith((",", " and")) or t.startswith("("))
        if m is not None and m.end() > 0 and not parts:
            parts += _cells(t[m.end():])
        elif open_ or (not parts and typed and not _DATE_LINE.match(t) and not any(c.isdigit() for c in t)):
            parts += _cells(t)
        else:
            break
        last = line
    return " ".join(" ".join(parts).split()).strip(" ,"), last, typed


def _roles(title: str) -> list[str]:
    """DIRECTOR_OF and/or OFFICER_OF for a signer's title, sorted; none for an attorney-in-fact,
    an agent or a title that names no office (`Senior Director of Accounting` is not a board seat)."""
    if not title or _NOT_SIGNER.search(title):
        return []
    out: set[str] = set()
    for part in _TITLE_PARTS.split(title):
        p = part.strip(" .")
        if not p:
            continue
        if _BOARD.fullmatch(p):
            out.add("DIRECTOR_OF")
        elif "director" not in p.casefold() and (
                role_predicate(p) == "OFFICER_OF" or p.casefold().endswith(" officer")):
            out.add("OFFICER_OF")
    return sorted(out)


def _company(lines: list[Line], i: int) -> Value | None:
    """The company a `By: /s/ …` signature on line `i` signs for: the company line above it
    (`ACME CORP`, `Date: … | Acme Corp`, `By: Acme LLC, its Manager`), dates and `its …` skipped."""
    if not _BY.match(lines[i].text):
        return None
    for line in reversed(lines[max(0, i - LOOK):i]):
        t = line.text
        if line.sentence < lines[i].sentence - 3:
            return None
        if is_rule(t) or _ITS.match(t) or (_DATE_LINE.match(t) and "|" not in t):
            continue
        b = _BY_ORG.fullmatch(t)
        if b is not None:
            return value(line, b.start(1), "Organization", b.end(1)) if org_name(b.group(1)) else None
        cells = _cells(t)
        if len(cells) == 1 and org_name(cells[0]):
            at = t.rindex(cells[0])
            return value(line, at, "Organization", at + len(cells[0].rstrip(" ,:")))
        return None
    return None
