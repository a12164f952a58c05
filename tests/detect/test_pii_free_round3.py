"""Prompts about the world, third round (issue 12, stop 24): each class of prompt that holds
no personal data and still came out changed, with near misses where the same words are
personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a role after a generic determiner is anyone
        ("Can a landlord keep the whole deposit for a stained carpet in Oregon?", (), ()),
        ("Does a tenant in New Jersey need renters insurance?", (), ()),
        # a law question names its jurisdiction, also about the writer's own case
        ("Can my employer in Ohio cut my overtime pay without notice?", (), ()),
        ("Darf die Polizei in Österreich mein Auto ohne Grund durchsuchen?", (), ()),
        ("¿Puede mi casero quedarse con la fianza en Valencia?", (), ()),
        ("Mag mijn werkgever in België mijn salaris verlagen?", (), ()),
        # near misses: a named person, another anchor, a statement, or no law question
        (
            "My landlord Mr Desmond Achterberg in Oregon won't return my deposit, can he?",
            ("Desmond Achterberg", "Oregon"),
            (),
        ),
        ("Can my sister's landlord in Leeds keep her deposit?", ("Leeds",), ()),
        ("My landlord in Leeds won't return my deposit.", ("Leeds",), ()),
        ("Can a friend of mine in Leeds sign as a witness?", ("Leeds",), ()),
        (
            "Mein Vermieter Herr Kasimir Oberlechner in Bayern will die Kaution behalten.",
            ("Kasimir Oberlechner", "Bayern"),
            (),
        ),
        ("Can you find a good restaurant near my office in Leeds?", ("Leeds",), ()),
    ],
)
def test_a_law_question_keeps_its_jurisdiction(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Is Trader Joe's or Costco better for frozen food?", (), ()),
        ("I buy all my wine at Trader Joe’s.", (), ("Trader Joe’s",)),
        ("Does Sainsbury's deliver on Sundays?", (), ()),
        ("Why is Denny's open all night?", (), ()),
        # near misses: the given name alone, someone's possessive, a brand-like name in a
        # statement about someone
        ("Wendy's mum called me yesterday.", ("Wendy",), ()),
        ("My friend Wendy's car broke down, can you help?", ("Wendy",), ()),
        ("Ask Joe about the Trader Joe's order.", ("Ask Joe",), ("Trader Joe's",)),
    ],
)
def test_a_brand_with_a_possessive_is_no_person(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Wie endet der zweite Teil von Goethes Faust?", (), ()),
        ("Was ist die Moral in Schillers Wilhelm Tell?", (), ()),
        ("Warum stirbt Effi am Ende von Fontanes Effi Briest?", (), ()),
        # near misses: a private person with the same surname, a title before the genitive
        ("Herr Schillers Wagen steht vor unserer Einfahrt.", ("Schillers",), ()),
        ("Frau Manns Sohn Felix ist krank.", ("Felix",), ()),
        ("Meine Nachbarin Anna Wagner hört Wagners Lohengrin.", ("Anna Wagner",), ("Wagners",)),
    ],
)
def test_a_german_genitive_of_an_author_opens_a_work(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Can I make fettuccine Alfredo without cream?", (), ()),
        ("Is Eggs Benedict a good brunch for twelve people?", (), ()),
        ("Comment réussir une pêche Melba sans glace ?", (), ()),
        ("Was braucht man für ein Schnitzel Holstein?", (), ()),
        ("Come si prepara una vera pasta alla Norma?", (), ()),
        ("¿Es una buena idea congelar una tarta de queso?", (), ()),
        # near misses: the name alone is a person's; a function word of two languages starts
        # a name in English text
        ("My son Alfredo Ruiz has a fever, what should I do?", ("Alfredo Ruiz",), ()),
        ("Ask Suzette Marchal to bring the crêpes Suzette.", ("Suzette Marchal",), ()),
        ("my friend una rossi called about the flat", ("una rossi",), ()),
        ("mi amiga maria lopez no contesta", ("maria lopez",), ()),
    ],
)
def test_dishes_named_after_someone_and_lower_case_articles(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Wie komme ich am besten zum Schloss Neuschwanstein?", (), ()),
        ("Hoe oud is Kasteel de Haar?", (), ()),
        ("Lohnt sich ein Ausflug zur Burg Hohenzollern?", (), ()),
        # near misses: the kind word as a surname, or after a contact verb
        ("Meine Kollegin Anna Burg ist seit Montag krank.", ("Anna Burg",), ()),
        ("Please email Fort Kessler about the meeting.", ("Fort Kessler",), ()),
        ("Herr Schloss hat gestern angerufen.", ("Schloss",), ()),
        # a venue named so in a statement about someone, and a town after it
        (
            "Reclamo: abbiamo soggiornato all'Albergo Villa Serena di Sorrento dal 3 al 5 maggio.",
            ("Sorrento",),
            (),
        ),
        ("Wir haben im Schloss Hohenkammer in Freising übernachtet.", ("Freising",), ()),
        ("We stayed at Castle Leslie last May, was breakfast included?", ("Castle Leslie",), ()),
    ],
)
def test_a_castle_or_palace_kind_word_opens_a_place(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("How do I get from Leeds to York by train?", (), ()),
        ("Wie komme ich von Köln nach Bonn am schnellsten?", (), ()),
        ("Comment puis-je aller de Lyon à Annecy en bus ?", (), ()),
        ("What should I see in Prague in two days?", (), ()),
        ("Hoe kom ik van Utrecht naar Giethoorn met de trein?", (), ()),
        # near misses: a possessive or another anchor, someone's home, a named person
        ("What should I bring to my aunt in Leeds when I visit?", ("Leeds",), ()),
        ("I live in Leeds, where can I eat good ramen?", ("Leeds",), ()),
        ("I live in Leeds. Where can I eat good ramen in Leeds?", ("Leeds",), ()),
        ("I'm moving to Leeds, what should I see first?", ("Leeds",), ()),
        ("How do I get to Anna Keller's house in Leeds?", ("Anna Keller", "Leeds"), ()),
        ("I live in Leeds. Can my landlord in Leeds keep the deposit?", ("Leeds",), ()),
    ],
)
def test_a_travellers_question_keeps_where_the_trip_goes(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Should I buy a Toyota Yaris or a Honda Jazz?", (), ()),
        ("Comment partager un fichier dans Google Drive ?", (), ()),
        ("Is the Samsung Galaxy S23 waterproof?", (), ()),
        ("Hoe installeer ik Microsoft Teams op een Mac?", (), ()),
        # near misses: a maker named like a given name before a surname, after a contact
        # verb or a relation noun; a town named like a maker
        ("Call Ford Kessler about the invoice.", ("Ford Kessler",), ()),
        ("My colleague Dell Harper is off sick today.", ("Dell Harper",), ()),
        ("Ich wohne seit Mai in Toyota City.", ("Toyota City",), ()),
    ],
)
def test_a_maker_and_its_model_name_a_product(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My son is a huge Ajax fan, what gift should I buy him?", (), ()),
        ("Mein Sohn ist Fan von Schalke, was soll ich ihm schenken?", (), ()),
        ("Mi hijo es del Valencia y quiere una camiseta nueva.", (), ()),
        # near misses: the same towns as where someone lives or was born
        ("My son lives in Ajax, Ontario.", ("Ajax",), ()),
        ("Mijn zoon woont in Leeds en is fan van Ajax.", ("Leeds",), ("Ajax",)),
        ("Ich bin in Schalke geboren.", ("Schalke",), ()),
    ],
)
def test_a_town_that_names_a_club_is_the_club(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
