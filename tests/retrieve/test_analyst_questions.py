"""Questions as an investigator words them: which side of a payment a name is on, legal-form
and possessive variants of names, date ranges and amount bounds."""

from __future__ import annotations

import pytest

from textgraph.retrieve.intent import Intent, amount_bounds, evidence_claims, intent_claims, parse_intent
from textgraph.retrieve.lookup import entities_in_text, legal_variants, named_spans, question_words, resolve
from textgraph.retrieve.reader import Index

from .test_intent import _described


def _asked(index: Index, question: str) -> Intent:
    """The intent of `question` with the names `query` finds in it."""
    spans = [(row, i, j) for row, i, j, _ in named_spans(index, question)]
    return parse_intent(question, spans, question_words(question))


def _evidence(index: Index, question: str) -> list[tuple[str, str, str, str]]:
    seeds = [row for row, _ in entities_in_text(index, question)]
    return _described(index, evidence_claims(index, _asked(index, question), seeds))


@pytest.mark.parametrize("name", ["Beta Limited", "Gamma Holdings Limited", "Acme Corporation's", "\"Acme Corp's\"",
                                  "Beta Ltd’s"])
def test_legal_form_and_possessive_variants_resolve(index: Index, name: str) -> None:
    expected = "Acme Corporation" if "Acme" in name else ("Beta Ltd" if "Beta" in name else "Gamma Holdings Ltd")
    assert resolve(index, name).name == expected


def test_legal_variants() -> None:
    assert legal_variants("beta limited") == ["beta ltd"]
    assert legal_variants("acme corp") == ["acme corporation"]
    assert legal_variants("acme public limited company") == ["acme plc"]
    assert legal_variants("limited") == [] and legal_variants("beta") == []


def test_a_written_out_legal_form_names_the_entity_not_another_holder_of_the_word(index: Index) -> None:
    beta = resolve(index, "Beta Ltd").row
    assert entities_in_text(index, "Who paid Beta Limited?") == [(beta, 1.0)]  # the full name, not the word "Beta"


@pytest.mark.parametrize(("question", "subject", "obj"), [
    ("Who paid Beta Ltd?", None, "Beta Ltd"),
    ("Who did Beta Ltd pay?", "Beta Ltd", None),
    ("Which payments did Beta Ltd make?", "Beta Ltd", None),
    ("Who received money from Acme Corporation?", "Acme Corporation", None),
    ("Was Beta Ltd paid by Acme?", "Acme Corporation", "Beta Ltd"),
    ("How much did Gamma Holdings receive from Beta?", "Beta Ltd", "Gamma Holdings Ltd"),
])
def test_each_name_is_matched_on_the_side_the_question_puts_it(index: Index, question: str, subject: str | None,
                                                               obj: str | None) -> None:
    found = _evidence(index, question)
    assert found
    assert all(s == subject for s, _, _, _ in found) if subject else True
    assert all(o == obj for _, _, o, _ in found) if obj else True


def test_by_names_either_side_of_a_predicate_whose_subject_does_not_act(index: Index) -> None:
    assert _evidence(index, "Who is employed by Acme Corporation?")[0][:3] == \
        ("John Doe", "EMPLOYED_BY", "Acme Corporation")


def test_a_date_range_keeps_the_claims_dated_within_it(index: Index) -> None:
    found = _described(index, intent_claims(index, parse_intent("Which payments were made between 1 and 15 March "
                                                                "2026?"), []))
    assert sorted(d for _, _, _, d in found) == ["2026-03-04", "2026-03-11"]
    beta = resolve(index, "Beta Ltd").row
    question = "Beta Ltd payments from 15 March 2026 to 30 April 2026"
    first = _described(index, intent_claims(index, _asked(index, question), [beta]))[0]
    assert first == ("Beta Ltd", "TRANSFERRED", "Gamma Holdings Ltd", "2026-03-20")


@pytest.mark.parametrize(("question", "bounds"), [
    ("Which transfers were over $1,000,000?", (100000000, None, "USD")),
    ("amounts of at least EUR 1m", (99999999, None, "EUR")),
    ("payments under 10,000 GBP", (None, 1000000, "GBP")),
    ("more than US$2.5 million", (250000000, None, "USD")),
    ("over 40 transfers", (None, None, "")),
    ("Who owns 51% of Delta SA?", (None, None, "")),
    # in the money rule's own minor units: a yen has none, so the bound is the claims' `amount_minor`
    ("transfers over ¥1,000,000", (1000000, None, "JPY")),
    ("over 2 million euros", (200000000, None, "EUR")),
])
def test_amount_bounds(question: str, bounds: tuple[int | None, int | None, str]) -> None:
    assert amount_bounds(question) == bounds


def test_an_amount_bound_keeps_the_transfers_within_it_largest_first(index: Index) -> None:
    over = intent_claims(index, parse_intent("Which transfers were over $1,000,000?"), [])
    assert [index.claim(r)["props"]["amount_minor"] for r in over] == [250000000, 200000000]
    euro = _described(index, intent_claims(index, parse_intent("transfers of at least EUR 1.2 million"), []))
    assert euro == [("Gamma Holdings Ltd", "TRANSFERRED", "Delta SA", "2026-04-02")]


def test_claim_amounts_are_typed_columns_from_the_props(index: Index) -> None:
    """`claim.amount`/`currency` hold each claim's `amount_minor`/`currency` (NULL/'' when none)."""
    rows = index.rows("SELECT rowid, amount, currency FROM claim ORDER BY rowid")
    assert any(amount is None for _, amount, _ in rows)
    for row, amount, currency in rows:
        props = index.claim(row)["props"]
        assert (amount, currency) == (props.get("amount_minor"), props.get("currency", ""))


@pytest.mark.parametrize("question", ["Which transfers were over $1,000,000?", "transfers of at least EUR 1.2 million",
                                      "payments under 800,000 USD"])
def test_an_amount_bound_with_no_name_reads_the_amount_index(index: Index, question: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """No JSON scan of every claim: the bound is a range of `claim_amount`, already in rank order."""
    asked: list[tuple[str, tuple[object, ...]]] = []

    def rows(sql: str, *params: object) -> list[tuple[object, ...]]:
        asked.append((sql, params))
        return Index.rows(index, sql, *params)

    monkeypatch.setattr(index, "rows", rows)
    found = intent_claims(index, parse_intent(question), [])
    (sql, params), = asked
    assert found and "json_extract" not in sql
    plan = " ".join(str(r[3]) for r in index.db.execute("EXPLAIN QUERY PLAN " + sql, params))
    assert "claim_amount" in plan and "TEMP B-TREE FOR ORDER BY" not in plan
    amounts = [index.claim(r)["props"]["amount_minor"] for r in found]
    assert amounts == sorted(amounts, reverse=True)


def test_control_is_evidenced_by_ownership_then_directors() -> None:
    asked = parse_intent("Who controls Gamma Holdings?")
    assert asked.types == ("CONTROLS",)
    assert asked.wider == (("BENEFICIAL_OWNER_OF", "OWNS"), ("DIRECTOR_OF", "OFFICER_OF"))
    behind = parse_intent("Who is behind Gamma Holdings?")
    assert behind.types == ("BENEFICIAL_OWNER_OF", "CONTROLS")
    assert behind.wider == (("OWNS",), ("DIRECTOR_OF", "OFFICER_OF"))
    assert parse_intent("Who is associated with Doe?").wider == ()  # names the predicate itself
    assert parse_intent("Who paid Beta?").wider == ()


def test_who_controls_a_company_with_no_control_claim_names_its_director(index: Index) -> None:
    found = _evidence(index, "Who controls Gamma Holdings Ltd?")
    assert found and found[0][:3] == ("John Doe", "DIRECTOR_OF", "Gamma Holdings Ltd")
    assert all(o == "Gamma Holdings Ltd" for _, _, o, _ in found)  # who controls it, not what it controls
    assert _evidence(index, "Who is behind Gamma Holdings Ltd?")[0][:2] == ("John Doe", "DIRECTOR_OF")


def test_the_asked_predicate_ranks_before_the_wider_ones(index: Index) -> None:
    delta = resolve(index, "Delta SA").row
    asked = Intent(types=("TRANSFERRED",), wider=(("OFFICER_OF",),))
    found = _described(index, intent_claims(index, asked, [delta]))
    assert [t for _, t, _, _ in found] == ["TRANSFERRED", "TRANSFERRED", "OFFICER_OF"]
    wider_first = Intent(types=("OFFICER_OF",), wider=(("TRANSFERRED",),))
    assert _described(index, intent_claims(index, wider_first, [delta]))[0][1] == "OFFICER_OF"


def test_who_is_connected_to_someone_counts_every_tie_between_parties(index: Index) -> None:
    found = _evidence(index, "Who is connected to Delta SA?")
    kinds = {t for _, t, _, _ in found}
    assert {"OFFICER_OF", "TRANSFERRED"} <= kinds and "LOCATED_IN" not in kinds  # a place is no party
    assert [t for _, t, _, _ in found].index("OFFICER_OF") < [t for _, t, _, _ in found].index("TRANSFERRED")


@pytest.mark.parametrize(("question", "obj"), [
    ("Who is the owner of Gamma Holdings Ltd?", "Gamma Holdings Ltd"),
    ("Who are the shareholders in Beta Ltd?", "Beta Ltd"),
])
def test_the_holder_of_a_company_is_asked_for_on_the_subject_side(index: Index, question: str, obj: str) -> None:
    asked = _asked(index, question)
    assert dict(asked.roles) == {resolve(index, obj).row: "obj"}


def test_every_name_on_one_side_still_ranks(index: Index) -> None:
    # with no name on the other side the pair-order term was empty, and SQLite read the
    # constant left in its place as a column number ("ORDER BY term out of range")
    acme, beta = resolve(index, "Acme Corporation").row, resolve(index, "Beta Ltd").row
    intent = Intent(types=("TRANSFERRED",), roles=tuple(sorted(((acme, "subj"), (beta, "subj")))))
    found = _described(index, intent_claims(index, intent, [acme, beta]))
    assert found and {subject for subject, _, _, _ in found} <= {"Acme Corporation", "Beta Ltd"}


def test_a_lone_legal_word_in_a_question_names_no_one(index: Index) -> None:
    # a legal word alone ("Corporation") matched the one alias that has it and named its company
    for word in ("Limited", "Corporation", "Holdings", "Group", "Company"):
        assert entities_in_text(index, f"Which payments went to a {word} here?") == [], word


@pytest.mark.parametrize(("question", "answer", "named"), [
    ("who transferred funds to Beta Ltd", "Acme Corporation", "Beta Ltd"),
    ("who is a director of Gamma Holdings", "John Doe", "Gamma Holdings Ltd"),
])
def test_the_other_party_answers_a_question_about_a_named_entity(
    index: Index, question: str, answer: str, named: str,
) -> None:
    from textgraph.retrieve.query import query

    names = [e["name"] for e in query(index, question)["entities"]]
    # the answer first; the entity the question names right after it, still among the top
    assert names[0] == answer and names.index(named) <= 2
