"""Chat prompts in six languages: the personal values the third round of chat probes still
leaked (issue 12, stop 24), each class with the near misses where the same shape is not
personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("On lui a diagnostiqué une maladie de Parkinson.", ("Parkinson",), ("On lui a",)),
        ("A mi padre le han diagnosticado asma.", ("asma",), ("A mi padre",)),
        ("A mia zia hanno detto, le hanno diagnosticato il diabete.", ("diabete",), ()),
        ("She has been low since her miscarriage in May.", ("miscarriage",), ("since her",)),
        ("Seit seiner Depression schläft er schlecht.", ("Depression",), ("schläft",)),
        ("We think he might have dyslexia.", ("dyslexia",), ("might have",)),
        ("Ich bin wegen einer Bronchitis krankgeschrieben.", ("Bronchitis",), ("wegen einer",)),
        ("Mijn dochter is thuis met een longontsteking.", ("longontsteking",), ("thuis",)),
        ("Cuido a mi hijo con síndrome de Down.", ("síndrome de Down",), ("Cuido",)),
        ("My daughter has been self-harming.", ("self-harming",), ("My daughter",)),
        ("Mia sorella ha scoperto di essere incinta.", ("incinta",), ("Mia sorella",)),
        ("Mein Sohn sitzt im Rollstuhl.", ("Rollstuhl",), ("Mein Sohn",)),
        ("Ma belle-mère est sous Lévothyrox.", ("Lévothyrox",), ("belle-mère",)),
        ("Elle prend du Doliprane pour sa sciatique.", ("sciatique",), ("pour sa",)),
        ("Ze betalen niet terwijl ze een hernia heeft.", ("hernia",), ("terwijl",)),
        (
            "Wie formuliere ich das: unsere Tochter hat seit Wochen Panikattacken.",
            ("Panikattacken",),
            ("formuliere",),
        ),
        # near misses: a question or a text about no one, a generic subject
        ("What are the symptoms of chickenpox?", (), ("chickenpox",)),
        ("Is it safe to fly when pregnant?", (), ("pregnant",)),
        ("Welche Rechte haben Kinder mit Asthma in der Schule?", (), ("Asthma",)),
        ("Dürfen Kinder mit Asthma am Sportunterricht teilnehmen?", (), ("Asthma",)),
        ("¿Qué derechos tiene una trabajadora embarazada?", (), ("embarazada",)),
        ("¿Se puede viajar en avión estando embarazada?", (), ("embarazada",)),
        ("Wie lange ist man wegen einer Bronchitis krankgeschrieben?", (), ("Bronchitis",)),
        ("Can someone with epilepsy drive in the UK?", (), ("epilepsy",)),
        ("Quels sont les signes d'une sciatique ?", (), ("sciatique",)),
    ],
)
def test_conditions_after_more_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("I was team lead at Ocado Technology until 2022.", ("Ocado",), ("team lead at",)),
        ("Ik was teamleider bij PostNL in nieuwegein.", ("PostNL", "nieuwegein"), ("teamleider",)),
        ("Daarvoor was ik magazijnmedewerker bij Coolblue.", ("Coolblue",), ("Daarvoor",)),
        (
            "Mio marito è responsabile acquisti in Barilla.",
            ("Barilla",),
            ("responsabile acquisti",),
        ),
        ("Mia moglie fa la buyer presso Esselunga.", ("Esselunga",), ("buyer presso",)),
        ("Mi hermana es cajera en Mercadona.", ("Mercadona",), ("cajera en",)),
        (
            "Ich bin Kassiererin bei Kaufland in gütersloh.",
            ("Kaufland", "gütersloh"),
            ("Kassiererin",),
        ),
        # near misses: a question about no one, a place, a tech word, an English word
        ("What does a product manager at Google earn?", (), ("Google",)),
        ("I was a nurse in Leeds for years.", (), ("I was a nurse",)),
        ("I worked as a developer in Python.", (), ("Python",)),
        ("I was team lead at Ocado in reading week.", ("Ocado",), ("reading",)),
        ("Is a cashier at Aldi paid more than at Lidl?", (), ("Aldi", "Lidl")),
    ],
)
def test_employers_after_job_nouns(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Ze viert haar feest in Speeltuin De Wielewaal.", ("Wielewaal",), ("feest",)),
        ("Fenna zit in groep 5 van OBS De Regenboog.", ("Regenboog",), ("groep 5",)),
        ("Me doy de baja del gimnasio Altafit.", ("Altafit",), ("Me doy de baja",)),
        ("Ich kündige im Fitnessstudio Kraftwerk Nord.", ("Kraftwerk",), ("kündige",)),
        ("Il va à l'école maternelle Les Coquelicots.", ("Coquelicots",), ("Il va",)),
        ("Del gimnasio Altafit de Torrejón me cobran doble.", ("Torrejón",), ("me cobran",)),
        ("Meine Nachbarin ist Zeugin Jehovas.", ("Zeugin Jehovas",), ("Nachbarin",)),
        ("Soy testigo de Jehová y no celebro la Navidad.", ("testigo de Jehová",), ("Navidad",)),
        # near misses: a weekday after the kind, a question about a group, an app
        ("Ich gehe ins Fitnessstudio Montag und Mittwoch.", (), ("Montag",)),
        ("Voy al gimnasio Lunes y Martes.", (), ("Lunes",)),
        ("Was glauben die Zeugen Jehovas über Bluttransfusionen?", (), ("Zeugen Jehovas",)),
        ("¿Qué creen los testigos de Jehová sobre la Navidad?", (), ("testigos de Jehová",)),
        ("The OBS Studio app crashes when recording.", (), ("OBS Studio",)),
    ],
)
def test_venue_kinds_and_religions(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("C'est pour les 60 ans de tonton Jean-Michel.", ("Jean-Michel",), ("tonton",)),
        ("Avisad a la profe Maite mañana.", ("Maite",), ("profe",)),
        ("Geboekt op naam van fam. Stellingwerf.", ("Stellingwerf",), ("op naam van",)),
        ("My username on their portal is tkowalczyk88.", ("tkowalczyk88",), ("portal",)),
        ("Il mio username su Subito è fede_lamberti92.", ("fede_lamberti92",), ("Subito",)),
        # near misses: an acronym, a file, a word after "is"
        ("Our PR team sends it to PR Newswire.", (), ("PR Newswire",)),
        ("The login page is index.html and the login script is setup_v2.py.", (), ("setup_v2.py",)),
        ("The username on the form is required.", (), ("required",)),
    ],
)
def test_names_after_titles_and_family_words_and_logins(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
