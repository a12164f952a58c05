"""English prompts about other people (a pupil, a patient, a tenant, a player, a client, a
friend): the classes the sixteenth round of chat probes found (issue 12, stop 33), each with
the near misses where the same words are not personal. ``hidden`` must be gone from the
output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mr Flynn, on clozapine, needs bloods before the next supply.", ("clozapine",), ()),
        ("Client (autistic, on sodium valproate) has an appointment.", ("sodium valproate",), ()),
        ("lives with his nan, on methadone script via the chemist", ("methadone",), ()),
        ("divorced, has bipolar but it's well managed on quetiapine", ("quetiapine",), ()),
        ("she's been on clozapine for years and is now on lithium", ("clozapine", "lithium"), ()),
        ("One of my students, Tayo Adeyemi, has ADHD.", ("ADHD",), ()),
        ("shes pregnant and wants to keep it quiet", ("pregnant",), ()),
        ("hes got epilepsy so he can't swim alone", ("epilepsy",), ()),
        ("He died of a heart attack at his allotment.", ("heart attack",), ()),
        (
            "She died at the hospice after a long fight with prostate cancer.",
            ("prostate cancer",),
            (),
        ),
        # near misses: a word between the comma's "on" and the medicine, a question about no
        # one, a topic of research or a leaflet
        ("Which of these, on average, contains metformin?", (), ("metformin",)),
        ("Is it safe to drink, on sertraline?", (), ("sertraline",)),
        ("How many people died of cholera in 1854?", (), ("cholera",)),
        ("Research on metformin shows a small effect.", (), ("metformin",)),
        ("The app, has diabetes tracking built in?", (), ("diabetes",)),
        ("hes on the phone to the GP", (), ("phone",)),
    ],
)
def test_a_medicine_after_a_comma_s_on_and_conditions_after_chat_copulas_and_deaths(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("the patient is ron, 78, stroke 2 weeks ago", ("78",), ()),
        ("one of my players, alfie, 10, has just been diagnosed", ("10",), ()),
        ("Present: Kayleigh (mum, 24), and the baby.", ("24",), ()),
        # near misses: a count after an everyday word, a page in brackets, a noun in brackets
        # that do not close after the number
        ("we bought apples, 12, and pears", (), ("12",)),
        ("see the items (page, 12)", (), ("12",)),
        ("Chapter, 12, and the index", (), ("12",)),
    ],
)
def test_an_age_set_off_by_commas_after_a_lower_case_given_name_or_a_bracketed_noun(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("school is Ripon Grammar, she's in year 12", ("Ripon Grammar",), ()),
        ("letter for parents at Hillside Infants about nits", ("Hillside Infants",), ()),
        ("he coaches kids at Wednesfield Juniors on Saturdays", ("Wednesfield Juniors",), ()),
        ("I'm the manager of Red Lion FC, sunday league", ("Red Lion FC",), ()),
        ("Oscar plays for Marlow RFC U16s", ("Marlow RFC",), ()),
        # near misses: a famous club, a grammar book, the word alone
        ("I support Manchester United FC.", (), ("Manchester United FC",)),
        ("Aston Villa FC won on Saturday", (), ("Aston Villa FC",)),
        ("Is English Grammar in Use a good book?", (), ("English Grammar",)),
        ("The Grammar is hard this term.", (), ("Grammar",)),
    ],
)
def test_schools_and_clubs_named_by_their_kind_word_grammar_infants_juniors_fc(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("cert no. DPS-7731-0942, disputing £340", ("DPS-7731-0942",), ()),
        ("student no. 2241873, BSc at Keele", ("2241873",), ()),
        ("PNC no 98/312445K, released in august", ("98/312445K",), ()),
        ("certificate number DPS-7731-0942", ("DPS-7731-0942",), ()),
        # near misses: "no" as a word
        ("the cert no longer works on my laptop", (), ("longer",)),
        ("a student no 2 could do it", (), ("2",)),
    ],
)
def test_student_certificate_and_pnc_numbers_after_no(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("supervision: discussed the Ashworths, dad drinking again", ("Ashworths",), ()),
        ("The Dempseys have a baby and say they can't help it", ("Dempseys",), ()),
        ("the family next door (the Nwachukwus) have a dog", ("Nwachukwus",), ()),
        ("the Joneses moved out last week", ("Joneses",), ()),
        # near misses: a band, a range, a show, a surname in its own right, a famous family
        ("we saw the Beatles tribute band", (), ("Beatles",)),
        ("hiking in the Alps next summer", (), ("Alps",)),
        ("the Simpsons is on at six", (), ("Simpsons",)),
        ("is the Philips screwdriver any good?", (), ("Philips",)),
        ("the Kennedys were a political family", (), ("Kennedys",)),
    ],
)
def test_a_family_by_its_surname_in_the_plural(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("our resident betty on the dementia floor keeps asking", ("betty",), ()),
        ("our keeper deano keeps turning up late", ("deano",), ()),
        ("my tenant Aisha paid late again", ("Aisha",), ()),
        ("one of my sixth formers, harriet, told me", ("harriet",), ()),
        ("the lady opposite, pam, keeps parking across our drive", ("pam",), ()),
        # near misses: a permit, an act, everyday words before "keeps", a medicine after a
        # relation noun, a children's character
        ("a resident parking permit costs £40", (), ("resident parking",)),
        ("the tenant Fees Act bans most fees", (), ("Fees Act",)),
        ("the sun kept shining all day", (), ("sun",)),
        ("we cant give their mum paracetamol they brought in", (), ("paracetamol",)),
        ("he calms down with Thomas the Tank Engine videos", (), ("Thomas the Tank Engine",)),
    ],
)
def test_lower_case_names_after_role_nouns_and_before_a_person_s_verb(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("She's marrying Tomasz, who's Polish, in June.", ("Polish",), ()),
        # near miss: a language
        ("Can you translate this into Polish?", (), ("Polish",)),
    ],
)
def test_a_nationality_after_who_s(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("groom is my mate Robbo, a vet from Leeds", ("Robbo",), ()),
        ("Dear Mrs Okafor, thanks. the okafor kids are fine", ("okafor",), ()),
        # near misses: a frequent word that is also the name, "checkmate"
        ("Frank Harris called. to be frank, no", (), ("frank",)),
        ("Sue Baker said she will sue them", (), ("sue them",)),
        ("The Budget was set. the budget is tight", (), ("budget",)),
        ("checkmate Robbo", (), ("checkmate",)),
    ],
)
def test_mate_as_a_relation_noun_and_a_rare_name_written_again_in_lower_case(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
