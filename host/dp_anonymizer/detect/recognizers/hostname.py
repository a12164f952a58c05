"""Internal host names and storage buckets: ``db01.corp.internal``, ``jira.acme.local``,
``s3://acme-payroll``, ``\\\\fileserver01\\share``, ``host=build-07``.

They name a company's machines and data stores, which a public domain (DOMAIN, URL) does
not. Only the host or bucket is replaced: the path after it stays readable. Public names
stay with the DOMAIN/URL recognizers; ``localhost`` identifies nothing. Suffixes, schemes
and cue words live in ``data/hosts.json``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import regex

from dp_anonymizer.detect.base import (
    CUE_SPAN,
    Candidate,
    ScanContext,
    compile_flat,
    compile_pattern,
    compile_token_anchor,
    finditer,
    finditer_near,
    leading_pieces,
    match_at_anchors,
)
from dp_anonymizer.detect.lexicon import alternation, load_data
from dp_anonymizer.detect.recognizers.url import PUBLIC_TLDS

SCORE = 0.75
_HOSTS_DATA = load_data("hosts.json")
#: A single label that is a word for any host (``generic_labels``).
_GENERIC = frozenset(_HOSTS_DATA["generic_labels"])
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
#: What follows a doubled backslash in an escaped string ("\\x9c", "\\u00e9", "\\n").
_ESCAPE_RE = compile_pattern(r"[xuU][0-9a-fA-F]{2,8}|[0-7]{1,3}")
_SCHEME_SEP = compile_pattern(r"://")
_UNC = compile_pattern(r"\\\\")
#: Words near a name with an ambiguous suffix that make it a host (``context_words``).
_HOST_CONTEXT = tuple(_HOSTS_DATA["context_words"])
#: What a host name after a cue holds to be kept: a digit, a hyphen or a dot between labels.
_HOST_SIGN_RE = compile_flat(r"[0-9-]|\.\w")


@dataclass(frozen=True, slots=True)
class _Patterns:
    internal: regex.Pattern[str]
    #: An internal zone under a public domain: "registry.internal.quillmark.dev",
    #: "git.corp.acme.com" (the zone's word between the host and the firm's domain).
    inner: regex.Pattern[str]
    bucket: regex.Pattern[str]
    cue: regex.Pattern[str]
    unc: regex.Pattern[str]
    receivers: frozenset[str]
    ambiguous: frozenset[str]
    cue_anchors: tuple[str, ...]
    suffix_re: regex.Pattern[str]
    #: The most whitespace-separated pieces a cue match spans: the cue's words, a separator
    #: ("=", "is") and the value.
    cue_pieces: int
    #: A config or environment key naming a host, and its value ("DB_HOST=pgcore-prd-04").
    config: regex.Pattern[str]
    config_anchor: regex.Pattern[str]
    #: A machine named by its role and a number ("lb1", "mx1"): no one's.
    generic_role: regex.Pattern[str]


@cache
def _patterns() -> _Patterns:
    data = _HOSTS_DATA
    suffixes = alternation(data["internal_suffixes"])
    internal = compile_pattern(
        r"(?i)(?<![\w.@/\\-])(?P<v>(?:" + _LABEL + r"\.){1,6}(?:" + suffixes + r"))"
        r"(?![\w-]|\.\w)"
    )
    inner = compile_pattern(
        r"(?i)(?<![\w.@/\\-])(?P<v>(?:" + _LABEL + r"\.){1,5}(?:" + suffixes + r")"
        r"(?:\." + _LABEL + r"){1,3}\.(?:" + PUBLIC_TLDS + r"))(?![\w-]|\.\w)"
    )
    bucket = compile_pattern(
        r"(?i)(?<![\w])(?:" + alternation(data["bucket_schemes"]) + r")://"
        r"(?P<v>[a-z0-9][a-z0-9._-]{1,220}[a-z0-9])(?![\w-])"
    )
    cues = alternation(data["cues"], r"[ \t]{1,2}")
    cue = compile_pattern(
        r"(?i)(?<![\w])(?:"
        + cues
        # a key may close its quote before the separator: '"host": "nas01"'
        + r")(?:[\"']?[ \t]{0,2}[=:][ \t]{0,2}|[ \t]{1,2}(?:(?:is|ist|est|es|è)[ \t]{1,2})?)"
        r"[\"']?(?=[A-Za-z0-9.-]{4})(?=[0-9.-]*[A-Za-z])(?P<v>"
        + _LABEL
        + r"(?:\."
        + _LABEL
        + r"){0,6})(?![\w.-]*[\w])(?![ \t]*[=(\[])"
    )
    # "\\host\share": one backslash and a share name after the host ("\\xeb\\x17" is
    # an escaped string)
    unc = compile_pattern(
        r"(?<![\w\\])\\\\(?P<v>" + _LABEL + r"(?:\." + _LABEL + r"){0,6})\\(?=[\w$])"
    )
    cue_anchors = tuple(sorted(data["cues"]))
    suffix_re = compile_token_anchor(r"(?i)\.(?:" + suffixes + r")(?![\w-])")
    keys = alternation(data["config_keys"])
    value = r"[\"']?(?P<v>" + _LABEL + r"(?:\." + _LABEL + r"){0,6})(?![\w.-]*[\w])"
    config = compile_pattern(
        # "DB_HOST=pg-01", "SMTP_RELAY: mail-02", and Kubernetes' "- name: REDIS_HOST" with
        # "value: cache-07" on the next line
        r"(?i)(?<![A-Za-z0-9_])(?:[A-Za-z0-9]+_)+(?:" + keys + r")[\"']?"
        r"(?:[ \t]*[=:][ \t]*|[ \t]*\r?\n[ \t]*value[ \t]*:[ \t]*)" + value
    )
    config_anchor = compile_token_anchor(r"(?i)_(?:" + keys + r")(?![A-Za-z0-9])")
    generic_role = compile_pattern(
        r"(?i)(?:" + alternation(data["generic_roles"]) + r")[-_]?[0-9]{0,3}"
    )
    return _Patterns(
        internal,
        inner,
        bucket,
        cue,
        unc,
        frozenset(data["code_receivers"]),
        frozenset(data["ambiguous_suffixes"]),
        cue_anchors,
        suffix_re,
        max(len(c.split()) for c in data["cues"]) + 2,
        config,
        config_anchor,
        generic_role,
    )


#: "postgres://ledger:pw@pgledger-prod-2:5432/ledger", "http://gitea01/org/repo.git": a host
#: of one label after a scheme, which no public name is.
_SCHEME_HOST_RE = compile_pattern(
    r"(?i)(?<![\w.+-])[a-z][a-z0-9+.-]{1,24}://(?:[^\s/@<>\"'`]{1,256}@)?(?P<v>"
    + _LABEL
    + r")(?=[:/?#\s\"'`)>\]]|$)"
)
#: A syslog line's host field, after its time stamp and before the program
#: ("Mar  4 02:11:09 bastion-eu1 sshd[21877]: …", "2024-03-05T09:14:02Z fs-backup-03 sudo: …").
_SYSLOG_HOST_RE = compile_pattern(
    r"(?m)^(?:[A-Z][a-z]{2}[ \t]{1,2}[0-9]{1,2}[ \t][0-9]{2}:[0-9]{2}:[0-9]{2}"
    r"|[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]{1,6})?"
    r"(?:Z|[+-][0-9]{2}:?[0-9]{2})?)[ \t]+(?P<v>"
    + _LABEL
    + r"(?:\."
    + _LABEL
    + r"){0,6})[ \t]+[\w./-]{1,40}(?:\[[0-9]{1,10}\])?:"
)
_CLOCK = compile_token_anchor(r"[0-9]{2}:[0-9]{2}:[0-9]{2}")
#: An Ansible inventory's host line: "webfe-lon-01 ansible_host=10.12.0.21".
_INVENTORY_HOST_RE = compile_pattern(
    r"(?m)^[ \t]*(?P<v>" + _LABEL + r"(?:\." + _LABEL + r"){0,6})[ \t]+ansible_[a-z_]{2,30}="
)
#: scp's and rsync's "user@host:path": "deploy@stg-web-11:/var/www/app".
_SCP_HOST_RE = compile_pattern(
    r"(?<![\w.+-])[A-Za-z0-9._-]{1,64}@(?P<v>" + _LABEL + r")(?=:(?:[/~]|[\w.-]+/))"
)
_SCP_ANCHOR = compile_token_anchor(r"@[A-Za-z0-9-]{2,63}:")


def _no_host(value: str, p: _Patterns, *, shortest: int) -> bool:
    """What no host found after a cue or by where it stands can be: an example name
    ("localhost", "myhost"), an IP address, code ("self.sock" after "host ="), fewer than
    ``shortest`` characters, or no letter at all ("host 2019")."""
    return (
        value.lower() in _GENERIC
        or _is_ip(value)
        or value.split(".")[0].lower() in p.receivers
        or len(value) < shortest
        or not any(ch.isalpha() for ch in value)
    )


class HostnameRecognizer:
    """Internal hosts and buckets (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "hostname"
        self.categories = frozenset({"HOSTNAME"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        p = _patterns()
        text = ctx.text
        for m in finditer_near(p.internal, ctx, p.suffix_re, self.name, before=120, after=2):
            if self._internal(ctx, m, p):
                yield Candidate(*m.span("v"), "HOSTNAME", SCORE, f"{self.name}:internal")
        for m in finditer_near(p.inner, ctx, p.suffix_re, self.name, before=120, after=260):
            if self._internal(ctx, m, p):
                yield Candidate(*m.span("v"), "HOSTNAME", SCORE, f"{self.name}:inner-zone")
        if ctx.contains("://"):
            for m in finditer_near(p.bucket, ctx, _SCHEME_SEP, self.name, before=8, after=230):
                yield Candidate(*m.span("v"), "HOSTNAME", SCORE, f"{self.name}:bucket")
        if "\\\\" in text:
            for m in finditer_near(p.unc, ctx, _UNC, self.name, before=1, after=260):
                if _ESCAPE_RE.fullmatch(m.group("v")) or m.group("v").lower() in _GENERIC:
                    continue  # "\\xbb\\x9c": escaped bytes; "\\server\\share": an example
                yield Candidate(*m.span("v"), "HOSTNAME", SCORE, f"{self.name}:unc")
        yield from self._shapes(ctx, p)
        if not ctx.contains_any(p.cue_anchors):
            return
        for m in match_at_anchors(
            p.cue, ctx, p.cue_anchors, self.name, span=CUE_SPAN, hopeless=_no_host_after
        ):
            value = m.group("v")
            if _no_host(value, p, shortest=4):
                continue  # "server v2", "host 2019", "host = self.sock…"
            if "." not in value and not any(ch.isdigit() or ch == "-" for ch in value):
                continue  # "the server is down": a host name has a digit, hyphen or dot
            yield Candidate(*m.span("v"), "HOSTNAME", SCORE, f"{self.name}:cue")

    def _shapes(self, ctx: ScanContext, p: _Patterns) -> Iterator[Candidate]:
        """Hosts without an internal zone, known by where they stand: a config key's value, a
        one-label host after a scheme, a syslog line's host field, an inventory's host line
        and scp's "user@host:"."""
        text = ctx.text
        found: list[tuple[regex.Match[str], str]] = []
        if ctx.anchored(p.config_anchor):
            found.extend(
                (m, "config")
                for m in finditer_near(
                    p.config, ctx, p.config_anchor, self.name, before=80, after=140
                )
            )
        if ctx.contains("://"):
            found.extend(
                (m, "scheme")
                for m in finditer_near(
                    _SCHEME_HOST_RE, ctx, _SCHEME_SEP, self.name, before=30, after=330
                )
            )
        if ctx.anchored(_CLOCK):
            found.extend(
                (m, "syslog")
                for m in finditer_near(
                    _SYSLOG_HOST_RE, ctx, _CLOCK, self.name, before=30, after=150
                )
            )
        if ctx.contains("ansible_"):
            found.extend((m, "inventory") for m in finditer(_INVENTORY_HOST_RE, text, self.name))
        if "@" in text and ctx.anchored(_SCP_ANCHOR):
            found.extend(
                (m, "scp")
                for m in finditer_near(
                    _SCP_HOST_RE, ctx, _SCP_ANCHOR, self.name, before=70, after=4
                )
            )
        for m, kind in found:
            value = m.group("v")
            if _no_host(value, p, shortest=3) or p.generic_role.fullmatch(value) is not None:
                continue
            if kind == "config" and not any(ch.isdigit() or ch in "-." for ch in value):
                continue  # "DB_HOST=postgres": a service's name, as a cue's value
            yield Candidate(*m.span("v"), "HOSTNAME", SCORE, f"{self.name}:{kind}")

    @staticmethod
    def _internal(ctx: ScanContext, m: regex.Match[str], p: _Patterns) -> bool:
        value = m.group("v")
        labels = value.split(".")
        if labels[0].lower() in p.receivers:
            return False  # "self.internal", "threading.local": code
        end = m.end("v")
        if end < len(ctx.text) and ctx.text[end] == "(":
            return False  # a call
        first = labels[0]
        if len(labels) == 2 and first.lower() in _GENERIC:
            return False
        if (
            len(labels) == 2
            and labels[1].lower() in p.ambiguous
            and not any(ch.isdigit() or ch == "-" for ch in first)
        ):
            return ctx.has_context(m.start(), end, _HOST_CONTEXT)
        return True


def _no_host_after(text: str, pos: int) -> bool:
    """Whether a cue match at ``pos`` can only take a value that :meth:`find` drops: no digit,
    hyphen or inner dot in the pieces the match would span ("the server is down"). Most cue
    words in prose start no host name, and this costs a fraction of trying the pattern."""
    pieces = leading_pieces(text, pos, min(len(text), pos + CUE_SPAN), _patterns().cue_pieces)
    return _HOST_SIGN_RE.search(pieces) is None


def _is_ip(value: str) -> bool:
    return all(part.isdigit() for part in value.split("."))
