"""A listed bank or payment institution is one Organization under every form it is written in."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.extract.agencies import BODY_NORMS
from textgraph.extract.banks import BANK_NORMS, BANKS, is_bank
from textgraph.ingest import ingest_bytes
from textgraph.model import Mention
from textgraph.structure import structure


def _mentions(text: str) -> tuple[Mention, ...]:
    cfg = Config()
    [doc] = ingest_bytes("a.txt", text.encode(), cfg.ingest)
    s = structure(doc)
    return extract_document(doc, s.sentences, s.terms, cfg).mentions


def _orgs(text: str) -> dict[str, str]:
    """Written name -> norm of every Organization mention."""
    return {m.name: m.norm for m in _mentions(text) if m.type == "Organization"}


def test_every_form_names_a_bank_by_its_full_name() -> None:
    assert BANK_NORMS["JPMorgan"] == BANK_NORMS["J.P. Morgan"] == BANK_NORMS["JPMorgan Chase Bank"] == "jpmorgan chase"
    assert BANK_NORMS["Julius Bär"] == BANK_NORMS["Bank Julius Baer"] == "julius baer"
    assert BANK_NORMS["CREDIT SUISSE"] == "credit suisse"  # forms of two words also in capitals
    assert is_bank("hsbc") and is_bank("western union") and not is_bank("acme corp")
    # ordinary words and acronyms other bodies share are left out
    for left_out in ("Wise", "wise", "Citi", "Chase", "TD", "SEB", "Fidelity", "Stripe", "Kraken", "Visa"):
        assert left_out not in BANK_NORMS
    assert not BANKS & set(BODY_NORMS.values())  # no public body is listed twice


def test_bare_bank_names_are_one_organization_each() -> None:
    found = _orgs("Blue Harbor Ltd maintains an account with Barclays. "
                  "Funds moved through accounts at Credit Suisse and Julius Baer.\n")
    assert found == {"Blue Harbor Ltd": "blue harbor ltd", "Barclays": "barclays",
                     "Credit Suisse": "credit suisse", "Julius Baer": "julius baer"}
    types = {m.name: m.type for m in _mentions("Funds moved through accounts at Julius Baer.\n")}
    assert types == {"Julius Baer": "Organization"}  # not a person


def test_forms_and_legal_suffixes_give_one_entity_with_the_full_span() -> None:
    ms = [m for m in _mentions("JPMorgan wired the money. J.P. Morgan Chase sent more through "
                               "JPMorgan Chase Bank, N.A. to UBS AG and HSBC Bank plc.\n")
          if m.type == "Organization"]
    assert [m.name for m in ms] == ["JPMorgan", "J.P. Morgan Chase", "JPMorgan Chase Bank, N.A.", "UBS AG",
                                    "HSBC Bank plc"]
    assert len({m.entity for m in ms[:3]}) == 1 and ms[0].norm == "jpmorgan chase"
    assert (ms[3].norm, ms[4].norm) == ("ubs", "hsbc")
    assert _orgs("PJSC Sberbank paid it.\n") == {"PJSC Sberbank": "sberbank"}


def test_a_form_inside_a_longer_word_or_in_lower_case_is_no_bank() -> None:
    found = _orgs("The HSBCX system and sub-UBS tools, the Ingot and Barclaysville tests were run.\n")
    assert not set(found.values()) & BANKS
    assert _orgs("She was wise to use a wise bank and paypal links.\n") == {}


def test_the_words_of_a_bank_name_are_no_short_forms_later() -> None:
    found = _orgs("Standard Chartered paid the fee to Blue Ltd. Standard procedures apply.\n")
    assert found == {"Standard Chartered": "standard chartered", "Blue Ltd": "blue ltd"}
