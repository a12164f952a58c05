import pytest

from support.detect_cases import assert_detects, assert_not_detected, found

GH = "ghp_" + "aB1" * 12
POSITIVES = [
    (f"token {GH} leaked", "API_KEY", GH),
    ("AKIAIOSFODNN7EXAMPLE is the id", "API_KEY", "AKIAIOSFODNN7EXAMPLE"),
    ("glpat-xxxxXXXX1234567890ab", "API_KEY", "glpat-xxxxXXXX1234567890ab"),
    ("xoxb-123456789012-abcdefABCDEF", "API_KEY", "xoxb-123456789012-abcdefABCDEF"),
    ("sk_live_4eC39HqLyjWDarjtT1zdp7dc", "API_KEY", "sk_live_4eC39HqLyjWDarjtT1zdp7dc"),
    ("OPENAI_API_KEY=sk-proj-abcDEF1234567890ghijKLMN", "API_KEY",
     "sk-proj-abcDEF1234567890ghijKLMN"),
    ("sk-ant-api03-abcdefGHIJKL0123456789-_xyz", "API_KEY",
     "sk-ant-api03-abcdefGHIJKL0123456789-_xyz"),
    ("key=AIzaSyD-1234567890abcdefghijklmnopqrstu", "API_KEY",
     "AIzaSyD-1234567890abcdefghijklmnopqrstu"),
    ("password=hunter2!", "PASSWORD", "hunter2!"),
    ("apikey=abc123XYZ789", "PASSWORD", "abc123XYZ789"),
    ("MYAPP_ACCESSTOKEN: tok_9f8e7d6c", "PASSWORD", "tok_9f8e7d6c"),
    ('DB_PASSWORD: "c0rrect horse"', "PASSWORD", "c0rrect horse"),
    ("client_secret = 9f8e7d6c5b4a", "PASSWORD", "9f8e7d6c5b4a"),
    ("my password is Tr0ub4dor&3", "PASSWORD", "Tr0ub4dor&3"),
    ("Authorization: Bearer abc123def456ghi789jkl", "PASSWORD", "abc123def456ghi789jkl"),
]  # fmt: skip
NEGATIVES = [
    ("password=${DB_PASSWORD}", "PASSWORD"),
    ("password: null", "PASSWORD"),
    ("password = os.environ['PW']", "PASSWORD"),
    ("the password field is required", "PASSWORD"),
    ("pip install sk-learn-extra-utils-helpers", "API_KEY"),
    ("ghp_short", "API_KEY"),
]
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ."
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
PEM = (
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7V1c2VyOnBhc3N3b3Jk\n"
    "QW5vdGhlckxpbmVPZkJhc2U2NA==\n"
    "-----END RSA PRIVATE KEY-----"
)


@pytest.mark.parametrize(("text", "category", "value"), POSITIVES)
def test_detects(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), NEGATIVES)
def test_ignores_near_misses(text: str, category: str) -> None:
    assert_not_detected(text, category)


def test_jwt() -> None:
    assert_detects(f"Authorization header {JWT} end", "JWT", JWT)


def test_pem_block_is_one_span_and_keeps_surroundings() -> None:
    text = f"key:\n{PEM}\nthanks"
    assert found(text) == [("PRIVATE_KEY", PEM)]


def test_pem_without_end_line_still_redacts_the_body() -> None:
    text = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7\n"
    spans = found(text)
    assert spans and spans[0][0] == "PRIVATE_KEY"
    assert "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" in spans[0][1]
    assert "BKcwggSjAgEAAoIBAQC7" in spans[0][1]
