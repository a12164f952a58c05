"""Tables pasted into a prompt: the header names what each column holds (detect/tables.py).

Each case has a near miss where the same shape must stay text: a table of things, a header
word in prose, a column whose cells lack the category's shape."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import DetectConfig, detect
from dp_anonymizer.detect.tables import columns, header_key
from support.detect_cases import assert_hidden_and_kept, found


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "first_name,last_name,email,city\n"
            "Hannah,Okonkwo,h.okonkwo@gmx.de,Bielefeld\n"
            "Rasmus,Thygesen,rasmus.t@mail.dk,Aarhus\n"
            "Find duplicates.",
            ["Hannah", "Okonkwo", "Rasmus", "Thygesen", "Bielefeld", "Aarhus"],
            ["first_name,last_name,email,city", "Find duplicates."],
        ),
        (  # tab separated; "Ville" is a header, not a Finnish given name
            "Nom\tPrénom\tVille\tTéléphone\n"
            "Lefebvre\tClaire\tRennes\t06 12 34 56 78\n"
            "Moreau\tJulien\tAngers\t07 98 76 54 32\n",
            ["Lefebvre", "Claire", "Rennes", "Moreau", "Julien", "Angers"],
            ["Nom\tPrénom\tVille\tTéléphone"],
        ),
        (  # a Markdown table, with the rule line under its header
            "| Patient | Alter | Diagnose |\n|---|---|---|\n"
            "| Wilhelmine Achterberg | 83 | COPD |\n| Desmond Oyelaran | 67 | Herzinsuffizienz |\n",
            ["Wilhelmine Achterberg", "83", "COPD", "Desmond Oyelaran", "67"],
            ["| Patient | Alter | Diagnose |"],
        ),
        (  # semicolons, a quoted cell holding the separator, identifiers and postcodes
            "Kunde;Kundennummer;Adresse;PLZ\n"
            'Friederike Lammers;100238841;"Am Hafen 3; Hinterhaus";26122\n'
            "Onur Şahin;100238977;Marktstraße 9;26129\n",
            ["Friederike Lammers", "100238841", "Am Hafen 3; Hinterhaus", "26122", "Onur Şahin"],
            ["Kunde;Kundennummer;Adresse;PLZ"],
        ),
        (  # "Name" alone: people, because the table also holds their e-mail addresses
            "Name,Email,Town\nElsie Pargeter,elsie@example.org,Frome\n"
            "Reg Mottram,reg@example.org,Shepton Mallet\n",
            ["Elsie Pargeter", "Frome", "Reg Mottram", "Shepton Mallet"],
            ["Name,Email,Town"],
        ),
    ],
)
def test_cells_of_known_columns_are_hidden(text: str, hidden: list[str], kept: list[str]) -> None:
    assert_hidden_and_kept(text, tuple(hidden), tuple(kept))


@pytest.mark.parametrize(
    "text",
    [
        # a product's name, a city's population, a setting's name: tables about no one
        "name,price,stock\nDesk lamp,24.99,120\nOffice chair,149.00,35\n",
        "Stadt;Einwohner;Bundesland\nMünchen;1512491;Bayern\nKöln;1084831;Nordrhein-Westfalen\n",
        "| Nom | Type | Défaut |\n|---|---|---|\n| timeout | int | 30 |\n| retries | int | 3 |\n",
        "naam,categorie,prijs\nStroopwafels,koek,2.49\nHagelslag,broodbeleg,1.99\n",
        "Name | Role | Default\nadmin | superuser | no\nguest | read-only | yes\n",
        # column words in prose are no header
        "Please list the name, age and city of each character.\nThen the title, year and plot.",
    ],
)
def test_tables_about_no_one_stay(text: str) -> None:
    assert detect(text).output == text


def test_a_cell_needs_its_columns_shape() -> None:
    """An order column holds order numbers: "pending" is none; an age column holds a number."""
    text = "customer,order,age,email\nAnna Voss,pending,unknown,anna@example.org\n"
    output = detect(text).output
    assert "pending" in output and "unknown" in output
    assert "Anna Voss" not in output


def test_a_table_with_placeholders_is_left_as_it_is() -> None:
    text = "first_name,last_name\n[PERSON_1],[PERSON_2]\n"
    assert detect(text).output == text


def test_a_name_in_a_table_is_the_same_person_in_the_prose() -> None:
    text = "first_name,last_name\nNaiara,Etxeberria\nWrite to Naiara about her marks."
    output = detect(text).output
    assert "Naiara" not in output
    assert output.endswith("Write to [PERSON_1] about her marks.")


def test_a_kept_category_stays_in_a_table() -> None:
    text = "Name,City,Email\nTom Okafor,Leeds,tom@example.org\n"
    output = detect(text, DetectConfig(keep=frozenset({"LOCATION"}))).output
    assert "Leeds" in output and "Tom Okafor" not in output


def test_the_deny_list_wins_in_a_header() -> None:
    text = "Projekt Falke,Vorname\nx,Anna\n"
    output = detect(text, DetectConfig(deny=("Projekt Falke",))).output
    assert "Projekt Falke" not in output


def test_headers_are_compared_without_case_accents_or_punctuation() -> None:
    assert header_key("First_Name") == header_key("first name") == "firstname"
    assert header_key("Téléphone") == "telephone"
    by_header = columns().by_header
    assert by_header["firstname"] == ("PERSON", "person")
    assert by_header["name"] == ("PERSON", "weak")
    assert by_header["codepostal"][0] == "POSTCODE"


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (  # JSON keys in snake case
            '{"first_name": "Hannah", "last_name": "Okonkwo", "customer_id": "C-10293"}',
            ["Hannah", "Okonkwo", "C-10293"],
            ['"last_name": ', '"customer_id": '],
        ),
        (  # YAML; a place under its key in a record about someone
            "user:\n  nachname: Thygesen\n  ort: Aarhus\n  kundennummer: 4411902\n",
            ["Thygesen", "Aarhus", "4411902"],
            ["nachname: ", "ort: ", "kundennummer: "],
        ),
        (  # a form's lines; "Ville" is the label, not a given name
            "Nom : Kervella\nPrénom : Gwenaël\nVille : Brest\n",
            ["Kervella", "Gwenaël", "Brest"],
            ["Nom : ", "Ville : "],
        ),
        (  # XML elements, and code assigning quoted values
            "<customer><name>Joost Hendriksen</name><city>Zwolle</city></customer>\n"
            "last_name = 'Bosma'",
            ["Joost Hendriksen", "Zwolle", "Bosma"],
            ["<city>", "last_name = '"],
        ),
        (  # SQL: the column list types each row's values
            "INSERT INTO patients (first_name, last_name, dob, city) VALUES "
            "('Ilse', 'Schwertfeger', '1951-04-03', 'Gütersloh'), ('Korbinian', 'Brandhuber', "
            "'1948-12-19', 'Dachau');",
            ["Ilse", "Schwertfeger", "1951-04-03", "Gütersloh", "Korbinian", "Brandhuber"],
            ["INSERT INTO patients (first_name, last_name, dob, city) VALUES"],
        ),
    ],
)
def test_fields_of_structured_data_are_hidden(
    text: str, hidden: list[str], kept: list[str]
) -> None:
    assert_hidden_and_kept(text, tuple(hidden), tuple(kept))


@pytest.mark.parametrize(
    "text",
    [
        # a product's name is no one's, nor are the values of keys no list knows
        '{"product": "Desk lamp", "name": "lamp-01", "status": "active"}',
        "INSERT INTO products (name, price) VALUES ('Desk lamp', 24.99), ('Office chair', 149);",
        "Note: the build runs at night.\nStatus: green",
    ],
)
def test_fields_about_things_stay(text: str) -> None:
    assert detect(text).output == text


def test_a_forms_line_ends_its_value_at_punctuation() -> None:
    """The value of "Name:" ends before the next field: the date of birth keeps its own
    placeholder instead of being swallowed into the name's."""
    output = detect("Name: Anna Voss, DOB: 1990-04-02").output
    assert output == "Name: [PERSON_1], DOB: [DATE_OF_BIRTH_1]"


@pytest.mark.parametrize(
    "text", ["Élève : Prénom NOM\nClasse : ...", "first_name,last_name\nFirst name,Last name\n"]
)
def test_a_templates_placeholder_is_no_name(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        (  # a Markdown table written down: each line a field and its value
            "| Field | Value |\n|---|---|\n| Name | Marta Kowalczyk |\n| City | Kraków |\n"
            "| Customer ID | C-10293 |\n| Nationality | Polish |",
            ["Marta Kowalczyk", "Kraków", "C-10293", "Polish"],
        ),
        (
            "Vorname\tIlse\nNachname\tSchwertfeger\nWohnort\tGütersloh\nKundennummer\t100238841",
            ["Ilse", "Schwertfeger", "Gütersloh", "100238841"],
        ),
    ],
)
def test_a_table_written_down_is_a_list_of_fields(text: str, hidden: list[str]) -> None:
    assert_hidden_and_kept(text, tuple(hidden), ())


def test_settings_written_down_stay() -> None:
    """Near miss: keys no list knows, and a name that names a setting, not someone."""
    text = "| Option | Default |\n|---|---|\n| timeout | 30 |\n| name | worker |"
    assert detect(text).output == text


@pytest.mark.parametrize(
    "text",
    [
        "| Street | Tenant | Rent |\n|---|---|---|\n| 12 Kings Road | Anna Berg | 950 |\n"
        "| 4 Mill Lane | Tom Weller | 800 |",
        "Street,Tenant,Rent\n12 Kings Road,Anna Berg,950\n4 Mill Lane,Tom Weller,800",
    ],
)
def test_a_finding_that_starts_in_a_cell_ends_with_it(text: str) -> None:
    """An address's tail reads the next cells as its town ("12 Kings Road | Anna Berg | 950"):
    cut at the cell's end, the name gets its own placeholder and the rent stays."""
    spans = found(text)
    assert ("ADDRESS", "12 Kings Road") in spans, spans
    assert ("PERSON", "Anna Berg") in spans, spans
    output = detect(text).output
    assert "950" in output and "800" in output


def test_an_address_with_commas_inside_a_semicolon_cell_stays_whole() -> None:
    """Near miss: a cell's own commas are no cell boundary."""
    text = "Name;Adresse;Telefon\nAnna Berg;Musterstraße 5, 10115 Berlin;030 1234567"
    assert ("ADDRESS", "Musterstraße 5, 10115 Berlin") in found(text)
