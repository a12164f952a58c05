"""Chat prompts in German, French, Spanish, Dutch and Italian, 2nd round (issue 12, stop 31):
the classes the second round of multilingual chat probes leaked or damaged, each with the near
misses where the same shape is not personal. ``hidden`` must be gone from the output, ``kept``
must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a number word as the last part of a hyphenated compound whose head is no cue
        (
            "Boete gekregen, CJIB-nummer 3019 7720 1184 5526, wat nu?",
            ("3019 7720 1184 5526",),
            ("CJIB-nummer",),
        ),
        ("Meine BahnCard-Nummer ist 7081 5520 9913 4467.", ("7081 5520 9913 4467",), ()),
        ("Bitte die Kunden-Nr. 5521 8830 angeben.", ("5521 8830",), ("Kunden-Nr.",)),
        # near misses: the number word alone, a house number, a phone after its own compound
        ("Het team met nummer 48213 won de finale.", (), ("48213",)),
        ("Zimmer-Nummer 20417 ist im dritten Stock.", (), ("20417",)),
        ("Haus-Nr. 12, bitte klingeln.", (), ("Haus-Nr. 12",)),
        # a sign-off without a comma before the name that ends the text, or after "!"
        (
            "Ich bitte um Prüfung. Mit freundlichen Grüßen Almut Kesselring-Voß",
            ("Almut", "Kesselring-Voß"),
            ("Mit freundlichen Grüßen",),
        ),
        ("Tu peux passer demain ? Merci ! Hakim", ("Hakim",), ("Merci !",)),
        ("¿Me lo guardas? Muchas gracias Remedios", ("Remedios",), ("Muchas gracias",)),
        # ... and a comma sign-off's name before the request goes on
        ("Beste Ilse, tot morgen. Groetjes, Jorien. Kun je dit verbeteren?", ("Jorien",), ()),
        # near misses: a word after the thanks, thanks inside a sentence
        ("Danke! Tschüss", (), ("Tschüss",)),
        ("Danke Schön", (), ("Danke Schön",)),
        ("Merci ! Bonne journée", (), ("Bonne journée",)),
        ("Danke für die schnelle Antwort.", (), ("Danke für die schnelle Antwort",)),
        # a German street named with its preposition, wherever it stands
        (
            "Ich wohne in Am Lindenhof 7, 97082 Würzburg, seit zwei Jahren.",
            ("Am Lindenhof 7", "97082"),
            ("seit zwei Jahren",),
        ),
        ("Wir sind An der Alster 41, 20099 Hamburg.", ("An der Alster 41",), ()),
        # near miss: "Am" opening a date
        ("Am 3. März 2025 hat sie angerufen.", (), ("hat sie angerufen",)),
        # conditions after "tras una", a hospital stay, sick leave; French "anxiété"
        (
            "Mi padre acaba de salir del hospital tras una neumonía.",
            ("neumonía",),
            ("Mi padre",),
        ),
        ("Me llamo Elvira. La mutua me ha denegado la baja por ansiedad.", ("ansiedad",), ()),
        ("Ma fille souffre d'anxiété depuis la rentrée.", ("anxiété",), ("Ma fille",)),
        # near misses: the same words in a question about no one, a gym's cancellation
        ("¿Cuánto dura la baja por apendicitis?", (), ("apendicitis",)),
        ("Comment gérer l'anxiété avant un examen ?", (), ("anxiété",)),
        ("Quiero darme de baja del gimnasio por el precio.", (), ("darme de baja",)),
        # a family named after "de familie", "la famille", "la famiglia"
        (
            "Bij ons woont de familie Van der Wiel op nummer 9.",
            ("Van der Wiel", "Wiel"),
            ("de familie",),
        ),
        ("Nos voisins, la famille Kerjean, partent.", ("Kerjean",), ("la famille",)),
        ("Abita lì la famiglia Scarpellini da anni.", ("Scarpellini",), ("la famiglia",)),
        # near miss: a family in a question about history
        ("Perché la famiglia Medici era così potente a Firenze?", (), ("Medici",)),
        # Christmas is no one: "Noël", "Natale" alone are the holiday
        ("On se revoit à Noël. Bises, Solène", ("Solène",), ("à Noël",)),
        ("Ci vediamo a Natale. Baci, Ornella", ("Ornella",), ("a Natale",)),
        # near misses: the given names with a surname or after a person noun
        ("Mon voisin Noël Kerbrat est gentil.", ("Noël", "Kerbrat"), ()),
        ("Mon fils veut un vélo pour Noël.", (), ("pour Noël",)),
        ("Mon collègue Noël est malade.", ("Noël",), ("Mon collègue",)),
        # public figures under their names in the five languages; a brother named with his
        # famous brother
        ("Wo steht das Denkmal für Otto Lilienthal in Berlin?", (), ("Otto Lilienthal",)),
        ("Pourquoi Léonard de Vinci est-il venu en France ?", (), ("Léonard de Vinci",)),
        ("Wat schreef Theo aan Vincent van Gogh over geld?", (), ("Theo", "Vincent van Gogh")),
        # near misses: the same names as someone the writer knows
        (
            "Mijn zoon Theo heeft koorts, wat moet ik doen?",
            ("Theo",),
            ("Mijn zoon",),
        ),
        (
            "Mein Nachbar Otto Lilienthal, Tel. 0176 5521 0934, hat angerufen.",
            ("Lilienthal", "0176 5521 0934"),
            ("Mein Nachbar",),
        ),
        # an institution's kind after an indefinite article and before its town: any one there
        (
            "Mi abuela vive en una residencia de Logroño desde marzo.",
            ("Logroño",),
            ("una residencia de",),
        ),
        # near misses: a named one after a definite article, a name after the kind
        ("Trabajo en el Hospital de Cruces desde 2019.", ("Hospital de Cruces",), ()),
        ("I work at a Hotel Bellavista in Rome.", ("Hotel Bellavista",), ()),
        # classes of the report half (read after its first score)
        # French letters address an office after "Monsieur le", "Madame la"
        ("Monsieur le Proviseur, je vous écris pour mon fils.", (), ("Monsieur le Proviseur",)),
        ("Madame la Maire, je sollicite un rendez-vous.", (), ("Madame la Maire",)),
        # near miss: a surname with its particle after the title
        ("Monsieur le Bihan, je vous écris.", ("Bihan",), ()),
        # a lower-case title before initials and a surname
        ("De verhuurder is mevrouw K. Terpstra uit Sneek.", ("Terpstra",), ("mevrouw",)),
        # "Dr." before a German doctor's field; the field alone is "medical"
        (
            "Das Attest schrieb Dr. med. Gernot Stülpner aus Plauen.",
            ("Gernot", "Stülpner"),
            ("Dr. med.",),
        ),
        ("Dr. rer. nat. Hanne Kolbe leitet das Labor.", ("Hanne Kolbe",), ()),
        ("Termin zur med. Fußpflege am Montag.", (), ("med. Fußpflege",)),
        # a title before a particle and a surname; near miss: "die Frau von nebenan"
        ("Liebe Frau von der Marwitz, vielen Dank für alles.", ("Marwitz",), ("Liebe Frau",)),
        ("Die Frau von Nebenan ist nett.", (), ("Die Frau von Nebenan",)),
        # German doctors and lawyers before a name are relation nouns
        ("Mein Arzt Reinhard Trümper hat mich krankgeschrieben.", ("Trümper",), ("Mein Arzt",)),
        ("Meine Anwältin Sabine Kortmann meldet sich.", ("Kortmann",), ("Meine Anwältin",)),
        # conditions and their cues
        ("Mein Vater sitzt seit einem Schlaganfall zu Hause.", ("Schlaganfall",), ()),
        ("Ma fille était absente à cause d'une gastro-entérite.", ("gastro-entérite",), ()),
        ("Mon mari présente un syndrome dépressif depuis l'été.", ("syndrome dépressif",), ()),
        ("Mi hermana tiene preeclampsia.", ("preeclampsia",), ()),
        # near misses: the same cue words before no condition
        ("Wir wohnen seit einer Woche hier.", (), ("seit einer Woche",)),
        ("Le match est annulé à cause d'une tempête.", (), ("à cause d'une tempête",)),
        ("Le musée présente une exposition sur Rodin.", (), ("présente une exposition",)),
    ],
)
def test_multilingual_chat_classes_round2(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
