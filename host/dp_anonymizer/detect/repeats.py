"""Other occurrences of values already found: in the same text, or earlier in the conversation.

Context-based recognizers see a name only where a cue is ("works at Zillow"); the same name a
sentence later ("Zillow's offices") would otherwise stay visible, and a value replaced in an
earlier message would come back in the next one. Here every value that got a placeholder is
looked up again as a whole word, case-insensitively, and every hit gets the same placeholder,
except where the text writes it in lower case while it was found capitalised ("free software"
after "Free Software Foundation"); a single such word is not spread at all, it is an everyday
word ("Budget" at the start of a sentence, :meth:`ScanContext.has_lowercase`), and spreading
it would blank the text.

One scan of the text for the values' first words (a literal alternation, which ``regex`` runs
without backtracking), then a check of each hit against the values starting with that word.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import regex

from dp_anonymizer.detect.base import Candidate, ScanContext, finditer
from dp_anonymizer.detect.lexicon import lexicon

_WORD_RE = regex.compile(r"\w+")
#: Shorter values are too likely to be ordinary words or abbreviations elsewhere.
MIN_LENGTH = 3
#: Longer values are documents (keys, blocks), found by their own recognizers everywhere.
MAX_LENGTH = 200
#: Score of a hit on a value remembered from an earlier message of the conversation: the
#: user saw it replaced there, so it is as certain as a context match.
REMEMBERED_SCORE = 0.9


@dataclass(frozen=True, slots=True)
class Known:
    """A value that got a placeholder, with what its repeats should carry."""

    value: str
    category: str
    score: float


def _eligible(value: str, ctx: ScanContext) -> bool:
    """Whole-word values of useful length; not a single everyday word ("Will", "May", or one
    the text also writes in lower case)."""
    if not MIN_LENGTH <= len(value) <= MAX_LENGTH:
        return False
    if not (value[0].isalnum() and value[-1].isalnum()):
        return False
    words = _WORD_RE.findall(value)
    if len(words) == 1:
        word = words[0].casefold()
        lex = lexicon()
        if word in lex.common or word in lex.ambiguous_first or word.isdigit():
            return False
        if not value.islower() and ctx.has_lowercase(value):
            return False
    return True


def repeats(
    ctx: ScanContext, known: Iterable[Known], taken: Iterable[Candidate]
) -> Iterator[Candidate]:
    """Candidates for occurrences of ``known`` values in the text outside ``taken`` spans."""
    text = ctx.text
    by_first: dict[str, list[tuple[str, Known]]] = {}
    for item in known:
        value = " ".join(item.value.split())
        if not _eligible(value, ctx):
            continue
        first = _WORD_RE.match(value)
        assert first is not None  # _eligible: starts with an alphanumeric character
        by_first.setdefault(first.group(0).casefold(), []).append((value.casefold(), item))
    if not by_first:
        return
    for entries in by_first.values():
        entries.sort(key=lambda e: -len(e[0]))  # longest first: "Acme Labs" before "Acme"
    covered = sorted((c.start, c.end) for c in taken)
    # One C-speed scan for the first words (a literal alternation), then a check per hit.
    first_words = regex.compile(
        r"(?<!\w)(?:" + "|".join(regex.escape(w) for w in sorted(by_first)) + r")(?!\w)",
        regex.IGNORECASE | regex.FULLCASE,
    )
    index = 0
    for word in finditer(first_words, text, "repeat"):
        starting_here = by_first.get(word.group(0).casefold())
        if not starting_here:
            continue
        start = word.start()
        while index < len(covered) and covered[index][1] <= start:
            index += 1
        if index < len(covered) and covered[index][0] <= start:
            continue  # inside a span that already has a placeholder
        for folded, item in starting_here:
            end = _match_end(text, start, folded)
            if end is None:
                continue
            # "free software" after "Free Software Foundation": written in lower case, a
            # capitalised name is an everyday phrase
            if not (text[start:end].islower() and not item.value.islower()):
                yield Candidate(start, end, item.category, item.score, "repeat")
            break


def _match_end(text: str, start: int, folded: str) -> int | None:
    """End of ``folded`` (a casefolded, space-normalised value) at ``start``, word-bounded.

    Runs of whitespace in the text match the single spaces of the value, so a name broken
    over two lines is still found; a character whose casefold is longer ("ß" -> "ss") must
    match all of it.
    """
    pos, j, n = start, 0, len(text)
    while j < len(folded):
        if pos >= n:
            return None
        if folded[j] == " ":
            if not text[pos].isspace():
                return None
            while pos < n and text[pos].isspace():
                pos += 1
            j += 1
            continue
        piece = text[pos].casefold()
        if not folded.startswith(piece, j):
            return None
        j += len(piece)
        pos += 1
    if pos < n and (text[pos].isalnum() or text[pos] == "_"):
        return None
    return pos
