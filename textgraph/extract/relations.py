"""Relation mentions: run the pattern tables over a sentence template and read each match's
endpoints, amount, date, accounts, percentage, role, polarity and modality.

Returns values only. A relation whose endpoint came through coreference is `inferred`; a
relation never joins an entity to itself; one sentence states each (predicate, subject,
object, polarity) once.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from textgraph.canonical import round_float
from textgraph.extract import modality as mod
from textgraph.extract.banks import is_bank
from textgraph.extract.base import A_TRUST, CUED, Found, Relation
from textgraph.extract.lexicon import ALL_ROLES, BANK_HEADS, FOREIGN_OFFICES, OFFICER_ROLES
from textgraph.extract.patterns import (
    ACCOUNT_KIND,
    FAMILIES,
    HELD_BY,
    KIN_BEFORE_NAMES,
    KIN_LONGEST,
    KIN_NAMED,
    KIN_STYLES,
    NOUN_PHRASE_RULES,
    OFFICE,
    OWNER_SAYS,
    PASSIVE_RULES,
    PLACE_BRACKET,
    POSSESSIVE_RULES,
    STATE_OBJECT_RULES,
    TAG,
    THROUGH_VEHICLE,
    TO_PAYEE,
    WHO_ACTS,
    WRITER_BELIEF,
    own_relative,
)
from textgraph.extract.template import LOC, PARTY, PCT, Item, Template, placeholders
from textgraph.model import Props, PropValue, prop, props, with_props

_OFFICER = re.compile(
    r"\b(?:" + "|".join(sorted((re.escape(r) for r in OFFICER_ROLES), key=lambda r: (-len(r), r))) + r")\b")
# (`Neither A nor B paid C`; `A and his brother B control C`: a relative named as the second of two)
# (an aside about the first may stand before `and`, and a comma after the second's kin word: `A, a
# Russian businessman, and his partner, B, own C`)
_CONJ_LEFT = re.compile(rf"({PARTY})(?:\s*,\s*(?:a|an|the)\s[^,;\ue000]{{1,60}}?\s*,)?"
                        rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+(?:(?:his|her|their|{PARTY})\s+(?:wife|husband|son|"
                        rf"daughter|brother|sister|father|mother|partner|nephew|cousin|business\s+partner)"
                        rf"(?:\s*,\s*|\s+)"
                        # (a firm's: `A and its sister company, B, paid C`)
                        rf"|(?:its|their|{PARTY}(?:\s?['’]s?)?)\s+(?:(?:wholly[- ]owned\s+)?subsidiary|"
                        rf"parent(?:\s+company)?|"
                        rf"(?:sister|affiliated|associated|group)\s+(?:company|firm)|affiliate)(?:\s*,\s*|\s+))?"
                        rf"|\s*&\s*|\s+nor\s+)$")
_JOINS = re.compile(r"\band\b|&|\bnor\b")
# what may stand before a list's first party: nothing, or a comma, a colon, a bracket
_LIST_OPENS = re.compile(r"(?:^|[,;:(])\s*$")
# a preposition right before a party: the party is its object, no coordinated subject
_OBJECT_BEFORE = re.compile(r"(?i)\b(?:of|at|for|with|by|from|to|in|on)\s+(?:the\s+)?$")
# (`more than €4 million` is an amount, approximate: `_APPROX`; `rather than $5m` is not the one paid)
_BEFORE_MONEY_BAD = re.compile(r"(?:\bnot|(?<!\bmore\s)(?<!\bless\s)\bthan|\binstead\s+of|\bas|\bnor|\bfrom)\s*$",
                               re.IGNORECASE)
_AGGREGATE = re.compile(r"(?i)\b(?:in\s+total|in\s+aggregate|altogether|a\s+total\s+of|combined|totall?ing)\b")
_EACH = re.compile(r"\b(?:each|both|respectively)\b", re.IGNORECASE)
# the date of a correction itself (`a correction dated 1 June 2026`, `corrected on 1 June`), not
# a date it speaks of (`Correction: the wire of 20 March 2026 was …`)
_CORRECTED_DATE = re.compile(
    r"(?i)(?:correct(?:ion|ed)|revis(?:ion|ed)|restate(?:ment|d)|amend(?:ment|ed))"
    r"(?:\s+(?:dated|made|issued|published|filed|sent|received|effective|as|of|on|from)){0,3}\s+(\ue000D\d{1,4}\ue001)"
    r"|(\ue000D\d{1,4}\ue001)[^\ue000.;]{0,12}?\ba\s+correction"
)


_BOARD_WORDS = frozenset(("non-executive", "executive", "independent", "nominee", "alternate", "company", "board",
                          "sole", "corporate", "outside", "former", "deputy", "acting", "interim", "senior", "joint",
                          "managing", "first", "founding", "new", "second", "current", "previous", "only",
                          "a", "an", "the", "its", "their", "his", "her", "also", "registered", "statutory",
                          "formal", "titular", "shadow", "facto", "nominal"))


# a relative named after whose he is, ending where the match starts (`her husband X`)
_KIN_OF_SOMEONE_BEFORE = re.compile(rf"(?<!\w){KIN_NAMED}$")
# `s/o`, `w/o` and the styles after them, ending where a parent's or a spouse's name starts
_PARENT_NAMED_BEFORE = re.compile(rf"(?i)\b[sdwh]/o\s+{KIN_STYLES}$")
# a relative clause opened after a party (`B, of which`, `B, a company whose`, `B, which`)
_RELATIVE_AFTER = re.compile(r"\s*,\s*(?:(?:a|an|the)\s+[^,;\ue000]{0,60}?\s+)?"
                             r"(?:(?:of|in|through)\s+which|which|whose)\b")


@lru_cache(maxsize=1 << 10)
def role_predicate(role: str) -> str:
    """DIRECTOR_OF, OFFICER_OF, OWNS, ASSOCIATED_WITH or EMPLOYED_BY for a role phrase."""
    r = " ".join(role.casefold().replace(",", " ").split())
    if r in FOREIGN_OFFICES:
        return FOREIGN_OFFICES[r]
    if _CHAIR_OF_BOARD.match(r):
        return "DIRECTOR_OF"  # `Chairman of the Board of Directors`, `member of the supervisory board`: a seat on it
    if r.startswith(("director general", "director-general")):
        return "OFFICER_OF"  # the head of a public body (`the Director General of the WTO`)
    if "director" in r:
        before = r.split("director")[0].split()
        if before and before[-1] not in _BOARD_WORDS and f"{before[-1]} director" not in OFFICER_ROLES:
            return "EMPLOYED_BY"  # "assistant news director": a job, not a board seat
        if r.split("director", 1)[1].startswith(" of "):
            return "EMPLOYED_BY"  # "director of research" (at B): a job with a field, not a board seat
        return "DIRECTOR_OF"
    if "beneficial owner" in r or r.split()[-1:] in (["ubo"], ["psc"]) or "significant control" in r:
        return "BENEFICIAL_OWNER_OF"  # a PSC owns or controls more than a quarter (UK register)
    if ("shareholder" in r or "stockholder" in r or "quota" in r
            or r.split()[-1:] in (["owner"], ["owners"], ["co-owner"], ["co-owners"])):
        return "OWNS"
    if r.removesuffix("s").endswith("board member"):
        return "DIRECTOR_OF"  # a seat on the board
    if r.endswith("staff member"):
        return "EMPLOYED_BY"  # one of a firm's staff
    if r in ("sole member", "only member", "single member"):
        return "OWNS"  # an LLC's one member owns it (`its sole member is X`)
    if r.split()[-1:] in (["member"], ["members"]) and r.removesuffix("s") not in OFFICER_ROLES:
        # (not `managing member` of an LLC, nor an LLP's `designated members`)
        return "ASSOCIATED_WITH"  # a member of a body belongs to it, without working for it
    if "trustee" in r:
        return "CONTROLS"
    if r.split()[-1:] == ["principal"]:
        return "OFFICER_OF"  # `a consulting firm whose principal, X,`: the firm's head
    if r.endswith("controller") and any(w in r.split() for w in ("facto", "ultimate", "real", "true", "actual",
                                                                 "hidden", "beneficial", "shadow")):
        return "CONTROLS"  # `the de facto controller of B` (no financial controller's office)
    if r.split()[-1:] in (["auditor"], ["auditors"]) and "internal" not in r:
        return "ASSOCIATED_WITH"  # `the company's auditor, X`: its outside auditor serves it, not employed by it
    if r.startswith("de facto ") and r.split()[-1] in ("manager", "head", "boss", "leader", "chief", "ruler"):
        return "CONTROLS"  # `the de facto manager of B` runs it, holding no office
    return "OFFICER_OF" if _OFFICER.search(r.rstrip("s")) or _OFFICER.search(r) else "EMPLOYED_BY"


# a seat on a board named with its board (not `chairman of the board` alone: a chairman is an officer)
_CHAIR_OF_BOARD = re.compile(r"(?:(?:deputy|vice|vice-)\s*)?(?:chair(?:man|woman|person)?|member)\s+of\s+the\s+"
                             r"(?:(?:supervisory|management|executive)\s+board\b|board\s+of\s+directors\b)")


def _spread(items: list[Item]) -> list[Item]:
    """`items` with what a plural anaphor stands for besides its first antecedent, each after it
    (`Both companies are controlled by X`: X controls each of the two named before)."""
    if not any(it.others for it in items):
        return items
    return [one for it in items for one in (it, *(Item(found=it.found, candidates=(o,)) for o in it.others))]


def _pick(item: Item, other: Item | None) -> Found | None:
    """The mention an item stands for: itself, or its first antecedent unlike `other`."""
    if not item.anaphor:
        return item.found
    avoid = {other.found.entity} if other is not None and not other.anaphor else set()
    for cand in item.candidates:
        if cand.entity not in avoid:
            return cand
    return None


_APPROX = re.compile(r"(?i)\b(?:roughly|approximately|approx\.?|about|around|nearly|almost|some|circa|c\.|"
                     r"(?:a\s+little|just|well|slightly)\s+(?:over|under)|in\s+excess\s+of|more\s+than|"
                     r"less\s+than|over|up\s+to)\s*[\"“]?\s*$")


def _money(text: str, m: re.Match[str], lo: int, hi: int, end: int) -> tuple[int, int, bool]:
    """(item index of the amount of the match, of an amount it says is wrong: `…, not
    $2,000,000` (-1: none), whether the amount is stated as approximate: `roughly 2 million
    dollars`). `end` is where the text after the match's object starts (after an apposition
    that names the object: `paid Acme's CFO, John Smith, $5,000`)."""
    chosen = -1
    approx = False
    for ph in placeholders(text, "M", m.start(), hi):
        start = ph.start()
        if start >= end and (start - end > 45 or _PARTY_OPEN.search(text, end, start)):
            break
        if _BEFORE_MONEY_BAD.search(text[max(lo, start - 14):start]):
            continue
        chosen = int(ph.group(2))
        approx = _APPROX.search(text, max(0, start - 25), start) is not None
        break
    wrong = -1
    for ph in placeholders(text, "M", lo, hi):
        start = ph.start()
        if _NOT_BEFORE.search(text[max(lo, start - 6):start]):
            wrong = int(ph.group(2))
    return chosen, wrong, approx


_PARTY_OPEN = re.compile("\ue000[OP]")
_NOT_BEFORE = re.compile(r"\bnot\s*$", re.IGNORECASE)
_FROM_BEFORE = re.compile(r"\bfrom\b[^\ue000]{0,30}$", re.IGNORECASE)


# what a date may be other than an event's or a document's: a person's birth, a passport's issue
# or expiry (`Subject: T. W. (DOB 12/03/1971)`, `Date of birth: …`, `passport expiry 14/05/2029`)
NOT_AN_EVENT = re.compile(
    r"(?i)(?:\bD\.?O\.?B\b\.?|\bborn(?:\s+on)?|\b(?:date|place)\s+of\s+(?:birth|issue|expiry)|\bbirth\s*(?:date|day)|"
    r"\bexpir(?:y|es|ed|ation)(?:\s+date)?|\bvalid\s+(?:until|through|to))\s*[:\-–]?\s*\**\s*$")
# a year a sentence dates its event by, written alone after a preposition of time (`in 2019`,
# `during fiscal 2021`, `since 2017`; `between 2018 and 2020`: its first year), never a year
# that ends a span (`until 2020`, `by 2025`), one of several (`in 2024 and 2025`), a number of
# things (`in 2019 shares`) or a part of a name or an amount (`the 2019 audit`, `$2019`)
_YEAR = re.compile(
    r"(?<![\w$€£¥.,-])(?:(?:[Bb]etween|[Ff]rom)|(?P<one>[Ii]n|[Dd]uring|[Tt]hroughout|[Ss]ince))\s{1,3}"
    r"(?:(?:in\s+or\s+)?(?:about|around|circa)\s{1,3})?"
    r"(?:(?:early|late|mid)[- ]{1,2})?(?:the\s(?:(?:calendar|financial|fiscal)\s)?year\s|fiscal\s|FY\s?)?"
    r"((?:1[89]|20)\d\d)(?![\w,.]?\d|[-/–]\d|\s{0,2}(?:%|per\s?cent))"
    r"(?!\s(?:shares|units|items|people|persons|employees|dollars|euros|pounds|tonnes|tons|barrels|times|votes)\b)"
    r"(?(one)(?!\s{0,2}(?:and|or|&|,|to)\s{1,2}(?:1[89]|20)\d\d))")


_MAY_HOLD_YEAR = re.compile(r"(?:1[89]|20)\d\d")  # a cheap gate for `_YEAR` (most templates hold none)


def dates(t: Template) -> tuple[str, str]:
    """(event date, correction date) of a sentence: the first day-precision date of each role,
    else the first month (`sold … in March 2021`: `2021-03`, which a question about that month
    finds, rather than the date of the document that tells it), else the first year written
    alone after a preposition of time (`acquired by A in 2019`: `2019`)."""
    if "\ue000D" not in t.text:
        year = _YEAR.search(t.text) if _MAY_HOLD_YEAR.search(t.text) else None
        return (year.group(2) if year else ""), ""
    corrected = set()
    for m in _CORRECTED_DATE.finditer(t.text):
        corrected.add(m.group(1) or m.group(2))
    event = fixed = month = ""
    for ph in placeholders(t.text, "D"):
        if NOT_AN_EVENT.search(t.text, max(0, ph.start() - 40), ph.start()):
            continue  # a birth, a document's expiry
        found = t.items[int(ph.group(2))].found
        iso = str(prop(found.props, "iso") or "")
        if len(iso) == 7 and ph.group() not in corrected:
            month = month or iso
        if len(iso) != 10:
            continue
        if ph.group() in corrected:
            fixed = fixed or iso
        else:
            event = event or iso
    if not (event or month):
        year = _YEAR.search(t.text) if _MAY_HOLD_YEAR.search(t.text) else None
        month = year.group(2) if year else ""
    return event or month, fixed


def _accounts(text: str, m: re.Match[str], lo: int, hi: int) -> tuple[tuple[int, bool], ...]:
    """(item index, is the source account) of the accounts a transfer names, in text order."""
    out: list[tuple[int, bool]] = []
    b_end = m.end("b") if m.group("b") else m.end()
    for ph in placeholders(text, "A", lo, hi):
        start = ph.start()
        if _FROM_BEFORE.search(text[max(lo, start - 40):start]):
            out.append((int(ph.group(2)), True))
        elif start >= b_end:
            out.append((int(ph.group(2)), False))
    return tuple(out)


def _account_norms(t: Template, accounts: tuple[tuple[int, bool], ...]) -> tuple[str | None, str | None]:
    src = dst = None
    for index, is_source in accounts:
        norm = t.items[index].found.norm
        if is_source:
            src = src or norm
        else:
            dst = dst or norm
    return src, dst


# the share an owner holds, said after the firm (`X is the beneficial owner of B, holding 60% of its shares`)
_HOLDING_AFTER = re.compile(r"\s*,\s*(?:holding|owning|with)\s+(\d{1,3}(?:\.\d{1,4})?)\s*%\s+of\s+"
                            r"(?:its|the|their|\ue000[OP]\d{1,4}\ue001)\s+"
                            r"(?:(?:issued|ordinary|voting)\s+)?(?:shares|share\s+capital|capital|stock|equity)\b")


def _percentage(m: re.Match[str]) -> float | None:
    groups = m.groupdict()
    raw = groups.get("pct") or groups.get("pct2") or groups.get("pct3") or groups.get("pct_by")
    if raw:
        return round_float(float(re.match(r"[\d.]+", raw).group()))  # type: ignore[union-attr]
    if groups.get("all"):
        return 100.0
    if groups.get("half"):  # `owned 50/50 by A and B`
        return 50.0
    if groups.get("count") and groups.get("total"):  # `holds 20 of its 100 shares`
        count, total = int(groups["count"].replace(",", "")), int(groups["total"].replace(",", ""))
        return round_float(round(100 * count / total, 2)) if 0 < count <= total else None
    return None


def _following(text: str, end: int) -> tuple[str, ...]:
    """Placeholders listed after a subject that ends the match (`are ⟨P1⟩, ⟨P2⟩ and ⟨P3⟩`), up to six."""
    out: list[str] = []
    pos = end
    for _ in range(6):
        m = _NEXT_PARTY.match(text, pos)
        if m is None:
            break
        kin = _KIN_LISTED.match(text, m.end())
        if kin is not None:  # `X and his two sons, A and B`: the sons, not `his`, are listed
            out.append(kin.group(1))
            pos = kin.end()
            continue
        if _POSSESSIVE_AFTER.match(text, m.end()):
            break  # `is X, Y's brother-in-law`: Y only says whose X is
        if _VERB_AFTER.match(text, m.end()):
            break  # `Its director is X, and Y is its secretary`: Y opens a clause of its own
        if _NOUN_AFTER.match(text, m.end()):
            break  # `B's director is X and its registered office is …`: `its` is a possessive, no party listed
        out.append(m.group(1))
        pos = m.end()
    return tuple(out)


# a verb after a listed party: it is the subject of a clause of its own
_VERB_AFTER = re.compile(r"\s+(?:(?:also|then|later|now)\s+)?(?:is|was|are|were|has|had|have|holds|held|owns|owned|"
                         r"serves|served|became|becomes|remains|remained|acts|acted|signed|will|would|did|does|"
                         r"received|paid|sent)\b")
# a noun right after a listed placeholder: it was a possessive pronoun's (`and its registered office`)
_NOUN_AFTER = re.compile(r"\s+(?!(?:and|or|but|nor|in|on|at|of|for|from|to|by|with|as|each|both|respectively|jointly|"
                         r"together|equally|who|whom|which|whose|that|since|until|through|via|also|then|now|not|"
                         r"and/or|plus|the|a|an|all|personally|directly|indirectly)\b)(?-i:[a-z][\w-]*)")
# a possessive's relatives named after it in a list (`… and his two sons, A and B`, `A and his son, B`)
_KIN_LISTED = re.compile(rf"\s+{KIN_BEFORE_NAMES}\s*,?\s*({PARTY})")


def _listed_after(text: str, end: int) -> tuple[str, ...]:
    """The parties listed after one that ends a match, when the list closes with `and` and
    its last item is no possessor (`owned by A and B`, not `controlled by A, B's parent`)."""
    listed = _following(text, end)
    if not listed:
        return ()
    last = text.rindex(listed[-1], end)
    closing = text[end:last]
    after = last + len(listed[-1])
    if not _AND_CLOSES.search(closing) or _POSSESSIVE_AFTER.match(text, after):
        return ()
    return listed


def _objects(rule: str, pred: str, m: re.Match[str], text: str, lo: int) -> tuple[str, ...]:
    """Further objects of a match, listed with its object: after it (`holds accounts at B, C and
    D`; `owns B and C`, `a director of B and C`, when the list ends the clause and every item is
    of the object's kind) or, in a passive, before it (`B and C are both owned by A`)."""
    if "b" not in m.re.groupindex or not m.group("b"):
        return ()
    if "more" in m.re.groupindex and m.group("more"):  # `paid B and C $2m`: each of the list
        return tuple(_PARTY_PH.findall(m.group("more")))
    kind = m.group("b")[1]
    if m.end("b") == m.end():
        if pred in _LISTED_OBJECTS:
            return _following(text, m.end())
        if pred not in _LISTABLE:
            return ()
        listed = _following(text, m.end())
        if not listed or any(ph[1] != kind for ph in listed):
            return ()
        end = text.find(listed[-1], m.end()) + len(listed[-1])
        return listed if _LIST_ENDS.match(text, end) else ()
    if (rule in PASSIVE_RULES or rule == "same_role_named") and m.start("b") == m.start():
        before = _conjuncts(text, m.start("b"), lo)
        return before if all(ph[1] == kind for ph in before) else ()
    return ()


# `A owns B through a web of shell companies registered in Cyprus`: where the other firms are, not
# B (`based_in` reads past them); `A owns B through offshore companies`: beneficially
_WHERE_RULES = frozenset(("based_in", "based_in_town"))
_OTHER_FIRMS = re.compile(r"(?i)\b(?:companies|entities|firms|vehicles|subsidiaries|structures|shells|trusts|"
                          r"foundations|nominees)\b")
_THROUGH_FIRMS = re.compile(r"(?i)\s*,?\s+(?:indirectly\s+)?(?:through|via)\s+(?:(?:a|an)\s+(?:web|network|chain|"
                            r"series|layer|string)\s+of\s+|(?:several|various|multiple|numerous|two|three|its|his|her|"
                            r"their)\s+)?(?:[\w-]+\s+){0,2}?(?:companies|entities|vehicles|subsidiaries|nominees|"
                            r"structures|trusts|foundations)\b")
# a holding held through a firm the sentence names (`patterns.owns_through`), after the holding
# or between its owner and the vehicle (`A, through its subsidiary C, holds …`)
_THROUGH_AFTER = re.compile(THROUGH_VEHICLE + PARTY)
_THROUGH_BETWEEN = re.compile(THROUGH_VEHICLE)
# the owner behind the registered one: `beneficial`, `ultimately`, `the true (real, ultimate) owner of B`
_BENEFICIALLY = re.compile(r"(?i)beneficial|ultimately|\b(?:true|real|ultimate|actual|de\s+facto|hidden|secret)\s+"
                           r"owners?\b")
# the bank's staff who cover a client: `the relationship manager for B` works for the bank, not for B
_CLIENT_ROLES = frozenset(("relationship manager", "account manager", "client manager", "account officer",
                           "relationship officer", "client adviser", "client advisor", "private banker"))
_COVERS = re.compile(r"\bfor\s+(?:both\s+|each\s+of\s+)?(?:the\s+)?$")
# a singular apposition right after a party: about that party, not the ones listed before it
_ONE_APPOSED = re.compile(r"(?:\s*\([^()\ue000\n]{0,40}\))?\s*,\s*(?:a|an)\s", re.IGNORECASE)


# `X and Y, both employees of B`: the list before the comma holds the office, each of them
_ALL_OF_THEM = re.compile(r"\s*,\s*(?:both|all)\s")


def _conjuncts(text: str, start: int, lo: int, listed: bool = False) -> tuple[str, ...]:
    """Placeholders coordinated before the subject at `start` (`A and B each paid …`), clause-initial
    only, unless `both` or `all` after them says the list is the subject (`The directors of B are X
    and Y, both employees of C`). With `listed`, the subject is itself in the list (`A, B and C
    met`: the pair rule read `B and C`)."""
    out: list[str] = []
    pos = start
    for _ in range(6):
        c = _CONJ_LEFT.search(text, max(0, pos - 100), pos)
        if not c or _OBJECT_BEFORE.search(text, max(0, c.start(1) - 12), c.start(1)):
            break  # (`A, a director of B, and C paid D`: B is the aside's, no payer)
        if not out and not listed and not _JOINS.search(text, c.end(1), c.end()):
            break  # (a list's last item follows `and`: `Karl, we paid B` addresses Karl)
        out.append(c.group(1))
        pos = c.start()
    # (a party before the list in its clause; when the list opens before the clause, as an Oxford
    # comma's does, before it in the sentence: `X controls B, and he paid C`: B is the object of the
    # clause before, no subject of `paid`)
    near = max(0, pos - 300)  # (looked for near the list only: a megabyte sentence stays linear)
    head = lo if pos >= lo else max(near, *(text.rfind(stop, near, pos) + 1 for stop in (".", ";", ":", "\n")))
    if (out and re.search(r"\ue000[OP]", text[head:pos])
            and not _ALL_OF_THEM.match(text, text.index("\ue001", start) + 1)):
        return ()
    if listed and out and _LIST_OPENS.search(text, max(0, pos - 4), pos) is None:
        return ()  # (`After paying Acme, X and Y met`: Acme is the object of what comes before)
    return tuple(out)


def _endpoints(t: Template, m: re.Match[str], last_owned: Item | None) -> tuple[Item, Item] | None:
    a = t.item(m.group("a"))
    b_ph = m.group("b") if "b" in m.re.groupindex else None  # not `groupdict()`: a dict of every group
    if b_ph:
        return a, t.item(b_ph)
    return (a, last_owned) if last_owned is not None else None


# a possessor before the subject's noun: `'s sister, ` (the `'s` of the placeholder just before)
# a word of an aside: lower-case, a year, or a date's or a place's placeholder
_ASIDE_WORD = r"(?:[a-z][\w-]*|\d{4}|\ue000[DL]\d{1,4}\ue001)"
# a pronoun's possessed noun closing an aside, and the phrase the pronoun is in (`until his dismissal
# in 2019,`), and the aside's head (`X, who was B's manager until `)
_POSSESSED_THEN_COMMA = re.compile(rf"\s+(?:{_ASIDE_WORD}\s+){{0,5}}?{_ASIDE_WORD}\s*,\s*")
_IN_PHRASE = re.compile(r"\b(?:until|till|since|after|before|upon|on|during|following|at|despite)\s+$")
_CLAUSE_HEAD = re.compile(rf"({PARTY})\s*,\s*(?:who|which)\s+[^,;()]{{0,80}}$")
# (with a time or a place: `X, who was B's manager until 2019, received …`)
_POSSESSOR = re.compile(rf"\s?['’]s?\s+(?:{_ASIDE_WORD}\s+){{0,6}}?{_ASIDE_WORD}\s*,\s*")
# (and a relative clause after it, about the apposition's head: `X, Y's wife, who is the sister of Z`)
_POSSESSOR_WHO = re.compile(_POSSESSOR.pattern + r"who\s+")
# a possessor of the subject, with no comma after (`Acme Ltd's manager received $5,000 from B`: an unnamed
# manager did); a party's own account, branch or office is the party (`Acme's Zurich branch paid B`), and
# its papers speak for it (`Acme's trade licence names X as manager`)
_POSSESSED_SUBJECT = re.compile(
    r"\s?['’]s?\s+(?!(?:[\w-]+\s+){0,3}?(?:accounts?|wallets?|branch(?:es)?|offices?|departments?|divisions?|"
    r"desks?|treasury|team|units?|arm|licen[cs]es?|registers?|registry|filings?|records?|returns?|statements?|"
    r"articles|memorandum|certificates?|minutes|website|books|ledgers?)\b)(?-i:[a-z][\w-]*)\s[^,;()\ue000]{0,30}")
_APPOSED = re.compile(rf"({PARTY})\s*,\s*(?:who\s+(?:is|was)\s+)?$")  # (`X, who is Y's nephew, runs B`)
# (a group's name may run on: `A, a member of the B Group of companies, paid C`)
# (and the verb's auxiliaries and adverbs: `A, a company controlled by X, did not pay C`)
_AUXILIARIES = (r"(?:(?:is|was|are|were|did|does|do|has|have|had|never|not|then|later|also|subsequently|"
                r"allegedly|reportedly|itself|now|still|currently)\s+){0,3}")
_COMMA = re.compile(rf"(?:\s+of\s+companies)?\s*,\s*{_AUXILIARIES}", re.IGNORECASE)
# a relative clause whose subject is the match's subject, closed by a comma: `B, which A owns, paid
# C` (B paid; A is the subject of `owns`)
_CLAUSE_WORD = r"(?:[a-z][\w-]*|\ue000[DLM]\d{1,4}\ue001|\d{4})"
# a firm's account a person pays from (`X transferred $1.9m from Lumen's account to C`, `from the
# account of Lumen`, `from an account held by Lumen`): the firm's money, the firm pays (X signed)
_FROM_FIRMS_ACCOUNT = re.compile(rf"\bfrom\s+(?:(?:the|an?|its)\s+(?:[\w-]+\s+)?accounts?\s+{HELD_BY}\s+(?:the\s+)?"
                                 r"(\ue000O\d{1,4}\ue001)|(\ue000O\d{1,4}\ue001)\s?['’]s?\s+(?:[\w-]+\s+){0,2}?(?:accounts?|a/c)\b"
                                 r"|(?:the\s+)?(\ue000O\d{1,4}\ue001)(?=\s+(?:in)?to\b))")
_FROM_ACCOUNT_RULES = frozenset(("transfer_active", "transfer_for_credit", "transfer_via_carrier"))
_CLOSES_CLAUSE = re.compile(rf"\s+(?:{_CLAUSE_WORD}\s+){{0,6}}?{_CLAUSE_WORD}\s*,\s*{_AUXILIARIES}")
# (`B, of which A is the sole director, paid C`: B paid)
# (`B, of which A and X are the directors, paid C`: B paid)
# (`B, which X admits he owns, paid C`: B paid)
_RELATIVE_HEAD = re.compile(rf"({PARTY})\s*,\s*(?:(?:(?:of|in|under|for)\s+)?(?:which|whom)(?:\s+{PARTY}\s+and)?"
                            rf"|which\s+{PARTY}\s+{OWNER_SAYS}(?:\s+that)?|that)\s+$", re.IGNORECASE)
# a possessive after a party, a noun, then the party it names, closing: `'s husband, ⟨P3⟩,`
# the words between a possessive and the party it names are what the party is to the possessor
# (`Acme's CFO, John Smith`), never a preposition or an account (`into B's account at C`: C is
# B's bank, not who is paid)
_NOT_POSSESSED = r"(?!(?:at|with|in|into|of|on|for|from|to|by|via|accounts?|wallets?|a/c)\b)"
# what a person named after a possessive pronoun is to its referent (`his wife, X`, `her lawyer, X`)
_WHO_TO = (r"(?:wife|husband|spouse|son-in-law|brother-in-law|son|daughter|brother|sister|father|mother|nephew|"
           r"niece|cousin|partner|lawyer|accountant|associate|nominee)")
# a party a match ends on that only says whose relative or helper the true party is, who is not
# named (`owned by Zoltan Kiss's brother-in-law.`, `paid USD 5,000 to John Smith's wife`)
_UNNAMED_OTHER = re.compile(
    rf"\s?['’]s\s+(?:(?:late|former|ex-|elder|younger|eldest|youngest|own|then)\s*)?(?:{_WHO_TO}|"
    + KIN_LONGEST
    + r"|(?:half-)?(?:brother|sister)|(?:son|daughter|father|mother|brother|sister)-in-law|wives|husbands|children|"
    r"child|parents?|relatives?|family|friend|assistant|driver|bodyguard|employee|secretary|aide)\b"
    r"(?!\s*,?\s*\ue000[OP])")
# who acts when the party named is only whose they are (`The director of Acme Corp paid B`,
# `Subsidiaries of A received …`, `Acme Corp's subsidiary paid B`): someone unnamed, not the party
_UNNAMED_HEADS = (r"(?:subsidiar(?:y|ies)|affiliates?|directors?|officers?|employees?|staff|agents?|lawyers?|"
                  r"representatives?|shareholders?|clients?|customers?|wife|husband|sons?|daughters?|brothers?|"
                  r"sisters?|relatives?|family|members?|branch(?:es)?|units?|divisions?|executives?|managers?|"
                  r"subcontractors?|suppliers?|partners?|associates?|accountants?|chair(?:man|woman|person)?|"
                  r"chairmen|presidents?|ceos?|cfos?|coos?|chief\s+executives?|heads?|founders?|owners?|leaders?|"
                  r"secretar(?:y|ies)|treasurers?|spokes(?:man|woman|person)|bosses|boss)")
_UNNAMED_HEAD = re.compile(rf"(?i)(?:^|[^\w\ue001])"
                           rf"(?:(?:one|some|two|three|several|many|most|all|each|none|both)\s+of\s+)?"
                           rf"(?:the|a|an|its|his|her|their)\s+(?:[\w-]+\s+){{0,2}}?{_UNNAMED_HEADS}\s+of\s+"
                           rf"(?:the\s+)?$|^\s*{_UNNAMED_HEADS}\s+of\s+(?:the\s+)?$")
_UNNAMED_POSSESSED = re.compile(rf"(?i)\s?['’]s\s+(?:[\w-]+\s+){{0,2}}?{_UNNAMED_HEADS}\b")
_POSSESSED_PARTY = re.compile(
    # (where it is may come first: `to Orlov's Cypriot company, Ostrava Holdings Ltd`)
    rf"(?:\s?['’]s?\s+(?:\ue000L\d{{1,4}}\ue001\s+|(?-i:[A-Z][a-z]+)\s+)?"
    rf"(?:{_NOT_POSSESSED}[a-z][\w-]*\s+){{0,2}}?{_NOT_POSSESSED}[a-z][\w-]*\s*,?\s*"
    rf"|\s+(?:(?:sole|main|largest|principal|majority|only|new|then)\s+)?(?:{_WHO_TO}|shareholder|owner|"
    rf"parent\s+company|subsidiary|director|chairman|founder|landlord|supplier|client|customer|"
    rf"(?:founding\s+|managing\s+|senior\s+|business\s+)?partner|president|trustee|treasurer|"
    rf"(?-i:CEO|CFO)|chief\s+executive)\s*,\s*)"
    # (after a possessive pronoun: `owned by his wife, X`, `paid $5m to its sole shareholder, X`)
    rf"({PARTY})"
    r"(?=\s*(?:[,.;:)]|$|\ue000M)|\s+(?:on|in|at|for|from|to|via|through|by|and)\b)")
# rules whose subject may be the first of a list
_LISTED_LAST = frozenset(("role_of_org_is", "org_role_is", "whose_role_is", "trust_party_is", "signers_are",
                          "signers_on_are",
                          "trust_party_possessive", "org_has_roles", "kin_possessive_plural",
                          "consortium_members_are", "llc_members_are", "partners_are", "partners_of_are"))
# `are business partners`: each is one
_PLURAL_ROLES = frozenset(("role_of_org_is", "org_role_is", "whose_role_is", "pair_partners", "trust_party",
                           "trust_party_is", "trust_party_possessive", "org_has_roles"))
# role words whose plural a list of holders takes (`are its first directors`)
_SINGULAR_ROLES = frozenset(w.rsplit(" ", 1)[-1] for w in ALL_ROLES) | {"director", "trustee", "partner",
                                                                        "shareholder", "owner", "signatory"}
_SHARE = re.compile(r"(\d{1,3}(?:\.\d+)?)\s?(?:%|per\s?cent)\s+")
_LISTED_OBJECTS = frozenset(("BANKS_WITH",))  # `holds accounts at B and C`: one claim per bank
# predicates whose object may be a list that ends the clause (`owns B and C.`; not `owns B and C
# paid …`)
# (`paid B and C.`: each was paid, jointly: the amount is not each one's)
_LISTABLE = frozenset(("OWNS", "BENEFICIAL_OWNER_OF", "CONTROLS", "DIRECTOR_OF", "OFFICER_OF", "TRANSFERRED",
                       "CALLED", "EMAILED", "MESSAGED", "MET", "CONTRACTED_WITH"))
_LIST_ENDS = re.compile(r"\s*(?:[,.;:)]|$|\s(?:in|on|at|since|from|until|through|via|by|for|as|with|and|which|"
                        r"who|both|each|respectively|jointly|together|directly|indirectly)\b)")
# passive rules whose agent may be a list (`B is owned by A and C`, `founded by X and Y`)
_BY_LISTED = frozenset(("owned_by", "controlled_by", "under_control", "founded_by", "replaced_by",
                        "transfer_received",  # (`received $X from A, B and C`: each paid, jointly)
                        "shares_split_between", "shares_split_between_possessive"))  # (`between X and Y`: each)
_POSSESSIVE_AFTER = re.compile(r"\s?['’]s?\b")
_AND_CLOSES = re.compile(r"\band\s+(?:(?:with|at|of|to)\s+)?(?:the\s+)?$")
# (after a party its share may stand in parentheses: `are A (51%) and B (49%)`)
# (the preposition may come again: `accounts with B and with C`, `a director of B and of C`; not after a
# bare comma: `Vasile's company, V Ltd, at B` is where an account is)
# (a note in brackets after each: `X (appointed 2015) and Y`)
_NEXT_PARTY = re.compile(rf"(?:\s*\((?:[^()\ue000\n]|\ue000[DL]\d{{1,4}}\ue001){{1,24}}\))?"
                         rf"(?:\s*,\s*(?:and\s+(?:(?:with|at|of|to)\s+)?)?|\s+and\s+(?:(?:with|at|of|to)\s+)?)"
                         rf"(?:the\s+)?({PARTY})")
# `A and B …`: no more subjects
_PAIR_RULES = frozenset(("pair_related", "pair_agreement", "shared_detail", "pair_together", "pair_partners",
                         "pair_conspired", "pair_met", "pair_spoke_by_phone", "meeting_between",
                         "pair_exchanged_messages", "pair_exchanged_emails", "ship_to_ship_between", "pair_married",
                         "pair_kin"))
# contact between parties, dated by the sentence's date as a payment is (`extract.patterns.COMMUNICATION`)
_CONTACTS = frozenset(("CALLED", "EMAILED", "MESSAGED", "MET"))
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "eleven": 11, "twelve": 12, "a dozen": 12}
# the role a rule's tie gives its subject, where no word of the match names it
# words before `officer` that leave it a company's officer (not `compliance`, `loan`, `police`)
_PLAIN_OFFICER = frozenset(("a", "an", "the", "its", "company", "corporate", "executive", "senior", "principal", "sole",
                            "only"))
# rules that read a role written between a firm's name and a person's (`RSPCA officer X`): a job title
_NAME_FIRST_RULES = frozenset(("role_org_first", "org_work_noun_person", "org_title_person", "role_signature"))


def _plain_officer(role: str) -> bool:
    """`officer`, `an officer`, `a company officer`: a firm's officer, no job (`a loan officer`)."""
    words = role.casefold().split()
    return words[-1:] in (["officer"], ["officers"]) and all(w in _PLAIN_OFFICER for w in words[:-1])


_RULE_ROLES = {"settled_trust": "settlor", "trust_settled_by": "settlor",
               "invoice_to": "supplier", "invoice_by": "supplier", "invoice_for_services": "supplier",
               "supplier": "supplier",
               "group_member": "group member", "introduced_by": "introducer", "introduced_to": "introducer",
               "consortium_led_by": "consortium leader", "consortium_leads": "consortium leader",
               "consortium_members_are": "consortium member",
               "heads_org": "head", "headed_by": "head", "signers_are": "signatory", "signers_on_are": "signatory",
               "signing_authority": "signatory",
               "represents": "representative", "represented_by": "representative", "supplied_by": "supplier",
               "sanctions_linked_to": "linked", "sells_to": "supplier", "buys_from": "supplier",
               "goods_by_to": "supplier",
               "consigned_by_to": "supplier", "sister_company": "affiliate", "sister_company_apposed": "affiliate",
               "sister_company_possessive": "affiliate", "sister_company_possessive_after": "affiliate",
               "common_control": "affiliate",
               "engaged_firm": "contractor", "engagement_of_firm": "contractor",
               "pair_conspired": "co-conspirator", "conspired_with": "co-conspirator", "laundered_for": "launderer",
               "lives_with": "household", "instructs_directors": "shadow director",
               "directors_act_on_instructions": "shadow director", "charterer_of": "charterer",
               "chartered_by": "charterer", "client_possessive": "client",
               "heads_department": "department head", "heads_department_possessive": "department head",
               "ship_to_ship": "ship-to-ship transfer", "ship_to_ship_between": "ship-to-ship transfer",
               "flagged": "flag", "flagged_apposition": "flag", "flag_of": "flag", "subcontracted_to": "subcontractor",
               "subcontractor_of": "subcontractor"}
_A_GROUP = re.compile(r"(?i)\bgroup\b")
_A_CONSORTIUM = re.compile(r"(?i)\b(?:consortium|consortia|joint\s+venture|JV|alliance|syndicate)\b")
_AN_LLC = re.compile(r"(?i)(?:\bL\.?L\.?C\.?|\blimited\s+liability\s+company)\s*$")
_A_PARTNERSHIP = re.compile(r"(?i)(?:\bL\.?L?\.?P\.?|\bS\.?C\.?S\.?|\bK\.?G\.?|\bpartnership)\s*$")
_CONSORTIUM_RULES = frozenset(("consortium_led_by", "consortium_leads", "consortium_members_are"))
# a second verb between a payment's verb and its `to`/`into` that puts something else there
# (`withdrew $9,500 in cash and on the same day purchased a cheque … payable to B`: the cheque's payee)
_SECOND_ACT = re.compile(r"(?i)\band\s+(?:(?:then|later|also|on\s+the\s+same\s+day|the\s+same\s+day|"
                         r"the\s+next\s+day|subsequently)\s+)?(?:put|puts|placed|places|left|leaves|entrusted|"
                         r"entrusts|purchased|bought|obtained|withdrew|opened|signed|cashed)\b")
_NO_LONGER = re.compile(r"(?i)\bno\s+longer\b")
# a sentence that opens with an order to pay, after the subject a match found before it
_ORDERED_AFTER = re.compile(r"(?i)[.!?:][ \t]+(?:(?:please|kindly|so|then|now)[ \t]+)?(?:transfer|pay|wire|send|remit|"
                            r"forward)[ \t]+(?=\ue000|(?:the|a|an|all|half|it|them|this|that)\b)")
# rules that read a payment approved, not made: hedged whatever the clause says
_APPROVED_ONLY = frozenset(("payment_approved", "instruction_debit", "instruction_from"))
# an office held up to a date (`CFO of B until 2024`, `until March 2025`)
# (also between two dates, `from 2019 to 2023`, and an office left in the same breath: `appointed
# director of B in 2019 and resigned in 2023`)
_WHEN = r"(?:\ue000D\d{1,4}\ue001|(?:19|20)\d\d\b)"
_WHEN_RE = re.compile(_WHEN)
# `not … until` a time: what the clause says began then (`did not become a director of B until 2020`); the
# negation only `not` (`never … until`, `no … until` deny more)
_NOT_UNTIL = re.compile(rf"\s*,?\s+(?:until|till)\s+{_WHEN}")
_NOT_ONLY = re.compile(r"(?i)\b(?:not|n['’]t)\b")
_DENIED = re.compile(r"(?i)\b(?:never|no|neither|nor|none|nobody|denied|denies|deny|false|falsely)\b")
_UNTIL = re.compile(rf"\s*,?\s+(?:(?:until|till)\s+{_WHEN}|(?:(?:on|in|since)\s+{_WHEN}\s+)?(?:from|between)\s+"
                    rf"{_WHEN}\s*(?:to|and|until|till|-|–)\s*{_WHEN}|(?:(?:on|in|from)\s+{_WHEN}\s+)?,?\s*and\s+"
                    r"(?:later\s+|subsequently\s+|then\s+)?(?:resigned|stepped\s+down|retired|left|was\s+removed)\b"
                    r"(?!\s+(?:from|at)?\s*(?:the\s+)?\ue000))")  # `and left Acme Corp`: another firm
_FORMER = re.compile(r"(?:former|formerly|ex-|erstwhile|one-time|onetime|retired|previous)\b")
# an office said to have been held, between its holder and the office: `X was previously a director of B`
# (`X previously worked as a trader at B`)
_ONCE_HELD = re.compile(r"(?i)\b(?:(?:was|were|had\s+been)\s+(?:previously|formerly|once|until\s+recently)|"
                        r"(?:previously|formerly)\s+(?:worked|served|acted)\s+(?:for\s+\ue000P\d{1,4}\ue001\s+)?(?:as|at))\b")
# a party named by whom it is to another before its name (`owned by his wife, X`, `Y's lawyer, X`)
# (or by an office, the firm's: `X, the sister of B's managing director, Y, owns C`)
_KIN_OF = rf"{PARTY}(?:\s?['’]s)?\s+(?:[a-z][\w-]*\s+)?{_WHO_TO}\s*,\s*|{PARTY}\s?['’]s\s+{OFFICE}\s*,\s*"
# (also `A, through his nominee N, controls B`: A acts, by way of N; and `A, whose directors are
# X and Y, paid B`: the apposition may list parties)
# (an office without its article: `Jane Roe, CFO of Beta Ltd, met C`)
# (after an age or a birth date: `X, DOB 04/11/1968, owner of B, lives in C`)
# (a time word may open the aside: `X, then a senior official at the Ministry of Mines, received …`)
_PRONOUN_IN_PHRASE = (r"\b(?:since|until|till|after|before|upon|during|following|despite)\s+\ue000[OP]\d{1,4}\ue001"
                      r"(?=\s+(?-i:[a-z]))")
# a term defined for a party in brackets after its name (`B ("Pike Marine")`, `B (the "Security Provider")`: with
# its article, the term itself a placeholder once bound)
_DEFINED_TERM = r"\s*\(\s*(?:the\s+)?[\"“](?:[^\"”()\ue000]|\ue000[OP]\d{1,4}\ue001){1,60}[\"”]\s*\)"
# (where the party is may come first, set off by commas: `X, Zurich, who owns B, paid C`; and the term it
# is defined as: `B (the "Guarantor"), a company owned by X, paid C`)
_OPENED = re.compile(rf"({PARTY})(?:{_DEFINED_TERM})?(?:\s*,\s*\ue000L\d{{1,4}}\ue001){{0,2}}\s*,\s*{TAG}"
                     rf"(?:(?:then|now|formerly|previously|once|still)\s+(?=(?:a|an|the)\s))?"
                     rf"(?:a|an|the|which|who|whose|one\s+of|"
                     rf"(?:{OFFICE}|owner|co-owner|founder|co-founder)\s+(?:of|at)|"
                     # (a participle's aside: `Acme Ltd, owned by John Smith, paid B`: Acme paid; and
                     # the vehicle it names: `B, owned by X through a Maltese holding company, C, won …`)
                     rf"(?:(?:wholly|jointly|ultimately|indirectly|beneficially|secretly|effectively)\s+)?"
                     rf"(?:owned|held|controlled)\s+by\s+{PARTY}\s*,?\s+(?:indirectly\s+)?(?:through|via)\s+"
                     rf"(?:[^,;\ue000]|\ue000[LOP]\d{{1,4}}\ue001){{0,60}}?"  # (`his`: a placeholder)
                     rf"(?:company|vehicle|subsidiary|trust|foundation|entity|firm|nominee)\s*,|"
                     rf"(?:(?:wholly|jointly|ultimately|indirectly|beneficially|secretly|effectively)\s+)?"
                     rf"(?:owned|controlled|run|led|headed|managed|founded|established|formed|operated|chaired|"
                     rf"directed|backed|financed|funded|set\s+up|settled)\s+by|"
                     # (a relative named without an article: `X, wife of Y, lives in Baku`)
                     rf"(?:{KIN_LONGEST})\s+of|"
                     # (a present participle's aside: `X, holding a 40% stake in B, paid C`: X paid)
                     rf"(?:holding|owning|controlling)|"
                     # (a firm's office-holder named after the office: `Acme Ltd, director John Smith, paid B`)
                     rf"(?:{OFFICE})(?=\s$)|"
                     rf"(?:acting\s+)?(?:through|via)(?:\s+{PARTY})?)\s"
                     # (the aside may name a list, and whose relative one in it is: `whose trustees
                     # are X and his cousin Y`)
                     # (and a pronoun's noun in a phrase: `B, which since its incorporation has been run by X`)
                     rf"(?:{_PRONOUN_IN_PHRASE}|[^,;\ue000]|\ue000[DLM]\d{{1,4}}\ue001|{PARTY}(?=\s+and\s)|{_KIN_OF}"
                     rf"|{PARTY}(?:\s?['’]s)?(?=\s+(?:{KIN_LONGEST})(?:-in-law)?\s)){{0,100}}$",
                     re.IGNORECASE)
# a possessive relative's noun set off by commas before a party: `B, (a Hong Kong company) whose sole
# director, X, …`
_WHOSE_NOUN = re.compile(rf"({PARTY})\s*,\s*(?:(?:a|an|the)\s(?:[^,;\ue000]|\ue000L\d{{1,4}}\ue001){{0,60}}?\s)?"
                         rf"(?:whose|(?:of|in|for)\s+(?:which|whom)\s+(?:{PARTY}|[\w-]+)\s?['’]s?)(?:\s+[\w-]+){{1,3}}\s*,\s*$",
                         re.IGNORECASE)  # (`B, of which A's brother, X, is the trustee, owns C`)
# a relative clause about a party whose noun is named in apposition, up to the party that closes it
# before a comma: `X, whose husband, Y, works for B, owns C` (X owns C, not B)
_WHOSE_CLAUSE = re.compile(rf"({PARTY})\s*,\s*whose\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s*"
                           # (`whose director is an Austrian lawyer, Y, …`)
                           rf"(?:,|\s+(?:is|was)\s+(?:a|an)\s+(?:[\w-]+\s+|\ue000L\d{{1,4}}\ue001\s+){{0,3}}?[\w-]+\s*,)"
                           rf"\s*{PARTY}\s*,\s*"
                           rf"(?:[^,;\ue000]|{PARTY}|\ue000[DLMA]\d{{1,4}}\ue001){{1,100}}$", re.IGNORECASE)
# … or whose noun the clause says is the party after it, described first: `B, whose director is an
# Austrian lawyer, X, paid C` (the clause ends with X; B paid C)
# (or after whose relative it is: `B, whose director is Kovalenko's son, X, paid C`)
_WHOSE_IS = re.compile(rf"({PARTY})\s*,\s*whose\s+(?:[\w-]+\s+){{1,3}}?(?:is|was)\s+(?:(?:a|an)\s+"
                       rf"(?:[^,;\ue000]|\ue000L\d{{1,4}}\ue001){{1,60}}?,\s*|{KIN_NAMED})$", re.IGNORECASE)
# a verb that names the role it gives (`founded B`: a founder of B)
_VERB_ROLES = {"founded": "founder", "co-founded": "co-founder", "cofounded": "co-founder", "set up": "founder",
               "chairs": "chair", "chaired": "chair", "has chaired": "chair", "had chaired": "chair",
               "have chaired": "chair", "chairing": "chair",
               "audits": "auditor", "audited": "auditor", "has audited": "auditor", "had audited": "auditor",
               "established": "founder", "incorporated": "founder", "formed": "founder",
               # `signed on behalf of B`: who signs for B; `acted on behalf of B`: its agent
               "signed": "signatory", "signs": "signatory", "executed": "signatory", "executes": "signatory",
               "acted": "agent", "acts": "agent", "acting": "agent", "negotiated": "agent", "negotiates": "agent",
               "appeared": "agent", "bought": "agent", "buys": "agent", "purchased": "agent", "purchases": "agent",
               "acquired": "agent", "acquires": "agent", "paid": "agent", "pays": "agent", "holds": "agent",
               "held": "agent", "registered": "agent",
               # `A guarantees the obligations of B`: A stands behind B's debts
               "guarantees": "guarantor", "guaranteed": "guarantor", "guarantee": "guarantor",
               "power of attorney": "attorney"}
# `sent funds to an account controlled by A`: A controls the account, not the sender
_PASSIVE_CONTROL = frozenset(("controlled_by", "under_control"))
_THING_BEFORE = re.compile(r"(?i)\b(?:accounts?|wallets?|address(?:es)?|funds?|money|cards?|propert(?:y|ies)|"
                           r"vessels?|ships?|aircraft|cars?|vehicles?|assets?|shares?)\s*$"
                           # `accounts at B for shell companies controlled by A`: what A controls is
                           # named after a preposition, not B
                           r"|\b(?:for|to|with|from|through|via|into|of)\s+(?:[\w-]+\s+){0,3}?"
                           r"(?:compan(?:y|ies)|entit(?:y|ies)|firms?|businesses|structures|corporations|shells?|"
                           r"vehicles?|clients?|customers?|persons?|individuals?|people|parties)\s*$"
                           # (a clause of its own with its own subject: `X died in 1955, and the
                           # company was directed by his son Y`: the company, not X)
                           r"|\b(?:and|but|while|whereas|when|after)\s+(?:the|its|his|her|their|this|that)\s+"
                           r"(?:[\w-]+\s+){1,3}?(?:was|is|were|are|has\s+been|had\s+been|have\s+been|became)\s+"
                           r"(?:\w+\s+)?$")
_WHO = re.compile(r"\s*,\s*who\b", re.IGNORECASE)
_RELATIVE = re.compile(
    r"\b(?:who|which|whom|whose)\b|\bthat\s+(?:the|a|an|is|was|are|were|has|had|it|he|she|they|we)\b", re.IGNORECASE)
# A "sentence" longer than this is a table dump or garbage: its mentions count, its relations
# are not read (bounded work per sentence whatever the input).
MAX_CHARS = 5000
_ENDPOINT_TYPES = frozenset(("Organization", "Person", "Location", "Account", "Vessel"))
# a passive's own subject after the party, in a clause of its own: `B in 2020 and a further sum
# was paid by A` (the sum was paid, not B)
_OTHER_SUBJECT = re.compile(r"(?i)\b(?:and|but|while|whereas)\s+(?:a|an|the|another|this|that|these|those|its|their)\s")
# what an owner or an officer is of, when an account follows the firm's name: the account
_OF_A_FIRM = frozenset(("OWNS", "BENEFICIAL_OWNER_OF", "CONTROLS", "DIRECTOR_OF", "OFFICER_OF", "EMPLOYED_BY"))
# (bounded word lengths, a start only at a space or an apostrophe: linear on any text)
_ACCOUNT_AFTER = re.compile(r"(?=[\s'’])\s?(?:['’]s?\s)?(?:\s?[a-z-]{1,20}\s){0,2}?\s?"
                            r"(?:accounts?|wallets?|sub-accounts?)\b")
# the rest of a bracket a subject stands in, closed (`'s CFO) `), and the party before the bracket
_IN_BRACKETS = re.compile(r"[^()\ue000\n]{0,40}\)\s*,?\s*")
_BRACKETED = re.compile(rf"({PARTY})\s*\(\s*$")
# what may stand in a bracket before a party in it: a label (`trustee: `), another entry (`protector:
# X; trustee: `)
# (or a relative's tie: `Ingrid Halvorsen (daughter of Erik Halvorsen) was appointed CEO`)
_BRACKET_LEAD = re.compile(rf"\(\s*(?:(?:[\w-]+\s*){{1,3}}:\s*(?:{PARTY}\s*[;,]\s*(?:[\w-]+\s*){{1,3}}:\s*)?|"
                           rf"(?:(?:the|a|an)\s+)?(?:[a-z-]+\s+)?(?:{KIN_LONGEST})(?:-in-law)?\s+of\s+)?$")


def _open_bracket(text: str, at: int) -> int:
    """Where the bracket that `at` (a party's start) is the first party inside opens, or -1."""
    lead = _BRACKET_LEAD.search(text, max(0, at - 120), at)
    return lead.start() if lead is not None else -1


# the words a second verb phrase may open with after `and` (`and previously served as`, `and never
# received`, `and denied owning`): its subject is the first phrase's, not the party before `and`
_AND_ADVERBS = (r"(?:(?:also|then|later|previously|formerly|since|subsequently|now|once|still|briefly|currently|"
                r"thereafter|never|denied|denies|admitted|admits)\s+){0,2}")
# a source's aside after `and` (`and, per the certification on file, holds …`)
_SOURCE_ASIDE = r"(?:\s*,\s*(?:per|as\s+per|according\s+to|based\s+on)\s[^,;\ue000]{1,50},)?"
_AND_ONLY = re.compile(rf"\s*,?\s*and{_SOURCE_ASIDE}\s+{_AND_ADVERBS}")
# an aside about the party, closed by a comma before `and`: `B is owned by A, a Delaware company, and
# managed by C` (the verb after `and` is the sentence subject's, B's)
_ASIDE_THEN_AND = re.compile(rf"\s*,[^,;]{{1,80}},\s*and\s+{_AND_ADVERBS}")
# a passive's second verb phrase (`B is owned by A and managed by C`, `… and registered in Panama`)
_PASSIVE_NEXT = re.compile(r"(?:\w+ed|run|held|owned|known|made|built|sold|bought)\s+(?:\w+\s+){0,2}?(?:by|in|at)\s")
# a payment named as what was stopped, right before the payment's noun (`rejected a $5,000 wire from
# A to B`, `blocked two transfers to B`, `cancelled the payment`)
# what stopped a payment, before it (`The bank rejected a $5,000 wire from A to B`) or after it
# (`The transfer … from A to B was rejected`)
_FAILED = r"rejected|blocked|declined|cancell?ed|refused|stopped|reversed|recalled|halted|intercepted"
_FAILED_BEFORE = re.compile(rf"(?i)\b(?:{_FAILED})\s+(?:(?:the|a|an|two|three|several|all|both|its|their|further|"
                            r"attempted|proposed|outgoing|incoming|\ue000M\d{1,4}\ue001)\s+){0,3}$")
_FAILED_AFTER = re.compile(r"(?i)\s*(?:\([^()]{0,40}\)\s*)?(?:(?:was|were|had\s+been|has\s+been|have\s+been)\s+"
                           rf"(?:(?:later|subsequently|then|immediately|eventually|also)\s+)?(?:{_FAILED}|returned\s+unpaid|"
                           r"bounced)\b|"
                           # (`The payment from A to B was never made`, `… did not go through`; not `was not
                           # made until May`: made, later)
                           r"(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:never|not)\s+(?:actually\s+)?"
                           r"(?:made|completed|executed|effected|sent|received|processed|paid|carried\s+out|credited)\b"
                           r"(?!\s+(?:until|before|in\s+cash|by\s+(?:cheque|check|wire)|on\s+time|in\s+full)\b)|"
                           r"(?:never|did\s+not|didn['’]t)\s+(?:go\s+through|take\s+place|happen|arrive|reach)\b)")
# payments that went on, then ended: `A stopped paying B in March 2020` (its date is the end), `A
# paid B a monthly retainer until March 2020` (`_PAID_UNTIL`, after the payee)
_STOPPED_PAYING = re.compile(r"(?i)\b(?:stopped|ceased|discontinued|halted|suspended)\s+(?:making\s+(?:the\s+|its\s+|"
                             r"his\s+|her\s+|their\s+)?)?(?:pay|send|transferr|wir|remitt)ing\b")
_PAID_UNTIL = re.compile(rf"[^\ue000;]{{0,60}}?\b(?:until|till|up\s+to)\s+(?:(?:early|mid|late|the\s+end\s+of)\s+)?"
                         rf"(?P<when>{_WHEN})")
# the subject made someone else act: `X caused it to transfer $3m to B`, `X instructed him to pay B`
# (who acted is the pronoun, not X; a name there is its own subject: `caused Acme to transfer`)
_MADE_ANOTHER = re.compile(r"(?i)\b(?:caused|causes|instructed|instructs|directed|directs|ordered|orders|told|tells|"
                           r"asked|asks|arranged\s+for|authori[sz]ed|authori[sz]es|allowed|allows|permitted|"
                           r"persuaded|forced|induced|procured|got|gets)\s+(?:him|her|it|them|the\s+company|"
                           r"the\s+firm)\s+(?:to\s+)?$")
# the subject's words, then a name no rule found before the verb: `A says done, Cobalt Ridge paid B`,
# `A said Acme paid B` (Cobalt Ridge paid, not A)
# a speaker's label, then a clause with its own subject (`EVANS: Did you ever pay B?`): the speaker
# is no subject of its verb (`bob: sent 250k to X`, no subject after the label, is the speaker's act)
_LABEL_THEN_SUBJECT = re.compile(r"(?i)\s*:\s*(?:[\w'’]+\s+){0,3}?(?:you|he|she|they|we|it|there)\b")
# a party after a preposition, then `and` and a verb: the verb is another's
# (the verb may have its object first: `… by the same accountant, X, and share an office in Y`)
_AND_BEFORE_VERB = re.compile(r"\band\s+(?:[a-z]+\s+){0,3}$")
_OBJECT_OF_PREPOSITION = re.compile(r"\b(?:from|to|by|with|via|through)\s+(?:the\s+)?(?:[^,;\ue000]{1,40},\s*)?$")
# a label's colon, then an order to pay (`X: send 2m to Pavel`, `X: ok, pls transfer it to B`)
_LABEL_THEN_ORDER = re.compile(r"(?i)\s*:\s*(?:[\w'’]+[.!,]\s+)?(?:(?:please|pls|plz|kindly|just|now|then|so)\s+)?"
                               r"(?:send|pay|transfer|wire|remit|move|forward)\b")
_SAID_NAME = re.compile(r"(?i)\b(?:says|said|told|confirms|confirmed|reports|reported|adds|added|writes|wrote|"
                        r"replied|replies|stated|states|explained|explains|insists|insisted)\b"
                        r".*(?-i:\b[A-Z][\w&'’.-]*)\s*$")
# `and` before a verb phrase or a noun phrase, or before a possessive (`and its CFO`, `and
# Acme's CFO`: the template holds a placeholder there)
# (a source's aside may follow the `and`: `and, per the certification on file, holds 51% of its stock`)
_AND_VERB = re.compile(rf"\s*,?\s+(?:and|as\s+well\s+as){_SOURCE_ASIDE}\s+(?:also\s+)?"
                       r"(?=[a-z]|\ue000[OP]\d{1,4}\ue001(?:\s?['’]s)?\s+(?:[a-z]|CEO|CFO|COO|CTO|UBO))")
# (a list's comma alone: `$4m to B, $2m to C and $1m to D`)
# (the first payee's bank between: `£9,700 to A at Finch Money Ltd and £9,650 to C`)
_AND_AMOUNT = re.compile(r"(?:\s+(?:at|with)\s+(?:the\s+)?\ue000O\d{1,4}\ue001)?"
                         r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:a\s+further\s+|another\s+)?"
                         r"(?=\ue000M\d{1,4}\ue001\s+(?:to|into)\s)")
# a second sum received from another payer, its verb left out (after an aside about the first:
# `from A, a Greek shipping group, and a further $8m from C`)
_AND_FROM = re.compile(r"(?:\s*,\s*(?:a|an|the)\s[^,;\ue000]{1,60},)?(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
                       r"(?:a\s+further\s+|another\s+|then\s+)?(?=\ue000M\d{1,4}\ue001\s+from\s)")
# (the second payee may be an account in a party's name: `and to personal accounts in the name of
# his brother-in-law, X`)
_AND_TO = re.compile(rf"\s*,?\s+and\s+(?:then\s+|later\s+|also\s+)?(?=(?:on\s+)?{TO_PAYEE}"
                     rf"(?:(?:his|her|its|their)\s+[\w-]+\s*,\s*)?{PARTY})")
# a relative clause about a party that ends naming another by whose it is, set off by commas (`Mr.
# Chen, who controls B through his wife, Mei Lin, received …`): the verb after it is the first party's
_WHO_THEN_POSSESSED = re.compile(rf"({PARTY})\s*,\s*who\s(?:[^,;\ue000]|{PARTY}){{1,120}}?"
                                 rf"(?:\b(?:his|her|their|its)|{PARTY})\s+(?:own\s+)?[\w-]+(?:\s+[\w-]+)?\s*,\s*$")
# a relative named by a title first, then the name in apposition: `X, son of the Chairman, Y, is a director of
# B` (X is; Y names whose son he is)
_KIN_OF_TITLED = re.compile(rf"({PARTY})\s*,\s*(?:{KIN_LONGEST})\s+of\s+(?:the|his|her|their|its)\s+"
                            r"(?:[\w-]+\s+){0,2}?[\w-]+\s*,\s*$", re.IGNORECASE)
_KIN_OF_BEFORE = re.compile(rf"({PARTY})\s*,\s*(?:{KIN_LONGEST})\s+of\s+(?:the\s+)?$")
_BARE_APPOSITION = re.compile(r"\s*,\s*(?!(?:a|an|the)\s)(?-i:[a-z])", re.IGNORECASE)
_APPOSED_ROLE_RULES = frozenset(("role_appositive", "role_appositive_any", "role_appositive_noun",
                                 "role_appositive_org"))
_PLURAL_ROLE = re.compile(r"(?i)(?:member|director|officer|employee|shareholder|partner|manager|executive|owner|"
                          r"trustee|official|representative|founder)s$")
_AND_SHARE = re.compile(rf"\s*,?\s+and\s+(?={PCT}\s+(?:of|in)\s+(?:the\s+)?{PARTY}"
                        r"(?!\s+(?:is|are|was|were|has|have|had|will|would|belongs?|goes|went)\b))")
_AGAIN_BEFORE_PARTY = re.compile(r"(?:with|at|of)\s+(?:the\s+)?\ue000[OP]")
_AND_NOUN = re.compile(r"(?:a|an|the|its|their|his|her)\s|\ue000[OP]\d{1,4}\ue001(?:\s?['’]s)?\s")


@dataclass(frozen=True, slots=True)
class _Reading:
    """What one pattern match says that the template text alone decides: everything but the
    mentions behind its placeholders (so a reading is cached with its template's text)."""

    rule: str
    m: re.Match[str]
    confidence: float
    skip: bool = False            # the matched subject is not the subject (`A owns B and controls C`)
    preds: tuple[str, ...] = ()   # the predicate, then a second role's (`director and shareholder of`)
    conjuncts: tuple[str, ...] = ()  # placeholders of subjects coordinated before it
    money: int = -1               # item index of the amount, of an amount said to be wrong (-1: none)
    wrong: int = -1
    accounts: tuple[tuple[int, bool], ...] = ()
    values: tuple[tuple[str, PropValue | None], ...] = ()  # props the text decides
    polarity: str = "positive"
    modality: str = "asserted"
    follow: tuple[str, str] | None = None  # (subject, coordinated verb phrase) to read again
    second_role: str = ""  # the role of the second predicate (`a director and shareholder of B`)
    relative: bool = False  # read through a relative clause (`B, which is owned by A`): B must be named
    objects: tuple[str, ...] = ()  # placeholders of objects listed after it (`accounts at B and C`)
    apposed: str = ""  # the placeholder of the true subject, when the matched one is its possessor
    b_apposed: str = ""  # the same for the object
    until: str = ""  # the date an office ended, as the template writes it (`from 2015 until 2019`: `2019`)


_OF_END = re.compile(r"\bof\s+(?:the\s+)?$")


def _who_is(text: str, head: re.Match[str]) -> str:
    """The placeholder an aside opened at `head` is about: its party, or, when that is a firm and
    the aside opens with `who`, the person an apposition before it is about (`X, the former CEO
    of B, who met C in 1998, now runs D`: X runs D)."""
    party = head.group(1)
    if party[1] != "O" or not _WHO.match(text, head.end(1)):
        # (an aside's party that is the object of an aside before it: `X, the daughter of Y, a
        # director of B, lives in Baku` is about X, whom the sentence is about)
        outer = _OPENED.search(text, max(0, head.start(1) - 120), head.start(1))
        return outer.group(1) if outer is not None and _OF_END.search(outer.group()) else party
    earlier = _OPENED.search(text, max(0, head.start(1) - 120), head.start(1))
    return earlier.group(1) if earlier is not None and earlier.group(1)[1] == "P" else party


# a bank named between a holder's possessive and `account` (`X's Binance account sent …`)
_BANK_ACCOUNT_PRE = re.compile(rf"\s+(?:{ACCOUNT_KIND}\s+)?(?:bank\s+)?accounts?\s")
_HOLDER_BEFORE = re.compile(rf"({PARTY})\s?['’]s\s+$")
# an order to the reader just before the verb: its subject is whoever is asked, not a party before
# (`Our account at Intesa Sanpaolo is blocked, so please pay B`)
_PLEASE_BEFORE = re.compile(r"(?i)\b(?:please|kindly|pls|plz)\s+$")


_ROLE_PLACE = re.compile(r"\ue000L\d{1,4}\ue001\s*")


def _read(rule: str, predicate: str, m: re.Match[str], text: str, confidence: float,
          coordinated: bool = False) -> _Reading:
    groups = m.groupdict()
    pre = groups.get("pre")
    if pre and (_AND_ONLY.fullmatch(pre) or _ASIDE_THEN_AND.fullmatch(pre)
                or (_RELATIVE.search(pre) and not own_relative(rule, pre) and not _POSSESSOR_WHO.fullmatch(pre))
                or _SAID_NAME.search(pre) or _MADE_ANOTHER.search(pre) or _LABEL_THEN_SUBJECT.match(pre)
                or _PLEASE_BEFORE.search(pre)
                or (rule in _PASSIVE_CONTROL and _THING_BEFORE.search(pre))
                or (rule == "transfer_passive" and _OTHER_SUBJECT.search(pre))
                or (rule in _WHERE_RULES and _OTHER_FIRMS.search(pre))):
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if (pre and m.start("a") == m.start() and _AND_BEFORE_VERB.search(pre)
            and _OBJECT_OF_PREPOSITION.search(text, max(0, m.start() - 64), m.start())):
        # `The customer received EUR 90,000 from A in May and sent EUR 85,000 to C`: the verb after `and` is
        # the clause's subject's, not A's (A is the object of `from`)
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if pre and groups.get("a") and _LABEL_THEN_ORDER.match(text, m.end("a")):
        # `Artem Volkov: good. send 2m to Pavel`: a chat line's sender tells another to pay; he pays nothing
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if rule in _APPOSED_ROLE_RULES and _PARENT_NAMED_BEFORE.search(text, max(0, m.start() - 30), m.start("a")):
        # `A, s/o B, Managing Director of C`: the office is A's (`role_appositive_after_kin`), not B's
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if rule == "kin_and_his" and _KIN_OF_SOMEONE_BEFORE.search(text, max(0, m.start() - 40), m.start()):
        # `her husband X and her nephew Y`: both `her`s are one person's, and Y is no relative of X
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    apposed = ""
    possessed_first = ""  # the object's true party, when it comes first as a possessor
    who = (_OPENED.search(text, max(0, m.start("a") - 120), m.start("a"))
           if pre and m.start("a") == m.start() and m.group("a")[1] == "O" and _WHO.match(pre) else None)
    if who is not None and who.group(1)[1] == "P":
        # `X, the former CEO of B, who met C`: `who` is a person, the one the apposition is about
        if coordinated:
            return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
        apposed = who.group(1)
    elif (pre and m.start("a") == m.start() and _IN_BRACKETS.fullmatch(pre)
            and (opened := _open_bracket(text, m.start("a"))) >= 0):
        # `John Smith (Beta Ltd's CFO) paid Acme Corp`, `The T Trust (trustee: X) owns B`: a party
        # inside a bracket after another is about it; the one before the bracket is the subject
        # (none: no reading)
        head = _BRACKETED.search(text, max(0, opened - 80), opened + 1)
        if head is None or coordinated:
            return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
        apposed = head.group(1)
    elif (pre and rule not in POSSESSIVE_RULES and _POSSESSED_SUBJECT.fullmatch(pre)
          and any(g in m.re.groupindex and m.start(g) == m.start() and m.end(g) == m.start("pre") for g in "ab")):
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    elif pre and rule not in POSSESSIVE_RULES and (
            (named := _POSSESSOR.match(pre) is not None)
            or (_POSSESSED_THEN_COMMA.fullmatch(pre) and _IN_PHRASE.search(text, max(0, m.start() - 12), m.start()))):
        # `Helen, Sarah's sister, owns B`: Sarah only names whose sister the subject is; the
        # subject is the name the apposition is about, when there is one (the object's, when the
        # rule names it first: `X, who was B's manager, received $5m from C`; or a clause's
        # subject, when the possessor is a pronoun inside a phrase: `X, who was B's manager until
        # his dismissal in 2019, received …`)
        first = "b" if "b" in m.re.groupindex and m.group("b") and m.start("b") == m.start() else "a"
        head = (_APPOSED.search(text, max(0, m.start(first) - 60), m.start(first)) if named
                else _CLAUSE_HEAD.search(text, max(0, m.start(first) - 100), m.start(first)))
        if head is None or coordinated:
            return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
        if first == "a":
            apposed = head.group(1)
        else:
            possessed_first = head.group(1)
    elif (pre is not None and pre[:1] == "," and pre.count(",") >= 2 and m.start("a") == m.start() and not coordinated
          and text[:m.start("a")].rstrip().endswith(",")
          and (head := _WHOSE_NOUN.search(text, max(0, m.start("a") - 120), m.start("a"))) is not None):
        # `B, whose sole director, X, lives in Macau, paid C`: X is set off by commas, in an aside
        # about B, and the verb after the aside's closing comma is B's (`B, whose director, X, is a
        # shareholder of C`: X is)
        apposed = head.group(1)
    elif pre is not None and _COMMA.fullmatch(pre) and m.start("a") == m.start() and not coordinated:
        # `Acme, a company controlled by John, paid B`: John closes an apposition about Acme,
        # which is the subject of the verb after it
        head = (_OPENED.search(text, max(0, m.start("a") - 120), m.start("a"))
                or _KIN_OF_TITLED.search(text, max(0, m.start("a") - 80), m.start("a"))
                or _WHOSE_CLAUSE.search(text, max(0, m.start("a") - 160), m.start("a"))
                or _WHOSE_IS.search(text, max(0, m.start("a") - 160), m.start("a"))
                or _WHO_THEN_POSSESSED.search(text, max(0, m.start("a") - 160), m.start("a")))
        if head is not None:
            apposed = _who_is(text, head)
    elif pre is not None and m.start("a") == m.start() and not coordinated and _CLOSES_CLAUSE.fullmatch(pre):
        head = (_RELATIVE_HEAD.search(text, max(0, m.start("a") - 80), m.start("a"))
                or _OPENED.search(text, max(0, m.start("a") - 160), m.start("a")))
        if head is not None:  # `B, which A owns, paid C`: B paid (`B, a company that won a contract
            apposed = _who_is(text, head)  # from A the same year, paid C`: A closes an aside about B)
    if (not apposed and rule in _APPOSED_ROLE_RULES and m.start("a") == m.start() and not coordinated
            and (relative := _KIN_OF_BEFORE.search(text, max(0, m.start() - 60), m.start())) is not None
            and _BARE_APPOSITION.match(text, m.end("a"))):
        # `X, wife of Y, shareholder of B (49%)`: a list of X's fields, each without an article (`X, the
        # daughter of Y, a director of B` may say what Y is: read as it stands)
        apposed = relative.group(1)
    if rule in _FROM_ACCOUNT_RULES and not apposed and "from" in m.group():
        # `X transferred $1.9m from Lumen's account to C`: Lumen paid C (X, its signatory, moved it)
        # (up to the bank that carried it: `from the account of B with HDFC Bank to C`, `transfer_via_carrier`)
        upto = m.start("via") if "via" in m.re.groupindex and m.group("via") else m.start("b")
        accounts_of = list(_FROM_FIRMS_ACCOUNT.finditer(text, m.end("a"), upto))
        if accounts_of and m.group("a")[1] == "P":  # (the last account named before the payee)
            apposed = accounts_of[-1].group(1) or accounts_of[-1].group(2) or accounts_of[-1].group(3)
        elif accounts_of and accounts_of[-1].group(3):
            # `HSBC blocked two transfers from Orion Ltd to Vega SA`: a firm that names another as
            # where the money came from is no payer (a person moving a firm's money is its agent)
            return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    role_words = groups.get("role") or ""
    if "\ue000" in role_words:  # (a place among its words: `sole UK director`, read as `sole director`)
        role_words = _ROLE_PLACE.sub("", role_words)
    if role_words and groups.get("truly"):  # `the real controller of B is X`: in truth, holding no office
        role_words = f"{groups['truly']} {role_words}"
    elif groups.get("sole") and role_words.casefold().split()[-1:] == ["member"]:
        role_words = f"sole {role_words}"  # `B's sole member is X`: an LLC's one member, its owner
    role_words = _VERB_ROLES.get(" ".join(role_words.casefold().split()), role_words)  # `founded` → founder
    pred = role_predicate(role_words) if predicate == "ROLE" else predicate
    if (pred in _OF_A_FIRM and "b" in m.re.groupindex and m.group("b") and m.end("b") == m.end()
            and _ACCOUNT_AFTER.match(text, m.end())):
        # `the beneficial owner of the Binance account used by C`: of an account kept at B, not of B
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if pred == "EMPLOYED_BY" and rule not in _NAME_FIRST_RULES and _plain_officer(role_words):
        pred = "OFFICER_OF"  # `an officer of B` is one of its officers (`RSPCA officer X` has a job)
    if (pred == "EMPLOYED_BY" and "b" in m.re.groupindex and m.group("b") and "role" in m.re.groupindex
            and m.group("role") and _COVERS.search(text, m.end("role"), m.start("b"))
            and " ".join(role_words.casefold().split()) in _CLIENT_ROLES):
        # `the relationship manager for B`: the bank's, covering its client B
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    gap = groups.get("gap")
    if predicate == "TRANSFERRED" and gap and _SECOND_ACT.search(gap):
        # `paid the fee and put the matter into B's hands`: the second verb's object, not a payee
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    at = text.rfind(apposed, 0, m.start("a")) if apposed else -1
    if rule in ("owns", "owns_direct", "owned_by") and (
            _THROUGH_AFTER.match(text, m.end()) or _THROUGH_FIRMS.match(text, m.end())
            or (at >= 0 and _THROUGH_BETWEEN.fullmatch(text, at + len(apposed), m.start("a")))):
        # `A holds 50% of B through C`, `A, through C, holds 50% of B`: C holds the shares
        # (`owns_through`, `owns_through_fronted`); A owns them through it
        pred = "BENEFICIAL_OWNER_OF"
    if groups.get("ben") or (pred == "OWNS" and _BENEFICIALLY.search(m.group()) is not None):
        pred = "BENEFICIAL_OWNER_OF"
    lo, hi = mod.clause(text, m.start(), m.end())
    if not apposed and m.end("a") == m.end():  # `owned by Ms. Chen's husband, David Chen`: David
        after = _POSSESSED_PARTY.match(text, m.end())
        apposed = after.group(1) if after is not None else ""
        if not apposed and _UNNAMED_OTHER.match(text, m.end()):  # `owned by X's brother-in-law.`
            return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    b_apposed = possessed_first
    b_end = m.end()  # where what follows the object starts (its amount, say)
    if (pre is not None and _COMMA.fullmatch(pre) and "b" in m.re.groupindex and m.group("b")
            and m.start("b") == m.start() and not coordinated):
        # `Tamsin Ferrow, the sole director of Verant Ltd, received £30,000 from W`: the
        # object first closes an apposition about the party that is the verb's subject
        head = (_OPENED.search(text, max(0, m.start("b") - 120), m.start("b"))
                or _WHO_THEN_POSSESSED.search(text, max(0, m.start("b") - 160), m.start("b")))
        if head is not None:
            b_apposed = head.group(1)
    if (pred == "TRANSFERRED" and pre is not None and _BANK_ACCOUNT_PRE.match(pre)
            and (holder := _HOLDER_BEFORE.search(text, max(0, m.start() - 40), m.start())) is not None):
        # `Artur Sedykh's Binance account received 40 ETH from X`, `… sent $5,000 to Y`: the account's holder
        # is the party, not the bank named as where it is
        if "b" in m.re.groupindex and m.group("b") and m.start("b") == m.start():
            b_apposed = holder.group(1)
        elif m.start("a") == m.start() and not apposed:
            apposed = holder.group(1)
    if "b" in m.re.groupindex and m.group("b") and m.end("b") == m.end():  # `paid Acme's CFO, John Smith,`
        after = _POSSESSED_PARTY.match(text, m.end())
        if after is not None:
            b_apposed, b_end = after.group(1), after.end()
        elif not b_apposed and _UNNAMED_OTHER.match(text, m.end()):  # `paid USD 5,000 to X's wife`
            return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if pred != "LOCATED_IN" and _unnamed_actor(rule, text, m, apposed, b_apposed, pre):
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if pred == "TRANSFERRED" and _ORDERED_AFTER.search(text, m.end("a"), m.end()):
        # `Ahmed Saleh: Yes. Send it to Cedar Consulting.`: an order to someone else, not the speaker's act
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    conjuncts = (_conjuncts(text, m.start("a"), lo)
                 if rule not in _PAIR_RULES and not coordinated and m.start("a") == m.start() and not apposed else ())
    if groups.get("others"):  # `B, in which X and Y hold …`: each of the holders named before the last
        conjuncts = tuple(_PARTY_PH.findall(groups["others"]))
    if conjuncts and not pre and _ONE_APPOSED.match(text, m.end("a")):
        # `A and B, a Cyprus company`: the apposition the rule reads is about B alone (an aside
        # before the verb is not: `A and B, a Cyprus company, paid C`)
        conjuncts = ()
    if (not conjuncts and rule in _APPOSED_ROLE_RULES and m.start("a") == m.start()
            and _PLURAL_ROLE.search(groups.get("role") or "")):
        # `Letters to Mr. Clinton, members of Congress, U.S. Army`: offices in the plural after one
        # name are the next item of a list, no apposition about it
        return _Reading(rule=rule, m=m, confidence=confidence, skip=True)
    if (not conjuncts and predicate == "ROLE" and m.start("a") > m.start() and m.end("a") == m.end()
            and _PLURAL_ROLE.search(groups.get("role") or "")):
        conjuncts = _listed_after(text, m.end())  # `B's founders, X and Y`: each holds the office
    pair_list: tuple[str, ...] = ()
    if rule in _PAIR_RULES and not coordinated and m.start("a") == m.start() and not apposed:
        # `A, B and C conspired`: the rule read `B and C`; A is with each of them
        conjuncts = _conjuncts(text, m.start("a"), lo, listed=True)
        pair_list = (m.group("a"),) if conjuncts else ()
    if rule in _LISTED_LAST and not apposed:  # `… of B are A and C`: each holds the office
        conjuncts = _following(text, m.end())
    elif rule in _BY_LISTED and not apposed and m.end("a") == m.end():
        conjuncts = _listed_after(text, m.end())  # `B is owned by A and C`: each owns it
    values: dict[str, PropValue | None] = {}
    money = wrong = -1
    accounts: tuple[tuple[int, bool], ...] = ()
    if pred == "TRANSFERRED":
        money, wrong, approx = _money(text, m, lo, hi, b_end)
        if money >= 0 and approx:
            values["approximate"] = True
        if _AGGREGATE.search(text, lo, hi):
            values["aggregate"] = True
        accounts = _accounts(text, m, lo, hi)
        if conjuncts and not _EACH.search(pre or ""):
            values["joint"] = True
    if pred in ("OWNS", "BENEFICIAL_OWNER_OF"):
        # (`in which X and Y hold a 60% interest`: between them, unless each holds it)
        joint = bool(groups.get("others")) and not re.search(r"\beach\b", m.group())
        values["percentage"] = None if joint else _percentage(m)
        if values["percentage"] is None and "b" in m.re.groupindex and m.group("b") and m.end("b") == m.end():
            held = _HOLDING_AFTER.match(text, m.end())  # `the beneficial owner of B, holding 60% of its shares`
            if held is not None:
                values["percentage"] = round_float(float(held.group(1)))
    if role_words:
        role = " ".join(role_words.casefold().split())
        if role.endswith("s") and not role.endswith("ss") and (
                rule in _PLURAL_ROLES or role[:-1].rsplit(" ", 1)[-1] in _SINGULAR_ROLES):
            # `the directors of B are …`, `X and Y are its first directors`: each is one
            role = role[:-3] + "y" if role.endswith("ies") else role[:-1]
        values["role"] = role
        if _FORMER.match(role):  # `the former CFO of B`: the office was held, and is no more
            values["ended"] = True
        elif (m.start("a") < m.start("role") and predicate == "ROLE"
              and _ONCE_HELD.search(text, m.end("a"), m.start("role"))):
            values["ended"] = True  # `X was previously a director of B`
    elif (predicate == "EMPLOYED_BY" and groups.get("b") and m.end("a") < m.start("b")
          and _ONCE_HELD.search(text, m.end("a"), m.start("b"))):
        values["ended"] = True  # `X was previously employed by B`
    if rule in _RULE_ROLES:  # `A invoiced B`: A is B's supplier
        values["role"] = _RULE_ROLES[rule]
        if service := groups.get("svc"):  # `engaged B as its auditor`: the service it names
            words = service.casefold().split()
            last = words[-1] if words[-1] == "counsel" else words[-1].removesuffix("s")
            values["role"] = " ".join([*words[:-1], last])
    if groups.get("left") or groups.get("sold"):  # `resigned as director of B`: the role was held, and is no more
        values["ended"] = True
    if groups.get("kin"):  # what the subject is to the object: `sister`, `spouse`
        kin = " ".join(groups["kin"].casefold().split())
        kin = {"children": "child", "grandchildren": "grandchild", "s/o": "son", "d/o": "daughter", "w/o": "wife",
               "h/o": "husband", "marriage": "in-law", "blood": "relative"}.get(kin, kin)
        if rule == "kin_possessive_plural" and kin.endswith("s"):
            kin = kin[:-1]  # `his sons, X and Y`: each is a son
        values["kin"] = "spouse" if kin == "married" else "ex-spouse" if kin == "divorced" else kin
    if groups.get("times"):  # `called B 14 times`: how often (`several times` says no number)
        times = " ".join(groups["times"].casefold().split())
        values["count"] = int(times) if times.isdigit() else _COUNT_WORDS.get(times)
    if groups.get("agreement"):  # the contract two parties are party to
        values["agreement"] = " ".join(groups["agreement"].casefold().split())
    if groups.get("shared"):
        values["shared"] = " ".join(groups["shared"].casefold().split())  # what two parties share
    local = rule in NOUN_PHRASE_RULES
    # (a negation inside the apposition about the subject is about the apposition: `A, which is
    # not owned by X, paid B`)
    polarity = mod.polarity(text, m.start(), m.end(), local, max(lo, m.end("a")) if apposed else lo)
    if (polarity == "negative" and not local and groups.get("b") and m.start("b") == m.start()
            and _RELATIVE_AFTER.match(text, m.end("b"))):
        # (a negation before the object is its own clause's, not the relative clause's after it:
        # `It does not list B, of which X is the owner`)
        polarity = mod.polarity(text, m.end("b"), m.end(), local, m.end("b"))
    if polarity == "negative" and (predicate == "ROLE" or rule == "group_member") and _NO_LONGER.search(m.group()):
        # `X is no longer a director of B` (`part of the Y Group`): the office was held and has ended (a negation
        # elsewhere in the clause still makes it negative)
        blanked = _NO_LONGER.sub(lambda n: " " * len(n.group()), text[:m.end()]) + text[m.end():]
        if mod.polarity(blanked, m.start(), m.end(), local, lo) == "positive":
            polarity = "positive"
            values["ended"] = True
    if (polarity == "negative" and _NOT_UNTIL.match(text, m.end())
            and _NOT_ONLY.search(text, lo if lo <= m.start() else m.start(), m.end())
            and not _DENIED.search(text, lo if lo <= m.start() else m.start(), m.end())):
        # `X did not become a director of B until 2020`, `B was not paid until May`: it was, from then on
        polarity, began = "positive", True
    else:
        began = False
    if pred == "TRANSFERRED" and polarity == "positive" and (
            _FAILED_BEFORE.search(text, max(0, m.start() - 60), m.start()) or _FAILED_AFTER.match(text, m.end())):
        # `The bank rejected a $5,000 wire from A to B`, `The transfer … from A to B was rejected by
        # the bank`: no money moved
        polarity = "negative"
    modality = ("hedged" if values.get("approximate") or rule in _APPROVED_ONLY
                else mod.modality(text, m.start(), m.end(), local, (lo, hi)))
    until = ""
    if (pred == "TRANSFERRED" and polarity == "positive" and modality == "asserted" and "b" in m.re.groupindex
            and m.group("b") and not began):
        if _STOPPED_PAYING.search(text, m.end("a"), m.start("b")):
            values["ended"] = True  # `A stopped paying B in March 2020`: the payments ended then
        elif (paid := _PAID_UNTIL.match(text, m.end())) and _WHEN_RE.search(text, m.end(), paid.start("when")) is None:
            values["ended"], until = True, paid.group("when")  # `A paid B a monthly fee until 2020`
    if (predicate in ("ROLE", "EMPLOYED_BY") and modality == "asserted" and not began
            and (held := _UNTIL.match(text, m.end()))):
        values["ended"] = True  # `X was the compliance officer at B until 2024`: held, and no more
        until = ([w.group() for w in _WHEN_RE.finditer(held.group())] or [""])[-1]  # (`from 2015 until 2019`)
    preds = [pred]
    second_role = ""
    for also in ("and2", "mid"):  # (the last of a list, else its middle: `founder, managing member and sole owner`)
        if groups.get(also) and role_predicate(groups[also]) not in (pred, "EMPLOYED_BY"):
            preds.append(role_predicate(groups[also]))  # "a nominee director and nominee shareholder of"
            second_role = re.sub(r"^(?:the|a|an|its)\s+", "", " ".join(groups[also].casefold().split()))
            break
    follow = None
    # (a gapped payment read from a coordinated one may be followed by another: `$4m to B, $2m to
    # C and $1m to D`; each reading's text is shorter, so the chain ends)
    if groups.get("b") and m.end("b") == m.end() and (not coordinated or rule != "transfer_received"):
        after = _AND_VERB.match(text, m.end()) if not coordinated else None
        if pred == "TRANSFERRED" and _AND_TO.match(text, m.end()):
            after = None  # `… to B and then to C`: a second payee, no second verb (below)
        elif after and _AGAIN_BEFORE_PARTY.match(text, after.end()):
            after = None  # `a director of B and of C`: a second object (`_objects`), no second verb
        if after:
            rest = text[after.end():after.end() + 300]
            # "a director of A and its CFO": a second role of the same subject
            follow = (m.group("a"), ("is " if _AND_NOUN.match(rest) else "") + rest)
        elif pred == "OWNS" and (gapped := _AND_SHARE.match(text, m.end())) is not None:
            # `owns 30% of B and 20% of C`: the second holding leaves its verb out
            follow = (m.group("a"), "owns " + text[gapped.end():gapped.end() + 300])
        elif pred == "TRANSFERRED" and polarity == "positive" and rule != "transfer_through_in" and (
                (gapped := _AND_AMOUNT.match(text, m.end()))
                or (not coordinated and (gapped := _AND_TO.match(text, m.end())))):
            # "sent $X to B and $Y to C", "were transferred to B and to C": the second payment
            # leaves its verb out
            follow = (m.group("a"), "sent " + text[gapped.end():gapped.end() + 300])
    elif rule == "transfer_received" and m.end("a") == m.end():
        gapped = _AND_FROM.match(text, m.end()) if polarity == "positive" else None
        after = _AND_VERB.match(text, m.end()) if gapped is None and not coordinated else None
        if gapped:  # "received $X from A and (a further) $Y from C": the second payment leaves its verb out
            follow = (m.group("b"), "received " + text[gapped.end():gapped.end() + 300])
        elif after:  # "B received $X from A and moved it to C": B, the subject, moved it
            follow = (m.group("b"), text[after.end():after.end() + 300])
    elif (rule in PASSIVE_RULES and not coordinated and groups.get("b") and m.start("b") == m.start()
          and m.end("a") == m.end() and (after := _AND_VERB.match(text, m.end())) is not None):
        # `B is owned by A and managed by C`: B, the subject, is managed by C
        rest = text[after.end():after.end() + 300]
        follow = (m.group("b"), ("is " if _PASSIVE_NEXT.match(rest) else "") + rest)
    objects = _objects(rule, pred, m, text, lo) + pair_list
    if objects and pred == "TRANSFERRED":
        values["joint"] = True  # `paid $9,000 to B and C`: not $9,000 each
    return _Reading(rule=rule, m=m, confidence=confidence, preds=tuple(preds), conjuncts=conjuncts, money=money,
                    wrong=wrong, accounts=accounts, values=tuple(values.items()), polarity=polarity,
                    modality=modality, follow=follow, apposed=apposed, b_apposed=b_apposed, second_role=second_role,
                    relative=bool(pre) and _RELATIVE.search(pre or "") is not None, objects=objects, until=until)


def find(t: Template, sentence_text: str, event: tuple[str, str] | None = None, *,
         owned: Found | None = None) -> list[Relation]:
    """Relation mentions of one sentence template, in pattern-table then text order.

    A verb phrase coordinated after a match (`A owns 80% of B and controls it`) is read
    again with the match's subject in front of it. `event` is `dates(t)` when the caller
    already has it. `owned` is the firm an earlier sentence stated a holding in: the rest of
    the shares (`C owns the remaining 20%`) are of it unless this sentence names another.
    """
    if len(t.text) > MAX_CHARS or not (may_relate(t.items) or owned is not None):
        return []
    state = _State(t=t, event=dates(t) if event is None else event, correction=mod.is_correction(sentence_text),
                   last_owned=Item(found=owned) if owned is not None else None)
    for reading in _readings(t.text):
        state.add(reading, t.text)
    if "," in t.text:  # read again past an aside about a party that names no other party
        bare = _ASIDE_AFTER_PARTY.sub(lambda am: _past_aside(t, am), t.text)
        if bare != t.text:
            for reading in _readings(bare):
                state.add(reading, bare)
        if ", of " in t.text:  # `I, X, of 8 Hill Street, Kyiv, as the sole director of B, …`: past the address
            bare = _ADDRESS_AFTER_PARTY.sub(lambda am: am.group(1) + ", ", t.text)
            if bare != t.text:
                for reading in _readings(bare):
                    state.add(reading, bare)
        if "'s " in t.text or "’s " in t.text:  # `X, Y's daughter, as the sole shareholder of B`: past the kin
            for aside in (_KIN_ASIDE, _KIN_BEFORE):
                bare = aside.sub(_past_kin, t.text)
                if bare != t.text:
                    for reading in _readings(bare):
                        state.add(reading, bare)
        if "(" in t.text and ("\"" in t.text or "“" in t.text):  # `B ("Pike Marine"), a Delaware firm, paid C`
            # (past the short name)
            bare = _DEFINED_AFTER_PARTY.sub(lambda am: am.group(1), t.text)
            if bare != t.text:
                for reading in _readings(bare):
                    state.add(reading, bare)
        if ", not " in t.text:  # `A, not B, paid C`: A paid (B, denied, is read as it stands)
            bare = _NOT_ASIDE.sub(lambda am: am.group(1) + " ", t.text)
            if bare != t.text:
                for reading in _readings(bare):
                    state.add(reading, bare)
        if ", and " in t.text or ", or " in t.text or ", but " in t.text:
            # `X holds no shares in, and is not a director of, B`: two predicates that share one object, each
            # read as said of it
            for shared in _SHARED_OBJECT.finditer(t.text):
                subject, first, second, obj = shared.groups()
                for bare in (f"{subject}{first} {obj}", f"{subject} {second} {obj}"):
                    for reading in _readings(bare):
                        state.add(reading, bare)
    if "(" in t.text and (bare := _BRACKET_AFTER_PARTY.sub(_past_bracket, t.text)) != t.text:
        # read again past a bracket after a party that names no other party (`Our customer X (30-91-47 /
        # 44120983, student a/c, opened Sept 23) received £24,500 from Y`)
        for reading in _readings(bare):
            state.add(reading, bare)
    if ";" in t.text and (entry := _ENTRY_NAME.match(t.text)) is not None:
        # a list entry's fields that say what its party does (`Amber Coast Holdings Ltd — BVI company;
        # holds 100% of B`): each read with the party as its subject
        for field in _ENTRY_VERB_FIELD.finditer(t.text, entry.end()):
            said = field.group(1)  # (`resident in Limassol`: where the party is)
            virtual = (f"{entry.group(1)} "
                       f"{'is ' if said.startswith(_WHERE_FIELDS) or _PASSIVE_FIELD.match(said) else ''}{said}")
            for reading in _readings(virtual):
                state.add(reading, virtual)
    if t.text.lstrip()[:1] == "|" and (row := _ROW_PARTY.match(t.text)) is not None:
        # a table row's later cells said of the party its first cell names (`| Ewa Lis | Board member |
        # Sister of Piotr Zielinski |`, `| Baltic Scrap OU | Customer | Owned by Marek Lis |`)
        for cell in _ROW_CELL.finditer(t.text, row.end()):
            said = cell.group(1)
            if said[:1].isupper() and said[1:2].islower():
                said = said[:1].lower() + said[1:]
            if _ROW_PARTICIPLE.match(said) or _ROW_OFFICE_NAME.match(said):
                virtual = f"{row.group(1)}, {said}"  # (`Director Musa Danjuma`: its director)
            elif _ROW_SHARE_HELD.match(said):
                virtual = f"{row.group(1)} is {said.replace(' held by ', ' owned by ', 1)}"  # `60% held by X`
            elif _ROW_NOUN_OF.match(said):
                virtual = f"{row.group(1)} is {said}"
            elif _ROW_VERB.match(said):
                virtual = f"{row.group(1)} {said}"
            else:
                continue
            for reading in _readings(virtual):
                state.add(reading, virtual)
    if " and " in t.text and (carried := _carried(t.text)) is not None and carried not in state.coordinated:
        state.coordinated.append(carried)
    for subject_ph, rest in state.coordinated:
        virtual = _MONEY_PRONOUN.sub(lambda pm: _money_pronoun(t, pm), f"{subject_ph} {rest}")
        # a denial before the subject denies each of its verb phrases (`There is no evidence that A paid B
        # and sent money to C`); one after it is its first phrase's own (`A filed no accounts and sent …`)
        at = t.text.find(subject_ph)
        denied = at >= 0 and mod.polarity(t.text, at, at + len(subject_ph)) == "negative"
        for trigger, family in FAMILIES:
            if not trigger.search(virtual):
                continue
            for name, predicate, pattern, confidence in family:
                vm = pattern.match(virtual)
                # (`… and $Y from C`: the payee received it, the subject of `transfer_received`)
                if vm is not None and (vm.group("a") == subject_ph or (
                        (name == "transfer_received" or name in PASSIVE_RULES) and vm.group("b") == subject_ph)):
                    reading = _read(name, predicate, vm, virtual, confidence, coordinated=True)
                    if denied:
                        reading = dataclasses.replace(reading, polarity="negative")
                    state.add(reading, virtual)
    return state.finish()


# the subject of a clause, its verb after it (an aside about it between: `A, a freight forwarder
# in Dubai, arranged …`) …
_CLAUSE_SUBJECT = re.compile(
    rf"(?:[^\ue000,;:]{{0,40}},\s*)?({PARTY})(?:\s*\([^()\ue000]{{0,60}}\))?"
    rf"(?:\s*,\s*(?:a|an|the)\s(?:[^,;\ue000]|\ue000[LDM]\d{{1,4}}\ue001){{1,100}}?,)?"
    r"\s+(?:(?:also|then|later|allegedly|reportedly|subsequently)\s+)?[a-z]{3,}\b")
# … and a second verb phrase of it, its subject left out, that a rule reads (`A arranged shipments for
# B and received $3.4m from C`: the first phrase is no relation, so no rule's match carries A on)
_AND_THEN_VERB = re.compile(r"(?<!,)\s+and\s+(?:then\s+|later\s+|also\s+|subsequently\s+|thereafter\s+)?"
                            r"(?=(?:(?:did|does|has|had|have)\s+not\s+|never\s+)?"
                            r"(?:received|paid|wired|sent|transferred|remitted|deposited|owns|owned|controls|"
                            r"controlled|holds|held|acquired|bought|purchased|met|called|emailed|texted|"
                            r"became|serves|served|opened|denied|denies)\b"
                            # (a bare verb only after its own `did not`: `and send …` shares the first's)
                            r"|(?:did|does)\s+not\s+(?:pay|send|wire|transfer|receive|own|control|hold|meet)\b)")
# what opens another clause (whose subject the second phrase may be) or ends this one
_CLAUSE_BREAK = re.compile(r"\b(?:that|which|who|whom|whose|because|when|while|after|before|if|although|but|where|"
                           r"whether|until|unless|since)\b|[;:]")


def _carried(text: str) -> tuple[str, str] | None:
    """The subject of a sentence's first clause and the verb phrase coordinated after its first
    phrase (`A arranged shipments for B and received $X from C` → (A, `received $X from C`)),
    when nothing between them opens another clause."""
    m = _CLAUSE_SUBJECT.match(text)
    if m is None:
        return None
    after = _AND_THEN_VERB.search(text, m.end())
    if after is None or _CLAUSE_BREAK.search(text, m.end(), after.start()) is not None:
        return None
    return m.group(1), text[after.end():after.end() + 300]


# a person's relative named in an aside after the name (`Elena Volkova, Mr. Volkov's daughter, as
# the sole shareholder of B`, `X, who I understand is Y's wife, is the director of B`): the verb after
# it is the person's (the kinship is read as it stands)
_KIN_ASIDE = re.compile(rf"({PARTY})\s*,\s*(?:who\s+{WRITER_BELIEF}(?:is|was)\s+)?"
                        rf"{PARTY}\s?['’]s?\s+(?:[\w-]+\s+)?(?:{KIN_LONGEST})\s*,\s*(?=[a-z])")


def _past_kin(am: re.Match[str]) -> str:
    """A party read past the kin set off beside it; after `whose director is` the comma that closes
    the relative clause stays (`B, whose director is X's son, Y, paid C`: B paid)."""
    closes = _WHOSE_ROLE_IS.search(am.string, max(0, am.start() - 80), am.start()) is not None
    return am.group(1) + (", " if closes and am.re is _KIN_BEFORE else " ")


_WHOSE_ROLE_IS = re.compile(r"\bwhose\s+(?:[\w-]+\s+){1,3}?(?:is|was)\s+$", re.IGNORECASE)
# … or before it (`B, of which Reyes's brother, Luis Reyes, is the trustee`: `which Luis Reyes is …`)
_KIN_BEFORE = re.compile(rf"(?<=\s)(?:{PARTY}|[A-Z][\w-]+)\s?['’]s?\s+(?:[\w-]+\s+)?(?:{KIN_LONGEST})\s*,\s*"
                         rf"({PARTY})\s*,\s*(?=[a-z])")
# a party's apposition that names no other party, closed by a comma before a verb: `A ("Northwind"),
# a free-zone company registered in Dubai, holds account 123 at B` is read as `A holds account 123 at B`
# too (the rules' gaps after a subject are short); a name defined in parentheses goes with it
_NOT_ASIDE = re.compile(rf"({PARTY})\s*,\s*not\s+(?:the\s+)?{PARTY}\s*,\s*(?=[a-z])")
_ASIDE_AFTER_PARTY = re.compile(
    rf"({PARTY})(?:\s*\([^()\ue000]{{0,60}}\))?\s*,\s*(?:(?:a|an|the|one\s+of\s+the)\s"
    rf"(?:[^,;\ue000]|\ue000[LDMOP]\d{{1,4}}\ue001){{1,150}}?"
    # (or a possessive's office: `Neil Bramley, its director, lives in Leeds`; `its` is a pronoun)
    rf"|{PARTY}(?:\s?['’]s)?\s+(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){{0,2}}\s*),\s*(?=[a-z])")
# (a named firm's office: `Neil Bramley, Acme Ltd's director, lives in Leeds`: Bramley lives there)
_POSSESSOR_OFFICE = re.compile(rf"\s*,\s*{PARTY}\s?['’]s\s+(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){{0,2}}\s*,\s*")


# a party's address set off by commas, as a deed or a power of attorney writes it after a name (`I,
# Marina Kostenko, of 8 Lesi Ukrainky Boulevard, Kyiv, as the sole director of B, appoint …`)
_ADDRESS_AFTER_PARTY = re.compile(
    rf"({PARTY})\s*,\s*of\s+(?:[^,;\ue000]|\ue000[LD]\d{{1,4}}\ue001){{1,60}}?"
    rf"(?:,\s*(?:[^,;\ue000]|\ue000[LD]\d{{1,4}}\ue001){{1,40}}?){{0,3}},\s*(?=[a-z])")
# a list entry's party and the dash after it (`Amber Coast Holdings Ltd (BVI) — `), and a field of it
# that opens with a verb (`; holds 100% of B`, `; operates the tanker X`)
# (or a sanctions list's place after a comma: `SEVERNY METALS LLC, Moscow, Russia; controlled by X`)
_ENTRY_NAME = re.compile(rf"\A\s*({PARTY})(?:\s*\([^()\n]{{0,120}}\))?\s*(?:[—–]|\s-\s|,(?=(?:\s*{LOC}\s*,?)+\s*;))")
_ENTRY_VERB_FIELD = re.compile(r";\s*((?!(?:its|his|this|thus|unless|less|perhaps|yes|plus|as)\b)"
                               r"(?-i:[a-z]+(?:s|ed)|paid|sent|lent|sold|bought|held|made|gave|took|resident|domiciled|"
                               r"living)\b[^;]*?)\s*(?=;|\.?\s*$)")
_WHERE_FIELDS = ("resident", "based", "domiciled", "living")
# a field that says what was done to the party (`owned by X`, `controlled by X`): read as `is …`
_PASSIVE_FIELD = re.compile(r"(?:(?:wholly|jointly|ultimately|indirectly|beneficially)\s+)?"
                            r"(?:owned|controlled|run|managed|operated|directed|held)\s+by\b")
# a table row's party, alone in its first cell, and each later cell; a cell that says what the
# party is (`sister of X`, `a director of B`), what was done to it (`owned by X`) or what it does
_ROW_PARTY = re.compile(rf"\A\s*\|\s*({PARTY})(?:\s*\([^()|\n]{{0,40}}\))?\s*(?=\|)")
_ROW_CELL = re.compile(r"\|\s*([^|\n]*?[^|\s][^|\n]*?)\s*(?=\|)")
_ROW_PARTICIPLE = re.compile(r"(?:(?:wholly|jointly|ultimately|indirectly|beneficially)\s+)?(?:owned|controlled|run|"
                             r"managed|operated|founded|set\s+up|established|registered|incorporated|based|held|"
                             r"directed|headed|chaired)\b")
_ROW_NOUN_OF = re.compile(r"(?:(?:a|an|the)\s+)?(?:(?-i:[a-z][\w-]{0,30})\s+){0,2}?(?-i:[a-z][\w-]{0,30})\s+"
                          r"(?:of|to)\s")
_ROW_SHARE_HELD = re.compile(rf"{PCT}\s+(?:held|owned)\s+by\s")
_ROW_OFFICE_NAME = re.compile(rf"(?:{OFFICE})\s+\ue000P\d{{1,4}}\ue001", re.IGNORECASE)
_ROW_VERB = re.compile(r"(?-i:[a-z]{1,30}s|paid|sent|received|lent|sold|bought|holds|owns|controls)\b")
# a short name defined in brackets right after a party (`Pike Marine Services Inc. ("Pike Marine")`)
# a subject, two predicates each ending in a preposition, set off by commas, and the object they share
_SHARED_OBJECT = re.compile(rf"({PARTY})(\s[^,;\ue000]{{2,60}}?\b(?:in|of|to|from|with|for|at|by))\s*,\s*"
                            rf"(?:and|or|but)\s+([^,;\ue000]{{2,60}}?\b(?:in|of|to|from|with|for|at|by))\s*,\s*({PARTY})")
_DEFINED_AFTER_PARTY = re.compile(rf"({PARTY}){_DEFINED_TERM}")
# a bracket after a party that says more of it: its account, its dates, its place (a long one: a short one
# the patterns read themselves)
_BRACKET_AFTER_PARTY = re.compile(r"(\ue000[OP]\d{1,4}\ue001)[ \t]*"
                                  r"\((?:[^()\ue000\n]|\ue000[ADLM]\d{1,4}\ue001){25,160}\)")


def _past_bracket(bm: re.Match[str]) -> str:
    return bm.group(1)


_PARTY_PH = re.compile(PARTY)


def _past_aside(t: Template, am: re.Match[str]) -> str:
    """The party of an aside match without the aside, unless the aside names a party other than
    by a pronoun (`its own`: the party itself)."""
    if (any(not t.item(ph.group()).anaphor for ph in _PARTY_PH.finditer(am.group(), len(am.group(1))))
            and not _POSSESSOR_OFFICE.fullmatch(am.group(), len(am.group(1)))):
        return am.group()
    return am.group(1) + " "
# `… and moved it to C`: the pronoun a transfer verb takes is the money, not a party
_MONEY_PRONOUN = re.compile(rf"\b(?:moved|sent|transferred|forwarded|wired|remitted|paid|routed|passed)\s({PARTY})"
                            r"(?=\s+(?:on\s+)?(?:to|into)\b)")
_PRONOUNS_OF_MONEY = frozenset(("it", "them"))


def _money_pronoun(t: Template, pm: re.Match[str]) -> str:
    item = t.item(pm.group(1))
    if not (item.anaphor and item.found.surface.casefold() in _PRONOUNS_OF_MONEY):
        return pm.group()
    return pm.group()[:pm.start(1) - pm.start()] + "it"


_SHARE_PREDICATES = frozenset(("OWNS", "BENEFICIAL_OWNER_OF"))
# a holder's share in parentheses after its name: `Gamma Holdings Ltd (51%)`
_SHARE_AFTER = re.compile(r"\s*\(\s*(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per\s?cent)\s*\)")


# shares listed in the subjects' order (`A and B own 60% and 40% of C, respectively`, `… owned by A
# and B, who hold 70% and 30% respectively`): each share, and the word that pairs them
_A_SHARE = re.compile(r"(\d{1,3}(?:\.\d{1,2})?)\s?(?:%|per\s?cent)")
_RESPECTIVELY = re.compile(r"(?i)\brespectively\b")
_SENTENCE_STOP = re.compile(r"[.;](?:\s|$)")


def _respective_shares(text: str, r: _Reading, phs: list[str]) -> list[float | None] | None:
    """The shares the subjects `phs` hold, listed in the order of their names in `text` (`A and B
    own 60% and 40% of C`, `… who hold 70% and 30% respectively` in the sentence after the match);
    each None when the match lists several shares but not one for each; None when it lists one."""
    if len(phs) < 2:
        return None
    end = r.m.end()
    stop = _SENTENCE_STOP.search(text, end, min(len(text), end + 120))
    said = _RESPECTIVELY.search(text, end - 1 if end else 0, stop.start() if stop else min(len(text), end + 120))
    shares = [float(s) for s in _A_SHARE.findall(text, r.m.start(), said.start() if said else end)]
    if ratio := r.m.groupdict().get("ratio"):  # `owned 60/40 by A and B`: the shares in the owners' order
        parts = [float(p) for p in ratio.split("/")]
        shares = parts if sum(parts) == 100 else shares
    if len(shares) < 2:
        return None
    lo = mod.clause(text, r.m.start(), r.m.end())[0]
    at = [text.find(ph, lo) for ph in phs]
    if len(shares) != len(phs) or min(at) < 0:
        return [None] * len(phs)  # (`A and B own 60% and 40% of C and D`: whose is which is not said)
    out: list[float | None] = [None] * len(phs)
    for share, k in zip(shares, sorted(range(len(phs)), key=lambda k: at[k]), strict=True):
        out[k] = share
    return out


def _own_shares(text: str, r: _Reading, n: int, values: dict[str, PropValue | None]) -> list[Props] | None:
    """Each subject's props with the share written after its name (`B's shareholders are A (51%)
    and C (49%)`) when the match itself gives none, or listed in order with `respectively` (`A and
    B own 60% and 40% of C, respectively`); None when no subject has one."""
    phs = [r.apposed] if r.apposed else [r.m.group("a"), *r.conjuncts]
    if len(phs) == n and (shares := _respective_shares(text, r, phs)) is not None:
        return [props(**{**values, "percentage": round_float(share) if share is not None else None})
                for share in shares]
    if values.get("percentage") is not None:
        return None
    out: list[Props] = []
    found = False
    for ph in phs[:n]:
        at = text.find(ph)
        pm = _SHARE_AFTER.match(text, at + len(ph)) if at >= 0 else None
        found = found or pm is not None
        out.append(props(**{**values, "percentage": round_float(float(pm.group(1))) if pm else None}))
    return out if found and len(out) == n else None


def may_relate(items: Sequence[Item]) -> bool:
    """False when `find` of a template with these items returns nothing, whatever its text:
    fewer than two mentions that can be an endpoint, and no anaphor."""
    ends = 0
    for it in items:
        if it.candidates:
            return True
        if it.found.type in _ENDPOINT_TYPES:
            ends += 1
    return ends >= 2


@lru_cache(maxsize=1024)
def _readings(text: str) -> tuple[_Reading, ...]:
    """The reading of every pattern match in a template, in pattern-table then text order.

    Pure in `text`, and cached: case notes repeat sentence shapes (`O sent M to O on D.`
    with other names each time), and scanning and reading the patterns is most of the cost
    of `find`.
    """
    return tuple(_read(name, predicate, m, text, confidence) for trigger, family in FAMILIES
                 if trigger.search(text) for name, predicate, pattern, confidence in family
                 for m in _matches(pattern, text))


def _matches(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """`pattern.finditer(text)`, except that a match whose object ends it and is followed by a
    relative clause about that object (`… to B, which then sent …`) lets the next match start
    at the object: the clause's subject is inside the match before it. Each next search starts
    past the last match's start, so the scan stays linear in the number of matches."""
    pos = 0
    while pos <= len(text):
        m = pattern.search(text, pos)
        if m is None:
            return
        yield m
        # (the party that ends the match: the object, or a passive's agent, `B is owned by A, which …`)
        last = next((g for g in ("b", "a") if g in m.re.groupindex and m.group(g) and m.end(g) == m.end()), "")
        at = m.start(last) if last else -1
        after = m.end()
        if at > m.start() and (bracket := _BRACKET_AFTER.match(text, after)) is not None:
            after = bracket.end()  # (`B is owned by A (Cyprus), which is owned by C`)
        relative = at > m.start() and WHO_ACTS.match(text, after) is not None
        pos = at if relative else m.end() if m.end() > m.start() else m.end() + 1


# a place or a note in brackets after a party (`Nerissa Holdings Ltd (Cyprus)`)
_BRACKET_AFTER = re.compile(PLACE_BRACKET)


@dataclass
class _State:
    t: Template
    event: tuple[str, str]
    correction: bool
    out: list[Relation] = field(default_factory=list)
    seen: set[tuple[str, str, str, str]] = field(default_factory=set)
    last_owned: Item | None = None
    coordinated: list[tuple[str, str]] = field(default_factory=list)
    implied: list[Relation] = field(default_factory=list)  # what a transfer implies (`holdings`)

    def add(self, r: _Reading, text: str) -> None:
        t = self.t if text is self.t.text else Template(text=text, items=self.t.items)
        ends = _endpoints(t, r.m, self.last_owned)
        if ends is None or r.skip:
            return
        if "via" in r.m.re.groupindex and r.m.group("via") and not a_bank(t.item(r.m.group("via")).found):
            return  # `sent $X via B to C`: B, no bank, took part (`transfer_through_in` reads it)
        if r.relative and (ends[0] if r.m.start("a") < r.m.start("pre") else ends[1]).anaphor:
            return  # `the company, which had been owned by Diageo`: which company is a guess too far
        subjects = [t.item(r.apposed)] if r.apposed else [ends[0], *map(t.item, r.conjuncts)]
        if r.b_apposed:
            ends = (ends[0], t.item(r.b_apposed))
        values = dict(r.values)
        event, fixed = self.event
        if r.preds[0] == "TRANSFERRED":
            if r.money >= 0:
                money = t.items[r.money].found
                values["amount_minor"] = prop(money.props, "amount_minor")
                values["currency"] = prop(money.props, "currency")
            if r.wrong >= 0 and r.wrong != r.money:
                values["corrects_amount_minor"] = prop(t.items[r.wrong].found.props, "amount_minor")
                values["correction"] = True  # "…, not $4.5m" corrects an amount stated elsewhere
            values["date"] = event or None
            values["from_account"], values["to_account"] = _account_norms(t, r.accounts)
        elif r.preds[0] in _CONTACTS:
            values["date"] = event or None
            if "loc" in r.m.re.groupindex and r.m.group("loc"):  # `met B in Dubai`: where
                values["place"] = t.item(r.m.group("loc")).found.surface
        if r.until:  # (a year as written, or a date's ISO)
            values["until"] = (str(prop(t.item(r.until).found.props, "iso") or "") or None
                               if r.until.startswith("\ue000") else r.until)
        if fixed:
            values["corrected_on"] = fixed
        if self.correction:
            values["correction"] = True
        rel_props = props(**values)  # the same for every subject and predicate below
        # `a nominee director and nominee shareholder of B`: the second predicate has the second role
        second = rel_props
        if r.second_role:
            share = _SHARE.match(r.second_role)  # `a director and 50% shareholder of B`
            second = props(**{**values, "role": r.second_role[share.end():] if share else r.second_role,
                              "percentage": round_float(float(share.group(1))) if share else values.get("percentage")})
        objects = _spread([ends[1], *map(t.item, r.objects)])
        subjects = _spread(subjects)
        own = _own_shares(t.text, r, len(subjects), values) if r.preds[0] in _SHARE_PREDICATES else None
        for k, subj_item, pred, obj_item in ((k, s, p, o) for k, s in enumerate(subjects) for p in r.preds
                                             for o in objects):
            rel = _relation(r.rule, pred, subj_item, obj_item, r.confidence, r.polarity, r.modality,
                            second if pred != r.preds[0] else own[k] if own is not None else rel_props)
            if rel is None:
                continue
            key = (rel.predicate, rel.subject.entity, rel.object.entity, rel.polarity)
            if key in self.seen:
                continue
            self.seen.add(key)
            self.out.append(rel)
            if rel.predicate == "OWNS":
                self.last_owned = ends[1]
        if r.preds[0] == "TRANSFERRED" and r.polarity == "positive":
            self.holdings(t, r, subjects, ends[1])
        if r.follow is not None:
            self.coordinated.append(r.follow)

    def holdings(self, t: Template, r: _Reading, payers: list[Item], payee: Item) -> None:
        """`A paid B from account 1 to account 2`: A holds account 1 and B account 2, as the
        transfer's sentence implies (tag INFERRED, a little less sure than the transfer)."""
        for index, is_source in r.accounts:
            for holder in payers if is_source else [payee]:
                rel = _relation(r.rule, "HOLDS_ACCOUNT", holder, t.items[index], r.confidence * 0.9, "positive",
                                r.modality, ())
                if rel is None:
                    continue
                self.implied.append(dataclasses.replace(rel, inferred=True, rule=f"{r.rule}_account"))

    def finish(self) -> list[Relation]:
        """The relations read, then those only implied that no pattern stated."""
        for rel in self.implied:
            key = (rel.predicate, rel.subject.entity, rel.object.entity, rel.polarity)
            if key not in self.seen:
                self.seen.add(key)
                self.out.append(rel)
        return self.out


_PARTY_TYPES = frozenset(("Organization", "Person"))
# what a vessel takes no part in: money (its owner pays) and a person's offices
_MONEY_OR_PEOPLE = frozenset(("TRANSFERRED", "EMPLOYED_BY", "BANKS_WITH", "RELATIVE_OF", "CONTRACTED_WITH"))
_THROUGH_RULES = frozenset(("transfer_through_in", "transfer_through"))
_REPRESENTS = frozenset(("represents", "represented_by"))
# what no one is of a person: an owner, an officer, an employer
_HELD = frozenset(("OWNS", "BENEFICIAL_OWNER_OF", "DIRECTOR_OF", "OFFICER_OF", "EMPLOYED_BY"))
_TRUST_RULES = frozenset(("trust_party", "trust_party_is", "trust_party_possessive", "trust_party_of_which",
                          "trust_party_in_brackets", "settled_trust", "trust_settled_by"))
_BANK = re.compile(r"(?i)\b(?:" + "|".join(BANK_HEADS) + r"|savings|credit\s+union)\b")
_POSSESSIVES = frozenset(("its", "his", "her", "my", "our", "their"))
# a bank whose name glues its head to another word (`Nordbank AS`, `Handelsbanken`): where an account
# is kept, a bank's name
_COMPOUND_BANK = re.compile(r"(?i)\b[a-zäöüåæø]{3,}bank(?:en|a|as|s)?\b")


# a body whose members hold public office (a council's, a court's, a parliament's seat)
# (a council a government's: `Clover Town Council`, not `Halden Arts Council`)
_PUBLIC_BODY = re.compile(r"(?i)\b(?:(?:town|city|county|district|municipal|borough|parish|village|regional|provincial|"
                          r"state|legislative|national|security|executive|federal|privy)\s+council|commission|court|"
                          r"parliament|congress|senate|assembly|legislature|tribunal|duma|rada|knesset|bundestag|cabinet|"
                          r"politburo|presidium)\b")


def a_bank(f: Found) -> bool:
    """Named as a bank (`… Bank`, `Banque …`, `Sparkasse`) or a listed one (`HSBC`, `Swedbank`)."""
    return _BANK.search(f.surface) is not None or is_bank(f.norm)


# a company's own board named as if it were the company ("Chairman of the Board")
_BOARDS = frozenset(("board", "the board", "board of directors", "the board of directors", "board of trustees",
                     "the board of trustees"))


def _possessive(item: Item) -> bool:
    return item.anaphor and item.found.surface.casefold() in _POSSESSIVES


def _no_firm_in_brackets(name: str, bracket: str) -> bool:
    """Whether what a bracket after a name holds is no firm: a retirement mark, or the initials
    of the name itself (an abbreviation it defines)."""
    short = bracket.replace(".", "").strip()
    if short.casefold() in ("rtd", "retd", "ret", "retired"):
        return True
    initials = "".join(w[0] for w in name.replace(".", " ").split() if w[:1].isalpha())
    return short.isupper() and short == initials.upper()


def _place_in_place(inner: object, outer: object) -> bool:
    """`Inner, Outer` names where Inner is: a city or region in a country or US state, or a
    city in a province or historical state (`Toronto, Ontario`, `Belgrade, Yugoslavia`); not
    two regions or two cities in a list."""
    if outer in ("country", "us_state"):
        return inner in ("city", "region")
    return outer == "region" and inner == "city"


def _unnamed_actor(rule: str, text: str, m: re.Match[str], apposed: str, b_apposed: str, pre: str | None) -> bool:
    """Whether the party that opens the match only says whose the true, unnamed party is
    (`The director of Acme Corp paid B`, `Subsidiaries of A paid B`, `Acme Corp's subsidiary
    paid B`), with no name in apposition for it."""
    opener = ("a" if m.start("a") == m.start() and not apposed
              else "b" if "b" in m.re.groupindex and m.group("b") and m.start("b") == m.start() and not b_apposed
              else "")
    after = m.end(opener) if opener else 0
    if opener and (bracket := _BRACKET_AFTER.match(text, after)) is not None:
        after = bracket.end()  # (`the sole shareholder of B (UK), which in turn owns C`)
    if not opener or text[after:after + 3].lstrip().startswith(","):
        return False  # (`shareholders of B, which is the sole shareholder of C`: B's own clause)
    if opener == "b" and (rule in _NAMED_OFFICE or rule in _NAMED_KIN_FIRM):
        return False  # (`the sister of B's managing director, X`: X holds the office, whoever's sister)
    if opener == "a" and pre and _UNNAMED_POSSESSED.match(pre) is not None:
        return True
    return _UNNAMED_HEAD.search(text[max(0, m.start() - 60):m.start()]) is not None


# rules that read a firm's office and the person named in it (`B's managing director, X`)
_NAMED_OFFICE = frozenset(("role_org_first", "owner_of_org_apposed", "org_work_noun_person"))
# … and that read a firm's kin firm named after it (`a director of B's parent company, C`: C owns B)
_NAMED_KIN_FIRM = frozenset(("possessive_parent", "possessive_subsidiary", "sister_company_possessive"))


# a contract of employment, as `agreement` holds its words
_EMPLOYMENT = re.compile(r"(?:executive\s+)?(?:employment|service)\s+(?:agreement|contract)|contract\s+of\s+employment")


# a client's or a customer's tie: with a bank, the bank keeps its accounts (BANKS_WITH)
_CLIENT_RULES = frozenset(("client_of", "customer_of_possessive", "client_possessive"))


def _relation(rule: str, pred: str, a: Item, b: Item, confidence: float, polarity: str, modality: str,
              rel_props: Props) -> Relation | None:
    if rule not in POSSESSIVE_RULES and (_possessive(a) or _possessive(b)):
        return None
    subj = _pick(a, b)
    obj = _pick(b, a)
    if subj is None or obj is None or subj.entity == obj.entity:
        return None
    if pred == "EMPLOYED_BY" and subj.type != "Person":
        return None
    if pred == "ASSOCIATED_WITH" and subj.type != "Person" and prop(rel_props, "role") == "auditor":
        return None  # `The auditor of B is C LLP`: a firm that audits is contracted (`service_provider_is`)
    if pred in _HELD and obj.type == "Person":
        return None  # a person is held by no one: `to her holding company, B` is B's holding of nothing
    if pred in _MONEY_OR_PEOPLE and "Vessel" in (subj.type, obj.type):
        return None  # a vessel pays no one and employs no one: `The vessel was sold to B for $X` (B paid the seller)
    if pred == "RELATIVE_OF" and (subj.type != "Person" or obj.type != "Person"):
        return None  # kin are persons
    if pred == "CONTRACTED_WITH" and (subj.type not in _PARTY_TYPES or obj.type not in _PARTY_TYPES):
        return None  # parties to a contract are firms or persons
    if (pred == "HOLDS_ACCOUNT") != (obj.type == "Account") and rule != "transfer_to_address":
        return None  # an account is held, and is the object of nothing else (but a payment to it, no holder named)
    if pred == "HOLDS_ACCOUNT" and (subj.type not in _PARTY_TYPES
                                    or (rule in ("account_apposition", "account_possessive") and a_bank(subj))):
        return None  # `Lakeshore National Bank, account no. 40718263`, `… Bank` / `A/C 0123`: where it is kept
    if rule in _THROUGH_RULES and a_bank(subj if rule == "transfer_through" else obj):
        return None  # `sent $X via Western Union to B`, `through HSBC to B`: what carried it, not a party to it
    if (rule == "kin_is_his" and not b.anaphor) or (rule == "is_his_company_pronoun" and not a.anaphor):
        return None  # `I am Mrs. X widow of Y`: only a pronoun's placeholder stands without its `'s`
    if rule in ("owned_by_through", "controlled_by_through") and A_TRUST.search(subj.surface):
        return None  # `controlled by X through the Orion Trust`: its trustee holds, the trust is no party
    if rule == "used_to_launder" and a_bank(obj):
        return None  # `X used HSBC to move the money`: a client of the bank, no controller
    if rule == "attorney_appointed" and a_bank(subj):
        return None  # `Borrower irrevocably appoints Bank as its attorney`: a loan's remedy on default, no control
    if (pred == "ASSOCIATED_WITH" and str(prop(rel_props, "role") or "").endswith("member")
            and _PUBLIC_BODY.search(obj.name or obj.surface)):
        pred = "OFFICER_OF"  # `a member of the District of Columbia Council`: a seat on a public body is an office
    elif (pred == "ASSOCIATED_WITH" and str(prop(rel_props, "role") or "").endswith("member")
          and obj.type == "Organization" and _AN_LLC.search(obj.surface)):
        pred = "OWNS"  # `Orion LLC's sole member is X`: an LLC's members own it
    elif (pred == "ASSOCIATED_WITH" and prop(rel_props, "role") == "member" and obj.type == "Organization"
          and _A_CONSORTIUM.search(obj.surface)):
        rel_props = with_props(rel_props, role="consortium member")  # (`Its other members are C and D`)
    if rule in _CLIENT_RULES and obj.type == "Organization" and a_bank(obj):
        pred = "BANKS_WITH"  # `a client of Calder Private Bank AG`, `the bank's customer B`: it keeps B's accounts
    if pred == "BANKS_WITH" and (subj.type not in _PARTY_TYPES or obj.type != "Organization"
                                 or not (a_bank(obj) or obj.confidence <= CUED or _COMPOUND_BANK.search(obj.surface))):
        return None  # the account is kept at a bank, not at any firm (a name found by its context
        # alone, `an account with Santander`, is one)
    if pred in ("DIRECTOR_OF", "OFFICER_OF") and (obj.type != "Organization" or subj.type not in _PARTY_TYPES
                                                  or obj.surface.casefold() in _BOARDS):
        return None  # "Chairman of the Board" is a title: the board is no company
    if rule in ("partners_are", "partners_of_are") and (obj.type != "Organization"
                                                        or not _A_PARTNERSHIP.search(obj.surface)):
        return None  # a firm's business partners do business with it; a partnership's partners own it
    if rule == "llc_members_are" and (obj.type != "Organization" or not _AN_LLC.search(obj.surface)):
        return None  # a club's or a body's members belong to it; an LLC's own it
    if rule in _CONSORTIUM_RULES and (subj.type != "Organization" or not _A_CONSORTIUM.search(obj.surface)):
        return None  # a firm led by its chief is an office (the role rules'); a consortium is named so
    if rule == "belongs_to" and _A_GROUP.search(subj.surface):
        return None  # `B belongs to the Sokolov Group`: a member of the group (`group_member`)
    if rule == "group_member" and not _A_GROUP.search(obj.surface):
        return None  # `part of Acme Corp`: a unit of a firm, or a deal; a member of a group is named so
    if rule == "person_paren_org" and _no_firm_in_brackets(subj.surface, obj.surface):
        return None  # `COL. MICHAEL BUNDU (RTD)`: retired; `Dave Matthews Band (DMB)`: its own initials
    if rule in _REPRESENTS and A_TRUST.search(obj.surface):
        return None  # `HLTC acts for the Orion Trust`: as its trustee (what the trustee rules read), no agent
    if rule in _TRUST_RULES and (obj.type != "Organization" or not A_TRUST.search(obj.surface)):
        return None  # the beneficiary of a payment, or of a company's account, is no party to a trust
    if rule == "place_in_place" and not _place_in_place(prop(subj.props, "kind"), prop(obj.props, "kind")):
        return None
    if rule in STATE_OBJECT_RULES and prop(obj.props, "kind") not in ("country", "us_state", "region"):
        return None  # `of Trapper Creek, Alaska`: the state, not a town the gazetteer does not know
    if (pred == "CONTRACTED_WITH" and {subj.type, obj.type} == {"Person", "Organization"}
            and _EMPLOYMENT.fullmatch(str(prop(rel_props, "agreement") or ""))):
        # `This Employment Agreement is made between Acme Ltd and Peter Novak`: he works for it
        pred = "EMPLOYED_BY"
        subj, obj = (subj, obj) if subj.type == "Person" else (obj, subj)
    inferred = a.anaphor or b.anaphor
    conf = confidence * (0.75 if inferred else 1.0) * min(subj.confidence, obj.confidence, 1.0) ** 0.5
    return Relation(predicate=pred, subject=subj, object=obj, inferred=inferred, confidence=round_float(conf),
                    polarity=polarity, modality=modality, props=rel_props, rule=rule)
