"""DATE: dates that name a day, in six languages; weekdays, years, months, versions, ratios,
scores, page ranges and decimals alone are not dates."""

from __future__ import annotations

import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("Meeting on 14.03.2024.", "14.03.2024"),
    ("due 03/14/2024 at the latest", "03/14/2024"),
    ("Termin 07.11.24 bestätigt", "07.11.24"),
    ("deployed 2024-03-14 09:30 UTC", "2024-03-14 09:30 UTC"),
    ("log 2024-03-14T09:30:00Z done", "2024-03-14T09:30:00Z"),
    ("We met on 14 March 2024.", "14 March 2024"),
    ("by March 14th, 2024 please", "March 14th, 2024"),
    ("rendez-vous le 3 mai 2024 à 14h30", "3 mai 2024 à 14h30"),
    ("le 1er mai", "1er mai"),
    ("Wir treffen uns am 3. Mai.", "3. Mai"),
    ("am 24. Dezember 2023 um 18:00", "24. Dezember 2023 um 18:00"),
    ("la cita es el 14 de marzo de 2024", "14 de marzo de 2024"),
    ("el 1º de mayo", "1º de mayo"),
    ("afspraak op 3 mei 2024 om 14:00", "3 mei 2024 om 14:00"),
    ("l'udienza è il 14 marzo 2024 alle 15:30", "14 marzo 2024 alle 15:30"),
    ("See you Monday 3 June.", "Monday 3 June"),
    # a month name's full stop: the date's where the date goes on, the sentence's at its end
    ("signed 3 Jan. 1990 in Leeds", "3 Jan. 1990"),
    ("He came on Sept. 5, 2001.", "Sept. 5, 2001"),
    ("We met on the morning of 9 March.", "9 March"),
    ("Due 5 May. Thanks", "5 May"),
    ("Closed on 3 Jan. The office reopened.", "3 Jan"),
    ("Friday, June 7th at 5pm works", "Friday, June 7th at 5pm"),
    ("the party is on the 5th of June", "5th of June"),
    ("flight at 14.03.2024, 07:45", "14.03.2024, 07:45"),
    ("arrives 2/29/2024", "2/29/2024"),
]
NEGATIVES = [
    "See you Monday.",
    "It happened in 2024.",
    "We launch in March.",
    "I may 3 times try again",
    "Release 1.2.3 and 2.10.24 are out.",
    "Python 3.11.4 is installed",
    "aspect ratio 16:9",
    "the final score was 3-1",
    "see pages 12-14",
    "pi is about 3.14",
    "the 3/4 majority",
    "values 45.67.89 and 99/99/2024",
    "version 1.12.2024 of the tool",
    "v2024.03.14 release",
    "12.5.3.2024 is not a date",
    "The timeout is 10:30.",  # a bare HH:MM without a clock cue: a duration or a ratio
    # (times after a clock cue, "at 10:30", are DATEs: tests/detect/test_clock_times.py)
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_date(text: str, value: str) -> None:
    assert_detects(text, "DATE", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_non_dates(text: str) -> None:
    assert_not_detected(text, "DATE")


def test_date_of_birth_stays_more_specific() -> None:
    assert_detects("born on 12 March 1985", "DATE_OF_BIRTH", "12 March 1985")
    assert_not_detected("born on 12 March 1985", "DATE")
