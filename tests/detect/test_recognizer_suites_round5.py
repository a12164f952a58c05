"""Recognizer suites, fifth round: the forms of an identifier that recognizer test corpora write
and the rules missed (a National Insurance number in lower case or with hyphens, an ACN or ABN
after its dotted abbreviation, a Spanish DNI with thousands dots, a shortened link), each with
its near misses; and a book of the Bible before chapter and verse, which is no person."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("KL 58 20 37 B", "KL 58 20 37 B"),
        ("kl582037b", "kl582037b"),
        ("kl 58 20 37 b", "kl 58 20 37 b"),
        ("KL-58-20-37-B", "KL-58-20-37-B"),
        ("her ni number is kl-58-20-37-b", "kl-58-20-37-b"),
        ("NINO: Kl582037B", "Kl582037B"),
        ("KL582037B hash", "KL582037B"),  # in capitals the code's words do not matter
        ("my ni number is kl582037b, not a hash", "kl582037b"),
    ],
)
def test_national_insurance_numbers_in_either_case_and_with_hyphens(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "Kl582037B",  # two cases in one value, no cue: a code, not a form's entry
        "kl-58 20-37 b",  # joiners that change inside the value
        "bg582037b",  # a prefix never issued
        "kl582037e",  # a suffix letter never issued
        "kl-58-20-37-b-x",  # part of a longer code
        "the kl582037b hash prefix",  # in lower case next to a code's words
        "git commit ce482913a",
    ],
)
def test_national_insurance_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A.C.N. 612039488", "612039488"),
        ("Pty Ltd (A.C.N. 908 172 636)", "908 172 636"),
        ("A.B.N. 63318274650", "63318274650"),
        # cues beat checksums: after the abbreviation a failing check digit is still hidden
        ("A.C.N. 612 039 487", "612 039 487"),
        ("A.B.N. 63 318 274 651", "63 318 274 651"),
    ],
)
def test_acn_and_abn_after_their_dotted_abbreviations(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("52.817.346-P", "52.817.346-P"),
        ("DNI 7.416.295-Z", "7.416.295-Z"),
        ("con NIF 52.817.346 P firmado", "52.817.346 P"),
        ("52.817.346p", "52.817.346p"),
        # after the cue a failing check letter is still hidden
        ("DNI 52.817.346-Q", "52.817.346-Q"),
    ],
)
def test_dni_with_thousands_dots(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "52.817.346-Q",  # check letter fails, no cue
        "Population 52.817.346 in 2020",
        "The plant made 4.812.093 m of cable",  # a length: a unit after a space
        "Pagó 52.817.346 P-Bank",
    ],
)
def test_dotted_dni_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("bit.ly/4kQx7Za", "bit.ly/4kQx7Za"),
        ("see goo.gl/maps/Ty81pQ for the spot", "goo.gl/maps/Ty81pQ"),
        ("amzn.to/3Rw9xZk", "amzn.to/3Rw9xZk"),
    ],
)
def test_shortened_links_are_urls(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text",
    ["bit.ly is a link shortener", "e.g. bit.ly links", "I went to.to", "file shader.gl"],
)
def test_shortener_hosts_alone_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    "text",
    [
        "John 3:16",
        "Read Luke 2:1-20 tonight.",
        "1 John 4:8 says it",
        "Matthäus 5:9",
        "Jean 3:16 est connu.",
    ],
)
def test_a_book_of_the_bible_before_chapter_and_verse_is_no_person(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Meet John 10:30am", "John"),
        ("Call John at 3:16", "John"),
        ("John Hartley 3:16", "John Hartley"),
    ],
)
def test_names_before_times_stay_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("<marta.zielinska@onet.pl>", "marta.zielinska@onet.pl"),
        ("write to j.nowak@wp.pl today", "j.nowak@wp.pl"),
        ("e-mail: dragan.petrovic@gmail.rs", "dragan.petrovic@gmail.rs"),
    ],
)
def test_e_mail_at_a_country_domain_that_is_also_a_file_extension(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize(
    "text", ["icon@2x.pl", "logo@3x.rs", "see foo@bar.js", "the helper lives in utils@main.py"]
)
def test_file_names_with_an_at_sign_are_kept(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("NPI 1234567893", "1234567893"),
        ("Dr. Osei, NPI: 1234567893", "1234567893"),
        # cues beat checksums: a failing Luhn digit after the cue is still hidden
        ("national provider identifier 1234567890", "1234567890"),
    ],
)
def test_npi_after_its_cue(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize("text", ["npi 123456789", "the NPI was 12 percent", "NPI 2024"])
def test_npi_near_misses_are_kept(text: str) -> None:
    assert detect(text).output == text
