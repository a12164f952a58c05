"""``DetectConfig.redact``: the user's corrections win over what detection found."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import DetectConfig, detect
from dp_anonymizer.errors import ConfigError

NAME = "Margarethe Quellenstein"


def spans_of(text: str, config: DetectConfig) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.category) for s in detect(text, config).spans]


def test_a_missed_value_is_replaced_everywhere_case_insensitively() -> None:
    text = "Brunnwald Mill is closed; BRUNNWALD MILL reopens in May."
    config = DetectConfig(redact=(("Brunnwald Mill", "LOCATION"),))
    result = detect(text, config)
    assert result.output == "[LOCATION_1] is closed; [LOCATION_1] reopens in May."


def test_same_text_gets_the_corrected_category() -> None:
    text = f"Dear {NAME}, welcome."
    assert (NAME, "PERSON") in spans_of(text, DetectConfig())
    config = DetectConfig(redact=((NAME, "ORGANIZATION"),))
    assert spans_of(text, config) == [(NAME, "ORGANIZATION")]


def test_a_correction_overlapping_a_detection_covers_both() -> None:
    text = f"Dear {NAME} of Brunnwald, welcome."
    assert (NAME, "PERSON") in spans_of(text, DetectConfig())
    config = DetectConfig(redact=(("Quellenstein of Brunnwald", "ORGANIZATION"),))
    # No fragment of the detected name stays visible.
    assert spans_of(text, config) == [(f"{NAME} of Brunnwald", "ORGANIZATION")]


def test_a_larger_detection_around_the_correction_stays() -> None:
    text = f"Dear {NAME}, welcome."
    config = DetectConfig(redact=(("Quellenstein", "LOCATION"),))
    assert spans_of(text, config) == [(NAME, "PERSON")]


def test_the_allow_list_does_not_undo_a_correction() -> None:
    text = "Meet at Brunnwald Mill."
    config = DetectConfig(allow=("Brunnwald Mill",), redact=(("Brunnwald Mill", "LOCATION"),))
    assert detect(text, config).output == "Meet at [LOCATION_1]."


def test_the_later_of_two_corrections_of_one_text_wins() -> None:
    config = DetectConfig(redact=(("Brunnwald", "PERSON"), ("brunnwald", "LOCATION")))
    assert detect("See Brunnwald.", config).output == "See [LOCATION_1]."


def test_inside_a_longer_word_is_not_a_match() -> None:
    config = DetectConfig(redact=(("Mill", "LOCATION"),))
    result = detect("Miller and Mill", config)
    # "Miller" is no correction of "Mill" (a detection layer may still call it a person)
    assert result.output.endswith(" and [LOCATION_1]")
    assert [s.start for s in result.spans if s.category == "LOCATION"] == [11]


@pytest.mark.parametrize(
    ("entry", "where"),
    [(("  ", "LOCATION"), "redact[0].text"), (("x", "SPACESHIP"), "redact[0].category")],
)
def test_bad_entries_name_the_entry(entry: tuple[str, str], where: str) -> None:
    with pytest.raises(ConfigError) as caught:
        DetectConfig(redact=(entry,))
    assert caught.value.entry == where
