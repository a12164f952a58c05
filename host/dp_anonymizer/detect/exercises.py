"""Characters of arithmetic word problems: invented names that are the task.

"Tom has 5 apples and gives 2 to Sara. How many apples does Sara have?" names no one the
writer knows; replacing "Tom" and "Sara" garbles the exercise for nothing. A text is read as
such a problem (``data/exercises.json``) when it asks for a quantity ("how many", "how old",
"wie viele", "combien", …), holds at least ``min_numbers`` numbers, is about no one (no
first-person word, possessive or relation noun of ``data/personal_anchors.json``, no "me";
the third-person pronouns point at the characters) and holds no other finding that is not a
place, date or organisation (an e-mail or a phone number belongs to a real person). Its
person findings then stay as text, but only where every one of them is a single word or an
honorific and a word ("Mr Lopez"): a full name may be a real person's ("Tom Baker bought 3
shirts …" stays hidden), and so does a name after a relation noun ("My son Tom has 5
apples …": "my" already ties it).

The check reads the text once (one search for a question phrase over the lower-cased text,
numbers counted up to ``min_numbers``), and only where a person was found.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import regex

from dp_anonymizer.detect.base import USERS_OWN, Candidate, ScanContext, compile_pattern
from dp_anonymizer.detect.lexicon import literal_alternation, load_data
from dp_anonymizer.detect.resolve import CONTEXTUAL, HARD_MIN_SCORE, about_someone

#: Categories a character's name may also be read as (a given name that is a town).
_SOFT = frozenset({"PERSON", "ORGANIZATION", *CONTEXTUAL})
#: A number as written in a problem: "5", "12.50", "3:4", "1,200".
_NUMBER_RE = regex.compile(r"(?<![\w.,:])\d+(?:[.,:]\d+)*")


@dataclass(frozen=True, slots=True)
class _Exercises:
    question: regex.Pattern[str]
    min_numbers: int
    honorifics: frozenset[str]
    third_person: frozenset[str]
    writer_objects: frozenset[str]


@cache
def _data() -> _Exercises:
    data = load_data("exercises.json")
    return _Exercises(
        compile_pattern(
            r"(?<![\p{L}\p{M}])(?:" + literal_alternation(data["questions"]) + r")(?![\p{L}\p{M}])"
        ),
        int(data["min_numbers"]),
        frozenset(data["honorifics"]),
        frozenset(load_data("personal_anchors.json")["third_person"]),
        frozenset(data["writer_objects"]),
    )


def _character(value: str, honorifics: frozenset[str]) -> bool:
    """One word ("Sara", "Sara's") or an honorific and one word ("Mr Lopez", "Mrs. Chen")."""
    words = value.split()
    if len(words) == 1:
        return True
    return len(words) == 2 and words[0].rstrip(".").casefold() in honorifics


def _numbers(text: str, wanted: int) -> bool:
    return any(count >= wanted for count, _ in enumerate(_NUMBER_RE.finditer(text), 1))


def without_exercise_names(ctx: ScanContext, candidates: list[Candidate]) -> list[Candidate]:
    """``candidates`` less the characters' names of a word problem (see the module
    docstring); unchanged where the text is no such problem."""
    persons = [c for c in candidates if c.category == "PERSON"]
    if not persons:
        return candidates
    d = _data()
    text = ctx.text
    if any(
        c.kind == USERS_OWN or not _character(text[c.start : c.end], d.honorifics) for c in persons
    ):
        return candidates
    if any(
        c.category not in _SOFT and c.category != "DATE" and c.score >= HARD_MIN_SCORE
        for c in candidates
    ):
        return candidates
    if d.question.search(ctx.lower) is None or not _numbers(text, d.min_numbers):
        return candidates
    if ctx.words & d.writer_objects or about_someone(ctx, (), ignore=d.third_person):
        return candidates
    spans = [(c.start, c.end) for c in persons]
    return [
        c
        for c in candidates
        if c.category not in _SOFT
        or not any(start < c.end and c.start < end for start, end in spans)
    ]
