"""The gazetteer layer: places and NRP words in six languages, matched by one automaton, with
capitalisation, cue words and longer-name evidence deciding the ambiguous cases."""

from __future__ import annotations

import pytest

from dp_anonymizer.bench.detect import ADVERSARIAL
from dp_anonymizer.detect import gazetteer
from dp_anonymizer.detect.base import ScanContext


def hits(text: str) -> list[tuple[str, str]]:
    return [(c.category, text[c.start : c.end]) for c in gazetteer.find(ScanContext(text))]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The office moved to Rotterdam last spring.", "Rotterdam"),
        ("Wir fahren morgen nach Köln.", "Köln"),
        ("Elle habite à Marseille depuis deux ans.", "Marseille"),
        ("Vivo en Zaragoza con mi hermana.", "Zaragoza"),
        ("Ik woon sinds kort in Utrecht.", "Utrecht"),
        ("Abito a Torino da tre anni.", "Torino"),
        ("Our team in New Zealand is growing.", "New Zealand"),
        ("Die Filiale in Bayern schließt.", "Bayern"),
        ("He flew from Munich to Lisbon.", "Lisbon"),
        ("Sales in Germany fell.", "Germany"),
        ("Les ventes en Allemagne baissent.", "Allemagne"),
    ],
)
def test_places_in_six_languages(text: str, value: str) -> None:
    assert ("LOCATION", value) in hits(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We spent a week in Nice.", "Nice"),
        ("She moved to Reading in May.", "Reading"),
        ("The conference is in Florence this year.", "Florence"),
    ],
)
def test_ambiguous_places_need_a_cue(text: str, value: str) -> None:
    assert ("LOCATION", value) in hits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nice work on the release!",
        "Reading the logs did not help.",
        "that would be nice",
        "Paris Hilton was at the party.",
        "Michael Jordan retired twice.",
        "Victoria will send the slides.",
        "Florence said the build is green.",
        "the mobile app crashed again",
        "Mobile users see a blank page.",
        "Please take a bath first.",
        "The Washington Post ran the story.",
    ],
)
def test_words_and_names_are_not_places(text: str) -> None:
    assert not [h for h in hits(text) if h[0] == "LOCATION"], hits(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My neighbour is Nigerian.", "Nigerian"),
        ("She comes from a Muslim family.", "Muslim"),
        ("I am French and live abroad.", "French"),
        ("Er ist Katholik.", "Katholik"),
        ("Il est musulman depuis toujours.", "musulman"),
        ("Mi vecino es colombiano.", "colombiano"),
    ],
)
def test_nrp_words(text: str, value: str) -> None:
    assert ("NRP", value) in hits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Translate this paragraph into French.",
        "French fries are on the menu.",
        "The docs are in English and German.",
        "Use Polish notation for the parser.",
    ],
)
def test_language_names_are_not_nrp_without_a_cue(text: str) -> None:
    assert not [h for h in hits(text) if h[0] == "NRP"], hits(text)


def test_matches_are_whole_words() -> None:
    assert hits("Parisian design and Berliners in Romania-bound trains") == [
        ("LOCATION", "Romania")
    ]
    assert hits("states: CORO_RUNNING, LIMA_ID, _Lisbon, Lisbon2") == []


def test_offsets_survive_characters_whose_lower_case_is_longer() -> None:
    text = "İİİ We met in Lisbon."
    assert ("LOCATION", "Lisbon") in hits(text)


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_candidate_count_scales_linearly(name: str) -> None:
    make = ADVERSARIAL[name]
    small = len(hits(make(8192)))
    large = len(hits(make(4 * 8192)))
    assert large <= 4 * small + 8


def test_many_places_scale_linearly() -> None:
    unit = "Flights from Madrid to Lyon via Zürich. "
    small = len(hits(unit * 200))
    assert len(hits(unit * 800)) == 4 * small


def test_a_place_that_is_a_function_word_needs_a_cue() -> None:
    """ "Van" is a Turkish city and the Dutch "of" (data/languages.json)."""
    text = "Van dag tot dag."
    assert not list(gazetteer.find(ScanContext(text)))
    text = "She grew up in Van."
    assert [text[c.start : c.end] for c in gazetteer.find(ScanContext(text))] == ["Van"]


def test_a_lower_case_place_counts_after_its_cue() -> None:
    assert ("LOCATION", "kiel") in hits("we returned to kiel by helicopter")
    # near misses: no cue, an everyday word, an ambiguous place
    assert not [h for h in hits("kiel is where we went") if h[0] == "LOCATION"]
    assert not [h for h in hits("the cake split in two") if h[0] == "LOCATION"]
    assert not [h for h in hits("she moved to reading") if h[0] == "LOCATION"]


def test_uk_council_areas_are_places() -> None:
    text = "She moved to Otley, North Yorkshire, and later worked in Kirklees."
    assert ("LOCATION", "North Yorkshire") in hits(text)
    assert ("LOCATION", "Kirklees") in hits(text)
    # near miss: a council area that is an everyday word needs its cue
    assert not [h for h in hits("They Bury the cable.") if h[0] == "LOCATION"]
