import pytest

from support.detect_cases import assert_detects, assert_not_detected, found

POSITIVES = [
    ("see https://example.com/u/42?x=1.", "URL", "https://example.com/u/42?x=1"),
    ("(docs at http://www.Example.de/path)", "URL", "http://www.Example.de/path"),
    ("go to www.example.org now", "URL", "www.example.org"),
    ("db postgres://bob:s3cret@db.internal:5432/app", "CONNECTION_STRING",
     "postgres://bob:s3cret@db.internal:5432/app"),
    ("mongodb+srv://u:p4ss@cluster0.x.net/db", "CONNECTION_STRING",
     "mongodb+srv://u:p4ss@cluster0.x.net/db"),
    ("visit our website example-shop.com today", "DOMAIN", "example-shop.com"),
    ("read www.bbc.co.uk/news daily", "URL", "www.bbc.co.uk/news"),
    # a domain with a path is a web address without its scheme
    ("My LinkedIn is linkedin.com/in/jane-doe-123.", "URL", "linkedin.com/in/jane-doe-123"),
]  # fmt: skip
NEGATIVES = [
    ("see config.py and main.rs", "DOMAIN"),
    ("e.g. this, i.e. that", "DOMAIN"),
    ("the file README.md", "URL"),
    ("http:// alone", "URL"),
    ("www.microsoft", "URL"),  # "www." and no top-level domain: no host to go to
    ("the ratio and/or 3.5/4", "URL"),
]


@pytest.mark.parametrize(("text", "category", "value"), POSITIVES)
def test_detects(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), NEGATIVES)
def test_ignores_near_misses(text: str, category: str) -> None:
    assert_not_detected(text, category)


def test_bare_country_domain_without_context_is_left_alone() -> None:
    assert found("run helper.pl and notes.de later") == []


def test_bare_generic_domain_counts() -> None:
    assert found("I like example.com a lot") == [("DOMAIN", "example.com")]
