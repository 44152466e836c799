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


def test_rivals_that_add_the_same_word_are_one_reading() -> None:
    # three `Cobalt Yukon …` names are one other reading of `COBALT`, not three
    res = resolve(orgs("Cobalt Partners", "Cobalt Yukon Trust", "COBALT", "Cobalt Yukon Fund",
                       "COBALT YUKON"))
    assert same(res, "o0", "o2")
    assert not any(same(res, "o2", x) for x in ("o1", "o3", "o4"))
    rules = {m.alias_name: m.evidence.rule for m in res.report.merges}
    assert rules["COBALT"] == "head-noun"
    # three other names are three readings: a guess
    many = resolve(orgs("Cobalt Partners", "Cobalt Yukon Trust", "COBALT", "Cobalt Lumen Fund",
                        "Cobalt Vell Corp"))
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


def test_inc_and_corp_in_steady_use_are_two_companies_but_spellings_of_one_form_are_one() -> None:
    # features._LEGAL_FAMILY: `Inc` and `Corp` are two forms (a company is registered as one)
    def pair(x: str, y: str, mentions: int) -> list[EntityRecord]:
        return [EntityRecord(id="a", type="Organization", name=x, mentions=mentions),
                EntityRecord(id="b", type="Organization", name=y, mentions=mentions)]
    assert resolve_records(pair("Keystone Juniper Corp", "Keystone Juniper Inc", 5), ResolveConfig()).clusters() == ()
    loose = resolve_records(pair("Keystone Juniper Corp", "Keystone Juniper Inc", 1), ResolveConfig())
    assert [set(c) for c in loose.clusters()] == [{"a", "b"}]
    for x, y in (("Keystone Juniper Corp", "Keystone Juniper Corporation"),
                 ("Keystone Juniper Inc", "Keystone Juniper Incorporated")):
        assert [set(c) for c in resolve_records(pair(x, y, 5), ResolveConfig()).clusters()] == [{"a", "b"}]


def _person(rid: str, name: str, *docs: str) -> EntityRecord:
    return EntityRecord(id=rid, type="Person", name=name, documents=docs)


def _hoovers(*short: EntityRecord) -> list[EntityRecord]:
    return [_person("p0", "J. Edgar Hoover", "d1", "d2"), _person("p1", "Herbert Hoover", "d3"),
            *short]


def test_a_short_name_stands_for_the_candidate_its_documents_mention() -> None:
    # `Mr. Hoover` in the memo that names J. Edgar Hoover, not in Herbert Hoover's
    res = resolve_records(_hoovers(_person("s", "Mr. Hoover", "d1")), ResolveConfig())
    assert same(res, "s", "p0") and not same(res, "s", "p1")
    assert {m.alias: m.evidence.rule for m in res.report.merges}["s"] == "same-document"
    assert res.report.stats.document_evidence == "used"
    # a rival mentioned in one of its documents, or its candidate in under half of them
    for docs in (("d1", "d3"), ("d1", "d4", "d5")):
        apart = resolve_records(_hoovers(_person("s", "Mr. Hoover", *docs)), ResolveConfig())
        assert not any("s" in c for c in apart.clusters())
    # records that do not say where they are mentioned: nothing to go on
    bare = [EntityRecord(id=r.id, type=r.type, name=r.name) for r in _hoovers(_person("s", "Mr. Hoover"))]
    none = resolve_records(bare, ResolveConfig())
    assert none.clusters() == () and none.report.stats.document_evidence == "none"


def test_a_bare_word_needs_two_shared_documents() -> None:
    # `Hoover` alone may be no name at all (a word before a slash, a heading): one
    # document is one observation
    once = resolve_records(_hoovers(_person("s", "Hoover", "d1")), ResolveConfig())
    assert not any("s" in c for c in once.clusters())
    twice = resolve_records(_hoovers(_person("s", "Hoover", "d1", "d2")), ResolveConfig())
    assert same(twice, "s", "p0") and not same(twice, "s", "p1")
    # an organization name of common words only picks nothing this way
    plain = resolve_records([
        EntityRecord(id="o0", type="Organization", name="National Brokerage", documents=("d1", "d2")),
        EntityRecord(id="o1", type="Organization", name="National Travelers", documents=("d3",)),
        EntityRecord(id="o2", type="Organization", name="National", documents=("d1", "d2"))],
        ResolveConfig())
    assert plain.clusters() == ()


def _mentioned(spellings_together: bool) -> list[EntityRecord]:
    """Ten companies written two ways in twenty documents, each spelling in five; the two
    spellings share no document (no better than chance) or, with `spellings_together`, the
    same five (documents that carry identity). Plus `Mr. Hoover` and two Hoovers."""
    out = []
    for k, tree in enumerate(_TREES):
        first = tuple(f"d{(2 * k + i) % 20:02d}" for i in range(5))
        second = first if spellings_together else tuple(f"d{(2 * k + 10 + i) % 20:02d}" for i in range(5))
        out.append(EntityRecord(id=f"t{k}a", type="Organization", name=f"{tree} Freight Corp",
                                documents=first))
        out.append(EntityRecord(id=f"t{k}b", type="Organization", name=f"{tree} Freight Corporation",
                                documents=second))
    return out + _hoovers(_person("s", "Mr. Hoover", "d1"))


def test_documents_no_better_than_chance_pick_no_target() -> None:
    noisy = resolve_records(_mentioned(spellings_together=False), ResolveConfig())
    assert noisy.report.stats.document_evidence == "chance-level"
    assert not any("s" in c for c in noisy.clusters())
    telling = resolve_records(_mentioned(spellings_together=True), ResolveConfig())
    assert telling.report.stats.document_evidence == "used"
    assert same(telling, "s", "p0")
