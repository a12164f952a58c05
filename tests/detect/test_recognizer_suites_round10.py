"""Recognizer cases and DataFog-style mixed text, 10th round (issue 12, stop 33): the classes
the tune half of the probe set found, most of them in business text written in capitals, each
with the near misses where the same shapes must stay. ``hidden`` must be gone from the output,
``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an amount, a word in capitals, then a card: the card alone
        ("PAID EUR 567.00 WITH 4539148803436467.", ("4539148803436467",), ("567.00 WITH",)),
        (
            "FRAUD REVIEW: CARD 5186 7476 5637 0468 USED FROM 83.214.67.19 FOR 944.50 USD.",
            ("5186 7476 5637 0468", "83.214.67.19"),
            ("USED FROM", "FOR 944.50 USD"),
        ),
        (
            "CARD NUMBER 4539 1488 0343 6467 FOR THE REFUND",
            ("4539 1488 0343 6467",),
            ("FOR THE REFUND",),
        ),
        # near misses: a bank's code in capitals stays inside its IBAN, in either case
        ("IBAN GB82 WEST 1234 5698 7654 32", ("GB82 WEST 1234 5698 7654 32", "WEST 1234"), ()),
        ("PAY TO IBAN GB82 WEST 1234 5698 7654 32 TODAY", ("WEST 1234",), ("TODAY",)),
    ],
)
def test_a_word_in_capitals_ends_an_identifiers_run(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("EMPLOYEE TOMASZ NGUYEN, PHONE EXT 22", ("TOMASZ NGUYEN",), ("EMPLOYEE",)),
        (
            "EMERGENCY CONTACT ELENA VENKATARAMAN +44 7700 914382.",
            ("ELENA VENKATARAMAN", "7700 914382"),
            ("EMERGENCY CONTACT",),
        ),
        ("REVIEWED BY AOIFE THORSBY ON MONDAY", ("AOIFE THORSBY",), ("REVIEWED BY",)),
        ("CARDHOLDER TOMASZ NGUYEN, PHONE EXT 22", ("TOMASZ NGUYEN",), ("CARDHOLDER",)),
        # "Cardholder" is the role, no part of the name, in mixed case too
        ("Cardholder Tomasz Nguyen, phone ext 22", ("Tomasz Nguyen",), ("Cardholder",)),
        # near misses: words in capitals with no given name after them
        ("WELCOME TO ROSE GARDEN", (), ("WELCOME TO ROSE GARDEN",)),
        ("ANNUAL REPORT TO SHAREHOLDERS", (), ("ANNUAL REPORT TO SHAREHOLDERS",)),
    ],
)
def test_a_word_of_a_text_in_capitals_before_a_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Lead: Amara Holloway, VP Finance at Bluefin Software.",
            ("Amara Holloway", "Bluefin Software"),
            ("VP Finance",),
        ),
        (
            "Ravi Tanaka, Head of Finance at Bluefin Software.",
            ("Ravi Tanaka", "Bluefin Software"),
            ("Head of Finance",),
        ),
        # near misses: a firm's name ending in the same word
        ("She joined Northwind Finance in May.", ("Northwind Finance",), ()),
        ("I met Ravi from Global Finance.", ("Global Finance",), ()),
    ],
)
def test_a_jobs_title_before_an_industry_word_is_no_firm(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "SUPPLIER CONTACT AT HARLOW LTD IS PAOLO ABERNETHY, CALL HIM",
            ("HARLOW LTD", "PAOLO ABERNETHY"),
            ("SUPPLIER CONTACT AT",),
        ),
        (
            "LEAD: RAVI TANAKA, VP FINANCE AT KESTREL ANALYTICS GMBH.",
            ("RAVI TANAKA", "KESTREL ANALYTICS GMBH"),
            ("VP FINANCE AT",),
        ),
        (
            "LEAD: RAVI TANAKA, VP FINANCE AT Bluefin Software.",
            ("RAVI TANAKA", "Bluefin Software"),
            ("VP FINANCE AT",),
        ),
        # near misses: words a firm's name holds inside stay in it
        ("INVOICE FROM HOUSE OF PELLOW LTD", ("HOUSE OF PELLOW LTD",), ("INVOICE FROM",)),
        ("WE BUY FROM HARLOW AND FINCH LTD", ("HARLOW AND FINCH LTD",), ("WE BUY FROM",)),
    ],
)
def test_a_firms_name_in_capitals_starts_after_the_sentences_words(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("SHIP TO 17 RUE DES LILAS, 69003 LYON.", ("17 RUE DES LILAS",), ("SHIP TO",)),
        ("SHIP TO ANNA BERG,17 RUE DES LILAS,69003.PHONE", ("RUE DES LILAS",), ()),
        ("DELIVER TO CALLE DE LA PAZ 4, MADRID", ("CALLE DE LA PAZ 4",), ()),
        ("ship to 17 rue des Lilas, 69003 Lyon", ("17 rue des Lilas",), ()),
        # near misses: a street word that is an everyday word too, in capitals
        ("SENT VIA EMAIL ON 3 MAY", (), ("SENT VIA EMAIL ON",)),
        ("CONTACT VIA EMAIL 3 TIMES A DAY", (), ("CONTACT VIA EMAIL 3 TIMES",)),
        # a street word of one letter and a mark is no word in capitals: "C/" is "calle"
        ("The title refers to C/ Señores Curas 88 street.", ("Señores Curas 88",), ()),
    ],
)
def test_a_romance_street_written_in_capitals(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "current address 23 Lynwood Terrace,\nEH7 5QT. Result: clear.",
            ("23 Lynwood Terrace", "EH7 5QT"),
            ("Result: clear.",),
        ),
        (
            "Ship to 9 Cranbrook Close,\nLS6 2DX. Note: fragile",
            ("9 Cranbrook Close", "LS6 2DX"),
            ("Note: fragile",),
        ),
        # near miss: a form's next label still ends the address
        ("Flat 2, 14 Mill Lane\nTel: 0161 496 0732", ("14 Mill Lane", "496 0732"), ("Tel:",)),
    ],
)
def test_a_colon_of_the_next_sentence_is_no_label_of_an_addresss_line(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Total $8594.08 due. Contact me with questions.", (), ("$8594.08",)),
        (
            "Invoice for Harlow & Finch Ltd:$8594.08 due 30 days.Contact Ingrid, +1 702 241 9087.",
            ("702 241 9087",),
            ("$8594.08",),
        ),
        ("Call us about the EUR 1234.50 refund", (), ("EUR 1234.50",)),
        # near misses: a phone number beside an amount, a phone number after its word
        ("call me at +1 212 555 0187, deposit $250", ("555 0187",), ("$250",)),
        ("Tel: 020 7946 0321, fee £40", ("7946 0321",), ("£40",)),
    ],
)
def test_a_number_after_a_currency_is_no_phone_number(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
