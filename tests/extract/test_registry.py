"""Labelled lines of a register (`Directors: A, B`) relate each listed party to the party
their section is about: the one its heading names alone, or a `Company name:` line."""

from __future__ import annotations

from pathlib import Path

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import Node, prop
from textgraph.pipeline import build
from textgraph.structure import structure
from textgraph.verify import verify

PROFILE = """# Subjects of the review

## 1. Beta Ltd — company profile

- **Directors:** Mr John Smith (resigned 3 May 2021), Dr Mary Jones and Paul Green
- Former directors: Olivia Hart
- Secretary: Peter Brown
- Parent company: Acme Corp
- Subsidiaries: Delta Trading LLC, Epsilon Services GmbH
- Bank accounts: Barclays Bank PLC (GB29 NWBK 6016 1331 9268 19)
- Shareholders: Acme Corp (70%), Gamma Holdings Ltd 30%
- Person with significant control: Robert Kane (more than 75% of shares)
- Directors: none

## Payments to Beta Ltd

Directors: Nina Patel

## John Smith

Directorships: Gamma Holdings Ltd, Zeta Capital Ltd (ceased 2020)
Employer: Acme Corp
Spouse: Anna Smith

## Background

Owner: Rachel Stone
"""

EXTRACT = """COMPANY REGISTRY EXTRACT

Company name: Omega Freight Ltd
Company number: 12345678
Directors: Helen Ford, Ivan Petrov
Person with significant control: Ivan Petrov (75% or more)

Company name: Sigma Ventures Ltd
Directors: Helen Ford
"""


def claims(text: str, path: str = "profile.md") -> dict[tuple[str, str, str], Node]:
    config = Config()
    out: dict[tuple[str, str, str], Node] = {}
    for doc in ingest_bytes(path, text.encode(), config.ingest):
        s = structure(doc)
        for n in extract_document(doc, s.sentences, s.terms, config).nodes:
            if n.kind == "claim":
                out[(str(prop(n.props, "subject_name")), n.type, str(prop(n.props, "object_name")))] = n
    return out


def test_a_heading_that_names_a_company_alone_is_the_party_of_its_lines() -> None:
    found = claims(PROFILE)
    beta = {k for k in found if "Beta Ltd" in (k[0], k[2])}
    assert beta == {
        ("Mr John Smith", "DIRECTOR_OF", "Beta Ltd"), ("Dr Mary Jones", "DIRECTOR_OF", "Beta Ltd"),
        ("Paul Green", "DIRECTOR_OF", "Beta Ltd"), ("Olivia Hart", "DIRECTOR_OF", "Beta Ltd"),
        ("Peter Brown", "OFFICER_OF", "Beta Ltd"), ("Acme Corp", "OWNS", "Beta Ltd"),
        ("Beta Ltd", "OWNS", "Delta Trading LLC"), ("Beta Ltd", "OWNS", "Epsilon Services GmbH"),
        ("Beta Ltd", "BANKS_WITH", "Barclays Bank PLC"), ("Gamma Holdings Ltd", "OWNS", "Beta Ltd"),
        ("Robert Kane", "BENEFICIAL_OWNER_OF", "Beta Ltd"),
        ("Beta Ltd", "HOLDS_ACCOUNT", "GB29 NWBK 6016 1331 9268 19"),
    }
    assert prop(found[("Peter Brown", "OFFICER_OF", "Beta Ltd")].props, "role") == "secretary"
    assert prop(found[("Gamma Holdings Ltd", "OWNS", "Beta Ltd")].props, "percentage") == 30.0
    assert prop(found[("Robert Kane", "BENEFICIAL_OWNER_OF", "Beta Ltd")].props, "percentage") == 75.0
    resigned = found[("Mr John Smith", "DIRECTOR_OF", "Beta Ltd")].props
    assert prop(resigned, "ended") is True and prop(resigned, "t_invalid") == "2021-05-03"  # its own day
    assert prop(found[("Olivia Hart", "DIRECTOR_OF", "Beta Ltd")].props, "ended") is True  # former
    assert prop(found[("Dr Mary Jones", "DIRECTOR_OF", "Beta Ltd")].props, "ended") is None


def test_a_person_s_heading_lists_her_ties_and_other_headings_list_nothing() -> None:
    found = claims(PROFILE)
    assert {k for k in found if k[0] == "John Smith" and k[2] != "Beta Ltd"} == {
        ("John Smith", "DIRECTOR_OF", "Gamma Holdings Ltd"), ("John Smith", "DIRECTOR_OF", "Zeta Capital Ltd"),
        ("John Smith", "EMPLOYED_BY", "Acme Corp"), ("John Smith", "RELATIVE_OF", "Anna Smith"),
    }
    assert prop(found[("John Smith", "RELATIVE_OF", "Anna Smith")].props, "kin") == "spouse"
    # `Payments to Beta Ltd` names more than a party; `Background` names none
    assert not {k for k in found if k[0] in ("Nina Patel", "Rachel Stone")}


def test_a_company_name_line_is_the_party_until_the_next_one() -> None:
    found = claims(EXTRACT, "extract.txt")
    assert set(found) == {
        ("Helen Ford", "DIRECTOR_OF", "Omega Freight Ltd"), ("Ivan Petrov", "DIRECTOR_OF", "Omega Freight Ltd"),
        ("Ivan Petrov", "BENEFICIAL_OWNER_OF", "Omega Freight Ltd"),
        ("Helen Ford", "DIRECTOR_OF", "Sigma Ventures Ltd"),
    }


def test_the_claims_cite_the_party_s_name_and_the_line_and_verify(tmp_path: Path) -> None:
    corpus = tmp_path / "case"
    corpus.mkdir()
    (corpus / "profile.md").write_text(PROFILE, encoding="utf-8")
    out = tmp_path / "out"
    result = build(corpus, out)
    data = PROFILE.encode()
    names = {n.id: n.name for n in result.graph.nodes}
    edge = next(e for e in result.graph.edges
                if e.type == "OFFICER_OF" and names.get(e.source) == "Peter Brown")
    cited = data[edge.citations[0].start:edge.citations[0].end].decode()
    assert cited.startswith("Beta Ltd — company profile") and cited.endswith("Secretary: Peter Brown")
    # the heading's name is a mention of Beta Ltd, from its section
    beta = next(n.id for n in result.graph.nodes if n.kind == "entity" and n.name == "Beta Ltd")
    sections = {n.id for n in result.graph.nodes if n.kind == "section"}
    assert any(e.type == "MENTIONS" and e.target == beta and e.source in sections for e in result.graph.edges)
    report = verify(out)
    assert report.passed and report.ok == report.citations > 0


def test_a_two_column_table_of_fields_reads_as_labelled_lines() -> None:
    table = """## 1. Company details

| Field | Entry |
|-------|-------|
| Name | GAMMA HOLDINGS LTD |
| Registration number | HE 412907 |
| Secretary | Stavrou Corporate Services Ltd |
| **Directors** | John Smith, Mary Jones |

## 2. Payments

| Payer | Bank | Amount |
|-------|------|--------|
| Acme Corp | Barclays Bank PLC | USD 5,000 |
"""
    assert set(claims(table)) == {
        ("Stavrou Corporate Services Ltd", "OFFICER_OF", "GAMMA HOLDINGS LTD"),
        ("John Smith", "DIRECTOR_OF", "GAMMA HOLDINGS LTD"), ("Mary Jones", "DIRECTOR_OF", "GAMMA HOLDINGS LTD"),
    }


def test_a_register_table_s_rows_relate_to_the_party_the_document_s_title_names() -> None:
    extract = """# Registry extract: Kestrel Marine Services Pte. Ltd. (Singapore)

## Officers

| Name | Position | Appointed | Resigned |
|------|----------|-----------|----------|
| Lim Wei Jie | Director | 19 December 2025 | |
| Tan Mei Ling | Director and Secretary | 19 December 2025 | |
| Omar Said | Director | 1 January 2024 | 3 March 2025 |

## Shareholders

| Shareholder | Shares | Percentage |
|-------------|-------:|-----------:|
| Harbor Light Trust Company (as trustee of The Orion Trust) | 10,000 | 100% |

## Payments

| Name | Amount |
|------|--------|
| Acme Corp | USD 5,000 |
"""
    found = claims(extract)
    kestrel = "Kestrel Marine Services Pte. Ltd."
    assert set(found) == {
        ("Lim Wei Jie", "DIRECTOR_OF", kestrel), ("Tan Mei Ling", "DIRECTOR_OF", kestrel),
        ("Tan Mei Ling", "OFFICER_OF", kestrel), ("Omar Said", "DIRECTOR_OF", kestrel),
        ("Harbor Light Trust Company", "OWNS", kestrel),
    }
    assert prop(found[("Tan Mei Ling", "OFFICER_OF", kestrel)].props, "role") == "secretary"
    assert prop(found[("Harbor Light Trust Company", "OWNS", kestrel)].props, "percentage") == 100.0
    assert prop(found[("Omar Said", "DIRECTOR_OF", kestrel)].props, "ended") is True
    assert prop(found[("Lim Wei Jie", "DIRECTOR_OF", kestrel)].props, "ended") is None
    # the row's days: appointed is when the tie began, resigned when it ended
    assert prop(found[("Lim Wei Jie", "DIRECTOR_OF", kestrel)].props, "t_valid") == "2025-12-19"
    assert prop(found[("Omar Said", "DIRECTOR_OF", kestrel)].props, "t_invalid") == "2025-03-03"


MINUTES = """# Beta Ltd — Minutes of a meeting of the board of directors

Held at 17 Fenwick Lane, London on 14 February 2026.

Present: Edward Hale (Chair), Jane Roe
In attendance: Peter Brown (Company Secretary), Maria Keller (Calder Private Bank AG)

1. Jane Roe reported that Acme Corporation had paid USD 1,800,000 into the Company's account at Thamesgate Bank plc.
2. It was resolved that the Company enter into a consultancy agreement with Northbridge Capital Partners LLP.
3. The Company Secretary confirmed the quorum.
"""


KYC = """# Customer due diligence form — Gamma Holdings Ltd

**Customer:** Gamma Holdings Ltd
**Account opened:** 12 October 2025, Pelagos Bank Ltd, account no. CY17 0020 0128 0000 0012 0052 7600
**Ultimate beneficial owner(s):** John A. Doe (60%), Eleni Stavrou (40%)
**Authorised signatories:** Eleni Stavrou, Lim Wei Jie
**Introducer:** Northbridge Capital Partners LLP
"""


def test_a_form_s_bold_fields_are_lines_of_their_own_and_read_as_register_lines() -> None:
    found = claims(KYC)
    assert set(found) == {
        ("Gamma Holdings Ltd", "BANKS_WITH", "Pelagos Bank Ltd"),
        ("Gamma Holdings Ltd", "HOLDS_ACCOUNT", "CY17 0020 0128 0000 0012 0052 7600"),
        ("John A. Doe", "BENEFICIAL_OWNER_OF", "Gamma Holdings Ltd"),
        ("Eleni Stavrou", "BENEFICIAL_OWNER_OF", "Gamma Holdings Ltd"),
        ("Eleni Stavrou", "CONTROLS", "Gamma Holdings Ltd"), ("Lim Wei Jie", "CONTROLS", "Gamma Holdings Ltd"),
        ("Northbridge Capital Partners LLP", "ASSOCIATED_WITH", "Gamma Holdings Ltd"),  # the introducer
    }
    assert prop(found[("John A. Doe", "BENEFICIAL_OWNER_OF", "Gamma Holdings Ltd")].props, "percentage") == 60.0
    assert prop(found[("Lim Wei Jie", "CONTROLS", "Gamma Holdings Ltd")].props, "role") == "signatory"


def test_board_minutes_name_the_directors_present_and_the_company_is_the_one_the_title_names() -> None:
    found = claims(MINUTES)
    assert set(found) == {
        ("Edward Hale", "DIRECTOR_OF", "Beta Ltd"), ("Edward Hale", "OFFICER_OF", "Beta Ltd"),
        ("Jane Roe", "DIRECTOR_OF", "Beta Ltd"), ("Peter Brown", "OFFICER_OF", "Beta Ltd"),
        ("Acme Corporation", "TRANSFERRED", "Beta Ltd"), ("Beta Ltd", "BANKS_WITH", "Thamesgate Bank plc"),
        ("Beta Ltd", "CONTRACTED_WITH", "Northbridge Capital Partners LLP"),
        # an attendee's firm in brackets: she works there (no office at Beta)
        ("Maria Keller", "EMPLOYED_BY", "Calder Private Bank AG"),
    }
    assert prop(found[("Edward Hale", "OFFICER_OF", "Beta Ltd")].props, "role") == "chair"
    # `the Company` is the title's firm, an inference: the claim says so
    assert prop(found[("Acme Corporation", "TRANSFERRED", "Beta Ltd")].props, "tag") == "INFERRED"


def test_present_at_a_meeting_that_is_not_the_board_s_makes_nobody_a_director() -> None:
    found = claims(MINUTES.replace("of the board of directors", "with the bank"))
    assert ("Jane Roe", "DIRECTOR_OF", "Beta Ltd") not in found
    assert ("Edward Hale", "OFFICER_OF", "Beta Ltd") in found  # the parenthesis still says it


PRINTED = """REGISTRY EXTRACT

Company name            BETA LTD
Company number          15930427

OFFICERS

  HALE, Edward James
    Role                Director
    Appointed on        12 November 2025

  ROE, Jane
    Role                Director and Secretary

SHAREHOLDERS (per statement of capital)

  Northbridge Capital Partners LLP      80 shares    80%
  Jane Roe                              20 shares    20%

ANALYST NOTES

Gamma Holdings Ltd paid the fees. Acme Corp      is a customer.
"""


def test_a_register_printed_in_columns_names_officers_by_their_role_lines_and_lists_shareholders() -> None:
    found = claims(PRINTED, "extract.txt")
    assert set(found) == {
        ("HALE, Edward James", "DIRECTOR_OF", "BETA LTD"), ("ROE, Jane", "DIRECTOR_OF", "BETA LTD"),
        ("ROE, Jane", "OFFICER_OF", "BETA LTD"),
        ("Northbridge Capital Partners LLP", "OWNS", "BETA LTD"), ("Jane Roe", "OWNS", "BETA LTD"),
    }  # after `ANALYST NOTES` the list is over: a line that opens with a firm is no entry
    assert prop(found[("Jane Roe", "OWNS", "BETA LTD")].props, "percentage") == 20.0
    assert prop(found[("ROE, Jane", "OFFICER_OF", "BETA LTD")].props, "role") == "secretary"


def test_an_entry_far_from_the_party_s_name_cites_its_own_line_and_is_inferred() -> None:
    rows = "".join(f"  Holder Number{chr(65 + i % 26)}{chr(65 + i // 26)} Ltd      {i} shares    1%\n"
                   for i in range(200))
    text = f"Company name            BETA LTD\n\nSHAREHOLDERS\n\n{rows}"
    found = claims(text, "printed.txt")
    spans = sorted(n.end - n.start for n in found.values())
    assert len(found) == 200 and spans[-1] < 5000  # no claim cites the whole list
    first, last = found[("Holder NumberAA Ltd", "OWNS", "BETA LTD")], found[("Holder NumberRH Ltd", "OWNS", "BETA LTD")]
    assert prop(first.props, "tag") == "EXTRACTED"  # the name is a few lines up: in its evidence
    assert prop(last.props, "tag") == "INFERRED" and last.end - last.start < 100  # its own line


def test_a_trust_s_people_and_the_firms_that_serve_a_company() -> None:
    text = """## The Orion Trust

- Trustee: Harbor Light Trust Company
- Settlor: John A. Doe
- Beneficiaries: Anna Doe, Peter Doe

## Gamma Holdings Ltd

- Nominee shareholder: Eleni Stavrou (40%)
- Auditors: Pelagos Audit Ltd
- Registered agent: Stavrou Corporate Services Ltd
"""
    found = claims(text)
    assert {(k, prop(v.props, "role")) for k, v in found.items()} == {
        (("Harbor Light Trust Company", "CONTROLS", "Orion Trust"), "trustee"),
        (("John A. Doe", "ASSOCIATED_WITH", "Orion Trust"), "settlor"),
        (("Anna Doe", "ASSOCIATED_WITH", "Orion Trust"), "beneficiary"),
        (("Peter Doe", "ASSOCIATED_WITH", "Orion Trust"), "beneficiary"),
        (("Eleni Stavrou", "OWNS", "Gamma Holdings Ltd"), "nominee shareholder"),
        (("Gamma Holdings Ltd", "CONTRACTED_WITH", "Pelagos Audit Ltd"), "auditor"),
        (("Gamma Holdings Ltd", "CONTRACTED_WITH", "Stavrou Corporate Services Ltd"), "registered agent"),
    }


def test_numbered_parties_take_their_ordinal_roles_and_an_unnumbered_list_none() -> None:
    from textgraph.extract.base import Found
    from textgraph.extract.terms import numbered_parties

    text = "Between Acme Corp and (1) Beta Ltd and (2) Edward Hale, Defendants."
    beta = Found(type="Organization", start=26, end=34, surface="Beta Ltd", entity="ent:b")
    hale = Found(type="Person", start=43, end=54, surface="Edward Hale", entity="ent:h")
    assert text[beta.start:beta.end] == "Beta Ltd" and text[hale.start:hale.end] == "Edward Hale"
    assert numbered_parties(text, [beta, hale]) == [("First Defendant", beta), ("Second Defendant", hale)]
    assert numbered_parties(text.replace("Defendants", "the buyers"), [beta, hale]) == []
    assert numbered_parties(text.replace("(2)", "(3)"), [beta, hale]) == []  # no list: 1 then 3


def test_a_title_that_says_what_the_document_is_before_a_dash_names_the_party() -> None:
    extract = """# Company extract — Pinecrest Holdings Ltd

## Directors

| Name | Appointed | Resigned |
|---|---|---|
| Karim Haddad | 12/06/2017 | |
| Maria Santos | 12/06/2017 | 01/02/2020 |

## Shareholders

| Shareholder | Shares | % |
|---|---|---|
| Northwind Trading FZE | 40,000 | 80% |
"""
    found = claims(extract)
    assert ("Karim Haddad", "DIRECTOR_OF", "Pinecrest Holdings Ltd") in found, sorted(found)
    assert prop(found[("Maria Santos", "DIRECTOR_OF", "Pinecrest Holdings Ltd")].props, "ended") is True
    assert prop(found[("Northwind Trading FZE", "OWNS", "Pinecrest Holdings Ltd")].props, "percentage") == 80.0
    # the title that names a firm first, then what the document is, still names that firm alone
    assert ("Edward Hale", "OFFICER_OF", "Beta Ltd") in claims(MINUTES)


def test_a_bank_s_form_names_its_customer_and_where_it_is_incorporated() -> None:
    form = """# Know Your Customer — account opening

**Customer name:** Lakeside Consulting Ltd
**Country of incorporation:** Malta
**Ultimate beneficial owner:** Eleanor Price (100%)
**Authorised signatories:** Eleanor Price, Daniel Price
**Introduced by:** Oliver Grant, relationship manager
"""
    found = claims(form)
    assert ("Lakeside Consulting Ltd", "LOCATED_IN", "Malta") in found, sorted(found)
    assert ("Daniel Price", "CONTROLS", "Lakeside Consulting Ltd") in found
    # the introducer is the subject, as in prose (`X introduced B to the bank`)
    assert prop(found[("Oliver Grant", "ASSOCIATED_WITH", "Lakeside Consulting Ltd")].props, "role") == "introducer"


PSC_REGISTER = """PINECREST HOLDINGS LTD
Company number 11223344

Persons with significant control

Mr Andrei Sokolov
Correspondence address: 5 Harbour Road, Limassol, Cyprus
Notified on: 2 March 2021
Nature of control: Ownership of shares – 75% or more; Right to appoint and remove directors

Halden Nominees Limited
Notified on: 2 March 2021
Ceased on: 14 October 2022
Nature of control: Ownership of shares – More than 25% but not more than 50%

Officers

SOKOLOV, Andrei
Role: Director
Appointed on 5 April 2021

MARSH, Olivia Jane
Role: Secretary
Appointed on 2 March 2021
Resigned on 30 June 2023
"""


def test_a_register_of_entries_one_field_a_line_relates_each_entry_to_the_company_it_is_titled_by() -> None:
    """A Companies House extract in plain text: the first line names the company; each entry
    of `Persons with significant control` and `Officers` is a name on a line of its own, then its
    fields. A person's share band makes a beneficial owner (the band's lower bound as the
    percentage, the band as written), a firm's an owner, a right to appoint and remove directors
    control; `Role:` gives the office; `Ceased on:` or `Resigned on` ends the tie."""
    found = claims(PSC_REGISTER, "pinecrest.txt")
    company = "PINECREST HOLDINGS LTD"
    owner = found[("Mr Andrei Sokolov", "BENEFICIAL_OWNER_OF", company)]
    assert prop(owner.props, "percentage") == 75.0 and prop(owner.props, "ended") is None
    assert prop(owner.props, "share_band") == "Ownership of shares – 75% or more"
    assert ("Mr Andrei Sokolov", "CONTROLS", company) in found
    nominee = found[("Halden Nominees Limited", "OWNS", company)]
    assert prop(nominee.props, "percentage") == 25.0 and prop(nominee.props, "ended") is True
    assert ("Halden Nominees Limited", "CONTROLS", company) not in found
    director = found[("SOKOLOV, Andrei", "DIRECTOR_OF", company)]
    assert prop(director.props, "ended") is None
    secretary = found[("MARSH, Olivia Jane", "OFFICER_OF", company)]
    assert prop(secretary.props, "role") == "secretary" and prop(secretary.props, "ended") is True
    # each tie dated by its entry: when it began (appointed, notified), or when it ended
    assert prop(director.props, "t_valid") == "2021-04-05"
    assert prop(nominee.props, "t_invalid") == "2022-10-14"
    assert prop(secretary.props, "t_invalid") == "2023-06-30"
    # a list's line with no register around it relates nothing
    assert not [k for k in claims("Officers\n\nJohn Smith\n\nHe spoke.\n", "note.txt") if k[1] != "LOCATED_IN"]


def test_a_leaked_register_s_intermediary_an_insolvent_firm_s_office_holders_and_its_buyer() -> None:
    """`Intermediary:` names the firm that formed an offshore company for its client (a contract);
    `Liquidators:` and `Official receiver:` the office-holders who run an insolvent firm;
    `Acquired by:` its owner since."""
    text = """## SUNRISE HOLDINGS LIMITED

Intermediary: Mossfield Corporate Services Ltd

Shareholders: Li Wei

## Fenwick Textiles Ltd

Liquidators: Kevin Doyle and Ann Price

Official receiver: Tom Baker

Acquired by: Halvard Capital plc
"""
    found = claims(text)
    assert {(k, prop(v.props, "role")) for k, v in found.items()} == {
        (("SUNRISE HOLDINGS LIMITED", "CONTRACTED_WITH", "Mossfield Corporate Services Ltd"), "intermediary"),
        (("Li Wei", "OWNS", "SUNRISE HOLDINGS LIMITED"), "shareholder"),
        (("Kevin Doyle", "OFFICER_OF", "Fenwick Textiles Ltd"), "liquidator"),
        (("Ann Price", "OFFICER_OF", "Fenwick Textiles Ltd"), "liquidator"),
        (("Tom Baker", "OFFICER_OF", "Fenwick Textiles Ltd"), "receiver"),
        (("Halvard Capital plc", "OWNS", "Fenwick Textiles Ltd"), None),
    }


PSC_PAGE = """# HARROW MEADOW LIMITED

Company number 11873340

## Officers

BONDARENKO, Oleksandr
Correspondence address: 71-75 Shelton Street, London, WC2H 9JQ
Role: Director
Date of birth: March 1971
Appointed on: 4 June 2020

WHITFIELD CORPORATE SERVICES LIMITED
Role: Secretary
Appointed on: 4 June 2020
Resigned on: 1 March 2023

## Persons with significant control

Mr Oleksandr Bondarenko
Notified on 4 June 2020
Date of birth: March 1971
Nature of control
Ownership of shares – 75% or more
Right to appoint and remove directors

Harrow Holdings Ltd
Notified on 1 May 2021
Nature of control
Ownership of shares – More than 25% but not more than 50%
"""


def test_a_register_page_copied_into_markdown_relates_its_entries_read_whole() -> None:
    """The same register as a copy of its web page in markdown: the company and the lists are
    headings, a field's value may stand on the lines below its label (`Nature of control`, then
    one interest a line), and a `Resigned on` line after the `Role` still ends the office (an
    entry is read whole before its relations are made)."""
    found = claims(PSC_PAGE)
    company = "HARROW MEADOW LIMITED"
    assert prop(found[("BONDARENKO, Oleksandr", "DIRECTOR_OF", company)].props, "ended") is None
    secretary = found[("WHITFIELD CORPORATE SERVICES LIMITED", "OFFICER_OF", company)]
    assert prop(secretary.props, "role") == "secretary" and prop(secretary.props, "ended") is True
    owner = found[("Mr Oleksandr Bondarenko", "BENEFICIAL_OWNER_OF", company)]
    assert prop(owner.props, "percentage") == 75.0 and prop(owner.props, "t_valid") == "2020-06-04"
    assert ("Mr Oleksandr Bondarenko", "CONTROLS", company) in found
    assert prop(found[("Harrow Holdings Ltd", "OWNS", company)].props, "percentage") == 25.0
    assert len(found) == 5, sorted(found)


def test_a_register_s_entries_may_each_stand_on_one_line_their_fields_after_dashes() -> None:
    """`NAME — Director — Appointed 4 June 2020` under a list's heading (a heading that names the
    list after a dash too); the company is named by a `Company:` line."""
    text = """# Companies House — Persons with significant control

Company: HARROW MEADOW LIMITED (company number 11873340)

Mr Oleksandr Bondarenko
Notified on 4 June 2020
Nature of control: Ownership of shares – 75% or more

Officers
BONDARENKO, Oleksandr — Director — Appointed 4 June 2020
WHITFIELD CORPORATE SERVICES LIMITED — Secretary — Appointed 4 June 2020 — Resigned 1 March 2023
"""
    found = claims(text)
    company = "HARROW MEADOW LIMITED"
    assert ("Mr Oleksandr Bondarenko", "BENEFICIAL_OWNER_OF", company) in found, sorted(found)
    assert prop(found[("BONDARENKO, Oleksandr", "DIRECTOR_OF", company)].props, "t_valid") == "2020-06-04"
    assert prop(found[("WHITFIELD CORPORATE SERVICES LIMITED", "OFFICER_OF", company)].props, "ended") is True


ONBOARDING_MAIL = """From: Julia Brandt <julia@example.com>
To: onboarding@example.com
Subject: Re: Onboarding - Sunbird Capital Partners Ltd
Date: Mon, 3 May 2021 10:00:00 +0000

Quick summary of what we have on file:

* Sunbird Capital Partners Ltd is a Seychelles IBC incorporated in 2020.
* Registered agent: Coral Bay Fiduciaries Ltd, Victoria, Mahe.
* Director: Nordic Nominees Ltd (corporate director), acting for the UBO.
* UBO per declaration: Mr. Lukas Brenner (German, resident in Zug).
* Bank: Sunbird banks with Bank Frick in Liechtenstein.
"""


def test_a_mails_subject_names_the_party_of_its_labelled_list() -> None:
    got = claims(ONBOARDING_MAIL, "onboarding.eml")
    firm = "Sunbird Capital Partners Ltd"
    assert ("Nordic Nominees Ltd", "DIRECTOR_OF", firm) in got
    assert ("Mr. Lukas Brenner", "BENEFICIAL_OWNER_OF", firm) in got  # (`per declaration` cites a source)
    assert (firm, "CONTRACTED_WITH", "Coral Bay Fiduciaries Ltd") in got
    assert (firm, "BANKS_WITH", "Bank Frick") in got
    assert (firm, "BANKS_WITH", "Sunbird") not in got  # (its own short name on the bank's line)


BO_FORM = """BENEFICIAL OWNERSHIP DECLARATION

Entity name: Golden Reed Investments Ltd
Registered office: Nicosia, Cyprus

Beneficial owner 1
Full name: Elena Markou
Nationality: Cypriot
Nature of control: holds 60% of shares

Beneficial owner 2
Full name: Andreas Markou
Nature of control: holds 40% of shares

Director (1)
Full name: Nikos Pavlou
"""


def test_a_form_s_numbered_entries_are_what_their_heading_says_of_the_form_s_party() -> None:
    """`Beneficial owner 1`, then `Full name:`: the entry is the party's beneficial owner, its
    share from `holds 60% of shares`; `Director (1)` with no field saying more makes a director.
    The `Full name:` line names the entry, not a new party of the form."""
    found = claims(BO_FORM, "declaration.txt")
    company = "Golden Reed Investments Ltd"
    elena = found[("Elena Markou", "BENEFICIAL_OWNER_OF", company)]
    assert prop(elena.props, "percentage") == 60.0
    assert prop(found[("Andreas Markou", "BENEFICIAL_OWNER_OF", company)].props, "percentage") == 40.0
    assert ("Nikos Pavlou", "DIRECTOR_OF", company) in found
    assert not [k for k in found if k[2] in ("Elena Markou", "Andreas Markou", "Nikos Pavlou")]


def test_a_body_named_in_a_heading_s_label_is_not_the_heading_s_party() -> None:
    """`ACRA business profile: B`: the registry named before the colon is the label's; B is the
    party of the tables under it."""
    text = ("# ACRA business profile: Harbourview Consulting Pte Ltd\n\n## Officers\n\n"
            "| Name | Position | Date of appointment |\n|---|---|---|\n"
            "| Tan Boon Huat | Director | 03/05/2019 |\n| Priya Nair | Secretary | 03/05/2019 |\n")
    found = claims(text, "profile.md")
    assert ("Tan Boon Huat", "DIRECTOR_OF", "Harbourview Consulting Pte Ltd") in found
    assert ("Priya Nair", "OFFICER_OF", "Harbourview Consulting Pte Ltd") in found
    assert not [k for k in found if k[2] == "ACRA"]


REGISTRO = """REPÚBLICA DE PANAMÁ - REGISTRO PÚBLICO
CERTIFICADO DE PERSONA JURÍDICA / CERTIFICATE OF LEGAL ENTITY

QUE LA SOCIEDAD / THAT THE COMPANY:
      INVERSIONES MARLIN AZUL, S.A.

SUSCRIPTORES / SUBSCRIBERS:
  RUBÉN DARÍO SAAVEDRA PINZÓN    1 acción / 1 share

DIRECTORES / DIRECTORS:
  EDUARDO JOSÉ VALLARINO MÉNDEZ
  SVETLANA IGOREVNA KOVALCHUK

DIGNATARIOS / OFFICERS:
  TESORERO / TREASURER ............ SVETLANA IGOREVNA KOVALCHUK

NOTAS / NOTES:
  MARLIN AZUL TRADING
"""


def test_a_register_in_two_languages_and_in_capitals() -> None:
    found = claims(REGISTRO, "registro.txt")
    firm = "INVERSIONES MARLIN AZUL, S.A"
    assert {k for k in found if k[2] == firm} == {
        # `THAT THE COMPANY:` names the party; `DIRECTORES / DIRECTORS:` is read as its English side; names in
        # capitals listed under it, or in a field whose label is an office, are persons (`Rubén`: a given name
        # written with its accent)
        ("RUBÉN DARÍO SAAVEDRA PINZÓN", "OWNS", firm),
        ("EDUARDO JOSÉ VALLARINO MÉNDEZ", "DIRECTOR_OF", firm),
        ("SVETLANA IGOREVNA KOVALCHUK", "DIRECTOR_OF", firm),
        ("SVETLANA IGOREVNA KOVALCHUK", "OFFICER_OF", firm),
    }
    assert prop(found[("SVETLANA IGOREVNA KOVALCHUK", "OFFICER_OF", firm)].props, "role") == "treasurer"
    assert not any("MARLIN AZUL TRADING" in (k[0], k[2]) for k in found)  # under a heading of no office


KYB = """INVESTIGATION NOTE

2. MERCHANT / KYB (onboarded 12-Jun-2023)
   Legal entity:   Velora Wellness Ltd, England & Wales, co. no. 14790263
   Director:       Aleksandra Nowicka-Brennan (sole director)
   Shareholder:    Duarte Holdings Lda (Lisbon) - 100%
   UBO declared:   Rui Miguel Duarte Fonseca
"""


def test_a_merchant_s_legal_entity_line_and_its_officers_fields() -> None:
    found = claims(KYB, "note.txt")
    firm = "Velora Wellness Ltd"
    # `Legal entity:` names the party; `Director:` makes a name no list holds a person; `UBO declared:` is
    # the UBO's label with its source
    assert {k for k in found if k[2] == firm} == {
        ("Aleksandra Nowicka-Brennan", "DIRECTOR_OF", firm), ("Duarte Holdings Lda", "OWNS", firm),
        ("Rui Miguel Duarte Fonseca", "BENEFICIAL_OWNER_OF", firm),
    }


HANDELSREGISTER = """Commercial Register B of the Local Court of Düsseldorf
Entry no. 1
2. a) Company name: Rheinauen Metallhandel GmbH
4. b) Managing director: Brenner, Matthias, Mönchengladbach, *14.03.1971,
      authorised to represent alone.
Entry no. 2
4. b) Appointed managing director: Hrytsenko, Oksana, Neuss, *22.09.1983.
5. Individual Prokura: Vogt, Sabine, Ratingen, *05.05.1965
Entry no. 4
4. b) No longer managing director: Hrytsenko, Oksana, Neuss, *22.09.1983.
5. Prokura expired: Vogt, Sabine, Ratingen, *05.05.1965.
"""


def test_a_german_register_s_entries_of_changes() -> None:
    config = Config()
    [doc] = ingest_bytes("hrb.txt", HANDELSREGISTER.encode(), config.ingest)
    s = structure(doc)
    ties: dict[tuple[str, str], list[bool]] = {}
    for n in extract_document(doc, s.sentences, s.terms, config).nodes:
        if n.kind == "claim" and prop(n.props, "object_name") == "Rheinauen Metallhandel GmbH":
            ties.setdefault((str(prop(n.props, "subject_name")), n.type), []).append(prop(n.props, "ended") is True)
    ties = {k: sorted(v) for k, v in ties.items()}
    # a lettered item's label (`4. b) Managing director:`) is read; `Appointed …` begins an office, `No longer …`
    # and `… expired` end it; `Individual Prokura` is a Prokura
    assert ties == {
        ("Brenner, Matthias", "DIRECTOR_OF"): [False],
        ("Hrytsenko, Oksana", "DIRECTOR_OF"): [False, True],
        ("Vogt, Sabine", "OFFICER_OF"): [False, True],
    }


ACCOUNTS_TABLE = """## 4. Bank accounts

| Account holder | Bank | Account | Ccy | Balance 31/12/2023 |
|---|---|---|---|---|
| Aurora Meridian Holdings Limited | Zürcher Alpen Privatbank AG | CH93 0076 2011 6238 5295 7 | USD | 8,916,540 |
| Jane Smith | Barclays Bank PLC | GB29 NWBK 6016 1331 9268 19 | GBP | 5,000 |
| Nordlys Property Investments Limited | Saint-Aubin Private Bank (Jersey) Limited | 71883657 | GBP | 86212000 |
| Kestrel Marine Ltd | Harbor National Bank | pending | USD | 1,000 |
"""


def test_a_table_of_bank_accounts_gives_each_holder_its_bank_and_account() -> None:
    found = claims(ACCOUNTS_TABLE, "review.md")
    assert set(found) == {
        ("Aurora Meridian Holdings Limited", "BANKS_WITH", "Zürcher Alpen Privatbank AG"),
        ("Aurora Meridian Holdings Limited", "HOLDS_ACCOUNT", "CH93 0076 2011 6238 5295 7"),
        ("Jane Smith", "BANKS_WITH", "Barclays Bank PLC"),
        ("Jane Smith", "HOLDS_ACCOUNT", "GB29 NWBK 6016 1331 9268 19"),
        # a bare number is an account in the account column (not in the balance's)
        ("Nordlys Property Investments Limited", "BANKS_WITH", "Saint-Aubin Private Bank (Jersey) Limited"),
        ("Nordlys Property Investments Limited", "HOLDS_ACCOUNT", "71883657"),
        ("Kestrel Marine Ltd", "BANKS_WITH", "Harbor National Bank"),
    }


AGENTS = """# Authorized Agent Network

| Agent ID | Agent legal name | City, State | Owner(s) per agent application | Status |
|---|---|---|---|---|
| A-1041 | Hodan Express LLC | Minneapolis, MN | Abdirahman Yusuf Warsame (100%) | Active |
| A-1042 | Cedar Market & Wireless LLC | St. Paul, MN | Farhan Ali Jama (60%); Sahra Yusuf Warsame (40%) | Active |
"""


def test_a_table_of_firms_named_by_their_legal_name_with_owners_per_a_source() -> None:
    found = claims(AGENTS, "agents.md")
    owns = {k for k in found if k[1] == "OWNS"}
    # `Agent legal name` names each row's firm; `Owner(s) per agent application` is its owners' column
    assert owns == {
        ("Abdirahman Yusuf Warsame", "OWNS", "Hodan Express LLC"),
        ("Farhan Ali Jama", "OWNS", "Cedar Market & Wireless LLC"),
        ("Sahra Yusuf Warsame", "OWNS", "Cedar Market & Wireless LLC"),
    }
    assert prop(found[("Farhan Ali Jama", "OWNS", "Cedar Market & Wireless LLC")].props, "percentage") == 60.0


def test_a_plain_text_register_printed_with_bars_and_no_rule_reads_its_rows_by_its_header() -> None:
    # (a registry's business profile saved as text: no markdown rule under each header, names in
    # capitals family name first, the line over each table saying what its rows are)
    profile = """Company Name                : LODESTAR MARINE SUPPLY PTE. LTD.
Status                      : Live Company

OFFICERS
Name                         | ID         | Nationality        | Position Held | Date of Appointment
TAN BOON KIAT                | S7812345D  | SINGAPORE CITIZEN  | DIRECTOR      | 22/10/2019
NG SOCK LING                 | S7634567B  | SINGAPORE CITIZEN  | SECRETARY     | 22/10/2019

FORMER OFFICERS
Name                         | ID         | Position Held | Appointment | Cessation
LIM JIA HUI                  | S9145678C  | DIRECTOR      | 22/10/2019  | 03/02/2021

SHAREHOLDERS
Name / Reg. No.                    | Nationality / Place   | No. of Shares | Share Type
MERIDIAN BUNKER HOLDINGS LTD       | MARSHALL ISLANDS      | 300,000       | ORDINARY
(reg. no. 98231)                   | (foreign company)     |               |
OLEKSANDR MARCHENKO                | UKRAINIAN             | 50,000        | ORDINARY
SERGEI VLADIMIROVICH PAVLENKO      | Passport 75 4418320   | 45            | ORDINARY
"""
    found = claims(profile, "profile.txt")
    ties = {(k[0], k[1]): n for k, n in found.items() if k[2].startswith("LODESTAR MARINE SUPPLY PTE. LTD")}
    assert set(ties) == {("TAN BOON KIAT", "DIRECTOR_OF"), ("NG SOCK LING", "OFFICER_OF"),
                         ("LIM JIA HUI", "DIRECTOR_OF"), ("MERIDIAN BUNKER HOLDINGS LTD", "OWNS"),
                         ("OLEKSANDR MARCHENKO", "OWNS"), ("SERGEI VLADIMIROVICH PAVLENKO", "OWNS")}
    assert prop(ties[("LIM JIA HUI", "DIRECTOR_OF")].props, "ended") is True
    assert prop(ties[("TAN BOON KIAT", "DIRECTOR_OF")].props, "ended") is None
    assert prop(ties[("TAN BOON KIAT", "DIRECTOR_OF")].props, "t_valid") == "2019-10-22"


def test_a_plain_text_s_lines_with_bars_are_a_table_only_when_two_or_more_match() -> None:
    from textgraph.ingest.text import paragraph_blocks, table_blocks

    text = (b"Intro line\nName | Role\nAnna Berg | Director\n| | Secretary\nNot | a | table\n\n"
            b"One line | with a bar\n\n| A | B |\n|---|---|\n| 1 | 2 |\n")
    kinds = [(b.kind, text[b.start:b.end]) for b in table_blocks(text, paragraph_blocks(text))]
    assert kinds == [
        ("paragraph", b"Intro line"), ("table_row", b"Name | Role"), ("table_row", b"Anna Berg | Director"),
        ("table_row", b"| | Secretary"), ("paragraph", b"Not | a | table"),
        ("paragraph", b"One line | with a bar"),
        ("table_row", b"| A | B |"), ("table_row", b"| 1 | 2 |"),
    ]


def test_an_office_over_entries_of_labelled_fields_relates_each_entry_s_name_to_the_register_s_firm() -> None:
    # (a Dutch register's extract, in two languages, and a French `Kbis`: the office stands alone on its
    # line, each entry's holder on a labelled `Naam` / `Dénomination` / `Nom, prénoms` line under it)
    kvk = """Statutaire naam                Vleugelvaart Commodities B.V.
Statutaire zetel               Rotterdam

Enig aandeelhouder / Sole shareholder
Naam                           Kestrel Arbor Holdings Limited
Address                        Agiou Pavlou 44, Office 301, 1096 Nicosia, Cyprus

Bestuurders / Directors
Naam                           Okonkwo-Brandt, Adaeze Chioma
Datum in functie               09-11-2020

Naam                           Trustkantoor Meerhaven B.V.
Adres                          Westblaak 92, 3012KM Rotterdam

Vestiging / Branch
Naam                           Vleugelvaart Bunkering
"""
    found = claims(kvk, "kvk.txt")
    firm = "Vleugelvaart Commodities B.V"
    assert {(k[0], k[1]) for k in found if k[2] == firm} == {
        ("Kestrel Arbor Holdings Limited", "OWNS"), ("Okonkwo-Brandt, Adaeze Chioma", "DIRECTOR_OF"),
        ("Trustkantoor Meerhaven B.V", "DIRECTOR_OF")}
    # an entry's address is its holder's, not the register's firm's
    assert ("Kestrel Arbor Holdings Limited", "LOCATED_IN", "Nicosia") in found
    assert not any(k[0] == firm and k[1] == "LOCATED_IN" and k[2] == "Nicosia" for k in found)
    kbis = """Dénomination ou raison sociale       ORPHÉE LOGISTIQUE MARITIME
Forme juridique                      Société par actions simplifiée

Président
Dénomination                         HOLDING VERNAZ
Forme juridique                      Société à responsabilité limitée

Directeur général
Nom, prénoms                         BENSALEM-OUARDI Karim Nabil
Nationalité                          Française
"""
    ties = {(k[0], k[1]) for k in claims(kbis, "kbis.txt") if k[2] == "ORPHÉE LOGISTIQUE MARITIME"}
    assert ties == {("HOLDING VERNAZ", "OFFICER_OF"), ("BENSALEM-OUARDI Karim Nabil", "OFFICER_OF")}


def test_a_register_s_name_column_names_persons_no_list_knows_and_a_web_page_s_table_has_its_header_first() -> None:
    master = """Company Name                          SHREEVEDA INFRAPROJECTS PRIVATE LIMITED

Directors/Signatory Details
DIN/PAN      | Name                             | Designation            | Begin date
-------------+----------------------------------+------------------------+-----------
06782214     | MEENAKSHI SUNDARAM IYER          | Managing Director      | 17/04/2014
09130087     | NAVIN JAIDEV CHATTERJEE          | Additional Director    | 11/05/2023
*****4471M   | RIZWANA ABDUL RAHIM SHAIKH       | Company Secretary      | 01/06/2019
"""
    ties = {(k[0], k[1]) for k in claims(master, "master.txt") if k[2] == "SHREEVEDA INFRAPROJECTS PRIVATE LIMITED"}
    assert ties == {("MEENAKSHI SUNDARAM IYER", "DIRECTOR_OF"), ("NAVIN JAIDEV CHATTERJEE", "DIRECTOR_OF"),
                    ("RIZWANA ABDUL RAHIM SHAIKH", "OFFICER_OF")}
    page = b"""<html><body><h1>Kestrel Bay Ventures Limited</h1>
<table><thead><tr><th>Name</th><th>Role</th><th>From</th></tr></thead>
<tbody><tr><td>Joseph Camilleri</td><td>Director</td><td>03-JUN-2014</td></tr>
<tr><td>Apex Nominee Directors Ltd</td><td>Director</td><td>30-NOV-2016</td></tr></tbody></table>
</body></html>"""
    found = set(claims(page.decode(), "profile.html"))
    assert {("Joseph Camilleri", "DIRECTOR_OF", "Kestrel Bay Ventures Limited"),
            ("Apex Nominee Directors Ltd", "DIRECTOR_OF", "Kestrel Bay Ventures Limited")} <= found


def test_a_bank_s_questionnaire_names_its_institution_and_its_officers_in_spanish() -> None:
    ddq = """# Correspondent Banking Due Diligence Questionnaire

**Financial Institution Name:** Banco Mercantil del Istmo, S.A.

## 1a. BOARD & SENIOR MANAGEMENT

| Name | Position | Since |
|---|---|---|
| Ernesto Arosemena Pinilla | Presidente de la Junta Directiva | 1997 |
| Yuki Takahara Ruiz | Directora | 2015 |
| Dr. Rogelio Samaniego Icaza | Director Independiente | 2019 |
| Lic. Mauricio Delgado Stanziola | Gerente General (CEO) | 01/2023 |
| Licda. Itzel Batista de Córdoba | Oficial de Cumplimiento / MLRO | 2018 |
"""
    ties = {(k[0], k[1]) for k in claims(ddq, "ddq.md") if k[2].startswith("Banco Mercantil del Istmo")}
    assert ties == {("Ernesto Arosemena Pinilla", "DIRECTOR_OF"), ("Yuki Takahara Ruiz", "DIRECTOR_OF"),
                    ("Dr. Rogelio Samaniego Icaza", "DIRECTOR_OF"), ("Mauricio Delgado Stanziola", "OFFICER_OF"),
                    ("Itzel Batista de Córdoba", "OFFICER_OF")}


def test_people_with_their_offices_in_a_bracket_hold_them_in_the_firm_the_document_is_titled_by() -> None:
    note = """Solenne Hospitality Group S.A. - Notes to the consolidated financial statements

Key management personnel are Mme Hélène Delacroix-Ambrose (Chief Executive Officer and Director), Mr Emeka
Nwosu-Hartley (Chief Financial Officer) and Mr Jean Obertin (a director of Kessler Avocats).

Mr Lars Sundqvist was appointed chief operating officer in March 2023.
"""
    ties = {(k[0], k[1]): n for k, n in claims(note, "note.txt").items()
            if k[2] == "Solenne Hospitality Group S.A."}
    assert set(ties) == {("Mme Hélène Delacroix-Ambrose", "OFFICER_OF"),
                         ("Mme Hélène Delacroix-Ambrose", "DIRECTOR_OF"),
                         ("Mr Emeka Nwosu-Hartley", "OFFICER_OF"),
                         ("Mr Lars Sundqvist", "OFFICER_OF")}  # (a bracket that names its firm is not read)
    assert prop(ties[("Mr Emeka Nwosu-Hartley", "OFFICER_OF")].props, "role") == "chief financial officer"


def test_a_parties_block_s_quoted_term_before_its_party_in_columns_defines_the_term() -> None:
    summary = """COBALT BRIDGE COMMERCIAL FINANCE LIMITED
Credit Committee - Facility Summary

1. PARTIES
   "the Client"    HALEWOOD FASTENINGS LTD (Co. No. 06631872)
   "the Factor"    COBALT BRIDGE COMMERCIAL FINANCE LIMITED

Mr Oluwaseun Adeyemi-Clarke is the managing director of the Client.
"""
    found = claims(summary, "summary.txt")
    assert ("Mr Oluwaseun Adeyemi-Clarke", "DIRECTOR_OF", "HALEWOOD FASTENINGS LTD") in found
    assert not any(k[0] == "Mr Oluwaseun Adeyemi-Clarke" and k[2].startswith("COBALT") for k in found)


def test_a_term_quoted_across_a_line_s_end_is_defined_and_listed_holders_own_the_firm_whose_shares_they_hold() -> None:
    agreement = """THIS AGREEMENT is made BETWEEN:

(1)  KHANBOGD ORE TRADING LLC, a company incorporated in Mongolia ("KOT");
(2)  John Anthony Smith, of 5 High Street, London (the "KOT
     Guarantor", and together with the Pardalis Guarantor, the "Guarantors");
(3)  PARDALIS MINING RESOURCES PTY LTD ("Pardalis").

The parties will carry on the Business through Gobi Pardalis Resources LLC (the "JVCo").
The KOT Guarantor is the sole ultimate beneficial owner of KOT.
On Completion the issued shares of the JVCo shall be held: Pardalis
     45%; KOT 35%.
"""
    found = claims(agreement, "jv.txt")
    assert ("John Anthony Smith", "BENEFICIAL_OWNER_OF", "KHANBOGD ORE TRADING LLC") in found
    held = {k[0]: n for k, n in found.items() if k[1] == "OWNS" and k[2] == "Gobi Pardalis Resources LLC"}
    assert set(held) == {"PARDALIS MINING RESOURCES PTY LTD", "KHANBOGD ORE TRADING LLC"}
    assert prop(held["KHANBOGD ORE TRADING LLC"].props, "percentage") == 35.0
    assert prop(held["KHANBOGD ORE TRADING LLC"].props, "modality") == "hedged"  # (`shall be held`: to come)


def test_a_customer_since_a_year_in_a_bank_s_memo_banks_with_the_bank_its_title_names() -> None:
    memo = """**HARBOR SOUND COMMUNITY BANK**
**BSA/AML Department — INTERNAL MEMORANDUM**

### 3. Match detail

**3.1 Emeka Chukwuemeka Obiora** – customer since 2017 (CIF 0044812).

**3.2 Kingfisher Wharf Imports LLC** – customer since 09/2021 (CIF 0061530).

Margaret Hunt, a customer of another bank since 2019, is no subject.
"""
    banked = {k[0] for k in claims(memo, "memo.md") if k[1:] == ("BANKS_WITH", "HARBOR SOUND COMMUNITY BANK")}
    assert banked == {"Emeka Chukwuemeka Obiora", "Kingfisher Wharf Imports LLC"}


def test_a_fund_s_partners_with_their_interests_own_those_shares_of_it() -> None:
    notice = """# AURELIAN RIDGE GROWTH FUND II, L.P.

## Allocation among Partners

| Partner | Commitment (USD) | % Interest | Amount due |
|---|---:|---:|---:|
| Haldane Endowment Foundation | 60,000,000 | 20.00% | 4,320,000 |
| Stavros Michalopoulos | 6,000,000 | 2.00% | 432,000 |

## Advisory committee

| Member | Nominated by |
|---|---|
| Ingrid Holm | Haldane Endowment Foundation |
"""
    found = claims(notice, "notice.md")
    fund = "AURELIAN RIDGE GROWTH FUND II, L.P"
    owns = {k[0]: n for k, n in found.items() if k[1:] == ("OWNS", fund)}
    assert set(owns) == {"Haldane Endowment Foundation", "Stavros Michalopoulos"}
    assert prop(owns["Stavros Michalopoulos"].props, "percentage") == 2.0
    assert prop(owns["Stavros Michalopoulos"].props, "role") == "partner"
    assert ("Ingrid Holm", "OWNS", fund) not in found  # (a member with no share owns none)


def test_a_web_page_s_or_a_plain_text_s_table_of_fields_without_edge_bars_reads_as_labelled_lines() -> None:
    # (its first row names a party: no header, and `Name | X` names the table's firm)
    page = b"""<html><body><h1>Company profile</h1>
<table><tr><td>Name</td><td>Kestrel Bay Ventures Limited</td></tr>
<tr><td>Director</td><td>Joseph Camilleri</td></tr>
<tr><td>Shareholder</td><td>Apex Holdings Ltd</td></tr></table>
</body></html>"""
    found = set(claims(page.decode(), "profile.html"))
    expected = {("Joseph Camilleri", "DIRECTOR_OF", "Kestrel Bay Ventures Limited"),
                ("Apex Holdings Ltd", "OWNS", "Kestrel Bay Ventures Limited")}
    assert found == expected
    text = ("Company profile\n\nName | Kestrel Bay Ventures Limited\nDirector | Joseph Camilleri\n"
            "Shareholder | Apex Holdings Ltd\n")
    assert set(claims(text, "profile.txt")) == expected  # (not `Joseph Camilleri OWNS Apex Holdings Ltd`)


def test_a_set_of_accounts_parent_and_controlling_party_are_its_titled_firm_s() -> None:
    report = """HARTWELL PRECISION ENGINEERING LIMITED
DIRECTORS' REPORT FOR THE YEAR ENDED 31 MARCH 2025

The directors present their report and the financial statements for the year.

Ultimate controlling party
The immediate parent undertaking is Hartwell Group Holdings Limited, a company incorporated in England.
The ultimate controlling party is Mr Desmond Achterberg.
"""
    found = claims(report, "report.txt")
    firm = "HARTWELL PRECISION ENGINEERING LIMITED"
    parent = found[("Hartwell Group Holdings Limited", "OWNS", firm)]
    assert prop(parent.props, "role") == "parent undertaking" and prop(parent.props, "tag") == "INFERRED"
    assert ("Mr Desmond Achterberg", "CONTROLS", firm) in found
    notes = """# Kestrel Yarn Mills Ltd

## Notes

The parent and ultimate controlling party is Osprey Textiles PLC.

The parent of Delta Spinners Ltd is Gamma Fibres Ltd.
"""
    found = claims(notes, "notes.md")
    assert {k[1] for k in found if k[::2] == ("Osprey Textiles PLC", "Kestrel Yarn Mills Ltd")} == {"OWNS", "CONTROLS"}
    assert ("Gamma Fibres Ltd", "OWNS", "Kestrel Yarn Mills Ltd") not in found  # (its firm is named)


def test_a_memo_s_from_line_in_a_table_with_a_credential_before_the_office() -> None:
    memo = """# FIRST CAROLINA COMMUNITY BANK

## INTERNAL MEMORANDUM

| | |
|---|---|
| **FROM:** | Renata Oyelowo-Baptiste, CAMS, AVP & BSA Officer |
| **DATE:** | March 4, 2025 |

The subject is discussed below.
"""
    found = claims(memo, "memo.md")
    assert [k for k in found if k[0] == "Renata Oyelowo-Baptiste"] == [
        ("Renata Oyelowo-Baptiste", "EMPLOYED_BY", "FIRST CAROLINA COMMUNITY BANK")]


def test_terms_after_a_register_s_number_and_joined_by_a_slash_name_their_firm() -> None:
    memo = """The borrower is Hartwell Precision Castings Limited, CRN 04417762 ("HPC" / "the Borrower").
Ashcombe Industrial Holdings Limited (CRN 09981330, "Holdco") owns 100% of HPC.
Desmond Quigley held 20% of Holdco. The Borrower paid £5,000 to Holdco.
"""
    found = claims(memo, "memo.txt")
    assert ("Ashcombe Industrial Holdings Limited", "OWNS", "Hartwell Precision Castings Limited") in found
    assert ("Desmond Quigley", "OWNS", "Ashcombe Industrial Holdings Limited") in found
    assert ("Hartwell Precision Castings Limited", "TRANSFERRED", "Ashcombe Industrial Holdings Limited") in found
    assert not [k for k in found if "CRN" in (k[0], k[2])]  # (a register's label is no firm)


def test_a_line_over_a_table_that_names_whose_shareholders_it_lists_is_its_rows_firm() -> None:
    memo = """# NORTHGATE BANK PLC

## 2. Group

Ashcombe Holdings Limited ("Holdco") owns Hartwell Ltd.

Holdco shareholders (CS01 14/03/2024):

| Shareholder | % | Comment |
|---|---|---|
| Gareth Moyo | 60 | MD |
| Kaveh Farahani | 40 | FD |

Secretary: Anna Berg
"""
    found = claims(memo, "memo.md")
    owned = {k[0]: k[2] for k in found if k[1] == "OWNS"}
    assert owned == {"Gareth Moyo": "Ashcombe Holdings Limited", "Kaveh Farahani": "Ashcombe Holdings Limited",
                     "Ashcombe Holdings Limited": "Hartwell Ltd"}
    assert prop(found[("Gareth Moyo", "OWNS", "Ashcombe Holdings Limited")].props, "percentage") == 60.0
    assert ("Anna Berg", "OFFICER_OF", "NORTHGATE BANK PLC") in found  # (the table's firm ends with it)


def test_a_statutory_report_s_company_information_and_its_the_company() -> None:
    report = """                      Registered number: 09874412

                    THISTLEDOWN LOGISTICS LIMITED

          DIRECTORS' REPORT AND FINANCIAL STATEMENTS
                  FOR THE YEAR ENDED 31 DECEMBER 2023

COMPANY INFORMATION

Directors           Mr L-E Sandqvist (Chairman)
                    Mr S K Bhattacharya
                    Mr J R Hartigan     (resigned 28 February 2023)

Company secretary   Ms E Grainger

Bankers             Pennine Commercial Bank plc, 1 Whitefriars, Norwich NR3 1TN

NOTES

17. The overdraft with Pennine Commercial Bank plc is secured by a debenture over the company's assets.

(c) Following his resignation as a director, the company paid consultancy fees of £60,000 to
    Hartigan Advisory Ltd, a company controlled by Mr J R Hartigan.
"""
    found = claims(report, "accounts.txt")
    firm = "THISTLEDOWN LOGISTICS LIMITED"
    assert {k[0] for k in found if k[1:] == ("DIRECTOR_OF", firm)} == {
        "Mr L-E Sandqvist", "Mr S K Bhattacharya", "Mr J R Hartigan"}
    assert prop(found[("Mr J R Hartigan", "DIRECTOR_OF", firm)].props, "ended") is True
    assert ("Ms E Grainger", "OFFICER_OF", firm) in found
    assert (firm, "BANKS_WITH", "Pennine Commercial Bank plc") in found
    # (its `the company` is the firm it reports on, not the firm named last)
    assert (firm, "TRANSFERRED", "Hartigan Advisory Ltd") in found
    assert not [k for k in found if k[0] == "Pennine Commercial Bank plc" and k[1] == "TRANSFERRED"]


def test_a_service_agreement_s_parties_terms_and_names_wrapped_across_lines() -> None:
    agreement = """BETWEEN

(1)  DRUMMOND KERR ANALYTICS LIMITED, a company incorporated in Scotland
     (registered number SC512774) and having its registered office at
     14 Melville Crescent, Edinburgh EH3 7LU (the "Company"); and

(2)  INGRID SOLVEIG HALVORSEN, residing at Flat 3, 22 Ravelston Dykes
     Road, Edinburgh EH4 3NZ (the "Executive").

(A)  The Company is a wholly-owned subsidiary of ORRIN GLOBAL DATA
     HOLDINGS, INC., a corporation organised under the laws of Delaware.
(B)  The Company wishes to employ the Executive as its Chief Financial
     Officer on the terms of this Agreement.
"""
    found = claims(agreement, "agreement.txt")
    firm = "DRUMMOND KERR ANALYTICS LIMITED"
    assert ("ORRIN GLOBAL DATA HOLDINGS, INC.", "OWNS", firm) in found  # (a name a line's end broke)
    held = [k for k in found if k[0] == "INGRID SOLVEIG HALVORSEN" and k[2] == firm]
    assert held and all(k[1] == "OFFICER_OF" for k in held)
    assert prop(found[held[0]].props, "role") == "chief financial officer"  # (an office a line's end broke)
    # a line's end after a legal form, or after a name with no prose before it, breaks no name
    listed = claims("Corvant Software Ltd. — United Kingdom\nCorvant Holdings LLC — Delaware\n\n"
                    "The fee was paid by Acme Capital LLC\nNORTHWIND HOLDINGS LTD received it.\n", "list.txt")
    assert not [k for k in listed if "Kingdom Corvant" in k[0] or "LLC NORTHWIND" in k[0] + k[2]]


PROFILE_PRINTOUT = """KEYSTONE PRIVATE MARKETS DATA  |  Company Profile                 Printed 11-Jun-2024
=====================================================================================
LUMENFOLD ROBOTICS, INC.                                    Profile ID: 48213-77P
Also known as: Lumenfold; formerly "Foldlight Automation LLC" (until 2018)
-------------------------------------------------------------------------------------

ACTIVE INVESTORS (3)
Investor                             Type              Holding   Rounds
-----------------------------------  ----------------  --------  --------------
Tidewater Ventures Fund III, L.P.    Venture Capital   Minority  A (lead), B(lead), C
Silver Arch Venture Lending LLC      Lender            n/a       Debt 2022

BOARD MEMBERS (2)                    Representing                         Since
Oksana Hrytsenko                     Self / Co-Founder, CEO & Chair        2017
Benedikt Sauerwein                   Tidewater Ventures (Partner)         2019

FORMER EXECUTIVES (1)
Roland Abernethy-Cruz     Chief Financial Officer                 2019 - 2022

DEALS (1)
Date        Deal Type                 Lead / Counterparty
04-Mar-2019 Series A                  Ardent Growth Partners LLC

SUBSIDIARIES (2)
Lumenfold Robotics GmbH               Munich, Germany       100%   est. 2021
Lumenfold Automation India Pvt. Ltd.  Pune, India           100%   est. 2022
"""


def test_a_data_provider_s_profile_in_columns_lists_its_firm_s_investors_board_and_executives() -> None:
    found = claims(PROFILE_PRINTOUT, "profile.txt")
    firm = "LUMENFOLD ROBOTICS, INC."  # (its dot kept: a wide gap after it ends no sentence)
    assert ("Tidewater Ventures Fund III, L.P.", "OWNS", firm) in found
    assert ("Silver Arch Venture Lending LLC", "OWNS", firm) not in found  # (a lender holds no stake)
    assert {k[0] for k in found if k[1:] == ("DIRECTOR_OF", firm)} == {"Oksana Hrytsenko", "Benedikt Sauerwein"}
    former = found[("Roland Abernethy-Cruz", "OFFICER_OF", firm)]
    assert prop(former.props, "ended") is True  # (under `FORMER EXECUTIVES`)
    assert (firm, "OWNS", "Lumenfold Robotics GmbH") in found
    assert not [k for k in found if "Ardent Growth Partners LLC" in k]  # (`DEALS (1)` is no list: the one before ends)


def test_a_parent_and_its_subsidiary_of_one_name_stay_two_firms(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "profile.txt").write_text(PROFILE_PRINTOUT, encoding="utf-8")
    graph = build(corpus, tmp_path / "out").graph
    firms = {n.name: n for n in graph.nodes if n.kind == "entity" and n.type == "Organization"}
    parent, child = firms["LUMENFOLD ROBOTICS, INC."], firms["Lumenfold Robotics GmbH"]
    assert prop(child.props, "canonical_id") is None and prop(parent.props, "canonical_id") is None
    assert not [e for e in graph.edges if e.type == "SAME_AS" and {e.source, e.target} == {parent.id, child.id}]


def test_a_working_paper_s_related_parties_by_their_relationship_to_its_client() -> None:
    paper = """**OTIENO, WANJIRU & ASSOCIATES LLP** — Certified Public Accountants (Kenya)

| Client | Mwangaza Agro Processors Limited |
|---|---|
| Period | Year ended 30 June 2024 |

### 1. Related parties identified

| # | Party | Relationship | Source |
|---|---|---|---|
| 1 | Mwangaza Holdings Limited | Immediate parent – 70% of ordinary shares | Share register |
| 2 | Samuel Kiprotich Rono | MD / director; holds 85% of Mwangaza Holdings Ltd | CR12 |
| 3 | Chebet Logistics Limited | Grace Chebet Rono is sole director and 100% shareholder | CR12 |
| 4 | Aisha Mohamed Said | Non-executive director, Nuru's nominee on the Board | Minutes |
"""
    found = claims(paper, "paper.md")
    client = "Mwangaza Agro Processors Limited"
    parent = found[("Mwangaza Holdings Limited", "OWNS", client)]
    assert prop(parent.props, "percentage") == 70.0
    rono = found[("Samuel Kiprotich Rono", "DIRECTOR_OF", client)]
    assert prop(rono.props, "percentage") is None  # (the cell's 85% is of another firm)
    assert [k for k in found if k[0] == "Aisha Mohamed Said"] == [("Aisha Mohamed Said", "DIRECTOR_OF", client)]
    assert not [k for k in found if k[0] == "Chebet Logistics Limited" and k[2] == client]  # (said of Grace)


def test_a_brazilian_qsa_s_partners_and_managers_by_their_coded_qualification() -> None:
    qsa = """          CONSULTA QUADRO DE SÓCIOS E ADMINISTRADORES - QSA

CNPJ:              34.817.226/0001-58
NOME EMPRESARIAL:  TERRA VERDE AGRONEGÓCIOS E PARTICIPAÇÕES LTDA

Nome/Nome Empresarial:  JOÃO PAULO MAGALHÃES FERRAZ
Qualificação:           49-Sócio-Administrador

Nome/Nome Empresarial:  ANDES PACIFIC INVESTMENTS LLC
Qualificação:           37-Sócio Pessoa Jurídica Domiciliado no Exterior

Nome/Nome Empresarial:  RENATO KOWALSKI DIAS
Qualificação:           05-Administrador
"""
    found = claims(qsa, "qsa.txt")
    firm = "TERRA VERDE AGRONEGÓCIOS E PARTICIPAÇÕES LTDA"
    assert {k for k in found if k[2] == firm} == {
        ("JOÃO PAULO MAGALHÃES FERRAZ", "OWNS", firm), ("JOÃO PAULO MAGALHÃES FERRAZ", "DIRECTOR_OF", firm),
        ("ANDES PACIFIC INVESTMENTS LLC", "OWNS", firm), ("RENATO KOWALSKI DIAS", "DIRECTOR_OF", firm)}


def test_a_register_s_summary_after_a_dash_and_no_term_from_code() -> None:
    found = claims("Companies House: Silverline Packaging Supplies Ltd — sole director Meera Chandrasekaran.",
                   "note.txt")
    assert ("Meera Chandrasekaran", "DIRECTOR_OF", "Silverline Packaging Supplies Ltd") in found
    config = Config()
    code = b'\tBCMLOG(BCMLOG_INFO, "Firmware Downloaded Successfully\\n");\n'
    for doc in ingest_bytes("patch.txt", code, config.ingest):
        assert not structure(doc).terms  # (a code's constant is no register number before a term)


def test_a_register_s_director_lines_make_no_term_of_the_director() -> None:
    found = claims("ACME HOLDINGS LTD\n\nDirector: John Smith\nDirector: Mary Jones\n\n"
                   "The Director signed the accounts. John Smith paid the Director $5,000.\n", "register.txt")
    assert {k[0] for k in found if k[1:] == ("DIRECTOR_OF", "ACME HOLDINGS LTD")} == {"John Smith", "Mary Jones"}
    assert not [k for k in found if k[1] == "TRANSFERRED"]  # (`the Director` is no one named)


def test_an_italian_visura_s_offices_and_holders_family_name_first() -> None:
    visura = """Camera di Commercio Industria Artigianato e Agricoltura di VERONA
Registro Imprese - Archivio ufficiale della CCIAA

VISURA ORDINARIA SOCIETA' DI CAPITALE

              OFFICINE MECCANICHE ADIGE S.R.L.
              Codice Fiscale 03318860237

4 Soci e titolari di diritti su azioni e quote

Proprieta'
Quota di nominali: 60.000,00 Euro   Di cui versati: 60.000,00
ZANETTI GUALTIERO                   Codice fiscale: ZNTGTR61B19L781K
Tipo di diritto: proprieta'

Proprieta'
Quota di nominali: 40.000,00 Euro   Di cui versati: 40.000,00
FONDERIA BERICA S.P.A.              Codice fiscale: 02217730244
Tipo di diritto: proprieta'

5 Amministratori

Presidente Consiglio Amministrazione   ZANETTI GUALTIERO
Rappresentante dell'impresa
Nato a VERONA (VR) il 19/02/1961

Consigliere                            OKAFOR CHINEDU
Nato a LAGOS (NIGERIA) il 03/11/1975

6 Sindaci, membri organi di controllo
Sindaco unico                          DE ROSSI ANSELMO
Nato a MANTOVA (MN) il 30/09/1962
"""
    found = claims(visura, "visura.txt")
    firm = "OFFICINE MECCANICHE ADIGE S.R.L"
    # the firm centred under the registry's lines; its holders under their `Quota di nominali` lines; its
    # officers by the office printed before them, each a person by the birth line under the name
    assert {k for k in found if k[2] == firm} == {
        ("ZANETTI GUALTIERO", "OWNS", firm), ("FONDERIA BERICA S.P.A.", "OWNS", firm),
        ("ZANETTI GUALTIERO", "DIRECTOR_OF", firm), ("OKAFOR CHINEDU", "DIRECTOR_OF", firm),
        ("DE ROSSI ANSELMO", "OFFICER_OF", firm)}


def test_a_table_s_firm_column_names_each_row_s_firm_after_a_bidder_s_code() -> None:
    table = ("## Bids received\n\n| Bidder | Firm | Directors | Shareholders (CR12) |\n|---|---|---|---|\n"
             "| B1 | Mawingu Hydro Systems Ltd | Peter Mwangi Karanja | Peter Mwangi Karanja 60%, Grace Odhiambo 40% |"
             "\n")
    found = claims(table, "bids.md")
    firm = "Mawingu Hydro Systems Ltd"
    assert {k for k in found if k[2] == firm} == {
        ("Peter Mwangi Karanja", "DIRECTOR_OF", firm), ("Peter Mwangi Karanja", "OWNS", firm),
        ("Grace Odhiambo", "OWNS", firm)}


def test_a_centred_firm_is_the_document_s_party_only_under_a_registry_s_own_lines() -> None:
    lines = "\n\n              {firm}\n\nDirector: John Smith\n"
    # a filing's centred issuer heads its tables of others: its `Director:` line is no register's
    filing = "SECURITIES AND EXCHANGE COMMISSION\nForm S-1" + lines.format(firm="PAGE AMERICA GROUP, INC.")
    assert not [k for k in claims(filing, "filing.txt") if k[2].startswith("PAGE AMERICA")]
    extract = "Registro Imprese - Camera di Commercio\nVISURA" + lines.format(firm="OFFICINE ADIGE S.R.L.")
    assert ("John Smith", "DIRECTOR_OF", "OFFICINE ADIGE S.R.L") in claims(extract, "visura.txt")
