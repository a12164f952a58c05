"""English work prompts: the classes the eleventh round of chat probes found (issue 12, stop
30), each with the near misses where the same words are not personal. ``hidden`` must be gone
from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Please chase: our PO 4700219935 has not been invoiced.", ("4700219935",), ()),
        ("Attach purchase order number 8812003 to the email.", ("8812003",), ()),
        ("The quote number 556120 expires on Friday.", ("556120",), ()),
        ("Client: Norbury Tiles (acct 00388) wants a call.", ("00388",), ()),
        ("Parking appeal: PCN number HT40921177, issued in error.", ("HT40921177",), ()),
        ("Insurance claim: policy no. KP-22019-X after the flood.", ("KP-22019-X",), ()),
        # near misses: the bare word, a price, a short count, the acronym alone
        ("Send the PO to the supplier today.", (), ("PO",)),
        ("The quote was 12500 pounds in the end.", (), ("12500",)),
        ("Can you quote 20 examples of good openings?", (), ("20",)),
        ("acct 12 is the test one.", (), ("12",)),
        ("The appeal: PCN was paid on time.", (), ("PCN was paid",)),
    ],
)
def test_order_quote_and_account_cues_and_a_cue_after_a_cue(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("The patient was admitted 14/03 with chest pain.", ("14/03",), ()),
        ("She applied 2/9 for the admin role.", ("2/9",), ()),
        ("The room is booked for 21/07 for the party.", ("21/07",), ()),
        ("The letter was issued 5/11 by the council.", ("5/11",), ()),
        # near misses: a fraction, a decimal with its unit, a score
        ("The drug was admitted 3/4 of the time.", (), ("3/4",)),
        ("We applied 2.5 kg of seed last spring.", (), ("2.5 kg",)),
        ("He scored 4/10 on the quiz.", (), ("4/10",)),
    ],
)
def test_a_day_and_month_after_a_verb_of_a_record(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Please reply: my daughter's asthma got worse in the new flat.", ("asthma",), ()),
        ("Her son Lowen's eczema flares up every winter.", ("Lowen", "eczema"), ()),
        ("My grandad, who's been on apixaban for years, fell today.", ("apixaban",), ()),
        ("Day 2: on IV flucloxacillin, afebrile.", ("flucloxacillin",), ()),
        ("Admitted with a UTI and delirium, settled overnight.", ("delirium",), ()),
        # near misses: a relative's thing that is no condition; no one's condition
        ("my son's school is closed on Friday.", (), ("school",)),
        ("What is asthma? my daughter's teacher asked.", (), ("asthma",)),
        ("The film about delirium was good.", (), ("delirium",)),
        ("Who's been on holiday this year?", (), ("holiday",)),
    ],
)
def test_a_relatives_condition_and_medication_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Lily is 7. Can you suggest a party theme?", ("7",), ()),
        ("Tom was 34 and lived alone in a flat.", ("34",), ()),
        ("Call her daughter Chiamaka's school. Chiamaka is 9.", ("9",), ()),
        # near misses: a unit after the number, no given name, an everyday word
        ("Victoria is 3 stops away from here.", (), ("3 stops",)),
        ("Python is 3. Version is 12.", (), ("3", "12")),
        ("Mark is 5.", (), ("5",)),
    ],
)
def test_an_age_after_a_given_name_and_a_copula(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("A customer says our Harrogate branch lost her coat.", ("Harrogate",), ("branch",)),
        ("Meeting in room 2A, Stockport office, at ten.", ("Stockport",), ("office",)),
        ("The 8am slots at the Bath clinic are too early for me.", ("Bath",), ("clinic",)),
        # near misses: an ambiguous place without a determiner, a lower-case word
        ("Reading office emails is boring.", (), ("Reading office",)),
        ("Nice office you have there.", (), ("Nice office",)),
        ("I bought a bath clinic kit.", (), ("bath clinic",)),
    ],
)
def test_a_town_before_a_firms_site(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("The ticket was issued on Bridge St, Congleton at noon.", ("Bridge St",), ()),
        ("Meet me at Station Rd after work.", ("Station Rd",), ()),
        # near misses: the abbreviations as words, a lower-case word
        ("In the form, St means Street and Rd means Road.", (), ("St means", "Rd means")),
        ("She left it on the st corner.", (), ("st corner",)),
    ],
)
def test_a_street_with_a_shortened_type(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Notes: Priya K. is leaving for Monzo next month.", ("Monzo",), ()),
        ("I was made redundant from Thames Water after 20 years.", ("Thames Water",), ()),
        ("He resigned from Greggs last week.", ("Greggs",), ()),
        ("Reply to Freya about the rota.", ("Freya",), ("rota",)),
        ("Finley and Jaxon will be collected at three.", ("Finley", "Jaxon"), ()),
        # near misses: leaving for an everyday place; resigning from a body of no firm
        ("I'm leaving for the airport now.", (), ("the airport",)),
        ("We're leaving for Christmas at my mum's.", (), ("Christmas",)),
        ("He resigned from the board in 2019.", (), ("the board",)),
    ],
)
def test_leaving_an_employer_and_modern_given_names(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Write an intro: Dr Sunil Varma, Kestrel Biotech, leads the assay team.",
            ("Sunil Varma",),
            ("intro",),
        ),
        (
            "Short bio please: Prof. Ines Calloway, Heriot-Watt, works on sensors.",
            ("Ines Calloway",),
            ("sensors",),
        ),
        # near misses: brands joined in a list or comparison, no title
        ("Which is better, Albert Heijn or Jumbo?", (), ("Albert Heijn",)),
        ("Which is cheaper, Marks & Spencer, Waitrose or Tesco?", (), ("Marks & Spencer",)),
    ],
)
def test_a_titled_person_before_an_organisation_is_no_list_of_brands(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
