import json

import pytest

from dp_anonymizer.detect import PlaceholderMap


def test_round_trip_through_json_keeps_numbering() -> None:
    mapping = PlaceholderMap()
    assert mapping.placeholder_for("PERSON", "Anna Roe") == "[PERSON_1]"
    assert mapping.placeholder_for("PERSON", "anna  ROE") == "[PERSON_1]"
    assert mapping.placeholder_for("PHONE", "+44 20 7946 0958") == "[PHONE_1]"
    assert mapping.placeholder_for("PHONE", "+44-20-7946-0958") == "[PHONE_1]"
    assert mapping.placeholder_for("PERSON", "Bob") == "[PERSON_2]"
    data = json.loads(json.dumps(mapping.to_dict()))
    again = PlaceholderMap.from_dict(data)
    assert again.placeholder_for("PERSON", "ANNA ROE") == "[PERSON_1]"
    assert again.placeholder_for("PERSON", "Carol") == "[PERSON_3]"
    assert again.original("[PHONE_1]") == "+44 20 7946 0958"


def test_secrets_are_case_sensitive() -> None:
    mapping = PlaceholderMap()
    assert mapping.placeholder_for("API_KEY", "abcDEF") != mapping.placeholder_for(
        "API_KEY", "ABCdef"
    )


def test_repr_never_shows_values() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("EMAIL", "secret@example.com")
    assert "secret" not in repr(mapping)


@pytest.mark.parametrize("bad", [{"PERSON_1": "x"}, {"[person_1]": "x"}, {"[PERSON_0]": "x"}])
def test_from_dict_rejects_malformed_keys(bad: dict[str, str]) -> None:
    with pytest.raises(ValueError):
        PlaceholderMap.from_dict(bad)


def test_restore_reports_unknown_once() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("EMAIL", "a@example.com")
    text, unknown = mapping.restore("[EMAIL_1] [EMAIL_2] [EMAIL_2] [not a placeholder]")
    assert text == "a@example.com [EMAIL_2] [EMAIL_2] [not a placeholder]"
    assert unknown == ["[EMAIL_2]"]


def test_parts_of_a_full_name_get_its_placeholder() -> None:
    mapping = PlaceholderMap()
    assert mapping.placeholder_for("PERSON", "Dr. Anna Voss") == "[PERSON_1]"
    assert mapping.placeholder_for("PERSON", "Anna") == "[PERSON_1]"
    assert mapping.placeholder_for("PERSON", "Ms Voss") == "[PERSON_1]"
    assert mapping.placeholder_for("PERSON", "VOSS") == "[PERSON_1]"
    assert mapping.placeholder_for("PERSON", "Vo") == "[PERSON_2]"  # not "Voss" stripped of s
    assert mapping.restore("[PERSON_1]") == ("Dr. Anna Voss", [])


def test_a_part_shared_by_two_full_names_links_to_neither() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("PERSON", "Sarah Connolly")
    mapping.placeholder_for("PERSON", "Sarah Okafor")
    assert mapping.placeholder_for("PERSON", "Sarah") == "[PERSON_3]"
    assert mapping.placeholder_for("PERSON", "Okafor") == "[PERSON_2]"


def test_links_are_rebuilt_from_a_stored_map() -> None:
    """The stored form stays placeholder -> original (older maps load unchanged)."""
    mapping = PlaceholderMap()
    mapping.placeholder_for("PERSON", "Sarah Connolly")
    data = json.loads(json.dumps(mapping.to_dict()))
    assert data == {"[PERSON_1]": "Sarah Connolly"}
    again = PlaceholderMap.from_dict(data)
    assert again.placeholder_for("PERSON", "Connolly") == "[PERSON_1]"


def test_a_part_met_before_its_full_name_is_announced() -> None:
    mapping = PlaceholderMap()
    mapping.expect([("PERSON", "Sarah"), ("PERSON", "Sarah Connolly")])
    assert mapping.placeholder_for("PERSON", "Sarah") == "[PERSON_1]"
    assert mapping.placeholder_for("PERSON", "Sarah Connolly") == "[PERSON_1]"
    assert mapping.original("[PERSON_1]") == "Sarah Connolly"


def test_only_whole_names_link_and_only_for_people_and_organisations() -> None:
    mapping = PlaceholderMap()
    mapping.placeholder_for("ORGANIZATION", "Sarah Connolly Ltd")
    assert mapping.placeholder_for("ORGANIZATION", "Connolly") == "[ORGANIZATION_2]"
    mapping.placeholder_for("ADDRESS", "Sarah Connolly Street 4")
    assert mapping.placeholder_for("ADDRESS", "Sarah Connolly") == "[ADDRESS_2]"


def test_an_organisation_without_its_legal_form_gets_its_placeholder() -> None:
    mapping = PlaceholderMap()
    assert mapping.placeholder_for("ORGANIZATION", "Kestrel Mandasoft GmbH") == "[ORGANIZATION_1]"
    assert mapping.placeholder_for("ORGANIZATION", "kestrel mandasoft") == "[ORGANIZATION_1]"
    # the coined first word stands for the company; a later word does not
    assert mapping.placeholder_for("ORGANIZATION", "Kestrel") == "[ORGANIZATION_1]"
    assert mapping.placeholder_for("ORGANIZATION", "Mandasoft") == "[ORGANIZATION_2]"
    assert mapping.placeholder_for("ORGANIZATION", "Group Ltd") == "[ORGANIZATION_3]"
    assert mapping.placeholder_for("ORGANIZATION", "Group") == "[ORGANIZATION_4]"  # a word
    # a first word that is an everyday word or a place stands for nothing alone
    assert mapping.placeholder_for("ORGANIZATION", "Silver Mandasoft GmbH") == "[ORGANIZATION_5]"
    assert mapping.placeholder_for("ORGANIZATION", "Silver") == "[ORGANIZATION_6]"
    assert mapping.placeholder_for("ORGANIZATION", "Leeds Mandasoft Ltd") == "[ORGANIZATION_7]"
    assert mapping.placeholder_for("ORGANIZATION", "Leeds") == "[ORGANIZATION_8]"
