"""Chat prompts in six languages: the classes the ninth round of chat probes found (issue 12,
stop 28), each with the near misses where the same words are not personal. ``hidden`` must be
gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mein Opa liegt seit Freitag in der Charité und ist 90.", ("Charité",), ()),
        ("Mijn zus wordt volgende week in het UMCG geopereerd.", ("UMCG",), ("geopereerd",)),
        ("Mijn neef ligt al twee weken in het Erasmus MC.", ("Erasmus MC",), ()),
        ("My nan had her hip done at Addenbrooke's last month.", ("Addenbrooke's",), ()),
        ("Mio padre è in cura al Gemelli da marzo.", ("Gemelli",), ()),
        ("Ma sœur a été opérée à la Pitié-Salpêtrière.", ("Pitié-Salpêtrière",), ()),
        ("Mi hijo tiene revisión en La Paz el martes.", ("La Paz",), ()),
        ("My dad sees an oncologist at the Christie every month.", ("Christie",), ()),
        # near misses: the hospital asked about, a sentence's first word, a novelist, a zodiac
        ("Wann wurde die Charité gegründet?", (), ("Charité",)),
        ("Tell me the history of the Charité in Berlin.", (), ("Charité",)),
        ("Is the Erasmus MC a good place to study medicine?", (), ("Erasmus MC",)),
        ("My mum reads every novel by Christie she can find.", (), ()),
        ("Mia sorella è dei Gemelli, come me.", (), ("Gemelli",)),
    ],
)
def test_hospitals_named_without_a_kind_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ma mère est comptable chez Michelin à Cholet.", ("Michelin",), ("comptable",)),
        ("Mein Mann arbeitet bei der Allianz in Köln.", ("Allianz",), ()),
        ("Je travaille à la SNCF depuis 2010 et mon chef me harcèle.", ("SNCF",), ()),
        ("Lavoro in Generali da sei anni e il mio capo mi ignora.", ("Generali",), ()),
        ("Mi hermana está de baja en Mercadona desde enero.", ("Mercadona",), ()),
        ("I'm a cashier at Tesco and my manager shouts at me.", ("Tesco",), ("cashier",)),
        # near misses: the product, a stadium, a place where someone works, an everyday word
        ("Mon fils a pris un Airbus A380 pour la première fois.", (), ("Airbus A380",)),
        ("Wir waren mit unserer Tochter in der Allianz Arena.", (), ("Allianz Arena",)),
        ("Je travaille à la Maison des associations le samedi.", (), ("Maison",)),
        ("Lavoro in ufficio da tre anni con mia sorella.", (), ("ufficio",)),
        ("Estoy de baja en casa desde el lunes.", (), ("casa",)),
    ],
)
def test_employers_whose_names_are_frequent_words(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Lavoro in Italia da tre anni con mio marito.", ("Italia",), ()),
        ("Je travaille à Lyon depuis 2019 avec ma sœur.", ("Lyon",), ()),
    ],
)
def test_a_place_after_a_locative_work_phrase_stays_a_place(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
    output = __import__("dp_anonymizer.detect", fromlist=["detect"]).detect(text).output
    assert "[LOCATION_1]" in output


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Mijn oom ligt in het ziekenhuis na een hartinfarct.", ("hartinfarct",), ()),
        ("Mein Vater ist seit einer Woche nach einem Herzinfarkt krank.", ("Herzinfarkt",), ()),
        ("Mein Schwager ist Diabetiker und trinkt trotzdem Cola.", ("Diabetiker",), ()),
        ("I'm 29, type 2 diabetic, and starting a new job.", ("type 2 diabetic",), ()),
        ("Mi abuela tiene tensión alta y vive sola.", ("tensión alta",), ()),
        ("Mi tío está ingresado por una insuficiencia renal.", ("insuficiencia renal",), ()),
        ("Ik heb reuma en werk in de zorg.", ("reuma",), ()),
        ("My daughter is off school with glandular fever.", ("glandular fever",), ()),
        # near misses: no condition after the cue, the condition asked about
        ("Mijn oom ligt in bed na een lange dag.", (), ("lange dag",)),
        ("Wie viele Diabetiker gibt es in Deutschland?", (), ("Diabetiker",)),
        ("What is glandular fever and how long does it last?", (), ("glandular fever",)),
    ],
)
def test_more_conditions_and_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ma fille est suivie par le Pr Lagarde à Nantes.", ("Lagarde",), ()),
        ("Meine Paketnummer lautet 00340434299188301177.", ("00340434299188301177",), ()),
        ("Mijn pakketnummer is 3SABCD1234567 en het komt niet.", ("3SABCD1234567",), ()),
        # near misses: public relations, a count
        ("Our PR Agency sent the draft to my boss.", (), ("PR Agency",)),
        ("Write a PR Description for my pull request.", (), ("PR Description",)),
    ],
)
def test_french_professor_title_and_parcel_numbers(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Suggeriscimi un itinerario di tre giorni in Sicilia a giugno.", ("Sicilia",)),
        ("Propose-moi un itinéraire de quatre jours en Alsace.", ("Alsace",)),
        ("Sugiéreme una ruta de cinco días por Asturias.", ("Asturias",)),
        ("Stel een fietsroute voor door Zeeland van drie dagen.", ("Zeeland",)),
    ],
)
def test_requests_for_suggestions_ask_about_a_place(text: str, kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, (), kept)


def test_a_request_verb_does_not_keep_where_someone_lives() -> None:
    assert_hidden_and_kept(
        "Suggeriscimi un ristorante vicino a casa mia a Lecce, dove abito con mia moglie Anna.",
        ("Lecce", "Anna"),
        (),
    )


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ich arbeite als Erzieherin und bin schwanger.", ("schwanger",), ("Erzieherin",)),
        ("Bestelling 2023-NL-448120 is nooit aangekomen.", ("2023-NL-448120",), ()),
        # near misses: a German "bin" before no condition, an English bin
        ("Ich bin müde und bin heute zu Hause.", (), ("müde", "zu Hause")),
        ("Put the bottles in the bin and the cans too.", (), ("bin",)),
    ],
)
def test_german_bin_before_a_condition_and_dutch_order_label(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ik heb diabetes en begin met metformine.", ("metformine",), ()),
        ("Mijn moeder is gestart met methotrexaat.", ("methotrexaat",), ()),
        # near misses: no medicine after the cue
        ("Ik begin met een nieuwe baan bij de gemeente.", (), ("nieuwe baan",)),
        ("Mijn vader is gestart met een cursus.", (), ("cursus",)),
    ],
)
def test_dutch_medication_cues_of_starting(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    "text",
    [
        "What does a product manager at Google earn?",
        "Is it hard to get a job at Airbus as a graduate?",
    ],
)
def test_a_famous_employer_asked_about_by_no_one_stays(text: str) -> None:
    assert_hidden_and_kept(text, (), (text,))
