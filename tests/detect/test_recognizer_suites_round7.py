"""Recognizer cases and negatives, seventh round: Thai and Korean ids written as a bare run of
13 digits, Swiss AHV numbers, Chinese resident identity numbers, cues of Turkish, Swiss,
Chinese, Swedish/Norwegian, Mexican and generic "ID no" identifiers and of medical licences,
Korean given names written with a hyphen, and a dotted number pair after a verb of change;
each with its near misses (a failing check digit without a cue, the same words with another
value)."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3011402825468", "3011402825468"),  # Thai national id, compact
        ("Her id is 3011402825468.", "3011402825468"),
        ("9205182414767", "9205182414767"),  # Korean RRN, compact
        ("RRN 9205182414760", "9205182414760"),  # failing check after its cue
        ("Thai ID: 3011402825461", "3011402825461"),
    ],
)
def test_a_bare_13_digit_thai_or_korean_id_is_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "3011402825461",  # the Thai check digit fails
        "9205182414760",  # the Korean check digit fails
        "1174842413287",  # passes the Thai check, but also the EAN-13 one: a barcode
        "EAN 3011402825468 on the carton",  # a barcode's word next to it
        "epoch 3011402825468 in the payload",
        "serial 9205182414767",
    ],
)
def test_a_13_digit_barcode_or_timestamp_is_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("756.3366.1876.46", "756.3366.1876.46"),
        ("AHV-Nr. 756.3366.1876.46", "756.3366.1876.46"),
        ("AHV-Nr. 756.3366.1876.49", "756.3366.1876.49"),  # failing check after its cue
        ("numéro AVS 7563366187646", "7563366187646"),
    ],
)
def test_a_swiss_ahv_number_is_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    ["756.3366.1876.49", "Chapter 756.3366 of the code", "756.3366.1876.46.2 is an OID"],
)
def test_a_dotted_number_that_is_no_ahv_is_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("310104198706120048", "310104198706120048"),
        ("身份证号 310104198706120048", "310104198706120048"),
        ("身份证号 310104198706120041", "310104198706120041"),  # failing check after its cue
        ("ID: 11010519491231002X", "11010519491231002X"),
    ],
)
def test_a_chinese_resident_identity_number_is_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize("text", ["310104198706120041", "310104198713120048 bytes"])
def test_an_18_digit_number_that_is_no_chinese_id_is_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("T.C. Kimlik No: 21451386628", "21451386628"),
        ("TCKN 21451386621", "21451386621"),  # failing check after its cue
        ("kimlik numarası 21451386628", "21451386628"),
        ("Personnr: 196811046512", "196811046512"),
        ("Fødselsnr. 091277 47366", "091277 47366"),
        ("RFC HEGJ820506M10", "HEGJ820506M10"),
        ("ID no: 7610300850061", "7610300850061"),
        ("Medical license no. G84712 (California)", "G84712"),
        ("medical licence 0A41277", "0A41277"),
        ("DEA# BM4815263", "BM4815263"),
    ],
)
def test_an_identifier_after_its_new_cue_is_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "21451386621",  # a failing check without its cue
        "RFC 5322 section 3.4.1 defines the addr-spec.",
        "See RFC 9110 for the semantics.",
        "Your ID no longer works after the reset.",
        "The medical license fee is 450 dollars.",
        "Kimlik kartı 2024 yılında yenilendi.",
    ],
)
def test_the_same_words_without_an_identifier_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi team, Jae-hyun Park will cover for me next week.", "Jae-hyun Park"),
        ("Please send it to Seo-hyun Kim by Friday.", "Seo-hyun Kim"),
    ],
)
def test_a_korean_given_name_with_a_hyphen_opens_a_name(text: str, name: str) -> None:
    assert name not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "Upgraded Postgres from 14.11 to 16.4 last night.",
        "The index rose from 12.4 to 13.8 in March.",
    ],
)
def test_a_dotted_pair_after_a_verb_of_change_is_no_date(text: str) -> None:
    assert "[DATE" not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "I am away from 14.11 to 16.11, back on Monday.",
        "Ich bin vom 14.11 bis 16.11 im Urlaub.",
        "We upgraded the server. I am away from 14.11 to 16.11.",
    ],
)
def test_a_dotted_day_and_month_without_a_verb_of_change_stays_a_date(text: str) -> None:
    assert "14.11" not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("OIB: 84084669890", "84084669890"),
        ("OIB: 84084669893", "84084669893"),  # failing check after its cue
        ("isikukood 38509275712", "38509275712"),
        ("Personal code: 60103146432", "60103146432"),
        ("asmens kodas 48802110124", "48802110124"),  # failing check after its cue
        ("Kennitala: 300479-3320", "300479-3320"),
        ("ЕГН 8207310376", "8207310376"),
        ("MyKad 910322-32-3450", "910322-32-3450"),
        ("IC no: 750811-14-5527", "750811-14-5527"),
        ("Teudat Zehut 233773043", "233773043"),
        ("ת.ז. 233773043", "233773043"),
        ("OHIP 4821-073-916", "4821-073-916"),
    ],
)
def test_a_personal_number_after_its_countrys_cue_is_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "84084669893",  # failing check, no cue
        "The OIB field is mandatory.",
        "Enter your personal code below.",
        "Kennitala is a number of ten digits.",
        "Your health card expires in 2027.",
    ],
)
def test_the_same_words_or_a_bare_number_without_its_cue_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("R903415(2)", "R903415"),
        ("HKID K482017(7)", "K482017"),
        ("HKID R903415(3)", "R903415"),  # failing check after its cue
        ("42101-5351593-8", "42101-5351593-8"),
        ("CNIC 42101-5351593-8", "42101-5351593-8"),
    ],
)
def test_a_hong_kong_id_or_a_pakistani_cnic_alone_is_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "R903415(3)",  # the check character fails
        "AB123456(A)",
        "Part 42101-5351593 fits.",  # two groups only
        "Code 42101-5351593-81 is a batch.",  # a last group of two digits
        "92101-5351593-8",  # no province opens with 9
    ],
)
def test_a_near_miss_of_a_hong_kong_id_or_a_cnic_is_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our new intern, Tevite Havili, starts Monday.", "Tevite Havili"),
        ("Please thank Sione Taufa for the photos.", "Sione Taufa"),
    ],
)
def test_tongan_given_names_and_surnames(text: str, name: str) -> None:
    assert name not in detect(text).output


# Found on the report part of the probe set (read classes, stop 28).
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rijksregisternummer 91.04.30-283.77", "91.04.30-283.77"),
        ("numéro national: 77123512937", "77123512937"),
        ("CPR-nr. 110786-1438", "110786-1438"),
        ("PPS number 9061585F", "9061585F"),
        ("PPSN: 9067938T", "9067938T"),
        ("CNP 2870315243348", "2870315243348"),
        ("CUIT 27-59466058-2", "27-59466058-2"),
        ("SVNR 5119 120379", "5119 120379"),
        ("ΑΜΚΑ 04069160903", "04069160903"),
        ("UTR 5743628978", "5743628978"),
        ("GSTIN: 27AAPFU1623K1ZA", "27AAPFU1623K1ZA"),  # failing check after its cue
        ("RUT 21.345.408-1", "21.345.408-1"),  # failing check after its cue
        ("rodné číslo 781127/9664", "781127/9664"),  # failing check after its cue
    ],
)
def test_more_personal_numbers_after_their_cue_are_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("781127/9663", "781127/9663"),  # Czech birth number
        ("21.345.408-0", "21.345.408-0"),  # Chilean RUT
        ("628.695.959-99", "628.695.959-99"),  # Brazilian CPF
        ("27AAPFU1623K1ZT", "27AAPFU1623K1ZT"),  # Indian GSTIN
    ],
)
def test_a_printed_layout_with_its_check_stands_alone(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "781127/9664",
        "see 123456/2024 for the ruling",
        "21.345.408-1",
        "628.695.959-98",
        "27AAPFU1623K1ZA",
        "Pipeline run 4471902 failed.",
        "They are stuck in a rut.",
    ],
)
def test_the_same_layouts_failing_their_check_are_kept(text: str) -> None:
    assert detect(text).output == text
