"""Chat prompts in six languages: the personal values the second round of chat probes still
leaked (issue 12, stop 23), each class with the near misses where the same shape is not
personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Her GP put her on Spiriva last week.", ("Spiriva",), ("put her on",)),
        ("Der Kinderarzt hat ihr Medikinet verschrieben.", ("Medikinet",), ("verschrieben",)),
        ("Ma mère prend du lévothyroxine depuis mai.", ("lévothyroxine",), ("prend du",)),
        ("Mi madre toma Sintrom y Adiro.", ("Sintrom", "Adiro"), ("toma",)),
        (
            "Mi pareja está en tratamiento con metotrexato por artritis reumatoide.",
            ("metotrexato", "artritis reumatoide"),
            ("tratamiento con",),
        ),
        ("Ma collègue est en arrêt maladie pour une dépression.", ("dépression",), ()),
        (
            "Mon grand-père a la maladie d'Alzheimer et vit chez nous.",
            ("Alzheimer",),
            ("vit chez",),
        ),
        ("Mijn vader gebruikt Symbicort voor zijn COPD.", ("Symbicort", "COPD"), ()),
        ("Imogen (8) has a severe peanut allergy.", ("peanut allergy",), ()),
        ("Il est allergique aux arachides.", ("arachides",), ("Il est",)),
        ("Mein Sohn ist allergisch gegen Erdnüsse.", ("Erdnüsse",), ("Mein Sohn",)),
        ("Ik weet dat hij prostaatkanker heeft.", ("prostaatkanker",), ("heeft",)),
        # near misses: a brand without a cue, a topic, a question about no one, no allergen
        ("Wofür wird Medikinet eingesetzt?", (), ("Medikinet",)),
        ("What are the side effects of Spiriva?", (), ("Spiriva",)),
        ("Can you be allergic to cats?", (), ("allergic to cats",)),
        ("I am allergic to Mondays.", (), ("allergic to Mondays",)),
        ("Weet je of diabetes invloed heeft op slaap?", (), ("diabetes",)),
        ("Version (3) has diabetes data.", (), ("diabetes",)),
        ("¿Qué ayudas hay para cuidar a un familiar con alzhéimer?", (), ("alzhéimer",)),
    ],
)
def test_medicines_and_conditions_in_six_languages(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Wir haben im Hotel Bellavista in Meran gebucht.", ("Bellavista",), ("gebucht",)),
        ("Sie geht in die Grundschule am Rosenhof.", ("Rosenhof",), ("geht in die",)),
        ("Son opération à la clinique Pasteur.", ("Pasteur",), ("opération",)),
        ("Mon fils est à l'école Jules-Ferry.", ("Jules-Ferry",), ("Mon fils",)),
        ("Il va all'asilo nido Il Girasole.", ("Girasole",), ("Il va",)),
        ("Noor gaat naar kinderdagverblijf Het Speelhuis.", ("Speelhuis",), ("gaat naar",)),
        ("Va al colegio Virgen del Pilar.", ("Virgen", "Pilar"), ("Va al",)),
        ("We stayed at Babington House in July.", ("Babington",), ("stayed at",)),
        ("He should call the Meadowlands Practice.", ("Meadowlands",), ("call the",)),
        # near misses: a kind before an everyday word or a month, a term of the trade
        ("Good Clinical Practice is required.", (), ("Good Clinical Practice",)),
        ("The White House and the Opera House.", (), ("House",)),
        ("We met at the hotel Monday morning.", (), ("hotel Monday",)),
        ("The Hotel Industry grew in May.", (), ("Hotel Industry",)),
        ("Ik moet dit formulier voor de gemeente Haarlem invullen.", ("Haarlem",), ("gemeente",)),
    ],
)
def test_venues_schools_and_clinics_named_after_their_kind(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("J'ai travaillé quatre ans chez Decathlon à Lille.", ("Decathlon",), ("quatre ans",)),
        ("Ho lavorato cinque anni da Luxottica.", ("Luxottica",), ("cinque anni",)),
        ("I worked for two years at Initech as a dev.", ("Initech",), ("two years",)),
        ("Ich habe fünf Jahre bei Siemens in Erlangen gearbeitet.", ("Siemens",), ("Jahre",)),
        ("Ik heb zes jaar bij Philips gewerkt.", ("Philips",), ("zes jaar",)),
        ("Je suis caissière chez Intermarché.", ("Intermarché",), ("caissière",)),
        ("Ausbildung bei der Firma Hengstler.", ("Hengstler",), ("Ausbildung",)),
        # near misses: a noun, a place, a given name, a shop in a question about no one
        ("Ich habe bei Nacht gearbeitet.", (), ("Nacht",)),
        ("Trabajé dos años en Madrid.", ("Madrid",), ("dos años",)),
        ("Quels meubles acheter chez Ikea ?", (), ("Ikea",)),
        ("Il dort chez Marie ce soir.", ("Marie",), ("dort chez",)),
    ],
)
def test_an_employer_a_few_words_from_its_work_verb(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Escribo a mi supervisora, Begoña Larrañaga, hoy.", ("Begoña", "Larrañaga"), ()),
        ("Hoe pak ik dit aan met juf Hermien?", ("Hermien",), ("juf",)),
        ("verzekerd op naam van Gerrit Zandstra.", ("Gerrit", "Zandstra"), ("op naam van",)),
        ("Intestatario: Loredana Piccinini.", ("Loredana", "Piccinini"), ("Intestatario",)),
        ("CV: Baptiste Rouquette, baptiste.rouquette@gmail.com", ("Rouquette",), ("CV",)),
        # near misses: a name-of phrase before no name, a word written in lower case in prose
        ("Au nom de la loi, je vous arrête.", (), ("Au nom de la loi",)),
        ("In the name of God, stop.", (), ("In the name of God",)),
        ("Budget said no. See budget.xlsx and the Budget.", (), ("Budget said",)),
    ],
)
def test_names_after_roles_holders_and_name_of_phrases(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("I have lived at 8 Orchard Row since 2021.", ("Orchard",), ("since",)),
        (
            "Parking across my driveway at 15 Larchfield Avenue. How do I",
            ("Larchfield",),
            (". How",),
        ),
        ("Send it to 12 Main Ave. please", ("Main",), ("please",)),
        ("My sister lives in galway.", ("galway",), ("My sister",)),
        ("Ik weet niet of ze in Zwolle woont.", (), ("Ik weet",)),
        ("We hebben in Hotel De Zeeuwse Stromen in Renesse geboekt.", ("Renesse",), ("geboekt",)),
        ("Ho lavorato cinque anni da Luxottica ad Agordo.", ("Agordo",), ("cinque anni",)),
        # near misses: a department, a German noun or a month after the employer, a question
        # about no one, a place after "lives in" with no one, a number before an everyday word
        ("I worked for two years at Initech in Accounting.", ("Initech",), ("Accounting",)),
        ("Ich habe drei Jahre bei Acme in Teilzeit gearbeitet.", ("Acme",), ("Teilzeit",)),
        ("Is Hotel Bellavista in Renesse good for kids?", (), ("Renesse",)),
        ("The function lives in Django.", (), ("Django",)),
        ("It was 10 Rise and fall.", (), ("10 Rise",)),
        ("Come si contesta una multa in Italia? Quali sono i tempi?", (), ("Italia",)),
        ("Ho preso una multa in Italia, quali sono i tempi?", ("Italia",), ()),
    ],
)
def test_streets_and_places_of_someone_s_life(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
