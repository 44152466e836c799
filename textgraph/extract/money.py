"""Money: `$2,000,000`, `US$2.5 million`, `USD 2.5m`, `€1.2m`, `EUR 40,000.00`, `£500k`,
`2 million dollars` → integer minor units + ISO 4217 currency (`USD 250000000`). Crypto-assets
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
}
CODES = frozenset("""
USD EUR GBP CHF JPY CNY RMB HKD SGD AUD CAD NZD INR RUB AED SAR QAR KWD BHD OMR SEK NOK DKK
PLN CZK HUF RON TRY ZAR BRL MXN KRW TWD THB MYR IDR PHP ILS NGN KES EGP UAH
ISK CLP VND XOF XAF UGX PYG JOD TND LYD IQD COP PEN ARS
BTC ETH USDT USDC XMR LTC XRP BNB SOL TRX DAI
""".split())  # noqa: SIM905
WORDS = {  # keys: case-folded, dots and spaces removed
    "dollars": "USD", "dollar": "USD", "usdollars": "USD", "euros": "EUR", "euro": "EUR",
    "pounds": "GBP", "pound": "GBP", "poundssterling": "GBP", "sterling": "GBP",
    "swissfrancs": "CHF", "francs": "CHF", "yen": "JPY", "yuan": "CNY", "renminbi": "CNY",
    "rupees": "INR", "roubles": "RUB", "rubles": "RUB",
    "bitcoin": "BTC", "bitcoins": "BTC", "ether": "ETH", "tether": "USDT",
}

SCALES = {
    "thousand": 3, "k": 3, "K": 3, "million": 6, "m": 6, "M": 6, "mn": 6, "mln": 6, "mm": 6,
    "billion": 9, "bn": 9, "b": 9, "B": 9, "trillion": 12, "tn": 12,
}

_CODE = "|".join(sorted(CODES))
_SYM = r"(?:US\$|U\.S\.\$|USD\$|CA\$|AU\$|HK\$|NZ\$|R\$|[CAS]\$|\$|€|£|¥|₹|₩|₽|₺)"
# how numbers are grouped: `1,234,567.89`; continental `1.234.567,89` and `20.000`; Swiss
# `250'000.00`; Indian `15,00,000`; a decimal comma `20,50`; plain `2500.5` (`currency.plain_number` reads each)
_NUM = (r"\d{1,3}(?:,\d{3}){1,6}(?:\.\d{1,4})?|\d{1,3}(?:\.\d{3}){1,6}(?:,\d{1,2})?"
        r"|\d{1,3}(?:['’]\d{3}){1,6}(?:\.\d{1,2})?|\d{1,2}(?:,\d{2}){1,5},\d{3}(?:\.\d{1,2})?"
        r"|\d{1,15},\d{1,2}(?!\d)|\d{1,15}(?:\.\d{1,4})?")
_SCALE = r"(?:[ \t]?(?:thousand|million|billion|trillion|mln|mn|bn|tn|m|k|K|M|B)\b)"
_WORD = (r"(?:U\.?S\.?[ \t]dollars|pounds[ \t]sterling|swiss[ \t]francs|dollars?|euros?|pounds?|sterling|francs"
         r"|yen|yuan|renminbi|rupees|r[ou]bles|bitcoins?|ether|tether)")
# symbol or code before the number: "$2,000,000", "US$ 2.5 million", "EUR 40,000.00"
# (each pattern opens with a lookahead for its possible first chars: the engine then skips
# every other position at once, where it would try each alternative)
_BEFORE = re.compile(
    rf"(?=[$€£¥₹₩₽₺A-Z])(?<![\w$€£¥])(?P<cur>{_SYM}|(?:{_CODE}|CHF|Fr\.)(?=[ \t]?\d))[ \t]?(?P<num>{_NUM})(?!\d)"
    rf"(?P<scale>{_SCALE})?(?![\w.,]\d)"
)
# number then code or currency word: "2 million dollars", "40,000 EUR", "2.5m USD"
_AFTER = re.compile(
    rf"(?=\d)(?<![\w$€£¥.,])(?P<num>{_NUM})(?!\d)(?P<scale>{_SCALE})?[ \t](?P<cur>(?:{_CODE})\b|(?i:{_WORD})\b)"
)


@lru_cache(maxsize=1 << 12)
def to_minor(number: str, scale: str, currency: str) -> int | None:
    """Integer minor units of `number` × 10**scale in `currency` (half-up), or None (pure, cached)."""
    digits = minor_digits(currency)
    try:
        value = Decimal(plain_number(number, digits))
    except InvalidOperation:
        return None
    exp = SCALES.get(scale.strip(), 0) if scale else 0
    minor = (value.scaleb(exp + digits)).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return int(minor) if minor < 10**20 else None


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
    if not view.has_digit:
        return []
    out: list[Found] = []
    # the spans taken so far, sorted, never overlapping (so their ends rise with their
    # starts): a match overlaps one iff the last span starting before its end ends after its
    # start. A bisection, not a scan of every span: a sentence can be a megabyte long
    starts: list[int] = []
    ends: list[int] = []
    for pattern in (_BEFORE, _AFTER):
        for m in pattern.finditer(text):
            at = bisect_left(starts, m.end())
            if at and ends[at - 1] > m.start():
                continue
            cur = currency_code(m.group("cur"))
            scale = m.group("scale") or ""
            if not cur:
                continue
            minor = to_minor(m.group("num"), scale, cur)
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
