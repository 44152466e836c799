"""What a question asks about (predicate, direction, dates) and the claims that answer it.

The end-to-end check ("who transferred funds to Beta Ltd" lists Acme's payment first) is in
test_cli.py's real build; here the claim lists run against the synthetic index.
"""

from __future__ import annotations

import pytest

from textgraph.retrieve.intent import (
    Intent,
    claim_parties,
    evidence_claims,
    intent_claims,
    pair_claims,
    parse_intent,
)
from textgraph.retrieve.lookup import resolve
from textgraph.retrieve.reader import Index


class _NoIndex:
    def rows(self, *args: object) -> list[object]:
        raise AssertionError("the index must not be asked")


def _described(index: Index, rows: list[int]) -> list[tuple[str, str, str, str]]:
    out = []
    for row in rows:
        claim = index.claim(row)
        subject, obj = (index.entity(index.canonical_row(claim[k]) or 0).name for k in ("subject", "object"))
        out.append((subject, claim["type"], obj, str(claim["props"].get("date", ""))))
    return out


def test_parse_intent_reads_predicates_direction_and_dates() -> None:
    assert parse_intent("How much did Northbridge receive from Beta Ltd?").types == ("TRANSFERRED",)
    assert parse_intent("Is Acme Holdings affiliated with Acme Corp?").types == ("ASSOCIATED_WITH",)
    assert parse_intent("Who owns 51% of Delta SA?").types == ("BENEFICIAL_OWNER_OF", "OWNS")
    got = parse_intent("Which payments went to Gamma in April 2026?")
    assert got.toward and not got.away and got.dates.months == ("2026-04",)
    assert parse_intent("tell me about Beta Ltd") == Intent()


def test_family_and_contract_words_ask_for_those_ties_and_related_takes_them_as_evidence() -> None:
    from textgraph.retrieve.intent import wider_types

    assert parse_intent("Who is the wife of John Doe?").types == ("RELATIVE_OF",)
    assert parse_intent("Is Helen Marsh a relative of Sarah Kim?").types == ("RELATIVE_OF",)
    assert parse_intent("Who are the children of Viktor Hale?").types == ("RELATIVE_OF",)
    assert parse_intent("Who are Viktor Hale's heirs?").types == ("RELATIVE_OF",)
    assert parse_intent("Who was Elena Marsh divorced from?").types == ("RELATIVE_OF",)
    # schemes are ties; bribes and kickbacks are payments; a payroll is employment, no payment
    assert parse_intent("Who conspired with Victor Lansky?").types == ("ASSOCIATED_WITH",)
    assert parse_intent("Who are the co-conspirators of Victor Lansky?").types == ("ASSOCIATED_WITH",)
    assert parse_intent("Who bribed Ahmed Saleh?").types == ("TRANSFERRED",)
    assert parse_intent("Who received kickbacks from Orel Construction?").types == ("TRANSFERRED",)
    assert parse_intent("Who is on the payroll of Baltic Star Ltd?").types == ("EMPLOYED_BY", "OFFICER_OF")
    # calls: a call log's CALLED claims (`contacted` asks for mails, messages and calls; a firm `called B` none)
    assert parse_intent("Who called Ahmed Saleh?").types == ("CALLED",)
    # meetings said in prose (MET): `who met`, `meetings between`, `who had dinner with`
    assert parse_intent("Who met Ahmed Saleh in Dubai?").types == ("MET",)
    assert parse_intent("meetings between Viktor Sokolov and Ahmed Saleh").types == ("MET",)
    assert parse_intent("Who had dinner with Olivia Marsh?").types == ("MET",)
    assert parse_intent("Who contacted Maria Keller?").types == ("CALLED", "EMAILED", "MESSAGED")
    assert parse_intent("Who emailed Maria Keller?").types == ("EMAILED", "MESSAGED")
    assert parse_intent("Which company is called Beta?").types == ()
    assert "RELATIVE_OF" not in parse_intent("Who owns Beta LLC?").types
    assert parse_intent("Which contracts does Acme Corp have?").types == ("CONTRACTED_WITH",)
    # a credit facility's terms are the agreement's, not its drawdowns
    assert parse_intent("What is the limit of the Facility between Delta SA and Gamma Ltd?").types == (
        "CONTRACTED_WITH",)
    assert set(parse_intent("What interest rate does the loan from Delta SA carry?").types) == {
        "TRANSFERRED", "CONTRACTED_WITH"}
    # "related to" asks for family as much as for associates, then every other tie
    related = parse_intent("Who is related to Sarah Kim?")
    assert related.types == ("ASSOCIATED_WITH", "RELATIVE_OF")
    assert "OWNS" in wider_types("Who is related to Sarah Kim?", related.types)[0]
    # who reached whom and who met are ties too, after the stronger ones
    connected = parse_intent("Who is connected to Ahmed Saleh?")
    tiers = wider_types("Who is connected to Ahmed Saleh?", connected.types)
    assert {"CALLED", "MET"} <= set(tiers[-1]) and "CALLED" not in tiers[0]


def test_subsidiaries_ask_for_what_the_named_firm_owns_and_a_parent_for_its_owner() -> None:
    from textgraph.retrieve.lookup import question_words

    question = "What are the subsidiaries of Gamma Holdings?"
    got = parse_intent(question, [(7, 5, 7)], question_words(question))
    assert got.types == ("BENEFICIAL_OWNER_OF", "OWNS") and got.roles == ((7, "subj"),)
    question = "Who is the parent of Gamma Holdings?"
    assert parse_intent(question, [(7, 5, 7)], question_words(question)).roles == ((7, "obj"),)


def test_board_founder_trustee_and_sale_words_ask_for_those_ties() -> None:
    assert parse_intent("Who sits on the board of Orion Ltd?").types == ("DIRECTOR_OF",)
    assert parse_intent("Who founded Orion Ltd?").types == ("EMPLOYED_BY", "OFFICER_OF")
    assert parse_intent("Who is the trustee of the Willow Trust?").types == ("CONTROLS",)
    assert parse_intent("Who bought Orion Ltd?").types == ("BENEFICIAL_OWNER_OF", "OWNS")
    assert parse_intent("Who are Mark Tully's business partners?").types == ("ASSOCIATED_WITH",)
    assert parse_intent("Who is the managing partner of Northbridge?").types == ("EMPLOYED_BY", "OFFICER_OF")


def test_which_bank_asks_for_the_bank_whatever_else_the_question_says() -> None:
    assert parse_intent("which bank processed payments for Sterling Ridge").types == ("BANKS_WITH",)
    assert parse_intent("what banks does Beta Ltd use").types == ("BANKS_WITH",)
    assert "TRANSFERRED" in parse_intent("who processed payments for Sterling Ridge").types


def test_no_predicate_word_or_nothing_named_means_no_intent_list() -> None:
    assert intent_claims(_NoIndex(), parse_intent("tell me about Beta Ltd"), [1]) == []  # type: ignore[arg-type]
    assert intent_claims(_NoIndex(), parse_intent("who paid Beta Ltd"), []) == []  # type: ignore[arg-type]
    assert pair_claims(_NoIndex(), [1]) == []  # type: ignore[arg-type]


def test_direction_words_keep_only_the_asked_side(index: Index) -> None:
    beta = resolve(index, "Beta Ltd").row
    into = _described(index, intent_claims(index, parse_intent("who transferred funds to Beta Ltd"), [beta]))
    assert into and all(obj == "Beta Ltd" for _, _, obj, _ in into)
    out_of = _described(index, intent_claims(index, parse_intent("payments sent from Beta Ltd"), [beta]))
    assert out_of and all(subject == "Beta Ltd" for subject, _, _, _ in out_of)
    both = intent_claims(index, parse_intent("Beta Ltd payments"), [beta])
    assert sorted(both) == sorted(set(intent_claims(index, parse_intent("to Beta payments"), [beta]))
                                  | set(intent_claims(index, parse_intent("from Beta payments"), [beta])))


def test_claims_dated_as_the_question_asks_come_first(index: Index) -> None:
    gamma = resolve(index, "Gamma Holdings Ltd").row
    plain = _described(index, intent_claims(index, parse_intent("Which payments did Gamma make?"), [gamma]))
    april = _described(index, intent_claims(index, parse_intent("Which payments did Gamma make in April 2026?"),
                                            [gamma]))
    assert sorted(plain) == sorted(april) and len(april) >= 3
    assert april[0] == ("Gamma Holdings Ltd", "TRANSFERRED", "Delta SA", "2026-04-02")
    assert plain[0] != april[0]  # without the month, stated claims go by confidence, then row


def test_a_date_alone_finds_the_claims_of_that_day(index: Index) -> None:
    found = _described(index, intent_claims(index, parse_intent("Which transfer took place on 2 April 2026?"), []))
    assert found == [("Gamma Holdings Ltd", "TRANSFERRED", "Delta SA", "2026-04-02")]
    assert intent_claims(index, parse_intent("Which transfer took place on 3 April 2026?"), []) == []


def test_a_year_alone_finds_the_claims_of_its_days(index: Index) -> None:
    """"in 2026" bounds the claims by the year they state (a day, month or year of it)."""
    found = _described(index, intent_claims(index, parse_intent("Which transfers took place in 2026?"), []))
    assert ("Gamma Holdings Ltd", "TRANSFERRED", "Delta SA", "2026-04-02") in found
    assert all(d[3].startswith("2026") for d in found)
    assert intent_claims(index, parse_intent("Which transfers took place in 1999?"), []) == []


def test_a_date_with_no_predicate_finds_every_claim_valid_from_that_day(index: Index) -> None:
    """"What happened on 2 April 2026?" names no predicate: the claims of any type valid from
    that day answer it (of the named entities, when any); another day's claims do not."""
    day = "2026-04-02"
    found = intent_claims(index, parse_intent(f"What happened on {day}?"), [])
    assert found and all(str(index.claim(row)["props"].get("t_valid")) == day for row in found)
    assert ("Gamma Holdings Ltd", "TRANSFERRED", "Delta SA", day) in _described(index, found)
    every = index.rows("SELECT rowid FROM claim WHERE t_valid = ?", day)
    assert sorted(found) == sorted(int(r[0]) for r in every)
    gamma = resolve(index, "Gamma Holdings Ltd").row
    ends = [(index.claim(r)["subject"], index.claim(r)["object"])
            for r in intent_claims(index, parse_intent(f"What did Gamma do on {day}?"), [gamma])]
    assert ends and all(gamma in (index.canonical_row(s), index.canonical_row(o)) for s, o in ends)
    assert intent_claims(index, parse_intent("What happened on 3 January 1999?"), []) == []


def test_claims_between_two_named_entities_come_first_and_denials_count(index: Index) -> None:
    acme, delta = resolve(index, "Acme Corporation").row, resolve(index, "Delta SA").row
    asked = _described(index, intent_claims(index, parse_intent("Did Acme pay any money to Delta SA?"),
                                            [acme, delta]))
    assert asked[0][:3] == ("Acme Corporation", "TRANSFERRED", "Delta SA")  # the denial, between the two
    assert index.claim(intent_claims(index, parse_intent("Did Acme pay Delta SA?"), [acme, delta])[0])[
        "props"]["polarity"] == "negative"
    between = _described(index, pair_claims(index, [acme, delta]))
    assert [b[:3] for b in between] == [("Acme Corporation", "TRANSFERRED", "Delta SA")]


def test_evidence_is_the_asked_claims_between_named_entities_when_there_are_some(index: Index) -> None:
    acme, delta, gamma = (resolve(index, n).row for n in ("Acme Corporation", "Delta SA", "Gamma Holdings Ltd"))
    between = evidence_claims(index, parse_intent("Did Acme pay any money to Delta SA?"), [acme, delta])
    assert _described(index, between) == [("Acme Corporation", "TRANSFERRED", "Delta SA", "")]
    alone = parse_intent("payments to Delta SA")
    assert evidence_claims(index, alone, [delta]) == intent_claims(index, alone, [delta])
    assert len(alone_rows := intent_claims(index, alone, [delta])) == 2 and between[0] in alone_rows
    # no predicate asked: whatever links the named entities
    assert evidence_claims(index, parse_intent("Gamma and Delta SA"), [gamma, delta]) == \
        pair_claims(index, [gamma, delta])
    assert claim_parties(index, [*between, between[0]]) == [acme, delta]
    assert claim_parties(index, []) == []


@pytest.mark.parametrize(("question", "toward", "away"), [
    ("who did Joe Perches write to", False, True),
    ("Who did Katrin Vogel email?", False, True),
    ("who has Joe contacted", False, True),
    ("who messaged ikonia", True, False),
    ("who emailed Joe Perches", True, False),
    ("Who wrote to Ruth Okafor?", True, False),
])
def test_who_wrote_to_whom_names_the_writer_or_the_one_written_to(question: str, toward: bool, away: bool) -> None:
    """In a question about writing, `to` points at the party asked for: "who did X write to"
    names the writer, "who wrote to X" the one written to."""
    intent = parse_intent(question)
    # (`contacted` may be a call too)
    assert intent.types == (("CALLED", "EMAILED", "MESSAGED") if "contact" in question else ("EMAILED", "MESSAGED"))
    assert (intent.toward, intent.away) == (toward, away)


def test_direction_words_of_other_questions_are_read_as_before() -> None:
    assert parse_intent("who transferred funds to Beta Ltd").toward
    assert parse_intent("payments from Acme").away


def _read(question: str, name: str) -> Intent:
    """`question` read as `query` reads it, `name` its one named entity (row 7)."""
    from textgraph.retrieve.lookup import possessive_words, question_words, without_words

    words = question_words(question)
    size = len(name.split())
    start = next(i for i in range(len(words)) if " ".join(words[i:i + size]) == name)
    return parse_intent(without_words(question, [(start, start + size)]), [(7, start, start + size)], words,
                        possessive_words(question))


@pytest.mark.parametrize(("question", "types", "role"), [
    # the payers of B, however the question puts it
    ("who are the payers of Gamma Holdings", ("TRANSFERRED",), "obj"),
    ("who funded Gamma Holdings", ("TRANSFERRED",), "obj"),
    ("who financed Gamma Holdings", ("TRANSFERRED",), "obj"),
    ("payments received by Gamma Holdings", ("TRANSFERRED",), "obj"),
    ("who deposited money with Gamma Holdings", ("TRANSFERRED",), "obj"),
    ("who is the source of Gamma Holdings's funds", ("TRANSFERRED",), "obj"),
    ("where did Gamma Holdings's money come from", ("TRANSFERRED",), "obj"),
    ("Who made transfers into Gamma Holdings's account?", ("TRANSFERRED",), "obj"),
    ("incoming payments of Gamma Holdings", ("TRANSFERRED",), "obj"),
    # and its payees
    ("where did Gamma Holdings's money go", ("TRANSFERRED",), "subj"),
    ("Where did the money from Gamma Holdings go?", ("TRANSFERRED",), "subj"),
    ("who were Gamma Holdings's payees?", ("TRANSFERRED",), "subj"),
    ("outgoing payments of Gamma Holdings", ("TRANSFERRED",), "subj"),
    ("Gamma Holdings's April 2026 payments", ("TRANSFERRED",), "subj"),
    ("Which beneficiaries received funds from Gamma Holdings?", ("TRANSFERRED",), "subj"),
    # control, and its owner behind a possessive
    ("who has control over Gamma Holdings", ("CONTROLS",), "obj"),
    ("who is pulling the strings at Gamma Holdings", ("BENEFICIAL_OWNER_OF", "CONTROLS"), "obj"),
    ("who is in control of Gamma Holdings", ("CONTROLS",), "obj"),
    ("who is the controlling party of Gamma Holdings", ("CONTROLS",), "obj"),
    ("who is Gamma Holdings's controller", ("CONTROLS",), "obj"),
    ("which entities are under Gamma Holdings's control", ("CONTROLS",), "subj"),
    ("who is Gamma Holdings's UBO", ("BENEFICIAL_OWNER_OF",), "obj"),
    ("who is Gamma Holdings’s owner", ("BENEFICIAL_OWNER_OF", "OWNS"), "obj"),
    ("beneficial ownership of Gamma Holdings", ("BENEFICIAL_OWNER_OF", "OWNS"), "obj"),
    # a loan: the lender pays, the borrower is paid
    ("who borrowed from Gamma Holdings", ("TRANSFERRED",), "subj"),
    ("who is Gamma Holdings's borrower", ("TRANSFERRED",), "subj"),
    ("who did Gamma Holdings borrow from", ("TRANSFERRED",), "obj"),
    ("who are Gamma Holdings's creditors", ("TRANSFERRED",), "obj"),
    ("who is the lender to Gamma Holdings", ("TRANSFERRED",), "obj"),
    ("who is the ultimate beneficial owner of Gamma Holdings", ("BENEFICIAL_OWNER_OF", "OWNS"), "obj"),
])
def test_a_question_put_other_ways_asks_the_same(question: str, types: tuple[str, ...], role: str) -> None:
    got = _read(question, "Gamma Holdings")
    assert got.types == types and got.roles == ((7, role),)


def test_running_a_firm_asks_for_its_directors_and_officers() -> None:
    for question in ("who runs Gamma Holdings", "who manages Gamma Holdings", "who heads Gamma Holdings",
                     "who is in charge of Gamma Holdings"):
        assert parse_intent(question).types == ("DIRECTOR_OF", "OFFICER_OF"), question
    # a register's officers are its directors too
    assert parse_intent("who are the officers of Gamma Holdings").types == ("DIRECTOR_OF", "EMPLOYED_BY",
                                                                            "OFFICER_OF")
    assert parse_intent("where is the head office of Gamma Holdings").types == ("LOCATED_IN",)


def test_where_a_party_banks_asks_for_its_bank_and_an_address_for_its_addresses() -> None:
    assert parse_intent("where does Gamma Holdings bank").types == ("BANKS_WITH",)
    assert parse_intent("where did Gamma bank in 2024?").types == ("BANKS_WITH",)
    assert parse_intent("where does Gamma Holdings trade").types == ("LOCATED_IN",)
    assert parse_intent("what is the address of Gamma Holdings").types == ("HAS_ADDRESS", "LOCATED_IN")


def test_the_ultimate_owner_is_asked_of_beneficial_owners_first_and_of_controllers_after() -> None:
    ubo = parse_intent("who is the UBO of Gamma Holdings")
    assert ubo.types == ("BENEFICIAL_OWNER_OF",) and ubo.wider == (("CONTROLS", "OWNS"), ("DIRECTOR_OF", "OFFICER_OF"))
    owner = parse_intent("who owns Gamma Holdings")
    assert owner.types == ("BENEFICIAL_OWNER_OF", "OWNS") and owner.wider == (("CONTROLS",),)
    # a sale asks for its buyer, not for who controls the firm
    assert parse_intent("who bought Gamma Holdings").wider == ()
    # "behind" asks for both at once
    assert parse_intent("who is behind Gamma Holdings").types == ("BENEFICIAL_OWNER_OF", "CONTROLS")


def test_where_money_went_asks_for_payments_not_places_and_a_trust_beneficiary_stays_a_tie() -> None:
    assert parse_intent("where did the money from Gamma go").types == ("TRANSFERRED",)
    assert "LOCATED_IN" in parse_intent("where is Gamma registered").types
    assert parse_intent("who are the beneficiaries of the Orion Trust").types == ("ASSOCIATED_WITH",)
    assert parse_intent("who are the beneficiaries of the Orion Trust").role == "beneficiary"
    assert parse_intent("which beneficiaries received payments from Gamma").role == ""
    # an account asked for by name stays the question
    assert "HOLDS_ACCOUNT" in parse_intent("which accounts received payments from Gamma").types


def test_dealings_closeness_kin_and_places_are_read_as_those_ties() -> None:
    dealings = parse_intent("who does Gamma do business with")
    assert dealings.types == ("CONTRACTED_WITH",) and dealings.wider == (("ASSOCIATED_WITH", "TRANSFERRED"),)
    assert parse_intent("who is Anna close to").types == ("ASSOCIATED_WITH",)
    assert parse_intent("who paid close to $1m to Gamma").types == ("TRANSFERRED",)  # an amount, not a tie
    assert parse_intent("who is Anna related to").types == ("ASSOCIATED_WITH", "RELATIVE_OF")
    assert parse_intent("is Acme Holdings related to Acme Corp?").types == ("ASSOCIATED_WITH", "RELATIVE_OF")
    assert parse_intent("which country is Gamma in").place == "country"
    assert parse_intent("in which town is Gamma based").place == "city"
    assert parse_intent("where is Gamma based").place == ""


def test_who_a_person_saw_asks_for_meetings() -> None:
    assert parse_intent("who did Boris Engel see in Vienna").types == ("MET",)
    assert parse_intent("who has Boris Engel seen since May").types == ("MET",)
    assert "MET" not in parse_intent("see the payments to Gamma").types


def test_a_question_that_names_no_one_asks_for_the_side_its_words_name() -> None:
    from textgraph.retrieve.intent import asked_side

    def side(question: str) -> str:
        return asked_side(question, parse_intent(question))

    assert side("Who sent the largest payment?") == "subj"
    assert side("Which company has paid the most?") == "subj"
    assert side("Who received the most money?") == "obj"
    assert side("Who was paid the largest amount?") == "obj"
    assert side("Who are the beneficial owners in this case?") == "subj"
    assert side("Who are the payees of these wires?") == "obj"
    assert side("Which subsidiaries are there?") == ""  # no verb or noun of a side: PageRank decides
