"""Email addresses, URLs, IPv4 addresses and phone numbers (phones only with a cue or `+`)."""

from __future__ import annotations

import ipaddress
import re

from textgraph.extract.base import DocContext, Found, SentenceView, any_literal

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}(?![\w-])")
_URL = re.compile(r"(?<![\w/])(?:https?://|www\.)[^\s<>\"'()\[\]]{1,2000}")
_IP = re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)")
_IP_HINT = re.compile(r"\d\.\d{1,3}\.\d")
PHONE_HINT_PLAIN = r"(?i)tel|phone|mobile|cell|fax|\bph\b"
# `(?=[cfmpt])` first: every cue starts with one of these, so other positions fail at once
_PHONE_HINT = re.compile(r"(?i)(?=[cfmpt])(?:" + any_literal(("tel", "phone", "mobile", "cell", "fax")) + r"|\bph\b)")
PHONE_BODY = r"(?:\d{7,15}|\(?\d{1,4}\)?(?:[ .-]{1,2}\(?\d{1,5}\)?){1,6})"
_PHONE = re.compile(
    r"(?:(?i:\b(?:tel|telephone|phone|mobile|cell|fax|ph)\b\.?)[ \t]{0,3}[:.]?[ \t]{0,3}(?:no\.?[ \t]{0,2})?"
    rf"(\+?{PHONE_BODY})|(?<![\w+])(\+{PHONE_BODY}))(?![\w])"
)


def contacts(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Email, URL, IPAddress and Phone mentions (norm: lower-case / digits with `+`)."""
    del ctx
    text = view.text
    out: list[Found] = []
    if "@" in text:
        for m in _EMAIL.finditer(text):
            out.append(Found(type="Email", start=m.start(), end=m.end(), surface=m.group(),
                             norm=m.group().lower()))
    if "http" in text or "www." in text:
        for m in _URL.finditer(text):
            end = m.end()
            while end > m.start() and text[end - 1] in ".,;:!?":
                end -= 1
            surface = text[m.start():end]
            out.append(Found(type="URL", start=m.start(), end=end, surface=surface, norm=surface.lower()))
    if not view.has_digit:
        return out
    if _IP_HINT.search(text):
        for m in _IP.finditer(text):
            try:
                ipaddress.IPv4Address(m.group())
            except ValueError:
                continue
            out.append(Found(type="IPAddress", start=m.start(), end=m.end(), surface=m.group(),
                             norm=m.group()))
    if "+" not in text and not _PHONE_HINT.search(text):
        return out
    for m in _PHONE.finditer(text):
        group = 1 if m.group(1) else 2
        number = m.group(group)
        digits = re.sub(r"\D", "", number)
        if not 7 <= len(digits) <= 15:
            continue
        norm = ("+" if number.startswith("+") else "") + digits
        out.append(Found(type="Phone", start=m.start(group), end=m.end(group), surface=number, norm=norm))
    return out
