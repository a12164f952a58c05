"""False alarms, fourteenth round (issue 12, stop 35): PII-free prompts and the words that
must survive around someone's data — a quoted title right before its maker ("'Roxanne' by
The Police"), a dish named after a place ("a Bakewell tart"), a fan's letter to a listed
figure, and the round's list entries (characters, players, politicians, brands, places);
each with near misses where the same shapes or words are personal data and stay hidden."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a quoted title right before "by" and a capital: the song's, poem's or film's title
        ("What is 'Roxanne' by The Police actually about?", (), ()),
        ("Is “Jolene” by Dolly Parton based on a real woman?", (), ()),
        ("Translate the chorus of 'Valerie' by The Zutons into French.", (), ()),
        ('Can you explain the poem "Annabel Lee" by Edgar Allan Poe?', (), ()),
        # its maker, in a text about no one, is asked about
        ("Chords for 'Madeline' by Nadia Reid? Is it in G?", (), ()),
        ("Is 'Running Up That Hill' by Kate Bush in a minor key?", (), ()),
        # near misses: a deadline after "by", a nickname after a naming verb, an unquoted name,
        # a report's private author
        (
            "Review the report 'Q3 Sales' by Tom Becker, my colleague, before Friday.",
            ("Tom Becker",),
            ("'Q3 Sales' by",),
        ),
        ("Please forward 'Roxanne Kowalski' by Monday.", ("Roxanne Kowalski",), ()),
        ("At work they called me 'Roxanne Kowalski' by March.", ("Roxanne Kowalski",), ()),
        ("Roxanne Kowalski by the way is my new manager.", ("Roxanne Kowalski",), ()),
    ],
)
def test_a_quoted_title_before_its_maker(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


def test_a_quoted_title_beside_a_namesake() -> None:
    output = detect("My sister Roxanne sent me 'Roxanne' by The Police.").output
    assert output.startswith("My sister [PERSON_"), output
    assert output.endswith("'Roxanne' by The Police."), output


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a dish's noun after a name that is no given name: the dish
        ("Best Bakewell tart recipe with ground almonds, and is it a Bakewell pudding?", (), ()),
        ("How are Eccles cakes different from Chorley cakes?", (), ()),
        # near misses: a given name before the noun, a name with a title
        ("Can you give Sarah cake for her birthday?", ("Sarah",), ()),
        ("Mr Okafor sauce was the best at the fair, said my aunt.", ("Okafor",), ()),
    ],
)
def test_a_dish_named_after_a_place(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a fan's message: the greeting or the verb of contact addresses the figure
        (
            "Help me write a fan letter: Dear Hayao Miyazaki, my name is Elodie Marchetti and "
            "Spirited Away got me through hospital.",
            ("Elodie Marchetti",),
            ("Hayao Miyazaki",),
        ),
        (
            "i want to write to Taylor Swift, I'm her biggest fan. I'm Kenzie Morrow btw",
            ("Kenzie Morrow",),
            ("Taylor Swift",),
        ),
        # near misses: no fan word, a relation noun, a record right after the name
        (
            "Dear Hayao Miyazaki, my name is Elodie Marchetti.",
            ("Hayao Miyazaki", "Elodie Marchetti"),
            (),
        ),
        ("My friend Taylor Swift is a big fan of mine.", ("Taylor Swift",), ()),
        (
            "Write to Taylor Swift at taylor.swift88@gmail.com, she is a huge fan of our cakes.",
            ("Taylor Swift", "taylor.swift88@gmail.com"),
            (),
        ),
    ],
)
def test_a_fans_letter_to_a_listed_figure(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Why did Ranieri's Leicester win the league with Vardy and Mahrez?", (), ()),
        ("Who would play Leslie Knope and Ron Swanson in a British remake?", (), ()),
        ("Compare Kwame Nkrumah and Jomo Kenyatta as independence leaders.", (), ()),
        ("Is Ian Poulter the best Ryder Cup player ever?", (), ()),
        ("Is Jodrell Bank open to visitors on weekends?", (), ()),
        ("In Frieren, why does Fern trust Himmel's memory so much?", (), ()),
        ("Paul Smith or Ted Baker for a wallet, which lasts longer?", (), ()),
        # near misses: a common name in a statement, a relation noun, a title
        ("Paul Smith called me about the invoice yesterday.", ("Paul Smith",), ()),
        ("My niece Fern is watching Frieren tonight.", ("Fern",), ()),
        ("Please ask Mr Vardy to sign the lease.", ("Vardy",), ()),
    ],
)
def test_the_rounds_list_entries(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a pronoun's contraction in a title-case slogan is no given name before a surname
        ('Is "Because You\'re Worth It" a good slogan for a shampoo?', (), ()),
        ("Rewrite the heading WHY YOU'LL LOVE IT as: Why You'll Love It", (), ()),
        # near misses: "I'm" still introduces the writer; a given name after the contraction
        ("Hi, I'm Kenzie Morrow from accounts.", ("Kenzie Morrow",), ("Hi, I'm",)),
        ("Tell them you're Anna Kowalczyk's cousin.", ("Anna Kowalczyk",), ()),
    ],
)
def test_a_pronouns_contraction_is_no_given_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a name right after an opening single quote is found whole
        (
            "Translate my CV header: 'Liam O'Riordan, Electrician, Cork'",
            ("Liam O'Riordan",),
            ("Electrician",),
        ),
        ("Sign the card 'Siobhan O'Neill' please", ("Siobhan O'Neill",), ("'",)),
        ("Header: 'Liam Walsh, Electrician'", ("Liam Walsh", "Liam"), ()),
        # near misses: an apostrophe inside a word opens no word ("O'Brien", "l'Arc"), a
        # quoted everyday word stays
        ("Is the Arc de Triomphe what the French call l'Arc?", (), ()),
        ("He said 'Thanks' and left the meeting.", (), ()),
    ],
)
def test_a_name_after_an_opening_quote(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Check my essay: In Macbeth, Lady Macbeth's ambition drives the plot and Banquo is "
            "a foil to Macbeth.",
            (),
            ("Lady Macbeth", "Banquo is a foil to Macbeth"),
        ),
        # near miss: no work of hers named, a verb of contact
        ("Please tell Lady Macbeth the rent is late.", ("Macbeth",), ()),
    ],
)
def test_a_character_with_her_title(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
