"""Structure: blocks → document / section / paragraph / sentence nodes, links and definitions.

Pure and per-document. Sections nest by heading level; every non-heading block is a
paragraph; paragraphs split into sentences by `split_sentences`, which does not break after
common abbreviations (`Corp.`, `Mr.`, `U.S.`, `No.` …), initials, decimals or amounts.
Each section, paragraph and sentence node names its `parent` (the document, section or
paragraph holding it); its own span is its evidence. Every edge cites the bytes of its link
(LINKS_TO) or definition (DEFINES).
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from typing import TypeVar

from textgraph.ids import encode_parts, make_id, make_id_encoded
from textgraph.model import Block, Citation, Document, Edge, IngestedDocument, Node, Tag, props
from textgraph.text_offsets import byte_offsets

ABBREVIATIONS = frozenset(
    [
        "a.m", "acq", "al", "approx", "apr", "art", "atty", "aug", "av", "ave", "b.a", "blvd", "capt", "cf", "col",
        "dec", "dept", "dr", "e.g", "e.u", "esq", "est", "etc", "feb", "fig", "ft", "gen", "hon",
        "i.e", "jan", "jr", "jul", "jun", "lt", "m.a", "m.d", "mar", "mr", "mrs", "ms", "mt", "no",
        "nos", "nov", "oct", "p.m", "para", "ph.d", "prof", "pte", "pty", "rd", "ref", "rev", "rs", "sec",
        "sep", "sept", "sgt", "sr", "st", "u.k", "u.n", "u.s", "vs",
        # titles and ranks before a name: "Gov. Bob Wise", "Sen. Byrd", "Maj. Gen. Smith"
        "adm", "brig", "cmdr", "cpl", "det", "fr", "gov", "insp", "maj", "pres", "pvt", "rep", "sen",
        "supt",
        # academic styles a Swiss, German or Austrian deed writes before a name: "Dr. iur. Urs Brunner",
        # "lic. oec. HSG Anna Meier", "Dipl.-Ing. Max Huber", "Mag. Eva Gruber"
        "iur", "lic", "oec", "rer", "pol", "phil", "dipl", "dipl.-ing", "ing", "mag", "habil", "jur",
    ]
)
# the months' abbreviations among them (`_is_boundary`: a dot after one ends a sentence before a capital)
_MONTHS = frozenset(["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"])
# US state abbreviations (AP style) often end a sentence ("… in Austin, Tex."), so after one a
# sentence ends only when a typical sentence opener follows, as after "U.S.".
STATE_ABBREVIATIONS = frozenset(
    [
        "ala", "ariz", "ark", "calif", "colo", "conn", "fla", "ga", "kan", "kans", "ky", "md", "mich",
        "minn", "mont", "neb", "nev", "okla", "tenn", "tex", "va", "vt", "wis", "wyo",
    ]
)
# A legal form abbreviated with a dot that another legal form may follow in one name
# (`GmbH & Co. KG`, `Sdn. Bhd.`, `Cía. Ltda.`; `Pte.` and `Pty.` are `ABBREVIATIONS`, after which no
# sentence ends), and the forms that follow (this module comes before extraction's lexicon and
# does not import it: the few that follow a dot are here)
_FORM_BEFORE_FORM = frozenset(["co", "sdn", "corp", "cia", "cía", "cos"])
_FORM_AFTER_FORM = frozenset(["kg", "kgaa", "ltd", "limited", "llc", "inc", "bhd", "plc", "lp", "llp", "ag", "gmbh",
                              "ltda", "sa", "s.a", "nv", "n.v", "bv", "b.v", "kk", "ohg"])
# legal forms written with dots that end a name (`S.A.`, `d.o.o.`, `s.r.o.`): what follows them capitalized
# is another sentence, where after another dotted word (`U.S.`, `e.g.`) only a typical opener is
_DOTTED_FORMS = frozenset(["s.a", "s.a.s", "s.p.a", "s.r.l", "s.r.o", "n.v", "b.v", "d.o.o", "d.d", "a.s", "s.l",
                           "s.l.u", "s.a.u", "l.l.c", "l.l.p", "s.a.r.l", "e.i.r.l", "a.d", "o.o.o",
                           # (the Gulf's `W.L.L.`, a Lebanese `S.A.L.`, an Egyptian `S.A.E.`)
                           "w.l.l", "s.a.l", "s.a.e"])
# a short name defined in brackets that the sentence goes on after (a comma, or a word in lower case)
_DEFINED_ASIDE = re.compile(r"\([ \t]*[\"“][^\"”()\n]{1,60}[\"”][ \t]*\)[ \t]*(?:[,;:]|[a-z])")
SENTENCE_STARTERS = frozenset(
    [
        "a", "after", "also", "an", "and", "at", "before", "but", "during", "he", "her", "his",
        "however", "i", "in", "it", "its", "no", "on", "she", "that", "the", "their", "then", "there",
        "these", "they", "this", "those", "we",
    ]
)
# The first of a run of `.!?` and the spaces after it, or a newline before a list item or a
# `Label:` (`**Label:**` in bold too: a form's fields, one per line). Opens with the class of
# its first char: the engine then skips in C to the next
# candidate char, where a pattern that opens with a look-behind is tried at every position.
# (a line of a tree chart is one statement too: `  ├── Nordvik Shipping AB — 100%`)
_BULLET = r"[-*•+]\s"  # a plain-text list item's mark
# a form's label and the dotted leader to its value (`Registered owner ........ Brisa Maritime Inc.`)
_LEADER_LABEL = r"[A-Z][\w ()/&—–-]{0,40}?[ \t]\.{3,}[ \t]"
# a form's or a clause's number of two or three parts opening its line (`1.7  Sole shareholder ....`, `3.2  Name:`)
_FIELD_NUMBER = r"\d{1,2}(?:\.\d{1,2}){1,2}\.?[ \t]+[A-Z]"
_BOUNDARY = re.compile(r"[.!?\n](?:(?<=[.!?])(?<![.!?][.!?])[.!?]*+[\"'”’)\]]*+\s+"
                       r"|(?<=\n)(?=[ \t│┃|]*(?:[├└┣┗╠╚]|[+`|]--)|"
                       rf"[ \t]*(?:{_BULLET}|\d{{1,3}}[.)]\s|{_FIELD_NUMBER}|[A-Z][\w ()/—–-]{{0,40}}:\s|"
                       rf"{_LEADER_LABEL}"
                       r"|(?:\*\*|__)[A-Z][\w ()/-]{0,40}(?::(?:\*\*|__)|(?:\*\*|__):)\s)))")
# a list's mark opening the line after a sentence's end (`_BOUNDARY` reads the newline with the period)
_BULLET_AFTER = re.compile(rf"[ \t]*{_BULLET}")
_CODE_AFTER = re.compile(r"[A-Z]{1,4}[ \t]?\d")  # a number with letters first: `CY17 0020 …`, `HE 412907`
_LABEL_BEFORE_LEADER = re.compile(r"[ \t]*[A-Z][\w ()/&—–-]{0,40}?[ \t]")
# (or a numbered field's: `1.7  Sole shareholder ....... Saffron Lane Ltd`; a number after its leader is a
# contents line's page, `2.1 LRS MODEL ........ 6`)
_NUMBERED_BEFORE_LEADER = re.compile(r"[ \t]*\d{1,2}(?:\.\d{1,2}){0,2}\.?[ \t]+[A-Z][\w ()/&—–-]{0,40}?[ \t]")
# a gap between two columns of a fixed-width row, and how far along its line one is looked for
_COLUMN_RUN = re.compile(r"[ \t]{3,}|\t")
_ROW_SPAN = 160
_WORD_BEFORE = re.compile(r"([\w.]+)[.!?]*[\"'”’)\]]*\s*$")
_HEADING_MARKS = re.compile(r"^\s{0,3}#{1,6}\s*|\s+#+\s*$|^\s*[=-]+\s*$", re.MULTILINE)
_LIST_MARK = re.compile(r"^\s*(?:[-*+•]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?")
_MD_LINK = re.compile(r"\[([^\[\]\n]{0,300})\]\(\s*<?([^\s()<>]{1,2000})>?(?:\s+\"[^\"\n]{0,300}\")?\s*\)")
# a register's number for a firm, with its label: `CRN 09981330`, `Company No. 04417762`, `UEN: 201934561K` (a
# digit in it: no code's `BCMLOG(BCMLOG_INFO, "…")`)
REGISTER_NUMBER = (r"(?:(?i:company|registration|registered|reg\.?|no\.?|number)[ \t]+|"
                   r"(?-i:[A-Z]{2,5})\b[ \t]*:?[ \t]*){1,3}(?=[\w/.-]{0,20}\d)[A-Z0-9][\w/.-]{3,20}")
# (an aside may follow the term in its bracket: `(the "Company"; UID CHE-293.118.406)`)
# (and its article inside the quotes, perhaps at a line's end: `("the` / `Company")`)
# (and a register's number before it: `(CRN 09981330, "Holdco")`)
_PAREN_TERM = re.compile(rf"\(\s*(?:{REGISTER_NUMBER}[ \t]*[,;][ \t]*)?"
                         r"(?:the\s+|a\s+)?[\"“](?:the\s+)?((?:[^\"”\n]|\n[ \t]{0,40}(?=[^\s\"”])){1,80})[\"”]"
                         r"(?:[ \t]*[,;](?![ \t]*[\"“])[^()]{1,80})?\s*\)")
_COLUMN_TERM = re.compile(r"(?m)^[ \t]*[\"“](?:[Tt]he[ \t]+)?([A-Z][^\"”\n]{0,39})[\"”][ \t]{2,}(?=[A-Z])")
_NAME_AFTER = re.compile(r"((?:[A-Z][\w&'.-]*[ \t]+(?:(?:of|and|&|the|de|du|von|van)[ \t]+)?){0,8}[A-Z][\w&'.-]*)"
                         r"[ \t]*(?:[(,;]|$)", re.MULTILINE)
_MEANS_TERM = re.compile(r"[\"“]([^\"”\n]{1,80})[\"”]\s+(?:means|shall mean|refers to|is defined as)\b")
_NAME_BEFORE = re.compile(r"((?:[A-Z][\w&'.-]*\s+(?:(?:of|and|&|the|de|du|von|van)\s+)?){0,8}[A-Z][\w&'.-]*)\s*,?\s*$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Sentence:
    """One sentence: byte span of the canonical text, its decoded text, and its containers."""

    id: str
    doc: str
    start: int
    end: int
    text: str
    paragraph: str
    section: str
    section_title: str
    block_kind: str
    # the sections it is in, outermost first: (section id, its heading's byte span)
    headings: tuple[tuple[str, int, int], ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DefinedTerm:
    """A defined term (`("Bank")`, `"Facility" means …`) and the name it stands for, if given."""

    term: str
    referent: str
    sentence: str
    start: int
    end: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Structure:
    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]
    sentences: tuple[Sentence, ...]
    terms: tuple[DefinedTerm, ...]


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Char spans of the sentences of `text`, whitespace trimmed; linear time."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        if m.group().startswith("\n"):
            cut = m.start()
        elif _is_boundary(text, m.start(), m.end()):
            cut = m.end()
        elif (nl := text.find("\n", m.start(), m.end())) >= 0 and _BULLET_AFTER.match(text, nl + 1):
            cut = nl  # `… Fiduciaries Ltd.\n* Director: …`: the next line is a list's item of its own
        else:
            continue
        _add_span(text, start, cut, spans)
        start = cut
    _add_span(text, start, len(text), spans)
    return spans


WHOLE_BLOCKS = frozenset({"table_row", "row", "record", "event", "message"})


def _whole(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    _add_span(text, 0, len(text), spans)
    return spans


def _add_span(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


def _is_boundary(text: str, punct_start: int, after: int) -> bool:
    nxt = text[after:after + 1]
    if not nxt or not (nxt.isupper() or nxt.isdigit() or nxt in "\"'“‘([$€£"):
        return False
    if _in_columns(text, punct_start, after):
        return False
    if text[punct_start] != ".":
        return True
    # The window ends with this ".", so a match is `[\w.]+[.!?]*` and holds no space: the search
    # may start after the window's last space (same match, without trying every start before it).
    lo = max(0, punct_start - 40)
    m = _WORD_BEFORE.search(text, max(lo, text.rfind(" ", lo, punct_start) + 1), punct_start + 1)
    word = (m.group(1) if m else "").lower().rstrip(".")
    if not word:
        # a dotted line to sign or fill in (`SIGNED by X   )  ........`) goes on to the next line, a form's
        # label's leader to its value (`IMO number ........ 9318424`); an ellipsis may end a sentence, and
        # a contents line's leader ends before its page number
        dots = text.count(".", punct_start, after)
        line = text.rfind("\n", 0, punct_start) + 1
        if dots >= 3 and (_LABEL_BEFORE_LEADER.fullmatch(text, line, punct_start) or (
                not nxt.isdigit() and _NUMBERED_BEFORE_LEADER.fullmatch(text, line, punct_start))):
            return False
        return dots < 5 or nxt.isdigit()

    if len(word) == 1 and word.isalpha():
        return False  # an initial: "J. Doe"
    if word in ("no", "nos") and m is not None and m.group(1)[0] == "n":
        # "he said no." ends a sentence; "No. 5", "No. HE 412907", "account no. CY17 0020 …" do not
        return not nxt.isdigit() and _CODE_AFTER.match(text, after) is None
    if word in _MONTHS and nxt.isupper():
        # a month is abbreviated before its day (`Jan. 5`, `Sept. 11, 2001`); before a capitalized
        # word the dot ends a sentence (`… finance director, Chen Jun. Tan Mei Ling paid …`)
        return True
    if word in ABBREVIATIONS:
        return False
    if nxt == "(" and (word in _FORM_AFTER_FORM or word in _FORM_BEFORE_FORM or word in _DOTTED_FORMS) \
            and (text[after + 1:after + 2] not in ("\"", "“") or _DEFINED_ASIDE.match(text, after)):
        # `Halvorsen Marine Services Pte. Ltd. (Singapore, 60%)`: an aside about the name; so is a
        # short name defined for it when the sentence goes on (`Pike Marine Services Inc. ("Pike
        # Marine"), a Delaware corporation`)
        return False
    if word in _FORM_BEFORE_FORM:
        # `Müller Logistik GmbH & Co. KG paid B`: one name goes on (`Acme Co. The firm …` ends one)
        next_word = re.match(r"[\w.]+", text[after:after + 12])
        return not (next_word and next_word.group().rstrip(".").lower() in _FORM_AFTER_FORM)
    before = text[max(0, punct_start - 80):m.start(1)].split()[-1:] if m is not None else []
    if word in _DOTTED_FORMS and before and before[0][:1].isupper():
        # `Zagreb Steel d.d. paid Sava Trgovina d.o.o. Orion Ltd banks with …`: a legal form ends the
        # name before it, so a capitalized word after it opens the next sentence (another form may
        # follow); not the initials that open a name (`by S.A. Healy Co.`)
        next_word = re.match(r"[\w.]+", text[after:after + 12])
        return nxt.isupper() and not (next_word and next_word.group().rstrip(".").lower() in _FORM_AFTER_FORM)
    if word in STATE_ABBREVIATIONS or ("." in word and len(word) <= 6 and word.replace(".", "").isalpha()):
        # "U.S.", "S.A.", "e.g.": a boundary only when a typical sentence opener follows
        next_word = re.match(r"\w+", text[after:after + 20])
        return bool(next_word and next_word.group().lower() in SENTENCE_STARTERS)
    return True


def _in_columns(text: str, punct_start: int, after: int) -> bool:
    """Whether the dot ends a cell of a row in fixed-width columns (`… India Pvt. Ltd.  Pune, India     100%`,
    `IMMOBILIARE CASTELCUCCO S.P.A.      Codice fiscale: …`): a wide gap (three spaces or a tab) to the next
    cell on the same line, or two spaces and a wide gap after that cell (only `_ROW_SPAN` characters are
    looked at, so splitting stays linear)."""
    gap = text[punct_start + 1:after]
    if "\n" in gap or not ("  " in gap or "\t" in gap):
        return False
    if "   " in gap or "\t" in gap:
        return True
    eol = text.find("\n", after, after + _ROW_SPAN)
    return _COLUMN_RUN.search(text, after, eol if eol >= 0 else after + _ROW_SPAN) is not None


def _cite(doc: str, text: bytes, start: int, end: int) -> tuple[Citation, ...]:
    return (Citation.of(doc, text, start, end),)


def _clean_span(text: bytes, block: Block) -> tuple[int, int]:
    """The block span without heading marks / list markers at its start."""
    raw = text[block.start:block.end].decode("utf-8", errors="replace")
    pattern = _HEADING_MARKS if block.kind == "heading" else _LIST_MARK
    m = pattern.match(raw)
    skip = len(raw[:m.end()].encode("utf-8")) if m else 0
    end = block.end
    if block.kind == "heading":
        # closing "###" or a setext underline; searched in the last line only (linear time)
        cut = raw.rfind("\n", 0, len(raw.rstrip())) + 1
        last = raw[cut:]
        if cut > 0 and re.fullmatch(r"[ \t]*[=-]+[ \t]*", last):
            end = block.start + len(raw[:cut].rstrip().encode("utf-8"))
        elif cut == 0:
            stripped = last.rstrip(" \t\r\n")
            body = stripped.rstrip("#")
            if body != stripped and body[-1:] in (" ", "\t"):
                end = block.start + len(body.rstrip(" \t").encode("utf-8"))
    return block.start + skip, max(block.start + skip, end)


def structure(ingested: IngestedDocument) -> Structure:
    """Nodes and STRUCTURAL edges of one document, sorted by id; sentences in text order."""
    doc = ingested.document
    text = ingested.text
    nodes: list[Node] = [Node(id=doc.id, kind="document", name=doc.path)]
    edges: list[Edge] = []
    sentences: list[Sentence] = []
    terms: list[DefinedTerm] = []
    stack: list[tuple[int, str, str]] = []  # (level, section id, title)
    headings: tuple[tuple[str, int, int], ...] = ()  # the stack's sections and their spans
    doc_part = encode_parts(doc.id)  # ids below are make_id(kind, doc.id, start, end): encoded once
    for block in ingested.blocks:
        start, end = _clean_span(text, block)
        if end <= start:
            continue
        if block.kind == "heading":
            level = block.level or 1
            while stack and stack[-1][0] >= level:
                stack.pop()
            parent = stack[-1][1] if stack else doc.id
            title = text[start:end].decode("utf-8", errors="replace").strip()
            sec_id = make_id_encoded("sec", doc_part + encode_parts(start, end))
            nodes.append(Node(id=sec_id, kind="section", name=title[:200], doc=doc.id,
                              start=start, end=end, parent=parent, props=(("level", level),)))
            stack.append((level, sec_id, title))
            headings = (*headings[:len(stack) - 1], (sec_id, start, end))
            continue
        parent, title = (stack[-1][1], stack[-1][2]) if stack else (doc.id, "")
        par_id = make_id_encoded("par", doc_part + encode_parts(start, end))
        nodes.append(Node(id=par_id, kind="paragraph", type=block.kind, doc=doc.id,
                          start=start, end=end, parent=parent))
        block_text = text[start:end].decode("utf-8", errors="replace")
        # a table row, a log event or a chat message is one statement: never split it
        spans = (_whole(block_text) if block.kind in WHOLE_BLOCKS else split_sentences(block_text))
        offsets = byte_offsets(block_text, [p for span in spans for p in span])
        for i, (cs, ce) in enumerate(spans):
            bs, be = start + offsets[2 * i], start + offsets[2 * i + 1]
            sen_id = make_id_encoded("sen", doc_part + encode_parts(bs, be))
            sentence = Sentence(id=sen_id, doc=doc.id, start=bs, end=be,
                                text=block_text[cs:ce], paragraph=par_id,
                                section=stack[-1][1] if stack else "", section_title=title,
                                block_kind=block.kind, headings=headings)
            sentences.append(sentence)
            nodes.append(Node(id=sen_id, kind="sentence", doc=doc.id, start=bs, end=be, parent=par_id))
            if "](" in sentence.text:  # every markdown link has one
                _links(doc.path, doc.id, text, sentence, nodes, edges)
            if '"' in sentence.text or "“" in sentence.text:  # every defined term is quoted
                _definitions(doc.id, text, sentence, nodes, edges, terms)
    return Structure(
        nodes=tuple(sorted(_dedupe(nodes).values(), key=lambda n: n.id)),
        edges=tuple(sorted(_dedupe(edges).values(), key=lambda e: e.id)),
        sentences=tuple(sentences),
        terms=tuple(terms),
    )


_T = TypeVar("_T", Node, Edge)


def _dedupe(items: list[_T]) -> dict[str, _T]:
    out: dict[str, _T] = {}
    for item in items:
        out.setdefault(item.id, item)
    return out


def _sentence_bytes(sentence: Sentence, char_start: int, char_end: int) -> tuple[int, int]:
    bs, be = byte_offsets(sentence.text, [char_start, char_end])
    return sentence.start + bs, sentence.start + be


def resolve_link(doc_path: str, href: str) -> str | None:
    """The corpus-relative path a relative link points to, or None for URLs/anchors/escapes."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", href) or href.startswith(("#", "/")):
        return None
    target = href.split("#", 1)[0].split("?", 1)[0]
    if not target:
        return None
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(doc_path), target))
    return None if joined.startswith("..") else joined


def _links(doc_path: str, doc_id: str, text: bytes, sentence: Sentence,
           nodes: list[Node], edges: list[Edge]) -> None:
    for m in _MD_LINK.finditer(sentence.text):
        href = m.group(2)
        bs, be = _sentence_bytes(sentence, m.start(), m.end())
        local = resolve_link(doc_path, href)
        if local is not None:
            target = Document.make_id(local)
        else:
            target = make_id("link", href)
            nodes.append(Node(id=target, kind="link", name=href[:500]))
        edges.append(Edge.make("LINKS_TO", sentence.id, target, Tag.STRUCTURAL, 1.0,
                               _cite(doc_id, text, bs, be),
                               props=props(anchor=m.group(1)[:200], path=local)))


def _definitions(doc_id: str, text: bytes, sentence: Sentence, nodes: list[Node],
                 edges: list[Edge], terms: list[DefinedTerm]) -> None:
    found: list[tuple[re.Match[str], str]] = []
    for m in _PAREN_TERM.finditer(sentence.text):
        before = _NAME_BEFORE.search(sentence.text, max(0, m.start() - 200), m.start())
        found.append((m, before.group(1).strip() if before else ""))
    for m in _MEANS_TERM.finditer(sentence.text):
        found.append((m, ""))
    if '"' in sentence.text or "“" in sentence.text:
        # a parties block's term before its name, in columns (`"the Client"    HALEWOOD FASTENINGS LTD (Co. …)`)
        for m in _COLUMN_TERM.finditer(sentence.text):
            named = _NAME_AFTER.match(sentence.text, m.end())
            if named is not None:
                found.append((m, named.group(1).strip()))
    for m, referent in found:
        term = " ".join(m.group(1).split())
        if not term or ("\n" in m.group(1) and (len(term) > 60 or "(" in term or ")" in term)):
            continue  # (a term across a line's end is a short name: `(the "KOT` / `Guarantor")`)
        bs, be = _sentence_bytes(sentence, m.start(1), m.end(1))
        term_id = make_id("term", doc_id, term.casefold())
        nodes.append(Node(id=term_id, kind="term", name=term, doc=doc_id, start=bs, end=be,
                          props=props(referent=referent or None)))
        edges.append(Edge.make("DEFINES", sentence.id, term_id, Tag.STRUCTURAL, 1.0,
                               _cite(doc_id, text, bs, be)))
        terms.append(DefinedTerm(term=term, referent=referent, sentence=sentence.id,
                                 start=bs, end=be))
