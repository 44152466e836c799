"""A small built-in table of English given-name nicknames (nickname → full forms).

Compatibility is set intersection: two first names are compatible when their form sets
(`forms`) share a member, so `Bob`/`Rob`/`Robert` agree and `Patricia`/`Patrick` do not.
"""

from __future__ import annotations

NICKNAMES: dict[str, tuple[str, ...]] = {
    "abby": ("abigail",), "al": ("albert", "alfred", "alan"), "alex": ("alexander", "alexandra"),
    "andy": ("andrew",), "ben": ("benjamin",), "becky": ("rebecca",), "beth": ("elizabeth",),
    "betty": ("elizabeth",), "bill": ("william",), "billy": ("william",), "bob": ("robert",),
    "bobby": ("robert",), "chris": ("christopher", "christina", "christine"),
    "charlie": ("charles",), "chuck": ("charles",), "dan": ("daniel",), "danny": ("daniel",),
    "dave": ("david",), "deb": ("deborah",), "debbie": ("deborah",), "dick": ("richard",),
    "drew": ("andrew",), "ed": ("edward", "edwin"), "eddie": ("edward",), "fred": ("frederick",),
    "greg": ("gregory",), "jack": ("john",), "jen": ("jennifer",), "jenny": ("jennifer",),
    "jim": ("james",), "jimmy": ("james",), "joe": ("joseph",), "joey": ("joseph",),
    "johnny": ("john",), "jon": ("jonathan",), "kate": ("katherine", "catherine"),
    "kathy": ("katherine", "kathleen"), "ken": ("kenneth",), "larry": ("lawrence",),
    "liz": ("elizabeth",), "maggie": ("margaret",), "matt": ("matthew",), "meg": ("margaret",),
    "mick": ("michael",), "mike": ("michael",), "nick": ("nicholas",), "pat": ("patricia", "patrick"),
    "patty": ("patricia",), "peggy": ("margaret",), "pete": ("peter",), "rich": ("richard",),
    "rick": ("richard",), "rob": ("robert",), "ron": ("ronald",), "sam": ("samuel", "samantha"),
    "sasha": ("alexander", "alexandra"), "steve": ("stephen", "steven"), "sue": ("susan",),
    "ted": ("edward", "theodore"), "tim": ("timothy",), "tom": ("thomas",), "tommy": ("thomas",),
    "tony": ("anthony",), "vicky": ("victoria",), "will": ("william",),
}


def forms(first: str) -> tuple[str, ...]:
    """`first` and the full names it may stand for, sorted (casefolded input)."""
    return tuple(sorted({first, *NICKNAMES.get(first, ())}))
