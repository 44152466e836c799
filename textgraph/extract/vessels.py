"""Ships by name: the vessels of a sanctions or trade case (`extract.vessels`).

A vessel is named four ways:

- after its prefix: `MV Northern Light`, `M/T Sea Breeze`, `MT "Ocean Pearl"`, `M/Y Amadea`;
- after a word for a ship: `the tanker Ocean Pearl`, `the Panama-flagged bulk carrier Northern
  Light`, `Sokolov's yacht Amadea`, `the vessel "Sea Star"` (`ship`, `carrier`, `tug`, `barge`,
  `ferry` and `boat`, which are also other words, only after `the`, `a` or a possessive);
- before its IMO number, whose check digit must hold: `Ocean Pearl (IMO 9321483)`;
- on a form's line for it: `Vessel name: OCEAN PEARL`.

A name said to be its other name is a vessel too, and the same one (`Ocean Pearl (ex-Sea Dream)`,
`, formerly the Sea Dream,`, `renamed Sea Star`: `terms.other_names` binds them). A vessel named
once is a vessel wherever the document names it again (`the Ocean Pearl`, `Ocean Pearl's owner`),
and `the vessel` (`the tanker`, `the Panama-flagged ship`) is the vessel it named last. The mention
is the name alone (`MV Northern Light` shows `Northern Light`), so every way of writing it is one
entity. A name that ends in a legal form is a firm's (`the vessel owner Coral Sea Ltd`), and a role
a contract gives capitals (`the Vessel Owner`) is no name.
"""

from __future__ import annotations

import re

from textgraph.extract.base import DocContext, Found, SentenceView
from textgraph.extract.lexicon import LEGAL_SUFFIXES
from textgraph.extract.terms import NAME_WORDS, OTHER_NAME_LEAD

_WORD = r"(?:[A-Z][A-Za-z'’\-]*|[IVX]{1,4}|\d{1,3})"
_NAME = rf"[A-Z][A-Za-z'’\-]*(?: {_WORD}){{0,3}}"  # (one space between words: a form's columns are no name)
_QUOTED_NAME = r"[\"“](?P<quoted>[A-Z][^\"”\n]{0,40}?)[\"”]"
_PREFIX = re.compile(
    rf"(?<![\w/.])(?<!\d )(?:M/[VTYS]|M\.[VT]\.|MV|MT|M/Y|MY|SS|FV)[ \t]+(?:{_QUOTED_NAME}|(?P<name>{_NAME}))")
# (the prefixes alone, a pattern whose first letters the engine scans for: most sentences have none)
_PREFIX_GATE = re.compile(r"(?:M/[VTYS]|M\.[VT]\.|MV|MT|M/Y|MY|SS|FV)[ \t]")
# prefixes that are also words of a sentence in capitals (`MY NAME`, `SS`): not in one
_WORDLIKE_PREFIX = ("MY", "SS")
_TITLE_CASE = re.compile(r"[\"“]?[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)*(?![\w'’])")
_CLASSES = (r"(?:(?:oil|crude|products?|chemical|LNG|LPG|bulk|dry[ -]bulk|cargo|general[ -]cargo|container|"
            r"fishing|research|motor|sailing|reefer|Aframax|Suezmax|Panamax|VLCC)[ \t]+)?")
_NOUN = re.compile(
    rf"(?<![\w-])(?:(?P<det>(?:[Tt]he|[Aa]n?|[Tt]his|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir)[ \t]+|[\w’']+['’]s[ \t]+)"
    rf"(?:[\w-]+-flagged[ \t]+|sanctioned[ \t]+|[A-Z][a-z]+(?:an|ese|ish|ian)[ \t]+)?)?"
    rf"{_CLASSES}(?P<noun>tanker|vessel|superyacht|megayacht|yacht|bulker|freighter|trawler|VLCC|ship|carrier|"
    rf"tugboat|tug|barge|ferry|boat)[ \t]+(?:(?:named|called)[ \t]+)?(?:{_QUOTED_NAME}|(?P<name>{_NAME}))")
# words for a ship that are other words too (`to ship Acme's goods`, `the carrier Verizon`): only
# after a determiner or a possessive
_OTHER_WORDS = frozenset(("ship", "carrier", "tugboat", "tug", "barge", "ferry", "boat"))
_NOUN_TRIGGER = re.compile(r"tanker|vessel|yacht|bulker|freighter|trawler|VLCC|ship|carrier|tug|barge|ferry|boat")
_IMO = re.compile(r"(?:\([ \t]*|,[ \t]*)IMO(?:[ \t]*(?:No\.?|[Nn]umber|#))?[ \t]*:?[ \t]*(\d{7})\b")
# a form's line that names its vessel (`Vessel name: OCEAN PEARL`, `Vessel: Sea Breeze`, `Name of ship:`)
_LABELLED = re.compile(
    r"[ \t*_>-]*(?:[Vv]essel(?:['’]s)?(?:[ \t]+[Nn]ame)?|[Nn]ame[ \t]+of[ \t]+(?:the[ \t]+)?(?:[Vv]essel|[Ss]hip)|"
    rf"[Ss]hip(?:['’]s)?[ \t]+[Nn]ame|VESSEL(?:[ \t]+NAME)?)[ \t]*:[ \t]*(?:{_QUOTED_NAME}|(?P<name>{_NAME}))")
# a vessel's other name after it (`Ocean Pearl (ex-Sea Dream)`, `, formerly the Sea Dream`, `was renamed
# Sea Star`): a vessel too, and one with it (`terms.other_names` binds the two)
_OTHER_NAME = re.compile(rf"(?i:{OTHER_NAME_LEAD})(?:{_QUOTED_NAME}|(?P<name>{_NAME}))")
_NAME_BEFORE = re.compile(rf"(?:{_QUOTED_NAME}|(?P<name>{_NAME}))[ \t]*$")
# capitalized words that end a name or are none: function words, contract roles, months
_NOT_NAME = frozenset("""
the a an and or of in on at to for from by with as is was were has had its his her their this that
owner owners operator manager managers charterer charterers master company buyer seller vessel
shipowner registered flag state port captain crew imo mmsi
january february march april may june july august september october november december
""".split())  # noqa: SIM905 (a word list reads better as text)


def _cut(name: str) -> str:
    """`name` up to its first word that ends a name; "" when a legal form ends it (a firm's)."""
    words = name.split()
    kept: list[str] = []
    for w in words:
        key = w.casefold().strip("'’")
        if key in LEGAL_SUFFIXES or key.rstrip(".") in LEGAL_SUFFIXES:
            return ""
        if key in _NOT_NAME:
            break
        kept.append(w)
    while kept and kept[-1].casefold() in _NOT_NAME:
        kept.pop()
    return " ".join(kept).rstrip("'’-")


def imo_valid(number: str) -> bool:
    """Whether a seven-digit IMO ship number's last digit checks: the first six weighted 7 … 2."""
    if len(number) != 7 or not number.isdigit():
        return False
    total = sum(int(d) * w for d, w in zip(number[:6], range(7, 1, -1), strict=True))
    return total % 10 == int(number[6])


def _vessel(text: str, start: int, name: str) -> Found | None:
    """The vessel named `name` at `start`, cut where the name ends; None when it is no name."""
    kept = _cut(name)
    if len(kept) < 2 or not kept[0].isupper():
        return None  # (`the ship I sailed in`)
    end = start + len(kept)
    return Found(type="Vessel", start=start, end=end, surface=text[start:end], norm=" ".join(kept.split()).casefold(),
                 name=kept, confidence=0.9)


def vessels(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Vessel mentions of one sentence (module docstring)."""
    text = view.text
    out: list[Found] = []
    if ctx.vessels:
        out.extend(_known(text, ctx))
        if "he " in text:
            out.extend(_anaphors(text, ctx))
    if _PREFIX_GATE.search(text) is not None:
        shouting = view.shouting
        for m in _PREFIX.finditer(text):
            group = "quoted" if m.group("quoted") is not None else "name"
            at = m.start(group)
            if text[m.start():m.start() + 2] in _WORDLIKE_PREFIX and (shouting or not _TITLE_CASE.match(text, at)):
                continue  # (`MY SITE IS FREE`, `READ MY LIPStick`: `MY Amadea` has a name in title case)
            f = _vessel(text, at, m.group(group))
            if f is not None:  # the prefix is cited too; the name is the mention's
                out.append(Found(type="Vessel", start=m.start(), end=f.end, surface=text[m.start():f.end],
                                 norm=f.norm, name=f.name, confidence=0.9))
    for m in _NOUN.finditer(text) if _NOUN_TRIGGER.search(text) else ():
        if m.group("noun") in _OTHER_WORDS and not m.group("det"):
            continue
        group = "quoted" if m.group("quoted") is not None else "name"
        f = _vessel(text, m.start(group), m.group(group))
        if f is not None and not _a_person(f.norm, ctx):  # (`the boat Ahab steered`)
            out.append(f)
    if ":" in text[:30] and (labelled := _LABELLED.match(text)) is not None:
        group = "quoted" if labelled.group("quoted") is not None else "name"
        f = _vessel(text, labelled.start(group), labelled.group(group))
        if f is not None:
            out.append(f)
    if "IMO" in text:
        for m in _IMO.finditer(text):
            if not imo_valid(m.group(1)):
                continue
            before = _NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
            if before is None:
                continue
            group = "quoted" if before.group("quoted") is not None else "name"
            f = _vessel(text, before.start(group), before.group(group))
            if f is not None:
                out.append(f)
    if out and NAME_WORDS.search(text):
        out.extend(_other_names(text, out))
    return out


def _other_names(text: str, named: list[Found]) -> list[Found]:
    """The other names said right after the vessels `named` (`Ocean Pearl (ex-Sea Dream)`)."""
    out: list[Found] = []
    for v in named:
        m = _OTHER_NAME.match(text, v.end)
        if m is None:
            continue
        group = "quoted" if m.group("quoted") is not None else "name"
        f = _vessel(text, m.start(group), m.group(group))
        if f is not None and f.norm != v.norm:
            out.append(f)
    return out


# `the vessel`, `the tanker`, `the ship` with no name after it: the vessel the document named last
# (not a compound: `the vessel owner`, `the ship's crew` is the vessel's own)
_ANAPHOR = re.compile(
    r"(?<![\w-])[Tt]he[ \t]+(?:[\w-]+-flagged[ \t]+)?(?P<noun>vessel|tanker|ship|yacht|superyacht|bulk[ \t]+carrier)\b"
    r"(?![ \t]*(?:-|[\"“]|[A-Z]|(?:owners?|operators?|managers?|charterers?|masters?|captain|crew|names?|registry|"
    r"types?|traffic|tracking|movements?|sales?|purchases?|to[ \t]+ship|of)\b))")


def _anaphors(text: str, ctx: DocContext) -> list[Found]:
    """`the vessel` and the like as a mention of the vessel the document named last."""
    if ctx.last_vessel is None:
        return []
    name, norm = ctx.last_vessel
    return [Found(type="Vessel", start=m.start("noun"), end=m.end("noun"), surface=m.group("noun"), norm=norm,
                  name=name, confidence=0.7, inferred=True) for m in _ANAPHOR.finditer(text)]


def _known(text: str, ctx: DocContext) -> list[Found]:
    """Vessels the document named before, named again by their name alone."""
    out: list[Found] = []
    for name, norm in ctx.vessels.items():
        at = text.find(name)
        while at >= 0:
            end = at + len(name)
            if (at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
                out.append(Found(type="Vessel", start=at, end=end, surface=name, norm=norm, name=name,
                                 confidence=0.85))
            at = text.find(name, end)
    return out


def _a_person(norm: str, ctx: DocContext) -> bool:
    """Whether the document named a person so before (by a family or a given name)."""
    if norm in ctx.person_last or norm in ctx.person_first:
        return True
    return any(key[0] == "Person" and key[2] == norm for key in ctx.remembered)  # (`Captain Ahab`)


def remember(found: Found, ctx: DocContext) -> None:
    """Record a vessel's name, so later sentences name it by the name alone."""
    if found.name and len(found.name) > 2 and not found.inferred:
        ctx.vessels.setdefault(found.name, found.norm)
        ctx.last_vessel = (found.name, found.norm)
