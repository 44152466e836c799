"""Organizations: names ending in a legal form or an organization head noun (`Beta Ltd`,
`Calder Private Bank AG`, `Bank of China`), all-caps names in mixed-case text (`ACME`),
one-word institutions (`the Senate`), short forms of organizations the document named earlier
(`Kestrel Marine`), and plain names their context makes a firm (`Halvorsen spokesman Ray
Dunmore`, `Brightwater International's chairman`, `shares of Tervola Mining`, `the band Glass
Orchard`, `Quillon, a stationery company`).

A head noun alone (`the Bank`, `Trust officers`) is never a name: at least one real name word
must precede it. Sentence-initial function words, months, titles and all-caps heading lines
never become organizations.
"""

from __future__ import annotations

import re
from functools import lru_cache

from textgraph.extract.base import CUED, UPPER, DocContext, Found, SentenceView, Tok, tok_end
from textgraph.extract.lexicon import (
    ADDRESS_WORDS,
    ALL_ROLES,
    BANK_FIRST,
    BANK_HEADS,
    CAPS_COMMON,
    CAPS_STOP,
    COMPANY_HEADS,
    DEMONYMS,
    FIELD_HEADS,
    GENERIC_WORDS,
    HEAD_FIRST,
    LAW_HEADS,
    LEGAL_PREFIXES,
    LEGAL_SUFFIXES,
    MONTHS,
    ONE_WORD_ORGS,
    ORDER_VERBS,
    ORG_CLASS_NOUNS,
    ORG_HEADS,
    ORG_POSSESSED,
    ORG_ROLE_NOUNS,
    PARTY_ROLES,
    PERSON_NOUNS,
    PERSON_TITLES,
    PLACE_ADJECTIVE,
    RAIL_CODES,
    RAIL_WORDS,
    SECTION_WORDS,
    STOP_WORDS,
    WEEKDAYS,
)
from textgraph.extract.money import CODES
from textgraph.extract.names import FIRST_NAMES
from textgraph.extract.persons import caps_person_cued, family_name_first
from textgraph.extract.places import PLACE_HEADS, PLACES, STATE_ABBREVIATIONS

_KEYWORDS = LEGAL_SUFFIXES | ORG_HEADS
# heads of public bodies and schools, named by their field after `of`, which may be a head word
# itself or two fields joined by `and` (`Ministry of Finance`, `Ministry of Finance and Economic
# Development`, `Department of Physics and Astronomy`, `Brooklyn Institute of Arts and Sciences`);
# not banks or companies: `Bank of Cyprus and Wells Fargo` are two
_BODY_HEADS = frozenset(("ministry", "department", "bureau", "commission", "council", "institute", "institution",
                         "university", "college", "school", "academy", "society", "federation", "association",
                         "administration", "authority", "agency", "court", "tribunal", "centre", "center"))
# heads of a firm that also name a body's field (`Ministry of Petroleum`, `of Natural Resources`)
_BODY_FIELDS = frozenset(("petroleum", "resources", "industries", "energy", "communications", "aviation"))
# what a state's formal name opens with (`of the Republic of Equatoria`): no body's field
_STATE_WORDS = frozenset(("republic", "kingdom", "federation", "principality", "emirate", "sultanate",
                          "commonwealth"))  # (not `government`: `the School of Government`)
_PLACE_NAMES = frozenset(k.rstrip(".") for k in PLACES)
_PARTICLES = frozenset(["de", "du", "des", "da", "del", "della", "di", "van", "von", "der", "den", "la", "le", "y"])
_OF = frozenset(("of", "of the", "for"))
# head words of an institution whose possessive ends its name: what follows is a unit of it
_POSSESSOR_HEADS = frozenset(("treasury", "department", "ministry", "bank", "commission", "agency", "authority",
                              "bureau", "court", "government", "council", "service", "police", "company",
                              "corporation", "group"))


# prepositions that no name holds, written in capitals in a heading (`… ACCOUNT AT LLOYDS BANK`)
_CAPS_PREPS = frozenset(("at", "with", "from", "to", "by", "via", "per", "into"))


def _firm_after(run: list[Tok], prep: Tok) -> bool:
    """Whether a firm's legal form or a bank's head word follows `prep` in `run` (in capitals, a
    preposition only splits a run that names a firm after it: `… ACCOUNT AT LLOYDS BANK`; a
    shouted sentence's words stay one run)."""
    return any(t.start > prep.start and (t.key in LEGAL_SUFFIXES or t.key in BANK_HEADS) for t in run)


def _street_named(toks: list[Tok], i: int) -> bool:
    """`Via` that opens a firm's name after a street (`Via Roma Properties Srl`), its legal form at
    the end, inside a sentence: a word of the name, not the preposition (`paid Via Roma … Srl` pays
    the firm; `Via Acme Ltd, we paid …` opens with the preposition)."""
    return (toks[i].text == "Via" and toks[i].start > 0 and len(toks) - i >= 3 and toks[i + 1].text[:1].isupper()
            and toks[-1].key.rstrip(".") in LEGAL_SUFFIXES)


_OPENING_MARKS = " \t\"“'‘*•>-"


_DAY_BEFORE = re.compile(r"\d(?:st|nd|rd|th)?[ \t]*\Z")
_SHORT_MONTHS = frozenset(("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec"))


def _skippable(tok: Tok) -> bool:
    k = tok.key
    return k in STOP_WORDS or k in MONTHS or k in WEEKDAYS or k in PERSON_TITLES


# a party's role in a case before a firm's name (`Plaintiff Coastal Pines Mutual Insurance Company`): no part
# of it (before a person's, `Defendant LUCÍA IBARRA`, it tells `persons` who it is)
_CASE_ROLES = frozenset(("plaintiff", "plaintiffs", "defendant", "defendants", "claimant", "claimants",
                         "respondent", "respondents", "petitioner", "petitioners", "appellant", "appellee",
                         "relator", "intervenor"))


def groups(run: list[Tok], between: bool = False) -> list[tuple[list[Tok], int]]:
    """Split a run into candidate names, each with the index where an `of`-joined tail starts
    (-1 if none). Commas join only legal suffixes, `of` joins only after a head noun
    (`Bank of China`), particles always join, `&` joins names, `and` joins when a legal form
    closes the right side (`Smith and Nephew plc`), unless the run follows `between`, which
    names two parties (`an agreement between John Doe and Acme Corp`)."""
    chunks: list[tuple[str, list[Tok]]] = []
    conn = ""
    cur: list[Tok] = []
    for t in run:
        if t.is_name and t.key.endswith(PLACE_ADJECTIVE) and (words := _place_words(cur, t)):
            kept = cur[:len(cur) - words + 1]  # `the Cyprus-registered Marlow Ltd`: the place is no part of it
            if kept:
                chunks.append((conn, kept))
            cur, conn = [], "-"
            continue
        if t.is_name and t.key in _CAPS_PREPS and t.text.isupper() and _firm_after(run, t):
            t = Tok(t.start, t.end, t.key)  # `CURRENT ACCOUNT AT LLOYDS BANK`: the bank's name starts after `AT`
        if t.is_name:
            cur.append(t)
            if (t.text[-1] == "s" and (t.key in _PLACE_NAMES or t.key in LEGAL_SUFFIXES or t.key in _POSSESSOR_HEADS)
                    and t.text.endswith(("'s", "’s"))):
                # "Germany's Tervola Holdings": a place's, then the name; "Acme Ltd's CFO": a legal
                # form ends the name, whatever capitals follow it; so does an institution's head
                # word ("the Treasury's Office of Foreign Assets Control"; not "People's Bank")
                chunks.append((conn, cur))
                cur, conn = [], "'s"
            continue
        if cur:
            chunks.append((conn, cur))
            cur = []
            conn = t.text
        else:
            conn = "of the" if (conn, t.text) == ("of", "the") else t.text
    if cur:
        chunks.append((conn, cur))
    merged: list[tuple[list[Tok], int]] = []
    for i, (conn, toks) in enumerate(chunks):
        if merged and conn == "and" and not between and _second_field(*merged[-1], toks):
            merged[-1] = ([*merged[-1][0], *toks], merged[-1][1])  # `Institute of Arts and Sciences`
            continue
        if merged and not (between and conn == "and") and (
                _joins(conn, merged[-1][0], toks)
                # (a Mexican form whose first word is no form alone: `B, S. de R.L. de C.V.`)
                or (conn == "," and len(toks) == 1 and toks[0].text == "S." and i + 1 < len(chunks)
                    and chunks[i + 1][0] == "de")):
            left, of_at = merged[-1]
            if (conn in _OF or conn == "on") and of_at < 0:
                of_at = len(left)
            merged[-1] = ([*left, *toks], of_at)
        else:
            merged.append((list(toks), -1))
    return merged


def _place_words(cur: list[Tok], t: Tok) -> int:
    """How many words name the known place before a place adjective's suffix (`Cyprus-registered`:
    1, `Hong Kong-based`: 2, the last being `t`); 0 when they name none (`Share-Based
    Compensation` is no place's, and no firm)."""
    stem = t.key[:t.key.rfind("-")]
    if cur and f"{cur[-1].key} {stem}" in _PLACE_NAMES:
        return 2
    return 1 if stem in _PLACE_NAMES else 0


def _joins(conn: str, left: list[Tok], right: list[Tok]) -> bool:
    if conn == ",":
        return all(t.key in LEGAL_SUFFIXES for t in right)
    if conn in _PARTICLES:
        return True
    if conn == "on":  # a body's field (`Council on Foreign Relations`, `National Agency on Corruption Prevention`)
        return left[-1].key in _BODY_HEADS and not any(t.key in _KEYWORDS for t in right)
    if conn in _OF:
        if left[-1].key in COMPANY_HEADS and " ".join(t.text.casefold().rstrip(".") for t in right) in PLACES:
            return False  # "Eagle-Picher Industries of Cincinnati": a company, then where it is
        if right[0].key in _STATE_WORDS and any(t.key in _BODY_HEADS for t in left):
            return False  # `Ministry of Finance of the Republic of Kazakhstan`: the body, then its state
        if left[-1].key in _BODY_HEADS:  # `Ministry of Finance`: a field, not another firm
            return not any(t.key in LEGAL_SUFFIXES or (t.key in COMPANY_HEADS and t.key not in FIELD_HEADS
                                                       and t.key not in _BODY_FIELDS) for t in right)
        if left[-1].key in BANK_HEADS and right[-1].key in LEGAL_SUFFIXES and len(right) > 1:
            # `Bank of Scotland plc`, `Bank of Valletta p.l.c.`: the bank's legal form closes its own name
            return not any(t.key in _KEYWORDS for t in right[:-1])
        return left[-1].key in ORG_HEADS and not any(t.key in _KEYWORDS for t in right)
    if conn == "&":
        return True
    if conn in ("and", "et", "und"):  # (`Dubois et Fils SARL`, `Müller und Söhne GmbH`)
        return (right[-1].key in LEGAL_SUFFIXES and not any(t.key in _KEYWORDS for t in left)
                and not _a_place(left)  # `in the UK and Rho plc`: a place, then a firm
                # `Richard Halverson and Northstar LLC`: a person's full name, then a firm
                and not any(t.key in FIRST_NAMES for t in left[:-1])
                and not (left[0].key in LEGAL_PREFIXES and left[0].text.isupper()))  # `OOO Romashka and …`
    return False


def _second_field(left: list[Tok], of_at: int, right: list[Tok]) -> bool:
    """`right` (after `and`) is a second field of the body `left` names (`Department of Physics`
    + `Astronomy`): `left` is a body's head with one `of` field, and `right` one or two plain
    words that are no person's or place's name, no firm's and no other body's."""
    if of_at < 1 or left[of_at - 1].key not in _BODY_HEADS or len(left) - of_at > 3 or len(right) > 2:
        return False
    keys = [t.key for t in right]
    return (keys[0] not in FIRST_NAMES and " ".join(keys) not in _PLACE_NAMES and right[0].text[:1].isupper()
            and not any(k in _KEYWORDS or k in STOP_WORDS or k in ALL_ROLES for k in keys)
            and not any(t.text.isupper() for t in right))


def _a_place(toks: list[Tok]) -> bool:
    """The tokens are a known place's name or a state's abbreviation (`UK`, `Minn.`)."""
    if len(toks) == 1 and toks[0].key in STATE_ABBREVIATIONS:
        return toks[0].text.isupper() or toks[0].text.endswith(".")
    return " ".join(t.key for t in toks) in _PLACE_NAMES


_DIGIT = re.compile(r"\d")


def generic(keys: list[str]) -> bool:
    """Every word is a common word of a generic phrase in title case (`Free` and `Life`
    before a field of business, `Copyright`, `Free Software`), not a name word."""
    return all(k in GENERIC_WORDS or k in STOP_WORDS for k in keys)


def _is_caps(tok: Tok) -> bool:
    """An all-caps word; not a code identifier (`CONFIG_CIFS_FSCACHE`: no name has an `_`)."""
    return tok.text.isupper() and len(tok.key) >= 2 and not _DIGIT.search(tok.text) and "_" not in tok.text


@lru_cache(maxsize=1 << 14)
def _name_key(k: str) -> bool:
    """A token key that can be a word of a name (pure; keys repeat a lot)."""
    return not (k in _KEYWORDS or k in STOP_WORDS or k in MONTHS or k in WEEKDAYS or k in ADDRESS_WORDS
                or any(c.isdigit() for c in k))


# Characters that, touching capitals with no space between, make them part of a code or a
# handle rather than a name: `WWEN[enabled]`, `DISPLAY=:0`, `<ChrischiO`GER>`, `Ruffian|JANE`.
# Not brackets around the word (`(ACME)`, a list tag `[ILUG]`), not `*` (markdown emphasis),
# not a comma (a CSV cell may hold a payee's name), not the end of a markup tag (`<b>ACME</b>`)
# or an email quote (`>ACME wrote`).
_CODE_BEFORE = frozenset('"“/<`|$@\\={~^%+#')
_CODE_AFTER = frozenset('"”/>`|$@\\=}([{~^%+#')


def _quoted_or_code(text: str, toks: list[Tok]) -> bool:
    """Capitals inside quotes (a payment reference), next to `/` (`DRCOR/CERT/2026`) or glued
    to other code punctuation (`_CODE_BEFORE`, `_CODE_AFTER`)."""
    before = text[max(0, toks[0].start - 1):toks[0].start]
    after = text[toks[-1].end:toks[-1].end + 1]
    return ((before != "" and before in _CODE_BEFORE) or (after != "" and after in _CODE_AFTER)
            or "." in toks[0].text.rstrip("."))


# Blocks written by machines, one record a line (log events): their capitals are severity
# levels, components and protocol names (`INFO`, `CBS`, `HTTPS`), not firms.
_MACHINE_BLOCKS = frozenset(("event",))


def _shouted(keys: list[str]) -> bool:
    """Most words of an all-caps run are common English words (`KEEP TRACK`, `FREE`,
    `POSSIBLE BREAK-IN ATTEMPT`): emphasis or a status, not a name."""
    return sum(k in CAPS_COMMON for k in keys) * 2 > len(keys)


_LEAD = frozenset(" \t#*-0123456789.")  # what may come before a heading on its line
_TRAIL = frozenset(" \t.:")  # and after it


_LABEL_AFTER = re.compile(r"[ \t]*:")
_BY_AFTER = re.compile(r"[ \t]+(?i:by)\b")


def _caps_heading(toks: list[Tok], text: str) -> bool:
    """A run in capitals with no legal form that is a heading or a label, not a name: it opens
    with a section or document word (`DESCRIPTION OF …`), or, two words or more with no firm's
    head word last, a colon follows it (`LEAD UNDERWRITER:`)."""
    if not toks or not all(t.text.isupper() or not t.is_name for t in toks):
        return False
    if any(t.key in LEGAL_SUFFIXES for t in toks):  # a legal form, unless a verb: `INCORPORATED BY REFERENCE`
        return toks[-1].key == "incorporated" and _BY_AFTER.match(text, toks[-1].end) is not None
    first = toks[0].key
    return first in CAPS_STOP or first in SECTION_WORDS or (
        # not `NASA: …` nor `BETA CAPITAL: wire instructions`, whose head word names a firm
        len(toks) > 1 and toks[-1].key not in _KEYWORDS and _LABEL_AFTER.match(text, toks[-1].end) is not None)


def _own_line(text: str, toks: list[Tok]) -> bool:
    """The tokens fill a whole line of the text (a heading inside a paragraph): only `_LEAD`
    characters between the line's start and theirs, only `_TRAIL` ones after them. Read
    outwards from the tokens and stopped at the first other character, not sliced to the
    line's ends: a line can be megabytes long, with thousands of candidates on it."""
    i = toks[0].start - 1
    while i >= 0 and text[i] != "\n":
        if text[i] not in _LEAD:
            return False
        i -= 1
    j, n = toks[-1].end, len(text)
    while j < n and text[j] != "\n":
        if text[j] not in _TRAIL:
            return False
        j += 1
    return True


def _heading_parts(text: str, toks: list[Tok]) -> bool:
    """The tokens are one part of a heading line in capitals split by a dash (`SUSPICIOUS
    TRANSACTION REPORT – NARRATIVE`, `EXHIBIT B — FINDINGS`): a line of no more than
    `_HEADING_MOST` characters, no lower-case letter on it, a spaced dash right before or after
    the tokens."""
    lo = text.rfind("\n", max(0, toks[0].start - _HEADING_MOST), toks[0].start) + 1
    hi = text.find("\n", toks[-1].end, toks[-1].end + _HEADING_MOST + 1)
    hi = len(text) if hi < 0 and len(text) - toks[-1].end <= _HEADING_MOST else hi
    if hi < 0 or hi - lo > _HEADING_MOST or (lo == 0 and toks[0].start > _HEADING_MOST):
        return False
    line = text[lo:hi]
    if any(c.islower() for c in line):
        return False
    before, after = text[lo:toks[0].start], text[toks[-1].end:hi]
    return _DASH_END.search(before) is not None or _DASH_START.match(after) is not None


_HEADING_MOST = 160
_DASH_END = re.compile(r"[ \t][-–—][ \t]*$")
_DASH_START = re.compile(r"[ \t]*[-–—][ \t]")


_TAIL_ROLES = frozenset(("director", "directors", "head", "chief"))


def _of_tail(toks: list[Tok], of_at: int) -> int:
    """Last token of an `of` tail, which stops before a role or title (`Department of Public
    Utilities Chairman Bernice McIntyre` ends at `Utilities`)."""
    for j in range(of_at, len(toks)):
        if toks[j].key in ALL_ROLES or toks[j].key in PERSON_TITLES or toks[j].key in _TAIL_ROLES:
            if j == of_at and j + 1 == len(toks):
                continue  # `Ministry of Justice`, `Court of Justice`: the field a body is named by
            return j - 1 if j > of_at else of_at - 1
    return len(toks) - 1


# Words of a clause, never of a name: modal and auxiliary verbs and the pronouns that go
# with them (a heading in capitals that reads as a sentence is not a firm). Not `our`, `her`,
# `his` (`Our Lady of Lourdes Hospital`), nor `may`, `will`, `can` (given and brand names).
_CLAUSE_WORDS = frozenset({
    "should", "shall", "must", "would", "could", "their", "your", "they", "you", "these", "those",
    "please", "were", "been", "have", "has", "had", "are", "is", "was", "not", "does", "did",
})
# In capitals, an article or `to` inside a name is one of a sentence ("TO PROVIDE A BANK
# ACCOUNT WHERE …"); in mixed case `A` is a letter (`Class A California League`).
_CAPS_CLAUSE_WORDS = frozenset({"a", "an", "to", "or", "nor", "any"})


def _country_after(toks: list[Tok], last: int) -> int:
    """The last token of a country (or a region) named right after a bank's head at `last`, up
    to the end of the name's tokens, or `last` when none is."""
    for n in range(min(3, len(toks) - last - 1), 0, -1):
        words = " ".join(t.text.casefold().rstrip(".") for t in toks[last + 1:last + 1 + n])
        if last + 1 + n == len(toks) and (PLACES.get(words) in ("country", "region") or words in _NATIVE_COUNTRIES):
            return last + n
    return last


# a country written in its own language after a bank's head (`PKO Bank Polski`, `Erste Bank Hrvatska`)
_NATIVE_COUNTRIES = frozenset(("polski", "polska", "hrvatska", "slovenija", "slovensko", "srbija", "magyar",
                               "magyarország", "românia", "česká", "ceska", "italia", "españa", "deutschland",
                               "österreich", "schweiz", "suisse", "svizzera", "sverige", "norge", "danmark",
                               "suomi", "ελλάδος", "türkiye", "ukraina", "rossii"))


_LIST_TITLE_WORDS = frozenset(("subsidiaries", "subsidiary", "shareholders", "stockholders", "directors", "officers",
                               "members", "list", "schedule", "affiliates", "register", "holders", "significant",
                               "principal", "minutes", "resolutions", "resolution", "agreement", "articles",
                               "certificate", "memorandum", "bylaws", "by-laws", "constitution", "statutes",
                               "declaration", "deed"))
# what else a list's or minutes' title says before the firm's name (`MINUTES OF A MEETING OF THE BOARD
# OF DIRECTORS OF B`, `WRITTEN RESOLUTIONS OF THE SOLE DIRECTOR OF B`)
_TITLE_SKIP = _LIST_TITLE_WORDS | frozenset(("of", "a", "an", "the", "meeting", "meetings", "board", "general",
                                             "extraordinary", "annual", "special", "written", "sole", "director",
                                             "association", "incorporation", "formation", "organization",
                                             "organisation", "amended", "restated", "and", "trust", "settlement"))


def org_from(toks: list[Tok], of_at: int, view: SentenceView, ctx: DocContext) -> tuple[int, int, float] | None:
    """The organization in one candidate group: (first token, last token, confidence)."""
    if (len(toks) == 1 and toks[0].key not in ctx.org_short and not _is_caps(toks[0])
            and toks[0].key not in ONE_WORD_ORGS):
        return None
    i = 0
    while (i < len(toks) and (_skippable(toks[i]) or (toks[i].key in _CASE_ROLES and (
            toks[-1].key in LEGAL_SUFFIXES or toks[-1].key in ORG_HEADS))) and not _street_named(toks, i)
           # (a legal form before a name in mixed case is no stopword: `AS Tallinna Vesi`; `AS AGREED` is)
           and not (toks[i].key in LEGAL_PREFIXES and toks[i].text.isupper() and i + 1 < len(toks)
                    and toks[i + 1].text[:1].isupper() and not toks[i + 1].text.isupper())
           and not (toks[i].text in _SHORT_MONTHS and i + 1 < len(toks) and toks[i + 1].text[:1].isupper()
                    and _DAY_BEFORE.search(view.text, max(0, toks[i].start - 8), toks[i].start) is None)):
        i += 1  # (a month's short form before a name is the name's: `Mar Rojo Inc`, not March)
    if (0 < i < len(toks) and toks[i - 1].key in PERSON_TITLES and toks[-1].key in LEGAL_SUFFIXES
            and all(t.key in ORG_HEADS or t.key in LEGAL_SUFFIXES for t in toks[i:])):
        i -= 1  # `Sheikh Holdings SA`, `Emir Capital Ltd`: the title is the name's (its rest is generic)
    if (len(toks) - i >= 2 and toks[i].key in ORDER_VERBS and not toks[i].text.isupper()
            and not view.text[:toks[i].start].strip(_OPENING_MARKS)):
        i += 1  # `Use Mercer Nominees Ltd as …`: an order's verb opens the sentence, not the name
    if i < len(toks) and toks[i].key in RAIL_WORDS and toks[i].text.isupper():
        i = _after_rail(toks, i)
    if len(toks) - i == 2 and toks[i].key in _BANK_ROLES and toks[i + 1].key == "bank":
        return None  # a letter of credit's `Issuing Bank`, `Advising Bank`: a role, named on its line
    at = i + 1 if i < len(toks) and toks[i].key == "to" else i
    if len(toks) - at > 2 and toks[at].key == "order" and toks[at + 1].key == "of" and toks[at].text.isupper():
        i = at + 2  # a bill of lading's consignee: `TO ORDER OF Caspian Commerce Bank OJSC`
    for j in range(i + 1, min(len(toks) - 1, i + 5) if i < len(toks) and toks[i].text.isupper() else 0):
        if toks[j].key == "of" and toks[j].text.isupper():
            # `SUBSIDIARIES OF CORVANT TECHNOLOGIES, INC.`, `LIST OF SHAREHOLDERS OF B`, `ARTICLES OF
            # ASSOCIATION OF B`: a list's or a constitution's title in capitals names the firm after its last `OF`
            if any(t.key in _LIST_TITLE_WORDS for t in toks[i:j]):
                i = j + 1
                while i < len(toks) - 1 and toks[i].key in _TITLE_SKIP:
                    i += 1
            break
    if i >= len(toks):
        return None
    for j in range(i, min(len(toks) - 1, i + 3) if ctx.org_short else 0):
        if toks[j].text.endswith(("'s", "’s")):  # `Veltra's CEO`: a short form the document set up, its
            key = " ".join(t.key for t in toks[i:j + 1])  # possessive ends it
            if ctx.org_short.get(key) and key not in ctx.person_last:
                return i, j, 0.8
            break
    if (len(toks) - i >= 2 and toks[i].key in LEGAL_PREFIXES and toks[i].text.isupper()
            and toks[i + 1].text[:1].isupper() and toks[i + 1].key not in STOP_WORDS):
        return i, len(toks) - 1, 0.85  # `OOO Romashka`, `PT Sinar Jaya Tbk`: the legal form comes first
    # a head that comes first, up to the run's end (not a currency code after it: `Inversiones
    # Caracas USD 5 million`)
    end = len(toks) - 1
    while end > i + 1 and toks[end].text in CODES:
        end -= 1
    # (a possessive ends the name: `Grupo Andino's US agent`)
    owner = next((j for j in range(i + 1, end) if toks[j].text.endswith(("'s", "’s"))), end)
    if (len(toks) - i >= 2 and toks[i].key in BANK_FIRST and toks[i + 1].key not in STOP_WORDS
            and toks[i + 1].text[:1].isupper()):
        return i, owner, 0.85  # `Banco Atlántico`, `Banca Intesa Sanpaolo`: the head comes first
    if (len(toks) - i >= 2 and toks[i].key in HEAD_FIRST and not toks[i].text.isupper()
            and (toks[i + 1].text[:1].isupper() or toks[i + 1].key in _HEAD_FIRST_LINKS)
            and toks[i + 1].key not in STOP_WORDS):
        return i, owner, 0.8  # `Grupo Bimbo`, `Petróleos del Sur`, `Compañía Minera Andina`
    last = -1
    # a body's head before its `of` field is the name's head, whatever the field's words are
    # (`Ministry of Finance`: `Finance` is no head of it)
    end = of_at if 0 < of_at < len(toks) and toks[of_at - 1].key in _BODY_HEADS else len(toks)
    for j in range(end - 1, i - 1, -1):
        if (toks[j].key in _KEYWORDS or (toks[j].key == "party" and _political_party(toks, i, j))
                or (toks[j].key == "service" and _public_service(toks, i, j))):
            last = j
            break
    if last >= 0:
        inside = [t.key for t in toks[i:last]]  # one pass for both word tests
        if not _CLAUSE_WORDS.isdisjoint(inside) or (
                not _CAPS_CLAUSE_WORDS.isdisjoint(inside) and all(t.text.isupper() for t in toks[i:last + 1])):
            return None  # "PLAN PARTICIPANTS SHOULD CONSULT THEIR TAX ADVISORS" is a sentence
        k = last
        while k > i and toks[k - 1].key in _KEYWORDS:
            k -= 1
        if last + 1 < len(toks) and (toks[last + 1].key in ALL_ROLES or toks[last + 1].key in LAW_HEADS):
            role = toks[last + 1]
            if not (role.key in ALL_ROLES and k > i
                    and ((toks[last].key in LEGAL_SUFFIXES and len(toks[last].key.replace(".", "")) > 2)
                         or (role.text.isupper() and len(role.text) > 2))):
                return None  # "Chief Financial Officer" is a role, "Investment Company Act" a law: not firms
            # "Acme Corp CEO John Smith", "Acme Holdings CFO Jane Roe": a legal form (or any head before an
            # office's initials) ends the name; the office is its holder's (not a two-letter form that is
            # a word too: "UK's Leading PC Specialist")
            toks, of_at = toks[:last + 1], -1
        if toks[last].key in STOP_WORDS and (last + 1 < len(toks) or any(t.key in CAPS_COMMON for t in toks[i:k])):
            return None  # "EXACTLY AS INSTRUCTED": the word `as`, not the legal form AS
        tail = _of_tail(toks, of_at) if of_at == last + 1 else last  # "Federal Reserve Bank of New York"
        if tail == last and toks[last].key in BANK_HEADS and last + 1 < len(toks):
            tail = _country_after(toks, last)  # `Erste Bank Hungary`, `HSBC Bank Middle East`: the bank's country arm
        if _caps_heading(toks[i:tail + 1], view.text):
            return None  # `DESCRIPTION OF DEBT SECURITIES`, `LEAD UNDERWRITER:`: a heading or a label
        words = [t.key for t in toks[i:k] if _name_key(t.key) and t.key not in ctx.role_terms]
        if words and not (toks[last].key in FIELD_HEADS and generic(words)):
            return i, tail, 0.9
        if (k == i or words) and tail > last:
            return i, tail, 0.85  # "Bank of China", "Life Insurance Council of New York"
    rest = toks[i:]
    if len(rest) == 1 and rest[0].key in ONE_WORD_ORGS and rest[0].text[:1].isupper():
        return i, i, 0.8
    text = " ".join(t.text for t in rest)
    key = text.rstrip(".").casefold()
    if key.endswith(("'s", "’s")):
        key = key[:-2]  # `Veltra's CEO`: the short form's possessive
    short = ctx.org_short.get(key)
    if short and key not in ctx.person_last:
        return i, len(toks) - 1, 0.8
    if (len(rest) <= 4 and all(_is_caps(t) for t in rest) and not view.shouting
            and view.block_kind not in _MACHINE_BLOCKS and not _own_line(view.text, rest)
            and not _heading_parts(view.text, rest)
            and not _quoted_or_code(view.text, rest)
            and not _REFERENCE_LABEL.search(view.text, max(0, rest[0].start - 40), rest[0].start)):
        keys = [t.key for t in rest]
        if keys[-1] in ctx.person_last and (len(keys) == 1 or (len(keys) == 2 and keys[0] in ctx.person_first)):
            return None  # `LEBEDEV`, `VIKTOR LEBEDEV`: a pleading's person in capitals, named before
        if caps_person_cued(keys, view.text, rest[0].start, rest[-1].end, ctx.lone_caps):
            return None  # `the defendant, DAVID KESSLER,`: a person in capitals (`persons` reads it)
        plain = (all(k not in CAPS_STOP and k not in STOP_WORDS and k not in ctx.not_parties for k in keys)
                 and " ".join(keys) not in _PLACE_NAMES and not _shouted(keys))
        if plain and (len(rest) > 1 or len(keys[0].replace(".", "").replace("&", "")) >= 3) \
                and not _caps_heading(rest, view.text):
            return i, len(toks) - 1, 0.75
    return None


# a noun that names a firm's kind only after one of these words (`the state utility Águas de Portugal`,
# `the publishing house Prosveshcheniye`; not `the utility UnRAR`, a program, or `the house Vetra`)
_KIND_OF_NOUN = {
    "utility": frozenset(("state", "state-owned", "public", "national", "municipal", "regional", "city", "water",
                          "power", "electric", "electricity", "gas", "energy")),
    "house": frozenset(("publishing", "trading", "fashion", "auction", "finance", "investment", "design", "clearing",
                        "brokerage", "law", "media", "record", "software", "export", "import", "commodity")),
}


# the banks of a letter of credit or a collection by their part in it (`the Issuing Bank`)
_BANK_ROLES = frozenset(("issuing", "advising", "confirming", "negotiating", "reimbursing", "nominated", "collecting",
                         "remitting", "presenting", "accepting", "paying", "receiving", "sending", "ordering",
                         "intermediary", "correspondent", "beneficiary", "beneficiary's", "applicant's"))
_HEAD_FIRST_LINKS = frozenset(("de", "del", "do", "da", "di", "des", "du", "della"))
# what a contract or a case calls a party by its role (`the Disclosing Party`, `Third Party`,
# `Non-Defaulting Party`): no political party
_ROLE_PARTY_WORDS = frozenset(("third", "other", "each", "either", "neither", "any", "such", "related", "relevant",
                               "interested", "affected", "responsible", "counter", "working", "prevailing",
                               "injured", "aggrieved", "guilty", "innocent", "state", "contracting", "non", "notify"))


# what a state's service is for (`State Customs Service`, `Federal Tax Service`, `Secret Service`)
_SERVICE_FIELDS = frozenset("""
state federal national tax customs border security intelligence civil foreign secret health prison probation
fire ambulance immigration revenue postal diplomatic migration fiscal marshals forest parks veterinary
emergency investigative investigation statistical employment meteorological geological guard financial
monitoring enforcement anti-corruption antimonopoly antitrust penitentiary bailiffs
""".split())  # noqa: SIM905


def _public_service(toks: list[Tok], i: int, j: int) -> bool:
    """`Service` ends a public body's name (`State Customs Service`, `Federal Tax Service`): a
    word of a state's service before it, capitalized (not `Customer Service`, `Terms of Service`)."""
    return (j > i and toks[j].text.rstrip(".") == "Service" and toks[j - 1].text[:1].isupper()
            and any(t.key in _SERVICE_FIELDS for t in toks[i:j]))


def _political_party(toks: list[Tok], i: int, j: int) -> bool:
    """`Party` ends a political party's name (`Labour Party`, `National Alliance Party`,
    `Communist Party`): name words in ordinary case before it, none a contract's role word or a
    participle (`Disclosing Party`, `Indemnified Party`)."""
    words = toks[i:j]
    if not words or toks[j].text.rstrip(".") != "Party" or any(t.text.isupper() and len(t.text) > 1 for t in words):
        return False
    last = words[-1].key.rsplit("-", 1)[-1]
    return (last not in _ROLE_PARTY_WORDS and not last.endswith(("ing", "ed")) and last not in PARTY_ROLES
            and all(t.text[:1].isupper() for t in words))


def _after_rail(toks: list[Tok], i: int) -> int:
    """Where the name starts after a statement's payment rail in capitals (`CHAPS TO X LLP`,
    `FASTER PAYMENT FROM X GMBH`, `ACH CREDIT X INC`); `i` when the words are a name's own
    (`CREDIT SUISSE AG`, `DIRECT LINE INSURANCE PLC`)."""
    k = i
    while k < len(toks) and toks[k].key in RAIL_WORDS and toks[k].text.isupper():
        k += 1
    if k + 1 < len(toks) and toks[k].key in ("to", "from") and toks[k].text.isupper():
        return k + 1
    return k if toks[i].key in RAIL_CODES and k < len(toks) else i


# a payment's reference or purpose label: the capitals after it are its words, not a firm
# (`Ref: COMMODITY PREPAYMENT INV 2026-011`, `Purpose: CONSULTING FEES Q1`)
_REFERENCE_LABEL = re.compile(r"(?i)\b(?:ref(?:erence)?|our[ \t]+ref|your[ \t]+ref|invoice(?:[ \t]+no)?|inv|memo|"
                              r"purpose|narrative|remittance[ \t]+info(?:rmation)?|payment[ \t]+details)\.?"
                              r"[ \t]*[:#][ \t]*$")
_CONTEXT_VERB = re.compile(r"\b(?:paid|pays|wired|sent|transferred|remitted|received|introduced|owned|controlled|"
                           r"managed|seconded|employed|lent|loaned)\b")
_CONTEXT_NAME = re.compile(
    rf"\b(?:to|from|by)[ \t]+([{UPPER}][\w&'’-]{{2,30}}(?:[ \t][{UPPER}][\w&'’-]{{1,30}}){{0,2}})"
    r"(?=[ \t]*(?:[,.;:)]|$)|[ \t]+(?:on|in|at|and|for|as|under|via|through|who|which|whose)\b)"
)


_PLACE_AFTER = re.compile(r"[ \t]*,[ \t]*([A-Z][\w.]*(?:[ \t][A-Z][\w.]*){0,2})")


def _context_orgs(view: SentenceView, ctx: DocContext, named: set[tuple[int, int]]) -> list[Found]:
    """A bare name after to/from/by in a sentence about payments or control (`… pays £500k to
    Northbridge.`): an organization, with low confidence, when nothing else claims it.

    A span in `named` is already a more confident organization of this rule, which always
    wins over this guess: it is skipped.
    """
    text = view.text
    if not _CONTEXT_VERB.search(text):
        return []
    out: list[Found] = []
    for m in _CONTEXT_NAME.finditer(text):
        if m.span(1) in named:
            continue
        words = m.group(1).split()
        keys = [w.rstrip(".").casefold() for w in words]
        if (keys[0] in FIRST_NAMES or keys[0] in STOP_WORDS or keys[0] in PERSON_TITLES or keys[0] in MONTHS
                or " ".join(keys) in PLACES or keys[-1] in ctx.person_last or any(k in WEEKDAYS for k in keys)
                or any(k in ADDRESS_WORDS for k in keys)
                or (len(keys) > 2 and keys[0] in ALL_ROLES and keys[1] in FIRST_NAMES)
                or family_name_first(keys)):  # (`to Tran Thi Huong`: a person's family name first)
            continue  # (`owned by Chief Emeka Nwosu`: a title, then a person's name)
        after = _PLACE_AFTER.match(text, m.end(1))
        if after and after.group(1).casefold() in PLACES:
            continue  # "… to Savannah, Georgia": a town, not a firm
        out.append(Found(type="Organization", start=m.start(1), end=m.end(1), surface=m.group(1), confidence=0.6))
    return out


_BOUNDARY_AHEAD = (r"(?=[ \t]*(?:[,.;:)(]|$)|[ \t]+(?:of|at|for|with|in|from|on|to|and|that|which|whose|since|"
                   r"until|based|founded|owned|headquartered)\b)")
# `GE spokesman Richard Kennedy`, `Farley attorney Stephen Greiner` (a name follows)
_ROLE_AFTER = re.compile(rf"[ \t]?(?:['’]s)?[ \t]+(?:[a-z-]{{2,20}}[ \t]+){{0,2}}?([a-z-]{{2,20}})"
                         rf"[ \t]*,?[ \t]+[{UPPER}]")
# what a sentence may open an office holder's title with (`Former procurement officer X`): no firm
_OFFICE_ADJECTIVES = frozenset(("former", "then", "acting", "deputy", "senior", "interim", "retired", "late",
                                "longtime", "veteran", "disgraced", "jailed", "ousted", "current", "outgoing",
                                "incoming", "ex", "erstwhile", "junior", "chief", "assistant",
                                # (a lawyer's field, not a firm: `Defence lawyer Mark Arden`)
                                "defence", "defense", "criminal", "prosecution", "immigration", "divorce",
                                "corporate", "tax", "trial", "estate",
                                # (an office's own first word: `Managing director, Aurora Holdings B.V.`)
                                "managing", "executive", "non-executive", "general", "finance", "financial",
                                "commercial", "operations", "operating", "technical", "sales", "marketing", "legal",
                                "joint", "sole", "vice", "regional", "country", "divisional", "alternate", "nominee",
                                "independent", "founding", "previous", "past", "prior", "new", "present", "existing",
                                "remaining", "sitting", "incumbent"))
# `International Paper's chairman`, `Acme's board`
_POSSESSED = re.compile(r"[ \t]?['’]s[ \t]+([a-z-]{2,20})(?:[ \t]+([a-z]{2,20}))?\b")
_SHARES = frozenset(("shares", "stock", "stake"))
_PART_OF = frozenset(("subsidiary", "unit", "parent", "acquisition", "takeover"))
_OF_IN = frozenset(("of", "in"))
# `Staedtler, a stationery company`, `Crazyhead are an English punk rock band`
_CLASS_AFTER = re.compile(r"[ \t]*(?:,[ \t]*|[ \t]+(?:is|was|are|were)[ \t]+(?:also[ \t]+)?)(?:a|an|the)[ \t]+"
                          r"(?:[\w'’-]{1,30}[ \t]+){0,4}?([a-z][a-z-]{1,30})" + _BOUNDARY_AHEAD)
# `the Minox company`, `the Rollei firm`
_CLASS_RIGHT = re.compile(r"[ \t]+(?:company|firm|corporation|bank|group|network|airline|newspaper|agency|chain)\b"
                          r"(?![ \t]+(?:of|that|which|who)\b)")
# `president of Eaglebrook Plastics`, `spokeswoman for the Wallowa-Whitman National Forest`
_ROLE_OF = frozenset(("president", "chairman", "chairwoman", "spokesman", "spokeswoman", "spokesperson", "director",
                      "ceo", "cfo", "founder", "co-founder", "executive", "manager", "employee", "employees", "owner",
                      "reporter", "editor", "analyst", "economist"))
_ROLE_PREPS = frozenset(("of", "at", "with"))  # not `for`: an attorney for X acts for a client
# what follows `head of`, `director of` when it is a department, not a firm
_DEPARTMENTS = frozenset(("sales", "marketing", "operations", "finance", "research", "engineering", "communications",
                          "compliance", "legal", "development", "product", "products", "technology", "strategy",
                          "investments", "risk", "audit", "treasury", "security", "policy", "state", "government",
                          "programs", "programming", "news", "admissions", "studies", "music", "education"))
# adjectives of nationality before a class noun ("the Cypriot company", "the Italian bank")
_DEMONYM_ENDINGS = ("ian", "ean", "ese", "ish", "iot", "can", "ch", "ss", "ek", "ai", "qi", "li", "ni")
_QUANTITY = frozenset(("group", "chain", "network", "union", "band", "team", "party", "club", "fund", "series"))
_NOT_SHARES = frozenset(("stock", "shares", "units", "interests", "capital", "securities", "notes", "bonds", "class",
                         "series", "common", "preferred"))


def _plain_name(toks: list[Tok], ctx: DocContext) -> bool:
    """1–4 name words that no other rule explains: not a person's, a place's or a role's."""
    if not 1 <= len(toks) <= 4 or not all(_name_key(t.key) and t.text[:1].isupper() for t in toks):
        return False
    k0 = toks[0].key
    keys = " ".join(t.key for t in toks)
    return not (generic([t.key for t in toks]) or k0 in FIRST_NAMES or k0 in PERSON_TITLES or k0 in ALL_ROLES
                or k0 in PERSON_NOUNS or keys in _PLACE_NAMES or toks[-1].key in PLACE_HEADS
                or toks[-1].key in ctx.person_last or keys in ctx.person_first
                or all(t.key in DEMONYMS for t in toks)
                or (len(toks) == 1 and (len(k0) < 2 or k0 in PARTY_ROLES  # `the C corporation`, `the Registrant is a …`
                                        or (toks[0].text.isupper() and (k0 in CAPS_STOP or k0 in ctx.not_parties)))))


def _before(text: str, start: int) -> list[str]:
    """The last (up to three) lower-cased words before `start`."""
    return text[max(0, start - 40):start].casefold().split()[-3:]


def cued(toks: list[Tok], text: str, ctx: DocContext) -> bool:
    """A plain capitalized name that its context makes an organization: a role and a name
    after it, a corporate possession, `shares of`, or a class noun before or after it; or
    the bank an account is held with (`opened an account with Santander`), even one that is
    also a place's name."""
    start, end = toks[0].start, tok_end(toks[-1], text)
    if (len(toks) <= 3 and _ACCOUNT_WITH.search(text, max(0, start - 30), start) is not None
            and all(t.text[:1].isupper() and _name_key(t.key) for t in toks)
            and toks[0].key not in FIRST_NAMES and toks[0].key not in PERSON_TITLES
            and toks[-1].key not in ctx.person_last and not generic([t.key for t in toks])
            and not any(t.key in PARTY_ROLES or t.key in ALL_ROLES or t.key in ORG_HEADS for t in toks)):
        return True  # (not a loan agreement's `account with Agent`, `with Bank`: the defined parties)
    if not _plain_name(toks, ctx):
        return False
    m = _ROLE_AFTER.match(text, end)
    if m and m.group(1) in ORG_ROLE_NOUNS and not (len(toks) == 1 and toks[0].key in _OFFICE_ADJECTIVES):
        return True
    m = _POSSESSED.match(text, end)
    if m and (m.group(1) in ORG_POSSESSED or m.group(2) in ORG_POSSESSED):
        return True
    before = _before(text, start)
    after_the = bool(before) and before[-1] == "the"
    if after_the:
        before = before[:-1]
    if len(before) >= 2 and before[-1] in _OF_IN and toks[-1].key not in _NOT_SHARES and (
            before[-2] in _SHARES or (before[-1] == "of" and before[-2] in _PART_OF)):
        return True  # "shares of X", "a subsidiary of the X"
    if before and (before[-1] in ORG_CLASS_NOUNS or (len(before) >= 2 and before[-1] in ("called", "named")
                                                    and before[-2] in ORG_CLASS_NOUNS)
                   or (len(before) >= 2 and before[-2] in _KIND_OF_NOUN.get(before[-1], ()))):
        return not (len(before) >= 2 and before[-2] == "-")  # "the band Gigi"; not "inter - company"
    m = _CLASS_AFTER.match(text, end)
    if m and m.group(1) in ORG_CLASS_NOUNS:
        return not (m.group(1) in _QUANTITY and text.startswith(" of", m.end()))
    if before and before[-1].endswith("-based"):
        return True  # "the Frankfurt-based Commerzbank"
    if after_the and _CLASS_RIGHT.match(text, end) and not (len(toks) == 1 and (
            toks[0].key.endswith(("ing", "ed", "ly")) or toks[0].key.endswith(_DEMONYM_ENDINGS))):
        return True  # "the Minox company"; not "a Cypriot company", "Private company …"
    return (len(before) >= 2 and before[-1] in _ROLE_PREPS and before[-2] in _ROLE_OF
            and not (len(toks) == 1 and toks[0].key in _DEPARTMENTS) and toks[-1].key not in _DEPARTMENTS)


# an account held with a bank named right after it (`a bank account with Santander`, `accounts at Revolut`)
_ACCOUNT_WITH = re.compile(r"(?i)\b(?:accounts?|a/c)[ \t]+(?:with|at)[ \t]+$")
_BETWEEN = re.compile(r"(?i)\bbetween[ \t]+(?:the[ \t]+)?$")


# heads that also name a building; after a house number they are an address (`4 Palm Court`)
_BUILDING_HEADS = frozenset(("court", "house", "centre", "center", "tower", "towers", "plaza", "chambers", "gardens",
                             "hall", "park", "mansions", "exchange"))
_HOUSE_NUMBER = re.compile(r"(?:^|[\s,(])\d{1,5}[A-Za-z]?,?[ \t]+$")


def orgs(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Organization mentions (norm via `entities.norm_name`)."""
    text = view.text
    out: list[Found] = []
    for run in view.runs:
        for toks, of_at in groups(run, _BETWEEN.search(text, max(0, run[0].start - 12), run[0].start) is not None):
            hit = org_from(toks, of_at, view, ctx)
            if hit is None:
                i = 0
                while i < len(toks) - 1 and _skippable(toks[i]):
                    i += 1
                if cued(toks[i:], text, ctx) and not view.shouting:
                    hit = (i, len(toks) - 1, CUED)
                else:
                    continue
            a, b, conf = hit
            start, end = toks[a].start, tok_end(toks[b], text)
            if end <= start:
                continue
            surface = text[start:end]
            if toks[b].key == "federation" and surface.casefold() in _PLACE_NAMES:
                continue  # `the Russian Federation`: a country's name, no body's (`Federation` heads bodies)
            if toks[b].key in _BUILDING_HEADS and _HOUSE_NUMBER.search(text, max(0, start - 8), start):
                continue  # `4 Palm Court, Dubai`, `12 Chelsea House`: an address's building, no court or firm
            if (a == b and text[start - 1:start] == "[" and text[end:end + 1] == "]"
                    and text[:start - 1].rstrip()[-1:] in (")", ";", "]")):
                continue  # a sanctions program's code after an entry's details (`(individual) [SDGT]`): no firm
            norm, entity = ctx.identify("Organization", surface)
            out.append(Found(type="Organization", start=start, end=end, surface=surface, norm=norm,
                             confidence=conf, entity=entity))
    if view.has_digit or "by " in text:
        out += _context_orgs(view, ctx, {(f.start, f.end) for f in out})
    return out


def remember(found: Found, ctx: DocContext) -> None:
    """Record the short forms of an organization name for later sentences of the document
    (a name found by its context only: the whole name, so `Crazyhead` stays an organization)."""
    if abs(found.confidence - CUED) < 1e-9:
        key = found.surface.rstrip(".").casefold()
        if key not in ctx.org_short and key not in ctx.person_last:
            ctx.org_short[key] = found.norm
        return
    shorts = _short_forms(found.surface)
    if shorts is None:
        return
    if found.confidence < 0.85 or ctx.org_short.get(found.surface.rstrip(".").casefold()):
        return  # a guess, or itself a short form of an organization seen before
    full = found.norm
    for short in shorts:
        seen = ctx.org_short.get(short)
        if seen is None:
            ctx.org_short[short] = full
        elif seen and seen != full:
            ctx.org_short[short] = ""


@lru_cache(maxsize=1 << 14)
def _short_forms(surface: str) -> tuple[str, ...] | None:
    """The short forms an organization name may go by later, sorted; None when the name has
    none at all (a bare legal form, or one word). Pure: depends on the name only."""
    words = surface.split()
    core: list[str] = []
    for w in words:
        key = w.rstrip(".,").casefold()
        if key in LEGAL_SUFFIXES:
            break
        core.append(w.rstrip(","))
    if not core or (len(core) == len(words) and len(words) == 1):
        return None
    shorts = {" ".join(core[:n]).casefold() for n in range(1, len(core) + 1)}
    if len(core) >= 3 and core[0].casefold() in PLACES:
        # `Shenzhen Bright Star Industrial Co., Ltd.` goes by `Bright Star` too: two words at least
        # after the place (one is mostly a word of the trade: `Shenzhen Electronics`)
        shorts.update(" ".join(core[1:n]).casefold() for n in range(3, len(core) + 1))
    return tuple(short for short in sorted(shorts)
                 if not (generic(short.split()) or short.split()[0] in FIRST_NAMES or short.split()[0] in _KEYWORDS
                         or short in PLACES))
