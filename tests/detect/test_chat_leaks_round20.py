"""English prompts in which the writer asks for help about someone else (a friend's breakup, a
flatmate's rent, a parent's dementia, a group chat, a reference, a eulogy): the classes the
twentieth round of chat probes found (issue 12, stop 35), each with the near misses where the
same words are not personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "[12/03, 21:14] jess: did u hear\n[12/03, 21:15] tash: NO what\nhelp me reply",
            ("jess", "tash"),
            ("did u hear", "help me reply"),
        ),
        ("[15/07, 22:12] big dave: i can take 3 in the zafira", ("dave",), ("big", "zafira")),
        ("[03/11, 19:06] Priti: can't make it", ("Priti",), ("can't make it",)),
        ("12/03/2025, 21:14 - sal: apparently he's leaving", ("sal",), ("apparently",)),
        ("[21/06/2025, 08:44:10] Kerry Ann: where are you", ("Kerry Ann",), ()),
        # near misses: a sender that is a kin word or "You", a time and a label with no stamp
        ("[21/06, 08:44] Mum: has anyone heard from him", (), ("Mum",)),
        ("[21/06, 08:44] You: on my way", (), ("You",)),
        ("Meeting at 21:14 note: bring the slides", (), ("note", "bring the slides")),
    ],
)
def test_senders_of_an_exported_chat_after_the_line_timestamp(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("my stepson (tyler, 14) got caught vaping. tyler lives with us", ("tyler",), ()),
        ("our lad sam, 12, plays in goal. sam says the coach shouts", ("sam",), ()),
        ("my m8 dan, 30, is moving. should i tell dan", ("dan",), ()),
        # near misses: an English everyday word stays one where it is written again
        ("my mate bill, 40, says hi. who pays the bill", (), ("pays the bill",)),
        ("my son will, 9, is shy. he will be fine", (), ("he will be fine",)),
    ],
)
def test_a_name_found_in_lower_case_is_hidden_where_written_again(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("hiya can u help me reply 2 my m8 sam, she's ghostin me", ("sam",), ()),
        ("wat do i txt my bro jack he just got made redundant", ("jack",), ()),
        ("a birthday card for my mother in law linda? she's turning 60", ("linda",), ()),
        ("my sis kayleigh is getting married", ("kayleigh",), ()),
        # near misses: the kin word alone, or before an everyday word
        ("my sis is ill and my bro is away", (), ("my sis is ill", "my bro is away")),
        ("my m8 said no", (), ("my m8 said no",)),
    ],
)
def test_chat_kin_words_before_a_lower_case_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("hes from bolton n works at amazon. wat do i say", ("amazon",), ()),
        ("he's on 31k at Tesco now and thinks he's rich", ("Tesco",), ()),
        ("she works at tesco in leeds on nights", ("tesco",), ()),
        ("my sister is on 28,000 at Deloitte", ("Deloitte",), ()),
        # near misses: no listed brand after the phrase, a brand as a shop
        ("it works at scale and works at night", (), ("works at scale", "works at night")),
        ("I bought it at Tesco for £3", (), ("Tesco",)),
        ("the amazon delivery was late again", (), ("amazon",)),
    ],
)
def test_employer_brands_after_third_person_work_and_salary_phrases(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("her son lives in aberdeen, number is on the fridge", ("aberdeen",), ()),
        ("her daughter is called pam and lives in harrogate", ("harrogate",), ()),
        ("my brother-in-law drove up from truro on friday", ("truro",), ()),
        ("she teaches in whitby and loves it", ("whitby",), ()),
        ("he works out of Leeds most weeks", ("Leeds",), ()),
        # near misses: a language after "teaches in", software's "works out of the box"
        ("she teaches in Spanish and English", (), ("Spanish", "English")),
        ("it works out of the box", (), ("works out of the box",)),
        ("the config lives in memory", (), ("memory",)),
    ],
)
def test_towns_after_kin_residence_travel_and_work_phrases(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "What's the story behind Marcus Rashford's free school meals campaign?",
            (),
            ("Marcus Rashford",),
        ),
        ("Summarise the row between Kemi Badenoch and Angela Rayner.", (), ("Kemi Badenoch",)),
        ("Was Gareth Southgate right to pick Jack Grealish?", (), ("Gareth Southgate",)),
        # near miss: a private person with a footballer's given name
        ("my neighbour Marcus Pennington keeps parking on our drive", ("Marcus Pennington",), ()),
    ],
)
def test_british_public_figures_stay(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("surprise party saturday at the red lion from 8, dont tell her", ("red lion",), ()),
        ("he likes a pint at the sportsman every night", ("sportsman",), ()),
        ("drinking every night at the swan and his girlfriend is worried", ("swan",), ()),
        ("they met at a pub quiz at the George.", ("George",), ()),
        # near misses: a noun after the name, no article and preposition before it
        ("the pain is at the crown of the tooth", (), ("crown",)),
        ("the case was heard at the Crown Court", (), ("Crown Court",)),
        ("we fed the ducks in the swan pond", (), ("swan pond",)),
        ("a swan and a goose on the river", (), ("swan",)),
    ],
)
def test_pubs_by_their_shared_names_after_at_the(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("email his teacher at st johns primary about it", ("st johns primary",), ()),
        ("shes leaving st michaels at easter", ("st michaels",), ()),
        ("goes to st marys every sunday", ("st marys",), ()),
        ("they got married at st john's church last june", ("st john's church",), ()),
        ("she went to ilkley grammar school", ("ilkley grammar school",), ()),
        ("my son is at ilkley juniors on mondays", ("ilkley juniors",), ()),
        # near misses: a known town named after a saint, a station, an everyday word
        ("a weekend in st ives with the kids", (), ()),
        ("trains from st pancras are delayed", (), ("st pancras",)),
        ("english grammar is hard", (), ("english grammar",)),
        ("leeds primary care trust", (), ("primary care trust",)),
    ],
)
def test_saint_institutions_and_schools_by_town_in_lower_case(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("the head of year mr kaur wants a meeting", ("kaur",), ()),
        ("mrs bibi has been amazing with my son", ("bibi",), ()),
        ("how do i tell my manager (darren) that i quit", ("darren",), ()),
        ("my daughter (grace) is 4", ("grace",), ()),
        ("our receptionist val who's been at the practice for years", ("val",), ()),
        ("my coworker told everyone that dan has cancer", ("dan", "cancer"), ()),
        # near misses: a technical or everyday word after a title, words in brackets
        ("we use ms sql and ms teams at work", (), ("ms sql", "ms teams")),
        ("ms excel is slow on this laptop", (), ("ms excel",)),
        ("my friend (who is lovely) said hi", (), ("who is lovely",)),
        ("the dog has cancer, what do we do", (), ("cancer",)),
        ("will has asthma? no, the will has a clause", (), ("will has",)),
    ],
)
def test_lower_case_names_after_titles_brackets_and_before_has(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
