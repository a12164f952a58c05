"""Chat prompts in six languages: the classes the tenth round of chat probes found (issue 12,
stop 29), each with the near misses where the same words are not personal. ``hidden`` must be
gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mi padre tiene 70 años y diabetes tipo 2.", ("diabetes tipo 2",), ()),
        ("Mio nonno ha 88 anni e la demenza senile.", ("demenza senile",), ()),
        ("Mon oncle a 79 ans et une insuffisance cardiaque.", ("insuffisance cardiaque",), ()),
        ("Mijn tante is 81 jaar en heeft copd.", ("copd",), ()),
        ("Tengo 40 años y fibromialgia desde hace tiempo.", ("fibromialgia",), ()),
        # near misses: a span of time, no age ("lavorato 30 anni"); no listed term after
        ("Ho lavorato 30 anni e la depressione è arrivata dopo.", (), ("depressione",)),
        ("Dopo 30 anni e la crisi, il negozio ha chiuso.", (), ("crisi",)),
        ("Mi padre tiene 70 años y dos perros.", (), ("dos perros",)),
    ],
)
def test_a_condition_after_an_age_and_a_conjunction(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("hey my sister tamsin is 34 and lives in a flat", ("34",), ()),
        ("mn vader is 70 en woont alleen", ("70",), ()),
        ("m'n moeder is 82 en woont alleen", ("82",), ()),
        ("la tía Remedios cumple 80 el domingo, hacemos comida", ("80",), ()),
        ("Il nonno compie 90 domenica.", ("90",), ()),
        ("Mein Vater wird 80 am Samstag.", ("80",), ()),
        ("Mein Mann Holger (61) hatte einen Unfall.", ("Holger", "61"), ()),
        # near misses: no given name, no person, a unit or no day after the number
        ("my sister homework is 34 pages long", (), ("34",)),
        ("El proyecto cumple 3 requisitos.", (), ("3",)),
        ("Morgen wird es 30 am Nachmittag.", (), ("30",)),
        ("Das Geschäft wird 50 am Samstag.", (), ("50",)),
    ],
)
def test_ages_in_chat_spelling_and_verbs_of_turning(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ik werk bij Albert Heijn in Delft als teamleider.", ("Albert Heijn",), ("teamleider",)),
        ("I work at Marks & Spencer in Leeds.", ("Marks & Spencer",), ()),
        ("Trabajo en El Corte Inglés de Valladolid.", ("Corte Inglés",), ()),
        ("Ich arbeite bei Hugo Boss in Metzingen.", ("Hugo Boss",), ()),
        ("Ho fatto uno stage in Luxottica ad Agordo.", ("Luxottica",), ()),
        ("Ho fatto un tirocinio presso Barilla a Parma.", ("Barilla",), ()),
        # near misses: the firm asked about or shopped at, a given name alone, a field
        ("What does a cashier at Albert Heijn earn?", (), ("Albert Heijn",)),
        ("Is Marks & Spencer open on Sunday?", (), ("Marks & Spencer",)),
        ("Ich habe bei Hugo Boss einen Anzug gekauft.", (), ("Hugo Boss",)),
        ("Ho fatto uno stage in marketing.", (), ("marketing",)),
    ],
)
def test_firms_named_like_people_after_a_work_phrase(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("soy la usuaria luna_mar_93 y tengo una duda", ("luna_mar_93",), ()),
        ("je suis l'utilisatrice lila_rose29 sur ce forum", ("lila_rose29",), ()),
        ("ik ben gebruikster roosje_81 op dit forum", ("roosje_81",), ()),
        ("el usuario jperez no puede entrar", ("jperez",), ()),
        # near misses: the next word of the sentence, frequent in its language
        ("El usuario puede cambiar su contraseña.", (), ("puede",)),
        ("La usuaria puede cambiar su contraseña.", (), ("puede",)),
        ("Der Benutzer kann sich abmelden.", (), ("kann",)),
        ("L'utilisateur peut changer son mot de passe.", (), ("peut",)),
    ],
)
def test_user_name_cues_in_both_genders(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ma fille souffre d'anorexie depuis un an.", ("anorexie",), ()),
        ("Mia madre soffre d'ansia da anni.", ("ansia",), ()),
        ("il pneumologo le ha dato Trimbow due volte al giorno", ("Trimbow",), ()),
        ("La doctora me ha dado omeprazol para el estómago.", ("omeprazol",), ()),
        # near misses: a country's trouble, a question about the medicine
        ("Le pays souffre d'inflation.", (), ("inflation",)),
        ("Cosa le ha dato fastidio?", (), ("fastidio",)),
        ("Quali sono gli effetti collaterali del Trimbow?", (), ("Trimbow",)),
    ],
)
def test_suffering_and_giving_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("mi abuela vive en una residencia en Zamora.", ("Zamora",), ()),
        ("mi abuela vive sola en Zamora.", ("Zamora",), ()),
        ("mia nonna vive in una RSA a Cuneo.", ("Cuneo",), ()),
        ("Mein Opa lebt im Pflegeheim in Paderborn.", ("Paderborn",), ()),
        ("Mijn oma woont in een verpleeghuis in Emmen.", ("Emmen",), ()),
        ("Ma grand-mère vit en EHPAD à Montluçon.", ("Montluçon",), ()),
        # near misses: the price of a home in a town, asked about
        ("¿Cuánto cuesta una residencia en Zamora?", (), ("Zamora",)),
        ("Quanto costa una RSA a Cuneo?", (), ("Cuneo",)),
        ("What does a care home in Whitby cost?", (), ("Whitby",)),
    ],
)
def test_a_residence_in_a_care_home(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ik ben 47, heb MS en gebruik Tecfidera.", ("MS", "Tecfidera"), ()),
        ("Mi hijo tiene TEA y va al colegio.", ("TEA",), ()),
        ("Mein Onkel hat ALS.", ("ALS",), ()),
        # near misses: a product's name, a unit, a drink, a question about the acronym
        ("I have MS Teams installed.", (), ("MS Teams",)),
        ("I have 5 ms latency.", (), ("ms",)),
        ("I have tea every morning.", (), ("tea",)),
        ("Ich habe MS Office gekauft.", (), ("MS Office",)),
        ("¿Qué es el TEA?", (), ("TEA",)),
    ],
)
def test_condition_acronyms_after_a_cue(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
