"""The calibrated resolver: statistical findings are weighed, never taken as verdicts; rule
findings keep their guarantees (structured ids win, no fragment left behind)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from dp_anonymizer.detect import DetectConfig, detect
from dp_anonymizer.detect.base import Candidate, ScanContext
from dp_anonymizer.detect.layers import parse_layers
from dp_anonymizer.detect.resolve import (
    Calibration,
    Region,
    _decide,
    about_someone,
    calibration,
    contradictory,
    features,
    in_question,
    regions,
    resolve_evidence,
)


def cand(text: str, value: str, category: str, recognizer: str, score: float = 0.6) -> Candidate:
    """A candidate as its layer makes it: "ner:GPE" and "gazetteer:place" are statistical-layer
    findings (layer and kind set), any other recognizer name a rule's."""
    start = text.index(value)
    family, _, kind = recognizer.partition(":")
    if family in ("ner", "gazetteer"):
        return Candidate(
            start, start + len(value), category, score, recognizer, layer=family, kind=kind
        )
    return Candidate(start, start + len(value), category, score, recognizer)


def test_weights_file_is_fitted_and_documented() -> None:
    raw = resources.files("dp_anonymizer.detect").joinpath("data/resolver.json").read_text()
    data = json.loads(raw)
    assert "tune part" in data["_source"]
    assert 0 < data["threshold"] < 1
    assert len(data["weights"]) >= 20


def test_probability_is_a_logistic_of_the_features() -> None:
    model = Calibration(bias=-1.0, weights={"a": 2.0, "b": -3.0})
    assert model.probability({}) == pytest.approx(1 / (1 + 2.718281828**1.0))
    assert model.probability({"a": 1.0}) == pytest.approx(0.7310585786)
    assert model.probability({"a": 1.0, "b": 1.0, "unknown": 5.0}) == pytest.approx(0.1192029)
    assert model.probability({"a": 1e9}) == pytest.approx(1.0)  # no overflow


def test_regions_group_overlapping_soft_candidates_with_a_layer() -> None:
    text = "Dr. Anna Berg lives in Lisbon; mail anna@example.org"
    found = [
        cand(text, "Anna Berg", "PERSON", "person:title", 0.9),
        cand(text, "Dr. Anna Berg", "PERSON", "ner:PERSON"),
        cand(text, "Lisbon", "LOCATION", "gazetteer:place"),
        cand(text, "anna@example.org", "EMAIL", "email", 1.0),
    ]
    plain, grouped = regions(found)
    assert [c.category for c in plain] == ["EMAIL"]
    assert [(text[r.start : r.end], len(r.candidates)) for r in grouped] == [
        ("Dr. Anna Berg", 2),
        ("Lisbon", 1),
    ]


def test_rule_only_regions_are_left_to_the_rules() -> None:
    text = "Anna Berg wrote."
    found = [cand(text, "Anna Berg", "PERSON", "person:lexicon", 0.4)]
    assert resolve_evidence(ScanContext(text), found) == found


def test_a_layer_finding_inside_a_structured_one_is_dropped() -> None:
    text = "She is 42 years old and pays with 4111 1111 1111 1111."
    found = [
        cand(text, "42 years old", "AGE", "age", 0.85),
        cand(text, "42 years old", "DATE", "ner:DATE"),
        cand(text, "4111 1111 1111 1111", "CREDIT_CARD", "credit_card", 1.0),
        cand(text, "1111 1111", "DATE", "ner:DATE"),
    ]
    out = resolve_evidence(ScanContext(text), found)
    assert sorted(c.category for c in out) == ["AGE", "CREDIT_CARD"]


def test_a_layer_finding_overlapping_a_rule_finding_never_stretches_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from dp_anonymizer.detect import resolve

    monkeypatch.setattr(resolve, "calibration", lambda: Calibration(bias=5.0, weights={}))
    text = "Paid with Visa 4111 1111 1111 1111 on Monday."
    card = cand(text, "4111 1111 1111 1111", "CREDIT_CARD", "credit_card", 1.0)
    org = cand(text, "Visa 4111", "ORGANIZATION", "ner:ORG")
    out = resolve.resolve(resolve_evidence(ScanContext(text), [card, org]))
    assert [(text[c.start : c.end], c.category) for c in out] == [
        ("4111 1111 1111 1111", "CREDIT_CARD")
    ]


def test_a_rejected_region_keeps_what_the_rules_found(monkeypatch: pytest.MonkeyPatch) -> None:
    from dp_anonymizer.detect import resolve

    monkeypatch.setattr(resolve, "calibration", lambda: Calibration(bias=-5.0, weights={}))
    text = "Anna Berg of Lisbon wrote."
    rule = cand(text, "Anna Berg", "PERSON", "person:lexicon", 0.8)
    ner = cand(text, "Anna Berg of Lisbon", "PERSON", "ner:PERSON")
    assert resolve_evidence(ScanContext(text), [rule, ner]) == [rule]


@pytest.mark.parametrize(
    ("text", "value", "recognizer"),
    [
        ("ret = Optional(value)  # returns None", "Optional", "ner:ORG"),
        ("if flag == False: raise Error()", "False", "ner:PERSON"),
        ("build id BLD_2291_X = rebuild()", "BLD_2291_X", "ner:ORG"),
    ],
)
def test_code_tokens_called_entities_are_rejected(text: str, value: str, recognizer: str) -> None:
    category = "ORGANIZATION" if recognizer == "ner:ORG" else "PERSON"
    ctx = ScanContext(text)
    region = Region(*_bounds(text, value), (cand(text, value, category, recognizer),))
    assert calibration().probability(features(ctx, region)) < calibration().threshold


@pytest.mark.parametrize(
    ("text", "value", "evidence"),
    [
        ("Please forward it to Margarethe Vollmer tomorrow.", "Margarethe Vollmer",
         [("PERSON", "ner:PERSON"), ("PERSON", "person:lexicon")]),
        ("We opened a branch in Rotterdam last year.", "Rotterdam",
         [("LOCATION", "ner:GPE"), ("LOCATION", "gazetteer:place")]),
    ],
)  # fmt: skip
def test_agreeing_layers_are_accepted(
    text: str, value: str, evidence: list[tuple[str, str]]
) -> None:
    ctx = ScanContext(text)
    cands = tuple(cand(text, value, cat, rec) for cat, rec in evidence)
    region = Region(*_bounds(text, value), cands)
    assert calibration().probability(features(ctx, region)) >= calibration().threshold


def test_features_describe_shape_and_context() -> None:
    text = "Overview\nORD-2291 was shipped. The ORD-2291 box."
    region = Region(
        *_bounds(text, "ORD-2291"), (cand(text, "ORD-2291", "ORGANIZATION", "ner:ORG"),)
    )
    f = features(ScanContext(text), region)
    assert f["has_digit"] == 1 and f["code_like"] == 1 and f["all_caps"] == 1
    assert f["sentence_initial"] == 1 and f["ner_org"] == 1 and f["ner_only"] == 1
    assert f.get("agree2", 0) == 0


def test_the_rules_only_path_is_unchanged_by_the_layers_switch() -> None:
    text = "Mail jane.roe@example.org or call +44 20 7946 0958."
    rules = DetectConfig(layers=parse_layers(["rules"]))
    assert detect(text, rules).output == detect(text).output


def _bounds(text: str, value: str) -> tuple[int, int]:
    start = text.index(value)
    return start, start + len(value)


DEFAULT = DetectConfig(layers=parse_layers(["rules", "gazetteer"]))
WITH_NER = DetectConfig(layers=parse_layers(["rules", "gazetteer", "ner"]))


def test_a_known_place_outweighs_a_weak_name_guess() -> None:
    text = "I was raised in Cork."
    region = Region(
        16,
        20,
        (
            cand(text, "Cork", "PERSON", "person:lexicon", 0.3),
            cand(text, "Cork", "LOCATION", "gazetteer:cued_place", 0.55),
            cand(text, "Cork", "PERSON", "ner:PERSON"),
        ),
    )
    assert not contradictory(region)
    assert _decide(region, 0.9).category == "LOCATION"
    for config in (DEFAULT, WITH_NER):
        spans = detect(text, config).spans
        assert [(s.category, text[s.start : s.end]) for s in spans] == [("LOCATION", "Cork")]


def test_a_sure_rule_keeps_its_category_and_its_exact_span() -> None:
    text = "Mr. Bean went to the Bean Museum."
    region = Region(
        0,
        8,
        (
            cand(text, "Mr. Bean", "PERSON", "person:title", 0.95),
            cand(text, "Bean", "LOCATION", "ner:GPE"),
        ),
    )
    decided = _decide(region, 0.9)
    assert (decided.category, decided.start, decided.end) == ("PERSON", 0, 8)


def test_layers_that_contradict_each_other_are_no_evidence() -> None:
    text = "Why does it run twice in Strict Mode?"
    weak = cand(text, "Strict Mode", "PERSON", "person:lexicon", 0.3)
    region = Region(weak.start, weak.end, (weak, cand(text, "Strict Mode", "LOCATION", "ner:LOC")))
    assert contradictory(region)
    assert resolve_evidence(ScanContext(text), list(region.candidates)) == [weak]
    # near miss: two layers that agree on the category are evidence
    agree = Region(weak.start, weak.end, (weak, cand(text, "Strict Mode", "PERSON", "ner:PERSON")))
    assert not contradictory(agree)


@pytest.mark.parametrize(
    "text",
    [
        "What is the capital of Australia?",
        "Which is bigger, Lisbon or Porto?",
        "Compare Paris and Rome for a first visit.",
        "Erkläre die Geschichte von Berlin.",
        "Quali sono le città più belle d'Italia?",  # "sono" is also "they are"
        "Welke musea zijn er in Amsterdam voor kinderen?",  # Dutch "er" is "there"
        "Dimmi cosa vedere a Firenze in un weekend.",  # a request verb with its pronoun
    ],
)
def test_a_place_asked_about_in_a_text_about_no_one_stays(text: str) -> None:
    for config in (DEFAULT, WITH_NER):
        assert detect(text, config).output == text


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I moved to Australia last year, what is the capital?", "Australia"),
        ("What is the capital of Australia? My sister lives there.", "Australia"),
        ("Australia was super fun to visit!", "Australia"),
        ("Can Jane Doe get a visa for Australia?", "Australia"),
        # Spanish and Italian drop the pronoun: the verb says "I"
        ("Sono musulmana e vivo a Torino, come posso trovare un medico?", "Torino"),
        ("Tengo familia en Sevilla, ¿qué barrio me recomiendas?", "Sevilla"),
    ],
)
def test_a_place_about_someone_or_in_a_statement_is_replaced(text: str, place: str) -> None:
    for config in (DEFAULT, WITH_NER):
        assert place not in detect(text, config).output


def test_question_and_request_sentences() -> None:
    text = "I live here. Where is Lisbon? Lisbon is nice.\nExplain Lisbon"
    assert in_question(text, text.index("Lisbon"))
    assert not in_question(text, text.index("Lisbon is"))
    assert in_question(text, text.rindex("Lisbon"))
    assert not in_question(text, text.index("here"))


def test_a_locative_word_before_is_a_feature() -> None:
    text = "My friend lives in Hvammstangi. Hvammstangi rocks."
    first = cand(text, "Hvammstangi", "LOCATION", "ner:GPE")
    second_start = text.rindex("Hvammstangi")
    second = Candidate(
        second_start, second_start + 11, "LOCATION", 0.6, "ner:GPE", layer="ner", kind="GPE"
    )
    ctx = ScanContext(text)
    assert features(ctx, Region(first.start, first.end, (first,)))["cue_before"] == 1.0
    assert features(ctx, Region(second.start, second.end, (second,)))["cue_before"] == 0.0
    assert calibration().weights["cue_before"] > 0


def test_what_a_chain_of_overlaps_leaves_outside_the_decided_span_is_weighed_on_its_own() -> None:
    """A sure date, a weak name guess over its month and the next word, and a known place: the
    date wins its part of the chain, and the place after it is still a place."""
    text = "Wir ziehen am 1. März von Köln nach Leipzig."
    found = resolve_evidence(
        ScanContext(text),
        [
            cand(text, "1. März", "DATE", "date:worded", 0.55),
            cand(text, "März von Köln", "PERSON", "person:lexicon", 0.3),
            cand(text, "Köln", "LOCATION", "gazetteer:place", 0.6),
        ],
    )
    assert sorted((text[c.start : c.end], c.category) for c in found) == [
        ("1. März", "DATE"),
        ("Köln", "LOCATION"),
    ]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Dose for a patient in Lyon: drug 5 mg.", False),
        ("Dose for my patient in Lyon: drug 5 mg.", True),
        ("Dose for a patient in Lyon: drug 5 mg. Call +44 20 7946 0958.", True),
    ],
)
def test_a_finding_that_needs_someone_stays_only_in_a_text_about_someone(
    text: str, kept: bool
) -> None:
    """A finding marked ``needs_someone`` is dropped in a text about no one but a role word
    ("a patient") and a place; a possessive or another personal finding (a phone number)
    keeps it. A finding without the mark stays either way."""
    tied = cand(text, "drug 5 mg", "HEALTH", "health:dose")
    tied = Candidate(tied.start, tied.end, "HEALTH", 0.85, "health:dose", needs_someone=True)
    plain = cand(text, "Lyon", "LOCATION", "place:cue", 0.85)
    found = [tied, plain]
    if "+44" in text:
        found.append(cand(text, "+44 20 7946 0958", "PHONE", "phone:number", 0.9))
    out = resolve_evidence(ScanContext(text), found)
    assert plain in out
    assert (tied in out) is kept


def test_a_role_word_alone_is_no_one_only_when_asked_to_look_beyond_roles() -> None:
    ctx = ScanContext("Treating the patient with pneumonia at home.")
    assert about_someone(ctx, [])  # a place in this text would be someone's
    assert not about_someone(ctx, [], beyond_roles=True)
    assert about_someone(ScanContext("Treating my patient at home."), [], beyond_roles=True)
    # after a generic determiner a role is anyone
    assert not about_someone(ScanContext("Treating a patient with pneumonia at home."), [])
