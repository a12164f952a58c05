"""People paste code and documentation into chats: identifiers, acronyms and numbers there
are not personal data. Each case below was a false alarm on Python's own docstrings."""

from __future__ import annotations

import pytest

from support.detect_cases import assert_detects, found

CLEAN = [
    "If an attempt is made to release an unlocked lock, a RuntimeError will be raised.",
    "Coroutines will be wrapped in Tasks.",
    "Dict subclass for counting hashable items.  Sometimes called a bag or multiset.",
    "It also understands ``NaN``, ``Infinity``, and ``-Infinity``.",
    "assert Annotated[Annotated[T, Ann1, Ann2], Ann3] == Annotated[T, Ann1, Ann2, Ann3]",
    "class Employee(NamedTuple):\n    name: str",
    "Returns a new subclass of tuple with named fields.",
    "Create an archive file (eg. zip or tar).",
    "Read the ZIP64 end-of-archive records.",
    "The TextIO and BinaryIO subclasses capture the distinctions between them.",
    "A Future class similar to the one in PEP 3148.",
    "treated by type checkers similarly to classes created with ``@dataclasses.dataclass``.",
    "The timeout setting only works for HTTP,\nHTTPS and FTP connections.",
    "Optimized: TypeAlias = Annotated[T, runtime.Optimize()]\nVariadic: TypeAlias = int",
    "Its colour is #FF00FF.",
    # licence boilerplate and READMEs (Debian's /usr/share/doc)
    "but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or\n"
    "FITNESS FOR A PARTICULAR PURPOSE.",
    "under the terms of the GNU Lesser General Public License as published",
    "see the file COPYING.LESSER.  If not, see the web site.",
    "- MS Crypto API (Windows only)",
    "- MS Crypto API NG (Windows only)",
    "DejaVu Sans Mono Bold\nDejaVu Sans Mono Bold Oblique",
    "uids and gids are allocated in the static range\n60000-64999. They are created",
    "IEEE Trans. on Signal Processing, vol. 27, no. 4, pp. 309-19 (1979).",
    # an acronym inside a CamelCase word is an identifier
    "The main difference with RawIOBase is that the read() method\nsupports omitting it.",
    "Call parseHTMLTag before XMLReader sees the stream.",
    # a thing's noun before "name is": the thing's name, nobody's
    "This does not work when a file name is given\nand must be True in that case.",
    "If the domain name is given, the lookup uses it.",
    "The project's name is Apollo and it ships in May.",
    "Make sure the column name is Status, not State.",
]


@pytest.mark.parametrize("text", CLEAN)
def test_technical_text_has_no_personal_data(text: str) -> None:
    assert found(text) == []


def test_an_address_in_brackets_is_an_ip_not_a_phone_number() -> None:
    assert found("convert IP addr string (123.45.67.89) to 32-bit packed format") == [
        ("IP_ADDRESS", "123.45.67.89")
    ]


@pytest.mark.parametrize(
    ("text", "category", "value"),
    [
        ("She named him Frank.", "PERSON", "Frank"),
        ("a cat named anna", "PERSON", "anna"),
        ("she works for IBM in Paris", "ORGANIZATION", "IBM"),
        ("Written by Marc-Andre Lemburg (mal@lemburg.com).", "EMAIL", "mal@lemburg.com"),
        ("Vinka: What a wife.\nMarko: Indeed.", "PERSON", "Marko"),
        ("Mr McDONALD gave evidence for the Crown.", "PERSON", "McDONALD"),
        ("Her name is grace and she lives with me.", "PERSON", "grace"),
        ("My son's name is Oliver.", "PERSON", "Oliver"),
        ("The account holder name is Jane Smith.", "PERSON", "Jane Smith"),
        ("The patient's name is Tom Baker.", "PERSON", "Tom Baker"),
    ],
)
def test_what_the_filters_must_not_remove(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


def test_a_year_before_a_name_is_not_a_postcode() -> None:
    spans = found("Copyright 1991, 1996, 2000, 2007 Free Software Foundation, Inc.")
    assert [c for c, _ in spans] == ["ORGANIZATION"]
