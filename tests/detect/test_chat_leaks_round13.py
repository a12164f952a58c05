"""Pasted documents in English: the classes the thirteenth round of chat probes found
(issue 12, stop 31), each with the near misses where the same words are not personal.
``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "INC0052177 | P2 | Caller: Marian Okafor (mokafor) | VPN drops | Open",
            ("INC0052177", "mokafor"),
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


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Insured: Mr Raj Shah, Age 67\nPre-existing: Type 2 diabetes, hypertension",
            ("Type 2 diabetes", "hypertension"),
            (),
        ),
        (
            "Name: Mrs Mavis Lee, 91\nMeds: alendronic acid 70mg weekly, morphine sulfate PRN",
            ("alendronic acid", "morphine"),
            (),
        ),
        (
            "Mrs Edith Lowe was admitted with a fractured neck of femur after a fall.",
            ("fractured neck of femur",),
            (),
        ),
        ("Dr Ash reviewed Mrs Lee in clinic today. Query endometriosis.", ("endometriosis",), ()),
        (
            "Dear Dr Khan, I have started Mr Obi on ferrous fumarate 210mg BD.",
            ("ferrous fumarate",),
            (),
        ),
        # near misses: a blank label, a question about no one, a query of a database
        ("Name: Mrs Mavis Lee, 91\nPre-existing: none", (), ("none",)),
        (
            "What is a fractured neck of femur and how long is recovery?",
            (),
            ("fractured neck of femur",),
        ),
        ("Query the table for asthma rows.", (), ("asthma",)),
        ("Type 2 diabetes is common in the UK.", (), ("Type 2 diabetes",)),
    ],
)
def test_clinical_labels_and_terms_of_pasted_letters(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("I, Keeley Marsh, saw him at about 23:10 near the pub.", ("23:10",), ()),
        ("On 8 Oct at approx 19:45 I was walking home.", ("19:45",), ()),
        ("Injured person: Thabo Nkosi\nDate: 17 Sept 2024  Time: 10:20", ("10:20",), ()),
        ("Name: Brandon Yelland\nDate: 16/11/24  Time: 12.50", ("12.50",), ()),
        ("Reported by: Ann Lee\nTime of incident: 07:45", ("07:45",), ()),
        # near misses: a price and a duration after "about", a lap time, a recipe's times
        ("It costs about 14.30 and takes about 10:30 of video.", (), ("14.30", "10:30")),
        ("Lap time: 1:32 was his best.", (), ("1:32",)),
        ("Prep time: 0:20\nCook time: 1:30", (), ("0:20", "1:30")),
    ],
)
def test_a_clock_time_after_at_about_and_after_a_time_label(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Employee: Ms Ama Adjei  Payroll: 88410277", ("88410277",), ()),
        ("Qualifications: BSc Physiotherapy 2014; HCPC PH128840", ("PH128840",), ()),
        # near misses: a year, a short test account, a head count after the word
        ("The payroll 2024 run is late.", (), ("2024",)),
        ("A payroll team of 40000 staff is big.", (), ("40000",)),
    ],
)
def test_payroll_account_and_registration_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Deliver to: Unit 6, Crossways Business Park, Dartford DA2 6QG",
            ("Dartford", "DA2 6QG"),
            (),
        ),
        ("Address: Oakwood Lodge, 3 Church Brow, Clitheroe BB7 2DX", ("Clitheroe", "BB7 2DX"), ()),
        # near misses: a town before a postcode district alone, a town in prose
        ("Our Dartford DA2 area team covers the Thames side.", (), ("Dartford",)),
        ("Clitheroe Castle is worth a visit.", (), ("Clitheroe Castle",)),
    ],
)
def test_a_town_right_before_its_postcode(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # near misses first: one machine's address on the same networks
        ("src_ip=192.168.1.17 user=bob failed to log in", ("192.168.1.17",), ()),
        ("The attacker came from 81.27.200.14 last night.", ("81.27.200.14",), ()),
        ("Log in at 192.168.1.1 to change the Wi-Fi password.", (), ("192.168.1.1",)),
        ("The default gateway is 192.168.0.1 on most routers.", (), ("192.168.0.1",)),
        ("Open 192.168.8.1 in the browser and pick Reset.", (), ("192.168.8.1",)),
        ("server 10.0.0.1 is down", ("10.0.0.1",), ()),
    ],
)
def test_a_routers_factory_address_is_no_ones(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
