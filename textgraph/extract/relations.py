"""Relation mentions: run the pattern tables over a sentence template and read each match's
endpoints, amount, date, accounts, percentage, role, polarity and modality.

Returns values only. A relation whose endpoint came through coreference is `inferred`; a
relation never joins an entity to itself; one sentence states each (predicate, subject,
object, polarity) once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from textgraph.canonical import round_float
from textgraph.extract import modality as mod
from textgraph.extract.base import Found
from textgraph.extract.lexicon import OFFICER_ROLES
from textgraph.extract.patterns import FAMILIES, NOUN_PHRASE_RULES, POSSESSIVE_RULES
from textgraph.extract.template import PARTY, Item, Template, placeholders
from textgraph.model import Props, PropValue, prop, props

_OFFICER = re.compile(
    r"\b(?:" + "|".join(sorted((re.escape(r) for r in OFFICER_ROLES), key=lambda r: (-len(r), r))) + r")\b")
_CONJ_LEFT = re.compile(rf"({PARTY})\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)$")
_BEFORE_MONEY_BAD = re.compile(r"(?:\bnot|\bthan|\binstead\s+of|\bas|\bnor|\bfrom)\s*$", re.IGNORECASE)
_AGGREGATE = re.compile(r"(?i)\b(?:in\s+total|in\s+aggregate|altogether|a\s+total\s+of|combined|totall?ing)\b")
_EACH = re.compile(r"\b(?:each|both|respectively)\b", re.IGNORECASE)
_CORRECTED_DATE = re.compile(
    r"(?i)(?:correct(?:ion|ed)|revis(?:ion|ed)|restate(?:ment|d)|amend(?:ment|ed))\b[^\ue000.;]{0,25}?(\ue000D\d{1,4}\ue001)"
    r"|(\ue000D\d{1,4}\ue001)[^\ue000.;]{0,12}?\ba\s+correction"
)


@dataclass(frozen=True, slots=True)
class Relation:
    predicate: str
    subject: Found
    object: Found
    inferred: bool
    confidence: float
    polarity: str
    modality: str
    props: Props
    rule: str


def role_predicate(role: str) -> str:
    """DIRECTOR_OF, OFFICER_OF, OWNS, ASSOCIATED_WITH or EMPLOYED_BY for a role phrase."""
    r = " ".join(role.casefold().replace(",", " ").split())
    if "director" in r:
        return "DIRECTOR_OF"
    if "shareholder" in r:
        return "OWNS"
    if "trustee" in r:
        return "CONTROLS"
    return "OFFICER_OF" if _OFFICER.search(r.rstrip("s")) or _OFFICER.search(r) else "EMPLOYED_BY"


def _pick(item: Item, other: Item | None) -> Found | None:
    """The mention an item stands for: itself, or its first antecedent unlike `other`."""
    if not item.anaphor:
        return item.found
    avoid = {other.found.entity} if other is not None and not other.anaphor else set()
    for cand in item.candidates:
        if cand.entity not in avoid:
            return cand
    return None


_APPROX = re.compile(r"(?i)\b(?:roughly|approximately|approx\.?|about|around|nearly|almost|some|circa|c\.|"
                     r"(?:a\s+little|just|well|slightly)\s+(?:over|under)|in\s+excess\s+of|more\s+than|"
                     r"less\s+than|over|up\s+to)\s*[\"“]?\s*$")


def _money(t: Template, m: re.Match[str], lo: int, hi: int) -> tuple[Found | None, Found | None, bool]:
    """(the amount of the match, an amount it says is wrong: `…, not $2,000,000`, whether
    the amount is stated as approximate: `roughly 2 million dollars`)."""
    text = t.text
    chosen: Found | None = None
    approx = False
    for ph in placeholders(text[m.start():hi], "M"):
        start = m.start() + ph.start()
        if start >= m.end() and (start - m.end() > 45 or re.search(r"\ue000[OP]", text[m.end():start])):
            break
        if _BEFORE_MONEY_BAD.search(text[max(lo, start - 14):start]):
            continue
        chosen = t.items[int(ph.group(2))].found
        approx = _APPROX.search(text, max(0, start - 25), start) is not None
        break
    wrong: Found | None = None
    for ph in placeholders(text[lo:hi], "M"):
        start = lo + ph.start()
        if re.search(r"\bnot\s*$", text[max(lo, start - 6):start], re.IGNORECASE):
            wrong = t.items[int(ph.group(2))].found
    return chosen, wrong, approx


def dates(t: Template) -> tuple[str, str]:
    """(event date, correction date) of a sentence: first day-precision dates by role."""
    corrected = set()
    for m in _CORRECTED_DATE.finditer(t.text):
        corrected.add(m.group(1) or m.group(2))
    event = fixed = ""
    for ph in placeholders(t.text, "D"):
        found = t.items[int(ph.group(2))].found
        iso = str(prop(found.props, "iso") or "")
        if len(iso) != 10:
            continue
        if ph.group() in corrected:
            fixed = fixed or iso
        else:
            event = event or iso
    return event, fixed


def _accounts(t: Template, m: re.Match[str], lo: int, hi: int) -> tuple[str | None, str | None]:
    src = dst = None
    b_end = m.end("b") if m.group("b") else m.end()
    for ph in placeholders(t.text[lo:hi], "A"):
        start = lo + ph.start()
        found = t.items[int(ph.group(2))].found
        if re.search(r"\bfrom\b[^\ue000]{0,30}$", t.text[max(lo, start - 40):start], re.IGNORECASE):
            src = src or found.norm
        elif start >= b_end:
            dst = dst or found.norm
    return src, dst


def _percentage(m: re.Match[str]) -> float | None:
    groups = m.groupdict()
    raw = groups.get("pct") or groups.get("pct2")
    if raw:
        return round_float(float(re.match(r"[\d.]+", raw).group()))  # type: ignore[union-attr]
    if groups.get("all"):
        return 100.0
    return None


def _conjuncts(t: Template, start: int, lo: int) -> list[Item]:
    """Items coordinated before the subject at `start` (`A and B each paid …`), clause-initial only."""
    out: list[Item] = []
    pos = start
    for _ in range(6):
        c = _CONJ_LEFT.search(t.text, max(0, pos - 40), pos)
        if not c:
            break
        out.append(t.item(c.group(1)))
        pos = c.start()
    if out and re.search(r"\ue000[OP]", t.text[lo:pos]):
        return []
    return out


def _endpoints(t: Template, m: re.Match[str], last_owned: Item | None) -> tuple[Item, Item] | None:
    a = t.item(m.group("a"))
    b_ph = m.groupdict().get("b")
    if b_ph:
        return a, t.item(b_ph)
    return (a, last_owned) if last_owned is not None else None


def _props(predicate: str, t: Template, m: re.Match[str], lo: int, hi: int,
           event: str, fixed: str) -> dict[str, PropValue | None]:
    values: dict[str, PropValue | None] = {}
    if predicate == "TRANSFERRED":
        money, wrong, approx = _money(t, m, lo, hi)
        if money is not None:
            values["approximate"] = True if approx else None
            values["amount_minor"] = prop(money.props, "amount_minor")
            values["currency"] = prop(money.props, "currency")
        if wrong is not None and wrong is not money:
            values["corrects_amount_minor"] = prop(wrong.props, "amount_minor")
            values["correction"] = True  # "…, not $4.5m" corrects an amount stated elsewhere
        if _AGGREGATE.search(t.text, lo, hi):
            values["aggregate"] = True
        values["date"] = event or None
        values["from_account"], values["to_account"] = _accounts(t, m, lo, hi)
    if predicate in ("OWNS", "BENEFICIAL_OWNER_OF"):
        values["percentage"] = _percentage(m)
    if fixed:
        values["corrected_on"] = fixed
    return values


_RELATIVE = re.compile(
    r"\b(?:who|which|whom|whose)\b|\bthat\s+(?:the|a|an|is|was|are|were|has|had|it|he|she|they|we)\b", re.IGNORECASE)
# A "sentence" longer than this is a table dump or garbage: its mentions count, its relations
# are not read (bounded work per sentence whatever the input).
MAX_CHARS = 5000
_ENDPOINT_TYPES = frozenset(("Organization", "Person", "Location"))
_AND_ONLY = re.compile(r"\s*,?\s*and\s+(?:also\s+|then\s+)?")
_AND_VERB = re.compile(r"\s*,?\s+(?:and|as\s+well\s+as)\s+(?:also\s+)?(?=[a-z])")
_AND_NOUN = re.compile(r"(?:a|an|the|its|their|his|her)\s")


def find(t: Template, sentence_text: str) -> list[Relation]:
    """Relation mentions of one sentence template, in pattern-table then text order.

    A verb phrase coordinated after a match (`A owns 80% of B and controls it`) is read
    again with the match's subject in front of it.
    """
    if len(t.text) > MAX_CHARS or (sum(1 for it in t.items if it.found.type in _ENDPOINT_TYPES) < 2
                                   and not any(it.anaphor for it in t.items)):
        return []
    state = _State(t=t, event=dates(t), correction=mod.is_correction(sentence_text))
    for trigger, family in FAMILIES:
        if trigger.search(t.text):
            for name, predicate, pattern, confidence in family:
                for m in pattern.finditer(t.text):
                    state.add(name, predicate, m, m.string, confidence)
    for subject_ph, rest in state.coordinated:
        virtual = f"{subject_ph} {rest}"
        for trigger, family in FAMILIES:
            if not trigger.search(virtual):
                continue
            for name, predicate, pattern, confidence in family:
                vm = pattern.match(virtual)
                if vm is not None and vm.group("a") == subject_ph:
                    state.add(name, predicate, vm, virtual, confidence, coordinated=True)
    return state.out


@dataclass
class _State:
    t: Template
    event: tuple[str, str]
    correction: bool
    out: list[Relation] = field(default_factory=list)
    seen: set[tuple[str, str, str, str]] = field(default_factory=set)
    last_owned: Item | None = None
    coordinated: list[tuple[str, str]] = field(default_factory=list)

    def add(self, name: str, predicate: str, m: re.Match[str], text: str, confidence: float,
            coordinated: bool = False) -> None:
        t = self.t if text is self.t.text else Template(text=text, items=self.t.items)
        ends = _endpoints(t, m, self.last_owned)
        if ends is None:
            return
        groups = m.groupdict()
        pred = role_predicate(groups.get("role") or "") if predicate == "ROLE" else predicate
        if groups.get("ben") or (pred == "OWNS" and "beneficial" in m.group().casefold()):
            pred = "BENEFICIAL_OWNER_OF"
        lo, hi = mod.clause(text, m.start(), m.end())
        if _AND_ONLY.fullmatch(groups.get("pre") or "-") or _RELATIVE.search(groups.get("pre") or ""):
            return  # "A owns B and controls C": B is not the subject (the coordination pass reads it)
        subjects = [ends[0]]
        if name != "pair_related" and not coordinated and m.start("a") == m.start():
            subjects += _conjuncts(t, m.start("a"), lo)
        values = _props(pred, t, m, lo, hi, *self.event)
        if len(subjects) > 1 and pred == "TRANSFERRED" and not _EACH.search(groups.get("pre") or ""):
            values["joint"] = True
        if groups.get("role"):
            values["role"] = " ".join(groups["role"].casefold().split())
        if self.correction:
            values["correction"] = True
        local = name in NOUN_PHRASE_RULES
        polarity = mod.polarity(text, m.start(), m.end(), local, lo)
        modality = "hedged" if values.get("approximate") else mod.modality(text, m.start(), m.end(), local, (lo, hi))
        preds = [pred]
        if groups.get("and2") and role_predicate(groups["and2"]) not in (pred, "EMPLOYED_BY"):
            preds.append(role_predicate(groups["and2"]))  # "a nominee director and nominee shareholder of"
        for subj_item, pred in ((s, p) for s in subjects for p in preds):
            rel = _relation(name, pred, subj_item, ends[1], confidence, polarity, modality, values)
            if rel is None:
                continue
            key = (rel.predicate, rel.subject.entity, rel.object.entity, rel.polarity)
            if key in self.seen:
                continue
            self.seen.add(key)
            self.out.append(rel)
            if rel.predicate == "OWNS":
                self.last_owned = ends[1]
        if not coordinated and groups.get("b") and m.end("b") == m.end():
            follow = _AND_VERB.match(text, m.end())
            if follow:
                rest = text[follow.end():follow.end() + 300]
                # "a director of A and its CFO": a second role of the same subject
                verb = "is " if _AND_NOUN.match(rest) else ""
                self.coordinated.append((m.group("a"), verb + rest))


_PARTY_TYPES = frozenset(("Organization", "Person"))


def _relation(rule: str, pred: str, a: Item, b: Item, confidence: float, polarity: str, modality: str,
              values: dict[str, PropValue | None]) -> Relation | None:
    if rule not in POSSESSIVE_RULES and any(
            i.anaphor and i.found.surface.casefold() in ("its", "his", "her") for i in (a, b)):
        return None
    subj = _pick(a, b)
    obj = _pick(b, a)
    if subj is None or obj is None or subj.entity == obj.entity:
        return None
    if pred == "EMPLOYED_BY" and subj.type != "Person":
        return None
    if pred in ("DIRECTOR_OF", "OFFICER_OF") and (obj.type != "Organization" or subj.type not in _PARTY_TYPES):
        return None
    if rule == "place_in_place" and (prop(subj.props, "kind") != "city"
                                     or prop(obj.props, "kind") not in ("country", "us_state")):
        return None
    inferred = a.anaphor or b.anaphor
    conf = confidence * (0.75 if inferred else 1.0) * min(subj.confidence, obj.confidence, 1.0) ** 0.5
    return Relation(predicate=pred, subject=subj, object=obj, inferred=inferred, confidence=round_float(conf),
                    polarity=polarity, modality=modality, props=props(**values), rule=rule)
