"""A given name, a surname or a title with the surname that belongs to a full name already
replaced gets the full name's placeholder, in the same text and later in the conversation."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import PlaceholderMap, detect
from dp_anonymizer.detect.lexicon import name_parts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sarah Connolly called. Later, Sarah said she would call again.",
            "[PERSON_1] called. Later, [PERSON_1] said she would call again.",
        ),
        (
            "Dr. Anna Voss signed it. Ms Voss will come. Voss's report is done.",
            "Dr. [PERSON_1] signed it. Ms [PERSON_1] will come. [PERSON_1]'s report is done.",
        ),
        (
            "The claimant, Mrs Amelia Hart, was dismissed. Later, Mrs Hart appealed.",
            "The claimant, Mrs [PERSON_1], was dismissed. Later, Mrs [PERSON_1] appealed.",
        ),
        (
            "Tom said hi. Then Tom Okafor and Priya Raman arrived; Raman sat down.",
            "[PERSON_1] said hi. Then [PERSON_1] and [PERSON_2] arrived; [PERSON_2] sat down.",
        ),
    ],
)
def test_parts_of_a_name_share_its_placeholder(text: str, expected: str) -> None:
    assert detect(text).output == expected


def test_parts_link_across_the_conversation_and_restore_the_full_name() -> None:
    mapping = PlaceholderMap()
    detect("I met Sarah Connolly and Dr. Anna Voss.", mapping=mapping)
    second = detect("Sarah wrote to Ms Voss. Connolly agreed.", mapping=mapping)
    assert second.output == "[PERSON_1] wrote to Ms [PERSON_2]. [PERSON_1] agreed."
    restored, unknown = mapping.restore(second.output)
    assert unknown == []
    assert restored == "Sarah Connolly wrote to Ms Anna Voss. Sarah Connolly agreed."


def test_two_people_sharing_a_given_name_keep_their_own_placeholders() -> None:
    result = detect("Sarah Connolly and Sarah Okafor came. Sarah said hello.")
    assert result.output.startswith("[PERSON_1] and [PERSON_2] came.")
    assert "[PERSON_3] said hello." in result.output  # neither of the two


def test_an_organisation_in_capitals_is_the_same_organisation() -> None:
    result = detect("I work at Zillow. ZILLOW's offices and Zillow's staff moved.")
    assert result.output == (
        "I work at [ORGANIZATION_1]. [ORGANIZATION_1]'s offices and [ORGANIZATION_1]'s staff moved."
    )


def test_a_possessive_is_stripped_as_a_suffix_not_as_letters() -> None:
    """ "Voss" must not become "vo" (``rstrip("'’s")``): "Vo" alone stays text."""
    result = detect("Dr. Anna Voss's notes. Vo Nguyen is a different word order.")
    assert result.output.startswith("Dr. [PERSON_1]'s notes.")
    assert result.mapping.original("[PERSON_1]") == "Anna Voss"


def test_an_organisation_named_without_its_legal_form_is_the_same_organisation() -> None:
    result = detect("Kestrel Mandasoft GmbH signed. Later Kestrel Mandasoft paid; Acme Inc. too.")
    assert (
        result.output
        == "[ORGANIZATION_1] signed. Later [ORGANIZATION_1] paid; [ORGANIZATION_2] too."
    )
    mapping = PlaceholderMap()
    detect("Invoice from Acme Inc. attached.", mapping=mapping)
    assert detect("Acme said no.", mapping=mapping).output == "[ORGANIZATION_1] said no."


def test_an_allowed_full_name_is_not_announced_to_later_messages() -> None:
    from dp_anonymizer.detect import DetectConfig

    mapping = PlaceholderMap()
    allowed = detect("Sarah Connolly wrote.", DetectConfig(allow=("Sarah Connolly",)), mapping)
    assert allowed.output == "Sarah Connolly wrote."
    # the announcement of "Sarah Connolly" ended with its text: "Sarah" is a value of its own
    assert mapping.placeholder_for("PERSON", "Sarah") == "[PERSON_1]"
    assert mapping.original("[PERSON_1]") == "Sarah"


def test_a_company_named_by_its_coined_first_word_is_the_same_company() -> None:
    result = detect(
        "ACME LOGISTICS, INC., Defendant. She worked at Acme's warehouse until ACME fired her."
    )
    assert result.output == (
        "[ORGANIZATION_1], Defendant. She worked at [ORGANIZATION_1]'s warehouse until"
        " [ORGANIZATION_1] fired her."
    )
    # a first word that is an everyday word, a name or a place stands for nothing alone
    kept = detect("Nordic Logistics Ltd and Smith Partners Ltd are in the Nordic region.")
    assert kept.output.endswith("are in the Nordic region.")


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        # a surname with its particles, written on its own later
        (
            "My landlord is Pieter van den Berg.",
            "Please write to Mr Van den Berg about the rent.",
            "Please write to Mr [PERSON_1] about the rent.",
        ),
        # two given names standing for the whole name
        (
            "Juan Carlos de la Fuente es mi jefe.",
            "Escribe a Juan Carlos una carta.",
            "Escribe a [PERSON_1] una carta.",
        ),
        # a given name written with an accent the name list spells without
        (
            "My name is Ján Novák.",
            "Everyone calls me Ján.",
            "Everyone calls me [PERSON_1].",
        ),
    ],
)
def test_longer_and_accented_parts_link_across_the_conversation(
    first: str, second: str, expected: str
) -> None:
    mapping = PlaceholderMap()
    detect(first, mapping=mapping)
    assert detect(second, mapping=mapping).output == expected


@pytest.mark.parametrize(
    ("value", "parts"),
    [
        ("Pieter van den Berg", ("Pieter", "Berg", "van den Berg")),
        ("Juan Carlos de la Fuente", ("Juan", "Fuente", "de la Fuente", "Juan Carlos")),
        ("Anna Maria Rossi", ("Anna", "Rossi", "Anna Maria")),
        ("Ján Novák", ("Ján", "Novák")),
        # near misses: a single name has no parts; a given name that is a word is none
        ("Berg", ()),
        ("Will Smith", ("Smith",)),
        # a particle alone before the surname is no second given name
        ("Maria de Souza", ("Maria", "Souza", "de Souza")),
    ],
)
def test_name_parts(value: str, parts: tuple[str, ...]) -> None:
    assert name_parts(value) == parts
