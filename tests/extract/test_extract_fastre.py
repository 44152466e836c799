"""The fast cue and trigger scans (`base.any_literal` tries) find a match exactly where the
plain alternations they replace do, including Unicode case folds (`ſ`, `K`, `İ`)."""

from __future__ import annotations

import random
import re

import pytest

from textgraph.extract import modality, patterns
from textgraph.extract.accounts import _IBAN, _IBAN_GATE
from textgraph.extract.contacts import _PHONE_HINT, PHONE_HINT_PLAIN
from textgraph.extract.dates import _NUMERIC, _NUMERIC_GATE
from textgraph.extract.persons import _LAST_FIRST, _LAST_FIRST_GATE


def _plain(words: tuple[str, ...], prefix: str = "") -> str:
    """The plain alternation of `words` that `any_literal` stands for."""
    return r"(?i)" + prefix + "(?:" + "|".join(map(re.escape, words)) + ")"


_TRIGGERS_PLAIN = (
    _plain(patterns.TRANSFER_TRIGGERS, r"\b"),
    _plain(tuple(patterns.ROLE_TRIGGERS)),
    "\ue000P\\d{1,4}\ue001(?:\\s*,|\\s+of\\b)",  # appositions: a plain regex, not a trie
    _plain(patterns.OWNERSHIP_TRIGGERS),
    _plain(patterns.CONTROL_TRIGGERS),
    "\ue000L",
    "\ue000A",
    r"(?i)account|bank",
    _plain(patterns.ASSOCIATION_TRIGGERS),
    _plain(patterns.KINSHIP_TRIGGERS, r"\b"),
    _plain(patterns.COMMUNICATION_TRIGGERS, r"\b"),
)
PAIRS = [
    *((re.compile(plain), fast) for plain, (fast, _family) in zip(_TRIGGERS_PLAIN, patterns.FAMILIES, strict=True)),
    (re.compile(modality.NEGATION_PLAIN), modality._NEGATION),
    (re.compile(modality.HEDGE_PLAIN), modality._HEDGE),
    (re.compile(modality.CORRECTION_PLAIN), modality._CORRECTION),
    (re.compile(PHONE_HINT_PLAIN), _PHONE_HINT),
]
_NOISE = "aeiousnt SsſKkKİıI\ue000L-_.'’1\n"


def _words(plain: str) -> list[str]:
    body = re.sub(r"\(\?i\)|\\b|\(\?:|\)|\?", "", plain).replace(r"\s+", " ").replace("\\.", ".")
    return [w for w in re.split(r"[|]", body) if w]


def _sample(rng: random.Random, words: list[str]) -> str:
    parts: list[str] = []
    for _ in range(rng.randint(0, 4)):
        w = rng.choice(words)
        w = "".join(c.upper() if rng.random() < 0.3 else c for c in w)
        if rng.random() < 0.2:
            w = w.replace("s", "ſ").replace("k", "K").replace("i", "İ")
        if w and rng.random() < 0.3:
            j = rng.randrange(len(w))
            w = w[:j] + rng.choice(_NOISE) + w[j + 1:]
        if w and rng.random() < 0.2:
            w = w[: rng.randrange(len(w))]
        parts.append(w)
        parts.append("".join(rng.choice(_NOISE) for _ in range(rng.randint(0, 3))))
    return "".join(parts)


@pytest.mark.parametrize("index", range(len(PAIRS)))
def test_fast_scan_hits_where_plain_does(index: int) -> None:
    plain, fast = PAIRS[index]
    words = _words(plain.pattern)
    rng = random.Random(index)
    for _ in range(20000):
        s = _sample(rng, words)
        lo = rng.randint(0, len(s))
        assert (plain.search(s, lo) is None) == (fast.search(s, lo) is None), (s, lo, plain.pattern[:40])


# Gates: a cheap scan that every match of a costly pattern must pass, so that a sentence the gate
# rejects is not scanned at all. Each gate must hit wherever its pattern does.
_GATES = [
    (_NUMERIC, _NUMERIC_GATE, "0123456789/.-xA "),
    (_LAST_FIRST, _LAST_FIRST_GATE, "DoeJhnÉé,\t .'-1"),
    (_IBAN, _IBAN_GATE, "GB2901ZzQ 9-"),
]
_GATE_TEXTS = ("on 04/03/2026 and 4.3.2026", "Doe, John met DOE, Jane A. and Roe, É",
               "IBAN GB29 NWBK 6016 1331 9268 19", "1/2/2026.", "x,\tAb", "GB00", "Ltd, Inc")


@pytest.mark.parametrize("index", range(len(_GATES)))
def test_gate_hits_wherever_its_pattern_does(index: int) -> None:
    pattern, gate, alphabet = _GATES[index]
    rng = random.Random(index)
    texts = [*_GATE_TEXTS, *("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24))) for _ in range(20000))]
    hits = 0
    for text in texts:
        if pattern.search(text):
            hits += 1
            assert gate.search(text), (pattern.pattern, text)
    assert hits  # the alphabet does make matches
