"""Questions about the ties other than payments and control, each asked the ways analysts put them.

    .venv/bin/python benchmarks/tie_questions.py                  # seeds 5 and 11
    .venv/bin/python benchmarks/tie_questions.py --seeds 3 --entities 40

`gen_corpus.py` writes payments, control, beneficial ownership and directorships
(`generated_retrieval.py --paraphrases` asks those). This script writes its own small corpus of
the other ties — employment, family, banks, registered places, meetings, contracts, associates —
one plain sentence each (`Boris Engel works for Amber Slate GmbH as a trader.`), 120 notes of
four sentences, names drawn with a fixed seed; builds it; and asks each tie in several wordings
of the same `--entities` named parties (shuffled with a fixed seed). Expected: the other
parties of that tie with the named one, as the sentences state them (family, meetings, contracts
and associates either way round). R@5 and MRR over the answer's entities, the named one left
out. What it measures is the question's reading, not extraction: the sentences are ones every
rule reads.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from textgraph.retrieve.query import query  # noqa: E402
from textgraph.retrieve.reader import open_index  # noqa: E402

WORK = HERE / ".work" / "tie_questions"
_FIRST = ("Anna", "Boris", "Clara", "Daniel", "Elena", "Felix", "Greta", "Hugo", "Irina", "Jonas", "Katya", "Lukas",
          "Marta", "Nikolai", "Olga", "Pavel", "Rosa", "Stefan", "Tanja", "Viktor", "Wanda", "Yuri", "Zofia", "Emil")
_LAST = ("Brandt", "Castell", "Dorn", "Engel", "Falk", "Gruber", "Hartmann", "Iversen", "Jansen", "Kovac", "Lindqvist",
         "Moser", "Novak", "Ostrowski", "Petrov", "Quast", "Richter", "Sommer", "Tamm", "Ulrich", "Varga", "Weber")
_WORDS = ("Amber", "Basalt", "Cinder", "Dune", "Ember", "Flint", "Garnet", "Harbor", "Indigo", "Jade", "Kelp", "Linden",
          "Marble", "Nectar", "Opal", "Pebble", "Quarry", "Russet", "Slate", "Thistle")
_FORMS = ("Ltd", "GmbH", "AG", "SA", "LLC", "Limited")
_KIN = ("wife", "husband", "brother", "sister", "son", "daughter", "cousin")
_PLACES = ("Cyprus", "Malta", "Luxembourg", "Latvia", "Estonia", "Gibraltar", "Panama", "Belize", "Dubai", "Seychelles")
_ROLES = ("compliance officer", "accountant", "sales manager", "analyst", "lawyer", "trader")
_BANKS = ("Meridian Bank", "Caspian Bank", "Alpine Bank", "Baltic Bank", "Nordic Bank", "Adriatic Bank")
_EITHER_WAY = frozenset({"RELATIVE_OF", "MET", "ASSOCIATED_WITH", "CONTRACTED_WITH"})

Fact = tuple[str, str, str]  # predicate, subject, object

# (predicate, side of the named party: "out" it is the subject, "in" the object) -> wordings
WORDINGS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("EMPLOYED_BY", "in", ("who works for {}", "who is employed by {}", "who are the employees of {}",
                           "which people work at {}", "staff of {}", "who does {} employ", "who are {}'s employees")),
    ("EMPLOYED_BY", "out", ("who does {} work for", "where does {} work", "who is {}'s employer",
                            "which company employs {}", "what is {}'s job", "where is {} employed")),
    ("RELATIVE_OF", "out", ("who is related to {}", "who are {}'s relatives", "family of {}",
                            "who are the family members of {}", "relatives of {}")),
    ("BANKS_WITH", "out", ("which bank does {} use", "where does {} bank", "who is {}'s bank",
                           "which bank holds {}'s account", "where does {} hold an account", "{}'s bankers",
                           "with which bank does {} have an account")),
    ("BANKS_WITH", "in", ("who banks with {}", "which companies hold accounts at {}", "who are {}'s clients",
                          "who has an account at {}")),
    ("LOCATED_IN", "out", ("where is {} registered", "where is {} based", "in which country is {} incorporated",
                           "what is {}'s jurisdiction", "where is {} domiciled", "which country is {} in")),
    ("LOCATED_IN", "in", ("which companies are registered in {}", "what firms are based in {}", "companies in {}")),
    ("MET", "out", ("who did {} meet", "who met {}", "with whom did {} meet", "who had a meeting with {}",
                    "who did {} see in Vienna")),
    ("CONTRACTED_WITH", "out", ("who did {} sign an agreement with", "which companies have contracts with {}",
                                "who are {}'s counterparties", "with whom did {} contract",
                                "who does {} do business with")),
    ("ASSOCIATED_WITH", "out", ("who are {}'s associates", "who is associated with {}", "who is {} close to",
                                "associates of {}", "who are the known associates of {}")),
)


def write_corpus(folder: Path, seed: int) -> list[Fact]:
    """120 notes of four tie sentences under `folder`; the facts they state."""
    rng = random.Random(seed)
    persons = sorted({f"{rng.choice(_FIRST)} {rng.choice(_LAST)}" for _ in range(60)})[:40]
    orgs = [o for o in sorted({f"{rng.choice(_WORDS)} {rng.choice(_WORDS)} {rng.choice(_FORMS)}" for _ in range(40)})
            if o.split()[0] != o.split()[1]][:24]
    folder.mkdir(parents=True, exist_ok=True)
    facts: list[Fact] = []
    for number in range(120):
        lines = [f"# Case note {number + 1}", ""]
        for _ in range(4):
            kind = rng.choice(("emp", "kin", "bank", "place", "met", "contract", "associate"))
            p, q = rng.sample(persons, 2)
            b, c = rng.sample(orgs, 2)
            if kind == "emp":
                sentence, fact = f"{p} works for {b} as a {rng.choice(_ROLES)}.", ("EMPLOYED_BY", p, b)
            elif kind == "kin":
                sentence, fact = f"{q} is the {rng.choice(_KIN)} of {p}.", ("RELATIVE_OF", q, p)
            elif kind == "bank":
                bank = rng.choice(_BANKS)
                sentence, fact = f"{b} holds an account at {bank}.", ("BANKS_WITH", b, bank)
            elif kind == "place":
                place = rng.choice(_PLACES)
                sentence, fact = f"{b} is registered in {place}.", ("LOCATED_IN", b, place)
            elif kind == "met":
                sentence, fact = f"{p} met {q} in Vienna on {rng.randint(1, 28)} May 2025.", ("MET", p, q)
            elif kind == "contract":
                sentence, fact = f"{b} signed a consulting agreement with {c}.", ("CONTRACTED_WITH", b, c)
            else:
                sentence, fact = f"{p} is a close associate of {q}.", ("ASSOCIATED_WITH", p, q)
            lines += [sentence, ""]
            facts.append(fact)
        (folder / f"note-{number:03d}.md").write_text("\n".join(lines), encoding="utf-8")
    return facts


def evaluate(seed: int, entities: int) -> list[tuple[str, str, int, float, float]]:
    """(wording, predicate, n, R@5, MRR) for every wording of `WORDINGS` on the seed's corpus."""
    corpus, out = WORK / f"corpus-seed{seed}", WORK / f"out-seed{seed}"
    facts = write_corpus(corpus, seed)
    subprocess.run([sys.executable, "-m", "textgraph", "build", str(corpus), "-o", str(out), "--no-cache", "-q"],
                   check=True)
    related: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for predicate, subject, obj in facts:
        related[(predicate, "out", subject)].add(obj)
        related[(predicate, "in", obj)].add(subject)
        if predicate in _EITHER_WAY:
            related[(predicate, "out", obj)].add(subject)
            related[(predicate, "in", subject)].add(obj)
    rows: list[tuple[str, str, int, float, float]] = []
    index = open_index(out)
    try:
        for predicate, side, wordings in WORDINGS:
            asked = sorted((e, x) for (p, s, e), x in related.items() if (p, s) == (predicate, side))
            random.Random(0).shuffle(asked)
            asked = asked[:entities]
            for wording in wordings:
                recall = rank = 0.0
                for named, expected in asked:
                    names = [e["name"] for e in query(index, wording.format(named), k=10)["entities"]
                             if e["name"] != named]
                    recall += sum(n in expected for n in names[:5]) / min(5, len(expected))
                    rank += next((1 / (i + 1) for i, n in enumerate(names) if n in expected), 0.0)
                rows.append((wording, predicate, len(asked), recall / len(asked), rank / len(asked)))
    finally:
        index.close()
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[5, 11])
    ap.add_argument("--entities", type=int, default=25, help="named parties asked about per tie and side")
    args = ap.parse_args()
    print("| corpus | question | tie | n | R@5 | MRR |")
    print("|---|---|---|---:|---:|---:|")
    for seed in args.seeds:
        for wording, predicate, n, recall, rank in evaluate(seed, args.entities):
            print(f"| seed {seed} | {wording.format('X')} | {predicate} | {n} | {recall:.3f} | {rank:.3f} |",
                  flush=True)


if __name__ == "__main__":
    main()
