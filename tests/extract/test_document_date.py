"""Which date dates a document (and so its undated claims): one of its first sentences, a line that
says little else, a labelled `Date:` line; not an event's date in a longer sentence further down,
nor a birth or a passport's expiry."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import prop
from textgraph.structure import structure

BODY = ("The first paragraph says nothing of dates.\n\nNeither does the second one, which is here to fill.\n\n"
        "A third paragraph speaks of the case in general terms.\n\n")


def _valid(text: str, path: str = "note.txt") -> set[str]:
    config = Config()
    doc = ingest_bytes(path, text.encode(), config.ingest)[0]
    s = structure(doc)
    return {str(prop(n.props, "t_valid")) for n in extract_document(doc, s.sentences, s.terms, config).nodes
            if n.kind == "claim" and prop(n.props, "subject_name") == "Ivan Volkov"}


def test_a_form_s_date_on_its_own_line_dates_the_document_where_an_event_s_date_does_not() -> None:
    claim = "Ivan Volkov owns Volkov Property Holdings Ltd.\n"
    form = BODY + "December 31, 2023\n------------------------------\n(Date of Event Which Requires Filing)\n\n"
    assert _valid(form + claim) == {"2023-12-31"}
    event = BODY + "A loan of GBP 2 million was made to Mr Ferris on 1 April 2024 at an interest rate of 2%.\n\n"
    assert _valid(event + claim) == {"None"}
    wrapped = BODY + "On May 24, 1995, the last reported\nsales price of the shares was USD 1.94.\n\n"
    assert _valid(wrapped + claim) == {"None"}  # a hard-wrapped sentence's line says more than a date
    birth = "Subject: Ivan Volkov (DOB 12/03/1971)\n\n"
    assert _valid(birth + claim) == {"None"}
    assert _valid("London, 4 March 2026\n\n" + BODY + claim) == {"2026-03-04"}
