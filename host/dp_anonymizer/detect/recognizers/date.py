"""Specific dates and times in English, German, French, Spanish, Dutch and Italian.

A date here names one day: numeric (``14.03.2024``, ``03/14/2024``, ISO ``2024-03-14``
with an optional time), a day and a month name (``14 March 2024``, ``am 3. Mai``,
``le 3 mai 2024``, ``14 de marzo de 2024``, ``the 5th of June``) or a month name and a day
(``March 14th, 2024``), optionally after a weekday (``Monday 3 June``) and followed by a
time (``… at 10:30``); a range of days of one month is one date (``3-5 March 2019``). A
month or a season with its year (``March 2014``, ``März 2020``, ``summer of 2019``,
``03/2019``) is a DATE as well: one month of someone's life, as identifying in a judgment
as a day. A time of day alone is a DATE too when it is written as one: a clock suffix
(``3 pm``, ``15 Uhr``, ``14h30``, ``7 o'clock``) or a clock cue before ``HH:MM``
(``at 14:30``, ``um 14.30``, ``a las 15:00``); so is an ordinal day after a day cue or a
weekday (``on the 3rd``, ``Tuesday the 5th``). A weekday, a year, a season or a month on
its own names no day, and version numbers, ratios, scores, page ranges and decimals have
the wrong shape: numeric dates need three parts that make a calendar date. Calendar
words live in ``data/dates.json``.
DATE_OF_BIRTH (dob_age.py) scores higher, so a date after "born" stays that category.
"""

from __future__ import annotations

from calendar import isleap
from collections.abc import Iterator
from functools import cache
from typing import NamedTuple

import regex

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    Candidate,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
    finditer,
    finditer_in_windows,
    finditer_near,
)
from dp_anonymizer.detect.lexicon import alternation, load_data
from dp_anonymizer.detect.technical import machine_date

_DIGIT = compile_pattern(r"[0-9]")
_NUMERIC_ANCHOR = compile_pattern(r"[0-9][-/.][0-9]")
SCORE = 0.6
#: A dated entry of notes, a log or a CRM record: a two-digit day and month opening its line
#: (after a list mark maybe) before a word ("14/02 call w/ Imogen", "- 21/02 sent offer").
#: Two digits each, so a recipe's "1/2 cup" stays; "10/10 would buy again" is a rating.
_LINE_DAY_MONTH_RE = compile_pattern(
    r"(?m)^[ \t]{0,8}(?:[-*•·][ \t]{1,3})?"
    r"(?P<date>(?:0[1-9]|[12][0-9]|3[01])/(?:0[1-9]|1[0-2]))[ \t]{1,3}(?=\p{L})"
    r"(?!(?i:of|would|stars?|rating)(?![\w]))"
)
#: A range of two days, each a two-digit day and month: "26/02 - 08/03", "04/03–06/03" (a
#: sick note's, a booking's); two digits each, so "1/2 - 3/4" (fractions) stays.
_DAY_MONTH_RANGE_RE = compile_pattern(
    r"(?<![\w/.:-])(?P<a>(?:0[1-9]|[12][0-9]|3[01])/(?:0[1-9]|1[0-2]))"
    r"(?:[ \t]?[-–][ \t]?|[ \t](?i:to|until|till)[ \t])"
    r"(?P<b>(?:0[1-9]|[12][0-9]|3[01])/(?:0[1-9]|1[0-2]))(?![\w/]|[.,:-][0-9])"
)
_DAY_MONTH_PAIR = compile_token_anchor(r"[0-3][0-9]/[01][0-9]")
#: An iCalendar event's start, end or due time ("DTSTART:20240312T140000Z",
#: "DTEND;TZID=Europe/London:20240312T150000"): a day of the people the event names.
_ICS_TIME_RE = compile_pattern(
    r"(?m)^(?:DTSTART|DTEND|DUE|RECURRENCE-ID)(?:;[^:\n]{1,80})?:"
    r"(?P<date>(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])"
    r"(?:T[0-9]{6}Z?)?)(?![\w])"
)
#: A day and month without a year, or a month name and a day: plainer, still a date.
SCORE_SHORT = 0.55

_SP = r"[ \u00a0]{1,2}"
_TIME = (
    r"(?:[01]?[0-9]|2[0-3])(?::[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,6})?)?"
    r"(?:[ \u00a0]?(?i:[ap]\.m\.?|[ap]m))?|[ \u00a0]?(?i:[ap]\.m\.?|[ap]m)|[h.][0-5][0-9]|h)"
    r"(?:[ \u00a0]?(?:Z|UTC|GMT|CES?T|[+-](?:[01][0-9]):?[0-5][0-9]))?"
)


#: A digit next to what a clock time has: a colon or dot before two digits, an "h", or a
#: suffix word; and an ordinal day.
_CLOCK_ANCHOR = compile_pattern(
    r"[0-9](?:[:.h][0-5][0-9]|[ \u00a0]?(?i:[ap]\.?m|uhr|uur|o['’]c|ore|h)|st|nd|rd|th)"
)


_WEEKDAY_DATA = load_data("dates.json")
_LOWER_WEEKDAYS = frozenset(_WEEKDAY_DATA["lower_weekdays"])
_CUED_LOWER_WEEKDAYS = frozenset(_WEEKDAY_DATA["cued_lower_weekdays"])
_DAY_CUE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\w])(?:" + alternation(_WEEKDAY_DATA["day_cues"]) + r")[ \u00a0]{1,2}$",
    regex.REVERSE,
)


def _a_weekday(text: str, start: int, word: str) -> bool:
    """Whether ``word`` at ``start``, before an ordinal day, is a weekday: capitalised, one
    of ``lower_weekdays`` ("fri 23rd"), or one of ``cued_lower_weekdays`` after a day cue
    ("on sat 3rd"; "I sat 1st" is a verb)."""
    key = word.casefold()
    if word[0].isupper() or key in _LOWER_WEEKDAYS:
        return True
    return (
        key in _CUED_LOWER_WEEKDAYS
        and _DAY_CUE_BEFORE_RE.search(text, max(0, start - 10), start) is not None
    )


#: Weekdays of the five other languages before a bare day number ("el lunes 3", "jeudi 6",
#: "am Montag, den 14.", "giovedì 20"); see ``_numbered_weekdays`` of ``data/dates.json``.
_NUMBERED_WEEKDAYS = frozenset(_WEEKDAY_DATA["numbered_weekdays"])
_NUMBERED_WEEKDAY_RE = compile_pattern(
    r"(?i)(?<![\w])(?:" + alternation(_WEEKDAY_DATA["numbered_weekdays"]) + r")(?![\w])\.?,?"
    + _SP + r"(?:(?:" + alternation(_WEEKDAY_DATA["numbered_weekday_articles"]) + r")" + _SP
    + r")?(?:0?[1-9]|[12][0-9]|3[01])(?![\w]|[.,:/-]?[0-9])"
    + r"(?!" + _SP + r"(?:" + alternation(_WEEKDAY_DATA["numbered_weekday_units"]) + r")(?![\w]))"
)  # fmt: skip


@cache
def _clock_patterns() -> tuple[regex.Pattern[str], regex.Pattern[str], regex.Pattern[str]]:
    """(clock time, cue before a time, ordinal day) patterns from ``data/dates.json``."""
    data = load_data("dates.json")
    hour = r"(?:[01]?[0-9]|2[0-3])"
    suffix = r"(?i:" + alternation(data["clock_suffixes"]) + r")"
    cued_suffix = r"(?i:" + alternation(data["clock_suffixes_cued"]) + r")"
    clock = compile_pattern(
        r"(?<![\w.,:/$€£¥+-])(?:"
        r"(?P<hm>" + hour + r"(?P<sep>[:.])[0-5][0-9](?::[0-5][0-9])?)"
        r"(?:[ \u00a0]?(?P<s1>" + suffix + r"|" + cued_suffix + r"))?"
        r"|" + hour + r"h(?P<fm>[0-5][0-9])"
        r"|" + hour + r"(?:[ \u00a0]?(?P<s2>" + suffix + r")"
        r"|[ \u00a0]?(?P<c2>" + cued_suffix + r"))"
        r")(?![\w]|[.:/-][0-9])"
    )
    cue = compile_pattern(
        r"(?i)(?<![\w])(?:(?P<dot>"
        + alternation(data["clock_cues_dotted"])
        + r"|(?:(?<![^\n])[ \t]{0,4}|(?<=[ ]{2}|\t|\w/))(?:"
        + alternation(data["clock_labels"])
        + r")[ \t]{0,2}:)|"
        + alternation(data["clock_cues"])
        + r")[ \u00a0]{1,2}\Z"
    )
    day = r"(?:0?[1-9]|[12][0-9]|3[01])(?i:st|nd|rd|th)"
    ordinal = (
        r"(?<![\w])(?:(?i:" + alternation(data["day_cues"]) + r")" + _SP + r"(?i:the)" + _SP
        + r"(?P<d>" + day + r")"
        r"(?=[ \u00a0]*(?:[.,;:!?)]|\Z|\n|(?i:at|and|or|of[ \u00a0]next|of[ \u00a0]this)(?![\w])))"
        r"|(?P<w>(?i:" + alternation(data["weekdays"]) + r"))\.?,?" + _SP
        + r"(?:(?i:the)" + _SP + r")?" + day + r"(?![\w]))"
    )  # fmt: skip
    return clock, cue, compile_pattern(ordinal)


#: The second day-month of a range after a cued one ("from 04/02 to 04/09", "on 3/5-3/9"):
#: matched right at the end of the first.
_DAY_MONTH_NEXT = compile_pattern(
    r"(?:[ \u00a0]?[-–][ \u00a0]?|[ \u00a0](?i:to|until|till|through|thru|bis|au|al|tot)[ \u00a0])"
    r"(?P<date>(?:0?[1-9]|[12][0-9]|3[01])[/.](?:0?[1-9]|1[0-2])"
    r"|(?:0?[1-9]|1[0-2])/(?:1[3-9]|2[0-9]|3[01]))"
    r"(?![\w]|[/.,:-][0-9])"
)
_HOUR_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)"
#: A time of day in words: "half past three", "a quarter to eight", "ten past nine",
#: "twenty minutes to six" (not "ten to one", odds; nor "five to ten years", a range).
_WORDED_CLOCK = compile_pattern(
    r"(?i)(?<![\w])(?P<date>(?:(?:half|(?:a[ ])?quarter|five|ten|twenty|twenty-five"
    r"|(?:[1-9]|[1-5][0-9])[ ]minutes|(?:five|ten|twenty|twenty-five)[ ]minutes)[ ]past"
    r"|(?:(?:a[ ])?quarter|(?:[1-9]|[1-5][0-9])[ ]minutes"
    r"|(?:five|ten|twenty|twenty-five)[ ]minutes)[ ]to)[ ](?:" + _HOUR_WORDS + r"|1[0-2]|[1-9])"
    r"(?![\w])(?:[ ](?:in[ ]the[ ](?:morning|afternoon|evening)|at[ ]night|tonight"
    r"|this[ ](?:morning|afternoon|evening)|[ap]\.?m\.?(?![\w])))?)"
)
#: The words every ``_WORDED_CLOCK`` match holds, each after the word that must start a
#: token of the text for it to occur (a set lookup rules most texts out).
_WORDED_CLOCK_ANCHORS = (("past", "past "), ("quarter", "quarter to "), ("minutes", "minutes to "))


def _worded_clock_windows(ctx: ScanContext) -> list[tuple[int, int]]:
    """Windows around each ``_WORDED_CLOCK_ANCHORS`` phrase: one ``str.find`` pass per
    phrase whose first word the text holds ("quarter" is frequent, "quarter to " is not)."""
    lower = ctx.lower
    n = len(lower)
    windows = []
    for word, phrase in _WORDED_CLOCK_ANCHORS:
        if not ctx.contains(word):
            continue
        pos = lower.find(phrase)
        while pos >= 0:
            windows.append((max(0, pos - 32), min(n, pos + len(phrase) + 48)))
            pos = lower.find(phrase, pos + 1)
    return windows


class _Patterns(NamedTuple):
    numeric: regex.Pattern[str]
    worded: regex.Pattern[str]
    month_year: regex.Pattern[str]
    numeric_month_year: regex.Pattern[str]
    day_month_cued: regex.Pattern[str]
    version: regex.Pattern[str]
    #: a verb of a value changing, a few words before a cued dotted day and month
    change: regex.Pattern[str]
    #: a day cue right before a US date with a two-digit year ("on 8/22/22")
    short_year_cued: regex.Pattern[str]
    #: lower-case month and season names: the anchors of the worded patterns
    months: tuple[str, ...]
    #: a day written in words before its month ("the fifth of May", "le trois mars")
    spelled: regex.Pattern[str]
    #: lower-case month names (no season): the anchors of ``spelled``
    month_names: frozenset[str]
    #: the last word of each day in words ("fifth", "trois", "un" of "vingt et un"): one of
    #: them ends a word right before a month, or before "of"/"de"/"van", where ``spelled``
    #: can match
    day_word_ends: frozenset[str]


#: A year after a month name: nothing else a month name is followed by has four digits, so
#: older years count too ("born 14 March 1879"; only "14 March" had been replaced).
_WORDED_YEAR = r"(?:1[6-9]|20)[0-9]{2}"


@cache
def _patterns() -> _Patterns:
    """The date patterns, built from the words of ``data/dates.json``."""
    data = load_data("dates.json")
    month = (
        r"(?:(?i:" + alternation(data["months"]) + r")|(?:"
        r""
        + alternation(
            data["capital_only"]
            + [m.upper() for m in data["capital_only"] if m not in data["capital_only_not_upper"]]
        )
        + r")"
        # an abbreviation's full stop belongs to the date only where the date goes on
        # ("Jan. 1990", "Sept. 5"); "… on 9 March." ends a sentence
        r"(?:\.(?=" + _SP + r"[0-9]))?)(?![\w])"
    )
    weekday = r"(?i:" + alternation(data["weekdays"]) + r")\.?,?" + _SP
    time_word = r"(?i:" + alternation(data["time_words"]) + r")"
    # "… at 10:30", "… around noon": a clock time, or a time of day's word after a time word
    clock_word = r"(?i:" + alternation(data["clock_words"]) + r")(?![\w])"
    time = (
        r"(?:,?" + _SP + r"(?:(?:" + time_word + _SP + r")?" + _TIME + r"(?![\w:])"
        + r"|" + time_word + _SP + clock_word + r"))?"
    )  # fmt: skip
    year = _WORDED_YEAR + r"(?![\w])"
    day = r"(?:0?[1-9]|[12][0-9]|3[01])"
    ordinal = r"(?:st|nd|rd|th|ST|ND|RD|TH|er|e|º|°|\.)?"
    # "3-5 March", "between 1 and 4 June", "del 3 al 5 de mayo": two days of one month
    link = (
        r"(?:[ \u00a0]?[-–—][ \u00a0]?|" + _SP
        + r"(?i:" + alternation([w for w in data["range_links"] if w.isalpha() or "/" in w])
        + r")" + _SP + r")"
    )  # fmt: skip
    # after a day number the months that are also words or abbreviations count in lower
    # case too, as chat writes them ("12 dec", "4 march"), but not the modal "may" ("these 2
    # may help")
    lower_months = [m.lower() for m in data["capital_only"] if m.lower() != "may"]
    month_after_day = (
        r"(?:" + month + r"|(?:" + alternation(lower_months) + r")(?![\w]))"
    )  # fmt: skip
    day_month = (
        r"(?:" + day + ordinal + link + r")?"
        # "the 11th day of November 2022": deeds, affidavits and Irish judgments
        + day + ordinal + _SP + r"(?:(?:(?i:day)" + _SP + r")?(?i:of|de)" + _SP + r")?"
        + month_after_day + r"(?:,?" + _SP + r"(?:(?i:de|del)" + _SP + r")?" + year + r")?"
    )  # fmt: skip
    month_day = (
        month + _SP + r"(?:" + day + r"(?:st|nd|rd|th)?(?:" + link + day + r"(?:st|nd|rd|th)?)?"
        # "August the 12th", "on March the 3rd": spoken English puts the article in between
        + r"|(?i:the)" + _SP + day + r"(?i:st|nd|rd|th))(?![\w])"
        r"(?:,?" + _SP + year + r")?"
    )  # fmt: skip
    # a month or a season with a year: one month of someone's life ("March 2019",
    # "in Sept. 2021", "März 2020", "marzo de 2020", "summer of 2019")
    season = r"(?i:" + alternation(data["seasons"]) + r")(?![\w])"
    month_year = compile_pattern(
        r"(?<![\w])(?P<date>(?:" + month + r"|" + season + r")" + _SP
        + r"(?:(?i:of|de|del|van)" + _SP + r")?" + year
        # "Jan-2020", "Sep-1987": forms and spreadsheets join a month and its year by a hyphen
        # (not inside a file or code name: "sales-Jan-2024.xlsx")
        + r"|(?<![\w\-])" + month + r"-" + year + r"(?![\-.][\w])" + r")"
    )  # fmt: skip
    # "on 15/09", "am 7.10.", "Tuesday, 14/11": a day and a month after a day cue or a
    # weekday (the trailing dot of the German ordinal day-month stays outside, it may end the
    # sentence)
    day_month_cued = compile_pattern(
        r"(?<![\w])(?:(?i:" + alternation(data["numeric_day_cues"]) + r")" + _SP + r"|"
        + weekday + r")"
        + r"(?P<date>(?P<d>" + day + r")(?P<s>[/.])(?P<mo>0?[1-9]|1[0-2])"
        # "on 3/22": a US month and day, where the day cannot be a month
        + r"|(?:0?[1-9]|1[0-2])/(?:1[3-9]|2[0-9]|3[01]))"
        r"(?![\w]|[/.,:-][0-9])"
        # "3/4 of the team": a fraction
        r"(?!" + _SP + r"(?i:of|der|des|de|del|van|di|dei)(?![\w]))"
        # "by 3.2 m", "from 6.8 %", "on 2.4 GHz": a decimal and its unit, also as the first
        # number of a range ("from 1.2 to 3.5 mg/kg")
        r"(?!(?:" + _SP + r"(?i:to|bis|à|a|al|tot)" + _SP + r"|[ \u00a0]?[-–][ \u00a0]?)?"
        r"(?:(?<=[ \u00a0–-])[0-9]{1,4}[.,][0-9]{1,3})?"
        r"[ \u00a0]?(?i:" + alternation(data["numeric_day_units"]) + r")(?![\w]))"
    )  # fmt: skip
    numeric_month_year = compile_pattern(
        r"(?<![\w./:-])" + AFTER_COMMA + r"(?:0[1-9]|1[0-2])/(?:19|20)[0-9]{2}(?![\w]|[./:-][0-9])"
    )
    # "14-Sep-2021", "03-Mar-22": forms and logs join day, month and year by hyphens
    dashed = (
        day + r"-" + month_after_day + r"-(?:19|20)?[0-9]{2}(?![\w]|-[0-9])"
        # "01-Feb", "12-Jan": the same without its year, the month in capitals
        + r"|" + day + r"-" + month + r"(?![\w\-]|\.[\w])"
    )  # fmt: skip
    # "DECIDED MARCH 3, 2025", "9 MAY 2024": the months that are words in capitals count with
    # a day and a year ("MAY 5 PEOPLE" stays)
    upper_words = r"(?:" + alternation([m.upper() for m in data["capital_only_not_upper"]]) + r")"
    upper_dated = (
        upper_words + _SP + day + r"(?:ST|ND|RD|TH)?,?" + _SP + year
        + r"|" + day + _SP + upper_words + r",?" + _SP + year
    )  # fmt: skip
    worded = compile_pattern(
        r"(?<![\w])(?:" + weekday + r"(?:(?i:the)" + _SP + r")?)?"
        r"(?P<date>" + dashed + r"|" + day_month + r"|" + month_day + r"|" + upper_dated
        + r")(?![\w])" + time
    )  # fmt: skip
    numeric = compile_pattern(
        r"(?<![\w./:-])" + AFTER_COMMA
        + r"(?:(?P<y>(?:19|20)[0-9]{2})(?P<s1>[-/.])(?P<m>[01]?[0-9])(?P=s1)"
        r"(?P<d>[0-3]?[0-9])(?:(?:T|[ \u00a0]{1,2})" + _TIME + r")?"
        r"|(?P<a>[0-3]?[0-9])(?P<s2>[-/.])(?P<b>[0-3]?[0-9])(?P=s2)(?P<yy>(?:19|20)[0-9]{2}|[0-9]{2})"
        + time + r")(?![\w]|[./:-][0-9])"
    )  # fmt: skip
    # searched from the end: a match must end where the date starts
    version = compile_pattern(
        r"(?i)(?<![\w])(?:" + alternation(data["version_words"], reverse=True) + r")\.?[ :]{0,2}\Z",
        regex.REVERSE,
    )
    change = compile_pattern(
        r"(?i)(?<![\w])(?:"
        + alternation(data["change_words"], reverse=True)
        + r")(?![\w])[^.;:!?\n]{0,30}\Z",
        regex.REVERSE,
    )
    months = tuple(
        sorted({m.lower() for m in (*data["months"], *data["capital_only"], *data["seasons"])})
    )
    # a weekday names a day too: "Sat 8/17/19", "Tuesday, 3/5/24"
    short_year_cued = compile_pattern(
        r"(?<![\w])(?:(?i:"
        + alternation([*data["numeric_day_cues"], *data["short_year_cues"]], reverse=True)
        + r"):?|(?i:"
        + alternation(data["weekdays"], reverse=True)
        + r")\.?,?)"
        + _SP
        + r"\Z",
        regex.REVERSE,
    )
    # "the fifth of May", "am vierzehnten Februar", "le trois mars", "el dos de mayo", "il due
    # marzo", "op drie juni": a day in words after an article or a preposition
    openers = [o for o in data["day_word_openers"] if not o.endswith(("'", "’"))]
    english = [w for w in data["day_words"] if w.endswith(("st", "nd", "rd", "th"))]
    others = [w for w in data["day_words"] if w not in english]
    # "de dos mil veinticuatro": a Spanish year in words
    spelled_year = (
        _SP + r"(?i:de)" + _SP + r"(?i:" + alternation(data["spelled_year_heads"]) + r")"
        + r"(?:" + _SP + r"(?i:" + alternation(data["spelled_year_words"]) + r")){0,2}"
    )  # fmt: skip
    # "a" opens only a day that is a number ("a dieciocho de abril"): "a second of March" and
    # "a third of May" are fractions
    spelled = compile_pattern(
        r"(?<![\w])(?:(?i:" + alternation([o for o in openers if o != "a"]) + r")" + _SP
        + r"|(?i:l)['’]|(?i:a)" + _SP + r"(?=(?i:" + alternation(others) + r")[ \u00a0]))"
        r"(?P<date>(?:(?i:" + alternation(english) + r")" + _SP + r"(?i:of)"
        + r"|(?i:" + alternation(others) + r")(?:" + _SP + r"(?i:de|van))?)"
        + _SP + month_after_day + r"(?:,?" + _SP + year + r"|" + spelled_year + r")?)(?![\w\-])"
    )  # fmt: skip
    month_names = frozenset(m.lower() for m in (*data["months"], *data["capital_only_not_upper"]))
    return _Patterns(
        numeric,
        worded,
        month_year,
        numeric_month_year,
        day_month_cued,
        version,
        change,
        short_year_cued,
        months,
        spelled,
        month_names,
        frozenset(w.lower().split()[-1] for w in data["day_words"]),
    )


#: How far before its month name a day written in words may start, with its article
#: ("bis zum siebenundzwanzigsten ").
_SPELLED_BEFORE = 40
#: How far after its month name a date with a day in words may end: a year in digits or in
#: words ("de mil novecientos noventa y ocho").
_SPELLED_AFTER = 80


def _day_word_end(word: str) -> str:
    """A word as ``day_word_ends`` holds it: lower case, without an elided article ("l'onze")."""
    return word.lower().rpartition("'")[2].rpartition("’")[2]


#: How far before its month name a worded date's day ends: an ordinal ending, spaces, "day
#: of" and spaces ("the 11th day of November") leave its last digit 14 characters before.
_DAY_BEFORE = 14


def _digit_close(text: str, pos: int, after: int) -> bool:
    """Whether a digit lies where a worded date with its month name at ``pos`` has one: its
    day before the month, or its day or year within ``after`` characters of the month's start
    (the month, an abbreviation's dot, spaces, "del", spaces: "septiembre de 2020")."""
    start, end = max(0, pos - _DAY_BEFORE), min(len(text), pos + after)
    return _DIGIT.search(text, start, end) is not None


def _month_starts(ctx: ScanContext, months: tuple[str, ...]) -> list[tuple[int, str]]:
    """(offset, month) of each month or season name of ``months`` that starts a word: found
    once for the worded and the spelled patterns."""
    text = ctx.text
    return [
        (pos, month)
        for month in months
        for pos in ctx.find_all(month)
        if not (pos and text[pos - 1].isalpha())
    ]


def _month_windows(
    ctx: ScanContext, months: tuple[str, ...], starts: list[tuple[int, str]]
) -> list[tuple[int, int]]:
    """Windows around month names that start a word (``starts``) and have a digit near (the
    day), merged as ``finditer_in_windows`` merges them; a merged window where no month has a
    digit close enough to be its day or year holds no date (every date's month is in the
    window that holds the date) and is left out: in prose most month names are the modal
    "may"."""
    text = ctx.text
    # offsets of the lower-cased text are the text's unless lower-casing changed its length
    same_offsets = len(ctx.lower) == len(text)
    after = max(map(len, months), default=0) + 1 + 2 + 3 + 2 + 1
    windows = []
    for pos, month in starts:
        start, end = max(0, pos - 40), min(len(text), pos + len(month) + 60)
        if _DIGIT.search(text, start, end) is not None:
            windows.append((start, end, not same_offsets or _digit_close(text, pos, after)))
    windows.sort()
    merged: list[tuple[int, int, bool]] = []
    for start, end, close in windows:
        if merged and start <= merged[-1][1]:
            last = merged[-1]
            merged[-1] = (last[0], max(last[1], end), last[2] or close)
        else:
            merged.append((start, end, close))
    return [(start, end) for start, end, close in merged if close]


#: A date written as eight digits after a heading's date label, alone on its line ("DATE:
#: 20230914", "Date: 20240221" in Canadian judgments); a bare eight-digit number is an id.
COMPACT_LABELLED_RE = compile_pattern(
    r"(?m)^[ \t]*(?i:date(?:[ ]of[ ](?:judgment|decision|hearing|order))?)[ \t]*:[ \t]*"
    r"(?P<date>(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01]))[ \t]*$"
)
_COMPACT_ANCHOR = compile_token_anchor(r"(?:19|20)[0-9]{2}[01][0-9][0-3][0-9]")


#: The most days each month has (February in a leap year): "2021-14-03", "31/02/2020" and
#: "2023-04-31" name no day and are a code, a version or a typo, not a date.
_MONTH_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def calendar_day(day: int, month: int) -> bool:
    """Whether a day and a month number make a day of some year."""
    return 1 <= month <= 12 and 1 <= day <= _MONTH_DAYS[month - 1]


def _calendar_date(day: int, month: int, year: str) -> bool:
    """Whether a day and a month make a day of ``year`` (written with four digits; a
    two-digit year may be any century): "29.02.2023" names no day, "29.02.2024" does."""
    if not calendar_day(day, month):
        return False
    return not (month == 2 and day == 29 and len(year) == 4 and not isleap(int(year)))


class DateRecognizer:
    """Dates that name a day (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "date"
        self.categories = frozenset({"DATE"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        p = _patterns()
        numeric, worded, version = p.numeric, p.worded, p.version
        text = ctx.text
        months = _month_starts(ctx, p.months)
        yield from self._spelled(ctx, p, months)
        for m in finditer_in_windows(_WORDED_CLOCK, text, _worded_clock_windows(ctx), self.name):
            yield Candidate(*m.span("date"), "DATE", SCORE_SHORT, f"{self.name}:time")
        if not ctx.anchored(_DIGIT):
            return
        for m in finditer_near(numeric, ctx, _NUMERIC_ANCHOR, self.name, before=12, after=40):
            if m.group("y") is not None:
                if not _calendar_date(int(m.group("d")), int(m.group("m")), m.group("y")):
                    continue
                if m.group("s1") == "." and len(m.group("d")) == 1:
                    continue  # "2025.03.1", "2024.12.4": a calendar version, not a day
            else:
                a, b, yy = int(m.group("a")), int(m.group("b")), m.group("yy")
                if not (_calendar_date(a, b, yy) or _calendar_date(b, a, yy)):
                    continue
                # "1.2.24" is a version; a two-digit year needs two-digit day and month,
                # or slashes after a day cue ("on 8/22/22", "Filed 9/14/23")
                if (
                    len(yy) == 2
                    and (len(m.group("a")) < 2 or len(m.group("b")) < 2)
                    and (
                        m.group("s2") != "/"
                        or p.short_year_cued.search(text, max(0, m.start() - 16), m.start()) is None
                    )
                ):
                    continue
            if version.search(text, max(0, m.start() - 16), m.start()) is not None:
                continue  # "version 1.12.2024"
            if machine_date(text, m.start(), m.end()):
                continue  # 'fromisoformat("2024-01-01")', a log line's timestamp
            yield Candidate(m.start(), m.end(), "DATE", SCORE, f"{self.name}:numeric")
        # a worded date has a month name: search only around those (a weekday and a day
        # before it, a year and a time after it)
        windows = _month_windows(ctx, p.months, months)
        for m in finditer_in_windows(worded, text, windows, self.name):
            if machine_date(text, m.start(), m.end()):
                continue  # "Python 3.11.4 (main, Jun  7 2023, 12:45:48)", "Mar 14 09:26:53 web01 …"
            has_year = regex.search(_WORDED_YEAR, m.group("date")) is not None
            score = SCORE if has_year or m.end() > m.end("date") else SCORE_SHORT
            yield Candidate(m.start(), m.end(), "DATE", score, f"{self.name}:worded")
        for m in finditer_in_windows(p.month_year, text, windows, self.name):
            if machine_date(text, m.start(), m.end()):
                continue  # "OpenSSL 3.0.2 15 Mar 2022"
            yield Candidate(m.start(), m.end(), "DATE", SCORE_SHORT, f"{self.name}:month-year")
        for m in finditer_near(
            p.numeric_month_year, ctx, _NUMERIC_ANCHOR, self.name, before=4, after=8
        ):
            if version.search(text, max(0, m.start() - 16), m.start()) is None:
                yield Candidate(m.start(), m.end(), "DATE", SCORE_SHORT, f"{self.name}:month-year")
        for m in finditer_near(
            p.day_month_cued, ctx, _NUMERIC_ANCHOR, self.name, before=16, after=8
        ):
            if m.group("s") == "." and p.change.search(text, max(0, m.start() - 40), m.start()):
                continue  # "upgraded Postgres from 14.11 to 16.4": versions or decimals
            yield Candidate(*m.span("date"), "DATE", SCORE_SHORT, f"{self.name}:day-month")
            nxt = _DAY_MONTH_NEXT.match(text, m.end("date"), min(len(text), m.end("date") + 16))
            if nxt is not None:
                yield Candidate(*nxt.span("date"), "DATE", SCORE_SHORT, f"{self.name}:day-month")
        for m in finditer_near(
            _LINE_DAY_MONTH_RE, ctx, _NUMERIC_ANCHOR, self.name, before=16, after=8
        ):
            if m.group("date") != "10/10":
                yield Candidate(*m.span("date"), "DATE", SCORE_SHORT, f"{self.name}:line-day-month")
        if ctx.contains("date") and ctx.anchored(_COMPACT_ANCHOR):
            for m in finditer(COMPACT_LABELLED_RE, text, self.name):
                yield Candidate(*m.span("date"), "DATE", SCORE, f"{self.name}:compact")
        if ctx.anchored(_DAY_MONTH_PAIR):
            for m in finditer_near(
                _DAY_MONTH_RANGE_RE, ctx, _DAY_MONTH_PAIR, self.name, before=2, after=22
            ):
                if m.group("a").endswith("/10") and m.group("b").endswith("/10"):
                    continue  # "07/10 - 09/10": two marks out of ten
                for group in ("a", "b"):
                    yield Candidate(*m.span(group), "DATE", SCORE_SHORT, f"{self.name}:day-range")
        # an event's times, where the event names its people (a team's recurring meeting
        # without attendees is no one's day)
        if (
            ctx.contains("dtstart")
            and (ctx.contains("attendee") or ctx.contains("organizer"))
            and ctx.anchored(_COMPACT_ANCHOR)
        ):
            for m in finditer(_ICS_TIME_RE, text, self.name):
                yield Candidate(*m.span("date"), "DATE", SCORE, f"{self.name}:calendar")
        yield from self._clock_times(ctx)
        yield from self._numbered_weekdays(ctx)

    def _numbered_weekdays(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A weekday of the five other languages and a bare day number ("el lunes 3", "jeudi
        6", "Montag, den 14."): searched only after the weekdays the text holds."""
        found = ctx.words & _NUMBERED_WEEKDAYS
        if not found:
            return
        text = ctx.text
        windows = sorted(
            (at, min(len(text), at + len(word) + 40)) for word in found for at in ctx.find_all(word)
        )
        for m in finditer_in_windows(_NUMBERED_WEEKDAY_RE, text, windows, self.name):
            yield Candidate(m.start(), m.end(), "DATE", SCORE_SHORT, f"{self.name}:weekday-day")

    def _spelled(
        self, ctx: ScanContext, p: _Patterns, months: list[tuple[int, str]]
    ) -> Iterator[Candidate]:
        """A day written in words before its month, searched in windows before the month
        names (of ``months``, the names that start a word) that follow a day in words."""
        text = ctx.text
        windows = []
        for pos, month in months:
            if month not in p.month_names:
                continue  # a season
            before = text[max(0, pos - _SPELLED_BEFORE) : pos].split()[-2:]
            if not any(_day_word_end(w) in p.day_word_ends for w in before):
                continue  # most months follow no day in words: no regex attempt
            windows.append((max(0, pos - _SPELLED_BEFORE), min(len(text), pos + _SPELLED_AFTER)))
        if not windows:
            return
        for m in finditer_in_windows(p.spelled, text, sorted(windows), self.name):
            yield Candidate(*m.span("date"), "DATE", SCORE_SHORT, f"{self.name}:spelled")

    def _clock_times(self, ctx: ScanContext) -> Iterator[Candidate]:
        """Times of day and ordinal days (see the module docstring); a bare ``10:30``,
        ``3 uur`` or ``14h`` may be a duration, a ratio or a price and needs a clock cue."""
        clock, cue, ordinal = _clock_patterns()
        text = ctx.text
        # one scan for what every time and ordinal day contains; both patterns run near it
        windows = [
            (max(0, m.start() - 24), min(len(text), m.end() + 20))
            for m in finditer(_CLOCK_ANCHOR, text, self.name)
        ]
        if not windows:
            return
        for m in finditer_in_windows(clock, text, windows, self.name):
            if (
                m.group("s2") is None
                and m.group("fm") is None
                and not (
                    m.group("s1") is not None and m.group("s1").lower() not in ("h", "uur", "ore")
                )
            ):
                before = cue.search(text, max(0, m.start() - 24), m.start())
                if before is None:
                    continue  # "timeout 10:30", "3 uur werk", "costs 14.30"
                if m.group("sep") == "." and m.group("s1") is None and before.group("dot") is None:
                    continue  # "at 14.30" in English is a price or a decimal
            yield Candidate(m.start(), m.end(), "DATE", SCORE_SHORT, f"{self.name}:time")
        for m in finditer_in_windows(ordinal, text, windows, self.name):
            if m.group("w") is not None and not _a_weekday(text, m.start("w"), m.group("w")):
                continue  # "sat 1st", "sun 2nd": a verb and a noun, not "on sat 3rd"
            start = m.start("w") if m.group("w") is not None else m.start("d")
            end = m.end() if m.group("w") is not None else m.end("d")
            yield Candidate(start, end, "DATE", SCORE_SHORT, f"{self.name}:day")
