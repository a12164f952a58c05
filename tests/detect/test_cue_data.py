"""The cue data files: each says where it comes from, and every list is usable as compared
(no duplicates, lower-case where the code compares casefolded words)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

DATA = ("names.json", "person_cues.json", "org_cues.json", "health.json")
#: Lists compared with legal forms, suffix tokens or words as written (case matters there).
CASED = {
    "follow_phrases", "legal_forms", "weak_legal_forms", "industry_words", "company_endings",
    "institution_heads",
    "judicial_suffixes", "crown", "citing_words", "institution_tails", "institution_heads_direct",
    "institution_heads_before_place", "hyphen_institution_kinds",
    "institution_tail_complements", "area_words", "area_heads", "counsel_suffixes",
    "caps_particles", "bench_list_ends", "bench_list_marks", "initials_not_persons",
    "plural_judge_titles", "relation_marks", "residence_marks", "case_heads", "case_head_kinds",
    "witness_titles", "witness_articles", "employer_brands", "named_hospitals",
    "employer_brand_names", "condition_acronyms",
    "collar_ranks", "firm_prefixes", "author_cues",
    "vessel_prefixes", "vessel_name_stops", "prison_prefixes",
}  # fmt: skip


def _load(name: str) -> dict[str, object]:
    raw = resources.files("dp_anonymizer.detect").joinpath(f"data/{name}").read_text("utf-8")
    data = json.loads(raw)
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("name", DATA)
def test_every_data_file_names_its_source(name: str) -> None:
    source = _load(name)["_source"]
    assert isinstance(source, str) and len(source) > 40


def _lists(name: str) -> list[tuple[str, list[str]]]:
    out = []
    for key, value in _load(name).items():
        if key.startswith("_"):
            continue
        if isinstance(value, dict):
            out.extend((f"{key}.{k}", v) for k, v in value.items() if isinstance(v, list))
        elif isinstance(value, list):
            out.append((key, value))
    return out


@pytest.mark.parametrize("name", DATA[1:])
def test_cue_lists_have_no_duplicates_and_the_right_case(name: str) -> None:
    for key, words in _lists(name):
        assert all(isinstance(w, str) and w == w.strip() and w for w in words), key
        assert len(set(words)) == len(words), f"{key} has duplicates"
        if key.split(".")[-1] not in CASED:
            assert all(w == w.lower() for w in words), f"{key} must be lower case"
