"""How many decimal places a currency's minor unit has, and an amount in minor units as text.

One table for every reader: the money rule in prose (`extract.money`), payment tables and
messages (`ingest.ledger`), and whoever shows an amount (`query`, `explain`, `diff`). A `¥500`
in a memo and in a wire log is `amount_minor` 500 both times, and is shown as `JPY 500`, not
`JPY 5.00`. ISO 4217 exponents; crypto-assets by ticker at 8 places (bitcoin's satoshi; ether's
wei is finer than any amount a document writes), stablecoins at 2.
"""

from __future__ import annotations

import re

MINOR_DIGITS: dict[str, int] = {
    **dict.fromkeys(("JPY", "KRW", "ISK", "CLP", "VND", "XOF", "XAF", "UGX", "PYG"), 0),
    **dict.fromkeys(("BHD", "KWD", "OMR", "JOD", "TND", "LYD", "IQD"), 3),
    **dict.fromkeys(("BTC", "ETH", "XMR", "LTC", "XRP", "BNB", "SOL", "TRX"), 8),
}


def minor_digits(currency: str) -> int:
    """The decimal places of `currency`'s minor unit (2 unless listed)."""
    return MINOR_DIGITS.get(currency, 2)


# dots between groups of three, the first group no zero: `20.000`, `1.234.567`
_THOUSANDS_DOTS = re.compile(r"[1-9]\d{0,2}(?:\.\d{3})+")


def plain_number(text: str, digits: int | None = None) -> str:
    """The digits of an amount as `Decimal` reads them, its grouping undone: `1,234.50`,
    continental `1.234,50` and `1.234.567`, Swiss `250'000`, Indian `15,00,000`, a decimal comma
    `20,50` (the last of a dot and a comma is the decimal mark; a lone comma is one before one or
    two digits). A lone dot is a decimal point, unless `digits` (the currency's minor digits, when
    known) are not three and it stands between groups of three: `€20.000` is twenty thousand,
    `BHD 20.000` twenty."""
    text = text.replace(" ", "").replace("\u00a0", "").replace("\u202f", "").replace("'", "").replace("’", "")
    last_dot, last_comma = text.rfind("."), text.rfind(",")
    if last_dot >= 0 and last_comma >= 0:
        decimal = "." if last_dot > last_comma else ","
    elif last_comma >= 0:
        decimal = "," if len(text) - last_comma - 1 in (1, 2) and text.count(",") == 1 else ""
    elif text.count(".") > 1 or (digits is not None and digits != 3 and _THOUSANDS_DOTS.fullmatch(text)):
        decimal = ""
    else:
        decimal = "."
    text = text.replace("," if decimal != "," else ".", "")
    if decimal == ",":
        return text.replace(",", ".")
    return text if decimal else text.replace(".", "").replace(",", "")


def amount_text(minor: int, currency: str) -> str:
    """`USD 2,500,000.00`, `JPY 500`, `BTC 0.75`: an amount in minor units, as written (a
    crypto-asset's eight places without their trailing zeros)."""
    digits = minor_digits(currency)
    sign = "-" if minor < 0 else ""
    whole, part = divmod(abs(minor), 10 ** digits)
    fraction = f"{part:0{digits}d}" if digits else ""
    if digits > 3:
        fraction = fraction.rstrip("0")
    number = f"{sign}{whole:,}" + (f".{fraction}" if fraction else "")
    return f"{currency} {number}".strip()
