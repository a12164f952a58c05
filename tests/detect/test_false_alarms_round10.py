"""False alarms, tenth round (issue 12, stop 31): PII-free prompts and recognizer negatives —
a browser's four-part version read as a phone number, a product catalogue's code read as a
reference, a roman numeral read as the English "I" in a text of another language, and public
figures and a painting missing from the lists; each with near misses where the same shapes
or words are personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a four-part version whose minor part is a lone 0 is no number of any plan
        ("Chrome 124.0.6367.207 fixes the bug.", (), ()),
        ("Update to Edge 126.0.2592.87 before Friday.", (), ()),
        ("The agent string says Chrome/124.0.6367.207 Safari/537.36.", (), ()),
        # near misses: dotted phone numbers without a lone 0, and a phone word before a number
        ("Call 0049.30.1234.5678", ("0049.30.1234.5678",), ()),
        ("Tel. 06.12.34.56.78, merci.", ("06.12.34.56.78",), ()),
        ("Phone: +1.312.555.0148", ("+1.312.555.0148",), ()),
    ],
)
def test_a_version_with_a_lone_zero_is_no_phone_number(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a product catalogue's code names a product, not anyone's record
        ("My CSV export has rows like `SKU-88412,Blue Mug 350ml,4.95`.", (), ()),
        ("UPC-036000291452 and EAN-5901234123457 are on the box.", (), ()),
        ("Listing ASIN-00B08N5WRWN is out of stock.", (), ()),
        # near misses: an order's and an invoice's reference stay hidden
        ("Your order ORD-88412 has shipped.", ("ORD-88412",), ()),
        ("Please pay INV-2024-558120 by Friday.", ("INV-2024-558120",), ()),
    ],
)
def test_a_product_code_is_no_reference(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # "I" after a title or a ruler is a roman numeral in a German, French, Spanish or
        # Dutch text, not the writer: the question stays about no one
        ("Fasse Goethes Faust I in fünf Sätzen zusammen, mit Gretchen und Mephisto.", (), ()),
        ("Erkläre Faust I mit Gretchen und Mephisto.", (), ()),
        # near misses: a writer's own words make it about someone, and in English "I" is the
        # writer
        ("Mein Sohn liest Faust I, er mag Gretchen.", ("Gretchen",), ()),
        ("Can you explain Faust, I mean Gretchen and Mephisto?", ("Gretchen",), ()),
    ],
)
def test_a_roman_numeral_is_no_writer(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Who was Cleopatra VII and how did she ally with Julius Caesar and Mark Antony?", (), ()),
        ("Who scored more goals, Sadio Mané or Robbie Fowler?", (), ()),
        ("Why is the Mona Lisa behind bulletproof glass at the Louvre?", (), ()),
        # near misses: a relation noun ties the same names to someone, and a longer name
        # that only opens with a listed one stays whole
        ("My neighbour Mona Lisa Brandt called about the parcel.", ("Mona Lisa Brandt",), ()),
        ("My neighbour Robbie Fowler called about the kit.", ("Robbie Fowler",), ()),
        ("My brother Mark Antony called about the kit.", ("Mark Antony",), ()),
        ("Robbie Fowler Jones sent the invoice.", ("Robbie Fowler Jones",), ()),
    ],
)
def test_listed_figures_and_works(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # four groups of four with hyphens and spaces mixed: a card on its Luhn check and scheme
        ("mc no 5174-5908 1366-6954", ("5174-5908 1366-6954",), ()),
        ("5174 5908-1366 6954 was charged twice.", ("5174 5908-1366 6954",), ()),
        # near misses: a failing check, two ranges, another grouping
        ("Number 5174-5908 1366-6955 here", (), ()),
        ("Rooms 4000-4999 and 5000-5999 are on the fifth floor.", (), ()),
        ("Range 1234-5678 9012 3456", (), ()),
    ],
)
def test_a_card_with_mixed_separators(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an instruction in the infinitive opens the sentence, as an imperative does: no
        # given name stands there
        ("Comparer la Renault Zoé et la Peugeot e-208 pour un usage urbain.", (), ()),
        ("Comparar el Seat Ibiza y el Renault Clio.", (), ()),
        # near misses: the person the instruction names stays hidden
        ("Rédiger une lettre à Paul Girardin pour son anniversaire.", ("Paul Girardin",), ()),
        ("Expliquer à Marie Dupont pourquoi sa demande est refusée.", ("Marie Dupont",), ()),
        ("Spiegare a Giulia Ferraresi come funziona il bonifico.", ("Giulia Ferraresi",), ()),
    ],
)
def test_an_infinitive_instruction_is_no_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the digits after an IBAN's head that failed its check are no phone number
        ("NL91 ABNA 0417 1643 01", (), ()),
        ("DE89 3704 0044 0532 0130 02", (), ()),
        # near misses: the valid IBAN, the failing one after its word, and the same digits
        # as a phone number
        ("NL91 ABNA 0417 1643 00", ("NL91 ABNA 0417 1643 00",), ()),
        ("IBAN NL91 ABNA 0417 1643 01", ("NL91 ABNA 0417 1643 01",), ()),
        ("Call me on 0417 164 301", ("0417 164 301",), ()),
    ],
)
def test_the_rest_of_a_failing_iban_is_no_phone_number(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an airport's code before a clock is no flight number
        ("Flight BA 283 LHR–LAX 11:40", ("BA 283",), ("LAX 11:40",)),
        # near misses: the flight itself, also before a clock
        ("My flight is LH 1838 at 11:40.", ("LH 1838",), ()),
        ("Wir fliegen am Montag mit LH 1838 nach Rom.", ("LH 1838",), ()),
    ],
)
def test_an_airport_before_a_clock_is_no_flight(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
