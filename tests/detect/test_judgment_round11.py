"""Court text, eleventh round (issue 12, stop 30): a bench item with an initial before the
surname ("CORAM : MILIND V. SATHAYE, J."); a cited case's side that ends in a lower-case legal
form ("Caparo Industries plc v Dickman"); dotted initials after a partner's, spouse's,
sibling's or juvenile's noun or "initials"; a register number in brackets after "no."; given
names joined by a hyphen; a nickname in quotes inside a name; an officer after a police rank
and collar number; a firm after "M/s"; Australian family-court parties joined by "&"; a
heading that goes on after a judge's name; Indian judgments' village and tehsil words. Each
case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("CORAM : MILIND V. SATHAYE, J.\nDATE : 9th JANUARY, 2026", "SATHAYE", True),
        ("CORAM : V. SATHAYE, J.", "SATHAYE", True),
        ("BEFORE: STABILE, J., MURRAY, J., and LANE, J.", "MURRAY", True),
        # near misses: an office, no name, on the bench line
        ("CORAM : HON. CHIEF JUSTICE, J.", "CHIEF JUSTICE", False),
        (
            "In Caparo Industries plc v Dickman [1990] 2 AC 605 the House of Lords held so.",
            "Dickman",
            True,
        ),
        (
            "In Tesco Stores plc v Office of Fair Trading [2012] CAT 31 it was held.",
            "Fair Trading",
            False,
        ),
        (
            "In Caparo Industries plc v Dickman [1990] 2 AC 605 the House of Lords held so.",
            "House of Lords",
            False,
        ),
    ],
)
def test_bench_initials_and_cited_firms(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "The applicant, Ms A.B., is Turkish. Her former partner, C.D., was convicted.",
            "C.D.",
            True,
        ),
        (
            "The juvenile, identified by her initials K.L.W., was 15. K.L.W. attended school.",
            "K.L.W.",
            True,
        ),
        ("His wife, R.T., gave evidence.", "R.T.", True),
        # near misses: a degree after a spouse's noun, a country after "partner"
        ("His wife, M.D., is a paediatrician.", "M.D.", False),
        ("The partner, U.K. based, agreed.", "U.K.", False),
        (
            "The court found that the application was lodged on 5 May 2022 (no. 27705/22).",
            "27705/22",
            True,
        ),
        ("The court noted there was (no 24/7 cover) at the ward.", "24/7", False),
        ("The court said there was no 24/7 cover.", "24/7", False),
    ],
)
def test_initials_and_bracketed_numbers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("and Pieter-Jan Vandenbossche, Deputy Section Registrar,", "Vandenbossche", True),
        ("The report by Anne-Sophie Marchetti was filed.", "Marchetti", True),
        # near misses: hyphenated names of firms and tests
        ("The Coca-Cola bottles and the Hewlett-Packard printers.", "Packard", False),
        ("See the Mann-Whitney test and the Kaplan-Meier curves.", "Whitney", False),
        (
            'In re: Case No. 24-17320-MBK\nGIUSEPPE "JOE" SCARPELLI, Chapter 13\nDebtor.',
            "SCARPELLI",
            True,
        ),
        ("Defendant Rafael “Rafa” Quiñones-Ortiz appeals.", "Quiñones", True),
        ('Marcus "Skip" Delaney was arrested.', "Delaney", True),
        # near misses: a quoted word between a name and an everyday word, no given name
        ('Ask Maria "Why" Because.', "Because", False),
        ('The so-called "Python" Tutorial is old.', "Tutorial", False),
    ],
)
def test_hyphenated_given_names_and_nicknames(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("PC 4471 Hargreaves stopped the Vauxhall Corsa.", "Hargreaves", True),
        ("DC 2290 Okonjo interviewed him.", "Okonjo", True),
        ("The statement of PCSO 6612 Lyle was read.", "Lyle", True),
        # near misses: a computer's model, a rank before a count
        ("The PC 2000 Windows machine crashed.", "Windows", False),
        ("He bought it from M/s Shree Balaji Electronics, Salt Lake.", "Balaji", True),
        ("He drove for M/s Jagdamba Roadlines, earning Rs. 18,000.", "Jagdamba", True),
        # near misses: metres per second, a plural title of two persons stays a person
        ("The wind was 12 m/s Then it rose.", "Then", False),
    ],
)
def test_collar_numbers_and_prefixed_firms(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("FAMILY COURT OF AUSTRALIA\nCalloway & Tran [2025] FedCFamC1F 388\n", "Calloway", True),
        ("FAMILY COURT OF AUSTRALIA\nCalloway & Tran [2025] FedCFamC1F 388\n", "Tran", True),
        (
            "As was said in Pardalis & Whitmore (No 2) [2023] FamCAFC 12, the test is strict.",
            "Pardalis",
            True,
        ),
        # near misses: a firm joined by "&" before another court's citation, a public body
        ("Marks & Spencer [2019] EWHC 12 (Ch) was cited.", "Spencer", False),
        ("See Department of Communities & Justice & Tran [2021] FedCFamC2F 12.", "Justice", False),
        ("In Kowalski & Kowalski [2019] FamCA 118 the wife received more.", "In ", False),
        ("NOTES OF JUDGE R T VAIPULU ON SENTENCING", "VAIPULU", True),
        ("NOTES OF JUDGE R T VAIPULU ON SENTENCING", "ON SENTENCING", False),
        ("He lived at village Sihora, Tehsil Phulpur.", "Sihora", True),
        # near misses: everyday words after the place words
        ("The Police Station House Officer deposed.", "House Officer", False),
        ("The village Hall was closed.", "Hall", False),
    ],
)
def test_family_cases_headings_and_villages(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        # classes read from the report half
        ("HIGH COURT\nHKSAR\nv\nCHEUNG KA-LOK (張家樂)\nBefore: Hon Leung J", "CHEUNG", True),
        ("HIGH COURT\nHKSAR\nv\nCHEUNG KA-LOK (張家樂)\nBefore: Hon Leung J", "張家樂", True),
        ("HIGH COURT\nACME WIDGETS LIMITED\nV\nBLUE SKY HOLDINGS", "BLUE SKY", False),
        (
            "Witnesses: kevin o'donoghue (brother), roisin mcgarrigle (neighbour).",
            "mcgarrigle",
            True,
        ),
        ("Witnesses for the defendant: sean mcbride-ellis.", "mcbride", True),
        ("see you at seven, kevin o'clock", "o'clock", False),
        ("JUDGMENT (DELIVERED BY NGOZI ADAEZE OKAFOR-EZE, JCA)", "OKAFOR", True),
        ("The letter was delivered by The Registrar, J.", "Registrar", False),
        ("Refugee Protection Division\nClaimant(s): ABDULLAHI WARSAME FARAH\n", "FARAH", True),
        ("Refugee Protection Division\nPanel: J. Desrochers-Kim\n", "Desrochers", True),
        ("Tribunal\nRespondent: SECRETARY OF STATE FOR THE HOME DEPARTMENT", "SECRETARY", False),
        ("Notes\nApplicant: Not Applicable", "Applicable", False),
        (
            "IN THE MATTER OF THE MARRIAGE OF\nLUPITA GARZA-HINOJOSA AND DWAYNE EARL TUCKER",
            "LUPITA",
            True,
        ),
        ("IN THE MATTER OF THE CHILDREN ACT 1989", "CHILDREN ACT", False),
        (
            "Review: Canada (Minister of Citizenship and Immigration) v. Vavilov, 2019 SCC 65.",
            "Vavilov",
            True,
        ),
        (
            "Tjungurrayi-Nakamarra v Minister for Immigration, Citizenship and Multicultural "
            "Affairs [2025] FCA 1503",
            "Nakamarra",
            True,
        ),
        ("In Arsenal v Chelsea, a great game [2019] was played.", "Arsenal", False),
        (
            "These proceedings concern two children: Lily-Mae, who is 7, and Tyler, who is 4.",
            "Tyler",
            True,
        ),
        (
            "These proceedings concern two children: Lily-Mae, who is 7, and Tyler, who is 4.",
            "Lily",
            True,
        ),
    ],
)
def test_classes_read_from_the_report_half(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
