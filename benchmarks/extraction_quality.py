"""Extraction quality and speed: entity P/R/F1, relation P/R/F1, polarity safety, MB/s.

    .venv/bin/python benchmarks/extraction_quality.py [--corpora ../shared/corpora] [--speed-mb 2]

With `--kg-bin PATH` the entity tables are repeated for textgraph-kg 5.5.0, installed in its own
venv (`python -m venv /tmp/kg && /tmp/kg/bin/pip install textgraph-kg==5.5.0`), run as a command
and scored the same way from its byte-span MENTIONS.

Parts (each skipped with a note when its data is missing):

1. Entities on `gold/sec-fin-ner` (ORG, PER) and `gold/wikigold` (ORG, PER, LOC): exact and
   overlapping span, per type, plus "ORG+PER" where a mention counts if its span matches a
   gold ORG or PER span whatever the type (sec-fin-ner labels the defined parties
   "Borrower"/"Lender" PER even when they are companies).
2. Relations on `gold/conll04/dev` (`--conll-split train` scores the train split instead; repeat
   the option for both): Work_For → EMPLOYED_BY or OFFICER_OF, OrgBased_In /
   Located_In / Live_In → LOCATED_IN; exact-span endpoints (overlap allowed), directed and
   direction-insensitive.
3. Relations on the bundled demo corpus (`fixtures/gold/relations.jsonl`): a predicted
   relation (subject an organization or person, as in the gold) is right when the gold has
   the same document, type, canonical endpoints and polarity for an overlapping sentence.
   Also: positive relations extracted from sentences the gold marks negative (must be 0).
4. Speed: extraction only (ingest and structure excluded), on `tools/gen_corpus.py` output.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textgraph.config import Config  # noqa: E402
from textgraph.extract import extract_document  # noqa: E402
from textgraph.extract.lexicon import PARTY_ROLES  # noqa: E402
from textgraph.ingest import ingest_bytes  # noqa: E402
from textgraph.model import IngestedDocument, prop_str  # noqa: E402
from textgraph.structure import structure  # noqa: E402

TYPE_MAP = {"Organization": "ORG", "Person": "PER", "Location": "LOC"}
Span = tuple[str, int, int]


def _docs(folder: Path) -> Iterable[tuple[str, IngestedDocument]]:
    config = Config()
    for path in sorted(folder.glob("*.txt")):
        for doc in ingest_bytes(path.name, path.read_bytes(), config.ingest):
            yield path.name, doc


def _extract(doc: IngestedDocument):  # type: ignore[no-untyped-def]
    s = structure(doc)
    return extract_document(doc, s.sentences, s.terms, Config())


def _prf(tp: int, n_pred: int, n_gold: int) -> tuple[float, float, float]:
    p = tp / n_pred if n_pred else 0.0
    r = tp / n_gold if n_gold else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def _row(name: str, tp: int, n_pred: int, n_gold: int) -> str:
    p, r, f = _prf(tp, n_pred, n_gold)
    return f"| {name} | {n_gold} | {n_pred} | {tp} | {p:.3f} | {r:.3f} | {f:.3f} |"


def _match(pred: list[Span], gold: list[Span], overlap: bool) -> int:
    """Greedy one-to-one matching count of predicted to gold spans."""
    by_doc: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for d, s, e in gold:
        by_doc[d].append((s, e))
    used: set[tuple[str, int, int]] = set()
    tp = 0
    for d, s, e in sorted(pred):
        for gs, ge in by_doc.get(d, []):
            key = (d, gs, ge)
            if key in used:
                continue
            if (gs, ge) == (s, e) or (overlap and s < ge and gs < e):
                used.add(key)
                tp += 1
                break
    return tp


def kg_mentions(folder: Path, kg_bin: str) -> dict[str, list[Span]]:
    """Mention spans of textgraph-kg (run as an installed command, read from its JSON)."""
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        corpus.mkdir()
        for path in sorted(folder.glob("*.txt")):
            (corpus / path.name).write_bytes(path.read_bytes())
        out = Path(tmp) / "graph.json"
        subprocess.run([kg_bin, "build", str(corpus), "--json-only", str(out)], check=True, capture_output=True,
                       cwd=tmp)
        graph = json.loads(out.read_text(encoding="utf-8"))
    paths = {d["doc_id"]: d["path"] for d in graph["docs"]}
    pred: dict[str, list[Span]] = defaultdict(list)
    for e in graph["edges"]:
        kind = str(e["object"]).split(":")
        if e["predicate"] != "MENTIONS" or len(kind) < 3 or kind[1] not in TYPE_MAP:
            continue
        for span in e["source_spans"]:
            pred[TYPE_MAP[kind[1]]].append((paths[span["doc_id"]], span["start"], span["end"]))
    return pred


def entities(folder: Path, types: tuple[str, ...], label: str, kg_bin: str = "") -> list[str]:
    gold_file = next(folder.glob("*.jsonl"), None)
    if gold_file is None:
        return [f"(skipped {label}: no gold file in {folder})"]
    gold: dict[str, list[Span]] = defaultdict(list)
    for line in gold_file.read_text(encoding="utf-8").splitlines():
        g = json.loads(line)
        if g.get("kind", "entity") == "entity" and g["type"] in types:
            gold[g["type"]].append((g["doc"], g["start"], g["end"]))
    # spans that are a defined role term (`Borrower`, `the Agent`): a party's other name, which a gold
    # labels in some documents and not in others (`roles_left_out` below)
    roles: set[Span] = {(g["doc"], g["start"], g["end"]) for g in map(json.loads, gold_file.read_text(
        encoding="utf-8").splitlines()) if _role_term(g.get("text", ""))}
    pred: dict[str, list[Span]] = defaultdict(list)
    if kg_bin:
        pred = kg_mentions(folder, kg_bin)
        label = f"{label}, textgraph-kg 5.5.0 for comparison"
    else:
        for name, doc in _docs(folder):
            for m in _extract(doc).mentions:
                t = TYPE_MAP.get(m.type)
                if t in types:
                    pred[t].append((name, m.citation.start, m.citation.end))
                    if _role_term(doc.text[m.citation.start:m.citation.end].decode("utf-8", "replace")):
                        roles.add((name, m.citation.start, m.citation.end))
    lines = [f"**{label}** (`{folder.name}`)", "",
             "| type | gold | predicted | correct | P | R | F1 |", "|---|---:|---:|---:|---:|---:|---:|"]
    for overlap in (False, True):
        tag = "overlap" if overlap else "exact"
        for t in types:
            lines.append(_row(f"{t} ({tag})", _match(pred[t], gold[t], overlap), len(pred[t]), len(gold[t])))
        if "ORG" in types and "PER" in types:
            p_all = pred["ORG"] + pred["PER"]
            g_all = gold["ORG"] + gold["PER"]
            lines.append(_row(f"ORG+PER, type-blind ({tag})", _match(p_all, g_all, overlap), len(p_all), len(g_all)))
            typed = _match(pred["ORG"], gold["ORG"], overlap) + _match(pred["PER"], gold["PER"], overlap)
            lines.append(_row(f"ORG+PER, typed ({tag})", typed, len(p_all), len(g_all)))
            if not overlap and roles:
                p_names = [x for x in p_all if x not in roles]
                g_names = [x for x in g_all if x not in roles]
                lines.append(_row("ORG+PER, type-blind (exact), defined role terms left out", _match(
                    p_names, g_names, False), len(p_names), len(g_names)))
    return lines


def _role_term(text: str) -> bool:
    """A defined role term a document calls a party by (`Borrower`, `the Agent`, `LENDERS`)."""
    words = text.casefold().split()
    words = words[1:] if words[:1] == ["the"] else words
    return len(words) == 1 and (words[0] in PARTY_ROLES or words[0].removesuffix("s") in PARTY_ROLES)


CONLL_REL = {"Work_For": "WORK", "OrgBased_In": "LOC", "Located_In": "LOC", "Live_In": "LOC"}
OUR_REL = {"EMPLOYED_BY": "WORK", "OFFICER_OF": "WORK", "LOCATED_IN": "LOC"}


def conll_relations(folder: Path) -> list[str]:
    """CoNLL04 relation scores for one split folder (`dev` or `train`: same format)."""
    gold_file = next(folder.glob("*.jsonl"), None)
    if gold_file is None:
        return [f"(skipped conll04: no gold in {folder})"]
    gold: list[tuple[str, str, tuple[int, int], tuple[int, int]]] = []
    for line in gold_file.read_text(encoding="utf-8").splitlines():
        g = json.loads(line)
        if g.get("kind") == "relation" and g["type"] in CONLL_REL:
            gold.append((g["doc"], CONLL_REL[g["type"]], (g["head"][0], g["head"][1]), (g["tail"][0], g["tail"][1])))
    pred: list[tuple[str, str, tuple[int, int], tuple[int, int]]] = []
    for name, doc in _docs(folder):
        x = _extract(doc)
        spans: dict[tuple[str, str], list[tuple[int, int]]] = defaultdict(list)
        for m in x.mentions:
            spans[(m.sentence, m.entity)].append((m.citation.start, m.citation.end))
        sentence_of = {n.id: n for n in x.nodes if n.kind == "claim"}
        for e in x.edges:
            kind = OUR_REL.get(e.type)
            claim = sentence_of.get(prop_str(e.props, "claim"))
            if kind is None or claim is None or prop_str(e.props, "polarity") != "positive":
                continue
            sen = [m.sentence for m in x.mentions if claim.start <= m.citation.start < claim.end][:1]
            if not sen:
                continue
            a = [s for s in spans[(sen[0], e.source)]]
            b = [s for s in spans[(sen[0], e.target)]]
            if a and b:
                pred.append((name, kind, a[0], b[0]))

    def ov(x: tuple[int, int], y: tuple[int, int]) -> bool:
        return x[0] < y[1] and y[0] < x[1]

    def score(directed: bool, kind: str | None) -> tuple[int, int, int]:
        g = [r for r in gold if kind is None or r[1] == kind]
        p = [r for r in pred if kind is None or r[1] == kind]
        used: set[int] = set()
        tp = 0
        for d, k, h, t in sorted(p):
            for i, (gd, gk, gh, gt) in enumerate(g):
                if i in used or gd != d or gk != k:
                    continue
                if (ov(h, gh) and ov(t, gt)) or (not directed and ov(h, gt) and ov(t, gh)):
                    used.add(i)
                    tp += 1
                    break
        return tp, len(p), len(g)

    lines = [f"**CoNLL04 {folder.name} relations**", "", "| relation | gold | predicted | correct | P | R | F1 |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for directed in (True, False):
        tag = "directed" if directed else "direction-insensitive"
        for kind, label in (("WORK", "Work_For"), ("LOC", "*_In → LOCATED_IN"), (None, "all")):
            lines.append(_row(f"{label} ({tag})", *score(directed, kind)))
    return lines


def _norm(s: str) -> str:
    s = re.sub(r"[.,\"“”()]", " ", s.casefold())
    s = re.sub(r"^the\s+", "", " ".join(s.split()))
    return s


def _kg_relation_preds(corpus: Path, kg_bin: str, canon: Any) -> list[dict[str, str]]:
    """Relation edges of textgraph-kg on the demo corpus, in the shape `fixture_relations` scores."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "graph.json"
        subprocess.run([kg_bin, "build", str(corpus), "--json-only", str(out)], check=True, capture_output=True,
                       cwd=tmp)
        graph = json.loads(out.read_text(encoding="utf-8"))
    by_name = {f.name: f.relative_to(corpus).as_posix() for f in sorted(corpus.rglob("*")) if f.is_file()}
    paths = {d["doc_id"]: by_name.get(Path(d["path"]).name, d["path"]) for d in graph["docs"]}
    polarity = {"pos": "positive", "neg": "negative"}
    preds: list[dict[str, str]] = []
    for e in graph["edges"]:
        subj, obj = str(e["subject"]).split(":"), str(e["object"]).split(":")
        if e["predicate"] not in OUR_PREDICATES or len(subj) < 3 or len(obj) < 3 or subj[0] != "entity":
            continue
        if subj[1] not in ("Organization", "Person"):
            continue
        props = e.get("properties", {})
        for span in e["source_spans"][:1]:
            rel = paths[span["doc_id"]]
            raw = (corpus / rel).read_bytes()
            text = " ".join(raw[span["start"]:span["end"]].decode("utf-8", "replace").split())
            pol = polarity.get(str(props.get("polarity", "pos")), str(props.get("polarity")))
            preds.append({"doc": rel, "type": e["predicate"], "src": canon(":".join(subj[2:])),
                          "tgt": canon(":".join(obj[2:])), "polarity": pol,
                          "modality": str(props.get("modality", "asserted")), "sentence": text,
                          "name": f"{subj[2]} {e['predicate']} {obj[2]}"})
    return preds


OUR_PREDICATES = frozenset(("TRANSFERRED", "CONTROLS", "OWNS", "BENEFICIAL_OWNER_OF", "DIRECTOR_OF", "OFFICER_OF",
                            "EMPLOYED_BY", "LOCATED_IN", "ASSOCIATED_WITH"))


def fixture_relations(corpus: Path, gold_dir: Path, kg_bin: str = "") -> list[str]:
    rel_file, alias_file = gold_dir / "relations.jsonl", gold_dir / "aliases.json"
    if not rel_file.exists() or not alias_file.exists():
        return ["(skipped demo corpus: fixtures/gold not present)"]
    clusters = json.loads(alias_file.read_text(encoding="utf-8"))["clusters"]
    surface_to_key = {_norm(s): k for k, ss in clusters.items() for s in ss}

    def canon(surface: str) -> str:
        n = _norm(surface)
        if n in surface_to_key:
            return str(surface_to_key[n])
        hits = sorted((len(s), k) for s, k in surface_to_key.items() if s.startswith(n + " ") or n.startswith(s + " "))
        return str(hits[-1][1]) if hits else n

    gold = [json.loads(line) for line in rel_file.read_text(encoding="utf-8").splitlines() if line.strip()]
    config = Config()
    preds: list[dict[str, str]] = _kg_relation_preds(corpus, kg_bin, canon) if kg_bin else []
    unscored: Counter[str] = Counter()
    for path in sorted(corpus.rglob("*")) if not kg_bin else ():
        if not path.is_file():
            continue
        rel = path.relative_to(corpus).as_posix()
        for doc in ingest_bytes(rel, path.read_bytes(), config.ingest):
            s = structure(doc)
            x = extract_document(doc, s.sentences, s.terms, config)
            types = {n.id: n.type for n in x.nodes if n.kind == "entity"}
            for n in x.nodes:
                p = dict(n.props)
                if n.kind != "claim" or types.get(str(p["subject"])) not in ("Organization", "Person"):
                    continue
                if n.type not in OUR_PREDICATES:  # the gold's nine; it does not annotate HOLDS_ACCOUNT
                    unscored[n.type] += 1
                    continue
                text = " ".join(doc.text[n.start:n.end].decode("utf-8").split())
                preds.append({"doc": rel, "type": n.type, "src": canon(str(p["subject_name"])),
                              "tgt": canon(str(p["object_name"])), "polarity": str(p["polarity"]),
                              "modality": str(p["modality"]), "sentence": text, "name": n.name})
            # what the readers state themselves (a statement's or a ledger's rows, a register's
            # entries): edges with their citation, scored as the claims the build makes of them
            ends = {n.id: n for n in doc.nodes if n.kind == "entity" and n.type in ("Organization", "Person")}
            for e in doc.edges:
                if e.type not in OUR_PREDICATES or e.source not in ends or e.target not in ends:
                    continue
                c = e.citations[0]
                text = " ".join(doc.text[c.start:c.end].decode("utf-8").split())
                p = dict(e.props)
                src, tgt = str(ends[e.source].name), str(ends[e.target].name)
                preds.append({"doc": rel, "type": e.type, "src": canon(src), "tgt": canon(tgt),
                              "polarity": str(p.get("polarity", "positive")),
                              "modality": str(p.get("modality", "asserted")), "sentence": text,
                              "name": f"{src} {e.type} {tgt}"})
    gold_rows = [{"doc": g["doc"], "type": g["type"], "src": canon(g["source"]), "tgt": canon(g["target"]),
                  "polarity": g["polarity"], "modality": g["modality"], "sentence": " ".join(g["sentence"].split())}
                 for g in gold]

    def same(p: dict[str, str], g: dict[str, str], polarity: bool) -> bool:
        if p["doc"] != g["doc"] or p["type"] != g["type"] or (polarity and p["polarity"] != g["polarity"]):
            return False
        ends = (p["src"], p["tgt"]) == (g["src"], g["tgt"]) or (
            p["type"] == "ASSOCIATED_WITH" and (p["src"], p["tgt"]) == (g["tgt"], g["src"]))
        return ends and (g["sentence"] in p["sentence"] or p["sentence"] in g["sentence"])

    tp = sum(1 for p in preds if any(same(p, g, True) for g in gold_rows))
    found = sum(1 for g in gold_rows if any(same(p, g, True) for p in preds))
    mod_ok = sum(1 for p in preds if any(same(p, g, True) and p["modality"] == g["modality"] for g in gold_rows))
    negated = [g for g in gold_rows if g["polarity"] == "negative"]
    bad = sum(1 for p in preds if p["polarity"] == "positive" and any(same(p, g, False) for g in negated))
    p_, r_, f_ = tp / max(1, len(preds)), found / max(1, len(gold_rows)), 0.0
    f_ = 2 * p_ * r_ / (p_ + r_) if p_ + r_ else 0.0
    tool = ", textgraph-kg 5.5.0 for comparison" if kg_bin else ""
    lines = [f"**Demo corpus relations{tool}** (`fixtures/case-files`, gold `fixtures/gold/relations.jsonl`)", "",
             "| measure | value |", "|---|---:|",
             f"| gold relations | {len(gold_rows)} |", f"| predicted (party subject) | {len(preds)} |",
             f"| precision (type, endpoints, polarity) | {p_:.3f} |", f"| recall | {r_:.3f} |", f"| F1 | {f_:.3f} |",
             f"| modality agrees on correct ones | {mod_ok}/{tp} |",
             f"| positive relations where the gold is negative | {bad} |"]
    lines += [f"| not scored: {t} (no such relation in the gold) | {n} |" for t, n in sorted(unscored.items())]
    wrong = [p for p in preds if not any(same(p, g, True) for g in gold_rows)]
    if wrong:
        lines += ["", "<details><summary>predictions not in the gold</summary>", ""]
        lines += [f"- `{p['doc']}`: {p['name']} ({p['polarity']}, {p['modality']})" for p in wrong]
        lines += ["", "</details>"]
    missed = [g for g in gold_rows if not any(same(p, g, True) for p in preds)]
    if missed:
        lines += ["", "<details><summary>gold relations not found</summary>", ""]
        lines += [f"- `{g['doc']}`: {g['src']} {g['type']} {g['tgt']} ({g['polarity']}): {g['sentence'][:120]}"
                  for g in missed]
        lines += ["", "</details>"]
    return lines


def speed(mb: float) -> list[str]:
    tools = ROOT.parent / "shared" / "tools" / "gen_corpus.py"
    if not tools.exists():
        return ["(skipped speed: ../shared/tools/gen_corpus.py not found)"]
    with tempfile.TemporaryDirectory() as tmp:
        files = max(8, int(mb * 1024 * 1024 / 2048))
        subprocess.run([sys.executable, str(tools), tmp, "--files", str(files), "--size", "2048", "--seed", "7",
                        "--subdirs", "1"], check=True, capture_output=True)
        config = Config()
        work = []
        total = 0
        for path in sorted(Path(tmp).glob("*.md")):
            data = path.read_bytes()
            total += len(data)
            for doc in ingest_bytes(path.name, data, config.ingest):
                work.append((doc, structure(doc)))
        sentences = sum(len(s.sentences) for _, s in work)
        walls: list[float] = []
        cpus: list[float] = []
        for _ in range(3):
            t0, c0 = time.perf_counter(), time.process_time()
            for doc, s in work:
                extract_document(doc, s.sentences, s.terms, config)
            walls.append(time.perf_counter() - t0)
            cpus.append(time.process_time() - c0)
        best, best_cpu = statistics.median(walls), statistics.median(cpus)
    mb_total = total / 1e6
    return ["**Extraction speed** (extraction only: ingest and structure excluded; median of 3; "
            "MB/s per core = MB / CPU seconds of this one process)", "",
            "| corpus | MB | sentences | wall s | CPU s | MB/s per core | µs CPU per sentence |",
            "|---|---:|---:|---:|---:|---:|---:|",
            f"| gen_corpus.py --seed 7, {files} × 2 KB | {mb_total:.2f} | {sentences} | {best:.2f} | {best_cpu:.2f} "
            f"| {mb_total / best_cpu:.2f} | {1e6 * best_cpu / max(1, sentences):.0f} |"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpora", type=Path, default=ROOT.parent / "shared" / "corpora")
    ap.add_argument("--speed-mb", type=float, default=2.0)
    ap.add_argument("--skip", action="append", default=[], help="ner, conll, fixtures, speed")
    ap.add_argument("--kg-bin", default="", help="a textgraph-kg `textgraph` command (own venv) to score alongside")
    ap.add_argument("--conll-split", action="append", choices=("dev", "train"),
                    help="CoNLL04 split(s) to score (repeatable; default dev)")
    a = ap.parse_args()
    a.conll_split = a.conll_split or ["dev"]
    gold = a.corpora / "gold"
    parts: list[list[str]] = []
    if "ner" not in a.skip:
        for kg in ("", a.kg_bin) if a.kg_bin else ("",):
            parts.append(entities(gold / "sec-fin-ner", ("ORG", "PER"), "SEC loan agreements (sec-fin-ner)", kg))
            parts.append(entities(gold / "wikigold", ("ORG", "PER", "LOC"), "Wikipedia (wikigold)", kg))
    if "conll" not in a.skip:
        for split in a.conll_split:
            parts.append(conll_relations(gold / "conll04" / split))
    if "fixtures" not in a.skip:
        for kg in ("", a.kg_bin) if a.kg_bin else ("",):
            parts.append(fixture_relations(ROOT / "fixtures" / "case-files", ROOT / "fixtures" / "gold", kg))
    if "speed" not in a.skip:
        parts.append(speed(a.speed_mb))
    print("\n\n".join("\n".join(p) for p in parts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
