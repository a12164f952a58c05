"""Chat prompts in six languages: the classes the seventh round of chat probes found (issue 12,
stop 26), each with the near misses where the same words are not personal. ``hidden`` must be
gone from the output, ``kept`` must be in it."""

import json
from pathlib import Path

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_hidden_and_kept, assert_unchanged_or_hidden

_DATA = Path(__file__).resolve().parents[2] / "host" / "dp_anonymizer" / "detect" / "data"


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My mum has been put on Fosamax for her bones.", ("Fosamax",), ("bones",)),
        ("He has Parkinson's and was prescribed Sinemet.", ("Sinemet",), ()),
        ("My nan has a chest infection and they've given her co-amoxiclav.", ("co-amoxiclav",), ()),
        ("Meine Frau nimmt seit dem Unfall Tilidin und Novalgin.", ("Tilidin", "Novalgin"), ()),
        ("Le médecin veut ajouter du Seresta.", ("Seresta",), ("médecin",)),
        ("Mi abuela toma Sintrom y el dentista le quiere dar Nolotil.", ("Nolotil",), ()),
        ("Mi novia tiene migrañas y toma Zomig.", ("Zomig",), ()),
        ("Mijn vader krijgt sinds de operatie Brilique.", ("Brilique",), ()),
        ("Mijn man gebruikt al jaren Sirdalud.", ("Sirdalud",), ()),
        ("Mio nonno prende il Torvast e la Cardioaspirina.", ("Torvast", "Cardioaspirina"), ()),
        ("Ma fille prend de la Dépakine depuis un an.", ("Dépakine",), ()),
        # near misses: a brand in a question about no one, words that are no brand
        ("Is Fosamax better than Actonel for osteoporosis?", (), ("Fosamax", "Actonel")),
        ("Welche Nebenwirkungen hat Tilidin?", (), ("Tilidin",)),
        ("Take a moment and put on your coat.", (), ("moment", "coat")),
        ("Ich bekomme jeden Moment Besuch.", (), ("Moment", "Besuch")),
        ("He was given her phone number by the concierge.", (), ("phone number",)),
        ("Mi madre le quiere dar una sorpresa.", (), ("sorpresa",)),
    ],
)
def test_brand_name_medicines(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


def test_brand_names_are_no_everyday_words() -> None:
    """The brand names added to ``medications`` are rare in all six languages: a brand that is
    also a word ("Moment", "Foster", "ASS") would turn the word into health data after a cue."""
    wordfreq = pytest.importorskip("wordfreq")
    names = json.loads((_DATA / "health.json").read_text(encoding="utf-8"))["medications"]
    start = names.index("secukinumab") + 1
    for name in names[start:]:
        for lang in ("en", "de", "fr", "es", "nl", "it"):
            assert wordfreq.zipf_frequency(name, lang) < 2.5, (name, lang)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mein Opa bekam letzte Woche einen Herzinfarkt.", ("Herzinfarkt",), ()),
        ("Mijn vader kreeg vorige week een hartaanval.", ("hartaanval",), ()),
        ("A mi padre le dio un infarto el domingo.", ("infarto",), ("domingo",)),
        ("Mon mari a fait un infarctus samedi.", ("infarctus",), ()),
        ("A mia zia è venuto un ictus la settimana scorsa.", ("ictus",), ()),
        ("Die Reha nach meinem Bandscheibenvorfall wurde abgelehnt.", ("Bandscheibenvorfall",), ()),
        ("My little boy has chickenpox.", ("chickenpox",), ()),
        ("My father-in-law Ravi Sandhu, 67, has Parkinson's.", ("Parkinson's",), ()),
        ("Mein Partner wurde operiert, Diagnose Morbus Basedow.", ("Morbus Basedow",), ()),
        ("Mia figlia è stata operata per una scoliosi.", ("scoliosi",), ()),
        ("Notre fils Hugo a la bronchiolite.", ("bronchiolite",), ()),
        ("Ma fille était absente car elle a eu une gastro.", ("gastro",), ()),
        ("Mijn moeder ligt in het ziekenhuis met een hersenschudding.", ("hersenschudding",), ()),
        # near misses: the same verbs before no condition, a question, anyone
        ("Ich bekam einen Brief vom Finanzamt.", (), ("Brief",)),
        ("Hij kreeg een bos bloemen van zijn collega's.", (), ("bloemen",)),
        ("Le dio un abrazo a su madre.", (), ("abrazo",)),
        ("Wat gebeurt er als je een hartaanval krijgt?", (), ("hartaanval",)),
        ("What are the first signs of a heart attack in women?", (), ("heart attack",)),
        ("Kann man nach einem Bandscheibenvorfall joggen?", (), ("Bandscheibenvorfall",)),
        ("The boy has a point about the schedule.", (), ("point",)),
        ("Comment se soigne une scoliose chez l'adulte ?", (), ("scoliose",)),
        ("Mumps and measles are rare in Europe now.", (), ("Mumps", "measles")),
    ],
)
def test_conditions_after_events_and_more_relatives(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My son was operated at Alder Hey yesterday.", ("Alder Hey",), ()),
        ("My mum was taken to Pinderfields after a fall.", ("Pinderfields",), ("fall",)),
        ("Mio padre è stato ricoverato al Niguarda.", ("Niguarda",), ()),
        ("Mia figlia è stata operata al Gaslini.", ("Gaslini",), ()),
        ("Mia nonna è ricoverata al Gemelli da ieri.", ("Gemelli",), ()),
        ("Mijn moeder ligt in het Gelre in Apeldoorn.", ("Gelre", "Apeldoorn"), ()),
        ("Mon père a été hospitalisé à la Pitié-Salpêtrière.", ("Pitié-Salpêtrière",), ()),
        ("Mi padre está ingresado en el Clínico desde ayer.", ("Clínico",), ()),
        # near misses: a town, a feast, a ward, a common noun, a question about no one
        ("Mia madre è stata ricoverata a Bergamo.", (), ()),
        ("Mio padre è stato ricoverato a Natale.", (), ("Natale",)),
        ("My son was taken to A&E.", (), ("A&E",)),
        ("She was rushed to Hospital by ambulance.", (), ("Hospital",)),
        ("Mein Opa liegt im Bett.", (), ("Bett",)),
        ("How long is a patient admitted to Intensive Care?", (), ("Intensive Care",)),
        ("Which hospital in London is the best to be admitted to?", (), ("London",)),
        ("She was taken to the Leeds office for a meeting.", (), ("office",)),
    ],
)
def test_hospitals_named_alone_after_care_verbs(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


def test_a_town_after_a_care_verb_stays_a_place() -> None:
    spans = detect("Mia madre è stata ricoverata a Bergamo.").spans
    assert [s.category for s in spans] == ["LOCATION"]


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "My CV: supervisor at Ocado in Erith, then shift lead at DHL Supply Chain.",
            ("Ocado", "DHL Supply Chain"),
            ("shift lead",),
        ),
        (
            "Mein Lebenslauf: seit 2017 bei Siemens Healthineers in Erlangen, vorher bei Bosch.",
            ("Siemens Healthineers", "Bosch"),
            ("Lebenslauf",),
        ),
        (
            "Mi chiamo Federica: impiegata alla Lavazza dal 2014, poi contabile presso Eataly.",
            ("Lavazza", "Eataly"),
            ("contabile",),
        ),
        (
            "Je suis Sandrine, assistante chez Safran, puis office manager chez Doctolib.",
            ("Safran", "Doctolib"),
            ("office manager",),
        ),
        ("Mi mujer trabaja en el Banco Sabadell.", ("Banco Sabadell",), ()),
        ("Sono stata licenziata dalla Luxottica dopo la maternità.", ("Luxottica",), ()),
        ("I was sacked from Currys after ten years.", ("Currys",), ()),
        # near misses: a common noun after the article, a town after the sequence word,
        # the sequence words in a text that is no CV and names no employer
        ("Mi hermano trabaja en el Ayuntamiento.", (), ("Ayuntamiento",)),
        ("Ich arbeite bei der Stadt.", (), ("Stadt",)),
        ("Ich arbeite bei den Stadtwerken als Elektrikerin.", (), ("Stadtwerken",)),
        ("Mon CV : vendeuse chez Decathlon, puis à Lyon.", ("Decathlon",), ()),
        ("We had lunch, then coffee at Starbucks.", (), ("Starbucks",)),
        ("Ich war zuerst beim Arzt, danach bei Rossmann.", (), ("Rossmann",)),
    ],
)
def test_employers_in_cv_lines_and_after_articles(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


def test_a_place_of_two_words_after_an_employer_stays_whole() -> None:
    out = detect("Mi mujer trabaja en el Banco Sabadell en Sant Cugat.").output
    assert "Cugat" not in out and "Sant" not in out


def test_a_town_after_a_cv_sequence_word_is_no_employer() -> None:
    text = "Mon CV : vendeuse chez Decathlon, puis en Lyon."
    spans = detect(text).spans
    assert all(text[s.start : s.end] != "Lyon" or s.category == "LOCATION" for s in spans)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("schreib an lena dass ich heute nicht komme", ("lena",), ()),
        ("scrivi a chiara che stasera non vengo", ("chiara",), ("stasera",)),
        ("escríbele a marta que no llego a la cena", ("marta",), ("cena",)),
        ("message mark and say I'm stuck at the school gate", ("mark",), ("school gate",)),
        ("text bill that the car is ready", ("bill",), ("car",)),
        ("Scrivi un messaggio a rosa, la vicina, che il gatto è scappato", ("rosa",), ("vicina",)),
        # near misses: no message after the word, a word that is no given name, an English
        # indefinite article, an ask phrase before a thing
        ("tell mark the date", (), ("mark",)),
        ("please mark that as done", (), ("mark",)),
        ("message back and say thanks", (), ("back",)),
        ("scrivi a mano che è meglio", (), ("mano",)),
        ("schreib an alle, dass das Treffen ausfällt", (), ("alle",)),
        ("She is married to a Christian.", (), ()),
    ],
)
def test_lower_case_names_after_message_phrases(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


def test_an_english_article_still_makes_a_kind() -> None:
    spans = detect("She is married to a Christian.").spans
    assert all(s.category != "PERSON" for s in spans)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mijn moeder Ria (81) is gevallen.", ("Ria", "81"), ()),
        ("My son Kwabena (7) has a cold.", ("Kwabena", "(7)"), ()),
        # near misses: a version, an everyday word after a relation noun
        ("I use Windows (10) at work.", (), ("(10)",)),
        ("My boss Table (12) said no.", (), ("(12)",)),
    ],
)
def test_an_age_in_brackets_after_a_name_no_list_knows(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Schreib an die Schulleitung des Kepler-Gymnasiums in Tübingen.", ("Kepler",), ()),
        ("Meine Tochter geht auf die Erich-Kästner-Grundschule.", ("Kästner",), ()),
        ("Wir waren mit unserem Sohn in der Max-Planck-Schule.", ("Planck",), ()),
        # near misses: German nouns glued to the kind, a question about no one
        ("Die Ganztags-Schule meiner Tochter ist neu.", (), ("Ganztags-Schule",)),
        ("Die Grund-Schule meiner Tochter", (), ("Grund-Schule",)),
        ("Unsere Sport-Akademie sucht Trainer.", (), ("Sport-Akademie",)),
        ("Ist das Goethe-Gymnasium in Frankfurt gut?", (), ("Goethe-Gymnasium",)),
    ],
)
def test_institutions_glued_to_their_kind_by_a_hyphen(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an absence for illness opens the looser cues of a note, in a text about someone
        ("Chidi was absent due to asthma.", ("Chidi", "asthma"), ()),
        ("Draft a note: my son Tom's absence on Monday was due to asthma.", ("asthma",), ()),
        ("Mijn dochter Sanne is afwezig met griep.", ("Sanne", "griep"), ()),
        ("Ma fille Léa est absente depuis lundi pour une gastro.", ("gastro",), ()),
        # near misses: a question about no one, an absence for no condition
        ("Can a child be absent from school due to asthma?", (), ()),
        ("What is the policy on sick leave for people with diabetes?", (), ()),
        ("Sophie was absent from the meeting due to the strike.", ("Sophie",), ("strike",)),
    ],
)
def test_a_condition_behind_an_absence(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
