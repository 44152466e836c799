"""Coreference-lite: `it`/`its`, `the company`/`the firm`, `the bank`, `the trust`,
`he`/`him`/`his`, `she`/`her` → ordered antecedent candidates from the same section; and `the
funds` / `the money` / `the proceeds` → whoever last received a payment in the section (`A
wired $2m to B. The funds were then forwarded to C.`: B sent them on).

Candidates come from earlier in the same sentence, then from the previous sentences of the
same section (at most `WINDOW` back), never from another section or document. Within a
sentence the subject (first compatible mention) comes first; in earlier sentences too, the
most recent sentence first. Expletive `it` (`it is possible that`) is not an anaphor.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field, replace

from textgraph.extract.base import Found
from textgraph.extract.lexicon import BANK_HEADS, COMPANY_HEADS, LEGAL_SUFFIXES
from textgraph.extract.template import Item

WINDOW = 2
FAR_WINDOW = 8  # sentences a noun only one kind of firm fits looks back (`the trust`, `the bank`)
_PUBLIC = ("ministry", "department", "agency", "council", "municipality")  # bodies named by their kind
_KIND_NOUNS = frozenset(("trust", "foundation", "fund", "bank", "charity", *_PUBLIC))
_ANAPHOR = re.compile(  # the lookahead skips positions no anaphor can start at
    r"(?=[IiHhSsTtAB])\b(?:(?P<it>[Ii]ts?)|(?P<he>[Hh]e|[Hh]im|[Hh]is)|(?P<she>[Ss]he|[Hh]er)"
    # two named before, of one kind (`Both companies are controlled by X`, `the two men met in Riga`)
    r"|(?P<both>(?:(?<![\w-])[Bb]oth|[Tt]he\s+two)\s+(?P<plural>companies|firms|entities|businesses|banks|men|"
    r"women)(?![\w-]|\s+(?:of|and)\b))"
    # (`they`, `their`: the pair named together just before, `A and B`)
    r"|(?P<they>(?<![\w-])(?:[Tt]hey|[Tt]heir|[Tt]hem)(?![\w'’-]))"
    r"|(?P<nom>[Tt]he\s+(?P<noun>company|firm|bank|trust|foundation|entity|lender|borrower|partnership|fund|"
    # (`the Trust`, `the Foundation` with capitals: a deed's or a charter's word for the one it names)
    r"corporation|charity|Trust|Foundation|" + "|".join(_PUBLIC) + ")"
    # (`the bank of Acme Corp, B,` describes B; `the firm Ortega & Vidal` names it: no anaphor;
    # nor a noun it qualifies: `served as the fund administrator for B`, `the company secretary`)
    r"(?!\s+(?:of\s+(?:the\s+)?)?[A-Z])"
    # (nor a name's introduction: `The charity, Hope Bridge Foundation, raised …`)
    r"(?!\s*,\s*(?:the\s+)?[A-Z][\w'’&.-]*\s+[A-Z])"
    r"(?!\s+(?:administrators?|managers?|directors?|secretar(?:y|ies)|auditors?|custodians?|officers?|"
    r"accounts?|statements?|records|deeds?|documents?|register|registration|formation|details|letterhead|"
    r"number|sector|status|commission|regulator|law|shops?|events?)\b))"
    # the article of a trust's party named without the trust (`The trustee is X`, `The beneficiaries
    # are his children, X and Y` under `The settlor of the Nordlys Trust is …`): the trust last named
    # (a deed's capitals too: `The Beneficiaries are …`, `The Protector shall be X`)
    r"|(?P<party_of>(?<![\w-])The(?=\s+(?:[Ss]ettlors?|[Tt]rustees?|[Pp]rotectors?|[Ee]nforcers?|"
    r"[Bb]eneficiar(?:y|ies))\s+(?:is|are|was|were|include|includes|included|shall\s+be|will\s+be)\s))"
    # the article of a firm's office named with its holder and no firm (`Quayside Motors Ltd has received 41
    # cash deposits. The sole director and shareholder, Imran Qadir, told …`): the firm last named
    # (or after a preposition: `she reported to the managing director, Tariq Rahimi`)
    r"|(?P<office_of>(?:(?<![\w-])The|(?<=\bto\s)the|(?<=\bby\s)the|(?<=\bwith\s)the|(?<=\bfor\s)the)"
    r"(?=\s+(?:(?:sole|only|managing|registered|nominee|ultimate|majority|"
    r"principal|current)\s+)?(?:directors?|shareholders?|owners?|beneficial\s+owners?|company\s+secretary|"
    r"founder|chairman|chief\s+executive|CEO|CFO|general\s+manager)(?:\s+and\s+(?:(?:sole|only|majority)\s+)?"
    r"(?:director|shareholder|owner|secretary|founder|CEO|chairman))?"
    # (or said to be the holder: `The sole shareholder of record is Lotus Bay Holdings Inc.`)
    r"(?:\s*,\s*|\s+(?:of\s+record\s+)?(?:is|was)\s+)(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z]))"
    r"|(?P<funds>(?:[Tt]he|[Tt]hese|[Tt]hose)\s+(?:same\s+)?(?:funds|monies|money|proceeds))"
    r"|(?P<payee>[Tt]he\s+same\s+(?:account|beneficiary|recipient|payee|counterparty))"
    # `the account` as a payment's subject (`the account sent 12 wires to B`): its holder, the
    # one last named as holding one (`History.holder`)
    r"|(?P<acct>[Tt]he\s+(?:(?:business|personal|checking|current|savings|corporate|company|joint|operating)\s+)?"
    r"account(?=\s+(?:(?:then|also|later|subsequently|itself)\s+)?(?:sent|received|transferred|paid|made|wired|"
    r"remitted|was|were|had)\b))"
    # the article of a payment that follows another (`A second payment of …`, `A further $X was sent
    # …`): it stands for that payment's payer
    r"|(?P<further>(?<![\w$€£])A(?=\s+(?:second|third|fourth|further|subsequent|final|another)\s+"
    r"(?:payments?|transfers?|wires?|remittances?|US\$|\$|€|£|(?:USD|EUR|GBP|CHF)\b|\d))))\b"
)
# first person: the document's speaker (`From:` of a mail, `Interviewee:` of a transcript)
# (`I` and `my` only: `me` is mostly what others sent or said, `sent to me by my Dad`); `we`,
# `our`, `us` are the speaker's firm, once the document says which it is
# (`us` may end a sentence: `holds an account with us.`; `I.` is a list's numeral)
# (and `I` of a contraction: `I'm a financial accountant at B`, `I've`, `I'll`; the template reads `I am`)
_FIRST_PERSON = re.compile(r"(?<![\w.'’-])(?:(?P<i>I|[Mm]y)(?=['’](?:m|ve|ll)\b|(?![\w'’.-]|\.\w))|"
                           r"(?P<we>[Ww]e|[Oo]ur|[Uu]s)(?=['’](?:re|ve|ll)\b|(?![\w'’-]|\.\w)))")
# a line that names who speaks in the document
# (or a transcript's title: `DEPOSITION OF MARCUS WELLER`, `Witness statement of Jane Roe`; or a
# declaration's or an affidavit's opening: `I, Andreas Georgiou, of 12 Makarios Avenue, …`)
# (the label may follow a title on its line: `INTERVIEW NOTES — WITNESS: SANDRA OKAFOR — 12 MAY 2022`)
# (a title in capitals may stand on the line before, in the same paragraph: `GIFT LETTER` / `I, Rosa
# Delgado, confirm …`)
SPEAKER_LINE = re.compile(r"(?i)^(?:(?-i:[A-Z][A-Z0-9 '’&.,/()-]{0,60})\n)?[ \t*_>#-]*"
                          r"(?:(?-i:I)[ \t]*,[ \t]*(?=(?-i:[A-Z]))|"
                          r"(?:[^\n:—–]{1,40}?[ \t][—–][ \t]*(?=(?:interviewee|witness|deponent|declarant)\b))?"
                          r"(?:from|interviewee|witness|deponent|declarant|statement\s+of|"
                          r"interview\s+(?:of|with)|name\s+of\s+witness|affiant|signed|speaker)\b[ \t*_]*[:\-–]|"
                          r"(?:(?:oral\s+|videotaped\s+)?deposition|(?:witness\s+)?statement|testimony|affidavit|"
                          r"declaration|examination|interview)\s+of\b(?![ \t]+(?:the|a|an|this|that)\b))")
_EXPLETIVE = re.compile(r"\s+(?:is|was|seems|seemed|appears|appeared|remains|would\s+be|will\s+be)\s+(?:\w+\s+)?"
                        r"(?:that|to|possible|likely|unlikely|clear|unclear|not|true|false|important|necessary)\b")
_FUNDS_PASSIVE = re.compile(r"\s+(?:(?:then|later|subsequently|immediately|promptly|also|not|never|all)\s+)?"
                            r"(?:were|was|are|is|had\s+been|have\s+been|has\s+been)\b")
# anaphors that open a sentence as its subject (`It then paid …`, `The company received …`)
# (and `Its …`: `Its registered agent is H. The company's sole shareholder is N`: the firm `its` stands
# for stays the topic, not H)
_SUBJECT_ANAPHORS = frozenset(("it", "its", "he", "she", "the company", "the firm", "the bank", "the trust",
                               "the foundation", "the charity", *(f"the {body}" for body in _PUBLIC),
                               "the entity", "the partnership", "the fund", "the corporation"))
_BANKISH = BANK_HEADS


@dataclass
class History:
    """Organization and person mentions of the last sentences of the current section."""

    section: str = "\0"
    sentences: deque[list[Found]] = field(default_factory=lambda: deque(maxlen=WINDOW))
    # the section's last sentences further back, for a noun only a kind of firm fits (`the trust`
    # three sentences after `the Nordlys Trust`)
    far: deque[list[Found]] = field(default_factory=lambda: deque(maxlen=FAR_WINDOW))
    payees: deque[Found] = field(default_factory=lambda: deque(maxlen=2))  # who last received money, last first
    item: tuple[str, str] = ("", "")  # (paragraph, ISO day) of the date that heads a list item
    speaker: Found | None = None  # who `I` and `my` are: named on a `From:` or `Interviewee:` line
    addressee: Found | None = None  # who `your` is: the one person a mail's `To:` line names
    firm: Found | None = None  # who `we` and `our` are: the firm the speaker says they work for
    domain: str = ""  # the speaker's mail domain's name (`danubeholdings`), or ""
    holder: Found | None = None  # who last held a named account in this section: who `the account` is
    # a transcript's codes for who speaks (`Lt Col R. Pillay (RP)`), read once its speaker is known; and
    # whether the speaker says the current paragraph's sentences, by their turn labels (None: no label yet)
    codes: frozenset[str] = frozenset()
    turn: bool | None = None
    turn_paragraph: str = "\0"
    # who `the Company` and `the Board` are: the firm the document's title names alone
    # (`# Beta Ltd — Minutes of a meeting of the board of directors`)
    subject: Found | None = None
    # who `the customer` and `the client` are when a line names them in a document about another firm (a
    # bank's letter: `Customer: BOGAZICI TEKSTIL A.S.`)
    client: Found | None = None
    # whether `subject` is the party a form's name line names (`Client: Blue Heron Holdings Inc.`):
    # then `the company` of its sentences is that party too, not the firm named last
    form: bool = False
    # whether the document is `subject`'s own statutory report (`DIRECTORS' REPORT AND FINANCIAL STATEMENTS`):
    # its `the company` is `subject` too, as a form's is
    own: bool = False
    # what the current sentence's opening anaphor stands for (`The company received …`): the
    # topic, which the next sentence's `it` means before a party named after it (`… from A. It
    # then paid C`: the company paid, not A)
    topic: Found | None = None
    # the firm the last holding stated in this section is in (`A owns 80% of B.`): what `C owns
    # the remaining 20%` in a later sentence is the rest of
    owned: Found | None = None
    # who made the last payment stated in this section: `A second payment of $X to B followed`,
    # `A further $X was sent to B` are its
    payer: Found | None = None
    # what `the company` last stood for in this section: what it stands for when no firm of the
    # sentences before it fits (`… The company's managing director` after a bank and a partnership)
    company: Found | None = None

    def date_item(self, paragraph: str, day: str) -> None:
        """The list item or paragraph `paragraph` opens with the date `day` as its label."""
        self.item = (paragraph, day)

    def item_date(self, paragraph: str) -> str:
        """The date heading `paragraph`, when one does: its later sentences happened then."""
        return self.item[1] if paragraph and self.item[0] == paragraph else ""

    def _enter(self, section: str) -> None:
        """Forget what the previous section said when `section` is another one."""
        if section != self.section:
            self.section = section
            self.sentences.clear()
            self.far.clear()
            self.payees.clear()
            self.owned = None
            self.payer = None
            self.holder = None
            self.company = None

    def push(self, section: str, mentions: list[Found], text: str = "") -> None:
        self._enter(section)
        kept = [f for f in mentions if f.type in ("Organization", "Person") and not f.inferred
                and not speaker_label(text, f)]
        if self.topic is not None:
            if all(f.entity != self.topic.entity for f in kept):
                kept.insert(0, self.topic)
            self.topic = None
        self.sentences.append(kept)
        self.far.append(kept)

    def paid(self, section: str, payee: Found, payer: Found | None = None) -> None:
        """`payee` received a payment in this sentence (from `payer`): `the funds` after it are
        its, and `a further payment` is `payer`'s."""
        self._enter(section)
        if not self.payees or self.payees[0].entity != payee.entity:
            self.payees.appendleft(_stated(payee))
        if payer is not None:
            self.payer = _stated(payer)

    def holds_account(self, section: str, holder: Found) -> None:
        """`holder` was named as an account's holder in this sentence (`B's checking account`):
        `the account` of the next sentences is theirs."""
        self._enter(section)
        self.holder = _stated(holder)

    def holding_in(self, section: str, firm: Found) -> None:
        """A share of `firm` was stated in this sentence: `the remaining 20%` after it is of it."""
        self._enter(section)
        self.owned = _stated(firm)

    def earlier(self, section: str) -> list[list[Found]]:
        """Previous sentences' mentions, most recent first (empty after a section change)."""
        return list(reversed(self.sentences)) if section == self.section else []


def _stated(f: Found) -> Found:
    """`f` as a party the text names (not inferred); `f` itself when it is one (most are: no copy)."""
    return replace(f, inferred=False) if f.inferred else f


# a transcript's turn label: the code of who speaks opening the line (`TN:  I'm a financial accountant`,
# `JvdM: Let's talk about B`)
_TURN = re.compile(r"[ \t*_>]*(?P<code>[A-Z][A-Za-z]{1,4})[ \t]*:[ \t]")
# a transcript's code for a person, declared after the name (`Lt Col R. Pillay (RP)`, `Ms T.P. Nkosi (TN)`)
_DECLARED_CODE = re.compile(rb"(?<=[a-z.] \()[A-Z][A-Za-z]{1,4}(?=\))")


def transcript_codes(text: bytes) -> frozenset[str]:
    """The codes a transcript's text declares for who speaks (`Mr Bheki Dlamini (BD)`): two to five
    letters of which two or more are capitals."""
    return frozenset(c.decode() for c in _DECLARED_CODE.findall(text) if sum(ch.isupper() for ch in c.decode()) >= 2)


def take_turn(history: History, text: str, paragraph: str) -> None:
    """Read a transcript's turn label opening `text`: the speaker's own code or a word of their name
    (`TN:` for Thandiwe Nkosi, `NKOSI:`) makes the turn theirs, another code the document declares
    (`RP:`) another's; a sentence with no label goes on with its paragraph's turn."""
    if paragraph != history.turn_paragraph:
        history.turn, history.turn_paragraph = None, paragraph
    m = _TURN.match(text) if history.speaker is not None else None
    if m is None:
        return
    code = m.group("code")
    if history.speaker is not None and code.casefold() in _own_codes(history.speaker):
        history.turn = True
    elif code in history.codes:
        history.turn = False


def _own_codes(speaker: Found) -> set[str]:
    """The codes a person may speak under: their initials (given names' and the family name's, or the
    first and the last), and each word of their name, casefolded."""
    words = [w for w in re.findall(r"[^\W\d_][\w'’-]*", speaker.name or speaker.surface)
             if w.casefold().rstrip(".") not in _HONORIFICS]
    if not words:
        return set()
    initials = "".join(w[0] for w in words).casefold()
    return {*(w.casefold() for w in words), initials, (words[0][0] + words[-1][0]).casefold()}


_HONORIFICS = frozenset(("mr", "mrs", "ms", "miss", "dr", "prof", "sir", "dame", "lt", "col", "capt", "sgt", "insp",
                         "det", "w/o"))


def _first_person(text: str, mentions: list[Found], speaker: Found | None, firm: Found | None) -> list[Item]:
    """`I` and `my` of a sentence the document's speaker says: the speaker, when known; `we`,
    `our`, `us`: `firm`, when known (an unsigned tip that says where its writer works). Not
    inside a quotation or a quoted reply (someone else's words) nor in a
    question put to the speaker (`Q:`)."""
    if "I" not in text and "my" not in text.lower() and (firm is None or not _PLURAL.search(text)):
        return []
    if text.lstrip(" *_").startswith(("Q:", "Q.", "Question:")) or text.lstrip().startswith(">") or "\n>" in text:
        return []  # a question put to the speaker; a quoted reply, someone else's words
    out: list[Item] = []
    for m in _FIRST_PERSON.finditer(text):
        if any(f.start < m.end() and m.start() < f.end for f in mentions):
            continue
        if quoted(text, m.start()):
            continue  # inside a quotation
        who = speaker if m.group("i") else firm
        if who is not None:
            out.append(_standing_for(who, m))
    return out


def quoted(text: str, at: int) -> bool:
    """Whether `at` is inside a quotation of `text` (an odd number of straight quotes before it,
    or more opening curly quotes than closing ones)."""
    return bool(text.count('"', 0, at) % 2) or text.count("“", 0, at) > text.count("”", 0, at)


# a registry, or the body that keeps one, that a document cites as its source on a firm
_REGISTRY_BODY = re.compile(r"(?i)\b(?:companies\s+house|compan(?:y|ies)\s+regist(?:ry|rar)|registr(?:y|ar)\b|"
                            r"corporate\s+affairs\s+commission|chamber\s+of\s+commerce|handelsregister|"
                            r"land\s+registry|kamer\s+van\s+koophandel)")
_PLURAL = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Uu]s)\b")
# `your company, Harbour Point Holdings`: the mail's one addressee's (`you` itself only before what a
# party holds or does: not `thank you`, `you know`, a general `you`)
_YOUR = re.compile(r"(?<![\w.'’-])[Yy]our(?![\w'’-])")
_YOU_DOING = re.compile(r"(?<![\w.'’-])[Yy]ou(?=\s+(?:(?:also|still|now|both|jointly|personally|currently)\s+)?"
                        r"(?:hold|held|own|owned|are|were|paid|sent|received|control|controlled|transferred|wired|lent|"
                        r"signed|met|and\s+I)\b)")


def _second_person(text: str, mentions: list[Found], addressee: Found) -> list[Item]:
    """`your` of a mail to one person: that person, as `my` is the sender; and `you` as the subject of
    what a person holds or does (`you hold 70% of B`, `of which you and I are both directors`; not in a
    quotation or a quoted reply: someone else's words to someone else)."""
    if ("our" not in text and "ou " not in text) or text.lstrip().startswith(">") or "\n>" in text:
        return []
    out: list[Item] = []
    for m in (*_YOUR.finditer(text), *_YOU_DOING.finditer(text)):
        if any(f.start < m.end() and m.start() < f.end for f in mentions):
            continue
        if not quoted(text, m.start()):
            out.append(_standing_for(addressee, m))
    return out


_MAIL = re.compile(r"@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,4})")
# mail providers and second-level labels that name no firm (`co.uk`, `com.cy`)
_PROVIDERS = frozenset(("gmail", "googlemail", "yahoo", "hotmail", "outlook", "live", "msn", "aol", "icloud",
                        "me", "mac", "protonmail", "proton", "gmx", "web", "mail", "yandex", "qq", "163", "zoho"))
_SECOND_LEVEL = frozenset(("co", "com", "org", "net", "ac", "gov", "ltd", "plc", "or", "ne", "gv", "biz"))
_NAME_TAIL = frozenset(LEGAL_SUFFIXES)


def mail_domain(line: str) -> str:
    """The name a `From:` line's mail domain gives its firm (`anna@danubeholdings.hu`:
    `danubeholdings`; `ap@northwind-logistics.co.uk`: `northwindlogistics`), or "" (none, a
    mail provider's, or shorter than four letters)."""
    m = _MAIL.search(line)
    if m is None:
        return ""
    labels = m.group(1).casefold().split(".")
    labels.pop()  # the top-level domain
    if len(labels) > 1 and labels[-1] in _SECOND_LEVEL:
        labels.pop()
    name = labels[-1].replace("-", "")
    return "" if len(name) < 4 or name in _PROVIDERS else name


def spelled_by(name: str, domain: str) -> bool:
    """Whether a firm's name, its legal form left off, is what `domain` spells (`Danube Holdings
    Kft` and `danubeholdings`), or the name without the business words that end it (`Desert Rose
    Trading LLC` and `desertrose`)."""
    words = name.split()
    while len(words) > 1 and (n := legal_tail(words)):
        words = words[:-n]
    while True:
        if "".join(c for c in "".join(words).casefold() if c.isalnum()) == domain:
            return True
        if len(words) < 3 or words[-1].casefold() not in COMPANY_HEADS:
            return False
        words = words[:-1]  # (the name keeps two words at least: `Rose Trading` is no `rose`)


def legal_tail(words: list[str]) -> int:
    """How many of a name's last words are its legal form: 3 for the Polish `Sp. z o.o.`, 1 for
    `Ltd` or `Kft`, 0 for none (the first word is the name's, whatever it is)."""
    if len(words) > 3 and " ".join(words[-3:]).rstrip(".,").casefold() in ("sp. z o.o", "sp z o.o"):
        return 3
    return 1 if len(words) > 1 and words[-1].rstrip(".,").casefold() in _NAME_TAIL else 0
# a firm's name as a letterhead or a signature writes it: capitalized words, the last a legal form
_FIRM_RUN = re.compile(r"(?<![\w&'’.-])[A-Z][\w&'’-]*"
                       r"(?:[ \t]+(?:[A-Z][\w&'’.-]*|&|and|of|de|du|van|von|z[ \t]o\.o\.?)){1,5}")  # (`Sp. z o.o.`)
# the closing of a letter or a mail, above its signature
_VALEDICTION = re.compile(r"(?im)^[ \t>]*(?:yours(?:[ \t]+(?:faithfully|sincerely|truly))?|(?:(?:kind|best|warm|many)"
                          r"[ \t]+)?regards|sincerely|respectfully|with[ \t]+thanks|(?:many[ \t]+)?thanks|"
                          r"thank[ \t]+you|cheers|best(?:[ \t]+wishes)?|all[ \t]+the[ \t]+best)[ \t]*,?[ \t]*$")
_SIGNATURE_LINES = 6
_EARLIER_MAIL = re.compile(r"(?im)^[ \t>]*(?:-{2,}[ \t]*(?:original|forwarded)[ \t]+message|on[ \t].{0,120}wrote:|"
                           r"from:[ \t])")


def _legal_name(run: str) -> bool:
    return legal_tail(run.split()) > 0


def signature_firm(text: str, domain: str) -> str:
    """The firm a letter's or a mail's writer writes for, as the text names it: the one whose
    name the sender's mail domain spells (`Danube Holdings Kft` for `danubeholdings`), else the
    one a line of the signature names (`Director, Coral Bay Investments Ltd` below `Yours
    faithfully,`); "" when neither is there. Read before the body, so that `we` and `our` of a
    payment instruction above the signature are that firm."""
    if domain:
        for m in _FIRM_RUN.finditer(text):
            name = m.group().rstrip(".,")
            if _legal_name(name) and spelled_by(name, domain):
                return name
    body = text.find("\n\n")
    earlier = _EARLIER_MAIL.search(text, max(body, 0))  # (a reply's quoted or a forwarded mail: another writer's)
    closing = _VALEDICTION.search(text, 0, earlier.start() if earlier is not None else len(text))
    if closing is None:
        return ""
    for line in text[closing.end():].splitlines()[1:_SIGNATURE_LINES + 1]:
        if line.lstrip().startswith(">"):
            break
        line = line.strip(" \t*_")
        name = line.rsplit(",", 1)[-1].strip().rstrip(".") if "," in line else line
        if _FIRM_RUN.fullmatch(name) and _legal_name(name):
            return name
    return ""


# `the Company`, `the Board` with capitals: the firm the document is about (a defined term's
# usage; where the document defines it, `terms` binds it and it is a mention, not an anaphor)
# (and `the client`, `the customer` of a bank's profile of its client: `KYC refresh — client: Beta Ltd`)
# (`the LLP`, `the Partnership`, `the Fund` of a partnership's or a fund's own report: only where
# the subject's name says it is one, `_KIND_WORDS`)
# (`the policyholder`, `the insured` of an insurer's claim file: `Policyholder: Kestrel Haulage Ltd`)
_SUBJECT = re.compile(r"\b[Tt]he\s+(?:Company|Board(?:\s+of\s+Directors)?|Directors|[Cc]lient|[Cc]ustomer|"
                      r"[Pp]olicyholder|[Pp]olicy\s+[Hh]older|[Ii]nsured(?!\s+(?:party|person|sum|value|amount|loss))|"
                      r"(?P<kind>LLP|Partnership|Fund))(?!\s*[A-Z(\"“])")
_KIND_WORDS = {"LLP": ("llp",), "Partnership": ("llp", "lp", "l.p.", "partners", "partnership"), "Fund": ("fund",)}


def subject_words(text: str) -> bool:
    """Whether `text` may name the document's subject firm by a common noun (`the Company`)."""
    return ("Company" in text or "Board" in text or "Directors" in text or "lient" in text or "ustomer" in text
            or "olicy" in text or "nsured" in text
            or "he LLP" in text or "he Partnership" in text or "he Fund" in text)  # (`the LLP`, not a name's)


def _subject(text: str, mentions: list[Found], subject: Found | None, client: Found | None = None) -> list[Item]:
    """`the Company` / `the Board` items of a sentence: the document's subject firm. `the
    Directors` stand for it too: they act for it (`the Directors approved the payment`). `the customer`
    and `the client` are the `client` a line names, when there is one (and, a firm, `the Board` is its)."""
    out: list[Item] = []
    for m in _SUBJECT.finditer(text):
        if any(f.start < m.end() and m.start() < f.end for f in mentions):
            continue
        if client is not None and (client.type == "Organization" or _CLIENT_WORD.search(m.group()) is not None):
            out.append(_standing_for(client, m))  # (a bank's letter on its customer: `the Board` is the customer's)
            continue
        if subject is None:
            continue
        words = (subject.name or subject.surface).casefold().replace(",", " ").split()
        if _NO_COMPANY.intersection(words):
            continue  # a court's or a ministry's document (`UNITED STATES DISTRICT COURT`): `the Company` is another
        if m.group("kind") and not any(w in words for w in _KIND_WORDS[m.group("kind")]):
            continue  # `the Fund` of a report on a company is another fund
        if subject.type == "Person" and _CLIENT_WORD.search(m.group()) is None:
            continue  # a person's form (`Customer name: X`): `the customer` is X, `the Company` is none
        out.append(_standing_for(subject, m))
    return out


_CLIENT_WORD = re.compile(r"(?i)client|customer|policy\s*holder|insured")
# what a public body's name holds, which no firm's `the Company` stands for
_NO_COMPANY = frozenset(("court", "tribunal", "ministry", "department", "agency", "commission", "police", "government",
                         "prosecutor", "parliament", "senate", "congress", "judiciary"))
# a firm named after an office and its holder (`The director, John Smith, of Gamma Ltd`)
_FIRM_AFTER_NAME = re.compile(r"[^,;]{1,80}?,[^,;]{1,60}?,\s*(?:of|at|from|with)\s+(?:the\s+)?[A-Z]")
# what follows `it` as a verb's object, not as a clause's subject (`sold it to B`; not `that it had received`)
_IT_OBJECT = re.compile(r"\s*(?:[,.;:)]|$)|\s+(?:to|from|in|into|for|on|at|with|through|via|off|over|back|out|up|"
                        r"down|as|and|before|after|under|by|without|again|later|soon|now|then)\b")
# a second verb of the sentence's subject right before an object `it` (`… and sold it`, `… and later bought it`)
_AND_VERB_IT = re.compile(r"\band\s+(?:(?:then|later|subsequently|also|quickly|soon)\s+)?[a-z]{3,}\s+$")
# a verb of running a firm right before an object `it`
_RUN_IT = re.compile(r"\b(?:ran|runs|run|headed|heads|led|leads|managed|manages|controlled|controls|chaired|"
                     r"chairs)\s+$")

_CHARITY_WORD = re.compile(r"(?<![a-z])(?:trust|foundation|charity|charitable|society|association|fund|appeal|"
                           r"relief|aid|mission|church|mosque|temple|hospice|stiftung|fondation|fundaci[oó]n)(?![a-z])")
_TRUST_WORD = re.compile(r"(?<![a-z])trust(?![a-z])")
_AND_ITS = re.compile(r"\b(?:and|(?:,\s*)?(?:including|notably|especially|in\s+particular|among\s+them))\s+"
                      r"(?:(?:of|to|for|with|from|by)\s+)?$")  # (`the accounts of B and of its director`)
_BOUGHT_FROM_ITS = re.compile(r"\b(?:bought|buys|acquired|acquires|purchased|purchases|took\s+over|takes\s+over)\s"
                              r"[^.;]{1,100}?\sfrom\s+$")


def _fits(kind: str, noun: str, f: Found) -> bool:
    if kind in ("he", "she"):
        return f.type == "Person" and f.gender in ("", "m" if kind == "he" else "f")
    if f.type != "Organization":
        return False
    name = (f.name or f.surface).casefold()
    if noun == "bank":
        return any(b in name for b in _BANKISH)
    if noun == "trust":  # (a word of the name: `TrustCorp (Cayman) Ltd` is the trustee, not the trust)
        return _TRUST_WORD.search(name) is not None
    if noun == "foundation":
        return "foundation" in name or "stiftung" in name or "fondation" in name
    if noun == "fund":
        return "fund" in name
    if noun == "charity":  # (`the charity` after `The Brightwater Education Trust`; not `the Charity Commission`)
        return _CHARITY_WORD.search(name) is not None and "commission" not in name and "regulator" not in name
    if noun in _PUBLIC:  # a public body by its kind (`the ministry` after `the Ministry of Transport`)
        return noun in name or (noun == "ministry" and ("ministère" in name or "ministerio" in name))
    if noun in ("company", "corporation"):
        # (a partnership is not called `the company`: `Kestrel Property Partners LLP, a partnership …
        # The company's managing director` is another firm's; a bank or a trust company may be)
        return name.rstrip(".").rsplit(None, 1)[-1] not in _PARTNERSHIPS
    return True


_PARTNERSHIPS = frozenset(("llp", "lp", "l.p", "partnership"))


def _standing_for(party: Found, m: re.Match[str]) -> Item:
    """The anaphor `m` as an item that stands for `party` alone (inferred)."""
    return Item(found=replace(party, start=m.start(), end=m.end(), surface=m.group(), inferred=True),
                candidates=(replace(party, inferred=True),))


# the verb between a clause's subject and its object pronoun (`Nowak introduced him`, `X, who later paid him`)
_CLAUSE_VERB = re.compile(r"(?:\s*,\s*(?:who|which)\s+|\s+)(?:[a-z]+\s+){0,2}?[a-z]+\s+")


def speaker_label(text: str, f: Found) -> bool:
    """Whether `f` is a transcript's speaker label in capitals (`EVANS:` opening its line): who
    speaks, no antecedent of a `he` in what is said (`OKAFOR: He was my manager`). (A chat line's
    sender is the document's `history.speaker` while its line is read.)"""
    if not text or not f.surface.isupper() or text[f.end:f.end + 3].lstrip(" \t*_")[:1] != ":":
        return False
    # (only a line's lead marks may stand before it: looked at near the name, so that a megabyte
    # line with many names stays linear)
    near = max(0, f.start - _LABEL_LEAD)
    line = text.rfind("\n", near, f.start) + 1
    return (line > 0 or near == 0) and not text[line:f.start].strip(" \t*_>-•")


_LABEL_LEAD = 8  # chars: the most a label's line holds before it (list marks, emphasis)


# what a plural anaphor's noun may stand for: (type, whether a bank, gender)
_PLURAL_KINDS = {"companies": ("Organization", False, ""), "firms": ("Organization", False, ""),
                 "entities": ("Organization", False, ""), "businesses": ("Organization", False, ""),
                 "banks": ("Organization", True, ""), "men": ("Person", False, "m"), "women": ("Person", False, "f")}


def _pair(noun: str, before: list[Found], earlier: list[list[Found]]) -> tuple[Found, Found] | None:
    """The two a plural anaphor stands for (`Both companies`, `the two men`; `they`: a pair named
    side by side): the parties of its kind named before it in its sentence, else in the last
    sentence that names one; only where those are exactly two (three firms named, and which two is
    a guess)."""
    if noun == "they":
        # (only a pair named side by side, `A and B`, of one kind: `they` may be anyone else too)
        for sentence in (before, *earlier[:1]):
            parties = [f for f in sentence if f.type in ("Organization", "Person")]
            if parties:
                one, two = parties[0], parties[1] if len(parties) > 1 else parties[0]
                third = parties[2] if len(parties) > 2 else None  # (`A, B and C`: a list of three)
                if (one.type == two.type and one.entity != two.entity and 0 < two.start - one.end <= _SIDE_BY_SIDE
                        and not (third is not None and third.type == one.type
                                 and third.start - two.end <= _SIDE_BY_SIDE)):
                    return one, two
                return None
        return None
    type_, bank, gender = _PLURAL_KINDS[noun.casefold()]
    for sentence in (before, *earlier[:WINDOW]):
        fit: list[Found] = []
        for f in sentence:
            if (f.type == type_ and f.gender in ("", gender or f.gender)
                    and (type_ != "Organization" or _fits("nom", "bank", f) == bank)
                    and all(f.entity != g.entity for g in fit)):
                fit.append(f)
        if fit:
            return (fit[0], fit[1]) if len(fit) == 2 else None
    return None


_SIDE_BY_SIDE = 7  # chars between two parties named together (` and `, ` & `)


# a speaker known by a code or a part in the case, not a name, right before what they said of themself
# (`W-3 stated she …`, `The witness said he …`, `CW-1 told investigators that he …`)
_UNNAMED_SPEAKER = re.compile(
    r"(?:\b[Tt]he\s+(?:witness|interviewee|complainant|informant|source|declarant|deponent|whistle-?blower)|"
    r"(?<![\w-])(?:[Ww]itness|[Ss]ource|[Ii]nformant|CW|CI|CHS|CS|W|[Ss]ubject)[ -]?(?:\d{1,3}|[A-Z])(?![\w-]))"
    r"\s+(?:(?:also|further|later)\s+)?(?:stated|states|said|says|told\s+(?:\w+\s+){1,2}?|explained|confirmed|claimed|"
    r"recalled|added|admitted|denied|reported|testified|explains|confirms|claims|recalls|admits|denies)"
    r"\s+(?:that\s+)?$")


def anaphors(text: str, mentions: list[Found], section: str, history: History) -> list[Item]:
    """Anaphor items of one sentence (not overlapping `mentions`), each with candidates."""
    out: list[Item] = ([] if (history.speaker is None and history.firm is None) or history.turn is False
                       else _first_person(text, mentions, history.speaker, history.firm))
    if history.addressee is not None:
        out += _second_person(text, mentions, history.addressee)
    if (history.subject is not None or history.client is not None) and subject_words(text):
        out += _subject(text, mentions, history.subject, history.client)
    if not _ANAPHOR.search(text):
        return out
    taken = [(f.start, f.end) for f in mentions] + [(it.found.start, it.found.end) for it in out]
    earlier = history.earlier(section)
    him: Found | None = None  # whom the sentence's first `him` stands for
    unnamed: set[str] = set()  # `he`, `she`: a speaker no name stands for said it of themself
    for m in _ANAPHOR.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        if m.group("further"):  # `A second payment of $X to B followed`: who made the last payment
            opens = not text[:m.start()].strip(" \t*_>-•(")  # the sentence's subject, not `sent a further $X`
            if opens and section == history.section and history.payer is not None:
                out.append(_standing_for(history.payer, m))
            continue
        if m.group("acct"):  # `The account sent 12 wires to B`: the holder of the account last named
            if section == history.section and history.holder is not None:
                out.append(_standing_for(history.holder, m))
            continue
        if m.group("payee"):  # `sent a further $X to the same account`: who last received money
            if section == history.section and history.payees:
                out.append(_standing_for(history.payees[0], m))
            continue
        if m.group("party_of"):  # `The trustee is X`: the trust the section last named
            trusts = [f for sentence in reversed(history.far) for f in sentence if _fits("nom", "trust", f)] \
                if section == history.section else []
            if trusts:
                out.append(_standing_for(trusts[0], m))
            continue
        if m.group("office_of"):
            if _FIRM_AFTER_NAME.match(text, m.end()):
                continue  # `The director, John Smith, of Gamma Ltd`: the office's firm follows the name
            # (the first firm of the last sentence that names one, not a bank; else the document's subject)
            # (a firm's, not a public body's: `Location: Dubai Police HQ` names none whose director it is)
            firms = [f for sentence in earlier for f in sentence
                     if f.type == "Organization" and not _fits("nom", "bank", f)
                     and not any(w in _NO_COMPANY for w in (f.name or f.surface).casefold().split())][:1]
            if not firms and history.subject is not None and history.subject.type == "Organization":
                firms = [history.subject]
            if firms:
                out.append(_standing_for(firms[0], m))
            continue
        if m.group("funds"):  # the money someone received: its holder, not a name before it
            holders = list(history.payees) if section == history.section else []
            # only as the subject of a passive (`The funds were then sent to C`), with no party
            # before it: `B received the funds from A` names its own parties
            subject = _FUNDS_PASSIVE.match(text, m.end()) is not None and not any(
                f.end <= m.start() and f.type in ("Organization", "Person") for f in mentions)
            if holders and subject:
                placeholder = replace(holders[0], start=m.start(), end=m.end(), surface=m.group(), inferred=True)
                out.append(Item(found=placeholder, candidates=tuple(replace(h, inferred=True) for h in holders)))
            continue
        if m.group("both") or m.group("they"):
            pair = _pair(m.group("plural") or "they", [f for f in mentions[:8] if f.end <= m.start()], earlier)
            if pair is not None:
                placeholder = replace(pair[0], start=m.start(), end=m.end(), surface=m.group(), inferred=True)
                out.append(Item(found=placeholder, candidates=(replace(pair[0], inferred=True),),
                                others=(replace(pair[1], inferred=True),)))
            continue
        kind = "it" if m.group("it") else "he" if m.group("he") else "she" if m.group("she") else "nom"
        if kind in ("he", "she") and (kind in unnamed
                                      or _UNNAMED_SPEAKER.search(text, max(0, m.start() - 60), m.start())):
            unnamed.add(kind)  # (and the same pronoun after it: `… until she was dismissed`)
            continue  # `W-3 stated she worked for B`: the speaker, whom no name stands for
        noun = (m.group("noun") or "").casefold()
        if (history.form or history.own) and history.subject is not None and noun in ("company", "entity",
                                                                                        "corporation"):
            out.append(_standing_for(history.subject, m))
            continue
        if kind == "it" and m.group("it").casefold() == "it" and _EXPLETIVE.match(text, m.end()):
            continue
        cands: list[Found] = []
        before = [f for f in mentions[:8] if f.end <= m.start() and _fits(kind, noun, f)
                  and not speaker_label(text, f) and f is not history.speaker]  # (a chat line's sender)
        as_object = m.group("it") == "it" and _IT_OBJECT.match(text, m.end()) is not None
        if (as_object and before and _CLAUSE_VERB.fullmatch(text, before[-1].end, m.start())
                and not _RUN_IT.search(text, max(0, m.start() - 30), m.start())):
            # `Hellas Tankers SA, which sold it to B`: the object of its subject's own verb is something
            # else (a vessel, a house), not that firm, nor a firm of a sentence before
            continue
        if (as_object and len(before) > 1 and not before[0].start
                and _AND_VERB_IT.search(text, max(0, m.start() - 40), m.start())):
            # `A bought B in 2019 and sold it to C`: the sentence's subject sold, so `it` is not A
            before = before[1:]
        if kind == "it" and len(before) > 1 and _RUN_IT.search(text, max(0, m.start() - 30), m.start()):
            # `B won contracts from the Ministry while his father ran it`: what is run is the firm named
            # last before the verb, not the sentence's subject (which `ran it` would have run itself)
            before.reverse()
        elif (kind == "it" and m.group("it") == "its" and len(before) > 1
              and _AND_ITS.search(text, max(0, m.start() - 24), m.start())):
            # `the accounts of B, a Florida company, and its managing member, X`, `A paid B and its
            # director`, `officials of B, including its director`: `and its` joins the firm named
            # last before it
            before.reverse()
        elif (kind == "it" and m.group("it") == "its" and len(before) > 1
              and _BOUGHT_FROM_ITS.search(text, max(0, m.start() - 120), m.start())):
            # `A acquired B from its founders`: the firm bought is whose they are
            before.reverse()
        elif kind == "it" and len(before) > 1 and _REGISTRY_BODY.search(before[0].name or before[0].surface):
            # `Companies House shows B was incorporated in 2023; its sole director is X`: the registry that
            # reports on a firm is not what `its` stands for, the firm it reports on is
            before = [f for f in before if not _REGISTRY_BODY.search(f.name or f.surface)] + \
                [f for f in before if _REGISTRY_BODY.search(f.name or f.surface)]
        elif noun in ("company", "firm") and len(before) > 1:
            # `The loan from Baltic Credit Bank to Riga Timber SIA was guaranteed by X, the company's
            # founder`: a bank and a firm named, `the company` is the firm
            before = ([f for f in before if not _fits(kind, "bank", f)]
                      + [f for f in before if _fits(kind, "bank", f)])
        near = [f for f in mentions if m.start() - 300 <= f.end <= m.start() and _fits(kind, noun, f)][-8:] \
            if len(mentions) > 8 else []
        cands.extend(before + near)
        for sentence in earlier:
            cands.extend(f for f in sentence if _fits(kind, noun, f))
        uniq: list[Found] = []
        # (the document's speaker, in their own words, is `I`: their `he` is another, `I accept his resignation`)
        own = history.speaker.entity if history.speaker is not None and history.turn is not False else None
        for c in cands:
            if all(c.entity != u.entity for u in uniq) and (kind not in ("he", "she") or c.entity != own):
                uniq.append(c)
        # a party the sentence names after the anaphor is not what it stands for (`In May, the
        # company paid £612,000 to B`: not B), though a later sentence may mean it
        after = {f.entity for f in mentions if f.start >= m.end()}
        if len(uniq) > 1 and after & {u.entity for u in uniq}:
            uniq = [u for u in uniq if u.entity not in after] + [u for u in uniq if u.entity in after]
        if not uniq and noun in _KIND_NOUNS and section == history.section:
            uniq = [f for sentence in reversed(history.far) for f in sentence if _fits(kind, noun, f)][:1]
        if not uniq and noun == "company" and section == history.section and history.company is not None:
            uniq = [history.company]
        if m.group().casefold() == "him" and len(uniq) > 1:
            if him is not None:  # one `him` in a sentence is one man (`X introduced him to Y, who paid him`)
                uniq = [u for u in uniq if u.entity == him.entity] + [u for u in uniq if u.entity != him.entity]
            elif before and _CLAUSE_VERB.fullmatch(text, before[-1].end, m.start()):
                # `Nowak introduced him`: not the subject of his own verb
                last = before[-1].entity
                uniq = [u for u in uniq if u.entity != last] + [u for u in uniq if u.entity == last]
        if not uniq:
            continue
        first = uniq[0]
        if m.group().casefold() == "him" and him is None:
            him = first
        if noun == "company":
            history.company = _stated(first)
        if (not out and m.group().casefold() in _SUBJECT_ANAPHORS
                and not any(f.start < m.start() and f.type in ("Organization", "Person") for f in mentions)):
            history.topic = _stated(first)  # the sentence opens with it: its topic
        placeholder = replace(first, start=m.start(), end=m.end(), surface=m.group(), inferred=True)
        out.append(Item(found=placeholder, candidates=tuple(replace(c, inferred=True) for c in uniq[:4])))
    return out
