"""Money: `$2,000,000`, `US$2.5 million`, `USD 2.5m`, `€1.2m`, `EUR 40,000.00`, `£500k`,
`2 million dollars`, amounts in words (`fifty thousand dollars`, `Five Hundred Thousand United States
Dollars`) → integer minor units + ISO 4217 currency (`USD 250000000`). Crypto-assets
by their ticker (`3 BTC`, `USDT 15,000`, `2 bitcoin`), counted in 10⁻⁸ of a coin (stablecoins in
cents), so `3 BTC` is `BTC 300000000`.

Every quantifier is bounded and each pattern starts only where no digit or letter precedes,
so a scan is linear in the sentence length whatever the input.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache

from textgraph.currency import minor_digits, plain_number
from textgraph.extract.base import DocContext, Found, SentenceView

SYMBOLS = {
    "$": "USD", "us$": "USD", "u.s.$": "USD", "usd$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY",
    "₹": "INR", "c$": "CAD", "ca$": "CAD", "a$": "AUD", "au$": "AUD", "hk$": "HKD", "s$": "SGD",
    "nz$": "NZD", "₩": "KRW", "₽": "RUB", "₺": "TRY", "r$": "BRL", "chf": "CHF", "fr.": "CHF",
    "rs": "INR", "rs.": "INR", "r": "ZAR",
}
CODES = frozenset("""
USD EUR GBP CHF JPY CNY RMB HKD SGD AUD CAD NZD INR RUB AED SAR QAR KWD BHD OMR SEK NOK DKK
PLN CZK HUF RON TRY ZAR BRL MXN KRW TWD THB MYR IDR PHP ILS NGN KES EGP UAH
ISK CLP VND XOF XAF UGX PYG JOD TND LYD IQD COP PEN ARS
BTC ETH USDT USDC XMR LTC XRP BNB SOL TRX DAI
""".split())  # noqa: SIM905
WORDS = {  # keys: case-folded, dots and spaces removed
    "dollars": "USD", "dollar": "USD", "usdollars": "USD", "unitedstatesdollars": "USD",
    "unitedstatedollars": "USD", "euros": "EUR", "euro": "EUR",
    "pounds": "GBP", "pound": "GBP", "poundssterling": "GBP", "sterling": "GBP",
    "swissfrancs": "CHF", "francs": "CHF", "yen": "JPY", "yuan": "CNY", "renminbi": "CNY",
    "rupees": "INR", "roubles": "RUB", "rubles": "RUB",
    "bitcoin": "BTC", "bitcoins": "BTC", "ether": "ETH", "tether": "USDT",
    # (other currencies a case names by their word: `2.3 billion hryvnias`, `NGN` as `naira`)
    "hryvnia": "UAH", "hryvnias": "UAH", "hryvnya": "UAH", "hryvnyas": "UAH", "naira": "NGN",
    "dirham": "AED", "dirhams": "AED", "riyal": "SAR", "riyals": "SAR", "ringgit": "MYR", "baht": "THB",
    "zloty": "PLN", "zlotys": "PLN", "zlotych": "PLN", "forint": "HUF", "forints": "HUF", "rupiah": "IDR",
    "reais": "BRL", "shekel": "ILS", "shekels": "ILS", "lira": "TRY", "liras": "TRY", "kronor": "SEK",
    "rand": "ZAR",
}

SCALES = {
    "thousand": 3, "k": 3, "K": 3, "million": 6, "m": 6, "M": 6, "mn": 6, "mln": 6, "mm": 6,
    "billion": 9, "bn": 9, "b": 9, "B": 9, "trillion": 12, "tn": 12,
    # (South Asian: a lakh is a hundred thousand, a crore ten million: `Rs. 45 lakh`, `₹1.2 crore`)
    "lakh": 5, "lakhs": 5, "lac": 5, "lacs": 5, "crore": 7, "crores": 7,
}

_CODE = "|".join(sorted(CODES))
# (South Africa's rand as `R`: only before a grouped number or a scale word, `R850,000`, `R4.6 million`;
# a lone `R2` is a road or a grade)
_SYM = (r"(?:US\$|U\.S\.\$|USD\$|CA\$|AU\$|HK\$|NZ\$|R\$|[CAS]\$|\$|€|£|¥|₹|₩|₽|₺|Rs\.?|"
        r"R(?=\d{1,3}(?:,\d{3})+(?![\d,])|\d{1,4}(?:\.\d{1,2})?[ \t]?(?:million|billion|bn|m)\b))")
# how numbers are grouped: `1,234,567.89`; continental `1.234.567,89` and `20.000`; Swiss
# `250'000.00`; Indian `15,00,000`; a decimal comma `20,50`; plain `2500.5` (`currency.plain_number` reads each)
# (and thousands set apart by a space, as French and Nordic papers write them: `50 000 EUR`, `1 250 000,00`)
_NUM = (r"\d{1,3}(?:,\d{3}){1,6}(?:\.\d{1,4})?|\d{1,3}(?:\.\d{3}){1,6}(?:,\d{1,2})?"
        r"|\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,6}(?:[,.]\d{1,2})?(?!\d)"
        r"|\d{1,3}(?:['’]\d{3}){1,6}(?:\.\d{1,2})?|\d{1,2}(?:,\d{2}){1,5},\d{3}(?:\.\d{1,2})?"
        r"|\d{1,15},\d{1,2}(?!\d)|\d{1,15}(?:\.\d{1,4})?")
# (`$30 Billion`; `Rs. 45 lakh`)
_SCALE = r"(?:[ \t]?(?:(?i:thousand|million|billion|trillion|lakhs?|lacs?|crores?)|mln|mn|bn|tn|m|k|K|M|B)\b)"
_WORD = (r"(?:U\.?S\.?[ \t]dollars|pounds[ \t]sterling|swiss[ \t]francs|dollars?|euros?|pounds?|sterling|francs"
         r"|yen|yuan|renminbi|rupees|r[ou]bles|bitcoins?|ether|tether|hryvn[iy]as?|naira|dirhams?|riyals?|ringgit"
         r"|baht|zlot(?:ys?|ych)|forints?|rupiah|reais|shekels?|liras?|kronor|rand)")
# symbol or code before the number: "$2,000,000", "US$ 2.5 million", "EUR 40,000.00"
# (each pattern opens with a lookahead for its possible first chars: the engine then skips
# every other position at once, where it would try each alternative)
_BEFORE = re.compile(
    # (or after a SWIFT value date: `:32A:230315USD250000,00`)
    rf"(?=[$€£¥₹₩₽₺A-Z])(?:(?<![\w$€£¥])|(?<=:32A:\d{{6}}))"
    rf"(?P<cur>{_SYM}|(?:{_CODE}|CHF|Fr\.)(?=[ \t]?\d))[ \t]?(?P<num>{_NUM})(?!\d)"
    rf"(?P<scale>{_SCALE})?(?![\w.,]\d)"
)
# number then code or currency word: "2 million dollars", "40,000 EUR", "2.5m USD"
_AFTER = re.compile(
    rf"(?=\d)(?<![\w$€£¥.,])(?P<num>{_NUM})(?!\d)(?P<scale>{_SCALE})?[ \t](?P<cur>(?:{_CODE})\b|(?i:{_WORD})\b)"
)


# an amount in words, then its currency word: "fifty thousand dollars", "Eighteen Million United
# States Dollars", "one hundred and twenty-five thousand pounds sterling", "a million euros".
# `pounds` of a weight (`two pounds of flour`) is no money. Case-insensitive; looked for only
# in a sentence that holds a currency word (`_names_a_currency`).
_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
_POWERS = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12}
_NUMBER_WORD = "|".join(sorted([*_UNITS, "hundred", *_POWERS], key=lambda w: (-len(w), w)))
_FIRST_WORD = "|".join(sorted(_UNITS, key=lambda w: (-len(w), w)))
# the first word is a unit or `a`/`an` (`a million`): a bare scale word follows a number written
# otherwise (`$30 Billion Dollars`, `one-half trillion dollars`), which the words alone misread
_SPELLED = re.compile(
    rf"(?i)(?<![\w-])(?<!\d[ \t])(?P<num>(?:an?[ \t]+(?:hundred|thousand|million|billion|trillion)|{_FIRST_WORD})"
    rf"(?:(?:[ \t]+|[ \t]*-[ \t]*|[ \t]+and[ \t]+)"
    rf"(?:{_NUMBER_WORD})){{0,30}})[ \t]+(?P<cur>united[ \t]+states?[ \t]+dollars|{_WORD})\b(?![ \t]+of\b)"
)
# the stems of `_WORD`, looked for in the lower-cased sentence (a substring test is ~8x cheaper
# than a case-insensitive alternation over every position, and runs on every sentence)
_CURRENCY_STEMS = ("dollar", "euro", "pound", "sterling", "franc", "yen", "yuan", "renminbi",
                   "rupee", "ruble", "rouble", "bitcoin", "ether", "hryvn", "naira", "dirham", "riyal", "ringgit",
                   "baht", "zlot", "forint", "rupiah", "reais", "shekel", "lira", "kronor")


def _names_a_currency(text: str) -> bool:
    lower = text.lower()
    return any(stem in lower for stem in _CURRENCY_STEMS)


def spelled_value(words: str) -> int | None:
    """The whole number `words` write (`one hundred and twenty-five thousand` → 125000), or
    None when they hold a word that is no number. A scale right after a scale multiplies what
    came before (`a thousand million`, British English for a billion, is 10⁹)."""
    total = current = 0
    seen = False
    for word in re.split(r"[\s-]+", words.casefold()):
        if word in ("and", ""):
            continue
        if word in ("a", "an"):
            current, seen = 1, True
        elif word in _UNITS:
            current += _UNITS[word]
            seen = True
        elif word == "hundred":
            current = (current or 1) * 100
            seen = True
        elif word in _POWERS:
            scale = 10 ** _POWERS[word]
            if current == 0 and total:  # "thousand million": the scale multiplies what came before
                total *= scale
            else:
                total += (current or 1) * scale
                current = 0
            seen = True
        else:
            return None
    return total + current if seen else None


@lru_cache(maxsize=1 << 12)
def to_minor(number: str, scale: str, currency: str) -> int | None:
    """Integer minor units of `number` × 10**scale in `currency` (half-up), or None (pure, cached)."""
    digits = minor_digits(currency)
    try:
        value = Decimal(plain_number(number, digits))
    except InvalidOperation:
        return None
    exp = SCALES.get(scale.strip().casefold(), 0) if scale else 0  # `M` and `m`, `Billion` and `billion`
    if exp and value >= 1_000_000:
        exp = 0  # `US$15,500,000.00 Million`: the figures are the amount, the word repeats their size
    minor = (value.scaleb(exp + digits)).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return int(minor) if minor < 10**20 else None


def _spelled_minor(words: str, currency: str) -> int | None:
    """Minor units of an amount written in words, or None (no number, or zero)."""
    value = spelled_value(words)
    if not value or value >= 10**18:
        return None
    scale: int = 10 ** minor_digits(currency)
    return value * scale


def currency_code(raw: str) -> str:
    """The ISO 4217 code a symbol, code or currency word names (`US$`, `eur`, `euros`), or ""."""
    key = raw.strip().casefold()
    if key in SYMBOLS:
        return SYMBOLS[key]
    if raw in CODES:
        return "CNY" if raw == "RMB" else raw
    return WORDS.get(re.sub(r"[.\s]", "", key), "")


def money(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Money mentions, normalized to `CUR minor` with props amount_minor and currency."""
    text = view.text
    spelled = _names_a_currency(text)
    if not view.has_digit and not spelled:
        return []
    out: list[Found] = []
    # the spans taken so far, sorted, never overlapping (so their ends rise with their
    # starts): a match overlaps one iff the last span starting before its end ends after its
    # start. A bisection, not a scan of every span: a sentence can be a megabyte long
    starts: list[int] = []
    ends: list[int] = []
    patterns = ((_BEFORE, _AFTER) if view.has_digit else ()) + ((_SPELLED,) if spelled else ())
    for pattern in patterns:
        for m in pattern.finditer(text):
            at = bisect_left(starts, m.end())
            if at and ends[at - 1] > m.start():
                continue
            cur = currency_code(m.group("cur"))
            if not cur:
                continue
            if pattern is _SPELLED:
                minor = _spelled_minor(m.group("num"), cur)
            else:
                minor = to_minor(m.group("num"), m.group("scale") or "", cur)
            if minor is None:
                continue
            starts.insert(at, m.start())
            ends.insert(at, m.end())
            surface = m.group()
            norm, entity = ctx.identify("Money", surface, f"{cur} {minor}")
            out.append(Found(
                type="Money", start=m.start(), end=m.end(), surface=surface,
                norm=norm, props=(("amount_minor", minor), ("currency", cur)),  # sorted keys
                entity=entity,  # set here, as `run_rules` would set it (see `DocContext.identify`)
            ))
    return out
