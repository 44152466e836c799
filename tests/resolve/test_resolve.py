"""End-to-end behaviour of `resolve_records`: what merges, what never does, and why."""

from __future__ import annotations

import pytest
from er_helpers import groups_by_name, orgs, persons, rec, resolve, same

from textgraph.errors import ConfigError
from textgraph.resolve import EntityRecord


def test_design_examples_merge() -> None:
    res = resolve(orgs("Acme Corp", "Acme Corporation", "ACME", "International Business Machines",
                       "IBM", "I.B.M.") + persons("John Doe", "J. Doe", "Doe, John"))
    assert groups_by_name(res) == {
        frozenset({"Acme Corp", "Acme Corporation", "ACME"}),
        frozenset({"International Business Machines", "IBM", "I.B.M."}),
        frozenset({"John Doe", "J. Doe", "Doe, John"}),
    }


def test_chain_through_an_acronym_cannot_over_merge() -> None:
    # ACME reads like both; Acme Holdings Ltd and Acme Corp are two legal entities.
    res = resolve(orgs("Acme Holdings Ltd", "ACME", "Acme Corp"))
    assert same(res, "o1", "o2")
    assert not same(res, "o0", "o1")
    assert not same(res, "o0", "o2")
    near = {(n.a, n.b): n for n in res.report.near_misses}
    assert near[("o0", "o2")].evidence.match == "partial"


def test_a_typo_of_a_typo_does_not_chain() -> None:
    # Chemicals~Chemicas and Chemicas~Chemica are one edit each; Chemicals~Chemica is two.
    res = resolve(orgs("Summit Chemicals", "Summit Chemicas", "Summit Chemica"))
    (cluster,) = res.clusters()
    assert len(cluster) == 2 and not same(res, "o0", "o2")
    assert any(n.reason == "complete-linkage" for n in res.report.near_misses)


@pytest.mark.parametrize("names", [
    ("Acme Holdings", "Acme Corp"),
    ("Apex Logistics", "Apex Capital"),
    ("Smith & Jones", "Jones & Smith"),
    ("Delta Inc.", "Delta LLC"),  # same short name, different legal forms
    ("Northwind Trading Ltd", "Northwind Trading Holdings Ltd"),
])
def test_look_alike_organizations_never_merge(names: tuple[str, ...]) -> None:
    assert resolve(orgs(*names)).clusters() == ()


@pytest.mark.parametrize("names", [
    ("John Smith", "Mary Smith"),
    ("Patricia Lee", "Patrick Lee"),
    ("Wei Kang", "Wei Jang"),  # one letter apart, but four letters: two surnames
    ("John Doe Jr.", "John Doe Sr."),
    ("John A. Doe", "John B. Doe"),
    ("E. Martin", "Emma Martin", "Elizabeth Martin"),  # an initial between two candidates
])
def test_persons_sharing_a_surname_never_merge(names: tuple[str, ...]) -> None:
    assert resolve(persons(*names)).clusters() == ()


def test_common_spellings_are_names_not_typos() -> None:
    # Nowak and Novak are one edit apart; seen often each, they are two surnames.
    many = [f"{first} {last}" for first in ("Anna", "Piotr", "Marek", "Ewa") for last in ("Nowak", "Novak")]
    res = resolve(persons(*many, "Jan Nowak", "Jan Novak"))
    assert not same(res, f"p{len(many)}", f"p{len(many) + 1}")
    res = resolve(persons("Jan Nowak", "Jan Novak"))  # seen once each: a typo
    assert same(res, "p0", "p1")


def test_typos_nicknames_and_initials_merge() -> None:
    res = resolve(persons("Robert Achterberg", "Bob Achterberg", "Rob Achterberg", "R. Achterberg",
                          "Robert Achterbreg", "Dr. Robert Achterberg"))
    assert len(res.clusters()) == 1 and len(res.clusters()[0]) == 6


def test_shared_neighbours_alone_never_merge() -> None:
    hub = [rec(f"x{k}", "Location", f"Place {k}") for k in range(5)]
    links = tuple(h.id for h in hub)
    res = resolve([*hub, rec("a", "Organization", "Harrow Freight", *links),
                   rec("b", "Organization", "Lindqvist Mining", *links)])
    assert not same(res, "a", "b")


def test_neighbours_pick_between_candidates() -> None:
    base = [rec("sc", "Organization", "Summit Chemicals", "bank"),
            rec("sa", "Organization", "Sapphire Capital", "port"),
            rec("bank", "Organization", "Vantelle Bank AG"), rec("port", "Location", "Port Louis")]
    ambiguous = resolve([*base, rec("x", "Organization", "SC")])
    assert not same(ambiguous, "x", "sc") and not same(ambiguous, "x", "sa")
    linked = resolve([*base, rec("x", "Organization", "SC", "bank")])
    assert same(linked, "x", "sc") and not same(linked, "x", "sa")
    merge = next(m for m in linked.report.merges if "x" in (m.alias, m.canonical))
    assert merge.evidence.rule == "decisive-neighbours"
    assert merge.evidence.shared_neighbours == 1
    assert merge.evidence.neighbour_ids == ("bank",)


def test_a_unique_candidate_needs_no_neighbours() -> None:
    res = resolve(orgs("Summit Chemicals", "SC", "Kestrel Marine Services Pte Ltd", "Kestrel Marine")
                  + persons("Emma Martin", "E. Martin"))
    assert same(res, "o0", "o1") and same(res, "o2", "o3") and same(res, "p0", "p1")
    rules = {m.alias_name: m.evidence.rule for m in res.report.merges}
    assert rules["SC"] == "unique-candidate"


def test_a_bare_name_follows_its_legal_twin() -> None:
    # "Acme" equals "Acme Corp" (a legal name): it is that company, not a short "Acme Holdings".
    res = resolve(orgs("Acme Holdings Ltd", "Acme", "Acme Corp"))
    assert same(res, "o1", "o2") and not same(res, "o0", "o1")
    res = resolve(orgs("Acme Holdings Ltd", "Acme"))  # no twin: a bare reference
    assert same(res, "o0", "o1")


def test_a_bare_name_is_its_only_legal_name_whatever_longer_names_share_its_word() -> None:
    """`Apple` beside `Apple Inc`, `Apple News` and `Apple University` (one 10-K) is Apple
    Inc: the longer names are not rivals of its only legal name. Two legal names of the word
    (`Apple Inc`, `Apple Ltd`), or an acronym reading (`UP` of `United Pacific`), leave it
    ambiguous among those longer names, as before."""
    res = resolve(orgs("Apple", "Apple Inc", "Apple News", "Apple University"))
    assert same(res, "o0", "o1") and not same(res, "o0", "o2") and not same(res, "o0", "o3")
    rules = {m.alias_name: m.evidence.rule for m in res.report.merges}
    assert rules == {"Apple": "sole-legal-twin"} or rules == {"Apple Inc": "sole-legal-twin"}
    for names in (("Apple", "Apple Inc", "Apple Ltd", "Apple News", "Apple University"),
                  ("UP", "UP Inc", "United Pacific", "UP News", "UP University")):
        other = resolve(orgs(*names))
        assert not same(other, "o0", "o1") and not same(other, "o0", "o2")
        assert "sole-legal-twin" not in {m.evidence.rule for m in other.report.merges}


def test_incompatible_types_never_merge_and_are_reported() -> None:
    res = resolve([rec("p", "Person", "Jordan"), rec("l", "Location", "Jordan"),
                   rec("o", "Organization", "Jordan"), rec("m", "Money", "Jordan")])
    assert res.clusters() == ()
    (conflict,) = res.report.conflicts
    assert conflict.name == "jordan"
    assert [i for i, _ in conflict.members] == ["l", "m", "o", "p"]


def test_type_table_maps_foreign_types_and_config_extends_it() -> None:
    res = resolve([rec("a", "ORGANIZATION", "Vantelle Bank AG"), rec("b", "BANK", "Vantelle Bank"),
                   rec("c", "company", "VANTELLE BANK AG")])
    assert len(res.clusters()) == 1
    assert res.report.conflicts == ()
    types = {m.evidence.types for m in res.report.merges}
    assert "compatible" in types
    plain = resolve([rec("a", "Organization", "Orca Nine"), rec("b", "Vessel", "ORCA NINE")])
    assert plain.clusters() == () and len(plain.report.conflicts) == 1
    extended = resolve([rec("a", "Organization", "Orca Nine"), rec("b", "Vessel", "ORCA NINE")],
                       type_aliases=(("Vessel", "Organization"),))
    assert same(extended, "a", "b")
    with pytest.raises(ConfigError, match="Vessel"):
        resolve([], type_aliases=(("Vessel", "Ship"),))


def test_other_types_keep_exact_identity() -> None:
    res = resolve([rec("a", "Money", "USD 2,000,000"), rec("b", "Money", "USD 2000000"),
                   rec("c", "Email", "a@x.org"), rec("d", "Email", "A@X.ORG")])
    assert res.clusters() == () and res.report.stats.resolvable == 0


def test_canonical_rule() -> None:
    records = [rec("a", "Organization", "HLTC"), rec("b", "Organization", "Harbor Light Trust Co"),
               rec("c", "Organization", "HARBOR LIGHT TRUST COMPANY"),
               rec("d", "Organization", "Harbor Light Trust Company")]
    (cluster,) = resolve(records).clusters()
    # spelled out beats the acronym, prose's case a register's capitals; then the longest full
    # name wins
    assert cluster[0] == "d"
    often = EntityRecord(id="b", type="Organization", name="Harbor Light Trust Co", mentions=9)
    assert resolve([*records[:1], often, *records[2:]]).clusters()[0][0] == "b"  # most mentions
    # equal ones: smallest id
    twins = [records[0], records[2], rec("d", "Organization", "HARBOR LIGHT TRUST COMPANY")]
    assert resolve(twins).clusters()[0][0] == "c"


def test_canonical_person_is_named_as_prose_writes_it() -> None:
    """A register's `DOE, John Anthony` has more full words than `John A. Doe`, but the
    cluster is named as prose writes the name; an abbreviated form still loses to both."""
    records = [rec("a", "Person", "DOE, John Anthony"), rec("b", "Person", "John A. Doe"),
               rec("c", "Person", "J. Doe")]
    (cluster,) = resolve(records).clusters()
    assert cluster[0] == "b"
    # a generation or a credential in capitals is no register's form
    records = [rec("a", "Person", "DOE, John Anthony"), rec("b", "Person", "John Anthony Doe III")]
    (cluster,) = resolve(records).clusters()
    assert cluster[0] == "b"


def test_report_lists_merges_sorted_with_evidence() -> None:
    res = resolve(orgs("Acme Corp", "Acme Corporation", "ACME", "Acme Holdings Ltd"))
    merges = res.report.merges
    assert list(merges) == sorted(merges)
    for m in merges:
        assert m.score >= 0.88 and m.evidence.strings()[0].startswith("match=")
    near = res.report.near_misses
    assert [n.sort_key() for n in near] == sorted(n.sort_key() for n in near)
    assert all(n.score >= 0.78 for n in near)
    stats = res.report.stats
    assert (stats.records, stats.clusters, stats.merged_records) == (4, 1, 3)
    assert stats.compared_pairs >= 3


def test_evidence_names_shared_neighbours_inside_a_strong_match() -> None:
    res = resolve([rec("a", "Organization", "Orchard Lane Freight Corp", "bank"),
                   rec("b", "Organization", "ORCHARD LANE FREIGHT CORPORATION", "bank", "port"),
                   rec("bank", "Organization", "Vantelle Bank AG"), rec("port", "Location", "Port Louis")])
    (merge,) = res.report.merges
    assert merge.evidence.match == "exact"
    assert (merge.evidence.shared_neighbours, merge.evidence.neighbour_ids) == (1, ("bank",))
