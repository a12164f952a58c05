"""English personal-life prompts: the classes the twelfth round of chat probes found (issue
12, stop 31), each with the near misses where the same words are not personal. ``hidden``
must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My uncle was in hospital with pancreatitis all summer.", ("pancreatitis",), ()),
        ("Our niece has spina bifida and uses a frame.", ("spina bifida",), ()),
        ("My husband, who has MND, can no longer drive.", ("MND",), ()),
        ("She has a fractured wrist after the ice rink.", ("fractured wrist",), ()),
        ("My dad is recovering after his heart bypass in March.", ("heart bypass",), ()),
        ("I dropped out of college because of depression.", ("depression",), ()),
        ("My brother is starting chemo on Monday.", ("chemo",), ()),
        ("I finished chemotherapy for Hodgkin lymphoma in May.", ("chemotherapy", "lymphoma"), ()),
        ("I had a seizure at work last week.", ("seizure",), ()),
        ("My therapist thinks I have complex PTSD.", ("complex PTSD",), ()),
        # near misses: a question about the term, a topic, a charity, another seizure, a start
        ("What is spina bifida?", (), ("spina bifida",)),
        ("Hodgkin lymphoma research is well funded.", (), ("Hodgkin lymphoma",)),
        ("Which charities help people with MND?", (), ("MND",)),
        ("The court ordered the seizure of his assets.", (), ("seizure",)),
        ("Starting Monday I will work from home.", (), ("Starting Monday",)),
        ("Because of depression rates rising, the NHS hired staff.", (), ("depression",)),
    ],
)
def test_conditions_and_treatments_a_list_lacked_and_looser_cues(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("I'm a Hindu woman, 31, and my in-laws are strict.", ("31",), ()),
        ("Bio: Welsh lad, 24, working in retail, loves hiking.", ("24",), ()),
        ("My grandad, 88, lives alone now.", ("88",), ()),
        # near misses: a count, a list of sizes, a pretended age
        ("We need one man, 26 women and 3 kids for the scene.", (), ("26 women",)),
        ("Sizes for the man, 26, 28 and 30 inch.", (), ("26, 28",)),
        ("Explain compound interest like I'm 5.", (), ("I'm 5",)),
        ("Talk to me as if I was 10, please.", (), ("I was 10",)),
        ("I'm 12 and I like drawing.", ("12",), ()),
    ],
)
def test_an_age_after_a_noun_for_a_person_and_no_pretended_age(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My stepdad is Kwabena but everyone calls him Kobby.", ("Kobby",), ()),
        ("His teammates call him Sully.", ("Sully",), ()),
        ("Thanks so much! - Priya & Tom", ("Priya", "Tom"), ()),
        ("Our foster kids Chidera and Matylda start school today.", ("Chidera", "Matylda"), ()),
        # near misses: a day, a verb's particle, an acronym, firms joined by "&"
        ("I'll call him Monday about the boiler.", (), ("Monday",)),
        ("Please call her back tomorrow.", (), ("call her back",)),
        ("Can you call him ASAP?", (), ("ASAP",)),
        ("I bought a jumper at Marks & Spencer.", (), ("Marks & Spencer",)),
        ("Simon & Schuster published the book.", (), ("Simon & Schuster",)),
    ],
)
def test_nicknames_given_names_and_names_joined_by_an_ampersand(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("The letting agent is Hunters in Grantham.", ("Grantham",), ()),
        ("Our dentist is Bridge House in Stafford.", ("Stafford",), ()),
        ("We moved to Dover last year.", ("Dover",), ()),
        ("My son is at Ashcombe Sixth Form.", ("Ashcombe Sixth Form",), ()),
        ("She studies at Coleg Sir Gar now.", ("Coleg Sir Gar",), ()),
        # near misses: a fish, an event, the kind of school alone
        ("Dover sole is my favourite fish.", (), ("Dover sole",)),
        ("The Battle of Hastings was in 1066.", (), ("Battle of Hastings",)),
        ("Is Sixth Form better than college?", (), ("Sixth Form",)),
    ],
)
def test_towns_that_are_surnames_and_welsh_and_sixth_form_schools(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("My husband is white British and I'm Ghanaian.", ("white British", "Ghanaian"), ()),
        ("I'm mixed race and my manager keeps asking where I'm from.", ("mixed race",), ()),
        # near misses: an airline, a colour before a country's thing, a question about no one
        ("She wore a white British Airways uniform.", (), ("white British Airways",)),
        ("Is the Black Caribbean population growing in London?", (), ("Black Caribbean",)),
    ],
)
def test_an_ethnicity_of_a_colour_and_a_nationality_is_hidden_whole(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
