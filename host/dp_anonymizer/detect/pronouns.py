"""Pronouns and determiners of German, French, Spanish, Dutch and Italian that are never a
name on their own ("Ella es mexicana", "Lei è italiana", "Sie ist …").

A sentence capitalises its first word, and several of these are also given names elsewhere
(Ella, Lei, Elle), so the name lexicon takes them for a person and the prompt is garbled
("[PERSON_1] es …"). The lists are data (``data/pronouns.json``): a word is the pronoun when
the next word is one its language puts after a subject pronoun (a verb, a negation, a
clitic). "Ella said", "Lei Zhang", "Dr. Ella Marquez" stay names: the next word is not one of
the same language's, or the name is longer than the one word.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from dp_anonymizer.detect.lexicon import load_data


@dataclass(frozen=True, slots=True)
class Pronouns:
    #: word -> the words after which it is a pronoun, over the languages that list it
    next_words: dict[str, frozenset[str]]


@cache
def pronouns() -> Pronouns:
    data = load_data("pronouns.json")["languages"]
    merged: dict[str, set[str]] = {}
    for lang in data.values():
        after = {w.casefold() for w in lang["next"]}
        for word in lang["words"]:
            merged.setdefault(word.casefold(), set()).update(after)
    return Pronouns({word: frozenset(after) for word, after in merged.items()})


def _next_word(text: str, end: int) -> str:
    i = end
    if i >= len(text) or text[i] not in " \u00a0":
        return ""
    i += 1
    j = i
    while j < len(text) and (text[j].isalpha() or text[j] in "'’"):
        j += 1
    return text[i:j].replace("’", "'")


def is_pronoun(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is one word that is a pronoun or determiner here: listed,
    and followed by a word its language puts after a subject pronoun."""
    after = pronouns().next_words.get(text[start:end].casefold())
    return after is not None and _next_word(text, end).casefold() in after
