"""Run the peer tool textgraph-kg (PyPI, its own venv) on the gold questions and map its answers
to the strings `retrieval_quality.py` scores: gold cluster keys for entities, corpus-relative
paths for documents. Only the peer's command line is used; its text output is parsed here.

How the peer is run (`run_peer`)

- `PEER/bin/textgraph build CORPUS -o TMP/out` once. Its `graph.json` is read for two things
  only: the document list (doc id → file name) and the SAME_AS clusters of entity names.
- For every question `PEER/bin/textgraph query CORPUS "question" -k 2×depth` in a fresh process,
  with the temporary folder as working directory. The peer's `query` takes the corpus, not a
  build, and rebuilds its graph in memory every time, so its time per question includes a
  build. It has no `--json`; the text form is parsed (`parse_hits`). 2×depth hits because the
  peer interleaves entity and passage ("chunk") hits in one list, so each of the two lists
  derived below gets about `depth` items, as many as our `query` is asked for per list.
- Offline: none of the peer's model options (`--llm`, `--llm-extract`, `--embed`, `--narrate`)
  is passed (its defaults are BM25 + graph only); `API_KEY`, `MODEL_BASE_URL`, `MODEL_NAME`,
  `OPENAI_*` and proxy variables are removed from its environment, `HF_HUB_OFFLINE=1` and
  `TRANSFORMERS_OFFLINE=1` are set (and `PYTHONHASHSEED=0`, so reruns agree); and where
  `unshare -n` works (root on Linux), every peer process runs without a network interface.
- A question whose query exits non-zero, times out or prints no hit scores 0 on every measure
  (empty lists) and is counted in `failed`.

How an answer is mapped (`map_answer`)

- A hit is a block `  N. [type] title  (score s)` with its following lines; its citations
  are the `[<doc id>:start-end]` spans in the block. A hit without one counts as an answer row
  without a citation (our `uncited` check).
- Entities: the `[entity]` hits in the peer's rank order. A hit whose name is, in the peer's
  graph, only a Date or Money node is left out (our `query` never lists amounts or dates as
  answer entities, so neither side loses a slot to them). Every other name is mapped to a gold
  cluster by the first rule that gives one:
  1. the printed name, through `lookup_norm`, in the same surface → cluster table our rows use
     (`fixtures/gold/aliases.json`);
  2. the same without a leading "The " ("The Acme Corporation");
  3. the other names of its SAME_AS cluster in the peer's graph.json (its canonical name
     first, then the members A→Z), as our rows are mapped through our cluster's member names
     and aliases;
  4. (generous, the peer only) a partial name: the normalized name is a whole-word run of the
     surface forms of exactly one gold cluster ("Hale" → Edward Hale, "Gamma" → Gamma Holdings
     Ltd; "Keller" or "Acme" fit two clusters and stay unmapped), tried on the names of 1–3.
  A name that maps to no cluster keeps its rank slot as `~name`, exactly as ours do.
- Documents: the doc ids cited by the passage (`[chunk]`) hits in the peer's rank order — they
  are its retrieval of text for the question — followed by those cited by its `[entity]` hits
  (an entity hit cites one mention of the entity, often the same first mention whatever the
  question, e.g. "Beta Ltd" in the referral memo; interleaving them by rank instead gives the
  peer doc R@5 0.549 / MRR 0.540 rather than 0.659 / 0.739 on the demo set, so the kinder order
  is used). Each doc id is mapped through graph.json's document list to its file name and from
  there to the one file of that name under the corpus (the peer records file names, not
  relative paths; a name shared by two files would stay unmapped as `~name`, which does not
  happen in the demo corpus).
- The scorer (`score_question` in `retrieval_quality.py`) then dedupes both lists and scores
  them exactly as it scores ours: recall@k on the top k, reciprocal rank over the whole list.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from textgraph.retrieve.schema import lookup_norm  # noqa: E402

HIT = re.compile(r"^  (\d+)\. \[(\w+)\] (.*)$")
SCORE_TAIL = re.compile(r"\s+\(score [^)]*\)\s*$")
CITATION = re.compile(r"\[(\w+:[0-9a-f]{16,}):(\d+)-(\d+)\]")
SCRUB = ("API_KEY", "MODEL_BASE_URL", "MODEL_NAME", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY",
         "http_proxy", "https_proxy", "all_proxy")
NOT_ANSWER_TYPES = {"Date", "Money"}


@dataclass
class Hit:
    rank: int
    kind: str
    title: str
    docs: list[str] = field(default_factory=list)


@dataclass
class PeerGraph:
    """What the mapping needs from the peer's graph.json."""

    doc_names: dict[str, str]  # doc id -> file name as the peer records it
    clusters: dict[str, list[str]]  # entity name -> names of its SAME_AS cluster (canonical first)
    types: dict[str, set[str]]  # entity name -> its node types


def parse_hits(stdout: str) -> list[Hit]:
    """The numbered hits of the peer's text answer, in its order (a chunk title may wrap onto
    several lines; a hit header must carry the next rank, so a wrapped line is never one)."""
    hits: list[Hit] = []
    for line in stdout.splitlines():
        m = HIT.match(line)
        if m and int(m.group(1)) == len(hits) + 1:
            hits.append(Hit(int(m.group(1)), m.group(2), SCORE_TAIL.sub("", m.group(3)).strip()))
            line = m.group(3)
        if hits:
            hits[-1].docs.extend(c.group(1) for c in CITATION.finditer(line))
    return hits


def load_peer_graph(graph_json: Path) -> PeerGraph:
    g = json.loads(graph_json.read_text())
    doc_names = {d["doc_id"]: d.get("path") or d.get("source_name", "") for d in g.get("docs", [])}
    names: dict[str, str] = {}
    types: dict[str, set[str]] = {}
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    canonical: set[str] = set()
    for n in g.get("nodes", []):
        props = n.get("properties", {})
        if "Entity" in n.get("labels", []) and props.get("name"):
            names[n["node_id"]] = props["name"]
            types.setdefault(props["name"], set()).add(props.get("etype", ""))
            if "Canonical" in n["labels"]:
                canonical.add(n["node_id"])
    for e in g.get("edges", []):
        if e.get("predicate") == "SAME_AS" and e["subject"] in names and e["object"] in names:
            parent[find(e["subject"])] = find(e["object"])
    groups: dict[str, list[str]] = {}
    for node in sorted(names):
        groups.setdefault(find(node), []).append(node)
    clusters: dict[str, list[str]] = {}
    for nodes in groups.values():
        heads = sorted(names[x] for x in nodes if x in canonical)
        ordered = [*heads, *sorted(names[x] for x in nodes)]
        for node in nodes:
            clusters.setdefault(names[node], [])
            for name in ordered:
                if name not in clusters[names[node]]:
                    clusters[names[node]].append(name)
    return PeerGraph(doc_names, clusters, types)


class EntityMapper:
    """Peer entity name → gold cluster key by the rules in the module docstring."""

    def __init__(self, surface_to_key: dict[str, str], graph: PeerGraph) -> None:
        self.surface_to_key = surface_to_key
        self.graph = graph
        self.words: list[tuple[str, str]] = [(f" {norm} ", key) for norm, key in surface_to_key.items()]

    def exact(self, name: str) -> str:
        norm = lookup_norm(name)
        key = self.surface_to_key.get(norm)
        if not key and norm.startswith("the "):
            key = self.surface_to_key.get(norm[4:])
        return key or ""

    def partial(self, name: str) -> str:
        norm = lookup_norm(name)
        if norm.startswith("the "):
            norm = norm[4:]
        if not norm:
            return ""
        keys = {key for padded, key in self.words if f" {norm} " in padded}
        return keys.pop() if len(keys) == 1 else ""

    def key(self, name: str) -> str:
        candidates = [name, *self.graph.clusters.get(name, [])]
        for rule in (self.exact, self.partial):
            for candidate in candidates:
                key = rule(candidate)
                if key:
                    return key
        return ""

    def is_answer_entity(self, name: str) -> bool:
        kinds = self.graph.types.get(name)
        return not kinds or not kinds <= NOT_ANSWER_TYPES


def map_answer(hits: list[Hit], mapper: EntityMapper, doc_paths: dict[str, str]) -> dict[str, Any]:
    """The ranked entity keys and document paths of one peer answer, before dedupe."""
    entities = [mapper.key(h.title) or f"~{h.title}" for h in hits
                if h.kind == "entity" and mapper.is_answer_entity(h.title)]
    documents = []
    for h in [h for h in hits if h.kind != "entity"] + [h for h in hits if h.kind == "entity"]:
        for doc_id in h.docs:
            name = mapper.graph.doc_names.get(doc_id, doc_id)
            documents.append(doc_paths.get(name, f"~{name}"))
    return {"entities": entities, "documents": documents, "uncited": sum(1 for h in hits if not h.docs),
            "hits": len(hits)}


def corpus_paths(corpus: Path) -> dict[str, str]:
    """File name → path relative to the corpus, for names that occur once."""
    seen: dict[str, list[str]] = {}
    for p in sorted(corpus.rglob("*")):
        if p.is_file():
            seen.setdefault(p.name, []).append(p.relative_to(corpus).as_posix())
    return {name: paths[0] for name, paths in seen.items() if len(paths) == 1}


def offline_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in SCRUB and not k.startswith("OPENAI")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", PYTHONHASHSEED="0")
    return env


def no_network_prefix() -> list[str]:
    """`unshare -n` when this machine lets us drop the network for a child, else nothing."""
    tool = shutil.which("unshare")
    if not tool:
        return []
    try:
        ok = subprocess.run([tool, "-n", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return []
    return [tool, "-n"] if ok else []


def run_peer(venv: Path, corpus: Path, questions: list[dict[str, Any]], surface_to_key: dict[str, str],
             depth: int, workdir: Path, timeout: float = 300.0) -> dict[str, Any]:
    """Build once and query every question with the peer; returns, per question, the mapped
    ranked lists (`answers`, in question order) plus the run's facts."""
    exe = venv / "bin" / "textgraph"
    if not exe.exists():
        raise SystemExit(f"no peer command at {exe}")
    corpus = corpus.resolve()  # the peer runs in `workdir`
    env, prefix = offline_env(), no_network_prefix()
    workdir.mkdir(parents=True, exist_ok=True)

    def run(args: list[str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*prefix, str(exe), *args], capture_output=True, text=True, env=env,
                              cwd=workdir, timeout=timeout, check=False)

    version = run(["--version"]).stdout.strip()
    t = time.perf_counter()
    built = run(["build", str(corpus), "-o", str(workdir / "out")])
    build_s = time.perf_counter() - t
    graph_json = workdir / "out" / "graph.json"
    if built.returncode != 0 or not graph_json.exists():
        print(f"peer build failed (exit {built.returncode}): {built.stderr.strip()[-500:]}", file=sys.stderr)
        graph = PeerGraph({}, {}, {})
    else:
        graph = load_peer_graph(graph_json)
    mapper = EntityMapper(surface_to_key, graph)
    doc_paths = corpus_paths(corpus)
    answers, times, failed = [], [], []
    for q in questions:
        t = time.perf_counter()
        try:
            done = run(["query", str(corpus), q["question"], "-k", str(2 * depth)])
            hits = parse_hits(done.stdout) if done.returncode == 0 else []
            error = "" if hits else f"exit {done.returncode}: {(done.stderr or done.stdout).strip()[-200:]}"
        except subprocess.TimeoutExpired:
            hits, error = [], f"timed out after {timeout:.0f} s"
        times.append(time.perf_counter() - t)
        if error:
            failed.append({"id": q["id"], "kind": q["kind"], "error": error})
        answers.append(map_answer(hits, mapper, doc_paths))
    return {"tool": f"textgraph-kg {version or '?'}", "answers": answers, "failed": failed,
            "build_s": round(build_s, 2), "median_query_s": round(statistics.median(times), 2) if times else 0.0,
            "no_network": bool(prefix), "hits_per_query": 2 * depth}
