"""Street addresses: house number + street name + street type (English), street name with a
German/Dutch/Nordic/Finnish suffix + number, Romance "Rue/Via/Calle … number" forms (the
street words, capitalised or in lower case, and the unit words live in ``data/streets.json``),
PO boxes, a flat or suite before the street and the unit / city / state / postcode tail after.

Every repetition is bounded and words are separated by exactly one kind of gap, so a failed
attempt costs at most a few hundred steps.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

import regex

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_flat,
    compile_pattern,
    compile_token_anchor,
    finding,
    finditer,
)
from dp_anonymizer.detect.everyday import is_everyday
from dp_anonymizer.detect.gazetteer import known_place
from dp_anonymizer.detect.language import ENGLISH, counts, profiles
from dp_anonymizer.detect.lexicon import lexicon, load_data, person_cues
from dp_anonymizer.detect.ner_vetoes import is_month, is_year_cue
from dp_anonymizer.detect.recognizers.postcode import UK_INWARD, UK_OUTWARD

_STREETS = load_data("streets.json")
#: Street-type word (lower case) -> the languages that write it before the street's name.
_TYPE_LANGUAGES: dict[str, frozenset[str]] = {}
for _lang, _words in _STREETS["types"].items():
    for _word in _words:
        _TYPE_LANGUAGES[_word] = _TYPE_LANGUAGES.get(_word, frozenset()) | {_lang}
_LOWER_CASE_BARE = frozenset(_STREETS["lower_case_bare"])
_ALSO_WORDS = frozenset(_STREETS["also_words"])
_AFTER_ADDRESS = frozenset(_STREETS["after_address"])
_COUNT_NOUNS = frozenset(_STREETS["count_nouns"])
_ENGLISH_TYPES: tuple[str, ...] = tuple(_STREETS["english_types"])
_LOWER_CASE_BARE_ENGLISH = frozenset(_STREETS["lower_case_bare_english"])
_UNITS: tuple[str, ...] = tuple(_STREETS["units"])
_PREFIX_UNITS = tuple(u for u in _UNITS if u not in frozenset(_STREETS["suffix_only"]))


def _either_case(words: Iterable[str]) -> str:
    """ "via" -> "[Vv]ia": an alternation of the words, longest first, each with its first
    letter in either case."""
    return "|".join(
        f"[{w[0].upper()}{w[0]}]{regex.escape(w[1:])}" if w[0].isalpha() else regex.escape(w)
        for w in sorted(set(words), key=lambda w: (-len(w), w))
    )


_STREET_TYPES = (
    r"Street|Str|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|"
    r"Square|Sq|Terrace|Terr|Way|Close|Crescent|Cres|Highway|Hwy|Parkway|Pkwy|Circle|Cir|"
    r"Trail|Trl|Mews|Gardens|Grove|Alley|Plaza|Loop|Pike|Expressway|Freeway|Turnpike|"
    r"Causeway|Embankment|Parade|Esplanade|Quay|Wharf|Ridge|Bypass|Broadway|Row|Walk|Rise|"
    r"Concourse|Hill|Heights|Hollow|Vale|Yard|Park"
)
#: Street types that name hills and landmarks as often as streets ("Bunker Hill", "Golan
#: Heights"): an address ending with one counts only with a unit, a town or postcode tail or
#: an address cue ("9 Primrose Hill, Bath BA1 5QT"; not "the 2 Notting Hill films"); so does a
#: yard ("2 Chapel Yard, Norwich NR2 1NY"; not "the 3 Scotland Yard detectives"), and so
#: does a park ("Unit 9 Dockside Park, Felixstowe IP11 3TW"; not "the 2 Hyde Park concerts").
_LANDMARK_TYPE_END_RE = compile_pattern(
    r"(?:Hill|Heights|Hollow|Vale|Yard|Park|HILL|HEIGHTS|HOLLOW|VALE|YARD|PARK"
    # an abbreviation in capitals ("4410 S ARCHER AVE, CHICAGO IL 60632"; not "5 STARS AVE")
    r"|(?-i:AVE|BLVD|HWY|PKWY|CRES|TERR|TRL))\Z"
)
#: Street types written abbreviated: only these take a dot ("Ave.", not the full stop of
#: "Avenue." or "Row.").
_ABBREVIATED_TYPES = r"\b(?:Str|St|Ave|Av|Rd|Blvd|Ln|Dr|Ct|Pl|Sq|Terr|Cres|Hwy|Pkwy|Cir|Trl)"
#: Letterheads and envelopes write the street in capitals ("2-6 SALISBURY SQUARE"); the
#: capitals of the short abbreviations ("ST", "DR", "PL") are too often something else.
_STREET_TYPES += "|" + "|".join(t.upper() for t in _STREET_TYPES.split("|") if len(t) >= 4)
#: Bank statements and shipping labels print US abbreviations in capitals too ("4410 S ARCHER
#: AVE"): those of three letters or more that are no word ("AVE", "BLVD"; not "ROW", "WAY").
_STREET_TYPES += "|AVE|BLVD|HWY|PKWY|CRES|TERR|TRL"
#: Street types and unit words in lower case ("130 st.", "210 apt."): no count after a number.
_ADDRESS_WORDS = frozenset(
    [t.casefold() for t in _STREET_TYPES.split("|")] + [u.rstrip(".") for u in _UNITS]
)
#: The marks that open each line of an e-mail quoted in a reply ("> 12 Kings Road\n> Reading"),
#: read after a line break.
_QUOTE_MARKS = r"(?:[ \t]{0,3}>{1,3})?"
#: What parts an address written on one line besides a comma ("12 Kings Road > Reading",
#: "Musterstraße 5 • 10115 Berlin", "3 Rue des Lilas – 69003 Lyon"): a mark between spaces.
_ONE_LINE_SEPARATOR = r"[ \t]{1,3}[|>•·–—][ \t]{1,3}"
#: A unit after the street, its word capitalised ("12 Main St. Apt 4B", "Hauptstraße 5, Whg. 3")
#: or an abbreviation in lower case ("Rua Haddock Lobo 595, apto 81").
_UNIT = (
    r"(?:(?:,?[ \t]{0,3}(?:\n"
    + _QUOTE_MARKS
    + r")?[ \t]{0,3}|"
    + _ONE_LINE_SEPARATOR
    + ")(?:"
    + "|".join(regex.escape(u[:1].upper() + u[1:]) for u in sorted(_UNITS, key=lambda u: -len(u)))
    + "|"
    + "|".join(
        regex.escape(u) for u in sorted(_STREETS["units_lower_case_after"], key=lambda u: -len(u))
    )
    + r")[ \t]{0,3}#?[A-Za-z0-9\-]{1,8})?"
)
#: A unit right before an address, its word in either case ("Flat 3, 27 Hawthorn Grove").
_UNIT_BEFORE_RE = compile_pattern(
    r"(?<![\w])(?:"
    + _either_case(_PREFIX_UNITS)
    + r")[ \t]{0,3}#?(?:[0-9]{1,5}[A-Za-z]?(?:[-/][0-9]{1,3})?|[A-Za-z][0-9]{0,4})[º°ª]?"
    r"(?![\w])(?:,|[ \t]{1,3}\|)?[ \t]{1,3}$"
)
#: ", City, ST 12345" / "\nCity\n, ST\n Country 12345" style tails: up to four segments,
#: each introduced by a comma, a newline or a separator of an address on one line
#: (:data:`_ONE_LINE_SEPARATOR`).
_POSTCODE = (
    r"(?:[0-9]{3,5}(?:[\- ][0-9]{3,4})?|[A-Z][0-9][A-Z][ ]?[0-9][A-Z][0-9]"
    r"|[A-Z]{1,2}[0-9][A-Z0-9]?[ ][0-9][A-Z]{2})"
)
_CAPS = r"\p{Lu}[\p{L}\p{M}'\-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'\-]{1,30}){0,2}"
_SEGMENT = (
    r"(?:(?:"
    + _POSTCODE
    + r"[ \t]{1,3})?"
    + _CAPS
    + r"|[A-Z]{2,3}|"
    + _POSTCODE
    # a form label on the next line ("\nTel: …") is not part of the address
    + r")(?![\p{L}\p{M}'\-0-9]|[ \t]{0,3}:)(?:[ \t]{1,3}"
    + _POSTCODE
    + r")?"
)
#: Lower-case words inside a town's name ("Caxias do Sul", "Ostrov nad Ohří", "Frankfurt am
#: Main", "Torroella de Montgrí").
_TOWN_PARTICLES = (
    r"(?:de|del|dels|della|di|da|do|dos|das|du|des|la|le|les|lès|sur|sous|nad|pod|am|an|im|"
    r"upon|on|en|el|al|sul|y|e|i|van|von|der|den|aan|op|bei|ob)"
)
_TAIL = (
    r"(?:(?:[ \t]{0,3},[ \t\n]{0,3},?[ \t]{0,3}|"
    + _ONE_LINE_SEPARATOR
    + ")"
    + _SEGMENT
    # a segment that opens a line ("\nCity\n, ST", "\n Cyprus 36903?", "\nCaxias do Sul") is
    # no word of a note's next line before a lower-case one ("06110 Halle\nHausbesuch durch
    # Frau …"), a town's particle apart
    + r"|[ \t]{0,3}\n"
    + _QUOTE_MARKS
    + r"[ \t\n]{0,3},?[ \t]{0,3}(?!\p{Lu}\p{Ll}+[ \t](?!"
    + _TOWN_PARTICLES
    + r"[ \t]\p{Lu})\p{Ll})"
    + _SEGMENT
    + r"){0,4}"
)
_NUM = r"[0-9]{1,6}[A-Za-z]?(?:[\-/][0-9]{1,4}[A-Za-z]?)?"
_WORD = r"\p{Lu}[\p{L}\p{M}'.\-]{0,30}"
_NAMEWORDS = r"(?:(?:" + _WORD + r"|[0-9]{1,3}(?:st|nd|rd|th))[ \t]){1,4}"

ENGLISH_RE = compile_pattern(
    # a comma before the number separates fields ("Rita Moss,8 Hill St,Reno") unless it
    # groups thousands
    r"(?<![\w.\-])"
    + AFTER_COMMA
    + _NUM
    + r"[ \t]{1,3}"
    + _NAMEWORDS
    + r"(?:"
    + _STREET_TYPES
    # the dot of an abbreviation ("Ave."), not the full stop after a whole word ("Avenue.")
    + r")\b(?:(?<="
    + _ABBREVIATED_TYPES
    + r")\.)?"
    + r"(?:[ \t](?:NW|NE|SW|SE|N|S|E|W)\b\.?)?"
    + _UNIT
    + _TAIL
)
#: Street-name endings (German, Dutch, Nordic, Finnish, Hungarian, Slavic, Baltic).
SUFFIX_STREETS = (
    "straße", "strasse", "str.", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer",
    "chaussee", "steig", "pfad", "markt", "laan", "straat", "gracht", "plein", "kade", "dreef",
    "singel", "steeg", "hof", "vej", "gade", "gatan", "gata", "vägen", "väg", "veien", "vei",
    "gate", "katu", "tie", "kuja", "polku", "tori", "utca", "út", "tér", "körút", "ulica",
    "ul.", "náměstí", "trg", "cesta", "iela", "gatvė", "tänav", "gränd", "torget", "stræde",
    "stræti", "straeti", "vegur", "braut", "vænget", "stien", "bakken", "haugen", "kapu", "sor",
    "köz", "sétány", "fasor", "rakpart", "tanya",
    # Dutch: a rampart's and a dyke's streets ("Oostergrachtswal 121", "Burgwal 4", "Zeedijk
    # 12") and a crossing's ("Kasteel-Traverse 55"); "Renewal 2025" keeps its "wal"
    "swal", "gwal", "dijk", "-traverse",
)  # fmt: skip
#: Street words that stand after a name as a separate word ("Erzsébet tér 19").
STANDALONE_STREETS = frozenset(
    {"straße", "strasse", "weg", "gasse", "platz", "allee", "ring", "laan", "straat", "utca",
     "út", "tér", "ulica", "ul.", "vej", "gatan", "katu", "tie", "körút", "iela", "tänav",
     "u.", "kapu", "köz", "gate", "vei", "veien", "gata", "sor", "fasor", "str.", "str"}
)  # fmt: skip
#: Candidate "word(s) + house number"; the street ending is checked in Python, which is far
#: cheaper than trying every ending at every word.
#: What a house number may carry after it, glued or after a hyphen: "211-bis", "5bis",
#: "14-ter"; a Dutch floor or ground floor ("Keizersgracht 12-III", "Jan Steenstraat 4-hs"); a
#: letter after a hyphen ("Oudegracht 220-B").
_HOUSE_SUFFIX = r"(?:-?(?:bis|ter)|-(?:I{1,3}|IV|hs|huis|[A-Za-z]))?"
SUFFIX_RE = compile_pattern(
    r"(?<![\w])(?P<num>[0-9]{1,6}[ \t]{1,3})?(?:(?P<w1>\p{Lu}[\p{L}\p{M}\-]{1,30}+)[ \t])?"
    r"(?P<w>\p{L}[\p{L}\p{M}\-.]{1,40}+)[ \t]{1,3}[0-9]{1,4}[A-Za-z]?(?:[\-/][0-9]{1,4}[A-Za-z]?)?"
    + _HOUSE_SUFFIX
    + r"\.?(?![\w])"
    + _UNIT
    + _TAIL
)
#: The street words in capitals, for a text written so ("17 RUE DES LILAS", "CALLE MAYOR 58").
_CAPITAL_TYPES = "|".join(
    regex.escape(w.upper()) for w in sorted(_TYPE_LANGUAGES, key=lambda w: (-len(w), w))
)
#: The particles between a Romance street's type and its name, in lower case and, for a text
#: written in capitals, in capitals ("17 RUE DES LILAS", "CALLE DE LA PAZ 4").
_PARTICLE_WORDS = (
    "de", "du", "des", "del", "della", "delle", "dei", "degli", "di", "da", "do", "dos", "das",
    "la", "le", "les", "l'", "d'", "los", "las", "el", "y", "yr",
)  # fmt: skip
_ROMANCE_PARTICLES = "|".join(
    regex.escape(w) for w in sorted({*_PARTICLE_WORDS, *(w.upper() for w in _PARTICLE_WORDS)})[::-1]
)
#: ... and those between the name's words ("Camino de Santiago y …").
_INNER_PARTICLE_WORDS = (
    "de", "du", "des", "del", "della", "di", "da", "do", "dos", "das", "la", "le", "les", "los",
    "las", "el", "y", "e",
)  # fmt: skip
_ROMANCE_INNER_PARTICLES = "|".join(
    regex.escape(w)
    for w in sorted({*_INNER_PARTICLE_WORDS, *(w.upper() for w in _INNER_PARTICLE_WORDS)})[::-1]
)
ROMANCE_RE = compile_pattern(
    r"(?<![\w])(?P<type>" + _either_case(_TYPE_LANGUAGES) + "|" + _CAPITAL_TYPES + r")[ \t]{1,3}"
    # (Welsh "y"/"yr": "Ffordd y Goedwig", "Heol yr Orsaf")
    r"(?:(?:" + _ROMANCE_PARTICLES + r")[ \t]{1,2}){0,2}"
    r"(?P<name>\p{L}[\p{L}\p{M}'\-]{1,30})"
    # more words: any, if a house number follows ("calle mayor 5"); otherwise capitalised or
    # particles only, so "rue de la Paix is nice" stops at "Paix"
    r"(?:(?:[ \t]\p{L}[\p{L}\p{M}'\-]{1,30}){0,3}(?=,?[ \t]{1,3}(?:n\.?[ºo°]?[ \t]?)?[0-9])"
    # (a particle only before a capitalised word: "Camino de Santiago y …" ends at "Santiago")
    r"|(?:(?:[ \t](?:" + _ROMANCE_INNER_PARTICLES + r")){0,2}"
    r"[ \t]\p{Lu}[\p{L}\p{M}'\-]{1,30}){0,3})"
    r"(?:,?[ \t]{1,3}(?:n\.?[ºo°]?[ \t]?)?(?P<num>[0-9]{1,4}[A-Za-z]?"
    + _HOUSE_SUFFIX
    + r")(?![\w]))?"
    + _UNIT
    + _TAIL
)
_ROMANCE_ANCHORS = tuple(sorted(_TYPE_LANGUAGES))
#: A street's name as people write it: a capital, then a small letter ("Zamboni", not "API").
_TITLE_RE = compile_pattern(r"\p{Lu}\p{Ll}")
#: The word after a house number ("via Stripe 3 days ago").
_WORD_AFTER_RE = compile_pattern(r"[ \t]{1,3}(?P<w>[^\W\d_]{1,30})")
#: Characters around a lower-case street word whose function words tell its language.
_LANGUAGE_WINDOW = 200
#: A digit after a space or tab (matched at the digit: a pattern that starts with a digit is
#: scanned for at C speed, one that starts with a space is tried at every word).
_SPACE_DIGIT_RE = compile_pattern(r"[0-9](?<=[ \t][0-9])")
_HOUSE_NUMBER_BEFORE_RE = compile_pattern(r"(?<![\w])[0-9]{1,6}[ \t]{1,3}$")
#: One number, one space, right before an address that starts with its house number.
_BUILDING_NUMBER_BEFORE_RE = compile_pattern(r"(?<![\w.,/:-])[0-9]{2,6}[ ]$")
#: ", Wisbech" / ", St Neots" right after a street named without a number: one to three
#: capitalised words, the town if the gazetteer knows it.
_TOWN_AFTER_RE = compile_pattern(
    r",[ \u00a0](\p{Lu}[\p{L}'’\-]{1,30}(?:[ \u00a0]\p{Lu}[\p{L}'’\-]{1,30}){0,2})"
)
#: A house number written before a Romance street word: "12 rue de la Paix", "12, Via Roma".
_NUMBER_BEFORE_RE = compile_pattern(r"(?<![\w])[0-9]{1,5}[A-Za-z]?,?[ \t]{1,3}$")
PO_BOX_RE = compile_pattern(
    r"(?i)\b(?:P\.?[ \t]?O\.?[ \t]{0,2}Box|G\.?P\.?O\.?[ \t]{0,2}Box|Post[ \t]Office[ \t]Box|"
    r"PSC[ \t][0-9]{1,5},?[ \t]Box|"
    r"Unit[ \t][0-9]{4},?[ \t]Box|Postfach|Boîte postale|Apartado(?: de correos)?|"
    r"Casella postale)[ \t]{1,3}[0-9]{1,6}"
    r"(?:,?[ \t]{0,3}\n?[ \t]{0,3}(?:APO|FPO|DPO)[ \t]{1,2}A[AEP][ \t]{1,2}[0-9]{5})?"
)
#: "USNS Bergman\nFPO AA 85844": US military ship / unit addresses.
MILITARY_RE = compile_pattern(
    r"(?:USNS|USNV|USS|USCGC)[ \t]\p{Lu}[\p{L}\-]{1,30}(?:[ \t]\p{Lu}[\p{L}\-]{1,30})?"
    r"(?:,?[ \t]{0,3}\n?[ \t]{0,3}(?:APO|FPO|DPO)[ \t]{1,2}A[AEP][ \t]{1,2}[0-9]{5})"
)
#: House number, one to three capitalised words, a number: "20789 Allika 46". Common enough
#: in other text ("1990 World Cup 2") that it only counts with a unit or tail line after it,
#: or next to an address word. One word of capitals alone between the numbers is a court's
#: register ("No. 22 JA 417", "No. 148 DB 2023"), not a street.
GENERIC_RE = compile_pattern(
    r"(?<![\w.,\-])(?P<base>[0-9]{1,6}[ \t]{1,3}(?!\p{Lu}{1,4}[ \t][0-9])"
    r"(?:\p{Lu}[\p{L}\p{M}'\-]{1,30}[ \t]){1,3}"
    r"[0-9]{1,4}[A-Za-z]?)(?![\w])" + _UNIT + _TAIL
)
#: After "lives at", "address:", "ship to" …: any "[number] words number" is an address.
#: "The address of my dentist is 12 Baker Street": whose address it is belongs to the cue
#: (up to four words), not to the value.
_AT = (
    r"(?i:lives at|live at|living at|resides at|"
    r"address[ \t]of[ \t](?:[\p{L}\p{M}'’.&\-]{1,30}[ \t]){1,4}?(?:is|was):?|"
    r"address(?![ \t]of[ \t])(?: is)?:?|drops? you off at|"
    r"sent to\??(?:[ \t]user:)?|return (?:it )?to|located at|office is at|ship(?:ped)? to|"
    r"deliver(?:ed)? to|moved to|send (?:it )?to|adresse(?: est| ist| lautet)?:?|"
    r"dirección(?: es)?:?|indirizzo(?: è)?:?|adres(?: is)?:?|anschrift(?: ist| lautet)?:?|"
    r"wohne in der|wohnt in der)"
)
CONTEXT_RE = compile_pattern(
    # the cue's verb is no word of the street, and a number that goes on after a dot is no
    # house number ("IP address is 192.168.1.100")
    _AT + r"[ \t\n]{1,3}(?!(?i:is|was)[ \t])"
    r"(?P<v>(?P<base>(?:(?i:the corner of)[ \t])?(?:[0-9]{1,6}[ \t]{1,3})?"
    r"(?:\p{L}[\p{L}\p{M}'.\-]{0,30}[ \t]){1,4}[0-9]{1,5}[A-Za-z]?)\.?(?![\w]|\.[0-9])"
    + _UNIT
    + _TAIL
    + r")"
)
#: An intersection: "the corner of 35 Pentelis Str. and Waechter Turnpike" — the second
#: street has no house number, so only the phrase says it is a place.
_STREET = (
    r"(?:[0-9]{1,6}[ \t]{1,3})?(?:(?:\p{Lu}[\p{L}\p{M}'.\-]{0,30}|[0-9]{1,3}(?:st|nd|rd|th))"
    r"[ \t]){1,4}(?:" + _STREET_TYPES + r")\b"
    # an abbreviation's dot, not the full stop of a sentence ("… and 42nd Street.")
    r"(?:\.(?![ \t]*(?:\n|$|\p{Lu})))?"
)
CORNER_RE = compile_pattern(
    r"(?i:corner[ \t]of|junction[ \t]of|intersection[ \t]of)[ \t]{1,3}(?P<v>"
    + _STREET
    + r"[ \t]{1,3}(?:and|&)[ \t]{1,3}"
    + _STREET
    + r")"
)
#: ... or the two streets after a word of place alone: "last seen near 5th Avenue and 42nd
#: Street", "we met at Main Street & Oak Avenue".
INTERSECTION_RE = compile_pattern(
    r"(?<![\w])(?i:near|at|on|by|outside)[ \t]{1,3}(?P<v>"
    + _STREET
    + r"[ \t]{1,3}(?:and|&)[ \t]{1,3}"
    + _STREET
    + r")"
)
_LOWER_WORD = r"[a-z][a-z'\-]{1,30}"
_ENGLISH_TYPE_ALTERNATION = "|".join(_ENGLISH_TYPES)
#: "9 castle street": the whole address in lower case, as chat is often written.
LOWER_CASE_RE = compile_pattern(
    r"(?<![\w.,\-])[0-9]{1,5}[a-z]?[ \t]{1,3}(?P<name>"
    + _LOWER_WORD
    + r"(?:[ \t]"
    + _LOWER_WORD
    + r")?)[ \t](?P<type>"
    + _ENGLISH_TYPE_ALTERNATION
    + r")\b"
)
_LOWER_ABBREVIATIONS: tuple[str, ...] = tuple(_STREETS["lower_case_type_abbreviations"])
_UPPER_WORD = r"[A-Z][A-Z'\-]{1,30}"
#: "i live at 3311 magazine st", "ship to 40 harbor rd.", "ADDRESS: 12 OAK ST": the same with
#: the type shortened, the whole street in lower case or in capitals, after a street cue ("in"
#: is a time's: "in 5 mins st louis"), "to" or an address label right before the house number;
#: the cue is the evidence, so a word may follow ("at 3311 magazine st new orleans").
#: The shortened type as a word of its own ("st", "RD.", "Ave"): searched among the distinct
#: tokens first, so prose, where "st" only starts words ("state", "still"), pays nothing.
_LOWER_SHORT_TYPE_ANCHOR = compile_token_anchor(
    r"(?<![\w])(?i:" + "|".join(_LOWER_ABBREVIATIONS) + r")\.?(?![\w])"
)
LOWER_CASE_SHORT_RE = compile_pattern(
    r"(?<![\w])(?i:(?:"
    + "|".join([*(c for c in _STREETS["street_cues"] if not c.startswith("in")), "to"])
    + r")[ \t]{1,3}|address(?:[ \t]is)?[ \t]?:?[ \t]{1,3})"
    # a clock's "3 PM ST" is no street
    r"(?P<v>[0-9]{1,5}[A-Za-z]?[ \t]{1,3}(?!(?i:[ap]m)[ \t])(?:(?P<name>"
    + _LOWER_WORD
    + r"(?:[ \t]"
    + _LOWER_WORD
    + r")?)[ \t](?P<type>"
    + "|".join(_LOWER_ABBREVIATIONS)
    + r")|(?P<uname>"
    + _UPPER_WORD
    + r"(?:[ \t]"
    + _UPPER_WORD
    + r")?)[ \t](?P<utype>"
    + "|".join(a.upper() for a in _LOWER_ABBREVIATIONS)
    + r"))(?![\w])\.?)"
)
#: "on Elm Street", "at elm street": a street named without a house number after a cue.
BARE_STREET_RE = compile_pattern(
    r"(?<![\w])(?i:"
    + "|".join(_STREETS["street_cues"])
    + r")[ \t](?P<v>(?P<name>\p{L}[\p{L}'\-]{1,30}(?:[ \t]\p{L}[\p{L}'\-]{1,30})?)[ \t]"
    r"(?P<type>(?i:" + _ENGLISH_TYPE_ALTERNATION + r")))\b"
)
_ENGLISH_ABBREVIATIONS: tuple[str, ...] = tuple(_STREETS["english_type_abbreviations"])
#: "on Chapel St, Macclesfield", "at Mill Rd": the same with the type shortened, capitalised.
BARE_STREET_SHORT_RE = compile_pattern(
    r"(?<![\w])(?i:"
    + "|".join(_STREETS["street_cues"])
    + r")[ \t](?P<v>(?P<name>\p{Lu}[\p{L}'\-]{1,30}(?:[ \t]\p{Lu}[\p{L}'\-]{1,30})?)[ \t]"
    r"(?P<type>" + "|".join(_ENGLISH_ABBREVIATIONS) + r"))(?![\w])"
)
#: The shortened type as its own capitalised word: rare in prose, unlike "st" as a prefix.
_SHORT_TYPE_ANCHOR = compile_token_anchor(
    r"(?<![\w])(?:" + "|".join(_ENGLISH_ABBREVIATIONS) + r")(?![\w])"
)
#: "St Thomas' Hospital, Westminster Bridge Rd, London SE1 7EH": a street named without a
#: house number, then a town and a UK postcode, which make the line an address (the postcode
#: is the postcode recognizer's; the street and the town are hidden here).
STREET_BEFORE_POSTCODE_RE = compile_pattern(
    r"(?<![\w])(?P<v>\p{Lu}[\p{L}'’\-]{1,30}(?:[ ]\p{Lu}[\p{L}'’\-]{1,30}){0,2}[ ]"
    r"(?:" + _STREET_TYPES + r")\.?,[ ]\p{Lu}[\p{L}\-]{1,30}(?:[ ]\p{Lu}[\p{L}\-]{1,30})?)"
    r",?[ ](?:" + UK_OUTWARD + r")[ ]" + UK_INWARD + r"(?![\w])"
)
_UK_POSTCODE_ANCHOR = compile_flat(UK_INWARD + r"(?![\w])")
#: "van de Vlierstraat", "in der Lindenstraße": a German or Dutch street named without a house
#: number after a preposition and its article (``bare_suffixes`` of ``data/streets.json``).
_BARE_SUFFIXES = tuple(_STREETS["bare_suffixes"])
_BARE_SUFFIX_NOT_STREETS = frozenset(_STREETS["bare_suffix_not_streets"])
BARE_SUFFIX_RE = compile_pattern(
    r"(?<![\w])(?i:" + "|".join(regex.escape(c) for c in _STREETS["bare_suffix_cues"]) + r")[ ]"
    r"(?P<v>\p{Lu}[\p{L}\-]{1,40}(?:" + "|".join(_BARE_SUFFIXES) + r"))(?![\w])"
)
#: "14 Kingsway, Hove BN3 4FA", "3 Strand, London": a house number and a street of one word
#: without a type, then a town the gazetteer knows or a UK postcode (checked in ``accept``).
ONE_WORD_STREET_RE = compile_pattern(
    r"(?<![\w.,/:\-])(?P<v>[0-9]{1,5}[A-Za-z]?[ ](?P<name>\p{Lu}\p{Ll}[\p{L}'’\-]{2,30}),[ ]"
    r"(?P<town>\p{Lu}[\p{L}'’\-]{1,30}(?:[ ]\p{Lu}[\p{L}'’\-]{1,30})?)(?![\w]))"
    r"(?P<post>,?[ ](?:" + UK_OUTWARD + r")[ ]" + UK_INWARD + r"(?![\w]))?"
)
#: "Lange Reihe 22, 20099 Hamburg", "Au 7, 83224 Grassau": a street named without a type, its
#: house number and a comma, then a continental postcode of four or five digits and a town the
#: gazetteer knows (checked in ``accept``) that ends the line or its part; the street opens a
#: field or a line. Searched only near a house number glued to its comma.
_STREET_PREPOSITIONS = "|".join(regex.escape(p) for p in _STREETS["preposition_streets"])
NUMBERED_STREET_POSTCODE_RE = compile_pattern(
    r"(?:(?<=[,:][ ])|(?<=\n)|\A"
    # ... or a German street named with its preposition, anywhere: "wohne in Am Mühlbach 3,
    # 97070 Würzburg", "An der Alster 12, 20099 Hamburg"
    r"|(?<![\w])(?=(?:" + _STREET_PREPOSITIONS + r")[ ]\p{Lu}))"
    r"(?P<v>(?P<name>(?:(?:" + _STREET_PREPOSITIONS + r")[ ])?\p{Lu}[\p{L}'’\-]{1,30}"
    r"(?:[ ]\p{Lu}[\p{L}'’\-]{1,30}){0,2})[ ][0-9]{1,4}[a-z]?),[ ][0-9]{4,5}[ ]"
    r"(?P<town>\p{Lu}[\p{L}\-]{1,30})[ \t]*(?=[\n,.;)]|\Z)"
)
_NUMBER_COMMA_ANCHOR = compile_token_anchor(r"(?<![\w])[0-9]{1,4}[a-z]?,(?=\s)")
_CONTEXT_ANCHORS = (
    "live", "living", "resides", "address", "drop", "sent to", "return", "located", "office is",
    "ship", "deliver", "moved to", "send", "adresse", "dirección", "indirizzo", "adres",
    "anschrift", "wohn",
)  # fmt: skip
UNIT_ONLY_RE = compile_pattern(
    r"\b(?:Apt\.?|Apartment|Suite|Ste\.)[ \t]{1,3}#?[0-9]{1,5}[A-Za-z]?\b"
)


_YEAR_RE = compile_pattern(r"(?:19|20)[0-9]{2}[ \t]")
#: The patterns that take any "[number] words number" (and the group holding it): a date
#: has that shape too ("14 November 2019", "sent to the parties on 5 June 2018").
_NUMBER_WORDS_NUMBER = {"generic": "base", "in-context": "v"}
_LETTERS_RE = compile_pattern(r"[^\W\d_]+")


#: A word and a year ending a number-words-number match: "Toronto in 2015".
_YEAR_AFTER_WORD_RE = regex.compile(r"(?<![\w])(?P<w>[^\W\d_]+)[ \t]+(?:19|20)[0-9]{2}(?![\w])")


#: A segment of an address's tail that is words alone: one to three capitalised words after
#: a comma, a line break (quoted or not) or a separator mark (group ``sep``), up to the next
#: of these or the end of the address.
_WORD_SEGMENT_RE = compile_pattern(
    r"(?:[ \t]{0,3}[,\n]|(?P<sep>" + _ONE_LINE_SEPARATOR + r"))[ \t,>]{0,3}"
    r"(?P<w>\p{Lu}[\p{L}\p{M}'\-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'\-]{1,30}){0,2})"
    r"(?=[ \t]{0,3}[,\n]|" + _ONE_LINE_SEPARATOR + r"|\Z)"
)
#: Sign-offs and greetings, lower case: a letter's closing line is no town.
_LETTER_FORMULAE = frozenset(person_cues().signoffs) | frozenset(person_cues().greetings)
#: A party's role or a job title, lower case: what a separator mark sets off after an address
#: on a caption or signature line ("… 10627 Berlin – Klägerin", "… | Account Manager").
_ROLES = frozenset(person_cues().party_roles) | frozenset(person_cues().job_titles)


def _names_a_town(words: str, after_mark: bool) -> bool:
    """Whether a tail segment of words alone (see :func:`_without_word_segments`) may be a
    town, region or country."""
    lower = words.lower()
    if any(lower == f or lower.startswith(f + " ") for f in _LETTER_FORMULAE):
        return False  # "Viele Grüße", "Dear Ms Owusu"
    if words.isupper() and len(words) <= 3:
        return True  # "CO", "NSW": a state's code
    if after_mark and lower in _ROLES:
        return False
    return " " in words or not is_everyday(lower) or known_place(words)


def _without_word_segments(text: str, cand: Candidate) -> Candidate:
    """An address that ends before the first segment of its tail that is no town. The tail's
    pattern takes any capitalised words for a town; these are none:

    * a sign-off or greeting, or a line it opens ("…\n10115 Berlin\nViele Grüße", "…London
      SW2 1HH\n\nDear Ms Owusu,");
    * one everyday word that names no place (the next sentence's "The" or "Then", a
      contact's "Tel.");
    * after a separator mark, a party's role or a job title ("Kantstraße 77, 10627 Berlin –
      Klägerin").

    "…, Reading", "…, Nice" and "… > Reading" stay. Segments with a digit (a postcode, a
    unit) are not looked at."""
    for m in _WORD_SEGMENT_RE.finditer(text, cand.start, cand.end):
        if m.start() > cand.start and not _names_a_town(m.group("w"), m.group("sep") is not None):
            return replace(cand, end=m.start())
    return cand


def _reads_as_date(match: regex.Match[str], group: str, text: str) -> bool:
    """The number-words-number is a date: a month among its words ("14 November 2019"), right
    after its last number ("the parties on 5 June 2018"), or a year after a time word
    ("moved to Toronto in 2015")."""
    value = match.group(group)
    letters = _LETTERS_RE.findall(value)
    if any(is_month(w) for w in letters):
        return True
    year = _YEAR_AFTER_WORD_RE.search(value)
    if year is not None and [w.casefold() for w in letters] == ["of"]:
        return True  # "CIVIL SUIT No. 0087 OF 2022": a register's number of a year
    if year is not None and is_year_cue(year.group("w")):
        return True
    after = _LETTERS_RE.match(text, match.end(group) + 1) if match.end(group) < len(text) else None
    return after is not None and text[match.end(group)] in " \t" and is_month(after.group(0))


def _word_after(text: str, end: int) -> str | None:
    after = _WORD_AFTER_RE.match(text, end)
    return None if after is None else after.group("w")


def _is_count_word(word: str) -> bool:
    """A word after a number that makes it a count: a lower-case word other than a function
    word ("3 years", "5 km", "road trips"), or a capitalised count noun ("5 Minuten")."""
    if word in _COUNT_NOUNS:
        return True
    return word[0].islower() and not (
        word in _AFTER_ADDRESS or word in profiles().language_of or word in _ADDRESS_WORDS
    )


def _ends_the_address(text: str, end: int) -> bool:
    """No word other than a function word follows the street: "9 castle street, leeds",
    "on elm street?" are addresses, "3 easy road trips" and "Road Safety Week" are not."""
    word = _word_after(text, end)
    return word is None or (word[0].islower() and not _is_count_word(word))


def _english_street_name(match: regex.Match[str], lower_case: bool) -> bool:
    """The name of "9 castle street" / "on Elm Street": no function word ("on the street",
    "at this road"); written in lower case, no everyday word either ("in fast lane")."""
    words = match.group("name").split()
    stopwords = profiles().language_of
    if any(w.casefold() in stopwords for w in words):
        return False
    if lower_case:
        return match.group("type") in _LOWER_CASE_BARE_ENGLISH and not any(
            w in lexicon().common for w in words
        )
    return all(_TITLE_RE.match(w) for w in words) and match.group("type")[0].isupper()


def _lower_case_street(match: regex.Match[str], ctx: ScanContext, number_before: bool) -> bool:
    """ "via Zamboni 33", "calle Mayor 5", "12 place Bellecour": Italian, Spanish and French
    writers put the street word in lower case. Then it takes a capitalised name and a house
    number; a word that is also an ordinary word ("via", "place") besides needs text that is
    not English ("send it via Stripe 3") and no count after its number ("via Zoom 3 times")."""
    if _TITLE_RE.match(match.group("name")) is None:
        return False
    return _numbered_street(match, ctx, number_before)


def _numbered_street(match: regex.Match[str], ctx: ScanContext, number_before: bool) -> bool:
    """A street word and its name with a house number before or after them; a street word that
    is also an ordinary word ("via", "place") needs text that is not English and no count
    after its number."""
    if number_before:
        return True
    if match.group("num") is None:
        return False
    kind = match.group("type").casefold()
    if kind not in _ALSO_WORDS:
        return True
    after = _word_after(ctx.text, match.end("num"))
    if after is not None and _is_count_word(after):
        return False  # "3 days", "2 times", "5 km": a count
    start, end = match.span()
    hits = counts(ctx.text[max(0, start - _LANGUAGE_WINDOW) : end + _LANGUAGE_WINDOW])
    own = max(hits.get(lang, 0) for lang in _TYPE_LANGUAGES[kind])
    return hits.get(ENGLISH, 0) <= own


def _one_word_street(match: regex.Match[str]) -> bool:
    """A street of one word before a town: "14 Kingsway, Hove". Not a month ("14 November,
    Leeds": a date) nor an everyday word ("12 Students, London": a count) unless a UK
    postcode follows; the town is known, or the postcode says the line is an address."""
    name = match.group("name")
    if is_month(name):
        return False
    if match.group("post") is not None:
        return True
    town = match.group("town")
    return not is_everyday(name) and (known_place(town) or known_place(town.split(" ")[0]))


#: A residence after an Indian cause title's "r/o" (``residence_marks`` of ``streets.json``):
#: the rest of the line, and a next line of a town and its PIN ("TUMAKURU - 572103").
_RESIDENCE_MARKS = tuple(_STREETS["residence_marks"])
_RESIDENCE_RE = compile_pattern(
    r"(?<![\p{L}/])(?:"
    + "|".join(regex.escape(m) for m in _RESIDENCE_MARKS)
    + r")[ \t\u00a0]{1,3}(?P<v>[\p{Lu}0-9][^\n]{2,160}?)[ \t.,;]*(?=\n|$|\.{2,})"
)
_PIN_LINE_RE = compile_pattern(
    r"\n[ \t]*\p{Lu}[\p{L} .]{1,30}?[ ]?[-–][ ]?[0-9]{6}(?=[ \t]*(?:\n|$))"
)


class AddressRecognizer(PatternRecognizer):
    NAME = "address"
    ENTITY = "ADDRESS"
    PATTERNS = (
        Pattern("english", ENGLISH_RE, 0.8),
        Pattern(
            "in-context", CONTEXT_RE, 0.85, "v", anchor_words=_CONTEXT_ANCHORS, window=(40, 160)
        ),
        Pattern("generic", GENERIC_RE, 0.4),
        Pattern(
            "corner",
            CORNER_RE,
            0.85,
            "v",
            anchor_words=("corner", "junction", "intersection"),
            window=(2, 200),
        ),
        Pattern(
            "intersection",
            INTERSECTION_RE,
            0.75,
            "v",
            anchor_words=_ENGLISH_TYPES,
            window=(90, 60),
        ),
        Pattern("military", MILITARY_RE, 0.85, anchor_words=("apo", "fpo", "dpo")),
        Pattern("lower-case", LOWER_CASE_RE, 0.8, anchor_words=_ENGLISH_TYPES, window=(70, 12)),
        Pattern(
            "lower-case-short",
            LOWER_CASE_SHORT_RE,
            0.8,
            "v",
            min_digits=1,
            near=(_LOWER_SHORT_TYPE_ANCHOR, 80, 4),
        ),
        Pattern(
            "bare-street",
            BARE_STREET_RE,
            0.6,
            "v",
            anchor_words=_ENGLISH_TYPES,
            window=(70, 12),
        ),
        Pattern(
            "bare-street-short",
            BARE_STREET_SHORT_RE,
            0.6,
            "v",
            near=(_SHORT_TYPE_ANCHOR, 70, 4),
        ),
        Pattern(
            "street-postcode",
            STREET_BEFORE_POSTCODE_RE,
            0.75,
            "v",
            near=(_UK_POSTCODE_ANCHOR, 200, 4),  # the longest match before the anchor: 185
        ),
        Pattern("one-word-street", ONE_WORD_STREET_RE, 0.7, "v"),
        Pattern(
            "numbered-street-postcode",
            NUMBERED_STREET_POSTCODE_RE,
            0.7,
            "v",
            min_digits=4,
            near=(_NUMBER_COMMA_ANCHOR, 100, 48),  # the name and number before, the town after
        ),
        Pattern(
            "bare-suffix",
            BARE_SUFFIX_RE,
            0.6,
            "v",
            literals=_BARE_SUFFIXES,
            window=(64, 12),  # a cue and a word before the ending, the ending after it
        ),
        Pattern("romance", ROMANCE_RE, 0.55, anchor_words=_ROMANCE_ANCHORS, window=(2, 200)),
        Pattern(
            "po-box",
            PO_BOX_RE,
            0.85,
            anchor_words=("box", "postfach", "boîte", "apartado", "casella", "unit"),
        ),
        Pattern(
            "unit",
            UNIT_ONLY_RE,
            0.6,
            anchor_words=("apt", "apartment", "suite", "ste."),
            window=(2, 24),
        ),
    )
    CONTEXT = ("address", "live at", "lives at", "located at", "adresse", "dirección",
               "indirizzo", "adres", "ship to", "deliver", "street")  # fmt: skip

    def accept(self, pattern: Pattern, match: regex.Match[str], ctx: ScanContext) -> bool:
        if pattern.name in _NUMBER_WORDS_NUMBER:
            after = _word_after(ctx.text, match.end("base"))
            if after is not None and _is_count_word(after):
                return False  # "moved to Berlin 3 years ago": a count, no house number
            return not _reads_as_date(match, _NUMBER_WORDS_NUMBER[pattern.name], ctx.text)
        if pattern.name == "lower-case-short":
            name = match.group("name") or match.group("uname")
            return all(w.lower() not in profiles().language_of for w in name.split())
        if pattern.name == "lower-case":
            return _ends_the_address(ctx.text, match.end()) and all(
                w not in profiles().language_of for w in match.group("name").split()
            )
        if pattern.name == "bare-street-short":
            return _ends_the_address(ctx.text, match.end()) and _english_street_name(match, False)
        if pattern.name == "bare-street":
            lower_case = match.group("type").islower()
            if lower_case and not match.group("name").islower():
                return False
            return _ends_the_address(ctx.text, match.end()) and _english_street_name(
                match, lower_case
            )
        if pattern.name == "one-word-street":
            return _one_word_street(match)
        if pattern.name == "numbered-street-postcode":
            return not is_month(match.group("name").split(" ")[-1]) and known_place(
                match.group("town")
            )
        if pattern.name == "bare-suffix":
            return match.group("v").casefold() not in _BARE_SUFFIX_NOT_STREETS
        if pattern.name != "romance":
            return True
        start = match.start()
        number_before = _NUMBER_BEFORE_RE.search(ctx.text, max(0, start - 10), start) is not None
        kind = match.group("type")
        if sum(ch.isalpha() for ch in kind) > 1 and kind.isupper():
            # a text in capitals ("17 RUE DES LILAS", "CALLE MAYOR 58"): every word has a
            # capital, so the house number tells the street; a street word that is an
            # ordinary word too ("SENT VIA EMAIL ON 3 MAY") is left to mixed case; one letter
            # and a mark ("C/ Señores Curas 88") is no word in capitals
            return (
                match.group("name").isupper()
                and kind.casefold() not in _ALSO_WORDS
                and _numbered_street(match, ctx, number_before)
            )
        if kind[0].isupper() or kind in _LOWER_CASE_BARE:
            # "rue de la Paix", "Via Roma 5", "12 rue de la paix": a capitalised name or a
            # house number; "the avenue tonight" has neither.
            return (
                match.group("name")[0].isupper()
                or any(ch.isdigit() for ch in match.group(0))
                or number_before
            )
        return _lower_case_street(match, ctx, number_before)

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        text = ctx.text
        for cand in super().find(ctx):
            if cand.kind == "romance":
                before = _NUMBER_BEFORE_RE.search(text, max(0, cand.start - 10), cand.start)
                if before is not None:
                    cand = replace(cand, start=before.start(), score=0.8)
                elif not any(ch.isdigit() for ch in text[cand.start : cand.end]):
                    # a street without a house number names no one's home where a text about
                    # no one asks about it ("el Camino Francés o el Camino del Norte?")
                    cand = replace(cand, asked_is_public=True)
            if cand.kind in ("bare-street", "bare-street-short"):
                cand = self._with_town(text, cand)
            if cand.kind != "unit":
                cand = self._with_unit(text, self._with_building_number(text, cand))
            yield _without_word_segments(text, cand)
        for cand in self._suffix_streets(ctx):
            yield _without_word_segments(
                text, self._with_unit(text, self._with_building_number(text, cand))
            )
        yield from self._residences(ctx)

    def _residences(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A party's residence after "r/o" (see ``_RESIDENCE_RE``)."""
        text = ctx.text
        if "/" not in text or not ctx.contains("r/o"):
            return
        for pos in ctx.find_all("r/o"):
            m = _RESIDENCE_RE.match(text, pos)
            if m is None:
                continue
            value = m.group("v")
            if "," not in value and not any(ch.isdigit() for ch in value):
                continue  # "R/O Water Purifier": a machine
            end = m.end("v")
            pin = _PIN_LINE_RE.match(text, m.end())
            if pin is not None:
                end = pin.end()
            yield finding(self.NAME, "residence", m.start("v"), end, "ADDRESS", 0.8)

    @staticmethod
    def _with_town(text: str, cand: Candidate) -> Candidate:
        """ "on Mill Lane, Wisbech": the town after a street named without a number is part
        of the address (shortest known place first, so "Wisbech, Cambs" keeps to the town)."""
        m = _TOWN_AFTER_RE.match(text, cand.end, min(len(text), cand.end + 100))
        if m is None:
            return cand
        words = m.group(1).split()
        for size in range(1, len(words) + 1):
            name = " ".join(words[:size])
            if known_place(name):
                end = m.start(1) + len(name)
                return replace(cand, end=end)
        return cand

    @staticmethod
    def _with_building_number(text: str, cand: Candidate) -> Candidate:
        """ "17151 2450 Crown St": a building or unit number right before the house number
        belongs to the address (left out, it stays in clear beside the placeholder)."""
        if not text[cand.start : cand.start + 1].isdigit():
            return cand
        before = _BUILDING_NUMBER_BEFORE_RE.search(text, max(0, cand.start - 8), cand.start)
        if before is None:
            return cand
        return replace(cand, start=before.start())

    @staticmethod
    def _with_unit(text: str, cand: Candidate) -> Candidate:
        """ "Flat 3, 27 Hawthorn Grove": the flat, suite or unit written before the street is
        part of the address (left out, "Flat 3," stays in clear beside the placeholder)."""
        before = _UNIT_BEFORE_RE.search(text, max(0, cand.start - 24), cand.start)
        if before is None:
            return cand
        return replace(cand, start=before.start())

    def _suffix_streets(self, ctx: ScanContext) -> Iterator[Candidate]:
        """ "Hauptstraße 5", "Erzsébet tér 19": found from the house number backwards."""
        text = ctx.text
        last_end = -1
        for hit in finditer(_SPACE_DIGIT_RE, text, self.name):
            pos = hit.start() - 1
            if pos < last_end:
                continue
            word_end = pos
            while word_end > 0 and text[word_end - 1] in " \t":
                word_end -= 1
            word_start = word_end
            while (
                word_start > 0
                and word_end - word_start <= 41
                and (text[word_start - 1].isalpha() or text[word_start - 1] in "-.")
            ):
                word_start -= 1
            word = text[word_start:word_end].casefold()
            if not (
                word in STANDALONE_STREETS or (len(word) > 4 and word.endswith(SUFFIX_STREETS))
            ):
                continue
            starts = [word_start]
            if word_start >= 2 and text[word_start - 1] == " ":
                prev = word_start - 1
                while prev > 0 and word_start - prev <= 31 and text[prev - 1].isalpha():
                    prev -= 1
                if prev < word_start - 1:
                    starts.insert(0, prev)
            number = _HOUSE_NUMBER_BEFORE_RE.search(text, max(0, starts[0] - 10), starts[0])
            if number is not None:
                starts.insert(0, number.start())
            for start in starts:
                match = SUFFIX_RE.match(text, start)
                if match is None or not self._street_word_ok(match):
                    continue
                score = self.score(self._SUFFIX, None, ctx, start, match.end())
                last_end = match.end()
                yield finding(self.name, self._SUFFIX.name, start, match.end(), self.ENTITY, score)
                break

    _SUFFIX = Pattern("street-suffix", SUFFIX_RE, 0.8)

    @staticmethod
    def _street_word_ok(match: regex.Match[str]) -> bool:
        written = match.group("w")
        word = written.casefold()
        if match.group("w1") is not None and word in STANDALONE_STREETS:
            return True
        if written.islower() and word not in STANDALONE_STREETS and is_everyday(word):
            return False  # "covering 2 accounts", "offering 3 options": a word with the ending
        return len(word) > 4 and word.endswith(SUFFIX_STREETS)

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        value = ctx.text[start:end]
        score = pattern.score
        if pattern.name in ("english", "lower-case") and _YEAR_RE.match(value):
            score = 0.45  # "in 2019 Apple Street…" is more often a year than a house number
        if pattern.name == "english" and _LANDMARK_TYPE_END_RE.search(value):
            score = 0.45  # "in 1863 Cemetery Hill", "the 2 Notting Hill films"
        if pattern.name == "romance" and any(ch.isdigit() for ch in value):
            score = 0.8
        if pattern.name == "generic":
            base = GENERIC_RE.match(ctx.text, start)
            if base is not None and base.end() > base.end("base") + 2:
                score = 0.8  # a unit or a city / postcode line follows
        if self.CONTEXT and ctx.has_context(start, end, self.CONTEXT):
            score = min(1.0, score + 0.3)
        return score
