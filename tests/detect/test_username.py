"""USERNAME: the user part of home paths, values after user-name cues in six languages, and
@handles next to a handle word; not e-mails, npm scopes, decorators or system accounts."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ('File "/home/jdoe/project/app.py", line 3', "jdoe"),
    ("cd /Users/jane.smith/Desktop", "jane.smith"),
    ("C:\\Users\\mmueller\\AppData\\Local", "mmueller"),
    ("C:/Users/mmueller/Documents", "mmueller"),
    ("psql host=db user=mmueller", "mmueller"),
    ("username: jdoe42", "jdoe42"),
    ("login: j.doe", "j.doe"),
    ("Benutzername: mmueller", "mmueller"),
    ("nom d'utilisateur : jdupont", "jdupont"),
    ("usuario: mgarcia", "mgarcia"),
    ("gebruikersnaam: jjansen", "jjansen"),
    ("nome utente: mrossi", "mrossi"),
    ("my username is JaneD_84", "JaneD_84"),
    ("follow me on twitter @jane_doe", "@jane_doe"),
    ("hi @maria, can you check", "@maria"),
    ("Met @jess_codes at the meetup", "@jess_codes"),
]
NEGATIVES = [
    "write to jane@example.com",
    "npm i @types/node",
    "@property\ndef name(self): ...",
    "    @dataclass(frozen=True)",
    "the user is logged in",
    "/home/runner/work/repo",
    "/Users/Shared/data",
    "C:\\Users\\Public\\Desktop",
    "/home/$USER/.bashrc",
    "user=root",
    "use @Override on the method",  # no handle word near
    # source code around user-name words
    "if not uid: continue",
    "self.uid = 0",
    "if user == 'anonymous':",
    "userid = passwd = acct = ''",
    "uid = dat[-1].split()",
    "works as long as USERNAME is set.",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_username(text: str, value: str) -> None:
    assert_detects(text, "USERNAME", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "USERNAME")


def test_home_path_keeps_its_shape() -> None:
    out = detect("see /home/jdoe/project/app.py and /home/jdoe/.ssh").output
    assert out == "see /home/[USERNAME_1]/project/app.py and /home/[USERNAME_1]/.ssh"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The VPN keeps dropping for user mgarcia on host ws-12.", "mgarcia"),
        ("Benutzer k.fischer hat keinen Zugriff.", "k.fischer"),
        ("l'utente mrossi non riesce ad entrare", "mrossi"),
    ],
)
def test_a_login_right_after_a_user_word_needs_no_colon(text: str, value: str) -> None:
    assert_detects(text, "USERNAME", value)


@pytest.mark.parametrize(
    "text",
    [
        "the user input is bad",
        "login page broken",
        "user data_dir is set",
        "the user self.name",
        "Login admin",
        "user os.getuid()",
        "every user john would see",
    ],
)
def test_a_word_or_code_after_a_user_word_is_no_login(text: str) -> None:
    """Everyday words, code, system accounts and given names (a PERSON matter) stay."""
    assert_not_detected(text, "USERNAME")


@pytest.mark.parametrize(
    "text", ["How do hospitals handle triage?", "We handle refunds within 14 days."]
)
def test_handle_as_a_verb_takes_no_user_name(text: str) -> None:
    assert_not_detected(text, "USERNAME")


def test_a_handle_with_its_marker_is_still_a_user_name() -> None:
    assert_detects("my handle is jdoe_42 on the forum", "USERNAME", "jdoe_42")


@pytest.mark.parametrize(
    ("text", "value"),
    [("def notify():  # owner: obrown, since 2021", "obrown"), ("author = jdoe", "jdoe")],
)
def test_an_owner_or_author_with_its_marker_is_a_user_name(text: str, value: str) -> None:
    assert_detects(text, "USERNAME", value)


@pytest.mark.parametrize(
    "text",
    [
        "the owner of the house said yes",
        "who is the author of this poem",
        "What is the owner: field in a Kubernetes manifest?",  # an everyday word after it
    ],
)
def test_an_owner_or_author_without_a_marker_takes_no_user_name(text: str) -> None:
    assert_not_detected(text, "USERNAME")
