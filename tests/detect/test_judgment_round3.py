"""Court text, third round (issue 12, stop 24): judgments of other jurisdictions (ECHR, CJEU,
Ireland, Scotland, Australia, Canada, New Zealand, India, South Africa, US state and federal
courts, immigration and family courts). One test per class: each case says whether ``value``
must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("(Applications nos. 31045/19, 31187/19 and 2290/20)", "31187/19", True),
        ("(Applications nos. 31045/19, 31187/19 and 2290/20)", "2290/20", True),
        ("DECISION\nApplication no. 7719/21\nagainst Romania", "7719/21", True),
        ("Bill No. CCDP0141/2022\n\nEdwards J.", "CCDP0141/2022", True),
        ("File number(s): PAC 3371 of 2021\nJudgment of: X", "3371 of 2021", True),
        ("WRIT PETITION NO. 22816 OF 2022 (S-RES)", "22816 OF 2022", True),
        ("CRIMINAL APPEAL NO. 1487 OF 2019", "1487 OF 2019", True),
        ("(Los Angeles County Super. Ct. No. TA155402)", "TA155402", True),
        ("Index No. 512877/19", "512877/19", True),
        ("UNITED STATES OF AMERICA,\nv.    Case No. 2:21-cr-20417-LJM-2\n", "20417", True),
        ("UNITED STATES OF AMERICA,\nv.    Case No. 2:21-cr-20417-LJM-2\n", "LJM-2", True),
        ("Adjudication Reference: ADJ-00041872", "00041872", True),
        # near misses: a year after "of" with no reference, a count, a precedent's number
        ("I sent 3 applications of 2023 to the council.", "2023", False),
        (
            "The Court refers to Yalçınkaya v. Türkiye [GC], no. 15669/20, 26 September 2023.",
            "no. 15669/20",
            False,
        ),
        ("Article 35 § 3 (a) of the Convention", "35 § 3 (a)", False),
        ("the Road Accident Fund Act 56 of 1996", "Act 56 of 1996", False),
    ],
)
def test_case_numbers_after_their_cue(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("CITATION: R. v. Okonjo-Hale, 2023 ONCA 612\nDATE: 20230914", "2023 ONCA 612", True),
        ("Citation: 2024 TCC 27\nDate: 20240221", "2024 TCC 27", True),
        ("Medium Neutral Citation: [2024] NSWSC 377\nHearing Date(s): 3 May", "NSWSC 377", True),
        (
            "FEDERAL CIRCUIT AND FAMILY COURT\n[2023] FedCFamC1F 884\nFile number(s): PAC 3",
            "FedCFamC1F 884",
            True,
        ),
        # near misses: citations of precedents in a sentence or a list of authorities stay
        (
            "The judge did not caution herself as R. v. Hibbert, 2002 SCC 39 requires.",
            "2002 SCC 39",
            False,
        ),
        ("Applying Stewart v. Canada, 2002 SCC 46, I must decide.", "2002 SCC 46", False),
        (
            "Authorities cited: Montgomery v Lanarkshire Health Board [2015] UKSC 11",
            "[2015] UKSC 11",
            False,
        ),
        ("Citation: see 2002 SCC 39 for the test", "2002 SCC 39", False),
    ],
)
def test_a_headings_own_citation(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("MOKOENA-VAN WYK AJ:\n[1] The plaintiff claims damages.", "MOKOENA", True),
        (
            "Judgment of: JUSTICE CARTERET-WYNNE\nDate of judgment: 12 December 2023",
            "CARTERET",
            True,
        ),
        ("Before: JUDGE OF THE FIRST-TIER TRIBUNAL MCALINDEN\n\nBetween", "MCALINDEN", True),
        ("Judge of the First-tier Tribunal Ferreday allowed his appeal.", "Ferreday", True),
        ("THE HON'BLE MR. JUSTICE K. S. HEGDE-RAO\nWRIT PETITION", "HEGDE-RAO", True),
        ("Memorandum Opinion by Justice Rambin", "Rambin", True),
        # near misses: the office, the statute, the word
        ("The Justice Secretary, Shabana Mahmood, said so.", "Justice Secretary", False),
        ("under the Criminal Justice Act, the court may", "Criminal Justice Act", False),
        ("He sought justice. Justice System reform is slow.", "Justice System", False),
        ("a Judge of the First-tier Tribunal, who", "First-tier Tribunal", False),
    ],
)
def test_judges_of_other_jurisdictions(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("IN THE FAMILY COURT AT SWINDON\nNo. SN22P00981\n\nRe A", "SN22P00981", True),
        ("Court of Appeals\n\nNo. 06-23-00041-CV\n\nIN THE INTEREST OF", "00041", True),
        ("CITATION: R. v. X, 2023 ONCA 612\nDATE: 20230914\nDOCKET: C70188", "20230914", True),
        ("Citation: 2024 TCC 27\nDate: 20240221\n", "20240221", True),
        # near misses: a list's number, an id after its own label, no calendar date
        ("Steps:\nNo. 5\nNo. 12\n", "No. 12", False),
        ("Order ID: 20230914\n", "Order ID:", False),
        ("Date: 20241399\n", "20241399", False),
        ("the build 20230914 failed", "20230914", False),
    ],
)
def test_heading_numbers_and_compact_dates(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("BETWEEN:\nSMT. LAKSHMAMMA\nAGED ABOUT 51 YEARS\n", "LAKSHMAMMA", True),
        ("CORAM: Smt. Rohini Deshpande-Kale, President", "Rohini", True),
        ("Shri Aniruddha Kulkarni, Age: 46 years", "Aniruddha", True),
        (
            "BETWEEN:\nMARIE-ÈVE THIBODEAU-LAROCHE,\nAppellant,\nand\nHIS MAJESTY THE KING,\n"
            "Respondent.\n",
            "THIBODEAU",
            True,
        ),
        ("BETWEEN:\nPRIYA NAIDOO\n...PETITIONER\n", "NAIDOO", True),
        ("...PETITIONER\n(BY SRI. RAGHAVENDRA BHAT, ADVOCATE)\n", "RAGHAVENDRA", True),
        # near misses: the Crown, a line of everyday words, a public body
        (
            "BETWEEN:\nMARIE-ÈVE THIBODEAU-LAROCHE,\nAppellant,\nand\nHIS MAJESTY THE KING,\n"
            "Respondent.\n",
            "HIS MAJESTY THE KING",
            False,
        ),
        ("BETWEEN\nHAPPY DAYS FOREVER,\nAppellant,\n", "HAPPY DAYS FOREVER", False),
        ("AND:\nSTATE BANK OF INDIA\n...RESPONDENT\n", "STATE BANK", False),
    ],
)
def test_parties_of_other_headings(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("3. The plaintiff is 58 and works part-time as an officer.", "58", True),
        ("The petitioner was then 41 and lived alone.", "41", True),
        # near misses: a unit after the number
        ("The plaintiff is 5 minutes late.", "5 minutes", False),
        ("The witness was 3 metres away.", "3 metres", False),
    ],
)
def test_ages_of_other_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Article 226 of the Constitution of India permits this Court to quash.", "India", False),
        ("section 9 of the Constitution of the Republic of South Africa", "South Africa", False),
        # near misses: a place of someone's life, a street named after it
        ("She moved from India to the Constitution Hill area of Delhi.", "Delhi", True),
        ("He was born in India and came to Leeds.", "India", True),
    ],
)
def test_a_constitution_is_public_law(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "CASE OF KARAKAYA v. TÜRKİYE\n(Application no. 48213/17)\n14 March 2023",
            "48213/17",
            True,
        ),
        (
            "CASE OF KARAKAYA v. TÜRKİYE\n(Application no. 48213/17)\n14 March 2023",
            "14 March 2023",
            True,
        ),
        ("İzmir, 2 June 2017: the order number is ORD-2024-778812.", "2 June 2017", True),
        # near misses: the same words stay where they are no one's
        ("TÜRKİYE: Article 7 of the Convention, 14th Assize Court", "Article 7", False),
    ],
)
def test_offsets_after_a_turkish_capital_i(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
