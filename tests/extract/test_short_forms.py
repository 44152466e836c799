"""A short form in brackets without quotes (`extract.terms`): the name of a party found before it only."""

from __future__ import annotations

from tests.extract.test_extract_fixtures import run


def test_an_unquoted_short_form_is_the_party_s_name_and_no_run_s() -> None:
    text = ("Sterling Ridge Trading LLC (Sterling Ridge) weighs words by their Inverse Document Frequency (IDF). "
            "Sterling Ridge paid Beta Ltd.")
    firms = {text[m.citation.start:m.citation.end]: m.entity for m in run(text).mentions if m.type == "Organization"}
    assert firms["Sterling Ridge"] == firms["Sterling Ridge Trading LLC"]
    assert "Inverse Document Frequency" not in firms
