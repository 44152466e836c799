"""SEC submission headers: reporting owners of Forms 3/4/5 with their relationship to the
issuer, and the dates a filing states for itself.

A full submission (`<SEC-HEADER>` … `<DOCUMENT>`) names each reporting owner in a
`<REPORTING-OWNER>` block (`COMPANY CONFORMED NAME:` or `<rptOwnerName>`) with
`<RELATIONSHIP>DIRECTOR` or the ownership document's `<isDirector>1</isDirector>`,
`<isOfficer>`, `<officerTitle>`, `<isTenPercentOwner>`; the issuer is the `SUBJECT COMPANY:` /
`ISSUER:` block's conformed name, else `<issuerName>`. EDGAR writes a person's name
`LAST FIRST MIDDLE` (`FOSTER ALAN H`): a director or officer is a person and the name is
turned (`Alan H Foster`); a name that is not plainly a person's gives no claim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from textgraph.extract.filings_lines import LOOK, Claim, Line, Value, org_name, value
from textgraph.extract.lexicon import LEGAL_SUFFIXES, ORG_HEADS

_TAG = re.compile(r"(?i)<([a-z][\w-]{0,40})>\s{0,5}([^<>]{0,200}?)\s{0,5}(?:</([a-z][\w-]{0,40})>)?")
_CLOSE = re.compile(r"(?i)</([a-z][\w-]{0,40})>")
_BLOCK = re.compile(r"(?i)(reporting-owner|issuer|subject\s{1,3}company|filed\s{1,3}by|filer)\s{0,3}:")
_NAME = re.compile(r"(?i)company\s{1,3}conformed\s{1,3}name\s{0,3}:\s{0,20}")
_SLASHED = re.compile(r"(?:\s{1,3}/[\w ]{0,12}/?)+$")  # EDGAR's ` /DE/`, ` /NY`, ` /` after a name
_YES = frozenset(("1", "true", "yes", "x"))
_FLAGS = {"isdirector": "DIRECTOR", "isofficer": "OFFICER", "istenpercentowner": "TENPERCENTOWNER"}
_RELATIONS = {"director": "DIRECTOR", "officer": "OFFICER", "tenpercentowner": "TENPERCENTOWNER",
              "10percentowner": "TENPERCENTOWNER", "10%owner": "TENPERCENTOWNER"}
_NO_TITLE = re.compile(r"(?i)see\s{1,3}remarks?|n/?a|none|-{1,3}")
_PARTICLES = frozenset(("van", "von", "de", "del", "della", "der", "den", "di", "da", "du", "la", "le", "st", "st."))
_SUFFIXES = frozenset(("jr", "jr.", "sr", "sr.", "ii", "iii", "iv"))
_PERSON_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]{0,30}\.?")
_NOT_PERSON = LEGAL_SUFFIXES | ORG_HEADS | frozenset(("trust", "estate", "et", "al", "&", "and", "of", "the"))
_HEADER_DATES = (("filed", re.compile(r"(?i)(?:filed\s{1,3}as\s{1,3}of\s{1,3}date\s{0,3}:|<filing-date>)\s{0,20}"
                                      r"(\d{8})")),
                 ("period", re.compile(r"(?i)(?:conformed\s{1,3}period\s{1,3}of\s{1,3}report\s{0,3}:|<period>)"
                                       r"\s{0,20}(\d{8})")))
_DATE_LINE = re.compile(r"(?i)dated?\s{0,3}:|dated\s(?=\s{0,3}[a-z0-9])")
_BARE_DATE = re.compile(r"(?i)date[d]?\s{0,3}:?")


@dataclass
class _Owner:
    used: list[Line] = field(default_factory=list)  # the lines read: the claim cites from the first to the last
    name: Value | None = None
    relations: list[str] = field(default_factory=list)
    title: str = ""


def owners(lines: list[Line]) -> list[Claim]:
    """DIRECTOR_OF / OFFICER_OF / BENEFICIAL_OWNER_OF claims of the reporting owners of a
    submission header or ownership document, in text order; none without an issuer."""
    found: list[_Owner] = []
    issuer: Value | None = None
    owner: _Owner | None = None
    for i, line in enumerate(lines):
        t = line.text
        close = _CLOSE.fullmatch(t)
        tag = _TAG.fullmatch(t) if close is None else None
        key = tag.group(1).casefold().replace("-", "") if tag is not None else ""
        block = _BLOCK.fullmatch(t)
        if (close is not None and close.group(1).casefold().replace("-", "") in ("reportingowner", "secheader")) \
                or block is not None or key in ("reportingowner", "issuer"):
            owner = None
        if key == "reportingowner" or (block is not None and block.group(1).casefold() == "reporting-owner"):
            owner = _Owner()
            found.append(owner)
        elif (block is not None and block.group(1)[:1] in "IiSs") or key == "issuer":
            issuer = issuer or _block_name(lines, i)
        elif tag is not None and key == "issuername" and tag.group(2):
            issuer = issuer or value(line, tag.start(2), "Organization", tag.end(2))
        elif owner is not None:
            _owner_field(owner, line, tag, key)
    if issuer is None:
        return []
    return [c for o in found for c in _claims(o, issuer)]


def filed_by(lines: list[Line]) -> Value | None:
    """The conformed name of the header's `FILED BY:` block (a Schedule 13G's filer)."""
    for i, line in enumerate(lines):
        block = _BLOCK.fullmatch(line.text)
        if block is not None and block.group(1)[:1] in "Ff" and block.group(1)[-1:] in "Yy":
            return _block_name(lines, i)
    return None


def _block_name(lines: list[Line], i: int) -> Value | None:
    """The conformed name of the header block that starts on line `i` (`COMPANY DATA:` between)."""
    for line in lines[i + 1:i + 1 + LOOK]:
        m = _NAME.match(line.text)
        if m is not None:
            return _name_value(line, m.end(), "Organization")
        tag = _TAG.fullmatch(line.text)
        if tag is not None and tag.group(1).casefold() == "conformed-name":
            return _name_value(line, tag.start(2), "Organization", tag.end(2))
    return None


def _name_value(line: Line, offset: int, type_: str, end: int | None = None) -> Value | None:
    """A conformed name without EDGAR's trailing ` /DE/` state mark."""
    text = line.text[offset:end]
    cut = _SLASHED.search(text)
    return value(line, offset, type_, offset + cut.start() if cut is not None else end)


def _owner_field(owner: _Owner, line: Line, tag: re.Match[str] | None, key: str) -> None:
    m = _NAME.match(line.text)
    if m is not None and owner.name is None:
        owner.name = _name_value(line, m.end(), "")
    elif tag is None:
        return
    elif key in ("rptownername", "conformedname") and owner.name is None:
        owner.name = _name_value(line, tag.start(2), "", tag.end(2))
    elif key == "relationship":
        owner.relations += [r for r in (_RELATIONS.get(re.sub(r"[\s_-]", "", p).casefold())
                                        for p in re.split(r"[,;]", tag.group(2))) if r]
    elif key in _FLAGS and tag.group(2).strip().casefold() in _YES:
        owner.relations.append(_FLAGS[key])
    elif key == "officertitle" and tag.group(2).strip():
        owner.title = " ".join(tag.group(2).casefold().split())
    else:
        return
    owner.used.append(line)


def _claims(owner: _Owner, issuer: Value) -> list[Claim]:
    if owner.name is None or not owner.relations:
        return []
    v = owner.name
    text = v.line.text[v.start - v.line.start:v.end - v.line.start]
    rels = frozenset(owner.relations)
    out: list[Claim] = []
    first = min(owner.used, key=_at)
    last = max(owner.used, key=_at)
    if rels & {"DIRECTOR", "OFFICER"}:
        name = person_name(text)
        if name is None:
            return []
        subject = Value("Person", v.line, v.start, v.end, name)
        if "DIRECTOR" in rels:
            out.append(_claim("DIRECTOR_OF", subject, issuer, first, last, (("role", "director"),)))
        if "OFFICER" in rels:
            title = owner.title if owner.title and not _NO_TITLE.fullmatch(owner.title) else "officer"
            out.append(_claim("OFFICER_OF", subject, issuer, first, last, (("role", title),)))
    elif org_name(text) or text.rsplit(None, 1)[-1].casefold() in ORG_HEADS:
        subject = Value("Organization", v.line, v.start, v.end)
    else:
        return []  # a ten-percent owner's name that is not plainly a company's: not typed, not read
    if "TENPERCENTOWNER" in rels:
        out.append(_claim("BENEFICIAL_OWNER_OF", subject, issuer, first, last, (("role", "10% owner"),)))
    return out


def _at(line: Line) -> tuple[int, int]:
    return line.sentence, line.start


def _claim(predicate: str, subject: Value, issuer: Value, first: Line, last: Line,
           props: tuple[tuple[str, str], ...]) -> Claim:
    return Claim(predicate=predicate, subject=subject, object=issuer, first=first, last=last,
                 polarity="positive", confidence=0.9, props=props, rule="header_owner")


def person_name(text: str) -> str | None:
    """`FOSTER ALAN H` → `Alan H Foster`, `Foster, Alan H.` → `Alan H. Foster`, `VAN DYKE
    JOHN JR` → `John Van Dyke Jr`; None when the words are not a person's name's."""
    if "," in text:
        last_part, _, rest = text.partition(",")
        last, given = last_part.split(), rest.split()
    else:
        words = text.split()
        n = 1
        while n < len(words) - 1 and words[n - 1].casefold() in _PARTICLES:
            n += 1
        last, given = words[:n], words[n:]
    suffix = [w for w in given if w.casefold().rstrip(",") in _SUFFIXES]
    given = [w for w in given if w not in suffix]
    words = [*given, *last]
    if not given or not 2 <= len(words) <= 5 or any(
            not _PERSON_WORD.fullmatch(w) or w.casefold().rstrip(".") in _NOT_PERSON for w in words):
        return None
    out = " ".join([*given, *last, *suffix])
    return _title_case(out) if text.isupper() else out


def _title_case(text: str) -> str:
    return re.sub(r"[A-Za-z]+", lambda m: m.group()[:1] + m.group()[1:].lower(), text)


@dataclass(frozen=True, slots=True)
class Dates:
    """The dates a filing gives itself: header `FILED AS OF DATE` / `CONFORMED PERIOD OF
    REPORT` (ISO) and the spans (sentence, start, end) where a `Date:` line's date stands."""

    filed: str = ""
    period: str = ""
    spans: tuple[tuple[int, int, int], ...] = ()


def dates(lines: list[Line]) -> Dates:
    found: dict[str, str] = {}
    spans: list[tuple[int, int, int]] = []
    for i, line in enumerate(lines):
        for name, pattern in _HEADER_DATES:
            m = pattern.fullmatch(line.text)
            if m is not None and name not in found:
                iso = _iso(m.group(1))
                if iso:
                    found[name] = iso
        if _DATE_LINE.match(line.text):
            spans.append((line.sentence, line.start, line.end))
        elif _BARE_DATE.fullmatch(line.text) and i + 1 < len(lines):
            nxt = lines[i + 1]  # `DATE` over the date, as Form 4 signs
            spans.append((nxt.sentence, nxt.start, nxt.end))
    return Dates(filed=found.get("filed", ""), period=found.get("period", ""), spans=tuple(spans))


def _iso(digits: str) -> str:
    """`20000314` → `2000-03-14`; empty for a day that does not exist."""
    try:
        return date(int(digits[:4]), int(digits[4:6]), int(digits[6:8])).isoformat()
    except ValueError:
        return ""
