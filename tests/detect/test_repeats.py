"""Other occurrences of a found value get its placeholder: in the same text and, through the
conversation's map, in later messages."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dp_anonymizer.detect import DetectConfig, PlaceholderMap, detect
from dp_anonymizer.detect.layers import parse_layers


def test_a_name_found_by_its_cue_is_replaced_everywhere_in_the_text() -> None:
    text = "Asya works at Zillow. Later Zillow moved; ZILLOW's staff left. Azillow stays."
    result = detect(text)
    assert result.output.count("[ORGANIZATION_1]") == 3
    assert "Zillow" not in result.output and "ZILLOW" not in result.output
    assert "Azillow stays." in result.output  # whole words only
    repeats = [s for s in result.spans if s.recognizer == "repeat"]
    assert len(repeats) == 2


def test_a_value_replaced_earlier_in_the_conversation_is_replaced_in_the_next_message() -> None:
    mapping = PlaceholderMap()
    first = detect("I work for Kestrel Mandasoft in Amsterdam.", mapping=mapping)
    assert first.output == "I work for [ORGANIZATION_1] in [LOCATION_1]."  # place: gazetteer
    # No cue this time; whitespace and case differ, a line break splits the name.
    second = detect("Has Kestrel   Mandasoft\nreplied? KESTREL MANDASOFT did.", mapping=mapping)
    assert second.output == "Has [ORGANIZATION_1]\nreplied? [ORGANIZATION_1] did."
    # Without the conversation's map, the rules do not recognise the bare name (the NER
    # model, a layer of its own, may call it a person by itself).
    rules = DetectConfig(layers=parse_layers(["rules", "gazetteer"]))
    assert "Kestrel" in detect("Has Kestrel Mandasoft replied?", rules).output


def test_kept_categories_and_allowed_values_are_not_spread() -> None:
    mapping = PlaceholderMap()
    detect("I work for Kestrel Mandasoft.", mapping=mapping)
    kept = detect(
        "Kestrel Mandasoft again", DetectConfig(keep=frozenset({"ORGANIZATION"})), mapping
    )
    assert kept.output == "Kestrel Mandasoft again"
    allowed = detect("Kestrel Mandasoft again", DetectConfig(allow=("Kestrel Mandasoft",)), mapping)
    assert allowed.output == "Kestrel Mandasoft again"


def test_everyday_words_and_short_values_are_not_spread() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("PERSON", "Will")  # a name that is also a word
    mapping.placeholder_for("PERSON", "Al")  # too short to be safe
    mapping.placeholder_for("ORGANIZATION", "Initech")
    result = detect("Will Al call? I will ask Initech.", mapping=mapping)
    assert result.output == "Will Al call? I will ask [ORGANIZATION_1]."


@given(st.text(alphabet="ab Z-\n", max_size=60))
def test_spreading_never_changes_text_outside_spans(filler: str) -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("ORGANIZATION", "Zab Zab")
    text = f"{filler}Zab Zab{filler}"
    result = detect(text, mapping=mapping)
    restored, unknown = result.mapping.restore(result.output)
    assert unknown == []
    assert " ".join(restored.split()).casefold() == " ".join(text.split()).casefold()


def test_a_capitalised_name_written_in_lower_case_is_an_everyday_phrase() -> None:
    text = "Ask the Free Software Foundation. The library is free software."
    result = detect(text)
    assert "The library is free software." in result.output


def test_many_remembered_values_are_found_in_one_pass() -> None:
    """Thousands of distinct remembered values (one automaton): each one present is found,
    the absent ones cost nothing, and numbering follows the map."""
    mapping = PlaceholderMap()
    for i in range(3000):
        mapping.placeholder_for("ORGANIZATION", f"Quillon-{i}")
    text = "Quillon-17 and QUILLON-2999 met; Quillon-300000 did not."
    result = detect(text, mapping=mapping)
    # a longer number is another value, not a hit on its prefix "Quillon-300"
    assert result.output == "[ORGANIZATION_18] and [ORGANIZATION_3000] met; Quillon-300000 did not."


def test_case_expanding_characters_and_line_breaks_still_match() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("ORGANIZATION", "Großmann Logistik")
    result = detect("GROSSMANN\n  LOGISTIK and Großmann Logistik, not Großmannx.", mapping=mapping)
    assert result.output == "[ORGANIZATION_1] and [ORGANIZATION_1], not Großmannx."


def test_a_remembered_full_name_spreads_its_given_name_and_surname() -> None:
    mapping = PlaceholderMap()
    first = detect("Please write to Sarah Connolly today.", mapping=mapping)
    assert first.output == "Please write to [PERSON_1] today."
    second = detect("Sarah replied. Connolly agrees.", mapping=mapping)
    assert second.output == "[PERSON_1] replied. [PERSON_1] agrees."


def test_parts_of_a_name_that_are_everyday_words_are_not_spread() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("PERSON", "Will Baker")  # "Will" is a word; "Baker" a surname
    result = detect("Will it work? The baker said so.", mapping=mapping)
    assert result.output == "Will it work? The baker said so."
