"""The relations an analyst listed for each case document that a build of the documents states.

    .venv/bin/python benchmarks/analyst_lists.py benchmarks/analyst_cases/batch-35a
    .venv/bin/python benchmarks/analyst_lists.py benchmarks/analyst_cases/batch-35b --against 421b1f0

A batch is a folder of case documents written for a session by a helper that saw no code, and a
`gold/` folder holding, for each document, the relations an analyst would list (`SUBJECT | RELATION |
OBJECT | note`, the note `negated` for a denied relation). The batch is built with `--no-cache`; a
listed relation is found when the build has an edge of a compatible type (a shareholding is OWNS, a
family tie RELATIVE_OF …), cited in that document, whose ends share a word of each listed name (legal
forms, titles and articles aside), with the same polarity. Relations the graph has no type for
(PARTY_TO, SUPPLIED, GUARANTEED, AGENT_FOR …) are not counted. `--against REV` builds the batch with a
checkout of REV too and prints both. The batches were read while rules were written for them: these
are seen documents, and the figures say how much of what an analyst lists a build states, not how a
build does on unseen ones.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

_COMPATIBLE = {
    "SHAREHOLDER_OF": {"OWNS"}, "OWNS": {"OWNS", "BENEFICIAL_OWNER_OF"},
    "BENEFICIAL_OWNER_OF": {"BENEFICIAL_OWNER_OF", "OWNS"}, "DIRECTOR_OF": {"DIRECTOR_OF", "OFFICER_OF"},
    "OFFICER_OF": {"OFFICER_OF", "DIRECTOR_OF", "EMPLOYED_BY"},
    "EMPLOYED_BY": {"EMPLOYED_BY", "OFFICER_OF", "DIRECTOR_OF"},
    "CONTROLS": {"CONTROLS", "OWNS", "BENEFICIAL_OWNER_OF"}, "TRANSFERRED": {"TRANSFERRED"}, "LENT": {"TRANSFERRED"},
    "BANKS_WITH": {"BANKS_WITH"}, "HOLDS_ACCOUNT": {"HOLDS_ACCOUNT"}, "RELATED_TO": {"RELATIVE_OF"},
    "CONTRACTED_WITH": {"CONTRACTED_WITH"}, "MET": {"MET"}, "TRUSTEE_OF": {"CONTROLS"},
}
_EDGE_TYPES = {t for types in _COMPATIBLE.values() for t in types}
_NOT_NAME_WORDS = frozenset((
    "the", "ltd", "limited", "llc", "inc", "plc", "gmbh", "ag", "sa", "s.a", "bv", "b.v", "pte", "co", "corp",
    "company", "holdings", "group", "of", "and", "&", "mr", "mrs", "ms", "dr", "sdn", "bhd", "fze", "llp", "lp"))


def _words(name: str) -> set[str]:
    return {w.strip(".") for w in re.findall(r"[\w'.-]+", name.casefold())
            if w.strip(".") not in _NOT_NAME_WORDS and len(w.strip(".")) > 1}


def score(batch: Path, out: Path) -> tuple[int, int]:
    """(listed relations found, listed relations counted) for a build `out` of `batch`."""
    graph = json.loads((out / "graph.json").read_bytes())
    names = {n["id"]: n.get("name", "") for n in graph["nodes"]}
    paths = {d["id"]: d["path"] for d in graph["documents"]}
    edges = [(paths.get(e["citations"][0]["doc"], ""), e["type"], _words(names.get(e["source"], "")),
              _words(names.get(e["target"], "")), (e.get("props") or {}).get("polarity", "positive"))
             for e in graph["edges"] if e["type"] in _EDGE_TYPES and e.get("citations")]
    found = counted = 0
    for gold in sorted((batch / "gold").glob("*.txt")):
        for line in gold.read_text(encoding="utf-8").splitlines():
            parts = [p.strip() for p in line.split("|")]
            if len(parts) < 3 or parts[1] not in _COMPATIBLE:
                continue
            subject, kind, obj = _words(parts[0]), parts[1], _words(parts[2])
            negated = "negated" in (parts[3] if len(parts) > 3 else "")
            counted += 1
            found += any(path.startswith(gold.stem) and t in _COMPATIBLE[kind] and subject & s and obj & o
                         and (polarity == "negative") == negated for path, t, s, o, polarity in edges)
    return found, counted


def _build(tree: Path, batch: Path, out: Path) -> None:
    subprocess.run([sys.executable, "-m", "textgraph", "build", str(batch), "-o", str(out), "--quiet", "--no-cache"],
                   cwd=tree, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"}, check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("batch", type=Path)
    parser.add_argument("--against", help="a git revision to build the batch with too")
    args = parser.parse_args()
    root = Path(__file__).resolve().parent.parent
    batch = args.batch.resolve()
    with tempfile.TemporaryDirectory() as tmp:
        trees = [("tree", root)]
        if args.against:
            old = Path(tmp) / "old"
            old.mkdir()
            archive = subprocess.run(["git", "archive", args.against], cwd=root, check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", str(old)], input=archive, check=True)
            trees.insert(0, (args.against, old))
        for label, tree in trees:
            out = Path(tmp) / f"out-{label}"
            _build(tree, batch, out)
            found, counted = score(batch, out)
            print(f"{label}: {found}/{counted} = {found / counted:.3f} of the analysts' listed relations found")


if __name__ == "__main__":
    main()
