"""Prompts without personal data, ninth round (issue 12, stop 30): German nouns after a fused
preposition read as surnames, a frequent word opening a sentence read as a given name, and
the further classes of this round; each with near misses where the same words are personal
data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a capitalised German noun after "im", "ans", "vom", "das": no one's name stands there
        ("Wir fahren im Sommer ans Schwarze Meer.", (), ()),
        ("Ist das Tote Meer wirklich so salzig?", (), ()),
        ("Am Schwarzen Meer ist es im August heiß.", (), ()),
        ("Wie weit ist es vom Bayerischen Wald nach Passau?", (), ()),
        ("Im Sommer ist die Ostsee voller Quallen, oder?", (), ()),
        # near misses: the same words as surnames, after a title, a verb or a given name
        ("Frau Sommer fährt im Juli ans Meer.", ("Sommer",), ("Juli",)),
        ("Bitte ruf Lena Sommer an, sie ist im Büro.", ("Lena Sommer",), ()),
        ("Am Freitag hat Lena Sommer angerufen.", ("Lena Sommer",), ("Freitag",)),
        ("Ich habe das mit Herrn Vogel im Büro besprochen.", ("Vogel",), ()),
        # "am" and "im" are English too: "I am Jordan" stays a name
        ("Hi, I am Jordan Whitlock and I need help with my CV.", ("Jordan Whitlock",), ()),
    ],
)
def test_a_german_noun_after_a_fused_preposition(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a very frequent word of a language opening the sentence, then a surname or place
        ("Meglio Bologna o Verona per un weekend a novembre?", (), ()),
        # near misses: greetings and verbs before a real name leave the name hidden
        ("Ciao Marco Bianchi, ti scrivo per la fattura.", ("Marco Bianchi",), ()),
        ("Grazie Bologna per la pazienza, Signor Bologna.", ("Bologna",), ()),
        ("Heute Anna Schmidt angerufen, sie kommt später.", ("Anna Schmidt",), ()),
        ("Danke Lena, bis morgen!", ("Lena",), ()),
        ("Will Smith called about the invoice, please ring him back.", ("Will Smith",), ()),
    ],
)
def test_a_frequent_word_opening_a_sentence(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a ruler's epithet after a given name: a figure of history
        ("How did Catherine the Great expand the Russian Empire?", (), ()),
        ("What did Alfred the Great do against the Vikings?", (), ()),
        ("Perché Lorenzo il Magnifico era così potente?", (), ()),
        ("Waarom heet Willem de Zwijger zo?", (), ()),
        ("Pourquoi Guillaume le Conquérant a-t-il envahi l'Angleterre ?", (), ()),
        # near misses: a relation noun before it, the phrase in lower case, a private person
        (
            "My grandmother Catherine the Great, as we call her, turns 90 on 4 May.",
            ("Catherine",),
            (),
        ),
        ("Catherine the great baker from Leeds called about the order.", ("Catherine",), ()),
        ("Please call Alfred Mosley, the Great Dane breeder, on Monday.", ("Alfred Mosley",), ()),
    ],
)
def test_a_rulers_epithet(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed titled character, written with the title's dot
        ("Why is Mr. Darcy so rude at the Meryton ball?", (), ()),
        ("In Pride and Prejudice, why does Elizabeth Bennet reject Mr. Darcy's proposal?", (), ()),
        # characters of works (lists) and a guide named where his work is
        ("Who narrates Wuthering Heights, and why is Nelly Dean unreliable?", (), ()),
        ("Spiegami la Divina Commedia: perché Dante sceglie Virgilio come guida?", (), ()),
        ("Why does Dante pick Virgil as his guide in the Inferno?", (), ()),
        # a maker before a model named like a person
        ("Should I buy a Kindle Paperwhite or a Kobo Clara for library books?", (), ()),
        # near misses: the same names of private people
        ("Mr. Darcy called about the rent; please ring him back on 07700 900 123.", ("Darcy",), ()),
        ("My neighbour Mr. Darcy keeps parking in front of our garage.", ("Darcy",), ()),
        ("Il mio collega Virgilio Santangelo ha letto la Divina Commedia.", ("Santangelo",), ()),
        ("Our nurse Nelly Dean (07700 900 456) starts on Monday.", ("Nelly Dean",), ()),
        ("Please email Clara Kobo-Hartmann the invoice.", ("Kobo-Hartmann",), ()),
    ],
)
def test_characters_and_makers(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a German thing's name that opens with a declined adjective, after an article
        ("Wann endete der Dreißigjährige Krieg?", (), ()),
        ("Wie kalt war der Kalte Krieg wirklich?", (), ()),
        ("Welche Fürsten gehörten zum Heiligen Römischen Reich?", (), ()),
        # near misses: a given name after the article, a title before the name
        ("Gestern hat der Hans Müller angerufen, er kommt morgen.", ("Hans Müller",), ()),
        ("Ich habe dem Jonas Lange die Unterlagen gegeben.", ("Jonas Lange",), ()),
        ("Bitte schick die Rechnung an Frau Lange.", ("Lange",), ()),
        # a role noun with an adjective's ending, then a given name and a surname
        (
            "Die Firma, vertreten durch den Geschäftsführer Holger Brinkmann, zahlt nicht.",
            ("Holger Brinkmann",),
            (),
        ),
        ("Ich habe mit dem Vermieter Jonas Albers gesprochen.", ("Jonas Albers",), ()),
    ],
)
def test_a_german_adjective_after_an_article(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a surname that is a declined German adjective, after a given name or a title
        ("Mein Kollege Tobias Schwarzer aus der Buchhaltung ist krank.", ("Schwarzer",), ()),
        ("Gib das bitte der Annette Schwarze aus dem Vertrieb.", ("Schwarze",), ()),
        ("Meine Nachbarin Frau Weiße fährt an den Bodensee.", ("Weiße",), ("Bodensee",)),
        ("Frau Schwarzer hat angerufen.", ("Schwarzer",), ()),
        # near misses: a noun after the name stays a word
        ("Hat Lena Geburtstag am Freitag?", ("Lena",), ("Geburtstag",)),
        ("Sehr geehrte Frau Doktor, anbei die Unterlagen.", (), ()),
    ],
)
def test_a_surname_that_declines(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an extension's word before a whole phone number: the number is the phone's
        ("Seine Durchwahl ist 0221 4478 316.", ("0221 4478 316",), ()),
        ("Toestel: 020 794 4410", ("020 794 4410",), ()),
        # near misses: a short extension stays an extension, an identifier stays one
        ("Durchwahl 318", ("318",), ()),
        ("Bestellnr. 44781163, Telefon siehe oben", ("44781163",), ()),
    ],
)
def test_a_whole_number_after_an_extension_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a title set beside its kind of work
        ("Recommend three novels like Rebecca.", (), ()),
        ("Des films comme Amélie, tu connais ?", (), ()),
        ("Consigliami romanzi come Lolita.", (), ()),
        ("Ik zoek boeken zoals Matilda voor de klas.", (), ()),
        # near misses: people set beside people stay hidden
        ("I need more colleagues like Rebecca Thornbury on the team.", ("Rebecca Thornbury",), ()),
        (
            "My daughter reads books like Matilda with her friend Rebecca Ashdown.",
            ("Rebecca Ashdown",),
            ("Matilda",),
        ),
    ],
)
def test_a_title_beside_its_kind_of_work(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed name after a maker's label in pasted git output or a work's record
        ("git show prints `Author: Linus Torvalds` for the first commit; how old is it?", (), ()),
        ("git blame says the line is from Author: Guido van Rossum; is that right?", (), ()),
        # near misses: an unlisted author, a record beside the name, a form's name field
        ("Author: Anna Kowalczyk", ("Anna Kowalczyk",), ()),
        ("Author: Linus Torvalds <torvalds@linux-foundation.org>", ("Linus Torvalds",), ()),
        ("Name: Albert Einstein", ("Albert Einstein",), ()),
    ],
)
def test_a_listed_name_after_a_makers_label(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
