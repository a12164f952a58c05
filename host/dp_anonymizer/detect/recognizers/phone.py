"""Phone numbers: a cheap bounded candidate pattern, then ``phonenumbers`` decides.

``phonenumbers`` (Google's libphonenumber metadata) knows every country's numbering plan, so it
validates far better than a hand-written pattern. It is slow per call, so it only sees short
candidate windows. International numbers (``+``/``00``) are checked once; national ones against
:data:`REGIONS` in order. Numbers that no plan accepts still count when a phone word is near.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import phonenumbers
import regex

from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    matches_at,
)
from dp_anonymizer.detect.cues import cue_before, cue_takes_fewer
from dp_anonymizer.detect.technical import amount, cas_number, draw_numbers, product_number

# Keep every metadata pattern phonenumbers compiles: the regions below need more than the
# ``re`` module's 512-entry cache holds, so without this each text recompiled hundreds.
phonenumbers.enable_pattern_cache()

#: National formats checked, in order: US/CA share "US" (NANP).
REGIONS = ("US", "GB", "DE", "FR", "ES", "IT", "NL", "IN", "AU")
#: Tried as well when a phone word ("call", "mobile", "number", …) is next to the candidate.
EXTRA_REGIONS = (
    "IE", "BE", "CH", "AT", "PT", "SE", "NO", "DK", "FI", "PL", "CZ", "HU", "GR", "IL", "TR",
    "BR", "MX", "AR", "JP", "CN", "KR", "SG", "ZA", "NZ", "RU", "UA",
)  # fmt: skip

CANDIDATE_RE = compile_pattern(
    # a colon before the number ends a label only after a word ("phone:212-555-0199"), not
    # a time or an address ("12:30:45", "fe80::1")
    r"[+(0-9](?<![\w+./-][+(0-9])(?<!(?<!\p{L}):[+(0-9])"
    r"(?:[ \u00a0().\-/]{0,3}[0-9]){5,16}\)?"
    r"(?![a-wyzA-WYZ0-9_]|[.:/-][0-9])"
)
_EXTENSION_RE = compile_pattern(r"[ ]?(?:x|ext\.?|extension|#)[ ]?[0-9]{1,6}(?![\w])")
_DATE_RE = compile_pattern(
    r"[0-9]{4}[-./][0-9]{1,2}[-./][0-9]{1,2}|[0-9]{1,2}[-./][0-9]{1,2}[-./][0-9]{2,4}"
)
_DOTTED_QUAD_RE = compile_pattern(r"[0-9]{1,3}(?:\.[0-9]{1,3}){3}")
#: A decimal number ("20231104.3", "47.2701"): one dot and nothing else between the digits.
_DECIMAL_RE = compile_pattern(r"[0-9]+\.[0-9]+")
#: A version number at the head of a candidate ("3.3.0 (2023-12-25"): three short dotted groups
#: and no fourth; dotted phone numbers write four or five groups ("01.23.45.67.89").
_VERSION_HEAD_RE = compile_pattern(r"[0-9]{1,2}\.[0-9]{1,2}\.[0-9]{1,3}(?![.0-9])")
#: A browser's or an app's four-part version with a lone zero for its minor part
#: ("124.0.6367.207", "10.0.19045.4291"): no plan writes a group of one 0 after the first.
_VERSION_ZERO_RE = compile_pattern(r"[0-9]{1,3}\.0\.[0-9]{1,5}\.[0-9]{1,4}")
#: An IBAN's head right before a candidate ("NL91 ABNA 0417 1643 01", "DE89 3704 …"): a country
#: code, check digits and groups of four; the digits after it are the rest of an account
#: number that failed its check, no phone number.
_IBAN_HEAD_RE = compile_pattern(r"(?<![\w])[A-Z]{2}[0-9]{2}(?:[ ]?[A-Z0-9]{4}){0,7}[ ]?\Z")
#: The US SSN/ITIN layout (3-2-4): numbers written like this are those identifiers (their
#: recognizer validates them), not phone numbers, unless a phone word says so.
#: An SSN's 3-2-4 grouping, and its near misses with a hyphen or dot (a digit short or too
#: many, a fourth group: "078-05-11201", "078-05-1120-1"); no plan groups a number so.
_SSN_SHAPE_RE = compile_pattern(
    r"[0-9]{3}(?P<sep>[- .])[0-9]{2}(?P=sep)[0-9]{4}"
    r"|[0-9]{3}(?P<sep>[-.])[0-9]{2}(?P=sep)[0-9]{3,5}(?:(?P=sep)[0-9]{1,2})?"
)
#: A card expiry (month/year) at the start of a candidate.
_EXPIRY_HEAD_RE = compile_pattern(r"(?:0?[1-9]|1[0-2])/[0-9]{2}(?:[0-9]{2})?(?![0-9/])")
_YEAR_END_RE = compile_pattern(r"\((?:1[89]|20)[0-9]{2}\)$")
#: The North American layout, (NXX) XXX-XXXX or NXX-NXX-XXXX with one separator throughout:
#: a phone number even where the plan has no such area or exchange (the 555 numbers of films,
#: forms and examples: "555-123-4567").
_NANP_LAYOUT_RE = compile_pattern(
    r"(?:\+?1[ .-]?)?(?:\([2-9][0-9]{2}\) ?[0-9]{3}[-.][0-9]{4}"
    r"|(?:[2-9][0-9]{2}(?P<sep>[-. ])[2-9]|555(?P<sep>[-. ])[0-9])[0-9]{2}(?P=sep)[0-9]{4})"
)
#: How national numbers of these plans are written: with the trunk prefix 0 ("030 …", "020 …",
#: "06 …"), or in Italy from 0 (fixed), 3 (mobile) or 8 (services). A digit run that starts
#: otherwise is no number of theirs ("401-023-2138" is no Hamburg number).
_NATIONAL_FIRST_DIGITS = {"GB": "0", "DE": "0", "FR": "0", "NL": "0", "AU": "0", "IT": "038"}
#: The longest group of digits a plan writes between separators: Spain writes its nine
#: digits in twos and threes ("911 70 12 34", "600 123 456"), so "911-701234" is none of its
#: numbers (an ITIN-like code), though the digits alone would be one.
_MAX_WRITTEN_GROUP = {"ES": 3}
_DIGIT_GROUP_RE = compile_pattern(r"[0-9]+")
#: A US ZIP+4 (five digits, hyphen, four): a postcode, not a Spanish mobile number.
_ZIP4_RE = compile_pattern(r"[0-9]{5}-[0-9]{4}")


def _is_range(value: str) -> bool:
    """ "60000-64999": two numbers of one length, the second larger."""
    low, dash, high = value.partition("-")
    return (
        dash == "-"
        and low.isdigit()
        and high.isdigit()
        and len(low) == len(high)
        and int(high) > int(low)
    )


CONTEXT = (
    "phone", "tel", "call", "mobile", "cell", "fax", "whatsapp", "contact", "reach", "dial",
    "telefon", "téléphone", "teléfono", "telefono", "handy", "portable", "móvil",
    "ring", "text me", "sms", "office", "desk", "landline", "hotline",
    # a firm's direct line written out in full ("Seine Durchwahl ist 0221 4478 316"); three
    # to six digits right after the word stay an extension (``cues.json``)
    "durchwahl", "direktwahl", "toestel",
    # signature abbreviations: "Mob. 0044 …", "Mobil: 0171 …", "GSM 0475 …", "Tél. 06 …"
    "mob.", "mob:", "mobil", "gsm", "natel", "tél", "tlf", "cel.", "cel:",
    # Indonesian and Malay "handphone": "HP: 0812-…", "No HP 0813 …" ("hp" alone is in "php")
    "hp:", "no hp", "no. hp", "nomor hp",
)  # fmt: skip


#: Words right before a number that make it some other identifier, not a phone number;
#: searched from the end.
_ID_BEFORE_RE = compile_pattern(
    r"(?i)\b(?:account|acct|konto|iban|card|ssn|social security|passport|licen[cs]e|routing|"
    r"order|invoice|ticket|id|no\.(?!\w)|nr\.?|ref|customer|tracking|zip|zip code|postal code|"
    r"postcode|plz|ein|tin|tax id|nhs|bsn|pesel|dni|nie|isbn|serial)(?:\b|(?<=\.))[^0-9]{0,12}$"
    # a document's own number right after its word: "Quote #2026-11-0412", "waybill 4417 2290
    # 13" ("quote me on 020 …" is a verb)
    r"|\b(?:quote|quotation|receipt|waybill|awb)[ \t]{0,2}(?:no\.?|nr\.?|number)?[ \t:#]{0,3}$",
    regex.REVERSE,
)


#: A European law's kind right before its number: "Directive 2003/88", "Regulation (EU)
#: 2016/679", "Decision No 1082/2013" (capitalised, as a title is written); searched from
#: the end.
_LAW_BEFORE_RE = compile_pattern(
    r"(?<![\p{L}])(?:Directive|Regulation|Decision|Framework[ ]Decision)"
    r"(?:[ ]\((?:EU|EC|EEC|Euratom)\))?(?:[ ](?:No|Nr)\.?)?[ ]\Z",
    regex.REVERSE,
)


def _candidate_starts(ctx: ScanContext) -> list[int]:
    """Where a match of :data:`CANDIDATE_RE` may start: at a "+" or "(", or at the first digit
    of a run (its look-behind rules out a digit after a word character). Trying it there
    instead of at every position of the text is the same scan at a fraction of the cost."""
    text = ctx.text
    starts = list(ctx.digit_run_starts)
    for mark in "+(":
        pos = text.find(mark)
        while pos >= 0:
            starts.append(pos)
            pos = text.find(mark, pos + 1)
    return sorted(starts)


class PhoneRecognizer(PatternRecognizer):
    NAME = "phone"
    ENTITY = "PHONE"
    PATTERNS = (Pattern("phone-candidate", CANDIDATE_RE, 0.4),)
    CONTEXT = CONTEXT

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        text = ctx.text
        for match in matches_at(CANDIDATE_RE, text, _candidate_starts(ctx), self.name):
            start, end = match.span()
            if (
                start > 0
                and text[start - 1] == "("
                and text[start] != "("
                and ")" in text[start:end]
            ):
                start -= 1  # "x(212) 555-0142": keep the bracket with its number
            first_digit = next(i for i in range(start, end) if text[i].isdigit())
            if first_digit - start > 1 and text[start] != "+" and text[first_digit - 1] != "+":
                # "((212)", "(/(212)": only the bracket right before the digits is the number's
                start = first_digit - 1 if text[first_digit - 1] == "(" else first_digit
            if text[end - 1] == ")" and text.count("(", start, end) < text.count(")", start, end):
                end -= 1  # "(call 555-0142)": the bracket belongs to the sentence
            value = text[start:end]
            bare = value.strip("()")
            if _DATE_RE.fullmatch(bare) or _DOTTED_QUAD_RE.fullmatch(bare):
                continue
            if (
                "/" in value and text[end : end + 1] == "/" and text[end + 1 : end + 2].isalpha()
            ) or _LAW_BEFORE_RE.search(text, max(0, start - 40), start):
                continue  # "Directive 2003/88/EC", "Regulation (EU) 2016/679": a law's number
            if _EXPIRY_HEAD_RE.match(value) and not ctx.has_context(start, end, self.CONTEXT):
                continue  # "09/27 123": a card's expiry and code
            if _VERSION_HEAD_RE.match(value) or product_number(text, start):
                continue  # "Ruby 3.3.0 (2023-12-25", "Part no. 4471-220-01", "build #20231104.3"
            if amount(text, start):
                continue  # "$8594.08 due … Contact …", "EUR 1234.50": an amount
            phone_context = ctx.has_context(start, end, self.CONTEXT)
            if not phone_context and (
                _SSN_SHAPE_RE.fullmatch(value)
                or _ZIP4_RE.fullmatch(value)
                or _is_range(value)
                or _YEAR_END_RE.search(value)
                or _DECIMAL_RE.fullmatch(bare)
                or _VERSION_ZERO_RE.fullmatch(value)
                or _IBAN_HEAD_RE.search(text, max(0, start - 40), start)
                or cas_number(bare)
                or draw_numbers(text, start, end)
            ):
                # "078-05-0000": an invalid SSN; "60614-2231": a ZIP+4; "60000-64999": a range;
                # "pp. 309-19 (1979)": pages and a year; "47.2701": a decimal; "124.0.6367.207": a
                # version; "NL91 ABNA 0417 1643 01": an IBAN's rest; "67-64-1": a CAS number;
                # "Powerball: 12 - 29 - 33 - 41 - 52": a draw — none of them a phone number
                continue
            # right after an identifier cue ("SSN: ", "Bestellnr. ") the number is that
            # identifier, even with a phone word somewhere near ("tel" in "Bestellnr")
            other_id = (
                cue_before(ctx, start)
                # "Durchwahl ist 0221 4478 316": an extension's word before a whole number
                and not (
                    phone_context and cue_takes_fewer(ctx, start, sum(ch.isdigit() for ch in value))
                )
            ) or (not phone_context and _ID_BEFORE_RE.search(ctx.before(start, 32)))
            if other_id:
                continue  # "zip code 10001-1234", "EIN 12-3456789": another identifier
            number_word = (
                phone_context
                or ctx.has_context(start, end, ("number", "no.", "#"))
                or _email_beside(text, start, end)
            )
            found = _validated(value, number_word)
            if found:
                if value.isdigit() and not phone_context:
                    # a bare digit run is a phone number only by coincidence of the plan
                    yield Candidate(start, end, "PHONE", 0.45, self.name)
                    continue
                stop = _with_extension(text, end)
                yield Candidate(start, stop, "PHONE", 1.0, self.name, True)
                continue
            digits = sum(ch.isdigit() for ch in value)
            if _with_country_code(value):
                # "81 3-5412-7788", "49 89 4123 7788": a country's calling code written
                # without its "+", then a number that plan accepts and groups so
                yield Candidate(start, _with_extension(text, end), "PHONE", 0.8, self.name)
            elif _NANP_LAYOUT_RE.fullmatch(value):
                yield Candidate(start, _with_extension(text, end), "PHONE", 0.7, self.name)
            elif value.startswith("+") and 8 <= digits <= 15:
                yield Candidate(start, _with_extension(text, end), "PHONE", 0.8, self.name)
            elif 7 <= digits <= 15 and number_word:
                yield Candidate(start, _with_extension(text, end), "PHONE", 0.75, self.name)


#: How far from a number an e-mail address on its line makes the line a contact line.
_CONTACT_REACH = 60
_EMAIL_AT_RE = compile_pattern(r"[\w.+-]@[\w-]{1,63}\.[\w]")


def _email_beside(text: str, start: int, end: int) -> bool:
    """Whether an e-mail address stands on the number's line within :data:`_CONTACT_REACH`
    characters: a signature or contact line ("Sean Whelan (sean@whelan.ie, 01 872 4410)")
    names a phone number as well as a phone word does, so the wider list of plans is tried."""
    lo = max(0, start - _CONTACT_REACH)
    hi = min(len(text), end + _CONTACT_REACH)
    line_start = text.rfind("\n", lo, start) + 1
    line_end = text.find("\n", end, hi)
    window = text[max(lo, line_start) : hi if line_end < 0 else line_end]
    return "@" in window and _EMAIL_AT_RE.search(window) is not None


def _with_extension(text: str, end: int) -> int:
    """Extend a number over an extension suffix such as ``x4587`` or ``ext. 12``."""
    m = _EXTENSION_RE.match(text, end, min(len(text), end + 16))
    return m.end() if m else end


@lru_cache(maxsize=4096)
def _validated(value: str, more_regions: bool = False) -> bool:
    """Whether the whole candidate is a number valid in some numbering plan.

    Parsing the candidate as a whole is four times cheaper than running PhoneNumberMatcher,
    and bounded: candidates have at most 17 digits. The longer region list is only tried
    next to a phone word, so digit-heavy text does not pay for it.
    """
    stripped = value.lstrip("(")
    international = stripped.startswith(("+", "00"))
    regions = ("US",) if international else REGIONS + (EXTRA_REGIONS if more_regions else ())
    text = "+" + value[value.index("00") + 2 :] if stripped.startswith("00") else value
    digits = "".join(ch for ch in text if ch.isdigit())
    for region in regions:
        first = _NATIONAL_FIRST_DIGITS.get(region)
        if not international and first is not None and digits[:1] not in first:
            continue
        widest = _MAX_WRITTEN_GROUP.get(region)
        if widest is not None and not international:
            groups = _DIGIT_GROUP_RE.findall(text)
            if len(groups) > 1 and max(len(g) for g in groups) > widest:
                continue
        try:
            number = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number) and (
            international or _area_code_whole(text, number)
        ):
            return True
    return False


@lru_cache(maxsize=4096)
def _with_country_code(value: str) -> bool:
    """Whether ``value`` is a calling code written without its ``+`` ("81 3-5412-7788",
    "44 20 7123 4567", "233 24 412 7789") and a number valid in that plan, grouped where the
    plan's international format splits it: the code alone in the first group, the area code
    whole in the second, and at least one split of the subscriber's digits in common (so a
    run of digit groups that a plan happens to accept, "33 12 45 67 89", stays)."""
    groups = _DIGIT_GROUP_RE.findall(value)
    if (
        len(groups) < 3
        or not 1 <= len(groups[0]) <= 3
        or groups[0][0] == "0"
        or not value[: len(groups[0])].isdigit()
    ):
        return False
    try:
        number = phonenumbers.parse("+" + value, None)
    except phonenumbers.NumberParseException:
        return False
    if number.country_code != int(groups[0]) or not phonenumbers.is_valid_number(number):
        return False
    formatted = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    plan_groups = _DIGIT_GROUP_RE.findall(formatted)
    if len(plan_groups) < 2 or len(groups[1]) < len(plan_groups[1]):
        return False
    return bool(_splits_from_end(groups[1:]) & _splits_from_end(plan_groups[1:]))


def _area_code_whole(text: str, number: phonenumbers.PhoneNumber) -> bool:
    """Whether the written number keeps its area code in one group: nobody writes a
    number of Offenburg's 07805 as "078-051120", so such a run is another kind of number
    (an SSN with a wrong grouping, a reference) that the plan happens to accept. The
    plan's own national format says where the trunk prefix and area code end."""
    groups = _DIGIT_GROUP_RE.findall(text)
    if len(groups) < 2 or text.startswith("(0)"):
        return True
    if phonenumbers.length_of_geographical_area_code(number) == 0:
        return True  # mobile and service numbers: their prefixes are written many ways
    formatted = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    plan_groups = _DIGIT_GROUP_RE.findall(formatted)
    if len(groups[0]) < len(plan_groups[0]):
        return False
    # and it splits the subscriber's digits somewhere the plan does ("0207 946 0958" and
    # "020 7946 0958" share the last four): "131052-30" and "4512 7788 12" share no split
    # with "310-5230" or "0451 277 8812", they are a code or a reference the plan accepts
    return bool(_splits_from_end(groups) & _splits_from_end(plan_groups))


def _splits_from_end(groups: list[str]) -> set[int]:
    """Where a written number's groups split it, counted in digits from its end (the end is
    the same whether or not the trunk prefix or the country's digit is written)."""
    splits, count = set(), 0
    for group in reversed(groups[1:]):
        count += len(group)
        splits.add(count)
    return splits
