"""Chat prompts in six languages: the personal values the fourth round of chat probes still
leaked (issue 12, stop 24), each class with the near misses where the same words are not
personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "estoy embarazada de 20 semanas y mi jefa Lucía me quiere cambiar de turno.",
            ("embarazada",),
            ("semanas",),
        ),
        (
            "Mi hermano Pablo dice que su mujer Ana está embarazada y él trabaja en Telefónica.",
            ("embarazada",),
            ("su mujer",),
        ),
        (
            "I have type 2 diabetes and a heart condition. My insurer doubled my premium.",
            ("heart condition",),
            ("insurer",),
        ),
        ("Mio marito Luca è stato operato di ernia al disco.", ("ernia al disco",), ("marito",)),
        ("Mein Frauenarzt Dr. Keller hat mir Letrozol verschrieben.", ("Letrozol",), ()),
        # near misses: a question or a text about no one
        ("¿Qué derechos tiene una trabajadora que está embarazada?", (), ("embarazada",)),
        ("¿Cuánto dura la baja si una está embarazada?", (), ("embarazada",)),
        ("Can you exercise with a heart condition?", (), ("heart condition",)),
        ("Quels sont les risques suite à une hernie discale ?", (), ("hernie discale",)),
        (
            "Si può correre dopo essere stato operato di ernia al disco?",
            (),
            ("ernia al disco",),
        ),
    ],
)
def test_pregnancy_and_conditions_about_someone(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Schreib eine Nachricht an Jonas: Treffen am Samstag im Café Wunderbar in Hameln.",
            ("Wunderbar",),
            ("Treffen",),
        ),
        (
            "ik ben zwanger en werk als kapster bij Salon Chique in Tilburg.",
            ("Salon Chique",),
            ("kapster",),
        ),
        (
            "2015-2020 camarero en el restaurante La Barraca de Valencia, me llamo Pedro Ruiz.",
            ("La Barraca",),
            ("camarero",),
        ),
        (
            "festa per i 60 anni di Marco sabato all'agriturismo Il Poggio a Montepulciano.",
            ("Il Poggio",),
            ("festa",),
        ),
        # near misses: a kind with no name, a kind before an everyday word, famous cafés
        ("Which is better, Café Central or Café Sacher in Vienna?", (), ("Café Sacher",)),
        ("What is the best pizzeria in Naples?", (), ("pizzeria",)),
        ("Recommend a Restaurant Week menu.", (), ("Restaurant Week",)),
        (
            "Qual è la differenza tra un agriturismo e un bed and breakfast in Toscana?",
            (),
            ("agriturismo",),
        ),
        ("Wie lange darf ein Café am Sonntag öffnen?", (), ("Café am Sonntag",)),
    ],
)
def test_venues_of_more_kinds(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "I'm a muslim and my employer Castlegate Logistics keeps scheduling training.",
            ("muslim",),
            ("employer",),
        ),
        ("I'm a muslim but I drink coffee.", ("muslim",), ("coffee",)),
        # near misses: no first-person copula, a word after it that makes it an adjective,
        # a language name
        ("This is a french press and a kettle.", (), ("french press",)),
        ("I'm a french teacher and I live in a village.", (), ("french teacher",)),
        ("I'm a french and english speaker.", (), ("french and english",)),
        ("Is a muslim and a christian allowed to marry in Italy?", (), ("muslim",)),
    ],
)
def test_lower_case_faith_said_of_oneself(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "I have a heart condition. My insurer Vitality doubled my premium.",
            ("Vitality",),
            ("My insurer",),
        ),
        (
            "Mi aseguradora Mapfre no me paga la reparación del coche de mi hijo Rubén.",
            ("Mapfre",),
            ("Mi aseguradora",),
        ),
        (
            "Mio marito Luca è in malattia. Come lo comunico alla sua azienda, la Brembo?",
            ("Brembo",),
            ("sua azienda",),
        ),
        # near misses: no name after the cue, a weekday, a firm in a question about no one
        ("My insurer refuses to pay, what now?", (), ("My insurer refuses",)),
        ("Should I tell my insurer Monday or wait?", (), ("Monday",)),
        (
            "Quale banca è meglio per la mia azienda, la Unicredit o Intesa?",
            (),
            ("Unicredit",),
        ),
    ],
)
def test_insurers_and_banks_after_a_possessive(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Lettre de résiliation pour mon contrat, numéro de sociétaire 2287714X, au nom de "
            "Paul Roy.",
            ("2287714X",),
            ("numéro de sociétaire",),
        ),
        ("Identifiant perdu, numéro allocataire 4455821. Que faire ?", ("4455821",), ()),
        ("Mijn relatienummer is 30119874, kunt u mij terugbellen?", ("30119874",), ()),
        # near misses: the cue word with no number, a count
        ("Combien de sociétaires compte la MAIF en 2023 ?", (), ("2023",)),
        ("Le numéro allocataire a 7 chiffres, où le trouver ?", (), ("7 chiffres",)),
    ],
)
def test_more_membership_number_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "wohnung in der Kastanienallee 12, 10435 berlin, 3. OG links.",
            ("berlin",),
            ("3. OG links",),
        ),
        ("Code postal 69003 lyon, merci.", ("lyon",), ("Code postal",)),
        # near misses: a count or a year before the word, an everyday word after a number
        ("the 2023 berlin marathon results", (), ("berlin marathon",)),
        ("we sold 12000 nice cups last year", (), ("nice cups",)),
        ("is 15000 reading hours a lot?", (), ("reading hours",)),
    ],
)
def test_lower_case_town_after_a_postcode(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
