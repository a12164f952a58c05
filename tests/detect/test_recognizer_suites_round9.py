"""Recognizer cases and their near misses, 9th round (issue 12, stop 30).

Each class: a value that must be hidden and, with the same words where possible, one that
must stay (a failing check, another grouping, a version or file name, a server's clock).
"""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect

HIDE = [
    # a card number printed as four groups of four joined by dots, on its check and scheme
    ("4977.3385.7084.6308", "4977.3385.7084.6308"),
    ("discover 6011.9369.5539.2724", "6011.9369.5539.2724"),
    ("Please refund 5791.0048.3457.8647 today", "5791.0048.3457.8647"),
    # a month and its year joined by a hyphen; a day and a month without a year
    ("Jan-2020", "Jan-2020"),
    ("Statement period: Nov-2025, balance 0", "Nov-2025"),
    ("Date: 01-Feb", "01-Feb"),
    ("We met on 3-Mar.", "3-Mar"),
    # a date that is no header's: an e-mail's zone, no clock, a birth date
    ("Date: Wed, 21 Oct 2015 07:28:00 +0200", "21 Oct 2015"),
    ("Expires: 21 Oct 2015", "21 Oct 2015"),
    ("Date of birth: Wed, 21 Oct 1987", "21 Oct 1987"),
    # 29 February of a leap year
    ("29.02.2024", "29.02.2024"),
    ("02/29/2000", "02/29/2000"),
    # a given name that is also longitude's label, where a verb or a surname makes it a name
    ("Lon said hi", "Lon"),
    ("I asked Lon about it", "Lon"),
    # an Italian electronic identity card after "CIE n."
    ("CIE n. CA41877PL", "CA41877PL"),
    ("CIE nr. CA41877PL", "CA41877PL"),
]

KEEP = [
    # dotted numbers that are no card: a failing check, no scheme, another grouping, a build
    "4468.7171.0611.0023",
    "9280.8548.0958.7373",
    "4481.4673.32187617",
    "4481.4673.3218.7617.5",
    "build 4481.4673.3218.7617",
    "version 4977.3385.7084.6308",
    # a month-year or a day-month inside a file name, or in lower case
    "Open sales-Jan-2024.xlsx first",
    "report-Jan-2020.pdf",
    "Jan-2020-report",
    "see file 3-Mar.csv",
    "jan-2020",
    "Q1-Jan",
    # an HTTP header's or a cookie's date
    "Last-Modified: Wed, 21 Oct 2015 07:28:00 GMT",
    "Set-Cookie: sid=abc; expires=Thu, 04 Dec 2025 10:00:00 GMT; Path=/",
    "Date: Wed, 21 Oct 2015 07:28:00 GMT",
    "expires=Thu, 04-Dec-2025 10:00:00 GMT",
    # 29 February of a year that has none
    "29.02.2023",
    "02/29/2023",
    "29.02.1900",
    # longitude's label before a number
    "Lat 48.8566 N, Lon 2.3522 E",
    # "CIE" alone: the colour standards, the French "Cie"
    "CIE 1964 10° observer",
    "CIE 13.3-1995 method",
    "CIE 1931 colour space",
]


@pytest.mark.parametrize(("text", "value"), HIDE)
def test_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize("text", KEEP)
def test_kept(text: str) -> None:
    assert detect(text).output == text
