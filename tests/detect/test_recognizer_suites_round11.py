"""Recognizer cases and DataFog-style mixed text, 11th round (issue 12, stop 35): the classes
the tune half of the probe set and the round's shape checks found, each with the near misses
where the same shapes must stay. ``hidden`` must be gone from the output, ``kept`` must be in
it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an NHS number with its words, an Aadhaar number with its own
        ("NHS 975 617 9201 please.", ("975 617 9201",), ("NHS",)),
        ("patient 975-617-9201 was seen.", ("975-617-9201",), ("was seen",)),
        ("my number 9432 7380 0296", ("9432 7380 0296",), ()),
        # near misses: the same numbers after a build, part or lot word
        ("Build 975-617-9201 failed on the arm64 runner.", (), ("Build 975-617-9201",)),
        ("Part no. 975 617 9201 is back in stock.", (), ("975 617 9201",)),
        ("Lot 9432 7380 0296 passed QA.", (), ("Lot 9432 7380 0296",)),
    ],
)
def test_a_build_or_part_number_is_no_national_number(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("card 5901234123457", ("5901234123457",), ("card",)),
        ("Visa 4335 2571 8219 5176 on file", ("4335 2571 8219 5176",), ("on file",)),
        # near misses: a barcode's code with its variant after a hyphen
        ("EAN-13 5901234123457 barcode", (), ("EAN-13 5901234123457 barcode",)),
        ("EAN-13: 5901234123457", (), ("5901234123457",)),
        ("UPC-A 036000291452 on the box", (), ("036000291452",)),
    ],
)
def test_a_codes_variant_after_a_hyphen_keeps_its_number(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "pay Fiona back, sort code 09 01 28, acc 41785530.",
            ("09 01 28", "41785530"),
            ("sort code", "acc"),
        ),
        ("sort code: 20 45 77 acct 63019284", ("20 45 77", "63019284"), ("acct",)),
        ("Sort 20-35-53 Acc 74829104", ("20-35-53", "74829104"), ()),
        # near misses: groups in spaces without a bank word or without an account word
        ("the meeting is 09 01 28, acc 41785530", (), ("09 01 28",)),
        ("we did 12 04 24 and 41785530 points", (), ("12 04 24 and 41785530",)),
        ("Sort 09 01 28 / 41785530", (), ("09 01 28 / 41785530",)),
    ],
)
def test_a_sort_code_in_spaces_with_its_account(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "payee,aba,acct,amount\nVillalobos Roofing LLC,121000358,914719030,2400.00\n",
            ("121000358", "914719030"),
            ("payee,aba,acct,amount", "2400.00"),
        ),
        (
            "name,account,balance\nJo Park,55512093,120.50\nLi Wen,55512094,88.00",
            ("55512093", "55512094"),
            ("120.50", "88.00"),
        ),
        # near miss: an account column of firms' names
        (
            "account | region | arr\nGlobex Europe | EMEA | 120000\nInitech | NA | 90000",
            (),
            ("Globex Europe", "Initech", "120000"),
        ),
    ],
)
def test_an_account_or_routing_column(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("dob 7/21/90 thanks", ("7/21/90",), ("dob", "thanks")),
        ("his dob is 7/21/90", ("7/21/90",), ("his dob is",)),
        ("her date of birth was 03/04/1985", ("03/04/1985",), ("date of birth was",)),
        # near misses: the same shape after no birth word
        ("version 7/21/90", (), ("version 7/21/90",)),
        ("the score was 7/21/90", (), ("7/21/90",)),
    ],
)
def test_a_us_date_of_birth_after_its_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("MAC address 001A2B3C4D5E", ("001A2B3C4D5E",), ("MAC address",)),
        ("hwaddr=001a2b3c4d5e", ("001a2b3c4d5e",), ("hwaddr=",)),
        ("ether 3c22fb910e7a", ("3c22fb910e7a",), ("ether",)),
        # near misses: twelve hex digits after other words, a broadcast-like zero address
        ("the serial 001A2B3C4D5E", (), ("001A2B3C4D5E",)),
        ("commit 3c22fb910e7a", (), ("3c22fb910e7a",)),
        ("MAC: 000000000000", (), ("000000000000",)),
    ],
)
def test_a_mac_address_without_separators_after_its_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Her IP address is 192.168.1.100.", ("192.168.1.100",), ("Her IP address is",)),
        ("my ip address is 86.142.51.209 ok", ("86.142.51.209",), ("address is",)),
        # near misses: an address after the same cue is still one
        ("my address is 12 Baker Street 4", ("12 Baker Street 4",), ("my address is",)),
        ("The address of my dentist is Calle Mayor 5.", ("Calle Mayor 5",), ("dentist is",)),
    ],
)
def test_the_address_cues_verb_is_no_street(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("i live at 3311 magazine st new orleans", ("3311 magazine st",), ("i live at",)),
        ("ship to 40 harbor rd. thanks", ("40 harbor rd",), ("thanks",)),
        ("ADDRESS: 12 OAK ST", ("12 OAK ST",), ("ADDRESS:",)),
        ("WE ARE AT 5 MAIN ST", ("5 MAIN ST",), ("WE ARE AT",)),
        # near misses: a time, a count, an ordinal, no house number
        ("in 5 mins st louis", (), ("5 mins st louis",)),
        ("see you at 3 PM ST", (), ("ST",)),
        ("at 1st st", (), ("at 1st st",)),
        ("on the st", (), ("on the st",)),
    ],
)
def test_a_short_street_type_in_lower_case_or_capitals(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "PATIENT NAME: ROBERT GARCIA DOB: 03/15/1978",
            ("ROBERT GARCIA", "03/15/1978"),
            ("DOB:",),
        ),
        ("NAME: ROBERT GARCIA SSN: 123-45-6789", ("ROBERT GARCIA", "123-45-6789"), ("SSN:",)),
        (
            "Name: Robert Garcia DOB: 03/15/1978 Phone: 713-555-0199",
            ("Robert Garcia", "03/15/1978"),
            ("DOB:",),
        ),
        (
            "CUSTOMER: ANNA KOWALSKI ADDRESS: 12 OAK ST",
            ("ANNA KOWALSKI", "12 OAK ST"),
            ("ADDRESS:",),
        ),
        # near misses: a surname before a colon that is no field's label
        ("TO: JOHN WARD: please call", ("JOHN WARD",), ("please call",)),
        ("Chat: Bob Handy: hi there", ("Bob Handy",), ("hi there",)),
    ],
)
def test_a_forms_next_label_after_a_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Student Lim Jia Hui enrolled; guardian Lim Boon Keng, 8226 4019.",
            ("Lim Jia Hui", "Boon Keng"),
            ("guardian",),
        ),
        (
            "Student Lim Jia Hui enrolled; guardian Lim Boon Keng called.",
            ("Lim Jia Hui", "Boon Keng"),
            ("guardian", "called"),
        ),
        (
            "Ngozi Uche-Williams wrote. Then Ngozi Adaeze Okafor replied.",
            ("Uche-Williams", "Adaeze Okafor"),
            ("replied",),
        ),
        # near misses: a field's label after a sure name, an everyday word after the repeat
        ("Nom : Duchesne Prénom : Léopold", ("Duchesne", "Léopold"), ("Prénom",)),
        (
            "Student Lim Jia Hui enrolled; the Lim Industries report is due.",
            ("Jia Hui",),
            ("Industries report",),
        ),
    ],
)
def test_a_repeated_name_word_heads_its_own_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
