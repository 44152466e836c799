"""Normalization: transliteration, case, acronym dots, `&`, legal suffixes, "The", persons."""

from __future__ import annotations

import pytest

from textgraph.resolve.normalize import basic_key, normalize
from textgraph.resolve.typemap import LOCATION, ORGANIZATION, PERSON


@pytest.mark.parametrize(("surface", "core", "legal"), [
    ("Acme Corp", "acme", "corp"),
    ("ACME CORPORATION", "acme", "corporation"),
    ("The Acme Company", "acme", "company"),
    ("Acme Corp, The", "acme", "corp"),
    ("Smith & Jones LLP", "smith and jones", "llp"),
    ("Smith and Jones", "smith and jones", ""),
    ("Grupo Bimbo S.A. de C.V.", "grupo bimbo", "sa de cv"),
    ("Smith & Co.", "smith", "co"),
    ("Müller Söhne GmbH", "muller sohne", "gmbh"),
    ("Ostrava Metal Works", "ostrava metal works", ""),
    ("Co", "co", ""),  # never stripped to nothing
    ("The", "the", ""),
    ("Acme Holdings Ltd", "acme holdings", "ltd"),  # "Holdings" is a word, not a suffix
    ("Orion Trading FZE", "orion trading", "fze"),  # a Gulf free-zone company
    ("Gulf Star FZ-LLC", "gulf star", "fz llc"),
    ("OOO Romashka", "romashka", "ooo"),  # the legal form written before the name
    ("PT Sinar Jaya Tbk", "sinar jaya", "pt tbk"),
    ("Polmex Sp. z o.o.", "polmex", "sp z oo"),  # Polish; `z` and `Sp` only after `o.o.`
    ("Orion Ltda.", "orion", "ltda"),
    ("Riviera Estates SCI", "riviera estates", "sci"),
    ("Ruiz Trading S.L.U.", "ruiz trading", "slu"),  # Spanish single-member forms
    ("Iberia Logistica SAU", "iberia logistica", "sau"),
    ("Z Holdings", "z holdings", ""),
    ("Straits Orient Bank Berhad", "straits orient bank", "berhad"),  # Malaysia's `Bhd` written out
])
def test_organization_core(surface: str, core: str, legal: str) -> None:
    n = normalize(ORGANIZATION, surface)
    assert (n.core, n.legal) == (core, legal)


@pytest.mark.parametrize(("surface", "core", "is_acronym"), [
    ("I.B.M.", "ibm", True),
    ("IBM Corp.", "ibm", True),
    ("ibm", "ibm", False),  # lower case is a word, not an acronym
    ("C.O.", "co", True),
    ("Acme", "acme", False),
    ("ACME", "acme", True),
    ("ACME HOLDINGS", "acme holdings", False),  # two words are a name in capitals
])
def test_acronym_surfaces(surface: str, core: str, is_acronym: bool) -> None:
    n = normalize(ORGANIZATION, surface)
    assert (n.core, n.is_acronym) == (core, is_acronym)


@pytest.mark.parametrize(("surface", "acronyms"), [
    ("International Business Machines", ("ibm",)),
    ("Bank of America", ("ba", "boa")),
    ("Carter & Otieno", ("cao", "co")),
    ("Harbor Light Trust Company", ("hlt", "hltc")),  # a spelled legal word joins long ones
    ("Summit Chemicals Company", ("sc",)),  # … but not two-word names
    ("Acme", ()),
])
def test_acronyms_of_full_names(surface: str, acronyms: tuple[str, ...]) -> None:
    assert normalize(ORGANIZATION, surface).acronyms == acronyms


@pytest.mark.parametrize(("surface", "first", "initial", "middles", "last", "generation"), [
    ("John Doe", "john", False, (), "doe", ""),
    ("Doe, John", "john", False, (), "doe", ""),
    ("DOE, John Anthony", "john", False, ("anthony",), "doe", ""),
    ("J. Doe", "j", True, (), "doe", ""),
    ("J.A. Doe", "j", True, ("a",), "doe", ""),
    ("E. S. Larsen", "e", True, ("s",), "larsen", ""),
    ("Dr. Ingrid Martinez", "ingrid", False, (), "martinez", ""),
    ("Mr. Doe", "", False, (), "doe", ""),
    ("Doe, John, Jr.", "john", False, (), "doe", "jr"),
    ("John Doe III", "john", False, (), "doe", "iii"),
    ("Ludwig van Beethoven", "ludwig", False, (), "vanbeethoven", ""),
    ("Beethoven, Ludwig van", "ludwig", False, (), "vanbeethoven", ""),
    ("Дмитрий Иванов", "dmitriy", False, (), "ivanov", ""),
    ("JOSÉ GARCÍA", "jose", False, (), "garcia", ""),
])
def test_person_parts(surface: str, first: str, initial: bool, middles: tuple[str, ...],
                      last: str, generation: str) -> None:
    n = normalize(PERSON, surface)
    assert (n.first, n.first_initial, n.middles, n.last, n.generation) == (
        first, initial, middles, last, generation)


def test_nicknames_expand_first_names() -> None:
    bob = normalize(PERSON, "Bob Smith")
    assert bob.first_forms == ("bob", "robert")
    assert bob.initials == ("b", "r")
    assert normalize(PERSON, "Pat Lee").first_forms == ("pat", "patricia", "patrick")
    assert normalize(PERSON, "Robert Smith").first_forms == ("robert",)


def test_locations_drop_the_but_keep_suffix_words() -> None:
    assert normalize(LOCATION, "The Netherlands").core == "netherlands"
    assert normalize(LOCATION, "Company Town").core == "company town"
    assert normalize(LOCATION, "U.A.E.").is_acronym


def test_basic_key_folds_everything() -> None:
    assert basic_key("  Société  Générale, S.A. ") == "societe generale sa"
    assert basic_key("Smith & Jones") == "smith and jones"
    assert basic_key("I.B.M.") == "ibm"


def test_unresolved_types_keep_their_basic_key() -> None:
    n = normalize("", "USD 2,000,000")
    assert (n.cls, n.core) == ("", "usd 2 000 000")


@pytest.mark.parametrize(
    ("a", "b", "kind"),
    [
        ("Apex Inc", "Apex Incorporated", "exact"),  # one legal name, two spellings
        ("Cobalt Ltd", "Cobalt Limited", "exact"),
        ("Kestrel Pte. Ltd.", "Kestrel Pte Limited", "exact"),
        ("Apex Inc", "Apex Corp", "short"),  # a one-word core, different forms: weak
        ("Apex", "Apex Inc", "short"),
        ("Acme Delta Ltd", "Acme Delta Limited", "exact"),
        ("Perdana Bhd", "Perdana Berhad", "exact"),
    ],
)
def test_one_word_cores_with_one_legal_form_in_two_spellings_are_exact(a: str, b: str, kind: str) -> None:
    from textgraph.resolve.features import name_features

    features = name_features(normalize(ORGANIZATION, a), normalize(ORGANIZATION, b))
    assert features.kind == kind
    assert name_features(normalize(ORGANIZATION, b), normalize(ORGANIZATION, a)).kind == kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    ("Doe Jr.", "John Doe Sr.", "none"),  # a surname-only reference never crosses generations
    ("John Doe Jr.", "John Doe Sr.", "none"),
    ("Doe Jr.", "John Doe Jr.", "reference"),
    ("Doe", "John Doe Sr.", "reference"),  # no generation on one side: no conflict
])
def test_generations_never_match_across(a: str, b: str, kind: str) -> None:
    from textgraph.resolve.features import name_features

    assert name_features(normalize(PERSON, a), normalize(PERSON, b)).kind == kind
    assert name_features(normalize(PERSON, b), normalize(PERSON, a)).kind == kind


@pytest.mark.parametrize(("cls", "a", "b", "kind", "detail"), [
    (PERSON, "Mr. Etchingham Granger", "Miss Etchingham Granger", "none", "forms of address differ"),
    (PERSON, "Mrs. Polehampton", "Miss Polehampton", "none", "forms of address differ"),
    (PERSON, "Mr. Churchill", "Miss Ann Churchill", "none", "forms of address differ"),
    # a surname with a form of address, against a given name of the other sex: mother and son
    (PERSON, "Mrs FRANCIS", "MARTIN FRANCIS", "none", "form of address and given name differ"),
    (PERSON, "Mr. Hale", "Natalia Hale", "none", "form of address and given name differ"),
    (PERSON, "Mrs Francis", "Ackou Martin Francis", "none", "form of address and given name differ"),
    (PERSON, "Mr. Hale", "Viktor Hale", "reference", "surname only"),
    (PERSON, "Ms Hale", "Kim Hale", "reference", "surname only"),  # a given name of either sex
    (PERSON, "Ms. Jane Doe", "Mrs. Jane Doe", "exact", ""),
    (PERSON, "Ms. Jane Doe", "Miss Jane Doe", "exact", ""),
    (PERSON, "Mr. John Doe", "John Doe", "exact", ""),
    (PERSON, "Dr. Jane Doe", "Mrs. Jane Doe", "exact", ""),
    (LOCATION, "Iceland", "Ireland", "none", "two known places"),
    (LOCATION, "Austria", "Australia", "none", ""),
    (ORGANIZATION, "SMTP", "ESMTP", "none", "abbreviations differ"),
    (ORGANIZATION, "WORD", "DWORD", "none", "abbreviations differ"),
    (ORGANIZATION, "GMAIL", "EMAIL", "none", "abbreviations differ"),
    (ORGANIZATION, "Acme Holdngs", "Acme Holdings", "typo", ""),
    (LOCATION, "Nothingham", "Nottingham", "typo", ""),
    (LOCATION, "FL", "Fort Lee", "none", ""),
    (LOCATION, "CA", "Central America", "none", ""),
    (LOCATION, "MI", "Marshall Islands", "none", ""),
    (LOCATION, "NY", "New York", "acronym", "acronym NY"),
    (LOCATION, "RI", "Rhode Island", "acronym", "acronym RI"),
    (LOCATION, "UK", "United Kingdom", "acronym", "acronym UK"),
    (LOCATION, "Mexico", "MEXICO CITY", "none", "another place"),
    (LOCATION, "Los Angeles", "Los Angeles County", "none", "another place"),
    (LOCATION, "Buenos Aires", "Buenos Aires Province", "none", "another place"),
    (LOCATION, "New York", "New York Liberty Zone", "none", "another place"),
    (ORGANIZATION, "Acme", "Acme City", "reference", "words dropped: city"),
])
def test_what_a_one_letter_difference_or_a_title_says(cls: str, a: str, b: str, kind: str, detail: str) -> None:
    """A form of address tells people apart (Mr. is neither Mrs. nor Miss; Ms. may be
    either); a one-letter difference is no typo between two abbreviations or two places the
    gazetteer knows; a US postal code stands for its state, not another place's initials."""
    from textgraph.resolve.features import name_features

    for x, y in ((a, b), (b, a)):
        features = name_features(normalize(cls, x), normalize(cls, y))
        assert (features.kind, features.detail) == (kind, detail)
