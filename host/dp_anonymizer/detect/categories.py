"""The category table: placeholder stem, description, examples, sensitivity, normalisation.

Sensitivity levels: 0 public, 1 internal (organisations, URLs, network addresses), 2
confidential (a person's contact details), 3 highly confidential (IDs, credentials, financial
and health data). ``normalize`` decides when two surface forms are "the same value" and so get
the same placeholder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

Normalization = Literal["casefold", "alnum", "digits", "exact"]


@dataclass(frozen=True, slots=True)
class CategoryInfo:
    """What one category means and how its placeholders behave."""

    stem: str
    description: str
    examples: tuple[str, ...]
    sensitivity: int
    normalize: Normalization = "casefold"


def _c(
    stem: str, description: str, examples: tuple[str, ...], sensitivity: int, n: Normalization
) -> tuple[str, CategoryInfo]:
    return stem, CategoryInfo(stem, description, examples, sensitivity, n)


CATEGORIES: Mapping[str, CategoryInfo] = MappingProxyType(
    dict(
        [
            _c("PERSON", "A person's name", ("Dr. Anna Müller", "Dear John,"), 2, "casefold"),
            _c(
                "ORGANIZATION",
                "A company (legal suffix, industry word, employer)",
                ("Acme GmbH",),
                1,
                "casefold",
            ),
            _c(
                "ADDRESS", "A street address", ("221B Baker Street", "Hauptstraße 5"), 2, "casefold"
            ),
            _c("POSTCODE", "A postal code in context", ("SW1A 1AA", "ZIP 94103"), 1, "alnum"),
            _c("DATE_OF_BIRTH", "A date of birth", ("born on 12 March 1985",), 2, "casefold"),
            _c("AGE", "A person's age", ("42 years old",), 1, "casefold"),
            _c("EMAIL", "An e-mail address", ("jane.doe@example.com",), 2, "casefold"),
            _c("PHONE", "A phone number", ("+44 20 7946 0958", "(212) 555-0142"), 2, "digits"),
            _c("URL", "A web address", ("https://example.com/u/42",), 1, "exact"),
            _c("DOMAIN", "A domain name in context", ("example.org",), 1, "casefold"),
            _c(
                "CREDIT_CARD", "A payment card number (Luhn)", ("4111 1111 1111 1111",), 3, "digits"
            ),
            _c("IBAN", "An IBAN (mod-97)", ("DE89 3704 0044 0532 0130 00",), 3, "alnum"),
            _c("SWIFT_BIC", "A SWIFT/BIC bank code", ("DEUTDEFF",), 2, "alnum"),
            _c("ROUTING_NUMBER", "A US ABA routing number", ("routing 011000015",), 3, "digits"),
            _c("BANK_ACCOUNT", "A bank account number", ("account no. 12345678",), 3, "alnum"),
            _c("CRYPTO_WALLET", "A crypto wallet address", ("bc1qar0srrr7x...",), 3, "exact"),
            _c("US_SSN", "A US Social Security number", ("536-22-1234",), 3, "digits"),
            _c("US_ITIN", "A US taxpayer id (ITIN)", ("912-70-1234",), 3, "digits"),
            _c("US_EIN", "A US employer id (EIN)", ("EIN 12-3456789",), 3, "digits"),
            _c("PASSPORT", "A passport number", ("passport no. 123456789",), 3, "alnum"),
            _c("DRIVER_LICENSE", "A driving licence number", ("DL: D1234567",), 3, "alnum"),
            _c("UK_NINO", "A UK National Insurance number", ("QQ 12 34 56 C",), 3, "alnum"),
            _c("UK_NHS", "A UK NHS number (mod-11)", ("NHS 943 476 5919",), 3, "digits"),
            _c("NATIONAL_ID", "An EU national id or tax number", ("12345678Z",), 3, "alnum"),
            _c(
                "IP_ADDRESS",
                "An IPv4 or IPv6 address",
                ("192.168.12.7", "2001:db8::1"),
                1,
                "casefold",
            ),
            _c("MAC_ADDRESS", "A network hardware address", ("00:1A:2B:3C:4D:5E",), 1, "alnum"),
            _c("API_KEY", "An API key or access token", ("ghp_…", "AKIA…", "sk-…"), 3, "exact"),
            _c("JWT", "A JSON Web Token", ("eyJhbGciOi…",), 3, "exact"),
            _c(
                "PRIVATE_KEY",
                "A PEM private-key block",
                ("-----BEGIN PRIVATE KEY-----",),
                3,
                "exact",
            ),
            _c("PASSWORD", "A password or secret value", ("password=hunter2",), 3, "exact"),
            _c("CONNECTION_STRING", "A URL with credentials", ("postgres://u:p@db/x",), 3, "exact"),
            _c(
                "CUSTOM",
                "A user deny-list entry or custom recognizer",
                ("Project Falcon",),
                2,
                "casefold",
            ),
        ]
    )
)


def normalize_value(category: str, value: str) -> str:
    """The key under which two surface forms count as the same value."""
    info = CATEGORIES.get(category)
    mode: Normalization = info.normalize if info is not None else "casefold"
    if mode == "exact":
        return value
    # Formatting-insensitive keys only for values that are nothing but the identifier and its
    # separators; anything else (e.g. a span merged with neighbouring text) keys on its text,
    # so that restoring a placeholder never drops the extra text.
    if mode == "digits" and all(ch.isdigit() or ch in _DIGIT_SEPARATORS for ch in value):
        plus = "+" if value.lstrip("( ").startswith("+") else ""
        return plus + "".join(ch for ch in value if ch.isdigit()) or value
    if mode == "alnum" and all(ch.isalnum() or ch in _ALNUM_SEPARATORS for ch in value):
        return "".join(ch for ch in value if ch.isalnum()).upper()
    if mode in ("digits", "alnum"):
        return value
    return " ".join(value.split()).casefold()


_DIGIT_SEPARATORS = frozenset(" \u00a0-.()/+")
_ALNUM_SEPARATORS = frozenset(" \u00a0-./")
