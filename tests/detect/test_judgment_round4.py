"""Court text, fourth round (issue 12, stop 24): direct identifiers of other jurisdictions
(benches listed before "JJ", the CJEU's composition, counsel written with initials). One test
per class: each case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from dp_anonymizer.detect import detect


def _check(text: str, value: str, hidden: bool) -> None:
    output = detect(text).output
    if hidden:
        assert value not in output, f"{value!r} leaked into {output!r}"
    else:
        assert value in output, f"{value!r} was replaced in {output!r}"


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
    _check(text, value, hidden)
