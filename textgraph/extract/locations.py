"""Locations: countries, US states and major cities from the built-in gazetteer (`places`).

The longest gazetteer entry wins at each position. A place that is also a common given name
or word (`Jordan`, `Georgia`, `Washington`) is taken only when it stands alone in its
capitalized run, so `Washington Post` or `Georgia Smith` stay what they are.
"""

from __future__ import annotations

from textgraph.extract.base import DocContext, Found, SentenceView, Tok, tok_end
from textgraph.extract.places import AMBIGUOUS, MAX_PLACE_TOKENS, PLACES
from textgraph.model import props

_PLACES = {k.rstrip("."): v for k, v in PLACES.items()}
_FIRST_WORDS = frozenset(k.split()[0].rstrip(".") for k in _PLACES)


def _key(toks: list[Tok]) -> str:
    return " ".join(t.key if i == len(toks) - 1 else t.text.casefold() for i, t in enumerate(toks))


def locations(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Location mentions with prop kind (country, us_state, city)."""
    del ctx
    text = view.text
    out: list[Found] = []
    for run in view.runs:
        pieces = [t for t in run if t.text != ","]
        i = 0
        while i < len(pieces):
            if not pieces[i].is_name or pieces[i].key not in _FIRST_WORDS:
                i += 1
                continue
            hit = 0
            for n in range(min(MAX_PLACE_TOKENS, len(pieces) - i), 0, -1):
                if pieces[i + n - 1].is_name and _key(pieces[i:i + n]) in _PLACES:
                    hit = n
                    break
            if not hit:
                i += 1
                continue
            key = _key(pieces[i:i + hit])
            alone = (i == 0 or not pieces[i - 1].is_name) and (i + hit == len(pieces) or not pieces[i + hit].is_name)
            if key in AMBIGUOUS and not alone:
                i += hit
                continue
            start, end = pieces[i].start, tok_end(pieces[i + hit - 1], text)
            out.append(Found(type="Location", start=start, end=end, surface=text[start:end],
                             props=props(kind=_PLACES[key]), confidence=0.9 if alone else 0.8))
            i += hit
    return out
