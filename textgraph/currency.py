"""How many decimal places a currency's minor unit has, and an amount in minor units as text.

One table for every reader: the money rule in prose (`extract.money`), payment tables and
messages (`ingest.ledger`), and whoever shows an amount (`query`, `explain`, `diff`). A `¥500`
in a memo and in a wire log is `amount_minor` 500 both times, and is shown as `JPY 500`, not
`JPY 5.00`. ISO 4217 exponents; crypto-assets by ticker at 8 places (bitcoin's satoshi; ether's
wei is finer than any amount a document writes), stablecoins at 2.
"""

from __future__ import annotations

MINOR_DIGITS: dict[str, int] = {
    **dict.fromkeys(("JPY", "KRW", "ISK", "CLP", "VND", "XOF", "XAF", "UGX", "PYG"), 0),
    **dict.fromkeys(("BHD", "KWD", "OMR", "JOD", "TND", "LYD", "IQD"), 3),
    **dict.fromkeys(("BTC", "ETH", "XMR", "LTC", "XRP", "BNB", "SOL", "TRX"), 8),
}


def minor_digits(currency: str) -> int:
    """The decimal places of `currency`'s minor unit (2 unless listed)."""
    return MINOR_DIGITS.get(currency, 2)


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
