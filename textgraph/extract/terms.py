"""Defined-term aliases: `Silicon Valley Bank ("Bank")`, `Thinkplus Investments Limited (as
the Lender)`, `"Borrower" means Gamma Holdings Ltd`. A term bound to an organization or a
person becomes a mention of that entity wherever the document uses it afterwards (also in
capitals: `BORROWER`), including inside its own definition.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.extract.base import OTHER_NAME, DocContext, Found, SentenceView
from textgraph.extract.lexicon import LAW_HEADS, PARTY_ROLES, PERSON_TITLES
from textgraph.extract.literals import LiteralSet
from textgraph.extract.names import FIRST_NAMES
from textgraph.extract.orgs import _KEYWORDS
from textgraph.extract.places import PLACES
from textgraph.structure import REGISTER_NUMBER

# the roles of the parties to a case, which a judgment or a pleading uses as their names
CASE_ROLES = frozenset(("Claimant", "Defendant", "Respondent", "Applicant", "Plaintiff", "Appellant", "Petitioner",
                        "Complainant", "Intervener", "Accused", "Debtor"))
_CASE_ROLE = "|".join(sorted(CASE_ROLES))
_PAREN = re.compile(
    # (a register's number may come first: `(CRN 09981330, "Holdco")`, `(Company No. 04417762, the "Company")`)
    rf"\([ \t]{{0,3}}(?:{REGISTER_NUMBER}[ \t]*[,;][ \t]*)?"
    r"(?:(?:hereinafter[ \t]+)?(?:(?:referred[ \t]+to[ \t]+as|each|collectively|together)[ \t]+)?"
    # (a line may break after its article: `(the` / `"Company"; …)`)
    # (and the term itself across a line's end: `(the "KOT` / `Guarantor")`)
    r"(?:the\s{1,40}|a[ \t]+|an[ \t]+)?[\"“][ \t]{0,3}(?:the\s{1,40})?"
    r"(?P<q>[A-Z](?:[^\"”\n()]|\n[ \t]{0,40}(?=[^\s\"”])){0,59}?)[ \t]{0,3}[\"”]"
    # (and an aside after it: `("Seller 2", and together with Seller 1, the "Sellers")`, `(the "Company"; UID
    # CHE-293.118.406)`)
    r"(?:[ \t]*[,;][^()]{0,80}?)?"
    r"|as[ \t]+(?:the[ \t]+)?(?P<as>[A-Z][a-z]{2,30})"
    # a party's role in a case, unquoted: `Acme Corporation (the Claimant)`, `Beta Ltd (First Defendant)`
    rf"|(?:the[ \t]+)?(?P<role>(?:(?:First|Second|Third|Fourth|Fifth|Sixth)[ \t]+)?(?:{_CASE_ROLE}))"
    # a short form unquoted, as a press release writes it: `Sterling Ridge Trading LLC (Sterling
    # Ridge)`, `Harbor Light Trust Company (HLTC)` (`acceptable`: only the name's first words or
    # its initials)
    r"|(?P<short>[A-Z][\w&'’.-]{0,30}(?:[ \t]+[A-Z][\w&'’.-]{0,30}){0,2}))"
    r"[ \t]{0,3}\)"
)
# a party's role in a case, then its name in apposition: `The First Defendant, Dmitri Orlov, was …`
_ROLE_APPOSED = re.compile(rf"\b[Tt]he[ \t]+(?P<role>(?:(?:First|Second|Third|Fourth|Fifth|Sixth)[ \t]+)?"
                           rf"(?:{_CASE_ROLE})),[ \t]+")
# a numbered party of a report, then its name: `Subject 1, John SMITH (DOB …),`, `Subject 2: Beta
# Trading LLC`, `Subject 3 is Peter BROWN`, `Subject 4 (Anna LEE)` (a suspicious activity report's
# or a pleading's designations)
# (its first letters a class the scan skips to in C: it runs on every sentence, `may_name_case_roles`)
# (an Indian charge sheet's `Accused No. 1: Ramesh Agarwal`, `A-2: Sunita Agarwal` too)
_NUMBERED_APPOSED = re.compile(r"(?=[STIECPDRA])\b(?P<role>(?:Subject|Suspect|Target|Individual|Entity|Company|Person|"
                               r"Defendant|Respondent)[ \t-]?(?:\d{1,2}|[A-F])|Accused[ \t]+(?:No\.?[ \t]*)?\d{1,2})"
                               r"(?:,?[ \t]*[,:(][ \t]*|[ \t]+(?:is|was)[ \t]+)")
_NUMBERED = re.compile(r"(?i)[a-z]+[ -]?(?:\d{1,2}|[a-f])|accused[ \t]+(?:no\.?[ \t]*)?\d{1,2}")
_NUMBERED_HEADS = frozenset(("subject", "suspect", "target", "individual", "entity", "company", "person", "accused",
                             "defendant", "respondent"))
# a judgment's number for a party: a defendant's, a claimant's, a respondent's, an applicant's
_PARTY_NUMBER = re.compile(r"[DCRA][1-9]\d?")
PLACE_KEYS = frozenset(k.rstrip(".") for k in PLACES)
_MEANS = re.compile(r"[\"“][ \t]{0,3}(?P<q>[A-Z][^\"”\n]{0,59}?)[ \t]{0,3}[\"”][ \t]+"
                    r"(?:means|shall[ \t]+mean|refers[ \t]+to)[ \t]+(?:the[ \t]+)?")
_PERSON_ROLES = frozenset(("borrower", "lender", "guarantor", "employee", "buyer", "seller", "tenant", "landlord",
                           "executive"))
# (also a party's address: `Dmitri Volkov of 14 Tverskaya Street, Moscow (the "Principal")`)
# (the apposition may give the firm's register: `, a company incorporated in Gibraltar with registered number
# 118204 (the "Lender")`)
_GAP_BEFORE = re.compile(r"[\s,.]{0,6}(?:,[ \t]{0,3}(?:an?|the)[ \t][^()\"“”;]{0,240}?"
                         # (a register's number after a comma: `B, CRN 04417762 ("HPC")`)
                         rf"|,[ \t]{{0,3}}{REGISTER_NUMBER}[ \t]{{0,3}}"
                         # (a note in brackets first: `B (UEN 201934561K, Singapore) ("the Company")`)
                         r"|\s{0,8}\([^()\"“”\n]{1,60}\)"
                         # (a town no list knows, set off by commas: `Alpenrose Treuhand AG, Zug (the "Fiduciary")`)
                         r"|,[ \t]{0,3}[A-Z][\w-]{2,30}(?:,[ \t]{0,3}[A-Z][\w-]{2,30})?"
                         # (a person's nationality first: `X, Russian citizen, born 09.07.1971, resident in Limassol,
                         # Cyprus (the "Principal")`)
                         r"|,\s{0,12}(?:an?[ \t]+)?[A-Z][a-z]+[ \t]+(?:citizen|national)\b[^()\"“”;]{0,200}?"
                         # (a person's home: `X, residing at Flat 3, 22 Ravelston Dykes Road (the "Executive")`)
                         r"|,\s{0,3}(?:residing|resident|domiciled|living)\s+(?:at|in)\s[^()\"“”;]{0,160}?"
                         # (a person's birth and home: `X, born 3 August 1972, of Kyiv, Ukraine (the "Principal")`)
                         r"|,[ \t]{0,3}(?:born|aged|DOB|date[ \t]+of[ \t]+birth)[ \t:][^()\"“”;\n]{0,100}?"
                         # (a firm's seat: `B, with seat in Zug (the "Company")`, `B, having its registered office
                         # at …`)
                         # (after its number in brackets too: `(registered number SC512774) and having …`)
                         r"|(?:,[ \t]{0,3}|[ \t]+and[ \t]+)(?:with|having)[ \t]+(?:its[ \t]+)?(?:registered[ \t]+)?"
                         r"(?:seat|office|offices|domicile|head[ \t]+office|principal[ \t]+place[ \t]+of[ \t]+business)"
                         r"\s"
                         r"[^()\"“”;]{0,160}?"
                         r"|[ \t]+of[ \t]+[^()\"“”;\n]{0,80}?\d[^()\"“”;\n]{0,80}?){0,3}[\s,]{0,6}")


@dataclass(frozen=True, slots=True)
class Definition:
    term: str
    start: int          # where the defining parenthesis / quote starts
    means_at: int = -1  # for `"X" means …`: where the referent starts
    unquoted: bool = False  # a short form without quotes (`(Sterling Ridge)`): of a party found only


# a parenthesis that defines several terms for one party: `("EQ" or "EQ Shareowner Services")`,
# `(together with its successors, the "Agent" or the "Administrative Agent")`
_PAREN_TERMS = re.compile(r"\([^()\n]{0,160}?\)")
_QUOTED = re.compile(r"[\"“][ \t]{0,3}(?:the[ \t]+)?([A-Z][^\"”\n()]{0,59}?)[ \t]{0,3}[\"”]")
_BETWEEN_TERMS = re.compile(r"[\s,;/]*(?:(?:or|and|the|a|an|each|together|collectively|jointly|individually|"
                            r"hereinafter|referred|to|as|with|its|their|successors|and\s+assigns|assigns|"
                            r"permitted)[\s,;]+)*", re.IGNORECASE)


_NUMBER = re.compile(r"\([ \t]{0,2}([1-6])[ \t]{0,2}\)[ \t]*")
_ORDINALS = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth")
# what may stand between a numbered list's last party and the role all of them hold:
# `(1) Beta Ltd (2) Edward Hale (Defendants)`, `… and (2) Edward Hale, Defendants`
# (or far to its right, as a caption sets it in a column: `(3) Chukwuemeka Adeyemi        Defendants`)
_PLURAL_ROLE = re.compile(rf"(?:[\s,;(]{{0,6}}|\.?[ \t]{{2,80}})(?:the[ \t]+|as[ \t]+)?({_CASE_ROLE})s\b")


def numbered_parties(text: str, mentions: list[Found]) -> list[tuple[str, Found]]:
    """The parties a numbered list gives one role (`(1) Beta Ltd (2) Edward Hale (Defendants)`),
    each with the term it goes by (`First Defendant`, `Second Defendant`), in list order."""
    parties = {f.start: f for f in mentions if f.type in ("Organization", "Person") and f.entity}
    out: list[tuple[str, Found]] = []
    run: list[Found] = []
    for m in _NUMBER.finditer(text):
        party = parties.get(m.end())
        if party is None or int(m.group(1)) != len(run) + 1:
            run = [] if int(m.group(1)) != 1 or party is None else [party]
            continue
        run.append(party)
        role = _PLURAL_ROLE.match(text, party.end)
        if role is not None and len(run) >= 2:
            out += [(f"{_ORDINALS[i]} {role.group(1)}", p) for i, p in enumerate(run)]
            run = []
    return out


# a case's party on its own line, in capitals, after its number (`(1) ALEXEI VOLKOV`) or not (a
# caption: `RICHARD HALVERSON and` / `NORTHSTAR ADVISORY GROUP LLC,` / `Defendants.`)
_PARTY_LINE = re.compile(r"(?m)^[ \t]*(?:\([ \t]{0,2}[1-6][ \t]{0,2}\)[ \t]*)?"
                         r"([A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’.-]*){1,3})[ \t]*(?:,|[ \t]and)?[ \t]*$")
# two parties on one line of a caption: `VIKTOR LEBEDEV and PAVEL GRISHIN,`
_PAIR_LINE = re.compile(r"(?m)^[ \t]*([A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’.-]*){1,3})[ \t]+and[ \t]+"
                        r"([A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’.-]*){1,3})[ \t]*,?[ \t]*$")
# a party's role in a case on the line below its name, as a judgment's heading writes it:
# `NORDIC MARITIME FINANCE AS` / `Claimant`, `ACME CORP.,` / `Plaintiff,`
_ROLE_LINE = re.compile(rf"[ \t]*,?[ \t]*\r?\n[ \t]*(?:the[ \t]+)?({_CASE_ROLE})"
                        r"[ \t]*[,.]?[ \t]*(?:\r?\n|$)")
# … or after a comma at its line's end, as a caption writes it (`In re: Solano Freight Inc., Debtor.`,
# `ACME CORP., Plaintiff,`)
# (or far to its right, in a column: `Sapphire Nile Shipping S.A.          Claimant`)
_ROLE_AFTER = re.compile(rf"(?:[ \t]*,[ \t]*|\.?[ \t]{{2,80}})(?:the[ \t]+)?({_CASE_ROLE})[ \t]*[,.]?[ \t]*(?:\r?\n|$)")
_ROLE_ENDS_LINE = re.compile(rf"(?m),[ \t]*(?:the[ \t]+)?(?:{_CASE_ROLE})[ \t]*[,.]?[ \t]*$")
# a line that is a role alone, one party's or several's (`Defendants.`)
_PLURAL_ROLE_LINE = re.compile(rf"(?m)^[ \t]*(?:the[ \t]+)?(?:{_CASE_ROLE})s?[ \t]*[,.]?[ \t]*$")


# a numbered party in capitals within a line (`(1) VIKTOR SOKOLOV (2) CORAL BAY INVESTMENTS LIMITED
# (Defendants)`): its name runs to the next number, bracket or comma
_NUMBERED_CAPS = re.compile(r"\([ \t]{0,2}[1-6][ \t]{0,2}\)[ \t]*([A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’.-]*){1,3})"
                            r"(?=[ \t]*(?:\(|,|;|\band\b|$))")


def numbered_persons(text: str, mentions: list[Found]) -> list[Found]:
    """Persons a numbered list of one role's parties writes in capitals on one line (`(1) VIKTOR
    SOKOLOV (2) CORAL BAY INVESTMENTS LIMITED (Defendants)`), which no rule found: two to four
    words, the first a given name, and the list closed by the role (`numbered_parties`)."""
    if _PLURAL_ROLE.search(text) is None:
        return []
    taken = [(f.start, f.end) for f in mentions if f.type != "Organization" or f.confidence > 0.75]
    out: list[Found] = []
    for m in _NUMBERED_CAPS.finditer(text):
        start, end = m.span(1)
        words = text[start:end].split()
        if (any(a < end and start < b for a, b in taken) or words[0].casefold() not in FIRST_NAMES
                or any(w.rstrip(".").casefold() in _KEYWORDS for w in words)):
            continue
        out.append(Found(type="Person", start=start, end=end, surface=text[start:end],
                         name=" ".join(w.capitalize() for w in words), confidence=0.7))
    return out


# a parenthesis of one to three capitalized words (`(Sterling Ridge)`, `(HLTC)`): a short form
# unquoted, when its first word stands just before it or it is in capitals (`may_define_short`)
_SHORT_PAREN = re.compile(r"\((?:the[ \t]+)?([A-Z][\w&'’.-]{0,30})(?:[ \t]+[A-Z][\w&'’.-]{0,30}){0,2}[ \t]{0,3}\)")


def may_define_short(text: str) -> bool:
    """Whether a sentence may define a short form of a party's name unquoted (`Sterling Ridge
    Trading LLC (Sterling Ridge)`, `Harbor Light Trust Company (HLTC)`): a cheap test before
    `definitions` parses it (`acceptable` decides)."""
    for m in _SHORT_PAREN.finditer(text):
        word = m.group(1)
        if (word.isupper() and len(word) >= 2) or f"{word} " in text[max(0, m.start() - 120):m.start()]:
            return True
    return False


def may_name_case_roles(text: str) -> bool:
    """Whether a sentence may define a party by its role in a case (`(the Claimant)`, or the
    role on the line below the name) or by a report's number (`Subject 1, John SMITH,`): a cheap
    test before `definitions` parses it."""
    return (any(role in text for role in CASE_ROLES) and (
        "(" in text or "\n" in text or _ROLE_APPOSED.search(text) is not None
        or _ROLE_ENDS_LINE.search(text) is not None)) or (
        _NUMBERED_APPOSED.search(text) is not None)


def heading_persons(text: str, mentions: list[Found]) -> list[Found]:
    """Persons a case's heading writes in capitals, one a line (numbered or not), which no rule
    found (`(1) ALEXEI VOLKOV`, `RICHARD HALVERSON and`): two to four words, the first a given
    name. Only in a heading that gives a party's role on a line of its own."""
    if not any(_ROLE_LINE.search(text, f.end) for f in mentions) and not _PLURAL_ROLE_LINE.search(text):
        return []
    # (a firm found by its capitals alone, no legal form, is no firm where a given name opens it)
    taken = {f.start for f in mentions if f.type != "Organization" or f.confidence > 0.75}
    out: list[Found] = []
    spans = [(m.start(1), m.end(1)) for m in _PARTY_LINE.finditer(text)]
    spans += [(m.start(k), m.end(k)) for m in _PAIR_LINE.finditer(text) for k in (1, 2)]
    for start, end in sorted(spans):
        words = text[start:end].split()
        if start in taken or words[0].casefold() not in FIRST_NAMES or any(
                w.rstrip(".").casefold() in _KEYWORDS for w in words):
            continue
        out.append(Found(type="Person", start=start, end=end, surface=text[start:end],
                         name=" ".join(w.capitalize() for w in words), confidence=0.7))
    return out


# a name in capitals after a transcript's title (`DEPOSITION OF MARCUS WELLER`), on its line
_CAPS_NAME = re.compile(r"[ \t*_:]*((?:[A-Z][A-Z'’.-]*[ \t]+){1,3}[A-Z][A-Z'’-]+)(?![\w'’-])")


def speaker_name(text: str, at: int, mentions: list[Found]) -> Found | None:
    """The person a transcript's title names in capitals after its label ending at `at`
    (`DEPOSITION OF MARCUS WELLER`): two to four words, the first a given name."""
    m = _CAPS_NAME.match(text, at)
    if m is None or any(f.start < m.end(1) and m.start(1) < f.end for f in mentions):
        return None
    words = m.group(1).split()
    if words[0].casefold() not in FIRST_NAMES or any(w.rstrip(".").casefold() in _KEYWORDS for w in words):
        return None
    return Found(type="Person", start=m.start(1), end=m.end(1), surface=m.group(1),
                 name=" ".join(w.capitalize() for w in words), confidence=0.7)


def role_lines(text: str, mentions: list[Found]) -> list[tuple[str, Found]]:
    """The parties whose role in the case stands alone on the next line (`Claimant`), or after
    the name and a comma, ending its line (`Solano Freight Inc., Debtor.`)."""
    out: list[tuple[str, Found]] = []
    for f in mentions:
        if f.type in ("Organization", "Person") and f.entity and (
                m := _ROLE_LINE.match(text, f.end) or _ROLE_AFTER.match(text, f.end)):
            out.append((m.group(1), f))
    return out


# a label that names a party's role in a deal, on the party's own line (`**Buyer:** Coral Reef Holdings 17
# LLC, …`, `Settlement Agent: X`): the role is the party's term for the rest of the document (not a
# mail's `Subject:`, nor a word that is no one party's role alone)
# (after a form's item code, perhaps: `A1  Acquirer:   Tasman Ridge Ltd`)
_ROLE_LABEL = re.compile(r"[ \t*_>#-]{0,8}(?:[A-Z]\d{1,2}[.)]?[ \t]{2,})?"
                         r"(?P<role>[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)[ \t*_]*:[ \t*_]*")
_NOT_LABEL_ROLES = frozenset(("subject", "subjects", "target", "group", "firm", "holder", "parent", "subsidiary",
                              "fund", "trust", "partnership", "owner", "bank",
                              # (a register's `Director: X` lines name one director each, not the document's one)
                              "director", "executive"))


def labels_role(text: str) -> re.Match[str] | None:
    """The label of a party's role a line opens with (`Buyer:`), or None."""
    m = _ROLE_LABEL.match(text) if ":" in text[:40] else None
    if m is None:
        return None
    last = m.group("role").rsplit(None, 1)[-1].casefold()
    return m if last in PARTY_ROLES and last not in _NOT_LABEL_ROLES else None


def role_labels(text: str, mentions: list[Found]) -> list[tuple[str, Found]]:
    """The party a line labels with its role (`Buyer: X`), as the role's term and the party."""
    m = labels_role(text)
    if m is None:
        return []
    party = next((f for f in mentions if f.start == m.end() and f.type in ("Organization", "Person") and f.entity),
                 None)
    return [(m.group("role"), party)] if party is not None else []


_COLUMN_TERM = re.compile(r"(?m)^[ \t]*[\"“](?:[Tt]he[ \t]+)?(?P<q>[A-Z][^\"”\n]{0,39})[\"”][ \t]{2,}(?=[A-Z])")


def definitions(text: str) -> list[Definition]:
    """Definitions stated in a sentence, in text order."""
    out: list[Definition] = []
    if "(" in text:
        for m in _PAREN.finditer(text):
            term = " ".join((m.group("q") or m.group("as") or m.group("role") or m.group("short") or "").split())
            if term:
                out.append(Definition(term=term, start=m.start(), unquoted=m.group("short") is not None))
        seen = {d.start for d in out}
        for m in _PAREN_TERMS.finditer(text):
            if m.start() not in seen:
                out.extend(Definition(term=t, start=m.start()) for t in _several_terms(m.group()[1:-1]))
    if "mean" in text or "refers" in text:
        for m in _MEANS.finditer(text):
            out.append(Definition(term=m.group("q").strip(), start=m.start(), means_at=m.end()))
    if '"' in text or "“" in text:
        # a parties block's term before its party, in columns (`"the Client"    HALEWOOD FASTENINGS LTD`)
        for m in _COLUMN_TERM.finditer(text):
            out.append(Definition(term=m.group("q").strip(), start=m.start(), means_at=m.end()))
    if "," in text:
        for m in _ROLE_APPOSED.finditer(text):  # the name after the role (`means_at`: `referent`)
            out.append(Definition(term=m.group("role"), start=m.start(), means_at=m.end()))
    if "," in text or ":" in text or "(" in text or " is " in text or " was " in text:
        for m in _NUMBERED_APPOSED.finditer(text):  # `Subject 1, John SMITH,`: the name after it
            out.append(Definition(term=m.group("role"), start=m.start(), means_at=m.end()))
    return out


def _several_terms(inside: str) -> list[str]:
    """The quoted terms of a parenthesis made only of quoted terms and the words that join
    them (`"EQ" or "EQ Shareowner Services"`), when it holds two or more; else none."""
    quoted = list(_QUOTED.finditer(inside))
    if len(quoted) < 2:
        return []
    pos = 0
    for q in quoted:
        if not _BETWEEN_TERMS.fullmatch(inside, pos, q.start()):
            return []
        pos = q.end()
    if not _BETWEEN_TERMS.fullmatch(inside, pos, len(inside)):
        return []
    return [q.group(1).strip() for q in quoted if q.group(1).strip()]


def referent(view: SentenceView, d: Definition, mentions: list[Found]) -> Found | None:
    """The organization or person a definition names: the mention just before the
    parenthesis (an appositive like `, a Delaware corporation,` may sit between), the
    mention right after `means`, or failing both the capitalized run just before."""
    text = view.text
    parties = [f for f in mentions if f.type in ("Organization", "Person")]
    if d.means_at >= 0:
        return next((f for f in parties if d.means_at <= f.start <= d.means_at + 2), None)
    places = [f for f in mentions if f.type == "Location" and d.start - 120 <= f.start < d.start]
    for f in sorted(parties, key=lambda f: -f.end):
        if d.start - 260 <= f.end <= d.start and (_GAP_BEFORE.fullmatch(text, f.end, d.start)
                                                  or _places_between(text, f.end, d.start, places)):
            return f
    if d.unquoted:
        return None  # (`Inverse Document Frequency (IDF)`: a capitalized run is no party for it)
    for run in reversed(view.runs):
        names = [t for t in run if t.is_name]
        if not names or names[-1].end > d.start or not re.fullmatch(r"[\s,.]{0,6}", text[names[-1].end:d.start]):
            continue
        start, end = names[0].start, names[-1].end
        keys = [t.key for t in names]
        named = 2 <= len(names) <= 3 or any(k in _KEYWORDS for k in keys)
        if (len(names) != len(run) or not named or not acceptable(d.term, text[start:end])
                or keys[-1] in NON_PARTY_HEADS or " ".join(keys) in PLACE_KEYS):
            return None  # not `the Digital Markets Act (the "DMA")`, nor `…, United States (the "Company")`
        person = (2 <= len(names) <= 3 and not any(k in _KEYWORDS for k in keys)
                  and all(t.text[:1].isupper() and not t.text.isupper() for t in names)
                  and (keys[0] in FIRST_NAMES or keys[0] in PERSON_TITLES or d.term.casefold() in _PERSON_ROLES))
        return Found(type="Person" if person else "Organization", start=start, end=end,
                     surface=text[start:end], confidence=0.7)
    return None


def _places_between(text: str, start: int, end: int, places: list[Found]) -> bool:
    """Only places, each after a comma, lie between a party and its definition (`Nordkem AB,
    Helsingborg, Sweden (the "Seller")`)."""
    pos = start
    for place in sorted((p for p in places if p.start >= start and p.end <= end), key=lambda p: p.start):
        if not _COMMA.fullmatch(text, pos, place.start):
            return False
        pos = place.end
    return pos > start and _GAP_AFTER_PLACE.fullmatch(text, pos, end) is not None


_COMMA = re.compile(r"[ \t]*,[ \t]*")
_GAP_AFTER_PLACE = re.compile(r"[\s,]{0,6}")


_ROLE_NUMBER = re.compile(r"\d{1,2}|[a-f]|one|two|three|four|five|six")


def acceptable(term: str, referent: str) -> bool:
    """A term names a party when it is a party role (`Borrower`, `the Bank`), a short form of
    the name (`Acme Corp`, `Northbridge`) or its initials (`HLTC`, `SVB`)."""
    words = term.casefold().split()
    if " ".join(words) in PARTY_ROLES or (words and words[-1] in PARTY_ROLES and len(words) <= 2):
        return True
    if len(words) == 2 and (words[0] in PARTY_ROLES or words[0] == "party") and _ROLE_NUMBER.fullmatch(words[1]):
        return True  # `Seller 1`, `Party A`, `Guarantor Two`: one of several parties in one role
    head = term.casefold().replace("-", " ").split()[0].rstrip("0123456789") if term.strip() else ""
    if _NUMBERED.fullmatch(term) and head in _NUMBERED_HEADS:
        return True  # `Subject 1`, `Individual-1`: a report's designation of a party
    if _PARTY_NUMBER.fullmatch(term):
        return True  # `D1`, `C2`, `R1`: a judgment's numbers for its defendants, claimants, respondents
    names = [w.strip(",.") for w in referent.casefold().replace(",", " ").split()]
    names = [w for w in names if w and w not in ("the", "of", "and", "&")]
    if len(names) >= 2 and (words == names[-1:] or (len(words) == 2 and words[0].rstrip(".") in PERSON_TITLES
                                                    and words[1] == names[-1])):
        return True  # `Mr Volkov` or `Volkov` for Alexei Volkov
    if (len(names) >= 3 and 0 < len(words) <= 2 and names[0] in FIRST_NAMES
            and (words == names[-len(words):] or words == names[-2:-1])):
        return True  # (a Spanish name's two family names, or the father's first: `Villaseñor` for Rodrigo
        # Alejandro Villaseñor Quintero)
    if len(words) <= len(names) and all(n.startswith(w.rstrip(".")) for w, n in zip(words, names, strict=False)):
        return True
    initials = "".join(n[0] for n in names)
    letters = term.replace(".", "").replace(" ", "").casefold()
    return len(letters) >= 2 and term.replace(".", "").isupper() and initials.startswith(letters)


def bind(term: str, target: Found, ctx: DocContext) -> None:
    """Make `term` (and its capitals) an alias of `target` for the rest of the document."""
    name = target.name or target.surface
    if not target.entity or term.casefold() == name.casefold() or not acceptable(term, name):
        return
    value = (target.entity, target.type, target.name or target.surface, target.norm)
    if term.casefold() in PARTY_ROLES:
        ctx.role_terms.add(term.casefold())
    if ctx.alias_forms is None:
        ctx.alias_forms = LiteralSet()
    for form in (term, term.upper()):
        ctx.aliases[form] = value
        ctx.alias_forms.add(form)


# `real estate investment trust ("REIT")`, `the Foreign Account Tax Compliance Act ("FATCA")`,
# `the Maryland General Corporation Law, or the MGCL`, `Direct Registration Shares, DRS,`: an
# acronym (or its plural) right after what it spells
_ACRONYM = re.compile(r"\([ \t]{0,3}(?:the[ \t]+)?[\"“]?(?P<p>[A-Z]{2,8})s?[\"”]?[ \t]{0,3}\)"
                      r"|[,\"”]{0,3}[ \t]+or[ \t]+(?:the[ \t]+)?(?P<o>[A-Z]{2,8})s?(?![\w-])"
                      r"|,[ \t]{0,3}(?P<c>[A-Z]{2,8})s?[ \t]{0,3},")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|&")
_SMALL = frozenset({"of", "and", "the", "for", "on", "in", "&", "to", "a", "an"})
# what a spelled-out acronym names when it is no party: a law, a rule, a kind of account …
NON_PARTY_HEADS = LAW_HEADS | frozenset("""
standard standards update updates agreement agreements plan plans program programme system rate ratio
tax taxes income account accounts statement statements report method principle principles
certificate certificates note notes share shares unit units interest interests
""".split())  # noqa: SIM905


def note_acronyms(text: str, ctx: DocContext) -> None:
    """Remember the acronyms this sentence spells out as something other than a party: the
    words before it give its letters, in order, and one of them is lower-case (`real estate
    investment trust ("REIT")`) or the last is a law's or a thing's head (`Tax Compliance
    Act ("FATCA")`). They are no organization's name in the rest of the document
    (`DocContext.not_parties`); an acronym of a name (`Silicon Valley Bank ("SVB")`) stays one."""
    for m in _ACRONYM.finditer(text):
        acronym = m.group("p") or m.group("o") or m.group("c")
        words = _WORD.findall(text, max(0, m.start() - 160), m.start())[-14:]
        spelled = _spelled(acronym.casefold(), words)
        if spelled is None:
            continue
        content = [w for w in spelled if w.casefold() not in _SMALL]
        if content and (any(w[0].islower() for w in content) or content[-1].casefold() in NON_PARTY_HEADS):
            ctx.not_parties.update((acronym.casefold(), acronym.casefold() + "s"))  # `USRPIs`


def _spelled(letters: str, words: list[str]) -> list[str] | None:
    """The last words of `words` whose initials are `letters` (small words may be skipped)."""

    def match(i: int, j: int) -> int | None:  # letters[:i] against words[:j]: the first word used
        if i == 0:
            return j
        if j == 0:
            return None
        w = words[j - 1].casefold()
        if w[0] == letters[i - 1]:
            found = match(i - 1, j - 1)
            if found is not None:
                return found
        return match(i, j - 1) if w in _SMALL else None

    first = match(len(letters), len(words))
    return words[first:] if first is not None else None


def aliases(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Mentions of bound defined terms (entity preset to the referent)."""
    if ctx.alias_forms is None:
        return []
    out: list[Found] = []
    text = view.text
    for start, end in ctx.alias_forms.spans(text):
        surface = text[start:end]
        entity, type_, name, norm = ctx.aliases[surface]
        out.append(Found(type=type_, start=start, end=end, surface=surface, norm=norm,
                         entity=entity, name=name, confidence=0.85))
    return out


# `Beta Ltd (formerly Alpha Trading Ltd)`, `B, formerly known as A,`, `B (f/k/a A)`, `John Smith,
# also known as Ivan Smirnov`, `B trading as A`, `B changed its name to A`, `B was renamed A`:
# two names of one party
# (the words from the first name to the second, `vessels` reads them too: `Ocean Pearl (ex-Sea Dream)`)
OTHER_NAME_LEAD = (
    r"[ \t]*(?:\(|,)?[ \t]*(?:ex-[ \t]*|ex[ \t]+|(?:(?:formerly|previously)(?:[ \t]+(?:known[ \t]+as|called|named))?|"
    r"(?:also|otherwise)[ \t]+(?:known[ \t]+as|called)|f/k/a|fka|f\.k\.a\.|a/k/a|aka|a\.k\.a\.|"
    r"trading[ \t]+as|t/a|d/b/a|dba|doing[ \t]+business[ \t]+as|now(?:[ \t]+(?:known[ \t]+as|called|named))?|"
    r"(?:which|who)[ \t]+(?:was|were)[ \t]+(?:formerly|previously)(?:[ \t]+(?:known[ \t]+as|called|named))?|"
    r"(?:is|was|were|has[ \t]+been)[ \t]+(?:formerly|previously|also|otherwise)[ \t]+(?:known[ \t]+as|called|named)|"
    r"(?:has[ \t]+|had[ \t]+)?changed[ \t]+(?:its|his|her|their)[ \t]+name[ \t]+to|"
    r"(?:was|has[ \t]+been|were)[ \t]+renamed(?:[ \t]+(?:as|to))?)[ \t]+(?:the[ \t]+)?)")
_ANOTHER_NAME = re.compile(rf"^{OTHER_NAME_LEAD}$", re.IGNORECASE)
_RENAMED = re.compile(r"(?i)\b(?:now|changed|renamed)\b")
_POSSESSOR = re.compile(r"\s?['’]s?\b")
NAME_WORDS = re.compile(r"(?i)\b(?:formerly|previously|known|f/k/a|fka|a/k/a|aka|trading|t/a|d/b/a|dba|doing|"
                         r"now|changed|renamed|called|named)\b|f\.k\.a|a\.k\.a|\(ex\b|\bex-")


def other_names(text: str, found: Sequence[Found]) -> list[tuple[int, int]]:
    """(target, other) positions of neighbouring mentions in `found` (sorted by start) that
    name one party, of one type with only the connecting words between: `other` is another
    name of the party `target` names by the name it has now (the first one, unless the words
    say the second is the new one: `changed its name to`, `renamed`, `now`)."""
    if not NAME_WORDS.search(text):
        return []
    out: list[tuple[int, int]] = []
    for i in range(len(found) - 1):
        a, b = found[i], found[i + 1]
        if (a.type != b.type or a.type not in ("Organization", "Person", "Vessel") or not a.entity or not b.entity
                or a.entity == b.entity or a.inferred or b.inferred or _POSSESSOR.match(text, b.end)):
            continue  # `Acme Corp, now Beta Ltd's largest client`: Beta Ltd is another party
        between = _ANOTHER_NAME.match(text[a.end:b.start])
        if between:  # `A changed its name to B`, `A, now B`: B is the name it has now
            out.append((i + 1, i) if _RENAMED.search(between.group()) else (i, i + 1))
    return out


def bind_name(other: Found, target: Found, ctx: DocContext) -> Found:
    """`other` as a mention of `target`'s party, and its surface an alias of it for the rest of
    the document (a former name is the same company: no short form of the current one)."""
    value = (target.entity, target.type, target.name or target.surface, target.norm)
    if ctx.alias_forms is None:
        ctx.alias_forms = LiteralSet()
    ctx.aliases[other.surface] = value
    ctx.alias_forms.add(other.surface)
    return Found(type=target.type, start=other.start, end=other.end, surface=other.surface, norm=target.norm,
                 entity=target.entity, name=target.name or target.surface, confidence=0.85,
                 props=((OTHER_NAME, other.surface),))
