"""Court text, fourth round (issue 12, stop 24): direct identifiers of other jurisdictions
(benches listed before "JJ", the CJEU's composition, counsel written with initials). One test
per class: each case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden

_HCA = "HIGH COURT OF AUSTRALIA\n\nKIEFEL CJ,\nGAGELER, GORDON, EDELMAN AND GLEESON JJ\n"
_NY = "DUFFY, J.P., CHRISTOPHER, WARHIT and VOUTSINAS, JJ., concur.\n"


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_HCA, "GAGELER", True),
        (_HCA, "EDELMAN", True),
        (_HCA, "GLEESON", True),
        (_NY, "DUFFY", True),
        (_NY, "WARHIT", True),
        (_NY, "VOUTSINAS", True),
        ("Before Stevens, C.J., van Cleef and Rambin, JJ.\n", "Cleef", True),
        ("Court: Cooper P, Collins and Goddard JJ\n", "Cooper", True),
        ("As Gageler and Gordon JJ said in the appeal, the rule stands.", "Gageler", True),
        # near misses: the words before the list stay, and so do the court and the marks
        ("As Gageler and Gordon JJ said in the appeal, the rule stands.", "As ", False),
        ("In the majority, Gageler and Gordon JJ agreed.", "In the majority", False),
        (_HCA, "HIGH COURT", False),
        (_NY, "J.P.", False),
        (_NY, "concur", False),
        ("the plaintiff and the defendant JJ", "the plaintiff and the defendant", False),
    ],
)
def test_bench_listed_before_jj(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_APPEARANCES = (
    "Representation\n"
    "P J Callaghan SC with C R Toohey for the appellant\n"
    "D C Mundy for the respondent\n"
    "Counsel: S J Ferreira for Plaintiff; K M Liddell for Defendant\n"
    "M. T. Horvath, for the Plaintiff\n"
    "Mr J H Steyn for the third respondent.\n"
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_APPEARANCES, "Callaghan", True),
        (_APPEARANCES, "Toohey", True),
        (_APPEARANCES, "Mundy", True),
        (_APPEARANCES, "Ferreira", True),
        (_APPEARANCES, "Liddell", True),
        (_APPEARANCES, "Horvath", True),
        (_APPEARANCES, "Steyn", True),
        ("E J Fairbrother-Hayes for Appellant", "Fairbrother-Hayes", True),
        ("R K Thwaites for the Crown", "Thwaites", True),
        # near misses: a capital letter before an everyday word is no initial
        ("A Minister for the respondent said so.", "A Minister", False),
        ("I Agree for the appellant.", "I Agree", False),
        ("Read Part A Schedule for the defendant.", "A Schedule", False),
        (_APPEARANCES, "for the third respondent", False),
    ],
)
def test_counsel_with_initials(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_CJEU = (
    "THE COURT (Third Chamber),\n"
    "composed of K. Jürimäe, President of the Chamber, N. Piçarra, M. Safjan and"
    " M. Gavalec (Rapporteur), Judges,\n"
    "Advocate General: J. Richard de la Tour,\n"
    "Registrar: A. Calot Escobar,\n"
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_CJEU, "Jürimäe", True),
        (_CJEU, "Piçarra", True),
        (_CJEU, "Safjan", True),
        (_CJEU, "Gavalec", True),
        (_CJEU, "Richard de la Tour", True),
        (_CJEU, "Calot Escobar", True),
        ("Advocate General: A. Rantos,", "Rantos", True),
        # near misses: the offices stay, and so does a capital letter before everyday words
        (_CJEU, "President of the Chamber", False),
        (_CJEU, "Rapporteur", False),
        (_CJEU, "Advocate General", False),
        ("The Court is composed of A Chamber of five judges.", "A Chamber", False),
    ],
)
def test_court_composition_with_initials(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_BCSC = (
    "Citation: M.K.S. v. D.R.S., 2024 BCSC 655\n"
    "[2] The claimant mother, M.K.S., is 39. The respondent father, D.R.S., is a trucker.\n"
)
_TEXAS = (
    "IN THE INTEREST OF J.R.W. AND K.L.W., CHILDREN\n"
    "The trial court terminated the parental rights of Mother to her children, J.R.W., age"
    " seven, and K.L.W., age four.\n"
)
_CJEU_PARTY = "in the proceedings\n\nA.Y.\n\nv\n\nÉtat belge,\n\n2. A.Y., who states that he"
_NOT_PARTIES = (
    "See the appellant v. U.S., 500 U.S. 1 (1991). The U.S. economy grew. The mother of"
    " J.P. Morgan said so. The witness U.S. Marshal arrived."
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_BCSC, "M.K.S.", True),
        (_BCSC, "D.R.S.", True),
        (_TEXAS, "J.R.W.", True),
        (_TEXAS, "K.L.W.", True),
        (_CJEU_PARTY, "A.Y.", True),
        # near misses: initials that are no person, a name after its initials, the labels
        (_NOT_PARTIES, "v. U.S.", False),
        (_NOT_PARTIES, "The U.S. economy", False),
        (_NOT_PARTIES, "witness U.S. Marshal", False),
        (_TEXAS, "CHILDREN", False),
        (_BCSC, "The claimant mother", False),
        ("He moved to the U.K. with his mother, aged 70.", "U.K.", False),
    ],
)
def test_party_as_dotted_initials(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_AGES = (
    "her children, J.R.W., age seven, and K.L.W., age four. Mr Quist, aged seventy-two, and"
    " SMT. RANGAMMA, AGED ABOUT 51 YEARS, and the witness, aged about 35 years at the time.\n"
)
_NOT_AGES = (
    "The whisky is aged twelve years in oak. The Stone Age one was long. The stage two page"
    " loads. It aged about 30 minutes."
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_AGES, "age seven", True),
        (_AGES, "age four", True),
        (_AGES, "seventy-two", True),
        (_AGES, "51 YEARS", True),
        (_AGES, "35 years", True),
        # near misses: a thing's age, an era, a count after another word, a span of time
        (_NOT_AGES, "twelve years in oak", False),
        (_NOT_AGES, "Stone Age one", False),
        (_NOT_AGES, "stage two", False),
        (_NOT_AGES, "30 minutes", False),
    ],
)
def test_age_in_words(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_TITLED = (
    "COMMISSIONER A FRIEDLANDER               Second Respondent\n"
    "Employment Judge: A Kinnaird\n"
    "Commissioner Mbeki heard it. The Information Commissioner's Office and the Commissioner"
    " for Oaths. Police Commissioner Guidance applies to all forces."
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_TITLED, "FRIEDLANDER", True),
        (_TITLED, "Kinnaird", True),
        (_TITLED, "Mbeki", True),
        # near misses: the office and what follows it that is no name
        (_TITLED, "Employment Judge:", False),
        (_TITLED, "Information Commissioner's Office", False),
        (_TITLED, "Commissioner for Oaths", False),
        (_TITLED, "Commissioner Guidance applies", False),
    ],
)
def test_commissioner_and_title_with_colon(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_US_DATES = (
    "Filed 9/14/23\nThe offense occurred on 8/22/22 outside a bar. Dated: 8/2/23.\n"
    "Date: JUN 27 2023\nDecided OCT 3, 2022 by the court.\n"
)
_NOT_DATES = "Mix 3/4 cup. The ratio is 1/2/24 here. Version 1.2.24. YOU MAY 2 THINGS."


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_US_DATES, "9/14/23", True),
        (_US_DATES, "8/22/22", True),
        (_US_DATES, "8/2/23", True),
        (_US_DATES, "JUN 27 2023", True),
        (_US_DATES, "OCT 3, 2022", True),
        # near misses: a fraction, a ratio without a day cue, a version, the modal in capitals
        (_NOT_DATES, "3/4 cup", False),
        (_NOT_DATES, "1/2/24", False),
        (_NOT_DATES, "1.2.24", False),
        (_NOT_DATES, "MAY 2 THINGS", False),
    ],
)
def test_us_short_dates(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The Independent Children's Lawyer supports the mother.", "Children's Lawyer", False),
        ("The Superior Court of Justice agreed with the motion judge.", "Superior Court", False),
        ("IN THE LABOUR COURT the review was heard. The Labour Court held.", "Labour Court", False),
        # near misses: a named court of a place and a person after a role are still hidden
        ("The Kirklees Labour Court held.", "Kirklees", True),
        ("Counsel for the Independent Children's Lawyer: Mr Lanigan.", "Lanigan", True),
        ("My lawyer, Priya Okonkwo-Bell, called.", "Okonkwo-Bell", True),
    ],
)
def test_roles_and_courts_stay(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_LAWS = (
    "2. The referring court asks whether Article 7 of Directive 2003/88 precludes national"
    " legislation under which the right to paid annual leave lapses after 15 months."
    " (Social policy – Directive 2003/88/EC – Annual leave). Regulation (EU) 2016/679 applies."
)
_PHONES = "Call me on 020 7946 0991 about the Directive. Phone the Regulation team: 020 7946 0992."


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_LAWS, "Directive 2003/88 precludes", False),
        (_LAWS, "Directive 2003/88/EC", False),
        (_LAWS, "Regulation (EU) 2016/679", False),
        # near misses: phone numbers near the same words
        (_PHONES, "020 7946 0991", True),
        (_PHONES, "020 7946 0992", True),
    ],
)
def test_eu_law_numbers_are_no_phones(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_CODES = (
    "On Appeal from Bowie County, Texas. Termination was sought under Section 161.001(b)(1)(E)"
    " of the Texas Family Code. Under California Penal Code section 211 the offence is robbery."
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_CODES, "Texas Family Code", False),
        (_CODES, "California Penal Code", False),
        # near misses: the same state as a place of the case is still hidden
        (_CODES, "Bowie County, Texas", True),
        ("She moved to Texas in 2019 to study code.", "Texas", True),
        ("Ask Ana Lopez about the Penal Code.", "Ana Lopez", True),
    ],
)
def test_state_codes_stay(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_AUTHORS = "J U D G M E N T\nSANJIV MEHROTRA, J.\n\n1. Heard.\nNKOSI-JACOBS, J\nSmith, J.:\n"
_SIGN_OFFS = "Thanks for the files.\nYours, J.\nBest wishes, J.\nTHE COURT, J.\n"


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_AUTHORS, "MEHROTRA", True),
        (_AUTHORS, "NKOSI-JACOBS", True),
        (_AUTHORS, "Smith", True),
        # near misses: a sign-off before an initial, an office
        (_SIGN_OFFS, "Yours, J.", False),
        (_SIGN_OFFS, "Best wishes, J.", False),
        (_SIGN_OFFS, "THE COURT, J.", False),
    ],
)
def test_author_line_with_comma(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_HEADED = (
    "HIGH COURT OF AUSTRALIA\n"
    "Prendergast v Western Port Marine Pty Ltd [2022] HCA 31\n"
    "Date of Hearing: 10 May 2022\n\n"
    "Authorities cited:\nSmith v Jones [2015] UKSC 11\nBrown v Green [2016] HCA 2\n\n"
    "The court in Smith v Jones [2015] UKSC 11\nDate: as above.\n"
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_HEADED, "[2022] HCA 31", True),
        (
            "DQX21 v Minister for Immigration [2023] FCA 1142\nFile number: NSD 402 of 2022",
            "[2023] FCA 1142",
            True,
        ),
        ("Tamworth & Calloway [2023] FedCFamC1F 884\nFile number(s): PAC 3371", "884", True),
        # near misses: a list of authorities and a sentence that ends in a citation
        (_HEADED, "[2015] UKSC 11", False),
        (_HEADED, "[2016] HCA 2", False),
    ],
)
def test_heading_case_name_and_its_citation(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
