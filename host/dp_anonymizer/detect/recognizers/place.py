"""Places no list knows, from the phrase before them: "grew up in Knivsta", "originally from
Eckenroth", "wohnt in Harburg", "nata a Colle Di Tora".

The gazetteer knows cities of 100,000 people and more; a person's village or suburb is a
stronger quasi-identifier and is missing. A phrase about where someone lives, comes from, was
born or travels (``residence_phrases`` of ``data/gazetteer.json``, six languages) followed by
one to three capitalised words is a LOCATION candidate, unless the first word is an everyday
word, a given name, a calendar word or a tech word ("returned to Normal", "flew to Berlin"
is left to the gazetteer, which also finds it). The pattern runs only in windows after the
phrases, which most texts do not contain at all (ruled out by the text's word prefixes).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    finding,
    finditer_in_windows,
)
from dp_anonymizer.detect.everyday import frequency, starts_no_proper_name
from dp_anonymizer.detect.gazetteer import (
    Entry,
    area_words,
    fold_key,
    gazetteer,
    known_place,
    word_before,
)
from dp_anonymizer.detect.lexicon import (
    lexicon,
    literal_alternation,
    load_data,
    org_cues,
    person_cues,
    strip_possessive,
)
from dp_anonymizer.detect.ner_vetoes import vetoes

SCORE = 0.55
#: A given name that is a known place right after such a phrase ("Soy de Rosario", "she is
#: from Charlotte"): above a lone given name's score (0.6), below a full name's.
NAMED_PLACE_SCORE = 0.65
#: After a phrase about someone's whereabouts, a capitalised word is an everyday word only
#: when it is very frequent: towns are frequent words too ("Watford" 3.3, "Halifax" 3.6,
#: "Yorkshire" 4.0 on the Zipf scale), "Love" (5.8) and "Trouble" (4.8) are not places.
EVERYDAY_ZIPF = 4.1
#: A known county after "Co." or "County": surer than a name rule's guess at "Co. Cork".
COUNTY_SCORE = 0.9
#: One capitalised word (letters, apostrophes, hyphens inside), up to 30 characters.
_WORD = r"\p{Lu}[\p{L}\p{M}'’\-]{1,30}"
#: Short lower-case words inside a place name ("Colle di Tora", "Stratford upon Avon").
_INNER = r"(?:de|del|della|di|da|la|le|les|sur|der|den|op|aan|upon)"


@cache
def _residence_phrases() -> list[str]:
    """The residence phrases and every premises noun with a preposition ("home in", "depot
    at")."""
    data = load_data("gazetteer.json")
    premises = [
        f"{noun} {prep}"
        for noun in data["premises_nouns"]
        for prep in data["premises_prepositions"]
    ]
    return [*data["residence_phrases"], *premises]


@cache
def _pattern() -> tuple[regex.Pattern[str], tuple[str, ...], int]:
    """The pattern, its phrases (lower case) and how far a match reaches past a phrase's start."""
    phrases = _residence_phrases()
    pattern = compile_pattern(
        r"(?<![\w])(?i:" + literal_alternation(phrases) + r")[ \u00a0]"
        r"(?P<v>" + _WORD + r"(?:[ \u00a0\-](?:" + _INNER + r"[ \u00a0])?" + _WORD + r"){0,2})"
        r"(?![\w])"
    )
    reach = max(len(p) for p in phrases) + 3 * 32 + 2 * 8
    return pattern, tuple(p.lower() for p in phrases), reach


@cache
def _lower_pattern() -> regex.Pattern[str]:
    """A residence phrase and one place name in lower case ("je vis à brest", "abito a
    lecce", "she lives in galway", "villeneuve-d'ascq")."""
    phrases: list[str] = load_data("gazetteer.json")["residence_phrases"]
    return compile_pattern(
        r"(?<![\w])(?i:" + literal_alternation(phrases) + r")[ \u00a0]"
        r"(?P<v>\p{Ll}[\p{Ll}\p{M}'’\-]{1,40})(?![\w'’\-])"
    )


#: A place in lower case is no everyday English word at the towns' bar ("cork" is a word).
LOWER_EVERYDAY_ZIPF = 3.5
#: The same after a phrase of dwelling ("i live in norwich", "she grew up in sheffield"):
#: wordfreq counts words case-blind, so a town's own uses lift it past 3.5 ("norwich" 3.7,
#: "sheffield" 3.9), and after such a phrase a known town is what is meant; "paradise"
#: (4.2) and "comfort" stay words.
LOWER_DWELLING_ZIPF = 4.0


@cache
def _dwelling_phrases() -> frozenset[str]:
    """Residence phrases that say where someone lives (``dwelling_lower_phrases``)."""
    return frozenset(load_data("gazetteer.json")["dwelling_lower_phrases"])


#: The evidence of a place after a residence or travel phrase ("I live in Leeds"): the
#: writer's own place, so a question that names it is about someone.
RESIDENCE = "residence"


class ResidencePlaceRecognizer:
    """LOCATION after a residence or travel phrase (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "place"
        self.categories = frozenset({"LOCATION"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        pattern, phrases, reach = _pattern()
        # most texts hold none of the phrases: the per-text word-prefix set rules them out
        # without a scan, and each phrase present is found with str.find
        windows = [
            (max(0, pos - 1), min(len(ctx.text), pos + reach))
            for phrase in phrases
            if ctx.contains(phrase)
            for pos in ctx.find_all(phrase)
        ]
        if not windows:
            return
        acronyms = vetoes().acronyms
        stopwords = person_cues().inner_stopwords
        for m in finditer_in_windows(pattern, ctx.text, windows, self.name):
            start, end = m.span("v")
            words = m.group("v").split(" ")
            while len(words) > 1 and words[-1].casefold() in stopwords:
                words.pop()  # "Heard at: Taunton On: 9 May": the next label's word
            end = start + len(" ".join(words))
            first = strip_possessive(m.group("v").split()[0].split("-")[0])
            key = first.lower()
            if first.upper() in acronyms:
                continue
            score = SCORE
            if starts_no_proper_name(first, key, EVERYDAY_ZIPF):
                if not (_named_place(m.group("v"), key) or _before_region(ctx.text, end)):
                    continue
                score = NAMED_PLACE_SCORE
            yield finding(self.name, RESIDENCE, start, end, "LOCATION", score)
        yield from self._lower_case(ctx, windows)

    def _lower_case(self, ctx: ScanContext, windows: list[tuple[int, int]]) -> Iterator[Candidate]:
        """A city or town of either tier written in lower case right after a residence
        phrase: lower-case chat names big cities and towns alike ("je vis à brest", "abito a
        lecce"); not an everyday English word ("I'm in cork"), a given name or a word the
        lexicon knows."""
        lex = lexicon()
        dwelling = _dwelling_phrases()
        for m in finditer_in_windows(_lower_pattern(), ctx.text, windows, self.name):
            value = m.group("v")
            key = value.casefold()
            phrase = ctx.lower[m.start() : m.start("v")].strip()
            bar = LOWER_DWELLING_ZIPF if phrase in dwelling else LOWER_EVERYDAY_ZIPF
            if (
                key in lex.common
                or key in lex.first
                or frequency(key) >= bar
                or not known_place(value.capitalize())
            ):
                continue
            yield finding(self.name, "residence-lower", *m.span("v"), "LOCATION", SCORE)


#: A comma and a capitalised name after a place: the region it lies in ("Sandy, Oregon").
_REGION_AFTER_RE = compile_pattern(
    r",[ \u00a0](\p{Lu}[\p{L}\p{M}]{1,30}(?:[ \u00a0]\p{Lu}[\p{L}\p{M}]{1,30})?)"
)


def _before_region(text: str, end: int) -> bool:
    """A given name right before a comma and a known place that is no town ("lives in Sandy,
    Oregon"): the region says the name is a place; "Sandy, Tom and Mia" is a list."""
    m = _REGION_AFTER_RE.match(text, end)
    if m is None:
        return False
    entry = gazetteer().automaton.get(fold_key(m.group(1)), None)
    return isinstance(entry, Entry) and entry.category == "LOCATION" and not entry.town


def _named_place(value: str, key: str) -> bool:
    """A given name that the gazetteer knows as the place itself ("Soy de Rosario", "moved to
    Florence"): after a phrase about someone's whereabouts the place reading wins."""
    return key in lexicon().first and frequency(key) < EVERYDAY_ZIPF and known_place(value)


#: One to three capitalised words before an area word ("Oktyabrskiy District", "Sverdlovsk
#: Oblast"), or after an area head ("Province of Ancona", "Landkreis Harburg").
_AREA_NAME = _WORD + r"(?:[ \u00a0\-]" + _WORD + r"){0,2}"


def _tail_pattern(name: str, tails: tuple[str, ...], group: str) -> Pattern:
    regex_ = compile_pattern(
        r"(?<![\w\-])(?P<v>(?P<n>"
        + _AREA_NAME
        + r")[ \u00a0](?:"
        + literal_alternation(tails)
        + r"))(?![\w])"
    )
    window = (_NAME_REACH + 2, max(map(len, tails)) + 2)
    literals = tuple(" " + t for t in tails)
    return Pattern(
        name, regex_, SCORE, group, anchor_words=_lower(tails), literals=literals, window=window
    )


def _head_pattern(name: str, heads: tuple[str, ...], group: str) -> Pattern:
    regex_ = compile_pattern(
        r"(?<![\w\-])(?P<v>(?:"
        + literal_alternation(heads)
        + r")[ \u00a0](?P<n>"
        + _AREA_NAME
        + r"))(?![\w])"
    )
    window = (2, max(map(len, heads)) + _NAME_REACH + 2)
    return Pattern(
        name, regex_, SCORE, group, anchor_words=_lower(heads), literals=heads, window=window
    )


def _lower(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words as anchors: most texts hold none, which the word-prefix set tells at once,
    without a pass over the text for the case-sensitive literals."""
    return tuple(sorted({w.lower() for w in words}))


#: How far an area's name reaches: three words of up to 32 characters.
_NAME_REACH = 3 * 32 + 2


def _county_pattern() -> Pattern:
    """ "Skibbereen, Co. Cork", "in County Durham": a county after its head word, with the
    town before it and a comma (group ``t``) when there is one."""
    heads = tuple(load_data("gazetteer.json")["county_heads"])
    regex_ = compile_pattern(
        r"(?<![\w\-])(?P<v>(?:(?P<t>" + _AREA_NAME + r"),[ \u00a0])?"
        r"(?P<h>" + literal_alternation(heads) + r")[ \u00a0](?P<n>" + _WORD + r"))(?![\w])"
    )
    window = (_NAME_REACH + 2, max(map(len, heads)) + 34)
    literals = tuple(h + " " for h in heads)
    return Pattern("county", regex_, COUNTY_SCORE, "v", literals=literals, window=window)


def _linked_pattern() -> Pattern:
    """ "Weston-super-Mare", "Burley-in-Wharfedale": two capitalised parts joined by one to
    three lower-case link words and hyphens (``place_links``); the links are checked after."""
    links = load_data("gazetteer.json")["place_links"]
    words = literal_alternation([*links["strong"], *links["weak"]])
    regex_ = compile_pattern(
        r"(?<![\w\-])(?P<v>(?P<a>\p{Lu}\p{Ll}{1,20})-(?P<l>(?:"
        + words
        + r")(?:-(?:"
        + words
        + r")){0,2})"
        r"-\p{Lu}[\p{L}\p{M}]{1,20})(?![\w]|-[\w])"
    )
    literals = tuple(f"-{w}-" for w in (*links["strong"], *links["weak"]))
    return Pattern("linked", regex_, SCORE, "v", literals=literals, window=(24, 3 * 8 + 24))


def _dwelling_pattern() -> Pattern:
    """ "lives at Rookery Farm", "lived at Holly Cottage": a named home after a phrase that
    says someone lives there (``dwelling_phrases``, ``dwelling_words``)."""
    data = load_data("gazetteer.json")
    phrases: list[str] = data["dwelling_phrases"]
    regex_ = compile_pattern(
        r"(?<![\w])(?i:" + literal_alternation(phrases) + r")[ \u00a0]"
        r"(?P<v>(?:"
        + _WORD
        + r"[ \u00a0]){1,3}(?:"
        + literal_alternation(data["dwelling_words"])
        + r"))(?![\w])"
    )
    reach = 3 * 32 + max(map(len, data["dwelling_words"])) + 2
    return Pattern(
        "dwelling",
        regex_,
        SCORE,
        "v",
        anchor_words=tuple(sorted({p.split(" ")[0] for p in phrases})),
        window=(2, max(map(len, phrases)) + reach),
    )


def _locality_pattern() -> Pattern:
    """ "St Brendan's Primary School, Craigavon.", "Ashgrove Park, Tandragee": a town after
    a comma that closes an address line or an institution's name (``locality_after``), up to
    a clause's end or an opening bracket ("Fairfield Primary, Widnes (Class 3)")."""
    data = load_data("gazetteer.json")
    kinds = sorted(
        {
            form
            for word in (
                *data["locality_after"],
                *data["dwelling_words"],
                *person_cues().institution_words,
            )
            for form in (word[:1].upper() + word[1:], word.upper())
        }
    )
    regex_ = compile_pattern(
        r"(?<![\w\-])(?:"
        + literal_alternation(kinds)
        + r"),[ \u00a0](?P<v>"
        + _WORD
        + r"(?:[ \u00a0]"
        + _WORD
        + r"){0,2})(?=[ \u00a0]?[,.;:)]|[ \u00a0]*\n|[ \u00a0]*$"
        # "Fairfield Community Primary, Widnes (Class 3 …)": a bracket after the town
        r"|[ \u00a0]\(|[ \u00a0](?:and|in|on|where|who)[ \u00a0])"
    )
    literals = tuple(f"{k}, " for k in kinds)
    return Pattern(
        "locality",
        regex_,
        SCORE,
        "v",
        literals=literals,
        window=(max(map(len, kinds)) + 2, 3 * 32 + 4),
    )


_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def _dateline_pattern() -> Pattern:
    """ "Inverness, 30 April 2024", "ADELAIDE, 8 NOVEMBER 2024", "Ottawa, Ontario, September
    17, 2024": a judgment's dateline, a place alone on its line before a comma and the date
    (the place is checked after, as a town after an address line's comma)."""
    months = r"(?i:" + "|".join(_MONTHS) + r")"
    regex_ = compile_pattern(
        r"(?<=(?:^|\n)[ \t]*)(?P<v>"
        + _AREA_NAME
        + r"(?:,[ \u00a0]"
        + _WORD
        + r")?),[ \u00a0](?:[0-9]{1,2}(?:st|nd|rd|th)?[ \u00a0]"
        + months
        + r",?|"
        + months
        + r"[ \u00a0][0-9]{1,2},)[ \u00a0](?:19|20)[0-9]{2}[ \t]*(?=\n|$)"
    )
    literals = tuple(f", {d}" for d in "0123456789") + tuple(f", {m}" for m in _MONTHS)
    literals += tuple(f", {m.upper()}" for m in _MONTHS)
    return Pattern("dateline", regex_, SCORE, "v", literals=literals, window=(_NAME_REACH + 36, 40))


@cache
def _area_patterns() -> tuple[Pattern, ...]:
    """The kind in capitals is part of the name ("Oktyabrskiy District"); in lower case it is
    an ordinary word and the placeholder covers the name alone ("the Lice district")."""
    words = area_words()
    return (
        _tail_pattern("area", words.tails, "v"),
        _head_pattern("area-head", words.heads, "v"),
        _tail_pattern("area-kind", words.lower_tails, "n"),
        _head_pattern("area-kind-head", words.lower_heads, "n"),
        _county_pattern(),
        _linked_pattern(),
        _dwelling_pattern(),
        _locality_pattern(),
        _dateline_pattern(),
    )


class AreaPlaceRecognizer(PatternRecognizer):
    """LOCATION: an administrative area or a settlement named with its kind (``area_words``
    of ``data/gazetteer.json``: "Oktyabrskiy District", "the Lice district", "the village of
    Kelekçi"). Districts and villages of a person's life are quasi-identifiers no list of
    cities holds; the kind word says the name is a place, and a name made only of everyday
    words, qualifiers or given names ("Lake District", "Central District") is not taken."""

    NAME = "place"
    ENTITY = "LOCATION"
    PATTERNS = _area_patterns()

    def accept(self, pattern: Pattern, match: regex.Match[str], ctx: ScanContext) -> bool:
        acronyms = vetoes().acronyms
        if pattern.name == "dwelling":
            return True
        if pattern.name == "linked":
            return _linked_place(match, ctx)
        if pattern.name in ("locality", "dateline"):
            return _locality(match.group("v"))
        if pattern.name == "county":
            county = match.group("n")
            if match.group("t") is not None:  # "Tralee, Co. Kerry": an address's last line
                return known_place(county) or not (
                    frequency(county.lower()) >= EVERYDAY_ZIPF or county.upper() in acronyms
                )
            cue = word_before(ctx.text, match.start())[0].lower() in gazetteer().place_cues
            return known_place(county) and (cue or match.group("h") == "County")
        qualifiers = org_cues().institution_qualifiers
        # a US county bears a person's name ("Potter County", "Santa Clara County", "Harris
        # County"): there a name the lexicon knows counts, frequent or not ("Lake County",
        # "Home County" are no names)
        county = pattern.name == "area" and match.group("v").endswith(" County")
        for word in regex.split(r"[ \u00a0\-]", match.group("n")):
            first = strip_possessive(word)
            key = first.lower()
            if known_place(first):
                return True
            if county and _named_after_someone(key):
                return True
            if (
                key in qualifiers
                or first.upper() in acronyms
                or starts_no_proper_name(first, key, EVERYDAY_ZIPF)
                or frequency(key) >= EVERYDAY_ZIPF
            ):
                continue
            return True
        return False


def _named_after_someone(key: str) -> bool:
    """A given name or surname the lexicon knows, no word it lists as common or a month."""
    lex = lexicon()
    return (
        (key in lex.first or key in lex.surnames)
        and key not in lex.common
        and key not in vetoes().months
    )


@cache
def _not_locality_last() -> frozenset[str]:
    """Last words of an institution's part or of an institution (lower case)."""
    words = load_data("gazetteer.json")["locality_not_last"]
    return frozenset([*words, *(t.lower() for t in org_cues().institution_tails)])


def _locality(name: str) -> bool:
    """A town after an address line's comma: a known place, or a name whose first word is no
    everyday word (at the plain bar: the comma is a weaker cue than "lives in"), given name,
    calendar or tech word or acronym, and whose last word names no part of an institution
    ("Chancery Division", "the School, Governors and parents")."""
    if known_place(name):
        return True
    words = name.split()
    if words[-1].lower() in _not_locality_last():
        return False
    first = strip_possessive(words[0])
    return not (first.upper() in vetoes().acronyms or starts_no_proper_name(first, first.lower()))


def _linked_place(match: regex.Match[str], ctx: ScanContext) -> bool:
    """Whether a hyphen-linked name is a place: its first part no everyday word ("Mother-in-
    Law"), and a link only names use ("-super-", "-upon-") or a place cue before it ("at
    Burley-in-Wharfedale"; "Editor-in-Chief" has none)."""
    first = match.group("a")
    if frequency(first.lower()) >= EVERYDAY_ZIPF:
        return False
    strong = frozenset(load_data("gazetteer.json")["place_links"]["strong"])
    if any(link in strong for link in match.group("l").split("-")):
        return True
    return word_before(ctx.text, match.start())[0].lower() in gazetteer().place_cues
