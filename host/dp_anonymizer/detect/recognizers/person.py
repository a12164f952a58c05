"""Person names, from several kinds of evidence (no NLP model):

* a title before capitalised words: ``Mr. Bean``, ``Dr. Anna Müller``, ``Frau Schmidt``;
* a trigger: ``my name is …``, ``Hi …,`` / ``Dear …``, a sign-off line ``Regards,\\nAnna``,
  an e-mail display name ``"Anna Roe" <anna@…>``, CJK and Hebrew "my name is" phrases;
* the lexicon: a known given name followed by capitalised words, surname-first orders, a
  known surname after a capitalised word, middle initials (``Faina D. Yefremova``), surname
  endings (-ova, -ski, -enko, -sson …), suffixes (``Jr.``, ``III``);
* repetition: a word that was part of a confident full name elsewhere in the text.

Capitalised everyday words (``Machine Learning``) are not names: the first token must be
known, titled or triggered, and common English words are stripped from the edges. Words that
a sentence, a greeting or a formula puts there ("Later, …", "Sehr geehrte Damen und Herren")
are not names either, and a saint's name before "Hospital" is an organisation.

Every cue word is in ``data/person_cues.json`` (EN, DE, FR, ES, NL, IT and more); the
regexes and anchor sets below are generated from it. Each evidence unit reports a typed
:data:`Evidence` kind; :data:`SCORES` is the one place that turns a kind into a score.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise
from typing import Literal

import regex

from dp_anonymizer.detect import language
from dp_anonymizer.detect.base import (
    Candidate,
    ScanContext,
    compile_flat,
    compile_pattern,
    compile_token_anchor,
    finding,
    finditer,
    finditer_in_windows,
    finditer_near,
    literal_windows,
    match_at_anchors,
    windowed_finditer,
)
from dp_anonymizer.detect.everyday import (
    frequency,
    is_everyday,
    is_german_compound_noun,
    is_german_noun,
    is_name,
    top_frequency,
)
from dp_anonymizer.detect.gazetteer import area_words, in_court_title, known_place, nrp_words
from dp_anonymizer.detect.lexicon import (
    Lexicon,
    alternation,
    given_name_and_surname,
    known_hyphenated_given,
    lexicon,
    literal_alternation,
    load_data,
    names_an_idea,
    org_cues,
    person_cues,
    request_verbs,
    strip_possessive,
)
from dp_anonymizer.detect.ner_vetoes import is_month, vetoes
from dp_anonymizer.detect.pronouns import is_pronoun
from dp_anonymizer.detect.public_figures import is_named_thing, is_public_figure
from dp_anonymizer.detect.recognizers.health import is_health_term
from dp_anonymizer.detect.resolve import in_question

_CUES = person_cues()
#: Words that head an institution named after someone ("Lycée Henri IV", "Colegio San José"):
#: the name after them is the organisation recognizer's.
#: Tech words a greeting or thanks may stand before ("Thanks, Python is great").
_TECH_WORDS = org_cues().tech_words
_INSTITUTION_HEADS = frozenset(h for h in org_cues().institution_heads_direct if " " not in h)
#: Words that end the name of a place, an organisation or an area ("Eiffel Tower", "Sofia
#: Prison", "Sovtransavto Holding", "Nordic Logistics", "Batman Province"): after a
#: capitalised run they make it a place's or the organisation recognizer's, not a person's
#: (or, for the everyday words of ``company_endings``, the NER model's: "Vireo Diagnostics").
_NOT_PERSON_ENDINGS = frozenset(
    form
    for word in (
        *_CUES.institution_words,
        *_CUES.not_person_endings,
        *_CUES.eponym_nouns,
        *org_cues().legal_forms,
        *org_cues().institution_tails,
        *org_cues().weak_legal_forms,
        *org_cues().industry_words,
        *org_cues().company_endings,
        *area_words().tails,
    )
    if " " not in word
    for form in (word.casefold(), word.casefold().rstrip("."))
)

#: The single words that end a company's name (``industry_words``, ``company_endings``): a
#: party's line in capitals ending in one names a firm without a legal form ("KAURI COAST
#: DAIRIES", "SLIEVEMORE HAULAGE").
_FIRM_ENDINGS = frozenset(
    word.casefold()
    for word in (*org_cues().industry_words, *org_cues().company_endings)
    if " " not in word
)

TITLES = _CUES.titles
_WEAK_TITLES = _CUES.weak_titles
_JUDICIAL_QUALIFIERS = _CUES.judicial_qualifiers
#: Post-nominal judicial titles of English and Welsh judgments.
JUDICIAL_SUFFIXES = _CUES.judicial_suffixes
SUFFIXES = _CUES.suffixes
PARTICLES = _CUES.particles
SURNAME_ENDINGS = _CUES.surname_endings
#: Lower-case words that end a captured name after a trigger; so do words that address a
#: reader without naming them ("Dear Hiring Manager") unless they are titles, pronouns and
#: copulas ("Bonjour, je …"), and the words of sign-offs ("Liebe Grüße").
#: One of these alone is whom a text addresses, never a name ("Hi Team", "Hey Claude").
_ADDRESSEES = frozenset(word.casefold() for word in _CUES.addressees - _CUES.titles)
_STOP_AFTER_TRIGGER = frozenset(
    word.casefold()  # compared with casefolded words: "Grüße" -> "grüsse"
    for word in (
        _CUES.stop_after_trigger
        | (_CUES.addressees - _CUES.titles)
        | _CUES.function_words
        | {word for phrase in _CUES.signoffs for word in phrase.split()}
        # "Moin Moin", "Hi Hello": a greeting word is no name ("Cara" stays one)
        | {g for g in _CUES.greetings if " " not in g and g not in lexicon().first}
    )
)


#: A capitalised noun of a team or a body right after a trigger's one name word ("Parish
#: Council", "Events Team"): the word names the body (``unit_nouns`` of ``person_cues.json``).
_UNIT_AFTER_NAME_RE = compile_pattern(
    r"[ \u00a0](?:"
    + literal_alternation(word[:1].upper() + word[1:] for word in _CUES.unit_nouns)
    + r")(?![\w])"
)


def _capitalised_next(run: str, pos: int) -> bool:
    """Whether the word after the one at ``pos`` of ``run`` starts with a capital."""
    space = run.find(" ", pos)
    return space >= 0 and run[space + 1 : space + 2].isupper()


def _anchors(phrases: Iterable[str]) -> tuple[str, ...]:
    """Lower-case substrings one of which a match contains (``ScanContext.contains``); a word of
    two letters or fewer needs what follows it ("hi " but not "this")."""
    out: set[str] = set()
    for phrase in phrases:
        for variant in {phrase, phrase.replace("'", "’")}:
            if len(variant) <= 2:
                out.update(variant + sep for sep in " ,.!\t\n\u00a0")
            else:
                out.add(variant)
    return _shortest(out)


def _shortest(anchors: Iterable[str]) -> tuple[str, ...]:
    """Drop every anchor that starts with another one: where it occurs, the shorter one does,
    and a window around the shorter one covers it."""
    kept: list[str] = []
    for anchor in sorted(set(anchors), key=len):
        if not any(anchor.startswith(k) for k in kept):
            kept.append(anchor)
    return tuple(sorted(kept))


_TRIGGERS = _CUES.triggers
_LABEL_HEADS = "|".join(regex.escape(h) for h in _TRIGGERS.name_label_heads)

#: A capitalised word; after an apostrophe only where that opens a quotation ("'Liam
#: Walsh, Electrician'"), not inside a word ("O'Brien", "l'Arc").
TOKEN_RE = compile_flat(
    r"(?<![\p{L}\p{M}\p{N}_-])(?<![\p{L}\p{M}\p{N}_.-]['’])\p{Lu}[\p{L}\p{M}'’\-]{0,29}"
)
#: A name particle, or two ("von", "van der", "de la"), inside a name.
_PARTICLE_RUN = (
    r"(?:" + literal_alternation(_CUES.gap_particles) + r")"
    r"(?:[ \u00a0](?:" + literal_alternation(_CUES.gap_particles_second) + r"))?"
)
_PARTICLE_GAP_RE = compile_pattern(r"[ \u00a0]" + _PARTICLE_RUN + r"[ \u00a0]")
#: The longest gap between two capitalised words that joins them into one group (a space,
#: an initial's dot, a particle "von der", a suffix's comma): a longer one never does.
_MAX_JOIN_GAP = 12
_NAME_WORD = r"[\p{L}\p{M}][\p{L}\p{M}'’\-]{0,29}"
#: One or two initials may open it ("J. R. Okonkwo", "A. Smith").
_NAME_RUN = (
    r"(?:(?-i:\p{Lu})\.[ \u00a0]{1,2}){0,2}"
    + _NAME_WORD
    + r"(?:[ \u00a0]{1,2}(?:\p{Lu}\.?[ \u00a0]{1,2})?"
    + _NAME_WORD
    + r"){0,3}"
)
#: After a field's label the name ends before the next field's label ("Nom : DUCHESNE  Prénom :
#: Léopold"), which then opens a name of its own; so it does before another form label that
#: names no one ("Employee: Gareth Llewellyn  ID: E-22914", "Tel:", "Date:").
_TRIGGER_NAME_RUN = (
    r"(?:(?-i:\p{Lu})\.[ \u00a0]{1,2}){0,2}"
    + _NAME_WORD
    + r"(?:[ \u00a0]{1,2}(?!(?:"
    + literal_alternation((*_TRIGGERS.fields, *_CUES.not_speakers))
    + r")[ \u00a0]?:)(?:\p{Lu}\.?[ \u00a0]{1,2})?"
    + _NAME_WORD
    + r"){0,3}"
)
TRIGGER_RE = compile_pattern(
    r"(?i)\b(?:"
    + literal_alternation((*_TRIGGERS.strong, *_TRIGGERS.plain, *_TRIGGERS.weak))
    + r"|(?:"
    + _LABEL_HEADS
    + r")[ ]?name(?:[ ]is)?[?:]?"
    + r"|(?:"
    + literal_alternation(_TRIGGERS.fields)
    + r")\s?:)"
    r"[ \t\u00a0]{0,3}(?P<n>" + _TRIGGER_NAME_RUN + r")"
)
_WEAK_TRIGGERS = frozenset(_TRIGGERS.weak)
#: Triggers after which even an unknown lower-case word is a name ("my name is vitoria").
#: Searched from the end.
_STRONG_TRIGGER_RE = compile_pattern(
    r"(?:" + literal_alternation(_TRIGGERS.strong, reverse=True) + r")[ ]{1,3}$", regex.REVERSE
)
_GREETING_WORDS = (
    r"(?i:"
    + literal_alternation(_CUES.greetings)
    + r")[ \t\u00a0,]{1,3}(?P<n>"
    + _NAME_RUN
    + r")(?=[ \t]{0,3}(?:[,!:;\n.]|$))"
)
#: A greeting counts at the start of a line, a sentence or a quote: the pattern starts with
#: that delimiter (a character class, which ``regex`` scans for fast).
GREETING_RE = compile_pattern(
    # and after an opening quote of the six languages: « Chère Amandine », „Lieber Piet"
    r"[\n.!?:;>\"\u201c\u00ab\u201e\u2018][ \t\u00a0\u202f]{0,8}" + _GREETING_WORDS
)
#: ... or at the very start of the text (used with ``match``).
GREETING_START_RE = compile_pattern(r"[ \t]{0,8}" + _GREETING_WORDS)
_CAPITAL_RUN = (
    r"(?!I['’])\p{Lu}[\p{L}\p{M}'’\-]{0,29}(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'’\-]{0,29}){0,3}"
)
SIGNOFF_RE = compile_pattern(
    r"(?i)\b(?:" + literal_alternation(_CUES.signoffs) + r")(?:[ \t]{0,3}[,!.]?[ \t]{0,3}"
    r"\r?\n[ \t]{0,8}(?:-{1,2}[ \t]{0,2})?(?P<n>" + _NAME_RUN + r")"
    # a chat prompt pasted on one line: "Viele Grüße, Familie Tanriverdi" at its end, in
    # capitals only ("Thanks, I'll try that" goes on)
    r"|,[ \t]{1,3}(?P<n>(?-i:" + _CAPITAL_RUN + r"))"
    # ... or after a space or "!" where the name ends the text, its line or a quote: "Mit
    # freundlichen Grüßen Henrike Baumgartner-Oß", "Merci ! Rachid"
    r"|[ \t]{0,2}!?[ \t]{1,3}(?P<n>(?-i:" + _CAPITAL_RUN + r"))"
    r"(?=[ \t]{0,3}(?:\r?\n|$|[\u00a0\u202f]?[\u00bb\u201c\u201d\"])))[ \t]{0,3}"
    # ... or at the end of a quoted message: "« …, Bises, Coralie »", or of a sentence before
    # the request goes on: "Liefs, Evelien. Kun je dit …"
    r"(?=\r?\n|$|,|\.(?=[ \t]|$)|[\u00a0\u202f]?[\u00bb\u201c\u201d\"])"
)
DISPLAY_NAME_RE = compile_pattern(
    r"(?:\"(?P<q>[^\"\n<>@]{2,80})\"|(?<![\p{L}\p{M}.])(?P<n>\p{Lu}[\p{L}\p{M}'’\-]{0,29}"
    r"(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'’.\-]{0,29}){0,3}))[ \t]{0,3}<[\w.+\-]{1,64}@"
)
#: Two or three capitalised words, a bracket, comma or colon, and the local part of an
#: e-mail address ("Georgia Lennox (georgia.lennox@…)"): searched in windows ending at "@".
NAME_BY_EMAIL_RE = compile_pattern(
    r"(?<![\p{L}\p{M}.])(?P<n>\p{Lu}[\p{L}\p{M}'’\-]{1,29}"
    r"(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'’\-]{1,29}){1,2})"
    r"[ \t]{0,2}[(\[,:][ \t]{0,2}(?P<e>[\w.+\-]{1,40})@"
)
_AT_RE = regex.compile("@")
_NAME_BY_EMAIL_REACH = 150
#: German letters as an address writes them ("Kühnel" → "kuehnel").
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def _ascii_forms(word: str) -> set[str]:
    """A name's word in the lower-case ASCII forms an e-mail address may spell it in."""
    key = word.casefold().replace("'", "").replace("’", "")
    plain = "".join(
        ch for ch in unicodedata.normalize("NFKD", key) if not unicodedata.combining(ch)
    )
    return {plain, plain.replace("-", ""), key.translate(_UMLAUTS).replace("-", "")}


#: The trigger phrases that name someone ("my name is", "call him"), not a field or a header.
_NAMING_PHRASES = frozenset(
    phrase.casefold() for phrase in (*_TRIGGERS.strong, *_TRIGGERS.plain, *_TRIGGERS.weak)
)


def _naming_phrase(m: regex.Match[str]) -> bool:
    """Whether a ``TRIGGER_RE`` match's phrase names someone (see ``_NAMING_PHRASES``)."""
    phrase = m.group(0)[: m.start("n") - m.start()]
    return " ".join(phrase.split()).casefold() in _NAMING_PHRASES


def _role_word(word: str, lex: Lexicon) -> bool:
    """An everyday word that no name list holds ("Customer Service"): in a name that an e-mail
    address beside it spells out, a role's mailbox, not a person."""
    key = word.casefold()
    return key not in lex.first and key not in lex.surnames and is_everyday(key)


#: From this English Zipf frequency and length an everyday word that no name list holds names
#: a team where a person usually stands ("Procurement" 3.7, "Infrastructure" 4.5, "Security"
#: 5.2); a rarer or shorter one may be someone's nickname ("Chip", "Spike", "Sully").
_TEAM_WORD_ZIPF = 3.5
_TEAM_WORD_LENGTH = 7


def _team_word(word: str, lex: Lexicon) -> bool:
    """A team's word after a greeting, a sign-off or a header field, or in a sender's display
    name: "Dear Procurement", "Thanks, Infrastructure", "Barclays Security" <alerts@…>."""
    return (
        len(word) >= _TEAM_WORD_LENGTH
        and _role_word(word, lex)
        and frequency(word.casefold()) >= _TEAM_WORD_ZIPF
    )


def _spelled_by(words: list[str], local: str) -> bool:
    """Whether an address's local part spells the name ``words``: its given name and surname
    ("georgia.lennox", "georgia_lennox", "georgialennox") or its initial and surname
    ("m.kuehnel", "mkuehnel")."""
    local = local.casefold()
    parts = [p for p in regex.split(r"[._+\-]", local) if p]
    firsts, lasts = _ascii_forms(words[0]), _ascii_forms(words[-1])
    if (
        len(parts) >= 2
        and parts[-1] in lasts
        and (parts[0] in firsts or (len(parts[0]) == 1 and any(f[:1] == parts[0] for f in firsts)))
    ):
        return True
    return any(local in (f + last, f[:1] + last) for f in firsts for last in lasts)


_CJK_PHRASES = ("我叫", "我的名字是", "我的名字叫", "我是", "私の名前は", "제 이름은", "저는")
CJK_RE = compile_pattern(r"(?:" + "|".join(_CJK_PHRASES) + r")(?P<n>\p{Han}{2,4}|\p{Hangul}{2,4})")
_HEBREW_PHRASES = ("שמי", "קוראים לי", "השם שלי")
HEBREW_RE = compile_pattern(
    r"(?:" + "|".join(_HEBREW_PHRASES) + r")[ \u00a0]{1,2}"
    r"(?P<n>\p{Hebrew}{2,15}(?:[ \u00a0]\p{Hebrew}{2,15})?)"
)
#: (pattern, the first characters of its phrases): a text with none of them is not scanned.
_SCRIPT_PHRASES = (
    (CJK_RE, frozenset(p[0] for p in _CJK_PHRASES)),
    (HEBREW_RE, frozenset(p[0] for p in _HEBREW_PHRASES)),
)
#: A label at the start of the text or of a line, then a quote or a capital letter.
_SPEAKER_RE = compile_pattern(
    r"(?:\A|(?<=\n))[ \t>]{0,4}(?P<n>\p{Lu}\p{Ll}[\p{Ll}\p{M}'\-]{0,29}):[ \t]{0,2}[\"“\p{Lu}]"
)
#: The sender of a line of an exported chat: a timestamp at the line's start ("[12/03, 21:14]
#: ", "[12/03/2025, 21:14:05] ", "12/03/2025, 21:14 - "), then one to three words and a colon.
#: Chat apps write the sender's contact name there, in lower case too ("jess", "big dave").
_STAMP_SPEAKER_RE = compile_pattern(
    r"(?:\A|(?<=\n))[ \t]{0,4}(?:\[[0-9]{1,4}[/.\-][0-9]{1,2}(?:[/.\-][0-9]{2,4})?,?[ ]"
    r"[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ ]?[AaPp][Mm])?\][ ]"
    r"|[0-9]{1,4}[/.\-][0-9]{1,2}[/.\-][0-9]{2,4},?[ ]"
    r"[0-9]{1,2}:[0-9]{2}(?:[ ]?[AaPp][Mm])?[ ]-[ ])"
    r"(?P<n>\p{L}[\p{L}\p{M}'\-]{0,24}(?:[ ]\p{L}[\p{L}\p{M}'\-]{0,24}){0,2}):[ ]"
)
#: A line's label that is an everyday word of one of these languages is a heading's field
#: ("Procedimiento:", "Contra:", "Demandante:", "Geschäftszeichen:"), no one speaking.
_LABEL_LANGS = ("de", "fr", "es", "nl", "it")
_LABEL_WORD_ZIPF = 3.0
#: A text with this many line labels that are words ("Schule:", "Diagnose:") is a form: its
#: other labels are fields too, not speakers of a dialogue.
_FORM_FIELDS = 2
#: A form's field whose value is no one's line of speech: a label of one to four words at a
#: line's start ("Schadentag:", "Amtl. Kennzeichen:", "Toestel:") before a number alone (not
#: "Borak: 5 minutes ago"), an amount, a blank, a placeholder or one lower-case word that ends
#: the line ("Prioriteit: normaal"), or a label with a dot or a lower-case word; counted only
#: where a text's labels would otherwise make it a dialogue.
_FIELD_LINE_RE = compile_pattern(
    r"(?:\A|(?<=\n))[ \t]{0,4}\p{Lu}(?:"
    r"[\p{L}.\-/]{1,30}(?:[ ][\p{L}.\-/]{1,30}){0,3}:[ \t]{0,2}"
    r"(?:[_\[€£$#]|[0-9][0-9 .,:/\-]{0,24}(?:[,;(\n]|\Z)|\p{Ll}{2,20}[ \t]*(?:\n|\Z))"
    # ... or a label no name is: an abbreviation's dot or a lower-case word in it
    # ("Versicherungsschein-Nr.:", "Amtl. Kennzeichen:", "Hersteld door:"), whatever follows
    r"|[\p{L}\-/]{0,30}(?:\.|[ ]\p{Ll})[\p{L}.\-/ ]{0,40}:[ \t]{0,2}\S)"
)
#: What a line of code has and a line of dialogue does not.
_CODE_LINE_RE = compile_pattern(r" = |\]|::|\(\)|=>|->|;$|\{$|\p{Ll}\p{Lu}")
#: Labels of chats, forms and logs that are not people.
_NOT_SPEAKERS = _CUES.not_speakers
#: The field labels before a name ("Naam:", "Tenant:", "Verzekeringnemer:"): fields, no speakers.
_NAME_FIELDS = frozenset(_TRIGGERS.fields)
_LOWER_SURNAME_RE = compile_pattern(
    r"[ \u00a0](?:\p{Ll}\.?[ \u00a0]|" + _PARTICLE_RUN + r"[ \u00a0])?"
    r"(?P<s>\p{Ll}[\p{Ll}\p{M}'’\-]{1,30})(?![\p{L}\p{M}])"
)
#: A capitalised surname after an introduced given name ("Hi, this is Grace Kim").
_INTRODUCED_SURNAME_RE = compile_pattern(
    r"[ \u00a0](?P<s>\p{Lu}[\p{Ll}\p{M}'’\-]{1,29})(?![\p{L}\p{M}])"
)
_LIST_GAP_RE = compile_pattern(r",?[ \u00a0](?:and|und|et|y|e|og|och|en)[ \u00a0]|,[ \u00a0]")
#: "Jess & Tom": an ampersand joins two given names only (``_two_given_names``); firms
#: join surnames so ("Marks & Spencer", "Johnson & Johnson").
_AMPERSAND_GAP_RE = compile_pattern(r"[ \u00a0]&[ \u00a0]")


def _two_given_names(first: str, second: str, lex: Lexicon) -> bool:
    """Both words are given names, and at least one is no ambiguous one."""
    return (
        first in lex.first
        and second in lex.first
        and (first not in lex.ambiguous_first or second not in lex.ambiguous_first)
    )


_FOLLOW_VERB_RE = compile_pattern(
    r"['’]s[ \u00a0](?:" + literal_alternation(_CUES.possessed_nouns) + r")\b|"
    r"[ \u00a0](?:" + literal_alternation(_CUES.follow_phrases) + r")\b"
)
#: Someone addressed by name ("Tom, can you …"): only where the name opens a sentence or
#: follows a greeting; after a preposition it is a thing ("during Ramadan, can you …").
_VOCATIVE_AFTER_RE = compile_pattern(
    r",[ \u00a0](?:can|could|would|will|please|are|do)[ \u00a0](?:I|you|we)\b"
)
_VOCATIVE_BEFORE_RE = compile_pattern(
    r"(?:^|[\n.!?:;>\"\u201c]|(?i:"
    + literal_alternation(_CUES.greetings, reverse=True)
    + r")[ ,\u00a0])"
    r"[ \t\u00a0]{0,8}$",
    regex.REVERSE,
)
#: A word this frequent in one of the languages, after a sign-off without a comma, is a word
#: ("Schön" 5.5, "Maman" 4.7); given names no list holds stay below it ("Rachid" 3.5).
_SIGNOFF_WORD_ZIPF = 4.5


def _everyday_after_signoff(m: regex.Match[str], lex: Lexicon) -> bool:
    """A sign-off followed by one word with neither comma nor line break between ("Danke!
    Tschüss", "Danke Schön"): a word that one of the languages uses often and no name list
    holds is no one ("Merci ! Rachid", "Grüßen Henrike Baumgartner-Oß" are people)."""
    between = m.string[m.start() : m.start("n")]
    if "," in between or "\n" in between:
        return False
    words = m.group("n").split()
    if len(words) != 1:
        return False
    key = words[0].casefold()
    if key in lex.first or key in lex.surnames:
        return False
    return key in _STOP_AFTER_TRIGGER or top_frequency(words[0]) >= _SIGNOFF_WORD_ZIPF


_TRIGGER_ANCHORS = _shortest(
    (
        *_anchors((*_TRIGGERS.strong, *_TRIGGERS.plain, *_TRIGGERS.weak, "name")),
        *(field + colon for field in _TRIGGERS.fields for colon in (":", " :")),
    )
)
_GREETING_ANCHORS = _anchors(_CUES.greetings)
_SIGNOFF_ANCHORS = _anchors(_CUES.signoffs)
#: How far a sign-off match reaches past the start of its phrase: the phrase, up to 7
#: characters of punctuation and a line break, 8 of indent and a dash, a name of four words of
#: at most 30 letters with initials (SIGNOFF_RE), and the look-ahead.
_SIGNOFF_SPAN = max(map(len, _CUES.signoffs)) + 7 + 2 + 12 + 4 * 30 + 3 * 6 + 3 + 3
#: How far a sign-off attempt may read from the start of its phrase.
_SIGNOFF_REACH = max(map(len, _SIGNOFF_ANCHORS)) + _SIGNOFF_SPAN
#: Searched from the end (REVERSE), as the match must end there.
_CUE_BEFORE_RE = compile_pattern(
    r"(?i)(?:\b(?:"
    + literal_alternation(
        [*_CUES.cue_before, *_CUES.relation_nouns, *_CUES.role_heads],
        reverse=True,
    )
    + r"|ex-\w{1,20}|"
    # titles in capitals only with a dot: "MS Crypto API" is a product
    r"(?-i:[Mm]rs?\.?|[Mm]s\.?|[Mm]iss|[Dd]r\.?|MRS?\.|MS\.|DR\.))[ ,]{1,2})$",
    regex.REVERSE,
)
#: Cue words of ``_CUE_BEFORE_RE`` that things follow as well as people ("with Python", "by
#: Docker"): after them an everyday word is no name. Searched from the end.
_THING_CUE_BEFORE_RE = compile_pattern(
    r"(?i)\b(?:" + literal_alternation(_CUES.thing_cues_before, reverse=True) + r")[ ,]{1,2}$",
    regex.REVERSE,
)
#: Words that never stand inside a person's name.
_INNER_STOPWORDS = _CUES.inner_stopwords
#: A word right after one of these is part of an identifier ("COPYING.LESSER", "``NaN``").
_IDENTIFIER_BEFORE = (".", "_", "`")
#: A capital after three lower-case letters: "RuntimeError", "TypeAlias" — not "McAllister",
#: "MacArthur", "DeShawn"; or an acronym inside a word: "RawIOBase", "parseHTMLTag" — not
#: "McDONALD" (no lower case after the capitals).
_CAMEL_RE = compile_pattern(r"\p{Ll}{3}\p{Lu}|\p{Ll}\p{Lu}{2,}\p{Ll}")
#: Endings of English plurals and adverbs: an unknown "Coroutines will…", "Sometimes called"
#: at the start of a sentence is not a name.
_PLURAL_ENDINGS = _CUES.plural_endings
#: Endings of everyday nouns that never end a first name ("Entertainment", "Learning").
_NOUN_ENDINGS = _CUES.noun_endings
#: Everyday words with a surname-like ending ("Salesperson", "Season", "Reason").
_NOT_SURNAMES = _CUES.not_surname_endings


#: The kinds of evidence this recognizer reports, and the one place their scores are set.
Evidence = Literal[
    "title", "trigger", "display-name", "phrase", "judge", "repeated", "lower-case",
    "case-party", "first-name", "institution", "list", "place-list", "speaker", "block-head",
    "context",
    "given+surname", "ambiguous-given+surname", "middle-initial", "surname-first",
    "surname-ending", "given-inside", "capitalised-run", "given-alone", "given-alone-caps",
    "surname-alone", "none",
]  # fmt: skip
SCORES: dict[Evidence, float] = {
    "title": 0.95, "trigger": 0.9, "given+surname": 0.9, "display-name": 0.85, "phrase": 0.85,
    "judge": 0.85, "ambiguous-given+surname": 0.85, "middle-initial": 0.85, "repeated": 0.8,
    "surname-first": 0.8, "surname-ending": 0.75, "lower-case": 0.7, "case-party": 0.7,
    "first-name": 0.7, "institution": 0.7, "list": 0.65, "place-list": 0.65, "speaker": 0.65,
    "block-head": 0.6,
    "context": 0.6, "given-inside": 0.6, "given-alone": 0.6, "capitalised-run": 0.3,
    "given-alone-caps": 0.3, "surname-alone": 0.3, "none": 0.0,
}  # fmt: skip
#: A German doctor's field after "Dr." ("med.", "rer. nat."), with its dot.
_DOCTOR_FIELDS = (
    r"(?:"
    + "|".join(
        regex.escape(f).replace(r"\ ", "[ ]?")
        for f in sorted(_CUES.doctor_fields, key=len, reverse=True)
    )
    + r")\."
)
#: Offices a French letter addresses after "Monsieur le", "Madame la" ("Monsieur le Maire"):
#: the title and its office, no one's name ("Monsieur le Goff" is one).
_ADDRESSED_OFFICES = frozenset(w.casefold() for w in _CUES.addressed_offices)
_OFFICE_ARTICLES = ("le", "la", "l'", "l’")
#: Capitalised only because a sentence, a greeting or a sign-off starts there ("Later, Sarah
#: said", "Hallo Anna"): never part of a name.
_NOT_NAME_STARTS = (
    _CUES.sentence_openers
    | request_verbs()  # "Explain Kubernetes pods": a prompt's imperative
    | {g for g in _CUES.greetings if " " not in g}
    | {s for s in _CUES.signoffs if " " not in s}
)
#: A lone known given name before one of these is a person ("Tom said", "Priya left").
_LONE_AFTER_RE = compile_pattern(
    # "harriet told me", and set off by commas: "one of my sixth formers, harriet, told me"
    r",?[ \u00a0](?:" + literal_alternation(_CUES.speech_verbs) + r")(?![\p{L}\p{M}])|"
    r",[ \u00a0]\d{1,2}[,)]|"  # an age in apposition: "Sam, 29, from Norwich"
    # ... or in a clause: "and Tyler, who is 4", "Ruairí, aged 7"
    r",[ \u00a0](?:who[ \u00a0](?:is|was)|aged)[ \u00a0]\d{1,2}(?![0-9])|"
    r"['’]s[ \u00a0](?:" + literal_alternation(_CUES.possessed_nouns) + r")(?![\p{L}\p{M}])"
)
#: ... or after one of these ("ask Priya about it"); searched from the end, as above.
_LONE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_CUES.ask_verbs, reverse=True)
    + r")[ \u00a0]$",
    regex.REVERSE,
)
#: In lower-case chat text, a relation noun, a greeting or a sign-off right before a given
#: name ("my boss sarah", "hi priya", "lg jule", "groetjes, ilse", "my manager (darren)");
#: searched from the end, as above.
_LOWER_CUE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation([*_CUES.relation_nouns, *_CUES.greetings, *_CUES.signoffs], reverse=True)
    # "my manager (darren) said": the name in brackets right after the relation noun
    + r")(?:[ ,\u00a0]{1,2}|[ \u00a0]\()$",
    regex.REVERSE,
)
#: The same with "is" between ("bride is sophie", "my carer is aoife"): the relation's
#: name; searched from the end.
_LOWER_RELATION_IS_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_CUES.relation_nouns, reverse=True)
    + r")[ \u00a0]is[ \u00a0]$",
    regex.REVERSE,
)
#: A comma and an age right after a lower-case given name ("im tom, 29, teacher").
_AGE_AFTER_NAME_RE = compile_pattern(r",[ \u00a0]?(?:[1-9]|[1-9][0-9])(?![\p{N}\p{L}])")
#: A possessive and a relation noun right before a word ("my boss mark", "mijn vrouw
#: Annelies"): the word names that person, even an everyday word or one with a plural's
#: ending; searched from the end.
#: Relation nouns written with their possessive ("my ex", "mein mann"), and the nouns of them
#: ("ex", "mann": the possessive makes them relation nouns).
_WITH_POSSESSIVE = tuple(
    n for n in _CUES.relation_nouns if " " in n and n.split(" ", 1)[0] in _CUES.possessives
)
_POSSESSED_HEADS = frozenset(n.rsplit(" ", 1)[1] for n in _WITH_POSSESSIVE)


def _particle_before_surname(parts: list[str], index: int) -> bool:
    """Whether ``parts[index]`` opens a run of name particles that a capitalised word ends
    ("van der Meulen", "de la Fuente", "di Sabatino")."""
    for part in parts[index : index + 4]:
        if part.casefold() in _PARTICLES:
            continue
        return part[:1].isupper()
    return False


def _names_someone_alone(key: str, lex: Lexicon) -> bool:
    """A given name or a surname that is no everyday word ("heinrich", not "zero")."""
    return (
        (key in lex.first or key in lex.surnames) and key not in lex.common and not is_everyday(key)
    )


#: Role nouns of a form or a letter before a full name ("Versicherter Heinrich Lübbers").
_ROLE_HEADS = frozenset(_CUES.role_heads)
_RELATION_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:(?:"
    + literal_alternation(_CUES.possessives, reverse=True)
    + r")[ \u00a0](?:"
    + literal_alternation(_CUES.relation_nouns, reverse=True)
    + r")|"
    + literal_alternation(_WITH_POSSESSIVE, reverse=True)
    + r")[ ,\u00a0]{1,2}$",
    regex.REVERSE,
)
#: Given names that are everyday words too ("Hope", "Blessing"; ``word_given_names``).
_WORD_GIVEN_NAMES = tuple(_CUES.word_given_names)
#: A capitalised word right after a name, hyphenated parts allowed ("Okonkwo-Eze").
_SURNAME_AFTER_RE = compile_pattern(
    r"[ \u00a0](?P<s>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*)(?![\p{L}\p{M}])"
)
#: Kinship and respect words written after a given name ("Pinky didi"; ``kin_after_name``).
_KIN_AFTER_NAME = tuple(_CUES.kin_after_name)
_KIN_AFTER_NAME_RE = compile_pattern(
    r"(?<![\p{L}\p{M}\-'’.])(?P<n>\p{Lu}\p{Ll}{2,})[ \u00a0](?:"
    + literal_alternation(_KIN_AFTER_NAME)
    + r")(?![\p{L}\p{M}])"
)


#: The item of a list right before a word: "Emmanuel, " or "Joy and " (from the end).
_LIST_ITEM_BEFORE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?P<w>\p{Lu}\p{Ll}+)(?:,[ \u00a0]|[ \u00a0](?:and|&)[ \u00a0])$",
    regex.REVERSE,
)


def _listed_after_name(text: str, start: int, lex: Lexicon, named_at: set[int]) -> bool:
    """The word at ``start`` is the next item of a list whose item before it is a given name
    of the lexicon that is no everyday word, or a word given name found as a name already
    ("Pastor Emmanuel, Joy and Blessing"; "Apples, Hope and Joy" stays)."""
    m = _LIST_ITEM_BEFORE_RE.search(text, max(0, start - 24), start)
    if m is None:
        return False
    key = m.group("w").casefold()
    return m.start("w") in named_at or (
        key in lex.first
        and key not in lex.common
        and key not in _WORD_GIVEN_NAMES
        and not is_everyday(key)
    )


def _double_surname(word: str, lex: Lexicon) -> bool:
    """A surname of the lexicon that is no everyday word, or a double-barrelled one of
    such parts ("Adjei", "Okonkwo-Eze"; not "Street", "Mills-Lane" with a word)."""
    parts = word.casefold().split("-")
    return all(p in lex.surnames and p not in lex.common and not is_everyday(p) for p in parts)


#: A possessive right before a word (searched from the end): "Mein Mann" is a relation.
_POSSESSIVE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_CUES.possessives, reverse=True)
    + r")[ \u00a0]$",
    regex.REVERSE,
)
#: ... the same, forwards, with the lower-case word after it ("my sister becca works …").
_RELATION_LOWER_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_CUES.possessives)
    + r")[ \u00a0](?:"
    + literal_alternation(_CUES.relation_nouns)
    + r")[ ,\u00a0]{1,2}(?P<n>(?-i:\p{Ll}[\p{Ll}\p{M}'’\-]{2,20}))(?![\p{L}\p{M}'’\-])"
)
_RELATION_NOUN_ANCHORS = tuple(sorted(_CUES.relation_nouns))
#: The Zipf frequency in any of the six languages above which a lower-case word
#: after a relation noun is a word of that language, not a name ("mijn zoon speelt"): names
#: are frequent words too ("becca" 3.6 in Italian), verbs and adverbs more so.


def _shared_words(ctx: ScanContext) -> frozenset[str]:
    """The function words of two languages that are also given names ("una", "era") and
    start no lower-case name here: all of them in a text not identified as English (where
    "Una" is a given name: "my friend una rossi"), none where no such word occurs."""
    shared = language.profiles().shared
    if not (ctx.words & shared) or ctx.language == "en":
        return frozenset()
    return shared


MIN_OTHER_ZIPF = 4.0
#: Below this Zipf frequency in any language a name found in the text and written again in
#: lower case is that name ("Robbo … robbo got stuck", "Mrs Okafor … okafor"), not a word.
_LOWER_REPEAT_MAX_ZIPF = 3.5
#: English verb and adverb endings: "my wife texted", "my son plays", "my boss really"; and
#: the accented last vowel of the Spanish and Italian past ("mi abuelo luchó", "mio nonno
#: lavorò"), which no unknown name ends in.
_VERB_ENDINGS = ("ed", "ing", "ly", "s", "ó", "ò")
#: A day of the month right before a word ("3. Mai", "14 June"): the word is the month.
_DAY_BEFORE_RE = compile_pattern(r"(?<![0-9])(?:[1-9]|[12][0-9]|3[01])\.?[ \u00a0]$", regex.REVERSE)
#: A word right before a month's name that makes it the month ("im Mai", "Ende Juni", "in
#: May"; ``month_cues`` of ``data/dates.json``); searched from the end.
_MONTH_CUE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(vetoes().month_cues, reverse=True)
    + r")[ \u00a0]$",
    regex.REVERSE,
)
#: An indefinite article right before a word: what follows is a kind of person or thing.
_INDEFINITE_BEFORE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?i:a|an|ein|eine|einen|un|une|una|uno|een)[ \u00a0]$", regex.REVERSE
)
#: A German preposition fused with its article, or neuter "das", right before a word: German
#: capitalises the noun after it and no name stands there ("im Sommer", "ans Schwarze Meer";
#: ``noun_contractions`` of ``person_cues.json``); searched from the end.
_NOUN_CONTRACTION_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])("
    + literal_alternation(_CUES.noun_contractions | _CUES.noun_contractions_german, reverse=True)
    + r")[ \u00a0]$",
    regex.REVERSE,
)


def _after_noun_contraction(ctx: ScanContext, start: int) -> bool:
    """Whether a German fused preposition ("im", "ans", "vom") or "das" stands right before
    ``start``; those that are English words too ("am", "im") only in a German text."""
    found = _NOUN_CONTRACTION_BEFORE_RE.search(ctx.text, max(0, start - 8), start)
    if found is None:
        return False
    word = found.group(1).casefold()
    return word not in _CUES.noun_contractions_german or ctx.language == "de"


#: A German article or fused preposition right before a word (``adjective_articles`` of
#: ``person_cues.json``): before a declined adjective it opens a thing's name ("der
#: Dreißigjährige Krieg"); searched from the end.
_ADJECTIVE_ARTICLE_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])("
    + literal_alternation(_CUES.adjective_articles | _CUES.adjective_articles_german, reverse=True)
    + r")[ \u00a0]$",
    regex.REVERSE,
)


def _adjective_after_article(ctx: ScanContext, start: int, words: list[str], lex: Lexicon) -> bool:
    """Whether ``words`` (two or more) open with a declined German adjective, no known given
    name, right after a German article ("der Dreißigjährige Krieg", "zum Heiligen Römischen
    Reich"); articles that other languages write too only in a German text."""
    first = words[0].casefold()
    if (
        first in lex.first
        or first in lex.ambiguous_first
        or not first.endswith(_CUES.adjective_endings)
        # a role noun with the same ending, then a person ("den Geschäftsführer Holger
        # Brinkmann"): a given name after the first word makes the words a name
        or any(w.casefold() in lex.first for w in words[1:])
    ):
        return False
    found = _ADJECTIVE_ARTICLE_BEFORE_RE.search(ctx.text, max(0, start - 8), start)
    if found is None:
        return False
    article = found.group(1).casefold()
    return article not in _CUES.adjective_articles_german or ctx.language == "de"


#: How frequent (Zipf, German) the stem of a declined adjective must be for the word to be a
#: surname formed from it ("Schwarzer" from "schwarz", "Weiße" from "weiß").
ADJECTIVE_STEM_ZIPF = 4.0


def _surname_like_adjective(text: str, start: int, space: int, word: str, lex: Lexicon) -> bool:
    """``word`` right after one known given name or a title (``text[start:space]``) is a
    declined German adjective ("Tobias Schwarzer", "Frau Weiße"): German surnames are such
    words, and after a given name or a title the word is the surname, no noun of the next
    clause."""
    given = text[start:space].casefold()
    if " " in given or not (
        given.rstrip(".") in TITLES or (given in lex.first and given not in lex.ambiguous_first)
    ):
        return False
    key = word.casefold()
    return any(
        key.endswith(ending) and frequency(key[: -len(ending)], "de") >= ADJECTIVE_STEM_ZIPF
        for ending in _CUES.adjective_endings
        if len(key) > len(ending) + 2
    )


#: English articles that end ask phrases of another language of the six as prepositions
#: ("schreib an lena", "scrivi a chiara", "escríbele a marta").
_ENGLISH_ONLY_ARTICLES = frozenset({"a", "an"})


def _preposition_elsewhere(ctx: ScanContext, article: str, start: int) -> bool:
    """Whether the indefinite article before a word is English "a" / "an" at the end of an
    ask phrase of another language ("schreib an", "scrivi a", "escríbele a"): a preposition,
    not an article. Read from the phrase, not the text's language: short prompts have none,
    and identifying a long text's language at each such word would cost a pass each."""
    if article.strip().casefold() not in _ENGLISH_ONLY_ARTICLES:
        return False
    return _LONE_BEFORE_RE.search(ctx.text, max(0, start - 16), start) is not None


#: Languages where "a" before a given name is the preposition "to" ("las llaves a Lucía",
#: "l'ho detto a Giulia"), not the English article.
_A_PREPOSITION_LANGUAGES = frozenset({"es", "it"})


def _romance_preposition(ctx: ScanContext, article: str, value: str, lex: Lexicon) -> bool:
    """Whether "a" before a known given name (no everyday word: "a Christian" is asked too)
    is the Spanish or Italian preposition: the text's language is identified only then, once
    per text, as English text rarely puts "a" before a given name."""
    if article.strip().casefold() != "a":
        return False
    key = value.casefold()
    if key not in lex.first or key in lex.ambiguous_first:
        return False
    return ctx.language in _A_PREPOSITION_LANGUAGES


#: A thing's noun and a weak trigger right before a word (see ``_thing_called``).
_THING_CALLED_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:" + literal_alternation(_CUES.things_called, reverse=True) + r")"
    r"[ \u00a0](?:" + literal_alternation(_TRIGGERS.weak, reverse=True) + r")[ \u00a0]{1,2}$",
    regex.REVERSE,
)
#: A thing's noun right before "name is" / "name's" (``things_called``, ``thing_name_heads``):
#: "the file name is given", "the project's name is Apollo" name no one.
_THING_NAME_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_CUES.things_called | _CUES.thing_name_heads, reverse=True)
    + r")(?:['’]s)?[ \u00a0]$",
    regex.REVERSE,
)
#: ... or a self-introduction ("hey its dave", "this is priya"), for a name that is no word.
_SELF_INTRODUCTION_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_CUES.self_introductions, reverse=True)
    + r")[ \u00a0]$",
    regex.REVERSE,
)
#: A greeting (and a group it addresses) before a self-introduction: "Hi, this is ",
#: "Hello! This is ", "hey, it's ", "Hi team, this is "; searched from the end.
_GREETING_WITH_GROUP = (
    r"(?:" + literal_alternation(_CUES.greetings, reverse=True) + r")"
    r"(?:[ \u00a0](?:" + literal_alternation(_CUES.addressees, reverse=True) + r"))?"
    r"[ \u00a0]?[,!.:]?[ \u00a0]{1,2}"
)
_GREETED_INTRODUCTION_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])" + _GREETING_WITH_GROUP
    + r"(?:" + literal_alternation(_CUES.self_introductions, reverse=True) + r")[ \u00a0]\Z",
    regex.REVERSE,
)  # fmt: skip
#: A given name signing in at the start of the text or a line, after an optional greeting:
#: "Grace here, …", "Hi all, Fatima here." (searched from the end, up to the name's start).
_SIGN_IN_BEFORE_RE = compile_pattern(
    r"(?i)(?:\A|(?<=[\n.!?]))[ \t>]{0,4}(?:" + _GREETING_WITH_GROUP + r")?\Z", regex.REVERSE
)
#: A self-introduction and its space, longest first, as a greeting's name run may open with
#: one ("salut c'est karim").
_SELF_INTRODUCTION_PREFIXES = tuple(
    sorted((phrase + " " for phrase in _CUES.self_introductions), key=len, reverse=True)
)
#: The word after a self-introduction (any case: "this is grace").
_INTRODUCED_NAME_RE = compile_pattern(
    r"[ \u00a0](?P<n>[\p{L}][\p{Ll}\p{M}'’\-]{2,29})(?![\p{L}\p{M}])"
)
#: A capitalised word right before a sign-in tail ("Grace| here,"), searched from the end.
_SIGNED_IN_NAME_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?P<n>\p{Lu}[\p{Ll}\p{M}'’\-]{2,29})\Z", regex.REVERSE
)
_SIGN_IN_AFTER_RE = compile_pattern(
    r"[ \u00a0](?i:" + literal_alternation(_CUES.introduction_tails) + r")[ \u00a0]?[,.!:;—–-]"
)
#: "St Mary's Hospital", "Sankt Georg Krankenhaus": a saint's name before an institution word.
_INSTITUTION_AFTER_RE = compile_pattern(
    r"(?:['’]s?)?[ \u00a0](?P<w>\p{Lu}[\p{L}\p{M}]{1,30})(?![\p{L}\p{M}])"
)


#: Evidence of a whole structure (a title, a trigger phrase, an e-mail display name, a party of
#: a cited case, a judge's post-nominal "LJ."): its words need not look like a name.
_STRUCTURAL: frozenset[Evidence] = frozenset(
    {"title", "trigger", "display-name", "case-party", "judge"}
)
#: Kinds of evidence about the words themselves, reported as one unit, "lexicon".
_LEXICON_KINDS: frozenset[Evidence] = frozenset(
    {"given+surname", "ambiguous-given+surname", "middle-initial", "surname-first",
     "surname-ending", "given-inside", "capitalised-run", "given-alone", "given-alone-caps",
     "surname-alone", "context"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Found:
    """A finding of one evidence unit: offsets, the typed evidence, and the score it earns."""

    start: int
    end: int
    kind: Evidence
    category: str = "PERSON"

    @property
    def score(self) -> float:
        return SCORES[self.kind]

    @property
    def unit(self) -> str:
        """The evidence unit, as reported in the candidate's recognizer label."""
        return "lexicon" if self.kind in _LEXICON_KINDS else self.kind


@dataclass(slots=True)
class _Tok:
    start: int
    end: int
    word: str  # without a possessive 's
    dot: bool  # followed by "."
    key: str  # casefolded word


def _is_initial(tok: _Tok) -> bool:
    return len(tok.word) == 1


def _is_initial_word(word: str) -> bool:
    """ "A" in "John A Smith" is an initial, not the article."""
    return len(word.rstrip(".")) == 1 and word[0].isupper()


def _lower_gaelic_or_double(word: str, lex: Lexicon) -> bool:
    """A lower-case surname the lexicon lacks in this form: an Irish or Scots prefix before a
    rest that is no everyday word ("o'donoghue", "mcgarrigle"; not "o'clock"), or a double
    surname with a known part and no everyday one ("mcbride-ellis")."""
    if is_everyday(word):
        return False
    for prefix in ("o'", "o’", "mc"):
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) > 2 and rest.isalpha():
            return rest in lex.surnames or not (rest in lex.common or is_everyday(rest))
    if "-" in word:
        parts = word.split("-")
        return all(
            len(p) > 1 and p not in lex.common and not is_everyday(p) for p in parts
        ) and any(_surname_like(p, lex) or _lower_gaelic_or_double(p, lex) for p in parts)
    return False


def _surname_like(word: str, lex: Lexicon) -> bool:
    key = word.casefold()
    if key in lex.surnames:
        return True
    return len(key) > 4 and key.endswith(SURNAME_ENDINGS) and not key.endswith(_NOT_SURNAMES)


#: Weak titles that are titles with their dot before a capitalised name ("l'avv. Galimberti",
#: "l'ing. Bianchi"): only in that form, never in chat's lower case without the dot.
_DOTTED_TITLES = frozenset(_CUES.dotted_titles)


@cache
def _lower_titles(lex: Lexicon) -> tuple[tuple[str, ...], regex.Pattern[str]]:
    """The short titles that are no everyday word ("dr", "dott", "sig", "mme"; the weak titles
    "right", "gen", "me" are not) and no given name, and a pattern for one of them, its dot
    and a name."""
    titles = tuple(
        sorted(
            {
                *(
                    t
                    for t in TITLES - _WEAK_TITLES
                    if 2 <= len(t) <= 4 and t.isalpha() and t not in lex.first
                ),
                *_DOTTED_TITLES,
            }
        )
    )
    pattern = compile_pattern(
        # "sig.ra", "sig.na": the Italian feminine forms after the title's dot
        r"(?<![\p{L}\p{N}.])(?:(?:" + alternation(titles) + r")\.(?:ra|na|ssa)?"
        # capitalised only with a feminine ending ("Sig.ra", "Dott.ssa", "Prof.ssa"): the
        # capitalised title alone is a token of its group anyway
        r"|(?i:" + alternation(titles) + r")\.(?:ra|na|ssa)"
        # "Dr." before a German doctor's field: "Dr. med. Reinhold Faßbender"
        r"|(?:Dr|dr)\.(?=[ \u00a0]{1,2}" + _DOCTOR_FIELDS + r"))[ \u00a0]{1,2}"
        r"(?:" + _DOCTOR_FIELDS + r"[ \u00a0]{1,2}){0,2}"
        # a second degree's title: "advocaat: mr. drs. P.H.M. ter Haar"
        r"(?:(?:drs|dr|ir|ing|prof)\.[ \u00a0]{1,2})?"
        # initials may stand between: "advocaat: mr. R. Bouzambou"
        r"(?P<n>(?:\p{Lu}\.[ \u00a0]?){0,3}"
        # and a surname's particles: "advocaat mr. J.P. van Oosterom-Kuiper"
        r"(?:(?:" + "|".join(sorted(_CUES.particles)) + r")[ \u00a0]){0,2}"
        r"\p{Lu}[\p{L}\p{M}'’\-]{1,29}(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'’\-]{1,29})?)"
        r"(?![\p{L}\p{M}])"
    )
    return titles, pattern


@cache
def _chat_title_pattern(titles: tuple[str, ...]) -> regex.Pattern[str]:
    """A lower-case short title, with or without its dot, and one or two lower-case words."""
    return compile_pattern(
        r"(?<![\p{L}\p{N}.])(?:" + alternation(titles) + r")\.?[ \u00a0]"
        r"(?P<n>\p{Ll}[\p{Ll}\p{M}'’\-]{1,29}(?:[ \u00a0]\p{Ll}[\p{Ll}\p{M}'’\-]{1,29})?)"
        r"(?![\p{L}\p{M}])"
    )


_IRISH_O_RE = regex.compile(r"o['’]\p{Ll}{3,20}")


def _known_lower_name(word: str, lex: Lexicon) -> bool:
    """A known surname or given name, written in lower case, that no text uses more often as
    a word ("patel", "smith"; not "brown", "white"). An Irish "o'" before a surname makes it
    one ("o'sullivan")."""
    key = word.strip("'’")
    if _IRISH_O_RE.fullmatch(key):
        return True
    return (
        (key in lex.surnames or key in lex.first)
        and key not in lex.common
        and frequency(key) < _LOWER_NAME_MAX_ZIPF
    )


def _rare_lower_word(word: str, lex: Lexicon) -> bool:
    """A word no list knows after a title in lower case ("head of year mr kaur", "mrs bibi
    has been amazing"): a surname the lexicon lacks when it is rare in every language the
    detector reads (below ``_RARE_TITLED_ZIPF``), all letters, and no everyday or technical
    word ("ms sql", "ms teams", "mr bean" stay as they were)."""
    key = word.strip("'’")
    return (
        len(key) >= 3
        and key.isalpha()
        and key not in lex.common
        and key not in _TECH_WORDS
        and top_frequency(key) < _RARE_TITLED_ZIPF
    )


#: Below this Zipf frequency in every language a word no list knows after a lower-case title
#: is a surname ("mr kaur" 2.9, "mrs bibi" 3.4; "ms excel" 3.7 stays).
_RARE_TITLED_ZIPF = 3.5
#: From this Zipf frequency a lower-case surname reads as the word ("mr clean" 4.9 is taken,
#: "mr brown" 5.0 is not: names are frequent too, "smith" 4.9).
_LOWER_NAME_MAX_ZIPF = 5.0
#: The Zipf frequency in the text's own language at which a lower-case surname after a given
#: name is a word of that language ("sin", "senza", "ohne", "zonder": 5.8 to 7), not a name;
#: surnames that are words stay below it ("jong" 5.0, "rossi" 4.7, "petit" 5.7).
_LOWER_WORD_ZIPF = 5.8


#: A weak title with the article that makes it one ("de heer Visser"; "heer" alone is "lord").
_TITLE_PHRASES = tuple(_CUES.title_phrases)


@cache
def _lower_full_titles(lex: Lexicon) -> tuple[tuple[str, ...], regex.Pattern[str]]:
    """The titles written out ("dokter", "professoressa", "doctora"; not weak, no given
    name), and a pattern for one in lower case, a name particle or two and a capitalised
    name: "dokter de Vries", "la professoressa Bianchi"."""
    titles = tuple(
        sorted(
            t for t in TITLES - _WEAK_TITLES if len(t) >= 5 and t.isalpha() and t not in lex.first
        )
    )
    titles += _TITLE_PHRASES
    pattern = compile_pattern(
        r"(?<![\p{L}\p{N}])(?:" + alternation(titles) + r")[ \u00a0]{1,2}"
        # the particles in either case: "de familie Van den Heuvel", "la familia De la Fuente";
        # initials may stand before the surname: "mevrouw J. Hoekstra"
        r"(?P<n>(?:\p{Lu}\.[ \u00a0]?){0,3}(?:(?i:" + _PARTICLE_RUN + r")[ \u00a0])?"
        r"\p{Lu}[\p{L}\p{M}'’\-]{1,29}(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'’\-]{1,29})?)"
        r"(?![\p{L}\p{M}])"
    )
    return titles, pattern


def _word_info(raw: str, lex: Lexicon) -> tuple[str, str, bool]:
    """A capitalised word as a token: without a possessive 's or a dangling mark, its key,
    and whether it is an everyday word that is no given name (:meth:`PersonRecognizer._is_common`
    whatever the context)."""
    word = raw
    if word[-1] in _TRIMMED_ENDS:
        if word.endswith(("'s", "’s")):
            word = word[:-2]
        elif word.endswith(("'", "’", "-")):
            word = word[:-1]
    key = word.casefold()
    everyday = key in lex.common and (key not in lex.first or key in lex.ambiguous_first)
    if not everyday and _capital_last(word):
        everyday = True  # "NaN", "PhD" alone: no name
    return word, key, everyday


#: The one-word verbs of contact ("remind", "email", "bel", "schreib"): capitalised as a
#: sentence's first word, no part of the name after them.
_CONTACT_VERBS = frozenset(v for v in _CUES.ask_verbs if " " not in v)


#: How frequent (Zipf) a capitalised word opening a sentence must be in the language that
#: uses it most to be that language's word and no given name before a name ("Meglio", "Liegt",
#: "Conviene"); given names of the lexicon and name particles never are.
OPENER_ZIPF = 5.0


def _everyday_opener(text: str, tok: _Tok, lex: Lexicon) -> bool:
    """``tok`` opens a sentence and is a very frequent word of one of the six languages that
    is no known name and no particle ("Meglio Bologna", not "Will Smith" or "De Vries")."""
    key = tok.key
    return (
        key.isalpha()
        and key not in lex.first
        and key not in lex.surnames
        and key not in lex.ambiguous_first
        and key not in PARTICLES
        and _opens_sentence(text, tok.start)
        and top_frequency(key) >= OPENER_ZIPF
    )


def _caps_lead_word(group: list[_Tok], lex: Lexicon) -> bool:
    """In text written in capitals a line's words join one group ("EMPLOYEE TOMASZ NGUYEN",
    "EMERGENCY CONTACT ELENA VENKATARAMAN", "REVIEWED BY …"): its first word, an everyday
    word that is no name, is the text's own word when a known given name follows later in
    the group; mixed case ends the group at the lower-case words instead."""
    tok = group[0]
    return (
        len(tok.word) > 1
        and all(t.word.isupper() for t in group)
        and tok.key not in lex.first
        and tok.key not in lex.surnames
        and tok.key not in lex.ambiguous_first
        and tok.key not in PARTICLES
        and is_everyday(tok.key)
        and any(t.key in lex.first and t.key not in lex.ambiguous_first for t in group[1:])
    )


def _opens_sentence(text: str, start: int) -> bool:
    """``start`` is the first word of a sentence or line (quotes and brackets aside)."""
    before = text[max(0, start - 4) : start].rstrip(" \t\"'(“«¿¡")
    return not before or before[-1] in ".!?:\n"


def _opens_block(text: str, start: int) -> bool:
    """The line of ``start`` opens a block: the text's first line, or one after a blank line
    or after a line that ends with a comma (a sign-off, "best,")."""
    line_start = text.rfind("\n", 0, start) + 1
    if line_start == 0:
        return not text[:start].strip()
    before = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1].rstrip()
    return not before or before.endswith(",")


def _related_head(ctx: ScanContext, group: list[_Tok], lex: Lexicon) -> bool:
    """Two capitalised words right after a possessive and a relation noun, the second no
    everyday word: a given name that is also a place or a word, and a surname ("My aunt
    Florence Ashdown", "Mi vecino Santiago Echevarría"), the whole name; the first word is
    not stripped as an everyday one."""
    if len(group) != 2 or group[1].key in lex.common or group[1].key in TITLES:
        return False
    head = group[0]
    if head.key in TITLES or head.key in _CUES.relation_nouns or not head.word[1:].islower():
        return False
    if not group[1].word[1:].islower() and "-" not in group[1].word:
        return False
    return _RELATION_BEFORE_RE.search(ctx.text, max(0, head.start - 32), head.start) is not None


def _capital_last(word: str) -> bool:
    """A capital after lower-case letters ends the word ("NaN", "PhD", "GmbH"): no name
    ends so, though a name in capitals after "Mc" or "Mac" does ("McBRIDE")."""
    return word[-1].isupper() and not word.isupper() and not _caps_word(word)


def _everyday_alone(group: list[_Tok], lex: Lexicon) -> bool:
    """A capitalised everyday word on its own, not also a given name."""
    return len(group) == 1 and group[0].key in lex.common and group[0].key not in lex.first


def _judicial_suffix_at(group: list[_Tok]) -> int:
    """Where a judge's post-nominal ends a name in the group ("Smith LJ", "Arden J"), else 0.
    "J" counts only last ("John J. Smith" has an initial); "LJ." may end a sentence that goes
    on in the same group of capitalised words ("Underhill LJ. The")."""
    if len(group) >= 2 and group[-1].word in JUDICIAL_SUFFIXES:
        return len(group) - 1
    for i, tok in enumerate(group[1:-1], start=1):
        if tok.dot and len(tok.word) > 1 and tok.word in JUDICIAL_SUFFIXES:
            return i
    return 0


def _everyday_words(words: list[str], lex: Lexicon) -> bool:
    """Every word but a name's particles is an everyday word that is no known name."""
    return all(
        (w.casefold() in lex.common or is_everyday(w))
        and w.casefold() not in lex.surnames
        and w.casefold() not in lex.first
        for w in words
        if w not in _CUES.particles
    )


def _caps_word(word: str) -> bool:
    """A word in capitals, Scots and Irish prefixes included: "ELLWOOD", "McBRIDE", "O'NEILL"."""
    if word[:2] in ("Mc", "Ma") and len(word) > 3:
        word = word[3:] if word[:3] == "Mac" else word[2:]
    return word.isupper()


def _judge_title_at(group: list[_Tok], lead: int) -> tuple[int, int]:
    """Where a judicial title of several words, or of one word that is no title elsewhere,
    starts the group at or before ``lead`` and how many words it has ("Her Honour Judge",
    "Deputy Master", "Sheriff"); (0, 0) where none does."""
    keys = [t.key.rstrip(".") for t in group]
    for at in range(lead + 1):
        for words in range(min(_JUDGE_TITLE_MOST_WORDS, len(group) - at), 0, -1):
            if tuple(keys[at : at + words]) in _JUDGE_TITLE_WORDS:
                return at, words
    return 0, 0


def _judicial(group: list[_Tok]) -> bool:
    """The group starts with a judge's title and a name: "Employment Judge Shepherd",
    "Her Honour Judge Wood", "Mr Justice Linden" (a qualifier, then a weak title)."""
    return (
        len(group) > 2
        and group[0].key.rstrip(".") in _JUDICIAL_QUALIFIERS
        and group[1].key.rstrip(".") in _WEAK_TITLES
    )


class PersonRecognizer:
    """Finds person names; see the module docstring for the evidence used."""

    def __init__(self) -> None:
        self.name = "person"
        self.categories = frozenset({"PERSON", "ORGANIZATION"})  # case parties can be either

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        lex = lexicon()
        found: list[_Found] = []
        found.extend(self._triggered(ctx, lex))
        tokens = self._tokens(ctx, lex)
        # most groups are one everyday word that starts a sentence: no name, and no list of
        # names runs through it (a list's gap holds no capitalised word)
        groups = [g for g in self._groups(ctx, tokens) if not self._stripped_alone(g, lex)]
        for group in groups:
            cand = self._score_group(ctx, group, lex)
            if cand is not None:
                found.append(cand)
        found.extend(self._lists(ctx, groups, lex))
        found.extend(self._lower_case(ctx, lex))
        found.extend(self._introductions(ctx, lex))
        found.extend(self._lower_titles(ctx, lex))
        found.extend(self._lower_full_titles(ctx, lex))
        found.extend(self._chat_titles(ctx, lex))
        found.extend(self._speakers(ctx, lex))
        found.extend(self._stamped_speakers(ctx, lex))
        found.extend(self._block_heads(ctx, lex))
        found.extend(self._case_parties(ctx, lex))
        found.extend(self._family_case_parties(ctx))
        found.extend(self._petitioners_and_members(ctx))
        found.extend(self._judges(ctx, lex))
        found.extend(self._counsel(ctx, lex))
        found.extend(self._bench_lists(ctx, lex))
        found.extend(self._initials_judges(ctx, lex))
        found.extend(self._honble_judges(ctx, lex))
        found.extend(self._us_judge_lines(ctx, lex))
        found.extend(self._labelled_lines(ctx, lex))
        if ctx.text_tokens & _SPANISH_HONORIFICS:
            found.extend(self._spanish_honorifics(ctx, lex))
        found.extend(self._initials_counsel(ctx, lex))
        found.extend(self._composition(ctx, lex))
        found.extend(self._initials_parties(ctx))
        found.extend(self._author_lines(ctx, lex))
        found.extend(self._party_lines(ctx, lex))
        found.extend(self._versus_lines(ctx, lex))
        found.extend(self._plural_judges(ctx, lex))
        found.extend(self._witnesses(ctx, lex))
        found.extend(self._case_heads(ctx, lex))
        found.extend(self._maiden_and_named_counsel(ctx, lex))
        found.extend(self._counsel_after_by(ctx, lex))
        found.extend(self._relations(ctx, lex))
        found.extend(self._nicknamed(ctx, lex))
        found.extend(self._collar_numbered(ctx, lex))
        found.extend(self._delivered_by(ctx, lex))
        found.extend(self._labelled_parties(ctx, lex))
        found.extend(self._family_plurals(ctx, lex))
        found.extend(self._word_given_names(ctx, lex))
        found.extend(self._kin_after_names(ctx, lex))
        found = [
            trimmed
            for c in found
            if (trimmed := self._trim_everyday_tail(ctx, c, lex)) is not None
            and not self._not_a_name(ctx, trimmed, lex)
        ]
        found.extend(self._repeated(ctx, tokens, found, lex))
        formulae = self._formulae(ctx)
        for cand in found:
            if cand.category != "PERSON" or not any(
                start < cand.end and cand.start < end for start, end in formulae
            ):
                yield finding(self.name, cand.unit, cand.start, cand.end, cand.category, cand.score)

    @staticmethod
    def _formulae(ctx: ScanContext) -> list[tuple[int, int]]:
        """Where the text has a formula that addresses no one by name ("Sehr geehrte Damen und
        Herren", "Dear Sir or Madam", "To whom it may concern"): no person inside."""
        spans: list[tuple[int, int]] = []
        for formula in _CUES.formulae:
            for pos in ctx.find_all(formula):
                spans.append((pos, pos + len(formula)))
        return spans

    # -- tokens and groups -----------------------------------------------------------------

    def _tokens(self, ctx: ScanContext, lex: Lexicon) -> list[_Tok]:
        """The capitalised words of the text, less the many that matter nowhere: an everyday
        word (no given name) with no other capitalised word within :data:`_MAX_JOIN_GAP`
        characters either side is a group alone that :meth:`_stripped_alone` drops, and no
        repeat of a name (a name's remembered words are no everyday words). Most capitalised
        words are such a word that starts a sentence."""
        text = ctx.text + " "  # a character after every token: no bounds checks below
        tokens: list[_Tok] = []
        append = tokens.append
        spans = [m.span() for m in finditer(TOKEN_RE, ctx.text, self.name)]
        # (word, key, everyday) of each distinct match: the text repeats few words many times
        seen: dict[str, tuple[str, str, bool]] = {}
        far = len(text) + _MAX_JOIN_GAP + 1
        prev_end = -far
        # one pass per capitalised word of the text: kept to slicing and dict lookups
        followers = [*spans[1:], (far, far)] if spans else []
        for (start, end), (next_start, _) in zip(spans, followers, strict=True):
            alone = start - prev_end > _MAX_JOIN_GAP and next_start - end > _MAX_JOIN_GAP
            prev_end = end
            after = text[end]
            if after == "_" or after.isdigit():
                continue  # "Ann1", "User_id": an identifier
            if after == "/" and end - start == 1 and text[end + 1 : end + 2].isalpha():
                continue  # "S/o", "W/O": a relation's mark, no initial of a name
            raw = text[start:end]
            info = seen.get(raw)
            if info is None:
                info = seen[raw] = _word_info(raw, lex)
            word, key, everyday = info
            if not word or (alone and everyday):
                continue
            append(_Tok(start, start + len(word), word, after == ".", key))
        return tokens

    def _groups(self, ctx: ScanContext, tokens: list[_Tok]) -> Iterator[list[_Tok]]:
        text = ctx.text
        lex = lexicon()
        group: list[_Tok] = []
        for i, tok in enumerate(tokens):
            if group:
                prev = group[-1]
                if tok.start - prev.end > _MAX_JOIN_GAP:  # the common case: not joined
                    yield group
                    group = [tok]
                    continue
                gap = text[prev.end : tok.start]
                joined = (
                    gap in (" ", "\u00a0")
                    or (
                        prev.dot
                        and (
                            len(prev.word) <= 2
                            # "Dr.", "Prof.", "Lieut." join; the dot after a title that is a
                            # whole word ends a sentence: "…, Judge. Affirmed."
                            or (
                                prev.key in TITLES
                                and (len(prev.word) <= 4 or not is_everyday(prev.word))
                            )
                        )
                        and gap in (". ", ".\u00a0", ".")
                    )
                    # "Ursula von der Leyen", but not "Laborwerte von Frau Weber": before a
                    # title the particle is a preposition and the name starts at the title
                    or (
                        len(gap) <= _MAX_JOIN_GAP
                        # after a title's dot too: "Mrs. van den Berg"
                        and _PARTICLE_GAP_RE.fullmatch(gap, int(prev.dot and gap[0] == "."))
                        is not None
                        and tok.key.rstrip(".") not in TITLES
                        # "die Geschichte von Neuschwanstein": a German noun, no given name;
                        # a title is one before a surname ("Frau von der Heydt", not "die
                        # Frau von Hans", "die Frau von nebenan")
                        and (
                            not is_german_noun(prev.word)
                            or (
                                prev.key.rstrip(".") in TITLES
                                and tok.key not in lex.first
                                and not is_german_noun(tok.word)
                            )
                        )
                        # "Het Achterhuis van Anne Frank": a thing of someone's full name
                        and not _full_name_after_particle(
                            text, prev, tok, tokens[i + 1 : i + 2], lex
                        )
                        # "Cádiz y Jerez": two towns, not a Spanish pair of surnames
                        and not (gap.strip() == "y" and _list_of_places([prev, tok], lex))
                    )
                    or (gap == ", " and tok.key.rstrip(".") in SUFFIXES)
                )
                if joined and len(group) < 6:
                    group.append(tok)
                    continue
                yield group
            group = [tok]
        if group:
            yield group

    # -- scoring ---------------------------------------------------------------------------

    def _stripped_alone(self, group: list[_Tok], lex: Lexicon) -> bool:
        """One word that :meth:`_score_group` strips as common ("Page", "May": given names
        too, but words first) and that :meth:`_lists` does not take as a list item:
        the group is no name, so it is skipped before any scoring (most groups are such a
        word at the start of a sentence). Covers :func:`_everyday_alone`."""
        if len(group) != 1:
            return False
        tok = group[0]
        if _capital_last(tok.word):
            return True  # "It returns NaN": a value of a program, no name
        return self._is_common(tok, lex) and (
            tok.key in lex.common or tok.key in _NOT_NAME_STARTS or tok.word.isupper()
        )

    def _score_group(self, ctx: ScanContext, group: list[_Tok], lex: Lexicon) -> _Found | None:
        if _everyday_alone(group, lex):
            return None  # the common case: a capitalised everyday word on its own
        if is_month(group[0].word) and (
            _DAY_BEFORE_RE.search(ctx.text, max(0, group[0].start - 6), group[0].start)
            or _MONTH_CUE_BEFORE_RE.search(ctx.text, max(0, group[0].start - 20), group[0].start)
        ):
            # "am 3. Mai Geburtstag", "on 3 June Smith", "erst im Mai": a date's month
            group = group[1:]
            if not group:
                return None
        for i, tok in enumerate(group[:-1]):
            if tok.key in _POSSESSED_HEADS and _POSSESSIVE_BEFORE_RE.search(
                ctx.text, max(0, tok.start - 8), tok.start
            ):
                group = group[i + 1 :]  # "Mein Mann Stefan": the relation, then the name
                break
        while len(group) > 1 and group[-1].key in _CUES.party_roles:
            group = group[:-1]  # "CLIVE BARRACLOUGH Respondent": the party's label follows
        lead = 0
        while lead < len(group) - 1 and self._is_common(group[lead], lex):
            lead += 1
        last = group[-1]
        if (
            len(group) == lead + 1
            and last.key in _CUES.relation_nouns
            and _POSSESSIVE_BEFORE_RE.search(ctx.text, max(0, last.start - 8), last.start)
        ):
            return None  # "Meine Oma wohnt allein": the relation, though "Oma" is a name too
        if len(group) > lead + 1 and group[lead].word in _INSTITUTION_HEADS:
            return None  # "Lycée Henri IV", "The UC Berkeley campus": an institution
        at, words = _judge_title_at(group, lead)
        if words:
            # "Sheriff Principal D L Mackenzie", "Appeal Sheriff Rattray", "Senior Coroner
            # Alison Mutch": the title and its office are no part of the name ("Sheriff" is a
            # surname too); ``_judges`` takes the name after a title
            group = group[at + words :]
            while group and group[0].key in _JUDICIAL_OFFICES:
                group = group[1:]  # "Lord Justice Clerk", "Sheriff Court": an office
            if not group:
                return None
        original = group
        for i, tok in enumerate(group[:-1]):
            if tok.key in _CUES.saint_prefixes:
                if all(self._is_common(t, lex) for t in group[:i]):
                    return self._institution(ctx, group[i:])
                break  # "Ian St John": a surname with a saint's prefix
        related = _related_head(ctx, group, lex)
        while (
            len(group) > 1
            and not related
            and (
                self._is_common(group[0], lex)
                # "Remind Tobias Eckhart that …", "Bel Femke Oosterhuis": a contact verb
                # that opens the sentence, then the name
                or (group[0].key in _CONTACT_VERBS and _opens_sentence(ctx.text, group[0].start))
                # "Patient Heinrich Lübbers", not "Patient Zero" or "Patient Safety Week"
                or (group[0].key in _ROLE_HEADS and _names_someone_alone(group[1].key, lex))
                # "Meglio Bologna o Verona?", "Liegt Odessa am Meer?": a sentence's first
                # word that is a very frequent word of a language and no name, then one
                # name ("Vielen Dank Jonas" is left to the thanks rule)
                or (len(group) == 2 and _everyday_opener(ctx.text, group[0], lex))
                # "EMPLOYEE TOMASZ NGUYEN": a word of a text in capitals before the name
                or _caps_lead_word(group, lex)
            )
            and group[0].key not in TITLES
            and not _judicial(group)
        ):
            group = group[1:]  # "Dear Ms. Okafor" -> "Ms. Okafor", "Patient Heinrich Lübbers"
        # "Praxis Dr. Weber": the name starts at the title; not at an initial that reads as
        # one after a given name ("Valida M. Ibragimov")
        titled = next(
            (
                i
                for i, t in enumerate(group)
                if i
                and t.key.rstrip(".") in TITLES
                and (t.dot or t.key.rstrip(".") not in _WEAK_TITLES)  # "Lesser General Public"
                and not _is_initial(t)
            ),
            0,
        )
        previous = group[titled - 1].key.rstrip(".") if titled else ""
        if (
            titled
            and previous not in TITLES
            # "Lance Corporal Ryan Tate": a rank's first word, no given name here
            and (previous not in lex.first or previous in _CUES.title_prefixes)
            and not _judicial(group)
            and (
                self._has_name_evidence(group[titled + 1 :], lex)
                # "Sein Lehrer Herr Baumgärtner": after a strong title any surname counts
                # ("Cheriton Dr Reuquén": a street's Drive)
                or (
                    group[titled].key.rstrip(".") not in _WEAK_TITLES
                    and group[titled].key.rstrip(".") not in _CUES.titles_also_streets
                )
            )
        ):
            group = group[titled:]
        judicial = _judicial(group)
        if judicial and group[2].key in _JUDICIAL_OFFICES:
            return None  # "Lord Justice General", "Lord Justice Clerk": an office, no name
        if judicial:
            group = group[1:]  # "Employment Judge Shepherd": a judge, whatever the surname means
        first = group[0]
        title_key = first.key.rstrip(".")
        if title_key not in TITLES and self._names_a_place(ctx, original, lex):
            return None  # "Eiffel Tower", "Lincoln Memorial": a place, not a person
        if title_key in TITLES and len(group) >= 2:
            rest = group[1:5]
            if all(t.key.rstrip(".") in TITLES or t.key in _JUDICIAL_OFFICES for t in rest):
                return None  # "Lord Chief Justice", "Lord Chancellor": an office, no name
            if (
                len(rest) == 1
                and rest[0].key in _ADDRESSED_OFFICES
                and ctx.text[first.end : rest[0].start].strip() in _OFFICE_ARTICLES
            ):
                return None  # "Monsieur le Directeur", "Madame la Maire": an office, no name
            if _is_initial(rest[0]) and all(
                t.key in _NOT_NAME_STARTS
                or t.key in _CUES.function_words
                or t.key in _CUES.inner_stopwords
                for t in rest[1:]
            ):
                return None  # "Ms A", "Mr B. The": a judgment's cipher for someone, no name
            if (
                first.dot
                and (rest[0].key in _CUES.question_words or rest[0].key in _NOT_NAME_STARTS)
                and not is_name(rest[0].key)
            ):
                return None  # "has MS. What do we …": a condition's acronym, then a question
            # a judge's surname alone counts whatever it means ("Employment Judge Shepherd");
            # more words need name evidence ("District Judge Training Programme" has none)
            weak = title_key in _WEAK_TITLES and not first.dot and not (judicial and len(rest) == 1)
            # "MR JOHN SMITH" but not "MS Crypto API": a title in capitals without a dot only
            # before a name in capitals
            shouting = (
                first.word.isupper()
                and not first.dot
                and title_key != "hhj"
                and not all(t.word.isupper() for t in rest)
            )
            if rest and not shouting and not (weak and not self._has_name_evidence(rest, lex)):
                end = self._with_suffix(ctx, rest[-1].end)
                return _Found(first.start, end, "title")
        # strip everyday words from the front ("When Anna …") and the back
        while group and self._is_common(group[0], lex) and not related:
            group = group[1:]
        if len(group) > 1 and self._question_word_first(ctx, group, lex):
            group = group[1:]  # "Pourquoi Napoléon Bonaparte …?", "Perché Beatrice è …?"
        judge = _judicial_suffix_at(group)
        if (
            judge
            and not any(self._is_common(t, lex) for t in group[:judge])
            # "MCFADDEN, P. J.,": a presiding judge's mark written apart, no name
            and not all(len(t.word.rstrip(".")) == 1 for t in group[:judge])
        ):
            # "Smith LJ", "Arden J": a judge, in the style of court judgments; a sentence may
            # go on right after it ("Underhill LJ. The appeal"), and its full stop is not his
            return _Found(group[0].start, group[judge].end, "judge")
        group = self._trim_tail(ctx, group, lex)
        group = self._cut_at_acronym(group, lex)
        if not group:
            return None
        kind = self._token_evidence(group, lex)
        start, end = self._particles_before(original, group), self._with_suffix(ctx, group[-1].end)
        # alone, or after words that open a sentence ("Later Tom left"), not after another
        # capitalised word ("The Princess Royal arrived")
        before = original[: original.index(group[0])]
        if (
            len(group) == 1
            and all(t.key in _NOT_NAME_STARTS for t in before)
            and self._lone_given_name(ctx, group[0], lex)
        ):
            return _Found(start, end, "first-name")
        if related and len(group) == 2 and SCORES[kind] < SCORES["context"]:
            kind = "context"  # "My aunt Florence Ashdown": the relation names her
        elif SCORES[kind] < 0.5 and not any(t.key.endswith(_NOUN_ENDINGS) for t in group):
            kind = self._contextual(ctx, group, kind, start, end)
        if SCORES[kind] <= 0.0:
            return None
        last = group[-1]
        if last.dot and len(group) > 1 and (_is_initial(last) or last.key in SUFFIXES):
            end = max(end, last.end + 1)
        return _Found(start, end, kind)

    @staticmethod
    def _question_word_first(ctx: ScanContext, group: list[_Tok], lex: Lexicon) -> bool:
        """The group opens a question with a question word that is no given name or surname
        ("Pourquoi", "Perché", "Welche"): capitalised by its place, so no part of the name
        after it. "Che Guevara" and "Dove Cameron" keep theirs: a known name's word, or a
        public figure's."""
        head = group[0]
        if head.key not in _CUES.question_words or is_name(head.key):
            return False
        begin = ctx.text[max(0, head.start - 3) : head.start].rstrip(" ¿¡\"'(")
        if begin and begin[-1] not in ".!?:\n":
            return False  # inside a sentence: a name's own word
        if not in_question(ctx.text, head.start):
            return False
        return not is_public_figure(ctx.text[head.start : group[-1].end])

    def _institution(self, ctx: ScanContext, group: list[_Tok]) -> _Found | None:
        """ "St Mary's Hospital", "Saint Joseph School": a saint's name naming an institution
        or a place is an organisation; a saint alone is no one's personal data."""
        institutions = _CUES.institution_words
        for tok in group[1:]:
            if tok.key in institutions:
                return _Found(group[0].start, tok.end, "institution", "ORGANIZATION")
        m = _INSTITUTION_AFTER_RE.match(ctx.text, group[-1].end)
        if m is not None and m.group("w").casefold() in institutions:
            return _Found(group[0].start, m.end("w"), "institution", "ORGANIZATION")
        return None

    @staticmethod
    def _particles_before(original: list[_Tok], group: list[_Tok]) -> int:
        """Where the name starts: with the capitalised particles right before it ("De Niro",
        "La Fontaine", "Del Piero"), never leaving them outside the placeholder."""
        i = original.index(group[0])
        while i > 0 and original[i - 1].key in PARTICLES:
            i -= 1
        return original[i].start

    @staticmethod
    def _names_a_place(ctx: ScanContext, group: list[_Tok], lex: Lexicon) -> bool:
        """A place, institution or organisation word ends the capitalised run, or follows it
        ("Eiffel Tower", "Mercy Hospital", "Sofia Prison"); not a surname after a given name
        ("Linda Park")."""
        if len(group) > 1 and group[-1].key in _NOT_PERSON_ENDINGS:
            return not (len(group) == 2 and given_name_and_surname(group[0].key, group[1].key))
        m = _INSTITUTION_AFTER_RE.match(ctx.text, group[-1].end)
        return m is not None and m.group("w").casefold() in _CUES.institution_words

    @staticmethod
    def _lone_given_name(ctx: ScanContext, tok: _Tok, lex: Lexicon) -> bool:
        """A known given name alone, not an everyday word ("Mark the box", "Will you"), with a
        person's verb after it ("Tom said", "Priya left") or an asking verb before it ("ask
        Priya")."""
        if tok.key in lex.common or len(tok.key) < 3:
            return False
        if tok.key not in lex.first and not known_hyphenated_given(tok.word):
            return False  # "Lily-Mae, who is 7": given names joined by a hyphen count too
        if tok.key in _CUES.question_words and in_question(ctx.text, tok.start):
            return False  # "Chi ha scritto …?": the question word, not someone called Chi
        if tok.word.isupper() or ctx.has_lowercase(tok.word):
            return False  # "Max said … the max value": a word here
        text = ctx.text
        if _LONE_AFTER_RE.match(text, tok.end, min(len(text), tok.end + 24)) is not None:
            return True
        return _LONE_BEFORE_RE.search(text, max(0, tok.start - 16), tok.start) is not None

    def _contextual(
        self, ctx: ScanContext, group: list[_Tok], kind: Evidence, start: int, end: int
    ) -> Evidence:
        """Raise weak evidence when a person verb follows or a person cue precedes."""
        word = group[0].word
        score = SCORES[kind]
        unknown_single = (
            score <= 0.0
            and len(group) == 1
            and len(word) > 2
            and "'" not in word[2:]
            and not word.startswith(("I'", "I’"))  # "I've emailed him": the pronoun
            # "Qui a écrit …", "Wie schreef …": a question word before its verb
            and group[0].key not in _CUES.question_words
            and (
                not group[0].key.endswith(_PLURAL_ENDINGS)
                # "my wife Annelies", "meine Tochter Agnes": a name, whatever its ending
                or _RELATION_BEFORE_RE.search(ctx.text, max(0, start - 40), start) is not None
            )
        )
        if score <= 0.0 and not unknown_single:
            return kind
        if group[0].word.isupper() and len(group[0].word) > 1:
            return kind
        text = ctx.text
        if _FOLLOW_VERB_RE.match(text, end, min(len(text), end + 16)) is not None:
            if len(group) == 1 and group[0].key in _TECH_WORDS:
                return kind  # "Git says: …", "Python says: TypeError …": the program
            return "context"
        if (
            _VOCATIVE_AFTER_RE.match(text, end, min(len(text), end + 16)) is not None
            and _VOCATIVE_BEFORE_RE.search(text, max(0, start - 24), start) is not None
        ):
            return "context"
        if _CUE_BEFORE_RE.search(ctx.text, max(0, start - 24), start) is not None:
            if (
                unknown_single
                and is_everyday(word)
                and _THING_CUE_BEFORE_RE.search(ctx.text, max(0, start - 16), start) is not None
            ):
                return kind  # "help me with Python": a thing; "his daughter Isla" stays a name
            return "context"
        return kind

    def _token_evidence(self, group: list[_Tok], lex: Lexicon) -> Evidence:
        """What the words themselves say, without context."""
        keys = [t.key for t in group]
        words = [t for t in group if not _is_initial(t)]
        if not words:
            return "none"
        k0 = words[0].key
        is_first = k0 in lex.first or known_hyphenated_given(words[0].word)
        ambiguous = k0 in lex.ambiguous_first
        all_caps = all(t.word.isupper() for t in words) and len(words[0].word) > 1
        if len(words) >= 2:
            tail = words[1:]
            has_initial = any(_is_initial(t) for t in group[1:-1])
            if is_first and not ambiguous:
                return "given+surname"
            if is_first and ambiguous and any(_surname_like(t.word, lex) for t in tail):
                return "ambiguous-given+surname"
            if has_initial and not self._is_common(words[0], lex):
                return "middle-initial"
            if k0 in lex.surnames and tail[0].key in lex.first and not all_caps:
                return "surname-first"  # surname-first order (Hungarian, East Asian)
            if (
                _surname_like(words[-1].word, lex)
                and k0 not in lex.common
                # "Comune di Bologna", "Gemeinde Ferrara": a public body, then its town
                and k0 not in _PUBLIC_WORDS
                and not all_caps
                and not k0.endswith(_NOUN_ENDINGS)
                # "Because You're Worth It": a pronoun's contraction, then a surname
                and k0 not in _PRONOUN_CONTRACTIONS
            ):
                return "surname-ending"
            if any(t.key in lex.first for t in tail) and k0 not in lex.common and not all_caps:
                return "given-inside"
            return "capitalised-run" if not all_caps else "none"
        # a single word
        if keys[0] in _NOT_NAME_STARTS or keys[0] in _CUES.question_words:
            return "none"  # "Mio figlio …", "Later, …", "Chi era …": capitalised by position
        if keys[0] in lex.first and not ambiguous and len(keys[0]) > 2:
            return "given-alone-caps" if all_caps else "given-alone"
        if _surname_like(words[0].word, lex) and not all_caps:
            return "surname-alone"
        return "none"

    def _is_common(self, tok: _Tok, lex: Lexicon) -> bool:
        key = tok.key.rstrip(".")
        if key in lex.first and key not in lex.ambiguous_first:
            return False
        return (
            key in lex.common
            or key in _CUES.relation_nouns  # "Tochter Lena": German capitalises the noun
            # "Im Sommer", "Ans Meer": a fused preposition opening a sentence, then a noun
            or key in _CUES.noun_contractions
            or key in _CUES.noun_contractions_german
            or key in _WITNESS_KEYS  # "Der Zeuge Dieter Haffner": the witness, then the name
            or key in _PLURAL_JUDGE_CHECKS  # "Bundesrichterinnen De Rossa": the bench's title
            or key in TITLES
            or key in _NOT_NAME_STARTS
            # "am 1. März von Köln": a date, then a place ("June Carter" is a name)
            or (key in vetoes().months and key not in lex.ambiguous_first)
            or (len(key) < 2 and not tok.dot)
        )

    def _trim_tail(self, ctx: ScanContext, group: list[_Tok], lex: Lexicon) -> list[_Tok]:
        """Drop everyday words and titles from the end, but not the surname of a known given
        name that happens to be a word too ("Tim Cook", "Bill Gates"): leaving it would show
        half the name."""
        while group and (
            (group[-1].key in lex.common and group[-1].key not in lex.surnames)
            or (group[-1].key in TITLES and len(group) > 1)
        ):
            if len(group) == 2 and self._word_as_surname(ctx, group, lex):
                break
            group = group[:-1]
        return group

    @staticmethod
    def _word_as_surname(ctx: ScanContext, group: list[_Tok], lex: Lexicon) -> bool:
        given, last = group
        return (
            given.key in lex.first
            and given.key not in lex.ambiguous_first
            and given.key not in lex.common
            and last.key not in TITLES
            and last.key not in _NOT_NAME_STARTS
            and not last.word.isupper()
            and not ctx.has_lowercase(last.word)
        )

    def _cut_at_acronym(self, group: list[_Tok], lex: Lexicon) -> list[_Tok]:
        for i, tok in enumerate(group):
            if i and _REGNAL_RE.fullmatch(tok.word) and not group[0].word.isupper():
                return group[: i + 1]  # "Louis XIV", "Pius XII": a regnal number ends the name
            if i and tok.word.isupper() and len(tok.word) > 1 and not group[0].word.isupper():
                return group[:i]
            if i and tok.key.rstrip(".") in SUFFIXES:
                return group[: i + 1]
        return group

    def _has_name_evidence(self, group: list[_Tok], lex: Lexicon) -> bool:
        return any(t.key in lex.first or _surname_like(t.word, lex) for t in group)

    def _with_suffix(self, ctx: ScanContext, end: int) -> int:
        """Extend over ", Jr." / " III" style suffixes."""
        m = _SUFFIX_RE.match(ctx.text, end, min(len(ctx.text), end + 8))
        return m.end() if m else end

    def _lists(self, ctx: ScanContext, groups: list[list[_Tok]], lex: Lexicon) -> Iterator[_Found]:
        """ "Kónya, Becker and Vasquez": in a list of single capitalised words, one known
        given name (or two known surnames) makes all of them names."""
        text = ctx.text
        run: list[_Tok] = []

        def flush() -> Iterator[_Found]:
            if len(run) >= 2:
                keys = [t.key for t in run]
                firsts = sum(k in lex.first and k not in lex.ambiguous_first for k in keys)
                surnames = sum(_surname_like(t.word, lex) for t in run)
                if _list_of_places(run, lex):
                    # "tra Palermo, Cefalù e Taormina": towns, whatever surnames they are
                    for tok in run:
                        yield _Found(tok.start, tok.end, "place-list", "LOCATION")
                    return
                if firsts >= 1 or surnames >= 2:
                    for tok in run:
                        yield _Found(tok.start, tok.end, "list")

        for group in groups:
            tok = group[0]
            single = (
                len(group) == 1
                and tok.key not in lex.common
                and tok.key not in _NOT_NAME_STARTS
                and not tok.word.isupper()
                # "Jens übernimmt die Angebotsabstimmung, Petra klärt …": a German noun
                and not (is_german_compound_noun(tok.word) and ctx.language == "de")
            )
            if single and run and _LIST_GAP_RE.fullmatch(text, run[-1].end, tok.start):
                run.append(tok)
                continue
            if (
                single
                and run
                and _AMPERSAND_GAP_RE.fullmatch(text, run[-1].end, tok.start)
                and _two_given_names(run[-1].key, tok.key, lex)
            ):
                run.append(tok)  # "- Jess & Tom": two given names, not "Marks & Spencer"
                continue
            yield from flush()
            run = [tok] if single else []
        yield from flush()

    def _lower_case(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A known given name in lower case followed by a
        known surname (or a surname ending), optionally with a middle initial or a name
        particle: "olga krylova", "eric g. samoylova", "sanne de jong". A given name that is
        also a function word of the six languages ("bin", "mia", "les") does not start one.

        Cheap by construction: the distinct words of the text are intersected with the
        lexicon (a set operation), and only the given names found are searched for."""
        lower, text = ctx.lower, ctx.text
        function_words = language.profiles().language_of  # "ich bin thomas": "bin" is a verb
        shared = _shared_words(ctx)  # "una vera carbonara"
        names = {
            t
            for t in ctx.tokens & lex.first
            if len(t) > 2
            and t not in lex.ambiguous_first
            and t not in function_words
            and t not in shared
        }
        for name in names:
            for pos in ctx.find_all(name):
                end = pos + len(name)
                if not text[pos].islower() or (pos > 0 and lower[pos - 1].isalpha()):
                    continue
                m = _LOWER_SURNAME_RE.match(text, end)
                if m is None:
                    continue
                if name in _CUES.relation_nouns and _POSSESSIVE_BEFORE_RE.search(
                    text, max(0, pos - 8), pos
                ):
                    continue  # "mijn oma van 91": the relation, though "oma" is a name too
                surname, stop = m.group("s"), m.end("s")
                if surname.endswith(("'s", "’s")):
                    surname, stop = surname[:-2], stop - 2
                # a name that is also a word (the lexicon's ``common``: census names taken out
                # of it) counts below the frequency at which the word is what is meant
                # ("ethan hunt", "peter hill"; not "sarah long", "lisa brown")
                if (
                    frequency(surname) >= _LOWER_NAME_MAX_ZIPF
                    if surname in lex.common
                    else not (_surname_like(surname, lex) or _lower_gaelic_or_double(surname, lex))
                ):
                    continue
                if (
                    ctx.language is not None
                    and frequency(surname, ctx.language) >= _LOWER_WORD_ZIPF
                ):
                    continue  # "Cien años de soledad sin spoilers": the text's own "without"
                yield _Found(pos, stop, "lower-case")
        yield from self._lower_given_alone(ctx, lex)
        yield from self._lower_unknown_after_relation(ctx, lex)

    @staticmethod
    def _family_plurals(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A family by its surname in the plural after "the" ("the Ashworths", "The Dempseys
        have a baby", "the Joneses"): a surname of the lexicon that is no everyday word, no
        place and no public figure, and whose plural is no word either ("the Browns", "the
        Greens", "the Alps", "the Beatles", "the Simpsons" stay), nor itself a surname or a given
        name ("the Philips screwdriver", "the Hughes"). Only words of the text that
        end in "s" are looked at, then found after "the"."""
        text = ctx.text
        n = len(text)
        for word in ctx.words:
            if len(word) < 5 or word[-1] != "s" or not word.isalpha():
                continue
            stem = word[:-2] if word.endswith("es") and word[:-2] in lex.surnames else word[:-1]
            if (
                stem not in lex.surnames
                or stem in lex.common
                or word in lex.common
                or word in lex.surnames  # "the Hughes", "the Philips screwdriver": no plural
                or word in lex.first
                or is_everyday(stem)
                or is_everyday(word)
            ):
                continue
            form = word[:1].upper() + word[1:]
            if (
                known_place(form)
                or known_place(form[:-1])
                or is_public_figure(stem.capitalize())
                or is_named_thing("the " + form)
                or is_named_thing(form)
            ):
                continue
            for article in ("the ", "The "):
                at = text.find(article + form)
                while at >= 0:
                    start = at + len(article)
                    end = start + len(form)
                    if (at == 0 or not text[at - 1].isalpha()) and (
                        end == n or not (text[end].isalnum() or text[end] in "'’-")
                    ):
                        yield _Found(start, end, "context")
                    at = text.find(article + form, end)

    @staticmethod
    def _word_given_names(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A given name that is also an everyday word (``word_given_names``: "Hope",
        "Blessing", "Lucky", "Destiny"), capitalised: with the surname after it that the
        lexicon knows, parts of a double-barrelled one too ("Destiny Okonkwo-Eze", "Hope
        Adjei"); alone inside a sentence where a relation noun or an asking verb comes before
        ("my colleague Hope", "ask Blessing"), a person's verb after ("…, Joy said"), or as
        the next item of a list of given names ("Pastor Emmanuel, Joy and Blessing"). A
        sentence's first word alone ("Hope this helps", "Lucky for me") stays a word, unless
        the text has named someone so already ("Destiny Okonkwo-Eze … 'Destiny delivers'").
        Only the listed words the text holds are looked at, then found with ``str.find``."""
        text = ctx.text
        n = len(text)
        held = [key.capitalize() for key in _WORD_GIVEN_NAMES if key in ctx.words]
        if not held:
            return
        spots: list[tuple[int, int, str]] = []
        for form in held:
            at = text.find(form)
            while at >= 0:
                start, end = at, at + len(form)
                at = text.find(form, end)
                before = text[start - 2 : start] if start > 1 else " " + text[:start]
                if not (
                    before[-1:].isalnum()
                    or before[-1:] == "-"
                    # "O'Hope"; a quote before the word ("'Destiny delivers'") is no part of it
                    or (before[-1:] in ("'", "’") and before[:1].isalpha())
                    or (end < n and (text[end].isalnum() or text[end] in "-_"))
                ):
                    spots.append((start, end, form))  # not inside a word: "Hopes", "Joyful"
        spots.sort()
        named: set[str] = set()
        named_at: set[int] = set()
        left: list[tuple[int, int, str]] = []
        for start, end, form in spots:
            surname = _SURNAME_AFTER_RE.match(text, end, min(n, end + 40))
            if surname is not None and _double_surname(surname.group("s"), lex):
                whole = text[start : surname.end()]
                if not is_public_figure(whole) and not known_place(whole):
                    named.add(form)
                    named_at.add(start)
                    yield _Found(start, surname.end(), "context")
                    continue
            if not _opens_sentence(text, start) and (
                _RELATION_BEFORE_RE.search(text, max(0, start - 40), start) is not None
                or _LONE_BEFORE_RE.search(text, max(0, start - 16), start) is not None
                or _LONE_AFTER_RE.match(text, end, min(n, end + 24)) is not None
                or _listed_after_name(text, start, lex, named_at)
            ):
                named.add(form)
                named_at.add(start)
                yield _Found(start, end, "context")
                continue
            left.append((start, end, form))
        for start, end, form in left:
            if form in named:
                yield _Found(start, end, "context")  # the same person again

    @staticmethod
    def _kin_after_names(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A given name before a kinship or respect word that South Asian English writes
        after it, in lower case (``kin_after_name``: "Pinky didi", "Sameer uncle",
        "Rukhsana aunty", "Kamla ji"): one capitalised word that is no everyday word and no
        place; "Google uncle" and "the Bank ji" stay (searched in windows around the kin
        words the text holds as words)."""
        held = [" " + w for w in _KIN_AFTER_NAME if w in ctx.words]
        if not held:
            return  # only kin words the text holds as words, each after a space
        matches = windowed_finditer(_KIN_AFTER_NAME_RE, ctx, held, "person", before=40, after=12)
        for m in matches:
            word = m.group("n")
            key = word.casefold()
            if (
                key in lex.common
                or key in _CUES.relation_nouns
                or key in TITLES
                or (key not in lex.first and is_everyday(word))
                or known_place(word)
                or is_public_figure(word)
            ):
                continue
            yield _Found(m.start("n"), m.end("n"), "context")

    @staticmethod
    def _lower_unknown_after_relation(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A lower-case word the lexicon does not know, right after a possessive and a
        relation noun ("my sister becca works at …", "mijn zoon daan"): a nickname or a name
        of another country; not an everyday word, a function word of the six languages or a
        verb ("my sister lives", "my son will")."""
        if not ctx.contains_any(_RELATION_NOUN_ANCHORS):
            return
        function_words = language.profiles().language_of
        matches = windowed_finditer(
            _RELATION_LOWER_RE, ctx, _RELATION_NOUN_ANCHORS, "person", before=20, after=32
        )
        for m in matches:
            word = m.group("n")
            key = word.casefold()
            if (
                key in lex.first
                or key in lex.common
                or key in function_words
                or key in _CUES.relation_verbs
                or key in _CUES.relation_nouns
                or key.endswith(_VERB_ENDINGS)
                or top_frequency(key) >= MIN_OTHER_ZIPF
                or is_health_term(key)  # "give their mum paracetamol": what she is given
            ):
                continue
            yield _Found(*m.span("n"), "lower-case")

    @staticmethod
    def _lower_given_alone(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A given name alone in lower case, where chat text puts it: after an ask verb, a
        relation noun, a greeting or a self-introduction, or before a person's verb ("ask mike
        if …", "my boss sarah", "hey its dave", "priya said"), or before a possessed noun
        ("grace's birthday"). A name that is also a word ("tom", "grace") needs one of these
        but the verb after it or a self-introduction ("i'm sunny"). Everyday words ("will",
        "mark") never count."""
        text = ctx.text
        lower = ctx.lower
        function_words = language.profiles().language_of
        shared = _shared_words(ctx)
        for name in ctx.words & lex.first:
            if len(name) < 3 or name in shared:
                continue  # "mi amiga era maría": the verb
            if name in lex.common or is_everyday(name):
                if name not in function_words and name not in _CUES.relation_verbs:
                    # "my boss mark keeps …": a word, but a name right after a relation of
                    # someone's ("my son will" is the verb); "message mark and say …": a name
                    # between an ask verb and its message
                    yield from _word_named(ctx, name)
                continue
            if name in function_words and function_words[name] == ctx.language:
                continue  # "la colonna email della tabella": the Italian article
            ambiguous = name in lex.ambiguous_first
            for pos in ctx.find_all(name):
                end = pos + len(name)
                if not text[pos].islower() or (pos > 0 and lower[pos - 1].isalpha()):
                    continue
                if end < len(text) and text[end].isalpha():
                    continue
                if name in _CUES.relation_nouns and _POSSESSIVE_BEFORE_RE.search(
                    text, max(0, pos - 8), pos
                ):
                    continue  # "my nan died": the relation, though "nan" is a name too
                after = _LONE_AFTER_RE.match(text, end, min(len(text), end + 24))
                possessive = after is not None and after.group(0).startswith(("'", "’"))
                cued = (
                    _LONE_BEFORE_RE.search(text, max(0, pos - 16), pos) is not None
                    or (
                        # "my daughter drew a cat": the verb
                        name not in _CUES.relation_verbs
                        and (
                            _LOWER_CUE_BEFORE_RE.search(text, max(0, pos - 32), pos) is not None
                            or _LOWER_RELATION_IS_RE.search(text, max(0, pos - 36), pos) is not None
                        )
                    )
                    # "im tom, 29", "me (dean, 42, electrician)": a self-introduction or an
                    # opening bracket, then an age
                    or (
                        _AGE_AFTER_NAME_RE.match(text, end) is not None
                        and (
                            text[pos - 1 : pos] == "("
                            or _SELF_INTRODUCTION_RE.search(text, max(0, pos - 12), pos) is not None
                        )
                    )
                )
                plain = not ambiguous and (
                    after is not None
                    or _SELF_INTRODUCTION_RE.search(text, max(0, pos - 12), pos) is not None
                )
                if not (possessive or cued or plain):
                    continue
                yield _Found(pos, end, "lower-case")
                yield from _lower_listed_after(ctx, end, lex)

    @staticmethod
    def _introductions(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The writer's own given name where a message introduces them: after a greeting and a
        self-introduction ("Hi, this is Hope from HR", "hey, it's grace") or signing in at the
        start of a line ("Grace here, following up", "Hi all, Fatima here."). The frame is
        strong enough for a given name that is also a word (Hope, Joy, Grace, in any case);
        a surname may follow; a word that is no given name is not made one. Searched from the
        phrases' occurrences, so a text full of names pays nothing for it."""
        text = ctx.text
        for phrase in _CUES.self_introductions:
            for at in ctx.find_all(phrase):
                pos = at + len(phrase) + 1
                if (at and text[at - 1].isalpha()) or text[pos - 1 : pos] not in (" ", "\u00a0"):
                    continue  # inside a word ("commits", "time")
                word = _INTRODUCED_NAME_RE.match(text, pos - 1)
                if word is None or word.group("n").casefold() not in lex.first:
                    continue
                if _GREETED_INTRODUCTION_RE.search(text, max(0, at - 48), pos) is None:
                    continue
                end = word.end("n")
                surname = _INTRODUCED_SURNAME_RE.match(text, end)
                if surname is not None and _surname_like(surname.group("s"), lex):
                    end = surname.end("s")
                yield _Found(pos, end, "trigger")
        for tail in _CUES.introduction_tails:
            for at in ctx.find_all(" " + tail):
                name = _SIGNED_IN_NAME_RE.search(text, max(0, at - 30), at)
                if (
                    name is None
                    or name.group("n").casefold() not in lex.first
                    or _SIGN_IN_AFTER_RE.match(text, at) is None
                    or _SIGN_IN_BEFORE_RE.search(text, max(0, name.start() - 48), name.start())
                    is None
                ):
                    continue
                yield _Found(name.start(), at, "trigger")

    def _block_heads(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A name alone at the head of a contact block: a line (or a field of a flattened
        block, set off by two spaces, ``>`` or ``|``) holding only "Given [I.] Surname",
        followed within a few lines by a phone, e-mail or address label or an ``@``.

        Signatures and address labels without "Regards," are how most names in pasted
        e-mails and forms appear."""
        text = ctx.text
        if not ctx.contains_any(_CONTACT_CUES) and "@" not in text:
            return
        for lower_case, at_start, after_break, reach in _BLOCK_HEAD_SCANS:
            first = at_start.match(text)
            matches = [first] if first is not None else []
            # the line starts: a pattern that starts with "\n" is scanned for at C speed, an
            # alternation with "^" is tried at every position
            matches.extend(finditer(after_break, text, self.name))
            for m in matches:
                start, end = m.span("n")
                words = [w.rstrip(".").casefold() for w in m.group("n").split()]
                if any(w in lex.common or w in _NOT_NAME_WORDS for w in words):
                    continue
                if words[-1] in _JOB_TITLE_ENDS and not any(w in lex.first for w in words[:-1]):
                    continue  # "Staff Accountant" under the name: a job title
                if words[-1] in _FIRM_LAST_WORDS:
                    continue  # "Nordlys Consulting" under the name: the firm
                if lower_case and not (
                    _opens_block(text, m.start("n"))
                    and (
                        words[0] in lex.first
                        or words[-1] in lex.surnames
                        or all(top_frequency(w) < _RARE_WORD_ZIPF for w in words if len(w) > 1)
                    )
                ):
                    continue  # no capital: a block's first line, and a name's word or rare ones
                after = ctx.lower[end : end + reach]
                if "@" not in after and not any(cue in after for cue in _CONTACT_CUES):
                    continue
                yield _Found(start, end, "block-head")

    def _case_parties(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Parties of a cited case, "Polkey v A E Dayton Services Ltd [1988] AC 344": each side
        but the Crown and public bodies is a party to redact, whatever the lexicon says ("R v
        Brown"); a side with a company word is an organisation, any other a person."""
        text = ctx.text
        if " v" not in text and " -v- " not in text:
            return
        windows = literal_windows(
            text, (" v ", " v. ", " -v- "), _CASE_SIDE_MAX + 1, _CASE_AFTER + 2
        )
        if " vs" in text or " VS" in text:
            windows += literal_windows(text, (" vs. ", " VS. ", " vs "), 24, _CASE_AFTER)
        for m in finditer_in_windows(_CASE_RE, text, windows, self.name):
            for side in ("a", "b"):
                start, end = m.span(side)
                stop = text.rfind(". ", start, end) if side == "a" else -1
                if stop >= 0 and text[stop + 2 : end].split(" ", 1)[0] in _CITING_WORDS:
                    start = stop + 2  # "Arden LJ. In Smith v …": the party starts a sentence
                while side == "a" and text[start:end].split(" ", 1)[0] in _CITING_WORDS:
                    start = text.index(" ", start) + 1  # "In Polkey v …", "See Smith v …"
                value = text[start:end]
                words = {w.strip(".,()").casefold() for w in value.split()}
                if _public_side(value, lex):
                    continue
                if value.endswith(")"):  # "Smith (a minor) v …": the name before the bracket
                    end = start + value.index(" (")
                    value = text[start:end]
                    if _public_side(value, lex):
                        continue  # "Vancouver (City)": a State or a country as a side
                category = "ORGANIZATION" if words & _ORG_WORDS else "PERSON"
                yield _Found(start, end, "case-party", category)
        for m in finditer_in_windows(_PROSECUTION_RE, text, windows, self.name):
            yield from self._defendants(ctx, m.start("b"), m.end("b"), lex)
        for m in finditer_in_windows(_CASE_AGAINST_PUBLIC_RE, text, windows, self.name):
            # "Tjungurrayi-Nakamarra v Minister for Immigration, Citizenship and Multicultural
            # Affairs [2025] FCA 1503": a public body's name with commas, the party before it
            if m.group("p").casefold() not in _PUBLIC_WORDS:
                continue
            start, end = m.span("a")
            start = _past_citing_words(text, start, end)
            value = text[start:end]
            words = {w.rstrip(".,").casefold() for w in value.split()}
            if _public_side(value, lex):
                continue
            category = "ORGANIZATION" if words & _ORG_WORDS else "PERSON"
            yield _Found(start, end, "case-party", category)

    def _family_case_parties(self, ctx: ScanContext) -> Iterator[_Found]:
        """Australia's family courts join a case's parties with "&": "Calloway & Tran [2025]
        FedCFamC1F 388", "Pardalis & Whitmore (No 2) [2023] FamCAFC 12"."""
        text = ctx.text
        if ctx.text_tokens & _FAMILY_COURT_CODES and " & " in text:
            lex = lexicon()
            joined = literal_windows(text, (" & ",), 64, 100)
            for m in finditer_in_windows(_FAMILY_CASE_RE, text, joined, self.name):
                for side in ("a", "b"):
                    start, end = m.span(side)
                    start = _past_citing_words(text, start, end)  # "In Kowalski & Kowalski"
                    value = text[start:end]
                    words = {w.casefold() for w in value.split()}
                    if _public_side(value, lex):
                        continue
                    category = "ORGANIZATION" if words & _ORG_WORDS else "PERSON"
                    yield _Found(start, end, "case-party", category)

    def _petitioners_and_members(self, ctx: ScanContext) -> Iterator[_Found]:
        """A Scottish petition cited by its one party ("Ashraf, Petitioner [2021] CSOH 88",
        "Reilly, Noters 2017 SLT 12") and a member a South African union acts for ("NUMSA obo
        PIETERSE AND 14 OTHERS"): only in a text whose tokens hold the cue."""
        tokens = ctx.text_tokens
        text = ctx.text
        lex = lexicon()
        if tokens & _PETITION_TOKENS:
            for m in finditer(_PETITION_RE, text, self.name):
                start = _past_citing_words(text, m.start("a"), m.end("a"))
                value = text[start : m.end("a")]
                if not _public_side(value, lex):
                    yield _Found(start, m.end("a"), "case-party")
        if "obo" in tokens:
            for m in finditer(_ON_BEHALF_RE, text, self.name):
                value = m.group("n")
                keys = {w.casefold() for w in value.split()}
                if not _public_side(value, lex) and not keys & _ORG_WORDS:
                    yield _Found(m.start("n"), m.end("n"), "case-party")

    def _case_heads(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The parties of a case named after a head ("Matter of Halvorsen v Quist", "In re
        Dunmore Holdings", "State ex rel. Okonkwo v. Barrow"; see ``_CASE_HEAD_RE``): each
        side but the Crown, a public body or everyday words ("Matter of Fact")."""
        text = ctx.text
        # a space follows every head, so each of its words but the first is a whole token
        tokens = ctx.text_tokens
        heads = tuple(
            h
            for h in _CUES.case_heads
            if all(w in tokens or f"{w}:" in tokens for w in h.split()[1:])
        )
        if not heads or not ctx.may_hold((heads,))[0]:
            return
        windows = literal_windows(text, heads, 0, 2 * _CASE_AFTER)
        for m in finditer_in_windows(_CASE_HEAD_RE, text, windows, self.name):
            for side in ("a", "b"):
                if m.group(side) is None:
                    continue
                start, end = m.span(side)
                words = text[start:end].split()
                while words and words[-1].casefold() in ("of", "for", "the", "and", "&"):
                    words.pop()
                if not words:
                    continue
                end = start + len(" ".join(words))
                value = text[start:end]
                keys = {w.rstrip(".,").casefold() for w in words}
                if _public_side(value, lex, places=side == "b") or keys & _STATUTE_KEYS:
                    continue  # "CASE OF … v. TÜRKİYE": a State, no person
                if words[0].casefold() in ("the", "a", "an"):
                    continue  # "IN THE MATTER OF THE CHILDREN …": a law or a thing
                if all(
                    (is_everyday(w) or w.casefold() in lex.common)
                    and w.casefold() not in lex.surnames
                    for w in words
                ):
                    continue  # "Matter of Fact", "IN THE MATTER OF SECTION 14"
                category = "ORGANIZATION" if keys & _ORG_WORDS else "PERSON"
                if category == "PERSON" and value.isupper() and " AND " in value:
                    # two parties joined in capitals: "LUPITA GARZA-HINOJOSA AND DWAYNE TUCKER"
                    pos = start
                    for part in value.split(" AND "):
                        if part not in _OTHER_PARTIES:  # "CASE OF R.K. AND OTHERS v. …"
                            yield _Found(pos, pos + len(part), "case-party", category)
                        pos += len(part) + len(" AND ")
                    continue
                yield _Found(start, end, "case-party", category)

    @staticmethod
    def _defendants(ctx: ScanContext, start: int, end: int, lex: Lexicon) -> Iterator[_Found]:
        """Each defendant of a prosecution by the Crown: a name in capitals, or words not all of
        which are everyday words ("R v Python" compares languages)."""
        text = ctx.text
        pos = start
        for part in [*_DEFENDANTS_SPLIT_RE.split(text[start:end]), ""]:
            if not part:
                break
            part_start = text.index(part, pos)
            pos = part_start + len(part)
            words = part.split()
            while words and words[-1].casefold() in ("of", "for", "the", "and", "&"):
                words.pop()
            # "R v Lance Corporal Ryan Dale TATE": a rank or title is no part of the name
            while len(words) > 1 and (
                words[0].rstrip(".").casefold() in TITLES
                or words[0].casefold() in _CUES.title_prefixes
            ):
                part_start += len(words[0]) + 1
                words.pop(0)
            if not words or not words[0][:1].isupper():
                continue
            value_end = part_start + len(" ".join(words))
            keys = {w.rstrip(".,").casefold() for w in words}
            if _public_side(" ".join(words), lex, places=False):
                continue
            caps = all(w.isupper() for w in words if w[:1].isalpha())
            if not caps and all(is_everyday(w) and w.casefold() not in lex.surnames for w in words):
                continue
            category = "ORGANIZATION" if keys & _ORG_WORDS else "PERSON"
            yield _Found(part_start, value_end, "case-party", category)

    def _judges(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A judge after a judicial title, whatever the surname means: "RECORDER SHAWCROSS",
        "HIS HONOUR JUDGE McBRIDE", "Sheriff Rattray"; the title's words and the offices after
        it stay ("Sheriff Court", "Recorder of Liverpool"). After a one-word title an everyday
        word is a name only where the bench is listed ("Judge Alderton,", "Judge Lark" alone
        on its line); "Judge Python by its ecosystem" stays."""
        text = ctx.text
        if not ctx.contains_any(_JUDGE_TITLES_LOWER):
            return  # most texts: no judicial title at all (a token-set check, no scan)
        windows = literal_windows(text, _JUDGE_TITLE_FORMS, 0, 140)
        for m in finditer_in_windows(_JUDGE_RE, text, windows, self.name):
            title = m.group("t")
            words: list[tuple[int, int]] = []
            office = False
            for w in regex.finditer(r"\S+", m.group("n")):
                word = w.group().rstrip(".")
                key = word.casefold()
                office = key in _JUDICIAL_OFFICES or key in _NOT_PERSON_ENDINGS
                if (
                    office
                    or key in TITLES
                    # a heading goes on after the name: "NOTES OF JUDGE R T VAIPULU ON SENTENCING"
                    or (words and key in _HEADING_LINKS)
                    or word in _COUNSEL_SUFFIXES
                    # "Tribunal Member J Gourlay": a first letter is an initial, no "J"
                    or (word in JUDICIAL_SUFFIXES and (words or len(word) > 1))
                    or (
                        title.isupper()
                        and not _caps_word(word)
                        and not _INITIAL_RE.match(w.group())
                    )
                ):
                    break
                words.append((m.start("n") + w.start(), m.start("n") + w.end()))
            while words and len(text[words[-1][0] : words[-1][1]].rstrip(".")) == 1:
                words.pop()  # "COMMISSIONER T. MBATHA-ZULU N.O.": a post-nominal's letter
            if office and words:
                continue  # "District Judge Training Programme", "Sheriff Appeal Court": a thing
            if not words or len(text[words[-1][0] : words[-1][1]]) < 2:
                continue
            start, end = words[0][0], words[-1][1]
            names = [text[a:b] for a, b in words if b - a > 1 or text[b - 1] != "."]
            everyday = all(
                # a German noun after "Richter" is no judge: "Gerhard Richter Archiv"
                (w.casefold() in lex.common or is_everyday(w) or is_german_noun(w))
                and w.casefold() not in lex.first
                and w.casefold() not in lex.surnames
                for w in names
                if len(w.rstrip(".")) > 1
            )
            if " " not in title and everyday and not _JUDGE_END_RE.match(text, end):
                continue
            yield _Found(start, end, "judge")

    def _counsel(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Counsel by surname before a post-nominal or a Scottish or Irish role: "Haldane KC;",
        "Logan, advocate;", "Strachan, solicitor;"; a US judge before the bench's role
        ("MOSMAN, District Judge:"); "In Scotland, solicitor advocates …" and
        "NHS, advocate" stay (a sentence's word before it, an acronym)."""
        text = ctx.text
        if not any(ctx.contains(literal.lower()) for literal in _COUNSEL_LITERALS):
            return  # most texts: no counsel (a token-set check, no scan)
        windows = literal_windows(text, _COUNSEL_LITERALS, 32, 24)
        for m in finditer_in_windows(_COUNSEL_RE, text, windows, self.name):
            word = m.group("n")
            key = word.casefold()
            if (
                ((key in lex.common or is_everyday(word)) and key not in lex.surnames)
                or key in TITLES
                or key in _NOT_PERSON_ENDINGS
                or key in _JUDICIAL_OFFICES
                or (word.isupper() and len(word) <= 3)
            ):
                continue
            yield _Found(m.start("n"), m.end("n"), "judge")
        for m in finditer_in_windows(_BENCH_NAME_LINE_RE, text, windows, self.name):
            words = [w.rstrip(".").casefold() for w in m.group("n").split()]
            if " " not in m.group("n") or any(
                w in TITLES or w in _JUDICIAL_OFFICES or w in _NOT_PERSON_ENDINGS for w in words
            ):
                continue  # one word: above; "Chief Judge", "THE COURT, Judge" are no names
            names = [w for w in words if len(w) > 1]
            if not names or all(
                (w in lex.common or is_everyday(w)) and w not in lex.surnames for w in names
            ):
                continue
            yield _Found(m.start("n"), m.end("n"), "judge")

    def _initials_judges(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A judge by initials and surname in capitals before a one-judge mark at a line's end
        ("Judgment of: D.A. WILSON J."; see ``_INITIALS_JUDGE_RE``); an office's word, or
        a country's initials ("U.S. STEEL P."), are none."""
        marks = ctx.text_tokens & _INITIALS_JUDGE_TOKENS
        if not marks:
            return
        literals = tuple(dict.fromkeys(f" {m.rstrip('.:,;')}" for m in marks))
        windows = literal_windows(ctx.text, literals, 100, 6)
        for m in finditer_in_windows(_INITIALS_JUDGE_RE, ctx.text, windows, self.name):
            keys = [w.casefold() for w in m.group("n").split() if not w.endswith(".")]
            if any(k in _OFFICE_WORDS or k in _NOT_PERSON_ENDINGS for k in keys):
                continue
            initials = "".join(w for w in m.group("n").split() if w.endswith("."))
            if initials.replace(".", "") in _COUNTRY_INITIALS:
                continue  # "U.S. STEEL P.": a country's initials
            yield _Found(m.start("n"), m.end("n"), "judge")
        if "\n" not in ctx.text:
            return
        for m in finditer_in_windows(_SIGNED_JUDGE_RE, ctx.text, windows, self.name):
            if self._party_name(m.group("n"), lex):
                yield _Found(m.start("n"), m.end("n"), "judge")

    def _honble_judges(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """An Indian judge after "Hon'ble" (see ``_HONBLE_JUDGE_RE``); an office's, a court's
        or an everyday word ("Hon'ble High Court", "Hon'ble Chief Justice") is none."""
        if not ctx.contains_any(_HONBLE_CHECKS):
            return
        text = ctx.text
        windows = literal_windows(
            text, ("Hon'ble", "Hon’ble", "HON'BLE", "HON’BLE", "HONOURABLE", "Honourable"), 0, 120
        )
        for m in finditer_in_windows(_HONBLE_JUDGE_RE, text, windows, self.name):
            words = [w.strip(".").split(".")[-1] for w in m.group("n").split()]
            keys = [w.casefold() for w in words if w]
            if not keys or any(
                k in _OFFICE_WORDS or k in _ORG_WORDS or k in _JUDICIAL_OFFICES or k in TITLES
                for k in keys
            ):
                continue
            if _everyday_words(words, lex):
                continue
            yield _Found(m.start("n"), m.end("n"), "judge")

    def _us_judge_lines(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A US judge's name opening a line before the office (see ``_US_JUDGE_LINE_RE``), and a
        judge's signature above the office (``_SIGNATURE_JUDGE_RE``)."""
        if not (ctx.contains("judge") or ctx.contains("magistrate") or ctx.contains("justice")):
            return
        if "\n" not in ctx.text:
            return
        text = ctx.text
        windows = literal_windows(text, (" Judge",), 120, 8)
        for m in finditer_in_windows(_US_JUDGE_LINE_RE, text, windows, self.name):
            words = [w for w in m.group("n").split() if not w.endswith(".")]
            if self._party_name(" ".join(words), lex):
                yield _Found(m.start("n"), m.end("n"), "judge")
        signed = literal_windows(
            text, ("\nJUDGE", "\nJudge", "\nMAGISTRATE", "\nMagistrate", "\nJUSTICE"), 120, 16
        )
        benched = literal_windows(text, ("  JUSTICE", "  Justice", "\tJUSTICE"), 120, 60)
        for m in finditer_in_windows(_OFFICE_AFTER_JUDGE_RE, text, benched, self.name):
            if self._party_name(m.group("n"), lex):
                yield _Found(m.start("n"), m.end("n"), "judge")
        for m in finditer_in_windows(_SIGNATURE_JUDGE_RE, text, signed, self.name):
            words = [w for w in m.group("n").split() if not w.endswith(".")]
            if words and self._party_name(" ".join(words), lex):
                yield _Found(m.start("n"), m.end("n"), "judge")

    def _labelled_lines(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The bench and counsel on a heading's labelled line (see ``_LABELLED_LINE_RE``): on a
        bench line, each item of one to four capitalised words and a judge's mark ("Ward P",
        everyday word or not; an item of another word stops the line); on a counsel line,
        each name with initials ("R Ashdown-Prior", "M J Leeming-Hart")."""
        tokens = ctx.text_tokens
        bench, counsel = tokens & _LABELLED_BENCH_TOKENS, tokens & _LABELLED_COUNSEL_TOKENS
        # an Indian heading sets the colon apart: "CORAM : ANUJA PRABHUDESAI, J."
        spaced = tokens & _LABELLED_WORDS if ":" in tokens else frozenset()
        named = ctx.contains("counsel") and ctx.contains("for")
        if not bench and not counsel and not spaced and not named:
            return
        text = ctx.text
        literals = (*bench, *counsel, *(f"{word} :" for word in spaced))
        windows = literal_windows(text, literals, 16, 320)
        if named:
            windows += literal_windows(text, _COUNSEL_FOR_LABELS, 16, 360)
        for m in finditer_in_windows(_LABELLED_LINE_RE, text, windows, self.name):
            start, end = m.span("l")
            label = text[m.start() : start].strip()[:-1].strip().lower()
            if label == "representation" or label.startswith("counsel"):
                for name in _INITIALS_NAME_RE.finditer(text, start, end):
                    surname = name.group("s").split()
                    while surname and surname[-1] in _COUNSEL_SUFFIXES:
                        surname.pop()
                    if not surname or any(w.casefold() in _OFFICE_WORDS for w in surname):
                        continue
                    if _everyday_words(surname, lex):
                        continue
                    yield _Found(name.start("n"), name.start("s") + len(" ".join(surname)), "judge")
                continue
            items: list[tuple[int, int]] = []
            pos = start
            for sep in _LABELLED_ITEM_SEP_RE.finditer(text, start, end):
                items.append((pos, sep.start()))
                pos = sep.end()
            items.append((pos, end))
            items = self._comma_marked_items(text, items)
            names: list[tuple[int, int]] = []
            for a, b in items:
                head, _, mark = text[a:b].rpartition(", ")
                if head and mark.replace(".", "").replace(" ", "") in _BENCH_MARKS:
                    words = [*head.split(), mark.replace(" ", "")]  # "DOYLE, P. J."
                else:
                    head, words = text[a:b].rsplit(None, 1)[0], text[a:b].split()
                if len(words) < 2 or words[-1].replace(".", "") not in _BENCH_MARKS:
                    continue  # "and the Registrar": no judge's mark
                if len(words) > 5 or not all(
                    # an initial before the surname: "MILIND V. SATHAYE, J.", "V. SATHAYE, J."
                    (
                        _BENCH_WORD_RE.fullmatch(w) is not None
                        or _INITIAL_RE.fullmatch(w) is not None
                    )
                    and w.casefold() not in TITLES
                    and w.casefold() not in _OFFICE_WORDS
                    for w in words[:-1]
                ):
                    names = []
                    break
                names.append((a, a + len(head.rstrip())))
            for a, b in names:
                yield _Found(a, b, "judge")

    @staticmethod
    def _comma_marked_items(text: str, items: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """A bench line's items with a judge's mark after a comma joined to the name before
        it, and a list's "and" after a comma dropped: "BEFORE: STABILE, J., MURRAY, J., and
        LANE, J." lists three judges, as "STABILE J.; MURRAY J.; LANE J." would."""
        joined: list[tuple[int, int]] = []
        for a, b in items:
            words = text[a:b].split()
            if words[:1] in (["and"], ["AND"], ["&"]) and len(words) > 1:
                a = text.index(words[1], a)
                words = words[1:]
            mark = "".join(words).replace(".", "")
            if (
                joined
                and mark in _BENCH_MARKS
                and len(words) <= 2
                and text[joined[-1][0] : joined[-1][1]].split()[-1].replace(".", "")
                not in _BENCH_MARKS
            ):
                joined[-1] = (joined[-1][0], b)
                continue
            joined.append((a, b))
        return joined

    def _bench_lists(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A bench listed before a plural post-nominal: "GAGELER, GORDON, STEWARD AND JAGOT
        JJ", "DUFFY, J.P., CHRISTOPHER, WARHIT and VOUTSINAS, JJ.", "Before Stevens, C.J.,
        van Cleef and Rambin, JJ." (``bench_list_ends`` of ``person_cues.json``). Going back
        from the post-nominal within its line, each item of the list is a judge whatever its
        words mean; the line's first item keeps only its last words that are names, so "As
        Gageler and Gordon JJ said" hides the judges, not "As"."""
        text = ctx.text
        for end_word in _CUES.bench_list_ends:
            for pos in ctx.find_all(end_word.lower()):
                if text[pos : pos + len(end_word)] != end_word or (
                    pos + len(end_word) < len(text) and text[pos + len(end_word)].isalpha()
                ):
                    continue
                line_start = text.rfind("\n", max(0, pos - _BENCH_LIST_MOST), pos) + 1
                if line_start == 0 and pos > _BENCH_LIST_MOST:
                    line_start = pos - _BENCH_LIST_MOST
                cut = max(text.rfind(":", line_start, pos), text.rfind("(", line_start, pos))
                start = cut + 1 if cut >= 0 else line_start
                yield from self._bench_items(text, start, pos, lex)
                if cut < 0 and _BENCH_LINE_RE.fullmatch(text, line_start, pos):
                    yield from self._bench_lines_above(text, line_start, lex)

    @staticmethod
    def _bench_lines_above(text: str, line_start: int, lex: Lexicon) -> Iterator[_Found]:
        """A bench listed one judge a line in capitals, the last before "JJ." and the first
        after its mark ("IANNACCI, J.P.\nCHRISTOPHER\nLARA J. GENOVESI\nTAYLOR, JJ."): each
        line above of a name alone, up to the line whose name carries a mark."""
        end = line_start - 1
        for _ in range(_BENCH_LINES_MOST):
            if end <= 0:
                return
            start = text.rfind("\n", max(0, end - 80), end) + 1
            m = _BENCH_LINE_RE.fullmatch(text, start, end)
            if m is None or not all(
                _caps_word(w)
                and (k := w.casefold()) not in TITLES
                and k not in _JUDICIAL_OFFICES
                and k not in _PUBLIC_WORDS
                and k not in _ORG_WORDS
                and (k in lex.first or k in lex.surnames or k not in lex.common)
                for w in m.group("n").split()
                if len(w) > 2
            ):
                return  # "SUPREME COURT", "DECISION AND ORDER": the heading above the bench
            if not any(
                (k := w.casefold()) in lex.first or k in lex.surnames or len(w.rstrip(".")) == 1
                for w in m.group("n").split()
            ):
                return  # "MEMORANDUM": no name the lexicon knows, no initial
            mark = m.group("m")
            if mark is not None and mark.replace(".", "") not in _BENCH_MARKS:
                return
            yield _Found(m.start("n"), m.end("n"), "judge")
            if mark is not None:
                return  # the bench's first judge: "ANGELA G. IANNACCI, J.P."
            end = start - 1

    @staticmethod
    def _bench_items(text: str, start: int, end: int, lex: Lexicon) -> Iterator[_Found]:
        """The judges of ``text[start:end]``, a list that ends right before "JJ"."""
        items: list[tuple[int, int]] = []
        pos = start
        for sep in _BENCH_SEP_RE.finditer(text, start, end):
            items.append((pos, sep.start()))
            pos = sep.end()
        items.append((pos, end))
        names: list[tuple[int, int]] = []
        for index in range(len(items) - 1, -1, -1):
            a, b = items[index]
            words = [(a + w.start(), a + w.end()) for w in regex.finditer(r"\S+", text[a:b])]
            if words and text[a:b].replace(".", "").replace(" ", "") in _BENCH_MARKS:
                continue  # "MCFADDEN, P. J.,": a mark written with a space, no name
            if words and text[words[-1][0] : words[-1][1]].replace(".", "") in _BENCH_MARKS:
                words.pop()  # "Cooper P", "DUFFY, J.P.": the judge's mark, or a mark alone
                if not words:
                    continue
            if not words:
                if index == len(items) - 1:
                    continue  # "VOUTSINAS, JJ.": the comma before the post-nominal
                break
            first = index == 0
            kept: list[tuple[int, int]] = []
            for wa, wb in reversed(words):
                word = text[wa:wb]
                if word in _PARTICLES and kept:
                    kept.insert(0, (wa, wb))  # "van Cleef"
                    continue
                if _BENCH_WORD_RE.fullmatch(word) is None:
                    break
                key = word.casefold()
                if key in TITLES or key in _JUDICIAL_OFFICES or key in _PUBLIC_WORDS:
                    break
                everyday = key in lex.common and key not in lex.first and key not in lex.surnames
                if (first or kept) and (
                    key in _CUES.bench_list_labels
                    or (
                        everyday
                        # a bench in capitals from the line's start: "BROWN and MARKLE, JJ."
                        and not (
                            first and len(words) == 1 and _opens_line_in_capitals(text, a, word)
                        )
                    )
                ):
                    break
                kept.insert(0, (wa, wb))
            if not kept or len(kept) > 4:
                break
            names.append((kept[0][0], kept[-1][1]))
            if len(kept) < len(words):
                break  # the list's start: "Before Stevens", "As Gageler"
        if len(names) < 2:
            return
        for a, b in names:
            yield _Found(a, b, "judge")

    def _initials_counsel(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Counsel written with initials and a surname before a counsel's suffix or the party
        they appear for: "P J Callaghan SC", "S J Ferreira for Plaintiff", "M. T. Horvath, for
        the Plaintiff", "Mr J H Steyn for the third respondent" (``counsel_for`` of
        ``person_cues.json``). A surname that is only an everyday word stays ("A Minister for
        the respondent")."""
        text = ctx.text
        if not ctx.contains("for") and not any(ctx.contains(s.lower()) for s in _COUNSEL_SUFFIXES):
            return
        windows = (
            literal_windows(text, _INITIALS_COUNSEL_LITERALS, 56, 8)
            if any(ctx.contains(s.lower()) for s in _COUNSEL_SUFFIXES)
            else []
        )
        if ctx.contains_any(_COUNSEL_FOR_ROLES):
            windows.extend(
                (max(0, m.start() - 56), m.end())
                for m in finditer(_COUNSEL_FOR_RE, text, self.name)
            )
        for m in finditer_in_windows(_INITIALS_COUNSEL_RE, text, windows, self.name):
            words = m.group("s").split()
            keys = [w.casefold() for w in words if w not in _PARTICLES]
            if any(k in _OFFICE_WORDS for k in keys):
                continue
            if _everyday_words(words, lex):
                continue  # "A Minister for the respondent"
            yield _Found(m.start("n"), m.end("n"), "judge")
            if text[max(0, m.start() - 5) : m.start()].rstrip().endswith(("and", "&")):
                pair = _INITIALS_COUNSEL_PAIR_RE.search(text, max(0, m.start() - 64), m.start())
                first = pair.group("s").split() if pair is not None else []
                if (
                    pair is not None
                    and not _everyday_words(first, lex)
                    and not any(w.casefold() in _OFFICE_WORDS for w in first)
                ):
                    yield _Found(pair.start("n"), pair.end("n"), "judge")

    def _composition(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Members of a court written with initials after a cue of its composition, up to
        "Judges" or the line's end: "composed of K. Jürimäe, President of the Chamber, N.
        Piçarra and M. Gavalec (Rapporteur), Judges", "Advocate General: A. Rantos"
        (``composition_cues`` of ``person_cues.json``); the offices between them stay."""
        text = ctx.text
        for cue in _CUES.composition_cues:
            for pos in ctx.find_all(cue):
                start = pos + len(cue)
                stop = text.find("Judges", start, start + _COMPOSITION_MOST)
                if stop < 0:
                    line_end = text.find("\n", start + 1, start + _COMPOSITION_MOST)
                    stop = line_end if line_end >= 0 else min(len(text), start + _COMPOSITION_MOST)
                for m in finditer(_INITIALS_NAME_RE, text, self.name, start, stop):
                    words = m.group("s").split()
                    keys = [w.casefold() for w in words]
                    if any(k in TITLES or k in _JUDICIAL_OFFICES for k in keys):
                        continue
                    if _everyday_words(words, lex):
                        continue  # "composed of A Chamber of five judges"
                    yield _Found(m.start("n"), m.end("n"), "judge")

    def _initials_parties(self, ctx: ScanContext) -> Iterator[_Found]:
        """A party written as dotted initials right after a party's or a family member's noun
        or a case's "v.", or right before "age", "born", "who", "v.": "The respondent father,
        D.R.S., is", "IN THE INTEREST OF J.R.W. AND K.L.W.", "A.Y., who states"
        (``initials_party_*`` of ``person_cues.json``); then every other place the same
        initials stand. "v. U.S." and "J.P." stay (``initials_not_persons``)."""
        checks = (
            *_INITIALS_PARTY_CHECKS,
            *_INITIALS_ROLE_ANCHORS,
            *_INITIALS_LINE_ROLE_ANCHORS,
            *_INITIALS_IS_ANCHORS,
            *_INITIALS_CASE_LIST_ANCHORS,
        )
        if not ctx.contains_any(checks):
            return
        text = ctx.text
        confirmed: dict[str, None] = {}
        for pattern in (_INITIALS_PARTY_BEFORE_RE, _INITIALS_PARTY_AFTER_RE):
            for m in windowed_finditer(
                pattern, ctx, _INITIALS_PARTY_ANCHORS, self.name, before=24, after=40
            ):
                value = m.group("n")
                if value not in _CUES.initials_not_persons:
                    confirmed[value] = None
        for pattern, anchors, before in (
            (_INITIALS_ROLE_RE, _INITIALS_ROLE_ANCHORS, 16),
            (_INITIALS_LINE_ROLE_RE, _INITIALS_LINE_ROLE_ANCHORS, _INITIALS_LINE_ROLE_BEFORE),
            (_INITIALS_IS_RE, _INITIALS_IS_ANCHORS, 4),
            (_INITIALS_CASE_LIST_RE, _INITIALS_CASE_LIST_ANCHORS, 4),
        ):
            for m in windowed_finditer(pattern, ctx, anchors, self.name, before=before, after=40):
                for value in (m.group("n"), m.groupdict().get("m")):
                    if (
                        value is not None
                        and value not in _CUES.initials_not_persons
                        and value.casefold() not in lexicon().common
                    ):
                        confirmed[value] = None
        for value in list(confirmed)[:_INITIALS_PARTIES_MOST]:
            pos = text.find(value)
            while pos >= 0:
                end = pos + len(value)
                if not (pos and text[pos - 1].isalpha()) and not (
                    end < len(text) and text[end].isalpha()
                ):
                    yield _Found(pos, end, "case-party")
                    listed = _INITIALS_AND_RE.match(text, end)
                    if listed is not None and listed.group("n") not in _CUES.initials_not_persons:
                        yield _Found(listed.start("n"), listed.end("n"), "case-party")
                pos = text.find(value, end)

    def _author_lines(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The judge who writes the judgment, alone on a line with a comma before the
        post-nominal: "SANJIV MEHROTRA, J.", "NKOSI-JACOBS, J", "VAN NIEKERK-DLAMINI, AJ:".
        Words that are titles or offices stay ("THE COURT, J." is no line of a name)."""
        text = ctx.text
        if ", " not in text or "\n" not in text:
            return
        windows = [
            (max(0, end.start() - 80), end.end())
            for end in finditer(_AUTHOR_END_RE, text, self.name)
        ]
        for m in finditer_in_windows(_AUTHOR_LINE_RE, text, windows, self.name):
            keys = [w.casefold().rstrip(".") for w in m.group("n").split()]
            if any(k in _OFFICE_WORDS for k in keys):
                continue
            if _everyday_words([w for w in m.group("n").split() if len(w) > 2], lex):
                continue  # "Yours, J.": a sign-off before an initial
            yield _Found(m.start("n"), m.end("n"), "judge")

    def _versus_lines(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A caption's parties in capitals on the lines above and below a line of its own
        "v" ("HKSAR\nv\nCHEUNG KA-LOK (張家樂)", "THE KING\nv\nTAMATI HOHEPA"): each line a
        person's name by :meth:`_party_name`, less a bracket or a comma after it; a State, the
        Crown or a firm on its line stays."""
        marks = ctx.text_tokens & _VERSUS_MARKS
        if not marks:
            return  # no "v" stands alone between spaces or lines (a token-set check)
        text = ctx.text
        starts = [
            pos
            for line in (f"\n{mark}\n" for mark in marks)
            for pos in regex.finditer(regex.escape(line), text, overlapped=True)
        ]
        for found in starts:
            a = found.start()
            mark = text.index("\n", a + 1)  # the end of the "v" line
            below_end = text.find("\n", mark + 1)
            below = (mark + 1, len(text) if below_end < 0 else below_end)
            above = (text.rfind("\n", 0, a) + 1, a)
            for start, end in (above, below):
                m = _VERSUS_PARTY_RE.match(text, start, end)
                if m is not None and self._party_name(m.group("n"), lex):
                    yield _Found(m.start("n"), m.end("n"), "case-party")
                    if m.group("o") is not None:  # the same name in Chinese characters
                        yield _Found(m.start("o"), m.end("o"), "case-party")

    def _party_lines(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A party in capitals on its own line in a judgment's heading, right before its label
        ("ALASDAIR RUARIDH MACKINNON\nPursuer") or numbered in that block ("(1) GARETH
        LLEWELLYN\n(2) ADVANTAGE INSURANCE COMPANY LIMITED\nDefendants"). Firms, public bodies
        and lines of everyday words ("HIS MAJESTY'S ADVOCATE", "AN BORD PLEANÁLA") are none."""
        text = ctx.text
        if "\n" not in text:
            return
        for role in windowed_finditer(
            _ROLE_LINE_RE, ctx, _CUES.party_roles, self.name, before=24, after=64
        ):
            end = role.start() - 1  # the line break before the label
            for back in range(4):
                if end <= 0:
                    break
                start = text.rfind("\n", max(0, end - 200), end) + 1
                if start <= 0 and end - 200 > 0:
                    break
                line = text[start:end]
                if back == 0 and _DIRECTION_LINE_RE.fullmatch(line) is not None:
                    # an anonymity direction between the party and its label: "HAWRE JAMAL
                    # AHMED\n(ANONYMITY ORDER NOT MADE)\nAppellant" (the Upper Tribunal)
                    end = start - 1
                    continue
                if back == 1 and line.strip(" \t-–") in ("AND", "and", "And"):
                    # a co-party above a line of its own "AND": "SLIEVEMORE HAULAGE\nAND\n
                    # CIARA NIC GIOLLA\nDEFENDANTS" (an Irish heading)
                    end = start - 1
                    continue
                stop = end
                if back and line.rstrip().endswith((" and", " AND")):
                    # ... or before "and" at its line's end: "BRIGHTWATER TOWERS CONDOMINIUM
                    # and\nANATOLY VERESHCHAGIN,\nDefendants." (a New York caption)
                    stop = start + len(line.rstrip()) - 4
                m = _PARTY_LINE_RE.match(text, start, stop)
                joiner = " AND " if " AND " in text[start:end] else " and "
                if m is None and joiner in text[start:end]:
                    # "DUNLEAVY HAULAGE LIMITED AND PÁDRAIG O'SULLIVAN": each party of the line;
                    # a US caption joins them in lower case ("… LLC and DONOVAN PRICE,")
                    pos = start
                    for part in text[start:end].split(joiner):
                        each = _PARTY_LINE_RE.match(text, pos, pos + len(part))
                        if each is not None and self._party_name(each.group("n"), lex):
                            yield _Found(each.start("n"), each.end("n"), "case-party")
                        pos += len(part) + len(joiner)
                if m is None:
                    break
                if self._party_name(m.group("n"), lex) or (
                    # in mixed case: "Ifeoma Brandt-Okoye" above "Defendant (Respondent)"
                    not m.group("n").isupper() and self._mixed_party_name(m.group("n"), lex)
                ):
                    yield _Found(m.start("n"), m.end("n"), "case-party")
                elif _firm_party(m.group("n")):
                    yield _Found(m.start("n"), m.end("n"), "case-party", "ORGANIZATION")
                if m.group("no") is None and back:
                    break
                end = start - 1
        for m in windowed_finditer(
            _RESIDENT_PARTY_RE, ctx, _RESIDENT_ANCHORS, self.name, before=200, after=0
        ):
            if self._mixed_party_name(m.group("n"), lex):
                yield _Found(m.start("n"), m.end("n"), "case-party")
        if any(ctx.contains(cue.split()[0]) for cue in _CUES.party_represented_cues):
            for m in windowed_finditer(
                _REPRESENTED_PARTY_RE, ctx, _REPRESENTED_ANCHORS, self.name, before=160, after=0
            ):
                if self._mixed_party_name(m.group("n"), lex):
                    yield _Found(m.start("n"), m.end("n"), "case-party")
        if any(ctx.contains(cue.split()[0]) for cue in _CUES.party_residence_cues):
            for m in windowed_finditer(
                _RESIDENT_CAPS_PARTY_RE,
                ctx,
                _CUES.party_residence_cues,
                self.name,
                before=200,
                after=0,
            ):
                if self._party_name(m.group("n"), lex):
                    yield _Found(m.start("n"), m.end("n"), "case-party")
        for m in windowed_finditer(
            _SAME_LINE_PARTY_RE, ctx, _CUES.party_roles, self.name, before=200, after=40
        ):
            if self._party_name(m.group("n"), lex):
                yield _Found(m.start("n"), m.end("n"), "case-party")
                if m.group("h") is not None:
                    yield _Found(m.start("h"), m.end("h"), "case-party")
            elif _firm_party(m.group("n")):
                yield _Found(m.start("n"), m.end("n"), "case-party", "ORGANIZATION")
        for m in windowed_finditer(
            _BORN_PARTY_RE, ctx, _BORN_MARKS, self.name, before=160, after=16
        ):
            if self._party_name(m.group("n"), lex) or self._surname_first(m.group("n"), lex):
                yield _Found(m.start("n"), m.end("n"), "case-party")
        for m in windowed_finditer(
            _SURNAME_FIRST_LINE_RE, ctx, _SURNAME_FIRST_LABELS, self.name, before=40, after=420
        ):
            yield from self._surname_first_list(m, lex)
        if ctx.anchored(_NUMBERED_DEFENDANT_ANCHOR):
            for m in finditer(_NUMBERED_DEFENDANT_RE, text, self.name):
                if self._party_name(m.group("n"), lex):
                    yield _Found(m.start("n"), m.end("n"), "case-party")
        if ctx.text_tokens & _APPEARANCE_TOKENS:
            yield from self._appearances(ctx, lex)
        if ctx.contains("offesa") or ctx.contains("offeso"):
            for m in windowed_finditer(
                _OFFENDED_PARTY_RE, ctx, ("offesa", "offeso"), self.name, before=100, after=16
            ):
                name = m.group("n")
                if (
                    self._party_name(name, lex)
                    or self._surname_first(name, lex)
                    or (not name.isupper() and self._mixed_party_name(name, lex))
                ):
                    yield _Found(m.start("n"), m.end("n"), "case-party")
        if not ctx.contains_any(_CUES.party_roles) or (
            ".." not in text and ":::" not in text and "…" not in text
        ):
            return  # no party's role (a token-set check) or no dots before one
        for m in windowed_finditer(
            _DOTTED_PARTY_RE, ctx, ("..", ":::", "…"), self.name, before=160, after=40
        ):
            name = m.group("n")
            if self._party_name(name, lex) or (
                not name.isupper() and self._mixed_party_name(name, lex)
            ):
                yield _Found(m.start("n"), m.end("n"), "case-party")
            elif _firm_party(name):
                yield _Found(m.start("n"), m.end("n"), "case-party", "ORGANIZATION")
            if m.group("no") is not None and m.start() > 1:
                above = text.rfind("\n", max(0, m.start() - 160), m.start() - 1) + 1
                prev = _NUMBERED_PARTY_ABOVE_RE.fullmatch(text, above, m.start() - 1)
                if prev is not None and self._party_name(prev.group("n"), lex):
                    yield _Found(prev.start("n"), prev.end("n"), "case-party")

    @staticmethod
    def _spanish_honorifics(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A name after a Spanish honorific (see ``_SPANISH_HONORIFIC_RE``), cut after its last
        word that may be a name: known, or no everyday Spanish word and no office's, firm's
        or public body's word ("D. Anselmo Quiroga Velasco Juzgado" stops at "Velasco")."""
        text = ctx.text
        literals = tuple(f"{h} " for h in ctx.text_tokens & _SPANISH_HONORIFICS)
        windows = literal_windows(text, literals, 2, 200)
        for m in finditer_in_windows(_SPANISH_HONORIFIC_RE, text, windows, "person"):
            words = [
                (w.start() + m.start("n"), w.end() + m.start("n"))
                for w in regex.finditer(r"\S+", m.group("n"))
            ]
            kept: list[tuple[int, int]] = []
            for a, b in words:
                word = text[a:b]
                if word in _SPANISH_PARTICLES:
                    kept.append((a, b))
                    continue
                key = word.casefold()
                if key in _OFFICE_WORDS or key in _NOT_PERSON_ENDINGS:
                    break
                if (
                    key not in lex.first
                    and key not in lex.surnames
                    and (key in lex.common or frequency(key, "es") >= _PARTY_WORD_MAX_ZIPF)
                ):
                    break
                kept.append((a, b))
            while kept and text[kept[-1][0] : kept[-1][1]] in _SPANISH_PARTICLES:
                kept.pop()
            if sum(text[a:b] not in _SPANISH_PARTICLES for a, b in kept) >= 2:
                yield _Found(kept[0][0], kept[-1][1], "case-party")

    def _plural_judges(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The bench after a plural judicial title: "Judges Cannataro and Halligan concur",
        "Justices Kagan and Gorsuch". Each item is one capitalised word that is no office,
        title, institution or everyday word ("the Judges Council and Bar" stays)."""
        if not ctx.contains_any(_PLURAL_JUDGE_CHECKS):
            return
        text = ctx.text
        windows = literal_windows(text, _CUES.plural_judge_titles, 0, 200)
        for m in finditer_in_windows(_PLURAL_JUDGES_RE, text, windows, self.name):
            start = m.start("l")
            items: list[tuple[int, int]] = []
            pos = start
            for sep in _PLURAL_SEP_RE.finditer(text, start, m.end("l")):
                items.append((pos, sep.start()))
                pos = sep.end()
            items.append((pos, m.end("l")))
            items = [(_PLURAL_ITEM_TITLE_RE.match(text, a, b).end(), b) for a, b in items]  # type: ignore[union-attr]
            keys = [text[a:b].casefold() for a, b in items]
            if any(
                k in TITLES
                or k in _JUDICIAL_OFFICES
                or k in _ORG_WORDS
                or k in _PUBLIC_WORDS
                or k in _NOT_PERSON_ENDINGS
                or ((k in lex.common or is_everyday(k)) and k not in lex.surnames)
                for k in keys
            ):
                continue
            for a, b in items:
                yield _Found(a, b, "judge")

    def _witnesses(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A German judgment's witness by surname or initial (see ``_WITNESS_RE``); a German
        noun, an everyday word that is no surname, or a listed word after it names no one
        ("der Zeuge Jehovas", "die Zeugin Aussage")."""
        if not ctx.contains_any(_WITNESS_CHECKS):
            return
        text = ctx.text
        windows = literal_windows(text, _CUES.witness_titles, 6, 60)
        for m in finditer_in_windows(_WITNESS_RE, text, windows, self.name):

            def name_word(word: str) -> bool:
                key = word.casefold()
                return not (
                    key in _CUES.witness_not_names
                    or key in TITLES
                    or is_german_noun(word)
                    or ((key in lex.common or is_everyday(word)) and key not in lex.surnames)
                )

            if m.group("w") is None:
                # an initial and the surname: "De getuige R. Dijkstra"; "der Zeuge K. Der" no
                y = m.group("y")
                end = m.end("y") if y and name_word(y) else m.start("n") + 2
                yield _Found(m.start("n"), end, "judge")
                continue

            if not name_word(m.group("w")):
                continue
            two = m.group("x") is not None and name_word(m.group("x"))
            if m.group("t").casefold() in _PARTY_WITNESS_TITLES and not two:
                key = m.group("w").casefold()
                if key not in lex.first and key not in lex.surnames:
                    continue  # "dem Geschädigten Schmerzensgeld"
            end = m.end("x") if two else m.end("w")
            yield _Found(m.start("w"), end, "judge")

    def _counsel_after_by(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Counsel or agents listed by initials and surname after "by", before their role
        (see ``_BY_COUNSEL_RE``); a list of everyday words stays."""
        by, maitre = ctx.contains("by"), ctx.contains("me") or ctx.contains("maître")
        if not (by or maitre) or not ctx.may_hold((_BY_COUNSEL_LITERALS,))[0]:
            return
        text = ctx.text
        windows = literal_windows(text, _BY_COUNSEL_LITERALS, 200, 24)
        matches = [
            *(finditer_in_windows(_BY_COUNSEL_RE, text, windows, self.name) if by else ()),
            *(finditer_in_windows(_MAITRE_COUNSEL_RE, text, windows, self.name) if maitre else ()),
        ]
        for m in matches:
            start = m.start("l")
            pos = start
            items: list[tuple[int, int]] = []
            for sep in _LIST_SEP_RE.finditer(text, start, m.end("l")):
                items.append((pos, sep.start()))
                pos = sep.end()
            items.append((pos, m.end("l")))
            for a, b in items:
                words = [w for w in text[a:b].split() if not w.endswith(".")]
                keys = [w.casefold() for w in words]
                if not words or any(k in _OFFICE_WORDS for k in keys):
                    continue
                if _everyday_words(words, lex):
                    continue
                yield _Found(a, b, "judge")

    def _maiden_and_named_counsel(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A maiden name after "geb."/"née" (``_MAIDEN_RE``), and counsel named in full at the
        start of an appearance line (``_NAMED_COUNSEL_RE``); everyday words stay ("The Court,
        for the respondent")."""
        text = ctx.text
        if any(ctx.contains(m.lower()) for m in _CUES.maiden_marks):
            windows = literal_windows(text, _CUES.maiden_marks, 0, 40)
            for m in finditer_in_windows(_MAIDEN_RE, text, windows, self.name):
                key = m.group("n").casefold()
                if key in lex.common and key not in lex.surnames:
                    continue  # "née Tuesday"
                yield _Found(m.start("n"), m.end("n"), "judge")
        # the name, its comma and "for" start every match: windows around that comma (a text
        # without a no-break space holds none of the literals that have one)
        literals = _COMMA_FOR_LITERALS if "\u00a0" in text else _COMMA_FOR_LITERALS[:1]
        windows = literal_windows(text, literals, _NAMED_COUNSEL_BEFORE, 120)
        for m in finditer_in_windows(_NAMED_COUNSEL_RE, text, windows, self.name):
            words = [w for w in m.group("n").split() if not w.endswith(".")]
            keys = [w.casefold() for w in words]
            if any(k in _OFFICE_WORDS for k in keys):
                continue
            if _everyday_words(words, lex):
                continue
            yield _Found(m.start("n"), m.end("n"), "judge")

    def _nicknamed(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A name with a nickname in quotes between the given name and the surname, in any
        case: 'GIUSEPPE "JOE" SCARPELLI', 'Marcus "Skip" Delaney' (the quotes cut the name
        into two groups of one word). The given name must be known and no everyday word."""
        text = ctx.text
        if not any(q in text for q in _NICK_QUOTES):
            return
        windows = literal_windows(text, _NICK_CLOSERS, 64, 40)
        for m in finditer_in_windows(_NICKNAME_RE, text, windows, self.name):
            key = m.group("g").casefold()
            if key in lex.common or not (key in lex.first or known_hyphenated_given(key)):
                continue
            surname = m.group("s")
            if surname.casefold() in lex.common or (
                is_everyday(surname) and surname.casefold() not in lex.surnames
            ):
                continue  # 'Ask Maria "Why" Because'
            if key in lex.ambiguous_first and not _surname_like(surname, lex):
                continue
            yield _Found(m.start("g"), m.end("s"), "given+surname")

    def _labelled_parties(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A party after its role and a colon at a line's start ("Claimant(s): ABDULLAHI
        WARSAME FARAH"), and a member after a tribunal's label ("Panel: J. Desrochers-Kim";
        ``member_labels`` of ``person_cues.json``)."""
        text = ctx.text
        if ":" not in text or "\n" not in text:
            return
        for m in windowed_finditer(
            _LABELLED_PARTY_RE, ctx, _LABELLED_PARTY_ANCHORS, self.name, before=8, after=120
        ):
            value = m.group("n").rstrip(" \t.,;")
            if not value:
                continue
            label = m.group("l").casefold()
            if label in _MEMBER_LABELS:
                for name in _INITIALS_NAME_RE.finditer(
                    text, m.start("n"), m.start("n") + len(value)
                ):
                    if not _everyday_words(name.group("s").split(), lex):
                        yield _Found(name.start("n"), name.end("n"), "judge")
                continue
            words = value.split()
            if not 2 <= len(words) <= 6:
                continue
            if self._party_name(value, lex) or (
                not value.isupper() and self._mixed_party_name(value, lex)
            ):
                yield _Found(m.start("n"), m.start("n") + len(value), "case-party")

    def _delivered_by(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The judge who gives the judgment, after "DELIVERED BY" and before a comma and a
        judge's mark ("(DELIVERED BY NGOZI ADAEZE OKAFOR-EZE, JCA)"; ``author_cues``)."""
        if not ctx.contains(_AUTHOR_CUE_WORD):
            return  # a look-up of the text's word starts, no scan
        for m in windowed_finditer(
            _DELIVERED_BY_RE, ctx, _AUTHOR_CUE_ANCHORS, self.name, before=0, after=200
        ):
            words = m.group("n").split()
            if m.group("m").replace(".", "") not in JUDICIAL_SUFFIXES:
                continue
            if any(
                w.casefold().rstrip(".") in TITLES or w.casefold() in _OFFICE_WORDS for w in words
            ):
                continue
            yield _Found(m.start("n"), m.end("n"), "judge")

    def _collar_numbered(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """An officer after a police rank and a collar number ("PC 4471 Hargreaves", "DC
        2290 Okonjo"; ``collar_ranks`` of ``person_cues.json``): the number and the surname."""
        tokens = ctx.text_tokens
        literals = tuple(lit for lit in _COLLAR_LITERALS if lit.split(" ", 1)[0] in tokens)
        if not literals:
            return  # most texts: no rank's word at all (a token-set check, no scan)
        text = ctx.text
        windows = literal_windows(text, literals, 0, 80)
        for m in finditer_in_windows(_COLLAR_RE, text, windows, self.name):
            words = m.group("n").split()
            while words and (
                words[-1].casefold() in lex.common
                or (is_everyday(words[-1]) and words[-1].casefold() not in lex.surnames)
            ):
                words.pop()  # "PC 2000 Windows", "PC 4471 Hargreaves Said"
            if words:
                yield _Found(m.start("c"), m.start("n") + len(" ".join(words)), "title")

    def _relations(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A relative named by a mark of an Indian cause title, and an alias after " @ "
        between two names in a text that has such a mark or a party's role (see
        ``_RELATION_RE``, ``_ALIAS_RE``)."""
        text = ctx.text
        marked = False
        windows = (
            literal_windows(text, _CUES.relation_marks, 0, 80)
            if ctx.may_hold((_CUES.relation_marks,))[0]
            else []
        )
        for m in finditer_in_windows(_RELATION_RE, text, windows, self.name):
            marked = True
            words = [
                (m.start("n") + w.start(), m.start("n") + w.end())
                for w in regex.finditer(r"\S+", m.group("n"))
            ]
            while words and self._not_relative(text[words[-1][0] : words[-1][1]], lex):
                words.pop()
            if words:
                yield _Found(words[0][0], words[-1][1], "judge")
                line = text.rfind("\n", max(0, m.start() - 80), m.start()) + 1
                party = _RELATED_PARTY_RE.search(text, max(line, m.start() - 80), m.start())
                if party is not None:
                    yield from self._related_party(text, party.start("n"), party.end("n"), lex)
        if "@" not in ctx.text_tokens or not (
            marked or any(ctx.contains(r) for r in _CUES.party_roles if " " not in r)
        ):
            return
        for m in finditer_in_windows(
            _ALIAS_RE, text, literal_windows(text, (" @ ",), 0, 100), self.name
        ):
            if all(self._not_relative(w, lex) for w in m.group("n").split()):
                continue
            yield _Found(m.start("n"), m.end("n"), "judge")

    def _related_party(self, text: str, start: int, end: int, lex: Lexicon) -> Iterator[_Found]:
        """The party before a relation mark, less the words before it that name none
        ("Petitioner", "Late"): two words at least, initials counting, that name a person."""
        words = [
            (start + w.start(), start + w.end()) for w in regex.finditer(r"\S+", text[start:end])
        ]
        while words:
            value = text[words[0][0] : end]
            names = [w for w in value.split() if len(w.rstrip(".")) > 1]
            known = len(names) == 1 == len(value.split()) and _known_name_word(names[0], lex)
            if (
                names
                and (len(value.split()) > 1 or known)
                and (
                    self._party_name(value, lex)
                    if value.isupper()
                    else self._mixed_party_name(" ".join(names), lex)
                )
            ):
                if not any(self._not_relative(w, lex) for w in names):
                    yield _Found(words[0][0], end, "judge")
                return
            words.pop(0)

    @staticmethod
    def _not_relative(word: str, lex: Lexicon) -> bool:
        """A word that ends no relative's name: a title, an office, a firm's or public
        body's word, or an everyday word that is no name ("AGED", "Advocate")."""
        key = word.casefold().rstrip(".")
        return (
            key in _OFFICE_WORDS
            or key in _NOT_PERSON_ENDINGS
            or (key in lex.common and key not in lex.first and key not in lex.surnames)
        )

    @staticmethod
    def _mixed_party_name(value: str, lex: Lexicon) -> bool:
        """Capitalised words that name a person: each a known name or no everyday word of
        English, German, Dutch or French, and none a firm's, a public body's or a place's kind
        ("Deutsche Bahn AG", "Gemeente Ede" stay)."""
        for word in value.split():
            key = word.casefold()
            if key in _ORG_WORDS or key in _PUBLIC_WORDS or key in _NOT_PERSON_ENDINGS:
                return False
            if key in lex.first or key in lex.surnames or word in _PARTICLES:
                continue
            parts = key.split("-")
            if len(parts) > 1 and all(p in lex.first or p in lex.surnames for p in parts):
                continue  # a double name of known parts: "Gerrit-Jan", as in capitals
            if key in lex.common or all(
                any(frequency(part, lang) >= _PARTY_WORD_MAX_ZIPF for lang in _PARTY_LANGS)
                for part in parts
            ):
                return False  # "Hohenstein-Marx": a double name with one rare part is a name
        return True

    @staticmethod
    def _appearances(ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Counsel on a Scottish appearance line (see ``_APPEARANCE_LINE_RE``): each item
        before the semicolon a surname, initials and a post-nominal allowed; a firm's, an
        office's or an everyday word ("Party Litigant", "the Lord Advocate") is none."""
        text = ctx.text
        literals = tuple(ctx.text_tokens & _APPEARANCE_TOKENS)
        windows = literal_windows(text, literals, 16, 180)
        for m in finditer_in_windows(_APPEARANCE_LINE_RE, text, windows, "person"):
            start, end = m.span("l")
            pos = start
            for sep in [*_LABELLED_ITEM_SEP_RE.finditer(text, start, end), None]:
                a, b = pos, (end if sep is None else sep.start())
                pos = b if sep is None else sep.end()
                item = _APPEARANCE_ITEM_RE.fullmatch(text, a, b)
                if item is None:
                    continue
                words = [w for w in item.group("n").split() if len(w.rstrip(".")) > 1]
                keys = [w.casefold() for w in words]
                if (
                    not words
                    or any(k in _OFFICE_WORDS or k in _NOT_PERSON_ENDINGS for k in keys)
                    or (words[-1].isupper() and len(words[-1]) <= 3)
                    or _everyday_words(words, lex)
                ):
                    continue
                yield _Found(item.start("n"), item.end("n"), "judge")

    @staticmethod
    def _surname_first_list(m: regex.Match[str], lex: Lexicon) -> Iterator[_Found]:
        """The parties of a label's line written surname first and split by semicolons ("SINGH,
        Harpreet; KAUR, Simranjit (minor)"): each whole list item must be one, its surname no
        firm's or public body's word, and its given names or its surname no everyday words
        ("Applicant: ACME, Inc." and "Respondent: MINISTER, Citizenship" stay)."""
        start = m.start("list")
        items = list(_SURNAME_FIRST_ITEM_RE.finditer(m.group("list")))
        if not items or items[0].start() != 0:
            return
        if any(a.end() != b.start() for a, b in pairwise(items)):
            return  # something between two parties that is none
        for item in items:
            surname, given = item.group("s").split(), item.group("g").split()
            if any(w.casefold() in _ORG_WORDS or w.casefold() in _PUBLIC_WORDS for w in surname):
                continue
            if any(w.casefold() in _ORG_WORDS for w in given):
                continue
            if _everyday_words(given, lex) and _everyday_words([w.title() for w in surname], lex):
                continue  # "Respondent: MINISTER, Citizenship"
            yield _Found(start + item.start("n"), start + item.end("n"), "case-party")

    @staticmethod
    def _surname_first(value: str, lex: Lexicon) -> bool:
        """An Italian heading's surname in capitals before the given names: "BREMBILLA
        Osvaldo", "DE LUCA Anna Maria" (each given name known to the lexicon)."""
        words = value.split()
        caps = [w for w in words if _caps_word(w)]
        given = words[len(caps) :]
        return (
            bool(caps)
            and bool(given)
            and all(
                w.casefold() not in _ORG_WORDS and w.casefold() not in _PUBLIC_WORDS for w in caps
            )
            and all(not _caps_word(w) and w.casefold() in lex.first for w in given)
        )

    @staticmethod
    def _party_name(value: str, lex: Lexicon) -> bool:
        """Words in capitals that name a person: each a particle, a known name or no everyday
        word, and none a firm's, a public body's or a place's kind."""
        words = value.split()
        if not all(_caps_word(w) for w in words):
            return False
        keys = [w.casefold() for w in words]
        if any(k in _ORG_WORDS or k in _PUBLIC_WORDS or k in _NOT_PERSON_ENDINGS for k in keys):
            return False
        if (
            2 <= len(keys) <= 3
            and keys[0] in lex.first
            and keys[0] not in lex.ambiguous_first
            and keys[0] not in lex.common
            and not any(k in TITLES or k in _JUDICIAL_OFFICES for k in keys)
        ):
            return True  # "DONOVAN PRICE": a given name, then a surname that is a word too
        return all(
            w in _CAPS_PARTICLES
            or (len(w) == 2 and w[1] == ".")  # a middle initial: "KAREEM J. ABERNATHY-COLE"
            or k in lex.first
            or k in lex.surnames
            # a double given name or surname of known parts: "ANNE-SOPHIE"
            or ("-" in k and all(p in lex.first or p in lex.surnames for p in k.split("-")))
            # a Cantonese given name of two romanised syllables, one no everyday word, beside
            # a known surname ("CHOW KA-MAN", "LAU MEI-KUEN"; "HI-FI CO-OP" is none)
            or (_syllable_pair(k, lex) and any(o in lex.surnames for o in keys if o != k))
            # an everyday word of the other languages whose roles the line may carry
            # ("GESCHÄFTSFÜHRUNG … / Beklagte", "LA SOCIÉTÉ … / Défenderesse")
            or (
                k not in lex.common
                and all(frequency(k, lang) < _PARTY_WORD_MAX_ZIPF for lang in ("fr", "de", "nl"))
            )
            for w, k in zip(words, keys, strict=True)
        ) and not all(w in _CAPS_PARTICLES for w in words)

    def _speakers(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """Dialogue labels at line starts ("Vinka: What a wife."): names when the lexicon
        knows them or when two or more different labels make the text a dialogue."""
        text = ctx.text
        if ":" not in text:
            return
        labels: list[tuple[int, int, str]] = []
        fields = 0  # labels that are words: two of them make the text a form, no dialogue
        for m in finditer(_SPEAKER_RE, text, self.name):
            start, end = m.span("n")
            key = text[start:end].casefold()
            if key in lex.common or key in _NOT_SPEAKERS or key in _NAME_FIELDS:
                fields += 1
                continue
            if (
                key not in lex.first
                and key not in lex.surnames
                and any(frequency(key, lang) >= _LABEL_WORD_ZIPF for lang in _LABEL_LANGS)
            ):
                fields += 1
                continue  # a heading's label of another language: "Procedimiento:", "Contra:"
            line_end = text.find("\n", end)
            if _CODE_LINE_RE.search(text, end, line_end if line_end >= 0 else len(text)):
                continue  # "Optimized: TypeAlias = Annotated[…]" is a line of code
            labels.append((start, end, key))
        distinct = {key for _, _, key in labels}
        if len(distinct) >= 2 and fields < _FORM_FIELDS:
            # "Schadentag: 12.11.2026", "Prioriteit: normaal": a form's fields, whose other
            # labels ("Versicherungsnehmer:", "Melder:") are fields too
            for _ in finditer(_FIELD_LINE_RE, text, self.name):
                fields += 1
                if fields >= _FORM_FIELDS:
                    break
        for start, end, key in labels:
            # "Antragstellerin: Mutter …", "Kostenträger: Landratsamt …" among a form's other
            # fields ("Schule:", "Diagnose:") are fields too: only a known name speaks there
            if (
                (len(distinct) >= 2 and fields < _FORM_FIELDS)
                or key in lex.first
                or key in lex.surnames
            ):
                yield _Found(start, end, "speaker")

    def _stamped_speakers(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """The senders of an exported chat's lines ("[12/03, 21:14] jess: did u hear"): the
        label after a line's timestamp, less its leading everyday and kin words ("big dave",
        "Auntie Pam"); a label of such words alone ("Mum", "You") names no one."""
        text = ctx.text
        if ":" not in text or ("] " not in text and " - " not in text):
            return  # no line of an exported chat: "[12/03, 21:14] " or "12/03/2025, 21:14 - "
        for m in finditer(_STAMP_SPEAKER_RE, text, self.name):
            start, end = m.span("n")
            pos = start
            for word in text[start:end].split(" "):
                key = word.casefold()
                if (
                    key in lex.common
                    or key in _NOT_SPEAKERS
                    or key in _NAME_FIELDS
                    or key in _CUES.relation_nouns
                    or key in TITLES
                ):
                    pos += len(word) + 1
                    continue
                if len(key) >= 2:
                    yield _Found(pos, end, "speaker")
                break

    def _lower_titles(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A capitalised name after a title abbreviation written in lower case with its dot:
        "il dott. Ferraro", "met dr. Jansen" (capitalised titles are tokens anyway)."""
        titles, pattern = _lower_titles(lex)
        anchors = [t + "." for t in titles if ctx.contains(t + ".")]
        if not anchors:
            return
        for m in windowed_finditer(pattern, ctx, anchors, self.name, before=2, after=64):
            first = next(
                (w for w in m.group("n").split() if not w.endswith(".") and w not in _PARTICLES),
                "",
            ).casefold()
            if first in lex.common and first not in lex.first and first not in lex.surnames:
                continue  # "dr. Who", "sig. Presidente": a word, not a name
            yield _Found(m.start("n"), m.end("n"), "title")

    def _chat_titles(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A title and a surname in lower case, as chat writes them: a short title without
        its dot ("my landlord mr patel", "ask dr okafor") or one written out ("madame dupont",
        "la signora rossi", "mevrouw de vries", "mevrouw el amrani": a particle belongs to the
        name). The name must be a known surname or given name that text uses less often as a
        word ("mr white", "madame est servie" stay)."""
        short, _ = _lower_titles(lex)
        full, _ = _lower_full_titles(lex)
        titles = tuple(sorted({*short, *full} - _DOTTED_TITLES))
        anchors = [a for t in titles for a in (t + " ", t + ". ") if ctx.contains(a)]
        if not anchors:
            return
        pattern = _chat_title_pattern(titles)
        function_words = language.profiles().language_of.keys() | language.profiles().shared
        for m in windowed_finditer(pattern, ctx, anchors, self.name, before=2, after=72):
            words = m.group("n").split()
            if len(words) > 1 and words[0] in PARTICLES and _known_lower_name(words[1], lex):
                yield _Found(m.start("n"), m.start("n") + len(" ".join(words)), "title")
                continue  # "mevrouw de vries", "meneer van dijk": the particle and the surname
            if words[0] in function_words:
                continue  # "la signora mia": a function word, though "Mia" is a given name
            if not (_known_lower_name(words[0], lex) or _rare_lower_word(words[0], lex)):
                continue
            if len(words) > 1 and not _known_lower_name(words[1], lex):
                words = words[:1]  # "mr patel, the boiler": the name ends before "the"
            yield _Found(m.start("n"), m.start("n") + len(" ".join(words)), "title")

    def _lower_full_titles(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        """A name after a title written out in lower case: "dokter de Vries", "la doctora
        López" (the particle belongs to the surname)."""
        titles, pattern = _lower_full_titles(lex)
        anchors = [t for t in titles if ctx.contains(t)]
        if not anchors:
            return
        for m in windowed_finditer(pattern, ctx, anchors, self.name, before=2, after=72):
            if (
                ctx.text[m.start()].isupper()
                and " " not in ctx.text[m.start() : m.start("n")].strip()
            ):
                continue  # a capitalised title is a token of its group anyway
            last = m.group("n").split()[-1]
            key = last.casefold()
            if key not in lex.surnames and key not in lex.first and is_everyday(last):
                continue  # "the doctor Monday", "a professor Emeritus": a word, not a name
            yield _Found(m.start("n"), m.end("n"), "title")

    # -- triggers and repetition -----------------------------------------------------------

    def _triggered(self, ctx: ScanContext, lex: Lexicon) -> Iterator[_Found]:
        text = ctx.text
        rules = [
            (TRIGGER_RE, _TRIGGER_ANCHORS),
            (GREETING_RE, _GREETING_ANCHORS),
            (SIGNOFF_RE, _SIGNOFF_ANCHORS),
        ]  # fmt: skip
        start_greeting = GREETING_START_RE.match(text)
        if start_greeting is not None:
            span = self._trigger_name(
                ctx, start_greeting.start("n"), start_greeting.group("n"), lex, False
            )
            if span is not None:
                yield _Found(span[0], span[1], "trigger")
        for rx, anchors in rules:
            if anchors and not ctx.contains_any(anchors):
                continue
            matches = (
                windowed_finditer(rx, ctx, anchors, self.name, before=12)
                if rx is not SIGNOFF_RE
                # every sign-off starts with its phrase: tried there, not at each position of
                # a window around it (the phrases are a long case-insensitive alternation)
                else match_at_anchors(rx, ctx, anchors, self.name, span=_SIGNOFF_REACH)
            )
            for m in matches:
                if rx is TRIGGER_RE and (
                    self._weak_lower_case(m, lex) or _glued(m) or _thing_named(ctx.text, m)
                ):
                    continue
                if rx is SIGNOFF_RE and _everyday_after_signoff(m, lex):
                    continue
                naming = rx is TRIGGER_RE and _naming_phrase(m)
                span = self._trigger_name(
                    ctx, m.start("n"), m.group("n"), lex, rx is TRIGGER_RE, naming=naming
                )
                if span is not None:
                    yield _Found(span[0], span[1], "trigger")
        if "<" in text and "@" in text:
            for m in finditer(DISPLAY_NAME_RE, text, self.name):
                group = "q" if m.start("q") >= 0 else "n"
                start, end = m.span(group)
                value = text[start:end].strip()
                if (value and "," not in value.strip(", ")) or group == "q":
                    words = [w for w in value.replace(",", " ").split() if w]
                    if (
                        words
                        and all(w.casefold() not in lex.common for w in words)
                        and not any(_team_word(w, lex) for w in words)
                    ):  # "Barclays Security" <alerts@…>: a team's mailbox
                        yield _Found(start, end, "display-name")
        if "@" in text:
            # a name the address beside it spells out ("Georgia Lennox (georgia.lennox@…)")
            for m in finditer_near(
                NAME_BY_EMAIL_RE, ctx, _AT_RE, self.name, before=_NAME_BY_EMAIL_REACH, after=0
            ):
                words = m.group("n").split()
                start = m.start("n")
                if len(words) == 3 and not _spelled_by(words, m.group("e")):
                    # a verb or title before the name ("Mail Heleen Wagenvoort, heleen.w…@")
                    start = m.start("n") + len(words[0]) + 1
                    words = words[1:]
                if _spelled_by(words, m.group("e")) and not any(
                    _role_word(w, lex) for w in words
                ):  # a role's mailbox is no one ("Customer Service (customer.service@…)")
                    yield _Found(start, m.end("n"), "display-name")
        for rx, heads in _SCRIPT_PHRASES:
            if not any(head in text for head in heads):
                continue
            for m in finditer(rx, text, self.name):
                yield _Found(m.start("n"), m.end("n"), "phrase")

    @staticmethod
    def _weak_lower_case(m: regex.Match[str], lex: Lexicon) -> bool:
        """After a verb that also takes things ("named fields", "called rice"), a lower-case
        word is a name only if it is a given name; so is a short word in capitals ("call him
        ASAP", "named AWS")."""
        phrase = m.group(0)[: m.start("n") - m.start()].strip().casefold()
        if phrase not in _WEAK_TRIGGERS:
            return False
        first = m.group("n").split(" ", 1)[0]
        shouted = len(first) <= 5 and first.isupper()
        return (first[:1].islower() or shouted) and first.casefold() not in lex.first

    def _trigger_name(
        self,
        ctx: ScanContext,
        start: int,
        run: str,
        lex: Lexicon,
        strict_case: bool,
        *,
        naming: bool = False,
    ) -> tuple[int, int] | None:
        """Cut a captured run of words down to the name: stop at everyday words. A
        self-introduction opening the run is no part of it ("coucou c'est karim", "hallo ich
        bin jule": the name follows it). After a phrase that names someone (``naming``:
        "call him Sully") an everyday word no name list holds is still the name; after a
        greeting, a sign-off or a field it is a team ("Thanks, Infrastructure")."""
        for prefix in _SELF_INTRODUCTION_PREFIXES:
            if run[: len(prefix)].casefold() == prefix:
                start += len(prefix)
                run = run[len(prefix) :]
                break
        words: list[tuple[int, int]] = []
        pos = 0
        initials = 0
        parts = run.split(" ")
        for index, part in enumerate(parts):
            if not part:
                pos += 1
                continue
            if len(part) == 2 and part[0].isupper() and part[1] == "." and len(words) == initials:
                # an initial opening the name ("J. R. Okonkwo"): counted only with a name after
                words.append((start + pos, start + pos + 2))
                initials += 1
                pos += 3
                continue
            key = part.casefold().rstrip(".")
            lower_case = part[0].islower()
            if lower_case and (words or strict_case) and _particle_before_surname(parts, index):
                # "Tjitske van der Meulen": the particles before a surname, though "van" is
                # an everyday word; after a field or a trigger they may open the name ("Nom :
                # de la Roche", "Achternaam: van den Berg")
                words.append((start + pos, start + pos + len(part)))
                pos += len(part) + 1
                continue
            if key in _STOP_AFTER_TRIGGER or (key in lex.common and key not in lex.first):
                break
            if key.startswith(("i'", "i’")) or key in _TECH_WORDS:
                break  # "Thanks, I'll try that", "Thanks, Python is great": no name
            if not words and part.isupper() and len(part) <= 3 and not _capitalised_next(run, pos):
                break  # "Servus TV broadcast …": an acronym alone, not a name ("J T PARKER" is)
            if lower_case and key not in lex.first and is_everyday(key):
                break  # "Call me maybe": an everyday word, not a name
            if not words and not lower_case and not naming and _team_word(part.rstrip("."), lex):
                break  # "Thanks, Infrastructure", "Dear Procurement Team": a team, no name
            if not words and key in _ADDRESSED_OFFICES and key not in lex.first:
                break  # "Buenas tardes, señora directora": an office addressed, no name
            if not words and key in _CUES.relation_nouns and key not in lex.first:
                # "ciao zia", "hola tía Carmen": the relative addressed, a name may follow
                pos += len(part) + 1
                continue
            if not words and key in TITLES and key not in _WEAK_TITLES:
                # "Gentile dottoressa Bianchi": the name follows the title; "Gentile dott.
                # Ferraro" (the run stops at the dot): the title rules find it
                pos += len(part) + 1
                continue
            if lower_case and words and key not in lex.first and not _surname_like(key, lex):
                break
            # "my name is john" is fine, "name: unknown" is not
            known = key in lex.first or key in lex.surnames
            strong = _STRONG_TRIGGER_RE.search(ctx.lower, max(0, start - 24), start) is not None
            if lower_case and not words and strict_case and not known and not strong:
                break
            words.append((start + pos, start + pos + len(part)))
            pos += len(part) + 1
        text = ctx.text
        while len(words) > 1 and text[words[-1][0] : words[-1][1]] in _PARTICLES:
            words.pop()  # "Tjitske van de Afdeling": the particles of no surname
        if len(words) == initials:
            return None
        if len(words) - initials == 1 and _UNIT_AFTER_NAME_RE.match(text, words[-1][1]):
            return None  # "To: Parish Council", "Dear Wellbeing Team": a body, not a person
        return words[0][0], words[-1][1]

    @staticmethod
    def _trim_everyday_tail(ctx: ScanContext, cand: _Found, lex: Lexicon) -> _Found | None:
        """Drop trailing words that the text also writes in lower case, or German nouns, that
        are not known names: a sign-off followed by the next sentence ("Anna Schmidt Budget
        many …"), "am 3. Mai Geburtstag"."""
        end = cand.end
        text = ctx.text
        while True:
            space = text.rfind(" ", cand.start, end)
            if space < 0:
                break
            word = text[space + 1 : end]
            key = word.casefold()
            if (
                not (word.isalpha() and word[0].isupper())
                or key in lex.first
                or key in lex.surnames
            ):
                break
            if not ctx.has_lowercase(word) and not is_german_noun(word):
                break
            if _surname_like_adjective(text, cand.start, space, word, lex):
                break  # "Tobias Schwarzer", "Frau Weiße": a surname that declines
            end = space
        if end == cand.end:
            return cand
        # a particle left at the end belonged to the words cut ("Mercadona y Lidl")
        while (space := text.rfind(" ", cand.start, end)) >= 0 and text[space + 1].islower():
            end = space
        if all(w.casefold().rstrip(".") in TITLES for w in text[cand.start : end].split()):
            return None  # "Sehr geehrte Frau Direktorin": a title left alone names no one
        return replace(cand, end=end)

    @staticmethod
    def _not_a_name(ctx: ScanContext, cand: _Found, lex: Lexicon) -> bool:
        """What looks like a name but is not: several words with "for"/"the" inside, an
        acronym or a CamelCase word among them (a title or a product); one CamelCase word or
        one right after a dot, underscore or backquote (an identifier); a weakly evidenced
        word the text also writes in lower case ("Budget said" next to "the budget"); words
        that start with a nationality or religion ("Nigerian Muslim"); and, on weak evidence, a
        nationality word alone, a word after an indefinite article, a name of an idea or of
        a thing "called" so."""
        value = ctx.text[cand.start : cand.end]
        words = value.split()
        weak = cand.kind not in _STRUCTURAL
        one_word = " " not in value
        if len(words) > 1 and weak:
            if words[0].casefold() in nrp_words():
                return True  # "a Nigerian Muslim", "an Irish Catholic": who someone is, no name
            if any(w.casefold() in _INNER_STOPWORDS and not _is_initial_word(w) for w in words):
                return True  # "FITNESS FOR A PARTICULAR PURPOSE"
            caps = [w for w in words if len(w) >= 3 and _caps_word(w)]  # "McBRIDE" too
            if caps and len(caps) < len(words):
                return True  # "GNU Lesser General Public": an acronym among words, a title
            if any(_CAMEL_RE.search(w) for w in words):
                return True  # "DejaVu Sans Mono": a product
            if _adjective_after_article(ctx, cand.start, words, lex):
                return True  # "der Dreißigjährige Krieg": a German thing's name
        if " " not in value and value.casefold() in _ADDRESSEES:
            return True  # "Hey Claude,": the assistant the prompt greets
        if _thing_called(ctx.text, cand.start):
            return True  # "a village called Kelekçi", "an app named Notion"
        if weak and known_place(value) and in_court_title(ctx.text, cand.start, cand.end):
            return True  # "SUPREME COURT OF NOVA SCOTIA": a court's jurisdiction
        if weak:
            if one_word and value.casefold() in nrp_words():
                return True  # "is Catholic and I …": who someone is, no name
            article = (
                _INDEFINITE_BEFORE_RE.search(ctx.text, max(0, cand.start - 8), cand.start)
                if one_word
                else None
            )
            if (
                article is not None
                and not _preposition_elsewhere(ctx, article.group(0), cand.start)
                and not _romance_preposition(ctx, article.group(0), value, lex)
            ):
                return True  # "married to a Christian", "an Ernest attempt": a kind
            if names_an_idea(ctx.text, cand.end):
                return True  # "the Monty Hall problem", "Newton's laws": an idea
            if _after_noun_contraction(ctx, cand.start):
                return True  # "im Sommer", "ans Schwarze Meer": a German noun, no name
            if is_pronoun(ctx.text, cand.start, cand.end):
                return True  # "Ella es mexicana", "Lei è italiana": a pronoun, not a name
        if " " not in value and (
            _CAMEL_RE.search(value) is not None
            or (
                ctx.text[cand.start - 1 : cand.start] in _IDENTIFIER_BEFORE
                # "2.Arumugasamy ... Respondents": a party's number in its block
                and _NUMBERED_LINE_RE.search(ctx.text, max(0, cand.start - 6), cand.start) is None
            )
            # "REDIS_HOST", "SMTP_RELAY": the first word of a name joined by an underscore
            or _IDENTIFIER_AFTER_RE.match(ctx.text, cand.end) is not None
        ):
            return True  # an identifier in code or prose about code: RuntimeError, ``NaN``
        if cand.score >= 0.75 or not (value.isalpha() and value[0].isupper()):
            return False
        key = value.casefold()
        return (key not in lex.first or key in lex.ambiguous_first) and ctx.has_lowercase(value)

    def _repeated(
        self, ctx: ScanContext, tokens: list[_Tok], found: list[_Found], lex: Lexicon
    ) -> Iterator[_Found]:
        known: set[str] = set()
        lower_known: set[str] = set()
        for cand in found:
            if cand.score < 0.75:
                continue
            for word in ctx.text[cand.start : cand.end].replace(".", " ").split():
                key = strip_possessive(word).casefold()
                if len(key) > 2 and key not in lex.common and key.rstrip(".") not in TITLES:
                    if not word.islower() and ctx.has_lowercase(word):
                        if is_everyday(key) or top_frequency(key) >= _LOWER_REPEAT_MAX_ZIPF:
                            continue  # "Budget" here is also "budget" elsewhere: not a name
                        # "my mate Robbo … robbo got stuck": a rare word, the name again in
                        # lower case ("Frank … to be frank", "Sue … sue them" stay)
                        lower_known.add(key)
                    known.add(key)
        if not known:
            return
        text = ctx.text
        n = len(text)
        # the weak groups a repeated word may stand in ("Lim Jia Hui … guardian Lim Boon
        # Keng"): the known word makes the whole group the name, not the word alone
        # (where a sure name starts at the word, that name has said where it ends: "Nom :
        # Duchesne Prénom : Léopold")
        sure = {c.start for c in found if c.score >= 0.75}
        weak = sorted(
            (c.start, c.end)
            for c in found
            if c.category == "PERSON" and c.score < 0.75 and c.start not in sure
        )
        weak_starts = [start for start, _ in weak]
        for key in lower_known:
            for pos in ctx.find_all(key):
                end = pos + len(key)
                if (
                    text[pos:end].islower()
                    and (pos == 0 or not (text[pos - 1].isalnum() or text[pos - 1] in "_@.-"))
                    and (end == n or not (text[end].isalnum() or text[end] in "_@-"))
                ):
                    yield _Found(pos, end, "repeated")
        for tok in tokens:
            if tok.key in known and text[tok.start - 1 : tok.start] not in _IDENTIFIER_BEFORE:
                if tok.word in _PRODUCT_BRANDS and _INDEFINITE_BEFORE_RE.search(
                    text, max(0, tok.start - 8), tok.start
                ):
                    continue  # "Frau Mercedes Lindqvist fährt einen Mercedes": the car
                group = _weak_group(text, weak, weak_starts, tok)
                yield _Found(*(group or (tok.start, tok.end)), "repeated")


def _weak_group(
    text: str,
    weak: list[tuple[int, int]],
    weak_starts: list[int],
    tok: _Tok,
) -> tuple[int, int] | None:
    """The weak name group (a capitalised group too uncertain alone) that starts with the
    repeated word ``tok`` and whose other words are capitalised and no everyday words: "Lim
    Boon Keng" after "Lim Jia Hui" ("Lim Industries" leaves the repeated word alone)."""
    i = bisect.bisect_left(weak_starts, tok.start)
    if i == len(weak) or weak[i][0] != tok.start or weak[i][1] <= tok.end:
        return None
    start, end = weak[i]
    rest = text[tok.end : end].split()
    if not rest or not all(
        w[0].isupper() and w[1:].islower() and not is_everyday(w.casefold()) for w in rest
    ):
        return None
    return start, end


#: An underscore and a letter or digit right after a word: the word is part of an identifier.
_IDENTIFIER_AFTER_RE = compile_pattern(r"_[^\W_]")


#: Makers whose name is also a given name or surname (``product_brands`` of ``works.json``):
#: after an indefinite article ("einen Mercedes", "a Ford") the maker's product, no repeat
#: of a person of that name.
_PRODUCT_BRANDS = frozenset(load_data("works.json")["product_brands"])


#: "Smith v Jones [2019] EWCA Civ 1", "R v Brown (1993)", "Smith v. Jones, No. 2:22-cv-01234":
#: two sides and a citation or a docket number after.
#: A company's legal form may follow in lower case: "Caparo Industries plc v Dickman [1990]".
_CASE_SIDE = (
    r"\p{Lu}[\p{L}\p{M}'’\-.]{0,30}(?:[ ](?:\p{Lu}[\p{L}\p{M}'’\-.]{0,30}|&|and|of|for|the|"
    + literal_alternation(
        sorted(
            (f for f in org_cues().lower_case_legal_forms if " " not in f), key=len, reverse=True
        )
    )
    + r")){0,6}"
)
#: The longest side, and how far a match reaches past the start of its " v ": the case is
#: only searched near a " v " (a regex with a capitalised run first is tried at every capital).
_CASE_SIDE_MAX = 31 + 6 * 32
_CASE_AFTER = len(" v. ") + _CASE_SIDE_MAX + len(", [2019]") + 2
_CASE_RE = compile_pattern(
    # "-v-": Western Australia's courts join the sides so ("THE STATE OF WESTERN AUSTRALIA -v-
    # BRODIE KANE WHITLOCK [2024] WADC 88")
    # a side may end in a bracket: "Canada (Minister of Citizenship and Immigration) v. Vavilov"
    r"(?<![\w])(?P<a>" + _CASE_SIDE + r"(?:[ ]\([^()\n]{1,60}\))?)[ ](?:v\.?|-v-)[ ]"
    # ... and so may the other: "Ward v. Vancouver (City), 2010 SCC 27"
    r"(?P<b>" + _CASE_SIDE + r"(?:[ ]\([^()\n]{1,30}\))?)"
    r"(?=,?[ ](?:\[(?:1[89]|20)[0-9]{2}\]|\((?:1[89]|20)[0-9]{2}\)|\((?:Case|No)|"
    r"(?:Case[ ])?No\.[ ]?[0-9])"
    # a US reporter's volume, abbreviation and page ("512 F. Supp. 3d 884", "77 F.4th 203",
    # "550 U.S. 544"), a Canadian or US neutral citation ("2025 ONSC 3318", "2019-Ohio-4412")
    r"|,[ ](?:[0-9]{1,4}[ ]\p{Lu}[\p{L}]{0,6}\.(?:[ ]?[\p{L}0-9.]{1,8}){0,3}[ ][0-9]{1,5}"
    r"(?![\p{L}])|(?:1[89]|20)[0-9]{2}(?:[ ][A-Z]{2,8}[ ]|-Ohio-)[0-9])"
    # a year, maybe a volume in brackets, a report's capitals, maybe a court in brackets and
    # a page, with no comma: Scotland's and South Africa's reports ("Moorov v HM Advocate 1930
    # JC 68", "Donoghue v Stevenson 1932 SC (HL) 31", "Sekhoto 2011 (5) SA 367 (SCA)")
    r"|[ ](?:1[89]|20)[0-9]{2}[ ](?:\([0-9]{1,2}\)[ ])?[A-Z]{2,6}(?:[ ]\([A-Z]{1,4}\))?"
    r"[ ][0-9]{1,5}(?![\p{L}]))"
)
#: A party cited against a public body whose name holds commas, before the citation's year.
_CASE_AGAINST_PUBLIC_RE = compile_pattern(
    r"(?<![\w])(?P<a>" + _CASE_SIDE + r")[ ]v\.?[ ](?:the[ ])?(?P<p>\p{Lu}\p{L}{1,20})"
    r"[^\[\n;]{0,160}?[ ]\[(?:1[89]|20)[0-9]{2}\]"
)
#: A case's name after a head that names its party ("Matter of X v Y", "In re X", "ex rel. X";
#: ``case_heads`` of ``person_cues.json``), with or without a citation after it.
_CASE_HEAD_RE = compile_pattern(
    r"(?<![\p{L}])(?:"
    + "|".join(regex.escape(h) for h in sorted(_CUES.case_heads, key=len, reverse=True))
    # the party may open the next line: "IN THE MATTER OF:\nRitesh Agarwal-Jhunjhunwala"
    + r")(?:[ ]|:[ \t]*\n[ \t]*)(?:(?:the[ ]|THE[ ])?(?:"
    + "|".join(regex.escape(k) for k in _CUES.case_head_kinds)
    # the party may open the next line: "IN THE MATTER OF THE MARRIAGE OF\nLUPITA …"
    + r")[ ](?:of|OF)(?:[ ]|[ \t]*\n[ \t]*))?(?P<a>"
    + _CASE_SIDE
    + r")(?:[ ]v\.?[ ](?P<b>"
    + _CASE_SIDE
    + r"))?"
)
#: A statute's words ("IN THE MATTER OF THE CHILDREN ACT 1989" names a law, no party).
_STATUTE_KEYS = frozenset(w.casefold() for w in load_data("gazetteer.json")["statute_words"])
#: Words that introduce a citation rather than belong to a party's name.
_CITING_WORDS = _CUES.citing_words
_CROWN = _CUES.crown
#: A given name, a nickname in quotes and a surname: 'GIUSEPPE "JOE" SCARPELLI'.
_NICKNAME_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?P<g>\p{Lu}[\p{L}\p{M}\-]{1,30})[ ][\"“‘']"
    r"(?P<n>\p{Lu}[\p{L}\p{M}.\-]{0,20})"
    r"[\"”’'][ ](?P<s>(?:M[Aa]?[Cc])?\p{Lu}[\p{L}\p{M}'’\-]{1,30})(?![\p{L}\p{M}])"
)
_COLLAR_LITERALS = tuple(f"{rank} " for rank in _CUES.collar_ranks)
_COLLAR_RE = compile_pattern(
    r"(?<![\p{L}])(?:"
    + literal_alternation(sorted(_CUES.collar_ranks, key=len, reverse=True))
    + r")[ ](?P<c>[0-9]{2,6})[ ](?P<n>(?:M[Aa]?[Cc])?\p{Lu}[\p{L}\p{M}'’\-]{1,30}"
    r"(?:[ ](?:M[Aa]?[Cc])?\p{Lu}[\p{L}\p{M}'’\-]{1,30})?)(?![\p{L}\p{M}])"
)
#: A line of its own "v" between a caption's parties.
_VERSUS_MARKS = frozenset({"v", "v.", "V", "V.", "-v-", "-V-", "vs", "vs.", "VS", "VS."})
#: A party's line of a caption: two to six words in capitals, then perhaps a bracket (its name
#: in another script) or a comma.
_VERSUS_PARTY_RE = compile_pattern(
    r"[ \t]*(?P<n>(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-.]{0,30}"
    r"(?:[ ](?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-.]{0,30}){1,5})"
    r"[ \t]*(?:\((?:(?P<o>\p{Han}{2,5})|[^()\n]{1,40})\))?[ \t,]*$"
)
_MEMBER_LABELS = frozenset(_CUES.member_labels)
_LABELLED_PARTY_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<l>(?i:"
    + literal_alternation((*_CUES.party_roles, *_CUES.member_labels))
    + r"))(?:\(s\))?[ \t]*:[ \t]*(?P<n>[^\n:]{2,100})(?=\n|$)"
)
_LABELLED_PARTY_ANCHORS = tuple(
    dict.fromkeys(
        [f"{r}:" for r in (*_CUES.party_roles, *_CUES.member_labels)]
        + [f"{r}(s):" for r in _CUES.party_roles]
    )
)
_NICK_QUOTES = ('"', "“", "‘", "'")
_NICK_CLOSERS = ('" ', "” ", "’ ", "' ")
#: A prosecution by the Crown ("R v Kieran Polglase", "CROWN v HARVEY", "Rex v Angove and
#: Tregaskis"), with or without a citation after it: a cause list names its cases so.
#: A US State prosecutes under its own name, "vs." as often as "v." ("COMMONWEALTH vs.
#: TREVON A. McALLISTER-BOYD.", "People v. Okafor"; ``state_prosecutors``).
_PROSECUTORS = (*_CROWN, *_CUES.state_prosecutors)
_PROSECUTION_RE = compile_pattern(
    r"(?<![\w])(?i:" + literal_alternation(sorted(_PROSECUTORS, key=len, reverse=True)) + r")"
    r"[ ](?:v|vs|VS)\.?[ ](?P<b>" + _CASE_SIDE + r")"
)
#: The report series of Australia's family courts, as a citation's token.
_FAMILY_COURT_CODES = frozenset(
    {"FamCA", "FamCAFC", "FedCFamC1A", "FedCFamC1F", "FedCFamC2F", "FedCFamC2G", "FMCAfam", "FCWA"}
)
_FAMILY_SIDE = r"\p{Lu}[\p{L}\p{M}'’\-]{1,30}(?:[ ]\p{Lu}[\p{L}\p{M}'’\-]{1,30})?"
_FAMILY_CASE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?<!&[ ])(?<!of[ ])(?P<a>"
    + _FAMILY_SIDE
    + r")[ ]&[ ](?P<b>"
    + _FAMILY_SIDE
    + r")"
    r"(?:[ ]\(No[ ][0-9]{1,2}\))?[ ]\[(?:19|20)[0-9]{2}\][ ]"
    r"(?:" + literal_alternation(_FAMILY_COURT_CODES) + r")(?![\p{L}])"
)


def _syllable_pair(key: str, lex: Lexicon) -> bool:
    """Whether a casefolded word is two romanised syllables of two to four letters joined by a
    hyphen, one of them no everyday word: a Cantonese given name ("ka-man", "siu-fung")."""
    parts = key.split("-")
    return (
        len(parts) == 2
        and all(2 <= len(p) <= 4 and p.isascii() and p.isalpha() for p in parts)
        and any(p not in lex.common for p in parts)
    )


#: A Scottish petition's party before its role and a citation (``_petitioners_and_members``).
_PETITION_TOKENS = frozenset({"Petitioner", "Petitioners", "Noter", "Noters"})
_PETITION_RE = compile_pattern(
    r"(?<![\w])(?P<a>" + _CASE_SIDE + r"),[ ](?:Petitioners?|Noters?)"
    r"(?=,?[ ](?:\[(?:1[89]|20)[0-9]{2}\]|(?:1[89]|20)[0-9]{2}[ ][A-Z]{2,6}[ ][0-9]))"
)
#: The member a union acts for ("obo PIETERSE AND 14 OTHERS", "obo T Mokoena"), before a
#: joiner, a comma or the line's end.
_ON_BEHALF_RE = compile_pattern(
    r"(?<![\w])obo[ ](?P<n>(?:\p{Lu}\.?[ ])?\p{Lu}[\p{L}'’\-]{1,30}"
    r"(?:[ ]\p{Lu}[\p{L}'’\-]{1,30}){0,3}?)"
    r"(?=[ ](?:AND|and|&)[ ]|,|[ \t]*(?:\n|$))"
)
#: The rest of a case's parties, named by no one: "R.K. AND OTHERS", "SMITH AND ANOTHER".
_OTHER_PARTIES = frozenset({"OTHERS", "ANOTHER", "ORS", "ANR"})
#: A line in brackets that directs anonymity, between a caption's party and its label.
_DIRECTION_LINE_RE = regex.compile(r"[ \t]*\((?:[A-Z]+[ ]){1,4}[A-Z]+\)[ \t]*")


def _public_side(value: str, lex: Lexicon, *, places: bool = True) -> bool:
    """Whether a side of a case (cited, a family court's, after a case head, a prosecution's
    defendant) is the Crown or a public body, which stay: the Crown's own forms ("R", "HM
    Advocate"), a public word among its words, also inside a hyphenated one ("Attorney-General",
    "Department of Social Services"), and, where ``places``, a State or a country that is no
    name too ("Miranda v. Arizona", "v. TÜRKİYE"; "Kennedy v Cordia" is a person)."""
    if value.rstrip(".") in _CROWN:
        return True
    words = {w.strip(".,()").casefold() for w in regex.split(r"[ \-]", value)}
    if words & _PUBLIC_WORDS:
        return True
    if not places:
        return False
    for form in (value, value.title()):
        key = form.casefold()
        if known_place(form) and key not in lex.surnames and key not in lex.first:
            return True
    return False


def _past_citing_words(text: str, start: int, end: int) -> int:
    """Where a cited side ``text[start:end]`` begins past the words that introduce the
    citation ("In Kowalski", "See Smith"), its last word kept whatever it is."""
    while text[start:end].split(" ", 1)[0] in _CITING_WORDS and " " in text[start:end]:
        start = text.index(" ", start) + 1
    return start


#: Where a list of defendants divides: "Demelza Angove and Jory Tregaskis".
_DEFENDANTS_SPLIT_RE = regex.compile(r"[ ](?:and|&)[ ]|,[ ]")
#: Words that make a side of a case a public body: not personal data, left as it is.
_PUBLIC_WORDS = _CUES.public_words
#: Words that make a side of a case a company or other organisation.
_ORG_WORDS = _CUES.org_words

#: Judges, counsel and parties as a judgment's heading and appearances write them (the keys
#: below ``judicial_suffixes`` of ``person_cues.json``).
_JUDGE_TITLES = tuple(sorted(_CUES.judge_titles, key=len, reverse=True))
#: Small words a title writes in lower case: "Judge of the First-tier Tribunal".
_TITLE_SMALL_WORDS = frozenset({"of", "the", "and", "for", "am"})
_JUDGE_TITLE_FORMS = tuple(
    form
    for title in _JUDGE_TITLES
    for form in dict.fromkeys(
        (
            title.upper(),
            " ".join(w.capitalize() for w in title.split()),
            " ".join(w if w in _TITLE_SMALL_WORDS else w.capitalize() for w in title.split()),
        )
    )
)
_JUDGE_TITLES_LOWER = tuple(dict.fromkeys(t.lower() for t in _JUDGE_TITLES))
_JUDICIAL_OFFICES = _CUES.judicial_offices
#: A title's, a judicial office's, a firm's or a public body's word: never a word of the name
#: of a judge, counsel or a relative the court rules find.
_OFFICE_WORDS = TITLES | _JUDICIAL_OFFICES | _ORG_WORDS | _PUBLIC_WORDS
#: One-word judicial titles that are no title elsewhere ("Sheriff", "Recorder").
_JUDGE_WORDS = frozenset(t for t in _JUDGE_TITLES if " " not in t and t not in TITLES)
#: The judicial titles a capitalised group may start with, as words: those of several words
#: and the one-word ones that are no title elsewhere ("Judge Smith" is a title's group).
_JUDGE_TITLE_WORDS = frozenset(
    tuple(t.split()) for t in _JUDGE_TITLES_LOWER if " " in t or t in _JUDGE_WORDS
)
_JUDGE_TITLE_MOST_WORDS = max(len(t) for t in _JUDGE_TITLE_WORDS)
_COUNSEL_SUFFIXES = _CUES.counsel_suffixes
_CAPS_PARTICLES = _CUES.caps_particles
#: A word of a name in capitals or capitalised: "ELLWOOD", "McBRIDE", "MacLeod", "O'Brien",
#: "FENWICK-LOWE", "Ó".
_COURT_WORD = r"(?:M[Aa]?[Cc])?\p{Lu}[\p{L}\p{M}'’\-]{0,29}"
_JUDGE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?P<t>"
    + "|".join(regex.escape(f) for f in _JUDGE_TITLE_FORMS)
    + r")(?::?[ \u00a0])"
    # "Employment Judge: Employment Judge Crothers": a label's title, the name after the next
    + r"(?!(?:"
    + "|".join(regex.escape(f) for f in _JUDGE_TITLE_FORMS)
    + r")[ \u00a0:])"
    # a doctor's or professor's title between the office and the name stays outside it:
    # "Vorsitzende Richterin am Oberlandesgericht Dr. Hoffmann-Ries"; an Austrian master's
    # too: "Schriftführerin Mag. Kienesberger", and a Swiss lawyer's degree: "Oberrichter lic.
    # iur. Stiefel", "Gerichtsschreiberin MLaw Baumgartner"
    + r"(?:(?:Dr|Prof|Mag|MMag)\.[ \u00a0]|lic\.[ \u00a0]iur\.[ \u00a0]|MLaw[ \u00a0]){0,2}"
    + r"(?P<n>(?:\p{Lu}\.?[ \u00a0]){0,3}"
    + _COURT_WORD
    + r"(?:[ \u00a0]"
    + _COURT_WORD
    + r"){0,2})(?![\p{L}\p{M}])"
)
#: Words after a judge's name that go on with a heading, no part of the name.
_HEADING_LINKS = frozenset({"on", "in", "at", "for", "of"})
#: An initial before a judge's surname, also after a title in capitals ("COMMISSIONER T.").
_INITIAL_RE = regex.compile(r"\p{Lu}\.")
#: What may follow a judge's name of everyday words after a one-word title: the line's end,
#: punctuation of a list of the bench, or a post-nominal ("Judge Lark", "Judge Alderton,").
_JUDGE_END_RE = compile_pattern(
    r"[ \t]*(?:$|\n|[,;:]|[ \u00a0](?:" + "|".join(_COUNSEL_SUFFIXES) + r")(?![\p{L}]))"
)
#: Counsel by surname: "Haldane KC;", "McCallum, advocate;" after the start of a line, a
#: colon, semicolon, comma or bracket, or "and"/"with" ("Kerrigan KC and Dobbie").
_COUNSEL_RE = compile_pattern(
    r"(?:(?<=^|\n|[:;,(][ \u00a0]?|(?<![\p{L}])(?:and|with)[ \u00a0]))(?P<n>"
    + _COURT_WORD
    + r")(?:[ \u00a0](?:"
    + "|".join(_COUNSEL_SUFFIXES)
    + r")|,[ \u00a0](?:"
    + literal_alternation(_CUES.counsel_roles)
    + r"|(?i:"
    + literal_alternation(_CUES.bench_roles)
    + r")))(?![\p{L}\p{M}])"
)
#: A US judge's whole name on its own line before the bench's role: "J. PAUL OETKEN,
#: District Judge:", "KATHLEEN T. MAHONEY, Magistrate Judge" (one word: ``_COUNSEL_RE``).
_BENCH_NAME_LINE_RE = compile_pattern(
    r"(?<=^|\n)(?P<n>(?:\p{Lu}\.[ ]?){0,2}"
    + _COURT_WORD
    + r"(?:[ ](?:\p{Lu}\.[ ]?)?"
    + _COURT_WORD
    + r"){0,2}),[ \u00a0](?i:"
    + literal_alternation(_CUES.bench_roles)
    + r")(?![\p{L}\p{M}])"
)
_COUNSEL_LITERALS = tuple(
    [f" {s}" for s in _COUNSEL_SUFFIXES]
    + [f", {r}" for r in _CUES.counsel_roles]
    + [f", {form}" for r in _CUES.bench_roles for form in (r, r.title(), r.upper())]
)
#: How far back from "JJ" a list of the bench may start, within its line.
_BENCH_LIST_MOST = 240
#: What divides the items of a list of the bench: "GAGELER, GORDON AND JAGOT JJ".
_BENCH_SEP_RE = compile_pattern(r",?[ \t]+(?:and|AND|&)[ \t]+|,[ \t]*")
#: A mark an item of that list may carry, compared without its dots ("J.P.", "C.J.", "P").
_BENCH_MARKS = _CUES.bench_list_marks | JUDICIAL_SUFFIXES
#: A line of a bench listed one judge a line: a name in capitals, and a mark or a comma
#: before "JJ." ("LARA J. GENOVESI", "ANGELA G. IANNACCI, J.P.").
_BENCH_LINE_RE = compile_pattern(
    r"[ \t]*(?P<n>(?:\p{Lu}\.[ ]?){0,2}"
    + _COURT_WORD
    + r"(?:[ ](?:\p{Lu}\.[ ])?"
    + _COURT_WORD
    + r"){0,3})(?:,[ ]?(?P<m>(?:\p{Lu}\.?){1,4}))?,?[ \t]*"
)
#: How many lines above "JJ." such a bench may run.
_BENCH_LINES_MOST = 8
#: A judge's word in that list: capitalised or in capitals ("McBRIDE", "Kucsko-Stadlmayer").
_BENCH_WORD_RE = compile_pattern(_COURT_WORD)
_AUTHOR_CUE_ANCHORS = tuple(dict.fromkeys(f"{cue.casefold()} " for cue in _CUES.author_cues))
_AUTHOR_CUE_WORD = _AUTHOR_CUE_ANCHORS[0].split(" ", 1)[0]
_DELIVERED_BY_RE = compile_pattern(
    r"(?:" + literal_alternation(_CUES.author_cues) + r")[ ]"
    r"(?:(?:HON|Hon)\.?[ ])?(?P<n>"
    + _COURT_WORD
    + r"(?:[ ](?:\p{Lu}\.|"
    + _COURT_WORD
    + r")){0,4})"
    r",[ ](?P<m>[A-Z]{1,4}\.?)(?![\p{L}])"
)
_PARTICLES = _CUES.particles
#: A name written with one to three initials and a surname: "P J Callaghan", "A.J.
#: Whitcombe", "M. T. Horvath", "J. Richard de la Tour".
_INITIALS_NAME = (
    r"(?<![\p{L}\p{M}.'’\-])(?P<n>(?:\p{Lu}(?:\.[ \u00a0]?|[ \u00a0])){1,3}(?P<s>"
    + r"(?:M[Aa]?[Cc])?\p{Lu}[\p{L}\p{M}'’\-]{1,29}(?:[ \u00a0](?:(?:"
    + "|".join(sorted(_CUES.particles))
    + r")[ \u00a0]){0,2}(?:M[Aa]?[Cc])?\p{Lu}[\p{L}\p{M}'’\-]{1,29}){0,2}))"
)
_INITIALS_NAME_RE = compile_pattern(_INITIALS_NAME + r"(?![\p{L}\p{M}])")
#: A judge by initials and surname in capitals before a one-judge mark, no comma between, at
#: the end of a heading's line or before its colon: "Judgment of: D.A. WILSON J.", "R.M.
#: DERRINGTON J.:" (an Australian heading; "WILSON J" alone is a judge's group already).
_INITIALS_JUDGE_MARKS = ("J", "JA", "AJ", "AJA", "CJ", "P")
_INITIALS_JUDGE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}.])(?P<n>(?:\p{Lu}\.[ ]?){1,4}(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}"
    r"(?:[ ](?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}){0,2})[ ](?:"
    + "|".join(_INITIALS_JUDGE_MARKS)
    + r")\.?(?=[ \t]*(?:$|\n|[:;,]))"
)
#: An Indian High Court's judge after "Hon'ble" or "HONOURABLE", the office's words between,
#: before the one-judge mark or alone at the line's end, dots without spaces as Indian
#: headings type them: "Hon'ble Vikramjit Chaturvedi,J.", "THE HONOURABLE MR.JUSTICE
#: K.MURUGAVEL PANDIAN". A court or an office there ("Hon'ble High Court") is none.
_HONBLE_JUDGE_RE = compile_pattern(
    r"(?<![\p{L}])(?:Hon['’]ble|HON['’]BLE|Honourable|HONOURABLE)[ ]"
    r"(?:(?:Mr|MR|Mrs|MRS|Ms|MS|Dr|DR|Smt|SMT|Shri|SHRI)\.?[ ]?)?(?:(?:Justice|JUSTICE)[ ])?"
    r"(?P<n>(?:\p{Lu}\.[ ]?){0,3}\p{Lu}[\p{L}\p{M}'’\-]{1,29}"
    r"(?:[ ](?:\p{Lu}\.[ ]?){0,2}\p{Lu}[\p{L}\p{M}'’\-]{1,29}){0,3})"
    r"(?=[ ]?,[ ]?J\.|[ \t]*(?:\n|$))"
)
_HONBLE_CHECKS = ("hon'ble", "hon’ble", "honourable")
#: A US judge's name in capitals opening a line before the office: "JENNIFER H. REARDON,
#: United States District Judge:", "MARK T. OKAFOR, Senior Circuit Judge".
_US_JUDGE_LINE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}"
    r"(?:[ ](?:\p{Lu}\.|(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29})){1,3}),[ ]"
    r"(?:(?:Chief|Senior)[ ])?(?:United[ ]States[ ])?(?:District|Circuit|Magistrate|Bankruptcy)"
    r"[ ]Judge(?![\p{L}])"
)
#: A judge's signature: the name in capitals alone on its line, the office alone on the next
#: ("D. N. NDERITU" above "JUDGE" at the end of a Kenyan judgment).
_SIGNATURE_JUDGE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>(?:\p{Lu}\.[ ]?){0,3}(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}"
    r"(?:[ ](?:\p{Lu}\.[ ]?)?(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}){0,3})[ \t]*\n"
    r"[ \t]*(?:JUDGE|Judge|MAGISTRATE|Magistrate|JUSTICE)[ \t]*(?=\n|$)"
)
#: A bench listed one judge a line, the office after a gap: "HAMMA AKAWU BARKA          JUSTICE,
#: COURT OF APPEAL" (a Nigerian heading).
_OFFICE_AFTER_JUDGE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}"
    r"(?:[ ](?:\p{Lu}\.[ ]?)?(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}){1,3})[ \t]{2,}"
    r"(?:JUSTICE|Justice)(?:,[ ][^\n]{1,40})?[ \t]*(?=\n|$)"
)
#: The same mark after a judge's name in capitals alone on its line, a comma between or not:
#: "PAMIDIGHANTAM SRI NARASIMHA, J." above an Indian judgment (one word alone, "MOKOSE J",
#: is a judge's group already).
_SIGNED_JUDGE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}"
    r"(?:[ ](?:\p{Lu}\.[ ]?)?(?:M[Aa]?[Cc])?\p{Lu}[\p{Lu}\p{M}'’\-]{1,29}){1,3}),?[ ](?:"
    + "|".join(_INITIALS_JUDGE_MARKS)
    + r")\.?:?[ \t]*(?=\n|$)"
)
#: A heading's line that lists the bench after its label, each judge with a mark: "BEFORE:
#: Ward P; Kirk JA; Basten AJA", "Coram: Chua Lee Ming J" (a list before "JJ" is
#: ``_bench_lists``'); and counsel by initials on a "Counsel:" line ("Appellant: T Vuković
#: SC with R Ashdown-Prior; Respondent: M J Leeming-Hart").
_LABELLED_BENCH_TOKENS = frozenset(
    f"{label}:"
    for word in ("before", "coram", "court", "judges", "bench", "present")
    for label in (word, word.capitalize(), word.upper())
)
_LABELLED_COUNSEL_TOKENS = frozenset({"Counsel:", "COUNSEL:", "Representation:"})
#: The same labels as words, for a colon set apart by a space.
_LABELLED_WORDS = frozenset(
    label[:-1] for label in (*_LABELLED_BENCH_TOKENS, *_LABELLED_COUNSEL_TOKENS)
)
#: A Canadian heading names the party on counsel's label: "Counsel for the Plaintiff: S.
#: Bhardwaj-Keller".
_LABELLED_LINE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?i:before|coram|court|judges|bench|present|representation"
    r"|counsel(?:[ ]for[ ](?:the[ ])?(?:\p{L}+[ ])?(?:"
    + literal_alternation(_CUES.party_roles)
    + r")s?)?)"
    r"[ \t]*:[ \t]*(?P<l>[^\n]{1,300})"
)
_COUNSEL_FOR_LABELS = ("Counsel for ", "COUNSEL FOR ")
#: South African benches join the last judge with Latin "et": "Savage ADJP, Van Niekerk JA et
#: Tokota AJA".
_LABELLED_ITEM_SEP_RE = compile_pattern(r"[ \t]*(?:;|,|[ ](?:and|with|AND|&|et)[ ])[ \t]*")
_COUNTRY_INITIALS = frozenset({"US", "USA", "UK", "EU", "UN", "NZ", "SA", "RSA"})
#: The tokens such a mark ends as, looked up among the text's tokens before any scan.
_INITIALS_JUDGE_TOKENS = frozenset(
    f"{mark}{end}" for mark in _INITIALS_JUDGE_MARKS for end in ("", ".", ":", ".:", ",", ";", ".,")
)
#: The parties counsel appears for ("the appellant", "the Crown"), as written and lower case: a
#: text without one has no counsel "for" anyone, and " for " is too frequent a word to scan a
#: text for.
_COUNSEL_FOR_PARTIES = (*_CUES.party_roles, *_CUES.counsel_for)
_COUNSEL_FOR_ROLES = tuple(sorted({r.lower() for r in _COUNSEL_FOR_PARTIES}))
#: ... as counsel: before a counsel's suffix or "for (the) <party>".
#: "Esq." or the counsel's role may stand between: "A. T. Olanrewaju Esq. for the Defendants",
#: "R Kingi-Sutherland, advocate for plaintiff".
_INITIALS_COUNSEL_RE = compile_pattern(
    _INITIALS_NAME
    + r"(?=,?[ \u00a0](?:"
    + "|".join(_COUNSEL_SUFFIXES)
    + r")(?![\p{L}])|(?:,?[ \u00a0](?:Esq|ESQ)\.?|,[ \u00a0](?:"
    + literal_alternation(_CUES.counsel_roles)
    + r"))?,?[ \u00a0]for[ \u00a0](?:the[ \u00a0])?(?:\p{L}+[ \u00a0])?(?i:"
    + literal_alternation(_COUNSEL_FOR_PARTIES)
    + r")(?![\p{L}]))"
)
_INITIALS_COUNSEL_LITERALS = tuple(f" {s}" for s in _COUNSEL_SUFFIXES)
#: The first of two counsel joined by "and" before the second's role: "M Broadhurst and L
#: Petrovski, counsel for defendant" (the match ends where the second starts).
_INITIALS_COUNSEL_PAIR_RE = compile_pattern(_INITIALS_NAME + r"[ \u00a0](?:and|&)[ \u00a0]\Z")
#: The party counsel appears for: "for the appellant", "for Plaintiff", "for the Crown".
_COUNSEL_FOR_RE = compile_pattern(
    r"[ ]for[ \u00a0](?:the[ \u00a0])?(?:\p{L}+[ \u00a0])?(?i:"
    + literal_alternation(_COUNSEL_FOR_PARTIES)
    + r")(?![\p{L}])"
)
#: A maiden name after its mark: "Irina Schwarzkopf geb. Lindqvist", "Marie Curie, née
#: Skłodowska" (``maiden_marks`` of ``person_cues.json``).
_MAIDEN_RE = compile_pattern(
    r"(?<![\p{L}])(?:"
    + "|".join(regex.escape(m) for m in _CUES.maiden_marks)
    + r")[ \u00a0](?P<n>"
    + _COURT_WORD
    + r"(?:-"
    + _COURT_WORD
    + r")?)(?![\p{L}\p{M}])"
)
#: Counsel by full name alone at the start of an appearance line, before ", for <party>":
#: "Ozzie Quintana-Marsh, for appellant.", "Kiernan Abbott-Lowe, for the respondent".
_NAMED_COUNSEL_RE = compile_pattern(
    r"(?:(?<=^|\n)[ \t]*)(?P<n>"
    + _COURT_WORD
    + r"(?:[ \u00a0](?:\p{Lu}\.[ \u00a0])?"
    + _COURT_WORD
    + r"){1,3})"
    # California's appointed counsel: "…, under appointment by the Court of Appeal, for …"
    + r"(?:,[ ]under[ ]appointment[ ]by[ ]the[ ](?:Court[ ]of[ ]Appeal|Supreme[ ]Court))?"
    + r",[ \u00a0]for[ \u00a0](?:the[ \u00a0])?(?:\p{L}+[ \u00a0])?(?i:"
    + literal_alternation(_COUNSEL_FOR_PARTIES)
    + r")(?![\p{L}])"
)
#: What every match of ``_NAMED_COUNSEL_RE`` holds after its name, and how far before it the
#: line may start (four court words with initials between them, and an indent).
_COMMA_FOR_LITERALS = (", for ", ", for\u00a0", ",\u00a0for ", ",\u00a0for\u00a0")
_NAMED_COUNSEL_BEFORE = 160
#: How far after a cue of a court's composition its members may be listed.
_COMPOSITION_MOST = 600
#: Dotted initials of a party: "D.R.S.", "A.Y.".
_DOTTED_INITIALS = r"(?P<n>(?:\p{Lu}\.){2,4})(?![\p{L}\p{M}])"
_INITIALS_PARTY_BEFORE_RE = compile_pattern(
    r"(?<![\p{L}])(?i:"
    + literal_alternation(_CUES.initials_party_before)
    # the initials may stand in quotes after a naming phrase: 'identified as "T.J.,"'
    + r")[,:]?[ \t\n]+(?:(?i:the)[ ])?[\"\u201c]?(?<![\p{L}\p{M}.])"
    + _DOTTED_INITIALS
)
_INITIALS_PARTY_AFTER_RE = compile_pattern(
    r"(?<![\p{L}\p{M}.])"
    + _DOTTED_INITIALS
    # "born" or "aged" may open a bracket: "Re: L.R. (born 2015)"
    + r"(?:,[ ]|[ \t\n]+\(?)(?i:"
    + literal_alternation((*_CUES.initials_party_after, "v.", "v"))
    + r")(?![\p{L}])"
)
#: A party as two or three capitals without dots, where nothing else can be meant: before
#: its role in brackets ("Between: NK (Applicant) and SK (Respondent)") or alone after "Re"
#: on a heading's line ("Re: GW", the Court of Protection's).
_INITIALS_ROLE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}.])(?P<n>\p{Lu}{2,3}|(?:\p{Lu}\.){2,4})[ \u00a0]\((?i:"
    + literal_alternation(_CUES.party_roles)
    # a compound role: "AZ (Applicant-Mother)", "PS (Respondent-Husband)"
    + r")(?:-\p{L}{3,12})?\)"
    + r"|(?<=(?:^|\n)[ \t]*(?:Re|RE):?[ \u00a0])(?P<n>\p{Lu}{2,3})(?=[ \t]*(?:\n|$))"
)
_INITIALS_ROLE_ANCHORS = tuple(
    dict.fromkeys(
        [f"({r.lower()})" for r in _CUES.party_roles]
        + [f"({r.lower()}-" for r in _CUES.party_roles]
        + ["\nre: ", "\nre "]
    )
)
#: Two or three capitals without dots after a party's noun and "is" ("The mother is RJ.",
#: "The father of both children is JK,", "her son, who is FB,"), before a stop, a comma, a
#: bracket, "and" or the line's end, or set off by commas ("The applicant mother, KB, seeks")
#: (``initials_is_nouns``); "The applicant is UK-based" stays.
_INITIALS_IS_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?i:"
    + literal_alternation(_CUES.initials_is_nouns)
    + r")(?:[ ]of[ ](?:(?i:both|the|all)[ ])?(?:(?i:children|child)|\p{Lu}{2,3}))?"
    # or set off by commas after the noun: "The applicant mother, KB, seeks"
    r"(?:(?:,[ ]who)?[ ](?:is|was)[ ]|,[ ](?=\p{Lu}{2,3},))(?P<n>\p{Lu}{2,3})"
    r"(?![\p{L}\p{M}\p{N}\-])"
    r"(?=[.,;:)]|[ ]\(|[ ](?:and|who)[ ]|[ \t]*(?:\n|$))"
)
_INITIALS_IS_ANCHORS = tuple(
    dict.fromkeys(
        f"{n}{tail}"
        for n in _CUES.initials_is_nouns
        for tail in (" is ", " was ", " of ", ", who is ", ", who was ", ", ")
    )
)
#: Two or three capitals without dots, one or two of them, after "matter of" or a heading's
#: "Re:" and before a bracket that opens with a child's or a family case's word
#: (``initials_case_brackets``): "Re: TJ and ML (Care Proceedings)", "IN THE MATTER OF CN AND
#: RV (MINORS)"; "Re: EU (Withdrawal) Act" stays.
_INITIALS_CASE_LIST_RE = compile_pattern(
    r"(?:(?<![\p{L}])(?i:matter[ ]of)|(?<=(?:^|\n)[ \t]*)(?:Re|RE):?)[ ](?P<n>\p{Lu}{2,3})"
    r"(?:[ ](?:and|AND|&)[ ](?P<m>\p{Lu}{2,3}))?[ ]\((?i:"
    + literal_alternation(_CUES.initials_case_brackets)
    + r")(?![\p{L}])"
)
_INITIALS_CASE_LIST_ANCHORS = ("matter of ", "re: ", "\nre ")
#: A party as two or three capitals without dots alone on a heading's line, its role alone on
#: the next ("LM / Pursuer", "MK / (ANONYMITY ORDER MADE) / Appellant": a bracketed line may
#: stand between, and the role may be counted, "First Respondent").
_INITIALS_LINE_ROLE_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*)(?P<n>\p{Lu}{2,3})[ \t]*\n(?:[ \t]*\([^\n()]{1,40}\)[ \t]*\n)?"
    r"[ \t]*(?:(?i:first|second|third)[ ])?(?i:"
    + literal_alternation(_CUES.party_roles)
    + r")[ \t]*(?=\n|$)"
)
_INITIALS_LINE_ROLE_ANCHORS = tuple(
    dict.fromkeys(
        [f"\n{r.lower()}" for r in _CUES.party_roles if len(r) > 4]
        + ["\nfirst ", "\nsecond ", "\nthird "]
    )
)
#: How far before its role's line the initials' line may start (the bracketed line between).
_INITIALS_LINE_ROLE_BEFORE = 56
#: The next of a list of parties as initials: "J.R.W. AND K.L.W.".
_INITIALS_AND_RE = compile_pattern(r"[ ](?:and|AND|&)[ ]" + _DOTTED_INITIALS)
_INITIALS_PARTY_ANCHORS = tuple(
    dict.fromkeys(
        [c for c in _CUES.initials_party_before if len(c) > 2]
        + [f", {c}" for c in _CUES.initials_party_after]
        + [f"({c}" for c in _CUES.initials_party_after]
        + [" v.", " v ", "\nv\n", "\nv "]
    )
)
_INITIALS_PARTY_CHECKS = tuple(
    dict.fromkeys(
        [c for c in _CUES.initials_party_before if len(c) > 2]
        + [c for c in _CUES.initials_party_after]
        + ["v"]
    )
)
#: How many different parties as initials one text may confirm (each is searched once more).
_INITIALS_PARTIES_MOST = 16
#: A plural judicial title before a list of the bench: "Judges Cannataro and Halligan concur"
#: (``plural_judge_titles`` of ``person_cues.json``).
_LIST_SEP = r"(?:,[ \u00a0]|,?[ \u00a0](?:and|AND|&)[ \u00a0])"
#: ... and German's "und", and a doctor's title before a judge's name ("die Richterinnen Dr.
#: Oehler und Müller-Tannhäuser"), in that list only.
#: French lists join the last with "et": "MM. Oulevey et Stoudmann, juges".
_PLURAL_SEP = r"(?:,[ \u00a0]|,?[ \u00a0](?:and|AND|&|und|et)[ \u00a0])"
_PLURAL_ITEM_TITLE = r"(?:(?:Dr|Prof|Mag|MMag)\.[ \u00a0]){0,2}"
#: A surname's particle: "die Richterinnen von Pentz und Dr. Oehler".
#: "der"/"den" only after "van"/"von": alone they are German articles ("den Richter Dr. Klein").
#: Capitalised as a Swiss or Italian surname writes it: "Bundesrichterinnen De Rossa, Escher".
_PLURAL_ITEM_PARTICLE = (
    r"(?:(?:von|van|de|zu|di|da|le|la|De|Di|Da|Del|Della|Van|Von|Le|La)[ \u00a0]"
    r"(?:(?:der|den|de)[ \u00a0])?)?"
)
_PLURAL_JUDGES_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?:"
    + "|".join(regex.escape(t) for t in _CUES.plural_judge_titles)
    + r")[ \u00a0](?P<l>"
    + _PLURAL_ITEM_TITLE
    + _PLURAL_ITEM_PARTICLE
    + _COURT_WORD
    + r"(?:"
    + _PLURAL_SEP
    + _PLURAL_ITEM_TITLE
    + _PLURAL_ITEM_PARTICLE
    + _COURT_WORD
    + r"){1,8})(?![\p{L}\p{M}])"
)
_LIST_SEP_RE = compile_pattern(_LIST_SEP)
#: A German judgment's witness after an article and the word for a witness (``witness_titles``
#: of ``person_cues.json``): "die Zeugin Reischl", "der Zeuge K.", "des Zeugen Dr. Brandtner",
#: a second capitalised word of the name too ("der Zeuge Dieter Haffner").
_WITNESS_WORD = r"\p{Lu}[\p{Ll}\p{M}]{1,24}(?:-\p{Lu}[\p{Ll}\p{M}]{1,24})?"
_WITNESS_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?:"
    + "|".join(regex.escape(a) for a in _CUES.witness_articles)
    + r")[ \u00a0](?P<t>"
    + "|".join(regex.escape(t) for t in _CUES.witness_titles)
    + r")[ \u00a0](?:(?:Dr|Prof)\.[ \u00a0])?(?P<n>\p{Lu}\.(?:[ \u00a0](?P<y>"
    + _WITNESS_WORD
    + r"))?(?![\p{L}\p{M}])|(?P<w>"
    + _WITNESS_WORD
    + r")(?:[ \u00a0](?P<x>"
    + _WITNESS_WORD
    + r"))?(?![\p{L}\p{M}]))"
)
_WITNESS_CHECKS = tuple(t.lower() for t in _CUES.witness_titles)
#: The victim's and the defendant's nouns ("die Geschädigte", "dem Angeklagten"): a German
#: object often follows them ("dem Geschädigten Schmerzensgeld zahlen"), so one word after
#: them is a name only when the lexicon knows it, two when the second is no noun.
_PARTY_WITNESS_TITLES = frozenset(_CUES.witness_party_titles)
_WITNESS_KEYS = frozenset(_WITNESS_CHECKS)
_PLURAL_SEP_RE = compile_pattern(_PLURAL_SEP)
_PLURAL_ITEM_TITLE_RE = compile_pattern(_PLURAL_ITEM_TITLE)
#: Counsel listed by initials after "by", before their role: "by F. Reichmuth and A.
#: Tolkmitt, Rechtsanwälte" (``counsel_after_by`` of ``person_cues.json``).
_BY_NAME = (
    r"(?:\p{Lu}\.(?:-\p{Lu}\.)?[ \u00a0]?){1,3}"
    + _COURT_WORD
    + r"(?:[ \u00a0]"
    + _COURT_WORD
    + r"){0,2}"
)
_BY_COUNSEL_RE = compile_pattern(
    r"(?<![\p{L}])by[ \u00a0](?P<l>"
    + _BY_NAME
    + r"(?:"
    + _LIST_SEP
    + _BY_NAME
    + r"){0,5}),[ \u00a0](?i:"
    + literal_alternation(_CUES.counsel_after_by)
    + r")(?![\p{L}])"
)
#: A French counsel after "Me" (maître), named in full before the role: "Représentée par Me
#: Erwan TANGUY-OLLIVIER, avocat au barreau de Brest" (a weak title elsewhere: "Give Me Time").
_MAITRE_COUNSEL_RE = compile_pattern(
    r"(?<![\p{L}])(?:Me|Mes|Maître|MAÎTRE)[ \u00a0](?P<l>"
    + _COURT_WORD
    + r"(?:[ \u00a0](?:\p{Lu}\.[ \u00a0])?"
    + _COURT_WORD
    + r"){0,3}),[ \u00a0](?i:"
    + literal_alternation(_CUES.counsel_after_by)
    + r")(?![\p{L}])"
)
_BY_COUNSEL_LITERALS = tuple(
    dict.fromkeys(
        form
        for role in _CUES.counsel_after_by
        # "acting as Agent": the CJEU capitalises the role's last word
        for form in (
            f", {role}",
            f", {role[0].upper()}{role[1:]}",
            f", {role[: role.rfind(' ') + 1]}{role[role.rfind(' ') + 1 :].capitalize()}",
        )
    )
)
_PLURAL_JUDGE_CHECKS = frozenset(t.lower() for t in _CUES.plural_judge_titles)
#: A relative named in an Indian cause title: "S/o Late Shiv Narayan", "D/O HANUMANTHAPPA",
#: "W/o Sh. Jagdish Prasad", "s/o Mohd. Salim" (``relation_marks``, ``relation_prefixes``).
_RELATION_RE = compile_pattern(
    r"(?<![\p{L}\p{M}/])(?:"
    + "|".join(regex.escape(m) for m in _CUES.relation_marks)
    # a dot after the mark: "S/O. Ramaswamy", "W/O. Late Murugan Venkatesan"
    + r")\.?[ \u00a0]{0,2}(?:(?i:"
    + literal_alternation(_CUES.relation_prefixes)
    + r")\.?[ \u00a0]{1,2}){0,2}(?P<n>(?:\p{Lu}\p{Ll}{1,5}\.[ \u00a0])?"
    + _COURT_WORD
    + r"(?:[ \u00a0]"
    + _COURT_WORD
    + r"){0,3})(?![\p{L}\p{M}/])"
)
#: The party a relation mark follows: "1. R. Selvaraj, S/O. Ramaswamy", "Ravindran s/o
#: Muthusamy" (searched back from the mark, within its line).
_RELATED_PARTY_RE = compile_pattern(
    r"(?<![\p{L}\p{M}.'’\-])(?P<n>(?:\p{Lu}\.[ ]?){0,3}"
    + _COURT_WORD
    + r"(?:[ ]"
    + _COURT_WORD
    + r"){0,3}),?[ ]{1,2}\Z"
)


def _firm_party(value: str) -> bool:
    """A party's name in capitals that ends in a company's word and holds no public body's:
    "KAURI COAST DAIRIES", "KARIAKOO HARDWARE SUPPLIERS" ("DEPARTMENT OF SOCIAL SERVICES"
    stays a public body)."""
    words = [w.casefold() for w in value.split()]
    return (
        len(words) >= 2
        and value.isupper()
        and words[-1] in _FIRM_ENDINGS
        and not any(w in _PUBLIC_WORDS for w in words)
    )


def _known_name_word(word: str, lex: Lexicon) -> bool:
    """A given name or surname of the lexicon that is no everyday word ("Ravindran")."""
    key = word.casefold()
    return (key in lex.first or key in lex.surnames) and key not in lex.common


#: An alias between two names: "Ramesh Kumar @ Ramu", "NAGESH @ NAGARAJ".
_ALIAS_RE = compile_pattern(
    r"(?<="
    + _COURT_WORD
    + r")[ \u00a0]@[ \u00a0](?P<n>"
    + _COURT_WORD
    + r"(?:[ \u00a0]"
    + _COURT_WORD
    + r"){0,2})(?![\p{L}\p{M}@./])"
)
#: After the post-nominal: the line's end, a colon or a comma of a bench listed one a line
#: ("DOYLE, P. J.,"), or the date of an opinion after a gap ("Kessling, J.  June 3, 2025").
#: A US presiding judge's "P. J." is written with a space.
_AUTHOR_TAIL = (
    r"\.?(?:[ \t]*[:,]?[ \t]*(?=\n|$)"
    r"|[ \t]{2,}(?=\p{Lu}\p{Ll}{2,8}\.?[ ][0-9]{1,2},[ ](?:19|20)[0-9]{2}[ \t]*(?:\n|$)))"
)
#: A judgment's author alone on a line, a comma before the post-nominal: "SANJIV MEHROTRA,
#: J.", "NKOSI-JACOBS, J", "W.D. McALLISTER, J.:".
_AUTHOR_LINE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>(?:\p{Lu}\.){0,3}[ ]?"
    + _COURT_WORD
    + r"(?:[ ]"
    + _COURT_WORD
    + r"){0,3}),[ ](?:"
    + r"P\.[ ]J|"
    + "|".join(sorted(JUDICIAL_SUFFIXES, key=len, reverse=True))
    + r")"
    + _AUTHOR_TAIL
)
#: Where such a line ends: a comma, the post-nominal and the line's end.
_AUTHOR_END_RE = compile_pattern(
    r",[ ](?:"
    + r"P\.[ ]J|"
    + "|".join(sorted(JUDICIAL_SUFFIXES, key=len, reverse=True))
    + r")"
    + _AUTHOR_TAIL
)
#: A party's label alone on a line: "Claimant", "Pursuer and Respondent", "Second Defendant".
_ROLE = (
    r"(?:(?:" + literal_alternation(_CUES.party_ordinals) + r")[ ])?(?:"
    + literal_alternation(_CUES.party_roles) + r")"
)  # fmt: skip
_ROLE_LINE_RE = compile_pattern(
    # Singapore leads to the role with an ellipsis: "… Plaintiff"
    r"(?i)(?<=\n)[ \t]*(?:\.{2,3}[ \t]*|…[ \t]*|-[ \t]*)?"
    + _ROLE
    + r"(?:[ \t]*(?:/|&|and|et|und|-)[ \t]*"
    + _ROLE
    # the role on appeal in brackets: "Defendant (Respondent)"
    + r"|[ \t]*\("
    + _ROLE
    + r"\))?[ \t]*[,.]?(?:[ \t]*-)?[ \t]*(?=\n|$)"
)
#: The others a party's line names with it before the role: "& ANR.", "AND 14 OTHERS".
_OTHERS_TAIL = r"(?:[ \t]+(?:&|AND)[ \t]+(?:[0-9]{1,3}[ ])?(?:ANR|ORS|ANOTHER|OTHERS)\.?)?"
#: A party in capitals with its role after it on the same line, as South African and New
#: Zealand headings write it: "LUNGELO SIPHIWE MAHLANGU APPELLANT", "RIAAN JOHANNES VAN DER
#: WESTHUIZEN Plaintiff" (``_party_name`` checks the words; a firm or the State is none).
_SAME_LINE_PARTY_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>"
    + _COURT_WORD
    # a US caption's middle initial: "TERRELL A. MCKINNON, Defendant-Appellant."
    + r"(?:[ ](?:\p{Lu}\.[ ])?"
    + _COURT_WORD
    + r"){1,5})"
    # Hong Kong adds the name in Chinese: "CHAN KA-WAI (陳家偉)     Plaintiff"
    + r"(?:[ \t]*\((?P<h>\p{Han}{2,4})\))?"
    + _OTHERS_TAIL
    # Kenya leads to the role with a run of dots and an ordinal: "JOSPHAT KIPROTICH
    # CHERUIYOT……………….APPELLANT", "GRACE WANJIKU MWANGI……………1ST RESPONDENT"; a US
    # caption with a comma and the role on appeal after a hyphen ("…, Defendant-Appellant.")
    + r"(?:[ \t]+|,[ \t]*|[ \t]*[….]{3,}[ \t]*(?:[1-9](?:ST|ND|RD|TH)[ ])?)(?i:"
    + _ROLE
    + r")(?:\((?i:s)\))?(?:-(?i:"
    + _ROLE
    + r"))?[,.]?[ \t]*(?=\n|$)"
)
#: A word of a party's line this frequent in French, German or Dutch text is an everyday word.
_PARTY_WORD_MAX_ZIPF = 3.8
_PARTY_LANGS = ("en", "de", "nl", "fr")
#: A party's line in capitals: "(1) GARETH LLEWELLYN", "SEÁN Ó DONNCHADHA", "PRIYA NAIDOO (a
#: protected party …)".
_PARTY_LINE_RE = compile_pattern(
    r"[ \t]*(?P<no>\([0-9]{1,2}\)[ \t]*)?(?:(?:BETWEEN|Between|AND|And)[ \t]+)?(?P<n>"
    + _COURT_WORD
    + r"(?:[ ](?:\p{Lu}\.[ ])?"  # "KAREEM J. ABERNATHY-COLE"
    + _COURT_WORD
    + r"){1,4})[ \t]*,?[ \t]*(?:\(|$)"
)

#: An Indian cause title's party in capitals with its role on the same line, dots between:
#: "RAMESH KUMAR ...APPELLANT", "PRIYA NAIR & ANR. ...RESPONDENT(S)" (a firm or the State is
#: no name: ``_party_name``).
#: A party numbered in its block ("2.Arumugasamy ... Respondents"), in mixed case ("Selvarani
#: ... Petitioner"), or trading under a firm's name ("KAMLESH NARANG TRADING AS NARANG MEDICOS
#: ..... Defendant": the person before it).
_NUMBERED_LINE_RE = compile_pattern(r"(?:(?<=\n)|^)[ \t]{0,2}[0-9]{1,2}\.\Z")
#: The party numbered on the line before such a line, without a role of its own: "1. ACAN
#: BEATRICE" above "2. OPIYO DENIS ::::: DEFENDANTS".
_NUMBERED_PARTY_ABOVE_RE = compile_pattern(
    r"[ \t]*[0-9]{1,2}\.[ ]?(?P<n>"
    + _COURT_WORD
    + r"(?:[ ](?:\p{Lu}\.[ ])?"
    + _COURT_WORD
    + r"){1,4})[ \t]*,?[ \t]*"
)
#: East African headings lead to the role with colons: "OKELLO GEOFFREY OCHAN :::::: PLAINTIFF".
_DOTTED_PARTY_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<no>[0-9]{1,2}\.[ ]?)?(?P<n>"
    + _COURT_WORD
    + r"(?:[ ](?:\p{Lu}\.[ ])?"
    + _COURT_WORD
    + r"){0,4})(?:[ ](?:TRADING[ ]AS|Trading[ ]as|trading[ ]as|T/A)[ ][^\n.]{1,60})?"
    + _OTHERS_TAIL
    + r"[ \t]*(?:\.{2,}|:{3,}|…+)[ \t]*(?i:"
    + _ROLE
    + r")(?:\((?i:s)\)|(?i:s))?[ \t]*(?=\n|$)"
)

#: A party in mixed case alone before a comma at a line's start, the residence next
#: (``party_residence_cues`` and ``party_street_endings`` of ``person_cues.json``).
_MIXED_WORD = r"\p{Lu}[\p{Ll}\p{M}'’]{1,29}(?:-\p{Lu}[\p{Ll}\p{M}'’]{1,29})?"
#: Two to four such words, up to two particles between two of them ("Jan van der Berg").
_MIXED_NAME = (
    _MIXED_WORD
    + r"(?:[ ](?:(?:"
    + "|".join(sorted(_CUES.particles))
    + r")[ ]){0,2}"
    + _MIXED_WORD
    + r"){1,3}"
)
_RESIDENT_PARTY_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>"
    + _MIXED_NAME
    + r"),[ \t]*(?:\n[ \t]*(?i:"
    + literal_alternation(_CUES.party_residence_cues)
    + r")(?![\p{L}])|[ ]\p{Lu}[\p{L}\-]{0,30}(?i:"
    + literal_alternation(_CUES.party_street_endings)
    + r")[ ][0-9]{1,4}[a-z]?,)"
)
#: A party in mixed case before its counsel (``party_represented_cues``): "Cosimo Damiano
#: Lupoli, rappresentato e difeso dall'avvocato", "Jeanne Morel, représentée par Me …".
_REPRESENTED_PARTY_RE = compile_pattern(
    r"(?<![\p{L}\p{M}'’\-])(?P<n>"
    + _MIXED_NAME
    + r"),[ \t]*\n?[ \t]*(?i:"
    + literal_alternation(_CUES.party_represented_cues)
    + r")(?![\p{L}])"
)
_REPRESENTED_ANCHORS = tuple(_CUES.party_represented_cues)
#: The same party in capitals ("HENDRIKA JOHANNA WILLEMSEN-TER HORST,\nwonende te Velp"),
#: checked as a party line's name (``_party_name``: a firm's or public body's word is none).
_RESIDENT_CAPS_PARTY_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?:[0-9]{1,2}[.)][ \t]*)?(?P<n>"
    + _COURT_WORD
    + r"(?:[ ]"
    + _COURT_WORD
    + r"){1,4}),[ \t]*\n[ \t]*(?i:"
    + literal_alternation(_CUES.party_residence_cues)
    + r")(?![\p{L}])"
)
#: A Spanish party, counsel or judge after "D.", "D.ª", "Dña." or "Don", in capitals or
#: not: "Demandante: D. ANSELMO QUIROGA VELASCO", "D./ña. OKSANA HRYHORENKO" (two words at
#: least, with "de", "del", "y" between; ``_spanish_name`` checks the words).
_SPANISH_HONORIFICS = frozenset(
    {
        "D.",
        "Dª",
        "Dª.",
        "D.ª",
        "Dña.",
        "Dña",
        "DÑA.",
        "Doña",
        "DOÑA",
        "Don",
        "DON",
        "D./ña.",
        "D./Dña.",
    }
)
_SPANISH_PARTICLES = ("de", "del", "la", "las", "los", "y", "i", "DE", "DEL", "LA", "Y")
_SPANISH_HONORIFIC_RE = compile_pattern(
    r"(?<![\p{L}\p{M}.])(?:D\./ña\.|D\./Dña\.|D\.ª|Dª\.?|Dña\.?|DÑA\.|Doña|DOÑA|Don|DON|D\.)[ ]"
    r"(?P<n>"
    + _COURT_WORD
    + r"(?:[ ](?:(?:"
    + "|".join(_SPANISH_PARTICLES)
    + r")[ ]){0,2}"
    + _COURT_WORD
    + r"){1,4})(?![\p{L}\p{M}])"
)
#: Searched before a residence cue or a party's role ("Klägerin", "eiseres"): both are
#: words, looked up in the text's word prefixes; a street's ending inside a word is none.
_RESIDENT_ANCHORS = tuple(dict.fromkeys([*_CUES.party_residence_cues, *_CUES.party_roles]))

#: A party in capitals at a line's start before its birth ("SCARPELLINI GIOVANNA, nata a
#: Lecce il …", "DUPONT JEAN, né le …", "GARCÍA LUIS, nacido el …"): Italian, French and
#: Spanish headings write the surname first, so the lexicon's name order does not find them.
#: Its anchors are words, looked up in the text's word prefixes before any scan.
#: Its residence or fiscal code follows the same way: "CALOGERO MESSINA LO PRESTI,
#: elettivamente domiciliato in ROMA", "PIERLUIGI ROTA (C.F. RTOPLG71C14A794K)".
_BORN_MARKS = (
    "nato ",
    "nata ",
    "né ",
    "née ",
    "nacido ",
    "nacida ",
    "geboren ",
    "elettivamente ",
    "residente ",
    "domiciliato ",
    "domiciliata ",
    "demeurant ",
    "domicilié",
    "(c.f. ",
)
_BORN_PARTY_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?:\(?[0-9]{1,2}[.)][ \t]*)?(?P<n>"
    + _COURT_WORD
    + r"(?:[ ]"
    + _COURT_WORD
    # the Cassazione's heading leaves the comma out: "DE MARCHI ALVISE nato a CHIOGGIA il …"
    + r"){1,4})(?:,?[ ](?:nat[oa][ ](?:a|il)|née?[ ](?:le|à)|nacid[oa][ ](?:en|el)|geboren[ ]am"
    + r"|(?:elettivamente[ ])?domiciliat[oa][ ](?:a|in|presso)|residente[ ](?:a|in)"
    + r"|demeurant|domiciliée?)[ ]|[ ]\((?:C\.F\.|c\.f\.)[ ])"
)

#: The labels after which parties stand surname first ("Claimant(s): SINGH, Harpreet; KAUR,
#: Simranjit"): ``surname_first_labels`` of ``person_cues.json`` and the party roles.
_SURNAME_FIRST_LABELS = tuple(sorted({*_CUES.surname_first_labels, *_CUES.party_roles}))
_SURNAME_FIRST_LINE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?i:(?:minor|principal|designated|lead)[ ])?(?i:"
    + literal_alternation(_SURNAME_FIRST_LABELS)
    + r")(?:\((?i:s)\))?[ \t]*:[ \t]*(?P<list>[^\n]{3,400})"
)
#: One party of such a list: the surname in capitals (up to three words), a comma, the given
#: names (up to four, capitalised), maybe a bracket after ("(minor)"), then ";" or the line's end.
_SURNAME_FIRST_ITEM_RE = compile_pattern(
    r"(?P<n>(?P<s>\p{Lu}[\p{Lu}\p{M}'’\-]+(?:[ ]\p{Lu}[\p{Lu}\p{M}'’\-]+){0,2}),[ ]"
    r"(?P<g>\p{Lu}[\p{Ll}\p{M}'’\-]+(?:[ ]\p{Lu}[\p{Ll}\p{M}'’\-]+){0,3}))"
    r"(?:[ ]\([^()\n]{1,40}\))?[ \t]*(?:;[ \t]*|\.?[ \t]*$)"
)


#: The injured party of an Italian criminal judgment named before its role: "cagionava a
#: Pesenti Mirella, persona offesa, lesioni", "ROSSI Anna (persona offesa)".
_OFFENDED_PARTY_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(?P<n>"
    + _COURT_WORD
    + r"(?:[ ]"
    + _COURT_WORD
    + r"){1,3})(?:,[ ]|[ ]\()(?:persona|parte)[ ]offes[ao](?![\p{L}])"
)
#: A Hong Kong criminal heading's defendant in capitals alone on its line with the number
#: the judgment calls them by: "LAM HOI-YAN (D1)", "NG CHUN-KIT (D2)".
_NUMBERED_DEFENDANT_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?P<n>"
    + _COURT_WORD
    + r"(?:[ ]"
    + _COURT_WORD
    + r"){1,4})[ \t]*\([DA][0-9]{1,2}\)[ \t]*(?=\n|$)"
)
_NUMBERED_DEFENDANT_ANCHOR = compile_token_anchor(r"\([DA][0-9]{1,2}\)")
#: A Scottish heading's appearances: counsel by surname after the party's label, the agents
#: after a semicolon ("Defender: Ross-Kinnaird; Shepherd and Wedderburn LLP", "Appellant:
#: Findlater (sol adv); Paterson Bell", "Pursuer: Dunlop KC, Blair; Burness Paull LLP").
_APPEARANCE_LINE_RE = compile_pattern(
    r"(?:(?<=\n)|^)[ \t]*(?i:"
    + literal_alternation(_CUES.party_roles)
    + r")[ \t]*:[ \t]*(?P<l>[^\n;:]{1,160});"
)
_APPEARANCE_ITEM_RE = compile_pattern(
    r"(?P<n>(?:\p{Lu}\.?[ ]){0,2}"
    + _COURT_WORD
    + r")(?:[ ](?:"
    + "|".join(_COUNSEL_SUFFIXES)
    + r"))?(?:[ ]\((?i:sol[ ]adv|solicitor[ ]advocate)\))?"
)
_APPEARANCE_TOKENS = frozenset(
    f"{form}:" for role in _CUES.party_roles for form in (role.capitalize(), role.upper())
)
#: "Anna Schmidt" (or "Anna K. Schmidt") alone on a line, or as a field of a flattened block.
_BLOCK_HEAD = (
    r"[ \t>|*]{0,4}(?P<n>\p{Lu}[\p{Ll}\p{M}'’\-]{1,30}(?:[ ]\p{Lu}\.?)?"
    r"[ ]\p{Lu}[\p{Ll}\p{M}'’\-]{1,30})(?=[ \t]{2,}|[ \t]*(?:\n|>|\||$))"
)
#: The same written in lower case ("aksel kristensen", "emidio p lombardo"), as pasted
#: cards and signatures sometimes are: with no capital to go by, only at the start of a block
#: (:func:`_opens_block`) and with a contact label on the next lines.
_LOWER_BLOCK_HEAD = (
    r"[ \t>|*]{0,4}(?P<n>\p{Ll}[\p{Ll}\p{M}'’\-]{1,30}(?:[ ]\p{Ll}\.?)?"
    r"[ ]\p{Ll}[\p{Ll}\p{M}'’\-]{1,30})[ \t]*(?=\n|$)"
)
#: The two scans for a block's head: whether it reads names in lower case, its pattern at
#: the start of the text (``match``) and after a line break (``finditer``), and how far after
#: the head its contact labels are looked for (a few lines; a name in lower case needs them
#: close, under it).
_BLOCK_HEAD_SCANS = (
    (False, compile_pattern(_BLOCK_HEAD), compile_pattern(r"\n" + _BLOCK_HEAD), 240),
    (True, compile_pattern(_LOWER_BLOCK_HEAD), compile_pattern(r"\n" + _LOWER_BLOCK_HEAD), 120),
)
#: Below this Zipf frequency in every language read, a word is no everyday one: a line of
#: such words heading a contact block is a name ("leidy t muris"), not "finance ops" (4.4).
_RARE_WORD_ZIPF = 3.0
#: Last words of a firm's name (``_FIRM_ENDINGS`` and the legal forms: "Consulting", "Ltd",
#: "Partners"): a block's company line.
_FIRM_LAST_WORDS = _FIRM_ENDINGS | {w.casefold() for w in org_cues().legal_forms if " " not in w}
#: Labels of contact details that follow a name in a signature or an address block.
_CONTACT_CUES = _CUES.contact_cues
#: Words of block headings that are not names ("Billing Address", "Personal Info").
_NOT_NAME_WORDS = _CUES.not_name_words
#: "You're", "We're": a pronoun and its verb, no given name before a surname
#: (``pronoun_contractions`` of ``data/person_cues.json``).
_PRONOUN_CONTRACTIONS = frozenset(_CUES.pronoun_contractions)
#: The last word of a job title ("Staff Accountant", "Research Scientist"): a signature's title
#: line under the name, no name heading the block, unless a given name stands before it.
_JOB_TITLE_ENDS = org_cues().title_words

#: A regnal number of two to six letters, up to 39 ("XIV", "VIII", "XVI"; not "CV" or "MD").
_REGNAL_RE = regex.compile(r"(?=[IVX]{2,6}\Z)X{0,3}(?:IX|IV|V?I{0,3})")
_SUFFIX_RE = compile_pattern(r",?[ \u00a0](?:Jr|Sr|II|III|IV|PhD|MD|Esq)\b\.?")


#: Last characters of a token that may be a possessive or a dangling mark.
_TRIMMED_ENDS = frozenset("s'’-")


#: A lower-case given name right after a list gap ("mike and grace", "sam, ana").
_LOWER_LISTED_RE = compile_pattern(r"(?:" + _LIST_GAP_RE.pattern + r")(?P<n>\p{Ll}{3,30})\b")


#: What follows a message's addressee: "message mark and say", "scrivi a rosa, la vicina, che".
_MESSAGE_CLAUSE_RE = compile_pattern(
    r"(?i)[ ]?(?:" + literal_alternation(_CUES.message_clause_openers) + r")(?![\p{L}\p{M}])"
)


def _phrase_tails(phrases: Iterable[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The last three characters of the lower-case ``phrases`` of three or more, and the
    shorter phrases whole: what :func:`_may_end_at` compares."""
    listed = tuple(phrases)
    return (
        frozenset(p[-3:] for p in listed if len(p) >= 3),
        frozenset(p for p in listed if len(p) < 3),
    )


#: Every phrase the relation cue before a name ends with (_RELATION_BEFORE_RE), and every ask
#: verb (_LONE_BEFORE_RE).
_RELATION_TAILS = _phrase_tails(n.lower() for n in _CUES.relation_nouns)
_ASK_TAILS = _phrase_tails(v.lower() for v in _CUES.ask_verbs)


def _may_end_at(lower: str, end: int, tails: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether one of the phrases of ``tails`` (see :func:`_phrase_tails`) may end at ``end``
    in the lower-cased text: a necessary condition of the reverse cue patterns, tried first
    because most words follow no cue. Characters other than ASCII are left to the pattern:
    its case-insensitive matching pairs some that lower-casing does not."""
    long, short = tails
    last3 = lower[max(0, end - 3) : end]
    return not last3.isascii() or last3 in long or last3[-2:] in short


def _word_named(ctx: ScanContext, name: str) -> Iterator[_Found]:
    """Each lower-case ``name`` that is also a word where its context makes it a name: right
    after a possessive and a relation noun ("my boss mark", "mein chef mark"), or after an ask
    verb and before what opens the message ("message mark and say …", "text bill that …",
    "scrivi a rosa, la vicina, che …")."""
    text, lower = ctx.text, ctx.lower
    for pos in ctx.find_all(name):
        end = pos + len(name)
        if not text[pos].islower() or (pos > 0 and lower[pos - 1].isalpha()):
            continue
        if end < len(text) and text[end].isalpha():
            continue
        before = lower[pos - 1 : pos]
        if before not in (" ", ",", "\u00a0"):
            continue  # both cues end in a space or comma before the name
        if (
            _may_end_at(lower, pos - 1, _RELATION_TAILS)
            or (
                lower[pos - 2 : pos - 1] in (" ", ",", "\u00a0")
                and _may_end_at(lower, pos - 2, _RELATION_TAILS)
            )
        ) and _RELATION_BEFORE_RE.search(text, max(0, pos - 40), pos) is not None:
            yield _Found(pos, end, "lower-case")
        if (  # the clause first: one anchored match, rarely true ("page 3", "page that")
            before != ","
            and _MESSAGE_CLAUSE_RE.match(text, end, min(len(text), end + 16)) is not None
            and _may_end_at(lower, pos - 1, _ASK_TAILS)
            and _LONE_BEFORE_RE.search(text, max(0, pos - 16), pos) is not None
        ):
            yield _Found(pos, end, "lower-case")


def _lower_listed_after(ctx: ScanContext, end: int, lex: Lexicon) -> Iterator[_Found]:
    """ "tell mike and grace": a given name listed right after a lower-case name found by its
    context is a name too, even one that is also a word ("grace"); an everyday word is not
    ("mike and will")."""
    m = _LOWER_LISTED_RE.match(ctx.text, end)
    if m is None:
        return
    name = m.group("n")
    if name in lex.first and name not in lex.common and not is_everyday(name):
        yield _Found(m.start("n"), m.end("n"), "lower-case")


#: The Zipf frequency from which a word is one of a language's.
_WORD_OF_A_LANGUAGE_ZIPF = 3.0


def _full_name_after_particle(
    text: str, prev: _Tok, tok: _Tok, after: list[_Tok], lex: Lexicon
) -> bool:
    """A particle between a word that is no name and a known given name with a capitalised
    word after it is a preposition ("Het Achterhuis van Anne Frank", "I Promessi Sposi di
    Alessandro Manzoni", "die Relativitätstheorie von Albert Einstein"): a name's particle
    comes before its surname ("Vincent van Gogh", "Ursula von der Leyen"), not before a
    given name. A given name alone after it ("il Purgatorio di Dante") only after a word of
    one of the six languages: "Di Maria", "De Luca" are surnames after a given name the
    lexicon may lack."""
    if tok.key not in lex.first and tok.key not in lex.ambiguous_first:
        return False
    key = prev.key.rstrip(".")
    if is_name(key) or key in TITLES or _is_initial(prev):
        return False
    gap = text[tok.end : after[0].start] if after else ""
    if gap in (" ", "\u00a0") or (
        gap and len(gap) <= _MAX_JOIN_GAP and _PARTICLE_GAP_RE.fullmatch(gap) is not None
    ):
        return True  # "Anne Frank", "Tessa de Loo": a surname follows the given name
    languages = language.profiles().languages
    return any(frequency(key, lang) >= _WORD_OF_A_LANGUAGE_ZIPF for lang in languages)


def _thing_called(text: str, start: int) -> bool:
    """The words before ``start`` are a thing's noun and "called" / "named": "a small town
    called Hebden Bridge", "an app named Notion" name a place or a product, not a person."""
    return _THING_CALLED_RE.search(text, max(0, start - 40), start) is not None


def _opens_line_in_capitals(text: str, start: int, word: str) -> bool:
    """Whether ``word`` is in capitals, longer than an initial, and nothing stands before
    ``start`` on its line (the first judge of a bench: "BROWN and MARKLE, JJ.")."""
    return (
        word.isupper()
        and len(word) > 2
        and not text[text.rfind("\n", 0, start) + 1 : start].strip()
    )


def _thing_named(text: str, m: regex.Match[str]) -> bool:
    """A trigger "name is" after a thing's noun ("the file name is given"): a thing's name."""
    return m.group(0)[:4].casefold() == "name" and (
        _THING_NAME_RE.search(text, max(0, m.start() - 24), m.start()) is not None
    )


def _glued(m: regex.Match[str]) -> bool:
    """A trigger word run into the next word ("NamedTuple") is an identifier, not "named X"."""
    return m.start("n") > m.start() and m.group(0)[m.start("n") - m.start() - 1].isalpha()


def _list_of_places(run: list[_Tok], lex: Lexicon) -> bool:
    """A list of single words most of which are places of the gazetteer (either tier), one of
    them no surname, and none a given name: "Palermo, Cefalù e Taormina", "Granada, Córdoba y
    Sevilla" list towns, though most are surnames too. "Palermo, Rossi e Bianchi" (one place),
    "Hawkins, Richardson and Santana" (every place a surname: a firm's partners) and
    "Florence, Rossi and Lincoln" (given names) stay names."""
    places = [t for t in run if known_place(t.word)]
    return (
        len(places) >= 2
        and 2 * len(places) >= len(run)
        and any(t.key not in lex.surnames for t in places)
        and not any(t.key in lex.first or t.key in lex.ambiguous_first for t in run)
    )
