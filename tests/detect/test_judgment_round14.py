"""Court text, fourteenth round (issue 12, stop 33): dotted initials in quotes after a naming
phrase ('a juvenile identified as "T.J.,"'), after more role nouns ("a patient, J.K.,") and
before "(born"; undotted initials alone on a heading's line before a party's role ("MK /
(ANONYMITY ORDER MADE) / Appellant", "LM / Pursuer"); a US vehicle's tag after its state's
name and a plate after "plate," with a comma; a prisoner's, an attorney's and a hearing
office's register number after its cue, and a passport's "number" after a comma; a short
docket alone on a heading line ("DA 23-0514", "F388/23"); a court register that the generic
address rule had read as a house number across a line break ("No. 22 JA 417\\n\\nIN THE
MATTER"); an age after "then" set off by commas after a person's noun ("The worker, then
52,"); a judgment's dateline ("ADELAIDE, 8 NOVEMBER 2024"), a party's "lives in" and a
hearing's "WHERE HELD:" or "Venue:"; "Georgian" with a nationality cue. Each case says
whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ('The passenger, a juvenile identified as "B.K.," gave a statement.', "B.K.", True),
        ('A second man, identified in the record only as "D.V.", drove the car.', "D.V.", True),
        ("Her boyfriend, known as W.P., was arrested. Later W.P. fled.", "W.P.", True),
        ("She failed to assess a patient, J.K., whose saturation fell.", "J.K.", True),
        ("His co-defendant, R.T., pleaded guilty.", "R.T.", True),
        ("Re: P.R. (born 2014) and W.R. (born 2017)", "P.R.", True),
        ("Re: P.R. (born 2014) and W.R. (born 2017)", "W.R.", True),
        ("Between\nTK\n(ANONYMITY ORDER MADE)\nAppellant\nand\nSECRETARY OF STATE", "TK", True),
        ("in the cause\n\nRW\nPursuer\nagainst\nKW\nDefender\n", "RW", True),
        ("in the cause\n\nRW\nPursuer\nagainst\nKW\nDefender\n", "KW", True),
        ("PQ\nFirst Respondent\nand\nHW\nSecond Respondent", "HW", True),
        # near misses: a country's, a time's and a public prosecutor's letters stay
        ("We met in the U.S. as U.S. citizens, known as U.S. residents.", "U.S.", False),
        ("The offices in the U.S. (born in 1990 as a start-up) grew.", "U.S.", False),
        ("Between\nDPP\nRespondent\nand\nJR\nApplicant", "DPP", False),
        ("AND\nRespondent", "AND", False),
        ("The UK\nApplicant", "UK", False),
    ],
)
def test_initials_of_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("They stopped a Ford Ranger, Kentucky plate, 217-KVB, at a gas station.", "217-KVB", True),
        ("Officers stopped an Impala, Maryland tag 7EX1294, on Pratt Street.", "7EX1294", True),
        ("The van, Oklahoma tag LZR-883, was seized.", "LZR-883", True),
        ("He used his own passport, number 15GB77103, to travel.", "15GB77103", True),
        ("Attorney Registration No. 301127 (Erie County)", "301127", True),
        ("a Washington State prisoner (DOC No. 518830) housed at the jail", "518830", True),
        ("Case No. 800-2023-004412\nOAH No. 2024061177\n", "2024061177", True),
        ("JUAN ROSALES, Claimant\nJCN VA00002231187\nOPINION", "VA00002231187", True),
        # near misses: a version tag, a count after a comma, an order's place in a list
        ("Please tag v2.1 and push the git tag 1.0.3 tonight.", "2.1", False),
        ("Please tag v2.1 and push the git tag 1.0.3 tonight.", "1.0.3", False),
        ("Plate, 3 of them, and a bowl.", "3", False),
        ("The order, no. 4 in the list, and the account, number 55.", "55", False),
    ],
)
def test_identifiers_after_cues(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("IN THE SUPREME COURT OF IDAHO\n\nDB 24-0917\n\n2024 ID 12\n", "DB 24-0917", True),
        ("SHERIFFDOM OF TAYSIDE AT PERTH\n\nG412/24\n\nJudgment of the sheriff", "G412/24", True),
        (
            "IN THE COURT OF APPEALS\n\nMecklenburg County, No. 22 JA 417\n\nIN THE MATTER OF:"
            " K.D.R., a minor child.",
            "IN THE MATTER",
            False,
        ),
        (
            "SUPREME COURT\n\nNo. 148 DB 2023\nAttorney Registration No. 204417\n",
            "Attorney Registration",
            False,
        ),
        # near misses: a financial year and a line of notes outside a court's text
        ("REPORT OF THE COURT\n\nFY 2023/24\n\nPage 3", "2023/24", False),
        ("The notes\n\nAB 23-0514\n\nend", "23-0514", False),
        ("THE COURT\nThe judge cited the case\nDB 24-0917\n", "24-0917", False),
        ("Ship to 20789 Allika 46\nTallinn", "20789 Allika 46", True),
    ],
)
def test_dockets_and_registers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The worker, then 52, was employed as a cook.", "52", True),
        ("The tenant, then 71, lived alone.", "71", True),
        ("ADELAIDE, 8 NOVEMBER 2024\n\n[1] Mr X was employed.", "ADELAIDE", True),
        ("Ottawa, Ontario, September 17, 2024\n", "Ottawa", True),
        ("The defender lives in Livingston with his partner.", "Livingston", True),
        ("WHERE HELD: Broadmeadows\nBEFORE: Member X", "Broadmeadows", True),
        ("Place of decision: Melbourne\n", "Melbourne", True),
        ("The appellant is a Georgian national from Batumi.", "Georgian", True),
        # near misses: a budget's number, a signature's or a record's word before a date, a
        # style, an online venue
        ("The budget, then 52, was cut.", "52", False),
        ("Dated, May 3, 2024\n", "Dated", False),
        ("Signed, 3 May 2024\n", "Signed", False),
        ("Last updated, 3 June 2024\n", "updated", False),
        ("A Georgian terrace house. The Georgian era.", "Georgian", False),
        ("Venue: online", "online", False),
    ],
)
def test_ages_places_and_nationality(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
