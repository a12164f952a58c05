"""Court text, second round (issue 12, stop 23): quasi-identifiers of family, inquest,
magistrates' appeal, possession, Outer House, Northern Irish, fitness-to-practise,
information-rights and US opinions, and the public words next to them. One test per class:
each case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The mother, Ms Blakeway, is 29 and works as a carer.", "29", True),
        ("The father, Mr Oswin, was then 34 and employed as a driver.", "34", True),
        ("On 8 August 2023 the appellant, then 19, was convicted.", "19", True),
        ("Plaintiff, now 39, worked as a sawyer.", "39", True),
        ("She lives in Bangor and was then 36.", "36", True),
        # near misses: no one in the sentence, a unit, no clause end, a year before
        ("The rate rose and was then 5.", "5", False),
        ("She paid late and was then 3 days behind.", "3", False),
        ("Mr Smith, is 5 enough?", "5", False),
        ("In 2019, then 19, the index fell.", "19", False),
    ],
)
def test_the_age_of_a_party(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The claim is under section 14 of the Sale of Goods Act 1979.", "Sale", False),
        ("claims under the Americans with Disabilities Act, 42 U.S.C.", "Americans", False),
        (
            "IN NORTHERN IRELAND\n\nunder the Occupiers' Liability Act (Northern Ireland) 1957.",
            "Act (Northern Ireland) 1957",
            False,
        ),
        # near misses: the same words outside a title
        ("She moved from Sale to Leeds in 2019.", "Sale", True),
        ("Many Americans with disabilities live in Leeds.", "Americans", True),
        ("She lives in London with the Act of 1990.", "London", True),
    ],
)
def test_a_place_in_a_statute_title(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("GLENCOE AQUA SYSTEMS LIMITED (SC612244)\nDefender", "SC612244", True),
        ("Harbour Foods Ltd (04567123) was wound up.", "04567123", True),
        ("Ref: McC12431\nICOS No: 22/045123\n", "22/045123", True),
        ("NMC PIN: 09C1234W\nPart(s) of the register", "09C1234W", True),
        ("Her GMC number is 7012345.", "7012345", True),
        ("MOSMAN, District Judge:\n\nPlaintiff brings claims", "MOSMAN", True),
        ("Before: HALE, Circuit Judge, and Smith, Chief Judge.", "HALE", True),
        # near misses: a date in brackets, a sentence's word before a bench role
        ("The meeting (20240101) was held.", "20240101", False),
        ("Meanwhile, Circuit Judge rules apply.", "Meanwhile", False),
    ],
)
def test_company_numbers_register_numbers_and_us_judges(
    text: str, value: str, hidden: bool
) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("He was a pupil at St Brendan's Primary School, Craigavon.", "Craigavon", True),
        ("Mrs Maguire, of Ashgrove Park, Tandragee, gave evidence.", "Tandragee", True),
        ("She lived alone at Low Fold Cottage, Troutbeck Bridge, near Kendal.", "Troutbeck", True),
        ("He arrived from his home in Lochgilphead.", "Lochgilphead", True),
        ("The respondent's depot at Avonmouth closed.", "Avonmouth", True),
        ("He lives in Sandy, Oregon, with his partner.", "Sandy", True),
        ("a residents' meeting at the Church Hall in Heaton Chapel.", "Heaton Chapel", True),
        # near misses: a court's division, an everyday word, a tech word, a list of names
        ("Business and Property Courts, Chancery Division\n", "Chancery Division", False),
        ("He met them at the School, Governors and parents agreed.", "Governors", False),
        ("the office in Excel is open", "Excel", False),
        ("Sandy, Tom and Mia came to the office in Excel.", "Excel", False),
    ],
)
def test_towns_after_an_address_line_or_a_premises_noun(
    text: str, value: str, hidden: bool
) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("she worked at the Morrisons store in Sittingbourne", "Morrisons", True),
        ("the car park of the Smugglers' Rest public house", "Smugglers", True),
        ("the decision to close the Heaton Moor Library, where", "Heaton Moor", True),
        ("Unit 4, Carnoustie Business Park, Dundee", "Carnoustie", True),
        ("She studied at the University of Manchester.", "Manchester", True),
        # near misses: everyday names, a field of work, public bodies, a citation's "Civ"
        ("I bought it from the App Store yesterday.", "App Store", False),
        ("The Standard Library documents this.", "Standard Library", False),
        ("Go to the Public Library.", "Public Library", False),
        ("NURSING AND MIDWIFERY COUNCIL\nFitness to Practise Committee", "MIDWIFERY", False),
        ("represented by a member of the Royal College of Nursing", "College of Nursing", False),
        ("Fed. R. Civ. P. 56(a) applies.", "Civ", False),
    ],
)
def test_firms_venues_and_public_bodies(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
