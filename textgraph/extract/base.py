"""Shared values for the extract rules: candidate mentions, the per-sentence view, doc memory.

Rules are pure functions `(view, ctx) -> list[Found]`; `Found` spans are char offsets into
`view.text`. `SentenceView` computes the capitalized runs of a sentence once and lazily, so
the organization, person and location rules share one regex scan.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from textgraph.config import Config
from textgraph.entities import entity_id, norm_name
from textgraph.extract.lexicon import ALL_ROLES, LEGAL_SUFFIXES, PERSON_TITLES
from textgraph.model import Props

if TYPE_CHECKING:
    from textgraph.extract.literals import LiteralSet

UPPER = "A-ZÀ-ÖØ-Þ" + "ĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ"
# a token never ends in an apostrophe: `Acme Holdings' chief` is `Acme Holdings`, possessive
_TOK = rf"[{UPPER}][\w'’&.\-]{{0,40}}(?<!['’])"
# an Arabic family name written with its article in lower case (`al-Masri`, `el-Sayed`), after a
# first name: a name token
ARTICLE_NAME = rf"(?:al|el|ad|ash|as|az|ar|at|an)-[{UPPER}][\w'’\-]{{1,30}}(?<!['’])"
ARTICLE_START = re.compile(rf"(?:al|el|ad|ash|as|az|ar|at|an)-[{UPPER}]")
# (and the Czech `a.s.`, the Polish `z o.o.` of `Sp. z o.o.`, the Yugoslav `d.o.o.` and `d.d.`,
# written in lower case: one token each)
LOWER_SUFFIXES = frozenset(("plc", "p.l.c", "llc", "ltd", "inc", "gmbh", "ggmbh", "mbh", "sàrl", "sarl", "bv", "nv",
                            "spa", "pte", "pty",
                            "s.r.o", "a.s", "z o.o", "d.o.o", "d.d", "a.d", "ehf", "hf",
                            # (a bank's head in Slavic and Baltic names, in lower case: `Tatra banka`,
                            # `Citadele banka`, `Šiaulių bankas`)
                            "banka", "bankas"))
# (the Danish and Norwegian `A/S`, `K/S`, `I/S`, whose slash no other token holds, come first)
# (a number inside a firm's name, before its legal form or its head: `Coral Reef Holdings 17 LLC`,
# `Acme Bidco 2 Limited`, `Harbour 21 Holdings Ltd`)
_NAME_NUMBER = (r"(?<!Ltd )(?<!Ltd\. )(?<!Inc )(?<!Inc\. )(?<!LLC )(?<!Limited )(?<!plc )(?<!PLC )(?<!GmbH )"
                r"\d{1,4}(?=[ \t](?:(?i:inc|ltd|llc|lp|llp|plc|limited|gmbh|bv|b\.v|sa|s\.a|sarl|ag|corp|"
                r"corporation|pte|pty|fze)\b|(?:Holdings?|Group|Capital|Properties|Investments?|Ventures?|"
                r"Partners|Fund|Trust|Finance|Bidco|Topco|Midco|Holdco|Propco|Opco)\b))")
_TOK2 = (rf"(?:[AIKP]/S(?![\w/])|{_TOK}|{ARTICLE_NAME}|{_NAME_NUMBER}|"
         r"(?:plc|llc|ltd|inc|gmbh|ggmbh|gGmbH|mbh|mbH|sàrl|sarl|bv|nv|spa|pte|pty|s\.r\.o|d\.o\.o|ehf|hf|banka|bankas)"
         r"\b\.?|a\.s\.(?!\w)|d\.d\.(?!\w)|a\.d\.(?!\w)|p\.l\.c\.?(?!\w)|z o\.o\.?(?!\w))")
_SUF = (r"(?i:inc|ltd|llc|l\.l\.c|llp|l\.l\.p|lp|l\.p|plc|p\.l\.c|corp|co|g?gmbh|mbh|ag|s\.a|n\.v|b\.v|n\.a|f\.s\.b|"
        r"pte|pty|"
        r"s\.r\.l|s\.p\.a|sarl|limited|incorporated|corporation|fze|fzco|fz-llc|dmcc|p?jsc|tbk|kft|s\.r\.o|uab|"
        r"s\.[ \t]de(?=[ \t](?-i:[A-Z])))\b")  # (Mexico's `S. de R.L. de C.V.`)
# (two particles first: `Hans van der Berg`, `Ursula von der Leyen`, `Maria de la Cruz`)
_CONNECT = (r"(?:of the|(?:van|von)[ \t](?:der|den|de)|de[ \t](?:la|las|los)|of|and|&|de|du|des|da|dos|das|do|del|"
            r"della|di|van|von|der|den|la|le|y|for|on|et|und|bin|bint|ibn|binti|"
            # (a Malaysian Indian name's son of, daughter of: `Chandran a/l Muniandy`, `KAUR A/P SINGH`)
            r"a/l|a/p|A/L|A/P)")
# A run of capitalized tokens joined by spaces, by a comma before a legal suffix
# ("Akamai Technologies, Inc."), or by a lower-case connector ("Bank of China"). Bounded:
# at most 16 tokens of at most 41 chars, and it can only start at a token boundary.
_RUN = re.compile(
    # (a former name glued to `ex-`, as a register or a press release writes it: `Acme Ltd (ex-Beta
    # Trading Ltd)`)
    # (Malaysia's style `Dato'` keeps its apostrophe: `Dato' Seri Rahman Ismail`)
    rf"(?=[{UPPER}])(?:(?<=\bex-)|(?<![\w'’&.\-]))(?:Dato['’](?=[ \t][{UPPER}])|{_TOK})"
    # (a line broken before the legal form, the next line perhaps indented: `Lion City Fintech` / `   Pte. Ltd.`;
    # not a form's `CO` code alone on its line, nor `Limited` as a word: `Membership` / `Limited time offer`)
    rf"(?:(?:[ \t]{{1,3}}|[ \t]?,[ \t]?(?={_SUF})|[ \t]{_CONNECT}[ \t](?=[{UPPER}])"
    rf"|[ \t]?\r?\n[ \t]{{0,12}}(?=(?!(?i:co|limited)\b){_SUF}\.?(?:\s|$)|(?i:limited)\.?[ \t]*(?:[.,;:)(]|\r?\n|$)))"
    rf"{_TOK2}){{0,15}}"
)
_PIECE = re.compile(r"z o\.o\.?(?!\w)|[^\s,]+|,")
_LETTER = re.compile(r"[^\W\d_]")
_UPPER_LETTER = re.compile(rf"[{UPPER}]")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_ASCII_DIGIT = re.compile(r"[0-9]")


class Tok:
    """One piece of a capitalized run: a name token, a lower-case connector or a comma.

    `key` is the lexicon lookup form: case-folded, trailing dots and possessive removed.
    """

    __slots__ = ("end", "is_name", "key", "start", "text")

    def __init__(self, start: int, end: int, text: str, key: tuple[str, bool] | None = None) -> None:
        self.start, self.end, self.text = start, end, text
        # `key`, when given, is `_tok_key(text)` (known already)
        self.key, self.is_name = _tok_key(text) if key is None else key


@lru_cache(maxsize=1 << 14)
def _tok_key(text: str) -> tuple[str, bool]:
    """(lexicon key, is a name piece) of a token text: pure, and tokens repeat a lot."""
    t = text[:-2] if text.endswith(("'s", "’s")) else text
    key = t.rstrip(".").casefold()
    return key, (text[:1].isupper() or key in LOWER_SUFFIXES or ARTICLE_START.match(text) is not None
                 or text.isdigit())  # (a number in a run is a name's: `_NAME_NUMBER`)


# the prop of a mention that writes another name of its party (`Beta Ltd (formerly Alpha Trading
# Ltd)`): the entity node lists it (`other_names`), and resolution joins the entity that has that
# name to this one
OTHER_NAME = "other_name"


@dataclass(frozen=True, slots=True, kw_only=True)
class Found:
    """A candidate mention at char span [start, end) of the sentence text."""

    type: str
    start: int
    end: int
    surface: str
    norm: str = ""
    props: Props = ()
    confidence: float = 1.0
    entity: str = ""         # a preset entity id (defined-term aliases, coreference)
    name: str = ""           # the surface the entity node shows (alias → referent's name)
    gender: str = ""         # persons: "m", "f" or ""
    inferred: bool = False   # came through coreference


@dataclass(frozen=True, slots=True)
class Relation:
    """A relation mention between two found parties (`relations.find` makes them)."""

    predicate: str
    subject: Found
    object: Found
    inferred: bool
    confidence: float
    polarity: str
    modality: str
    props: Props
    rule: str


# what names a trust or a foundation (the relation rules and the registers' trust roles read it)
A_TRUST = re.compile(r"(?i)\b(?:trust|foundation|stiftung|fondation|fundaci[oó]n|anstalt|settlement|fideicomiso|"
                     r"fiducie)\b")


@dataclass(slots=True)
class SentenceView:
    """One sentence's text and shared scans (never leaves extract).

    `runs` and `shouting` are computed on first use; `has_digit`, which nearly every rule
    asks, is computed up front.
    """

    text: str
    block_kind: str = "paragraph"
    index: int = 0
    has_digit: bool = field(init=False)  # any char with `str.isdigit()`
    _runs: list[list[Tok]] | None = field(init=False, default=None, repr=False, compare=False)
    _shouting: bool | None = field(init=False, default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        text = self.text  # ASCII text: one C-level scan, no Python char loop
        self.has_digit = (_ASCII_DIGIT.search(text) is not None if text.isascii()
                          else any(c.isdigit() for c in text))

    @property
    def runs(self) -> list[list[Tok]]:
        """Capitalized runs, each a list of pieces (names, connectors, commas), text order."""
        if self._runs is None:
            self._runs = _runs(self.text)
        return self._runs

    @property
    def shouting(self) -> bool:
        """True when most letters are upper case (a heading or title line in capitals), unless
        the sentence is a statement about money or control whose own words are lower case and
        whose names are in capitals (`ZENITH NOVA paid $900 to ORION VERTEX`, `Acme Bank
        controls REDWOOD IRONWOOD`): at least 15% of its words lower case, one of them a verb
        or noun of a relation (`_RELATION_WORD`)."""
        if self._shouting is None:
            head = self.text[:400]
            letters = len(_LETTER.findall(head))
            upper = letters > 0 and len(_UPPER_LETTER.findall(head)) * 2 > letters
            if upper and _RELATION_WORD.search(head):
                words = _WORD.findall(head)
                lower = sum(1 for w in words if w.islower() and len(w) > 1)
                upper = lower * 100 < len(words) * 15
            self._shouting = upper
        return self._shouting


# the lower-case words of a statement about a transfer, ownership or control
_RELATION_WORD = re.compile(r"\b(?:paid|pays|wired|sent|transferred|transfers?|remitted|received|controls|"
                            r"controlled|owns|owned|owner|director|directors)\b")


def _runs(text: str) -> list[list[Tok]]:
    out: list[list[Tok]] = []
    for m in _RUN.finditer(text):
        run = m.group()
        if " " in run or "\t" in run or "," in run:
            at = m.start()
            toks = [Tok(at + s, at + e, t, key) for s, e, t, key in _pieces(run)]
            if "   " in run or "\t" in run:
                toks = _column_parts(toks, out)
            if ". " in run:
                out.extend(_sentence_parts(toks))
            else:
                out.append(toks)
        else:
            out.append([Tok(m.start(), m.end(), run)])
    if "\n" in text and len(out) > 1:
        out = _wrapped(text, out)
    return out


def _column_parts(toks: list[Tok], out: list[list[Tok]]) -> list[Tok]:
    """`toks` cut where a column's gap (three spaces or a tab) parts a label's word from a name in capitals (a
    register's `Presidente Consiglio Amministrazione   BORTOLAMI MASSIMILIANO`): the runs before the last cut
    go to `out`, the rest is returned."""
    start = 0
    for i in range(1, len(toks)):
        before, after = toks[i - 1], toks[i]
        if (after.start - before.end >= 3 and not before.text.isupper() and after.text.isupper()
                and len(after.text) > 1 and before.text != ","):
            out.append(toks[start:i])
            start = i
    return toks[start:]


_WRAP = re.compile(r"[ \t]*\r?\n[ \t]{0,12}")
_PROSE_BEFORE = re.compile(r"[a-z][ \t]+$")  # (a word in lower case right before the run: within a sentence)
_GOES_ON = re.compile(r"[.,]?[ \t]*[^\s]")  # (and the sentence goes on after it on its line, as no form's value does)


def _wrapped(text: str, runs: list[list[Tok]]) -> list[list[Tok]]:
    """`runs` with a firm's name a line's end broke joined again: a run that ends its line, within a
    sentence (a word in lower case before it on its line), its last word no legal form, and the run
    that opens the next line, written in the same case, the sentence going on after it on that line
    (not a form's value alone on its line), whose first words end in a legal form
    (`subsidiary of ORRIN GLOBAL DATA` / `     HOLDINGS, INC.`, `through GOBI` / `     PARDALIS
    RESOURCES LLC`); so an office too (`Chief Financial` / `Officer`)."""
    out = [runs[0]]
    for run in runs[1:]:
        last = out[-1][-1]
        gap = _WRAP.fullmatch(text, last.end, run[0].start)
        if (gap is not None and last.is_name and run[0].is_name and last.text.isupper() == run[0].text.isupper()
                and (any(t.key in LEGAL_SUFFIXES for t in run[1:5])
                     # (an office broken so: `as its Chief Financial` / `     Officer`)
                     or " ".join(t.key for t in (*out[-1][-2:], run[0])) in ALL_ROLES)
                and last.key not in LEGAL_SUFFIXES and _PROSE_BEFORE.search(
                    text, text.rfind("\n", 0, out[-1][0].start) + 1, out[-1][0].start) is not None
                and _GOES_ON.match(text, run[-1].end) is not None):
            out[-1] = [*out[-1], *run]
        else:
            out.append(run)
    return out


# words written with a full stop that a name runs on after (`Bros.`, `Mfg.`, `Intl.`)
_RUN_ON_ABBREVIATIONS = frozenset(("bros", "mfg", "intl", "assn", "dept", "univ", "natl", "govt", "mgmt", "svcs",
                                   "hldgs", "invs", "dev", "eng", "tech", "ind", "inds", "prop", "props"))


def _sentence_parts(toks: list[Tok]) -> list[list[Tok]]:
    """A run split where a word of three letters or more ends with a full stop: a sentence ends
    there, though the text was not split (a chat message is one block: `Kwame Asante-Boakye.
    Volkan you know him?`); not after a legal form, a title or an abbreviation (`Acme Co. Ltd`,
    `Mrs. Jane Roe`, `Bros.`)."""
    parts: list[list[Tok]] = [[]]
    for i, t in enumerate(toks):
        parts[-1].append(t)
        word = t.key
        if (t.text.endswith(".") and i + 1 < len(toks) and len(word) >= 3 and word.replace("-", "").isalpha()
                and word not in LEGAL_SUFFIXES and word not in _RUN_ON_ABBREVIATIONS and word not in PERSON_TITLES
                and not t.text[:-1].isupper()):
            parts.append([])
    return [p for p in parts if p]


@lru_cache(maxsize=1 << 14)
def _pieces(run: str) -> tuple[tuple[int, int, str, tuple[str, bool]], ...]:
    """The pieces of a run (offsets into it) with their `_tok_key`: pure in the run's text,
    and runs repeat (names, headings). `_PIECE` has no anchor or lookaround, so it finds in
    the run alone what it finds in the run's span of the sentence."""
    return tuple((p.start(), p.end(), p.group(), _tok_key(p.group())) for p in _PIECE.finditer(run))


# a run of words in capitals (a name's connectors and capitalized words may follow its first)
# (a word with a full stop ends the run: `… KEISHA ARLENE PRITCHARD. ECHEVERRIA met …`)
_CAPS_RUN = re.compile(rb"(?<![\w'.&/-])[A-Z][A-Z'-]{2,}(?:[ \t]+(?:[A-Z][\w'&-]*|of|de|del|van|von|da)(?![\w'&-]))*")
# a word in capitals right before (`ACCOUNT(S) TO BE OPENED`, `A/L MUNIANDY`; not a title's `Mr. GUREVICH`, nor
# one that ends a sentence: `… SUPPLY, INC. ECHEVERRIA met …`)
_CAPITALIZED_BEFORE = re.compile(rb"[A-Z][A-Z0-9'&()/-]*[ \t]+\Z")


# what only a person does, right after the word (`ECHEVERRIA stated`, `GUREVICH told`, `X was interviewed`): a
# firm's short name pays and owns as a person does, so those verbs say nothing
_PERSON_VERB = re.compile(rb"[ \t]+(?:also[ \t]+|then[ \t]+|later[ \t]+|further[ \t]+)?(?:said|says|told|tells|"
                          rb"stated|states|met|advised|explained|recalled|recalls|denied|denies|admitted|admits|asked|"
                          rb"knew|believed|understood|learned|described|claimed|estimated|complained|indicated|"
                          rb"identified|recognized|recognised|resigned|attended|agreed|testified|declined|acknowledged|"
                          rb"served|resided|lived|has[ \t]+never|had[ \t]+never|is[ \t]+not[ \t]+related|"
                          rb"was[ \t]+(?:employed|interviewed|present|born|married|advised|shown)|"
                          rb"is[ \t]+(?:married|employed)|did[ \t]+not[ \t]+(?:know|recall|see|remember))\b")


# the word defined as a name's short form (`OLEG KUZNETSOV ("KUZNETSOV")`: a person's family name; a firm's is
# its first word or its letters, `("SUNFIELD")`, `("VTS")`)
_DEFINED_BEFORE = re.compile(rb"\([ \t]*(?:\"|\xe2\x80\x9c)\Z")


def lone_caps(text: bytes) -> frozenset[str]:
    """The words in capitals (three letters or more) `text` writes alone, no capitalized word beside them on
    their line, before what only a person does or defined as a name's short form (a person named before in
    full, called by the family name: `ECHEVERRIA met PRITCHARD`, `PRITCHARD told …`, `("KUZNETSOV")`)."""
    return frozenset(m.group().decode("ascii", "replace").casefold().rstrip("'-") for m in _CAPS_RUN.finditer(text)
                     if b" " not in m.group() and b"\t" not in m.group()
                     and (_PERSON_VERB.match(text, m.end()) is not None
                          or _DEFINED_BEFORE.search(text, max(0, m.start() - 6), m.start()) is not None)
                     and _CAPITALIZED_BEFORE.search(text, max(0, m.start() - 40), m.start()) is None)


@dataclass
class DocContext:
    """Per-document memory the rules read and `extract_document` updates in text order."""

    config: Config
    doc_id: str
    # how this document's `03/04/2026` reads: what its own unambiguous dates say (`25/03/2026` is
    # day first), else `config.extract.date_order` (`dates.document_date_order`; "": the config's)
    date_order: str = ""
    # short forms of organizations seen so far: case-folded short → full norm ("" = ambiguous)
    org_short: dict[str, str] = field(default_factory=dict)
    # last names of persons seen so far: case-folded last → gender ("?" = conflicting)
    person_last: dict[str, str] = field(default_factory=dict)
    # given names of persons seen so far: case-folded first → (full norm, gender); norm "" when
    # two persons share it
    person_first: dict[str, tuple[str, str]] = field(default_factory=dict)
    # a person's two initials → (full norm, gender), of the persons named so far by a given and a
    # family name (`Anita Kalnina`: `ak`); norm "" when two persons share them. An interview's
    # record calls its witness so (`AK stated that …`)
    person_initials: dict[str, tuple[str, str]] = field(default_factory=dict)
    # case-folded last name → the norm of the first person named in full with it: who a bare
    # surname is when persons share it (news style names the main one so, the others in full)
    surname_owner: dict[str, tuple[str, str]] = field(default_factory=dict)  # (norm, gender)
    # vessels named so far: name as written → norm (`vessels.remember`)
    vessels: dict[str, str] = field(default_factory=dict)
    last_vessel: tuple[str, str] | None = None  # (name, norm) of the vessel named last: who `the vessel` is
    # defined-term aliases: term → (entity id, type, referent surface, referent norm)
    aliases: dict[str, tuple[str, str, str, str]] = field(default_factory=dict)
    # the forms of `aliases`, found as one alternation of them all would find them (None
    # until a term is bound)
    alias_forms: LiteralSet | None = None
    # case-folded defined terms that name a party by role (`borrower`): not name words
    role_terms: set[str] = field(default_factory=set)
    # case-folded acronyms the document spells out as no party (`REIT`, `FATCA`: `terms.note_acronyms`)
    not_parties: set[str] = field(default_factory=set)
    # (type, surface or given norm) → (norm, entity id): a cache, never read for output order
    ids: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)
    # (type, surface, norm, gender) already remembered: `remember` is idempotent, so a repeat skips it
    remembered: set[tuple[str, str, str, str]] = field(default_factory=set)
    # case-folded words in capitals the document writes alone, no other name's word beside them (`ECHEVERRIA
    # said`, `with GUREVICH, MEHROTRA and …`): how a record in capitals calls a person named before in full
    # (`lone_caps`)
    lone_caps: frozenset[str] = frozenset()

    def identify(self, type_: str, surface: str, norm: str = "") -> tuple[str, str]:
        """(norm, entity id) of a mention of `type_` with this surface (and given norm, if
        any): the norm is `norm` or `norm_name(type_, surface)`; the id is "" when the norm
        is empty (such a mention is dropped). Pure in its arguments; cached per document.

        Rules that make many mentions give them their ids when they make them, so that
        `run_rules` need not copy each chosen `Found` to set its id.
        """
        key = (type_, norm or surface)
        hit = self.ids.get(key)
        if hit is None:
            norm = norm or norm_name(type_, surface)
            hit = self.ids[key] = (norm, entity_id(type_, norm) if norm else "")
        return hit


def any_literal(words: Iterable[str], *, whole: bool = False) -> str:
    """Regex source for "one of `words` here" (plain lower-case literals, use under `(?i)`).

    The words become a trie behind a one-char lookahead, so the stdlib engine skips every
    position that cannot start a word instead of trying each alternative there: same matches
    as `w1|w2|…` for a search, several times faster. With `whole=False` a word that extends
    another is dropped (only whether something matches is asked); with `whole=True` every
    word stays, for patterns that test what follows the word.
    """
    root: dict[str, dict[str, Any]] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        if "" in node and not whole:
            return ""
        parts = [re.escape(ch) + emit(sub) for ch, sub in sorted(node.items()) if ch]
        if "" in node:
            parts.append("")
        if not parts:
            return ""
        return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"

    first = "".join(sorted(root))
    return f"(?=[{re.escape(first)}]){emit(root)}"


def is_suffix(tok: Tok) -> bool:
    return tok.key in LEGAL_SUFFIXES


def split_name_chunks(run: list[Tok]) -> list[list[Tok]]:
    """Runs of consecutive name tokens (connectors and commas split chunks)."""
    chunks: list[list[Tok]] = []
    cur: list[Tok] = []
    for t in run:
        if t.is_name and t.text != ",":
            cur.append(t)
            if t.text.endswith(("'s", "’s")):
                chunks.append(cur)
                cur = []
        elif cur:
            chunks.append(cur)
            cur = []
    if cur:
        chunks.append(cur)
    return chunks


CUED = 0.65  # the confidence of an organization found by its context only (`extract.orgs.cued`)


def tok_end(tok: Tok, text: str) -> int:
    """End of a token without a possessive `'s`, and without a period that ends the text, its
    line (`University of Edinburgh.` above a signature's web address, which the sentence runs on
    to) or, inside a line, the sentence (a chat's `Lario. and don't …`), unless the word is an
    abbreviation (and, inside a line, a legal form: `Sdn. Bhd. paid …`)."""
    end = tok.end
    t = tok.text
    if t.endswith(("'s", "’s")):
        return end - 2
    if t.endswith(".") and (end >= len(text.rstrip()) or (not _abbreviation(t) and (
            _LINE_END.match(text, end) is not None or t[:-1].casefold() not in LEGAL_SUFFIXES))):
        return end - 1
    return end


_LINE_END = re.compile(r"[ \t]*\r?\n|[)\]”\"]")  # (or a closing bracket or quote: `(… Commission.)`)


# abbreviations whose period a sentence may carry on past a line break (`Acme Inc.` / `to …`)
_ABBREVIATIONS = frozenset(("inc", "ltd", "corp", "co", "bros", "jr", "sr", "plc", "llc", "no", "st", "mr", "mrs",
                            "ms", "dr", "prof", "dept", "assn", "intl"))


def _abbreviation(t: str) -> bool:
    """`t` (ending in a period) is an abbreviation: an initial, a dotted one (`U.S.`), or a
    legal form or title."""
    word = t[:-1]
    return len(word) <= 1 or "." in word or word.casefold() in _ABBREVIATIONS
