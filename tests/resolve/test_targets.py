"""Whom a short name stands for when several long names could be it: head nouns, neighbour
evidence that is no better than chance, and two legal forms of one name in steady use."""

from __future__ import annotations

from er_helpers import orgs, rec, resolve, same

from textgraph.config import ResolveConfig
from textgraph.resolve import EntityRecord, resolve_records
from textgraph.resolve.context import drops_head_nouns
from textgraph.resolve.normalize import NormName, normalize
from textgraph.resolve.typemap import LOCATION, ORGANIZATION


def test_drops_head_nouns() -> None:
    def org(name: str) -> NormName:
        return normalize(ORGANIZATION, name)

    assert drops_head_nouns(org("GAMMA"), org("Gamma Bank"))
    assert drops_head_nouns(org("Gamma"), org("Gamma Bank Group"))
    assert drops_head_nouns(org("Gamma Lumen"), org("Gamma Lumen Holdings"))
    assert not drops_head_nouns(org("Gamma"), org("Gamma Lumen Bank"))
    assert not drops_head_nouns(org("Lumen"), org("Gamma Lumen"))
    place, city = normalize(LOCATION, "Gamma"), normalize(LOCATION, "Gamma Bank")
    assert not drops_head_nouns(place, city)
    # a short name of common words shortens nothing (seen in real mail: `National`, `BEST`)
    assert not drops_head_nouns(org("National"), org("National Brokerage"))
    assert not drops_head_nouns(org("BEST"), org("Best Companies"))
    assert not drops_head_nouns(org("Information"), org("Information Administration"))


def test_a_head_noun_reading_among_many_rivals_is_a_guess() -> None:
    two = resolve(orgs("Iq Bank", "Iq Lumen Corp", "IQ", "Iq Vell Corp"))
    assert same(two, "o0", "o2")
    many = resolve(orgs("Iq Bank", "Iq Lumen Corp", "IQ", "Iq Vell Corp", "Iq Orra Corp"))
    assert not any("o2" in c for c in many.clusters())


def test_a_bare_name_stands_for_the_name_it_shortens_by_a_head_noun() -> None:
    # `GAMMA` is `Gamma Bank` without its head noun; `Gamma Lumen Corp` adds a word of its own
    res = resolve(orgs("Gamma Bank", "Gamma Lumen Corp", "GAMMA", "Gamma Lumen Corporation"))
    assert same(res, "o0", "o2") and not same(res, "o1", "o2")
    rules = {m.alias_name: m.evidence.rule for m in res.report.merges}
    assert rules["GAMMA"] == "head-noun"


def test_two_head_noun_readings_stay_ambiguous() -> None:
    res = resolve(orgs("Gamma Bank", "Gamma Holdings", "GAMMA", "Gamma Lumen Corp"))
    assert res.clusters() == ()


def test_neighbours_that_beat_the_head_noun_reading_still_decide() -> None:
    # in a small hand-made graph one shared neighbour counts, and it points elsewhere
    res = resolve([rec("o0", "Organization", "Gamma Bank"),
                   rec("o1", "Organization", "Gamma Lumen Corp", "x"),
                   rec("o2", "Organization", "GAMMA", "x"), rec("x", "Location", "Port Louis")])
    assert same(res, "o1", "o2") and not same(res, "o0", "o2")


_TREES = ("Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Hazel", "Juniper", "Larch",
          "Maple")


def _chance_links(spelling_links: bool) -> list[EntityRecord]:
    """Ten companies written two ways, in a dense graph of twenty places. Each spelling
    links five places; the two spellings of a company share none (links no better than
    chance), or, with `spelling_links`, the same five (links that carry identity)."""
    places = [rec(f"x{k:02d}", "Location", f"Quorra Vell {chr(65 + k)}") for k in range(20)]
    out = list(places)
    for k, tree in enumerate(_TREES):
        first = [f"x{(2 * k + i) % 20:02d}" for i in range(5)]
        second = first if spelling_links else [f"x{(2 * k + 10 + i) % 20:02d}" for i in range(5)]
        out.append(rec(f"t{k}a", "Organization", f"{tree} Freight Corp", *first))
        out.append(rec(f"t{k}b", "Organization", f"{tree} Freight Corporation", *second))
    return out


def test_neighbours_no_better_than_chance_pick_no_target() -> None:
    # `SC` shares a neighbour with `Summit Chemicals` only; in a graph whose links do not
    # tell one company's spellings apart from any other company, that is a coincidence
    short = [rec("sc", "Organization", "Summit Chemicals", "x00"),
             rec("sa", "Organization", "Sapphire Capital", "x07"),
             rec("s", "Organization", "SC", "x00")]
    noisy = resolve(_chance_links(spelling_links=False) + short)
    assert noisy.report.stats.neighbour_evidence == "chance-level"
    assert not same(noisy, "s", "sc") and not same(noisy, "s", "sa")
    for k in range(len(_TREES)):
        assert same(noisy, f"t{k}a", f"t{k}b")  # names still merge on their own
    telling = resolve(_chance_links(spelling_links=True) + short)
    assert telling.report.stats.neighbour_evidence == "used"
    assert same(telling, "s", "sc") and not same(telling, "s", "sa")


def test_neighbour_verdict_is_in_the_report_json() -> None:
    res = resolve(orgs("Acme Corp", "Acme Corporation"))
    assert res.report.to_json()["stats"]["neighbour_evidence"] == "used"


def _legal(mentions: int) -> list[EntityRecord]:
    return [EntityRecord(id="a", type="Organization", name="Orion Vertex Corp", mentions=mentions),
            EntityRecord(id="b", type="Organization", name="Orion Vertex Ltd", mentions=mentions)]


def test_two_legal_forms_in_steady_use_are_two_companies() -> None:
    apart = resolve_records(_legal(5), ResolveConfig())
    assert apart.clusters() == ()
    miss = next(n for n in apart.report.near_misses if {n.a, n.b} == {"a", "b"})
    assert miss.evidence.rule == "established-legal-forms"
    # a form written once or twice beside the other is a loose spelling of the same name
    assert resolve_records(_legal(2), ResolveConfig()).clusters() == (("a", "b"),)
    assert resolve_records(_legal(0), ResolveConfig()).clusters() == (("a", "b"),)
