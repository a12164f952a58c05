"""Postal codes: UK postcodes on their own (their shape is distinctive), other countries'
codes only next to an address word or a state/city, so "error 40401" stays text."""

from __future__ import annotations

import regex

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
)
from dp_anonymizer.detect.everyday import frequency
from dp_anonymizer.detect.gazetteer import known_place
from dp_anonymizer.detect.lexicon import lexicon, load_data

#: Outward code (area, district, and a sub-district letter: A9A for "W1A", AA9A for "EC4Y",
#: "SW1A") and inward code (digit + two letters).
UK_OUTWARD = r"[A-PR-UWYZ][A-HK-Y]?[0-9][0-9A-HJKMNPR-Y]?"
UK_INWARD = r"[0-9][ABD-HJLNP-UW-Z]{2}"
UK_RE = compile_pattern(r"(?<![\w])(?:" + UK_OUTWARD + r"|GIR)[ \u00a0]?" + UK_INWARD + r"(?![\w])")
CA_RE = compile_pattern(
    r"(?<![\w])[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z][ \u00a0]?[0-9][ABCEGHJ-NPRSTV-Z][0-9](?!["
    r"\w])"
)
NL_RE = compile_pattern(r"(?<![\w])[1-9][0-9]{3}[ \u00a0]?(?!SA|SD|SS)[A-Z]{2}(?![\w])")
#: US ZIP after a state abbreviation ("CA 94103"), or any 4–5 digit code after a postcode word.
US_STATE_ZIP_RE = compile_pattern(
    r"(?<![\w])(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|"
    r"PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]),?[ \u00a0]{1,2}(?P<v>[0-9]{5}(?:-[0-9]{4})?)(?![\w-])"
)
#: A field or key may name it too ("zip=94103", "postal_code: 10001", "billing_zip",
#: "postalCode", '"zip": "73301"'): a key joins its words by "_" and may end in a quote.
KEYWORD_RE = compile_pattern(
    r"(?i)(?<![\p{L}\p{N}])(?:zip(?:[ _\-]?code)?|postal[ _\-]?code|post[ _\-]?code|postcode|plz|"
    r"code postal|cap|código postal|codigo postal|c\.p\.|postnummer|postinumero|irányítószám|"
    r"kod pocztowy|cep)"
    r"(?![\p{L}])\.?(?:[ \u00a0](?:is|was|ist|est|es|è))?[\"']?[ \u00a0]{0,2}[:#=]?[ \u00a0]{0,2}"
    r"[\"']?"
    # digits, or a UK/CA-style code in capitals with a digit ("capture the", "zip or tar"),
    # or a whole UK postcode typed in lower case ("postcode: b15 2tt", "my postcode is n1 9gu")
    r"(?P<v>[0-9]{3,5}(?:[\- ][0-9]{2,4})?|(?-i:(?=[A-Z]{0,3}[0-9])[A-Z0-9]{2,4}[ ][A-Z0-9]{3})"
    r"|(?-i:[a-pr-uwyz][a-hk-y]?[0-9][0-9a-hjkmnpr-y]?[ ][0-9][abd-hjlnp-uw-z]{2}))"
    r"(?![\w])"
)
#: An Australian postcode after its state ("Sydney NSW 2001", "Alice Springs NT 0871").
AU_STATE_CODE_RE = compile_pattern(
    r"(?<![\w])(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT),?[ \u00a0]{1,2}(?P<v>[0-9]{4})(?![\w-]|[.,][0-9])"
)
#: A capitalised word, maybe after a comma, right before a state's abbreviation.
_TOWN_BEFORE_RE = compile_pattern(r"\p{Lu}\p{Ll}{1,30},?[ \u00a0]\Z")
#: A US ZIP+4 on its own: five digits, a hyphen, four digits is the layout of no other common
#: number (ranges join numbers of one length, "60000-64999").
ZIP4_RE = compile_pattern(r"(?<![\w./-])" + AFTER_COMMA + r"[0-9]{5}-[0-9]{4}(?![\w]|[./-][0-9])")
#: "10115 Berlin", "75002 Paris": five digits then a capitalised place word, after a comma/newline.
#: (The look-behind sits after the digits so it is only evaluated where digits matched.)
CITY_RE = compile_pattern(
    r"(?<![\w.,-])(?P<v>[0-9]{4,5})(?<=(?:^|\n|,[ \u00a0])[0-9]{4,5})[ \u00a0]\p{Lu}\p{Ll}{2,30}"
    r"(?![\w])"
)

#: "in 01069 Dresden", "à 69001 Lyon": a code of four or five digits between a preposition of
#: place and a place the gazetteer knows (a year is no code: "in 2019 Berlin", "in 1888
#: Scotland Yard"; four digits from 1000 to 2099 are read as a year). Chat writes the place in
#: lower case too ("in 68159 mannheim"): then it must be no frequent word.
IN_CITY_RE = compile_pattern(
    r"(?<![\w])(?:in|nach|aus|à|a|en|te)[ \u00a0](?P<v>[0-9]{4,5})"
    r"[ \u00a0](?P<p>\p{L}\p{Ll}{2,30})(?![\w])"
)
#: From this Zipf frequency in English a lower-case word after the code is a word ("à 37000
#: tours", "in 4000 reading"), not a place written in lower case ("in 68159 mannheim").
_LOWER_PLACE_MAX_ZIPF = 4.0

#: "60-166 Poznań", "1250-096 Lisboa": a Polish (two digits, hyphen, three) or Portuguese (four,
#: hyphen, three) code and a capitalised place word, after a comma or at a line's start.
CITY_DASHED_RE = compile_pattern(
    r"(?<![\w.,-])(?P<v>[0-9]{2}-[0-9]{3}|[0-9]{4}-[0-9]{3})(?<=(?:^|\n|,[ \u00a0])[0-9\-]{6,8})"
    r"[ \u00a0](?P<p>\p{Lu}\p{Ll}{2,30})(?![\w])"
)
#: A Brazilian CEP (five digits, hyphen, three) after its state's abbreviation ("São Paulo -
#: SP, 01414-001", "Recife/PE 50030-230").
BR_STATE_CEP_RE = compile_pattern(
    r"(?<![\w])(?:A[CLMP]|BA|CE|DF|ES|GO|M[AGST]|P[ABEIR]|R[JNORS]|S[CEP]|TO),?[ \u00a0]{1,2}"
    r"(?P<v>[0-9]{5}-[0-9]{3})(?![\w-])"
)
#: An Irish Eircode: a routing key (a letter of its set and two digits, or D6W) and a unique
#: identifier of four letters and digits of the same set with a letter among them ("D06 X2K8",
#: "T12 YE03"); only at the end of an address line or after "Eircode".
_EIR = r"[0-9ACDEFHKNPRTVWXY]"
IE_RE = compile_pattern(
    r"(?<![\w])(?:[ACDEFHKNPRTVWXY][0-9]{2}|D6W)[ \u00a0]?(?="
    + _EIR
    + r"{0,3}[ACDEFHKNPRTVWXY])"
    + _EIR
    + r"{4}(?![\w])"
)
_IE_ANCHOR = compile_token_anchor(
    r"(?<![\w])(?:[ACDEFHKNPRTVWXY][0-9]{2}|D6W)(?:" + _EIR + r"{4})?(?![\w])"
)

_KEYWORD_ANCHORS = (
    "zip", "postal", "post code", "post-code", "postcode", "plz", "cap", "código", "codigo",
    "c.p.", "postnummer", "postinumero", "irányítószám", "kod pocztowy", "cep",
)  # fmt: skip


#: "in Costamezzana 43015", "in København K 1421": a place name followed by its code.
PLACE_CODE_RE = compile_pattern(
    r"in[ \u00a0](?<![\w]in[ \u00a0])(?P<p>\p{Lu}[\p{L}\p{M}'\-]{1,30}(?:[ \u00a0]\p{Lu}"
    r"[\p{L}\p{M}'\-]{0,30}){0,2})[ \u00a0](?P<v>[0-9]{4,5}|[0-9]{3}[ ][0-9]{2})(?![\w])"
)

#: "Austin, Texas 78701", "Springfield, Illinois 62704": a five-digit ZIP (or ZIP+4) after a
#: place the gazetteer knows, a state written out; also as the next field of a record
#: ("Madison | 53703", "Reno,89501").
_PLACE_ZIP_SEP = r"(?:,?[ \u00a0]|[ \u00a0]?[|;,\t][ \u00a0]?)"
PLACE_ZIP_RE = compile_pattern(
    r"(?<![\w])(?P<p>\p{Lu}[\p{L}\p{M}'\-]{1,30}(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'\-]{1,30}){0,2})"
    + _PLACE_ZIP_SEP
    + r"(?P<v>[0-9]{5}(?:-[0-9]{4})?)(?![\w-]|[.,][0-9])"
)
#: "…, Dhaka 1205", "…, Bengaluru 560001": a code of four or six digits after a place, one
#: space between; searched only around such a code after a lower-case letter.
PLACE_SHORT_CODE_RE = compile_pattern(
    r"(?<![\w])(?P<p>\p{Lu}[\p{L}\p{M}'\-]{1,30}(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'\-]{1,30}){0,2})"
    r"[ \u00a0](?P<v>[0-9]{4}|[0-9]{6})(?![\w-]|[.,][0-9])"
)
#: (A year, "March 2019", is no such code and opens no window.)
_SHORT_CODE_ANCHOR = compile_pattern(
    r"[0-9]{4}(?:[0-9]{2})?(?<=\p{Ll}[ \u00a0][0-9]{4}(?:[0-9]{2})?)(?![0-9])"
    r"(?<!\p{Ll}[ \u00a0](?:19|20)[0-9]{2})"
)
#: A numbered part of an address written inline: "House 12", "Road 5", "Flat 6", "Plot 14".
_NUMBERED_PART_RE = compile_pattern(
    r"(?<![\w])(?i:house|flat|apt|apartment|suite|unit|block|plot|road|street|lane|floor|"
    r"building|bldg|sector|kv|apto|dpto|depto)\.?[ \u00a0]?#?[0-9]{1,5}[A-Za-z]?(?![\w])"
)
#: A town after an address's comma, right before a code (searched in a short window).
_EIRCODE_TOWN_RE = compile_pattern(
    r",[ ](?P<t>\p{Lu}[\p{L}'\-]{1,30}(?:[ ]\p{Lu}[\p{L}'\-]{1,30})?)[ ]\Z"
)
#: After a code of four or six digits ("Dhaka 1205", "Bengaluru 560001"): the end of the line,
#: of the sentence or of a field, not a word ("London 1200 staff").
_CODE_END_RE = compile_pattern(r"[ \u00a0]{0,2}(?:[,;|()\n]|[.!?]?[ \u00a0]*$|[.!?][ \u00a0\n])")

#: A house number and a capitalised street word ("8 Hill St", "221 River Road").
_HOUSE_NUMBER_RE = compile_pattern(r"(?<![\w.])[0-9]{1,5}[ \u00a0]\p{Lu}\p{Ll}")
#: A street's name written before its house number and closed by a comma ("ul. Tverskaya 17,
#: kv. 42", "Laugavegur 118,"); the name no common word ("Chapter 12,", "Room 4,").
_STREET_FIRST_RE = compile_pattern(
    r"(?<![\w])\p{Lu}\p{Ll}{2,30}[ \u00a0][0-9]{1,4}[A-Za-z]?(?:/[0-9]{1,4})?,"
)
_POSTCODE_DATA = load_data("postcodes.json")
#: Capitalised words before a number that make it anything but a postcode (``not_places``).
_NOT_PLACES = frozenset(_POSTCODE_DATA["not_places"])


#: A year and a comma right before a number: "1999, 2000, 2007 Free Software" lists years.
_YEAR_LIST_BEFORE_RE = compile_pattern(r"(?<![0-9])(?:1[89]|20)[0-9]{2},[ \u00a0]$")
_LEADING_CAPS_RE = compile_pattern(r"[A-Z]+")
#: The UK's postcode areas (``uk_areas``): "FF0 0FF" has the shape of a postcode but no area.
UK_AREAS = frozenset(_POSTCODE_DATA["uk_areas"])


class PostcodeRecognizer(PatternRecognizer):
    NAME = "postcode"
    ENTITY = "POSTCODE"
    PATTERNS = (
        Pattern("uk", UK_RE, 0.6, anchor=compile_token_anchor(r"[0-9][A-Z]{2}(?![\w])")),
        Pattern("ca", CA_RE, 0.6, anchor=compile_token_anchor(r"[0-9][A-Z][0-9](?![\w])")),
        Pattern("nl", NL_RE, 0.4, min_digits=4),
        Pattern(
            "us-state-zip",
            US_STATE_ZIP_RE,
            0.75,
            "v",
            anchor=compile_pattern(r"[0-9]{5}(?<=[A-Z]{2},?[ \u00a0]{1,2}[0-9]{5})"),
            min_digits=5,
        ),
        Pattern(
            "au-state-code",
            AU_STATE_CODE_RE,
            0.75,
            "v",
            anchor=compile_pattern(
                r"[0-9]{4}(?<=(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT),?[ \u00a0]{1,2}[0-9]{4})"
            ),
            min_digits=4,
        ),
        Pattern("keyword", KEYWORD_RE, 0.9, "v", anchor_words=_KEYWORD_ANCHORS),
        Pattern("zip4", ZIP4_RE, 0.55, min_digits=5),
        Pattern("city", CITY_RE, 0.55, "v", min_digits=4),
        Pattern(
            "in-city",
            IN_CITY_RE,
            0.55,
            "v",
            min_digits=4,
            # tried only around a code before a word: most prepositions precede no code
            near=(compile_pattern(r"[0-9]{4,5}[ \u00a0]\p{L}"), 6, 36),
        ),
        Pattern(
            "city-dashed",
            CITY_DASHED_RE,
            0.55,
            "v",
            anchor=compile_token_anchor(r"(?<![\w])[0-9]{2,4}-[0-9]{3}(?![\w])"),
        ),
        Pattern("ie", IE_RE, 0.6, anchor=_IE_ANCHOR),
        Pattern(
            "br-state-cep",
            BR_STATE_CEP_RE,
            0.75,
            "v",
            anchor=compile_token_anchor(r"(?<![\w])[0-9]{5}-[0-9]{3}(?![\w])"),
        ),
        Pattern("place-code", PLACE_CODE_RE, 0.55, "v"),
        Pattern(
            "place-zip",
            PLACE_ZIP_RE,
            0.6,
            "v",
            anchor=compile_pattern(r"[0-9]{5}(?<=\p{Ll}" + _PLACE_ZIP_SEP + r"[0-9]{5})"),
            min_digits=5,
        ),
        Pattern(
            "place-short-code",
            PLACE_SHORT_CODE_RE,
            0.6,
            "v",
            min_digits=4,
            # the longest place before the code: three words of 31 characters and spaces
            near=(_SHORT_CODE_ANCHOR, 112, 8),
        ),
    )

    def accept(self, pattern: Pattern, match: regex.Match[str], ctx: ScanContext) -> bool:
        if pattern.name == "uk":
            area = _LEADING_CAPS_RE.match(match.group(0))
            return area is not None and area.group(0) in UK_AREAS
        if pattern.name == "city":
            # "Copyright 1999, 2000, 2007 Free Software …": a list of years, not "2000 Antwerpen"
            start = match.start("v")
            return _YEAR_LIST_BEFORE_RE.search(ctx.text, max(0, start - 8), start) is None
        if pattern.name == "in-city":
            code = match.group("v")
            if len(code) == 4 and (code[0] == "1" or code[:2] == "20"):
                return False  # "in 2019 Berlin", "in 1888 Scotland Yard": a year
            place = match.group("p")
            if place[0].islower():
                return frequency(place) < _LOWER_PLACE_MAX_ZIPF and known_place(place.capitalize())
            return known_place(place)
        if pattern.name == "city-dashed":
            # "60-166 Poznań": a place the gazetteer knows after the code ("…, 10-150 Points")
            return known_place(match.group("p"))
        if pattern.name == "ie":
            # "…, Dublin 6, D06 X2K8.": the end of an address line, or after "Eircode"
            start, end = match.span()
            if "eircode" in ctx.before(start, 16):
                return True
            if ctx.text[max(0, start - 2) : start] not in (", ", ",\u00a0", "\n") and not (
                start == 0 or ctx.text[start - 1] == "\n"
            ):
                # "…, Cork T23 KX80": after a known town that follows an address's comma
                town = _EIRCODE_TOWN_RE.search(ctx.text, max(0, start - 40), start)
                if town is None or not known_place(town.group("t")):
                    return False
            return _CODE_END_RE.match(ctx.text, end, min(len(ctx.text), end + 8)) is not None
        if pattern.name == "place-zip":
            if not known_place(match.group("p")):
                return False
            # a field of a record ("Reno,89501"): only after a house number and street on its
            # line; a city and a number in a table of data are no address
            gap = ctx.text[match.end("p") : match.start("v")]
            if gap in (" ", "\u00a0", ", ", ",\u00a0"):
                return True
            line = ctx.text.rfind("\n", max(0, match.start() - 160), match.start()) + 1
            return _HOUSE_NUMBER_RE.search(ctx.text, line, match.start()) is not None
        if pattern.name == "au-state-code":
            # "Sydney NSW 2001," closes an address: a town before the state, the end of a field
            # after the code ("the WA 2021 election", "Windows NT 4000 series", "use WA 1234
            # units" stay)
            end = match.end("v")
            if _CODE_END_RE.match(ctx.text, end, min(len(ctx.text), end + 8)) is None:
                return False
            return (
                _TOWN_BEFORE_RE.search(ctx.text, max(0, match.start() - 34), match.start())
                is not None
            )
        if pattern.name == "place-short-code":
            return known_place(match.group("p")) and self._short_code_on_address_line(
                ctx.text, match
            )
        if pattern.name != "place-code":
            return True
        code = match.group("v")
        if len(code) == 4 and code[:2] in ("19", "20"):
            return False  # "in Windows 2000", "in March 2021": a year
        if match.group("p").isupper() and len(match.group("p")) <= 4:
            return False  # "in PEP 3148", "in RFC 2616": an acronym and a number name a document
        common = lexicon().common
        place = [word.casefold() for word in match.group("p").split()]
        return not any(word in common or word in _NOT_PLACES for word in place)

    @staticmethod
    def _short_code_on_address_line(text: str, match: regex.Match[str]) -> bool:
        """A code of four or six digits after a known place ("…, Dhanmondi, Dhaka 1205",
        "…, MG Road, Bengaluru 560001", Bangladesh's, India's, Australia's, Denmark's…) is a
        postcode where the place closes an address written inline: a comma before it, a house
        number or a numbered house, flat or road before that on its line, and nothing but the
        end of a field
        after the code. A year is no code ("…, Tokyo 2020"), nor a count ("London 1200 staff"),
        nor a number in a list of places ("Boston, Denver, Seattle 1234")."""
        code = match.group("v")
        if len(code) == 4 and code[:2] in ("19", "20"):
            return False
        if text[match.end("p") : match.start("v")] not in (" ", "\u00a0"):
            return False
        if _CODE_END_RE.match(text, match.end("v"), min(len(text), match.end("v") + 8)) is None:
            return False
        line = text.rfind("\n", max(0, match.start() - 160), match.start()) + 1
        before = text[line : match.start()].rstrip(" \u00a0")
        if not before.endswith(","):
            return False
        if (
            _HOUSE_NUMBER_RE.search(text, line, match.start()) is not None
            or _NUMBERED_PART_RE.search(text, line, match.start()) is not None
        ):
            return True
        common = lexicon().common
        return any(
            m.group(0).split()[0].casefold() not in common
            for m in _STREET_FIRST_RE.finditer(text, line, match.start())
        )

    CONTEXT = ("postcode", "post code", "postal", "zip", "address", "plz", "live in", "lives in")

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        if ctx.has_context(start, end, self.CONTEXT):
            return MAX_SCORE if pattern.score >= 0.6 else 0.75
        return pattern.score

    def invalidate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        # "ERROR 40401", "HTTP 404", "code E1 2AB": error/status words right before
        before = ctx.before(start, 16)
        return any(w in before for w in ("error", "err ", "status", "http", "exit", "errno"))
