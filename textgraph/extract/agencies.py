"""Public bodies an investigator's files name again and again: regulators, financial
intelligence units, law enforcement and the international bodies of the field.

Their names defeat the general organization rules: `the Securities and Exchange Commission`
joins two runs with `and`, `the Department of Justice` and `the Office of Foreign Assets
Control` have no firm's head word, `Her Majesty's Revenue and Customs` has a possessive. And
each goes by an acronym (`SEC`, `DOJ`, `OFAC`) that resolution could only guess at. Here every
listed name and acronym is found as written (case-sensitive, whole words) and is a mention of
one entity, whose norm is the body's full name: `SEC` and `U.S. Securities and Exchange
Commission` are one node. Acronyms that mean other things as often (`SFO`, an airport; `ASIC`,
a chip; `FCA`, a carmaker) are left out.
"""

from __future__ import annotations

import re

from textgraph.entities import norm_name
from textgraph.extract import places
from textgraph.extract.base import DocContext, Found, SentenceView, any_literal

# `full name: other name | other name` (a line that starts with `|` goes on with the one
# before); the full name is the entity's norm. Names of two words or more are found in
# capitals too (`UNITED STATES SECURITIES AND EXCHANGE COMMISSION`, a filing's cover).
_BODIES = """
Securities and Exchange Commission: SEC | U.S. Securities and Exchange Commission
  | US Securities and Exchange Commission | United States Securities and Exchange Commission
Department of Justice: DOJ | U.S. Department of Justice | US Department of Justice
  | United States Department of Justice | Justice Department
Federal Bureau of Investigation: FBI
Internal Revenue Service: IRS | U.S. Internal Revenue Service
Financial Crimes Enforcement Network: FinCEN | FINCEN
Office of Foreign Assets Control: OFAC
Commodity Futures Trading Commission: CFTC | U.S. Commodity Futures Trading Commission
Financial Industry Regulatory Authority: FINRA
Federal Deposit Insurance Corporation: FDIC
Office of the Comptroller of the Currency: OCC
Federal Reserve: Federal Reserve Board | Federal Reserve System | Board of Governors of the Federal Reserve System
Department of the Treasury: U.S. Department of the Treasury | US Department of the Treasury
  | Treasury Department | U.S. Treasury | US Treasury
Drug Enforcement Administration: DEA
Homeland Security Investigations: HSI
Department of Homeland Security: DHS
Bureau of Alcohol, Tobacco, Firearms and Explosives: ATF
Financial Conduct Authority
Prudential Regulation Authority
Serious Fraud Office
National Crime Agency
HM Revenue and Customs: HMRC | HM Revenue & Customs | Her Majesty's Revenue and Customs
  | His Majesty's Revenue and Customs | Her Majesty’s Revenue and Customs | His Majesty’s Revenue and Customs
HM Treasury: Her Majesty's Treasury | His Majesty's Treasury
Companies House
Office of Financial Sanctions Implementation: OFSI
European Central Bank: ECB
European Commission
European Anti-Fraud Office: OLAF
Europol
Interpol
Financial Action Task Force: FATF
International Monetary Fund: IMF
World Bank
Organisation for Economic Co-operation and Development: OECD | Organization for Economic Cooperation and Development
Federal Financial Supervisory Authority: BaFin | Bundesanstalt für Finanzdienstleistungsaufsicht
Swiss Financial Market Supervisory Authority: FINMA
Monetary Authority of Singapore: MAS
Hong Kong Monetary Authority: HKMA
Securities and Futures Commission
Australian Securities and Investments Commission
Australian Transaction Reports and Analysis Centre: AUSTRAC
Cyprus Securities and Exchange Commission: CySEC
Central Bank of Ireland
"""

# written form -> the norm of the body it names
BODY_NORMS: dict[str, str] = {}
for _line in _BODIES.replace("\n  |", " |").strip().splitlines():
    _full, _, _others = _line.partition(": ")
    for _form in (_full, *(o.strip() for o in _others.split("|") if o.strip())):
        BODY_NORMS[_form] = norm_name("Organization", _full)
        if " " in _form:
            BODY_NORMS[_form.upper()] = norm_name("Organization", _full)

BODIES = frozenset(BODY_NORMS.values())  # their norms: no short form of them is remembered
# every written form, whole words, case-sensitive; a leading `the` stays outside the mention
_PATTERN = re.compile(r"(?<![\w&-])" + any_literal(sorted(BODY_NORMS), whole=True) + r"(?![\w-])")


def agencies(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Mentions of the listed public bodies (module docstring), each with its body's norm."""
    out: list[Found] = []
    for m in _PATTERN.finditer(view.text):
        surface = m.group()
        norm, entity = ctx.identify("Organization", surface, BODY_NORMS[surface])
        out.append(Found(type="Organization", start=m.start(), end=m.end(), surface=surface, norm=norm,
                         confidence=0.95, entity=entity))
    return out


def display_rank(type_: str, norm: str, surface: str) -> int:
    """0 for the surfaces an entity is best named by, more for the rest (ranked by how often
    they are written within a rank): a public body shows its full name where a document wrote it
    (`Securities and Exchange Commission`, not the `SEC` written more often), a place its full
    name (`places.display_rank`); a firm or a person a name of several words in ordinary case
    (`Gamma Holdings Limited`, not the `GAMMA HOLDINGS LIMITED` of a bank statement's rows),
    else one in capitals before a single word (`ROBERT CHEN`, not the `CHEN` an indictment
    writes after it); every other entity its most frequent surface."""
    if type_ == "Organization":
        return 2 if norm in BODIES and " " not in surface.strip() else _shouted(surface)  # a name, not an acronym
    if type_ == "Person":
        return _shouted(surface)
    return int(places.display_rank(type_, norm, surface))


def _shouted(surface: str) -> int:
    """0 for a name of several words in ordinary case, 1 for one in capitals (`GAMMA HOLDINGS
    LIMITED`), 2 for a single word (`SVB`, `UNESCO`, `Unesco`)."""
    return 2 if " " not in surface.strip() else int(surface.isupper())
