"""Money trails: where the money an entity paid went next, or where the money it received came
from, hop by hop ("where did the money from Acme go", "where did Kestrel's money come from").

Forward, a trail starts at the payments the named entity made; from each payee it follows the
payments that payee made on or after the day the money arrived, up to `MAX_HOPS` hops, never
back to an entity already on the trail; money paid into an account (a wallet) goes on from the
account's holders, when a claim names them. Backward is the mirror: the payments to the entity,
then the payments to each payer made on or before the day it paid on. An undated payment
neither constrains nor is constrained by a date. Each payment is listed once however many
documents state it (payer, payee, date, amount and currency), its best statement cited, and a
statement without an amount is left out where the same two parties' amounts are stated, and
a stated sum of several payments (`47 wires totalling $3.4m`) where single ones are; denied,
hedged and corrected-away statements are not payments. Pure over the index; a bounded number of rows (`MAX_PAYMENTS`).
"""

from __future__ import annotations

import re
from typing import Any

from textgraph.retrieve.reader import Index

MAX_HOPS = 4
MAX_PAYMENTS = 40  # rows of a trail: an answer, not an inventory
_PER_PARTY = 12  # payments followed from one party

# "where did the money from Acme go", "follow the money", "trace the funds", "where did it end up"
_FORWARD = re.compile(
    r"\b(?:where\s+(?:did|does|has|have|had)\s+(?:the\s+|all\s+the\s+|this\s+|that\s+|its\s+)?(?:money|funds?|"
    r"payments?|proceeds|cash|transfers?)|follow(?:ing)?\s+(?:the\s+)?(?:money|funds?|cash)|trac(?:e|ed|ing)\s+"
    r"(?:the\s+)?(?:money|funds?|payments?|proceeds|cash)|money\s+trail|trail\s+of|end(?:ed|s)?\s+up|onward|"
    r"flow\s+of\s+(?:the\s+)?(?:money|funds)|(?:money|fund)\s+flows?|layering)\b", re.I)
# "where did Kestrel's money come from", "what was the source of the funds", "who funded Gamma"
_BACKWARD = re.compile(
    r"\b(?:c(?:o|a)me\s+from|source\s+of\s+(?:the\s+)?(?:money|funds?|payments?|cash|wealth)|sources?\s+of\s+funds|"
    r"originat\w*|who\s+funded|funded\s+by)\b", re.I)


def trail_direction(question: str) -> str:
    """"backward" when the question asks where money came from, "forward" when it asks where
    money went, else ""."""
    if _BACKWARD.search(question):
        return "backward"
    if _FORWARD.search(question):
        return "forward"
    return ""


# a party's payments (forward) or incoming payments (backward) within the day bound, nearest
# in time first, a bounded number: a hub of thousands of payments costs no more than a few
_PAYMENTS = """
SELECT rowid, subj, obj, date, amount, currency,
       json_extract(props, '$.aggregate') IS NOT NULL OR json_extract(props, '$.joint') IS NOT NULL FROM claim
WHERE type = 'TRANSFERRED' AND polarity = 'positive' AND {side} = ?
  AND (? = '' OR date = '' OR date {bound} ?)
  AND coalesce(json_extract(props, '$.modality'), 'asserted') = 'asserted'
  AND json_extract(props, '$.t_invalid') IS NULL
ORDER BY date = '', date {order}, confidence DESC, rowid
LIMIT ?
"""


_HOLDERS = """
SELECT DISTINCT subj FROM claim
WHERE type = 'HOLDS_ACCOUNT' AND polarity = 'positive' AND obj = ?
  AND coalesce(json_extract(props, '$.modality'), 'asserted') = 'asserted'
ORDER BY subj
"""


def money_trail(index: Index, start: int, direction: str) -> list[dict[str, Any]]:
    """The payments of the trail from canonical entity row `start`, in hop then date order:
    `[{hop, claim (row)}]`."""
    forward = direction == "forward"
    sql = _PAYMENTS.format(side="subj" if forward else "obj", bound=">=" if forward else "<=",
                           order="ASC" if forward else "DESC")
    on_trail = {start}
    frontier: list[tuple[int, str]] = [(start, "")]  # (party, the day the money reached / left it)
    out: list[dict[str, Any]] = []
    for hop in range(1, MAX_HOPS + 1):
        found: list[tuple[str, int, int, str]] = []  # (date, claim row, next party, its date)
        for party, when in frontier:
            seen: set[tuple[int, str, int | None, str]] = set()
            dated: set[tuple[int, int | None, str]] = set()
            taken = 0
            rows = index.rows(sql, party, when, when, 4 * _PER_PARTY)
            single = {int(obj if forward else subj) for _, subj, obj, _, amount, _, summed in rows
                      if amount is not None and not summed}
            summed_pairs = {int(obj if forward else subj) for _, subj, obj, _, amount, _, summed in rows
                            if amount is not None and summed}
            for row, subj, obj, date, amount, currency, summed in rows:
                other = int(obj if forward else subj)
                if other in on_trail or taken >= _PER_PARTY or (summed and other in single) or (
                        amount is None and (other in single or other in summed_pairs)):
                    continue  # a sum where single payments are stated; an amount-less mention
                key = (other, str(date), amount, str(currency))
                if key in seen or (not date and (other, amount, str(currency)) in dated):
                    continue  # stated again, or an undated mention of a dated payment
                seen.add(key)
                if date:
                    dated.add((other, amount, str(currency)))
                found.append((str(date), int(row), other, str(date) or when))
                taken += 1
        if not found:
            break
        found.sort(key=lambda f: (f[0] == "", f[0], f[1]))
        nxt: dict[int, str] = {}
        for _date, row, other, reached in found:
            if len(out) >= MAX_PAYMENTS:
                break
            out.append({"hop": hop, "claim": row})
            # forward: follow from the earliest day the money reached the party; backward:
            # from the latest day the party paid
            if other not in nxt or (reached and (not nxt[other] or (reached < nxt[other] if forward
                                                                    else reached > nxt[other]))):
                nxt[other] = reached
        on_trail |= set(nxt)
        for account, reached in sorted(nxt.items()):
            # money paid into an account or a wallet goes on from whoever holds it (`A sent 250,000
            # USDT to the address T…` and `T… is controlled by X`: X's payments are the next hop)
            if index.entity(account).type == "Account":
                for (holder,) in index.rows(_HOLDERS, account):
                    if int(holder) not in on_trail:
                        nxt.setdefault(int(holder), reached)
                        on_trail.add(int(holder))
        frontier = sorted(nxt.items())
        if len(out) >= MAX_PAYMENTS:
            break
    return out
