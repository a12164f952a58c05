"""User names: the user part of home paths, values after a user-name cue, and @handles.

People paste stack traces and shell sessions: ``/home/jdoe/project``, ``/Users/jane/…``,
``C:\\Users\\mmueller\\…`` carry a login name, and only that part is replaced so the path
stays readable. ``user=``, ``username:``, ``Benutzername:``, ``utilisateur :`` introduce one
too. An ``@handle`` counts next to a word that makes it a social or chat handle ("follow",
"twitter", "ping", "hi"): an e-mail has a word before the ``@``, an npm scope a ``/`` after
it, and a decorator (``@property``) starts its line. System and placeholder accounts
(``root``, ``ubuntu``, ``runner``, ``yourname``) identify no one. Word lists live in
``data/usernames.json``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

import regex

from dp_anonymizer.detect.base import (
    Candidate,
    ScanContext,
    compile_flat,
    compile_pattern,
    compile_token_anchor,
    finding,
    finditer,
    finditer_near,
    leading_pieces,
    match_at_anchors,
)
from dp_anonymizer.detect.everyday import is_everyday, is_name, top_frequency
from dp_anonymizer.detect.lexicon import alternation, load_data

SCORE = 0.75
HANDLE_SCORE = 0.7
_NAME = r"[A-Za-z0-9_](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9_])?"
HOME_RE = compile_pattern(
    r"(?:(?<![\w.])/(?:home|Users|users|export/home)/"
    r"|(?<![\w])[A-Za-z]:[\\/](?:Users|Documents and Settings)[\\/])"
    r"(?P<v>[^\s/\\:*?\"<>|]{1,64})(?=[\\/]|[\s\"'`,;)]|$)"
)
HANDLE_RE = compile_pattern(
    r"(?<![\w.@/+-])@(?P<v>[A-Za-z0-9_][A-Za-z0-9_.]{1,29}[A-Za-z0-9_])(?![\w@/-]|\.\w)"
)
_HOME_ANCHOR = compile_pattern(
    r"(?i)/(?:home|users|export/home)/|:[\\/](?:users|documents and settings)[\\/]"
)
_AT = compile_pattern(r"@")
#: What makes a value after a platform's account word a login rather than a word: a digit,
#: an underscore or a capital after a lower-case letter ("ZekeTheBold").
_ACCOUNT_SHAPE_RE = regex.compile(r"[0-9_]|[a-z][A-Z]")
#: A login before "@" and an IPv4 address ("ssh dkowalczyk@10.42.7.19", "scp f
#: anna_k@192.168.1.20:backups/"): no e-mail has a bare address for a domain, so the part before
#: the "@" is an account on that machine.
_LOGIN_AT_IP_RE = compile_pattern(
    r"(?<![\w.@/+:%-])(?P<v>[a-z_][a-z0-9._-]{0,30}[a-z0-9_])@"
    r"(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\d.\w]|\.\d)"
)
#: What follows a chat export's speaker handle at a line's start: a colon and a space.
_SPEAKER_COLON_RE = compile_pattern(r":[ \t]+\S")
_ANCHOR_HOME = ("/home/", "/users/", ":\\users\\", ":/users/", "/export/home/", "documents and")
#: The separator a cue's value needs after the cue ("user=", "login: ", "Benutzer ist"), as
#: a piece of its own where it is a word.
_SEPARATOR_RE = compile_flat(r"[=:]|(?<!\S)(?:is|ist|est|es|è)(?!\S)")
#: A login after a gap has a digit or an underscore (``UsernameRecognizer.find``).
_DIGIT_OR_UNDERSCORE_RE = compile_flat(r"[\d_]")
#: The login a bare cue takes: the lower-case head of the piece after the cue.
_LOGIN_HEAD_RE = compile_flat(r"[a-z0-9._-]*")
#: How far the cue patterns reach (``match_at_anchors``'s span).
_CUE_SPAN = 120
_BARE_SPAN = 80


@dataclass(frozen=True, slots=True)
class _Data:
    generic: frozenset[str]
    cue: regex.Pattern[str]
    cue_anchors: tuple[str, ...]
    handle_cue: regex.Pattern[str]
    #: A cue word, one space, then a lower-case login ("for user mgarcia on host …").
    bare_cue: regex.Pattern[str]
    #: A cue word, a space, then a login in quotes ('for user "mdupont"', "USER 'rbianchi'").
    quoted: regex.Pattern[str]
    #: The most words a cue has.
    cue_words: int
    #: A cue, one to three words, then "is"/"è" and a login with a digit or an underscore
    #: ("my username on their portal is tkowalczyk88", "il mio username su Subito è
    #: fede_lamberti92"); not a file name ("the login script is setup_v2.py").
    gap_cue: regex.Pattern[str]
    #: The platform cues (``platform_cues``), lower case.
    platforms: tuple[str, ...]
    #: A platform's account word and the account, quoted or an @handle or a $cashtag ("his
    #: Telegram handle "marcus_tww"", "a Cash App account, $LVaughn414"), and its anchors.
    account: regex.Pattern[str]
    account_anchors: tuple[str, ...]
    #: A platform's account word and a value right after it, no separator ("gamertag
    #: ZekeTheBold_09"), and those account words, lower case (``platform_account_cues``).
    account_cue: regex.Pattern[str]
    account_cue_anchors: tuple[str, ...]


@cache
def _data() -> _Data:
    data = load_data("usernames.json")
    platforms = frozenset(data["platform_cues"])
    words = sorted({*data["cues"], *platforms}, key=len, reverse=True)
    cue = compile_pattern(
        # a key may close its quote before the separator: '"user": "jkoehler"'
        r"(?i)(?<![\w.])(?:" + alternation(words, r"[ \t]{1,2}") + r")(?![\w])[\"']?"
        r"[ \t]{0,2}(?P<sep>[=:](?!=)|(?-i:is|ist|est|es|è)(?=[ \t]))[ \t]{0,2}[\"'`]?"
        # a Discord tag keeps its number ("frostbyte#4412")
        r"(?P<v>(?-i:" + _NAME + r")(?:#[0-9]{4}(?![0-9]))?)(?![\w@.-]*[\w@])"
        # a word with a colon after it labels the rest ("sudo: systemctl: command not found")
        r"(?!:[ \t]|:$)"
        # code, not a value: "user == x", "userid = passwd = …", "uid = dat[-1]", "x(…)"; a
        # bracket after a space is prose ("User: mgarcia (admin)")
        r"(?![ \t]*[=\[]|\()"
    )
    verbs = set(data["verb_cues"])
    nouns = alternation([w for w in words if w not in verbs and w not in platforms], r"[ \t]{1,2}")
    gap_nouns = alternation([w for w in words if w not in verbs], r"[ \t]{1,2}")
    # flat (every quantifier on a class), so tried without the timeout's clock reads
    bare_cue = compile_flat(
        r"(?i)(?<![\w.])(?:" + nouns + r")(?![\w])[ \t]"
        r"(?P<v>(?-i:[a-z][a-z0-9._-]{1,30}[a-z0-9]))(?![\w@.-]*[\w@])(?![ \t]*[=\[]|\()"
    )
    quoted = compile_pattern(
        r"(?i)(?<![\w.])(?:" + nouns + r")(?![\w])[ \t]{1,2}"
        r"(?P<q>[\"'])(?P<v>(?-i:" + _NAME + r"))(?P=q)"
    )
    return _Data(
        frozenset(g.lower() for g in data["generic"]),
        cue,
        tuple(sorted({w.lower() for w in words})),
        compile_pattern(r"(?<![\w])(?:" + alternation(data["handle_cues"]) + r")(?![\w])"),
        bare_cue,
        quoted,
        max(len(w.split()) for w in words),
        compile_pattern(
            r"(?i)(?<![\w.])(?:" + gap_nouns + r")(?![\w])(?:[ \t][\w]{1,12}){1,3}[ \t]"
            r"(?-i:is|ist|est|es|è)[ \t]"
            r"(?P<v>(?-i:[a-z][a-z0-9]{0,20}[._\d][a-z0-9._]{0,20}[a-z0-9]))(?![\w@.-]*[\w@])"
        ),
        tuple(sorted(w.lower() for w in platforms)),
        compile_pattern(
            r"(?i)(?<![\w.])(?:" + alternation(data["account_platforms"], r"[ \t]{1,2}") + r")"
            r"[ \t](?:handle|account|username|user[ \t]name|name|id)(?:,[ \t]|[ \t])"
            r"(?:(?P<q>[\"'\u201c])(?P<v>(?-i:" + _NAME + r"))[\"'\u201d]"
            r"|(?P<w>[@$][A-Za-z][\w.\-]{1,29}[A-Za-z0-9]))(?![\w@])"
        ),
        tuple(
            f"{p} {w}"
            for p in data["account_platforms"]
            for w in ("handle", "account", "username", "user name", "name", "id")
        ),
        compile_pattern(
            r"(?i)(?<![\w.])(?:" + alternation(data["platform_account_cues"], r"[ \t]{1,2}") + r")"
            r"[ \t]{1,2}(?P<v>(?-i:[A-Za-z][A-Za-z0-9._-]{1,30}[A-Za-z0-9_]))(?![\w@.-]*[\w@])"
        ),
        tuple(sorted({w.lower() for w in data["platform_account_cues"]})),
    )


#: A login in brackets, a token of its own ("(hbhosale)", "(amehta2)", "(j.wetherall)"):
#: where a ticket row or a directory listing puts it after its owner's name.
_BRACKETED_LOGIN_ANCHOR = compile_token_anchor(
    r"(?<!\S)\([a-z][a-z0-9._-]{1,30}[a-z0-9]\)(?![^\s,;:.])"
)
#: The capitalised given name (maybe a middle initial) and surname right before it.
_NAME_BEFORE_RE = compile_pattern(
    r"(?<![\w.])(?P<given>\p{Lu}[\p{Ll}]+)(?:[ ]\p{Lu}\.?)?[ ]"
    r"(?P<surname>\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}]+)?)[ ]\Z"
)
#: A chat export's speaker in angle brackets at the start of its line, after a time stamp
#: maybe ("2024-11-14 10:02 <sunil.iyer> prod is down", "[09:14] <k_owusu> on it"): a
#: dotted or underscored login, so no HTML or XML tag ("<br>", "<h1>", "<div>").
_CHAT_SPEAKER_ANCHOR = compile_token_anchor(
    r"(?<!\S)<[a-z][a-z0-9-]{0,30}[._][a-z][a-z0-9._-]{0,30}>(?!\S)"
)
#: What may stand before a chat line's speaker on its line: nothing, or a time stamp.
_STAMP_PREFIX_RE = compile_pattern(r"[ \t]*(?:\[?[0-9][0-9:./, T+-]{3,30}\]?[ \t]+)?")
#: A Windows domain account: a capitals domain, a backslash, a lower-case login
#: ("CORP\tbarraclough", "EMEA\j.smith").
_DOMAIN_LOGIN_ANCHOR = compile_token_anchor(
    r"(?<![\w\\])[A-Z][A-Z0-9]{1,14}\\[a-z][a-z0-9._-]{1,30}[a-z0-9](?![\w\\])"
)
_DOMAIN_LOGIN_RE = compile_pattern(
    r"(?<![\w\\])[A-Z][A-Z0-9]{1,14}\\(?P<v>[a-z][a-z0-9._-]{1,30}[a-z0-9])(?![\w\\])"
)


#: A UUID (8-4-4-4-12 hexadecimal digits): after the bare "uid" it names an object (a
#: Kubernetes pod, a file system), not a person's login.
_UUID_RE = regex.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)


def _line_start(text: str, pos: int) -> bool:
    line = text.rfind("\n", 0, pos) + 1
    return not text[line:pos].strip()


def _handle_after_platform(cue: str, value: str, platforms: tuple[str, ...]) -> bool:
    """Whether ``value`` after "is" is a handle because the cue names a platform ("my psn is
    garbanzo-dad"): any value but an everyday word ("steam is hot", "discord is down")."""
    return cue.casefold().startswith(platforms) and not (
        value.isalpha() and (is_everyday(value) or top_frequency(value) >= _LOGIN_WORD_ZIPF)
    )


class UsernameRecognizer:
    """User names (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "username"
        self.categories = frozenset({"USERNAME"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        d = _data()
        text = ctx.text
        if ctx.contains_any(_ANCHOR_HOME):
            for m in finditer_near(HOME_RE, ctx, _HOME_ANCHOR, self.name, before=3, after=80):
                value = m.group("v")
                if value.lower() in d.generic or not _plain(value):
                    continue
                yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:home")
        if ctx.contains_any(d.cue_anchors):
            for m in match_at_anchors(
                d.cue, ctx, d.cue_anchors, self.name, span=_CUE_SPAN, hopeless=_no_separator
            ):
                value = m.group("v")
                if value.lower() in d.generic or not any(ch.isalpha() for ch in value):
                    continue
                if value.isalpha() and value.islower() and is_everyday(value):
                    continue  # "the owner: field of a manifest": a word, not a login
                if _UUID_RE.fullmatch(value) and m.group().casefold().startswith("uid"):
                    continue  # "the pod uid is 5f3c2a1e-…": any object's generated id
                if (
                    m.group("sep") not in ("=", ":")
                    and not any(not ch.isalpha() or ch.isupper() for ch in value)
                    and not _handle_after_platform(m.group(), value, d.platforms)
                ):
                    continue  # "the user is logged in": after "is", a name needs a digit or capital
                yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:cue")
            for m in match_at_anchors(
                d.bare_cue, ctx, d.cue_anchors, self.name, span=_BARE_SPAN, hopeless=_no_login
            ):
                if _login(m.group("v"), d.generic):
                    yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:bare")
            for m in match_at_anchors(
                d.gap_cue, ctx, d.cue_anchors, self.name, span=_BARE_SPAN, hopeless=_no_gap_login
            ):
                value = m.group("v")
                # a digit or an underscore, and no file's extension ("index.html", "setup_v2.py")
                tail = value.rsplit(".", 1)[-1] if "." in value else ""
                if (
                    value.lower() not in d.generic
                    and _DIGIT_OR_UNDERSCORE_RE.search(value) is not None
                    and not (tail.isalpha() and len(tail) <= 4)
                ):
                    yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:gap")
            if '"' in text or "'" in text:
                for m in match_at_anchors(d.quoted, ctx, d.cue_anchors, self.name, span=100):
                    value = m.group("v")
                    if value.lower() in d.generic or not any(ch.isalpha() for ch in value):
                        continue
                    if value.isalpha() and value.islower() and is_everyday(value):
                        continue  # 'the user "clicks" the button': a word
                    yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:quoted")
        if ctx.contains_any(d.account_anchors):
            for m in match_at_anchors(d.account, ctx, d.account_anchors, self.name, span=120):
                group = "v" if m.group("v") is not None else "w"
                if (m.group(group) or "").lower() in d.generic:
                    continue
                yield Candidate(*m.span(group), "USERNAME", SCORE, f"{self.name}:account")
        if ctx.contains_any(d.account_cue_anchors):
            for m in match_at_anchors(
                d.account_cue, ctx, d.account_cue_anchors, self.name, span=64
            ):
                value = m.group("v")
                if value.lower() not in d.generic and _ACCOUNT_SHAPE_RE.search(value) is not None:
                    yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:account")
        yield from self._typed_logins(ctx, d.generic)
        if "@" in text:
            for m in finditer_near(_LOGIN_AT_IP_RE, ctx, _AT, self.name, before=33, after=16):
                if m.group("v") not in d.generic:
                    yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:at-ip")
            for m in finditer_near(HANDLE_RE, ctx, _AT, self.name, before=1, after=40):
                value = m.group("v")
                if value.lower() in d.generic:
                    continue
                if _line_start(text, m.start()):
                    # a decorator or annotation ("@property", "@Override(…)"); a chat export's
                    # speaker is followed by a colon ("@oliwia.k: rolled back at 14:19"). The
                    # "@" stays, so the login is a word that repeats find again ("by @oliwia.k")
                    if _SPEAKER_COLON_RE.match(text, m.end()) is not None:
                        yield Candidate(*m.span("v"), "USERNAME", SCORE, f"{self.name}:speaker")
                    continue
                window = ctx.lower[max(0, m.start() - 48) : m.end() + 24]
                if d.handle_cue.search(window) is not None:
                    yield Candidate(
                        m.start(), m.end("v"), "USERNAME", HANDLE_SCORE, f"{self.name}:handle"
                    )

    def _typed_logins(self, ctx: ScanContext, generic: frozenset[str]) -> Iterator[Candidate]:
        """Logins that their shape and place give away without a cue word: one in brackets
        made from the name before it ("Caller: Hemant Bhosale (hbhosale)"), a chat export's
        speaker ("10:02 <sunil.iyer> prod is down"), a Windows domain account
        ("CORP\\tbarraclough"). Each is gated on a token anchor, so prose pays nothing."""
        text = ctx.text
        if ctx.anchored(_BRACKETED_LOGIN_ANCHOR):
            for start, end in ctx.spans_of(_BRACKETED_LOGIN_ANCHOR, self.name):
                value = text[start + 1 : end - 1]
                m = _NAME_BEFORE_RE.search(text, max(0, start - 64), start)
                if m is not None and _made_from(value, m.group("given"), m.group("surname")):
                    yield finding(self.name, "named-login", start + 1, end - 1, "USERNAME", SCORE)
        if ctx.anchored(_CHAT_SPEAKER_ANCHOR):
            for start, end in ctx.spans_of(_CHAT_SPEAKER_ANCHOR, self.name):
                line = text.rfind("\n", 0, start) + 1
                stamp = _STAMP_PREFIX_RE.match(text, line, start)
                value = text[start + 1 : end - 1]
                if stamp is None or stamp.end() != start or value.lower() in generic:
                    continue
                if end < len(text) and text[end] in " \t":
                    yield finding(self.name, "chat-speaker", start + 1, end - 1, "USERNAME", SCORE)
        if "\\" in text and ctx.anchored(_DOMAIN_LOGIN_ANCHOR):
            for m in finditer(_DOMAIN_LOGIN_RE, text, self.name):
                value = m.group("v")
                # an escape sequence in pasted code ("ERROR\\nstack trace"), not an account
                escaped = value[1:] if value[0] in "ntr" else ""
                if not _login(value, generic) and not ("." in value or value[-1].isdigit()):
                    continue
                head = escaped.split(".")[0]
                if head and (is_everyday(head) or top_frequency(head) >= _LOGIN_WORD_ZIPF - 1):
                    continue
                yield finding(self.name, "domain-login", *m.span("v"), "USERNAME", SCORE)


def _made_from(login: str, given: str, surname: str) -> bool:
    """Whether ``login`` is a login made from a person's names, as directories make them:
    "hbhosale", "hemant.bhosale", "bhosaleh", "hemantb", "zkiss2", "sbhosal" (cut at eight)."""
    core = "".join(ch for ch in login if ch.isalpha())
    g = "".join(ch for ch in given.lower() if ch.isalpha())
    s = "".join(ch for ch in surname.lower() if ch.isalpha())
    if len(core) < 3 or not g or not s:
        return False
    made = {g + s, g[0] + s, s + g[0], g + s[0], s + g, s}
    return core in made or (len(core) >= 6 and (g[0] + s).startswith(core))


def _no_separator(text: str, pos: int) -> bool:
    """Whether the cue pattern cannot match at ``pos``: its separator would lie in the pieces
    of the cue's words and the one after them, and none is there ("user value of …")."""
    d = _data()
    pieces = leading_pieces(text, pos, min(len(text), pos + _CUE_SPAN), d.cue_words + 1)
    return _SEPARATOR_RE.search(pieces) is None


def _no_gap_login(text: str, pos: int) -> bool:
    """Whether the gap-cue pattern cannot match at ``pos`` with a value the caller keeps: no
    "is"/"è" among the pieces of the cue's words, the three after them and the value, or no
    digit or underscore among them (a kept value has one)."""
    d = _data()
    pieces = leading_pieces(text, pos, min(len(text), pos + _BARE_SPAN), d.cue_words + 5)
    return _SEPARATOR_RE.search(pieces) is None or _DIGIT_OR_UNDERSCORE_RE.search(pieces) is None


def _no_login(text: str, pos: int) -> bool:
    """Whether a bare-cue match at ``pos`` can only take a value that :func:`_login` rejects.
    Its value starts a piece after the cue's words and is that piece's lower-case head
    without a trailing dot, underscore or hyphen (a shorter one leaves a word character
    after it, which the pattern's look-ahead forbids)."""
    d = _data()
    pieces = leading_pieces(text, pos, min(len(text), pos + _BARE_SPAN), d.cue_words + 1)
    for piece in pieces.split()[1:]:
        m = _LOGIN_HEAD_RE.match(piece)  # flat: no timeout
        if m is not None and _login(m.group().rstrip("._-"), d.generic):
            return False
    return True


#: A lower-case word after a user-name cue this frequent (Zipf) in one of the six languages
#: is the sentence's next word ("puede", "kann", "peut"), not a login.
_LOGIN_WORD_ZIPF = 4.0


@lru_cache(maxsize=4096)
def _login(value: str, generic: frozenset[str]) -> bool:
    """Whether a lower-case word right after a user-name cue is a login, not the next word
    of a phrase ("user mgarcia", "Benutzer k.fischer"; not "user input", "login page").
    Cached: the words after a frequent cue ("user") repeat, and each asks four lexicons."""
    if value in generic or len(value) < 3:
        return False
    if value.isalpha():
        # "El usuario puede …", "Der Benutzer kann …": a frequent word of a language of the
        # six is the sentence's next word, no login
        return (
            len(value) >= 4
            and not is_everyday(value)
            and not is_name(value)
            and top_frequency(value) < _LOGIN_WORD_ZIPF
        )
    letters = "".join(ch for ch in value if ch.isalpha())
    parts = [p for p in regex.split(r"[._-]", value) if len(p) >= 3]
    return len(letters) >= 3 and not any(is_everyday(p) for p in parts)


def _plain(value: str) -> bool:
    """Not a template or variable ("$USER", "<name>", "{user}", "%USERNAME%", "~")."""
    return not any(ch in "$<>{}%~[]" for ch in value)
