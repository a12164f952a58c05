"""IPv4 and IPv6 addresses (every compressed form), validated by :mod:`ipaddress`.

Version strings are the classic false positive: "1.2.3.4" after "version"/"v" is rejected,
and so is an object identifier ("2.5.29.17", "OID 1.2.3.4"). An address of single-digit octets,
and the loopback or unspecified address ("127.0.0.1" in a pasted access log is the machine
itself, no one's), only count with network context.
"""

from __future__ import annotations

import ipaddress
from functools import cache

import regex

from dp_anonymizer.detect.base import (
    MAX_SCORE,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
)
from dp_anonymizer.detect.lexicon import load_data
from dp_anonymizer.detect.technical import object_identifier

IPV4_RE = compile_pattern(
    r"(?<![\w.])(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
    r"(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}(?:/[0-9]{1,2})?(?![\w]|\.[0-9])"
)
IPV6_RE = compile_pattern(
    r"(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,8}(?:[0-9A-Fa-f]{1,4}|[0-9]{1,3}(?:\.[0-9]{1,3}){3})?"
    r"(?:%[0-9A-Za-z]{1,15})?(?:/[0-9]{1,3})?(?![\w:]|\.[0-9])"
)
#: Words before a dotted number that make it a version or a document's part, not an address;
#: they end a dotted card number's claim too ("build 4748.2064.1996.2834"). Searched from the
#: end: a match must end there.
VERSION_BEFORE_RE = compile_pattern(
    r"(?:\bversions?|\bver\.?|\brelease[sd]?|\bbuild|\bfirmware|\bv|\bupdate to|\bupgrade to"
    r"|\bsdk|\bapi level"
    # a document's numbered part: "section 12.4.3.1", "§ 3.2.1.4", "Abschnitt 4.1.2.3"
    r"|\bsections?|\bsec\.|§{1,2}|\bclauses?|\bchapters?|\bparagraphs?|\bpara\."
    r"|\babschnitt|\bkapitel|\bappendix|\bannex)\s{0,3}[:=]?\s{0,3}$",
    regex.REVERSE,
)
_CONTEXT = ("ip", "address", "host", "server", "ping", "ssh", "subnet", "gateway", "dns", "route")


#: Every IPv4 address holds a digit, a dot and a digit, the first of them within its first
#: three characters (nothing before it can end in a digit or a dot, so the anchor scan finds
#: that one); the address is at most 18 characters, and the look-ahead reads two more.
_IPV4_NEAR = (compile_pattern(r"[0-9]\.[0-9]"), 2, 17)


class IpAddressRecognizer(PatternRecognizer):
    NAME = "ip_address"
    ENTITY = "IP_ADDRESS"
    PATTERNS = (
        Pattern("ipv4", IPV4_RE, 0.85, near=_IPV4_NEAR),
        Pattern("ipv6", IPV6_RE, 0.9),
    )
    CONTEXT = _CONTEXT

    def invalidate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        if VERSION_BEFORE_RE.search(ctx.before(start, 24)) is not None:
            return True
        # a well-known arc without network words near, or right after "OID"
        network = ctx.has_context(start, end, self.CONTEXT)
        return ":" not in value and object_identifier(ctx.text, start, value, arcs=not network)

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        address = value.split("/")[0].split("%")[0]
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        if ip.version == 6 and address.count(":") < 2:
            return False
        if ip.version == 4 and ip.is_reserved:
            return False  # "255.255.255.0", "240.0.0.1": a netmask or class E, no machine's
        if "/" in value and _network_range(value.split("%")[0]):
            return False  # "10.0.0.0/8", "0.0.0.0/0": a range of shared space, no machine's
        if value in _router_defaults():
            return False  # "Log in at 192.168.1.1": a router's factory address, no one's
        return None

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        value = ctx.text[start:end].split("/")[0]
        has_context = ctx.has_context(start, end, self.CONTEXT)
        if pattern.name == "ipv4" and (
            all(len(part) == 1 for part in value.split(".")) or _own_machine(value)
        ):
            return 0.85 if has_context else 0.3
        if pattern.name == "ipv6" and (
            sum(ch.isalnum() for ch in value.split("%")[0]) < 4 or _own_machine(value)
        ):
            # "::1", and "a::b" in C++/Rust code: valid syntax, an address only in context
            return 0.85 if has_context else 0.3
        return MAX_SCORE if has_context else pattern.score


def _network_range(value: str) -> bool:
    """A prefix of private, documentation or all space whose host bits are all zero
    ("10.0.0.0/8", "0.0.0.0/0", "2001:db8::/32"): a range every company's routing tables and
    firewall rules name, no one's. "192.168.1.17/24" is one machine's address with its
    network's length, and a public range ("81.27.200.0/24") may name one firm's or one
    household's network: both stay."""
    try:
        network = ipaddress.ip_network(value, strict=True)
    except ValueError:
        return False
    shared = network.is_private or network.prefixlen == 0
    return shared and network.prefixlen < network.max_prefixlen


@cache
def _router_defaults() -> frozenset[str]:
    """The routers' factory addresses (``router_defaults`` of ``data/technical.json``)."""
    return frozenset(load_data("technical.json")["router_defaults"])


def _own_machine(value: str) -> bool:
    """The loopback or unspecified address ("127.0.0.1", "0.0.0.0", "::1"): the machine itself."""
    try:
        ip = ipaddress.ip_address(value.split("/")[0].split("%")[0])
    except ValueError:
        return False
    return ip.is_loopback or ip.is_unspecified
