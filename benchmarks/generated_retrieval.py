"""Entity answers to relation questions on generated case corpora (`gen_corpus.py`).

    .venv/bin/python benchmarks/generated_retrieval.py                       # seeds 99 and 123
    .venv/bin/python benchmarks/generated_retrieval.py --files 1000 --seeds 5 --questions 200

The corpora and their facts are those of `generated_relations.py` (same folders, same gold).
For every organization that the facts give a payer, a payee, a controller or a director, one
question is asked in its most frequent surface form:

- "who transferred funds to B" → the entities that paid B;
- "who did A pay" → the entities A paid;
- "who controls B" → B's controllers;
- "who is the director of B" → B's directors;
- "which companies does A control", "who is the beneficial owner of B", "which companies is P a
  director of" → the other side of those facts.

With `--paraphrases`, each of those relations is asked in the other ways an analyst puts it
("who funded B", "where did B's money come from", "who is B's UBO", "who runs B"), of the same
entities, and scored per wording (`PARAPHRASES`; "who owns B" is answered by B's controllers
and beneficial owners, as the generator writes no other ownership). With `--misspellings`, "who
paid B" is asked with B's name written other ways (`name_variants`: case, legal form, a letter
left out), and "found" is the share of questions whose seed is B. With `--names`, the same ways
of writing B (and `the B`) are given to the lookup that `explain`, `path`, `timeline` and
`neighbors` use (`lookup.resolve`): taken for B, taken for another entity, or refused (no match
or ambiguous), and how many were taken as a near guess. With `--chains`, a relation
of the parties a clause describes ("who are the directors of the companies that paid B",
`CHAINS`), expected: the second hop's parties.

Up to `--questions` of them (shuffled with a fixed seed) go to `textgraph.retrieve.query`. The
named entity itself is left out of the answer list; P@5 is the share of the first five answers
that are expected, R@5 the share of min(5, expected) found in them, MRR the reciprocal rank of the
first expected one, and "named" the share of questions whose named entity was found as asked.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from generated_relations import WORK, gold_facts, run  # noqa: E402

from textgraph.retrieve.query import query  # noqa: E402
from textgraph.retrieve.reader import Index, open_index  # noqa: E402

Question = tuple[str, str, set[str], str]  # text, named entity, expected entities, kind


def questions(corpus: Path, keys: dict[str, str]) -> list[Question]:
    facts = gold_facts(corpus, keys)
    name = _names(corpus, keys)
    related: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for _, predicate, subject, obj, polarity in facts:
        if polarity == "positive":
            related[(predicate, "in", obj)].add(subject)
            related[(predicate, "out", subject)].add(obj)
    shapes = {("TRANSFERRED", "in"): ("who transferred funds to {}", "TRANSFERRED to"),
              ("TRANSFERRED", "out"): ("who did {} pay", "TRANSFERRED from"),
              ("CONTROLS", "in"): ("who controls {}", "CONTROLS"),
              ("CONTROLS", "out"): ("which companies does {} control", "CONTROLS, of the controller"),
              ("BENEFICIAL_OWNER_OF", "in"): ("who is the beneficial owner of {}", "BENEFICIAL_OWNER_OF"),
              ("DIRECTOR_OF", "in"): ("who is the director of {}", "DIRECTOR_OF"),
              ("DIRECTOR_OF", "out"): ("which companies is {} a director of", "DIRECTOR_OF, of the director")}
    out: list[Question] = []
    for (predicate, side, entity), expected in sorted(related.items()):
        shape = shapes.get((predicate, side))
        if shape and (entity.startswith("org:") or predicate == "DIRECTOR_OF"):
            out.append((shape[0].format(name[entity]), entity, expected, shape[1]))
    random.Random(0).shuffle(out)
    return out


def entity_keys(out: Path, keys: dict[str, str]) -> dict[str, str]:
    graph = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for n in graph["nodes"]:
        if n["kind"] == "entity":
            k = {keys[s] for s in [n["name"], *n.get("props", {}).get("aliases", [])] if s in keys}
            found[n["id"]] = k.pop() if len(k) == 1 else f"?{n['name']}"
    return found


def evaluate(files: int, seed: int, limit: int, jobs: int) -> dict[str, list[float]]:
    run(files, seed, jobs)  # generates and builds (as generated_relations.py does)
    corpus, out = WORK / f"corpus-{files}-seed{seed}", WORK / f"out-{files}-seed{seed}"
    keys = json.loads((WORK / f"gold-{files}-seed{seed}.json").read_text(encoding="utf-8"))
    entity = entity_keys(out, keys)
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0] * 5)
    index = open_index(out)
    try:
        for text, named, expected, kind in questions(corpus, keys)[:limit]:
            answer = query(index, text, k=10)
            ranked = [r for r in (entity.get(e["id"], "?") for e in answer["entities"]) if r != named]
            top = ranked[:5]
            hits = sum(r in expected for r in top)
            row = sums[kind]
            row[0] += 1
            row[1] += hits / max(1, len(top))
            row[2] += hits / min(5, len(expected))
            row[3] += next((1 / (i + 1) for i, r in enumerate(ranked) if r in expected), 0.0)
            row[4] += any(entity.get(s["id"]) == named for s in answer["seeds"])
    finally:
        index.close()
    return sums


# `--paraphrases`: each relation asked in the other ways an analyst puts it, (predicate the
# named entity has, its side, the predicates whose parties answer) -> the wordings
_C, _B, _T, _D = "CONTROLS", "BENEFICIAL_OWNER_OF", "TRANSFERRED", "DIRECTOR_OF"
PARAPHRASES: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    (_T, "in", (_T,), ("who transferred funds to {}", "who paid {}", "who sent money to {}", "who wired money to {}",
                       "which parties made payments to {}", "from whom did {} receive money",
                       "who are the payers of {}", "where did {}'s money come from", "who funded {}",
                       "payments received by {}",
                       "Who made transfers into {}'s account?", "who deposited money with {}",
                       "who is the source of {}'s funds", "who financed {}", "incoming payments to {}")),
    (_T, "out", (_T,), ("who did {} pay", "to whom did {} send money", "who received money from {}",
                        "where did {}'s money go", "Where did the money from {} go?", "who got paid by {}",
                        "Which beneficiaries received funds from {}?", "outgoing payments of {}",
                        "who were {}'s payees?")),
    (_C, "in", (_C,), ("who controls {}", "who has control over {}", "who is in control of {}",
                       "who is the controlling party of {}", "who is {}'s controller", "Who ultimately controls {}?")),
    (_C, "in", (_C, _B), ("who is behind {}", "who owns {}", "who are the owners of {}", "who really owns {}",
                          "who is pulling the strings at {}")),
    (_C, "out", (_C,), ("which companies does {} control", "what companies are controlled by {}",
                        "which entities are under {}'s control")),
    (_C, "out", (_C, _B), ("what does {} own", "which companies does {} own")),
    (_B, "in", (_B,), ("who is the beneficial owner of {}", "who ultimately owns {}", "who is the UBO of {}",
                       "who is the ultimate beneficial owner of {}", "who is {}'s UBO", "beneficial ownership of {}")),
    (_D, "in", (_D,), ("who is the director of {}", "who sits on the board of {}", "who runs {}", "who manages {}",
                       "who heads {}", "who is in charge of {}", "who are the officers of {}",
                       "who are the board members of {}")),
    (_D, "out", (_D,), ("which companies is {} a director of", "what boards does {} sit on",
                        "which companies does {} manage")),
)


def paraphrases(files: int, seed: int, limit: int, jobs: int) -> list[tuple[str, str, int, float, float]]:
    """(wording, predicates expected, n, R@5, MRR) for every wording of `PARAPHRASES`, each
    asked of the same `limit` entities (shuffled with a fixed seed)."""
    out, related, name, entity = _built(files, seed, jobs)
    rows: list[tuple[str, str, int, float, float]] = []
    index = open_index(out)
    try:
        for predicate, side, answers, wordings in PARAPHRASES:
            asked = [(e, set().union(*(related.get((p, side, e), set()) for p in answers)))
                     for (p, s, e) in sorted(related) if (p, s) == (predicate, side)
                     and (e.startswith("org:") or predicate == _D)]
            random.Random(0).shuffle(asked)
            asked = asked[:limit]
            for wording in wordings:
                rows.append((wording, " or ".join(answers), len(asked),
                             *_scored(index, entity, [(wording.format(name[e]), e, x) for e, x in asked])))
    finally:
        index.close()
    return rows


def _scored(index: Index, entity: dict[str, str], asked: list[tuple[str, str, set[str]]]) -> tuple[float, float]:
    """Mean R@5 and MRR of the answers to (question, named true entity, expected true entities);
    the named entity is left out of each answer."""
    recall = rank = 0.0
    for question, named, expected in asked:
        answer = query(index, question, k=10)
        ranked = [r for r in (entity.get(e["id"], "?") for e in answer["entities"]) if r != named]
        recall += sum(r in expected for r in ranked[:5]) / min(5, len(expected))
        rank += next((1 / (i + 1) for i, r in enumerate(ranked) if r in expected), 0.0)
    return recall / len(asked), rank / len(asked)


# `--chains`: a relation of the parties a clause describes, (wording, the clause's predicate and
# the named entity's side in it, the asked predicate and the middle parties' side in it)
CHAINS: tuple[tuple[str, str, str, str, str], ...] = (
    ("who controls the companies that paid {}", _T, "in", _C, "in"),
    ("who are the directors of the companies that paid {}", _T, "in", _D, "in"),
    ("which companies received money from companies controlled by {}", _C, "out", _T, "out"),
    ("who paid the companies controlled by {}", _C, "out", _T, "in"),
)


def chains(files: int, seed: int, limit: int, jobs: int) -> list[tuple[str, int, float, float]]:
    """(wording, n, R@5, MRR) of every wording of `CHAINS`, asked of up to `limit` entities that
    have such second-hop parties; expected: the second hop's parties (the named one left out)."""
    out, related, name, entity = _built(files, seed, jobs)
    rows: list[tuple[str, int, float, float]] = []
    index = open_index(out)
    try:
        for wording, first, first_side, second, second_side in CHAINS:
            asked = []
            for (p, side, named), middles in sorted(related.items()):
                if (p, side) == (first, first_side) and named.startswith("org:"):
                    expected = set().union(*(related.get((second, second_side, m), set()) for m in middles)) - {named}
                    if expected:
                        asked.append((named, expected))
            random.Random(0).shuffle(asked)
            asked = asked[:limit]
            rows.append((wording, len(asked),
                         *_scored(index, entity, [(wording.format(name[e]), e, x) for e, x in asked])))
    finally:
        index.close()
    return rows


_LONG_FORMS = {"Ltd": "Limited", "Corp": "Corporation", "Inc": "Incorporated", "Co": "Company"}


def name_variants(name: str) -> dict[str, str]:
    """The ways a question may write `name`: as is, in lower and upper case, with its legal
    form written out (`Limited`), without it, by its first two words, and with one letter of its
    longest word left out (the letter chosen with a seed made from the name, so a run repeats)."""
    words = name.split()
    out = {"as written": name, "lower case": name.lower(), "upper case": name.upper()}
    if len(words) > 1 and words[-1] in _LONG_FORMS:
        out["legal form written out"] = " ".join([*words[:-1], _LONG_FORMS[words[-1]]])
    if len(words) > 2:
        out["no legal form"] = " ".join(words[:-1])
    if len(words) >= 2:
        out["first two words"] = " ".join(words[:2]) if len(words) > 2 else words[0]
        at = max(range(len(words)), key=lambda k: len(words[k]))
        word = words[at]
        cut = random.Random(name).randrange(1, len(word) - 1)
        out["a letter left out"] = " ".join([*words[:at], word[:cut] + word[cut + 1:], *words[at + 1:]])
    return out


def misspellings(files: int, seed: int, limit: int, jobs: int) -> list[tuple[str, int, float, float, float]]:
    """(way of writing the name, n, found as named, R@5, MRR) of "who paid B" for `limit`
    payees B (`name_variants`); "found" is the share whose seed entity is B."""
    out, related, name, entity = _built(files, seed, jobs)
    asked = sorted((e, x) for (p, side, e), x in related.items() if (p, side) == (_T, "in") and e.startswith("org:"))
    random.Random(0).shuffle(asked)
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0] * 4)
    index = open_index(out)
    try:
        for payee, expected in asked[:limit]:
            for way, written in name_variants(name[payee]).items():
                answer = query(index, f"who paid {written}", k=10)
                ranked = [r for r in (entity.get(e["id"], "?") for e in answer["entities"]) if r != payee]
                row = sums[way]
                row[0] += 1
                row[1] += any(entity.get(s["id"]) == payee for s in answer["seeds"])
                row[2] += sum(r in expected for r in ranked[:5]) / min(5, len(expected))
                row[3] += next((1 / (i + 1) for i, r in enumerate(ranked) if r in expected), 0.0)
    finally:
        index.close()
    return [(way, int(n), found / n, recall / n, rank / n) for way, (n, found, recall, rank) in sums.items()]


def names(files: int, seed: int, limit: int, jobs: int) -> list[tuple[str, int, float, float, float, float]]:
    """(way of writing the name, n, taken for B, taken for another, refused, guessed) of
    `lookup.resolve` given the names of `misspellings`' payees B written `name_variants`' ways
    and with `the` before them."""
    from textgraph.errors import LookupFailed
    from textgraph.retrieve.lookup import resolve

    out, related, name, entity = _built(files, seed, jobs)
    asked = sorted(e for (p, side, e) in related if (p, side) == (_T, "in") and e.startswith("org:"))
    random.Random(0).shuffle(asked)
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0] * 5)
    index = open_index(out)
    try:
        for payee in asked[:limit]:
            ways = name_variants(name[payee])
            ways["with `the`"] = f"the {name[payee]}"
            for way, written in ways.items():
                row = sums[way]
                row[0] += 1
                notes = getattr(index, "notes", [])
                before = len(notes)
                try:
                    taken = entity.get(resolve(index, written).id)
                except LookupFailed:
                    row[3] += 1
                    continue
                row[1 if taken == payee else 2] += 1
                row[4] += len(notes) > before
    finally:
        index.close()
    return [(way, int(n), right / n, wrong / n, refused / n, guessed / n)
            for way, (n, right, wrong, refused, guessed) in sums.items()]


def _built(files: int, seed: int, jobs: int) -> tuple[Path, dict[tuple[str, str, str], set[str]], dict[str, str],
                                                     dict[str, str]]:
    """The seed's corpus generated and built (`run`): the build folder, the stated facts by
    (predicate, "in" for the object's / "out" for the subject's, entity) -> the other parties,
    each true entity's most frequent name, and graph entity id -> true entity."""
    run(files, seed, jobs)
    corpus, out = WORK / f"corpus-{files}-seed{seed}", WORK / f"out-{files}-seed{seed}"
    keys = json.loads((WORK / f"gold-{files}-seed{seed}.json").read_text(encoding="utf-8"))
    related: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for _, predicate, subject, obj, polarity in gold_facts(corpus, keys):
        if polarity == "positive":
            related[(predicate, "in", obj)].add(subject)
            related[(predicate, "out", subject)].add(obj)
    return out, related, _names(corpus, keys), entity_keys(out, keys)


def _table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    """A markdown table: numbers right-aligned, floats to three places."""
    print("| " + " | ".join(header) + " |")
    numbers = ("n", "found", "P@5", "R@5", "MRR", "named", "taken for B", "another", "refused", "guessed")
    print("|" + "|".join("---:" if h in numbers else "---" for h in header) + "|")
    for row in rows:
        print("| " + " | ".join(f"{c:.3f}" if isinstance(c, float) else str(c) for c in row) + " |", flush=True)


def _names(corpus: Path, keys: dict[str, str]) -> dict[str, str]:
    """Each true entity's most frequent surface form in the corpus."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for path in sorted(corpus.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        for surface, key in keys.items():
            if surface in text:
                counts[key][surface] += text.count(surface)
    return {key: max(sorted(c), key=lambda s: c[s]) for key, c in counts.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=int, default=300)
    ap.add_argument("--seeds", type=int, nargs="+", default=[99, 123])
    ap.add_argument("--questions", type=int, default=700)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    mode = ap.add_mutually_exclusive_group()  # one table a run
    mode.add_argument("--paraphrases", action="store_true",
                      help="ask each relation in other wordings (up to --questions entities each)")
    mode.add_argument("--misspellings", action="store_true",
                      help="ask \"who paid B\" with B's name written other ways (up to --questions payees)")
    mode.add_argument("--names", action="store_true",
                      help="give B's name written other ways to the verbs' lookup (up to --questions payees)")
    mode.add_argument("--chains", action="store_true",
                      help="ask a relation of the parties a clause describes (up to --questions entities a wording)")
    args = ap.parse_args()
    corpus = f"{args.files} files, seed {{}}"
    size = (args.questions, args.jobs)
    if args.chains:
        _table(("corpus", "question", "n", "R@5", "MRR"),
               ((corpus.format(seed), wording.format("X"), *rest)
                for seed in args.seeds for wording, *rest in chains(args.files, seed, *size)))
    elif args.names:
        _table(("corpus", "name written", "n", "taken for B", "another", "refused", "guessed"),
               ((corpus.format(seed), *row) for seed in args.seeds for row in names(args.files, seed, *size)))
    elif args.misspellings:
        _table(("corpus", "name written", "n", "found", "R@5", "MRR"),
               ((corpus.format(seed), *row) for seed in args.seeds for row in misspellings(args.files, seed, *size)))
    elif args.paraphrases:
        _table(("corpus", "question", "answered by", "n", "R@5", "MRR"),
               ((corpus.format(seed), wording.format("X"), *rest)
                for seed in args.seeds for wording, *rest in paraphrases(args.files, seed, *size)))
    else:
        _table(("corpus", "question", "n", "P@5", "R@5", "MRR", "named"),
               ((corpus.format(seed), kind, int(n), p / n, r / n, mrr / n, named / n)
                for seed in args.seeds
                for kind, (n, p, r, mrr, named) in sorted(evaluate(args.files, seed, *size).items())))


if __name__ == "__main__":
    main()
