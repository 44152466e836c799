"""Text forms of the answers, cut to a token budget (about four characters a token)."""

from __future__ import annotations

from typing import Any

from textgraph.retrieve.views import cite_text, claim_sentence, claim_when, same_claim

CHARS_PER_TOKEN = 4


def budget(lines: list[str], max_tokens: int) -> str:
    """`lines` joined, stopping before the budget is spent, with a note of what was left out."""
    if max_tokens <= 0:
        return "\n".join(lines)
    room = max_tokens * CHARS_PER_TOKEN
    kept: list[str] = []
    for i, line in enumerate(lines):
        if len(line) + 1 > room:
            kept.append(f"… {len(lines) - i} more lines (raise --max-tokens)")
            break
        kept.append(line)
        room -= len(line) + 1
    return "\n".join(kept)


def _name(e: dict[str, Any]) -> str:
    return f"{e['name']} ({e['type']})" if e.get("type") else str(e["name"])


def _seed_name(e: dict[str, Any]) -> str:
    """A seed's name, with the question's words for it when they are not its name."""
    written = e.get("as_written")
    if not written:
        return _name(e)
    return f"{e['name']} ({e['type']}; asked as '{written}')" if e.get("type") else f"{e['name']} ('{written}')"


def _claim_line(c: dict[str, Any]) -> str:
    return f"{claim_sentence(c)}  {cite_text(c['citations'])}"


def _snippet(text: str, width: int = 240) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[:width - 1] + "…"


def render_query(a: dict[str, Any]) -> list[str]:
    lines = [f"question: {a['question']}"]
    if a["seeds"]:
        lines.append(f"named ({a['seeds_from']}): " + "; ".join(_seed_name(s) for s in a["seeds"]))
    if a.get("totals"):
        lines.append("total: " + "; ".join(f"{t['amount']} ({t['payments']} payment{'s' * (t['payments'] != 1)})"
                                            for t in a["totals"]))
    lines.append("entities:")
    lines += [f"  {i}. {_name(e)}  {cite_text(e['citations'], 1)}" for i, e in enumerate(a["entities"], 1)]
    lines.append("claims:")
    lines += [f"  {i}. {_claim_line(c)}" for i, c in enumerate(a["claims"], 1)]
    trail = a.get("trail") or {}
    if trail:
        way = "from" if trail["direction"] == "forward" else "into"
        lines.append(f"money trail {way} {trail['from']['name']}:" if trail["payments"] else
                     f"money trail {way} {trail['from']['name']}: no stated payment")
        for c in trail["payments"]:
            lines.append(f"  {'  ' * (c['hop'] - 1)}{c['hop']}. {_claim_line(c)}")
    lines.append("passages:")
    lines += [f"  {i}. {cite_text(p['citations'], 1)} {_snippet(p['text'])}" for i, p in enumerate(a["passages"], 1)]
    lines.append("documents:")
    lines += [f"  {i}. {d['path']}" for i, d in enumerate(a["documents"], 1)]
    if not any(a[k] for k in ("entities", "claims", "passages", "documents")):
        lines.append("nothing matched: the question names no known entity and only words too "
                     "common to rank by; name a person, company, account or date, or try "
                     "`textgraph stats OUT` for the most central entities")
    return lines


def render_path(a: dict[str, Any]) -> list[str]:
    if a.get("same_entity"):
        return _render_same(a["same_entity"])
    head = f"{_name(a['from'])} → {_name(a['to'])}"
    if not a["paths"]:
        return [f"{head}: no path within {a['max_hops']} hops"]
    lines = []
    for i, p in enumerate(a["paths"], 1):
        lines.append(f"{head}: path {i}, {p['length']} hops, confidence {p['confidence']}")
        for h in p["hops"]:
            arrow = "→" if h["direction"] == "forward" else "←"
            lines.append(f"  {h['from']['name']} {arrow} {h['to']['name']}: {_claim_line(h['claim'])}")
    return lines


def _render_same(same: dict[str, Any]) -> list[str]:
    e = same["entity"]
    first, second = same["names"]
    names = f"{first!r} and {second!r}" if first.strip() != second.strip() else f"{first!r} (given twice)"
    head = f"{names}: the same entity, {e['name']} ({e['type']}, {e['id']}); no path to find"
    if not same["links"]:
        m = same["members"][0]
        written = "" if m["id"] == e["id"] else f", written {m['name']!r} in the documents"
        return [f"{head} (both name the same record{written})"]
    lines = [f"{head}; merged by SAME_AS:"]
    for link in same["links"]:
        score = f" score {link['score']}" if link.get("score") is not None else ""
        evidence = f" ({_evidence(link['evidence'])})" if link.get("evidence") else ""
        lines.append(f"  {link['source']['name']} SAME_AS {link['target']['name']}{score}{evidence}  "
                     f"{cite_text(link['citations'], 1)}")
    return lines


def render_explain(a: dict[str, Any]) -> list[str]:
    e = a["entity"]
    lines = [f"{_name(e)}  {e['id']}  {cite_text(e['citations'], 1)}"]
    if a["surface_forms"]:
        lines.append("also written: " + "; ".join(a["surface_forms"]))
    for al in a["aliases"]:
        score = f" score {al['score']}" if al.get("score") is not None else ""
        evidence = f" ({_evidence(al['evidence'])})" if al.get("evidence") else ""
        lines.append(f"alias: {_name(al)} SAME_AS{score}{evidence}  {cite_text(al['citations'], 1)}")
    c = a["community"]
    if c:
        lines.append(f"community {c['number']} ({c['size']} entities): {c['label']}")
    if a["centrality"]:
        lines.append("centrality: " + ", ".join(f"{k} {v}" for k, v in sorted(a["centrality"].items())))
    for key, title in (("claims_out", "claims made about it as subject"), ("claims_in", "claims naming it as object")):
        lines.append(f"{title} ({a[key + '_total']}):")
        lines += [f"  - {_claim_line(x)}" for x in a[key]]
    lines.append(f"contradictions ({len(a['contradictions'])}):")
    lines += _pairs(a["contradictions"])
    return lines


def _evidence(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in sorted(value.items()))
    return str(value)


def _pairs(pairs: list[dict[str, Any]]) -> list[str]:
    lines = []
    for p in pairs:
        lines.append(f"  - {claim_sentence(p['source']) if 'type' in p['source'] else p['source']['id']}  "
                     f"{cite_text(p['source']['citations'], 1)}")
        lines.append(f"    contradicts {claim_sentence(p['target']) if 'type' in p['target'] else p['target']['id']}"
                     f"  {cite_text(p['target']['citations'], 1)}")
    return lines


CITED = 6  # citations listed on a timeline row (the same claim in several documents); --json has all


def render_timeline(a: dict[str, Any]) -> list[str]:
    """One line per claim: its date (the date column only), the claim and its citations (up to
    `CITED`: every document stating it);
    what it supersedes or is superseded by follows as indented notes, one per distinct
    claim text with each such claim's own citation."""
    lines = [f"timeline of {_name(a['entity'])} ({a['total']} claims)"]
    for c in a["events"]:
        when = claim_when(c) or "undated"
        until = f", valid until {c['t_invalid']}" if c.get("t_invalid") else ""
        lines.append(f"  {when}  {claim_sentence(c, dated=False)}{until}  {cite_text(c['citations'], CITED)}")
        for title, key in (("supersedes", "supersedes"), ("superseded by", "superseded_by")):
            lines += [f"      {title}: {note}" for note in _supersession_notes(c[key], when)]
    return lines


def _supersession_notes(others: list[dict[str, Any]], when: str) -> list[str]:
    """The claims at the other end of a row's SUPERSEDES links, those that are the same claim
    (`same_claim`) merged into one note (first appearance first, its wording) citing each one's
    own first citation once; a claim's date is shown only when it is not the row's."""
    notes: dict[object, tuple[str, list[dict[str, Any]]]] = {}
    for s in others:
        claim = s["claim"]
        key = same_claim(claim) if "type" in claim else claim["id"]
        if key not in notes:
            notes[key] = (claim_sentence(claim, dated=claim_when(claim) != when) if "type" in claim
                          else claim["id"], [])
        notes[key][1].extend(s["citations"][:1])
    # a row that groups several statements may reach one claim through several links: cite it once
    return [f"{text}  {cite_text(sorted({_place(c): c for c in cites}.values(), key=_place), 3)}".rstrip()
            for text, cites in notes.values()]


def _place(citation: dict[str, Any]) -> tuple[str, int, int]:
    return (str(citation.get("path") or citation.get("doc")), int(citation["start"]), int(citation["end"]))


def render_neighbors(a: dict[str, Any]) -> list[str]:
    lines = [f"neighbors of {_name(a['entity'])} ({a['total']})"]
    for n in a["neighbors"]:
        lines.append(f"  {_name(n)}  weight {n['weight']}, {n['claims']} claims: {_claim_line(n['claim'])}")
    return lines


def render_contradictions(a: dict[str, Any]) -> list[str]:
    shown = f" (showing {len(a['pairs'])}; -k 0 --json for all)" if len(a["pairs"]) < a["total"] else ""
    return [f"{a['total']} contradictions{shown}", *_pairs(a["pairs"])]


def render_stats(a: dict[str, Any]) -> list[str]:
    lines = [f"{key}: {a[key]}" for key in ("documents", "sentences", "entities", "canonical_entities", "claims",
                                            "contradictions", "communities")]
    if a["claim_types"]:
        lines.append("claim types: " + ", ".join(f"{k} {v}" for k, v in a["claim_types"].items()))
    lines.append("most central entities:")
    lines += [f"  {e['rank']}. {_name(e)}  pagerank {e['pagerank']}" for e in a["top_entities"]]
    lines.append("largest communities:")
    lines += [f"  {c['number']}. {c['label']} ({c['size']})" for c in a["top_communities"]]
    return lines
