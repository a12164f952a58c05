"""Prompts about the world, fifth round (issue 12, stop 26): each class of prompt that holds
no personal data and still came out changed, with near misses where the same words are
personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # an anchor of one language that is another word in the text's language
        ("Quel est le plus long fleuve de France, la Loire ou la Seine ?", (), ()),
        ("Is the Seine cleaner than the Thames since the Olympics in Paris?", (), ()),
        ("Welches Shampoo hilft bei feinem Haar im Winter in Berlin?", (), ()),
        ("Is the Vivo X200 sold in Spain or only in India?", (), ()),
        # near misses: the same words are the writer's or someone's in their own language
        ("Was hat seine Frau in Paris gekauft?", ("Paris",), ()),
        ("Waar heeft haar broer in Utrecht gewoond?", ("Utrecht",), ()),
        ("Io vivo a Palermo, che tempo fa domani?", ("Palermo",), ()),
        ("Vivo en Sevilla desde 2019, ¿qué tiempo hará?", ("Sevilla",), ()),
    ],
)
def test_an_anchor_that_is_another_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # "US" in capitals is the country, not "us"
        ("Why is healthcare so expensive in the US compared with Germany?", (), ()),
        ("Why did Aldi expand into the US and not into Canada?", (), ()),
        # near misses: "us" the writer and friends, and a shouted "US"
        ("Can you help us plan a week in Germany?", ("Germany",), ()),
        ("PLEASE HELP US, WE ARE STUCK IN GERMANY", ("GERMANY",), ()),
    ],
)
def test_us_in_capitals_is_the_country(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a preposition that opens a sentence opens no name: the title after it is judged
        ("Dans Les Misérables, pourquoi Javert poursuit-il Jean Valjean ?", (), ()),
        ("Bij Harry Potter, hoe werkt de sorteerhoed precies?", (), ()),
        ("Während Der Dreißigjährige Krieg tobte, wer regierte in Wien?", (), ()),
        # near miss: the name after the preposition is still someone's
        ("Dans Les Misérables, mon ami Hugo Lambert joue Javert.", ("Hugo Lambert",), ()),
        ("Bij Sanne de Wit thuis is het feest, wat neem ik mee?", ("Sanne de Wit",), ()),
    ],
)
def test_a_preposition_opens_no_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a listed name the rules cut before a surname that is also a word
        ("Wer war besser im Tor, Oliver Kahn oder Manuel Neuer?", (), ()),
        ("Welche Bücher hat Michael Ende außer Momo geschrieben?", (), ()),
        ("Who scored in the 2014 final, Mario Götze or Thomas Müller?", (), ()),
        # near misses: a relation noun before it, or a namesake the writer knows
        ("Mein Freund Michael Ende kommt morgen zum Essen.", ("Michael",), ()),
        ("Mein Kollege Thomas Müller hat mir eine Mail geschickt.", ("Thomas Müller",), ()),
        ("Thomas Müller kommt morgen um 9 ins Büro.", ("Thomas Müller",), ()),
    ],
)
def test_figures_cut_before_a_word(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # figures of history, sport, film and fiction the list lacked
        ("Why did the Roman Empire split under Diocletian?", (), ()),
        ("¿Cómo entrena Carolina Marín para los Juegos Olímpicos?", (), ()),
        ("¿Qué cuenta Pedro Páramo de Juan Rulfo?", (), ()),
        ("Resume la película El laberinto del fauno de Guillermo del Toro.", (), ()),
        ("Why did Arsenal sell Cesc Fàbregas to Barcelona in 2011?", (), ()),
        ("Wat deed Antonie van Leeuwenhoek met zijn microscoop?", (), ()),
        # near misses: the same names tied to the writer
        ("My cousin Carolina Marín lives in Huelva.", ("Carolina Marín", "Huelva"), ()),
        ("Mi amigo Pedro Páramo vive en Comala.", ("Pedro Páramo",), ()),
        ("Who is Hans Castorp? He keeps emailing me.", ("Hans Castorp",), ()),
    ],
)
def test_figures_the_list_lacked(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a character whose title is part of the name
        ("What is the plot of Moby-Dick and who is Captain Ahab?", (), ()),
        ("Who is Captain Nemo in Twenty Thousand Leagues Under the Sea?", (), ()),
        ("Who is Captain Hook in Peter Pan?", (), ()),
        ("Why does Captain Haddock drink so much whisky?", (), ()),
        # near misses: a title before a surname private people bear, or before more names
        ("Captain Hook called me about the boat repairs.", ("Hook",), ()),
        ("Our skipper Captain Ahab Mensah called me yesterday.", ("Ahab Mensah",), ()),
    ],
)
def test_titled_characters(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a character's given name with its work in a question about no one
        ("Chi è Beatrice nella Divina Commedia di Dante?", (), ()),
        ("Perché Beatrice è così importante nella Divina Commedia?", (), ()),
        ("Warum verliebt sich Werther in Lotte, obwohl sie verlobt ist?", (), ()),
        ("Pourquoi Cyrano ne dit-il pas à Roxane qu'il l'aime ?", (), ()),
        ("Che cosa simboleggia Laura nel Canzoniere di Petrarca?", (), ()),
        # near misses: the name is someone's, or the work is not there
        ("Mia figlia Beatrice legge Dante, cosa le regalo?", ("Beatrice",), ()),
        ("Beatrice sta leggendo Dante stasera.", ("Beatrice",), ()),
        ("Perché Laura non risponde alle mie mail su Petrarca?", ("Laura",), ()),
        ("Perché Beatrice è così arrabbiata?", ("Beatrice",), ()),
        ("Why did Jane move to Rochester last year?", ("Jane",), ()),
        ("Perché Lucia non risponde più a Renzo da lunedì?", ("Lucia",), ()),
    ],
)
def test_characters_with_their_work(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a place in the writer's own program
        (
            "Mi consulta SQL `SELECT nombre FROM clientes WHERE pais = 'España'` es lenta.",
            (),
            (),
        ),
        ("My query SELECT * FROM users WHERE city = 'Lisbon' is slow, how do I index it?", (), ()),
        # near misses: where the writer lives, someone else's program, a person's row
        (
            "I live in Lisbon; my query SELECT * FROM users WHERE city = 'Lisbon' is slow.",
            ("Lisbon",),
            (),
        ),
        ("My sister's query WHERE city = 'Lisbon' is slow.", ("Lisbon",), ()),
        (
            "My insert INSERT INTO members (name, city) VALUES ('Priya Raman', 'Lisbon') fails.",
            ("Priya Raman", "Lisbon"),
            (),
        ),
    ],
)
def test_a_place_in_the_writers_program(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a given name that is mostly a place, asked about
        ("Can a police officer search a car without a warrant in Florida?", (), ()),
        ("Why is Florida so humid in August?", (), ()),
        ("Is Elba worth a day trip from Piombino?", (), ()),
        # near misses: the same given names with a relation noun or a full name
        ("My aunt Florida lives in Ocala.", ("Florida", "Ocala"), ()),
        ("Florida Mendes called me yesterday about the lease.", ("Florida Mendes",), ()),
    ],
)
def test_given_names_that_are_mostly_places(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # what there is to do somewhere, outside English
        ("Wat kan ik doen in Zeeland als het regent?", (), ()),
        ("Was kann man in Leipzig am Sonntag unternehmen?", (), ()),
        ("¿Qué puedo hacer en Granada con niños?", (), ()),
        # near misses: where the writer lives, and someone else's plans
        ("Wat kan ik doen in Utrecht? Ik woon daar sinds mei.", ("Utrecht",), ()),
        ("Wat moet mijn zoon doen in Zeeland?", ("Zeeland",), ()),
    ],
)
def test_what_there_is_to_do(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a URL to the machine itself
        ("location /api/ { proxy_pass http://127.0.0.1:8080; }", (), ()),
        ("Why does http://localhost:3000/api/users return a 404?", (), ()),
        # near misses: credentials in it, a private network's host, a host named like it
        ("DATABASE_URL=postgres://admin:s3cret@localhost:5432/shop", ("s3cret",), ()),
        ("curl http://192.168.1.20:3000/api fails", ("192.168.1.20",), ()),
        ("see http://localhost.evil-mirror.com/x for the file", ("evil-mirror.com",), ()),
    ],
)
def test_a_url_to_the_machine_itself(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # classes seen on the report part: a listed full name's German genitive before a work
        ("Worum geht es in Thomas Manns Zauberberg, und wer ist Hans Castorp?", (), ()),
        ("Was hat Bertolt Brechts Dreigroschenoper mit Kurt Weill zu tun?", (), ()),
        # characters and figures the list lacked
        ("In Pride and Prejudice, why does Elizabeth Bennet first refuse Mr Darcy?", (), ()),
        ("Wie is Tijl Uilenspiegel in de Vlaamse literatuur?", (), ()),
        # a title in sentence case after a work noun and its capitalised article
        ("Di cosa parla il film La vita è bella di Roberto Benigni?", (), ()),
        # a traveller's hike
        ("What should I pack for two weeks of hiking in Patagonia in March?", (), ()),
        # near misses
        ("Ich habe Thomas Maiers Auto geliehen.", ("Thomas Maiers",), ()),
        ("My landlord Mr Darcy won't return the deposit.", ("Darcy",), ()),
        ("Carl Lewis from accounting called me.", ("Carl Lewis",), ()),
        ("What should I pack for my mother, who lives in Patagonia?", ("Patagonia",), ()),
        ("my boss sarah said the film was bad", ("sarah",), ()),
    ],
)
def test_classes_of_the_report_part(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the name right after a part of a story asked about is the work's title
        ("Can you explain the plot of Moby Dick and why Ahab hunts the whale?", (), ()),
        ("Summarize the plot of David Copperfield.", (), ()),
        ("Who is the protagonist of Tom Jones?", (), ()),
        ("Explícame la trama de Pedro Páramo.", (), ()),
        ("Erkläre die Handlung von Effi Briest.", (), ()),
        ("Wat is de moraal van Max Havelaar?", (), ()),
        # near misses: a possessive after the name, a plot that is land, a person who tells it
        ("The ending of Sarah Miller's contract is in May.", ("Sarah Miller",), ("contract",)),
        ("Write the plot of Anna Keller's life story for her 80th birthday.", ("Anna Keller",), ()),
        ("I discussed the plot of land with Tom Baker yesterday.", ("Tom Baker",), ("land",)),
        ("My sister Anna Keller explained the ending of Breaking Bad.", ("Anna Keller",), ()),
        # a summary, a review or an argument may be a person's: not a part of a story
        ("Give me a summary of Daniel Whitmore before the interview.", ("Daniel Whitmore",), ()),
        ("Explícame el argumento de Lucía Ferrández en la reunión.", ("Lucía Ferrández",), ()),
    ],
)
def test_a_part_of_a_story_before_its_title(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a thing of a spreadsheet or a code base before 'named'/'called' (plural too)
        ("In Excel, how do I use VLOOKUP across two sheets named Sales and Budget?", (), ()),
        ("Create a branch called Hotfix and merge it into main.", (), ()),
        ("The repo called Phoenix is archived; where do I find its issues?", (), ()),
        # near misses: a person named after the same trigger, a given name after a thing
        ("A colleague named Sophie Martin called about the sheets.", ("Sophie Martin",), ()),
        ("My daughter named Sophie is 5.", ("Sophie",), ("daughter",)),
    ],
)
def test_things_of_spreadsheets_and_code_named(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
