"""The gazetteer layer: places and NRP words in six languages, matched by one automaton, with
capitalisation, cue words and longer-name evidence deciding the ambiguous cases."""

from __future__ import annotations

import pytest

from dp_anonymizer.bench.detect import ADVERSARIAL
from dp_anonymizer.detect import gazetteer
from dp_anonymizer.detect.base import ScanContext
from support.detect_cases import assert_detects, values


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
        # two nationalities joined by a hyphen are one identity
        ("She is Irish-American and lives abroad.", "Irish-American"),
        # an ambiguous religion word before the believers who hold it
        ("A group of Orthodox believers attacked the meeting.", "Orthodox"),
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
    # a country is frequent in English text, and still no everyday word after its cue
    assert ("LOCATION", "tunisia") in hits("we moved here from tunisia last year")
    assert ("LOCATION", "germany") in hits("i live in germany with my wife")
    assert not [h for h in hits("germany won the match") if h[0] == "LOCATION"]
    assert not [h for h in hits("we met on metro line 4") if h[0] == "LOCATION"]
    # ... and so is a big city the name lexicon lists as no name
    assert ("LOCATION", "warsaw") in hits("i'm a student living in warsaw")
    assert not [h for h in hits("we hang out in hang") if h[0] == "LOCATION"]
    # an everyday word as written, though the list writes its place with an accent ("Salé")
    assert not [h for h in hits("Marks & Spencer has a sale on") if h[0] == "LOCATION"]
    # a mid-sized city whose name wordfreq counts with its own uses, and a word of that band
    assert ("LOCATION", "croydon") in hits("picking the kids up in croydon on saturday")
    assert ("LOCATION", "napoli") in hits("sono di napoli e lavoro come insegnante")
    assert not [h for h in hits("a table made from cypress") if h[0] == "LOCATION"]
    # a place that is also a name keeps counting ("colorado"), one written without its
    # accent may be a word ("a sale" is no "Salé")
    assert ("LOCATION", "colorado") in hits("we moved to colorado last year")
    # a city the list also spells with an accent ("Düblin") is still the listed city
    assert ("LOCATION", "dublin") in hits("hi im kevin from dublin, 23")
    # a big city that wordfreq makes everyday (and the lexicon a surname), in lower case
    assert ("LOCATION", "leeds") in hits("my mum lives in leeds and she's 81")
    assert not [h for h in hits("the riverside walk was lovely") if h[0] == "LOCATION"]


def test_uk_council_areas_are_places() -> None:
    text = "She moved to Otley, North Yorkshire, and later worked in Kirklees."
    assert ("LOCATION", "North Yorkshire") in hits(text)
    assert ("LOCATION", "Kirklees") in hits(text)
    # near miss: a council area that is an everyday word needs its cue
    assert not [h for h in hits("They Bury the cable.") if h[0] == "LOCATION"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The claimant, a tenant from Keighley, appealed.", "Keighley"),
        ("She grew up near Ilkley.", "Ilkley"),
        ("Ich wohne in Bad Homburg.", "Bad Homburg"),
        ("Wir ziehen nach Weinheim.", "Weinheim"),
        ("Je suis né à Vitré.", "Vitré"),
        ("Elle vient de Thionville.", "Thionville"),
        ("Vivo en Ponferrada desde 2019.", "Ponferrada"),
        ("Ik woon in Zeist.", "Zeist"),
        ("Mijn moeder komt uit Hilversum.", "Hilversum"),
        ("Abito a Rapallo con mio marito.", "Rapallo"),
        # towns English text names often because they are places (wordfreq 3.0 to 3.5)
        ("She lives in a care home in Galway.", "Galway"),
        ("The claimant moved from Epsom in 2019.", "Epsom"),
    ],
)
def test_towns_count_after_a_place_cue(text: str, value: str) -> None:
    """The second tier: GeoNames towns below 100,000 people, in six languages."""
    assert ("LOCATION", value) in hits(text)


@pytest.mark.parametrize(
    "text",
    [
        # the same towns without their cue, or written in lower case
        "Keighley appealed the decision.",
        "Bad Homburg ist schön.",
        "Zeist ligt vlakbij.",
        "Vitré et Cholet.",
        "a tenant from keighley",
        "ik woon in zeist",
        # after a cue, a word that reads as something else: everyday, calendar, tech,
        # a given name or surname, and towns whose every word is one ("The Colony")
        "The ticket is in Progress.",
        "The rota starts from Monday.",
        "Rewrite it in Python.",
        "She works at Apple.",
        "A letter from Shipley arrived.",
        "He lives in The Colony.",
        "Wir haben es in Bad gemacht.",
        # frequent words stay words after a cue ("Mission" 4.9, "Walnut" 3.6 on the Zipf scale)
        "We drove in Mission mode.",
        "The table comes in Walnut.",
    ],
)
def test_towns_need_a_cue_and_no_other_reading(text: str) -> None:
    assert not [h for h in hits(text) if h[0] == "LOCATION"], hits(text)


def test_towns_leave_the_first_tier_alone() -> None:
    """A town that shares its name with a first-tier or ambiguous entry is decided by the
    first tier: "Florence" (a given name too) still needs its cue, big cities need none."""
    found = [c for c in gazetteer.find(ScanContext("He moved from Florence to Leeds."))]
    assert [c.recognizer for c in found] == ["gazetteer:cued_place", "gazetteer:place"]
    assert not [h for h in hits("Florence said the build is green.") if h[0] == "LOCATION"]


def test_a_cue_after_a_relation_word_is_no_place_cue() -> None:
    """ "Emin" is a town of 57,000 and a field of Python's decimal contexts: "equal to Emin"
    relates, "moved to Emin" travels (data: locative_cue_not_after)."""
    assert not [h for h in hits("Return a value equal to Emin - prec + 1.") if h[0] == "LOCATION"]
    assert not [h for h in hits("The result is similar to Nice.") if h[0] == "LOCATION"]
    assert ("LOCATION", "Emin") in hits("He moved to Emin in 2019.")
    assert ("LOCATION", "Nice") in hits("We took the night train to Nice.")


def test_an_ambiguous_ing_place_before_its_object_is_the_verb() -> None:
    assert not [h for h in hits("In Reading the paper, I saw a bug.") if h[0] == "LOCATION"]
    assert not [h for h in hits("I learnt a lot from Reading this book.") if h[0] == "LOCATION"]
    assert ("LOCATION", "Reading") in hits("She moved to Reading in May.")
    assert ("LOCATION", "Reading") in hits("I grew up in Reading, near London.")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Wir ziehen nach Leipzig-Gohlis.", "Leipzig-Gohlis"),
        ("Hij woont in Rotterdam-Zuid.", "Rotterdam-Zuid"),
        ("Je vis à Marseille-Nord depuis mai.", "Marseille-Nord"),
        ("Ik ben opgegroeid in Rotterdam-Zuid", "Rotterdam-Zuid"),  # at the end of the text
    ],
)
def test_a_district_joined_by_a_hyphen_is_part_of_the_place(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)


@pytest.mark.parametrize(
    "text", ["a Berlin-based startup", "the Leipzig-2 cluster", "wir wohnen in Leipzig-Gohlis2"]
)
def test_a_lower_case_word_or_a_code_after_the_hyphen_is_not(text: str) -> None:
    assert all("-" not in v for v in values(text, "LOCATION"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("He is a lawyer practising in Diyarbakır.", "Diyarbakır"),  # listed as "Diyarbakir"
        ("Wir wohnen jetzt in Koln.", "Koln"),  # listed as "Köln"
        ("The trial was held in İzmir.", "İzmir"),
    ],
)
def test_a_place_matches_with_or_without_its_diacritics(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)


def test_the_folded_key_keeps_offsets() -> None:
    text = "İzmir, Diyarbakır, Łódź, straße"
    assert len(gazetteer.fold_key(text)) == len(text)
    assert gazetteer.fold_key("Diyarbakır") == gazetteer.fold_key("DIYARBAKIR") == "diyarbakir"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Her ZIP code is 94105 and she lives in San Francisco, CA.", "San Francisco, CA"),
        ("Ship it to Toronto, ON by Friday.", "Toronto, ON"),
        ("The office is in Austin, TX 78701.", "Austin, TX"),  # the state makes "Austin" a place
    ],
)
def test_a_state_or_province_code_after_a_city_is_part_of_it(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)


def test_two_capitals_glued_to_more_are_no_state_code() -> None:
    assert values("We met in Berlin, DE-based startups everywhere.", "LOCATION") == ["Berlin"]


def test_a_place_before_a_unit_word_is_where_the_unit_is() -> None:
    """ "London Division" is a division in London, not a longer name as "Paris Hilton" is."""
    text = "the National Probation Service, London Division"
    assert ("LOCATION", "London") in hits(text)
    assert ("LOCATION", "Leeds") in hits("I work in the Leeds Office of Deloitte.")
    assert not [h for h in hits("Paris Hilton was at the party.") if h[0] == "LOCATION"]
