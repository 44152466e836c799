"""A party's role in a case before its name (`Plaintiff Coastal Pines …`) is no part of the name."""

from __future__ import annotations

from tests.extract.test_extract_fixtures import run


def _names(text: str) -> set[tuple[str, str]]:
    return {(n.type, n.name) for n in run(text).nodes if n.kind == "entity"}


def test_a_case_role_before_a_firm_s_name_is_left_out_of_it() -> None:
    names = _names('Plaintiff Coastal Pines Mutual Insurance Company ("Coastal Pines") sues Defendants. '
                   "Defendant Blue Egret Management Group, Inc. is a Florida corporation.")
    assert ("Organization", "Coastal Pines Mutual Insurance Company") in names
    assert ("Organization", "Blue Egret Management Group, Inc.") in names
    assert not any(name.startswith(("Plaintiff", "Defendant")) for _, name in names)
