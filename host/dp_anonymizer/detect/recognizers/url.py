"""URLs, URLs with credentials (connection strings) and bare domain names in context."""

from __future__ import annotations

from collections.abc import Iterator

from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    finditer,
    starts_of_literals,
)
from dp_anonymizer.detect.technical import framework_name

_TRAILING = ".,;:!?'\"`>*_"
_PAIRS = {")": "(", "]": "[", "}": "{"}

URL_RE = compile_pattern(
    r"(?i)(?<![\w.+-])(?:(?:https?|ftps?|wss?|sftp|file)://|www\.)[^\s<>\"'`\\]{1,2048}"
)
#: ``scheme://user:password@host`` for any scheme (databases, brokers, ...).
CREDENTIAL_URL_RE = compile_pattern(
    r"(?i)(?<![\w.+-])[a-z][a-z0-9+.-]{1,24}://[^\s:/@<>\"'`]{1,128}:[^\s@/<>\"'`]{1,256}"
    r"@[^\s<>\"'`]{1,2048}"
)
#: Common TLDs that are not also file extensions people write in prose or code (the host
#: rules use them too: an internal host under a public domain ends in one).
PUBLIC_TLDS = (
    "com|org|net|edu|gov|mil|int|info|biz|io|ai|app|dev|co|me|tv|eu|uk|de|fr|es|it|nl|be|at|"
    "ch|se|no|dk|fi|pl|cz|sk|hu|ro|bg|gr|pt|ie|is|ee|lv|lt|si|hr|cy|lu|mt|us|ca|au|nz|jp|cn|"
    "kr|br|mx|ar|cl|za|ru|ua|tr|il|ae|sg|hk|tw|online|site|shop|store|tech|cloud|xyz|email|"
    # the link shorteners' hosts ("bit.ly/3xYz", "goo.gl/maps/…", "amzn.to/…"): a path after
    # them is one person's link
    "ly|gl|to"
)
DOMAIN_RE = compile_pattern(
    r"(?i)(?<![\w.@/-])[a-z0-9][a-z0-9-]{0,62}+(?:\.[a-z0-9][a-z0-9-]{0,62}+){0,5}?\.(?:"
    + PUBLIC_TLDS
    + r")(?![\w@-]|\.\w)"
)


def trim_url(text: str, start: int, end: int) -> int:
    """Drop trailing punctuation and unbalanced closing brackets from a URL match."""
    while end > start:
        ch = text[end - 1]
        if ch in _TRAILING:
            end -= 1
            continue
        opener = _PAIRS.get(ch)
        if opener is not None and text.count(opener, start, end) < text.count(ch, start, end):
            end -= 1
            continue
        break
    return end


class UrlRecognizer(PatternRecognizer):
    """Web addresses; a URL carrying ``user:password@`` is reported as CONNECTION_STRING."""

    NAME = "url"
    ENTITY = "URL"
    PATTERNS = (
        Pattern("credential-url", CREDENTIAL_URL_RE, 1.0),
        Pattern("url", URL_RE, 0.85),
    )
    ANCHORS = ("://", "www.")

    def __init__(self) -> None:
        super().__init__()
        self.categories = frozenset({"URL", "CONNECTION_STRING"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if not self.applicable(ctx):
            return
        text = ctx.text
        for pattern in self.PATTERNS:
            for match in finditer(pattern.regex, text, self.name):
                start = match.start()
                end = trim_url(text, start, match.end())
                if end - start < 8:
                    continue
                value = text[start:end]
                if pattern.name == "credential-url":
                    yield Candidate(start, end, "CONNECTION_STRING", 1.0, self.name, True)
                elif _has_host(value) and not _loopback(value):
                    yield Candidate(start, end, "URL", pattern.score, self.name)


_WWW_HOST_RE = compile_pattern(r"(?i)www\.[^./:?#\s]+\.[a-z]{2,}")


def _has_host(value: str) -> bool:
    """A host to go to: "www." and a name with its top-level domain ("www.microsoft" has
    none), or any dotted or local host after a scheme."""
    if value[:4].lower() == "www.":
        return _WWW_HOST_RE.match(value) is not None
    return "." in value or "localhost" in value.lower()


_LOOPBACK_RE = compile_pattern(
    r"(?i)[a-z]{2,6}://(?:localhost|127(?:\.[0-9]{1,3}){3}|0\.0\.0\.0|\[::1?\])(?=[:/?#]|$)"
)


def _loopback(value: str) -> bool:
    """A URL to the machine itself ("http://localhost:8080", "http://127.0.0.1:5000/api"):
    it names no one's site, as the loopback address alone names no one's machine."""
    return _LOOPBACK_RE.match(value) is not None


#: Generic TLDs that are not file extensions: a bare name ending in one is a domain.
_GENERIC_TLDS = frozenset({"com", "org", "net", "edu", "gov", "io"})
TLD_RE = compile_pattern(r"(?i)\.(?:" + PUBLIC_TLDS + r")(?![\w@-]|\.\w)")
_DOT_TLDS = tuple("." + tld.casefold() for tld in PUBLIC_TLDS.split("|"))
_LABEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")


_PATH_RE = compile_pattern(r"/[^\s<>\"'`\\]{1,2048}")


def _path_end(text: str, end: int) -> int:
    """The end of a path right after a domain ("/in/jane-doe-123"), else ``end``."""
    m = _PATH_RE.match(text, end)
    return trim_url(text, end, m.end()) if m is not None else end


def _shop_name(labels: list[str]) -> bool:
    """A bare name of two labels written as a name, not as a host: the first capitalised,
    the rest in lower case ("Bol.com", "Booking.com", "Amazon.de"). Prose names a shop or a
    service so; an address to visit comes with its cue word ("website") or a path."""
    if len(labels) != 2:
        return False
    name, tld = labels
    return name[:1].isupper() and name[1:].islower() and tld.islower()


#: An amount after a name on its line: a statement's line ("NETFLIX.COM   10.99").
_AMOUNT_AFTER_RE = compile_pattern(r"[ \t]{1,40}-?[£$€]?[0-9]{1,7}[.,][0-9]{2}(?![\w.,])")


def _statement_merchant(labels: list[str], text: str, end: int) -> bool:
    """A name of two labels in capitals with an amount after it on its line: a card
    statement's merchant ("NETFLIX.COM          10.99"), a firm named by its site."""
    return (
        len(labels) == 2
        and labels[0].isupper()
        and labels[1].isupper()
        and _AMOUNT_AFTER_RE.match(text, end) is not None
    )


class DomainRecognizer(PatternRecognizer):
    """Bare domain names: weak alone, confident next to words like "website" or "domain".

    Scans for the top-level domain (a literal ``.``, which ``regex`` finds fast) and walks
    back over the labels, instead of trying a label pattern at every word.
    """

    NAME = "domain"
    ENTITY = "DOMAIN"
    PATTERNS = (Pattern("domain", DOMAIN_RE, 0.45),)
    CONTEXT = (
        "domain", "website", "web site", "site", "visit", "homepage", "hosted", "url",
        "blog", "portfolio",
    )  # fmt: skip

    def __init__(self) -> None:
        super().__init__()
        self.categories = frozenset({"DOMAIN", "URL"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        text = ctx.text
        for m in starts_of_literals(TLD_RE, text, _DOT_TLDS, self.name):
            start = m.start()
            limit = max(0, start - 253)
            while start > limit and text[start - 1] in _LABEL_CHARS:
                start -= 1
            if start > 0 and (text[start - 1] in "@/_" or text[start - 1].isalnum()):
                continue  # part of an e-mail, a path or a longer token
            match = DOMAIN_RE.match(text, start, m.end())
            if match is None or match.end() != m.end():
                continue
            value = match.group(0)
            labels = value.split(".")
            # "e.g", "i.e", "a.m"-style abbreviations and version-like "1.io"
            if len(labels[0]) < 2 or labels[0].isdigit() or "" in labels:
                continue
            score = self.score(self.PATTERNS[0], None, ctx, start, m.end())
            if framework_name(labels) and score < 0.5 and not text.startswith("/", m.end()):
                continue  # "ASP.NET", "VB.NET": a framework's name; hosts are written in lower case
            if _shop_name(labels) and score < 0.5 and not text.startswith("/", m.end()):
                continue  # "bij Bol.com", "on Booking.com": a firm named by its site
            if score < 0.5 and _statement_merchant(labels, text, m.end()):
                continue  # "05/03  NETFLIX.COM  10.99": a statement's merchant
            if labels[-1].lower() in _GENERIC_TLDS:
                score = max(
                    score, 0.5
                )  # "acme-corp.com" alone: a domain; ".de"/".pl" could be files
            path_end = _path_end(text, m.end())
            if path_end > m.end() + 1:
                # "linkedin.com/in/jane-doe-123": a web address without its scheme; the path
                # names the person as much as the host does
                yield Candidate(start, path_end, "URL", max(score, 0.6), f"{self.name}:path")
                continue
            yield Candidate(start, m.end(), "DOMAIN", score, f"{self.name}:domain")
