"""Building blocks shared by every recognizer: spans, candidates, guarded regexes, context.

Invariants:

* A recognizer never logs or returns matched text; it returns offsets plus its own name.
* Every pattern is precompiled once at import, bounded (no unbounded repetition that can
  backtrack), and run through :func:`finditer`, which enforces a timeout proportional to the
  input length. A timeout fails *closed*: :class:`DetectionTimeoutError` is raised instead of
  silently skipping a pattern and letting PII through.
* ``validate`` / ``invalidate`` are tri-state, as in Presidio: ``True`` raises the score to
  :data:`MAX_SCORE`, ``False`` drops the match, ``None`` has no opinion.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Literal, Protocol, TypeVar

import ahocorasick
import regex

from dp_anonymizer.detect.language import identify
from dp_anonymizer.errors import DetectionTimeoutError

MAX_SCORE = 1.0
#: Characters either side of a match searched for context words.
CONTEXT_WINDOW = 48
#: How much a context word raises a score (capped at 1).
CONTEXT_BOOST = 0.35
#: Seconds a single pattern may run per MB of input (plus a fixed allowance). Generous on
#: purpose: it is a backstop against a pattern we got wrong, not the linear-time argument.
TIMEOUT_BASE_S = 2.0
TIMEOUT_PER_MB_S = 4.0
#: After a comma a digit identifier may start, unless the comma groups thousands ("1,234,567")
#: or starts a fraction ("0,4111…"): a comma next to anything else separates fields, as in a
#: pasted CSV row ("Ann,4111111111111111,12/25,123"), and after an identifier it always does.
#: Patterns put it next to their look-behind, which leaves the comma out.
AFTER_COMMA = r"(?<![0-9],(?=[0-9]{3}(?![0-9\-])))(?<!(?<![0-9])0,)"


RegexPattern = regex.Pattern[str]
_PREFIX_LEN = 6
#: A run of letters: the words of the prefix set, and the head of an anchor.
_WORD_RE = regex.compile(r"[^\W\d_]+")


@dataclass(frozen=True, slots=True)
class Span:
    """A resolved detection: offsets into the input, never the value itself."""

    start: int
    end: int
    category: str
    score: float
    recognizer: str
    placeholder: str | None


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of output text: plain text or one placeholder."""

    kind: Literal["text", "placeholder"]
    text: str


_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Candidate:
    """A raw finding before overlap resolution."""

    start: int
    end: int
    category: str
    score: float
    recognizer: str
    validated: bool = False
    #: The span is another occurrence of a value already found, matched word for word with
    #: any whitespace between the words: a line break inside it is the text's wrapping, so
    #: span hygiene keeps it whole instead of cutting it into lines.
    wrapped: bool = False
    #: The user's own correction (the review panel's "replace"): it wins over detection and
    #: the allow list does not undo it.
    user_fixed: bool = False
    #: Only the statistical NER layer proposed this category here (no rule, no gazetteer):
    #: a guess that a value remembered with another category overrides (engine, repeats).
    ner_guess: bool = False
    #: The layer that proposed it (``detect/layers.py``: rules, gazetteer, ner). The resolver
    #: weighs evidence by this field and ``kind``.
    layer: str = "rules"
    #: What the finding rests on, as its layer names it: a rule's evidence ("employer",
    #: "institution-tail", "deny-list"), the NER model's entity label ("GPE") or the gazetteer
    #: entry's kind ("cued_place"). Decisions read this field with ``layer``, never
    #: ``recognizer``, which only explains a finding to people.
    kind: str = ""
    #: Personal data only in a text about someone (``resolve.about_someone``): a medicine with
    #: its dose names no one ("the maximum dose of ibuprofen 400 mg"), so it needs a person.
    needs_someone: bool = False
    #: A name the world knows, kept where a text about no one asks about it, as places and
    #: nationalities are ("Which is better, TU Delft or KU Leuven?"): an institution named by
    #: its kind, as opposed to an employer named by someone's tie to it.
    asked_is_public: bool = False


#: The ``kind`` of a finding of the user's own lists (the deny list, custom recognizers): it
#: always stands, whatever a public-figure or work list says.
USERS_OWN = "users-own"


def finding(
    recognizer: str,
    kind: str,
    start: int,
    end: int,
    category: str,
    score: float,
    *,
    validated: bool = False,
    needs_someone: bool = False,
    asked_is_public: bool = False,
) -> Candidate:
    """A rule's finding on evidence ``kind``. Its label, which explains it to people, is
    derived from the recognizer's name and the kind, so the two never disagree."""
    return Candidate(
        start,
        end,
        category,
        score,
        f"{recognizer}:{kind}",
        validated,
        needs_someone=needs_someone,
        asked_is_public=asked_is_public,
        kind=kind,
    )


@cache
def _anchor_head(anchor: str) -> str | None:
    """The word prefix an anchor starts with (:meth:`ScanContext.contains`), or ``None``:
    anchors are the recognizers' constants, so each is parsed once per process, not once
    per text (a short prompt asks about hundreds of them)."""
    head = _WORD_RE.match(anchor)
    return None if head is None else head.group(0)[:_PREFIX_LEN]


@dataclass(frozen=True, slots=True)
class _AnchorIndex:
    """A collection of anchors grouped by their word prefix (:func:`_anchor_head`), so a
    text's prefixes pick the few anchors it may hold in one set intersection, instead of one
    :meth:`ScanContext.contains` call per anchor (hundreds per collection, on every text)."""

    #: each prefix's anchors, with their places in the collection
    by_head: dict[str, tuple[tuple[int, str], ...]]
    heads: frozenset[str]
    #: anchors that start with no word character (always checked), with their places
    headless: tuple[tuple[int, str], ...]


@lru_cache(maxsize=1024)
def _anchor_index(anchors: tuple[str, ...] | frozenset[str]) -> _AnchorIndex:
    """The index of a collection of anchors; the recognizers' collections are constants, so
    each is built once per process (bounded, for a caller that passes a fresh one)."""
    by_head: dict[str, list[tuple[int, str]]] = {}
    headless: list[tuple[int, str]] = []
    for place, anchor in enumerate(anchors):
        head = _anchor_head(anchor)
        if head is None:
            headless.append((place, anchor))
        else:
            by_head.setdefault(head, []).append((place, anchor))
    return _AnchorIndex(
        {head: tuple(group) for head, group in by_head.items()},
        frozenset(by_head),
        tuple(headless),
    )


#: What may not follow a word of prose: more of the word, or the rest of an e-mail's local part.
_NOT_MAIL_LOCAL = r"(?![\w@]|\.[\w.\-]{0,64}@)"
#: A word of prose starts here: no word character, full stop or "@" just before.
_PROSE_WORD_START = regex.compile(r"(?<![\w.@])")
#: A word of prose ends here (:data:`_NOT_MAIL_LOCAL`).
_PROSE_WORD_END = regex.compile(_NOT_MAIL_LOCAL)


def lower_in_place(text: str) -> str:
    """``text`` in lower case with the same length, so offsets into one hold in the other:
    "İ" (Turkish capital dotted I, as in "TÜRKİYE") lowers to "i" and a combining dot; it
    lowers to "i" here, and any other character whose lower case is longer to its first
    character."""
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = text.replace("\u0130", "i").lower()
        if len(lowered) != len(text):
            lowered = "".join(ch.lower()[:1] for ch in text)
    return lowered


@dataclass(slots=True)
class ScanContext:
    """Per-call state shared by recognizers: the text and lazily computed views of it."""

    text: str
    _lower: str | None = field(default=None, repr=False)
    _anchors: dict[str, bool] = field(default_factory=dict, repr=False)
    _word_starts: dict[Iterable[str], list[int]] = field(default_factory=dict, repr=False)
    _anchor_spans: dict[regex.Pattern[str], list[tuple[int, int]]] = field(
        default_factory=dict, repr=False
    )
    _contains: dict[str, bool] = field(default_factory=dict, repr=False)
    _prefixes: frozenset[str] | None = field(default=None, repr=False)
    _text_tokens: frozenset[str] | None = field(default=None, repr=False)
    _tokens: frozenset[str] | None = field(default=None, repr=False)
    _token_text: str | None = field(default=None, repr=False)
    _longest_token: int | None = field(default=None, repr=False)
    _words: frozenset[str] | None = field(default=None, repr=False)
    _lower_words: dict[str, bool] = field(default_factory=dict, repr=False)
    _char_counts: dict[frozenset[str], list[int]] = field(default_factory=dict, repr=False)
    _line_starts: list[int] | None = field(default=None, repr=False)
    _longest_digit_run: int | None = field(default=None, repr=False)
    _digit_run_starts: list[int] | None = field(default=None, repr=False)
    _cased_token_text: str | None = field(default=None, repr=False)
    _language: list[str | None] = field(default_factory=list, repr=False)
    _memo: dict[str, Any] = field(default_factory=dict, repr=False)

    def memo(self, key: str, compute: Callable[[ScanContext], _T]) -> _T:
        """``compute(self)``, computed once per text under ``key``: a view of the text that a
        recognizer and a later filter both read (:func:`dp_anonymizer.detect.tables.tables`)."""
        if key not in self._memo:
            self._memo[key] = compute(self)
        value: _T = self._memo[key]
        return value

    @property
    def language(self) -> str | None:
        """The text's language (:func:`dp_anonymizer.detect.language.identify`), identified
        once: each call reads the whole text."""
        if not self._language:
            self._language.append(identify(self.text))
        return self._language[0]

    @property
    def lower(self) -> str:
        """The text in lower case, offset for offset (:func:`lower_in_place`): a lowered
        text one character longer shifted every later window against the text."""
        if self._lower is None:
            self._lower = lower_in_place(self.text)
        return self._lower

    def contains(self, anchor: str) -> bool:
        """Whether the lower-cased text contains ``anchor`` (a lower-case substring).

        Dozens of recognizers ask this about absent words, and each plain ``in`` scans the
        whole text. So anchors that start with a letter are first looked up in the set of
        word prefixes (built once per text, in one pass); only a hit pays for the real scan.
        Anchors must therefore start at a word boundary ("licen" finds "license", not
        "unlicensed").
        """
        found = self._contains.get(anchor)
        if found is None:
            head = _anchor_head(anchor)
            if head is not None and head not in self.prefixes:
                found = False
            else:
                found = self._in_lower(anchor)
            self._contains[anchor] = found
        return found

    @property
    def token_text(self) -> str:
        """The distinct lower-cased tokens, each between spaces: far shorter than a text that
        repeats them, and holding every run of characters without whitespace it holds."""
        if self._token_text is None:
            self._token_text = " " + " ".join(self.tokens) + " "
        return self._token_text

    @property
    def cased_token_text(self) -> str:
        """The distinct tokens as written, each between spaces (see :attr:`token_text`)."""
        if self._cased_token_text is None:
            self._cased_token_text = " " + " ".join(self.text_tokens) + " "
        return self._cased_token_text

    def may_hold(self, literal_sets: tuple[tuple[str, ...], ...]) -> list[bool]:
        """For each set of case-sensitive literals, whether the text may hold one of them:
        ``False`` only where it holds none. One automaton pass over the distinct tokens (a
        fraction of a text that repeats them) instead of one over the text."""
        literals = tuple(sorted({literal for group in literal_sets for literal in group}))
        automaton = _probe_automaton(literals)
        found: set[str] = set()
        if automaton is not None:
            found.update(probe for _, probe in automaton.iter(self.cased_token_text))
        return [any(_probes(literal) <= found for literal in group) for group in literal_sets]

    @property
    def longest_digit_run(self) -> int:
        """The length of the longest run of ASCII digits (0 for a text without one): a
        pattern whose every match holds a longer run has nothing to find."""
        if self._longest_digit_run is None:
            runs = _DIGIT_RUN_RE.findall(self.token_text)  # digit runs never span whitespace
            self._longest_digit_run = max(map(len, runs), default=0)
        return self._longest_digit_run

    @property
    def digit_run_starts(self) -> list[int]:
        """The offsets where a run of ASCII digits starts, in order (one flat scan): where a
        pattern whose every match starts with a run's first digit can match."""
        if self._digit_run_starts is None:
            self._digit_run_starts = [m.start() for m in _DIGIT_RUN_RE.finditer(self.text)]
        return self._digit_run_starts

    def _in_lower(self, anchor: str) -> bool:
        """``anchor in self.lower``, mostly without scanning the text: every occurrence of a
        piece of ``anchor`` without whitespace lies inside one token, so the distinct tokens
        (joined by a space, far shorter than the text that repeats them) answer for an anchor
        of one piece, and rule out an anchor of several pieces one of which is in no token
        where it would have to be (a piece after whitespace starts a token, a piece before
        whitespace ends one)."""
        token_text = self.token_text
        if any(probe not in token_text for probe in _probes(anchor)):
            return False
        if anchor.strip() == anchor and len(anchor.split()) == 1:
            return True
        return anchor in self.lower

    def find_all(self, anchor: str) -> Iterator[int]:
        """Start offsets of ``anchor`` in the lower-cased text."""
        if not self.contains(anchor):
            return
        lower = self.lower
        pos = lower.find(anchor)
        while pos >= 0:
            yield pos
            pos = lower.find(anchor, pos + 1)

    def word_starts(self, anchors: Iterable[str]) -> list[int]:
        """The sorted offsets where one of ``anchors`` (lower case) starts a word of the
        lower-cased text (cached per anchor collection: a recognizer tries several patterns
        at the starts of the same cue words, and each search scans the whole text)."""
        key = anchors if isinstance(anchors, tuple | frozenset) else tuple(anchors)
        starts = self._word_starts.get(key)
        if starts is None:
            text = self.text
            found = {
                pos
                for anchor in self.maybe_held(key)
                for pos in self.find_all(anchor)
                if pos == 0 or not text[pos - 1].isalnum()
            }
            starts = self._word_starts[key] = sorted(found)
        return starts

    def maybe_held(self, anchors: Iterable[str]) -> list[str]:
        """The anchors of ``anchors`` whose word prefix the text holds, in their order (the
        others it cannot contain, see :meth:`contains`), and those that start with no word
        character."""
        key = anchors if isinstance(anchors, tuple | frozenset) else tuple(anchors)
        index = _anchor_index(key)
        held = [*index.headless]
        for head in index.heads & self.prefixes:
            held.extend(index.by_head[head])
        held.sort()
        return [anchor for _, anchor in held]

    def contains_any(self, anchors: Iterable[str]) -> bool:
        """Whether the lower-cased text contains one of ``anchors`` (:meth:`contains` of each,
        but only of those whose word prefix the text holds)."""
        return any(self.contains(anchor) for anchor in self.maybe_held(anchors))

    @property
    def text_tokens(self) -> frozenset[str]:
        """The distinct whitespace-separated tokens of the text as written (C-speed split)."""
        if self._text_tokens is None:
            self._text_tokens = frozenset(self.text.split())
        return self._text_tokens

    @property
    def longest_token(self) -> int:
        """The length of the longest whitespace-separated token (0 for an empty text)."""
        if self._longest_token is None:
            self._longest_token = max(map(len, self.text_tokens), default=0)
        return self._longest_token

    @property
    def tokens(self) -> frozenset[str]:
        """The distinct whitespace-separated tokens of the lower-cased text.

        Lower-casing neither makes nor removes whitespace (and the final-sigma rule does not
        look across it), so these are the lower-cased :attr:`text_tokens`: the text is split
        once, and only its few distinct tokens are lowered."""
        if self._tokens is None:
            self._tokens = frozenset(token.lower() for token in self.text_tokens)
        return self._tokens

    def has_lowercase(self, word: str) -> bool:
        """Whether the text also writes ``word`` in lower case, as a whole word: a capitalised
        word that does is an everyday word at the start of a sentence, not a name. A piece of
        an e-mail address is no such word ("Rouquette" beside "baptiste.rouquette@gmail.com")."""
        lower = word.lower()
        found = self._lower_words.get(lower)
        if found is None:
            found = self.contains(lower) and self._written_alone(lower)
            self._lower_words[lower] = found
        return found

    def _written_alone(self, word: str) -> bool:
        """Whether the text as written holds ``word`` as a whole word of prose: found with
        ``str.find`` and checked at its two ends by patterns compiled once (a pattern built
        around each word was compiled afresh for every word the recognizers asked about)."""
        text = self.text
        pos = text.find(word)
        while pos >= 0:
            end = pos + len(word)
            if _PROSE_WORD_START.match(text, pos) and _PROSE_WORD_END.match(text, end):
                return True
            pos = text.find(word, pos + 1)
        return False

    def count_in_line(self, chars: frozenset[str], pos: int) -> int:
        """How many of ``chars`` the line holding ``pos`` contains. Prefix sums built once per
        character set keep this O(1) per call: counting the line each time made a text of one
        long line cost its length once per finding (quadratic)."""
        sums = self._char_counts.get(chars)
        if sums is None:
            sums = [0]
            total = 0
            for ch in self.text:
                total += ch in chars
                sums.append(total)
            self._char_counts[chars] = sums
        if self._line_starts is None:
            self._line_starts = [0, *(m.end() for m in regex.finditer("\n", self.text))]
        line = bisect.bisect_right(self._line_starts, pos) - 1
        start = self._line_starts[line]
        end = (
            self._line_starts[line + 1] - 1 if line + 1 < len(self._line_starts) else len(sums) - 1
        )
        return sums[end] - sums[start]

    @property
    def words(self) -> frozenset[str]:
        """The distinct runs of letters of the lower-cased text ("linda," and "linda's" give
        "linda"), from the distinct tokens."""
        if self._words is None:
            words: set[str] = set()
            for token in self.tokens:
                if token.isalpha():
                    words.add(token)
                else:
                    words.update(_WORD_RE.findall(token))
            self._words = frozenset(words)
        return self._words

    @property
    def prefixes(self) -> frozenset[str]:
        """Every prefix (up to 6 letters) of every word of the text."""
        if self._prefixes is None:
            self._prefixes = frozenset(
                word[:k] for word in self.words for k in range(1, min(len(word), _PREFIX_LEN) + 1)
            )
        return self._prefixes

    def spans_of(self, anchor: regex.Pattern[str], recognizer: str) -> list[tuple[int, int]]:
        """The spans of ``anchor``'s matches (``finditer``; cached per pattern: several
        searches of a recognizer look near the same anchor)."""
        spans = self._anchor_spans.get(anchor)
        if spans is None:
            if id(anchor) in _TOKEN_ANCHORS and not self.anchored(anchor):
                spans = []  # none among the distinct tokens: none in the text
            else:
                spans = [m.span() for m in finditer(anchor, self.text, recognizer)]
            self._anchor_spans[anchor] = spans
        return spans

    def anchored(self, anchor: regex.Pattern[str]) -> bool:
        """Whether ``anchor`` may match anywhere (cached per anchor): ``False`` only where it
        matches nowhere. An anchor of :func:`compile_token_anchor` is looked for among the
        distinct tokens, a fraction of a text that repeats them."""
        found = self._anchors.get(anchor.pattern)
        if found is None:
            haystack = self.cased_token_text if id(anchor) in _TOKEN_ANCHORS else self.text
            found = anchor.search(haystack, timeout=timeout_for(self.text)) is not None
            self._anchors[anchor.pattern] = found
        return found

    def has_context(
        self, start: int, end: int, words: Iterable[str], window: int = CONTEXT_WINDOW
    ) -> bool:
        """True if one of ``words`` (lower case) occurs within ``window`` chars of the match."""
        before = self.lower[max(0, start - window) : start]
        after = self.lower[end : end + window // 2]
        return any(w in before or w in after for w in words)

    def before(self, start: int, window: int = CONTEXT_WINDOW) -> str:
        return self.lower[max(0, start - window) : start]


def timeout_for(text: str) -> float:
    return TIMEOUT_BASE_S + TIMEOUT_PER_MB_S * len(text) / 1_000_000


def compile_pattern(pattern: str, flags: int = 0) -> regex.Pattern[str]:
    """Compile with the ``regex`` module (VERSION0 semantics, Unicode ``\\w``)."""
    return regex.compile(pattern, flags | regex.VERSION0)


#: A quantifier right after a group: the one construct a flat pattern must not have.
_QUANTIFIED_GROUP = regex.compile(r"\)(?:[*+?]|\{[0-9])")
#: Patterns compiled by :func:`compile_flat` (ids: patterns are module constants).
_FLAT: set[int] = set()


def compile_flat(pattern: str, flags: int = 0) -> regex.Pattern[str]:
    """A *flat* pattern: every quantifier applies to one character, class or escape, none to
    a group. An attempt at one start can then only walk forward through the pattern once, so
    a scan costs at most the pattern's length per character of text: linear by construction.
    Scans with such a pattern run without the ``regex`` timeout, whose clock read costs about
    a microsecond per match (the capital-word scan of the person recognizer makes 17,000 of
    them per MB). Raises ``ValueError`` for a pattern that is not flat."""
    if _QUANTIFIED_GROUP.search(pattern):
        raise ValueError(f"not a flat pattern (a quantified group): {pattern!r}")
    compiled = compile_pattern(pattern, flags)
    _FLAT.add(id(compiled))
    return compiled


#: Anchors compiled by :func:`compile_token_anchor`, by id (anchors are module constants).
_TOKEN_ANCHORS: dict[int, regex.Pattern[str]] = {}


def compile_token_anchor(pattern: str, flags: int = 0) -> regex.Pattern[str]:
    """An anchor (``Pattern.anchor``, ``ScanContext.anchored``) whose every match lies inside
    one whitespace-separated token, with look-arounds that read only that token and the
    whitespace next to it and hold for a space wherever they hold for that whitespace
    ("[0-9][A-Z]{2}(?![\\w])", not "[0-9] ?[A-Z]" nor a look-behind at the word before). Each
    match in the text then has one among the distinct tokens joined by spaces, where
    ``anchored`` looks for it: in prose they are a small part of the text."""
    compiled = compile_pattern(pattern, flags)
    _TOKEN_ANCHORS[id(compiled)] = compiled
    return compiled


def _timeout(pattern: regex.Pattern[str], text: str) -> float | None:
    """The timeout a scan of ``text`` runs under: none for a flat pattern."""
    return None if id(pattern) in _FLAT else timeout_for(text)


def finditer(
    pattern: regex.Pattern[str], text: str, recognizer: str, pos: int = 0, endpos: int | None = None
) -> Iterator[regex.Match[str]]:
    """``pattern.finditer`` under a timeout; fails closed with DetectionTimeoutError."""
    # Collect first: the timeout clock of ``regex`` keeps running while a generator is
    # suspended, and callers do slow work (phonenumbers, checksums) between matches.
    try:
        matches = list(
            pattern.finditer(
                text, pos, len(text) if endpos is None else endpos, timeout=_timeout(pattern, text)
            )
        )
    except TimeoutError as exc:
        raise DetectionTimeoutError(recognizer) from exc
    yield from matches


def windowed_finditer(
    pattern: regex.Pattern[str],
    ctx: ScanContext,
    anchors: Iterable[str],
    recognizer: str,
    *,
    before: int = 24,
    after: int = 120,
    one_token: bool = False,
) -> Iterator[regex.Match[str]]:
    """Matches of ``pattern`` that lie in windows around occurrences of ``anchors``.

    For patterns that start with a slow alternation (``(?i)my name is|…``): instead of trying
    the pattern at every position, search only near the anchor words, found with
    ``str.find`` on the lower-cased text. Each window is bounded, so the total work stays
    linear in the number of anchor hits. Matches are de-duplicated and yielded in order.
    With ``one_token`` (no match holds a space, tab or line break) a window also stops at
    the nearest of those on either side of the anchor.
    """
    text = ctx.text
    n = len(text)
    windows: list[tuple[int, int]] = []
    for anchor in ctx.maybe_held(anchors):
        for pos in ctx.find_all(anchor):
            start = max(0, pos - before)
            end = min(n, pos + len(anchor) + after)
            if one_token:
                start = max([start, *(text.rfind(ws, start, pos) + 1 for ws in _BREAKS)])
                end = min([end, *(_found_or(text.find(ws, pos, end), end) + 1 for ws in _BREAKS)])
            windows.append((start, min(n, end)))
    yield from finditer_in_windows(pattern, text, windows, recognizer)


#: What ends a token for ``windowed_finditer(one_token=True)``.
_BREAKS = (" ", "\n", "\t")


def _found_or(index: int, default: int) -> int:
    return default if index < 0 else index


#: A run of word characters as a pattern's ``\w`` sees it (one character class: linear).
_WORD_RUN_RE = compile_flat(r"\w+")
#: A run of ASCII digits, as ``[0-9]`` in a pattern sees it.
_DIGIT_RUN_RE = compile_flat(r"[0-9]+")


def leading_words(phrases: Iterable[str]) -> frozenset[str]:
    """The first runs of word characters of the lower-case ``phrases`` ("" for a phrase that
    starts with another character): the ``leads`` of :func:`match_at_anchors`."""
    return frozenset(m.group() if (m := _WORD_RUN_RE.match(p)) else "" for p in phrases)


#: How far after its anchor a match of :func:`match_at_anchors` may reach by default: a cue
#: word, its connector and the longest value any cue takes (an IBAN written in groups).
CUE_SPAN = 200


def match_at_anchors(
    pattern: regex.Pattern[str],
    ctx: ScanContext,
    anchors: Iterable[str],
    recognizer: str,
    *,
    span: int = CUE_SPAN,
    leads: frozenset[str] = frozenset(),
    hopeless: Callable[[str, int], bool] | None = None,
    cannot_match: Callable[[str, int], bool] | None = None,
) -> Iterator[regex.Match[str]]:
    """Matches of ``pattern`` that start where one of ``anchors`` starts a word.

    For patterns that begin with their cue word ("IBAN …", "exp 09/27"): trying the pattern
    once at each anchor hit is far cheaper than scanning windows for the cue alternation.
    Each attempt reads at most ``span`` characters; matches are yielded in text order and do
    not overlap.

    ``leads`` (see :func:`leading_words`), for a pattern whose every match starts with a
    case-insensitive phrase whose first run of word characters is followed by a non-word
    character: a start whose run of word characters is ASCII and, lower-cased, none of them
    cannot match ("dea" in "Dear", "reg" in "regards"), so the pattern is not tried there.
    Other runs are tried: case-insensitive matching pairs some non-ASCII letters that
    lower-casing does not ("ſ" and "s").

    ``hopeless(text, start)``, a cheap test that no match at ``start`` is one the caller
    keeps (most of the anchor words in prose start no value): such a start is not tried,
    unless another start lies within ``span`` after it, which a match there could have
    hidden. So the matches the caller keeps are the same with or without it.

    ``cannot_match(text, start)``, a cheap necessary condition of a match at ``start`` that
    fails (the pattern has no match there): such a start is skipped whatever lies after it,
    as one that no lead starts. For anchors frequent in prose ("years"), where ``hopeless``
    seldom applies because another start is near.
    """
    text = ctx.text
    done = 0
    budget = _timeout(pattern, text)
    ordered = ctx.word_starts(anchors)
    for i, pos in enumerate(ordered):
        if pos < done:
            continue
        if leads and not _may_lead(text, pos, min(len(text), pos + span), leads):
            continue
        if cannot_match is not None and cannot_match(text, pos):
            continue
        if (
            hopeless is not None
            and (i + 1 == len(ordered) or ordered[i + 1] >= pos + span)
            and hopeless(text, pos)
        ):
            continue
        try:
            m = pattern.match(text, pos, min(len(text), pos + span), timeout=budget)
        except TimeoutError as exc:
            raise DetectionTimeoutError(recognizer) from exc
        if m is not None and m.end() > m.start():
            done = m.end()
            yield m


def _may_lead(text: str, pos: int, endpos: int, leads: frozenset[str]) -> bool:
    """Whether the run of word characters at ``pos`` (up to ``endpos``, where the pattern's
    attempt ends too) may be one of ``leads`` (see :func:`match_at_anchors`)."""
    m = _WORD_RUN_RE.match(text, pos, endpos)  # flat: no timeout
    word = "" if m is None else m.group()
    return not word.isascii() or word.lower() in leads


@cache
def _pieces_re(count: int) -> regex.Pattern[str]:
    return compile_flat(r"\S*" + r"\s*\S*" * (count - 1))


def leading_pieces(text: str, pos: int, endpos: int, count: int) -> str:
    """The first ``count`` whitespace-separated pieces of ``text[pos:endpos]``, with the
    whitespace between them: where a match made of that many pieces at ``pos`` lies."""
    m = _pieces_re(count).match(text, pos, endpos)  # flat: no timeout
    return "" if m is None else m.group()


def finditer_near(
    pattern: regex.Pattern[str],
    ctx: ScanContext,
    anchor: regex.Pattern[str],
    recognizer: str,
    *,
    before: int,
    after: int,
) -> Iterator[regex.Match[str]]:
    """Matches of ``pattern`` in windows around the matches of a cheap ``anchor`` pattern
    (a digit run that every match contains): ordinary text pays for one fast scan."""
    text = ctx.text
    windows = [
        (max(0, start - before), min(len(text), end + after))
        for start, end in ctx.spans_of(anchor, recognizer)
    ]
    yield from finditer_in_windows(pattern, text, windows, recognizer)


def union_ranges(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, disjoint ranges covering ``spans`` (overlapping ones merged, touching ones
    not): a range inside one of ``spans`` is inside one of these, found by bisecting starts."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def finditer_in_windows(
    pattern: regex.Pattern[str], text: str, windows: list[tuple[int, int]], recognizer: str
) -> Iterator[regex.Match[str]]:
    """``finditer`` restricted to (merged) windows, in text order."""
    if not windows:
        return
    windows.sort()
    merged: list[tuple[int, int]] = []
    for start, end in windows:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    for start, end in merged:
        yield from finditer(pattern, text, recognizer, start, end)


@cache
def _literal_automaton(literals: tuple[str, ...]) -> Any:
    automaton = ahocorasick.Automaton()
    for literal in literals:
        automaton.add_word(literal, len(literal))
    automaton.make_automaton()
    return automaton


def starts_of_literals(
    pattern: regex.Pattern[str], text: str, literals: tuple[str, ...], recognizer: str
) -> list[regex.Match[str]]:
    """``finditer`` for a case-insensitive pattern whose every match starts with one of the
    lower-case ``literals``: the pattern is tried only where the casefolded text has one (one
    automaton pass), not at every position. Falls back to the full scan when casefolding
    changes the text's length (offsets would not line up)."""
    folded = text.casefold()
    if len(folded) != len(text):
        return list(finditer(pattern, text, recognizer))
    starts = sorted({end + 1 - size for end, size in _literal_automaton(literals).iter(folded)})
    return matches_at(pattern, text, starts, recognizer)


def matches_at(
    pattern: regex.Pattern[str], text: str, starts: Iterable[int], recognizer: str
) -> list[regex.Match[str]]:
    """``finditer`` for a pattern whose every match starts at one of the sorted ``starts``:
    the pattern is tried there only, not at every position; a start inside an earlier match
    is skipped, as ``finditer`` would."""
    budget = _timeout(pattern, text)
    matches: list[regex.Match[str]] = []
    done = 0
    for pos in starts:
        if pos < done:
            continue
        try:
            m = pattern.match(text, pos, timeout=budget)
        except TimeoutError as exc:
            raise DetectionTimeoutError(recognizer) from exc
        if m is not None and m.end() > m.start():
            matches.append(m)
            done = m.end()
    return matches


#: Up to this many literals, ``str.find`` each (C fast search, about 1.5 ms per MB even
#: for a literal that starts with a space) beats one automaton pass (6-12 ms per MB).
_FIND_LITERALS = 4


def literal_windows(
    text: str, literals: tuple[str, ...], before: int, after: int
) -> list[tuple[int, int]]:
    """Windows ``(start - before, start + after)`` around every occurrence of one of the
    case-sensitive ``literals``, found in one Aho-Corasick pass (C speed, however many
    literals) or, for a few literals, with ``str.find``: cheaper than a regex alternation of
    words, which is tried at every position. Overlapping occurrences count; the windows come
    in no particular order."""
    n = len(text)
    if len(literals) <= _FIND_LITERALS:
        windows = []
        for literal in set(literals):
            pos = text.find(literal)
            while pos >= 0:
                windows.append((max(0, pos - before), min(n, pos + after)))
                pos = text.find(literal, pos + 1)
        return windows
    return [
        (max(0, end + 1 - size - before), min(n, end + 1 - size + after))
        for end, size in _literal_automaton(literals).iter(text)
    ]


@cache
def _literal_sets_automaton(sets: tuple[tuple[str, ...], ...]) -> Any:
    """One automaton over several literal sets; a literal's value lists (set index, length)
    for every set that holds it."""
    owners: dict[str, set[tuple[int, int]]] = {}
    for index, literals in enumerate(sets):
        for literal in literals:
            owners.setdefault(literal, set()).add((index, len(literal)))
    automaton = ahocorasick.Automaton()
    for literal, owned in owners.items():
        automaton.add_word(literal, tuple(sorted(owned)))
    automaton.make_automaton()
    return automaton


def literal_windows_each(
    text: str, specs: list[tuple[tuple[str, ...], int, int]]
) -> list[list[tuple[int, int]]]:
    """:func:`literal_windows` for each ``(literals, before, after)`` of ``specs``, with one
    automaton pass over the text for all of them instead of one pass each."""
    if len(specs) <= 1:
        return [literal_windows(text, *spec) for spec in specs]
    n = len(text)
    windows: list[list[tuple[int, int]]] = [[] for _ in specs]
    for end, owned in _literal_sets_automaton(tuple(lits for lits, _, _ in specs)).iter(text):
        for index, size in owned:
            _, before, after = specs[index]
            start = end + 1 - size
            windows[index].append((max(0, start - before), min(n, start + after)))
    return windows


@cache
def _probes(literal: str) -> frozenset[str]:
    """What the distinct tokens joined by spaces hold wherever the text holds ``literal``: each
    run of it without whitespace, with a space on a side where whitespace is next to it."""
    pieces = literal.split()
    last = len(pieces) - 1
    return frozenset(
        (" " if i > 0 or literal[0].isspace() else "")
        + piece
        + (" " if i < last or literal[-1].isspace() else "")
        for i, piece in enumerate(pieces)
    )


@cache
def _probe_automaton(literals: tuple[str, ...]) -> Any:
    """An automaton over the probes of ``literals`` (each its own value); ``None`` for none."""
    probes = {probe for literal in literals for probe in _probes(literal)}
    if not probes:
        return None
    automaton = ahocorasick.Automaton()
    for probe in probes:
        automaton.add_word(probe, probe)
    automaton.make_automaton()
    return automaton


@dataclass(frozen=True, slots=True)
class Pattern:
    """One named pattern of a recognizer; ``group`` selects the sub-match that is the PII."""

    name: str
    regex: regex.Pattern[str]
    score: float
    group: int | str = 0
    #: A cheap pattern (ideally starting with a digit or literal, which ``regex`` scans for
    #: fast) that must match somewhere before the full pattern is run at all.
    anchor: RegexPattern | None = None
    #: Lower-case substrings, one of which must occur (cheapest pre-scan of all).
    anchor_words: tuple[str, ...] = ()
    #: With ``anchor_words``: search only (chars before, chars after) around each of them.
    window: tuple[int, int] | None = None
    #: With ``window``: no match holds a space, tab or line break, so a window also ends at
    #: the nearest of those around the anchor.
    one_token: bool = False
    #: Case-sensitive strings one of which every match contains, found in one automaton
    #: pass; with ``window``: search only (chars before, chars after) the start of each.
    #: ``after`` must reach past the end of any match that contains the literal, so that no
    #: match is cut at a window's end.
    literals: tuple[str, ...] = ()
    #: Every match holds no whitespace and is at least this long, so it lies inside one
    #: token that long: a text without one (most prose) skips the pattern.
    min_token: int = 0
    #: Every match holds a run of at least this many ASCII digits: a text without one (most
    #: prose) skips the pattern (``ScanContext.longest_digit_run``).
    min_digits: int = 0
    #: (anchor, chars before, chars after): search only around the matches of a cheap
    #: pattern that every match contains (``finditer_near``); the windows must hold every
    #: match and what its look-arounds read.
    near: tuple[RegexPattern, int, int] | None = None

    def __post_init__(self) -> None:
        if not 0.0 <= self.score <= 1.0:
            raise ValueError(f"pattern {self.name}: score must be in [0, 1], got {self.score}")


class Recognizer(Protocol):
    """Anything that turns text into candidates."""

    name: str
    categories: frozenset[str]

    def find(self, ctx: ScanContext) -> Iterable[Candidate]: ...


class PatternRecognizer:
    """A recognizer that is data (patterns, context words, an anchor) plus two hooks.

    Subclasses set the class attributes and may override :meth:`validate` and
    :meth:`invalidate`. ``ANCHORS`` are cheap substring tests (any must occur in the lower-cased
    text) that let the recognizer skip texts that cannot contain a match.
    """

    NAME: str = ""
    ENTITY: str = ""
    PATTERNS: tuple[Pattern, ...] = ()
    CONTEXT: tuple[str, ...] = ()
    ANCHORS: tuple[str, ...] = ()
    #: When set, an anchor regex must match somewhere (cheaper than running all patterns).
    ANCHOR_RE: regex.Pattern[str] | None = None

    def __init__(self) -> None:
        self.name = self.NAME or type(self).__name__
        self.categories = frozenset({self.ENTITY})

    def applicable(self, ctx: ScanContext) -> bool:
        if self.ANCHORS and not ctx.contains_any(self.ANCHORS):
            return False
        return self.ANCHOR_RE is None or ctx.anchored(self.ANCHOR_RE)

    def accept(self, pattern: Pattern, match: regex.Match[str], ctx: ScanContext) -> bool:
        """A cheap structural filter on the raw match (groups available); default: keep."""
        return True

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        """``True``: structurally proven (checksum); ``False``: reject; ``None``: no opinion."""
        return None

    def invalidate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        """``True``: a known false positive (drop); otherwise no opinion."""
        return None

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        """Validated matches score :data:`MAX_SCORE`; context words add :data:`CONTEXT_BOOST`."""
        if verdict is True:
            return MAX_SCORE
        if self.CONTEXT and ctx.has_context(start, end, self.CONTEXT):
            return min(MAX_SCORE, pattern.score + CONTEXT_BOOST)
        return pattern.score

    def category_for(self, pattern: Pattern, value: str) -> str:
        return self.ENTITY

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if not self.applicable(ctx):
            return
        patterns = [
            pattern
            for pattern in self.PATTERNS
            if pattern.min_token <= ctx.longest_token
            and pattern.min_digits <= ctx.longest_digit_run
            and (pattern.anchor is None or ctx.anchored(pattern.anchor))
            and (not pattern.anchor_words or ctx.contains_any(pattern.anchor_words))
        ]
        # a pattern none of whose literals the text holds finds nothing
        with_literals = [pattern for pattern in patterns if pattern.literals]
        if with_literals:
            held = ctx.may_hold(tuple(pattern.literals for pattern in with_literals))
            absent = {id(p) for p, ok in zip(with_literals, held, strict=True) if not ok}
            patterns = [pattern for pattern in patterns if id(pattern) not in absent]
        # the literal windows of every pattern that has them, in one pass over the text
        windowed: list[int] = []
        specs: list[tuple[tuple[str, ...], int, int]] = []
        for pattern in patterns:
            if pattern.literals and pattern.window is not None:
                windowed.append(id(pattern))
                specs.append((pattern.literals, *pattern.window))
        literal_windows_of = dict(zip(windowed, literal_windows_each(ctx.text, specs), strict=True))
        for pattern in patterns:
            if pattern.literals and pattern.window is not None:
                matches: Iterable[regex.Match[str]] = finditer_in_windows(
                    pattern.regex, ctx.text, literal_windows_of[id(pattern)], self.name
                )
            elif pattern.near is not None:
                anchor, before, after = pattern.near
                matches = finditer_near(
                    pattern.regex, ctx, anchor, self.name, before=before, after=after
                )
            elif pattern.window is not None:
                before, after = pattern.window
                matches = windowed_finditer(
                    pattern.regex,
                    ctx,
                    pattern.anchor_words,
                    self.name,
                    before=before,
                    after=after,
                    one_token=pattern.one_token,
                )
            else:
                matches = finditer(pattern.regex, ctx.text, self.name)
            for match in matches:
                start, end = match.span(pattern.group)
                if start < 0 or start == end or not self.accept(pattern, match, ctx):
                    continue
                value = ctx.text[start:end]
                if self.invalidate(value, ctx, start, end):
                    continue
                verdict = self.validate(value, ctx, start, end)
                if verdict is False:
                    continue
                score = self.score(pattern, verdict, ctx, start, end)
                validated = verdict is True or score >= MAX_SCORE
                category = self.category_for(pattern, value)
                yield finding(
                    self.name, pattern.name, start, end, category, score, validated=validated
                )
