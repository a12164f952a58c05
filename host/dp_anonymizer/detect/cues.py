"""Cues beat checksums: an identifier right after an explicit cue word is replaced even when
its checksum or structure is wrong.

A user who writes "SSN 078-05-1120" or "IBAN DE89 3704 0044 0532 0130 01" means an
identifier, whether or not the digits pass stdnum: a typo, a test value or an old format is
still the thing they would not want to send. The structured recognizers keep rejecting
invalid values on their own (a checksum is what makes a bare number confident); this one
mechanism adds a lower-scored, non-validated candidate for the value after a cue, so a valid
checksum still wins a tie and an invalid one no longer leaks. The cue words, their category
and the digit count a value must have live in ``data/cues.json``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import regex

from dp_anonymizer.detect.base import (
    CUE_SPAN,
    Candidate,
    ScanContext,
    compile_flat,
    compile_pattern,
    leading_words,
    match_at_anchors,
)
from dp_anonymizer.detect.everyday import capitals_word
from dp_anonymizer.detect.lexicon import alternation, load_data

#: Below a checksum-validated match (1.0), above the default minimum score (0.5).
CUE_SCORE = 0.75
#: Label words between the cue and the value ("SSN number: ", "IBAN ist ", "n° ", "n.º ",
#: "Case Nos.").
_NUMBER_WORDS = r"numbers|number|núm|num|nos|no|nr|n|nummer|numéro|numero|número"
#: The organisation that holds the number, between the cue and its verb or colon: "référence
#: client EDF est", "polisnummer bij Zilveren Kruis is", "pratica INPS è", "account at Aviva:",
#: "cliente Enel n.".
_HOLDER = (
    r"[ \t\u00a0]{1,3}(?:(?i:at|with|bei|beim|bij|chez|en|con|presso|von|van|from)[ \t\u00a0])?"
    r"\p{Lu}[\p{L}&'\-]{1,20}(?:[ \t\u00a0]\p{Lu}[\p{L}&'\-]{1,20})?"
    r"(?:[ \t\u00a0]{1,3}(?i:is|was|ist|lautet|est|es|è)\b|[ \t\u00a0]?:"
    # ... or its number word: "cliente Enel n. 7700215543", "Kunde Telekom Nr. 1234567"
    r"|[ \t\u00a0]{1,3}(?i:n|no|nr|num)\.|[ \t\u00a0]{1,3}[nN][°º])"
)
#: A register's kind in brackets between its cue and the number: "Company Appeal (AT)
#: (Insolvency) No. 1488 of 2023", "Writ Petition (Civil) No. 412 of 2022", "Juicio verbal
#: (desahucio por falta de pago) 2214/2023".
_KIND_IN_BRACKETS = r"[ \t\u00a0]{1,2}\((?!\p{Lu}{0,3}[0-9])[\p{L}.][\p{L}. ]{0,39}\)"
_CONNECTOR = (
    # a bracket opened right before the number word: "passport (No. 548832167, USA)"
    r"(?:[ \t\u00a0]{0,2}\((?=(?i:" + _NUMBER_WORDS + r")\b)|"
    # a comma before the number word: "his own passport, number 14GA88203"
    r"(?:,(?=[ \t\u00a0]{1,2}(?i:number|no\.)(?![\w])))?"
    r"[ \t\u00a0:#=\-]{0,4}(?i:" + _NUMBER_WORDS + r"|"
    r"is|was|ist|lautet|est|es|è|é|de|di)\b\.?|[ \t\u00a0]{0,3}[nN]\.?[°º]|"
    + _KIND_IN_BRACKETS
    + r"|"
    + _HOLDER
    # "with" and its article before the number word: "verblijfsvergunning met nummer
    # V1928374", "Ausweis mit der Nummer …", "carte d'identité avec le numéro …"
    + r"|[ \t\u00a0]{1,3}(?i:with|met|mit|avec|con)(?:[ \t\u00a0](?i:the|der|dem|het|de|le|el|il))?"
    + r"(?=[ \t\u00a0]{1,3}(?i:number|nummer|numéro|número|numero)\b)"
    # an article after the verb, before the number word: "mi póliza es la número …", "la
    # polizza UnipolSai è la n. …", "die Vertragsnummer ist die Nr. …"
    + r"|[ \t\u00a0]{1,3}(?i:la|le|el|il|lo|die|der|das|het|the)"
    + r"(?=[ \t\u00a0]{1,3}(?i:"
    + _NUMBER_WORDS
    + r")\b)"
    + r"){0,4}"
)
#: The value: up to 13 groups joined by single separators, each with a digit or short
#: capitals ("GB82 WEST 1234", "QQ 12 34 56 C"); an ordinary word ends it. Seven or eight
#: capitals count before a hyphen and a digit: a court's docket ("SFSNMCA-118204").
_GROUP = r"(?:[A-Z]{1,6}(?![A-Za-z0-9])|[A-Z]{7,8}(?=-[0-9])|[A-Za-z]{0,16}[0-9][A-Za-z0-9]{0,33})"
#: A double slash joins two groups too: a German job centre's "BG-Nummer 04601//0029384".
#: A comma joins groups of three digits (a US patent's "10,874,211"); only a cue whose joiners
#: hold one keeps them (``_trim``).
_VALUE = (
    r"(?P<v>" + _GROUP + r"(?:(?://|[ \-./]|,(?=[0-9]{3}(?![\w])))" + _GROUP + r"){0,12})(?![\w])"
)
_GROUP_RE = regex.compile(r"[A-Za-z0-9]+")
_YEAR_RE = regex.compile(r"(?:19|20)[0-9]{2}")
_WORDS_RE = regex.compile(r"[^\W\d_]+")
#: What marks the value after a cue as a number: "#", ":", "No.", "Nr.", "n°", "number".
_MARKER_RE = regex.compile(r"[#:=°º]|(?i:\b(?:" + _NUMBER_WORDS + r")\b)")
#: A booking-style code: 5-12 capitals and digits, at least one of each.
_CODE_RE = regex.compile(r"(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,12}")
#: Characters before a value searched for a cue that ends there.
_CUE_WINDOW = 64


#: What joins the values of a list after one cue: "Case Nos. 1801234/2017 and 1801235/2017".
_LIST_JOIN = (
    r"(?:,[ \t\u00a0]{0,2}|[ \t\u00a0]{1,2}(?:,[ \t\u00a0]{0,2})?"
    r"(?i:and|or|&|und|oder|et|ou|y|o|e|en)[ \t\u00a0]{1,2}"
    # a register's two numbers of one case: "zaaknummer / rolnummer: C/05/412877 / HA ZA 22-318"
    r"|[ \t\u00a0]/[ \t\u00a0])"
)
#: A listed value may repeat the first one's "#": "transfers #902211874 and #902211930".
_LIST_NEXT_RE = compile_pattern(_LIST_JOIN + r"#?" + _VALUE)
#: A word of three letters or more and a space: the label of another item, not a listed
#: value ("…, DOB 1979-11-02", "…, Tel 0161 …"); a court's "UKEAT/…" is glued to its number.
_LABEL_RE = compile_flat(r"[A-Za-z]{3,16}[ \t]")
#: A listed value and its joiner at the end of a window (searched from the end).
_LISTED_BEFORE_RE = compile_pattern(
    r"(?<![\w])[a-z0-9]{0,16}[0-9][a-z0-9]{0,33}(?:[ \-./][a-z0-9]{1,34}){0,12}"
    + _LIST_JOIN
    + r"#?\Z",
    regex.REVERSE,
)
#: Values one cue can list ("Case Nos. A, B and C"); the list is cut there.
_MAX_LISTED = 16
#: The year a court's register numbers its cases in, after the number: "PAC 3371 of 2021",
#: "WRIT PETITION NO. 22816 OF 2022", "CRIMINAL APPEAL NO. 1487 OF 2019" (Australian, Indian
#: and Irish registers): part of the one reference.
_OF_YEAR_RE = compile_flat(r"[ \t\u00a0](?:of|OF|Of)[ \t\u00a0](?:19|20)[0-9]{2}(?![\w/-])")


@dataclass(frozen=True, slots=True)
class Cue:
    category: str
    min_digits: int
    max_digits: int
    #: The value must contain a letter too (ES DNI/NIE, IT codice fiscale).
    letters: bool = False
    #: Characters that may join the value's groups ("4111 1111 … 12/28": the date is not).
    joiners: str = " -./"
    #: A lone capitals-and-digits code ("QX7TPL") counts whatever its digit count.
    code: bool = False
    #: Digits an all-digit value needs when nothing marks it as a number ("order 100").
    bare_min_digits: int = 0
    #: The value counts only after a number word or mark ("Sentenza n. 514/2024"): the same
    #: word before a bare number cites a precedent ("la sentencia 123/2020 del Tribunal").
    marked_only: bool = False


@dataclass(frozen=True, slots=True)
class CueTable:
    by_word: dict[str, Cue]
    pattern: regex.Pattern[str]
    anchors: tuple[str, ...]
    #: A cue (and its label words) that ends where a value would start.
    ending: regex.Pattern[str]
    #: Every word of every cue: a window without one cannot end in a cue.
    words: frozenset[str]


#: What a space of a cue phrase matches.
_CUE_SPACE = r"[ \t\u00a0]{1,3}"


def _key(word: str) -> str:
    return " ".join(word.lower().split())


@cache
def cue_table() -> CueTable:
    """The cue words of ``data/cues.json`` and one pattern that finds any of them."""
    by_word: dict[str, Cue] = {}
    #: Number words that count only as a hyphenated compound's last part ("CJIB-nummer"),
    #: with the lookbehind that says so.
    glued: dict[str, str] = {}
    for entry in load_data("cues.json")["cues"]:
        low, high = entry["digits"]
        cue = Cue(
            entry["category"],
            int(low),
            int(high),
            bool(entry.get("letters", False)),
            str(entry.get("joiners", " -./")),
            bool(entry.get("code", False)),
            int(entry.get("bare_min_digits", 0)),
            bool(entry.get("marked_only", False)),
        )
        for word in entry["words"]:
            by_word[_key(word)] = cue
            if entry.get("after_hyphen", False):
                heads = "|".join(regex.escape(h) for h in entry["after_hyphen_not"])
                glued[_key(word)] = r"(?<=\p{L}-)(?<!(?<![\w])(?:" + heads + r")-)"
    words = sorted(by_word, key=len, reverse=True)
    plain = [w for w in words if w not in glued]
    # glued words after the others: each plain phrase that shares a glued word's start is
    # longer ("número de pedido"), so the order of preference stays longest first
    glued_words = "".join(
        "|" + glued[w] + regex.escape(w).replace(r"\ ", _CUE_SPACE) for w in words if w in glued
    )

    def head(reverse: bool) -> str:
        return (
            r"(?<![\w])(?P<cue>(?i:"
            + alternation(plain, _CUE_SPACE, reverse=reverse)
            + glued_words
            + r"))(?![\w])\.?"
            + _CONNECTOR
            # "BAIL APPLICATION No. - 40117 of 2023": an Indian register's dash
            + r"[ \t\u00a0:#=\-]{0,4}"
        )

    pattern = compile_pattern(head(False) + r"(?<![\w])" + _VALUE)
    # searched from the end (REVERSE): a match must end there, so every other start fails at
    # once instead of running the whole alternation at each position of the window
    ending = compile_pattern(head(True) + r"\Z", regex.REVERSE)
    tokens = frozenset(t for w in words for t in _WORDS_RE.findall(w))
    return CueTable(by_word, pattern, tuple(sorted({w.split()[0] for w in words})), ending, tokens)


@cache
def _cue_leads() -> frozenset[str]:
    """The first word of every cue (the pattern wants a non-word character after it)."""
    return leading_words(cue_table().by_word)


@cache
def _second_words() -> dict[str, tuple[str, ...]]:
    """For each first word that starts only cues of two words or more ("new" of "new york
    tag", "cert" of "cert no"), the second words of those cues."""
    seconds: dict[str, set[str | None]] = {}
    for phrase in cue_table().by_word:
        words = phrase.split(" ")
        seconds.setdefault(words[0], set()).add(words[1] if len(words) > 1 else None)
    return {
        first: tuple(sorted(w for w in after if w is not None))
        for first, after in seconds.items()
        if None not in after and first.isascii()
    }


#: The first two whitespace-separated tokens at a cue word's start, as the cue's words stand.
_FIRST_TWO_RE = regex.compile(r"(\S{1,40})(?:[ \t\u00a0]{1,3}(\S{1,40}))?")


def _no_second_word(text: str, start: int) -> bool:
    """The word at ``start`` begins only cues of several words, and the next word begins
    none of their second words: no cue can match there ("New York" in prose, "first" with
    no "name" after it), so the pattern is not tried (a common first word made most of the
    recognizer's attempts)."""
    m = _FIRST_TWO_RE.match(text, start)
    if m is None:
        return False
    seconds = _second_words().get(m.group(1).lower())
    if seconds is None:
        return False
    following = m.group(2)
    if following is None:
        return True
    following = following.lower()
    return following.isascii() and not following.startswith(seconds)


def cue_before(ctx: ScanContext, start: int) -> bool:
    """Whether an identifier cue ends right before ``start`` ("SSN: ", "personnummer "):
    the number there is that identifier, not, say, a phone number."""
    table = cue_table()
    for _ in range(_MAX_LISTED):
        window = ctx.lower[max(0, start - _CUE_WINDOW) : start]
        if (
            any(w in table.words for w in _WORDS_RE.findall(window))
            and table.ending.search(window) is not None
        ):
            return True
        # a later value of a list after the cue: "Case Nos. 1801234/2017 and [1801235/2017]"
        listed = _LISTED_BEFORE_RE.search(window)
        if listed is None:
            return False
        start -= len(window) - listed.start()
    return False


def cue_takes_fewer(ctx: ScanContext, start: int, digits: int) -> bool:
    """Whether the cue that ends right before ``start`` takes fewer digits than ``digits``:
    an extension's word before a whole phone number ("Seine Durchwahl ist 0221 4478 316"),
    which no identifier of that cue can be."""
    table = cue_table()
    found = table.ending.search(ctx.lower, max(0, start - _CUE_WINDOW), start)
    if found is None:
        return False
    cue = table.by_word.get(_key(found.group("cue")))
    return cue is not None and digits > cue.max_digits


def _trim(text: str, start: int, end: int, cue: Cue) -> tuple[int, int] | None:
    """The groups of ``text[start:end]`` that make the value: words before or after it
    ("SSN 078-05-1120 and") are dropped, and the digit count must fit the cue."""
    groups = [(m.start() + start, m.end() + start) for m in _GROUP_RE.finditer(text[start:end])]

    def letters_only(g: tuple[int, int]) -> bool:
        return not any(ch.isdigit() for ch in text[g[0] : g[1]])

    def code(g: tuple[int, int]) -> bool:
        """A short capitals group that may be part of an identifier ("GB82 WEST", "56 C",
        a court's "UKEAT/0123/19")."""
        word = text[g[0] : g[1]]
        if len(word) <= 8 and text.startswith("-", g[1]):  # a docket's "SFSNMCA-118204"
            return word.isupper()
        # a word of a text in capitals ends the value: "CARD 5186… USED FROM 70.47.51.60"
        return len(word) <= 6 and word.isupper() and not capitals_word(word)

    def label(g: tuple[int, int]) -> bool:
        """Another identifier's cue word: "customer SSN 536-22-1234", "Customer PAN …" name
        the value's kind; the label stays outside the placeholder."""
        return _key(text[g[0] : g[1]]) in cue_table().by_word

    while (
        groups
        and letters_only(groups[0])
        and (label(groups[0]) or not (code(groups[0]) and len(groups) > 1))
    ):
        groups.pop(0)
    # the value ends before the first ordinary word ("078-05-1120 and", "… exp 12/29") and
    # before a joiner its kind of identifier does not use
    for i, g in enumerate(groups):
        if letters_only(g) and not code(g):
            del groups[i:]
            break
        if i and text[g[0] - 1] not in cue.joiners:
            del groups[i - 1 :]  # "12/28" is one token, and not part of a card number
            break

    def digits() -> int:
        return sum(ch.isdigit() for ch in text[groups[0][0] : groups[-1][1]])

    while groups and (
        (
            letters_only(groups[-1])
            and groups[-1][1] - groups[-1][0] > 1
            and not cue.letters
            # a word after a space ends the value; capitals glued on stay ("…/19/DA")
            and not (code(groups[-1]) and text[groups[-1][0] - 1] in "-/")
        )
        or (len(groups) > 1 and digits() > cue.max_digits)
    ):
        groups.pop()
    if groups and cue.code and len(groups) == 1 and _CODE_RE.fullmatch(text, *groups[0]):
        return groups[0]
    if not groups or not cue.min_digits <= digits() <= cue.max_digits:
        return None
    start, end = groups[0][0], groups[-1][1]
    if _YEAR_RE.fullmatch(text, start, end):
        return None  # "case 2024", "ticket 1999": a year
    if cue.letters and not any(ch.isalpha() for ch in text[start:end]):
        return None
    return start, end


def _short_number_of_year(text: str, match: regex.Match[str]) -> tuple[int, int] | None:
    """A register's number too short for its cue, marked as a number and followed by its year
    ("Criminal Appeal No 14 of 2022", "Suit No. 7 of 2021"): the number and the year are the
    one reference. "appeal 14 of the 20 filed" is no register's."""
    start, end = match.span("v")
    if not (end - start <= 2 and text[start:end].isdigit()):
        return None
    if _MARKER_RE.search(text, match.start("cue"), start) is None:
        return None
    year = _OF_YEAR_RE.match(text, end)
    return None if year is None else (start, year.end())


def _inner_cue(text: str, start: int, span: tuple[int, int] | None) -> Cue | None:
    """The cue word that ``_trim`` dropped between a cue and its value, if any: the last
    one, right before the value."""
    if span is None or span[0] == start:
        return None
    table = cue_table().by_word
    labels = [table.get(_key(m.group(0))) for m in _GROUP_RE.finditer(text, start, span[0])]
    return next((c for c in reversed(labels) if c is not None), None)


def _listed_after(text: str, end: int, cue: Cue) -> tuple[int, int] | None:
    """The next value of a list that a cue's value starts ("…/2017 and 1801235/2017"), trimmed
    as the first; ``None`` where the list ends."""
    match = _LIST_NEXT_RE.match(text, end)
    if match is None or _LABEL_RE.match(text, match.start("v")) is not None:
        return None  # "Patient ID: 88213-A, DOB 1979-11-02": a label starts the next item
    return _trim(text, *match.span("v"), cue)


def _cue_at_value(text: str, match: regex.Match[str]) -> regex.Match[str] | None:
    """The cue match that starts where ``match``'s value starts, where that value begins with
    a cue word ("appeal: PCN number …", "claim: policy no. …"); ``None`` otherwise."""
    start = match.start("v")
    first = _WORDS_RE.match(text, start)
    table = cue_table()
    if first is None or first.group(0).lower() not in table.words:
        return None
    again = table.pattern.match(text, start, min(len(text), start + _CUE_WINDOW + 64))
    if again is None or table.by_word.get(_key(again.group("cue"))) is None:
        return None
    return again


_DIGIT_RE = regex.compile(r"[0-9]")


def _no_digit_after(text: str, start: int) -> bool:
    """No digit within a match's reach of ``start``: every value the recognizer keeps holds
    one (each cue takes one digit or more), so the cue words of prose ("first", "new" of
    "New York tag") that no number follows are not tried."""
    return _DIGIT_RE.search(text, start, start + CUE_SPAN) is None


class CueRecognizer:
    """Identifiers after a cue word, whatever their checksum says (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "cue"
        table = cue_table()
        self.categories = frozenset(c.category for c in table.by_word.values())

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        table = cue_table()
        if not ctx.contains_any(table.anchors):
            return
        for match in match_at_anchors(
            table.pattern,
            ctx,
            table.anchors,
            self.name,
            span=CUE_SPAN,
            leads=_cue_leads(),
            hopeless=_no_digit_after,
            cannot_match=_no_second_word,
        ):
            cue = table.by_word.get(_key(match.group("cue")))
            if cue is None:
                continue
            span = _trim(ctx.text, *match.span("v"), cue)
            if span is None:
                again = _cue_at_value(ctx.text, match)
                if again is not None:
                    # "appeal: PCN number WK18447291": the first cue's value is the start of
                    # a longer cue phrase, whose own value follows it
                    match = again
                    cue = table.by_word[_key(match.group("cue"))]
                    span = _trim(ctx.text, *match.span("v"), cue)
            inner = _inner_cue(ctx.text, match.start("v"), span)
            if inner is not None:
                # "customer SSN 000-12-3456": the nearer cue names the value's kind
                cue = inner
                span = _trim(ctx.text, *match.span("v"), cue)
            if (
                span is not None
                and cue.marked_only
                and _MARKER_RE.search(ctx.text, match.start("cue"), match.start("v")) is None
            ):
                continue  # "la sentencia 123/2020 del Tribunal Constitucional": a precedent
            if span is not None and cue.bare_min_digits:
                value = ctx.text[span[0] : span[1]]
                # the cue's own number word marks it too ("Application No. 2207 of 2023")
                marked = _MARKER_RE.search(ctx.text, match.start("cue"), match.start("v"))
                if value.isdigit() and len(value) < cue.bare_min_digits and marked is None:
                    continue  # "order 100 units": a quantity
            if span is None and cue.category == "ID_NUMBER":
                span = _short_number_of_year(ctx.text, match)
            for _ in range(_MAX_LISTED):
                if span is None:
                    break
                if cue.category == "ID_NUMBER" and ctx.text[span[1] - 1].isdigit():
                    year = _OF_YEAR_RE.match(ctx.text, span[1])
                    if year is not None:
                        span = (span[0], year.end())
                yield Candidate(span[0], span[1], cue.category, CUE_SCORE, self.name)
                span = _listed_after(ctx.text, span[1], cue)
