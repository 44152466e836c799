"""Organizations: names ending in a legal form or an organization head noun (`Beta Ltd`,
`Calder Private Bank AG`, `Bank of China`), all-caps names in mixed-case text (`ACME`),
and short forms of organizations the document named earlier (`Kestrel Marine`).

A head noun alone (`the Bank`, `Trust officers`) is never a name: at least one real name word
must precede it. Sentence-initial function words, months, titles and all-caps heading lines
never become organizations.
"""

from __future__ import annotations

import re
from functools import lru_cache

from textgraph.extract.base import UPPER, DocContext, Found, SentenceView, Tok, tok_end
from textgraph.extract.lexicon import (
    ADDRESS_WORDS,
    ALL_ROLES,
    CAPS_STOP,
    LEGAL_SUFFIXES,
    MONTHS,
    ORG_HEADS,
    PERSON_TITLES,
    STOP_WORDS,
    WEEKDAYS,
)
from textgraph.extract.names import FIRST_NAMES
from textgraph.extract.places import PLACES

_KEYWORDS = LEGAL_SUFFIXES | ORG_HEADS
_PARTICLES = frozenset(["de", "du", "des", "da", "del", "della", "di", "van", "von", "der", "den", "la", "le", "y"])
_OF = frozenset(("of", "of the", "for"))


def _skippable(tok: Tok) -> bool:
    k = tok.key
    return k in STOP_WORDS or k in MONTHS or k in WEEKDAYS or k in PERSON_TITLES


def groups(run: list[Tok]) -> list[tuple[list[Tok], int]]:
    """Split a run into candidate names, each with the index where an `of`-joined tail starts
    (-1 if none). Commas join only legal suffixes, `of` joins only after a head noun
    (`Bank of China`), particles always join, `&` joins names, `and` joins when a legal form
    closes the right side (`Smith and Nephew plc`)."""
    chunks: list[tuple[str, list[Tok]]] = []
    conn = ""
    cur: list[Tok] = []
    for t in run:
        if t.is_name:
            cur.append(t)
            continue
        if cur:
            chunks.append((conn, cur))
            cur = []
            conn = t.text
        else:
            conn = "of the" if (conn, t.text) == ("of", "the") else t.text
    if cur:
        chunks.append((conn, cur))
    merged: list[tuple[list[Tok], int]] = []
    for conn, toks in chunks:
        if merged and _joins(conn, merged[-1][0], toks):
            left, of_at = merged[-1]
            if conn in _OF and of_at < 0:
                of_at = len(left)
            merged[-1] = ([*left, *toks], of_at)
        else:
            merged.append((list(toks), -1))
    return merged


def _joins(conn: str, left: list[Tok], right: list[Tok]) -> bool:
    if conn == ",":
        return all(t.key in LEGAL_SUFFIXES for t in right)
    if conn in _PARTICLES:
        return True
    if conn in _OF:
        return left[-1].key in ORG_HEADS and not any(t.key in _KEYWORDS for t in right)
    if conn == "&":
        return True
    if conn == "and":
        return right[-1].key in LEGAL_SUFFIXES and not any(t.key in _KEYWORDS for t in left)
    return False


_DIGIT = re.compile(r"\d")


def _is_caps(tok: Tok) -> bool:
    return tok.text.isupper() and len(tok.key) >= 2 and not _DIGIT.search(tok.text)


@lru_cache(maxsize=1 << 14)
def _name_key(k: str) -> bool:
    """A token key that can be a word of a name (pure; keys repeat a lot)."""
    return not (k in _KEYWORDS or k in STOP_WORDS or k in MONTHS or k in WEEKDAYS or k in ADDRESS_WORDS
                or any(c.isdigit() for c in k))


def _quoted_or_code(text: str, toks: list[Tok]) -> bool:
    """Capitals inside quotes (a payment reference) or next to `/` (`DRCOR/CERT/2026`)."""
    before = text[max(0, toks[0].start - 1):toks[0].start]
    after = text[toks[-1].end:toks[-1].end + 1]
    return before in ('"', "“", "/") or after in ('"', "”", "/") or "." in toks[0].text.rstrip(".")


def _own_line(text: str, toks: list[Tok]) -> bool:
    """The tokens fill a whole line of the text (a heading inside a paragraph)."""
    start, end = toks[0].start, toks[-1].end
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return not text[line_start:start].strip(" \t#*-0123456789.") and not text[end:line_end].strip(" \t.:")


def org_from(toks: list[Tok], of_at: int, view: SentenceView, ctx: DocContext) -> tuple[int, int, float] | None:
    """The organization in one candidate group: (first token, last token, confidence)."""
    if len(toks) == 1 and toks[0].key not in ctx.org_short and not _is_caps(toks[0]):
        return None
    i = 0
    while i < len(toks) and _skippable(toks[i]):
        i += 1
    if i >= len(toks):
        return None
    last = -1
    for j in range(len(toks) - 1, i - 1, -1):
        if toks[j].key in _KEYWORDS:
            last = j
            break
    if last >= 0:
        k = last
        while k > i and toks[k - 1].key in _KEYWORDS:
            k -= 1
        if last + 1 < len(toks) and toks[last + 1].key in ALL_ROLES:
            return None  # "Chief Financial Officer" is a role, not a firm
        tail = len(toks) - 1 if of_at == last + 1 else last  # "Federal Reserve Bank of New York"
        if k > i and any(_name_key(t.key) and t.key not in ctx.role_terms for t in toks[i:k]):
            return i, tail, 0.9
        if k == i and tail > last:
            return i, tail, 0.85  # "Bank of China": a head noun, then "of <Name>"
    rest = toks[i:]
    text = " ".join(t.text for t in rest)
    key = text.rstrip(".").casefold()
    short = ctx.org_short.get(key)
    if short and key not in ctx.person_last:
        return i, len(toks) - 1, 0.8
    if (len(rest) <= 4 and all(_is_caps(t) for t in rest) and not view.shouting and not _own_line(view.text, rest)
            and not _quoted_or_code(view.text, rest)):
        keys = [t.key for t in rest]
        plain = all(k not in CAPS_STOP and k not in STOP_WORDS for k in keys) and " ".join(keys) not in PLACES
        if plain and (len(rest) > 1 or len(keys[0].replace(".", "").replace("&", "")) >= 3):
            return i, len(toks) - 1, 0.75
    return None


_CONTEXT_VERB = re.compile(r"\b(?:paid|pays|wired|sent|transferred|remitted|received|introduced|owned|controlled|"
                           r"managed|seconded|employed|lent|loaned)\b")
_CONTEXT_NAME = re.compile(
    rf"\b(?:to|from|by)[ \t]+([{UPPER}][\w&'’-]{{2,30}}(?:[ \t][{UPPER}][\w&'’-]{{1,30}}){{0,2}})"
    r"(?=[ \t]*(?:[,.;:)]|$)|[ \t]+(?:on|in|at|and|for|as|under|via|through|who|which|whose)\b)"
)


_PLACE_AFTER = re.compile(r"[ \t]*,[ \t]*([A-Z][\w.]*(?:[ \t][A-Z][\w.]*){0,2})")


def _context_orgs(view: SentenceView, ctx: DocContext, named: set[tuple[int, int]]) -> list[Found]:
    """A bare name after to/from/by in a sentence about payments or control (`… pays £500k to
    Northbridge.`): an organization, with low confidence, when nothing else claims it.

    A span in `named` is already a more confident organization of this rule, which always
    wins over this guess: it is skipped.
    """
    text = view.text
    if not _CONTEXT_VERB.search(text):
        return []
    out: list[Found] = []
    for m in _CONTEXT_NAME.finditer(text):
        if m.span(1) in named:
            continue
        words = m.group(1).split()
        keys = [w.rstrip(".").casefold() for w in words]
        if (keys[0] in FIRST_NAMES or keys[0] in STOP_WORDS or keys[0] in PERSON_TITLES or keys[0] in MONTHS
                or " ".join(keys) in PLACES or keys[-1] in ctx.person_last or any(k in WEEKDAYS for k in keys)
                or any(k in ADDRESS_WORDS for k in keys)):
            continue
        after = _PLACE_AFTER.match(text, m.end(1))
        if after and after.group(1).casefold() in PLACES:
            continue  # "… to Savannah, Georgia": a town, not a firm
        out.append(Found(type="Organization", start=m.start(1), end=m.end(1), surface=m.group(1), confidence=0.6))
    return out


def orgs(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Organization mentions (norm via `entities.norm_name`)."""
    text = view.text
    out: list[Found] = []
    for run in view.runs:
        for toks, of_at in groups(run):
            hit = org_from(toks, of_at, view, ctx)
            if hit is None:
                continue
            a, b, conf = hit
            start, end = toks[a].start, tok_end(toks[b], text)
            if end <= start:
                continue
            out.append(Found(type="Organization", start=start, end=end, surface=text[start:end],
                             confidence=conf))
    if view.has_digit or "by " in text:
        out += _context_orgs(view, ctx, {(f.start, f.end) for f in out})
    return out


def remember(found: Found, ctx: DocContext) -> None:
    """Record the short forms of an organization name for later sentences of the document."""
    shorts = _short_forms(found.surface)
    if shorts is None:
        return
    if found.confidence < 0.85 or ctx.org_short.get(found.surface.rstrip(".").casefold()):
        return  # a guess, or itself a short form of an organization seen before
    full = found.norm
    for short in shorts:
        seen = ctx.org_short.get(short)
        if seen is None:
            ctx.org_short[short] = full
        elif seen and seen != full:
            ctx.org_short[short] = ""


@lru_cache(maxsize=1 << 14)
def _short_forms(surface: str) -> tuple[str, ...] | None:
    """The short forms an organization name may go by later, sorted; None when the name has
    none at all (a bare legal form, or one word). Pure: depends on the name only."""
    words = surface.split()
    core: list[str] = []
    for w in words:
        key = w.rstrip(".,").casefold()
        if key in LEGAL_SUFFIXES:
            break
        core.append(w.rstrip(","))
    if not core or (len(core) == len(words) and len(words) == 1):
        return None
    shorts = {" ".join(core[:n]).casefold() for n in range(1, len(core) + 1)}
    return tuple(short for short in sorted(shorts)
                 if not (short in STOP_WORDS or short.split()[0] in FIRST_NAMES or short.split()[0] in _KEYWORDS
                         or short in PLACES))
