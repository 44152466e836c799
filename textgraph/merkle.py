"""`inputs_root`: a Merkle root over the sorted `(relative path, content hash)` pairs."""

from __future__ import annotations

from collections.abc import Iterable

from blake3 import blake3

from textgraph.ids import make_id


def merkle_root(pairs: Iterable[tuple[str, str]]) -> str:
    """Root hash of the leaves `make_id("leaf", path, sha)` in path order (hex, 128 bits).

    The empty corpus has the root of no leaves, `make_id("empty")`'s hash part.
    """
    level = [make_id("leaf", p, s).split(":", 1)[1] for p, s in sorted(pairs)]
    if not level:
        return make_id("empty").split(":", 1)[1]
    while len(level) > 1:
        nxt = []
        for i in range(0, len(level), 2):
            pair = level[i] + (level[i + 1] if i + 1 < len(level) else level[i])
            nxt.append(blake3(pair.encode("ascii")).hexdigest(length=16))
        level = nxt
    return level[0]
