"""The query verbs from the command line: --json shape, exit codes, and one real build."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from textgraph.ids import span_hash

from .test_answers import assert_all_cited

VERB_ARGS = {
    "query": ["Who did ACME pay?"],
    "path": ["J. Doe", "Delta SA"],
    "explain": ["Acme Corp"],
    "timeline": ["Beta Ltd"],
    "contradictions": [],
    "neighbors": ["Gamma Holdings Ltd"],
    "stats": [],
}
TOP_KEYS = {
    "query": {"question", "seeds", "seeds_from", "entities", "claims", "passages", "documents", "totals", "trail"},
    "path": {"from", "to", "max_hops", "paths", "same_entity"},
    "explain": {"entity", "surface_forms", "aliases", "claims_out", "claims_out_total", "claims_in",
                "claims_in_total", "contradictions", "community", "centrality"},
    "timeline": {"entity", "events", "total"},
    "contradictions": {"pairs", "total"},
    "neighbors": {"entity", "neighbors", "total"},
    "stats": {"inputs_root", "config_hash", "documents", "sentences", "entities", "canonical_entities", "claims",
              "claim_types", "contradictions", "communities", "index", "top_entities", "top_communities"},
}


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "textgraph", *args], capture_output=True, text=True,
                          check=False, timeout=120, env=env)


@pytest.mark.parametrize("verb", sorted(VERB_ARGS))
def test_json_shape_and_citations(synth_out: Path, verb: str) -> None:
    run = cli(verb, str(synth_out), *VERB_ARGS[verb], "--json")
    assert run.returncode == 0, run.stderr
    data: dict[str, Any] = json.loads(run.stdout)
    assert data["schema"] == "textgraph.answer/1" and data["verb"] == verb
    assert set(data) - {"schema", "verb"} == TOP_KEYS[verb]
    assert_all_cited(data)


@pytest.mark.parametrize("verb", sorted(VERB_ARGS))
def test_text_form_respects_the_budget(synth_out: Path, verb: str) -> None:
    run = cli(verb, str(synth_out), *VERB_ARGS[verb], "--max-tokens", "40")
    assert run.returncode == 0, run.stderr
    assert len(run.stdout) <= 40 * 4 + 80


def test_exit_codes(synth_out: Path, tmp_path: Path) -> None:
    nothing = cli("path", str(synth_out), "Harbor Light Trust", "Acme Corporation")
    assert nothing.returncode == 1 and "no path" in nothing.stdout
    unknown = cli("explain", str(synth_out), "Acme Trading")
    assert unknown.returncode == 1 and "closest: Acme Corporation" in unknown.stderr
    ambiguous = cli("explain", str(synth_out), "Ltd", "--json")
    assert ambiguous.returncode == 1
    assert len(json.loads(ambiguous.stdout)["candidates"]) == 2
    missing = cli("stats", str(tmp_path / "no-such-build"))
    assert missing.returncode == 2 and "error" in missing.stderr


def test_a_name_taken_for_the_nearest_is_said_on_stderr_and_in_json(synth_out: Path) -> None:
    text = cli("path", str(synth_out), "Jon Doe", "Gama Holdings Ltd")
    assert text.returncode == 0, text.stderr
    said = text.stderr.splitlines()
    assert len(said) == 2
    assert said[0].startswith("textgraph path: no name is 'Jon Doe'; taken as the nearest, John Doe (Person, ent:")
    assert said[1].startswith("textgraph path: no name is 'Gama Holdings Ltd'; taken as the nearest, "
                              "Gamma Holdings Ltd (Organization, ent:")
    data = json.loads(cli("path", str(synth_out), "Jon Doe", "Gama Holdings Ltd", "--json").stdout)
    assert [n.split(";")[0] for n in data["notes"]] == ["no name is 'Jon Doe'", "no name is 'Gama Holdings Ltd'"]
    assert data["from"]["name"] == "John Doe" and data["paths"]
    # a name written as the corpus writes it: no note, no `notes` key
    exact = cli("explain", str(synth_out), "John Doe", "--json")
    assert exact.stderr == "" and "notes" not in json.loads(exact.stdout)


@pytest.mark.parametrize(("args", "says"), [
    (["explain", "OUT", ""], "the entity is empty"),
    (["path", "OUT", "Acme Corp", "  "], "the entity is empty"),
    (["query", "OUT", ""], "the question is empty"),
    (["explain", "OUT", "Acme Corp", "-k", "0"], "must be 1 or more, not 0"),
    (["query", "OUT", "Who paid?", "-k", "-5"], "must be 1 or more, not -5"),
    (["neighbors", "OUT", "Acme Corp", "-k", "many"], "not a whole number"),
    (["path", "OUT", "J. Doe", "Delta SA", "--max-hops", "0"], "must be 1 or more"),
    (["stats", "OUT", "--max-tokens", "-5"], "must be 1 or more, not -5"),
])
def test_empty_names_and_bad_counts_are_usage_errors(synth_out: Path, args: list[str], says: str) -> None:
    run = cli(*[str(synth_out) if a == "OUT" else a for a in args])
    assert run.returncode == 2 and says in run.stderr and "Traceback" not in run.stderr


def test_contradictions_k_zero_is_every_pair(synth_out: Path) -> None:
    every = json.loads(cli("contradictions", str(synth_out), "-k", "0", "--json").stdout)
    one = json.loads(cli("contradictions", str(synth_out), "-k", "1", "--json").stdout)
    assert every["total"] == len(every["pairs"]) >= 1 and len(one["pairs"]) == 1


def test_answers_do_not_depend_on_the_hash_seed(synth_out: Path) -> None:
    outs = {cli("query", str(synth_out), "Beta Ltd and Gamma", "--json",
                env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"}).stdout for seed in ("1", "2", "99")}
    assert len(outs) == 1


CASE = {
    "memos/flow.md": "# Fund flow\n\nAcme Corporation wired $2,000,000 to Beta Ltd on 4 March 2026.\n\n"
                     "Beta Ltd paid USD 750,000 to Gamma Holdings Ltd on 20 March 2026.\n",
    "registry/gamma.txt": "Gamma Holdings Ltd is registered in Nicosia, Cyprus.\n"
                          "John Doe is a director of Gamma Holdings Ltd.\n",
}


def test_build_then_query_end_to_end(tmp_path: Path) -> None:
    corpus, out = tmp_path / "case", tmp_path / "out"
    for rel, text in CASE.items():
        (corpus / rel).parent.mkdir(parents=True, exist_ok=True)
        (corpus / rel).write_text(text, encoding="utf-8")
    build = cli("build", str(corpus), "-o", str(out), "-j", "1", "-q")
    assert build.returncode == 0, build.stderr
    assert (out / "index.sqlite").exists()
    run = cli("query", str(out), "Who paid Gamma Holdings?", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["passages"] and data["documents"][0]["path"] in CASE
    assert_all_cited(data)
    for p in data["passages"]:  # citations re-verify against the source bytes
        c = p["citations"][0]
        raw = (corpus / c["path"]).read_bytes()
        assert span_hash(raw[c["start"]:c["end"]]) == c["sha"]
        assert raw[c["start"]:c["end"]].decode() == p["text"]
    # the question's verb and direction pick the first claim: payments INTO Beta Ltd
    into = json.loads(cli("query", str(out), "who transferred funds to Beta Ltd", "--json", "-k", "3").stdout)
    first = json.dumps(into["claims"][0])
    assert "TRANSFERRED" in first and "Acme" in first and "Gamma" not in first
    stats = json.loads(cli("stats", str(out), "--json").stdout)
    assert stats["documents"] == 2 and stats["sentences"] >= 4
    report = (out / "GRAPH_REPORT.md").read_text()
    assert report.startswith("# Graph report")


def _built_case(tmp_path: Path) -> tuple[Path, Path]:
    """(corpus, build folder) of `CASE` written and built under `tmp_path`."""
    corpus, out = tmp_path / "case", tmp_path / "out"
    for rel, text in CASE.items():
        (corpus / rel).parent.mkdir(parents=True, exist_ok=True)
        (corpus / rel).write_text(text, encoding="utf-8")
    assert cli("build", str(corpus), "-o", str(out), "-j", "1", "-q").returncode == 0
    return corpus, out


def test_a_missing_or_stale_index_is_rebuilt_from_graph_json(tmp_path: Path) -> None:
    out = _built_case(tmp_path)[1]
    first = cli("query", str(out), "Gamma Holdings", "--json").stdout
    (out / "index.sqlite").unlink()
    again = cli("query", str(out), "Gamma Holdings", "--json")
    assert again.returncode == 0 and "building" in again.stderr
    assert again.stdout == first
    (out / "index.sqlite").write_bytes(b"not a database")  # a broken index is replaced too
    assert cli("query", str(out), "Gamma Holdings", "--json").stdout == first
    (out / "graph.json").unlink()
    (out / "index.sqlite").write_bytes(b"not a database")
    broken = cli("stats", str(out))
    assert broken.returncode == 2 and "not a textgraph index" in broken.stderr


def test_an_index_of_the_previous_schema_is_rebuilt(tmp_path: Path) -> None:
    """An index made before `claim.amount` existed (schema /5) is rebuilt by the first query,
    not read: amount-bounded questions need the column."""
    out = _built_case(tmp_path)[1]
    first = cli("query", str(out), "Which transfers were over $1,000,000?", "--json").stdout
    with sqlite3.connect(out / "index.sqlite") as db:  # what the previous release wrote
        db.executescript("DROP INDEX claim_amount; ALTER TABLE claim DROP COLUMN amount; "
                         "ALTER TABLE claim DROP COLUMN currency; "
                         "UPDATE meta SET value = 'textgraph.index/5' WHERE key = 'schema';")
    db.close()
    again = cli("query", str(out), "Which transfers were over $1,000,000?", "--json")
    assert again.returncode == 0 and "building" in again.stderr, again.stderr
    assert again.stdout == first and '"amount_minor":200000000' in first


def test_an_index_rebuilt_after_the_corpus_changed_answers_and_warns(tmp_path: Path) -> None:
    """The index is rebuilt from graph.json and the corpus; documents edited or removed since
    the build keep their sentence rows without text (mentions name them): every verb still
    answers, and one warning line says which documents could not be read back."""
    corpus, out = _built_case(tmp_path)
    (corpus / "registry" / "gamma.txt").unlink()
    flow = corpus / "memos" / "flow.md"
    flow.write_text(flow.read_text(encoding="utf-8") + "\nA new line.\n", encoding="utf-8")
    (out / "index.sqlite").unlink()
    asked = cli("query", str(out), "Who paid Gamma Holdings?", "--json")
    assert asked.returncode == 0 and "Traceback" not in asked.stderr, asked.stderr
    warning = [line for line in asked.stderr.splitlines() if "warning" in line]
    assert len(warning) == 1 and "2 documents changed or are gone" in warning[0]
    assert_all_cited(json.loads(asked.stdout))
    for verb, *rest in (["explain", "John Doe"], ["neighbors", "Beta Ltd"], ["stats"], ["timeline", "Beta Ltd"]):
        done = cli(verb, str(out), *rest)
        assert done.returncode in (0, 1) and "Traceback" not in done.stderr, (verb, done.stderr)
    (out / "index.sqlite").unlink()
    shutil.move(str(corpus), str(tmp_path / "moved"))
    gone = cli("stats", str(out))
    assert gone.returncode == 2 and "is gone" in gone.stderr and gone.stderr.count("\n") == 1


MAIL = ("From: Katrin Vogel <k.vogel@beta.example>\nTo: Ruth Okafor <r.okafor@ashgrove.example>\n"
        "Cc: audit@ashgrove.example\nDate: Tue, 12 May 2026 09:15:33 +0200\nSubject: Payments\n"
        "Message-ID: <m1@beta.example>\n\nWe did not receive the March payments.\n")
CHAT = ("[09:12] <mara> did the wire go out?\n[09:13] <teo> mara: not yet, waiting on compliance\n"
        "[09:14] <quinn> teo: compliance signed at 09:10\n")


def test_who_wrote_to_whom_is_queried_walked_and_explained(tmp_path: Path) -> None:
    """E-mail senders and recipients, and chat lines addressed to someone, are cited claims:
    a question about writing finds them, `path` walks them, `neighbors` counts them."""
    corpus, out = tmp_path / "case", tmp_path / "out"
    corpus.mkdir()
    (corpus / "mail.eml").write_text(MAIL, encoding="utf-8")
    (corpus / "ops-chat.txt").write_text(CHAT, encoding="utf-8")
    assert cli("build", str(corpus), "-o", str(out), "-j", "1", "-q").returncode == 0
    asked = json.loads(cli("query", str(out), "Who did Katrin Vogel email?", "--json").stdout)
    emailed = [c for c in asked["claims"] if c["type"] == "EMAILED"]
    assert {(c["subject"]["name"], c["object"]["name"]) for c in emailed} == {
        ("Katrin Vogel", "Ruth Okafor"), ("Katrin Vogel", "audit@ashgrove.example")}
    assert all(c["citations"] and c["t_valid"] == "2026-05-12" for c in emailed)
    assert_all_cited(asked)
    walked = json.loads(cli("path", str(out), "Ruth Okafor", "audit@ashgrove.example", "--json").stdout)
    assert walked["paths"] and len(walked["paths"][0]["hops"]) == 2
    chat = json.loads(cli("neighbors", str(out), "teo", "--json").stdout)
    assert {n["name"] for n in chat["neighbors"]} == {"mara", "quinn"}
