"""Other occurrences of values already found: in the same text, or earlier in the conversation.

Context-based recognizers see a name only where a cue is ("works at Zillow"); the same name a
sentence later ("Zillow's offices") would otherwise stay visible, and a value replaced in an
earlier message would come back in the next one. Here every value that got a placeholder is
looked up again as a whole word, case-insensitively, and every hit gets the same placeholder,
except where the text writes it in lower case while it was found capitalised ("free software"
after "Free Software Foundation"); a single such word is not spread at all, it is an everyday
word ("Budget" at the start of a sentence), and spreading it would blank the text.

A person's full name also spreads its parts: "Sarah Connolly" remembered from an earlier message
makes a later "Sarah" or "Connolly" a hit (the placeholder map links them to the full name's
placeholder, :mod:`dp_anonymizer.detect.placeholders`).

Linear in the text and in the number of values: ONE Aho–Corasick automaton over all values
(casefolded, spaces normalised) is run once over a normalised view of the text; each hit is
then checked for word boundaries and mapped back to the original offsets. A conversation that
remembers ten thousand values costs one pass, not ten thousand.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import ahocorasick
import regex

from dp_anonymizer.detect.base import Candidate, ScanContext
from dp_anonymizer.detect.everyday import top_frequency
from dp_anonymizer.detect.gazetteer import in_court_title, in_statute_title
from dp_anonymizer.detect.lexicon import lexicon, value_parts

_WORD_RE = regex.compile(r"\w+")
#: Shorter values are too likely to be ordinary words or abbreviations elsewhere.
MIN_LENGTH = 3
#: Longer values are documents (keys, blocks), found by their own recognizers everywhere.
MAX_LENGTH = 200
#: Score of a hit on a value remembered from an earlier message of the conversation: the
#: user saw it replaced there, so it is as certain as a context match.
REMEMBERED_SCORE = 0.9
#: Score of a hit on a part (given name, surname) of a remembered full name: weaker than the
#: full name, as strong as the person recognizer's own repeats.
PART_SCORE = 0.8


@dataclass(frozen=True, slots=True)
class Known:
    """A value that got a placeholder, with what its repeats should carry."""

    value: str
    category: str
    score: float
    #: Found only as an NER guess (:attr:`Candidate.ner_guess`): any other evidence for the
    #: same value wins.
    guess: bool = False
    #: Offered only over an NER guess of another category (a value of a kept category: it
    #: is not spread, but the model's guess does not turn it into something else).
    only_over_guesses: bool = False


class _LowerCase:
    """Whether the text also writes a word in lower case (as a whole word): the context's
    cached search for a short text, one set of the text's words (built at C speed, once) for
    a long one, so the cost stays linear however many values are asked about."""

    #: Up to this many characters, a few regex searches beat building the set.
    SHORT = 16_384

    def __init__(self, ctx: ScanContext) -> None:
        self._ctx = ctx
        self._words: frozenset[str] | None = None

    def __contains__(self, word: object) -> bool:
        assert isinstance(word, str)
        if len(self._ctx.text) <= self.SHORT:
            return self._ctx.has_lowercase(word)
        if self._words is None:
            # words never span whitespace, so the words of the distinct whitespace-separated
            # tokens (split once per text, shared with the recognizers) are the words of the
            # text, for a fraction of the scan
            find = _WORD_RE.findall
            self._words = frozenset(w for tok in self._ctx.text_tokens for w in find(tok))
        return word.lower() in self._words


def _word_is_everyday(word: str, lower_words: _LowerCase, person: bool = False) -> bool:
    """A single word that is an everyday word here: in the common list, a given name that is
    also a word ("Will", "May"), a number, or written in lower case elsewhere in the text
    (unless it is a person's name that no language uses as a word: "hamish")."""
    key = word.casefold()
    lex = lexicon()
    if person and word.islower() and key in lex.first and key not in lex.common:
        # a given name the text itself writes in lower case as a name ("my stepson (tyler,
        # 14)"), found there by its cues, names that person wherever it is written so again
        # ("tyler lives with us"), even where another language knows it as a word ("sam",
        # "dan"); an English everyday word ("will", "bill", "rose") stays one
        return False
    if key in lex.common or key in lex.ambiguous_first or key.isdigit():
        return True
    if person and _no_word_in_lower_case(key):
        return False
    return not word.islower() and word in lower_words


def _eligible(value: str, lower_words: _LowerCase, person: bool = False) -> bool:
    """Whole-word values of useful length; not a single everyday word."""
    if not MIN_LENGTH <= len(value) <= MAX_LENGTH:
        return False
    if not (value[0].isalnum() and value[-1].isalnum()):
        return False
    words = _WORD_RE.findall(value)
    return not (len(words) == 1 and _word_is_everyday(value, lower_words, person))


#: Below this frequency (Zipf, the language that uses it most) a person's name written in
#: lower case is no everyday word ("hamish to fix the padlock" after "Hamish" in the list).
_LOWER_NAME_ZIPF = 4.0


@cache
def _no_word_in_lower_case(value: str) -> bool:
    """Whether a given name, found capitalised, still names its person in lower case (notes
    and chat write "margot: accounts show …"): a given name of the lexicon that is no everyday
    word, no given name that is also one ("Will", "Rose") and rare in every language the
    detector reads; a surname that is also a trade ("the baker") is none."""
    lex = lexicon()
    return all(
        w in lex.first
        and w not in lex.common
        and w not in lex.ambiguous_first
        and top_frequency(w) < _LOWER_NAME_ZIPF
        for w in value.split()
    )


def _rank(item: Known) -> tuple[bool, bool, float]:
    return (not item.guess, not item.only_over_guesses, item.score)


def _expanded(known: Iterable[Known]) -> Iterator[Known]:
    """The values, and for a person's full name its given name and surname as well."""
    for item in known:
        yield item
        for part in value_parts(item.category, item.value):
            score = min(item.score, PART_SCORE)
            yield Known(part, item.category, score, item.guess, item.only_over_guesses)


#: Whitespace that is not already one plain space, and the runs of it that shift offsets.
_SPACE_RUN_RE = regex.compile(r"\s{2,}|[^\S ]")


#: Whitespace other than a plain space: a character class without the space, which the
#: ``regex`` engine scans for quickly (a pattern that can start at a space is tried at each).
_ODD_SPACE_RE = regex.compile(r"[^\S ]")
#: What ``_ODD_SPACE_RE`` matches in ASCII text.
_ASCII_ODD_SPACES = "\t\n\x0b\x0c\r"
#: ``str.isspace`` counts these; ``\s`` of ``regex`` does not.
_NOT_REGEX_SPACE = frozenset("\x1c\x1d\x1e\x1f")


def _is_space(ch: str) -> bool:
    return ch.isspace() and ch not in _NOT_REGEX_SPACE


def _odd_spaces(text: str) -> list[int]:
    """Where ``_ODD_SPACE_RE`` matches, in no particular order. In ASCII text (the common
    case) ``str.find`` for each of its five characters, at C speed; the class scan tries
    every character (about 10 ms per MB)."""
    if not text.isascii():
        return [m.start() for m in _ODD_SPACE_RE.finditer(text)]
    found = []
    for ch in _ASCII_ODD_SPACES:
        pos = text.find(ch)
        while pos >= 0:
            found.append(pos)
            pos = text.find(ch, pos + 1)
    return found


def _space_runs(text: str) -> list[tuple[int, int]]:
    """The runs of ``_SPACE_RUN_RE`` (maximal whitespace runs but a single plain space), in
    order: found from their rare seeds (a non-space whitespace character, two spaces) and
    grown to both sides, instead of trying the pattern at every space of the text."""
    seeds = _odd_spaces(text)
    pos = text.find("  ")
    while pos >= 0:
        seeds.append(pos)
        pos = text.find("  ", pos + 2)
    seeds.sort()
    runs: list[tuple[int, int]] = []
    n = len(text)
    for seed in seeds:
        if runs and seed < runs[-1][1]:
            continue
        start, end = seed, seed + 1
        while start > 0 and _is_space(text[start - 1]):
            start -= 1
        while end < n and _is_space(text[end]):
            end += 1
        runs.append((start, end))
    return runs


class Normalised:
    """The casefolded text with whitespace runs as one space, and the way back to offsets of
    the original text.

    Common case at C speed: casefolding keeps every character's length, so only the collapsed
    whitespace runs shift offsets (a sorted list of shift points, looked up by bisection).
    Otherwise ("ß" -> "ss") one pass records the origin of every character.
    """

    def __init__(self, text: str) -> None:
        folded = text.casefold()
        self.origin: list[int] | None = None
        self.points: list[int] = [0]
        self.shifts: list[int] = [0]
        if len(folded) == len(text):
            removed = 0
            pieces: list[str] = []
            pos = 0
            for start, end in _space_runs(folded):
                pieces.append(folded[pos:start])
                pieces.append(" ")
                pos = end
                if end - start > 1:
                    removed += end - start - 1
                    self.points.append(end - removed)
                    self.shifts.append(removed)
            pieces.append(folded[pos:])
            self.text = "".join(pieces)
            return
        out: list[str] = []
        origin: list[int] = []
        pos = 0
        for m in _SPACE_RUN_RE.finditer(text):
            for i in range(pos, m.start()):
                piece = text[i].casefold()
                out.append(piece)
                origin.extend([i] * len(piece))
            out.append(" ")
            origin.append(m.start())
            pos = m.end()
        for i in range(pos, len(text)):
            piece = text[i].casefold()
            out.append(piece)
            origin.extend([i] * len(piece))
        self.text = "".join(out)
        self.origin = origin

    def span(self, start: int, end: int) -> tuple[int, int] | None:
        """Offsets in the original text of normalised ``[start, end)``; ``None`` where that
        would cut a character in two ("s" is not half of a "ß")."""
        origin = self.origin
        if origin is None:
            return self._at(start), self._at(end - 1) + 1
        if start > 0 and origin[start - 1] == origin[start]:
            return None
        if end < len(origin) and origin[end] == origin[end - 1]:
            return None
        return origin[start], origin[end - 1] + 1

    def _at(self, pos: int) -> int:
        return pos + self.shifts[bisect_right(self.points, pos) - 1]


def is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def whole_word_hits(text: str, automaton: ahocorasick.Automaton) -> Iterator[tuple[int, int, Any]]:
    """``(start, end, payload)`` of every hit of ``automaton`` (built over casefolded keys with
    whitespace runs as one space, each word's value a ``(key, payload)`` pair) in ``text``,
    in original offsets; a key that starts or ends with a letter or digit matches only as a
    whole word there. Hits may overlap: callers pick from them."""
    norm = Normalised(text)
    n = len(text)
    for norm_end, (key, payload) in automaton.iter(norm.text):
        span = norm.span(norm_end - len(key) + 1, norm_end + 1)
        if span is None:
            continue
        start, end = span
        if key[0].isalnum() and start > 0 and is_word_char(text[start - 1]):
            continue
        if key[-1].isalnum() and end < n and is_word_char(text[end]):
            continue
        yield start, end, payload


def repeats(
    ctx: ScanContext, known: Iterable[Known], taken: Iterable[Candidate]
) -> Iterator[Candidate]:
    """Candidates for occurrences of ``known`` values in the text outside ``taken`` spans."""
    text = ctx.text
    lower_words = _LowerCase(ctx)
    automaton = ahocorasick.Automaton()
    # a value found many times is asked about once (the answer depends on the value alone)
    eligible: dict[tuple[str, bool], bool] = {}
    for item in _expanded(known):
        value = " ".join(item.value.split())
        person = item.category == "PERSON"
        ok = eligible.get((value, person))
        if ok is None:
            ok = eligible[(value, person)] = _eligible(value, lower_words, person)
        if not ok:
            continue
        folded = value.casefold()
        known_item = automaton.get(folded, None)
        # the strongest evidence for a value wins, an NER guess last, a kept value before
        # it; on a tie the first (this text's, then the conversation's)
        if known_item is None or _rank(known_item[1]) < _rank(item):
            automaton.add_word(folded, (folded, item))
    if len(automaton) == 0:
        return
    automaton.make_automaton()
    hits: list[tuple[int, int, Known]] = []
    for start, end, item in whole_word_hits(text, automaton):
        # "free software" after "Free Software Foundation": written in lower case, a
        # capitalised name is an everyday phrase
        if (
            text[start:end].islower()
            and not item.value.islower()
            and not (item.category == "PERSON" and _no_word_in_lower_case(text[start:end]))
        ):
            continue
        hits.append((start, end, item))
    # leftmost-longest, outside the spans that already have a placeholder
    hits.sort(key=lambda h: (h[0], -h[1]))
    covered = sorted((c.start, c.end, c.category, c.ner_guess) for c in taken)
    index = 0
    last_end = -1
    for start, end, item in hits:
        if start < last_end:
            continue
        while index < len(covered) and covered[index][1] <= start:
            index += 1
        inside = index < len(covered) and covered[index][0] <= start
        if item.only_over_guesses and not (inside and covered[index][3]):
            continue
        if inside:
            c_start, c_end, c_category, c_guess = covered[index]
            # inside a span that already has a placeholder; but the same span found as another
            # category ("Acme said" as a person after "Acme Inc.") is offered, and resolve()
            # keeps the stronger of the two; over an NER guess of another category, any span
            # is offered (the engine lets the remembered category replace the guess)
            if c_category == item.category or ((c_start, c_end) != (start, end) and not c_guess):
                continue
        # asked last, of the few hits offered: every check above passes over a hit without
        # taking its place, so the order of the checks does not change which hits are offered
        if in_statute_title(text, start, end) or in_court_title(text, start, end):
            continue
        last_end = end
        yield Candidate(start, end, item.category, item.score, "repeat", wrapped=True)
