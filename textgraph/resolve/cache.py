"""A cache of per-name and per-pair work, keyed by content, shared between runs.

Incremental resolution hands the cache of an earlier run to the next one: names and pairs
already seen are not normalized or compared again. Values are pure functions of their keys,
so a cache can only save time, never change a result.
"""

from __future__ import annotations

from textgraph.resolve.features import PairFeatures, name_features
from textgraph.resolve.normalize import NormName, normalize


class ResolveCache:
    """Normalized names by `(class, surface)` and pair features by `(class, surface, surface)`.

    With `keep_pairs=False` only names are kept (a one-off run needs no pair memory).
    """

    def __init__(self, keep_pairs: bool = True) -> None:
        self._norms: dict[tuple[str, str], NormName] = {}
        self._pairs: dict[tuple[str, str, str], PairFeatures] | None = (
            {} if keep_pairs else None)

    def norm(self, cls: str, surface: str) -> NormName:
        key = (cls, surface)
        found = self._norms.get(key)
        if found is None:
            found = self._norms[key] = normalize(cls, surface)
        return found

    def features(self, a: NormName, b: NormName) -> PairFeatures:
        if self._pairs is None:
            return name_features(a, b)
        flipped = b.surface < a.surface
        key = (a.cls, b.surface, a.surface) if flipped else (a.cls, a.surface, b.surface)
        found = self._pairs.get(key)
        if found is None:
            found = self._pairs[key] = name_features(b, a) if flipped else name_features(a, b)
        return found.swapped() if flipped else found

    def sizes(self) -> tuple[int, int]:
        """How many names and pairs the cache holds."""
        return len(self._norms), len(self._pairs or {})
