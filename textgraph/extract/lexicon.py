"""Word lists the rules share: legal suffixes, stop words, months, titles, roles, cue words.

All lookups are on case-folded tokens with trailing dots removed (`Corp.` → `corp`), so every
set here holds lower-case entries without dots unless a dot is part of the word.
"""

from __future__ import annotations


def _words(blob: str) -> frozenset[str]:
    return frozenset(blob.split())

# Legal forms: a token from this set ends an organization name and may follow another one
# ("Pte. Ltd.", "Holdings Inc").
LEGAL_SUFFIXES = _words("""
corp corporation inc incorporated ltd limited llc llp lp l.p plc gmbh ggmbh mbh ag sa s.a nv n.v bv b.v co
pte pty kg kgaa se spa s.p.a sarl s.a.r.l sàrl sas s.a.s srl s.r.l oy ab as a/s aps asa bhd sdn berhad sendirian
nl lda ltda cv s.c pc p.c pllc lc ulc kk k.k n.a f.s.b l.l.c l.l.p s.l d.o.o
fze fzco fzc fz-llc dmcc jsc pjsc ojsc cjsc tbk wll w.l.l s.a.l kft zrt nyrt s.r.o uab eood ood ehf
bvba sprl eurl sasu oyj sal sae s.a.e saog saoc qsc qpsc kscp doo eireli c.v r.l s.a.b a.s a.ş
s.a.c sac eirl e.i.r.l sia oü ou sci snc ohg gesmbh ges.m.b.h sl slu s.l.u sau d.d ad a.d hf k/s i/s p/s
ug gbr e.k sh.p.k shpk sh.a dooel pvt pcl dac srls s.n.c ao pao zao oao ooo tov scsp scs sca sicav sicaf sicar p.l.c
""") | {"z o.o"}  # (Polish `Sp. z o.o.`: `extract.base` reads `z o.o.` as one token)
# What a place's name takes as an adjective (`a London-based exporter`, `the Cyprus-registered
# Marlow Ltd`, a vessel's flag: `the Panama-flagged tanker Ocean Pearl`): the token holds the
# suffix; the place ends before it, a name after it.
PLACE_ADJECTIVE = ("-based", "-registered", "-incorporated", "-headquartered", "-domiciled", "-flagged")
# Legal forms written before the name (`OOO Romashka`, `PT Sinar Jaya`): Russian, Ukrainian
# and Indonesian companies (not Indonesia's `CV`, a résumé's before a word in capitals: `CV
# Template`). Only in capitals, and only before a capitalized name.
# (and the English letters of the Russian forms: `JSC Rosneft`, `PJSC Gazprom`; and the Baltic
# ones: `AS Citadele banka`, `SIA Baltic Amber`, `UAB Revolut`; not the Swedish `AB`, mostly written
# after the name, and two capitals that label a line in geometry: `Gerade AB`; and the French ones a
# property company or a small firm writes first: `SCI Les Pins`, `SARL Dupont`; and a football club's
# `FC` before its town: `FC Basel`)
LEGAL_PREFIXES = _words("ooo zao oao pao ao tov pt jsc pjsc ojsc cjsc as sia uab sci sarl eurl fc")
# A bank's head word, wherever it stands in the name (`Pelagos Bank`, `Banque Havilland`,
# `Hamburger Sparkasse`), and those that stand before the name in Romance languages and German
# (`Banco Atlántico`, `Banca Intesa`, `Bankhaus Lampe`, `Caixa Geral`, `Caja Rural`)
BANK_HEADS = ("bank", "banque", "banca", "banco", "bancorp", "bankhaus", "sparkasse", "caixa", "caja",
              "banka", "bankası", "bankas", "kreissparkasse", "stadtsparkasse", "volksbank", "raiffeisenbank",
              "landesbank")  # (`Komercijalna Banka`, `Ziraat Bankası`: Slavic, Baltic, Turkish)
# (and Germany's savings and cooperative banks: `Sparkasse Niederrhein-Ruhr`, `Volksbank Mittelhessen`)
BANK_FIRST = frozenset(("banco", "banca", "banque", "bankhaus", "caixa", "caja", "sparkasse", "kreissparkasse",
                        "stadtsparkasse", "volksbank", "raiffeisenbank", "landesbank"))
# Other heads that stand before a firm's name in Romance languages (`Grupo Bimbo`, `Petróleos del
# Sur`, `Compañía Minera Andina`, `Société Générale`, `Inversiones Caracas`)
HEAD_FIRST = frozenset((
    "grupo", "gruppo", "groupe", "compañía", "compania", "companhia", "compagnie", "empresa", "empresas",
    "corporación", "corporacion", "inversiones", "inmobiliaria", "constructora", "comercializadora",
    "distribuidora", "sociedad", "société", "societe", "società", "industrias", "indústrias", "petróleos",
    "petroleos", "minera", "mineração", "aerolíneas", "transportes", "servicios", "serviços", "laboratorios",
    "laboratoires", "établissements", "etablissements", "fundación", "fundacion", "fondazione", "consorcio",
))

# Head nouns that make a capitalized run an organization when a real name word precedes them.
ORG_HEADS = _words("""
holdings holding trust bank bancorp banque banca banka bankası bankas partners partnership group fund funds capital
associates association authority agency company companies foundation institute university
council commission bureau exchange ministry department services technologies technology
industries enterprises ventures investments investment securities insurance airlines airways
motors systems solutions consulting advisors advisers advisory management logistics trading
finance financial resources energy petroleum pharmaceuticals laboratories labs media
communications telecom network networks society federation union court tribunal agency
administration police army navy college school hospital church centre center centres centers institution
cooperative brokers brokerage escrow advokatfirma advokatfirmaet advokatbyrå rechtsanwälte abogados avocats avvocati
advocaten lending news times post journal herald tribune press gazette
aviation airline railway railways shipping marine maritime bunkering tankers freight navigation guard
corps organization organisation league conference senate congress parliament legislature
assembly academy orchestra ensemble choir club command brigade regiment battalion squadron fleet force forces
studios pictures entertainment productions publishing publishers publications broadcasting
railroad assurance assurances
engineering construction contractors builders developments properties estates realty
imports exports foods minerals metals mining electronics chemicals textiles pharma consultants traders
directorate inspectorate secretariat
stiftung anstalt fondation consortium venture
fc afc
""")
# Head nouns of companies (not institutions): `X Industries of Cincinnati` is X Industries, of
# Cincinnati, where `Federal Reserve Bank of New York` is one name.
COMPANY_HEADS = _words("""
holdings holding group partners partnership capital associates technologies technology industries
enterprises ventures investments securities insurance motors systems solutions consulting advisors
advisers management logistics trading finance financial resources energy petroleum pharmaceuticals
laboratories labs media communications telecom networks services brokers brokerage lending airlines traders
airways shipping aviation company companies productions studios pictures entertainment publishing
""")
# Institutions named by one word (`the Senate`, `the Pentagon`).
ONE_WORD_ORGS = _words("congress senate parliament pentagon kremlin interpol europol bundestag knesset duma")
# Class nouns that make the name next to them an organization: `the band Gigi`, `Aero Gare
# was a kitplane manufacturer`, `Staedtler, a stationery company`.
ORG_CLASS_NOUNS = _words("""
company companies firm corporation conglomerate business bank lender insurer broker brokerage
airline carrier manufacturer maker producer retailer wholesaler distributor supplier publisher
newspaper magazine journal tabloid broadcaster network station channel label band group
agency charity foundation organization organisation club team franchise brand chain startup
subsidiary consultancy partnership fund union university college school operator exporter importer regulator
refinery m/s enterprise
""")
# What a role after a name tells: `GE spokesman Richard Kennedy`, `Edison's chairman`.
ORG_ROLE_NOUNS = _words("""
spokesman spokeswoman spokesperson chairman chairwoman president ceo cfo coo founder
co-founder executive executives official officials analyst economist attorney lawyer engineer
employee employees director directors manager officer chief administrator commissioner
""")
# What follows `X's` when X is an organization (`International Paper's chairman`).
ORG_POSSESSED = _words("""
board shareholders stockholders stock shares subsidiary subsidiaries headquarters parent unit
employees chairman ceo cfo directors earnings revenue revenues profit profits sales
""")

# Words that never start or make up a name on their own (sentence-initial function words).
STOP_WORDS = _words("""
a about above according accordingly across after afterwards again against all almost along also near
although always among an and another any anyone anything are as at because before being below
beneath beside besides between both but by can cannot could despite did do does during each
either else even ever every except few following for from further furthermore had has have
having he hence her here hers herself him himself his how however i if in including indeed
instead into is it its itself just last later least less like many may me meanwhile might more
moreover most much must my neither never nevertheless next no none nor not nothing now of off on
once one only onto or other others otherwise our ours out over overall own per perhaps please
prior rather regarding same several shall she should since so some such than that the their
theirs them then there thereafter therefore these they this those though through throughout thus
to together too toward towards under unless unlike until up upon us very via was we were what
whatever when whenever where whereas wherever whether which while who whoever whom whose why
will with within without would yet you your yours yes dear hi hello thanks regards sincerely re
fw fwd subject note notes see total totals item items page section article clause schedule
exhibit annex appendix table figure paragraph part chapter background summary purpose scope
conclusion conclusions introduction overview recommendation recommendations observation
observations findings finding source sources status date dated time name names amount amounts
reference ref attachment attachments question questions answer answers issue issues point points
step steps next
""")

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12,
}
WEEKDAYS = _words("""
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat
sun
""")

# Severity words of machine logs (`2015-07-29 17:41:44 INFO …`, `[WARN]`).
LOG_LEVELS = _words("""
info warn warning error err debug trace fatal alert notice crit critical severe emerg emergency
verbose
""")
# Time zones and clock words (`5:26 PM`, `22:46:38 EDT`).
TIME_ZONES = _words("""
am pm utc gmt est edt cst cdt mst mdt pst pdt akst akdt hst cet cest eet eest wet bst ist jst kst
aest aedt acst awst nzst nzdt msk hkt sgt
""")
# Generic computing and network terms and chat abbreviations written in capitals (`USB`,
# `HTTPS`, `NULL`, `IMHO`): technology words, not the names of firms. Product and project
# names (`UBUNTU`, `GNOME`) and acronyms that name a body (`MIT`, `IETF`) are not here.
TECH_TERMS = _words("""
cpu cpus gpu fpu mmu ram rom eeprom bios uefi cmos os gui cli api apis sdk ide ssh ssl tls http
https ftp sftp smtp imap dns dhcp tcp udp lan wan vpn wifi wlan nat irc xml html xhtml css json
yaml sql php cgi mime rfc utf ascii uri urls uuid guid pid pids uid gid tty null nil true false
eof eol crlf usb dvd dvds cd cds cd-rom vhs lcd led leds crt vga dvi hdmi sata scsi raid nas nfs
smb cifs ntfs hfs zfs lvm mbr gpt pci pcie agp acpi irq dma simd cpuid rpm deb ppa lts iso vm
vms vps ssd ssds hdd hdds nvme gpl lgpl bsd posix mdns ntp snmp ldap sasl pam aes md5 sha
hmac jpeg jpg png gif mp3 mpeg avi sms mms gsm lte gps dpi fps kb mb gb tb mhz ghz ascii sysfs
procfs stdin stdout stderr ioctl init daemon cron sudo root admin localhost dll exe bin src lib
tmp etc dev var usr opt conf config cfg log logs ack nack syn rst sigsegv sigterm sigkill oom
lol imo imho iirc iiuc afaik afaict btw brb afk tia thx plz pls omg wtf rofl lmao np rtfm ot
ymmv fwiw
""")
# Common English words that text puts in capitals for emphasis, as a command or a status
# (`Get it for FREE`, `KEEP TRACK of your PROGRESS`, `from AUTO to SUSPENDED`): an all-caps
# run made mostly of them is shouting, not a firm. Words that often are firm names in
# capitals (`SHELL`, `TARGET`, `APPLE`, `UNITED`, `NATIONAL`, `SYSTEMS`, `NEWS`) are not here.
CAPS_COMMON = _words("""
free now today tonight new save saves saving win winner winners won bonus offer offers
deal deals sale sales discount cheap cheaper cheapest price prices order orders ordering buy
call click here remove removed unsubscribe reply replies respond act fast faster fastest quick
quicker quickest easy easier easiest guaranteed risk exclusive special amazing
incredible better great huge hot big instant instantly immediately attention warning
please read stop start started starting join get gets getting send sent receive received make
makes making earn earning income profit million millions dollars opportunity secret secrets
rich success successful proven legal legitimate real really exactly absolutely
definitely actually seriously everything everytime everyone nothing something anything
nobody somebody anyone someone yourself myself provide provided keep track follow following
followed do don't dont doesn't didn't can't cant won't wont isn't aren't wasn't know knows
think want wants need needs needed use used using try trying look looking looked check checked
checking update updated updates install installed installing run running ran open opened
close closed closing delete deleted add added adding edit print enter exit quit help show
shows tell ask give take put set find found search go going gone come coming work works
working worked write written type press shout shouting sorry thanks thank done fail failed
fails failure success pending active inactive enable enabled disable disabled suspended
stopped waiting leading connected disconnected connecting unknown invalid valid empty full
high low auto manual on off default block blocked blocking allow allowed deny denied accept
accepted reject rejected drop dropped pass passed goodbye hello end begin finish finished
complete completed ready busy idle timeout retry abort aborted cancel cancelled canceled
assertion report reports reporting guide guides code codes method methods number numbers
limit limits progress byte bytes file files filter label login logout password user users
display path caps email emails website websites
cash relax spam increase congratulations impressive unbeatable sure shipping
patch patches bug bugs fix fixed fixes release released version versions maintainers
maintainer warranty copyright license licence program programs message
messages list lists mail yes no maybe must very most more less all none
important urgent critical possible impossible attempt attempts request requests response
results result value values time times times date day days week weeks year years today
exactly only just also again still even here there where when what why how who which this that
these those everybody every each any some many much few other another same different
""")

# Adjectives of nationality and region, and the compass words that qualify them: a run made
# of these alone (`German`, `South Korean`, `West German`) says where something is from, and
# names no firm (`the German company Siemens`: the firm is `Siemens`).
DEMONYMS = _words("""
american british english scottish welsh irish french german italian spanish portuguese dutch
flemish belgian swiss austrian swedish norwegian danish finnish icelandic polish czech slovak
hungarian romanian moldovan bulgarian greek cypriot maltese turkish russian ukrainian belarusian
serbian croatian bosnian slovenian albanian macedonian montenegrin estonian latvian lithuanian
georgian armenian azerbaijani kazakh uzbek turkmen kyrgyz tajik mongolian chinese japanese korean
taiwanese vietnamese thai cambodian laotian burmese malaysian singaporean indonesian filipino
indian pakistani bangladeshi nepali sri lankan afghan iranian iraqi syrian lebanese jordanian
israeli palestinian saudi emirati qatari kuwaiti bahraini omani yemeni egyptian libyan tunisian
algerian moroccan nigerian ghanaian kenyan ethiopian eritrean somali sudanese tanzanian ugandan
rwandan african zimbabwean zambian angolan mozambican namibian congolese cameroonian senegalese
ivorian malian canadian mexican brazilian argentine argentinian chilean peruvian colombian
venezuelan cuban bolivian ecuadorian uruguayan paraguayan panamanian guatemalan honduran
salvadoran nicaraguan costa rican jamaican haitian dominican puerto australian zealand
zealander european asian arab arabian latin scandinavian nordic baltic balkan soviet yugoslav
north south east west central northern southern eastern western new
""")

# Words that open a section heading or a form's label in capitals (`VALIDITY OF SECURITIES`,
# `CITIZENSHIP OR PLACE OF ORGANIZATION`, `FORMER COMPANY:`), besides the document words of
# `CAPS_STOP`: a run in capitals that opens with one is no firm (`orgs._caps_heading`)
SECTION_WORDS = _words("""
validity citizenship ownership selected use experts incorporation lead former long-term short-term annual
quarterly pro bona asset-backed documents risk risks plan plans safe certain additional other recent
""")
# Upper-case tokens that are not organization names (codes, roles, document words).
CAPS_STOP = _words("""
definitions definition article articles section sections schedule schedules exhibit exhibits
whereas witness whereof recitals agreement agreements contents page annex appendix notice
notices terms conditions default defaults events event representations warranties covenants
miscellaneous signature signatures amendment confidential draft memorandum memo invoice total
summary note notes urgent important loan loans security equipment advance advances material
adverse change changes general provisions interest payment payments term borrower lender bank
company parties party guarantee guaranty indemnity law laws governing jurisdiction table
registry register extract shareholders shareholder directors officers purchase share shares vessel
executives investors subsidiaries
reference statement account accounts credit debit balance amount currency beneficiary originator
details particulars address type description remarks client incoming outgoing transfer transfers
rm fx rate cet ccy ref no. yes yyyy dd mm resolved resolution resolutions further
dna rna hiv aids sars mrsa suv vip gdp gnp cpi atm tv hdtv mri icu

iban swift bic aba sort usd eur gbp chf jpy cny hkd sgd aud cad nzd inr rub aed sek nok dkk ceo
cfo coo cto cio vp svp evp md gm hr it ip id pdf url ok tbd tba na n/a nb ps fyi faq am pm utc
gmt est pst cet us usa uk eu un uae llc llp ltd plc inc corp gmbh ag sa nv bv co gaap ifrs
euribor libor sofr sonia aml kyc cdd edd sar str pep ubo psc pscs mlro cco clo ofac dd q1 q2 q3 q4 fy i ii iii iv v vi
vii viii ix x xi xii re fw fwd cc bcc to from date subject mr mrs ms dr no nos ref vat tax ein
ssn dob pob tel fax ext attn att po box rd st ave
crn uen cin brn abn acn nzbn siren siret rcs cnpj cpf nif nie rfc curp dni npwp gstin din llpin cif cams cfe cpa acca
reit upreit fatca firpta ubti cfr ach ebitda ebit eps ipo etf esop nav aum roi roe cagr capex opex
apr apy erisa gdpr ccpa hipaa fcpa bsa ucc cusip isin lei otc adr ads nol ltv dscr fbar tin itin rico
ais imo mmsi sts vlcc dwt teu eta etd hrb hra
signed executed witnessed sworn dated interview interviews
proprietor proprietors chargee chargor mortgagee mortgagor lessee lessor grantor grantee transferor transferee
vendor purchaser consignee consignor shipper applicant respondent claimant defendant plaintiff debtor creditor
guarantor
""") | LOG_LEVELS | TIME_ZONES | TECH_TERMS

# Common nouns and adjectives that title-case text puts before a head noun in a generic
# phrase (`Free Shipping`, `Sales Department`, `Life Insurance`, `Information Technology`,
# `Day Trading`): a run made of these and head nouns only names a kind of thing, not a firm.
# Words that often begin real names (`Central`, `National`, `General`, `Security`,
# `Internet`, `Computer`, `High`, `New`) are not here.
GENERIC_WORDS = _words("""
free price prices include includes including included sales life term information content day
customer customers client clients health online web software hardware data email
marketing advertising product products account accounts payment payments credit loan loans
mortgage debt tax money cash wealth asset assets estate travel auto medical quality risk
compliance operations accounting audit purchasing procurement billing delivery order orders
personal family member members membership affiliate program programs training career job jobs
home business office agent agents private copyright license licence shipping discount
wholesale retail grant grants stock support technical digital direct great best special
offer offers deal deals
""")
# Head nouns that name a field of business as well as firms in it: after common words only
# they name the field (`Life Insurance`, `Information Technology`, `Day Trading`, `Content
# Management`). Heads that name a body or a unit (`department`, `bank`, `college`,
# `services`) do not: `Legal Department`, `Central Bank`, `Human Services` are bodies.
FIELD_HEADS = _words("""
insurance shipping technology technologies trading management securities investments investment
finance financial logistics consulting advisory energy media communications telecom lending
brokerage aviation entertainment publishing broadcasting pharmaceuticals solutions systems
engineering construction mining electronics chemicals textiles pharma properties foods minerals metals
""")

PERSON_TITLES = _words("""
mr mrs ms miss mx dr prof professor sir dame lord lady judge justice rev reverend sen senator
rep representative gov governor president mayor minister sheikh hon capt captain col colonel
lt lieutenant gen brig brigadier sgt sergeant cpl corporal adm admiral cmdr cdr commander maj fr
archbishop rabbi imam pope chancellor ambassador commissioner sheriff congressman
congresswoman assemblyman assemblywoman councilman councilwoman councilmember councillor councilor alderman alderwoman
deputy sultan emir emperor empress princess duchess countess baroness
dato dato' dato’ datuk datin tun tunku tengku
alhaji alhaja alhajia hajia hajiya haji hajji
""")
# Honorifics that stay part of a person's name (`Mr. Doe`, `Dr. Thomas Keller`). Every other
# title is an office, rank or style (`Governor Bob Wise`, `Colonel Jesse Auton`): it tells that
# a person's name follows but is not part of it, so the same person named without it later is
# the same surface.
NAME_HONORIFICS = frozenset(["mr", "mrs", "ms", "miss", "mx", "dr", "sir", "dame", "lord", "lady"])
# Titles that are also common family names (`Stephen King`, `John Major`): a title before a
# name, but not a word that ends a name.
SURNAME_TITLES = _words("king queen prince duke earl baron bishop count")
# Words that continue a title before a name (`Brigadier General`, `Deputy Prime Minister`).
TITLE_CONTINUATION = _words("general prime chief vice deputy attorney minister secretary")
MALE_TITLES = frozenset(["mr", "sir", "lord"])
FEMALE_TITLES = frozenset(["mrs", "ms", "miss", "dame", "lady"])

# A bank statement's payment rails, in capitals before the counterparty (`CHAPS TO ORLEN
# CAPITAL LLP`, `FASTER PAYMENT FROM …`, `ACH CREDIT BRIGHTLINE STAFFING INC`): the words, and
# the codes that are never a firm's first word (`CREDIT SUISSE` is a bank, `BGC` a rail).
RAIL_WORDS = _words("""
faster payment payments chaps bacs fps swift wire transfer transfers tfr trf xfer sepa ct ach bgc
credit debit incoming outgoing inward outward international intl online internet mobile standing
order direct bill received sent funds remittance telegraphic tt zelle venmo interbank book giro bank
ffc fbo
""")
# (`FFC`, `FBO`: a wire's `for further credit to`, `for the benefit of`, before the payee's name)
RAIL_CODES = _words("chaps bacs fps bgc tfr trf xfer sepa ach zelle venmo ffc fbo")

# Verbs an order opens a sentence with, before the name it is about (`Use Mercer Nominees Ltd as
# the shareholder`, `Call Acme Corp tomorrow`): not the name's first word there (not `open`,
# `check`, `book`, `contact`: `Open Text`, `Check Point`, `Contact Energy` are firms' names)
ORDER_VERBS = _words("""
use call ask tell pay wire send transfer email e-mail ring phone let put give ensure confirm forward sign
instruct remind thank
""")

# Roles that make a person an officer of an organization (OFFICER_OF), by case-folded phrase.
OFFICER_ROLES = _words("""
ceo cfo coo cto cio cco clo president chairman chairwoman chairperson chair treasurer secretary
founder co-founder cofounder controller comptroller chief leader
""") | frozenset([
    "chief executive", "chief executive officer", "chief financial officer",
    "chief operating officer", "chief technology officer", "chief compliance officer",
    "chief information officer", "chief legal officer", "chief investment officer",
    "vice president", "executive vice president", "senior vice president", "vice-president",
    "managing director", "managing partner", "managing member", "designated member", "general counsel",
    "company secretary",
    "general manager", "executive director", "finance director", "financial controller",
    # (a Russian or a Ukrainian firm's sole executive, its `генеральный директор`; the head of a
    # public body or an international one)
    "general director", "director general", "director-general",
    "assistant treasurer", "deputy chairman", "vice chairman", "head", "senior partner",
    # the press's names for the same offices (`Orion Ltd's former finance chief, X`)
    "finance chief", "financial chief", "operations chief", "compliance chief", "risk chief", "executive chairman",
    # an insolvent firm's office-holders, who run it in its directors' place
    "liquidator", "provisional liquidator", "official receiver", "administrative receiver",
    # who acts for a Chinese company in law (法定代表人), its chairman or general manager
    "legal representative",
    # who answers for a regulated firm's anti-money-laundering reporting (the FCA's SMF17)
    "money laundering reporting officer", "mlro",
])
# Roles that make a person an employee (EMPLOYED_BY).
EMPLOYEE_ROLES = _words("""
employee analyst manager accountant clerk officer spokesman spokeswoman spokesperson lawyer
attorney engineer trader banker economist consultant executive official advisor adviser auditor
counsel editor reporter correspondent researcher scientist professor lecturer teacher
administrator coordinator specialist representative staffer aide worker solicitor barrister
notary commissioner publisher lobbyist researcher teller cashier bookkeeper paralegal underwriter
""") | frozenset([
    "relationship manager", "account manager", "compliance officer", "loan officer",
    "portfolio manager", "fund manager", "branch manager", "finance manager", "chief of staff",
])
ALL_ROLES = OFFICER_ROLES | EMPLOYEE_ROLES
# Occupations that, in `X, a <noun> at/for/with Y`, say X works for Y (not `member`, `student`,
# `customer`: those belong to Y without working for it).
WORK_NOUNS = ALL_ROLES | _words("""
director lobbyist economist scientist engineer reporter correspondent editor columnist writer
photographer producer anchor presenter professor lecturer teacher surgeon physician doctor nurse
lawyer attorney prosecutor detective inspector pilot coach player secretary aide assistant intern
accountant trader banker broker chemist physicist biologist historian curator technician staffer
spokesman spokeswoman spokesperson
""")

# What a name ends in when it names a law, not a party (`the Investment Company Act`, `the
# Maryland General Corporation Law`): used by organizations and by spelled-out acronyms.
LAW_HEADS = frozenset({"act", "acts", "law", "laws", "code", "codes", "rule", "rules", "regulation", "regulations",
                       "statute", "directive", "treaty", "convention"})

# Defined terms that name a party by its role in a contract or a case.
PARTY_ROLES = frozenset("""
borrower borrowers lender lenders bank company issuer guarantor guarantors trustee agent seller buyer
purchaser vendor tenant landlord licensor licensee employer employee client customer supplier
contractor investor holder obligor pledgor pledgee assignor assignee beneficiary shareholder parent
subsidiary arranger servicer depositor sponsor manager adviser advisor consultant partnership fund
trust firm group lessor lessee grantor grantee mortgagor mortgagee debtor creditor registrant
claimant defendant respondent applicant plaintiff appellant petitioner complainant intervener accused
subject subjects suspect suspects target settlor settlors protector enforcer transferor transferee payer
payee remitter donor nominee chargor chargee consignor consignee shipper insurer insured owner charterer
principal attorney declarant donee fiduciary mandatary mandator custodian acquirer acquiror
jvco newco bidco topco holdco midco propco opco spv executive director
""".split())  # noqa: SIM905  (the last line: a deal's vehicles, `the JVCo`, `Bidco`; a service agreement's `Executive`)

# Honorific-free role words that may stand before a name ("chairman John Smith").
ROLE_BEFORE_NAME = _words("""
ceo cfo coo president chairman chairwoman chair treasurer secretary founder director spokesman
spokeswoman spokesperson analyst lawyer attorney executive official manager
""")

# Street and address words: a capitalized run ending in one is an address, not a name.
ADDRESS_WORDS = _words("""
street st road rd avenue ave boulevard blvd drive dr lane ln way place plaza square floor suite
ste building tower box highway hwy
""")

# Nouns that only name people: an occupation, a kinship or a part in a case. One next to a
# plain capitalized name (`comedian Tuvia Tzafir`, `his brother, Shannon`, `Candace Savage is
# a Canadian writer`) makes the name a person. Words a company can also be (consultant,
# adviser, supplier, owner, partner, director) are not here.
PERSON_NOUNS = _words("""
actor actress singer songwriter singer-songwriter musician guitarist bassist drummer pianist
violinist composer conductor rapper vocalist frontman artist painter sculptor photographer
author writer novelist poet playwright screenwriter journalist columnist reporter editor
correspondent commentator broadcaster presenter host anchor anchorman anchorwoman filmmaker comedian dancer
choreographer model designer architect scientist physicist chemist biologist mathematician
economist historian philosopher sociologist psychologist professor lecturer teacher student
researcher surgeon physician doctor nurse dentist pharmacist psychiatrist lawyer attorney
solicitor barrister prosecutor judge detective inspector policeman policewoman officer
soldier sergeant pilot astronaut sailor seafarer explorer athlete player footballer cricketer
golfer boxer wrestler swimmer sprinter cyclist jockey skier coach quarterback pitcher
goalkeeper midfielder striker defender forward rookie captain entrepreneur businessman
businesswoman industrialist banker financier trader accountant auditor clerk cashier analyst
lobbyist activist campaigner politician senator congressman congresswoman legislator lawmaker
diplomat ambassador minister governor mayor priest pastor bishop rabbi imam monk nun
missionary preacher spokesman spokeswoman spokesperson auctioneer immigrant emigrant farmer
rancher fisherman driver worker labourer laborer employee technician mechanician engineer
electrician plumber carpenter chef waiter waitress secretary aide assistant intern nominee
candidate defendant plaintiff victim suspect witness informant accomplice assassin murderer
defendants plaintiffs claimant claimants respondents petitioner petitioners appellant appellants
killer gunman hostage fugitive convict inmate prisoner widow widower wife husband son
daughter brother sister father mother uncle aunt cousin nephew niece grandson granddaughter
grandfather grandmother stepfather stepmother stepson stepdaughter fiancé fiancée fiance
fiancee boyfriend girlfriend sibling twin colleague co-founder founder heir heiress democrat
republican soprano tenor baritone mezzo-soprano negotiator envoy delegate superintendent dean
teenager schoolboy schoolgirl youngster pensioner retiree veteran survivor volunteer tourist
""")
# Person nouns that say what part someone plays in a case or an event, or that they came or
# were sent somewhere: `a defendant in London`, `a hostage in Lebanon`, `an envoy in Kiev` say
# nothing about where the person lives or works.
PASSING_ROLE_NOUNS = _words("""
defendant plaintiff victim suspect witness informant accomplice assassin murderer killer gunman
hostage fugitive convict inmate prisoner candidate nominee immigrant emigrant delegate envoy expert
member
""")
# Kinship nouns: after a possessive (`his brother Toby`) they make even one name word a person.
KIN_NOUNS = _words("""
wife husband son daughter brother sister father mother uncle aunt cousin nephew niece grandson
granddaughter grandfather grandmother stepfather stepmother stepson stepdaughter fiancé fiancée
fiance fiancee boyfriend girlfriend widow widower twin sons daughters brothers sisters
""")
# Head words of places, buildings, events and awards: a capitalized run ending in one is not
# a person (`Stanley Cup`, `Royal Alexandra Theatre`, `Dade County`).
NON_PERSON_HEADS = _words("""
cup cups trophy award awards prize medal championship championships tournament league
festival theatre theater stadium arena rink museum gallery cathedral chapel abbey castle
palace hotel county city parish province district island islands peninsula river lake mountain
mountains valley canyon airport station bridge tunnel dam canal fort hospital zone
plan plans act agreement agreements policy program programme treaty statute regulation regulations
standards update certificate certificates
""")


# a firm's offices in the words of its own country's law: the one who runs it and binds it (a board
# seat), or its chief executive and its registered signatory (an office)
FOREIGN_OFFICES = {
    **dict.fromkeys(("amministratore unico", "geschäftsführer", "geschaftsfuhrer", "gérant", "gerant",
                     "administrador único", "administrador unico", "sole administrator", "administradora",
                     "administrador", "vorstandsvorsitzender", "vorstandsvorsitzende", "vorstand",
                     "vorstandsmitglied", "aufsichtsratsvorsitzender", "administrateur", "bestuurder",
                     "diretor-presidente", "diretor presidente",
                     # (a Swiss board's: `Präsident des Verwaltungsrates`, `Mitglied des Verwaltungsrates`)
                     "präsident des verwaltungsrates", "prasident des verwaltungsrates", "präsident des vr",
                     "mitglied des verwaltungsrates", "verwaltungsrat", "verwaltungsratspräsident",
                     "geschäftsführerin", "gérante", "amministratrice unica"), "DIRECTOR_OF"),
    **dict.fromkeys(("amministratore delegato", "directeur général", "directeur general", "prokurist",
                     "prokuristin", "directrice générale", "consejero delegado", "consejera delegada"), "OFFICER_OF"),
}
