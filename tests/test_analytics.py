"""Analytics against networkx on random graphs, and determinism under any order or hash seed."""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from textgraph import analytics
from textgraph.analytics import analyze, annotate, canonical_map, community_summaries, entity_graph
from textgraph.config import AnalyticsConfig
from textgraph.graphio import dump_graph
from textgraph.ids import make_id
from textgraph.model import Citation, Edge, Graph, Node, Tag, prop, props

ROOT = Path(__file__).resolve().parent.parent


def random_pairs(seed: int, n: int, m: int, weighted: bool = True) -> list[tuple[int, int, float]]:
    rng = random.Random(seed)
    weights: dict[tuple[int, int], float] = {}
    for _ in range(m):
        i, j = rng.randrange(n), rng.randrange(n)
        if i != j:
            key = (min(i, j), max(i, j))
            weights[key] = weights.get(key, 0.0) + (rng.uniform(0.1, 1.0) if weighted else 1.0)
    return [(i, j, w) for (i, j), w in sorted(weights.items())]


def nx_graph(n: int, pairs: list[tuple[int, int, float]]) -> nx.Graph:
    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_weighted_edges_from(pairs)
    return g


@pytest.mark.parametrize("seed", range(6))
def test_pagerank_matches_networkx(seed: int) -> None:
    n = 40 + 25 * seed
    pairs = random_pairs(seed, n, 3 * n)  # sparse enough to leave isolated (dangling) nodes
    ours, _ = analytics.pagerank(n, pairs, damping=0.85)
    ref = nx.pagerank(nx_graph(n, pairs), alpha=0.85, tol=1e-14, max_iter=10_000)
    assert max(abs(ours[i] - ref[i]) for i in range(n)) < 1e-9
    assert abs(sum(ours) - 1.0) < 1e-9


def test_personalized_pagerank_matches_networkx() -> None:
    n = 60
    pairs = random_pairs(7, n, 150)
    personal = [1.0 if i in (3, 17) else 0.0 for i in range(n)]
    ours, _ = analytics.pagerank(n, pairs, personalization=personal)
    ref = nx.pagerank(nx_graph(n, pairs), personalization={3: 1.0, 17: 1.0}, tol=1e-14, max_iter=10_000)
    assert max(abs(ours[i] - ref[i]) for i in range(n)) < 1e-9


@pytest.mark.parametrize("seed", range(4))
def test_betweenness_exact_matches_networkx(seed: int) -> None:
    n = 30 + 20 * seed
    pairs = random_pairs(seed + 10, n, 2 * n)
    ours = analytics.betweenness(n, pairs)
    ref = nx.betweenness_centrality(nx_graph(n, pairs), normalized=True)
    assert max(abs(ours[i] - ref[i]) for i in range(n)) < 1e-9


def test_betweenness_sampled_matches_networkx_with_the_same_sources() -> None:
    n, k, seed = 120, 25, 42
    pairs = random_pairs(3, n, 300)
    sources = random.Random(seed).sample(range(n), k)
    ours = analytics.betweenness(n, pairs, sources)
    ref = nx.betweenness_centrality(nx_graph(n, pairs), k=k, seed=seed, normalized=True)
    assert max(abs(ours[i] - ref[i]) for i in range(n)) < 1e-9


@pytest.mark.parametrize("seed", range(4))
def test_cut_vertices_and_bridges_match_networkx(seed: int) -> None:
    n = 50
    pairs = random_pairs(seed + 20, n, 70)
    adj: list[list[tuple[int, float]]] = [[] for _ in range(n)]
    for i, j, w in pairs:
        adj[i].append((j, w))
        adj[j].append((i, w))
    cut, bridges = analytics.cut_vertices([sorted(row) for row in adj])
    g = nx_graph(n, pairs)
    assert {i for i in range(n) if cut[i]} == set(nx.articulation_points(g))
    assert bridges == len(list(nx.bridges(g)))


def planted(seed: int, groups: int = 6, size: int = 12) -> list[tuple[int, int, float]]:
    rng = random.Random(seed)
    weights: dict[tuple[int, int], float] = {}
    n = groups * size
    for i in range(n):
        for j in range(i + 1, n):
            same = i // size == j // size
            if rng.random() < (0.5 if same else 0.01):
                weights[(i, j)] = 1.0
    return sorted((i, j, w) for (i, j), w in weights.items())


def test_louvain_recovers_planted_communities_and_rivals_networkx() -> None:
    n, pairs = 72, planted(5)
    ours = analytics.louvain(n, pairs, seed=42)
    groups: dict[int, set[int]] = {}
    for node, c in enumerate(ours):
        groups.setdefault(c, set()).add(node)
    assert sorted(map(sorted, groups.values())) == [list(range(g * 12, g * 12 + 12)) for g in range(6)]
    ref = nx.community.louvain_communities(nx_graph(n, pairs), seed=42)
    ref_q = nx.community.modularity(nx_graph(n, pairs), ref)
    assert analytics.modularity(n, pairs, ours) >= ref_q - 0.01


def test_louvain_is_deterministic_and_numbered_by_size() -> None:
    n, pairs = 300, random_pairs(11, 300, 900)
    first = analytics.louvain(n, pairs, seed=7)
    assert analytics.louvain(n, pairs, seed=7) == first
    sizes = [first.count(c) for c in range(max(first) + 1)]
    assert sizes == sorted(sizes, reverse=True)
    q = analytics.modularity(n, pairs, first)
    ref_q = nx.community.modularity(nx_graph(n, pairs), nx.community.louvain_communities(nx_graph(n, pairs), seed=7))
    assert q >= ref_q - 0.03


# --- on graphs ---------------------------------------------------------------------------

def _cite(i: int) -> tuple[Citation, ...]:
    return (Citation(doc="doc:x", start=i, end=i + 1, sha=f"{i:032x}"),)


def synthetic_graph(seed: int = 1, n: int = 40, m: int = 90) -> Graph:
    """Random entities and relations, two aliases (one by prop, one by SAME_AS only), a negation."""
    rng = random.Random(seed)
    ids = [make_id("ent", "Organization", f"org {i}") for i in range(n)]
    nodes = [Node(id=eid, kind="entity", type="Organization", name=f"Org {i} {rng.choice(['Alpha', 'Beta'])}",
                  props=props(mentions=rng.randrange(1, 5))) for i, eid in enumerate(ids)]
    alias_a = Node(id=make_id("ent", "Organization", "o0"), kind="entity", type="Organization", name="O0",
                   props=props(canonical=False, canonical_id=ids[0]))
    alias_b = Node(id=make_id("ent", "Organization", "o1"), kind="entity", type="Organization", name="O1")
    nodes += [alias_a, alias_b]
    edges = [Edge.make("SAME_AS", alias_b.id, ids[1], Tag.INFERRED, 0.9, _cite(0), props=props(score=0.9))]
    for k in range(m):
        a, b = rng.randrange(n), rng.randrange(n)
        if a != b:
            edges.append(Edge.make(rng.choice(["TRANSFERRED", "CONTROLS", "OWNS"]), ids[a], ids[b],
                                   Tag.EXTRACTED, rng.choice([0.6, 0.8, 0.9]), _cite(k + 1),
                                   props=props(polarity="positive")))
    edges.append(Edge.make("TRANSFERRED", alias_a.id, ids[2], Tag.EXTRACTED, 0.9, _cite(500)))
    edges.append(Edge.make("TRANSFERRED", alias_b.id, ids[3], Tag.EXTRACTED, 0.9, _cite(501),
                           props=props(polarity="negative")))
    edges.append(Edge.make("MENTIONS", "sen:x", ids[4], Tag.EXTRACTED, 1.0, _cite(502)))
    return Graph(config_hash="c", inputs_root="r", nodes=tuple(sorted(nodes, key=lambda x: x.id)),
                 edges=tuple(sorted(edges, key=lambda x: x.id)))


def test_entity_graph_collapses_aliases_and_skips_non_relations() -> None:
    g = synthetic_graph()
    canon = canonical_map(g)
    alias_a = make_id("ent", "Organization", "o0")
    alias_b = make_id("ent", "Organization", "o1")
    assert canon[alias_a] == make_id("ent", "Organization", "org 0")
    assert canon[alias_b] == make_id("ent", "Organization", "org 1")
    eg = entity_graph(g)
    assert alias_a not in eg.nodes and alias_b not in eg.nodes and len(eg.nodes) == 40
    index = {nid: i for i, nid in enumerate(eg.nodes)}
    i0, i2 = index[canon[alias_a]], index[make_id("ent", "Organization", "org 2")]
    assert any({a, b} == {i0, i2} for a, b, _ in eg.pairs)  # the alias's edge lands on its canonical
    i1 = index[canon[alias_b]]
    i3 = index[make_id("ent", "Organization", "org 3")]
    weights = {(a, b): w for a, b, w in eg.pairs}
    stated = sum(e.confidence for e in g.edges if e.type != "SAME_AS" and prop(e.props, "polarity") != "negative"
                 and {canon.get(e.source), canon.get(e.target)} == {eg.nodes[i1], eg.nodes[i3]})
    assert weights.get((min(i1, i3), max(i1, i3)), 0.0) == pytest.approx(stated)  # the negation adds nothing


def test_annotate_writes_props_and_manifest_notes() -> None:
    g = synthetic_graph()
    result = analyze(g, AnalyticsConfig())
    out = annotate(g, result)
    by_id = {n.id: dict(n.props) for n in out.nodes}
    canonical = [p for p in by_id.values() if "pagerank" in p]
    assert len(canonical) == 40
    assert sorted(p["pagerank_rank"] for p in canonical) == list(range(1, 41))
    alias = by_id[make_id("ent", "Organization", "o0")]
    assert "pagerank" not in alias and alias["community"] == by_id[make_id("ent", "Organization", "org 0")]["community"]
    assert result.notes["betweenness"]["method"] == "exact"
    sampled = analyze(g, AnalyticsConfig(betweenness_exact_max_nodes=10, betweenness_samples=8))
    assert sampled.notes["betweenness"] == {"method": "sampled", "sources": 8, "seed": 42, "exact_max_nodes": 10}
    summaries = community_summaries(out)
    assert [c.number for c in summaries] == sorted(c.number for c in summaries)
    assert all(c.label for c in summaries)


def test_analytics_is_invariant_to_input_order() -> None:
    g = synthetic_graph(seed=3)
    expected = dump_graph(annotate(g, analyze(g, AnalyticsConfig())))
    rng = random.Random(0)
    for _ in range(3):
        nodes, edges = list(g.nodes), list(g.edges)
        rng.shuffle(nodes)
        rng.shuffle(edges)
        shuffled = dataclasses.replace(g, nodes=tuple(nodes), edges=tuple(edges))
        assert dump_graph(annotate(shuffled, analyze(shuffled, AnalyticsConfig()))) == expected


_SCRIPT = """
import sys, hashlib
sys.path.insert(0, {tests!r})
from test_analytics import synthetic_graph
from textgraph.analytics import analyze, annotate
from textgraph.config import AnalyticsConfig
from textgraph.graphio import dump_graph
g = synthetic_graph(seed=5, n=120, m=300)
cfg = AnalyticsConfig(betweenness_exact_max_nodes=50, betweenness_samples=20)
print(hashlib.sha256(dump_graph(annotate(g, analyze(g, cfg)))).hexdigest())
"""


def test_analytics_is_the_same_under_any_hash_seed() -> None:
    script = _SCRIPT.format(tests=str(ROOT / "tests"))
    digests = set()
    for seed in ("0", "1", "12345"):
        env = {"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"}
        run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                             check=True, cwd=ROOT)
        digests.add(run.stdout.strip())
    assert len(digests) == 1, digests


def test_analytics_stage_notes_are_json() -> None:
    g = synthetic_graph()

    class Ctx:
        config = type("C", (), {"analytics": AnalyticsConfig()})()

    out, notes = analytics.analytics_stage(g, Ctx())  # type: ignore[arg-type]
    json.dumps(notes)
    assert notes["canonical_entities"] == 40 and notes["aliases_collapsed"] == 2
    assert len(out.nodes) == len(g.nodes)


def test_a_dense_nodes_link_sums_are_the_loops_to_the_last_bit_and_in_its_order() -> None:
    import random

    import numpy as np

    from textgraph.analytics.communities import _dense_links, _links

    rng = random.Random(3)
    for trial in range(200):
        n = rng.randint(2, 400)
        comm = [rng.randrange(max(1, n // rng.randint(1, 40))) for _ in range(n)]
        nbrs = rng.sample(range(n), rng.randint(1, n))
        # weights whose sums depend on the order they are added in
        wts = [rng.choice([0.1, 0.7, 1e-9, 3.3, 1e6]) * rng.random() for _ in nbrs]
        loop = _links(comm, nbrs, wts)
        dense = _dense_links(np.array(comm), np.array(nbrs), np.array(wts))
        assert list(dense.items()) == list(loop.items()), trial


def test_louvain_recovers_dense_planted_communities() -> None:
    import random

    from textgraph.analytics.communities import DENSE_NEIGHBOURS

    rng = random.Random(11)
    size, groups = 100, 4
    pairs = [(i, j, rng.choice([0.5, 1.0, 2.5])) for i in range(size * groups) for j in range(i + 1, size * groups)
             if rng.random() < (0.8 if i // size == j // size else 0.02)]
    degree = [0] * (size * groups)
    for i, j, _ in pairs:
        degree[i] += 1
        degree[j] += 1
    assert min(degree) > DENSE_NEIGHBOURS  # every node sums its links the dense way
    ours = analytics.louvain(size * groups, pairs, seed=5)
    found: dict[int, set[int]] = {}
    for node, c in enumerate(ours):
        found.setdefault(c, set()).add(node)
    assert sorted(map(sorted, found.values())) == [list(range(g * size, g * size + size)) for g in range(groups)]
    assert ours == analytics.louvain(size * groups, pairs, seed=5)
