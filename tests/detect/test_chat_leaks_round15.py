"""Work documents pasted in English: the classes the fifteenth round of chat probes found
(issue 12, stop 32), each with the near misses where the same words are not personal.
``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "#inc-checkout\n@oliwia.k: 500s started 14:02\n@ben_adeyemi: rolled back\n"
            "cause: added by @oliwia.k in admin",
            ("oliwia.k", "ben_adeyemi"),
            ("500s started", "rolled back", "added by @"),
        ),
        ("@tcarrington: sorry! will add validation", ("tcarrington",), ("will add validation",)),
        # near misses: decorators and annotations open their line without a colon after them;
        # a web noun after "login" is the next word of a phrase, no login
        (
            "@property\ndef name(self): ...\n@app.route('/x')",
            (),
            ("@property", "@app.route"),
        ),
        ("Find the bug: the login endpoint returns 500.", (), ("login endpoint returns 500",)),
        ("The login redirect and the user callback fail.", (), ("login redirect", "callback")),
        ("Connection refused for user mgarcia on db01", ("mgarcia",), ()),
    ],
)
def test_chat_export_speaker_handles_and_login_phrases(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Pay to: Northdale Joinery, Sort 20-35-53 Acc 74829104", ("20-35-53", "74829104"), ()),
        ("Bank: Ibe Electrical, 30-96-26 / 17740235", ("30-96-26", "17740235"), ()),
        ("Sort code 20-00-00  Account 53748291", ("20-00-00", "53748291"), ()),
        ("Bank details: 04-00-04 12345678", ("04-00-04", "12345678"), ()),
        # near misses: a date and a number with no bank word, a CSV row
        ("Build 12-04-24 12345678 finished green.", (), ("12345678",)),
        ("id,date\n12-04-24,12345678,shipped", (), ("12345678",)),
    ],
)
def test_sort_code_and_account_side_by_side(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Transfer #1098237465 is on hold.", ("1098237465",), ()),
        (
            "Please send invoices for transfers #902211874 and #902211930.",
            ("902211874", "902211930"),
            (),
        ),
        ("transfer ID: 58812-4471", ("58812-4471",), ()),
        ("Wise Business account (profile ID 38810274)", ("38810274",), ()),
        ("BILL OF LADING No. MAEU238114902", ("MAEU238114902",), ()),
        ("From: Ibe Electrical, VAT Reg 284 7714 09", ("284 7714 09",), ()),
        # near misses: a sum after "transfer", a phrase without a number
        ("I want to transfer 25000 to savings.", (), ("25000",)),
        ("Wire transfer 1250000 EUR to the supplier.", (), ("1250000",)),
        ("VAT registration is required above £90,000.", (), ("£90,000",)),
        ("order #4471 and #skip", ("4471",), ("#skip",)),
    ],
)
def test_transfer_profile_vat_and_lading_numbers(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        # the name ends before the next label; the label stays
        ("Employee: Gareth Llewellyn  ID: E-22914", ("Gareth Llewellyn",), ("ID: E-22914",)),
        ("Patient: John Smith  Tel: 0161 496 0732", ("John Smith",), ("Tel:",)),
        # shipping documents' labels are no speakers, "Bill to:" no Bill
        (
            "Shipper: Anatolia Textiles, Bursa\nConsignee: Pembroke Home Goods Ltd\n"
            "Notify: Kieran Doyle\nVessel: MSC AURORA / Voy 412W",
            ("Kieran Doyle", "Pembroke Home Goods"),
            ("Shipper:", "Vessel:", "Notify:", "MSC AURORA"),
        ),
        (
            "INVOICE 20417\nBill to: Harlow Interiors Ltd, 22 Mercer Street, Leeds LS2 7EW",
            ("22 Mercer Street",),
            ("Bill to:",),
        ),
        ("Bradford score: 27 x 3 spells = 243", (), ("Bradford score",)),
        ("Her Bradford factor is high.", (), ("Bradford factor",)),
        # near misses: a name before a label of no form, a possessive score is someone's
        ("Anna Kowalski said the plan is fine.", ("Anna Kowalski",), ()),
        ("Tom Okafor's score was 12.", ("Tom Okafor",), ()),
    ],
)
def test_form_labels_are_no_names(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            '{"auths": {"registry.internal.quillmark.dev": {"auth": "ZGV2b3BzOlF1MWxsbWFyayEy"}}}',
            ("registry.internal.quillmark.dev", "ZGV2b3BzOlF1MWxsbWFyayEy"),
            ('"auths"',),
        ),
        ("ssh git.corp.acme.com and db01.corp.internal", ("git.corp.acme.com",), ()),
        ("//registry.npmjs.org/:_auth=ZGV2b3BzOlF1MWxsbWFyayEy", ("ZGV2b3BzOlF1MWxsbWFyayEy",), ()),
        ("done, new token is 8841-2290, change it after login", ("8841-2290",), ()),
        ("The OTP is 448812.", ("448812",), ()),
        # near misses: code, a public domain, a mode, a token without a digit
        ("value = self.internal.dev", (), ("self.internal.dev",)),
        ('auth: required\n"auth": "basic"', (), ("auth: required", '"basic"')),
        ("The token is valid for a day.", (), ("token is valid",)),
    ],
)
def test_internal_zones_stored_logins_and_tokens(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("customer=cus_PqR7xY2ZkLm9Ab declined", ("cus_PqR7xY2ZkLm9Ab",), ()),
        ("connected account acct_1Nv0FGQ9RKHgCVdK", ("acct_1Nv0FGQ9RKHgCVdK",), ()),
        # near misses: a payment's and a request's ids, a snake-case name with no digit
        (
            "Request req_8fK2mQz91LxPqA, payment_intent=pi_3OqL2bJk8sT1xYz01aBcDeFg",
            (),
            ("req_8fK2mQz91LxPqA", "pi_3OqL2bJk8sT1xYz01aBcDeFg"),
        ),
        ("rename cus_abcdefghijklmnop later", (), ("cus_abcdefghijklmnop",)),
    ],
)
def test_payment_platform_customer_ids(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "- 14/02 call w/ the owner\n- 21/02 sent discount offer\n28/02 no reply",
            ("14/02", "21/02", "28/02"),
            ("sent discount offer",),
        ),
        ("he's the new contractor, starts 3/6. thx", ("3/6",), ()),
        ("board mtg 3/10 - attendees: me", ("3/10",), ()),
        # near misses: a recipe's fraction, a rating, a fraction of a team
        ("1/2 cup sugar\n10/10 would recommend\n- 3/4 of the team", (), ("1/2", "10/10", "3/4")),
    ],
)
def test_dated_lines_of_notes(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("MR JOHN SMITH, 4410 S ARCHER AVE, CHICAGO IL 60632", ("4410 S ARCHER AVE",), ()),
        ("[14:05] Visitor: yes 27 Heol Hir", ("27 Heol Hir",), ()),
        ("Our office is at 3 Ffordd y Goedwig, Cardiff CF14 3NX", ("Ffordd y Goedwig",), ()),
        (
            "Consignee: Pembroke Ltd, Unit 9 Dockside Park, Felixstowe IP11 3TW",
            ("Dockside Park",),
            (),
        ),
        # near misses: a word with a street's ending, capitals without a town, landmarks
        ("She is covering 2 accounts and offering 3 options.", (), ("covering 2", "offering 3")),
        ("I GOT 5 STARS AVE RATING", (), ("5 STARS AVE",)),
        ("We saw the 2 Hyde Park concerts.", (), ("2 Hyde Park",)),
        ("Wir treffen uns am Kaiserring 12.", ("Kaiserring 12",), ()),
    ],
)
def test_street_shapes_of_statements_and_welsh_streets(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Please bring your National Insurance number (NY 48 21 73 C).",
            ("NY 48 21 73 C",),
            ("National Insurance number",),
        ),
        ("Then a call w/ Stellan Freight tomorrow.", ("Stellan Freight",), ("call w/",)),
        # near miss: a firm with the same industry word is still a firm
        ("She works at Northfield Insurance.", ("Northfield Insurance",), ()),
    ],
)
def test_identifier_names_are_no_firms(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "attendees: Yusuf, Margot Leclerc (treasurer), Hamish, me\n"
            "- margot: accounts show a deficit\n- hamish to fix the padlock",
            ("margot", "hamish"),
            ("accounts show a deficit", "to fix the padlock"),
        ),
        # near misses: given names and surnames that are words stay in lower case
        ("Grace Kelly said hi; by grace of god", ("Grace Kelly",), ("by grace of god",)),
        ("Ask Priya Baker. The baker said so.", ("Priya Baker",), ("The baker said",)),
    ],
)
def test_given_names_again_in_lower_case(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
