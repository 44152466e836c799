"""Names written in Cyrillic: persons and firms of Russian, Ukrainian and Belarusian documents,
and such names quoted in English text (`The payment was approved by Иван Петров`).

- A firm is a legal form, abbreviated or in full, before its quoted name: `ООО «Ромашка»`,
  `ПАО "Газпром"`, `Общество с ограниченной ответственностью «Ромашка»`, `ТОВ «Сонячна Енергія»`.
- A person is a given name the lists know (in Cyrillic, or spelled in Latin letters by
  `anyascii`) before a family name, perhaps with a patronymic between (`Иван Петров`, `Иван
  Иванович Петров`); the formal order, family name first, when a patronymic ends it (`Петров
  Иван Иванович`); or initials with the family name (`И. И. Петров`, `Петров И.И.`).

The entity's name stays as written; resolution compares names transliterated to ASCII, so
`Иван Петров` and `Ivan Petrov` in two documents are linked there (`resolve.normalize`).
"""

from __future__ import annotations

import re

from anyascii import anyascii

from textgraph.extract.base import DocContext, Found, SentenceView
from textgraph.extract.names import FIRST_NAMES, gender


def _words(blob: str) -> frozenset[str]:
    return frozenset(blob.split())


# common given names, in Cyrillic (the transliterated lists miss many: `Ольга` is `ol'ga`)
_MALE = _words("""
александр алексей анатолий андрей антон аркадий арсений артём артем богдан борис вадим валентин
валерий василий виктор виталий владимир владислав вячеслав геннадий георгий герман глеб григорий
даниил денис дмитрий евгений егор иван игорь илья кирилл константин лев леонид максим марк матвей
михаил никита николай олег павел пётр петр роман руслан семён семен сергей станислав степан тарас
тимофей тимур фёдор федор филипп эдуард юрий яков ярослав олександр олексій андрій василь віктор
володимир дмитро іван ігор микола михайло петро сергій юрій богдан остап назар
""")
_FEMALE = _words("""
алла алина алёна алена алиса анастасия ангелина анна антонина валентина валерия вера вероника
виктория галина дарья диана евгения екатерина елена елизавета жанна зинаида зоя инна ирина кира
ксения лариса лидия любовь людмила маргарита марина мария надежда наталья наталия нина оксана
ольга полина раиса светлана софия софья таисия тамара татьяна ульяна юлия яна олена оксана
наталія світлана тетяна ганна юлія вікторія марія
""")
_GIVEN = _MALE | _FEMALE

_UP = "А-ЯЁІЇЄҐЎ"
_LOW = "а-яёіїєґў'’"
_WORD = rf"[{_UP}][{_LOW}]+(?:-[{_UP}][{_LOW}]+)?"
_PATRONYMIC = rf"[{_UP}][{_LOW}]+(?:вич|вна|ична|ич|івна)"
_INITIAL = rf"[{_UP}]\.\s?"
# given [patronymic] family; family given patronymic; initials family; family initials
# (the formal order first: `Петров Иван Иванович` would read as given `Петров`, family `Иван`)
_PERSON = re.compile(
    rf"(?<![\w{_LOW}])(?:(?P<family2>{_WORD})\s+(?P<given2>{_WORD})\s+(?P<pat2>{_PATRONYMIC})"
    rf"|(?P<given>{_WORD})\s+(?:(?P<pat>{_PATRONYMIC})\s+)?(?P<family>{_WORD})"
    rf"|(?P<initials>{_INITIAL}(?:{_INITIAL})?)(?P<family3>{_WORD})"
    rf"|(?P<family4>{_WORD})\s+(?P<initials4>{_INITIAL}(?:[{_UP}]\.)?))(?![\w{_LOW}])")
_FORMS = (r"ООО|ЗАО|ОАО|ПАО|НАО|АО|ТОО|ТОВ|ПрАТ|ПАТ|ОДО|ЧУП|ИП|АНО|ГУП|МУП|ФГУП|НКО|"
          r"Общество\s+с\s+ограниченной\s+ответственностью|(?:Публичное|Закрытое|Открытое|Непубличное)\s+"
          r"акционерное\s+общество|Акционерное\s+общество|Товариство\s+з\s+обмеженою\s+відповідальністю")
_FIRM = re.compile(rf"(?<![\w{_LOW}])(?:{_FORMS})\s*[«\"“„]([^»\"”“\n]{{1,80}}?)[»\"”“]")
_ANY_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def _given(word: str) -> str:
    """The gender of a given name the lists know (`m`, `f` or `?`), or "" when it is none."""
    key = word.casefold()
    if key in _MALE:
        return "m"
    if key in _FEMALE:
        return "f"
    latin = anyascii(word).casefold().replace("'", "")
    return (gender(latin) or "?") if latin in FIRST_NAMES else ""


def cyrillic(view: SentenceView, ctx: DocContext) -> list[Found]:
    """Person and Organization mentions written in Cyrillic (module docstring)."""
    del ctx
    text = view.text
    if text.isascii() or _ANY_CYRILLIC.search(text) is None:
        return []
    out = [Found(type="Organization", start=m.start(), end=m.end(), surface=m.group(), confidence=0.9)
           for m in _FIRM.finditer(text)]
    taken = [(f.start, f.end) for f in out]
    pos = 0
    while (m := _PERSON.search(text, pos)) is not None:
        # (a capitalized word that is no given name may open the sentence: try again at the next word)
        pos = m.end()
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        if m.group("given2") is not None:
            sex = _given(m.group("given2"))
        elif m.group("given") is not None:
            sex = _given(m.group("given"))
            if sex and m.group("family").casefold() in _GIVEN:
                sex = ""
        else:
            sex = "?"
        if not sex:
            pos = text.find(" ", m.start()) + 1 or m.end()
            continue
        pat = m.group("pat") or m.group("pat2") or ""
        if pat:
            sex = "f" if pat.endswith(("вна", "ична", "івна")) else "m"
        out.append(Found(type="Person", start=m.start(), end=m.end(), surface=m.group(),
                         gender=sex if sex in ("m", "f") else "", confidence=0.85 if pat or sex != "?" else 0.75))
    return sorted(out, key=lambda f: (f.start, f.end))
