"""Dates: `2026-03-04`, `4 March 2026`, `March 4th, 2026`, `03/04/2026` (order from
`config.extract.date_order`), `Q1 2026`, `March 2026` → ISO in prop `iso`.

Day precision gives `YYYY-MM-DD`, month precision `YYYY-MM`, a quarter the ISO interval
`YYYY-MM-DD/YYYY-MM-DD`. A SWIFT message's value date (`:32A:230315…`, YYMMDD) too.
Impossible dates (31 February) are not dates.
"""

from __future__ import annotations

import calendar
import re
from functools import lru_cache

from textgraph.entities import entity_id
from textgraph.extract.base import DocContext, Found, SentenceView
from textgraph.extract.lexicon import MONTHS

_MON = (r"(?:Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|Aug(?:ust|\.)?"
        r"|Sep(?:t(?:ember|\.)?|\.)?|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?)")
_ORD = r"(?:st|nd|rd|th)?"
# every `_MON` starts with one of these (case-sensitive, like `_MON`): a cheap gate for three scans
_ANY_MONTH = re.compile("Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec")
_ISO = re.compile(r"(?<![\w/.-])(\d{4})-(\d{2})-(\d{2})(?![\w/-]|\.\d)")
_DMY = re.compile(rf"(?<![\w.])(\d{{1,2}}){_ORD}[ \t](?:day[ \t]of[ \t])?({_MON})(?![\w])[ \t]?,?[ \t]{{0,2}}"
                  r"(\d{4})(?!\d)")
_MDY = re.compile(rf"(?<![\w.])({_MON})(?![\w])[ \t]?(\d{{1,2}}){_ORD}(?!\d)[ \t]?,?[ \t]{{0,2}}(\d{{4}})(?!\d)")
_NUMERIC = re.compile(r"(?<![\w/.-])(\d{1,2})([/.])(\d{1,2})\2(\d{4})(?![\w/]|\.\d)")
# what every `_NUMERIC` match holds (a digit, its separator, a digit): a gate that starts with a
# char class, which the engine scans for in C, where `_NUMERIC`'s look-behind is tried at
# every position; nearly every sentence has a `.`, few have a numeric date
_NUMERIC_GATE = re.compile(r"\d[/.]\d")
# the same two over a document's bytes (its digits are ASCII): `document_date_order` reads them all
_NUMERIC_BYTES = re.compile(_NUMERIC.pattern.encode("ascii"))
_NUMERIC_GATE_BYTES = re.compile(_NUMERIC_GATE.pattern.encode("ascii"))
# a SWIFT message's value date, the first six digits of its `:32A:` field (`:32A:230315USD250000,00`)
_SWIFT_DATE = re.compile(r"(?m)^:32A:[ \t]*(\d{2})(\d{2})(\d{2})(?=[A-Z]{3}\d)")
_QUARTER = re.compile(r"(?<![\w])(?:Q([1-4])|([1-4])Q)[ \t]?(?:FY[ \t]?)?(\d{4})(?!\d)")
_MONTH_YEAR = re.compile(rf"(?<![\w.])(?<!\d )(?<!\dst )(?<!\dnd )(?<!\drd )(?<!\dth )({_MON})(?![\w])"
                         r"[ \t]?,?[ \t]?(\d{4})(?!\d)")


@lru_cache(maxsize=1 << 12)
def iso_day(year: int, month: int, day: int) -> str | None:
    """`YYYY-MM-DD` when the date exists (years 1000–2999), else None."""
    if not (1000 <= year <= 2999 and 1 <= month <= 12):
        return None
    if not 1 <= day <= calendar.monthrange(year, month)[1]:
        return None
    return f"{year:04d}-{month:02d}-{day:02d}"


def _month(name: str) -> int:
    return MONTHS.get(name.rstrip(".").casefold(), 0)


def _numeric(a: int, b: int, year: int, order: str) -> str | None:
    if a > 12 >= b:
        return iso_day(year, b, a)
    if b > 12 >= a:
        return iso_day(year, a, b)
    return iso_day(year, b, a) if order.upper().startswith("D") else iso_day(year, a, b)


def _found(m: re.Match[str], start: int, iso: str, grain: str) -> Found:
    # the entity id is the one `run_rules` would give it (`DocContext.identify`): set here, so
    # the chosen mention is not copied to set it
    return Found(type="Date", start=start, end=m.end(), surface=m.string[start:m.end()], norm=iso,
                 props=(("grain", grain), ("iso", iso)), entity=entity_id("Date", iso) if iso else "")


def dates(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Date mentions with props iso and grain (day, month, quarter)."""
    if not view.has_digit:
        return []
    text = view.text
    out: list[Found] = []
    if "-" in text:
        for m in _ISO.finditer(text):
            iso = iso_day(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            if iso:
                out.append(_found(m, m.start(), iso, "day"))
    if ("/" in text or "." in text) and _NUMERIC_GATE.search(text):
        _numeric_dates(text, ctx.date_order or ctx.config.extract.date_order, out)
    if "Q" in text:
        _quarters(text, out)
    if ":32A:" in text:
        for m in _SWIFT_DATE.finditer(text):
            year = int(m.group(1))
            iso = iso_day(year + (2000 if year < 80 else 1900), int(m.group(2)), int(m.group(3)))
            if iso:
                out.append(_found(m, m.start(1), iso, "day"))
    if _ANY_MONTH.search(text):
        _month_dates(text, out)
    if len(out) < 2:
        return out
    # a month or a bare date inside a longer date ("March 2026" in "4 March 2026") is not another one
    return [f for f in out if not any(g is not f and g.start <= f.start and f.end <= g.end
                                      and g.end - g.start > f.end - f.start for g in out)]


def _month_dates(text: str, out: list[Found]) -> None:
    for m in _DMY.finditer(text):
        iso = iso_day(int(m.group(3)), _month(m.group(2)), int(m.group(1)))
        if iso:
            out.append(_found(m, m.start(), iso, "day"))
    for m in _MDY.finditer(text):
        iso = iso_day(int(m.group(3)), _month(m.group(1)), int(m.group(2)))
        if iso:
            out.append(_found(m, m.start(), iso, "day"))
    for m in _MONTH_YEAR.finditer(text):
        month, year = _month(m.group(1)), int(m.group(2))
        if month and 1000 <= year <= 2999 and (m.group(1) != "May" or m.start(1) > 0):
            out.append(_found(m, m.start(1), f"{year:04d}-{month:02d}", "month"))


def document_date_order(text: bytes, default: str) -> str:
    """How a document (its text's bytes) writes its numeric dates: DMY when some date can only
    be day first (`25/03/2026`) and none only month first (`03/25/2026`), MDY the other way
    round, else `default` (the config's; a document whose every date is ambiguous cannot
    settle it)."""
    if not _NUMERIC_GATE_BYTES.search(text):
        return default
    day_first = month_first = False
    for m in _NUMERIC_BYTES.finditer(text):
        a, b = int(m.group(1)), int(m.group(3))
        if a > 12 >= b >= 1:
            day_first = True
        elif b > 12 >= a >= 1:
            month_first = True
    if day_first != month_first:
        return "DMY" if day_first else "MDY"
    return default


def _numeric_dates(text: str, order: str, out: list[Found]) -> None:
    for m in _NUMERIC.finditer(text):
        iso = _numeric(int(m.group(1)), int(m.group(3)), int(m.group(4)), order)
        if iso:
            out.append(_found(m, m.start(), iso, "day"))


def _quarters(text: str, out: list[Found]) -> None:
    for m in _QUARTER.finditer(text):
        q, year = int(m.group(1) or m.group(2)), int(m.group(3))
        if 1000 <= year <= 2999:
            last = q * 3
            iso = f"{year:04d}-{last - 2:02d}-01/{year:04d}-{last:02d}-{calendar.monthrange(year, last)[1]:02d}"
            out.append(_found(m, m.start(), iso, "quarter"))
