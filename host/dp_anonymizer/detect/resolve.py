"""Overlap resolution: one span per region, and never a fragment of PII left behind.

Candidates are grouped into clusters of transitively overlapping spans (one sort, linear
sweep). Inside a cluster the best candidate wins, ranked by length, then validation (a
checksum passed), then score, then category priority (the more specific category). A
lower-ranked candidate that only *partly* overlaps the winner extends it, so "Mr. Bean"
never becomes "Mr. [PERSON_1]" and a half-matched number is never split into redacted and
visible halves.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache

import regex

from dp_anonymizer.detect.base import Candidate, ScanContext, compile_pattern
from dp_anonymizer.detect.categories import CATEGORIES
from dp_anonymizer.detect.everyday import MIN_ZIPF, MIN_ZIPF_PERSON, is_everyday
from dp_anonymizer.detect.gazetteer import Entry, fold_key, gazetteer, word_before
from dp_anonymizer.detect.layers import GAZETTEER, NER, RULES
from dp_anonymizer.detect.lexicon import (
    lexicon,
    literal_alternation,
    load_data,
    names_an_idea,
    person_cues,
    request_verbs,
)
from dp_anonymizer.detect.recognizers.place import RESIDENCE
from dp_anonymizer.detect.technical import code_value


def _priority(category: str) -> int:
    info = CATEGORIES.get(category)
    return info.priority if info is not None else 0


def _rank(c: Candidate) -> tuple[int, bool, float, int, int]:
    return (c.end - c.start, c.validated, c.score, _priority(c.category), -c.start)


def _resolve_cluster(cluster: Sequence[Candidate]) -> list[Candidate]:
    chosen: list[Candidate] = []
    for cand in sorted(cluster, key=_rank, reverse=True):
        overlapping = [i for i, w in enumerate(chosen) if w.start < cand.end and cand.start < w.end]
        if not overlapping:
            chosen.append(cand)
            continue
        winner_i = overlapping[0]
        winner = chosen[winner_i]
        if all(chosen[i].start <= cand.start and cand.end <= chosen[i].end for i in overlapping):
            continue  # fully inside an accepted span
        start = min(cand.start, *(chosen[i].start for i in overlapping))
        end = max(cand.end, *(chosen[i].end for i in overlapping))
        merged = replace(winner, start=start, end=end)
        chosen = [w for i, w in enumerate(chosen) if i not in overlapping]
        chosen.append(merged)
    return chosen


def resolve(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Non-overlapping spans sorted by start; see the module docstring for the rules."""
    ordered = sorted(candidates, key=lambda c: (c.start, -c.end))
    result: list[Candidate] = []
    cluster: list[Candidate] = []
    cluster_end = -1
    for cand in ordered:
        if cluster and cand.start >= cluster_end:
            result.extend(_resolve_cluster(cluster) if len(cluster) > 1 else cluster)
            cluster = []
        cluster.append(cand)
        cluster_end = max(cluster_end, cand.end) if len(cluster) > 1 else cand.end
    if cluster:
        result.extend(_resolve_cluster(cluster) if len(cluster) > 1 else cluster)
    result.sort(key=lambda c: c.start)
    return result


# -- calibrated evidence ------------------------------------------------------------------
#
# The statistical layers (gazetteer, NER) are evidence, not verdicts: a plain union of their
# entities with the rule spans raised recall but flooded chats with false alarms (ID strings
# and code called ORG or DATE). So every region where one of them found something is scored
# by a small logistic model over features of the evidence (which layers agree, labels, token
# shape, context), fit on the tune part of the development sets only
# (``python -m dp_anonymizer.bench.fit_resolver``; weights in ``data/resolver.json``). A
# region is kept when its probability reaches ``DetectConfig.min_score``. Regions only the
# rules found are left to the rules.

#: Categories the statistical layers propose; the evidence for them is weighed here.
SOFT = frozenset({"PERSON", "ORGANIZATION", "LOCATION", "DATE", "NRP"})
#: Rule findings of other categories at least this sure are not second-guessed by the layers.
HARD_MIN_SCORE = 0.5
_NER_GROUPS = {
    "PERSON": "ner_person",
    "ORG": "ner_org",
    "GPE": "ner_place",
    "LOC": "ner_place",
    "FAC": "ner_facility",
    "DATE": "ner_date",
    "TIME": "ner_date",
    "NORP": "ner_norp",
}
_RULE_GROUPS = {"PERSON": "rule_person", "ORGANIZATION": "rule_org"}
_CODE_CHARS = frozenset("{}();=<>[]_\\/|$#@`")
_SENTENCE_END = frozenset(".!?:\n")


@dataclass(frozen=True, slots=True)
class Region:
    """Overlapping soft candidates with at least one from a statistical layer."""

    start: int
    end: int
    candidates: tuple[Candidate, ...]


def features(ctx: ScanContext, region: Region) -> dict[str, float]:
    """The evidence about one region, as named numbers (absent names are 0)."""
    f: dict[str, float] = {}
    layers = {c.layer for c in region.candidates}
    rules = [c for c in region.candidates if c.layer == RULES]
    if rules:
        f["rule"] = 1.0
        f["rule_score"] = max(c.score for c in rules)
        f["rule_validated"] = float(any(c.validated for c in rules))
        for c in rules:
            f[_RULE_GROUPS.get(c.category, "rule_other")] = 1.0
    for c in region.candidates:
        if c.layer == NER:
            f[_NER_GROUPS.get(c.kind, "ner_other")] = 1.0
        elif c.layer == GAZETTEER:
            f["gaz_" + c.kind] = 1.0
    # Layers agreeing on one category is evidence; layers that merely overlap while naming
    # different things ("the Pacific Ocean": a weak name rule, an NER place) are not.
    agreeing = _agreeing_layers(region)
    f["agree2"] = float(agreeing >= 2)
    f["agree3"] = float(agreeing >= 3)
    f["categories_differ"] = float(len({c.category for c in region.candidates}) >= 2)
    text = ctx.text
    value = text[region.start : region.end]
    words = value.split()
    letters = [ch for ch in value if ch.isalpha()]
    f["has_digit"] = float(any(ch.isdigit() for ch in value))
    f["no_letters"] = float(not letters)
    f["all_caps"] = float(len(letters) > 1 and all(ch.isupper() for ch in letters))
    f["code_like"] = float(
        any(ch in _CODE_CHARS for ch in value)
        or any(w[1:] != w[1:].lower() and w[1:] != w[1:].upper() for w in words)
        or any(any(ch.isdigit() for ch in w) and any(ch.isalpha() for ch in w) for w in words)
    )
    f["one_word"] = float(len(words) <= 1)
    f["many_words"] = float(len(words) >= 4)
    f["short"] = float(len(value.strip()) <= 3)
    f["capitalised"] = float(value[:1].isupper())
    before = text[max(0, region.start - 3) : region.start].rstrip(" \t\"'(")
    f["sentence_initial"] = float(not before or before[-1] in _SENTENCE_END)
    # "from Cloudmade", "lives in Hvammstangi": a locative word right before (gazetteer cues)
    previous, _ = word_before(text, region.start)
    f["cue_before"] = float(previous.lower() in gazetteer().place_cues)
    # "the Roman Empire", "the Pacific Ocean": English puts no article before a person's name
    article = text[max(0, region.start - 4) : region.start].lower() == "the " or (
        value[:4].lower() == "the "
    )
    f["article_person"] = float(article and _category(region) == "PERSON")
    first = words[0].strip(".,;:!?\"'()") if words else ""
    lex = lexicon()
    low = first.lower()
    f["lower_elsewhere"] = float(bool(first) and first != low and ctx.has_lowercase(first))
    f["common_word"] = float(low in lex.common)
    f["first_name"] = float(low in lex.first)
    f["surname"] = float(any(w.strip(".,;:").lower() in lex.surnames for w in words))
    f["code_line"] = float(ctx.count_in_line(_CODE_CHARS, region.start) >= 3)
    # interactions a linear model cannot form itself
    f["ner_only"] = float(layers == {NER})
    f["gaz_only"] = float(layers == {GAZETTEER})
    f["date_with_digit"] = f.get("ner_date", 0.0) * f["has_digit"]
    f["org_code_like"] = f.get("ner_org", 0.0) * f["code_like"]
    known_name = f["first_name"] or f["surname"] or "gaz_place" in f or "gaz_nrp" in f
    f["unknown_single_word"] = f["one_word"] * float(not known_name and not rules)
    return f


@dataclass(frozen=True)
class Calibration:
    """A logistic model: P(region is PII) = sigmoid(bias + sum of weight * feature)."""

    bias: float
    weights: Mapping[str, float]
    #: The probability from which a region is kept.
    threshold: float = 0.5

    def probability(self, feats: Mapping[str, float]) -> float:
        z = self.bias + sum(self.weights.get(k, 0.0) * v for k, v in feats.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@cache
def calibration() -> Calibration:
    """The fitted weights (``data/resolver.json``), loaded once."""
    data = load_data("resolver.json")
    return Calibration(float(data["bias"]), dict(data["weights"]), float(data["threshold"]))


class Spans:
    """Sorted candidates that answer "does one contain / overlap this range?" in O(log n)."""

    def __init__(self, candidates: Iterable[Candidate]) -> None:
        self.ordered = sorted(candidates, key=lambda c: (c.start, c.end))
        self.starts = [c.start for c in self.ordered]
        self.reach: list[int] = []  # the furthest end among the first i+1 candidates
        furthest = -1
        for c in self.ordered:
            furthest = max(furthest, c.end)
            self.reach.append(furthest)

    def overlapping(self, start: int, end: int) -> Candidate | None:
        """The last-starting candidate that overlaps ``[start, end)``, if any."""
        i = bisect.bisect_left(self.starts, end)
        if i == 0 or self.reach[i - 1] <= start:
            return None
        while i > 0:
            i -= 1
            if self.ordered[i].end > start:
                return self.ordered[i]
        return None


def regions(candidates: Iterable[Candidate]) -> tuple[list[Candidate], list[Region]]:
    """Split candidates into those left alone and regions of statistical evidence."""
    plain: list[Candidate] = []
    soft: list[Candidate] = []
    for c in candidates:
        (soft if c.category in SOFT else plain).append(c)
    # A statistical layer never overrides or stretches a rule finding of another category
    # ("42 years old" stays an AGE, "Visa 4111 …" does not stretch the card number, a city in
    # an address stays the address): its candidates that overlap one are dropped.
    hard = Spans(c for c in plain if c.score >= HARD_MIN_SCORE)
    if hard.starts:
        soft = [c for c in soft if c.layer == RULES or hard.overlapping(c.start, c.end) is None]
    soft.sort(key=lambda c: (c.start, -c.end))
    found: list[Region] = []
    group: list[Candidate] = []
    end = -1

    def close() -> None:
        if any(c.layer != RULES for c in group):
            found.append(Region(group[0].start, max(c.end for c in group), tuple(group)))
        else:
            plain.extend(group)

    for c in soft:
        if group and c.start >= end:
            close()
            group = []
        group.append(c)
        end = max(end, c.end)
    if group:
        close()
    return plain, found


#: Which layer's category wins a tie of votes when the rules are not sure.
_TIE_ORDER = (GAZETTEER, NER, RULES)


def _agreeing_layers(region: Region) -> int:
    """How many layers propose the region's most proposed category."""
    layers: dict[str, set[str]] = {}
    for c in region.candidates:
        layers.setdefault(c.category, set()).add(c.layer)
    return max(len(v) for v in layers.values())


def _votes(region: Region) -> dict[str, int]:
    """Category -> the weight of the layers that propose it: one per layer, two for the
    gazetteer (a known place or nationality word, ambiguous ones only after their cue:
    "raised in Cork", "the meetup in Bristol" outweigh a weak name guess)."""
    votes: dict[str, int] = {}
    for layer, category in {(c.layer, c.category) for c in region.candidates}:
        votes[category] = votes.get(category, 0) + (2 if layer == GAZETTEER else 1)
    return votes


def _category(region: Region) -> str:
    """The region's category: the rules' when they are sure of it; else the one with most
    votes ("raised in Cork": a known place outweighs a weak name rule); a tie goes to the
    gazetteer, then the NER label, then the rules."""
    sure = [c for c in region.candidates if c.layer == RULES and c.score >= HARD_MIN_SCORE]
    if sure:
        return max(sure, key=lambda c: (c.score, c.end - c.start)).category
    votes = _votes(region)
    first: dict[str, int] = {}
    for c in region.candidates:
        rank = _TIE_ORDER.index(c.layer)
        first[c.category] = min(rank, first.get(c.category, rank))
    return min(votes, key=lambda cat: (-votes[cat], first[cat]))


def contradictory(region: Region) -> bool:
    """Layers that name different things and agree on none (the gazetteer counts twice),
    with no sure rule among them ("Strict Mode": a weak name guess and an NER
    place): evidence that contradicts itself is
    no evidence, so only the rules' own findings stand."""
    if len({c.category for c in region.candidates}) < 2 or max(_votes(region).values()) >= 2:
        return False
    return not any(c.layer == RULES and c.score >= HARD_MIN_SCORE for c in region.candidates)


def eponym_guess(ctx: ScanContext, region: Region) -> bool:
    """Only the NER model found the region, and the name is an idea's ("Newton's laws",
    "the Monty Hall problem"; :func:`dp_anonymizer.detect.lexicon.names_an_idea`)."""
    if any(c.layer != NER for c in region.candidates):
        return False
    return names_an_idea(ctx.text, region.end)


def everyday_guess(ctx: ScanContext, region: Region) -> bool:
    """Only the NER model found the region, and its words are everyday English words, none a
    known name (:mod:`dp_anonymizer.detect.everyday`): a PERSON made only of such words
    ("Awarded Salesperson of the Month"), or a single such word of any category ("wrapped in
    Tasks"). Without a rule, a cue or the gazetteer behind it, that is no entity."""
    if any(c.layer != NER and c.score >= HARD_MIN_SCORE for c in region.candidates):
        return False
    if any(c.layer == GAZETTEER for c in region.candidates):
        return False
    words = _WORD.findall(ctx.text, region.start, region.end)
    person = _category(region) == "PERSON"
    if not words or not (person or len(words) == 1):
        return False
    bar = MIN_ZIPF_PERSON if person else MIN_ZIPF
    return all(is_everyday(w, bar) for w in words)


def _decide(region: Region, probability: float) -> Candidate:
    """The region as one candidate of :func:`_category`; the span covers every candidate of
    that category."""
    category = _category(region)
    same = [c for c in region.candidates if c.category == category]
    sure = [c for c in same if c.layer == RULES and c.score >= HARD_MIN_SCORE]
    if sure:  # a sure rule's span is exact (span hygiene); a layer's entity does not stretch it
        same = sure
    best = min(same, key=lambda c: (_TIE_ORDER.index(c.layer), -(c.end - c.start), -c.score))
    start = min(c.start for c in same)
    end = max(c.end for c in same)
    rules = [c.score for c in region.candidates if c.layer == RULES and c.category == category]
    score = max([probability, *rules])
    # the model's guess: no gazetteer entry and no rule that would stand on its own agree
    guess = all(c.layer == NER or c.score < HARD_MIN_SCORE for c in same)
    # asked about as a work or a figure of history only when every finding of it is; the
    # model has no say in that, so its entity inside a marked finding does not count
    marked = [c for c in same if c.asked_is_public]
    public = bool(marked) and all(
        c.asked_is_public
        or (c.layer == NER and any(m.start <= c.start and c.end <= m.end for m in marked))
        for c in same
    )
    return replace(
        best,
        start=start,
        end=end,
        category=category,
        score=score,
        ner_guess=guess,
        asked_is_public=public,
    )


#: Categories that say something about a person only when the text is about someone.
CONTEXTUAL = frozenset({"LOCATION", "NRP"})
#: ... and those that stay as they are in a question about no one: a date names no one's
#: day there.
_ASKED_PUBLIC = CONTEXTUAL | {"DATE"}


@dataclass(frozen=True, slots=True)
class _Anchors:
    words: frozenset[str]
    requests: frozenset[str]
    roles: frozenset[str]
    #: anchor -> the languages in which it is another word
    not_in: Mapping[str, frozenset[str]]
    third_person: frozenset[str]
    writer_objects: frozenset[str]
    #: relation and role nouns that a generic determiner before them makes anyone
    generic_nouns: frozenset[str]
    generic_determiners: frozenset[str]
    #: a law question's parties and modals, and the writer's own words it passes over
    law_parties: frozenset[str]
    law_modals: frozenset[str]
    first_person: frozenset[str]
    #: a traveller's question's words, the words of someone's home, and the writer as subject
    travel_words: frozenset[str]
    residence_words: frozenset[str]
    first_person_subjects: frozenset[str]
    #: anchors that written in capitals inside lower-case text are an acronym ("the US")
    capital_acronyms: frozenset[str]
    #: plural pronouns that after a word of manner mean people in general ("how they build
    #: …"), and that word before one (:func:`_generic_they_pattern`)
    generic_they: frozenset[str]
    generic_they_manner: regex.Pattern[str]
    #: words only places take in a question, and a route cue right before a word (searched
    #: from the end, an article between them or not): :func:`_place_asked_as_someone`
    place_topic_words: frozenset[str]
    place_route_before: regex.Pattern[str]


@cache
def _anchors() -> _Anchors:
    data = load_data("personal_anchors.json")
    not_in: dict[str, set[str]] = {}
    for lang, words in data["not_in_language"].items():
        for word in words:
            not_in.setdefault(word, set()).add(lang)
    return _Anchors(
        frozenset(data["words"]),
        request_verbs(),
        frozenset(data["roles"]),
        {w: frozenset(langs) for w, langs in not_in.items()},
        frozenset(data["third_person"]),
        frozenset(data["writer_objects"]),
        frozenset(data["generic_nouns"]),
        frozenset(data["generic_determiners"]),
        frozenset(data["law_parties"]),
        frozenset(data["law_modals"]),
        frozenset(data["first_person"]),
        frozenset(data["travel_words"]),
        frozenset(data["residence_words"]),
        frozenset(data["first_person_subjects"]),
        frozenset(data["capital_acronyms"]),
        frozenset(data["generic_they"]),
        _generic_they_pattern(data["generic_they"], data["generic_they_manner"]),
        frozenset(data["place_topic_words"]),
        compile_pattern(
            r"(?i)(?<![\p{L}\p{M}])(?:"
            + literal_alternation(data["place_route_cues"], reverse=True)
            + r")(?: (?:la|le|les|the|el|il|lo|die|das|het) | l['’]| )$",
            regex.REVERSE,
        ),
    )


def residence_words() -> frozenset[str]:
    """``residence_words`` of ``data/personal_anchors.json`` (live, moved, born, work …): the
    words of someone's home, which make a place theirs."""
    return _anchors().residence_words


_WORD = regex.compile(r"[^\W\d_]+")
_SENTENCE_MARK = regex.compile(r"[.!?\n]")


def about_someone(
    ctx: ScanContext,
    others: Iterable[Candidate],
    *,
    beyond_roles: bool = False,
    asked: Sequence[Candidate] = (),
    ignore: frozenset[str] = frozenset(),
) -> bool:
    """Whether the text speaks of a person: a pronoun, possessive or relation word
    (``data/personal_anchors.json``) read in the text's language ("je" is no one in Dutch),
    or another finding that is not a place, date or nationality (a name, an e-mail, an ID...).
    "What is the capital of Australia?" has none. With ``beyond_roles`` a role word alone
    ("patient") does not count; a third-person pronoun after a name ``asked`` about in the
    same question points back at it ("Wer war Sophie Scholl und warum wurde sie …?"). A
    relation or role noun after a generic determiner ("a landlord") is anyone; words in
    ``ignore`` do not count."""
    if any(c.category not in CONTEXTUAL and c.category != "DATE" for c in others):
        return True
    anchors = _anchors()
    words = anchors.words - anchors.roles if beyond_roles else anchors.words
    persons = sorted((c for c in asked if c.category == "PERSON"), key=lambda c: c.end)
    ends = [c.end for c in persons]
    for m in _WORD.finditer(ctx.lower):
        word = m.group()
        if word not in words or word in ignore:
            continue
        if word in anchors.generic_nouns and _generic(ctx.lower, m.start(), anchors):
            continue  # "Can a landlord keep the deposit …?": anyone
        if word == "sie" and _polite_you(ctx.text, m.start()):
            continue  # "Können Sie mir sagen …": the polite "you" addresses the assistant
        if word in anchors.capital_acronyms and _acronym(ctx.text, m.start(), m.end()):
            continue  # "Why is insulin so expensive in the US?": the country
        langs = anchors.not_in.get(word)
        if langs is not None and ctx.language in langs:
            continue
        if word in anchors.third_person and _points_back(ctx, m.start(), persons, ends, anchors):
            continue
        if word in anchors.third_person and _inverted_subject(ctx.text, m.start()):
            continue
        if word in anchors.generic_they and anchors.generic_they_manner.search(
            ctx.lower, max(0, m.start() - _GENERIC_THEY_REACH), m.end()
        ):
            continue  # "the way they make them in Cornwall": people there, no one
        return True
    return False


def _generic_they_pattern(pronouns: list[str], manner: list[str]) -> regex.Pattern[str]:
    """Searched backwards from the end of a plural pronoun of ``generic_they``
    (``data/personal_anchors.json``): a word of manner and such a pronoun before it in the
    same clause (at most 48 characters)."""
    they = literal_alternation(pronouns, reverse=True)
    return compile_pattern(
        r"(?<![\p{L}\p{M}])(?:"
        + literal_alternation(manner, reverse=True)
        + r")(?: \p{Ll}{2,8})? (?:"
        + they
        + r")(?:(?![\p{L}\p{M}])[^,.;:!?\n]{0,40}(?<![\p{L}\p{M}])(?:"
        + they
        + r"))?$",
        regex.REVERSE,
    )


#: How far before a plural pronoun its word of manner may stand.
_GENERIC_THEY_REACH = 64


def _inverted_subject(text: str, start: int) -> bool:
    """A pronoun joined by a hyphen after the verb of a question ("Pourquoi Simone Veil
    est-elle entrée au Panthéon ?"): the inverted subject repeats the one named before it,
    which counts on its own (a private person's name is a finding); it adds no one."""
    return (
        start > 0
        and text[start - 1] == "-"
        and text[start].islower()
        and _sentence_end(text, start) == "?"
    )


def _generic(lower: str, start: int, anchors: _Anchors) -> bool:
    """Whether the word before ``start`` (read within 8 characters) is a generic determiner."""
    before = _WORD.findall(lower, max(0, start - 8), start)
    return (
        bool(before)
        and before[-1] in anchors.generic_determiners
        and (lower[start - len(before[-1]) - 1 : start].strip() == before[-1])
    )


def law_question(ctx: ScanContext, start: int) -> bool:
    """Whether the sentence around ``start`` is a question of law: it asks (:func:`in_question`)
    and holds a party of law (``law_parties``: landlord, employer, police …) and a modal
    (``law_modals``: can, may, darf, peut …). Reads the sentence's words up to
    :data:`_LAW_REACH` characters either side."""
    words = _question_words(ctx, start)
    anchors = _anchors()
    return bool(words & anchors.law_parties) and bool(words & anchors.law_modals)


def travel_question(ctx: ScanContext, start: int) -> bool:
    """Whether the sentence around ``start`` is a traveller's question: it asks, holds a word
    of ``travel_words`` (get, visit, komme, visiter …) and none of ``residence_words`` (live,
    work, wohne, habite …). Reads as :func:`law_question` does."""
    return _of_a_trip(_question_words(ctx, start))


def _of_a_trip(words: frozenset[str]) -> bool:
    """Whether a sentence's lower-case ``words`` tell of a trip: a word of ``travel_words``
    and none of ``residence_words``."""
    anchors = _anchors()
    return bool(words & anchors.travel_words) and not words & anchors.residence_words


def trip_announced(ctx: ScanContext, start: int) -> bool:
    """Whether the sentence around ``start`` tells of a trip that the next sentence asks
    about ("We gaan een weekend naar Maastricht. Wat zijn leuke dingen om te doen?", "Vamos a
    Granada en Semana Santa. ¿Cómo se compran las entradas?"): a statement with a word of
    ``travel_words`` and none of ``residence_words``, right before a question
    (:func:`in_question`). Reads the statement up to :data:`_LAW_REACH` characters before
    ``start`` and to its end."""
    text = ctx.text
    if in_question(text, start):
        return False
    after = _SENTENCE_MARK.search(text, start, min(len(text), start + _LAW_REACH))
    if after is None or after.group() == "\n" or after.end() >= len(text):
        return False
    if not in_question(text, after.end()):
        return False
    begin = max(_sentence_start(text, start), start - _LAW_REACH)
    return _of_a_trip(frozenset(_WORD.findall(ctx.lower, begin, after.start())))


def _question_words(ctx: ScanContext, start: int) -> frozenset[str]:
    """The lower-case words of the question around ``start``, up to :data:`_LAW_REACH`
    characters either side; none where the sentence asks nothing."""
    text = ctx.text
    if not in_question(text, start):
        return frozenset()
    begin = max(_sentence_start(text, start), start - _LAW_REACH)
    after = _SENTENCE_MARK.search(text, start, min(len(text), start + _LAW_REACH))
    stop = after.start() if after is not None else min(len(text), start + _LAW_REACH)
    return frozenset(_WORD.findall(ctx.lower, begin, stop))


#: How far a law question's party and modal may stand from the place.
_LAW_REACH = 200


def _acronym(text: str, start: int, end: int) -> bool:
    """A word written in capitals with a lower-case letter within 24 characters either side:
    an acronym ("the US"), not a shouted word ("HELP US")."""
    if not text[start:end].isupper():
        return False
    around = text[max(0, start - 24) : start] + text[end : end + 24]
    return any(ch.islower() for ch in around)


def _polite_you(text: str, start: int) -> bool:
    """German "Sie" written with a capital inside a sentence: the polite "you"."""
    if text[start] != "S":
        return False
    before = text[max(0, start - 3) : start].rstrip(" \t\"'(")
    return bool(before) and before[-1] not in _SENTENCE_END


def _points_back(
    ctx: ScanContext, pos: int, asked: Sequence[Candidate], ends: Sequence[int], anchors: _Anchors
) -> bool:
    """A pronoun at ``pos`` at most :data:`_POINTING_REACH` characters after a person asked
    about (``asked``, sorted by their ``ends``), in the same question: no sentence mark
    between them and a "?" within that reach after it (or the end of the text, where the
    question is typed without its mark), with no word for the writer as an
    object from the name to the "?". Each check reads a bounded window."""
    text = ctx.text
    after = _SENTENCE_MARK.search(text, pos, min(len(text), pos + _POINTING_REACH))
    if after is not None:
        if after.group() != "?":
            return False
        stop = after.start()
    elif len(text) - pos <= _POINTING_REACH and in_question(text, pos):
        stop = len(text)  # a last question typed without its "?"
    else:
        return False
    first = bisect.bisect_left(ends, pos - _POINTING_REACH)
    for c in asked[first : bisect.bisect_right(ends, pos)]:
        if _SENTENCE_MARK.search(text, c.end, pos) is not None:
            continue
        words = _WORD.findall(ctx.lower, c.end, stop)
        return not any(w in anchors.writer_objects for w in words)
    return False


#: How far a pronoun may stand from the name it points back at, and from its "?".
_POINTING_REACH = 160


def _sentence_start(text: str, start: int) -> int:
    """Where the sentence holding ``start`` begins: after the last ".", "!", "?" or line break
    before it, passing over the dots of an abbreviation ("e.g. flight numbers like …"): a dot
    before a letter or before a space and a lower-case letter ends no sentence
    (:func:`_abbreviation_dot`). At most
    :data:`_MOST_ABBREVIATION_DOTS` are passed over, so a text of dots costs no more per call."""
    pos = start
    for _ in range(_MOST_ABBREVIATION_DOTS):
        mark = max(text.rfind(m, 0, pos) for m in ".!?\n")
        if mark < 0:
            return 0
        if not _abbreviation_dot(text, mark):
            return mark + 1
        pos = mark
    return pos + 1


def _sentence_end(text: str, start: int) -> str:
    """The mark that ends the sentence holding ``start`` ("" at the end of the text), past
    the dots of abbreviations ("Is Tesla Inc. profitable?")."""
    pos = start
    for _ in range(_MOST_ABBREVIATION_DOTS):
        after = _SENTENCE_MARK.search(text, pos)
        if after is None:
            return ""
        if not _abbreviation_dot(text, after.start()):
            return after.group()
        pos = after.end()
    return ""


def _abbreviation_dot(text: str, mark: int) -> bool:
    """A dot before a letter or before a space and a lower-case letter ("e.g. flight"), the
    dot of a German ordinal day before a month's name ("am 9. November 1989"), or of an
    abbreviation before a name ("St. Moritz")."""
    if text[mark] != ".":
        return False
    after = text[mark + 1 : mark + 3]
    return (
        after[:1].isalpha()
        or (after[:1] == " " and after[1:].islower())
        or _ordinal_day_dot(text, mark)
        or _name_abbreviation_dot(text, mark)
    )


def _name_abbreviation_dot(text: str, mark: int) -> bool:
    """The dot of an abbreviation that stands before a name (``name_abbreviations``: "St.",
    "Mt.", "Dr.") before a space and a capital ("von Zermatt nach St. Moritz?"), no sentence
    end. Reads five characters before the dot and two after it."""
    if text[mark + 1 : mark + 2] != " " or not text[mark + 2 : mark + 3].isupper():
        return False
    j = mark
    while j > 0 and mark - j < 5 and text[j - 1].isalpha():
        j -= 1
    if j == mark or (j > 0 and text[j - 1].isalnum()):
        return False
    return text[j : mark + 1] in _name_abbreviations()


@cache
def _name_abbreviations() -> frozenset[str]:
    """``name_abbreviations`` of ``data/personal_anchors.json``, with their dots."""
    return frozenset(load_data("personal_anchors.json")["name_abbreviations"])


def _ordinal_day_dot(text: str, mark: int) -> bool:
    """A dot after a day number of one or two digits, before a space and a month's name:
    a German date ("Was geschah am 9. November 1989 in Berlin?"), no sentence end. Reads
    three characters before the dot and one word after it."""
    day = text[max(0, mark - 3) : mark]
    digits = len(day) - len(day.rstrip("0123456789"))
    if not 1 <= digits <= 2 or (digits < len(day) and day[-digits - 1].isalnum()):
        return False
    month = _WORD.match(text, mark + 2) if text[mark + 1 : mark + 2] == " " else None
    return month is not None and month.group().lower() in _month_names()


@cache
def _month_names() -> frozenset[str]:
    """The months' full names of ``data/dates.json``, lower case."""
    return frozenset(load_data("dates.json")["months"])


_MOST_ABBREVIATION_DOTS = 8


def in_question(text: str, start: int) -> bool:
    """Whether the sentence around ``start`` asks something: it ends with "?", or opens with
    a request verb ("Compare ...", "Erkläre ...") or a French imperative joined to its
    pronoun ("Donne-moi ..."), or it ends the text with no mark, is short, opens with a
    question word and holds no word of residence ("who was Jolene really")."""
    begin = _sentence_start(text, start)
    end_mark = _sentence_end(text, start)
    if end_mark == "?":
        return True
    first = _WORD.search(text, begin)
    if first is None:
        return False
    if (
        not end_mark
        and len(text) - begin <= _UNMARKED_QUESTION_REACH
        and first.group().casefold() in _unmarked_question_words()
        and not residence_words().intersection(_WORD.findall(text[begin:].lower()))
    ):
        # the text's last sentence, a short question typed without its mark ("who is Jolene
        # in the Dolly Parton song and was she a real person"); with a word of residence it
        # may be a clause about someone's home ("who has lived at Holly Cottage since 2015")
        return True
    # "Donne-moi …", "Dis-nous …": a French imperative and its pronoun, whatever the verb
    return (
        first.group().lower() in _anchors().requests
        or _IMPERATIVE_PRONOUN.match(text, first.end(), first.end() + 6) is not None
    )


#: The longest last sentence read as a question typed without its "?": chat questions are
#: short, and the check reads the sentence once per finding.
_UNMARKED_QUESTION_REACH = 240


@cache
def _unmarked_question_words() -> frozenset[str]:
    """The question words (``question_words`` of ``data/person_cues.json``) that open a
    question typed without its "?"; "come" also opens an English imperative ("come see
    Rome") and does not count."""
    return frozenset(person_cues().question_words) - {"come"}


#: The pronoun joined to a French imperative ("Donne-moi", "Propose-nous").
_IMPERATIVE_PRONOUN = regex.compile(r"-(?:moi|nous|lui|leur)(?![\p{L}\p{M}])")


#: The person recognizer's evidence for a list of towns that are surnames too ("tra Palermo,
#: Cefalù e Taormina"): places, asked about like the gazetteer's.
_PLACE_LIST = "place-list"


def _place_rule(c: Candidate, kind: str) -> bool:
    """``c`` is a rule's finding of a place on evidence ``kind``."""
    return c.layer == RULES and c.category == "LOCATION" and c.kind == kind


@cache
def _law_ignored() -> frozenset[str]:
    """The words a law question passes over: the writer's own, and the parties of law."""
    anchors = _anchors()
    return anchors.first_person | anchors.law_parties


#: How far before a word its route cue and article may start.
_ROUTE_REACH = 16


def _place_asked_as_someone(ctx: ScanContext, c: Candidate) -> bool:
    """A one-word person or organisation that the name rules (a given name alone) or the NER
    model read in a word that is also a first-tier place of the gazetteer ("Jordan", "Petra",
    "Lorraine"), in a sentence that asks about places: a route cue right before it ("von Amman
    nach Petra?", "visiter la Lorraine ?") or a word only places take in the question ("Is
    Jordan a good destination in March?"; ``place_topic_words``); the model's organisation
    in any question ("Why is Florence called the cradle of the Renaissance?"). Asked about
    as the place. A contact verb before it makes it the person ("Ask Jordan about the
    destination")."""
    if c.category not in ("PERSON", "ORGANIZATION"):
        return False
    if not (
        c.layer == NER or (c.layer == RULES and c.category == "PERSON" and c.kind == "lexicon")
    ):
        return False
    text = ctx.text
    word = text[c.start : c.end]
    if not word.isalpha() or not word[:1].isupper():
        return False
    entry = gazetteer().automaton.get(fold_key(word), None)
    if not isinstance(entry, Entry) or entry.category != "LOCATION" or entry.town:
        return False
    if not in_question(text, c.start):
        return False
    if c.layer == NER and c.category == "ORGANIZATION":
        return True  # "Why is Florence called the cradle of the Renaissance?"
    anchors = _anchors()
    if anchors.place_route_before.search(text, max(0, c.start - _ROUTE_REACH), c.start):
        return True
    before, _ = word_before(text, c.start)
    if before.casefold() in person_cues().ask_verbs:
        return False
    return bool(_question_words(ctx, c.start) & anchors.place_topic_words)


def resolve_evidence(ctx: ScanContext, candidates: Iterable[Candidate]) -> list[Candidate]:
    """Score the regions the statistical layers touched; a rejected region keeps only what
    the rules found in it (with their own scores). A place or nationality asked about
    (:func:`in_question`) in a text about no one (:func:`about_someone`) is general
    knowledge and stays as it is, and so is an institution named by its kind
    (:attr:`Candidate.asked_is_public`); so is a finding that needs someone
    (:attr:`Candidate.needs_someone`) in a text about no one but a role ("a patient")."""
    candidates = [
        replace(c, asked_is_public=True) if _place_asked_as_someone(ctx, c) else c
        for c in candidates
    ]
    plain, found = regions(candidates)
    accepted: list[Candidate] = []
    model = calibration()
    while found:
        region = found.pop()
        probability = model.probability(features(ctx, region))
        if (
            probability >= model.threshold
            and not contradictory(region)
            and not everyday_guess(ctx, region)
            and not eponym_guess(ctx, region)
        ):
            decided = _decide(region, probability)
            accepted.append(decided)
            # a region is a chain of overlaps ("1. März" / "März von Köln" / "Köln"): what
            # lies outside the decided span is weighed on its own, not dropped with the chain
            outside = [
                c for c in region.candidates if c.end <= decided.start or c.start >= decided.end
            ]
            if outside:
                more_plain, more = regions(outside)
                plain.extend(more_plain)
                found.extend(more)
        else:
            plain.extend(c for c in region.candidates if c.layer == RULES)
    # places and nationalities the layers weighed, institutions named by their kind, and
    # dates ("parse dates like 14 March 2024", "did the war end on 2 September 1945?")
    public = [c for c in accepted if c.category in _ASKED_PUBLIC or c.asked_is_public]
    public += [
        c for c in plain if c.asked_is_public or c.category == "DATE" or _place_rule(c, _PLACE_LIST)
    ]
    # a place in a program's quoted value ("WHERE country = 'Germany'") is asked about too
    asked = {
        id(c)
        for c in public
        if in_question(ctx.text, c.start)
        or (c.category == "LOCATION" and code_value(ctx.text, c.start, c.end))
        # a trip told right before the question about it ("Vamos a Granada. ¿Qué vemos?")
        or (c.category == "LOCATION" and trip_announced(ctx, c.start))
    }
    tied = any(c.needs_someone for c in plain)
    others = [
        c
        for c in [*plain, *accepted]
        if c.score >= HARD_MIN_SCORE and not c.needs_someone and id(c) not in asked
    ]
    if asked and not about_someone(ctx, others, asked=[c for c in public if id(c) in asked]):
        accepted = [c for c in accepted if id(c) not in asked]
        plain = [c for c in plain if id(c) not in asked]
    elif asked and not any(_place_rule(c, RESIDENCE) for c in [*plain, *accepted]):
        anchors = _anchors()
        # questions that name a place without making the text about anyone: which of the
        # asked findings each names, the words that still leave it about no one, and whether
        # a word of residence ("I live …") makes it about the writer after all
        questions: tuple[tuple[Callable[[Candidate], bool], frozenset[str], bool], ...] = (
            # a question of law names where the law applies, also where the writer asks
            # about their own case ("Can my employer in Texas fire me …?"); not in a text
            # that says where someone lives ("I live in Leeds. Can my landlord in Leeds …?")
            (
                lambda c: c.category == "LOCATION" and law_question(ctx, c.start),
                _law_ignored(),
                False,
            ),
            # a traveller's question names where the trip goes ("How do I get from Leeds to
            # York?", "Wie komme ich zum Schloss Neuschwanstein?"), where the writer is only
            # its subject
            (
                lambda c: (
                    (c.category == "LOCATION" or c.asked_is_public)
                    and (travel_question(ctx, c.start) or trip_announced(ctx, c.start))
                ),
                anchors.first_person_subjects,
                True,
            ),
            # a place as a program's quoted value, where the writer speaks only of their own
            # program ("Mi consulta SQL … WHERE pais = 'España' es lenta", "my query …")
            (
                lambda c: c.category == "LOCATION" and code_value(ctx.text, c.start, c.end),
                anchors.first_person,
                True,
            ),
        )
        for names, ignore, residence_counts in questions:
            named = {id(c) for c in public if id(c) in asked and names(c)}
            if (
                not named
                or (residence_counts and ctx.words & anchors.residence_words)
                or about_someone(ctx, others, ignore=ignore)
            ):
                continue
            accepted = [c for c in accepted if id(c) not in named]
            plain = [c for c in plain if id(c) not in named]
    if tied and not about_someone(ctx, others, beyond_roles=True):
        plain = [c for c in plain if not c.needs_someone]
    plain.extend(accepted)
    return plain
