"""Answer rows: the JSON-ready shapes every query verb returns, each with its citations."""

from __future__ import annotations

from typing import Any

from textgraph.currency import amount_text
from textgraph.retrieve.reader import Entity, Index

CLAIM_PROPS = ("amount_minor", "currency", "date", "modality", "percentage", "polarity", "t_invalid", "t_valid",
               "role", "kin", "agreement", "shared", "ended", "place", "count")
# what a claim's own words add to its predicate, shown after it: `[sister]`, `[consulting agreement]`
_DETAILS = ("kin", "agreement", "shared", "role")
_PLAIN_ROLES = frozenset(("director", "directors", "beneficial owner", "ubo", "owner", "shareholder", "trustee",
                          "member"))  # the predicate says as much


def entity_row(entity: Entity, **extra: Any) -> dict[str, Any]:
    """An entity with its first mention as citation (or the citations given in `extra`)."""
    row = entity.brief()
    row.update(extra)
    return row


def entity_ref(index: Index, entity_id: str) -> dict[str, Any]:
    """`{id, name, type}` of an entity id, plus `canonical` when it is an alias."""
    canon = index.canonical_row(entity_id)
    rows = index.rows("SELECT rowid, name, type FROM ent WHERE id = ?", entity_id)
    if not rows:
        return {"id": entity_id, "name": entity_id, "type": ""}
    out: dict[str, Any] = {"id": entity_id, "name": rows[0][1], "type": rows[0][2]}
    if canon is not None and canon != rows[0][0]:
        c = index.entity(canon)
        out["canonical"] = {"id": c.id, "name": c.name}
    return out


def claim_row(index: Index, body: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A claim (or a relation edge standing for one) with names, key props and citations."""
    props = body.get("props", {})
    row: dict[str, Any] = {
        "id": body["id"], "type": body["type"],
        "subject": entity_ref(index, body["subject"]), "object": entity_ref(index, body["object"]),
        "confidence": body.get("confidence", 0.0),
        "polarity": props.get("polarity", "positive"), "modality": props.get("modality", "asserted"),
        "citations": body.get("citations", []),
    }
    for key in CLAIM_PROPS:
        if key in props and key not in row:
            row[key] = props[key]
    row.update(extra)
    return row


def claim_when(row: dict[str, Any]) -> str:
    """The date a claim row is valid from (its stated date when it has no validity), or ""."""
    return str(row.get("t_valid") or row.get("date") or "")


def same_claim(row: dict[str, Any]) -> tuple[Any, ...]:
    """What two claim rows share when they are one claim stated in several places: canonical
    subject and object, predicate, polarity, modality, validity window (the date shown),
    amount and currency."""
    subject, obj = (row[side].get("canonical", row[side])["id"] for side in ("subject", "object"))
    return (subject, row["type"], obj, row.get("polarity"), row.get("modality"), claim_when(row),
            row.get("t_invalid") or "", row.get("amount_minor"), row.get("currency") or "")


def claim_sentence(row: dict[str, Any], dated: bool = True) -> str:
    """`Acme Corp TRANSFERRED Beta Ltd (not; reported) 2026-03-04 USD 2,000,000.00` (or a
    stake's `17.1%`, a meeting's `in Dubai`, a call's `×14`; what the claim's words add,
    `[sister]`, `[sole director]`, and `(ended)` for a role given up); with
    `dated` false the validity window is left out (for a line that shows it in a date column)."""
    bits = [row["subject"]["name"], row["type"], row["object"]["name"]]
    flags = [x for x in ("not" if row.get("polarity") == "negative" else "",
                         row.get("modality") if row.get("modality") not in ("asserted", None) else "",
                         "ended" if row.get("ended") is True else "") if x]
    detail = next((str(row[k]) for k in _DETAILS if row.get(k) and row[k] not in _PLAIN_ROLES), "")
    if detail:
        bits.append(f"[{detail}]")  # `Helen Marsh RELATIVE_OF Sarah Kim [sister]`
    if flags:
        bits.append(f"({'; '.join(str(f) for f in flags)})")
    when = claim_when(row)
    if when and dated:
        span = f"{when}–{row['t_invalid']}" if row.get("t_invalid") else when
        bits.append(span)
    elif dated and row.get("t_invalid"):
        bits.append(f"until {row['t_invalid']}")  # a role given up on a date: `(ended) until 2022-06-02`
    if isinstance(row.get("amount_minor"), int):
        bits.append(amount_text(row["amount_minor"], str(row.get("currency") or "")))
    if isinstance(row.get("percentage"), (int, float)) and not isinstance(row.get("percentage"), bool):
        bits.append(f"{row['percentage']:g}%")  # a stake: `BlackRock, Inc BENEFICIAL_OWNER_OF Trinity … 17.1%`
    if row.get("place"):
        bits.append(f"in {row['place']}")  # a meeting's place: `Viktor Sokolov MET Ahmed Saleh 2024-03-12 in Dubai`
    if isinstance(row.get("count"), int) and not isinstance(row.get("count"), bool):
        bits.append(f"×{row['count']}")  # how often: `Viktor Sokolov CALLED Ahmed Saleh 2024-05 ×14`
    return " ".join(str(b) for b in bits)


def cite_text(citations: list[dict[str, Any]], limit: int = 2) -> str:
    """`[path:start-end]` for the first citations (and how many more)."""
    shown = [f"[{c.get('path') or c.get('doc')}:{c['start']}-{c['end']}]" for c in citations[:limit]]
    more = len(citations) - limit
    return " ".join(shown) + (f" (+{more} more)" if more > 0 else "")
