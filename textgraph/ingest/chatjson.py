"""Chat exports saved as JSON: Telegram Desktop's `result.json`, a Slack export's day files
(`general/2023-03-02.json`) and DiscordChatExporter's JSON; and tables of messages (a CSV a phone
extraction or a messaging app exports: `table_transcript`, asked by `csvdata.read_csv`).

`read_json` asks `transcript` first; a JSON file of another shape is read as records. Shapes:

- Telegram: an object whose `messages` are objects with `from` (or `actor`), `date` and `text`
  (a string, or a list of strings and `{"type": …, "text": …}` pieces, joined);
- Discord: an object whose `messages` are objects with `author` (`nickname`, else `name`),
  `timestamp` and `content`;
- Slack: a list of objects of `type` `message` with `ts` (seconds since 1970, read as UTC),
  `text` and `user_profile.real_name` (else `user_name`, else `user`), joins and topic changes
  (`subtype` `channel_…`) left out; `<@U024BE7LH|anna>`,
  `<https://x|label>` and `&amp;` are written as the text they show.

The canonical text is a transcript written from the messages, in the order the export gives
them: one line per message, `[2023-03-02 10:14:05] Ivan Petrov: text`, a message's further lines
indented by two spaces (so that none reads as a message of its own), and it is read as any chat
export is (`chat.read_chat_text`): a `message` block per message with its speaker and time, each
participant a Person entity, SENT_BY and MESSAGED. Messages without text (a photo, a sticker,
a join) are left out; a speaker's name loses the characters a transcript line cannot hold
(`:[]<>`). `verify` re-derives the transcript from the file's bytes, as for other derived texts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from textgraph.ingest.ledger import column_key

_SNIFF = re.compile(rb'"(?:messages|ts|from|author)"\s*:')
_SLACK_MARKUP = re.compile(r"<([@#!]?)([^<>|\n]{1,300})(?:\|([^<>\n]{1,300}))?>")
_NOT_IN_NAME = re.compile(r"[:\[\]<>\r\n\t]+")
_SPACES = re.compile(r"\s+")
_ISO_TIME = re.compile(r"^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)")


def transcript(data: bytes) -> str | None:
    """The transcript of a JSON chat export (module docstring), or None when `data` is no chat
    export of a known shape (or no JSON: the records reader says why)."""
    if _SNIFF.search(data, 0, 65536) is None:
        return None
    try:
        value = json.loads(data)
    except (ValueError, RecursionError):
        return None
    messages = _messages(value)
    if not messages:
        return None
    return "".join(_line(when, who, said) for when, who, said in messages)


def _messages(value: Any) -> list[tuple[str, str, str]]:
    """(time, speaker, text) of each message with text, if `value` is a known export's shape."""
    if isinstance(value, dict) and isinstance(value.get("messages"), list):
        items = [m for m in value["messages"] if isinstance(m, dict)]
        if any("author" in m and "content" in m for m in items):
            return _collect(items, _discord)
        if any(("from" in m or "actor" in m) and "text" in m and "date" in m for m in items):
            return _collect(items, _telegram)
        if any(m.get("type") == "message" and "ts" in m and "text" in m for m in items):
            # a Slack channel's messages kept with its workspace's users (`users`: by id, or users.json's list)
            users = _slack_users(value.get("users"))
            return _collect(items, lambda m: _slack(m, users))
        return []
    if isinstance(value, list):
        items = [m for m in value if isinstance(m, dict)]
        if items and any(m.get("type") == "message" and "ts" in m and "text" in m for m in items):
            return _collect(items, _slack)
    return []


def _collect(items: list[dict[str, Any]], read: Any) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for m in items:
        got = read(m)
        if got is not None and got[0] and got[2].strip():
            out.append((got[0], _name(got[1]), got[2]))
    return out


def _telegram(m: dict[str, Any]) -> tuple[str, str, str] | None:
    if m.get("type", "message") != "message":
        return None  # a service line: a join, a pinned message, a call
    who = m.get("from") or m.get("actor") or m.get("from_id") or ""
    return _iso(m.get("date")), str(who), _telegram_text(m.get("text"))


def _telegram_text(text: Any) -> str:
    if isinstance(text, str):
        return text
    if isinstance(text, list):
        return "".join(p if isinstance(p, str) else str(p.get("text", "")) if isinstance(p, dict) else ""
                       for p in text)
    return ""


def _discord(m: dict[str, Any]) -> tuple[str, str, str] | None:
    author = m.get("author")
    who = (author.get("nickname") or author.get("name") or "") if isinstance(author, dict) else ""
    content = m.get("content")
    return _iso(m.get("timestamp")), str(who), content if isinstance(content, str) else ""


def _slack(m: dict[str, Any], users: dict[str, str] | None = None) -> tuple[str, str, str] | None:
    if m.get("type") != "message" or str(m.get("subtype", "")).startswith(("channel_", "group_")):
        return None  # a join, a leave, a topic set: no message
    profile = m.get("user_profile")
    user = m.get("user")
    who = ((profile.get("real_name") or profile.get("display_name")) if isinstance(profile, dict) else "") \
        or m.get("user_name") or (users or {}).get(str(user), "") or user or m.get("username") or ""
    text = m.get("text")
    return _epoch(m.get("ts")), str(who), _unslack(text, users) if isinstance(text, str) else ""


def _slack_users(value: Any) -> dict[str, str]:
    """A Slack workspace's users' names by id: `{"U1": {"real_name": …}}`, or users.json's list of
    `{"id": "U1", "real_name": …, "profile": {"real_name": …}}`."""
    items = list(value.values()) if isinstance(value, dict) else value if isinstance(value, list) else []
    out: dict[str, str] = {}
    for user in items:
        if not isinstance(user, dict) or not isinstance(user.get("id"), str):
            continue
        profile = user.get("profile")
        name = user.get("real_name") or (profile.get("real_name") if isinstance(profile, dict) else "") \
            or user.get("name")
        if isinstance(name, str) and name.strip():
            out[user["id"]] = name
    return out


def _unslack(text: str, users: dict[str, str] | None = None) -> str:
    """Slack's markup as the text it shows: `<@U1|anna>` → `@anna` (or the name `users` gives the id),
    `<https://x|x.com>` → `x.com`."""
    def shown(m: re.Match[str]) -> str:
        mark, target, label = m.group(1), m.group(2), m.group(3)
        if mark == "@" and not label and users and target in users:
            return "@" + _name(users[target])
        if mark in ("@", "#"):
            return mark + (label or target)
        if mark == "!":
            return "@" + (label or target)
        return label or target
    return _SLACK_MARKUP.sub(shown, text).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def _iso(value: Any) -> str:
    """`2023-03-02 10:14:05` from an ISO time (`2023-03-02T10:14:05`, `…+00:00`), else ""."""
    m = _ISO_TIME.match(value) if isinstance(value, str) else None
    return f"{m.group(1)} {m.group(2)}" if m else ""


def _epoch(value: Any) -> str:
    """`2023-03-02 10:14:05` (UTC) from Slack's `ts` (`"1677752045.000200"`), else ""."""
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        return ""
    if not 0 <= seconds < 32503680000:  # before the year 3000
        return ""
    return datetime.fromtimestamp(int(seconds), UTC).strftime("%Y-%m-%d %H:%M:%S")


def _name(name: str) -> str:
    cleaned = _SPACES.sub(" ", _NOT_IN_NAME.sub(" ", name)).strip()[:60].strip()
    return cleaned or "unknown"


# a message export's columns (a phone extraction's or a messaging app's CSV): who wrote, to whom,
# when, and what
# (as `ledger.column_key` writes a column's name: `Sent by` → `sent_by`, `Date/Time` → `date_time`)
_TABLE_COLUMNS = {
    "from": ("from", "sender", "author", "sent_by", "from_name", "sender_name", "speaker", "user", "username"),
    "to": ("to", "recipient", "receiver", "to_name", "recipient_name", "sent_to"),
    "body": ("body", "message", "text", "content", "message_text", "message_body", "msg"),
    "time": ("timestamp", "time", "date", "datetime", "date_time", "sent", "sent_at", "date_sent", "time_sent",
             "created", "created_at"),
    # (a phone extraction's: the other party, by name or else by number, and which way the message went)
    "party": ("contact_name", "contact", "party_name", "other_party", "remote_party", "party_number", "party",
              "phone_number", "number"),
    "direction": ("direction", "in_out", "incoming_outgoing"),
}
_CLOCK = re.compile(r"\d{1,2}:\d{2}")
_PARTY_RANK = {key: rank for rank, key in enumerate(_TABLE_COLUMNS["party"])}
_WAY = re.compile(r"(?i)\s*(?:(?P<out>outgoing|outbound|out|sent)|incoming|inbound|in|received)\s*$")


def table_transcript(header: Sequence[str], rows: Sequence[Sequence[str]], owner: str = "") -> str | None:
    """The transcript of a table of messages (a CSV whose header names a sender, a time and a
    message column, perhaps a recipient), or None when the header names no such columns or no row
    is a message. A row's single recipient is written as whom the line addresses (`@Ahmed Saleh:`),
    so that the chat reader reads the message as sent to them (MESSAGED). A phone extraction's table
    names no sender but the other party and which way each message went (`Direction`, `Contact Name`):
    with the device's `owner`, an outgoing message is the owner's to the party, an incoming one the
    party's to the owner."""
    columns: dict[str, int] = {}
    for i, label in enumerate(header):
        key = column_key(label)
        if key.split("_", 1)[0] in ("timestamp", "datetime") and "time" not in columns:
            key = "timestamp"  # (`Timestamp: Date/Time (UTC+0)`)
        for role, names in _TABLE_COLUMNS.items():
            if key in names and role not in columns:
                columns[role] = i
    if owner and "from" not in columns and {"direction", "party"} <= columns.keys():
        # (the party by its name where a column gives it, else by its number)
        keys = [column_key(label) for label in header]
        named = min(range(len(keys)), key=lambda i: (_PARTY_RANK.get(keys[i], len(_PARTY_RANK)), i))
        columns["from"] = named if keys[named] in _PARTY_RANK else columns["party"]
    if not {"from", "body", "time"} <= columns.keys():
        return None
    out: list[str] = []
    for cells in rows:
        if len(cells) <= max(columns.values()):
            continue
        when, who, said = _when(cells[columns["time"]]), cells[columns["from"]].strip(), cells[columns["body"]]
        if not when or not who or not said.strip():
            continue
        to = cells[columns["to"]].strip() if "to" in columns else ""
        if owner and "direction" in columns:
            way = _WAY.match(cells[columns["direction"]])
            if way is None:
                continue  # (a row that says no way: a draft, a system message)
            who, to = (owner, who) if way.group("out") else (who, owner)
        if to and not any(c in to for c in ",;/&") and _name(to) != _name(who):
            said = f"@{_name(to)}: {said}"
        out.append(_line(when, _name(who), said))
    return "".join(out) or None


def _when(value: str) -> str:
    """A row's time as a transcript line holds it: ISO written `2023-03-02 10:14:05`, another
    form as written when it has a clock time (`02/03/2023 10:14`), else ""."""
    value = value.strip()
    iso = _iso(value)
    if iso:
        return iso
    return value if len(value) <= 30 and _CLOCK.search(value) and "]" not in value and "\n" not in value else ""


def _line(when: str, who: str, said: str) -> str:
    lines = said.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    head = f"[{when}] {who}: {lines[0]}\n"
    return head + "".join(f"  {rest}\n" for rest in lines[1:])
