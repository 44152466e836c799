"""Compiled regular expressions kept on disk between processes (`PatternCache`).

The relation patterns are 536 regexes of ~2 KB each. Python compiles a regex in two steps:
its parser and code generator (`re._parser`, `re._compiler`, pure Python) turn the text into a
list of opcodes, then `_sre.compile` (C) makes the pattern object from that list. The first
step is ~1.8 s for these patterns on this machine, paid by every process that extracts (a
build before its pool forks, a rebuild's child that makes its few changed documents, a Dask
worker); the second is ~0.03 s. So the opcodes are kept in a file, and a later process hands
them straight to `_sre.compile`.

The pattern objects are the same either way: CPython's pattern equality compares the text,
the flags and the opcodes, and `tests/test_patterncache.py` checks it for every relation
pattern. The file is keyed by the exact interpreter (`sys.version`, the engine's `MAGIC` and
code size), and a file that cannot be read, an entry the engine rejects, or an interpreter
whose `re` internals differ from what this expects (checked once per process on a sample) all
fall back to `re.compile`; nothing here can change what a build writes.

Where: `$TEXTGRAPH_CACHE_DIR`, else `$XDG_CACHE_HOME/textgraph` (when absolute), else
`~/.cache/textgraph` (when there is a home folder).
`TEXTGRAPH_CACHE_DIR=` (empty) keeps nothing. A folder that cannot be written is not an error:
each process then compiles, as without the cache.
"""

from __future__ import annotations

import array
import contextlib
import marshal
import os
import re
import sys
import zlib
from importlib import import_module
from pathlib import Path
from typing import Any

from blake3 import blake3

_sre: Any = import_module("_sre")
_parser: Any = import_module("re._parser")
_compiler: Any = import_module("re._compiler")

FORMAT = 1
# (flags after the pattern's own inline flags, opcodes as 32-bit words, group count, the named
# groups' numbers, each group's name or None)
Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]


def cache_dir() -> Path | None:
    """The folder the cache files go in, or None when the user turned the cache off."""
    chosen = os.environ.get("TEXTGRAPH_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen.strip() else None
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "textgraph"
    home = os.path.expanduser("~")  # (left as `~` when there is no home: then nothing is kept)
    return Path(home) / ".cache" / "textgraph" if os.path.isabs(home) else None


def _interpreter_key() -> str:
    words = f"{FORMAT}|{sys.implementation.name}|{sys.version}|{_sre.MAGIC}|{_sre.CODESIZE}|{_sre.MAXREPEAT}"
    return blake3(words.encode()).hexdigest(length=8)


def _entry(regex: str, flags: int) -> Entry:
    """What `re._compiler.compile` hands `_sre.compile` for `regex`, made the way it makes it."""
    parsed = _parser.parse(regex, flags)
    code = _compiler._code(parsed, flags)
    names = {str(name): int(number) for name, number in parsed.state.groupdict.items()}
    index: list[str | None] = [None] * parsed.state.groups
    for name, number in names.items():
        index[number] = name
    words = array.array("I", code)
    return (int(flags | parsed.state.flags), words.tobytes(), int(parsed.state.groups - 1), names, tuple(index))


def _from_entry(regex: str, entry: Entry) -> re.Pattern[str]:
    flags, code, groups, names, index = entry
    words = array.array("I")
    words.frombytes(code)
    pattern: re.Pattern[str] = _sre.compile(regex, flags, words.tolist(), groups, names, index)
    return pattern


def _internals_agree() -> bool:
    """Whether this interpreter's `re` builds patterns the way `_entry` does (a pattern made
    from an entry equals `re.compile`'s), so that no future change of its internals can make
    a cached pattern differ from a compiled one."""
    sample = r"(?P<a>\w+)\s+(?i:and|or)\s+(?P<b>[^\W\d]{2,5})(?:\.|$)"
    try:
        return _from_entry(sample, _entry(sample, re.IGNORECASE)) == re.compile(sample, re.IGNORECASE)
    except Exception:
        return False


class PatternCache:
    """The compiled regexes of one table (`name`), read from and written to `cache_dir()`.

    `compile` answers from the file when it holds the regex, else compiles it (and notes the
    entry); `close` writes the file again when anything was compiled, with the entries this
    process used and no others, so a file never keeps the patterns of an older version."""

    def __init__(self, name: str, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else cache_dir()
        self.usable = self.folder is not None and _internals_agree()
        self.path = self.folder / f"{name}-{_interpreter_key()}.sre" if self.folder is not None else None
        self.stored: dict[tuple[str, int], Entry] = self._read() if self.usable else {}
        self.used: dict[tuple[str, int], Entry] = {}
        self.missed = 0

    def _read(self) -> dict[tuple[str, int], Entry]:
        if self.path is None:
            return {}
        try:
            table = marshal.loads(zlib.decompress(self.path.read_bytes()))
        except (OSError, ValueError, EOFError, TypeError, zlib.error):
            return {}
        return table if isinstance(table, dict) else {}

    def compile(self, regex: str, flags: int = 0) -> re.Pattern[str]:
        if not self.usable:
            return re.compile(regex, flags)
        key = (regex, int(flags))
        entry = self.stored.get(key)
        if entry is not None:
            try:
                pattern = _from_entry(regex, entry)
            except Exception:  # an entry the engine rejects (a damaged file): compiled anew
                pattern = None
            if pattern is not None:
                self.used[key] = entry
                return pattern
        self.missed += 1
        entry = _entry(regex, int(flags))
        self.used[key] = entry
        return _from_entry(regex, entry)

    def close(self) -> None:
        """Write the file when this process compiled anything (atomically: a reader sees the
        old file or the new one), then let the tables go. A folder that cannot be written is
        left as it is."""
        if self.usable and self.missed and self.path is not None:
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                tmp.write_bytes(zlib.compress(marshal.dumps(self.used), 1))
                os.replace(tmp, self.path)
            except OSError:
                with contextlib.suppress(OSError):
                    tmp.unlink(missing_ok=True)
        self.missed = 0
        self.stored = {}
        self.used = {}
