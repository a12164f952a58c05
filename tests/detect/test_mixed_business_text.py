"""Mixed business text, DataFog-style (issue 12, stop 25): decimals with a unit are no day
and month, calling codes written without "+", a phone number on a contact line, US
alien numbers, streets named "Hill" or "Heights", flat numbers written "2/1" and a US
state's "DL" without a colon. Each class sits next to the near miss that must go the other
way."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_hidden_and_kept, assert_unchanged_or_hidden


@pytest.mark.parametrize(
    "text",
    [
        "The room is 4.5 m by 3.2 m, ceiling height 2.65 m.",
        "Churn fell from 6.8 % to 5.1 %.",
        "Our wifi uses channel 6 on 2.4 GHz.",
        "Prices rose by 3.5% last year.",
        "Der Preis steigt ab 1.5 kg.",
        "Revenue grew by 12.5 million.",
        "The link went from 9.6 Mbps to 12.4 Mbps.",
    ],
)
def test_a_decimal_with_its_unit_is_no_day_and_month(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Delivery on 3.4 please.", "3.4"),
        ("We meet on 15/09 at noon.", "15/09"),
        ("Kommen Sie am 7.10. vorbei.", "7.10"),
        # a word after the number that only starts like a unit
        ("Due on 3.4 maybe earlier.", "3.4"),
    ],
)
def test_a_day_and_month_after_a_day_cue_stays_a_date(text: str, value: str) -> None:
    assert_hidden_and_kept(text, (value,), ())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dr. Tanaka's direct line is 81 3-5412-7788; ask for her.", "81 3-5412-7788"),
        ("Her mobile in Ghana is 233 24 412 7789.", "233 24 412 7789"),
        ("Stockholm office: 46 8 123 456 78.", "46 8 123 456 78"),
        ("The London desk answers on 44 20 7123 4567.", "44 20 7123 4567"),
    ],
)
def test_a_calling_code_without_its_plus(text: str, value: str) -> None:
    assert_hidden_and_kept(text, (value,), ())


@pytest.mark.parametrize(
    "text",
    [
        # groups that the plan's own format does not split so
        "Batch 81 35 41 27 788 passed.",
        "ISBN 978 3 16 148410 0",
        "Lot 44 20 7123 4567 was recalled.",
    ],
)
def test_digit_groups_that_no_plan_writes_so_stay(text: str) -> None:
    assert detect(text).output == text


def test_a_phone_number_on_a_contact_line_with_an_email() -> None:
    assert_hidden_and_kept(
        "Regards, Sean Whelan (sean@whelanplumbing.ie, 01 872 4410)",
        ("01 872 4410", "sean@whelanplumbing.ie"),
        ("Regards",),
    )
    # without the e-mail (or a phone word) the Irish plan is not tried
    assert_unchanged_or_hidden("Release 01 872 4410 shipped.", ())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Applicant: Omar Farouk, Alien No. A-088-412-731.", "A-088-412-731"),
        ("A-Number: A123456789", "A123456789"),
        ("USCIS # 012-345-678", "012-345-678"),
    ],
)
def test_an_alien_registration_number_after_its_cue(text: str, value: str) -> None:
    assert_hidden_and_kept(text, (value,), ())


@pytest.mark.parametrize(
    "text",
    ["He counted a number 12345678 of times.", "Alien number 2024 is the sequel's title."],
)
def test_a_number_after_everyday_words_stays(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Quote for Mrs. Hargrove, 9 Primrose Hill, Bath BA1 5QT.", "9 Primrose Hill"),
        ("She lives at 22 Beacon Hill.", "22 Beacon Hill"),
        ("Send it to 4 Ashby Heights, Apt 2", "4 Ashby Heights"),
        ("12 Willow Vale\nHarrogate HG1 2AB", "12 Willow Vale"),
    ],
)
def test_streets_named_hill_heights_or_vale(text: str, value: str) -> None:
    assert_hidden_and_kept(text, (value,), ())


@pytest.mark.parametrize(
    "text",
    [
        "In 1863 Cemetery Hill was held by the Union.",
        "The 2 Notting Hill films were fun.",
        "By 1967 Golan Heights was on every map.",
    ],
)
def test_a_hill_with_a_number_before_it_is_no_address(text: str) -> None:
    assert detect(text).output == text


def test_a_flat_number_written_with_a_slash_is_part_of_the_address() -> None:
    assert_hidden_and_kept(
        "Flat 2/1, 41 Hyndland Road, Glasgow G12 9UX is hers.", ("Flat 2/1", "41 Hyndland"), ()
    )
    # a page written like that stays
    assert_hidden_and_kept("page 3/4, 12 Main Street, Boston MA 02110", ("12 Main",), ("page 3/4",))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("NY DL 123 456 789", "123 456 789"),
        ("Washington DL WDLABCD456DG, expires soon.", "WDLABCD456DG"),
        ("Michigan DL M 234 567 890 123 on file", "M 234 567 890 123"),
        ("TX DL 41839270, Houston", "41839270"),
    ],
)
def test_a_state_licence_after_dl(text: str, value: str) -> None:
    assert_hidden_and_kept(text, (value,), ())


@pytest.mark.parametrize(
    "text",
    [
        "GA DL 1402 to JFK leaves at noon.",
        "we flew DL 4123 from Atlanta",
        "ny dl 123 456 789",
        "Atlanta DL 4123 departs late.",
    ],
)
def test_dl_as_a_flight_or_without_a_state_in_capitals_stays(text: str) -> None:
    out = detect(text).output
    assert "DRIVER_LICENSE" not in out, out


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("The trial ran from 1.2 to 3.5 mg/kg in four arms.", ()),
        ("Tolerance from 0.5 - 1.5 % is fine.", ()),
        # the second number without a unit: the first stays a day and month
        ("Open from 1.2 to 3.5 in Berlin.", ("1.2",)),
    ],
)
def test_a_range_of_decimals_with_a_unit(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


def test_a_unit_in_its_own_field_before_the_street() -> None:
    assert_hidden_and_kept(
        "Tenant: Abdi Warsame | Unit 3C | 2200 Lyndale Ave S, Minneapolis, MN 55405",
        ("Unit 3C", "2200 Lyndale"),
        ("Tenant",),
    )
    # a step or a page in a field before an address is no unit
    assert_hidden_and_kept(
        "Step 3 | 12 Main Street, Boston MA 02110", ("12 Main Street",), ("Step 3 |",)
    )


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Sort code 20-32-06, acc no 73829104.", ("73829104",), ()),
        ("acc.: 12345678", ("12345678",), ()),
        # "acc" without its number word or colon is no account
        ("Ship acc 12345678 units.", (), ()),
        ("Acc: 30% better than last year.", (), ()),
    ],
)
def test_a_short_account_cue(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Born: 7/4/76. Hired: 3/15/05. Name: Rosalind Meyer.", ("3/15/05",)),
        ("Patient seen 4/2/23 by the nurse.", ("4/2/23",)),
        # a fraction after the same words
        ("We hired 3/4 of the applicants.", ()),
        ("She had seen 3/4 of the show.", ()),
    ],
)
def test_a_two_digit_year_after_a_record_word(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


def test_dl_is_before_a_licence_number() -> None:
    assert_hidden_and_kept("DL is F255-921-50-094-0.", ("F255-921-50-094-0",), ("DL is",))
    assert_unchanged_or_hidden("The DL is 2 hours late.", ())
    assert_unchanged_or_hidden("DL was 4123 today.", ())


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Recipient: House 12, Road 5, Dhanmondi, Dhaka 1205, mobile ask.", "1205"),
        ("Address: Flat 6, Block B, MG Road, Bengaluru 560001 (office)", "560001"),
        ("Deliver to 4 Rue Haute, Bruxelles 1000.", "1000"),
    ],
)
def test_a_four_or_six_digit_code_closing_an_inline_address(text: str, code: str) -> None:
    assert_hidden_and_kept(text, (code,), ())


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("We have offices in Paris, Berlin, Madrid, London 1200 staff.", "1200"),
        ("Venues: Rome, Paris, Athens, Tokyo 2020.", "2020"),
        ("Results: Berlin 1234, Paris 5678, Rome 9999", "9999"),
        ("Teams: Boston, Denver, Chicago, Seattle 1234", "1234"),
    ],
)
def test_a_number_after_a_list_of_places_is_no_postcode(text: str, number: str) -> None:
    assert number in detect(text).output


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Write to GPO Box 2871, Sydney NSW 2001, marked for Reid.", ("GPO Box 2871", "2001")),
        ("Mailing: PO Box 310, Alice Springs NT 0871", ("PO Box 310", "0871")),
        ("Ultimo NSW 2007", ("2007",)),
        # no town before the state, or a word after the number: a year, a model, a count
        ("The WA 2021 election was close.", ()),
        ("Windows NT 4000 series", ()),
        ("Stats for ACT 2600.", ()),
        ("use WA 1234 units", ()),
    ],
)
def test_an_australian_postcode_after_its_state(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Her wedding was on Sat 8/17/19, in June.", ("8/17/19",)),
        ("Tuesday, 3/5/24 works for me.", ("3/5/24",)),
        ("Sat 3/4 of them were late.", ()),
    ],
)
def test_a_two_digit_year_after_a_weekday(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


def test_a_number_sign_written_n_dot_ordinal() -> None:
    assert_hidden_and_kept(
        "pasaporte n.º XDA123456, titular Marta Gil", ("XDA123456",), ("pasaporte n.º",)
    )
    assert_hidden_and_kept("pasaporte nº XDA123456", ("XDA123456",), ("pasaporte nº",))
