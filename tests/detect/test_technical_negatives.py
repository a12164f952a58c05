"""Technical near misses and the last structured leaks (issue 12, stop 23): number-shaped
things that are no one's data (part and build numbers, draws, CAS numbers, object
identifiers, release dates, log timestamps, dates in code), each next to the personal value of
the same shape that must still be found; and the leaks of the previous probe (licence and
taxpayer cues, ``zip=`` keys, sshd and sudo log lines, introductions, lower-case names whose
surname is a word, a ZIP as the last field of a record)."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.ner_vetoes import vetoed
from dp_anonymizer.detect.technical import cas_number
from support.detect_cases import assert_detects, values

#: Texts that hold no personal data: the output is the input.
UNCHANGED = [
    # part, catalogue, lot and build numbers (the cue's list, too)
    "Part no. 3382-114-07 is the left hinge.",
    "Spare part 0612-448-901 fits models from 2019 on.",
    "SKU 400-118-552, 400-118-553 and 400-118-554 are the three colours.",
    "Article number 402.113.88 in the catalogue.",
    "Model/part: 6620-0145-01 (fan assembly)",
    "The lot number is 2301-4455-667.",
    "build #20231104.3 failed; Azure DevOps build 20240301.12 passed",
    # decimals and versions
    "bbox = (5.8663, 47.2701, 15.0419, 55.0581)",
    "Ruby 3.3.0 (2023-12-25 revision 5124f9ac75) [x86_64-linux]",
    # draws
    "This week's Powerball numbers: 12 - 29 - 33 - 41 - 52, Powerball 24.",
    "EuroMillions draw: 04 15 23 37 48, Lucky Stars 02 11",
    "Winning numbers 7 14 21 28 35 42",
    # CAS registry numbers
    "Ethanol (CAS No. 64-17-5) and acetone (67-64-1)",
    # object identifiers and the machine itself
    "OID 2.5.29.17 is subjectAltName; keyUsage (2.5.29.15) critical",
    "commonName = 2.5.4.3",
    '127.0.0.1 - - [14/Mar/2024:09:26:53 +0000] "GET / HTTP/1.1" 200 5123',
    # frameworks named like domains
    "ASP.NET Core 8, VB.NET and ADO.NET; Socket.IO",
    # release dates after a version
    "Python 3.11.4 (main, Jun  7 2023, 12:45:48) [GCC 11.3.0] on linux",
    "Python 3.12.1 (tags/v3.12.1:2305ca5, Dec  7 2023, 22:03:25) [MSC v.1937 64 bit (AMD64)]",
    "OpenSSL 3.0.2 15 Mar 2022",
    "rustc 1.75.0 (82e1608df 2023-12-21)",
    "CHANGELOG\n## [1.4.0] - 2024-02-20\n### Added",
    # log timestamps
    "2023-11-04 17:02:11.004 UTC [4121] LOG:  checkpoint complete",
    "Mar 14 09:26:53 web01 systemd[1]: Started nginx.service.",
    "[2024-03-14 09:26:53,589] WARNING urllib3.connectionpool: Retrying",
    'time="2024-02-01T12:00:03Z" level=error msg="dial tcp: i/o timeout"',
    # ISO dates in code and commands
    'if now > datetime.fromisoformat("2024-01-01"):',
    "SELECT * FROM orders WHERE created >= '2024-01-01' AND created < '2024-02-01';",
    "git log --since=2024-01-01 --until=2024-03-31",
    "new Date('2024-03-14T00:00:00Z').getTime()",
    # licence, tax, zip and user words that name no value
    "Released under the MIT license 2.0 in 2019",
    "The license key ABCD-1234-EFGH-5678 expired",
    "taxpayer ids are issued by the IRS",
    "gzip 9 files; zip 12 files",
    "ZIP_LEVEL=9",
    "sudo apt install nginx && sudo systemctl restart nginx",
    "sudo: systemctl: command not found",
    "password_file=/run/secrets/db_password",
    # introductions without a name
    "Nobody here, everyone left.",
    "Hi, this is Python code that fails",
    "Hello, this is a test.",
    # a city and a number in a table of data
    "city,rain_mm\nParis,56000",
    "Total 1,234 Main Street",
]


@pytest.mark.parametrize("text", UNCHANGED)
def test_technical_near_misses_stay(text: str) -> None:
    assert detect(text).output == text


#: The same shapes where they are someone's: (text, category, value).
FOUND = [
    ("call 0612-448-901", "PHONE", "0612-448-901"),
    ("Part no. 4471-220-01 was ordered by phone 312-555-0147", "PHONE", "312-555-0147"),
    ("Reach me at 415.555.0198", "PHONE", "415.555.0198"),
    ("Appelez-moi au 04 15 23 37 48", "PHONE", "04 15 23 37 48"),
    ("01.23.45.67.89 est mon numéro", "PHONE", "01.23.45.67.89"),
    ("client 2.5.29.17 connected to server 10.0.0.5", "IP_ADDRESS", "2.5.29.17"),
    ("my ip is 127.0.0.1", "IP_ADDRESS", "127.0.0.1"),
    ("Contact us at ACME.COM", "DOMAIN", "ACME.COM"),
    ("I upgraded to version 2.1 on 14 March 2024.", "DATE", "14 March 2024"),
    ("When: 2000-04-16 11:34:35\nWhere: the club", "DATE", "2000-04-16 11:34:35"),
    ("On 2007-01-17 23:08:55, the government began", "DATE", "2007-01-17 23:08:55"),
    ('{"name": "Ana", "visit": "2024-03-14"}', "DATE", "2024-03-14"),
    # the field's key makes it a date of birth (detect/tables.py)
    ("u = User(birthday='1990-07-21')", "DATE_OF_BIRTH", "1990-07-21"),
    ("license no. S530-460-82-123-0", "DRIVER_LICENSE", "S530-460-82-123-0"),
    ("Licence number: D1234567", "DRIVER_LICENSE", "D1234567"),
    ("Führerschein-Nr. B072RRE2I55", "DRIVER_LICENSE", "B072RRE2I55"),
    ("taxpayer id 911 50 6789", "NATIONAL_ID", "911 50 6789"),
    ("Taxpayer ID: 912-34-5678", "NATIONAL_ID", "912-34-5678"),
    ("zip=94103", "POSTCODE", "94103"),
    ("postal_code: 10001", "POSTCODE", "10001"),
    ('"postalCode": "94105"', "POSTCODE", "94105"),
    ("billing_zip=90210&x=1", "POSTCODE", "90210"),
    ("Ellen Park | 3 Birch Ct | Madison | 53703", "ADDRESS", "3 Birch Ct | Madison | 53703"),
    # a pasted table: each cell its own value (the address ends with its cell)
    ("name,street,city,zip\nRita Moss,8 Hill St,Reno,89501", "ADDRESS", "8 Hill St"),
    ("name,street,city,zip\nRita Moss,8 Hill St,Reno,89501", "POSTCODE", "89501"),
    ("User michael_b (uid 1001) logged in", "USERNAME", "michael_b"),
    ("Accepted publickey for tnguyen from 203.0.113.7 port 52144", "USERNAME", "tnguyen"),
    ("sudo: pmeyer : TTY=pts/0 ; PWD=/home/pmeyer ; USER=root", "USERNAME", "pmeyer"),
    ("Hi, this is Hope from HR.", "PERSON", "Hope"),
    ("Hello! This is Joy, the new intern.", "PERSON", "Joy"),
    ("hi, this is grace from IT", "PERSON", "grace"),
    ("Grace here, following up on my ticket.", "PERSON", "Grace"),
    ("Hi all, Fatima here. The meeting moved.", "PERSON", "Fatima"),
    ("Hi, this is Grace Kim, your account manager.", "PERSON", "Grace Kim"),
    ("ethan hunt called yesterday about the contract", "PERSON", "ethan hunt"),
    ("email sarah wood about it", "PERSON", "sarah wood"),
    ("mail o'brien@example.com today", "EMAIL", "o'brien@example.com"),
    ("u = User(email='priya@raman.dev')", "EMAIL", "priya@raman.dev"),
]


@pytest.mark.parametrize(("text", "category", "value"), FOUND)
def test_the_same_shape_where_it_is_someone_s(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


def test_a_word_that_is_too_frequent_stays_out_of_a_lower_case_name() -> None:
    """The frequent word "long" is not taken as a surname: the given name alone is the name."""
    assert values("i told sarah long ago", "PERSON") == ["sarah"]


def test_the_shell_working_directory_is_no_password() -> None:
    assert not values("PWD=/home/pmeyer ; USER=root", "PASSWORD")
    assert values("pwd=hunter2", "PASSWORD") == ["hunter2"]


def test_cas_check_digit() -> None:
    assert cas_number("67-64-1") and cas_number("7732-18-5")
    assert not cas_number("67-64-2") and not cas_number("6-64-1")


def test_the_model_s_dates_and_names_of_programs_are_vetoed() -> None:
    """The NER layer gets the same rules: a version's date, a framework's dotted name."""
    text = "openjdk 17.0.9 2023-10-17"
    assert vetoed(text, 8, len(text), "DATE", [])
    text = "We met on 2023-10-17 in Leeds"
    assert not vetoed(text, 10, 20, "DATE", [])
    text = "ASP.NET Core 8"
    assert vetoed(text, 0, 12, "PERSON", [])
