"""Locations: countries, US states, regions and cities from the built-in gazetteer (`places`),
towns named by the state or country after them (`Memphis, Tenn.`, `Gunnison, Colo.`, `Riga,
Latvia`), with the state abbreviation itself, and names ending in a place word (`Dade County`,
`Gibson City`).

The longest gazetteer entry wins at each position. A place that is also a common given name
or word (`Jordan`, `Georgia`, `Washington`) is taken only when it stands alone in its
capitalized run, so `Washington Post` or `Georgia Smith` stay what they are.
"""

from __future__ import annotations

import re
from itertools import pairwise

from textgraph.extract.base import DocContext, Found, SentenceView, Tok, any_literal, tok_end
from textgraph.extract.lexicon import (
    ADDRESS_WORDS,
    ALL_ROLES,
    LEGAL_SUFFIXES,
    MONTHS,
    ORG_HEADS,
    PERSON_TITLES,
    PLACE_ADJECTIVE,
    STOP_WORDS,
    WEEKDAYS,
)
from textgraph.extract.names import FIRST_NAMES
from textgraph.extract.places import (
    AMBIGUOUS,
    MAX_PLACE_TOKENS,
    PLACE_HEADS,
    PLACES,
    STATE_ABBREVIATIONS,
    place_norm,
)
from textgraph.model import props

_PLACES = {k.rstrip("."): v for k, v in PLACES.items()}
_FIRST_WORDS = frozenset(k.split()[0].rstrip(".") for k in _PLACES)
# first words of what may follow a town: a state abbreviation, a state, a country
_AFTER_TOWN = STATE_ABBREVIATIONS | frozenset(k.split()[0] for k, v in _PLACES.items() if v in ("us_state", "country"))
_COMMA = re.compile(r"[ \t]?,[ \t]?$")
_NOT_TOWN = STOP_WORDS | ORG_HEADS | LEGAL_SUFFIXES | frozenset(MONTHS) | WEEKDAYS | PERSON_TITLES | ALL_ROLES


def _key(toks: list[Tok]) -> str:
    return " ".join(t.key if i == len(toks) - 1 else t.text.casefold() for i, t in enumerate(toks))


# a city, then one or two names whose last is a plural: a club or team named for its town
# (`St. Louis Cardinals`, `Toronto Blue Jays`, `Montreal Crystals`), unless the plural is a
# kind of place, event or document (`Cayman Islands`, `Munich Olympics`, `Panama Papers`)
_PLURAL_NAME = re.compile(r"[A-Z][a-z]*[a-rt-z]s")
_NOT_A_TEAM = frozenset("""
islands isles indies states emirates territories provinces counties mountains hills heights highlands
lowlands falls springs lakes woods fields gardens docks plains keys sands downs flats rapids narrows
straits shoals rocks glens valleys streets avenues roads olympics games laws papers accords agreements
talks protocols championships wars riots trials years times commons lands marshes moors forests
""".split())  # noqa: SIM905


def _team(pieces: list[Tok], at: int, place_start: int, text: str, ctx: DocContext) -> Found | None:
    """The team or club a city at `place_start` names when the pieces from `at` are one or two
    names closing the run, the last a plural (see `_PLURAL_NAME`); a country's or state's name
    before a plural is mostly its people or things (`U.S. Citizens`, `China Seas`)."""
    for n in (1, 2):
        tail = pieces[at:at + n]
        if len(tail) < n or not all(t.is_name for t in tail) or tail[0].key in PLACE_HEADS:
            return None  # `Los Angeles County …`: a place, named by its kind
        if at + n < len(pieces) and pieces[at + n].is_name:
            continue
        last = tail[-1]
        if not _PLURAL_NAME.fullmatch(last.text) or last.key in _NOT_A_TEAM:
            return None
        end = tok_end(last, text)
        surface = text[place_start:end]
        norm, entity = ctx.identify("Organization", surface)
        return Found(type="Organization", start=place_start, end=end, surface=surface, norm=norm,
                     confidence=0.7, entity=entity)
    return None


def _gazetteer(run: list[Tok], text: str, ctx: DocContext) -> list[Found]:
    if _FIRST_WORDS.isdisjoint([t.key for t in run]):
        return []  # no place name starts in this run (most runs), in one C-level test
    out: list[Found] = []
    pieces = [t for t in run if t.text != ","]
    i = 0
    while i < len(pieces):
        if not pieces[i].is_name or pieces[i].key not in _FIRST_WORDS:
            i += 1
            continue
        hit = 0
        for n in range(min(MAX_PLACE_TOKENS, len(pieces) - i), 0, -1):
            if pieces[i + n - 1].is_name and _key(pieces[i:i + n]) in _PLACES:
                hit = n
                break
        if not hit:
            i += 1
            continue
        key = _key(pieces[i:i + hit])
        if i + hit < len(pieces) and pieces[i + hit].key.rstrip(".") in ADDRESS_WORDS:
            i += hit  # `25 Canada Square`, `12 London Road`: a street named after the place, no place
            continue
        alone = (i == 0 or not pieces[i - 1].is_name) and (i + hit == len(pieces) or not pieces[i + hit].is_name)
        if key in AMBIGUOUS and not alone:
            i += hit
            continue
        start, end = pieces[i].start, tok_end(pieces[i + hit - 1], text)
        if (i + hit < len(pieces) and _PLACES[key] == "city" and not pieces[i + hit - 1].text.endswith(("'s", "’s"))
                and (team := _team(pieces, i + hit, start, text, ctx)) is not None):
            out.append(team)  # the longer span: the team wins over its town
        out.append(Found(type="Location", start=start, end=end, surface=text[start:end], norm=place_norm(key),
                         props=props(kind=_PLACES[key]), confidence=0.9 if alone else 0.8))
        i += hit
    return out


def _apart_at_on(runs: list[list[Tok]]) -> list[list[Tok]]:
    """The runs split where `on` joined two names (`Cape Crozier on Ross Island`): `on` joins a
    body's field (`Council on Foreign Relations`, `extract.orgs`), never one place to another."""
    if not any(not t.is_name and t.key == "on" for run in runs for t in run):
        return runs
    out: list[list[Tok]] = []
    for run in runs:
        cur: list[Tok] = []
        for t in run:
            if not t.is_name and t.key == "on":
                if cur:
                    out.append(cur)
                cur = []
            else:
                cur.append(t)
        if cur:
            out.append(cur)
    return out


def _leading(run: list[Tok]) -> list[Tok]:
    """The name tokens of a run before its first connector (`MO` of `MO and Riga`)."""
    out: list[Tok] = []
    for t in run:
        if not t.is_name or t.text == ",":
            break
        out.append(t)
    return out


def _state_after(run: list[Tok]) -> str:
    """`us_state` / `country` when the run is a state abbreviation (`Tenn.`, `N.Y.`, `MO`), a
    state or a country."""
    names = _leading(run)
    if len(names) == 1 and names[0].key in STATE_ABBREVIATIONS:
        t = names[0].text
        if t.endswith(".") or "." in t or (len(t) == 2 and t.isupper()):
            return "us_state"
    kind = _PLACES.get(_key(names)) if names else None
    return kind if kind in ("us_state", "country") else ""


def _trailing(run: list[Tok]) -> list[Tok]:
    """The name tokens of a run after its last connector (`St. Paul` of `Omega Corp of St. Paul`)."""
    i = len(run)
    while i > 0 and run[i - 1].is_name and run[i - 1].text != ",":
        i -= 1
    return run[i:]


def _town(run: list[Tok], given: bool = False) -> bool:
    """1–3 plain name words that can be a town's name (`given`: a given name too, `Douglas`)."""
    names = [t for t in run if t.is_name]
    if not 1 <= len(names) <= 3 or len(names) != len(run) or (names[0].key in FIRST_NAMES and not given):
        return False
    return all(t.key not in _NOT_TOWN and not t.text.isupper() and t.text[:1].isupper()
               and not any(c.isdigit() for c in t.key) for t in names)


# the district's abbreviation is also a chiropractor's degree (`Horacio Vega, D.C.`), and `M.D.`
# with its inner dot is a physician's (AP style writes Maryland `Md.`): a town before them is
# taken only where it is the district's own
_DEGREE_OR_STATE = frozenset(("d.c", "dc", "m.d"))
_DISTRICT_TOWNS = frozenset(("washington", "georgetown"))


def _degree_after(run: list[Tok], town: list[Tok]) -> bool:
    """Whether `run` opens with a degree, not a state, after the name `town` (`X, D.C.`)."""
    names = _leading(run)
    if len(names) != 1 or names[0].key not in _DEGREE_OR_STATE:
        return False
    return names[0].key == "m.d" or _key(town) not in _DISTRICT_TOWNS


def _towns(runs: list[list[Tok]], text: str) -> list[Found]:
    """`Memphis, Tenn.`: the town and the state abbreviation (the gazetteer finds full names)."""
    out: list[Found] = []
    for prev, run in pairwise(runs):
        if run[0].start - prev[-1].end > 3 or run[0].key not in _AFTER_TOWN or not _COMMA.search(
                text, prev[-1].end, run[0].start):
            continue
        kind = _state_after(run)
        if not kind:
            continue
        town = _trailing(prev)  # `Omega Corp of St. Paul, Minn.`: the words after the last connector
        if _degree_after(run, town):
            continue  # (`Horacio Quintanilla-Vega, D.C.`: a chiropractor, no town)
        if town and _town(town) and _key(town) not in _PLACES:
            start, end = town[0].start, tok_end(town[-1], text)
            out.append(Found(type="Location", start=start, end=end, surface=text[start:end],
                             props=props(kind="city"), confidence=0.75))
        names = _leading(run)
        if kind == "us_state" and len(names) == 1 and names[0].key in STATE_ABBREVIATIONS:
            start, end = names[0].start, names[0].end
            if end - start == 3 and text[end - 1] == "." and text[start:end - 1].isupper():
                end -= 1  # `Springfield, MO.`: a postal code has no dot, so it ends the sentence
            out.append(Found(type="Location", start=start, end=end, surface=text[start:end],
                             norm=place_norm(names[0].key), props=props(kind="us_state"), confidence=0.8))
    return out


def _place_heads(run: list[Tok], text: str) -> list[Found]:
    """`Dade County`, `San Bernardino County`, `Gibson City`: names ending in a place word."""
    if len(run) < 2 or run[-1].key not in PLACE_HEADS:
        return []
    names = [t for t in run if t.is_name]
    if len(names) != len(run):
        return []
    while len(names) > 2 and names[0].key in STOP_WORDS:
        names = names[1:]  # "In Dade County"
    body = names[:-1]
    if len(body) > 3 or not all(t.key not in _NOT_TOWN and t.text[:1].isupper() for t in body):
        return []
    start, end = body[0].start, tok_end(names[-1], text)
    return [Found(type="Location", start=start, end=end, surface=text[start:end],
                  props=props(kind=PLACE_HEADS[names[-1].key]), confidence=0.75)]


def _before_based(run: list[Tok]) -> list[Tok]:
    """`run` up to its first token written with a place-adjective suffix (`Hong Kong-based`),
    that token without the suffix; `run` itself when no token has one (most runs)."""
    for i, t in enumerate(run):
        if t.key.endswith(PLACE_ADJECTIVE):
            cut = t.text.casefold().rfind("-")
            return [*run[:i], Tok(t.start, t.start + cut, t.text[:cut])] if cut > 0 else run[:i]
    return run


# a vessel's flag written as its country's adjective (`the Liberian-flagged tanker B`): the country,
# the flags most written in sanctions and shipping cases (open registers first)
_FLAG_ADJECTIVES = {
    "liberian": "liberia", "panamanian": "panama", "maltese": "malta", "bahamian": "bahamas",
    "marshallese": "marshall islands", "cypriot": "cyprus", "cameroonian": "cameroon", "comoran": "comoros",
    "comorian": "comoros", "gabonese": "gabon", "togolese": "togo", "palauan": "palau", "tanzanian": "tanzania",
    "sierra leonean": "sierra leone", "mongolian": "mongolia", "cook islands": "cook islands", "belizean": "belize",
    "honduran": "honduras", "moldovan": "moldova", "greek": "greece", "russian": "russia", "iranian": "iran",
    "chinese": "china", "indian": "india", "norwegian": "norway", "british": "united kingdom",
    "singaporean": "singapore", "emirati": "united arab emirates", "turkish": "turkey", "venezuelan": "venezuela",
    "north korean": "north korea", "syrian": "syria", "portuguese": "portugal", "danish": "denmark",
}
_FLAG_ADJECTIVE = re.compile(r"(?<![\w-])(" + "|".join(
    name.title().replace(" ", r"[ \t]") for name in sorted(_FLAG_ADJECTIVES, key=lambda n: (-len(n), n)))
    + r")-flagged\b")


# a firm's country written as its adjective (`a Panamanian company`, `the Cypriot shell`, `a Swiss
# bank`): the flags' adjectives and the other countries a case names most (not `Korean`, `Dominican`,
# `Congolese`, `Guinean`: two countries each)
_COUNTRY_ADJECTIVES = {
    **_FLAG_ADJECTIVES,
    "american": "united states", "canadian": "canada", "mexican": "mexico", "brazilian": "brazil",
    "argentine": "argentina", "argentinian": "argentina", "chilean": "chile", "colombian": "colombia",
    "peruvian": "peru", "ecuadorian": "ecuador", "uruguayan": "uruguay", "guatemalan": "guatemala",
    "costa rican": "costa rica", "jamaican": "jamaica", "barbadian": "barbados", "bermudian": "bermuda",
    "caymanian": "cayman islands", "irish": "ireland", "scottish": "scotland", "french": "france",
    "german": "germany", "italian": "italy", "spanish": "spain", "dutch": "netherlands", "belgian": "belgium",
    "swiss": "switzerland", "austrian": "austria", "swedish": "sweden", "finnish": "finland",
    "icelandic": "iceland", "polish": "poland", "czech": "czech republic", "slovak": "slovakia",
    "hungarian": "hungary", "romanian": "romania", "bulgarian": "bulgaria", "serbian": "serbia",
    "croatian": "croatia", "slovenian": "slovenia", "montenegrin": "montenegro", "albanian": "albania",
    "estonian": "estonia", "latvian": "latvia", "lithuanian": "lithuania", "ukrainian": "ukraine",
    "belarusian": "belarus", "georgian": "georgia", "armenian": "armenia", "azerbaijani": "azerbaijan",
    "kazakh": "kazakhstan", "kazakhstani": "kazakhstan", "uzbek": "uzbekistan", "kyrgyz": "kyrgyzstan",
    "tajik": "tajikistan", "turkmen": "turkmenistan", "israeli": "israel", "lebanese": "lebanon",
    "jordanian": "jordan", "iraqi": "iraq", "saudi": "saudi arabia", "qatari": "qatar", "kuwaiti": "kuwait",
    "bahraini": "bahrain", "omani": "oman", "egyptian": "egypt", "moroccan": "morocco", "nigerian": "nigeria",
    "ghanaian": "ghana", "kenyan": "kenya", "south african": "south africa", "mauritian": "mauritius",
    "seychellois": "seychelles", "pakistani": "pakistan", "afghan": "afghanistan", "japanese": "japan",
    "taiwanese": "taiwan", "vietnamese": "vietnam", "thai": "thailand", "malaysian": "malaysia",
    "indonesian": "indonesia", "filipino": "philippines", "australian": "australia",
    "new zealand": "new zealand", "luxembourgish": "luxembourg", "monegasque": "monaco",
    "gibraltarian": "gibraltar", "andorran": "andorra", "vanuatuan": "vanuatu", "samoan": "samoa",
}
_COUNTRY_ADJECTIVE = re.compile(
    r"(?<![\w-])((?i:" + any_literal(_COUNTRY_ADJECTIVES, whole=True) + r"))(?![\w-])"
    r"(?=[ \t]+(?:(?:[a-z-]+|[A-Z]{2,4})[ \t]+){0,2}?(?:company|companies|firm|firms|entity|entities|corporation|"
    r"shell|shells|vehicle|subsidiary|subsidiaries|bank|banks|lender|trust|foundation|partnership|"
    r"LLC|fund|insurer|exporter|importer|supplier|contractor|registered)\b)")


def _countries_named(text: str, pattern: re.Pattern[str], confidence: float) -> list[Found]:
    """The countries `pattern`'s first group names by their adjectives in `text`, with their capital
    (`french fries` names no country): `Liberian` of `the Liberian-flagged tanker` (`_FLAG_ADJECTIVE`),
    `Panamanian` of `a Panamanian company` (`_COUNTRY_ADJECTIVE`)."""
    out: list[Found] = []
    for m in pattern.finditer(text):
        if not m.group(1)[:1].isupper():
            continue
        country = _COUNTRY_ADJECTIVES[" ".join(m.group(1).casefold().split())]
        norm = place_norm(country) or country
        out.append(Found(type="Location", start=m.start(1), end=m.end(1), surface=m.group(1), norm=norm,
                         name=norm.title(), props=props(kind="country"), confidence=confidence))
    return out


# words that say the capitalized name after them is a place (`headquartered in Zug`, `lives in
# Marbella`, `a resident of Hove`, `Stacy Bickel, 25, of Tempe`): a town the gazetteer does not know
_PLACE_CUE = re.compile(
    r"(?i)(?:\b(?:based|headquartered|registered|incorporated|domiciled|located|situated|resident|residing|"
    r"resides|reside|lives|lived|living|born|offices?|branch(?:es)?|headquarters|moved|relocated|grew\s+up|"
    r"settled)\s+in|\ba\s+(?:resident|native)\s+of|,\s*(?:aged\s+)?\d{1,3}\s*,\s*of)\s+$")


# a street's name ending before a town's (`12 High Street, Douglas`)
# (the lexicon's address words, and a few street kinds too rare in firms' names to be among them)
_STREET_BEFORE = re.compile(r"\b\d{1,5}[A-Za-z]?,?[ \t]+(?:[A-Z][\w'’.-]*[ \t]+){1,3}(?i:"
                            + any_literal(sorted(ADDRESS_WORDS | {"quay", "wharf", "terrace", "crescent", "parade"}),
                                          whole=True)
                            + r")\.?,[ \t]*$")


def _region_after(names: list[Tok], run: list[Tok], text: str) -> bool:
    """Whether a country or a region the gazetteer knows follows the names after a comma."""
    following = _leading(run)
    return (bool(following) and run[0].start - names[-1].end <= 3 and _COMMA.search(text, names[-1].end, run[0].start)
            is not None and (_PLACES.get(_key(following)) in _REGIONS or _PLACES.get(_key(run)) in _REGIONS))


_REGIONS = frozenset(("country", "region", "us_state"))
_WORDS_AFTER = re.compile(r",[ \t]*([A-Z][\w'’-]*(?:[ \t]+(?:of|and|the|[A-Z][\w'’-]*)){0,3})")


def given_name_town(text: str, start: int, end: int) -> bool:
    """Whether a given name alone at [start, end) is a town: a word that tells a place or a street
    comes before it, and a country or a region after a comma (`offices in Douglas, Isle of Man`,
    `12 High Street, Douglas, Isle of Man`)."""
    m = _WORDS_AFTER.match(text, end)
    if m is None:
        return False
    words = m.group(1).casefold().split()
    if not any(_PLACES.get(" ".join(words[:k])) in _REGIONS for k in range(len(words), 0, -1)):
        return False
    return (_PLACE_CUE.search(text, max(0, start - 40), start) is not None
            or _STREET_BEFORE.search(text, max(0, start - 40), start) is not None)


def _cued_places(runs: list[list[Tok]], text: str) -> list[Found]:
    """Towns named right after a word that tells a place (`_PLACE_CUE`), 1–3 plain name words."""
    out: list[Found] = []
    for at, run in enumerate(runs):
        names = _leading(run)
        if not names or len(names) > 3 or _key(names) in _PLACES:
            continue
        cued = _PLACE_CUE.search(text, max(0, names[0].start - 40), names[0].start) is not None
        # (a given name is a town where a place it is in follows: `offices in Douglas, Isle of Man`, `12
        # High Street, Douglas, Isle of Man`)
        given = ((cued or _STREET_BEFORE.search(text, max(0, names[0].start - 40), names[0].start) is not None)
                 and at + 1 < len(runs) and _region_after(names, runs[at + 1], text))
        if not (cued or given) or not _town(names, given):
            continue
        start, end = names[0].start, tok_end(names[-1], text)
        out.append(Found(type="Location", start=start, end=end, surface=text[start:end],
                         props=props(kind="city"), confidence=0.7))
    return out


def locations(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Location mentions with prop kind (country, us_state, region, city)."""
    text = view.text
    out = _countries_named(text, _FLAG_ADJECTIVE, 0.85) if "-flagged" in text else []
    out += _countries_named(text, _COUNTRY_ADJECTIVE, 0.8)
    runs = _apart_at_on(view.runs)
    for run in runs:
        out += _gazetteer(_before_based(run), text, ctx)
        out += _place_heads(run, text)
    if "," in text and len(runs) > 1:
        out += _towns(runs, text)
    return out + _cued_places(runs, text)
