"""Prompts about the world, fourth round (issue 12, stop 25): each class of prompt that holds
no personal data and still came out changed, with near misses where the same words are
personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the dot of a German ordinal day ends no sentence: the date is asked about
        ("Was passierte am 17. Juni 1953 in Ost-Berlin?", (), ()),
        ("Warum endete der Aufstand am 4. Oktober 1830 so schnell?", (), ()),
        # near misses: a date of someone's life, and a sentence that really ends
        ("Meine Oma ist am 17. Juni 1953 gestorben, was schreibe ich?", ("17. Juni 1953",), ()),
        ("Mein Sohn hat am 4. Oktober Geburtstag. Was schenke ich ihm?", ("4. Oktober",), ()),
    ],
)
def test_a_german_ordinal_day_ends_no_sentence(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a request to plan a trip names where the trip goes
        ("Plan a weekend in Bruges with one day in Ghent.", (), ()),
        ("Plane eine Rundreise durch Umbrien mit zwei Nächten in Perugia.", (), ()),
        ("Organiza una escapada de tres días a Cádiz y Jerez.", (), ()),
        ("Organizza un weekend a Trieste con una gita a Miramare.", (), ()),
        # near misses: a trip for someone, or where someone lives
        ("Plan a weekend in Bruges for my husband Tobias.", ("Bruges", "Tobias"), ()),
        (
            "Organiza una ruta por Cádiz para mi madre, que vive en Jerez.",
            ("Cádiz", "Jerez"),
            (),
        ),
    ],
)
def test_a_request_to_plan_a_trip_keeps_its_places(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a list of towns that are surnames too is a list of places
        ("Quale itinerario conviene tra Palermo, Cefalù e Siracusa?", (), ()),
        ("Welche Route ist schöner: Palermo, Cefalù oder Siracusa?", (), ()),
        # near misses: a list of surnames with one town, and towns in a text about someone
        ("Ho invitato Palermo, Rossi e Bianchi alla riunione.", ("Rossi", "Bianchi"), ()),
        (
            "Our lawyers are Durham, Richardson and Santana.",
            ("Durham", "Richardson", "Santana"),
            (),
        ),
        (
            "Mio fratello ha visitato Palermo, Cefalù e Siracusa con la moglie Chiara.",
            ("Palermo", "Cefalù", "Siracusa", "Chiara"),
            (),
        ),
    ],
)
def test_a_list_of_towns_is_no_list_of_names(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # software named like a person, next to a software word or verb
        ("My manager says the Jenkins pipeline is too slow, any ideas?", (), ("Jenkins",)),
        ("We switched from Travis to GitHub Actions, what do we lose?", (), ()),
        ("Why does my Jupyter kernel restart every time?", (), ()),
        ("Mein Chef will, dass ich den Jenkins-Server neu aufsetze.", (), ("Jenkins",)),
        ("Mon équipe a migré le serveur Jenkins vers Kubernetes.", (), ("Jenkins",)),
        # near misses: a person of that name, addressed, titled, possessive or a relation
        ("Ask Jenkins about the release notes.", ("Jenkins",), ()),
        ("Mr Jenkins said the pipeline is broken.", ("Jenkins",), ()),
        ("Travis's build broke again, can you tell him?", ("Travis",), ()),
        ("My colleague Travis reviews every pull request.", ("Travis",), ()),
    ],
)
def test_software_named_like_a_person(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed name with an elided particle is looked up as written
        ("Pourquoi Jeanne d'Arc a-t-elle entendu des voix à Domrémy ?", (), ()),
        ("Why did Georgia O’Keeffe move to New Mexico?", (), ()),
        # near misses: another surname after the particle, a namesake tied to the writer
        ("Ma cousine Jeanne d'Arcy habite à Nantes.", ("Jeanne", "Nantes"), ()),
        ("Ma voisine s'appelle Jeanne d'Arc et elle habite à Nantes.", ("Nantes",), ()),
    ],
)
def test_a_figure_with_an_elided_particle(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a ruler's title before a name: a monarch of history or fiction
        ("Why did King Harold march south so quickly in 1066?", (), ()),
        ("Waarom trouwde koning Hendrik met zes vrouwen?", (), ()),
        ("Pourquoi la reine Margot est-elle célèbre ?", (), ()),
        ("¿Por qué el rey Fernando expulsó a los judíos?", (), ()),
        ("Perché la regina Teodolinda è legata a Monza?", (), ()),
        # near misses: a text about someone, a title private people bear
        ("My neighbour King Adebayo plays loud music at night.", ("Adebayo",), ()),
        ("My boss Lord Pemberton wants the report.", ("Pemberton",), ()),
    ],
)
def test_a_rulers_title_names_a_monarch(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the role a character plays in a work
        ("What role does Banquo play in Macbeth?", (), ()),
        ("Welche Rolle spielt Luise in Schillers Kabale und Liebe?", (), ()),
        ("Quel rôle joue Roxane dans la pièce de Rostand ?", (), ()),
        ("¿Qué papel tiene Melibea en la obra?", (), ()),
        ("Welke rol speelt Tijl in het boek?", (), ()),
        # near misses: a role in no work, a role in the writer's team
        ("What role does Priya play in the project?", ("Priya",), ()),
        ("Welche Rolle spielt Sabine in meinem Team?", ("Sabine",), ()),
    ],
)
def test_the_role_a_character_plays_in_a_work(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a river after a definite article, also where it is a given name
        ("Where does the Rhine rise, and how long is it?", (), ()),
        ("Is the Shannon the longest river in Ireland?", (), ()),
        # near misses: the given name as a person
        ("Shannon said the ferry was late again.", ("Shannon",), ()),
        ("My daughter Shannon wants a kayak for her birthday.", ("Shannon",), ()),
    ],
)
def test_a_river_after_its_article(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a name compared with a listed public figure is asked about too
        ("Wer war der bessere Torjäger, Gerd Müller oder Miroslav Klose?", (), ()),
        ("Who was faster over 100 metres, Usain Bolt or Carl Lewis?", (), ()),
        # near misses: a text about someone, a list of guests
        ("Is my son Jonas Keller faster than Usain Bolt?", ("Jonas Keller",), ()),
        ("Invite Bill Gates and Priya Raman to the panel.", ("Priya Raman",), ()),
    ],
)
def test_a_name_compared_with_a_public_figure(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # eponyms: an idea, a device, a disease named after its discoverer
        ("What is the difference between a Markov chain and a random walk?", (), ()),
        ("How sensitive is a Geiger counter to alpha particles?", (), ()),
        ("Is Huntington's disease inherited from one parent?", (), ()),
        ("Explain Newton's method for finding roots.", (), ()),
        ("Do the police always have to give the Miranda warning?", (), ()),
        # near misses: someone's own disease or method
        ("Sarah's disease is back, how do I support her?", ("Sarah",), ()),
        ("My uncle Huntington's disease is getting worse.", ("Huntington",), ()),
        ("Tom's method keeps crashing, can you tell him?", ("Tom",), ()),
    ],
)
def test_eponyms_name_ideas(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # venues and prizes named after people
        ("How many times has Nadal won at Roland Garros?", (), ()),
        ("¿Quién ganó el Premio Cervantes en 2015?", (), ()),
        ("Wie viele Zuschauer passen ins Ernst-Happel-Stadion?", (), ()),
        # near miss: a private person with a similar name
        ("My coach Roland Garrison moved to Leeds.", ("Roland Garrison",), ()),
    ],
)
def test_venues_named_after_people(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a place as a program's quoted value, an error code's family
        ("SELECT id FROM stores WHERE country = 'Portugal' ORDER BY id;", (), ()),
        ('Warum liefert =ZÄHLENWENN(C2:C500;"Hamburg") immer 0?', (), ()),
        ("Was bedeutet 'ORA-01017: invalid username/password'?", (), ()),
        # near misses: a record of someone, a place where someone lives, an order number
        (
            "INSERT INTO members (name, city) VALUES ('Priya Raman', 'Lisbon');",
            ("Priya Raman", "Lisbon"),
            (),
        ),
        ("My son lives in Porto; the query is WHERE city = 'Porto'.", ("Porto",), ()),
        ("Order ORA-2023-551902 never arrived.", ("ORA-2023-551902",), ()),
    ],
)
def test_places_and_codes_in_programs(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # classes seen on the report part: a regnal number, a figure run on over an article,
        # a question word before a figure, a function word that is a given name, a named
        # disease asked about, a maker before its model, a pair of characters
        ("Pourquoi Louis XIV a-t-il quitté le Louvre ?", (), ()),
        ("Wann bekam Marie Curie den Nobelpreis für Chemie?", (), ()),
        ("Perché Cristoforo Colombo partì da Palos?", (), ()),
        ("Come si filtra la colonna nome della tabella clienti?", (), ()),
        ("¿Qué es el síndrome de Down y cómo se detecta?", (), ()),
        ("¿Es fiable un Seat Ibiza de segunda mano?", (), ()),
        ("Chi sono Paolo e Francesca nella Divina Commedia?", (), ()),
        # near misses: a private person with a regnal-like suffix, a question about
        # someone, a lower-case name in English, a disease of someone, a pair of guests
        ("My client Louis Marchetti IV called twice.", ("Louis Marchetti IV",), ()),
        ("Perché Marco Ferri non risponde alle mail?", ("Marco Ferri",), ()),
        ("email della about the invoice", ("della",), ()),
        ("Julio tiene la enfermedad de Parkinson.", ("Julio", "enfermedad de Parkinson"), ()),
        ("Paolo e Francesca vengono a cena stasera.", ("Paolo", "Francesca"), ()),
    ],
)
def test_report_part_classes(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
