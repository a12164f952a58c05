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


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mi hermana tiene lupus y le han recetado Dolquine.", ("Dolquine",), ()),
        ("El neurólogo le ha puesto Aimovig.", ("Aimovig",), ("neurólogo",)),
        ("Le pédiatre lui a prescrit du Ventoline.", ("Ventoline",), ("pédiatre",)),
        ("Ze krijgt Haldol. Is dat normaal?", ("Haldol",), ()),
        ("Mevrouw Mulder gebruikt Sotalol.", ("Sotalol",), ()),
        ("Gli hanno prescritto il Coumadin.", ("Coumadin",), ()),
        # near misses: the same verbs before no medicine
        ("A mi padre le han puesto una multa.", (), ("multa",)),
        ("Le prof lui a prescrit du repos.", (), ("repos",)),
        ("Mi jefe le ha puesto otra tarea.", (), ("tarea",)),
    ],
)
def test_medicines_after_more_verbs(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mon compagnon fait une dépression depuis son licenciement.", ("dépression",), ()),
        ("Ma fille fait de l'anorexie.", ("anorexie",), ()),
        ("Mon fils fait de l’asthme depuis toujours.", ("asthme",), ()),
        (
            "Claimant: Stuart Reid, condition: fibromyalgia and chronic fatigue.",
            ("fibromyalgia", "chronic fatigue"),
            (),
        ),
        ("El paciente, de 55 años, sufre diabetes tipo 2.", ("diabetes tipo 2",), ()),
        ("Mi mujer padece migrañas crónicas.", ("migrañas crónicas",), ("mujer", "padece")),
        (
            "Mio zio ha 70 anni e gli hanno trovato un tumore alla prostata.",
            ("tumore alla prostata",),
            (),
        ),
        ("Mijn zoon Thijs: hij is dyslectisch en heeft recht op extra tijd.", ("dyslectisch",), ()),
        # near misses: the same verbs before no condition, a question about no one
        ("Elle fait une tarte aux pommes.", (), ("tarte",)),
        ("Il fait de la natation.", (), ("natation",)),
        ("Hanno trovato un accordo.", (), ("accordo",)),
        ("Qu'est-ce qu'on fait quand on fait une dépression ?", (), ("dépression",)),
    ],
)
def test_conditions_after_more_verbs(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Meine Oma wohnt allein.", (), ("Oma",)),
        ("Unsere Oma ist krank.", (), ("Oma",)),
        ("Mijn oma van 91 heeft dementie.", ("91",), ("oma",)),
        ("Mi marido padece diabetes.", ("diabetes",), ("padece",)),
        # near misses: a name after the relation noun, a lower-case nickname
        ("Meine Oma Hilde wohnt allein.", ("Hilde",), ()),
        ("my sister becca works at a bakery.", ("becca",), ()),
        ("Mi abuela Carmen vive sola.", ("Carmen",), ("abuela",)),
    ],
)
def test_relation_nouns_and_health_verbs_are_no_names(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ma fille fait une dépression.", ("dépression",), ()),
        ("Ma fille est à la maison avec une bronchite.", ("bronchite",), ()),
        # near misses: Italian "ma" is "but", in a question about no one
        ("Ma che cos'è la bronchite?", (), ("bronchite",)),
        ("Ma quanto costa un volo per Parigi?", (), ("Parigi",)),
    ],
)
def test_french_ma_speaks_of_someone(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "My husband works for his employer, Jaguar Land Rover, in Solihull.",
            ("Jaguar Land Rover",),
            ("employer",),
        ),
        ("I had surgery and my employer, Deloitte, is asking why.", ("Deloitte",), ()),
        ("Trabajo en mi empresa actual, Mercadona, en Valencia.", ("Mercadona",), ("empresa",)),
        ("Ik werk bij mijn huidige werkgever, Rabobank, in Utrecht.", ("Rabobank",), ()),
        ("Il mio datore di lavoro, Luxottica, mi ha licenziato.", ("Luxottica",), ()),
        # near misses: no possessive, a party, an everyday word, a clause
        ("The employer, the Respondent, denied it.", (), ("Respondent",)),
        ("Her employer, the Council, refused.", (), ("Council",)),
        ("My firm, which I love, is big.", (), ("firm",)),
        ("My company, However, is big.", (), ("However",)),
    ],
)
def test_employer_in_an_apposition(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Widerspruch: Versicherter Heinrich Lübbers, geb. 12.05.1958, Antrag abgelehnt.",
            ("Heinrich Lübbers",),
            ("Versicherter",),
        ),
        ("Patient Heinrich Lübbers was admitted.", ("Heinrich Lübbers",), ("Patient",)),
        ("Die Versicherte Ute Kraml klagt.", ("Ute Kraml",), ("Versicherte",)),
        ("Versicherter Jens Mahlke, KV-Nummer M237719045.", ("M237719045",), ()),
        ("KV-Nr. M237719045", ("M237719045",), ()),
        # near misses: a role noun before no name, a number label with no number
        ("Patient Zero is a film.", (), ("Patient Zero",)),
        ("Patient Safety Week starts.", (), ("Patient Safety Week",)),
        ("Claimant Services will call you.", (), ("Claimant Services",)),
        ("Die KV-Nummer steht auf der Karte.", (), ("KV-Nummer",)),
    ],
)
def test_role_nouns_before_a_name_and_insurance_numbers(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ich habe bei Rossmann in Bielefeld eine Absage bekommen.", ("Rossmann",), ()),
        ("Mijn zus werkt bij Coolblue in Rotterdam.", ("Coolblue",), ()),
        # near misses: a relative, the weather, a German noun, a question about no one
        ("Wir feiern bei Tante Erna in Köln.", (), ("Tante",)),
        ("Ich übernachte bei Freunden in Hamburg.", (), ("Freunden",)),
        ("Wat kost een brood bij Lidl in Zaandam?", (), ("Lidl",)),
    ],
)
def test_venue_between_bei_and_a_town(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ma voisine est anglaise.", ("anglaise",), ()),
        ("Mi novio es venezolano y vive en Lima.", ("venezolano",), ()),
        # near misses: a dish, a tool, a cuisine
        (
            "Quelle est la différence entre une crème anglaise et une crème pâtissière ?",
            (),
            ("crème anglaise",),
        ),
        ("Il me faut une clé anglaise.", (), ("clé anglaise",)),
        ("Receta de tortilla española.", (), ("tortilla española",)),
        ("Come si fa la zuppa inglese?", (), ("zuppa inglese",)),
    ],
)
def test_nationality_adjectives_of_things(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Meine Oma wurde in der Uniklinik Heidelberg an der Hüfte operiert.",
            ("Uniklinik Heidelberg",),
            ("an der Hüfte",),
        ),
        (
            "Mein Vater ist im Klinikum Bremen am Knie operiert worden.",
            ("Klinikum Bremen",),
            ("Knie",),
        ),
        # near miss: a town's own "an der" stays in the name
        ("Sie war im Krankenhaus Frankfurt an der Oder.", ("Frankfurt an der Oder",), ()),
    ],
)
def test_body_part_after_a_hospital_is_no_part_of_it(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
