"""The question's predicate and direction pick the claims listed first."""

from __future__ import annotations

import json
from pathlib import Path

from textgraph.pipeline import build
from textgraph.retrieve.query import _intent_claims

CORPUS = {
    "a.md": "# Wires\n\nAcme Corp wired $2,000,000 to Beta Ltd on 4 March 2026.\n\n"
            "Beta Ltd paid $750,000 to Gamma Holdings on 20 March 2026.\n",
    "b.md": "# Control\n\nNorthbridge Partners controls Beta Ltd.\n\n"
            "Beta Ltd wired $100,000 to Delta SA on 2 April 2026.\n",
}


def _build(tmp_path: Path) -> Path:
    corpus = tmp_path / "c"
    corpus.mkdir()
    for name, text in CORPUS.items():
        (corpus / name).write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    build(corpus, out)
    return out


def test_who_paid_into_an_entity_lists_claims_with_it_as_object(tmp_path: Path) -> None:
    from _support import run_cli

    out = _build(tmp_path)
    result = run_cli("query", str(out), "who transferred funds to Beta Ltd", "--json", "-k", "3")
    assert result.returncode == 0, result.stderr
    claims = json.loads(result.stdout)["claims"]
    first = json.dumps(claims[0])
    assert "TRANSFERRED" in first and "Acme" in first and "Gamma" not in first
    control = run_cli("query", str(out), "who controls Beta Ltd", "--json", "-k", "3")
    assert "Northbridge" in json.dumps(json.loads(control.stdout)["claims"][0])


def test_no_predicate_word_means_no_intent_list() -> None:
    class NoIndex:
        def rows(self, *args: object) -> list[object]:
            raise AssertionError("the index must not be asked")

    assert _intent_claims(NoIndex(), "tell me about Beta Ltd", [1]) == []  # type: ignore[arg-type]
    assert _intent_claims(NoIndex(), "who paid Beta Ltd", []) == []  # type: ignore[arg-type]
