"""What a question asks about: the predicates its words name, the direction, and the dates.

"who transferred funds to Beta Ltd" asks for TRANSFERRED claims whose object is Beta Ltd;
"which payments did Gamma make in April 2026" for TRANSFERRED claims of Gamma dated in April
2026; "is Acme Holdings part of the same group as Acme Corp" for any claim between the two.
The claim lists here are evidence for the answer's claims and for its documents.
"""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from textgraph.currency import MINOR_DIGITS, amount_text
from textgraph.retrieve.dates import QuestionDates, question_dates
from textgraph.retrieve.reader import Index

_CONTROL = re.compile(r"\b(?:control\w*|trustees?)\b", re.I)
_BEHIND = re.compile(r"\b(?:behind|pscs?|significant\s+control|pull\w*\s+(?:the\s+)?strings|puppet\s*masters?)\b",
                     re.I)
_OWN = re.compile(r"\b(?:own\w*|shareholder\w*|shares?|stake|beneficial|bought|buy\w*|sold|sell\w*|"
                  r"acquir\w*|purchas\w*|took\s+over|tak\w+\s+over|takeovers?|subsidiar(?:y|ies)|parent)\b", re.I)
# the ultimate owner asked for by name: its beneficial owners first, then who controls it (`_WIDER`)
_UBO = re.compile(r"\b(?:ubos?|ultimate(?:ly)?\s+(?:benefici\w*|own\w*))\b", re.I)
_CONNECTED = re.compile(r"\b(?:related|connect\w*|linked|links?|ties|tied)\b", re.I)
# dealings with a party: its contracts, then its payments and other ties (`_WIDER`)
_DEALINGS = re.compile(r"\b(?:counterpart(?:y|ies)|business\s+(?:with|dealings|relationships?)|dealings|"
                       r"deals\s+with|dealt\s+with|trad(?:es|ed|ing)\s+with|trading\s+partners?)\b", re.I)
# a member of a group of companies (`which companies are part of the Sokolov Group`)
_OF_A_GROUP = r"\s+(?:of|to)\s+(?:the\s+)?[\w ]{1,40}?\bgroup\b"
_IN_GROUP = re.compile(rf"\b(?:members?|part|belong\w*){_OF_A_GROUP}", re.I)
# money words later in a question: a beneficiary there is a payment's payee (`which beneficiaries
# received funds from A`), not a trust's
_MONEY_AFTER = r"[^?.]*\b(?:receiv\w*|paid|payments?|funds?|money|transfers?|wires?|sent)\b"
# question words -> the predicates they ask about
_INTENTS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\b(?:transfer\w*|paid|pay(?!roll)\w*|sen[dt]\w*|wir\w+|remit\w*|funds?|money|moved?|receiv\w*|"
                r"fund(?:ed|ing|er|ers)|financ(?:ed|es|ing|ier|iers)|bankroll\w*|deposit(?:ed|s|ing)?|"
                r"borrow\w*|creditors?|debtors?|recipients?|"
                r"brib\w*|kickbacks?|backhanders?|dividends?|cheques?|"
                r"lent|lend\w*|loan\w*|embezzl\w*|misappropriat\w*|siphon\w*|stole|stolen|steal\w*|divert\w*|"
                r"funnell?\w*|channell?ed|laundere?\w*)\b", re.I), ("TRANSFERRED",)),
    (_CONTROL, ("CONTROLS",)),
    (_BEHIND, ("BENEFICIAL_OWNER_OF", "CONTROLS")),
    (_UBO, ("BENEFICIAL_OWNER_OF",)),
    (_OWN, ("OWNS", "BENEFICIAL_OWNER_OF")),
    (re.compile(r"\b(?:director\w*|board)\b", re.I), ("DIRECTOR_OF",)),
    # who runs a firm: its directors and officers (a register's "officers" are its directors too)
    (re.compile(r"\b(?:runs?|ran|running|manag(?:e|es|ed)|heads|headed|heading|in\s+charge|officers?)\b", re.I),
     ("DIRECTOR_OF", "OFFICER_OF")),
    (re.compile(r"\b(?:employ\w*|work\w*|staff\w*|personnel|officers?|ceo|cfo|coo|secretary|job|title|roles?|positions?|"
                r"(?:co-?)?found\w*|managing\s+partners?|liquidators?|receivers?|payroll)\b", re.I),
     ("EMPLOYED_BY", "OFFICER_OF")),
    (re.compile(r"\b(?:where|located|registered|based|incorporated|headquarter\w*|head office|jurisdictions?|"
                r"countr(?:y|ies)|cit(?:y|ies)|towns?|domicil\w*)\b", re.I),
     ("LOCATED_IN",)),
    # an address: a place, or a mail's address (`what is the e-mail address of X`)
    (re.compile(r"\baddress(?:es)?\b", re.I), ("HAS_ADDRESS", "LOCATED_IN")),
    # `partner`, but not the office (`the managing partner of Northbridge`)
    (re.compile(r"\b(?:associat\w*|affiliat\w*|friends?|colleagues?|settlors?|protectors?|"
                rf"beneficiar(?:y|ies)(?!{_MONEY_AFTER})|"
                r"conspir\w*|co-?conspirators?|collu\w*|accomplices?|"
                r"(?<!managing\s)(?<!senior\s)(?<!general\s)(?<!founding\s)(?<!equity\s)partners?)\b", re.I),
     ("ASSOCIATED_WITH",)),
    (re.compile(r"\b(?:accounts?|iban|a/c|account-holder|holder)\b", re.I), ("HOLDS_ACCOUNT",)),
    (re.compile(r"\b(?:banks?|banking|banked|bankers?)\b", re.I), ("BANKS_WITH",)),
    (re.compile(r"\b(?:agreements?|contracts?|contracted|contracting|contractual|deals?|facilit(?:y|ies)|"
                r"interest\s+rates?|auditors?|audit(?:s|ed|ing)?|audit\s+firm|custodians?|administrators?|"
                r"lawyers?|solicitors?|legal\s+counsel|registered\s+agents?|service\s+providers?|awarded|tenders?|"
                r"concessions?)\b", re.I),
     ("CONTRACTED_WITH",)),
    # a mandate over an account is control; signing a document for a firm is a tie (`signed … on
    # behalf of B`: ASSOCIATED_WITH, role signatory)
    (re.compile(r"\b(?:signator(?:y|ies)|mandate\s+holders?|attorneys?)\b", re.I), ("CONTROLS", "ASSOCIATED_WITH")),
    (re.compile(r"\b(?:signed|signs|sign|behalf|guarant\w*|invoic\w*|billed|suppl(?:y|ies|ier|iers|ied|ying)|vendors?|"
                r"customers?|clients?|introduc\w*|represent(?:s|ed|ing|atives?)?)\b", re.I), ("ASSOCIATED_WITH",)),
    (_IN_GROUP, ("ASSOCIATED_WITH",)),
    (re.compile(r"\b(?:relatives?|family|families|kin|wi(?:fe|ves)|husbands?|spouses?|married|divorc\w*|brothers?|sisters?|"
                r"siblings?|sons?|daughters?|fathers?|mothers?|cousins?|nephews?|nieces?|uncles?|aunts?|in-laws?|"
                r"child|children|grandchild(?:ren)?|heirs?|"
                r"girlfriends?|boyfriends?|fianc[ée]e?s?|lovers?|mistress(?:es)?|partners?\s+in\s+life)\b",
                re.I), ("RELATIVE_OF",)),
    (_CONNECTED, ("ASSOCIATED_WITH",)),
    # "who is X related to": a relative as much as an associate (then every other tie, `_WIDER`)
    (re.compile(r"\b(?:related\s+to|relations?\s+(?:of|to|with|between))\b", re.I), ("RELATIVE_OF",)),
    # "who is X close to", "X's counterparties", "who does X do business with"
    (re.compile(r"\b(?:close\s+to(?!\s+(?:[$€£]|\d|usd|eur|gbp|chf)))\b", re.I), ("ASSOCIATED_WITH",)),
    (_DEALINGS, ("CONTRACTED_WITH",)),
    (re.compile(r"\b(?:e-?mail\w*|wrote|writ\w*|messag\w*|contact\w*|talk\w*|spoke|speak\w*|chat\w*|"
                r"communicat\w*|correspond\w*|cc'?d)\b", re.I), ("EMAILED", "MESSAGED")),
    # meetings (`who met Ahmed Saleh`, `meetings between A and B`, `who had dinner with X`)
    (re.compile(r"\b(?:met|meet|meets|meeting|meetings|visit\w*|dined|dinners?|lunch\w*)\b|"
                r"\b(?:did|does|do)\b[^?]{1,60}?\bsee\b|\b(?:has|have|had)\b[^?]{1,60}?\bseen\b", re.I), ("MET",)),
    # a call log's calls (`who called Ahmed Saleh`, `phone calls between …`; not `a company called B`)
    (re.compile(r"\b(?:(?<!company\s)(?<!firm\s)(?<!entity\s)(?<!is\s)(?<!was\s)(?<!are\s)(?<!were\s)call(?:ed|s|ing)?|phon(?:ed|es|ing)|rang|dial(?:l?ed|s)|"
                r"contact\w*|talk\w*|spoke|speak\w*|communicat\w*)\b",
                re.I), ("CALLED",)),
)
# Words whose predicates have weaker evidence too, tier by tier, ranked after them: an analyst
# asking who controls (or is behind) a company wants its owners, then its directors and
# officers, when no claim says "controls"; asking who is connected to someone, every tie
# between parties. ("associated with" names the predicate itself: no wider evidence.)
_CONTROL_TIERS = (("BENEFICIAL_OWNER_OF", "OWNS"), ("DIRECTOR_OF", "OFFICER_OF"))
_WIDER: tuple[tuple[re.Pattern[str], tuple[tuple[str, ...], ...]], ...] = (
    (_CONTROL, _CONTROL_TIERS),
    (_BEHIND, _CONTROL_TIERS),
    (_UBO, (("CONTROLS", "OWNS"), ("DIRECTOR_OF", "OFFICER_OF"))),
    # who owns B, when no claim says: who controls it (not for a sale or a purchase)
    (re.compile(r"\b(?:own(?:s|ed|er|ers|ership)?|shareholders?)\b", re.I), (("CONTROLS",),)),
    (_DEALINGS, (("TRANSFERRED", "ASSOCIATED_WITH"),)),
    (_CONNECTED, (("BENEFICIAL_OWNER_OF", "CONTROLS", "DIRECTOR_OF", "EMPLOYED_BY", "OFFICER_OF", "OWNS",
                   "RELATIVE_OF", "CONTRACTED_WITH"),
                       ("CALLED", "EMAILED", "MESSAGED", "MET", "TRANSFERRED"))),
)
_TOWARD = re.compile(r"\b(?:to|into|received|receive|recipient|beneficiary)\b", re.I)
_AWAY = re.compile(r"\b(?:from|by|sender|originator)\b", re.I)
LIMIT = 50  # claims per list: evidence, not an inventory


@dataclass(frozen=True, slots=True)
class Intent:
    """The predicates a question asks about, which side of them it names, and its dates.

    `above`/`below` bound a claim's amount (exclusive; "at least"/"at most" move the bound by
    one minor unit), in `currency` when the question names one. `roles` pairs a named entity
    row with the side the question puts it on ("subj" or "obj"), sorted; a named entity not
    in it may be on either side.
    """

    types: tuple[str, ...] = ()
    toward: bool = False
    away: bool = False
    dates: QuestionDates = field(default_factory=QuestionDates)
    roles: tuple[tuple[int, str], ...] = ()
    above: int | None = None  # an amount bound in minor units ("over $1,000,000": above 100000000)
    below: int | None = None
    currency: str = ""
    wider: tuple[tuple[str, ...], ...] = ()  # weaker evidence, tier by tier (`_WIDER`), after `types`
    size: str = ""  # "largest" / "smallest": claims by amount (a stake by its percentage), that end first
    total: bool = False  # "in total", "altogether": the answer sums the payments (`payment_totals`)
    when: str = ""  # "latest" / "earliest": dated claims by their date, that end first
    past: bool = False  # "who was", "former": ties that ended are as much the answer as standing ones
    role: str = ""  # the office or tie the question names ("the secretary of B"): its claims first
    place: str = ""  # the kind of place asked for ("which country": "country", "which city": "city")
    everyone: bool = False  # asked of every party: no one named, no passage to take parties from

    def corpus_wide(self) -> bool:
        """The question is asked of the whole corpus, named entity or not: it names a date,
        bounds an amount, asks for the largest, smallest, first or last, or is asked of everyone."""
        return bool(self.dates or self.above is not None or self.below is not None or self.size or self.when
                    or self.everyone)


# Who wrote to whom: "who did X email / write to" names the writer, "who emailed / wrote to
# X" the one written to, whatever `to` says (in "write to" it points at the party asked for)
_COMMUNICATION = frozenset({"EMAILED", "MESSAGED", "CALLED"})
_WRITER_NAMED = re.compile(r"\b(?:did|does|has|have)\b.{1,80}?\b(?:e-?mail|write|wrote|written|message|"
                           r"contact|call|text|talk|speak|chat)\w*\b", re.I)
_READER_NAMED = re.compile(r"\bwho\s+(?:has\s+|have\s+|had\s+)?(?:e-?mailed|wrote|written|messaged|"
                           r"contacted|called|texted|sent)\b", re.I)


# Predicates whose subject is the one who acts (pays, owns, controls, writes): for them "from"/
# "by" and "X paid" name the subject, "to" and "paid X" the object. For the others (A
# EMPLOYED_BY B, A DIRECTOR_OF B) these words say nothing about the side: "employed by Acme"
# names the object.
_DIRECTED = frozenset({"TRANSFERRED", "OWNS", "BENEFICIAL_OWNER_OF", "CONTROLS"}) | _COMMUNICATION
_HOLDING = frozenset({"OWNS", "BENEFICIAL_OWNER_OF", "CONTROLS"})
_ACTS = re.compile(r"(?:pa(?:y|ys|id|ying)|sen[dt]s?|sending|transfer(?:s|red|ring)?|wir(?:e|es|ed|ing)|"
                   r"remit\w*|len[dt]s?|lending|loan(?:s|ed)?|own(?:s|ed)?|control(?:s|led|ling)?|"
                   r"fund(?:s|ed|ing)|financ(?:es|ed|ing)|bankroll(?:s|ed|ing)?|"
                   r"e-?mail(?:s|ed)?|wr[io]tes?|written|messag(?:e|es|ed)|ma(?:ke|kes|de|king))", re.I)
_ACT_NOUNS = re.compile(r"(?:payments?|transfers?|wires?|remittances?|loans?)", re.I)  # "Acme's payments"
_GETS = re.compile(r"(?:receiv\w*|gets?|got|obtain\w*|accept\w*|borrow(?:s|ed|ing)?)", re.I)
_PASSIVE = frozenset({"was", "were", "is", "are", "been", "being", "be", "get", "got"})
_SUBJECT_WORDS = frozenset({"from", "by", "sender", "originator", "payer", "payor"})
_OBJECT_WORDS = frozenset({"to", "into", "recipient", "beneficiary", "payee", "behind", "over"})
# the one who holds, pays or lends, and the one held, paid or lent to: "the owner of Gamma",
# "Gamma's controller", "the payers of Gamma", "the source of Gamma's funds" put Gamma on the
# object side; "the subsidiaries of Gamma" (Gamma owns them), "Gamma's payees" on the subject side
_HOLDER_WORDS = (r"(?:owner|shareholder|controller|parent|ubo|payer|payor|sender|funder|financier|backer|source|"
                 r"originator|remitter|lender|creditor)s?")
_HELD_WORDS = r"(?:subsidiar(?:y|ie)|payee|recipient|borrower|debtor|employer)s?"
_HOLDER_NOUNS = re.compile(rf"{_HOLDER_WORDS}|ownership", re.I)
_HELD_NOUNS = re.compile(rf"{_HELD_WORDS}|holdings", re.I)
# after a possessive, money that came (or went): "Gamma's money came from", "… funds went to"
_MONEY_NOUNS = frozenset({"money", "funds", "fund", "cash", "proceeds", "payments", "wealth"})
_CAME = frozenset({"come", "came", "originate", "originated", "arrive", "arrived"})
_DATE_WORD = re.compile(r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
                        r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|\d{1,4})", re.I)
_AUXILIARY = frozenset({"did", "does", "do", "has", "have", "had", "will", "would", "can", "could"})
_ARTICLES = frozenset({"the", "a", "an", "company", "entity"})
_FILLER = _ARTICLES | frozenset({"any", "not", "never", "ever", "also", "really", "actually", "directly",
                     "ultimately", "n't"}) | _AUXILIARY


def parse_intent(question: str, named: Sequence[tuple[int, int, int]] = (),
                 words: Sequence[str] = (), possessive: Set[int] = frozenset()) -> Intent:
    """The question's predicates (sorted), direction words and dates; pure.

    `named` gives the (entity row, first word, end word) of the names found in `words` (the
    question's words, `lookup.question_words`); for a predicate whose subject acts, each name
    gets the side its neighbouring words put it on (`roles`). `possessive`: the numbers of the
    words that end in `'s` (`lookup.possessive_words`): "Acme's owner" names the owned.
    """
    types = tuple(sorted({t for pattern, ts in _INTENTS if pattern.search(question) for t in ts}))
    if _WHICH_BANK.search(question):
        types = ("BANKS_WITH",)  # `which bank processed payments for B`: the bank, not the payments
    if "LOCATED_IN" in types and _WHERE_MONEY.search(question):
        types = tuple(t for t in types if t != "LOCATED_IN")  # "where did the money go": its payees
    if {"HOLDS_ACCOUNT", "TRANSFERRED"} <= set(types) and not _WHICH_ACCOUNT.search(question):
        types = tuple(t for t in types if t != "HOLDS_ACCOUNT")  # "transfers into B's account": B's payers
    toward, away = bool(_TOWARD.search(question)), bool(_AWAY.search(question))
    if types and set(types) <= _COMMUNICATION:
        if _READER_NAMED.search(question):
            toward, away = True, False
        elif _WRITER_NAMED.search(question):
            toward, away = False, True
    if types and not set(types) <= _DIRECTED:
        toward = away = False
    roles: dict[int, str] = {}
    control = bool(set(types) & _HOLDING) and "TRANSFERRED" not in types  # "who pulls the strings at B"
    if types and set(types) <= _DIRECTED:
        for row, start, end in named:
            role = _role(words, start, end, end - 1 in possessive, control)
            if role and row not in roles:
                roles[row] = role
    above, below, currency = amount_bounds(question)
    size = "largest" if _LARGEST.search(question) else "smallest" if _SMALLEST.search(question) else ""
    total = _TOTAL.search(question) is not None
    dates = question_dates(question)
    # "the last payment"; not "the first wire … on 4 March 2026", whose date says which
    when = ("" if dates else "latest" if _LATEST.search(question) else "earliest" if _EARLIEST.search(question)
            else "")
    money = above is not None or below is not None or ((size or total) and _MONEY_WORDS.search(question) is not None)
    return Intent(types or (("TRANSFERRED",) if money else ()), toward, away,
                  dates, tuple(sorted(roles.items())), above, below, currency,
                  wider_types(question, types), size, total, when, _PAST.search(question) is not None,
                  _asked_role(question), _asked_place(question))


# a question that asks for a party's bank by name (`which bank …`, `what banks …`, `whose bank …`)
_WHICH_BANK = re.compile(r"\b(?:which|what|whose)\s+banks?\b|\bwhere\s+(?:does|do|did)\b[^?]{1,80}?\b(?:bank(?:s|ed)?|"
                         r"(?:hold|have|keep|maintain|open|opened|held|had|kept)\s+(?:an?\s+|its\s+|their\s+|his\s+|"
                         r"her\s+)?(?:bank\s+)?accounts?)\b", re.I)
_WHICH_ACCOUNT = re.compile(r"\b(?:which|what|whose)\s+(?:bank\s+)?accounts?\b", re.I)
# where money went or came from asks for parties, not places
_WHERE_MONEY = re.compile(r"\bwhere\s+(?:did|does|do|has|have|had|was|were|is)\b[^?]{0,80}?\b(?:money|funds?|payments?|"
                          r"proceeds|cash|transfers?)\b", re.I)


def wider_types(question: str, types: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The tiers of predicates that are weaker evidence for what `question` asks (`_WIDER`),
    each predicate in its earliest tier, none of the asked `types`, empty tiers dropped; pure."""
    tiers: list[set[str]] = []
    for pattern, wider in _WIDER:
        if not pattern.search(question):
            continue
        for depth, tier in enumerate(wider):
            while len(tiers) <= depth:
                tiers.append(set())
            tiers[depth] |= set(tier)
    seen = set(types)
    out: list[tuple[str, ...]] = []
    for found in tiers:
        kept = tuple(sorted(found - seen))
        seen |= found
        if kept:
            out.append(kept)
    return tuple(out)


# "the largest payment", "who received the most", "the biggest shareholder"; not "at most", "most recent"
_LARGEST = re.compile(r"\b(?:largest|biggest|highest|greatest|(?<!at\s)most(?!\s+(?:recent\w*|likely|important|"
                      r"often|frequent\w*|probabl\w*|central|connected|mentioned|active)\b))\b", re.I)
_SMALLEST = re.compile(r"\b(?:smallest|lowest|(?<!at\s)least(?!\s+(?:recent\w*|likely|once)\b))\b", re.I)
_LATEST = re.compile(r"\b(?:latest|most\s+recent(?:ly)?|last|final)\b", re.I)
_EARLIEST = re.compile(r"\b(?:earliest|first|oldest)\b", re.I)
# the offices and ties a claim's `role` prop names, as a question asks for them (plural or not)
_ROLES_ASKED = re.compile(
    r"\b(secretar(?:y|ies)|chair(?:man|woman|person)?s?|ceos?|cfos?|coos?|treasurers?|presidents?|auditors?|"
    r"audit(?:s|ed|ing)?|custodians?|"
    rf"settlors?|beneficiar(?:y|ies)(?!{_MONEY_AFTER})|protectors?|trustees?|signator(?:y|ies)|nominee\s+shareholders?|"
    r"nominee\s+directors?|founders?|introducers?|registered\s+agents?|guarantors?|guarantee[sd]?|invoic(?:e[sd]?|ing)|"
    r"billed|suppl(?:iers?|ies|ied|y|ying)|vendors?|signed|attorneys?|introduced|introduc(?:es|ing)|"
    r"represent(?:s|ed|ing|atives?)?|"
    rf"(?:members?|part|belong(?:s|ed)?)(?={_OF_A_GROUP}))\b", re.I)
# what a claim's role calls the tie a question asks for by its verb (`who invoiced B`: its supplier)
_ROLE_OF_WORD = {"invoice": "supplier", "invoiced": "supplier", "invoicing": "supplier", "billed": "supplier",
                 "vendor": "supplier", "guarantee": "guarantor", "guaranteed": "guarantor", "signed": "signatory",
                 "introduced": "introducer", "introduce": "introducer", "introducing": "introducer",
                 "member": "group member", "part": "group member", "belong": "group member",
                 "belonged": "group member", "audit": "auditor", "audited": "auditor", "auditing": "auditor",
                 "supplied": "supplier", "supply": "supplier", "supplying": "supplier",
                 "represent": "representative", "represented": "representative", "representing": "representative"}


# the kind of place a question asks for, as a Location's `kind` prop names it
_PLACE_KINDS = (("country", re.compile(r"\b(?:countr(?:y|ies)|jurisdictions?|nation)\b", re.I)),
                ("city", re.compile(r"\b(?:cit(?:y|ies)|towns?)\b", re.I)))


def _asked_place(question: str) -> str:
    """"country" or "city" when the question asks for one ("in which country is B registered"), else ""."""
    return next((kind for kind, pattern in _PLACE_KINDS if pattern.search(question)), "")


def _asked_role(question: str) -> str:
    """The role word a question asks for, singular and folded (`secretary`, `beneficiary`), or ""."""
    m = _ROLES_ASKED.search(question)
    if m is None:
        return ""
    word = " ".join(m.group(1).casefold().split())
    if word.endswith("ies"):
        word = word[:-3] + "y"
    elif word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return _ROLE_OF_WORD.get(word, word)


# a question about what was, not what is: its answer may be a tie that has ended
_PAST = re.compile(r"\b(?:was|were|former|formerly|previous|previously|past|resigned|ceased|had\s+been|used\s+to|"
                   r"once|until|earlier)\b", re.I)
_TOTAL = re.compile(r"\b(?:total|totals|totall?ing|totall?ed|altogether|combined|aggregate|overall|sum|in\s+all)\b",
                    re.I)
_MONEY_WORDS = re.compile(r"\b(?:amounts?|money|sums?|much|funds?|value|paid|payments?|transfers?|wires?)\b", re.I)
# the size of a claim for "largest"/"smallest": an amount in the currency's major units (compared
# at face value across currencies: no exchange rates), else a stake's percentage
_SIZE = ("COALESCE(amount * 1.0 / CASE currency "
         + " ".join(f"WHEN '{code}' THEN {10 ** digits}" for code, digits in sorted(MINOR_DIGITS.items()))
         + " ELSE 100 END, CAST(json_extract(props, '$.percentage') AS REAL))")

# A bound word before an amount: only a question with one needs the money rule's tables
_BOUND_WORD = re.compile(r"\b(?:than|over|above|exceed(?:s|ed|ing)?|excess|least|under|below|most|up\s+to)\b|[<>]",
                         re.I)


@lru_cache(maxsize=1)
def _bound_pattern() -> re.Pattern[str]:
    """The bound pattern, its currencies the money rule's symbols, codes and words (imported
    here: the extraction package costs a cold query ~0.15 s, and few questions bound amounts)."""
    from textgraph.extract.money import CODES, SYMBOLS, WORDS

    cur = "|".join(re.escape(c) for c in sorted({*SYMBOLS, *(c.lower() for c in CODES), *WORDS},
                                                key=lambda c: (-len(c), c)))
    return re.compile(
        r"(?:\b(more than|greater than|larger than|bigger than|higher than|over|above|exceed(?:s|ed|ing)?|in excess of|"
        r"at least|less than|smaller than|lower than|under|below|at most|up to|not more than)|([<>]=?))\s*"
        rf"({cur})?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|mn|mln|m|million|bn|b|billion)?\b\s*(?:({cur})\b)?",
        re.I)


def amount_bounds(question: str) -> tuple[int | None, int | None, str]:
    """(above, below, currency) of the amounts a question bounds: "over $1,000,000", "at least
    EUR 500k", "under 10,000", in minor units (as the money rule makes them: `money.to_minor`),
    exclusive; (None, None, "") when it bounds none."""
    above: int | None = None
    below: int | None = None
    currency = ""
    if not _BOUND_WORD.search(question):
        return above, below, currency
    from textgraph.extract.money import currency_code, to_minor

    for m in _bound_pattern().finditer(question):
        word = (m.group(1) or m.group(2)).casefold()
        code = currency_code(m.group(3) or m.group(6) or "")
        if not (code or m.group(5) or len(m.group(4).split(".")[0].replace(",", "")) >= 4):
            continue  # "over 40 transfers" bounds no amount
        value = to_minor(m.group(4), (m.group(5) or "").casefold(), code)
        if value is None:
            continue
        currency = currency or code
        if word in ("at least", ">="):
            above = value - 1
        elif word in ("at most", "up to", "not more than", "<="):
            below = value + 1
        elif word in ("less than", "smaller than", "lower than", "under", "below", "<"):
            below = value
        else:
            above = value
    return above, below, currency


def _participle(word: str) -> bool:
    return bool(_ACTS.fullmatch(word)) and (word.endswith(("ed", "en")) or word in ("paid", "sent", "lent", "made"))


def _role(words: Sequence[str], start: int, end: int, possessive: bool = False, control: bool = False) -> str:
    """The side of an acting predicate the name `words[start:end]` is on: "subj", "obj" or "".
    `possessive`: the name ends in `'s` ("who is Acme's owner"); `control`: the question asks
    who holds or controls, so a name after `at` is the one held ("who pulls the strings at Acme")."""
    before = [w.casefold() for w in words[:start] if w.casefold() not in _ARTICLES]
    if before and before[-1] not in _AUXILIARY:  # after "did", the name is the clause's subject
        word = next((w for w in reversed(before) if w not in _FILLER), "")
        if word in _SUBJECT_WORDS:
            # "payments received by Gamma", "funds obtained by Gamma": the one who got them
            return "obj" if word == "by" and len(before) >= 2 and _GETS.fullmatch(before[-2]) else "subj"
        if word in _OBJECT_WORDS or _ACTS.fullmatch(word) or (control and word == "at"):
            return "obj"
        if word in ("of", "in") and len(before) >= 2 and (_HOLDER_NOUNS.fullmatch(before[-2]) or
                                                          before[-2] == "control"):
            return "obj"  # "the owner of Gamma", "who is in control of Gamma"
        if word == "of" and len(before) >= 2 and before[-2] in ("party", "parties") and \
                before[-3:-2] == ["controlling"]:
            return "obj"  # "the controlling party of Gamma"
        if word == "of" and len(before) >= 2 and _HELD_NOUNS.fullmatch(before[-2]):
            return "subj"
        if word == "of" and len(before) >= 2 and _ACT_NOUNS.fullmatch(before[-2]):
            return "obj" if before[-3:-2] == ["incoming"] else "subj"  # "the (outgoing) payments of Gamma"
        if word == "with" and any(w.startswith("deposit") for w in before):
            return "obj"  # "who deposited money with Gamma"
    # a date between the name and its noun says nothing of the side ("Gamma's April 2026 payments")
    after = [w.casefold() for w in words[end:] if w.casefold() not in _FILLER and not _DATE_WORD.fullmatch(w)]
    if possessive and after:
        if _HOLDER_NOUNS.fullmatch(after[0]):
            return "obj"  # "Gamma's owner", "Gamma's UBO"
        if _HELD_NOUNS.fullmatch(after[0]):
            return "subj"  # "Gamma's payees"
        if after[0] in _MONEY_NOUNS:  # "Gamma's money came from", "Gamma's funds went"
            return "obj" if _CAME.intersection(after[1:4]) else "subj"
    if len(after) >= 2 and after[0] in _PASSIVE and _participle(after[1]):
        return "obj"  # "Beta Ltd was paid by ..."
    if before and before[-1] in _PASSIVE and after and _participle(after[0]):
        return "obj"  # "was Beta Ltd paid by ..."
    if after and _GETS.fullmatch(after[0]):
        return "obj"  # "did HLTC receive ..."
    if after and (_ACTS.fullmatch(after[0]) or _ACT_NOUNS.fullmatch(after[0])):
        return "subj"  # "who did Acme pay", "Acme's payments"
    return ""


def _marks(items: Sequence[object]) -> str:
    return ",".join("?" * len(items))


def _date_match(dates: QuestionDates, column: str = "date") -> tuple[str, list[str]]:
    """An SQL condition on `claim.date` (the date a claim states) or another of its date
    columns, true for a claim dated on a day, in a month or within a range named."""
    terms = [f"{column} IN ({_marks(dates.days)})"] if dates.days else []
    params = list(dates.days)
    for low, high in [(month, month) for month in dates.months] + list(dates.ranges):
        terms.append(f"({column} >= ? AND {column} < ?)")
        params += [low, high + "~"]  # '~' sorts after every "-dd" suffix: the last day or month is in
    return "(" + " OR ".join(terms) + ")", params


def _amount_match(intent: Intent) -> tuple[list[str], list[object]]:
    """SQL conditions for a claim whose amount is within the question's bounds (and currency),
    on the typed `amount`/`currency` columns: "amount IS NOT NULL" lets SQLite use the partial
    index `claim_amount`, which is in the order the bounded claims are ranked by."""
    where: list[str] = ["amount IS NOT NULL"]
    params: list[object] = []
    if intent.above is not None:
        where.append("amount > ?")
        params.append(intent.above)
    if intent.below is not None:
        where.append("amount < ?")
        params.append(intent.below)
    if intent.currency:
        where.append("currency = ?")
        params.append(intent.currency)
    return where, params


def intent_claims(index: Index, intent: Intent, seeds: Sequence[int], limit: int = LIMIT) -> list[int]:
    """Claim rows of the asked predicates that involve a named entity, best first.

    A named entity the question puts on one side (`Intent.roles`: "who paid Beta" names the
    payee, "who did Acme pay" the payer) is matched on that side only; with no such name, "to"/
    "received" keep only claims whose object is named, "from"/"by" those whose subject is
    (for predicates whose subject acts; "employed by Acme" may name either side). Order:
    dated on a day, month or range the question names, then between two named
    entities, then stated before denied, then (when an entity is named) the claims of the
    office the question names ("the secretary of B"), then (unless the question asks about the
    past: "who was", "former") standing before ended or replaced, then by confidence and row. With no entity named but a
    date, the claims of that date. With a date but no predicate, the claims of that date (of
    the named entities, when any). A question that bounds an amount ("over $1,000,000") keeps
    only claims within the bound, largest first after the other keys, named entity or not.
    Empty when the question names neither.
    """
    bounded = intent.above is not None or intent.below is not None
    if not (intent.types or intent.dates) or not (seeds or intent.corpus_wide()):
        return []
    seeds = sorted(set(seeds))
    types = [*intent.types, *(t for tier in intent.wider for t in tier)]
    where = [f"type IN ({_marks(types)})"] if types else []
    params: list[object] = list(types)
    if bounded:
        amount_where, amount_params = _amount_match(intent)
        where += amount_where
        params += amount_params
    if not intent.types:  # "what happened on 1 June 2009": claims valid from the days named
        cond, cond_params = _date_match(intent.dates, "t_valid")
        where.append(cond)
        params += cond_params
    order: list[str] = []
    order_params: list[object] = []
    if seeds:
        subjects, objects = _sides(intent, seeds)
        sides = [(f"subj IN ({_marks(subjects)})", subjects), (f"obj IN ({_marks(objects)})", objects)]
        where.append("(" + " OR ".join(term for term, rows in sides if rows) + ")")
        params += subjects + objects
        roles = dict(intent.roles)  # between two named entities, on the sides their roles allow
        first, second = ([r for r in seeds if roles.get(r) != "obj"], [r for r in seeds if roles.get(r) != "subj"])
        if first and second:  # a constant ORDER BY term would be read as a column number
            order.append(f"(subj IN ({_marks(first)}) AND obj IN ({_marks(second)}) AND subj != obj) DESC")
            order_params += first + second
    if intent.dates and intent.types:
        cond, cond_params = _date_match(intent.dates)
        if seeds:
            order.insert(0, f"{cond} DESC")
            order_params[:0] = cond_params
        else:  # "date > ''" lets SQLite use the partial index of dated claims
            where += [cond, "date > ''"]
            params += cond_params
    if intent.wider:  # the asked predicates first, then the wider ones tier by tier
        for tier in (intent.types, *intent.wider[:-1]):
            order.append(f"type IN ({_marks(tier)}) DESC")
            order_params += list(tier)
    order.append("polarity != 'positive'")
    # "who is the secretary of B": standing ties before ended ones (among a named entity's claims
    # only: a question that names none reads a range of an index, in its order, with no JSON)
    if seeds and intent.role:  # "the company secretary of B": the claims of that office first
        order.append("(json_extract(props, '$.role') LIKE ?) DESC")
        order_params.append(f"%{intent.role}%")
    if seeds and not intent.past:
        order.append("(json_extract(props, '$.ended') IS NOT NULL OR json_extract(props, '$.t_invalid') IS NOT NULL)")
    if intent.size or intent.when:
        # a single payment before a sum of several, a standing claim before one a correction replaced
        order += ["coalesce(json_extract(props, '$.aggregate'), json_extract(props, '$.joint'), 0) != 0",
                  "json_extract(props, '$.t_invalid') IS NOT NULL"]
    if intent.size:  # "the largest payment": by size, claims with none last
        order += [f"{_SIZE} IS NULL", f"{_SIZE} {'DESC' if intent.size == 'largest' else 'ASC'}"]
        if not seeds and not bounded:
            where.append(f"{_SIZE} IS NOT NULL")
    elif intent.when:  # "the last payment": by the date it states, undated ones last
        order += ["date = ''", f"date {'DESC' if intent.when == 'latest' else 'ASC'}"]
        if not seeds and not bounded:
            where.append("date > ''")
    elif bounded:
        order.append("amount DESC")
    order += ["confidence DESC", "rowid"]
    sql = f"SELECT rowid FROM claim WHERE {' AND '.join(where)} ORDER BY {', '.join(order)} LIMIT ?"
    return [int(r[0]) for r in index.rows(sql, *params, *order_params, limit)]


def _sides(intent: Intent, seeds: list[int]) -> tuple[list[int], list[int]]:
    """The named rows that may be a claim's subject, and those that may be its object: by each
    name's own role when the question gives any, else by its direction words."""
    roles = dict(intent.roles)
    if any(row in roles for row in seeds):
        return ([r for r in seeds if roles.get(r) != "obj"], [r for r in seeds if roles.get(r) != "subj"])
    if intent.toward:
        return [], seeds
    if intent.away:
        return seeds, []
    return seeds, seeds


def pair_claims(index: Index, seeds: Sequence[int], limit: int = LIMIT) -> list[int]:
    """Claim rows of any predicate between two different named entities, stated or denied:
    "is A part of the same group as B" is answered by whatever the file says about A and B.
    By confidence, then row."""
    seeds = sorted(set(seeds))
    if len(seeds) < 2:
        return []
    s = _marks(seeds)
    return [int(r[0]) for r in index.rows(
        f"SELECT rowid FROM claim WHERE subj IN ({s}) AND obj IN ({s}) AND subj != obj "
        "ORDER BY confidence DESC, rowid LIMIT ?", *seeds, *seeds, limit)]


def evidence_claims(index: Index, intent: Intent, seeds: Sequence[int], pairs: Sequence[int] | None = None,
                    asked: Sequence[int] | None = None) -> list[int]:
    """The claim rows that answer the question, best first: those of the asked predicates
    (`asked_claims`), then every other claim between two named entities (`pair_claims`).
    `pairs` and `asked`: those lists, when the caller has them already."""
    pairs = pair_claims(index, seeds) if pairs is None else pairs
    first = list(asked_claims(index, intent, seeds, pairs) if asked is None else asked)
    taken = set(first)
    return first + [c for c in pairs if c not in taken]


def asked_claims(index: Index, intent: Intent, seeds: Sequence[int], pairs: Sequence[int] | None = None) -> list[int]:
    """The claims of the asked predicates (`intent_claims`), only the ones between two named
    entities when there are such ("how much did A receive from B" is about A and B, not about
    B's other payers). `pairs`: `pair_claims` of the seeds, when the caller has them."""
    asked = intent_claims(index, intent, seeds)
    between = set(pair_claims(index, seeds) if pairs is None else pairs)
    return [c for c in asked if c in between] or asked


def payment_totals(index: Index, claims: Sequence[int]) -> list[dict[str, Any]]:
    """What `claims` add up to, per currency: each payment once (the same payer, payee, amount,
    currency and date stated in several documents is one payment; an undated statement of a
    dated one's payer, payee and amount is that one), stated ones only (not denied, hedged,
    superseded by a correction, or a sum of several payments itself). `[{currency,
    amount_minor, amount, payments, claims}]`, by currency; `claims` are the ids of one
    statement of each payment."""
    if not claims:
        return []
    rows = index.rows(
        f"SELECT rowid, id, subj, obj, date, amount, currency FROM claim WHERE rowid IN ({_marks(claims)}) "
        "AND type = 'TRANSFERRED' AND polarity = 'positive' AND amount IS NOT NULL "
        "AND coalesce(json_extract(props, '$.modality'), 'asserted') = 'asserted' "
        "AND json_extract(props, '$.t_invalid') IS NULL AND json_extract(props, '$.aggregate') IS NULL "
        "AND json_extract(props, '$.joint') IS NULL ORDER BY rowid", *claims)
    payments: dict[tuple[int, int, str, int, str], str] = {}
    for _row, claim_id, subj, obj, date, amount, currency in rows:
        payments.setdefault((int(subj), int(obj), str(currency), int(amount), str(date or "")), str(claim_id))
    dated = {key[:4] for key in payments if key[4]}
    sums: dict[str, tuple[int, list[str]]] = {}
    for key, claim_id in sorted(payments.items()):
        if not key[4] and key[:4] in dated:
            continue  # an undated mention of a dated payment
        total, ids = sums.get(key[2], (0, []))
        sums[key[2]] = (total + key[3], [*ids, claim_id])
    return [{"currency": cur, "amount_minor": total, "amount": amount_text(total, cur), "payments": len(ids),
             "claims": ids} for cur, (total, ids) in sorted(sums.items())]


def claims_of_types(index: Index, claims: Sequence[int], types: Sequence[str], question: str = "") -> list[int]:
    """Those of `claims` whose predicate is one of `types`, in their order, the stated ones
    before the hedged ones ("may be the beneficial owner"); the other way round when the
    question asks what is suspected (`_SUSPECTED`)."""
    if not claims or not types:
        return []
    hedged = {int(r): bool(h) for r, h in index.rows(
        f"SELECT rowid, json_extract(props, '$.modality') = 'hedged' FROM claim WHERE rowid IN ({_marks(claims)}) "
        f"AND type IN ({_marks(types)})", *claims, *types)}
    suspected = _SUSPECTED.search(question) is not None
    return sorted((c for c in claims if c in hedged), key=lambda c: hedged[c] != suspected)


# a question about what is suspected, not what is stated (`may` in lower case only: `May
# 2026` is a month)
_SUSPECTED = re.compile(r"\b(?:(?i:suspect\w*|alleg\w*|possibl[ey]|might|reportedly|believed|rumou?r\w*|"
                        r"unconfirmed|unverified|likely|probabl[ey])|may)\b")


# who the question asks for when it names no one: "who sent the largest payment" the payer,
# "which company received the most" the payee
_ASKS_WHO = r"^\s*(?:who|which\s+\w+(?:\s+\w+)?)\s+(?:has\s+|have\s+|had\s+)?"
_ASKS_ACTOR = re.compile(rf"{_ASKS_WHO}(?:paid|sent|wired|transferred|remitted|lent|made|funded|financed|owns|owned|"
                         r"controls|controlled)\b", re.I)
_ASKS_RECEIVER = re.compile(rf"{_ASKS_WHO}(?:received|got|obtained|(?:was|were|has\s+been|have\s+been)\s+"
                            r"(?:paid|sent|funded))\b", re.I)


# "who are the beneficial owners", "which people are directors", "list the payees": the side
# the noun names
_ASKS_NOUN = (r"^\s*(?:(?:who|which\s+\w+)\s+(?:is|are|was|were)|(?:list|show|name|identify|give|find)(?:\s+me)?"
              r"(?:\s+all)?)\s+(?:the\s+|a\s+)?(?:\w+\s+){0,2}?")
_ASKS_ACTOR_NOUN = re.compile(rf"{_ASKS_NOUN}(?:{_HOLDER_WORDS}|(?:director|officer|employee|trustee|signator(?:y|ie)|"
                              r"member)s?)\b", re.I)
_ASKS_HELD_NOUN = re.compile(rf"{_ASKS_NOUN}{_HELD_WORDS}\b", re.I)


def asked_side(question: str, intent: Intent) -> str:
    """The side of the asked claims a question that names no one asks for: "subj" ("who sent the
    largest payment", "who are the beneficial owners"), "obj" ("who received the most money",
    "who are the payees"), or ""."""
    if _ASKS_ACTOR.search(question):
        return "subj"
    if _ASKS_RECEIVER.search(question):
        return "obj"
    if _ASKS_ACTOR_NOUN.search(question):
        return "subj"
    if _ASKS_HELD_NOUN.search(question):
        return "obj"
    return "" if intent.toward == intent.away else "obj" if intent.toward else "subj"


def claim_ends(index: Index, claims: Sequence[int]) -> dict[int, tuple[int, int]]:
    """Claim row -> (subject, object) canonical entity rows."""
    return {int(r): (int(a), int(b)) for r, a, b in
            index.rows(f"SELECT rowid, subj, obj FROM claim WHERE rowid IN ({_marks(claims)})", *claims)}


def side_parties(index: Index, claims: Sequence[int], side: str) -> list[int]:
    """The claims' subjects (`side` "subj") or objects ("obj"), in claim order, once each."""
    if not claims:
        return []
    ends = claim_ends(index, claims)
    at = 1 if side == "obj" else 0
    out: list[int] = []
    for row in claims:
        if row in ends and ends[row][at] not in out:
            out.append(ends[row][at])
    return out


def claim_parties(index: Index, claims: Sequence[int]) -> list[int]:
    """The canonical entity rows the claims link, in claim order (subject, then object), once each."""
    if not claims:
        return []
    ends = claim_ends(index, claims)
    out: list[int] = []
    for row in claims:
        for ent in ends.get(row, ()):
            if ent not in out:
                out.append(ent)
    return out
