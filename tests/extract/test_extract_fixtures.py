"""Fixture-driven extraction tests: `fixtures/*.txt` hold plain-text cases (input → expected).

The reader follows markdown-it-py's `read_fixture_file`: a case is a title line, then blocks
separated by lines holding a single `.`. Adding a case is a few lines of text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from textgraph.config import Config
from textgraph.extract import Extraction, extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import Tag, prop
from textgraph.structure import structure

FIXTURES = Path(__file__).parent / "fixtures"


def read_fixture_file(path: Path) -> list[tuple[int, str, str, str]]:
    """(line number, title, input, expected) for each case of a fixture file."""
    lines = path.read_text(encoding="utf-8").split("\n")
    cases: list[tuple[int, str, str, str]] = []
    i = 0
    while i < len(lines):
        if lines[i] == "." and i > 0:
            title = lines[i - 1].strip()
            blocks: list[list[str]] = [[], []]
            j, k = i + 1, 0
            while j < len(lines) and k < 2:
                if lines[j] == ".":
                    k += 1
                else:
                    blocks[k].append(lines[j])
                j += 1
            cases.append((i, title, "\n".join(blocks[0]), "\n".join(blocks[1])))
            i = j
        else:
            i += 1
    return cases


def run(text: str, config: Config | None = None) -> Extraction:
    """Extract from `text` as a markdown document (fixtures read 03/04/2026 day-first)."""
    from textgraph.config import ExtractConfig

    config = config or Config(extract=ExtractConfig(date_order="DMY"))
    doc = ingest_bytes("case.md", text.encode("utf-8"), config.ingest)[0]
    s = structure(doc)
    return extract_document(doc, s.sentences, s.terms, config)


def _cases(name: str) -> list[tuple[str, str, str]]:
    return [(f"{name}:{line}:{title}", inp, exp) for line, title, inp, exp in read_fixture_file(FIXTURES / name)]


def _all_cases(prefix: str) -> list[tuple[str, str, str]]:
    return [case for path in sorted(FIXTURES.glob(f"{prefix}*.txt")) for case in _cases(path.name)]


@pytest.mark.parametrize(("case", "text", "expected"), _all_cases("entities"), ids=lambda v: str(v)[:60])
def test_entity_fixture(case: str, text: str, expected: str) -> None:
    got = sorted((m.type, m.name) for m in run(text).mentions)
    want: list[tuple[str, str]] = []
    norms: list[tuple[str, str, str]] = []
    for line in expected.splitlines():
        type_, _, rest = line.partition(": ")
        surface, _, norm = rest.partition(" = ")
        want.append((type_, surface))
        if norm:
            norms.append((type_, surface, norm))
    assert got == sorted(want), case
    extraction = run(text)
    for type_, surface, norm in norms:
        assert any(m.type == type_ and m.name == surface and m.norm == norm for m in extraction.mentions), (
            case, surface, [m.norm for m in extraction.mentions if m.name == surface])


# (a predicate is one word of capitals with underscores, or one of those without: a name in
# capitals, `NORDIC MARITIME FINANCE AS`, holds none)
_REL = re.compile(r"^(.*?) ((?:[A-Z]+_)+[A-Z]+|TRANSFERRED|OWNS|CONTROLS|CALLED|EMAILED|MESSAGED|MET)(~?) (.*)$")


def _relations(x: Extraction) -> dict[tuple[str, str, str, str, str], dict[str, object]]:
    claims = {n.id: n for n in x.nodes if n.kind == "claim"}
    out: dict[tuple[str, str, str, str, str], dict[str, object]] = {}
    for e in x.edges:
        claim_id = prop(e.props, "claim")
        if not isinstance(claim_id, str):
            continue
        c = dict(claims[claim_id].props)
        pred = e.type + ("~" if e.tag == Tag.INFERRED else "")
        key = (str(c["subject_name"]), pred, str(c["object_name"]), str(c["polarity"]), str(c["modality"]))
        out[key] = c
    return out


@pytest.mark.parametrize(("case", "text", "expected"), _all_cases("relations"), ids=lambda v: str(v)[:60])
def test_relation_fixture(case: str, text: str, expected: str) -> None:
    got = _relations(run(text))
    want: dict[tuple[str, str, str, str, str], dict[str, str]] = {}
    for line in expected.splitlines():
        parts = [p.strip() for p in line.split(" | ")]
        m = _REL.match(parts[0])
        assert m, f"bad expectation line {line!r}"
        pol, mod = (parts[1].split() if len(parts) > 1 else ["positive", "asserted"])
        values = dict(re.findall(r"(\w+)=(.*?)(?= \w+=|$)", parts[2])) if len(parts) > 2 else {}
        want[(m.group(1), m.group(2) + m.group(3), m.group(4), pol, mod)] = values
    assert sorted(got) == sorted(want), case
    for key, values in want.items():
        for k, v in values.items():
            assert str(got[key].get(k)) == v, (case, key, k, got[key].get(k))


def test_fixture_reader_reads_every_case() -> None:
    assert len(read_fixture_file(FIXTURES / "entities.txt")) >= 15
    assert len(read_fixture_file(FIXTURES / "relations.txt")) >= 15


def test_a_documents_own_unambiguous_dates_settle_its_ambiguous_ones() -> None:
    from textgraph.config import ExtractConfig

    mdy = Config(extract=ExtractConfig(date_order="MDY"))
    dmy = Config(extract=ExtractConfig(date_order="DMY"))

    def isos(text: str, config: Config) -> list[str]:
        return [m.norm for m in run(text, config).mentions if m.type == "Date"]

    # a day above 12 first says the document writes day first, for every date in it
    assert isos("Paid on 03/04/2026. Invoice of 25/03/2026.", mdy) == ["2026-04-03", "2026-03-25"]
    # a day above 12 second says month first, whatever the config says
    assert isos("Paid on 03/04/2026. Invoice of 03/25/2026.", dmy) == ["2026-03-04", "2026-03-25"]
    # both ways, or neither: the config decides
    assert isos("Paid on 03/04/2026. Invoices of 25/03/2026 and 03/25/2026.", mdy)[0] == "2026-03-04"
    assert isos("Paid on 03/04/2026.", dmy) == ["2026-04-03"]


def test_day_month_order_follows_config() -> None:
    from textgraph.config import ExtractConfig

    mdy = Config(extract=ExtractConfig(date_order="MDY"))
    dmy = Config(extract=ExtractConfig(date_order="DMY"))
    isos = [m.norm for m in run("Paid on 03/04/2026.", mdy).mentions if m.type == "Date"]
    assert isos == ["2026-03-04"]
    isos = [m.norm for m in run("Paid on 03/04/2026.", dmy).mentions if m.type == "Date"]
    assert isos == ["2026-04-03"]
    # unambiguous either way
    assert [m.norm for m in run("Paid on 25/12/2026.", mdy).mentions] == ["2026-12-25"]
