"""The lines of an SEC filing's form fields and the records the filings rules share: a line
of a sentence, a value at its exact span, a claim between two values citing a run of lines.

Pure helpers; `filings.py` runs the rules and owns the plan.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.extract.lexicon import LEGAL_SUFFIXES
from textgraph.model import PropValue
from textgraph.structure import Sentence

MAX_LINE = 300       # a longer line is prose, not a form field
LOOK = 4             # lines a value, a title or a signer's company may be from its label

_LINE = re.compile(r"[^\n]{1,2000}")
_RULE = re.compile(r"[\s\-_=*.]{0,300}")  # a line of dashes or underscores under a field
_CONFORMED = re.compile(
    r"(?i)company\s{1,3}conformed\s{1,3}name\s{0,3}:\s{0,20}(\S[^\n]{0,150}?)(?:\s{1,3}/\w{0,4})?\s{0,9}")
ORG_WORDS = LEGAL_SUFFIXES | frozenset(("company", "corporation", "trust", "association", "l.l.c", "n.a"))


@dataclass(frozen=True, slots=True)
class Line:
    sentence: int  # index of the sentence
    start: int     # char span of the stripped line in the sentence text
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class Value:
    type: str
    line: Line
    start: int     # char span in the sentence text
    end: int
    name: str = ""  # the entity's name when the form writes it otherwise (`FOSTER ALAN H`)


@dataclass(frozen=True, slots=True)
class Claim:
    predicate: str
    subject: Value
    object: Value
    first: Line    # the cited lines: from the label's line to the value's
    last: Line
    polarity: str
    confidence: float
    props: tuple[tuple[str, PropValue], ...]
    rule: str


def lines(sentences: Sequence[Sentence]) -> list[Line]:
    """The non-blank lines of the sentences up to MAX_LINE chars, stripped, in text order."""
    out: list[Line] = []
    for i, s in enumerate(sentences):
        for m in _LINE.finditer(s.text):
            raw = m.group()
            text = raw.strip()
            if text and len(text) <= MAX_LINE:
                lead = len(raw) - len(raw.lstrip())
                out.append(Line(i, m.start() + lead, m.start() + lead + len(text), text))
    return out


def value(line: Line, offset: int, type_: str, end: int | None = None) -> Value | None:
    """The value `line.text[offset:end]` as a mention span, trimmed; None when it is empty."""
    raw = line.text[offset:end]
    text = raw.strip(" \t|:,;")
    if not text or not any(c.isalpha() for c in text):
        return None
    start = line.start + offset + raw.index(text)
    return Value(type_, line, start, start + len(text))


def org_name(text: str) -> bool:
    """A line that is a company's name: ends in a legal form (`Inc.`, `LLC`, `Corporation` …)."""
    words = text.rstrip(" ,.:").replace(",", " ").split()
    return 1 < len(words) <= 12 and words[-1].casefold().rstrip(".") in ORG_WORDS and text[:1].isupper()


def is_rule(text: str) -> bool:
    return _RULE.fullmatch(text) is not None


def conformed(lines_: list[Line], i: int) -> Value | None:
    """The `COMPANY CONFORMED NAME:` value within LOOK lines after line `i`."""
    for line in lines_[i + 1:i + 1 + LOOK]:
        m = _CONFORMED.fullmatch(line.text)
        if m is not None:
            return value(line, m.start(1), "Organization", m.end(1))
    return None
