"""Sentence templates: each mention replaced by a placeholder `\ue000O3\ue001` (type letter +
item index), so relation patterns read `\ue000O0\ue001 wired \ue000M1\ue001 to \ue000O2\ue001`.

Placeholders use private-use characters that are stripped from the sentence first, so no
input can forge one. Pattern fragments below are bounded and start at a placeholder, which
keeps every relation scan linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.extract.base import Found

OPEN, CLOSE = "\ue000", "\ue001"
# a vessel reads as a firm does: owned, managed, registered in a place, bought and sold
CODES = {"Organization": "O", "Vessel": "O", "Person": "P", "Location": "L", "Money": "M", "Date": "D", "Account": "A"}

PARTY = r"\ue000[OP]\d{1,4}\ue001"
ORG = r"\ue000O\d{1,4}\ue001"
PER = r"\ue000P\d{1,4}\ue001"
LOC = r"\ue000L\d{1,4}\ue001"
MONEY = r"\ue000M\d{1,4}\ue001"
ACC = r"\ue000A\d{1,4}\ue001"
# (a lawyer's `per cent.`, its point no sentence's end: `99 per cent. of its capital`, `(80 per cent.)`)
PCT = (r"\d{1,3}(?:\.\d{1,2})?[ ]?(?:%|per[ ]?cent\b"
       r"(?:\.(?=\s*[),;]|\s+(?:of|in|stake|interest|shareholding|equity)\b))?|percent\b)")


def wgap(n: int) -> str:
    """Up to `n` chars of plain text (no placeholder, no `;`), lazily."""
    return rf"[^\ue000;]{{0,{n}}}?"


def gap(n: int, allowed: str = "MDAXL") -> str:
    """Up to `n` units of text or non-party placeholders (`allowed` type letters), lazily."""
    return rf"(?:[^\ue000;]|\ue000[{allowed}]\d{{1,4}}\ue001){{0,{n}}}?"


@dataclass(frozen=True, slots=True)
class Item:
    """One placeholder: a mention, or an anaphor with its ordered antecedent candidates."""

    found: Found
    candidates: tuple[Found, ...] = ()
    # what a plural anaphor stands for besides its first antecedent (`Both companies`: the second)
    others: tuple[Found, ...] = ()

    @property
    def anaphor(self) -> bool:
        return bool(self.candidates)


@dataclass(frozen=True, slots=True)
class Template:
    text: str
    items: tuple[Item, ...]

    def item(self, placeholder: str) -> Item:
        return self.items[int(placeholder[2:-1])]


_PRIVATE = re.compile("[\ue000\ue001]")


def build(text: str, items: Sequence[Item]) -> Template:
    """The template of `text` with `items` (non-overlapping, sorted by start) replaced."""
    clean = _PRIVATE.sub(" ", text) if OPEN in text or CLOSE in text else text  # the test is cheaper than the sub
    parts: list[str] = []
    pos = 0
    spoken = False  # the last item a pronoun, which a contraction may follow (`I'm`, `he's`)
    for i, item in enumerate(items):
        f = item.found
        code = CODES.get(f.type, "X")
        before = clean[pos:f.start]
        if spoken and before[:1] in _APOSTROPHES:
            before = _expanded(before)
        if before.endswith(" ") and f.type in _STYLES:
            # `paid Sheikh Imran Qureshi $5,000`, `the account of M/s Shree Balaji Traders`: the rules read the name
            title = _STYLES[f.type].search(before, max(0, len(before) - 32))
            before = before[:title.start()] if title is not None else before
        parts.append(before)
        parts.append(f"{OPEN}{code}{i}{CLOSE}")
        pos = f.end
        spoken = item.anaphor and f.surface.casefold() in _PRONOUNS
    tail = clean[pos:]
    parts.append(_expanded(tail) if spoken and tail[:1] in _APOSTROPHES else tail)
    return Template(text="".join(parts), items=tuple(items))


_APOSTROPHES = ("'", "’")
_PRONOUNS = frozenset(("i", "we", "he", "she", "it", "they", "you"))
# a pronoun's contracted verb, read written out (`I'm a financial accountant at B`: `I am …`; `he's been`:
# `he has been`)
_CONTRACTION = re.compile(r"['’](?:(?P<am>m)|(?P<are>re)|(?P<have>ve)|(?P<will>ll)|(?P<has>s(?=\s+(?:been|got|had)\b))|"
                          r"(?P<is>s))\b")


def _expanded(text: str) -> str:
    """`text` with the contraction that opens it written out."""
    m = _CONTRACTION.match(text)
    return f" {m.lastgroup}{text[m.end():]}" if m is not None and m.lastgroup is not None else text


# a style or a title of address before a person's or a firm's name that the name's mention leaves out,
# and no rule reads as an office (`Sheikh`, `Imam`; not `Senator`, `Governor`: `Sen. X, D-Ill.` is read)
_STYLES = {
    "Person": re.compile(r"(?i)(?<![\w.-])(?:sheikh|shaikh|sheikha|imam|rabbi|reverend|rev\.?|fr\.|sultan|emir|"
                         r"hon\.|honourable|honorable|prince|princess|haji|hajji|alhaji|alhaja|hajia|hajiya|"
                         # (Nigeria's `Chief`, before a name, never an office's first word there)
                         r"chief|"
                         # (Malaysia's and Brunei's styles, one or several: `Datuk Seri`, `Dato' Sri`, `Tan
                         # Sri`, `Tun`, `Datuk Sri Datin Paduka Dr.`)
                         r"(?:(?:dato['’]?|datuk|datin|tan|puan)[ \t]+s(?:e)?ri|dato['’]?|datuk|datin|tun|tunku|"
                         r"tengku)(?:[ \t]+(?:s(?:e)?ri|paduka|datin|dr\.?))*)[ \t]+$"),
    # (`M/s`, `Messrs`: South Asian usage before a firm's name)
    "Organization": re.compile(r"(?<![\w./-])(?:M/[Ss]\.?|Messrs\.?)[ \t]+$"),
}


# one pattern per type letter: groups (1) the letter, (2) the item index
_PLACEHOLDER_OF = {code: re.compile(rf"\ue000({code})(\d{{1,4}})\ue001") for code in (*CODES.values(), "X")}


def placeholders(text: str, code: str, pos: int = 0, endpos: int | None = None) -> list[re.Match[str]]:
    """Placeholders of one type letter in `text[pos:endpos]` (match offsets into `text`), in order."""
    return list(_PLACEHOLDER_OF[code].finditer(text, pos, len(text) if endpos is None else endpos))
