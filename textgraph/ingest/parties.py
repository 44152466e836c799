"""Who a name in a message header is: a person, an organization, or no one.

`party_type` reads a display name alone (pure): mail headers name departments, shops, mailing
lists and slogans as often as people, and an investigator needs the people as Person, bodies
as Organization and junk as nothing (the address is then the party). Used by `mail`.
"""

from __future__ import annotations

import re

from textgraph.extract.lexicon import (
    CAPS_COMMON,
    COMPANY_HEADS,
    FIELD_HEADS,
    GENERIC_WORDS,
    LEGAL_SUFFIXES,
    ORG_HEADS,
    STOP_WORDS,
)


def _word_set(blob: str) -> frozenset[str]:
    return frozenset(blob.split())


# Words that make a display name a mailbox of a body rather than a person: departments,
# roles, services, mailing lists and shops (`Sales Department`, `Customer Service`, `The
# Webmaster`, `MAILER-DAEMON`, `ILUG list`, `Discount Smokes`). Matched anywhere in the name.
MAILBOX_WORDS = _word_set("""
department dept depts division team staff desk helpdesk support services sales marketing
billing accounts customer customers webmaster postmaster hostmaster administrator administrators
admin daemon mailer robot bot autoresponder noreply donotreply notification notifications alerts
newsletter newsletters bulletin digest list lists listserv mailing majordomo subscribers
subscriptions member members recipients users announce announcements discussion forum tracker
archive updates news reception enquiries inquiries info registrar committee secretariat community
international worldwide global discount wholesale affordable bargain outlet supply supplies
store shop shopping replicas wines mortgage mortgages lottery casino pharmacy offers deals
products showcase properties realty system update unit suite
""")
# Organization heads that are also family names (`Charlotte Church`, `Emily Post`): only the
# words above or a legal form make a name that ends in one an organization.
_SURNAME_HEADS = _word_set("post court church fleet press guard marine union trust bank herald times force")
_ORG_WORDS = MAILBOX_WORDS | ((ORG_HEADS | COMPANY_HEADS | FIELD_HEADS) - _SURNAME_HEADS)
_COMMON_WORDS = GENERIC_WORDS | CAPS_COMMON | STOP_WORDS
# Words of a phrase or a slogan, never of a name (`Your Weight-Loss Partner`, `How many
# Shoppers`, `Visa for Bad Credit`).
_PHRASE_WORDS = _word_set("""
you your yours our ours we us my me how why what when where who which this that these those is
are was were not dont any many every here there now get make for to with about or than if in on
at
""")
_JUNK = re.compile(r"[@$!?<>\"=*#|{}\[\]\\/:;%+~^_]|\d")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")
_SITE = re.compile(r"(?i)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|biz|info|edu|gov|io|co|uk|ie|de|us|tv)")
_HANDLE = re.compile(r"[a-z]{2,}(?:\.[a-z]{2,})+")


def party_type(name: str) -> str:
    """`Person`, `Organization` or "" (no one: junk, a slogan or a handle) for a display
    name. Pure. An organization has a legal form or a department, role, list or trade word
    (`Acme Ltd`, `Sales Department`, `ILUG list`, `Discount Smokes`), is made of common words
    only (`Great Offers`), is a web site (`Date.com`), an acronym (`ILUG`) or a brand in one
    word (`TheCashSystem`); digits and symbols (`$$$$SAVE$$$$$`, `You$25 GiftCard`), slogan
    words (`Your Weight-Loss Partner`) and user names (`uncle_slacky`, `aaronsw`: one word in
    lower case) name no one."""
    words = [w.casefold() for w in _WORD.findall(name)]
    if not words:
        return ""
    tokens = name.split()
    if len(tokens) == 1 and (_SITE.fullmatch(name) or (name.isupper() and 2 <= len(name) <= 4)):
        return "Organization"
    head, dash, _ = name.partition(" - ")
    if dash and party_type(head) == "Organization":  # `IQ - AIG`
        return "Organization"
    parts = {p.casefold() for t in tokens for p in _CAMEL.findall(t)} if len(tokens) == 1 else set()
    org = (len(words) > 1 and words[-1] in LEGAL_SUFFIXES) or bool(_ORG_WORDS & (set(words) | parts))
    if _JUNK.search(name) or _HANDLE.fullmatch(name) or (len(words) == 1 and (words[0] in LEGAL_SUFFIXES
                                                                            or name.islower())):
        return "Organization" if org and "@" not in name else ""
    if org or (len(parts) >= 3 and not name.isupper()) or (len(parts) == 2 and parts & _COMMON_WORDS):
        return "Organization"
    if _PHRASE_WORDS & set(words) or len(words) > 6:
        return ""
    if all(w in _COMMON_WORDS for w in words):
        return "Organization" if len(words) > 1 else ""
    return "Person" if "&" not in name else ""
