"""False alarms, eleventh round (issue 12, stop 32): PII-free prompts and the words that must
survive around someone's data — a family of a novel or a series named by its surname, a
work or character after a famous author's possessive, a firm's legal form that ran back over
a sentence's end onto a field's label, a statute's title and a job's title read as firms, a
program's name read as the speaker of "says", and names missing from the lists (public
figures, the placeholder names of sample data); each with near misses where the same shapes
or words are personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a family of a work, named by its surname before or after a family noun, where the
        # work, its author or a kind of work follows the noun, in a question about no one
        ("¿Qué representa la familia Buendía en Cien años de soledad?", (), ()),
        ("Résume l'histoire de la famille Rougon-Macquart chez Zola.", (), ()),
        ("Chi è la famiglia Malavoglia nel romanzo di Verga?", (), ()),
        ("Summarise the story of the Bennet family in Pride and Prejudice.", (), ()),
        ("What happens to the Tyrell family in Game of Thrones?", (), ()),
        ("What does the Compson family represent in The Sound and the Fury?", (), ()),
        ("Why is the Kowalczyk family so important in the novel?", (), ()),
        # near misses: no work named after the noun, a place there, a request about a real
        # family, a text about someone
        ("Who is the head of the Kowalczyk family?", ("Kowalczyk",), ()),
        ("Who are the Patel family in Leicester?", ("Patel",), ()),
        ("Write a thank-you card to the Patel family for the dinner.", ("Patel",), ()),
        ("Recommend a book for the Patel family.", ("Patel",), ()),
        (
            "My neighbours, the Kowalczyk family, loved the film in Cannes. What else?",
            ("Kowalczyk",),
            (),
        ),
    ],
)
def test_a_family_of_a_work_is_no_ones(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed figure's English possessive before a name: the figure's work or character,
        # also in a text about someone
        ("My class is reading Roald Dahl's Matilda this term.", (), ()),
        ("My son loves Shakespeare's Juliet and Tolkien's Samwise.", (), ()),
        ("My son loves Dickens' Pip.", (), ()),
        # near misses: the possessive of a private person, and a role noun between the
        # figure's possessive and the name
        ("My daughter Anna's friend Tom Reyes called.", ("Tom Reyes",), ()),
        ("Elon Musk's assistant Jane Kowalski emailed me.", ("Jane Kowalski",), ("Elon Musk",)),
        ("Call Tom's colleague Sarah Quinn.", ("Sarah Quinn",), ()),
    ],
)
def test_a_name_after_a_figures_possessive_is_their_work(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a sentence's last word and a field's label are no firm's name
        (
            "Back Thursday. Company: Kerry Group plc.",
            ("Kerry Group",),
            ("Back Thursday. Company:",),
        ),
        (
            "I'm off sick, back Thursday. Company: Kerry Group plc.",
            ("Kerry Group",),
            ("Thursday. Company:",),
        ),
        ("We met on Monday. Acme Ltd is great.", ("Acme Ltd",), ("Monday.",)),
        # near misses: dots inside a firm's name do not end a sentence
        ("She joined J.P. Morgan Securities LLC in May.", ("J.P. Morgan Securities LLC",), ()),
        ("Invoice from St. James Holdings Ltd.", ("St. James Holdings",), ()),
        ("He works for Acme Intl. Ltd now.", ("Acme Intl",), ()),
    ],
)
def test_a_legal_form_does_not_run_over_a_sentence_end(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a statute's title and a job's title hold an industry word, and name no firm
        (
            "My landlord Tom Reyes ignores the Consumer Insurance Act 2012.",
            ("Tom Reyes",),
            ("Consumer Insurance Act 2012",),
        ),
        (
            "I'm Ana Lopes, Senior Software Engineer at Monzo.",
            ("Ana Lopes",),
            ("Senior Software Engineer",),
        ),
        ("I'm Ana Lopes, Principal Energy Consultant.", ("Ana Lopes",), ("Energy Consultant",)),
        # near misses: the same industry words in a firm's name stay an employer
        ("I work at Northwind Software in Leeds.", ("Northwind Software",), ()),
        ("My employer Northwind Insurance Ltd fired me.", ("Northwind Insurance",), ()),
        ("Ana Lopes joined Bluefin Capital Partners as an analyst.", ("Bluefin Capital",), ()),
        # ... and a battle's word before an employer names no statute ("slag bij": a battle)
        ("Ik ga per 1 mei aan de slag bij Achmea.", ("Achmea",), ()),
    ],
)
def test_a_statute_or_a_job_title_is_no_firm(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a program's name before "says:" is the program, not a speaker
        ('Git says: "Your branch has diverged". Rebase?', (), ()),
        ("Python says: TypeError: unsupported operand.", (), ()),
        ("Docker says: no space left on device", (), ()),
        ("Windows says: your PC ran into a problem", (), ()),
        # near misses: people say things too
        ("Anna says: the build failed", ("Anna",), ()),
        ("Kowalski says: the build failed", ("Kowalski",), ()),
    ],
)
def test_a_program_that_says_something_is_no_speaker(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # listed: public figures, characters, works and public things
        ("Why did Jennifer Doudna and Emmanuelle Charpentier win the Nobel Prize?", (), ()),
        ("How did Rosalind Franklin's Photo 51 help Watson and Crick?", (), ()),
        ("Did Klay Thompson leave the Warriors?", (), ()),
        ("Who is Nick Carraway in The Great Gatsby, and who is Edgar Linton?", (), ()),
        ("Is Klara and the Sun sad?", (), ()),
        (
            "My dog was attacked on Hampstead Heath by a Staffordshire Bull Terrier. The owner, "
            "a man called Dwayne Kettering, gave me his number.",
            ("Dwayne Kettering",),
            ("Hampstead Heath", "Staffordshire Bull Terrier"),
        ),
        # placeholder names of sample data are names like any other: hidden (the policy of
        # this round), as users and test suites put them in for real people
        ("Why does my unit test greet John Doe twice?", ("John Doe",), ()),
        ("Can Jane Doe get a visa for Australia?", ("Jane Doe", "Australia"), ()),
        ("For a German test fixture I use Max Mustermann.", ("Max Mustermann",), ()),
    ],
)
def test_listed_names(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # no one meets or calls a listed fictional character but in a story
        ("Write a story where Harry Potter meets Hercule Poirot.", (), ()),
        ("Write a scene where Sherlock Holmes and Batman meet Hercule Poirot on a train.", (), ()),
        # near misses: a relation noun still ties the character's name, and a verb of contact
        # still ties a real person's
        ("My friend Hercule Poirot lent me a book.", ("Hercule Poirot",), ()),
        ("I met Taylor Swift backstage.", ("Taylor Swift",), ()),
    ],
)
def test_a_character_met_in_a_story_is_no_ones(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
