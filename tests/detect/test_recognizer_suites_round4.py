"""Recognizer suites, fourth round: numeric dates that name no day and IPv4 values that
name no machine are kept; their near misses (a real day, a host address with its prefix
length, an impossible date after a birth cue) stay hidden."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    "text",
    [
        "2021-14-03",
        "2023-00-10",
        "1999-02-31",
        "31/02/2020",
        "2023-04-31",
        "Sprint 2024-13-01 does not exist, the ticket says.",
        "The batch is labelled 2020-13-45.",
    ],
)
def test_numeric_dates_that_name_no_day_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2021-12-03", "2021-12-03"),
        ("1999-02-28", "1999-02-28"),
        ("29/02/2020", "29/02/2020"),
        ("2023-04-30", "2023-04-30"),
        ("12/31/2020", "12/31/2020"),
        ("Sprint 2024-12-01 starts, the ticket says.", "2024-12-01"),
        # cues beat checksums: after a birth cue an impossible date is still someone's
        ("DOB: 1999-02-31", "1999-02-31"),
        ("date of birth 31/04/1980", "31/04/1980"),
    ],
)
def test_dates_that_name_a_day_or_follow_a_birth_cue_are_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "10.0.0.0/8 is private",
        "192.168.0.0/16 is reserved",
        "Block 172.16.0.0/12 internally",
        "route 0.0.0.0/0 via gw",
        "netmask 255.255.255.0",
        "broadcast to 255.255.255.255",
        "2001:db8::/32 is the documentation range",
    ],
)
def test_networks_and_masks_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("192.168.1.17/24 is my laptop", "192.168.1.17"),
        ("ip 10.12.0.9/16", "10.12.0.9"),
        ("2a02:1210:5e00::12/64 answered", "2a02:1210:5e00::12"),
        ("server 10.0.0.1 is down", "10.0.0.1"),
        ("login from 81.27.203.44", "81.27.203.44"),
        # a public range may name one firm's network
        ("allow 81.27.200.0/24 only", "81.27.200.0"),
    ],
)
def test_host_addresses_stay_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "Set the value to china blue",
        "Set the colour to china blue and the font to 14 pt.",
        "Change it to turkey red",
        "Sketch it in india ink",
        "The cups are made from china clay",
    ],
)
def test_lower_case_places_before_a_colour_or_material_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("we moved to china last year", "china"),
        ("I moved to china in 2019", "china"),
        ("shipped to china", "china"),
    ],
)
def test_lower_case_places_after_their_cue_stay_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text", ["HELLO1234W", "TESTS9999Z", "my wifi is HELLO1234W", "code USERS4821K expired"]
)
def test_pan_shapes_that_open_with_a_word_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ABCPE1234F", "ABCPE1234F"),
        ("BNZPV4821K", "BNZPV4821K"),
        # with the value's word a word-shaped PAN is still one (cues beat shapes)
        ("PAN HELLO1234W", "HELLO1234W"),
        ("my PAN card number is TESTS9999Z", "TESTS9999Z"),
    ],
)
def test_pans_stay_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize("text", ["4512 7788 12", "batch 4512 7788 12 passed"])
def test_digit_groups_no_plan_writes_are_no_phone_number(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("0451 2778812", "0451 2778812"),
        ("0207 946 0958", "0207 946 0958"),
        ("020 7946 0958", "020 7946 0958"),
        ("030 1234 5678", "030 1234 5678"),
        ("0161 496 0732", "0161 496 0732"),
        ("Ruf an: 089 / 123 456 78", "089 / 123 456 78"),
        ("91 123 45 67", "91 123 45 67"),
        ("0221 98 76 54 3", "0221 98 76 54 3"),
        # with a phone word the same digits are a phone number
        ("call 4512 7788 12", "4512 7788 12"),
    ],
)
def test_numbers_split_as_their_plan_splits_them_stay_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output
