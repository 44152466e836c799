"""Persons: titles (`Mr. Doe`, `Dr. Thomas Keller`, `Governor Bob Wise` → `Bob Wise`), known
first names (`John A. Doe`), initials (`J. Doe`), `Doe, John` / `DOE, John Anthony`, names
next to a role or a word that only names people (`Zhang Jilun, Chairman`, `spokesman John
Smith`, `comedian Tuvia Tzafir`, `his brother Toby`, `Candace Savage (born 1949)`, `Stacy
Bickel, 25,`, `said Kathryn Rich`), and the last or first names of persons the document named
earlier (`Doe`, `Ben`).

Honorifics (`Mr.`, `Dr.`, `Sir`) stay part of the name; offices, ranks and styles (`Governor`,
`Colonel`, `Professor`, `President`) only say that a name follows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from textgraph.entities import norm_name
from textgraph.extract.base import ARTICLE_START, UPPER, DocContext, Found, SentenceView, Tok, tok_end
from textgraph.extract.lexicon import (
    ADDRESS_WORDS,
    ALL_ROLES,
    CAPS_COMMON,
    CAPS_STOP,
    DEMONYMS,
    FEMALE_TITLES,
    FOREIGN_OFFICES,
    GENERIC_WORDS,
    KIN_NOUNS,
    LEGAL_SUFFIXES,
    MALE_TITLES,
    MONTHS,
    NAME_HONORIFICS,
    NON_PERSON_HEADS,
    OFFICER_ROLES,
    ORG_HEADS,
    PERSON_NOUNS,
    PERSON_TITLES,
    ROLE_BEFORE_NAME,
    STOP_WORDS,
    SURNAME_TITLES,
    TIME_ZONES,
    TITLE_CONTINUATION,
    WEEKDAYS,
)
from textgraph.extract.locations import given_name_town
from textgraph.extract.names import ASIAN_GIVEN, FIRST_NAMES, WORD_NAMES, caps_person, gender, is_given
from textgraph.extract.places import PLACES, STATE_ABBREVIATIONS

_LAST_FIRST = re.compile(
    rf"(?<![\w'’-])([{UPPER}][\w'’-]{{1,30}}),[ \t]([{UPPER}][a-z][\w'’-]{{0,30}})"
    rf"(?:[ \t]([{UPPER}][a-z][\w'’-]{{0,30}}|[{UPPER}]\.))?(?![\w'’-])"
)
_BOUNDARY_AHEAD = (r"(?=[ \t]*(?:[,.;:)(]|$)|[ \t]+(?:of|at|for|with|in|from|on|to|and|who|whose|which|since|"
                   r"until|based|born|said|says)\b)")
# `, the CFO`, `, a lobbyist with`, `, metals economist with`, `, who is an attorney`
_ROLE_AFTER = re.compile(r"[ \t]*,[ \t]*(?:(?:who|then)[ \t]+(?:is|was)[ \t]+|now[ \t]+)?"
                         r"(?:(?:a|an|the|its|their|his|her|our)[ \t]+)?((?:[\w'’&-]{1,30}[ \t]+){0,3}?)"
                         r"([A-Za-z][a-zà-öø-ÿ-]{1,30})" + _BOUNDARY_AHEAD)
# `is a Canadian writer`, `was an American football player who`
_COPULA_NOUN = re.compile(r"[ \t]+(?:is|was|became|remains)[ \t]+(?:also[ \t]+)?(?:a|an|the)[ \t]+"
                          r"((?:[\w'’-]{1,30}[ \t]+){0,4}?)([a-z][a-z-]{1,30})" + _BOUNDARY_AHEAD)
# `(born 1949)`, `(1819 - 1890)`, `(c.1240 --`, `(née Stone)`, `, 25,` (an age)
_LIFE_AFTER = re.compile(r"[ \t]*(?:\([ \t]*(?:born\b|b\.[ \t]|n[ée]e\b|c\.[ \t]?\d|\d{3,4}[ \t]*[-–—])"
                         r"|,[ \t]*\d{1,2}[ \t]*,)")
# what only a person is said to be or do right after the name (`DANIEL REYES was a resident of
# Miami`, `MARIA LOPEZ was employed as a teller`, an indictment's defendants in capitals)
_LIFE_VERB_AFTER = re.compile(r",?[ \t]+(?:(?:is|was|had[ \t]+been|has[ \t]+been)[ \t]+"
                              r"(?:(?:also|then|previously)[ \t]+)?"
                              r"(?:employed|born|married|a[ \t]+(?:resident|citizen|national|native)\b)"
                              r"|(?:resided|resides|lived|lives)[ \t]+(?:in|at)\b)")
# what a contract's parties clause says of a person right after the name (`JOÃO PEDRO CARVALHO NETO, a
# Brazilian national, CPF …`, `X, an individual residing at …`, `X, holder of passport no. …`)
_NATIONAL_AFTER = re.compile(r"[ \t]*,[ \t]*(?:(?:a|an)[ \t]+(?:[A-Z][\w-]*[ \t]+){0,2}(?:national|citizen)"
                             r"(?=[ \t]*[,.;)]|[ \t]+(?:of|and|resident|residing|born|holding)\b)"
                             r"|an[ \t]+individual\b|(?:the[ \t]+)?holder[ \t]+of[ \t]+(?:\w+[ \t]+)?passport\b"
                             # (`INGRID SOLVEIG HALVORSEN, residing at Flat 3, …`)
                             r"|(?:residing|resident|domiciled)[ \t]+(?:at|in)\b)")
# whose relative the name is, in a bracket or after a comma: `ISABELA VASQUEZ-MORROW (daughter of the Settlor, born
# 14.07.1991)`, `X, the son of Y`
_KIN_AFTER = re.compile(r"[ \t]*(?:\([ \t]*(?:the[ \t]+)?|,[ \t]*(?:the[ \t]+)?)(?:"
                        + "|".join(sorted(KIN_NOUNS | {"spouse"}, key=lambda w: (-len(w), w)))
                        + r")(?:-in-law)?[ \t]+of\b")
# an office the name is said to hold or to be given, of those no firm holds (`Farida Osmani was
# appointed director of B`, `… is the chief executive of B`; not `manager`: a fund's manager is a firm)
_OFFICE_AFTER = re.compile(r"[ \t]+(?:is|was|has[ \t]+been|had[ \t]+been|became|becomes)[ \t]+"
                           r"(?:(?:also|then|later|subsequently|formally)[ \t]+)?"
                           r"(?:(?:appointed|named|elected|re-?elected|re-?appointed)[ \t]+(?:as[ \t]+)?)?"
                           r"(?:(?:a|an|the|its|their|sole|joint)[ \t]+){0,2}"
                           r"((?:[a-z][a-z-]*[ \t]+){0,2}?[a-z][a-z-]*)[ \t]+(?:of|at|for)\b")
# (or after `as`: `B appointed Farida Osmani as director`)
_AS_OFFICE_AFTER = re.compile(r"[ \t]+as[ \t]+(?:(?:a|an|the|its|their|sole|joint)[ \t]+){0,2}"
                              r"((?:[a-z][a-z-]*[ \t]+){0,2}?[a-z][a-z-]*)\b")
_BOARD_OFFICES = frozenset(("director", "chairman", "chairwoman", "chairperson", "ceo", "cfo", "coo", "president",
                            "treasurer"))
_PERSON_OFFICES = frozenset(("director", "chairman", "chairwoman", "chairperson", "ceo", "cfo", "coo", "president",
                             "treasurer", "employee", "accountant", "lawyer", "banker", "clerk", "teller",
                             "cashier", "bookkeeper", "officer", "executive", "head", "chief"))
_ONE_WORD = re.compile(rf"[{UPPER}](?:[^\W\d_]+(?:['’-][{UPPER}]?[^\W\d_]+)?|['’][{UPPER}][^\W\d_]+)")
_COMMON_WORDS = CAPS_COMMON | GENERIC_WORDS
# verbs that open an instruction before a name: no family name written first (`Contact Jane Roe`)
_LEADING_VERBS = frozenset(("contact", "call", "email", "e-mail", "phone", "ring", "text", "message", "meet",
                            "ask", "tell", "cc", "attn", "thank", "thanks", "invite", "introduce", "inform",
                            "notify", "copy", "brief", "pay", "send", "see", "met", "called", "emailed", "dear",
                            "hi", "hello", "remind", "chase", "interview", "visit", "pls", "please"))
# function words that only title case capitalizes inside a phrase (`I`, `A` are letters too)
_FUNCTION_WORDS = frozenset(("as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "than", "the", "to",
                             "with", "is", "are", "was", "were", "your", "our", "you"))
_MARKERS = " \t*#>-•("  # what may come before a list marker on its line
_POSSESSIVES = frozenset(("his", "her", "their", "my", "our", "its"))
# before a name only in an inverted quote ("…, said Jane Roe"); not "asked"/"told", whose
# object may be a firm or a department ("asked Internal Audit to …", "told Reuters")
_SPEECH = frozenset(("said", "says", "added", "recalls", "recalled", "explained", "wrote"))
# what every `_LAST_FIRST` match holds (its comma and the given name's first two letters): a
# gate that opens with a literal, which the engine finds at C speed, where `_LAST_FIRST`'s
# look-behind is tried at every position
_LAST_FIRST_GATE = re.compile(rf",[ \t][{UPPER}][a-z]")
_NAME_BEFORE = re.compile(rf"[{UPPER}][\w'’.-]*[ \t]$")
# a day number or a time after a month's name: `Jun 14 15:16:01`, a CSV `Jun,14,` is a date,
# not Jun (a comma and a space may be an age: `June, 54,`)
_DAY_AFTER = re.compile(r"(?:[ \t]{1,3}|,)\d")
_SAID_AFTER = re.compile(r"[ \t](?:said|says|told|added|stated|testified|declined)\b")
# frozenset(MONTHS), not MONTHS.keys(): `frozenset | dict_keys` is a plain set, which compiled
# code (see setup.py) refuses where a frozenset is declared
# (`ubo`, `psc`: `B's UBO, Viktor Lebedev` is no `Last, First`; `rs`: the rupee's sign, `paid Priya Sharma
# Rs. 5,000`)
_NOT_NAME = (STOP_WORDS | ORG_HEADS | LEGAL_SUFFIXES | frozenset(MONTHS) | WEEKDAYS | ADDRESS_WORDS | ALL_ROLES
             | PERSON_TITLES | NON_PERSON_HEADS | TITLE_CONTINUATION
             | frozenset(("ubo", "ubos", "psc", "pscs", "rs")))
_TITLE_START = PERSON_TITLES | SURNAME_TITLES
_MALAY_STYLES = frozenset(("tan", "puan", "dato", "dato'", "dato’", "datuk", "datin"))
_MALAY_MORE = frozenset(("sri", "seri", "paduka"))
_IN_TITLE = PERSON_TITLES | TITLE_CONTINUATION
_CUE_NOUNS = PERSON_NOUNS | ALL_ROLES | frozenset(("director",)) | frozenset(o for o in FOREIGN_OFFICES if " " not in o)
_CUE_START = _CUE_NOUNS
PARTICLES = frozenset(("von", "van", "de", "der", "den", "da", "di", "du", "del", "della", "dos", "das", "do", "la",
                       "las", "los", "bin", "ibn",
                       "bint", "binti", "binte", "al", "el", "abu", "a/l", "a/p"))
GENERATIONS = frozenset(("jr", "sr", "ii", "iii", "iv"))
# a Portuguese or a Spanish family name's generation (`Carvalho Neto`, `Souza Filho`): the word before it is a
# family name, whatever place it also names (`João Pedro Albuquerque Neto`)
_IBERIAN_GENERATIONS = frozenset(("neto", "filho", "sobrinho", "bisneto", "júnior", "junior"))
# a given name after one of these is part of a place or team name (`St. Louis Eagles`)
_PLACE_PREFIXES = frozenset(("st", "saint", "san", "santa", "fort", "mount", "port", "lake", "new"))
_MALE = MALE_TITLES | frozenset(("king", "prince", "duke", "earl", "baron", "count", "emperor", "sultan",
                                 "congressman", "assemblyman", "councilman"))
_FEMALE = FEMALE_TITLES | frozenset(("queen", "princess", "duchess", "countess", "baroness", "empress",
                                     "congresswoman", "assemblywoman", "councilwoman"))


def _initial(t: Tok) -> bool:
    return (len(t.text) == 2 and t.text[1] == "." and t.text[0].isupper()) or (len(t.text) == 1 and t.text.isupper())


def _answer_label(chunk: list[Tok], i: int, text: str) -> bool:
    """`A.` (`Q.`) opening a line of a transcript before a given name: the answer's label, no
    initial (`A. Richard Hale owned the company`)."""
    return (chunk[i].text in ("A.", "Q.") and i + 1 < len(chunk) and chunk[i + 1].key in FIRST_NAMES
            and text[text.rfind("\n", 0, chunk[i].start) + 1:chunk[i].start].strip(" \t*>") == "")


def _surname(t: Tok) -> bool:
    text = t.text
    if ARTICLE_START.match(text) is not None:  # `al-Masri`: the name after its article
        return True
    if not (_surname_key(t.key) and text[:1].isupper()):
        return False
    if text.isupper():
        return t.key not in CAPS_STOP  # `SiSoft Sandra CPU`: a computing term, not a family name
    return text[1:].islower() or not _camel_code(text)


# a capital inside a word, after a small letter: `McDonald`, `DeShawn`, `UserEventAgent`
_INNER_CAP = re.compile(rf"(?<=[a-zß-öø-ÿ])[{UPPER}]")
_PART_SEP = re.compile(r"['’-]")
# name particles written glued to the rest of a name (`McDonald`, `MacArthur`, `DeShawn`,
# `LaToya`, `DiCaprio`, `VanDyke`, `FitzGerald`)
_GLUED_PREFIXES = frozenset(("mc", "mac", "de", "di", "da", "du", "la", "le", "van", "von", "fitz", "st"))


@lru_cache(maxsize=1 << 14)
def _camel_code(text: str) -> bool:
    """A word with a capital inside that no name has (pure): code and product identifiers
    (`UserEventAgent`, `DatadirCleanupManager`, `FileSnap`, `FoRK`). A name part may hold one
    inner capital, after a glued particle or a given name (`McDonald`, `DeShawn`, `JoAnn`);
    `O'Neil`, `Kellogg-Stedman` are read part by part."""
    for part in _PART_SEP.split(text):
        caps = [m.start() for m in _INNER_CAP.finditer(part)]
        if not caps:
            continue
        at = caps[0]
        prefix, rest = part[:at].casefold(), part[at + 1:]
        glued = prefix in _GLUED_PREFIXES and (rest.islower() or rest.isupper())  # `McDONALD` in capitals
        if len(caps) > 1 or not (glued or (prefix in FIRST_NAMES and rest.islower())):
            return True
    return False


@lru_cache(maxsize=1 << 14)
def _surname_key(k: str) -> bool:
    """A token key that can be a family name (pure; keys repeat a lot)."""
    return len(k) >= 2 and (k not in _NOT_NAME or k in _STREET_SURNAMES or k in _TITLE_SURNAMES) and k not in PLACES \
        and not any(c.isdigit() for c in k)


# a street's word that is also a common family name (`Mr Howard Lane`); a house number before the
# name still makes it a street (`persons`)
_STREET_SURNAMES = frozenset(("lane",))
# a title before a name that is also a common family name after one (`Imran Sheikh`)
_TITLE_SURNAMES = frozenset(("sheikh", "shaikh"))


def _acronym_title(chunk: list[Tok], head: int, last: int) -> bool:
    """A title in capitals without a dot before a name that is not in capitals (`MS Word`,
    `DR Congo`: an acronym), or a role word in capitals before words in capitals (`LEADER
    ELECTION TOOK`: a shouted phrase). `MR LAURENT KABILA`, `Mr. DOE`, `CEO John Smith` are
    names."""
    t = chunk[head]
    if not t.text.isupper() or len(t.text) < 2 or t.text.endswith("."):
        return False
    caps = all(c.text.isupper() for c in chunk[head + 1:last + 1])
    return not caps if t.key in _TITLE_START else caps


def _remembered(chunk: list[Tok], i: int, ctx: DocContext, text: str) -> tuple[int, int, str, float] | None:
    """A lone last or first name, or two initials, of a person named earlier in the document."""
    k = chunk[i].key
    if i != len(chunk) - 1 or not all(c.key in STOP_WORDS for c in chunk[:i]):
        return None
    if k in ctx.person_last and ctx.person_last[k] != "?":
        return i, i, ctx.person_last[k], 0.8
    if k in ctx.surname_owner:  # a man and a woman share it: the one named first in full (`persons`)
        return i, i, ctx.surname_owner[k][1], 0.75
    first = ctx.person_first.get(k)
    if first is not None and first[0] and k not in _NOT_NAME and not chunk[i].text.isupper():
        return i, i, first[1], 0.75
    initials = ctx.person_initials.get(k)
    if (initials is not None and initials[0] and _initials_alone(chunk[i])
            and _INITIALS_SAY.match(text, chunk[i].end) is not None):
        return i, i, initials[1], 0.7
    return None


# what a record says its witness, named by the initials, said or did (`AK stated that …`, `AK:`):
# two capitals elsewhere are most often a firm's or an agency's (`AP`, `GE`)
_INITIALS_SAY = re.compile(r"\s*:|\s+(?:said|says|stated|states|confirmed|confirms|explained|explains|denied|denies|"
                           r"added|adds|told|replied|replies|answered|answers|claimed|claims|agreed|agrees|admitted|"
                           r"admits|recalled|recalls|described|describes|indicated|indicates|declined|declines|"
                           r"refused|refuses|accepted|accepts|maintained|maintains|insisted|insists)\b")


# two capitals that stand for many things besides a person (offices, forms, places, units)
_NOT_INITIALS = frozenset((
    "ok", "id", "pm", "am", "tv", "us", "uk", "eu", "un", "hq", "it", "hr", "pr", "ip", "pa", "ps", "vp", "md",
    "co", "no", "nb", "cc", "re", "fw", "jr", "sr", "ii", "iv", "vi", "ai", "ad", "bc", "dc", "ag", "sa", "nv", "bv",
    "oy", "as", "ab", "gm", "kg", "km", "cm", "mm", "mb", "gb", "tb", "pc", "qc", "kc",
))


def _initials_alone(tok: Tok) -> bool:
    """Whether a token is two capitals alone that may stand for a person named in full (`AK`)."""
    return len(tok.text) == 2 and tok.text.isupper() and tok.text.isalpha() and tok.key not in _NOT_INITIALS


def _name_end(chunk: list[Tok], first: int, most: int) -> int:
    """Index of the last name token of a name starting at `first` (at most `most` words, a
    particle `von`/`de` between two of them, then `Jr.`/`III`), trailing initials dropped;
    below `first` when there is none, or when the name runs on into a place or building
    (`Victoria Skating Rink`)."""
    j, n = first, len(chunk)
    words = 0
    while j < n and words < most:
        t = chunk[j]
        if t.key in PARTICLES and j > 0:
            # `van Dijk`, `van der Berg`, `dos Santos` (a place's name after a particle is a family
            # name), `bin Hamad Al Thani`: each particle lets the name run one word longer
            after = j + 2 if j + 2 < n and chunk[j + 1].key in PARTICLES else j + 1
            if after < n and (_surname(chunk[after]) or _place_surname(chunk[after])):
                j, most = after, most + 1
                if not _surname(chunk[after]):
                    j, words = after + 1, words + 1
                continue
        if not (_initial(t) or _surname(t) or (j == first and _place_family_name(chunk, j))
                or (_place_surname(t) and j + 1 < n and chunk[j + 1].key in _IBERIAN_GENERATIONS)):
            break
        if words and _next_name_starts(chunk, first, j):
            break  # `Yusuke Shinyama Satoshi Sekine`: two names side by side (a PDF's author line)
        j += 1
        words += 1
    if j < n and chunk[j].key in NON_PERSON_HEADS:
        return first - 1
    last = j - 1
    while last > first and _initial(chunk[last]):
        last -= 1
    if last + 1 < n and last >= first and chunk[last + 1].key in GENERATIONS:
        last += 1
    return last


# family names' endings in the languages of the former Soviet Union, the Caucasus, Poland and Iran
# (`Mammadov`, `Aliyeva`, `Kovalenko`, `Gelashvili`, `Petrosyan`, `Kowalski`, `Hosseinzadeh`): a
# capitalized word before one, the two ending a run, is a given name not in the lists
_FAMILY_ENDING = re.compile(r"(?:[bcdfghklmnprstvz]y?ov|[bcdfghklmnprstvyz]ev|[bcdfghklmnprstvz]y?ova|"
                            r"[bcdfghklmnprstvyz]eva|enko|shvili|dze|[a-z]yan|ovich|evich|ovna|evna|zadeh?|chuk|yuk|"
                            r"[a-z]{3}sk(?:i|y|iy|aya|a))$")
_FEMININE_ENDING = re.compile(r"(?:ova|eva|ovna|evna|aya|ska)$")
_ENDINGS = ("ov", "ev", "ova", "eva", "enko", "shvili", "dze", "yan", "ovich", "evich", "ovna", "evna", "zade",
            "zadeh", "chuk", "yuk", "ski", "sky", "skiy", "skaya", "ska")


def _suffixed_family(given: Tok, family: Tok) -> str | None:
    """The gender ("m" or "f") of a two-word name whose family name has an ending that
    tells one (`_FAMILY_ENDING`), or None when the words are not such a name: each a capitalized
    word of letters in ordinary case, the given name no known word, firm's word or place."""
    if not family.key.endswith(_ENDINGS):
        return None  # (the common case, tested first: one C call)
    g, f = given.text, family.text.rstrip(".")  # (`… met Elchin Mammadov.`: the sentence's stop)
    if (len(f) < 5 or len(g) < 3 or not g.isalpha() or not f.isalpha() or not g[0].isupper()
            or not f[0].isupper() or not g[1:].islower() or not f[1:].islower()
            or _FAMILY_ENDING.search(family.key) is None):
        return None
    if (given.key in _NOT_NAME or given.key in _COMMON_WORDS or given.key in PLACES or family.key in PLACES
            or f"{given.key} {family.key}" in PLACES):
        return None  # (`Rancho Cordova` is a town)
    if _FAMILY_ENDING.search(given.key) is not None:
        return None  # `Ivanov Petrov`: two family names, or a list
    return "f" if _FEMININE_ENDING.search(family.key) else "m"


_REGION_AFTER = re.compile(r"[ \t]*,[ \t]*([A-Z][A-Za-z.]{1,12})")


def _in_region(text: str, end: int) -> bool:
    """Whether a state or a country follows a name ending at `end` (`Rancho Cordova, CA`: a town)."""
    m = _REGION_AFTER.match(text, end) if text else None
    key = m.group(1).rstrip(".").casefold() if m is not None else ""
    return bool(key) and (key in STATE_ABBREVIATIONS or key in PLACES)


# states and countries that are common family names (a table's `Wilma Florida` pairs a storm and a
# state: a town's name is the family name most written so)
_FAMILY_NAMED_STATES = frozenset(("washington", "jordan", "england", "holland"))


def _place_family_name(chunk: list[Tok], j: int) -> bool:
    """A town's name written right after a known given name, as its family name (`Sarah Houston`,
    `Ana Lima`, `Jack London`; not `San Jose`, `Santa Monica`: the pair is no known place's)."""
    if j == 0:
        return False
    given, t = chunk[j - 1], chunk[j]
    return ((PLACES.get(t.key) == "city" or t.key in _FAMILY_NAMED_STATES)
            and t.text[:1].isupper() and t.text[1:].islower()
            and given.key in FIRST_NAMES and given.key not in WORD_NAMES and given.key not in PLACES
            and given.text[1:].islower() and f"{given.key} {t.key}" not in PLACES)


def _place_surname(t: Tok) -> bool:
    """A place's name written as a family name after a particle (`Carlos dos Santos`, `Maria de
    la Cruz`): capitalized, not in capitals."""
    return t.key in PLACES and t.text[:1].isupper() and not t.text.isupper()


def _next_name_starts(chunk: list[Tok], first: int, j: int) -> bool:
    """A given name at `j`, after family-name words only and before another one: a second
    person's name begins there (not `John Paul Smith`, whose second given name comes first)."""
    k = chunk[j].key
    if k not in FIRST_NAMES or k in WORD_NAMES or j + 1 >= len(chunk) or not _surname(chunk[j + 1]):
        return False
    if chunk[j - 1].key in PARTICLES:
        return False  # `Abdul Rahman bin Hamad Al Thani`: a father's given name after `bin` is the same name's
    if j == first + 1 and chunk[first].key in _CJK_FAMILY:
        return False  # `Ms. Tan Mei Ling`: a Chinese family name, then the given names
    return not any(chunk[x].key in FIRST_NAMES or _initial(chunk[x]) for x in range(first, j))


def chunks(run: list[Tok]) -> list[list[Tok]]:
    """Runs of consecutive name tokens, a particle (`von`, `de`) between two kept inside."""
    out: list[list[Tok]] = []
    cur: list[Tok] = []
    for i, t in enumerate(run):
        if t.is_name and t.text != ",":
            cur.append(t)
            if t.text[-1] == "s" and t.text.endswith(("'s", "’s")):
                out.append(cur)
                cur = []
        elif cur and t.key in PARTICLES and i + 1 < len(run) and (
                run[i + 1].is_name or (run[i + 1].key in PARTICLES and i + 2 < len(run) and run[i + 2].is_name)):
            cur.append(t)  # (`van der Berg`: two particles)
        elif cur:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def _given(key: str) -> bool:
    """A given name, or two joined by a hyphen (`Jean-Pierre`, `Hans-Jürgen`)."""
    if is_given(key):
        return True
    head, dash, tail = key.partition("-")
    return bool(dash) and head in FIRST_NAMES and tail in FIRST_NAMES


# Vietnamese names are written family name first, then a middle name (`Van` for men, `Thi` for
# women, or another of a few) and the given name: `Nguyen Van Thanh`, `Tran Thi Thu Huong`. The
# family names are few; with one of these middle names after it, the run is a person.
_VN_FAMILY = frozenset(("nguyen", "nguyễn", "tran", "trần", "le", "lê", "pham", "phạm", "hoang", "hoàng", "huynh",
                        "huỳnh", "phan", "vu", "vũ", "vo", "võ", "dang", "đặng", "bui", "bùi", "do", "đỗ", "ho", "hồ",
                        "ngo", "ngô", "duong", "dương", "ly", "lý", "dinh", "đinh", "trinh", "trịnh", "truong",
                        "trương", "luong", "lương", "quach", "quách"))
_VN_MIDDLE = frozenset(("van", "văn", "thi", "thị", "duc", "đức", "quoc", "quốc", "huu", "hữu", "ngoc", "ngọc",
                        "xuan", "xuân", "cong", "công", "dinh", "đình", "thanh"))


def family_name_first(keys: list[str]) -> bool:
    """Whether name words (folded) are a person's written family name first, as Vietnamese and
    Chinese names are (`nguyen van thanh`, `tran thi huong`, `tan mei ling`): a firm's guess after
    `to` or `by` (`orgs._context_orgs`) is no firm then."""
    if len(keys) >= 3 and keys[0] in _VN_FAMILY and keys[1] in _VN_MIDDLE:
        return True
    return 2 <= len(keys) <= 3 and keys[0] in _CJK_FAMILY and all(k in ASIAN_GIVEN for k in keys[1:])


# the words of a payment before `FROM` or `TO` and a person in capitals (a statement's `TRANSFER FROM
# PETER BROWN`)
_PAYMENT_WORDS = frozenset(("transfer", "payment", "trf", "tfr", "credit", "debit", "chaps", "bacs", "sepa", "wire",
                            "remittance", "fpi", "fpo", "deposit", "giro", "cheque", "check"))


# Chinese and Korean family names as registers and sanctions lists write them first in capitals
# (`WANG Wei`, `ZHANG Xiaoming`, `KIM Jong-un`, `LIM Wei Jie`): with a given name after it that
# spells one or two pinyin syllables (or a Korean hyphenated pair), the run is a person
_CJK_FAMILY = frozenset("""
wang zhang liu chen yang huang zhao zhou sun zhu guo gao lin luo zheng liang xie song tang han feng deng
cao peng zeng xiao tian dong pan yuan cai jiang du cheng wei shen yao jin wen fang qian kong mao qin shi
xue lei hou long duan hao meng wan lai tan lim lee goh ong teo chua chan wong cheung leung chow tsang
li xu wu hu ma yu
kim park choi jung kang cho yoon jang yoo hong jeon moon baek shin kwon hwang ahn
hsu tsai chang hsieh chiang kuo liao tseng chou yeh hsiao chuang chien chao kao tsao chiu
""".split())  # noqa: SIM905 (the last line: Taiwan's spellings, Wade–Giles: `HSU Wei-Lun`, `TSAI Ming-yuan`)
# a pinyin syllable's initial and final
_PINYIN_INITIAL = r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])"
_PINYIN_FINAL = (r"(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ue|ui|er|"
                 r"a|e|i|o|u)")
_PINYIN = re.compile(rf"(?:{_PINYIN_INITIAL}?{_PINYIN_FINAL}){{1,2}}(?:-[a-z]{{2,6}})?")


# the family names in pinyin that are no English word (not `Long`, `Sun`, `Song`, `Ma`, `He`), before
# a given name known only by its syllables
_PINYIN_FAMILY = frozenset("""
wang zhang liu chen yang huang zhao zhou xu wu guo zheng xie deng cao peng zeng xiao tian pan yuan cai jiang
cheng shen yao qian qin xue hou duan meng luo liang gao zhu lü lu dong fu
""".split())  # noqa: SIM905
# a romanized Korean syllable (`hyun`, `woo`, `soo`, `jin`): initial, vowel, final
_KOREAN_SYLLABLE = (r"(?:kk|tt|pp|ss|jj|ch|[gknmdrlbsjhptyw])?"
                    r"(?:yeo|eo|eu|ae|oe|ui|wa|wo|we|wi|ya|yo|yu|ye|oo|ee|[aeiou])(?:ng|[nmklpt])?")
_KOREAN_GIVEN = re.compile(rf"(?i:{_KOREAN_SYLLABLE})-{_KOREAN_SYLLABLE}")
# Hong Kong's Cantonese names: a family name, then a given name of two syllables joined by a hyphen
# (`Lam Siu-ling`, `Chan Tai-man`, `Wong Ka-wai`)
_CANTONESE_FAMILY = frozenset("""
chan wong cheung leung chow tsang lam lau ho ng yeung tse fung kwok mak yip kwan poon tang chu lai siu
""".split())  # noqa: SIM905
_CANTONESE_GIVEN = re.compile(r"[A-Z][a-z]{1,4}-[a-z]{2,5}")
# a given name of two pinyin syllables, each with an initial (`zimo`, `wenbo`, `haoran`; not `anna`)
_TWO_SYLLABLES = re.compile(rf"(?:{_PINYIN_INITIAL}{_PINYIN_FINAL}){{2}}")


def _cjk_end(chunk: list[Tok], at: int) -> int:
    """The last token of a given name in pinyin (or of short syllables) after a family name in
    capitals (`at` is the token after it), or `at - 1` when none follows."""
    end = at - 1
    for j in range(at, min(len(chunk), at + 2)):
        t = chunk[j]
        if (t.text.isupper() or not t.text[:1].isupper() or t.key in LEGAL_SUFFIXES or t.key in ORG_HEADS
                or (_PINYIN.fullmatch(t.key) is None and (len(t.key) > 4 or not t.key.isalpha()))):
            break  # (a short syllable of another romanization: `LEE Kuan Yew`, `CHAN Tai Man`)
        end = j
    return end


def _vn_end(chunk: list[Tok], at: int) -> int:
    """The last token of the given name that starts at `at` after a Vietnamese middle name (one
    or two short capitalized words, no legal form nor firm's word), or `at - 1` when none."""
    end = at - 1
    for j in range(at, min(len(chunk), at + 2)):
        t = chunk[j]
        if not t.is_name or t.text.isupper() or len(t.key) > 6 or t.key in LEGAL_SUFFIXES or t.key in ORG_HEADS:
            break
        end = j
    return end


def _scan(chunk: list[Tok], ctx: DocContext, text: str = "") -> list[tuple[int, int, str, float]]:
    """Persons in one chunk of name tokens: (first token, last token, gender, confidence)."""
    out: list[tuple[int, int, str, float]] = []
    i, n = 0, len(chunk)
    while i < n:
        t, k = chunk[i], chunk[i].key
        hit = _remembered(chunk, i, ctx, text) if i == n - 1 and (k in ctx.person_last or k in ctx.person_first
                                                                  or k in ctx.person_initials) else None
        if hit is not None:
            out.append(hit)
            break
        if (i >= 2 and t.text.isupper() and chunk[i - 1].key in ("from", "to") and chunk[i - 2].key in _PAYMENT_WORDS
                and 2 <= n - i <= 3 and caps_person([c.key for c in chunk[i:]])):
            out.append((i, n - 1, gender(k), 0.7))  # a statement's `TRANSFER FROM PETER BROWN`
            break
        if (k in _CJK_FAMILY and t.text.isupper() and len(t.text) >= 2 and i + 1 < n
                and (last := _cjk_end(chunk, i + 1)) > i):
            out.append((i, last, "", 0.75))  # `WANG Wei`, `KIM Jong-un`: the family name in capitals first
            i = last + 1
            continue
        if ((k in _CJK_FAMILY or k in _CANTONESE_FAMILY) and not t.text.isupper() and i + 1 < n
                and not chunk[i + 1].text.isupper()
                and ((k in _CJK_FAMILY and chunk[i + 1].key in ASIAN_GIVEN)
                     or (i + 2 == n and i == 0 and k in _CANTONESE_FAMILY
                         and _CANTONESE_GIVEN.fullmatch(chunk[i + 1].text) is not None)
                     # (or a given name of two pinyin syllables that ends the run: `Liu Zimo`, `Zhao Wenbo`)
                     # (or a Korean given name of two syllables joined by a hyphen: `Baek Hyun-woo`)
                     or (i + 2 == n and i == 0 and _KOREAN_GIVEN.fullmatch(chunk[i + 1].text) is not None)
                     or (i + 2 == n and i == 0 and k in _PINYIN_FAMILY
                         and _TWO_SYLLABLES.fullmatch(chunk[i + 1].key) is not None
                         and chunk[i + 1].key not in ORG_HEADS and chunk[i + 1].key not in LEGAL_SUFFIXES))):
            # `Chen Jun`, `Tan Mei Ling`: a family name first, then given names only Chinese names have
            # (the name ends the run: `Lin Jun Holdings` is a firm's)
            last = i + 2 if i + 2 < n and chunk[i + 2].key in ASIAN_GIVEN else i + 1
            if last == n - 1:
                out.append((i, last, "", 0.75))
                break
        if k in _VN_FAMILY and i + 2 < n and chunk[i + 1].key in _VN_MIDDLE and not t.text.isupper():
            last = _vn_end(chunk, i + 2)
            if last > i + 1:  # `Nguyen Van Thanh`, `Tran Thi Thu Huong`: family, middle and given names
                g = "m" if chunk[i + 1].key in ("van", "văn") else "f" if chunk[i + 1].key in ("thi", "thị") else ""
                out.append((i, last, g, 0.85))
                i = last + 1
                continue
        if (i == 0 and n >= 3 and k in PERSON_NOUNS and not t.text.isupper() and n - 1 <= 5
                and all(c.text.isupper() for c in chunk[1:])
                and caps_person([c.key for c in chunk[1:]], last_given=True)):
            # `Defendant LUCÍA FERNANDA IBARRA MENDOZA`: the noun before the capitals tells a person
            out.append((1, n - 1, gender(chunk[1].key), 0.7))
            break
        # (Malaysia's styles of two words: `Tan Sri`, `Puan Sri`, `Datuk Seri`, `Dato' Sri`)
        styled = k in _MALAY_STYLES and i + 2 < n and chunk[i + 1].key in _MALAY_MORE
        if styled or k in _TITLE_START or k in _CUE_START or (i == 0 and len(k) >= 6 and k.endswith("ist")):
            head = i
            # (styles run on: `Datuk Sri Datin Paduka Dr. Siti Hasmah`)
            while i + 1 < n and (chunk[i + 1].key in _IN_TITLE or (
                    chunk[i + 1].key in _MALAY_MORE and chunk[i].key in _MALAY_STYLES | _MALAY_MORE)):
                i += 1
            last = _name_end(chunk, i + 1, 3)
            titled = styled or k in _TITLE_START
            if (last < i + 1 or (not titled and last < i + 2) or _initial(chunk[last])
                    or _acronym_title(chunk, head, last)):
                i += 1
                continue
            keep = titled and all(c.key in NAME_HONORIFICS for c in chunk[head:i + 1])
            g = "m" if k in _MALE else "f" if k in _FEMALE else ""
            out.append((head if keep else i + 1, last, g, 0.9 if titled else 0.75))
            i = last + 1
            continue
        if (n == 1 and k in FIRST_NAMES and k not in WORD_NAMES and not t.text.isupper() and k not in PLACES
                and _ONE_WORD.fullmatch(t.text.removesuffix("."))):
            out.append((0, 0, gender(k), 0.6))  # a given name on its own ("Hayley", "Stan")
            break
        if (t.text.isupper() and i + 1 < n and k in ctx.person_first and chunk[i + 1].key in ctx.person_last
                and chunk[i + 1].text.isupper()):
            out.append((i, i + 1, ctx.person_first[k][1], 0.8))  # `VIKTOR LEBEDEV`, named before in capitals
            i += 2
            continue
        if i == 0 and t.text.isupper() and 2 <= n <= 5 and all(c.text.isupper() for c in chunk) \
                and caps_person_cued([c.key for c in chunk], text, chunk[0].start, chunk[-1].end, ctx.lone_caps):
            out.append((0, n - 1, gender(k), 0.7))  # `the defendant, DAVID KESSLER,`: in capitals
            break
        if (_given(k) and not t.text.isupper() and not (i and chunk[i - 1].key in _PLACE_PREFIXES)):
            kind = "first"
        elif len(t.text) == 2 and t.text[1] == "." and t.text[0].isupper() and not _answer_label(chunk, i, text):
            kind = "initial"
        elif (i + 2 == n and (sex := _suffixed_family(chunk[i], chunk[i + 1])) is not None
              and not _in_region(text, chunk[i + 1].end)):
            out.append((i, i + 1, sex, 0.7))  # `Elchin Mammadov`, `Oksana Kovalchuk`: the family name tells
            break
        else:
            i += 1
            continue
        last = _name_end(chunk, i + 1, 3)
        if last < i + 1 or (kind == "initial" and _initial(chunk[last])):
            i += 1  # `Aneesh Kumar K. V`: initials alone are no name
            continue
        if (kind == "initial" and i and chunk[i - 1].text.isupper() and chunk[i - 1].key in FIRST_NAMES
                and chunk[i - 1].key not in WORD_NAMES and chunk[last].text.isupper()):
            out.append((i - 1, last, gender(chunk[i - 1].key), 0.8))  # `DAVID R. KESSLER`: all in capitals
            i = last + 1
            continue
        if kind == "first":
            # a family name written first ("Lim Wei Jie"), or a first name outside the list
            # before a middle name that is in it ("Stacy Lin Bickel"); not a participle or a
            # common word that opens a sentence ("Quoting Paul Linehan", "Ask Jane Roe")
            k0 = chunk[0].key
            first = i - 1 if (i == 1 and (k in ASIAN_GIVEN or last > i) and _surname(chunk[0])
                              and k0 not in FIRST_NAMES and k0 not in _COMMON_WORDS and k0 not in _LEADING_VERBS
                              and not (len(k0) > 5 and k0.endswith("ing"))) else i
            out.append((first, last, gender(k), 0.85))
        else:
            out.append((i, last, "", 0.75))
        i = last + 1
    return out


def caps_person_cued(keys: list[str], text: str, start: int, end: int, lone: frozenset[str] = frozenset()) -> bool:
    """Whether a run in capitals (its keys, its span in `text`) is a person: a given name and a
    family name (`names.caps_person`) with a word that tells a person right before or after it
    (`the defendant, DAVID KESSLER,`, `DAVID KESSLER, the defendant`, `… was its CFO`); alone, a
    firm named after its founders is as likely (`JASPER INDIGO`, `MERRILL LYNCH`). After a given name, a word
    of it that the document writes alone in capitals (`lone`: `ECHEVERRIA met …` after `MARISOL ECHEVERRIA
    BLANCO`) tells a person too: a record in capitals calls a person by the family name, a firm by its first
    word (`SUNFIELD`)."""
    called = (any(k in lone and len(k) >= 4 for k in keys[1:])
              and not any(k in ORG_HEADS or k in LEGAL_SUFFIXES or k in CAPS_COMMON or k in CAPS_STOP
                          or k in GENERIC_WORDS or k in STOP_WORDS for k in keys))
    if not caps_person(keys, last_given=True):
        plain = (2 <= len(keys) <= 3 and keys[-1] not in ORG_HEADS and keys[-1] not in LEGAL_SUFFIXES
                 and all(len(k) >= 2 and k.replace("-", "").isalpha() for k in keys))  # (`VASQUEZ-MORROW`)
        # (a relative named after whose relative they are, whatever the given name: `his cousin, TERRELL HAYES`;
        # a register's row of a person, family name first: `| TAN BOON KIAT | S7812345D | DIRECTOR |`)
        return plain and (_kin_before(text, start) or _born_below(text, end) or (
            "|" in text and (keys[0] in _CJK_FAMILY or keys[0] in _CANTONESE_FAMILY or family_name_first(keys))
            and _register_cell(text, start, end, first=True)))
    # (or a form's `Name:` line: `Name:   MEHMET KAAN YILDIRIM`; a legal form still tells a firm)
    return (called or _cue_before(text, start, len(keys)) or _cue_after(text, end) or _born_below(text, end)
            or _NAME_LABEL.search(text, max(0, start - 40), start) is not None
            or _office_field(text, start) or _listed_under(text, start, end)
            or ("|" in text and _register_cell(text, start, end)))


# a register's entry of a person, family name first, perhaps in columns, and on a line under it where and when
# the person was born (an Italian visura's `Nato a DAKAR (SENEGAL) il 03/11/1975`, a French extract's `Né le …
# à Lyon`, a German one's `geb. am …`), or an Italian personal tax code after it (`Codice fiscale:
# BRTMSM68C14F443X`: a firm's is eleven digits)
_BORN_BELOW = re.compile(r"[^\n]{0,80}\n(?:[^\n]{0,60}\n)?[ \t]*(?:Nat[oa][ \t]+(?:a|il)|N[ée]e?[ \t]+(?:le|à|a)|"
                         r"Nacid[oa][ \t]+(?:en|el)|[Gg]eboren(?:[ \t]+am)?|[Gg]eb\.[ \t]*(?:am)?|"
                         r"[Bb]orn(?:[ \t]+on|[ \t]+in)?)[ \t]+\S"
                         r"|[ \t]+(?i:codice[ \t]+fiscale)[ \t:]*[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b")


def _born_below(text: str, end: int) -> bool:
    """Whether a register's line under a name (or its tax code after it) says it is a person's (above)."""
    return _BORN_BELOW.match(text, end) is not None


def _register_cell(text: str, start: int, end: int, first: bool = False) -> bool:
    """A name that fills its cell of a table's row (a bracket after it aside: `NG SOCK LING (HUANG
    SHULING)`), in a row with a cell that says what a person is: an office or a holding
    (`| DIRECTOR |`), a nationality (`| UKRAINIAN |`, `| SINGAPORE CITIZEN |`), a passport; with
    `first`, only in the row's first cell (or the first after its number)."""
    row_start = text.rfind("\n", 0, start) + 1
    row_end = text.find("\n", end)
    row = text[row_start:row_end if row_end >= 0 else len(text)]
    cells = row.split("|")
    if len(cells) < 3:
        return False
    at = text[row_start:start].count("|")
    cell = cells[at].strip()
    if first and any(c.strip() for c in cells[:at] if not c.strip().rstrip(".").isdigit()):
        return False  # (only the row's first cell, or the first after its number: the name column)
    name = text[start:end]
    if not cell.startswith(name) or (cell != name and not cell[len(name):].lstrip().startswith("(")):
        return False
    for i, other in enumerate(cells):
        words = other.split()
        if i != at and 1 <= len(words) <= 3 and (words[0].casefold() == "passport" or (words[-1].isalpha() and (
                _listed_as(words[-1]) or words[-1].casefold() in ("citizen", "national")
                or (len(words) == 1 and words[0].casefold() in DEMONYMS)))):
            return True
    return False


# a register's field whose label names an office or a holding, up to its value: `PRESIDENTE / PRESIDENT
# ........`, `Director:`, `Nominee shareholder ....`
_FIELD_LABEL = re.compile(r"(?:^|\n)[ \t*_-]*(?:[^\n:.…]{0,50}[ \t/])?([^\W\d_]{3,20})[ \t]*(?:\.{2,}|…+|:)[ \t.…]*\Z")
# what a register lists persons as, under a heading or in a field (its plural too): offices and holdings,
# not any word for a person (`WITNESS: SANDRA OKAFOR` is read as its interview's title)
_LISTED_AS = (_CUE_NOUNS - PERSON_NOUNS) | frozenset((
    "shareholder", "subscriber", "member", "officer", "partner", "beneficiary", "signatory", "owner", "nominee",
    "trustee", "settlor", "protector", "guarantor", "dignitary", "incorporator", "promoter"))
_LIST_HEADING_LINES = 12  # names listed under one heading, at most, looked through


def _listed_as(word: str) -> bool:
    w = word.casefold()
    return w in _LISTED_AS or w.removesuffix("s") in _LISTED_AS or (w.endswith("ies") and f"{w[:-3]}y" in _LISTED_AS)


def _office_field(text: str, start: int) -> bool:
    """A register's field whose label is an office or a holding (`PRESIDENT .......... EDUARDO
    VALLARINO`, `Director:  OLGA KARIMOVA`): the value is whoever holds it."""
    m = _FIELD_LABEL.search(text, max(0, start - 80), start)
    return m is not None and _listed_as(m.group(1))


def _listed_under(text: str, start: int, end: int) -> bool:
    """A name alone on its line (its share or its date may follow) in a list under a heading that
    says what they are (`DIRECTORS:`, `SUSCRIPTORES / SUBSCRIBERS:`), the lines between it and the
    heading all filled (each another entry)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    rest = text[end:line_end if line_end >= 0 else len(text)]
    after = rest.strip()
    # (what may follow: a bracket, a dash, a leader, a column: `X (appointed 2019)`, `X    1 share`)
    if text[line_start:start].strip(" \t-*•") or (after and after[0] not in "(,.:-–—" and not rest.startswith(
            ("  ", "\t", " \t"))):
        return False
    pos = line_start
    for _ in range(_LIST_HEADING_LINES):
        if pos == 0:
            return False
        above = text.rfind("\n", 0, pos - 1) + 1
        line = text[above:pos - 1].strip()
        if not line:
            return False
        if line.endswith(":"):
            words = line[:-1].split()
            return bool(words) and _listed_as(words[-1].strip("*_"))
        pos = above
    return False


def _cue_after(text: str, end: int, strong: bool = False) -> bool:
    """A role, an occupation, a life span or an age right after a name (with `strong`, not
    a verb of speech or a copula: those also follow a lone company name)."""
    m = _ROLE_AFTER.match(text, end)
    if m:
        words = m.group(1).casefold().split()
        noun = m.group(2).casefold()
        if noun in _CUE_NOUNS or (words and f"{words[-1]} {noun}" in ALL_ROLES):
            return True
    if (_LIFE_AFTER.match(text, end) is not None or _LIFE_VERB_AFTER.match(text, end) is not None
            or _NATIONAL_AFTER.match(text, end) is not None or _KIN_AFTER.match(text, end) is not None):
        return True
    if strong:
        return False
    m = _COPULA_NOUN.match(text, end)
    if m and m.group(2) in PERSON_NOUNS:
        return True
    office = _OFFICE_AFTER.match(text, end)
    if office is not None and (office.group(1).rsplit(None, 1)[-1] in _PERSON_OFFICES
                               or office.group(1) in OFFICER_ROLES):
        return True
    office = _AS_OFFICE_AFTER.match(text, end)  # (a firm may be hired as a manager: a board's offices only)
    if office is not None and office.group(1).rsplit(None, 1)[-1] in _BOARD_OFFICES:
        return True
    return _SAID_AFTER.match(text, end) is not None


def _words_before(text: str, start: int) -> list[str]:
    """The last (up to four) words before `start`, a trailing comma kept as its own word."""
    words = text[max(0, start - 40):start].replace(",", " , ").split()
    return words[-4:]


def _kin_before(text: str, start: int) -> bool:
    """A possessive and a kinship noun right before a name (`his brother, `; a name's too: `Sutter's
    brother-in-law, `)."""
    before = _words_before(text, start)
    if before and before[-1] == ",":
        before = before[:-1]
    return bool(before) and before[-1].removesuffix("-in-law") in KIN_NOUNS and any(
        w in _POSSESSIVES or w.endswith(("'s", "’s")) for w in before[-3:-1])


_NAME_LABEL = re.compile(r"(?:^|\n)[ \t*_]*(?i:name|nome(?:/nome[ \t]+empresarial)?|nombre|nom)[ \t*_]*:[ \t]*\Z")


def _cue_before(text: str, start: int, words: int) -> bool:
    """A role or occupation word, a possessive kinship noun, or a verb of speech right before
    a name of `words` words (one word needs a kinship noun)."""
    before = _words_before(text, start)
    if before and before[-1] == ",":
        before = before[:-1]  # "his brother, Teodor"
    if not before:
        return False
    last = before[-1]
    if _kin_before(text, start):
        return True
    if words < 2:
        return False
    if last in PERSON_NOUNS or last in ROLE_BEFORE_NAME:
        return True
    if last in ("is", "was", "are", "were") and len(before) >= 2 and before[-2].removesuffix("s") in _BOARD_OFFICES:
        return True  # `Its director is Nikolaos Kalogirou`, `The directors are …`
    if last.casefold() == "by" and len(before) >= 2 and before[-2].casefold() in ("signed", "executed", "sworn"):
        return True  # a signature block's `SIGNED by HELMUT VORMANN`
    if last.casefold() in ("from", "to") and len(before) >= 2 and before[-2].casefold() in _PAYMENT_WORDS:
        return True  # a statement's `TRANSFER FROM PETER BROWN`, `PAYMENT TO JOHN SMITH`
    # (a case's caption: `UNITED STATES v. DANIEL REYES`)
    return last in _SPEECH or before[-2:] == ["according", "to"] or last in ("v.", "vs.", "V.", "VS.")



def _cued_person(chunk: list[Tok], text: str) -> bool:
    """1–3 plain name words (not in capitals) that a neighbouring cue makes a person."""
    if len(chunk) > 3:
        return False
    for t in chunk:
        if not _surname(t) or t.text.isupper():
            return False
    if " ".join(t.key for t in chunk) in PLACES or (len(chunk) > 1 and chunk[0].key in _COMPASS):
        return False  # (`East Sussex`, `North Yorkshire`: a region, not a given name)
    start, end = chunk[0].start, chunk[-1].end
    if len(chunk) == 1:
        word = chunk[0].text
        if word.endswith(".") and end >= len(text.rstrip()):
            word = word[:-1]  # the sentence's full stop
        if not _ONE_WORD.fullmatch(word):
            return False  # `D-Calif.`, `U.N.`: an abbreviation, not a name
        return _cue_before(text, start, 1) or _cue_after(text, end, strong=True)
    # (or a register's field of an office: `Director:   Aleksandra Nowicka-Brennan`)
    return _cue_after(text, end) or _cue_before(text, start, len(chunk)) or _office_field(text, start)


_COMPASS = frozenset(("north", "south", "east", "west", "northern", "southern", "eastern", "western", "central",
                      "upper", "lower", "greater", "mid"))


def _not_a_name(chunk: list[Tok], a: int, b: int, text: str) -> bool:
    """A list marker before a common word (`A. Click on …`, `Q. Absolutely`), words in a
    title-cased phrase: a capitalized function word goes on after them (`Lithium Ion
    Batteries As Low As`), or a street's name (`Amir Temur Street`)."""
    if (b == a + 1 and _initial(chunk[a]) and chunk[b].key in _COMMON_WORDS
            and not text[:chunk[a].start].strip(_MARKERS)):
        return True
    if b + 1 < len(chunk) and chunk[b + 1].key in _STREET_WORDS and chunk[b + 1].text[:1].isupper():
        return True  # `12 Amir Temur Street`, `John Adams Avenue`: a street named after a person
    if chunk[a].key in _STREET_BEFORE or (a and chunk[a - 1].key in _STREET_BEFORE):
        return True  # `Rua Oscar Freire 1120`, `Avenida Paulista`, `Jalan Tun Razak`: a street's word first
    if chunk[b].key in _STREET_SURNAMES and _HOUSE_NUMBER_BEFORE.search(text, max(0, chunk[a].start - 12),
                                                                        chunk[a].start):
        return True  # `12 Howard Lane, Leeds` (`Mr Howard Lane` is a person)
    return b + 1 < len(chunk) and chunk[b + 1].key in _FUNCTION_WORDS


# a street's word before its name, as Romance languages, Malay and Slavic languages write it
_STREET_BEFORE = frozenset(("rua", "avenida", "av", "calle", "rue", "via", "viale", "piazza", "praça", "praca",
                            "paseo", "carrer", "strada", "largo", "travessa", "alameda", "jalan", "jl", "ulitsa", "ul",
                            "bulevar", "boulevard", "avenue", "plaza", "cours", "quai", "allée"))
_HOUSE_NUMBER_BEFORE = re.compile(r"\d[\dA-Za-z/-]{0,5},?[ \t]+\Z")
_STREET_WORDS = frozenset(("street", "road", "avenue", "boulevard", "lane", "drive", "highway", "square", "plaza",
                           "terrace"))


def persons(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Person mentions; `gender` is set from a title or a first name when they tell it."""
    text = view.text
    out: list[Found] = []
    for run in view.runs:
        for chunk in chunks(run):
            hits = _scan(chunk, ctx, text)
            if not hits and (_cued_person(chunk, text) or _family_known(chunk, out, text) or _patronymic(chunk)):
                hits = [(0, len(chunk) - 1, "", 0.7)]
            for a, b, g, conf in hits:
                keys = [t.key for t in chunk[a:b + 1]]
                if " ".join(keys) in PLACES or (" ".join(keys[:2]) in PLACES and len(keys) > 2):
                    continue
                start, end = chunk[a].start, tok_end(chunk[b], text)
                if a == b and keys[0] in MONTHS and _DAY_AFTER.match(text, end):
                    continue  # "Jun 14": a month (`jun` is also a given name)
                if _not_a_name(chunk, a, b, text):
                    continue
                if a == b and given_name_town(text, start, end):
                    continue  # `offices in Douglas, Isle of Man`: a town named like a person
                surface = text[start:end]
                owner = ctx.surname_owner.get(keys[0]) if a == b and keys[0] in ctx.person_last else None
                full = ("" if a != b else ctx.person_first.get(keys[0], ("", ""))[0] if keys[0] not in ctx.person_last
                        else owner[0] if owner is not None else "")
                if a == b and not full and _initials_alone(chunk[a]):
                    full = ctx.person_initials.get(keys[0], ("", ""))[0]  # `AK` for Anita Kalnina
                if a != b and not full:
                    full = _titled_given(keys, ctx)
                name = ""
                if (a == b and not full and keys[0] in FIRST_NAMES and not chunk[a].text.isupper()
                        and (family := _FAMILY_SHARED.match(text, end)) is not None
                        and family.group(1).casefold() in FIRST_NAMES
                        and family.group(2).casefold() not in _NOT_FAMILY):
                    # `Derek and Lisa Vance`: the family name the two share is written once, after both
                    name = f"{surface} {family.group(2)}"
                    full = norm_name("Person", name)
                if owner is not None and not g:
                    g = owner[1]
                # a given name alone where the document has named one person so (`Samir,` opening a
                # mail to `Samir Haddad`): a mention of that person; a surname alone, of the person
                # first named in full with it (`Danjuma` after Ibrahim Danjuma, even once his nephew
                # Musa Danjuma is named: the press names the others in full)
                norm, entity = ctx.identify("Person", surface, full)
                out.append(Found(type="Person", start=start, end=end, surface=surface, norm=norm,
                                 gender=g, confidence=conf, entity=entity, name=name))
    if "," in text and _LAST_FIRST_GATE.search(text):
        out += _last_first(text)
    return out


_SON_OF = frozenset(("bin", "binti", "bint", "binte", "ibn", "a/l", "a/p"))  # (of `PARTICLES`: a father's name follows)


def _patronymic(chunk: list[Tok]) -> bool:
    """A name with a father's after `bin`/`binti` inside it (`Siti Aminah binti Yusof`): a person's,
    whatever its given names (a lone `Bin` ends a run: `Recycle Bin`)."""
    if len(chunk) > 6:
        return False
    # (in capitals too where the whole name is, a register's: `MOHD FAIZAL BIN ABDUL RAHIM`)
    shouted = all(t.text.isupper() for t in chunk)
    return any(t.key in _SON_OF and 0 < j < len(chunk) - 1 and _surname(chunk[j - 1]) and _surname(chunk[j + 1])
               and (shouted or not chunk[j - 1].text.isupper()) for j, t in enumerate(chunk))


def _family_known(chunk: list[Tok], found: list[Found], text: str) -> bool:
    """Two plain name words listed right after a person of this sentence whose family name the second
    is (`Nikolaos Kalogirou and Eirini Kalogirou`): a relative of theirs."""
    if len(chunk) != 2 or not found or not all(_surname(t) and not t.text.isupper() for t in chunk):
        return False
    given, family = chunk[0].key, chunk[1].key
    if given in _NOT_NAME or given in _COMPASS or given in _COMMON_WORDS or family in _NOT_NAME:
        return False
    last = found[-1]
    return (last.type == "Person" and last.surface.rsplit(None, 1)[-1].casefold() == family
            and _LISTED_NEXT.fullmatch(text, last.end, chunk[0].start) is not None)


_LISTED_NEXT = re.compile(r"\s*(?:,|,?\s+and|&)\s*")


# a given name, `and`, then a given and a family name that ends the run (`Derek and Lisa Vance`)
_FAMILY_SHARED = re.compile(r"\s+(?:and|&)\s+([A-Z][a-z]+)\s+([A-Z][a-z]+(?:[-'’][A-Z][a-z]+)?)(?![\w'’-]|\s+[A-Z])")
_NOT_FAMILY = STOP_WORDS | ORG_HEADS | LEGAL_SUFFIXES


def _titled_given(keys: list[str], ctx: DocContext) -> str:
    """The norm of the person a title before a given name alone stands for (`Sir Anthony` after
    `Sir Anthony Marlowe`), when the document has named one person with that given name; else ""."""
    names = [k for k in keys if k.rstrip(".") not in PERSON_TITLES]
    if len(names) != 1 or len(names) == len(keys) or names[0] in ctx.person_last:
        return ""
    return ctx.person_first.get(names[0], ("", ""))[0]


# a field's preposition before a `Last, First` name's first word: it is a field (`Minister of Health, X`)
_FIELD_BEFORE = re.compile(r"(?i)\b(?:of|for)[ \t]+$")
# a determiner before a `Last, First` name's first word: it is a noun (`our KYC`, `the CIF`)
_DETERMINED = re.compile(r"(?i)\b(?:our|the|its|their|his|her|my|your|this|that|per)[ \t]+$")


def _last_first(text: str) -> list[Found]:
    out: list[Found] = []
    for m in _LAST_FIRST.finditer(text):
        last, first = m.group(1), m.group(2)
        if (first.casefold() not in FIRST_NAMES or first.casefold() in PLACES or last.casefold() in _NOT_NAME
                or last.casefold() in PLACES or last.casefold() in TIME_ZONES or m.group(3) == last):
            # "at 5:26 PM, Jeff Layton wrote": a clock word, not a family name
            continue
        if not last.isupper() and _NAME_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            continue  # "Jane Roe, Edward Hale": a list of full names, not "Last, First"
        if _FIELD_BEFORE.search(text, max(0, m.start() - 6), m.start()):
            continue  # `the Deputy Minister of Health, Tariq Hussain`: a field, then the name
        if _DETERMINED.search(text, max(0, m.start() - 8), m.start()):
            continue  # `Per our KYC, John Smith holds …`: a noun the sentence opens with, then the name
        if last.casefold() in FIRST_NAMES and not last.isupper():
            continue
        out.append(Found(type="Person", start=m.start(), end=m.end(), surface=m.group(),
                         gender=gender(first.casefold()), confidence=0.8))
    return out


def remember(found: Found, ctx: DocContext) -> None:
    """Record a person's last name (and, for a confident full name, the first name) so a later
    bare `Doe` or `John` is recognised in this document."""
    if "," in found.surface:
        last, first = found.surface.split(",")[0], ""
    else:
        words = found.surface.split()
        names = [w for w in words if w.rstrip(".").casefold() not in PERSON_TITLES]
        if not names or len(names) == len(words) == 1:
            return
        last = names[-1]
        first = names[0] if len(names) >= 2 and not names[0].endswith(".") else ""
    if "," not in found.surface and len(names) >= 3 and ctx.lone_caps:
        # (a family name before the last, as Spanish names have two, that the document writes alone:
        # `MARISOL ECHEVERRIA BLANCO`, then `ECHEVERRIA said`)
        for middle in names[1:-1]:
            mkey = middle.casefold()
            if (mkey in ctx.lone_caps and mkey not in _NOT_NAME and mkey not in FIRST_NAMES
                    and mkey not in ctx.person_last):
                ctx.person_last[mkey] = found.gender
                if found.norm:
                    ctx.surname_owner.setdefault(mkey, (found.norm, found.gender))
    key = last.strip().rstrip(".").casefold()
    if len(key) < 2 or key in _NOT_NAME:
        return
    seen = ctx.person_last.get(key)
    if first and key not in ctx.surname_owner and found.norm:
        ctx.surname_owner[key] = (found.norm, found.gender)
    if seen is None:
        ctx.person_last[key] = found.gender
    elif found.gender and seen != found.gender:
        ctx.person_last[key] = found.gender if not seen else "?"
    fkey = first.casefold()
    if (first and len(names) == 2 and found.norm and fkey in FIRST_NAMES and names[0][:1].isupper()
            and names[1][:1].isupper()):
        initials = (names[0][:1] + names[1][:1]).casefold()
        had_initials = ctx.person_initials.get(initials)
        if had_initials is None:
            ctx.person_initials[initials] = (found.norm, found.gender)
        elif had_initials[0] != found.norm:
            ctx.person_initials[initials] = ("", "")
    if len(fkey) >= 2 and (found.confidence >= 0.85 or fkey in FIRST_NAMES) and fkey not in _NOT_NAME:
        had = ctx.person_first.get(fkey)
        if had is None:
            ctx.person_first[fkey] = (found.norm, found.gender)
        elif had[0] != found.norm:
            ctx.person_first[fkey] = ("", "")
