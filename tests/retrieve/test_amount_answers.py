"""Questions about sizes, order in time and totals: "the largest payment", "the last payment to
B", "how much did A pay B in total", "the largest shareholder of B"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from textgraph.retrieve.intent import parse_intent
from textgraph.retrieve.render import render_query

from .cases import ask, built


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built(tmp_path_factory.mktemp("amount-answers"), {
        "wires.md": "# Wires\n\n"
        "On 3 March 2026 Orion Freight Ltd wired $120,000 to Helix Holdings.\n\n"
        "On 9 March 2026 Orion Freight Ltd wired $450,000 to Helix Holdings.\n\n"
        "On 20 March 2026 Orion Freight Ltd wired $80,000 to Helix Holdings.\n\n"
        "On 2 April 2026 Cobalt Mining Corp wired $15,000 to Lumen Retail Inc.\n",
        "memo.md": "# Memo\n\n"
        "On 9 March 2026 Orion Freight Ltd wired $450,000 to Helix Holdings.\n\n"
        "Orion Freight Ltd paid a total of $650,000 to Helix Holdings in March 2026.\n\n"
        "Quill Partners Ltd owns 35% of Helix Holdings. Ember Capital LLC owns 65% of Helix Holdings.\n",
        "correction.md": "# Correction\n\nCorrection: the wire of 20 March 2026 from Orion Freight Ltd to Helix "
        "Holdings was in fact $60,000, not $80,000.\n",
    })


def first_claim(out: Path, question: str) -> dict[str, Any]:
    claims: list[dict[str, Any]] = ask(out, question)["claims"]
    assert claims, question
    return claims[0]


def test_the_largest_payment_is_the_largest_single_one_not_a_sum(out: Path) -> None:
    top = first_claim(out, "What was the largest payment?")
    assert (top["amount_minor"], top["object"]["name"]) == (45_000_000, "Helix Holdings")


def test_the_smallest_payment_comes_first_when_asked(out: Path) -> None:
    assert first_claim(out, "What is the smallest transfer?")["amount_minor"] == 1_500_000


def test_the_last_and_the_first_payment_follow_the_dates(out: Path) -> None:
    assert first_claim(out, "What was the last payment to Helix Holdings?")["date"] == "2026-03-20"
    assert first_claim(out, "When did Orion Freight Ltd first pay Helix Holdings?")["date"] == "2026-03-03"


def test_the_largest_shareholder_holds_the_largest_stake(out: Path) -> None:
    top = first_claim(out, "Who is the largest shareholder of Helix Holdings?")
    assert (top["subject"]["name"], top["percentage"]) == ("Ember Capital LLC", 65.0)


def test_a_total_counts_each_payment_once_and_the_corrected_amount(out: Path) -> None:
    answer = ask(out, "How much did Orion Freight Ltd pay Helix Holdings in total?")
    # $120,000 + $450,000 (stated twice) + $60,000 (the correction, not $80,000); the memo's
    # own "total of $650,000" is a sum, not a payment
    assert [(t["currency"], t["amount_minor"], t["payments"]) for t in answer["totals"]] == [("USD", 63_000_000, 3)]
    assert "total: USD 630,000.00 (3 payments)" in render_query(answer)
    assert ask(out, "Who paid Helix Holdings?")["totals"] == []  # no total asked, none given


def test_size_order_and_total_words_are_read_and_bounds_are_not_sizes() -> None:
    assert parse_intent("What was the biggest wire?").size == "largest"
    assert parse_intent("Which payment was the lowest?").size == "smallest"
    assert parse_intent("Who received at least $5,000?").size == ""
    assert parse_intent("What is the most recent payment?").size == ""
    assert parse_intent("What is the most recent payment?").when == "latest"
    # a date in the question says which payment: "first" orders nothing
    assert parse_intent("What was the first wire to Beta Ltd on 4 March 2026?").when == ""
    assert parse_intent("How much was paid altogether?").total
    assert parse_intent("How much was paid altogether?").types == ("TRANSFERRED",)


def test_after_a_date_keeps_the_later_claims_first(out: Path) -> None:
    claims = ask(out, "Who did Orion Freight Ltd pay after 5 March 2026?")["claims"]
    assert claims and all(c.get("date", "") > "2026-03-05" for c in claims[:3])
