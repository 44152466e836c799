"""Name features of one candidate pair: a pure function of two `NormName`s.

The feature says *how* two names relate (same core, one typo, a nickname, an acronym, an
initial, a bare short reference, a dropped word …); `score.py` turns it into a score with
context. Strong kinds merge on the name alone. Weak kinds need context, through their
*less specific* side: an acronym, an initial, a one-word name, or a bare reference (a name
without a legal form that starts another name, `Kestrel Marine` → `Kestrel Marine Services
Pte Ltd`, or a bare surname, `Mr. Doe`). Partial kinds never merge: a name with its own
legal form that drops words of another (`Acme Corp` / `Acme Holdings Ltd`) names another
legal entity, and reordered partners (`Smith & Jones` / `Jones & Smith`) another firm.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rapidfuzz.distance import OSA, JaroWinkler

from textgraph.canonical import round_float
from textgraph.extract.lexicon import COMPANY_HEADS
from textgraph.extract.names import gender
from textgraph.extract.places import PLACE_HEADS, PLACES, STATE_ABBREVIATIONS, US_STATES
from textgraph.resolve.normalize import ADDRESSES, NormName, place_led
from textgraph.resolve.typemap import LOCATION, PERSON

STRONG = frozenset({"exact", "typo", "nickname"})
WEAK = frozenset({"acronym", "initial", "short", "reference"})
PARTIAL = frozenset({"partial", "reordered"})
BOTH, FIRST, SECOND = 0, 1, 2  # which side of a pair is the less specific one
TYPO_SCORE_MIN_LEN = 5  # a one-edit difference counts as a typo only in words this long

_LEGAL_FAMILY = {
    "inc": "inc", "incorporated": "inc", "corp": "corp", "corporation": "corp", "co": "co",
    "company": "co", "ltd": "ltd", "limited": "ltd", "llc": "llc", "plc": "plc",
    "gmbh": "gmbh", "ag": "ag", "sa": "sa", "bv": "bv", "nv": "nv", "bhd": "bhd", "berhad": "bhd",
    # the Russian and Ukrainian forms, written before the name, and their English names
    "ooo": "llc", "tov": "llc", "pao": "pjsc", "pjsc": "pjsc", "oao": "ojsc", "ojsc": "ojsc", "zao": "cjsc",
    "cjsc": "cjsc", "ao": "jsc", "jsc": "jsc",
}
_FLIP = {BOTH: BOTH, FIRST: SECOND, SECOND: FIRST}
_SPELLINGS = {"incorporated": "inc", "corporation": "corp", "limited": "ltd", "company": "co", "berhad": "bhd",
              "sendirian": "sdn",
              # (`ООО «Ромашка»` / `Romashka LLC`, `ПАО "Газпром"` / `Gazprom PJSC`: one legal name)
              "ooo": "llc", "tov": "llc", "pao": "pjsc", "oao": "ojsc", "zao": "cjsc", "ao": "jsc"}


def _spelling(legal: str) -> str:
    """A legal form in one spelling per form (`Incorporated` → `inc`, `Pte. Limited` → `pte ltd`)."""
    return " ".join(_SPELLINGS.get(w, w) for w in legal.split())


@dataclass(frozen=True, slots=True, kw_only=True)
class PairFeatures:
    """How two names relate. `tokens`: the two spellings of a typo (sorted); `less`: which
    side is less specific (BOTH when neither or both are)."""

    kind: str
    name_sim: float
    tokens: tuple[str, ...] = ()
    detail: str = ""
    less: int = BOTH
    legal_differs: bool = False

    def swapped(self) -> PairFeatures:
        """The same features seen from the other side."""
        return self if self.less == BOTH else replace(self, less=_FLIP[self.less])


def name_features(a: NormName, b: NormName) -> PairFeatures:
    """Compare two names of the same class (`f(b, a) == f(a, b).swapped()`)."""
    sim = round_float(JaroWinkler.similarity(a.core, b.core))
    if a.cls == PERSON:
        kind, tokens, detail, less = _person(a, b)
    else:
        kind, tokens, detail, less = _org(a, b)
    return PairFeatures(kind=kind, name_sim=sim, tokens=tokens, detail=detail, less=less,
                        legal_differs=legal_differs(a, b))


def legal_differs(a: NormName, b: NormName) -> bool:
    """Both names carry a legal form and the forms belong to different families."""
    fa, fb = _LEGAL_FAMILY.get(a.legal, a.legal), _LEGAL_FAMILY.get(b.legal, b.legal)
    return bool(fa and fb and fa != fb)


def _org(a: NormName, b: NormName) -> tuple[str, tuple[str, ...], str, int]:
    if a.core == b.core:
        detail = ("legal forms differ: " + " / ".join(sorted((a.legal, b.legal)))
                  if legal_differs(a, b) else "")
        # a one-word core is a weak match, unless both names carry the same legal form (in
        # any spelling): `Apex Inc` / `Apex Incorporated` is one legal name
        same_form = bool(a.legal) and _spelling(a.legal) == _spelling(b.legal)
        return ("short" if len(a.tokens) == 1 and not same_form else "exact"), (), detail, BOTH
    if len(a.tokens) == len(b.tokens):
        if sorted(a.tokens) == sorted(b.tokens):
            return "reordered", (), "", BOTH
        diff = [(x, y) for x, y in zip(a.tokens, b.tokens, strict=True) if x != y]
        if len(diff) == 1 and _one_edit(*diff[0]):
            if a.is_acronym or b.is_acronym:
                return "none", (), "abbreviations differ", BOTH  # `SMTP` / `ESMTP`, `WORD` / `DWORD`
            if a.core in PLACES and b.core in PLACES:
                return "none", (), "two known places", BOTH  # `Iceland` / `Ireland`
            return "typo", tuple(sorted(diff[0])), "", BOTH
    if a.is_acronym and a.core in b.acronyms and not _other_state(a, b):
        return "acronym", (), f"acronym {a.core.upper()}", FIRST
    if b.is_acronym and b.core in a.acronyms and not _other_state(b, a):
        return "acronym", (), f"acronym {b.core.upper()}", SECOND
    sa, sb = set(a.tokens), set(b.tokens)
    if not (sa < sb or sb < sa):
        return "none", (), "", BOTH
    short, long, side = (a, b, FIRST) if sa < sb else (b, a, SECOND)
    dropped = [t for t in long.tokens if t not in sa & sb]
    if a.cls == LOCATION and (set(dropped) <= _PLACE_WORDS or long.tokens[-1] in _PLACE_WORDS):
        return "none", (), "another place", BOTH  # `Mexico` / `Mexico City`, `Los Angeles County`
    detail = "words dropped: " + " ".join(dropped)
    if not short.legal and long.tokens[: len(short.tokens)] == short.tokens:
        return "reference", (), detail, side
    at = place_led(long)
    if (not short.legal and at and len(short.tokens) >= 2 and long.tokens[at:at + len(short.tokens)] == short.tokens
            and all(t in _TRADE_WORDS for t in long.tokens[at + len(short.tokens):])):
        # `Bright Star` / `Shenzhen Bright Star Industrial Co`: the place and a company's trade words
        # dropped, nothing else (`Coast Guard` is not the `U.S. Coast Guard Training Center`)
        return "reference", (), detail, side
    return "partial", (), detail, side


# the words a company's name may end with after its own (`Shenzhen Bright Star Industrial Co`)
_TRADE_WORDS = COMPANY_HEADS | {"industrial", "electronics", "import", "export", "imports", "exports", "co"}
# the states' names (New York and the District of Columbia too: the gazetteer files New York
# under its city)
_US_STATES = frozenset(n for n in US_STATES.replace("\n", "").split("|") if n) | {"new york", "district of columbia"}


# Words that make a place out of a place's name: `Mexico City` is not Mexico, nor is
# `Los Angeles County` Los Angeles
_PLACE_WORDS = frozenset(PLACE_HEADS) | {"state", "region", "district", "territory", "metropolitan", "area",
                                         "municipality", "borough", "township", "governorate", "oblast"}


def _other_state(short: NormName, long: NormName) -> bool:
    """`short` is a US postal code and `long` a place that is not a US state: `FL` is
    Florida, never Fort Lee; `CA` never Central America (`NY` / `New York` still match)."""
    return short.cls == LOCATION and short.core in STATE_ABBREVIATIONS and long.core not in _US_STATES


def _one_edit(x: str, y: str) -> bool:
    return (max(len(x), len(y)) >= TYPO_SCORE_MIN_LEN
            and OSA.distance(x, y, score_cutoff=1) <= 1)


def _person(a: NormName, b: NormName) -> tuple[str, tuple[str, ...], str, int]:
    if a.generation and b.generation and a.generation != b.generation:
        return "none", (), "generations differ", BOTH  # `Doe Jr.` is never `John Doe Sr.` either
    if _addresses_differ(a.address, b.address):
        return "none", (), "forms of address differ", BOTH  # `Mr. Granger` is not `Miss Granger`
    if not a.first or not b.first:
        if a.last != b.last:
            return "none", (), "", BOTH
        if not a.first and not b.first:
            return "short", (), "surname only", BOTH
        if _address_against_name(a if not a.first else b, b if not a.first else a):
            return "none", (), "form of address and given name differ", BOTH  # `Mrs Francis`, `Martin Francis`
        return "reference", (), "surname only", (FIRST if not a.first else SECOND)
    if not _middles_agree(a.middles, b.middles):
        return "none", (), "middle names conflict", BOTH
    last_typo = a.last != b.last
    if last_typo and not _one_edit(a.last, b.last):
        return "none", (), "", BOTH
    typo = tuple(sorted((a.last, b.last))) if last_typo else ()
    if a.first_initial or b.first_initial:
        if not set(a.initials) & set(b.initials):
            return "none", (), "", BOTH
        side = (BOTH if a.first_initial and b.first_initial
                else FIRST if a.first_initial else SECOND)
        detail = "initial " + (a.first if a.first_initial else b.first).upper()
        return "initial", typo, detail, side
    if a.first == b.first:
        if last_typo:
            return "typo", typo, "", BOTH
        return "exact", (), "" if a.core == b.core else "middle names added", BOTH
    if set(a.first_forms) & set(b.first_forms):
        kind = "typo" if last_typo else "nickname"
        return kind, typo, " / ".join(sorted((a.first, b.first))), BOTH
    if last_typo:
        return "none", (), "", BOTH
    if any(_one_edit(x, y) for x in a.first_forms for y in b.first_forms):
        return "typo", tuple(sorted((a.first, b.first))), "", BOTH  # `Edaard` ~ `Ed` (Edward)
    return "none", (), "first names differ", BOTH


# `Ms.` may be either a `Mrs.` or a `Miss`; `Mr.` is neither; `Mrs.` and `Miss` (a mother
# and her daughter, in most texts that name both) are two people
_ADDRESS_AGREE = frozenset({("miss", "ms"), ("mrs", "ms")})


def _address_against_name(short: NormName, full: NormName) -> bool:
    """Whether the form of address of a surname alone (`Mrs Francis`) says a sex the given
    names of the full name (`Martin Francis`) do not: two people of one family."""
    if short.address not in ADDRESSES:
        return False
    sexes = {gender(name) for name in (full.first, *full.middles)} - {""}
    return len(sexes) == 1 and sexes != {"m" if short.address == "mr" else "f"}


def _addresses_differ(x: str, y: str) -> bool:
    return bool(x and y and x != y and (min(x, y), max(x, y)) not in _ADDRESS_AGREE)


def _middles_agree(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    for m, n in zip(x, y, strict=False):
        if len(m) == 1 or len(n) == 1:
            if m[0] != n[0]:
                return False
        elif m != n:
            return False
    return True
