"""NRP words decided by the words around them (``data/gazetteer.json``): a nationality that is
also a language name is NRP about a person or a people, never as a language; listed words
written in lower case count with a person cue; a nationality inside a longer name is no NRP."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect, gazetteer
from dp_anonymizer.detect.base import ScanContext


def nrp(text: str) -> list[str]:
    return [text[c.start : c.end] for c in gazetteer.find(ScanContext(text)) if c.category == "NRP"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My colleague is Polish and very kind.", "Polish"),
        ("She is a Russian woman from the north.", "Russian"),
        ("He is of Czech descent.", "Czech"),
        ("She is an Italian.", "Italian"),
        ("The Russian government announced new rules.", "Russian"),
        ("He votes Republican every time.", "Republican"),
        ("Meine Nachbarin ist Muslimin.", "Muslimin"),
        ("She is a member of the Labour Party.", "Labour Party"),
        ("My grandmother was Chechen.", "Chechen"),
        ("I am cambodian but I live abroad.", "cambodian"),
        ("Elle est française et travaille ici.", "française"),
        ("Lei è italiana e lavora qui.", "italiana"),
        ("Er ist Ukrainer und wohnt hier.", "Ukrainer"),
        ("Mi marido es colombiano.", "colombiano"),
        ("Mijn buurvrouw is Poolse.", "Poolse"),
        ("Mijn vader is hindoe en woont in Rotterdam.", "hindoe"),
        ("Zij is moslima.", "moslima"),
    ],
)
def test_nationality_about_people(text: str, value: str) -> None:
    assert value in nrp(text)


@pytest.mark.parametrize(
    "text",
    [
        "Please translate this into French.",
        "The letter is written in English.",
        "She speaks Polish and Czech fluently.",
        "I need an English translation of this paragraph.",
        "Il parle français et anglais.",
        "Übersetze den Text ins Englische, bitte auf Deutsch antworten.",
        "Hablo español e inglés.",
        "Puoi tradurre in italiano?",
        "Kun je dit vertalen in Duits?",
        "Polish the table before dinner.",
        "I love French fries and a French press coffee.",
        "the European Union published new guidance.",
        "I am english teacher material.",  # a language name in lower case: no cue counts
        "De poolse taal is moeilijk.",
        "la langue française est belle",
    ],
)
def test_languages_and_names_are_not_nrp(text: str) -> None:
    assert nrp(text) == []


def test_language_use_survives_the_whole_detector() -> None:
    text = "Translate this into French, then check the English version."
    assert detect(text).output == text
