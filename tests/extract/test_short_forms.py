"""A short form in brackets without quotes (`extract.terms`): the name of a party found before it only."""

from __future__ import annotations

from tests.extract.test_extract_fixtures import run


def test_an_unquoted_short_form_is_the_party_s_name_and_no_run_s() -> None:
    text = ("Sterling Ridge Trading LLC (Sterling Ridge) weighs words by their Inverse Document Frequency (IDF). "
            "Sterling Ridge paid Beta Ltd.")
    firms = {text[m.citation.start:m.citation.end]: m.entity for m in run(text).mentions if m.type == "Organization"}
    assert firms["Sterling Ridge"] == firms["Sterling Ridge Trading LLC"]
    assert "Inverse Document Frequency" not in firms


def test_a_firm_s_name_broken_before_its_legal_form_is_one_name() -> None:
    # (the next line may be indented, as a numbered paragraph's is; a line that starts with a word is no
    # legal form's: `Acme` / `Ltd. was founded` would be, `John Smith` / `Co-signers were` is not)
    text = ("1. Current position: Andrew Chua holds 70% of Lion City Fintech\n"
            "   Pte. Ltd. and his wife holds the remaining 30%. Kerr met John Smith\nCo-signers were present.")
    x = run(text)
    firms = [" ".join(m.name.split()) for m in x.mentions if m.type == "Organization"]
    assert firms == ["Lion City Fintech Pte. Ltd."]
    owned = [" ".join(str(n.props and dict(n.props).get("object_name", "")).split()) for n in x.nodes
             if n.kind == "claim" and n.type == "OWNS"]
    assert owned == ["Lion City Fintech Pte. Ltd."]
    assert {m.name for m in x.mentions if m.type == "Person"} >= {"Andrew Chua", "John Smith"}
    # (not `Limited` as a word on the next line, nor a form's `CO` code alone on its line)
    other = run("Get your FREE Adult Lifetime Membership\n Limited time offer.\n\n14 TYPE OF REPORTING PERSON*\nCO\n")
    assert not [m for m in other.mentions if m.type == "Organization"]
