"""Court text, sixth round (issue 12, stop 25): Spanish and Italian decisions, a Québec judge,
an Indian cause title's party with its role on the same line, German judges after a plural
title, a bench listed one judge a line, a party in capitals before its birth. One test per
class: each case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Rollo de apelación 1432/2022\nSENTENCIA", "1432/2022", True),
        ("Juicio verbal 318/2023", "318/2023", True),
        ("Recurso de casación núm. 5523/2021", "5523/2021", True),
        ("SENTENCIA NÚM. 288/2023", "288/2023", True),
        ("SENTENCIA N.º 77/2024\nEn Gijón", "77/2024", True),
        ("Pedido N.º 12345", "12345", True),
        ("Sentenza n. 744/2023\nR.G. n. 1590/2021", "744/2023", True),
        ("Sentenza n. 744/2023\nR.G. n. 1590/2021", "1590/2021", True),
        ("sul ricorso 14412-2021 proposto da", "14412-2021", True),
        # near misses: a precedent cited by its bare number, a count, a year
        ("como dijo la sentencia 123/2020 del Tribunal Constitucional", "123/2020", False),
        ("la sentenza 2019 ha chiarito", "2019", False),
        ("il ricorso 12 pagine", "12 pagine", False),
    ],
)
def test_spanish_and_italian_case_numbers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("dott. Marco Ciccarelli Presidente\ndott.ssa Silvia Orlando", "Presidente", False),
        ("dott. Marco Ciccarelli Presidente\ndott.ssa Silvia Orlando", "Ciccarelli", True),
        (
            "SOUS LA PRÉSIDENCE DE L'HONORABLE GENEVIÈVE BOUCHARD-NADEAU, J.C.S.",
            "BOUCHARD-NADEAU",
            True,
        ),
        ("Devant l’honorable juge Martin Lacasse, j.c.s.", "Lacasse", True),
        ("COMMISSIONER T. MBATHA-ZULU N.O.", "MBATHA-ZULU", True),
        ("Before Commissioner T. Mbatha-Zulu N.O. the applicant", "Mbatha-Zulu", True),
        ("Beschluss der Richterinnen Dr. Kestner und Lauterbach-Rein.", "Kestner", True),
        ("Beschluss der Richterinnen Dr. Kestner und Lauterbach-Rein.", "Lauterbach-Rein", True),
        ("durch die Richter Dr. Vogt, Prof. Dr. Haberland und Sieverding", "Sieverding", True),
        # near misses: a court, a ministry or a public office after the same titles
        ("L'HONORABLE COUR SUPÉRIEURE", "COUR SUPÉRIEURE", False),
        ("l'honorable ministre de la Justice a déposé", "ministre", False),
        ("COMMISSIONER OF POLICE", "POLICE", False),
        ("Die Richter und Schöffen haben entschieden.", "Schöffen", False),
        ("Die Richter Kollegen und Freunde", "Kollegen", False),
    ],
)
def test_judges_after_titles(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


_BENCH = (
    "Appellate Division, Second Department\nANGELA G. IANNACCI, J.P.\nLINDA CHRISTOPHER\n"
    "LARA J. GENOVESI\nJANICE A. TAYLOR, JJ.\n"
)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (_BENCH, "LARA J. GENOVESI", True),
        (_BENCH, "IANNACCI", True),
        (_BENCH, "Second Department", False),
        # near misses: the heading above a bench of one line
        ("APPEAL DISMISSED\nSUPREME COURT\nJOHN ROSS, JJ.", "SUPREME COURT", False),
        ("SECOND DEPARTMENT\nMEMORANDUM\nPETER KOLB, JJ.", "MEMORANDUM", False),
        ("DECISION AND ORDER\nPETER KOLB, JJ.", "DECISION AND ORDER", False),
    ],
)
def test_bench_one_judge_a_line(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("VERSUS\nPRATIBHA WAGHMARE & ANR. ...RESPONDENT(S)", "WAGHMARE", True),
        ("IN THE SUPREME COURT\nSUNIL KUMAR JHA ...APPELLANT\nVERSUS", "SUNIL KUMAR JHA", True),
        ("tra\nGHERARDI MATTIA, nato a Ivrea il 12/11/1981", "GHERARDI MATTIA", True),
        ("ricorrente:\n1) BRAMBILLA ORNELLA, nata a Monza il 4/5/1960", "BRAMBILLA", True),
        ("Appelant :\nDURAND-MOREAU CÉLINE, née le 3 mars 1980", "DURAND-MOREAU", True),
        # near misses: the State, a firm, a public body on the same kind of line
        ("VERSUS\nSTATE OF KERALA ...RESPONDENT(S)", "STATE OF", False),
        ("THE COMMISSIONER OF INCOME TAX ...APPELLANT", "INCOME TAX", False),
        ("AZIENDA SANITARIA LOCALE, nata a seguito", "AZIENDA SANITARIA", False),
    ],
)
def test_party_lines_of_other_courts(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


def test_a_firm_on_a_cause_title_line_is_no_person() -> None:
    result = detect("VERSUS\nM/S SHREE GANESH INFRACON PVT. LTD. ...APPELLANT(S)")
    assert not any(s.category == "PERSON" for s in result.spans)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "in dem Rechtsstreit\nGerlinde Hohenstein-Marx, Bahnhofstraße 17, 91054 Erlangen,\n"
            "Klägerin",
            "Hohenstein-Marx",
            True,
        ),
        (
            "in de zaak van\nWillemijn Oosterhuis-Brakel,\nwonende te Ede,\neiseres",
            "Willemijn",
            True,
        ),
        ("in de zaak van\nHans van den Berg,\nwonende te Utrecht,\neiser", "van den Berg", True),
        # near misses: a firm or a public body on the same line, a letter's greeting
        (
            "in dem Rechtsstreit\nNeue Heimat-Bau, Bahnhofstraße 17, 91054 Erlangen,\nKlägerin",
            "Neue Heimat-Bau",
            False,
        ),
        # (a public body is an organisation, no person: no "[PERSON" in the output)
        ("in de zaak van\nGemeente Ede,\nwonende te Ede,\neiser", "[PERSON", True),
        ("Sehr geehrte Damen,\nwohnhaft in Berlin", "Sehr geehrte Damen", False),
    ],
)
def test_mixed_case_party_before_its_residence(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Loris Bentivogli (C.F. BNTLRS58A12A944Q), residente a", "BNTLRS58A12A944Q", True),
        (
            "nata a Lecce il 03/09/1966, C.F. SCRGNN66P43E506X, elettivamente",
            "SCRGNN66P43E506X",
            True,
        ),
        # near misses: English "c.f." before a standard or a section
        ("See c.f. RFC 7231 and c.f. ISO 27001.", "ISO 27001", False),
        ("c.f. Section 12345 of the Act", "12345", False),
    ],
)
def test_italian_fiscal_code_after_its_abbreviation(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
