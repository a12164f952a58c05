"""Court text, fifteenth round (issue 12, stop 34): undotted initials of parties after a
party's noun and "is" ("The mother is RJ.", "her son, who is FB,"), set off by commas after
the noun ("The applicant mother, KB, seeks"), before a compound role in brackets ("AZ
(Applicant-Mother)") and listed in a family case's head ("Re: TJ and ML (Care Proceedings)",
"IN THE MATTER OF CN AND RV (MINORS)"); a tribunal's matter number in brackets
("(U2024/6618)"), a case kind's capitals and number after "NO/S:" ("BDL 118-23"), an arbitral
institution's case reference ("ARB 287/22/MIB") and a Scottish sheriff court's civil reference
("GLA-F512-23") alone on a heading line; a court or tribunal named by its whole jurisdiction
kept ("Queensland Civil and Administrative Tribunal"); an age in words after ", who is"; dotted
initials after a companion's or a friend's noun; "Traveller" with a cue as an ethnicity; a
statute's bracketed jurisdiction in capitals ("CHILDREN (NORTHERN IRELAND) ORDER 1995") and
"Scottish secure tenancy" kept; a heading's own neutral citation with a division in brackets
("[2024] SAC (Civ) 29") or after "CITATION:" and the case's name without a comma; a platform's
account quoted or as an @handle or a $cashtag after its account word ('his Telegram handle
"marcus_tww"', "a Cash App account, $LVaughn414"). Each case says whether ``value`` must be
gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The older child is TJ, who is nine. The mother is RJ.", "TJ", True),
        ("The older child is TJ, who is nine. The mother is RJ.", "RJ", True),
        ("The father of both children is JK, who lives in a caravan.", "JK", True),
        ("The younger is ML; the father of ML is DL.", "DL", True),
        ("She asks to move with her son, who is FB, to Lagos.", "FB", True),
        ("The respondent father is OB; he works nights.", "OB", True),
        ("The Plaintiff is VKP, the wife, and the Defendant is VKQ.", "VKQ", True),
        ("The applicant mother, KB, seeks permission to relocate.", "KB", True),
        ("AZ (Applicant-Mother)\nand\nKZ (Respondent-Father)", "AZ", True),
        ("RS (Applicant-Wife)\n- and -\nPS (Respondent-Husband)", "PS", True),
        ("Re: TJ and ML (Care Proceedings: Threshold)\n\nML is three.", "ML", True),
        ("IN THE MATTER OF CN AND RV (MINORS)\n\nRV lives with CN.", "RV", True),
        # every other place the same initials stand
        ("The mother is RJ. On 3 May RJ took the child to hospital.", "RJ", True),
        # near misses: a country's and a public body's letters, an everyday word, a firm
        ("The applicant is UK-based and the respondent is DWP.", "UK", False),
        ("The applicant is UK-based and the respondent is DWP.", "DWP", False),
        ("The child is OK, the doctor said.", "OK", False),
        ("The father, OK, went home.", "OK", False),
        ("Re: EU (Withdrawal) Act 2018", "EU", False),
        ("In the matter of PFI (Refinancing) arrangements", "PFI", False),
        ("The claimant is HMRC.", "HMRC", False),
    ],
)
def test_undotted_initials_of_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Joshua Kettering\nv\nPilbara Haulage Pty Ltd\n(U2024/6618)\n", "U2024/6618", True),
        ("Kettering v Pilbara Haulage Pty Ltd (C2023/1187) was heard.", "C2023/1187", True),
        (
            "Civil and Administrative Tribunal\nAPPLICATION NO/S: BDL 118-23\nMATTER TYPE:",
            "BDL 118-23",
            True,
        ),
        (
            "SINGAPORE INTERNATIONAL ARBITRATION CENTRE\n\nARB 287/22/MIB\n\nClaimant",
            "ARB 287/22/MIB",
            True,
        ),
        (
            "SHERIFFDOM OF LOTHIAN AND BORDERS\n\n[2024] SC EDIN 12\n\nEDI-A123-22\n",
            "EDI-A123-22",
            True,
        ),
        # near misses: a financial year, a quarter, a statutory instrument in brackets
        ("The budget (FY2023/2024) grew.", "FY2023/2024", False),
        ("Sales rose (Q2024/2025) as expected.", "Q2024/2025", False),
        ("The Rules (SI 2024/1187) apply in this tribunal.", "2024/1187", False),
        ("The court noted:\nABC-12-3456 is a part number.", "ABC-12-3456", False),
    ],
)
def test_case_references(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Appeal from the Queensland Civil and Administrative Tribunal.", "Queensland", False),
        ("NSW Civil and Administrative Tribunal\nConsumer and Commercial Division", "NSW", False),
        (
            "VICTORIAN CIVIL AND ADMINISTRATIVE TRIBUNAL\nRESIDENTIAL TENANCIES LIST",
            "VICTORIAN",
            False,
        ),
        ("It was refused by the International Protection Appeals Tribunal.", "Protection", False),
        ("ONTARIO SUPERIOR COURT OF JUSTICE\nCOURT FILE NO.: CV-22-1", "ONTARIO", False),
        ("The New South Wales Court of Appeal dismissed the appeal.", "Wales", False),
        # near misses: a town's court is where the case was heard; a firm's name stays hidden
        ("He was tried at Leeds Crown Court in 2023.", "Leeds", True),
        ("The claim against Georgia Pacific Tribunal Services failed.", "Pacific", True),
    ],
)
def test_courts_named_by_their_jurisdiction(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("They have one child, Euan, who is twelve. He lives with his mother.", "twelve", True),
        ("The older child is Tom, who is nine; the younger is Ann.", "nine", True),
        ("Her son, who is now seven, lives with her.", "seven", True),
        ("His companion, D.S., was asleep in the passenger seat.", "D.S.", True),
        ("A friend, N.B., called the police.", "N.B.", True),
        ("The father is a member of the Traveller community.", "Traveller", True),
        ("The parents are Travellers and live on a halting site.", "Travellers", True),
        # near misses: a count that opens a phrase, a height, a magazine, a statute, a tenancy
        ("The buyer, who is one of the bidders, left.", "one", False),
        ("The team, who was two points ahead, won.", "two", False),
        ("She reads Traveller magazine on the train.", "Traveller", False),
        ("IN THE MATTER OF THE CHILDREN (NORTHERN IRELAND) ORDER 1995", "NORTHERN IRELAND", False),
        ("The flat was let under a Scottish secure tenancy.", "Scottish", False),
    ],
)
def test_ages_initials_and_groups(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("SHERIFF APPEAL COURT\n[2024] SAC (Civ) 29\nSAC/2023/000612/AP", "SAC (Civ) 29", True),
        (
            "CITATION: Pham v Gold Coast Strata Builders Pty Ltd [2024] QCAT 318\nPARTIES:",
            "QCAT 318",
            True,
        ),
        ('He was traced through his Telegram handle "marcus_tww" and CCTV.', "marcus_tww", True),
        ("A phone whose Cash App account, $LVaughn414, had received payments.", "LVaughn414", True),
        ("Her Instagram account @jen.k_88 was private.", "jen.k_88", True),
        # near misses: a precedent cited in a sentence, a verb "handle", a price after a comma
        ("In Smith v Jones [2020] SAC (Civ) 12 the court held so.", "SAC (Civ) 12", False),
        ('I will handle "complaints" later; the X account was suspended.', "complaints", False),
        ("The PayPal account, $5 fee included, was closed.", "$5", False),
    ],
)
def test_citations_and_accounts(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
