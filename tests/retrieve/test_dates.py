"""The days and months a question writes out, as ISO strings (fixture table: text, days, months)."""

from __future__ import annotations

import pytest

from textgraph.retrieve.dates import QuestionDates, question_dates
from textgraph.retrieve.rank import date_phrases

CASES = [
    ("Which transfer took place on 2 April 2026?", ("2026-04-02",), ()),
    ("Did Beta Logistics receive the payments of 4 and 11 March 2026?", ("2026-03-04", "2026-03-11"), ()),
    ("paid on 1st, 2nd & 3rd June 2025", ("2025-06-01", "2025-06-02", "2025-06-03"), ()),
    ("on March 4th, 2026 or 2026-04-02", ("2026-03-04", "2026-04-02"), ()),
    ("Sept. 3, 2025 and 5 sep 2025", ("2025-09-03", "2025-09-05"), ()),
    ("Which payments did Gamma make in April 2026?", (), ("2026-04",)),
    ("in April 2026, and on 9 April 2026", ("2026-04-09",), ()),  # a named day covers its month
    ("in May 2026 and June 2026", (), ("2026-05", "2026-06")),
    ("USD 750,000 on 20 March 2026", ("2026-03-20",), ()),
    ("What do 03/04/2026 and 03/11/2026 refer to?", (), ()),  # day/month order would be a guess
    ("on 32 March 2026 or 2026-13-01", (), ()),
    ("no date here", (), ()),
]


@pytest.mark.parametrize(("text", "days", "months"), CASES)
def test_question_dates(text: str, days: tuple[str, ...], months: tuple[str, ...]) -> None:
    assert question_dates(text) == QuestionDates(days, months)


def test_date_phrases_are_the_days_as_fts_tokens() -> None:
    assert date_phrases("the payments of 4 and 11 March 2026") == ["2026 03 04", "2026 03 11"]
    assert not question_dates("no date here")


RANGES = [
    ("What happened between 1 March 2026 and 15 March 2026?", (), (("2026-03-01", "2026-03-15"),)),
    ("payments between 21 and 31 March 2026", (), (("2026-03-21", "2026-03-31"),)),
    ("between May 2026 and June 2026", (), (("2026-05", "2026-06"),)),
    ("from 2026-03-01 to 2026-04-30, and on 2 May 2026", ("2026-05-02",), (("2026-03-01", "2026-04-30"),)),
    ("between 15 March 2026 and 1 March 2026", ("2026-03-15", "2026-03-01"), ()),  # backwards: two days
]


@pytest.mark.parametrize(("text", "days", "ranges"), RANGES)
def test_question_ranges(text: str, days: tuple[str, ...], ranges: tuple[tuple[str, str], ...]) -> None:
    assert question_dates(text) == QuestionDates(days, (), ranges)


def test_range_ends_are_still_searched_as_dates() -> None:
    assert date_phrases("between 21 and 31 March 2026") == ["2026 03 21", "2026 03 31"]


def test_a_range_open_on_one_side_runs_from_or_to_the_date_named() -> None:
    from textgraph.retrieve.dates import EARLIEST, LATEST

    assert question_dates("Who did Beta Ltd pay after 20 March 2026?").ranges == (("2026-03-21", LATEST),)
    assert question_dates("payments since March 2026").ranges == (("2026-03", LATEST),)
    assert question_dates("after December 2025").ranges == (("2026-01", LATEST),)
    assert question_dates("wires before 1 January 2026").ranges == ((EARLIEST, "2025-12-31"),)
    assert question_dates("until April 2026").ranges == ((EARLIEST, "2026-04"),)
    got = question_dates("What happened after 20 March 2026?")
    assert not got.days and not got.months and got.every_day() == ()  # no open end is a search term
    # "from" a day alone names that day ("the wire from 4 March 2026")
    assert question_dates("What was the wire from 4 March 2026?").days == ("2026-03-04",)
    # a range with both ends is still one range, not an open one
    assert question_dates("from 1 March 2026 to 15 April 2026").ranges == (("2026-03-01", "2026-04-15"),)


def test_a_year_named_alone_is_a_whole_year_and_ends_a_range() -> None:
    """`in 2021` asks about the year (beside the months and days written out); a year is a
    range's end as a day or a month is; a number that is an amount or a count is no year."""
    from textgraph.retrieve.dates import EARLIEST, LATEST

    assert question_dates("Who paid Beta Ltd in 2021?").months == ("2021",)
    assert question_dates("during fiscal 2022").months == ("2022",)
    assert question_dates("in March 2021 and in 2022").months == ("2021-03", "2022")
    assert question_dates("in March 2021").months == ("2021-03",)  # its year is no other date
    assert question_dates("payments between 2019 and 2021").ranges == (("2019", "2021"),)
    assert question_dates("from 2019 to 2021").ranges == (("2019", "2021"),)
    assert question_dates("between March 2021 and 2022").ranges == (("2021-03", "2022"),)
    assert question_dates("transfers since 2020").ranges == (("2020", LATEST),)
    assert question_dates("wires after 2020").ranges == (("2021", LATEST),)
    assert question_dates("wires before 2021").ranges == ((EARLIEST, "2020"),)
    assert not question_dates("Was there a payment of 2000 to Beta Ltd?")
    assert not question_dates("Who holds 2021 shares of Beta Ltd?")
    assert not question_dates("Who paid 2000 and 2021 to Beta Ltd?")
