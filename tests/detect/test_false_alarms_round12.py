"""False alarms, twelfth round (issue 12, stop 33): PII-free prompts and the words that must
survive around someone's data — a character named with its work in a text that also speaks
of the writer, a listed figure's full name that the model calls an organisation, a record
that belongs to the name right before it rather than to a famous name further on, and
names missing from the lists; each with near misses where the same shapes or words are
personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a character named by no lone given name, with a work, author or fellow character
        # of it in the text: public, also where the text speaks of the writer
        ("For my essay: is Daisy Buchanan careless or trapped? The Great Gatsby, ch. 7.", (), ()),
        ("In Pride and Prejudice, is Mr. Darcy proud or shy? I think he is shy.", (), ()),
        ("In King Lear, why do Goneril and Regan turn on each other?", (), ()),
        ("What does Rochester's secret say about him? We read Jane Eyre in class.", (), ()),
        ("Why does Boo Radley stay inside? Atticus never explains it to us.", (), ()),
        # near misses: no work of it in the text, a relation noun right before it, a town
        # of that name where someone lives
        ("Daisy Buchanan called me about the invoice.", ("Daisy Buchanan",), ()),
        ("My cousin Daisy Buchanan loves The Great Gatsby.", ("Daisy Buchanan",), ()),
        ("Please email Mr Darcy about the rent.", ("Darcy",), ()),
        ("We moved to Rochester last year; is Jane Eyre a good read?", ("Rochester",), ()),
        ("My landlord Goneril Smith wants the flat back.", ("Goneril Smith",), ()),
    ],
)
def test_a_character_named_with_its_work_is_no_ones(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a character's given name with its work: public where a text about no one asks
        ("Are Goneril and Regan equally guilty in King Lear?", (), ()),
        # near misses: a statement about someone, a relation noun
        ("My sister Regan is reading King Lear.", ("Regan",), ()),
        ("Regan from accounts asked about King Lear tickets.", ("Regan",), ()),
    ],
)
def test_a_characters_given_name_with_its_work_is_asked_about(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed full name that the model reads as an organisation
        ("How did Simone de Beauvoir's view of freedom differ from Camus?", (), ()),
        # near misses: a private name in the same place stays hidden
        ("How did Simone de Kowalczyk's view of freedom differ from mine?", ("Kowalczyk",), ()),
    ],
)
def test_a_figure_read_as_an_organisation_is_still_the_figure(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a record right after a private name is that name's, not the famous one's
        (
            "My son Ethan Marlowe (ethan.marlowe@gmail.com) is writing about Fleetwood Mac.",
            ("Ethan Marlowe", "ethan.marlowe@gmail.com"),
            ("Fleetwood Mac",),
        ),
        (
            "Ask Priya Venn, priya.venn@outlook.com, for her talk on Miles Davis.",
            ("Priya Venn", "priya.venn@outlook.com"),
            ("Miles Davis",),
        ),
        # near misses: a famous name with a record of its own, right after it, is a namesake
        (
            "Records show Miles Davis (miles.davis1988@gmail.com) as the tenant.",
            ("Miles Davis", "miles.davis1988@gmail.com"),
            (),
        ),
    ],
)
def test_a_record_belongs_to_the_name_right_before_it(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # lists: surnames of history and sport alone, bands, songs and things named like
        # people or places
        ("How did Roosevelt's fireside chats work on the radio?", (), ()),
        ("Who was the better defender, Pippen or Rodman?", (), ()),
        ("Why did Luther break with Rome, and how did Calvin differ from him?", (), ()),
        ("My dad saw Fleetwood Mac in 1977. Which album had just come out?", (), ()),
        ("Write a karaoke list: Sweet Caroline, Mr. Brightside and Amazing Grace.", (), ()),
        ("Is a Cavalier King Charles Spaniel good with cats? We have two.", (), ()),
        ("Is the Staten Island Ferry free? We are going on Sunday.", (), ()),
        ("Plan 2 days in Kyoto: Fushimi Inari at dawn, then Nara.", (), ()),
        # near misses: a relation noun before the same words, or a surname with a given name
        ("My colleague Jordan Pippen sent the invoice.", ("Jordan Pippen",), ()),
        ("My neighbour Caroline Sweet lent us a ladder.", ("Caroline Sweet",), ()),
        ("Ask Luther Mbeki whether the van is free.", ("Luther Mbeki",), ()),
    ],
)
def test_lists_of_public_names(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a case cited by its parties, asked about in a text about no one; the court's "v."
        # ends no sentence
        ("Why is Kowalczyk v. Arizona still cited?", (), ()),
        ("What did the court hold in Miranda v. Arizona, and why?", (), ()),
        # near misses: a case of the writer's, a judgment that speaks of the applicant
        ("My case Kowalski v. Smith is on Monday. What should I bring?", ("Kowalski",), ()),
        ("In Kowalski v. Poland the applicant complained of his detention.", ("Kowalski",), ()),
    ],
)
def test_the_parties_of_a_cited_case_are_asked_about(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a legal form in capitals right before a hyphen and a digit opens a code
        ("INCIDENT REPORT INC-20431 - payroll failed", ("INC-20431",), ("INCIDENT REPORT",)),
        # near misses: the legal form of a firm's name, in capitals or not
        ("ACME HOLDINGS INC signed the lease", ("ACME HOLDINGS INC",), ()),
        ("Invoice from Bluefin Trading Ltd-7 was paid", ("Bluefin Trading",), ()),
    ],
)
def test_a_legal_form_that_opens_a_code_is_no_firm(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
