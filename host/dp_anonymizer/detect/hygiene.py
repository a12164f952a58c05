"""Span hygiene: one pass after overlap resolution that makes every span cover exactly its
value, whatever recognizer produced it.

Recognizers are written one at a time and each gets an edge wrong now and then: a pattern
that starts at "I'm", a phone number that takes its sentence's bracket, an address that runs
into the next line's "Tel:" label, a checksum match that stops four digits short of the
number it is part of. Fixing each at its source is still right, but this pass states the
rules once:

* no surrounding space, unbalanced bracket or quote, or sentence punctuation after digits;
* no greeting or self-introduction at the start ("Hi, I'm [PERSON_1]");
* no generic title at the start of a name ("Dr. [PERSON_1]", "Frau [PERSON_2]"): the
  person recognizer's titles that are not also ordinary words or given names
  (``titles`` less ``weak_titles``, plus ``job_titles``, of ``data/person_cues.json``;
  "Don", "Father" stay inside);
* no line break unless the category's values span lines (addresses) or the span repeats a
  value already found (a wrapped line); a span of another category is split into one span
  per line; never the label line that follows a value
  ("…London\\nTel:");
* never a fragment of a word: edges inside a word move out to the word's edges;
* never a fragment of an identifier: a digit-shaped span inside a longer run of letter/digit
  groups joined by single separators ("DE89 3704 0044 0532 0130 01") covers the whole run,
  so no part of an identifier stays in clear beside a placeholder.

Spans that come to overlap are merged; the longer original keeps its category.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache

import regex

from dp_anonymizer.detect.base import Candidate
from dp_anonymizer.detect.categories import CATEGORIES
from dp_anonymizer.detect.everyday import capitals_word
from dp_anonymizer.detect.lexicon import load_data, person_cues
from dp_anonymizer.detect.tables import columns, header_key

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSE = {v: k for k, v in _OPEN.items()}
_QUOTES = "\"'`“”„‘’«»‹›"
_SENTENCE_END = ",;:!?"
#: Single characters that join the groups of one identifier ("DE89 3704", "2024-778812").
_JOINERS = " -./"
#: Longest word or identifier group an edge is moved across.
_MAX_GROUP = 40
#: Scripts written without spaces between words.
_UNSPACED_RE = regex.compile(
    r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]"
)
#: A form label at the start of a line: "Tel:", "E-mail :", "Phone number:".
_LABEL_RE = regex.compile(r"[ \t]*[^\W\d_][\w.\-]{0,20}(?:[ \t][\w.\-]{1,20}){0,2}[ \t]*:")


@dataclass(frozen=True, slots=True)
class _Rules:
    lead: regex.Pattern[str]
    #: First letters of the lead words: most spans start with none of them.
    lead_initials: frozenset[str]
    multiline: frozenset[str]
    #: Generic titles before a name, each with its optional full stop ("Prof. Dr. ").
    title: regex.Pattern[str]


@cache
def _rules() -> _Rules:
    data = load_data("hygiene.json")
    words = sorted(data["lead_words"], key=len, reverse=True)
    alternation = "|".join(regex.escape(w).replace(r"\ ", r"\s{1,3}") for w in words)
    lead = regex.compile(r"(?i)(?:(?:" + alternation + r")(?!\w)[\s,]{1,3})+")
    initials = frozenset(w[0].lower() for w in words) | frozenset(w[0].upper() for w in words)
    cues = person_cues()
    titles = sorted((cues.titles - cues.weak_titles) | cues.job_titles, key=len, reverse=True)
    title = regex.compile(
        r"(?i)(?:(?:"
        + "|".join(regex.escape(t.rstrip(".")) for t in titles)
        + r")\.?(?!\w)\s{1,3})+"
    )
    return _Rules(lead, initials, frozenset(data["multiline"]), title)


def _normalization(category: str) -> str:
    info = CATEGORIES.get(category)
    return info.normalize if info is not None else "casefold"


def _noise_first(text: str, start: int, end: int) -> bool:
    """The first character is an unbalanced opener, a stray closer or a lone quote."""
    first = text[start]
    if first in _OPEN:
        return _OPEN[first] not in text[start + 1 : end]
    return first in _CLOSE or (first in _QUOTES and text.count(first, start, end) == 1)


def _noise_last(text: str, start: int, end: int) -> bool:
    """The last character is an unbalanced closer, a stray opener, a lone quote, sentence
    punctuation ("::" ends an IPv6 address), or a full stop after a digit."""
    last = text[end - 1]
    if last in _CLOSE:
        return text.count(_CLOSE[last], start, end) < text.count(last, start, end)
    if last in _OPEN or (last in _QUOTES and text.count(last, start, end) == 1):
        return True
    if last in _SENTENCE_END:
        return text[end - 2 : end] != "::"
    return last == "." and end - start > 1 and text[end - 2].isdigit()


def _trim(text: str, start: int, end: int, exact: bool) -> tuple[int, int]:
    """Drop surrounding space, unbalanced brackets and quotes, and trailing punctuation; only
    the space for ``exact`` values (a password may well end in "!")."""
    while True:
        before = (start, end)
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end and not exact:
            first, last = text[start], text[end - 1]
            if (
                first in _OPEN
                and last == _OPEN[first]
                and text.count(first, start, end) == text.count(last, start, end) == 1
            ):
                start, end = start + 1, end - 1  # "(+44 20 7946 0958)": the brackets stay
            elif _noise_first(text, start, end):
                start += 1
            elif _noise_last(text, start, end):
                end -= 1
        if (start, end) == before:
            return start, end


def _strip_lead(text: str, start: int, end: int) -> int:
    rules = _rules()
    if start >= end or text[start] not in rules.lead_initials:
        return start
    m = rules.lead.match(text, start, end)
    if m is None or m.end() >= end:
        return start
    return m.end()


def _strip_title(text: str, start: int, end: int) -> int:
    """Start of a person's name after the generic titles before it, if a name follows."""
    m = _rules().title.match(text, start, end)
    if m is None or m.end() >= end or not text[m.end()].isalpha():
        return start
    return m.end()


#: A name's last word in capitals, after a space.
_LAST_CAPITALS_RE = regex.compile(r"[ \t]+(\p{Lu}{2,20})\Z")
#: A label's colon right after a word.
_COLON_RE = regex.compile(r"[ \t]?:")


def _strip_next_label(text: str, start: int, end: int) -> int:
    """The end of a name without the form's next label: a known column's header in capitals
    right before its colon ("ROBERT GARCIA DOB: 03/15/1978", "Li Wei SSN: …",
    ``table_columns.json``) is no part of the name."""
    last = _LAST_CAPITALS_RE.search(text, start, end)
    if (
        last is None
        or _COLON_RE.match(text, end) is None
        or header_key(last.group(1)) not in columns().by_header
    ):
        return end
    return last.start()


def _is_label_line(text: str, line_start: int, line_end: int) -> bool:
    """A form label ("Tel:", "Phone number:") starts the line, or the line's text is
    followed by a colon ("…\nTel" + ": 020…"). The label's colon is inside the line's part
    of the span or right after it: a colon further on belongs to the next sentence ("…
    Terrace,\nEH7 5QT. Result: clear.")."""
    if _LABEL_RE.match(text, line_start, min(len(text), line_end + 1)) is not None:
        return True
    return text[line_end : line_end + 2].lstrip(" \t")[:1] == ":"


def _cut_lines(text: str, start: int, end: int, category: str) -> list[tuple[int, int]]:
    """Keep a line break only where the category's values span lines (addresses), and never
    take the label line of a form that follows the value. A span of another category that
    crossed lines becomes one span per line, so nothing it covered leaks."""
    if "\n" not in text[start:end]:
        return [(start, end)]
    if category in _rules().multiline:
        pos = text.find("\n", start, end)
        while pos >= 0:
            line_end = text.find("\n", pos + 1, end)
            line_end = end if line_end < 0 else line_end
            if _is_label_line(text, pos + 1, line_end):
                return [(start, pos)]
            pos = text.find("\n", pos + 1, end)
        return [(start, end)]
    pieces: list[tuple[int, int]] = []
    line_start = start
    while line_start < end:
        line_end = text.find("\n", line_start, end)
        line_end = end if line_end < 0 else line_end
        if text[line_start:line_end].strip():
            if pieces and _is_label_line(text, line_start, line_end):
                break
            pieces.append((line_start, line_end))
        line_start = line_end + 1
    return pieces


def _in_word(ch: str) -> bool:
    """A letter or digit of a script that separates words by spaces."""
    return ch.isalnum() and _UNSPACED_RE.match(ch) is None


def _word_edges(text: str, start: int, end: int) -> tuple[int, int]:
    """Move edges that fall inside a word out to the word's edges (not in scripts written
    without spaces, where a word edge can fall between any two characters)."""
    limit = max(0, start - _MAX_GROUP)
    while start > limit and _in_word(text[start - 1]) and _in_word(text[start]):
        start -= 1
    limit = min(len(text), end + _MAX_GROUP)
    while end < limit and _in_word(text[end - 1]) and _in_word(text[end]):
        end += 1
    return start, end


def _group_before(text: str, pos: int) -> int | None:
    """Start of the letter/digit group that ends at ``pos`` behind one joiner, if any."""
    if pos < 2 or text[pos - 1] not in _JOINERS or not text[pos - 2].isalnum():
        return None
    g = pos - 2
    limit = max(0, pos - 1 - _MAX_GROUP)
    while g > limit and text[g - 1].isalnum():
        g -= 1
    return g if g == 0 or not text[g - 1].isalnum() else None


def _group_after(text: str, pos: int) -> int | None:
    if pos + 1 >= len(text) or text[pos] not in _JOINERS or not text[pos + 1].isalnum():
        return None
    g = pos + 1
    limit = min(len(text), pos + 1 + _MAX_GROUP)
    while g < limit and text[g].isalnum():
        g += 1
    return g if g == len(text) or not text[g].isalnum() else None


def _has_digit(text: str, start: int, end: int) -> bool:
    return any(ch.isdigit() for ch in text[start:end])


def _letters_code(text: str, start: int, end: int) -> bool:
    """A short all-capitals group inside an identifier ("GB82 WEST 1234"), not a word of a
    text in capitals ("567.00 WITH 5186…")."""
    word = text[start:end]
    return len(word) <= 4 and word.isalpha() and word.isupper() and not capitals_word(word)


def _whole_run(text: str, start: int, end: int, low: int, high: int) -> tuple[int, int]:
    """Extend an identifier-shaped span over the rest of its run of joined groups (from an
    edge that is a letter or digit: "+1…" starts a token of its own), but not into a
    neighbouring span (``low``/``high``): "4111… 09/27 123" is a card, an expiry and a code."""
    while text[start].isalnum():
        g = _group_before(text, start)
        if g is None or g < low:
            break
        if _has_digit(text, g, start - 1):
            start = g
            continue
        # a capitals group counts between two digit groups, or as a hyphened prefix ("ORD-")
        if not _letters_code(text, g, start - 1):
            break
        h = _group_before(text, g)
        if h is not None and h >= low and _has_digit(text, h, g - 1):
            start = h
            continue
        if text[start - 1] == "-":
            start = g
        break
    while text[end - 1].isalnum():
        g = _group_after(text, end)
        if g is None or g > high:
            break
        if _has_digit(text, end + 1, g):
            end = g
            continue
        if not _letters_code(text, end + 1, g):
            break
        h = _group_after(text, g)
        if h is not None and h <= high and _has_digit(text, g + 1, h):
            end = h
            continue
        if text[end] == "-":
            end = g
        break
    return start, end


def _tidy_edges(text: str, cand: Candidate) -> list[Candidate]:
    """Every rule but the run extension, which needs to know the neighbours."""
    exact = _normalization(cand.category) == "exact"
    start, end = _trim(text, cand.start, cand.end, exact)
    if not exact:
        start = _strip_lead(text, start, end)
    if cand.category == "PERSON":
        start = _strip_title(text, start, end)
        end = _strip_next_label(text, start, end)
    out: list[Candidate] = []
    if cand.wrapped:
        pieces: Iterable[tuple[int, int]] = [(start, end)]
    else:
        pieces = _cut_lines(text, start, end, cand.category)
    for piece_start, piece_end in pieces:
        s, e = _trim(text, piece_start, piece_end, exact)
        if s >= e:
            continue
        s, e = _word_edges(text, s, e)
        if (s, e) == (cand.start, cand.end):
            out.append(cand)
        else:
            out.append(replace(cand, start=s, end=e))
    return out


def _extend_runs(text: str, spans: list[Candidate]) -> list[Candidate]:
    out: list[Candidate] = []
    for i, cand in enumerate(spans):
        if _normalization(cand.category) not in ("digits", "alnum") or not _has_digit(
            text, cand.start, cand.end
        ):
            out.append(cand)
            continue
        low = spans[i - 1].end if i > 0 else 0
        high = spans[i + 1].start if i + 1 < len(spans) else len(text)
        start, end = _whole_run(text, cand.start, cand.end, low, high)
        # most runs are whole already; dataclasses.replace costs more than the run search
        out.append(
            cand if (start, end) == (cand.start, cand.end) else replace(cand, start=start, end=end)
        )
    return out


def _merge(spans: list[Candidate]) -> list[Candidate]:
    """Merge overlapping spans (sorted by start); the longer one keeps its category."""
    merged: list[Candidate] = []
    for cand in spans:
        if merged and cand.start < merged[-1].end:
            prev = merged[-1]
            keep = prev if prev.end - prev.start >= cand.end - cand.start else cand
            end = max(prev.end, cand.end)
            score = max(prev.score, cand.score)
            merged[-1] = replace(keep, start=prev.start, end=end, score=score)
        else:
            merged.append(cand)
    return merged


def tidy(text: str, spans: Iterable[Candidate]) -> list[Candidate]:
    """Apply the module's rules to resolved, non-overlapping spans; the result is again
    non-overlapping and sorted by start."""
    tidied = sorted((t for s in spans for t in _tidy_edges(text, s)), key=lambda c: c.start)
    return _merge(_extend_runs(text, _merge(tidied)))
