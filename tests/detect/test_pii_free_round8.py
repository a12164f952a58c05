"""Prompts about the world and technical text, eighth round (issue 12, stop 29): given names
that are places asked about, names run on into a listed thing, makers before their model and
after an article, feasts named like people, a pod's uid, and names an address spells out;
each with near misses where the same words are personal data and stay hidden."""

import pytest

from support.detect_cases import assert_unchanged_or_hidden


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a given name that is a place of the gazetteer, in a question about places
        ("Is Jordan worth it as a destination for a family with teenagers?", (), ()),
        ("Wie lange fährt man von Akaba nach Petra mit dem Bus?", (), ()),
        ("Que voir en Lorraine en trois jours quand il pleut ?", (), ()),
        ("Is Brittany a good destination for cycling in May?", (), ()),
        ("Why is Florence called the Athens of the Middle Ages?", (), ()),
        # near misses: the same names as people
        ("Petra hat gestern wegen der Rechnung angerufen.", ("Petra",), ()),
        ("Wann fährt Petra nach Akaba?", ("Petra",), ()),
        ("Ask Jordan about the destination of the company trip.", ("Jordan",), ()),
        ("Lorraine Pickering wants a quote for the trip to Brittany.", ("Lorraine Pickering",), ()),
    ],
)
def test_a_given_name_that_is_a_place_asked_about(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a station's name the rules ran on into a listed museum over "al"
        ("¿Se puede ir andando de la estación de Atocha al Museo del Prado?", (), ()),
        ("¿Qué autobús va de Chamartín al Museo Reina Sofía por la noche?", (), ()),
        # near miss: a person before the same museum
        (
            "Mi prima Remedios Valcárcel al Museo del Prado no quiere ir.",
            ("Remedios Valcárcel",),
            ("Museo del Prado",),
        ),
    ],
)
def test_a_name_run_on_into_a_listed_thing(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # makers named like people, before their model
        ("Le flacon du Chanel N°19 a-t-il changé en 2020 ?", (), ()),
        ("How fast does a Lamborghini Urus go from 0 to 100?", (), ()),
        # a maker after an indefinite article is the product, not a repeat of a person
        (
            "Herr Mercedes Albrecht fährt einen Mercedes und braucht neue Reifen.",
            ("Mercedes Albrecht",),
            ("einen Mercedes",),
        ),
        # near misses: the maker's name before a double-barrelled surname, a repeat alone
        ("Réponds à Chanel Lefort-Bazin avant midi.", ("Chanel Lefort-Bazin",), ()),
        ("Mercedes Albrecht rief an. Mercedes braucht neue Reifen.", ("Mercedes",), ()),
    ],
)
def test_makers_named_like_people(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a feast named like a person, after the season's preposition or a greeting
        ("Quelle est l'origine des marchés de Noël à Strasbourg ?", (), ()),
        ("Comment écrire Joyeux Noël en breton ?", (), ()),
        ("Dove vanno gli italiani per le vacanze di Natale?", (), ()),
        # near misses: the given names with a surname or after a relation noun
        ("J'ai envoyé la facture à Noël Vasseur hier.", ("Noël Vasseur",), ()),
        ("Ho parlato con Natale Carbonaro del contratto.", ("Natale Carbonaro",), ()),
    ],
)
def test_a_feast_named_like_a_person(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # figures of history and characters of a work the text names
        ("Wat deed Michiel de Ruyter op de Medway in 1667?", (), ()),
        ("Why does Watson narrate almost every Sherlock Holmes story?", (), ()),
        # near miss: the surname as a colleague's
        ("My colleague Watson is off sick, please reassign the ticket.", ("Watson",), ()),
    ],
)
def test_figures_and_characters(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a UUID after the bare "uid" is an object's generated id
        ("kubectl shows metadata uid: 0b6f9d3a-7c12-4c7a-9e21-5f3c2a1e8d4b for the pod", (), ()),
        # near misses: a login after "uid", a UUID after a user word
        ("ldapsearch returned uid=hkerschbaum for that entry", ("hkerschbaum",), ()),
        (
            "user id: 0b6f9d3a-7c12-4c7a-9e21-5f3c2a1e8d4b",
            ("0b6f9d3a-7c12-4c7a-9e21-5f3c2a1e8d4b",),
            (),
        ),
    ],
)
def test_a_pods_uid_is_no_login(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a name the e-mail address beside it spells out
        (
            "Forward the invoice to Ottilie Brannagh (ottilie.brannagh@posteo.de).",
            ("Ottilie Brannagh",),
            (),
        ),
        ("Stuur Jorrit Hoekema, j.hoekema@kpnmail.nl, de offerte.", ("Jorrit Hoekema",), ()),
        ("Schreib Frau Sünje Käßler: suenje.kaessler@web.de", ("Sünje Käßler",), ()),
        # near misses: a role's mailbox and a firm's address name no one
        (
            "Contact Customer Support (customer.support@example.com) for refunds.",
            ("customer.support@example.com",),
            ("Customer Support",),
        ),
        (
            "Write to Legal Affairs, legal.affairs@example.org, with questions.",
            ("legal.affairs@example.org",),
            ("Legal Affairs",),
        ),
    ],
)
def test_a_name_spelled_by_its_address(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a log line pasted into prose: in a code span, or after "log line:"
        ("Im Log steht `2023-09-14 06:31:09 ERROR [pool-2] Timeout` – was heißt das?", (), ()),
        ("Our access log entry: 2023-09-14T06:31:09Z POST /v1/charges 429, why?", (), ()),
        # near misses: a clock time of someone's day with no log word after it
        (
            "Termin für Frau Albers: 2023-09-14 06:31:09 bitte bestätigen.",
            ("Albers", "2023-09-14 06:31:09"),
            (),
        ),
    ],
)
def test_a_log_line_pasted_into_prose(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_unchanged_or_hidden(text, hidden, kept)
