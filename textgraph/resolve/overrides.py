"""Human decisions: never-merge and always-merge rules from a YAML overrides file.

The file is `--overrides FILE` when given, else `<corpus root>/.textgraph-overrides.yaml`
when it exists (the explicit file wins; the two are not combined). Its shape:

    never_merge:
      - [Acme Holdings, Acme Corp]            # two or more names or ids
      - names: [ent:0f3a…, Acme Corp]
        reason: separate legal entities
    always_merge:
      - [IBM, International Business Machines]

A reference is an entity id when it equals one, otherwise a name compared by its basic
key (transliterated, case-folded, punctuation-free) against each entity's name and aliases.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from textgraph.errors import ConfigError
from textgraph.ids import content_hash
from textgraph.resolve.normalize import basic_key
from textgraph.resolve.records import EntityRecord

OVERRIDES_FILE = ".textgraph-overrides.yaml"
NEVER, ALWAYS = "never", "always"
_SECTIONS = {"never_merge": NEVER, "always_merge": ALWAYS}


@dataclass(frozen=True, slots=True, kw_only=True)
class OverrideRule:
    """One rule: the entities `refs` name must never (or must always) share a cluster."""

    action: str
    refs: tuple[str, ...]
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "refs": list(self.refs)}
        if self.reason:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class Overrides:
    """All rules of one overrides file, in file order, and where they came from."""

    rules: tuple[OverrideRule, ...] = ()
    source: str = ""  # file name only (no absolute paths reach the manifest)
    sha: str = ""  # content hash of the file bytes

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "sha": self.sha,
                "rules": [r.to_json() for r in self.rules]}

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Overrides:
        return Overrides(
            source=d.get("source", ""), sha=d.get("sha", ""),
            rules=tuple(OverrideRule(action=r["action"], refs=tuple(r["refs"]),
                                     reason=r.get("reason", "")) for r in d.get("rules", ())),
        )


NO_OVERRIDES = Overrides()


def load_overrides(path: Path | None, corpus_root: Path | None) -> Overrides:
    """Read `path`, else `<corpus_root>/.textgraph-overrides.yaml`, else no overrides.

    Raises ConfigError (one line: the file and the reason) on unreadable or malformed files.
    """
    if path is None:
        if corpus_root is None or not (corpus_root / OVERRIDES_FILE).is_file():
            return NO_OVERRIDES
        path = corpus_root / OVERRIDES_FILE
    try:
        raw = path.read_bytes()
        data = yaml.safe_load(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ConfigError(f"{path}: cannot read overrides: {reason}") from exc
    return Overrides(rules=parse_rules(data, str(path)), source=path.name,
                     sha=content_hash(raw))


def parse_rules(data: Any, where: str) -> tuple[OverrideRule, ...]:
    """Validate the loaded YAML of an overrides file; rules in file order."""
    if data is None:
        return ()
    if not isinstance(data, Mapping):
        raise ConfigError(f"{where}: overrides must be a mapping with never_merge/always_merge")
    unknown = sorted(str(k) for k in data if k not in _SECTIONS)
    if unknown:
        raise ConfigError(f"{where}: unknown overrides key(s): {', '.join(unknown)}")
    rules: list[OverrideRule] = []
    for section, action in _SECTIONS.items():
        items = data.get(section) or []
        if not isinstance(items, list):
            raise ConfigError(f"{where}: {section} must be a list")
        rules.extend(_rule(item, action, f"{where}: {section}[{i}]")
                     for i, item in enumerate(items))
    return tuple(rules)


def _rule(item: Any, action: str, where: str) -> OverrideRule:
    reason = ""
    refs = item
    if isinstance(item, Mapping):
        extra = sorted(str(k) for k in item if k not in ("names", "reason"))
        if extra:
            raise ConfigError(f"{where}: unknown key(s): {', '.join(extra)}")
        refs, reason = item.get("names"), item.get("reason", "")
        if not isinstance(reason, str):
            raise ConfigError(f"{where}: reason must be a string")
    if (not isinstance(refs, list) or len(refs) < 2
            or not all(isinstance(r, str) and r.strip() for r in refs)):
        raise ConfigError(f"{where}: expected a list of at least two names or ids")
    if len({r.strip() for r in refs}) < len(refs):
        raise ConfigError(f"{where}: the same name or id is listed twice")
    return OverrideRule(action=action, refs=tuple(r.strip() for r in refs), reason=reason)


def match_refs(
    rule: OverrideRule, by_key: Mapping[str, tuple[int, ...]], by_id: Mapping[str, int],
) -> tuple[tuple[int, ...], ...]:
    """Record positions each ref of `rule` matches (ids first, then names), each sorted."""
    out: list[tuple[int, ...]] = []
    for ref in rule.refs:
        if ref in by_id:
            out.append((by_id[ref],))
        else:
            out.append(by_key.get(basic_key(ref), ()))
    return tuple(out)


def name_index(records: Sequence[EntityRecord]) -> dict[str, tuple[int, ...]]:
    """Basic key of every name and alias → positions of the records carrying it."""
    index: dict[str, set[int]] = {}
    for i, r in enumerate(records):
        for surface in (r.name, *r.aliases):
            key = basic_key(surface)
            if key:
                index.setdefault(key, set()).add(i)
    return {k: tuple(sorted(v)) for k, v in index.items()}
