"""A set of literal strings that grows while a document is read (defined terms), found in a
text exactly as the one alternation `(?<![\\w])(?:s1|s2|…)(?![\\w])` of all of them, longest
first, would find them: leftmost, then longest, whole words, not overlapping.

Recompiling that alternation after each new string costs O(n²) pattern text over a document
that defines n of them, and searching it costs O(n) per position: a file that concatenates
hundreds of agreements took minutes. Here the strings sit in levels of strictly decreasing
size, merged like the digits of a binary counter, so each string is compiled O(log n) times;
each level is a trie (`any_literal`), so a search costs about the same whatever its size.
"""

from __future__ import annotations

import re

from textgraph.extract.base import any_literal


def _compile(words: list[str]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w])" + any_literal(words, whole=True) + r"(?![\w])")


class LiteralSet:
    """Non-empty literal strings, matched case-sensitively as whole words (see the module)."""

    __slots__ = ("_levels", "_members", "compiled")

    def __init__(self) -> None:
        self._levels: list[tuple[list[str], re.Pattern[str]]] = []
        self._members: set[str] = set()
        self.compiled = 0  # strings compiled so far, over all levels (O(n log n) for n strings)

    def __len__(self) -> int:
        return len(self._members)

    def __contains__(self, word: object) -> bool:
        return word in self._members

    def add(self, word: str) -> None:
        """Add `word` (a no-op when it is in the set already)."""
        if not word:
            raise ValueError("a literal must not be empty")
        if word in self._members:
            return
        self._members.add(word)
        words = [word]
        while self._levels and len(self._levels[-1][0]) <= len(words):
            words = self._levels.pop()[0] + words
        self._levels.append((words, _compile(words)))
        self.compiled += len(words)

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where the set's strings occur in `text`: the spans `finditer` of the single
        alternation gives, in text order."""
        patterns = [p for _, p in self._levels]
        if len(patterns) == 1:
            return [m.span() for m in patterns[0].finditer(text)]
        # the next match of each level at or after `pos`: the alternation's next match is the
        # leftmost of them, and of those starting there the longest (one level's match is
        # already its longest string there that ends a word)
        ahead = [p.search(text) for p in patterns]
        out: list[tuple[int, int]] = []
        pos = 0
        while True:
            best: re.Match[str] | None = None
            for i, m in enumerate(ahead):
                if m is not None and m.start() < pos:
                    m = ahead[i] = patterns[i].search(text, pos)  # the lookbehind still sees text[pos - 1]
                if m is not None and (best is None or m.start() < best.start()
                                      or (m.start() == best.start() and m.end() > best.end())):
                    best = m
            if best is None:
                return out
            out.append(best.span())
            pos = best.end()
