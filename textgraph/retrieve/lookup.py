"""Find entities by name: an exact alias, then a unique token match, else say what is closest.

Every alias of every member of a SAME_AS cluster (names, surface variants, normalized names)
leads to the cluster's canonical entity. A name that matches several canonical entities is
ambiguous and the caller sees the candidates. A name that matches none is tried as the corpus
may write it (`_rewritings`: without `the`, a title or a ship's prefix, a place without its
country; each also with its accents folded either way, `_ascii_rows`), then as one entity's
name misspelt or with another legal form (`_nearest`, one clear winner only: the guess is said
in `Index.notes`); else the caller gets the closest names (rapidfuzz), never a silent guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from weakref import WeakKeyDictionary

from textgraph.errors import LookupFailed
from textgraph.retrieve.reader import Entity, Index
from textgraph.retrieve.schema import lookup_norm

STOPWORDS = frozenset([
    "a", "about", "above", "after", "against", "all", "also", "am", "an", "and", "any", "are", "as", "at",
    "be", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do",
    "does", "doing", "down", "during", "each", "few", "for", "from", "further", "had", "has", "have",
    "having", "he", "her", "here", "hers", "him", "his", "how", "i", "if", "in", "into", "is", "it", "its",
    "itself", "just", "me", "more", "most", "my", "no", "nor", "not", "now", "of", "off", "on", "once",
    "only", "or", "other", "our", "out", "over", "own", "same", "she", "should", "so", "some", "such",
    "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "those", "through",
    "to", "too", "under", "until", "up", "very", "was", "we", "were", "what", "when", "where", "which",
    "while", "who", "whom", "why", "will", "with", "would", "you", "your", "yes",
])
# Words a question uses around names, never names themselves.
NOT_NAMES = STOPWORDS | frozenset([
    "show", "tell", "list", "give", "find", "named", "called", "name", "anything", "everything", "someone",
    "something", "money", "paid", "pay", "payment", "payments", "transfer", "transferred", "transfers",
    "sent", "send", "wired", "wire", "received", "company", "companies", "person", "people", "entity",
    "entities", "link", "linked", "connected", "connection", "relationship",
    # offices and ties a question asks for ("who is the director of B"), never a name alone
    "director", "directors", "chairman", "chairwoman", "chairperson", "ceo", "cfo", "coo", "owner", "owners",
    "shareholder", "shareholders", "officer", "officers", "secretary", "trustee", "trustees", "employee",
    "employees", "employer", "manager", "controller", "beneficiary", "beneficiaries", "relative", "relatives",
])
# Legal-form words: the same entity is written "Beta Ltd" and "Beta Limited", so each form is
# looked up as its equivalents too; alone, such a word names no entity.
_LEGAL_FORMS: tuple[tuple[str, ...], ...] = (
    ("ltd", "limited"), ("corp", "corporation"), ("inc", "incorporated"), ("co", "company"),
    ("plc", "public limited company"), ("llc", "limited liability company"),
    ("llp", "limited liability partnership"), ("lp", "limited partnership"),
)
_LEGAL_WORDS = frozenset(w for forms in _LEGAL_FORMS for form in forms for w in form.split()) | frozenset(
    ["gmbh", "ag", "sa", "pte", "bv", "nv", "srl", "spa", "holdings", "group"])
_WORD = re.compile(r"\w+(?:[.&'’-]\w+)*", re.UNICODE)
# Entities that are addresses, not names: a word of a name ("Beta") finds them only when the
# user typed something address-like (`_address_like`), so "Beta" is not ambiguous with
# j.roe@beta-ltd.example.
ADDRESS_TYPES = ("Account", "Email", "IPAddress", "Phone", "URL")
_ADDRESS_LIKE = re.compile(r"[@/:+]|\d|www|\w\.[a-z]{2,}\b", re.I)
_POSSESSIVE = re.compile(r"['’]s?$")
_QUOTES = " \t\"'“”‘’«»"
MAX_NGRAM = 6


def resolve(index: Index, name: str) -> Entity:
    """The one canonical entity `name` denotes; LookupFailed if none or several."""
    name = name.strip()
    if name.startswith("ent:"):
        row = index.canonical_row(name)
        if row is not None:
            return index.entity(row)
    # as typed, else as the corpus may write it, accents either way (`Zurich` for its `Zürich`)
    rows = _rows_named(index, name) or _ascii_rows(index, name)
    for other, place in _rewritings(name) if not rows else []:
        rows = _rows_named(index, other) or _ascii_rows(index, other)
        if place and not (len(rows) == 1 and index.entity(rows[0]).type == "Location"):
            rows = []
        if rows:
            break
    if not rows and not _address_like(name):
        near = _near_name(index, name)
        if near is not None:
            entity = index.entity(near)
            index.notes.append(f"no name is {name!r}; taken as the nearest, {_display(entity)}")
            return entity
    if len(rows) == 1:
        return index.entity(rows[0])
    if rows:
        found = _ranked(index, rows)
        listing = "; ".join(_display(e) for e in found[:10])
        more = f"; +{len(found) - 10} more" if len(found) > 10 else ""
        raise NameLookupFailed(f"{name!r} is ambiguous ({len(rows)} entities): {listing}{more}; "
                               "give a fuller name or an id", name, "ambiguous", found)
    closest = closest_entities(index, name)
    hint = f"; closest: {'; '.join(_display(e) for e in closest)}" if closest else ""
    raise NameLookupFailed(f"no entity matches {name!r}{hint}", name, "no match", closest)


def _rows_named(index: Index, name: str) -> list[int]:
    """Canonical rows `name` is an alias of (as written, else without a possessive or quotes),
    else whose one name holds every word of it (`_token_matches`)."""
    norm = lookup_norm(name)
    rows = _exact_rows(index, norm)
    bare = lookup_norm(_POSSESSIVE.sub("", name.strip(_QUOTES)))  # "Acme Corporation's"
    if not rows and bare != norm:
        rows = _exact_rows(index, bare)
    if not rows and bare:
        if _address_like(name):  # "roe@beta-ltd": words split at dots too, addresses included
            rows = _token_matches(index, _address_words(_POSSESSIVE.sub("", name.strip(_QUOTES))), addresses=True)
        else:
            rows = _token_matches(index, bare)
    return rows


# Words before a name that are not the corpus's name: an article, a title, a ship's prefix
# (`the Orion Trust`, `Mrs Roe`, `MT Northern Tern`), as `lookup_norm` writes them
_LEADING = frozenset([
    "the", "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lord", "lady", "madam",
    "mme", "mlle", "herr", "frau", "mt", "mv", "my", "ss", "fv", "m v", "m t",
])


def _rewritings(name: str) -> list[tuple[str, bool]]:
    """Other ways the corpus may write `name`, in the order tried, each with whether it may
    only name a place: without leading articles, titles and ship prefixes; for `A, B` (`London,
    UK`), A alone, a place. Each differs from `name`. (Accents are folded for each by `_ascii_rows`.)"""
    norm = lookup_norm(name)
    words = norm.split()
    while len(words) > 1 and (words[0] in _LEADING or " ".join(words[:2]) in _LEADING):
        words = words[2:] if " ".join(words[:2]) in _LEADING else words[1:]
    ways = [(" ".join(words), False)]
    if "," in name:
        ways.append((lookup_norm(name.split(",", 1)[0]), True))
    return [(way, place) for way, place in ways if way and way != norm]


def _ascii(norm: str) -> str:
    """`norm` in ASCII letters (`zürich` → `zurich`, `ørsted` → `orsted`), as `lookup_norm` writes it."""
    from anyascii import anyascii

    return lookup_norm(str(anyascii(norm)))


def _near_name(index: Index, name: str) -> int | None:
    """The one entity `name` spells but for a letter or two (`Gama Holdings`, `Jon Doe`), or
    names with another legal form or none (`Kestrel Marine Services Private Limited` for
    `… Pte. Ltd.`): `_nearest` as written, else both without legal forms."""
    norm = lookup_norm(_POSSESSIVE.sub("", name.strip(_QUOTES)))
    if len(norm) < 5:
        return None
    row = _nearest(norm, *_alias_lists(index, bare=False))
    if row is None:
        row = _nearest(_bare(norm), *_alias_lists(index, bare=True))
    return row


class NameLookupFailed(LookupFailed):
    """A name that denotes no single entity: `reason` is "ambiguous" (`entities` are the
    candidates, best known first) or "no match" (`entities` are the closest names)."""

    def __init__(self, message: str, name: str, reason: str, entities: list[Entity]) -> None:
        super().__init__(message, tuple(_display(e) for e in entities))
        self.name = name
        self.reason = reason
        self.entities = tuple((e.id, e.name, e.type) for e in entities)


def member_named(index: Index, entity: Entity, name: str) -> Entity:
    """The member of `entity`'s SAME_AS cluster that `name` writes (`resolve` gives the
    cluster's canonical entity): the one whose id it is, else whose own name it is, else one
    of whose aliases or normalized name it is (legal form either way, possessive and quotes
    dropped); the canonical entity when no member is written so. Members are tried in
    `Index.members` order (canonical first, then by id)."""
    name = name.strip()
    members = index.members(entity.row)
    for m in members:
        if m.id == name:
            return m
    norm = lookup_norm(name)
    bare = lookup_norm(_POSSESSIVE.sub("", name.strip(_QUOTES)))
    written = {norm, bare} - {""}
    for wanted in (written, {v for w in written for v in legal_variants(w)}):  # as written first
        for own in (True, False):
            for m in members:
                props = m.body.get("props", {})
                forms = [m.name] if own else [*_strings(props.get("aliases")), str(props.get("norm") or "")]
                if wanted & {lookup_norm(f) for f in forms}:
                    return m
    return entity


def _strings(value: object) -> list[str]:
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return [value] if isinstance(value, str) else []


def _exact_rows(index: Index, norm: str) -> list[int]:
    """Canonical rows having `norm`, or else one of its legal-form variants, as an alias."""
    rows = [r[0] for r in index.rows("SELECT DISTINCT ent FROM alias WHERE norm = ? ORDER BY ent", norm)]
    if rows or not norm:
        return rows
    found = _alias_rows(index, legal_variants(norm))
    return sorted({row for hits in found.values() for row in hits})


def legal_variants(norm: str) -> list[str]:
    """`norm` with its trailing legal form written as each equivalent form ("beta limited" ->
    ["beta ltd"]); empty when it ends in none or is nothing but one. Sorted."""
    tokens = norm.split()
    ends = [(len(form.split()), form, forms) for forms in _LEGAL_FORMS for form in forms
            if len(tokens) > len(form.split()) and tokens[-len(form.split()):] == form.split()]
    if not ends:
        return []
    size, form, forms = max(ends)  # the longest form written: "public limited company", not "company"
    return sorted(" ".join([*tokens[:-size], other]) for other in forms if other != form)


def _address_like(text: str) -> bool:
    """Whether `text` could be (part of) an address: an `@`, `/`, `:`, `+`, a digit, `www` or a
    dotted domain ("beta-ltd.example"); "J. Doe" and "Acme Corp." are not."""
    return bool(_ADDRESS_LIKE.search(text))


def _address_words(text: str) -> str:
    """`lookup_norm` with dots separating words, as the full-text index splits an address
    ("j.roe@beta-ltd.example" -> "j roe beta ltd example")."""
    return lookup_norm(text.replace(".", " "))


def _word_rows(index: Index, query: str, limit: int, addresses: bool) -> list[int]:
    """Canonical rows whose names match the FTS5 `query`, by row, at most `limit`; address
    entities (`ADDRESS_TYPES`) only when `addresses`."""
    if addresses:
        sql = "SELECT rowid FROM ent_fts WHERE ent_fts MATCH ? ORDER BY rowid LIMIT ?"
        return [r[0] for r in index.rows(sql, query, limit)]
    sql = (f"SELECT f.rowid FROM ent_fts f JOIN ent e ON e.rowid = f.rowid WHERE ent_fts MATCH ? "
           f"AND e.type NOT IN ({','.join('?' * len(ADDRESS_TYPES))}) ORDER BY f.rowid LIMIT ?")
    return [r[0] for r in index.rows(sql, query, *ADDRESS_TYPES, limit)]


def _token_matches(index: Index, norm: str, addresses: bool = False) -> list[int]:
    """Canonical entities having one name that holds every token of `norm`; a prefix match
    wins. Addresses are candidates only when `addresses` (the name typed looks like one; `norm`
    and the names are then split at dots, `_address_words`)."""
    tokens = norm.split()
    query = " ".join(f'"{t}"' for t in tokens)
    rows = _word_rows(index, query, 200, addresses)
    hits: list[int] = []
    prefix: list[int] = []
    words = _address_words if addresses else lookup_norm
    for row in rows:
        stored = index.rows("SELECT names FROM ent_fts WHERE rowid = ?", row)[0][0]
        names = [words(n) for n in stored.split(" | ")]
        holding = [n for n in names if set(tokens) <= set(n.split())]
        if holding:
            hits.append(row)
            if any(n.split()[:len(tokens)] == tokens for n in holding):
                prefix.append(row)
    return prefix if len(prefix) == 1 else hits


def _ranked(index: Index, rows: list[int]) -> list[Entity]:
    entities = [index.entity(r) for r in rows]
    return sorted(entities, key=lambda e: (e.rank if e.rank > 0 else 1 << 30, -e.mentions, e.name, e.id))


def _display(entity: Entity) -> str:
    return f"{entity.name} ({entity.type or 'entity'}, {entity.id})"


def suggestions(index: Index, name: str, limit: int = 5) -> list[str]:
    """The closest entity names to `name` as `name (type, id)`, best first (`closest_entities`)."""
    return [_display(e) for e in closest_entities(index, name, limit)]


def closest_entities(index: Index, name: str, limit: int = 5) -> list[Entity]:
    """The canonical entities whose names are closest to `name` (rapidfuzz WRatio over every
    alias), best first, each once; ties by name and row. A name is close only if it is nearly
    `name` (ratio ≥ 80) or shares a word with it, one not a stopword nor a legal form, spelt
    the same but for a letter or so: `Orion Shipping` is near `Orion Trust`, `Mr Smith` near
    no one (WRatio alone ranks `Mr Whitcombe` and `US` close to it)."""
    from rapidfuzz import fuzz, process

    norms, rows = _alias_lists(index, bare=False)
    if not norms:
        return []
    norm = lookup_norm(name)
    words = [w for w in norm.split() if len(w) >= 3 and w not in STOPWORDS and w not in _FORM_WORDS]
    scored = process.extract(norm, norms, scorer=fuzz.WRatio, limit=limit * 8)
    best: dict[int, float] = {}
    for alias, score, i in scored:
        if fuzz.ratio(norm, alias) < 80 and not any(fuzz.ratio(w, other) >= 80 for w in words
                                                    for other in alias.split() if len(other) >= 3):
            continue
        row = rows[i]
        best[row] = max(best.get(row, 0.0), float(score))
    ranked = sorted(best.items(), key=lambda kv: (-round(kv[1], 6), index.entity(kv[0]).name, kv[0]))
    return [index.entity(row) for row, _ in ranked[:limit]]


def entities_in_text(index: Index, text: str) -> list[tuple[int, float]]:
    """Canonical entities a question names, with weights, sorted by row.

    Longest alias n-grams first, left to right, without overlap (weight 1 each; a legal form
    may be written out or abbreviated: "Beta Limited" names "Beta Ltd"); then a remaining
    capitalized word, not a legal form, that names at most three entities (weight 0.5, shared).
    """
    return span_weights(named_spans(index, text))


def span_weights(spans: list[tuple[int, int, int, float]]) -> list[tuple[int, float]]:
    """(row, summed weight) of the names `named_spans` found, sorted by row."""
    weights: dict[int, float] = {}
    for row, _, _, weight in spans:
        weights[row] = weights.get(row, 0.0) + weight
    return sorted(weights.items())


def question_words(text: str) -> list[str]:
    """The words of `text` as names are looked up in it (possessive `'s` dropped)."""
    return [_POSSESSIVE.sub("", m.group()) for m in _WORD.finditer(text)]


def possessive_words(text: str) -> frozenset[int]:
    """The numbers (as `question_words` gives them) of the words of `text` that end in a
    possessive (`Acme's`, `Acme’s`): "who is Acme's owner" names the owned, not the owner."""
    return frozenset(i for i, m in enumerate(_WORD.finditer(text)) if _POSSESSIVE.search(m.group()))


def without_words(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with the words `question_words` numbers i … j - 1, for each (i, j) of `spans`,
    blanked out (same length): a question's wording without the names it gives, so a word
    inside a name (`Cobalt Yukon Fund`, `Control Risks`) is not read as what it asks."""
    if not spans:
        return text
    found = [m.span() for m in _WORD.finditer(text)]
    out = list(text)
    for i, j in spans:
        for start, end in found[i:j]:
            out[start:end] = " " * (end - start)
    return "".join(out)


def named_spans(index: Index, text: str) -> list[tuple[int, int, int, float]]:
    """(canonical row, first word, end word, weight) of every name found in `text`, over
    `question_words(text)`, in the order `entities_in_text` describes."""
    words = question_words(text)
    norms = [lookup_norm(w) for w in words]
    grams: dict[tuple[int, int], str] = {}
    for i in range(len(words)):
        for n in range(1, MAX_NGRAM + 1):
            if i + n <= len(words):
                gram = " ".join(x for x in norms[i:i + n] if x)
                if gram and not (n == 1 and (gram in NOT_NAMES or len(gram) < 2)):
                    grams[(i, n)] = gram
    # (a firm written without its legal form is looked up by a capitalized name's words only)
    named = {g for (i, n), g in grams.items() if n >= 2 and words[i][:1].isupper() and words[i + n - 1][:1].isupper()
             and norms[i] not in NOT_NAMES}
    known = _known_grams(index, sorted(set(grams.values())), named)
    spans: list[tuple[int, int, int, float]] = []
    used = [False] * len(words)
    for n in range(MAX_NGRAM, 0, -1):
        for i in range(len(words)):
            key = grams.get((i, n))
            if key is None or key not in known or any(used[i:i + n]):
                continue
            spans += [(row, i, i + n, 1.0 / len(known[key])) for row in known[key]]
            used[i:i + n] = [True] * n
    for start, end, row in _misspelt(index, words, norms, used, possessive_words(text)):
        spans = [s for s in spans if s[2] <= start or s[1] >= end] + [(row, start, end, FUZZY_WEIGHT)]
        used[start:end] = [True] * (end - start)
    for i, word in enumerate(words):
        if (used[i] or not word[:1].isupper() or norms[i] in NOT_NAMES or norms[i] in _LEGAL_WORDS
                or len(norms[i]) < 3):
            continue
        rows = _word_rows(index, f'"{norms[i]}"', 4, _address_like(word))
        if 0 < len(rows) <= 3:
            spans += [(row, i, i + 1, 0.5 / len(rows)) for row in rows]
    return spans


FUZZY_WEIGHT = 0.8  # a name found despite a misspelling: a seed, a little weaker than one written right
_FUZZY_CUTOFF = 88.0  # rapidfuzz ratio (0-100) of the run to an alias: one or two letters wrong in a name
_FUZZY_MARGIN = 4.0  # the best entity must lead every other by this much, else the run names no one


def _misspelt(index: Index, words: list[str], norms: list[str], used: list[bool],
              possessive: Set[int] = frozenset()) -> list[tuple[int, int, int]]:
    """(first word, end word, canonical row) of each run of two or more capitalized words that
    holds a word no name took (`Gamma Holdins`, `Onyx Ttan Inc`) and is, as a whole, one
    entity's alias but for a letter or two (rapidfuzz ratio ≥ `_FUZZY_CUTOFF`, ahead of any other
    entity by `_FUZZY_MARGIN`). A run spelt right was found already; a run near two names is left;
    a possessive ends a run (`Helix Holdings Ltd's UBO`: the name is before it)."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        j = i
        while j < len(words) and words[j][:1].isupper() and norms[j] and norms[j] not in NOT_NAMES:
            j += 1
            if j - 1 in possessive:
                break
        if j - i >= 2 and any(not used[k] and norms[k] not in _FORM_WORDS and len(norms[k]) >= 3 for k in range(i, j)):
            runs.append((i, min(j, i + MAX_NGRAM)))
        i = max(j, i + 1)
    if not runs:
        return []
    found: list[tuple[int, int, int]] = []
    for start, end in runs:
        gram = " ".join(norms[start:end])
        if len(gram) < 6:
            continue
        # as written (`Znith Nova Inc` is the Inc, not the LLC), else without legal forms on
        # either side (`Helix Holdins` for Helix Holdings Ltd)
        row = _nearest(gram, *_alias_lists(index, bare=False))
        if row is None:
            row = _nearest(_bare(gram), *_alias_lists(index, bare=True))
        if row is not None:
            found.append((start, end, row))
    return found


class _Aliases:
    """Every alias norm of an open index with its canonical entity row, sorted, read once: the
    fuzzy lookups' choices as written and without trailing legal forms (`_bare`), and the rows by
    each alias's ASCII form (`_ascii`), each made when first asked for."""

    def __init__(self, index: Index) -> None:
        pairs = index.rows("SELECT norm, ent FROM alias ORDER BY norm, ent")
        self.written = ([str(n) for n, _ in pairs], [int(e) for _, e in pairs])
        self._bare: tuple[list[str], list[int]] | None = None
        self._by_ascii: dict[str, list[int]] | None = None

    def bare(self) -> tuple[list[str], list[int]]:
        if self._bare is None:
            self._bare = ([_bare(n) for n in self.written[0]], self.written[1])
        return self._bare

    def by_ascii(self) -> dict[str, list[int]]:
        if self._by_ascii is None:
            table: dict[str, list[int]] = {}
            for norm, row in zip(*self.written, strict=True):
                rows = table.setdefault(_ascii(norm) if not norm.isascii() else norm, [])
                if row not in rows:
                    rows.append(row)
            self._by_ascii = table
        return self._by_ascii


_ALIASES: WeakKeyDictionary[Index, _Aliases] = WeakKeyDictionary()


def _aliases(index: Index) -> _Aliases:
    if index not in _ALIASES:
        _ALIASES[index] = _Aliases(index)
    return _ALIASES[index]


def _alias_lists(index: Index, bare: bool) -> tuple[list[str], list[int]]:
    """Every alias norm of the index and its canonical entity row, sorted, as written or without
    trailing legal forms (`_bare`): the fuzzy lookups' choices, read once per open index."""
    return _aliases(index).bare() if bare else _aliases(index).written


def _ascii_rows(index: Index, name: str) -> list[int]:
    """Canonical rows of the aliases whose ASCII form is `name`'s (`Zürich` or `Zurich` for a
    corpus's `Zürich` or `Zurich`)."""
    return sorted(_aliases(index).by_ascii().get(_ascii(lookup_norm(name)), []))


def _bare(norm: str) -> str:
    """`norm` without the legal-form words that end it (`helix holdings ltd` → `helix holdings`;
    `holdings` and `group` are words of the name here)."""
    words = norm.split()
    while len(words) > 1 and words[-1] in _FORM_WORDS and words[-1] not in ("holdings", "group"):
        words.pop()
    return " ".join(words)


def _nearest(gram: str, norms: list[str], rows: list[int]) -> int | None:
    """The one entity row whose alias `gram` nearly spells (`_FUZZY_CUTOFF`, `_FUZZY_MARGIN`), or None.
    Each word of `gram` must be near a word of the alias too: `gama holdings` is as near `agm
    holdings` as a whole, but `gama` is no misspelling of `agm`."""
    from rapidfuzz import fuzz, process

    best: dict[int, float] = {}
    for alias, score, at in process.extract(gram, norms, scorer=fuzz.ratio, limit=10,
                                            score_cutoff=_FUZZY_CUTOFF - _FUZZY_MARGIN):
        if _words_near(gram, alias):
            best[rows[at]] = max(best.get(rows[at], 0.0), float(score))
    ranked = sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))
    if ranked and ranked[0][1] >= _FUZZY_CUTOFF and (len(ranked) == 1 or ranked[0][1] - ranked[1][1] >= _FUZZY_MARGIN):
        return ranked[0][0]
    return None


def _words_near(typed: str, alias: str) -> bool:
    """Whether every word of `typed` of three letters or more is, but for a letter or so, a word
    of `alias` (rapidfuzz ratio ≥ 75: `jon`/`john`, `kellar`/`keller`, `harbour`/`harbor`)."""
    from rapidfuzz import fuzz

    words = alias.split()
    return all(any(fuzz.ratio(w, other) >= 75 for other in words) for w in typed.split() if len(w) >= 3)


# The legal forms a question may leave off a firm's name (`Halvorsen Shipping` for `Halvorsen
# Shipping ASA`), as `lookup_norm` writes them (a list of its own: the extractor's
# `lexicon.LEGAL_SUFFIXES` would load the whole extractor package on every query)
_FORM_WORDS = _LEGAL_WORDS | frozenset([
    "llp", "lp", "as", "asa", "ab", "oy", "oyj", "aps", "sarl", "sas", "sl", "srl", "kft", "zrt", "fze", "fzco",
    "jsc", "pjsc", "ojsc", "bhd", "sdn", "pty", "kk", "kg", "se", "sro", "doo", "dd", "ad", "uab", "sia", "ou",
    "ltda", "lda", "de", "cv", "sab", "sal", "wll", "tbk", "cjsc", "eood", "ood", "ehf", "hf", "oü", "private",
])


def _known_grams(index: Index, grams: list[str], named: Set[str] = frozenset()) -> dict[str, list[int]]:
    """Gram -> canonical rows of the alias it is, or else of its legal-form variants, or else
    (a gram of `named`) of the aliases that are the gram and a legal form after it."""
    known = _alias_rows(index, grams)
    variants = {g: legal_variants(g) for g in grams if g not in known}
    found = _alias_rows(index, sorted({v for vs in variants.values() for v in vs}))
    for gram, vs in variants.items():
        rows = sorted({row for v in vs for row in found.get(v, [])})
        if rows:
            known[gram] = rows
    for gram in sorted(named):
        if gram in known:
            continue
        lo = gram + " "
        rows = sorted({ent for norm, ent in index.rows("SELECT norm, ent FROM alias WHERE norm > ? AND norm < ? "
                                                       "ORDER BY norm, ent", lo, lo + "\U0010ffff")
                       if set(norm[len(lo):].split()) <= _FORM_WORDS})
        if rows:
            known[gram] = rows
    return known


def _alias_rows(index: Index, grams: list[str]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i in range(0, len(grams), 400):
        chunk = grams[i:i + 400]
        marks = ",".join("?" * len(chunk))
        for norm, row in index.rows(f"SELECT DISTINCT norm, ent FROM alias WHERE norm IN ({marks}) "
                                    "ORDER BY norm, ent", *chunk):
            out.setdefault(norm, []).append(row)
    return out
