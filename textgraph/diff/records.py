"""Node and edge matches turned into changes, each with the documents that caused it."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

from textgraph.diff.groups import is_metric
from textgraph.diff.match import EdgeMatch, NodeMatch, Rec, node_body
from textgraph.diff.tree import Change, Detail, flat_diff, plain, short
from textgraph.diff.view import GraphView


def _cite_text(c: Mapping[str, Any], view: GraphView) -> str:
    return f"{view.dkey(c['doc'])}:{c['start']}-{c['end']}"


class RecordChanges:
    """Turns node and edge matches into changes; remembers which nodes changed evidence touched."""

    def __init__(self, a: GraphView, b: GraphView, changed_docs: set[str],
                 globals_: tuple[str, ...]) -> None:
        self.a, self.b = a, b
        self.changed_docs = changed_docs
        self.globals = globals_
        self.touched: dict[str, set[str]] = defaultdict(set)  # node id -> cause documents
        self.text: dict[str, Counter[str]] = defaultdict(Counter)  # document -> text changes
        self.skip_text: set[str] = set()  # documents added or removed: their text is implied

    def causes(self, docs: Iterable[str]) -> tuple[str, ...]:
        found = set(docs)
        if not found & self.changed_docs:
            found |= set(self.globals)
        return tuple(sorted(found))

    def _touch(self, e: Rec, docs: Iterable[str]) -> None:
        docs = set(docs)
        self.touched[e["source"]] |= docs
        self.touched[e["target"]] |= docs

    def section_of(self, v: GraphView, e: Rec) -> str:
        if e["type"] == "SAME_AS":
            return "same_as"
        if e.get("tag") == "STRUCTURAL":
            return "text"
        src, tgt = v.nodes.get(e["source"], {}), v.nodes.get(e["target"], {})
        kinds = {src.get("kind"), tgt.get("kind")}
        if "entity" in kinds and (v.is_text(e["source"]) or v.is_text(e["target"])):
            return "mentions"
        return "claims" if "claim" in kinds else "edges"

    def label(self, v: GraphView, e: Rec) -> str:
        p = e.get("props") or {}
        extra = ", ".join(f"{k}={short(p[k], 40)}" for k in sorted(p)
                          if not (isinstance(p[k], str) and (p[k] in v.nodes or p[k] in v.doc_key)))
        text = f"{e['type']} {v.label(e['source'])} → {v.label(e['target'])}"
        return f"{text} [{extra}]" if extra else text

    def key(self, v: GraphView, e: Rec) -> str:
        return f"{e['type']}:{v.ref(e['source'])}->{v.ref(e['target'])}"

    def edge_changes(self, m: EdgeMatch) -> list[Change]:
        out: list[Change] = []
        text = self.text
        mentions: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
        mention_docs: dict[tuple[str, str], set[str]] = defaultdict(set)
        shifted: Counter[str] = Counter()
        for x, y in m.same:
            spans_a = [(self.a.dkey(c["doc"]), c["start"], c["end"]) for c in x["citations"]]
            spans_b = [(self.b.dkey(c["doc"]), c["start"], c["end"]) for c in y["citations"]]
            if spans_a != spans_b:
                for c in y["citations"]:
                    shifted[self.b.dkey(c["doc"])] += 1
        for op, v, e in [*(("added", self.b, e) for e in m.added), *(("removed", self.a, e) for e in m.removed)]:
            docs = v.cause_docs([e])
            self._touch(e, docs)
            section = self.section_of(v, e)
            if section == "text":
                for d in docs:
                    text[d][f"structural edges {op}"] += 1
            elif section == "mentions":
                ent = e["target"] if v.nodes.get(e["target"], {}).get("kind") == "entity" else e["source"]
                mentions[(ent, e["type"])][op] += 1
                mention_docs[(ent, e["type"])] |= docs
            else:
                out.append(Change(section=section, op=op, key=self.key(v, e), label=self.label(v, e),
                                  causes=self.causes(docs), **{"a" if op == "removed" else "b": e["id"]}))
        for x, y in [*m.recited, *m.changed]:
            section = self.section_of(self.b, y)
            docs = self.a.cause_docs([x]) | self.b.cause_docs([y])
            if section == "text":
                self._touch(y, docs)
                for d in docs:
                    text[d]["structural edges changed"] += 1
            elif section == "mentions":
                self._touch(y, docs)
                ent = y["target"] if self.b.nodes.get(y["target"], {}).get("kind") == "entity" else y["source"]
                mentions[(ent, y["type"])]["changed"] += 1
                mention_docs[(ent, y["type"])] |= docs
            elif (x, y) in m.recited:
                out.append(self._recited(x, y))
            else:
                out.append(self._changed(x, y))
        for (ent, etype), counts in sorted(mentions.items()):
            v = self.b if ent in self.b.nodes else self.a
            details = tuple(Detail(field=op, b=n) for op, n in sorted(counts.items()))
            what = " ".join(f"{_SIGN[op]}{n}" for op, n in sorted(counts.items()))
            out.append(Change(section="mentions", op="changed", key=f"{ent}|{etype}",
                              label=f"{v.label(ent)}: {etype} {what}", details=details,
                              causes=tuple(sorted(mention_docs[(ent, etype)]))))
        for doc, n in sorted(shifted.items()):
            out.append(Change(section="citations", op="shifted", key=doc, causes=(doc,),
                              label=f"{doc}: {n} citations moved (same bytes at new offsets)",
                              details=(Detail(field="citations", b=n),)))
        return out

    def _recited(self, x: Rec, y: Rec) -> Change:
        ca, cb = set(self.a.cites(x)), set(self.b.cites(y))
        gone = [c for c in x["citations"] if (self.a.dkey(c["doc"]), c["sha"]) not in cb]
        new = [c for c in y["citations"] if (self.b.dkey(c["doc"]), c["sha"]) not in ca]
        docs = {self.a.dkey(c["doc"]) for c in gone} | {self.b.dkey(c["doc"]) for c in new}
        self._touch(y, docs)
        self._touch(x, docs)
        details = []
        if gone:
            details.append(Detail(field="citations removed", a=tuple(_cite_text(c, self.a) for c in gone)))
        if new:
            details.append(Detail(field="citations added", b=tuple(_cite_text(c, self.b) for c in new)))
        return Change(section="citations", op="changed", key=self.key(self.b, y), a=x["id"], b=y["id"],
                      label=f"{self.label(self.b, y)}: -{len(gone)} +{len(new)} citations",
                      details=tuple(details), causes=self.causes(docs))

    def _changed(self, x: Rec, y: Rec) -> Change:
        details = []
        for f in ("tag", "confidence"):
            if x.get(f) != y.get(f):
                details.append(Detail(field=f, a=plain(x.get(f)), b=plain(y.get(f))))
        details += [Detail(field=f"props.{k}", a=fx, b=fy)
                    for k, fx, fy in flat_diff(self.a.semantic(x.get("props") or {}),
                                                self.b.semantic(y.get("props") or {}))]
        ca, cb = set(self.a.cites(x)), set(self.b.cites(y))
        if ca != cb:
            details.append(Detail(
                field="citations",
                a=tuple(_cite_text(c, self.a) for c in x["citations"] if (self.a.dkey(c["doc"]), c["sha"]) not in cb),
                b=tuple(_cite_text(c, self.b) for c in y["citations"] if (self.b.dkey(c["doc"]), c["sha"]) not in ca)))
        docs = self.a.cause_docs([x]) | self.b.cause_docs([y])
        self._touch(y, docs)
        self._touch(x, docs)
        return Change(section=self.section_of(self.b, y), op="changed", key=self.key(self.b, y), a=x["id"], b=y["id"],
                      label=f"{self.label(self.b, y)}: {_what(details)}", details=tuple(details),
                      causes=self.causes(docs))

    def node_changes(self, m: NodeMatch) -> list[Change]:
        out: list[Change] = []
        text = self.text
        for op, v, n in [*(("added", self.b, n) for n in m.added), *(("removed", self.a, n) for n in m.removed)]:
            kind = n.get("kind", "")
            if v.is_text(n["id"]):
                if kind != "document":  # implied by the documents section
                    text[v.dkey(n.get("doc") or n["id"])][f"{kind} {op}"] += 1
                continue
            section = "entities" if kind == "entity" else "claims" if kind == "claim" else "nodes"
            docs = self.touched.get(n["id"]) or v.incident_docs(n["id"])
            if n.get("doc"):
                docs = {*docs, v.dkey(n["doc"])}
            out.append(Change(section=section, op=op, key=n["id"], label=_node_label(n, v),
                              causes=self.causes(docs), **{"a" if op == "removed" else "b": n["id"]}))
        for x, y in m.changed:
            if self.b.is_text(y["id"]):
                if y.get("kind") != "document":
                    text[self.b.dkey(y.get("doc") or y["id"])][f"{y.get('kind')} changed"] += 1
                continue
            change = self._node_changed(x, y)
            if change is not None:
                out.append(change)
        for doc, counts in sorted(text.items()):
            if doc in self.skip_text:
                continue
            details = tuple(Detail(field=k, b=n) for k, n in sorted(_pair_counts(counts).items()))
            what = "; ".join(f"{d.field} {d.b}" for d in details)
            out.append(Change(section="text", op="changed", key=doc, label=f"{doc}: {what}",
                              details=details, causes=self.causes([doc])))
        return out

    def _node_changed(self, x: Rec, y: Rec) -> Change | None:
        bx, by = node_body(self.a, x), node_body(self.b, y)
        px, py = bx.pop("props", None) or {}, by.pop("props", None) or {}
        details = [Detail(field=k, a=fx, b=fy) for k, fx, fy in flat_diff(bx, by)]
        for k, fx, fy in flat_diff(px, py):
            if k == "community" or is_metric(k, fx, fy):
                continue  # reported by membership (communities) and as metrics
            details.append(Detail(field=f"props.{k}", a=fx, b=fy))
        if not details:
            return None
        kind = y.get("kind", "")
        section = "entities" if kind == "entity" else "claims" if kind == "claim" else "nodes"
        docs = self.touched.get(y["id"], set()) | self.touched.get(x["id"], set())
        docs |= {v.dkey(n["doc"]) for v, n in ((self.a, x), (self.b, y)) if n.get("doc")}
        return Change(section=section, op="changed", key=y["id"], a=x["id"], b=y["id"],
                      label=f"{_node_label(y, self.b)}: {_what(details)}", details=tuple(details),
                      causes=self.causes(docs))


_SIGN = {"added": "+", "removed": "-", "changed": "~"}


def _what(details: list[Detail]) -> str:
    """Details in one line: refs to other changed records are left to their own changes."""
    parts = []
    for d in details:
        if d.field == "citations" and isinstance(d.a, tuple) and isinstance(d.b, tuple):
            parts.append(f"citations -{len(d.a)} +{len(d.b)}")
        elif not any(isinstance(v, str) and v.startswith("→") for v in (d.a, d.b)):
            parts.append(f"{d.field} {short(d.a, 30)} → {short(d.b, 30)}")
    return "; ".join(parts) or "references changed"


def _pair_counts(counts: Counter[str]) -> dict[str, int]:
    """`{"sentence added": 2, "sentence removed": 1}` -> `{"sentence +": 1, "sentence ~": 1}`:
    a text node removed and one of its kind added in the same document read as one edit."""
    out: dict[str, int] = {}
    for what in sorted({k.rsplit(" ", 1)[0] for k in counts}):
        added, removed = counts.get(f"{what} added", 0), counts.get(f"{what} removed", 0)
        edited = min(added, removed) + counts.get(f"{what} changed", 0)
        for sign, n in (("+", added - min(added, removed)), ("-", removed - min(added, removed)),
                        ("~", edited)):
            if n:
                out[f"{what} {sign}"] = n
    return out


def _node_label(n: Mapping[str, Any], view: GraphView) -> str:
    kind = n.get("kind", "")
    if kind == "claim":  # its sentence, date, amount and place: as a SUPERSEDES link names it
        return f"claim {view.label(n['id'])}"
    name = n.get("name") or n["id"]
    typ = f" ({n['type']})" if n.get("type") else ""
    return f"{name}{typ}" if kind == "entity" else f"{kind} {name}{typ}"
