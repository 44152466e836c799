"""Parties a charging document names by a designation instead of a name (`extract.designations`).

An indictment, a criminal complaint or a regulator's order keeps unnamed parties unnamed:
`Individual-1`, `Company-1`, `Bank-2`, `Foreign Official-1`, `Executive-1`, `Co-Conspirator 1`
and its short form `CC-1`; a report may write `Company A`, `Person B`. Each is a party of the
case, and the same one wherever the document writes it, so each is an entity: a firm for the
words of a firm (`Company`, `Entity`, `Bank`, `Fund` …), a person for the rest. `CC-1` and
`Co-Conspirator 1` are one entity (their norm is `co-conspirator-1`).

A report's designation of a party it does name (`Subject 1, John SMITH`, `Subject 2: Beta Trading
LLC`) is bound to the name by `terms`, and its alias wins the mention; unbound, `Subject 1` is a
person's (a report's subjects mostly are).
"""

from __future__ import annotations

import re

from textgraph.extract.base import DocContext, Found, SentenceView

_FIRM_HEADS = ("Company", "Entity", "Bank", "Firm", "Fund", "Exchange", "Business", "Corporation", "Institution",
               "Shell Company", "Financial Institution", "Trust", "Intermediary Company", "Consulting Company",
               "Consulting Firm", "Subsidiary")
_PERSON_HEADS = ("Individual", "Person", "Co-Conspirator", "CC", "Official", "Foreign Official", "Executive",
                 "Employee", "Agent", "Broker", "Relative", "Associate", "Investor", "Victim", "Banker",
                 "Consultant", "Director", "Accountant", "Attorney", "Lawyer", "Customer", "Client", "Trader",
                 "Insider", "Subject", "Suspect", "Target", "Intermediary")
_HEADS = "|".join(sorted((h.replace(" ", r"[ \t]") for h in (*_FIRM_HEADS, *_PERSON_HEADS)),
                         key=lambda h: (-len(h), h)))
# a number after a hyphen (`Individual-1`, `Company-1`, `CC-1`); after a space for a person's words
# (`Co-Conspirator 1`, `Victim 2`, `Intermediary 1`) and for a firm's where no article or a contents
# page's next heading says otherwise (`Bank 1`, `Shell Company 2`; not `the Company 6 Article 4`); a
# capital letter after a space for a few (`Company A`, `Person B`, `Executive A`; not a word's first
# letter: `Company A's` is, `Company Act` is not)
_SPACED = ("Co-Conspirator|Individual|Person|Victim|Official|Foreign[ \t]Official|Executive|Employee|Subject|Suspect"
           "|Intermediary|Agent|Consultant|Relative|Associate")
_SPACED_FIRMS = ("Company|Shell[ \t]Company|Intermediary[ \t]Company|Consulting[ \t]Company|Consulting[ \t]Firm"
                 "|Bank|Entity|Fund|Financial[ \t]Institution|Subsidiary")
_NOT_A_PARTY_AFTER = re.compile(r"(?<![\w-])(?:the|our|this|that|each|a)[ \t]+\Z", re.IGNORECASE)
_CONTENTS_NEXT = r"[ \t]+(?:Article|ARTICLE|Section|SECTION|Item|ITEM|Part|PART|Chapter|Schedule|Exhibit)\b"
_LETTERED = ("Company|Entity|Bank|Individual|Person|Executive|Employee|Official|Foreign[ \t]Official|Intermediary"
             "|Shell[ \t]Company|Agent|Consultant")
_LETTERED_WORDS = tuple(f"{w} " for w in _LETTERED.replace("[ \t]", " ").split("|"))
_DESIGNATION = re.compile(rf"(?<![\w-])(?:(?P<head>{_HEADS})-(?P<num>\d{{1,2}})"
                          rf"|(?P<spaced>{_SPACED})[ ](?P<snum>\d{{1,2}})"
                          rf"|(?P<firm>{_SPACED_FIRMS})[ ](?P<fnum>\d{{1,2}})(?!{_CONTENTS_NEXT})"
                          rf"|(?P<lettered>{_LETTERED})[ ](?P<letter>[A-H]))(?![\w-]|\.\d)")
# (the designations' first letters, a class the engine scans for: most sentences have none)
_GATE = re.compile(r"(?:[A-Z][a-z]*(?:-[A-Z][a-z]*)?|CC)[- ](?:\d|[A-H]\b)")
_FIRMS = frozenset(h.casefold() for h in _FIRM_HEADS)
_SHORT = {"cc": "co-conspirator"}


def designations(view: SentenceView, ctx: DocContext) -> list[Found]:
    """The designated parties of one sentence (module docstring)."""
    text = view.text
    # (a number needs a digit, a letter one of a few words: most sentences have neither)
    if not (view.has_digit or any(w in text for w in _LETTERED_WORDS)) or _GATE.search(text) is None:
        return []
    out: list[Found] = []
    for m in _DESIGNATION.finditer(text):
        if m.group("firm") and _NOT_A_PARTY_AFTER.search(text, max(0, m.start() - 6), m.start()):
            continue
        head = " ".join((m.group("head") or m.group("spaced") or m.group("firm") or m.group("lettered"))
                        .casefold().split())
        mark = m.group("num") or m.group("snum") or m.group("fnum") or m.group("letter")
        head = _SHORT.get(head, head)
        norm = f"{head}-{mark.casefold()}"
        out.append(Found(type="Organization" if head in _FIRMS else "Person", start=m.start(), end=m.end(),
                         surface=m.group(), norm=norm, name=m.group(), confidence=0.8))
    return out
