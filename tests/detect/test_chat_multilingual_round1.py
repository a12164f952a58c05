"""Chat prompts in German, French, Spanish, Dutch and Italian (issue 12, stop 30): the classes
the first round of multilingual chat probes leaked or damaged, each with the near misses where
the same shape is not personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # Italian feminine title abbreviations, capitalised too; the Spanish "Dra."
        ("Gentile Sig.ra Abernathy, la ringrazio.", ("Abernathy",), ("Gentile Sig.ra",)),
        ("Ho scritto alla Dott.ssa Lucchesi ieri sera.", ("Lucchesi",), ("Dott.ssa",)),
        ("Chiedi alla prof.ssa Gambardella il voto.", ("Gambardella",), ("prof.ssa",)),
        ("La Sig.na Pellegrini è arrivata.", ("Pellegrini",), ("Sig.na",)),
        ("Tengo cita con la Dra. Arrieta el lunes.", ("Arrieta",), ("la Dra.",)),
        # near misses: a title before a word, no name
        ("La Dott.ssa non è in ufficio oggi.", (), ("Dott.ssa non",)),
        ("Baci, il cioccolato di Perugia, sono buoni.", (), ("Baci",)),
        # a greeting after an opening quote, a sign-off before a closing one
        (
            "Traduis : « Chère Ombeline, on arrive samedi. Bises, Perrine »",
            ("Ombeline", "Perrine"),
            ("Bises",),
        ),
        ("Übersetze: „Lieber Korbinian, bis bald!“", ("Korbinian",), ("Lieber",)),
        ("Un abrazo, Maricruz", ("Maricruz",), ("Un abrazo",)),
        ("Liefs, Fenna", ("Fenna",), ("Liefs",)),
        # near miss: the sign-off word inside a sentence
        ("Ich schicke dir viele Grüße aus dem Urlaub.", (), ("viele Grüße aus dem Urlaub",)),
        # conditions of the five languages, and where a treatment or prescription says so
        ("Mon frère est séropositif depuis dix ans.", ("séropositif",), ("Mon frère",)),
        ("Mia sorella è sieropositiva.", ("sieropositiva",), ("Mia sorella",)),
        ("Sono in malattia per una lombalgia da lunedì.", ("lombalgia",), ("in malattia",)),
        ("Mein Vater hat Diabetes Typ 2 seit Jahren.", ("Diabetes Typ 2",), ("seit Jahren",)),
        (
            "Mia madre è in cura all'ospedale di Udine per un mieloma.",
            ("mieloma",),
            ("in cura",),
        ),
        (
            "Mi médico de familia me renueva la receta de Adiro cada mes.",
            ("Adiro",),
            ("la receta de",),
        ),
        # near misses: a question about no one, a recipe, a treatment of no one
        ("¿Hace falta receta de Adiro en España?", (), ("Adiro",)),
        ("Dame una receta de gazpacho para mi padre.", (), ("receta de gazpacho",)),
        ("Ist Lumbago dasselbe wie Hexenschuss?", (), ("Lumbago", "Hexenschuss")),
        # an identifier after "with (the) number" and after the cue words of the five languages
        (
            "Ik heb een verblijfsvergunning met nummer W7731904 gekregen.",
            ("W7731904",),
            ("met nummer",),
        ),
        ("Kindergeldnummer 318FK552041, bitte prüfen.", ("318FK552041",), ()),
        ("Mon identifiant est 55120934 sur le site.", ("55120934",), ("Mon identifiant",)),
        (
            "Mi è arrivata la cartella esattoriale n. 068 2024 0031188273.",
            ("068 2024 0031188273",),
            ("cartella esattoriale",),
        ),
        # near misses: a count after "with number", a house number
        ("Het team met nummer 7 won de wedstrijd.", (), ("nummer 7",)),
        ("Je cherche mon identifiant de connexion.", (), ("identifiant de connexion",)),
        # house numbers with bis / ter and Dutch floors
        ("Wij wonen op de Prinsengracht 88-II in Amsterdam.", ("Prinsengracht 88-II",), ()),
        ("Abito in Via Mazzini 14-bis a Lucca.", ("Via Mazzini 14-bis",), ()),
        ("Adresse: Lindenweg 3bis, 52062 Aachen", ("Lindenweg 3bis",), ()),
        # near miss: German "bis" after a house number is "to"
        ("Die Hausnummern Lindenweg 3 bis 9 sind betroffen.", (), ("bis 9",)),
        # a lower-case nationality after a person word, before the person's name
        ("la mia vicina rumena Ioana mi aiuta", ("rumena",), ("vicina",)),
        ("mi novia argentina trabaja aquí", ("argentina",), ("mi novia",)),
        ("la badante ucraina di mia nonna", ("ucraina",), ("badante",)),
        ("Ik ben Marokkaans-Nederlands en woon in Gouda.", ("Marokkaans-Nederlands",), ()),
        # near misses: the country, the language, a thing
        ("La guerra in Ucraina è iniziata nel 2022.", (), ("guerra in",)),
        ("Vertaal deze brief naar het Nederlands.", (), ("Nederlands",)),
        ("Ik spreek vloeiend Nederlands.", (), ("Nederlands",)),
        ("la cucina argentina è famosa", (), ("cucina argentina",)),
        # everyday words of the five languages that are also the name of some town
        ("Ich bringe die Kinder morgen in die Kita.", (), ("Kita",)),
        ("Der Zug nach Köln hatte Verspätung.", (), ("Der Zug",)),
        ("Dabei habe ich vergessen, den Antrag zu schicken.", (), ("Dabei",)),
        ("Seul problème : le dossier est incomplet.", (), ("Seul problème",)),
        ("Tema: la solicitud de mi hija.", (), ("Tema",)),
        # near misses: the town after its cue
        ("Meine Schwester wohnt in Zug und arbeitet in Baar.", ("Zug",), ()),
        ("Mi hermano vive en Bello desde 2019.", ("Bello",), ()),
        # a firm whose name reads as a person's, after a work phrase
        ("Ma sœur travaille chez Leroy Merlin depuis mai.", ("Leroy Merlin",), ()),
        # near miss: the first word alone
        ("J'ai parlé avec Leroy hier.", (), ("parlé avec",)),
        # a hospital named after a public figure, where someone is treated
        (
            "Mijn vader ligt in het Antoni van Leeuwenhoek voor bestraling.",
            ("Antoni van Leeuwenhoek",),
            ("bestraling",),
        ),
        # near miss: the figure
        ("Ik las een boek over Antoni van Leeuwenhoek.", (), ("Antoni van Leeuwenhoek",)),
        # (classes read from the report half of the probes)
        # an age with its unit between commas before a condition verb; a diabetic's type
        (
            "Mon fils Aurélien, 11 ans, est diabétique de type 1.",
            ("Aurélien", "diabétique de type 1"),
            ("Mon fils",),
        ),
        # a suspected condition, where the text is about someone; never in a question
        (
            "Mein Bruder liegt im Klinikum, Verdacht auf Lungenembolie.",
            ("Lungenembolie",),
            ("Verdacht auf",),
        ),
        ("Was bedeutet Verdacht auf Herzinfarkt?", (), ("Herzinfarkt",)),
        ("Ich bin 51 und habe eine Spielsucht.", ("Spielsucht",), ()),
        # twins are relatives, not a name
        ("Unsere Zwillinge Lotta und Jannik kommen in die Schule.", ("Lotta",), ("Zwillinge",)),
        # a street written with a separate "Str."
        ("Ich wohne in der Aachener Str. 88 in Köln.", ("Aachener Str. 88",), ()),
        ("Référence de l'avis 31 44 9876543 21, merci.", ("9876543",), ()),
    ],
)
def test_multilingual_chat_classes(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
