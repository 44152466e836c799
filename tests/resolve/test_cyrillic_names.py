"""A person named in Cyrillic in one document and in Latin letters in another is one person."""

from __future__ import annotations

from pathlib import Path

from tests.retrieve.cases import built_graph
from textgraph.model import Graph


def _linked(graph: Graph) -> tuple[set[str], set[frozenset[str]]]:
    """The graph's entity names, and the pairs of names SAME_AS links."""
    names = {n.id: n.name for n in graph.nodes if n.kind == "entity"}
    return set(names.values()), {frozenset((names[e.source], names[e.target])) for e in graph.edges
                                 if e.type == "SAME_AS"}


def test_a_name_in_cyrillic_and_its_transliteration_are_linked(tmp_path: Path) -> None:
    names, linked = _linked(built_graph(tmp_path, {
        "ru.md": "# Справка\n\nИван Петров является директором ООО «Ромашка».\n",
        "en.md": "# Memo\n\nIvan Petrov paid $5m to Tern Advisory Ltd on 3 March 2024.\n"}))
    assert {"Иван Петров", "Ivan Petrov", "ООО «Ромашка»"} <= names
    assert frozenset(("Иван Петров", "Ivan Petrov")) in linked


def test_a_firm_in_cyrillic_is_linked_to_its_latin_name_when_the_legal_forms_agree(tmp_path: Path) -> None:
    names, linked = _linked(built_graph(tmp_path, {
        "ru.md": '# Справка\n\nООО «Ромашка» перевело деньги. ПАО "Газпром" и ЗАО «Вектор».\n',
        "en.md": "# Memo\n\nRomashka LLC paid $5m to Tern Advisory Ltd. Gazprom PJSC was named. "
                 "Vektor PJSC was named too.\n"}))
    assert frozenset(("ООО «Ромашка»", "Romashka LLC")) in linked
    assert frozenset(('ПАО "Газпром"', "Gazprom PJSC")) in linked
    # a closed joint-stock company is no public one: one word of a name, and the forms differ
    assert {"ЗАО «Вектор»", "Vektor PJSC"} <= names
    assert not any("Vektor PJSC" in pair for pair in linked)
