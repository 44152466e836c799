"""Polarity and modality of a relation mention, read from the clause that holds it.

A clause runs from the last boundary (`;`, `:`, `, and`, `, but`, `because` …) before the
match to the next one after it. Negation cues count from the clause start to the end of the
match (`There is no evidence that A controls B`; `A did not transfer … to B`), never after
it (`… to B in total, not $4.5m` stays positive). Hedge cues count anywhere in the clause.
When in doubt a cue wins: a wrongly negative edge costs less than a wrongly positive one.
"""

from __future__ import annotations

import re

from textgraph.extract.base import any_literal


def _words(blob: str) -> list[str]:
    return blob.split()

_BOUNDARY = re.compile(
    r"[;:]|\.\s|,\s+(?:and|but|or|whereas|while|although|though|because|since|so|yet|which|who|whom)\b"
    r"|\s(?:but|because|whereas|although|though)\s|\b(?:why|how|what|whom)\b"
)
# Cue scans answer only "is there one in [lo, hi)": each is the plain alternation rewritten
# as `any_literal` tries (same hits, far fewer tries per position). The plain form, kept for
# reading and checked equal by tests/extract/test_extract_fastre.py:
# `no` is no negation as the abbreviation of a number: `account no. 123`, `Invoice No 44`
NEGATION_PLAIN = (
    r"(?i)\b(?:not|never|none|neither|nor|nothing|without|cannot|denied|denies|deny|denying|"
    r"refuted|refutes|disputed|disputes|false|untrue|unfounded|ruled\s+out)\b|\bno\b(?!\s*[.#:\d])|n['’]t\b"
    r"|\b(?:failed|fails|fail|refused|refuses|refuse|declined|declines|decline)\s+to\b"
    r"|\breject(?:s|ed)?\s+(?:the|any|a|his|her|their|its)\s+(?:suggestion|allegation|claim|contention|submission|"
    r"assertion|argument)s?\b"
)
HEDGE_PLAIN = (
    r"(?i)\b(?:may|might|could|possibly|possible|perhaps|probably|likely|unlikely|allegedly|alleged|alleges?|alleging|"
    r"reportedly|apparently|presumably|purportedly|purported|supposedly|suspected|suspects?|"
    r"believed|believes?|thought|understood|understand|rumou?red|unconfirmed|unverified|appears?|appeared|"
    r"accuses|accusing|indicted|"
    r"seems?|seemed|suggests?|suggested|indicates?|whether|if|claimed|claims?(?=\s+(?:that|to\s+(?:be|have)\b|\ue000[OP]))|"
    r"said\s+to\s+be|"
    r"as\s+far\s+as|in\s+(?:her|his|their|my|our)\s+(?:recollection|view|opinion|understanding))\b"
)
CORRECTION_PLAIN = (
    r"(?i)\b(?:in\s+fact|actually|correction|corrected|corrects|should\s+read|restated|revised|"
    r"amended\s+to|rather\s+than|instead\s+of)\b"
)
_NEGATION = re.compile(  # every cue starts with one of [cdfnruw] (so do their case folds)
    r"(?i)(?=[cdfnruw])(?:\b" + any_literal(_words("""
        not never none neither nor nothing without cannot denied denies deny denying refuted refutes
        disputed disputes false untrue unfounded"""), whole=True) + r"\b|\bno\b(?!\s*[.#:\d])|\bruled\s+out\b|n['’]t\b"
    # what did not happen though meant to: `A failed to pay B`, `A refused to sign`
    r"|\b(?:failed|fails|fail|refused|refuses|refuse|declined|declines|decline)\s+to\b"
    # a finding against what was put (`I reject the suggestion that X was a shadow director of B`)
    r"|\breject(?:s|ed)?\s+(?:the|any|a|his|her|their|its)\s+(?:suggestion|allegation|claim|contention|submission|"
    r"assertion|argument)s?\b)"
)
# a claim left unproven, not denied: `we were unable to confirm that A owns B`, `it has not been
# established that …` (hedged; its `not` negates the checking, not the claim)
_UNPROVEN = re.compile(
    r"(?i)\b(?:(?:unable|not\s+able|could\s+not|couldn['’]t|cannot|can['’]t|did\s+not|didn['’]t|"
    r"(?:has|have|had)\s+not\s+been\s+able)\s+to\s+(?:confirm|verify|establish|determine|substantiate|"
    r"corroborate|ascertain)|(?:has|have|had|was|were|is|are)\s+not\s+(?:yet\s+)?(?:been\s+)?(?:confirmed|verified|"
    r"established|substantiated|corroborated)"
    # a claim whose papers were not seen (`we have not been provided with any documents supporting
    # the loan from A to B`, `we have seen no documents supporting …`: the loan is said to be, unproven)
    r"|(?:has|have|had|was|were|is|are)\s+not\s+(?:yet\s+)?been\s+(?:provided|given|shown|supplied)\s+"
    r"(?:with\s+)?(?:any\s+)?(?:documents?|documentation|records?|paperwork|papers)\s+"
    r"(?:supporting|evidencing|for|about|relating\s+to|in\s+support\s+of)"
    r"|\bno\s+(?:underlying\s+|supporting\s+)?(?:documents?|documentation|records?|paperwork|papers)\s+"
    r"(?:supporting|evidencing|in\s+support\s+of))\b"
)
# a negation of a denial, which affirms what follows it: `It was not disputed that X was the sole
# director of B`, `A does not deny that it paid B`, `There is no dispute that …`
_NOT_DISPUTED = re.compile(
    r"(?i)\b(?:(?:(?:is|was|are|were)\s+not|(?:has|have|had)\s+(?:not|never)\s+been)\s+"
    r"(?:disputed|denied|contested|challenged|in\s+dispute)|(?:did|does|do)\s+not\s+(?:dispute|deny|contest|challenge)|"
    r"(?:did|does|do)n['’]t\s+(?:dispute|deny|contest|challenge)|no\s+dispute|undisputed|cannot\s+be\s+(?:denied|disputed)|"
    r"no\s+one\s+(?:disputes|denies|disputed|denied))\s+that\b"
)
# what was not told, seen or found of a fact, not a denial of it: `B failed to identify that A was
# the sole shareholder of C`, `A did not disclose its 40% interest in C`, `without declaring the
# payments from A to C` (the fact stands; the cue's force is on the telling)
_UNTOLD = re.compile(
    r"(?i)(?:\b(?:not|never)\s+|n['’]t\s+|\b(?:failed|fails|fail|neglected|neglects|omitted|omits)\s+to\s+"
    r"|\bwithout\s+)(?:[a-z]+ly\s+)?(?:identify|identified|identifying|notice|noticed|noticing|detect|detected|"
    r"detecting|disclose|disclosed|disclosing|reveal|revealed|revealing|declare|declared|declaring|report|"
    r"reported|reporting|mention|mentioned|mentioning|realise|realised|realize|realized|recognise|recognised|"
    r"recognize|recognized|know|knew|spot|spotted|flag|flagged|inform|informed|informing|tell|told|telling)\b"
)
_HEDGE = re.compile(
    r"(?i)(?=[a-z])\b(?:" + any_literal(_words("""
        may might could possibly possible perhaps probably likely unlikely allegedly alleged allege alleges
        alleging reportedly
        apparently presumably purportedly purported supposedly suspected believed believe
        believes thought understood understand rumored rumoured unconfirmed unverified appear appears appeared seem
        seems seemed suggest suggests suggested indicate indicates whether if claimed
        accuses accusing indicted"""),
        whole=True)
    # (`claim` the verb: `X claims that A paid B`, `claims to have`; not the noun of a fraud's papers:
    # `submitted false claims to Medicare`, `insurance claims`)
    + r"|claims?(?=\s+(?:that|to\s+(?:be|have)\b|\ue000[OP]))"
    + r"|said\s+to\s+be|as\s+far\s+as|in\s+(?:her|his|their|my|our)\s+"
    r"(?:recollection|view|opinion|understanding)"
    # (`the accused`, `your co-accused`, `the suspect` name a defendant or the one investigated: no
    # hedge on what is found)
    # (`Accused No. 1`: a charge sheet's name for a defendant)
    r"|(?<!co-)(?<!\bthe\s)(?<!\bhis\s)(?<!\bher\s)(?<!\byour\s)accused(?!\s+(?-i:No\b|Number\b|#))"
    r"|(?<!\bthe\s)(?<!\ba\s)(?<!\bmain\s)(?<!\bprime\s)(?<!\bother\s)suspects?"
    # an accusation is no finding: `Prosecutors charged X with accepting $30m from B`
    r"|charged\s+(?:\S+\s+){0,5}?with)\b"
)
# what is to come, not what was done (`he would send the 50k to C`, `A will pay B`, `the Borrower
# shall repay`, `A intends to acquire B`, `A agreed to pay B`, a request or an order: `please arrange
# for B to pay C`, `we asked B to wire it to C`, `A is ordered to pay B`; a plan or a promise only as
# a verb before `to`: `under the Plan, A granted …` is done): counted, as negation is, from the
# clause's start to the match's end (`… any agreement between A and B that would explain it` stays
# asserted)
_FUTURE = re.compile(
    # (`will` the noun is none: `the directing mind and will of B`, `under his will`, `his father's
    # will`; not after a placeholder, which may be a subject: `Acme will pay B`)
    r"(?i)(?=[wsipegmaruordnth])\b(?:would|(?<!\bthe\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bits\s)(?<!\btheir\s)"
    # (`please note that B is owned by A` tells a fact: no request)
    r"(?<!['’]s\s)will(?!\s+of\b)|shall|must|please(?!\s+(?:note|be\s+(?:aware|advised|informed)|find|see)\b)|"
    r"going\s+to|(?:" + any_literal(_words("""
        intend intends intended plan plans planned propose proposes proposed promise promised promises
        expect expects expected agree agrees agreed undertake undertakes undertook obliged required
        supposed need needs offer offers offered attempt attempts attempted try tries tried seek seeks sought
        bid bids authorised authorized empowered permitted"""), whole=True) + r")\s+to"
    # talks about a deal not yet made (`is in talks to buy B`)
    r"|in\s+(?:talks|negotiations|discussions)\s+to"
    # an office hoped for (`applied to become a director of B`)
    r"|(?:apply|applies|applied|hope|hopes|hoped|wish|wishes|wished|aspire|aspires|aspired)\s+to\s+(?:become|be)\b"
    # `was to pay B`: an arrangement, not a payment made
    r"|(?:was|were|is|are)\s+(?:then\s+|later\s+)?to\s+(?=(?:pay|transfer|wire|send|remit|lend|repay|receive)\b)"
    # a request or an instruction to someone (`asked B to pay C`, `arrange for B to pay C`; not the
    # noun: `subcontracted the entire order to B`)
    r"|(?:" + any_literal(_words("""
        ask asks asked instruct instructs instructed request requests requested urge urges urged direct
        directs directed arrange arranges arranged orders ordered"""),
                        whole=True) + r")\s+(?:for\s+)?(?:\S+\s+){0,3}?to)\b"
)
_CORRECTION = re.compile(  # every cue starts with one of [acirs]
    r"(?i)(?=[acirs])\b(?:" + any_literal(_words("actually correction corrected corrects restated revised"),
                                        whole=True)
    + r"|in\s+fact|should\s+read|amended\s+to|rather\s+than|instead\s+of)\b"
)


WINDOW = 200  # a clause is read at most this far around its match: bounded work per match


def clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The [start, end) of the clause of `text` around the span [start, end)."""
    lo, hi = max(0, start - WINDOW), min(len(text), end + WINDOW)
    for m in _BOUNDARY.finditer(text, lo, hi):
        if m.end() <= start:
            lo = m.end()
        elif m.start() >= end:
            hi = m.start()
            break
    if (after := _RELATIVE_AFTER.search(text, end, hi)) is not None:
        hi = after.start()
    return lo, hi


# a relative clause after the match is about its last noun, not the relation (`X was the CEO of B, a
# Hong Kong company that purported to export …`); before the match a `that` may close what hedges it
# (`The informant believes that X owns B`), so it ends a clause only after
_RELATIVE_AFTER = re.compile(r"\s(?:that|which|who|whose)\s")


def polarity(text: str, start: int, end: int, local: bool = False, lo: int = -1) -> str:
    """`negative` when a negation cue stands in the clause up to the end of the match
    (with `local`, inside the match only: for relations read within one noun phrase).
    `lo` is the clause start when the caller already knows it."""
    lo = start if local else lo if lo >= 0 else clause(text, start, end)[0]
    cues = [c.start() for c in _NEGATION.finditer(text, lo, end)]
    if cues:  # (rare: the spans that take a cue's force away are looked for only then)
        void = [(a.start() + 1, a.end()) for a in _ASIDE.finditer(text, lo, end)]
        void += [(u.start(), u.end()) for u in _UNPROVEN.finditer(text, lo, end)]
        void += [(w.start(), w.end()) for w in _WITH_NONE.finditer(text, lo, end)]
        void += [(u.start(), u.end()) for u in _UNTOLD.finditer(text, lo, end)]
        void += [(d.start(), d.end()) for d in _NOT_DISPUTED.finditer(text, lo, end)]
        # (a quotation closed before the match is another's words: `"Players don't have …," said X, who is
        # chairman of B`)
        void += [(q.start(), q.end()) for q in _QUOTATION.finditer(text, lo, start)]
        # (a concession before the match is no denial of it: `Although he denies any ownership of the Clinic,
        # X in fact owns and controls B`)
        void += [(c.start(), c.end()) for c in _CONCESSION.finditer(text, lo, start)]
        # (a cue in a verb phrase of the subject's that another one done follows: `B filed no accounts
        # and sent $X to C`; not one before the subject: `There is no evidence that B paid A and sent …`)
        void += [(start, a.start()) for a in _AND_DONE.finditer(text, start, end)]
        # (and a cue in a verb phrase done before the match's: `… caused B to submit false claims and
        # transferred $3m to C, a company controlled by X`: X's control is no claim denied)
        void += [(at, at + 1) for at in cues if at < start and _AND_DONE.search(text, at, start)]
        if any(all(not s <= at < e for s, e in void) for at in cues):
            return "negative"
    return "positive"


_QUOTATION = re.compile(r"\"[^\"\n]{1,600}\"|“[^”\n]{1,600}”")
_CONCESSION = re.compile(r"(?i)(?<![\w-])(?:although|though|even\s+though|whilst|despite)\s[^,;.]{1,200},")
# an aside between commas that names no party: `B, a shell company with no employees, is owned
# by A` (its `no` denies nothing the sentence states about A and B)
_ASIDE = re.compile(r",\s+(?:a|an|the|which|who|whose)\s[^,;\ue000]{1,120},")
# what a party has none of, closed by a comma and naming no party: `B is a shell company with no
# employees, registered at the same address as A` (`with no links to A,` names one: it may deny)
_WITH_NONE = re.compile(r"\b(?:with\s+no|without(?:\s+any)?)\s[^,;\ue000]{1,60},")


# a second verb phrase in the past after `and` (`… filed no accounts and sent $X to B`): what the
# first phrase denies is its own (`did not open an account and send …` keeps its force: a bare verb)
# (or in the present: `B has no trading history and shares its account with X`)
_AND_DONE = re.compile(r"\band\s+(?:(?:then|later|also|subsequently|instead)\s+)?(?:[a-z]{2,}ed|sent|paid|met|made|"
                       r"gave|got|sold|bought|held|took|became|wrote|told|lent|won|ran|set|put|left|moved|received|"
                       r"shares|holds|owns|pays|sends|uses|receives|transfers|controls|runs|employs|banks)\b")


def modality(text: str, start: int, end: int, local: bool = False, bounds: tuple[int, int] | None = None) -> str:
    """`hedged` when a hedge cue stands in the clause, a cue of what is to come before the
    match's end (`would`, `will`, `shall`, `intends`, `plans`, `expects` …), or the sentence is
    a question."""
    lo, hi = (start, end) if local else bounds or clause(text, start, end)
    if local:
        return "hedged" if _hedge(text, lo, hi) or _FUTURE.search(text, lo, end) else "asserted"
    if (_hedge(text, lo, hi) or _FUTURE.search(text, lo, end) or text.rstrip().endswith("?")
            or _UNPROVEN.search(text, lo, end) or _IMPERATIVE.match(text)):
        return "hedged"
    return "asserted"


# an instruction, not a report: a sentence that opens with a payment's verb and then what to
# pay or whom (`Transfer USD 10,000 from A to B.`, `Kindly remit EUR 20,000 to B`, `Pay B …`);
# not a log's line in capitals (`TRANSFER USD 10,000 TO B`: a record of one made)
_IMPERATIVE = re.compile(r"[ \t\"“'‘*•>-]{0,8}(?:(?:[Pp]lease|[Kk]indly|[Uu]rgently)\s+)?"
                         r"(?:[Tt]ransfer|[Pp]ay|[Ww]ire|[Ss]end|[Rr]emit|[Ff]orward)\s+(?=\ue000|(?:the|a|an|all|half)\s)")


def _hedge(text: str, lo: int, hi: int) -> bool:
    """A hedge cue in [lo, hi). `May` with a capital inside a sentence is the month (`was
    removed as director in May`), not the modal verb, which has one only at a sentence's start."""
    return any(m.group() != "May" or not text[:m.start()].strip(" \t\"“'‘(") for m in _HEDGE.finditer(text, lo, hi))


def is_correction(text: str) -> bool:
    """The sentence corrects an earlier statement (`was in fact`, `a correction dated …`)."""
    return _CORRECTION.search(text) is not None


# a status that says the payment was not made, or not yet (ISO 20022's `RJCT`, `CANC`, `PDNG`)
_NOT_PAID = re.compile(r"(?i)\b(?:rjct|canc|rejected|rejection|reject|failed|failure|fail|returned|return|"
                       r"cancell?ed|cancell?ation|reversed|reversal|declined|recalled|blocked|refused|voided|void|"
                       r"bounced|unpaid|stopped|aborted|expired|not\s+(?:executed|paid|processed|sent|settled))\b")
_TO_BE_PAID = re.compile(r"(?i)\b(?:pdng|pending|on\s+hold|held|queued|awaiting|scheduled|in\s+progress|processing)\b")


def payment_status(status: str) -> tuple[str, str]:
    """The (polarity, modality) a payment's status gives it (a ledger's `Status` column, a
    form's `Status:` line): not made is negative, still to be made hedged."""
    if _NOT_PAID.search(status):
        return "negative", "asserted"
    return "positive", "hedged" if _TO_BE_PAID.search(status) else "asserted"
