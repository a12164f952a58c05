"""Credentials people paste into chats: provider API keys, JWTs, PEM private keys, and the
values of ``password=`` / ``secret:`` assignments.

Provider keys have fixed prefixes, which makes them both cheap to find (substring anchors)
and nearly free of false positives.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Iterator

from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    finditer,
)
from dp_anonymizer.detect.lexicon import literal_alternation, load_data

_START = r"(?<![\w])"
_END = r"(?![\w-])"
#: (name, body, score): each body is wrapped in word-ish boundaries.
_KEY_RULES = (
    ("aws-access-key", r"(?:AKIA|ASIA|ABIA|ACCA|AROA|AIDA)[0-9A-Z]{16}", 1.0),
    ("github-token", r"gh[pousr]_[A-Za-z0-9]{36,255}", 1.0),
    ("github-pat", r"github_pat_[A-Za-z0-9_]{22,255}", 1.0),
    ("gitlab-token", r"gl(?:pat|dt|ptt|rt|cbt|oas)-[A-Za-z0-9_\-]{20,64}", 1.0),
    ("slack-token", r"xox[abposre]-[A-Za-z0-9\-]{10,250}", 1.0),
    ("slack-webhook", r"https://hooks\.slack\.com/services/[A-Za-z0-9/_]{20,120}", 1.0),
    ("stripe-key", r"(?:sk|rk|pk|whsec)_(?:live|test)_[A-Za-z0-9]{10,247}", 1.0),
    ("anthropic-key", r"sk-ant-[A-Za-z0-9]{2,10}-[A-Za-z0-9_\-]{20,200}", 1.0),
    ("openai-style-key", r"(?<!-)sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,200}", 0.95),
    ("google-api-key", r"AIza[0-9A-Za-z_\-]{35}", 1.0),
    ("huggingface-token", r"hf_[A-Za-z0-9]{30,40}", 1.0),
    ("npm-token", r"npm_[A-Za-z0-9]{36}", 1.0),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}", 1.0),
    ("twilio-key", r"SK[0-9a-f]{32}", 0.8),
)
API_KEY_PATTERNS = (
    *(
        Pattern(name, compile_pattern(_START + body + _END), score)
        for name, body, score in _KEY_RULES
    ),
    Pattern(
        "aws-secret-in-context",
        compile_pattern(
            r"(?i)aws.{0,20}secret.{0,20}?[:=]\s{0,3}[\"']?(?P<v>[A-Za-z0-9/+=]{40})"
            r"(?![A-Za-z0-9/+=])"
        ),
        1.0,
        "v",
    ),
)
_API_ANCHORS = (
    "akia", "asia", "abia", "acca", "aroa", "aida", "gh", "gl", "xox", "hooks.slack", "sk_",
    "rk_", "pk_", "whsec_", "sk-", "aiza", "hf_", "npm_", "sg.", "sk", "aws",
)  # fmt: skip


class ApiKeyRecognizer(PatternRecognizer):
    NAME = "api_key"
    ENTITY = "API_KEY"
    PATTERNS = API_KEY_PATTERNS
    ANCHORS = _API_ANCHORS

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        # a "key" with no digits and no case mix is a word such as sk-learn-extra-utils-...
        has_digit = any(ch.isdigit() for ch in value)
        has_upper = any(ch.isupper() for ch in value[3:])
        return has_digit or has_upper


JWT_RE = compile_pattern(
    r"(?<![\w-])eyJ[A-Za-z0-9_\-]{5,4096}\.[A-Za-z0-9_\-]{2,16384}\.[A-Za-z0-9_\-]{0,4096}(?![\w-])"
)


class JwtRecognizer(PatternRecognizer):
    NAME = "jwt"
    ENTITY = "JWT"
    PATTERNS = (Pattern("jwt", JWT_RE, 0.8),)
    ANCHORS = ("eyj",)

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        header = value.split(".", 1)[0]
        try:
            decoded = json.loads(base64.urlsafe_b64decode(header + "=" * (-len(header) % 4)))
        except (binascii.Error, ValueError, UnicodeDecodeError):
            return None
        return (
            True if isinstance(decoded, dict) and ("alg" in decoded or "typ" in decoded) else None
        )


PEM_BEGIN_RE = compile_pattern(r"-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----")
PEM_END_RE = compile_pattern(r"-----END (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----")
#: A pasted key without its END line still leaks: take the base64 body that follows.
PEM_BODY_RE = compile_pattern(r"(?:[ \t]{0,8}[A-Za-z0-9+/=:\-, ]{1,200}\r?\n){0,400}")
MAX_PEM_CHARS = 64_000


class PrivateKeyRecognizer(PatternRecognizer):
    NAME = "private_key"
    ENTITY = "PRIVATE_KEY"
    ANCHORS = ("private key",)

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if not self.applicable(ctx):
            return
        text = ctx.text
        pos = 0
        for begin in finditer(PEM_BEGIN_RE, text, self.name):
            if begin.start() < pos:
                continue
            end_match = PEM_END_RE.search(
                text, begin.end(), min(len(text), begin.end() + MAX_PEM_CHARS)
            )
            if end_match is not None:
                end = end_match.end()
            else:
                body_start = begin.end() + (1 if text[begin.end() : begin.end() + 1] == "\n" else 0)
                body = PEM_BODY_RE.match(text, body_start)
                end = body.end() if body is not None else begin.end()
                end = end if end > body_start else begin.end()
                while end > begin.end() and text[end - 1] in "\r\n":
                    end -= 1
            pos = end
            yield Candidate(begin.start(), end, "PRIVATE_KEY", 1.0, self.name, True)


#: Names of keys whose value is a secret (names only; nothing here is a password).
_ASSIGN_NAMES = (
    r"password|passwd|passwort|mot de passe|contraseña|pwd|pass|passphrase|secret|"
    r"client[_-]?secret|secret[_-]?key|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|"
    r"refresh[_-]?token|bearer|token|private[_-]?key|credentials?"
)
ASSIGNMENT_RE = compile_pattern(
    r"(?i)(?<![a-z])(?:" + _ASSIGN_NAMES + r")[\"']?\s{0,3}(?:[:=]|=>|:=)\s{0,3}"
    r"(?:[\"'](?P<q>[^\"'\n]{1,256})[\"']|(?P<v>[^\s\"',;]{1,256}))"
)
#: A registry's stored login under the key "auth" (Docker's config.json, npm's .npmrc):
#: base64 of "user:password", so the value is the secret ("auth": "ZGV2b3BzOlF1MWxs…").
#: Only a long base64 value counts: "auth": "basic", "auth: required" name a mode.
STORED_AUTH_RE = compile_pattern(
    r"(?i)(?<![\w-])[\"']?_?auth[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
    r"(?P<v>(?-i:[A-Za-z0-9+/]{16,1024}={0,2}))(?![\w+/=])"
)
_PHRASES = load_data("secrets.json")
_CODE_WORDS = frozenset(_PHRASES["code_words"])
#: "my password is …", "the alarm code is 4471", "le digicode est 4B21": a secret in prose
#: (``data/secrets.json``); the value ends before a sentence's full stop or comma.
PHRASE_RE = compile_pattern(
    r"(?i)\b(?P<w>"
    + literal_alternation([*_PHRASES["password_words"], *_PHRASES["code_words"]])
    + r")\s{1,3}"
    r"(?:(?:" + literal_alternation([v for v in _PHRASES["phrase_verbs"] if v != ":"]) + r")\s{1,3}"
    r"|:\s{0,3})[\"']?(?P<v>[^\s\"']{2,127}(?<![.,;:])(?=[.,;:]?(?:[\s\"']|$)))"
)
BEARER_RE = compile_pattern(
    r"(?i)\b(?:bearer|basic|token)\s{1,3}(?P<v>[A-Za-z0-9._~+/=\-]{16,4096})"
)
#: A type, default or placeholder after a password key (``not_secret_values``).
_NOT_SECRETS = frozenset(_PHRASES["not_secret_values"])


class PasswordRecognizer(PatternRecognizer):
    """The value of a secret assignment (``password=...``), not the key name."""

    NAME = "password"
    ENTITY = "PASSWORD"
    PATTERNS = (
        Pattern("assignment", ASSIGNMENT_RE, 0.9),
        Pattern("phrase", PHRASE_RE, 0.85, "v"),
        Pattern("auth-header", BEARER_RE, 0.9, "v"),
        # one substring test instead of a scan for most texts
        Pattern("stored-auth", STORED_AUTH_RE, 0.9, "v", anchor_words=("auth",)),
    )
    #: Word starts (see ScanContext.contains): "apikey" needs "api", not "key".
    ANCHORS = (
        "api", "access", "auth", "refresh", "private", "client",
        "pass", "pwd", "secret", "key", "token", "bearer", "basic", "credential", "mot de",
        "contraseña", "pin", "alarm", "door", "gate", "entry", "lockbox", "tür", "zugang",
        "alarm", "tresor", "geheim", "digicode", "code", "código", "codice", "deur", "toegang",
        "poort", "wacht", "otp", "one-time", "verification",
    )  # fmt: skip

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if not self.applicable(ctx):
            return
        for pattern in self.PATTERNS:
            if pattern.anchor_words and not ctx.contains_any(pattern.anchor_words):
                continue
            for match in finditer(pattern.regex, ctx.text, self.name):
                group = "v" if pattern.name != "assignment" or match.start("q") < 0 else "q"
                start, end = match.span(group)
                value = ctx.text[start:end]
                if start < 0 or not _plausible_secret(value):
                    continue
                if pattern.name == "auth-header" and not any(ch.isdigit() for ch in value):
                    continue
                if (
                    pattern.name == "phrase"
                    and match.group("w").casefold() in _CODE_WORDS
                    and not any(ch.isdigit() for ch in value)
                ):
                    continue  # "the pin is loose": a code holds a digit
                yield Candidate(start, end, "PASSWORD", pattern.score, self.name)


def _plausible_secret(value: str) -> bool:
    v = value.strip()
    if len(v) < 3 or v.lower() in _NOT_SECRETS or set(v) <= {"*", "x", "X", "."}:
        return False
    # references, not values: ${VAR}, $VAR, {{ var }}, os.environ[...], process.env.X, <...>;
    # a path names where a secret is kept or, as the shell's PWD=/home/x, a directory
    return not (
        v.startswith(("$", "{{", "%", "<", "os.", "process.env", "getenv", "env(", "[PASSWORD_"))
        or (v.startswith(("/", "~/")) and v.count("/") >= 2)
        or v.endswith(("(", "()"))
    )
