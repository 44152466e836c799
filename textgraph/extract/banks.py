"""Banks, private banks and payment institutions: the firms an investigator's files name in
every account opening, statement and wire.

Their names defeat the general organization rules. `Barclays`, `HSBC`, `UBS`, `Credit Suisse`
and `Emirates NBD` carry no firm head word and no legal suffix, so a lone mention is found only
when it happens to be in capitals or near a cue word; `Julius Baer` reads as a person. And one
bank goes by several names (`JPMorgan`, `J.P. Morgan`, `JPMorgan Chase Bank`) that resolution
could only guess are one. Here every listed form is found as written (case-sensitive, whole
words) and is a mention of one entity, whose norm is the bank's full name as listed.

A legal form written right after a listed name (`Barclays Bank PLC`, `UBS AG`, `Citibank,
N.A.`), or before it (`PJSC Sberbank`), belongs to the mention: without it the general rules
would find the longer span and make it an entity apart. Forms that are ordinary words or name
other things as often are left out (see the comments above the table); the public bodies of
`agencies` (central banks, the World Bank) are not repeated here.
"""

from __future__ import annotations

import re

from textgraph.entities import norm_name
from textgraph.extract.base import DocContext, Found, SentenceView, any_literal

# `full name: other form | other form` (a line that starts with `|` goes on with the one
# before), as in `agencies`; the full name is the entity's norm. Forms of two words or more are
# found in capitals too (`CREDIT SUISSE`, a statement's header).
#
# Left out on purpose, because the word means something else as often as the bank:
#   `Wise` (an adjective), `Citi`, `Chase`, `Discover`, `Ally`, `Fidelity`, `Stripe`,
#   `Kraken`, `Gemini`, `Visa`, `Tether`, `Nationwide`, `Santander` and `Macquarie` (places), `Hang Seng`
#   (the index), `Intesa` (a word in Italian), `Ria` (a given name), `Schwab` and `Nomura`
#   (surnames); the bare forms `US Bank` / `U.S. Bank` (`the U.S. Bank Secrecy Act`); and
#   `J. P. Morgan` with a space, the way the man is written (the bank writes `J.P. Morgan`).
# Acronyms left out because other bodies share them: `TD`, `SEB`, `DNB` (the Dutch central
#   bank), `SNB` (the Swiss National Bank), `RBI` (the Reserve Bank of India), `DBS` (the UK
#   Disclosure and Barring Service), `BOC`, `ABC`, `CCB`, `CBA`, `FAB`, `FNB`, `BES`, `SBI`,
#   `BSI`, `PSB`, `AmEx` (the old American Stock Exchange).
# Kept, because they are matched in capitals only and rarely mean anything else in such files:
#   `ING` (the lower-case word ending never matches), `ANZ` and `NAB` (`nab`, the verb, is
#   lower-case; `ANZ` is not a word), `UBS`, `HSBC`, `RBS`, `RBC`, `BMO`, `ICBC`, `PNC`.
_BANKS = """
JPMorgan Chase: JPMorgan | J.P. Morgan | JP Morgan | JPMorgan Chase Bank | Chase Bank | J.P. Morgan Chase
  | JP Morgan Chase
Bank of America: BofA
Citibank: Citigroup
Wells Fargo: Wells Fargo Bank
Goldman Sachs: Goldman Sachs Bank | Goldman Sachs Group | Goldman Sachs International
Morgan Stanley
U.S. Bancorp: US Bancorp
PNC Financial Services: PNC | PNC Bank
Truist: Truist Bank | Truist Financial
Capital One: Capital One Bank | Capital One Financial
State Street Bank and Trust: State Street Bank | State Street Corporation
Bank of New York Mellon: BNY Mellon | BNY
Silicon Valley Bank: SVB
Signature Bank
First Republic Bank
American Express
HSBC: HSBC Bank | HSBC Holdings
Barclays: Barclays Bank
Lloyds Bank: Lloyds | Lloyds Banking Group | Lloyds TSB
NatWest: National Westminster Bank | NatWest Group
Royal Bank of Scotland: RBS
Standard Chartered: Standard Chartered Bank | StanChart
Banco Santander: Santander UK | Santander Bank
Metro Bank
Starling Bank
Monzo: Monzo Bank
Coutts
Deutsche Bank
Commerzbank
BNP Paribas: BNP
Société Générale: Societe Generale | SocGen
Crédit Agricole: Credit Agricole
Natixis
ING: ING Bank | ING Group | ING Groep
ABN AMRO: ABN Amro | ABN AMRO Bank
Rabobank
UniCredit
Intesa Sanpaolo
Monte dei Paschi di Siena: Banca Monte dei Paschi di Siena | Monte dei Paschi
BBVA: Banco Bilbao Vizcaya Argentaria
CaixaBank
Banco Espírito Santo: Banco Espirito Santo
Danske Bank
Nordea: Nordea Bank
Swedbank
Handelsbanken: Svenska Handelsbanken
Skandinaviska Enskilda Banken
DNB Bank
KBC Bank: KBC | KBC Group
Erste Group: Erste Bank | Erste Group Bank
Raiffeisen Bank International: Raiffeisen Bank | Raiffeisen
ABLV Bank: ABLV
Pilatus Bank
FBME Bank: FBME
Banca Privada d'Andorra
Bank of Cyprus
Hellenic Bank
UBS: UBS Group
Credit Suisse: Credit Suisse Group | Crédit Suisse
Julius Baer: Julius Bär | Bank Julius Baer | Bank Julius Bär | Julius Baer Group
Pictet: Banque Pictet
Lombard Odier
Vontobel: Bank Vontobel
EFG International: EFG Bank
Union Bancaire Privée: Union Bancaire Privee | UBP
Banca della Svizzera Italiana
Zürcher Kantonalbank: Zurcher Kantonalbank | Zuercher Kantonalbank | ZKB
PostFinance
Rothschild & Co
LGT Bank: LGT Group
VP Bank
Bank Frick
Banque Internationale à Luxembourg: Banque Internationale a Luxembourg
Banque Havilland
Liechtensteinische Landesbank
Emirates NBD
First Abu Dhabi Bank
Abu Dhabi Commercial Bank: ADCB
Mashreq: Mashreqbank | Mashreq Bank
Dubai Islamic Bank
Qatar National Bank: QNB
National Bank of Kuwait: NBK
Kuwait Finance House: KFH
Al Rajhi Bank
Saudi National Bank
Arab Bank
Bank Muscat
Bank Hapoalim
Bank Leumi
Bank Audi
Byblos Bank
Banque Misr
National Bank of Egypt
Bank Melli Iran: Bank Melli
Bank Saderat Iran: Bank Saderat
Bank Mellat
Bank Sepah
Bank Pasargad
Habib Bank: Habib Bank Limited | HBL
Bank Alfalah
Meezan Bank
Halkbank: Halk Bank | Halk Bankası | Halk Bankasi | Türkiye Halk Bankası
Industrial and Commercial Bank of China: ICBC
Bank of China
China Construction Bank
Agricultural Bank of China
Bank of Communications
China Merchants Bank
Bank of East Asia
Bank of Kunlun
Banco Delta Asia
Hang Seng Bank
DBS Bank: DBS Group
OCBC Bank: OCBC
United Overseas Bank: UOB
Maybank
CIMB: CIMB Bank
Mitsubishi UFJ Financial Group: MUFG | MUFG Bank | Bank of Tokyo-Mitsubishi UFJ
Sumitomo Mitsui Banking Corporation: SMBC | Sumitomo Mitsui
Mizuho: Mizuho Bank | Mizuho Financial Group
Mega International Commercial Bank
State Bank of India
HDFC Bank
Union Bank: UnionBank
Union Bank of the Philippines: UnionBank of the Philippines
Union Bank of India
ICICI Bank: ICICI
Axis Bank
Kotak Mahindra Bank
Sberbank: Sberbank of Russia
VTB Bank: VTB
Gazprombank
Alfa-Bank: Alfa Bank
Bank Rossiya
Rosselkhozbank
PrivatBank
Trasta Komercbanka
Promsvyazbank
Tinkoff Bank: Tinkoff
Royal Bank of Canada: RBC
Toronto-Dominion Bank: TD Bank | TD Bank Group
Bank of Montreal: BMO
Scotiabank: Bank of Nova Scotia
Canadian Imperial Bank of Commerce: CIBC
National Bank of Canada
Commonwealth Bank of Australia: Commonwealth Bank
Westpac: Westpac Banking Corporation
Australia and New Zealand Banking Group: ANZ | ANZ Bank
National Australia Bank: NAB
Macquarie Group: Macquarie Bank
Itaú Unibanco: Itau Unibanco | Itaú | Itau
Banco do Brasil
Bradesco: Banco Bradesco
BTG Pactual
Banorte: Grupo Financiero Banorte
Citibanamex: Banamex
Bancolombia
Banco de Chile
Banco de la Nación Argentina: Banco de la Nacion Argentina
Banco Pichincha
Standard Bank: Standard Bank Group
Absa: Absa Bank | Absa Group
Nedbank
Ecobank
Access Bank
Zenith Bank
Guaranty Trust Bank: GTBank
Euroclear
Clearstream
PayPal: PayPal Holdings
Venmo
Western Union
MoneyGram: MoneyGram International
Ria Money Transfer
Remitly
WorldRemit
Xoom
TransferWise
Payoneer
Skrill
Neteller
Revolut
Wirecard
Adyen
Worldpay
Mastercard: MasterCard
Alipay
WeChat Pay
Zelle
Cash App
Coinbase
Binance
Bitfinex
FTX
OKX
Bybit
KuCoin
Huobi
Garantex
Bitzlato
Bitstamp
Crypto.com
Bittrex
Poloniex
"""

# written form -> the norm of the bank it names
BANK_NORMS: dict[str, str] = {}
# names of common words, not found in capitals (`RIGHT TO ACCESS BANK RECORDS`, a heading)
_NOT_IN_CAPS = frozenset(("Access Bank", "Cash App", "Capital One", "Signature Bank"))
for _line in _BANKS.replace("\n  |", " |").strip().splitlines():
    _full, _, _others = _line.partition(": ")
    for _form in (_full, *(o.strip() for o in _others.split("|") if o.strip())):
        BANK_NORMS[_form] = norm_name("Organization", _full)
        if " " in _form and _form not in _NOT_IN_CAPS:
            BANK_NORMS[_form.upper()] = norm_name("Organization", _full)

BANKS = frozenset(BANK_NORMS.values())  # their norms: no short form of them is remembered

# A legal form after the name, one or two of them: `Barclays Bank PLC`, `UBS AG`, `Citibank,
# N.A.`, `Goldman Sachs & Co. LLC`, `DBS Bank Ltd.`. Only as firms write them (`plc` and `PLC`,
# never a lower-case `ag` or `sa`); `Co.` only after `&` (`HSBC, Co. Dublin` is a county).
_LEGAL = (r"(?:AG|PLC|[Pp]lc|N\.A\.|NA|S\.A\.|SA|S\.p\.A\.|SpA|N\.V\.|NV|SE|ASA|AB|A/S|GmbH|KGaA"
          r"|Ltd\.?|LTD\.?|Limited|LIMITED|Inc\.?|INC\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Pte\.?"
          r"|Berhad|Bhd\.?|PJSC|JSC|OJSC)(?![\w-])")
_ONE_LEGAL = rf"(?:,?[ \t]+{_LEGAL}|[ \t]+&[ \t]+(?:Co\.?|Cie\.?|Company)(?![\w-]))"
_SUFFIX = rf"(?:{_ONE_LEGAL}{_ONE_LEGAL}?)?"
# a legal form written first, as Russian and Central Asian banks write it (`PJSC Sberbank`)
_PREFIX = r"(?:(?<![\w&-])(?:PJSC|OJSC|CJSC|JSC|PAO|OAO|AO)[ \t]+)?"
# every written form, whole words, case-sensitive; a leading `the` stays outside the mention
_PATTERN = re.compile(_PREFIX + r"(?<![\w&-])(" + any_literal(sorted(BANK_NORMS), whole=True) + r")(?![\w-])" + _SUFFIX)


def banks(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Mentions of the listed banks and payment institutions (module docstring), each with its
    bank's norm."""
    out: list[Found] = []
    for m in _PATTERN.finditer(view.text):
        surface = m.group()
        norm, entity = ctx.identify("Organization", surface, BANK_NORMS[m.group(1)])
        out.append(Found(type="Organization", start=m.start(), end=m.end(), surface=surface, norm=norm,
                         confidence=0.95, entity=entity))
    return out


def is_bank(norm: str) -> bool:
    """Whether an organization's norm is that of a listed bank or payment institution."""
    return norm in BANKS
