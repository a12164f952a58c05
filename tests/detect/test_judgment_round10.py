"""Court text, tenth round (issue 12, stop 29): US dockets without the office's digit; both
sides of a precedent cited with a US reporter or a neutral citation (a State or a country as
a side stays a place); parties with a numbered ordinal ("1st Defendant", "2ND RESPONDENT"),
"AND 14 OTHERS" before the role, Singapore's "… Plaintiff", Malaysian roles and MyKad numbers;
counsel by initials before "Esq." or ", advocate for …" and the first of two counsel joined by
"and", California's appointed counsel; a labelled bench line with its colon set apart and
South African "et"; a relative after "S/O." with a dot and the party before the mark; a party
in mixed case before its counsel ("rappresentato e difeso", "représentée par"); German
victims and defendants after the article, prosecutors' titles, French "MM." benches. Each
case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden, values


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("UNITED STATES DISTRICT COURT\nv. Case No. 24-cr-20417", "20417", True),
        ("The motion in No. 23-cv-01187-JLR is denied.", "01187", True),
        ("USDC No. 6:22-CR-215-1 was filed.", "215-1", True),
        # near misses: a case type the docket list lacks, a version string
        ("Part 12-ab-345 is in stock.", "12-ab-345", False),
        ("Use the 10-cv-2 preset.", "10-cv-2", False),
    ],
)
def test_dockets(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "See Whitcombe v. Delgado-Farris, 512 F. Supp. 3d 884 (D. Colo. 2021).",
            "Whitcombe",
            True,
        ),
        ("See Whitcombe v. Delgado-Farris, 512 F. Supp. 3d 884 (D. Colo. 2021).", "Farris", True),
        ("cf. Okafor v. Brightman Realty Group, 77 F.4th 203 (6th Cir. 2023).", "Okafor", True),
        ("In Kovach v. Jackson, 12 F.3d 44, the court", "Jackson", True),
        ("As held in Vukovich v. Tremblay-Okafor, 2025 ONSC 3318, the", "Vukovich", True),
        ("The State relies on State v. Lindqvist-Moreau, 2019-Ohio-4412.", "Lindqvist", True),
        # near misses: a State or a country as a side, a public body, no citation after
        ("See also Miranda v. Arizona, 384 U.S. 436 (1966).", "Miranda", True),
        ("Brown v. Board of Education, 347 U.S. 483 (1954).", "Education", True),
        ("Roe v. Secretary of State for Health, 12 F.3d 1.", "Secretary of State", False),
        ("The ratio was 3 v. 2, 512 to 300.", "512", False),
        ("Arsenal v. Chelsea, 2 Goals. Python v. Java, 3 Points.", "Chelsea", False),
    ],
)
def test_cited_precedents(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "DISTRICT COURT\nBETWEEN\nLEUNG MEI-YEE Plaintiff\nand\nWONG CHI-HANG 1st Defendant",
            "WONG",
            True,
        ),
        ("HIGH COURT\nMARY WANJIRU KAMAU ....... 1ST RESPONDENT\n", "WANJIRU", True),
        (
            "LABOUR APPEAL COURT\nLUNGILE DLAMINI-FORTUIN AND 14 OTHERS Appellants\nand",
            "LUNGILE",
            True,
        ),
        (
            "HIGH COURT\nAnd\n(1) Goh Boon Kiat\n(2) Lumiere Interiors Pte Ltd\n… Defendants",
            "Goh Boon",
            True,
        ),
        (
            "MAHKAMAH TINGGI\nNURUL AIN BINTI ZAKARIA ... PLAINTIF\n(No. K/P: 881207-10-5524)",
            "ZAKARIA",
            True,
        ),
        ("MAHKAMAH TINGGI\n(No. K/P: 881207-10-5524)", "5524", True),
        ("Plaintif diwakili oleh Encik Syed Aizat bin Syed Hamzah.", "Aizat", True),
        # near misses: a firm or a public body on the same line, a number without the card's cue
        (
            "DISTRICT COURT\nGOLDEN HARVEST ENGINEERING COMPANY LIMITED 2nd Defendant",
            "GOLDEN HARVEST ENGINEERING",
            True,
        ),
        ("HIGH COURT\nTHE ATTORNEY GENERAL 2nd Respondent\n", "ATTORNEY GENERAL", False),
        ("HIGH COURT\nAnd\n(1) Ministry of Health\n… Defendants", "Ministry of Health", False),
        ("Order ref 881207-10-5524 shipped.", "881207-10-5524", True),
    ],
)
def test_parties_with_roles(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Appearances: R Kingi-Sutherland, advocate for plaintiff", "Kingi", True),
        ("M Broadhurst and L Petrovski, counsel for defendant", "Broadhurst", True),
        ("M Broadhurst and L Petrovski, counsel for defendant", "Petrovski", True),
        ("APPEARANCES: A. T. Olanrewaju Esq. for the Defendants.", "Olanrewaju", True),
        (
            "Heather Trinh-Abernathy, under appointment by the Court of Appeal, for Defendant"
            " and Appellant.",
            "Trinh",
            True,
        ),
        ("HIGH COURT\nCORAM : ANUJA PRABHUDESAI, J.\nDATE : 14th JULY, 2025", "PRABHUDESAI", True),
        ("Heard: 20 May 2025\nCoram: Savage ADJP, Van Niekerk JA et Tokota AJA", "Savage", True),
        # near misses: an office, an everyday word, a public defender's office
        ("The Ministry and A Minister, counsel for the respondent.", "Minister", False),
        (
            "Office of the State Public Defender, under appointment by the Supreme Court, for"
            " Defendant and Appellant.",
            "Public Defender",
            False,
        ),
        ("HIGH COURT\nCOURT : The Registrar\n", "Registrar", False),
    ],
)
def test_counsel_and_bench(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("TRIBUNAL\n1. R. Selvaraj, S/O. Ramaswamy, owner of lorry", "Ramaswamy", True),
        ("TRIBUNAL\n1. R. Selvaraj, S/O. Ramaswamy, owner of lorry", "Selvaraj", True),
        ("2. Karthik Murugan, S/O. Late Murugan Venkatesan, aged 17", "Venkatesan", True),
        # near miss: an office before the mark
        ("2. The Branch Manager, S/o Kumar, Respondent", "Branch Manager", False),
        (
            "proposto da\nCosimo Damiano Lupoli, rappresentato e difeso dall'avvocato Ludovica"
            " Caramia;",
            "Lupoli",
            True,
        ),
        ("Madame Jeanne Morel-Dutilleul, représentée par Me Arnaud.", "Morel", True),
        # near misses: a public body or a firm before the same words
        ("La Commune de Bayonne, représentée par son maire.", "Commune", False),
    ],
)
def test_relatives_and_represented_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Als Zeugin wurde die Geschädigte Selin Aydoğan vernommen.", "Aydoğan", True),
        ("Der Angeklagte Müller schwieg.", "Müller", True),
        ("in Anwesenheit der Staatsanwältin Mag. Hollerer und", "Hollerer", True),
        (
            "Composition : Mme Giroud Walther, présidente, MM. Oulevey et Stoudmann, juges.",
            "Stoudmann",
            True,
        ),
        # near misses: a German noun after the title, the prosecution's office, a plain "et"
        ("Er muss dem Geschädigten Schmerzensgeld zahlen.", "Schmerzensgeld", False),
        ("Die Staatsanwältin beantragte eine Freiheitsstrafe.", "beantragte", False),
        ("MM. les juges ont statué.", "juges", False),
    ],
)
def test_german_and_french_court_persons(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a State or a country as a side of a cited case is a place, no person
        ("See also Miranda v. Arizona, 384 U.S. 436 (1966).", "Arizona"),
        ("Kovalenko v. Ukraine, 2019 ECHR 41, was cited.", "Ukraine"),
        # a public body or a firm before the words of its counsel
        ("contro\nComune di Bari, rappresentato e difeso dall'avv. Rossi;", "Comune di Bari"),
        ("Alfa Servizi S.r.l., rappresentata e difesa dall'avv. Bianchi.", "Alfa Servizi S.r.l."),
    ],
)
def test_sides_that_are_no_persons(text: str, kept: str) -> None:
    assert not any(kept in value for value in values(text, "PERSON")), values(text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "EMPLOYMENT COURT\nBETWEEN HINEMOA TAWHIRI-BLACK\nPlaintiff\n"
            "AND KAURI COAST DAIRIES\nDefendant",
            "KAURI",
            True,
        ),
        ("HIGH COURT\nKARIAKOO HARDWARE SUPPLIERS ............ 2ND DEFENDANT", "KARIAKOO", True),
        (
            "HIGH COURT\nBETWEEN\nDECLAN MURPHY\nPLAINTIFF\nAND\nSLIEVEMORE HAULAGE\nAND\n"
            "CIARA NIC GIOLLA\nDEFENDANTS",
            "SLIEVEMORE",
            True,
        ),
        (
            "SUPREME COURT\nPlaintiff,\n-against-\nBRIGHTWATER TOWERS CONDOMINIUM and\n"
            "ANATOLY VERESHCHAGIN,\nDefendants.",
            "BRIGHTWATER",
            True,
        ),
        # near misses: a public body ending in a company's word, public bodies joined by AND
        ("HIGH COURT\nDEPARTMENT OF SOCIAL SERVICES Respondent", "SOCIAL SERVICES", False),
        (
            "HIGH COURT\nTHE MINISTER FOR JUSTICE\nAND\nTHE ATTORNEY GENERAL\nRESPONDENTS",
            "MINISTER FOR JUSTICE",
            False,
        ),
    ],
)
def test_firms_and_co_parties(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        # classes read from the report half
        (
            "SUPREME COURT OF INDIA\nHARBHAJAN KAUR DHILLON & ORS. …APPELLANT(S)\nVERSUS",
            "DHILLON",
            True,
        ),
        ("Reasons for Judgment\nCounsel for the Plaintiff: S. Bhardwaj-Keller\n", "Bhardwaj", True),
        ("Jugement civil no 2025TALCH08/00119\nAudience publique", "00119", True),
        ("durch die ehrenamtlichen Richter Pietsch und Van Dyk für Recht erkannt", "Dyk", True),
        # near misses: the State as a party, an office on counsel's label, no court's text
        ("SUPREME COURT OF INDIA\nTHE STATE OF PUNJAB …RESPONDENT(S)", "STATE OF", False),
        ("Counsel for the Respondent: Attorney General of Canada\n", "Attorney General", False),
        ("Firmware 2025TALCH08/00119 released.", "00119", False),
    ],
)
def test_classes_read_from_the_report_half(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
