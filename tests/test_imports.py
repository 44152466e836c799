"""Start-up: the verbs that read a build never import the extraction machinery.

The relation patterns compile for ~0.4 s on import (`textgraph.extract.document`, through
`relations` and `patterns`). `query`, `explain`, `path`, `verify`, `diff` and every verb's
`--help` need none of it, and a build with nothing to extract (no change) neither: each test
runs in a fresh interpreter and asks which modules got imported.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HEAVY = ("textgraph.extract.document", "textgraph.extract.relations", "textgraph.extract.patterns")


def _imported_after(code: str) -> set[str]:
    """The heavy modules imported once `code` has run in a new interpreter."""
    probe = code + f"\nimport json, sys\nprint(json.dumps([m for m in {list(HEAVY)!r} if m in sys.modules]))\n"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    return set(json.loads(out.splitlines()[-1]))


def test_the_reading_verbs_and_the_parser_import_no_extraction() -> None:
    code = ("from textgraph.cli import make_parser\nmake_parser()\n"
            "import textgraph.retrieve.query, textgraph.retrieve.entity, textgraph.retrieve.paths\n"
            "import textgraph.verify, textgraph.diff.cli, textgraph.ingest, textgraph.resolve.cli\n"
            "from textgraph.extract import lexicon, places, registry\n")
    assert _imported_after(code) == set()


def test_the_package_names_still_reach_their_functions() -> None:
    code = ("from textgraph.resolve import audit, load_overrides\nimport textgraph.resolve.audit\n"
            "from textgraph.resolve import audit as again\nassert callable(audit) and again is audit\n"
            "from textgraph.extract import extract_document, Extraction\nassert callable(extract_document)\n")
    assert _imported_after(code) == set(HEAVY)


def test_a_build_with_nothing_to_extract_imports_no_extraction(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "note.md").write_text("# Note\n\nAcme Corp paid $5,000 to Beta Ltd on 3 March 2026.\n")
    build = (f"from pathlib import Path\nfrom textgraph.pipeline import build\n"
             f"r = build(Path({str(corpus)!r}), Path({str(tmp_path / 'out')!r}))\n")
    assert _imported_after(build) == set(HEAVY)  # the first build extracts
    assert _imported_after(build + "assert r.up_to_date\n") == set()  # the same again: up to date
