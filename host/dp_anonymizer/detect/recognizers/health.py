"""Health data about a person (GDPR art. 9): a condition or a medicine tied to someone by a
phrase ("I was diagnosed with type 2 diabetes", "my son takes 20 mg fluoxetine", "Patient has
a history of HIV", "ich leide an Migräne", "je prends du lithium").

A medical word alone is a topic, not personal data ("the diabetes research market", "cancer
screening guidelines", "a depression in the chart"): only a cue phrase right before it makes
it a fact about a person, and a topic noun right after it ("research", "screening") undoes
that. Two findings need a text about someone as well (``Candidate.needs_someone``, decided by
``resolve.about_someone``): a medicine with its dose or frequency, a prescription ("on
amlodipine 5 mg", "Ibuprofen 400 dreimal täglich"; "the maximum dose of ibuprofen 400 mg" is
no one's), and, in a clinical note (a note word: "admitted", "Kinderarzt"), a condition after
a looser cue ("admitted ... with pneumonia", "es ist eine Bronchitis"). Every word is in
``data/health.json``; the patterns are generated from it, and they run only in windows after
the cue phrases or around the medicine names, so texts without one cost one prefix lookup per
cue.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import islice

import ahocorasick
import regex

from dp_anonymizer.detect.base import (
    Candidate,
    ScanContext,
    compile_pattern,
    lower_in_place,
    windowed_finditer,
)
from dp_anonymizer.detect.everyday import frequency, is_everyday
from dp_anonymizer.detect.language import profiles
from dp_anonymizer.detect.lexicon import lexicon, literal_alternation, load_data

#: A cue states the fact ("diagnosed with"), so a few words may stand between it and the term.
STRONG_SCORE = 0.85
#: "I have", "my son has", a looser cue in a clinical note: weaker, so only two words may
#: stand between.
PERSONAL_SCORE = 0.75


@dataclass(frozen=True, slots=True)
class HealthWords:
    conditions: tuple[str, ...]
    medications: tuple[str, ...]
    strong_cues: tuple[str, ...]
    personal_cues: tuple[str, ...]
    personal_cues_by_language: dict[str, tuple[str, ...]]
    allergy_cues: tuple[str, ...]
    allergens: tuple[str, ...]
    name_cues: tuple[str, ...]
    medication_cues: tuple[str, ...]
    post_cues: tuple[str, ...]
    someone_post_cues: tuple[str, ...]
    final_cues: dict[str, tuple[str, ...]]
    list_words: tuple[str, ...]
    list_articles: tuple[str, ...]
    not_personal_after: frozenset[str]
    general_words: tuple[str, ...]
    question_words: frozenset[str]
    subjectless_cues: tuple[str, ...]
    dose_units: tuple[str, ...]
    dose_per: tuple[str, ...]
    dose_frequencies: tuple[str, ...]
    note_words: tuple[str, ...]
    note_cues: tuple[str, ...]
    someone_cues: tuple[str, ...]
    generic_subjects: tuple[str, ...]
    medicine_endings: tuple[str, ...]
    diagnosis_cues: tuple[str, ...]
    condition_articles: frozenset[str]
    condition_connectors: frozenset[str]
    condition_stops: frozenset[str]
    possessives: tuple[str, ...]
    relatives: tuple[str, ...]
    owner_possessives: tuple[str, ...]
    diagnosis_cues_of_someone: tuple[str, ...]
    time_gaps: tuple[str, ...]
    list_gaps: tuple[str, ...]
    age_and_verbs: tuple[str, ...]
    age_and_cues: tuple[str, ...]
    condition_acronyms: tuple[str, ...]


#: How an INN's English ending reads in German, French, Spanish, Dutch or Italian:
#: warfarin → warfarina/warfarine, sertraline → sertralina/sertralin, metoprolol → metoprololo,
#: furosemide → furosemida, prednisone → prednisona, methotrexate → methotrexaat/methotrexat/
#: methotrexato.
_NATIONAL_ENDINGS = (
    ("ate", ("aat", "at", "ato")),
    ("ine", ("ina", "in")),
    ("in", ("ina", "ine")),
    ("ol", ("olo",)),
    ("ide", ("ida", "id")),
    ("one", ("ona", "on")),
)


def _with_national_forms(medications: list[str]) -> tuple[str, ...]:
    """The listed names, and each single-word name of six letters or more in the forms its
    ending takes in the other five languages (the list holds the English INN)."""
    out = dict.fromkeys(medications)
    for name in medications:
        if len(name) < 6 or not name.isalpha():
            continue
        for ending, forms in _NATIONAL_ENDINGS:
            if name.endswith(ending):
                stem = name[: -len(ending)]
                out.update(dict.fromkeys(stem + form for form in forms))
                break
    return tuple(out)


def _with_plain_forms(terms: Iterable[str]) -> tuple[str, ...]:
    """The terms, and each written without its accents as chat text writes them ("calculs
    renaux", "cirugia de vesicula", "hypothyroidie"), where that differs."""
    out = dict.fromkeys(terms)
    for term in list(out):
        plain = "".join(
            ch for ch in unicodedata.normalize("NFD", term) if not unicodedata.combining(ch)
        )
        if plain != term:
            out[unicodedata.normalize("NFC", plain)] = None
    return tuple(out)


@cache
def health_words() -> HealthWords:
    data = load_data("health.json")
    return HealthWords(
        conditions=_with_plain_forms((*data["conditions"], *data["symptoms"])),
        medications=_with_plain_forms(_with_national_forms(data["medications"])),
        strong_cues=tuple(data["strong_cues"]),
        personal_cues=tuple(data["personal_cues"]),
        personal_cues_by_language={
            lang: tuple(cues) for lang, cues in data["personal_cues_by_language"].items()
        },
        allergy_cues=tuple(data["allergy_cues"]),
        allergens=tuple(data["allergens"]),
        name_cues=tuple(data["name_cues"]),
        medication_cues=tuple(data["medication_cues"]),
        post_cues=tuple(data["post_cues"]),
        someone_post_cues=tuple(data["someone_post_cues"]),
        final_cues={k: tuple(v) for k, v in data["final_cues"].items()},
        list_words=tuple(data["list_words"]),
        list_articles=tuple(data["list_articles"]),
        not_personal_after=frozenset(data["not_personal_after"]),
        general_words=tuple(data["general_words"]),
        question_words=frozenset(data["question_words"]),
        subjectless_cues=tuple(f"{cue} " for cue in data["subjectless_cues"]),
        dose_units=tuple(data["dose_units"]),
        dose_per=tuple(data["dose_per"]),
        dose_frequencies=tuple(data["dose_frequencies"]),
        note_words=tuple(data["note_words"]),
        note_cues=tuple(data["note_cues"]),
        someone_cues=tuple(data["someone_cues"]),
        generic_subjects=tuple(data["generic_subjects"]),
        medicine_endings=tuple(data["medicine_endings"]),
        diagnosis_cues=tuple(data["diagnosis_cues"]),
        condition_articles=frozenset(data["condition_articles"]),
        condition_connectors=frozenset(data["condition_connectors"]),
        condition_stops=frozenset(data["condition_stops"]),
        possessives=tuple(data["possessives"]),
        relatives=tuple(data["relatives"]),
        owner_possessives=tuple(data["owner_possessives"]),
        time_gaps=tuple(data["time_gaps"]),
        list_gaps=tuple(data["list_gaps"]),
        diagnosis_cues_of_someone=tuple(
            v for cue in data["diagnosis_cues_of_someone"] for v in (cue, cue.replace("'", "’"))
        ),
        age_and_verbs=tuple(data["age_and_verbs"]),
        age_and_cues=tuple(data["age_and_cues"]),
        condition_acronyms=tuple(data["condition_acronyms"]),
    )


def _anchors(phrases: Iterable[str]) -> tuple[str, ...]:
    """Each cue, and for a cue of two letters or fewer ("ho") the cue and a space."""
    out = {v for p in phrases for v in (p, p.replace("'", "’"))}
    kept: list[str] = []  # without those that start with a shorter one, which covers them
    for anchor in sorted((a + " " if len(a) <= 2 else a for a in out), key=len):
        if not any(anchor.startswith(k) for k in kept):
            kept.append(anchor)
    return tuple(sorted(kept))


_WORDS = health_words()
_DOSE = (
    r"\d{1,5}(?:[.,]\d{1,3})?[ ]?(?:" + literal_alternation(_WORDS.dose_units) + r")"
    r"(?:[ ]?/[ ]?(?:" + literal_alternation(_WORDS.dose_per) + r"))?(?![\p{L}\p{N}])"
)


#: A word shaped like a medicine's INN: three letters or more, then a WHO stem's ending
#: ("enalapril", "tocilizumab", "atenololo"); the class alone ("statine", "Sartane") is not.
_MEDICINE_SHAPE = (
    r"\p{L}{6,32}(?![\p{L}\p{N}])(?<=\p{L}{3}(?:"
    + literal_alternation(_WORDS.medicine_endings)
    + r"))"
)


def _term(words: Iterable[str], *, shaped: bool = False) -> str:
    """One of ``words`` as group ``t``, with a dose before or after it ("20 mg fluoxetine");
    with ``shaped``, a word shaped like a medicine too."""
    shape = "|" + _MEDICINE_SHAPE if shaped else ""
    return (
        r"(?:[ldLD]['’])?(?P<t>(?:" + _DOSE + r"[ ](?:(?:of|von|de|di|du)[ ])?)?"
        r"(?:" + literal_alternation(words) + shape + r")"
        r"(?:[ ]" + _DOSE + r")?)(?![\p{L}\p{N}])"
    )


_TERM = _term((*_WORDS.conditions, *_WORDS.medications), shaped=True)
_GAP_WORD = r"[\p{L}\p{N}'’\-]{1,20}[ ,]{1,2}"
#: "heeft sinds de zomer een burn-out": a time phrase after a personal cue, before its gap.
_TIME_GAP = (
    r"(?:(?:" + literal_alternation(_WORDS.time_gaps) + r")[ ](?:" + _GAP_WORD + r"){1,3}?)?"
)


def _after_cue(cues: Iterable[str], term: str, *, gaps: int = 2, time_gap: bool = True) -> str:
    """A cue phrase, maybe a time phrase ("seit dem Unfall"), up to ``gaps`` words, then
    ``term``: the shape every cue rule of this module shares. A cue may open with a comma or
    a bracket (", on", "(on": "Mr Flynn, on clozapine"), which may follow a word."""
    return (
        r"(?i)(?:(?<![\p{L}\p{N}])|(?=[,(]))(?:"
        + literal_alternation(cues)
        + r")[ ]{1,2}"
        + (_TIME_GAP if time_gap else "")
        + r"(?:"
        + _GAP_WORD
        + r"){0,"
        + str(gaps)
        + r"}?"
        + term
    )


STRONG_RE = compile_pattern(_after_cue(_WORDS.strong_cues, _TERM, gaps=4, time_gap=False))
#: "nimmt seit dem Unfall Tilidin": a time phrase may stand between the verb and the medicine.
_LIST_MEDICATION_CUES = tuple(c for c in _WORDS.medication_cues if c[:1] in ",(")
MEDICATION_RE = compile_pattern(
    _after_cue(
        (c for c in _WORDS.medication_cues if c not in _LIST_MEDICATION_CUES),
        _term(_WORDS.medications, shaped=True),
    )
)
#: "Mr Flynn, on clozapine, needs bloods", "(autistic, on sodium valproate)": a medicine
#: right after a comma's or a bracket's "on", with no word between ("…, on average, …").
LIST_MEDICATION_RE = compile_pattern(
    _after_cue(_LIST_MEDICATION_CUES, _term(_WORDS.medications), gaps=0, time_gap=False)
)
PERSONAL_RE = compile_pattern(_after_cue(_WORDS.personal_cues, _TERM))
#: "forgetting her donepezil", "my epilepsy is worse": a possessive of one person right
#: before the term (``owner_possessives``; "our diabetes clinic" is no one's).
OWNED_RE = compile_pattern(_after_cue(_WORDS.owner_possessives, _TERM, gaps=0, time_gap=False))
#: "allergic to peanuts", "allergique aux arachides": the phrase with its allergen is the fact.
ALLERGY_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?P<t>(?:" + literal_alternation(_WORDS.allergy_cues) + r")[ ]{1,2}"
    r"(?:(?:" + literal_alternation(_WORDS.list_articles) + r"|los|las|le|les|the|de|het)[ ])?"
    r"(?:" + literal_alternation(_WORDS.allergens) + r"))(?![\p{L}\p{N}])"
)
#: Personal cues of one language only ("a la" is French "has the", Spanish "to the").
_LANGUAGE_RULES = {
    lang: (compile_pattern(_after_cue(cues, _TERM)), _anchors(cues))
    for lang, cues in _WORDS.personal_cues_by_language.items()
}
#: "Ethan has autism", "Lena hat Asthma", "Imogen (8) has asthma", "Ravi Sandhu, 67, has
#: Parkinson's", "dan has cancer": a capitalised word or a given name in lower case (checked
#: to be no everyday word after the match), maybe an
#: age in brackets or between commas (with its unit: "Inès, 9 ans, est diabétique"), right
#: before a verb that gives a person a condition.
NAMED_RE = compile_pattern(
    r"(?<![\p{L}\p{N}])(?P<n>\p{L}[\p{Ll}\p{M}'’\-]{1,30})"
    r"(?:[ ]\(\d{1,3}\)|,[ ]\d{1,3}(?:[ ](?i:ans|jahre|años|anni|jaar|years))?,)?[ ](?i:"
    + literal_alternation(_WORDS.name_cues)
    + r")[ ]{1,2}(?i:(?:"
    + _GAP_WORD
    + r"){0,2}?"
    + _TERM
    + ")"
)
#: "my toddler has asthma", "notre fille a la varicelle": a possessive and a relative before
#: a verb that gives someone a condition; or the relative's own condition, maybe after the
#: relative's name ("my son's asthma", "her daughter Adaeze's eczema").
POSSESSED_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?:" + literal_alternation(_WORDS.possessives) + r")[ ]"
    r"(?:"
    + literal_alternation(_WORDS.relatives)
    + r")(?:[ ](?:"
    + literal_alternation(_WORDS.name_cues)
    + r")[ ]{1,2}"
    r"(?:" + _GAP_WORD + r"){0,2}?"
    r"|(?:[ ](?-i:\p{Lu}[\p{Ll}\p{M}\-]{1,30}))?['’]s[ ])" + _TERM
)
#: A diagnosis cue and the words after it ("diagnosed with ulcerative colitis last month"):
#: the condition is cut from them by :meth:`HealthRecognizer._diagnosed`.
DIAGNOSIS_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?:" + literal_alternation(_WORDS.diagnosis_cues) + r")[ ]{1,2}"
    r"(?P<p>[\p{L}'’\-]{1,30}(?:[ ][\p{L}'’\-]{1,30}){0,6})"
)
_DIAGNOSIS_ANCHORS = _anchors(_WORDS.diagnosis_cues)
#: A listed term (or a medicine-shaped word) where an open phrase would start: the cue rules
#: find it, so the open phrase does not stretch it ("diagnosis of appendicitis requires …").
TERM_AT_RE = compile_pattern(_TERM)
_FUNCTION_WORDS = frozenset(profiles().language_of)
#: Words of an open condition phrase: letters, apostrophes and hyphens, nothing else.
_PHRASE_WORD_RE = compile_pattern(r"[\p{L}'’\-]{1,30}")
#: Open condition phrases hold at most this many words.
_PHRASE_WORDS = 4
#: After its first word, a word this frequent (Zipf, in English or the text's language) ends
#: an open condition phrase: an adverb or verb ("ulcerative colitis often need …").
_PHRASE_FREQUENT = 5.0
#: "Diabetes diagnostiziert": the term before a word that states it about someone.
POST_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])" + _TERM + r"[ ]{1,2}(?:" + _GAP_WORD + r"){0,2}?"
    r"(?:" + literal_alternation(_WORDS.post_cues) + r")(?![\p{L}])"
)
#: "hat eine Depression entwickelt": a participle after the condition, tied to someone.
#: One word at most between them: a second condition is no gap ("nach der OP eine Depression
#: entwickelt" ties the depression).
SOMEONE_POST_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])" + _TERM + r"[ ]{1,2}(?:" + _GAP_WORD + r")?"
    r"(?:" + literal_alternation(_WORDS.someone_post_cues) + r")(?![\p{L}])"
)
#: "dat hij prostaatkanker heeft", "weil sie Diabetes hat": the verb at the clause's end.
FINAL_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?:" + literal_alternation(_WORDS.final_cues["openers"]) + r")[ ]"
    r"(?:" + literal_alternation(_WORDS.final_cues["subjects"]) + r")[ ]"
    r"(?:" + _GAP_WORD + r"){0,2}?" + _TERM + r"[ ]"
    r"(?:" + literal_alternation(_WORDS.final_cues["verbs"]) + r")(?![\p{L}])"
)
_FINAL_ANCHORS = _anchors(_WORDS.final_cues["verbs"])
_MEDICINE = r"(?:" + literal_alternation(_WORDS.medications) + r")(?![\p{L}\p{N}])"
_FREQUENCY = r"(?:" + literal_alternation(_WORDS.dose_frequencies) + r")(?![\p{L}])"
#: A number alone after a medicine ("Ibuprofen 400"), not a year ("Ozempic 2024").
_BARE_DOSE = r"(?!(?:19|20)\d\d(?!\d))\d{2,4}(?![\p{L}\p{N}%]|[.,/]\d)"
#: A prescription: a medicine with its dose ("20mg fluoxetine", "amlodipine 5 mg",
#: "sertraline 50 mg/day", "Ibuprofen 400") or how often it is taken ("metformin twice
#: daily"). The span is the medicine and its dose; a frequency alone names no one.
_DOSE_FIRST = _DOSE + r"[ ](?:(?:of|von|de|di|du)[ ])?" + _MEDICINE
_DOSE_AFTER = _MEDICINE + r"[ ](?:" + _DOSE + r"|" + _BARE_DOSE + r")"
_TAKEN_HOW_OFTEN = _MEDICINE + r"(?=[ ]" + _FREQUENCY + r")"
PRESCRIPTION_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?P<t>" + "|".join((_DOSE_FIRST, _DOSE_AFTER, _TAKEN_HOW_OFTEN)) + ")"
)
#: A condition or medicine after a looser cue, in a clinical note ("admitted with pneumonia").
NOTE_RE = compile_pattern(_after_cue(_WORDS.note_cues, _TERM, time_gap=False))
#: A condition after a looser cue in a text about someone ("mijn dochter is thuis met een
#: longontsteking", "mi hijo con síndrome de Down", "wegen einer Bronchitis krankgeschrieben").
SOMEONE_RE = compile_pattern(_after_cue(_WORDS.someone_cues, _term(_WORDS.conditions)))
#: "a patient with": the looser cue after a subject that is anyone ("a template for a patient
#: with pneumonia"), checked at the end of a short stretch before the cue (searched from
#: the end).
GENERIC_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?:"
    + literal_alternation(_WORDS.generic_subjects, reverse=True)
    + r")[ ]{1,2}\Z",
    regex.REVERSE,
)
_GENERIC_REACH = 32
#: A word that makes the text a clinical note or a visit to a doctor.
NOTE_WORD_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}&])(?:" + literal_alternation(_WORDS.note_words) + r")(?![\p{L}\p{N}&])"
)
#: "HIV and hypertension": the next term of a list that started with a found one.
LIST_RE = compile_pattern(
    r"(?i),?[ ]{1,2}(?:(?:" + literal_alternation(_WORDS.list_words) + r")[ ]{1,2}"
    r"(?:(?:" + literal_alternation(_WORDS.list_articles) + r")[ ]{1,2})?)?" + _TERM
)
#: "atenololo e da poco warfarin", "Bisoprolol und seit kurzem Apixaban": the next medicine of
#: a list after the list word and an adverb of time (``list_gaps``).
LIST_MEDICINE_RE = compile_pattern(
    r"(?i),?[ ]{1,2}(?:" + literal_alternation(_WORDS.list_words) + r")[ ]{1,2}"
    r"(?:"
    + literal_alternation(_WORDS.list_gaps)
    + r")[ ]{1,2}"
    + _term(_WORDS.medications, shaped=True)
)


@cache
def _vocabulary() -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for word in (*_WORDS.general_words, *_WORDS.conditions, *_WORDS.medications):
        for variant in {word.casefold(), word.casefold().replace("'", "’")}:
            automaton.add_word(variant, len(variant))
    automaton.make_automaton()
    return automaton


@cache
def _terms() -> frozenset[str]:
    return frozenset(t.casefold() for t in (*_WORDS.conditions, *_WORDS.medications))


def is_health_term(word: str) -> bool:
    """Whether ``word`` is a listed condition or medicine ("paracetamol", "asthma"), in any
    case."""
    return word.casefold() in _terms()


def has_health_word(text: str) -> bool:
    """Whether any medical word occurs as a whole word (for the sensitivity level): one
    Aho–Corasick pass over the casefolded text, stopping at the first hit."""
    folded = text.casefold()
    n = len(folded)
    for end, length in _vocabulary().iter(folded):
        start = end - length + 1
        if (start == 0 or not folded[start - 1].isalnum()) and (
            end + 1 == n or not folded[end + 1].isalnum()
        ):
            return True
    return False


_LETTERS_RE = regex.compile(r"[^\W\d_]+")
#: The heads (six letters, as in :attr:`ScanContext.prefixes`) of the words of every term: a
#: text that lacks a head of each term has no term, decided with set lookups alone.
_TERM_HEADS = tuple(
    frozenset(word[:6] for word in _LETTERS_RE.findall(term.casefold()))
    for term in {*_WORDS.conditions, *_WORDS.medications}
)
_NEXT_WORD_RE = compile_pattern(r"[ \-]{1,2}(?P<w>[\p{L}]{1,30})(?:[ ](?P<x>[\p{L}]{1,30}))?")
#: A colon opens a clause of its own ("Wie formuliere ich das: unsere Tochter hat …").
_SENTENCE_END_RE = compile_pattern(r"[.!?:\n]", regex.REVERSE)
_FIRST_WORD_RE = compile_pattern(r"[\s\"'(¿¡]*(?P<w>[\p{L}\-]{1,20})")
#: "ha 92 anni e la demenza", "tengo 32 años y fibromialgia", "a 84 ans et une insuffisance
#: cardiaque": an age and a conjunction (``age_and_cues``) right after a verb of having or
#: being (``age_and_verbs``), then a listed term up to two words on, as after a personal cue.
AGE_AND_RE = compile_pattern(
    r"(?i)(?<=(?<![\p{L}\p{N}'’])(?:"
    + literal_alternation(_WORDS.age_and_verbs)
    + r")[ ]\d{1,3}[ ])(?:"
    + literal_alternation(_WORDS.age_and_cues)
    + r")[ ]{1,2}(?:"
    + _GAP_WORD
    + r"){0,2}?"
    + _TERM
)
#: "Ik heb MS", "tiene TEA", "hat ALS": a condition acronym (``condition_acronyms``), as
#: written, right after a personal or strong cue and not before a capitalised word ("I have
#: MS Teams"); a word or a unit in lower case ("I have tea", "5 ms") is none.
_ACRONYMS = _WORDS.condition_acronyms
_ACRONYM_CUES = (*_WORDS.personal_cues, *_WORDS.strong_cues)
ACRONYM_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?:"
    + literal_alternation(_ACRONYM_CUES)
    + r")[ ]{1,2}(?P<t>(?-i:"
    + literal_alternation(_ACRONYMS)
    + r"))(?![\p{L}\p{N}])(?-i:(?![ ]\p{Lu}))"
)
_ACRONYM_ANCHORS = _anchors(_ACRONYM_CUES)
_RULES = (
    (STRONG_RE, _anchors(_WORDS.strong_cues), STRONG_SCORE, "cue"),
    (MEDICATION_RE, _anchors(_WORDS.medication_cues), STRONG_SCORE, "medication"),
    (LIST_MEDICATION_RE, _anchors(_LIST_MEDICATION_CUES), PERSONAL_SCORE, "medication"),
    (PERSONAL_RE, _anchors(_WORDS.personal_cues), PERSONAL_SCORE, "personal"),
    (AGE_AND_RE, _anchors(_WORDS.age_and_cues), PERSONAL_SCORE, "personal"),
    (OWNED_RE, _anchors(_WORDS.owner_possessives), PERSONAL_SCORE, "owned"),
)
#: How far before a post-cue its term may start.
_POST_WINDOW = 120
_MEDICINE_ANCHORS = _anchors(_WORDS.medications)
_NOTE_CUE_ANCHORS = _anchors(_WORDS.note_cues)
_SOMEONE_CUE_ANCHORS = _anchors(_WORDS.someone_cues)
_POST_CUE_ANCHORS = _anchors(_WORDS.post_cues)
_SOMEONE_POST_ANCHORS = _anchors(_WORDS.someone_post_cues)
_NAME_CUE_ANCHORS = _anchors(_WORDS.name_cues)
#: The relatives, rarer than the name cues' verbs ("is", "has"): the possessed rule's anchors.
_RELATIVE_ANCHORS = _anchors(_WORDS.relatives)
_ALLERGY_ANCHORS = _anchors(_WORDS.allergy_cues)
#: Prefilter only (the pattern checks the word's edges), so short words need no space.
_NOTE_WORD_ANCHORS = _WORDS.note_words


_LABELS = load_data("health.json")
_DIAGNOSIS_LABELS = tuple(dict.fromkeys(_LABELS["diagnosis_labels"]))
_MEDICATION_LABELS = tuple(dict.fromkeys(_LABELS["medication_labels"]))
_LABEL_BLANKS = frozenset(_LABELS["label_blanks"])
#: A field label of a clinical document at a line's start, its colon and the line after it
#: ("Diagnosen: Dekompensierte Herzinsuffizienz NYHA III, Vorhofflimmern").
LABEL_RE = compile_pattern(
    r"(?i)(?<![^\n])[ \t]{0,8}(?:[\-•*][ \t]{1,2})?(?:(?P<d>"
    + literal_alternation(_DIAGNOSIS_LABELS)
    + r")|(?P<m>"
    + literal_alternation(_MEDICATION_LABELS)
    + r"))[ \t\u00a0]{0,2}:[ \t\u00a0]{0,4}(?P<v>[^\n]{1,240})"
)
_LABEL_ANCHORS = _anchors(_DIAGNOSIS_LABELS + _MEDICATION_LABELS)
#: An item of a labelled line: up to a comma, a semicolon, a bracket, a full stop or a
#: conjunction of the six languages.
_LABEL_ITEM_RE = compile_pattern(
    r"(?:(?![,;()\[\]]|\.(?:[ \t]|$)|[ \t](?i:and|und|et|y|e|en|or|oder|ou|o|of)[ \t]).){1,120}"
)
#: A medicine's name in a labelled item is rare (Zipf below this in English and the text's
#: language): "Torasemid", "Seretide inhaler", not "Start" or "bei Bedarf".
_LABEL_MEDICINE_FREQUENT = 4.0
_DIGIT_RE = compile_pattern(r"[0-9]")


class HealthRecognizer:
    """Conditions and medicines about a person; see the module docstring."""

    def __init__(self) -> None:
        self.name = "health"
        self.categories = frozenset({"HEALTH"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        seen: set[tuple[int, int]] = set()
        yield from self._allergies(ctx)
        prefixes = ctx.prefixes
        yield from self._diagnosed(ctx, seen)
        yield from self._labelled(ctx, seen)
        # a set lookup per acronym first: the text is scanned only for one it holds in any case
        if any(a.lower() in ctx.words and a in ctx.text for a in _ACRONYMS) and any(
            ctx.contains(a) for a in _ACRONYM_ANCHORS
        ):
            for m in windowed_finditer(
                ACRONYM_RE, ctx, _ACRONYM_ANCHORS, self.name, before=2, after=24
            ):
                if not self._in_a_question(ctx.text, m.start()):
                    yield from self._with_list(
                        ctx, m.start("t"), m.end("t"), PERSONAL_SCORE, "personal", seen
                    )
        if not any(heads <= prefixes for heads in _TERM_HEADS) and not _has_medicine_shape(ctx):
            return
        for rx, anchors, score, kind in _RULES:
            if not ctx.contains_any(anchors):
                continue
            for m in windowed_finditer(rx, ctx, anchors, self.name, before=2, after=160):
                if m.group(0).casefold().startswith(
                    _WORDS.subjectless_cues
                ) and self._in_a_question(ctx.text, m.start()):
                    continue  # "Welche Symptome hat eine Erdnussallergie?": about no one
                yield from self._with_list(ctx, m.start("t"), m.end("t"), score, kind, seen)
        for lang, (rx, anchors) in _LANGUAGE_RULES.items():
            if not ctx.contains_any(anchors) or ctx.language != lang:
                continue
            for m in windowed_finditer(rx, ctx, anchors, self.name, before=2, after=160):
                yield from self._with_list(
                    ctx, m.start("t"), m.end("t"), PERSONAL_SCORE, "personal", seen
                )
        post = _POST_CUE_ANCHORS
        if ctx.contains_any(post):
            matches = windowed_finditer(
                POST_RE, ctx, post, self.name, before=_POST_WINDOW, after=40
            )
            for m in matches:
                if self._in_a_question(ctx.text, m.start("t")):
                    continue  # "How is type 2 diabetes diagnosed?": a question, no one's fact
                yield from self._with_list(ctx, m.start("t"), m.end("t"), STRONG_SCORE, "cue", seen)
        if ctx.contains_any(_FINAL_ANCHORS):
            for m in windowed_finditer(
                FINAL_RE, ctx, _FINAL_ANCHORS, self.name, before=_POST_WINDOW, after=8
            ):
                yield from self._with_list(
                    ctx, m.start("t"), m.end("t"), PERSONAL_SCORE, "final", seen
                )
        yield from self._named(ctx, seen)
        yield from self._possessed(ctx, seen)
        yield from self._prescriptions(ctx, seen)
        yield from self._in_a_note(ctx, seen)
        yield from self._about_someone(ctx, seen)

    def _allergies(self, ctx: ScanContext) -> Iterator[Candidate]:
        """An allergy and its allergen; in a question ("Can you be allergic to cats?") only
        where the text is about someone."""
        if not ctx.contains_any(_ALLERGY_ANCHORS):
            return
        for m in windowed_finditer(
            ALLERGY_RE, ctx, _ALLERGY_ANCHORS, self.name, before=2, after=60
        ):
            start, end = m.span("t")
            asked = self._in_a_question(ctx.text, start)
            yield Candidate(
                start, end, "HEALTH", STRONG_SCORE, f"{self.name}:allergy", needs_someone=asked
            )

    def _named(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """A condition a named person has ("my son Ethan has autism")."""
        anchors = _NAME_CUE_ANCHORS
        if not ctx.contains_any(anchors):
            return
        lex = lexicon()
        for m in windowed_finditer(NAMED_RE, ctx, anchors, self.name, before=34, after=160):
            key = m.group("n").casefold()
            # the question word may be the capitalised word itself ("¿Qué es la enfermedad de
            # Parkinson?"): the question is read up to the word's end
            if key in lex.common or is_everyday(key) or self._in_a_question(ctx.text, m.end("n")):
                continue  # "Everyone has anxiety", "This has diabetes data": no one named
            if m.group("n")[0].islower() and key not in lex.first:
                continue  # chat's "dan has cancer": a given name in lower case, no other word
            yield from self._with_list(ctx, m.start("t"), m.end("t"), PERSONAL_SCORE, "named", seen)

    def _possessed(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """A condition a relative has ("my toddler has asthma"), outside a question."""
        anchors = _RELATIVE_ANCHORS
        if not ctx.contains_any(anchors) or not (
            "'s " in ctx.text or "’s " in ctx.text or ctx.contains_any(_NAME_CUE_ANCHORS)
        ):
            return
        for m in windowed_finditer(POSSESSED_RE, ctx, anchors, self.name, before=10, after=180):
            if self._in_a_question(ctx.text, m.start()):
                continue
            yield from self._with_list(
                ctx, m.start("t"), m.end("t"), PERSONAL_SCORE, "possessed", seen
            )

    def _diagnosed(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """The condition a diagnosis cue names, listed or not, cut at the first function
        word, time word, digit or punctuation; only in a text about someone, outside a
        question ("What happens when someone is diagnosed with lupus?")."""
        anchors = _DIAGNOSIS_ANCHORS
        if not ctx.contains_any(anchors):
            return
        text = ctx.text
        for m in windowed_finditer(DIAGNOSIS_RE, ctx, anchors, self.name, before=2, after=240):
            if self._in_a_question(text, m.start()):
                continue
            if TERM_AT_RE.match(text, m.start("p"), m.end("p")):
                continue
            span = _condition_phrase(text, m.start("p"), m.end("p"), ctx.language)
            if span is None:
                continue
            start, end = span
            tied = not m.group(0).casefold().startswith(_WORDS.diagnosis_cues_of_someone)
            yield from self._with_list(ctx, start, end, STRONG_SCORE, "diagnosis", seen, tied=tied)

    def _labelled(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """The conditions or medicines of a field of a clinical document ("Diagnosis: …",
        "Medikation: …", ``diagnosis_labels`` and ``medication_labels`` of ``health.json``),
        one per item of the line, listed or not; only in a text about someone."""
        if not ctx.contains_any(_LABEL_ANCHORS):
            return
        text = ctx.text
        lang = ctx.language
        for m in windowed_finditer(LABEL_RE, ctx, _LABEL_ANCHORS, self.name, before=12, after=280):
            medicine = m.group("m") is not None
            for item in _LABEL_ITEM_RE.finditer(text, m.start("v"), m.end("v")):
                span = (
                    _label_medicine(text, item.start(), item.end(), lang)
                    if medicine
                    else _label_condition(text, item.start(), item.end(), lang)
                )
                if span is None or span in seen:
                    continue
                seen.add(span)
                yield Candidate(
                    span[0],
                    span[1],
                    "HEALTH",
                    STRONG_SCORE,
                    f"{self.name}:label",
                    needs_someone=True,
                )

    def _prescriptions(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """A medicine with its dose or frequency, where the text is about someone."""
        if not ctx.contains_any(_MEDICINE_ANCHORS):
            return
        found = windowed_finditer(
            PRESCRIPTION_RE, ctx, _MEDICINE_ANCHORS, self.name, before=48, after=80
        )
        for m in found:
            start, end = m.span("t")
            yield from self._with_list(ctx, start, end, STRONG_SCORE, "dose", seen, tied=True)

    def _in_a_note(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """A condition or medicine after a looser cue in a clinical note about someone,
        outside a question ("Can a patient with pneumonia fly?") and not said of anyone
        ("a patient with pneumonia")."""
        if not ctx.contains_any(_NOTE_WORD_ANCHORS) or not ctx.anchored(NOTE_WORD_RE):
            return
        if not ctx.contains_any(_NOTE_CUE_ANCHORS):
            return
        found = windowed_finditer(NOTE_RE, ctx, _NOTE_CUE_ANCHORS, self.name, before=2, after=120)
        for m in found:
            start, end = m.span("t")
            if self._in_a_question(ctx.text, start) or GENERIC_BEFORE_RE.search(
                ctx.text, max(0, m.start() - _GENERIC_REACH), m.start()
            ):
                continue
            yield from self._with_list(ctx, start, end, PERSONAL_SCORE, "note", seen, tied=True)

    def _about_someone(self, ctx: ScanContext, seen: set[tuple[int, int]]) -> Iterator[Candidate]:
        """A condition after a looser cue ("with", "wegen", "con", "has been", "essere"), where
        the text is about someone, outside a question and not said of anyone ("Kinder mit
        Asthma", "Is it safe to fly when pregnant?")."""
        anchors = _SOMEONE_CUE_ANCHORS
        found = (
            windowed_finditer(SOMEONE_RE, ctx, anchors, self.name, before=2, after=120)
            if ctx.contains_any(anchors)
            else ()
        )
        for m in found:
            start, end = m.span("t")
            if self._in_a_question(ctx.text, start) or GENERIC_BEFORE_RE.search(
                ctx.text, max(0, m.start() - _GENERIC_REACH), m.start()
            ):
                continue
            yield from self._with_list(ctx, start, end, PERSONAL_SCORE, "someone", seen, tied=True)
        if not ctx.contains_any(_SOMEONE_POST_ANCHORS):
            return
        for m in windowed_finditer(
            SOMEONE_POST_RE, ctx, _SOMEONE_POST_ANCHORS, self.name, before=_POST_WINDOW, after=40
        ):
            start, end = m.span("t")
            if self._in_a_question(ctx.text, start):
                continue
            yield from self._with_list(ctx, start, end, PERSONAL_SCORE, "someone", seen, tied=True)

    def _with_list(
        self,
        ctx: ScanContext,
        start: int,
        end: int,
        score: float,
        kind: str,
        seen: set[tuple[int, int]],
        *,
        tied: bool = False,
    ) -> Iterator[Candidate]:
        """The term, and the terms of a list it starts ("HIV and hypertension"); ``tied``:
        only in a text about someone (``Candidate.needs_someone``)."""
        text = ctx.text
        while (start, end) not in seen and not self._a_topic(text, end):
            seen.add((start, end))
            yield Candidate(start, end, "HEALTH", score, f"{self.name}:{kind}", needs_someone=tied)
            m = LIST_RE.match(text, end, min(len(text), end + 80))
            if m is None:
                m = LIST_MEDICINE_RE.match(text, end, min(len(text), end + 80))
            if m is None:
                return
            start, end = m.span("t")

    @staticmethod
    def _a_topic(text: str, end: int) -> bool:
        """ "diabetes research", "cancer screening", "a stroke of luck": the term names a
        topic or is part of an idiom, not a condition."""
        m = _NEXT_WORD_RE.match(text, end, min(len(text), end + 64))
        if m is None:
            return False
        word = m.group("w").casefold()
        phrase = f"{word} {m.group('x').casefold()}" if m.group("x") else word
        return word in _WORDS.not_personal_after or phrase in _WORDS.not_personal_after

    @staticmethod
    def _in_a_question(text: str, start: int) -> bool:
        """Whether the sentence around ``start`` opens with a question word ("How is …")."""
        window_start = max(0, start - 200)
        end = _SENTENCE_END_RE.search(text, window_start, start)
        m = _FIRST_WORD_RE.match(text, end.end() if end else window_start, start)
        return m is not None and m.group("w").casefold() in _WORDS.question_words


_ENDINGS = tuple(_WORDS.medicine_endings)
_TRAILING = ".,;:!?)]}»\"'’…"


def _has_medicine_shape(ctx: ScanContext) -> bool:
    """Whether a distinct token of the text ends like a medicine's INN (a prefilter: the
    patterns check the word)."""
    return any(token.rstrip(_TRAILING).endswith(_ENDINGS) for token in ctx.tokens)


def _condition_phrase(text: str, start: int, end: int, lang: str | None) -> tuple[int, int] | None:
    """The condition's words at the start of ``text[start:end]``: an article skipped, then
    up to :data:`_PHRASE_WORDS` words that are no function or stop word, a connector
    ("de", "van") only between two of them; ``None`` where no word is left."""
    words = [
        (w.start(), w.end(), w.group(0).casefold())
        for w in _PHRASE_WORD_RE.finditer(text, start, end)
    ]
    if words and words[0][2] in _WORDS.condition_articles:
        words = words[1:]
    elif words and words[0][2][:2] in ("l'", "l’", "d'", "d’") and len(words[0][2]) > 2:
        first_start, first_end, first = words[0]
        words[0] = (first_start + 2, first_end, first[2:])
    kept: list[tuple[int, int]] = []
    pending: tuple[int, int] | None = None
    for w_start, w_end, word in words:
        if len(kept) >= _PHRASE_WORDS:
            break
        if kept and pending is None and word in _WORDS.condition_connectors:
            pending = (w_start, w_end)
            continue
        if word in _WORDS.condition_stops or word in _FUNCTION_WORDS:
            break
        if kept and max(frequency(word), frequency(word, lang or "en")) >= _PHRASE_FREQUENT:
            break
        kept.append((w_start, w_end))
        pending = None
    if not kept:
        return None
    return kept[0][0], kept[-1][1]


def _label_words(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """The first two words of a labelled item, before its first digit (its dose)."""
    digit = _DIGIT_RE.search(text, start, end)
    stop = digit.start() if digit else end
    return [
        (w.start(), w.end(), w.group(0).casefold())
        for w in islice(_PHRASE_WORD_RE.finditer(text, start, stop), 2)
    ]


def _label_condition(text: str, start: int, end: int, lang: str | None) -> tuple[int, int] | None:
    """The condition that opens a labelled item ("Seropositive rheumatoid arthritis"), not a
    blank ("none") or a frequent word ("Zustand nach …", "Normal")."""
    word = _PHRASE_WORD_RE.search(text, start, end)
    if word is None:
        return None
    first = word.group(0).casefold()
    if first in _LABEL_BLANKS or first in _FUNCTION_WORDS:
        return None
    # a listed condition whose first word is frequent ("Type 2 diabetes", "High blood pressure")
    listed = TERM_AT_RE.match(lower_in_place(text[word.start() : end]))
    if listed is not None:
        return word.start(), word.start() + listed.end()
    if max(frequency(first), frequency(first, lang or "en")) >= _PHRASE_FREQUENT:
        return None
    return _condition_phrase(text, word.start(), end, lang)


def _label_medicine(text: str, start: int, end: int, lang: str | None) -> tuple[int, int] | None:
    """The medicine's name that opens a labelled item: one or two rare words before its dose
    ("Torasemid 10 mg", "Seretide inhaler"), not a frequent word ("Start 1-0-0")."""
    kept: list[tuple[int, int]] = []
    for w_start, w_end, word in _label_words(text, start, end):
        rare = max(frequency(word), frequency(word, lang or "en")) < _LABEL_MEDICINE_FREQUENT
        if word in _LABEL_BLANKS or word in _FUNCTION_WORDS or len(word) < 3 or not rare:
            break
        kept.append((w_start, w_end))
    if not kept:
        return None
    return kept[0][0], kept[-1][1]
