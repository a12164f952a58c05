import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected, found

POSITIVES = [
    ("I live at 221B Baker Street, London", "221B Baker Street, London"),
    ("ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500",
     "1600 Pennsylvania Avenue NW, Washington, DC 20500"),
    ("office: 12 Main St. Apt 4B", "12 Main St. Apt 4B"),
    ("Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin"),
    ("Adresse: 12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris"),
    ("Via delle Coste 41", "Via delle Coste 41"),
    ("Calle Mayor 5", "Calle Mayor 5"),
    ("P.O. Box 1234", "P.O. Box 1234"),
    ("Puruntie 82", "Puruntie 82"),
]  # fmt: skip
NEGATIVES = [
    "we have 5 Main concerns",
    "in 2019 Apple released",
    "wire via BNPAFRPP",
    "chapter 3 Road to success",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_address(text: str, value: str) -> None:
    spans = found(text)
    assert ("ADDRESS", value) in spans, spans


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tosh lives at 172 Maneeži 75, Saareküla", "172 Maneeži 75, Saareküla"),
        ("20789 Allika 46\n Suite 501\n Riisa", "20789 Allika 46\n Suite 501\n Riisa"),
        (
            "Please return to Unit 4719 Box 7394\nDPO AP 70942 soon",
            "Unit 4719 Box 7394\nDPO AP 70942",
        ),
        ("USNS Bergman\nFPO AP 93757", "USNS Bergman\nFPO AP 93757"),
        ("drops you off at 9383 ul. Chrzanowska 61", "9383 ul. Chrzanowska 61"),
        ("office at Hafnarstraeti 5", "Hafnarstraeti 5"),
    ],
)
def test_detects_international_and_contextual(text: str, value: str) -> None:
    spans = found(text)
    assert ("ADDRESS", value) in spans, spans


@pytest.mark.parametrize("text", ["the 1990 World Cup 2 times", "In 2019 Apple 12 launched"])
def test_generic_number_word_number_needs_more_evidence(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("we met at 12 Main Str. yesterday", "12 Main Str."),
        (
            "the corner of 35 Pentelis Str. and Waechter Turnpike",
            "35 Pentelis Str. and Waechter Turnpike",
        ),
        ("at the corner of Main Street and 5th Avenue tonight", "Main Street and 5th Avenue"),
        # two streets after a word of place; a sentence's full stop stays outside
        ("He was last seen near 5th Avenue and 42nd Street.", "5th Avenue and 42nd Street"),
        ("we met at Main Street & Oak Avenue yesterday", "Main Street & Oak Avenue"),
    ],
)
def test_str_abbreviation_and_street_corners(text: str, value: str) -> None:
    assert_detects(text, "ADDRESS", value)


def test_a_corner_of_a_room_is_no_address() -> None:
    assert_not_detected("the corner of the room and the door", "ADDRESS")
    assert_not_detected("on Road Safety Week and Street Art Day", "ADDRESS")


@pytest.mark.parametrize("text", ["the avenue tonight was busy", "Avenue tonight"])
def test_a_street_word_before_ordinary_words_is_no_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


def test_a_house_number_before_a_lower_case_romance_street() -> None:
    assert_detects("send it to 12 rue de la paix please", "ADDRESS", "12 rue de la paix")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("At the Tribunal\nOn 14 November 2019\nJudgment handed down", "14 November 2019"),
        ("a judgment sent to the parties on 5 June 2018 (Case No. 12)", "5 June 2018"),
        ("It was sent to Mary on 5 June 2018.", "5 June 2018"),
        ("Termin am 3 März 2024\nBerlin", "3 März 2024"),
    ],
)
def test_a_date_is_no_number_words_number_address(text: str, date: str) -> None:
    """Day, month name and year have the generic "[number] words number" shape of an address,
    and an address cue ("sent to") may stand before a date: the month makes it a date."""
    assert_not_detected(text, "ADDRESS")
    assert ("DATE", date) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("please ship to Hauptweg Haus 5\nBerlin", "Hauptweg Haus 5\nBerlin"),
        ("sent to 20789 Maia 46, Tallinn", "20789 Maia 46, Tallinn"),
    ],
)
def test_number_words_number_without_a_month_is_still_an_address(text: str, value: str) -> None:
    assert ("ADDRESS", value) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "We moved to Toronto in 2015.",
        "I moved to Berlin in 2020 and to Paris in 2022.",
        "Ich wohne in Köln seit 2019.",
        "Nous vivons à Lyon depuis 2018.",
    ],
)
def test_a_year_after_a_time_word_is_no_house_number(text: str) -> None:
    """ "moved to" is an address cue and "Toronto in 2015" has the shape words + number; the
    word before the year makes it a time."""
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Please deliver to Hauptstraße 2015, Berlin.", "Hauptstraße 2015, Berlin"),
        ("I live at Kerkstraat 12 in Utrecht.", "Kerkstraat 12"),
    ],
)
def test_a_house_number_that_could_be_a_year_is_still_an_address(text: str, value: str) -> None:
    assert ("ADDRESS", value) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("FLEETBANK HOUSE, 2-6 SALISBURY SQUARE, LONDON EC4Y 8AE",
         "2-6 SALISBURY SQUARE, LONDON EC4Y 8AE"),
        ("SEND TO 12 HIGH STREET, LEEDS LS1 4DY", "12 HIGH STREET, LEEDS LS1 4DY"),
    ],
)  # fmt: skip
def test_an_address_in_capitals(text: str, value: str) -> None:
    assert_detects(text, "ADDRESS", value)


@pytest.mark.parametrize("text", ["ROOM 12 ST 5 was closed", "in 2019 APPLE LANE"])
def test_capital_abbreviations_and_years_are_no_capital_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("17151 2450 Crown St", "17151 2450 Crown St"),
        ("48334 36 rue de Pologne", "48334 36 rue de Pologne"),
    ],
)
def test_a_building_number_before_the_house_number_is_part_of_the_address(
    text: str, value: str
) -> None:
    assert_detects(text, "ADDRESS", value)


def test_a_quantity_digit_before_an_address_stays_out() -> None:
    spans = found("I ordered 3 12 Main St")
    assert ("ADDRESS", "12 Main St") in spans


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("abito a Bologna in via Zamboni 33", "via Zamboni 33"),
        ("ci vediamo in via Roma 5 alle 18", "via Roma 5"),
        ("ci vediamo in piazza Garibaldi 4", "piazza Garibaldi 4"),
        ("abito in corso Italia 5, Milano", "corso Italia 5, Milano"),
        ("abito in viale Monza 120", "viale Monza 120"),
        ("vivo en la calle Mayor 5", "calle Mayor 5"),
        ("en la avenida de la Constitución 10, Sevilla", "avenida de la Constitución 10, Sevilla"),
        ("quedamos en el paseo de Gracia 92", "paseo de Gracia 92"),
        ("la tienda está en la plaza Mayor 3", "plaza Mayor 3"),
        ("visc al carrer Gran 8", "carrer Gran 8"),
        ("Envoyez à 3 place Bellecour, Lyon", "3 place Bellecour, Lyon"),
        ("j'habite au 12 rue de la Paix", "12 rue de la Paix"),
    ],
)  # fmt: skip
def test_a_lower_case_street_word_with_a_name_and_a_house_number(text: str, value: str) -> None:
    """Italian, Spanish and French writers put the street word in lower case."""
    assert_detects(text, "ADDRESS", value)


@pytest.mark.parametrize(
    "text",
    [
        "Send it via email to me",
        "call it via the API on port 8080",
        "the packet goes via 3 hops",
        "Payment via Stripe 3 days ago",  # a count after the number
        "route via Frankfurt 2 times",
        "You can connect via SSH 22 or via Telnet 23.",  # no capitalised name
        "How do I log in via Microsoft 365?",  # English text: 'via' is a preposition
        "Run the script via Python 3 and check the output.",
        "El camino Real 5 km más allá",
        "la calle estaba vacía y fría",  # no name, no number
        "en la calle 5 personas esperaban",
        "la rue était calme ce soir",
        "à la place de Marie 3 fois",
        "It was a great place Monday 5 of us went",
    ],
)
def test_a_lower_case_street_word_in_prose_is_no_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Flat 3, 27 Hawthorn Grove, Leeds LS6 2QT", "Flat 3, 27 Hawthorn Grove, Leeds LS6 2QT"),
        ("I live in flat 3, 27 Hawthorn Grove", "flat 3, 27 Hawthorn Grove"),
        ("Apt 4B, 221 Baker Street, London", "Apt 4B, 221 Baker Street, London"),
        ("Wohnung 5, Hauptstraße 12, Berlin", "Wohnung 5, Hauptstraße 12, Berlin"),
        ("Hauptstraße 12, Wohnung 5", "Hauptstraße 12, Wohnung 5"),
    ],
)
def test_a_unit_before_or_after_the_street_is_part_of_the_address(text: str, value: str) -> None:
    """Left out, "Flat 3," stays in clear beside the placeholder."""
    assert_detects(text, "ADDRESS", value)


@pytest.mark.parametrize(
    "text", ["Flat 3 of the survey showed nothing", "Unit 3 covers testing", "No 3, and so on"]
)
def test_a_unit_word_without_an_address_is_no_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("mi dirección es calle de Alcalá 45", "mi dirección es "),
        ("Mi indirizzo è via Garibaldi 12, 40121 Bologna", "Mi indirizzo è "),
    ],
)
def test_the_verb_after_an_address_cue_stays_outside(text: str, kept: str) -> None:
    assert detect(text).output.startswith(kept)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I live at 9 castle street, leeds", "9 castle street"),
        ("can you pick up the cake from rosa's on elm street?", "elm street"),
        ("she lives on Elm Street in Leeds", "Elm Street"),
        ("she lives in baker street now", "baker street"),
        # the town after the street and a comma belongs to the address when it is a known place
        ("the flat on Mill Lane, Wisbech, was searched", "Mill Lane, Wisbech"),
        ("the shop on High Street, Then we left", "High Street"),
    ],
)
def test_an_english_street_in_lower_case_or_without_a_house_number(text: str, value: str) -> None:
    """Chat is often written in lower case, and a street with a cue before it ("on", "at")
    locates a person without its house number."""
    assert_detects(text, "ADDRESS", value)


@pytest.mark.parametrize(
    "text",
    [
        "we met on the street",  # a function word, not a name
        "the house on main street",  # an everyday word in lower case
        "we drove on dirt road for hours",  # a kind of road
        "a trip down memory lane",
        "we took 3 easy road trips",  # a noun after the street word
        "I need 2 hard drive bays",
        "in 2019 main street was closed",  # a year, not a house number
        "on Road Safety Week we talk",  # part of a longer name
    ],
)
def test_english_street_words_in_prose_are_no_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    "text",
    [
        "I moved to Berlin 3 years ago",
        "We moved to Lyon 2 months later.",
        "It was sent to Legal 2 weeks ago",
        "Ich wohne in der Nähe 5 Minuten vom Bahnhof",  # a capitalised count noun
    ],
)
def test_a_number_before_a_count_word_is_no_house_number(text: str) -> None:
    """ "moved to" and "wohne in der" are address cues and "Berlin 3" has the shape of words
    + number; the word after the number makes it a count."""
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ich wohne in der Fischergrube 5 in Lübeck", "Fischergrube 5"),
        ("I moved to Hafenweg 3 last year", "Hafenweg 3"),
        ("please ship to 4512 lindqvist 88 st. tomorrow", "4512 lindqvist 88"),  # a street type
        ("address: 31 kralja tomislava 5 apt. 12", "31 kralja tomislava 5"),  # a unit word
    ],
)
def test_a_house_number_before_a_function_word_is_still_one(text: str, value: str) -> None:
    assert ("ADDRESS", value) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Dr. Aisha Rahman, St Thomas' Hospital, Westminster Bridge Rd, London SE1 7EH",
            "Westminster Bridge Rd, London",
        ),
        ("Send it to Baker Street, London NW1 6XE please", "Baker Street, London"),
    ],
)
def test_a_street_without_a_number_before_a_town_and_a_postcode(text: str, value: str) -> None:
    assert_detects(text, "ADDRESS", value)


def test_a_name_before_a_town_and_a_postcode_is_no_street() -> None:
    assert_not_detected("The Royal Mail, London SW1A 1AA", "ADDRESS")


ONE_LINE = [
    ("Ship to: 12 Kings Road > Apt. 4 > Reading > United Kingdom RG1 3AA",
     "12 Kings Road > Apt. 4 > Reading > United Kingdom RG1 3AA"),
    ("Address: 450 Oak Street | Suite 200 | Springfield | IL 62704",
     "450 Oak Street | Suite 200 | Springfield | IL 62704"),
    ("Musterstraße 5 • 10115 Berlin • Deutschland", "Musterstraße 5 • 10115 Berlin • Deutschland"),
    ("Contact: 77 Harbour Lane · Whitby · YO21 3PU", "77 Harbour Lane · Whitby · YO21 3PU"),
    ("Our office: 3 Rue des Lilas – 69003 Lyon – France", "3 Rue des Lilas – 69003 Lyon – France"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "value"), ONE_LINE)
def test_an_address_written_on_one_line_keeps_its_town_and_postcode(text: str, value: str) -> None:
    """A mark between spaces parts an address's fields like a comma: its town and postcode
    no longer stay in clear beside the street's placeholder."""
    assert ("ADDRESS", value) in found(text)


@pytest.mark.parametrize(
    ("text", "value", "kept"),
    [
        ("We met at 12 Kings Road, Then we left", "12 Kings Road", "Then"),
        ("We met at 12 Kings Road > The rest is history", "12 Kings Road", "The"),
        ("Acme GmbH | Musterstraße 5 | 10115 Berlin | Tel. 030 1234567",
         "Musterstraße 5 | 10115 Berlin", "Tel."),
        ("Acme GmbH, Musterstraße 5, 10115 Berlin, Tel. 030 1234567",
         "Musterstraße 5, 10115 Berlin", "Tel."),
    ],
)  # fmt: skip
def test_an_everyday_word_after_a_separator_is_no_town(text: str, value: str, kept: str) -> None:
    """Near misses: the next sentence's first word or a contact's label is no segment of the
    address, while a town that is also a word ("Reading", "Bath") is."""
    spans = found(text)
    assert ("ADDRESS", value) in spans, spans
    assert kept in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She lives at 4 Mill Lane, Reading, then moved.", "4 Mill Lane, Reading"),
        ("He lives at 9 Primrose Hill, Bath BA1 5QT", "9 Primrose Hill, Bath BA1 5QT"),
    ],
)
def test_a_town_that_is_also_a_word_stays_in_the_address(text: str, value: str) -> None:
    assert ("ADDRESS", value) in found(text)


def test_a_place_entity_ends_at_a_fields_separator() -> None:
    """The statistical model read "Berlin • Deutschland" as one place: each gets its own
    placeholder, and the mark between them stays."""
    output = detect("Berlin • Deutschland").output
    assert "•" in output
    assert "Berlin" not in output and "Deutschland" not in output


@pytest.mark.parametrize(
    ("text", "value", "kept"),
    [
        ("> Anna Berg\n> 12 Kings Road\n> Reading RG1 3AA\n> \n> Thanks for your message",
         "12 Kings Road\n> Reading RG1 3AA", "Thanks for your message"),
        (">Tom Weller\n>Hauptstraße 12\n>Whg. 3\n>10115 Berlin\n>Viele Grüße",
         "Hauptstraße 12\n>Whg. 3\n>10115 Berlin", "Viele Grüße"),
    ],
)  # fmt: skip
def test_an_address_quoted_in_a_reply_keeps_its_lines(text: str, value: str, kept: str) -> None:
    """An e-mail quoted in a reply opens each line with "> ": the town and postcode lines are
    still the address's, and the text after the quoted block is not."""
    assert ("ADDRESS", value) in found(text)
    assert kept in detect(text).output


@pytest.mark.parametrize(
    ("text", "value", "kept"),
    [
        ("Ms Abena Owusu\n212 Brixton Hill\nLondon SW2 1HH\n\nDear Ms Owusu,\nCouncil Tax reminder",
         "212 Brixton Hill\nLondon SW2 1HH", "Council Tax reminder"),
        ("Hausverwaltung Kessler GbR, Kantstraße 77, 10627 Berlin – Klägerin",
         "Kantstraße 77, 10627 Berlin", "Klägerin"),
    ],
)  # fmt: skip
def test_a_salutation_or_a_partys_role_ends_the_address(text: str, value: str, kept: str) -> None:
    """A letter's salutation line is no town, and a separator mark also sets off a party's
    role: neither the letter's next lines nor "Klägerin" belong to the address."""
    assert ("ADDRESS", value) in found(text)
    assert kept in detect(text).output


@pytest.mark.parametrize(
    ("text", "value", "kept"),
    [
        ("The address of my dentist is 12 Baker Street, London", "12 Baker Street, London",
         "The address of my dentist is "),
        ("The address of Persint is 6750 Koskikatu 25 Apt. 864", "6750 Koskikatu 25 Apt. 864",
         "The address of "),
        ("The address of Dr. Kim's practice was Hauptstraße 12, 10115 Berlin.",
         "Hauptstraße 12, 10115 Berlin", "The address of Dr. "),
        ("my address is heiligengeistbrücke 77", "heiligengeistbrücke 77", "my address is "),
    ],
)  # fmt: skip
def test_whose_address_it_is_stays_out_of_the_value(text: str, value: str, kept: str) -> None:
    """ "The address of X is …": the words naming whose address it is belong to the cue; the
    placeholder starts at the street (it had started at "of")."""
    assert ("ADDRESS", value) in found(text)
    assert detect(text).output.startswith(kept)


@pytest.mark.parametrize(
    "text",
    ["The address of the event is on the website.", "The address of the 2 offices is unknown"],
)
def test_an_address_of_something_without_a_street_is_none(text: str) -> None:
    assert_not_detected(text, "ADDRESS")
