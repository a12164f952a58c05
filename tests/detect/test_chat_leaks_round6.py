"""Chat prompts in six languages: the classes the sixth round of chat probes found (issue 12,
stop 25), each with the near misses where the same words are not personal. ``hidden`` must be
gone from the output, ``kept`` must be in it."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "The consultant wants to switch her to lansoprazole next month.",
            ("lansoprazole",),
            ("next month",),
        ),
        ("Le cardiologue veut ajouter de l'amiodarone.", ("amiodarone",), ("cardiologue",)),
        ("El neurólogo me propone ocrelizumab.", ("ocrelizumab",), ("neurólogo",)),
        ("Tengo psoriasis y me quieren poner secukinumab.", ("secukinumab",), ()),
        ("Il gastroenterologo vuole darmi infliximab.", ("infliximab",), ()),
        ("De neuroloog wil hem op levodopa zetten.", ("levodopa",), ("neuroloog",)),
        ("Mein Vater nimmt Clopidogrel seit dem Infarkt.", ("Clopidogrel",), ()),
        ("My dad is on ticagrelor and apixaban.", ("ticagrelor", "apixaban"), ()),
        ("Mi madre toma dabigatrán desde enero.", ("dabigatrán",), ()),
        # near misses: a question with no one, a cue verb before no medicine, a class alone
        ("Should I switch from omeprazole to lansoprazole?", (), ("omeprazole",)),
        ("Can I add ibuprofen to paracetamol for a headache?", (), ("ibuprofen",)),
        ("Peut-on ajouter de l'ibuprofène au paracétamol ?", (), ("ibuprofène",)),
        ("How do I switch to the new API? Add a column.", (), ("new API", "column")),
        ("Voglio darmi una possibilità.", (), ("possibilità",)),
        ("Quiero poner una foto de la amoxicilina en el blog.", (), ("amoxicilina",)),
        ("Ik zet hem op de tafel.", (), ("tafel",)),
        ("What is the difference between apixaban and warfarin?", (), ("apixaban",)),
    ],
)
def test_medicines_after_more_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("After 9 years at Stagecoach Yorkshire I'm moving on.", ("Stagecoach Yorkshire",), ()),
        ("Na 12 jaar bij Rabobank Utrecht ga ik verder.", ("Rabobank",), ()),
        ("Dopo 8 anni in Ferrero cambio lavoro: aiutami con il mio CV.", ("Ferrero",), ()),
        ("Trabajé ocho años en Mercadona como cajera.", ("Mercadona",), ()),
        ("Nach drei Jahren bei Siemens wechselte ich.", ("Siemens",), ()),
        (
            "Mein Lebenslauf: seit 2019 Schichtleiter bei ZF Friedrichshafen.",
            ("ZF Friedrichshafen",),
            (),
        ),
        ("I did a placement at Northwind Traders last summer.", ("Northwind Traders",), ()),
        ("Ik ga per 1 mei aan de slag bij Achmea.", ("Achmea",), ()),
        # near misses: a place after the same words, a question about no one
        ("La guerra è durata sei anni in Europa.", (), ("Europa",)),
        ("How many years at Google does it take to get promoted?", (), ("Google",)),
        ("The war lasted six years in Europe.", (), ("Europe",)),
    ],
)
def test_employers_after_years_and_training(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    "text",
    [
        "Ho vissuto 5 anni in Germania.",
        "Llevo 10 años en España.",
        "El proyecto duró tres años en Francia.",
        "We spent two years in Paris.",
        "Ik woon al 20 jaar bij Utrecht in de buurt.",
    ],
)
def test_years_in_a_place_name_no_employer(text: str) -> None:
    assert "[ORGANIZATION" not in detect(text).output


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Die Kasse lehnt die Reha für meinen Vater ab, obwohl er nach dem Schlaganfall kaum "
            "laufen kann.",
            ("Schlaganfall",),
            ("Reha",),
        ),
        ("Mi pareja toma bisoprolol desde el infarto del año pasado.", ("infarto",), ()),
        ("Mio figlio frequenta la terza ed è dislessico.", ("dislessico",), ()),
        ("Mijn moeder loopt slecht sinds de beroerte.", ("beroerte",), ()),
        ("Jonas fehlt bis Freitag, er hat Scharlach.", ("Scharlach",), ("Freitag",)),
        ("Notre fils a la scarlatine depuis lundi.", ("scarlatine",), ()),
        # near misses: a question, no one, a generic subject, no condition after the cue
        ("Wie lange dauert die Reha nach einem Schlaganfall?", (), ("Schlaganfall",)),
        ("¿Qué se come después de un infarto?", (), ("infarto",)),
        ("Rehabilitation after a stroke usually takes months.", (), ("stroke",)),
        (
            "Ich schreibe einen Artikel über das Leben nach dem Schlaganfall.",
            (),
            ("Schlaganfall",),
        ),
        ("I'm writing a blog post about life after the stroke.", (), ("stroke",)),
        ("Was ist Scharlach und wie steckt man sich an?", (), ("Scharlach",)),
        ("Il sito è lento ed è pieno di bug.", (), ("pieno di bug",)),
        ("I changed jobs after the pandemic.", (), ("pandemic",)),
    ],
)
def test_conditions_after_an_event_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("stuur een appje naar sanne dat ik niet kom", ("sanne",), ("appje",)),
        ("écris à manon que je serai en retard", ("manon",), ("en retard",)),
        ("message jenna that the meeting moved", ("jenna",), ("meeting",)),
        ("Stuur een berichtje naar Sanne dat ik later ben.", ("Sanne",), ()),
        # near misses: a word after the same phrases, a name that is an everyday word
        ("scrivi a mano una lettera", (), ("mano",)),
        ("escribe a mano la carta", (), ("mano",)),
        ("stuur een appje naar huis", (), ("huis",)),
        ("schreib an alle, dass wir später kommen", (), ("alle",)),
        ("scrivi a tutti che la riunione è spostata", (), ("tutti",)),
        ("message me if you need anything", (), ("message me",)),
    ],
)
def test_given_names_after_a_message_phrase(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ik ben gediagnosticeerd met reuma en begin met methotrexaat.", ("methotrexaat",), ()),
        ("Mein Sohn nimmt Methylphenidat und Valproat.", ("Methylphenidat", "Valproat"), ()),
        ("Mi hija toma topiramato desde enero.", ("topiramato",), ("enero",)),
        # near misses: a question, an everyday word with the same ending
        ("Wat is methotrexaat en waarvoor wordt het gebruikt?", (), ("methotrexaat",)),
        ("Mein Sohn nimmt das Zertifikat mit.", (), ("Zertifikat",)),
    ],
)
def test_medicines_ending_in_ate_in_other_languages(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Résilie ma ligne, client n° 8800412, au nom de ma mère.", ("8800412",), ()),
        ("Pour mon abonnement, client n°5521907.", ("5521907",), ()),
        # near misses: a client with no number mark, a port, a rank
        ("Le client 3 a appelé deux fois.", (), ("client 3",)),
        ("Configure the client on port 8080.", (), ("8080",)),
        ("Je suis client depuis 2015.", (), ("2015",)),
        ("client n° 1 du classement", (), ("n° 1",)),
    ],
)
def test_customer_numbers_after_client(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
