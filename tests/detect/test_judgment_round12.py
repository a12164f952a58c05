"""Court text, twelfth round (issue 12, stop 31): the country, state or province a court's
name or a caption's sovereign party names stays ("HIGH COURT OF NEW ZEALAND", "THE STATE OF
TEXAS"), the town where a court sits is hidden as before ("AT NAKURU"). Each case says
whether ``value`` must be gone from the output (hidden) or kept."""

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
