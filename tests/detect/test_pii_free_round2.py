"""Prompts about the world, second round (issue 12, stop 23): each class of prompt that holds
no personal data and still came out changed, with near misses where the same words are
personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Pourquoi Napoléon Bonaparte a-t-il perdu à Waterloo ?", (), ()),
        ("Welche Rolle spielte Angela Merkel in der Flüchtlingskrise 2015?", (), ()),
        ("Comment Louis Pasteur a-t-il mis au point le vaccin contre la rage ?", (), ()),
        # near misses: the question word goes, the private name after it stays hidden
        ("Perché Marco Bellini non risponde alle mie email?", ("Marco Bellini",), ("Perché",)),
        ("Warum hat mir Jonas Weidinger nicht geantwortet?", ("Jonas Weidinger",), ("Warum",)),
        # a public figure's name that starts with a question word keeps it
        ("Che Guevara è morto in Bolivia?", (), ()),
    ],
)
def test_a_question_word_opening_the_sentence_is_no_part_of_the_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Vat Het Achterhuis van Anne Frank samen voor school.", (), ()),
        ("Erkläre mir die Relativitätstheorie von Albert Einstein ganz einfach.", (), ()),
        ("Spiegami il Purgatorio di Dante.", (), ()),
        # near misses: the full name after the preposition is still a person; a particle
        # before a surname still joins ("van Dijk")
        ("Das Fahrrad von Anna Keller ist weg.", ("Anna Keller",), ("Fahrrad von",)),
        ("Mijn buurman Vincent van Dijk belde gisteren.", ("Vincent", "van Dijk"), ()),
        ("Ho parlato con Cristina Di Stefano.", ("Cristina", "Di Stefano"), ()),
    ],
)
def test_a_particle_before_a_full_name_is_a_preposition(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Waar gaat De Aanslag van Tessa de Loo over?", (), ()),
        ("Résume L'Écume des jours de Boris Vian.", (), ()),
        # near misses: texts about someone, where the author may be anyone they know
        ("Wat vond mijn zoon van De Aanslag van Tessa de Loo?", ("Tessa de Loo",), ("De Aanslag",)),
        ("Mijn dochter leest Het Boek van Tessa de Loo.", ("Tessa de Loo",), ("Het Boek",)),
    ],
)
def test_the_author_after_a_title_that_opens_with_an_article(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Wat kun je in Amsterdam doen met kinderen?", (), ()),
        ("Op hoeveel vakantiedagen heb je wettelijk recht in Nederland?", (), ()),
        ("Wo kommt der Name Hamburg eigentlich her?", (), ()),
        ("Können Sie mir sagen, was man in Hamburg besichtigen sollte?", (), ()),
        # near misses: "je" is "I" in French; "ik", "sie" (she) and "mes" in French speak of
        # someone
        ("Je veux visiter Amsterdam avec mes enfants.", ("Amsterdam",), ()),
        ("Ik wil met mijn kinderen naar Amsterdam.", ("Amsterdam",), ()),
        ("Meine Schwester zieht nach Hamburg, was sie dort erwartet?", ("Hamburg",), ()),
    ],
)
def test_a_pronoun_is_read_in_the_text_s_language(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Who was Mary Anning and why is she famous?", ()),
        ("Qui était Olympe de Gouges et pourquoi est-elle célèbre ?", ()),
        # near misses: the writer is in the question, or the pronoun opens another sentence
        ("Who was Mary Anning and why did she call me?", ("Mary Anning",)),
        ("Who was Mary Anning? She called me twice.", ("Mary Anning",)),
    ],
)
def test_a_pronoun_after_a_figure_asked_about_points_back_at_it(
    text: str, hidden: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("¿Qué inventó Leonardo Torres Quevedo?", ()),
        ("What did Mary Anning discover?", ()),
        ("Qu'a découvert Irène Joliot-Curie ?", ()),
        # near misses: writing is anyone's; the writer is in the question
        ("What did Anna Keller write to you?", ("Anna Keller",)),
        ("What did Anna Keller discover in my bag?", ("Anna Keller",)),
        ("¿Qué escribió Ana Delgado en el grupo?", ("Ana Delgado",)),
    ],
)
def test_a_question_about_what_someone_made(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("What does a product manager at Google actually do?", ()),
        ("How hard is it to get an internship at Deloitte?", ()),
        ("Wie viel verdient man als Werkstudent bei Siemens?", ()),
        # near misses: the employer of someone in the text
        ("My sister is a product manager at Google; what does she do?", ("Google",)),
        ("I work at Google. How do I ask for a raise?", ("Google",)),
    ],
)
def test_an_employer_in_a_question_about_no_one(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Hoe werkt retourneren bij Bol.com?", ()),
        ("Kann man bei Zalando.de Schuhe zurückgeben?", ()),
        # near misses: a cue word, a path, a host in lower case
        ("My website is Annakeller.com", ("Annakeller.com",)),
        ("See Example.com/jane for my portfolio.", ("Example.com/jane",)),
        ("Send the files to keller-consulting.com please.", ("keller-consulting.com",)),
    ],
)
def test_a_shop_named_by_its_site(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("How do I write a complaint to Dunelm about a sofa?", (), ()),
        ("Je veux faire une réclamation pour Carrefour.", (), ("Carrefour",)),
        # near misses: a person a complaint goes to; the town where someone lives
        ("I sent a complaint to Anna Keller in HR.", ("Anna Keller",), ()),
        ("Je vis à Carrefour depuis 2010.", ("Carrefour",), ()),
    ],
)
def test_a_complaint_goes_to_a_firm(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Quali romanzi di Grazia Deledda sono i più belli?", ()),
        ("¿Qué poemas de Gloria Fuertes son los más conocidos?", ()),
        # near miss: a text about someone
        ("Le canzoni di Giulia Ferraresi sono sul mio telefono?", ("Giulia Ferraresi",)),
    ],
)
def test_an_author_before_a_plural_copula(text: str, hidden: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Is Albert Heijn cheaper than Lidl?", (), ()),
        ("Perché Francesco Totti è rimasto sempre alla Roma?", (), ()),
        (
            "Ik ben Sanne de Vries en ik wil een klacht indienen bij Albert Heijn.",
            ("Sanne de Vries",),
            ("Albert Heijn",),
        ),
        # near miss: a namesake the writer knows
        ("Mijn vriend Albert Heijn komt morgen.", ("Albert Heijn",), ()),
    ],
)
def test_public_figures_and_brands_of_the_other_five_languages(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
