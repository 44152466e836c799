"""What a question asks about: the predicates its words name, the direction, and the dates.

"who transferred funds to Beta Ltd" asks for TRANSFERRED claims whose object is Beta Ltd;
"which payments did Gamma make in April 2026" for TRANSFERRED claims of Gamma dated in April
2026; "is Acme Holdings part of the same group as Acme Corp" for any claim between the two.
The claim lists here are evidence for the answer's claims and for its documents.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from textgraph.retrieve.dates import QuestionDates, question_dates
from textgraph.retrieve.reader import Index

# question words -> the predicates they ask about
_INTENTS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\b(?:transfer\w*|paid|pay\w*|sen[dt]\w*|wir\w+|remit\w*|funds?|money|moved?|receiv\w*|"
                r"lent|lend\w*|loan\w*)\b", re.I), ("TRANSFERRED",)),
    (re.compile(r"\bcontrol\w*", re.I), ("CONTROLS",)),
    (re.compile(r"\b(?:own\w*|shareholder\w*|shares?|stake|beneficial)\b", re.I), ("OWNS", "BENEFICIAL_OWNER_OF")),
    (re.compile(r"\bdirector\w*", re.I), ("DIRECTOR_OF",)),
    (re.compile(r"\b(?:employ\w*|work\w*|officer|ceo|cfo|secretary|job|title)\b", re.I),
     ("EMPLOYED_BY", "OFFICER_OF")),
    (re.compile(r"\b(?:where|located|registered|based|incorporated|headquarter\w*|head office)\b", re.I),
     ("LOCATED_IN",)),
    (re.compile(r"\b(?:associat\w*|affiliat\w*|related|connected|linked|friends?)\b", re.I), ("ASSOCIATED_WITH",)),
    (re.compile(r"\b(?:e-?mail\w*|wrote|writ\w*|messag\w*|contact\w*|talk\w*|spoke|speak\w*|chat\w*|"
                r"communicat\w*|correspond\w*|cc'?d)\b", re.I), ("EMAILED", "MESSAGED")),
)
_TOWARD = re.compile(r"\b(?:to|into|received|receive|recipient|beneficiary)\b", re.I)
_AWAY = re.compile(r"\b(?:from|by|sender|originator)\b", re.I)
LIMIT = 50  # claims per list: evidence, not an inventory


@dataclass(frozen=True, slots=True)
class Intent:
    """The predicates a question asks about, which side of them it names, and its dates."""

    types: tuple[str, ...] = ()
    toward: bool = False
    away: bool = False
    dates: QuestionDates = field(default_factory=QuestionDates)


# Who wrote to whom: "who did X email / write to" names the writer, "who emailed / wrote to
# X" the one written to, whatever `to` says (in "write to" it points at the party asked for)
_COMMUNICATION = frozenset({"EMAILED", "MESSAGED"})
_WRITER_NAMED = re.compile(r"\b(?:did|does|has|have)\b.{1,80}?\b(?:e-?mail|write|wrote|written|message|"
                           r"contact|call|text|talk|speak|chat)\w*\b", re.I)
_READER_NAMED = re.compile(r"\bwho\s+(?:has\s+|have\s+|had\s+)?(?:e-?mailed|wrote|written|messaged|"
                           r"contacted|called|texted|sent)\b", re.I)


def parse_intent(question: str) -> Intent:
    """The question's predicates (sorted), direction words and dates; pure."""
    types = tuple(sorted({t for pattern, ts in _INTENTS if pattern.search(question) for t in ts}))
    toward, away = bool(_TOWARD.search(question)), bool(_AWAY.search(question))
    if types and set(types) <= _COMMUNICATION:
        if _READER_NAMED.search(question):
            toward, away = True, False
        elif _WRITER_NAMED.search(question):
            toward, away = False, True
    return Intent(types, toward, away, question_dates(question))


def _marks(items: Sequence[object]) -> str:
    return ",".join("?" * len(items))


def _date_match(dates: QuestionDates, column: str = "date") -> tuple[str, list[str]]:
    """An SQL condition on `claim.date` (the date a claim states) or another of its date
    columns, true for a claim dated on a day or in a month named."""
    terms = [f"{column} IN ({_marks(dates.days)})"] if dates.days else []
    params = list(dates.days)
    for month in dates.months:
        terms.append(f"({column} >= ? AND {column} < ?)")
        params += [month, month + "~"]  # '~' sorts after every "-dd" suffix
    return "(" + " OR ".join(terms) + ")", params


def intent_claims(index: Index, intent: Intent, seeds: Sequence[int], limit: int = LIMIT) -> list[int]:
    """Claim rows of the asked predicates that involve a named entity, best first.

    With "to"/"received" only claims whose object is named, with "from"/"by" only those whose
    subject is. Order: dated on a day or month the question names, then between two named
    entities, then stated before denied, then by confidence and row. With no entity named but a
    date, the claims of that date. With a date but no predicate, the claims of that date (of
    the named entities, when any). Empty when the question names neither.
    """
    if not (intent.types or intent.dates) or not (seeds or intent.dates):
        return []
    seeds = sorted(set(seeds))
    where = [f"type IN ({_marks(intent.types)})"] if intent.types else []
    params: list[object] = list(intent.types)
    if not intent.types:  # "what happened on 1 June 2009": claims valid from the days named
        cond, cond_params = _date_match(intent.dates, "t_valid")
        where.append(cond)
        params += cond_params
    order: list[str] = []
    order_params: list[object] = []
    if seeds:
        s = _marks(seeds)
        if intent.toward:
            where.append(f"obj IN ({s})")
            params += seeds
        elif intent.away:
            where.append(f"subj IN ({s})")
            params += seeds
        else:
            where.append(f"(subj IN ({s}) OR obj IN ({s}))")
            params += seeds + seeds
        order.append(f"(subj IN ({s}) AND obj IN ({s}) AND subj != obj) DESC")
        order_params += seeds + seeds
    if intent.dates and intent.types:
        cond, cond_params = _date_match(intent.dates)
        if seeds:
            order.insert(0, f"{cond} DESC")
            order_params[:0] = cond_params
        else:  # "date > ''" lets SQLite use the partial index of dated claims
            where += [cond, "date > ''"]
            params += cond_params
    order += ["polarity != 'positive'", "confidence DESC", "rowid"]
    sql = f"SELECT rowid FROM claim WHERE {' AND '.join(where)} ORDER BY {', '.join(order)} LIMIT ?"
    return [int(r[0]) for r in index.rows(sql, *params, *order_params, limit)]


def pair_claims(index: Index, seeds: Sequence[int], limit: int = LIMIT) -> list[int]:
    """Claim rows of any predicate between two different named entities, stated or denied:
    "is A part of the same group as B" is answered by whatever the file says about A and B.
    By confidence, then row."""
    seeds = sorted(set(seeds))
    if len(seeds) < 2:
        return []
    s = _marks(seeds)
    return [int(r[0]) for r in index.rows(
        f"SELECT rowid FROM claim WHERE subj IN ({s}) AND obj IN ({s}) AND subj != obj "
        "ORDER BY confidence DESC, rowid LIMIT ?", *seeds, *seeds, limit)]


def evidence_claims(index: Index, intent: Intent, seeds: Sequence[int]) -> list[int]:
    """The claim rows that answer the question, best first: those of the asked predicates
    (`intent_claims`), only the ones between two named entities when there are such ("how
    much did A receive from B" is about A and B, not about B's other payers), then every other
    claim between two named entities (`pair_claims`)."""
    asked = intent_claims(index, intent, seeds)
    pairs = pair_claims(index, seeds)
    between = set(pairs)
    first = [c for c in asked if c in between] or asked
    taken = set(first)
    return first + [c for c in pairs if c not in taken]


def claim_parties(index: Index, claims: Sequence[int]) -> list[int]:
    """The canonical entity rows the claims link, in claim order (subject, then object), once each."""
    if not claims:
        return []
    marks = _marks(claims)
    ends = {int(r): (int(a), int(b)) for r, a, b in
            index.rows(f"SELECT rowid, subj, obj FROM claim WHERE rowid IN ({marks})", *claims)}
    out: list[int] = []
    for row in claims:
        for ent in ends.get(row, ()):
            if ent not in out:
                out.append(ent)
    return out
