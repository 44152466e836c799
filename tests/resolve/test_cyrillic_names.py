"""A person named in Cyrillic in one document and in Latin letters in another is one person."""

from __future__ import annotations

from pathlib import Path

from textgraph.pipeline import build


def test_a_name_in_cyrillic_and_its_transliteration_are_linked(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "ru.md").write_text("# Справка\n\nИван Петров является директором ООО «Ромашка».\n", encoding="utf-8")
    (corpus / "en.md").write_text("# Memo\n\nIvan Petrov paid $5m to Tern Advisory Ltd on 3 March 2024.\n",
                                  encoding="utf-8")
    graph = build(corpus, tmp_path / "out").graph
    names = {n.id: n.name for n in graph.nodes if n.kind == "entity"}
    assert {"Иван Петров", "Ivan Petrov", "ООО «Ромашка»"} <= set(names.values())
    linked = {frozenset((names[e.source], names[e.target])) for e in graph.edges if e.type == "SAME_AS"}
    assert frozenset(("Иван Петров", "Ivan Petrov")) in linked


def test_a_firm_in_cyrillic_is_linked_to_its_latin_name_when_the_legal_forms_agree(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "ru.md").write_text('# Справка\n\nООО «Ромашка» перевело деньги. ПАО "Газпром" и ЗАО «Вектор».\n',
                                  encoding="utf-8")
    (corpus / "en.md").write_text("# Memo\n\nRomashka LLC paid $5m to Tern Advisory Ltd. Gazprom PJSC was named. "
                                  "Vektor PJSC was named too.\n", encoding="utf-8")
    graph = build(corpus, tmp_path / "out").graph
    names = {n.id: n.name for n in graph.nodes if n.kind == "entity"}
    linked = {frozenset((names[e.source], names[e.target])) for e in graph.edges if e.type == "SAME_AS"}
    assert frozenset(("ООО «Ромашка»", "Romashka LLC")) in linked
    assert frozenset(('ПАО "Газпром"', "Gazprom PJSC")) in linked
    # a closed joint-stock company is no public one: one word of a name, and the forms differ
    assert {"ЗАО «Вектор»", "Vektor PJSC"} <= set(names.values())
    assert not any("Vektor PJSC" in pair for pair in linked)
