"""Pasted e-mail threads (issue 12, stop 35): a team or a body where a greeting, an addressee
line, a sign-off or a sender's display name usually holds a person, and record references with
two groups of capitals before the year. ``hidden`` must be gone from the output, ``kept`` must
be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a sender's display name with an everyday word no name list holds: a team's mailbox
        (
            'From: "Barclays Security" <alerts@barclays-check.info>\nSubject: sign-in',
            ("alerts@barclays-check.info",),
            ("Barclays Security",),
        ),
        ('From: "Acme Payroll" <payroll@acme.example>\nTo: me', (), ("Acme Payroll",)),
        # near misses: a person's display name, also with a surname that is a word
        ('From: "Owen Blackett" <ob77@gmail.com>\nTo: me', ("Owen Blackett",), ()),
        ('From: "Carla Baker" <cbaker@gmail.com>\nTo: me', ("Carla Baker",), ()),
        # a department signs off or is greeted
        ("Patched at 6. Thanks, Infrastructure", (), ("Thanks, Infrastructure",)),
        ("Please move the car.\nTa, Facilities", (), ("Ta, Facilities",)),
        ("Dear Procurement,\nplease find the quote attached.", (), ("Dear Procurement",)),
        # near misses: a given name, a surname that is a word, a name no list holds
        ("Patched at 6. Thanks, Hope", ("Hope",), ()),
        ("Dear Baker,\nplease find the quote attached.", ("Baker",), ()),
        ("Patched at 6. Regards, Paxatowski", ("Paxatowski",), ()),
        # a rarer or shorter everyday word may be a nickname
        ("Patched at 6. Thanks, Chip", ("Chip",), ()),
        ("Patched at 6. Cheers, Sully", ("Sully",), ()),
        # a phrase that names someone takes a word no name list holds as the name
        ("His teammates call him Sully.", ("Sully",), ()),
        # a body's noun after the one word a greeting or an addressee line caught
        ("To: Parish Council\nSubject: Bench on the green", (), ("Parish Council",)),
        ("Dear Procurement Team,\nThank you for the order.", (), ("Procurement Team",)),
        ("Hi Wellbeing Committee, minutes attached.", (), ("Wellbeing Committee",)),
        # near misses: a person greeted before a capitalised word that is no body's noun, a
        # full name, a body's noun further on
        ("To: Owen Blackett\nSubject: deposit", ("Owen Blackett",), ("Subject",)),
        ("Hi Sarah, the Board meets on Friday.", ("Sarah",), ("the Board meets",)),
        ("Dear Priyanka,\nThe council wrote again.", ("Priyanka",), ("The council",)),
    ],
)
def test_teams_and_bodies_in_mail_headers(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Subject: Re: Charter agreement KS-CH-2025-114", ("KS-CH-2025-114",), ()),
        ("ticket AB-2023-0042 was closed", ("AB-2023-0042",), ()),
        ("order ORD-2024-778812 shipped", ("ORD-2024-778812",), ()),
        # near misses: a two-digit serial after the year, a public identifier's prefix, a
        # version name
        ("see section INV-2025-04 of the plan", (), ("INV-2025-04",)),
        ("patched CVE-2024-3094 last week", (), ("CVE-2024-3094",)),
        ("files in UTF-8 and ISO-8859-1", (), ("UTF-8", "ISO-8859-1")),
    ],
)
def test_references_with_two_capital_groups(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
