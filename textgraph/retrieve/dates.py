"""The calendar days and months a question writes out ("2 April 2026", "4 and 11 March 2026",
"March 4th, 2026", "2026-04-02", "in April 2026"), as ISO strings.

Numeric forms with slashes or dots ("03/04/2026") are left alone: day and month order is a
guess, and a wrong guess would steer the answer with false confidence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class QuestionDates:
    """ISO days (`2026-04-02`) and whole months (`2026-04`) named in a question, in text order."""

    days: tuple[str, ...] = ()
    months: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.days or self.months)


def _day(year: str, month: int, day: str) -> str:
    return f"{year}-{month:02d}-{int(day):02d}" if 1 <= int(day) <= 31 else ""


def question_dates(text: str) -> QuestionDates:
    """The days and months `text` names; a month counts only when no day of it is named."""
    found: list[tuple[int, str]] = []
    months: list[tuple[int, str]] = []
    lowered = text.casefold()
    for m in _DAYS_MONTH_YEAR.finditer(lowered):
        month, year = MONTHS[m.group(2)], m.group(3)
        named = _DAY.findall(m.group(1))
        if named:
            found += [(m.start(), d) for d in (_day(year, month, x) for x in named) if d]
        else:
            months.append((m.start(), f"{year}-{month:02d}"))
    for m in _MONTH_DAY_YEAR.finditer(lowered):
        day = _day(m.group(3), MONTHS[m.group(1)], m.group(2))
        if day:
            found.append((m.start(), day))
    for m in _ISO_DAY.finditer(lowered):
        day = _day(m.group(1), int(m.group(2)), m.group(3)) if 1 <= int(m.group(2)) <= 12 else ""
        if day:
            found.append((m.start(), day))
    days = _unique(d for _, d in sorted(found))
    covered = {d[:7] for d in days}
    return QuestionDates(days, _unique(month for _, month in sorted(months) if month not in covered))


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    out: list[str] = []
    for item in items:
        if item not in out:
            out.append(item)
    return tuple(out)
