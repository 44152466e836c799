"""The frozen build configuration and its hash.

Every value that can change a build's output lives here; `config_hash` is the hash of the
canonical JSON of all of it, so two builds with the same hash were made with the same
settings. Values that cannot change the output (jobs, progress, executor) are not config.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from textgraph import canonical
from textgraph.errors import ConfigError
from textgraph.ids import content_hash


@dataclass(frozen=True, slots=True, kw_only=True)
class IngestConfig:
    max_file_bytes: int = 100 * 1024 * 1024
    fallback_encoding: str = "cp1252"
    max_archive_members: int = 10_000
    max_archive_bytes: int = 512 * 1024 * 1024
    max_compression_ratio: int = 200
    max_nesting_depth: int = 3
    max_json_depth: int = 64
    parse_seconds: float = 60.0


@dataclass(frozen=True, slots=True, kw_only=True)
class ExtractConfig:
    date_order: str = "MDY"  # how 03/04/2026 reads: MDY = March 4 (US filings), DMY = 3 April


@dataclass(frozen=True, slots=True, kw_only=True)
class ResolveConfig:
    threshold: float = 0.88
    near_miss_margin: float = 0.1
    bucket_cap: int = 200
    type_aliases: tuple[tuple[str, str], ...] = ()
    hub_degree: int = 50  # a neighbour linked to more clusters than this is no evidence
    near_miss_limit: int = 2000  # near misses kept in the report (all are counted)


@dataclass(frozen=True, slots=True, kw_only=True)
class AnalyticsConfig:
    pagerank_damping: float = 0.85
    betweenness_exact_max_nodes: int = 2000
    betweenness_samples: int = 256
    seed: int = 42


@dataclass(frozen=True, slots=True, kw_only=True)
class Config:
    ingest: IngestConfig = field(default_factory=IngestConfig)
    extract: ExtractConfig = field(default_factory=ExtractConfig)
    resolve: ResolveConfig = field(default_factory=ResolveConfig)
    analytics: AnalyticsConfig = field(default_factory=AnalyticsConfig)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def config_hash(self) -> str:
        """Hash of the canonical JSON of every setting (stable across machines)."""
        return content_hash(canonical.dumps(self.to_json()))[:32]


def config_from_mapping(data: Mapping[str, Any]) -> Config:
    """Build a Config from a nested mapping, refusing unknown sections or keys."""
    sections: dict[str, Any] = {}
    for f in dataclasses.fields(Config):
        given = data.get(f.name, {})
        if not isinstance(given, Mapping):
            raise ConfigError(f"config section {f.name!r} must be a mapping")
        section_type = type(getattr(Config(), f.name))
        known = {sf.name: sf for sf in dataclasses.fields(section_type)}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ConfigError(f"unknown config key(s) in {f.name!r}: {', '.join(unknown)}")
        values = {k: _coerce(v) for k, v in given.items()}
        try:
            sections[f.name] = section_type(**values)
        except TypeError as exc:
            raise ConfigError(f"bad config section {f.name!r}: {exc}") from exc
    unknown_sections = sorted(set(data) - set(sections))
    if unknown_sections:
        raise ConfigError(f"unknown config section(s): {', '.join(unknown_sections)}")
    return Config(**sections)


def _coerce(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_coerce(v) for v in value)
    return value


def load_config(path: Path | None) -> Config:
    """The default Config, or one read from a YAML file (safe loading)."""
    if path is None:
        return Config()
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ConfigError(f"{path}: cannot read config: {exc}") from exc
    if not isinstance(data, Mapping):
        raise ConfigError(f"{path}: config must be a mapping")
    return config_from_mapping(data)


def set_value(config: Config, dotted: str, raw: str) -> Config:
    """Return config with `section.key` set from a string (parsed as YAML scalar)."""
    section, _, key = dotted.partition(".")
    data = config.to_json()
    if section not in data or key not in data[section]:
        raise ConfigError(f"unknown config key {dotted!r}")
    data[section][key] = yaml.safe_load(raw)
    return config_from_mapping(data)


def config_from_options(path: Path | None, assignments: list[str] | tuple[str, ...] | None) -> Config:
    """The Config of a command line: `--config FILE` then each `--set section.key=value`."""
    config = load_config(path)
    for item in assignments or ():
        key, sep, value = item.partition("=")
        if not sep:
            raise ConfigError(f"--set expects KEY=VALUE, got {item!r}")
        config = set_value(config, key, value)
    return config
