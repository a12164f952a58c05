"""Places no list knows, after a phrase about where someone lives, comes from or travels
(``residence_phrases`` of ``data/gazetteer.json``, six languages); everyday words, given names,
calendar words and tech words after the same phrases are no place."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect.base import ScanContext
from dp_anonymizer.detect.recognizers.place import AreaPlaceRecognizer, ResidencePlaceRecognizer
from support.detect_cases import assert_detects, assert_not_detected


def places(text: str) -> list[str]:
    return [text[c.start : c.end] for c in ResidencePlaceRecognizer().find(ScanContext(text))]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The patient grew up in KNIVSTA before the war.", "KNIVSTA"),
        ("I'm Tom, originally from Eckenroth, and I'm 54.", "Eckenroth"),
        ("He flew to Suurküla on Thursday morning.", "Suurküla"),
        ("Sie wohnt in Oberkleen seit Jahren.", "Oberkleen"),
        ("Je suis née à Montbrison.", "Montbrison"),
        ("Nací en Villafranca del Cid.", "Villafranca del Cid"),
        ("Ik woon in Oosterhesselen.", "Oosterhesselen"),
        ("Sono nata a Colle di Tora.", "Colle di Tora"),
        ("A 45-year-old man from Southall presented with chest pain.", "Southall"),
        ("She lived in Purley until 2019.", "Purley"),
        ("We are a family of four living near Peckham.", "Peckham"),
        ("a small studio based in Shoreditch", "Shoreditch"),
    ],
)
def test_places_after_residence_phrases(text: str, value: str) -> None:
    assert places(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "We returned to Normal after the break.",
        "I'm from Marketing.",
        "He is from Anna's team.",
        "I grew up in March.",
        "The service is from AWS now.",
        "The cache moved to Redis last year.",  # "moved to" is no residence phrase
        "I live in fear of deadlines.",
        "A woman from Marketing asked.",
        "The guy from IT fixed it.",
    ],
)
def test_near_misses_are_no_place(text: str) -> None:
    assert places(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm in KAJAANI, at the conference", "KAJAANI"),
        ("The Princess Royal arrived at Khandallah this morning.", "Khandallah"),
        ("The Employment Tribunal sitting at Watford heard the claim.", "Watford"),
        ("Estoy en Cuenca esta semana.", "Cuenca"),
        ("Ich bin in Oberkleen angekommen.", "Oberkleen"),
        # towns are frequent words too; the phrase decides
        ("She grew up in Harrogate.", "Harrogate"),
    ],
)
def test_where_someone_is_or_a_court_sat(text: str, value: str) -> None:
    assert value in places(text)


@pytest.mark.parametrize(
    "text",
    ["I'm in Love with this code.", "I'm in Charge of the release.", "I'm in trouble, help."],
)
def test_a_frequent_word_after_the_phrase_is_no_place(text: str) -> None:
    assert places(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The prosecutor of the Oktyabrskiy District opened a case.", "Oktyabrskiy District"),
        ("He lives in the Batman Province.", "Batman Province"),
        ("She was born in Sverdlovsk Oblast.", "Sverdlovsk Oblast"),
        ("They moved to the Province of Ancona in 2001.", "Province of Ancona"),
        ("Wir wohnen im Landkreis Harburg.", "Landkreis Harburg"),
        ("Vivo en la Provincia de Cádiz.", "Provincia de Cádiz"),
        # the kind in lower case is an ordinary word: the name alone is the place
        ("He lived in the village of Kelekçi.", "Kelekçi"),
        # a place's noun and "called": the name of the place, not of a person
        ("We stayed in a village called Kelekçi.", "Kelekçi"),
        ("I live in a small town called Hebden Bridge, is it safe?", "Hebden Bridge"),
        ("in the Lice district of the province", "Lice"),
        ("He was taken to the Tunceli provincial headquarters.", "Tunceli"),
        ("Elle habite dans la commune de Montbrison.", "Montbrison"),
    ],
)
def test_administrative_areas_named_with_their_kind(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)
    assert_not_detected(text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        # qualifiers, everyday words, given names or nothing capitalised before the kind
        "The Central District and the Financial District are busy.",
        "A School District policy applies.",
        "We hiked in the Lake District.",
        "Anna District is not a place.",
        "Im Kreis der Familie feiern wir.",
        "the district of the county",
        "the city of Love",
        "Deploy it to the Azure region.",
        "a Sales district manager",
    ],
)
def test_areas_that_name_nothing_are_no_place(text: str) -> None:
    assert list(AreaPlaceRecognizer().find(ScanContext(text))) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Soy de Rosario, Argentina, tengo 29 años.", "Rosario"),
        ("We moved to Florence last year.", "Florence"),
    ],
)
def test_a_given_name_that_is_the_place_after_the_phrase(text: str, value: str) -> None:
    """The gazetteer knows the word as a place and the phrase says where someone is from."""
    assert_detects(text, "LOCATION", value)
    assert_not_detected(text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a full name after the phrase stays a person; so does a given name no list has as a place
        ("She is from Charlotte Smith's team.", "Charlotte Smith"),
        ("I met a guy called Tom Hughes.", "Tom Hughes"),
        ("My colleague called Sarah yesterday.", "Sarah"),
    ],
)
def test_names_near_the_same_phrases_stay_people(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)
    assert_not_detected(text, "LOCATION")


def test_a_thing_called_something_is_no_person() -> None:
    assert_not_detected("There is an app called Notion.", "PERSON")
    assert_not_detected("We use a tool named Kestrel for builds.", "PERSON")
