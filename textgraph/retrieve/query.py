"""`query`: BM25 passages fused with Personalized PageRank from the entities a question names,
and the claims that answer the predicate it asks about.

1. Seeds: the entities the question names (`lookup.named_spans`); when it names none,
   the entities of the best BM25 passages stand in (pseudo-relevance feedback).
2. Passages: the BM25 ranking and the ranking by summed PPR of the entities a sentence
   mentions (`rank.passages_by_entities`), fused by RRF.
3. Evidence: the claims of the predicate the question asks about (its words, direction and
   dates) that involve the named entities, and every claim between two named entities
   (`intent.evidence_claims`).
4. Entities: PPR ranking, first appearance in the fused passages and the parties of the
   evidence claims, fused by RRF; with evidence, the entities the question names come just
   after the best other party in each ranking (it answers the question; they asked it).
5. Claims: the evidence first, then those cited inside the top passages and the best claim
   between each two top entities, fused by RRF. "The largest payment" orders the evidence by
   amount ("smallest" the other way); "in total" adds `totals`, the asked payments summed per
   currency, each payment once (`intent.payment_totals`). "Where did the money from A go" (or
   "where did B's money come from") adds `trail`, the payments hop by hop from the one party
   named (`trail.money_trail`). "What links A and B" puts the claims of the most likely chain
   between the two named parties first (`paths.find_paths`) and its middle entities at the head
   of the entity list; "who is connected to both A and B" leads with the parties linked to each.
   "Who are the directors of the companies that paid B" asks the clause first (B's payers)
   and then the relation of those parties (`chain.chained`): its claims lead the evidence, its
   parties the entity list.
6. Documents: whole-document BM25, the fused passages and the evidence claims' documents,
   fused by RRF (`documents.rank_documents`).
Value entities (amounts, dates) are not listed as answers.
Every row carries citations; the answer is bounded by `k`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

from textgraph.retrieve.chain import chained
from textgraph.retrieve.documents import rank_documents
from textgraph.retrieve.intent import (
    asked_claims,
    asked_side,
    claim_parties,
    claims_of_types,
    evidence_claims,
    pair_claims,
    parse_intent,
    payment_totals,
    side_parties,
)
from textgraph.retrieve.lookup import named_spans, possessive_words, question_words, span_weights, without_words
from textgraph.retrieve.paths import find_paths
from textgraph.retrieve.rank import (
    bm25,
    bm25_documents,
    passages_by_entities,
    personalized_pagerank,
    ranked,
    rrf,
    sentence_query,
)
from textgraph.retrieve.reader import Index
from textgraph.retrieve.schema import lookup_norm
from textgraph.retrieve.trail import money_trail, trail_direction
from textgraph.retrieve.views import claim_row, entity_row

POOL = 100  # candidates each ranker contributes before fusion
DOC_POOL = 40
VALUE_TYPES = frozenset({"Money", "Date"})


def query(index: Index, question: str, k: int = 10) -> dict[str, Any]:
    """Entities, claims, passages and documents answering `question`, each cited, best first."""
    spans = named_spans(index, question)
    seeds = span_weights(spans)
    feedback = not seeds
    # with no entity named, BM25 must find the passages the seeds come from: keep its rarest term
    match = sentence_query(index, question, keep_rarest=feedback)
    lexical = bm25(index, question, POOL, match=match)
    if feedback:
        seeds = _feedback_seeds(index, [row for row, _ in lexical[:10]])
    ent_ppr = personalized_pagerank(index, seeds)
    passages = rrf([[row for row, _ in lexical], passages_by_entities(index, ent_ppr, limit=POOL)])[:POOL]
    top = [row for row, _ in passages]
    mentions = _mentions(index, top)
    named_values = _value_entities(index, sorted(row for row, _ in seeds))
    named = [] if feedback else [row for row, _ in seeds if row not in named_values]  # parties, not amounts or dates
    named_words = [(row, i, j) for row, i, j, _ in spans if row in named]
    words = question_words(question)
    written: dict[int, str] = {}  # a named entity's words as the question gives them
    for row, i, j, _ in spans:
        written.setdefault(row, " ".join(words[i:j]))
    # what the question asks is read from its wording, not from the names in it ("who
    # controls Cobalt Yukon Fund" asks about control, not about funds)
    asks = without_words(question, [(i, j) for _, i, j in named_words])
    intent = parse_intent(asks, named_words, words, possessive_words(question))
    if feedback and not seeds and intent.types:  # "who were the payees?": no passage has the word
        intent = dataclasses.replace(intent, everyone=True)
    pairs = pair_claims(index, named)
    # a question that names no one but asks a relation ("who are the beneficial owners in this
    # case") asks it of the entities of its best passages; one that bounds or orders amounts or
    # names a date asks the whole corpus (`intent_claims`)
    asked_of = [row for row, _ in seeds if row not in named_values] \
        if feedback and intent.types and not intent.corpus_wide() else named
    asked = asked_claims(index, intent, asked_of, pairs)  # the asked predicate's claims: what totals sum
    evidence = evidence_claims(index, intent, named, pairs, asked)
    # the parties of the asked predicate's own claims lead the answer: the other parties of the
    # one entity named, or, when none is, the side asked for ("who sent the largest payment")
    side = "" if named else asked_side(question, intent)
    typed = claims_of_types(index, evidence, intent.types, question) if len(named) == 1 or side else []
    exact = side_parties(index, typed, side) if side else claim_parties(index, typed)
    if intent.place:  # "in which country is B registered": its country before its city
        exact = _places_first(index, exact, intent.place)
    chain = chained(index, question, asks, named_words, possessive_words(question))
    if chain:  # "who are the directors of the companies that paid B": that relation of B's payers
        taken = {*chain.outer, *chain.inner}
        evidence = [*chain.outer, *chain.inner, *(c for c in evidence if c not in taken)]
        exact = [*chain.answers, *(e for e in chain.middles if e not in chain.answers)]
    link = _connection(index, question, named)
    if link:  # "what links A and B": the chain's claims are the evidence, its middle the answer
        taken = set(link["claims"])
        evidence = [*link["claims"], *(c for c in evidence if c not in taken)]
    entities = _entities(index, ent_ppr, top, mentions, claim_parties(index, evidence), named_values,
                         frozenset(named) if evidence else frozenset(), exact)
    if link and link["between"]:
        lead = [e for e in link["between"] if e not in named_values]
        entities = [(e, round((entities[0][1] if entities else 0.0) + len(lead) - i, 6)) for i, e in enumerate(lead)] \
            + [(e, sc) for e, sc in entities if e not in set(lead)]
    entities = entities[:k]
    claims = _claims(index, top[:20], [e for e, _ in entities[:10]], dict(entities), evidence)
    first = _first_passages(top, mentions)
    return {
        "question": question,
        "seeds": [_seed(index, row, w, written) for row, w in seeds],
        "seeds_from": "passages" if feedback else "question",
        "entities": [_entity_answer(index, row, score, first.get(row)) for row, score in entities],
        "claims": [claim_row(index, index.claim(row), score=round(s, 6)) for row, s in claims[:k]],
        "passages": [dict(index.passage(row), score=round(score, 6)) for row, score in passages[:k]],
        "documents": rank_documents(index, match, passages, bm25_documents(index, question, DOC_POOL), evidence, k),
        # "how much … in total": the asked payments summed per currency, each payment once
        "totals": payment_totals(index, asked) if intent.total else [],
        "trail": _trail(index, asks, named),  # read without the names: "where did Acme Holdings' money go"
    }


# "what links A and B", "how is A connected to B", "the relationship between A and B", "who is
# connected to both A and B"
_LINKS = re.compile(r"\b(?:link\w*|connect\w*|relationship\s+between|relation\s+between|ties?\s+between)\b", re.I)
_BOTH = re.compile(r"\b(?:both|in\s+common|shared\s+by)\b", re.I)
# the kind of party the question asks for ("which person", "who", "which company")
_ASKS_PERSON = re.compile(r"^\s*(?:who\b|which\s+(?:person|people|individual|man|woman)\b)", re.I)
_ASKS_ORG = re.compile(r"^\s*which\s+(?:company|companies|firm|firms|bank|banks|entity|entities|business)\b", re.I)


def _connection(index: Index, question: str, named: list[int]) -> dict[str, Any]:
    """For a question about how two named parties are linked: the claims of the most likely chain
    between them (`paths.find_paths`, up to 4 hops) and the entities in its middle; for "both A
    and B", the parties linked to each of them, the strongest first. `{}` otherwise."""
    both = _BOTH.search(question) is not None
    if len(named) != 2 or not (both or _LINKS.search(question)):
        return {}
    a, b = named
    if both:
        near = [{int(d): float(c) for d, c in index.rows("SELECT dst, min(cost) FROM adj WHERE src = ? GROUP BY dst",
                                                         row)} for row in (a, b)]
        kind = "Person" if _ASKS_PERSON.search(question) else "Organization" if _ASKS_ORG.search(question) else ""
        common = sorted((round(near[0][e] + near[1][e], 12), e) for e in near[0].keys() & near[1].keys()
                        if e not in (a, b) and (not kind or index.entity(e).type == kind))
        return {"claims": [], "between": [e for _, e in common[:10]]} if common else {}
    found = find_paths(index, a, b, k=1, max_hops=4)
    if not found:
        return {}
    chain = found[0]
    return {"claims": [claim for _, claim in chain[1:]], "between": [node for node, _ in chain[1:-1]]}


def _places_first(index: Index, parties: list[int], kind: str) -> list[int]:
    """`parties` with the places of `kind` ("country", "city") first; when none is, a country
    asked for is the one a city among them lies in (`B LOCATED_IN Nicosia`, `Nicosia LOCATED_IN
    Cyprus`: B's country is Cyprus)."""

    def place(row: int) -> str:
        return str(index.entity(row).body["props"].get("kind", ""))

    if kind == "country" and not any(place(row) == kind for row in parties):
        cities = [row for row in parties if place(row) == "city"]
        if cities:
            marks = ",".join("?" * len(cities))
            found = [int(r) for (r,) in index.rows(f"SELECT obj FROM claim WHERE type = 'LOCATED_IN' AND polarity = "
                                                   f"'positive' AND subj IN ({marks}) ORDER BY rowid", *cities)]
            parties = [*dict.fromkeys(r for r in found if r not in parties), *parties]
    return sorted(parties, key=lambda row: place(row) != kind)


def _trail(index: Index, question: str, named: list[int]) -> dict[str, Any]:
    """The money trail a question asks for ("where did the money from Acme go"): from the one
    party it names, forward or backward (`trail.money_trail`); empty otherwise."""
    direction = trail_direction(question)
    parties = [row for row in named if index.entity(row).type in ("Organization", "Person", "Account")]
    if not direction or len(parties) != 1:
        return {}
    hops = money_trail(index, parties[0], direction)
    return {"from": entity_row(index.entity(parties[0])), "direction": direction,
            "payments": [claim_row(index, index.claim(h["claim"]), hop=h["hop"]) for h in hops]}


def _seed(index: Index, row: int, weight: float, written: dict[int, str]) -> dict[str, Any]:
    """A seed entity's row; `as_written`: the question's words that named it, when they are
    not its name (`Helix` for Helix Holdings), so a reader sees what was matched."""
    seed = entity_row(index.entity(row), weight=round(weight, 6))
    words = written.get(row, "")
    if words and lookup_norm(words) != lookup_norm(str(seed["name"])):
        seed["as_written"] = words
    return seed


def _entities(index: Index, ppr: dict[int, float], passages: list[int], mentions: dict[int, list[int]],
              parties: list[int], values: set[int], asked: frozenset[int] = frozenset(),
              exact: Sequence[int] = ()) -> list[tuple[int, float]]:
    """Entity rows by RRF of their PPR rank, their first appearance in the fused passages and
    the evidence claims' parties; amounts and dates left out. `exact`: the parties of the
    evidence claims of the asked predicate itself, when the question names one entity."""
    by_passage: list[int] = []
    for row in passages:
        for ent in mentions.get(row, []):
            if ent not in by_passage:
                by_passage.append(ent)
    values = values | _value_entities(index, sorted(set(ppr) | set(by_passage) | set(parties)))
    answer = next((e for e in parties if e not in asked), None)  # the best other party
    rankings = [_after(r, asked, answer) for r in (ranked(ppr, POOL), by_passage, parties)]
    fused = [(e, s) for e, s in rrf([r for r in rankings if r]) if e not in values]
    lead = [e for e in exact if e not in asked and e not in values]
    if not lead:
        return fused
    top = fused[0][1] if fused else 0.0
    if not asked:  # a question that names no one: the side it asks for leads ("who received the most")
        taken = set(lead)
        return [(e, round(top + (len(lead) - i), 6)) for i, e in enumerate(lead)] + \
            [(e, s) for e, s in fused if e not in taken]
    # a question about one relation of the one entity it names ("who controls X") is answered
    # by the other parties of the claims of that very predicate, in the claims' order: they
    # come first (the named entity just after the best of them), then the rest as fused
    first = [lead[0], *(e for e in asked if e not in values), *lead[1:]]
    taken = set(first)
    return [(e, round(top + (len(first) - i), 6)) for i, e in enumerate(first)] + \
        [(e, s) for e, s in fused if e not in taken]


def _after(ranking: list[int], asked: frozenset[int], answer: int | None) -> list[int]:
    """`ranking` with the entities of `asked` moved just after `answer` when it ranks (else
    after its first other entity): a question about a relation of the entities it names is
    answered by the other party of the claims that state it."""
    if not asked or answer is None:
        return ranking
    others = [e for e in ranking if e not in asked]
    cut = others.index(answer) + 1 if answer in others else 1
    return [*others[:cut], *(e for e in ranking if e in asked), *others[cut:]]


def _first_passages(passages: list[int], mentions: dict[int, list[int]]) -> dict[int, int]:
    """Entity row -> the best fused passage that mentions it."""
    first: dict[int, int] = {}
    for row in passages:
        for ent in mentions.get(row, []):
            first.setdefault(ent, row)
    return first


def _entity_answer(index: Index, row: int, score: float, passage: int | None) -> dict[str, Any]:
    entity = index.entity(row)
    if passage is not None:
        return entity_row(entity, score=round(score, 6), citations=index.passage(passage)["citations"])
    return entity_row(entity, score=round(score, 6))


def _feedback_seeds(index: Index, rows: list[int]) -> list[tuple[int, float]]:
    weights: dict[int, float] = {}
    mentions = _mentions(index, rows)
    for position, row in enumerate(rows, 1):
        for ent in mentions.get(row, []):
            weights[ent] = weights.get(ent, 0.0) + 1.0 / position
    return sorted(weights.items())


def _mentions(index: Index, rows: list[int]) -> dict[int, list[int]]:
    """Sentence row -> canonical entity rows it mentions (by row)."""
    out: dict[int, list[int]] = {}
    if not rows:
        return out
    marks = ",".join("?" * len(rows))
    for sent, ent in index.rows(f"SELECT sent, ent FROM mention WHERE sent IN ({marks}) ORDER BY sent, ent", *rows):
        out.setdefault(sent, []).append(ent)
    return out


def _claims(index: Index, passages: list[int], entities: list[int],
            entity_score: dict[int, float], intent: list[int] | None = None) -> list[tuple[int, float]]:
    """Claim rows: cited in the top passages (by passage rank) and between top entities."""
    in_passages: list[int] = []
    for row in passages:
        for (claim,) in index.rows("SELECT c.rowid FROM sent s JOIN claim c ON c.doc = s.doc "
                                   "AND c.start >= s.start AND c.start < s.\"end\" WHERE s.rowid = ? "
                                   "ORDER BY c.rowid", row):
            if claim not in in_passages:
                in_passages.append(claim)
    between: list[tuple[float, int]] = []
    if entities:  # the best stated claim of each pair of top entities (the path graph keeps it)
        marks = ",".join("?" * len(entities))
        for src, dst, claim in index.rows(f"SELECT src, dst, claim FROM adj WHERE src IN ({marks}) "
                                          f"AND dst IN ({marks}) AND src < dst ORDER BY src, dst",
                                          *entities, *entities):
            between.append((-round(entity_score.get(src, 0.0) + entity_score.get(dst, 0.0), 12), claim))
    fused = rrf([in_passages, [c for _, c in sorted(between)]])
    if not intent:
        return fused
    # claims that answer the question's predicate and direction come first, then the rest
    first = [(row, 1.0 + 1.0 / (rank + 1)) for rank, row in enumerate(intent)]
    taken = set(intent)
    return first + [(row, score) for row, score in fused if row not in taken]


def _value_entities(index: Index, rows: list[int]) -> set[int]:
    out: set[int] = set()
    for i in range(0, len(rows), 500):
        chunk = rows[i:i + 500]
        marks = ",".join("?" * len(chunk))
        types = ",".join("?" * len(VALUE_TYPES))
        out.update(r for (r,) in index.rows(f"SELECT rowid FROM ent WHERE rowid IN ({marks}) AND type IN ({types})",
                                            *chunk, *sorted(VALUE_TYPES)))
    return out
