"""Persons: titles (`Mr. Doe`, `Dr. Thomas Keller`), known first names (`John A. Doe`),
initials (`J. Doe`), `Doe, John` / `DOE, John Anthony`, names next to a role
(`Zhang Jilun, Chairman`, `spokesman John Smith`), and last names of persons the document
named earlier (`Doe`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from textgraph.extract.base import UPPER, DocContext, Found, SentenceView, Tok, split_name_chunks, tok_end
from textgraph.extract.lexicon import (
    ADDRESS_WORDS,
    ALL_ROLES,
    FEMALE_TITLES,
    LEGAL_SUFFIXES,
    MALE_TITLES,
    MONTHS,
    ORG_HEADS,
    PERSON_TITLES,
    ROLE_BEFORE_NAME,
    STOP_WORDS,
    WEEKDAYS,
)
from textgraph.extract.names import FIRST_NAMES, gender
from textgraph.extract.places import PLACES

_LAST_FIRST = re.compile(
    rf"(?<![\w'’-])([{UPPER}][\w'’-]{{1,30}}),[ \t]([{UPPER}][a-z][\w'’-]{{0,30}})"
    rf"(?:[ \t]([{UPPER}][a-z][\w'’-]{{0,30}}|[{UPPER}]\.))?(?![\w'’-])"
)
_ROLE_AFTER = re.compile(r"[ \t]?,[ \t]{0,2}(?:the[ \t]|a[ \t]|an[ \t]|its[ \t]|their[ \t])?([A-Za-z-]{2,30})"
                         r"(?:[ \t]([A-Za-z-]{2,30}))?")
_ROLE_BEFORE = re.compile(r"(?:^|[ \t(])([A-Za-z-]{2,20})[ \t]$")
_NAME_BEFORE = re.compile(rf"[{UPPER}][\w'’.-]*[ \t]$")
_SAID_AFTER = re.compile(r"[ \t](?:said|says|told|added|stated|testified|declined)\b")
_NOT_NAME = (STOP_WORDS | ORG_HEADS | LEGAL_SUFFIXES | MONTHS.keys() | WEEKDAYS | ADDRESS_WORDS | ALL_ROLES
             | PERSON_TITLES)


def _initial(t: Tok) -> bool:
    return (len(t.text) == 2 and t.text[1] == "." and t.text[0].isupper()) or (len(t.text) == 1 and t.text.isupper())


def _surname(t: Tok) -> bool:
    return _surname_key(t.key) and t.text[:1].isupper()


@lru_cache(maxsize=1 << 14)
def _surname_key(k: str) -> bool:
    """A token key that can be a family name (pure; keys repeat a lot)."""
    return len(k) >= 2 and k not in _NOT_NAME and k not in PLACES and not any(c.isdigit() for c in k)


def _scan(chunk: list[Tok], ctx: DocContext) -> list[tuple[int, int, str, float]]:
    """Persons in one chunk of name tokens: (first token, last token, gender, confidence)."""
    out: list[tuple[int, int, str, float]] = []
    i, n = 0, len(chunk)
    while i < n:
        t, k = chunk[i], chunk[i].key
        if k in PERSON_TITLES:
            kind = "title"
        elif k in FIRST_NAMES and not t.text.isupper():
            kind = "first"
        elif len(t.text) == 2 and t.text[1] == "." and t.text[0].isupper():
            kind = "initial"
        elif (k in ctx.person_last and ctx.person_last[k] != "?" and i == n - 1
              and all(c.key in STOP_WORDS for c in chunk[:i])):
            out.append((i, i, ctx.person_last[k], 0.8))
            break
        else:
            i += 1
            continue
        j = i + 1
        while j < n and j - i <= 3 and (_initial(chunk[j]) or _surname(chunk[j])):
            j += 1
        last = j - 1
        while last > i and _initial(chunk[last]):
            last -= 1
        if last == i:
            i += 1
            continue
        if kind == "title":
            g = "m" if k in MALE_TITLES else "f" if k in FEMALE_TITLES else ""
            out.append((i, last, g, 0.9))
        elif kind == "first":
            # a family name written first ("Lim Wei Jie", "Tan Mei Ling")
            first = i - 1 if i == 1 and _surname(chunk[0]) and chunk[0].key not in FIRST_NAMES else i
            out.append((first, last, gender(k), 0.85))
        else:
            out.append((i, last, "", 0.75))
        i = last + 1
    return out


def _role_person(chunk: list[Tok], text: str) -> bool:
    """2–3 plain name words next to a role word, or before `said`: a person."""
    if not 2 <= len(chunk) <= 3 or not all(_surname(t) and not t.text.isupper() for t in chunk):
        return False
    end = chunk[-1].end
    m = _ROLE_AFTER.match(text, end)
    if m:
        one = m.group(1).casefold()
        two = f"{one} {m.group(2).casefold()}" if m.group(2) else ""
        if one in ALL_ROLES or two in ALL_ROLES:
            return True
    m = _ROLE_BEFORE.search(text, max(0, chunk[0].start - 22), chunk[0].start)
    if m and m.group(1).casefold() in ROLE_BEFORE_NAME:
        return True
    return _SAID_AFTER.match(text, end) is not None


def persons(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Person mentions; `gender` is set from a title or a first name when they tell it."""
    text = view.text
    out: list[Found] = []
    for run in view.runs:
        for chunk in split_name_chunks(run):
            hits = _scan(chunk, ctx)
            if not hits and _role_person(chunk, text):
                hits = [(0, len(chunk) - 1, "", 0.7)]
            for a, b, g, conf in hits:
                keys = [t.key for t in chunk[a:b + 1]]
                if " ".join(keys) in PLACES or (" ".join(keys[:2]) in PLACES and len(keys) > 2):
                    continue
                start, end = chunk[a].start, tok_end(chunk[b], text)
                out.append(Found(type="Person", start=start, end=end, surface=text[start:end],
                                 gender=g, confidence=conf))
    if "," in text:
        for m in _LAST_FIRST.finditer(text):
            last, first = m.group(1), m.group(2)
            if (first.casefold() not in FIRST_NAMES or first.casefold() in PLACES or last.casefold() in _NOT_NAME
                    or last.casefold() in PLACES or m.group(3) == last):
                continue
            if not last.isupper() and _NAME_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                continue  # "Jane Roe, Edward Hale": a list of full names, not "Last, First"
            if last.casefold() in FIRST_NAMES and not last.isupper():
                continue
            out.append(Found(type="Person", start=m.start(), end=m.end(), surface=m.group(),
                             gender=gender(first.casefold()), confidence=0.8))
    return out


def remember(found: Found, ctx: DocContext) -> None:
    """Record a person's last name so a later bare `Doe` is recognised in this document."""
    if "," in found.surface:
        last = found.surface.split(",")[0]
    else:
        words = found.surface.split()
        names = [w for w in words if w.rstrip(".").casefold() not in PERSON_TITLES]
        if not names or len(names) == len(words) == 1:
            return
        last = names[-1]
    key = last.strip().rstrip(".").casefold()
    if len(key) < 2 or key in _NOT_NAME:
        return
    seen = ctx.person_last.get(key)
    if seen is None:
        ctx.person_last[key] = found.gender
    elif found.gender and seen != found.gender:
        ctx.person_last[key] = found.gender if not seen else "?"
