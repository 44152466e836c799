"""The calendar days, months and years a question writes out ("2 April 2026", "4 and 11 March
2026", "March 4th, 2026", "2026-04-02", "in April 2026", "in 2026"), as ISO strings.

Numeric forms with slashes or dots ("03/04/2026") are left alone: day and month order is a
guess, and a wrong guess would steer the answer with false confidence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
                "october", "november", "december")
MONTHS = {name: i for i, name in enumerate(_MONTH_NAMES, 1)} | {
    name[:3]: i for i, name in enumerate(_MONTH_NAMES, 1) if name != "may"} | {"sept": 9}
_MONTH = "|".join(sorted(MONTHS, key=lambda m: (-len(m), m)))
_ORD = r"(?:st|nd|rd|th)?"
# "4 and 11 March 2026", "2 April 2026", "April 2026": a run of days (maybe none), month, year
_DAYS_MONTH_YEAR = re.compile(
    rf"\b((?:\d{{1,2}}{_ORD}(?:\s*(?:,|&|\band\b|\bor\b)\s*|\s+))*)({_MONTH})\b\.?,?\s+(\d{{4}})\b")
# "March 4, 2026", "March 4th 2026"
_MONTH_DAY_YEAR = re.compile(rf"\b({_MONTH})\b\.?\s+(\d{{1,2}}){_ORD},?\s+(\d{{4}})\b")
_ISO_DAY = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_DAY = re.compile(r"\d{1,2}")
# a year written alone after a word of time ("in 2021", "during fiscal 2022", "since 2019",
# "between 2019 and 2021"): not an amount or a count ("a payment of 2000", "2021 shares"), so
# only after these words, and after "and", "to" or a dash only as a range's second end
_YEAR = re.compile(
    r"\b(?:(?P<lead>in|during|throughout|since|after|before|until|till|by|from|between|through|for)"
    r"\s+|(?P<gap>(?:and|to|until|till|through)\s+|\s*[-–]\s*))(?:the\s+)?(?:(?:calendar|financial|fiscal)\s+)?"
    r"(?:year\s+|fy\s?)?((?:1[89]|20)\d\d)\b(?![.,]\d|\s*(?:%|per\s?cent|shares|units|dollars|euros|pounds))")


# "between 1 and 15 March 2026", "between 1 March 2026 and 15 April 2026", "from ... to/until ..."
_RANGE_GAP = re.compile(r"\s*(?:and|to|until|till|through|thru|-|–)\s*$")
_RANGE_OPEN = re.compile(r"\b(?:between|from)\s*$")
_TWO_DAYS = re.compile(r"^\s*(\d{1,2})" + _ORD + r"\s+and\s+(\d{1,2})" + _ORD + r"\s*$")
# a range open on one side: "after 20 March 2026" (from the next day), "since March 2026" (from
# it), "before 1 April 2026" (to the day before), "until April 2026" (to its end); not "from 4
# March 2026" alone, which mostly names the day ("the wire from 4 March 2026")
_OPEN_AFTER = re.compile(r"\b(?:(?P<after>after|later\s+than|following)|(?:since|starting|on\s+or\s+after))"
                         r"\s+(?:the\s+)?(?:(?:day|month)\s+of\s+)?$")
_OPEN_BEFORE = re.compile(r"\b(?:(?P<before>before|prior\s+to|earlier\s+than)|(?:until|till|by|up\s+to|through|"
                          r"on\s+or\s+before))\s+(?:the\s+)?(?:end\s+of\s+)?$")
EARLIEST = "0000-01-01"  # the open end of "before …": every date is after it
LATEST = "9999-12-31"  # the open end of "after …"


@dataclass(frozen=True, slots=True)
class QuestionDates:
    """ISO days (`2026-04-02`), then whole months (`2026-04`) and years (`2026`, named alone:
    "in 2026") named in a question, each in text order, and the spans it names ("between 1
    March 2026 and 15 March 2026") as (first, last) pairs of days, months or years, both
    included; a range's ends are not also listed as days or months."""

    days: tuple[str, ...] = ()
    months: tuple[str, ...] = ()
    ranges: tuple[tuple[str, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.days or self.months or self.ranges)

    def every_day(self) -> tuple[str, ...]:
        """The days named, range ends included, in text order."""
        ends = tuple(end for pair in self.ranges for end in pair
                     if len(end) == 10 and EARLIEST not in pair and LATEST not in pair)
        return self.days + tuple(d for d in ends if d not in self.days)


def _day(year: str, month: int, day: str) -> str:
    return f"{year}-{month:02d}-{int(day):02d}" if 1 <= int(day) <= 31 else ""


def question_dates(text: str) -> QuestionDates:
    """The days, months, years and ranges `text` names; a month counts only when no day of it
    is named, a year only when no day or month of it is."""
    found: list[tuple[int, int, str]] = []  # (start, end, day or month) of each date written out
    lowered = text.casefold()
    ranges: list[tuple[int, str, str]] = []
    for m in _DAYS_MONTH_YEAR.finditer(lowered):
        month, year = MONTHS[m.group(2)], m.group(3)
        named = _DAY.findall(m.group(1))
        two = _TWO_DAYS.match(m.group(1))
        if two and _RANGE_OPEN.search(lowered[:m.start()]):  # "between 4 and 11 March 2026"
            low, high = _day(year, month, two.group(1)), _day(year, month, two.group(2))
            if low and high:
                ranges.append((m.start(), low, high))
                continue
        if named:
            found += [(m.start(), m.end(), d) for d in (_day(year, month, x) for x in named) if d]
        else:
            found.append((m.start(), m.end(), f"{year}-{month:02d}"))
    for m in _MONTH_DAY_YEAR.finditer(lowered):
        day = _day(m.group(3), MONTHS[m.group(1)], m.group(2))
        if day:
            found.append((m.start(), m.end(), day))
    for m in _ISO_DAY.finditer(lowered):
        day = _day(m.group(1), int(m.group(2)), m.group(3)) if 1 <= int(m.group(2)) <= 12 else ""
        if day:
            found.append((m.start(), m.end(), day))
    dated = [(start, end) for start, end, _ in found]
    for m in _YEAR.finditer(lowered):
        start = m.start(3)
        if any(lo <= start < hi for lo, hi in dated):  # the year of a day or month written out
            continue
        # a second end ("and 2021") only right after a date this loop or the ones above found
        if m.group("gap") and not any(hi <= m.start() and not lowered[hi:m.start()].strip() for _, hi, _ in found):
            continue
        found.append((start, m.end(3), m.group(3)))
    found.sort()
    ends: set[int] = set()
    for i in range(len(found) - 1):  # two dates joined by "and"/"to" after "between"/"from"
        (s1, e1, low), (s2, _, high) = found[i], found[i + 1]
        if (i not in ends and _RANGE_GAP.match(lowered[e1:s2]) and _RANGE_OPEN.search(lowered[:s1])
                and low <= high):
            ranges.append((s1, low, high))
            ends |= {i, i + 1}
    rest: list[tuple[int, int, str]] = []
    for i, (start, end, when) in enumerate(found):
        if i in ends:
            continue
        before = lowered[max(0, start - 30):start]
        after = _OPEN_AFTER.search(before)
        until = _OPEN_BEFORE.search(before) if after is None else None
        if after is not None:
            ranges.append((start, _next(when) if after.group("after") else when, LATEST))
        elif until is not None:
            ranges.append((start, EARLIEST, _previous(when) if until.group("before") else when))
        else:
            rest.append((start, end, when))
    days = _unique(d for _, _, d in rest if len(d) == 10)
    covered = {d[:7] for d in days} | {d[:4] for d in days}
    months = _unique(m for _, _, m in rest if len(m) == 7 and m not in covered)
    covered |= {m[:4] for m in months}
    months += _unique(y for _, _, y in rest if len(y) == 4 and y not in covered)
    return QuestionDates(days, months, tuple(sorted({(low, high) for _, low, high in ranges})))


def _next(when: str) -> str:
    """The day, month or year after `when` (`2026-03-20` → `2026-03-21`, `2026-12` → `2027-01`,
    `2026` → `2027`)."""
    if len(when) == 4:
        return str(int(when) + 1)
    if len(when) == 7:
        year, month = int(when[:4]), int(when[5:])
        return f"{year + month // 12}-{month % 12 + 1:02d}"
    try:
        return (date.fromisoformat(when) + timedelta(days=1)).isoformat()
    except ValueError:  # "2026-02-31": past its month's end, so the next month
        return _next(when[:7])


def _previous(when: str) -> str:
    """The day, month or year before `when`."""
    if len(when) == 4:
        return str(int(when) - 1)
    if len(when) == 7:
        year, month = int(when[:4]), int(when[5:])
        return f"{year - (month == 1)}-{(month - 2) % 12 + 1:02d}"
    try:
        return (date.fromisoformat(when) - timedelta(days=1)).isoformat()
    except ValueError:
        return when[:7] + "-28"


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    out: list[str] = []
    for item in items:
        if item not in out:
            out.append(item)
    return tuple(out)
