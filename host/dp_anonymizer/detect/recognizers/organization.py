"""Organisations: a legal-form suffix (``Acme GmbH``, ``Smith & Sons Ltd.``, ``Foo S.A.``),
an industry word at the end of a capitalised name (``Loveland Technologies``), an institution
named after a place (``University of Manchester``) or before its kind (``Kirklees Council``,
``West Yorkshire Police``), a name after an employment phrase (``works at Initech``), or the
company line of a signature between a name line and an address line. Every cue word is in
``data/org_cues.json``; the patterns and anchors are generated from it.

A bare company name ("Zillow") is indistinguishable from other capitalised words for a
rule-based recognizer; we do not guess.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import regex

from dp_anonymizer.detect import language
from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    finding,
    finditer_in_windows,
    literal_windows,
    match_at_anchors,
    windowed_finditer,
)
from dp_anonymizer.detect.cues import cue_table
from dp_anonymizer.detect.everyday import (
    frequency,
    is_everyday,
    is_german_noun,
    is_name,
    starts_no_proper_name,
    top_frequency,
)
from dp_anonymizer.detect.gazetteer import (
    Entry,
    fold_key,
    gazetteer,
    in_statute_title,
    known_place,
    town_blocked,
    word_before,
)
from dp_anonymizer.detect.lexicon import (
    Lexicon,
    given_name_and_surname,
    lexicon,
    literal_alternation,
    load_data,
    org_cues,
    person_cues,
    request_verbs,
    strip_possessive,
)
from dp_anonymizer.detect.ner_vetoes import vetoes
from dp_anonymizer.detect.public_figures import is_named_thing, is_public_figure

_CUES = org_cues()
_SUFFIX = literal_alternation(_CUES.legal_forms, r"[ \u00a0]")
_WORD = r"(?:\p{Lu}[\p{L}\p{M}&'\-.]{0,30}|&|and|of|und|et|y|e)"
#: A bracketed qualifier between the name and its form: "Greenacre Logistics (UK) Limited",
#: "Glenmore Homes (South West) Ltd".
_QUALIFIER = r"(?:[ \u00a0]\(\p{Lu}[\p{L}\p{M}.\-]{0,20}(?:[ ]\p{Lu}[\p{L}\p{M}.\-]{0,20}){0,2}\))?"
_QUALIFIER_MAX = 3 * 22 + 5
ORG_RE = compile_pattern(
    r"(?<![\w&])(?P<name>\p{Lu}[\p{L}\p{M}0-9&'\-.]{0,30}(?:[ \u00a0]"
    + _WORD
    + r"){0,4}"
    + _QUALIFIER
    + r"),?[ \u00a0]"
    r"(?:" + _SUFFIX + r")(?![\w])"
)


def _suffix_head(form: str) -> str:
    """The literal every match of ``form`` holds: its first word, or the whole form where
    that word is a short lower-case joiner ("e Figli", "e Hijos": " e" is in most lines)."""
    first = form.split(" ")[0]
    return form if first.islower() and len(first) <= 2 else first


#: Every legal-form match contains a space and the head of its form (``_suffix_head``); the
#: name before it is at most 31 + 4 x 32 characters (ORG_RE), the form at most the longest one.
_SUFFIX_HEADS = tuple(
    sorted({space + _suffix_head(form) for form in _CUES.legal_forms for space in " \u00a0"})
)
_NAME_MAX = 31 + 4 * 32 + 1 + _QUALIFIER_MAX
_SUFFIX_MAX = max(len(form) for form in _CUES.legal_forms)
_INDUSTRY_WORDS = _CUES.industry_words
INDUSTRY_RE = compile_pattern(
    r"(?<![\w&])\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}(?:[ \u00a0](?:\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}"
    r"|&|and|of)){0,3}[ \u00a0](?:" + "|".join(_INDUSTRY_WORDS) + r")(?![\w])"
)
#: "Quillfield Appliances", "Vireo Diagnostics": a capitalised name before a word that ends
#: companies' names but is an everyday word too (``company_endings``). Only a weak guess
#: (below the minimum score): it stands where the NER model also reads an organisation there.
_COMPANY_ENDINGS = _CUES.company_endings
COMPANY_ENDING_RE = compile_pattern(
    r"(?<![\w&])\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}(?:[ \u00a0](?:\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}"
    r"|&|and|of)){0,3}[ \u00a0](?:" + literal_alternation(_COMPANY_ENDINGS) + r")(?![\w])"
)
#: Below the minimum score: no finding on its own, evidence for the calibrated resolver.
COMPANY_ENDING_SCORE = 0.3
#: ... after a preposition of ``company_ending_cues``: a firm on its own.
COMPANY_ENDING_CUED_SCORE = 0.55
_COMPANY_ENDING_CUES = frozenset(load_data("org_cues.json")["company_ending_cues"])
#: The name after an employment phrase: capitalised words, two of them maybe joined by "&"
#: ("works at Baker & McKenzie"), but not the pronoun that may follow ("at Deloitte I'm").
_EMPLOYER_NAME = (
    r"\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}"
    r"(?:[ ](?:&[ ])?(?!I['’])\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}){0,3}"  # "… Manchester I'm"
)
_ORG_DATA = load_data("org_cues.json")
#: "bei der Allianz", "en el Banco Sabadell", "alla Lavazza": an article, or a preposition
#: that holds one, before the employer's name (lower case: a capitalised one is the name's).
_EMPLOYER_ARTICLES = frozenset(_ORG_DATA["employer_articles"])
_ARTICLE = (
    r"(?:(?P<a>"
    + literal_alternation(a for a in _EMPLOYER_ARTICLES if a[-1:] not in "'’")
    + r")[ ]|(?P<e>all|l)['’])?"
)
EMPLOYER_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_CUES.employer_phrases) + r")"
    r"[ ]" + _ARTICLE + r"(?P<v>" + _EMPLOYER_NAME + ")"
)
_APPOSITION_NOUNS = tuple(_ORG_DATA["employer_apposition_nouns"])
_APPOSITION_ANCHORS = tuple(
    f"{w}," for w in (*_APPOSITION_NOUNS, *_ORG_DATA["employer_apposition_adjectives"])
)
#: "his employer, Jaguar Land Rover, in Solihull", "mi empresa actual, Mercadona, en
#: Valencia", "mijn huidige werkgever, Rabobank,": a possessive, an employer noun
#: (``employer_apposition_nouns``), a comma, then the name that closes the apposition.
APPOSITION_EMPLOYER_RE = compile_pattern(
    r"(?<![\w])(?i:"
    + literal_alternation(person_cues().possessives)
    + r")(?:[ ]\p{Ll}{3,15})?[ ](?i:"
    + literal_alternation(_APPOSITION_NOUNS)
    + r")(?:[ ](?i:"
    + literal_alternation(_ORG_DATA["employer_apposition_adjectives"])
    + r"))?,[ ]"
    + _ARTICLE
    + r"(?P<v>"
    + _EMPLOYER_NAME
    + r")(?=[,.;:)]|[ ](?i:in|at|à|en|a|bij|bei|di|de)[ ]\p{Lu}|$)"
)
#: "University of Manchester", "Universidad de Granada": an institution named after a place.
INSTITUTION_RE = compile_pattern(
    r"(?<![\w&])(?P<v>(?:" + literal_alternation(_CUES.institution_heads) + r")[ ]"
    r"(?:" + literal_alternation(_CUES.institution_links) + r")[ ]"
    r"\p{Lu}[\p{L}\p{M}'’\-]{1,30}(?:[ ]\p{Lu}[\p{L}\p{M}'’\-]{1,30}){0,3})(?![\w])"
)
#: "the clinic at St Luke's", "she teaches at St Bede's": a saint's name in the possessive,
#: with no kind after it, is a hospital, school or church named for the saint (with a
#: capitalised kind after it, the tail pattern takes it: "St Mary's Hospital"; "St Patrick's
#: Day" is neither).
_SAINTS = r"(?:St\.?|Saint|Sankt)[ ]\p{Lu}\p{Ll}{2,20}['’]s"
SAINT_RE = compile_pattern(r"(?<![\w])(?P<v>" + _SAINTS + r")(?![\w'’]|[ ]\p{Lu})")
#: A name that ends in a saint's possessive keeps it ("the Memory Clinic at St Luke's").
_SAINT_END_RE = compile_pattern(_SAINTS + r"\Z")
#: "Hospital La Paz", "Universität Hamburg": the kind first, then the name (an article or a
#: saint's prefix may open it). Whether a word of the name names something is checked after.
_BEFORE_PLACE_HEADS = _CUES.institution_heads_before_place | {
    h.lower() for h in _CUES.institution_heads_before_place
}
#: ... and in lower case, but not a head that needs a place after it: "de gemeente Haarlem"
#: is a public body in a place, and the place alone is hidden.
_DIRECT_HEADS = _CUES.institution_heads_direct + tuple(
    h.lower()
    for h in _CUES.institution_heads_direct
    if h.lower() != h and h not in _CUES.institution_heads_before_place
)
#: An article or a saint's prefix that may open the name after the kind.
_OPENERS = (
    "La", "El", "Los", "Las", "Le", "Les", "L'", "Il", "Lo", "I", "De", "Het", "Den", "Der",
    "Die", "Das", "Zum", "Zur", "Am", "Im", "Du", "Des", "Del", "San", "Santa", "Sant'",
    "Sankt", "St", "St.", "Saint", "Sainte", "Santo",
)  # fmt: skip
#: A particle between the words of the name ("Grundschule am Rosenhof", "colegio Virgen del
#: Pilar", "Hôtel du Lac").
_LINKS = ("de", "del", "de la", "della", "di", "dei", "du", "des", "van", "van de", "am",
          "an der", "im", "zum", "zur")  # fmt: skip
_DIRECT_OPENERS = r"(?:" + literal_alternation(_OPENERS) + r")"
_DIRECT_LINKS = r"(?:" + literal_alternation(_LINKS) + r")"
#: The articles and particles: no word of the name that names something ("Il Girasole").
_OPENER_WORDS = frozenset(
    w.casefold() for w in (*_OPENERS, *_LINKS, "an") if w not in ("San", "Santa", "Santo")
)
#: "Hospital La Paz", "Universität Hamburg", "Hotel Bellavista", "Grundschule am Rosenhof": the
#: kind first, then the name (an article or a saint's prefix may open it). Romance and Dutch
#: prose write the kind in lower case ("la clinique Pasteur", "all'asilo nido Il Girasole",
#: "kinderdagverblijf Het Speelhuis"). Whether a word of the name names something is checked
#: after.
INSTITUTION_DIRECT_RE = compile_pattern(
    r"(?<![\w&])(?P<v>(?:" + literal_alternation(_DIRECT_HEADS) + r")[ ]"
    r"(?:" + _DIRECT_LINKS + r"[ ])?(?:" + _DIRECT_OPENERS + r"[ ]?)?"
    r"\p{Lu}[\p{L}\p{M}'’\-]{1,30}(?:(?:[ ]"
    + _DIRECT_LINKS
    + r")?[ ]\p{Lu}[\p{L}\p{M}'’\-]{1,30}){0,2})"
    r"(?![\w])"
)
#: Kinds written at the end of one word with the name before them, before the place they
#: serve ("Marienhospital Stuttgart", "Elisabethkrankenhaus Kassel", "Kinderklinik Bremen").
_COMPOUND_HEADS = tuple(load_data("org_cues.json")["institution_compound_heads"])
INSTITUTION_COMPOUND_RE = compile_pattern(
    r"(?<![\w&\-])(?P<v>\p{Lu}\p{Ll}{2,30}(?:" + literal_alternation(_COMPOUND_HEADS) + r")"
    r"[ ](?P<p>\p{Lu}[\p{L}\p{M}\-]{1,30}))(?![\w])"
)
#: "Kepler-Gymnasium", "des Kepler-Gymnasiums", "Helios-Klinik": capitalised words glued by
#: hyphens to a kind (``hyphen_institution_kinds``), a genitive "s" maybe after it. Whether a
#: word before the kind names something is checked after.
_HYPHEN_KINDS = tuple(load_data("org_cues.json")["hyphen_institution_kinds"])
INSTITUTION_HYPHEN_RE = compile_pattern(
    r"(?<![\w\-.])(?P<v>(?:\p{Lu}[\p{L}\p{M}.]{0,30}-){1,3}"
    r"(?:" + literal_alternation(_HYPHEN_KINDS) + r")s?)(?![\w\-])"
)
#: Capitalised words glued by hyphens right before a kind ("Goethe-Gymnasium",
#: "St.-Josefs-Krankenhaus", "Helios-Klinikum"): the name's own words, searched from its end.
_HYPHEN_PREFIX_RE = compile_pattern(
    r"(?<![\w.\-])(?:\p{Lu}[\p{L}\p{M}.]{0,30}-){1,3}\Z", regex.REVERSE
)


def _hyphen_prefix(text: str, start: int) -> int:
    """Where an institution's name starts when capitalised words are glued by hyphens to its
    kind ("Goethe-Gymnasium Hamburg" starts at "Goethe")."""
    if start == 0 or text[start - 1] != "-":
        return start
    m = _HYPHEN_PREFIX_RE.search(text, max(0, start - 64), start)
    return m.start() if m is not None else start


#: The kinds as written and in capitals, as the parties' block of a judgment writes them
#: ("MENDIP DISTRICT COUNCIL", "EAST KENT HOSPITALS UNIVERSITY NHS FOUNDATION TRUST").
_INSTITUTION_TAILS = _CUES.institution_tails + tuple(
    t.upper() for t in _CUES.institution_tails if t.upper() != t
)
_QUALIFIERS = _CUES.institution_qualifiers
_TAIL_COMPLEMENTS = _CUES.institution_tail_complements + tuple(
    c.upper() for c in _CUES.institution_tail_complements
)
#: "Kirklees Council", "St James's University Hospital", "Leeds Teaching Hospitals NHS Trust":
#: one to five capitalised words (a lower-case "of"/"and"/"upon" between them) before an
#: institution word, and what completes its name ("Warsaw Court of Appeal"). Whether one of
#: the words names something is checked after the match.
INSTITUTION_TAIL_RE = compile_pattern(
    r"(?<![\w&'’.\-])(?P<v>(?:\p{Lu}[\p{L}\p{M}'’\-.]{0,30}[ ](?:(?:of|and|&|upon|on)[ ])?){1,6}"
    r"(?:" + literal_alternation(_INSTITUTION_TAILS) + r")"
    r"(?:[ ](?:" + literal_alternation(_TAIL_COMPLEMENTS) + r"))?)(?![\w])"
)
_TAIL_WINDOW = 6 * 36 + 8
_TAIL_AFTER = max(map(len, _INSTITUTION_TAILS)) + max(map(len, _TAIL_COMPLEMENTS)) + 2
#: Time spent at a place: "spent a year at Initech", "the following year at Numedii".
TIME_AT_RE = compile_pattern(
    r"(?i:(?:a|one|two|three|four|five|six|\d{1,2}|few|several|following|previous|first|last)"
    r"[ ](?:years?|months?|summers?|semesters?)[ ](?:at|with))"
    r"[ ](?P<v>" + _EMPLOYER_NAME + ")"
)
#: An employer after the job: "works as a ferry deckhand for Caledonian MacBrayne", "was
#: employed as a nurse at St Anne's"; and the one left behind: "joined the Respondent from
#: Tesco, where she worked".
AS_EMPLOYER_RE = compile_pattern(
    r"(?i:(?:works|worked|working|work|employed|engaged|job)[ ]as[ ](?:a|an))"
    r"(?:[ ]\p{Ll}[\p{Ll}\-]{1,20}){1,3}[ ](?:for|at|with|by)"
    r"[ ](?P<v>\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}(?:[ ]\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}){0,3})"
)
_AS_EMPLOYER_ANCHORS = ("works as", "worked as", "working as", "work as", "employed as",
                        "engaged as", "job as")  # fmt: skip
PREVIOUS_EMPLOYER_RE = compile_pattern(
    r"(?i:from)[ ](?P<v>\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}(?:[ ]\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}){0,3})"
    r",[ ](?i:where)[ ](?i:she|he|they|I|we|you)[ ](?:(?i:had|has|have)[ ])?(?i:worked|work)"
)
_TIME_AT_ANCHORS = tuple(
    f"{unit}{plural} {prep}"
    for unit in ("year", "month", "summer", "semester")
    for plural in ("", "s")
    for prep in ("at", "with")
)
_NAME = (
    r"\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}"
    r"(?:[ ](?:\p{Lu}[\p{L}\p{M}0-9&'\-]{1,30}|&|and|And|of)){0,3}"
)
#: What is said only of a firm: "Loomcraft was founded by …", "Vantari is headquartered in …".
_ORG_PREDICATES = tuple(_ORG_DATA["org_predicates"])
PREDICATE_RE = compile_pattern(
    r"(?<![\w&])(?P<v>" + _NAME + r")[ ](?:" + literal_alternation(_ORG_PREDICATES) + r")(?![\w])"
)
_PREDICATE_ANCHORS = tuple(sorted({max(p.split(" "), key=len) for p in _ORG_PREDICATES}))
#: What an organisation is said to be: "Persint is an investment bank".
_KINDS = _CUES.kinds
DESCRIPTOR_RE = compile_pattern(
    r"(?<![\w&])(?P<v>" + _NAME + r")[ ](?:is|was|has[ ]been|became|remains)[ ]"
    r"(?:a|an|the|one[ ]of[ ]the)[ ]"
    # up to four adjectives or nouns, but no clause in between: in "Q3 was a strong quarter
    # for the company" the company is not what Q3 is.
    r"(?:(?!(?:for|of|in|at|on|by|with|from|to|the|a|an|and|or|that|which|who|whose|"
    r"backed|made|owned|run|built|used|provided|developed|maintained|like|than)[ ])"
    r"[\p{L}\-]{1,20}[ ]){0,4}?"
    r"(?:" + "|".join(regex.escape(k) for k in _KINDS) + r")(?![\w])"
)
#: A name right after the kind of organisation it is: "the Belgian start-up Quovia", "our
#: supplier Chenhe Precision", "the airline Qantas", "the bank, HSBC". Tried once at each kind
#: word (``_kind_names``); whether the name is one is checked after.
_APPOSITION_KINDS = tuple(k for k in _KINDS if "(" not in k)
KIND_NAME_RE = compile_pattern(
    r"(?i:" + literal_alternation(_APPOSITION_KINDS) + r"),?[ ](?P<v>" + _EMPLOYER_NAME + ")"
)
_KIND_NAME_SPAN = max(map(len, _APPOSITION_KINDS)) + 2 + 4 * 32


def _no_capital_after_kind(text: str, pos: int) -> bool:
    """Whether the word at ``pos`` is followed by no capitalised word (after an optional
    comma and one space): then ``KIND_NAME_RE`` has no match at ``pos``. Most kind words in
    prose ("the company is", "a bank account") are."""
    end = pos
    n = len(text)
    while end < n and (text[end].isalpha() or text[end] == "-"):
        end += 1
    if text[end : end + 1] == ",":
        end += 1
    return not (text[end : end + 1] == " " and text[end + 1 : end + 2].isupper())


#: Things only an organisation has: "Zillow's CEO", "the Avalara office", "CEO of Lexisnexis".
_BELONGINGS = (
    r"CEO|CFO|CTO|COO|founders?|co-?founders?|chair(?:man|woman|person)?|board[ ]of[ ]directors|"
    r"headquarters|HQ|head[ ]office|employees|workforce|shareholders|shares|share[ ]price|"
    r"IPO|subsidiar(?:y|ies)|annual[ ]report|quarterly[ ]results|revenue|customer[ ]service"
)
POSSESSIVE_RE = compile_pattern(
    r"(?<![\w&])(?P<v>" + _NAME + r")['’]s[ ](?:" + _BELONGINGS + r")(?![\w])"
)
OFFICE_RE = compile_pattern(
    r"(?<![\w&])(?i:the)[ ](?P<v>" + _NAME + r")[ ](?:office|offices|headquarters|HQ|"
    r"head[ ]office|employees|workforce|shareholders|share[ ]price|IPO|annual[ ]report|"
    # premises of a firm, named in court text: "the Morrisons store", "the Smugglers' Rest
    # public house"
    r"store|depot|factory|warehouse|public[ ]house)(?![\w])"
)
ROLE_OF_RE = compile_pattern(
    r"(?i:CEO|CFO|CTO|COO|founder|co-?founder|chair(?:man|woman|person)|owner|"
    r"spokes(?:man|woman|person)|managing[ ]director|vice[ ]president|employees?|shareholders?)"
    r"[ ](?:of|at|for)[ ](?P<v>" + _NAME + r")(?![\w])"
)
#: Lower-case words one of which every possessive or office match contains.
_BELONGING_ANCHORS = (
    "ceo", "cfo", "cto", "coo", "founder", "co-founder", "cofounder", "chair", "board of",
    "headquarters", "hq", "head office", "office", "employees", "workforce", "shareholders",
    "shares", "share price", "ipo", "subsidiar", "annual report", "quarterly",
    "revenue", "customer service", "store", "depot", "factory", "warehouse", "public house",
)  # fmt: skip
_ROLE_ANCHORS = (
    "ceo ", "cfo ", "cto ", "coo ", "founder ", "chair", "owner ", "spokes", "managing director ",
    "vice president ", "employee", "shareholder",
)  # fmt: skip
#: A department or place word alone is not an organisation ("the Sales office").
_NOT_ALONE = _CUES.not_alone
#: Protocols, formats and platforms that things "work for" or "work with".
_TECH_WORDS = _CUES.tech_words
#: Patterns whose captured name stands alone (no suffix word): checked against everyday words.
#: A line's start, maybe indented or bulleted, before a candidate.
_LINE_START_RE = compile_pattern(r"(?:\A|\n)[ \t]{0,8}(?:[\-•*][ \t]{1,2})?\Z")
#: A colon right after a candidate.
_LABEL_COLON_RE = compile_pattern(r"[ \t\u00a0]{0,2}:(?![/\\0-9])")


#: A sentence's end inside a name found by its legal form: a word of two letters or more
#: with a lower-case letter, its full stop, a space and a capital ("Thursday. Company").
_SENTENCE_END_RE = regex.compile(r"(?<=\p{L}\p{Ll})\.[ \u00a0](?=\p{Lu})")


#: A hyphen or an underscore and a digit right after a legal form written in capitals: the
#: form's letters open a code ("INC-20431", "LTD_2024_07"), they end no firm's name.
_CODE_AFTER = regex.compile(r"[-_]\d")


def _legal_name_start(text: str, start: int, end: int) -> int | None:
    """Where a name found by its legal form at ``start:end`` starts once a sentence that ends
    inside it is left out ("We met on Monday. Acme Ltd" is "Acme Ltd"); ``start`` where none
    ends there, and None where only the form is left ("back Thursday. Company: Kerry Group
    plc": the field's label). A dotted legal form or abbreviation is no sentence's end
    ("Warner Bros. Entertainment Inc", "Acme Intl. Ltd")."""
    cut = start
    for m in _SENTENCE_END_RE.finditer(text, start, end):
        word = text[max(start, text.rfind(" ", start, m.start()) + 1) : m.start()]
        if (
            word.casefold() + "." in _CUES.dotted_forms
            or word.casefold() in _CUES.name_abbreviations
            or "." in word
        ):
            continue
        cut = m.end()
    if cut == start:
        return start
    return cut if ORG_RE.fullmatch(text, cut, end) is not None else None


#: The word right after a finding.
_WORD_AFTER_RE = regex.compile(r"[ \u00a0](\p{L}{2,30})(?![\p{L}\p{M}])")


def _job_after(text: str, end: int) -> bool:
    """Whether a job noun (``job_nouns``) follows ``end`` ("Senior Software Engineer", "Lead
    Energy Analyst"): the words before it are the job's field, not a firm."""
    m = _WORD_AFTER_RE.match(text, end)
    return m is not None and m.group(1).casefold() in _CUES.job_nouns


#: Words of ``leading_stopwords`` that a firm's name holds inside (``name_inner_words``).
_NAME_INNER_WORDS = frozenset(_ORG_DATA["name_inner_words"])


def _after_capitals_link(text: str, start: int, end: int) -> int:
    """Where a name starts in text written in capitals: the sentence's words join the name
    there ("SUPPLIER CONTACT AT HARLOW LTD", "VP FINANCE AT Kestrel Analytics GmbH"), so it
    starts after the last word of ``leading_stopwords`` inside it, written in capitals after a
    word in capitals, that no firm's name holds (a preposition, a verb, a pronoun); in mixed
    case those words are lower case and end the name before it starts ("IS Partners Ltd"
    after "Send to" stays whole)."""
    if text.find(" ", start, end) < 0:
        return start
    pos = start
    shouting = False  # the word before is written in capitals
    while True:
        space = text.find(" ", pos, end)
        if space < 0:
            return start
        word = text[pos:space].strip(".,")
        key = word.casefold()
        capitals = len(word) > 1 and word.isupper()
        if shouting and capitals and key in _LEADING_STOPWORDS and key not in _NAME_INNER_WORDS:
            start = space + 1
        shouting = capitals
        pos = space + 1


#: Words that open a job's title before its field ("VP Finance", "Head of Finance").
_JOB_TITLE_HEADS = frozenset(h.casefold() for h in _ORG_DATA["job_title_heads"])
#: Words inside a job's title between its heads and its field (``job_title_links``).
_JOB_TITLE_LINKS = frozenset(_ORG_DATA["job_title_links"])


def _job_title(text: str, start: int, end: int) -> bool:
    """Whether every word before the industry word at the end of ``text[start:end]`` opens a
    job's title (``job_title_heads``) or links its words ("VP Finance", "Head of Finance",
    "Vice President Finance"): a job, no firm."""
    words = text[start:end].casefold().split()
    return (
        len(words) > 1
        and words[0] in _JOB_TITLE_HEADS
        and all(w in _JOB_TITLE_HEADS or w in _JOB_TITLE_LINKS for w in words[1:-1])
    )


def _a_field_label(text: str, start: int, end: int) -> bool:
    """Whether the words at ``start:end`` open their line and a colon follows them: the label
    of a form's field ("Gewünschte Klinik: Reha-Zentrum Bad Nauheim"), not a name."""
    return (
        _LABEL_COLON_RE.match(text, end) is not None
        and _LINE_START_RE.search(text, max(0, start - 12), start) is not None
    )


#: After a field's label ("Werkgever: Heineken Zoeterwoude", "Empresa: Inditex, Arteixo") the
#: name is the field's whole value: the line ends, or a comma or a bracket follows it.
_LABEL_VALUE_END_RE = compile_pattern(r"[ \t]*(?:[,;(\-–]|\r?\n|$)")
_BARE_NAME_KINDS = frozenset(
    {"employer", "as-employer", "previous-employer", "apposition-employer", "time-at"}
    | {"descriptor", "possessive", "office", "role-of", "predicate"}
)
#: Of those, the ones after a job: a known place there is where the job was, not the employer.
_JOB_KINDS = frozenset({"as-employer", "previous-employer"})

#: Words stripped from the front of a match ("Yesterday Acme Ltd" -> "Acme Ltd"); adjectives
#: such as "Northern" stay, they are part of names.
_LEADING_STOPWORDS = _CUES.leading_stopwords
#: The longest word of each employer phrase ("left" of "she left", not "she", which is
#: inside every "the"); the window before it reaches back over the longest phrase.
_EMPLOYER_ANCHORS = tuple(
    sorted({max(p.rstrip(":").lower().split(" ")[::-1], key=len) for p in _CUES.employer_phrases})
)
_EMPLOYER_BEFORE = max(len(p) for p in _CUES.employer_phrases) + 1
#: Employers in lower case after a first-person work phrase, by language (``_lower_employers``).
_LOWER_EMPLOYER_PHRASES = _CUES.lower_employer_phrases
_LOWER_EMPLOYER_ANCHORS = {
    lang: tuple(sorted({max(p.split(" ")[::-1], key=len) for p in phrases}))
    for lang, phrases in _LOWER_EMPLOYER_PHRASES.items()
}
_LOWER_EMPLOYER_RES = {
    lang: compile_pattern(
        r"(?<![\w])(?P<p>(?i:" + literal_alternation(phrases) + r"))[ ]"
        r"(?P<v>\p{Ll}[\p{Ll}\p{M}0-9&'’\-]{1,30}(?:[ ]\p{Ll}[\p{Ll}\p{M}0-9&'’\-]{1,30}){0,2})"
        r"(?![\w])"
    )
    for lang, phrases in _LOWER_EMPLOYER_PHRASES.items()
}
_LOWER_BEFORE = max(len(p) for phrases in _LOWER_EMPLOYER_PHRASES.values() for p in phrases) + 1
#: A firm of ``employer_brands`` in any case after a work phrase of the third person or a
#: salary ("works at amazon", "31k at Tesco"; ``brand_employer_phrases``).
_BRAND_EMPLOYER_PHRASES = tuple(load_data("org_cues.json")["brand_employer_phrases"])
#: The whole phrases are the anchors; a salary ("31k at", "28,000 at") is found by its "k at"
#: or ",000 at" with a digit before it.
_BRAND_EMPLOYER_ANCHORS = tuple(
    sorted(p for p in _BRAND_EMPLOYER_PHRASES if p[:1].isalpha() and p != "k at")
)
_BRAND_SALARY_ANCHORS = ("k at ", ",000 at ")
_BRAND_EMPLOYER_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_BRAND_EMPLOYER_ANCHORS) + r")[ ]"
    r"(?P<v>\p{L}[\p{L}\p{M}&'’\-]{1,30}(?:[ ]\p{L}[\p{L}\p{M}&'’\-]{1,30}){0,3})"
)
#: The employer's words right after a salary's "at ".
_BRAND_VALUE_RE = compile_pattern(
    r"(?P<v>\p{L}[\p{L}\p{M}&'’\-]{1,30}(?:[ ]\p{L}[\p{L}\p{M}&'’\-]{1,30}){0,3})"
)
#: "worked for two years at Initech", "j'ai travaillé quatre ans chez Decathlon": a work verb,
#: one to three lower-case words or numbers, a preposition and the employer.
_WORK_GAP_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_CUES.work_verbs) + r")"
    r"(?:[ ][\p{Ll}0-9][\p{Ll}0-9'’\-]{0,20}){1,3}[ ]"
    r"(?P<p>(?i:"
    + literal_alternation(_CUES.work_prepositions)
    + r"))[ ]"
    + _ARTICLE
    + r"(?P<v>"
    + _EMPLOYER_NAME
    + ")"
)
_WORK_VERB_ANCHORS = tuple(sorted({v.casefold() for v in _CUES.work_verbs}))
#: "bei Siemens in Erlangen gearbeitet", "bij Philips gewerkt": the participle comes last.
_WORK_LAST_RE = compile_pattern(
    r"(?<![\w])(?i:bei|bij)[ ](?P<v>" + _EMPLOYER_NAME + r")"
    r"(?:[ ][\p{L}0-9][\p{L}0-9'’\-]{0,20}){0,3}[ ]"
    r"(?i:" + literal_alternation(_CUES.work_participles) + r")(?![\w])"
)
#: The longest word of each participle ("dienst" of "in dienst", not "in").
_WORK_LAST_ANCHORS = tuple(sorted({max(p.split(" "), key=len) for p in _CUES.work_participles}))
#: "caissière chez Intermarché": a capitalised name after "chez".
_SHOP_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_CUES.shop_prepositions) + r")[ ]"
    r"(?P<v>" + _EMPLOYER_NAME + ")"
)
_SHOP_ANCHORS = tuple(p + " " for p in _CUES.shop_prepositions)
#: "habe bei Rossmann in Bielefeld eine Absage bekommen", "werk bij Albert Heijn in
#: Zaandam": a name after "bei" / "bij" (``venue_prepositions``) and before "in" and a known
#: town is a firm or a venue there (checked in ``_venue_towns``).
_VENUE_PREPOSITIONS = tuple(_ORG_DATA["venue_prepositions"])
_VENUE_TOWN_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_VENUE_PREPOSITIONS) + r")[ ]"
    r"(?P<v>" + _EMPLOYER_NAME + r")[ ](?:in|im)[ ](?P<t>\p{Lu}[\p{L}\p{M}\-]{2,30})(?![\w])"
)
_VENUE_ANCHORS = tuple(p + " " for p in _VENUE_PREPOSITIONS)
#: A church, school or hospital named after a saint as chat writes it ("at st johns primary",
#: "leaving st michaels at easter"; ``saint_institution_kinds``, ``saint_institution_before``).
_SAINT_RE = compile_pattern(
    r"(?P<v>(?i:st\.?|saint)[ ](?P<n>\p{L}[\p{Ll}\p{M}\-]{1,20}?)(?:['’]?s)?"
    r"(?:[ ](?P<k>(?i:" + literal_alternation(_ORG_DATA["saint_institution_kinds"]) + r")))?)"
    r"(?![\w'’])"
)
#: One of ``saint_institution_before`` right before the saint; searched from the end.
_SAINT_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\w])(?:"
    + literal_alternation(_ORG_DATA["saint_institution_before"], reverse=True)
    + r")[ ]$",
    regex.REVERSE,
)
_SAINT_ANCHORS = ("st ", "st. ", "saint ")
#: A school in lower case named by its town or district ("at ravensthorpe infants";
#: ``lower_school_kinds``).
_LOWER_SCHOOL_KINDS = tuple(_ORG_DATA["lower_school_kinds"])
_LOWER_SCHOOL_RE = compile_pattern(
    r"(?<![\w'’\-])(?P<p>\p{Ll}[\p{Ll}\-]{2,25})[ ]"
    r"(?P<k>" + literal_alternation(_LOWER_SCHOOL_KINDS) + r")(?![\w'’])"
)
_LOWER_SCHOOL_ANCHORS = tuple(" " + k for k in _LOWER_SCHOOL_KINDS)
#: Pubs by the names many share ("at the red lion from 8"; ``pub_names``).
_PUB_NAMES = tuple(_ORG_DATA["pub_names"])
_PUB_AFTER = frozenset(_ORG_DATA["pub_after"])
_PUB_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_ORG_DATA["pub_before"]) + r")[ ]"
    r"(?P<v>(?i:" + literal_alternation(_PUB_NAMES) + r"))(?![\w'’])"
)
#: What may follow a pub's name: a clause's end, or a word of ``pub_after``.
_PUB_FOLLOW_RE = compile_pattern(r"[ \t]*(?:[.,;:!?)\n]|[ ](?P<w>\p{L}+)(?![\w'’]))")
_PUB_BEFORE = max(len(p) for p in _ORG_DATA["pub_before"]) + 2
#: A job preposition, an article maybe and the employer: "at Ocado", "en el Banco Sabadell".
_AT_EMPLOYER = (
    r"(?P<p>(?i:"
    + literal_alternation(_CUES.job_prepositions)
    + r"))[ ]"
    + _ARTICLE
    + r"(?P<v>"
    + _EMPLOYER_NAME
    + ")"
)
#: "then team lead at Ocado", "responsabile acquisti in Barilla": a job noun, up to two
#: lower-case words, a preposition and the employer.
_JOB_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_CUES.job_nouns) + r")"
    r"(?:[ ]\p{Ll}[\p{Ll}'’\-]{0,20}){0,2}[ ]" + _AT_EMPLOYER
)
#: "… at Ocado, then shift lead at DHL Supply Chain", "seit 2017 bei Siemens Healthineers,
#: vorher bei Bosch": the next station of a CV line (``cv_sequence_words``), a year maybe, up to
#: three lower-case words (a job title no list has), a job preposition and the employer.
CV_NEXT_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_ORG_DATA["cv_sequence_words"]) + r")"
    r"(?:[ ](?:19|20)\d\d)?,?(?:[ ]\p{Ll}[\p{Ll}'’\-]{0,20}){0,3}?[ ]" + _AT_EMPLOYER
)
_CV_ANCHORS = tuple(sorted({w.casefold().split(" ", 1)[0] for w in _ORG_DATA["cv_sequence_words"]}))
_CV_WORDS = tuple(_ORG_DATA["cv_words"])
#: A name after an article whose words are all this frequent in the text's language is a
#: common noun ("en el Ayuntamiento": 4.6, "bei der Stadt"), not an employer ("alla Lavazza").
_ARTICLE_NAME_ZIPF = 4.0
#: The first word of each job noun: the pattern is tried only where one starts a word.
#: A job noun right after a work phrase is the job, not the employer ("un lavoro da
#: infermiere", "trabajo para cajera").
_JOB_NOUN_WORDS = frozenset(j.casefold() for j in _CUES.job_nouns)
_JOB_ANCHORS = tuple(sorted({j.casefold().split(" ", 1)[0] for j in _CUES.job_nouns}))
#: "operated at Alder Hey", "ricoverata al Niguarda", "ingresado en La Fe", "ligt in het
#: Gelre": a hospital named by its own name alone after a verb of care and its preposition
#: (``care_phrases``), maybe an article (``care_articles``), then one to three capitalised
#: words (a particle between two of them). Whether they name a hospital is checked after.
_CARE = load_data("org_cues.json")
_CARE_ARTICLES = tuple(_CARE["care_articles"])
#: An indefinite article right before an institution's kind and its link: "en una residencia
#: de Logroño" ("a Hotel Bellavista" is named).
_INDEFINITE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\w])(?:" + literal_alternation(_CARE["indefinite_articles"]) + r")[ ]$",
    regex.REVERSE,
)
CARE_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(_CARE["care_phrases"]) + r")"
    r"(?:[ ](?P<a>" + literal_alternation(a for a in _CARE_ARTICLES if a[-1:] not in "'’") + r"))?"
    r"(?:[ ]|(?<=['’]))"
    r"(?P<v>\p{Lu}[\p{L}\p{M}0-9'’\-]{1,30}"
    r"(?:[ ](?:(?:de|del|di|van|von|du)[ ])?\p{Lu}[\p{L}\p{M}0-9'’\-]{1,30}){0,2})(?![\w])"
)
#: The longest word of each care phrase ("admitted" of "admitted to"; "cura" of "in cura al").
_CARE_ANCHORS = tuple(
    sorted({max(p.casefold().rstrip("'’").split(" "), key=len) for p in _CARE["care_phrases"]})
)
_CARE_BEFORE = max(map(len, _CARE["care_phrases"])) + 1
#: A single word this frequent in the text's language after a care phrase with no article is
#: a word ("ricoverato a Natale": 4.9), not a hospital ("operated at Alder Hey").
_CARE_WORD_ZIPF = 4.0
#: The locative prepositions that end a work phrase ("lavoro in", "travaille à", "trabaja
#: en"): a known place's name alone after one is where someone works ("lavoro in Italia"),
#: unlike "at" ("worked at Bletchley Park").
_WORK_LOCATIVES = frozenset({"in", "à", "en"})
#: Hospitals named by their own name ("in der Charité", "in het Erasmus MC", "at
#: Addenbrooke's"; ``named_hospitals``), after one of ``named_hospital_links``.
_NAMED_HOSPITALS = tuple(_CARE["named_hospitals"])
_NAMED_HOSPITAL_GROUPS = tuple((h,) for h in _NAMED_HOSPITALS)
_NAMED_HOSPITAL_LINKS = frozenset(_CARE["named_hospital_links"])
#: Hospitals chat names in lower case too ("im klinikum rechts der isar", "in het amc", "al
#: niguarda"; ``named_hospitals_any_case``), after a link that is no English word ("to hug").
_NAMED_HOSPITALS_ANY_CASE = tuple(_CARE["named_hospitals_any_case"])
_ANY_CASE_HOSPITAL_LINKS = _NAMED_HOSPITAL_LINKS - {"at", "to", "from", "the"}
#: Capitals beside a person's name that are a role, a team or a country ("Anna (CEO)").
_BESIDE_NOT_FIRMS = frozenset(_CARE["beside_person_not_firms"])
#: A firm's name in brackets or after a dash right after a person's name ("Ruud (ASML)",
#: "Sabine Wöhrle – Bosch, Einkauf", "Jérôme – Dassault Systèmes,"): one to three capitalised
#: words (an acronym, a particle between them), closed by the bracket or, after a dash, by a
#: comma, a colon, a second dash, a line's or the text's end.
_BESIDE_WORD = r"\p{Lu}[\p{L}\p{M}0-9&'’\-]{0,30}"
BESIDE_PERSON_RE = compile_pattern(
    r"[ ](?:\((?P<v>" + _BESIDE_WORD + r"(?:[ ]" + _BESIDE_WORD + r"){0,2})\)"
    r"|[–—\-][ ](?P<w>" + _BESIDE_WORD + r"(?:[ ]" + _BESIDE_WORD + r"){0,2})"
    r"(?=[ ]?[,:;]|[ ][–—\-][ ]|[ ]?\n|[ ]?\Z))"
)
#: The most a firm's word beside a person may be used in any language the detector reads
#: ("Bosch" 4.4 and "Siemens" 4.1 are listed brands; "Mutter" 5.3, "Sales" 5.0 are words).
_BESIDE_FIRM_ZIPF = 4.0
#: Firms whose names the frequency test takes for words, named as employers after a work or
#: job phrase ("ingénieure chez Airbus", "bei der Allianz"; ``employer_brands``).
_EMPLOYER_BRANDS = frozenset(b.casefold() for b in _CARE["employer_brands"])
#: Firms whose whole name reads as a person or a phrase ("John Lewis", "Albert Heijn", "El
#: Corte Inglés"; ``employer_brand_names``): named as employers by the whole name only.
_EMPLOYER_BRAND_NAMES = tuple(strip_possessive(b).casefold() for b in _CARE["employer_brand_names"])


def _a_brand(name: str) -> bool:
    """Whether ``name`` is, or starts with, a firm of ``employer_brands`` (its first word) or
    of ``employer_brand_names`` (its whole name, then a space or the end)."""
    folded = strip_possessive(name).casefold()
    if folded.split(" ", 1)[0] in _EMPLOYER_BRANDS:
        return True
    return any(
        folded == b or (folded.startswith(b) and folded[len(b)] == " ")
        for b in _EMPLOYER_BRAND_NAMES
    )


#: A town in lower case right after a venue or employer ("bij PostNL in nieuwegein").
_LOWER_TOWN_AFTER_RE = compile_pattern(
    r",?[ ](?:" + literal_alternation(_CUES.town_links) + r")[ ]"
    r"(?P<t>\p{Ll}[\p{L}\p{M}'’\-]{1,30})(?![\w])"
)
#: "… in Renesse", "… ad Agordo": the town right after a venue or an employer (not the first
#: word of a longer name: "en Sant Cugat" is the gazetteer's).
_TOWN_AFTER_RE = compile_pattern(
    r",?[ ](?:" + literal_alternation(_CUES.town_links) + r")[ ]"
    r"(?P<t>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]{1,30})(?![\w]|[ ]\p{Lu})"
)
#: The patterns whose name is a place of someone's life or work, and a town may follow.
_TOWN_BEFORE = frozenset(
    {"institution-direct", "institution-tail", "institution", "work-gap", "work-last", "shop"}
    | {"employer", "as-employer", "job", "care", "institution-hyphen"}
)
#: Where a town after a venue or employer is found: a place, as the gazetteer's are.
TOWN_SCORE = 0.55
#: Words before a firm's name ("M/s", "Messrs."; ``firm_prefixes`` of ``org_cues.json``) and
#: the firm's capitalised words after one.
_FIRM_PREFIXES = frozenset(_CUES.firm_prefixes)
_FIRM_PREFIX_LITERALS = tuple(f"{p} " for p in _CUES.firm_prefixes)
_PREFIXED_FIRM_RE = compile_pattern(
    r"(?<![\p{L}])(?:"
    + literal_alternation(sorted(_CUES.firm_prefixes, key=len, reverse=True))
    + r")[ ](?P<n>\p{Lu}[\p{L}\p{M}'’\-.]{0,30}"
    r"(?:[ ](?:\p{Lu}[\p{L}\p{M}'’\-.]{0,30}|&|and|of|\([A-Z]\)|\(India\))){0,7})"
)
#: A ship's name (``vessel_prefixes``, ``vessel_words`` and ``vessel_name_stops`` of
#: ``org_cues.json``): after a prefix in capitals, after a ship's word in quotes, or after an
#: article or a possessive and a ship's word.
_VESSEL_PREFIXES = tuple(load_data("org_cues.json")["vessel_prefixes"])
_VESSEL_WORDS = tuple(load_data("org_cues.json")["vessel_words"])
_VESSEL_STOPS = frozenset(load_data("org_cues.json")["vessel_name_stops"])
_VESSEL_NAME = (
    r"\p{Lu}[\p{L}\p{M}'’\-]*(?:[ ](?:\p{Lu}[\p{L}\p{M}'’\-]*|[0-9]{1,4})){0,3}(?![\p{L}\p{M}0-9])"
)
_VESSEL_RE = compile_pattern(
    r"(?<![\w/.])(?:"
    + literal_alternation(sorted(_VESSEL_PREFIXES, key=len, reverse=True))
    + r")[ ](?P<p>"
    + _VESSEL_NAME
    + r")|(?<![\p{L}])(?i:"
    + literal_alternation(_VESSEL_WORDS)
    + r")[ ](?:[\"“](?P<q>\p{Lu}[^\"”\n]{1,39})[\"”]|'(?P<s>\p{Lu}[^'\n]{1,39})')"
    + r"|(?<![\p{L}])(?i:the|a|her|his|its|their|our)[ ](?i:"
    + literal_alternation(_VESSEL_WORDS)
    + r")[ ](?P<n>"
    + _VESSEL_NAME
    + r")"
)
#: A prison after its prefix (``prison_prefixes`` of ``org_cues.json``): "HMP Garth".
_PRISON_PREFIXES = tuple(load_data("org_cues.json")["prison_prefixes"])
_PRISON_RE = compile_pattern(
    r"(?<![\w/.&])(?:"
    + literal_alternation(sorted(_PRISON_PREFIXES, key=len, reverse=True))
    + r")[ ](?P<n>\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]*(?:[ ]\p{Lu}\p{Ll}[\p{L}\p{M}'’\-]*){0,2})"
    + r"(?![\p{L}\p{M}])"
)
_PRISON_LITERALS = tuple(f"{p} " for p in _PRISON_PREFIXES)
_PRISON_TOKENS = frozenset(p.split()[0] for p in _PRISON_PREFIXES)
_VESSEL_PREFIX_LITERALS = tuple(f"{p} " for p in _VESSEL_PREFIXES)
_VESSEL_WORD_LITERALS = tuple(f"{w} " for w in _VESSEL_WORDS)
_VESSEL_TOKENS = frozenset({*_VESSEL_PREFIXES, *(t for w in _VESSEL_WORDS for t in w.split())})
#: Lower-case legal forms, longest first ("pty ltd" before "ltd").
_LOWER_LEGAL_FORMS = tuple(sorted(_CUES.lower_case_legal_forms, key=len, reverse=True))
#: Up to three lower-case words right before a lower-case legal form, read back from it.
_LOWER_NAME_BEFORE_RE = compile_pattern(
    r"(?:[\p{Ll}\p{N}&'’\-]{1,30}[ ]){0,2}[\p{Ll}\p{N}&'’\-]{1,30}$"
)


def _surname_word(word: str, lex: Lexicon) -> bool:
    """A surname of the lexicon that is no everyday English word ("rossi", "müller")."""
    return word in lex.surnames and word not in lex.common


#: Below this Zipf frequency in every one of the six languages a word is a coined name.
_RARE_ZIPF = 3.0
#: A word of its language at this Zipf frequency or more is no employer in lower case
#: ("trabajo en casa": 5.8; "ich arbeite bei bmw": 4.4).
_WORD_ZIPF = 4.6
#: Legal forms that are also ordinary words or common abbreviations.
_WEAK_SUFFIXES = _CUES.weak_legal_forms


#: "Abby Holloway of Opencounter", "Zoe Young from Flightaware": a person's affiliation. Found
#: with ``str.find`` for these link words before a capital; the name before is checked after.
_AFFILIATION_LINKS = (" of ", " from ")
AFFILIATION_RE = compile_pattern(
    r"\p{Lu}[\p{L}\p{M}0-9&\-]{1,30}(?:[ ](?:&[ ])?\p{Lu}[\p{L}\p{M}0-9&\-]{1,30}){0,2}(?![\w])"
)
#: A given name, an optional initial and a surname right before the link word.
_PERSON_BEFORE_RE = compile_pattern(
    r"(?<![\w])(?P<g>\p{Lu}\p{Ll}{1,20})[ ](?:\p{Lu}\.?[ ])?\p{Lu}[\p{L}\p{M}'’\-]{1,30}\Z"
)


#: A line's decoration before its words: e-mail quoting, bullets.
_LINE_LEAD = r"[ \t>*•?\-]{0,8}"
#: An address line: a house number (or a PO box) first, and a word after it.
_STREET_LINE_RE = compile_pattern(
    _LINE_LEAD + r"(?:[0-9]{1,6}[A-Za-z]?[ ,]{1,2}\p{L}|(?i:p\.?[ ]?o\.?[ ]box|psc|unit)[ ]?[0-9])"
)
_LINE_LINKS = frozenset({"and", "of", "&", "und", "et", "y", "en", "e"})
#: A company line: one to five capitalised words (a link word between them), nothing else.
_ORG_LINE_RE = compile_pattern(
    _LINE_LEAD + r"(?P<v>\p{Lu}[\p{L}\p{M}&'’.\-]{1,30}"
    r"(?:,?[ ](?:\p{Lu}[\p{L}\p{M}&'’.\-]{0,30}|and|of|&|und|et|y|en|e)){0,4})[ \t]*"
)
#: A person's name line: a known given name, an optional initial, one or two more names.
_NAME_LINE_RE = compile_pattern(
    _LINE_LEAD + r"(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?[ ])?(?P<g>\p{Lu}\p{Ll}{1,20})(?:[ ]\p{Lu}\.?)?"
    r"(?:[ ]\p{Lu}[\p{L}\p{M}'’\-]{1,30}){1,2}[ \t]*"
)


def _lines(text: str) -> list[tuple[int, int]]:
    """(start, end) of each line, without its line break."""
    out = []
    start = 0
    for part in text.split("\n"):
        out.append((start, start + len(part)))
        start += len(part) + 1
    return out


def _plain(word: str, lex: Lexicon) -> bool:
    """A link, an everyday word or a surname that is no given name ("Senior", "Nurse"): what
    job titles are made of. The parts of a hyphenated word must all be everyday words
    ("Vice-President"); "Weber-Santana" is a firm's name."""
    key = word.casefold()
    if key in _LINE_LINKS:
        return True
    if "-" in key:
        return all(p in lex.common or is_everyday(p) for p in key.split("-") if p)
    return key in lex.common or is_everyday(key) or (key in lex.surnames and key not in lex.first)


def _is_name_line(line: str, lex: Lexicon) -> bool:
    m = _NAME_LINE_RE.fullmatch(line)
    return m is not None and m.group("g").casefold() in lex.first


#: Labels of a signature's contact line ("Tel: …", "M: …", "E-mail: …"), and a line that
#: starts with an international or North American phone number.
_CONTACT_LINE_RE = compile_pattern(
    _LINE_LEAD
    + r"(?:(?i:"
    + literal_alternation(tuple(_ORG_DATA["signature_contact_labels"]))
    + r")[ \t]?[:.][ \t]?\S|\+[0-9]|\([0-9]{3}\)[ ]?[0-9])"
)
#: The employer right after a signature's job title: above a name rule's guess at its words
#: ("Office Manager / Kindle Creek").
TITLED_SIGNATURE_SCORE = 0.8
#: A street line with its number after the name ("Rua das Flores, 145", "Lindenstraße 12").
_NUMBER_LAST_STREET_RE = compile_pattern(
    _LINE_LEAD
    + r"\p{L}[\p{L}\p{M}.'’\-]{1,30}(?:[ ][\p{L}\p{M}.'’\-]{1,30}){0,4},?[ ][0-9]{1,5}[a-z]?[ \t]*"
)
#: Words that make a line of plain words a job title ("Product Designer", "Head of Sales").
_TITLE_WORDS = _CUES.title_words
#: Sign-offs ("Kind regards,", "Thanks!") before a signature's name line.
_SIGNOFFS = frozenset(person_cues().signoffs)
#: Words that make an institution a public body (``_public_cited_side``).
_PUBLIC_WORDS = frozenset(person_cues().public_words)
#: An English word this frequent is a job title's word ("Junior", "Senior") beside a title word.
_TITLE_ZIPF = 3.5
#: A job title's word as a token of the text, capitalised, alone or with the comma that ends
#: the title ("Coordinator,", "Head"): the cue of a signature written in a sentence ("Ana
#: Ruiz, Logistics Coordinator, Loomcraft"; "Ana Ruiz, Head of Partnerships, Ember & Oak").
_TITLE_COMMA_TOKENS = frozenset(
    form + comma
    for w in _TITLE_WORDS
    for form in (w[:1].upper() + w[1:], w.upper())
    for comma in ("", ",")
)
#: A contact field after a signature's employer ("+44 20 …", "(520) 555-0101", "Tel: …").
_CONTACT_START_RE = compile_pattern(r"[ ]?(?:\+?[0-9(]|(?i:tel|phone|mobile|email|e-mail)\b)")
#: The longest line of a signature's name, title or company (a paragraph is none).
_SIGNATURE_LINE_MAX = 80
#: How many lines before its street or contact line a signature's name line may stand.
_BLOCK = 6
#: Separators of a signature written on one line ("Ana Ruiz | Designer | Loomcraft | …").
_FIELD_SEPARATORS = (" | ", " · ", " • ")


def _fields(text: str, in_text: list[str]) -> list[tuple[int, int]]:
    """(start, end) of each line, a line with field separators (``in_text``: those the text
    holds) cut into its fields."""
    if not in_text:
        return _lines(text)
    out = []
    for start, end in _lines(text):
        line = text[start:end]
        seps = [sep for sep in in_text if sep in line]
        if not seps:
            out.append((start, end))
            continue
        cuts = sorted(
            (i, len(sep)) for sep in seps for i in range(len(line)) if line.startswith(sep, i)
        )
        pos = 0
        for cut, width in cuts:
            out.append((start + pos, start + cut))
            pos = cut + width
        out.append((start + pos, end))
    return out


def _separators(ctx: ScanContext) -> list[str]:
    """The field separators the text holds, each a token between spaces: looked up among the
    text's tokens, not searched for in it."""
    tokens = ctx.text_tokens
    return [sep for sep in _FIELD_SEPARATORS if sep.strip() in tokens]


def _heads_signature(fields: list[str], k: int, lex: Lexicon) -> bool:
    """Whether field ``k`` is a person's name line: a known given name and a surname, also
    in capitals ("TOBIAS RICCI"), or any name-shaped line right after a sign-off
    ("Thanks!", "Kind regards,", "--")."""
    line = fields[k].strip()
    if len(line) > _SIGNATURE_LINE_MAX:
        return False
    if _title_line(line, lex):
        return False  # "JUNIOR DEVELOPER", "Grace Director": a job title
    if _is_name_line(line, lex) or (line.isupper() and _is_name_line(line.title(), lex)):
        return True
    if _NAME_LINE_RE.fullmatch(line.title() if line.isupper() else line) is None:
        return False
    if k == 0 or not fields[k - 1].strip():
        # the first line of a block, before its street or contact line: a name no list
        # holds ("Karin Beike"), unless every word is an everyday one ("Order Summary")
        return not all(_plain(w, lex) for w in line.split())
    j = k - 1
    while j >= 0 and not fields[j].strip():
        j -= 1
    before = fields[j].strip() if j >= 0 else ""
    key = before.rstrip(",.!:;").strip().casefold()
    return key in _SIGNOFFS or key in {"-", "--"}


def _title_line(line: str, lex: Lexicon) -> bool:
    """A job title: plain words, one of them a job noun or title word ("Staff Accountant",
    "Head of Partnerships", "CUSTOMER SUCCESS MANAGER")."""
    words = line.strip().replace(",", "").split(" ")
    return any(w.casefold() in _TITLE_WORDS for w in words) and all(
        w
        and (
            w.casefold() in _TITLE_WORDS
            or _plain(w, lex)
            or frequency(w.casefold(), "en") >= _TITLE_ZIPF
        )
        for w in words
    )


#: Titles before a surname ("Frau Okonkwo (Siemens Healthineers)"), in lower case.
_BESIDE_TITLES = frozenset(t.casefold().rstrip(".") for t in person_cues().titles)


def _person_just_before(text: str, start: int, lex: Lexicon) -> bool:
    """Whether a person's name ends at ``start``: its last word (or an initial after a given
    name, "Marta B.") is capitalised, and it or one of the two words before it is a known given
    name or surname, or a title stands before it ("Frau Okonkwo", "Ruud de Klerk")."""
    line = text[max(0, start - 60) : start].rsplit("\n", 1)[-1]
    words = [w for w in line.split(" ")[-4:] if w]
    if not words or not words[-1][:1].isupper():
        return False
    last = words[-1].rstrip(".").casefold()
    if last in lex.first or last in lex.surnames:
        return not (len(words) == 1 and is_everyday(last))
    for word in words[-3:-1]:
        key = word.strip("[]():,").rstrip(".").casefold()
        if key in lex.first or key in _BESIDE_TITLES:
            return True
    return False


def _not_beside_firm(word: str) -> bool:
    """A first word in brackets that is no firm: a role or team, a German noun, a name."""
    key = word.casefold()
    if key in _EMPLOYER_BRANDS:
        return False
    return (
        key in _BESIDE_NOT_FIRMS
        or key in lexicon().first
        or key in _NOT_ALONE
        or is_german_noun(word)
        or is_everyday(key)
    )


def _beside_firm_word(word: str) -> bool:
    """A word of a firm's name: a listed brand, or rare as a word in every language read."""
    if word.casefold() in _EMPLOYER_BRANDS:
        return True
    if word.casefold() in _BESIDE_NOT_FIRMS or is_german_noun(word):
        return False
    return top_frequency(word.casefold()) < _BESIDE_FIRM_ZIPF


def _link_words(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each affiliation link word followed by a capital letter."""
    n = len(text)
    for link in _AFFILIATION_LINKS:
        pos = text.find(link)
        while pos >= 0:
            end = pos + len(link)
            if end < n and text[end].isupper():
                yield pos, end
            pos = text.find(link, end - 1)


#: Patterns that find an institution or a firm by its kind or legal form ("University of
#: Leeds", "Hospital La Paz", "Kirklees Council", "Abbey Road Studios", "Acme Ltd") rather than
#: by a tie to someone (an employer, an affiliation): asked about by no one, it stays.
_INSTITUTION_KINDS = frozenset(
    {
        "institution",
        "institution-direct",
        "institution-compound",
        "institution-tail",
        "institution-saint",
        "institution-hyphen",
        "industry-word",
        "company-ending",
        "kind-name",
        "legal-suffix",
        # a hospital known by its own name: "Tell me the history of the Charité"
        "named-hospital",
        # "Loomcraft was founded by …" in a prompt about the world
        "predicate",
        # an employer's phrase ties a firm to someone only where the text names someone:
        # "What does a product manager at Google do?" asks about the firm
        "employer",
        "time-at",
    }
)


#: Patterns that find a firm by an industry word or a company ending alone ("Consumer
#: Insurance", "Northwind Software"), words a statute's title holds too.
_INDUSTRY_KINDS = frozenset({"industry-word", "company-ending"})


#: How far after its start ``_JOB_RE`` can reach its preposition: the longest job noun, two
#: lower-case words of 21 characters with their spaces, a space and the longest preposition.
_JOB_LINK_REACH = (
    max(map(len, _CUES.job_nouns)) + 2 * 22 + 1 + max(map(len, _CUES.job_prepositions)) + 1
)
#: A preposition of ``job_prepositions`` between spaces, as ``_JOB_RE`` has it.
_JOB_LINKS = tuple(f" {p.lower()} " for p in _CUES.job_prepositions)


def _no_job_link(text: str, pos: int) -> bool:
    """Whether no preposition of ``job_prepositions`` follows the job noun at ``pos`` within
    the reach of ``_JOB_RE``: then it has no match at ``pos`` (most job nouns in prose,
    "years", "Jahre", are followed by none)."""
    reach = text[pos : pos + _JOB_LINK_REACH].lower()
    return not any(link in reach for link in _JOB_LINKS)


def _stands_alone(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is whole words: no letter or digit before it, none and no
    hyphen after it ("Charité", not "Charité-Mitte")."""
    after = text[end : end + 1]
    return (start == 0 or not text[start - 1].isalnum()) and not (after.isalnum() or after == "-")


def _lower_case_town(word: str) -> bool:
    """A place of either tier written in lower case ("in nieuwegein", "à quimper"): not an
    ambiguous entry, and no word of it a name, an everyday, calendar or tech word ("in
    reading", "in march")."""
    entry = gazetteer().automaton.get(fold_key(word), None)
    if not isinstance(entry, Entry) or entry.category != "LOCATION":
        return False
    if entry.ambiguous and not entry.town:
        return False
    return not any(town_blocked(part) for part in regex.split(r"[\-'’]", word) if len(part) > 3)


#: The kinds of institutions, lower case: a name after an article that starts with one is the
#: kind ("bei den Stadtwerken", "bei der Sparkasse").
_KIND_PREFIXES = tuple(
    sorted(
        {
            h.casefold()
            for h in (
                *_CUES.institution_heads,
                *_CUES.institution_heads_direct,
                *_CUES.institution_heads_before_place,
            )
            if len(h) >= 4
        }
    )
)


#: A word of a hyphenated institution's name this frequent in German is a noun ("Grund": 5.4).
_HYPHEN_NOUN_ZIPF = 5.0


def _hyphen_name(word: str) -> bool:
    """Whether a word glued to an institution's kind names a person or a place."""
    key = word.casefold().rstrip(".")
    return known_place(word) or (
        (is_name(key) or is_public_figure(word))
        and frequency(key, "de") < _HYPHEN_NOUN_ZIPF
        and key not in lexicon().common
    )


_NEXT_LOWER_RE = regex.compile(r"[ ](\p{Ll}[\p{Ll}\-]{1,30})(?![\w])")
#: From this Zipf frequency in one of the six languages a word is a function word ("in" of
#: "Gelre in Apeldoorn"), not a noun the name before it modifies ("office": 5.3).
_FUNCTION_ZIPF = 5.8


def _modifies_a_noun(text: str, end: int) -> bool:
    """Whether a lower-case word that is no function word follows ``end``: the name before
    it modifies that noun ("the Tunceli provincial headquarters", "the Leeds office")."""
    m = _NEXT_LOWER_RE.match(text, end)
    return m is not None and top_frequency(m.group(1)) < _FUNCTION_ZIPF


def _articled(m: regex.Match[str]) -> bool:
    """Whether an article, or a preposition that holds one ("alla"), stands before the name."""
    preposition = m.group("p").casefold() if "p" in m.re.groupindex and m.group("p") else ""
    return bool(m.group("a") or m.group("e")) or preposition in _EMPLOYER_ARTICLES


def _an_employer(ctx: ScanContext, m: regex.Match[str], articled: bool) -> bool:
    """Whether the name of a work or job rule's match is an employer: not a given name, an
    everyday, calendar or tech word, a known place or a German everyday noun ("bei Nacht
    gearbeitet"); an acronym is a firm's name ("DHL Supply Chain"). After an article, a name
    whose words are all frequent in the text's language is a common noun ("en el
    Ayuntamiento")."""
    name = m.group("v")
    first = name.split(" ", 1)[0]
    key = strip_possessive(first).casefold()
    if _a_brand(name):
        return True  # "chez Airbus", "bei der Allianz", "bij Albert Heijn": a firm
    acronym = len(key) >= 2 and first.isupper() and first.isalpha()
    if (
        (not acronym and starts_no_proper_name(first, key))
        or key in _TECH_WORDS
        or known_place(first)
        or (not acronym and is_german_noun(first))
        or first.upper() in vetoes().acronyms
    ):
        return False
    return not (articled and _all_frequent(ctx, name))


def _all_frequent(ctx: ScanContext, name: str) -> bool:
    """Whether every word of ``name`` is frequent in the text's language (a common noun)."""
    lang = ctx.language or "en"
    words = [strip_possessive(w).casefold() for w in name.split(" ")]
    return all(frequency(w, lang) >= _ARTICLE_NAME_ZIPF for w in words)


def _common_after_article(ctx: ScanContext, start: int, name: str) -> bool:
    """Whether an article stands right before ``name`` at ``start`` and every word of the
    name is frequent in the text's language ("en el Ayuntamiento") or the first is a German
    everyday noun or starts with an institution's kind ("bei den Stadtwerken": the institution
    rules name these where a place or a name follows)."""
    before = ctx.text[max(0, start - 8) : start]
    word = before.rstrip().rsplit(" ", 1)[-1]
    articled = word in _EMPLOYER_ARTICLES or (before[-1:] in "'’" and before[-1:] != "")
    first = name.split(" ", 1)[0]
    if _a_brand(name):
        return False  # "bei der Allianz", "à la SNCF": the firm
    return articled and (
        _all_frequent(ctx, name)
        or is_german_noun(first)
        or first.casefold().startswith(_KIND_PREFIXES)
    )


class OrganizationRecognizer(PatternRecognizer):
    NAME = "organization"
    ENTITY = "ORGANIZATION"

    def __init__(self) -> None:
        super().__init__()
        self.categories = frozenset({self.ENTITY, "LOCATION"})

    PATTERNS = (
        Pattern(
            "legal-suffix",
            ORG_RE,
            0.8,
            literals=_SUFFIX_HEADS,
            window=(_NAME_MAX + 2, _SUFFIX_MAX + 3),
        ),
        Pattern(
            "industry-word",
            INDUSTRY_RE,
            0.65,
            anchor_words=tuple(w.lower() for w in _INDUSTRY_WORDS),
            window=(160, 20),
        ),
        Pattern(
            "company-ending",
            COMPANY_ENDING_RE,
            COMPANY_ENDING_SCORE,
            # the capitalised word after a space, case-sensitive: prose says "travel" often
            literals=tuple(" " + w for w in _COMPANY_ENDINGS),
            window=(130, 20),
        ),
        Pattern(
            "descriptor",
            DESCRIPTOR_RE,
            0.65,
            "v",
            anchor_words=tuple(k.split("(")[0] for k in _KINDS),
            window=(240, 12),
        ),
        Pattern(
            "possessive",
            POSSESSIVE_RE,
            0.65,
            "v",
            anchor_words=_BELONGING_ANCHORS,
            window=(140, 20),
        ),
        Pattern(
            "predicate",
            PREDICATE_RE,
            0.65,
            "v",
            anchor_words=_PREDICATE_ANCHORS,
            window=(140, 40),
        ),
        Pattern("office", OFFICE_RE, 0.65, "v", anchor_words=_BELONGING_ANCHORS, window=(140, 20)),
        Pattern(
            "role-of",
            ROLE_OF_RE,
            0.65,
            "v",
            anchor_words=_ROLE_ANCHORS,
            window=(4, 160),
        ),
        Pattern(
            "institution",
            INSTITUTION_RE,
            0.6,
            "v",
            anchor_words=tuple(sorted({h.lower() for h in _CUES.institution_heads})),
            window=(4, 160),
        ),
        Pattern(
            "institution-direct",
            INSTITUTION_DIRECT_RE,
            0.6,
            "v",
            literals=tuple(sorted({h + " " for h in _DIRECT_HEADS})),
            window=(4, 170),
        ),
        Pattern(
            "institution-compound",
            INSTITUTION_COMPOUND_RE,
            0.6,
            "v",
            literals=tuple(sorted({h + " " for h in _COMPOUND_HEADS})),
            window=(34, 40),
        ),
        Pattern(
            "institution-hyphen",
            INSTITUTION_HYPHEN_RE,
            0.6,
            "v",
            literals=tuple(sorted({"-" + k for k in _HYPHEN_KINDS})),
            window=(3 * 32 + 2, max(map(len, _HYPHEN_KINDS)) + 3),
        ),
        Pattern(
            "institution-saint",
            SAINT_RE,
            0.6,
            "v",
            literals=("St ", "St. ", "Saint ", "Sankt "),
            window=(2, 32),
        ),
        Pattern(
            "institution-tail",
            INSTITUTION_TAIL_RE,
            0.6,
            "v",
            # the capitalised kind after a space, case-sensitive: prose says "school" often
            literals=tuple(sorted({" " + t for t in _INSTITUTION_TAILS})),
            window=(_TAIL_WINDOW, _TAIL_AFTER),
        ),
        Pattern("time-at", TIME_AT_RE, 0.6, "v", anchor_words=_TIME_AT_ANCHORS, window=(16, 120)),
        Pattern(
            "as-employer",
            AS_EMPLOYER_RE,
            0.6,
            "v",
            anchor_words=_AS_EMPLOYER_ANCHORS,
            window=(2, 240),
        ),
        Pattern(
            "previous-employer",
            PREVIOUS_EMPLOYER_RE,
            0.6,
            "v",
            anchor_words=("where she", "where he", "where they", "where i", "where we"),
            window=(140, 40),
        ),
        Pattern(
            "apposition-employer",
            APPOSITION_EMPLOYER_RE,
            0.6,
            "v",
            # the noun and its comma ("employer,"), or an adjective after it ("actual,")
            anchor_words=_APPOSITION_ANCHORS,
            window=(40, 120),
        ),
        Pattern(
            "employer",
            EMPLOYER_RE,
            0.6,
            "v",
            anchor_words=_EMPLOYER_ANCHORS,
            window=(_EMPLOYER_BEFORE, 120),
        ),
    )

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        found = [
            *self._patterns(ctx),
            *self._affiliations(ctx),
            *self._lower_employers(ctx),
            *self._brand_employers(ctx),
            *self._pubs(ctx),
            *self._lower_schools(ctx),
            *self._saint_institutions(ctx),
            *self._lower_legal_forms(ctx),
            *self._work_places(ctx),
            *self._venue_towns(ctx),
            *self._kind_names(ctx),
            *self._care_places(ctx),
            *self._named_hospitals(ctx),
            *self._named_hospitals_any_case(ctx),
            *self._firms_beside_persons(ctx),
            *self._comma_signatures(ctx),
            *self._prefixed_firms(ctx),
            *self._vessels(ctx),
            *self._prisons(ctx),
        ]
        if "\n" in ctx.text or _separators(ctx):
            found.extend(self._signature_lines(ctx))
        found.extend(self._next_employers(ctx, found))
        found.extend(self._towns_after(ctx, found))
        cue_words = cue_table().by_word
        for cand in found:
            if cand.kind == "institution-tail" and _a_field_label(ctx.text, cand.start, cand.end):
                continue  # "Gewünschte Klinik: …", "Referring Hospital: …": a form's field
            if cand.kind in _INDUSTRY_KINDS and in_statute_title(ctx.text, cand.start, cand.end):
                continue  # "the Consumer Insurance Act 2012": a statute's title, public law
            if cand.kind == "industry-word" and _job_after(ctx.text, cand.end):
                continue  # "Senior Software Engineer at …": a job's title, no firm
            if cand.kind == "industry-word" and _job_title(ctx.text, cand.start, cand.end):
                continue  # "VP Finance at …", "Head of Finance": a job's title, no firm
            if " ".join(ctx.lower[cand.start : cand.end].split()) in cue_words:
                continue  # "your National Insurance number": an identifier's name, no firm
            # "at Acme's warehouse": the name ends before its possessive (span hygiene), so
            # a later "Acme" gets the same placeholder
            name = ctx.text[cand.start : cand.end]
            # ... but a saint's possessive is the name itself ("at St Luke's")
            saint = _SAINT_END_RE.search(name) is not None or cand.kind == "named-hospital"
            end = cand.end if saint else cand.start + len(strip_possessive(name))
            # a famous firm asked about by no one stays ("What does a product manager at
            # Google earn?"), as its employer check no longer rules it out
            # ... but a firm beside a colleague's name is their employer ("Lisa (KLM):")
            brand = _a_brand(name) and cand.kind != "beside-person"
            public = cand.asked_is_public or cand.kind in _INSTITUTION_KINDS or brand
            yield replace(cand, end=end, asked_is_public=public)

    def _prefixed_firms(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A firm after "M/s" or "Messrs." (``firm_prefixes`` of ``org_cues.json``): its
        capitalised words, "&", "and", "of" between them, up to the first punctuation."""
        if not ctx.text_tokens & _FIRM_PREFIXES:
            return  # most texts: no "M/s" at all (a token-set check, no scan)
        text = ctx.text
        windows = literal_windows(text, _FIRM_PREFIX_LITERALS, 0, 160)
        for m in finditer_in_windows(_PREFIXED_FIRM_RE, text, windows, self.name):
            words = m.group("n").split(" ")
            while words and words[-1] in ("&", "and", "of"):
                words.pop()
            if words and words[-1].endswith(".") and words[-1].casefold() not in _CUES.dotted_forms:
                words[-1] = words[-1].rstrip(".")  # "… Roadlines." ends the sentence
            if not words or not words[-1]:
                continue
            start = m.start("n")
            yield finding(
                self.name, "prefixed-firm", start, start + len(" ".join(words)), self.ENTITY, 0.8
            )

    def _vessels(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A ship's name (see ``_VESSEL_RE``): "M/V MISS CORINNE", "the vessel \"Aegean
        Wind\"", "The towboat Bayou Star"; "the ship In 2020" and "MS Word" stay."""
        if not ctx.text_tokens & _VESSEL_TOKENS and not ctx.contains_any(_VESSEL_WORDS):
            return
        text = ctx.text
        windows = [
            *literal_windows(text, _VESSEL_PREFIX_LITERALS, 0, 80),
            # the ship's words in any case ("THE SHIP", "The Vessel"): found in the lower text
            *literal_windows(ctx.lower, _VESSEL_WORD_LITERALS, 16, 80),
        ]
        for m in finditer_in_windows(_VESSEL_RE, text, windows, self.name):
            group = next(g for g in ("p", "q", "s", "n") if m.group(g) is not None)
            name = m.group(group).rstrip()
            if name.split(" ")[0] in _VESSEL_STOPS:
                continue
            start = m.start(group)
            yield finding(self.name, "vessel", start, start + len(name), self.ENTITY, 0.85)

    def _prisons(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A prison's name after its prefix ("HMP Garth", "HM Prison Barlinnie"); "HMP" alone
        and "HMP and the probation service" stay."""
        if not ctx.text_tokens & _PRISON_TOKENS:
            return
        windows = literal_windows(ctx.text, _PRISON_LITERALS, 1, 80)
        for m in finditer_in_windows(_PRISON_RE, ctx.text, windows, self.name):
            name = m.group("n")
            if name.split(" ")[0] in _VESSEL_STOPS:
                continue
            yield finding(self.name, "prison", m.start("n"), m.end("n"), self.ENTITY, 0.85)

    def _lower_legal_forms(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A firm written in lower case before its legal form ("email from sarah at acme corp",
        "lavoro per rossi costruzioni srl"): up to three words before the form, after a
        function word or punctuation, less leading everyday words ("our supplier initech
        ltd"); one of them must be no frequent word of the six languages ("my own ltd", "a
        gmbh" name no firm)."""
        forms = [f for f in _LOWER_LEGAL_FORMS if ctx.contains(f)]
        if not forms:
            return
        text = ctx.text
        lex = lexicon()
        function_words = language.profiles().language_of
        for form in forms:
            for pos in ctx.find_all(form):
                end = pos + len(form)
                if pos < 2 or text[pos - 1] != " " or not text[pos:end].islower():
                    continue
                if end < len(text) and (text[end].isalnum() or text[end] in "-_@/"):
                    continue
                words = _LOWER_NAME_BEFORE_RE.search(text, max(0, pos - 64), pos - 1)
                if words is None:
                    continue
                run = words.group(0).split(" ")
                cut = [i for i, w in enumerate(run) if w in function_words or not w.isalnum()]
                run = run[cut[-1] + 1 :] if cut else run
                language_of_text = ctx.language or "en"
                while run and max(frequency(run[0], lang) for lang in ("en", language_of_text)) >= (
                    _RARE_ZIPF
                ):
                    if _surname_word(run[0], lex):
                        break
                    run = run[1:]  # "our supplier initech ltd": the supplier is no name
                if not run or not any(
                    _surname_word(w, lex) or top_frequency(w) < _RARE_ZIPF for w in run
                ):
                    continue
                start = pos - 1 - len(" ".join(run))
                yield finding(self.name, "lower-legal-form", start, end, self.ENTITY, 0.6)

    def _signature_lines(self, ctx: ScanContext) -> Iterator[Candidate]:
        """The company line of a signature or letterhead: after a person's name line, before
        the street line of an address or a contact line ("Tel: …", "+44 …"), at most four
        lines apart ("Karin Beike / Leasing consultant / Fritz-Armstrong / 12 Ring Road"), a
        line of capitalised words that is no name line and not made of everyday words only
        (a job title, "Head of Sales") — unless it follows such a job title, where the
        employer stands ("Ana Ruiz / Office Manager / Kindle Creek"); there the end of the
        signature (the end of the text, a blank line) also ends it. Fields of a signature on
        one line ("Ana Ruiz | Designer | Loomcraft | 28 rue …") count as its lines."""
        text = ctx.text
        spans = _fields(text, _separators(ctx))
        fields = [text[s:e] for s, e in spans]
        lex = lexicon()
        n = len(spans)
        seen: set[int] = set()
        # a signature's name line is short: only the six lines after a short line can end one
        short = [k for k, (s, e) in enumerate(spans) if s < e <= s + _SIGNATURE_LINE_MAX]
        ends_at = sorted({i for k in short for i in range(k + 1, min(n, k + _BLOCK) + 1)})
        for i in ends_at:
            if i < n:
                s0, e0 = spans[i]
                if e0 - s0 > 2 * _SIGNATURE_LINE_MAX:
                    continue  # a paragraph, no street or contact line
                contact = _STREET_LINE_RE.match(text, s0, e0) is not None
                contact = contact or _CONTACT_LINE_RE.match(text, s0, e0) is not None
                contact = contact or _NUMBER_LAST_STREET_RE.fullmatch(text, s0, e0) is not None
                ends = (
                    not contact
                    and i > 0
                    and not fields[i].strip()
                    and 0 < len(fields[i - 1].strip()) <= _SIGNATURE_LINE_MAX
                )
                if not (contact or ends):
                    continue
            else:
                ends = True
            if ends and (
                i < 2
                or _ORG_LINE_RE.fullmatch(text, *spans[i - 1]) is None
                or not _title_line(fields[i - 2], lex)
            ):
                continue  # a signature's end ends its employer's line, right after the title
            lo = max(0, i - _BLOCK)
            names = [k for k in range(lo, i) if _heads_signature(fields, k, lex)]
            if not names:
                continue
            after_title = False
            for k in range(names[0] + 1, i):
                s, e = spans[k]
                if k in seen:
                    after_title = False
                    continue
                m = _ORG_LINE_RE.fullmatch(text, s, e)
                if m is None or _heads_signature(fields, k, lex):
                    after_title = False
                    continue
                value = m.group("v")
                if _title_line(value, lex):
                    after_title = True
                    continue
                plain = all(_plain(w, lex) for w in value.replace(",", "").split(" "))
                if ends and (k != i - 1 or not after_title):
                    after_title = False
                    continue  # at the end of a signature only the line after a title
                if plain and not after_title:
                    continue  # "Senior Software Engineer", "Head of Sales": a job title
                titled, after_title = after_title, False
                if plain and any(w.casefold() in _NOT_ALONE for w in value.split(" ")):
                    continue  # "Sales", "Platform Engineering": a department
                if known_place(value.split(",")[0]):
                    continue  # "Product Designer / Berlin": where the person works
                seen.add(k)
                # right after the job title the employer stands, whatever its words read as
                score = TITLED_SIGNATURE_SCORE if titled else 0.6
                yield finding(self.name, "signature", m.start("v"), m.end("v"), self.ENTITY, score)

    def _comma_signatures(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A signature written in a sentence: a name, a job title and the employer, between
        commas, the employer ending the line or followed by a contact ("Kind regards, Ana
        Ruiz, Logistics Coordinator, Loomcraft"; "Reference: Ana Ruiz, Staff Accountant,
        Greaves, Amberley and Potts, +44 …"). Only where the text holds a capitalised title
        word ("Coordinator,", "Head")."""
        hits = _TITLE_COMMA_TOKENS & ctx.text_tokens
        if not hits:
            return
        text = ctx.text
        lex = lexicon()
        done: set[int] = set()
        for token in hits:
            pos = text.find(token)
            while pos >= 0:
                start = text.rfind("\n", max(0, pos - 240), pos) + 1
                end = text.find("\n", pos, pos + 240)
                end = min(len(text), pos + 240) if end < 0 else end
                if start not in done:
                    done.add(start)
                    yield from self._comma_fields(text, start, end, lex)
                pos = text.find(token, pos + len(token))

    def _comma_fields(self, text: str, start: int, end: int, lex: Lexicon) -> Iterator[Candidate]:
        """The employer after a name and a job title in the comma fields of one line."""
        spans = []
        pos = start
        while True:
            cut = text.find(", ", pos, end)
            if cut < 0:
                spans.append((pos, end))
                break
            spans.append((pos, cut))
            pos = cut + 2
        fields = [text[s:e] for s, e in spans]
        for j in range(1, len(fields) - 1):
            if not _title_line(fields[j], lex):
                continue
            name = fields[j - 1].strip()
            words = name.split(" ")
            if not (
                _heads_signature(fields, j - 1, lex)
                or any(_is_name_line(" ".join(words[-k:]), lex) for k in (2, 3))
            ):
                continue  # "Reference: Ana Ruiz": a name ends the field
            # the employer runs to the end of the line or to a contact field
            last = j + 1
            while last + 1 < len(fields) and not _CONTACT_START_RE.match(fields[last + 1]):
                last += 1
            tail = text[spans[j + 1][0] : spans[last][1]].rstrip(" .")
            m = _ORG_LINE_RE.fullmatch(tail) or _ORG_LINE_RE.fullmatch(fields[j + 1].rstrip(" ."))
            if m is None:
                continue
            value = m.group("v")
            if _heads_signature(fields, j + 1, lex) or _title_line(value, lex):
                continue
            if known_place(value.split(",")[0]):
                continue  # "Ana Ruiz, Product Designer, Berlin": where she works
            s = spans[j + 1][0] + m.start("v")
            yield finding(
                self.name, "signature", s, s + len(value), self.ENTITY, TITLED_SIGNATURE_SCORE
            )

    def _lower_employers(self, ctx: ScanContext) -> Iterator[Candidate]:
        """An employer in lower case after a first-person work phrase ("ich arbeite bei bmw",
        "ik werk bij albert heijn"; ``lower_employer_phrases``): up to three lower-case words
        before a function word or punctuation, unless the first is a word of the phrase's
        language, a stop word or a known place ("I work at home", "trabajo en valencia")."""
        lex = lexicon()
        function_words = language.profiles().language_of
        gaz = gazetteer()
        for lang, anchors in _LOWER_EMPLOYER_ANCHORS.items():
            if not ctx.contains_any(anchors):
                continue
            rx = _LOWER_EMPLOYER_RES[lang]
            before = _LOWER_BEFORE
            for m in windowed_finditer(rx, ctx, anchors, self.name, before=before, after=100):
                # "trabajo en valencia" is where; "je travaille chez carrefour" is no place
                locative = m.group("p").rsplit(" ", 1)[-1].casefold() in gaz.place_cues
                words: list[str] = []
                for word in m.group("v").split(" "):
                    key = word.casefold()
                    if (
                        key in _CUES.lower_employer_stops
                        or key in function_words
                        or key[1:2] in ("'", "’")  # "carrefour m'a dit": an elided pronoun
                    ):
                        break
                    words.append(word)
                if not words:
                    continue
                first = words[0].casefold()
                common = (
                    first in lex.common if lang == "en" else frequency(first, lang) >= _WORD_ZIPF
                )
                place = locative and gaz.automaton.exists(fold_key(first))
                if common or place or first in _TECH_WORDS or first in _JOB_NOUN_WORDS:
                    continue  # "un lavoro da infermiere": a job, not an employer
                start = m.start("v")
                yield finding(
                    self.name,
                    "lower-employer",
                    start,
                    start + len(" ".join(words)),
                    self.ENTITY,
                    0.6,
                )

    def _brand_employers(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A listed employer brand after a work phrase of the third person or a salary ("hes
        from bolton n works at amazon", "he's on 31k at Tesco now"): the brand's own words only
        ("works at tesco in leeds" takes "tesco"); any other word after the phrase stays ("it
        works at scale", "works at night")."""
        text = ctx.text
        found: list[regex.Match[str]] = []
        if ctx.contains_any(_BRAND_EMPLOYER_ANCHORS):
            found.extend(
                windowed_finditer(
                    _BRAND_EMPLOYER_RE,
                    ctx,
                    _BRAND_EMPLOYER_ANCHORS,
                    self.name,
                    before=1,
                    after=130,
                )
            )
        for anchor in _BRAND_SALARY_ANCHORS:
            for pos in ctx.find_all(anchor):
                if pos > 0 and text[pos - 1].isdigit():
                    m = _BRAND_VALUE_RE.match(text, pos + len(anchor), pos + len(anchor) + 130)
                    if m is not None:
                        found.append(m)
        for m in found:
            value = m.group("v")
            folded = value.casefold()
            first = folded.split(" ", 1)[0]
            length = 0
            for name in _EMPLOYER_BRAND_NAMES:
                if folded == name or folded.startswith(name + " "):
                    length = max(length, len(name))
            if not length and strip_possessive(first) in _EMPLOYER_BRANDS:
                length = len(first)
            if not length:
                continue
            start = m.start("v")
            yield finding(self.name, "lower-employer", start, start + length, self.ENTITY, 0.6)

    def _saint_institutions(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A church, school or hospital named after a saint as chat writes it: "st", a given
        name with or without its "'s", then a kind word ("at st johns primary", "st chad's
        church"), or no kind word right after "at", "to", "leaving", … ("leaving st michaels
        at easter", "praying for him at St Barnabas"). A known place ("in st ives", "St
        Albans") is the gazetteer's; "St" after a street's name is no saint ("Market St")."""
        if not ctx.contains_any(_SAINT_ANCHORS):
            return
        lex = lexicon()
        text = ctx.text
        lower = ctx.lower
        starts = {0} if lower.startswith(_SAINT_ANCHORS) else set()
        for anchor in _SAINT_ANCHORS:
            if ctx.contains(anchor):
                # after a space, a line break or a bracket: "st " ends many words ("first ")
                for before in (" ", "\n", "("):
                    starts.update(p + 1 for p in ctx.find_all(before + anchor))
        for pos in sorted(starts):
            m = _SAINT_RE.match(text, pos, min(len(text), pos + 64))
            if m is None:
                continue
            if (
                m.group("k") is None
                and _SAINT_BEFORE_RE.search(text, max(0, pos - 12), pos) is None
            ):
                continue
            name = m.group("n").casefold()
            if name not in lex.first and name + "s" not in lex.first:
                continue
            start, end = m.span("v")
            saint = text[start : m.end("n")]
            head = text[start:end] if m.group("k") is None else saint
            if known_place(" ".join(w[:1].upper() + w[1:] for w in head.split(" "))):
                continue
            yield finding(self.name, "institution", start, end, self.ENTITY, 0.6)

    def _lower_schools(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A school in lower case named by a known town or district and a kind word ("a
        teaching assistant at ilkley infants", "ilkley grammar school"); an everyday word
        before the kind word names no school ("english grammar", "the primary"), nor does a
        bare kind word before a noun ("leeds primary care trust")."""
        if not ctx.contains_any(_LOWER_SCHOOL_ANCHORS):
            return
        lex = lexicon()
        for m in windowed_finditer(
            _LOWER_SCHOOL_RE, ctx, _LOWER_SCHOOL_ANCHORS, self.name, before=28, after=16
        ):
            place = m.group("p")
            if place in lex.common or not known_place(place.capitalize()):
                continue
            if " " not in m.group("k") and m.end("k") < len(ctx.text):
                # "leeds primary care": a noun after a bare kind word makes it a modifier
                follow = _PUB_FOLLOW_RE.match(ctx.text, m.end("k"), m.end("k") + 24)
                word = None if follow is None else follow.group("w")
                if follow is None or (word is not None and word.casefold() not in _PUB_AFTER):
                    continue
            yield finding(self.name, "institution", m.start("p"), m.end("k"), self.ENTITY, 0.6)

    def _pubs(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A pub by a name many share, after "at the", "in the", … and before a clause's end
        or a word of ``pub_after`` ("at the red lion from 8", "a pint at the sportsman every
        night"); a noun after the name makes it something else ("at the crown of the tooth",
        "at the Crown Court")."""
        if not ctx.contains_any(_PUB_NAMES):
            return
        text = ctx.text
        for m in windowed_finditer(
            _PUB_RE, ctx, _PUB_NAMES, self.name, before=_PUB_BEFORE, after=40
        ):
            end = m.end("v")
            if end < len(text):
                follow = _PUB_FOLLOW_RE.match(text, end, min(len(text), end + 24))
                if follow is None:
                    continue
                word = follow.group("w")
                if word is not None and word.casefold() not in _PUB_AFTER:
                    continue
            yield finding(self.name, "venue", m.start("v"), end, self.ENTITY, 0.6)

    @staticmethod
    def _towns_after(ctx: ScanContext, found: list[Candidate]) -> list[Candidate]:
        """The town a venue, school, clinic or employer is in, named right after it ("Hotel De
        Zeeuwse Stromen in Renesse", "da Luxottica ad Agordo"), known to no list: a place of
        someone's life. Not an everyday, calendar or tech word, a given name, a German noun or
        a word in capitals ("at Initech in Accounting", "bei Acme in Teilzeit")."""
        towns = []
        for cand in found:
            if cand.category != "ORGANIZATION" or cand.kind not in _TOWN_BEFORE:
                continue
            window_end = min(len(ctx.text), cand.end + 48)
            m = _TOWN_AFTER_RE.match(ctx.text, cand.end, window_end)
            if m is None:
                m = _LOWER_TOWN_AFTER_RE.match(ctx.text, cand.end, window_end)
                if m is None or not _lower_case_town(m.group("t")):
                    continue
            word = m.group("t")
            key = word.casefold()
            if word[0].isupper() and (
                starts_no_proper_name(word, key) or key in _TECH_WORDS or is_german_noun(word)
            ):
                continue
            towns.append(
                finding(
                    OrganizationRecognizer.NAME,
                    "town",
                    m.start("t"),
                    m.end("t"),
                    "LOCATION",
                    TOWN_SCORE,
                    asked_is_public=True,
                )
            )
        return towns

    def _work_places(self, ctx: ScanContext) -> Iterator[Candidate]:
        """An employer a few words after its work verb ("worked for two years at Initech"),
        before a German or Dutch participle ("bei Siemens in Erlangen gearbeitet"), or after
        French "chez" where the text is about someone ("caissière chez Intermarché"). Not a
        given name, an everyday, calendar or tech word, a German everyday noun ("bei Nacht
        gearbeitet"), nor a known place after a locative preposition ("trabajé dos años en
        Madrid", "worked three years for Lyon" is a club and stays too)."""
        rules = (
            (_WORK_GAP_RE, _WORK_VERB_ANCHORS, 24, 140, "work-gap"),
            (_WORK_LAST_RE, _WORK_LAST_ANCHORS, 160, 20, "work-last"),
            (_SHOP_RE, _SHOP_ANCHORS, 2, 140, "shop"),
            (_JOB_RE, _JOB_ANCHORS, 0, 160, "job"),
        )
        for rx, anchors, before, after, kind in rules:
            if not ctx.contains_any(anchors):
                continue
            found = (
                # a job noun starts its pattern: one attempt at each, not a window's scan
                match_at_anchors(rx, ctx, anchors, self.name, span=after, cannot_match=_no_job_link)
                if kind == "job"
                else windowed_finditer(rx, ctx, anchors, self.name, before=before, after=after)
            )
            for m in found:
                if not _an_employer(ctx, m, "a" in m.re.groupindex and _articled(m)):
                    continue
                yield finding(
                    self.name,
                    kind,
                    m.start("v"),
                    m.end("v"),
                    self.ENTITY,
                    0.6,
                    needs_someone=kind in ("shop", "job"),
                )

    def _venue_towns(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A firm or venue between "bei" / "bij" and "in" with a known town ("bei Rossmann in
        Bielefeld", "bij Albert Heijn in Zaandam"), where the text is about someone. One word
        must pass the employer checks (not "bei Oma in Berlin", "bei Regen in Köln"); a longer
        name may open with a given name (a firm named for its founder, or a person: hidden
        either way), but not with a German noun ("bei Tante Erna in Köln")."""
        if not ctx.contains_any(_VENUE_ANCHORS):
            return
        found = windowed_finditer(
            _VENUE_TOWN_RE, ctx, _VENUE_ANCHORS, self.name, before=0, after=100
        )
        lex = lexicon()
        for m in found:
            if not known_place(m.group("t")):
                continue
            name = m.group("v")
            words = name.split(" ")
            first = words[0]
            if len(words) > 1 and first.casefold() in lex.first:
                if is_german_noun(first) or any(known_place(w) for w in words):
                    continue
            elif not _an_employer(ctx, m, False):
                continue
            yield finding(
                self.name,
                "venue-town",
                m.start("v"),
                m.end("v"),
                self.ENTITY,
                0.6,
                needs_someone=True,
            )

    def _kind_names(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A name right after the kind of organisation it is ("the start-up Quovia", "our
        supplier Chenhe Precision"), unless its first word is an everyday word, a given name,
        a known place or a tech word ("the company I work for", "the bank Monday", "the
        company Anna founded", "the firm London", "a startup Python")."""
        lex = lexicon()
        if not ctx.contains_any(_APPOSITION_KINDS):
            return
        for m in match_at_anchors(
            KIND_NAME_RE,
            ctx,
            _APPOSITION_KINDS,
            self.name,
            span=_KIND_NAME_SPAN,
            cannot_match=_no_capital_after_kind,
        ):
            name = m.group("v")
            first = strip_possessive(name.split(" ", 1)[0])
            key = first.casefold()
            if (
                key in lex.common
                or key in lex.first
                or is_everyday(key)
                or key in _TECH_WORDS
                or key in _NOT_ALONE
                or known_place(first)
                # "das Unternehmen Wachstum", "in die Filiale Hauptbahnhof": a common noun
                or (not first.isupper() and is_german_noun(first))
                or _all_frequent(ctx, name)
            ):
                continue
            yield finding(self.name, "kind-name", m.start("v"), m.end("v"), self.ENTITY, 0.6)

    def _care_places(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A hospital named by its name alone after a care phrase ("taken to Pinderfields",
        "ricoverata al Gaslini"), where the text is about someone. Not a known place alone
        ("admitted to Leeds": the place rule's), a given name alone ("taken to Mark's"), a
        German common noun ("liegt im Bett") or words that are all everyday, calendar or tech
        words ("taken to Intensive Care", "ricoverato a Natale")."""
        if not ctx.contains_any(_CARE_ANCHORS):
            return
        found = windowed_finditer(
            CARE_RE, ctx, _CARE_ANCHORS, self.name, before=_CARE_BEFORE, after=110
        )
        for m in found:
            words = [w for w in m.group("v").split(" ") if w[:1].isupper()]
            keys = [strip_possessive(w).casefold() for w in words]
            if is_german_noun(words[0]) or all(
                starts_no_proper_name(w, k) and not known_place(w)
                for w, k in zip(words, keys, strict=True)
            ):
                continue
            if known_place(words[-1]) and _modifies_a_noun(ctx.text, m.end("v")):
                continue  # "taken to the Tunceli provincial headquarters": the place's
            phrase_end = ctx.text[: m.start("v")].rstrip().rsplit(" ", 1)[-1].casefold()
            # no article: a town ("ricoverata a Bergamo"), a name or a word of the text
            if (
                m.group("a") is None
                and phrase_end not in _CARE_ARTICLES
                and len(words) == 1
                and (
                    known_place(words[0])
                    or keys[0] in lexicon().first
                    or frequency(keys[0], ctx.language or "en") >= _CARE_WORD_ZIPF
                )
            ):
                continue
            yield finding(
                self.name, "care", m.start("v"), m.end("v"), self.ENTITY, 0.6, needs_someone=True
            )

    def _named_hospitals(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A hospital named by its own name alone (``named_hospitals``: "in der Charité",
        "ligt in het UMCG", "at Addenbrooke's", "al Gemelli"), right after a preposition or an
        article (``named_hospital_links``), where the text is about someone. One pass over the
        text's distinct tokens rules out the rest ("a novel by Christie", "Charité" opening a
        sentence stay)."""
        text = ctx.text
        for name, held in zip(_NAMED_HOSPITALS, ctx.may_hold(_NAMED_HOSPITAL_GROUPS), strict=True):
            if not held:
                continue
            start = text.find(name)
            while start >= 0:
                end = start + len(name)
                if (
                    _stands_alone(text, start, end)
                    and word_before(text, start)[0].casefold() in _NAMED_HOSPITAL_LINKS
                ):
                    yield self._named_hospital(start, end)
                start = text.find(name, end)

    def _named_hospital(self, start: int, end: int) -> Candidate:
        """A hospital known by its own name, tied to someone only where the text names one."""
        return finding(
            self.name, "named-hospital", start, end, self.ENTITY, 0.6, needs_someone=True
        )

    def _named_hospitals_any_case(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A hospital chat names in lower case ("mein vater liegt im klinikum rechts der isar",
        "in het amc", "al niguarda", "en el clínico"; ``named_hospitals_any_case``), right after
        a preposition or an article that is no English word, where the text is about someone.
        "un ensayo clínico" and "nati due gemelli" stay (no link before)."""
        text = ctx.text
        for name in ctx.maybe_held(_NAMED_HOSPITALS_ANY_CASE):  # found in the lowered text
            for start in ctx.find_all(name):
                end = start + len(name)
                if (
                    _stands_alone(text, start, end)
                    and word_before(text, start)[0].casefold() in _ANY_CASE_HOSPITAL_LINKS
                ):
                    yield self._named_hospital(start, end)

    def _firms_beside_persons(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A firm named in brackets or after a dash right after a person's name, as meeting
        notes and team chats write them ("Ruud (ASML): deploy verschoben", "Frau Okonkwo
        (Siemens Healthineers)", "Íñigo – Telefónica Tech – dice"). The name before is a known
        given name or surname, or follows one or a title; the firm is a listed brand, or a word
        no language the detector reads uses often and no German noun, name, place, role or
        team ("Anna (CEO)", "Petra (Vertrieb)", "Jonas (Mutter)", "Tom (Berlin)" stay)."""
        text = ctx.text
        if "(" not in text and "–" not in text and "—" not in text and " - " not in text:
            return
        lex = lexicon()
        places = gazetteer().automaton
        for m in BESIDE_PERSON_RE.finditer(text):
            group = "v" if m.group("v") is not None else "w"
            if not _person_just_before(text, m.start(), lex):
                continue
            words = m.group(group).split(" ")
            if _not_beside_firm(words[0]) or not any(_beside_firm_word(w) for w in words):
                continue
            if any(places.exists(fold_key(w)) for w in words):
                continue
            yield finding(
                self.name, "beside-person", m.start(group), m.end(group), self.ENTITY, 0.6
            )

    def _next_employers(self, ctx: ScanContext, found: list[Candidate]) -> Iterator[Candidate]:
        """The next stations of a CV line ("… at Ocado, then shift lead at DHL Supply Chain",
        "poi contabile presso Eataly"), in a text that names another employer or is a CV
        (``cv_words``), about someone; the employer's checks as in :meth:`_work_places`."""
        employer = any(c.category == self.ENTITY and c.kind in _TOWN_BEFORE for c in found)
        if not employer and not ctx.contains_any(_CV_WORDS):
            return
        if not ctx.contains_any(_CV_ANCHORS):
            return
        taken = {(c.start, c.end) for c in found}
        for m in windowed_finditer(CV_NEXT_RE, ctx, _CV_ANCHORS, self.name, before=2, after=140):
            if m.span("v") in taken or not _an_employer(ctx, m, _articled(m)):
                continue
            yield finding(
                self.name, "job", m.start("v"), m.end("v"), self.ENTITY, 0.6, needs_someone=True
            )

    def _affiliations(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A bare name after "Given Surname of" / "from": the person's employer, unless it is
        a place the gazetteer knows, a given name, an everyday, calendar or tech word
        ("Anna Smith of London", "Tom Jones from Accounting", "Mary Ford from Monday")."""
        text = ctx.text
        lex = lexicon()
        places = gazetteer().automaton
        for link_start, link_end in _link_words(text):
            before = _PERSON_BEFORE_RE.search(text, max(0, link_start - 60), link_start)
            if before is None or before.group("g").casefold() not in lex.first:
                continue
            m = AFFILIATION_RE.match(text, link_end)
            if m is None:
                continue
            first = m.group(0).split(" ", 1)[0].split("-", 1)[0]
            key = first.casefold()
            if (
                places.exists(fold_key(m.group(0)))
                or places.exists(fold_key(first))
                or starts_no_proper_name(first, key)
                or key in _NOT_ALONE
            ):
                continue
            yield finding(self.name, "affiliation", m.start(), m.end(), self.ENTITY, 0.6)

    def _patterns(self, ctx: ScanContext) -> Iterator[Candidate]:
        lex = lexicon()
        common = lex.common
        for cand in super().find(ctx):
            # drop leading everyday words: "Yesterday Acme Ltd" -> "Acme Ltd"
            text = ctx.text
            start = cand.start
            if cand.kind == "institution-tail":
                start = _after_sentence_end(text, start, cand.end)
            elif cand.kind == "legal-suffix":
                if (
                    _CODE_AFTER.match(text, cand.end)
                    and text[start : cand.end].split()[-1].isupper()
                ):
                    continue  # "INCIDENT REPORT INC-20431": a ticket's code, not a legal form
                cut = _legal_name_start(text, start, cand.end)
                if cut is None:
                    continue  # "back Thursday. Company: …": a sentence's last word and a label
                start = cut
            # "bij Albert Heijn", "en El Corte Inglés": a firm by its whole name
            brand = cand.kind in _BARE_NAME_KINDS and _a_brand(text[start : cand.end])
            while not brand:
                space = text.find(" ", start, cand.end)
                if space < 0:
                    break
                word = text[start:space].casefold().strip(".,")
                if word in _LEADING_STOPWORDS:
                    start = space + 1
                else:
                    break
            if not brand:
                start = _after_capitals_link(text, start, cand.end)
            tail = text[start : cand.end]
            if cand.kind == "institution-tail":
                before = _before_tail(tail)
                last = tail.rsplit(" ", 1)[-1].casefold()
                if len(before) == 1 and given_name_and_surname(before[0].casefold(), last):
                    continue  # "Anna Chambers", "Linda Park": a person
                if _public_cited_side(text, start, cand.end, tail):
                    continue  # "Mitchell v Glasgow City Council [2009] UKHL 11": a public body
                if is_named_thing(" ".join(before)):
                    continue  # "Manchester United FC", "Aston Villa FC": a famous club
                inst = tail.split(" ")[len(before) : len(before) + 1]
                if inst and inst[0].casefold() in _COURT_TAILS and _jurisdictions_only(before):
                    continue  # "Queensland Civil and Administrative Tribunal": a public court
                if _names_something(before, shouted=tail.isupper()):
                    yield Candidate(
                        start, cand.end, cand.category, cand.score, cand.recognizer, kind=cand.kind
                    )
                continue
            if cand.kind == "institution-hyphen":
                # a person's or a place's name ("Kepler-", "Erich-Kästner-", "Dortmund-"), not
                # a German noun ("Ganztags-Schule", "Grund-Schule", "Sport-Akademie")
                if any(_hyphen_name(w) for w in tail.split("-")[:-1]):
                    yield Candidate(
                        start, cand.end, cand.category, cand.score, cand.recognizer, kind=cand.kind
                    )
                continue
            if cand.kind == "institution-compound":
                if known_place(tail.rsplit(" ", 1)[-1]):
                    yield Candidate(
                        start, cand.end, cand.category, cand.score, cand.recognizer, kind=cand.kind
                    )
                continue
            if cand.kind == "institution-direct":
                rest = _after_head(tail)
                head = tail[: len(tail) - len(rest) - 1]
                end = cand.end - _place_after_link(rest)
                if (
                    rest.split(" ", 1)[0] in _LINKS
                    and _INDEFINITE_BEFORE_RE.search(text, max(0, start - 8), start) is not None
                ):
                    continue  # "vive en una residencia de Logroño": any care home there
                rest = rest[: len(rest) - (cand.end - end)]
                name = [w for w in rest.split(" ") if w.casefold() not in _OPENER_WORDS]
                if (
                    any(map(known_place, name))  # "Sparkasse Hannover", not "UC Browser"
                    if head in _BEFORE_PLACE_HEADS
                    # "Hotel Bellavista", not "the Hotel Industry": a word no everyday one
                    else _names_something(name)
                    and any(known_place(w) or not is_everyday(w) for w in name)
                ):
                    yield Candidate(
                        _hyphen_prefix(text, start),
                        end,
                        cand.category,
                        cand.score,
                        cand.recognizer,
                        kind=cand.kind,
                    )
                continue
            if cand.kind == "institution" and ctx.has_lowercase(tail):
                continue  # "School of Thought" where the text also says "school of thought"
            if cand.kind == "institution" and not _names_something(tail.split(" ")[1:]):
                continue  # "Royal College of Nursing": a field names no one's college
            if cand.kind in _BARE_NAME_KINDS:
                first = tail.split(" ", 1)[0].casefold().removesuffix("'s").removesuffix("’s")
                if not brand and (first in common or first in lex.first):
                    continue  # "joined Anna", "works at Home", "It is a company"
                if " " not in tail and first in _NOT_ALONE:
                    continue  # "the Sales office"
                if first in _TECH_WORDS:
                    continue  # "this only works for HTTP", "works with Python"
                if cand.kind in _JOB_KINDS and known_place(tail.split(" ")[0]):
                    continue  # "from Leeds, where he worked": the place where
                if (
                    cand.kind == "employer"
                    and word_before(text, start)[0].casefold() in _WORK_LOCATIVES
                    and " " not in tail
                    and known_place(tail)
                ):
                    continue  # "lavoro in Italia", "je travaille à Paris": the place where
                if _common_after_article(ctx, start, tail):
                    continue  # "trabaja en el Ayuntamiento", "arbeitet bei der Stadt"
                if text[:start].rstrip(" \t").endswith(":") and not _LABEL_VALUE_END_RE.match(
                    text, cand.end
                ):
                    continue  # "Hospital: Modern facilities are …": a sentence, no field's value
                yield Candidate(
                    start, cand.end, cand.category, cand.score, cand.recognizer, kind=cand.kind
                )
                continue
            if cand.kind == "company-ending":
                name = tail.split(" ")[:-1]
                keys = [w.casefold() for w in name]
                if not any(
                    len(w) > 1 and k not in common and not is_everyday(w) and k not in _TECH_WORDS
                    for w, k in zip(name, keys, strict=True)
                ):
                    continue  # "Business Travel", "Social Housing": everyday words
                cued = word_before(text, start)[0].casefold() in _COMPANY_ENDING_CUES and not any(
                    k in lex.first for k in keys
                )
                score = COMPANY_ENDING_CUED_SCORE if cued else cand.score
                yield Candidate(
                    start, cand.end, cand.category, score, cand.recognizer, kind=cand.kind
                )
                continue
            if " " not in tail.strip() or not _names_a_company(tail):
                continue  # the suffix alone, or legal forms compared ("GmbH und AG")
            if tail.endswith(" Co.") and _county_follows(text, cand.end):
                continue  # "near Skibbereen, Co. Cork": an Irish county, no company
            if _kin_before_family_form(tail):
                continue  # "als Vater & Sohn", "Madre e Figli": kin, no family firm
            weak = tail.rsplit(" ", 1)[-1] in _WEAK_SUFFIXES
            score = 0.6 if weak else cand.score
            end = cand.end
            if " & " in tail:  # "Lowry & Sons Joinery": the family form, then the trade
                trade = _NEXT_WORD_RE.match(text, end)
                if trade is not None and trade.group(1) in _TRADE_WORDS:
                    end = trade.end()
            yield Candidate(start, end, cand.category, score, cand.recognizer, kind=cand.kind)


#: Legal forms, their parts and the words that join them: no company's name on their own.
_FORM_WORDS = frozenset(
    word.casefold().strip(".,") for form in _CUES.legal_forms for word in form.split()
) | {"&", "and", "of", "und", "et", "y", "e", "vs", "or", "oder", "ou", "o", "versus"}


def _names_a_company(name: str) -> bool:
    """Whether the words before the legal form name a company: one that is no legal form, no
    joining word, no request verb and more than a letter ("Acme GmbH"; not "GmbH und AG",
    "Explain GmbH", "an S Corp")."""
    words = [w.strip(".,()").casefold() for w in name.split()[:-1]]
    return any(len(w) > 1 and w not in _FORM_WORDS and w not in request_verbs() for w in words)


def _kin_before_family_form(name: str) -> bool:
    """Whether a kin word stands before a family firm's form ("Vater & Sohn", "Padre e
    Hijos", "Father & Son"), where a surname would ("Huber & Söhne", "Rossi e Figli")."""
    words = name.split()
    joins = [i for i, w in enumerate(words) if w in ("&", "e", "y", "en")]
    if not joins or joins[-1] == 0:
        return False
    return words[joins[-1] - 1].casefold() in person_cues().relation_nouns


_NEXT_WORD_RE = regex.compile(r"[ ](\p{Lu}[\p{L}\p{M}]{1,30})")
#: Words of a trade that may follow a family firm's form ("Lowry & Sons Joinery").
_TRADE_WORDS = frozenset((*_INDUSTRY_WORDS, *_COMPANY_ENDINGS))


def _county_follows(text: str, end: int) -> bool:
    """Whether a known place follows "Co." at ``end`` ("Co. Cork", "Co. Durham")."""
    m = _NEXT_WORD_RE.match(text, end)
    return m is not None and known_place(m.group(1))


_LINK_THEN_REST_RE = regex.compile(r"[ ](?:" + _DIRECT_LINKS + r")[ ](?P<r>[^ ].*)\Z")


def _place_after_link(name: str) -> int:
    """How many characters of ``name`` are a particle and a known place that end it: the
    place where the institution is, a name of its own ("Ospedale San Raffaele di Milano",
    not "colegio Virgen del Pilar"); or a particle and a body part, where the operation was
    ("Uniklinik Heidelberg an der Hüfte operiert", ``body_parts_after_link``); 0 if none."""
    for m in _LINK_THEN_REST_RE.finditer(name, overlapped=True):
        rest = m.group("r").split(" ")
        if all(map(known_place, rest)) or all(w.casefold() in _BODY_PARTS for w in rest):
            return len(name) - m.start()
    return 0


_BODY_PARTS = frozenset(_ORG_DATA["body_parts_after_link"])


def _after_head(name: str) -> str:
    """The words after the institution word that heads ``name`` ("Hospital La Paz" -> "La Paz",
    "clinique Pasteur" -> "Pasteur")."""
    for head in _DIRECT_HEADS_LONGEST_FIRST:
        if name.startswith(head + " "):
            return name[len(head) + 1 :]
    return name


_DIRECT_HEADS_LONGEST_FIRST = sorted(_DIRECT_HEADS, key=len, reverse=True)


def _before_tail(name: str) -> list[str]:
    """The words before the institution word (and its complement) that ends ``name``
    ("Warsaw Court of Appeal" -> ["Warsaw"], "Istanbul Prosecutor's Office" -> ["Istanbul"])."""
    for complement in _COMPLEMENTS_LONGEST_FIRST:
        if name.endswith(" " + complement):
            name = name[: -len(complement) - 1]
            break
    for tail in _TAILS_LONGEST_FIRST:
        if name.endswith(" " + tail):
            return name[: -len(tail) - 1].split(" ")
    return name.split(" ")[:-1]


_COMPLEMENTS_LONGEST_FIRST = sorted(_TAIL_COMPLEMENTS, key=len, reverse=True)
_TAILS_LONGEST_FIRST = sorted(_INSTITUTION_TAILS, key=len, reverse=True)


def _after_sentence_end(text: str, start: int, end: int) -> int:
    """Where an institution's name can start: after the last word before ``end`` that ends a
    sentence ("… in Attleborough. The Sentencing Council" starts at "The"). A word of four
    letters or more before a full stop ends one; "St." and "Co." are abbreviations."""
    dot = text.rfind(". ", start, end)
    while dot >= 0:
        word = text[text.rfind(" ", start, dot) + 1 : dot]
        if sum(c.isalpha() for c in word) >= 4:
            return dot + 2
        dot = text.rfind(". ", start, dot)
    return start


#: "Fitnessstudio Montag", "gimnasio Lunes": a weekday names nothing.
_WEEKDAYS = frozenset(w.casefold() for w in load_data("dates.json")["weekdays"])


def _public_cited_side(text: str, start: int, end: int, name: str) -> bool:
    """Whether an institution's ``name`` at ``start:end`` is a public body (a word of
    ``public_words`` in ``person_cues.json``: "Council", "Police", "NHS") that is a side of a
    cited case: right before " v " or after " v " and the words of an office ("Robinson v
    Chief Constable of West Yorkshire Police"). A cited side's public body stays, as the
    person rules leave it; the same council as someone's employer is hidden."""
    if not {w.strip(".,()").casefold() for w in name.split()} & _PUBLIC_WORDS:
        return False
    if text.startswith((" v ", " v. ", " -v- "), end):
        return True
    window = text[max(0, start - 40) : start]
    at = max(window.rfind(" v "), window.rfind(" v. "))
    if at < 0:
        return False
    between = window[at + 3 :].lstrip(". ")
    return not any(ch in between for ch in ".,;:[]()\n")


#: The institution words of a court or tribunal (``court_tails``, see ``_jurisdictions_only``),
#: and the words of a court's name that name a whole jurisdiction (``court_jurisdictions``).
_COURT_TAILS = _CUES.court_tails
_JURISDICTIONS = _CUES.court_jurisdictions


def _jurisdictions_only(words: list[str]) -> bool:
    """Whether a court's words before its institution word name only a whole jurisdiction and
    qualifiers: "Queensland Civil and Administrative", "NSW Civil and Administrative",
    "International Protection Appeals", "Ontario Superior" (a state, a province, a nation or
    a country, ``court_jurisdictions``); not "Leeds Crown", "Hennepin County District". Up to
    three words may name one jurisdiction ("New South Wales")."""
    keys = [w.casefold().removesuffix("'s").removesuffix("’s") for w in words if w]
    countries = gazetteer().countries
    i = 0
    while i < len(keys):
        for size in (3, 2, 1):
            key = " ".join(keys[i : i + size])
            if i + size <= len(keys) and (
                key in _JURISDICTIONS or key in countries or (size == 1 and key in _QUALIFIERS)
            ):
                i += size
                break
        else:
            return False
    return bool(keys)


def _names_something(words: list[str], *, shouted: bool = False) -> bool:
    """Whether one of the words of an institution's name (less its institution word) names a
    place, a person or a body: not a qualifier ("High", "Employment", "Primary"), an everyday
    word of the name lexicon, a calendar or a tech word ("the High Court", "City Council",
    "Sunday School", "Hospital Road"). Two capitalised everyday words that are none of the
    others name something together ("Silver Cross Hospital", "Good Samaritan Hospital"),
    but not in capitals (``shouted``), where every word is capitalised and every everyday word
    is none ("I HATE MY SCHOOL")."""
    lex = lexicon()
    calendar = vetoes()
    everyday = 0
    for word in words:
        if known_place(word):
            return True  # "Universität Hamburg" ("hamburg" is also an everyday word)
        key = word.casefold()
        bare = key.removesuffix("'s").removesuffix("’s")
        if (
            len(bare) < 2
            or key in _QUALIFIERS
            or bare in _QUALIFIERS
            or bare in calendar.months
            or bare in _WEEKDAYS
            or word in calendar.capital_months
            or bare in _TECH_WORDS
            or word.upper() in calendar.acronyms
        ):
            continue
        if bare in lex.common and bare not in lex.first:
            everyday += word[:1].isupper()
            continue
        if shouted and is_everyday(bare):
            continue  # "I HATE MY SCHOOL": any everyday word, not only the lexicon's
        return True
    return everyday >= 2 and not shouted
