"""Chat prompts in six languages: the classes the eighth round of chat probes found (issue 12,
stop 27), each with the near misses where the same words are not personal. ``hidden`` must be
gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Meine Nachbarin ist türkischer Herkunft.", ("türkischer",), ("Herkunft",)),
        ("Sie ist polnische Staatsbürgerin.", ("polnische",), ("Staatsbürgerin",)),
        ("Mein Freund ist italienischer Staatsangehöriger.", ("italienischer",), ()),
        ("Ich bin syrischer Staatsbürger und lebe in Kiel.", ("syrischer",), ()),
        ("Ich, Olga, bin russische Staatsangehörige.", ("russische",), ()),
        # near misses: a dish, a cuisine, an inflected form with no person word
        ("Die polnische Küche ist deftig.", (), ("polnische Küche",)),
        ("Ein türkischer Kaffee, bitte.", (), ("türkischer Kaffee",)),
        ("Wir essen italienischer Art.", (), ("italienischer",)),
        ("Der russische Zupfkuchen gelingt immer.", (), ("russische Zupfkuchen",)),
    ],
)
def test_inflected_german_nationalities(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("She says mum is worried. mum is 58", ("58",), ()),
        ("Oma ist 81 und wohnt allein.", ("81",), ()),
        ("Mein Nachbar Herr Gruber ist 81, hat Alzheimer.", ("81",), ()),
        ("Mijn oma van 91 heeft dementie.", ("91",), ()),
        ("Meine Oma wurde an der Hüfte operiert und ist 84.", ("84",), ("Hüfte",)),
        ("Se llama Iñaki Etxeberria y tiene 69. ¿Cuándo puede conducir?", ("69",), ()),
        ("Ich heiße Svenja Hartkopf, bin 27 und arbeite in Hannover.", ("27",), ()),
        ("Ik ben Femke de Groot, 30 jaar, en werk als analist.", ("30",), ()),
        ("Mein Bruder Jonas, 41 Jahre, sucht Arbeit.", ("41",), ()),
        # near misses: a thing's number, a count, a duration after a place
        ("Das Haus wurde renoviert und ist 84.", (), ("84",)),
        ("Das Haus wurde renoviert und ist 84 Meter hoch.", (), ("84 Meter",)),
        ("Mi hermano se llama Luis y tiene 3 hijos.", (), ("3 hijos",)),
        ("Ich heiße Max, bin 27 Minuten zu spät.", (), ("27 Minuten",)),
        ("Wij wonen in Utrecht, 12 jaar, en het bevalt goed.", (), ("12 jaar",)),
        ("Mijn vader van 3 kinderen is moe.", (), ("3 kinderen",)),
        ("Papa is 3 points ahead.", (), ("3 points",)),
    ],
)
def test_ages_at_the_end_of_a_clause(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
