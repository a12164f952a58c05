"""Dates of birth (a date or a year next to "born" / "DOB" / "date of birth") and ages in
context.

"5 minutes", "5 years ago" and "a 3-year plan" are not ages: an age needs "years old",
"aged", "age:", "y/o" or an "I am 34" phrase.
"""

from __future__ import annotations

import regex

from dp_anonymizer.detect.base import (
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
)
from dp_anonymizer.detect.everyday import is_everyday
from dp_anonymizer.detect.lexicon import lexicon, literal_alternation, load_data, person_cues

_MONTHS = (
    r"(?:Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|"
    r"Aug(?:ust|\.)?|Sep(?:t(?:ember)?|\.)?|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?|"
    r"Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|janvier|février|mars|avril|mai|juin|"
    r"juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|"
    r"julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|"
    r"giugno|luglio|settembre|ottobre|dicembre)"
)
#: Day and month either way round: "21.07.1990", and the US "7/21/90" after "dob".
_DATE = (
    r"(?:[0-3]?[0-9][./\-][0-3]?[0-9][./\-](?:19|20)?[0-9]{2}"
    r"|(?:19|20)[0-9]{2}[./\-][01]?[0-9][./\-][0-3]?[0-9]"
    r"|[0-3]?[0-9](?:st|nd|rd|th|\.)?[ \u00a0](?:of[ \u00a0])?"
    + _MONTHS
    + r",?[ \u00a0](?:19|20)[0-9]{2}"
    r"|" + _MONTHS + r"[ \u00a0][0-3]?[0-9](?:st|nd|rd|th)?,?[ \u00a0](?:19|20)[0-9]{2})"
)
DOB_RE = compile_pattern(
    r"(?i)\b(?:born(?:[ \u00a0](?:on|in))?|date[ \u00a0]of[ \u00a0]birth|d\.?o\.?b\.?|birth[ \u00a"
    r"0]?date|"
    r"birthday(?:[ \u00a0]is)?|geboren(?:[ \u00a0]am)?|geburtsdatum|né(?:e)?[ \u00a0]le|"
    r"date[ \u00a0]de[ \u00a0]naissance|nacid[oa][ \u00a0]el|fecha[ \u00a0]de[ \u00a0]nacimiento|"
    r"nato[ \u00a0]il|nata[ \u00a0]il|data[ \u00a0]di[ \u00a0]nascita)"
    r"[ \u00a0]{0,3}[:\-]?[ \u00a0]{0,3}(?:(?:is|was)[ \u00a0]{1,3})?(?P<v>" + _DATE + r")"
)
#: "born in 1960", "who was born 1948", "year of birth: 1975", "Jahrgang 1982", "née en 1990",
#: "nacido en 1975", "nato nel 1960": a year of birth is a date of birth with less in it, and
#: still one of the three facts (with sex and postcode) that single most people out. A year
#: alone is no date ("in 2001 the applicant moved"); only a birth phrase makes it one. A decade
#: ("born in the 1960s", "born in 1960s Paris") is not a year.
BIRTH_YEAR_RE = compile_pattern(
    r"(?i)\b(?:born(?:[ \u00a0](?:in|circa|around|about|c\.))?|year[ \u00a0]of[ \u00a0]birth|"
    r"birth[ \u00a0]?year|yob|geboren(?:[ \u00a0](?:in|im[ \u00a0]jahre?))?|geburtsjahr|jahrgang|"
    r"né(?:e)?[ \u00a0]en|année[ \u00a0]de[ \u00a0]naissance|nacid[oa][ \u00a0]en(?:[ \u00a0]el"
    r"[ \u00a0]año)?|año[ \u00a0]de[ \u00a0]nacimiento|nat[oa][ \u00a0]nel|anno[ \u00a0]di[ \u00a0]"
    r"nascita)[ \u00a0]{0,3}[:\-]?[ \u00a0]{0,3}(?P<v>(?:18|19|20)[0-9]{2})(?![\w'’]|[./\-][0-9])"
)
#: "The applicants were born in 1971, 1974 and 1969 respectively": every year of a list after
#: a birth year (the first is a ``BIRTH_YEAR_RE`` match) that ends with "respectively", as
#: the ECHR writes it ("born in 1990 and 2020 was a hard year" stays).
BIRTH_YEAR_LIST_RE = compile_pattern(
    r"(?<=(?i:\bborn(?:[ \u00a0]in)?)[ \u00a0](?:18|19|20)[0-9]{2}"
    r"(?:,[ \u00a0](?:18|19|20)[0-9]{2}){0,8},?[ \u00a0](?:(?i:and|&)[ \u00a0])?)"
    r"(?P<v>(?:18|19|20)[0-9]{2})(?![\w'’]|[./\-][0-9])"
    r"(?=(?:,?[ \u00a0](?:(?i:and|&)[ \u00a0])?(?:18|19|20)[0-9]{2}){0,8},?[ \u00a0]"
    r"(?i:respectively))"
)
#: "born in Birmingham in 1975", "né à Lyon en 1980", "nacido en Sevilla en 1975", "nato a
#: Roma nel 1960": the same year with the birthplace (one to six capitalised words) between.
BIRTH_PLACE_YEAR_RE = compile_pattern(
    r"(?i:born[ \u00a0]in|né(?:e)?[ \u00a0]à|nacid[oa][ \u00a0]en|nat[oa][ \u00a0]a|"
    r"geboren[ \u00a0]in)"
    r"[ \u00a0]\p{Lu}[\p{L}\p{M}'’\-]{1,30}(?:,?[ \u00a0]\p{Lu}[\p{L}\p{M}'’\-]{1,30}){0,5},?"
    r"[ \u00a0](?i:in|en|nel|im[ \u00a0]jahr)[ \u00a0]"
    r"(?P<v>(?:18|19|20)[0-9]{2})(?![\w'’]|[./\-][0-9])"
)
AGE_RE = compile_pattern(
    r"(?i)(?<![\w.])(?P<v>[1-9][0-9]?|1[01][0-9])(?:[ \u00a0\-]{1,2}(?:years?|yrs?)[ \u00a0\-]{1,2"
    r"}old"
    r"|[ \u00a0]?y/?o\b|[ \u00a0\-]years?[ \u00a0\-]of[ \u00a0\-]age|[ \u00a0]jahre[ \u00a0]alt|[ "
    r"\u00a0]ans\b"
    r"|[ \u00a0]años\b|[ \u00a0]anni\b|[ \u00a0]jaar[ \u00a0]oud|-year-old)"
)
#: After an age phrase's number: no unit or preposition that makes it something else ("I am 5
#: minutes late", "she is 3 in a row").
_NO_UNIT_AFTER = (
    r"(?![\w:/%]|[.,][0-9]|[ \u00a0](?:minutes?|hours?|days?|weeks?|months?|percent|%|times|am|"
    r"pm|kg|lbs?|cm|km|miles|euros?|dollars?|on|in|of|out|points?|items?|people|apples|"
    r"o'clock|degrees|feet|meters|metres|minuten|stunden|tage|wochen|monate|prozent|kilo|uur|"
    r"dagen|weken|maanden|procent|euro|jahre[ \u00a0]in|jaar[ \u00a0]in))"
)
AGE_CONTEXT_RE = compile_pattern(
    r"(?i)\b(?:aged?|age[ \u00a0]?:|at[ \u00a0]the[ \u00a0]age[ \u00a0]of|i[ \u00a0]am|i'm|"
    # a party of a judgment is someone too: "The Defendant is 61", "the Claimant was then 23"
    r"(?:he|she)['’]s|"
    r"(?:he|she|they|i|who|the[ \u00a0](?:claimant|defendant|appellant|respondent|applicant|"
    r"pursuer|defender|complainant|victim|deceased|accused|offender|tenant|patient|child|mother|"
    r"plaintiff|petitioner|grievor|employee|worker|witness|"
    r"father|husband|wife|son|daughter|boy|girl))[ \u00a0](?:is|was|were|am)"
    r"(?:[ \u00a0](?:then|now))?|turned|turning|turn|"
    # a judge's sentencing remarks: "you are 29." (a number that ends the clause: "you are 5
    # steps away" is no age)
    r"you[ \u00a0](?:are|were)(?:[ \u00a0](?:then|now))?(?=[ \u00a0][0-9]{1,3}(?:[.,;:)]|$))|"
    r"ich[ \u00a0]bin|"
    r"ik[ \u00a0]ben|"
    # Dutch and German "she is 29": "ze is 29", "hij was 40", "er ist 61", "sie war 23"
    r"(?:hij|zij|ze)[ \u00a0](?:is|was)|(?:er|sie)[ \u00a0](?:ist|war)|"
    r"alter:?|âge[ \u00a0]?:|edad[ \u00a0]?:|età[ \u00a0]?:)[ \u00a0]{1,2}"
    r"(?P<v>[1-9][0-9]?|1[01][0-9])" + _NO_UNIT_AFTER
)

#: "who turns 90 on Sunday", "she turned 40 in May": after a verb of turning, a number is an
#: age whatever preposition follows, unless a unit does ("turned 90 degrees", "turns 3 pages").
AGE_TURN_RE = compile_pattern(
    r"(?i)\b(?:turns|turned|turning|will[ \u00a0]turn)[ \u00a0](?P<v>[1-9][0-9]?|1[01][0-9])"
    r"(?![\w:/%]|[.,][0-9]|[ \u00a0\-]?(?:°|degrees?|percent|times|pages?|points?|minutes?|hours?|"
    r"days?|weeks?|months?|years?|corners?|knobs?|screws?|turns?|laps?|cards?|clockwise))"
)

_AGE_UNITS = literal_alternation(person_cues().age_units)
_AGE_NUMBER_WORD = (
    r"(?:(?:" + literal_alternation(person_cues().age_tens) + r")(?:[\- \u00a0](?:"
    + literal_alternation(person_cues().age_units[:9]) + r"))?|" + _AGE_UNITS + r")"
)  # fmt: skip
#: "her children, J.R.W., age seven", "aged seventy-two", "AGED ABOUT 51 YEARS": an age in
#: words, or in digits after "about", right after "age" or "aged" (``age_units`` and
#: ``age_tens`` of ``person_cues.json``); "aged twelve years in oak" is a thing's age.
AGE_WORDS_RE = compile_pattern(
    r"(?<![\p{L}])(?:aged?|Aged|AGED?)[ \u00a0](?:(?i:about|around|approximately)[ \u00a0])?"
    r"(?P<v>(?i:" + _AGE_NUMBER_WORD + r")|(?<=(?i:about)[ \u00a0])(?:[1-9][0-9]?|1[01][0-9]))"
    r"(?![\p{L}\p{N}\-])(?![ \u00a0](?i:years?|yrs?|months?)[ \u00a0](?i:in|of)\b)"
    r"(?![ \u00a0](?i:seconds?|minutes?|hours?|days?|weeks?|percent|per[ \u00a0]cent|times|"
    r"degrees)\b)"
)

#: "children aged 6 and 9", "aged 4, 7 and 10": every age of a list after "aged" (the first is
#: an age-phrase match). "ages 18 to 25" is an audience, not someone's age.
AGE_LIST_RE = compile_pattern(
    r"(?<=(?i:\baged?)[ \u00a0](?:[1-9][0-9]?|1[01][0-9])"
    r"(?:,[ \u00a0](?:[1-9][0-9]?|1[01][0-9])){0,5},?[ \u00a0]"
    r"(?:(?i:and|&|und|et|y|e|en)[ \u00a0])?)"
    r"(?P<v>[1-9][0-9]?|1[01][0-9])(?![\w:/%]|[.,][0-9])"
    # "aged 45 and 3 friends": a word after the number must be a unit or a list word
    r"(?![ \u00a0](?!(?i:years?|yrs?|months?|weeks?|old|respectively|jahre|ans|años|anni|jaar|"
    r"and|und|et|y|e|en|or)\b)\p{L})"
)

#: "Wei Zhang (she/her), 34, Chinese", "(Sam, 29, from Norwich)": a number set off by commas
#: right after a capitalised name is that person's age.
_APPOSITION_CUES = load_data("person_cues.json")
_APPOSITION_NOUNS = literal_alternation(_APPOSITION_CUES["age_apposition_nouns"])
#: Nouns for a person before an age set off by commas after "then"/"now" ("The worker, then
#: 52, was", "the tenant, now 71,"), besides a party's role (``age_then_nouns``).
_THEN_NOUNS = frozenset(_APPOSITION_CUES["age_then_nouns"])
AGE_APPOSITION_RE = compile_pattern(
    r"(?<=(?<![\w'\"‘“])\p{Lu}\p{Ll}[\p{Ll}'\-]{0,29}(?:[ \u00a0]\([^()\n]{1,12}\))?"
    # "patient is ron, 78, stroke": a given name in lower case, checked in ``accept``
    r"|(?<![\w'\"‘“\-])\p{Ll}{2,20}"
    # "a Sikh man, 26, and …": a noun for a person (``age_apposition_nouns``), checked in
    # ``accept`` to be followed by a comma and a word
    r"|(?<![\p{L}])(?i:" + _APPOSITION_NOUNS + r")),[ \u00a0]"
    r"(?P<v>[1-9][0-9]?|1[01][0-9])(?=,[ \u00a0]\p{L}|\)|[ \u00a0](?i:"
    + literal_alternation(_APPOSITION_CUES["age_apposition_units"])
    + r")(?:[,;)\n]|$|\.(?:[ \u00a0\n]|$)))"
)


#: "my mum is 78", "their son Haruto is 15", "mijn vader is 82", "meine Tochter Lea ist 16":
#: a relation noun of the writer's (``data/person_cues.json``), maybe a name, then the age.
_AGE_CUES = load_data("person_cues.json")
#: "my mum is 78", "their son Haruto is 15", "mijn vader is 82", "meine Tochter Lea ist 16",
#: "Mein Nachbar Herr Gruber ist 81", "mum is 58" (a kin word that stands alone as a name,
#: ``age_bare_kin``), "mijn oma van 91": a relation noun of the writer's
#: (``data/person_cues.json``), maybe a name of one or two words, then the age.
_RELATION_OF_WRITER = (
    r"(?:(?:"
    + literal_alternation(person_cues().possessives)
    + r")[ \u00a0](?:"
    + literal_alternation(person_cues().relation_nouns)
    + r")|"
    + literal_alternation(_AGE_CUES["age_bare_kin"])
    + r")"
)
AGE_RELATION_RE = compile_pattern(
    r"(?i:\b" + _RELATION_OF_WRITER + r"(?![\p{L}\p{M}]))"
    r"(?:,?[ \u00a0]\p{Lu}\p{Ll}{1,20}(?:[ \u00a0]\p{Lu}\p{Ll}{1,20})?,?"
    # a name written in lower case ("my sister tamsin is 34"): a given name (``accept``)
    r"|[ \u00a0](?P<low>\p{Ll}{2,20}))?"
    r"[ \u00a0](?i:is|was|turned|ist|wird|wordt|van)(?:[ \u00a0]now)?"
    r"[ \u00a0](?P<v>[1-9][0-9]?|1[01][0-9])"
    + _NO_UNIT_AFTER
    # after "van" only a verb, "jaar" or the clause's end ("mijn vader van 3 kinderen")
    + r"(?:(?<!(?i:van)[ \u00a0][0-9]{1,3})|(?=[.,;:)!?]|$|[ \u00a0](?:jaar|heeft|is|was|"
    r"woont|ligt|wil|kan|moet|gaat|krijgt|slikt|had|zit)\b))"
)
#: "la tía Remedios cumple 80 el sábado", "nonno compie 90 domenica", "opa wordt 85 op
#: zaterdag": a verb of turning (``age_turn_verbs``), the number, then the clause's end or a
#: word of a day or a date (``age_turn_after``), in a sentence about someone (``accept``).
AGE_TURN_VERB_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}])(?:"
    + literal_alternation(_AGE_CUES["age_turn_verbs"])
    + r")[ \u00a0](?P<v>[1-9][0-9]?|1[01][0-9])(?=[.,;:)!?]|$|[ \u00a0](?:"
    + literal_alternation(_AGE_CUES["age_turn_after"])
    + r")(?![\p{L}\p{M}]))"
)
#: Where a chat message's age ends: a clause's end, a line's end, or a word that goes on
#: talking ("shes 81 and lives alone", "im 41. the walk-in said", "my dad's 72, type 1"); a
#: full stop only before a lower-case word, "I" or the end ("im 3. Stock" is German).
_CHAT_AGE_END = (
    r"(?=[,;!?)]|[ \u00a0]*$|[ \u00a0]*\n|\.(?![0-9])(?:[ \u00a0]*$|[ \u00a0\n]+(?:\p{Ll}|I\b))"
    r"|[ \u00a0](?i:and|but|so|now|next|this|btw|lol|tho|though|yrs?|years)\b)"
)
#: "im 34", "shes 81 and lives alone": the first- and third-person copulas chat writes with
#: no apostrophe, then a number that ends its clause.
AGE_CHAT_RE = compile_pattern(
    r"(?<![\p{L}\p{M}'’])(?i:im|shes|hes|who['’]s|whos)[ \u00a0](?P<v>[1-9][0-9]?|1[01][0-9])"
    + _NO_UNIT_AFTER
    + _CHAT_AGE_END
)
_CHAT_ANCHOR = compile_pattern(r"[0-9](?<=(?i:im|shes|hes|who['’]s|whos)[ \u00a0][0-9])")
#: "29f. anyone know …", "45, male, work nights": the writer's age and sex as a sentence of
#: their own (after a text's, a line's or a sentence's start; a bracket is AGE_SEX_RE's,
#: which needs a person before it: "Series A (20M)" is money), either glued ("29f", "34M")
#: and ending its clause, or with a comma and the word "male" or "female" that ends its own
#: ("Fever of 29F today", "pins 45, male end" stay).
AGE_SEX_ALONE_RE = compile_pattern(
    r"(?<=(?:\A|[.!?\n])[ \u00a0]{0,2})(?P<v>1[3-9]|[2-9][0-9])"
    r"(?:[FfMm](?=[ \u00a0]*(?:[.,;!?)]|\n|\Z))"
    r"|(?=,[ \u00a0](?i:male|female|m|f)[ \u00a0]*(?:[.,;)]|\n|\Z)))"
)
_SEX_ALONE_ANCHOR = compile_pattern(
    r"[0-9](?=[FfMm](?![\p{L}\p{N}])|,[ \u00a0](?i:male|female|m|f)(?![\p{L}\p{N}]))"
)
#: "my dad's 72, type 1", "mum's 58 next week": a relation noun of the writer's with "'s",
#: then a number that ends its clause ("my mum's 3 cats" stays).
AGE_RELATION_S_RE = compile_pattern(
    r"(?i:\b"
    + _RELATION_OF_WRITER
    + r")['’]s[ \u00a0](?:now[ \u00a0])?(?P<v>[1-9][0-9]?|1[01][0-9])"
    + _NO_UNIT_AFTER
    + _CHAT_AGE_END
)
_S_ANCHOR = compile_pattern(r"[0-9](?<=['’]s[ \u00a0](?:now[ \u00a0])?[0-9])")
#: "I (28F) was just diagnosed", "my brother (34M)": an age and a sex in brackets after the
#: writer, a relation noun or a given name (``accept``; "Series A (20M)" is money).
AGE_SEX_RE = compile_pattern(
    r"(?<=(?<![\p{L}])(?P<w>\p{L}{1,20})[ \u00a0]?[(\[])"
    r"(?P<v>(?:1[3-9]|[2-9][0-9])[ ]?[FfMm]|[FfMm][ ]?(?:1[3-9]|[2-9][0-9]))(?=[)\]])"
)
_SEX_ANCHOR = compile_token_anchor(r"[(\[](?:[0-9]{2}[ ]?[FfMm]|[FfMm][ ]?[0-9]{2})[)\]]")
#: One anchor for the relation and the clause patterns (one scan of the text's digits).
_RELATION_ANCHOR = compile_pattern(
    r"[0-9](?<=(?<![\p{L}\p{M}])(?i:"
    + literal_alternation(
        (
            "is",
            "was",
            "turned",
            "ist",
            "wird",
            "wordt",
            "now",
            "van",
            *_AGE_CUES["age_and_copulas"],
            *_AGE_CUES["age_comma_copulas"],
        )
    )
    + r")[ \u00a0][0-9])"
)
#: A number that closes its clause, in the six languages ("… und ist 84.", "y tiene 69,").
_CLAUSE_END_ANY = r"(?=[.,;:)!?]|[ \u00a0](?i:and|und|en|et|y|e|when)\b|$)"
#: "… in der Uniklinik operiert und ist 84.", "Se llama Iñaki y tiene 69.", "Ich heiße
#: Svenja, bin 27 und arbeite …": a copula after "and" (``age_and_copulas``) or a
#: first-person copula after a comma (``age_comma_copulas``), then a number that ends its
#: clause, in a sentence about someone (checked in ``accept``).
AGE_CLAUSE_RE = compile_pattern(
    # the number first, the words before it looked back at: a window's scan stops at digits
    r"(?<![0-9])(?P<v>[1-9][0-9]?|1[01][0-9])"
    r"(?<=(?:(?<![\p{L}\p{M}])(?i:and|und|en|et|y|e)[ \u00a0](?i:"
    + literal_alternation(_AGE_CUES["age_and_copulas"])
    + r")|,[ \u00a0](?i:"
    + literal_alternation(_AGE_CUES["age_comma_copulas"])
    + r"))[ \u00a0][0-9]{1,3})"
    + _NO_UNIT_AFTER
    + _CLAUSE_END_ANY
)
#: "Ik ben Femke de Groot, 30 jaar, en werk …", "Jonas Weber, 41 Jahre, Köln": a number and
#: a unit with no "old" set off by commas right after a capitalised word (a name).
AGE_UNIT_APPOSITION_RE = compile_pattern(
    r"(?<![0-9])(?P<v>[1-9][0-9]?|1[01][0-9])(?<=\p{Lu}[\p{Ll}'’\-]{1,29},[ \u00a0][0-9]{1,3})"
    r"[ \u00a0](?i:jaar|jahre|years)(?=,)"
)
_SOMEONE_WORDS = frozenset(_AGE_CUES["age_someone_words"]) | person_cues().relation_nouns
_PLACE_PREPOSITIONS = frozenset(_AGE_CUES["age_place_prepositions"])
_SENTENCE_WORD_RE = compile_pattern(r"[\p{L}\p{M}]+")
_AGE = r"(?P<v>[1-9][0-9]?|1[01][0-9])"
#: A number that closes its clause: "is 29 and works", "was then 36.", "then 19,".
_CLAUSE_END = r"(?=[.,;:)]|[ \u00a0](?:and|when|at[ \u00a0]the[ \u00a0]time)\b|$)"
#: "Ms Blakeway, is 29 and works", "Mr Oswin, was then 34": a titled name and a copula.
AGE_TITLED_RE = compile_pattern(
    r"(?<![\w.])(?i:"
    + literal_alternation(person_cues().titles)
    + r")\.?[ \u00a0]\p{Lu}[\p{L}'’\-]{1,29}(?:[ \u00a0]\p{Lu}[\p{L}'’\-]{1,29})?,?"
    r"[ \u00a0](?:is|was)(?:[ \u00a0](?:then|now))?[ \u00a0]" + _AGE + _NO_UNIT_AFTER + _CLAUSE_END
)
#: "the appellant, then 19, was convicted", "Plaintiff, now 39, worked": an age set off by
#: commas after "then" or "now", right after a person (checked in ``accept``).
AGE_THEN_RE = compile_pattern(
    r"(?<![\w'’])(?P<w>\p{L}[\p{L}'’\-]{1,29}),[ \u00a0](?i:then|now)[ \u00a0]" + _AGE + r"(?=,)"
)
#: "She lives in Bangor and was then 36.": a second clause of a sentence about someone.
AGE_AND_THEN_RE = compile_pattern(
    r"(?<=[ \u00a0]and[ \u00a0](?:is|was)[ \u00a0](?:then|now)[ \u00a0])"
    + _AGE
    + _NO_UNIT_AFTER
    + _CLAUSE_END
)
#: An age written as a word where the digit rules read a number: "his daughter, then three,
#: was treated", "Isla, now eight.", "and was then twenty-six,", "the claimant, then
#: twenty-eight and pregnant" (``age_units`` and ``age_tens`` of ``person_cues.json``).
_AGE_WORD = r"(?P<v>(?i:" + _AGE_NUMBER_WORD + r"))(?![\p{L}\p{N}\-])"
#: After "then" or "now" set off by a comma after a person (checked in ``accept`` as for
#: "age-then"), or after "is"/"was" in a sentence about someone; the word closes its clause
#: ("two bids, then three more" and "it is now one of" stay).
AGE_THEN_WORD_RE = compile_pattern(
    r"(?:(?<![\w'’])(?P<w>\p{L}[\p{L}'’\-]{1,29}),|(?<![\p{L}])(?:is|was))[ \u00a0]"
    r"(?:then|now)[ \u00a0]" + _AGE_WORD + _CLAUSE_END
)
#: After a relative clause's "who is" set off by a comma after someone: "Euan, who is
#: twelve.", "the older child is TJ, who is nine;", "her son, who is now seven, lives"; the
#: word closes its clause ("the buyer, who is one of the bidders," stays).
AGE_WHO_WORD_RE = compile_pattern(
    r"(?<=\p{L}),[ \u00a0](?i:who)[ \u00a0](?:is|was)(?:[ \u00a0](?:then|now))?[ \u00a0]"
    + _AGE_WORD
    + _CLAUSE_END
)
#: A judge's sentencing remarks in words: "You are twenty-seven.", "you are forty-eight and
#: until last year ...".
AGE_YOU_WORD_RE = compile_pattern(
    r"(?<![\p{L}])(?i:you)[ \u00a0](?:are|were)(?:[ \u00a0](?:then|now))?[ \u00a0]"
    + _AGE_WORD
    + r"(?=[.,;:)]|[ \u00a0]and\b|$)"
)
#: "He is sixty-four years old", "a forty-year-old": a number word with "years old" (as
#: "64 years old" in digits); "who is 14 months old.": a baby's months, where "old" closes
#: the clause or a word for a child follows ("a 6 months old backlog" stays).
AGE_WORD_OLD_RE = compile_pattern(
    r"(?P<v>(?<![\p{L}\-])(?i:" + _AGE_NUMBER_WORD + r")(?![\p{L}\p{N}]))"
    r"(?:[ \u00a0\-](?i:years?)[ \u00a0\-](?i:old)\b|-(?i:year)-old)"
    r"|(?P<v>(?<![\w.])[1-9][0-9]?)[ \u00a0\-](?i:months?)[ \u00a0\-](?i:old)"
    r"(?=[.,;:)]|[ \u00a0](?:and|when|baby|boy|girl|son|daughter|child|infant)\b|$)"
)
#: What every match of the three patterns above holds, found in one automaton pass with the
#: other literals (their anchor words "then", "now", "you", "old" are too frequent to search
#: around each): "then three", "You are", "years old".
_NUMBER_WORDS = (*person_cues().age_units, *person_cues().age_tens)
_THEN_WORD_LITERALS = tuple(
    f"{lead} {form}"
    for lead in ("then", "now")
    for word in _NUMBER_WORDS
    for form in (word, word.capitalize(), word.upper())
)
_WHO_WORD_LITERALS = tuple(
    f"{lead} {form}"
    for lead in ("who is", "who was", "who is now", "who was then", "who is then", "who was now")
    for word in _NUMBER_WORDS
    for form in (word, word.capitalize())
)
_YOU_LITERALS = tuple(f"{you} {verb} " for you in ("you", "You", "YOU") for verb in ("are", "were"))
_OLD_LITERALS = tuple(
    f"{unit}{a}{old}"
    for base in ("year", "years", "month", "months")
    for unit, old in ((base, "old"), (base.capitalize(), "Old"), (base.upper(), "OLD"))
    for a in (" ", "-")
) + tuple(
    f"{unit}{a}{old}"
    for base in ("year", "years", "month", "months")
    for unit, old in ((base, "Old"), (base.capitalize(), "old"))
    for a in (" ", "-")
)
#: "now aged nineteen, sixteen and eleven": every age word of a list after "aged".
_AGE_ITEM = r"(?:(?i:" + _AGE_NUMBER_WORD + r")|[1-9][0-9]?)"
AGE_LIST_WORD_RE = compile_pattern(
    r"(?<=(?i:\baged?)[ \u00a0]" + _AGE_ITEM + r"(?:,[ \u00a0]" + _AGE_ITEM + r"){0,5},?"
    r"[ \u00a0](?:(?i:and|&)[ \u00a0])?)"
    + _AGE_WORD
    + r"(?=[.,;:)]|[ \u00a0](?:and|years?|respectively)\b|$)"
)
#: "…, who is tall, and was then": a relative clause about someone before the age.
_WHO_BEFORE_RE = compile_pattern(r",[ \u00a0]who[ \u00a0]")
_THEN_ANCHOR = compile_pattern(r"[0-9](?<=(?i:is|was|then|now)[ \u00a0][0-9])")
#: "Adaeze is 6.", "Tom was 34 and lived alone": a given name (``accept``: a listed given
#: name, no everyday word, or a word the text puts right after a relation noun elsewhere),
#: "is" or "was", and a number that closes its clause ("Victoria is 3 stops away",
#: "Paris is 6 hours ahead" stay).
AGE_NAMED_RE = compile_pattern(
    r"(?<![\p{L}\p{M}'’\-])(?P<w>\p{Lu}\p{Ll}{1,20})[ \u00a0](?:is|was)[ \u00a0]"
    + _AGE
    + _NO_UNIT_AFTER
    + _CLAUSE_END
)
#: The start of a sentence about someone: a pronoun, a title and a name, or a party.
_SENTENCE_SUBJECT_RE = compile_pattern(
    r"(?:^|[.!?][ \u00a0]+|\n|[0-9]\.[ \u00a0]+)(?:(?:He|She)\b|(?:"
    + literal_alternation(tuple(t.capitalize() for t in person_cues().titles))
    + r")\.?[ \u00a0]\p{Lu}|(?i:the[ \u00a0])?(?i:"
    + literal_alternation(person_cues().party_roles)
    + r")\b)"
)
#: "Oliver (7)", "mijn vader (82)", "ik ben lisa (22)": a number alone in brackets right after
#: a given name, a surname or a relation noun is that person's age (checked in ``accept``).
AGE_BRACKET_RE = compile_pattern(
    r"(?<![\w])(?P<w>\p{L}[\p{L}'’\-]{1,29})[ \u00a0]\((?P<v>[1-9][0-9]?|1[01][0-9])"
    # "wife kirsty (39, midwife at …)": the age first, then a lower-case word of the bracket
    r"(?:\)|,[ \u00a0]\p{Ll})"
)
_BRACKET_ANCHOR = compile_token_anchor(r"\([0-9]{1,3}(?:\)|,(?![^ \t\n]))")
#: "two children, A (now 13) and B (now 9)": an age in brackets after "now" or "then".
AGE_NOW_BRACKET_RE = compile_pattern(
    r"\((?i:now|then|aged?)[ \u00a0](?P<v>[1-9][0-9]?|1[01][0-9])\)"
)

#: "to a 10-year-old": the article after a preposition makes the age anyone's.
_ANYONE_BEFORE_RE = compile_pattern(
    r"(?i)\b(?:to|for|like|as)[ \u00a0]an?[ \u00a0]$", regex.REVERSE
)
#: "explain it like I'm 5", "as if I was 12": a pretended age before the first person.
_AS_IF_BEFORE_RE = compile_pattern(r"(?i)\b(?:like|as[ \u00a0]if|as[ \u00a0]though)[ \u00a0]\Z")
#: ... unless someone is described: "for a 45-year-old client who lost his job", "… named
#: Max", "… of mine" ("for a 7-year-old who loves dinosaurs" is anyone).
_PERSON_AFTER_RE = compile_pattern(
    r"[ \u00a0](?:(?:\p{L}{2,20}[ \u00a0])?(?i:named|called|of[ \u00a0]mine)"
    r"|\p{L}{2,20}[ \u00a0](?i:who|whose))\b"
)

#: Digit-first pre-scans (fast in ``regex``) for the age patterns.
_WORD_BEFORE_RE = compile_pattern(
    r"(\p{Lu}[\p{Ll}'\-]{1,30})(?:[ \u00a0]\([^()\n]{1,12}\))?,[ \u00a0]\Z"
)
#: A noun for a person right before an age set off by commas ("Irish guy, 38, living").
_NOUN_BEFORE_RE = compile_pattern(r"(?<![\p{L}])(?i:" + _APPOSITION_NOUNS + r"),[ \u00a0]\Z")
_COMMA_WORD_AFTER_RE = compile_pattern(r",[ \u00a0]\p{L}")
#: A word in lower case right before an age set off by commas ("ron, 78, stroke"), searched
#: from the age's start.
_LOWER_WORD_BEFORE_RE = compile_pattern(
    r"(?<![\p{L}\p{M}'’\-])(\p{Ll}{2,20}),[ \u00a0]$", regex.REVERSE
)
#: The given name and surname before an age with its unit ("Stefan de Jong, 27 jaar").
_GIVEN_NAME_BEFORE_RE = compile_pattern(
    r"(?<![\p{L}'’])(\p{Lu}\p{Ll}{1,20})[ \u00a0](?:\p{Ll}{1,4}[ \u00a0]){0,2}"
    r"\p{Lu}[\p{Ll}'’\-]{1,30},[ \u00a0]\Z"
)
_APPOSITION_ANCHOR = compile_pattern(r", [0-9]{1,3}(?:[,)]| (?i:j|yrs|years|jaar|jr))")
_UNIT_ANCHOR = compile_pattern(r"[0-9][ \u00a0\-]{0,2}(?i:y|jahre|ans|años|anni|jaar)")
_PHRASE_ANCHOR = compile_pattern(
    r"[0-9](?<=(?i:age|aged|of|am|'m|'s|’s|is|are|was|were|then|now|turn|turned|turning|alter|âge|edad|"
    r"età|bin|ben|ist|war)"
    r"[ :\u00a0]{1,3}[0-9])"
)


class DateOfBirthRecognizer(PatternRecognizer):
    NAME = "date_of_birth"
    ENTITY = "DATE_OF_BIRTH"
    PATTERNS = (
        Pattern("dob", DOB_RE, 0.9, "v"),
        Pattern("dob-year", BIRTH_YEAR_RE, 0.75, "v"),
        Pattern(
            "dob-year-list", BIRTH_YEAR_LIST_RE, 0.75, "v", anchor_words=("born",), window=(0, 120)
        ),
        Pattern("dob-place-year", BIRTH_PLACE_YEAR_RE, 0.75, "v"),
    )
    ANCHORS = ("born", "birth", "dob", "d.o.b", "yob", "geboren", "geburt", "jahrgang", "né",
               "naissance", "nacid", "nacimiento", "nato", "nata", "nascita")  # fmt: skip


class AgeRecognizer(PatternRecognizer):
    NAME = "age"
    ENTITY = "AGE"
    PATTERNS = (
        Pattern("age-unit", AGE_RE, 0.8, "v", anchor=_UNIT_ANCHOR),
        Pattern("age-phrase", AGE_CONTEXT_RE, 0.7, "v", anchor=_PHRASE_ANCHOR),
        Pattern("age-turn", AGE_TURN_RE, 0.7, "v", anchor_words=("turn",)),
        Pattern(
            "age-turn-verb",
            AGE_TURN_VERB_RE,
            0.7,
            "v",
            anchor_words=tuple(_AGE_CUES["age_turn_verbs"]),
            window=(1, 40),
        ),
        Pattern("age-list", AGE_LIST_RE, 0.7, "v", anchor_words=("age",)),
        Pattern("age-words", AGE_WORDS_RE, 0.7, "v", anchor_words=("age",), window=(0, 48)),
        Pattern("age-apposition", AGE_APPOSITION_RE, 0.6, "v", anchor=_APPOSITION_ANCHOR),
        Pattern("age-relation", AGE_RELATION_RE, 0.7, "v", near=(_RELATION_ANCHOR, 120, 80)),
        Pattern("age-clause", AGE_CLAUSE_RE, 0.6, "v", near=(_RELATION_ANCHOR, 16, 12)),
        Pattern(
            "age-unit-apposition",
            AGE_UNIT_APPOSITION_RE,
            0.6,
            "v",
            # the unit and its comma, found by a plain substring search
            anchor_words=("jaar,", "jahre,", "years,"),
            window=(48, 2),
        ),
        Pattern("age-bracket", AGE_BRACKET_RE, 0.7, "v", near=(_BRACKET_ANCHOR, 40, 8)),
        Pattern("age-chat", AGE_CHAT_RE, 0.6, "v", near=(_CHAT_ANCHOR, 8, 80)),
        Pattern("age-relation-s", AGE_RELATION_S_RE, 0.7, "v", near=(_S_ANCHOR, 120, 80)),
        Pattern("age-sex", AGE_SEX_RE, 0.7, "v", near=(_SEX_ANCHOR, 32, 8)),
        Pattern("age-sex-alone", AGE_SEX_ALONE_RE, 0.6, "v", near=(_SEX_ALONE_ANCHOR, 8, 16)),
        Pattern("age-titled", AGE_TITLED_RE, 0.7, "v", near=(_THEN_ANCHOR, 90, 20)),
        Pattern("age-then", AGE_THEN_RE, 0.7, "v", near=(_THEN_ANCHOR, 40, 8)),
        Pattern("age-and-then", AGE_AND_THEN_RE, 0.6, "v", near=(_THEN_ANCHOR, 20, 20)),
        Pattern("age-named", AGE_NAMED_RE, 0.6, "v", near=(_THEN_ANCHOR, 30, 8)),
        Pattern(
            "age-then-word",
            AGE_THEN_WORD_RE,
            0.6,
            "v",
            anchor_words=("then", "now"),
            window=(40, 40),
            literals=_THEN_WORD_LITERALS,
        ),
        Pattern(
            "age-who-word",
            AGE_WHO_WORD_RE,
            0.6,
            "v",
            anchor_words=("who",),
            window=(4, 48),
            literals=_WHO_WORD_LITERALS,
        ),
        Pattern(
            "age-you-word",
            AGE_YOU_WORD_RE,
            0.7,
            "v",
            anchor_words=("you",),
            window=(2, 48),
            literals=_YOU_LITERALS,
        ),
        Pattern(
            "age-word-old",
            AGE_WORD_OLD_RE,
            0.7,
            "v",
            anchor_words=("old",),
            window=(20, 24),
            literals=_OLD_LITERALS,
        ),
        Pattern(
            "age-list-word", AGE_LIST_WORD_RE, 0.6, "v", anchor_words=("aged",), window=(0, 140)
        ),
        Pattern(
            "age-now-bracket",
            AGE_NOW_BRACKET_RE,
            0.7,
            "v",
            anchor_words=("(now", "(then", "(age"),
            window=(1, 12),
        ),
    )

    def accept(self, pattern: Pattern, match: regex.Match[str], ctx: ScanContext) -> bool:
        """An apposition or a bracketed number counts after a name, not after an everyday word
        ("Table, 12,"; "Windows (10)"); an
        age after "to a", "for a", "like a" is anyone of that age ("explain it to a
        10-year-old", "gift ideas for a 7-year-old"), unless a person word follows."""
        if pattern.name == "age-word-old":
            anyone = _ANYONE_BEFORE_RE.search(ctx.text, max(0, match.start() - 12), match.start())
            return anyone is None or _PERSON_AFTER_RE.match(ctx.text, match.end()) is not None
        if pattern.name == "age-unit":
            if _a_duration(ctx.text, match):
                return False  # "ho lavorato 30 anni", "depuis 6 ans", "10 anni fa": time
            anyone = _ANYONE_BEFORE_RE.search(ctx.text, max(0, match.start() - 12), match.start())
            return anyone is None or _PERSON_AFTER_RE.match(ctx.text, match.end()) is not None
        if pattern.name == "age-bracket":
            word = match.group("w")
            return _names_someone(word) or _named_after_relation(ctx.text, match.start("w"), word)
        if pattern.name == "age-sex":
            word = match.group("w")
            return word.casefold() in ("i", "me", "myself") or _names_someone(word)
        if pattern.name == "age-then-word" and match.group("w") is None:
            # "Pugh, who is tall, and was then twenty-six,": a relative clause names someone
            return (
                _sentence_names_someone(ctx.text, match.start())
                or _WHO_BEFORE_RE.search(ctx.text, max(0, match.start() - 60), match.start())
                is not None
            )
        if pattern.name in ("age-then", "age-then-word"):
            word = match.group("w")
            return (
                word.lower() in person_cues().party_roles
                or word.lower() in _THEN_NOUNS  # "The worker, then 52, was employed"
                or (word[0].isupper() and word.lower() not in lexicon().common)
                or _names_someone(word)
            )
        if pattern.name == "age-phrase" and _AS_IF_BEFORE_RE.search(
            ctx.text, max(0, match.start() - 12), match.start()
        ):
            return False  # "explain it like I'm 5", "treat me as if I am 12": no one's age
        if pattern.name == "age-named":
            return _a_given_name(ctx.text, match.group("w"))
        if pattern.name == "age-and-then":
            return _about_someone(ctx.text, match.start())
        if pattern.name == "age-unit-apposition":
            return (
                not _a_duration(ctx.text, match)
                and _sentence_names_someone(ctx.text, match.start())
                and not _after_place_preposition(ctx.text, match.start())
            )
        if pattern.name in ("age-clause", "age-turn-verb"):
            return _sentence_names_someone(ctx.text, match.start())
        if pattern.name == "age-relation" and match.group("low") is not None:
            low = match.group("low")
            return low in lexicon().first and low not in lexicon().common and not is_everyday(low)
        if pattern.name != "age-apposition":
            return True
        if ctx.text[match.end("v") : match.end("v") + 1] in (" ", "\u00a0"):
            # "Kevin Hausmann, 34 Jahre": with a unit, only after a given name and a surname
            # ("bei Bosch, 2 Jahre" is a warranty)
            named = _GIVEN_NAME_BEFORE_RE.search(
                ctx.text, max(0, match.start() - 64), match.start("v")
            )
            key = named.group(1).lower() if named else ""
            return key in lexicon().first and key not in lexicon().common
        head = _WORD_BEFORE_RE.search(ctx.text, max(0, match.start() - 48), match.start("v"))
        if head is None:
            low = _LOWER_WORD_BEFORE_RE.search(
                ctx.text, max(0, match.start("v") - 24), match.start("v")
            )
            if low is not None and low.end() == match.start("v"):
                key = low.group(1)
                if key in lexicon().first and key not in lexicon().common and not is_everyday(key):
                    return True  # "the patient is ron, 78, stroke", "alfie, 10, has asthma"
            # "a Sikh man, 26, and": after a noun for a person, only before a comma and a word;
            # "Kayleigh (mum, 24)": or in brackets that close after the age
            noun = _NOUN_BEFORE_RE.search(ctx.text, max(0, match.start() - 24), match.start("v"))
            if noun is None:
                return False
            if _COMMA_WORD_AFTER_RE.match(ctx.text, match.end("v")) is not None:
                return True
            return (
                ctx.text[match.end("v") : match.end("v") + 1] == ")"
                and ctx.text[noun.start() - 1 : noun.start()] == "("
            )
        return head.group(1).lower() not in lexicon().common

    def invalidate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        # "I am 5 minutes late" is excluded by the pattern; "in 5 years old code" is not an age
        return None


_DURATIONS = load_data("person_cues.json")
#: The word right before an age phrase's number, searched from its end.
_DURATION_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}'’])(?:"
    + literal_alternation(_DURATIONS["age_durations_before"], reverse=True)
    + r")[ \u00a0]{1,2}$",
    regex.REVERSE,
)
_AGE_VERB_BEFORE_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{M}'’])(?:"
    + literal_alternation(_DURATIONS["age_verbs_before"], reverse=True)
    + r")[ \u00a0]{1,2}$",
    regex.REVERSE,
)
_DURATION_AFTER_RE = compile_pattern(
    r"(?i)[ \u00a0]{1,2}(?:"
    + literal_alternation(_DURATIONS["age_durations_after"])
    + r")(?![\p{L}])"
)


def _a_duration(text: str, match: regex.Match[str]) -> bool:
    """ "N anni / ans / años" as a span of time: a verb of working or living or a time word
    right before the number, "fa" or "ago" after the phrase (``age_durations_*`` of
    ``data/person_cues.json``); "N years old", and a verb that gives an age before the number
    ("ha 10 anni", ``age_verbs_before``), are always an age."""
    if "old" in match.group(0).casefold() or "alt" in match.group(0).casefold():
        return False
    if _AGE_VERB_BEFORE_RE.search(text, max(0, match.start() - 24), match.start()):
        return False  # "mio figlio ha 10 anni fa sport": "ha" gives the age
    before = _DURATION_BEFORE_RE.search(text, max(0, match.start() - 24), match.start())
    return before is not None or _DURATION_AFTER_RE.match(text, match.end()) is not None


def _about_someone(text: str, at: int) -> bool:
    """The sentence holding ``at`` starts with a person: "She ...", "Mr Oswin ...", "The
    appellant ..." (a sentence no longer than 240 characters before ``at``)."""
    subjects = list(_SENTENCE_SUBJECT_RE.finditer(text, max(0, at - 240), at))
    if not subjects:
        return False
    last = subjects[-1]
    between = text[last.end() : at]
    return not any(mark in between for mark in (". ", "? ", "! ", "\n"))


#: The words before an apposition's comma: a capitalised run (with name particles) and the
#: word before it ("ben Femke de Groot, 30 jaar": "ben"; "in Utrecht, 12 jaar": "in").
_RUN_BEFORE_COMMA_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(\p{L}+)[ \u00a0](?:(?:\p{Lu}[\p{L}'’\-]*|de|van|der|den|von|la|le|"
    r"del|di|da|du|el)[ \u00a0]){0,3}\p{Lu}[\p{L}'’\-]*,[ \u00a0]$",
    regex.REVERSE,
)


def _after_place_preposition(text: str, at: int) -> bool:
    """The capitalised run before the comma at ``at`` follows a preposition of place
    (``age_place_prepositions``): a town or a firm ("wonen in Utrecht, 12 jaar,"), not a
    name."""
    run = _RUN_BEFORE_COMMA_RE.search(text, max(0, at - 120), at)
    return run is not None and run.group(1).lower() in _PLACE_PREPOSITIONS


def _sentence_names_someone(text: str, at: int) -> bool:
    """The sentence holding ``at`` (at most 200 characters before it) has a person word: a
    pronoun, a naming verb, a relation noun or a title ("Meine Oma wurde … operiert und ist
    84", "Se llama Iñaki y tiene 69"), not only things ("Das Haus wurde renoviert und ist
    84")."""
    start = max(0, at - 200)
    for mark in (". ", "? ", "! ", "\n"):
        found = text.rfind(mark, start, at)
        if found >= 0:
            start = max(start, found + len(mark))
    titles = person_cues().titles
    for word in _SENTENCE_WORD_RE.findall(text, start, at):
        key = word.lower()
        if key in _SOMEONE_WORDS or key in titles:
            return True
    return False


#: The word before a name, searched from its end ("mijn moeder Ria (81)": "moeder").
_WORD_BEFORE_NAME_RE = compile_pattern(
    r"(?<![\p{L}\p{M}])(\p{L}[\p{L}\-]{1,29})[ \u00a0]$", regex.REVERSE
)


def _named_after_relation(text: str, start: int, word: str) -> bool:
    """A capitalised word no list knows, right after a relation noun: a name of another
    country ("mijn moeder Ria (81)", "my son Kwabena (7)"), not an everyday word (Zipf 4:
    a rare name is a little frequent too, "ria" 3.0)."""
    if not word[:1].isupper() or word.lower() in lexicon().common or is_everyday(word.lower(), 4.0):
        return False
    before = _WORD_BEFORE_NAME_RE.search(text, max(0, start - 32), start)
    return before is not None and before.group(1).lower() in person_cues().relation_nouns


def _a_given_name(text: str, word: str) -> bool:
    """A listed given name that is no everyday word ("Lily", not "Mark" or "Grace"), or a
    word the text puts right after a relation noun ("her daughter Adaeze's …")."""
    key = word.lower()
    lex = lexicon()
    if key in lex.first and key not in lex.common and not is_everyday(key):
        return True
    at = text.find(word)
    for _ in range(4):
        if at < 0:
            return False
        if _named_after_relation(text, at, word):
            return True
        at = text.find(word, at + len(word))
    return False


def _names_someone(word: str) -> bool:
    """A given name, a surname or a relation noun ("Oliver", "vader"), not an everyday word."""
    key = word.lower()
    lex = lexicon()
    if key in person_cues().relation_nouns:
        return True
    return (
        (key in lex.first or key in lex.surnames)
        and key not in lex.common
        and not (is_everyday(key))
    )
