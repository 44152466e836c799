"""Defined-term aliases (`literals.LiteralSet`): found exactly where the single alternation of
every bound form (longest first, whole words) finds them, and bound in O(n log n) compile
work over n terms, not O(n²) (a file concatenating hundreds of agreements took minutes)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import Config
from textgraph.extract import terms
from textgraph.extract.base import DocContext, Found, SentenceView
from textgraph.extract.literals import LiteralSet


def _plain(words: list[str]) -> re.Pattern[str]:
    """What `terms.bind` compiled before: one alternation of every form, longest first."""
    forms = sorted(set(words), key=lambda s: (-len(s), s))
    return re.compile(r"(?<![\w])(?:" + "|".join(re.escape(f) for f in forms) + r")(?![\w])")


# few letters, so that words share prefixes, are prefixes of each other and repeat; word and
# non-word characters, a non-ASCII word char and a lower/upper pair
_ALPHABET = "abAB .-'é_1"
_WORDS = st.lists(st.text(_ALPHABET, min_size=1, max_size=6), min_size=1, max_size=40)
_TEXT = st.text(_ALPHABET, max_size=120)


@settings(max_examples=400, deadline=None)
@given(words=_WORDS, texts=st.lists(_TEXT, min_size=1, max_size=4))
def test_spans_equal_the_single_alternation(words: list[str], texts: list[str]) -> None:
    found = LiteralSet()
    for i, word in enumerate(words):
        found.add(word)
        plain = _plain(words[:i + 1])
        for text in texts:  # after every addition: the levels differ as the set grows
            assert found.spans(text) == [m.span() for m in plain.finditer(text)]


@pytest.mark.parametrize("text", [
    "AB AB-A ABA A.B ab éAB AB_ A", "A.B.A.B", "", "BA BAB AAB", "A A A-A-A",
])
def test_spans_prefer_longest_then_leftmost(text: str) -> None:
    words = ["A", "AB", "A.B", "A-A", "BA", "B"]
    found = LiteralSet()
    for w in words:
        found.add(w)
    assert found.spans(text) == [m.span() for m in _plain(words).finditer(text)]


def test_set_basics() -> None:
    found = LiteralSet()
    assert len(found) == 0 and found.spans("A B") == []
    found.add("A")
    found.add("A")
    assert len(found) == 1 and "A" in found and "B" not in found
    with pytest.raises(ValueError, match="empty"):
        found.add("")


def _party(name: str, i: int) -> Found:
    return Found(type="Organization", start=0, end=len(name), surface=name, norm=name.casefold(),
                 entity=f"ent{i:05d}", confidence=0.9)


def _names(n: int) -> list[str]:
    syllables = ["Al", "Bo", "Cy", "Du", "Ek", "Fa", "Gi", "Ho"]
    return ["".join(syllables[(i >> (3 * k)) % 8] for k in range(4)) for i in range(n)]


def test_binding_many_terms_compiles_n_log_n(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted, not timed: the pattern text compiled while 512 distinct terms are bound one
    after another grows as n log n. Recompiling one alternation of every form after each bind
    compiles ~n²/2 forms: for these 1,024 forms (each term and its capitals) 2.4 MB of pattern
    text, against 80 KB here."""
    compiled: list[int] = []
    real: Callable[..., Any] = re.compile

    def counting(pattern: Any, flags: int = 0) -> Any:
        compiled.append(len(pattern))
        return real(pattern, flags)

    ctx = DocContext(config=Config(), doc_id="doc")
    names = _names(512)
    monkeypatch.setattr(re, "compile", counting)
    for i, name in enumerate(names):
        terms.bind(name, _party(f"{name} Holdings Ltd", i), ctx)
    monkeypatch.undo()
    assert len(ctx.aliases) == 1024
    assert sum(compiled) < 1024 * 11 * 40  # n (log2 n + 1) forms of at most ~40 pattern chars
    # and every form is still found, with the entity it was bound to
    text = " and ".join(names[::37]) + ", " + names[5].upper() + "."
    got = [(f.surface, f.entity) for f in terms.aliases(SentenceView(text), ctx)]
    assert got == [*((n, f"ent{names.index(n):05d}") for n in names[::37]), (names[5].upper(), "ent00005")]


def test_rebinding_a_term_moves_it_to_the_new_referent() -> None:
    ctx = DocContext(config=Config(), doc_id="doc")
    terms.bind("Acme", _party("Acme Holdings Ltd", 1), ctx)
    terms.bind("Acme", _party("Acme Bank plc", 2), ctx)
    found = terms.aliases(SentenceView("Acme paid ACME."), ctx)
    assert [(f.surface, f.entity, f.name) for f in found] == [
        ("Acme", "ent00002", "Acme Bank plc"), ("ACME", "ent00002", "Acme Bank plc")]
