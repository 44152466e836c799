"""An office held between two dates is valid from the first until the second (`extract.emit`)."""

from __future__ import annotations

import pytest

from tests.extract.test_extract_fixtures import run
from textgraph.model import prop


def _window(text: str) -> tuple[object, object]:
    claims = [n for n in run(text).nodes if n.kind == "claim"]
    assert len(claims) == 1
    return prop(claims[0].props, "t_valid"), prop(claims[0].props, "t_invalid")


@pytest.mark.parametrize(("text", "window"), [
    ("John Smith was a director of Beta Ltd from 2015 until 2019.", ("2015", "2019")),
    ("John Smith was a director of Beta Ltd between 2015 and 2019.", ("2015", "2019")),
    ("John Smith was a director of Beta Ltd from 3 March 2015 to 4 May 2019.", ("2015-03-03", "2019-05-04")),
    ("John Smith was the compliance officer at Beta Ltd until 2024.", (None, "2024")),
    ("John Smith resigned as director of Beta Ltd on 2 June 2022.", (None, "2022-06-02")),
])
def test_an_office_ended_is_valid_until_its_last_date(text: str, window: tuple[object, object]) -> None:
    assert _window(text) == window
