"""English prompts in which the writer shares their own data while asking for help (a cover
letter, a complaint with a booking number, a GP or insurance form, a dating profile, a budget):
the classes the eighteenth round of chat probes found (issue 12, stop 34), each with the near
misses where the same words are not personal. ``hidden`` must be gone from the output,
``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("my scan showed a prolactinoma, im on cabergoline 0.5mg weekly", ("cabergoline",), ()),
        ("I take Descovy every day and the clinic checks my kidneys.", ("Descovy",), ()),
        ("(on biktarvy, undetectable since 2020)", ("biktarvy",), ()),
        ("going through menopause, on Evorel 50 patches", ("Evorel",), ()),
        ("menopause, on Evorel 50 patches and utrogestan", ("Evorel", "utrogestan"), ()),
        ("I'm 35, with fibroids and anaemia", ("fibroids",), ()),
        ("i have crohns and the flare is back", ("crohns",), ()),
        ("i'm autistic and have adhd so mornings are hard", ("adhd",), ()),
        ("Child: Ava Lunt\nAny medical needs: egg allergy, carries a pen", ("egg allergy",), ()),
        # near misses: a general question, a topic, a lower-case "im" before no medicine
        ("Is cabergoline used for anything besides prolactin?", (), ("cabergoline",)),
        ("im on the train to work, call you later", (), ("train",)),
        ("What are fibroids and how common are they?", (), ("fibroids",)),
        ("A leaflet about egg allergy in babies", (), ("egg allergy",)),
        ("I bought 50 patches and a sticker book", (), ("50 patches",)),
    ],
)
def test_health_terms_and_cues_chat_writes_about_oneself(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My deposit dispute ID 0047712 is still open.", ("0047712",), ()),
        ("on a Graduate visa (BRP number ZU1234567) that expires soon", ("ZU1234567",), ()),
        ("her UCAS personal ID is 123-456-7890", ("123-456-7890",), ()),
        ("the URN number 01BT1234525 is on the notice", ("01BT1234525",), ()),
        # near misses: no number after the cue word, an urn, a URN of a namespace
        ("The dispute ID is on the letter somewhere.", (), ("dispute ID",)),
        ("We keep her ashes in an urn 30 cm tall.", (), ("30",)),
        ("Use urn:isbn:0451450523 as the identifier.", (), ("urn:isbn:0451450523",)),
    ],
)
def test_id_numbers_after_dispute_brp_ucas_and_urn_words(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("I'm a midwife at Arrowe Park and work nights.", ("Arrowe Park",), ()),
        ("my GP at Bradford Moor Practice says my levels are low", ("Bradford Moor",), ()),
        ("I'm a paramedic at Northgate Ambulance Station.", ("Northgate",), ()),
        # near misses: a question about no one, a place, a home
        ("What does a midwife in London earn?", (), ("London",)),
        ("He's a plumber in Leeds.", (), ()),
        ("I'm a chef at home most evenings.", (), ("home",)),
    ],
)
def test_an_employer_after_health_trade_and_service_job_nouns(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("i'm 23 and live in norwich", ("norwich",), ()),
        ("we live in sheffield now", ("sheffield",), ()),
        ("she grew up in brighton", ("brighton",), ()),
        # near misses: everyday words after a dwelling phrase, a place word after "I'm in"
        ("I'm in cork", (), ("cork",)),
        ("i live in hope", (), ("hope",)),
        ("they live in denial", (), ("denial",)),
        ("we live in comfort", (), ("comfort",)),
    ],
)
def test_a_town_in_lower_case_after_a_phrase_of_dwelling(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("my mri came back. 29f. anyone know", ("29f",), ()),
        ("On two tablets. 45, male, work nights.", ("45",), ()),
        ("our lad ollie who's 15 and has asthma", ("15",), ()),
        ("wife kirsty (39, midwife) and our son", ("39",), ()),
        # near misses: money in brackets, a temperature, a connector, a duration, a count in
        # brackets after an everyday word
        ("The Series A (20M) closed in June.", (), ("20M",)),
        ("Fever of 29F today.", (), ("29F",)),
        ("Pins 45, male end.", (), ("45",)),
        ("she's the one who's 15 minutes late", (), ("15",)),
        ("see Table (12, below)", (), ("12",)),
    ],
)
def test_ages_as_chat_writes_them_about_oneself(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("write me a bio. im tom, 29, teacher in leeds", ("tom",), ()),
        ("best man speech. bride is sophie, they met at work", ("sophie",), ()),
        ("our lad ollie starts school soon", ("ollie",), ()),
        # near misses: a relation noun that is also a name after a possessive, a relation
        # noun and "is" before a word, "im" before a word and a count
        ("my nan died the day before we flew", (), ("nan",)),
        ("our nana said no", (), ("nana",)),
        ("Gran Turismo is a game I play", (), ("Gran Turismo",)),
        ("the bride is happy and the groom is late", (), ("bride", "groom")),
        ("im sure, 5 times at least", (), ("sure",)),
        ("me (dean, 42, electrician) and the kids", ("dean", "42"), ()),
        ("see (table, 12) for the totals", (), ("table", "12")),
    ],
)
def test_lower_case_given_names_after_kin_words_is_and_a_self_introduction(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mrs. Okafor rang twice.", ("Okafor",), ()),
        # near misses: a condition's acronym with a dot, then a question
        ("My wife has MS. What do we need for the visa?", (), ("What do we need",)),
        ("She has MS. Where should we live?", (), ("Where should",)),
    ],
)
def test_a_title_with_a_dot_before_a_question_word_is_no_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("10 yrs as a paramedic with West Midlands Ambulance Service", ("West Midlands",), ()),
        ("I joined Avon Fire and Rescue Service in 2012", ("Avon",), ()),
        ("School: Fairfield Community Primary, Widnes (Class 3)", ("Widnes",), ()),
        # near misses: the service named by its kind alone, a word after an institution's
        # comma before a bracket
        ("The Ambulance Service was late again.", (), ("Ambulance Service",)),
        ("call the Fire Service now", (), ("Fire Service",)),
        ("Kirklees Council, Planning (Room 3)", (), ("Planning",)),
    ],
)
def test_emergency_services_and_a_town_before_a_bracket_after_an_institution(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
