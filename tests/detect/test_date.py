"""DATE: dates that name a day, in six languages; weekdays, years, months, versions, ratios,
scores, page ranges and decimals alone are not dates."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
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
    # a month (or a season) with a year names one month of someone's life
    ("employed from March 2014 until Sept. 2021", "March 2014"),
    ("employed from March 2014 until Sept. 2021", "Sept. 2021"),
    ("Ich bin im März 2020 umgezogen.", "März 2020"),
    ("repartie en juin de 2021", "juin de 2021"),
    ("Empecé en marzo de 2020.", "marzo de 2020"),
    ("Ik begon in maart 2020.", "maart 2020"),
    ("Sono arrivato a marzo 2020.", "marzo 2020"),
    ("We went there in the summer of 2019.", "summer of 2019"),
    ("since 03/2019 the tenant paid late", "03/2019"),
    # a range of days of one month is one date
    ("The hearing was on 3-5 March 2019 in Leeds.", "3-5 March 2019"),
    ("between 1 and 4 June we were away", "1 and 4 June"),
    ("del 3 al 5 de mayo", "3 al 5 de mayo"),
    ("met March 3-5, 2019 in Leeds", "March 3-5, 2019"),
]
NEGATIVES = [
    "See you Monday.",
    "It happened in 2024.",
    "We launch in March.",
    "I may 2019 times try again",  # "may" is a month only when capitalised
    "the summer was hot in 2019",  # a season, then a year later in the sentence
    "the ratio was 1/2000",  # a month needs two digits before a year
    "page 13/2019 of the log",  # no 13th month
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


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Il colloquio è fissato per il 15/09 alle 11.", "15/09"),
        ("Der Termin ist am 7.10. um 10 Uhr.", "7.10"),
        ("Ich möchte meinen Vertrag zum 31.12. kündigen.", "31.12"),
        ("See you on 15/09.", "15/09"),
        ("Mon vol part le 23/12 au matin.", "23/12"),
        ("We fly out on 22/12, returning 02/01.", "02/01"),
        ("the interview is next Tuesday, 14/11, at half past ten", "14/11"),  # a weekday
    ],
)
def test_a_day_and_month_after_a_day_cue(text: str, value: str) -> None:
    assert_detects(text, "DATE", value)


@pytest.mark.parametrize(
    "text",
    [
        "The score was 3/4 on average.",
        "I scored 15/20 on the test.",
        "Use 7.10 of the SDK.",
        "That is leaving 3/4 of the budget unspent.",
        "On Monday 3/4 of the team left early.",  # a fraction after the cue
    ],
)
def test_a_ratio_a_score_or_a_version_without_a_day_cue_is_no_date(text: str) -> None:
    assert_not_detected(text, "DATE")


def test_an_am_pm_time_leaves_the_sentence_s_full_stop() -> None:
    """ "2:30pm." ends the sentence; the dot is no part of the time ("a.m." keeps its own)."""
    assert detect("My appointment is on the 3rd of May at 2:30pm.").output.endswith("].")


@pytest.mark.parametrize(
    ("text", "value"),
    [("flight on 12 dec from dublin", "12 dec"), ("due 12 jan 2025", "12 jan 2025")],
)
def test_a_lower_case_month_abbreviation_after_a_day(text: str, value: str) -> None:
    assert_detects(text, "DATE", value)


def test_the_modal_may_after_a_number_is_no_month() -> None:
    assert_not_detected("These 2 may help with the build.", "DATE")


def test_day_month_and_year_joined_by_hyphens() -> None:
    assert_detects("She arrived 14-Sep-2021.", "DATE", "14-Sep-2021")
    assert_not_detected("see file-Sep-2021.txt", "DATE")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She was born 14 March 1879 in Ulm.", "14 March 1879"),
        ("baptised on June 3, 1850 at St Mary's", "June 3, 1850"),
        ("the will is dated 2 May 1788", "2 May 1788"),
    ],
)
def test_a_worded_date_keeps_an_older_year(text: str, value: str) -> None:
    """A year before 1900 after a month name belongs to the date: replacing only "14 March"
    left the year in clear (partial redaction)."""
    assert_detects(text, "DATE", value)
