"""Which questions ask for a predicate: the intent list stays empty otherwise.

The end-to-end check ("who transferred funds to Beta Ltd" lists Acme's payment first) is in
test_cli.py's real build.
"""

from __future__ import annotations

from textgraph.retrieve.query import _intent_claims


class _NoIndex:
    def rows(self, *args: object) -> list[object]:
        raise AssertionError("the index must not be asked")


def test_no_predicate_word_or_no_named_entity_means_no_intent_list() -> None:
    assert _intent_claims(_NoIndex(), "tell me about Beta Ltd", [1]) == []  # type: ignore[arg-type]
    assert _intent_claims(_NoIndex(), "who paid Beta Ltd", []) == []  # type: ignore[arg-type]


class _Claims:
    """Two TRANSFERRED claims around entity 7: 7 pays 8 (row 1), 9 pays 7 (row 2)."""

    def rows(self, sql: str, *params: object) -> list[tuple[int, int, int, str, float]]:
        return [(1, 7, 8, "positive", 0.9), (2, 9, 7, "positive", 0.8)]


def test_direction_words_keep_only_the_asked_side() -> None:
    assert _intent_claims(_Claims(), "who transferred funds to Beta", [7]) == [2]  # type: ignore[arg-type]
    assert _intent_claims(_Claims(), "payments sent from Beta", [7]) == [1]  # type: ignore[arg-type]
    assert _intent_claims(_Claims(), "Beta payments", [7]) == [1, 2]  # type: ignore[arg-type]
