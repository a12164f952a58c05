"""Generated sentences in the style of synthetic PII data (issue 12, stop 29): a person's
signature block in its layouts (lines, one line with separators, commas), an employer after a
work phrase or before what only a firm is said to be, nationalities misspelt as such data
writes them; each class with the near misses where the same words are no personal data.
``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the company line after a job title, before a street, a contact line or the end
        (
            "Thanks!\n-- \nNkechi Achterberg\nHead of Partnerships\nVantari\n23 Barrack Street",
            ("Vantari",),
            ("Head of Partnerships",),
        ),
        (
            "Best,\nAnna Weber\nStaff Accountant\nPixelmoor\nTel: +44 20 7946 0958",
            ("Pixelmoor",),
            ("Staff Accountant",),
        ),
        (
            "Ruslan Ashworth\nStaff Accountant\nPixelmoor\nRua das Flores, 145",
            ("Pixelmoor",),
            ("Staff Accountant",),
        ),
        ("TOBIAS RICCI\nOFFICE MANAGER\nKINDLE CREEK", ("KINDLE CREEK",), ("OFFICE MANAGER",)),
        (
            "Thanks,\nAnna Weber\nOffice Manager\nKindle Creek\n12 Ring Road",
            ("Kindle Creek",),
            ("Office Manager",),
        ),
        # one line with separators
        (
            "Anna Weber | Product Designer | Hendry & Cole | 28 impasse des Lilas | 69003 Lyon",
            ("Hendry & Cole",),
            ("Product Designer",),
        ),
        (
            "Anna Weber | Product Designer | Bright Harbor",
            ("Bright Harbor",),
            ("Product Designer",),
        ),
        # a name, a title and the employer between commas
        (
            "Kind regards, Tendai Mbeki, Logistics Coordinator, Aurelion",
            ("Aurelion",),
            ("Logistics Coordinator",),
        ),
        (
            "Reference: Ana Ruiz, Staff Accountant, Greaves, Amberley and Potts, +44 20 7946 0958",
            ("Greaves, Amberley and Potts",),
            ("Staff Accountant",),
        ),
        (
            "Reference: Brigid Quintero, Head of Partnerships, Ember & Oak, +31 30 576 5191",
            ("Ember & Oak",),
            ("Head of Partnerships",),
        ),
        # near misses: a job title, a department or a town after the title; no name line
        ("Cheers,\nAnna Weber\nHead of Sales", (), ("Head of Sales",)),
        (
            "Thanks,\nAnna Weber\nSenior Engineer\nPlatform Team\n\nPS see you",
            (),
            ("Senior Engineer\nPlatform Team",),
        ),
        ("Agenda:\nBudget Review\nProject Manager\nNext Steps", (), ("Next Steps",)),
        ("I met Anna Weber, Product Designer, and her team.", (), ("Product Designer, and her",)),
        ("Product | Price | Stock\nDesk Lamp | 25 | 3", (), ("Product | Price | Stock",)),
        ("Our team: Anna Weber, Manager, Tom Baker, Developer", (), ("Manager", "Developer")),
    ],
)
def test_signature_blocks(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Brambleworks was founded by Ingrid Oyelaran in 2012.", ("Brambleworks",), ()),
        ("Quillfield is headquartered in Tampere, says Anna.", ("Quillfield",), ()),
        ("Lumeo was acquired by Zentrix Inc. last year.", ("Lumeo",), ()),
        (
            "Anouk volunteers for Vantari every Saturday.",
            ("Vantari",),
            ("every Saturday",),  # a bare weekday is no date
        ),
        (
            "I am writing on behalf of Hendry & Cole regarding your invoice.",
            ("Hendry & Cole",),
            ("regarding your invoice",),
        ),
        ("Ravi started at Aurelion on 19 February 2001.", ("Aurelion", "19 February 2001"), ()),
        # near misses: no capitalised name after the phrase, an everyday word
        ("Prices started at 20 euros in 2019.", (), ("started at 20 euros in 2019",)),
        ("I volunteer for Saturday shifts.", (), ("Saturday shifts",)),
        ("The project was founded by volunteers.", (), ("founded by volunteers",)),
    ],
)
def test_employers_in_prose(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "value", "category"),
    [
        ("Rome was founded by Romulus.", "Rome", "LOCATION"),
        ("Brambleworks was founded by Ingrid Oyelaran.", "Brambleworks", "ORGANIZATION"),
        (
            "Ilse Oyelaran\nOffice Manager\nKindle Creek\nTel: +44 20 7946 0958",
            "Kindle Creek",
            "ORGANIZATION",
        ),
    ],
)
def test_category_of_the_name(text: str, value: str, category: str) -> None:
    spans = [s for s in detect(text).spans if text[s.start : s.end] == value]
    assert [s.category for s in spans] == [category], spans


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My mother is Phillipino.", ("Phillipino",), ("My mother is",)),
        ("I am Portugese but live in Leeds.", ("Portugese",), ("but live in",)),
        ("my stepfather is brazillian and my aunt is ukranian.", ("brazillian", "ukranian"), ()),
        ("My husband is Columbian.", ("Columbian",), ()),
        # near misses: a language, a cuisine, a film, an art period
        ("She speaks Portuguese at work.", (), ("Portuguese",)),
        (
            "We watched a French film and had Vietnamese food.",
            (),
            ("French film", "Vietnamese food"),
        ),
        ("The museum shows pre-Columbian art.", (), ("pre-Columbian art",)),
    ],
)
def test_nationalities(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "The accident happened on Sep 10 1980 around noon near the bridge.",
            ("Sep 10 1980 around noon",),
            ("near the bridge",),
        ),
        ("We met on 12 May 2019 at midnight.", ("12 May 2019 at midnight",), ()),
        ("Am 3. Mai 2020 gegen Mittag kam er.", ("3. Mai 2020 gegen Mittag",), ("kam er",)),
        # near misses: a time of day's word alone, a count after the date, a bare weekday or year
        ("Let's have lunch at noon.", (), ("at noon",)),
        ("We met on 12 May 2019 about 40 people came.", ("12 May 2019",), ("about 40 people",)),
        ("See you on Tuesday, we moved here in 2019.", (), ("on Tuesday", "in 2019")),
    ],
)
def test_times_of_day_after_a_date(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
