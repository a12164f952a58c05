"""Judgments: the direct identifiers left after the other court-text steps (judges and parties
in capitals, counsel by surname, indictment and company numbers), each with a near miss."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Indictment No. T20217045\nSENTENCING REMARKS", "T20217045"),
        ("through Sandhu Dental Care Limited (company number 08812394), of which", "08812394"),
        ("NORTHGATE FREIGHT SERVICES LIMITED (Company No. 04567812)\nAppellant", "04567812"),
    ],
)
def test_indictment_and_company_numbers_after_their_cue(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize(
    "text",
    ["the company number of employees grew by 12 percent", "an indictment 12 pages long"],
)
def test_a_count_after_the_cue_words_is_no_identifier(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("SENTENCING REMARKS OF HIS HONOUR JUDGE PENHALIGON\n3 May 2022", "PENHALIGON"),
        ("Before: HER HONOUR JUDGE McTAVISH\n\nCounsel", "McTAVISH"),
        ("APPROVED JUDGMENT OF RECORDER STAINFORTH\n\n1. At about", "STAINFORTH"),
        ("JUDGMENT OF SHERIFF ISOBEL KINNAIRD\n\nin the cause", "ISOBEL KINNAIRD"),
        ("Appeal Sheriff Drummond-Leckie\nOPINION", "Drummond-Leckie"),
        ("Decided on the papers. Before: Judge Heron, Tribunal Members", "Heron"),
        ("Court 6\nJudge Swallow\nAppeal against conviction", "Swallow"),
    ],
)
def test_a_judge_after_a_judicial_title_whatever_the_surname_means(text: str, value: str) -> None:
    # the title may go into the placeholder too ("Judge Heron"): the surname must not stay
    assert value not in detect(text).output
    assert "[PERSON_1]" in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "Judge Python by its ecosystem, not by its syntax.",
        "Open Voice Recorder Pro and tap record.",
        "The claim was lodged at the Sheriff Court in the town.",
        "He sat before the Recorder of the city.",
    ],
)
def test_a_judicial_title_before_a_word_or_an_office_names_no_one(text: str) -> None:
    assert_not_detected(text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Pursuer: Abercromby KC; Morton Fraser LLP\nDefender", "Abercromby"),
        ("Defender: Kilbride, advocate; Brodies LLP\n\n19 April", "Kilbride"),
        ("Appellant: Ogilvie, solicitor; instructed by the firm", "Ogilvie"),
    ],
)
def test_counsel_by_surname_before_a_post_nominal_or_role(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)


@pytest.mark.parametrize(
    "text",
    [
        "In practice, solicitor advocates may appear in the higher courts.",
        "Groups such as the NHS, advocate bodies and charities replied.",
        "Thanks, advocate, for your help.",
    ],
)
def test_a_word_before_a_counsel_role_is_no_counsel(text: str) -> None:
    assert_not_detected(text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "BETWEEN:\n(1) ROWAN TREGENZA\n(2) ACME INSURANCE COMPANY LIMITED\nDefendants",
            "ROWAN TREGENZA",
        ),
        ("In the cause\nEILIDH MORAG SUTHERLAND\nPursuer\nagainst", "EILIDH MORAG SUTHERLAND"),
        ("BETWEEN\nCIARÁN Ó BRAONÁIN\nAPPLICANT\nAND", "CIARÁN Ó BRAONÁIN"),
        ("and\nROISIN AOIFE McGINLEY\nPlaintiff and Respondent\n", "ROISIN AOIFE McGINLEY"),
    ],
)
def test_a_party_in_capitals_on_its_line_before_its_label(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)


@pytest.mark.parametrize(
    "text",
    [
        "against\nHIS MAJESTY'S ADVOCATE\nRespondent",
        "AND\nAN BORD PLEANÁLA\nRESPONDENT",
        "PRIVATE AND CONFIDENTIAL\nClaimant",
        "- and -\nNORTHGATE FREIGHT SERVICES LIMITED\nAppellant",
    ],
)
def test_a_body_or_everyday_words_before_a_party_label_are_no_person(text: str) -> None:
    assert_not_detected(text, "PERSON")


def test_a_judicial_title_and_office_stay_while_the_name_goes() -> None:
    out = detect(
        "SHERIFF APPEAL COURT\nSheriff Principal D L Brodie\nAppeal Sheriff Fionnghal Lennox\n"
        "Lord Justice General\nLord Carmichael"
    ).output
    for kept in (
        "SHERIFF APPEAL COURT",
        "Sheriff Principal",
        "Appeal Sheriff",
        "Lord Justice General",
    ):
        assert kept in out
    for name in ("Brodie", "Fionnghal Lennox", "Carmichael"):
        assert name not in out


def test_a_place_of_the_heading_is_not_spread_into_a_statute_title() -> None:
    out = detect(
        "IN THE HIGH COURT OF JUSTICE IN NORTHERN IRELAND\n\nThe plaintiff relies on Article 8 of "
        "the Roads (Northern Ireland) Order 1993; his farm (Northern Ireland) was sold."
    ).output
    assert "Roads (Northern Ireland) Order 1993" in out
    assert "farm (Northern Ireland)" not in out
