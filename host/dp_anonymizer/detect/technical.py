"""Number-shaped things that are no one's data: part and build numbers, lottery draws, object
identifiers, release dates and log timestamps.

Code, logs and catalogues pasted into a chat are full of digit runs that a numbering plan, the
IPv4 syntax or a calendar happens to accept ("Part no. 4471-220-01", "build #20231104.3",
"2.5.29.17", "Python 3.11.4 (main, Jun  7 2023, …)"). Each check here is a bounded look at
the text around one candidate; the words live in ``data/technical.json``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise

import regex

from dp_anonymizer.detect.base import compile_pattern
from dp_anonymizer.detect.lexicon import alternation, literal_alternation, load_data

#: Characters before a candidate searched for the word that names it.
_WINDOW = 96
#: A value of a list after a product cue ("SKU 400-118-552, 400-118-553 and …"): a digit in it.
_LISTED = r"[A-Za-z]{0,8}[0-9][\w.\-/]{0,30}"
_LIST_JOIN = r"(?:[ \t]{0,2}[,;/][ \t]{0,2}|[ \t]{1,2}(?:and|or|&|und|et|y|e|en)[ \t]{1,2})"
#: Five or more numbers of one or two digits, one separator throughout: a draw's shape.
_DRAW_SHAPE_RE = compile_pattern(r"[0-9]{1,2}(?:(?P<sep>[ ]{1,2}|[ ]?[-,][ ]?)[0-9]{1,2}){4,7}")
#: A CAS registry number: two to seven digits, two digits, a check digit.
_CAS_RE = compile_pattern(r"(?P<a>[0-9]{2,7})-(?P<b>[0-9]{2})-(?P<c>[0-9])")
#: A version number right before the text searched back from: "3.11.4", "v1.75.0", "[1.4.0]",
#: and what may stand between it and its release date: a hyphen ("## [1.4.0] - 2024-02-20"),
#: a bracket with at most one token ("(main, ", "(tags/v3.12.1:2305ca5, ", "(82e1608df "), or
#: the day of a worded date whose month and year are searched ("OpenSSL 3.0.2 15 [Mar 2022]").
_RELEASE_BEFORE_RE = compile_pattern(
    r"(?<![\w.])v?[0-9]{1,4}\.[0-9]{1,4}(?:\.[0-9]{1,6}){0,3}(?:[-+][\w.]{1,12})?\]?[ \t]{1,3}"
    r"(?:[-–][ \t]{1,2}|\((?:[\w./:+\-]{1,40},?[ \t]{1,2})?|[0-9]{1,2}[ \t]{1,2})?\Z",
    regex.REVERSE,
)
#: A log record's timestamp: a date (ISO, syslog's "Mar 14", ctime's "Thu Mar 14", the access
#: log's "14/Mar/2024:") and a clock time to the second, then fractions, a zone, a closing
#: bracket or quote, a process id.
_LOG_STAMP = (
    r"(?:[0-9]{4}[-/.][0-9]{2}[-/.][0-9]{2}[T ]"
    r"|(?:[A-Z][a-z]{2}[ ])?[A-Z][a-z]{2}[ ]{1,2}[0-9]{1,2}[ ]"
    r"|[0-9]{1,2}/[A-Z][a-z]{2}/[0-9]{4}:)[0-9]{2}:[0-5][0-9]:[0-5][0-9](?:[.,][0-9]{1,9})?"
    r"(?:[ ](?:19|20)[0-9]{2})?(?:[ ]?(?:Z|UTC|GMT|[+-][0-9]{2}:?[0-9]{2}))?"
    r"(?:[ ]?#[0-9]{1,8})?[\]\"']?[ \t]{1,4}(?:\[[0-9]{1,8}\][ \t]{1,4})?"
)
#: An HTTP date (RFC 9110's IMF-fixdate, the cookie's dashed form): "Wed, 21 Oct 2015
#: 07:28:00 GMT".
_HTTP_DATE = (
    r"(?:[A-Z][a-z]{2},[ ])?[0-9]{2}[ -][A-Z][a-z]{2}[ -][0-9]{4}"
    r"[ ][0-9]{2}:[0-9]{2}:[0-9]{2}[ ]GMT"
)
#: What may precede a timestamp on its line: brackets, quotes, a Ruby logger's "I, [", a "key=".
_STAMP_HEAD_RE = compile_pattern(r"[ \t]{0,8}(?:[A-Z],[ \t])?(?:[a-z_]{1,16}=)?[\[\"'(<{]?[ \t]?")


@dataclass(frozen=True, slots=True)
class Technical:
    #: A product cue (and a list of values it starts) that ends where a number starts.
    product_before: regex.Pattern[str]
    #: A draw word before a row of numbers on its line.
    draw_before: regex.Pattern[str]
    oid_arcs: tuple[str, ...]
    oid_before: regex.Pattern[str]
    #: A log timestamp followed by a level word, or by a host and "process[pid]:".
    log_stamp: regex.Pattern[str]
    framework_suffixes: frozenset[str]
    personal_date_keys: tuple[str, ...]
    #: A log word and a colon right before a timestamp in prose (searched from the end).
    log_head_before: regex.Pattern[str]
    #: An HTTP header or cookie attribute that holds a date ("Last-Modified:", "expires="),
    #: and the date (group ``d``).
    http_date: regex.Pattern[str]
    #: A currency's sign or code right before a number (searched from the end).
    currency_before: regex.Pattern[str]


def _alternation(words: list[str], *, reverse: bool = False) -> str:
    return alternation(words, r"\.?[ \t]{1,3}", reverse=reverse)


@cache
def technical() -> Technical:
    """The patterns built from ``data/technical.json``, compiled once."""
    data = load_data("technical.json")
    product = (
        r"(?i)(?<![\w])(?:" + _alternation(data["product_cues"], reverse=True) + r")(?![\w])\.?"
        # a code's variant after a hyphen: "EAN-13", "UPC-A", "GTIN-14"
        r"(?:-(?:[0-9]{1,2}|[a-z])(?![\w]))?"
        r"(?:[ \t]{0,3}(?:no|nr|number|num|#)(?![\w])\.?)?(?:[ \t]{1,3}(?:is|was|ist))?"
        r"[ \t]{0,3}[:#=]?[ \t]{0,3}"
        r"(?:" + _LISTED + _LIST_JOIN + r"){0,8}\Z"
    )
    draw = (
        r"(?i)(?<![\w])(?:"
        + _alternation(data["draw_words"], reverse=True)
        + r")(?![\w])[^\n0-9]{0,40}\Z"
    )
    oid = (
        r"(?i)(?<![\w])(?:"
        + _alternation(data["oid_cues"], reverse=True)
        + r")(?![\w])[ \t:=(]{1,3}\Z"
    )
    levels = "|".join(regex.escape(w) for w in data["log_levels"])
    log_after = (
        _LOG_STAMP + r"(?:[\[(]?(?:" + levels + r")(?![\w])"
        r"|[\w.\-]{1,64}[ \t]{1,3}[\w.\-/]{1,64}\[[0-9]{1,8}\]:)"
    )
    return Technical(
        compile_pattern(product, regex.REVERSE),
        compile_pattern(draw, regex.REVERSE),
        tuple(data["oid_arcs"]),
        compile_pattern(oid, regex.REVERSE),
        compile_pattern(log_after),
        frozenset(data["framework_suffixes"]),
        tuple(data["personal_date_keys"]),
        compile_pattern(
            r"(?i)(?<![\w])(?:"
            + _alternation(data["log_heads"], reverse=True)
            + r")[ \t]?:[ \t]{1,2}\Z",
            regex.REVERSE,
        ),
        compile_pattern(
            r"(?<![\w\-])(?i:" + _alternation(data["http_date_heads"]) + r")[ \t]?[:=][ \t]{0,2}"
            r"(?P<d>" + _HTTP_DATE + r")"
        ),
        compile_pattern(
            r"(?<![\p{L}])(?:"
            + literal_alternation(data["currency_marks"], reverse=True)
            + r")[ \t\u00a0]?\Z",
            regex.REVERSE,
        ),
    )


def product_number(text: str, start: int) -> bool:
    """Whether a part, catalogue, build or lot cue (or a list it starts) ends at ``start``:
    "Part no. 4471-220-01", "SKU 400-118-552, 400-118-553 and [400-118-554]"."""
    window = text[max(0, start - _WINDOW) : start]
    return technical().product_before.search(window) is not None


#: How far before a number its currency's sign or code may start: "USD" and a space.
_CURRENCY_REACH = 5


def amount(text: str, start: int) -> bool:
    """Whether a currency's sign or code (``currency_marks``) ends right before ``start``:
    "$8594.08", "EUR 1234.50" are amounts, whatever words stand near them."""
    window = text[max(0, start - _CURRENCY_REACH) : start]
    return technical().currency_before.search(window) is not None


def draw_numbers(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a lottery draw: five or more increasing numbers of one
    or two digits after a draw word on the same line ("Powerball numbers: 12 - 29 - 33 …")."""
    shape = _DRAW_SHAPE_RE.fullmatch(text, start, end)
    if shape is None:
        return False
    numbers = [int(n) for n in regex.findall(r"[0-9]+", text[start:end])]
    if any(b <= a for a, b in pairwise(numbers)):
        return False
    line = text.rfind("\n", max(0, start - _WINDOW), start) + 1
    window = text[max(line, start - _WINDOW) : start]
    return technical().draw_before.search(window) is not None


def cas_number(value: str) -> bool:
    """A CAS registry number with its check digit ("67-64-1": acetone), a chemical's name."""
    m = _CAS_RE.fullmatch(value)
    if m is None:
        return False
    digits = (m.group("a") + m.group("b"))[::-1]
    return sum(i * int(d) for i, d in enumerate(digits, 1)) % 10 == int(m.group("c"))


def object_identifier(text: str, start: int, value: str, *, arcs: bool = True) -> bool:
    """Whether a dotted quad is an object identifier: it follows "OID", or (with ``arcs``)
    starts with a well-known arc ("2.5.29.17": subjectAltName)."""
    if arcs and value.startswith(technical().oid_arcs):
        return True
    return technical().oid_before.search(text, max(0, start - 24), start) is not None


def release_date(text: str, start: int) -> bool:
    """Whether a date right after a version number is that version's release or build date:
    "Python 3.11.4 (main, Jun  7 2023, …)", "OpenSSL 3.0.2 15 Mar 2022",
    "## [1.4.0] - 2024-02-20"."""
    line = text.rfind("\n", max(0, start - _WINDOW), start) + 1
    return _RELEASE_BEFORE_RE.search(text, max(line, start - _WINDOW), start) is not None


def log_timestamp(text: str, start: int) -> bool:
    """Whether a date heads a log line with a clock time to the second: only brackets, quotes
    or a "key=" before it on its line, and a level word or a syslog "host process[pid]:" after
    it ("2023-11-04 17:02:11.004 UTC [4121] LOG:", "Mar 14 09:26:53 web01 sshd[4121]:")."""
    line = text.rfind("\n", max(0, start - 24), start) + 1
    if (line == 0 and start > 24) or _STAMP_HEAD_RE.fullmatch(text, line, start) is None:
        # a line pasted into prose: in a code span, or after "log line:" (``log_heads``)
        pasted = text[start - 1 : start] == "`" or (
            technical().log_head_before.search(text, max(0, start - 16), start) is not None
        )
        if not pasted:
            return False
    return technical().log_stamp.match(text, start, min(len(text), start + 200)) is not None


def http_date(text: str, start: int) -> bool:
    """Whether a date is an HTTP header's or a cookie's, a server's clock: the IMF-fixdate
    shape in GMT right after "Last-Modified:", "Expires:", "expires=", … (``http_date_heads``);
    the date found may start at its weekday, its day or its month."""
    m = technical().http_date.search(text, max(0, start - 48), min(len(text), start + 40))
    return m is not None and m.start("d") <= start < m.end("d")


def framework_name(labels: list[str]) -> bool:
    """Whether a bare two-label name is a framework's ("ASP.NET", "Socket.IO"): its suffix
    is one of ``framework_suffixes``, written in capitals as no host name is."""
    return len(labels) == 2 and labels[-1] in technical().framework_suffixes


#: A program's value right before a date: an opening quote after "(", "=", "<", ">", "," or
#: ";" (an argument, an assignment, a comparison, a list, a spreadsheet formula's argument in
#: German or Dutch), or the "key=" of an identifier or a
#: command-line option ("since=", "--since="); a JSON or YAML "key: value" is a record and may
#: be someone's. The name before it is group ``k``.
_CODE_VALUE_BEFORE_RE = compile_pattern(
    r"(?:(?P<k>[\w.\-]{0,40})[ \t]{0,2}[(=<>,;][ \t]{0,2}[\"'`]"
    r"|(?<![\w-])(?P<k>-{0,2}[A-Za-z][\w\-]{0,40})=)\Z",
    regex.REVERSE,
)


def code_value(text: str, start: int, end: int) -> bool:
    """Whether an ISO date is a value in code or a command: a quoted argument, assigned or
    compared value closed right after the date ('fromisoformat("2024-01-01")', "created >=
    '2024-01-01'"), or an option's value ("--since=2024-01-01"), unless the name says it is
    someone's date ("dob=…", "birthday='…'": ``personal_date_keys``)."""
    m = _CODE_VALUE_BEFORE_RE.search(text, max(0, start - 48), start)
    if m is None:
        return False
    quote = text[start - 1]
    if quote in "\"'`" and not text.startswith(quote, end):
        return False
    key = m.group("k").lower()
    return not any(word in key for word in technical().personal_date_keys)


def machine_date(text: str, start: int, end: int) -> bool:
    """A program's date, not a day of someone's life: a version's release date, a log line's
    timestamp, or (ISO dates only) a value in code."""
    if release_date(text, start) or log_timestamp(text, start) or http_date(text, start):
        return True
    return _ISO_DATE_RE.match(text, start) is not None and code_value(text, start, end)


_ISO_DATE_RE = compile_pattern(r"(?:19|20)[0-9]{2}-[01]?[0-9]-[0-3]?[0-9]")
