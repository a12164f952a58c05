"""Thanks and greetings of six languages before a name stay outside its placeholder, and
what a greeting addresses that is no one ("Hallo Welt", "Hi Mom", "Servus TV") stays text;
near misses keep the names that do follow them."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Gracias Carla, nos vemos.", "Gracias [PERSON_1], nos vemos."),
        ("Gracias, Carla.", "Gracias, [PERSON_1]."),
        ("Grazie mille Giulia.", "Grazie mille [PERSON_1]."),
        ("Vielen Dank Jonas, bis morgen.", "Vielen Dank [PERSON_1], bis morgen."),
        ("Merci beaucoup Élodie !", "Merci beaucoup [PERSON_1] !"),
        ("Bedankt Carla.", "Bedankt [PERSON_1]."),
        ("Buenas tardes Pilar,", "Buenas tardes [PERSON_1],"),
        ("Moin Jens,", "Moin [PERSON_1],"),
        # a given name that is also a greeting word stays a name
        ("Hi Cara, see you.", "Hi [PERSON_1], see you."),
        # initials and a surname in capitals are a name, not an acronym
        ("name: J T PARKER", "name: [PERSON_1]"),
    ],
)
def test_thanks_stay_outside_the_name(text: str, expected: str) -> None:
    assert detect(text).output == expected


@pytest.mark.parametrize(
    "text",
    [
        "Hallo Welt",
        "Hola Mundo",
        "Hi Mom!",
        "Dear Mum and Dad,",
        "Merci Maman !",
        "Moin Moin!",
        "Servus TV broadcast the race.",
    ],
)
def test_what_a_greeting_addresses_may_be_no_one(text: str) -> None:
    assert detect(text).output == text
