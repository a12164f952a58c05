"""The category table: placeholder stem, description, examples, sensitivity, normalisation.

This table is the one place a category's facts live: the resolver's tie-break priority, the
sensitivity rating and the keep-list names all read it.

Sensitivity levels (``SENSITIVITY_LEVELS``): 0 public, 1 internal (organisations, URLs,
network addresses), 2 confidential (a person's contact details), 3 highly confidential (IDs,
credentials, financial and health data). ``normalize`` decides when two surface forms are
"the same value" and so get the same placeholder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

Normalization = Literal["casefold", "alnum", "digits", "exact"]


#: What each ``CategoryInfo.sensitivity`` number means, in words for the CLI and docs.
SENSITIVITY_LEVELS: Mapping[int, str] = MappingProxyType(
    {0: "public", 1: "internal", 2: "confidential", 3: "highly confidential"}
)


@dataclass(frozen=True, slots=True)
class CategoryInfo:
    """What one category means and how its placeholders behave."""

    stem: str
    description: str
    examples: tuple[str, ...]
    sensitivity: int
    normalize: Normalization = "casefold"
    #: Breaks ties between equally long overlapping candidates: the more specific category wins.
    priority: int = 0


def _c(
    stem: str,
    description: str,
    examples: tuple[str, ...],
    sensitivity: int,
    n: Normalization,
    priority: int,
) -> tuple[str, CategoryInfo]:
    return stem, CategoryInfo(stem, description, examples, sensitivity, n, priority)


CATEGORIES: Mapping[str, CategoryInfo] = MappingProxyType(
    dict(
        [
            _c("PERSON", "A person's name", ("Dr. Anna Müller", "Dear John,"), 2, "casefold", 25),
            _c(
                "ORGANIZATION",
                "A company (legal suffix, industry word, employer)",
                ("Acme GmbH",),
                1,
                "casefold",
                20,
            ),
            _c(
                "ADDRESS",
                "A street address",
                ("221B Baker Street", "Hauptstraße 5"),
                2,
                "casefold",
                30,
            ),
            _c("POSTCODE", "A postal code in context", ("SW1A 1AA", "ZIP 94103"), 1, "alnum", 10),
            _c("DATE_OF_BIRTH", "A date of birth", ("born on 12 March 1985",), 2, "casefold", 50),
            _c("AGE", "A person's age", ("42 years old",), 1, "casefold", 5),
            _c("EMAIL", "An e-mail address", ("jane.doe@example.com",), 2, "casefold", 60),
            _c("PHONE", "A phone number", ("+44 20 7946 0958", "(212) 555-0142"), 2, "digits", 45),
            _c("URL", "A web address", ("https://example.com/u/42",), 1, "exact", 55),
            _c("DOMAIN", "A domain name in context", ("example.org",), 1, "casefold", 15),
            _c(
                "CREDIT_CARD",
                "A payment card number (Luhn)",
                ("4111 1111 1111 1111",),
                3,
                "digits",
                75,
            ),
            _c("IBAN", "An IBAN (mod-97)", ("DE89 3704 0044 0532 0130 00",), 3, "alnum", 75),
            _c("SWIFT_BIC", "A SWIFT/BIC bank code", ("DEUTDEFF",), 2, "alnum", 35),
            _c(
                "ROUTING_NUMBER",
                "A bank routing code (US ABA, UK sort code, AU BSB, German BLZ)",
                ("routing 011000015", "sort code 60-16-13"),
                3,
                "digits",
                45,
            ),
            _c("BANK_ACCOUNT", "A bank account number", ("account no. 12345678",), 3, "alnum", 50),
            _c("CRYPTO_WALLET", "A crypto wallet address", ("bc1qar0srrr7x...",), 3, "exact", 70),
            _c("US_SSN", "A US Social Security number", ("536-22-1234",), 3, "digits", 65),
            _c("US_ITIN", "A US taxpayer id (ITIN)", ("912-70-1234",), 3, "digits", 65),
            _c("US_EIN", "A US employer id (EIN)", ("EIN 12-3456789",), 3, "digits", 45),
            _c("PASSPORT", "A passport number", ("passport no. 123456789",), 3, "alnum", 50),
            _c("DRIVER_LICENSE", "A driving licence number", ("DL: D1234567",), 3, "alnum", 50),
            _c("UK_NINO", "A UK National Insurance number", ("QQ 12 34 56 C",), 3, "alnum", 65),
            _c("UK_NHS", "A UK NHS number (mod-11)", ("NHS 943 476 5919",), 3, "digits", 60),
            _c("NATIONAL_ID", "A national id or tax number", ("12345678Z",), 3, "alnum", 60),
            _c(
                "IP_ADDRESS",
                "An IPv4 or IPv6 address",
                ("192.168.12.7", "2001:db8::1"),
                1,
                "casefold",
                55,
            ),
            _c("MAC_ADDRESS", "A network hardware address", ("00:1A:2B:3C:4D:5E",), 1, "alnum", 55),
            _c("API_KEY", "An API key or access token", ("ghp_…", "AKIA…", "sk-…"), 3, "exact", 90),
            _c("JWT", "A JSON Web Token", ("eyJhbGciOi…",), 3, "exact", 90),
            _c(
                "PRIVATE_KEY",
                "A PEM private-key block",
                ("-----BEGIN PRIVATE KEY-----",),
                3,
                "exact",
                100,
            ),
            _c("PASSWORD", "A password or secret value", ("password=hunter2",), 3, "exact", 85),
            _c(
                "CONNECTION_STRING",
                "A URL with credentials",
                ("postgres://u:p@db/x",),
                3,
                "exact",
                95,
            ),
            _c(
                "LOCATION",
                "A place: city, region, country, landmark",
                ("Lyon", "Bavaria", "New Zealand"),
                1,
                "casefold",
                12,
            ),
            _c(
                "DATE",
                "A specific date or time (not a bare weekday or year)",
                ("14 March 2024", "2024-03-14 09:30"),
                1,
                "casefold",
                8,
            ),
            _c(
                "NRP",
                "A nationality, religion, political group or ethnicity",
                ("Nigerian", "Muslim"),
                3,
                "casefold",
                14,
            ),
            _c("CARD_EXPIRY", "A payment card's expiry date", ("exp 09/27",), 3, "digits", 52),
            _c("CARD_CVV", "A payment card's security code", ("CVV 123",), 3, "digits", 52),
            _c(
                "ID_NUMBER",
                "An order, customer, booking, case, ticket, policy or account reference",
                ("ORD-2024-778812", "Kundennummer 1002345678"),
                2,
                "alnum",
                40,
            ),
            _c(
                "USERNAME", "A user name or handle", ("/home/jdoe", "user=mmueller"), 2, "exact", 42
            ),
            _c(
                "HOSTNAME",
                "An internal host or bucket name",
                ("db01.corp.internal", "s3://acme-payroll"),
                1,
                "casefold",
                16,
            ),
            _c(
                "HEALTH",
                "Health data about a person: a diagnosis, condition or medication",
                ("type 2 diabetes", "metformin 500 mg"),
                3,
                "casefold",
                18,
            ),
            _c(
                "CUSTOM",
                "A user deny-list entry or custom recognizer",
                ("Project Falcon",),
                2,
                "casefold",
                80,
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
