"""Hostile input: 1 MB lines built to trigger regex backtracking must still be extracted.

Every pattern is bounded and anchored (see the module docstrings), so each line finishes in
linear time. The test asserts completion and sane output, not a timing.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import textgraph.extract as extract_pkg
from textgraph.config import Config
from textgraph.extract import extract_document, patterns
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument
from textgraph.structure import Sentence

MB = 1 << 20


SEGMENT = MB // 16


def _segment(unit: str, size: int = SEGMENT) -> str:
    return (unit * (size // len(unit) + 1))[:size]


UNITS = {
    "capitalized run": "A ",
    "capitalized words": "Acme ",
    "all caps": "ACME HOLDINGS ",
    "titles": "Mr. ",
    "initials": "J. ",
    "digits": "1",
    "digit groups": "1,",
    "decimal dots": "1.",
    "spaced digits": "1234 ",
    "iban-like": "ABCD ",
    "dollars": "$",
    "dollar digits": "$1",
    "dots": ".",
    "parentheses": "(",
    "quotes": '("',
    "hyphens": "-",
    "plus digits": "2",
    "email local part": "a",
    "at signs": "a@",
    "months": "March ",
    "commas and names": "Doe, ",
    "pronouns": "it the company he ",
    "relation words": "Acme Corp paid Beta Ltd ",
    "negations": "not no never ",
    "placeholders": "\ue000O1\ue001 ",
    "mixed": "A1-b.C,d(E)f$G€2 ",
}
PREFIX = {"iban-like": "GB29 ", "plus digits": "+", "email local part": "", "url": "http://"}


def mosaic() -> str:
    """About 1 MB: a 64 KB homogeneous segment per hostile unit, back to back (a quadratic
    pattern needs ~10^9 steps on one segment, so it cannot pass unnoticed)."""
    parts = [PREFIX.get(name, "") + _segment(unit) for name, unit in sorted(UNITS.items())]
    return "".join(parts)[:MB] + "@"


def line(name: str) -> str:
    """A full 1 MB line of one hostile unit."""
    return PREFIX.get(name, "") + _segment(UNITS[name], MB)


def _document(text: str) -> tuple[IngestedDocument, list[Sentence]]:
    data = text.encode("utf-8")
    base = ingest_bytes("hostile.txt", b"x", Config().ingest)[0]
    doc = dataclasses.replace(base, text=data)
    sentence = Sentence(id="sen:hostile", doc=doc.document.id, start=0, end=len(data), text=text,
                        paragraph="par:hostile", section="", section_title="", block_kind="paragraph")
    return doc, [sentence]


def _patterns() -> list[tuple[str, re.Pattern[str] | re.Pattern[bytes]]]:
    """Every compiled regex at module level in textgraph.extract (and its pattern tables)."""
    found: list[tuple[str, re.Pattern[str] | re.Pattern[bytes]]] = []
    for info in pkgutil.iter_modules(extract_pkg.__path__):
        module = importlib.import_module(f"textgraph.extract.{info.name}")
        for attr, value in sorted(vars(module).items()):
            if isinstance(value, re.Pattern):
                found.append((f"{info.name}.{attr}", value))
    for name, _pred, pattern, _conf in patterns.ALL_PATTERNS:
        found.append((f"patterns.{name}", pattern))
    return found


def test_every_pattern_is_linear_on_hostile_text() -> None:
    """Each pattern scans a 1 MB mosaic of hostile segments (and a 1 MB template mosaic)."""
    text = mosaic()
    template = _segment("\ue000O1\ue001 paid \ue000M2\ue001 to ", MB // 2) + _segment("\ue000P3\ue001 and ", MB // 2)
    pats = _patterns()
    assert len(pats) > 60
    for name, pattern in pats:
        on_templates = name.startswith(("patterns.", "modality.", "relations.", "template."))
        subjects = (text, template) if on_templates else (text,)
        for subject in subjects:
            # a pattern over bytes (`dates._NUMERIC_BYTES`, a document's whole text) scans them
            data: str | bytes = subject.encode("utf-8") if isinstance(pattern.pattern, bytes) else subject
            count = sum(1 for _ in pattern.finditer(data))  # type: ignore[arg-type]
            assert count >= 0, name


def test_one_megabyte_mosaic_line_is_extracted() -> None:
    doc, sentences = _document(mosaic())
    x = extract_document(doc, sentences, (), Config())
    assert x.mentions
    for m in x.mentions:
        assert 0 <= m.citation.start < m.citation.end <= len(doc.text)
    assert all(e.citations for e in x.edges)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(UNITS))
def test_one_megabyte_hostile_line_completes(name: str) -> None:
    doc, sentences = _document(line(name))
    x = extract_document(doc, sentences, (), Config())
    assert all(e.citations for e in x.edges)


def test_a_megabyte_line_of_amounts_finds_each_once() -> None:
    """One 1 MB line (no full stop) naming ~30,000 amounts and companies: every amount is a
    mention, once, where it stands (the overlap check between money patterns is a bisection;
    a scan of every span taken so far was quadratic on such a line)."""
    unit = "Acme Holdings Ltd paid EUR 5,000 and $7,500 to Globex Corporation then "
    doc, sentences = _document(_segment(unit, MB))
    x = extract_document(doc, sentences, (), Config())
    money = sorted((m.citation.start, m.citation.end) for m in x.mentions if m.type == "Money")
    text = doc.text.decode()
    expected = sorted((m.start(), m.end()) for m in re.finditer(r"EUR 5,000|\$7,500", text))
    assert len(expected) > 20_000 and money == expected
    assert any(m.type == "Organization" for m in x.mentions)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t\n#*-.:0a1A", max_size=40), st.integers(0, 40), st.integers(0, 40))
def test_own_line_is_the_whole_line_test(text: str, a: int, b: int) -> None:
    """`orgs._own_line` reads outwards from the tokens; it must agree with the definition:
    only lead characters between the line's start and the first token, only trail characters
    from the last token to the line's end."""
    from textgraph.extract.base import Tok
    from textgraph.extract.orgs import _own_line

    start, end = sorted((min(a, len(text)), min(b, len(text))))
    toks = [Tok(start, end, text[start:end])]
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    expected = not text[line_start:start].strip(" \t#*-0123456789.") and not text[end:line_end].strip(" \t.:")
    assert _own_line(text, toks) == expected


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["a", "an", "of", "the", "and", "Act", "Bank", "trust", "(AO)", "(TAB)", ",",
                                 "or", "AO", "TAB", '("OA")', "A", "&"]), max_size=14))
def test_acronym_notes_never_fail(words: list[str]) -> None:
    """`terms.note_acronyms` on any run of small words, heads and acronym definitions: a run
    spelled by small words alone (`a of (AO)`) once raised IndexError."""
    from textgraph.extract.base import DocContext
    from textgraph.extract.terms import note_acronyms

    ctx = DocContext(config=Config(), doc_id="d")
    note_acronyms(" ".join(words), ctx)
    assert all(k == k.casefold() for k in ctx.not_parties)
    note_acronyms("It was a of (AO) and an of (AO), or AO, then.", ctx)  # the case that failed
