"""Pasted documents in English: the classes the thirteenth round of chat probes found
(issue 12, stop 31), each with the near misses where the same words are not personal.
``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "INC0048213 | P2 | Caller: Joanne Threlfall (jthrelfall) | VPN drops | Open",
            ("INC0048213", "jthrelfall"),
            ("VPN drops",),
        ),
        ("RITM0012345 for Arjun Mehta (amehta2): new laptop.", ("RITM0012345", "amehta2"), ()),
        ("Requester: Precious Banda (pbanda) | Site: Leeds", ("pbanda",), ()),
        ("Raised by Hemant Bhosale (hemant.bhosale) this morning.", ("hemant.bhosale",), ()),
        ("12:02 <sunil.iyer> prod is down, 502s on checkout", ("sunil.iyer",), ("prod is down",)),
        ("[09:14] <k_owusu> on it", ("k_owusu",), ("on it",)),
        (
            "Leavers still enabled: CORP\\tbarraclough and CORP\\nchowdhury.",
            ("tbarraclough", "nchowdhury"),
            (),
        ),
        # near misses: a bracketed word that is no login made from the name, a course code, a
        # short task number, an HTML tag, an escape sequence in code, a registry path
        ("Ask Hemant Bhosale (finance) about the budget.", (), ("(finance)",)),
        ("Ask Zoe Hart (approx) for the totals.", (), ("(approx)",)),
        (
            "CS101 and TASK1 are on the syllabus; ISO9001 is a standard.",
            (),
            ("CS101", "TASK1", "ISO9001"),
        ),
        ("Wrap it in <br> or <java.util> like the docs say.", (), ("<java.util>",)),
        ("The <first.last> format is what we use for logins.", (), ("<first.last>",)),
        ('print("ERROR\\nstack trace") in the handler', (), ("ERROR\\nstack trace",)),
        ("Open HKLM\\software in regedit.", (), ("HKLM\\software",)),
    ],
)
def test_service_desk_rows_chat_speakers_and_domain_accounts(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
