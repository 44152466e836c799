"""Relation patterns over sentence templates, one table per relation family.

Each entry is `(name, predicate, regex, confidence)`; groups `a` (subject) and `b` (object)
hold placeholders, optional `pct`/`role`/`m` hold a percentage, a role phrase or money.
Predicate `ROLE` is decided from the role phrase (director → DIRECTOR_OF, CFO → OFFICER_OF,
analyst → EMPLOYED_BY). Every gap is bounded and every pattern starts at a placeholder or a
fixed word, so each scan is linear in the template length.
"""

from __future__ import annotations

import re

from textgraph.extract.base import any_literal
from textgraph.extract.lexicon import (
    ALL_ROLES,
    FOREIGN_OFFICES,
    KIN_NOUNS,
    PASSING_ROLE_NOUNS,
    PERSON_NOUNS,
    WORK_NOUNS,
)
from textgraph.extract.template import ACC, LOC, MONEY, ORG, PARTY, PCT, PER, gap
from textgraph.patterncache import PatternCache

# the relation patterns' compiled code, kept between processes (~1.8 s of compiling each time otherwise)
_COMPILED = PatternCache("relation-patterns")

# (`principal` as a firm's head only here, not as a word that tells a person: `for principal and interest`)
_ROLE_WORDS = sorted(ALL_ROLES | {"director", "board member", "trustee", "co-trustee", "principal", "partner",
                                  # (a charity's board's chair)
                                  "chair of trustees", "chair of the trustees", "chairman of trustees",
                                  "chairman of the trustees", "chair of the board of trustees",
                                  "shareholder", "beneficial owner", "ubo", "person with significant control", "psc",
                                  "member",
                                  # (a US firm's and an Italian or a Latin American one's holders)
                                  "stockholder", "quotaholder", "quota holder",
                                  # (an office in its own country's words: `Amministratore Unico`, `Geschäftsführer`)
                                  *FOREIGN_OFFICES},
                     key=lambda r: (-len(r), r))
_MODIFIERS = (r"(?:(?:senior|junior|deputy|acting|interim|former|nominee|non-executive|executive|first|sole|"
              r"joint|independent|assistant|associate|global|regional|group|chief|managing|general|corporate|"
              r"company|alternate|founding|lead|largest|biggest|majority|controlling|principal|dominant|registered|"
              r"statutory|formal|titular|de\s+facto|shadow|ultimate|nominal|"
              # (a function of the firm the office is for: `B's former sales director, X`)
              r"sales|marketing|operations|commercial|technical|legal|compliance|procurement|purchasing|export|"
              r"country|area|project|risk|treasury|finance|financial|investment|logistics|production|security|"
              r"communications|property|development|accounts|office|chartering|audit|tax|"
              # (the country or the region it covers: `sole UK director`, `its EMEA sales director`)
              r"\ue000L\d{1,4}\ue001|(?-i:EMEA|APAC|LATAM|GCC|MENA)|"
              # (how the office is held: `her salaried manager`, `its only registered director`)
              r"salaried|paid|unpaid|only)\s+){0,3}")
ROLE = (rf"(?P<role>{_MODIFIERS}(?:head\s+of\s+[A-Z][\w-]*(?:\s+(?!(?:in|on|at|from|since|until|for|with|of|and|"
        rf"the|to|by)\b)[A-Z][\w-]*){{0,2}}|"
        # (any chief's office: `Chief Risk Officer`, `chief data protection officer`)
        r"chief\s+(?:(?!of\b)[a-z][\w-]*\s+){1,3}?officer|"
        + "|".join(r.replace(" ", r"\s+") for r in _ROLE_WORDS)
        + r")s?(?:,\s+(?:Treasury|Finance|Operations|Compliance|Legal|Risk|Sales|Marketing|Audit|Investments?))?)")
_ROLE_I = rf"(?i:{ROLE})"
_AN_OFFICE = _ROLE_I.replace("(?P<role>", "(?:", 1)  # an office named in passing (no role read from it)
OFFICE = _AN_OFFICE
# an office, or an owner where no other word could make it one (`B, of which X is the sole owner`, `X is
# B's majority owner`)
_OWNER_WORDS = (r"(?:(?:sole|only|majority|minority|ultimate|real|true|actual|legal|registered|joint|nominal|part)\s+"
                r"|co-)?")
_ROLE_OR_OWNER = _ROLE_I.replace("(?P<role>", rf"(?P<role>{_OWNER_WORDS}owners?\b|", 1)
# the styles between `s/o`, `w/o` and a parent's or a spouse's name (`s/o Late Shri Mohan Lal Agarwal`)
KIN_STYLES = r"(?:(?:late|shri|sri|smt\.?|mr\.?|mrs\.?|dr\.?)\s+){0,2}"
# (in a list of offices only: `the owner and general director of B`)
_ROLE_OR_OWNER_AND = _ROLE_I.replace("(?P<role>", rf"(?P<role>{_OWNER_WORDS}owner(?=\s+and\s)|", 1)
# what a thing is worth or when it was made, said between commas after its name
_WORTH_ASIDE = (r"(?:\s*,\s*(?:(?:reportedly|now|once)\s+)?(?:worth|valued\s+at|priced\s+at|bought\s+for|built\s+in|"
                r"launched\s+in)\s[^,;\ue000]{0,30}?(?:\ue000[MD]\d{1,4}\ue001[^,;\ue000]{0,20}?)?,)?")
# an office between the first and the last of a list of three (`the founder, managing member and sole
# owner of B`): read when the last adds nothing the first does not
# (or the office's own word in brackets: `managing director (Geschäftsführer) of B`)
_MID_ROLE = rf"(?:\s*,\s*(?:the\s+|an?\s+)?(?P<mid>{_AN_OFFICE})|\s*\([^()\ue000\d]{{1,30}}\))?"
# a second office joined to the first before its holder's name (`Its sole director and shareholder, X`)
_AND_OFFICE = rf"(?:\s+and\s+(?P<and2>{_OWNER_WORDS}owner\b|{_AN_OFFICE}))?"
# a role given up: `resigned as director of B`, `was removed as its CEO` (the relation is marked ended)
_LEFT = (r"(?P<left>resign(?:ed|s)|retired|retires|stepped\s+down|steps\s+down|quit|ceased\s+to\s+be|ceases\s+to\s+be|"
         r"(?:was|were|has\s+been|had\s+been)\s+(?:removed|dismissed|ousted|replaced))")
# (with the law's time of it: `was at all material times the owner of B`)
_BE = (r"(?:is|was|are|were|am|has\s+been|had\s+been|have\s+been|became|becomes|become|remains|remained|be|been|being)"
       r"(?:\s+at\s+(?:all\s+(?:material|relevant)\s+times|the\s+(?:material|relevant)\s+times?))?")
_DET = r"(?:(?:a|an|the|its|their|his|her|my|our|your|one\s+of\s+the|one\s+of\s+its)\s+)?"
# a determiner or a possessive the template holds as a placeholder (`its`, `Acme's`): the
# possessor is not an endpoint of the rules that read it
_DET_POSS = rf"(?:\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?\s+|{_DET})"
# up to three lower-case words that are not function words (`seismic`, `metals`, `investment firm`)
_FUNCTION = (r"(?:and|or|but|of|the|a|an|to|in|on|at|by|for|from|with|his|her|its|their|who|which|that|said|says|"
             r"was|is|were|are|has|had|have|not|both|either|each|all|several|many|some|other|various|certain)")
_LOWER_WORDS = rf"(?:(?!{_FUNCTION}\b)(?-i:[a-z][\w-]*)\s+){{0,3}}?"
_WORK_NOUNS = any_literal(sorted(WORK_NOUNS), whole=True)
# a field of work after a role: one to three lower-case words (`political science`, `daytime programs`)
_FIELD = rf"(?!{_FUNCTION}\b)(?-i:[a-z][\w-]*)(?:\s+(?!{_FUNCTION}\b)(?-i:[a-z][\w-]*)){{0,2}}"
# an occupation or office word standing before a name (`reporter`, `Gov.`, `Mayor`)
_BEFORE_NAME_NOUNS = PERSON_NOUNS | ALL_ROLES | {"owner", "official", "expert", "native", "resident", "member",
                                                  "leader"}
_PERSON_ROLE_WORD = ("(?:" + any_literal(sorted(_BEFORE_NAME_NOUNS), whole=True)
                     + r"|Gov\.|Governor|Sen\.|Senator|Rep\.|Mayor|President|Premier|Prime\s+Minister|Minister|Judge|"
                       r"Ambassador|Commissioner|Council(?:member|woman|man|lor|or)|Alder(?:man|woman))")

# people whose place says where they live or work (`an opera singer in Shanghai`), not where a
# case or an event put them (`a defendant in London`, `a hostage in Lebanon`)
_PLACED_NOUN = any_literal(sorted(_BEFORE_NAME_NOUNS - PASSING_ROLE_NOUNS), whole=True)

# `moved to B`, `transferred to B` with no sum after them is a move of a person (to a new employer,
# an office), not of money; `advanced` pays only before what it pays (`advanced $X`, `advanced funds`,
# `advanced B a loan`), not as an adjective (`28 advanced courses`)
_NO_SUM_AFTER_TO = r"(?!\s+to\b(?![^.;\n]*\ue000M))"
_ADVANCED = (r"advanced(?=\s+(?:\ue000|(?:a|an|the|further|additional|another|its|his|her|their|our|funds|monies|"
             r"money|sums?|loans?|cash|capital|credit|payments?)\b))")
V_TRANSFER = (r"(?:wired|wire|wires(?=\s+(?:\ue000M|(?:the|funds|money|cash|it|them|a|an)\b))|"
              rf"transferred{_NO_SUM_AFTER_TO}|transfers|transfer|sent|sends|send|paid|pays|pay|"
              r"remitted|remits|remit|disbursed|disburses|disburse|disbursing|"
              r"withdrew|withdraws|"
              # (`passed it on to B`, `passed the money on to B`: only with `on to` after)
              r"(?:passed|passes|passing|handed|hands)(?=(?:\s+(?:it|them|(?:the|this|that|these)\s+(?:money|funds|cash|"
              r"sums?|proceeds|payments?)))?\s+on\s+to\b)|"
              r"funnell?ed|funnels|funnel|channell?ed|channels|siphoned(?:\s+off)?|gifted|donated|donates|"
              r"deposited|deposits|deposit|credited|credits|"
              rf"lent|lends|lend|loaned|{_ADVANCED}|moved{_NO_SUM_AFTER_TO}|routed|forwarded|forwards|forward|repaid|repays|repay|refunded|"
              r"refunds|refund|reimbursed|reimburses|wiring|transferring|sending|paying|remitting|lending|routing|forwarding|"
              r"(?:made|makes|make|making)\s+(?:(?:\w+|\ue000M\d{1,4}\ue001)\s+){0,3}?(?:payments?|transfers?|wires?|"
              r"remittances?|loans?|donations?|contributions?|gifts?|grants?))")
V_PASSIVE = (r"(?:paid|sent|wired|transferred|remitted|disbursed|lent|loaned|advanced|routed|funnell?ed|channell?ed|"
             r"deposited)")
# `to the account of B`, `to an account controlled by B`, `into a wallet in the name of B`: B is paid
_ACCOUNT_OF = (r"(?:(?:(?:the|an?|one\s+of\s+the|two|three|several|various|multiple|numerous)\s+)?"
               # (an exchange's or a bank's name before it: `the Binance account of X`)
               r"(?:[\w-]+\s+|\ue000O\d{1,4}\ue001\s+)?"
               r"(?:accounts?|wallets?|sub-accounts?)(?:\s+(?:no\.?|number|#)?\s*\ue000A\d{1,4}\ue001\s*,?)?\s+"
               r"(?:(?:(?:hosted|kept|held|opened)\s+)?(?:in|at|with)\s+(?:the\s+)?"
               r"\ue000[LO]\d{1,4}\ue001\s*,?\s+)?"
               r"(?:of|belonging\s+to|in\s+the\s+names?\s+of|(?:(?:held|controlled|owned|operated|used)\s+by)|registered\s+to|"
               r"whose\s+(?:registered\s+|account\s+)?(?:holder|owner|beneficiary)\s+(?:is|was))\s+)")
# the payee's own account, and its bank, between a payment's verb and its payer (`was paid into its
# account at HSBC by A`, `received the funds into its account at Barclays from A`)
_AT_ITS_BANK = rf"(?:\s+(?:at|with)\s+(?:the\s+)?{ORG})?"
_OWN_ACCOUNT = (rf"\b(?:into|to|in)\s+(?:its|his|her|their|{PARTY}(?:\s?['’]s?)?)\s+(?:own\s+)?"
                rf"(?:[\w-]+\s+){{0,2}}?accounts?{_AT_ITS_BANK}")
# (the sum, when it is the subject, is the match's: `USD 40,000 was credited to …`)
_PAID_INTO = (rf"(?:{MONEY}\s+)?\b(?:was|were|had\s+been|has\s+been)\s+"
              r"(?:paid|credited|transferred|wired|deposited|sent|remitted)\s+(?:in)?to\s+")
# an apposition that calls a party a firm and opens a relative clause without its pronoun (`B, an
# entity he secretly controlled`, `B, a company that A owned`)
# (a place may qualify it: `a Cyprus shell company`)
_A_FIRM_THAT = (r"(?:an?|the|another)\s+(?:(?:[\w-]+|\ue000L\d{1,4}\ue001)\s+){0,2}?(?:company|entity|firm|vehicle|"
                r"business|trust|fund|(?:sole\s+)?proprietorship|"
                r"partnership|shell|corporation|foundation)\s+(?:that\s+|which\s+)?")
# what names the firm a holding is held through: `through C`, `via his company, C`
# the kinship nouns, longest first (`sons` before `son`)
KIN_LONGEST = "|".join(sorted(KIN_NOUNS, key=lambda k: (-len(k), k)))
# a holder named after whose relative it is (`his sister-in-law, Joanne Wells`, `Kovalenko's son,
# Maksym Kovalenko`): the words up to the name
# (`KIN_NAMED` without the look at the name, for a search that ends before it)
# (a relative's relative too: `his wife's brother, Sunil Arora`)
# (whose: a pronoun, a name, or an office's holder no name is given for: `the minister's brother, X`)
KIN_NAMED = (r"(?:(?:his|her|their|\ue000P\d{1,4}\ue001(?:\s?['’]s)?|(?-i:[A-Z][\w-]+)\s?['’]s|"
             r"the\s+(?:(?:former|deputy|then|late)\s+)?[a-z][\w-]{1,20}\s?['’]s)\s+"
             r"(?:(?:wife|husband|spouse|father|mother|brother|sister|son|daughter)\s?['’]s\s+)?"
             rf"(?:(?:late|former|elder|older|younger|eldest|youngest)\s+)?(?:{KIN_LONGEST})(?:-in-law)?\s*,?\s+)")
KIN_FIRST = rf"(?:{KIN_NAMED}(?=\ue000P))"
# a `to` that ties, not one that sends: `funds from A, a company with no apparent link to the client`
_NOT_TIED = (r"(?<!\blink\s)(?<!\blinks\s)(?<!\bties\s)(?<!\bconnection\s)(?<!\bconnections\s)(?<!\brelated\s)"
             r"(?<!\bconnected\s)(?<!\blinked\s)(?<!\bclose\s)(?<!\bsimilar\s)(?<!\bknown\s)")
# what a vessel is, said before its name (`the tanker`, `its bulk carrier`, `the vessel`)
_VESSEL_NOUN = (r"(?:the\s+|its\s+|their\s+|a\s+)?(?:[\w-]+\s+){0,2}?(?:vessels?|tankers?|ships?|carriers?|"
                r"yachts?|superyachts?|barges?|tugs?|bulkers?|freighters?|trawlers?)\s+")
# a place's name as an adjective, its suffix (`Cyprus-registered`, `Hong Kong-based`)
_PLACE_ADJ = r"(?:-(?:based|registered|incorporated|headquartered|domiciled))"
THROUGH_VEHICLE = (r"\s*,?\s+(?:indirectly\s+)?(?:through|via)\s+"
                   rf"(?:(?:his|her|its|their|the|a|an|{PARTY})\s+)?"
                   r"(?:(?:wholly[\s-]owned\s+|offshore\s+|family\s+|personal\s+|\ue000L\d{1,4}\ue001\s+)?"
                   r"(?:company|companies|vehicle|subsidiary|holding\s+company|nominee|trust|foundation|entity|firm)"
                   # (`through a holding company called C`)
                   r"(?:\s*,|\s+(?:called|named|known\s+as))?\s+)?(?:the\s+)?"
                   # (a place's adjective: `through Cayman-registered C`)
                   rf"(?:{LOC}{_PLACE_ADJ}\s+)?")
# the firms that serve a company by contract, as a sentence names them
_SERVICE_ROLE = (r"registered\s+agent|company\s+secretary\s+provider|corporate\s+services?\s+provider|"
                 r"(?:statutory\s+|external\s+)?auditors?|law\s+firm|legal\s+counsel|fund\s+administrator|"
                 r"administrator|custodian|trust\s+company|formation\s+agent")
_SERVICE_ROLE_G = rf"(?P<role>{_SERVICE_ROLE})"
_PROVIDER = rf"\s*(?:,\s*|\s+(?:is|was|has\s+been|remains)\s+)(?:the\s+)?(?P<b>{ORG})"
# what two parties may be found to share (`a registered address`, `the same director`, `a bank account`)
_SHARED_DETAIL = (r"(?:registered\s+|business\s+|postal\s+|office\s+|e-?mail\s+|IP\s+)?(?:address|office|premises|"
                  r"director|directors|secretary|agent|registered\s+agent|phone\s+number|telephone\s+number|accountant|"
                  r"auditor|bank\s+account|account|beneficial\s+owner|owner|shareholder)")
# what follows the party money went through before it reached another: `to C`, `and on to C`
_THROUGH_ONWARD = r"(?=(?:\s*,)?\s+(?:and\s+)?(?:then\s+|on\s+|onward\s+)?(?:to|into)\s)"
# a wire's final payee after the bank it is sent to: `for further credit to B`, `FFC B`, `for the benefit of B`
# (where the bank is may follow it, a town no list knows too: `to Alpine Fiduciary AG in Zug for the account of B`)
_FOR_CREDIT = (rf"(?:\s+in\s+(?:{LOC}|(?-i:[A-Z][a-z]+))(?:\s*,\s*{LOC})?)?\s*,?\s+"
               r"(?:for\s+(?:the\s+)?(?:further\s+|final\s+)?credit\s+(?:to|of)|(?-i:FFC|F/C|FBO|A/C)|for\s+the\s+(?:benefit|account)\s+of|in\s+favou?r\s+of)\s*:?\s+"
               r"(?:the\s+)?(?:account\s+of\s+)?(?:the\s+)?")
# (a party, not what a party has: `for the benefit of its clients`)
_CREDITED = (rf"{PARTY}(?!\s+(?:own\s+)?(?:clients?|customers?|investors?|members?|employees?|staff|"
             r"shareholders?|creditors?|beneficiar\w+|owners?|accounts?)\b)")
# a payment named by a noun (`a USD 200,000 wire`, `two payments`)
_PAYMENT_NOUN = (r"(?:wires?|wire\s+transfers?|transfers?|payments?|remittances?|credits?|deposits?|loans?|funds|"
                 r"monies|money)")
# a place's name as an adjective: `London-based`, `Delaware-registered`
# (a place's adjective may stand before the name: `paid the Hong Kong-registered B`)
# (and what became of it: `owned the failed Home State Savings Bank`, `paid the now-defunct B`)
_PLACED = (rf"(?:(?:now[- ])?(?:failed|defunct|collapsed|bankrupt|insolvent|dissolved|liquidated)\s+)?"
           rf"(?:{LOC}{_PLACE_ADJ}\s+)?")
# (`to the Orion Foundation`: a name may take `the`, and a place's adjective: `to the Cyprus-registered B`)
# (`to a company called B`: a payee the writer introduces)
_TO = (rf"(?:to|into)\s+{_ACCOUNT_OF}?(?:(?:a|an|the)\s+(?:[\w-]+\s+)?(?:company|firm|entity|business|partnership)\s+"
       rf"(?:called|named)\s+)?(?:the\s+)?{_PLACED}"
       # a firm named after whose it is (`to his own company, Grant Capital Ltd`, `to its subsidiary B`)
       rf"(?:{PARTY}\s+(?:own\s+)?(?:(?:shell|holding|offshore|front|trading)\s+)?(?:company|firm|business|vehicle|"
       rf"subsidiary|affiliate)\s*,?\s+(?=\ue000[OP]))?"
       # a payee introduced by what it is to the payer (`to the account of a customer, Pavel Lebedev`)
       rf"(?:(?:a|an|its|his|her|their|one\s+of\s+its)\s+(?:[\w-]+\s+)?(?:customers?|clients?|users?|account\s+holders?|"
       rf"members?|employees?|associates?)\s*,\s*(?=\ue000[OP])"
       # (or by what the case or the deal calls it: `to a wallet controlled by the suspect, Ryan Doyle`,
       # `disbursed $X to the seller, Oakmont LP`)
       rf"|the\s+(?:suspect|defendant|accused|victim|subject|seller|vendor|buyer|purchaser|supplier|contractor|"
       rf"landlord|tenant|lender|borrower|beneficiary|payee|recipient|broker|agent)\s*,\s*(?=\ue000[OP])"
       # (or by the firm's kind: `to the exchange Garantex`, `to the payment processor B`)
       # (`to a Panamanian foundation, Fondazione Alba`)
       rf"|(?:the|an?)\s+(?:(?:crypto(?:currency)?|digital[\s-]asset|online|offshore|shell|\ue000L\d{{1,4}}\ue001|"
       rf"(?-i:[A-Z][a-z]{{2,20}}))\s+)?(?:exchange|platform|company|firm|broker|payment\s+processor|processor|"
       rf"money\s+transmitter|foundation|trust)\s*,?\s+(?=\ue000O)"
       # (or by a relative's noun: `to his cousin Emre Karaca's account`, `to her brother, X`)
       rf"|{KIN_FIRST})?")
TO_PAYEE = _TO

# a place name used as an adjective ("the Cyprus register") is not where something is
_NOT_ADJ = (r"(?!\s+(?:register|registry|registrar|law|laws|courts?|authorit\w+|market|tax|dollars?|time|branch|"
            r"office|trust|company)\b)")
# a part of an organization that stands in one place (`bureau`, `plant`, `headquarters`)
_UNIT = (r"(?-i:bureau|office|offices|headquarters|network|plant|factory|branch|unit|division|subsidiary|store|"
         r"stores|station|studio|studios|campus|facility|facilities|operations|mill|mine|refinery|warehouse|embassy|"
         r"consulate)\b")
# where in a place: `northern`, `south-eastern` …
_COMPASS = (r"north|south|east|west|central|northern|southern|eastern|western|north-?eastern|north-?western|"
            r"south-?eastern|south-?western|northeast|northwest|southeast|southwest")
# a named part of a place: its capital, a province, its largest city (not `the sister city of`)
_PART_OF_PLACE = (rf"(?:(?-i:{_COMPASS}|largest|biggest|second-largest|main|chief|commercial|industrial|"
                  r"provincial|regional)\s+){0,2}"
                  r"(?-i:capital|province|state|region|city|town|village|port|district|county|republic|island)")
# a person's home place
_HOME = r"(?:home\s+state|hometown|home\s+town|birthplace|native\s+(?:state|city|town|country|land))"
# a town name the gazetteer does not know: one to three capitalized words (`Trapper Creek`)
_TOWN = r"(?-i:[A-Z][\w'.-]{1,20})(?:\s+(?-i:[A-Z][\w'.-]{1,20})){0,2}"
# rules whose object must be a state, country or region (a town before it was not read)
STATE_OBJECT_RULES = frozenset({"based_in_town", "party_of_town"})
# relations read inside one noun phrase: negation or hedging around them is not about them
NOUN_PHRASE_RULES = frozenset({
    "person_pro_possessive", "person_pro_apposed_possessive", "kin_of_bracketed",
    "org_in", "org_of_place", "org_place_bracket", "place_kind", "place_in_place", "role_appositive",
    "role_appositive_org", "role_org_first", "person_of_org", "role_appositive_any", "role_appositive_org_noun",
    "person_of_place", "place_role_person", "org_address", "role_signature", "signature_firm",
    "role_appositive_noun", "person_of_place_bare", "person_from_place", "person_place_role",
    "place_possessive_person", "org_unit_in",
    "place_possessive_org", "place_in_region", "org_title_person", "role_of_org_person", "org_work_noun_person",
    "role_field_appositive", "person_noun_in_place", "party_of_town", "native_of", "place_born_person",
    "person_place_born", "role_person_in_place", "org_town_state", "person_of_place_org", "org_place_unit",
    "place_part_of", "place_possessive_part", "person_home_place", "person_place_home",
    "place_home_of_person", "person_org_place", "banks_with_possessive", "into_own_account_at", "account_possessive",
    "place_adjective_party",
    # bank details written out (`… to Revolut, account name X, account number N`): said of the account
    # whatever the sentence asks for
    "account_name_then_number", "bank_then_account_name",
    # an employer named after whose it is (`the money belonged to his employer, B`: he works there whatever
    # the sentence says of the money)
    "employer_possessive",
    # a party's own firm or owner named in apposition (`will buy B from X's company, C`: C is X's)
    "his_company", "owner_of_org_apposed", "owner_appositive_org",
    # a relative named in apposition is so whatever the clause says (`did not pay his daughter, Anna`)
    "kin_possessive", "kin_possessive_plural", "kin_appositive", "kin_and_his", "kin_whose",
})
# what the writer believes of a party, opening its relative clause (`X, who I understand is Y's wife`):
# read through, and hedged
WRITER_BELIEF = r"(?:(?:I|we)\s+(?:understand|believe|think|gather|suspect)\s+)?"
_OWN_RELATIVE = re.compile(rf"\s*[,_]\s*(?:who|which)\s+{WRITER_BELIEF}"
                           r"(?:(?:was|is|were|are|has|had|have|been|also|now|later)\s+){0,3}",
                           re.IGNORECASE)


def own_relative(rule: str, pre: str) -> bool:
    """True when `pre` (the gap after a rule's subject) is only the start of a relative clause
    about that subject (`X, who was born in Y`, `B, which is owned by A`), which the rule then
    reads through; or a whole relative clause that names no party, closed by a comma (`B,
    which has no employees, paid C`, `B, whose account was frozen, paid C`: B paid)."""
    if _CLOSED_RELATIVE.fullmatch(pre):
        return True
    if rule in PASSIVE_RULES:  # `B, which is owned by A`: the relative clause is about B
        return _WHICH_IS.fullmatch(pre) is not None
    if rule in ("based_in", "based_in_town"):
        return _OWN_RELATIVE.fullmatch(pre) is not None
    return WHO_ACTS.fullmatch(pre) is not None  # `Tom, who owns 50% of B,`: Tom owns it


# (a hedge's words may come before the verb: `X, who advised the trustees, is alleged to have received …`)
_CLOSED_RELATIVE = re.compile(r"\s*,\s*(?:who|which|whose)\s(?:[^,;\ue000]|\ue000[LDM]\d{1,4}\ue001){1,120},\s*"
                              r"(?:(?:then|later|also|subsequently|nevertheless|still|allegedly|reportedly)\s+|"
                              r"(?:is|was|are|were)\s+(?:alleged|said|believed|thought|reported|suspected)\s+to\s+"
                              r"(?:have\s+)?){0,2}", re.IGNORECASE)
# a note or a place in brackets after a party (`Nerissa Holdings Ltd (Cyprus)`, `B (BVI)`)
PLACE_BRACKET = r"\s*\((?:[^()\ue000]|\ue000L\d{1,4}\ue001){1,30}\)"
# where a party is, between commas before its apposition: `Kanem Ltd, Lagos, Nigeria, a company owned by X`
_PLACE_ASIDE = r"(?:\s*,\s*\ue000L\d{1,4}\ue001){1,2}"
# (after an age: `Warner, 70, who owned B`; after a place in brackets: `Bluefin Ltd (UK), which in
# turn owns 51% of C`)
# (or after a short apposition: `Artur Sedykh, a Russian national, who also holds …`)
# (or where it is: `Vistula Trading Sp. z o.o. in Poland, which in turn paid …`)
WHO_ACTS = re.compile(r"(?:\s*,\s*(?:aged\s+)?\d{1,3}|" + PLACE_BRACKET + r"|\s*,\s*(?:a|an)\s+[^,;()\ue000\n]{1,40}?"
                      r"|\s+(?:in|of|from)\s+\ue000L\d{1,4}\ue001(?:\s*,\s*\ue000L\d{1,4}\ue001)?"
                      # (or where it is set off by commas: `Fashola Holdings Limited, Lagos, which owns …`)
                      r"|" + _PLACE_ASIDE + r")?"
                      # (or a short apposition whose noun the clause qualifies: `Emeka Obi, a businessman who owns
                      # 70 percent of B`)
                      r"(?:\s*,\s*(?:who|which)|\s*,\s*(?:a|an)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+who)\s+" + WRITER_BELIEF +
                      r"(?:(?:also|now|still|later|then|currently|allegedly|ultimately|"
                      r"effectively|secretly|indirectly|directly|reportedly|jointly|beneficially|in\s+turn)\s+){0,2}",
                      re.IGNORECASE)
PASSIVE_RULES = frozenset(("owned_by", "controlled_by", "under_control", "subsidiary_of", "transfer_passive"))
_WHICH_IS = re.compile(rf"(?:{PLACE_BRACKET})?\s*,?\s*(?:which|that)\s+"
                       # (what the writer was told or believes of it: `which I understand is owned by A`)
                       # (a pronoun may stand as its person's placeholder)
                       r"(?:(?:I|we|they|he|she|\ue000P\d{1,4}\ue001)\s+(?:understand|believe|think|suspect|gather|know|hear|am\s+told|"
                       r"was\s+told|were\s+told|are\s+told|have\s+been\s+told)\s+|"
                       # (`which she understood to be owned by A`)
                       r"(?:I|we|they|he|she|\ue000P\d{1,4}\ue001)\s+(?:understood|believed|thought|suspected|knew|assumed)"
                       r"\s+to\s+(?:be\s+)?)?"
                       r"(?:(?:is|was|are|were|has\s+been|had\s+been|also|now|in\s+turn|itself|has|had|long|always)\s+){0,3}"
                       # (for how long: `which has long been run by A`, `which since its incorporation in 2015 has
                       # been run by A`)
                       r"(?:(?:has|had|have)\s+(?:(?:long|always|for\s+(?:many\s+)?years)\s+)?been\s+|"
                       r"(?:since|from|until)\s+(?:\ue000D\d{1,4}\ue001|(?:19|20)\d\d|then|(?:its|\ue000[OP]\d{1,4}\ue001)\s+(?-i:[a-z]+)"
                       r"(?:\s+in\s+(?:\ue000D\d{1,4}\ue001|(?:19|20)\d\d))?)\s*,?\s+(?:(?:has|had|have)\s+been\s+|(?:is|was)\s+)?)?",
                       re.IGNORECASE)

# a firm said to be someone's, ending its clause (`B is his company.`)
_OWN_FIRM = (r"(?:own\s+)?(?:company|firm|business|shell\s+company|(?:holding|offshore|trading|front)\s+company|"
             r"vehicle)(?=\s*(?:[,.;:)]|$))")
# firms said in the plural, then some of them named (`a network of "missing trader" companies, including A and B`)
_FIRMS_INCLUDING = (r"(?:(?:a|an|the)\s+(?:(?:network|web|string|group|series|number|ring|chain)\s+of\s+))?"
                    r"(?:(?:several|various|many|numerous|multiple|two|three|four|five|\d{1,3})\s+)?"
                    r"(?:[\w\"“”'’-]+\s+){0,3}?(?:companies|firms|entities|businesses|vehicles|shells)"
                    r"(?:\s+(?:in|from)\s+\ue000L\d{1,4}\ue001)?\s*,?\s+"
                    r"(?:including|such\s+as|among\s+them|namely)\s+(?:the\s+)?")
# firms counted before their names (`two Belize companies, A and C`)
_COUNTED_FIRMS = (r"(?:(?:two|three|four|five|several)\s+(?:(?:\ue000L\d{1,4}\ue001|[\w-]+)\s+){0,2}?"
                  r"(?:companies|firms|entities|corporations|partnerships)\s*(?:,|:)\s*)?")
# rules that may take a possessive pronoun (its/his/her) as an endpoint
POSSESSIVE_RULES = frozenset({"parent_appositive", "instruction_debit", "instruction_from", "email_possessive",
                              "message_possessive", "stake_possessive", "transfer_nominal", "owns_possessed_capital",
                              "stake_possessive_to", "stake_pronoun", "role_org_first", "role_is_person",
                              "role_possessive", "role_as", "based_in", "employer_possessive",
                              "person_pro_possessive", "person_pro_is_named", "service_provider_is",
                              "role_appositive_possessive", "consortium_members_are", "llc_members_are", "partners_are",
                              "person_home_place", "person_place_home", "into_own_account_at",
                              "person_pro_is_possessive", "shares_held_by_possessive",
                              "possessive_parent", "possessive_subsidiary", "kin_possessive", "kin_is_his",
                              "is_his_company_pronoun", "role_nominal_possessive",
                              "bank_named_account", "role_as_possessive", "owns_count_of_its", "org_role_is",
                              "signers_are", "trust_party_possessive", "his_company", "companies_including",
                              "companies_among", "bank_possessive", "owner_of_org_apposed",
                              "on_payroll_possessive", "kin_possessive_plural", "banks_with_possessive",
                              "owner_of_org_is", "account_possessive", "heads_department_possessive",
                              "investment_in", "sister_company_possessive", "sister_company_possessive_after",
                              "person_pro_works_as_possessive", "directors_act_on_instructions",
                              "customer_of_possessive", "account_possessive_at_bank",
                              "client_possessive"})

# an optional parenthetical right after a name: `Harbor Light Trust Company ("HLTC") is …`
_PAREN = r"(?:\s*\([^()\ue000\n]{0,40}\))?"

# what may stand between a person and an apposition: an age (`, 46,`) or a party and state
# (`, D-Calif.,`)
# a person's birth date or age set off by commas (`X, DOB 04/11/1968, owner of B`, `X, aged 45, …`)
BIO_TAG = (r"(?:(?:DOB|D\.O\.B\.?|born|date\s+of\s+birth|aged?)\s*:?\s*(?:\ue000D\d{1,4}\ue001|\d{1,3}\b|"
           r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\s*,\s*)")
TAG = rf"(?:(?:\d{{1,3}}|(?-i:[DRI])-(?-i:[A-Z])[\w.]{{0,10}}(?:-(?-i:[A-Z])[\w.]{{0,10}})?)\s*,\s*|{BIO_TAG})?"

_A = rf"(?P<a>{PARTY})"
# an agent or a source named with `the` (`owned by the Orion Foundation`), not a family named for
# a person (`owned by the Vogel family`: the family, not Katrin Vogel)
# (the agent's office may come first: `controlled by our Chief Executive Officer, Gregory Vance`)
# (or an office-holder's relative: `controlled by the director's wife, Joanne Hollis`)
# (or a public official's: `controlled by the minister's son, Luis Ortega`)
_OFFICIAL = (r"(?:(?:deputy|former|foreign|finance|defen[cs]e|interior|energy|health|transport|justice|prime)\s+)?"
             r"(?:minister|governor|mayor|senator|judge|prosecutor|ambassador|general|official|politician)"
             # (or what one person is to another: `owned by his former business partner, Luca Ferrante`)
             r"|(?:(?:former|longtime|long-time|close|old|trusted)\s+)?(?:business\s+partner|business\s+associate|"
             r"associate|friend|lawyer|accountant|driver|bodyguard|aide|assistant|confidant)")
# a person who gave themself an office, up to the office (`X, who listed himself as …`)
_SELF_NAMED = (rf"(?P<a>{PER})(?:\s*,\s*who)?\s+(?:listed|named|registered|described|identified|declared|introduced|"
               rf"presented)\s+(?:himself|herself)\s+as\s+")
# the owners counted before they are named (`owned by two Liechtenstein foundations, the Aurora
# Stiftung and the Boreas Stiftung`)
_OWNERS_COUNTED = (r"(?:(?:two|three|four|five|several)\s+(?:\ue000L\d{1,4}\ue001\s+|[a-z][\w-]*\s+)?"
                   r"(?:companies|foundations|trusts|entities|firms|shareholders|individuals|investors|people|"
                   r"persons|partners)\s*[,:]\s*(?:namely\s+)?)")
# a note in brackets after a person's name (`(DOB 17/11/1984)`, `(born 1970)`, `(British)`)
# (or a birth date between commas, as an intelligence report's subject list writes it: `X, DOB 03/09/1985,`)
_NOTE = (r"(?:\s*\((?:[^()\ue000\n]|\ue000[DL]\d{1,4}\ue001){1,60}\)"
         r"|\s*,\s*(?:DOB|D\.O\.B\.|born|b\.)\s*:?\s*(?:\ue000D\d{1,4}\ue001|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?=\s*,))?")
# a firm under the same control as another (`a sister company of B`, `an affiliate of B`)
_SISTER = r"(?:(?:sister|affiliated|associated|related|group)\s+(?:company|firm|entity|business|concern)|affiliate)"
# the field that names an account's holder in a list's entry (`– holder: X`, `, account name: X`)
# (`document._listed_payment` reads it too, in a list of payments' line)
HOLDER_FIELD = (r"(?:(?:account\s+)?(?:holder|holder's\s+name|holder\s+name|name)|held\s+by|beneficiary|"
                r"in\s+the\s+names?\s+of)\s*:?\s*")
# a firm named by its trade before its name (`state grid operator Ukrenergo`, `the state utility B`)
_FIRM_DESCRIBED = (r"(?:(?:\ue000L\d{1,4}\ue001|[\w-]+)\s+){0,2}?(?:company|firm|group|operator|lender|fund|"
                   r"conglomerate|insurer|utility|producer|manufacturer|exporter|importer|retailer|carrier|enterprise|"
                   r"monopoly|contractor|developer|miner|shipowner|broker|agency)\s+(?=\ue000O)")
_PERSON_DESCRIBED = (r"(?:(?:\ue000L\d{1,4}\ue001|[\w-]+)\s+)?(?:businessman|businesswoman|businessmen|tycoon|oligarch|"
                     r"entrepreneur|financier|magnate|billionaire|millionaire|investor|intermediary|middleman|"
                     r"fixer)\s+(?=\ue000P)"
                     # (and a firm by its trade: `from state grid operator Ukrenergo`, `by investment firm B`)
                     rf"|{_FIRM_DESCRIBED}"
                     # (or described in apposition first: `owned by a Cypriot firm, Kalmar Investments Ltd`)
                     # (`owned by the family trust, the Aegean Star Trust`: `_THE_A` has read the first `the`)
                     r"|(?:(?:a|an|the|its|his|her|their)\s+|(?<=\bthe\s))(?:(?:\ue000L\d{1,4}\ue001|[\w-]+)\s+){0,2}?"
                     r"(?:company|firm|entity|corporation|partnership|vehicle|foundation|trust)\s*,\s*(?:the\s+)?(?=\ue000O)")
# (a firm's office-holder: `controlled by the Company's Chief Executive Officer, John Doe`, `by Acme
# Corp's director, X`: X, not the firm)
# (`his` read as its person: a placeholder without `'s`)
_THE_A = (rf"(?:the\s+)?(?:(?:our|its|their|the|his|her|(?:the\s+)?(?-i:[A-Z][\w-]*)\s?['’]s|{PARTY}\s?['’]s|"
          rf"\ue000P\d{{1,4}}\ue001)\s+"
          # (or a firm's kin firm: `from Redcliff's subsidiary, Redcliff Kazakhstan LLP, to C`)
          rf"(?:{_AN_OFFICE}|{_OFFICIAL}|(?:(?:wholly[- ]owned|local|main|\ue000L\d{{1,4}}\ue001)\s+)?(?:subsidiary|"
          rf"parent\s+company|affiliate|sister\s+company|holding\s+company))"
          rf"(?:\s?['’]s\s+(?:wife|husband|spouse|partner|son|daughter|brother|sister|father|mother|nephew|niece|"
          rf"cousin|son-in-law|brother-in-law))?\s*,\s*"
          # (or a relative of the one last named: `owned by his sister-in-law, Joanne Wells`)
          rf"|{KIN_FIRST}"
          # (or what the press calls a person: `controlled by (Russian) businessman Mykola Shevchuk`)
          rf"|{_PERSON_DESCRIBED})?{_PLACED}"
          rf"{_A}(?!\s+(?:family|families|clan|dynasty|heirs|estate)\b)")
# (`of both B and C`: each)
_B = rf"(?:both\s+|each\s+of\s+|all\s+of\s+)?(?:the\s+)?(?:{_FIRM_DESCRIBED})?{_PLACED}(?P<b>{PARTY})"
# `_THE_A` as a rule's object: `linked to the governor's son, Adrian Voicu`
_THE_B = _THE_A.replace("(?P<a>", "(?P<b>")
# work a firm is taken on to do, and what it is taken on as (`engaged B to provide …`, `as its auditors`)
_WORK_VERB = (r"(?:provide|render|act|advise|perform|carry\s+out|conduct|audit|prepare|manage|handle|represent|"
              r"review|supply|deliver|design|build|construct|consult|assist|undertake|investigate|market|develop)\b")
_SERVICE_NOUN = (r"(?:[\w-]+\s+){0,2}?(?:consultants?|advisers?|advisors?|auditors?|agents?|contractors?|lawyers?|"
                 r"counsel|accountants?|brokers?|suppliers?|solicitors?|attorneys?|bankers?|architects?|"
                 r"engineers?|managers?|administrators?|custodians?|trustees?)\b")
# a contract or a tender awarded: how many (`a`, `three`, `12`), the kind of work and its value
# before the noun (`a USD 12m road contract`), its value or its object after it
_HOW_MANY = r"(?:a|an|the|one|two|three|four|five|six|several|many|multiple|numerous|\d{1,4})"
_AWARDED = (rf"(?P<agreement>(?:(?:[\w-]+|{MONEY})\s+){{0,3}}?"
            r"(?:contracts?|tenders?|concessions?|licen[cs]es?\s+to\s+[\w-]+|procurements?))\b")
_AWARD_TAIL = rf"(?:\s+(?:worth|valued\s+at|of)\s+{MONEY})?(?:\s+for\s+[^\ue000;]{{1,60}}?)?"
# `is believed to be X`, `was said to be X`: what others hold to be so (the modality hedges it)
# relatives counted or named by kin before their names (`his two sons, A and B`, `his son, B`)
KIN_BEFORE_NAMES = (r"(?:(?:two|three|four|adult|minor|grown)\s+)?(?:children|sons|daughters|brothers|sisters|siblings|"
                    r"nephews|nieces|cousins|grandchildren|son-in-law|daughter-in-law|son|daughter|wife|husband|"
                    r"brother|sister|father|mother|nephew|niece|cousin)")
# a party to a trust other than its trustee, and how a list of them follows the role
_TRUST_ROLE = (r"(?:(?:sole|main|principal|named|ultimate|discretionary|original|only|other)\s+)?"
               r"(?P<role>settlors?|protectors?|enforcers?|beneficiary|beneficiaries)")
_TRUST_ROLE_IS = (r"(?:is|are|was|were|include|includes|included|shall\s+be|will\s+be)\s+"
                  r"(?:(?:believed|thought|understood|said|reported|"
                  rf"alleged|suspected)\s+to\s+be\s+)?"
                  # (who they are to someone before the names: `his children, X and Y`, `her two daughters, X`)
                  rf"(?:(?:his|her|their|the\s+settlor['’]s|(?:the\s+)?{PARTY}(?:\s?['’]s)?)\s+{KIN_BEFORE_NAMES}\s*,\s*)?"
                  rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})")
# what a person may be to another person (never to a firm: `Beta Ltd's lawyer` is an office or a job)
_PRO = (r"(?:(?:long-?time|longstanding|close|personal|former|private|own|trusted|family)\s+)?"
        r"(?P<role>lawyer|attorney|solicitor|accountant|financial\s+advis[eo]r|advis[eo]r|personal\s+assistant|"
        r"assistant|driver|bodyguard|business\s+associate|associate|business\s+partner|representative|proxy|"
        r"nominee|banker|fixer|aide|spokes(?:man|woman|person)|friend|confidant|business\s+friend|supervisor|"
        r"line\s+manager|boss|employer|handler|courier|co-?defendant|co-accused|co-?conspirator|accomplice|"
        r"flatmate|flat-mate|roommate|room-mate|housemate|neighbou?r|"
        # (a person's own staff: `his own secretary, Rita Sousa`)
        r"(?:personal\s+)?secretary|chauffeur|housekeeper|bookkeeper|employee|"
        # (a partner in life: `Mary Jones is John Smith's partner`)
        r"(?:life\s+|domestic\s+|long-?term\s+)?partner|"
        # (one who lends his name or his account: `acted as a money mule for Y`, `X's frontman, Y`)
        r"(?:money\s+)?mule|front\s*man|straw\s+man)")
_SAID_TO_BE = (r"(?:(?:believed|thought|understood|said|reported|alleged|suspected|claimed|presumed|likely)\s+"
               r"to\s+be\s+)?")
# what is sent that is no money: `sent an invoice for $X to B`, `sent the signed contract to B`
_PAPER = (r"invoices?|bills?|statements?|letters?|e-?mails?|notices?|documents?|contracts?|copies|copy|reminders?|"
          r"requests?|demands?|quotes?|quotations?|messages?|forms?|reports?|confirmations?|receipts?|proposals?|"
          r"offers?|drafts?|"
          # nor a holding or a thing owned (`transferred the shares to B`: B owns them, `sold_to`)
          r"shares|stake|shareholding|title|ownership|property|properties|villa|house|apartment|yacht|land")
# (but to pay invoices or bills is to pay whoever sent them: `A paid 47 invoices totalling EUR X to B`)
_NOT_PAPER = (rf"(?:(?:(?<=paid)|(?<=pays)|(?<=pay)|(?<=paying))(?=\s+(?:[\w-]+\s+){{0,2}}?(?:invoices?|bills?)\b)"
              rf"|(?!\s+(?:[\w-]+\s+){{0,2}}?(?:{_PAPER})\b))")
_FURTHER = r"(?:second|third|fourth|further|subsequent|final|another)"
# what is received that is no money either: `received written notice from the Lender`, `received
# the MSc and PhD degrees from the University`
_NOT_RECEIVED = (rf"(?!\s+(?:[\w-]+\s+){{0,4}}?(?:{_PAPER}|calls?|visits?|complaints?|instructions?|degrees?|diplomas?|"
                 r"awards?|prizes?|medals?|honou?rs?|titles?|training|education|treatment|approval|permission|advice|"
                 r"information|repl(?:y|ies)|responses?|answers?|support|licen[cs]es?|permits?|contracts?|tenders?|"
                 r"concessions?|orders?|requests?|warnings?|notices?|invitations?|offers?|quot(?:es?|ations?))\b)")
# what a firm's capital is divided into: shares, or a limited company's quotas in their own country's words
# (Brazil's `quotas`, Spain's `participaciones sociales`, France's `parts sociales`, Germany's `Geschäftsanteile`)
_SHARE_WORD = (r"(?:shares|quotas|cuotas|participaciones(?:\s+sociales)?|participações|parts\s+sociales|"
               r"geschäftsanteile)")
# what kind of shares or capital: `the entire issued and paid-up share capital of`, `40% of the
# issued shares of`
_CAPITAL_KIND = r"(?:(?:issued|outstanding|ordinary|voting|paid[- ]up)\s+(?:and\s+(?:outstanding|paid[- ]up)\s+)?)?"
# `owns 40% of`, `holds a 40% stake in`, `owns all the shares of`, `holds 500 shares in`: a holding, up
# to the firm held
_HOLDS_OF = (rf"(?:owns|owned|own|holds|held|hold|acquired|acquires|acquire|bought|buys|buy|purchased|purchases|"
             rf"purchase|has|had|have|controls|controlled|control|owning|holding|having|controlling)\s+"
             # (the rest of it: `acquired the remaining 25% of B`; most of it: `owns a majority of B`)
             rf"(?:(?:the\s+)?(?:remaining|other|further|additional|another)\s+)?"
             # (not a lender's `security interest`, nor an insurer's)
             rf"(?:(?P<pct>{PCT})(?:(?:\s*,\s*|\s*,?\s+and\s+){PCT}){{0,4}}|(?:a|an|any|no)\s+(?:(?P<pct2>{PCT})\s+)?"
             rf"(?!(?:security|secured|insurable|contingent|reversionary|first-ranking|perfected)\s)(?:\w+\s+)?"
             rf"(?:stake|interest|shareholding|holding)|(?:a|the)\s+majority|"
             rf"(?P<all>all|the\s+(?:entire|whole)(?:\s+of\s+the)?\s+{_CAPITAL_KIND}share\s+capital|100%)(?:\s+of)?(?:\s+the)?"
             rf"(?:\s+(?:(?:issued|outstanding|ordinary|voting|bearer|issued\s+and\s+outstanding)\s+)?shares?)?|"
             # (a firm's bearer shares are whoever holds the paper: `holds the bearer shares of B`)
             rf"\d[\d,]{{0,12}}\s+(?:\w+\s+)?{_SHARE_WORD}|the\s+bearer\s+shares?(?:\s+certificates?)?)"
             rf"\s+(?:of|in)\s+(?:the\s+{_CAPITAL_KIND}(?:{_SHARE_WORD}|(?:share|quota)\s+capital)\s+(?:of|in)\s+|"
             # (a register's other measure: `holds 50% of the voting rights in B`)
             rf"the\s+(?:voting\s+rights|votes|capital)\s+(?:of|in)\s+)?(?:the\s+)?")
# how a firm's shares are held by several (`are split equally between`, `are divided among`)
_SPLIT_BETWEEN = (rf"{_BE}\s+(?:split|divided|shared|held)\s+(?:(?:equally|evenly|jointly)\s+)?(?:between|among)\s+"
                  r"(?:the\s+)?")
# a number of shares held in a firm: `100 ordinary shares in`, `500 shares of`
# (a count in words and figures, a nominal value, a defined term: `one thousand (1,000) ordinary shares of
# EUR 1.00 each (the "Shares") in`)
_SHARE_COUNT = (r"(?:[a-z]+(?:[\s-]+[a-z]+){0,3}\s+\()?\d[\d,]{0,12}\)?\s+"
                r"(?:(?:ordinary|preference|voting|issued|fully\s+paid|common|registered)\s+){0,2}"
                + _SHARE_WORD + r"\s+"
                r"(?:of\s+(?:\ue000M\d{1,4}\ue001|[A-Z€$£]{0,3}\s?\d[\d.,]*)\s+each\s+)?(?:\([^()\ue000]{0,30}\)\s*)?"
                r"(?:of|in)\s+(?:the\s+)?")
# a deal that changes who owns a firm, and how much of it changes hands (`60% of`, `its 40% stake in`)
_DEAL = r"(?:acquisition|purchase|takeover|buyout)"
_DEAL_PART = (rf"(?:(?:its|the|their|his|her|\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?)\s+)?"
              rf"(?:(?P<pct>{PCT})\s+(?:of\s+(?:the\s+)?|(?:stake|interest|shareholding)\s+in\s+(?:the\s+)?)|"
              rf"(?:entire\s+)?(?:stake|interest|shareholding|shares)\s+in\s+(?:the\s+)?)?")
_WAS_COMPLETED = r"(?:was|were|is|has\s+been|had\s+been)\s+(?:\w+\s+)?(?:completed|closed|finali[sz]ed)\b"
# what a party is, of a place (`a Cyprus company`, `a Panamanian shipowner`)
_PLACE_KINDS = (r"(?:company|firm|corporation|bank|trust|partnership|fund|entity|business|boutique|provider|agency|"
                r"newspaper|daily|broadcaster|network|airline|carrier|university|college|ministry|maker|manufacturer|"
                r"exporter|importer|trader|supplier|distributor|shipper|subsidiary|conglomerate|insurer|lender|broker|"
                r"developer|contractor|forwarder|operator|intermediary|consultancy|exchange|platform|dealer|wholesaler|"
                r"retailer|refiner|producer|group|holding|vehicle|investor|shipowner|charterer|registrar)")
# a sanctions designation's aside about a holding (`owned, directly or indirectly, by X`, `controlled by, directly or
# indirectly, X`)
_DIRECTLY = r"(?:\s*,\s*(?:directly\s+or\s+indirectly|indirectly\s+or\s+directly|directly|indirectly)\s*,)"
# one to three words of an apposition, a place among them (`a Cyprus company`, `a Panamanian shell`)
_APPOSED_WORDS = r"(?:(?:[\w-]+|\ue000L\d{1,4}\ue001)\s+){1,3}?"
# shares passed on, by share or by count (`60% of the shares in`, `500 ordinary shares in`, `all the shares of`)
_SHARES_OF = (rf"(?:(?P<pct>{PCT})\s+of\s+(?:the\s+)?|\d[\d,]{{0,12}}\s+(?:(?:ordinary|preference|voting)\s+)?|"
              r"(?:all\s+(?:of\s+)?)?(?:the\s+|its\s+|his\s+|her\s+|their\s+)?)(?:issued\s+)?(?:shares?|stake|shareholding)\s+"
              r"(?:of|in)\s+(?:the\s+)?")
# `holds 20 of its 100 shares`, `owns 250 of the 1,000 issued shares of B`: a share by count
_HOLDS_COUNT = r"(?:owns|owned|own|holds|held|hold)\s+(?P<count>\d[\d,]{0,12})\s+(?:of|out\s+of)\s+"
_TOTAL_SHARES = r"(?P<total>\d[\d,]{0,12})\s+(?:(?:issued|ordinary|voting)\s+)?shares"
# what a guarantor stands behind
_DEBTS = r"(?:obligations|debts?|liabilities|loans?|facility|indebtedness|borrowings?)"
# for whom a nominee holds shares: `as nominee for`, `on behalf of`, `in trust for` (the beneficial owner)
_FOR_OWNER = (r"(?:(?:as|acting\s+as)\s+(?:a\s+|the\s+|its\s+)?nominee\s+(?:shareholder\s+)?"
              r"(?:for|of|on\s+behalf\s+of)(?:\s+and\s+on\s+behalf\s+of)?|"
              # (both: `on behalf of and as nominee for M`)
              r"on\s+behalf\s+of(?:\s+and\s+as\s+(?:a\s+|the\s+|its\s+)?nominee\s+for)?|for\s+the\s+benefit\s+of|"
              r"(?:in|on)\s+trust\s+for|(?:as\s+(?:a\s+|the\s+)?)?(?:bare\s+)?trustee\s+for)")
# who holds an account, after the word (`the account of B`, `held by B`, `in the name of B`)
HELD_BY = r"(?:of|held\s+by|in\s+the\s+name\s+of|belonging\s+to)"
_GUARANTEED_BY = (rf"\s+(?:{_BE}\s+)?(?:(?:jointly|personally|fully|also)\s+)?(?P<role>guaranteed)\s+by\s+"
                  rf"{_THE_A}")
# `from its Barclays account`, `from Acme's account at HSBC`: the payer's own account, between
# the amount and the payee
_FROM_OWN_ACCOUNT = (rf"(?:\bfrom\s+(?:(?:{PARTY}(?:\s?['’]s)?\s+){{1,2}}(?:[\w-]+\s+)?(?:accounts?|a/c)\b|"
                     # (a firm's, paid from by a person: `from the account of Lumen`: `relations`)
                     rf"(?:the|an)\s+(?:[\w-]+\s+)?account\s+{HELD_BY}\s+(?:the\s+)?"
                     rf"\ue000O\d{{1,4}}\ue001"
                     # (or the firm alone: `X transferred $1.5m from Dnipro Steel Ltd to C`: `relations`)
                     rf"|(?:the\s+)?\ue000O\d{{1,4}}\ue001(?=\s+(?:in)?to\b))"
                     rf"(?:\s+(?:at|with)\s+(?:the\s+)?{PARTY})?{gap(30)}"
                     # or whose money it was: `transferred EUR 2.9m of the Claimant's money to C`
                     rf"|\bof\s+(?:the\s+)?{PARTY}\s?['’]s?\s+(?:own\s+)?(?:money|funds|cash|savings|deposits|"
                     rf"proceeds|investment)\s+)?")
# a participle after `was`/`were`: `The proceeds from the sale of B were paid to C` (what was paid is
# the subject; B paid nothing)
_NOT_PASSIVE = (r"(?!(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s)|(?<=\bbe\s)|(?<=\bis\s)|(?<=\bare\s))"
                rf"{V_PASSIVE}\b)")
# a gap that opens no relative clause (`from A, which was then moved to C`: A is not the payer of C)
_NO_CLAUSE = r"(?!\s*,\s*(?:which|who|whose|that)\b)"
# no clause of its own before the next `to` (`… from A by telephone and that she never spoke to B`:
# B is who she spoke to, not a payee)
_NO_NEW_CLAUSE = r"(?!(?:(?!\bto\b)[^\ue000.;]){0,50}?\b(?:and|but)\s+(?:that|she|he|they|we|I)\b)"
# the fields of a list's entry between its name and the one a rule reads (`; DOB 12 Mar 1965; POB
# Saint Petersburg, Russia; nationality Russia; Director of B; `): no other person among them
# (a case summary's list opens the fields with a dash, and a field may say whose relative it is:
# `Elena Orlova — Orlov's wife; director of B since 2019`)
# (a sanctions list writes the first field after a comma: `VOLKOV, Igor Petrovich, DOB 02 Mar 1968; …`)
_LIST_ENTRY_FIELDS = (r"(?:\s*\([^()\n]{0,120}\))?(?:\s*(?:;|[—–]|\s-|,(?=\s*(?:DOB|D\.O\.B|[Bb]orn|POB|[Nn]ationality|"
                      r"[Cc]itizen|[Pp]assport)\b))(?:[^;\ue000\n]|\ue000[DLAMO]\d{1,4}\ue001|"
                      r"\ue000P\d{1,4}\ue001(?=\s?['’]s\s)){0,80})*?\s*;\s*")
_LIST_ENTRY_END = r"(?=\s*[;(\[.]|\s*$|\s+(?:since|from|until|between)\b)"


def _described_first(how: str) -> str:
    """A firm described before its name, the description naming a party (`a company linked to
    Anna Berg, Orion Ltd,`): `how` says what the party is to the firm."""
    return (rf"\b(?:a|an)\s+(?:[\w-]+\s+|\ue000L\d{{1,4}}\ue001\s+){{0,2}}?(?:company|firm|entity|business|vehicle|"
            rf"shell|corporation|partnership)\s+(?:closely\s+|directly\s+|indirectly\s+)?(?:{how})\s+(?:the\s+)?"
            rf"(?P<a>{PARTY})\s*,\s*(?P<b>{ORG})(?=\s*[,.;)]|\s*$)")


# the account line a SWIFT party field may open with (`/DE89370400440532013000`), up to its name
_SWIFT_ACCOUNT = r"(?:/?(?:\ue000A\d{1,4}\ue001|[A-Z0-9]{6,34})[ \t]*\n[ \t]*)?(?:1/)?"
# a first predicate where a place is said, before the one a rule reads (`X was a resident of Miami,
# Florida, and the owner of B`)
_FIRST_PREDICATE = (r"(?:(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:of|in|from)\s+(?:the\s+)?\ue000L\d{1,4}\ue001"
                    r"(?:\s*,\s*\ue000L\d{1,4}\ue001)?\s*,?\s+and\s+)?")
_PRE30, _PRE40, _PRE50, _PRE60, _PRE70 = (rf"(?P<pre>{gap(n, 'LDA')})" for n in (30, 40, 50, 60, 70))

Pattern = tuple[str, str, re.Pattern[str], float]


# what a party says of its own holding (`B, which X accepts he owns`)
OWNER_SAYS = r"(?:accepts|accepted|admits|admitted|concedes|conceded|says|said|agrees|agreed|confirms|confirmed)"
# an owner's words, as an apposition gives them (`the sole shareholder`, `its 60% shareholder`)
_OWNER_ROLE = (r"(?:(?:sole|only|majority|largest|main|principal|controlling|ultimate|registered|nominee|nominal|"
                r"immediate|minority|\d{1,3}(?:\.\d+)?\s?%)\s+)?(?:shareholder|stockholder|owner|beneficial\s+owner|"
                r"quotaholder)")


def _p(name: str, predicate: str, regex: str, confidence: float) -> Pattern:
    return (name, predicate, _COMPILED.compile(regex, re.IGNORECASE), confidence)


# what a nominal passive names as the money moved (`Payments … were made by A to B`, `… made to B by A`)
_PAYMENT_NOUNS = (r"(?:payments?|transfers?|wires?|remittances?|loans?|deposits?|sums?|amounts?|funds|monies|money|"
                  r"bribes?|kickbacks?|backhanders?|mortgages?|advances?)")
# a price paid (`for about $2m`), a sum a bribe was paid with (`with $250,000`), credit put at a
# borrower's disposal, a passive's verb group (`was later sold`): shared by the rules below
_FOR_PRICE = rf"for\s+(?:(?:a\s+total\s+of|about|around|some)\s+)?(?P<m>{MONEY})"
_SUM_PAID = (rf"(?:\s+(?:with|to\s+the\s+tune\s+of)\s+(?:(?:a\s+total\s+of|about|around|some|over|more\s+than)\s+)?"
             rf"(?P<m>{MONEY}))?")
_CREDIT_NOUN = (r"(?:loans?|credit\s+(?:lines?|facilit(?:y|ies))|(?:loan|credit)\s+facilit(?:y|ies)|line\s+of\s+credit|"
                r"mortgages?|overdraft)")
_SOLD_PASSIVE = r"\b(?:was|were|has\s+been|had\s+been)\s+(?:(?:later|subsequently|then|eventually|not|never)\s+)?"
# a first signatory before the one an office follows (`by X and Y, Geschäftsführer,`)
_CO_SIGNER = r"(?:(?:(?-i:[A-Z][a-z]{0,4})\.?\s+)?(?P<others>\ue000P\d{1,4}\ue001)\s+and\s+)?"
# the last word of a job title, in capitals (`Senior Associate`, `Lead Investigator`, `Budget Analyst`)
_JOB_TITLE_HEADS = (r"(?:Associate|Investigator|Analyst|Specialist|Adviser|Advisor|Consultant|Engineer|Accountant|"
                    r"Coordinator|Assistant|Clerk|Representative|Attorney|Lawyer|Solicitor|Paralegal|Economist|Counsel|"
                    r"Auditor|Controller|Administrator|Underwriter|Broker|Trader|Banker)")
TRANSFERS: tuple[Pattern, ...] = (
    _p("transfer_active", "TRANSFERRED",
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b{_NOT_PAPER}(?P<gap>{gap(90)})"
       rf"{_FROM_OWN_ACCOUNT}\b{_TO}(?P<b>{PARTY})(?!{_FOR_CREDIT}{_CREDITED})", 0.9),
    # `A sent 250,000 USDT to the address T…`, `A wired $X to account no. 123`: paid into an account or a
    # wallet no party is named for (who holds it may be said elsewhere: the trail goes through it)
    # `Investigators traced €9 million from A to accounts in Lugano held by B`: A paid B
    _p("traced_from_to", "TRANSFERRED",
       rf"\b(?:traced|tracked|followed|identified)\s+(?:(?:a\s+total\s+of|over|about|some|more\s+than)\s+)?"
       rf"(?P<m>{MONEY})\s+(?:in\s+[\w-]+\s+)?from\s+{_ACCOUNT_OF}?{_THE_A}(?P<mid>{gap(50, 'MDA')})\b{_TO}"
       rf"(?P<b>{PARTY})", 0.8),
    # `The funds were wired to B, a company of which X is the sole member, and from there to an account
    # held by C`: B sent them on to C
    _p("from_there_to", "TRANSFERRED",
       rf"\b(?:to|into)\s+(?:the\s+)?(?P<a>{PARTY})(?P<gap>[^;]{{0,160}}?)\band\s+(?:then\s+|later\s+)?"
       rf"(?:from\s+there|thence)\s+(?:onwards?\s+|on\s+)?{_TO}(?P<b>{PARTY})", 0.75),
    _p("transfer_to_address", "TRANSFERRED",
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b{_NOT_PAPER}"
       rf"(?P<gap>{gap(90, 'MDX')})\b(?:to|into)\s+"
       rf"(?:(?:the|an?)\s+(?:[\w-]+\s+)?(?:address|wallet|account)(?:\s+(?:no\.?|number|address))?\s+|"
       rf"(?:address|wallet|account)(?:\s+(?:no\.?|number))?\s+)?(?P<b>\ue000A\d{{1,4}}\ue001)"
       rf"(?!\s*(?:\(|,?\s*(?:held|owned|in\s+the\s+names?|of|belonging|controlled|registered|opened|used)\b))", 0.85),
    # `A wired $X to Pelagos Bank for further credit to B`, `via HSBC, FFC B`: the bank is the
    # payee's, B is paid (`transfer_active` does not take the bank for the payee)
    _p("transfer_for_credit", "TRANSFERRED",
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b{_NOT_PAPER}(?P<gap>{gap(90)})"
       rf"{_FROM_OWN_ACCOUNT}\b(?:{_TO}|(?:through|via)\s+(?:the\s+)?){ORG}{_FOR_CREDIT}(?P<b>{_CREDITED})", 0.85),
    # `A routed $2 million through B to C`: the money went from A to B (and from B to C:
    # `transfer_through`); a bank or a money transmitter it went through is no party to it
    # (`relations._relation`)
    _p("transfer_through_in", "TRANSFERRED",
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b{_NOT_PAPER}(?P<gap>{gap(90)})"
       rf"\b(?:through|via)\s+{_ACCOUNT_OF}?(?:the\s+)?(?P<b>{PARTY}){_THROUGH_ONWARD}", 0.85),
    # `A sent $5,000 via Western Union to B`, `through HSBC to B`: what carried the money is no party
    # to it (`relations._State.add` keeps the match only where `via` is a bank or a transmitter)
    _p("transfer_via_carrier", "TRANSFERRED",
       # (from the payer's own account first: `from its account at Bank of Cyprus, via correspondent bank
       # JPMorgan Chase, New York, to B`)
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b{_NOT_PAPER}(?P<gap>{gap(60)})"
       rf"(?:{_FROM_OWN_ACCOUNT}\s*,?\s*)?\b(?:via|through|using|with)\s+(?:the\s+)?"
       rf"(?:(?:correspondent|intermediary|intermediate|clearing)\s+(?:bank\s+)?)?(?P<via>{ORG})"
       rf"(?:\s+(?:wire|transfer|account|app|branch))?{gap(40)}\b{_TO}(?P<b>{PARTY})", 0.85),
    # a chat's or a transcript's line that reports a payment without its subject, its speaker
    # having made it (`Petra Novak: done, EUR 50,000 sent to B`)
    _p("transfer_said_done", "TRANSFERRED",
       rf"(?P<a>{PER})\s*:\s*(?:(?:done|ok|okay|yes|confirmed|update|all\s+done)\b[\s,.!-]{{0,4}})?(?P<m>{MONEY})\s+"
       rf"(?:(?:has|have)\s+been\s+|was\s+|were\s+)?(?:sent|wired|paid|transferred|remitted|moved)\b"
       rf"(?P<gap>{gap(30)})\b{_TO}(?P<b>{PARTY})", 0.75),
    # `A settled B's invoice for USD 40,000`, `A paid B's outstanding bills`: B, who billed, is paid
    _p("settled_invoice", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:settled|settles|settle|paid|pays|pay|cleared|clears|honou?red)\s+(?P<b>{PARTY})\s?['’]s?\s+"
       rf"(?:(?:outstanding|unpaid|overdue|final|first|last|latest)\s+)?(?:invoices?|bills?)\b"
       rf"(?:\s+(?:for|of|totall?ing)\s+(?P<m>{MONEY}))?", 0.8),
    # `A reimbursed X for USD 5,000 in expenses`: X is paid the sum
    _p("reimbursed_for", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:reimbursed|reimburses|reimburse|compensated|compensates|compensate|refunded|refunds)\s+"
       rf"(?P<b>{PARTY})\s+(?:for|with)\s+(?:(?:a\s+total\s+of|about|around|some|nearly)\s+)?(?P<m>{MONEY})", 0.85),
    # `$1.2m left A's account for B`: the sum the subject, the payer's account where it left
    _p("money_left_for", "TRANSFERRED",
       rf"(?P<m>{MONEY})\s+(?:left|leaves|went\s+out\s+of|was\s+withdrawn\s+from)\s+{_THE_A}"
       rf"(?:\s?['’]s\s+(?:[\w-]+\s+)?accounts?(?:\s+(?:at|with)\s+(?:the\s+)?{ORG})?)?\s+(?:for|to)\s+(?:the\s+)?"
       rf"(?P<b>{PARTY})", 0.8),
    # `B's bank statements show receipts of $400,000 from A`: what the payee's records show it received
    _p("records_show_receipts", "TRANSFERRED",
       rf"(?P<b>{PARTY})\s?['’]s?\s+(?:[\w-]+\s+)?(?:statements?|records?|ledgers?|books)\s+(?:show|shows|showed|"
       rf"record|records|recorded|reflect|reflects|reflected)\s+(?:[\w-]+\s+){{0,2}}?(?:receipts?|credits?|deposits?|"
       rf"inflows?|incoming\s+(?:payments?|transfers?|wires?))\s+(?:of|totall?ing)\s+(?:about\s+|some\s+)?(?P<m>{MONEY})"
       rf"\s+from\s+{_ACCOUNT_OF}?{_THE_A}", 0.8),
    # `A diverted USD 3m of client money to B`: a verb that moves other things too, money named
    _p("transfer_diverted", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:diverted|diverts|divert|misdirected|redirected)\s+(?P<gap>{gap(30, 'MD')}"
       rf"(?:{MONEY}|\b(?:funds|money|monies|proceeds|payments?|cash)\b)"
       # (whose money it was: `diverted £2.4m of the company's money to B`)
       rf"(?:\s+of\s+{PARTY}\s?['’]s?\s+(?:[\w-]+\s+)?(?:money|funds|monies|cash|revenues?|assets))?{gap(50)})\b"
       rf"{_TO}(?P<b>{PARTY})", 0.85),
    # `X embezzled USD 3m from B`, `the funds were siphoned off from B by its trustee, X`: money taken
    # from B went to X (a movement of B's money, whoever moved it)
    _p("taken_from", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:embezzled|embezzles|misappropriated|misappropriates|stole|steals|skimmed|looted|"
       # (a charge's gerund: `charged X with embezzling $12m from B`, `accused of siphoning off …`)
       rf"siphoned(?:\s+off)?|drained|withdrew|withdraws|took|takes|embezzling|misappropriating|stealing|skimming|"
       rf"looting|siphoning(?:\s+off)?|draining)\s+(?P<gap>{gap(30, 'MD')}(?:{MONEY}|\b(?:funds|"
       rf"money|monies|proceeds|cash|assets|savings|deposits)\b){gap(30)})\bfrom\s+{_ACCOUNT_OF}?{_THE_A}"
       # (`from Kingsway Ltd's account`, `from the company's bank account`)
       rf"(?:\s?['’]s?\s+(?:(?:bank|current|corporate|business|client)\s+)?accounts?\b)?", 0.8),
    _p("taken_from_by", "TRANSFERRED",
       rf"\b(?:embezzled|misappropriated|stolen|skimmed|looted|siphoned(?:\s+off)?|drained|diverted)\s+from\s+"
       rf"{_ACCOUNT_OF}?{_THE_A}{gap(30)}\bby\s+(?:the\s+)?(?:(?:its|their|his|her|{PARTY})\s+{_AN_OFFICE}\s*,\s*)?"
       rf"(?P<b>{PARTY})", 0.8),
    # `A transferred £31m through (his) accounts at Greystone to B`: a bank named as where the accounts
    # the money passed through are held (a bank whatever its name says) is no party to it
    _p("transfer_via_account_at", "TRANSFERRED",
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b{_NOT_PAPER}(?P<gap>{gap(60)})"
       rf"\b(?:via|through|using)\s+(?:(?:an?|the|his|her|its|their|several|various|multiple|numerous|two|three)\s+"
       rf"|{PARTY}(?:\s?['’]s)?\s+)?"
       rf"(?:[\w-]+\s+)?accounts?\s+(?:(?:held|kept|opened)\s+)?(?:at|with)\s+(?:the\s+)?{ORG}(?:\s+in\s+{LOC})?"
       rf"{gap(30)}\b{_TO}(?P<b>{PARTY})", 0.85),
    # `B returned $100,000 to A`: money given back is a payment (only with an amount: `returned to
    # Acme Corp in 2020` is a return to work)
    # `Payments totalling $1.5m were made by A to B`
    # (the sum may be the subject: `USD 2.1 million was forwarded by A to B`)
    _p("transfer_made_by", "TRANSFERRED",
       rf"(?:\b{_PAYMENT_NOUNS}\b|{MONEY})"
       rf"(?P<gap>{gap(50, 'MDA')})\b"
       rf"(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:(?:then|later|subsequently|also)\s+)?"
       rf"(?:made|sent|wired|effected|executed|initiated|paid|transferred|remitted|forwarded|moved|routed|"
       rf"channell?ed|funnell?ed|diverted|passed\s+on|advanced|lent|loaned|extended|granted|provided)\s+"
       rf"by\s+{_THE_A}(?P<mid>{gap(30, 'MDA')})\b{_TO}(?P<b>{PARTY})", 0.85),
    # a sum described by who paid it to whom (`The consideration paid by Grantee to Grantor was
    # $3,250,000`, `the fees paid by A to B`, `the $2m paid by A to B`)
    _p("sum_paid_by_to", "TRANSFERRED",
       rf"(?:\b(?:consideration|(?:purchase\s+)?price|sums?|amounts?|fees?|commissions?|bribes?|kickbacks?)|"
       rf"\ue000M\d{{1,4}}\ue001)\s+(?:(?:actually|allegedly|later|ultimately)\s+)?(?:paid|sent|transferred|wired|remitted)\s+"
       rf"by\s+{_THE_A}\s+(?:{gap(20, 'MD')}\s)?{_TO}(?P<b>{PARTY})", 0.8),
    # `Payments of £85,000 were made to B by A`, `Cash deposits … were made into the account of B at
    # Barclays by A`: the payee before the payer
    _p("transfer_made_to_by", "TRANSFERRED",
       rf"\b{_PAYMENT_NOUNS}\b"
       rf"(?P<gap>{gap(50, 'MDA')})\b"
       rf"(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:made|sent|wired|effected|paid|transferred|remitted|"
       rf"deposited|lodged)\s+{_TO}(?P<b>{PARTY})(?:\s+(?:at|with)\s+(?:the\s+)?{ORG})?"
       rf"(?P<mid>(?:[^\ue000;,]|\ue000[MDAL]\d{{1,4}}\ue001){{0,30}}?)\bby\s+{_THE_A}", 0.85),
    # a payment that follows another, its payer the last one's (`coref`: the article stands for it):
    # `A second payment of US$2.5 million to the same beneficiary followed`, `A further $400,000 was
    # sent to B`
    _p("transfer_further_nominal", "TRANSFERRED",
       rf"{_A}\s+{_FURTHER}\s+(?:payments?|transfers?|wires?|remittances?)\s+of\s+(?P<m>{MONEY})"
       rf"(?P<gap>{gap(30, 'DA')})\b{_TO}(?P<b>{PARTY})", 0.8),
    _p("transfer_further_passive", "TRANSFERRED",
       rf"{_A}\s+{_FURTHER}\s+(?P<m>{MONEY})\s+(?:was|were)\s+(?:then\s+|later\s+)?(?:sent|paid|wired|transferred|"
       rf"remitted)(?P<gap>{gap(30, 'DA')})\b{_TO}(?P<b>{PARTY})", 0.8),
    # `A purchased a villa in Marbella from B for EUR 3.2 million`: the price is paid to the seller
    _p("purchase_price", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:bought|buys|purchased|purchases|acquired|acquires|(?:completed|completes|closed|closes|"
       rf"finali[sz]ed)\s+(?:its|the|an?|\ue000[OP]\d{{1,4}}\ue001)\s+(?:acquisition|purchase)\s+of)\s+"
       rf"(?P<gap>{gap(60, 'LDAOP')})"
       rf"\bfrom\s+(?:the\s+)?(?P<b>{PARTY})\s+{_FOR_PRICE}",
       0.8),
    # `A purchased cashier's checks totaling $180,000 payable to B`, `A wrote a $5,000 check to B`:
    # a check pays its payee
    # `A wrote B a cheque for £9,000`, `A gave B a cheque`: B is paid
    _p("check_to_double_object", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:wrote|writes|write|gave|gives|give|handed|hands|sent|sends)\s+(?:the\s+)?(?P<b>{PARTY})\s+"
       rf"(?:a|an|another|two|three|several|\d{{1,2}})\s+(?:(?:personal|company|signed|blank|post-dated|bank)\s+)?"
       rf"(?:checks?|cheques?|bank\s+drafts?|money\s+orders?)\b", 0.8),
    _p("check_payable_to", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:purchased|bought|obtained|issued|wrote|drew|wrote\s+out|made\s+out|cut)\s+"
       rf"(?P<gap>{gap(50, 'MD')})\b(?:checks?|cheques?|bank\s+drafts?|drafts?|money\s+orders?)\b"
       rf"(?P<gap2>{gap(40, 'MD')})"
       rf"\b(?:payable\s+to(?:\s+the\s+order\s+of)?|to|in\s+favou?r\s+of|made\s+out\s+to)\s+(?:the\s+)?(?P<b>{PARTY})",
       0.8),
    # `A cheque for £14,500 drawn on the account of A was paid to B`, `a cheque drawn on A's account,
    # payable to B`: the account's holder paid
    _p("check_drawn_on", "TRANSFERRED",
       rf"\b(?:checks?|cheques?|bank\s+drafts?|drafts?)\b(?P<gap>{gap(40, 'MD')})\bdrawn\s+on\s+"
       rf"(?:{_ACCOUNT_OF})?(?:the\s+)?{_A}(?:\s?['’]s?\s+(?:[\w-]+\s+)?accounts?)?(?P<gap2>{gap(40, 'MDLO')})"
       rf"\b(?:(?:was|were)\s+(?:(?:made\s+)?payable|paid|made\s+out|issued|written)\s+to|payable\s+to|"
       rf"made\s+out\s+to|in\s+favou?r\s+of)\s+(?:the\s+order\s+of\s+)?(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `A bought the house from B` (no price named): the buyer paid the seller, a sum not said
    _p("purchase_from", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:bought|buys|purchased|purchases|acquired|acquires)\s+(?:the|a|an|his|her|its|their)\s+"
       rf"(?:[\w-]+\s+){{0,2}}?(?:house|home|property|villa|flat|apartment|penthouse|mansion|land|plot|building|estate|"
       rf"yacht|vessel|ship|aircraft|jet|plane|helicopter|painting|artwork|car|hotel|farm|chalet)\b"
       rf"(?P<gap>{gap(50, 'LDA')})\bfrom\s+(?:the\s+)?(?P<b>{PARTY})(?!\s?['’]s)"
       rf"(?![^.;\ue000]{{0,30}}\ue000M)", 0.7),
    # `A sold the villa to B for £2.1m`: B paid A the price
    _p("sale_price", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE40}(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)(?<!\bbe\s)(?<!\bis\s)(?<!\bbeing\s)"
       rf"\b(?:sold|sells)\s+(?P<gap>{gap(60, 'LDAOP')})"
       rf"\bto\s+(?:the\s+)?(?P<a>{PARTY})\s+{_FOR_PRICE}",
       0.8),
    # `The vessel was sold in 2021 by A to B for $18.5m`, `… was bought by B from A for $X`: B paid A
    _p("sold_by_to_price", "TRANSFERRED",
       rf"{_SOLD_PASSIVE}sold\s+"
       rf"(?P<gap>{gap(40, 'DL')})\bby\s+(?:the\s+)?(?P<b>{PARTY})\s+to\s+(?:the\s+)?(?P<a>{PARTY})"
       rf"(?P<gap2>{gap(30, 'DL')})\b{_FOR_PRICE}", 0.8),
    _p("sold_to_by_price", "TRANSFERRED",
       rf"{_SOLD_PASSIVE}sold\s+"
       rf"(?P<gap>{gap(40, 'DL')})\bto\s+(?:the\s+)?(?P<a>{PARTY})\s+by\s+(?:the\s+)?(?P<b>{PARTY})"
       rf"(?P<gap2>{gap(30, 'DL')})\b{_FOR_PRICE}", 0.8),
    _p("bought_by_from_price", "TRANSFERRED",
       rf"{_SOLD_PASSIVE}"
       rf"(?:bought|purchased|acquired)\s+(?P<gap>{gap(40, 'DL')})\bby\s+(?:the\s+)?(?P<a>{PARTY})\s+from\s+"
       rf"(?:the\s+)?(?P<b>{PARTY})(?P<gap2>{gap(30, 'DL')})"
       rf"\b{_FOR_PRICE}", 0.8),
    # (the price before the seller: `… was bought in 2019 by B for £14.5 million from A`)
    _p("bought_by_price_from", "TRANSFERRED",
       rf"{_SOLD_PASSIVE}"
       rf"(?:bought|purchased|acquired)\s+(?P<gap>{gap(40, 'DL')})\bby\s+(?:the\s+)?(?P<a>{PARTY})\s+{_FOR_PRICE}"
       rf"\s+from\s+(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `A bribed B (with $250,000)`: A paid B
    _p("bribed", "TRANSFERRED",
       rf"{_A}{_PRE40}\b{_NOT_PASSIVE}(?:bribed|bribes|bribing|bribe)\s+(?:the\s+)?(?P<b>{PARTY})(?!\s?['’]s)"
       rf"{_SUM_PAID}", 0.8),
    _p("bribed_by", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE30}\b(?:was|were|had\s+been|has\s+been|have\s+been|is|are|being)\s+"
       rf"(?:(?:allegedly|repeatedly|also|then|not|never)\s+)?bribed\s+by\s+{_THE_A}{_SUM_PAID}", 0.8),
    # `A reimbursed (compensated) B for the flights`: A paid B, a sum not said
    _p("reimbursed_party", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:reimbursed|reimburses|reimburse|compensated|compensates|compensate|indemnified)\s+"
       rf"(?:the\s+)?(?P<b>{PARTY})(?!\s?['’]s)(?=\s+(?:for|in\s+full|with)\b)", 0.8),
    # `A covered (paid for, settled) B's legal fees of $45,000`: A paid what B owed, for B
    _p("paid_possessed_bill", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:covered|covers|cover|paid\s+(?:for|off)|pays\s+(?:for|off)|pay\s+(?:for|off)|settled|settles|"
       rf"picked\s+up|footed)\s+(?P<b>{PARTY})\s?['’]s?\s+(?:[\w-]+\s+){{0,2}}?(?:bills?|fees|expenses|rent|tax(?:es)?|"
       rf"debts?|mortgage|tuition|costs|invoices?|credit\s+card(?:\s+bills?)?|school\s+fees|hotel\s+bills?|"
       rf"flights?|travel)\b(?:\s+of\s+(?P<m>{MONEY}))?", 0.75),
    # `Delta Bank extended a $3 million credit line to B`, `granted B a loan of $3 million`: the lender
    # put the money at the borrower's disposal
    _p("credit_extended", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:granted|grants|grant|extended|extends|extend|provided|provides|provide|advanced|advances|"
       rf"advance|issued|issues|issue)\s+(?P<gap>{gap(30, 'M')})\b{_CREDIT_NOUN}\b(?P<gap2>{gap(30, 'M')})"
       rf"\bto\s+(?:the\s+)?(?P<b>{PARTY})", 0.8),
    _p("credit_extended_double", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:granted|grants|extended|extends|provided|provides|advanced|advances|gave|gives)\s+"
       rf"(?:the\s+)?(?P<b>{PARTY})\s+(?P<gap>{gap(30, 'M')})\b{_CREDIT_NOUN}\b"
       rf"(?:\s+of\s+(?P<m>{MONEY}))?", 0.8),
    # `A settled (repaid, paid off) its debt to B`: A paid B what it owed
    _p("debt_settled", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:settled|settles|repaid|repays|paid\s+off|pays\s+off|cleared|clears|discharged|discharges)\s+"
       rf"(?:all\s+(?:of\s+)?)?(?:his|her|its|their|the|\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?)\s+"
       rf"(?:outstanding\s+)?(?:debts?|loans?|liabilit(?:y|ies)|obligations?|balance|arrears)\s+(?:of\s+(?P<m>{MONEY})\s+)?"
       rf"(?:to|with|owed\s+to|towards)\s+(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `The Board approved a payment of EUR 150,000 to C` (minutes: the Board is the firm), `B authorised
    # a transfer of $X to C`: the firm will pay (hedged: approved is not yet paid; a person who approves
    # a payment pays nothing)
    _p("payment_approved", "TRANSFERRED",
       rf"(?P<a>{ORG}){_PRE30}\b(?:approved|approves|authori[sz]ed|authori[sz]es|sanctioned|sanctions)\s+"
       rf"(?:an?\s+|the\s+)?(?:(?:further|second|additional|one-off|special)\s+)?(?:payments?|transfers?|wires?|loans?|"
       rf"advances?|donations?|bonus(?:es)?)\s+(?:of\s+(?:(?:up\s+to|about|some)\s+)?(?P<m>{MONEY})\s+)?"
       rf"(?:to|in\s+favou?r\s+of)\s+(?:the\s+)?(?P<b>{PARTY})", 0.75),
    # a payment instruction from the account's holder (`Please debit our account no. X and transfer EUR
    # 850,000 to B`, `Kindly pay $X from our account to B`): the holder will pay (hedged: an order, not a
    # payment made; `our` is the writer's firm)
    _p("instruction_debit", "TRANSFERRED",
       rf"\b(?:[Pp]lease|[Kk]indly|(?:[Ww]e|I)\s+(?:hereby\s+)?(?:instruct|request|ask|authori[sz]e)\s+you\s+to)\s+"
       rf"(?:also\s+)?debit\s+(?P<a>{PARTY})\s+(?:[\w-]+\s+)?account\b(?:[^\ue000;]|\ue000A\d{{1,4}}\ue001){{0,40}}?"
       rf"\s+(?:and|to)\s+(?:then\s+)?(?:transfer|pay|wire|remit|send|credit)\s+(?P<m>{MONEY})\s+{_TO}(?P<b>{PARTY})",
       0.75),
    _p("instruction_from", "TRANSFERRED",
       rf"\b(?:[Pp]lease|[Kk]indly|(?:[Ww]e|I)\s+(?:hereby\s+)?(?:instruct|request|ask|authori[sz]e)\s+you\s+to)\s+"
       rf"(?:also\s+)?(?:transfer|pay|wire|remit|send)\s+(?P<m>{MONEY})\s+from\s+(?P<a>{PARTY})\s+(?:[\w-]+\s+)?"
       rf"account\b(?:\s+(?:no\.?|number)?\s*\ue000A\d{{1,4}}\ue001)?\s+{_TO}(?P<b>{PARTY})", 0.75),
    # `The Foundation awarded a grant of $250,000 to B`, `A awarded B a $50,000 grant`: the grantor pays
    _p("grant_awarded", "TRANSFERRED",
       rf"{_A}{_PRE30}\b(?:awarded|awards|gave|gives|provided|provides|paid|disbursed|disburses)\s+(?:an?\s+|the\s+)?"
       rf"(?:(?:research|one-off|special|further|second|annual|charitable|{MONEY})\s+)?grants?\s+"
       rf"(?:of\s+(?:(?:up\s+to|about|some)\s+)?(?P<m>{MONEY})\s+)?(?:to|in\s+favou?r\s+of)\s+(?:the\s+)?(?P<b>{PARTY})",
       0.8),
    _p("grant_awarded_to", "TRANSFERRED",
       rf"{_A}{_PRE30}\b(?:awarded|awards|gave|gives)\s+(?:the\s+)?(?P<b>{PARTY})\s+(?:an?\s+)?"
       rf"(?:(?P<m>{MONEY})\s+)?grant\b", 0.8),
    _p("transfer_returned", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:returned|returns|return|gave\s+back|gives\s+back|handed\s+back)\s+"
       rf"(?:[^\s\ue000]+\s+){{0,3}}?(?P<m>{MONEY})(?P<gap>{gap(40, 'DA')})\b{_TO}(?P<b>{PARTY})", 0.85),
    _p("transfer_double_object", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:paid|pays|pay|paying|sent|sends|sending|wired|wiring|lent|owes|owed|repaid|repays|refunded|"
       # (each of a list: `paid B and C $2m`, `relations._objects`)
       rf"reimbursed)\s+{_B}(?P<more>(?:\s*,\s*{PARTY}){{0,4}}\s*,?\s+and\s+{PARTY})?\s+"
       rf"(?:(?:a\s+total\s+of|an?\s+(?:amount|sum)\s+of|a\s+further)\s+)?(?P<m>{MONEY})", 0.9),
    # `A invested $10 million in B`, `A's $10 million investment in B`: A's money went to B (a firm)
    _p("invested_in", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:invested|invests|invest|investing)\s+(?:(?:a\s+total\s+of|about|approximately|some|over|"
       rf"nearly|around|almost|more\s+than|at\s+least|a\s+further)\s+)?(?P<m>{MONEY})\s+(?:in|into)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})(?!\s?['’]s)", 0.8),
    _p("investment_in", "TRANSFERRED",
       rf"(?P<a>{PARTY})(?:\s?['’]s?)?\s+(?P<m>{MONEY})\s+investments?\s+(?:in|into)\s+(?:the\s+)?(?P<b>{ORG})(?!\s?['’]s)",
       0.8),
    # `sent B two payments`, `wired B three transfers totalling $90,000`: the payments counted
    _p("transfer_double_counted", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:sent|sends|sending|wired|wiring|made|makes|remitted)\s+{_B}\s+"
       rf"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|several|multiple|numerous|\d{{1,4}}|further|more)\s+"
       rf"(?:(?:further|more|separate|international|wire|bank|cash|monthly|regular|large|small|other)\s+)?"
       rf"(?:payments?|transfers?|wires?|remittances?|deposits?|instalments?|installments?)\b"
       rf"(?:\s+(?:totall?ing|worth|of|amounting\s+to)\s+(?P<m>{MONEY}))?", 0.85),
    # `gave £100,000 to the party`, `handed USD 50,000 in cash to B`, `passed USD 1.8m back to B`,
    # `gave B £100,000`: only with a sum right after the verb (`gave an interview to Reuters` is none)
    _p("transfer_gave", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:gave|gives|give|giving|handed|hands|hand|handing|passed|passes|pass|passing|"
       # (`delivered approximately $400,000 in cash to X`)
       rf"delivered|delivers|deliver|delivering)\s+(?:(?:on|back|over)\s+)?"
       rf"(?:(?:a\s+total\s+of|an?\s+(?:amount|sum)\s+of|approximately|about|around|some|nearly|almost|roughly|"
       rf"at\s+least)\s+)?(?P<m>{MONEY})(?P<gap>{gap(40, 'MDAXL')})"
       rf"\b(?:(?:back|on|over)\s+)?{_TO}(?P<b>{PARTY})", 0.85),
    _p("transfer_gave_double_object", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:gave|gives|give|handed|hands)\s+{_B}\s+"
       rf"(?:(?:a\s+total\s+of|an?\s+(?:amount|sum)\s+of)\s+)?(?P<m>{MONEY})", 0.85),
    # `K paid GBP 2 million on behalf of T to B`: K paid B (and acted for T: `on_behalf_of`)
    _p("transfer_on_behalf", "TRANSFERRED",
       rf"{_A}{_PRE40}(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\b{_NOT_PASSIVE}{V_TRANSFER}\b(?P<gap>{gap(40, 'MDAXL')})"
       rf"\b(?:for\s+and\s+)?on\s+behalf\s+of\s+(?:the\s+)?{PARTY}\s*,?\s+(?P<gap2>{gap(30, 'MDAXL')})"
       rf"\b{_TO}(?P<b>{PARTY})", 0.85),
    _p("transfer_direct", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:paid|pays|pay|paying|wired|wiring|remitted)\s+{_B}(?!\s*\ue000M)", 0.8),
    # `The beneficiary of the wire was B and the originator was A` (a wire's two sides named by their part)
    _p("wire_sides_named", "TRANSFERRED",
       rf"\bthe\s+(?:beneficiary|recipient|payee)\s+of\s+(?:the|this|that|each|both)\s+(?:wire|payment|transfer|"
       rf"remittance|transaction)s?\s+(?:was|were|is)\s+(?P<b>{PARTY})\s*,?\s+(?:and|while|whereas)\s+the\s+"
       rf"(?:originator|remitter|sender|payer|ordering\s+(?:customer|party))\s+(?:was|were|is)\s+(?P<a>{PARTY})", 0.8),
    _p("transfer_money_first", "TRANSFERRED",
       # (or it went: `USD 500,000 went from A to B`, `$2m flowed from A to B`)
       rf"(?P<m>{MONEY})\s+(?:(?:was\s+|were\s+)?(?:paid|transferred|sent|wired|remitted|moved)|went|flowed|passed|"
       rf"travell?ed|moved)\s+(?:(?:directly|straight|then|later)\s+)?from\s+(?:the\s+)?"
       rf"{_A}(?:\s+accounts?)?\s+{_TO}(?P<b>{PARTY})", 0.85),
    _p("transfer_passive", "TRANSFERRED",
       # `the shares of B were transferred to C`: B is not paid
       rf"(?<!shares\sof\s)(?<!shares\sin\s)(?<!stake\sin\s)(?<!interest\sin\s)"
       rf"(?P<b>{PARTY}){_PRE40}\b{_BE}\s+(?:\w+\s+){{0,2}}?{V_PASSIVE}\b(?P<gap>{gap(60)}(?:{_OWN_ACCOUNT}{gap(30)})?)"
       # `… to companies owned by A`: that `by` names the owner of the companies, not the payer
       rf"(?<!owned\s)(?<!controlled\s)(?<!held\s)(?<!managed\s)(?<!operated\s)(?<!run\s)\bby\s+{_THE_A}",
       0.9),
    # (`B's account was credited with $X from A`)
    _p("transfer_received", "TRANSFERRED",
       rf"(?<!\bat\s)(?<!\bwith\s)(?P<b>{PARTY}){_PRE50}\b(?:received|receives|receive|receiving|obtained|accepted|accepting|accepts|accept|"
       rf"(?:was|were|had\s+been|has\s+been)\s+credited\s+with"
       # (`took`, with money named right after it: `convicted of taking payments from B`)
       rf"|(?:took|takes|take|taking)(?=\s+(?:\ue000M\d{{1,4}}\ue001|(?:[\w-]+\s+){{0,2}}?(?:payments?|bribes?|kickbacks?|"
       rf"money|cash|funds|loans?)\b)))\b{_NOT_RECEIVED}"
       # (what carried it may come first: `received $2m via Delta SA from A`)
       rf"(?P<gap>{gap(60)}(?:{_OWN_ACCOUNT}{gap(30)})?(?:\b(?:via|through)\s+(?:the\s+)?\ue000O\d{{1,4}}\ue001\s+)?)"
       rf"\bfrom\s+{_ACCOUNT_OF}?{_THE_A}", 0.85),
    # `B got EUR 50,000 from A` (a chat's, a mail's words): only with a sum right after the verb
    _p("transfer_got", "TRANSFERRED",
       rf"(?<!\bat\s)(?<!\bwith\s)(?P<b>{PARTY}){_PRE40}\b(?:got|gets|has\s+got|had\s+got)\s+"
       rf"(?:(?:a\s+total\s+of|another|a\s+further)\s+)?(?P<m>{MONEY})(?P<gap>{gap(40, 'MDAXL')})"
       rf"\bfrom\s+{_ACCOUNT_OF}?{_THE_A}", 0.8),
    # `B was the beneficiary of a USD 200,000 wire from A`, `A was the originator of a wire to B`: a
    # payment's parties named by their part in it
    _p("beneficiary_of_payment", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE40}\b{_BE}\s+(?:also\s+)?(?:the\s+|a\s+)?(?:final\s+|ultimate\s+)?(?:beneficiary|recipient|payee)\s+"
       rf"of\s+(?:(?P<gap>{gap(40, 'MDA')})\b{_PAYMENT_NOUN}|(?:(?:a\s+total\s+of|some|about|over|more\s+than)\s+)?"
       rf"(?P<m>{MONEY}))\s+(?:(?:sent|made|ordered|wired|paid|transferred|remitted)\s+)?(?:from|by)\s+{_ACCOUNT_OF}?"
       rf"(?:the\s+)?(?P<a>{PARTY})", 0.85),
    _p("originator_of_payment", "TRANSFERRED",
       rf"{_A}{_PRE40}\b{_BE}\s+(?:also\s+)?(?:the\s+|a\s+)?(?:originator|ordering\s+(?:customer|party|institution)|"
       rf"remitter|sender|payer|payor|source)\s+of\s+(?P<gap>{gap(40, 'MDA')})\b{_PAYMENT_NOUN}\s+"
       rf"(?:to|in\s+favou?r\s+of)\s+{_ACCOUNT_OF}?(?:the\s+)?(?P<b>{PARTY})", 0.85),
    # `A funded (financed, capitalised) B`, `B was funded by A`, `A injected EUR 2m of capital into B`,
    # `A topped up B's account with $X`: money put into B
    _p("funded", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:funded|funds|financed|finances|capitali[sz]ed|recapitali[sz]ed|bankrolled)\s+(?:the\s+)?"
       rf"(?P<b>{PARTY})(?!\s?['’]s)", 0.75),
    _p("funded_by", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE40}\b{_BE}\s+(?:(?:also|largely|partly|wholly|entirely|mainly|initially)\s+)?"
       rf"(?:funded|financed|capitali[sz]ed|recapitali[sz]ed|bankrolled)\s+(?:{gap(30, 'MD')}\s)?by\s+{_THE_A}", 0.75),
    _p("injected_into", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:injected|injects|inject|invested|invests|pumped|put|channell?ed|funnell?ed)\s+"
       # (money it put in: a sum, or funds, capital, cash; not `put the matter into B's hands`)
       rf"(?=[^.;\n]{{0,50}}?(?:\ue000M|\b(?:funds|money|monies|capital|cash|proceeds)\b))"
       rf"(?P<gap>{gap(50, 'MDA')})\binto\s+{_ACCOUNT_OF}?(?:the\s+)?(?P<b>{PARTY})"
       rf"(?!\s?['’]s\s+(?:shares?|stock))", 0.8),
    _p("topped_up", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:topped|tops|top|topping)\s+up\s+(?:the\s+accounts?\s+of\s+)?(?:the\s+)?(?P<b>{PARTY})"
       rf"(?:\s?['’]s?\s+(?:[\w-]+\s+)?(?:accounts?|wallets?|cards?))?\s+with\b", 0.8),
    # `B borrowed $300,000 from A`: the lender paid the borrower
    _p("borrowed_from", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:borrowed|borrows|borrow|(?:obtained|took(?:\s+out)?|received)\s+an?\s+"
       rf"(?:(?:\ue000M\d{{1,4}}\ue001|\w+)\s+)?loan)\b"
       rf"(?P<gap>{gap(50, 'MDA')})\bfrom\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `B bought a townhouse for £9m, financed by a loan from A`, `funded with a EUR 2m credit line from
    # Abenov's bank, A`: the lender paid the borrower
    _p("financed_by_loan_from", "TRANSFERRED",
       rf"(?P<b>{PARTY})(?P<pre>{gap(70, 'LDAM')})\b(?:financed|funded|refinanced|paid\s+for)\s+"
       rf"(?:(?:in\s+part|partly|largely|mainly|entirely)\s+)?(?:(?:the|its|his|her|their|this)\s+(?:[\w-]+\s+){{0,2}}?)?"
       rf"(?:by|with|through)\s+(?:a|an|the)\s+(?:(?:\ue000M\d{{1,4}}\ue001|[\w-]+)\s+){{0,2}}?"
       rf"(?:loan|credit\s+line|credit\s+facility|facility|mortgage)\s+(?:from|by|granted\s+by|provided\s+by)\s+"
       rf"(?:\ue000[OP]\d{{1,4}}\ue001\s?['’]s\s+(?:bank|lender|company|firm)\s*,\s*)?(?:the\s+)?(?P<a>{PARTY})"
       rf"(?!\s?['’]s)", 0.75),
    # `the loan made by A to B`, `a EUR 4m loan extended by A to B`: A lent B the money
    _p("loan_made_by", "TRANSFERRED",
       rf"\bloans?\s+(?:of\s+{MONEY}\s+)?(?:made|extended|granted|advanced|provided)\s+by\s+{_THE_A}\s+to\s+"
       rf"(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `The money was paid into B's account at HSBC by A`: the account's holder is paid
    _p("transfer_into_account_by", "TRANSFERRED",
       rf"{_PAID_INTO}(?:the\s+)?accounts?\s+of\s+(?:the\s+)?(?P<b>{PARTY}){_AT_ITS_BANK}"
       rf"(?P<gap>{gap(30)})\bby\s+{_THE_A}", 0.85),
    _p("transfer_into_possessed_account_by", "TRANSFERRED",
       rf"{_PAID_INTO}(?P<b>{PARTY})\s?['’]s?\s+(?:[\w-]+\s+){{0,2}}?accounts?{_AT_ITS_BANK}"
       rf"(?P<gap>{gap(30)})\bby\s+{_THE_A}", 0.85),
    # `The account of B at Harbourview Bank plc received USD 120,000 from A`: B is paid, not its bank
    _p("transfer_received_account", "TRANSFERRED",
       rf"\baccounts?\s+(?:of|held\s+by|belonging\s+to)\s+(?P<b>{PARTY})\s+(?:at|with)\s+(?:the\s+)?\ue000O\d{{1,4}}\ue001"
       rf"{_PRE40}\b(?:received|receives|was\s+credited\s+with)\b{_NOT_RECEIVED}(?P<gap>{gap(90)})\bfrom\s+"
       rf"{_ACCOUNT_OF}?{_THE_A}",
       0.85),
    # `Beta Ltd's account at HSBC received $400,000 from A`: Beta Ltd is paid, not its bank
    _p("transfer_received_possessive_account", "TRANSFERRED",
       rf"(?P<b>{PARTY})\s?['’]s?\s+(?:[\w-]+\s+)?accounts?\s+(?:at|with)\s+(?:the\s+)?\ue000O\d{{1,4}}\ue001"
       rf"{_PRE40}\b(?:received|receives|was\s+credited\s+with)\b{_NOT_RECEIVED}(?P<gap>{gap(90)})\bfrom\s+"
       rf"{_ACCOUNT_OF}?{_THE_A}",
       0.85),
    # `Brightline Staffing Inc's payment of USD 120,000 to Verant Consulting Ltd`
    _p("transfer_possessive_nominal", "TRANSFERRED",
       rf"(?P<a>{PARTY})\s?['’]s?\s+(?:(?:first|second|third|last|final|latest|earlier|further|\w+ly)\s+)?"
       rf"(?:payments?|transfers?|wires?|remittances?|loans?)\s+(?:of\s+(?P<m>{MONEY})\s+)?"
       rf"(?:(?:on|dated)\s+\ue000D\d{{1,4}}\ue001\s+)?{_TO}(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `received USD 4,300,000 from the Claimant`: a party named by its role takes `the`; the
    # amount right before `from` keeps out `received the degrees from the University`
    _p("transfer_received_amount", "TRANSFERRED",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:received|receives|receive|receiving|obtained|accepted)\b"
       rf"(?P<gap>{gap(60)}{MONEY})\s+from\s+the\s+{_A}(?!\s+(?:accounts?|wallets?)\s+of\b)", 0.85),
    # `settled invoice INV-7781 from B`, `paid the invoices issued by B`: B was paid
    _p("transfer_settled_invoice", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:settled|settles|settle|paid|pays|pay|discharged|cleared)\s+(?:(?:the|an?|its|their|his|her|all|"
       rf"two|three|several|outstanding|overdue|final)\s+){{0,3}}invoices?\b(?P<gap>{gap(40)})\b"
       rf"(?:from|of|issued\s+by|raised\s+by|submitted\s+by|sent\s+by)\s+(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `Funds were routed through X to Y`, `A routed the money through X to Y`, `the payments passed
    # through the accounts of X before reaching Y`: X, the intermediary, passed the funds to Y
    _p("transfer_through", "TRANSFERRED",
       rf"\b(?:routed|passed|channell?ed|funnell?ed|moved|sent|wired|transferred|layered)\b"
       rf"(?:[^\ue000.;]|\ue000[MD]\d{{1,4}}\ue001){{0,40}}?"
       rf"\bthrough\s+{_ACCOUNT_OF}?{_THE_A}[^\ue000.;]{{0,30}}?\b(?:to|into|before\s+reaching|"
       rf"on\s+to|onward\s+to|and\s+on\s+to)\s+{_ACCOUNT_OF}?(?:the\s+)?(?P<b>{PARTY})", 0.75),
    # (`Funds from A were credited to B`, `The funds originated from A and were credited to B`)
    # a SWIFT MT103 written out: the ordering customer's field (`:50K:`, its account on the line
    # before the name) and the beneficiary's (`:59:`): the first paid the second the `:32A:` amount
    _p("swift_mt103", "TRANSFERRED",
       # (from the value date and amount's field, `:32A:`, when it comes first, as it does)
       rf"(?m)(?:^:32A:(?:\ue000[DMLA]\d{{1,4}}\ue001|[^\ue000]){{0,300}}?)?"
       rf"^:50[AFK]:[ \t]*{_SWIFT_ACCOUNT}(?P<a>{PARTY})[^\ue000]{{0,400}}?"
       rf"(?:\ue000[ALMD]\d{{1,4}}\ue001[^\ue000]{{0,200}}?){{0,6}}^:59[AF]?:[ \t]*{_SWIFT_ACCOUNT}(?P<b>{PARTY})",
       0.85),
    _p("transfer_nominal", "TRANSFERRED",
       # (not shares: `The share transfer form …, which moved 600 shares from A to B`)
       # (nor instructions: `payment instructions came from A`)
       rf"(?:(?<!\bshare\s)(?<!\bshares\s)(?<!\bstock\s)\b(?:transfers?|payments?|wires?|remittances?|loans?|drawdowns?|credits?|funds|monies|proceeds)\b"
       rf"(?!\s+instructions?\b)|"
       # (what it paid for may come first: `the PLN 150k for the permit went out …`)
       rf"\ue000M\d{{1,4}}\ue001(?=\s+(?:for\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){{1,2}}?)?"
       rf"(?:went\s+out|was|were|moved|flowed|passed|had\s+been)\b))"
       rf"(?P<gap>{gap(60, 'MDA')})"
       rf"\bfrom\s+{_ACCOUNT_OF}?{_THE_A}"
       # (`held by A at Harland`: its bank; `from A's operating account at Harland`, `from our Santander account`)
       rf"(?:(?:\s?['’]s)?\s+(?:\ue000O\d{{1,4}}\ue001\s+)?(?:[\w-]+\s+){{0,2}}?accounts?"
       # (and its number: `from A's domiciliary account no. 2003418876 with B Bank to C`)
       rf"(?:\s+(?:(?:no\.?|number|nr\.?|IBAN)\s*:?\s*)?\ue000A\d{{1,4}}\ue001)?)?"
       rf"(?:\s+(?:at|with)\s+(?:the\s+)?{ORG})?"
       rf"(?P<mid>{_NO_CLAUSE}{_NO_NEW_CLAUSE}{gap(50, 'MDA')})\b{_NOT_TIED}{_TO}(?P<b>{PARTY})",
       0.85),
    # a payment named with its payer after `by` (a ledger's or a report's: `payment of $75,000 by A to
    # B`, `the transfer of €2m by A on 3 May to B`)
    _p("transfer_nominal_by", "TRANSFERRED",
       rf"\b(?:payments?|transfers?|wires?|remittances?|disbursements?)\s+of\s+(?:(?:about|approximately|some|"
       rf"over|nearly)\s+)?\ue000M\d{{1,4}}\ue001(?P<gap>{gap(30, 'MDA')})\s+by\s+{_THE_A}"
       rf"(?P<mid>{gap(30, 'DA')})\s+{_TO}(?P<b>{PARTY})", 0.85),
    # a lender's commitment: `The Lender agrees to make available to the Borrower a term loan facility
    # of EUR 5,000,000`, `A made available to B a credit line of $2m` (hedged when still to come)
    _p("made_available", "TRANSFERRED",
       rf"{_A}{_PRE40}\b(?:make|makes|made|making)\s+available\s+to\s+{_B}\s+(?:a|an|the)\s+(?:[\w-]+\s+){{0,3}}?"
       rf"(?:loans?|facility|facilities|credit(?:\s+line)?|advances?|sum|amount)\b", 0.8),
    # the payee before the payer: `The purchase funds were wired to B from an account of A at Banco
    # Atlantico`, `USD 50,000 was transferred to B from A`
    _p("transfer_nominal_to_from", "TRANSFERRED",
       rf"(?:\b(?:transfers?|payments?|wires?|remittances?|loans?|funds|monies|money|proceeds|sums?|amounts?)\b|"
       rf"\ue000M\d{{1,4}}\ue001)(?P<gap>{gap(50, 'MDA')})\b"
       rf"(?:was|were|(?:had|has|have)\s+(?:already\s+|previously\s+)?been)\s+"
       rf"(?:(?:then|later|subsequently|also|already|previously)\s+)?"
       rf"(?:sent|wired|transferred|remitted|paid|moved|credited|advanced|lent|loaned)\s+{_TO}(?P<b>{PARTY})"
       rf"(?:\s+(?:at|with)\s+(?:the\s+)?{ORG})?(?:\s+on\s+\ue000D\d{{1,4}}\ue001)?"  # (its day: `on 2 May 2022 from`)
       rf"\s+from\s+{_ACCOUNT_OF}?{_THE_A}(?:\s?['’]s\s+(?:[\w-]+\s+){{0,2}}?accounts?\b|(?!\s?['’]s))", 0.85),
    # the account paid from said first: `From Thornfield Ltd's account, £1.75m was paid to B`, `Out of
    # the account of A at Barclays, $2m was wired to B`
    _p("transfer_from_fronted", "TRANSFERRED",
       rf"\b(?:[Ff]rom|[Oo]ut\s+of)\s+{_ACCOUNT_OF}?{_THE_A}(?:\s?['’]s?\s+(?:[\w-]+\s+){{0,2}}?accounts?)?"
       rf"(?:\s+(?:at|with)\s+(?:the\s+)?{ORG})?\s*,\s*(?P<gap>{gap(40, 'MDA')})\b"
       rf"(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:(?:then|later|subsequently|also)\s+)?"
       rf"(?:sent|wired|transferred|remitted|paid|moved)\s+{_TO}(?P<b>{PARTY})", 0.8),
    # `The $5 million was ultimately received by B from A`: a sum's passive, its payee named first
    _p("transfer_received_by", "TRANSFERRED",
       rf"(?:\b(?:transfers?|payments?|wires?|remittances?|loans?|funds|monies|money|proceeds|sums?|amounts?)\b|"
       rf"\ue000M\d{{1,4}}\ue001)(?P<gap>{gap(50, 'MDA')})\b(?:was|were|had\s+been|has\s+been|have\s+been)\s+"
       rf"(?:(?:then|later|subsequently|also|ultimately|eventually|finally)\s+)?received\s+by\s+(?:the\s+)?"
       rf"(?P<b>{PARTY})\s+from\s+{_ACCOUNT_OF}?{_THE_A}(?!\s?['’]s)", 0.85),
    # `B received a wire of $X from A, which was then moved to C`: what was moved on is the
    # money, and the one who received it moved it (not A)
    _p("transfer_received_onward", "TRANSFERRED",
       rf"(?<!\bat\s)(?<!\bwith\s)(?P<a>{PARTY}){_PRE40}\b(?:received|receives|obtained|accepted)\b{gap(90)}"
       rf"\bfrom\s+{_ACCOUNT_OF}?{PARTY}(?:\s*\((?:[^()\ue000\n]|{LOC}){{0,40}}\))?\s*,\s*(?:which|that)\s+(?:was|were|had\s+been|has\s+been)\s+"
       rf"(?:(?:then|subsequently|later|immediately|promptly|quickly|in\s+turn|all|largely|mostly)\s+)?"
       rf"(?:moved|sent|transferred|forwarded|wired|remitted|paid|routed|passed|on-?sent|transmitted)\b"
       rf"(?P<mid>{gap(50, 'MDA')})\b(?:on\s+)?{_TO}(?P<b>{PARTY})", 0.8),
)

# a firm's unit its head works in (`the compliance department`, `its legal team`)
_FIRM_UNIT = r"(?:department|division|unit|team|desk|section|directorate|branch|office)"
_HEADS = r"(?:heads|headed|leads|led|runs|ran|manages|managed|oversees|oversaw)\s+"
# taking, holding or leaving a seat on a board (leaving it ends the directorship)
_ON_BOARD = (rf"(?:(?:{_BE}\s+)?(?:(?:also|still|now|formerly|previously|once|later)\s+)?"
             rf"(?:sits?|sat|sitting|serves?|served|serving)\s+on|joins|joined|join|joining|chairs|chaired|"
             # (`has a seat on the board of B`, `took a seat on B's board`)
             rf"(?:has|had|have|holds|held|took|takes|was\s+given|won)\s+(?:a|the)\s+seat\s+on|"
             rf"(?:{_BE}\s+)?(?:appointed|elected|named|nominated|co-opted|re-elected)\s+to|"
             rf"(?P<left>left|leaves|quit|resigned\s+from|stepped\s+down\s+from|(?:was|were)\s+removed\s+from))\s+")
# (`the boards of A and B`: a seat on each, listed after the first)
_BOARD = r"(?:(?:supervisory|management|executive)\s+)?boards?"

# an office at another firm B names is not an office of B (`a director of B's subsidiaries`); a
# job in B's own branch or service is a job with B (`an engineer with the USDA's research service`)
# (unless the firm meant is named after the noun: `a director of B's parent company, C` is C's)
_NOT_ITS = (r"(?!\s?['’]s?\s+(?:[a-z-]+\s+){0,2}?(?:subsidiar\w*|affiliat\w*|parent|clients?|customers?|suppliers?|"
            r"portfolio|investees?|funds|joint\s+ventures?|partners|rivals?|competitors?|acquirers?|targets?)\b"
            r"(?:\s+(?:company|firm|group|undertaking|entity))?+(?!\s*,\s*\ue000O))")

# `the law firm Ortega & Vidal`: what kind of firm a named one is, said before its name
_THE_FIRM = (r"(?:the\s+(?:(?:(?:law|accounting|audit|consulting|advisory|investment|trading|shipping|trust|"
             r"brokerage|lobbying|(?:public\s+)?relations|security|private\s+equity|hedge)\s+)?"
             r"(?:firm|company|house|fund|agency)\s+)?)?"
             # (where the firm is, or what became of it: `of Moscow-based B`, `of the now-defunct B`)
             rf"{_PLACED}")

# the office in which someone signs: `as director`, `in his capacity as CFO`
_IN_OFFICE_WORDS = r"(?:as|in\s+(?:his|her|their|\ue000P\d{1,4}\ue001)\s+capacity\s+as)\s+"
_IN_OFFICE = rf"{_IN_OFFICE_WORDS}{_DET}{_ROLE_I}"

# an office two firms share, its holder named, the other firm after `with` (`, which shares a director, X,
# with`): `shares_role_named_with` reads the first firm, `role_shared_with_named` the second
_SHARES_ROLE_NAMED = (rf"(?:\s*,\s*which)?\s+(?:shares|shared|has|had)\s+(?:the\s+same|a\s+common|an?)\s+"
                      rf"{_ROLE_I}\s*,\s*"
                      rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})\s*,\s*with\s+(?:the\s+)?")
ROLES: tuple[Pattern, ...] = (
    # an office given in a bracket after the firm (`The T Trust (trustee: X)`, `B (director: X; secretary: Y)`)
    _p("role_in_brackets", "ROLE",
       rf"(?P<b>{PARTY})\s*\(\s*{_ROLE_I}s?\s*:\s*(?P<a>{PARTY})(?=\s*[;,)])", 0.8),
    _p("role_in_brackets_next", "ROLE",
       rf"(?P<b>{PARTY})\s*\(\s*(?:[\w-]+\s*){{1,3}}:\s*{PARTY}\s*[;,]\s*{_ROLE_I}s?\s*:\s*(?P<a>{PARTY})(?=\s*[;,)])",
       0.8),
    _p("role_copula", "ROLE",
       # (a time set off by commas after the verb: `is, at present, Sole Administrator of B`)
       rf"{_A}{_PRE40}\b(?:{_BE}(?:\s*,\s*(?:at\s+present|presently|currently|now|still|at\s+the\s+(?:material\s+)?time)\s*,)?|"
       rf"serves\s+as|served\s+as|acts\s+as|acted\s+as|acting\s+as|works\s+as|"
       rf"worked\s+as|(?:works|worked)\s+for\s+\ue000P\d{{1,4}}\ue001\s+as|took\s+over\s+as|"
       rf"(?:stays|stayed|remains|remained|continues|continued)\s+(?:on\s+)?as|takes\s+over\s+as|stepped\s+in\s+as|steps\s+in\s+as|signed\s+as|"
       rf"(?:replaced|replaces|succeeded|succeeds|took\s+over\s+from|takes\s+over\s+from)\s+{PARTY}\s+as|"
       rf"declared\s+(?:an?\s+|his\s+|her\s+|their\s+)?interests?\s+as|"
       rf"(?:{_BE}\s+)?promoted\s+to|{_LEFT})\s+{_FIRST_PREDICATE}"
       rf"(?:(?:also|separately|now|still|currently|formerly|previously|once|briefly|later|subsequently|then|"
       rf"already|recently|not|never|no\s+longer|allegedly|reportedly|himself|herself|"
       # (`is not, and never has been, an employee of B`)
       rf"(?:not|never)\s*,\s*(?:and|or)\s+(?:never|not)\s+(?:has|have|had)\s+been\s*,|"
       rf"(?:also\s+)?(?:appointed|named|elected|made|listed|registered|recorded|shown|identified)"
       # (the register that records it: `has been registered at Companies House as the sole director of B`)
       rf"(?:\s+(?:at|with|on|in|by)\s+(?:the\s+)?\ue000O\d{{1,4}}\ue001(?:\s?['’]s\s+register)?)?)"
       rf"\s+){{0,3}}"
       # (what else the holder is, first: `X is Y's wife and a director of B`, `is a lawyer and the CFO of B`)
       rf"(?:(?:\ue000P\d{{1,4}}\ue001\s?['’]s|a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+(?=(?:a|an|the|its)\s))?"
       # (a possessive pronoun read as its person: `He was my manager at B`, `my` the speaker)
       rf"(?:as\s+)?(?:\ue000P\d{{1,4}}\ue001\s+)?{_DET}{_ROLE_OR_OWNER_AND}{_MID_ROLE}"
       # (and another role, perhaps after the first's own `of`: `a director of and shareholder in B`)
       rf"(?:\s+(?:of\s+)?and\s+(?P<and2>[\w%\s-]{{1,40}}?))?\s+(?:of|at|for|with|in)\s+"
       rf"(?:both\s+|each\s+of\s+)?{_THE_FIRM}"
       rf"(?P<b>{ORG}){_NOT_ITS}", 0.9),
    # `Ramesh Agarwal, s/o Late Shri Mohan Lal Agarwal, Managing Director of B`: the office after the
    # parent is the first person's (a charge sheet's or an Indian register's way of naming him)
    _p("role_appositive_after_kin", "ROLE",
       rf"(?P<a>{PER})\s*,?\s*[sdwh]/o\s+{KIN_STYLES}\ue000P\d{{1,4}}\ue001\s*,\s*{_DET}{_ROLE_I}"
       rf"\s+(?:of|at|in)\s+{_THE_FIRM}(?P<b>{ORG}){_NOT_ITS}", 0.85),
    _p("role_appositive", "ROLE",
       rf"(?P<a>{PER})(?:\s*,|\s+[—–-]{{1,2}})\s*{TAG}(?:who\s+(?:is|was)\s+(?:also\s+)?|then\s+|both\s+|all\s+)?"
       rf"{_DET}{_ROLE_I}{_MID_ROLE}(?:\s+and\s+(?P<and2>[\w%\s-]{{1,40}}?))?\s+(?:of|at|for|with)\s+"
       rf"(?:both\s+|each\s+of\s+)?{_THE_FIRM}(?P<b>{ORG}){_NOT_ITS}", 0.85),
    # `the chairman of the B, A,`: an office of an organization, then its holder in apposition
    # (or whose office it is: `their account manager at B, A,`)
    _p("role_of_org_person", "ROLE",
       rf"\b(?:the|its|a|his|her|their|our|my|your)\s+{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})\s*,\s*(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?"
       rf"(?P<a>{PER})(?=\s*(?:,|\.|$|\())", 0.8),
    # `Orion Ltd, of which X is the sole director,`: the office after a relative `of which`
    _p("role_of_which", "ROLE",
       # (after what the firm is: `B, a Slovak company of which he is a 50% shareholder`)
       # (or said to be one: `B is a charitable company of which X is a director`)
       rf"(?P<b>{ORG})(?:\s*,\s*|\s+(?:is|was)\s+(?=(?:a|an)\s))"
       rf"(?:(?:a|an|the)\s+(?:(?:\ue000L\d{{1,4}}\ue001|[\w-]+)\s+){{0,3}}?(?:company|firm|entity|"
       # (the holder named after whose relative it is: `of which his wife, Helen Thorne, was the sole director`)
       rf"business|corporation|partnership|fund|trust|foundation)\s+)?of\s+which\s+{KIN_NAMED}?(?P<a>{PARTY})"
       # (or with what else the holder is: `of which X, a trustee, is a director`)
       rf"(?:\s*,\s*(?:a|an|the|its|our)\s+[\w -]{{1,30}}?\s*,)?"
       rf"(?:\s*,)?\s+{_BE}\s+"
       rf"(?:also\s+|now\s+|still\s+)?{_DET}(?:(?P<pct>{PCT})\s+)?{_ROLE_I}"
       rf"(?:\s+and\s+(?P<and2>[\w%\s-]{{1,40}}?))?(?=\s*(?:[,.;)]|$))", 0.8),
    # (two holders: `B, of which A and C are co-trustees`, each of them)
    *(_p("role_of_which", "ROLE",
         rf"(?P<b>{ORG})\s*,\s*(?:(?:a|an|the)\s+(?:(?:\ue000L\d{{1,4}}\ue001|[\w-]+)\s+){{0,3}}?(?:company|firm|entity|"
         rf"business|corporation|partnership|fund|trust|foundation)\s+)?of\s+which\s+{pair}\s+(?:are|were)\s+"
         rf"(?:also\s+|now\s+|still\s+|both\s+|jointly\s+)?(?:the\s+)?{_ROLE_I}(?=\s*(?:[,.;)]|$))", 0.8)
      for pair in (rf"(?P<a>{PARTY})\s+and\s+{PARTY}", rf"{PARTY}\s+and\s+(?P<a>{PARTY})")),
    # `B, a company whose sole director is A`, `B is an Estonian company whose only board member is A`
    _p("role_whose", "ROLE",
       rf"(?P<b>{ORG})\s*(?:,\s*|\s+(?:is|was)\s+)(?:(?:a|an|the)\s+(?:[\w-]+\s+){{0,3}}?)?(?:company|firm|entity|"
       rf"business|corporation|vehicle|partnership|foundation|fund|bank|subsidiary)\s+whose\s+"
       rf"(?:(?:sole|only|current|registered|nominee|ultimate|main|principal|then)\s+)?{_ROLE_I}\s+"
       rf"(?:is|was)\s+(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})", 0.8),
    # `The sole shareholder of B is A`, `The directors of B are A and C`: the office, then who holds it
    # `Verant Consulting Ltd's directors are Tamsin Ferrow and Nadia Okonjo`
    _p("org_role_is", "ROLE",
       # (`sole` kept with a member: an LLC's `sole member` owns it)
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?:(?:(?P<sole>sole|only)|current|first|two|three|other|ultimate|real|true|actual)\s+)?"
       rf"(?:(?P<pct>{PCT})\s+)?{_ROLE_I}s?\s+(?:of\s+record\s+)?"
       # (when: `B's registered director throughout was X`, `at the time`)
       rf"(?:(?:throughout|then|at\s+the\s+time|at\s+all\s+(?:material|relevant)\s+times)\s+)?"
       # (the source said aside: `B's beneficial owner according to the due diligence form is X`)
       rf"(?:,?\s*(?:according\s+to|per|as\s+(?:shown|stated|listed|recorded|declared)\s+(?:in|on|by))\s+"
       rf"(?:[^\ue000,;.]|\ue000O\d{{1,4}}\ue001){{1,50}}?,?\s+)?"
       # (whose relative the writer says first: `Its sole director is their son, Oluwatobi Adeyemi`)
       rf"(?:is|are|was|were|include|includes|included)\s+(?:(?:his|her|their|its|the)\s+(?:{KIN_LONGEST})\s*,\s*)?"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})", 0.85),
    # `B has two directors: X and Y`, `B has three shareholders, X (50%), Y (30%) and Z (20%)`
    _p("org_has_roles", "ROLE",
       rf"(?P<b>{ORG}){_PRE40}\b(?:has|had|have)\s+(?:(?:two|three|four|five|six|several|\d{{1,2}}|an?|one|"
       rf"a\s+sole|only\s+one)\s+)?"
       rf"(?:(?:current|registered|named)\s+)?{_ROLE_I}s?\s*(?::|,|—|–)\s*(?:namely\s+)?"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})", 0.8),
    # `A and B have the same director, X`, `A and B share a director, X`: X holds the office in each
    # (among other things shared, the holder in brackets: `share the same registered address, the same
    # director (Mr. Paolo Ricci) and …`)
    _p("same_role_named", "ROLE",
       rf"(?P<b>{ORG})\s+(?:share|shared|have|had|have\s+had)\s+"
       rf"(?:(?:the\s+same|a\s+common|an?)\s+{_SHARED_DETAIL}\s*(?:,\s*(?:and\s+)?|\s+and\s+)){{0,3}}"
       rf"(?:the\s+same|a\s+common|an?)\s+{_ROLE_I}\s*(?:,|\()\s*"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})", 0.8),
    # `A, which shares a director, X, with B`, `A shares a director, X, with B`: X holds it in each
    _p("shares_role_named_with", "ROLE", rf"(?P<b>{ORG}){_SHARES_ROLE_NAMED}{ORG}", 0.8),
    _p("role_shared_with_named", "ROLE", rf"{ORG}{_SHARES_ROLE_NAMED}(?P<b>{ORG})", 0.8),
    # `B, a Florida company of which X is the managing member`, `B, of which X was a director,`
    _p("of_which_role", "ROLE",
       rf"(?P<b>{ORG})\s*,\s*(?:(?:a|an|the)\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{0,3}}?"
       rf"(?:company|firm|entity|business|partnership|fund|vehicle|corporation|LLC)\s+)?of\s+which\s+"
       rf"(?P<a>{PARTY})\s+(?:is|was|are|were|has\s+been|had\s+been|became)\s+(?:also\s+|now\s+|not\s+)?{_DET}{_ROLE_OR_OWNER}",
       0.85),
    # `B is a shell company whose sole director is X`
    _p("whose_role_is", "ROLE",
       # (`B is a company incorporated in Jersey whose sole shareholder is A`: no party between)
       # (where it is may come first: `Grupo Andino SAC in Lima, Peru, a company whose director, X,`)
       rf"(?P<b>{ORG}){_PAREN}(?:\s+in\s+\ue000L\d{{1,4}}\ue001(?:\s*,\s*\ue000L\d{{1,4}}\ue001)?)?"
       rf"(?:\s*,\s*|\s+{_BE}\s+)(?:(?:a|an|the)\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{0,6}}?)?"
       rf"whose\s+(?:(?:sole|only|current|first|two|three|other)\s+)?{_ROLE_OR_OWNER}s?"
       rf"(?:\s+and\s+(?:(?:sole|only)\s+)?(?P<and2>{_AN_OFFICE}))?(?:\s+"
       rf"(?:is|are|was|were|include|includes|included)\s+{_SAID_TO_BE}{KIN_FIRST}?"
       # (the holder described before the name: `whose managing director is an Austrian lawyer, X`)
       rf"(?:(?:a|an)\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{0,3}}?[\w-]+\s*,\s*|the\s+(?={PARTY}))?|\s*,\s*)"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})", 0.85),
    _p("role_of_org_is", "ROLE",
       rf"\bthe\s+(?:ultimate\s+|(?P<truly>real|true|actual|hidden|de\s+facto)\s+)?{_ROLE_I}s?"
       # (two offices: `The sole shareholder and director of B is X`)
       rf"(?:\s+and\s+(?:(?:sole|only)\s+)?(?P<and2>{_AN_OFFICE}))?\s+(?:of|at|in)\s+(?:the\s+)?(?P<b>{ORG})\s+"
       rf"(?:is|are|was|were|has\s+been|have\s+been|had\s+been|remains?)\s+{_SAID_TO_BE}"
       # (the holder named after whose relative it is: `is his father-in-law, Mehmet Ozturk`)
       rf"(?:(?:his|her|their|\ue000P\d{{1,4}}\ue001)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s*,\s*|{KIN_FIRST})?"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+)?(?P<a>{PARTY})", 0.85),
    _p("role_appositive_org", "ROLE",
       rf"(?P<a>{PER})\s*[,(]\s*{_DET}{_ROLE_I}\s*,\s*(?P<b>{ORG})", 0.8),
    _p("role_signature", "ROLE",
       # (in a quoted mail its lines start with `>`)
       rf"(?P<a>{PER})(?:[ \t]*\n[ \t>]*|[ \t]*[|·•][ \t]*){ROLE}[ \t]*(?:,[ \t]*|\n[ \t>]*|[|·•][ \t]*)"
       rf"(?:the\s+)?(?P<b>{ORG})", 0.75),
    # a mail's sign-off, the writer's name and the firm on the lines after it, maybe under a line that
    # names no office (`Regards,\nJonas Berg\nFinancial Crime Compliance, Nordbank AS`, `… | Nordbank AS`): the
    # writer works there
    _p("signature_firm", "EMPLOYED_BY",
       rf"(?i:regards|sincerely|faithfully|cheers|best|thanks|best\s+wishes)[,.!]?[ \t]*\n[ \t]*"
       rf"(?P<a>{PER})[ \t]*\n[ \t]*"
       rf"(?:(?!{_AN_OFFICE}\b)(?-i:[A-Z])[^\n\ue000,|·•]{{1,60}}(?:,[ \t]*|[ \t]*[|·•][ \t]*|\n[ \t]*))?"
       rf"(?P<b>{ORG})[ \t]*(?=\n|$)", 0.7),
    # `X, who listed himself as the company's director`, `X introduced herself as the CFO of B`: the
    # office a person gave themself
    _p("role_self_named", "ROLE",
       rf"{_SELF_NAMED}(?:(?:the|a|an|its)\s+)?(?P<b>{ORG})\s?['’]s?\s+{_ROLE_I}", 0.8),
    _p("role_self_named_of", "ROLE", rf"{_SELF_NAMED}{_DET}{_ROLE_I}\s+(?:of|at|for)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("role_org_first", "ROLE",
       # (a list's field after the firm: `Caspian Bridge LLC (Dubai), director Ruslan Ahmedov`)
       # (a register's summary after a dash: `Companies House: Silverline — sole director and PSC X`)
       rf"(?P<b>{ORG})(?:\s*\((?:[^()\ue000\n]|\ue000L\d{{1,4}}\ue001){{0,40}}\))?(?:\s?['’]s?|,\s+whose|\s*,(?=\s+(?-i:[a-z]))|"
       rf"\s+[—–])?\s+(?:(?!{_FUNCTION}\b)(?-i:[a-z][\w-]*)(?<!ed)\s+){{0,2}}?"
       rf"{_ROLE_I}{_AND_OFFICE}"
       # (a title or an occupation before the name: `B's technical manager, engineer X`)
       rf"\s*,?\s+(?:(?-i:[A-Z][a-z]{{0,4}})\.\s+|(?-i:{_WORK_NOUNS})\s+)?(?P<a>{PER})", 0.8),
    # `B's sole shareholder, Orion Holdings Ltd,`, `Kestrel's owner, Rashid Karimov,`: a firm or a person
    # (`its sole shareholder, X`: the pronoun's placeholder has no `'s`)
    _p("owner_of_org_apposed", "ROLE",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?P<role>(?:(?:sole|only|majority|largest|main|principal|controlling|ultimate|"
       rf"registered|nominee|nominal)\s+)?(?:shareholder|stockholder|owner|beneficial\s+owner))\s*,\s*(?P<a>{PARTY})"
       rf"(?=\s*(?:,|\.|$|\())", 0.8),
    # `A, the sole shareholder of B,`, `A, B's majority shareholder,`: a firm apposed as another's
    # owner (a person so apposed is `role_appositive_*`'s)
    _p("owner_appositive_org", "ROLE",
       rf"(?P<a>{ORG})(?:{PLACE_BRACKET})?\s*,\s*(?:being\s+)?(?:the|its|a|an)\s+(?P<role>{_OWNER_ROLE})\s+(?:of|in)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})(?=\s*(?:[,.;:)]|$))", 0.8),
    _p("owner_appositive_org", "ROLE",
       rf"(?P<a>{ORG})(?:{PLACE_BRACKET})?\s*,\s*(?:being\s+)?(?:the\s+)?(?P<b>{ORG})\s?['’]s?\s+(?P<role>{_OWNER_ROLE})"
       rf"(?=\s*(?:[,.;:)|]|$))",
       0.8),
    # `B's registered owner is A`, `The registered owner of B is A`: an owner (an office the role words
    # do not hold)
    _p("owner_of_org_is", "ROLE",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?P<role>(?:(?:sole|only|registered|legal|nominee|nominal|true|real|actual|current)\s+)?"
       rf"(?:owner|owners|stockholder|stockholders))\s+(?:is|was|are|were)\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `B opened an account at Banque Pictet, listing X as the beneficial owner`: what the firm's own
    # papers name X (a bank's or a registry's form)
    _p("listing_as_role", "ROLE",
       # (a bank the firm went to may come between: `at Banque Pictet in Geneva`; no other party)
       rf"(?P<b>{ORG})(?:\s(?:[^.;\ue000]|\ue000[LDM]\d{{1,4}}\ue001|(?<=\bat\s)\ue000O\d{{1,4}}\ue001|"
       rf"(?<=\bwith\s)\ue000O\d{{1,4}}\ue001){{0,80}}?)?,\s*(?:listing|naming|declaring|"
       rf"identifying|"
       rf"giving)\s+(?P<a>{PARTY})\s+as\s+{_DET_POSS}{_ROLE_OR_OWNER}", 0.8),
    _p("owner_of_org_is_of", "ROLE",
       rf"\bthe\s+(?P<role>(?:(?:sole|only|registered|legal|nominee|nominal|true|real|actual|current)\s+)?(?:owner|owners))\s+of\s+"
       rf"(?:the\s+)?(?P<b>{ORG})\s+(?:is|was|are|were)\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    _p("org_work_noun_person", "ROLE",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?P<role>(?-i:{_WORK_NOUNS}))\s*,?\s+(?:(?-i:{_WORK_NOUNS})\s+)?(?P<a>{PER})",
       0.75),  # (`another Acme employee, attorney X`)
    _p("org_title_person", "EMPLOYED_BY",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?-i:(?:Judge|Justice|Commander|Captain|Capt\.|Lieutenant|Lt\.|Sergeant|Sgt\.|"
       rf"Corporal|Inspector|Detective|Professor|Prof\.|Admiral|Adm\.|Colonel|Col\.|Major|Maj\.|General|Gen\.|"
       rf"Officer|Agent|Trooper|Deputy))\s+(?P<a>{PER})", 0.75),
    _p("role_copula_noun", "ROLE",
       rf"(?P<a>{PER}){_PRE40}\b(?:is|was|has\s+been|had\s+been|became|remains)\s+(?:also\s+|now\s+|still\s+)?"
       rf"(?:a|an|the)\s+(?P<role>{_LOWER_WORDS}(?:{_WORK_NOUNS}))\s+(?:of|at|for|with)\s+(?:the\s+)?{_LOWER_WORDS}"
       rf"(?P<b>{ORG}){_NOT_ITS}", 0.75),
    _p("role_copula_org_noun", "ROLE",
       rf"(?P<a>{PER}){_PRE40}\b(?:is|was|has\s+been|had\s+been|became|remains)\s+(?:also\s+|now\s+|still\s+)?"
       rf"(?:a|an|the)\s+(?:(?-i:former|senior|chief|top|veteran|longtime|current)\s+)?(?P<b>{ORG})(?:\s?['’]s?)?\s+"
       rf"(?P<role>{_WORK_NOUNS})\b", 0.75),
    _p("role_is_person", "ROLE",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+{_ROLE_I}(?:\s+and\s+(?P<and2>[\w%\s-]{{1,40}}?))?"
       # (the source said aside: `per Companies House`, `according to the register`)
       rf"(?:\s+(?:per|according\s+to)\s+(?:[^\ue000,;.]|\ue000O\d{{1,4}}\ue001){{1,50}}?)?\s+(?:is|was|has\s+been)\s+"
       rf"(?P<a>{PER})", 0.85),
    _p("role_possessive", "ROLE",
       rf"(?P<a>{PER})(?:\s*,\s*who)?\s+(?:(?:later|then|also|now|subsequently|eventually|soon|still|briefly)\s+)?"
       rf"(?:is|are|am|was|were|became|becomes|has\s+been|have\s+been|had\s+been|remains|remained)\s+(?:(?:also|now|still)\s+)?"
       # (or what a register lists: `who is listed (registered, named) as its president`)
       rf"(?:(?:listed|registered|recorded|named|shown|identified)\s+as\s+)?"
       rf"(?:the\s+)?(?P<b>{ORG})(?:\s?['’]s?)?\s+{_ROLE_OR_OWNER}"
       rf"(?:\s+and\s+(?P<and2>[\w%\s-]{{1,40}}?)(?=\s*(?:[,.;]|$)))?",
       0.8),
    # `She resigned as its director`, `He was appointed as Acme's CFO`, `X took over as its CEO`
    _p("role_as_possessive", "ROLE",
       rf"(?P<a>{PER}){_PRE30}\b(?:{_LEFT}|(?:{_BE}\s+)?(?:appointed|named|elected|installed|hired|engaged|reappointed)|"
       rf"joined|joins|took\s+over|takes\s+over|stepped\s+in|serves|served|acts|acted)\s+as\s+(?P<b>{ORG})"
       rf"(?:\s?['’]s?)?\s+{_ROLE_I}", 0.8),
    # minutes: `the resignation of A as a director of B` (ended), `the appointment of A as CFO of B`
    _p("role_nominal", "ROLE",
       rf"\b(?:(?P<left>resignation|removal|retirement|dismissal)|appointment|election|re-election|nomination)\s+of\s+"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.?\s+)?(?P<a>{PER})\s+as\s+{_DET}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})"
       rf"{_NOT_ITS}", 0.85),
    # a letter's own: `my resignation as a non-executive director of B` (ended), `X's appointment as CFO of B`
    _p("role_nominal_possessive", "ROLE",
       rf"(?P<a>{PER})(?:\s?['’]s)?\s+(?:(?P<left>resignation|removal|retirement|dismissal)|appointment|election|"
       rf"re-election)\s+as\s+{_DET}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG}){_NOT_ITS}", 0.8),
    # the firm that notes it, the office's firm unsaid: `The board of B noted the resignation of A as a
    # director with effect from 31 January 2024`, `B announced the appointment of A as chief executive`
    _p("role_nominal_noted", "ROLE",
       rf"(?:\bthe\s+board\s+(?:of\s+directors\s+)?of\s+)?(?P<b>{ORG})(?:\s?['’]s?\s+board(?:\s+of\s+directors)?)?"
       rf"{_PRE40}\b(?:noted|notes|announced|announces|accepted|accepts|approved|approves|confirmed|confirms|"
       rf"recorded|records|ratified|ratifies|received|receives|welcomed|welcomes)\s+(?:the\s+)?"
       rf"(?:(?P<left>resignation|removal|retirement|dismissal)|appointment|election|re-election)\s+of\s+"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.?\s+)?(?P<a>{PER})\s+as\s+{_DET}{_ROLE_I}(?!\s+(?:of|at|for|to)\s)", 0.8),
    _p("role_as", "ROLE",
       # (the holder named after what he is to another: `with his own secretary, Rita Sousa, as its sole shareholder`)
       rf"with\s+(?:(?:his|her|their|\ue000P\d{{1,4}}\ue001(?:\s?['’]s)?)\s+(?:own\s+)?(?:[\w-]+\s+)?[\w-]+\s*,\s*)?"
       rf"(?P<a>{PER})\s*,?\s+as\s+(?:the\s+)?(?P<b>{ORG})(?:\s?['’]s?)?\s+{_ROLE_I}", 0.8),
    # `X declared an interest in item 4 as managing partner of B`, `X spoke as director of B`: the office
    # the holder acted in (one signed in is `signed_as_role`'s)
    _p("acted_as_role_of", "ROLE",
       rf"(?P<a>{PER}){_PRE30}\b(?:declared|declares|declare|disclosed|discloses|disclose|spoke|speaks|speak|"
       rf"attended|attends|attend|appeared|appears|appear|voted|votes|vote|testified|testifies|testify|wrote|writes|"
       rf"write)\b(?:\s+[^\ue000.;,]{{1,60}}?)?\s+{_IN_OFFICE}\s+(?:of|at|for)\s+{_THE_FIRM}(?P<b>{ORG}){_NOT_ITS}",
       0.8),
    # `seconded to B as its CFO`, `appointed to B as finance director`, `employed as an accountant at B`
    _p("role_posted", "ROLE",
       rf"{_A}{_PRE40}\b(?:{_BE}\s+)?(?:(?:also|later|then|subsequently|formally)\s+)?(?:(?:seconded|assigned|posted|"
       rf"recruited|brought\s+in|appointed|named|elected)\s+to|(?:employed|engaged|retained|hired)\s+(?:by|at))\s+"
       rf"(?:the\s+)?(?P<b>{ORG})\s+as\s+{_DET_POSS}{_ROLE_I}", 0.85),
    # a sanctions list's entry, its fields set off by semicolons after the name: `PETROV, Igor (a.k.a.
    # …); DOB 12 Mar 1965; POB …; Director of Volga Marine LLC; Owner of Petrov Capital AG`
    _p("list_entry_role", "ROLE",
       rf"\A\s*(?P<a>{PARTY}){_LIST_ENTRY_FIELDS}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})"
       rf"{_LIST_ENTRY_END}", 0.8),
    _p("role_employed_as", "ROLE",
       rf"{_A}{_PRE40}\b(?:{_BE}\s+)?(?:employed|engaged|retained|hired|working|works|worked)\s+as\s+{_DET}{_ROLE_I}"
       rf"\s+(?:at|by|with|for|in|of)\s+(?:the\s+)?(?P<b>{ORG})", 0.85),
    # `X heads the compliance department of B`, `X leads B's legal team`: a unit's head works for B
    _p("heads_department", "EMPLOYED_BY",
       rf"{_A}{_PRE40}\b{_HEADS}the\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{1,2}}?{_FIRM_UNIT}\s+(?:of|at)\s+"
       rf"(?:the\s+)?(?P<b>{ORG})(?!\s?['’]s)", 0.8),
    _p("heads_department_possessive", "EMPLOYED_BY",
       rf"{_A}{_PRE40}\b{_HEADS}(?:the\s+)?(?P<b>{ORG})\s?['’]s?\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{1,2}}?"
       rf"{_FIRM_UNIT}\b", 0.8),
    # a seat on the board: `sits on the board of B`, `joined B's board`, `was elected to the board of
    # directors of B`, `left the board of B` (ended). Not an advisory board: no directorship.
    _p("board_seat", "DIRECTOR_OF",
       rf"{_A}{_PRE40}\b{_ON_BOARD}(?:the|its)\s+{_BOARD}(?:\s+of\s+directors)?\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})",
       0.85),
    # `X is a member of the board of directors of B`
    # (`its sole member`; elected or appointed so: `X was elected as sole member of the board of directors of B`; a
    # deed's `the election of X as sole member of the board of directors of B`)
    *(_p(name, "DIRECTOR_OF",
         rf"{head}\s+(?:(?:also|still|now|not|never)\s+)?(?:(?:a|an|the)\s+)?"
         rf"(?:(?:non-executive|independent|voting|sole|only)\s+)?member\s+of\s+(?:the|its)\s+{_BOARD}"
         rf"(?:\s+of\s+directors)?(?:\s*\([^()\n]{{1,60}}\))?\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})", 0.85)
      for name, head in (
          ("board_member_of", rf"{_A}{_PRE40}\b(?:{_BE}(?:\s+(?:duly\s+)?(?:re-?)?(?:elected|appointed|named))?"
                              rf"(?:\s+as)?|serves\s+as|served\s+as)"),
          ("board_member_elected", rf"\b(?:election|appointment|nomination)\s+of\s+{_A}\s+as"))),
    _p("board_seat_possessive", "DIRECTOR_OF",
       rf"{_A}{_PRE40}\b{_ON_BOARD}(?:the\s+)?(?P<b>{ORG})\s?['’]s?\s+{_BOARD}\b", 0.85),
    # `X had no role at B`, `denied that X held any position with B`: a denied office
    _p("no_role", "OFFICER_OF",
       rf"{_A}{_PRE40}\b(?:has|had|have|having|holds|held|hold|plays|played|play)\s+(?:no|any)\s+"
       rf"(?:(?:formal|official|executive|management|managerial|operational|active|other|further|current)\s+)?"
       rf"(?:role|position|office|post|function)s?\s+(?:at|in|with|within|on)\s+(?:the\s+)?(?P<b>{ORG})"
       rf"(?!\s?['’]s)", 0.8),
    # `X founded B`, `B was co-founded by X`, `X set up B in 2019`
    # `B appointed X as its new finance director`, `B named X chief executive`: the firm gives the office
    _p("appointed_by_firm", "ROLE",
       rf"(?P<b>{ORG}){_PRE30}\b(?:appointed|appoints|named|names|hired|hires|elected|elects|employs|employed|employ|"
       rf"engaged|engages|engage)\s+(?:the\s+)?(?P<a>{PER})\s+"
       rf"(?:as\s+)?(?:{_DET}|{PARTY}\s+)(?:(?:new|incoming|interim)\s+)?{_ROLE_I}(?!\s+(?:of|at)\s+\ue000O)", 0.8),
    # a timeline's or a headline's passive without its `was` (`2024-02-01: X appointed sole director of B`,
    # `X named CEO of B`): the office right after the verb is X's, no other person appointed
    _p("appointed_headline", "ROLE",
       rf"(?P<a>{PER})\s+(?:appointed|named|elected|installed|hired)\s+(?:as\s+)?{_DET}(?:(?:new|interim)\s+)?"
       rf"{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})", 0.75),
    # `Y replaced X as chief executive of B`, `Y succeeded X as chairman`: X held the office, and no more
    _p("replaced_in_office", "ROLE",
       rf"{PARTY}{_PRE40}\b(?P<left>replaced|replaces|succeeded|succeeds|took\s+over\s+from|takes\s+over\s+from)\s+"
       rf"(?P<a>{PER})\s+as\s+{_DET}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    # `X was replaced as director of B by Y`, `X resigned as director of B and was replaced by Y`: Y holds it now
    _p("replaced_by", "ROLE",
       rf"\b(?:was|has\s+been|had\s+been)\s+(?:replaced|succeeded)\s+as\s+{_DET}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})(?P<gap>{gap(40, 'D')})\s+by\s+(?P<a>{PER})", 0.8),
    _p("replaced_after_leaving", "ROLE",
       rf"\b(?:resign(?:ed|s)|retired|stepped\s+down|(?:was|has\s+been)\s+(?:removed|dismissed))\s+as\s+{_DET}{_ROLE_I}"
       rf"\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})(?P<gap>{gap(40, 'D')})\s*,?\s+and\s+(?:was|has\s+been|had\s+been)\s+"
       rf"(?:replaced|succeeded)(?:\s+(?:on|in)\s+(?:\ue000D\d{{1,4}}\ue001))?\s+by\s+(?P<a>{PER})", 0.8),
    # `X was a director of B until March 2020, when she was replaced by her former classmate, Y`: Y
    # holds the office since
    _p("replaced_when", "ROLE",
       rf"\b(?:was|had\s+been|served\s+as)\s+{_DET}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})\s+(?:until|till)\s+"
       rf"\ue000D\d{{1,4}}\ue001\s*,\s*when\s+\ue000P\d{{1,4}}\ue001\s+was\s+(?:replaced|succeeded)\s+by\s+"
       rf"(?:(?:his|her|their|\ue000P\d{{1,4}}\ue001)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s*,\s*)?(?P<a>{PER})", 0.75),
    # `X acts as nominee director for several BVI companies, including B`, `X is a director of
    # a dozen firms, among them B and C`: the office in each firm named
    _p("role_including", "ROLE",
       rf"(?P<a>{PER}){_PRE40}\b(?:{_BE}|acts|acted|serves|served|sits|sat)\s+(?:as\s+)?{_DET}{_ROLE_I}\s+"
       rf"(?:of|for|at|in)\s+(?:several|many|various|numerous|multiple|a\s+number\s+of|a\s+dozen|dozens\s+of|"
       rf"hundreds\s+of|at\s+least\s+\w+|\w+)\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{0,3}}?"
       rf"(?:companies|firms|entities|corporations|vehicles|businesses)\s*,?\s+(?:including|among\s+them|such\s+as)"
       rf"\s+(?:the\s+)?(?P<b>{ORG})", 0.75),
    # `Companies House lists X as a director of B`, `the register shows X as its secretary`
    _p("listed_as", "ROLE",
       rf"\b(?:lists|list|listed|names|name|named|records|recorded|shows|show|showed|identifies|identify|identified|"
       rf"registers|registered)\s+(?P<a>{PARTY})\s+as\s+{_DET}{_ROLE_I}"
       rf"(?:\s+and\s+(?P<and2>[\w%\s-]{{1,40}}?))?\s+(?:of|at|for|in)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("founded", "ROLE",
       rf"(?P<a>{PER}){_PRE40}\b(?P<role>(?:co-?)?founded|set\s+up|formed|incorporated|established)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})", 0.8),
    # `X co-founded B with Y`, `X set up B together with his brother, Y`: Y founded it too (its
    # possessive's placeholder before the kin word is no endpoint: `(?P<a>` is the name after it)
    _p("founded_with", "ROLE",
       rf"{PER}{_PRE40}\b(?P<role>(?:co-?)?founded|set\s+up|established)\s+(?:the\s+)?(?P<b>{ORG})"
       rf"(?:\s+(?:in\s+|on\s+)?(?:\ue000D\d{{1,4}}\ue001|(?:19|20)\d\d))?\s+(?:together\s+)?with\s+"
       rf"(?:(?:his|her|their|{PER})\s+[\w-]+(?:-in-law)?\s*,?\s*)?"
       rf"(?P<a>{PER})", 0.8),
    _p("founded_by", "ROLE",
       rf"(?P<b>{ORG}){_PRE40}\b{_BE}\s+(?:\w+\s+){{0,3}}?(?P<role>(?:co-?)?founded|set\s+up|established|incorporated|formed)\s+"
       rf"(?:{gap(30, 'LD')}\s)?by\s+(?P<a>{PER})", 0.8),
    # (in apposition: `B, a company set up by the former deputy minister, Arturo Reyes,`)
    _p("founded_by_apposed", "ROLE",
       rf"(?P<b>{ORG})\s*,\s*(?:a|an|the)\s+{_APPOSED_WORDS}(?P<role>(?:co-?)?founded|set\s+up|established|formed)\s+"
       rf"by\s+(?:the\s+(?:[\w-]+\s+){{0,3}}?[\w-]+\s*,\s*)?(?P<a>{PER})", 0.8),
    # (a relative clause without its pronoun: `through B, a Florida company she formed a month earlier`)
    _p("founded_relative", "ROLE",
       rf"(?P<b>{ORG})\s*,\s*(?:which\s+|that\s+|{_A_FIRM_THAT})(?P<a>{PER})\s+(?:(?:had|has|have|also|later|then|"
       rf"secretly|recently)\s+){{0,2}}(?P<role>(?:co-?)?founded|set\s+up|formed|incorporated|established)\b", 0.8),
    # who signed for a firm in an office: `signed for Gamma Holdings Ltd by John Doe as director`,
    # `Signed for and on behalf of B by X as director`, `X signed the agreement as director of B`,
    # `X signed for B in his capacity as CFO`
    # (or the office after a comma, as a signature block writes it: `… by X, Director`)
    # (two who sign together, each in the office named after both: `Signed by X and Y, Directors, for B`)
    _p("signed_for_by_as", "ROLE",
       rf"\bfor\s+(?:and\s+on\s+behalf\s+of\s+)?(?:the\s+)?(?P<b>{ORG})\s+by\s+{_CO_SIGNER}(?:(?-i:[A-Z][a-z]{{0,4}})\.?\s+)?"
       rf"(?P<a>{PER})(?:\s*,?\s+{_IN_OFFICE_WORDS}|\s*,\s*){_DET}{_ROLE_I}\b(?!\s+(?:of|at|for)\b)", 0.8),
    # a signature block's line: `For the Seller: [signature] X, Managing Director`, `For and on behalf of
    # B: By: /s/ X, Director`
    # a deed's appearing party, for the firm it acts for, and in which office (`X, in the name and on behalf
    # of B ("the Seller"), an Italian company, in his capacity as Sole Director`)
    _p("on_behalf_in_capacity", "ROLE",
       rf"(?P<a>{PER})\s*,?\s*(?:acting\s+|appearing\s+)?(?:(?:for\s+and\s+)?in\s+the\s+name\s+and\s+)?on\s+behalf\s+of\s+"
       rf"(?:the\s+)?(?P<b>{ORG})(?:\s*\((?:[^()\ue000]|\ue000[OL]\d{{1,4}}\ue001){{0,80}}\))?"
       rf"(?:\s*,(?:[^;\ue000]|\ue000[LD]\d{{1,4}}\ue001){{0,120}}?)?"
       rf"\s*,?\s+{_IN_OFFICE_WORDS}{_DET}{_ROLE_I}\b(?!\s+(?:of|at|for)\b)", 0.8),
    _p("signed_for_colon", "ROLE",
       rf"(?:^|(?<=\n))[ \t*_]*for\s+(?:and\s+on\s+behalf\s+of\s+)?(?:the\s+)?(?P<b>{ORG})[ \t*_]*:[ \t*_]*"
       rf"(?:\[[^\]\n]{{0,24}}\][ \t]*)?(?:(?:by|name)[ \t]*:?[ \t]*)?(?:/s/[ \t]*)?"
       rf"(?:(?-i:[A-Z][a-z]{{0,4}})\.?\s+)?(?P<a>{PER})[ \t]*,[ \t]*{_DET}{_ROLE_I}\b(?!\s+(?:of|at|for)\b)", 0.8),
    # the office after a comma, as a signature block writes it: `Signed by X, director, for and on behalf
    # of B` (`Signed for and on behalf of B by X, Director`: `signed_for_by_as`)
    _p("signed_by_office_for", "ROLE",
       rf"\b(?:[Ss]igned|[Ee]xecuted|SIGNED|EXECUTED)\s+by\s+{_CO_SIGNER}(?:(?-i:[A-Z][a-z]{{0,4}})\.?\s+)?(?P<a>{PER})\s*,\s*"
       rf"{_DET}{_ROLE_I}\s*,?\s+(?:for\s+and\s+on\s+behalf\s+of|on\s+behalf\s+of|for)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("signed_as_role", "ROLE",
       rf"(?P<a>{PER}){_PRE30}\b(?:signed|signs|executed|executes|countersigned)\s+(?:(?:the|this|that|an?|his|her|its|their)\s+"
       rf"(?:(?:[\w'’-]+|\ue000[A-Z]\d{{1,4}}\ue001\s?['’]s)\s+){{0,3}}?)?{_IN_OFFICE}\s+(?:of|at|for)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})", 0.8),
    _p("signed_for_as", "ROLE",
       rf"(?P<a>{PER}){_PRE30}\b(?:signed|signs|executed|executes|countersigned)\s+(?:(?:the|this|that|an?|his|her|its|their)\s+"
       rf"(?:(?:[\w'’-]+|\ue000[A-Z]\d{{1,4}}\ue001\s?['’]s)\s+){{0,3}}?)?for\s+(?:and\s+on\s+behalf\s+of\s+)?(?:the\s+)?(?P<b>{ORG})\s+{_IN_OFFICE}\b"
       rf"(?!\s+(?:of|at|for)\b)", 0.8),
    # `X heads Beta Ltd`, `who headed the Crime Victims Council`: the head of a body is its officer
    # (not `headed to B`, `heads B's compliance team`: a place, a part of it)
    _p("heads_org", "OFFICER_OF",
       rf"(?P<a>{PER}){_PRE30}\b(?:heads|headed|(?:has|had|have)\s+headed|heading|leads|led|(?:has|had)\s+led)\s+"
       rf"(?:the\s+)?(?P<b>{ORG})(?!\s?['’]s?\b|\s+(?:delegation|team|unit|department|desk|division)s?\b)", 0.8),
    # `X, who chairs Orion Ltd, …`, `X chaired Beta Ltd until 2020`: its chair (not `chairs the committee of
    # B`, which `board_seat` reads for the board)
    _p("chairs_org", "ROLE",
       rf"(?P<a>{PER}){_PRE30}\b(?P<role>chairs|chaired|(?:has|had|have)\s+chaired|chairing)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})(?!\s?['’]s?\b|\s+(?:committee|board|panel|meeting)s?\b)", 0.8),
    _p("headed_by", "OFFICER_OF",
       rf"(?P<b>{ORG}){_PRE30}\b{_BE}\s+(?:(?:now|still|currently|jointly)\s+)?(?:headed|led)\s+by\s+"
       rf"(?P<a>{PER})", 0.8),
    # `B is chaired by X`: its chairman (a seat on its board)
    _p("chaired_by", "ROLE",
       rf"(?P<b>{ORG}){_PRE30}\b{_BE}\s+(?:(?:now|still|currently|jointly)\s+)?(?P<role>chaired)\s+by\s+"
       rf"(?P<a>{PER})", 0.8),
    # `X was dismissed by B`: a job that has ended
    _p("dismissed_by", "EMPLOYED_BY",
       rf"(?P<a>{PER}){_PRE40}\b(?:was|were|had\s+been|has\s+been)\s+(?:\w+\s+)?(?P<left>dismissed|fired|sacked|"
       rf"let\s+go|laid\s+off)\s+by\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    # `X is employed as a driver at B`, `worked as a cleaner for B`: any job a few words name
    _p("employed_as_job", "ROLE",
       rf"(?P<a>{PER}){_PRE40}\b(?:{_BE}\s+(?:\w+\s+)?)?(?:employed|hired|engaged|working|works|worked)\s+as\s+"
       rf"(?:a|an|the|its)\s+(?P<role>(?:(?!(?:at|by|with|for|in|and|of)\b)[a-z][\w-]*\s+){{0,2}}?"
       rf"(?!(?:at|by|with|for|in|and|of)\b)[a-z][\w-]*)\s+(?:at|by|with|for|of)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    # `his employer, Baltic Auto Export`, `X's former employer, B`: the firm he works (worked) for
    _p("employer_possessive", "EMPLOYED_BY",
       rf"(?P<a>{PER})(?:\s?['’]s)?\s+(?P<left>(?:former|previous|old|ex-)\s*)?(?:(?:new|current|then)\s+)?employer\s*,?\s+"
       rf"(?:the\s+)?(?P<b>{ORG})(?!\s?['’]s)", 0.75),
    _p("employed_by", "EMPLOYED_BY",
       # (for a person at the firm: `worked for Viktor Orlov at B`)
       rf"(?P<a>{PER}){_PRE40}\b(?:joins|joined|join|joining|works?\s+(?:for\s+\ue000P\d{{1,4}}\ue001\s+at|for|at)|"
       rf"worked\s+(?:for\s+\ue000P\d{{1,4}}\ue001\s+at|for|at)|working\s+(?:for|at)|(?:{_BE}\s+(?:\w+\s+){{0,2}}?)?employed\s+(?:by|at|with)|"
       rf"(?:{_BE}\s+)?hired\s+by)\s+{_THE_FIRM}"
       rf"(?P<b>{ORG})(?!\s?['’]s?\s+(?:\w+\s+)?board\b)(?:\s+as\s+{_DET}{_ROLE_I})?", 0.85),
    # `a vendor to the Jefferson County Hospital, where she worked from 2012 to 2019`: the firm where
    # the person (named, or a pronoun) worked
    _p("worked_where", "EMPLOYED_BY",
       # (the worker named after whose he is: `where Mendes's associate, Dwayne Porter, worked`)
       rf"(?P<b>{ORG})\s*,?\s+where\s+{_THE_A}(?:\s*,)?\s+(?:(?:had|has|then|once|previously|also|later)\s+)?"
       rf"(?:worked|works|was\s+employed|is\s+employed|had\s+been\s+employed)\b", 0.75),
    # `X moved to Goldman Sachs in 2010`, `X transferred to B's London office`: a new employer (not
    # `moved to Acme's headquarters`, a place)
    _p("moved_to_firm", "EMPLOYED_BY",
       rf"(?P<a>{PER}){_PRE40}\b(?:moved|moves|transferred|switched)\s+to\s+{_THE_FIRM}(?P<b>{ORG})"
       rf"(?!\s?['’]s?\s+(?!(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+)?(?:office|branch|division|unit|desk|team|subsidiary)\b))"
       rf"(?![^.;\n]*\ue000M)(?:\s+as\s+{_DET}{_ROLE_I})?", 0.75),
    # `X is on the payroll of B`, `X was on B's payroll as a driver`: B pays X a wage
    _p("on_payroll", "EMPLOYED_BY",
       rf"(?P<a>{PER}){_PRE40}\b{_BE}\s+(?:(?:also|still|secretly|briefly|never|not)\s+)?(?:put\s+)?on\s+"
       rf"the\s+payroll\s+of\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("on_payroll_possessive", "EMPLOYED_BY",
       rf"(?P<a>{PER}){_PRE40}\b{_BE}\s+(?:(?:also|still|secretly|briefly|never|not)\s+)?(?:put\s+)?on\s+"
       rf"(?P<b>{ORG})\s?['’]s?\s+payroll\b", 0.8),
    # `X left Beta Ltd in 2021`, `X quit Beta Ltd`: a job held, and no more (not `left London`, a
    # place, nor `left the money with B`)
    _p("left_firm", "EMPLOYED_BY",
       rf"(?P<a>{PER}){_PRE40}\b(?P<left>left|quit|departed(?:\s+from)?|has\s+left|had\s+left)\s+{_THE_FIRM}"
       rf"(?P<b>{ORG})(?!\s?['’]s?\s)(?!\s+(?:a|an|the|his|her)\s)", 0.75),
    # `Dana Whitfield, formerly CFO of Brightline Staffing Inc, now works for Westmoor Capital LLP`:
    # a person's apposition names another firm; the verb after it is the person's
    _p("employed_by_apposed", "EMPLOYED_BY",
       rf"(?P<a>{PER})\s*,\s*(?:(?:a|an|the|formerly|former|previously|until\s+recently|once|who\s+was|who\s+had\s+been)\s+)"
       rf"[^,;\ue000]{{0,40}}\ue000O\d{{1,4}}\ue001(?:\s+(?:until|till)\s+(?:\ue000D\d{{1,4}}\ue001|\d{{4}}))?\s*,\s*"
       rf"(?:(?:now|later|then|has\s+since|since|subsequently|recently)\s+)?"
       rf"(?:joined|joins|works\s+(?:for|at)|worked\s+(?:for|at)|(?:is|was)\s+employed\s+by)\s+(?:the\s+)?"
       rf"(?P<b>{ORG})", 0.8),
    _p("employs", "EMPLOYED_BY",
       # (`B appointed X as director`: the office's own relation, `appointed_by_firm`, says which)
       rf"(?P<b>{ORG}){_PRE30}\b(?:employs|employed|hired|hires|(?:appointed|appoints)(?!\s+{PER}\s+as\s))\s+(?P<a>{PER})"
       # (not `B appointed X (as) director of C`: an office at another firm)
       rf"(?!\s+(?:as\s+)?(?:[\w-]+\s+){{1,5}}?(?:of|at)\s+(?:the\s+)?\ue000O)"
       rf"(?:\s+as\s+{_DET}{_ROLE_I})?", 0.8),
)

# words of the apposition's shape that name no job at the firm: a party to a trust, to a loan, to trade
_NOT_A_JOB = (r"(?:beneficiar|settlor|protector|enforcer|creditor|debtor|guarantor|borrower|lender|customer|supplier|"
              r"investor|donor|subscriber|competitor|rival|predecessor|successor|relative)")

# a party's town after a comma, a known place or a capitalized word (`Alpenrose Treuhand AG, Zug`): a deed's parties
_TOWN_AFTER = r"(?:\s*,\s*(?:\ue000L\d{1,4}\ue001|(?-i:[A-Z][\w-]+)))"
# academic styles before a name, as Swiss and German deeds write them (`Dr. iur.`, `lic. oec.`)
_ACADEMIC = r"(?:(?i:dr|lic|iur|prof|mag|ing|dipl|med|rer|pol|oec|phil|jur|habil)\.\s*){0,4}"
# one or two who sign for a party, each perhaps with the office (`X, Präsident des VR, and Y, Prokuristin`)
_SIGNING_FOR = (rf"{_ACADEMIC}{PER}(?:\s*,\s*(?:its\s+)?{OFFICE})?"
                rf"(?:\s*,?\s*and\s+{_ACADEMIC}{PER}(?:\s*,\s*(?:its\s+)?{OFFICE})?)?")
# Appositions and `of`: `X, a lobbyist with Y`, `X, the New York attorney`, `X of Y`, `X (Y)`. They
# run when a person placeholder is followed by a comma, a bracket or `of` (no role word needed).
APPOSITIONS: tuple[Pattern, ...] = (
    # a party to a deed represented by its officers, each named with the office (`Alpenrose Treuhand AG, Zug (the
    # "Fiduciary"), represented by Dr. iur. Urs Brunner, Präsident des Verwaltungsrates, and lic. iur. Corinne
    # Vetsch, Prokuristin`): each one's office of the party (the first, then the second)
    *(_p(name, "ROLE",
         rf"(?P<b>{ORG}){_TOWN_AFTER}{{0,2}}(?:\s*\([^()\n]{{0,80}}\))?\s*,?\s*"
         rf"(?:(?:duly|herein|hereby|legally|validly)\s+)?represented\s+(?:herein\s+|hereby\s+)?by\s+"
         rf"(?:(?:its|their)\s+)?{_ACADEMIC}{first}\s*,\s*(?:(?:its|their|the)\s+)?{role}"
         rf"(?=\s*(?:[,.;)]|$|\s+and\b))", 0.8)
      for name, first, role in (
          ("represented_by_office", rf"(?P<a>{PER})", _ROLE_I),
          ("represented_by_office_second", rf"{PER}\s*,\s*(?:(?:its|their|the)\s+)?{OFFICE}\s*,?\s*and\s+"
                                           rf"{_ACADEMIC}(?P<a>{PER})", _ROLE_I))),
    # a job title in capitals between a name and a firm, of those no list of offices holds (`Helena Vasileiou,
    # Senior Associate, Petrakis Whitfield LLP`, `Stefanie Wolter, Senior Investigator, Brandt & Sohn GmbH`): a
    # signature's or a letterhead's line, closing there
    _p("titled_appositive_org", "EMPLOYED_BY",
       rf"(?P<a>{PER})\s*,\s*(?:(?-i:[A-Z][a-z]+)\s+){{0,3}}(?-i:{_JOB_TITLE_HEADS})\s*,\s*(?:the\s+)?(?P<b>{ORG})"
       rf"(?=[ \t]*(?:\r?\n|$|[.;]))", 0.7),
    _p("role_appositive_any", "ROLE",
       # (`Jane Roe, the wife of John Doe, is the sole director of B`: a verb after the comma ends
       # an apposition; what follows is the sentence's predicate, not John Doe's job)
       rf"(?P<a>{PER})\s*,\s*{BIO_TAG}?(?!(?:am|is|was|are|were|has|had|have|became|becomes|remains|remained|serves|served|"
       rf"but|and|or|yet|while|whereas|although|though)\s)"
       # (not another relative clause: `X, who chairs the procurement committee of B`)
       rf"(?:who\s+is\s+|as\s+)?(?!(?:who|whom|whose|which|that)\s)(?:(?:a|an|the|another|its)\s+)?"
       rf"(?P<role>(?:[A-Za-z-]+\s+){{0,5}}?"
       rf"(?!{_NOT_A_JOB})[a-z-]{{2,30}}(?:ist|er|or|ian|man|woman|person|ant|ent|ive|ary|ee|al))\s+(?:with|at|for|of)\s+"
       rf"{_THE_FIRM}(?P<b>{ORG}){_NOT_ITS}", 0.75),
    # `John Smith, Acme Corp's chief financial officer,`, `Jane Roe, the Beta Ltd company secretary`: an
    # office named after the firm, the apposition ending with it
    _p("role_appositive_possessive", "ROLE",
       rf"(?P<a>{PER})\s*,\s*{TAG}(?:(?:a|an|the)\s+)?(?P<b>{ORG})(?:\s?['’]s?)?\s+{_ROLE_I}"
       rf"(?:\s+and\s+(?P<and2>[\w%\s-]{{1,40}}?))?(?=\s*(?:[,.;:)]|$|\s+(?:and|who|since|until|from|between)\b"
       # (an office's region: `Norland's head of sales for Latin America`, `CRI's Country Director for West
       # Africa`)
       rf"|\s+(?:for|in)\s+(?:the\s+)?{LOC}|\s+for\s+(?:the\s+)?(?-i:[A-Z][a-z]+)))", 0.8),
    _p("role_appositive_org_noun", "ROLE",
       rf"(?P<a>{PER})\s*,\s*(?:(?:a|an|the|another)\s+)?(?:(?:former|senior|chief|top|veteran)\s+)?(?P<b>{ORG})"
       rf"(?:\s?['’]s?)?\s+(?P<role>(?:former\s+)?(?!former\b)[a-z-]{{2,30}}"
       rf"(?:ist|er|or|ian|man|woman|person|ant|ent|ive|ary|ee|al))\b"
       # (not a function before the office: `Acme Ltd's procurement head`, `B's treasury manager`)
       rf"(?!\s+(?:head|director|manager|officer|chief|lead|chair|controller|counsel|secretary)\b)", 0.75),
    _p("role_appositive_noun", "ROLE",
       rf"(?P<a>{PER})\s*,\s*(?:\d{{1,3}}\s*,\s*)?(?:who\s+(?:is|was)\s+)?(?:(?:a|an|the|its|his|her|their)\s+)?"
       rf"(?P<role>{_LOWER_WORDS}(?:{_WORK_NOUNS}))\s+(?:of|at|for|with)\s+(?:the\s+)?{_LOWER_WORDS}(?P<b>{ORG})"
       rf"{_NOT_ITS}", 0.75),
    _p("role_field_appositive", "ROLE",
       rf"(?P<a>{PER})\s*,\s*{TAG}(?:who\s+(?:is|was)\s+)?(?:(?:a|an|the)\s+)?(?P<role>{_LOWER_WORDS}(?:{_WORK_NOUNS})"
       rf"\s+(?:of|for|in)\s+{_FIELD})\s+(?:at|for|with)\s+(?:the\s+)?(?P<b>{ORG})", 0.75),
    # (not a gerund's object: `accused X of paying B`)
    _p("person_of_org", "EMPLOYED_BY",
       rf"(?P<a>{PER})(?:\s*,\s*\d{{1,3}}\s*,)?\s+of\s+(?!(?-i:[a-z]{{2,20}}ing)\s)(?:the\s+)?{_LOWER_WORDS}"
       rf"(?:{LOC}\s?['’]s\s+)?"
       rf"(?P<b>{ORG})", 0.7),
    # `Laszlo Nagy at Danube Consulting Kft confirmed the details`: who speaks for a firm, named with it
    # as the subject of a verb of saying (not `met X at B`: a place)
    _p("person_at_org_said", "EMPLOYED_BY",
       rf"(?:^|(?<=[.;:]\s)|(?<=\band\s)|(?<=\bthat\s))(?P<a>{PER})\s+at\s+(?:the\s+)?(?P<b>{ORG})\s+"
       rf"(?:(?:has|had|also|then|later)\s+)?(?:confirmed|said|says|told|wrote|writes|replied|explained|stated|"
       rf"informed|advised|agreed|asked|noted|called|emailed|approved|signed|sent|declined|refused)\b", 0.7),
    # `Jeffrey Laitman of New York's Mount Sinai School of Medicine`: where the person works
    # `Maria Lopez (Northwind Bank)`, `Ann Hill (of Fenwick Marsh LLP)`: a person's firm in brackets, as
    # attendance lists and meeting notes write it
    # (not a mail's display name, `"Julien Nioche (JIRA)" <jira@apache.org>`: the system that sent it)
    _p("person_paren_org", "EMPLOYED_BY",
       rf"(?P<a>{PER})\s*\(\s*(?:of\s+|from\s+|at\s+|for\s+)?(?:the\s+)?(?P<b>{ORG})\s*\)(?![\"”'’]?\s*<)", 0.7),
    # `John Smith (Beta Ltd's CFO)`, `Jane Roe (director of Beta Ltd)`: the office in the bracket
    _p("person_paren_role", "ROLE",
       rf"(?P<a>{PER})\s*\(\s*(?:the\s+)?(?P<b>{ORG})(?:\s?['’]s?)?\s+{_ROLE_I}\s*\)", 0.75),
    _p("person_paren_role_of", "ROLE",
       rf"(?P<a>{PER})\s*\(\s*{_DET}{_ROLE_I}\s+(?:of|at)\s+(?:the\s+)?(?P<b>{ORG})\s*\)", 0.75),
    _p("person_of_place_org", "LOCATED_IN", rf"(?P<a>{PER})\s+of\s+(?P<b>{LOC})\s?['’]s\s+{ORG}", 0.7),
    _p("person_of_place_bare", "LOCATED_IN",
       rf"(?P<a>{PER})\s+of\s+(?P<b>{LOC})(?!\s?['’]s|\s+(?-i:[A-Z])|-)", 0.7),
    _p("person_from_place", "LOCATED_IN",
       rf"(?P<a>{PER})\s*,\s*(?:a|an|the)\s+{_LOWER_WORDS}from\s+(?P<b>{LOC})(?!\s?['’]s)", 0.7),
    _p("person_noun_in_place", "LOCATED_IN",
       rf"(?P<a>{PER})\s*,\s*{TAG}(?:a|an|the)\s+(?:(?!{_FUNCTION}\b)[\w-]+\s+){{0,3}}?(?:{_PLACED_NOUN})\s+"
       rf"(?:in|from)\s+(?P<b>{LOC})(?!\s?['’]s|-)", 0.7),
    _p("person_place_role", "LOCATED_IN",
       rf"(?P<a>{PER})\s*,\s*(?:a|an|the)\s+(?P<b>{LOC})(?:-based)?(?:\s*,\s*{LOC}\s*,)?\s+{_LOWER_WORDS}"
       rf"(?-i:{_PERSON_ROLE_WORD})\b", 0.7),
)

_SUBSIDIARY = (r"(?:(?P<all>wholly[- ]owned|100%[- ]owned)\s+"
               r"|(?P<pct>\d{1,2}(?:\.\d{1,2})?[ ]?(?:%|per[ ]?cent)(?:[- ]owned)?)\s+|"
               r"(?:(?:majority|partly|jointly|indirectly|directly)"
               r"[- ]owned|indirect|direct|principal|main|operating|local|offshore|foreign|trading)\s+){0,2}"
               r"subsidiar(?:y|ies)")
_PARENT = (r"(?:ultimate\s+|immediate\s+|direct\s+)?(?:parent(?:\s+(?:company|entity|firm|group|undertaking))?|"
           r"holding\s+company)")
_HELD_BY = (r"(?:is|are|was|were|has\s+been|have\s+been|had\s+been)\s+(?:(?:all|each|both|wholly|jointly|now|still|"
            r"currently|legally|directly|indirectly|not|never|no\s+longer)\s+){0,2}(?:held|owned)\s+"
            # (its share after the verb: `are held 100% by A`)
            rf"(?:(?P<pct_by>{PCT})\s+)?by\s+(?:the\s+)?")
# `A and two entities he controls, B and C`: the firms named after a party and its pronoun
_FIRMS_HE = (r"\s+and\s+(?:(?:the|two|three|four|five|several|various|multiple|other|\d{1,2})\s+)?"
             r"(?:(?:other|related)\s+)?"
             r"(?:entities|companies|firms|businesses|vehicles|corporations|shell\s+companies)\s+(?:that\s+|which\s+)?"
             r"(?:he|she|they|\ue000P\d{1,4}\ue001)\s+(?:(?:also|secretly|effectively|ultimately|beneficially|allegedly)\s+)?")
_NAMED_FIRMS = rf"\s*(?:,|:)?\s*(?:namely\s+)?(?:the\s+)?(?P<b>{ORG})"
# held of record by a party: `registered in the name of his sister-in-law, X`
_IN_NAME_OF = (r"(?:(?:also|formally|nominally|officially|still)\s+)?(?:registered|held|owned)\s+"
               r"(?:in\s+the\s+names?\s+of|(?<=registered\s)to)\s+"
               r"(?:(?:his|her|its|their|\ue000[OP]\d{1,4}\ue001(?:\s?['’]s)?)\s+[\w-]+(?:\s+[\w-]+)?\s*,\s*)?")
# an arrow between an owner and what it owns, in a chart of holdings
_ARROW = r"(?:[-—–=]+>|→|⟶|➔|➝|⇒)"
# a holding named by its noun (`25% stake`, `entire shareholding`) and what passes it on
_HOLDING_NOUN = (rf"(?:(?P<pct>{PCT})\s+)?(?:(?:direct|indirect|equity|entire|whole|controlling|majority|minority|"
                 r"remaining)\s+)?(?:stake|shareholding|equity\s+interest|ownership\s+interest|shares|"
                 # (a participation in an LLP's or a GmbH's capital: `her 60% participation interest in B`; an interest
                 # with its share: `his 25% interest in B`)
                 r"participation(?:\s+interest)?|participating\s+interest|(?<=%\s)interest)")
_PASSED_ON = r"(?:sold|transferred|assigned|gifted|disposed\s+of)"
OWNERSHIP: tuple[Pattern, ...] = (
    _p("beneficial_owner", "BENEFICIAL_OWNER_OF",
       rf"{_A}{_PRE40}\b{_BE}\s+(?:\w+\s+){{0,3}}?{_DET}(?:ultimate\s+|sole\s+|true\s+|real\s+)?"
       rf"beneficial\s+owners?\s+of\s+{_B}", 0.9),
    _p("beneficially_owns", "BENEFICIAL_OWNER_OF",
       rf"{_A}{_PRE40}\bbeneficially\s+(?:owns|owned|holds|held)\s+(?:(?P<pct>{PCT})\s+of\s+)?"
       rf"(?:the\s+shares\s+(?:of|in)\s+)?(?:the\s+)?(?P<b>{PARTY})", 0.9),
    _p("owns", "OWNS", rf"{_A}{_PRE40}\b{_HOLDS_OF}(?P<b>{PARTY})", 0.9),
    # a count of shares, then what share of a firm's capital it is (`Ligure is the owner of 3,000
    # participaciones sociales, numbered 1 to 3,000, of one euro each, representing one hundred percent of
    # the share capital of B`)
    _p("owns_representing", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|holds|held|{_BE}\s+the\s+(?:(?:sole\s+)?(?:legal\s+and\s+beneficial|registered|legal|"
       rf"beneficial)\s+)?(?:owner|holder)\s+of)\s+(?:[^;\ue000]|\ue000M\d{{1,4}}\ue001){{1,120}}?\brepresenting\s+"
       rf"(?:(?P<pct>{PCT})|(?P<all>one\s+hundred\s+(?:per\s*cent\.?|percent)|all|the\s+entire))\s+(?:of\s+)?(?:the\s+)?"
       rf"(?:issued\s+)?(?:share|quota)\s+capital\s+of\s+(?:the\s+)?(?P<b>{ORG})", 0.85),
    # `X holds 99 per cent. of its quota capital`, `A owns all of B's issued shares`: the capital's firm
    # named by its possessive
    _p("owns_possessed_capital", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|own|holds|held|hold|has|had|controls|controlled|control|acquired|bought)\s+"
       rf"(?:(?P<pct>{PCT})|(?P<all>all|the\s+(?:entire|whole)))\s+of\s+(?P<b>{PARTY})\s?['’]?s?\s+{_CAPITAL_KIND}"
       rf"(?:{_SHARE_WORD}|(?:share|quota)\s+capital|capital|equity|stock)\b", 0.85),
    # `B, a Panamanian shell company registered in the name of his sister-in-law, X`, `B is held in
    # the name of X`, `the shares of B are registered in the name of X`: X is its owner of record
    _p("in_name_of", "OWNS",
       # (what it is worth may be said between: `The yacht X, worth an estimated $90 million, is registered to A`)
       rf"(?<!\bof\s)(?<!\bat\s)(?<!\bwith\s)(?P<b>{ORG}){_PAREN}{_WORTH_ASIDE}"
       rf"(?:\s*,\s*{_A_FIRM_THAT}(?:(?:is|was)\s+)?|\s+{_BE}\s+)"
       # (after another predicate: `OCEAN GRACE is managed by C of Dubai and registered to A`)
       rf"(?:(?:[\w-]+\s+|\ue000[LDO]\d{{1,4}}\ue001\s+){{1,8}}?and\s+)?"
       rf"{_IN_NAME_OF}(?P<a>{PARTY})", 0.8),
    # `The shares of B are split equally between X and Y`, `B's shares are divided between X and Y`
    _p("shares_split_between", "OWNS",
       rf"\bthe\s+shares\s+(?:of|in)\s+(?:the\s+)?(?P<b>{ORG})\s+{_SPLIT_BETWEEN}(?P<a>{PARTY})", 0.8),
    _p("shares_split_between_possessive", "OWNS",
       rf"(?P<b>{ORG})\s?['’]s?\s+shares\s+{_SPLIT_BETWEEN}(?P<a>{PARTY})", 0.8),
    _p("shares_in_name_of", "OWNS",
       rf"\bthe\s+shares\s+(?:of|in)\s+(?:the\s+)?(?P<b>{ORG})\s+{_BE}\s+{_IN_NAME_OF}(?P<a>{PARTY})", 0.8),
    # an ownership chart written with arrows: `A → 100% → B`, `A -> 75% -> B`, `A —100%→ B`
    _p("owns_arrow", "OWNS",
       rf"(?P<a>{PARTY})(?:\s*\([^()\ue000\n]{{0,30}}\))?\s*(?:{_ARROW}\s*|[-—–]+\s*)(?P<pct>{PCT})\s*{_ARROW}\s*"
       rf"(?P<b>{PARTY})", 0.8),
    # `Vance Family Properties LP, a partnership in which Mr. Vance holds a 60% interest`
    _p("owns_in_which", "OWNS",
       # (what it is, in a few words: `the Lisbon-based fuel supplier in which B has held a 35% stake`)
       rf"(?P<b>{ORG})\s*,\s*(?:(?:an?|the|another)\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001[\w-]*)\s+){{0,2}}?"
       rf"[a-z][\w-]*\s+)?in\s+which\s+"
       # (several holders, maybe named by office first: `in which two directors, X and Y, hold a
       # combined 60% interest`: each holds a part, none the whole share)
       rf"(?:(?:two|three|four|several|its|the|our|their)\s+(?:[\w-]+\s+)?(?:directors|shareholders|partners|"
       rf"officers|members|executives|employees)\s*,\s*)?"
       rf"(?P<others>(?:{PARTY}\s*(?:,\s*(?:and\s+)?|\s+and\s+)){{1,4}})?{KIN_FIRST}?{_A}\s*,?\s+"
       rf"(?:(?:also|still|now|indirectly|directly|personally|jointly|together)\s+)?"
       rf"(?:(?:has|have|had)\s+(?:held|owned|retained)|holds|hold|held|has|have|had|owns|own|owned|retains|retain|"
       rf"retained)\s+(?:an?\s+|the\s+)?"
       rf"(?:(?:combined|joint|total|aggregate)\s+{PCT}\s+|"
       # (`40% of the shares`)
       rf"(?P<pct>{PCT})\s+(?:of\s+(?:the\s+|its\s+)?(?:issued\s+)?)?|"
       rf"(?:majority|minority|controlling|significant|substantial)\s+)?(?:[\w-]+\s+)?"
       rf"(?:interest|stake|shares?|shareholding|holding|equity)", 0.8),
    _p("firms_he_owns", "OWNS",
       rf"(?P<a>{PARTY}){_FIRMS_HE}(?:owns|owned|holds|held)(?:\s+and\s+(?:controls|controlled))?{_NAMED_FIRMS}", 0.8),
    # `A holds 50% of B through C` (`via his company C`): C holds the shares; A owns them through it
    # (beneficially: `relations._read`)
    _p("owns_through", "OWNS",
       rf"{PARTY}{_PRE40}\b(?:{_HOLDS_OF}|(?:owns|owned|holds|held)\s+(?:the\s+)?)(?P<b>{PARTY}){THROUGH_VEHICLE}(?P<a>{PARTY})",
       0.85),
    # the passive: `B is owned by A through C`, `B is held by A via his company C`: C holds B
    # (a family may be the owner: `wholly owned by the Cardona family through Cardona Family Office SA`)
    # (also a participle's aside: `B, owned by A through a Maltese holding company, C, won …`)
    _p("owned_by_through", "OWNS",
       rf"(?P<b>{ORG})(?:{_PRE40}\b{_BE}\s+(?:(?:itself|also)\s+)?|\s*,\s*)"
       rf"(?:(?:wholly|ultimately|indirectly|beneficially|secretly)\s+)?"
       rf"(?:owned|held)\s+by\s+(?:the\s+)?(?:{PARTY}|(?-i:[A-Z][\w-]+)\s+family){THROUGH_VEHICLE}(?P<a>{PARTY})"
       rf"(?!\s?['’]s)", 0.8),
    # ... and A owns the vehicle: `B is owned by A through a Maltese holding company, C`
    _p("owned_by_through_vehicle", "OWNS",
       rf"{ORG}(?:{_PRE40}\b{_BE}\s+(?:(?:itself|also)\s+)?|\s*,\s*)"
       rf"(?:(?:wholly|ultimately|indirectly|beneficially|secretly)\s+)?(?:owned|held)\s+by\s+{_THE_A}\s*,?\s+"
       rf"(?:indirectly\s+)?(?:through|via)\s+(?:a|an|its|his|her|their|\ue000[OP]\d{{1,4}}\ue001)\s+"
       rf"(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{0,2}}?(?:holding\s+company|company|vehicle|subsidiary)"
       rf"(?:\s*,|\s+(?:called|named|known\s+as))?\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    # `A held 75% of B through its subsidiary C`: A owns C too
    _p("through_own_subsidiary", "OWNS",
       # (not the passive: in `B is owned by A through its holding company C`, C holds B)
       rf"{_A}{_PRE40}\b(?:owns|owned|holds|held|has|had|acquired|controls|controlled)(?!\s+by\b)\s+"
       rf"(?:[^\ue000;]|\ue000[MDL]\d{{1,4}}\ue001){{0,40}}?"
       rf"{PARTY}\s*,?\s+(?:indirectly\s+)?(?:through|via)\s+(?:its|their|his|her|a|an|\ue000[OP]\d{{1,4}}\ue001)\s+"
       rf"(?:wholly[\s-]owned\s+|own\s+|offshore\s+|family\s+|personal\s+|\ue000L\d{{1,4}}\ue001\s+)?"
       rf"(?:subsidiary|holding\s+company)(?:\s*,|\s+(?:called|named|known\s+as))?\s+(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `A, through C, holds 30% of B`: the vehicle named first (A owns through it: `relations._read`)
    _p("owns_through_fronted", "OWNS",
       rf"{PARTY}{THROUGH_VEHICLE}(?P<a>{PARTY})\s*,\s*(?:(?:also|still|now)\s+)?{_HOLDS_OF}(?P<b>{PARTY})", 0.85),
    # `A holds 20 of its 100 shares`, `A owns 250 of the 1,000 issued shares of B`: the share it holds
    _p("owns_count_of", "OWNS",
       rf"{_A}{_PRE40}\b{_HOLDS_COUNT}the\s+{_TOTAL_SHARES}\s+(?:of|in)\s+{_B}", 0.85),
    _p("owns_count_of_its", "OWNS",
       rf"{_A}{_PRE40}\b{_HOLDS_COUNT}(?P<b>{PARTY})(?:\s?['’]s)?\s+{_TOTAL_SHARES}", 0.85),
    _p("owns_shares", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|holds|held)\s+(?:\ue000[OP]\d{{1,4}}\ue001\s+)?"
       rf"(?P<b>{PARTY})\s+(?:shares|stake|shareholding)", 0.8),
    # a list of holdings: `Meridian Capital LLP — 40% of Orion Trading FZE`, `Helen Marsh: 75% of
    # Meridian Capital LLP`, `Helen Marsh (75% of Meridian Capital LLP)`
    _p("owns_listed", "OWNS",
       rf"{_A}\s*(?:[:—–]|\s-{{1,2}}|\()\s*(?P<pct>{PCT})\s+(?:of|in)\s+(?:the\s+)?(?:(?:issued\s+)?shares\s+"
       rf"(?:of|in)\s+(?:the\s+)?)?(?P<b>{PARTY})(?=\s*(?:[).,;]|$))", 0.85),
    # `A holds his interest in B via a nominee, N`: A owns B in truth, N of record
    _p("interest_via_nominee", "BENEFICIAL_OWNER_OF",
       rf"{_A}{_PRE40}\b(?:holds|held|hold|owns|owned)\s+(?:his|her|its|their|\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?)\s+"
       rf"(?:(?P<pct>{PCT})\s+)?"
       rf"(?:interest|stake|shares|shareholding)\s+in\s+{_B}\s+(?:via|through)\s+(?:a|his|her|its|their)\s+"
       rf"nominee(?:\s+shareholder)?\b", 0.8),
    # `A holds his stake in B through C`, `B is owned through a chain of companies by A`: A is B's
    # owner in truth, whoever holds the shares
    _p("interest_through_party", "BENEFICIAL_OWNER_OF",
       rf"{_A}{_PRE40}\b(?:holds|held|hold|owns|owned)\s+(?:his|her|its|their|\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?)\s+"
       rf"(?:(?P<pct>{PCT})\s+)?(?:interest|stake|shares|shareholding)\s+in\s+{_B}\s+(?:indirectly\s+)?(?:via|through)\s+"
       rf"(?:the\s+)?(?:(?:a|an)\s+(?:[\w-]+\s+)?(?:company|entity|vehicle|trust)\s*,?\s*(?:called\s+|named\s+)?)?"
       rf"\ue000[OP]\d{{1,4}}\ue001", 0.8),
    _p("owned_through_by", "BENEFICIAL_OWNER_OF",
       rf"(?P<b>{ORG}){_PRE30}\b(?:is|was|are|were|has\s+been|had\s+been)\s+(?:(?:ultimately|indirectly|beneficially)\s+)?"
       rf"(?:owned|held|controlled)\s+(?:indirectly\s+)?(?:through|via)\s+(?:[^\ue000;.]|\ue000O\d{{1,4}}\ue001){{1,80}}?"
       rf"\s+by\s+{_THE_A}", 0.8),
    _p("nominee_of_record", "OWNS",
       rf"\b(?:interest|stake|shares|shareholding)\s+in\s+(?:the\s+)?(?P<b>{ORG})\s+(?:via|through)\s+"
       rf"(?:a|his|her|its|their)\s+(?P<role>nominee)(?:\s+shareholder)?\s*,?\s+{_THE_A}", 0.8),
    # `The shares in B are held by N as nominee for M`, `N holds the shares of B as nominee for M`:
    # M owns B through N
    _p("nominee_for", "BENEFICIAL_OWNER_OF",
       rf"shares?\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})[^\ue000.;]{{0,30}}?\bheld\s+by\s+{PARTY}\s+{_FOR_OWNER}"
       rf"\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `The shares of B are held in trust for M by N`: the owner in truth named before the holder of record
    _p("nominee_for_first", "BENEFICIAL_OWNER_OF",
       rf"shares?\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})[^\ue000.;]{{0,30}}?\bheld\s+{_FOR_OWNER}\s+(?:the\s+)?"
       rf"(?P<a>{PARTY})\s+by\s+(?:the\s+)?{PARTY}", 0.8),
    _p("held_for_by", "OWNS",
       rf"shares?\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})[^\ue000.;]{{0,30}}?\bheld\s+{_FOR_OWNER}\s+(?:the\s+)?"
       rf"{PARTY}\s+by\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `B issued 1,000 new shares to A`, `B allotted shares to A`: A holds them
    _p("shares_issued_to", "OWNS",
       rf"(?P<b>{ORG}){_PRE30}\b(?:issued|issues|allotted|allots|allocated)\s+(?:(?:\d[\d,]*|\w+)\s+)?"
       rf"(?:(?:new|additional|ordinary|preference|preferred|further|bonus|bearer)\s+){{0,2}}shares?\s+to\s+(?:the\s+)?"
       rf"(?P<a>{PARTY})(?!\s?['’]s)", 0.8),
    # `Bearer shares in B were issued to A`, `1,000 new shares of B were allotted to A`
    _p("shares_issued_to_passive", "OWNS",
       rf"\bshares?\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})\s+(?:were|was|had\s+been|have\s+been)\s+"
       rf"(?:(?:later|subsequently|then|also)\s+)?(?:issued|allotted|allocated)\s+to\s+(?:the\s+)?"
       rf"(?P<a>{PARTY})(?!\s?['’]s)", 0.8),
    # `B's shares are held by N on behalf of M`
    _p("nominee_for_possessive", "BENEFICIAL_OWNER_OF",
       rf"(?P<b>{ORG})\s?['’]s?\s+(?:(?:entire|issued|registered)\s+)?shares?(?:\s+capital)?\s+(?:are|were|is|was)\s+"
       rf"(?:(?:all|each)\s+)?held\s+by\s+{PARTY}\s+{_FOR_OWNER}\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # (the nominee holds them of record: `N holds the shares of B as nominee for M`)
    # (or on trust: `N holds her shares in B on trust for M`, a declaration of trust's words)
    _p("holds_as_nominee", "OWNS",
       rf"{_A}{_PRE40}\b(?:holds|held)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|its\s+|his\s+|her\s+|their\s+|"
       rf"\ue000[OP]\d{{1,4}}\ue001\s+|(?P<pct>{PCT})\s+of\s+the\s+)?"
       rf"shares?\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})\s+(?:as\s+(?:a\s+|the\s+|its\s+)?(?P<role>nominee)\b|"
       rf"(?:on|in)\s+trust\s+for\b)", 0.8),
    _p("holds_as_nominee_for", "BENEFICIAL_OWNER_OF",
       rf"{PARTY}{_PRE40}\b(?:holds|held)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|its\s+|his\s+|her\s+|their\s+|"
       rf"\ue000[OP]\d{{1,4}}\ue001\s+|(?P<pct>{PCT})\s+of\s+the\s+)?"
       rf"shares?\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})\s+(?:as\s+(?:a\s+|the\s+|its\s+)?nominee\s+"
       # (`as nominee and bare trustee for and on behalf of A`)
       rf"(?:shareholder\s+)?(?:and\s+(?:bare\s+)?trustee\s+)?(?:for\s+and\s+on\s+behalf\s+of|for|of|on\s+behalf\s+of)|"
       rf"(?:on|in)\s+trust\s+for)\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `A increased its stake in B to 90%`, `A reduced its holding in B to 10%`: what A holds since
    _p("stake_changed_to", "OWNS",
       rf"{_A}{_PRE40}\b(?:increased|increases|raised|raises|reduced|reduces|cut|cuts|lowered|lowers|diluted)\s+"
       rf"{_DET_POSS}(?:(?:direct|indirect|equity)\s+)?(?:stake|shareholding|holding|interest|ownership)\s+in\s+{_B}"
       rf"(?:\s+from\s+{PCT})?\s+to\s+(?P<pct>{PCT})", 0.85),
    # `A has never held shares in B`, `A holds an equity interest in B`
    _p("holds_shares_in", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|own|holds|held|hold)\s+(?:any\s+|no\s+)?(?:shares|stock|equity|"
       rf"an?\s+(?:equity\s+|ownership\s+)?(?:stake|interest|shareholding))\s+(?:in|of)\s+{_B}", 0.85),
    # `A did not disclose its 40% interest in B`, `A concealed his stake in B`: the holding told of
    _p("told_own_stake", "OWNS",
       rf"{_A}{_PRE40}\b(?:disclosed|discloses|disclose|disclosing|declared|declares|declare|declaring|reported|"
       rf"reports|report|concealed|conceals|conceal|concealing|hid|hides|hide|hiding|registered|registers|register)\s+"
       rf"(?:its|his|her|their|\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?)\s+(?:(?P<pct>{PCT})\s+)?"
       rf"(?:(?:direct|indirect|beneficial|equity|ownership)\s+)?"
       rf"(?:stake|interest|shareholding|holding|ownership)\s+(?:in|of)\s+{_B}", 0.85),
    _p("owns_direct", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|own|owning|wholly\s+owns|acquired|acquires|acquire|bought|buys|buy|purchased|purchases|"
       rf"purchase|took\s+over|takes\s+over|take\s+over|inherited|inherits|inherit)"
       rf"(?:\s+(?:and|n?or)\s+(?:controls|controlled|control|operates|operated|runs|ran|manages|managed))?\s+{_B}",
       0.85),
    # a vessel named after what it is (`owns the tanker MV Polar Dawn`; `operates the vessel X`: CONTROLS)
    _p("owns_vessel_named", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|own|acquired|bought|purchased)\s+{_VESSEL_NOUN}(?P<b>{ORG})", 0.85),
    # `B was acquired by A in 2018`, `B was taken over by A`, `B was sold to A`: A owns B since (not
    # `B's assets were acquired by A`)
    _p("acquired_by", "OWNS",
       rf"(?P<b>{ORG})(?:\s*,[^\ue000;,]{{1,60}}?,)?\s+(?:(?:later|subsequently|then|eventually|"
       rf"ultimately|finally|itself)\s+)?(?:was|were|has\s+been|had\s+been|is\s+being|became)\s+"
       rf"(?:(?:later|subsequently|then|eventually|ultimately|finally|fully|wholly|never|not)\s+)?"
       rf"(?:(?:acquired|bought|purchased|taken\s+over)\s+by|sold\s+to|sold\s+(?:(?:in|on)\s+\ue000D\d{{1,4}}\ue001\s+)?"
       rf"by\s+(?:the\s+)?{PARTY}\s+to)\s+{_THE_A}", 0.8),
    # `B, which A owns,`, `B, which A acquired in 2019,`: the object before its owner
    _p("owns_relative", "OWNS",
       rf"(?P<b>{PARTY})\s*,\s*(?:which\s+|that\s+|{_A_FIRM_THAT}){_A}\s+"
       # (what the owner says of it: `which X accepts he owns`)
       rf"(?:{OWNER_SAYS}\s+"
       rf"(?:that\s+)?(?:he|she|they|it|\ue000[OP]\d{{1,4}}\ue001)\s+)?(?:(?:also|now|still|later|then|"
       rf"wholly|indirectly|secretly)\s+)?(?:owns|owned|acquired|bought|purchased)\b", 0.8),
    # `A sold B to C`, `A sold its 40% stake in B to C`, `A transferred its shares in B to C`: C owns
    # B (what it bought) from then on
    _p("sold_to", "OWNS",
       rf"{PARTY}{gap(40, 'LDA')}\b(?:(?:sold|sells|sell)\s+(?:all\s+(?:of\s+)?)?{_DET_POSS}"
       # (a share of the firm itself: `sold 51% of B to C`)
       rf"(?:(?P<pct>{PCT})\s+(?:of\s+(?=(?:the\s+)?\ue000))?)?(?:(?:entire|whole|remaining|controlling|majority|minority)\s+)?"
       # (a number of shares: `sold 120,000 shares of B to C`)
       rf"(?:(?:\d[\d,.]{{0,14}}\s+(?:(?:ordinary|common|preference|preferred)\s+)?)?"
       rf"(?:stake|interest|shareholding|holding|shares|equity)\s+(?:in|of)\s+)?|"
       rf"(?:transferred|transfers|assigned|assigns|gifted|gifts|gave|gives|donated|bequeathed|handed\s+over)\s+"
       rf"(?:all\s+(?:of\s+)?)?{_DET_POSS}"
       rf"(?:(?P<pct2>{PCT})\s+of\s+(?=(?:the\s+)?\ue000O)|(?:(?P<pct3>{PCT})\s+)?"
       rf"(?:(?:entire|whole|remaining|controlling|majority|minority)\s+)?"
       rf"(?:stake|interest|shareholding|holding|shares|equity|ownership)\s+(?:in|of)\s+))"
       rf"(?:the\s+)?(?P<b>{PARTY})\s+to\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # a holding said as its holder's (`Viktor Sokolov's 25% stake in B`, `used his shareholding in B
    # as collateral`): the holder owns B; `… was sold (transferred) to C`: held no more, and C owns it
    # (a pronoun's holding only after a verb that neither passes it on nor says how it is held: those
    # rules read the rest, `sold his stake in B`, `holds his stake in B through C`)
    # (sold, when a sale of it is said: `the 2019 sale of Ivanov's stake in B`)
    _p("stake_possessive", "OWNS",
       rf"(?:\b(?P<sold>sale|disposal|divestment)\s+(?:in\s+\ue000D\d{{1,4}}\ue001\s+)?of\s+)?"
       rf"(?P<a>{PARTY})\s?['’]s?\s+{_HOLDING_NOUN}\s+in\s+(?:the\s+)?(?P<b>{ORG})"
       rf"(?:\s+(?:was|were|had\s+been|has\s+been)\s+(?:later\s+|subsequently\s+|then\s+)?(?P<left>{_PASSED_ON}))?",
       0.8),
    _p("stake_pronoun", "OWNS",
       rf"\b(?:used|uses|pledged|pledges|mortgaged|mortgages|charged|declared|declares|disclosed|discloses|retained|"
       rf"retains|kept|keeps|valued|put\s+up|posted|offered|listed|by\s+virtue\s+of|through|via)\s+(?:all\s+(?:of\s+)?)?(?P<a>{PARTY})\s+"
       rf"{_HOLDING_NOUN}\s+in\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("stake_possessive_to", "OWNS",
       rf"{PARTY}\s?['’]s?\s+{_HOLDING_NOUN}\s+in\s+(?:the\s+)?(?P<b>{ORG})\s+(?:was|were|had\s+been|has\s+been)\s+"
       rf"(?:later\s+|subsequently\s+|then\s+)?{_PASSED_ON}\s+to\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `The shares of B were transferred from A to C`: C holds them (A's holding, `shares_passed_from`, ended)
    _p("shares_passed_to", "OWNS",
       rf"\b(?:(?P<pct>{PCT})\s+of\s+)?(?:the\s+|all\s+(?:the\s+)?|its\s+)?(?:issued\s+)?(?:shares?|stake|shareholding|"
       rf"share\s+capital)\s+(?:of|in)\s+(?:the\s+)?(?P<b>{ORG})\s+(?:was|were|had\s+been|has\s+been|have\s+been)\s+"
       rf"(?:later\s+|subsequently\s+|then\s+)?{_PASSED_ON}\s+(?:from\s+(?:the\s+)?{PARTY}\s+)?to\s+(?:the\s+)?"
       rf"(?P<a>{PARTY})", 0.8),
    _p("shares_passed_from", "OWNS",
       rf"\b(?:(?P<pct>{PCT})\s+of\s+)?(?:the\s+|all\s+(?:the\s+)?|its\s+)?(?:issued\s+)?(?:shares?|stake|shareholding|"
       rf"share\s+capital)\s+(?:of|in)\s+(?:the\s+)?(?P<b>{ORG})\s+(?:was|were|had\s+been|has\s+been|have\s+been)\s+"
       rf"(?:later\s+|subsequently\s+|then\s+)?(?P<left>{_PASSED_ON})\s+from\s+(?:the\s+)?(?P<a>{PARTY})\s+to\s", 0.8),
    # `the transfer of 500 shares in B from A to C` (a board's minutes): C holds them, A no more
    _p("share_transfer_to", "OWNS",
       rf"\b(?:transfer|assignment)\s+of\s+{_SHARES_OF}(?P<b>{ORG})\s+from\s+(?:the\s+)?{PARTY}\s+to\s+(?:the\s+)?"
       rf"(?P<a>{PARTY})", 0.8),
    _p("share_transfer_from", "OWNS",
       rf"\b(?P<left>transfer|assignment)\s+of\s+{_SHARES_OF}(?P<b>{ORG})\s+from\s+(?:the\s+)?(?P<a>{PARTY})\s+to\s",
       0.8),
    # `A sold his shares in B in 2020`, `A disposed of its 40% stake in B`: A held them, and no more
    # (`A never sold his shares in B` says nothing of when A held them: no claim)
    _p("sold_own_stake", "OWNS",
       rf"{_A}{_PRE40}(?<!\bnot\s)(?<!\bnever\s)(?<!n['’]t\s)\b(?P<left>sold|sells|disposed\s+of|divested|"
       rf"transferred|gifted|gave\s+away|assigned)\s+"
       rf"(?:all\s+(?:of\s+)?)?(?:(?:his|her|its|their|\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?)\s+(?:(?P<pct>{PCT})\s+)?"
       rf"(?:(?:entire|whole|remaining|controlling|majority|minority)\s+)?"
       rf"(?:stake|interest|shareholding|holding|shares|equity)|(?:the\s+)?ownership)\s+(?:in|of)\s+{_B}", 0.8),
    # `A holds 60% of B and C the remaining 40%`: the verb said once for both holders
    _p("owns_rest_gapped", "OWNS",
       rf"{PARTY}{_PRE40}\b(?:holds|owns|held|owned|has|had)\s+(?:an?\s+)?{PCT}\s+(?:(?:stake|interest)\s+)?(?:of|in)\s+"
       rf"(?:the\s+)?(?P<b>{ORG})\s*,?\s+and\s+(?P<a>{PARTY})\s+(?:the\s+)?(?:(?:remaining|other|last)\s+|"
       rf"(?:balance|rest)\s+of\s+the\s+)?(?P<pct>{PCT})(?!\s*(?:of|in)\s)", 0.8),
    # `the 2019 sale of Ivanov's stake in Ural Steel to Severny Metals`: the buyer holds it (the seller
    # held it: `stake_possessive`)
    _p("sale_of_stake_buyer", "OWNS",
       rf"\b(?:sale|disposal|divestment)\s+(?:in\s+\ue000D\d{{1,4}}\ue001\s+)?of\s+(?:{PARTY}\s?['’]s?\s+|(?:the|a|an)\s+)?"
       rf"{_HOLDING_NOUN}\s+(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})\s+to\s+(?:the\s+)?(?P<a>{PARTY})",
       0.8),
    _p("purchased_stake", "OWNS",
       rf"{_A}{_PRE40}\b(?:purchased|purchases|buys|bought|acquired|acquires|took|takes)\s+(?:an?\s+|the\s+)?"
       rf"(?:(?P<pct>{PCT})\s+)?(?:(?:controlling|majority|minority|further|additional)\s+)?"
       rf"(?:stake|interest|shareholding|holding)\s+(?:in|of)\s+{_B}", 0.85),
    # `A completed its acquisition of B`, `A has closed the purchase of 60% of B`: A owns B from
    # then on; `the acquisition of B by A` only once completed (`the proposed acquisition of B by A
    # was blocked` owns nothing)
    _p("completed_acquisition", "OWNS",
       rf"{_A}{_PRE40}\b(?:completed|completes|closed|closes|finali[sz]ed|finali[sz]es)\s+{_DET_POSS}"
       rf"(?:(?:proposed|planned|previously\s+announced|\w+\s+million|\w+\s+billion)\s+)?"
       rf"{_DEAL}\s+of\s+(?:{_DEAL_PART}|{_SHARE_COUNT}){_B}", 0.85),
    _p("acquisition_of_by", "OWNS",
       rf"\b(?:completed|closed|completion\s+of)\s+the\s+{_DEAL}\s+of\s+{_DEAL_PART}(?P<b>{ORG})\s+by\s+{_THE_A}",
       0.8),
    _p("acquisition_completed", "OWNS",
       rf"\bthe\s+{_DEAL}\s+of\s+{_DEAL_PART}(?P<b>{ORG})\s+by\s+{_THE_A}\s+{_WAS_COMPLETED}", 0.8),
    # `A completed the sale of B to C`, `the sale of its stake in B to C was completed`: C owns B
    _p("completed_sale", "OWNS",
       rf"\b(?:completed|closed|finali[sz]ed|completion\s+of)\s+{_DET_POSS}(?:sale|disposal)\s+of\s+{_DEAL_PART}"
       rf"(?P<b>{ORG})\s+to\s+{_THE_A}", 0.8),
    _p("sale_completed", "OWNS",
       rf"\bthe\s+(?:sale|disposal)\s+of\s+{_DEAL_PART}(?P<b>{ORG})\s+to\s+{_THE_A}\s+{_WAS_COMPLETED}", 0.8),
    # `B is owned by a trust whose beneficiary is X`: X owns B in truth, through a trust not named
    _p("owned_by_trust_whose", "BENEFICIAL_OWNER_OF",
       rf"(?P<b>{ORG}){_PRE40}\b{_BE}\s+(?:(?:wholly|ultimately|indirectly|beneficially)\s+)?(?:owned|held|controlled)\s+"
       rf"by\s+an?\s+(?:(?:[\w-]+|\ue000L\d{{1,4}}\ue001)\s+){{0,2}}?(?:trust|foundation)\s+"
       rf"(?:whose|of\s+which\s+the)\s+(?:(?:sole|only|main|ultimate|principal)\s+)?beneficiar(?:y|ies)\s+"
       rf"(?:is|are|was|were|include|includes)\s+{_THE_A}", 0.8),
    _p("owned_by", "OWNS",
       # (also in apposition: `B, a company owned by A,`)
       # (and a chart's or a list's dash: `B (BVI) — 100% owned by A`)
       # (its words may name a place: `B, a Cyprus company owned by A`)
       rf"(?P<b>{PARTY})(?:{_PRE40}\b{_BE}\s+(?:(?:a|an)\s+{_APPOSED_WORDS}|(?:\w+\s+){{0,2}}?)|(?:{_PLACE_ASIDE})?\s*,\s*(?:a|an)\s+"
       rf"{_APPOSED_WORDS}|(?:{PLACE_BRACKET})?\s+(?:[—–]|--?)\s+"
       # (a participle's aside: `Acme Ltd, owned by John Smith, paid B`; after a note in brackets:
       # `the tanker X (IMO 9312456), owned by B,`)
       rf"|(?:{PLACE_BRACKET})?\s*,\s*(?=(?:(?:wholly|jointly|ultimately|indirectly|directly|beneficially|secretly)\s+)?"
       rf"owned\s+(?:and\s+(?:controlled|managed|run|operated|directed)\s+)?by\b))"
       # (after another predicate: `B is a payment processor registered in Seychelles and owned by A`)
       rf"(?:(?:[\w-]+\s+|\ue000[LD]\d{{1,4}}\ue001\s+){{1,6}}?and\s+)?"
       rf"(?:(?P<pct>{PCT})[\s-]+)?(?P<all>wholly\s+)?"
       rf"(?:jointly\s+|partly\s+|majority[- ]|indirectly\s+|directly\s+|ultimately\s+)?"
       # (`owned and managed by A`: the other verb is `controlled_by`'s)
       rf"(?P<ben>beneficially\s+)?owned(?:{_DIRECTLY})?\s+(?:and\s+(?:controlled|managed|run|operated|directed)\s+)?(?:(?P<pct2>{PCT})\s+|(?P<half>50/50|50-50)\s+|(?P<ratio>\d{{1,2}}/\d{{1,2}}(?:/\d{{1,2}})?)\s+|(?:equally|jointly|in\s+equal\s+(?:shares|parts|proportions))\s+)?"
       rf"by{_DIRECTLY}?\s+{_OWNERS_COUNTED}?{_THE_A}", 0.9),
    # `B, which she understood to be owned by X`: what someone named (a pronoun's placeholder) believed of B
    _p("owned_by_believed", "OWNS",
       rf"(?P<b>{ORG})\s*,\s*(?:which|that)\s+(?:\ue000P\d{{1,4}}\ue001|I|we|he|she|they)\s+(?:understood|understands|"
       rf"believed|believes|thought|thinks|suspected|suspects|knew|knows|assumed|assumes)\s+(?:to\s+be|was|is)\s+"
       rf"(?:(?:wholly|ultimately|beneficially|secretly|jointly)\s+)?owned\s+by\s+{_THE_A}", 0.8),
    # `The shares of B are held by A`, `All shares in B are owned by A`, `B's entire share capital is held by A`
    # (`The LLP's sole economic interest is held by the Marlowe Foundation`)
    # `The other 55% of B belongs to A`, `40% of the shares in B belong to A`
    _p("share_belongs_to", "OWNS",
       rf"\b(?:(?:the\s+)?(?:other|remaining|rest\s+of\s+the)\s+)?(?P<pct>{PCT})\s+of\s+(?:the\s+(?:shares|capital)\s+"
       rf"(?:in|of)\s+)?(?:the\s+)?(?P<b>{ORG})\s+(?:(?:also|still|now)\s+)?(?:belongs|belonged|belong)\s+to\s+"
       rf"{_THE_A}", 0.8),
    # `Kovac Transport d.o.o., which belongs to his son Luka Kovac,`, `B belongs to A`: A owns B (not a
    # group's: `belongs to the Sokolov Group` is a member's, `group_member`)
    _p("belongs_to", "OWNS",
       rf"(?P<b>{ORG})(?:\s*,\s*(?:which|that)\s+|\s+)(?:(?:also|still|now|actually|really|in\s+fact|allegedly)\s+)?"
       rf"(?:belongs|belonged)\s+to\s+(?:(?:his|her|their|{PER}(?:\s?['’]s)?)\s+[\w-]+\s*,?\s*)?(?:the\s+)?"
       rf"(?P<a>{PARTY})(?!\s+(?:group|family|clan)\b)", 0.8),
    # `B, an Isle of Man company whose shares are held by A,`, `B, whose entire share capital is owned by A`
    _p("whose_shares_held_by", "OWNS",
       rf"(?P<b>{ORG})\s*,\s*(?:(?:a|an)\s+{_APPOSED_WORDS})?whose\s+(?:(?:entire|whole|issued|sole|only|registered)\s+)?"
       rf"(?:shares?|share\s+capital|stock|shareholding)\s+(?:are|were|is|was|have\s+been|has\s+been)\s+"
       rf"(?:(?:all|wholly|entirely|now)\s+)?(?:held|owned)\s+by\s+{_THE_A}", 0.85),
    # (a firm described before its name: `A company owned by Anna Berg, Orion Ltd, paid B`)
    _p("owned_described_first", "OWNS", _described_first(r"(?:wholly\s+|ultimately\s+|secretly\s+)?owned\s+by"), 0.8),
    _p("list_entry_owner", "OWNS",
       rf"\A\s*(?P<a>{PARTY}){_LIST_ENTRY_FIELDS}(?:(?:sole|majority|ultimate|beneficial)\s+)?(?:owner|shareholder)\s+"
       rf"of\s+(?:the\s+)?(?P<b>{ORG}){_LIST_ENTRY_END}", 0.8),
    _p("shares_held_by", "OWNS",
       rf"\b(?:(?P<pct>{PCT})\s+of\s+|(?P<all>all|100%)\s+(?:of\s+)?)?(?:the\s+)?(?:(?:issued|ordinary|voting)\s+)?"
       rf"(?:shares?|share\s+capital|equity)\s+(?:of|in)\s+(?:the\s+)?(?P<b>{PARTY})\s+{_HELD_BY}{_A}", 0.85),
    # `25% of B is held by A`, `The remaining 25% of B is owned by A` (a firm's part, its shares unsaid)
    _p("part_of_org_held_by", "OWNS",
       rf"(?<![\d.,])(?:(?:remaining|other|last|further)\s+)?(?P<pct>{PCT})\s+of\s+(?:the\s+)?(?P<b>{ORG})\s+{_HELD_BY}{_A}",
       0.85),
    _p("shares_held_by_possessive", "OWNS",
       # (a pronoun's placeholder has no `'s`: `Its shares are held by A`)
       rf"(?P<b>{PARTY})(?:\s?['’]s?)?\s+(?:(?P<all>entire|whole|sole)\s+)?(?:(?:issued|ordinary|voting|economic)\s+)?"
       rf"(?:shares|share\s+capital|equity|interest)\s+{_HELD_BY}{_A}", 0.85),
    # `A holds 51% of B, with the balance held by C`
    _p("balance_held_by", "OWNS",
       rf"\b(?:with\s+)?the\s+(?:balance|remainder|rest)(?:\s+of\s+the\s+(?:shares|equity|capital))?\s+"
       rf"(?:(?:is|was|are|were|being)\s+)?(?:\w+\s+)?(?:held|owned)\s+by\s+{_THE_A}", 0.8),
    # `A holds 60% of B and C holds the other 40%`: C owns the rest of the firm owned before it
    _p("holds_remaining", "OWNS",
       rf"{_A}{_PRE40}\b(?:holds|held|owns|owned)\s+the\s+(?:other|remaining|balance\s+of\s+the|rest\s+of\s+the)\s+"
       rf"(?P<pct>{PCT})", 0.8),
    # `B is owned by N, which holds the shares on trust for M`, `N holds the shares of B on bare trust for M`:
    # M owns B through N (the firm owned before it in the sentence when none is named)
    _p("holds_on_trust_for", "BENEFICIAL_OWNER_OF",
       rf"{PARTY}{_PRE40}\b(?:holds|held)\s+(?:all\s+(?:of\s+)?)?(?:the|its|those|these|(?P<pct>{PCT})\s+of\s+the)\s+"
       rf"shares?\s+(?:(?:in|of)\s+(?:the\s+)?(?P<b>{ORG})\s+)?(?:on\s+(?:a\s+)?(?:bare\s+|secret\s+)?trust|"
       rf"as\s+(?:a\s+|the\s+|its\s+)?nominee(?:\s+shareholder)?)\s+(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?P<a>{PARTY})",
       0.8),
    # `A owns 60% of B and C owns 40%`: C's share, of the firm owned before it in the sentence
    _p("holds_share_of_same", "OWNS",
       rf"\band\s+{_A}\s+(?:also\s+)?(?:holds|held|owns|owned|has|had)\s+(?P<pct>{PCT})(?=\s*(?:[.;,)]|$))", 0.8),
    # `B is owned 60% by A and 40% by C`: C's share, of the firm owned before it in the sentence
    _p("and_share_by", "OWNS",
       rf"(?:\band|,)\s+(?P<pct>{PCT})\s+by\s+{_THE_A}(?=\s*(?:[.;,)]|$|\s+and\b))", 0.8),
    _p("remaining_held_by", "OWNS",
       rf"\b(?:remaining|other|balance\s+of\s+the)\s+(?P<pct>{PCT})\s+(?:(?:is|was|are|were|being)\s+)?(?:\w+\s+)?"
       rf"(?:held|owned)\s+by\s+{_THE_A}", 0.8),
    # `B is a wholly-owned subsidiary of A`, `B, a subsidiary of A,`, `A, the parent company of B`, `B's
    # parent company, A,`, `A's subsidiary B`: A owns B (all of it when wholly owned)
    _p("subsidiary_of", "OWNS",
       rf"(?P<b>{PARTY}){_PRE40}\b{_BE}\s+(?:\w+\s+){{0,2}}?{_DET}{_SUBSIDIARY}\s+of\s+{_THE_A}", 0.85),
    _p("subsidiary_appositive", "OWNS",
       rf"(?P<b>{PARTY}){_PAREN}\s*,\s*(?:a|an|the|one\s+of\s+the)\s+{_SUBSIDIARY}\s+of\s+{_THE_A}", 0.85),
    _p("parent_appositive", "OWNS",
       rf"{_A}{_PAREN}\s*,\s*(?:the|its|their)\s+{_PARENT}\s+(?:of|to)\s+{_B}", 0.85),
    _p("possessive_parent", "OWNS",
       rf"(?P<b>{PARTY})(?:\s?['’]s?)?\s+{_PARENT}(?:\s*,\s*|\s+(?:is|was|,\s+namely)\s+){_THE_A}", 0.85),
    # `a loan from A, the Company's parent undertaking`, `A, its holding company,`: A owns B
    _p("parent_appositive", "OWNS",
       rf"(?P<a>{PARTY})\s*,\s*(?:being\s+)?(?:the\s+)?(?P<b>{PARTY})(?:\s?['’]s)?\s+{_PARENT}\b", 0.8),
    # `The ultimate parent undertaking of B is A` (a set of accounts' note)
    _p("parent_of_is", "OWNS",
       rf"\b[Tt]he\s+{_PARENT}\s+of\s+(?:the\s+)?(?P<b>{PARTY})\s+(?:is|was)\s+{_THE_A}", 0.85),
    _p("possessive_subsidiary", "OWNS",
       rf"{_A}(?:\s?['’]s?)?\s+{_SUBSIDIARY}\s*,?\s+(?:the\s+)?(?P<b>{PARTY})", 0.8),
    # `C holds the shares of B as nominee for A`, `… on behalf of A`: A is who owns B in truth
    _p("nominee_for", "BENEFICIAL_OWNER_OF",
       rf"\b(?:shares?|stake|interest|shareholding|shareholder|owner)\s+(?:in|of)\s+(?:the\s+)?(?P<b>{PARTY})\s*,?\s*"
       rf"(?:(?:as|acting\s+as)\s+(?:a\s+|the\s+|its\s+)?nominee\s+)?(?:on\s+behalf\s+of|for\s+the\s+benefit\s+of|"
       rf"in\s+trust\s+for|as\s+(?:a\s+|the\s+)?nominee\s+(?:for|of)(?:\s+and\s+on\s+behalf\s+of)?)\s+{_THE_A}", 0.85),
    # `N holds 50% of B in trust for M`, `N owns 1,000 shares in B as nominee for and on behalf of M`
    _p("holding_for_another", "BENEFICIAL_OWNER_OF",
       rf"{PARTY}{_PRE40}\b{_HOLDS_OF}(?P<b>{ORG})\s*,?\s+{_FOR_OWNER}\s+{_THE_A}", 0.85),
    _p("shareholder_of", "OWNS",
       rf"{_A}{_PRE40}\b{_BE}\s+{_FIRST_PREDICATE}(?:\w+\s+){{0,2}}?{_DET}(?:(?P<left>former|previous|erstwhile|one-time|onetime|ex-)"
       rf"\s*)?(?:(?P<pct2>{PCT})\s+)?(?:sole\s+|majority\s+|largest\s+|"
       rf"principal\s+|nominee\s+|controlling\s+|registered\s+|legal\s+|minority\s+|de\s+facto\s+|hidden\s+|"
       rf"secret\s+|actual\s+|true\s+|real\s+)?"
       rf"(?:and\s+beneficial\s+)?(?:(?:co-?|joint\s+)?(?:shareholder|owner)|parent(?:\s+company)?|holding\s+company|"
       rf"holder(?=s?\s+of\s+(?:\d|[a-z]+(?:[\s-]+[a-z]+){{0,3}}\s+\(\d)))s?"
       rf"\s+(?:of|in)\s+(?:(?P<pct>{PCT})\s+of\s+(?:the\s+(?:issued\s+)?shares\s+(?:of|in)\s+)?|{_SHARE_COUNT}|"
       # (the whole of it, its shares counted first: `the legal and beneficial owner of 10,000 ordinary
       # shares, being the entire issued share capital of B`)
       rf"(?:\d[\d,]{{0,12}}\s+(?:(?:ordinary|issued|fully\s+paid)\s+){{0,2}}shares\s*,\s*(?:being|representing|which\s+is)\s+)?"
       rf"(?P<all>the\s+(?:entire|whole)\s+{_CAPITAL_KIND}share\s+capital)\s+(?:of|in)\s+)?"
       rf"{_B}", 0.85),
)

# what a supplier sells, as a sentence names it (`its supplies`, `most of its raw materials`)
# (`its` may be its firm's placeholder; not `the cargo`: one shipment is a sale, no supply)
_GOODS_NOUN = (r"(?:supplies|goods|products|materials|stock|inventory|equipment|components|parts|fuel|cargo|produce|"
               r"merchandise|services|"
               # (commodities: `imports timber from B`, `sold scrap copper to B`)
               r"timber|lumber|wood|oil|crude|gas|coal|steel|iron|copper|aluminium|aluminum|nickel|zinc|metals?|ores?|"
               r"scrap|wheat|grain|rice|sugar|coffee|cocoa|cotton|tobacco|fertili[sz]ers?|cement|chemicals|"
               r"textiles|garments|clothing|electronics|machinery|vehicles|cars|trucks|pharmaceuticals|medicines|"
               r"seafood|fish|meat|gold|silver|diamonds|gemstones|weapons|arms|ammunition)")
_GOODS = (r"(?:(?:(?:(?:all|most|some)\s+of\s+)?(?:its|their|all|most|some|\ue000[OP]\d{1,4}\ue001)\s+)?"
          r"(?:(?!(?:the|a|an|this|that|these|those)\s)[\w-]+\s+)?"
          rf"{_GOODS_NOUN}\s+"
          # (or a quantity of something: `5,000 tonnes of wheat`, `two containers of textiles`)
          r"|(?:\d[\d,.]{0,12}|two|three|four|five|six|several|\w+\s+million)\s+(?:metric\s+)?(?:tonnes|tons|barrels|"
          r"containers|units|kilograms|kg|litres|liters|bags|cartons|pallets|shipments|consignments|cargoes|loads)\s+"
          r"of\s+(?:[\w-]+\s+){1,3}?"
          # (or a count of things: `400 routers`, `12 used trucks`)
          r"|\d[\d,]{0,9}\s+(?:[a-z][\w-]*\s+){1,2}?"
          # (or things by their worth: `valves worth £2.1 million`)
          # (not an asset sold once: `shares worth $5m`, `a villa worth €3m`)
          r"|(?!(?:(?:a|an|the|some|its|their|his|her)\s+)?(?:shares|stakes?|interests?|propert(?:y|ies)|houses?|"
          r"villas?|land|apartments?|flats?|buildings?|yachts?|companies|company|assets|securities|bonds|notes)\b)"
          r"(?:[a-z][\w-]*\s+){1,3}?worth\s+"
          r"(?:(?:about|around|some|over|nearly)\s+)?\ue000M\d{1,4}\ue001\s+)")
# who may sign for a firm's account, and the verb that names them
_SIGNERS = (r"(?:(?:sole|only|authori[sz]ed|joint|account|bank|current)\s+){0,2}"
            r"(?P<role>signator(?:y|ies)|signers?|signatories)")
_ARE_NAMED = r"(?:is|are|was|were|include|includes|included)\s+(?:(?-i:[A-Z][a-z]{0,4})\.\s+)?"
_CONTROLLING = r"(?:ultimate\s+|immediate\s+)?(?P<role>controlling\s+(?:party|person|shareholder))"
CONTROL: tuple[Pattern, ...] = (
    # a set of accounts' `ultimate controlling party` (`B's ultimate controlling party is A`, `The
    # ultimate controlling party of B is A`)
    _p("controlling_party", "CONTROLS",
       rf"(?P<b>{PARTY})\s?['’]s?\s+{_CONTROLLING}\s+(?:is|was)\s+{_THE_A}", 0.85),
    _p("controlling_party_of", "CONTROLS",
       rf"\b[Tt]he\s+{_CONTROLLING}\s+of\s+(?:the\s+)?(?P<b>{PARTY})\s+(?:is|was)\s+{_THE_A}", 0.85),
    # `Morozov's companies, including A and B`, `X's firms include A`, `among X's companies are A and B`:
    # each firm named is one of X's (under X's control; not who owns how much of it)
    _p("companies_including", "CONTROLS",
       rf"(?P<a>{PARTY})\s?['’]s?\s+(?:(?:own|other|main|offshore|shell|front|many|various|several)\s+)?"
       rf"(?:companies|firms|businesses|vehicles)\s*,?\s+(?:including|include|included|such\s+as|namely)\s+"
       rf"(?:the\s+)?(?P<b>{ORG})", 0.75),
    _p("companies_among", "CONTROLS",
       rf"\bamong\s+(?P<a>{PARTY})\s?['’]s?\s+(?:(?:own|other|main|offshore|shell|front|many|various|several)\s+)?"
       rf"(?:companies|firms|businesses|vehicles)\s+(?:are|were|is|was)\s+(?:the\s+)?(?P<b>{ORG})", 0.75),
    # `Pellworth Trading Limited is believed to be a front for Castellan Holdings Ltd`: the one it
    # fronts for controls it
    _p("front_for", "CONTROLS",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:{_BE}|acts\s+as|acted\s+as|serves\s+as|served\s+as|(?:is|was)\s+used\s+as)\s+"
       rf"(?:\w+\s+){{0,2}}?(?:an?\s+|the\s+)?(?:(?:mere|nominee|shell|straw)\s+)?(?:front|front\s+company|vehicle|"
       # (a judgment's `alter ego`: `B was at all material times the alter ego of A`)
       rf"conduit|proxy|shell|shell\s+company|straw\s+(?:man|company)|alter\s+ego|puppet|creature)\s+"
       rf"(?:for|of|(?:used|controlled|operated|run)\s+by)"
       rf"\s+(?:the\s+)?(?P<a>{PARTY})", 0.75),
    # what the press says of who runs a firm: `X calls the shots at B`, `X pulls the strings at B`, `X is the
    # man (the driving force, the brains) behind B`, `X has the final say at B`, `X makes all the decisions
    # for B`
    _p("idiom_controls", "CONTROLS",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:(?:calls|called|call|calling)\s+the\s+shots|(?:pulls|pulled|pull|pulling)\s+the\s+strings|"
       rf"{_BE}\s+(?:not\s+)?(?:(?:really|effectively|actually|widely\s+seen\s+as)\s+)?the\s+(?:(?:real|true|main|key)\s+)?"
       rf"(?:man|woman|person|figure|brains|mastermind|power|driving\s+force|force)(?=\s+behind\s)|"
       rf"(?:has|had|have)\s+the\s+(?:final|last)\s+(?:say|word)|"
       rf"(?:makes|made|make|making)\s+(?:all\s+)?(?:the\s+)?(?:key\s+|important\s+|real\s+)?decisions)\s+"
       rf"(?:at|in|over|for|of|behind|within)\s+(?:the\s+)?(?P<b>{ORG})(?!\s?['’]s)", 0.7),
    # `Beta Ltd is Tom Baker's vehicle for holding property`: whose vehicle (front, shell) it is controls it
    _p("possessive_front", "CONTROLS",
       rf"(?P<b>{PARTY}){_PRE40}\b{_BE}\s+(?:(?:merely|simply|just|only|effectively|essentially)\s+)?(?P<a>{PARTY})\s?['’]s?\s+"
       rf"(?:(?:own|personal|private|investment|holding|corporate|offshore|preferred|main)\s+)?"
       rf"(?:vehicle|front|front\s+company|shell|shell\s+company|conduit|proxy)\b", 0.75),
    # `A holds a power of attorney over the accounts of B`: A can act, and move money, for B
    _p("attorney_over", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:holds?|held|has|had|have|was\s+granted|has\s+been\s+granted|(?:{_BE}\s+)?given)\s+"
       rf"(?:an?\s+|the\s+)?(?:(?:general|special|limited|lasting|enduring|full)\s+)?(?P<role>power\s+of\s+attorney)"
       rf"\s+(?:over|for|on|from|to\s+act\s+for|to\s+(?:operate|manage|run))\s+(?:the\s+)?"
       rf"(?:(?:bank\s+)?accounts?\s+(?:of|held\s+by)\s+(?:the\s+)?)?"
       rf"{_B}(?:\s?['’]s\s+(?:bank\s+)?accounts?\b)?", 0.8),  # (`over B's accounts`)
    # `B granted a power of attorney to A`, `B executed a general power of attorney in favour of A`
    _p("attorney_granted", "CONTROLS",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:granted|grants|gave|gives|issued|executed|signed)\s+(?:an?\s+|the\s+)?"
       rf"(?:(?:general|special|limited|lasting|enduring|full|irrevocable)\s+)?(?P<role>power\s+of\s+attorney)\s+"
       rf"(?:in\s+favou?r\s+of|to)\s+{_THE_A}", 0.8),
    # `B granted A a power of attorney over its account`: the grantor first, the holder its first object
    _p("attorney_granted_double", "CONTROLS",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:granted|grants|gave|gives|issued)\s+{_THE_A}\s+(?:an?\s+|the\s+)?"
       rf"(?:(?:general|special|limited|lasting|enduring|full|irrevocable)\s+)?(?P<role>power\s+of\s+attorney)\b", 0.8),
    # `The Principal hereby appoints A as his attorney`, `B appointed A its attorney-in-fact`
    _p("attorney_appointed", "CONTROLS",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:appoints|appointed|appoint|nominates|nominated|constitutes|constituted)\s+"
       rf"(?:the\s+)?(?P<a>{PARTY})(?:\s*,[^\ue000;,]{{1,60}}?,|\s+of\s+(?:(?:the\s+)?\ue000[LO]\d{{1,4}}\ue001|[^\ue000;,.]{{1,50}}?)"
       rf"(?:\s*,\s*\ue000L\d{{1,4}}\ue001)?\s*,?)?\s+(?:to\s+(?:act|serve)\s+)?(?:as\s+)?(?:{_DET}|{PARTY}\s+)"
       rf"(?:(?:true|lawful|sole|joint|several|general|special)\s+(?:and\s+)?)*(?P<role>attorney)"
       rf"(?:-in-fact|\s+in\s+fact)?\b", 0.8),
    # `Power of attorney was granted to A to operate the bank account of B` (or `B's bank account`)
    _p("attorney_granted_to", "CONTROLS",
       rf"\b(?P<role>power\s+of\s+attorney)\s+(?:was\s+|were\s+|had\s+been\s+|has\s+been\s+)?(?:granted|given|issued)"
       rf"\s+to\s+{_THE_A}\s+(?:to\s+(?:operate|manage|run|sign\s+on|act\s+(?:on|for))|over|for)\s+(?:the\s+)?"
       rf"(?:(?:(?:bank|current|corporate)\s+)?accounts?\s+(?:of|held\s+by)\s+(?:the\s+)?)?{_B}", 0.8),
    _p("attorney_granted_to_possessive", "CONTROLS",
       rf"\b(?P<role>power\s+of\s+attorney)\s+(?:was\s+|were\s+|had\s+been\s+|has\s+been\s+)?(?:granted|given|issued)"
       rf"\s+to\s+{_THE_A}\s+(?:to\s+(?:operate|manage|run|sign\s+on)|over|for)\s+(?:the\s+)?(?P<b>{PARTY})\s?['’]s?\s+"
       rf"(?:(?:bank|current|corporate)\s+)?accounts?\b", 0.8),
    # `A used B as a front`, `A used Golden Reef Ltd as a vehicle for the bribes`: A controls B
    # `A used a shell company, B, to buy the property`, `through a front company, B,`
    _p("used_shell_named", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:used|uses|using|had\s+used|has\s+used)\s+(?:an?|the|his|her|their|its)\s+"
       rf"(?:(?:offshore|nominee|anonymous|secret)\s+)?(?:shell|front|cover|straw|offshore|nominee)\s+"
       rf"(?:company|firm|entity|vehicle|corporation)\s*,\s*(?:the\s+)?(?P<b>{ORG})\s*(?:,|\bto\b|\bfor\b)", 0.75),
    _p("used_as_front", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:used|uses|using|had\s+used|has\s+used)\s+(?:the\s+)?(?P<b>{ORG})\s+as\s+"
       rf"(?:an?\s+|his\s+|her\s+|their\s+|its\s+)?(?:(?:mere|nominee|shell|straw|corporate|offshore)\s+)?"
       rf"(?:front|vehicle|conduit|proxy|shell|cover)\b", 0.75),
    # `X acted as the nominee director of B on behalf of A`, `… of B, acting on the instructions of
    # A`: the one the nominee acts for controls B
    _p("nominee_director_for", "CONTROLS",
       rf"\bnominee\s+(?:director|officer|secretary|manager|signatory)\s+(?:of|at|for)\s+(?:the\s+)?(?P<b>{ORG})"
       rf"\s*,?\s+(?:(?:acting|who\s+act(?:s|ed)|and\s+act(?:s|ed))\s+)?(?:on\s+behalf\s+of|for|"
       rf"(?:on|under)\s+the\s+instructions\s+of|at\s+the\s+(?:direction|behest)\s+of)\s+{_THE_A}", 0.75),
    # `B is controlled by A through C`, `… via his company C`: C, A's vehicle, controls B
    _p("controlled_by_through", "CONTROLS",
       rf"(?P<b>{ORG}){_PRE40}\b{_BE}\s+(?:(?:ultimately|indirectly|effectively|secretly)\s+)?controlled\s+"
       rf"by\s+(?:the\s+)?{PARTY}{THROUGH_VEHICLE}(?P<a>{PARTY})(?!\s?['’]s)", 0.75),
    # `X used Silverline Ventures Corp. to launder the proceeds`, `used his company B to receive the
    # bribes`: the one who used a firm for the money controls it (a bank used is a bank's client)
    _p("used_to_launder", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:used|uses|using|had\s+used|has\s+used)\s+(?:the\s+|his\s+|her\s+|their\s+|"
       rf"\ue000P\d{{1,4}}\ue001\s+)?(?:(?:own\s+)?(?:company|firm|companies|offshore\s+company|entity)\s*,?\s+)?(?P<b>{ORG})\s*,?\s+"
       rf"(?:(?:and\s+its|and\s+their|its)\s+)?(?:(?:bank\s+)?accounts?\s+)?to\s+(?:(?:help|secretly)\s+)?"
       rf"(?:launder|hide|conceal|disguise|channel|funnel|route|receive|collect|hold|park|move|siphon)\b", 0.7),
    # `the First Defendant was the directing mind (and will) of the Second Defendant`: a judgment's
    # words for who controls a company
    _p("directing_mind", "CONTROLS",
       rf"{_A}{_PRE40}\b{_BE}\s+(?:(?:at\s+all\s+(?:material|relevant)\s+times|always|also|not|never)\s+)?"
       rf"(?:the|its)\s+(?:(?:real|true|sole|only|ultimate)\s+)?directing\s+mind(?:\s+and\s+will)?\s+"
       rf"(?:of|behind)\s+{_B}", 0.85),
    # `A took control of B in 2018`, `A gained (acquired, assumed) control of B`
    _p("took_control", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:took|takes|take|taking|taken|gained|gains|gain|acquired|acquires|assumed|assumes|seized|seizes|"
       rf"obtained|obtains)\s+(?:(?:full|effective|de\s+facto|operational|management|majority|sole)\s+)?control\s+"
       rf"(?:of|over)\s+(?:the\s+)?(?P<b>{PARTY})(?!\s?['’]s?\s+(?:accounts?|funds|money|assets|payments|board))",
       0.85),
    _p("controls", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:controls|controlled|control|controlling)\s+"
       rf"(?:(?:both|all\s+of|indirectly|directly|ultimately|effectively|de\s+facto)\s+)?(?:the\s+)?{_PLACED}(?P<b>{PARTY})",
       0.9),
    # `X controlled a network of "missing trader" companies, including A and B`: each one named
    _p("controls_firms_including", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:controls|controlled|ran|runs|operated|operates|set\s+up|used)\s+{_FIRMS_INCLUDING}"
       rf"(?P<b>{PARTY})", 0.8),
    _p("owns_firms_including", "OWNS",
       rf"{_A}{_PRE40}\b(?:owns|owned|acquired|bought|holds|held)\s+{_FIRMS_INCLUDING}(?P<b>{PARTY})", 0.8),
    # `X exercises (has, holds, retains) control over B`, `X has effective control of B`
    _p("control_over", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:exercises?|exercised|exercising|has|had|have|holds?|held|retains?|retained|maintains?|"
       rf"maintained|gained|acquired|took|takes)\s+(?:(?:no|sole|full|effective|ultimate|de\s+facto|operational|"
       rf"practical|significant|management)\s+){{0,2}}control\s+(?:over|of)\s+(?:the\s+)?(?P<b>{PARTY})"
       rf"(?!\s?['’]s)", 0.85),
    # `Mehmet Aydin operates Aydin Dis Ticaret A.S.`, `X runs Beta Ltd`: a firm run by a person is
    # controlled by them (not `manages Beta's accounts`: the possessive names what is managed)
    # (a firm described before its name: `a shell company controlled by X, Orion Ltd,`)
    _p("controlled_described_first", "CONTROLS",
       _described_first(r"(?:ultimately\s+|secretly\s+)?(?:controlled|run|managed)\s+by"), 0.8),
    _p("runs_vessel_named", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:operates|operated|operate|manages|managed|manage)\s+{_VESSEL_NOUN}(?P<b>{ORG})", 0.8),
    _p("runs_org", "CONTROLS",
       rf"(?P<a>{PER}){_PRE30}\b(?:runs|ran|operates|operated|manages|managed|running|managing)\s+"
       rf"(?:(?:both|effectively|de\s+facto|in\s+practice)\s+)?(?:the\s+)?"
       rf"(?:(?:day-to-day\s+|daily\s+)?(?:business|affairs|operations)\s+of\s+(?:the\s+)?)?"
       rf"(?:{LOC}{_PLACE_ADJ}\s+)?(?P<b>{ORG})(?!\s?['’]s?\b|\s+accounts?\b)",  # (`runs Singapore-based B`)
       0.75),
    # `B, an entity he secretly controlled`, `B, a company A owned`: the owner or controller in a
    # relative clause without its pronoun
    _p("entity_controlled_relative", "CONTROLS",
       rf"(?P<b>{PARTY})\s*,\s*{_A_FIRM_THAT}{_A}\s+(?:(?:also|secretly|effectively|ultimately|indirectly|in\s+fact|"
       rf"later|then|still)\s+)?(?:controls|controlled|runs|ran|manages|managed|operates|operated)\b", 0.8),
    # `B, which A controls,`: the object before who controls it
    _p("controls_relative", "CONTROLS",
       rf"(?P<b>{PARTY})\s*,\s*(?:which|that)\s+{_A}\s+(?:(?:also|now|still|later|then|effectively|"
       rf"secretly|ultimately)\s+)?(?:controls|controlled|runs|ran|manages|managed|operates|operated)\b", 0.8),
    # (not the place of an address or an account: `a deposit address at Binance controlled by B`)
    _p("controlled_by", "CONTROLS",
       rf"(?<!\baddress\sat\s)(?<!\baddresses\sat\s)(?<!\baccount\sat\s)(?<!\baccount\swith\s)"
       rf"(?<!\bwallet\sat\s)(?<!\bwallets\sat\s)"
       rf"(?P<b>{PARTY}){_PRE50}\b(?:controlled|run|directed|managed)(?:{_DIRECTLY}\s+|\s+(?:\w+\s+){{0,2}}?)by"
       rf"{_DIRECTLY}?\s+{_THE_A}",
       0.85),
    # `A is the sole signatory on B's account`, `A, an authorised signatory for B`: who can move B's money
    _p("signatory_of", "CONTROLS",
       rf"(?P<a>{PER})(?:{_PRE30}\b{_BE}\s+(?:(?:appointed|named|added|registered|made)\s+(?:as\s+)?)?|\s*,\s*)"
       rf"(?:also\s+)?{_DET}(?:(?:sole|only|authori[sz]ed|joint|"
       rf"(?:a|the)\s+second)\s+)?(?P<role>signator(?:y|ies))\s+(?:on|of|for|to)\s+(?:the\s+|all\s+(?:the\s+)?)?"
       rf"(?:(?:[\w-]+\s+)?(?:bank\s+)?accounts?\s+(?:of|held\s+by|in\s+the\s+name\s+of)\s+(?:the\s+)?)?"
       rf"(?P<b>{ORG})(?:\s?['’]s?)?(?:\s+(?:[\w-]+\s+)?accounts?)?", 0.8),
    # `B's account at C was opened with A as sole signatory`, `B opened an account with A as its signatory`
    _p("account_with_signatory", "CONTROLS",
       rf"(?P<b>{ORG})(?:\s?['’]s\s+(?:[\w-]+\s+){{0,2}}?accounts?\b|{_PRE30}\bopened\s+(?:an?|two|several|the)\s+"
       rf"(?:[\w-]+\s+){{0,2}}?accounts?\b)(?:[^\ue000;]|\ue000[ADLO]\d{{1,4}}\ue001){{0,80}}?\bwith\s+(?P<a>{PER})\s+"
       rf"as\s+(?:the\s+|its\s+|\ue000[OP]\d{{1,4}}\ue001\s+)?(?:(?:sole|only|authori[sz]ed|joint)\s+)?"
       rf"(?P<role>signatory|signer|mandate\s+holder)",
       0.8),
    # `A has signing authority over the accounts of B`, `holds a signing mandate for B`
    _p("signing_authority", "CONTROLS",
       rf"(?P<a>{PER}){_PRE30}\b(?:has|had|have|holds|held|hold|with|given|granted)\s+(?:(?:a|an|the)\s+)?(?:(?:sole|full|joint)\s+)?"
       rf"(?:signing|signatory)\s+(?:authority|powers?|rights?|mandate)\s+(?:on|over|for)\s+(?:the\s+|all\s+(?:the\s+)?)?"
       rf"(?:(?:[\w-]+\s+)?(?:bank\s+)?accounts?\s+(?:of|held\s+by|in\s+the\s+name\s+of)\s+(?:the\s+)?)?"
       rf"(?P<b>{ORG})(?!\s?['’]s?\s+(?:[\w-]+\s+)?(?:subsidiar|affiliat|client))", 0.8),
    # `Its authorized signers are A and B`, `the signatories on the B account are A and C`: each one
    _p("signers_are", "CONTROLS",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+{_SIGNERS}\s+{_ARE_NAMED}(?P<a>{PER})", 0.8),
    _p("signers_on_are", "CONTROLS",
       rf"\bthe\s+{_SIGNERS}\s+(?:on|of|for|to)\s+(?:the\s+)?(?P<b>{ORG})(?:\s?['’]s?)?(?:\s+(?:[\w-]+\s+)?accounts?)?\s+"
       rf"{_ARE_NAMED}(?P<a>{PER})", 0.8),
    _p("firms_he_controls", "CONTROLS",
       # (`three companies he owns or controls: A, B and C`, as a sanctions notice has it)
       rf"(?P<a>{PER}){_FIRMS_HE}(?:(?:owns|owned)\s+(?:or|and)\s+)?(?:controls|controlled|runs|ran|manages|managed|"
       rf"operates|operated){_NAMED_FIRMS}", 0.8),
    # `through his company, Gamma Ltd`, `John Doe's firm, Gamma Ltd,`: a person's own firm is under their
    # control (the possessive's referent; INFERRED through a pronoun)
    _p("his_company", "CONTROLS",
       # (`his Hong Kong company Golden Harbour Ltd`: where it is may come first)
       # (or a relative `whose`: `Oleg Belov, whose company, Uralsteel Ltd, …`)
       rf"(?P<a>{PER})(?:\s?['’]s?|\s*,\s*whose)?\s+(?:own\s+)?(?:{LOC}{_PLACE_ADJ}?\s+)?"
       rf"(?:company|firm|business|group|shell\s+company|(?:holding|offshore|trading)\s+"
       rf"company|vehicle)\s*,?\s+(?:the\s+)?(?P<b>{ORG})(?=\s*(?:[,.;:()]|$|\s+(?:to|and|in|which|that|for|paid|sent|"
       rf"wired|received|transferred|bought|acquired|gave|gives|donated|lent|won|made)\b))", 0.75),
    # `B is his company`, `B is Pavel Novák's (own) company`: whose it is, said after it
    _p("is_his_company", "CONTROLS",
       rf"(?P<b>{ORG}){_PRE30}\b{_BE}\s+(?:(?:really|in\s+fact|actually|effectively|also)\s+)?(?P<a>{PER})\s?['’]s\s+"
       rf"{_OWN_FIRM}", 0.75),
    # `B is 100% X's company`: X owns it, the share said
    _p("is_pct_his_company", "OWNS",
       rf"(?P<b>{ORG}){_PRE30}\b{_BE}\s+(?P<pct>{PCT})\s+(?P<a>{PER})\s?['’]s\s+{_OWN_FIRM}", 0.75),
    # (`his company`: the pronoun's placeholder, no `'s`: `relations._relation`)
    _p("is_his_company_pronoun", "CONTROLS",
       rf"(?P<b>{ORG}){_PRE30}\b{_BE}\s+(?:(?:really|in\s+fact|actually|effectively|also)\s+)?(?P<a>{PER})\s+"
       rf"{_OWN_FIRM}", 0.75),
    # `X is the person who really controls B`: a cleft that names the one in control
    _p("the_one_who_controls", "CONTROLS",
       rf"{_A}{_PRE30}\b{_BE}\s+(?:the|a)\s+(?:person|man|woman|one|individual|party)\s+(?:who|that)\s+"
       rf"(?:(?:really|actually|in\s+fact|truly|ultimately|effectively|secretly)\s+)?"
       rf"(?:controls|controlled|runs|ran|directs|directed)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    # `X gives instructions to the directors of B`, `B's directors act on X's instructions`: X controls B
    # (a shadow director)
    _p("instructs_directors", "CONTROLS",
       rf"{_A}{_PRE40}\b(?:gives|gave|give|giving|issues|issued|issue)\s+(?:the\s+|all\s+(?:the\s+)?)?"
       rf"(?:instructions|orders|directions)\s+to\s+(?:the\s+)?(?:(?:nominee|formal|registered)\s+)?"
       rf"(?:directors?|board|management|managers?)\s+of\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("directors_act_on_instructions", "CONTROLS",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?:(?:nominee|formal|registered)\s+)?(?:directors?|board|management)\s+"
       rf"(?:acts?|acted|acting)\s+(?:only\s+)?(?:on|upon|under)\s+(?:the\s+)?(?P<a>{PARTY})(?:\s?['’]s?)?\s+"
       rf"(?:instructions|orders|directions)", 0.8),
    _p("under_control", "CONTROLS",
       rf"(?P<b>{PARTY}){_PRE40}\bunder\s+the\s+(?:\w+\s+)?control\s+of\s+{_A}", 0.85),
)

_OFFICE = (r"(?:(?:registered|head|principal|main|business|postal|mailing|correspondence|home|residential)\s+)?"
           r"(?:office|address|"
           r"seat|headquarters|place\s+of\s+business)")
# a sanctions list's entry (OFAC's SDN list): the listed party first, its program in brackets
# (`[RUSSIA-EO14024]`, `[SDGT]`) somewhere on its line
# (a program's code in brackets, `[SDGT]`, `[IRAN]`, may have been read as a firm's or a place's name)
_LISTED_ENTRY = r"(?=[^\n]*\[(?:(?-i:[A-Z][A-Z0-9]+(?:-[A-Z0-9]+)*)|\ue000[OL]\d{1,4}\ue001)\])"
LOCATION: tuple[Pattern, ...] = (
    # a sanctions list's entry: where the party is, the first place after its name (`NORTHGATE TRADING
    # FZE, Jebel Ali Free Zone, Dubai, United Arab Emirates;`)
    _p("sanctions_entry_place", "LOCATED_IN",
       rf"^[ \t*•-]*{_LISTED_ENTRY}(?P<a>{PARTY})\s*(?:\([^()\n]{{0,80}}\)\s*)?,\s*(?:[^\ue000;\n,]{{0,40}},\s*){{0,2}}"
       rf"(?P<b>{LOC})", 0.75),
    _p("based_in", "LOCATED_IN",
       # (not an apposition's possessor: `X, its director, lives in Leeds` is X's home, not the firm's)
       rf"{_A}(?!(?:\s?['’]s)?\s+(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){{0,3}}\s*,\s*(?:who\s+)?(?:lives|lived|resides|resided|"
       rf"was\s+born|is\s+based|was\s+based)\b)(?P<pre>{gap(60, 'LD')})"
       rf"\b(?:based|headquartered|located|registered|incorporated|domiciled|"
       rf"situated|established|resident|residing|lives|lived|living|resides|resided|born|organi[sz]ed|formed|"
       rf"operating|offices?|grew\s+up|grown\s+up|flagged|re-?flagged)\s+(?:\w+\s+){{0,3}}?in\s+(?:the\s+)?(?P<b>{LOC})"
       rf"(?:\s*,\s*(?P<b2>{LOC}))?", 0.9),
    # `X is from Kyiv`, `X is originally from Tbilisi`, `X hails from Lagos`: a person's home (not
    # `returned from Dubai` nor `came from`, a journey; not `the classes I used came from Jakarta`;
    # not a firm's `is from`)
    _p("person_is_from", "LOCATED_IN",
       rf"(?<!\bto\s)(?<!\bfrom\s)(?<!\bby\s)(?<!\bfor\s)(?<!\bwith\s)(?<!\bof\s)(?<!\bat\s)"
       rf"(?P<a>{PER})(?:\s*,\s*who\s+|\s+)(?:is|was|are|were|hails|hailed)\s+(?:(?:originally|also)\s+)?from\s+"
       rf"(?:the\s+)?(?P<b>{LOC})(?:\s*,\s*(?P<b2>{LOC}))?(?!\s+(?:to|into|on|for)\b)", 0.8),
    # `X is a resident of Miami`, `X, a long-time resident of Limassol,`: where X lives
    _p("resident_of", "LOCATED_IN",
       rf"{_A}(?:\s*,\s*|{_PRE40}\b{_BE}\s+)(?:a|an|the)\s+(?:(?:permanent|long-?time|former|current|legal|"
       rf"tax|lawful)\s+)?residents?\s+of\s+(?:the\s+)?(?P<b>{LOC})(?:\s*,\s*(?P<b2>{LOC}))?", 0.85),
    # a vessel's flag: `the Panama-flagged tanker B`, `B, a Liberian-flagged bulk carrier`, `B sails under
    # the flag of Liberia` (`Liberian` of `Liberian-flagged` is a mention of Liberia: `locations`)
    _p("flagged", "LOCATED_IN",
       rf"(?P<b>{LOC})-flagged\s+(?:[\w-]+\s+){{0,3}}?{_A}", 0.85),
    _p("flagged_apposition", "LOCATED_IN",
       rf"{_A}\s*,\s*(?:a|an|the)\s+(?P<b>{LOC})-flagged\b", 0.85),
    _p("flag_of", "LOCATED_IN",
       rf"{_A}{_PRE40}\b(?:sails?|sailed|sailing|flies|flew|flying|operat\w+|registered|re-?flagged|(?:is|was)\s+flagged)"
       rf"\s+under\s+the\s+flag\s+of\s+(?:the\s+)?(?P<b>{LOC})", 0.85),
    _p("based_in_town", "LOCATED_IN",
       rf"{_A}(?P<pre>{gap(60, 'LD')})\b(?:based|headquartered|located|registered|incorporated|domiciled|situated|"
       rf"resident|residing|lives|lived|living|resides|resided|born|offices?)\s+(?:\w+\s+){{0,2}}?in\s+{_TOWN}"
       rf"\s*,\s*(?P<b>{LOC})", 0.8),
    _p("party_of_town", "LOCATED_IN",
       rf"(?P<a>{PARTY})\s*,?\s+(?:\d{{1,3}}\s*,\s*)?of\s+{_TOWN}\s*,\s*(?P<b>{LOC})(?!\s?['’]s|-)", 0.75),
    _p("laws_of", "LOCATED_IN",
       rf"{_A}(?P<pre>{gap(60, 'LD')})\b(?:incorporated|organi[sz]ed|formed|registered|existing)\s+"
       rf"under\s+the\s+laws?\s+of\s+(?:the\s+)?(?P<b>{LOC})", 0.85),
    _p("org_in", "LOCATED_IN",
       rf"(?P<a>{ORG}){_PAREN}(?:(?:\s*,\s*|\s+{_BE}\s+)(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,3}}?(?:company|firm|bank|corporation|entity|business|"
       rf"provider|subsidiary|fund|partnership|trust|forwarder|supplier|lender|insurer|institution|administrator|"
       rf"group|office|branch))?\s+in\s+(?:the\s+)?(?P<b>{LOC})(?:\s*,\s*(?P<b2>{LOC}))?{_NOT_ADJ}", 0.75),
    # `Baltic Amber Trading OU (Estonia)`, `Orsino Trading Ltd (Cyprus, reg. no. HE 412233)`: a firm's
    # place in brackets after its name
    _p("org_place_bracket", "LOCATED_IN", rf"(?P<a>{ORG})\s*\(\s*(?P<b>{LOC})\s*[,;)]", 0.75),
    _p("org_address", "LOCATED_IN",
       rf"(?P<a>{ORG}){_PAREN}\s*,\s*[^,;\ue000\n]{{0,40}}?\d[^,;\ue000\n]{{0,40}}?,\s*(?P<b>{LOC})", 0.75),
    _p("org_of_place", "LOCATED_IN", rf"(?P<a>{ORG})\s+of\s+(?:the\s+)?(?P<b>{LOC}){_NOT_ADJ}", 0.75),
    # `B has its registered office at Rue du Rhone 14, Geneva`, `B's registered address is …, Tortola`:
    # the first place of the address
    _p("registered_office", "LOCATED_IN",
       rf"(?P<a>{PARTY})(?:{_PRE30}\b(?:has|had|maintains|maintained|keeps|with)\s+"
       rf"(?:its|a|their|his|her|\ue000[OP]\d{{1,4}}\ue001)\s+|"
       rf"\s?['’]s?\s+){_OFFICE}(?:\s+(?:is|was|are|were))?\s+(?:(?:at|in|located\s+at)\s+)?"
       rf"[^;\ue000\n]{{0,60}}?(?P<b>{LOC})", 0.8),
    # `The registered address of B is in Larnaca`, `the head office of B is at …, Riga`
    _p("office_of_is", "LOCATED_IN",
       rf"\b{_OFFICE}\s+of\s+(?:the\s+)?(?P<a>{ORG})\s+(?:is|was|are|were)\s+(?:(?:at|in|located\s+(?:at|in))\s+)?"
       rf"[^;\ue000\n]{{0,60}}?(?P<b>{LOC})", 0.8),
    # `Beta Ltd (company number 09876543) is registered at 12 Fleet Street, London EC4Y 1AA`: the
    # first place of the address
    _p("registered_at", "LOCATED_IN",
       rf"{_A}{_PRE40}\b(?:based|headquartered|located|registered|situated|domiciled|resident|resides|lives)\s+at\s+"
       rf"[^;\ue000\n]{{0,60}}?(?P<b>{LOC})", 0.8),
    _p("place_kind", "LOCATED_IN",
       # (or after a dash, as a list of subjects has it: `B (BVI) — BVI company; …`)
       rf"{_A}{_PAREN}(?:\s*,\s*|\s*[—–]\s*|\s+{_BE}\s+){_DET}(?:[\w-]+\s+){{0,2}}?(?P<b>{LOC}){_PLACE_ADJ}?\s+"
       rf"(?:[\w-]+\s+){{0,3}}?{_PLACE_KINDS}\b", 0.8),
    # the kind first, the name after it: `paid a Panamanian company, Beta SA,`
    _p("place_kind_before", "LOCATED_IN",
       rf"\b(?:a|an|the)\s+(?P<b>{LOC})\s+(?:[\w-]+\s+){{0,2}}?{_PLACE_KINDS}\s*,\s*(?:the\s+)?(?P<a>{ORG})"
       rf"(?=\s*(?:[,.;:()]|$))", 0.8),
    # `the Frankfurt-based Commerzbank`, `a Dubai-registered shell company, Beta Ltd`
    _p("place_adjective_party", "LOCATED_IN",
       rf"(?P<b>{LOC}){_PLACE_ADJ}\s+(?:(?!{_FUNCTION}\b)[\w-]+\s+){{0,3}}?(?:(?!{_FUNCTION}\b)[\w-]+\s*,\s*)?"
       rf"(?P<a>{PARTY})", 0.8),
    _p("person_of_place", "LOCATED_IN", rf"(?P<a>{PER})\s*,\s*(?:\d{{1,3}}\s*,\s*)?of\s+(?P<b>{LOC})", 0.75),
    _p("place_role_person", "LOCATED_IN",
       rf"(?P<b>{LOC})(?:\s?['’]s)?\s+(?:(?!{_FUNCTION}\b)[\w-]+\.?\s+){{0,3}}?(?-i:{_PERSON_ROLE_WORD})"
       rf"\s*,?\s+(?P<a>{PER})", 0.7),
    _p("place_possessive_person", "LOCATED_IN", rf"(?P<b>{LOC})\s?['’]s\s+(?P<a>{PER})", 0.7),
    _p("org_unit_in", "LOCATED_IN",
       rf"(?P<a>{ORG})(?:\s?['’]s?)?\s+{_UNIT}\s+in\s+(?:the\s+)?(?P<b>{LOC}){_NOT_ADJ}", 0.75),
    # `the NRC's Rockville, Md., headquarters`: a unit of the organization named by its place
    _p("org_place_unit", "LOCATED_IN", rf"(?P<a>{ORG})\s?['’]s?\s+(?P<b>{LOC})(?:\s*,\s*{LOC}\s*,)?\s+{_UNIT}", 0.75),
    _p("place_possessive_org", "LOCATED_IN",
       rf"(?P<b>{LOC})\s?['’]s\s+(?:(?!{_FUNCTION}\b|against\b|over\b|into\b)(?-i:[a-z][\w-]*)\s+)?"
       rf"(?P<a>{ORG}|{LOC})", 0.7),
    _p("place_in_region", "LOCATED_IN",
       rf"(?P<a>{LOC})\s+in\s+(?:the\s+)?(?:(?-i:(?:{_COMPASS}|upstate|downstate|rural|suburban))\s+)?"
       rf"(?P<b>{LOC})", 0.75),
    _p("place_in_place", "LOCATED_IN", rf"(?P<a>{LOC})(?=\s*,\s*(?P<b>{LOC}))", 0.85),
    # `Belgrade, the capital of Yugoslavia`, `Serbia's southern province of Kosovo`
    _p("place_part_of", "LOCATED_IN",
       rf"(?P<a>{LOC})\s*,\s*(?:the|its|a)\s+{_PART_OF_PLACE}\s+of\s+(?:the\s+)?(?P<b>{LOC})", 0.8),
    _p("place_possessive_part", "LOCATED_IN",
       rf"(?P<b>{LOC})\s?['’]s\s+{_PART_OF_PLACE}(?:\s+of|\s*,)?\s+(?P<a>{LOC})", 0.8),
    # `X, a native of Y`, `X is a native of Y`: only an apposition or a copula between them
    _p("native_of", "LOCATED_IN",
       rf"(?P<a>{PER})(?:\s*,\s*{TAG}|\s*,?\s+(?:is|was)\s+(?:also\s+)?)(?:a|an)\s+(?:(?-i:[a-z][\w-]*)\s+)?"
       rf"natives?\s+of\s+(?:the\s+)?(?P<b>{LOC})(?!\s?['’]s|-)", 0.75),
    # `Illinois-born Charlton Heston`, `James Dickey, Georgia born,`
    _p("place_born_person", "LOCATED_IN",
       rf"(?P<b>{LOC})(?:-|\s+)born\s+(?:(?-i:{_PERSON_ROLE_WORD})\s+)?(?P<a>{PER})", 0.75),
    _p("person_place_born", "LOCATED_IN", rf"(?P<a>{PER})\s*,\s*(?P<b>{LOC})(?:-|\s+)born\s*,", 0.75),
    # `his native South Carolina`, `her hometown of Russell`, `his Iowa hometown`, `Texas, the home state of
    # his wife, Ann Rowe`: a person's own place
    _p("person_home_place", "LOCATED_IN",
       rf"(?P<a>{PER})(?:\s?['’]s)?\s+(?:(?:native|adopted\s+home(?:\s+state)?)\s+|{_HOME}\s+of\s+)(?P<b>{LOC})"
       rf"(?!\s?['’]s|-)", 0.75),
    _p("person_place_home", "LOCATED_IN",
       rf"(?P<a>{PER})(?:\s?['’]s)?\s+(?P<b>{LOC})\s+(?:hometown|home\s+town)\b", 0.75),
    _p("place_home_of_person", "LOCATED_IN",
       rf"(?P<b>{LOC})\s*,\s*(?:the\s+)?(?:adopted\s+)?{_HOME}\s+of\s+(?:(?:his|her|their)\s+[a-z]+\s*,\s*)?"
       rf"(?P<a>{PER})", 0.75),
    # `Fred Demler, metals economist with Drexel Burnham Lambert Inc. in New York`: where the job is
    _p("person_org_place", "LOCATED_IN",
       rf"(?P<a>{PER})\s*,\s*{TAG}(?:(?:a|an|the)\s+)?{_LOWER_WORDS}(?:{_WORK_NOUNS})\s+(?:of|at|for|with)\s+"
       rf"(?:the\s+)?{_LOWER_WORDS}{ORG}\s+in\s+(?:the\s+)?(?P<b>{LOC})(?!\s?['’]s|-)", 0.7),
    # `FBI spokesman Doug Beldon in Albuquerque`: an occupation, its holder, where the holder works
    _p("role_person_in_place", "LOCATED_IN",
       rf"(?-i:{_PERSON_ROLE_WORD})\s+(?P<a>{PER})\s+in\s+(?P<b>{LOC})(?!\s?['’]s|-)", 0.7),
    # `Army Reserve Center, Springfield, Mo.;`: a listing entry that is only an organization, its
    # town and its state (inside a longer sentence the three may be items of a list)
    _p("org_town_state", "LOCATED_IN",
       rf"^\s*(?P<a>{ORG})\s*,\s*(?P<b>{LOC})(?=\s*,\s*{LOC}\s*(?:[;(]|$))", 0.75),
)

# Who holds an account: `Acme's account no. 123`, `Acme Ltd, IBAN GB29…`, `Acme holds account
# 123 at B`, `account 123, held by Acme`, `account 123 in the name of Acme`. (A transfer's
# accounts are its parties' too: `relations._State.add`.)
# the kind of account a bank's name may stand before (`X's HSBC current account`, `the Raiffeisen USD account`)
ACCOUNT_KIND = r"(?:current|checking|savings|deposit|business|corporate|operating|USD|EUR|GBP|CHF)"
_ACCOUNT_WORDS = (r"(?:(?:bank|current|checking|savings|deposit|escrow|client|trust|nominee|offshore|USD|EUR|GBP|"
                  r"domiciliary|operating|collection|personal|joint|settlement)\s+)?")
_ACCOUNT_NO = r"(?:\s*(?:no\.?|number|#|nr\.?|IBAN)\s*:?)?\s*"
# the bank an account is with, then its number (`with DBS Bank, account number 072-…`, `at B (IBAN …)`)
_AT_BANK_THEN_NUMBER = (rf"(?:with|at)\s+(?:the\s+)?{ORG}\s*(?:,|\(|:)\s*(?:iban|account|a/c)"
                        rf"(?:\s+(?:no\.?|number|nr\.?))?\s*:?\s*(?P<b>{ACC})")
# who holds an account, named by the noun (`the sole holder of`, `the account holder of the`)
_HOLDER_OF = (r"(?:the\s+|an?\s+)?(?:(?:sole|joint|registered|named|only)\s+)?(?:account\s+)?holder\s+of\s+"
              r"(?:the\s+|an?\s+|(?:two|three|several)\s+)?")
ACCOUNTS: tuple[Pattern, ...] = (
    _p("account_possessive", "HOLDS_ACCOUNT",
       # (`B's new IBAN is …`, `Their account number is …`: said with a verb)
       rf"(?P<a>{PARTY})(?:\s?['’]s?)?\s+(?:(?:new|current|old|updated|correct|only|main)\s+)?{_ACCOUNT_WORDS}"
       rf"(?:account|a/c|IBAN){_ACCOUNT_NO}(?:(?:is|was|remains)\s+(?:now\s+)?)?(?P<b>{ACC})", 0.85),
    # bank details as three lines, the holder, the bank, the account (`Shenzhen Huaxin Trading Co., Ltd.` /
    # `Victoria Harbour Bank` / `A/C 012-345678-838`): the first line's party holds it, at the second's bank
    *(_p("bank_details_lines", predicate,
         rf"(?P<{first}>{PARTY})[ \t.,]*\n[ \t*_-]*(?P<{second}>{ORG})[ \t.,]*\n[ \t*_-]*"
         rf"{_ACCOUNT_WORDS}(?:account|a/c|acct|IBAN){_ACCOUNT_NO}:?\s*(?P<{third}>{ACC})", 0.8)
      for predicate, first, second, third in (("HOLDS_ACCOUNT", "a", "bank", "b"), ("BANKS_WITH", "a", "b", "acct"))),
    # (a SWIFT message's party field: `:50K:/DE89…` or `:59:/GB33…`, the holder's name on the next line)
    _p("swift_account", "HOLDS_ACCOUNT",
       rf"(?m)^:(?:50[AFK]|59[AF]?):[ \t]*/(?P<b>{ACC})[ \t]*\n[ \t]*(?:1/)?(?P<a>{PARTY})", 0.85),
    _p("account_apposition", "HOLDS_ACCOUNT",
       # (where the holder is may come first: `B in Belgrade, account RS35…`)
       rf"(?P<a>{PARTY})(?:\s+in\s+{LOC})?\s*[,(]\s*(?:{_ACCOUNT_WORDS}(?:account|a/c)(?:\s+(?:no\.?|number))?|IBAN)\s*:?\s*(?P<b>{ACC})",
       0.85),
    _p("account_holds", "HOLDS_ACCOUNT",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:holds|held|has|had|maintains|maintained|opened|opens|operates|operated|owns|owned|"
       rf"controls|controlled|uses|used)\s+"
       rf"(?:an?\s+|the\s+|its\s+|their\s+)?(?:business\s+|personal\s+|corporate\s+)?{_ACCOUNT_WORDS}"
       rf"(?:account|a/c|(?:(?:bitcoin|crypto|ethereum|tron|usdt)\s+)?wallet|address)s?"
       rf"(?:\s*\(\s*(?:account|a/c))?{_ACCOUNT_NO}(?P<b>{ACC})", 0.85),
    # the bank first, then the number: `A holds an account with B, IBAN LV80…`, `… at B (account no. 123)`
    _p("account_holds_at_bank", "HOLDS_ACCOUNT",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:holds|held|has|had|maintains|maintained|opened|opens|operates|operated)\s+"
       rf"(?:an?\s+|the\s+|its\s+|their\s+)?(?:business\s+|personal\s+|corporate\s+)?{_ACCOUNT_WORDS}"
       rf"(?:account|a/c)\s+{_AT_BANK_THEN_NUMBER}", 0.85),
    # `X is the holder of account no. 12345678 at B`, `X is the sole account holder of the USD account …`
    _p("account_holder_of", "HOLDS_ACCOUNT",
       rf"(?P<a>{PARTY}){_PRE30}\b{_BE}\s+{_HOLDER_OF}{_ACCOUNT_WORDS}(?:account|a/c){_ACCOUNT_NO}(?P<b>{ACC})", 0.85),
    _p("account_held_by", "HOLDS_ACCOUNT",
       rf"(?P<b>{ACC})\s*,?\s*(?:(?:which|that)\s+)?(?:(?:is|was|are|were)\s+)?(?:(?:held|maintained|opened|owned|registered|"
       rf"controlled)\s+(?:by|for)|(?:belongs|belonged|belonging)\s+to|(?:is|was)\s+registered\s+to|"
       # (a wallet a tracing report names its holder by: `wallet bc1q…, attributed to X,`)
       rf"(?:(?:is|was|has\s+been|been)\s+)?(?:attributed|attributable)\s+to)\s+(?:the\s+)?(?P<a>{PARTY})",
       0.85),
    # a list's entry: `Account 20-45-77 41920384 (Metro Bank) – holder: Jamal Reid – GBP 9,500`
    _p("account_holder_field", "HOLDS_ACCOUNT",
       rf"(?P<b>{ACC})(?:\s*\((?:[^()\n\ue000]|\ue000O\d{{1,4}}\ue001){{1,40}}\))?\s*(?:[–—:|,;]|-\s)\s*{HOLDER_FIELD}"
       rf"(?P<a>{PARTY})", 0.8),
    # a mail's or an invoice's bank details written out: `account name Castleton Pack Services, sort code
    # 04-00-75, account number 31926819` (the routing code first, if any)
    _p("account_name_then_number", "HOLDS_ACCOUNT",
       rf"\b(?i:account\s+name|account\s+holder|beneficiary(?:\s+name)?)\s*:?\s*(?P<a>{PARTY})\s*[,;]?\s*"
       rf"(?:(?i:sort\s+code|BSB|routing(?:\s+number)?|ABA|IFSC(?:\s+code)?|SWIFT|BIC)\s*:?\s*[\w-]{{3,14}}\s*[,;]?\s*)?"
       rf"(?i:(?:account|a/c)(?:\s*(?:no\.?|number|#|nr\.?))?|IBAN)\s*:?\s*(?P<b>{ACC})", 0.85),
    _p("account_in_name_of", "HOLDS_ACCOUNT",
       rf"(?P<b>{ACC})\s*,?\s*(?:(?:is|was)\s+)?(?:held\s+|opened\s+)?in\s+the\s+names?\s+of\s+(?:the\s+)?(?P<a>{PARTY})",
       0.85),
)

# Which bank a party uses: `Gamma holds accounts at Pelagos Bank Ltd`, `Acme's account at
# Lakeshore National Bank`, `Calder Private Bank AG holds the accounts of Delta SA`, `Gamma
# received the €1.2m into its account at Calder Private Bank AG` (the object must be a bank:
# `relations._relation`)
_AT_BANK = (rf"(?:\s+{_ACCOUNT_NO}{ACC})?\s+(?:at|with)\s+(?:the\s+)?(?P<b>{ORG})"
            r"(?!\s+(?:for|on\s+behalf\s+of|in\s+the\s+names?\s+of)\b)")
# whose an account is, after it (`… in the name of A`, `… held by A`, `… registered to A`)
_ACCOUNT_NAMED_FOR = (r"\s*,?\s+(?:(?:held|opened|registered)\s+)?"
                      r"(?:in\s+the\s+names?\s+of|(?:held|owned|controlled|operated)\s+by|"
                      rf"registered\s+to)\s+(?:the\s+)?(?P<a>{PARTY})")
BANKING: tuple[Pattern, ...] = (
    # `payments to Revolut, account name Castleton Pack Services`: the bank, then its client's account
    _p("bank_then_account_name", "BANKS_WITH",
       rf"(?P<b>{ORG})\s*,\s*(?i:account\s+name|account\s+holder)\s*:?\s*(?P<a>{PARTY})", 0.8),
    _p("banks_with", "BANKS_WITH", rf"(?P<a>{PARTY}){_PRE30}\b(?:banks|banked|bank|has\s+banked)\s+(?:with|at)\s+{_B}",
       0.85),
    # `records from B in Mauritius, where A holds its account`: the bank, then its client in a relative clause
    _p("bank_where_account", "BANKS_WITH",
       rf"(?P<b>{ORG})(?:\s+in\s+{LOC})?\s*,\s*where\s+(?P<a>{PARTY})\s+(?:holds|held|has|had|keeps|kept|maintains|"
       rf"maintained|opened|operates|operated)\s+(?:an?|its|their|his|her|the|\ue000[OP]\d{{1,4}}\ue001)\s+"
       rf"(?:[\w-]+\s+){{0,2}}?accounts?\b", 0.8),
    # a payee's line on an invoice or an instruction: `Pay to: B, account 0012-4456, MUFG Bank, Tokyo`
    # (the object must be a bank: `relations._relation`)
    _p("account_apposition_bank", "BANKS_WITH",
       rf"(?P<a>{PARTY})(?:\s+in\s+{LOC})?\s*[,(]\s*(?:{_ACCOUNT_WORDS}(?:account|a/c)(?:\s+(?:no\.?|number))?|IBAN)"
       rf"\s*:?\s*{ACC}(?:\s*[,;)]\s*(?:(?:at|with|held\s+at|bank\s*:)\s+)?|\s+(?:at|with|held\s+at)\s+)"
       rf"(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("account_holder_at", "BANKS_WITH",
       rf"(?P<a>{PARTY}){_PRE30}\b{_BE}\s+{_HOLDER_OF}{_ACCOUNT_WORDS}(?:[\w-]+\s+){{0,2}}?accounts?{_AT_BANK}", 0.85),
    _p("banks_with_holds", "BANKS_WITH",
       rf"(?P<a>{PARTY}){_PRE40}\b(?:holds?|held|has|had|have|maintains?|maintained|opened|opens|open|keeps?|kept|operates?|"
       rf"operated)\s+(?:(?:an?|the|its|their|two|three|several|various|any)\s+)?{_ACCOUNT_WORDS}(?:[\w-]+\s+){{0,2}}?accounts?"
       rf"(?:\s*\([^()\n]{{0,50}}\))?{_AT_BANK}", 0.85),
    # `from its Barclays account`, `Acme's HSBC current account`: the bank named before the account
    # (a possessive, or a pronoun after a preposition: `The HSBC Barclays account merger` is neither)
    _p("bank_named_account", "BANKS_WITH",
       rf"(?:(?<=\bfrom\s)|(?<=\binto\s)|(?<=\bto\s)|(?<=\bin\s)|(?<=\bvia\s)|(?=\ue000[OP]\d{{1,4}}\ue001\s?['’]))"
       rf"(?P<a>{PARTY})(?:\s?['’]s?)?\s+(?P<b>{ORG})\s+(?:{ACCOUNT_KIND}\s+)?(?:bank\s+)?"
       rf"(?:accounts?|a/c)\b", 0.8),
    # `to the Raiffeisen account of Danube Consulting Kft`: the bank named before the account, whose it is after
    _p("bank_named_account_of", "BANKS_WITH",
       rf"\b(?:the|an?|its|their)\s+(?P<b>{ORG})\s+(?:{ACCOUNT_KIND}\s+)?(?:bank\s+)?"
       rf"(?:accounts?|a/c)\s+{HELD_BY}\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    _p("banks_with_possessive", "BANKS_WITH",
       rf"(?P<a>{PARTY})(?:\s?['’]s?\s+(?:[\w-]+\s+){{0,2}}?"
       # (a possessive pronoun is its placeholder alone: `his bank account at B`)
       rf"|\s+(?:(?:bank|personal|business|current|savings|corporate|private|own)\s+)?)accounts?"
       # (said with a verb: `Their account is with DBS Bank`)
       # (its number first: `Kanem's operating account no. 0123 is with B`)
       rf"(?:{_ACCOUNT_NO}{ACC}(?=\s+(?:is|was|are|were)\b))?"
       rf"(?:\s+(?:is|was|are|were|(?:shall|will|must)\s+be|is\s+to\s+be)(?:\s+(?:held|kept|maintained|opened))?)?"
       rf"{_AT_BANK}", 0.85),
    # ... and the account's number after the bank: `Their account is with DBS Bank, account number 072-…`
    _p("account_possessive_at_bank", "HOLDS_ACCOUNT",
       rf"(?P<a>{PARTY})(?:\s?['’]s?)?\s+(?:(?:bank|business|current|corporate)\s+)?account\s+(?:is|was)\s+"
       rf"(?:(?:held|kept|maintained)\s+)?{_AT_BANK_THEN_NUMBER}", 0.85),
    # `Pellworth Trading Limited's bank, Harbourview Bank plc,`, `Acme Corp's bank is Lakeshore
    # National Bank`, `the bank of Acme Corp, Lakeshore National Bank,`
    _p("bank_possessive", "BANKS_WITH",
       # (`Its bank is B`, `Our bank is B`: a possessive pronoun is its placeholder alone)
       rf"(?P<a>{PARTY})(?:\s?['’]s?)?\s+(?:(?:main|principal|own|house|clearing|correspondent|former)\s+)?banks?(?:ers?)?"
       rf"(?:\s*,\s*|\s+(?:is|was|are|were|include|included)\s+)(?:the\s+)?(?P<b>{ORG})", 0.85),
    # `A uses B as its main bank`, `A banks through B`
    _p("uses_as_bank", "BANKS_WITH",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:uses|used|use|chose|appointed|retains|retained)\s+(?:the\s+)?(?P<b>{ORG})"
       rf"(?:\s+{LOC})?\s+as\s+"
       rf"(?:its|his|her|their|{PARTY}|an?|the)\s+(?:(?:main|principal|house|clearing|correspondent|only|sole)\s+)?"
       rf"bank(?:ers?)?\b", 0.8),
    _p("bank_of_party", "BANKS_WITH",
       rf"\b(?:the|its|their)\s+(?:(?:main|principal|house|clearing|correspondent)\s+)?bank(?:ers?)?\s+of\s+"
       rf"(?:the\s+)?(?P<a>{PARTY})(?:\s*,\s*|\s+(?:is|was)\s+)(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("bank_holds_account_of", "BANKS_WITH",
       rf"(?P<b>{ORG}){_PRE30}\b(?:holds|held|maintains|maintained|keeps|kept)\s+(?:the\s+)?(?:[\w-]+\s+){{0,4}}?"
       rf"accounts?\s+of\s+(?:the\s+)?(?P<a>{PARTY})", 0.85),
    # a bank acting on a client's accounts (`Grafton Bank plc froze the accounts of A`, `B closed A's
    # accounts`): A's bank (a bank, not a court or an agency: `relations._relation`)
    _p("bank_acted_on_accounts", "BANKS_WITH",
       # (closing them ends it: `Barclays closed the accounts of A in 2019`)
       # (and what it has decided to do: `has decided to close the accounts of B`, no end yet)
       rf"(?P<b>{ORG}){_PRE30}\b(?:froze|freezes|freeze|blocked|blocks|block|suspended|suspends|suspend|restricted|"
       rf"restrict|close|exit|terminate|"
       rf"(?P<left>closed|closes|exited|terminated))\s+(?:(?:the|all|both|two|three|several)\s+)?(?:[\w-]+\s+){{0,2}}?accounts?\s+"
       rf"(?:of|held\s+by|belonging\s+to|in\s+the\s+names?\s+of)\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `Polar Star Bank processed payments for A`, `B cleared dollar transactions on behalf of A`: A's
    # bank (the object must be a bank: `relations._relation`)
    _p("bank_processed_for", "BANKS_WITH",
       rf"(?P<b>{ORG}){_PRE30}\b(?:processed|processes|processing|handled|handles|cleared|clears|executed|"
       rf"executes)\s+(?:[\w-]+\s+){{0,3}}?(?:payments?|transactions?|transfers?|wires?|remittances?)\s+"
       rf"(?:for|on\s+behalf\s+of)\s+(?:the\s+)?(?P<a>{PARTY})", 0.8),
    # `to the account of A at B`, `an account held by A with B`
    _p("account_of_at", "BANKS_WITH",
       # (or money kept for A: `the funds were held in the name of A at B`)
       rf"(?:\baccounts?\s+(?:of|held\s+by|(?:(?:held|opened|registered)\s+)?in\s+the\s+names?\s+of|belonging\s+to)|"
       rf"\b(?:funds|monies|money|deposits|balances?|proceeds|cash)\s+(?:(?:were|was|are|is|being|been)\s+)?"
       rf"(?:held|kept|deposited|placed)\s+in\s+the\s+names?\s+of)\s+"
       rf"(?:the\s+)?(?P<a>{PARTY}){_AT_BANK}", 0.85),
    # `opened an account at B in the name of A`: A holds it, whoever opened it
    _p("account_at_in_name_of", "BANKS_WITH",
       rf"\baccounts?\s+(?:at|with)\s+(?:the\s+)?(?P<b>{ORG})(?:\s+in\s+{LOC})?{_ACCOUNT_NAMED_FOR}", 0.85),
    _p("account_bank_holder_field", "BANKS_WITH",
       rf"{ACC}\s*\(\s*(?P<b>{ORG})\s*\)\s*(?:[–—:|,;]|-\s)\s*{HOLDER_FIELD}(?P<a>{PARTY})", 0.8),
    # `into a Barclays account in the name of X`: the bank named before the account
    _p("bank_account_in_name_of", "BANKS_WITH",
       rf"\b(?:a|an|the|its|his|her|their)\s+(?P<b>{ORG})\s+(?:[\w-]+\s+)?accounts?{_ACCOUNT_NAMED_FOR}", 0.85),
    # `A was paid through accounts at B`: the payee holds them
    _p("paid_through_account_at", "BANKS_WITH",
       rf"{_A}{_PRE40}\b(?:was|were|is|are|being|been|got|gets)\s+paid\s+(?:through|via|into|to|in)\s+"
       rf"(?:an?\s+|its\s+|their\s+|his\s+|her\s+)?(?:[\w-]+\s+){{0,2}}?accounts?{_AT_BANK}", 0.8),
    # `into its account at B`: the possessive is the holder (an anaphor the sentence resolves)
    # `A deposited $412,300 in cash into account ending 4471 at First Coastal Bank`: the depositor's account
    _p("deposited_into_account_at", "BANKS_WITH",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:deposited|deposits|paid\s+in|pays\s+in)\s+(?:\ue000M\d{{1,4}}\ue001|cash|"
       rf"(?:[\w,.$€£-]+\s+){{1,4}}?(?:cash|funds|cheques?|checks?))(?:\s+in\s+cash)?(?:\s+in\s+\d{{1,3}}\s+deposits)?"
       rf"\s+(?:into|to|in)\s+(?:an?\s+|the\s+|its\s+|their\s+)?{_ACCOUNT_WORDS}(?:account|a/c)"
       rf"(?:\s+(?:ending(?:\s+in)?|no\.?|number|#)\s*:?\s*(?:\ue000A\d{{1,4}}\ue001|[\w-]{{2,20}}))?"
       rf"\s+(?:at|with)\s+(?:the\s+)?(?P<b>{ORG})", 0.8),
    _p("into_own_account_at", "BANKS_WITH",
       # (not another party's account after it: `from A to an account at B held by C`)
       rf"\b(?:into|to|from|in|through|via)\s+(?P<a>{PARTY})\s+(?:own\s+)?"
       rf"(?:(?!(?:to|into|an?|the|from|via|through)\s)[\w-]+\s+){{0,2}}?accounts?{_AT_BANK}",
       0.8),
)

_CONTRACT = (r"(?:agreement|contract|memorandum\s+of\s+understanding|joint\s+venture|partnership|"
             r"arrangement|engagement\s+letter|side\s+letter|deed)")
# a public office written before the relative's name: `the son-in-law of Energy Minister Fouad Haddad`
_TITLED = rf"(?:(?:(?-i:[A-Z][\w.-]*)\s+){{0,2}}?{_PERSON_ROLE_WORD}\s+)?"
# what a relative is called before the name (`the brother of the procurement officer, Liam
# Brennan`): up to three lower-case words, the last perhaps with its comma; no clause's word
# (or an office written in capitals with its field: `the nephew of the Deputy Minister of Health, X`)
_ROLE_BEFORE = (r"(?:(?-i:(?:Deputy|Vice|Assistant|First|Former|Prime|Chief|Senior|Regional)\s+){0,2}"
                r"(?-i:Minister|Secretary|Governor|Mayor|Prosecutor|Judge|Chairman|President|Commissioner|Ambassador)"
                r"(?:\s+(?:of|for)\s+(?:the\s+)?(?-i:[A-Z][\w-]+)(?:\s+(?:and\s+)?(?-i:[A-Z][\w-]+)){0,3})?\s*,\s*"
                r"|(?:(?!(?:and|or|but|nor|not|who|whom|which|whose|that)\b)(?-i:[a-z][\w-]*)"
                r"(?:\s+|\s*,\s+)){0,3}?)")
# whose office a relative holds (`the sister of Acme's managing director, X`)
# (or a body named by its noun: `the council's head of procurement, X`)
# (a possessive pronoun is its placeholder alone: `the brother-in-law of our procurement manager, X`)
_FIRMS = (r"(?:\ue000O\d{1,4}\ue001(?:\s?['’]s)?\s+|(?:(?-i:[A-Z][\w-]*)|(?:company|firm|bank|council|ministry|"
          r"department|agency|authority|municipality|city|county|hospital|university|fund|group|government|board))"
          r"\s?['’]s\s+)?")
ASSOCIATION: tuple[Pattern, ...] = (
    # `LEBEDEV, Viktor …; DOB …; [RUSSIA-EO14024] (Linked To: NORTHGATE TRADING FZE).`
    _p("sanctions_linked_to", "ASSOCIATED_WITH",
       rf"^[ \t*•-]*{_LISTED_ENTRY}(?P<a>{PARTY})[^\n]{{0,600}}?\((?-i:Linked\s+To):\s*(?P<b>{PARTY})", 0.8),
    _p("associated_with", "ASSOCIATED_WITH",
       # (also in apposition: `Orion Ltd, a company linked to Anna Berg,`)
       rf"{_A}(?:{_PRE40}\b(?:{_BE}|appears\s+to\s+be|seems\s+to\s+be)\s+(?:\w+\s+){{0,2}}?|\s*,\s*(?:a|an)\s+"
       rf"{_APPOSED_WORDS})"
       rf"(?:closely\s+|directly\s+|indirectly\s+)?(?:associated|affiliated|linked|connected|related|tied)\s+"
       rf"(?:to|with)\s+(?:both\s+|each\s+of\s+|all\s+of\s+)?{_THE_B}(?!\s+by\s+(?:marriage|blood)\b)", 0.85),
    # the firm described before its name: `A company linked to Anna Berg, Orion Ltd, paid B`, `a firm
    # owned by X, B,` (`_described_first`)
    _p("linked_described_first", "ASSOCIATED_WITH",
       _described_first(r"associated\s+with|affiliated\s+with|linked\s+to|connected\s+to|tied\s+to|related\s+to"), 0.8),
    _p("pair_related", "ASSOCIATED_WITH",
       rf"{_A}\s+and\s+{_B}\s+(?:are|were|is)\s+(?:\w+\s+){{0,2}}?"
       rf"(?:related|associated|affiliated|linked|connected)\b", 0.8),
    _p("no_connection", "ASSOCIATED_WITH",
       rf"{_A}(?P<pre>{gap(60, 'LD')})\bno\s+(?:\w+\s+){{0,2}}?(?:connection|link|relationship|affiliation|"
       rf"ties|business)\s+(?:\w+\s+){{0,3}}?(?:with|to)\s+{_B}", 0.8),
    # `No ownership link was found between A and B`
    _p("no_link_between", "ASSOCIATED_WITH",
       rf"\bno\s+(?:\w+\s+){{0,2}}?(?:connections?|links?|relationships?|ties|associations?|affiliations?|dealings)\s+"
       rf"(?:\w+\s+){{0,3}}?between\s+{_THE_A}\s+and\s+{_B}", 0.8),
    _p("has_connection", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:has|have|had|maintains|maintained|denied|denies|deny|denying)\s+(?:\w+\s+){{0,3}}?"
       rf"(?:connection|connections|link|links|ties|relationship|association|affiliation|dealings|involvement)\s+"
       rf"(?:\w+\s+){{0,2}}?(?:with|to)\s+{_B}", 0.8),
    # `A did business with B`, `A never did business with B` (negative)
    _p("did_business_with", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:did|does|do|has\s+done|had\s+done|have\s+done|conducted|conducts)\s+"
       rf"(?:(?:any|some|much|regular|substantial|significant|extensive)\s+)?business\s+with\s+{_B}", 0.75),
    # `A is part of the Sokolov Group`, `A, a member of the Sokolov Group of companies,`, `A belongs
    # to the Sokolov Group`: a member of a group of companies (the object must be named a group:
    # `relations._relation`); whether the group owns it is not said
    _p("group_member", "ASSOCIATED_WITH",
       rf"(?P<a>{ORG})(?:{_PRE40}\b(?:{_BE}\s+(?:(?:also|now|still|not|never|no\s+longer|formerly|previously)\s+)?"
       rf"(?:part|a\s+member|one\s+of\s+the\s+companies)\s+of|belongs\s+to|belonged\s+to)|\s*,\s*"
       rf"(?:part|a\s+member)\s+of)\s+(?:the\s+)?(?P<b>{ORG})", 0.75),
    # a consortium or a joint venture and the firms in it: `The Horizon Consortium, led by A,`, `A
    # leads the B joint venture`, `Its other members are C and D` (the object must be named a
    # consortium, a joint venture or an alliance: `relations._relation`)
    _p("consortium_led_by", "ASSOCIATED_WITH",
       rf"(?P<b>{ORG})(?:\s*,\s*|{_PRE40}\b{_BE}\s+)(?:(?:jointly\s+)?led|headed)\s+by\s+(?:the\s+)?(?P<a>{ORG})",
       0.75),
    _p("consortium_leads", "ASSOCIATED_WITH",
       rf"(?P<a>{ORG}){_PRE40}\b(?:leads|led|heads|headed)\s+(?:the\s+)?(?P<b>{ORG})", 0.75),
    # the members of a limited liability company own it: `B's members are A and C`, `Its members are
    # the Debtor's president, X, and his wife, Y` (the object must be an LLC: `relations._relation`)
    _p("llc_members_are", "OWNS",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?:(?:sole|only|two|three|four|managing)\s+)?(?P<role>members?)\s+"
       rf"(?:is|are|was|were|include|includes|included)\s+{_THE_A}", 0.75),
    # a partnership's partners own it: `Sparrow Trading LP's partners are two Belize companies, A and
    # C`, `The partners of B LLP are A and C` (the object must be a partnership: `relations._relation`)
    _p("partners_are", "OWNS",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?:(?:general|limited|designated|sole|only|two|three|four|founding)\s+)?"
       rf"(?P<role>partners?|members?)\s+(?:is|are|was|were|include|includes|included)\s+{_COUNTED_FIRMS}{_THE_A}",
       0.75),
    _p("partners_of_are", "OWNS",
       rf"\bthe\s+(?:(?:general|limited|designated|two|three|four|founding)\s+)?(?P<role>partners|members)\s+of\s+"
       rf"(?:the\s+)?(?P<b>{ORG})\s+(?:are|were|include|included)\s+{_COUNTED_FIRMS}{_THE_A}", 0.75),
    _p("consortium_members_are", "ASSOCIATED_WITH",
       rf"(?P<b>{ORG})(?:\s?['’]s?)?\s+(?:(?:other|two|three|four|five|remaining|founding)\s+)?(?:members|partners)\s+"
       rf"(?:are|were|include|included|comprise|comprised)\s+(?:the\s+)?(?P<a>{ORG})", 0.75),
    # `B was introduced to the bank by A`, `A introduced B to Calder Bank`: A is B's introducer
    _p("introduced_by", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY}){_PRE40}\b{_BE}\s+(?:(?:first|originally|initially|also)\s+)?introduced\s+"
       rf"(?:to\s+(?:the\s+)?(?:{PARTY}|bank|firm)\s+)?by\s+(?:the\s+)?(?P<a>{PARTY})", 0.75),
    _p("introduced_to", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:introduced|introduces|had\s+introduced|has\s+introduced)\s+(?P<b>{PARTY})\s+to\s+"
       rf"(?:the\s+)?(?:{PARTY}|bank|firm)", 0.75),
    # `A issued invoice INV-1 to B`, `Invoice INV-1 was issued by A to B`, `an invoice from A to B`
    _p("invoice_to", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:sent|sends|issued|issues|raised|raises|submitted|submits|addressed)\s+"
       rf"(?:(?:an?|the|its|two|three|several|multiple|further|\w+ly)\s+)?invoices?\b(?P<gap>{gap(40, 'MDAX')})"
       rf"\bto\s+{_B}", 0.75),
    # `the invoice from A for the consultancy services provided to B`
    _p("invoice_for_services", "ASSOCIATED_WITH",
       rf"\binvoices?\s+(?:\w+\s+)?from\s+{_A}\s+for\s+(?:the\s+|its\s+)?(?:[\w-]+\s+){{0,4}}?"
       rf"(?:services|goods|works?|supplies|deliveries|advice)\s+(?:it\s+)?(?:provided|rendered|supplied|delivered|sold|"
       rf"performed)\s+to\s+{_B}", 0.75),
    _p("invoice_by", "ASSOCIATED_WITH",
       rf"\binvoices?\b{gap(30, 'MDAX')}(?:(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:issued|raised|sent|"
       rf"submitted|addressed)\s+by|from)\s+{_A}\s+to\s+{_B}", 0.75),
    # `X signed the forms on behalf of B`, `signed by X for and on behalf of B`, `A acted on behalf of B`
    # (not a clause's object before `, acting on behalf of`: `X is the director of B, acting on
    # behalf of Y` is X's act, `on_behalf_of_clause`)
    _p("on_behalf_of", "ASSOCIATED_WITH",
       rf"(?:(?<!\bof\s)(?<!\bto\s)(?<!\bfor\s)(?<!\bat\s)(?<!\bwith\s)(?<!\bby\s)(?<!\bfrom\s)|"
       rf"(?!{PARTY}\s*,\s*acting\b)){_A}{_PRE40}"
       rf"\b(?P<role>signed|signs|executed|executes|acted|acts|acting|negotiated|negotiates|appeared|bought|buys|"
       rf"purchased|purchases|acquired|acquires|paid|pays|holds|held|registered)\b"
       rf"(?P<gap>{gap(40, 'MDAX')})\b(?:for\s+and\s+)?on\s+behalf\s+of\s+{_B}", 0.75),
    # `the flat was acquired by K on behalf of T`: K acted for T
    _p("on_behalf_of_passive", "ASSOCIATED_WITH",
       rf"\b(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?P<role>bought|purchased|acquired|registered|held|"
       rf"signed|executed)\s+by\s+{_THE_A}\s*,?\s+(?:for\s+and\s+)?on\s+behalf\s+of\s+{_B}", 0.75),
    # `K acts as nominee for T`, `K holds the flat as nominee for T`, `K served as T's front`
    _p("nominee_for_party", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:(?:acts|acted|acting|serves|served|serving|is|was|were)|(?:holds|held|holding)\s"
       rf"(?P<gap>{gap(40, 'MDAXL')}))\s*as\s+(?:a\s+|the\s+|an\s+)?(?P<role>nominee|proxy)\s+"
       rf"(?:shareholder\s+|director\s+)?(?:for|of)\s+{_B}", 0.75),
    _p("on_behalf_of_clause", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE40}\b{_BE}\s+[^\ue000;,.]{{1,60}}?\s+(?:of|at|for)\s+(?:the\s+)?{ORG}\s*,\s*"
       rf"(?P<role>acting)\s+(?:(?:for\s+and\s+)?on\s+behalf\s+of|on\s+(?:the\s+)?(?:instructions?|orders?|"
       rf"directions?)\s+of|under\s+(?:the\s+)?(?:instructions?|direction|control)\s+of)\s+{_B}", 0.75),
    _p("signed_by_on_behalf", "ASSOCIATED_WITH",
       rf"\b(?P<role>signed|executed)\s+by\s+{_THE_A}\s*,?\s+(?:for\s+and\s+)?on\s+behalf\s+of\s+{_B}", 0.75),
    # `Signed by X, director, for and on behalf of B`: who signed for B (the office, `signed_by_office_for`)
    _p("signed_by_on_behalf", "ASSOCIATED_WITH",
       rf"\b(?P<role>[Ss]igned|[Ee]xecuted|SIGNED|EXECUTED)\s+by\s+{_THE_A}(?:\s*,\s*(?:[\w-]+\s+){{0,3}}?[\w-]+\s*,)?\s+"
       rf"(?:for\s+and\s+)?on\s+behalf\s+of\s+{_B}", 0.75),
    _p("signed_on_behalf_by", "ASSOCIATED_WITH",
       rf"\b(?P<role>signed|executed)\s+(?:for\s+and\s+)?on\s+behalf\s+of\s+{_B}\s*,?\s+by\s+{_THE_A}", 0.75),
    # `A guarantees the obligations of B`, `A is a guarantor of B`, `B's loan (the loan of B) is guaranteed by A`
    _p("guarantor_of", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:(?:{_BE}|acts\s+as|acted\s+as)\s+{_DET}(?:personal\s+|corporate\s+|joint\s+)?)?"
       rf"(?P<role>guarantees|guaranteed|guarantee|guarantor)(?:\s+(?:of|for))?\s+(?:(?:the|all|all\s+of\s+the)\s+)?"
       rf"(?:{_DEBTS}\s+(?:of|owed\s+by)\s+)?{_B}", 0.75),
    _p("guaranteed_by", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY})\s?['’]s?\s+(?:[\w-]+\s+){{0,2}}?{_DEBTS}{_GUARANTEED_BY}", 0.75),
    _p("guaranteed_by_of", "ASSOCIATED_WITH",
       rf"\b{_DEBTS}\s+(?:of|owed\s+by)\s+(?:the\s+)?(?P<b>{PARTY}){_GUARANTEED_BY}", 0.75),
    # (a loan named by its lender too: `The loan from C to B was guaranteed by A`, `C lent $X to B,
    # guaranteed by A`: A guarantees the borrower's debt)
    _p("guaranteed_by_to", "ASSOCIATED_WITH",
       rf"\b(?:{_DEBTS}\s+(?:(?:of\s+{MONEY}\s+)?from\s+(?:the\s+)?{PARTY}\s+)?to|(?:lent|loaned|advanced)\s+"
       rf"{MONEY}\s+to)\s+(?:the\s+)?(?P<b>{PARTY})\s*,?{_GUARANTEED_BY}", 0.75),
    _p("supplier", "ASSOCIATED_WITH",
       rf"{_A}{_PRE60}\b(?:(?:has\s+)?(?:supplied|supplies|supply|invoiced|invoices|billed|bills)|{_BE}\s+{_DET}"
       rf"(?:\w+\s+)?(?:supplier|vendor|contractor)\s+(?:to|of))\s+{_B}", 0.75),
    # `B is supplied by A`, `B was invoiced by A`: the supplier after `by`
    _p("supplied_by", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY}){_PRE30}\b{_BE}\s+(?:(?:also|mainly|largely|regularly|exclusively)\s+)?(?:supplied|invoiced|billed)\s+"
       rf"(?:{gap(30, 'MD')}\s)?by\s+{_THE_A}", 0.75),
    # `A is a client of B`: a tie; a client of a bank banks with it (`relations._relation`)
    _p("client_of", "ASSOCIATED_WITH",
       rf"{_A}{_PRE60}\b{_BE}\s+(?:(?:also|still|now|not|never|no\s+longer|long|longtime|long-?standing)\s+)?{_DET}"
       rf"(?:(?:\w+|long-?standing)\s+)?(?P<role>customer|client)s?\s+(?:of|at|to|with)\s+{_B}", 0.75),
    # `B's main customer is A`, `B's largest client, A,`: the customer after the firm it buys from
    _p("customer_of_possessive", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY})(?:\s?['’]s?)?\s+(?:(?:main|largest|biggest|principal|key|only|sole|major|new|former)\s+)?"
       # (or the name right after the noun: `a report concerning its customer Red Lantern Ltd`)
       rf"(?P<role>customer|client)s?\s*(?:,\s*|\s+(?:is|was|are|were|include|includes|included)\s+|(?<=[a-z])\s+)"
       rf"(?P<a>{PARTY})"
       rf"(?=\s*(?:[,.;:)]|$|\s+(?:and|which|who|since|for)\b))", 0.75),
    # `A sells to B`, `B buys its supplies from A`: A supplies B
    # (goods, not a one-off asset: `sold the villa to B` is a sale, `sold its stake in C to B` a holding)
    _p("sells_to", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:sells|sold|selling|exports|exported|delivers|delivered|ships|shipped)\s+{_GOODS}"
       rf"to\s+{_B}(?!\s?['’]s)", 0.7),
    # `The goods were shipped by A to B`: A supplied B
    _p("goods_by_to", "ASSOCIATED_WITH",
       rf"\b(?:{_GOODS_NOUN}|cargoes|consignments?|shipments?)\s+(?:was|were|had\s+been|have\s+been)\s+"
       rf"(?:sold|shipped|exported|delivered|"
       rf"supplied)\s+by\s+{_THE_A}\s+to\s+{_B}", 0.7),
    # `a container consigned by A to B`, `a shipment sent by A to B`: A supplied B (a customs or a
    # shipping record's words)
    _p("consigned_by_to", "ASSOCIATED_WITH",
       rf"\b(?:{_GOODS_NOUN}|containers?|cargoes|cargo|consignments?|shipments?|parcels?|packages?|crates?|"
       rf"pallets?)\s+(?:(?:was|were|had\s+been|have\s+been)\s+)?(?:consigned|shipped|dispatched)\s+by\s+{_THE_A}"
       rf"\s+to\s+{_B}", 0.7),
    _p("buys_from", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:buys|bought|buying|sources|sourced|purchases|purchased|imports|imported)\s+"
       rf"{_GOODS}from\s+(?:the\s+)?(?P<a>{PARTY})(?!\s?['’]s)", 0.7),
    # `A and B share a registered address`, `… shared the same director`: a tie a register shows
    _p("shared_detail", "ASSOCIATED_WITH",
       rf"{_A}\s+and\s+{_B}\s+(?:\w+\s+)?(?:share|shared|sharing|have|had|use|used|gave|give|listed|list|"
       rf"declared|provided|registered)\s+(?:a|an|the)\s+(?:same\s+|common\s+)?"
       rf"(?P<shared>{_SHARED_DETAIL})\b", 0.8),
    _p("shares_detail_with", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:shares|shared|share)\s+(?:a|an|the|its|his|her|their|{PARTY})\s+(?:same\s+|common\s+)?"
       rf"(?P<shared>{_SHARED_DETAIL})"
       # (more than one: `shares its bank account and address with B`)
       rf"(?:\s*(?:,|and)\s+(?:(?:a|an|the|its|his|her|their)\s+)?{_SHARED_DETAIL}){{0,3}}"
       # (where it is may come first: `shares an address in Majuro with B`)
       rf"(?:\s+(?:in|at|with)\s+(?:the\s+)?(?:\ue000[LO]\d{{1,4}}\ue001|(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+)){{0,2}})"
       # (the other named by its office first: `with the procurement manager, Luis Ortega`)
       rf"(?:\s*,\s*\ue000L\d{{1,4}}\ue001)?)?\s+with\s+(?:(?:the|its|our|their)\s+{_AN_OFFICE}\s*,\s*(?=\ue000P)|"
       # (or by whose agent it is: `with Grupo Andino's US agent, Pacific Freight Services Inc.`)
       rf"\ue000[OP]\d{{1,4}}\ue001\s?['’]s\s+(?:[\w-]+\s+){{0,2}}?(?:agent|representative|nominee|"
       rf"subsidiary|affiliate|partner|lawyers?|accountants?|auditors?)\s*,\s*(?=\ue000[OP]))?{_B}",
       0.8),
    # `Beta Ltd's registered agent is Trident Trust Company`, `the auditor of B is C`: the firm that
    # serves a company by contract (the company the subject, as a register's line has it)
    _p("service_provider_is", "CONTRACTED_WITH",
       rf"{_A}(?:\s?['’]s?)?\s+{_SERVICE_ROLE_G}{_PROVIDER}", 0.8),  # (`Its registered agent is C`: no apostrophe)
    # `Mossfield Corporate Services Ltd acts as the registered agent of Orion Ltd`, `… is the auditor of B`
    _p("service_provider_acts", "CONTRACTED_WITH",
       rf"(?P<b>{ORG}){_PRE40}\b(?:(?:acts|acted|acting|serves|served|serving)\s+(?:also\s+)?as\s+(?:(?:the|its|a)\s+)?|"
       rf"{_BE}\s+(?:also\s+)?(?:as\s+)?(?:the|its|a)\s+){_SERVICE_ROLE_G}\s+(?:of|to|for)\s+{_THE_A}(?!\s?['’]s)",
       0.8),
    # `C provided legal services to B`, `C, which supplied packaging to B,`: C serves B by contract
    _p("provided_services_to", "CONTRACTED_WITH",
       rf"(?P<b>{ORG}){_PRE40}\b(?:provides|provided|has\s+provided|had\s+provided|renders|rendered|supplies|supplied|"
       rf"has\s+supplied|had\s+supplied)\s+(?:(?:the|its|their)\s+)?(?:[\w-]+\s+){{0,3}}?"
       rf"(?P<svc>services|advice|consultancy|packaging|goods|products|equipment|materials|software)\s+(?:to|for)\s+"
       rf"(?:the\s+)?(?P<a>{ORG})", 0.75),
    # `KPMG audits Beta Ltd's accounts`, `B's financial statements were audited by C`: B's auditor
    _p("audits", "CONTRACTED_WITH",
       rf"(?P<b>{ORG}){_PRE30}\b(?P<role>audits|audited|has\s+audited|had\s+audited)\s+(?:the\s+)?"
       rf"(?:(?:accounts|books|financial\s+statements|annual\s+reports?)\s+of\s+)?(?:the\s+)?(?P<a>{ORG})"
       rf"(?:\s?['’]s?\s+(?:[\w-]+\s+)?(?:accounts|books|financial\s+statements|annual\s+reports?))?", 0.8),
    _p("audited_by", "CONTRACTED_WITH",
       rf"(?P<a>{ORG})\s?['’]s?\s+(?:[\w-]+\s+)?(?:accounts|books|financial\s+statements|annual\s+reports?)\s+"
       rf"(?:are|were|have\s+been|had\s+been|is|was)\s+(?:(?:also|previously|last)\s+)?(?P<role>audited)\s+by\s+"
       rf"(?:the\s+)?(?P<b>{ORG})", 0.8),
    # `A is registered at the same address as B`: a tie a register shows
    _p("same_address_as", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:{_BE}\s+)?(?:registered|based|located|incorporated)\s+at\s+the\s+same\s+"
       rf"(?P<shared>(?:registered\s+|business\s+|office\s+)?address)\s+as\s+{_B}", 0.8),
    _p("service_provider_of", "CONTRACTED_WITH",
       rf"\b(?:the|its)\s+{_SERVICE_ROLE_G}\s+(?:of|to|for)\s+(?:the\s+)?{_A}{_PROVIDER}", 0.8),
    # `A entered into a consulting agreement with B`, `the loan agreement between A and B`: parties to one
    # contract (CONTRACTED_WITH: a tie of its own, neither ownership nor a vague association)
    _p("agreement_with", "CONTRACTED_WITH",
       rf"{_A}{_PRE40}\b(?:(?:entered|enter|enters|entering)\s+into|signed|executed|concluded|negotiated|has|had|have)\s+"
       # (its value may come first: `signed a $2.3 million contract with B`)
       rf"(?:a|an|the|its|their)\s+(?:\ue000M\d{{1,4}}\ue001\s+)?(?P<agreement>(?:[\w-]+\s+){{0,3}}?{_CONTRACT}"
       rf"(?:\s+(?:agreement|contract))?)\s+with\s+{_B}", 0.8),
    # `B was awarded a USD 12m road contract by the Ministry of Transport`, `A awarded the tender to B`,
    # `A awarded B a contract`, `B won three public tenders from A` (the one who awards first)
    _p("awarded_contract_by", "CONTRACTED_WITH",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:\w+\s+)?awarded\s+"
       rf"(?:{_HOW_MANY}\s+)?{_AWARDED}{_AWARD_TAIL}\s+by\s+{_THE_A}", 0.75),
    # (to a list after a colon: `awarded 14 contracts worth EUR 38 million to three bidders: A, B and C`)
    _p("awarded_contract_to", "CONTRACTED_WITH",
       rf"{_A}{_PRE40}\b(?:awarded|awards|granted|grants)\s+(?:{_HOW_MANY}|its)\s+{_AWARDED}{_AWARD_TAIL}\s+to\s+"
       rf"(?:(?:the\s+)?(?:{_HOW_MANY}\s+)?(?:bidders|companies|firms|contractors|suppliers|tenderers|entities)\s*:\s*)?{_B}",
       0.75),
    # `A subcontracted 60% of the works to B`, `A subcontracted the paving to B`: B works for A, under contract
    _p("subcontracted_to", "CONTRACTED_WITH",
       rf"{_A}{_PRE40}\b(?:sub-?contracted|sub-?contracts|outsourced|outsources)\s+(?:[^\ue000;]|\ue000[MDX]\d{{1,4}}\ue001)"
       rf"{{1,80}}?\s+to\s+{_B}", 0.75),
    _p("subcontractor_of", "CONTRACTED_WITH",
       rf"(?P<b>{PARTY}){_PRE30}\b(?:{_BE}\s+|\s*,\s*)(?:a|an|the|its)\s+(?:main\s+|sole\s+|principal\s+)?"
       rf"sub-?contractors?\s+(?:of|to|for)\s+{_THE_A}", 0.75),
    _p("awarded_contract_double", "CONTRACTED_WITH",
       rf"{_A}{_PRE40}\b(?:awarded|awards|award|granted|grants|grant)\s+(?:the\s+)?(?P<b>{PARTY})\s+"
       rf"(?:{_HOW_MANY}\s+)?{_AWARDED}",
       0.75),
    _p("won_contract_from", "CONTRACTED_WITH",
       rf"(?P<b>{PARTY}){_PRE40}\b(?:(?:has|had|have)\s+)?(?:won|wins|secured|secures|obtained|obtains)\s+"
       rf"(?:{_HOW_MANY}\s+)?{_AWARDED}{_AWARD_TAIL}\s+(?:from|by|with)\s+{_THE_A}", 0.75),
    # `A engaged B to provide consultancy services`, `A retained B as its advisers`, `the engagement of B to
    # provide services to A`: a firm taken on for work, by contract (a person so taken on has a job)
    _p("engaged_firm", "CONTRACTED_WITH",
       rf"{_A}{_PRE40}\b(?:engaged|engages|engage|retained|retains|retain|hired|hires|hire|commissioned|commissions|"
       rf"(?P<named>used|uses|use|appointed|appoints|appoint))\s+(?:the\s+)?"
       # (`resolved to appoint B as the Company's legal advisers`)
       rf"(?P<b>{ORG})\s+(?:(?(named)(?!))to\s+{_WORK_VERB}|as\s+(?:(?:the\s+)?\ue000[OP]\d{{1,4}}\ue001(?:\s?['’]s)?|"
       rf"their|his|her|our|the|(?(named)(?!)|an?))\s+"
       # (`used B as its administrator`; not `as a supplier`: what for is not said; a lender appointed
       # its borrower's attorney is a remedy, no service)
       rf"(?(named)(?!(?:[\w-]+\s+){{0,2}}?attorneys?\b))(?P<svc>{_SERVICE_NOUN}))",
       0.75),
    _p("engagement_of_firm", "CONTRACTED_WITH",
       rf"\b(?:the\s+|an?\s+)?(?:engagement|retention|appointment|hiring)\s+of\s+(?:the\s+)?(?P<b>{ORG})\s+"
       rf"(?:to\s+{_WORK_VERB}\s+(?:[\w-]+\s+){{0,3}}?(?:services?|advice|support|work)\s+(?:to|for)|"
       rf"as\s+(?:the\s+|an?\s+)?{_SERVICE_NOUN}\s+(?:to|for|of)|by)\s+{_THE_A}", 0.75),
    _p("pair_agreement", "CONTRACTED_WITH",
       rf"{_A}\s+and\s+{_B}\s+(?:(?:have|had|also|then|later|jointly)\s+)?(?:entered\s+into|signed|executed|concluded)\s+"
       rf"(?:a|an|the)\s+(?P<agreement>(?:[\w-]+\s+){{0,3}}?{_CONTRACT}(?:\s+(?:agreement|contract))?)\b", 0.8),
    _p("agreement_between", "CONTRACTED_WITH",
       # (or a title that opens its line: `LOAN AGREEMENT dated 4 May 2021 between A (the "Lender") and B`)
       rf"(?:\b(?:a|an|the|any|no|this|that|its|their|his|her)\s+|(?:\A|(?<=\n))[ \t#*]*)"
       rf"(?P<agreement>(?:[\w-]+\s+){{0,3}}?{_CONTRACT}(?:\s+(?:agreement|contract))?)\s+"
       rf"(?:(?:No\.?|Number|Ref\.?)\s*[\w/.-]{{1,30}}\s+)?"  # (`Contract No. NK/2023/118 dated …`)
       rf"(?:(?:dated|of|signed(?:\s+on)?)\s+(?:\ue000D\d{{1,4}}\ue001|"
       rf"[\w ,]{{1,20}}?)\s*(?:\([^()\ue000]{{0,40}}\)\s*)?)?"
       # `THIS AGREEMENT is made on 30 March 2026 between (1) A ("the Lender") and (2) B`,
       # `… is entered into by and between A, as lender, and B`
       rf"(?:(?:is|was|has\s+been)\s+(?:dated\s+(?:\ue000D\d{{1,4}}\ue001|[\w ,]{{1,20}}?)\s+and\s+)?"
       rf"(?:made|dated|entered\s+into|executed|concluded)"
       rf"(?:\s+(?:on|as\s+of)\s+(?:\ue000D\d{{1,4}}\ue001|[\w ,]{{1,20}}?))?\s+)?"
       rf"(?:entered\s+into\s+)?(?:by\s+and\s+)?between\s+(?:\(\d{{1,2}}\)\s*)?{_THE_A}"
       # (its town: `A, Helsingborg, Sweden (the "Seller")`)
       rf"{_TOWN_AFTER}{{0,3}}"
       rf"(?:\s*\([^()]{{0,80}}\),?)?(?:\s*,\s*as\s+[\w ]{{1,20}},?)?"
       # (and who signs for it: `A (the "Fiduciary"), represented by Dr. iur. X, Präsident des VR, and Y, Prokuristin,`)
       rf"(?:\s*represented\s+(?:herein\s+)?by\s+{_SIGNING_FOR}\s*,?)?"
       rf"\s+and\s+(?:\(\d{{1,2}}\)\s*)?(?:the\s+)?{_B}",
       0.8),
    # a parties clause on its own, under the agreement's title (`between   A, Zug (the "Fiduciary"), represented
    # by …` / `and       B, … (the "Principal")`): the first party's defined term tells it is one
    _p("parties_between", "CONTRACTED_WITH",
       rf"(?:\A|(?<=\n))[ \t#*]*(?:(?i:by)\s+and\s+)?(?i:between)\s*:?\s+(?:\(\d{{1,2}}\)\s*)?{_THE_A}"
       rf"{_TOWN_AFTER}{{0,3}}"
       rf"\s*\((?:the\s+)?[\"“][^()\n]{{1,60}}\),?"
       rf"(?:\s*represented\s+(?:herein\s+)?by\s+{_SIGNING_FOR}\s*,?)?"
       rf"\s+and\s+(?:\(\d{{1,2}}\)\s*)?(?:the\s+)?{_B}", 0.75),
    _p("trustee_of", "ROLE",
       rf"{_A}{_PRE70}\b(?:{_BE}|acts\s+as|acted\s+as|serves\s+as)\s+(?:\w+\s+){{0,2}}?{_DET}"
       rf"(?P<role>trustee)\s+(?:of|for)\s+{_B}", 0.8),
    # `HLTC holds the shares as trustee of the Orion Trust`: a trustee acting as one
    _p("as_trustee", "ROLE",
       rf"{_A}{_PRE40}\b(?:holds|held|hold|owns|owned|own|acts|acted|signed|manages|managed|administers|"
       rf"administered)\b(?P<gap>{gap(60)})\bas\s+(?:the\s+|a\s+|its\s+)?(?:(?:sole|corporate|professional|joint)\s+)?"
       rf"(?P<role>trustee)s?\s+(?:of|for)\s+{_B}", 0.8),
    # the other parties of a trust: `X is the settlor of the Orion Trust`, `Y, a beneficiary of the
    # Orion Trust,` (the object must be a trust or foundation: `relations._relation`)
    _p("trust_party", "ASSOCIATED_WITH",
       rf"(?P<a>{PARTY})(?:{_PRE40}\b{_BE}\s+(?:\w+\s+){{0,2}}?|\s*,\s*){_DET}{_TRUST_ROLE}\s+"
       # (`the settlor and a discretionary beneficiary of T`: the first role is read)
       rf"(?:and\s+(?:also\s+)?{_DET}(?:(?:sole|main|principal|named|discretionary|only)\s+)?"
       rf"(?:settlor|protector|enforcer|beneficiary|trustee)\s+)?"
       rf"(?:of|under|to)\s+{_B}(?!\s?['’]s)", 0.8),
    # `the Karimov Family Trust, of which X is the settlor and sole beneficiary`
    _p("trust_party_of_which", "ASSOCIATED_WITH",
       rf"(?P<b>{ORG})\s*,\s*(?:of|under)\s+which\s+(?P<a>{PARTY})\s+{_BE}\s+(?:also\s+)?{_DET}{_TRUST_ROLE}\b",
       0.8),
    # `X settled the Orion Trust in 2014`, `the Orion Trust, settled by X in 2014,`: X its settlor
    _p("settled_trust", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:(?:had|has)\s+)?settled\s+(?:the\s+|a\s+|an\s+)?(?P<b>{ORG})(?!\s?['’]s)", 0.8),
    _p("trust_settled_by", "ASSOCIATED_WITH",
       rf"(?P<b>{ORG})\s*,?\s+(?:which\s+)?(?:(?:was|had\s+been|has\s+been)\s+)?settled\s+"
       rf"(?:(?:in|on)\s+[^\ue000,;]{{1,30}}?\s+)?by\s+{_THE_A}", 0.8),
    # `Golden Reef Ltd is a sister company of Caspian Star Ltd`, `A and B are under common control`
    # `A is the charterer of the tanker X`, `A chartered the tanker X`, `the tanker X was chartered by A`
    _p("charterer_of", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:{_BE}\s+(?:also\s+)?(?:the|a|its)\s+(?:(?:time|voyage|bareboat|disponent)\s+)?"
       rf"charterer\s+of\s+(?:{_VESSEL_NOUN}|the\s+)?|(?:chartered|charters|charter|time-chartered)\s+{_VESSEL_NOUN})"
       rf"(?P<b>{ORG})", 0.75),
    _p("chartered_by", "ASSOCIATED_WITH",
       rf"\b(?:the|its|their|a)\s+{_VESSEL_NOUN}(?P<b>{ORG}){_PRE40}\b(?:{_BE}\s+)?(?:(?:time|voyage|bareboat)-?\s*)?chartered\s+"
       rf"(?:\w+\s+)?by\s+{_THE_A}", 0.75),
    _p("sister_company", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b{_BE}\s+(?:also\s+)?(?:a|the|an)\s+{_SISTER}\s+(?:of|to)\s+{_B}", 0.75),
    # `Falcon Trade FZE, a sister company of B,`, `B's sister company, Falcon Trade FZE`, `Falcon
    # Trade FZE, our sister company` (`our`: the writer's firm)
    _p("sister_company_apposed", "ASSOCIATED_WITH",
       rf"(?P<a>{ORG})\s*,\s*(?:a|an|the)\s+{_SISTER}\s+(?:of|to)\s+{_B}", 0.75),
    _p("sister_company_possessive", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY})(?:\s?['’]s?)?\s+{_SISTER}\s*,?\s+(?P<a>{ORG})", 0.75),
    _p("sister_company_possessive_after", "ASSOCIATED_WITH",
       rf"(?P<a>{ORG})\s*,\s*(?P<b>{PARTY})(?:\s?['’]s?)?\s+{_SISTER}(?=\s*(?:[,.;)]|$))", 0.75),
    _p("common_control", "ASSOCIATED_WITH",
       rf"{_A}\s+and\s+{_B}\s+(?:are|were|have\s+been|remain)\s+(?:both\s+|all\s+)?(?:under\s+common\s+"
       rf"(?:control|ownership|management)|sister\s+companies|affiliated\s+companies)\b", 0.75),
    # `The settlor of the Orion Trust is X`, `The Willow Trust's beneficiaries are X and Y`: the
    # party to the trust after it (each of a list)
    _p("trust_party_is", "ASSOCIATED_WITH",
       rf"\bthe\s+{_TRUST_ROLE}\s+(?:of|under)\s+(?:the\s+)?(?P<b>{ORG})\s+{_TRUST_ROLE_IS}", 0.8),
    # (`the Halcyon Trust, whose beneficiary is X`; `Its beneficiaries are X and Y`)
    # (in a bracket after the trust: `The T Trust (protector: X; trustee: Y)`)
    _p("trust_party_in_brackets", "ASSOCIATED_WITH",
       rf"(?P<b>{ORG})\s*\(\s*(?:(?:[\w-]+\s*){{1,3}}:\s*{PARTY}\s*[;,]\s*)?{_TRUST_ROLE}\s*:\s*(?P<a>{PARTY})"
       rf"(?=\s*[;,)])", 0.8),
    _p("trust_party_possessive", "ASSOCIATED_WITH",
       rf"(?P<b>{ORG})(?:\s?['’]s?|\s*,\s*whose)?\s+{_TRUST_ROLE}\s+{_TRUST_ROLE_IS}", 0.8),
    # `A and B served together on the board of C`, `A and B are business partners`, `A is a close
    # associate of B`: a tie between two people
    _p("pair_together", "ASSOCIATED_WITH",
       rf"(?P<a>{PER})\s+and\s+(?P<b>{PER})\s+(?:(?:have|had|also|both|once|previously|later)\s+)?"
       rf"(?:served|sat|worked|studied|trained|were|are|travell?ed|flew|lived|invested)\s+together\b", 0.8),
    # `A conducted a ship-to-ship transfer with B`, `an STS transfer between A and B`: two vessels
    # alongside at sea to move a cargo (how a sanctioned cargo changes hands)
    _p("ship_to_ship", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:conducted|carried\s+out|performed|made|completed|undertook|engaged\s+in|took\s+part\s+in|"
       rf"(?:was|were)\s+(?:involved|seen|observed|detected|spotted)\s+in)\s+(?:an?\s+|two\s+|several\s+|\d{{1,3}}\s+)?"
       rf"(?:ship-to-ship|STS)\s+(?:cargo\s+)?(?:transfers?|operations?|transshipments?)\s+with\s+(?:the\s+)?(?P<b>{PARTY})",
       0.8),
    _p("ship_to_ship_between", "ASSOCIATED_WITH",
       rf"\b(?:ship-to-ship|STS)\s+(?:cargo\s+)?(?:transfers?|operations?|transshipments?)\s+between\s+(?:the\s+)?"
       rf"{_A}\s+and\s+(?:the\s+)?{_B}", 0.8),
    _p("pair_partners", "ASSOCIATED_WITH",
       rf"{_A}\s+and\s+{_B}\s+{_BE}\s+(?:(?:also|long-?time|longstanding|close|former|old)\s+)?"
       rf"(?P<role>business\s+partners|business\s+associates|associates|colleagues|"
       rf"co-directors|co-founders|co-owners|co-investors|co-?conspirators|co-?defendants|co-accused|"
       rf"accomplices|(?:(?:personal|family|childhood|school|university|good|best)\s+)?friends|confidants)\b", 0.8),
    # `A and B have known each other since 2015`, `A has known B for years`: an acquaintance (not `knew
    # about B`, nor `has known B` with nothing after it, a sentence of another sense)
    _p("pair_know_each_other", "ASSOCIATED_WITH",
       rf"(?P<a>{PER})\s+and\s+(?P<b>{PER})\s+(?:(?:have|had|also|both|reportedly|apparently)\s+){{0,2}}"
       rf"(?:known|know|knew)\s+(?:each\s+other|one\s+another)\b", 0.8),
    _p("has_known_since", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE30}\b(?:has|had|have)\s+(?:(?:also|personally|long)\s+)?known\s+(?P<b>{PER})\s+"
       rf"(?:personally\s+)?(?:since|for)\b", 0.8),
    # a person's own lawyer, accountant or aide: `Ivanov's lawyer, Petr Sidorov,`, `his accountant,
    # X`, `X, a close associate of Y,`, `X, the personal assistant to Y`
    # `Fenwick Marsh LLP acts for Beta Ltd`, `represents B`, `B is represented by A`, `A is counsel to B`:
    # who speaks for a party in a matter (a firm's lawyers, an agent); not `A of F, solicitor for B` (the
    # apposition's office is A's), nor a trust (who acts for it is its trustee: `relations._relation`)
    _p("represents", "ASSOCIATED_WITH",
       # (`acting as attorney-in-fact for Lord Ashdown`, `acts as agent for B`)
       rf"(?P<a>{PARTY}){_PRE30}\b(?:(?:acts|acted|acting|act)\s+(?:as\s+(?:(?:his|her|their|its|the|a|an)\s+)?"
       rf"(?:(?:legal\s+)?counsel|attorney-in-fact|attorney|agent|representative|proxy)\s+)?for|represents|represented|"
       rf"{_BE}\s+(?:(?:the|its|their)\s+)?(?:legal\s+)?(?:counsel|lawyers?|solicitors?|attorneys?)\s+(?:for|to|of))\s+"
       # (the one acted for named by what he is first: `acted for the real owner, Kazakh banker Timur Abenov`)
       rf"(?:the\s+)?(?:(?:(?:real|true|ultimate|beneficial|actual)\s+)?(?:owner|client|buyer|seller|principal|"
       rf"investor|beneficiary)\s*,\s*)?(?:{_PERSON_DESCRIBED}|(?:\ue000L\d{{1,4}}\ue001|[\w-]+)\s+(?:banker|"
       rf"businessman|businesswoman|politician|official)\s+(?=\ue000P)"
       # (a firm the writer introduces: `he represented a company called B`)
       rf"|an?\s+(?:[\w-]+\s+)?(?:company|firm|entity|business|group)\s+(?:called|named)\s+)?(?P<b>{PARTY})(?!\s?['’]s)",
       0.75),
    _p("represented_by", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY}){_PRE30}\b{_BE}\s+(?:(?:legally|jointly|separately)\s+)?represented\s+by\s+(?:the\s+)?(?P<a>{PARTY})",
       0.75),
    # `our client, Nordwind Shipping GmbH`, `B's long-standing client, X`: X is the firm's client
    _p("client_possessive", "ASSOCIATED_WITH",
       rf"(?P<b>{PARTY})(?:\s?['’]s?)?\s+(?:(?:long-?standing|former|new|main|largest|biggest|key|only)\s+)?"
       rf"(?:client|customer)\s*,\s*(?P<a>{PARTY})", 0.75),
    _p("person_pro_possessive", "ASSOCIATED_WITH",
       # (`X's lawyer, Y of the firm Z,`: Y's own firm may follow)
       rf"(?P<b>{PER})(?:\s?['’]s?)?\s+{_PRO}\s*,\s*(?P<a>{PER})"
       rf"(?=\s*(?:,|\.|$|\()|\s+(?:of|at)\s+{_THE_FIRM}{ORG})", 0.8),
    # `Elena Sokolova, Morozov's longtime business partner, manages …`: the tie in apposition after the name
    _p("person_pro_apposed_possessive", "ASSOCIATED_WITH",
       rf"(?P<a>{PER})\s*,\s*(?P<b>{PER})\s?['’]s?\s+{_PRO}\s*(?=[,.;)]|$)", 0.8),
    # `X is Y's driver`, `X worked as a driver for Y`: the tie said with a verb
    _p("person_pro_is_possessive", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE30}\b{_BE}\s+(?:(?:also|now|still)\s+)?"
       # (`is listed as Salas's business partner` on a form)
       rf"(?:(?:listed|named|described|identified|recorded|given|shown)\s+as\s+)?(?P<b>{PER})\s?['’]s?\s+{_PRO}\b",
       0.8),
    # `His supervisor is Dennis Whitaker`, `X's lawyer was Y`: the tie named before the person
    _p("person_pro_is_named", "ASSOCIATED_WITH",
       rf"(?P<b>{PER})(?:\s?['’]s?)?\s+{_PRO}\s+(?:is|was|has\s+been|had\s+been)\s+(?:(?-i:[A-Z][a-z]{{0,4}})\.?\s+)?"
       rf"(?P<a>{PER})(?!\s?['’]s)", 0.8),
    # `X worked as Oleg Brodsky's driver until 2018`
    _p("person_pro_works_as_possessive", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE30}\b(?:works|worked|working|work|serves|served|serving|acts|acted|acting|"
       rf"(?:{_BE}\s+)?(?:employed|hired|engaged))\s+as\s+(?P<b>{PER})(?:\s?['’]s?)?\s+{_PRO}\b", 0.8),
    # `X lives with Y`, `X shares a flat with Y`: a household
    _p("lives_with", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE30}\b(?:lives|lived|living|live|resides|resided|residing|cohabits|cohabited|"
       rf"(?:shares|shared|sharing|share)\s+(?:a|an|the|his|her)\s+(?:flat|house|home|apartment))\s+"
       rf"(?:(?:together|openly|now|still)\s+)?with\s+(?P<b>{PER})(?!\s?['’]s)", 0.75),
    _p("person_pro_works_for", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE30}\b(?:works|worked|working|work|serves|served|serving|acts|acted|acting)\s+as\s+"
       rf"(?:a|an|the|his|her)\s+{_PRO}\s+(?:of|to|for)\s+(?P<b>{PER})(?!\s?['’]s)", 0.8),
    _p("person_pro_appositive", "ASSOCIATED_WITH",
       # (the other's office before the name: `a former aide to President Carlos Mendes`; no article in a
       # list of subjects: `Tomasz Kral, business associate of Subject 1`)
       rf"(?P<a>{PER}){_NOTE}\s*,\s*(?:(?:a|an|the|his|her)\s+)?{_PRO}\s+(?:of|to|for)\s+(?:(?-i:[A-Z][a-z]+)\s+)?(?P<b>{PER})"
       rf"(?!\s?['’]s)", 0.8),
    # `A and B conspired to launder …`, `A conspired (colluded) with B`: parties to one scheme
    _p("pair_conspired", "ASSOCIATED_WITH",
       rf"{_A}\s+and\s+{_B}\s+(?:(?:also|allegedly|together|then|knowingly|secretly|later|never|had|have|"
       rf"did\s+not|didn['’]t)\s+){{0,2}}(?:conspired|colluded|conspiring|colluding|conspire|collude)\b", 0.8),
    _p("conspired_with", "ASSOCIATED_WITH",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:conspired|colluded|conspiring|colluding|schemed|plotted)\s+"
       rf"(?:(?:together|secretly|knowingly)\s+)?with\s+(?:the\s+)?(?P<b>{PARTY})(?!\s?['’]s)", 0.8),
    # `A laundered $4 million in drug proceeds for B`, `A helped launder money on behalf of B`: A
    # served B's scheme (not `laundered … through B`: a vehicle)
    _p("laundered_for", "ASSOCIATED_WITH",
       rf"{_A}{_PRE40}\b(?:(?:helped|helping|help|agreed\s+to)\s+(?:to\s+)?)?(?:laundered|launders|laundering|launder)\b"
       rf"(?:(?!\b(?:through|via|into|from|by)\b){gap(60, 'MD')}\s)?(?:for|on\s+behalf\s+of)\s+(?:the\s+)?{_B}"
       rf"(?!\s?['’]s)", 0.75),
    _p("associate_of", "ASSOCIATED_WITH",
       rf"(?P<a>{PER}){_PRE40}\b{_BE}\s+(?:(?:also|not|never)\s+)?{_DET}(?:(?:long-?time|longstanding|close|known|"
       rf"former|old|trusted)\s+)?(?P<role>business\s+partner|(?:business\s+)?associate|colleague|co-director|"
       rf"co-founder|co-investor|(?:personal\s+|family\s+)?friend|confidant|co-?conspirator|co-?defendant|co-accused|"
       rf"accomplice)\s+"
       # (the other's office first: `a close friend of the mayor, Igor Sadovsky`)
       rf"(?:of|with)\s+(?:the\s+)?{_FIRMS}{_ROLE_BEFORE}{_TITLED}(?P<b>{PER})", 0.8),
)

# Family ties between persons: `A is the sister of B`, `B's wife, A`, `B and his wife A`, `A, B's
# brother,`, `A is married to B`. A RELATIVE_OF B, its `kin` what A is to B.
_KIN = (r"(?P<kin>(?:ex-|former\s+|late\s+|step-?|half-|grand|great-grand|god)?(?:wife|husband|spouse|son|daughter|"
        r"father|mother|brother|sister|sibling|cousin|nephew|niece|uncle|aunt|child|parent|fianc[ée]e?|widow|widower|"
        r"(?<!\bpoor\s)relative|family\s+member|girlfriend|boyfriend|lover|mistress|"
        r"(?:common-law|de\s+facto|domestic)\s+(?:wife|husband|partner))(?:-in-law)?)")
KINSHIP: tuple[Pattern, ...] = (
    # (a firm before the verb closes an aside about the person: `X, who chairs B, is the brother of Y`)
    _p("kin_of", "RELATIVE_OF",
       rf"(?P<a>{PARTY}){_PRE30}\b{_BE}\s+(?:[^\ue000,;.]{{1,50}}?\s+and\s+)?(?:(?:also|not|never)\s+)?"
       rf"(?:the\s+|a\s+|an\s+|one\s+of\s+the\s+)?(?:(?:elder|older|younger|eldest|youngest|only|twin|first|second)\s+)?"
       rf"{_KIN}s?\s+(?:of|to)\s+(?:the\s+)?{_FIRMS}{_ROLE_BEFORE}{_TITLED}(?P<b>{PER})",
       0.85),
    _p("kin_and_his", "RELATIVE_OF",
       rf"(?P<b>{PER})\s+and\s+(?:his|her|their|\ue000P\d{{1,4}}\ue001)\s+{_KIN}\s*,?\s+(?P<a>{PER})", 0.85),
    _p("kin_of_appositive", "RELATIVE_OF",
       # (a note in brackets may come first: `Agata Wozniak (DOB 17/11/1984), wife of Subject 1`)
       # (or an age: `Anastasia Belova, 29, the daughter of Oleg Belov`)
       rf"(?P<a>{PER}){_NOTE}(?:\s*,\s*(?:aged\s+)?\d{{1,3}}(?=\s*,))?\s*,\s*(?:(?:the|a|an|one\s+of\s+the)\s+)?"
       rf"(?:(?:elder|older|younger|eldest|youngest|only|twin)\s+)?"
       rf"{_KIN}s?\s+of\s+(?:the\s+)?{_FIRMS}{_ROLE_BEFORE}{_TITLED}"
       rf"(?P<b>{PER})", 0.85),
    # `Ingrid Halvorsen (daughter of Erik Halvorsen)`, `X (the wife of Y)`: a relative in a bracket after the name
    _p("kin_of_bracketed", "RELATIVE_OF",
       rf"(?P<a>{PER})\s*\(\s*(?:(?:the|a|an)\s+)?(?:(?:elder|older|younger|eldest|youngest|only|twin)\s+)?"
       rf"{_KIN}\s+of\s+{_TITLED}(?P<b>{PER})\s*\)", 0.85),
    _p("kin_possessive", "RELATIVE_OF",
       rf"(?P<b>{PER})(?:\s?['’]s)?\s+(?:(?:elder|older|younger|eldest|youngest|only|twin|late)\s+)?{_KIN}"
       # (`his wife of 56 years, X`)
       rf"(?:\s+of\s+(?:\d{{1,2}}|[a-z]+(?:[ -][a-z]+)?)\s+years)?\s*,?\s+(?P<a>{PER})",
       0.85),
    # `Ionela Marin, whose husband, Dan Marin, was …`
    _p("kin_whose", "RELATIVE_OF",
       rf"(?P<b>{PER})\s*,\s*whose\s+(?:(?:elder|older|younger|eldest|youngest|only|twin)\s+)?{_KIN}\s*,?\s+(?P<a>{PER})",
       0.85),
    # `the Settlor's children, Maksim Hale and Daria Hale`: each named is one (the list after it)
    _p("kin_possessive_plural", "RELATIVE_OF",
       rf"(?P<b>{PER})(?:\s?['’]s)?\s+(?:(?:two|three|four|adult|grown|eldest|youngest)\s+)?"
       rf"(?P<kin>children|sons|daughters|brothers|sisters|siblings|parents|nephews|nieces|cousins|grandchildren)"
       rf"\s*,?\s+(?P<a>{PER})(?=\s*(?:,\s*|\s+and\s+)\ue000P)", 0.85),
    _p("kin_appositive", "RELATIVE_OF",
       # (or after a dash, as a list of subjects has it: `Elena Orlova — Orlov's wife; director of B`)
       rf"(?P<a>{PER})\s*(?:,|[—–(]|\s-)\s*(?P<b>{PER})\s?['’]s\s+(?:(?:elder|older|younger|eldest|youngest|only|twin)\s+)?"
       # (not when the relative's name follows: `According to X, Y's wife, Z, was …`: Z is)
       # (and what else he is to her: `Y's husband and joint account holder,`)
       rf"{_KIN}(?:\s+and\s+(?:[a-z][\w-]*\s+){{0,3}}?[a-z][\w-]*)?\s*(?:,(?!\s*\ue000P)|[.;)]|$)", 0.85),
    # `Rahul Sharma s/o Mohan Sharma`, `Priya Sharma w/o Rahul Sharma`: South Asian papers' son of,
    # daughter of, wife of, husband of
    _p("kin_abbreviated", "RELATIVE_OF",
       rf"(?P<a>{PER})\s*,?\s*(?P<kin>[sdwh]/o)\s+{KIN_STYLES}(?P<b>{PER})", 0.85),
    # `Tamsin Ferrow is Marcus Oyelaran's sister-in-law`
    _p("kin_is_possessive", "RELATIVE_OF",
       # (a relative clause that names a party may come between: `Karen Grant, who owns B, is Y's wife`)
       rf"(?P<a>{PER})(?:\s*,\s*who\s+(?:[^,;\ue000\n]{{1,40}}?\ue000[OPL]\d{{1,4}}\ue001){{1,2}}[^,;\ue000\n]{{0,20}}?\s*,)?"
       rf"{_PRE30}\b{_BE}\s+(?:(?:also|not|never)\s+)?(?P<b>{PER})\s?['’]s\s+"
       rf"(?:(?:elder|older|younger|eldest|youngest|only|twin)\s+)?{_KIN}\b", 0.85),
    # (`X is his wife`: the pronoun's placeholder, no `'s`; a name there is none: `I am Mrs. X widow of Y`,
    # `relations._relation`)
    _p("kin_is_his", "RELATIVE_OF",
       rf"(?P<a>{PER}){_PRE30}\b{_BE}\s+(?:(?:also|not|never)\s+)?(?P<b>{PER})\s+"
       rf"(?:(?:elder|older|younger|eldest|youngest|only|twin)\s+)?{_KIN}\b(?!\s+(?:of|to)\b)", 0.85),
    _p("married_to", "RELATIVE_OF",
       # (the spouse's office may come first: `is married to our procurement lead, Sarah Blake`)
       rf"(?P<a>{PER}){_PRE30}\b(?:{_BE}\s+)?(?P<kin>married)\s+"
       rf"(?:to\s+(?:(?:the|a|an|our|their|his|her|its)\s+)?{_FIRMS}{_ROLE_BEFORE}{_TITLED})?(?P<b>{PER})", 0.85),
    # `A and B are married`, `A and B divorced in 2019`: spouses, once spouses
    _p("pair_married", "RELATIVE_OF",
       rf"(?P<a>{PER})\s+and\s+(?P<b>{PER})\s+(?:(?:are|were|have\s+been|had\s+been|got|became|later|also|"
       rf"reportedly|secretly|now)\s+){{0,2}}(?P<kin>married|divorced)\b(?!\s+(?:to|with)\b)", 0.8),
    # `Marsh and Doyle are brothers-in-law`, `A and B are cousins`: each is the other's
    # `X is related to Y by marriage`: kin (not `related to Y`, any tie: `associated_with`)
    _p("related_by_marriage", "RELATIVE_OF",
       rf"(?P<a>{PER}){_PRE30}\b{_BE}\s+(?:(?:distantly|closely|also)\s+)?related\s+to\s+(?P<b>{PER})\s+by\s+"
       rf"(?P<kin>marriage|blood)\b", 0.8),
    _p("pair_kin", "RELATIVE_OF",
       rf"(?P<a>{PER})\s+and\s+(?P<b>{PER})\s+(?:are|were|have\s+been|had\s+been)\s+(?:also\s+|both\s+)?"
       rf"(?P<kin>(?:half-|step-?)?(?:brothers|sisters|siblings|cousins|twins|spouses)(?:-in-law)?)\b", 0.8),
    # `A divorced B in 2019`, `A and B divorced`: once spouses
    _p("divorced", "RELATIVE_OF",
       rf"(?P<a>{PER}){_PRE30}\b(?:{_BE}\s+)?(?P<kin>divorced)\s+(?:from\s+)?(?P<b>{PER})(?!\s?['’]s)", 0.85),
)

# Contact between parties said in prose: calls, mails and messages (CALLED, EMAILED, MESSAGED, the
# predicates a call log, a mail's headers and a chat give) and meetings (MET). `times` is how often
# (`called B 14 times`), `loc` where they met (`met B in Dubai`); the sentence's date is the contact's.
_ADVERBS = (r"(?:(?:also|then|later|again|repeatedly|regularly|frequently|often|allegedly|reportedly|never|"
            r"subsequently|first|personally|secretly|privately|twice|once|even|had|has|have|did\s+not|didn['’]t|"
            r"would|will|to)\s+){0,3}")
_COUNT = (r"(?:at\s+least\s+|more\s+than\s+|over\s+|some\s+)?(?P<times>\d{1,4}|two|three|four|five|six|seven|"
          r"eight|nine|ten|eleven|twelve|a\s+dozen|dozens\s+of|several|many|multiple)\s+(?:separate\s+)?times\b")
_TIMES = rf"(?:\s+{_COUNT})?"
_MET_AT = rf"(?:\s*,?\s+(?:in|at)\s+(?:the\s+)?(?P<loc>{LOC}))?"
_NOT_OWN = r"(?!\s?['’]s)"
_VIA_PHONE = r"(?:by\s+(?:tele)?phone|on\s+the\s+(?:tele)?phone|over\s+the\s+(?:tele)?phone|by\s+video\s*call)"
_EMAIL = r"(?:e-?mails?|electronic\s+mails?)"
_TEXT_MESSAGE = (r"(?:(?:text|SMS|WhatsApp|Telegram|Signal|WeChat|iMessage|Viber|direct|private|encrypted|voice)\s+"
                 r"messages?|texts?|SMS(?:es)?|WhatsApps?|DMs?)")
_A_CALL = rf"(?:{_HOW_MANY}\s+)?(?:(?:tele)?phone\s+|video\s+|Zoom\s+|brief\s+|short\s+|long\s+)?calls?"
_A_MEETING = (rf"(?:(?:{_HOW_MANY}|private|secret|face-to-face|in-person|further|second|brief|closed-door)\s+){{0,2}}"
              r"meetings?")
# how many (`118 text messages`, `dozens of emails`)
_SOME = (r"(?:(?:at\s+least|more\s+than|over|some|about|around|nearly)\s+)?(?:(?:\d[\d,]{0,6}|several|many|numerous|"
         r"frequent|regular|daily|dozens\s+of|hundreds\s+of|a\s+(?:number|series|flurry)\s+of)\s+)?")
# what one party did to another by some means (`told B by email`)
_TOLD = (r"(?:told|tells|tell|informed|informs|inform|asked|asks|ask|instructed|instructs|instruct|notified|notifies|"
         r"warned|warns|assured|assures|reminded|reminds|advised|advises|urged|urges|contacted|contacts|contact|"
         r"alerted|alerts|updated|updates|pressed|presses|threatened|threatens)")
_BY_MEANS = (r"(?:\s+(?:on\s+\ue000D\d{1,4}\ue001|again|twice|directly|personally|repeatedly|later|first|also|"
             r"immediately|promptly|the\s+same\s+day))?\s+(?:by|via|over|through|in\s+(?:an?|one|two|several|"
             r"a\s+series\s+of))\s+(?:[\w-]+\s+)?")
_ONE_OF = r"(?:an?|his|her|its|their|one|two|several|the|a\s+series\s+of|(?:\ue000[OP]\d{1,4}\ue001\s?['’]s))\s+"
_DATED = r"(?:(?:dated|of|on|sent\s+on)\s+\ue000D\d{1,4}\ue001\s*,?\s+)?"
_DATED_AFTER = r"(?:\s*,?\s+(?:dated|of|on|sent\s+on)\s+\ue000D\d{1,4}\ue001)?"
# (`met with officials of B`: a meeting with the firm)
_STAFF_OF = (r"(?:(?:(?:senior|two|three|several|the)\s+)?(?:officials|representatives|executives|staff|employees|"
             r"managers|bankers|lawyers|members|officers|directors|partners)\s+(?:of|from)\s+)?")
_MEAL = r"(?:dinner|lunch|breakfast|drinks|coffee|a\s+(?:private\s+)?(?:dinner|lunch|breakfast|drink|coffee))"
_MESSAGE = rf"(?-i:{_TEXT_MESSAGE}|messages)"
_SOME_OF = rf"(?:(?:{_HOW_MANY}|further|follow-up|short|brief|long|urgent)\s+){{0,2}}"


def _written(kind: str, predicate: str, noun: str, sent: str) -> tuple[Pattern, ...]:
    """The patterns of contact by one written means (`kind` `email`: EMAILED, `message`: MESSAGED),
    `noun` what it is called (`e-mail`, `WhatsApp message`), `sent` the verbs that send it: `A sent a
    {noun} to B`, `A sent B a {noun}`, `B received a {noun} from A`, `A told B by {noun}`, `In a {noun}
    to B dated …, A wrote`, `A's {noun} to B`, `a {noun} from A to B`, `A exchanged 118 {noun}s with B`,
    `A and B exchanged {noun}s`."""
    return (
        _p(f"sent_{kind}_to", predicate,
           rf"(?P<a>{PARTY}){_PRE30}\b(?:{sent})\s+{_SOME_OF}{noun}\s+(?:[\w-]+\s+){{0,4}}?to\s+(?P<b>{PARTY}){_NOT_OWN}",
           0.8),
        _p(f"sent_party_{kind}", predicate,
           rf"(?P<a>{PARTY}){_PRE30}\b(?:sent|sends|send|forwarded|forwards)\s+(?P<b>{PARTY})\s+{_SOME_OF}(?:[\w-]+\s+)?"
           rf"{noun}\b", 0.8),
        _p(f"{kind}_from", predicate,
           rf"(?P<b>{PARTY}){_PRE30}\b(?:received|receives|got|gets|opened)\s+{_SOME_OF}(?:[\w-]+\s+)?{noun}\s+from\s+"
           rf"(?P<a>{PARTY}){_NOT_OWN}", 0.8),
        _p(f"told_by_{kind}", predicate,
           rf"(?P<a>{PARTY}){_PRE30}\b{_TOLD}\s+(?P<b>{PARTY}){_NOT_OWN}{_BY_MEANS}{noun}\b", 0.8),
        _p(f"in_{kind}_to", predicate,
           rf"\bin\s+{_ONE_OF}(?:[\w-]+\s+)?{noun}\s+{_DATED}to\s+(?P<b>{PARTY}){_NOT_OWN}{_DATED_AFTER}\s*,\s*"
           rf"(?P<a>{PARTY})\s", 0.8),
        _p(f"{kind}_possessive", predicate,
           rf"(?P<a>{PARTY})\s?['’]s\s+(?:[\w-]+\s+)?{noun}\s+{_DATED}to\s+(?P<b>{PARTY}){_NOT_OWN}", 0.8),
        _p(f"{kind}_from_to", predicate,
           rf"\b{noun}\s+{_DATED}(?:sent\s+)?from\s+(?P<a>{PARTY})\s+to\s+(?P<b>{PARTY}){_NOT_OWN}", 0.8),
        _p(f"exchanged_{kind}s", predicate,
           rf"(?P<a>{PARTY}){_PRE30}\bexchanged\s+{_SOME}{noun}\s+with\s+(?P<b>{PARTY}){_NOT_OWN}", 0.8),
        _p(f"pair_exchanged_{kind}s", predicate,
           rf"(?P<a>{PARTY})\s+and\s+(?P<b>{PARTY})\s+{_ADVERBS}exchanged\s+{_SOME}{noun}\b", 0.8),
    )


COMMUNICATION: tuple[Pattern, ...] = (
    # `A called (phoned, rang) B 14 times`; not `A, a company called B` (only adverbs between: no gap)
    _p("called", "CALLED",
       rf"(?P<a>{PARTY})\s+{_ADVERBS}(?:called|calls|call|phoned|phones|phone|rang|rings|ring|telephoned|"
       rf"telephones|dialled|dialed)\s+(?:up\s+)?(?P<b>{PARTY}){_NOT_OWN}(?!\s+(?:a|an)\s){_TIMES}", 0.8),
    _p("called_by", "CALLED",
       rf"(?P<b>{PARTY}){_PRE30}\b(?:was|were|had\s+been|has\s+been)\s+(?:(?:also|then|later|repeatedly)\s+)?"
       rf"(?:called|phoned|rung|telephoned)\s+(?:{_COUNT}\s+)?by\s+(?P<a>{PARTY}){_NOT_OWN}", 0.8),
    _p("made_calls_to", "CALLED",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:made|makes|placed|places|make|place)\s+{_A_CALL}\s+to\s+(?P<b>{PARTY}){_NOT_OWN}",
       0.8),
    _p("call_from", "CALLED",
       rf"(?P<b>{PARTY}){_PRE30}\b(?:received|receives|took|takes|got|gets|answered)\s+{_A_CALL}\s+from\s+"
       rf"(?P<a>{PARTY}){_NOT_OWN}", 0.8),
    _p("call_with", "CALLED",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:had|has|held|holds|have|joined)\s+{_A_CALL}\s+with\s+(?P<b>{PARTY}){_NOT_OWN}",
       0.8),
    _p("spoke_by_phone", "CALLED",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:spoke|speaks|talked|talks)\s+(?:to|with)\s+(?P<b>{PARTY}){_NOT_OWN}\s+"
       rf"(?:(?:briefly|again|twice)\s+)?{_VIA_PHONE}", 0.8),
    _p("pair_spoke_by_phone", "CALLED",
       rf"(?P<a>{PARTY})\s+and\s+(?P<b>{PARTY})\s+{_ADVERBS}(?:spoke|talked)\s+(?:(?:briefly|again|twice)\s+)?"
       rf"{_VIA_PHONE}", 0.8),
    # `A emailed B`, `A e-mailed the invoice to B`, `A sent an email to B`, `A sent B an email`
    _p("emailed", "EMAILED",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:e-?mailed|e-?mails)\s+(?:(?:[\w-]+\s+){{1,4}}?to\s+)?(?P<b>{PARTY}){_NOT_OWN}"
       rf"{_TIMES}", 0.8),
    *_written("email", "EMAILED", _EMAIL, "sent|sends|send|forwarded|forwards|wrote|writes"),
    # `A texted (messaged) B`, `A sent a WhatsApp message to B`, `A received a text from B`
    _p("texted", "MESSAGED",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:texted|texts|messaged|messages|WhatsApped|DMed|DM'd)\s+(?P<b>{PARTY}){_NOT_OWN}"
       rf"{_TIMES}", 0.8),
    *_written("message", "MESSAGED", _MESSAGE, "sent|sends|send|forwarded|forwards"),
    # the means after whom it reached (`A instructed B by phone`); a noun phrase (`a call from A to B`,
    # `calls between A and B`)
    _p("told_by_phone", "CALLED",
       rf"(?P<a>{PARTY}){_PRE30}\b{_TOLD}\s+(?P<b>{PARTY}){_NOT_OWN}{_BY_MEANS}(?:(?:tele)?phone|(?:phone\s+|video\s+)?call)\b",
       0.8),
    _p("call_from_to", "CALLED",
       rf"\b{_A_CALL}\s+{_DATED}(?:made\s+|placed\s+)?from\s+(?P<a>{PARTY})\s+to\s+(?P<b>{PARTY}){_NOT_OWN}", 0.8),
    _p("calls_between", "CALLED",
       rf"\b{_A_CALL}\s+{_DATED}between\s+(?P<a>{PARTY})\s+and\s+(?P<b>{PARTY}){_NOT_OWN}", 0.8),
    # `A exchanged calls with B` (and messages, mails: `_written`): each way, read as A's
    _p("exchanged_calls", "CALLED",
       rf"(?P<a>{PARTY}){_PRE30}\bexchanged\s+{_SOME}(?:(?:tele)?phone\s+)?calls\s+with\s+(?P<b>{PARTY}){_NOT_OWN}",
       0.8),
    # `A met (with) B in Dubai`, `A and B met in Zurich`, `a meeting between A and B`, `A had dinner with B`
    _p("met", "MET",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:met|meets|meet|(?<!\ba\s)meeting|visited|visits|visit|dined|dines)\s+"
       rf"(?:(?:up\s+)?with\s+)?{_STAFF_OF}(?:the\s+)?(?P<b>{PARTY}){_NOT_OWN}{_MET_AT}", 0.8),
    _p("pair_met", "MET",
       rf"(?P<a>{PARTY})\s+and\s+(?P<b>{PARTY})\s+{_ADVERBS}(?:met|meet|dined|had\s+(?:{_A_MEETING}|{_MEAL})|"
       rf"held\s+{_A_MEETING}|attended\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){{0,2}}?meetings?)\b(?:\s+(?:again|twice|secretly|privately|briefly|face\s+to\s+face|in\s+person))?"
       rf"{_MET_AT}", 0.8),
    _p("meeting_with", "MET",
       rf"(?P<a>{PARTY}){_PRE30}\b(?:had|has|have|held|holds|hold|attended|arranged|set\s+up|sought)\s+"
       rf"(?:{_A_MEETING}|{_MEAL}|talks)\s+with\s+{_STAFF_OF}(?:the\s+)?(?P<b>{PARTY}){_NOT_OWN}{_MET_AT}", 0.8),
    _p("meeting_between", "MET",
       rf"\b{_A_MEETING}\s+(?:took\s+place\s+)?between\s+(?P<a>{PARTY})\s+and\s+(?P<b>{PARTY}){_NOT_OWN}"
       rf"{_MET_AT}", 0.8),
)

ALL_PATTERNS: tuple[Pattern, ...] = (*TRANSFERS, *ROLES, *APPOSITIONS, *OWNERSHIP, *CONTROL, *LOCATION, *ACCOUNTS,
                                     *BANKING, *ASSOCIATION, *KINSHIP, *COMMUNICATION)

# Each family runs only when its cheap prefilter finds a trigger word in the template
# (`any_literal`: a trie behind a first-char lookahead, same hits as the plain alternation).
ROLE_TRIGGERS = sorted({w.split()[-1][:6] for w in _ROLE_WORDS}
                        | {"regards", "sincerely", "faithfully", "cheers", "best,", "best\n", "thanks,", "thanks\n",
                           "employ", "join", "work", "hire", "appoint", "head", "board", "role", "positi", "post",
                           "functi", "second", "assign", "leads", " led ", "payroll",
                           "recrui", "brough", "engage", "retain", "set up", "judge",
                           "incorp", "establ", "formed", "replac", "succee", "dismiss", "fired", "sacked",
                           "laid off", "let go", " left ", " quit ", "departed", "moved to", "moves to",
                           "ferred to", "switched to",
                           "justic", "comman", "captai",
                           "lieute", "sergea", "inspec", "detect", "profes", "admira", "colone", "office", "troope",
                           "deputy", "agent", "lt.", "capt.", "sgt.", "col.", "gen.", "adm.", "maj.", "prof."}

                        # occupations before a name (`Eastern Airlines pilot X`), whole words: `intern` and
                        # `aide` would fire on `international` and `aided`
                        | {w.split()[-1] for w in WORK_NOUNS} - {"intern", "aide"})
# the words that let a family's patterns be tried on a template (any one, case-insensitive; the
# transfer and kinship words at a word start): a sentence with none skips the family
TRANSFER_TRIGGERS = (
    "paid", "pay", "send", "sent", "wire", "transfer", "remit", "disburs", "lend", "lent", "loan", "advanc",
    "moved",
    "repaid", "repay", "refund", "reimburs", "return", "back",
    "routed", "routing", "wiring", "forward", "made", "mak", "receiv", "obtain", "accept", "drawdown", "credit",
    "settl", "discharg", "cleared", "passed", "channel", "funnel", "layered", "purchas", "bought", "acquir",
    "acquisition", "donat", "grant",
    "divert", "misdirect", "redirect", "siphon", "embezzl", "misappropriat", "stole", "steal", "skimmed", "looted",
    "gifted", "deposit", "honour", "honor", "compensat", "gave", "give", "handed", "hands", "hand ", "handing",
    "deliver",
    "pass ", "passes", "passing", "brib", "kickback", "backhander", "covered ", "covers ", "cover ", "footed",
    "picked up", "mortgage", "overdraft", "indemnif",
    "withdr", "took", "takes", "check", "cheque", "draft", "money order", "got ", "gets ",
    "behalf",
    "drained", "left ", "leaves ", "receipt",
    "sold", "sells",
    "went out", "went from", "went directly", "went straight", "flowed", "travelled", "traveled", "fund", "financ",
    "capitali", "bankroll", "inject", "invest", "pumped", "topped", "tops up",
    "top up", "borrow", "originator", "beneficiary", "recipient", "payee", "remitter", "payer", "payor",
    "ordering", "59:", "59a:", "59f:", "traced", "tracked")
OWNERSHIP_TRIGGERS = (
    "own", "hold", "held", "acquir", "bought", "share", "stake", "interest", "parent", "beneficial", "subsidiar",
    "nominee", "behalf", "benefit", "sold", "sell", "purchas", "buys", "in trust", "%", "name of", "acquisition",
    "takeover", "buyout", "sale of", "disposal of", "buy", "took over", "taken over", "take over", "takes over",
    "inherit", "registered to", "belong")
# (` ran ` with its spaces, and `operates`/`operated` whole: `ran` is in `transfer`, `France`, `Iran`
# and `operat` in every `operations`, so either alone would run the family on most sentences)
CONTROL_TRIGGERS = ("control", "run", " ran ", "operates", "operated", "direct", "manag", "signator", "signer",
                    # a person's own firm (`his company, B`: `his` is its referent's placeholder then)
                    # (`whose company, B`)
                    *(f"{end} {noun}" for end in ("s", "\ue001", "whose")
                      for noun in ("company", "firm", "business", "own", "group", "companies", "firms", "businesses",
                                   "shell", "vehicle", "holding", "offshore", "trading")),
                    "signing", "front", "alter ego", "puppet", "creature",
                    "vehicle", "conduit", "proxy", "shell", "straw", "attorney", "used ", "the shots", "the strings",
                    "behind", "final say", "last say", "final word", "last word", "decisions")
ASSOCIATION_TRIGGERS = (
    "associat", "affiliat", "provide", "render", "link", "connect", "relat", "tie", "suppl", "vendor", "customer",
    "client", "trustee",
    "dealings", "business", "invoic", "billed", "bills", "share", "agreement", "contract", "memorandum",
    '(the "', "(the “",
    "joint venture", "together", "partner", "colleague", "settlor", "settled", "protector", "beneficiar", "arrangement",
    "engage", "retain", "retention", "hire", "hiring", "commission", "appointment of",
    "side letter", "deed", "behalf", "same", "guarant", "involv", "part of", "member of", "belong",
    "introduc", "lawyer", "attorney", "solicitor", "accountant", "advis", "assistant", "driver", "bodyguard",
    "representative", "proxy", "nominee", "banker", "fixer", "aide", "spokes", "agent", "audit", "custodian",
    "administrator", "law firm", "counsel", "friend", "confidant", "represent", "acts for", "acted for",
    "acting for", "sells", "sold", "buys", "bought", "purchas", "sourc", "import", "export", "deliver", "ship",
    "awarded", "tender", "concession", "licen", "procurement", "sister", "common control", "common ownership",
    "common management", "conspir", "collu", "schemed", "plotted", "accomplice", "sts ", "supervisor", "boss",
    "employer", "handler", "courier", "defendant", "accused", "launder", "charter", "group compan", "flatmate",
    "flat-mate", "roommate", "room-mate", "housemate", "neighbo", "lives with", "lived with", "living with",
    "resides with", "resided with", "cohabit", "flat with", "house with", "apartment with",
    "line manager", "led by", "leads", "heads", "headed by", "members are", "members were", "members include",
    "partners are", "partners were", "has known", "have known", "had known", "know each", "knew each",
    "known each", "know one another", "known one another", "knew one another", "secretary", "chauffeur",
    "housekeeper", "bookkeeper", "employee", "consign", "dispatched", "mule", "frontman", "front man", "straw man")
KINSHIP_TRIGGERS = (
    "s/o", "d/o", "w/o", "h/o",
    "wife", "husband", "spouse", "son", "daughter", "father", "mother", "brother", "sister", "sibling", "cousin",
    "nephew", "niece", "uncle", "aunt", "child", "parent", "fianc", "widow", "married", "divorc", "grand", "step",
    "relative", "by marriage", "by blood", "godfather", "godmother", "godson", "goddaughter", "godchild", "godparent",
    "girlfriend", "boyfriend", "lover", "mistress", "common-law", "de facto", "domestic partner",
    "family member")
COMMUNICATION_TRIGGERS = (
    "call", "phon", "rang", "ring", "rung", "telephon", "dial", "spoke", "speak", "talk", "e-mail", "email", "mail",
    "text", "messag", "sms", "whatsapp", "dm", "met ", "meet", "visit", "dine", "dined", "dinner", "lunch",
    "breakfast", "drinks", "coffee")

FAMILIES: tuple[tuple[re.Pattern[str], tuple[Pattern, ...]], ...] = (
    (re.compile(r"(?i)\b" + any_literal(TRANSFER_TRIGGERS)), TRANSFERS),
    (re.compile(r"(?i)" + any_literal(ROLE_TRIGGERS)), ROLES),
    (re.compile(r"\ue000P\d{1,4}\ue001(?:\s*[,(]|\s+(?:of|at)\b)"), APPOSITIONS),
    (re.compile(r"(?i)" + any_literal(OWNERSHIP_TRIGGERS)), OWNERSHIP),
    (re.compile(r"(?i)" + any_literal(CONTROL_TRIGGERS)), CONTROL),
    (re.compile("\ue000L"), LOCATION),
    (re.compile("\ue000A"), ACCOUNTS),
    # (money kept for a party at a bank is said without the word: `funds held in the name of A at B`)
    (re.compile(r"(?i)account|bank|in\sthe\snames?\sof"), BANKING),
    (re.compile(r"(?i)" + any_literal(ASSOCIATION_TRIGGERS)), ASSOCIATION),
    (re.compile(r"(?i)\b" + any_literal(KINSHIP_TRIGGERS)), KINSHIP),
    (re.compile(r"(?i)\b" + any_literal(COMMUNICATION_TRIGGERS)), COMMUNICATION),
)
_COMPILED.close()  # every pattern is made: the file is written if any was compiled
