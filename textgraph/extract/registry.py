"""Facts a register lists about one party: a company extract, a person's profile.

Registry extracts, due-diligence profiles and case notes list who is who as labelled lines
under the party they describe, named by a heading or a name line:

    ## Beta Ltd                              Company name: Beta Ltd
    Directors: John Smith, Mary Jones        Secretary: Peter Brown
    Shareholders: Acme Corp (60%), Gamma Holdings Ltd (40%)
    Person with significant control: Robert Kane (more than 75% of shares)

    ## John Smith
    Directorships: Beta Ltd, Gamma Ltd (resigned 2021)

None of these lines is a sentence with a verb, so the relation patterns read nothing in them.
Here a line whose label names a role, a holding or a tie (`LABELS`) relates each party it
lists to the party of its section: the one its heading names, when the heading is that name
alone (`Beta Ltd`, `1. Beta Ltd — company profile`), or the one a `Company name:` line of the
section named last. The claim cites the bytes from the party's name to the end of the line,
so the evidence holds both ends. A percentage right after a listed party is its holding; a
`former` label or a `(resigned …)` after the party says the tie has ended.

Tables say the same: a two-column table of fields (`| Secretary | Stavrou Corporate Services
Ltd |`) is read as labelled lines, and a register table (`| Name | Position | Appointed |`
under `## Officers`, `| Shareholder | Shares | Percentage |`) relates each row's party by its
office, else by what the name column's header or the section's title says. A section with no
party of its own takes that of the nearest heading around it that names one (a register's
title: `# Registry extract: Kestrel Marine Services Pte. Ltd. (Singapore)`).

A register printed in columns (`aligned`: `Company name            BETA LTD`) names officers by
an entry and its `Role` line (`office_relations`) and lists shareholders under a line in
capitals (`caps_label`, `entry_relations`). Who attended a meeting (`ATTENDANCE`: `Present: A
(Chair)`) holds the office its parenthesis gives, and at a board meeting is a director. The
extractor (`extract._register`, `_printed`) keeps the section's party and cites.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from textgraph.extract.base import A_TRUST, Found, Relation
from textgraph.extract.tables import ACCOUNT_COLUMNS, cells
from textgraph.extract.tables import ROLES as COLUMN_ROLES
from textgraph.model import PropValue, prop, props, with_props

_PARTIES = ("Organization", "Person")
_NAMED = (*_PARTIES, "Vessel")  # what a name line may name


@dataclass(frozen=True, slots=True)
class Label:
    """What a label says of each party its line lists: `predicate` between the listed party
    and the section's party (`inward`: the listed party is the subject), its `role` or `kin`,
    and which kinds of party it fits."""

    predicate: str
    inward: bool
    heads: tuple[str, ...]  # the section's party types the label is read under
    listed: tuple[str, ...] = _PARTIES  # the listed parties' types
    role: str = ""
    kin: str = ""
    anywhere: bool = False  # the parties may stand anywhere on the line, not only as its list
    first: bool = False  # only the first party read (an address's town, not its country too)


def _add(table: dict[str, Label], names: str, label: Label) -> None:
    """`label` under each of the `|`-separated `names`."""
    for name in names.split("|"):
        table[name] = label


def _labels() -> dict[str, Label]:
    org, person = ("Organization",), ("Person",)
    table: dict[str, Label] = {}

    def add(names: str, label: Label) -> None:
        _add(table, names, label)

    director = Label("DIRECTOR_OF", True, org, role="director")
    add("director|directors|board|board of directors|board members|members of the board|board member|"
        "member of the board", director)
    for role in ("non-executive director", "executive director", "nominee director", "alternate director",
                 "managing director", "independent director", "independent non-executive director",
                 "senior independent director", "non-executive chairman", "non-executive chair", "executive chairman",
                 "deputy chairman", "vice chairman"):
        add(f"{role}|{role}s", Label("DIRECTOR_OF", True, org, role=role))
    for role in ("secretary", "company secretary", "officer", "chief executive", "chief executive officer",
                 "ceo", "cfo", "chief financial officer", "coo", "chief operating officer", "chair",
                 "chairman", "chairwoman", "chairperson", "president", "vice president", "general manager",
                 "treasurer", "managing member", "general partner", "founder", "co-founder", "cto",
                 "chief technology officer", "cio", "chief investment officer", "cco", "chief commercial officer"):
        add(f"{role}|{role}s", Label("OFFICER_OF", True, org, role=role))
    add("secretaries|company secretaries", Label("OFFICER_OF", True, org, role="secretary"))
    # a Brazilian register's partners and managers (`Sócio`, `Administrador`, `Sócio-Administrador`)
    add("sócio|sócia|socio|socia|sócios|socios", Label("OWNS", True, org, role="sócio"))
    add("administrador|administradora|administradores", Label("DIRECTOR_OF", True, org, role="administrador"))
    add("procurador|procuradora", Label("ASSOCIATED_WITH", True, org, role="attorney"))
    add("employee|employees|staff member|employee name",
        Label("EMPLOYED_BY", True, org, listed=person, role="employee"))
    # a profile's people (a market data provider's `EXECUTIVES`, `Key people`): each entry's office after its name
    add("executives|key executives|executive officers|management|management team|senior management|key people",
        Label("OFFICER_OF", True, org, listed=person, role="executive"))
    # an insolvent company's office-holders
    for role, names in (("liquidator", "liquidator|liquidators|joint liquidators|provisional liquidator"),
                        ("receiver", "receiver|receivers|official receiver|administrative receiver")):
        add(names, Label("OFFICER_OF", True, org, listed=person, role=role))
    add("trustee|trustees|original trustee|original trustees|current trustee|current trustees|new trustee|"
        "new trustees|additional trustee|corporate trustee", Label("CONTROLS", True, org, role="trustee"))
    owner = Label("OWNS", True, org, role="shareholder")
    add("shareholder|shareholders|stockholder|stockholders|owner|owners|equity holders|"
        "controlling shareholder|controlling shareholders|sole shareholder|majority shareholder|"
        "sole owner|sole stockholder|majority shareholders|sole member|"
        # (those who signed the memorandum for the first shares: a Panama or BVI company's first holders)
        "subscriber|subscribers|subscribers to the memorandum|suscriptores", owner)
    add("investors|active investors|current investors", Label("OWNS", True, org, role="investor"))
    add("sole director", Label("DIRECTOR_OF", True, org, role="sole director"))
    add("manager|managers", Label("OFFICER_OF", True, org, role="manager"))  # (a UAE licence's manager)
    add("owned by|parent|parent company|holding company|immediate parent|ultimate parent|"
        "ultimate parent company|ultimate holding company", Label("OWNS", True, org, listed=org))
    add("beneficial owner|beneficial owners|ultimate beneficial owner|ultimate beneficial owners|ubo|ubos|"
        "person with significant control|persons with significant control|psc|pscs|"
        "registrable person|registrable persons|controlling person|controlling persons",
        Label("BENEFICIAL_OWNER_OF", True, org, listed=person))
    add("nominee shareholder|nominee shareholders", Label("OWNS", True, org, role="nominee shareholder"))
    add("subsidiary|subsidiaries", Label("OWNS", False, org, listed=org))
    add("controlled by|ultimate controller|controller", Label("CONTROLS", True, org))
    # a trust's or a partnership's people: what the prose rules give for `the settlor of T`
    for role in ("settlor", "beneficiary", "protector", "partner", "member", "designated member",
                 "limited partner"):
        plural = "beneficiaries" if role == "beneficiary" else f"{role}s"
        add(f"{role}|{plural}", Label("ASSOCIATED_WITH", True, org, role=role))
    # the firms that serve a company: its auditor, its lawyers, its agent
    for role, names in (("auditor", "auditor|auditors|statutory auditor|independent auditor"),
                        ("legal counsel", "legal counsel|lawyers|solicitors|law firm"),
                        ("registered agent", "registered agent|agent"),
                        ("corporate services provider", "corporate services provider|company secretary provider|"
                        "administrator|administrators")):
        add(names, Label("CONTRACTED_WITH", False, org, listed=org, role=role))
    # the firm (or lawyer) that formed an offshore company for its client, as leaked registers name it
    add("intermediary|intermediaries", Label("CONTRACTED_WITH", False, org, role="intermediary"))
    add("acquired by|bought by|purchased by|taken over by", Label("OWNS", True, org, listed=org))
    add("affiliates|affiliated companies|related companies|group companies|sister companies|affiliate|"
        "affiliated company|related company|group company|sister company",
        Label("ASSOCIATED_WITH", False, org, listed=org, role="affiliate"))
    # a firm's trading partners, as a related-party table's `Relationship` column or a list names them
    # (`Customer:` and `Client:` alone on a line name the form's party: `NAME_LABELS`)
    add("customer|customers|client|clients", Label("ASSOCIATED_WITH", True, org, role="customer"))
    add("supplier|suppliers|vendor|vendors|contractor|contractors|service provider|service providers",
        Label("ASSOCIATED_WITH", True, org, role="supplier"))
    # a bank line names the bank anywhere on it (`Account opened: 12 October 2025, Pelagos Bank Ltd,
    # account no. …`): every firm on the line is the party's bank, every account its account
    banks = Label("BANKS_WITH", False, (*org, *person), listed=org, anywhere=True)
    add("bank|banks|bankers|bank account|bank accounts|banking|account|accounts|account opened|"
        "account held|accounts held|account details|bank details|banking details|"
        # (an exchange's or a payment firm's record of its user's bank)
        "linked bank account|linked bank accounts|linked account|linked accounts|nominated account|"
        "nominated bank account|withdrawal account|registered bank account", banks)
    add("authorised signatory|authorised signatories|authorized signatory|authorized signatories|signatory|"
        "signatories|account signatories|mandate holders", Label("CONTROLS", True, org, listed=person,
                                                                  role="signatory"))
    # (the introducer is the subject, as in prose: `X introduced B to the bank`, role `introducer`)
    add("introducer|introduced by|referred by", Label("ASSOCIATED_WITH", True, (*org, *person), role="introducer"))
    # where a company is registered (a form's `Country of incorporation: Malta`)
    add("country of incorporation|place of incorporation|jurisdiction|jurisdiction of incorporation|"
        "country of registration|registered in|incorporated in",
        Label("LOCATED_IN", False, org, listed=("Location",)))
    add("directorships|current directorships|directorships held|board seats|director of",
        Label("DIRECTOR_OF", False, person, listed=org, role="director"))
    add("employer|employed by|works for", Label("EMPLOYED_BY", False, person, listed=org))
    add("shareholdings|holdings|interests in|owns", Label("OWNS", False, person, listed=org))
    # the same offices in the registers of other countries (a German `Handelsregister` extract, a French
    # `Kbis`, a Spanish, Italian or Dutch register), the words as the registers print them
    add("geschäftsführer|geschäftsführerin|geschaeftsfuehrer|gérant|gérants|gérante|cogérant|"
        "administrador único|administradora única|amministratore unico",
        Label("DIRECTOR_OF", True, org, role="managing director"))
    add("vorstand|vorstände|vorstandsmitglied|vorstandsmitglieder|administrateur|administrateurs|administrador|"
        "administradores|consejero|consejeros|amministratore|amministratori|consigliere|consiglieri|bestuurder|"
        "bestuurders", director)
    # (an Italian visura's offices: `Consigliere delegato   PAVAN CHIARA`, `Presidente Consiglio Amministrazione   X`)
    add("consigliere delegato|amministratore delegato|presidente consiglio amministrazione|"
        "presidente del consiglio di amministrazione|presidente del consiglio d'amministrazione|"
        "vice presidente consiglio amministrazione|liquidatore", director)
    add("sindaco|sindaco unico|sindaco effettivo|sindaci|presidente del collegio sindacale|"
        "presidente collegio sindacale|revisore unico", Label("OFFICER_OF", True, org, listed=person,
                                                              role="statutory auditor"))
    add("procuratore speciale|procuratore generale|institore", Label("OFFICER_OF", True, org, listed=person,
                                                                       role="authorised representative"))
    add("aufsichtsrat|aufsichtsratsmitglieder|supervisory board|supervisory board members|supervisory board member",
        Label("DIRECTOR_OF", True, org, role="supervisory board member"))
    # a continental company's management board (`Management board: A (President), B`): its directors
    add("management board|management board members|management board member|board of management|executive board",
        director)
    add("président|présidente|presidente", Label("OFFICER_OF", True, org, role="president"))
    add("directora|directores|directoras|presidente de la junta directiva|presidenta de la junta directiva|"
        "président du conseil d'administration|président du conseil", director)
    add("gerente general|gerente|gerentes|director general ejecutivo", Label("OFFICER_OF", True, org, role="manager"))
    add("mlro|money laundering reporting officer|compliance officer|chief compliance officer|oficial de cumplimiento",
        Label("OFFICER_OF", True, org, listed=person, role="compliance officer"))
    add("vp|svp|evp", Label("OFFICER_OF", True, org, listed=person, role="vice president"))
    add("directeur général|directrice générale|directeur general|director general|directora general",
        Label("OFFICER_OF", True, org, role="chief executive"))
    add("prokura|prokurist|prokuristin|prokuristen|apoderado|apoderados|procuratore|procuratori|gevolmachtigde|"
        "gevolmachtigden|authorised representatives|authorized representatives|"
        # (a German register's kinds of it: `Individual Prokura:`, `Joint Prokura …:`, `Einzelprokura:`)
        "individual prokura|joint prokura|einzelprokura|gesamtprokura",
        Label("OFFICER_OF", True, org, listed=person, role="authorised representative"))
    add("gesellschafter|gesellschafterin|alleingesellschafter|associé|associés|associé unique|associée unique|"
        "actionnaire|actionnaires|actionnaire unique|socio|soci|socios|socio único|socia única|socio unico|accionista|"
        "accionistas|accionista único|azionista|azionisti|aandeelhouder|aandeelhouders|enig aandeelhouder|inhaber|"
        "inhaberin", owner)
    add("komplementär|komplementärin|persönlich haftender gesellschafter|associé commandité",
        Label("OWNS", True, org, role="general partner"))
    add("kommanditist|kommanditisten|associé commanditaire", Label("OWNS", True, org, role="limited partner"))
    add("wirtschaftlich berechtigter|wirtschaftlich berechtigte|bénéficiaire effectif|bénéficiaires effectifs|"
        "titular real|titulares reales|titolare effettivo|titolari effettivi|uiteindelijk belanghebbende|"
        "uiteindelijk belanghebbenden", Label("BENEFICIAL_OWNER_OF", True, org, listed=person))
    add("commissaire aux comptes|commissaires aux comptes|commissaire aux comptes titulaire|"
        "commissaire aux comptes suppléant|abschlussprüfer|auditor de cuentas|revisore legale",
        Label("CONTRACTED_WITH", False, org, listed=org, role="auditor"))
    add("sitz|siège|siège social|domicilio|domicilio social|sede|sede legale|sede sociale|statutaire zetel|zetel",
        Label("LOCATED_IN", False, org, listed=("Location",), anywhere=True))
    # a firm's or a person's address: the first place it names, its town (`27 Evagorou Street, 1066
    # Nicosia, Cyprus`: Nicosia, as prose's `registered in Nicosia, Cyprus` is)
    add("registered office|registered address|head office|principal office|principal place of business|"
        "business address|office address", Label("LOCATED_IN", False, org, listed=("Location",), anywhere=True,
                                                 first=True))
    add("address|residential address|home address|residence|place of residence",
        Label("LOCATED_IN", False, (*org, *person), listed=("Location",), anywhere=True, first=True))
    for kin, names in (("spouse", "spouse|wife|husband"), ("brother", "brother"), ("sister", "sister"),
                       ("son", "son"), ("daughter", "daughter"), ("father", "father"), ("mother", "mother")):
        add(names, Label("RELATIVE_OF", False, person, listed=person, kin=kin))
    return table


LABELS = _labels()


def _vessel_labels() -> dict[str, Label]:
    """What a vessel's particulars (a sanctions screening's, an Equasis printout's, a charter's recap)
    say under its name: who owns it, who manages or operates it, who charters it, its flag."""
    vessel, parties = ("Vessel",), ("Organization", "Person")
    table: dict[str, Label] = {}
    _add(table, "registered owner|registered owners|owner|owners|shipowner|group owner|beneficial owner",
         Label("OWNS", True, vessel, listed=parties, role="owner"))
    _add(table, "ship manager|manager|managers|technical manager|commercial manager|ism manager|ism company|"
         "doc company", Label("CONTROLS", True, vessel, listed=parties, role="manager"))
    _add(table, "operator|operators", Label("CONTROLS", True, vessel, listed=parties, role="operator"))
    _add(table, "charterer|charterers|time charterer|time charterers|disponent owner|disponent owners",
         Label("ASSOCIATED_WITH", True, vessel, listed=parties, role="charterer"))
    _add(table, "flag|flag state|flag country", Label("LOCATED_IN", False, vessel, listed=("Location",), role="flag"))
    return table


VESSEL_LABELS = _vessel_labels()
# `Label: …` at the start of a line (a list mark may come first); the label is a few words
# (a form's threshold may close it, no part of the label: `Names of shareholders holding 25% or more:`)
_LINE = re.compile(r"[ \t]*(?:[-*•+][ \t]+)?(?:\*\*|__)?"
                   # (a form's numbered field: `1.7  Sole shareholder ....`, `3.1  Name: X`)
                   r"(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?[ \t]+(?=[^\W\d_]))?"
                   # (and its lettered part: `4. b) Managing director: …`)
                   r"(?:[a-z]\)[ \t]+)?"
                   # (a schedule's part first: `Part 2 — The Original Trustee: …`)
                   r"(?:(?:Part|PART|Schedule|SCHEDULE|Item|ITEM)[ \t]+(?:\d{1,2}|[IVX]{1,4})[A-Za-z]?"
                   r"[ \t]*[—–.:-][ \t]*"
                   r"(?:[Tt]he[ \t]+)?)?(?P<label>[^\W\d_](?:[^\W\d_]|[()/' -]){0,60}?)"
                   r"(?:[ \t]+(?:holding|owning|with|having)[ \t]+(?:[a-z]+[ \t]+){0,2}?\d{1,2}(?:\.\d{1,2})?[ \t]*%"
                   r"(?:[ \t]+or[ \t]+(?:more|above|over))?)?"
                   # (and a source the label cites, no part of it either: `UBO per declaration:`)
                   r"(?:[ \t]+(?:per|as[ \t]+per|according[ \t]+to|as[ \t]+(?:declared|stated|registered|reported)|"
                   r"declared|verified|confirmed|reported|stated)"
                   r"(?:[ \t]+[a-z][a-z'-]*){0,3})?"
                   r"(?:\*\*|__)?[ \t]*:(?:\*\*|__)?(?:[ \t]+|[ \t]*\r?\n[ \t]*(?=\S))")
# `| Label | … |`: a two-column table of fields and entries says the same
# (or without its edge's bar: a web page's or a Word file's `Director | Joseph Camilleri`)
_CELL = re.compile(r"[ \t]*(?:\|[ \t]*)?(?:\*\*|__)?(?P<label>[^\W\d_](?:[^\W\d_]|[()/' -]){0,60}?)(?:\*\*|__)?"
                   r"[ \t]*\|[ \t]*")
# Who attended a meeting: what the parenthesis after each name says (`A (Chair)`), and at a
# meeting of the board, that those present are its directors
ATTENDANCE = frozenset(("present", "in attendance", "also present", "attendees", "attending", "participants",
                        "apologies", "absent", "directors present"))
_OFFICES = frozenset(("DIRECTOR_OF", "OFFICER_OF", "CONTROLS"))
_ENDED = ("former", "previous", "past", "resigned", "ceased", "outgoing")
# What names the section's party on a line of its own: `Company name: Beta Ltd`
# a register's line of the party's other names (`Previous company names: Alpha Trading Ltd`)
OTHER_NAME_LABELS = frozenset(("previous names", "previous name", "previous company names", "previous company name",
                               "former names", "former name", "former company names", "formerly", "formerly known as",
                               "prior names", "also known as", "aka", "a.k.a.", "other names", "alias", "aliases",
                               "trading as", "trading name", "trading names", "name changes", "previously known as"))
NAME_LABELS = frozenset(("vessel", "vessel name", "name of vessel", "ship name", "ship", "vessel profile",
                         "ship profile",
                         "name", "company", "company name", "entity", "entity name", "legal name",
                         "registered name", "full name", "subject", "customer", "client", "individual",
                         # a bank's forms: `Customer name:`, `Account holder:`, `Applicant:`
                         "customer name", "client name", "account name", "account holder", "account holder name",
                         # (a payment processor's KYB record of a merchant)
                         "legal entity", "legal entity name", "merchant", "merchant name", "merchant legal name",
                         "applicant", "applicant name", "name of company", "name of entity", "name of customer",
                         # an insurer's claim file
                         "policyholder", "policy holder", "insured", "name of insured", "insured party",
                         # other countries' registers
                         "firma", "name der firma", "dénomination", "dénomination sociale", "denomination",
                         "raison sociale", "denominación", "denominación social", "razón social", "denominazione",
                         "denominazione sociale", "ragione sociale", "handelsnaam", "statutaire naam",
                         "dénomination ou raison sociale", "naam", "nom", "nom, prénoms", "nom et prénoms",
                         # (a correspondent bank's questionnaire)
                         "financial institution name", "name of financial institution", "institution name",
                         "full legal name"))
# What may come before the party's name in a heading (`1.`, `A)`, `Company:`) and after it
_HEADING_LEAD = re.compile(r"[ \t]*(?:(?:\d{1,3}|[A-Za-z])[.)][ \t]+|[A-Za-z][A-Za-z ]{0,40}:[ \t]*)?"
                           r"(?:(?:[Tt]he|THE)[ \t]+)?")
# what a heading may say of the document before a dash and the party (`Company extract — Beta Ltd`,
# `KYC refresh — client: Beta Ltd`)
# (a mail's subject, its replies' marks first: `Subject: Re: Onboarding - Beta Ltd`)
# (or numbered: `1. Corporate Affairs Commission search — Crestline Infotech Ltd`)
_HEADING_KIND = re.compile(r"[ \t]*(?:(?i:subject|re|fwd?|aw|wg|tr):[ \t]*){0,3}(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?"
                           r"[A-Za-z][A-Za-z ]{0,40}?[ \t]+[—–-][ \t]+(?:[A-Za-z][A-Za-z ]{0,20}:[ \t]*)?"
                           r"(?:(?:[Tt]he|THE)[ \t]+)?")
# a title of minutes, resolutions or a constitution before the party (`Minutes of a meeting of the
# board of directors of B`, `WRITTEN RESOLUTIONS OF THE SOLE DIRECTOR OF B`, `OPERATING AGREEMENT OF B`,
# `Articles of Association of B`)
_HEADING_OF = re.compile(r"(?i)[ \t]*(?:(?:amended|and|restated|written|limited|liability|company|operating|"
                         r"shareholders['’]?|partnership|members['’]?)[ \t]+)*"
                         r"(?:minutes|resolutions?|agreement|articles|certificate|memorandum|by-?laws|constitution|"
                         r"statutes)[ \t]+of[ \t]+"
                         r"(?:(?:a|an|the|meeting|board|directors|shareholders|members|general|extraordinary|annual|"
                         r"special|sole|director|association|incorporation|formation|organi[sz]ation|of)[ \t]+)*")
# (`|`: the end of a table's cell; a period that ends the line or stands before a parenthesis:
# `Client: Blue Heron Holdings Inc.`, `Company: Beta Ltd. (BVI no. 1789012)`)
_HEADING_TAIL = re.compile(r"[ \t]*(?:$|\r?\n|[—–|:(\[,]|-[ \t]|\.[ \t]*(?:$|\r?\n|\())")
# What may follow a listed party: a parenthesis (`(60%)`, `(resigned 2021)`) or a bare share
_SHARE = r"\d{1,3}(?:\.\d{1,4})?[ \t]*%"
# (or the number of shares held: `Adebayo Ogunleye — 600 ordinary shares; Chiamaka Eze — 400 …`)
_SHARE_COUNT = (r"\d[\d,]{0,14}[ \t]+(?:(?:ordinary|preference|preferred|common|voting|bearer|class[ \t]+[A-Z])"
                r"[ \t]+){0,2}shares?\b")
# (or a register's note of birth and town: `Jürgen Hoffmann, born 12.04.1968, Düsseldorf; Petra …`)
_DETAIL = re.compile(rf"[ \t]*(?:\([^()\n]{{0,120}}\)|[-–—:][ \t]*(?:{_SHARE}|{_SHARE_COUNT})|{_SHARE})"
                     r"|,[ \t]*(?i:born|b\.|d\.o\.b\.?|dob|date[ \t]+of[ \t]+birth)[ \t:]*[^;\n]{1,60}(?=;|$)")
_PERCENT = re.compile(r"(\d{1,3}(?:\.\d{1,4})?)[ \t]*(?:%|per[ \t]?cent)")
_BARE_PERCENT = re.compile(r"[ \t*_]*(\d{1,3}(?:\.\d{1,4})?)[ \t*_]*")
_ENDED_DETAIL = re.compile(r"(?i)\b(?:former|resigned|ceased|removed|retired|until|terminated)\b")
_BETWEEN = re.compile(r"[ \t]*(?:[,;/&]|,?[ \t]*and)[ \t]*")
# the roles only a trust (or a foundation) has
_TRUST_ROLES = frozenset(("settlor", "beneficiary", "protector"))
_TITLE = re.compile(r"[ \t]*(?:(?:mr|mrs|ms|miss|dr|sir|dame|lord|lady|prof)\.?[ \t]+)?", re.IGNORECASE)  # (indented)
# whose relatives the listed persons are, before them (`Beneficiaries: the Settlor's children, A and B`):
# the possessor is none of the list
_KIN_OF_LISTED = re.compile(r"(?i)[ \t]?['’]s?[ \t]+(?:(?:two|three|four|adult|eldest|youngest)[ \t]+)?"
                            r"(?:children|child|sons?|daughters?|wife|husband|spouse|grandchildren|nephews?|"
                            r"nieces?|siblings|brothers?|sisters?|family)[ \t]*,?[ \t]*")
_THE = re.compile(r"(?i)[ \t]*the[ \t]+")


@dataclass(frozen=True, slots=True)
class Columns:
    """The columns of a register table (`| Name | Position | Appointed |`): which cell names
    each row's party, which gives its office, its share, whether the tie has ended; and the
    label the name column's header is (`Shareholder`), if it is one."""

    name: int
    role: int = -1
    share: int = -1
    ended: int = -1
    label: str = ""
    since: int = -1  # the column of the day the tie began (`Appointed`)
    # a table of firms, a row each (`| Company | Jurisdiction | Director | Shareholder |`): the columns
    # that say a field of each row's firm, with their labels
    fields: tuple[tuple[int, str], ...] = ()
    # the label the line over the table says its rows are (`SHAREHOLDERS`), and whether it says they
    # were (`FORMER OFFICERS`): for a table with no heading of its own (a plain text's)
    caption: str = ""
    former: bool = False
    percent: bool = False  # whether the share column's header says its numbers are percentages (`| % |`)


_HOLDER_COLUMNS = ("account holder", "account holders", "account holder name", "account name", "name of account holder")
# (a firm's name column by its own words: a processor's merchants, a network's agents)
_LEGAL_NAME_COLUMNS = ("legal name", "legal entity", "legal entity name", "business name", "merchant", "merchant name",
                       "merchant legal name", "agent legal name", "agent name")
_NAME_COLUMNS = frozenset(("name", "full name", "names", "party", "person", "holder", "entity", "company",
                           "controller", "controllers", *_HOLDER_COLUMNS, *_LEGAL_NAME_COLUMNS))
# A name column whose header says what each row's party is (`| Shareholder | Shares | % |`)
_LABEL_COLUMNS = frozenset(("shareholder", "shareholders", "stockholder", "stockholders", "director", "directors",
                            "partner", "partners", "limited partner", "limited partners", "member", "members",
                            "officer", "officers", "secretary", "trustee", "trustees", "beneficial owner",
                            "beneficial owners", "ultimate beneficial owner", "ubo", "psc", "pscs",
                            "person with significant control", "persons with significant control",
                            "subsidiary", "subsidiaries", "directorships"))
# (a related-party table's `Relationship` column: `Parent company`, `Director`, `Customer`)
_ROLE_COLUMNS = frozenset(("position", "position held", "positions held", "designation held", "role", "office",
                           "title", "appointment", "designation", "capacity",
                           "relationship", "relation", "nature of relationship", "relationship type",
                           "type of relationship", "relationship to the company", "relationship to company",
                           "connection"))
_SHARE_COLUMNS = frozenset(("percentage", "%", "share", "shareholding", "holding", "interest", "ownership",
                            "% interest", "percentage interest", "% of commitments", "% of fund",
                            "% held", "percent", "% of shares", "% shares"))
_ENDED_COLUMNS = frozenset(("resigned", "resigned on", "ceased", "ceased on", "date resigned", "date ceased",
                            "cessation", "date of cessation", "date of resignation",
                            "removed", "until"))
_SINCE_COLUMNS = frozenset(("appointed", "appointed on", "date appointed", "date of appointment", "since",
                            "from", "notified on", "acquired"))
_TABLE_SEPARATOR = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}")


def is_header(following: str) -> bool:
    """Whether a table row is its table's header: a separator row follows it."""
    return _TABLE_SEPARATOR.match(following) is not None


def is_separator(text: str) -> bool:
    """Whether a table row is a header's separator (`|---|---|`)."""
    return "-" in text and re.fullmatch(r"[\s|:-]*", text) is not None


def _fold(cell: str) -> str:
    """A label's words, lower-cased, without a note in brackets (`Authorised signatory (Prokura)`,
    `Shareholding (%)`); `director(s)` is `directors`."""
    folded = cell.casefold().replace("*", "").replace("_", " ").replace("(s)", "s")
    if "(" in folded:
        folded = _LABEL_NOTE.sub(" ", folded)
    folded = " ".join(folded.split())
    if folded in _KNOWN or not _KNOWN:
        return folded
    # a label in two languages (`directores / directors`, `presidente / president`): the side read; a
    # certificate's wording of one (`that the company`)
    for side in reversed(folded.split(" / ")):
        side = _CERTIFIES.sub("", side)
        if side in _KNOWN:
            return side
    return folded


_CERTIFIES = re.compile(r"^(?:that\s+)?(?:the\s+)")


_KNOWN: set[str] = set()  # every label and list word read (filled once the tables below are made)


_LABEL_NOTE = re.compile(r"\([^()]{1,30}\)")


def columns(text: str, caption: str = "") -> Columns | None:
    """The register columns of a table's header row, or None when it is no register's (no
    column names a party: a payments table, a field-and-entry table); `caption`, the line over
    the table, if any (`FORMER SHAREHOLDERS`)."""
    name = role = share = ended = since = -1
    label, percent = "", False
    fields: list[tuple[int, str]] = []
    spans = cells(text)
    for i, (s, e) in enumerate(spans):
        cell = _fold(text[s:e])
        if " per " in cell or " according to " in cell:  # `Owner(s) per agent application`: the source aside
            cell = _fold(_COLUMN_SOURCE.sub("", text[s:e]))
        if " / " in cell:  # (`Directors / council`: the first of a header's words for the column that is one)
            cell = next((c for c in cell.split(" / ") if c in _FIELD_COLUMNS or c in _ROLE_COLUMNS
                         or c in _SHARE_COLUMNS or c in _NAME_COLUMNS or c in _LABEL_COLUMNS), cell)
        if name < 0 and (cell in _NAME_COLUMNS or cell in _LABEL_COLUMNS or cell in _FIRM_COLUMNS):
            name, label = i, cell if cell in _LABEL_COLUMNS else ""
        elif name >= 0 and cell in _FIELD_COLUMNS:
            fields.append((i, cell))
        elif role < 0 and cell in _ROLE_COLUMNS:
            role = i
        elif share < 0 and cell in _SHARE_COLUMNS:
            share, percent = i, "%" in cell or "percent" in cell
        elif ended < 0 and cell in _ENDED_COLUMNS:
            ended = i
        elif since < 0 and cell in _SINCE_COLUMNS:
            since = i
    if name < 0:
        return None
    firms = _fold(text[spans[name][0]:spans[name][1]]) in _FIRM_COLUMNS
    said = _FORMER_CAPTION.sub("", caption)
    return Columns(name, role, share, ended, label, since, tuple(fields) if firms else (),
                   _section_label(said) if len(caption) <= 80 else "", said != caption, percent)


# a caption that says its table's rows were (`FORMER OFFICERS`, `Past directors`)
_FORMER_CAPTION = re.compile(r"(?i)^[ \t]*(?:former|past|previous|resigned|ceased)[ \t]+")


# a table of firms: the name column's header, and the headers of the columns that say a field of
# each row's firm (read as that field's line would be: `Director: X`)
_COLUMN_SOURCE = re.compile(r"(?i)\s+(?:as\s+)?(?:per|according\s+to)\s.*$")
_FIRM_COLUMNS = frozenset(("company", "companies", "entity", "entities", "company name", "entity name",
                           "name of company", "name of entity", "firm", "firm name", "name of firm", "vehicle",
                           "shell company", "shell companies",
                           # (a table of bank accounts: `| Account holder | Bank | Account | Ccy | Balance |`)
                           *_HOLDER_COLUMNS, *_LEGAL_NAME_COLUMNS))
_FIELD_COLUMNS = frozenset(("director", "directors", "shareholder", "shareholders", "owner", "owners",
                            "beneficial owner", "beneficial owners", "ultimate beneficial owner", "ubo", "ubos",
                            "secretary", "company secretary", "nominee director", "nominee shareholder",
                            "bank", "banks", "jurisdiction", "country of incorporation", "registered in",
                            "incorporated in", "manager", "trustee", "trustees", "registered agent", "parent",
                            "parent company", "signatory", "authorised signatory", "authorized signatory",
                            *ACCOUNT_COLUMNS))
# a row's party holds the account its account column names
_HOLDS = Label("HOLDS_ACCOUNT", False, _PARTIES, listed=("Account",), role="")


def field_relations(text: str, found: list[Found], cols: Columns) -> list[tuple[Relation, str]]:
    """What a row of a table of firms says of its firm in each field column (`| Ardent Ventures Ltd
    | BVI | Lucia Ferraro | Nexus Nominees Ltd |`: Lucia Ferraro its director, Nexus Nominees Ltd its
    shareholder), each read as the field's labelled line would be."""
    spans = cells(text)
    if cols.name >= len(spans):
        return []
    s, e = spans[cols.name]
    firm = next((f for f in found if s <= f.start and f.end <= e and f.type in _PARTIES), None)
    if firm is None:
        return []
    out: list[tuple[Relation, str]] = []
    for at, words in cols.fields:
        if at >= len(spans):
            continue
        s, e = spans[at]
        inside = [f for f in found if s <= f.start and f.end <= e and f.entity != firm.entity]
        if inside and words in ACCOUNT_COLUMNS:
            out += [(tie, "") for f in inside if (tie := _tie(_HOLDS, f, firm, "register_row")) is not None]
        elif inside:
            out += relations(text[:e], inside, firm, words, s)
    return out


def _section_label(title: str) -> str:
    """The label a section's title is (`2. Directors`, `Shareholders`), or ""."""
    words = _fold(re.sub(r"^[ \t]*(?:\d{1,3}|[A-Za-z])[.)][ \t]+", "", title))
    return words if words in LABELS else ""


def row_relations(text: str, found: list[Found], party: Found, cols: Columns,
                  section_title: str) -> list[tuple[Relation, str]]:
    """What a register table's row says of the party it names and `party` (the section's):
    its office (`Director and Secretary`: both), else what the name column's header or the
    section's title is (`Shareholder`, `## Directors`), with its share and whether it ended;
    each with the day the row says it ended, or else began ("" when it gives none)."""
    spans = cells(text)
    if cols.name >= len(spans):
        return []

    def cell(at: int) -> str:
        return text[spans[at][0]:spans[at][1]] if 0 <= at < len(spans) else ""

    s, e = spans[cols.name]
    listed = next((f for f in found if s <= f.start and f.end <= e and f.type in _PARTIES), None)
    if listed is None or listed.entity == party.entity:
        return []
    office = _fold(cell(cols.role))
    if office and 0 <= cols.role < len(spans) and any(
            f.type in _PARTIES and spans[cols.role][0] <= f.start < spans[cols.role][1]
            and not text[spans[cols.role][0]:f.start].strip(" \t*_") for f in found):
        office = ""  # (a relationship said of another party: `Grace Rono is sole director and 100% shareholder`)
    names = [w.strip() for w in _ROLE_CELL_SPLIT.split(office)] if office else []
    # (an office no table holds by the word it ends or starts with, where the name column's header says
    # nothing: `Additional Director`, `Director Independiente`; not `as trustee` of a shareholder)
    if not cols.label:
        names = [w if w in LABELS else w.rpartition(" ")[2] if w.rpartition(" ")[2] in LABELS else w.partition(" ")[0]
                 for w in names]
    names = [w for w in names if w in LABELS] or [cols.label or _section_label(section_title) or cols.caption]
    # (one tie a predicate: `Non-executive director, Nuru's nominee on the Board` is one office)
    seen: set[str] = set()
    kept: list[str] = []
    for w in names:
        if (key := LABELS[w].predicate if w in LABELS else w) not in seen:
            seen.add(key)
            kept.append(w)
    names = kept
    detail = text[listed.end:e]
    share = _PERCENT.search(cell(cols.share) or detail)
    owned = None
    if share is None and office and cols.share < 0:
        owned = _PERCENT.search(office)  # (a holding's: `Immediate parent – 70% of ordinary shares`, `30% shareholder`)
    if share is None and cols.percent:
        share = _BARE_PERCENT.fullmatch(cell(cols.share))  # (`| Gareth Moyo | 60 |` under `| Shareholder | % |`)
    ended = (bool(cell(cols.ended).strip(" -–—")) or _ENDED_DETAIL.search(detail) is not None
             or cols.former)
    # the day it ended, if the row gives it, else the day it began
    day = day_between(found, *spans[cols.ended]) if ended and 0 <= cols.ended < len(spans) else ""
    day = day or (day_between(found, *spans[cols.since]) if not ended and 0 <= cols.since < len(spans) else "")
    ties = (_tie(_held(LABELS[w]) if share is not None else LABELS[w], listed, party, "register_row",
                 share=owned if share is None and LABELS[w].predicate == "OWNS" else share, ended=ended)
            for w in names if w in LABELS)
    return [(tie, day) for tie in ties if tie is not None]


# what parts a relationship cell's offices (`MD / director; holds 85% of …`, `Immediate parent – 70% of shares`)
_ROLE_CELL_SPLIT = re.compile(r"\s*(?:,|&|/|;|\band\b|\s[–—-]\s)\s*")


def _held(label: Label) -> Label:
    """A partner's or a member's label where the row gives its share: it owns that share of the firm
    (a fund's `| Partner | Commitment | % Interest |`)."""
    return dataclasses.replace(label, predicate="OWNS") if label.role in _HOLDING_MEMBERS else label


_HOLDING_MEMBERS = frozenset(("partner", "limited partner", "member", "designated member"))


# A register printed in columns (`Company name            BETA LTD`): a label, two spaces or more,
# its value; an officer's entry names the officer, then its `Role` on a line of its own
_ALIGNED = re.compile(r"[ \t]*(?P<label>[^\W\d_](?:[^\W\d_]|[()/' ,-]){0,40}?)[ \t]{2,}(?=\S)")
ROLE_LINES = frozenset(("role", "position", "capacity", "office", "appointment", "officer role", "designation",
                        # (a Brazilian QSA's `Qualificação: 49-Sócio-Administrador`)
                        "qualificação", "qualificacao", "qualif."))
_CAPS_LINE = re.compile(r"[ \t]*(?P<words>[A-Z][A-Z '&/-]{2,60}?)[ \t]*(?:\([^()\n]{0,120}\))?[ \t:]*")


def aligned(line: str) -> tuple[str, int] | None:
    """A column-printed line's label (folded) and where its value starts, or None."""
    m = _ALIGNED.match(line)
    if m is None:
        return None
    return _fold(m.group("label")), m.end()


def caps_label(text: str) -> str | None:
    """What a line in capitals that heads a register's list says its entries are
    (`SHAREHOLDERS (per statement of capital)`: `shareholders`; "" for a line in capitals that
    is no such label, `ANALYST NOTES`); None for a line that is not in capitals."""
    m = _CAPS_LINE.fullmatch(text)
    if m is None:
        return None
    words = _fold(m.group("words"))
    return words if words in LABELS else ""


# a list's label alone on its line, its entries on the lines below (`Directors:` / `- Joseph Camilleri`)
_LIST_LINE = re.compile(r"[ \t*_]*(?P<words>[A-Z][A-Za-z '&/-]{2,60}?)[ \t*_]*(?:\([^()\n]{0,120}\))?[ \t*_]*:[ \t*_]*")


# (or a form's section that names it, the colon after the section's number: `Section B: Directors`,
# `Part 3 – Shareholders (10% or more)`)
_SECTION_LIST_LINE = re.compile(r"[ \t*_#]*(?i:section|part|schedule|annex|appendix)[ \t]+[A-Z0-9]{1,4}[.)]?[ \t]*"
                                r"[:—–.-][ \t]*(?P<words>[A-Z][A-Za-z '&/-]{2,60}?)[ \t*_]*(?:\([^()\n]{0,120}\))?"
                                r"[ \t*_]*:?[ \t*_]*")


def office_heading(line: str, following: str) -> str | None:
    """What a line alone that names an office or a holding says the entries below it hold, when the
    line after it labels a name (`Bestuurders / Directors` over `Naam   Okonkwo-Brandt, Adaeze`,
    `Président` over `Dénomination   HOLDING VERNAZ`); None for any other line."""
    words = line.strip(" \t*_#")
    if not words or len(words) > 60 or any(c.isdigit() or c == ":" for c in words):
        return None
    label = LABELS.get(_fold(words))
    below = aligned(following)
    if label is None or label.predicate not in _HEADING_OFFICES or below is None or below[0] not in NAME_LABELS:
        return None
    return _fold(words)


_HEADING_OFFICES = frozenset(("DIRECTOR_OF", "OFFICER_OF", "OWNS", "BENEFICIAL_OWNER_OF", "CONTROLS",
                              "CONTRACTED_WITH"))


# a list's label in capitals over a table printed in columns, perhaps with its count and the columns'
# headers after it (`BOARD MEMBERS (4)        Representing        Since`, `FORMER EXECUTIVES (2)`)
_CAPS_HEAD = re.compile(r"[ \t]*(?P<words>[A-Z][A-Z '&/-]{2,60}?)[ \t]*(?:\([ \t]*\d{1,4}[ \t]*\))?"
                        r"(?:[ \t]{2,}\S[^\n]*)?")


def caps_heading(line: str) -> str | None:
    """What a list's label in capitals over a table in columns says its entries are (`former board
    members` for `FORMER BOARD MEMBERS (1)    Representing    Since`: `entry_relations` ends their ties);
    "" for a heading in capitals of something else (`DEALS (6)`: the list before it ends); None for any
    other line."""
    m = _CAPS_HEAD.fullmatch(line)
    if m is None:
        return None
    words = _fold(m.group("words"))
    said = _FORMER_CAPTION.sub("", words)
    label = LABELS.get(said)
    return words if label is not None and label.listed else ""


def list_label(text: str) -> str | None:
    """What a line that heads a list with its label and a colon says the entries below are
    (`Directors:`: `directors`); None for any other line."""
    m = _LIST_LINE.fullmatch(text) or _SECTION_LIST_LINE.fullmatch(text)
    if m is None:
        return None
    words = _fold(m.group("words"))
    return words if words in LABELS and LABELS[words].listed else None


def office_relations(holder: Found, party: Found, said: str) -> list[tuple[Relation, str]]:
    """The offices an officer's `Role` line gives (`Director`, `Director and Secretary`; a Brazilian
    QSA's coded `49-Sócio-Administrador`: a partner who manages, both a holder and a director)."""
    words = [w.strip() for w in _OFFICE_SPLIT.split(_fold(_ROLE_CODE.sub("", said)))]
    words = [part for w in words for part in (w.split("-") if w not in LABELS and "-" in w
                                              and all(x in LABELS for x in w.split("-")) else [w])]
    # (a qualification's first word where the whole is no label: `Sócio Pessoa Jurídica Domiciliado no Exterior`)
    labels = (LABELS.get(w) or (LABELS.get(w.split()[0]) if w.split() and w.split()[0] in _QSA_WORDS else None)
              for w in words)
    ties = (_tie(label, holder, party, "register_entry") for label in labels
            if label is not None and (label.predicate in _OFFICES or label.role in _QSA_HOLDERS))
    return [(tie, "") for tie in ties if tie is not None]


_ROLE_CODE = re.compile(r"^[ \t]*\d{1,3}[ \t]*-[ \t]*")  # a register's code before the role (`49-`)
_QSA_WORDS = frozenset(("sócio", "sócia", "socio", "socia", "administrador", "administradora"))
_QSA_HOLDERS = frozenset(("sócio",))  # (a partner's holding, read from a role line as an office is)


def entry_relations(holder: Found, party: Found, words: str, rest: str, found: Sequence[Found] = (),
                    at: int = 0) -> list[tuple[Relation, str]]:
    """What an entry of a list headed `words` (`shareholders`) says of its party, `rest` being
    the rest of its line (`80 shares    80%`; `(appointed 1 June 2020, resigned 30 September 2022)`:
    an office held no more since the day after `resigned`, among `found`, whose offsets put
    `rest` at `at`)."""
    said = _FORMER_CAPTION.sub("", words)  # (`former executives`: each held the office, and no more)
    label = LABELS.get(said)
    if label is not None and label.predicate == "OWNS" and _LENDER_IN_REST.search(rest):
        return []  # (an investors list's lender: `Silver Arch Venture Lending LLC    Lender    n/a    Debt 2022`)
    ended = _ENDED_IN_REST.search(rest)
    tie = None if label is None else _tie(label, holder, party, "register_entry", share=_PERCENT.search(rest),
                                          ended=ended is not None or said != words, confidence=0.8)
    day = day_between(list(found), at + ended.end(), at + len(rest)) if ended is not None else ""
    return [] if tie is None else [(tie, day)]


_LENDER_IN_REST = re.compile(r"(?i)\b(?:lender|debt|loan|notes?)\b")
_ENDED_IN_REST = re.compile(r"(?i)\b(?:resigned|ceased|removed|terminated|former)\b")


_OFFICE_SPLIT = re.compile(r"\s*(?:,|&|/|\band\b)\s*")

# A register that gives each entry one field a line (a Companies House extract): a line names
# the list (`Persons with significant control`, `Officers`), an entry's name stands on a line of
# its own, and its fields follow (`Role: Director`, `Nature of control: Ownership of shares – 75%
# or more`, `Ceased on: 14 October 2022`)
ENTRY_LISTS = frozenset(("persons with significant control", "people with significant control",
                         "quadro de sócios e administradores", "consulta quadro de sócios e administradores - qsa",
                         "persons with significant control (psc)", "pscs", "officers", "company officers",
                         "current officers", "directors and officers", "beneficial owners",
                         "registrable beneficial owners"))
_KNOWN.update(LABELS, NAME_LABELS, ROLE_LINES, ENTRY_LISTS)
# (or on a line labelled as a name: `Name: Mr Dmitri Volkov`)
ENTRY_NAME_LABELS = frozenset(("name", "full name", "name of person", "name of individual", "individual",
                               "nome/nome empresarial", "nome",
                               "name of entity", "entity name", "legal name", "registered name",
                               "name of registrable person", "name of beneficial owner", "beneficial owner name"))
CONTROL_LINES = frozenset(("nature of control", "natures of control", "nature of interest"))
ENDED_LINES = frozenset(("ceased on", "resigned on", "ceased", "resigned", "date ceased", "date resigned",
                         "removed on", "terminated on"))
_ENDED_IN_ENTRY = re.compile(r"(?im)^[ \t]*(?:resigned|ceased|removed|terminated)(?:[ \t]+on)?\b")
_OWNERSHIP = re.compile(r"(?i)\bownership\s+of\s+(?:shares|voting\s+rights|capital)\b|"
                        # (a form's own words: `holds 60% of shares`, `owns 40% of the share capital`)
                        r"\b(?:holds?|held|owns?|owned|holding)\s+\d{1,3}(?:\.\d{1,4})?[ \t]*%\s+of\s+(?:the\s+)?"
                        r"(?:issued\s+)?(?:shares|share\s+capital|voting\s+rights|capital)\b")
_RIGHT_TO_CONTROL = re.compile(r"(?i)\bright\s+to\s+appoint\s+(?:and|or)\s+remove\b|\bsignificant\s+influence\b")


def entry_list(text: str) -> bool:
    """Whether a line names a register's list of entries given one field a line, or heads one
    numbered entry of a form (`entry_kind`)."""
    return _fold(text) in ENTRY_LISTS or entry_kind(text) != ""


# a form's numbered entry, its fields on the lines below (`Beneficial owner 1` / `Full name: X` /
# `Nature of control: holds 60% of shares`): what each entry is
_NUMBERED_ENTRY = re.compile(r"(?i)[ \t]*(?:#{1,4}[ \t]*)?(?P<kind>(?:ultimate[ \t]+)?beneficial[ \t]+owner|ubo|"
                             r"person[ \t]+with[ \t]+significant[ \t]+control|psc|controlling[ \t]+person|"
                             r"shareholder|director|officer)[ \t]*(?:#|no\.?|number)?[ \t]*\(?\d{1,2}\)?[ \t]*:?[ \t]*")
_KIND_LABELS = {"ubo": "beneficial owner", "ultimate beneficial owner": "beneficial owner",
                "psc": "person with significant control", "controlling person": "beneficial owner"}


def entry_kind(text: str) -> str:
    """The label a numbered entry's heading line gives its entry (`Beneficial owner 1`: `beneficial
    owner`, `UBO #2`: `beneficial owner`, `Director (1)`: `director`), or ""."""
    m = _NUMBERED_ENTRY.fullmatch(text)
    if m is None:
        return ""
    kind = " ".join(m.group("kind").casefold().split())
    kind = _KIND_LABELS.get(kind, kind)
    return kind if kind in LABELS else ""


_TITLE_PARTS = re.compile(r"\s+[—–|-]\s+|:\s+")


@lru_cache(maxsize=1024)
def entry_list_title(title: str) -> bool:
    """Whether a heading names a register's list of entries, alone or as the part after a dash
    or a colon (`Companies House — Persons with significant control`)."""
    return any(_fold(part) in ENTRY_LISTS for part in _TITLE_PARTS.split(title)[-2:])


def is_office(said: str) -> bool:
    """Whether `said` names an office a register's entry may hold (`Director`, `Secretary`)."""
    return any((label := LABELS.get(words.strip())) is not None and label.predicate in _OFFICES
               for words in _OFFICE_SPLIT.split(_fold(said)))


ENTRY_PARTS = re.compile(r"[ \t]+[—–-][ \t]+")  # `SOKOLOV, Andrei — Director — Appointed 5 April 2021`


def entry_name(text: str, found: list[Found]) -> Found | None:
    """The party a line names alone (`Mr Andrei Sokolov`, `SOKOLOV, Andrei`), or None."""
    parties = [f for f in found if f.type in _PARTIES]
    if len(parties) != 1:
        return None
    f = parties[0]
    lead = _TITLE.fullmatch(text, 0, f.start)
    return f if lead is not None and not text[f.end:].strip(" \t.,") else None


# a field's label alone on its line (its value on the next), or before its value without a colon
# (`Notified on 4 June 2020`, `Appointed on 5 April 2021`), as a register's web page is copied
_BARE_LABEL = re.compile(r"(?i)[ \t]*(?P<label>nature of control|natures of control|nature of interest|role|"
                         r"(?:appointed|notified|resigned|ceased|removed|terminated)(?:[ \t]+on)?)"
                         # (or printed in columns, its value after a wide gap: `Role            Director`)
                         r"(?:[ \t]*(?:$|(?=\d))|[ \t]{3,}(?=\S))")


def bare_label(line: str) -> tuple[str, int] | None:
    """A register entry's field label written without a colon (folded), and where its value
    starts: the end of the line when the value is on the lines below; None for any other line."""
    m = _BARE_LABEL.match(line)
    if m is None:
        return None
    return " ".join(m.group("label").casefold().split()), m.end()


# an entry's end said on its line of another field, printed in columns (`Appointed on  11 August 2020   Resigned
# on  14 March 2023`), or in its role (`Director (RESIGNED)`)
ENDED_AFTER = re.compile(r"(?i)[ \t]{2,}(?:resigned|ceased|removed|terminated)(?:[ \t]+on)?[ \t]*:?")
ENDED_ROLE = re.compile(r"(?i)\((?:resigned|ceased|former|removed|terminated|inactive)\)")


def entry_ended(text: str) -> bool:
    """Whether an entry's line says the tie has ended (`Resigned on 30 June 2023`)."""
    return _ENDED_IN_ENTRY.search(text) is not None


SINCE_LINES = frozenset(("notified on", "appointed on", "appointed", "date of appointment", "date appointed",
                         "date notified"))
_SINCE_IN_ENTRY = re.compile(r"(?im)^[ \t]*(?:appointed|notified)(?:[ \t]+on)?\b")


def entry_days(text: str, found: list[Found], at: int = 0) -> tuple[str, str]:
    """The ISO days an entry's text gives its tie, (began, ended): after its label (`at`, for a
    `Notified on:` or `Ceased on:` line), or on its own `Appointed on …` / `Resigned on …` lines
    ("" where it gives none)."""
    if at:
        day = day_between(found, at, _line_end(text, at))
        return day, day
    days = []
    for line in (_SINCE_IN_ENTRY, _ENDED_IN_ENTRY):
        m = line.search(text)
        days.append(day_between(found, m.end(), _line_end(text, m.end())) if m is not None else "")
    return days[0], days[1]


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def control_relations(holder: Found, party: Found, said: str, ended: bool) -> list[tuple[Relation, str]]:
    """What a register's `Nature of control` says of its entry (`Ownership of shares – 75% or
    more; Right to appoint and remove directors`): a holding of shares or votes (the band's
    lower bound as its percentage, the band as written) makes a person a beneficial owner and
    a firm an owner; a right to appoint and remove directors, or significant influence, control."""
    out: list[tuple[Relation, str]] = []
    items = [i.strip() for i in said.split(";") if i.strip()]
    owned = next((i for i in items if _OWNERSHIP.search(i)), None)
    if owned is not None:
        label = LABELS["beneficial owner"] if holder.type == "Person" else LABELS["shareholder"]
        tie = _tie(label, holder, party, "register_control", share=_PERCENT.search(owned), ended=ended)
        if tie is not None:
            band = " ".join(owned.split())
            out.append((dataclasses.replace(tie, props=with_props(tie.props, share_band=band)), ""))
    if any(_RIGHT_TO_CONTROL.search(i) for i in items):
        tie = _tie(Label("CONTROLS", True, ("Organization",), role="person with significant control"), holder, party,
                   "register_control", ended=ended)
        if tie is not None:
            out.append((tie, ""))
    return out


def with_ended(ties: list[tuple[Relation, str]]) -> list[tuple[Relation, str]]:
    """`ties`, each said to have ended."""
    return [(dataclasses.replace(t, props=with_props(t.props, ended=True)), day) for t, day in ties]


# a firm whose members are its owners: a limited liability company or partnership
_OWNED_BY_MEMBERS = re.compile(r"(?i)(?:\bL\.?L\.?[CP]\.?|\blimited\s+liability\s+(?:company|partnership))\s*$")


def _tie(label: Label, listed: Found, party: Found, rule: str, *, share: re.Match[str] | None = None,
         ended: bool = False, confidence: float = 0.85) -> Relation | None:
    """The relation `label` says between a party it lists and the section's `party` (with the
    share and whether it ended), or None where the label does not fit the two."""
    if listed.type not in label.listed or party.type not in label.heads or listed.entity == party.entity:
        return None
    values: dict[str, PropValue | None] = {"role": label.role or None, "kin": label.kin or None}
    if label.role in ("member", "designated member") and _OWNED_BY_MEMBERS.search(party.name or party.surface):
        label = dataclasses.replace(label, predicate="OWNS")  # an LLC's or an LLP's members own it
    if share is not None and label.predicate in ("OWNS", "BENEFICIAL_OWNER_OF"):
        values["percentage"] = float(share.group(1))
    if ended:
        values["ended"] = True
    subject, obj = (listed, party) if label.inward else (party, listed)
    return Relation(predicate=label.predicate, subject=subject, object=obj, inferred=False, confidence=confidence,
                    polarity="positive", modality="asserted", props=props(**values), rule=rule)


# a person's form's line that says what the person does and for whom (`Occupation: Chairman, Caspian
# Star Holdings Ltd`, `Position: CFO at Beta Ltd`): the office the words before the firm name
OCCUPATION_LABELS = frozenset(("occupation", "position", "job title", "current position", "employment",
                               "current employment", "profession", "current occupation", "role", "current role",
                               "declared occupation", "stated occupation", "self-declared occupation"))
# (the firm's kind may come before its name: `of the publishing house Prosveshcheniye`)
# (in quotes, as a form records what the customer wrote: `"Managing director and sole shareholder, B"`)
_ROLE_BEFORE_FIRM = re.compile(r"[ \t]*[\"“]?(?P<role>[A-Za-z][A-Za-z&/' -]{1,50}?)[ \t]*"
                               r"(?:,|\bat\b|\bof\b|\bwith\b|\bfor\b|"
                               r"[-–—(])[ \t]*(?:the[ \t]+(?:[a-z][\w-]*[ \t]+){0,2}?)?")


def _occupation(text: str, found: list[Found], party: Found, at: int,
                strict: bool = False) -> list[tuple[Relation, str]]:
    """The office a person's `Occupation:` line gives, in the firm it names first after the role
    (`strict`: only an office or a holding the words name, where the line may say anything)."""
    # (here, not at the top: `ingest.registers` imports this module for its labels, and importing
    # `relations` compiles the relation patterns, which a reader of registers does not need)
    from textgraph.extract.relations import role_predicate

    # (not a firm's own board: `Chairman of the Board of Directors of B`)
    firm = next((f for f in found if f.start >= at and f.type == "Organization" and not _BOARD.fullmatch(f.surface)),
                None)
    if party.type != "Person" or firm is None or not firm.entity:
        return []
    said = _ROLE_BEFORE_FIRM.fullmatch(text, at, firm.start)
    if said is None:
        return []
    out: list[tuple[Relation, str]] = []
    for role in " ".join(said.group("role").casefold().split()).split(" and "):  # (`director and shareholder`)
        if not role or (strict and _STRICT_ROLE.search(role) is None):
            continue
        out.append((Relation(predicate=role_predicate(role), subject=party, object=firm, inferred=False,
                             confidence=0.8, polarity="positive", modality="asserted", props=props(role=role),
                             rule="register_line"), ""))
    return out


_BOARD = re.compile(r"(?i)(?:(?:supervisory|management|executive)\s+)?board(?:\s+of\s+directors)?")
def _held_by(text: str, found: list[Found], party: Found, at: int) -> list[tuple[Relation, str]]:
    """Who holds a listed firm, as its grounds say it without a subject: `Subsidiary of B.`, `Owned
    (controlled) by X.`"""
    m = _HELD_BY.match(text, at)
    if m is None:
        return []
    holder = next((f for f in found if f.start == m.end() and f.type in _PARTIES and f.entity != party.entity), None)
    if holder is None:
        return []
    predicate = "CONTROLS" if (m.group(1) or "").casefold() == "controlled" else "OWNS"
    return [(Relation(predicate=predicate, subject=holder, object=party, inferred=False, confidence=0.8,
                      polarity="positive", modality="asserted", props=(), rule="register_line"), "")]


_HELD_BY = re.compile(r"[ \t]*(?:(?:an?|the)[ \t]+)?(?:(?:wholly[- ]owned|indirect|direct)[ \t]+)?"
                      r"(?:subsidiary[ \t]+of|(owned|controlled)[ \t]+"
                      r"(?:(?:directly|indirectly|ultimately|wholly)[ \t]+)?by)[ \t]+(?:the[ \t]+)?", re.IGNORECASE)


# a sanctions list's statement of why a party is listed
REASON_LABELS = frozenset(("reasons", "reason", "grounds", "grounds for listing", "reasons for listing",
                           "statement of reasons", "other information", "additional information"))
_STRICT_ROLE = re.compile(r"\b(?:owner|co-owner|shareholder|director|chairman|chairwoman|chair|president|founder|"
                          r"co-founder|ceo|chief|head|manager|partner|beneficiary|member\s+of\s+the\s+board)s?$")


# a career line of a person's profile (a CV, a due-diligence biography, a networking site's copy)
# under the person's name: `Chief Financial Officer at Meridian Capital Partners (2018 - present)`,
# `Finance Director, Atlas Shipping Group, 2012–2018`; the years it gives are the office's
CAREER_GATE = re.compile(r"(?:19|20)\d\d[ \t]*(?:[-–—]|to)[ \t]*(?:(?:19|20)\d\d|present|now|current|date|today)\b",
                         re.IGNORECASE)
_CAREER_ROLE = re.compile(r"[ \t]*(?:[-*•+][ \t]+)?(?P<role>[A-Za-z][A-Za-z&/' -]{1,50}?)[ \t]*"
                          r"(?:\bat\b|\bwith\b|,|[-–—])"
                          r"[ \t]*(?:the[ \t]+)?")
_CAREER_YEARS = re.compile(r"[ \t]*(?:[-–—,(][ \t]*|\([ \t]*)?(?P<since>(?:19|20)\d\d)[ \t]*(?:[-–—]|to)[ \t]*"
                           r"(?:(?P<until>(?:19|20)\d\d)|present|now|current|date|today)[ \t]*\)?[ \t]*\.?[ \t]*",
                           re.IGNORECASE)


def career_relations(text: str, found: list[Found], person: Found) -> list[tuple[Relation, str]]:
    """The offices the career lines of `text` give `person` (`CAREER_GATE`): each line a role of
    the role words, a firm and the years, from the first to the last (`present`: not ended)."""
    from textgraph.extract.lexicon import ALL_ROLES
    from textgraph.extract.relations import role_predicate

    if person.type != "Person":
        return []
    out: list[tuple[Relation, str]] = []
    lo = 0
    for line in text.split("\n"):
        hi = lo + len(line)
        firm = next((f for f in found if lo <= f.start and f.end <= hi and f.type == "Organization"), None)
        said = _CAREER_ROLE.fullmatch(text, lo, firm.start) if firm is not None and firm.entity else None
        years = _CAREER_YEARS.fullmatch(text, firm.end, hi) if firm is not None and said is not None else None
        lo = hi + 1
        if firm is None or said is None or years is None or firm.entity == person.entity:
            continue
        role = " ".join(said.group("role").casefold().split())
        if role not in ALL_ROLES and role.rsplit(" ", 1)[-1] not in ALL_ROLES:
            continue  # (`Education, London School of Economics, 2002–2006`: no office)
        until = years.group("until")
        values = props(role=role, date=years.group("since"), ended=True if until else None, until=until)
        out.append((Relation(predicate=role_predicate(role), subject=person, object=firm, inferred=False,
                             confidence=0.8, polarity="positive", modality="asserted", props=values,
                             rule="career_line"), ""))
    return out


def label_change(words: str) -> tuple[str, bool]:
    """A label without the words that say its tie has ended or begun, and whether it has ended
    (`former directors`, `No longer managing director`, `Prokura expired`; `Appointed managing
    director`: a register's entries of a change)."""
    first, _, rest = words.partition(" ")
    if first in _ENDED:
        return rest, True
    if words.startswith("no longer "):
        return words[len("no longer "):], True
    if first in ("appointed", "newly") and rest:
        return rest.removeprefix("appointed "), False
    if words.endswith((" expired", " revoked", " erloschen")):
        return words.rsplit(" ", 1)[0], True
    return words, False


def day_between(found: list[Found], start: int, end: int) -> str:
    """The ISO day of the first day-grain date found between `start` and `end`, or ""."""
    for f in found:
        if f.type == "Date" and start <= f.start and f.end <= end and prop(f.props, "grain") == "day":
            return str(prop(f.props, "iso"))
    return ""


def label_of(text: str) -> tuple[str, int] | None:
    """The label a line opens with, folded (`Persons with significant control`), and where
    what it lists starts; None when the line opens with no label. A table row's first cell
    is its label (`| Secretary | Stavrou Corporate Services Ltd |`)."""
    m = (_CELL if text[:1] == "|" or text.lstrip()[:1] == "|" else _LINE).match(text)
    if m is None and "|" in text:
        m = _CELL.match(text)
    if m is None:
        return None
    label = _fold(m.group("label"))
    if " of " in label:
        # a form's wording of a register's label: `Full legal name of the entity` (`entity`), `Names of
        # directors` (`directors`)
        label = _FORM_WORDING.sub("", label) or label
    return label, m.end()


_FORM_WORDING = re.compile(r"^(?:(?:full|complete|exact)\s+)?(?:(?:legal|registered|official)\s+)?"
                           r"(?:names?|list|details|identity|identities)\s+of\s+(?:the\s+|all\s+|any\s+|its\s+)?")


# an invoice's labels: which side of the sale each names (`?`: only in a document titled an invoice)
INVOICE_LABELS = {
    **dict.fromkeys(("bill to", "billed to", "invoice to", "invoiced to", "sold to", "invoice address"), "to"),
    **dict.fromkeys(("supplier", "seller", "vendor", "issued by", "invoice from", "billed by", "from"), "from?"),
    **dict.fromkeys(("customer", "buyer", "client", "to"), "to?"),
}
# a contract award notice's parties (a tender portal's or the EU's TED notice): who awards the
# contract and who wins it
AWARD_LABELS = {
    **dict.fromkeys(("contracting authority", "awarding authority", "contracting entity", "procuring entity",
                     "procuring authority", "contracting body", "awarding body", "procuring agency"), "authority"),
    **dict.fromkeys(("contractor", "awarded to", "winner", "winning bidder", "winning tenderer", "successful tenderer",
                     "successful bidder", "name of contractor", "contractor name"), "contractor"),
}
# a sale's parties (a settlement statement, a deed, a contract's cover sheet): the buyer pays the
# seller the price (`invoice` lines read `Seller:` and `Buyer:` in an invoice: a supplier's; a share
# transfer's `Transferor:` and `Transferee:` are no sale: it may be a gift)
SALE_LABELS = {
    **dict.fromkeys(("buyer", "buyers", "purchaser", "purchasers", "grantee", "grantees"), "buyer"),
    **dict.fromkeys(("seller", "sellers", "vendor", "vendors", "grantor", "grantors"), "seller"),
}
# a share transfer's parties (a stock transfer form, an instrument of transfer): the company is the
# form's named party (`Name of company:`); the transferee holds its shares from then on, the
# transferor held them (`_share_transfer_line` reads them only in a document that speaks of shares)
TRANSFER_LABELS = {
    **dict.fromkeys(("transferor", "transferors", "transferor(s)", "name of transferor", "full name of transferor"),
                    "from"),
    **dict.fromkeys(("transferee", "transferees", "transferee(s)", "name of transferee", "full name of transferee"),
                    "to"),
}
# a bill of lading's parties: the shipper ships the goods to the consignee, or to the notify party
# when the consignee is a bank the goods are consigned to the order of; and a letter of credit's:
# the beneficiary, the seller, is paid for the applicant, the buyer, whose bank issues the credit
# (read only in a document that speaks of a credit in its first lines: `Beneficiary:` and
# `Applicant:` name the parties of other forms too)
SHIPPING_LABELS = {
    **dict.fromkeys(("shipper", "shipper/exporter", "exporter", "consignor"), "shipper"),
    **dict.fromkeys(("consignee", "consigned to", "importer"), "consignee"),
    **dict.fromkeys(("notify party", "notify", "notify parties"), "notify"),
}
CREDIT_LABELS = {
    **dict.fromkeys(("applicant", "applicant name", "account party"), "applicant"),
    **dict.fromkeys(("beneficiary", "beneficiary name"), "beneficiary"),
    **dict.fromkeys(("issuing bank", "issuer", "opening bank"), "issuing bank"),
}
_CREDIT_TITLE = re.compile(r"(?i)\b(?:documentary\s+credit|letter\s+of\s+credit|standby\s+credit|L/?C\s+no\b)")


def is_credit(head: str) -> bool:
    """Whether a document that opens with `head` is a letter of credit (or an application for one)."""
    return _CREDIT_TITLE.search(head) is not None


# a payment's form (a wire's confirmation, a transfer order, an invoice's bank details): which side
# a label names (`payer`, `payee`, `holder`: whose account the details are; "": the side named last)
# and what of it (its name, its bank, its account), or the sum and the day (a SWIFT message's
# printout's `Sender:` and `Receiver:` are banks: no side)
# (the names a wire table's columns go by, `tables.ROLES`, less those a form's lines use for other
# things: a mail's `From:` and `To:`, a SWIFT printout's `Sender:` and `Receiver:`, a `Value:` that is a sum
# or a day, a bare `Date:`, which `date` reads after a payment's own day)
_NOT_FORM = frozenset(("from", "to", "sender", "receiver", "recipient", "value", "date"))


def _form_labels(role: str, *more: str) -> list[str]:
    return [*(w for w in COLUMN_ROLES[role] if w not in _NOT_FORM), *more]


PAYMENT_LABELS = {
    **dict.fromkeys(_form_labels("from", "ordering client", "originator name", "remitter name", "payer name",
                                 "debtor name", "by order of", "ordered by"), ("payer", "name")),
    **dict.fromkeys(_form_labels("from_account", "ordering account", "remitter account", "account debited",
                                 "source account", "debit iban", "ordering customer account", "originator iban",
                                 "remitter iban"), ("payer", "account")),
    **dict.fromkeys(("ordering bank", "ordering institution", "originator bank", "originator's bank",
                     "originating bank", "sender bank", "sender's bank", "sending bank", "remitting bank",
                     "debtor agent", "debtor bank", "payer bank", "payer's bank"), ("payer", "bank")),
    **dict.fromkeys(_form_labels("to", "beneficiary customer", "beneficiary account name",
                                 "beneficiary account holder", "payee name", "creditor name", "pay to",
                                 "in favour of", "in favor of"), ("payee", "name")),
    **dict.fromkeys(_form_labels("to_account", "beneficiary account number", "beneficiary account no",
                                 "beneficiary iban", "recipient account", "account credited", "destination account",
                                 "credit iban", "beneficiary customer account"), ("payee", "account")),
    **dict.fromkeys(("beneficiary bank", "beneficiary's bank", "beneficiary bank name", "bank of beneficiary",
                     "beneficiary institution", "receiving bank", "payee bank", "payee's bank", "creditor agent",
                     "creditor bank", "recipient bank", "recipient's bank", "account with institution"),
                    ("payee", "bank")),
    **dict.fromkeys(("account name", "account holder", "account holder name", "name of account holder",
                     "account holder's name", "name on account"), ("holder", "name")),
    **dict.fromkeys(("bank", "bank name", "name of bank", "bankers", "bank and branch"), ("", "bank")),
    **dict.fromkeys(("iban", "iban number", "account", "account number", "account no", "bank account",
                     "bank account number", "a/c", "a/c number", "account iban"), ("", "account")),
    **dict.fromkeys(_form_labels("amount", "payment amount", "instructed amount", "amount transferred",
                                 "amount remitted", "total amount", "amount sent"), ("", "amount")),
    "date": ("", "date"),
    **dict.fromkeys(("status", "payment status", "transaction status", "transfer status", "wire status"),
                    ("", "status")),
    **dict.fromkeys(_form_labels("date", "date of transfer", "settlement date", "date of payment", "processing date",
                                 "transfer date"), ("", "day")),
}
# a document that is such a form: it says so near its start, or a line of it names a payment's
# side as only a payment's form does
_PAYMENT_FORM = re.compile(
    r"(?im)\A[\s\S]{0,400}?\b(?:wire|telegraphic\s+transfer|funds?\s+transfer|transfer\s+(?:confirmation|order|request|"
    r"advice|instructions?|details|receipt)|payment\s+(?:orders?|instructions?|confirmation|advice|details|request|"
    r"receipt)|remittance|MT\s?103)\b"
    r"|^[ \t*_#>-]*(?:ordering\s+(?:customer|party)|originator|remitter|debit\s+account|"
    r"beneficiary(?:['’]s)?\s+(?:bank|account|iban)|payee|pay\s+to|bank(?:ing)?\s+details|payment\s+details)"
    r"\b[^:\n]{0,30}:")


def is_payment(head: str) -> bool:
    """Whether a document that opens with `head` (its first few thousand characters) is a payment's
    form: a wire's confirmation, a transfer order, payment instructions, an invoice's bank details."""
    return _PAYMENT_FORM.search(head) is not None


def payment_label(words: str) -> tuple[str, str] | None:
    """The side and the field of a payment form's label (`Beneficiary bank` → payee's bank;
    `Amount (USD)` → the sum), or None."""
    return PAYMENT_LABELS.get(words.split(" (", 1)[0])


PRICE_LABELS = frozenset(("price", "purchase price", "sale price", "sales price", "contract price",
                          "contract sales price", "contract sale price", "consideration", "purchase consideration",
                          "total consideration", "total purchase price"))
_INVOICE_TITLE = re.compile(r"(?i)^[\s#*_]*(?:(?:tax|commercial|pro[- ]?forma|vat|final)[ \t]+)?invoice\b")


def is_invoice(head: str) -> bool:
    """Whether a document that opens with `head` calls itself an invoice on its first line."""
    return _INVOICE_TITLE.match(head) is not None


def own_party(words: str, found: list[Found], at: int) -> tuple[str, Found] | None:
    """A label that names its own party (`Trustee of the Orion Trust:`, `Directors of Beta Ltd:`): the
    label's role words and that party, when the label names one party of the kind the role is of."""
    role, of, _ = words.partition(" of ")
    label = LABELS.get(role) if of else None
    named = [f for f in found if f.end <= at and f.type in _PARTIES]
    if label is None or len(named) != 1 or named[0].type not in label.heads:
        return None
    return role, named[0]


def heading_party(title: str, found: list[Found]) -> Found | None:
    """The party a heading names when it names one alone: `Beta Ltd`, `2. John Smith`,
    `Beta Ltd — company profile`, `Company extract — Beta Ltd`, `Beta Ltd (09876543)`, `Minutes of
    a meeting of the board of directors of Beta Ltd`, `Operating agreement of Beta LLC`; None otherwise."""
    lead = _HEADING_LEAD.match(title)
    # (a body named in the label before the colon is the label's: `ACRA business profile: Beta Ltd`)
    skip = lead.end() if lead is not None and ":" in lead.group() else 0
    kind = _HEADING_KIND.match(title)
    if kind is not None and any(f.start == kind.end() and f.type in _PARTIES for f in found):
        skip = max(skip, kind.end())  # (a body named in what the heading is: `Corporate Affairs Commission search — B`)
    parties = [f for f in found if f.type in _PARTIES and f.start >= skip]
    if len(parties) != 1:
        return None
    party = parties[0]
    minutes = _HEADING_OF.match(title)
    opens = (lead is not None and lead.end() == party.start) or (kind is not None and kind.end() == party.start) or (
        minutes is not None and minutes.end() == party.start and minutes.group().rstrip().casefold().endswith(" of"))
    return party if opens and _HEADING_TAIL.match(title, party.end) else None


def name_line(text: str, found: list[Found], at: int) -> Found | None:
    """The party a `Company name: Beta Ltd` line names (its label ends at `at`), or None (a vessel's
    particulars name their vessel so: `Vessel name: OCEAN PEARL`)."""
    first = next((f for f in found if f.start >= at), None)
    if first is None or first.start != at or first.type not in _NAMED:
        return None
    if _HEADING_TAIL.match(text, first.end):
        return first
    # (an address after `of`: `Transferor: Petra Novak of 12 Vine Street, Prague`; a person's
    # town too: `John Hale of London`)
    where = _OF_ADDRESS.match(text, first.end)
    return first if where is not None and (where.group(1) is not None or first.type == "Person") else None


_OF_ADDRESS = re.compile(r"[ \t]+(?:of|residing[ \t]+at|resident[ \t]+at|whose[ \t]+address[ \t]+is)[ \t]+"
                         r"(?:((?i:\d|flat\b|apartment\b|apt\b|unit\b|suite\b|house\b))|[A-Z])")


def relations(text: str, found: list[Found], party: Found, words: str, at: int,
              title: str = "") -> list[tuple[Relation, str]]:
    """What a line labelled `words` (ending at `at`) says of each party it lists and `party`
    (that of its section, named by the heading `title`), each with the day of its event (""
    when the line gives none). Who attended a meeting (`Present: A (Chair), B`) holds the office
    the parenthesis after the name says; at a meeting of the board, those present or sending
    apologies are its directors."""
    if words in OCCUPATION_LABELS:
        return _occupation(text, found, party, at)
    if words in REASON_LABELS:
        # a sanctions list's grounds: `Reasons: Co-owner of the SGM group, …` (an office it names); a
        # firm's: `Subsidiary of B.`, `Owned by X.`
        if party.type == "Organization":
            return _held_by(text, found, party, at)
        return _occupation(text, found, party, at, strict=True)
    words, ended = label_change(words)
    attending = words in ATTENDANCE
    label = VESSEL_LABELS.get(words) if party.type == "Vessel" else LABELS.get(words)
    if attending:
        board = words in ("present", "apologies", "absent") and "board" in title.casefold()
        label = LABELS["director"] if board or words == "directors present" else None
    elif label is None or party.type not in label.heads:
        return []
    elif label.role in _TRUST_ROLES and A_TRUST.search(party.surface) is None:
        return []  # `Settlor: X` in a company's profile: the settlor of a trust the profile names, not of it
    out: list[tuple[Relation, str]] = []
    pos = at
    anywhere = label is not None and label.anywhere
    for f in found:
        if anywhere and f.start >= at and f.type == "Account" and f.entity:
            out.append((Relation(predicate="HOLDS_ACCOUNT", subject=party, object=f, inferred=False, confidence=0.8,
                                 polarity="positive", modality="asserted", props=(), rule="register_line"), ""))
            continue
        if f.start < pos or f.type not in (label.listed if label is not None and not attending else _PARTIES):
            continue
        if anywhere and (party.name or party.surface).casefold().startswith(f.surface.casefold()):
            continue  # `Bank: Sunbird banks with Bank Frick`: the party's own short name is no bank of it
        gap = (_TITLE if pos == at else _BETWEEN).fullmatch(text, pos, f.start)
        if gap is None and pos == at and _THE.fullmatch(text, pos, f.start):
            gap = _THE.fullmatch(text, pos, f.start)  # (`the Settlor's children, …`)
        if gap is None and not anywhere:
            break  # the list has ended: a party further on is something else's
        kin = _KIN_OF_LISTED.match(text, f.end) if pos == at else None
        if kin is not None and f.type == "Person":
            pos = at = kin.end()  # the possessor names whose the persons listed after it are
            continue
        detail = _DETAIL.match(text, f.end)
        pos = detail.end() if detail is not None else f.end
        said = detail.group() if detail is not None else ""
        offices = [label] if label is not None else []
        if attending:  # `(Chair)`, `(Company Secretary)`: an office the name's parenthesis gives
            held = LABELS.get(_fold(said.strip(" \t()")))
            if held is not None and held.predicate in _OFFICES and held not in offices:
                offices.append(held)
        ended_here = ended or _ENDED_DETAIL.search(said) is not None
        # `(resigned 3 May 2021)`, `(appointed 2 June 2019)`: the day of the tie's event
        day = day_between(found, f.end, pos) if said and not said.startswith(",") else ""  # (no birthday)
        share = _PERCENT.search(said)
        for office in offices:
            tie = _tie(office, f, party, "register_line", share=share, ended=ended_here,
                       confidence=0.75 if attending else 0.85)
            if tie is not None:
                out.append((tie, day))
        if label is not None and label.first and out:
            break
    return out


# A list of a firm's subsidiaries (an annual report's Exhibit 21, a group's list of its companies):
# its title, a line or a heading of its own, names the parent (`SUBSIDIARIES OF CORVANT TECHNOLOGIES,
# INC.`, `The following is a list of the subsidiaries of B as of December 31, 2023:`) or the filer
# (`Subsidiaries of the Registrant`, `List of significant subsidiaries`)
_SUBSIDIARY_TITLE = re.compile(
    r"(?i)^[ \t#*_]*+(?:exhibit[ \t]+21(?:\.\d{1,2})?[ \t]*[-—–:.]?[ \t]*)?"
    r"(?:(?:the[ \t]+)?following[ \t]+(?:is|are)[ \t]+(?:a[ \t]+list[ \t]+of[ \t]+)?(?:all[ \t]+)?(?:the[ \t]+)?"
    r"|list[ \t]+of[ \t]+(?:the[ \t]+)?)?"
    r"(?:(?:significant|principal|material|operating|direct|indirect|and|wholly[ \t-]owned)[ \t]+){0,3}"
    r"subsidiaries(?:[ \t]+of[ \t]+(?P<filer>(?:the[ \t]+)?(?:registrant|company|corporation|issuer|group)\b)?"
    r"|(?=[ \t]*(?:$|[:(*_])))")
# what may follow the parent on the title's line: a parenthesis, the day the list is as of, a colon
_SUBSIDIARY_TAIL = re.compile(r"(?i)[ \t,]*+(?:\([^()\n]{0,80}\)[ \t]*)?(?:(?:as[ \t]+(?:of|at)|at|on)[ \t]+"
                              r"[^\n:]{0,30}?)?[ \t]*[.:]?[ \t*_]*")
# an entry's line: a list mark or a table's bar, the firm, then nothing or its columns (a dash, a bar,
# a tab or two spaces before its place of incorporation, its share)
_ENTRY_LEAD = re.compile(r"[ \t]*(?:[-*•+][ \t]+|\(?\d{1,3}[.)][ \t]+|\|[ \t]*)?")
_ENTRY_REST = re.compile(r"[ \t]*(?:$|[—–|:(,;\t]|-[ \t])|[ \t]{2,}")
_PROSE = re.compile(r"(?i)\b(?:is|was|are|were|has|had|have|paid|owns|owned\s+by|which|that|who)\b")
# a list's captions (`Name of Subsidiary / Jurisdiction of Organization`, `| Name | Country | % |`)
_LIST_CAPTION = re.compile(r"(?i)^[ \t|*_:/().%-]*+(?:(?:name|names|of|the|subsidiary|subsidiaries|entity|entities|"
                           r"company|companies|jurisdiction|state|country|place|or|other|and|incorporation|"
                           r"organi[sz]ation|formation|domicile|ownership|percentage|percent|owned|held|by|"
                           r"registrant|interest|voting|equity|legal|principal|activity|activities|business)"
                           r"[ \t|*_:/().%-]*+)+")


def subsidiary_title(line: str) -> tuple[int, bool] | None:
    """Where the words `subsidiaries (of)` of a line that titles a list of subsidiaries end,
    and whether the title says the parent is the document's filer (`of the Registrant`, or none
    named); None for any other line."""
    if len(line) > 200:
        return None
    m = _SUBSIDIARY_TITLE.match(line)
    if m is None:
        return None
    if m.group("filer") is not None:
        return (m.end(), True) if _SUBSIDIARY_TAIL.fullmatch(line, m.end()) else None
    return m.end(), not line[:m.end()].rstrip(" \t").lower().endswith(" of")  # (`of` B: B is the parent)


def subsidiary_parent(line: str, at: int, found: list[Found], offset: int) -> Found | None:
    """The firm a subsidiaries title names after `at` (its mentions `found` are `offset` chars
    before the line's), when nothing but a date or a colon follows it."""
    firm = next((f for f in found if f.start - offset >= at and f.type == "Organization"), None)
    if firm is None or line[at:firm.start - offset].strip(" \t"):
        return None
    return firm if _SUBSIDIARY_TAIL.fullmatch(line, firm.end - offset) else None


def list_caption(line: str) -> bool:
    """Whether a line is a list's column captions or a table's separator, no entry."""
    return not line.strip() or _LIST_CAPTION.fullmatch(line) is not None or is_separator(line)


def subsidiary_entry(line: str, found: list[Found], offset: int, parent: Found) -> list[tuple[Relation, str]]:
    """What an entry of a list of `parent`'s subsidiaries says: the parent OWNS the firm the line
    names first (its share, when a percentage follows), and the firm is in the place the rest of
    the line names. Empty for a line that is no entry (prose, another party first)."""
    lead = _ENTRY_LEAD.match(line)
    start = lead.end() if lead is not None else 0
    first = next((f for f in found if f.type in _PARTIES), None)
    if first is None or first.type != "Organization" or first.start - offset != start:
        return []
    end = first.end - offset
    rest = line[end:]
    if _ENTRY_REST.match(rest) is None or len(rest) > 120 or _PROSE.search(rest) is not None:
        return []
    if first.entity == parent.entity:
        return []
    share = _PERCENT.search(rest)
    values: dict[str, PropValue | None] = {"percentage": float(share.group(1)) if share is not None else None}
    out = [(Relation(predicate="OWNS", subject=parent, object=first, inferred=False, confidence=0.8,
                     polarity="positive", modality="asserted", props=props(**values), rule="subsidiary_list"), "")]
    place = next((f for f in found if f.type == "Location" and f.start - offset >= end), None)
    if place is not None:
        out.append((Relation(predicate="LOCATED_IN", subject=first, object=place, inferred=False, confidence=0.8,
                             polarity="positive", modality="asserted", props=(), rule="subsidiary_list"), ""))
    return out
