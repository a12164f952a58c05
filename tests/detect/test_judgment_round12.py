"""Court text, twelfth round (issue 12, stop 31): the country, state or province a court's
name or a caption's sovereign party names stays ("HIGH COURT OF NEW ZEALAND", "THE STATE OF
TEXAS"), the town where a court sits is hidden as before ("AT NAKURU"); one test of a cited
side for the Crown ("HM Advocate"), public bodies ("Attorney-General", "Glasgow City
Council") and States ("United States v. …"); Scottish and South African report citations;
bar numbers; caption parties (a Cantonese given name, a party above an anonymity line, a
Kenyan party before dots, a union's member after "obo"); a docket of long capitals. Each
case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("IN THE HIGH COURT OF NEW ZEALAND\nAUCKLAND REGISTRY", "NEW ZEALAND", False),
        ("COURT OF APPEAL FOR ONTARIO\nCITATION: 2026 ONCA 122", "ONTARIO", False),
        ("IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA", "CALIFORNIA", False),
        ("IN THE HIGH COURT OF THE REPUBLIC OF SINGAPORE", "SINGAPORE", False),
        (
            "UNITED STATES DISTRICT COURT\nFOR THE EASTERN DISTRICT OF PENNSYLVANIA",
            "PENNSYLVANIA",
            False,
        ),
        ("SUPREME COURT OF NOVA SCOTIA (FAMILY DIVISION)", "NOVA SCOTIA", False),
        ("JEREMIAH TOLLIVER, Appellant\nV.\nTHE STATE OF TEXAS, Appellee", "TEXAS", False),
        ("THE PEOPLE OF THE STATE OF ILLINOIS, Plaintiff-Appellee,", "ILLINOIS", False),
        ("REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT NAKURU", "KENYA", False),
        ("PROVINCE DE QUÉBEC\nDISTRICT DE MONTRÉAL", "QUÉBEC", False),
        # near misses: the town where the court sits, and the same places in prose
        ("REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT NAKURU", "NAKURU", True),
        ("The applicant moved to the State of Texas in 2019.", "Texas", True),
        ("She was born in Kenya and later moved to New Zealand.", "New Zealand", True),
        (
            "The claimant lives in New Zealand; the High Court of New Zealand heard it.",
            "lives in New Zealand",
            True,
        ),
    ],
)
def test_jurisdiction_in_court_names(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The Crown relied on Moorov v HM Advocate 1930 JC 68 here.", "Moorov", True),
        ("The Crown relied on Moorov v HM Advocate 1930 JC 68 here.", "HM Advocate", False),
        ("As in Jamal v HM Advocate [2019] HCJAC 22, the sheriff erred.", "HM Advocate", False),
        (
            "The test is in Donoghue v Stevenson 1932 SC (HL) 31 and nowhere else.",
            "Stevenson",
            True,
        ),
        (
            "In Minister of Safety and Security v Sekhoto 2011 (5) SA 367 (SCA) it was held.",
            "Sekhoto",
            True,
        ),
        (
            "I prefer Couch v Attorney-General [2008] NZSC 45 on this point.",
            "Attorney-General",
            False,
        ),
        ("I prefer Couch v Attorney-General [2008] NZSC 45 on this point.", "Couch", True),
        ("See Ward v. Vancouver (City), 2010 SCC 27, at para 4.", "Ward", True),
        (
            "The test is in Mitchell v Glasgow City Council [2009] UKHL 11.",
            "Glasgow City Council",
            False,
        ),
        (
            "See Robinson v Chief Constable of West Yorkshire Police [2018] UKSC 4.",
            "West Yorkshire Police",
            False,
        ),
        # near misses: the same public bodies as someone's employer, a score, a firm as a side
        (
            "She worked for Glasgow City Council as a clerk until 2020.",
            "Glasgow City Council",
            True,
        ),
        ("He joined West Yorkshire Police in 2015 as a constable.", "West Yorkshire Police", True),
        ("The score was 3 v 2 in 2019 at home.", "3 v 2", False),
        ("See Kennedy v Cordia (Services) LLP [2016] UKSC 6 on expert evidence.", "Kennedy", True),
    ],
)
def test_cited_sides_crown_and_public_bodies(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Marisol A. Echeverria (SBN 287714)\nAttorneys for Plaintiff", "287714", True),
        ("Brandon K. Oyelaran, Esq.\nTexas Bar No. 24088713\nHouston, Texas", "24088713", True),
        (
            "Kathleen M. Ferraro-Diaz (Bar No. 5120447)\nAssistant Corporation Counsel",
            "5120447",
            True,
        ),
        ("Jane Roe, WSBA #45678, appeared for the plaintiff.", "45678", True),
        # near misses: a year after "the Bar", a bar's number, a bar's name and year
        ("She was called to the Bar 1998 and took silk in 2015.", "1998", False),
        ("We met at the Sports Bar No. 12 near the station.", "No. 12", False),
        ("Open Bar 2024 was a success, said the organisers.", "2024", False),
    ],
)
def test_bar_numbers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("BETWEEN\nSITI SAPARI Claimant\nand\nCHOW KA-MAN Defendant", "CHOW KA-MAN", True),
        (
            "Between\nHAWRE JAMAL AHMED\n(ANONYMITY ORDER NOT MADE)\nAppellant\nand\nTHE STATE",
            "HAWRE JAMAL AHMED",
            True,
        ),
        (
            "JOSPHAT KIPROTICH CHERUIYOT……………….APPELLANT\nVERSUS\nGRACE MWANGI……1ST RESPONDENT",
            "JOSPHAT KIPROTICH CHERUIYOT",
            True,
        ),
        # near misses: hyphenated words beside no surname, a direction above a public body,
        # the Republic before its dots
        ("BETWEEN\nHI-FI CO-OP Claimant\nand\nX-RAY SCAN Defendant", "HI-FI CO-OP", False),
        ("Between\nTHE COMMISSIONERS\n(TAX APPEAL)\nRespondent", "THE COMMISSIONERS", False),
        (
            "REPUBLIC………………………………PROSECUTOR\nVERSUS\nDAVID OCHIENG ODHIAMBO…………ACCUSED",
            "REPUBLIC",
            False,
        ),
    ],
)
def test_caption_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "The Government cites United States v. Brunetti-Hale, 41 F.4th 1029 (2022).",
            "United States",
            False,
        ),
        (
            "The Government cites United States v. Brunetti-Hale, 41 F.4th 1029 (2022).",
            "Brunetti-Hale",
            True,
        ),
        (
            "CASE OF R.K. AND OTHERS v. NORTH MACEDONIA\n(Application no. 33187/21)",
            "NORTH MACEDONIA",
            False,
        ),
        ("CASE OF R.K. AND OTHERS v. NORTH MACEDONIA\n(Application no. 33187/21)", "OTHERS", False),
        ("See Ward v. Vancouver (City), 2010 SCC 27, at para 4.", "Vancouver", False),
        # near misses: a place that is also a surname is a person's side; a place in prose
        ("See Kennedy v Cordia (Services) LLP [2016] UKSC 6 on experts.", "Kennedy", True),
        ("The claimant moved to the United States in 2015.", "United States", True),
    ],
)
def test_states_as_cited_sides(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Citation: MacIsaac v. Gillis, 2025 NSSC 388\nDocket: SFSNMCA-118204\n", "SFSNMCA", True),
        # near misses: capitals without a number after the hyphen, a long word alone
        ("Case No: PENDING-REVIEW until the clerk assigns one.", "PENDING-REVIEW", False),
        ("Order no. UNKNOWN 12 was printed on the label.", "UNKNOWN", False),
    ],
)
def test_docket_with_long_letters(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "Counsel relied on Ashraf, Petitioner [2021] CSOH 88 and on nothing else.",
            "Ashraf",
            True,
        ),
        ("See Reilly, Noters 2017 SLT 12 on the point.", "Reilly", True),
        ("NATIONAL UNION OF METALWORKERS obo PIETERSE AND 14 OTHERS\nApplicant", "PIETERSE", True),
        ("SATAWU obo T Mokoena, applicant, against the respondent.", "Mokoena", True),
        # near misses: a public body as the petitioner, a role without a citation
        (
            "See The Scottish Ministers, Petitioners [2020] CSOH 4 on the point.",
            "Scottish Ministers",
            False,
        ),
        ("The Petitioner, a farmer, appeals.", "farmer", False),
    ],
)
def test_petitioners_and_union_members(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
