"""Money and date normalization, IBAN checksums: examples plus hypothesis properties."""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import Config, ExtractConfig
from textgraph.extract.accounts import IBAN_LENGTHS, accounts, iban_ok
from textgraph.extract.base import DocContext, SentenceView
from textgraph.extract.dates import dates
from textgraph.extract.money import money, spelled_value, to_minor
from textgraph.model import prop

CTX = DocContext(config=Config(extract=ExtractConfig(date_order="DMY")), doc_id="doc:test")
MDY = DocContext(config=Config(extract=ExtractConfig(date_order="MDY")), doc_id="doc:test")


def _money(text: str) -> list[tuple[str, str]]:
    return [(f.surface, f.norm) for f in money(SentenceView(text), CTX)]


def _dates(text: str, ctx: DocContext = CTX) -> list[str]:
    return sorted(f.norm for f in dates(SentenceView(text), ctx))


def test_money_examples() -> None:
    assert _money("paid $2,000,000.") == [("$2,000,000", "USD 200000000")]
    assert _money("a further US$2.5 million") == [("US$2.5 million", "USD 250000000")]
    assert _money("USD 2.5m") == [("USD 2.5m", "USD 250000000")]
    assert _money("€1.2m") == [("€1.2m", "EUR 120000000")]
    assert _money("EUR 40,000.00") == [("EUR 40,000.00", "EUR 4000000")]
    assert _money("£500k") == [("£500k", "GBP 50000000")]
    assert _money("2 million dollars") == [("2 million dollars", "USD 200000000")]
    assert _money("JPY 1,000") == [("JPY 1,000", "JPY 1000")]
    assert _money("KWD 1.5") == [("KWD 1.5", "KWD 1500")]
    assert _money("in 2026 and 3.5% and 40,000 widgets") == []


def test_to_minor_rounds_half_up() -> None:
    assert to_minor("0.005", "", "USD") == 1
    assert to_minor("1.2", "m", "EUR") == 120_000_000
    assert to_minor("12,345.67", "", "GBP") == 1_234_567
    assert to_minor("30", "Billion", "USD") == 3_000_000_000_000  # a scale word in capitals is one
    # figures over a million already written in full keep their value before a repeated scale
    assert to_minor("15,500,000.00", "Million", "USD") == 1_550_000_000


@settings(max_examples=200, deadline=None)
@given(cents=st.integers(min_value=0, max_value=10**13), code=st.sampled_from(["USD", "EUR", "GBP", "CHF"]))
def test_money_round_trip(cents: int, code: str) -> None:
    whole, frac = divmod(cents, 100)
    text = f"Paid {code} {whole:,}.{frac:02d} today."
    assert _money(text) == [(f"{code} {whole:,}.{frac:02d}", f"{code} {cents}")]


_ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _under_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    words = [f"{_ONES[hundreds]} hundred"] if hundreds else []
    if rest:
        tens, ones = divmod(rest, 10)
        text = _ONES[rest] if rest < 20 else _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
        words.append(("and " if hundreds else "") + text)
    return " ".join(words)


def _in_words(n: int) -> str:
    groups = []
    for scale in ("", " thousand", " million", " billion"):
        n, group = divmod(n, 1000)
        if group:
            groups.append(_under_thousand(group) + scale)
    return " ".join(reversed(groups))


@settings(max_examples=300, deadline=None)
@given(n=st.integers(min_value=1, max_value=10**12 - 1))
def test_amounts_in_words_read_back(n: int) -> None:
    words = _in_words(n)
    assert spelled_value(words) == n
    assert _money(f"They paid {words} dollars.") == [(f"{words} dollars", f"USD {n * 100}")]


def test_date_examples() -> None:
    assert _dates("on 2026-03-04") == ["2026-03-04"]
    assert _dates("on 4 March 2026") == ["2026-03-04"]
    assert _dates("on March 4th, 2026") == ["2026-03-04"]
    assert _dates("the 19th day of October , 2004") == ["2004-10-19"]
    assert _dates("in Q1 2026") == ["2026-01-01/2026-03-31"]
    assert _dates("in November 2025") == ["2025-11"]
    assert _dates("on 31 February 2026 or 2026-13-01") == []
    assert _dates("03/04/2026") == ["2026-04-03"]
    assert _dates("03/04/2026", MDY) == ["2026-03-04"]
    assert _dates("13/04/2026", MDY) == ["2026-04-13"]


@settings(max_examples=200, deadline=None)
@given(day=st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2099, 12, 31)),
       form=st.sampled_from(["iso", "dmy", "mdy", "num_dmy", "num_mdy"]))
def test_dates_round_trip(day: dt.date, form: str) -> None:
    month = day.strftime("%B")
    text = {
        "iso": day.isoformat(),
        "dmy": f"{day.day} {month} {day.year}",
        "mdy": f"{month} {day.day}, {day.year}",
        "num_dmy": f"{day.day:02d}/{day.month:02d}/{day.year}",
        "num_mdy": f"{day.month:02d}/{day.day:02d}/{day.year}",
    }[form]
    ctx = MDY if form == "num_mdy" else CTX
    found = [f for f in dates(SentenceView(f"Paid on {text}."), ctx) if f.surface == text]
    assert [f.norm for f in found] == [day.isoformat()]


def _iban(country: str, bban: str) -> str:
    """A valid IBAN for a BBAN (ISO 13616 check digits)."""
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(digits) % 97:02d}{bban}"


def test_iban_checksum() -> None:
    assert iban_ok("GB29TGBK40516231926807")
    assert iban_ok("DE30200411550532019847")
    assert not iban_ok("GB29TGBK40516231926808")
    assert not iban_ok("GB29")


@settings(max_examples=200, deadline=None)
@given(country=st.sampled_from(["GB", "DE", "CH", "CY", "FR", "NL"]),
       bban=st.text(alphabet="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=12, max_size=26),
       pos=st.integers(min_value=4, max_value=40), spaced=st.booleans())
def test_iban_extracted_only_when_valid(country: str, bban: str, pos: int, spaced: bool) -> None:
    good = _iban(country, bban)
    shown = " ".join(good[i:i + 4] for i in range(0, len(good), 4)) if spaced else good
    found = accounts(SentenceView(f"Pay IBAN {shown} now."), CTX)
    assert [f.norm for f in found if f.norm.startswith(country)] == [good]
    i = pos % len(good)
    if i < 4 or not good[i].isdigit():
        return
    bad = good[:i] + str((int(good[i]) + 1) % 10) + good[i + 1:]
    assert not iban_ok(bad)
    # unlabelled, a code whose check digits fail is no IBAN; labelled `IBAN`, one of its country's
    # length is what the document says, kept with its checksum marked (of another length, not)
    assert not [f for f in accounts(SentenceView(f"Pay {bad} now."), CTX) if f.norm == bad]
    labelled = [f for f in accounts(SentenceView(f"Pay IBAN {bad} now."), CTX) if f.norm == bad]
    if len(bad) == IBAN_LENGTHS[country]:
        assert [prop(f.props, "checksum") for f in labelled] == ["invalid"]
    else:
        assert not labelled


def test_wallet_whose_checksum_fails_is_kept_only_where_the_sentence_says_it_is_one() -> None:
    def wallets(text: str) -> list[tuple[str, object]]:
        return [(f.norm, prop(f.props, "checksum")) for f in accounts(SentenceView(text), CTX)
                if prop(f.props, "kind") == "wallet"]

    good, bad = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr"
    assert wallets(f"Funds went to {good} today.") == [(good, None)]
    assert wallets(f"Funds went to {bad} today.") == []  # a string of the shape, no cue: not an address
    assert wallets(f"The BTC wallet {bad} received it.") == [(bad, "invalid")]
    legacy = "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb"  # (the genesis address, its last letter changed)
    assert wallets(f"The wallet {legacy} received it.") == [(legacy, "invalid")]
    assert wallets(f"The wallet {legacy[:-3]} received it.") == []  # not of an address's length
