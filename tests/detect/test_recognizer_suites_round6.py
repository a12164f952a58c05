"""Mixed business text and recognizer cases, sixth round: a passport number after a bracketed
number word, Portugal's NIF after its cue, a US state written between "DL" and the licence,
postcodes of Poland, Portugal, Brazil, Ireland and Russia at the end of an address, a yard as a
street, a flat's abbreviation in lower case after the street; each with its near misses."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("a passport (No. 548832167, USA) belonging to her", "548832167"),
        ("his passport (nr. X4418305) expired", "X4418305"),
        ("Reisepass (Nr. C01X00T47) verloren", "C01X00T47"),
    ],
)
def test_a_number_word_in_brackets_after_the_cue(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "Order (no. 5) was late",  # too short for an order's reference
        "the passport (now renewed) office",
        "passport (no photo)",
    ],
)
def test_a_bracket_after_a_cue_without_a_number_is_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("NIF: 245193804", "245193804"),
        ("o NIF é 245193804", "245193804"),
        ("número de contribuinte 245 193 804", "245 193 804"),
        ("contribuinte nº 245193804", "245193804"),
        ("NIF 48391726W", "48391726W"),  # Spain's NIF keeps its letter
        ("NIF B12345678", "B12345678"),
    ],
)
def test_a_tax_number_after_nif(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "NIF 2024 relatório anual",  # a year
        "nif 12345",  # too short
        "nie 12345678 razy",  # Polish 'not': the DNI/NIE cue still wants a letter
    ],
)
def test_nif_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("DL TX 28716430.", "28716430"),
        ("DL OH TL548912", "TL548912"),
        ("CDL: NY 123 456 789", "123 456 789"),
        ("DL Texas 28716430", "28716430"),
    ],
)
def test_a_state_between_dl_and_the_licence(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "DL GA 1402 departs at noon",  # a flight: too few digits for a state's licence
        "dl tx 28716430",  # the state in lower case
        "DL CA 2024 schedule",
    ],
)
def test_dl_and_a_state_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ul. Grunwaldzka 182, 60-166 Poznań\ntel. 61 852 40 17", "60-166"),
        ("Rua Augusta 12, 1100-053 Lisboa", "1100-053"),
        ("Rua Haddock Lobo 595, apto 81, São Paulo - SP, 01414-001.", "01414-001"),
        ("CEP 01310-100", "01310-100"),
        ("Forward to 12 Rathgar Avenue, Dublin 6, D06 X2K8.", "D06 X2K8"),
        ("ship to 4 Main St, Cork, T12 YE03", "T12 YE03"),
        ("Eircode: D06X2K8", "D06X2K8"),
        ("registered at ul. Tverskaya 17, kv. 42, Moscow 125009.", "125009"),
        ("Tverskaya 17, Moscow 125009.", "125009"),
    ],
)
def test_postcodes_closing_an_address(text: str, value: str) -> None:
    out = detect(text).output
    assert value not in out.replace("[", " ").replace("]", " ").split(), out


@pytest.mark.parametrize(
    "text",
    [
        "scores, 10-150 Points",  # no place after the code
        "pages 12-345 Table",
        "the A12 road and D06 X2K8 code",  # no address line around the code
        "Sector C12, T12 Y003 wing",
        "See Chapter 12, Bath 1200 copies",  # a common word and a number, and a count after
        "reception 12345 guests",
    ],
)
def test_postcode_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Intake: 2 Chapel Yard, Norwich NR2 1NY.", "Chapel Yard"),
        ("She lives at 4 Mill Yard.", "Mill Yard"),
        ("Correct one: Rua Haddock Lobo 595, apto 81, São Paulo", "apto 81"),
        ("Calle Mayor 5, dpto. 3B, Madrid", "dpto. 3B"),
    ],
)
def test_a_yard_and_a_flat_in_lower_case_are_part_of_the_address(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "the 3 Scotland Yard detectives",
        "in 1888 Scotland Yard was",
        "We moved 40 Yard of fabric",
    ],
)
def test_yard_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "Formulaire : Nom : DUCHESNE  Prénom : Léopold  Né le : 03/05/1979",
            ("DUCHESNE", "Léopold"),
        ),
        ("Nom : Duchesne Prénom : Léopold", ("Duchesne", "Léopold")),
        ("Naam: Jansen Voornaam: Pieter", ("Jansen", "Pieter")),
        ("Vorname: Jonas Nachname: Weber", ("Jonas", "Weber")),
    ],
)
def test_the_next_fields_label_ends_a_name_and_opens_the_next(
    text: str, values: tuple[str, ...]
) -> None:
    out = detect(text).output
    for value in values:
        assert value not in out, out
    # the labels stay
    assert all(label in out for label in ("Prénom", "Voornaam", "Nachname") if label in text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Formulaire : Nom : DUCHESNE  Prénom : Léopold  Né le : 03/05/1979", "Né le"),
        ("Nome: Giulia Rossi nata a Roma", "nata a"),
    ],
)
def test_a_birth_word_after_a_name_in_a_form_is_kept(text: str, kept: str) -> None:
    assert kept in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("liga para a tia Conceição no 21 847 3360", "Conceição"),
        ("New address for Aroha Ngata: 16 Tinakori Road", "Aroha Ngata"),
        ('{"event":"signup","name":"Jae-won Park","email":"x@y.com"}', "Jae-won"),
        ("Name: Seo-jun Lim", "Seo-jun"),
    ],
)
def test_given_names_the_lexicon_lacked(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "fomos a Fátima em maio",  # a town: no given name was added for it
        "Manaia is a town in Taranaki",
    ],
)
def test_towns_named_like_given_names_are_no_person(text: str) -> None:
    assert "PERSON" not in detect(text).output


# Found on the report part of the probe set after its one untouched scoring.


@pytest.mark.parametrize(
    "text",
    [
        "Docker image tag 2025.03.1-alpine is now the default; 2024.12.4 is deprecated.",
        "pip install tool==2024.3.1",
    ],
)
def test_a_calendar_version_with_a_one_digit_last_part_is_no_date(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("born 1994.12.08", "1994.12.08"),  # two digits: a date
        ("Geboren am 2024.12.04 in Wien", "2024.12.04"),
        ("on 2024-3-5 we met", "2024-3-5"),  # hyphens: a date whatever its digits
    ],
)
def test_dotted_and_dashed_dates_with_two_digit_days_stay_dates(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("domicilio C/ Sierpes 48, 3º B, 41004 Sevilla.", "Sierpes 48"),
        ("vivo en c/ Mayor 5, Madrid", "Mayor 5"),
        ("KVNR A123456780", "A123456780"),
        ("Expense claim from Olusegun Bakare: taxi £34.20", "Olusegun Bakare"),
    ],
)
def test_spanish_c_slash_street_a_kvnr_and_yoruba_names(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "A/C 5 units were serviced",
        "the ratio c/ 5 was low",
        "die Versichertennummer steht auf der Karte",
        "Versichertennummer 2024",
    ],
)
def test_c_slash_and_kvnr_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text
