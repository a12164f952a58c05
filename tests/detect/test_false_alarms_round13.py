"""False alarms, thirteenth round (issue 12, stop 34): PII-free prompts and the words that
must survive around someone's data — the invented characters of arithmetic word problems,
rulers named with their number or style, diseases named after their discoverer, a figure's
relatives, a name's suffix written without its dot, questions typed without their "?", and
the leaks found beside them (a login before "@" and an IP address, a gamertag with no
separator, a finance agreement's number); each with near misses where the same shapes or
words are personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a word problem about no one: a quantity asked for, two numbers or more, each
        # person one word or an honorific and a word
        (
            "Tom has 5 apples and gives 2 to Sara. Sara then buys 3 more. How many apples "
            "does Sara have?",
            (),
            (),
        ),
        (
            "help with this: Mr Lopez buys 3 shirts at $12.50 each and pays with a $50 note. "
            "how much change does he get",
            (),
            (),
        ),
        (
            "Ahmed is twice as old as Leo. In 6 years the sum of their ages will be 42. How "
            "old is Leo now?",
            (),
            (),
        ),
        ("Kenji runs 3.2 km on Monday and 5 km on Friday. What is his average distance?", (), ()),
        ("Si Pedro tiene 5 manzanas y le da 2 a Ana, ¿cuántas manzanas tiene Ana?", (), ()),
        # near misses: a relation noun, "me", a full name, no numbers, an e-mail address
        (
            "My son Tom has 5 apples and gives 2 to Sara. How many apples does Sara have?",
            ("Tom", "Sara"),
            (),
        ),
        ("Tom owes me 50 pounds and paid back 20, how much is left?", ("Tom",), ()),
        ("Tom Baker bought 3 shirts at $12 each. How much did he pay?", ("Tom Baker",), ()),
        ("How many days until Sarah's wedding?", ("Sarah",), ()),
        (
            "Tom has 5 apples and eats 2. How many are left? Send it to tom.hale@gmail.com",
            ("Tom", "tom.hale@gmail.com"),
            (),
        ),
    ],
)
def test_the_characters_of_a_word_problem_are_no_one(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a ruler's number or style after a given name
        ("Compare Elizabeth I and Mary, Queen of Scots.", (), ()),
        ("Explain the reign of Louis XIV and Charles II.", (), ()),
        ("What did Elizabeth I's navy do?", (), ()),
        # near misses: "I" the pronoun, an initial, no capital after "of"
        ("Thanks Sarah I think the form is fine.", ("Sarah",), ()),
        ("Please ask Anna V. Kowalski to call me.", ("Kowalski",), ()),
        ("Hi Mary, Queen of the castle here.", ("Mary",), ()),
    ],
)
def test_a_rulers_number_or_style_makes_a_figure(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a condition named after its discoverer, after the possessive
        ("Does Hashimoto's thyroiditis always need levothyroxine?", (), ()),
        ("Is Dupuytren's contracture hereditary?", (), ()),
        # near misses: a given name's, after a relation noun
        ("Does Sarah's thyroiditis need surgery?", ("Sarah",), ()),
        ("My sister Ann's cyst is back, what now?", ("Ann",), ()),
    ],
)
def test_a_condition_named_after_its_discoverer(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a relation noun after a listed figure's possessive is the figure's
        ("Who was Abraham's first son, Ishmael or Isaac?", (), ()),
        # near misses: a private name's relative, the writer's
        ("Anna's son Ishmael is ill, what should I do?", ("Ishmael",), ()),
        ("Who was Abraham's son? My son Isaac asked me.", ("Isaac",), ()),
    ],
)
def test_a_figures_relative_is_no_ones(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed name's last dot does not matter ("Jr." and "Jr")
        ("What did Martin Luther King Jr say in his speech?", (), ()),
        # near miss: a relation noun before it
        ("My colleague Martin Luther King Jr called me today.", ("Martin Luther King Jr",), ()),
    ],
)
def test_a_listed_names_last_dot_does_not_matter(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a last question typed without its "?"
        ("what is the capital of australia", (), ()),
        ("who is Jolene in the Dolly Parton song and was she a real person", (), ()),
        # near misses: about the writer, a pronoun beside "me", a statement
        ("what is the capital of australia? my sister lives there", ("australia",), ()),
        ("who is Jolene in the Dolly Parton song and did she call me", ("Jolene",), ()),
        ("Sarah moved to Leeds last year", ("Sarah", "Leeds"), ()),
        # a word of residence: maybe a clause about someone's home, no question
        ("who has lived at Holly Cottage since 2015", ("Holly Cottage",), ()),
    ],
)
def test_a_question_typed_without_its_mark(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a login before "@" and an IPv4 address
        (
            "ssh dkowalczyk@10.42.7.19 -> Permission denied (publickey)",
            ("dkowalczyk", "10.42.7.19"),
            ("Permission denied",),
        ),
        ("run scp report.pdf anna_k@192.168.1.20:backups/ please", ("anna_k",), ("report.pdf",)),
        # a platform's account word right before a login
        ("My son Ezekiel (gamertag ZekeTheBold_09) got banned.", ("ZekeTheBold_09",), ()),
        ("my psn id Frost_Wolf77 got hacked", ("Frost_Wolf77",), ()),
        # a finance agreement's number after its cue
        ("My car finance, agreement no. 7702918845, was sold on.", ("7702918845",), ()),
        ("my loan number is 4455667788", ("4455667788",), ()),
        # near misses: a system account, words after the account word, no number after it
        ("ssh root@10.0.0.5 fails", ("10.0.0.5",), ("root@",)),
        ("my gamertag was banned yesterday, how do I appeal", (), ()),
        ("any gamertag ideas for a 12 year old?", (), ()),
        ("The agreement no longer applies after 2025.", (), ()),
        ("The 2019 agreement number was never signed.", (), ()),
    ],
)
def test_leaks_beside_the_kept_words(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("What was the super over controversy with Ben Stokes?", (), ()),
        ("How did LeBron James and Kyrie Irving come back from 3-1 down?", (), ()),
        ("Is Big Ben open to visitors, and how far is the Trevi Fountain from it?", (), ()),
        ("Tickets for the Chelsea Flower Show: when do they go on sale?", (), ()),
        # near misses: a relation noun before a listed name
        ("My cousin Ben Stokes is visiting on Friday.", ("Ben Stokes",), ()),
    ],
)
def test_lists_of_public_names(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
