"""Court text, thirteenth round (issue 12, stop 32): ages written as words where the digit
rules read a number ("then three", "You are twenty-seven.", "sixty-four years old", "aged
nineteen, sixteen and eleven", a baby's "14 months old"); a US judge's whole name before the
bench's role ("J. PAUL OETKEN, District Judge:"), a surname before ", J." or ", Judge", a
bench in capitals from the line's start ("BROWN and MARKLE, JJ."), "Tribunal Member J
Gourlay", "MASTER CLARK", and a label's repeated title ("Employment Judge: Employment Judge
Crothers"); a US caption's party with a middle initial and a hyphenated role on appeal
("TERRELL A. MCKINNON, Defendant-Appellant."); parties as initials without dots before their
role in brackets or after "Re:", and "A.E., A MINOR"; a decision's or determination's number
and a neutral citation with a one-letter court mark ("[2024] EWFC 311 (B)"). Each case says
whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Escobedo's daughter, then three, was treated at the clinic.", "three", True),
        ("They have two children, Rohan, now 10, and Isla, now eight.", "eight", True),
        ("The claimant, then twenty-eight and pregnant, was a social worker.", "twenty", True),
        ("Pugh, who is tall, and was then twenty-six, disputes that.", "twenty", True),
        ("Mr Waaka, you are for sentence today. You are twenty-seven. On 16 March", "seven", True),
        ("Gareth Prosser, you are forty-eight and until last year you were", "forty", True),
        ("He is sixty-four years old, incarcerated at a prison.", "sixty", True),
        ("A forty-year-old man was injured at the depot.", "forty", True),
        ("There are three children, now aged nineteen, sixteen and eleven.", "sixteen", True),
        ("There are three children, now aged nineteen, sixteen and eleven.", "eleven", True),
        ("This application concerns Aaliyah, who is 14 months old.", "14", True),
        ("The mother has a 7 month old baby and no income.", "7 month", True),
        # near misses: counts, times and things that are old
        ("We received two bids, then three, then four.", "three", False),
        ("It is now one of the largest firms in the region.", "one", False),
        ("The plan had three phases, now two.", "two", False),
        ("The vote, which was then two, rose to five.", "two", False),
        ("The wine is aged twelve years in oak.", "twelve", False),
        ("Explain it to a five-year-old, please.", "five", False),
        ("You are one of the applicants here.", "one", False),
        ("The 6 months old backlog was cleared in May.", "6 months", False),
    ],
)
def test_ages_in_words(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("OPINION AND ORDER\nJ. PAUL OETKEN, District Judge:\nPlaintiff sues.", "OETKEN", True),
        ("MEMORANDUM\nKATHLEEN T. MAHONEY, Magistrate Judge\nThe motion", "MAHONEY", True),
        ("UNPUBLISHED OPINION\nBIRK, J. — The father appeals the plan.", "BIRK", True),
        ("YEARY, J., delivered the opinion of the Court.", "YEARY", True),
        (
            "Considered and decided by Bratvold, Presiding Judge; Reyes, Judge; and "
            "Bjorkman, Judge.",
            "Bjorkman",
            True,
        ),
        ("FIFTH DIVISION\nMCFADDEN, P. J.,\nBROWN and MARKLE, JJ.\nNOTICE", "BROWN", True),
        ("FIFTH DIVISION\nMCFADDEN, P. J.,\nBROWN and MARKLE, JJ.\nNOTICE", "MARKLE", True),
        ("Before :\nMASTER CLARK\nBetween :", "CLARK", True),
        ("Employment Judge M Sangster\nTribunal Member J Gourlay\n", "Gourlay", True),
        (
            "Constitution of Tribunal:\nEmployment Judge: Employment Judge Crothers\nMembers:",
            "Crothers",
            True,
        ),
        # near misses: the court, titles and marks stay
        (
            "Constitution of Tribunal:\nEmployment Judge: Employment Judge Crothers\nMembers:",
            "Employment Judge:",
            False,
        ),
        ("FIFTH DIVISION\nMCFADDEN, P. J.,\nBROWN and MARKLE, JJ.\nNOTICE", "P. J.", False),
        ("UNITED STATES DISTRICT COURT, District Judge:", "DISTRICT COURT", False),
        ("THE COURT, Judge:\nThe motion is denied.", "COURT", False),
        ("As Brown and Markle JJ said, the rule is settled.", "As", False),
        ("The Master Plan was adopted in May.", "Plan", False),
    ],
)
def test_bench_lines(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "UNITED STATES OF AMERICA, Plaintiff-Appellee,\nv.\n"
            "TERRELL A. MCKINNON, Defendant-Appellant.\nAppeal from the court.",
            "MCKINNON",
            True,
        ),
        ("DANA R. OKAFOR-LYLE, Plaintiff-Respondent,\nv.\nACME", "OKAFOR-LYLE", True),
        ("Between: NK (Applicant) and SK (Respondent)\n1. NK married SK in 2003.", "NK", True),
        ("Between: NK (Applicant) and SK (Respondent)\n1. NK married SK in 2003.", "SK", True),
        ("IN THE COURT OF PROTECTION\nRe: GW\n1. GW is a widower. GW's neighbour", "GW", True),
        ("AS GUARDIAN AD LITEM FOR A.E., A MINOR, Appellant,", "A.E.", True),
        ("In re: BLUE HERON MARINE SUPPLY CO., Debtor.\nChapter 11", "BLUE HERON", True),
        # near misses: States, bodies and acronyms in the same slots
        ("UNITED STATES OF AMERICA, Plaintiff-Appellee,\nv.\nX", "AMERICA", False),
        ("THE STATE OF TEXAS, Appellee.", "TEXAS", False),
        ("Between the UK (Applicant) and the Republic", "UK", False),
        ("Re: EU law\nThe EU (Respondent) replied.", "EU", False),
        ("Re: IT\nThe server was fixed.", "IT", False),
        ("In re: the matter discussed yesterday, see below.", "matter", False),
    ],
)
def test_caption_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("INTERNATIONAL PROTECTION APPEALS TRIBUNAL\nDecision Number: 2024IPAT0913", "0913", True),
        ("THE LABOUR COURT\nDETERMINATION NO. EDA2418\nSECTION 83", "EDA2418", True),
        ("THE ACT 1973\nNeutral Citation: [2024] EWFC 311 (B)\nBefore:", "EWFC 311", True),
        # near misses: the words in prose, and a cited precedent in a sentence
        ("Sadly the decision no longer applies to him.", "longer", False),
        ("As held in [2019] EWFC 12 (B), the rule applies.", "EWFC 12", False),
    ],
)
def test_case_references(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("ARGUED JANUARY 14, 2025 — DECIDED MARCH 3, 2025", "MARCH 3", True),
        ("FILED 9 MAY 2024\nORDER", "9 MAY", True),
        (
            "The applicants were born in 1971, 1974 and 1969 respectively and live in Arad.",
            "1974",
            True,
        ),
        ("They were born in 1950 and 1955 respectively.", "1955", True),
        ("IN THE DISTRICT COURT AT MANUKAU\nCRI-2024-092-004417", "MANUKAU", True),
        ("The appeal came from the Sheriff Court at Paisley.", "Paisley", True),
        ("IN THE FAMILY COURT SITTING AT CHELMSFORD", "CHELMSFORD", True),
        # near misses: capitals that are no month, a year that is no birth, the court's words
        ("YOU MAY 5 TIMES ASK", "MAY 5", False),
        ("She was born in 1990 and 2020 was a hard year.", "2020", False),
        ("Heard at: Taunton On: 9 May 2024", "On:", False),
        ("The court at the end of the hall was empty.", "end", False),
    ],
)
def test_dates_birth_years_and_court_seats(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
