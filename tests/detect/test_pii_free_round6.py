"""Prompts about the world, sixth round (issue 12, stop 27): public things that hold a place's
name or words that read as a person's, and names a figure's work or a particle cut wrongly,
each with near misses where the same words are personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed public thing: every finding inside it is part of its name
        ("Wann wurde die Berliner Mauer gebaut und wann fiel die Mauer?", (), ()),
        ("Is Gare du Nord or Gare Montparnasse the better start for a trip to Normandy?", (), ()),
        ("How did Berkshire Hathaway grow out of a textile mill?", (), ()),
        ("Explique-moi pourquoi les accords de Paris comptent tant pour sa politique.", (), ()),
        ("Explain to me why the Paris Agreement matters for his policy.", (), ()),
        # a thing is no one's record: the phone number is hidden, the venue stays
        (
            "Call me on 020 7946 0958 about the Madison Square Garden tickets.",
            ("020 7946 0958",),
            ("Madison Square Garden",),
        ),
        ("¿Por qué se llama Camino de Santiago y no Camino de Compostela?", (), ()),
        # near misses: a private person who bears a word of a thing, and places people live in
        ("Mrs Hathaway from Berkshire called me about the invoice.", ("Hathaway",), ()),
        ("Anna Wiener kommt morgen um neun.", ("Anna Wiener",), ()),
        ("I live on the Isle of Wight, which ferry is cheapest?", ("Isle of Wight",), ()),
        ("Lucy Hathaway from accounting called me about the tickets.", ("Lucy Hathaway",), ()),
        ("Ask Gloria Mercedes Benz about the invoice.", ("Gloria Mercedes Benz",), ()),
        # a listed firm is someone's employer where the text says so
        ("Why did Goldman Sachs survive 2008 when Lehman Brothers did not?", (), ()),
        ("My sister works at Goldman Sachs in London, can she work from home?", ("Goldman",), ()),
        ("ik werk bij albert heijn in zwolle, mag ik op zondag vrij?", ("albert heijn",), ()),
    ],
)
def test_a_public_thing_named_after_a_place_or_a_person(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a German adjective of a town before a noun that is also a surname
        ("Warum wurde das Berliner Schloss wieder aufgebaut?", (), ()),
        ("Meine Tante hat die Stuttgarter Mauer am Rathaus gesehen.", (), ()),
        ("Wie lange dauerte der Bau des Karlsruher Schlosses?", (), ()),
        # near misses: a title or a given name makes the same words a person's
        ("Herr Wiener hat gestern angerufen.", ("Wiener",), ()),
        ("Mein Freund Berliner Mauer hat gestern angerufen.", ("Berliner Mauer",), ()),
    ],
)
def test_a_town_adjective_before_a_surname_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a place right after the kind of a treaty, battle or edict, even in a text about someone
        ("My grandfather studied the Treaty of Utrecht for his thesis.", (), ()),
        ("Mon père a étudié le traité d'Utrecht et l'édit de Nantes.", (), ()),
        ("Mein Opa hat die Schlacht bei Leipzig studiert, wann war sie?", (), ()),
        ("Mijn opa vertelde over het Verdrag van Utrecht, wat stond erin?", (), ()),
        ("Mio nonno parlava sempre della Pace di Lodi, cosa stabilì?", (), ()),
        # near misses: where someone lives, works or deals with a council stays hidden
        ("My grandfather lives in Utrecht and studies history.", ("Utrecht",), ()),
        ("The council of Leeds fined my father last week.", ("Leeds",), ()),
        ("Mon père habite à Nantes depuis 1998.", ("Nantes",), ()),
    ],
)
def test_a_place_in_a_name_of_history(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a work and its listed author, found as one name with a particle
        ("Résume Madame Bovary de Flaubert en quelques lignes.", (), ()),
        ("Riassumi Madame Bovary di Flaubert per una verifica.", (), ()),
        # near misses: a statement about someone, and a head of given names alone
        ("Madame Grandet de Balzac m'a appelé hier.", ("Grandet", "Balzac"), ()),
        ("Qui est Claire de Balzac ?", ("Claire", "Balzac"), ()),
        ("Claire de Balzac m'a appelé hier.", ("Claire de Balzac",), ()),
    ],
)
def test_a_work_by_a_listed_author(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a Romance street name ends at its last capitalised word, not at a particle after it
        ("Vivo en la Calle Mayor y trabajo desde casa.", ("Calle Mayor",), ("y trabajo",)),
        ("Abito in Via Roma e lavoro da casa.", ("Via Roma",), ("e lavoro",)),
        # near misses: a particle inside the name and a house number still count
        ("Vivo en la Calle Ramón y Cajal 12, segundo piso.", ("Ramón y Cajal 12",), ()),
        ("J'habite 12 rue de la Paix depuis mars.", ("rue de la Paix",), ()),
    ],
)
def test_a_street_name_ends_at_its_last_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the Spanish and Italian past after a relation noun is the verb, no nickname
        ("Mi abuelo luchó en la batalla del Ebro, ¿cuándo fue?", (), ("luchó",)),
        ("Mio nonno lavorò in miniera per trent'anni.", (), ("lavorò",)),
        # near misses: an unknown nickname after the same relation noun stays hidden
        ("mi hermano nacho me llamó ayer", ("nacho",), ()),
        ("mio nonno beppe mi ha chiamato ieri", ("beppe",), ()),
    ],
)
def test_a_past_tense_after_a_relation_noun(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the dot of an abbreviation before a name ends no question
        ("Lohnt sich die Fahrt mit dem Zug von Zermatt nach St. Moritz?", (), ()),
        ("Is the walk from Zermatt up to Mt. Blanc hard in July?", (), ()),
        # near misses: where someone lives, and a real sentence end before a title
        ("Meine Schwester wohnt in Zermatt nahe St. Moritz.", ("Zermatt",), ()),
        ("Ich wohne in Zermatt. Mr. Smith kommt morgen.", ("Zermatt", "Smith"), ()),
        # a maker of instruments before its model, and figures the list lacked
        ("¿Cuál suena mejor, una Fender Telecaster o una Gibson SG?", (), ()),
        ("Which novel is better, Donna Tartt's The Goldfinch or The Secret History?", (), ()),
        ("Was Scottie Pippen underrated next to Michael Jordan?", (), ()),
        # near misses: the same names after a contact verb or a relation noun
        ("Call Gibson Miller about the invoice.", ("Gibson Miller",), ()),
        ("My neighbour Donna Tartt called about the fence.", ("Donna Tartt",), ()),
    ],
)
def test_an_abbreviation_a_maker_and_figures_the_lists_lacked(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
