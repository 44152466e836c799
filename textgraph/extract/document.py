"""Extraction of one document: sentences → entity mentions, relation mentions and their claims.

`RULES` is the one place mention-rule order lives: each rule is a pure function
`(SentenceView, DocContext) -> list[Found]`; on overlapping candidates the longer span wins,
then the earlier rule. After the rules, per sentence and in text order: defined terms are
bound, document memory (organization short forms, person last names) is updated, anaphors
are resolved within the section, and the relation patterns run on the sentence template.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from textgraph.canonical import round_float
from textgraph.config import Config
from textgraph.entities import norm_name
from textgraph.extract import coref, filings, orgs, persons, registry, relations, tables, template, terms, vessels
from textgraph.extract.accounts import accounts
from textgraph.extract.agencies import BODIES, agencies
from textgraph.extract.banks import BANKS, banks
from textgraph.extract.base import DocContext, Found, Relation, SentenceView, lone_caps
from textgraph.extract.contacts import contacts
from textgraph.extract.cyrillic import cyrillic
from textgraph.extract.dates import dates, document_date_order
from textgraph.extract.designations import designations
from textgraph.extract.emit import Collector, mention_records
from textgraph.extract.lexicon import STOP_WORDS
from textgraph.extract.locations import locations
from textgraph.extract.modality import payment_status
from textgraph.extract.money import money
from textgraph.extract.names import FIRST_NAMES
from textgraph.extract.patterns import HOLDER_FIELD, KIN_LONGEST, ROLE
from textgraph.ingest.parties import party_type
from textgraph.model import Citation, Edge, IngestedDocument, Mention, Node, Props, prop, props
from textgraph.structure import DefinedTerm, Sentence
from textgraph.text_offsets import byte_offsets

Rule = Callable[[SentenceView, DocContext], list[Found]]

RULES: tuple[tuple[str, Rule], ...] = (
    ("contacts", contacts),
    ("accounts", accounts),
    ("money", money),
    ("dates", dates),
    ("aliases", terms.aliases),
    ("designations", designations),
    ("agencies", agencies),
    ("banks", banks),
    ("vessels", vessels.vessels),
    ("orgs", orgs.orgs),
    ("persons", persons.persons),
    ("cyrillic", cyrillic),
    ("locations", locations),
)
_NO_RELATIONS = frozenset(("front_matter", "code", "html"))
# mail header lines whose values are message ids (`<2002…@mx.example>`): no address, no entity
_ID_HEADERS = ("message-id:", "in-reply-to:", "references:")
_MAIL_MEDIA_TYPES = frozenset({"message/rfc822", "multipart/related", "application/vnd.ms-outlook"})
_REMEMBERED = frozenset(("Organization", "Person"))
_IN_DEFINITION = re.compile(r"\([ \t]{0,3}(?:the[ \t]+|a[ \t]+|as[ \t]+the[ \t]+)?[\"“]?[ \t]{0,3}$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Extraction:
    """One document's extraction: records sorted by id, and its entity mentions."""

    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    # the mentions' parts; the Mention records are made only when asked for (`mentions`): a
    # build only counts them (`mention_count`), and making ~100 records per document costs
    raw_mentions: tuple[tuple[Found, Citation, str], ...] = ()

    @property
    def mention_count(self) -> int:
        return len(self.raw_mentions)

    @property
    def mentions(self) -> tuple[Mention, ...]:
        """Every mention, sorted by (start, end, entity)."""
        return mention_records(list(self.raw_mentions))


def _remember_heading_persons(sentence: Sentence, headed: set[str], ctx: DocContext,
                              doc: IngestedDocument) -> None:
    """Remember the persons named in full in the headings over `sentence` not read yet (`#
    Interview with Anita Kalnina`): a heading is no sentence and its names are no mentions, but
    the text below calls them by a part of the name (`Kalnina said`, `AK stated`)."""
    for section, start, end in sentence.headings:
        if section in headed:
            continue
        headed.add(section)
        if end - start > _LONGEST_HEADING:
            continue
        title = doc.text[start:end].decode("utf-8", "replace")
        if not any(w.strip(".,:;()'\"").casefold() in FIRST_NAMES for w in title.split()):
            continue  # (most headings name no one: `## Payments`; the rules are not run on them)
        for f in run_rules(SentenceView(title, "heading", -1), ctx):
            if f.type == "Person" and " " in f.surface.strip() and not f.name:
                key = (f.type, f.surface, f.norm, f.gender)
                if key not in ctx.remembered:
                    ctx.remembered.add(key)
                    persons.remember(f, ctx)


def run_rules(view: SentenceView, ctx: DocContext, extra: Sequence[Found] = ()) -> list[Found]:
    """Non-overlapping mentions of one sentence, sorted by start, entity ids set.

    On overlap the longer span wins, then the earlier rule in RULES (`extra` comes first),
    then the more confident candidate.
    """
    # (-length, rule rank, -confidence, start, arrival): the arrival number keeps ties in
    # arrival order and means a plain tuple sort never compares two `Found`s
    cands: list[tuple[int, int, float, int, int, Found]] = [
        (f.start - f.end, -1, 0.0, f.start, i, f) for i, f in enumerate(extra)]
    for rank, (_name, rule) in enumerate(RULES):
        for f in rule(view, ctx):
            cands.append((f.start - f.end, rank, -f.confidence, f.start, len(cands), f))
    cands.sort()
    chosen: list[Found] = []
    occupied = bytearray(len(view.text) + 1)  # linear overlap test, whatever the mention count
    for _, _, _, _, _, f in cands:
        if f.end <= f.start or occupied.find(1, f.start, f.end) >= 0:
            continue
        occupied[f.start:f.end] = b"\x01" * (f.end - f.start)
        if not f.entity:
            f = _with_id(f, ctx)
            if not f.entity:
                continue
        chosen.append(f)
    chosen.sort(key=_START)  # the spans do not overlap: starts are distinct
    return chosen


_START = attrgetter("start")


# a letter's close and its signer's name under it (perhaps under a signature's line)
_VALEDICTION = re.compile(
    rb"(?im)^[ \t]*(?:yours[ \t]+(?:sincerely|faithfully|truly)|sincerely(?:[ \t]+yours)?|respectfully(?:[ \t]+yours)?)"
    rb"[ \t]*,?[ \t]*\r?\n(?:[ \t]*(?:_{3,}|\(signed\)|/s/[^\n]{0,60})?[ \t]*\r?\n){0,3}"
    rb"[ \t]*(?P<name>[A-Z][\w.'\x80-\xff-]*(?:[ \t][A-Z][\w.'\x80-\xff-]*){1,4})[ \t]*\r?$")


def _letter_signer(text: bytes) -> str:
    """The casefolded name a letter's close signs with, or "" (none, or two closes: letters of two writers)."""
    if b"incerely" not in text and b"aithfully" not in text and b"espectfully" not in text and b"ruly" not in text:
        return ""
    names = {m.group("name").decode("utf-8", "replace").casefold() for m in _VALEDICTION.finditer(text)}
    return names.pop() if len(names) == 1 else ""


def _with_id(f: Found, ctx: DocContext) -> Found:
    hit = ctx.identify(f.type, f.surface, f.norm)
    return Found(type=f.type, start=f.start, end=f.end, surface=f.surface, norm=hit[0], props=f.props,
                 confidence=f.confidence, entity=hit[1], name=f.name, gender=f.gender, inferred=f.inferred)


# A document's date, when no header gives it, is the first day-grain date of its head (its
# first sentences: a memo's date line, a letter's dateline); a date further down dates an
# event, not the document. Files of independent records (JSON Lines, CSV, logs …) have no
# document date: a date in one record says nothing of the claims of another.
_HEAD_SENTENCES = 40
# ... in one of its first sentences (`Transcribed from the public register, 8 April 2026.`), or
# further down on a line that says little else: a dateline (`London, 4 March 2026`), a `Date:` or
# `Sent:` line. A date in a longer sentence further down dates an event (`A loan of £2 million was
# made to Mr Ferris on 1 April 2024` in a note's fifth paragraph), not the note.
_FIRST_SENTENCES = 3
_DATELINE = 48
_DATE_ALONE = 20
RECORD_MEDIA_TYPES = frozenset({
    "application/jsonl", "application/json", "text/csv", "text/tab-separated-values",
    "application/yaml", "application/toml", "text/x-log",
})


def _dateline(text: str, start: int, end: int) -> bool:
    """Whether the sentence `text` that holds the date at [start, end) says little else (a
    dateline, a `Date:` line), or the date's line does, whatever the lines around it say (a
    form's date above its label: `December 31, 2023` / `(Date of Event …)`; the line of a
    hard-wrapped sentence, `On May 24, 1995, the last reported`, says more)."""
    if len(text) - (end - start) <= _DATELINE:
        return True
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", end)
    return (hi if hi >= 0 else len(text)) - lo - (end - start) <= _DATE_ALONE


def _doc_date(doc: IngestedDocument, ctx: DocContext, first_day: str, labelled: str) -> str:
    raw = prop(doc.document.props, "date")
    if raw is not None:
        found = [f for f in dates(SentenceView(str(raw)), ctx) if prop(f.props, "grain") == "day"]
        if found:
            return str(prop(found[0].props, "iso"))
    return labelled or first_day


# whom a chat line addresses, at its start (`@Ahmed Saleh: …`, `bob, …`: `chat._ADDRESSED`)
# (after the line's own time and speaker, when the block holds them: `[10:14] Ann: @Bob Lee: …`)
_VOCATIVE = re.compile(r"(?:\[[^\]\n]{0,40}\][ \t]*[^:\[\]<>\n]{1,60}?:[ \t])?[ \t]*(?P<to>@?([^:,\n]{1,60}?))"
                       r"[ \t]*[:,][ \t]")
# the gap between two columns of a row printed in columns (`ingest.printed`, `ingest.statements`)
_COLUMN_GAP = re.compile(r"[ ]{2,}|\t")


# markdown's strong emphasis around words (`**Viktor Orlov**`, `__Beta Ltd__`)
# (`__` only as a mark: not in `marfis___@…` nor `__init__`)
_EMPHASIS = re.compile(r"\*\*|(?<![\w@.])__(?=[^\s_])|(?<=[^\s_])__(?![\w@])")


# a form's item code opening a line, set apart by two blanks (`A1  Acquirer: X`, `B3  Orchid Bay Ltd is …`)
_ITEM_CODE = re.compile(r"[A-Z]\d{1,2}[.)]?(?=[ \t]{2,}[A-Z])")


def _blanks(m: re.Match[str]) -> str:
    return " " * len(m.group())


# a form's label, then a dotted leader to its value on the same line
# (numbered, too: `1.7  Sole shareholder ....... Saffron Lane Ltd`)
_LEADER = re.compile(r"([ \t]*(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?[ \t]+)?[A-Z][\w ()/&—–-]{0,40}?)"
                     r"[ \t]*\.{3,}[ \t]*(?=[^\s.])")
# the bracket a deed's signature block closes each line with, and the dotted line signed on beside it
_SIGNATURE_COLUMN = re.compile(r"[ \t]{2,}\)(?:[ \t]*(?:\.{4,}|_{4,}))?(?=[ \t]*(?:\r?\n|$))")


def _as_bar(m: re.Match[str]) -> str:
    """A column gap as a cell bar, the same length (`Ltd  Tern` → `Ltd |Tern`)."""
    gap = m.group()
    return "|" if gap == "\t" else " |" + gap[2:]


def extract_document(
    doc: IngestedDocument, sentences: Sequence[Sentence], terms_: Sequence[DefinedTerm], config: Config,
) -> Extraction:
    """Entity nodes, MENTIONS, relation edges and claim nodes of one document, sorted by id.

    Pure: depends only on the document, its sentences and terms, and the config.
    """
    ctx = DocContext(config=config, doc_id=doc.document.id,
                     date_order=document_date_order(doc.text, config.extract.date_order), lone_caps=lone_caps(doc.text))
    out = Collector(doc_id=doc.document.id, text=doc.text)
    history = coref.History()
    defining = {t.sentence for t in terms_}
    head: tables.Header | None = None
    accounts_at: int | None = None  # the column of account numbers of the table being read
    names_at: int | None = None  # its column of persons' names (a register's)
    calendar = doc.document.media_type == "text/calendar"
    first_day = labelled = tail_par = ""
    dated = doc.document.media_type not in RECORD_MEDIA_TYPES
    mail = doc.document.media_type in _MAIL_MEDIA_TYPES  # its `header` blocks are header lines
    # a letter's signer (`Yours sincerely,` / `Anastasia Papadopoulou`): who `I` is, once the letter names them
    signer = _letter_signer(doc.text) if dated and not mail and doc.document.media_type != "text/x-chat" else ""
    tail: Found | None = None
    plan = filings.read(doc, sentences)  # None unless an SEC filing's form fields are there
    party = _Party(filing=plan is not None)
    trees: dict[str, list[tuple[int, Found, int]]] = {}  # a tree chart's open branches, by paragraph
    charted = _TREE_GLYPH.search(doc.text) is not None  # (asked once: most documents draw no chart)
    holder: list[tuple[Found, int]] = []  # the account holder a statement's `Account holder:` line names
    # the party a list of payments is about, where its name starts, and whether it pays each
    # line's party (`The following accounts received funds from X:`) or is paid by it
    listed: list[tuple[Found, int, bool]] = []
    holders: list[tuple[Found, int, str]] = []  # the firm a list of its holders below is of (`holder_list`)
    participants = ({n.name.casefold() for n in doc.nodes if n.kind == "entity"}
                    if doc.document.media_type == "text/x-chat" else set())
    headed: set[str] = set()  # the sections whose heading's persons are remembered
    for i, sentence in enumerate(sentences):
        if ".." in sentence.text and (leader := _LEADER.match(sentence.text)) is not None:
            # a form's `Registered owner ........ Brisa Maritime Inc.`: read as its `Registered owner: …` (same
            # length: the offsets stand)
            gap = leader.end() - leader.end(1)
            sentence = dataclasses.replace(sentence, text=sentence.text[:leader.end(1)] + ":" + " " * (gap - 1)
                                           + sentence.text[leader.end():])
        if sentence.headings and sentence.headings[-1][0] not in headed:
            _remember_heading_persons(sentence, headed, ctx, doc)
        read = sentence.text
        if sentence.block_kind == "table_row" and "|" not in read and ("  " in read or "\t" in read):
            read = _COLUMN_GAP.sub(_as_bar, read)  # a row printed in columns: no name runs across a gap
        elif sentence.block_kind == "message" and (called := _VOCATIVE.match(read)) is not None and (
                " ".join(called.group(2).casefold().split()) in participants):
            # `bob: done, 250k sent to X`: whom a chat line addresses is no party to what it says
            at = called.start("to")
            read = read[:at] + " " * (called.end() - at) + read[called.end():]
        if ")" in read and "\n" in read and _SIGNATURE_COLUMN.search(read) is not None:
            read = _SIGNATURE_COLUMN.sub(_blanks, read)  # a deed's `SIGNED by X, Director,   )  ......` lines
        if sentence.block_kind in ("paragraph", "list_item") and "\n" in read:
            column = sentence.start - doc.text.rfind(b"\n", 0, sentence.start) - 1  # where its first line starts
            read = _unwrapped(read, column)
        if "**" in read or "__" in read:  # `- **Viktor Orlov** — beneficial owner of B`: the marks are no words
            read = _EMPHASIS.sub(_blanks, read)  # (same length: the offsets stand)
        if read[:1].isupper() and read[1:2].isdigit() and (code := _ITEM_CODE.match(read)) is not None:
            read = " " * code.end() + read[code.end():]  # a form's item code (`B3  Orchid Bay Ltd is …`): no name's
        opened = "(" in read and _CODE_IN_NAME.search(read) is not None
        if opened:  # `Golden Bridge (HK) Limited`: read as one name, shown as written
            read = _CODE_IN_NAME.sub(lambda cm: cm.group().replace("(", " ").replace(")", " "), read)  # same length
        view = SentenceView(read, sentence.block_kind, i)
        extra: list[Found] = []
        if sentence.block_kind == "table_row":
            following = doc.text[sentence.end:sentence.end + 200].decode("utf-8", "replace").lstrip("\r\n")
            new_head = tables.header(sentence.text, following)
            if (numbers := tables.account_column(sentence.text, following)) is not None or new_head is not None:
                accounts_at = numbers  # a header row: its column of account numbers, if any
            people = tables.person_column(sentence.text, following, plan is None and _first_row(sentence, doc))
            if people is not None:
                names_at = people  # a register's header row: its column of names
            if new_head is not None or tables.is_separator(sentence.text):
                head = new_head or head
            else:
                if head is not None:
                    amount = tables.amount_mention(sentence.text, head)
                    extra = [amount] if amount is not None else []
                if accounts_at is not None and (account := tables.account_mention(sentence.text, accounts_at)):
                    extra.append(account)
                if names_at is not None and people is None and (
                        person := tables.person_mention(sentence.text, names_at)) is not None:
                    extra.append(person)
        else:
            head, accounts_at, names_at = None, None, None
        if calendar and sentence.block_kind == "record":
            extra = _invited(sentence.text)  # (names no rule knows: `Organizer: Fiammetta Castellucci <…>`)
        if "(" in sentence.text or " or " in sentence.text or ", " in sentence.text:
            terms.note_acronyms(sentence.text, ctx)  # `real estate investment trust ("REIT")`: no firm
        found = run_rules(view, ctx, extra)
        if opened:
            found = [_as_written(f, sentence.text, ctx) if sentence.text[f.start:f.end] != f.surface else f
                     for f in found]
        if len(found) > 1:
            found = _surname_again(sentence.text, found)
        if mail and sentence.block_kind == "header" and sentence.text[:12].lower().startswith(_ID_HEADERS):
            found = []
        if (sentence.id in defining or "(" in sentence.text[:4] or "(as " in sentence.text
                or _may_define_several(sentence.text) or terms.may_name_case_roles(sentence.text)
                or ("(" in sentence.text and terms.may_define_short(sentence.text))
                or terms.labels_role(sentence.text) is not None
                or "(1)" in sentence.text):  # (a caption's numbered parties, its first line a role: `Claimant`)
            found = _bind_terms(view, ctx, found, extra, tail if tail_par == sentence.paragraph else None)
            if opened:  # (read again where the parentheses were blanks: shown as written)
                found = [_as_written(f, sentence.text, ctx) if sentence.text[f.start:f.end] != f.surface else f
                         for f in found]
        for a, b in terms.other_names(sentence.text, found):  # `Beta Ltd (formerly Alpha Trading Ltd)`
            found[b] = terms.bind_name(found[b], found[a], ctx)
        if found and ":" in sentence.text[:40]:  # `Previous company names: Alpha Trading Ltd`
            found = _previous_names(sentence, found, party, ctx, doc)
        if plan is not None:
            found = plan.mentions(i, found)
        speaking = history.speaker is None and coref.SPEAKER_LINE.match(sentence.text)
        if signer and history.speaker is None and not speaking:
            history.speaker = next((f for f in found if f.type == "Person" and not f.inferred
                                    and (f.name or f.surface).casefold() == signer), None)
        if speaking and not any(f.type == "Person" for f in found):
            # `DEPOSITION OF MARCUS WELLER`: a transcript's title names its speaker in capitals
            named = terms.speaker_name(sentence.text, speaking.end(), found)
            if named is not None:
                found = sorted([*found, _with_id(named, ctx)], key=lambda f: f.start)
        tail = _party_at_end(sentence.text, found)
        tail_par = sentence.paragraph
        for f in found:
            # `Federal`, `Standard`, `Credit` are no short forms: the lists name the short forms there are
            if f.type in _REMEMBERED and not f.name and f.norm not in BODIES and f.norm not in BANKS:
                key = (f.type, f.surface, f.norm, f.gender if f.type == "Person" else str(f.confidence >= 0.85))
                if key not in ctx.remembered:  # remembering the same mention twice changes nothing
                    ctx.remembered.add(key)
                    (orgs.remember if f.type == "Organization" else persons.remember)(f, ctx)
            elif f.type == "Vessel":
                vessels.remember(f, ctx)
            elif (f.type == "Date" and prop(f.props, "grain") == "day" and i < _HEAD_SENTENCES and dated
                  and not relations.NOT_AN_EVENT.search(sentence.text, max(0, f.start - 40), f.start)):
                if not first_day and (i < _FIRST_SENTENCES or _dateline(sentence.text, f.start, f.end)):
                    first_day = str(prop(f.props, "iso"))
                if not labelled and sentence.text.lstrip("*_ ").lower().startswith(("date", "dated")):
                    labelled = str(prop(f.props, "iso"))
        out.add_mentions(sentence, found)
        if speaking:
            # `From: Laura Chen <…>`, `Interviewee: Priya Raman`: who `I` is in this document
            # (`Director, Coral Bay Investments Ltd` below the body: who `we` are, unless said before)
            firm = _writer(history, sentence.text, found, doc.text, ctx)
            history.firm = history.firm or firm
            if history.speaker is not None:  # `Present: … Ms T.P. Nkosi (TN)`: the codes of who speaks
                history.codes = coref.transcript_codes(doc.text)
        elif (mail and history.speaker is not None and sentence.block_kind != "header"
              and _QUOTED_FROM.match(sentence.text)):
            # a reply's quoted mail or a forwarded one (`-----Original Message-----` / `From: Tomasz
            # Nowak <…>`): another writer from here on, `I`, `we` and `our` theirs (its own signature's firm)
            history.firm = _writer(history, sentence.text, found, doc.text[sentence.start:], ctx)
            history.addressee = None
        elif mail and sentence.block_kind == "header" and sentence.text[:3].lower() == "to:":
            # `To: Marcus Delaney <…>`: who `your` is, when the mail goes to one person
            persons_to = [f for f in found if f.type == "Person" and not f.inferred]
            history.addressee = persons_to[0] if len(persons_to) == 1 and "," not in sentence.text else None
        elif history.firm is None and history.domain:
            # `From: Anna Kovacs <anna.kovacs@danubeholdings.hu>`, then `Danube Holdings Kft has …`:
            # the firm whose name the sender's mail domain spells is who `we` and `our` are
            history.firm = next((f for f in found if f.type == "Organization" and not f.inferred
                                 and coref.spelled_by(f.name or f.surface, history.domain)), None)
        if history.firm is None and "I " in sentence.text and (worked := _works_at(sentence.text, found)):
            history.firm = worked  # `I work in the treasury team at Halcyon Shipping Ltd`: `our` is that firm
        lead = _leading_date(sentence.text, found)
        if lead:  # `- **12 November 2025**: Beta Ltd is incorporated. X and Y are its directors.`
            history.date_item(sentence.paragraph, lead)
        if _HOLDER_LABEL.match(sentence.text):
            holder[:] = [(f, sentence.start + len(sentence.text[:f.start].encode())) for f in found
                         if f.type in _HOLDERS][:1]
        elif holder and found and found[0].type in ("Date", "Money"):
            _statement_line(sentence, found, holder[0], out, doc)  # `- 03/03/2024: 12.5 BTC received from B`
        if (charted and sentence.block_kind in ("code", "paragraph", "list_item")
                and _TREE_GLYPH.search(doc.text, sentence.start, sentence.end + 400) is not None):
            _tree_line(sentence, found, trees, history, out, doc)  # a tree chart (in a code block too)
        if sentence.block_kind not in _NO_RELATIONS:
            if not party.titled and sentence.headings and coref.subject_words(sentence.text):
                history.subject = _title_firm(sentence, party, ctx, doc)
                if history.subject is None and party.first_title is not None and \
                        party.first_title[0].type == "Organization":
                    # (a page's title names the firm, its headings only its parts: `B – Form 10-K` / `16. Notes`)
                    history.subject = party.first_title[0]
                _own_report(history, doc)
            elif (not party.titled and party.first_title is not None and history.subject is None
                  and coref.subject_words(sentence.text) and party.first_title[0].type == "Organization"):
                party.titled = True  # a plain-text document's title line: `MINUTES OF … OF B`
                history.subject = party.first_title[0]
                _own_report(history, doc)
            elif history.subject is None and "irectors" in sentence.text and (
                    board := _BOARD_ADDRESSED.search(sentence.text)) is not None:
                # a letter to a firm's board (`The Board of Directors` / `Kanem Agro Industries Limited`): its
                # `the Company` is that firm (an auditor's management letter, a regulator's)
                history.subject = next((f for f in found if f.type == "Organization" and f.start == board.end()), None)
                party.titled = history.subject is not None  # (no heading after it names another)
            made = len(out.relations)
            if sentence.block_kind == "message":  # a chat line's `I` and `my` are its sender's
                history.speaker = _sender(sentence.text, found, participants)
            elif history.codes:  # `RP:  I'm showing you exhibit 4`: the interviewer's `I`, not the speaker's
                coref.take_turn(history, sentence.text, sentence.paragraph)
            _relations(view, sentence, found, history, out, head, doc)
            if _names_office(sentence.text):
                _office_of_titled_firm(sentence, found, party, ctx, out, doc)
            if ("arent" in sentence.text or "ontrolling" in sentence.text) and \
                    (parent := _PARENT_UNNAMED.match(sentence.text)) is not None:
                _parent_of_titled_firm(sentence, found, parent, party, ctx, out, doc)
            if "%" in sentence.text and "held" in sentence.text and "hares" in sentence.text:
                _held_as_listed(sentence, found, out, doc, made)
            if party.banked is not None and found:
                _customer_account(sentence, found, party, out, doc)
            if ":" in sentence.text[:24]:
                _memo_office(sentence, found, party, history, ctx, out, doc)
            if history.subject is not None and len(out.relations) > made:
                _title_mention(out, party, history.subject, made)
            paid = any(r.relation.predicate == "TRANSFERRED" for r in out.relations[made:])
            if listed and not _LIST_MARKER.fullmatch(sentence.text) and not _listed_payment(
                    sentence, found, listed[0], paid, out, doc):
                listed.clear()  # (a line with no sum ends the list)
            if sentence.text.rstrip(" *_").endswith(":") and (lists := _payment_list(sentence, found)) is not None:
                listed[:] = [lists]
            if holders and not _LIST_MARKER.fullmatch(sentence.text) and not _listed_holder(
                    sentence, found, holders[0], out, doc):
                holders.clear()  # (a line that is no list's item ends the list)
            if sentence.text.rstrip(" *_").endswith(":") and (held := _holder_list(sentence, found)) is not None:
                holders[:] = [held]
            _register(sentence, found, party, ctx, out, doc)
            if calendar and sentence.block_kind == "record":
                _invitation(sentence, found, out, doc)
            if (party.found is not None and party.start == sentence.start and history.subject is not None
                    and not history.form and _CLIENT_LINE.match(sentence.text)):
                # a bank's letter about its customer (`Customer: BOGAZICI TEKSTIL A.S.`): who `the customer` is
                history.client = party.found
                _customer_of_bank(sentence, party.found, party, ctx, out, doc)
            elif "ustomer since" in sentence.text or "lient since" in sentence.text:
                # a bank's memo's `Emeka Obiora – customer since 2017 (CIF 0044812)`: its customer, whose
                # accounts the lines below list
                client = next((f for f in found if f.type in _HOLDERS and not f.inferred
                               and _CUSTOMER_SINCE.match(sentence.text, f.end)), None)
                if client is not None:
                    _customer_of_bank(sentence, client, party, ctx, out, doc)
            _subsidiary_list(sentence, found, party, history, ctx, out, doc)
            if (party.found is not None and not party.title and party.found.type in ("Organization", "Person")
                    and (history.subject is None or history.form)):
                # a form's name line (`Client: Blue Heron Holdings Inc.`, `Customer name: Marek Nowak`): who
                # `the client` is (a person only that: `coref._subject`)
                history.subject, history.form = party.found, True
        # (a chat line's sender is no antecedent of the next lines' `he`)
        history.push(sentence.section, [f for f in found if f is not history.speaker]
                     if sentence.block_kind == "message" else found, sentence.text)
    _flush_entry(party, out, doc)  # a register's last entry
    _flush_payment(party.payment, out, doc)  # a payment's form whose sum no line gave
    if len(party.sale) == 2 and not party.sale_done and party.sale_line is not None:
        _sale(party.sale_line, party, out, doc)  # a sale whose form gave no price
    if plan is not None:
        plan.emit(out, doc)
    # a filing whose text dates nothing is dated by its header or its `Date:` line
    nodes, edges = out.finish(_doc_date(doc, ctx, first_day, labelled) or (plan.date if plan is not None else ""))
    return Extraction(nodes=tuple(nodes), edges=tuple(edges), raw_mentions=tuple(out.mentions))


# a numbered item's title line, no field on it (`3. Incoming wires (6 payments, …)`)
# (its number the list's mark, before the sentence)
_ITEM_TITLE = re.compile(r"[ \t]*(?:\d{1,2}[.)][ \t]+)?[A-Z][^:\n]{0,120}")
_ITEM_NUMBER = re.compile(rb"(?:^|\n)[ \t]*\d{1,2}[.)][ \t]*$")


@dataclass(slots=True)
class _Payment:
    """A payment's form being read in one section (`registry.PAYMENT_LABELS`): each side's party
    (`payer`, `payee`, `holder`) and where its name starts; each side's bank and account lines
    (`details`: side, field, what the line names, where it starts; a detail read before any side
    was named waits, side "", for the next side named); the side named last; the sum (its
    mention, where it starts) and the day; whether the transfer is recorded."""

    section: str | None = None
    sides: dict[str, tuple[Found, int]] = field(default_factory=dict)
    details: list[tuple[str, str, Found, int]] = field(default_factory=list)
    last: str = ""
    amount: tuple[Found, int] | None = None
    day: str = ""
    status: str = ""  # a `Status:` line's words (`Returned`: no payment made)
    line: Sentence | None = None
    done: bool = False


@dataclass(slots=True)
class _Party:
    """The party the labelled lines of a section describe (`registry`): named by the
    heading of the section or of a section around it, or by a `Company name:` line of the
    section; where its evidence starts; the columns of the register table being read."""

    section: str | None = None
    found: Found | None = None
    start: int = 0
    heading: Sentence | None = None  # the heading naming it, until its mention is recorded
    looked: bool = False  # whether the headings were read for a party
    named: dict[str, tuple[Found, int, Sentence] | None] = field(default_factory=dict)  # by section
    mentioned: set[str] = field(default_factory=set)  # the sections whose heading's mention is recorded
    columns: registry.Columns | None = None
    # a bank's letter about its customer (`Customer:` under the bank's letterhead): the customer and where
    # its line starts, whose are the accounts the letter lists with no other party
    banked: tuple[Found, int] | None = None
    titled: bool = False  # whether the document's title was read for the firm it is about
    title: str = ""  # the heading that names the party ("" for a name line)
    listing: str = ""  # what the entries of the list in capitals being read are (`shareholders`)
    fielded: bool = False  # whether the list's entries are fields, the name's labelled (`Name    Mary Jones`)
    filing: bool = False  # an SEC filing's (`filings` reads its tables of signatures and holders)
    # a register of entries given one field a line (`registry.entry_list`): whether one is being
    # read, the entry being read and whether it has ended; the party the document's first line
    # names alone (a plain-text register's title: `PINECREST HOLDINGS LTD`) and where it starts
    entries: bool = False
    entry: Found | None = None
    entry_ended: bool = False
    entry_since: str = ""  # the day its `Notified on:` line gives (ISO), and its `Ceased on:` line's
    entry_until: str = ""
    entry_role: str = ""  # what its `Role` line says, and each interest its `Nature of control` lists
    entry_control: list[str] = field(default_factory=list)
    entry_label: str = ""  # a label whose value is on the lines below (`Nature of control`)
    entry_kind: str = ""  # what a numbered entry's heading says each is (`Beneficial owner 1`: `beneficial owner`)
    entry_sentence: Sentence | None = None  # the last sentence that read one of its fields
    entry_party: tuple[Found, int, str] | None = None  # the register's party, where it is named, its title
    first_read: bool = False
    first: tuple[Found, int] | None = None
    # the party a plain-text document's first line titles (`MINUTES OF A MEETING OF THE BOARD OF
    # DIRECTORS OF B`, `DEED OF SETTLEMENT — THE ORION TRUST`), where its name starts, the line
    first_title: tuple[Found, int, str] | None = None
    letterhead: tuple[Found, int, str] | None = None  # a markdown memo's first line in bold, if it names a firm
    # an invoice's parties: who issued it and who is billed, each with where its line starts
    invoice: dict[str, tuple[Found, int]] = field(default_factory=dict)
    # a sale's form (`Buyer:`, `Seller:`, `Purchase price:`): its parties and where their names start,
    # the price (minor units, currency), the line that completed it, whether it was recorded
    sale: dict[str, tuple[Found, int]] = field(default_factory=dict)
    # a bill of lading's or a letter of credit's parties, by their label (`registry.SHIPPING_LABELS`,
    # `CREDIT_LABELS`), and whom the goods were shipped to once that is read (`shipped`)
    trade: dict[str, tuple[Found, int]] = field(default_factory=dict)
    sale_price: tuple[int, str] | None = None
    payment: _Payment = field(default_factory=_Payment)  # a payment's form (`_payment_line`)
    paying: bool | None = None  # whether the document is a payment's form (asked once)
    sale_line: Sentence | None = None
    sale_done: bool = False
    # the list of subsidiaries being read (`registry.subsidiary_title`): its parent, where the
    # parent's name starts and the section it is read in; the last section whose title was read
    subsidiaries: _Party | None = None
    titles_read: str = ""
    # the paragraph of a sanctions entry's `Reasons:` field being read (its later sentences say more)
    reasons: str = ""
    internal: bool | None = None  # whether the document is an internal memo (asked once: `_memo_office`)
    holding: tuple[str, int] | None = None  # a `Shareholding N:` line's value and where its sentence starts
    company: tuple[Found, int] | None = None  # the firm a `Company name:` line names, and where (for the whole form)
    # a line that leads into a table by naming whose holders or officers it lists (`Holdco shareholders
    # (CS01 14/03/2024):`): that firm, where its name starts and where the line ends; the firm while the
    # table under it is read, and where its name starts
    lead: tuple[Found, int, int] | None = None
    table_party: tuple[Found, int] | None = None


def _previous_names(sentence: Sentence, found: list[Found], party: _Party, ctx: DocContext,
                    doc: IngestedDocument) -> list[Found]:
    """A register's line of other names (`Previous company names: Alpha Trading Ltd`): each
    name it lists, of the party's type, is another name of the section's party."""
    head = registry.label_of(sentence.text)
    if head is None or head[0] not in registry.OTHER_NAME_LABELS:
        return found
    if party.section != sentence.section:
        party.section, party.found, party.heading, party.looked = sentence.section, None, None, False
    _look_for_party(sentence, party, ctx, doc)
    target = party.found
    if target is None or not target.entity:
        return found
    return [terms.bind_name(f, target, ctx) if f.type == target.type and f.start >= head[1]
            and f.entity != target.entity and not f.inferred else f for f in found]


def _held_as_listed(sentence: Sentence, found: list[Found], out: Collector, doc: IngestedDocument,
                    made: int) -> None:
    """The holders a sentence lists with their shares of a firm, after saying whose shares are held
    (`the issued shares of the JVCo shall be held: Pardalis 45%; KOT 35%; Velthorne 20%`): each OWNS
    the firm, with its percentage (but where the sentence's other readings, from `made` on, gave it). A
    list on the lines below its lead-in (`B's shares are held as follows:`) is `_holder_list`'s."""
    text = sentence.text
    given = {(r.relation.subject.entity, r.relation.object.entity) for r in out.relations[made:]
             if r.relation.predicate == "OWNS"}
    parties = {f.start: f for f in found if f.type in ("Organization", "Person") and f.entity}
    for m in _SHARES_OF.finditer(text):
        firm = parties.get(m.end())
        held = _HELD_AS.match(text, firm.end) if firm is not None and firm.type == "Organization" else None
        if firm is None or held is None:
            continue
        rels: list[tuple[Relation, str]] = []
        at = held.end()
        while (holder := parties.get(at)) is not None and (share := _ITS_SHARE.match(text, holder.end)) is not None:
            if holder.entity != firm.entity and (holder.entity, firm.entity) not in given:
                rels.append((Relation(predicate="OWNS", subject=holder, object=firm, inferred=False, confidence=0.8,
                                      polarity="positive", modality=_modality_of(held.group("verb")),
                                      props=props(role="shareholder", percentage=float(share.group(1))),
                                      rule="held_as_listed"), ""))
            after = _NEXT_HOLDER.match(text, share.end())
            if after is None:
                break
            at = after.end()
        _emit(rels, sentence, _Party(start=sentence.start), out, doc)


def _modality_of(verb: str) -> str:
    """What a holding's verb says of it: `shall be held`, `will be held` are to come (hedged)."""
    return "hedged" if verb.casefold().startswith(("shall", "will")) else "asserted"


_SHARES_OF = re.compile(r"(?i)\b(?:issued\s+)?(?:shares?|share\s+capital|equity)\s+(?:in|of)\s+(?:the\s+)?")
_HELD_AS = re.compile(r"(?i)\s+(?P<verb>(?:shall|will)\s+be|are|is|were|was)\s+(?:held|owned)(?:\s+as\s+follows)?"
                      r"(?:\s+(?:by|between))?\s*[:—–-]?\s*")
_ITS_SHARE = re.compile(r"\s*(?:[:—–-][ \t]*|\([ \t]*)?(\d{1,3}(?:\.\d{1,4})?)[ \t]?%\)?")
_NEXT_HOLDER = re.compile(r"\s*[;,]\s*(?:and\s+)?|\s+and\s+")


def _invitation(sentence: Sentence, found: list[Found], out: Collector, doc: IngestedDocument) -> None:
    """A calendar's meeting (`textgraph.ingest.ical`): its organizer and each attendee named as persons
    (`Organizer: Fiammetta Castellucci <…>`, `Attendee: Tomasz Wierzbicki <…>`) were to meet, each
    pair MET on its `When:` day, hedged (an invitation says a meeting was set, not that it was held);
    nothing for a cancelled one, nor for one of more than `_MEETING_MAX` persons (a town hall)."""
    text = sentence.text
    if _CANCELLED.search(text) is not None:
        return
    people: list[Found] = []
    for m in _INVITED.finditer(text):
        person = next((f for f in found if f.start == m.end() and f.type == "Person"), None)
        if person is not None and all(p.entity != person.entity for p in people):
            people.append(person)
    if len(people) < 2 or len(people) > _MEETING_MAX:
        return
    when = _WHEN_LINE.search(text)
    day = when.group(1) if when is not None else ""
    rels = [(Relation(predicate="MET", subject=a, object=b, inferred=False, confidence=0.7, polarity="positive",
                      modality="hedged", props=props(kind="scheduled meeting"), rule="invitation"), day)
            for i, a in enumerate(people) for b in people[i + 1:]]
    _emit(rels, sentence, _Party(start=sentence.start), out, doc)


def _invited(text: str) -> list[Found]:
    """The persons a calendar entry's `Organizer:` and `Attendee:` lines name before their address,
    by the display name alone (`ingest.parties.party_type`, as a mail's header is read)."""
    out: list[Found] = []
    for m in _INVITED.finditer(text):
        name = _DISPLAY.match(text, m.end())
        if name is not None and party_type(name.group(1)) == "Person":
            out.append(Found(type="Person", start=name.start(1), end=name.end(1), surface=name.group(1),
                             norm=norm_name("Person", name.group(1)), confidence=0.8))
    return out


_DISPLAY = re.compile(r"([^\W\d_][\w'’.-]*(?:[ \t]+[^\W\d_][\w'’.-]*){1,4})[ \t]*(?:\([^()\n]{0,60}\)[ \t]*)?<")
_INVITED = re.compile(r"(?m)^(?:Organizer|Attendee):[ \t]*")
_CANCELLED = re.compile(r"(?m)^Status:[ \t]*CANCELL?ED\b")
_WHEN_LINE = re.compile(r"(?m)^When:[ \t]*(\d{4}-\d\d-\d\d)")
_MEETING_MAX = 12


def _register(sentence: Sentence, found: list[Found], party: _Party, ctx: DocContext, out: Collector,
              doc: IngestedDocument) -> None:
    """Relations of a labelled line (`Directors: A, B`) or a register table's row to its
    section's party (`registry`)."""
    if party.section != sentence.section:
        _flush_entry(party, out, doc)  # an entry is read within its section
        party.section, party.found, party.heading, party.looked = sentence.section, None, None, False
    table = sentence.block_kind == "table_row"
    if not party.first_read and not _NUMBER_LINE.fullmatch(sentence.text):
        party.first_read = True  # (a company's number over its title is no title: `Registered number: 09874412`)
        party.first = _first_line_party(sentence, found)
        if not sentence.headings:
            party.first_title = _first_line_title(sentence, found)
        if party.first_title is None and sentence.text.startswith(("**", "__")):
            party.letterhead = _first_line_title(sentence, found, emphasized=True)
    elif (party.first_title is None and sentence.block_kind == "header"
          and sentence.text[:8].casefold() == "subject:"):
        party.first_title = _first_line_title(sentence, found)  # a mail's subject titles it (`Re: KYC - Beta Ltd`)
    elif (party.first_title is None and sentence.start < _CENTERED_WITHIN and not sentence.headings
          and _CENTERED.fullmatch(doc.text, doc.text.rfind(b"\n", 0, sentence.start) + 1, sentence.start)
          and _REGISTRY_LINES.search(doc.text, 0, sentence.start) is not None):
        # a register extract's firm centred under the registry's own lines (`Camera di Commercio …` / `VISURA
        # ORDINARIA` / `          CARPENTERIE METALLICHE PIAVE S.R.L.`)
        # (a firm with its legal form: not a regulator's heading, `SECURITIES AND EXCHANGE COMMISSION`)
        titled = _first_line_title(sentence, found)
        party.first_title = titled if titled is not None and titled[0].type == "Organization" and coref.legal_tail(
            titled[0].surface.split()) else None
    if ((party.payment.sides or party.payment.details) and _ITEM_TITLE.fullmatch(sentence.text)
            and _ITEM_NUMBER.search(doc.text, max(0, sentence.start - 8), sentence.start) is not None):
        # a numbered item's title (`4. Outgoing wires`): a payment's form read in the item before ends there
        _flush_payment(party.payment, out, doc)
        party.payment = _Payment(section=sentence.section)
    if not table:
        party.table_party = None
        party.lead = _table_lead(sentence, found) if sentence.text.rstrip(" \t*_").endswith(":") else None
    if not table and _field_entry(sentence, found, party, ctx, out, doc):
        return
    if (not table and party.company is None and ":" in sentence.text[:40]
            and _COMPANY_LINE.match(sentence.text) is not None):
        line = sentence.text.split("\n", 1)[0]
        head = registry.label_of(line)
        if head is not None and head[0] in _COMPANY_LABELS and (named := registry.name_line(
                line, [f for f in found if f.end <= len(line)], head[1])) is not None and named.type == "Organization":
            party.company = named, sentence.start  # (a form's firm, for its later sections: `_look_for_party`)
    if not table and (party.holding is not None or sentence.text[:12].casefold() == "shareholding") and (
            _holding_line(sentence, found, party, out, doc)):
        return
    if not table:
        party.columns = None
        if ("  " in sentence.text or sentence.text[:1].isupper() or (
                party.listing and _ENTRY_MARK.match(sentence.text) is not None)) and _printed(
                sentence, found, party, ctx, out, doc):
            return
        if registry.CAREER_GATE.search(sentence.text) is not None:
            _look_for_party(sentence, party, ctx, doc)
            if party.found is not None:
                _emit(registry.career_relations(sentence.text, found, party.found), sentence, party, out, doc)
        if ":" not in sentence.text[:80]:
            if party.reasons and party.reasons == sentence.paragraph and party.found is not None:
                # `Reasons: Co-owner of B. Chairman of the Board of Directors of C.`: each sentence of the field
                _emit(registry.relations(sentence.text, found, party.found, "reasons", 0), sentence, party, out, doc)
            return
    elif registry.is_separator(sentence.text):
        return
    elif registry.is_header(doc.text[sentence.end:sentence.end + 80].decode("utf-8", "replace").lstrip("\r\n")):
        party.columns = registry.columns(sentence.text, _caption(sentence, doc))  # a register's header: rows follow
        if party.lead is not None and not doc.text[party.lead[2]:sentence.start].strip():
            party.table_party = party.lead[:2]  # (the line right over it names whose register it is)
        if party.columns is None:  # (a table of fields headed by its first field: `| Client | Mwangaza … Ltd |`)
            _subject_field(sentence, found, party)
        return
    elif table and party.columns is None and _subject_field(sentence, found, party):
        return
    elif (party.columns is None and not party.filing and _first_row(sentence, doc)
          and not any(c.isdigit() for c in sentence.text) and not any(f.type in _HOLDERS for f in found)
          and (cols := registry.columns(sentence.text, _caption(sentence, doc))) is not None):
        # a table with no rule under its header: a plain text's printed with bars (`Name | ID | Role`), a web
        # page's or a document's (`<th>Name</th><th>Role</th>`), its first row naming the columns
        party.columns = cols
        return
    head = registry.label_of(sentence.text) if party.columns is None else None
    if head is not None and head[0] in registry.INVOICE_LABELS and (
            not registry.INVOICE_LABELS[head[0]].endswith("?")
            or registry.is_invoice(doc.text[:200].decode("utf-8", "replace"))):
        _invoice_line(sentence, found, head, party, out, doc)
        return
    if head is not None and head[0] in registry.AWARD_LABELS:
        _award_line(sentence, found, head, party, out, doc)
        return
    if head is not None and (head[0] in registry.SHIPPING_LABELS or (
            head[0] in registry.CREDIT_LABELS and registry.is_credit(doc.text[:300].decode("utf-8", "replace")))):
        _trade_line(sentence, found, head, party, out, doc)
        return
    if (head is not None and (what := registry.payment_label(head[0])) is not None
            and _payment_line(sentence, found, head[1], what, party, ctx, out, doc)):
        return
    if head is not None and (head[0] in registry.SALE_LABELS or head[0] in registry.PRICE_LABELS):
        _sale_line(sentence, found, head, party, out, doc)
        return
    if head is not None and head[0] in registry.TRANSFER_LABELS:
        _share_transfer_line(sentence, found, head, party, ctx, out, doc)
        return
    if head is not None and head[0] in registry.NAME_LABELS:
        named = registry.name_line(sentence.text, found, head[1])
        if named is not None:
            party.found, party.start, party.heading, party.looked = named, sentence.start, None, True
            party.title = ""
        return
    if head is not None and head[0] in registry.REASON_LABELS:
        party.reasons = sentence.paragraph
    if head is None and party.columns is None:
        return
    if party.columns is not None and party.columns.fields:
        # a table of firms: each row's fields are its firm's (the row holds both ends)
        _emit(registry.field_relations(sentence.text, found, party.columns), sentence, _Party(start=sentence.start),
              out, doc)
    if head is not None and (own := registry.own_party(head[0], found, head[1])) is not None:
        # `Trustee of the Orion Trust: X`: the label names the party the line is about
        rels = registry.relations(sentence.text, found, own[1], own[0], head[1])
        _emit(rels, sentence, _Party(start=sentence.start), out, doc)  # (its line holds both ends)
        return
    if (head is not None and head[0] not in registry.LABELS and head[0] not in registry.ATTENDANCE
            and head[0] not in registry.OCCUPATION_LABELS and head[0] not in registry.VESSEL_LABELS
            and head[0] not in registry.REASON_LABELS
            and head[0].partition(" ")[2] not in registry.LABELS
            and registry.label_change(head[0])[0] not in registry.LABELS):
        return
    if party.columns is not None and party.table_party is not None:
        owner, at = party.table_party
        rels = registry.row_relations(sentence.text, found, owner, party.columns, sentence.section_title)
        _emit(rels, sentence, _Party(start=at), out, doc)
        return
    _look_for_party(sentence, party, ctx, doc)
    if party.found is None:
        return
    if party.columns is not None:
        rels = registry.row_relations(sentence.text, found, party.found, party.columns, sentence.section_title)
    else:
        assert head is not None
        rels = registry.relations(sentence.text, found, party.found, *head, title=party.title)
    _emit(rels, sentence, party, out, doc)


# what a table's lead-in line says its rows are (`Holdco shareholders:`, `Directors of Beta Ltd:`)
_TABLE_LEAD = re.compile(r"(?i)\b(?:shareholders|shareholdings|stockholders|members|partners|directors|officers|"
                         r"owners|beneficial[ \t]+owners|ubos|controllers|board|management|signatories)\b")


def _table_lead(sentence: Sentence, found: list[Found]) -> tuple[Found, int, int] | None:
    """The firm a line ending in a colon names alone as whose holders or officers the table under
    it lists (`Holdco shareholders (CS01 14/03/2024):`), where its name starts and the line's end."""
    if "\n" in sentence.text.strip() or len(sentence.text) > 160 or _TABLE_LEAD.search(sentence.text) is None:
        return None
    firms = [f for f in found if f.type in _HOLDERS]
    if len(firms) != 1 or firms[0].type != "Organization" or not firms[0].entity:
        return None
    return firms[0], sentence.start + len(sentence.text[:firms[0].start].encode()), sentence.end


_NUMBER_LINE = re.compile(r"(?i)[ \t*_]*(?:company|registered|registration|crn)(?:[ \t]+(?:number|no\.?))?[ \t*_]*"
                          r"[:.]?[ \t*_]*[A-Z]{0,3}[0-9][\w-]{3,15}[ \t*_]*")


# the labels of a working paper's or a file's field that names the firm it is about (`| Client | B |`)
_SUBJECT_LABELS = frozenset(("client", "audit client", "auditee", "reporting entity", "entity", "subject company",
                             "company under review", "entity under review"))


def _subject_field(sentence: Sentence, found: list[Found], party: _Party) -> bool:
    """Whether a table's row is the field that names the firm the document is about (`| Client |
    Mwangaza Agro Processors Limited |`): that firm is then the party of the registers below it
    where no heading or title names one (`_look_for_party`)."""
    head = registry.label_of(sentence.text)
    if head is None or head[0] not in _SUBJECT_LABELS or party.company is not None:
        return False
    named = registry.name_line(sentence.text, found, head[1])
    if named is None or named.type != "Organization":
        return False
    party.company = named, sentence.start + len(sentence.text[:named.start].encode())
    return True


def _line_above(sentence: Sentence, doc: IngestedDocument) -> bytes:
    above = doc.text.rfind(b"\n", 0, max(0, doc.text.rfind(b"\n", 0, sentence.start)))
    return doc.text[above + 1:sentence.start].strip()


def _first_row(sentence: Sentence, doc: IngestedDocument) -> bool:
    """Whether a table's row is its first: the line before it is no row of the table."""
    return b"|" not in _line_above(sentence, doc)


def _caption(sentence: Sentence, doc: IngestedDocument) -> str:
    """The line right over a table's header row, if it is no row (`SHAREHOLDERS`), else ""."""
    line = _line_above(sentence, doc)
    return "" if b"|" in line else line.decode("utf-8", "replace").strip(" \t#*_:")


# a confirmation statement's numbered holding (`Shareholding 1:`), and the labels that name the firm it is of
_SHAREHOLDING = re.compile(r"(?i)[ \t*_]*shareholding[ \t]*\d{1,3}[ \t*_]*:[ \t*_]*")
_COMPANY_LABELS = frozenset(("company", "company name", "name of company", "registered name", "entity name",
                             "legal name", "full legal name", "financial institution name",
                             "name of financial institution", "institution name", "nome empresarial",
                             "razão social", "denominazione", "ragione sociale"))
_COMPANY_LINE = re.compile(r"(?i)[ \t*_]*(?:company(?:[ \t]+name)?|name[ \t]+of[ \t]+company|registered[ \t]+name|"
                           r"entity[ \t]+name|(?:full[ \t]+)?legal[ \t]+name|(?:financial[ \t]+)?institution[ \t]+name|"
                           r"name[ \t]+of[ \t]+financial[ \t]+institution|nome[ \t]+empresarial|raz[ãa]o[ \t]+social|"
                           r"denominazione|ragione[ \t]+sociale)[ \t*_]*:")
_SHARES_NOW = re.compile(r"(?i)^[ \t]*(?P<count>\d[\d,]{0,12})[ \t]+(?:[\w-]+[ \t]+){0,3}?shares?\b")


def _holding_line(sentence: Sentence, found: list[Found], party: _Party, out: Collector,
                  doc: IngestedDocument) -> bool:
    """A confirmation statement's `Shareholding 1: 600 ORDINARY shares held …` line (kept until its
    `Name:` line), or that `Name:` line (`_shareholding`); True when the sentence was one."""
    line = _SHAREHOLDING.match(sentence.text)
    if line is not None:
        party.holding = (sentence.text[line.end():line.end() + 200], sentence.start)
        return True
    head = registry.label_of(sentence.text)
    if head is None or head[0] != "name" or (named := registry.name_line(sentence.text, found, head[1])) is None:
        party.holding = None  # (a holding's line with no name after it names no holder)
        return False
    _shareholding(sentence, named, party, out, doc)
    return True


def _shareholding(sentence: Sentence, holder: Found, party: _Party, out: Collector, doc: IngestedDocument) -> None:
    """The holder a `Name:` line names after a `Shareholding N:` line owns the shares it counts of
    the firm the form's `Company name:` names (none now: `0 ORDINARY shares held` is a past
    holder's line; it held them, and it ended)."""
    assert party.holding is not None
    held, at = party.holding
    party.holding = None
    if party.company is None or holder.entity == party.company[0].entity:
        return
    count = _SHARES_NOW.match(held)
    if count is None:
        return
    shares = int(count.group("count").replace(",", ""))
    values = props(shares=shares or None, ended=True if shares == 0 else None, role="shareholder")
    rel = Relation(predicate="OWNS", subject=holder, object=party.company[0], inferred=False, confidence=0.8,
                   polarity="positive", modality="asserted", props=values, rule="confirmation_shareholding")
    _emit([(rel, "")], sentence, _Party(start=min(at, party.company[1])), out, doc)


def _subsidiary_list(sentence: Sentence, found: list[Found], party: _Party, history: coref.History,
                     ctx: DocContext, out: Collector, doc: IngestedDocument) -> None:
    """A list of a firm's subsidiaries (an annual report's Exhibit 21): a title, on a line or
    a heading, names the parent (or the filer: the document's subject firm), each line after it
    a subsidiary (`registry.subsidiary_entry`), until a line that is no entry."""
    listing = party.subsidiaries
    if listing is not None and listing.section != sentence.section:
        listing = party.subsidiaries = None
    if listing is None and sentence.section_title and party.titles_read != sentence.section:
        party.titles_read = sentence.section
        listing = party.subsidiaries = _titled_subsidiaries(sentence, party, history, ctx, doc)
    text = sentence.text
    if listing is None and "ubsidiar" not in text and "UBSIDIAR" not in text:
        return
    made = len(out.relations)
    for lo, line, here in _lines(text, found):
        title = registry.subsidiary_title(line)
        line_start = sentence.start + len(text[:lo].encode())
        if title is not None:
            parent = registry.subsidiary_parent(line, title[0], here, lo)
            if parent is not None:
                start = sentence.start + len(text[:parent.start].encode())
                listing = _Party(found=parent, start=start, section=sentence.section)
            else:
                listing = _filer_list(sentence, party, history, ctx, doc) if title[1] else None
        elif listing is not None and listing.found is not None and not registry.list_caption(line):
            rels = registry.subsidiary_entry(line, here, lo, listing.found)
            if not rels:
                listing = None  # what is no entry ends the list
            else:
                _emit(rels, sentence, listing, out, doc, (line_start, line_start + len(line.encode())))
    party.subsidiaries = listing
    if history.subject is not None and len(out.relations) > made:
        _title_mention(out, party, history.subject, made)


def _filer_list(sentence: Sentence, party: _Party, history: coref.History, ctx: DocContext,
                doc: IngestedDocument) -> _Party | None:
    """The list of the subsidiaries of the firm the document is about (its title's), whose name
    the list's title does not write (`Subsidiaries of the Registrant`): each entry's relation is
    read from context, as a pronoun's is (inferred, citing the entry's line)."""
    if history.subject is None and not party.titled and sentence.headings:
        history.subject = _title_firm(sentence, party, ctx, doc)
    if history.subject is None and party.first_title is not None and party.first_title[0].type == "Organization":
        # (a plain text's title line: `LUMENFOLD ROBOTICS, INC.` over its `SUBSIDIARIES (3)`)
        return _Party(found=party.first_title[0], start=party.first_title[1], section=sentence.section)
    if history.subject is None:
        return None
    return _Party(found=history.subject, start=-_NEAR_PARTY, section=sentence.section)


def _titled_subsidiaries(sentence: Sentence, party: _Party, history: coref.History, ctx: DocContext,
                         doc: IngestedDocument) -> _Party | None:
    """The list a heading titles `Subsidiaries of B` (or `of the Registrant`: the document's
    subject firm), to be read from the heading's section, or None."""
    title = sentence.section_title
    said = registry.subsidiary_title(title)
    if said is None:
        return None
    if said[1]:
        return _filer_list(sentence, party, history, ctx, doc)
    _, start, end = next((h for h in sentence.headings if h[0] == sentence.section), ("", 0, 0))
    raw = doc.text[start:end]
    start += len(raw) - len(raw.lstrip())
    if raw.strip().decode("utf-8", "replace") != title:
        return None
    found = run_rules(SentenceView(title, "heading", -1), ctx)
    parent = registry.subsidiary_parent(title, said[0], found, 0)
    if parent is None:
        return None
    heading = Sentence(id=sentence.section, doc=sentence.doc, start=start, end=start + len(title.encode()),
                       text=title, paragraph="", section=sentence.section, section_title=title,
                       block_kind="heading")
    return _Party(found=parent, start=start + len(title[:parent.start].encode()), heading=heading,
                  section=sentence.section)


def _invoice_line(sentence: Sentence, found: list[Found], head: tuple[str, int], party: _Party, out: Collector,
                  doc: IngestedDocument) -> None:
    """An invoice's `From:` or `Bill to:` line: once both are read, who issued the invoice is the
    supplier of who is billed (cited from the first of the two lines to the end of the second).
    (`_register` sends a generic label, `From:` or `Customer:`, here only in a document whose
    first line calls it an invoice: elsewhere `Customer:` names a form's party.)"""
    side = registry.INVOICE_LABELS[head[0]]
    named = registry.name_line(sentence.text, found, head[1])
    if named is None or named.type not in ("Organization", "Person") or side.rstrip("?") in party.invoice:
        return
    at = sentence.start + len(sentence.text[:named.start].encode())
    party.invoice[side.rstrip("?")] = (named, at)
    if len(party.invoice) == 2:
        _form_pair("ASSOCIATED_WITH", party.invoice["from"], party.invoice["to"], props(role="supplier"),
                   "invoice_form", sentence, out, doc)


def _award_line(sentence: Sentence, found: list[Found], head: tuple[str, int], party: _Party, out: Collector,
                doc: IngestedDocument) -> None:
    """A contract award notice's `Contracting authority:` or `Contractor:` line: once both are
    read, the authority CONTRACTED_WITH the contractor (cited from the first line to the second)."""
    side = registry.AWARD_LABELS[head[0]]
    # (the party opens the value; a place may follow it: `Ministry of Health of Moldova`)
    named = next((f for f in found if f.start == head[1]), None)
    if named is None or named.type not in ("Organization", "Person") or side in party.invoice:
        return
    party.invoice[side] = (named, sentence.start + len(sentence.text[:named.start].encode()))
    if "authority" in party.invoice and "contractor" in party.invoice:
        _form_pair("CONTRACTED_WITH", party.invoice.pop("authority"), party.invoice.pop("contractor"),
                   props(role="contractor"), "award_form", sentence, out, doc)


def _trade_line(sentence: Sentence, found: list[Found], head: tuple[str, int], party: _Party, out: Collector,
                doc: IngestedDocument) -> None:
    """A bill of lading's `Shipper:`, `Consignee:` or `Notify Party:` line, or a letter of credit's
    `Applicant:`, `Beneficiary:` or `Issuing Bank:` line (the name on it or on the line below):
    the shipper supplies the consignee, or the notify party when the consignee is a bank (goods
    consigned `TO ORDER OF` it); the beneficiary supplies the applicant, who banks with the issuing
    bank (each cited from the first of its two names to the end of the second's line)."""
    side = registry.SHIPPING_LABELS.get(head[0]) or registry.CREDIT_LABELS[head[0]]
    named = registry.name_line(sentence.text, found, head[1])
    if named is None or named.type not in ("Organization", "Person") or side in party.trade:
        return
    party.trade[side] = (named, sentence.start + len(sentence.text[:named.start].encode()))
    trade = party.trade
    supplier = props(role="supplier")
    if side in ("consignee", "notify") and "shipper" in trade and "shipped" not in trade:
        consignee = trade.get("consignee")
        buyer = consignee if consignee is not None and not relations.a_bank(consignee[0]) else trade.get("notify")
        if buyer is not None:
            trade["shipped"] = buyer
            _form_pair("ASSOCIATED_WITH", trade["shipper"], buyer, supplier, "shipping_form", sentence, out, doc)
    elif side == "shipper" and "consignee" in trade and not relations.a_bank(trade["consignee"][0]):
        trade["shipped"] = trade["consignee"]
        _form_pair("ASSOCIATED_WITH", trade["shipper"], trade["consignee"], supplier, "shipping_form", sentence, out,
                   doc)
    if side in ("applicant", "beneficiary") and "applicant" in trade and "beneficiary" in trade:
        _form_pair("ASSOCIATED_WITH", trade["beneficiary"], trade["applicant"], supplier, "credit_form", sentence, out,
                   doc)
    if (side in ("applicant", "issuing bank") and "applicant" in trade and "issuing bank" in trade
            and relations.a_bank(trade["issuing bank"][0])):
        _form_pair("BANKS_WITH", trade["applicant"], trade["issuing bank"], (), "credit_form", sentence, out, doc)


def _sale_line(sentence: Sentence, found: list[Found], head: tuple[str, int], party: _Party, out: Collector,
               doc: IngestedDocument) -> None:
    """A sale's `Buyer:` or `Seller:` line (a settlement statement, a deed's cover) or its price's:
    once both parties are read, the buyer paid the seller (TRANSFERRED), with the price when a line
    gives it (recorded at the price's line when it follows the parties, else at the document's end)."""
    if party.sale_done:
        return
    if head[0] in registry.PRICE_LABELS:
        money = next((f for f in found if f.type == "Money" and f.start >= head[1]), None)
        if money is None or party.sale_price is not None:
            return
        party.sale_price = (int(str(prop(money.props, "amount_minor"))), str(prop(money.props, "currency")))
        if len(party.sale) == 2:
            _sale(sentence, party, out, doc)
        return
    side = registry.SALE_LABELS[head[0]]
    named = registry.name_line(sentence.text, found, head[1])
    if named is None or named.type not in ("Organization", "Person") or side in party.sale:
        return
    party.sale[side] = (named, sentence.start + len(sentence.text[:named.start].encode()))
    if len(party.sale) == 2:
        party.sale_line = sentence
        if party.sale_price is not None:
            _sale(sentence, party, out, doc)


def _payment_line(sentence: Sentence, found: list[Found], at: int, what: tuple[str, str], party: _Party,
                  ctx: DocContext, out: Collector, doc: IngestedDocument) -> bool:
    """A line of a payment's form (a wire's confirmation, a transfer order, an invoice's bank
    details), in a document that is one (`registry.is_payment`): `Ordering customer:` and
    `Beneficiary:` name who paid whom (TRANSFERRED, with the `Amount:` line's sum, the `Value
    date:` line's day and the accounts their lines give, recorded at the form's end: the
    section's, the document's, or a side named again); `Beneficiary bank:`, `Debit account:`
    and the like give a side's bank (BANKS_WITH) and account (HOLDS_ACCOUNT); a bare `Bank:` or
    `IBAN:` line is of the side named last (`Account name:` names one too), or of the next one
    named. True when the line is read here (False: a name line the register reads too, or a bare
    line of a register's party)."""
    if party.paying is None:
        party.paying = registry.is_payment(doc.text[:3000].decode("utf-8", "replace"))
    if not party.paying or sentence.block_kind == "header":  # (a mail's header lines are no form's)
        return False
    pay = party.payment
    if pay.section != sentence.section or (what[1] == "name" and what[0] in pay.sides):
        _flush_payment(pay, out, doc)  # (a side named again: the next payment's form)
        party.payment = pay = _Payment(section=sentence.section)
    side, kind = what
    where = sentence.start
    if kind == "amount":
        money = next((f for f in found if f.type == "Money" and f.start >= at), None)
        if money is not None and pay.amount is None:
            pay.amount = (money, where + len(sentence.text[:money.start].encode()))
            pay.line = sentence
        return True
    if kind == "status":
        pay.status = sentence.text[at:].strip(" :*_\t")[:60]
        return True
    if kind in ("day", "date"):  # (a `Value date:` line's day before a bare `Date:` line's)
        day = registry.day_between(found, at, len(sentence.text))
        pay.day = (day or pay.day) if kind == "day" else (pay.day or day)
        pay.line = sentence if day and pay.sides else pay.line
        return True
    if kind == "name":
        named = registry.name_line(sentence.text, found, at)
        if named is None or named.type not in _HOLDERS:
            return side != "holder"
        pay.sides[side] = (named, where + len(sentence.text[:named.start].encode()))
        pay.last, pay.line = side, sentence
        # the details read before any side was named are this side's
        pay.details = [(side if s == "" else s, k, f, a) for s, k, f, a in pay.details]
        for s, k, f, a in pay.details:
            if s == side:
                _payment_detail(pay, s, k, (f, a), sentence, out, doc)
        return side != "holder"
    if side == "" and not pay.sides:
        _look_for_party(sentence, party, ctx, doc)
        if party.found is not None:
            return False  # `Bank: …` in a register's profile: its party's (`registry.relations`)
    side = side or pay.last
    for f in found:  # its account, and the bank a line names beside it (`Account: 41123388, HSBC`)
        if f.start < at or not f.entity or prop(f.props, "kind") == "swift":
            continue
        is_bank = f.type == "Organization" and (kind == "bank" or relations.a_bank(f))
        if not is_bank and not (f.type == "Account" and kind == "account"):
            continue
        detail = (side, "bank" if is_bank else "account", f, where + len(sentence.text[:f.start].encode()))
        pay.details.append(detail)
        pay.line = sentence
        if side:
            _payment_detail(pay, side, detail[1], detail[2:], sentence, out, doc)
        if kind == "bank":
            break  # (the bank's own name; a place or a branch after it is none)
    return True


def _payment_detail(pay: _Payment, side: str, kind: str, named: tuple[Found, int], sentence: Sentence,
                    out: Collector, doc: IngestedDocument) -> None:
    """Record a payment form's side's bank or account, once the side is named (cited from the
    first of the two lines to the end of `sentence`)."""
    holder = pay.sides.get(side)
    if holder is None or holder[0].entity == named[0].entity:
        return
    predicate = "BANKS_WITH" if kind == "bank" else "HOLDS_ACCOUNT"
    _form_pair(predicate, holder, named, (), "payment_form", sentence, out, doc)


def _flush_payment(pay: _Payment, out: Collector, doc: IngestedDocument) -> None:
    """Record the transfer of a payment's form read to its end, its payer and payee named (with
    its sum, day and accounts when its lines gave them), cited from the first of its lines to the
    end of the last, once."""
    sentence = pay.line
    payer, payee = pay.sides.get("payer"), pay.sides.get("payee")
    if pay.done or payer is None or payee is None or sentence is None or payer[0].entity == payee[0].entity:
        return
    pay.done = True
    money = pay.amount[0] if pay.amount is not None else None
    accounts = {s: f.norm for s, k, f, _ in pay.details if k == "account"}
    values = props(amount_minor=prop(money.props, "amount_minor") if money is not None else None,
                   currency=prop(money.props, "currency") if money is not None else None,
                   date=pay.day or None, from_account=accounts.get("payer"), to_account=accounts.get("payee"))
    start = min(payer[1], payee[1], *([pay.amount[1]] if pay.amount is not None else []))
    polarity, modality = payment_status(pay.status)
    rel = Relation(predicate="TRANSFERRED", subject=payer[0], object=payee[0], inferred=False, confidence=0.8,
                   polarity=polarity, modality=modality, props=values, rule="payment_form")
    _emit([(rel, pay.day)], sentence, _Party(start=start), out, doc)


def _look_for_party(sentence: Sentence, party: _Party, ctx: DocContext, doc: IngestedDocument) -> None:
    """Once per section, the party its labelled lines describe: the one a heading around it names
    alone (`_heading_party`), else the one the document's first line titles, else the one its
    `Company name:` line named."""
    if not party.looked:
        party.looked = True
        _heading_party(sentence, party, ctx, doc)
        if party.found is None and party.first_title is not None:
            party.found, party.start, party.title = party.first_title
        elif party.found is None and party.company is not None:
            party.found, party.start, party.title = *party.company, ""  # (the form's `Company name:` firm)


def _share_transfer_line(sentence: Sentence, found: list[Found], head: tuple[str, int], party: _Party,
                         ctx: DocContext, out: Collector, doc: IngestedDocument) -> None:
    """A stock transfer form's `Transferee:` or `Transferor:` line: the transferee OWNS the form's
    company (`Name of company:`, or the party its title names), the transferor owned it (`ended`),
    each cited from the company's name to the line. Only in a document that speaks of shares in
    its first lines (a land registry's transfer form has a transferor too)."""
    if b"share" not in doc.text[:3000].lower():
        return
    named = registry.name_line(sentence.text, found, head[1])
    if named is None or named.type not in ("Organization", "Person"):
        return
    _look_for_party(sentence, party, ctx, doc)
    company = party.found
    if company is None or company.type != "Organization" or company.entity == named.entity:
        return
    values = props(ended=True) if registry.TRANSFER_LABELS[head[0]] == "from" else props()
    _form_pair("OWNS", (named, sentence.start + len(sentence.text[:named.start].encode())), (company, party.start),
               values, "share_transfer_form", sentence, out, doc)


def _sale(sentence: Sentence, party: _Party, out: Collector, doc: IngestedDocument) -> None:
    """Record the sale the form's lines give: the buyer TRANSFERRED the price to the seller, cited
    from the first party's name to the end of `sentence`."""
    party.sale_done = True
    if party.sale["buyer"][0].entity == party.sale["seller"][0].entity:
        return
    amount, currency = party.sale_price if party.sale_price is not None else (None, None)
    _form_pair("TRANSFERRED", party.sale["buyer"], party.sale["seller"],
               props(amount_minor=amount, currency=currency), "sale_form", sentence, out, doc)


def _form_pair(predicate: str, subject: tuple[Found, int], obj: tuple[Found, int], values: Props, rule: str,
               sentence: Sentence, out: Collector, doc: IngestedDocument) -> None:
    """Record the relation a form's two labelled lines give (an invoice's issuer and billed party,
    an award notice's authority and contractor, a sale's buyer and seller), each side its party
    and where its name starts: cited from the first of the two names to the end of `sentence`."""
    rel = Relation(predicate=predicate, subject=subject[0], object=obj[0], inferred=False, confidence=0.8,
                   polarity="positive", modality="asserted", props=values, rule=rule)
    _emit([(rel, "")], sentence, _Party(start=min(subject[1], obj[1])), out, doc)


# a line of a tree chart: its branch glyphs (`  │     └── `, `+-- `), then the entry
_TREE_BRANCH = re.compile(r"(?<![ \t│┃|])[ \t│┃|]*(?:[├└┣┗╠╚][─━═—-]*|[+`|]--+)[ \t]*")
_TREE_GLYPH = re.compile(rb"\xe2\x94[\x9c\x94\xa3\x97]|\xe2\x95[\xa0\x9a]|[+`|]--")  # ├ └ ┣ ┗ ╠ ╚, `+--`
# a share of the entry another party holds, said on its line (`75%; the remaining 25% held by X`)
# a share written in a line (`60%`, `40 per cent`): a chart's branch, a list of holders' item
_LINE_SHARE = re.compile(r"(\d{1,3}(?:\.\d{1,4})?)[ \t]?(?:%|per[ \t]?cent\b)")
_HELD_BY = re.compile(r"(?:the\s+(?:remaining|other|balance\s+of\s+the|rest\s+of\s+the)\s+)?(\d{1,3}(?:\.\d{1,4})?)\s?%"
                      r"\s+(?:is\s+|are\s+)?(?:held|owned)\s+by\s+(?:the\s+)?$")


def _tree_line(sentence: Sentence, found: list[Found], trees: dict[str, list[tuple[int, Found, int]]],
               history: coref.History, out: Collector, doc: IngestedDocument) -> None:
    """A tree chart of a group (`Nordvik Holdings Ltd` / `  ├── Nordvik Shipping AB (Sweden) — 100%`
    / `  │     └── Nordvik Tankers AS — 60%`): each entry is owned by the entry of the nearest line
    above it that starts further left (the first line of the chart, with no branch, its root), with
    the share its line gives. An entry with no share is owned only where both are firms (a group's
    subsidiary): a chart of people is no holding. `N% held by X` on a line: X holds N% of its entry."""
    branch = _TREE_BRANCH.match(sentence.text)
    parties = [f for f in found if f.type in _HOLDERS]
    line_start = doc.text.rfind(b"\n", 0, sentence.start) + 1
    column = len(doc.text[line_start:sentence.start].decode("utf-8", "replace"))
    if branch is None:
        # a line with no branch: the root of a chart that may start below it, when it opens with a party
        trees.pop(sentence.paragraph, None)
        if parties:  # (a party that opens the sentence's last line: a code fence's line may come first)
            root = parties[0]
            line_at = sentence.text.rfind("\n", 0, root.start) + 1
            if root.start - line_at < 8 and "\n" not in sentence.text[root.start:]:
                at = sentence.start + len(sentence.text[:root.start].encode())
                trees[sentence.paragraph] = [((column if line_at == 0 else 0) + root.start - line_at, root, at)]
        return
    stack = trees.get(sentence.paragraph)
    child = next((f for f in parties if f.start >= branch.end()), None)
    if stack is None or child is None or child.start > branch.end() + 2:
        return
    column += branch.end()
    while stack and stack[-1][0] >= column:
        stack.pop()
    text = sentence.text
    child_at = sentence.start + len(text[:child.start].encode())
    held = [(f, m) for f in parties if f.start > child.end
            and (m := _HELD_BY.search(text, child.end, f.start)) is not None]
    before = held[0][1].start() if held else len(text)
    share = _LINE_SHARE.search(text, child.end, before)
    if stack:
        parent, parent_at = stack[-1][1], stack[-1][2]
        if share is not None or (parent.type == child.type == "Organization"):
            values = props(percentage=round_float(float(share.group(1))) if share is not None else None)
            _form_pair("OWNS", (parent, parent_at), (child, child_at), values, "tree_chart", sentence, out, doc)
    for holder, m in held:
        _form_pair("OWNS", (holder, sentence.start + len(text[:holder.start].encode())), (child, child_at),
                   props(percentage=round_float(float(m.group(1)))), "tree_chart_held", sentence, out, doc)
    stack.append((column, child, child_at))
    history.holding_in(sentence.section, child)  # (`the remaining 40% held by X` on its line is of it)


# a statement's or a production's line naming whose account it is (`Account holder: Marta Kowalski`)
_HOLDER_LABEL = re.compile(r"(?i)(?<![ \t*_])[ \t*_]*(?:account[ \t]+(?:holder|name|owner)(?:[ \t]+name)?|holder|"
                           r"(?:customer|client)(?:[ \t]+name)?)[ \t*_]*:[ \t*_]*")
# a line of such a statement written out: its date, the sum, and the way the money went
_STATEMENT_LEAD = re.compile(r"(?<![ \t*_•-])[ \t*_•-]*(?:\(?[\w/., -]{0,24}?\)?[ \t]*[:—–-][ \t]*)?$")
_INBOUND = re.compile(r"(?i)(?<![ \t])[ \t]+(?:was[ \t]+|were[ \t]+)?(?:received|deposited|credited|paid[ \t]+in)[ \t]+"
                      r"(?:[\w-]+[ \t]+){0,3}?from\b")
_OUTBOUND = re.compile(r"(?i)(?<![ \t])[ \t]+(?:was[ \t]+|were[ \t]+)?(?:withdrawn|sent|transferred|paid|wired|"
                       r"remitted|paid[ \t]+out)[ \t]+(?:[\w-]+[ \t]+){0,3}?to\b")
# who the money's other side is, when the line names an account first: `in the name of X`, `attributed to X`
_WHOSE = re.compile(r"(?i)\b(?:in[ \t]+the[ \t]+names?[ \t]+of|held[ \t]+by|belonging[ \t]+to|owned[ \t]+by|"
                    r"attributed(?:[ \t]+by[ \t]+[^,;]{1,40}?)?[ \t]+to|controlled[ \t]+by)[ \t]+(?:the[ \t]+)?$")


def _statement_line(sentence: Sentence, found: list[Found], holder: tuple[Found, int], out: Collector,
                    doc: IngestedDocument) -> None:
    """A line of an account's statement written out under its `Account holder:` line (a bank's or an
    exchange's answer to a production order): `03/03/2024: 12.5 BTC received from … Coral Bay
    Investments Ltd` (Coral Bay paid the holder), `EUR 480,000 withdrawn to IBAN … in the name of
    Daniel Hale` (the holder paid Daniel Hale). The other side is the party the line says the
    account is of (`in the name of`, `held by`, `attributed … to`), else the first party after the
    way the money went that is no bank; cited from the holder's name to the line's end."""
    text = sentence.text
    money = next((f for f in found if f.type == "Money"), None)
    if money is None or any(f.type not in ("Date", "Money") for f in found if f.start < money.start):
        return
    if not _STATEMENT_LEAD.fullmatch(text, 0, money.start):
        return
    inbound = _INBOUND.match(text, money.end)
    way = inbound or _OUTBOUND.match(text, money.end)
    if way is None:
        return
    parties = [f for f in found if f.type in _HOLDERS and f.start >= way.end() and f.entity != holder[0].entity]
    other = next((f for f in parties if _WHOSE.search(text, max(0, f.start - 80), f.start)), None)
    other = other or next((f for f in parties if not relations.a_bank(f)), None)
    if other is None:
        return
    day = next((str(prop(f.props, "iso")) for f in found if f.type == "Date" and f.start < money.start), "")
    values = props(amount_minor=prop(money.props, "amount_minor"), currency=prop(money.props, "currency"),
                   date=day or None)
    payer, payee = (other, holder[0]) if inbound is not None else (holder[0], other)
    rel = Relation(predicate="TRANSFERRED", subject=payer, object=payee, inferred=False, confidence=0.8,
                   polarity="positive", modality="asserted", props=values, rule="statement_line")
    _emit([(rel, day)], sentence, _Party(start=holder[1]), out, doc)


def _sender(text: str, found: list[Found], participants: set[str]) -> Found | None:
    """A chat line's sender: the first of the chat's participants (`ingest.chat` names them) the
    line names before a colon (`03/04/2022, 09:21 - Yusuf Demir: …`)."""
    return next((f for f in found if f.type == "Person" and not f.inferred and f.surface.casefold() in participants
                 and text[f.end:f.end + 2].lstrip()[:1] == ":"), None)


def _payment_list(sentence: Sentence, found: list[Found]) -> tuple[Found, int, bool] | None:
    """The party a list of payments below the sentence is about, where its name starts in the
    document, and whether it paid each line's party: `The following accounts received funds from
    the victim, X:`, `X made the following transfers:` (X paid), `X received the following
    payments:` (X was paid)."""
    text = sentence.text
    m = _LIST_FROM.search(text) or _LIST_PAID.search(text) or _LIST_RECEIVED.search(text)
    if m is None:
        return None
    parties = [f for f in found if f.type in _HOLDERS]
    one = (next((f for f in parties if f.start >= m.end()), None) if m.re is _LIST_FROM
           else next((f for f in reversed(parties) if f.end <= m.start()), None))
    if one is None:
        return None
    return one, sentence.start + len(text[:one.start].encode()), m.re is not _LIST_RECEIVED


def _listed_payment(sentence: Sentence, found: list[Found], lead: tuple[Found, int, bool], read: bool,
                    out: Collector, doc: IngestedDocument) -> bool:
    """A line of a list of payments (`_payment_list`): `Account 20-45-77 41920384 (Metro Bank) –
    holder: Jamal Reid – GBP 9,500`: the list's party paid (or was paid by) the line's party — the
    one a holder's field names (`holder:`, `in the name of`), else the first that is no bank — the
    line's sum, on its day. False when the line gives no sum: the list has ended. A line that says
    its payment itself (`read`) is left to the rules."""
    money = next((f for f in found if f.type == "Money"), None)
    if money is None:
        return False
    text = sentence.text
    parties = [f for f in found if f.type in _HOLDERS and f.entity != lead[0].entity]
    other = next((f for f in parties if _HOLDER_BEFORE.search(text, max(0, f.start - 40), f.start)), None)
    other = other or next((f for f in parties if not relations.a_bank(f)), None)
    if other is None or read:
        return True
    day = next((str(prop(f.props, "iso")) for f in found if f.type == "Date"), "")
    values = props(amount_minor=prop(money.props, "amount_minor"), currency=prop(money.props, "currency"),
                   date=day or None)
    payer, payee = (lead[0], other) if lead[2] else (other, lead[0])
    rel = Relation(predicate="TRANSFERRED", subject=payer, object=payee, inferred=False, confidence=0.75,
                   polarity="positive", modality="asserted", props=values, rule="payment_list")
    _emit([(rel, day)], sentence, _Party(start=lead[1]), out, doc)
    return True


def _holder_list(sentence: Sentence, found: list[Found]) -> tuple[Found, int, str] | None:
    """The firm a list of its holders below the sentence is of, where its name starts in the
    document, and what each holds: `The shareholders of B are:`, `B's shares are held:`, `B is owned
    as follows:` (OWNS); `The beneficial owners of B are:` (BENEFICIAL_OWNER_OF)."""
    text = sentence.text
    m = _HOLDERS_OF.search(text) or _SHARES_HELD.search(text)
    if m is None:
        return None
    firms = [f for f in found if f.type == "Organization"]
    firm = (next((f for f in firms if f.start >= m.end()), None) if m.re is _HOLDERS_OF
            else next((f for f in reversed(firms) if f.end <= m.start()), None))
    if firm is None:
        return None
    kind = "BENEFICIAL_OWNER_OF" if m.re is _HOLDERS_OF and m.group("ben") else "OWNS"
    return firm, sentence.start + len(text[:firm.start].encode()), kind


def _listed_holder(sentence: Sentence, found: list[Found], lead: tuple[Found, int, str], out: Collector,
                   doc: IngestedDocument) -> bool:
    """A line of a list of a firm's holders (`_holder_list`): `- 60% by Ms. Tan Mei Ling;`, `- Orion
    Trust Company (Jersey) Limited (40%)`: the line's first party (not the firm) holds it, with the
    line's share. False when the line is no list's item or names no party: the list has ended."""
    text = sentence.text
    if sentence.block_kind != "list_item" and _ENTRY_MARK.match(text) is None:
        return False
    holder = next((f for f in found if f.type in _HOLDERS and f.entity != lead[0].entity and not f.inferred), None)
    if holder is None:
        return False
    share = _LINE_SHARE.search(text)
    values = props(percentage=round_float(float(share.group(1))) if share is not None else None)
    rel = Relation(predicate=lead[2], subject=holder, object=lead[0], inferred=False, confidence=0.75,
                   polarity="positive", modality="asserted", props=values, rule="holder_list")
    _emit([(rel, "")], sentence, _Party(start=lead[1]), out, doc)
    return True


# a list of a firm's holders' lead-in, ending with a colon: the firm named after the holders' noun, or
# before its shares (`The shareholders of B are:`, `B's shares are held as follows:`, `B is owned by:`)
_HOLDERS_OF = re.compile(r"(?i)\b(?:registered[ \t]+|current[ \t]+|(?P<ben>(?:ultimate[ \t]+)?beneficial)[ \t]+)?"
                         r"(?:shareholders|owners|members|holders|partners|UBOs|quotaholders)[ \t]+(?:of|in)[ \t]+")
_SHARES_HELD = re.compile(r"(?i)(?:['’]s?[ \t]+(?:issued[ \t]+)?(?:shares|share[ \t]+capital|capital|equity|quotas)"
                          r"|[ \t]+(?:is|was))[ \t]+(?:(?:are|is|were|was)[ \t]+)?(?:(?:wholly|jointly)[ \t]+)?"
                          r"(?:held|owned|divided|split)(?:[ \t]+as[ \t]+follows|[ \t]+(?:by|between|among))?[ \t*_]*:")


# a list of payments' lead-in, ending with a colon: who sent the money to each line's party, or got it
_LIST_NOUNS = (r"(?:accounts?|persons?|people|individuals|companies|entities|firms|recipients|beneficiaries|payees|"
               r"parties|mules?|wallets?|addresses)")
_PAYMENTS = r"(?:payments?|transfers?|wires?|remittances?|deposits?|amounts?|sums?|transactions?)"
_LIST_FROM = re.compile(rf"(?i)\bfollowing[ \t]+(?:[\w-]+[ \t]+){{0,2}}?{_LIST_NOUNS}[ \t]+"
                        rf"(?:(?:have|had|each)[ \t]+)?(?:received|were[ \t]+(?:paid|credited|sent))[ \t]+"
                        rf"(?:[\w$€£.,-]+[ \t]+){{0,4}}?from[ \t]+")
_LIST_PAID = re.compile(rf"(?i)\b(?:made|sent|wired|effected|executed|paid|transferred)[ \t]+(?:the[ \t]+)?"
                        rf"following[ \t]+(?:[\w-]+[ \t]+)?(?:{_PAYMENTS}|{_LIST_NOUNS})\b|"
                        rf"\b(?:paid|sent|transferred|wired)[ \t]+(?:[\w-]+[ \t]+){{0,2}}?to[ \t]+the[ \t]+following\b")
_LIST_RECEIVED = re.compile(rf"(?i)\breceived[ \t]+(?:the[ \t]+)?following[ \t]+(?:[\w-]+[ \t]+)?{_PAYMENTS}\b")
# a list's line that is its number alone (`1.` split from its text in plain text)
_LIST_MARKER = re.compile(r"[ \t]*(?:\d{1,3}|[a-z])[.)][ \t]*")
# a field naming whose an account is, before a party on a list's line (`– holder: X`)
_HOLDER_BEFORE = re.compile(rf"(?i)\b{HOLDER_FIELD}$")


def _first_line_party(sentence: Sentence, found: list[Found]) -> tuple[Found, int] | None:
    """The party the first line of a document's first sentence names alone, and where its
    name starts in the document (a plain-text register's title)."""
    line = sentence.text.split("\n", 1)[0]
    named = registry.entry_name(line, [f for f in found if f.end <= len(line)])
    if named is None or named.type != "Organization":
        return None
    return named, sentence.start + len(sentence.text[:named.start].encode())


_SHORT_FORM_AFTER = re.compile(r"[ \t]*\([ \t]*[\"“][^\"”()\n]{1,30}[\"”][ \t]*\)[ \t]*$")


def _first_line_title(sentence: Sentence, found: list[Found],
                      emphasized: bool = False) -> tuple[Found, int, str] | None:
    """The party a document's first line names alone as a title would (`registry.heading_party`),
    where its name starts in the document, and the line: a plain-text document's title (with
    `emphasized`, a line in bold too: a markdown memo's letterhead)."""
    line = sentence.text.split("\n", 1)[0].strip()
    if emphasized:
        line = line.strip("*_").strip()  # (`**HARBOR SOUND COMMUNITY BANK**`)
    if not line or len(line) > _LONGEST_HEADING:
        return None
    at = sentence.text.index(line)
    line = _SHORT_FORM_AFTER.sub("", line)  # (`STRAITS PINNACLE PRIVATE BANK LTD ("SPPB")`: the name, titled)
    if line.endswith((".", ";", ",")) and not line.isupper() and not (
            line.endswith(".") and any(at + len(line) - 1 <= f.end <= at + len(line) for f in found)):
        return None  # (a sentence, not a title; but a name's own dot may end it: `… of Ostrava Metals a.s.`)
    titled = _named_alone(sentence, found, line, at)
    return titled if titled is not None or emphasized else _title_under_rule(sentence, found)


def _named_alone(sentence: Sentence, found: list[Found], line: str, at: int) -> tuple[Found, int, str] | None:
    """The party `line` (at `at` in the sentence's text) names alone as a title would
    (`registry.heading_party`), where its name starts in the document, and the line; or None."""
    on_line = [dataclasses.replace(f, start=f.start - at, end=f.end - at) for f in found
               if at <= f.start and f.end <= at + len(line)]
    named = registry.heading_party(line, on_line)
    if named is None:
        return None
    return (next(f for f in found if f.start == named.start + at),
            sentence.start + len(sentence.text[:named.start + at].encode()), line)


_CENTERED = re.compile(rb"[ \t]{8,}")  # a line set in from the margin, as a title is centred
_CENTERED_WITHIN = 800  # (bytes: a title is among a document's first lines)
# a registry's own lines over a register extract's firm (`Camera di Commercio …`, `Registro Imprese`, `VISURA`,
# `Handelsregister`, `Extrait Kbis`): where a centred name is the document's firm (a filing's centred firm
# heads its tables of others)
_REGISTRY_LINES = re.compile(rb"(?i)regist(?:ro|er|re|ry|o)\b|visura|\bextract\b|auszug|extrait|kbis|"
                             rb"camera\s+di\s+commercio|chamber\s+of\s+commerce|c(?:a|\xc3\xa1)mara\s+de\s+comercio|"
                             rb"kamer\s+van\s+koophandel|cciaa")
_RULE_LINE = re.compile(r"[ \t]*[=\-_*~]{10,}[ \t]*")
_WIDE_GAP = re.compile(r"[ \t]{3,}")  # (a profile line's columns)


def _title_under_rule(sentence: Sentence, found: list[Found]) -> tuple[Found, int, str] | None:
    """The party a data provider's profile names on the line under its banner's rule (`KEYSTONE DATA |
    Company Profile` / `=====` / `LUMENFOLD ROBOTICS, INC.          Profile ID: 48213-77P`), where its
    name starts and the line's first column; None when there is no such line or it names none alone."""
    lines = sentence.text.split("\n", 3)
    if len(lines) < 3 or not _RULE_LINE.fullmatch(lines[1]):
        return None
    lo = len(lines[0]) + len(lines[1]) + 2
    head = _WIDE_GAP.split(lines[2].strip(), 1)[0]
    if not head:
        return None
    return _named_alone(sentence, found, head, lo + lines[2].index(head))


def _field_entry(sentence: Sentence, found: list[Found], party: _Party, ctx: DocContext, out: Collector,
                 doc: IngestedDocument) -> bool:
    """Read a register that gives each entry one field a line (`registry.ENTRY_LISTS`), line by
    line: the list's line (or a heading that names the list), an entry's name, its `Role`,
    `Nature of control`, `Notified on` and `Ceased on` lines, each label followed by its value
    on the line or, as a copy of the register's web page has it, on the lines below
    (`Nature of control` / `Ownership of shares – 75% or more` / `Right to appoint …`). An
    entry's relations are made once it is read whole (`_flush_entry`: at the next entry, list
    or section, or the document's end), so a `Resigned on` line after its `Role` ends the
    office. True when the sentence was such a register's part."""
    if not party.entries and registry.entry_list_title(sentence.section_title):
        party.entries, party.entry = True, None
    if not party.entries and "\n" not in sentence.text and not registry.entry_list(sentence.text):
        return False
    # whether some line was read, and every one (else the other readers read the sentence too)
    read, whole = False, True
    lo = 0
    for line in sentence.text.split("\n"):
        hi = lo + len(line)
        here = [dataclasses.replace(f, start=f.start - lo, end=f.end - lo) for f in found
                if lo <= f.start and f.end <= hi] if found else []
        took = _entry_line(line, here, sentence, party, ctx, out, doc)
        read |= took
        whole &= took or not line.strip()
        lo = hi + 1
    return read and whole


def _entry_line(line: str, found: list[Found], sentence: Sentence, party: _Party, ctx: DocContext,
                out: Collector, doc: IngestedDocument) -> bool:
    """One line of a register of entries (`_field_entry`); True when it was the register's."""
    if not line.strip():
        return False
    if registry.entry_list(line):
        _flush_entry(party, out, doc)
        party.entries, party.entry, party.entry_kind = True, None, registry.entry_kind(line)
        return True
    if not party.entries:
        return False
    head = registry.label_of(line) or registry.bare_label(line)
    parts = registry.ENTRY_PARTS.split(line) if head is None and not party.entry_label and " " in line else []
    if len(parts) > 1:  # an entry on one line, its fields after dashes (`NAME — Director — Appointed …`)
        first = len(parts[0])
        named = registry.entry_name(parts[0], [f for f in found if f.end <= first])
        if named is None or not any(registry.is_office(part) or registry.bare_label(part) for part in parts[1:]):
            return False
        _entry_line(parts[0], [f for f in found if f.end <= first], sentence, party, ctx, out, doc)
        at = first
        for part in parts[1:]:
            at = line.index(part, at)
            shifted = [dataclasses.replace(f, start=f.start - at, end=f.end - at) for f in found
                       if at <= f.start and f.end <= at + len(part)]
            if registry.is_office(part):
                party.entry_role = party.entry_role or part
            else:
                _entry_line(part, shifted, sentence, party, ctx, out, doc)
            at += len(part)
        return True
    if head is not None and head[0] in registry.ENTRY_NAME_LABELS:  # `Name: Mr Dmitri Volkov`
        at = len(line) - len(line[head[1]:].lstrip())
        named = registry.entry_name(line[at:], [dataclasses.replace(f, start=f.start - at, end=f.end - at)
                                                for f in found if f.start >= at])
        named = next((f for f in found if named is not None and f.start == named.start + at), None)
        if named is None:
            return False
    else:
        named = registry.entry_name(line, found) if head is None else None
    if named is not None:
        _flush_entry(party, out, doc)
        party.entry, party.entry_ended, party.entry_since, party.entry_until = named, False, "", ""
        party.entry_role, party.entry_control, party.entry_label = "", [], ""
        party.entry_sentence = sentence
        if not party.looked:
            party.looked = True
            _heading_party(sentence, party, ctx, doc)
        if party.found is None and party.first is not None:
            party.found, party.start = party.first
            party.title = ""
        elif party.found is None and party.company is not None:
            party.found, party.start, party.title = *party.company, ""  # (the form's `Company name:` firm)
        party.entry_party = (party.found, party.start, party.title) if party.found is not None else None
        return True
    if party.entry is None:
        return False
    if head is not None:
        words, at = head
        party.entry_label = words if at >= len(line.rstrip()) else ""  # its value on the lines below
    elif party.entry_label:
        words, at = party.entry_label, 0
        if words not in registry.CONTROL_LINES:  # one value; control lists one interest a line
            party.entry_label = ""
    else:
        return False
    value = line[at:]
    if not value.strip():
        return True
    party.entry_sentence = sentence
    if words in registry.ENDED_LINES:
        party.entry_ended = True
        party.entry_until = registry.entry_days(line, found, at)[1] or party.entry_until
    elif words in registry.SINCE_LINES:
        party.entry_since = registry.entry_days(line, found, at)[0] or party.entry_since
        if (gone := registry.ENDED_AFTER.search(value)) is not None:  # (`Appointed on … Resigned on …`)
            party.entry_ended = True
            party.entry_until = registry.entry_days(line, found, at + gone.end())[1] or party.entry_until
    elif words in registry.ROLE_LINES:
        party.entry_role = party.entry_role or value
        party.entry_ended |= registry.ENDED_ROLE.search(value) is not None  # `Director (RESIGNED)`
    elif words in registry.CONTROL_LINES:
        party.entry_control.append(value)
    else:
        party.entry_label = ""
        return False
    return True


def _flush_entry(party: _Party, out: Collector, doc: IngestedDocument) -> None:
    """Make the relations of the register entry read last, if any, and forget it."""
    entry, sentence, target = party.entry, party.entry_sentence, party.entry_party
    party.entry, party.entry_sentence, party.entry_party = None, None, None
    if entry is None or sentence is None or target is None or not (party.entry_role or party.entry_control
                                                                    or party.entry_kind):
        return
    ended = party.entry_ended
    day = party.entry_until if ended else party.entry_since  # the day of the tie's event
    rels: list[tuple[Relation, str]] = []
    if party.entry_role:
        office = registry.office_relations(entry, target[0], party.entry_role)
        rels += registry.with_ended(office) if ended else office
    if party.entry_control:
        rels += registry.control_relations(entry, target[0], "; ".join(party.entry_control), ended)
    if not rels and party.entry_kind:  # `Beneficial owner 1` / `Full name: X`: a list's entry, no field saying more
        rels = registry.entry_relations(entry, target[0], party.entry_kind, "")
        rels = registry.with_ended(rels) if ended else rels
    # the live party records its heading's mention with the first relation; read in another
    # section since (which `_register` flushes before), a copy of what named it cites
    cited = party if party.found is target[0] else _Party(found=target[0], start=target[1], title=target[2])
    _emit([(rel, day) for rel, _ in rels], sentence, cited, out, doc)


def _emit(rels: list[tuple[Relation, str]], sentence: Sentence, party: _Party, out: Collector,
          doc: IngestedDocument, lines: tuple[int, int] | None = None) -> None:
    """Add a register's relations, each with its event day; the first records the heading's
    mention of the party. Each cites from the party's name to the end of `sentence` (or of the
    bytes `lines` of the document, its line), so both ends are in the evidence; where that would be longer than
    `_NEAR_PARTY` bytes (a long register table's row), it cites the line alone and, the party
    being read from its context as a pronoun's is, is INFERRED."""
    if not rels:
        return
    if party.heading is not None:  # the heading's mention of the party: recorded once, when used
        out.add_mentions(party.heading, [party.found] if party.found is not None else [])
        party.mentioned.add(party.heading.id)
        party.heading = None
    start, end = (sentence.start, sentence.end) if lines is None else lines
    near = end - party.start <= _NEAR_PARTY
    begin = party.start if near else start
    span = dataclasses.replace(sentence, start=begin, end=end)
    citation = Citation.of(doc.document.id, doc.text, begin, end)
    for rel, day in rels:
        far = rel if near else dataclasses.replace(rel, inferred=True, confidence=round(rel.confidence * 0.9, 6))
        out.add_relation(far, span, citation, day)


_NEAR_PARTY = 4096  # bytes from a register's party name to the end of a line that cites it


def _lines(text: str, found: list[Found]) -> list[tuple[int, str, list[Found]]]:
    """The lines of `text`: each where it starts, its text and the mentions of `found` (sorted
    by start) that start on it, in one pass (linear)."""
    out: list[tuple[int, str, list[Found]]] = []
    lo = at = 0
    for line in text.split("\n"):
        hi = lo + len(line)
        while at < len(found) and found[at].start < lo:
            at += 1
        here = []
        while at < len(found) and found[at].start < hi:
            here.append(found[at])
            at += 1
        out.append((lo, line, here))
        lo = hi + 1
    return out


def _printed(sentence: Sentence, found: list[Found], party: _Party, ctx: DocContext, out: Collector,
             doc: IngestedDocument) -> bool:
    """Read a register printed in columns (`registry.aligned`): a name line sets the party, an
    officer's entry and its `Role` line, a list in capitals (`SHAREHOLDERS`) and its entries.
    True when the sentence was such a register's part (nothing else reads it as one)."""
    text = sentence.text
    caps = registry.caps_label(text) if "\n" not in text else None
    if caps is None and "\n" not in text and (":" in text or text.lstrip(" \t*_#")[:1] in "SsPpAa"):
        caps = registry.list_label(text)  # `Directors:` over its entries (`Section B: Directors`)
    if (caps is None and sentence.block_kind == "list_item"
            and (titled := registry.list_label(sentence.section_title + ":")) and titled != party.listing
            and titled not in ("subsidiaries", "subsidiary")):  # (`_subsidiary_list` reads those)
        party.listing, party.fielded = titled, False  # a list under a heading that names it (`## Directors` over `- X`)
        _look_for_party(sentence, party, ctx, doc)
    if caps is not None:
        party.listing, party.fielded = caps, False  # a list's heading, or ("") a line in capitals that ends one
        return bool(caps)
    rels: list[tuple[Relation, str]] = []
    # entries of the list being read: the party, the rest of its line, the line's chars
    listed: list[tuple[Found, str, int, int]] = []
    read = roles = headed = fielded = False
    entry: Found | None = None
    said: tuple[str, int] | None = None  # an aligned label whose values go on down its column, and where
    for i, (lo, line, here) in enumerate(_lines(text, found)):
        hi = lo + len(line)
        if said is not None and here and here[0].start == lo + said[1] and not line[:said[1]].strip():
            # (`                    Mr S K Bhattacharya` under `Directors           Mr L-E Sandqvist`)
            assert party.found is not None
            rels += registry.relations(text, here, party.found, said[0], lo + said[1])
            continue
        said = None
        if i == 0 and not here and (heading := registry.list_label(line)) is not None:
            party.listing, party.fielded, headed = heading, False, True  # `Shareholders:`, its entries below
            continue
        if (i == 0 and "\n" in text and all(f.type == "Organization" for f in here)
                and (heading := registry.caps_heading(line)) is not None):
            # `BOARD MEMBERS (4)      Representing      Since` over its entries in columns (`DEALS (6)`: no
            # list's, so the list before it ends)
            if heading in ("subsidiaries", "subsidiary"):
                heading = ""  # (`_subsidiary_list` reads those)
            party.listing, party.fielded, headed = heading, False, bool(heading)
            if heading:
                _look_for_party(sentence, party, ctx, doc)
            continue
        if i == 0 and not here and "\n" in text and (
                heading := registry.office_heading(line, text[hi + 1:].partition("\n")[0])):
            # `Directors` over `Name    Mary Jones`: each entry's fields on the lines below, its name labelled
            party.listing, party.fielded, headed = heading, True, True
            continue
        if i == 0 and _HOLDING_ABOVE.match(line) is not None and not any(f.type in _HOLDERS for f in here):
            # an Italian visura's holding over its holder (`Quota di nominali: 55.000,00 Euro` / `BORTOLAMI
            # MASSIMILIANO      Codice fiscale: …`): the lines under it list a holder
            _look_for_party(sentence, party, ctx, doc)
            party.listing, party.fielded, headed = "soci", False, True
            continue
        label = registry.aligned(line)
        if (label is not None and label[0] in registry.NAME_LABELS and party.listing and party.fielded
                and party.found is not None):
            value = lo + label[1]
            named = next((f for f in here if f.start == value and f.type in ("Organization", "Person")), None)
            if named is not None and named.entity != party.found.entity:
                listed.append((named, text[named.end:hi], lo, hi))  # an entry of the office over it, a field a line
                fielded = True
        elif label is not None and label[0] in registry.NAME_LABELS:
            value = lo + label[1]
            named = next((f for f in here if f.start == value and f.type in ("Organization", "Person")), None)
            if named is not None and not text[named.end:hi].strip(" \t."):
                party.found, party.heading, party.looked, party.title = named, None, True, ""
                party.start = sentence.start + len(text[:named.start].encode())
                read = True
        elif label is not None and label[0] in registry.ROLE_LINES:
            roles = True
            if entry is not None and party.found is not None:
                rels += registry.office_relations(entry, party.found, line[label[1]:])
                read = True
        elif (label is not None and not party.listing and label[0] in registry.LABELS
              and registry.LABELS[label[0]].predicate != "LOCATED_IN"
              and any(f.start == lo + label[1] and f.type in _HOLDERS for f in here)):
            # a register's office printed in columns (`Company secretary   Ms E Grainger`), its values perhaps
            # going on down the column
            _look_for_party(sentence, party, ctx, doc)
            if party.found is not None:
                rels += registry.relations(text, here, party.found, label[0], lo + label[1])
                said, read = (label[0], label[1]), True
        elif (label is not None and party.found is not None and label[0] in registry.LABELS
              and registry.LABELS[label[0]].predicate == "LOCATED_IN"):
            # `Registered office       Suite 4, 17 Fenwick Lane, London EC3A 2QT`: where the party is (in an
            # office's entry, where the entry's holder is)
            located = listed[-1][0] if party.fielded and listed else None if party.fielded else party.found
            if located is not None:
                rels += registry.relations(text, here, located, label[0], lo + label[1])
                read = read or bool(rels)
        else:
            first = next((f for f in here if f.type in ("Organization", "Person")), None)
            rest = text[first.end:hi] if first is not None else ""
            # an entry names its party first, then nothing or columns (`80 shares    80%`), no prose; in a
            # list, a bracket and a short value after a colon or a dash (`X (Panama): 999 shares`)
            # (a list's mark may come first: `- Tan Wei Ming (70%)`)
            if first is not None and (not text[lo:first.start].strip() or (
                    party.listing and _ENTRY_MARK.fullmatch(text, lo, first.start))) and (
                    not rest.strip() or "  " in rest or (party.listing and _ENTRY_REST.fullmatch(rest))):
                if i == 0 or headed:
                    entry = first  # `HALE, Edward James` opens an officer's entry
                if party.listing and party.found is not None:
                    listed.append((first, rest, lo, hi))
    if (entry is None and not headed and not fielded and not listed
            and not (party.listing and _NAMELESS_ENTRY.fullmatch(text))):
        # what follows a list and is none of its entries ends it (an entry whose name no rule knew does not:
        # `- Themistoklis Kalogirou (40%)` before `- Kalogirou Holdings Ltd (60%)`)
        party.listing, party.fielded = "", False
    if not roles and party.found is not None:  # an entry with a `Role` line says its own office; else the list's
        # each entry cites its own line: the lines' bytes, found in one pass over the text
        where = byte_offsets(text, [p for _, _, start, end in listed for p in (start, end)]) if listed else []
        for i, (holder, rest, _, _) in enumerate(listed):
            lines = (sentence.start + where[2 * i], sentence.start + where[2 * i + 1])
            _emit(registry.entry_relations(holder, party.found, party.listing, rest, found, holder.end), sentence,
                  party, out, doc, lines)
            read = True
    _emit(rels, sentence, party, out, doc)
    return read


_HOLDING_ABOVE = re.compile(r"[ \t]*(?i:quota[ \t]+di[ \t]+nominali|quota[ \t]+nominale)[ \t]*:")
_ENTRY_REST = re.compile(r"[ \t]*(?:\([^()\n]{0,80}\))?[ \t]*(?:[:—–-][ \t]*[^\n]{0,80})?[.;,]?[ \t]*")
_MARK = r"(?:[-*•+▪◦]|\d{1,3}[.)])"  # a list item's mark
# an entry of a list whose name no rule knows: capitalized words, a note, a share
_NAMELESS_ENTRY = re.compile(rf"[ \t]*(?:{_MARK}[ \t]+)?[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){{1,4}}"
                             r"[ \t]*(?:\([^()\n]{0,40}\))?[ \t]*(?:[—–-][ \t]*\d{1,3}(?:\.\d{1,2})?[ \t]*%)?[ \t]*")
_ENTRY_MARK = re.compile(rf"[ \t]*(?:{_MARK}|[a-z][.)])[ \t]+")


# the addressee line of a letter to a firm's board, the firm's name on the line after it
_BOARD_ADDRESSED = re.compile(r"(?im)^[ \t*_]*(?:to[ \t:]+)?the[ \t]+(?:board[ \t]+of[ \t]+directors|directors)"
                              r"(?:[ \t]+of)?[ \t*_,:]*\r?\n[ \t*_]*")


# a firm's own report, whose `we` and `our` are the firm its title names (`B – Form 10-K`, `Notes to the
# consolidated financial statements`, `Annual Report 2023`)
_OWN_REPORT = re.compile(rb"(?i)\b(?:form[ \t]+(?:10-?[KQ]|20-?F|8-?K|S-1)|annual[ \t]+report|"
                         rb"notes[ \t]+to[ \t]+(?:the[ \t]+)?(?:consolidated[ \t]+)?financial[ \t]+statements|"
                         rb"proxy[ \t]+statement|"
                         rb"report[ \t]+of[ \t]+the[ \t]+directors|directors(?:'|\xe2\x80\x99)[ \t]+report)\b")


# a firm's own statutory report, whose `the company` is the firm its title names
_STATUTORY_REPORT = re.compile(
    rb"(?i)\b(?:report[ \t]+of[ \t]+the[ \t]+directors|directors(?:'|\xe2\x80\x99)[ \t]+report|strategic[ \t]+report|"
    rb"annual[ \t]+report[ \t]+and[ \t]+(?:financial[ \t]+statements|accounts)|"
    rb"(?:abridged|abbreviated|unaudited|audited|filleted)[ \t]+(?:financial[ \t]+statements|accounts))\b")


def _own_report(history: coref.History, doc: IngestedDocument) -> None:
    """Make the titled firm who `we` and `our` are when the document is its own report (its head says
    so); and who its `the company` is when the report is a statutory one (`DIRECTORS' REPORT`)."""
    if history.subject is None or history.subject.type != "Organization":
        return
    if history.firm is None and history.speaker is None and _OWN_REPORT.search(doc.text, 0, 2000) is not None:
        history.firm = history.subject
    history.own = _STATUTORY_REPORT.search(doc.text, 0, 2000) is not None


def _title_firm(sentence: Sentence, party: _Party, ctx: DocContext, doc: IngestedDocument) -> Found | None:
    """The firm the document's title (its outermost heading) names alone, if it does: who
    `the Company` and `the Board` of its sentences are (`coref`)."""
    party.titled = True
    hit = _outer_heading_party(sentence, party, ctx, doc)
    return hit[0] if hit is not None and hit[0].type == "Organization" else None


def _outer_heading_party(sentence: Sentence, party: _Party, ctx: DocContext,
                         doc: IngestedDocument) -> tuple[Found, int, Sentence] | None:
    """What the outermost heading around `sentence` names alone (`_named_by`), read once a section."""
    section, start, end = sentence.headings[0]
    if section not in party.named:
        party.named[section] = _named_by(section, start, end, sentence, ctx, doc)
    return party.named[section]


# an office taken or left with no firm named after it, in a document a firm's title heads (board
# minutes, a written resolution): `Peter Walsh had resigned as a director`, `Elena Costa was
# appointed company secretary`, `X was re-elected chairman`
# the offices a sentence may give a person without their firm (after `was appointed`, in a bracket)
_OFFICE_NAME = (r"(?:(?:non-executive|executive|independent|alternate|managing|finance)\s+)?director|chairman|"
                r"chairwoman|chair|(?:company\s+)?secretary|treasurer|chief\s+executive(?:\s+officer)?|"
                r"chief\s+financial\s+officer|chief\s+operating\s+officer|ceo|cfo|coo")
_OFFICE_AFTER = re.compile(
    r"\s*,?\s+(?:(?:had|has|have)\s+)?(?:(?P<left>resigned|retired|stepped\s+down)\s+(?:as|from\s+(?:the\s+)?"
    r"(?:office|post|position)\s+of)|(?:was|were|is|be|been|has\s+been|had\s+been)\s+(?:duly\s+)?(?:re-?)?"
    r"(?:appointed|elected)(?:\s+as)?)\s+(?:a\s+|an\s+|the\s+|its\s+)?"
    rf"(?P<role>{_OFFICE_NAME})(?!\s+(?:of|at|to|for)\b)(?!\w)", re.IGNORECASE)


def _names_office(text: str) -> bool:
    """A cheap test before `_OFFICE_AFTER` is tried (it runs on every sentence): one of its verbs, or a
    bracket that may hold an office (`_OFFICE_IN_BRACKET`)."""
    return ("ppointed" in text or "lected" in text or "esigned" in text or "etired" in text or "stepped" in text
            or ("(" in text and ("fficer" in text or "irector" in text or "O)" in text or "hair" in text)))


# a person's offices in a bracket after the name, no firm named in it: `Mr Emeka Nwosu-Hartley (Chief
# Financial Officer)`, `Mme H. Delacroix-Ambrose (Chief Executive Officer and Director)`
_OFFICE_IN_BRACKET = re.compile(rf"[ \t]*\((?P<role>(?:{_OFFICE_NAME})(?:\s*(?:,|and|&|/)\s*(?:{_OFFICE_NAME}))*)\)",
                                re.IGNORECASE)
_OFFICE_JOIN = re.compile(r"\s*(?:,|\band\b|&|/)\s*", re.IGNORECASE)


def _office_of_titled_firm(sentence: Sentence, found: list[Found], party: _Party, ctx: DocContext, out: Collector,
                           doc: IngestedDocument) -> None:
    """The offices a sentence gives without naming their firm, read as the firm the document's
    title names alone (a plain-text first line, else the outermost heading): INFERRED, as a
    pronoun's referent is, cited from the title's name to the sentence's end when near."""
    labelled = ":" in sentence.text[:40] and registry.label_of(sentence.text) is not None  # (`Present: A (Chair)`)
    held = [(f, m) for f in found if f.type == "Person" and not f.inferred
            and ((m := _OFFICE_AFTER.match(sentence.text, f.end)) is not None
                 or (not labelled and (m := _OFFICE_IN_BRACKET.match(sentence.text, f.end)) is not None))]
    if not held:
        return  # (the common case, known before the title is read: an office with its firm named)
    if (firm := _section_firm(sentence, party, ctx, out, doc) or _titled_firm(sentence, party, ctx, out, doc)) is None:
        return
    rels: list[tuple[Relation, str]] = []
    for f, m in held:
        left = "left" in m.groupdict() and m.group("left") is not None
        for said in _OFFICE_JOIN.split(m.group("role")):
            role = " ".join(said.casefold().split())
            values = props(role=role, ended=True if left else None)
            rels.append((Relation(predicate=relations.role_predicate(role), subject=f, object=firm[0],
                                   inferred=True, confidence=0.7, polarity="positive", modality="asserted",
                                   props=values, rule="office_of_titled_firm"), ""))
    _emit(rels, sentence, _Party(start=firm[1]), out, doc)


def _section_firm(sentence: Sentence, party: _Party, ctx: DocContext, out: Collector,
                  doc: IngestedDocument) -> tuple[Found, int] | None:
    """The firm an inner heading around the sentence names alone (`### 1. Registry search — Crestline Ltd`),
    not the outermost (the document's title: `_titled_firm`), and where its name starts."""
    for section, start, end in reversed(sentence.headings[1:]):
        if section not in party.named:
            party.named[section] = _named_by(section, start, end, sentence, ctx, doc)
        hit = party.named[section]
        if hit is not None:
            if hit[0].type != "Organization":
                return None
            if hit[2].id not in party.mentioned:
                out.add_mentions(hit[2], [hit[0]])
                party.mentioned.add(hit[2].id)
            return hit[0], hit[1]
    return None


def _titled_firm(sentence: Sentence, party: _Party, ctx: DocContext, out: Collector,
                 doc: IngestedDocument) -> tuple[Found, int] | None:
    """The firm the document's title names alone (a plain-text first line, else the outermost
    heading) and where its name starts; the heading's mention is recorded once."""
    if party.first_title is not None and party.first_title[0].type == "Organization":
        return party.first_title[0], party.first_title[1]
    if sentence.headings and (hit := _outer_heading_party(sentence, party, ctx, doc)) is not None \
            and hit[0].type == "Organization":
        if hit[2].id not in party.mentioned:
            out.add_mentions(hit[2], [hit[0]])
            party.mentioned.add(hit[2].id)
        return hit[0], hit[1]
    return None


# a set of accounts' parent or controlling party, its firm not named (the accounts' own): `The
# ultimate controlling party is Mr Desmond Achterberg`, `The immediate parent undertaking is B`
_PARENT_UNNAMED = re.compile(
    r"(?i)(?:[^\n.:]{1,60}\n[ \t]*)?"  # (a plain text's heading line over it: `Ultimate controlling party`)
    r"(?:in[ \t]+the[ \t]+(?:opinion|view)[ \t]+of[ \t]+the[ \t]+directors,?[ \t]+)?the[ \t]+"
    r"(?:(?:ultimate|immediate|ultimate[ \t]+and[ \t]+immediate)[ \t]+)?"
    r"(?:(?P<parent>parent(?:[ \t]+(?:undertaking|company|entity))?|holding[ \t]+company)"
    r"(?:[ \t]+and[ \t]+(?:ultimate[ \t]+)?(?P<also>controlling[ \t]+party))?"
    r"|(?P<control>controlling[ \t]+(?:party|shareholder)))[ \t]+(?:is|was)[ \t]+(?:the[ \t]+)?")


def _parent_of_titled_firm(sentence: Sentence, found: list[Found], parent: re.Match[str], party: _Party,
                           ctx: DocContext, out: Collector, doc: IngestedDocument) -> None:
    """A set of accounts' `The ultimate controlling party is A` (`The immediate parent undertaking
    is B`), its firm not named: of the firm the section's heading or the document's title names
    (INFERRED, as `_office_of_titled_firm`'s). A parent OWNS it; a controlling party CONTROLS it."""
    holder = next((f for f in found if f.start == parent.end() and f.type in _HOLDERS and not f.inferred), None)
    if holder is None:
        return
    if (firm := _section_firm(sentence, party, ctx, out, doc) or _titled_firm(sentence, party, ctx, out, doc)) is None \
            or firm[0].entity == holder.entity:
        return
    said = parent.group("parent") or parent.group("control")
    rels = [(Relation(predicate="CONTROLS" if parent.group("control") else "OWNS", subject=holder, object=firm[0],
                      inferred=True, confidence=0.7, polarity="positive", modality="asserted",
                      props=props(role=" ".join(said.casefold().split())), rule="parent_of_titled_firm"), "")]
    if parent.group("also"):
        rels.append((dataclasses.replace(rels[0][0], predicate="CONTROLS", props=props(role="controlling party")), ""))
    _emit(rels, sentence, _Party(start=firm[1]), out, doc)


# a memo's header line that names a person and an office, and no firm: `From:  Tomasz Wójcik, Head of
# Internal Audit` (whoever sends it under a firm's letterhead works there; whoever it goes to as well,
# when the memo says it is internal)
# (in a table's row too: `| **FROM:** | Renata Baptiste, BSA Officer |`)
_MEMO_FIELD = re.compile(r"[ \t*_|]*(?:(?P<from>from|author|prepared[ \t]+by)|to|cc|attn|attention)[ \t*_]*:"
                         r"[ \t*_]*(?:\|[ \t*_]*)?", re.IGNORECASE)
# (its team or its department may follow: `Joanne Lim, Senior Relationship Manager, Team CIS-2`; a
# credential or a unit's letters may come before: `Renata Baptiste, CAMS, AVP & BSA Officer`)
_MEMO_OFFICE = re.compile(rf"[ \t]*,[ \t]*(?-i:[A-Z]{{2,6}}[ \t]*,[ \t]*){{0,3}}"
                          rf"(?:(?-i:[A-Z][A-Za-z/]{{1,8}})[ \t]+(?:&[ \t]+)?){{0,2}}?(?:{ROLE})"
                          rf"(?:[ \t]*,[ \t]*[^,\n|]{{1,40}})?[ \t*_.|]*$", re.IGNORECASE)
_INTERNAL_MEMO = re.compile(rb"(?i)\b(?:internal|inter-?office|intra-?group)[ \t]+(?:memo(?:randum)?|note|"
                            rb"communication|correspondence)\b")


def _customer_of_bank(sentence: Sentence, client: Found, party: _Party, ctx: DocContext, out: Collector,
                      doc: IngestedDocument) -> None:
    """A bank's letter's `Customer:` line: the customer BANKS_WITH the bank whose letterhead titles the
    document (INFERRED, as a memo's office of its titled firm)."""
    firm = _titled_firm(sentence, party, ctx, out, doc) or (party.letterhead[:2] if party.letterhead else None)
    if client.type not in ("Organization", "Person") or firm is None:
        return
    if firm[0].type != "Organization" or not _BANK_NAME.search(firm[0].name or firm[0].surface):
        return
    rel = Relation(predicate="BANKS_WITH", subject=client, object=firm[0], inferred=True, confidence=0.7,
                   polarity="positive", modality="asserted", props=(), rule="customer_of_bank")
    _emit([(rel, "")], sentence, _Party(start=firm[1]), out, doc)
    party.banked = (client, sentence.start)


def _customer_account(sentence: Sentence, found: list[Found], party: _Party, out: Collector,
                      doc: IngestedDocument) -> None:
    """An account a bank's letter about its customer lists on a line that names no other party (`1  Current
    account  TR33 0006 2005 …  TRY  12,448,903.17  Open`): the customer's (INFERRED)."""
    if party.banked is None or any(f.type in ("Person", "Organization") and not f.inferred for f in found):
        return
    rels = [(Relation(predicate="HOLDS_ACCOUNT", subject=party.banked[0], object=f, inferred=True,
                      confidence=0.7, polarity="positive", modality="asserted", props=(),
                      rule="customer_account"), "") for f in found if f.type == "Account" and f.entity]
    _emit(rels, sentence, _Party(start=party.banked[1]), out, doc)


_CUSTOMER_SINCE = re.compile(r"(?i)[ \t*_]*(?:[-–—,:(][ \t*_]*|[ \t]+(?:has[ \t]+been|is|was)[ \t]+)"
                             r"(?:a[ \t]+|an[ \t]+|our[ \t]+|the[ \t]+bank['’]s[ \t]+)?"
                             r"(?:customer|client)[ \t]+since\b")
_BANK_NAME = re.compile(r"(?i)\b(?:bank|banka|bankası|bankasi|banque|banco|banca|bankhaus|sparkasse)\b")


def _memo_office(sentence: Sentence, found: list[Found], party: _Party, history: coref.History, ctx: DocContext,
                 out: Collector, doc: IngestedDocument) -> None:
    """A memo's `From:` (or, in an internal memo, `To:` or `Cc:`) line's person and office: an
    office of the firm the document's title names (INFERRED, as `_office_of_titled_firm`'s). Its
    writer's firm is then who `we` and `our` are, unless the document said so before."""
    field_ = _MEMO_FIELD.match(sentence.text)
    if field_ is None:
        return
    person = next((f for f in found if f.type == "Person" and not f.inferred and f.start == field_.end()), None)
    if person is None or (m := _MEMO_OFFICE.match(sentence.text, person.end)) is None:
        return
    if not field_.group("from"):
        if party.internal is None:
            party.internal = _INTERNAL_MEMO.search(doc.text, 0, 800) is not None
        if not party.internal:
            return  # (a letter's addressee works for another firm)
    if (firm := _titled_firm(sentence, party, ctx, out, doc)) is None:
        return
    if field_.group("from") and history.firm is None:
        history.firm = firm[0]  # (`our procurement manager, Sami Nasser`: the letterhead's firm's)
    role = " ".join(m.group("role").casefold().split())
    rel = Relation(predicate=relations.role_predicate(role), subject=person, object=firm[0], inferred=True,
                   confidence=0.7, polarity="positive", modality="asserted", props=props(role=role),
                   rule="memo_office")
    _emit([(rel, "")], sentence, _Party(start=firm[1]), out, doc)


def _title_mention(out: Collector, party: _Party, firm: Found, since: int) -> None:
    """Record the title's mention of `firm` once a relation (from `since` on) names it."""
    if not any(firm.entity in (p.relation.subject.entity, p.relation.object.entity) for p in out.relations[since:]):
        return
    for section, hit in party.named.items():
        if hit is not None and hit[0] is firm and section not in party.mentioned:
            out.add_mentions(hit[2], [firm])
            party.mentioned.add(section)


_LONGEST_HEADING = 300  # bytes: a longer "heading" is a paragraph the parser saw as one


def _heading_party(sentence: Sentence, party: _Party, ctx: DocContext, doc: IngestedDocument) -> None:
    """Set `party` to the one the innermost heading around `sentence` that names a party
    alone names, if one does."""
    for section, start, end in reversed(sentence.headings):
        if section not in party.named:
            party.named[section] = _named_by(section, start, end, sentence, ctx, doc)
        hit = party.named[section]
        if hit is not None:
            party.found, party.start, heading = hit
            party.title = heading.text
            # its mention is recorded with the first relation it takes part in, and only once
            party.heading = heading if heading.id not in party.mentioned else None
            return


def _named_by(section: str, start: int, end: int, sentence: Sentence, ctx: DocContext,
              doc: IngestedDocument) -> tuple[Found, int, Sentence] | None:
    """The party a heading (its section id and byte span) names alone, where its name
    starts, and the heading as a sentence its mention can be recorded from."""
    if end <= start or end - start > _LONGEST_HEADING:
        return None
    raw = doc.text[start:end]
    lead = len(raw) - len(raw.lstrip())
    try:
        title = raw.strip().decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not title or "\n" in title:
        return None
    start += lead
    found = registry.heading_party(title, run_rules(SentenceView(title, "heading", -1), ctx))
    if found is None:
        return None
    heading = Sentence(id=section, doc=sentence.doc, start=start, end=start + len(title.encode()), text=title,
                       paragraph="", section=section, section_title=title, block_kind="heading")
    return found, start + len(title[:found.start].encode()), heading


def _may_define_several(text: str) -> bool:
    """Whether a parenthesis may define several terms (`("EQ" or "EQ Shareowner Services")`, `("HPC" /
    "the Borrower")`), which the structure's one-term definitions do not find: a cheap test before
    `terms.definitions` parses it."""
    return "(" in text and (" or " in text or " and " in text or "/" in text) and (
        text.count('"') + text.count("“")) >= 2


def _surname_again(text: str, found: list[Found]) -> list[Found]:
    """`found` with a person's surname alone where the sentence names it again after the full name
    (`Mirela Dobre, a former judge, paid €200,000 to Dobre's company, B`): the same person (in
    later sentences `persons.remember` knows the name). Where two persons named share it, only as the
    possessor of the other's kin (`Neil Ashworth … Ashworth's daughter, Emma Ashworth`: Neil); where more
    do, never."""
    named = [f for f in found if f.type == "Person" and not f.inferred and f.norm and " " in f.surface.strip()][:16]
    if not named:
        return found
    lasts: dict[str, list[Found]] = {}
    for f in named:
        last = f.surface.split()[-1].rstrip(".,")
        if len(last) >= 3 and last[:1].isupper() and last.casefold() not in STOP_WORDS:
            lasts.setdefault(last, []).append(f)
    more: list[Found] = []
    for last, owners in lasts.items():
        norms = {f.norm for f in owners}
        if len(norms) > 2:
            continue  # (`John Smith and Mary Smith … Smith`: which one is a guess)
        # (looked for near the full name only, a few times: a megabyte line with many names stays linear)
        stop = owners[0].end + _SURNAME_REACH
        at, tries = text.find(last, owners[0].end, stop), 0
        while at >= 0 and tries < 4:
            tries += 1
            end = at + len(last)
            owner: Found | None = owners[0]
            if len(norms) == 2:
                # (of two who share it, the one whose relative the other is: `Neil Ashworth … Ashworth's
                # daughter, Emma Ashworth`: Neil; else which one is a guess)
                kin = _KIN_NAMED_AFTER.match(text, end)
                kin_of = next((f for f in owners if kin and f.start == kin.end()), None)
                owner = next((f for f in owners if kin_of is not None and f.norm != kin_of.norm and f.end <= at), None)
            if (owner is not None and not _WORD_CHAR.match(text, end)
                    and (at == 0 or not _WORD_CHAR.match(text, at - 1))
                    and not _CAPITAL_AFTER.match(text, end) and not _CAPITAL_BEFORE.search(text, max(0, at - 24), at)
                    and not any(f.start < end and at < f.end for f in (*found, *more))):
                more.append(dataclasses.replace(owner, start=at, end=end, surface=last, confidence=0.8))
            at = text.find(last, end, stop)
    return sorted([*found, *more], key=lambda f: (f.start, f.end)) if more else found


_SURNAME_REACH = 300  # chars after a full name where its surname alone is looked for
# a possessive and a relative, then the relative's name (`'s daughter, `)
_KIN_NAMED_AFTER = re.compile(rf"['’]s[ \t]+(?:(?:elder|older|younger|eldest|youngest|late|former)[ \t]+)?"
                              rf"(?:{KIN_LONGEST})(?:-in-law)?[ \t]*,?[ \t]*")


_WORD_CHAR = re.compile(r"[\w-]")
# (`Dobre Consult SRL`, `Berg & Lind Advokatbyra`: a firm's name, not the person's)
_CAPITAL_AFTER = re.compile(r"[ \t]*&|[ \t]+(?:[A-Z]|and[ \t]+[A-Z])")
_CAPITAL_BEFORE = re.compile(r"[A-Z][\w'’.-]*[ \t]+$")  # (`Salisbury Dock` after `Clarence Dock`: another name)


def _party_at_end(text: str, found: list[Found]) -> Found | None:
    """The organization or person that ends the sentence, if any (a definition may follow it
    in the next "sentence" when the splitter cut before `("Borrower")`)."""
    end = len(text.rstrip(" \t\n.,"))  # only these chars follow a mention that ends at or after it
    for f in reversed(found):
        if f.end >= end and f.type in ("Organization", "Person"):
            return f
    return None


def _bind_terms(view: SentenceView, ctx: DocContext, found: list[Found], extra: list[Found],
                previous: Found | None) -> list[Found]:
    made: list[Found] = []
    for d in terms.definitions(view.text):
        target = terms.referent(view, d, [*found, *made])
        if target is None and d.start <= 3 and d.means_at < 0 and previous is not None:
            target = previous  # (`("Borrower")` cut from its name by the splitter; not `Subject 2 is a …`)
        if target is None:
            continue
        if not target.entity:
            target = _with_id(target, ctx)
            made.append(target)
        terms.bind(d.term, target, ctx)
    if "\n" in view.text:  # a heading's parties in capitals: `(1) ALEXEI VOLKOV`, `RICHARD HALVERSON and`
        for person in terms.heading_persons(view.text, found):
            made.append(_with_id(person, ctx))
            # (its surname, as the pleading writes it alone later: `LEBEDEV caused …`)
            persons.remember(dataclasses.replace(person, surface=person.name), ctx)
    if "(1)" in view.text or "( 1 )" in view.text:  # `(1) Beta Ltd (2) Edward Hale (Defendants)`
        for person in terms.numbered_persons(view.text, [*found, *made]):  # (`(1) VIKTOR SOKOLOV (2) …`)
            made.append(_with_id(person, ctx))
            persons.remember(dataclasses.replace(person, surface=person.name), ctx)
        for term, party in terms.numbered_parties(view.text, [*found, *made]):
            terms.bind(term, party, ctx)
    if "\n" in view.text or "," in view.text:  # `NORDIC MARITIME FINANCE AS` / `Claimant`; `B Inc., Debtor.`
        for term, party in terms.role_lines(view.text, [*found, *made]):
            terms.bind(term, party, ctx)
    if ":" in view.text[:40]:  # `Buyer: Coral Reef Holdings 17 LLC`
        for term, party in terms.role_labels(view.text, [*found, *made]):
            terms.bind(term, party, ctx)
    if ctx.alias_forms is None:
        if not made:
            return found
        # (the heading's persons in place of what their capitals were taken for)
        kept = [f for f in found if not any(m.start < f.end and f.start < m.end for m in made)]
        return sorted([*kept, *made], key=lambda f: (f.start, f.end))
    return run_rules(view, ctx, [*extra, *made])


# a form's line that names the customer or the client a document is about
_CLIENT_LINE = re.compile(r"(?i)[ \t*_]*(?:customer|client)(?:[ \t]+name)?[ \t]*:")


def _relations(view: SentenceView, sentence: Sentence, found: list[Found], history: coref.History,
               out: Collector, head: tables.Header | None, doc: IngestedDocument) -> None:
    items = [template.Item(found=f) for f in found
             if not (f.name and _IN_DEFINITION.search(view.text, max(0, f.start - 14), f.start))]
    anaphors = coref.anaphors(view.text, found, sentence.section, history)
    if anaphors:  # `found` is sorted by start and does not overlap: without anaphors, so are the items
        items += anaphors
        items.sort(key=lambda it: (it.found.start, it.found.end))
    # `C owns the remaining 20%` after `A owns 80% of B`: the rest of B, named sentences before
    owned = (history.owned if history.owned is not None and history.section == sentence.section
             and _REST_OF.search(view.text) else None)
    # the template is made only when it is read: `find` finds nothing without `may_relate`
    if "ccount" in view.text:  # `B's business checking account`: who `the account` of later sentences is
        for f in found:
            if f.type in _HOLDERS and _HOLDER_OF_ACCOUNT.match(view.text, f.end):
                history.holds_account(sentence.section, f)
        # `X deposited $186,000 in cash into his personal account`: `the funds` after it are X's
        # (the party before the verb, with no clause between: `X, whose firm …`, is not read)
        if "eposit" in view.text or "lodged" in view.text or "paid in" in view.text:
            deposit = _DEPOSITED_OWN.search(view.text)
        else:
            deposit = None
        if deposit is not None:
            before = [f for f in found if f.end <= deposit.start() and f.type in _HOLDERS and not f.inferred]
            if before and not _CLAUSE_BETWEEN.search(view.text, before[-1].end, deposit.start()):
                history.paid(sentence.section, before[-1])
    readable = relations.may_relate(items) or (owned is not None and bool(items))
    tpl = template.build(view.text, items) if readable else None
    dated = relations.dates(tpl) if tpl is not None else ("", "")
    rels = relations.find(tpl, view.text, dated, owned=owned) if tpl is not None else []
    if head is not None and sentence.block_kind == "table_row":
        rels += _table_relation(view.text, head, found)
    if not rels:
        return
    if tpl is None:  # a table row's relation: its event date is the template's
        dated = relations.dates(template.build(view.text, items))
    citation = Citation.of(doc.document.id, doc.text, sentence.start, sentence.end)
    event = dated[0] or history.item_date(sentence.paragraph)
    for rel in rels:
        out.add_relation(rel, sentence, citation, event)
        if (rel.predicate in ("OWNS", "BENEFICIAL_OWNER_OF") and rel.polarity == "positive"
                and rel.object.type == "Organization"):
            history.holding_in(sentence.section, rel.object)
        if rel.predicate == "TRANSFERRED" and rel.polarity == "positive" and rel.object.type in _HOLDERS:
            history.paid(sentence.section, rel.object,  # `the funds` of the next sentences are its
                         rel.subject if rel.subject.type in _HOLDERS else None)
        if (history.firm is None and history.speaker is not None and rel.predicate in _WORKS_FOR
                and rel.polarity == "positive" and rel.subject.entity == history.speaker.entity
                and rel.object.type == "Organization"):
            history.firm = rel.object  # `I am Head of Accounts at Beta Logistics GmbH`: `we` is that firm


def _writer(history: coref.History, line: str, found: list[Found], below: bytes, ctx: DocContext) -> Found | None:
    """Set `history`'s speaker and mail domain from the line that names who writes (`From: …`), and
    return the firm they write for as the text `below` the line signs it (None when it does not)."""
    history.speaker = next((f for f in found if f.type == "Person" and not f.inferred), None)
    history.domain = coref.mail_domain(line)
    signed = coref.signature_firm(below.decode("utf-8", "replace"), history.domain)
    return _with_id(Found(type="Organization", start=0, end=len(signed), surface=signed, confidence=0.85),
                    ctx) if signed else None


# the `From:` line of a mail quoted or forwarded in the body
_QUOTED_FROM = re.compile(r"(?i)[ \t>*_]*from:[ \t]")


# the writer says where they work, whoever they are (an unsigned mail, a tip): `I work in the
# treasury team at B`, `I am employed by B`, `I have worked for B since 2019`
_I_WORK_AT = re.compile(r"(?<![\w'’])I\s+(?:(?:have|had)\s+)?(?:(?:work|worked|been\s+working)\s+(?:[a-z-]+\s+){0,6}?"
                        r"(?:at|for|with)|am\s+employed\s+(?:[a-z-]+\s+){0,6}?(?:at|by|with)|(?:have\s+been|was)\s+"
                        r"employed\s+(?:[a-z-]+\s+){0,6}?(?:at|by|with))\s+(?:the\s+)?$")


def _works_at(text: str, found: list[Found]) -> Found | None:
    """The firm the writer says they work for in this sentence, if they do (`_I_WORK_AT`)."""
    for f in found:
        if (f.type == "Organization" and not f.inferred and _I_WORK_AT.search(text, max(0, f.start - 90), f.start)
                and not coref.quoted(text, f.start)):  # (not someone quoted: `"I work for B," said X`)
            return f
    return None


# a party's own account named after it (`Beta Ltd's business checking account`)
_HOLDER_OF_ACCOUNT = re.compile(r"\s?['’]s\s+(?:[\w-]+\s+){0,3}?(?:accounts?|a/c)\b")
# money the payer put into an account of its own (`deposited $X in cash into his personal account`)
# (or an account a SAR names by its number's end: `into account ending 4471 at First Coastal Bank`)
_DEPOSITED_OWN = re.compile(r"(?i)\b(?:deposited|deposits|paid\s+in|lodged)\b[^.;\n]{0,80}?\b(?:in|into|to)\s+"
                            r"(?:(?:his|her|its|their)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?(?:accounts?|a/c)\b|"
                            r"(?:the\s+|an\s+)?(?:[\w-]+\s+)?account\s+(?:ending|no\.?|number|#))")
# what between a party and its verb makes it no subject of the verb (`X, whose firm B …, deposited`)
_CLAUSE_BETWEEN = re.compile(r"[;:]|\b(?:whose|who|which)\b")


# a line a hard wrap ended inside a name (plain-text mail and filings wrap at 65–80 characters,
# a PDF's text layer at its column's width): at least this long, its last word capitalized (or an
# initial), the next line's first word capitalized, or a short legal form in capitals (`LLC`)
_WRAPPED_LINE = 48
_NAME_AT_END = re.compile(r"(?:[A-Z][\w&'’-]*|[A-Z]\.)$")
_NAME_AT_START = re.compile(r"[A-Z](?:[a-z]|[A-Z]{1,3}\b)")
_HANGING = re.compile(r"[ \t]{0,2}")  # (a name's run joins across at most three blanks: `_RUN`)
_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z'’-]*")  # prose has them; a signature's or a table's line few


# a jurisdiction's code in parentheses inside a company's name, before its legal form or head
# noun: `Golden Bridge (HK) Limited`, `Trident Trust Company (BVI) Limited`, `Orion (Cayman) Ltd`
_CODE_IN_NAME = re.compile(
    r"(?<=[A-Za-z.]) \(([A-Z]{2,6}|[A-Z][a-z]{2,14})\) (?=(?:Limited|Ltd|LTD|Pte|Pty|Inc|LLC|Holdings|Co|Company|Corp|"
    r"Corporation|S\.A|SA|GmbH|AG|Sdn|Bhd|plc|PLC|Trust|Bank|Group|Investments?|International|Partners)\b)")


def _as_written(f: Found, text: str, ctx: DocContext) -> Found:
    """`f`, read where a name's parentheses were blanks, with the surface the sentence writes
    (and the norm and entity of that surface)."""
    surface = text[f.start:f.end]
    if f.name or not f.entity:
        return dataclasses.replace(f, surface=surface)
    norm, entity = ctx.identify(f.type, surface)
    return dataclasses.replace(f, surface=surface, norm=norm, entity=entity)


def _first_word(text: str, at: int) -> str:
    end = at
    while end < len(text) and (text[end].isalnum() or text[end] in "'’-"):
        end += 1
    return text[at:end].casefold()


def _unwrapped(text: str, column: int = 0) -> str:
    """`text` with each line break that a hard wrap put inside a name read as a space, so the
    name is one (`Acme\nHoldings Ltd`, `Michael J.\nMarocco`). Same length, same offsets. These
    stay lines: short ones (a signature's `Karim Haddad` / `Managing Director`), ones of few
    lower-case words or laid out in columns (a signature's `Senior Technologist, Computing and
    Information Technology` above its university), one closing on a period, and one before a line
    in capitals (a heading) or opening with a function word (`Through …`: a sentence of its own).
    `column` is where the text's first line starts in the document's line."""
    chars: list[str] | None = None
    start = 0
    while (at := text.find("\n", start)) >= 0:
        line = text[start:at]
        lead = _HANGING.match(text, at + 1)  # (a hanging indent: `… is Mr Sergei Petrovich` / `  Dorofeev (…)`)
        nxt = _NAME_AT_START.match(text, lead.end()) if lead is not None else None
        if (nxt is not None and len(line) + (column if start == 0 else 0) >= _WRAPPED_LINE
                and _NAME_AT_END.search(line) and _first_word(text, nxt.start()) not in STOP_WORDS
                and "   " not in line and len(_LOWER_WORD.findall(line)) >= 3):
            if chars is None:
                chars = list(text)
            chars[at] = " "
        start = at + 1
    return "".join(chars) if chars is not None else text


_HOLDERS = ("Organization", "Person")
_REST_OF = re.compile(r"\b(?:remaining|other|balance|rest|remainder)\b")
_WORKS_FOR = frozenset(("EMPLOYED_BY", "OFFICER_OF", "DIRECTOR_OF"))
# a date that heads a list item or paragraph, as a label: `**12 November 2025**:`, `2026-03-04 –`
_BEFORE_LEAD = re.compile(r"[\s*_>#•\-–—]*")
_AFTER_LEAD = re.compile(r"[*_)\]]*\s*(?::|–|—|-\s|\|)")


def _leading_date(text: str, found: list[Found]) -> str:
    """The ISO day a sentence opens with as a label (the date of its list item), or ""."""
    for f in found:
        if f.type != "Date":
            continue
        if (prop(f.props, "grain") == "day" and _BEFORE_LEAD.fullmatch(text, 0, f.start)
                and _AFTER_LEAD.match(text, f.end)):
            return str(prop(f.props, "iso"))
        return ""
    return ""


def _table_relation(text: str, head: tables.Header, found: list[Found]) -> list[Relation]:
    src = tables.in_cell(text, head, "from", found, ("Organization", "Person"))
    dst = tables.in_cell(text, head, "to", found, ("Organization", "Person"))
    if src is None or dst is None or src.entity == dst.entity:
        return []
    amount = tables.in_cell(text, head, "amount", found, ("Money",))
    date = tables.in_cell(text, head, "date", found, ("Date",))
    from_acc = tables.in_cell(text, head, "from_account", found, ("Account",))
    to_acc = tables.in_cell(text, head, "to_account", found, ("Account",))
    values = props(
        amount_minor=prop(amount.props, "amount_minor") if amount else None,
        currency=prop(amount.props, "currency") if amount else None,
        date=str(prop(date.props, "iso")) if date and prop(date.props, "grain") == "day" else None,
        from_account=from_acc.norm if from_acc else None, to_account=to_acc.norm if to_acc else None,
        ref=tables.cell_text(text, head, "ref") or None, polarity="positive", modality="asserted",
    )
    rest = tuple((k, v) for k, v in values if k not in ("polarity", "modality"))
    out = [Relation(predicate="TRANSFERRED", subject=src, object=dst, inferred=False,
                    confidence=0.9, polarity="positive", modality="asserted", props=rest,
                    rule="table_row")]
    for holder, account in ((src, from_acc), (dst, to_acc)):  # the row's accounts are its parties'
        if account is not None and account.entity:
            out.append(Relation(predicate="HOLDS_ACCOUNT", subject=holder, object=account, inferred=True,
                                confidence=0.8, polarity="positive", modality="asserted", props=(),
                                rule="table_row_account"))
    return out


__all__ = ["RULES", "Extraction", "extract_document", "run_rules"]
