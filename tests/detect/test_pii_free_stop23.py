"""Prompts about the world in six languages come out unchanged (issue 12, stop 23): works,
characters, landforms and brands read as people, each class with near misses where the same
words are personal data and stay hidden."""

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.language import identify
from support.detect_cases import assert_detects, found


def _unchanged(text: str) -> None:
    output = detect(text).output
    assert output == text, f"changed: {output!r}"


def _hidden(text: str, value: str) -> None:
    output = detect(text).output
    assert value not in output, f"{value!r} leaked into {output!r}"


# -- question words ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Qui a écrit Candide ?",
        "¿Quién escribió Rayuela?",
        "Wie schreef De aanslag?",
        "Qui a peint Les Nymphéas ?",
    ],
)
def test_a_question_word_before_its_verb_is_no_name(text: str) -> None:
    _unchanged(text)


def test_a_name_before_the_same_verb_is_still_a_name() -> None:
    assert_detects("Hier, Quentin a écrit à la mairie.", "PERSON", "Quentin")


# -- titles after their kind noun ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Who directed the film Donnie Darko?",
        "Is the novel Anna Karenina worth reading in translation?",
        "Qui a réalisé le film Jules et Jim ?",
        "Worum geht es in dem Buch Heinrich Wolff?",
        "Who directed the 1982 film Blade Runner?",
        "Qui a chanté l'album Mylène Farmer ?",
        "¿De qué trata la película Carmen Sevilla?",
        "Waar gaat het boek Joost Mesman over?",
        "Di cosa parla il romanzo Mattia Pascal?",
        "What's the best order to play the Mario games in?",
    ],
)
def test_a_capitalised_name_after_a_work_noun_is_a_title(text: str) -> None:
    _unchanged(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Can you review the film Anna Keller made for her thesis?", "Anna Keller"),
        ("I loved the book Mark Devlin lent me.", "Mark Devlin"),
        ("Zelda's games are all over the floor, says my daughter Zelda.", "Zelda"),
        ("Please book Anna Keller a table for Friday.", "Anna Keller"),
        ("Records show Henry Ford, DOB 07/30/1963, SSN 536-22-1234.", "Henry Ford"),
    ],
)
def test_a_name_that_starts_a_clause_after_a_work_noun_is_a_person(text: str, value: str) -> None:
    _hidden(text, value)


def test_a_repeat_of_a_name_inside_a_franchise_title_is_the_title() -> None:
    text = "Write a card for my daughter Zelda, who loves the Zelda games."
    output = detect(text).output
    assert "the Zelda games" in output
    assert "daughter Zelda," not in output


# -- questions about who made a work or who someone was -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Who wrote Brideshead Revisited?",
        "Wer schrieb Emilia Galotti?",
        "Chi ha scritto Marcovaldo?",
        "Wer hat Die Blechtrommel geschrieben?",
        "Wie was Michiel de Ruyter?",
        "¿Quién fue Blas de Lezo?",
        "Chi era Giuseppe Mazzini?",
        "Qui a écrit Les Fleurs du mal ?",
    ],
)
def test_the_object_of_a_question_about_the_world_stays(text: str) -> None:
    _unchanged(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Who was Anna Keller? She called me twice yesterday.", "Anna Keller"),
        ("Who wrote to Anna Keller about my lease?", "Anna Keller"),
        ("Who wrote Anna Keller's reference letter?", "Anna Keller"),
        ("Qui était Jeanne Martin ? Ma voisine dit qu'elle la connaît.", "Jeanne Martin"),
        ("Who was Mark Devlin dating last year?", "Mark Devlin"),
    ],
)
def test_the_same_question_about_someone_the_writer_knows_hides_the_name(
    text: str, value: str
) -> None:
    _hidden(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "¿Quién es Aureliano Buendía en la novela?",
        "Who is Atticus Finch in the book?",
    ],
)
def test_a_character_asked_about_in_a_work_stays(text: str) -> None:
    _unchanged(text)


def test_who_is_without_a_work_may_be_anyone() -> None:
    _hidden("Who is Aureliano Buendía? He keeps emailing me.", "Aureliano Buendía")


def test_the_author_after_a_work_noun_stays_in_a_question_about_no_one() -> None:
    _unchanged("Recommend novels like The Goldfinch by Donna Tartt.")
    _hidden("Proofread the novel by my friend Helen Marsh.", "Helen Marsh")


# -- names a private person may bear --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Why is Tom and Jerry still so popular?",
        "Spiegami la poesia di Dante.",
        "Pourquoi Madame Bovary a fait scandale ?",
    ],
)
def test_a_listed_name_a_private_person_may_bear_stays_when_asked_about(text: str) -> None:
    _unchanged(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom and Jerry are coming to dinner on Friday.", "Jerry"),
        ("Dante said he'd bring the wine.", "Dante"),
        ("My daughter Zelda turns nine on Friday.", "Zelda"),
    ],
)
def test_the_same_names_in_a_statement_are_persons(text: str, value: str) -> None:
    _hidden(text, value)


# -- landforms and landmarks --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "How long does it take to walk up Ben Lomond?",
        "Quanto è alto il Monte Bianco?",
        "Is Lake Bled worth a day trip?",
        "Wie hoch ist der Piz Bernina?",
        "How steep is the path to Arthur's Seat?",
        "Who built Hadrian's Wall?",
    ],
)
def test_a_landform_after_its_kind_word_is_no_person(text: str) -> None:
    _unchanged(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My friend Ben Lomond called about the rent.", "Ben Lomond"),
        ("Ben Stiller and I met at the gym.", "Ben Stiller"),
        ("Arthur's seat belt was broken, so Arthur Penhale called me.", "Arthur Penhale"),
    ],
)
def test_a_given_name_before_a_surname_is_still_a_person(text: str, value: str) -> None:
    _hidden(text, value)


# -- titles that open with an article, and short requests ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Quel est le thème principal de Les Fourberies de Scapin ?",
        "Waarom is Het Diner zo populair?",
        "Perché Il Gattopardo è un romanzo importante?",
    ],
)
def test_a_name_opening_with_an_article_is_a_title_outside_english(text: str) -> None:
    _unchanged(text)


def test_an_article_that_is_a_surname_particle_stays_a_name() -> None:
    assert_detects("Mijn collega De Jong heeft gisteren gebeld.", "PERSON", "De Jong")
    assert any(cat == "PERSON" for cat, _ in found("Les Dennis said he would call me back."))


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Résume Le Rouge et le Noir en trois phrases.", "fr"),
        ("Resume el Lazarillo en cinco frases.", "es"),
        ("Erkläre mir die Handlung in einfachen Worten.", "de"),
    ],
)
def test_a_short_request_is_read_as_its_language(text: str, language: str) -> None:
    assert identify(text) == language


# -- brands in a list or comparison ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Which is cheaper: Albert Heijn or Lidl?",
        "Is Hugo Boss more expensive than Zalando?",
    ],
)
def test_a_name_joined_to_a_thing_in_a_question_is_a_brand(text: str) -> None:
    _unchanged(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Who is taller, Anna Keller or Maria Lopez?", "Anna Keller"),
        ("My boss Anna Keller or Tesco will pay, can you check?", "Anna Keller"),
        ("Anna Keller and Zalando signed the contract yesterday.", "Anna Keller"),
    ],
)
def test_a_name_joined_to_a_name_or_in_a_statement_is_a_person(text: str, value: str) -> None:
    _hidden(text, value)


# -- streets without a number, German nouns before "von", leagues ----------------------------


def test_a_street_without_a_number_asked_about_by_no_one_stays() -> None:
    _unchanged("¿Qué diferencia hay entre la Calle Mayor y la Gran Vía?")
    _hidden("Vivo en la Calle Mayor, ¿qué bares hay cerca?", "Calle Mayor")


def test_a_german_noun_before_von_starts_no_name() -> None:
    _unchanged("Erzähl mir etwas über die Geschichte von Hohenzollern.")
    assert_detects(
        "Gestern hat Richard von Weizsäcker angerufen.", "PERSON", "Richard von Weizsäcker"
    )


def test_a_league_is_no_person() -> None:
    _unchanged("Wann beginnt die neue Saison der Champions League?")
