"""The type-compatibility table: which entity types resolve together, and as what.

Only three classes are resolved: ORGANIZATION, PERSON and LOCATION. Every other type
(Money, Date, Email, Account …) keeps exact-id identity. Lookups are case-insensitive;
`ResolveConfig.type_aliases` adds `(type, class)` pairs on top of the built-in table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from textgraph.errors import ConfigError

ORGANIZATION = "ORGANIZATION"
PERSON = "PERSON"
LOCATION = "LOCATION"
CLASSES = (LOCATION, ORGANIZATION, PERSON)

_BUILTIN: dict[str, tuple[str, ...]] = {
    ORGANIZATION: (
        "organization", "organisation", "org", "company", "corporation", "corp", "firm",
        "bank", "business", "enterprise", "institution", "agency", "fund", "partnership",
        "llc", "ngo", "charity", "foundation", "trust", "exchange", "broker", "insurer",
        "government_agency", "norp_org",
    ),
    PERSON: ("person", "individual", "people", "per", "human", "officer", "director"),
    LOCATION: (
        "location", "loc", "city", "country", "gpe", "geo", "place", "region", "state",
        "province", "territory", "jurisdiction",
    ),
}


def type_table(extra: Iterable[tuple[str, str]] = ()) -> Mapping[str, str]:
    """The casefolded type → class table: built-in entries plus `extra` `(type, class)` pairs.

    Raises ConfigError when an extra class is not one of CLASSES.
    """
    table = {t: cls for cls, types in _BUILTIN.items() for t in types}
    for raw_type, raw_cls in extra:
        cls = raw_cls.upper()
        if cls not in CLASSES:
            raise ConfigError(
                f"resolve.type_aliases: class {raw_cls!r} for type {raw_type!r} must be one of "
                + ", ".join(CLASSES)
            )
        table[raw_type.casefold()] = cls
    return table


def class_of(entity_type: str, table: Mapping[str, str]) -> str:
    """The resolution class of `entity_type`, or "" when the type is never resolved."""
    return table.get(entity_type.casefold(), "")
