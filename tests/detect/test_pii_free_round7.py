"""Prompts about the world, seventh round (issue 12, stop 28): a program's values, words of
the text's own language, figures, things and matches, pronouns that name no one; each with
near misses where the same words are personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a capital after lower-case letters ends no name: a program's value, a degree
        ("Why does my average come out as NaN when the list is empty?", (), ()),
        ("En JavaScript, pourquoi parseInt renvoie-t-il NaN ici ?", (), ()),
        ("Is a PhD worth it for a job in machine learning?", (), ()),
        # near misses: the given name written as a name
        ("Ask Nan about the invoice before Friday.", ("Nan",), ()),
        ("My colleague Nan Whitfield is off sick today.", ("Nan Whitfield",), ()),
    ],
)
def test_a_programs_value_is_no_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a lower-case given name before a frequent word of the text's language
        ("Resume Cien años de soledad sin contar el final.", (), ()),
        ("Un ensayo sobre la soledad sin hijos en la vejez.", (), ()),
        # near misses: the same given name before a surname
        ("ayer hablé con soledad ramírez sobre el alquiler", ("soledad ramírez",), ()),
        ("ik sprak gisteren met sanne de jong over de huur", ("sanne de jong",), ()),
    ],
)
def test_a_lower_case_name_before_a_word_of_the_language(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the relation names the person: a given name that is also a place or a word
        ("My aunt Florence Ashdown is in hospital again.", ("Florence", "Ashdown"), ()),
        (
            "Mi vecino Santiago Echevarría quiere hacer el Camino de Santiago.",
            ("Santiago Echevarría",),
            ("Camino de Santiago",),
        ),
        ("Mon ami Lyon Desjardins arrive demain.", ("Lyon Desjardins",), ()),
        # near misses: the same words as places asked about
        ("Is Florence or Siena better for a first trip to Tuscany?", (), ()),
        ("¿Cuánto se tarda en hacer el Camino de Santiago desde León?", (), ()),
    ],
)
def test_a_name_after_a_relation_noun_is_whole(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a contact verb that opens the sentence is no part of the name after it
        ("Remind Tobias Eckhart that the invoice is due.", ("Tobias Eckhart",), ("Remind",)),
        ("Bel Femke Oosterhuis morgen over de huur.", ("Femke Oosterhuis",), ("Bel",)),
        ("Schreib Jannik Voss, dass es morgen ausfällt.", ("Jannik Voss",), ("Schreib",)),
    ],
)
def test_a_contact_verb_before_a_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # public figures, and things the rules had run on past
        ("Why did Clement Attlee beat Churchill in 1945?", (), ()),
        ("Quel rôle Jean Monnet a-t-il joué dans la CECA ?", (), ()),
        ("Come si arriva da Milano Centrale al Cenacolo Vinciano a piedi?", (), ()),
        # an inverted subject repeats the name before it
        ("Pourquoi Marie Curie est-elle enterrée au Panthéon ?", (), ()),
        # near misses: a namesake the text ties to the writer, a private subject
        ("Ma tante Simone Veil habite à Nantes.", ("Simone Veil", "Nantes"), ()),
        ("Pourquoi ma voisine Odile Marchal est-elle partie à Sceaux ?", ("Odile Marchal",), ()),
        ("Come arrivo da Milano Centrale Anna Rossi?", ("Anna Rossi",), ()),
    ],
)
def test_figures_things_and_inverted_subjects(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the two sides of a match are teams, also in a text about someone
        (
            "Tell Rowan Pelling (rowan.p@example.com) the tickets for Tottenham vs Chelsea came.",
            ("Rowan Pelling", "rowan.p@example.com"),
            ("Tottenham vs Chelsea",),
        ),
        (
            "Stuur Maaike Dekkers een bericht: de kaartjes voor Ajax tegen PSV zijn binnen.",
            ("Maaike Dekkers",),
            ("Ajax tegen PSV",),
        ),
        # near misses: a side that is only a person, a court's "v", no match
        ("Ich habe das Spiel gegen Thomas Brenner verloren.", ("Thomas Brenner",), ()),
        ("My brother moved from Tottenham to Leeds last year.", ("Tottenham", "Leeds"), ()),
    ],
)
def test_the_sides_of_a_match(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a plural pronoun after a word of manner or a how: people there, no one
        ("Give me a recipe for pasties the way they make them in Cornwall.", (), ()),
        ("Geef me een recept voor mosselen zoals ze die in Zeeland maken.", (), ()),
        ("How did they build the pyramids in Egypt?", (), ()),
        ("Warum haben sie die Mauer in Berlin gebaut?", (), ()),
        # near misses: the writer's relation, a statement about them
        (
            "Geef me een recept voor mosselen zoals mijn oma die in Zeeland maakt.",
            ("Zeeland",),
            (),
        ),
        ("They live in Cornwall now, what should I send them?", ("Cornwall",), ()),
    ],
)
def test_people_of_a_place_in_general(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a French imperative joined to its pronoun opens a request
        ("Donne-moi une recette de crêpes de Bretagne.", (), ()),
        ("Propose-moi trois villages à voir en Provence.", (), ()),
        # near misses: the same request about the writer's relation, or after a statement
        (
            "Donne-moi une idée de cadeau pour ma voisine qui habite à Nantes.",
            ("Nantes",),
            (),
        ),
        ("Il habite à Lyon. Donne-moi son adresse.", ("Lyon",), ()),
    ],
)
def test_a_french_imperative_with_its_pronoun(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
