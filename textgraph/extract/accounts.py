"""Accounts: IBANs (mod-97 checksum validated), account numbers in context
(`account no. 12345678`, `a/c 1234-5678`), SWIFT/BIC codes in context (`SWIFT: TGBKGB2L`) and
crypto-asset wallet addresses (Bitcoin base58check and bech32 / bech32m, Tron base58check — each
checksum validated — and Ethereum-style `0x` + 40 hex digits).
"""

from __future__ import annotations

import hashlib
import re

from textgraph.extract.base import DocContext, Found, SentenceView
from textgraph.model import props

_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")
# what every `_IBAN` match holds (its country code and check digits): a gate that opens with a
# char class, scanned for in C, where `_IBAN`'s look-behind is tried at every position
_IBAN_GATE = re.compile(r"[A-Z][A-Z]\d\d")  # not `{2}`: a repeat first defeats the scan
_ACCOUNT = re.compile(
    # (said with a verb: `the new account number is 41123388`)
    r"(?i:(?<![\w/])(?:bank[ \t]account|account|acct|a/c)(?:[ \t]{1,3}(?:no|number|nr|num)\b\.?"
    r"(?:[ \t]{1,3}(?:is|was)(?:[ \t]{1,3}now)?)?|[ \t]*#)?"
    r"[ \t]{0,3}[:.]?[ \t]{0,3})"
    # (a UK sort code and its account number are one account: `20-45-77 41920384`)
    r"(\d{2}-\d{2}-\d{2}[ ]\d{8}|\d{4}(?:[ ]\d{4}){1,4}|\d{2,8}(?:-\d{1,8}){1,4}|\d{5,20})(?![\w-])"
)
_ACCOUNT_HINT = re.compile(r"(?i)account|acct|a/c")
_BIC = re.compile(
    r"(?<![\w/])(?:SWIFT/BIC|SWIFT|BIC)(?:[ \t]code)?[ \t]{0,3}[:.]?[ \t]{0,3}(?:code[ \t]{1,3})?\(?"
    r"([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Za-z0-9])"
)


# ISO 3166-1 alpha-2 country codes (and XK, which SWIFT uses for Kosovo): a BIC's fifth and
# sixth letters are one, so `SWIFT TRANSFER` names no bank (`SF` is no country)
_COUNTRIES = """
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY
BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK
FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR
IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK
ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF
TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK
"""
COUNTRY_CODES = frozenset(_COUNTRIES.split())


def iban_ok(iban: str) -> bool:
    """True when `iban` (no spaces) has a valid length and mod-97 checksum."""
    if not 15 <= len(iban) <= 34 or not iban[:2].isalpha() or not iban[2:4].isdigit():
        return False
    moved = iban[4:] + iban[:4]
    digits = "".join(str(int(c, 36)) for c in moved)
    return int(digits) % 97 == 1


def _iban(text: str, start: int, end: int) -> tuple[int, str] | None:
    """The longest valid IBAN starting at `start` within [start, end): (end, compact)."""
    raw = text[start:end]
    cuts = [len(raw)] + [i for i in range(len(raw) - 1, 4, -1) if raw[i] == " "]
    for cut in cuts:
        compact = raw[:cut].replace(" ", "")
        if iban_ok(compact):
            return start + cut, compact
    return None


# The IBAN's length in each country that issues one (the IBAN registry, ISO 13616)
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29, "BY": 28,
    "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
    "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22,
    "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20,
    "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15,
    "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24, "SI": 19,
    "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}
# the word that says an IBAN follows (`IBAN DE89 …`, `IBAN: CH93 …`)
_IBAN_LABEL = re.compile(r"\bIBAN(?:[ \t]+(?:no\.?|number))?[ \t]*[:.]?[ \t]*\Z")


def _labelled_iban(text: str, start: int, end: int) -> tuple[int, str] | None:
    """An IBAN the text labels as one, of its country's length, whose check digits fail (a typo, or
    a number altered in a copy): what the document says, kept with its checksum marked."""
    length = IBAN_LENGTHS.get(text[start:start + 2])
    if length is None or _IBAN_LABEL.search(text, max(0, start - 20), start) is None:
        return None
    count = 0
    for i in range(start, end):
        if text[i] != " ":
            count += 1
            if count == length:
                return i + 1, text[start:i + 1].replace(" ", "")
    return None


# Wallet addresses. Bitcoin's legacy addresses (`1…`, `3…`) and Tron's (`T…`) are base58check:
# the last 4 bytes of the decoded payload are the first 4 of its double SHA-256. Bitcoin's
# segwit addresses (`bc1…`) are bech32 (BIP 173) or bech32m (BIP 350), whose 6-character
# checksum is a BCH code over the data. Ethereum's (`0x` + 40 hex) carry no checksum this
# module can test without Keccak (EIP-55's mixed case): they are taken as they stand.
_WALLET = re.compile(
    r"(?<![\w/])(?:(?P<eth>0x[0-9a-fA-F]{40})|(?P<bech>bc1[ac-hj-np-z02-9]{11,71})|"
    r"(?P<b58>[13T][1-9A-HJ-NP-Za-km-z]{25,34}))(?![\w/])"
)
_WALLET_GATE = re.compile(r"0x|bc1|[13T][1-9A-HJ-NP-Za-km-z]{25}")
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BECH_GEN = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)


def _base58check(address: str) -> bytes | None:
    """The payload of a base58check string (its version byte first), or None when the
    checksum fails."""
    n = 0
    for c in address:
        n = n * 58 + _B58.index(c)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(address) - len(address.lstrip("1"))) + raw
    if len(raw) < 5:
        return None
    body, check = raw[:-4], raw[-4:]
    return body if hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4] == check else None


def bech32_ok(address: str) -> bool:
    """True when a `bc1…` address's bech32 (or bech32m) checksum holds."""
    hrp, _, data = address.lower().rpartition("1")
    if not hrp or len(data) < 6:
        return False
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [_BECH.index(c) for c in data]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i, g in enumerate(_BECH_GEN):
            chk ^= g if (top >> i) & 1 else 0
    return chk in (1, 0x2BC830A3)  # bech32, bech32m


# what says an address is a wallet's, in the sentence that writes it (a tracing report's table row)
_WALLET_CUE = re.compile(r"(?i)\b(?:wallets?|address(?:es)?|addr|BTC|bitcoin|USDT|TRC-?20|ERC-?20|TRON|TRX|crypto|"
                         r"blockchain|on-chain|cluster)\b")


def wallet(m: re.Match[str], cued: bool = False) -> tuple[str, str, bool] | None:
    """(chain, address, whether its checksum holds) of a `_WALLET` match whose checksum holds, else
    None; with `cued` (the sentence says it writes a wallet), also one of a chain's usual length
    whose checksum fails (a typo, an address altered in a copy): what the document says."""
    if m.group("eth"):
        return "ethereum", m.group("eth"), True
    if m.group("bech"):
        address = m.group("bech")
        if bech32_ok(address):
            return "bitcoin", address, True
        return ("bitcoin", address, False) if cued and len(address) in (42, 62) else None
    address = m.group("b58")
    body = _base58check(address)
    if body is None:
        if cued and len(address) == 34 and not address.isalpha():
            return ("tron" if address[0] == "T" else "bitcoin"), address, False
        return None
    if address[0] == "T":
        return ("tron", address, True) if len(body) == 21 and body[0] == 0x41 else None
    return ("bitcoin", address, True) if len(body) == 21 and body[0] in (0x00, 0x05) else None


def accounts(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Account mentions with prop kind (iban, account or swift); norm is the compact code."""
    del ctx
    text = view.text
    if not view.has_digit and "SWIFT" not in text and "BIC" not in text:
        return []
    out: list[Found] = []
    if view.has_digit and _WALLET_GATE.search(text):
        cued = _WALLET_CUE.search(text) is not None
        for m in _WALLET.finditer(text):
            found = wallet(m, cued)
            if found is not None:
                chain, address, checked = found
                out.append(Found(type="Account", start=m.start(), end=m.end(), surface=address,
                                 norm=address.lower() if chain == "ethereum" else address,
                                 props=props(kind="wallet", chain=chain, checksum=None if checked else "invalid")))
    if view.has_digit:
        for m in _IBAN.finditer(text) if _IBAN_GATE.search(text) else ():
            hit = _iban(text, m.start(), m.end())
            checked = hit is not None
            if hit is None:
                hit = _labelled_iban(text, m.start(), m.end())
            if hit:
                end, compact = hit
                out.append(Found(type="Account", start=m.start(), end=end, surface=text[m.start():end],
                                 norm=compact, props=props(kind="iban", checksum=None if checked else "invalid")))
        for m in _ACCOUNT.finditer(text) if _ACCOUNT_HINT.search(text) else ():
            number = m.group(1)
            out.append(Found(type="Account", start=m.start(1), end=m.end(1), surface=number,
                             norm=re.sub(r"[ -]", "", number), props=props(kind="account")))
    if "SWIFT" in text or "BIC" in text:
        for m in _BIC.finditer(text):
            code = m.group(1)
            if code[4:6] not in COUNTRY_CODES:
                continue
            out.append(Found(type="Account", start=m.start(1), end=m.end(1), surface=code,
                             norm=code, props=props(kind="swift")))
    return out
