"""Text forms of the answers, cut to a token budget (about four characters a token)."""

from __future__ import annotations

from typing import Any

from textgraph.retrieve.views import cite_text, claim_sentence

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


def _claim_line(c: dict[str, Any]) -> str:
    return f"{claim_sentence(c)}  {cite_text(c['citations'])}"


def _snippet(text: str, width: int = 240) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[:width - 1] + "…"


def render_query(a: dict[str, Any]) -> list[str]:
    lines = [f"question: {a['question']}"]
    if a["seeds"]:
        lines.append(f"named ({a['seeds_from']}): " + "; ".join(_name(s) for s in a["seeds"]))
    lines.append("entities:")
    lines += [f"  {i}. {_name(e)}  {cite_text(e['citations'], 1)}" for i, e in enumerate(a["entities"], 1)]
    lines.append("claims:")
    lines += [f"  {i}. {_claim_line(c)}" for i, c in enumerate(a["claims"], 1)]
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


def render_timeline(a: dict[str, Any]) -> list[str]:
    lines = [f"timeline of {_name(a['entity'])} ({a['total']} claims)"]
    for c in a["events"]:
        when = c.get("t_valid") or c.get("date") or "undated"
        lines.append(f"  {when}  {_claim_line(c)}")
        for s in c["supersedes"]:
            lines.append(f"      supersedes: {_other_line(s)}")
        for s in c["superseded_by"]:
            lines.append(f"      superseded by: {_other_line(s)}")
    return lines


def _other_line(s: dict[str, Any]) -> str:
    claim = s["claim"]
    text = claim_sentence(claim) if "type" in claim else claim["id"]
    return f"{text}  {cite_text(s['citations'], 1)}"


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
