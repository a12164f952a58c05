"""Prefilters (literal windows, word sets) find exactly what a full scan finds: they only skip
text that cannot hold a match."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
import regex
from hypothesis import example, given, settings
from hypothesis import strategies as st

from dp_anonymizer.detect import base, cues, repeats
from dp_anonymizer.detect.base import (
    RegexPattern,
    ScanContext,
    compile_pattern,
    finditer,
    literal_windows,
    literal_windows_each,
    match_at_anchors,
    windowed_finditer,
)
from dp_anonymizer.detect.recognizers import eu_ids, health, person, url
from dp_anonymizer.detect.recognizers.crypto_wallet import CryptoWalletRecognizer
from dp_anonymizer.detect.recognizers.email import EmailRecognizer
from dp_anonymizer.detect.recognizers.eu_ids import EuNationalIdRecognizer
from dp_anonymizer.detect.recognizers.health import HealthRecognizer
from dp_anonymizer.detect.recognizers.ip_address import IpAddressRecognizer
from dp_anonymizer.detect.recognizers.mac_address import MacAddressRecognizer
from dp_anonymizer.detect.recognizers.organization import OrganizationRecognizer
from dp_anonymizer.detect.recognizers.person import PersonRecognizer
from dp_anonymizer.detect.recognizers.url import DomainRecognizer

TEXTS = [
    "Acme Ltd signed. Acme Ltdx did not.",
    "We met Foo Bar Baz Qux Quux GmbH & Co. KG and Müller-Lüdenscheid GmbH\u00a0& Co\u00a0KG.",
    "Kowalski i Synowie Sp.\u00a0z\u00a0o.o. and Nowak Sp. z o.o. are Polish.",
    "Initech, Inc. and Globex Corporation; also globex corporation (lower case).",
    "A very long capitalised run Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa Bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb "
    "Ccccccccccccccccccccccccccccccc Ddddddddddddddddddddddddddddddd "
    "Eeeeeeeeeeeeeeeeeeeeeeeeeeeeeee Ltd ended it.",
    "Company Group Holding AG" * 20,
    "no legal form here at all, only prose",
]


class _FullScan(OrganizationRecognizer):
    """The same recognizer with the legal-form pattern run over the whole text."""

    PATTERNS = tuple(
        replace(p, literals=(), window=None) if p.literals else p
        for p in OrganizationRecognizer.PATTERNS
    )


@pytest.mark.parametrize("text", TEXTS)
def test_legal_form_windows_find_what_a_full_scan_finds(text: str) -> None:
    windowed = list(OrganizationRecognizer().find(ScanContext(text)))
    assert windowed == list(_FullScan().find(ScanContext(text)))
    if "legal form" not in text:
        assert any(c.recognizer == "organization:legal-suffix" for c in windowed)


def test_literal_windows_are_case_sensitive_and_bounded() -> None:
    text = "x" * 500 + "GmbH" + "y" * 500 + "gmbh"
    assert literal_windows(text, ("GmbH",), 10, 20) == [(490, 520)]
    assert literal_windows("", ("GmbH",), 10, 20) == []


LITERAL_SETS = [(" v ", " v. "), (" v", " v "), ("aa", "aaa", "a a"), ("a", "b", "cd", "efg")]


@pytest.mark.parametrize("literals", LITERAL_SETS)
def test_few_literals_found_with_find_are_the_automaton_occurrences(
    literals: tuple[str, ...],
) -> None:
    text = "Smith v Jones; R v. Brown;  v v v. aaaa a a aa b cd efg v" * 3
    automaton = literal_windows(text, (*literals, *literals, "\x00", "\x01", "\x02"), 3, 5)
    assert sorted(literal_windows(text, literals, 3, 5)) == sorted(automaton)
    assert literal_windows(text, literals, 3, 5)


def test_one_pass_for_several_literal_sets_finds_each_sets_windows() -> None:
    text = "Acme Ltd and Acme Ltd. near St Mary Hospital; Hospital Clinic Ltd" * 2
    specs = [((" Ltd", " Ltd."), 5, 9), ((" Hospital", "Hospital "), 2, 30), ((" Ltd",), 0, 1)]
    assert [sorted(w) for w in literal_windows_each(text, specs)] == [
        sorted(literal_windows(text, *spec)) for spec in specs
    ]


PERSON_TEXTS = [
    "Smith v Jones [2019] EWCA Civ 1; R v Brown (1993); In Polkey v A E Dayton Services Ltd "
    "[1988] AC 344 and Arden LJ. In Smith v. Jones (Case C-1/19) it was held.",
    "x" * 300 + " Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa Bbbbbbbbbbbb Cccccccc Ddddddd Eeeeeee Fffffff "
    "Ggggggg v Hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh Iiiiiii Jjjjjjj Kkkkkkk Lllllll Mmmmmmm Nnnnnnn"
    " [2001] UKHL 1",
    "Anna Schmidt\nTel: +44 20 7946 0958",
    "\nAnna K. Schmidt\nanna@example.org",
    "Hello,\n> Jana Novak  | jana@example.org\nthanks",
    "aksel kristensen\nmobile: +47 912 34 567\n\nbest,\nleone mazzi\nphone 0161 496 0000",
    "Thanks for everything. Mit freundlichen Grüßen ,\t\n\t\t  -- Aaaaaaaaaaaaaaaaaaaaaaaaaaaaa "
    "B.  Cccccccccccccccccccccccccccccc D.  Eeeeeeeeeeeeeeeeeeeeeeeeeeeeee "
    "Ffffffffffffffffffffffffffffff\r\nPS",
]


@pytest.mark.parametrize("text", PERSON_TEXTS)
def test_person_windows_find_what_a_full_scan_finds(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    windowed = list(PersonRecognizer().find(ScanContext(text)))
    assert any(c.score > 0 for c in windowed)
    monkeypatch.setattr(person, "literal_windows", lambda text, *_: [(0, len(text))])
    never = compile_pattern(r"(?!)")
    full_scans = tuple(
        (lower, never, compile_pattern(r"(?:^|\n)" + head), reach)
        for (lower, _, _, reach), head in zip(
            person._BLOCK_HEAD_SCANS, (person._BLOCK_HEAD, person._LOWER_BLOCK_HEAD), strict=True
        )
    )
    monkeypatch.setattr(person, "_BLOCK_HEAD_SCANS", full_scans)
    monkeypatch.setattr(person, "_SIGNOFF_SPAN", 10_000)
    assert windowed == list(PersonRecognizer().find(ScanContext(text)))


DOMAIN_TEXTS = [
    "Visit Example.COM, shop.example.co.uk or docs.python.org. Not e.g. or 1.io or a@b.com.",
    "Example.ORG, ſ and \u212a: letters that casefold to ASCII keep the offsets",
    "İ casefolds to two characters, so for travel.com the full scan runs",
    "no domain at all.",
]


@pytest.mark.parametrize("text", DOMAIN_TEXTS)
def test_domain_literal_starts_find_what_a_full_scan_finds(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = list(DomainRecognizer().find(ScanContext(text)))
    if "no domain" not in text:
        assert fast
    monkeypatch.setattr(
        url, "starts_of_literals", lambda rx, text, _literals, name: list(finditer(rx, text, name))
    )
    assert fast == list(DomainRecognizer().find(ScanContext(text)))


EMAIL_TEXTS = [
    "mail a@b.co, x.y.z@example.org\tfoo@bar.baz.qux. end@x.io\nnext line",
    "``@decorator`` and icon@2x.png and " + "a" * 70 + "@toolong.com and ok@example.com.",
    "first.last+tag@sub.example.co.uk@@double@example.com (jane@example.org)",
]


class _EmailFullWindows(EmailRecognizer):
    PATTERNS = tuple(replace(p, one_token=False) for p in EmailRecognizer.PATTERNS)


@pytest.mark.parametrize("text", EMAIL_TEXTS)
def test_email_windows_cut_at_whitespace_find_what_wide_windows_find(text: str) -> None:
    found = list(EmailRecognizer().find(ScanContext(text)))
    assert found
    assert found == list(_EmailFullWindows().find(ScanContext(text)))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \n\t\r\x0b\x1c\x1f\u00a0\u2028\u3000aZß", max_size=40))
def test_whitespace_runs_grown_from_seeds_are_the_regex_runs(text: str) -> None:
    assert repeats._space_runs(text) == [m.span() for m in repeats._SPACE_RUN_RE.finditer(text)]
    norm = repeats.Normalised(text)
    assert norm.text == repeats._SPACE_RUN_RE.sub(" ", text.casefold())


_CONTAINS_ALPHABET = " \n\t\u00a0aAbB:.-ßΣ"


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=_CONTAINS_ALPHABET, max_size=30), st.text(_CONTAINS_ALPHABET, max_size=5))
def test_contains_answered_from_the_tokens_is_the_scan_of_the_text(text: str, anchor: str) -> None:
    anchor = anchor.lower()
    ctx = ScanContext(text)
    head = base._WORD_RE.match(anchor)
    at_a_word_start = head is None or head.group(0)[: base._PREFIX_LEN] in ctx.prefixes
    assert ctx.contains(anchor) == (at_a_word_start and anchor in text.lower())


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
def test_odd_spaces_of_ascii_text_found_with_find_are_the_regex_matches(text: str) -> None:
    expected = [m.start() for m in repeats._ODD_SPACE_RE.finditer(text)]
    assert sorted(repeats._odd_spaces(text)) == expected
    assert repeats._space_runs(text) == [m.span() for m in repeats._SPACE_RUN_RE.finditer(text)]


HEALTH_TEXTS = [
    "Summarise: Patient Maria Gonzalez, 67, admitted 12/03/2024 to Hospital Clínic de Barcelona"
    " with pneumonia; history of COPD and hypertension; on amlodipine 5 mg.",
    "Mein Sohn Lukas (8) hat seit Montag Fieber und Husten, der Kinderarzt meint es ist eine "
    "Bronchitis. Er nimmt 12345,125 Einheiten/Tag von Insulin und Ibuprofen 400 dreimal täglich.",
    "x" * 300 + " my GP: 12345.125 unidades/giorno of metformin, Dx: pneumonia, and PMH: COPD",
]


@pytest.mark.parametrize("text", HEALTH_TEXTS)
def test_health_windows_find_what_a_full_scan_finds(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    windowed = list(HealthRecognizer().find(ScanContext(text)))
    assert any(c.recognizer == "health:dose" for c in windowed)
    assert any(c.recognizer == "health:note" for c in windowed)

    def full_scan(
        pattern: RegexPattern, ctx: ScanContext, anchors: object, name: str, **_: int
    ) -> Iterator[regex.Match[str]]:
        return finditer(pattern, ctx.text, name)

    monkeypatch.setattr(health, "windowed_finditer", full_scan)
    assert windowed == list(HealthRecognizer().find(ScanContext(text)))


NIR_TEXTS = [
    "NIR 1 85 05 78 006 084 91, spaced",
    "NIR 185057800608491 unspaced; Corsica: 1 85 05 2A 006 084 35.",
    "near misses: 1 85 05 78 006 084 91.5 and 1 85 05 78 006 084 9 and 3 85 05 78 006 084 91",
]


@pytest.mark.parametrize("text", NIR_TEXTS)
def test_national_id_anchors_find_what_a_full_scan_finds(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    anchored = list(EuNationalIdRecognizer().find(ScanContext(text)))
    assert ("NIR" in text) == any(c.recognizer == "eu_ids:fr-nir" for c in anchored)
    monkeypatch.setattr(eu_ids, "_ANCHORS", {})
    assert anchored == list(EuNationalIdRecognizer().find(ScanContext(text)))


_WALLETS = "send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 or 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy today"
_MACS = "mac 00:1A:2B:3C:4D:5E, 00-1A-2B-3C-4D-5E and cisco 0011.2233.4455 on the port"
_SHORT = "no: 00:1A:2B:3C:4D 0011.2233 1BvBMSEYstWetqTFn5Au4 (1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2)"
LONG_TOKEN_CASES = [
    (CryptoWalletRecognizer, _WALLETS, True),
    (CryptoWalletRecognizer, _SHORT, True),  # the bracketed address is inside a long token
    (CryptoWalletRecognizer, _MACS, False),
    (MacAddressRecognizer, _MACS, True),
    (MacAddressRecognizer, _SHORT, False),
    (MacAddressRecognizer, _WALLETS, False),
]


@pytest.mark.parametrize(("recognizer", "text", "found"), LONG_TOKEN_CASES)
def test_patterns_skipped_without_a_long_token_find_what_a_full_scan_finds(
    recognizer: type[CryptoWalletRecognizer | MacAddressRecognizer], text: str, found: bool
) -> None:
    class FullScan(recognizer):  # type: ignore[valid-type,misc]
        PATTERNS = tuple(replace(p, min_token=0) for p in recognizer.PATTERNS)

    assert any(p.min_token for p in recognizer.PATTERNS)
    candidates = list(recognizer().find(ScanContext(text)))
    assert candidates == list(FullScan().find(ScanContext(text)))
    assert bool(candidates) == found


IPV4_TEXTS = [
    "10.20.30.40 at the start, 192.168.0.1/24 inside and 8.8.8.8",
    "no address: 1.2.3.4.5, 1234.5.6.7, 255.255.255.255.1, 999.1.1.1, 1.2.3.4x, v1.2.3.4",
    "a.1.2.3.4 _1.2.3.4 (172.16.254.1) 172.16.254.1/33 172.16.254.1/8x 10.0.0.1.",
    "no address: 3.14 and 1.2.3 and 2024.11.25",
]


@pytest.mark.parametrize("text", IPV4_TEXTS)
def test_ipv4_windows_find_what_a_full_scan_finds(text: str) -> None:
    class FullScan(IpAddressRecognizer):
        PATTERNS = tuple(replace(p, near=None) for p in IpAddressRecognizer.PATTERNS)

    assert any(p.near is not None for p in IpAddressRecognizer.PATTERNS)
    found = list(IpAddressRecognizer().find(ScanContext(text)))
    assert found == list(FullScan().find(ScanContext(text)))
    assert bool(found) == ("no address" not in text)


#: Cue words, words that start like one ("Dear", "regards", "Schmidt"), letters that match a
#: cue only case-insensitively ("ſ"), values and separators.
_CUE_PIECES = [
    "SSN", "ssn", "SSNs", "ss#", "Dear", "dea", "DEA#", "deal", "reg", "regards", "sort code",
    "sc", "Schmidt", "card", "Cards", "ſsn", "é", ":", " ", "  ", "\n", "#", "_", "078-05-1120",
    "4111 1111 1111 1111", "AB1234563",
]  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_CUE_PIECES), max_size=24).map("".join))
def test_cue_starts_skipped_by_their_word_find_what_every_start_finds(text: str) -> None:
    table = cues.cue_table()

    def spans(leads: frozenset[str]) -> list[tuple[int, int]]:
        found = match_at_anchors(
            table.pattern, ScanContext(text), table.anchors, "cue", leads=leads
        )
        return [m.span() for m in found]

    assert spans(cues._cue_leads()) == spans(frozenset())


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Dear Sir, SSN: 078-05-1120. Kind regards", True),
        ("DEA# AB1234563, ss# 078-05-1120", True),
        ("Dear Sir, a deal of 078-05-1120 regards", False),
    ],
)
def test_cue_words_are_the_leads_and_near_misses_are_not(text: str, found: bool) -> None:
    table = cues.cue_table()
    leads = cues._cue_leads()
    assert {"ssn", "ss", "dea", "sc"} <= leads
    assert not {"dear", "deal", "regards", "schmidt"} & leads
    matches = list(
        match_at_anchors(table.pattern, ScanContext(text), table.anchors, "cue", leads=leads)
    )
    assert bool(matches) == found


#: Capitalised everyday words alone and beside names, given names that are words too ("May",
#: "Will"), identifiers, possessives, particles and list gaps.
_PERSON_PIECES = [
    "Page", "May", "Will", "The", "Budget", "Quarter", "Anna", "Schmidt", "Tom's", "Smith",
    "Mr.", "Dr", "von", "der", "Ann1", "User_id", "X", " ", "  ", ". ", ", ", " and ", "\n",
    "said", "the budget", "Dear ",
]  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_PERSON_PIECES), max_size=30).map("".join))
def test_isolated_everyday_words_skipped_find_what_every_word_finds(text: str) -> None:
    """Skipping a capitalised everyday word with no capitalised word near it, and single
    words the scoring strips, finds what scoring every group of every word finds."""
    skipped = list(PersonRecognizer().find(ScanContext(text)))
    with pytest.MonkeyPatch.context() as mp:
        word_info = person._word_info
        mp.setattr(person, "_word_info", lambda raw, lex: (*word_info(raw, lex)[:2], False))
        mp.setattr(
            PersonRecognizer, "_stripped_alone", lambda self, g, lex: person._everyday_alone(g, lex)
        )
        assert skipped == list(PersonRecognizer().find(ScanContext(text)))


def test_an_everyday_word_beside_a_name_is_still_a_token() -> None:
    """ "Meeting" (and "May", a word first) alone is skipped; next to "Anna Schmidt" it is
    part of the group (and the scoring trims it): the skip only takes words far from every
    other capitalised word. "Budget" is no word of the lexicon's everyday list: kept."""
    lex = person.lexicon()
    recognizer = PersonRecognizer()
    alone = recognizer._tokens(
        ScanContext("the plan. Meeting was at noon today. May we all go on now? Budget is set."),
        lex,
    )
    beside = recognizer._tokens(ScanContext("Anna Schmidt Meeting at noon."), lex)
    assert [t.word for t in alone] == ["Budget"]
    assert [t.word for t in beside] == ["Anna", "Schmidt", "Meeting"]


def test_a_flat_pattern_has_no_quantified_group() -> None:
    """compile_flat runs scans without the regex timeout: only a pattern whose quantifiers
    apply to single characters or classes may be compiled so."""
    from dp_anonymizer.detect.base import compile_flat

    assert compile_flat(r"(?<![\w])\p{Lu}[\p{L}'-]{0,29}").search("see Anna here")
    for nested in (r"(?:ab)+", r"(a|b){2,9}", r"(?:x[0-9]?)*y"):
        with pytest.raises(ValueError):
            compile_flat(nested)


#: User-name and host cue words (close together too, so that one match can hide the next
#: cue), separators and values of every shape the cue patterns and their filters tell apart.
_USER_HOST_PIECES = [
    "user", "User", "USER", "username", "user name", "login", "nombre de usuario", "owner",
    "server", "Server", "host", "hostname", "server name", "nome host", "ſerver", " ", "  ",
    "\t", "\n", "=", ":", " is ", " ist ", " es ", " è ", "'", ".", ",", "-", "value", "the",
    "mgarcia", "j.doe", "k.fischer", "m_garcia", "Mgarcia", "root", "db01", "build-07",
    "db01.corp.internal", "srv-01.lan", "10.0.0.1", "self.sock", "v2", "İnternal", "jdoe@x",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_USER_HOST_PIECES), max_size=16).map("".join))
def test_hopeless_cue_starts_skipped_find_what_every_start_finds(text: str) -> None:
    """The user-name and host cues skip a start whose pieces hold no separator, no login or
    no sign of a host name: what they find is what trying every start finds."""
    from dp_anonymizer.detect.recognizers import hostname, username
    from dp_anonymizer.detect.recognizers.hostname import HostnameRecognizer
    from dp_anonymizer.detect.recognizers.username import UsernameRecognizer

    def found() -> list[tuple[int, int, str]]:
        ctx = ScanContext(text)
        return [
            (c.start, c.end, c.recognizer)
            for c in (*UsernameRecognizer().find(ctx), *HostnameRecognizer().find(ctx))
        ]

    skipped = found()
    with pytest.MonkeyPatch.context() as mp:
        for module, name in (
            (username, "_no_separator"),
            (username, "_no_login"),
            (hostname, "_no_host_after"),
        ):
            mp.setattr(module, name, lambda text, pos: False)
        assert skipped == found()


#: Job nouns (frequent ones too, so that starts lie close together), lower-case words,
#: prepositions of ``job_prepositions`` in any case and employers' names.
_JOB_PIECES = [
    "years", "Years", "team lead", "nurse", "jaar", "Jahre", "anni", "ans", " ", "  ", "\n",
    ",", ".", "at", "AT", "bei", "bij", "chez", "in", "for", "as a", "the", "now", "senior",
    "Ocado", "Rabobank", "Barilla", "Google", "12", "İn",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_JOB_PIECES), max_size=16).map(" ".join))
def test_job_starts_without_a_preposition_find_what_every_start_finds(text: str) -> None:
    """The job-noun rule skips every start with no job preposition within its reach (a
    necessary condition of its pattern): what it finds is what trying every start finds."""
    from dp_anonymizer.detect.recognizers import organization
    from dp_anonymizer.detect.recognizers.organization import OrganizationRecognizer

    def found() -> list[tuple[int, int, str]]:
        ctx = ScanContext(text)
        return [(c.start, c.end, c.recognizer) for c in OrganizationRecognizer().find(ctx)]

    skipped = found()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(organization, "_no_job_link", lambda text, pos: False)
        assert skipped == found()


#: What may stand before a given name that is a word: relation cues (possessive and noun, in
#: any case), ask verbs, near misses (no possessive, another noun, a letter that is no ASCII),
#: the separators the cues end with, and what may follow it.
_BEFORE_WORD_NAME = [
    "my son", "My BOSS", "mein chef", "my gf", "ma sœur", "my ſon", "son", "my sonar",
    "ask", "Message", "scrivi a", "cc", "the page", "text", "mask", "ſtraße", "",
]  # fmt: skip
_WORD_NAME_SEPARATORS = [" ", ", ", ",", "\u00a0", "  ", ""]
_AFTER_WORD_NAME = [" and say", " that", " che", " is", ".", ""]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(_BEFORE_WORD_NAME),
            st.sampled_from(_WORD_NAME_SEPARATORS),
            st.sampled_from(["mark", "will", "rosa", "Mark"]),
            st.sampled_from(_AFTER_WORD_NAME),
        ).map("".join),
        max_size=4,
    ).map(" ".join)
)
def test_word_names_skipped_by_cue_tails_find_what_the_cue_patterns_find(text: str) -> None:
    """A word that is a given name ("mark") is tried against the reverse cue patterns only
    where a cue's last characters end right before it: what it finds is what trying every
    occurrence finds."""

    def found() -> list[tuple[int, int]]:
        ctx = ScanContext(text)
        return [(f.start, f.end) for name in ("mark", "will", "rosa")
                for f in person._word_named(ctx, name)]  # fmt: skip

    skipped = found()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(person, "_may_end_at", lambda lower, end, tails: True)
        assert skipped == found()


@pytest.mark.parametrize(
    ("check", "text", "hopeless"),
    [
        ("_no_host_after", "server is down, see the logs", True),
        ("_no_host_after", "server is build-07 now", False),
        ("_no_host_after", "server name: db01 is", False),
        ("_no_host_after", "server hostname db01.corp.internal", False),
        ("_no_host_after", "server value. The end", True),
        ("_no_separator", "user value of the plan", True),
        ("_no_separator", "user is logged in", False),
        ("_no_separator", "nombre de usuario: jdoe", False),
        ("_no_login", "user value of the plan", True),
        ("_no_login", "user mgarcia on host", False),
        ("_no_login", "user name k.fischer", False),
        ("_no_login", "user input, login page", True),
    ],
)
def test_hopeless_cue_starts_near_misses(check: str, text: str, hopeless: bool) -> None:
    from dp_anonymizer.detect.recognizers import hostname, username

    module = hostname if check == "_no_host_after" else username
    assert getattr(module, check)(text, 0) == hopeless


#: Digit runs of every length around the ones the patterns need, with the separators and
#: letters their identifiers have.
_DIGIT_PIECES = [
    "1", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789",
    "12345678901", "9", "0", "-", "+", " ", ", ", ".", "\n", "X", "Z", "A", "CA ", "in ",
    "Berlin", "Springfield, ", "AB", "ZIP ", "DNI ", "x",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_DIGIT_PIECES), max_size=14).map("".join))
def test_patterns_skipped_without_a_long_digit_run_find_what_a_full_scan_finds(
    text: str,
) -> None:
    from dp_anonymizer.detect.recognizers.bank import RoutingNumberRecognizer
    from dp_anonymizer.detect.recognizers.postcode import PostcodeRecognizer
    from dp_anonymizer.detect.recognizers.us_ids import MedicalLicenseRecognizer, UsEinRecognizer

    for recognizer in (
        RoutingNumberRecognizer,
        PostcodeRecognizer,
        MedicalLicenseRecognizer,
        UsEinRecognizer,
    ):

        class FullScan(recognizer):  # type: ignore[valid-type,misc]
            PATTERNS = tuple(replace(p, min_digits=0) for p in recognizer.PATTERNS)

        assert any(p.min_digits for p in recognizer.PATTERNS)
        assert list(recognizer().find(ScanContext(text))) == list(
            FullScan().find(ScanContext(text))
        )
    skipped = list(EuNationalIdRecognizer().find(ScanContext(text)))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(eu_ids, "_MIN_DIGITS", {})
        assert skipped == list(EuNationalIdRecognizer().find(ScanContext(text)))


def test_longest_digit_run() -> None:
    assert ScanContext("no digits here").longest_digit_run == 0
    assert ScanContext("call 0800 123456, ref A-12 or ٣٣٣٣٣٣٣").longest_digit_run == 6


#: Month names (the modal "may" too), seasons, days, years and what stands between them.
_DATE_PIECES = [
    "May", "may", "March", "Sept.", "septiembre", "summer", "Juni", "mai", " ", "  ", ", ",
    ". ", "\n", "3", "14", "21st", "2019", "19", "the ", "day ", "of ", "de ", "del ", "on ",
    "Monday", "at ", "10:30", "-", "x", "İ", "word ", "another word ",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_DATE_PIECES), max_size=24).map("".join))
def test_month_windows_without_a_close_digit_find_what_all_windows_find(text: str) -> None:
    from dp_anonymizer.detect.recognizers import date
    from dp_anonymizer.detect.recognizers.date import DateRecognizer

    found = list(DateRecognizer().find(ScanContext(text)))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(date, "_digit_close", lambda text, pos, after: True)
        assert found == list(DateRecognizer().find(ScanContext(text)))


#: Pieces of the identifiers the token anchors stand for, near misses, and every kind of
#: whitespace around them.
_TOKEN_ANCHOR_PIECES = [
    "00:1A:2B:3C:4D:5E", "00-1A-2B", "0011.2233.4455", ".abcd.", "SW1A 1AA", "1AA", "K1A 0B6",
    "1A2", "X1234567L", "x-1234567-l", "RSSMRA85T10A562S", "ABCDEF12", "UKEAT/0177/19", "A/12",
    "1:19-cv-04521", "9:12-ab-", "ORD-2024", "-1234", "DE89370400440532013000", "de89",
    "AB1234563", "A91234567", "12", "AB", "ab", " ", "\n", "\t", "\u00a0", "\x1c", ",", "(",
    ")", "_", "é", "db01.corp.internal", ".LOCAL", ".lan-x", "(7)", "(123)", "(1234)", "İ",
    "ABCPE1234F", "S1234567D", "s123456", "T08LL1234A", "53312345A", "123456(7)",
    "27ABCPE1234F1Z5", "12345-1234567-1", "T20227001", "A1999", "Z",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_TOKEN_ANCHOR_PIECES), max_size=12).map("".join))
def test_token_anchors_found_among_the_tokens_wherever_the_text_has_them(text: str) -> None:
    """A token anchor that matches the text matches its distinct tokens joined by spaces, and
    the recognizers that use one find what they find with the anchor searched in the text."""
    from dp_anonymizer.detect.recognizers.apac_ids import ApacIdRecognizer
    from dp_anonymizer.detect.recognizers.iban import IbanRecognizer
    from dp_anonymizer.detect.recognizers.id_number import IdNumberRecognizer
    from dp_anonymizer.detect.recognizers.postcode import PostcodeRecognizer
    from dp_anonymizer.detect.recognizers.us_ids import MedicalLicenseRecognizer

    assert len(base._TOKEN_ANCHORS) >= 10
    for anchor in base._TOKEN_ANCHORS.values():
        if anchor.search(text) is not None:
            assert ScanContext(text).anchored(anchor), anchor.pattern
    from dp_anonymizer.detect.recognizers.dob_age import AgeRecognizer
    from dp_anonymizer.detect.recognizers.hostname import HostnameRecognizer

    recognizers = (
        AgeRecognizer,
        ApacIdRecognizer,
        HostnameRecognizer,
        MacAddressRecognizer,
        PostcodeRecognizer,
        EuNationalIdRecognizer,
        IdNumberRecognizer,
        IbanRecognizer,
        MedicalLicenseRecognizer,
    )
    found = [list(r().find(ScanContext(text))) for r in recognizers]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(base, "_TOKEN_ANCHORS", {})
        assert found == [list(r().find(ScanContext(text))) for r in recognizers]


#: Literals with whitespace before, after, inside and around, and text made of their pieces.
_LITERAL_SETS = [
    (" Ltd", "\u00a0AG", " GmbH & Co. KG", "St. ", "KU ", "Inc", " \t "),
    (" v ", " v. ", "Saint "),
    ("x", "  "),
]
_LITERAL_PIECES = [
    "Ltd", "AG", "GmbH", "&", "Co.", "KG", "St.", "KU", "Inc", "v", "v.", "Saint", "x", " ",
    "  ", "\t", "\n", "\u00a0", "\x1c", ".", "Acme",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_LITERAL_PIECES), max_size=14).map("".join))
def test_literals_the_text_holds_are_held_among_its_tokens(text: str) -> None:
    """``may_hold`` answers from the distinct tokens: never "no" where the text holds one of
    the literals; and the recognizers with literal patterns find what they find without it."""
    from dp_anonymizer.detect.recognizers.place import AreaPlaceRecognizer

    held = ScanContext(text).may_hold(tuple(_LITERAL_SETS))
    for group, may in zip(_LITERAL_SETS, held, strict=True):
        assert may or not any(literal in text for literal in group)
    recognizers = (OrganizationRecognizer, AreaPlaceRecognizer)
    found = [list(r().find(ScanContext(text))) for r in recognizers]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ScanContext, "may_hold", lambda self, sets: [True] * len(sets))
        assert found == [list(r().find(ScanContext(text))) for r in recognizers]


SHORT_CODE_TEXTS = [
    "Recipient: House 12, Road 5, Dhanmondi, Dhaka 1205, mobile ask.",
    "Address: Flat 6, Block B, MG Road, New Delhi 110001 (office) and 4 Rue Haute, Bruxelles 1000.",
    "no code: Results: Berlin 1234, Paris 5678; Teams: Boston, Denver 1234; in 2024 Rome 20245",
    "no code: Flat 6, Dhaka 12050, Dhaka 120, Dhaka-1205, Dhaka\n1205 and Dhaka 1205x",
]


@pytest.mark.parametrize("text", SHORT_CODE_TEXTS)
def test_short_postcode_windows_find_what_a_full_scan_finds(text: str) -> None:
    from dp_anonymizer.detect.recognizers.postcode import PostcodeRecognizer

    class FullScan(PostcodeRecognizer):
        PATTERNS = tuple(replace(p, near=None) for p in PostcodeRecognizer.PATTERNS)

    assert any(p.near is not None for p in PostcodeRecognizer.PATTERNS)
    found = [c for c in PostcodeRecognizer().find(ScanContext(text)) if "short" in c.recognizer]
    assert found == [c for c in FullScan().find(ScanContext(text)) if "short" in c.recognizer]
    assert bool(found) == ("no code" not in text)


#: Pieces of phone numbers and of what sits around them: digits, the marks a number may start
#: with or hold, letters and words before and after, a sign-off and a name.
_PHONE_PIECES = [
    "1", "23", "456", "7890", "555", "0", "44", "+", "(", ")", " ", "-", ".", "/", ":", "a", "x",
    "ext", "Tel", "\n", ",", "\u00a0", "_", "é", "٣",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PHONE_PIECES), max_size=30).map("".join))
@example("call (212) 555-0142 or +44 20 7946 0958, x(555) 123 4567, 1(800)5550199")
@example("((212)555 0142 and +(44) 7946 0958 and a+12345678 and é5550142")
def test_phone_candidates_tried_at_their_starts_are_what_a_full_scan_finds(text: str) -> None:
    from dp_anonymizer.detect.recognizers import phone

    tried = phone.matches_at(
        phone.CANDIDATE_RE, text, phone._candidate_starts(ScanContext(text)), "p"
    )
    assert [m.span() for m in tried] == [m.span() for m in finditer(phone.CANDIDATE_RE, text, "p")]


_SIGNOFF_PIECES = [
    "Best regards", "Kind Regards", "Mit freundlichen Grüßen", "MIT FREUNDLICHEN GRÜSSEN",
    "Cheers", "regards", "best", "Anna", "Schmidt", "Dr.", "J.", "--", "-", ",", ", ", " ",
    "\n", "\r\n", "\t", "!", "thanks", "_", "x", "é",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_SIGNOFF_PIECES), max_size=16).map("".join))
def test_signoffs_tried_at_their_phrases_are_what_a_window_scan_finds(text: str) -> None:
    """Sign-offs are tried where a phrase starts a word, not at every position of a window
    around it: the same matches."""
    anchors = person._SIGNOFF_ANCHORS
    at_phrases = match_at_anchors(
        person.SIGNOFF_RE, ScanContext(text), anchors, "p", span=person._SIGNOFF_REACH
    )
    windows = windowed_finditer(
        person.SIGNOFF_RE, ScanContext(text), anchors, "p", before=12, after=person._SIGNOFF_SPAN
    )
    assert [m.span() for m in at_phrases] == [m.span() for m in windows]
