"""The name lexicon (``data/names.json``) and the cue lists of person names
(``data/person_cues.json``) and of organisations (``data/org_cues.json``), each loaded once on
first use.

Provenance is recorded in the files: 1990 US Census name frequencies (public domain) plus
hand-written international lists. Nothing in them is derived from any evaluation set. Every
cue word lives in the data file once; recognizers build their regexes and anchors from it.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

import regex


@dataclass(frozen=True, slots=True)
class Lexicon:
    first: frozenset[str]
    surnames: frozenset[str]
    #: given names that are also everyday words ("Will", "May", "Grant")
    ambiguous_first: frozenset[str]
    #: everyday words that never start a name on their own
    common: frozenset[str]


@cache
def load_data(name: str) -> Any:
    """A JSON file of ``detect/data`` (package data, never fetched), parsed once per process:
    a dozen modules read ``person_cues.json``. Shared, so read only."""
    raw = resources.files("dp_anonymizer.detect").joinpath(f"data/{name}").read_text("utf-8")
    return json.loads(raw)


@cache
def lexicon() -> Lexicon:
    data = load_data("names.json")
    return Lexicon(
        first=frozenset(data["first"]),
        surnames=frozenset(data["surnames"]),
        ambiguous_first=frozenset(data["ambiguous_first"]),
        common=frozenset(data["common"]),
    )


@dataclass(frozen=True, slots=True)
class Triggers:
    """Phrases after which a name follows ("my name is", "ich heiße")."""

    #: after these even an unknown lower-case word is a name ("my name is vitoria")
    strong: tuple[str, ...]
    plain: tuple[str, ...]
    #: verbs that also take things ("named fields"): a lower-case word must be a given name
    weak: tuple[str, ...]
    #: "last", "first" ... of "last name", "first name is"
    name_label_heads: tuple[str, ...]
    #: form labels followed by a colon ("Name:", "Nachname:", "Cognome:")
    fields: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PersonCues:
    """Every cue word of the person recognizer, from ``data/person_cues.json``."""

    titles: frozenset[str]
    #: titles that are also ordinary words: they count only with a dot or before a name
    weak_titles: frozenset[str]
    #: acronyms of jobs ("CTO"): weak titles in the evidence they need, generic ones in
    #: staying outside the name's span
    job_titles: frozenset[str]
    #: words that start a rank of two words before a title ("Lance Corporal")
    title_prefixes: frozenset[str]
    #: words that make a weak title right after them a judge's ("Employment Judge")
    judicial_qualifiers: frozenset[str]
    judicial_suffixes: frozenset[str]
    suffixes: frozenset[str]
    particles: frozenset[str]
    gap_particles: tuple[str, ...]
    gap_particles_second: tuple[str, ...]
    surname_endings: tuple[str, ...]
    not_surname_endings: tuple[str, ...]
    stop_after_trigger: frozenset[str]
    triggers: Triggers
    greetings: tuple[str, ...]
    signoffs: tuple[str, ...]
    addressees: frozenset[str]
    formulae: tuple[str, ...]
    sentence_openers: frozenset[str]
    question_words: frozenset[str]
    speech_verbs: tuple[str, ...]
    ask_verbs: tuple[str, ...]
    saint_prefixes: frozenset[str]
    institution_words: frozenset[str]
    surname_place_words: frozenset[str]
    inner_stopwords: frozenset[str]
    plural_endings: tuple[str, ...]
    noun_endings: tuple[str, ...]
    not_speakers: frozenset[str]
    contact_cues: tuple[str, ...]
    not_name_words: frozenset[str]
    #: a team's or a body's noun after a greeting's one name word ("Parish Council")
    unit_nouns: tuple[str, ...]
    role_heads: tuple[str, ...]
    doctor_fields: tuple[str, ...]
    addressed_offices: tuple[str, ...]
    word_given_names: tuple[str, ...]
    kin_after_name: tuple[str, ...]
    dotted_titles: tuple[str, ...]
    title_phrases: tuple[str, ...]
    state_prosecutors: tuple[str, ...]
    witness_party_titles: tuple[str, ...]
    surname_first_labels: tuple[str, ...]
    pronoun_contractions: tuple[str, ...]
    message_clause_openers: tuple[str, ...]
    citing_words: frozenset[str]
    crown: frozenset[str]
    public_words: frozenset[str]
    org_words: frozenset[str]
    possessed_nouns: tuple[str, ...]
    follow_phrases: tuple[str, ...]
    cue_before: tuple[str, ...]
    relation_nouns: frozenset[str]
    possessives: tuple[str, ...]
    titles_also_streets: frozenset[str]
    relation_verbs: frozenset[str]
    self_introductions: tuple[str, ...]
    introduction_tails: tuple[str, ...]
    thing_cues_before: tuple[str, ...]
    things_called: frozenset[str]
    thing_name_heads: frozenset[str]
    noun_contractions: frozenset[str]
    noun_contractions_german: frozenset[str]
    adjective_articles: frozenset[str]
    adjective_articles_german: frozenset[str]
    adjective_endings: tuple[str, ...]
    not_person_endings: frozenset[str]
    eponym_nouns: frozenset[str]
    possessive_eponym_nouns: frozenset[str]
    possessive_surname_eponym_nouns: frozenset[str]
    function_words: frozenset[str]
    #: judgments' headings and appearances: judicial titles and offices, counsel's suffixes
    #: and roles, parties' roles and ordinals, particles of names in capitals
    judge_titles: tuple[str, ...]
    judicial_offices: frozenset[str]
    counsel_suffixes: tuple[str, ...]
    counsel_roles: tuple[str, ...]
    bench_roles: tuple[str, ...]
    #: plural post-nominals that end a list of the bench, and the marks an item of it may
    #: carry ("GAGELER, GORDON AND JAGOT JJ", "BARROS, J.P., MILLER and WAN, JJ.")
    bench_list_ends: tuple[str, ...]
    bench_list_marks: frozenset[str]
    bench_list_labels: frozenset[str]
    #: "Judges Cannataro and Halligan": a plural title before a list of the bench
    plural_judge_titles: tuple[str, ...]
    #: A mixed-case party's residence after it: "wonende te", "Bahnhofstraße 17,".
    party_residence_cues: tuple[str, ...]
    party_street_endings: tuple[str, ...]
    #: A mixed-case party before its counsel: "Cosimo Lupoli, rappresentato e difeso".
    party_represented_cues: tuple[str, ...]
    #: "Matter of X v Y", "In re X", "ex rel. X": heads of a case's name before a party, and
    #: the proceeding's kinds that may stand between ("In re Marriage of X")
    case_heads: tuple[str, ...]
    #: a maiden name's marks ("geb. Lindqvist", "née Skłodowska")
    maiden_marks: tuple[str, ...]
    case_head_kinds: tuple[str, ...]
    #: counsel's roles after names listed after "by" ("by F. Reichmuth, Rechtsanwalt")
    counsel_after_by: tuple[str, ...]
    #: Indian cause titles: "S/o Late Shiv Narayan", "D/O HANUMANTHAPPA", and the words
    #: before the relative's name that are no part of it ("Late", "Sh.")
    relation_marks: tuple[str, ...]
    relation_prefixes: frozenset[str]
    #: whom counsel written with initials appears for beyond the parties' labels ("for the
    #: Crown"), and the cues of a court's composition written with initials ("composed of")
    counsel_for: tuple[str, ...]
    composition_cues: tuple[str, ...]
    #: a party written as dotted initials ("D.R.S."): the words right before or after it
    #: that make it one, and initials that are no person ("U.S.")
    initials_party_before: tuple[str, ...]
    initials_party_after: tuple[str, ...]
    initials_not_persons: frozenset[str]
    #: undotted initials after a party's noun and "is" ("The mother is RJ."), and the
    #: bracket's first words after initials in a case's head ("Re: TJ and ML (Care")
    initials_is_nouns: tuple[str, ...]
    initials_case_brackets: tuple[str, ...]
    #: a police rank written before an officer's collar number and surname ("PC 4471 Hargreaves")
    collar_ranks: tuple[str, ...]
    #: words before the judge who gives a judgment ("DELIVERED BY NGOZI OKAFOR-EZE, JCA")
    author_cues: tuple[str, ...]
    #: labels of a tribunal's members on a heading's line ("Panel: J. Desrochers-Kim")
    member_labels: tuple[str, ...]
    #: ages written as words after "age"/"aged": "age seven", "aged seventy-two"
    age_units: tuple[str, ...]
    age_tens: tuple[str, ...]
    party_roles: tuple[str, ...]
    party_ordinals: tuple[str, ...]
    caps_particles: frozenset[str]
    #: a witness named after an article and the word for a witness ("die Zeugin Reischl",
    #: "der Zeuge K."), and the words after it that name no one ("Zeuge Jehovas")
    witness_titles: tuple[str, ...]
    witness_articles: tuple[str, ...]
    witness_not_names: frozenset[str]


@cache
def person_cues() -> PersonCues:
    data = load_data("person_cues.json")
    t = data["triggers"]
    return PersonCues(
        titles=frozenset(data["titles"]) | frozenset(data["job_titles"]),
        weak_titles=frozenset(data["weak_titles"]) | frozenset(data["job_titles"]),
        job_titles=frozenset(data["job_titles"]),
        title_prefixes=frozenset(data["title_prefixes"]),
        judicial_qualifiers=frozenset(data["judicial_qualifiers"]),
        judicial_suffixes=frozenset(data["judicial_suffixes"]),
        suffixes=frozenset(data["suffixes"]),
        particles=frozenset(data["particles"]),
        gap_particles=tuple(data["gap_particles"]),
        gap_particles_second=tuple(data["gap_particles_second"]),
        surname_endings=tuple(data["surname_endings"]),
        not_surname_endings=tuple(data["not_surname_endings"]),
        stop_after_trigger=frozenset(data["stop_after_trigger"]),
        triggers=Triggers(
            strong=tuple(t["strong"]),
            plain=tuple(t["plain"]),
            weak=tuple(t["weak"]),
            name_label_heads=tuple(t["name_label_heads"]),
            fields=tuple(t["fields"]),
        ),
        greetings=tuple(data["greetings"]),
        signoffs=tuple(data["signoffs"]),
        addressees=frozenset(data["addressees"]),
        formulae=tuple(data["formulae"]),
        sentence_openers=frozenset(data["sentence_openers"]),
        question_words=frozenset(data["question_words"]),
        speech_verbs=tuple(data["speech_verbs"]),
        ask_verbs=tuple(data["ask_verbs"]),
        saint_prefixes=frozenset(data["saint_prefixes"]),
        institution_words=frozenset(data["institution_words"]),
        surname_place_words=frozenset(data["surname_place_words"]),
        inner_stopwords=frozenset(data["inner_stopwords"]),
        plural_endings=tuple(data["plural_endings"]),
        noun_endings=tuple(data["noun_endings"]),
        not_speakers=frozenset(data["not_speakers"]),
        contact_cues=tuple(data["contact_cues"]),
        not_name_words=frozenset(data["not_name_words"]),
        unit_nouns=tuple(data["unit_nouns"]),
        role_heads=tuple(data["role_heads"]),
        doctor_fields=tuple(data["doctor_fields"]),
        addressed_offices=tuple(data["addressed_offices"]),
        word_given_names=tuple(data["word_given_names"]),
        kin_after_name=tuple(data["kin_after_name"]),
        dotted_titles=tuple(data["dotted_titles"]),
        title_phrases=tuple(data["title_phrases"]),
        state_prosecutors=tuple(data["state_prosecutors"]),
        witness_party_titles=tuple(data["witness_party_titles"]),
        surname_first_labels=tuple(data["surname_first_labels"]),
        pronoun_contractions=tuple(data["pronoun_contractions"]),
        message_clause_openers=tuple(data["message_clause_openers"]),
        citing_words=frozenset(data["citing_words"]),
        crown=frozenset(data["crown"]),
        public_words=frozenset(data["public_words"]),
        org_words=frozenset(data["org_words"]),
        possessed_nouns=tuple(data["possessed_nouns"]),
        follow_phrases=tuple(data["follow_phrases"]),
        cue_before=tuple(data["cue_before"]),
        relation_nouns=frozenset(data["relation_nouns"]),
        possessives=tuple(data["possessives"]),
        titles_also_streets=frozenset(data["titles_also_streets"]),
        relation_verbs=frozenset(data["relation_verbs"]),
        self_introductions=tuple(data["self_introductions"]),
        introduction_tails=tuple(data["introduction_tails"]),
        thing_cues_before=tuple(data["thing_cues_before"]),
        things_called=frozenset(data["things_called"]),
        thing_name_heads=frozenset(data["thing_name_heads"]),
        noun_contractions=frozenset(data["noun_contractions"]),
        noun_contractions_german=frozenset(data["noun_contractions_german"]),
        adjective_articles=frozenset(data["adjective_articles"]),
        adjective_articles_german=frozenset(data["adjective_articles_german"]),
        adjective_endings=tuple(data["adjective_endings"]),
        not_person_endings=frozenset(data["not_person_endings"]),
        eponym_nouns=frozenset(data["eponym_nouns"]),
        possessive_eponym_nouns=frozenset(data["possessive_eponym_nouns"]),
        possessive_surname_eponym_nouns=frozenset(data["possessive_surname_eponym_nouns"]),
        function_words=frozenset(data["function_words"]),
        judge_titles=tuple(data["judge_titles"]),
        judicial_offices=frozenset(data["judicial_offices"]),
        counsel_suffixes=tuple(data["counsel_suffixes"]),
        counsel_roles=tuple(data["counsel_roles"]),
        bench_roles=tuple(data["bench_roles"]),
        bench_list_ends=tuple(data["bench_list_ends"]),
        bench_list_marks=frozenset(data["bench_list_marks"]),
        bench_list_labels=frozenset(data["bench_list_labels"]),
        plural_judge_titles=tuple(data["plural_judge_titles"]),
        party_residence_cues=tuple(data["party_residence_cues"]),
        party_street_endings=tuple(dict.fromkeys(data["party_street_endings"])),
        party_represented_cues=tuple(data["party_represented_cues"]),
        case_heads=tuple(data["case_heads"]),
        maiden_marks=tuple(data["maiden_marks"]),
        case_head_kinds=tuple(data["case_head_kinds"]),
        counsel_after_by=tuple(data["counsel_after_by"]),
        relation_marks=tuple(data["relation_marks"]),
        relation_prefixes=frozenset(data["relation_prefixes"]),
        counsel_for=tuple(data["counsel_for"]),
        composition_cues=tuple(data["composition_cues"]),
        initials_party_before=tuple(data["initials_party_before"]),
        initials_party_after=tuple(data["initials_party_after"]),
        initials_not_persons=frozenset(data["initials_not_persons"]),
        initials_is_nouns=tuple(data["initials_is_nouns"]),
        initials_case_brackets=tuple(data["initials_case_brackets"]),
        collar_ranks=tuple(data["collar_ranks"]),
        author_cues=tuple(data["author_cues"]),
        member_labels=tuple(data["member_labels"]),
        age_units=tuple(data["age_units"]),
        age_tens=tuple(data["age_tens"]),
        party_roles=tuple(data["party_roles"]),
        party_ordinals=tuple(data["party_ordinals"]),
        caps_particles=frozenset(data["caps_particles"]),
        witness_titles=tuple(data["witness_titles"]),
        witness_articles=tuple(data["witness_articles"]),
        witness_not_names=frozenset(data["witness_not_names"]),
    )


@dataclass(frozen=True, slots=True)
class OrgCues:
    """Every cue word of the organisation recognizer, from ``data/org_cues.json``."""

    legal_forms: tuple[str, ...]
    weak_legal_forms: frozenset[str]
    industry_words: tuple[str, ...]
    #: words that end a company's name without a legal form ("Dairies", "Haulage")
    company_endings: tuple[str, ...]
    institution_heads: tuple[str, ...]
    institution_links: tuple[str, ...]
    #: every head of ``institution_heads_direct`` and ``institution_heads_before_place``
    institution_heads_direct: tuple[str, ...]
    #: heads after which only a known place names the institution ("Sparkasse Hannover")
    institution_heads_before_place: frozenset[str]
    institution_tails: tuple[str, ...]
    institution_tail_complements: tuple[str, ...]
    institution_qualifiers: frozenset[str]
    #: a court's words that name a whole jurisdiction ("Queensland", "NSW", "Victorian")
    court_jurisdictions: frozenset[str]
    #: a court's or tribunal's institution word, after which ``court_jurisdictions`` are read
    court_tails: frozenset[str]
    employer_phrases: tuple[str, ...]
    #: language -> first-person work phrases before an employer in lower case
    lower_employer_phrases: dict[str, tuple[str, ...]]
    lower_employer_stops: frozenset[str]
    lower_case_legal_forms: tuple[str, ...]
    work_verbs: tuple[str, ...]
    work_prepositions: tuple[str, ...]
    work_participles: tuple[str, ...]
    shop_prepositions: tuple[str, ...]
    job_nouns: tuple[str, ...]
    #: words that make a line of plain words a job title ("Staff Accountant", "Head of
    #: Sales"): the one-word job nouns and ``signature_title_words``, less
    #: ``signature_not_title_words``
    title_words: frozenset[str]
    job_prepositions: tuple[str, ...]
    town_links: tuple[str, ...]
    kinds: tuple[str, ...]
    not_alone: frozenset[str]
    tech_words: frozenset[str]
    #: words before a firm's name in courts' and businesses' English ("M/s", "Messrs.")
    firm_prefixes: tuple[str, ...]
    #: legal forms and abbreviations whose dot is their own ("pvt.", "bros."), lower case
    dotted_forms: frozenset[str]
    #: abbreviations that end with a dot inside a firm's name ("intl"), lower case, no dot
    name_abbreviations: frozenset[str]
    leading_stopwords: frozenset[str]


@cache
def org_cues() -> OrgCues:
    data = load_data("org_cues.json")
    return OrgCues(
        legal_forms=tuple(data["legal_forms"]),
        weak_legal_forms=frozenset(data["weak_legal_forms"]),
        industry_words=tuple(data["industry_words"]),
        company_endings=tuple(data["company_endings"]),
        institution_heads=tuple(data["institution_heads"]),
        institution_links=tuple(data["institution_links"]),
        institution_heads_direct=(
            *data["institution_heads_direct"],
            *data["institution_heads_before_place"],
        ),
        institution_heads_before_place=frozenset(data["institution_heads_before_place"]),
        institution_tails=tuple(data["institution_tails"]),
        institution_tail_complements=tuple(data["institution_tail_complements"]),
        institution_qualifiers=frozenset(data["institution_qualifiers"]),
        court_jurisdictions=frozenset(data["court_jurisdictions"]),
        court_tails=frozenset(data["court_tails"]),
        employer_phrases=tuple(data["employer_phrases"]),
        lower_employer_phrases={
            lang: tuple(phrases) for lang, phrases in data["lower_employer_phrases"].items()
        },
        lower_employer_stops=frozenset(data["lower_employer_stops"]),
        lower_case_legal_forms=tuple(data["lower_case_legal_forms"]),
        work_verbs=tuple(data["work_verbs"]),
        work_prepositions=tuple(data["work_prepositions"]),
        work_participles=tuple(data["work_participles"]),
        shop_prepositions=tuple(data["shop_prepositions"]),
        job_nouns=tuple(data["job_nouns"]),
        title_words=frozenset(
            {n for n in data["job_nouns"] if " " not in n} | set(data["signature_title_words"])
        )
        - set(data["signature_not_title_words"]),
        job_prepositions=tuple(data["job_prepositions"]),
        town_links=tuple(data["town_links"]),
        kinds=tuple(data["kinds"]),
        not_alone=frozenset(data["not_alone"]),
        tech_words=frozenset(data["tech_words"]),
        firm_prefixes=tuple(data["firm_prefixes"]),
        dotted_forms=frozenset(data["dotted_forms"]),
        name_abbreviations=frozenset(data["name_abbreviations"]),
        leading_stopwords=frozenset(data["leading_stopwords"]),
    )


@cache
def request_verbs() -> frozenset[str]:
    """Imperatives a prompt starts with ("Explain", "Erkläre", "Traduis"; lower case, from
    ``data/personal_anchors.json``): capitalised by the sentence, never part of a name."""
    return frozenset(load_data("personal_anchors.json")["requests"])


def given_name_and_surname(given: str, last: str) -> bool:
    """ "Linda Park", "Anna Chambers": a known given name (not one that is also a place, like
    "Victoria") and a place or institution word that is also a frequent surname (casefolded
    words). Such a pair is a person, not a park or a set of chambers."""
    lex = lexicon()
    return (
        last in person_cues().surname_place_words
        and given in lex.first
        and given not in lex.ambiguous_first
    )


def literal_alternation(
    phrases: Iterable[str], space: str = "[ ]", *, reverse: bool = False
) -> str:
    """A regex alternation of literal phrases, longest first, a space matching ``space``, both
    apostrophes: how every cue list becomes a pattern (see :func:`alternation`)."""
    return alternation(
        {v for p in phrases for v in (p, p.replace("'", "’"))}, space, reverse=reverse
    )


def alternation(phrases: Iterable[str], space: str = "[ ]", *, reverse: bool = False) -> str:
    """A regex alternation of exactly ``phrases`` (escaped), longest first, a space matching
    ``space``.

    Written as a trie ("ab(?:c(?:d|)|)" for "ab", "abc", "abcd"): ``regex`` tries the
    branches of an alternation one after another, so a flat list of 400 phrases cost 400
    attempts at every position it was tried, a trie one per letter of the longest phrase that
    fits. The same phrases match, preferred in the same order: phrases that match at one
    position share their path, and a longer one is tried first. Where two branches of one
    node differ only in case, case-insensitive matching could prefer another phrase, so such
    a list stays flat. A pattern compiled with ``regex.REVERSE`` reads from the end, so it
    takes ``reverse``: a trie of the phrases' ends ("(?:(?:x|)a|c)b" for "ab", "xab", "cb")."""
    variants = set(phrases)
    trie = _Trie.of(v[::-1] for v in variants) if reverse else _Trie.of(variants)
    if trie is None:
        ordered = sorted(variants, key=lambda p: (-len(p), p))
        return "|".join(regex.escape(p).replace(r"\ ", space) for p in ordered)
    return trie.pattern(space, reverse=reverse)


@dataclass
class _Trie:
    """A node of :func:`literal_alternation`'s trie: the phrases' next characters, and whether
    a phrase ends here."""

    children: dict[str, _Trie]
    ends: bool = False
    longest: int = 0

    @classmethod
    def of(cls, phrases: Iterable[str]) -> _Trie | None:
        """The trie of ``phrases``; ``None`` where two branches of a node differ only in case."""
        root = cls({})
        for phrase in phrases:
            node = root
            node.longest = max(node.longest, len(phrase))
            for i, ch in enumerate(phrase):
                node = node.children.setdefault(ch, cls({}))
                node.longest = max(node.longest, len(phrase) - i - 1)
            node.ends = True
        return root if root._distinct_cases() else None

    def _distinct_cases(self) -> bool:
        folded = [ch.casefold() for ch in self.children]
        if len(set(folded)) < len(folded) or any(len(f) != 1 for f in folded):
            return False
        return all(child._distinct_cases() for child in self.children.values())

    def pattern(self, space: str, *, reverse: bool = False) -> str:
        """This node's continuations as a pattern: longer first, then the end of a phrase (an
        empty last branch, not ``?``: a pattern of :func:`~dp_anonymizer.detect.base.compile_flat`
        has no quantified group)."""
        branches = []
        for ch, child in sorted(self.children.items(), key=lambda kv: (-kv[1].longest, kv[0])):
            char = space if ch == " " else regex.escape(ch)
            rest = child.pattern(space, reverse=reverse)
            branches.append(rest + char if reverse else char + rest)
        if self.ends and branches:
            branches.append("")
        if len(branches) == 1:
            return branches[0]
        return "(?:" + "|".join(branches) + ")" if branches else ""


def strip_possessive(word: str) -> str:
    """ "Voss's" -> "Voss", "James'" -> "James", "Voss" -> "Voss": a possessive SUFFIX, not a
    set of characters (``rstrip("'’s")`` turned "Voss" into "Vo")."""
    for suffix in ("'s", "’s", "'S", "’S"):
        if word.endswith(suffix) and len(word) > len(suffix):
            return word[: -len(suffix)]
    if word.endswith(("'", "’")) and len(word) > 1:
        return word[:-1]
    return word


_PART_RE = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}'’\-]*")


@lru_cache(maxsize=8192)
def _known_given(word: str) -> bool:
    """A given name of the lexicon, written with or without its accents ("Seán", "Zoë") or
    as two joined by a hyphen ("Anna-Lena"), and no everyday word."""
    lex = lexicon()
    whole = word.casefold()
    if len(word) <= 2 or whole in lex.common:
        return False
    if whole in lex.first:
        return True
    keys = whole.split("-")
    for key in keys:
        bare = "".join(c for c in unicodedata.normalize("NFD", key) if not unicodedata.combining(c))
        if key in lex.common or not (key in lex.first or bare in lex.first):
            return False
    return True


def known_hyphenated_given(word: str) -> bool:
    """Given names joined by a hyphen, each known and none an everyday word ("Pieter-Jan",
    "Anne-Sophie", "Jean-Baptiste"), where the joined form is not in the lexicon itself."""
    return "-" in word and _known_given(word)


def name_parts(value: str) -> tuple[str, ...]:
    """The parts of a person's full name that may stand for it alone later in a text or a
    conversation: the given name ("Sarah" of "Sarah Connolly", "Juan Carlos" of "Juan Carlos
    de la Fuente"), the surname ("Voss" of "Dr. Anna Voss") and the surname with its particles
    ("de la Fuente", "van den Berg"). Titles, initials, particles and suffixes alone are not
    parts; a single-word value has none, and neither has a part that is an everyday word
    ("Will")."""
    lex, cues = lexicon(), person_cues()
    words = [strip_possessive(w) for w in _PART_RE.findall(value)]
    named = [
        w
        for w in words
        if len(w) > 1 and w.casefold() not in cues.titles and w.casefold() not in cues.suffixes
    ]
    words = [w for w in named if w.casefold() not in cues.particles]
    if len(words) < 2:
        return ()
    parts: list[str] = []
    given, surname = words[0], words[-1]
    s = surname.casefold()
    if _known_given(given):
        parts.append(given)
    if len(s) > 2 and s not in lex.common and s not in lex.ambiguous_first:
        parts.append(surname)
    # "van den Berg", "de la Fuente": from the first particle after the given name on
    particle = next((i for i, w in enumerate(named) if i and w.casefold() in cues.particles), 0)
    if particle and named[-1] == surname and surname in parts:
        parts.append(" ".join(named[particle:]))
    # "Juan Carlos", "Anna Maria": two given names before the surname
    givens = named[:particle] if particle else words[:-1]
    if len(givens) == 2 and all(_known_given(w) for w in givens):
        parts.append(" ".join(givens))
    # a double surname's parts stand for it too ("HENDRIKA JOHANNA WILLEMSEN-TER HORST" …
    # "hierna Willemsen", "Ms Anna Smith-Baker" … "Baker"); particles and everyday words do not
    for word in words[1:]:
        for piece in word.split("-") if "-" in word else ():
            key = piece.casefold()
            if (
                len(key) > 3
                and key not in lex.common
                and key not in lex.ambiguous_first
                and key not in cues.particles
                and piece not in parts
            ):
                parts.append(piece)
    return tuple(parts)


@cache
def _legal_form_re() -> regex.Pattern[str]:
    forms = literal_alternation(org_cues().legal_forms, r"[ \u00a0]")
    return regex.compile(r",?[ \u00a0]+(?:" + forms + r")$")


def organisation_parts(value: str) -> tuple[str, ...]:
    """The name of a company without its legal form ("Acme Labs" of "Acme Labs GmbH"), and
    its first word when that word is a coined name ("Acme" of "ACME LOGISTICS, INC."), which
    may stand for it alone later. None without a legal form, and no part that is a single
    everyday word, a name or a place, or shorter than three letters (:func:`_coined`)."""
    m = _legal_form_re().search(value)
    if m is None:
        return ()
    core = value[: m.start()].strip()
    if len(core) < 3 or (" " not in core and core.casefold() in lexicon().common):
        return ()
    first = core.split(" ", 1)[0]
    if " " in core and _coined(first):
        return (core, first)
    return (core,)


def _coined(word: str) -> bool:
    """A word that names nothing but the company: no everyday word, given name, surname or
    place ("Acme", "Sovtransavto"; not "Nordic", "Smith", "Warsaw")."""
    # imported here: both modules build on this one
    from dp_anonymizer.detect.everyday import is_everyday, is_name
    from dp_anonymizer.detect.gazetteer import known_place

    key = word.casefold()
    return (
        len(key) > 3
        and word.isalpha()
        and word[0].isupper()
        and key not in lexicon().common
        and not is_name(key)
        and not is_everyday(key)
        and not known_place(word)
    )


def value_parts(category: str, value: str) -> tuple[str, ...]:
    """Shorter forms that stand for ``value`` alone: a person's given name and surname, an
    organisation's name without its legal form. Empty for every other category."""
    if category == "PERSON":
        return name_parts(value)
    if category == "ORGANIZATION":
        return organisation_parts(value)
    return ()


#: The word after a name, past its possessive ("Newton's laws", "Bayes' theorem").
#: The last word of a name, read back from its end.
_LAST_WORD_RE = regex.compile(r"[\p{L}\p{M}]+$")
#: The word before a name, read back from its start.
_WORD_BEFORE_RE = regex.compile(r"([\p{L}\p{M}]+)[ ]+$")
_EPONYM_AFTER_RE = regex.compile(r"(?P<p>['’]s?)?[ \u00a0](?P<w>[a-z]{2,20})(?![\p{L}\p{M}])")


def names_an_idea(text: str, end: int) -> bool:
    """The name ending at ``end`` is that of an idea: an eponym noun follows it ("the Monty
    Hall problem", "the Doppler effect"), or after its possessive a law of science or thought
    ("Newton's laws", "Occam's razor"; "Tom's problem" is his)."""
    m = _EPONYM_AFTER_RE.match(text, end, min(len(text), end + 24))
    if m is None:
        return False
    cues = person_cues()
    if not m.group("p"):
        return m.group("w") in cues.eponym_nouns
    if m.group("w") in cues.possessive_eponym_nouns:
        return True
    if m.group("w") not in cues.possessive_surname_eponym_nouns:
        return False
    # "Huntington's disease", "Euler's method": not after a given name ("Sarah's disease")
    # nor a relation noun ("my friend Bell's palsy")
    name = _LAST_WORD_RE.search(text, max(0, end - 40), end)
    if name is None:
        return False
    key = name.group().casefold()
    lex = lexicon()
    if key in lex.first or key in lex.ambiguous_first:
        return False
    before = _WORD_BEFORE_RE.search(text, max(0, name.start() - 30), name.start())
    return before is None or before.group(1).casefold() not in cues.relation_nouns
