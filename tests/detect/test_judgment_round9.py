"""Court text, ninth round (issue 12, stop 28): registers of one court's format in a court's
text (Pennsylvania, Georgia, Austrian administrative courts, Dutch police and roll numbers, an
Austrian company number), after "No(s):", a number with its registry's capitals and year, a
Kenyan "E047 OF 2023", an Illinois citation heading a judgment; judges on a bench line with a
comma before each mark, US "P. J." and an opinion's date after the author, a judge's signature
above "JUDGE", Swiss and Austrian titles, a capitalised particle after a plural title; parties
led to their role by colons, numbered without a role above such a line, Hong Kong defendants
"(D1)", Italian surnames first and the "persona offesa", Dutch witnesses and a double given
name; Scottish counsel on an appearance line; Dutch streets on "-wal", "-dijk", "-Traverse";
dates with an ordinal in capitals. One test per class: each case says whether ``value`` must be
gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("IN THE COURT OF COMMON PLEAS\nCP-02-CR-0004417-2023\nOPINION", "0004417", True),
        ("SUPERIOR COURT\nNo. 1402 EDA 2024", "1402 EDA", True),
        ("Orphans' Court at No(s): 2023-0871-A", "2023-0871-A", True),
        ("COURT OF APPEALS\nA25A0419. RANDOLPH v. THE STATE.", "A25A0419", True),
        ("EMPLOYMENT AND LABOUR RELATIONS COURT\nCAUSE NO. E047 OF 2023", "E047", True),
        ("Verwaltungsgerichtshof\nRa 2024/19/0217-9", "0217-9", True),
        (
            "Verwaltungsgerichtshof\nErkenntnis vom 3. Juni 2024, W272 2281947-1/12E,",
            "2281947",
            True,
        ),
        ("Rechtbank: proces-verbaal PL0100-2023214477\\12, pagina 34", "2023214477", True),
        ("RECHTBANK\nZaaknummer: 10871234 \\ CV EXPL 24-3318", "24-3318", True),
        ("Landesgericht Graz: Handels GmbH, FN 318772 k, wegen", "318772", True),
        ("2025 IL App (1st) 231447-U\nIN THE APPELLATE COURT OF ILLINOIS", "231447", True),
        # near misses: no court word, a precedent's citation in a sentence, a page number
        ("Catalogue No. 1402 EDA 2024 is new.", "1402 EDA", False),
        ("Model A25A0419 of the printer is sold out.", "A25A0419", False),
        ("Court: see People v. Smith, 2021 IL App (1st) 190123, at 12.", "190123", False),
        ("The court noted FN 12 and FN 14.", "FN 12", False),
    ],
)
def test_registers_of_a_format(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("SUPERIOR COURT\nBEFORE: STABILE, J., MURRAY, J., and LANE, J.", "STABILE", True),
        ("SUPERIOR COURT\nBEFORE: STABILE, J., MURRAY, J., and LANE, J.", "MURRAY", True),
        ("COURT OF APPEALS\nFOURTH DIVISION\nDOYLE, P. J.,\nHODGES, J.", "DOYLE", True),
        ("COMMON PLEAS\nOPINION\nKessling, J.  June 3, 2025\nThe Defendant", "Kessling", True),
        ("HIGH COURT\nDELIVERED AT NAKURU.\nD. N. NDERITU\nJUDGE", "NDERITU", True),
        ("Bundesgericht\nBundesrichterinnen De Rossa, Escher,\nGerichtsschreiberin", "Rossa", True),
        ("den Vorsitzenden Senatspräsident Dr. Pürgy sowie", "Pürgy", True),
        ("unter Mitwirkung der Schriftführerin Mag. Kienesberger, über", "Kienesberger", True),
        # near misses: a bench line's office, the court above "JUDGE", a sign-off
        ("Before: the Registrar, and the Clerk", "Registrar", False),
        ("HIGH COURT OF KENYA\nTHE HIGH COURT\nJUDGE", "HIGH COURT", False),
        ("Court\nYours, J.  June 3, 2025", "Yours", False),
    ],
)
def test_judges(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "HIGH COURT OF UGANDA\nCIVIL SUIT No. 0087 OF 2022\n"
            "OKELLO GEOFFREY OCHAN :::::::::::: PLAINTIFF\nVERSUS",
            "OCHAN",
            True,
        ),
        (
            "HIGH COURT\nVERSUS\n1. ACAN BEATRICE\n2. OPIYO DENIS :::::::::: DEFENDANTS",
            "ACAN",
            True,
        ),
        (
            "HIGH COURT\nVERSUS\n1. ACAN BEATRICE\n2. OPIYO DENIS :::::::::: DEFENDANTS",
            "OPIYO",
            True,
        ),
        ("DISTRICT COURT\nHKSAR\nv\nLAM HOI-YAN (D1)\nNG CHUN-KIT (D2)", "HOI-YAN", True),
        ("TRIBUNALE\nBREMBILLA Osvaldo, nato a Zogno il 22.07.1968", "BREMBILLA", True),
        ("TRIBUNALE\ncagionava a Pesenti Mirella, persona offesa, lesioni", "Pesenti", True),
        ("RECHTBANK\nDe getuige R. Dijkstra verklaarde dat", "Dijkstra", True),
        ("RECHTBANK\ntegen\nGerrit-Jan Wesselink,\nwonende te Velp,", "Wesselink", True),
        ("AUDIENCIA\ndefendida por la Letrada Dª. Nieves Ortuño.", "Ortuño", True),
        (
            "COURT OF SESSION\nDefender: Ross-Kinnaird; Shepherd and Wedderburn LLP",
            "Kinnaird",
            True,
        ),
        ("COURT OF SESSION\nAppellant: Findlater (sol adv); Paterson Bell", "Findlater", True),
        # near misses: public bodies numbered before a role, a firm "born", the role alone
        (
            "HIGH COURT\n1. THE ATTORNEY GENERAL\n2. KAMPALA CITY AUTHORITY ::::::: RESPONDENTS",
            "ATTORNEY GENERAL",
            False,
        ),
        ("TRIBUNALE\nla Persona Offesa, persona offesa dal reato", "Persona Offesa", False),
        ("COURT OF SESSION\nPetitioner: Party Litigant;", "Party Litigant", False),
        ("COURT OF SESSION\nRespondent: The Lord Advocate; Legal Directorate", "Lord", False),
        ("Der Zeuge K. sagte aus.", "sagte", False),
    ],
)
def test_parties_counsel_witnesses(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("wonende te Leeuwarden, Oostergrachtswal 121.", "Oostergrachtswal", True),
        ("Zij woont aan de Kasteel-Traverse 55 in Helmond.", "Kasteel-Traverse", True),
        ("DELIVERED AT NAKURU THIS 24TH DAY OF APRIL, 2025.", "APRIL", True),
        # near misses: words that end like such a street, a month that is a word
        ("Renewal 2025 and Withdrawal 3 of the plan", "Renewal", False),
        ("ROOM 4TH MAY", "MAY", False),
    ],
)
def test_streets_and_dates(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        # classes fixed after reading the report half of the probes
        ("Cour du travail\ncontre la SRL MOSANE, BCE 0712.448.391, dont le siège", "448", True),
        ("Hof van beroep\nde NV DE BACKER, met ondernemingsnummer 0441.905.227,", "905", True),
        ("JUZGADO DE LO SOCIAL Nº 3\nDespidos / Ceses en general 811/2024", "811/2024", True),
        (
            "Obergericht\ngegen\nArdian Krasniqi,\nBeschuldigter und Berufungskläger,",
            "Krasniqi",
            True,
        ),
        ("Obergericht\nMitwirkend: Oberrichter lic. iur. Stiefel, Präsident,", "Stiefel", True),
        ("Gerichtsschreiberin MLaw Baumgartner", "Baumgartner", True),
        ("COURT OF FIRST INSTANCE\nBETWEEN\nCHAN KA-WAI (陳家偉)      Plaintiff", "KA-WAI", True),
        ("COURT OF FIRST INSTANCE\nBETWEEN\nCHAN KA-WAI (陳家偉)      Plaintiff", "陳家偉", True),
        ("COURT OF APPEAL\nHAMMA AKAWU BARKA          JUSTICE, COURT OF APPEAL", "BARKA", True),
        # near misses: an era, a role alone, an office above the mark
        ("The temple dates from 300 BCE and the BCE 2020 report.", "2020", False),
        ("Der Beschuldigte kam. Die Beschwerdeführerin rügt.", "Beschuldigte", False),
        ("COURT OF APPEAL\nTHE HONOURABLE             JUSTICE", "HONOURABLE", False),
    ],
)
def test_classes_read_from_the_report_half(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
