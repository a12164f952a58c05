"""Times of day and ordinal days are DATEs when written as such (a clock suffix, a clock cue
before ``HH:MM``, a day cue or a weekday before an ordinal); versions, scores, ratios, prices,
durations and code are not."""

from __future__ import annotations

import pytest

from support.detect_cases import values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The meeting is at 14:30 tomorrow.", "14:30"),
        ("Call me at 3 pm please.", "3 pm"),
        ("Call me at 4:15 p.m. if you can.", "4:15 p.m."),
        ("Pick me up at 7pm.", "7pm"),
        ("Der Termin ist um 15 Uhr.", "15 Uhr"),
        ("Wir treffen uns um 14.30 im Büro.", "14.30"),
        ("Rendez-vous à 14h30 devant la gare.", "14h30"),
        ("On se voit à 14h.", "14h"),
        ("Nos vemos a las 15:00 en la oficina.", "15:00"),
        ("Ci vediamo alle 15:30 in ufficio.", "15:30"),
        ("We spreken af om 14.30 uur.", "14.30 uur"),
        ("Updated at 10:30:15 UTC.", "10:30:15"),
        ("See you on the 3rd.", "3rd"),
        ("Next Tuesday the 5th works for me.", "Tuesday the 5th"),
        ("Can we meet Friday 12th?", "Friday 12th"),
    ],
)
def test_times_and_days(text: str, value: str) -> None:
    assert value in values(text, "DATE")


@pytest.mark.parametrize(
    "text",
    [
        "Version 3.14 fixed it; the score was 3-1.",
        "The ratio is 3:1 and it costs $14.30.",
        "Use python 3.11 and set timeout 10:30.",
        "The price rose to 14.30 after the news.",
        "It took 5h of work.",
        "Ik werk 3 uur per dag.",
        "It is on the 3rd floor.",
        "The 1st and 2nd place winners.",
        "I sat 1st in the exam.",
        "We'll meet on Sunday.",
        "Read chapter 3 and 4:30 minutes of video.",
        "x = a[10:30] + b",
        "Logs rotate every 24h.",
    ],
)
def test_near_misses_are_no_dates(text: str) -> None:
    assert values(text, "DATE") == []
