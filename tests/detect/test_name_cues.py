"""Cues of person names in EN/DE/FR/ES/NL/IT: formulae that address no one, words capitalised
by position, saints' names of institutions, and given names alone with a person's verb."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    "text",
    [
        "Sehr geehrte Damen und Herren,\nich schreibe Ihnen wegen der Rechnung.",
        "Madame, Monsieur,\nje vous écris au sujet de la facture.",
        "Mesdames et Messieurs, merci.",
        "Estimados señores:\nles escribo por la factura.",
        "Geachte heer/mevrouw,\nik schrijf u over de factuur.",
        "Gentile cliente,\nla contattiamo per la fattura.",
        "Dear Sir or Madam,\nI am writing about the invoice.",
        "Dear Hiring Manager,\nI am applying for the role.",
        "To whom it may concern,\nplease find the invoice attached.",
        "Ladies and Gentlemen, welcome.",
    ],
)
def test_formulae_that_name_no_one_stay_intact(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sehr geehrter Herr Brandt,\nvielen Dank.", "Herr Brandt"),
        ("Bonjour Madame Dupont,\nmerci.", "Madame Dupont"),
        ("Geachte heer Jansen,\nbedankt.", "Jansen"),
        ("Gentile signora Bianchi,\ngrazie.", "Bianchi"),
        ("Estimada Sra. García:\ngracias.", "Sra. García"),
        ("Dear Ms Okafor,\nthank you.", "Ms Okafor"),
    ],
)
def test_a_formula_with_a_name_still_hides_the_name(text: str, name: str) -> None:
    result = detect(text)
    assert name not in result.output
    assert "[PERSON_1]" in result.output


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Later, Sarah said it.", "Later, [PERSON_1] said it."),
        ("Yesterday, Tom left.", "Yesterday, [PERSON_1] left."),
        ("Tom said he'd call.", "[PERSON_1] said he'd call."),
        ("Please ask Priya about it.", "Please ask [PERSON_1] about it."),
        ("Gestern, Jonas sagte nichts.", "Gestern, [PERSON_1] sagte nichts."),
        ("Hallo Anna,\nwie geht's?", "Hallo [PERSON_1],\nwie geht's?"),
    ],
)
def test_words_capitalised_by_position_are_not_names(text: str, expected: str) -> None:
    assert detect(text).output == expected


@pytest.mark.parametrize(
    "text",
    [
        "Will you send it?",
        "May I ask a question?",
        "Grant access to the repository.",
        "Mark the box and sign.",
        "Bill the client at the end of the month.",
        "Amber alert issued for the region.",
        "Max said nothing about the max value.",
        "Later, the build said it failed.",
    ],
)
def test_given_names_that_are_everyday_words_stay(text: str) -> None:
    assert "[PERSON" not in detect(text).output


@pytest.mark.parametrize(
    ("text", "institution"),
    [
        ("She was born at St Mary's Hospital in 1990.", "St Mary's Hospital"),
        ("He teaches at Saint Joseph School.", "Saint Joseph School"),
        ("Wir waren im Sankt Georg Krankenhaus.", "Sankt Georg Krankenhaus"),
        ("He was admitted to St Thomas' Hospital.", "St Thomas' Hospital"),
    ],
)
def test_a_saints_name_of_an_institution_is_an_organisation(text: str, institution: str) -> None:
    result = detect(text)
    assert institution not in result.output
    assert "[ORGANIZATION_1]" in result.output and "[PERSON" not in result.output


def test_a_saint_alone_is_not_a_person() -> None:
    text = "We flew to San Francisco and visited St Paul's."
    assert "[PERSON" not in detect(text).output


@pytest.mark.parametrize(
    "text",
    [
        "Compare the Eiffel Tower and the Statue of Liberty by height.",
        "We walked across Tower Bridge to the Lincoln Memorial exhibition.",
        "The Princess Royal arrived this morning.",
    ],
)
def test_landmarks_and_styles_are_not_people(text: str) -> None:
    assert "[PERSON" not in detect(text).output


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I (Sam, 29, from Norwich) need advice.",
            "I ([PERSON_1], [AGE_1], from [LOCATION_1]) need advice.",
        ),
        ("Later Tom left early.", "Later [PERSON_1] left early."),
    ],
)
def test_a_given_name_with_an_age_or_after_an_opener_is_a_person(text: str, expected: str) -> None:
    assert detect(text).output == expected


def test_a_number_after_a_name_that_is_not_an_age_is_not_enough() -> None:
    assert "[PERSON" not in detect("Grant, 2019, page 4.").output


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("De Niro said it was fine.", "[PERSON_1] said it was fine."),
        ("La Fontaine wrote fables.", "[PERSON_1] wrote fables."),
        ("Del Piero scored.", "[PERSON_1] scored."),
    ],
)
def test_a_particle_that_starts_a_name_is_inside_the_placeholder(text: str, expected: str) -> None:
    assert detect(text).output == expected


def test_a_particle_alone_is_not_a_name() -> None:
    assert detect("De facto, la vie est belle. Van dag tot dag.").output == (
        "De facto, la vie est belle. Van dag tot dag."
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Bonjour, je m'appelle Claire Dubois.", "Bonjour, je m'appelle [PERSON_1]."),
        ("Hola yo soy Ana.", "Hola yo soy [PERSON_1]."),
        ("Liebe Grüße\nAnna", "Liebe Grüße\n[PERSON_1]"),
        ("Cordiali saluti,\nMarco Bianchi", "Cordiali saluti,\n[PERSON_1]"),
        ("Met vriendelijke groet,\nPieter Jansen", "Met vriendelijke groet,\n[PERSON_1]"),
    ],
)
def test_pronouns_and_sign_off_words_after_a_greeting_are_not_names(
    text: str, expected: str
) -> None:
    assert detect(text).output == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Summarize: Tom Walsh presented it.", "Summarize: [PERSON_1] presented it."),
        ("Anna Thanks for the help.", "[PERSON_1] Thanks for the help."),
        ("Ask Anna Budget questions; the budget is late.", "Ask [PERSON_1] Budget questions;"),
    ],
)
def test_a_surname_that_is_also_a_word_stays_with_its_given_name(text: str, expected: str) -> None:
    assert detect(text).output.startswith(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sitting with Arden LJ. In Smith v Jones [2019] EWCA Civ 1 the appeal failed.",
            "with [PERSON_1]. In [PERSON_2] v [PERSON_3] [2019]",
        ),
        ("See R. v. Brown (1993) at 4.", "See R. v. [PERSON_1] (1993)"),
        ("A. B. Smith v Jones [2001] UKHL 3.", "[PERSON_1] v [PERSON_2] [2001]"),
    ],
)
def test_parties_of_a_cited_case_start_after_the_citing_word(text: str, expected: str) -> None:
    assert expected in detect(text).output


@pytest.mark.parametrize(
    ("text", "kept_out"),
    [
        ("I'm a Nigerian Muslim living in Lyon.", "Nigerian"),
        ("As an Irish Catholic, I went to Mass on Sundays.", "Catholic"),
    ],
)
def test_a_nationality_and_a_religion_are_not_a_name(text: str, kept_out: str) -> None:
    """Two capitalised words after "a" that start with a nationality describe someone; they
    are NRP, not a person's name (and neither word stays in clear)."""
    result = detect(text)
    assert "[PERSON" not in result.output
    assert "[NRP_" in result.output and kept_out not in result.output


@pytest.mark.parametrize("text", ["John French said hello.", "Call Maria English tomorrow."])
def test_a_surname_that_is_also_a_nationality_still_names_someone(text: str) -> None:
    assert "[PERSON_1]" in detect(text).output


@pytest.mark.parametrize(
    "text", ["Hey Claude, I'm working on version 2.3.1.", "Hi ChatGPT! Can you fix this?"]
)
def test_the_assistant_a_prompt_greets_is_not_a_person(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize("text", ["Dear Claude Dupont, thanks.", "Claude Morel painted lilies."])
def test_a_person_who_shares_an_assistants_name_is_still_a_person(text: str) -> None:
    assert "[PERSON_1]" in detect(text).output
