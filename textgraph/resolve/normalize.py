"""Name normalization: one pure function from (class, surface) to a `NormName`.

Every name is transliterated to ASCII (anyascii), NFKC-folded and case-folded; dots inside
acronyms are dropped (`I.B.M.` → `ibm`) and `&` reads as `and`. Organizations and locations
lose a leading "The"; organizations also lose trailing legal suffixes (`Corp`, `GmbH`,
`S.A.` …). Person names are split into title / first / middle / last / generation, with
`Last, First` reordered and initials and nicknames recognised.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from anyascii import anyascii

from textgraph.extract.lexicon import LEGAL_PREFIXES
from textgraph.extract.places import PLACES
from textgraph.resolve.nicknames import forms
from textgraph.resolve.typemap import LOCATION, ORGANIZATION, PERSON

LEGAL_SUFFIXES = frozenset({
    "inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "llc",
    "llp", "lp", "lllp", "pllc", "plc", "gmbh", "ggmbh", "mbh", "ag", "kg", "ohg", "sa", "sas", "sarl", "srl",
    "spa", "bv", "nv", "oy", "oyj", "ab", "as", "asa", "aps", "kk", "pte", "pty", "pvt", "bhd",
    "sdn", "berhad", "sendirian", "nl", "ulc", "pc", "se", "sl", "sab", "cv", "de", "na", "fsb", "doo",
    "fze", "fzco", "fzc", "fz", "dmcc", "jsc", "pjsc", "ojsc", "cjsc", "tbk", "wll", "sal", "kft",
    "zrt", "nyrt", "sro", "uab", "eood", "ood", "ehf", "bvba", "sprl", "eurl", "sasu",
    "ltda", "lda", "kgaa", "sae", "saog", "saoc", "qsc", "qpsc", "kscp", "eireli", "sac", "eirl", "sia",
    "sci", "snc", "gesmbh", "oo", "z", "sp", "slu", "sau", "dd", "ad",
})
# Suffix words that only count as suffixes after another suffix word ("S.A. de C.V.", "Sp. z o.o.").
_ONLY_AFTER_SUFFIX = frozenset({"de", "z", "sp"})
_ACRONYM_STOPWORDS = frozenset({"and", "of", "the", "for", "de", "la", "du", "der", "von"})
ADDRESSES = frozenset({"mr", "mrs", "miss", "ms"})  # the titles that tell who is meant apart
TITLES = frozenset({
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lord", "lady",
    "rev", "hon", "judge", "mme", "mlle", "herr", "frau", "capt",
})
GENERATIONS = frozenset({"jr", "sr", "ii", "iii", "iv"})
CREDENTIALS = frozenset({"phd", "md", "esq", "cpa", "mba", "jd", "dds", "cfa", "qc", "kc"})
PARTICLES = frozenset({"van", "von", "der", "den", "de", "la", "le", "del", "della", "da", "di",
                       "du", "dos", "das", "al", "el", "bin", "ibn", "st", "ten", "ter"})

_DOTTED = re.compile(r"(?<![A-Za-z])((?:[A-Za-z]\.){2,})")
_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_PERSON_TOKEN = re.compile(r"[^\s,]+")


@dataclass(frozen=True, slots=True, kw_only=True)
class NormName:
    """A normalized name. Organization/location fields and person fields are both present;
    the ones of the other family stay empty."""

    cls: str
    surface: str  # the name as given
    key: str  # the basic form: transliterated, case-folded, punctuation as single spaces
    core: str  # what is compared: org/location without "The"/suffixes; person "first … last"
    tokens: tuple[str, ...] = ()
    acronyms: tuple[str, ...] = ()  # initials of the core words (orgs/locations, ≥ 2 words)
    is_acronym: bool = False  # the surface itself looks like an acronym (`IBM`, `I.B.M.`)
    legal: str = ""  # the legal suffix removed, if any ("inc", "ltd" …)
    first: str = ""
    first_initial: bool = False
    first_forms: tuple[str, ...] = ()  # nickname-expanded forms of a full first name
    initials: tuple[str, ...] = ()  # letters the first name may start with
    middles: tuple[str, ...] = ()
    last: str = ""
    generation: str = ""
    address: str = ""  # the form of address the surface gave (`mr`, `mrs`, `miss`, `ms`), if any


def place_led(n: NormName) -> int:
    """How many leading words of an organization's name name a known place, when two words or
    more follow (`Shenzhen Bright Star Industrial`: 1, which goes by `Bright Star`); else 0."""
    if n.cls != ORGANIZATION:
        return 0
    toks = n.tokens
    for k in (2, 1):
        if len(toks) >= k + 2 and " ".join(toks[:k]) in PLACES:
            return k
    return 0


def ascii_fold(text: str) -> str:
    """Transliterate to ASCII after NFKC folding; keeps case and punctuation."""
    if text.isascii():
        return text
    return str(anyascii(unicodedata.normalize("NFKC", text)))


def fold(text: str) -> str:
    """`ascii_fold`, then drop the dots of dotted acronyms (`I.B.M.` → `IBM`)."""
    return _DOTTED.sub(lambda m: m.group(1).replace(".", ""), ascii_fold(text))


def basic_key(text: str) -> str:
    """The class-free comparison form: folded, `&` → `and`, case-folded, alphanumerics only."""
    return _NON_ALNUM.sub(" ", fold(text).replace("&", " and ").casefold()).strip()


def normalize(cls: str, surface: str) -> NormName:
    """Normalize `surface` as a name of resolution class `cls` (pure, total)."""
    if cls == PERSON:
        return _person(surface)
    if cls in (ORGANIZATION, LOCATION):
        return _org(cls, surface)
    key = basic_key(surface)
    return NormName(cls=cls, surface=surface, key=key, core=key, tokens=tuple(key.split()))


def _org(cls: str, surface: str) -> NormName:
    folded = fold(surface)
    key = basic_key(surface)
    tokens = key.split()
    if len(tokens) > 1 and tokens[0] == "the":
        tokens = tokens[1:]
    if len(tokens) > 1 and tokens[-1] == "the":  # "Acme Corp, The"
        tokens = tokens[:-1]
    legal = ""
    if cls == ORGANIZATION:
        tokens, legal = _strip_legal(tokens)
        # the forms written before the name (`OOO Romashka` is Romashka, as `Romashka LLC` is)
        if len(tokens) > 1 and tokens[0] in LEGAL_PREFIXES and surface.lstrip()[:1].isupper():
            legal = " ".join(filter(None, (tokens.pop(0), legal)))
    core = " ".join(tokens)
    words = [t for t in tokens if t not in _ACRONYM_STOPWORDS]
    acronyms: set[str] = set()
    if len(words) >= 2:
        acronyms.add("".join(w[0] for w in words))
        if len(tokens) != len(words):
            acronyms.add("".join(t[0] for t in tokens))
        # `HLTC` (Harbor Light Trust Company); two-word names would only gain ambiguity
        if legal and len(words) >= 3:
            acronyms.add("".join(w[0] for w in words) + "".join(t[0] for t in legal.split()))
    return NormName(
        cls=cls, surface=surface, key=key, core=core, tokens=tuple(tokens), acronyms=tuple(sorted(acronyms)),
        is_acronym=_looks_like_acronym(folded, tokens), legal=legal,
    )


def _strip_legal(tokens: list[str]) -> tuple[list[str], str]:
    """Drop trailing legal-suffix words while at least one word remains."""
    removed: list[str] = []
    while len(tokens) > 1 and tokens[-1] in LEGAL_SUFFIXES:
        if tokens[-1] in _ONLY_AFTER_SUFFIX and not removed:
            break
        removed.append(tokens.pop())
    if len(tokens) > 1 and tokens[-1] == "and" and removed:  # "Smith & Co."
        tokens.pop()
    return tokens, " ".join(reversed(removed))


def _looks_like_acronym(folded: str, core_tokens: list[str]) -> bool:
    """A one-word core of 2–6 letters written in capitals (or with dots) in the surface."""
    if len(core_tokens) != 1 or not 2 <= len(core_tokens[0]) <= 6:
        return False
    word = core_tokens[0]
    for raw in re.findall(r"[A-Za-z0-9]+", folded):
        if str(raw).casefold() == word:
            return str(raw).isupper()
    return False


def _person(surface: str) -> NormName:
    key = basic_key(surface)
    folded = ascii_fold(surface)
    head, sep, tail = folded.partition(",")
    tail_words = [w for w in (_word(t) for t in _PERSON_TOKEN.findall(tail)) if w]
    if sep and tail_words and not all(w in GENERATIONS or w in CREDENTIALS for w in tail_words):
        parts = _PERSON_TOKEN.findall(tail) + _PERSON_TOKEN.findall(head)  # "Doe, John"
    else:
        parts = _PERSON_TOKEN.findall(folded.replace(",", " "))
    toks = [tok for part in parts for tok in _person_token(part)]
    address = ""
    while len(toks) > 1 and toks[0] in TITLES:
        if toks[0] in ADDRESSES:
            address = toks[0]
        toks = toks[1:]
    generation = next((t for t in toks[1:] if t in GENERATIONS), "")
    toks = toks[:1] + [t for t in toks[1:] if t not in GENERATIONS and t not in CREDENTIALS]
    if not toks:
        return NormName(cls=PERSON, surface=surface, key=key, core=key)
    last_start = len(toks) - 1
    while last_start > 1 and toks[last_start - 1] in PARTICLES:
        last_start -= 1
    last = "".join(toks[last_start:])
    given = toks[:last_start]
    first = given[0] if given else ""
    first_initial = len(first) == 1
    first_forms = forms(first) if first and not first_initial else ((first,) if first else ())
    initials = tuple(sorted({f[0] for f in first_forms}))
    core = " ".join([*given, last])
    return NormName(
        cls=PERSON, surface=surface, key=key, core=core, tokens=(*given, last), first=first,
        first_initial=first_initial, first_forms=first_forms, initials=initials,
        middles=tuple(given[1:]), last=last, generation=generation, address=address,
    )


def _word(raw: str) -> str:
    return _NON_ALNUM.sub("", raw.casefold())


def _person_token(raw: str) -> list[str]:
    """`J.` → [j]; `JA` stays a word; hyphenated and apostrophed words are joined."""
    if re.fullmatch(r"(?:[A-Za-z]\.)+[A-Za-z]?", raw):
        return [c.casefold() for c in raw if c.isalpha()]
    word = _word(raw.replace("&", "and"))
    return [word] if word else []
