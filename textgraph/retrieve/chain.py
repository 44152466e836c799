"""Questions that ask a relation of parties a relative clause describes: "who are the directors
of the companies that paid Beta Ltd", "who is the managing partner of the firm that owns 80% of
Beta Ltd", "who paid the companies that Mark Tully controls".

The clause ("that paid Beta Ltd") is read as a question of its own about the entity it names:
its asked claims give the middle parties (Beta's payers). The words before it ("who are the
directors of the companies") are read with those parties standing where the clause stood, so
"of", "paid" or "from" put them on the side they give a named entity; the claims of that
relation of the middle parties answer the question. Pure over the index; two claim lists of
`intent.LIMIT` rows at most.
"""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from dataclasses import dataclass, replace

from textgraph.retrieve.intent import asked_claims, claim_ends, claim_parties, intent_claims, parse_intent
from textgraph.retrieve.lookup import question_words
from textgraph.retrieve.reader import Index

# "the companies that", "a firm which", "the person who", "from companies controlled by": where a
# clause starts (it is read from the match's end)
_CLAUSE = re.compile(r"\b(?:the|a|an|any|from|to|of|by|with|for|at)\s+(?:\w+\s+){0,2}?(?:(?P<org>compan(?:y|ies)|"
                     r"firms?|entit(?:y|ies)|business(?:es)?|trusts?|banks?|funds?|vehicles?|corporations?|"
                     r"subsidiar(?:y|ies))|(?P<person>persons?|people|individuals?)|part(?:y|ies))\s+"
                     r"(?:(?:that|which|who|whom)\b|"
                     r"(?=(?:controlled|owned|paid|funded|financed|run|managed|directed|held|used|registered|based|"
                     r"incorporated|employed)\s+(?:by|in|at)\b))", re.I)
# where the clause ends: a new clause of the question (", and which …") or its end
_CLAUSE_END = re.compile(r",\s*(?:and|but|or)\b|[?;]", re.I)
_PLACEHOLDER = "Them"  # the middle parties' place in the outer question


@dataclass(frozen=True, slots=True)
class Chain:
    """The outer relation's claims (the answer), the clause's claims, the answer's parties and
    the middle parties, each in claim order."""

    outer: list[int]
    inner: list[int]
    answers: list[int]
    middles: list[int]


def chained(index: Index, question: str, asks: str, named: Sequence[tuple[int, int, int]],
            possessive: Set[int] = frozenset()) -> Chain | None:
    """The chain a question with a relative clause asks for, or None: `asks` is `question` with
    its names blanked (`lookup.without_words`: the same length), `named` the (row, first word,
    end word) of its names in `lookup.question_words(question)`; the clause must name exactly
    one entity."""
    m = _CLAUSE.search(asks)
    if m is None:
        return None
    end = _CLAUSE_END.search(asks, m.end())
    clause_end = end.start() if end else len(asks)
    words = question_words(question)
    first, last = len(question_words(question[:m.end()])), len(question_words(question[:clause_end]))
    inside = [(row, i, j) for row, i, j in named if first <= i and j <= last]
    if len({row for row, _, _ in inside}) != 1:
        return None
    inner_intent = parse_intent(asks[m.end():clause_end], inside, words, possessive)
    if not inner_intent.types:
        return None
    row = inside[0][0]
    inner = asked_claims(index, inner_intent, [row])
    kind = "Organization" if m.group("org") else "Person" if m.group("person") else ""
    middles = [e for e in claim_parties(index, inner) if e != row and (not kind or index.entity(e).type == kind)]
    if not middles:
        return None
    before = asks[:m.start()]
    outer_words = [*question_words(before), _PLACEHOLDER]
    outer_intent = parse_intent(before + " " + _PLACEHOLDER, [(-1, len(outer_words) - 1, len(outer_words))],
                                outer_words)
    if not outer_intent.types:
        return None
    side = dict(outer_intent.roles).get(-1)
    outer_intent = replace(outer_intent, roles=tuple((e, side) for e in sorted(middles)) if side else ())
    taken = set(inner)
    outer = [c for c in intent_claims(index, outer_intent, middles) if c not in taken]
    # the answer is each middle party's other party, the best middle's first (the firm that
    # owns 80% of B before a minority holder), each claim's order within it
    ends = claim_ends(index, outer) if outer else {}
    answers: list[int] = []
    for middle in middles:
        for claim in outer:
            subj, obj = ends[claim]
            other = obj if subj == middle else subj if obj == middle else None
            if other is not None and other != row and other not in answers:
                answers.append(other)
    return Chain(outer, inner, answers, middles) if answers else None
