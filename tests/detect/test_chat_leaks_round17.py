"""Records, exports and logs pasted in English: the classes the seventeenth round of chat
probes found (issue 12, stop 33), each with the near misses where the same words are not
personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a column's header names its cells: short forms, "#" for "no", a dot of an
        # abbreviation, a sort code column, given and family names headed "first"/"last"
        (
            "Emp No.\tName\tShift\n51207\tOrla Brennan\tEarly\n51344\tTeodor Lisowski\tLate",
            ("51207", "51344", "Orla Brennan", "Teodor Lisowski"),
            ("Emp No.", "Shift", "Early"),
        ),
        (
            "Staff #,Name,Grade\n7702,Mabel Oyelaran,B2\n7719,Quentin Farrow,B3",
            ("7702", "7719", "Mabel Oyelaran"),
            ("Staff #", "Grade"),
        ),
        (
            "Payee | Sort Code | Account No\nRowan Pike | 30-91-42 | 61827394",
            ("30-91-42", "61827394", "Rowan Pike"),
            ("Sort Code", "Account No"),
        ),
        (
            "first,last,email\nTamsin,Okorie,t.okorie@quillfern.co.uk\nBram,Veldhuis,bram@quillfern.co.uk",
            ("Okorie", "Veldhuis", "t.okorie@quillfern.co.uk"),
            ("first,last,email",),
        ),
        # a date column of a table about people; "Paid?" is a header, not prose
        (
            "Member\tPaid?\tDate\nHester Quayle\tY\t07/05\nAmos Fielding\tN\t",
            ("Hester Quayle", "07/05"),
            ("Paid?", "Date"),
        ),
        # near misses: a date column alone makes no table about anyone (a statement's dates
        # are found as dates, not dropped as a table's facts); a header sentence stays prose
        (
            "Date,Description,Amount\n04/03/2024,Coffee beans,12.00\n05/03/2024,Filters,3.10",
            ("04/03/2024", "05/03/2024"),
            ("Coffee beans",),
        ),
        ("sku;qty;unit_price\nAX-10;4;2.35\nAX-12;9;1.10", (), ("AX-10", "unit_price")),
    ],
)
def test_columns_of_work_exports(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # a header that is no name, in a wide table; a role's or a stage's cell is no one
        (
            "Record ID,First Name,Email,Lifecycle Stage\n"
            "4410,Wendell Amoako,w.amoako@brightmere.co.uk,Lead",
            ("Wendell Amoako", "w.amoako@brightmere.co.uk"),
            ("Lifecycle Stage", "Lead"),
        ),
        (
            "Name | Role | Mentor\nIlka Saarinen | Junior Developer | Petra Vosloo\n"
            "Dafydd Rhys | Finance Assistant | Petra Vosloo",
            ("Ilka Saarinen", "Petra Vosloo", "Dafydd Rhys"),
            ("Junior Developer", "Finance Assistant", "Role"),
        ),
        (
            "Tenant,Property,Landlord Email\nNiamh Corrigan,4 Elm Row,lord.h@pmail.co.uk",
            ("Niamh Corrigan", "lord.h@pmail.co.uk"),
            ("Landlord Email",),
        ),
        # near miss: a name as a wide table's header cell stays a name
        (
            "Task,Status,Hannelore Brinkmann\nfiling,done,yes\nrota,open,no",
            ("Hannelore Brinkmann",),
            ("Status", "filing"),
        ),
    ],
)
def test_headers_and_plain_columns_are_no_names(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Absence record: Ivo Petrakis, emp no. 48213, dept Stores", ("48213",), ("dept Stores",)),
        ("Hosp No: T5531920, Ward 4", ("T5531920",), ("Ward 4",)),
        ("Statement for cust # 20917 attached", ("20917",), ("attached",)),
        ("Declarant EORI: GB318804127000", ("GB318804127000",), ()),
        ("CT head, Accession: CTX-23-550193, no acute findings", ("CTX-23-550193",), ()),
        # near misses: the words without a number
        (
            "Add an emp no. column and an EORI field to the form.",
            (),
            ("emp no. column", "EORI field"),
        ),
    ],
)
def test_short_forms_of_record_numbers(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("CACHE_HOST=rds-cache-07\nCACHE_PORT=6379", ("rds-cache-07",), ("CACHE_PORT=6379",)),
        (
            "env:\n  - name: QUEUE_HOST\n    value: mq-prod-3\n"
            "  - name: LOG_LEVEL\n    value: debug",
            ("mq-prod-3",),
            ("QUEUE_HOST", "LOG_LEVEL", "debug"),
        ),
        ("url: mysql://app:${DB_PW}@sqlcrm-04:3306/crm", ("sqlcrm-04",), ()),
        (
            "Feb  9 04:12:55 vault-edge-2 sshd[3301]: Accepted key for ops",
            ("vault-edge-2",),
            ("sshd[3301]", "Accepted key"),
        ),
        ("[app]\nappsrv-ldn-07 ansible_host=10.9.1.4", ("appsrv-ldn-07",), ("ansible_host",)),
        ("scp build.tar ci@artefacts-02:/srv/drop/", ("artefacts-02",), ("build.tar",)),
        ("getaddrinfo ENOTFOUND redis-sess-9", ("redis-sess-9",), ("getaddrinfo ENOTFOUND",)),
        # near misses: a role name and a number, a service name, localhost, a public host
        ("Feb  9 04:12:55 lb1 haproxy[11]: GET /health 200", (), ("lb1 haproxy",)),
        (
            "DB_HOST=postgres\nREDIS_URL=redis://cache:6379/0",
            (),
            ("DB_HOST=postgres", "cache:6379"),
        ),
        ("curl http://localhost:8080/ready", (), ("localhost:8080",)),
        ("git@github.com:acme/tools.git", (), ()),
    ],
)
def test_internal_hosts_by_where_they_stand(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "        - name: SMTP_RELAY\n          value: relay-ext-2",
            ("relay-ext-2",),
            ("SMTP_RELAY",),
        ),
        ("export REDIS_HOST=x", (), ("REDIS_HOST",)),
    ],
)
def test_a_word_joined_by_an_underscore_is_no_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("- Wilbur Oakes 19/02 - 23/02 (flu)", ("19/02", "23/02"), ("(flu)",)),
        ("leave 02/04 to 05/04 approved", ("02/04", "05/04"), ("approved",)),
        ("Parcel shipped 11/03, last scan 12/03 at depot", ("11/03", "12/03"), ("at depot",)),
        (
            "BEGIN:VEVENT\nDTSTART:20240918T091500Z\nDTEND:20240918T100000Z\n"
            "SUMMARY:Review\nATTENDEE;CN=Odile Marchetti:mailto:odile@fernway.co.uk\nEND:VEVENT",
            ("20240918T091500Z", "20240918T100000Z"),
            ("SUMMARY:Review",),
        ),
        # near misses: fractions, marks out of ten, a recurring event without attendees,
        # a fraction after a record verb
        ("mix 1/2 - 3/4 cup of oats", (), ("1/2 - 3/4",)),
        ("ratings went 07/10 - 09/10", (), ("07/10 - 09/10",)),
        (
            "BEGIN:VEVENT\nSUMMARY:Standup\nDTSTART;TZID=Europe/Paris:20240108T091500\n"
            "RRULE:FREQ=DAILY\nEND:VEVENT",
            (),
            ("20240108T091500", "TZID=Europe/Paris"),
        ),
        ("we opened 3/4 of the boxes", (), ("3/4 of the boxes",)),
    ],
)
def test_day_ranges_record_verbs_and_calendar_times(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("set timezone: America/Chicago for the cron", (), ("America/Chicago",)),
        ("TZ=Europe/Berlin python run.py", (), ("Europe/Berlin",)),
        # near miss: the same city as a place of someone's life
        ("I moved to Berlin last spring", ("Berlin",), ()),
    ],
)
def test_time_zone_names_are_no_places(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "From: Ottoline Fairbrass  Sent: 03 May 2024 10:14  To: Project Team",
            ("Ottoline Fairbrass",),
            ("Sent:", "To: Project Team"),
        ),
    ],
)
def test_sent_is_a_header_label(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("05/03  SPOTIFY  11.99\n06/03  NETFLIX.COM  10.99", (), ("NETFLIX.COM",)),
        # near misses: a site after its cue word or without an amount after it, a small
        # firm's domain in lower case
        ("visit NETFLIX.COM now", ("NETFLIX.COM",), ()),
        ("Contact us at QUILLMARK.COM today", ("QUILLMARK.COM",), ()),
        ("our site is quillmark-tools.com", ("quillmark-tools.com",), ()),
    ],
)
def test_a_merchant_in_capitals_is_named_by_its_site(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
