"""Shapes the NER model gets wrong, vetoed before its entities become evidence.

spaCy's small English model was trained on news; in the text people paste into a chat it
calls identifiers, code and short fragments ORG or PERSON, and durations, weekdays and years
DATE. None of these is personal data in the sense of our categories, and no later feature can
tell them apart as cheaply as their shape can:

* **code and identifiers** — a value with a code character (``_ / \\ @ = { } < > # | ` ~``),
  a word mixing letters and digits (``S3``, ``Ann1``), an inner capital (``NamedTuple``), a
  file name (``config.yaml``), a dot inside a word (``ASP.NET``), a value inside backticks,
  a fenced code block, a URL or a path;
* **digits** in a name, organisation, place or nationality: an ID (``ORD-2024-778812``);
* **no capital** — a name, organisation, place or nationality is written capitalised; the
  model's lower-case ones are everyday words;
* **a person named after a place word** — "Abbey Road", "Strict Mode Tower": a PERSON whose
  last word is an institution or street word of ``data/person_cues.json`` is a place (and one
  whose last word ends companies' names, "Aurelian Hotels", is read as an ORG:
  :func:`company_person`);
* **two parties** — "Smith v Jones": a versus word inside joins two names, which the
  rules find one by one;
* **tech acronyms** — ``API``, ``JSON``, ``AWS`` (``data/ner_filters.json``);
* **no specific date** — the categories define DATE as a specific date or time: it needs a
  digit and a month name (``data/dates.json``) or a numeric day-month-year; "3 days",
  "Monday", "2019", "the 1990s", "yesterday" and a time alone ("10:30") name no day;
* **a program's date** — a release date after a version number, a log line's timestamp, an
  ISO date passed in code (``technical.py``; the rules skip the same dates);
* **a one-word person in capitals** — "MERCHANTABILITY": names in capitals come with a given
  name ("JOHN SMITH"), a single shouted word is a heading or a legal term.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import regex

from dp_anonymizer.detect.base import compile_pattern
from dp_anonymizer.detect.lexicon import (
    lexicon,
    literal_alternation,
    load_data,
    org_cues,
    person_cues,
    request_verbs,
)
from dp_anonymizer.detect.recognizers.date import calendar_day
from dp_anonymizer.detect.technical import machine_date

_CODE_CHARS = frozenset("_/\\@={}<>#|`~[]$*^")
_MIXED_WORD = regex.compile(r"\b(?=[^\W_]*\d)(?=[^\W_]*[^\W\d_])[^\W_]+\b")
_INNER_CAPITAL = regex.compile(r"\p{Ll}\p{Lu}")
_FILE_NAME = regex.compile(r"\w\.[a-z][a-z0-9]{0,4}\b")
#: A dot between letters inside a word: "ASP.NET", "Node.js", "Socket.IO" (not "J.R.R.").
_DOTTED_WORD = regex.compile(r"\p{L}\.\p{L}{2}")
#: Day, month and a two- or four-digit year (or ISO order), not inside a longer dotted or
#: dashed run: "12.5.3.2024" and "1.2.3" are no dates.
_NUMERIC_DATE = regex.compile(
    r"(?<![\d./-])(?:\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})|\d{4}([./-])\d{1,2}\2\d{1,2})(?![./-]?\d)"
)
#: A model's DATE that is only a numeric date, its parts captured (ISO or day-month-year).
_WHOLE_NUMERIC_DATE = regex.compile(
    r"\s*(?:(?P<y>\d{4})([./-])(?P<m>\d{1,2})\2(?P<d>\d{1,2})"
    r"|(?P<a>\d{1,2})([./-])(?P<b>\d{1,2})\6(?:\d{4}|\d{2}))\s*"
)
_WORD = regex.compile(r"[^\W\d_]+")
#: A slash next to a letter: ``src/main.py``, ``/home/x`` (a date's slashes sit between digits).
_PATH = regex.compile(r"[^\W\d]/|/[^\W\d]")


@dataclass(frozen=True, slots=True)
class Vetoes:
    acronyms: frozenset[str]
    versus: frozenset[str]
    months: frozenset[str]
    capital_months: frozenset[str]
    year_cues: frozenset[str]
    #: Words right before which a month's name is the month ("im Mai", "in May").
    month_cues: frozenset[str]
    person_determiners: frozenset[str]
    glued_conjunctions: frozenset[str]
    #: Role nouns the model takes for a person on their own ("the Independent Children's
    #: Lawyer"): a one-word PERSON that is one of these is dropped.
    role_nouns: frozenset[str]
    #: "Bill to:", "Ship to:": a one-word PERSON before one of these and a colon is a label.
    label_tail: regex.Pattern[str]
    #: A dish's noun right after an entity ("Bakewell tart", "Eccles cakes").
    dish_after: regex.Pattern[str]


@cache
def vetoes() -> Vetoes:
    data = load_data("ner_filters.json")
    dates = load_data("dates.json")
    return Vetoes(
        acronyms=frozenset(a.upper() for a in data["tech_acronyms"]),
        versus=frozenset(data["versus_words"]),
        months=frozenset(m.lower() for m in dates["months"]),
        capital_months=frozenset(dates["capital_only"]),
        year_cues=frozenset(dates["year_cues"]),
        month_cues=frozenset(dates["month_cues"]),
        person_determiners=frozenset(data["person_determiners"]),
        glued_conjunctions=frozenset(data["glued_conjunctions"]),
        role_nouns=frozenset(data["role_nouns"]),
        label_tail=regex.compile(
            r"[ \t]{1,2}(?:" + "|".join(map(regex.escape, data["label_tails"])) + r")[ \t]?:"
        ),
        dish_after=compile_pattern(
            r"[ ](?:" + literal_alternation(data["dish_nouns"]) + r")(?![\p{L}\p{M}\p{N}'’-])"
        ),
    )


@cache
def _formula_words() -> frozenset[str]:
    """The greetings, sign-offs and formulae of ``data/person_cues.json``, lower case."""
    cues = person_cues()
    return frozenset(w.casefold() for w in (*cues.greetings, *cues.signoffs, *cues.formulae))


def code_shaped(value: str) -> bool:
    """A value that reads as code or an identifier rather than a name."""
    return (
        any(ch in _CODE_CHARS for ch in value)
        or _MIXED_WORD.search(value) is not None
        or _INNER_CAPITAL.search(value) is not None
        or _FILE_NAME.search(value) is not None
        or _DOTTED_WORD.search(value) is not None
    )


def specific_date(value: str) -> bool:
    """Whether a DATE entity names a day (not a duration, weekday, year or a time alone, as
    for the rules' DATE)."""
    if not any(ch.isdigit() for ch in value):
        return False
    if _NUMERIC_DATE.search(value):
        return True
    return any(is_month(w) for w in _WORD.findall(value))


def _impossible_date(value: str) -> bool:
    """A numeric date that names no day ("2020-13-45", "2023-00-10"), as the rules' DATE
    drops it: a code or a typo the model read by its shape."""
    m = _WHOLE_NUMERIC_DATE.fullmatch(value)
    if m is None:
        return False
    if m.group("y") is not None:
        return not calendar_day(int(m.group("d")), int(m.group("m")))
    a, b = int(m.group("a")), int(m.group("b"))
    return not (calendar_day(a, b) or calendar_day(b, a))


def is_month(word: str) -> bool:
    """A month's name in one of the six languages ("May", "März"; "may" only capitalised)."""
    calendar = vetoes()
    return word.lower() in calendar.months or word in calendar.capital_months


def is_year_cue(word: str) -> bool:
    """A word before which a year is a time ("in 2015", "seit 2019", "depuis 2018")."""
    return word.lower() in vetoes().year_cues


def in_code(text: str, start: int, end: int, fences: list[tuple[int, int]]) -> bool:
    """Inside backticks on its line, a fenced code block, or a URL/path token."""
    if any(s <= start < e for s, e in fences):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    if text.count("`", line_start, start) % 2 == 1:
        return True
    token_start = start
    while token_start > 0 and not text[token_start - 1].isspace():
        token_start -= 1
    token_end = end
    while token_end < len(text) and not text[token_end].isspace():
        token_end += 1
    token = text[token_start:token_end]
    return "://" in token or "\\" in token or "www." in token or _PATH.search(token) is not None


def fences(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each fenced code block (```` ``` ```` to ```` ``` ````, or to
    the end of the text when unclosed)."""
    out: list[tuple[int, int]] = []
    pos = text.find("```")
    while pos >= 0:
        close = text.find("```", pos + 3)
        end = len(text) if close < 0 else close + 3
        out.append((pos, end))
        pos = text.find("```", end) if close >= 0 else -1
    return out


def _sentence_start(text: str, i: int) -> bool:
    """Nothing but spaces between ``i`` and the start of the text, a line or a sentence."""
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    return i == 0 or text[i - 1] in ".!?:;\n"


#: Marks that stand alone between the fields of a line ("Berlin • Deutschland", "ACME |
#: Berlin"): no name holds one.
_SEPARATOR_MARKS = frozenset("•|·>;–—/")


def trimmed(text: str, start: int, end: int, category: str) -> tuple[int, int]:
    """The entity without lower-case words at its edges ("the Eiffel Tower" -> "Eiffel Tower",
    "Zab Zab bab" -> "Zab Zab"), a person's leading determiner ("Unser Büro" -> "Büro",
    ``data/ner_filters.json``) or a request verb that starts the sentence ("Explain
    Kubernetes" -> "Kubernetes"): a name, organisation, place or nationality starts and ends
    with a capitalised word, and the placeholder covers exactly the value. Particles inside
    ("Ludwig van Beethoven") stay; dates are left as they are. An entity ends before a mark
    that stands alone between fields (:data:`_SEPARATOR_MARKS`). An entity that ends in a
    conjunction ("Mercadona y"), or a person with one inside, is none: nothing is left."""
    if category == "DATE":
        return start, end
    words = [(m.start(), m.end()) for m in regex.finditer(r"\S+", text[start:end])]
    for i, (s, e) in enumerate(words):
        if text[start + s : start + e] in _SEPARATOR_MARKS:
            del words[i:]  # "Berlin • Deutschland": two values in a line of fields, not one
            break
    joins = vetoes().glued_conjunctions
    inner = words if category == "PERSON" else words[-1:]
    if any(text[start + s : start + e] in joins for s, e in inner):
        # "Mercadona y", "Mercadona y Lidl" as one person: the model misread the sentence
        # (the rules find each person of "Tom and Jerry Smith")
        return start, start
    while words and not text[start + words[0][0]][:1].isupper():
        words.pop(0)
    if (
        category == "PERSON"
        and len(words) > 1
        and text[start + words[0][0] : start + words[0][1]].lower() in vetoes().person_determiners
    ):
        words.pop(0)  # "Unser Büro", "My Uncle Bob": a determiner starts no name
    if (
        len(words) > 1
        and text[start + words[0][0] : start + words[0][1]].lower() in request_verbs()
        and _sentence_start(text, start + words[0][0])
    ):
        words.pop(0)  # "Explain Kubernetes": the prompt's imperative is no part of a name
    while words and not text[start + words[-1][0]][:1].isupper():
        words.pop()
    if not words:
        return start, start
    return start + words[0][0], start + words[-1][1]


def _machine_date_inside(text: str, start: int, end: int) -> bool:
    """Whether the entity, or the date it holds after a version ("17.0.9 2023-10-17"), is a
    program's date (``technical.machine_date``)."""
    if machine_date(text, start, end):
        return True
    inner = _DATE_START.search(text, start + 1, end)
    return inner is not None and machine_date(text, inner.start(), end)


#: Where a date starts inside an entity: a digit run after a space or bracket, or a capital.
_DATE_START = regex.compile(r"(?<=[ (\[])(?:[0-9]|\p{Lu})")


def vetoed(text: str, start: int, end: int, category: str, code: list[tuple[int, int]]) -> bool:
    """Whether the entity ``text[start:end]`` the model labelled ``category`` is dropped."""
    value = text[start:end]
    if in_code(text, start, end, code):
        return True
    if value.count("(") != value.count(")") or value.count("[") != value.count("]"):
        return True  # it straddles a bracket: "Leeds (Employment Judge Shepherd" is two things
    if category == "DATE":
        return (
            not specific_date(value)
            or _impossible_date(value)
            or _machine_date_inside(text, start, end)
        )
    if code_shaped(value) or any(ch.isdigit() for ch in value):
        return True
    if not any(ch.isupper() for ch in value):
        return True
    if any(w in vetoes().versus for w in value.split()[1:-1]):  # as written: not an initial
        return True
    words = _WORD.findall(value)
    if category == "PERSON" and len(words) == 1 and value.isupper():
        return True
    if category == "PERSON" and len(words) == 1 and value.casefold() in vetoes().role_nouns:
        return True  # "the Independent Children's Lawyer": a role, not a name
    if category == "PERSON" and len(words) == 1 and vetoes().label_tail.match(text, end):
        return True  # "Bill to: Harlow & Finch": a form's label, not a name
    if category in ("PERSON", "LOCATION") and _names_a_dish(text, end, words):
        return True  # "a Bakewell tart", "Eccles cakes": the dish, not someone or a place
    if category == "PERSON" and value.casefold() in _formula_words():
        return True  # "Viele Grüße", "Met vriendelijke groet": a greeting or sign-off
    if (
        category == "PERSON"
        and len(words) > 1
        and words[-1].lower() in person_cues().institution_words
    ):
        return True
    return value.strip().upper() in vetoes().acronyms


def _names_a_dish(text: str, end: int, words: list[str]) -> bool:
    """Whether a dish's noun follows the entity and its last word is no known given name
    ("Best Bakewell tart"; not "Sarah cake")."""
    if not words or vetoes().dish_after.match(text, end) is None:
        return False
    lex = lexicon()
    last = words[-1].casefold()
    return last not in lex.first and last not in lex.ambiguous_first


@cache
def _company_endings() -> frozenset[str]:
    """The words that end companies' names (``company_endings`` and ``industry_words`` of
    ``data/org_cues.json``) as written, capitalised."""
    cues = org_cues()
    return frozenset((*cues.company_endings, *cues.industry_words))


def company_person(value: str) -> bool:
    """Whether the model's PERSON of several words ends in a capitalised word that ends
    companies' names ("Aurelian Hotels", "Hartwell Fitness"): a firm the model misread."""
    words = _WORD.findall(value)
    return len(words) > 1 and words[-1] in _company_endings()
