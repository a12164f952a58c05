"""The name that heads a contact block (a pasted business card, a signature, an address label)
when it is written in lower case or with an initial without a dot, and the lines of such blocks
that are a firm or a team, no one (issue 12, stop 34). ``hidden`` must be gone from the output,
``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a card in lower case: a known given name, a known surname, or only rare words
        (
            "leone mazzi\n\nnurse\n\npersonal info:\nphone:\n+39 333 123 4567",
            ("leone mazzi",),
            ("nurse", "personal info"),
        ),
        (
            "aksel kristensen\nnordlys consulting\nmobile: +47 912 34 567",
            ("aksel kristensen",),
            ("consulting",),
        ),
        ("best,\njo hartley\nmobile 07700 900123", ("jo hartley",), ("best,",)),
        ("leidy t muris\nlabor relations director\nphone 0161 496 0000", ("leidy t muris",), ()),
        # an initial without its dot, in capitals
        ("Emidio P Lombardo\nHarlow Fabrics\nphone +44 20 7946 0958", ("Emidio P Lombardo",), ()),
        # near misses: a team or a department heads the block, the block's firm under the name,
        # a lower-case line that opens no block, a lower-case card with no contact label
        ("thanks,\nfinance ops\nphone 0161 496 0000", (), ("finance ops",)),
        ("can you fix this\n\nsupport team\nemail: help@acme.com", (), ("support team",)),
        (
            "Aksel Kristensen\nNordlys Consulting\nmobile: +47 912 34 567",
            ("Aksel Kristensen", "Nordlys Consulting"),
            ("[PERSON_1]\n[ORGANIZATION_1]",),
        ),
        ("we changed the rota again\nleone mazzi phone is dead", (), ("rota again",)),
        ("aksel kristensen\nnordlys consulting\nnorway", (), ("aksel kristensen",)),
    ],
)
def test_a_contact_block_s_head_in_lower_case_and_its_firm_line(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the block's first line is a name no list holds: the firm line under it is found
        (
            "Emidio Lombardo\nPaxata\n12 High Street\n+44 20 7946 0958 office",
            ("Emidio Lombardo", "Paxata"),
            ("[ORGANIZATION_1]",),
        ),
        (
            "Karin Beike\nMhealthcoach\n12 Ring Road\nMobile: +44 20 7946 0958",
            ("Karin Beike", "Mhealthcoach"),
            ("[ORGANIZATION_1]",),
        ),
        # near misses: a heading of everyday words opens the block, a block that a paragraph
        # opens, a name line in the middle of a block
        ("Order Summary\nWidget Pro\n12 High Street\nTel: +44 20 7946 0958", (), ("Widget Pro",)),
        (
            "Please send the parcel to the office below.\nWidget Pro\n12 High Street\n"
            "Tel: +44 20 7946 0958",
            (),
            ("Widget Pro",),
        ),
    ],
)
def test_the_firm_line_under_a_block_s_first_line_when_no_list_holds_the_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
