"""SEC filing forms: Schedule 13G cover pages → BENEFICIAL_OWNER_OF with a percentage,
signature blocks → OFFICER_OF / DIRECTOR_OF. Inline texts in the layouts of real filings."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import Node, prop
from textgraph.structure import structure

FORM_PREDICATES = ("BENEFICIAL_OWNER_OF", "OFFICER_OF", "DIRECTOR_OF", "CONTROLS")


def _claims(path: str, data: bytes) -> list[tuple[Node, str]]:
    """The document's ownership/officer/director claims, each with the text it cites."""
    doc = ingest_bytes(path, data, Config().ingest)[0]
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    cited = {str(dict(e.props)["claim"]): e.citations[0] for e in x.edges if e.type in FORM_PREDICATES}
    out = []
    for n in x.nodes:
        if n.kind == "claim" and n.type in FORM_PREDICATES:
            c = cited[n.id]
            assert (c.start, c.end) == (n.start, n.end)
            out.append((n, doc.text[c.start:c.end].decode()))
    return out


def _facts(claims: list[tuple[Node, str]]) -> set[tuple[str, str, str, str, object]]:
    return {(str(prop(n.props, "subject_name")), n.type, str(prop(n.props, "object_name")),
             str(prop(n.props, "polarity")), prop(n.props, "percentage")) for n, _ in claims}


SC13G_TEXT = b"""SECURITIES AND EXCHANGE COMMISSION

Washington, D.C. 20549

SCHEDULE 13G

(Amendment No: 2)

KESTREL MARINE HOLDINGS INC
--------------------------------------------------------
(Name of Issuer)

Common Stock
--------------------------------------------------------
(Title of Class of Securities)

CUSIP No.   123456789

(1)Names of reporting persons.

Harbourview Capital Advisors, LLC

(2) Check the appropriate box if a member of a group
(a) [  ]
(b) [X]

(4) Citizenship or place of organization

Delaware

(9) Aggregate amount beneficially owned by each reporting person

2450000

(11) Percent of class represented by amount in Row 9

8.4%

(12) Type of reporting person

IA
"""


def test_sc13g_cover_page_gives_beneficial_ownership_with_percentage() -> None:
    claims = _claims("13g.txt", SC13G_TEXT)
    assert _facts(claims) == {("Harbourview Capital Advisors, LLC", "BENEFICIAL_OWNER_OF",
                               "KESTREL MARINE HOLDINGS INC", "positive", 8.4)}
    (node, cited), = claims
    assert cited.startswith("(1)Names of reporting persons.") and cited.endswith("8.4%")
    assert prop(node.props, "modality") == "asserted"


SC13G_HTML = b"""<html><body>
<p>SECURITIES AND EXCHANGE COMMISSION</p><p>SCHEDULE 13G</p>
<table><tr><td>ORCHARD BIOSCIENCES CORPORATION</td></tr><tr><td>(Name of Issuer)</td></tr></table>
<table>
<tr><td>1</td><td>NAMES OF REPORTING PERSONS Tamsin Fund Partners Ltd.</td></tr>
<tr><td>4</td><td>CITIZENSHIP OR PLACE OF ORGANIZATION<br>Cayman Islands</td></tr>
<tr><td>11</td><td>PERCENT OF CLASS REPRESENTED BY AMOUNT IN ROW (9)<br>6.2%</td></tr>
<tr><td>12</td><td>TYPE OF REPORTING PERSON<br>CO</td></tr>
<tr><td>1</td><td>NAMES OF REPORTING PERSONS Oliver J. Brandt</td></tr>
<tr><td>4</td><td>CITIZENSHIP OR PLACE OF ORGANIZATION<br>United States</td></tr>
<tr><td>11</td><td>PERCENT OF CLASS REPRESENTED BY AMOUNT IN ROW (9)<br>0.0%</td></tr>
<tr><td>12</td><td>TYPE OF REPORTING PERSON<br>IN</td></tr>
<tr><td>1</td><td>NAMES OF REPORTING PERSONS Wexcombe Trust Company</td></tr>
<tr><td>11</td><td>PERCENT OF CLASS REPRESENTED BY AMOUNT IN ROW (9)<br>Not applicable</td></tr>
<tr><td>12</td><td>TYPE OF REPORTING PERSON<br>OO</td></tr>
</table>
</body></html>
"""


def test_sc13g_table_cover_pages_one_per_reporting_person() -> None:
    """A table cover page per person: 6.2% is a positive claim, a stated 0.0% a negative one
    (never a positive), `Not applicable` none; the person is typed by row 12 (`IN`)."""
    claims = _claims("13g.html", SC13G_HTML)
    assert _facts(claims) == {
        ("Tamsin Fund Partners Ltd.", "BENEFICIAL_OWNER_OF", "ORCHARD BIOSCIENCES CORPORATION", "positive", 6.2),
        ("Oliver J. Brandt", "BENEFICIAL_OWNER_OF", "ORCHARD BIOSCIENCES CORPORATION", "negative", 0.0),
    }
    brandt = next(n for n, _ in claims if prop(n.props, "subject_name") == "Oliver J. Brandt")
    assert brandt.props and brandt.id
    cited = dict((str(prop(n.props, "subject_name")), text) for n, text in claims)
    assert "Tamsin Fund Partners Ltd." in cited["Tamsin Fund Partners Ltd."]
    assert "6.2%" in cited["Tamsin Fund Partners Ltd."] and "Brandt" not in cited["Tamsin Fund Partners Ltd."]


SC13D_LEADERS = b"""                        SCHEDULE 13D
          Under the Securities Exchange Act of 1934

               COBALT RIDGE THERAPEUTICS, INC.
                      (Name of Issuer)
-------------------------------------------------------------------------
 1  NAME OF REPORTING PERSON ........ Silver Pine Master Fund, L.P.
 6  PLACE OF ORGANIZATION ........... Cayman Islands
13  PERCENT OF CLASS ................ 9.7%
14  TYPE OF REPORTING PERSON ........ PN
-------------------------------------------------------------------------
 1  NAME OF REPORTING PERSON ........ Huang Wei-Ming
 6  CITIZENSHIP ..................... United States
13  PERCENT OF CLASS ................ 9.8%
14  TYPE OF REPORTING PERSON ........ IN, HC
-------------------------------------------------------------------------
"""


def test_sc13d_cover_page_printed_with_leaders_and_short_labels() -> None:
    """A cover page typed with dotted leaders and the short `PERCENT OF CLASS` label; an individual
    who is also a control person (`IN, HC`) is a person."""
    assert _facts(_claims("13d.txt", SC13D_LEADERS)) == {
        ("Silver Pine Master Fund, L.P.", "BENEFICIAL_OWNER_OF", "COBALT RIDGE THERAPEUTICS, INC.", "positive", 9.7),
        ("Huang Wei-Ming", "BENEFICIAL_OWNER_OF", "COBALT RIDGE THERAPEUTICS, INC.", "positive", 9.8),
    }


def test_sc13g_without_a_readable_percentage_gives_no_claim() -> None:
    text = SC13G_TEXT.replace(b"8.4%", b"See Item 4")
    assert _claims("13g.txt", text) == []


EIGHT_K = b"""<html><body>
<p>UNITED STATES</p><p>SECURITIES AND EXCHANGE COMMISSION</p><p>FORM 8-K</p>
<p>NORTHBRIDGE LOGISTICS, INC.</p>
<p>(Exact name of Registrant as specified in its charter)</p>
<p>SIGNATURES</p>
<p>Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused
this report to be signed on its behalf by the undersigned hereunto duly authorized.</p>
<table>
<tr><td>Northbridge Logistics, Inc.</td></tr>
<tr><td>Date: March 3, 2025</td><td>By: /s/ HELENA M. VOSS</td></tr>
<tr><td>Name: Helena M. Voss</td></tr>
<tr><td>Title: Senior Vice President of Finance,</td></tr>
<tr><td>Treasurer and Chief Financial Officer</td></tr>
</table>
</body></html>
"""


def test_signature_block_gives_officer_of_the_company_above() -> None:
    claims = _claims("8k.html", EIGHT_K)
    assert _facts(claims) == {("HELENA M. VOSS", "OFFICER_OF", "Northbridge Logistics, Inc.", "positive", None)}
    (node, cited), = claims
    assert prop(node.props, "role") == "senior vice president of finance, treasurer and chief financial officer"
    assert cited.startswith("Northbridge Logistics, Inc.") and cited.endswith("Chief Financial Officer")


TEN_K = b"""<html><body>
<p>SECURITIES AND EXCHANGE COMMISSION</p><p>FORM 10-K</p>
<p>Calder Foods Corporation</p>
<p>(Exact name of Registrant as specified in its charter)</p>
<p>SIGNATURES</p>
<table>
<tr><td>Name</td><td>Title</td><td>Date</td></tr>
<tr><td>/s/ Rowan P. Hale</td><td>Chief Executive Officer and Director<br>(Principal Executive Officer)</td>
<td>February 2, 2025</td></tr>
<tr><td>ROWAN P. HALE</td></tr>
<tr><td>/s/ Mira Castell</td><td>Senior Director of Corporate Accounting</td><td>February 2, 2025</td></tr>
<tr><td>MIRA CASTELL</td></tr>
<tr><td>/s/ Owen Tarrant</td><td>Director and Chair of the Board</td><td>February 2, 2025</td></tr>
<tr><td>OWEN TARRANT</td></tr>
</table>
</body></html>
"""


def test_signature_table_gives_directors_and_officers_of_the_registrant() -> None:
    """The registrant comes from the cover page; `Senior Director of …` is a job, not a board seat."""
    assert _facts(_claims("10k.html", TEN_K)) == {
        ("Rowan P. Hale", "OFFICER_OF", "Calder Foods Corporation", "positive", None),
        ("Rowan P. Hale", "DIRECTOR_OF", "Calder Foods Corporation", "positive", None),
        ("Owen Tarrant", "DIRECTOR_OF", "Calder Foods Corporation", "positive", None),
    }


HEADER = b"""<SEC-HEADER>0000950129-95-001652.hdr.sgml : 19960102
CONFORMED SUBMISSION TYPE:\t24F-2NT
FILER:

\tCOMPANY DATA:
\t\tCOMPANY CONFORMED NAME:\t\t\tGRANTHAM GROWTH TRUST
\t\tCENTRAL INDEX KEY:\t\t\t0000810271
</SEC-HEADER>

SIGNATURES

This report has been signed below by the following persons on behalf of the
issuer and in the capacities and on the dates indicated.

By (Signature and Title)* /s/ NORA L. KEMBLE
                         ______________________________________
                              Nora L. Kemble, Secretary
"""


def test_header_filer_is_the_company_of_an_unnamed_signature() -> None:
    claims = _claims("0000950129-95-001652.txt", HEADER)
    assert _facts(claims) == {("NORA L. KEMBLE", "OFFICER_OF", "GRANTHAM GROWTH TRUST", "positive", None)}


ATTORNEY = b"""SECURITIES AND EXCHANGE COMMISSION

HALDEN MINING CORP.
(Exact name of registrant as specified in its charter)

Dated: January 22, 2024
Halden Mining Corp.

By: /s/ Spencer Lowe
Name/Title Attorney-In-Fact

/s/ David A. Brook*     Director               May 25, 1995
David A. Brook

*By:/s/ Martin H. Keel
    Martin H. Keel,
    attorney-in-fact
"""


def test_attorney_in_fact_is_no_officer() -> None:
    """Only the director who signed by attorney is a claim; the attorneys are nobody's officers."""
    assert _facts(_claims("s3.txt", ATTORNEY)) == {
        ("David A. Brook", "DIRECTOR_OF", "HALDEN MINING CORP.", "positive", None)}


def test_documents_without_a_filing_cover_are_not_read_as_forms() -> None:
    memo = b"Board minutes\n\nBy: /s/ Jane Q. Doe\nName: Jane Q. Doe\nTitle: Chief Executive Officer\n"
    assert _claims("memo.txt", memo) == []


def _dated(path: str, data: bytes) -> set[tuple[str, str, object]]:
    return {(str(prop(n.props, "subject_name")), n.type, prop(n.props, "t_valid")) for n, _ in _claims(path, data)}


FORM4_HEADER = b"""<SEC-DOCUMENT>0001094891-00-000193.txt : 20000316
<SEC-HEADER>0001094891-00-000193.hdr.sgml : 20000316
ACCESSION NUMBER:\t\t0001094891-00-000193
CONFORMED SUBMISSION TYPE:\t4
PUBLIC DOCUMENT COUNT:\t\t1
CONFORMED PERIOD OF REPORT:\t20000229
FILED AS OF DATE:\t\t20000314

SUBJECT COMPANY:

\tCOMPANY DATA:
\t\tCOMPANY CONFORMED NAME:\t\t\tWESTMARK TOOLING CORP /
\t\tCENTRAL INDEX KEY:\t\t\t0000911787

\tFORMER COMPANY:
\t\tFORMER CONFORMED NAME:\tWESTMARK TOOLING CORP /DE
\t\tDATE OF NAME CHANGE:\t19960607
<REPORTING-OWNER>

COMPANY DATA:
\tCOMPANY CONFORMED NAME:\t\t\tFOSTER ALAN H
\tCENTRAL INDEX KEY:\t\t\t0001050609
<RELATIONSHIP>DIRECTOR

BUSINESS ADDRESS:
\tSTREET 1:\t\tWESTMARK TOOLING CORP
\tCITY:\t\t\tNEW YORK
</REPORTING-OWNER>
<REPORTING-OWNER>

COMPANY DATA:
\tCOMPANY CONFORMED NAME:\t\t\tHALVERSON MARGIT
<RELATIONSHIP>OTHER
</REPORTING-OWNER>
</SEC-HEADER>
<DOCUMENT>
<TYPE>4
<TEXT>
FORM 4
STATEMENT OF CHANGES IN BENEFICIAL OWNERSHIP
</TEXT>
</DOCUMENT>
"""


def test_form4_header_reporting_owner_is_director_of_the_subject_company() -> None:
    """`FOSTER ALAN H` is a director, so a person, named first-name first; an owner whose
    relationship is `OTHER` gives nothing. The claim is dated by `FILED AS OF DATE`."""
    claims = _claims("0001094891-00-000193.txt", FORM4_HEADER)
    assert _facts(claims) == {("Alan H Foster", "DIRECTOR_OF", "WESTMARK TOOLING CORP", "positive", None)}
    (node, cited), = claims
    assert cited.startswith("COMPANY CONFORMED NAME:") and cited.endswith("<RELATIONSHIP>DIRECTOR")
    assert prop(node.props, "role") == "director" and prop(node.props, "t_valid") == "2000-03-14"


def test_form4_header_without_an_issuer_gives_nothing() -> None:
    text = FORM4_HEADER.replace(b"SUBJECT COMPANY:", b"FILER:")
    assert _claims("4.txt", text) == []


OWNERSHIP_XML = b"""<SEC-HEADER>0001209191-21-000123.hdr.sgml : 20210305
CONFORMED SUBMISSION TYPE:\t4
CONFORMED PERIOD OF REPORT:\t20210303
FILED AS OF DATE:\t\t20210305

REPORTING-OWNER:

\tOWNER DATA:
\t\tCOMPANY CONFORMED NAME:\t\t\tKemp Dana R.
\t\tCENTRAL INDEX KEY:\t\t\t0001577001

ISSUER:

\tCOMPANY DATA:
\t\tCOMPANY CONFORMED NAME:\t\t\tHarrowgate Semiconductor, Inc.
\t\tCENTRAL INDEX KEY:\t\t\t0000812345
</SEC-HEADER>
<DOCUMENT>
<TYPE>4
<TEXT>
<XML>
<ownershipDocument>
    <issuer>
        <issuerCik>0000812345</issuerCik>
        <issuerName>Harrowgate Semiconductor, Inc.</issuerName>
    </issuer>
    <reportingOwner>
        <reportingOwnerId>
            <rptOwnerCik>0001577001</rptOwnerCik>
            <rptOwnerName>Kemp Dana R.</rptOwnerName>
        </reportingOwnerId>
        <reportingOwnerRelationship>
            <isDirector>0</isDirector>
            <isOfficer>1</isOfficer>
            <isTenPercentOwner>0</isTenPercentOwner>
            <officerTitle>Chief Financial Officer</officerTitle>
        </reportingOwnerRelationship>
    </reportingOwner>
    <reportingOwner>
        <reportingOwnerId>
            <rptOwnerName>GRANITE PEAK CAPITAL PARTNERS LP</rptOwnerName>
        </reportingOwnerId>
        <reportingOwnerRelationship>
            <isDirector>false</isDirector>
            <isTenPercentOwner>true</isTenPercentOwner>
        </reportingOwnerRelationship>
    </reportingOwner>
    <reportingOwner>
        <reportingOwnerId>
            <rptOwnerName>SILVERTHORN</rptOwnerName>
        </reportingOwnerId>
        <reportingOwnerRelationship>
            <isTenPercentOwner>1</isTenPercentOwner>
        </reportingOwnerRelationship>
    </reportingOwner>
    <reportingOwner>
        <reportingOwnerId>
            <rptOwnerName>ALDER VENTURE FUND II LP</rptOwnerName>
        </reportingOwnerId>
        <reportingOwnerRelationship>
            <isDirector>1</isDirector>
        </reportingOwnerRelationship>
    </reportingOwner>
</ownershipDocument>
</XML>
</TEXT>
</DOCUMENT>
"""


def test_ownership_document_gives_officer_title_and_ten_percent_owner() -> None:
    """`<isOfficer>1` with `<officerTitle>` is OFFICER_OF with that role; a ten-percent owner
    that is plainly a company is BENEFICIAL_OWNER_OF; one-word `SILVERTHORN` is typed by
    nothing and a fund is no director: neither gives a claim."""
    claims = _claims("0001209191-21-000123.txt", OWNERSHIP_XML)
    assert _facts(claims) == {
        ("Dana R. Kemp", "OFFICER_OF", "Harrowgate Semiconductor, Inc.", "positive", None),
        ("GRANITE PEAK CAPITAL PARTNERS LP", "BENEFICIAL_OWNER_OF", "Harrowgate Semiconductor, Inc.", "positive",
         None),
    }
    roles = {str(prop(n.props, "subject_name")): prop(n.props, "role") for n, _ in claims}
    assert roles["Dana R. Kemp"] == "chief financial officer"
    cited = {str(prop(n.props, "subject_name")): text for n, text in claims}
    assert cited["Dana R. Kemp"].startswith("<rptOwnerName>Kemp") and cited["Dana R. Kemp"].endswith(
        "<officerTitle>Chief Financial Officer</officerTitle>")


def test_edgar_person_names_are_turned() -> None:
    from textgraph.extract.filings_headers import person_name
    assert person_name("FOSTER ALAN H") == "Alan H Foster"
    assert person_name("Foster, Alan H.") == "Alan H. Foster"
    assert person_name("VAN DYKE JOHN JR") == "John Van Dyke Jr"
    assert person_name("O'BRIEN MARY-KATE") == "Mary-Kate O'Brien"
    assert person_name("WESTMARK HOLDINGS INC") is None
    assert person_name("FOSTER") is None
    assert person_name("GRANITE PEAK CAPITAL") is None


SUBSIDIARY_13G = SC13G_TEXT.replace(b"Harbourview Capital Advisors, LLC", b"Harbourview Group, Inc.").replace(
    b"\nIA\n", b"\nHC\n") + b"""
Item 7. Identification and Classification of the Subsidiary Which
Acquired the Security Being Reported on by the Parent Holding
Company or Control Person.

See Exhibit A

Item 8. Identification and Classification of Members of the Group

Not applicable.

Exhibit A

Subsidiary

Harbourview Life Limited
 Harbourview Advisors, LLC
 Harbourview (Netherlands) B.V.
 Harbourview Fund Advisors*
 Harbourview Trust Company, National Association
*Entity beneficially owns 5% or greater of the outstanding
shares of the security class being reported on this
Schedule 13G.

Exhibit B

POWER OF ATTORNEY
"""


def test_exhibit_subsidiaries_are_controlled_by_the_parent() -> None:
    """Each name of the exhibit Item 7 points to is CONTROLLED by the one reporting company;
    the starred one beneficially owns the issuer (the footnote says 5% or greater)."""
    facts = _facts(_claims("13g.txt", SUBSIDIARY_13G))
    controls = {o for s, p, o, _, _ in facts if p == "CONTROLS" and s == "Harbourview Group, Inc."}
    assert controls == {"Harbourview Life Limited", "Harbourview Advisors, LLC", "Harbourview (Netherlands) B.V.",
                        "Harbourview Fund Advisors", "Harbourview Trust Company, National Association"}
    assert ("Harbourview Fund Advisors", "BENEFICIAL_OWNER_OF", "KESTREL MARINE HOLDINGS INC", "positive",
            None) in facts
    assert len(facts) == 7


def test_subsidiaries_listed_in_item_7_itself() -> None:
    text = SC13G_TEXT.replace(b"\nIA\n", b"\nHC\n") + b"""
Item 7. Identification and Classification of the Subsidiary Which Acquired the Security

The following subsidiaries of Harbourview Capital Advisors, LLC acquired the securities
being reported on:

Harbourview Partners LP
Harbourview Offshore Fund Ltd.
Each of the above is an investment adviser.

Item 8. Identification and Classification of Members of the Group
"""
    controls = {o for s, p, o, _, _ in _facts(_claims("13g.txt", text)) if p == "CONTROLS"}
    assert controls == {"Harbourview Partners LP", "Harbourview Offshore Fund Ltd."}


def test_item_7_pointing_at_a_joint_filing_agreement_or_several_parents_gives_nothing() -> None:
    agreement = SUBSIDIARY_13G.replace(b"See Exhibit A", b"See Exhibit B")
    assert {p for _, p, _, _, _ in _facts(_claims("13g.txt", agreement))} == {"BENEFICIAL_OWNER_OF"}
    two = SUBSIDIARY_13G.replace(b"\nHC\n", b"""
HC

(1) Names of reporting persons.

Harbourview Holdings LLC

(11) Percent of class represented by amount in Row 9

5.1%

(12) Type of reporting person

HC
""", 1)
    assert {(s, pct) for s, p, _, _, pct in _facts(_claims("13g.txt", two))} == {
        ("Harbourview Group, Inc.", 8.4), ("Harbourview Holdings LLC", 5.1)}


_FILLER = b"\n\n".join(b"Item %d. Not applicable." % i for i in range(20, 70))


def test_a_filing_that_dates_nothing_early_is_dated_by_its_dated_line() -> None:
    text = SC13G_TEXT + b"\n\n" + _FILLER + b"\n\nSIGNATURE\n\nDated: January 5, 2024\n"
    assert _dated("13g.txt", text) == {("Harbourview Capital Advisors, LLC", "BENEFICIAL_OWNER_OF", "2024-01-05")}
    assert _dated("13g.txt", SC13G_TEXT + b"\n\n" + _FILLER) == {
        ("Harbourview Capital Advisors, LLC", "BENEFICIAL_OWNER_OF", None)}


def test_a_date_the_text_gives_early_wins_over_the_header() -> None:
    text = FORM4_HEADER.replace(b"FORM 4\n", b"FORM 4\nDate: March 13, 2000\n")
    assert _dated("4.txt", text) == {("Alan H Foster", "DIRECTOR_OF", "2000-03-13")}
