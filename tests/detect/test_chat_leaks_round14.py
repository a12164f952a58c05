"""English prompts about one's own life and work: the classes the fourteenth round of chat
probes found (issue 12, stop 32), each with the near misses where the same words are not
personal. ``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My mum keeps forgetting her donepezil, any tips?", ("donepezil",), ()),
        ("my epilepsy is getting worse at work", ("epilepsy",), ()),
        ("He lost his insulin on the bus.", ("insulin",), ()),
        ("Meine Migräne ist wieder da.", ("Migräne",), ()),
        ("my hashimotos is flaring again", ("hashimotos",), ()),
        ("I started taking aciclovir for a cold sore.", ("aciclovir",), ()),
        ("She was diagnosed after her colonoscopy in May.", ("colonoscopy",), ()),
        # near misses: a clinic's or a leaflet's possessive, a topic after the term, no
        # one's medicine in a general question
        ("We run our diabetes clinic on Mondays.", (), ("diabetes",)),
        ("Managing your asthma in winter: a leaflet.", (), ("asthma",)),
        ("I am writing my diabetes research essay.", (), ("diabetes",)),
        ("Help me write to my asthma nurse.", (), ("asthma",)),
        (
            "Is it safe to drink alcohol while taking amoxicillin? Asking generally.",
            (),
            ("amoxicillin",),
        ),
        ("What is a colonoscopy like?", (), ("colonoscopy",)),
    ],
)
def test_a_term_right_after_a_possessive_of_one_person_and_terms_the_lists_lacked(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("my nan lives alone, shes 81 and still drives", ("81",), ()),
        ("when is it safe to try again? im 34", ("34",), ()),
        ("day 3 now. im 41. the walk in said go to A&E", ("41",), ()),
        ("Im 19 and at uni in the north", ("19",), ()),
        ("my dad's 72, type 1 since he was a kid", ("72",), ()),
        ("mum's 58 next week and wants a party", ("58",), ()),
        ("I (28F) was just diagnosed with PCOS", ("28F",), ()),
        ("my brother (34M) is moving back home", ("34M",), ()),
        # near misses: a unit, a German ordinal floor, a count after "'s", money in brackets
        ("im 5 minutes away", (), ("5 minutes",)),
        ("Wir sind im 3. Stock.", (), ("3. Stock",)),
        ("Treffen im 2 Stock?", (), ("2 Stock",)),
        ("my mum's 3 cats are ill", (), ("3 cats",)),
        ("The Series A (20M) closed in June.", (), ("20M",)),
        ("im 100 percent sure", (), ("100 percent",)),
    ],
)
def test_chat_ages_without_an_apostrophe_after_a_relative_s_and_age_sex_tags(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("add me on xbox, my gt is ShadowFerret_77, we play", ("ShadowFerret_77",), ()),
        ("discord is frostbyte#4412 if anyone wants to join", ("frostbyte#4412",), ()),
        ("My steam is xX_Garbanzo_Xx and my psn is garbanzo-dad.", ("xX_Garbanzo_Xx",), ()),
        ("my psn is garbanzo-dad, add me", ("garbanzo-dad",), ()),
        ("twitch name is lil_mossy_tv, i stream fifa", ("lil_mossy_tv",), ()),
        # near misses: the platform as a thing, an everyday word after "is", a bare platform
        ("the steam is hot", (), ("steam is hot",)),
        ("discord is down again tonight", (), ("discord is down",)),
        ("my xbox is slow", (), ("xbox is slow",)),
        ("The epic is long.", (), ("epic is long",)),
        ("my steam deck is great", (), ("steam deck",)),
        ("join our discord server", (), ("discord server",)),
    ],
)
def test_game_and_chat_handles_after_a_platform_name(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("her party is on sat 3rd, help me plan", ("sat 3rd",), ()),
        ("see you thurs 11th then", ("thurs 11th",), ()),
        ("we land fri 23rd, 10:50", ("fri 23rd",), ()),
        ("on saturday 3rd we go", ("saturday 3rd",), ()),
        # near misses: a verb and a noun before an ordinal
        ("I sat 3rd in the race", (), ("sat 3rd",)),
        ("the sun 2nd brightest", (), ("sun 2nd",)),
    ],
)
def test_a_lower_case_weekday_before_an_ordinal_day(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("his name's callum and he's never been abroad", ("callum",), ()),
        ("My son has an appointment at Wythenshawe on Monday.", ("Wythenshawe",), ()),
        ("She was referred to Papworth in May.", ("Papworth",), ()),
        ("I work at Sainsbury's in Leamington.", ("Sainsbury",), ()),
        ("He works for Royal Mail in Leeds.", ("Royal Mail",), ()),
        # near misses: no name after "name's", a time after "appointment at", a customer
        ("the file name's too long", (), ("name's too long",)),
        ("Your appointment at the dentist is confirmed.", (), ("the dentist",)),
        ("I was referred to a specialist.", (), ("a specialist",)),
        ("I shop at Sainsbury's.", (), ("Sainsbury's",)),
        ("Royal Mail lost my parcel.", (), ("Royal Mail",)),
    ],
)
def test_names_after_name_s_venues_after_a_visit_and_employers_with_a_possessive(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("my brother came out as gay to me last night", ("gay",), ()),
        ("she told me she's bisexual and I'm fine with it", ("bisexual",), ()),
        ("I'm nonbinary and work in Brighton.", ("nonbinary",), ()),
        ("my son is trans and 15, how do I support him", ("trans",), ()),
        ("I'm queer and out at work.", ("queer",), ()),
        # near misses: a question about no one, a thing, a prefix
        ("Is being gay a choice?", (), ("gay",)),
        ("What does it mean to be nonbinary?", (), ("nonbinary",)),
        ("We went to a gay bar in Soho with my sister Anna.", (), ("gay bar",)),
        ("My friend Tom is a bi-weekly columnist.", (), ("bi-weekly",)),
        ("The trans-Pennine train was late, my mum said.", (), ("trans-Pennine",)),
    ],
)
def test_a_sexual_orientation_or_gender_identity_said_of_someone(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
