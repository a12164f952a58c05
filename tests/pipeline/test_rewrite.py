"""rewrite() end to end on the stand-in models: placeholders, chunks, noise, receipt, control."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dp_anonymizer.detect import DetectConfig, detect
from dp_anonymizer.errors import (
    InvalidParameterError,
    ModelsMissingError,
    RequestCancelledError,
    TextTooLargeError,
)
from dp_anonymizer.models.chunking import split_text
from dp_anonymizer.pipeline import (
    DUMMY_TEXT,
    NOTHING_REWRITTEN_WARNING,
    RULES_ONLY_REQUESTED,
    RULES_ONLY_WARNING,
    SEEDED_WARNING,
    Progress,
    RewriteParams,
    rewrite,
)
from dp_anonymizer.privacy import plan_noise

PLACEHOLDER = re.compile(r"\[[A-Z_]+_\d+\]")
FAST = RewriteParams(steps=1, seed=0)


class Spy:
    """Delegates to the real engine and records what the pipeline asked of it."""

    def __init__(self, engine: Any, relabel: bool = False) -> None:
        self.engine = engine
        self.relabel = relabel
        self.embedded: list[list[str]] = []
        self.decoded_rows: list[int] = []
        self.vectors: list[np.ndarray] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)

    def embed(self, texts: Any, **kwargs: Any) -> np.ndarray:
        self.embedded.append(list(texts))
        result: np.ndarray = self.engine.embed(texts, **kwargs)
        return result

    def decode(self, vectors: np.ndarray, steps: int, **kwargs: Any) -> list[str]:
        self.decoded_rows.append(vectors.shape[0])
        self.vectors.append(vectors)
        out: list[str] = self.engine.decode(vectors, steps, **kwargs)
        return [f"<R{i}>" for i in range(len(out))] if self.relabel else out


def test_placeholders_layout_and_receipt(tiny_engine: Any) -> None:
    text = "Mail bob@example.com today.\n\nThe quarterly report is late; call +1 415 555 0100."
    spy = Spy(tiny_engine, relabel=True)
    result = rewrite(text, FAST, engine=spy)
    assert result.output == "<R0> [EMAIL_1] <R1>\n\n<R2> [PHONE_1]."
    assert spy.embedded == [["Mail", "today.", "The quarterly report is late; call"]]
    receipt = result.receipt
    assert receipt.path == "dp-rewrite"
    assert receipt.chunks == 3 and receipt.noised_chunks == 3 and receipt.k_max is None
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=3)
    assert receipt.sigma == plan.sigma and receipt.mu == plan.mu
    assert receipt.corrector_steps == 1
    assert receipt.placeholdered == {"EMAIL": 1, "PHONE": 1}
    assert [m.id for m in receipt.models] == [m.id for m in tiny_engine.model_infos]
    assert result.mapping.original("[EMAIL_1]") == "bob@example.com"
    assert [s.placeholder for s in result.spans] == ["[EMAIL_1]", "[PHONE_1]"]


def test_real_decode_output_replaces_the_text(tiny_engine: Any) -> None:
    text = "The quarterly report is late again, please send it to the team."
    result = rewrite(text, FAST, engine=tiny_engine)
    assert result.output and result.output != text
    assert "quarterly" not in result.output


def test_only_placeholders_means_k_zero_and_no_model_call(tiny_engine: Any) -> None:
    spy = Spy(tiny_engine)
    result = rewrite("bob@example.com, alice@example.org", FAST, engine=spy)
    assert result.output == "[EMAIL_1], [EMAIL_2]"
    assert result.receipt.chunks == 0 and result.receipt.sigma is None
    assert spy.decoded_rows == []
    assert any("punctuation" in w for w in result.warnings)


@pytest.mark.parametrize("text", ["!@#$%^&*()", "bob@example.com, alice@example.org", ""])
@pytest.mark.parametrize("pad_to", [None, 4])
def test_k_zero_makes_no_privacy_claim(tiny_engine: Any, text: str, pad_to: int | None) -> None:
    """Nothing was rewritten: the receipt must not claim ε, δ or private."""
    spy = Spy(tiny_engine)
    result = rewrite(text, RewriteParams(steps=1, pad_to=pad_to), engine=spy)
    receipt = result.receipt
    assert receipt.chunks == 0
    assert receipt.private is False
    assert receipt.epsilon is None and receipt.delta is None and receipt.mu is None
    assert NOTHING_REWRITTEN_WARNING in result.warnings
    assert receipt.line().startswith("[nothing-rewritten] no differential privacy:")


def test_invisible_characters_never_pass_verbatim(tiny_engine: Any) -> None:
    """A zero-width / private-use / combining fingerprint between chunks is removed; only
    normalised whitespace and punctuation form the skeleton."""
    marks = "\u200b\u200c\u2063\ue000\u0301\U000e0041\u0378"
    text = f"The report is late.\n{marks}\n\u00a0Please send it,{marks} today."
    spy = Spy(tiny_engine, relabel=True)
    result = rewrite(text, RewriteParams(steps=0, seed=1), engine=spy)
    # Between the chunks the marks are removed and the no-break space becomes a space;
    # inside a chunk they go through the mechanism with the words around them.
    assert result.output == "<R0>\n\n <R1>"
    assert spy.embedded == [["The report is late.", f"Please send it,{marks} today."]]
    assert result.receipt.path == "dp-rewrite" and result.receipt.chunks == 2
    assert result.receipt.neighbouring is not None
    assert any("removed" in w and "invisible" in w for w in result.warnings)
    assert not any("holding only punctuation" in w for w in result.warnings)


def test_empty_text(tiny_engine: Any) -> None:
    result = rewrite("", FAST, engine=tiny_engine)
    assert result.output == "" and result.spans == ()
    assert result.receipt.chunks == 0 and result.receipt.path == "dp-rewrite"


def test_non_latin_and_emoji(tiny_engine: Any) -> None:
    text = "Привет, мир! 今日は雨です。明日は晴れ。 🎉🎉 مرحبا بالعالم"
    spy = Spy(tiny_engine, relabel=True)
    result = rewrite(text, RewriteParams(steps=0, seed=1, chunk_tokens=8), engine=spy)
    k = result.receipt.chunks
    assert k is not None and k >= 2
    assert re.fullmatch(r"(<R\d+>|\s)+", result.output)
    assert [int(n) for n in re.findall(r"<R(\d+)>", result.output)] == list(range(k))
    assert "".join("".join(batch) for batch in spy.embedded).replace(" ", "") == text.replace(
        " ", ""
    )


def test_too_large_text_is_refused_without_echoing_it(tiny_engine: Any) -> None:
    secret = "very secret words " * 20
    with pytest.raises(TextTooLargeError) as info:
        rewrite(secret, FAST, engine=tiny_engine, max_text_bytes=100)
    assert "secret" not in str(info.value) and "360" in str(info.value)


@pytest.mark.parametrize("engine_kind", ["models", "rules-only"])
def test_lone_surrogate_is_refused_without_echoing_the_text(
    tiny_engine: Any, engine_kind: str
) -> None:
    engine = tiny_engine if engine_kind == "models" else None
    with pytest.raises(InvalidParameterError) as info:
        rewrite("secret words \ud800 here", FAST, engine=engine)
    assert "surrogate" in str(info.value) and "secret" not in str(info.value)


def test_padding_decodes_dummies_but_discards_them(tiny_engine: Any) -> None:
    text = "Mail bob@example.com today, please."
    spy = Spy(tiny_engine, relabel=True)
    progress: list[Progress] = []
    padded = rewrite(
        text, RewriteParams(steps=2, seed=3, pad_to=8), engine=spy, on_progress=progress.append
    )
    # Every model sees K_max rows: the embedder too (dummy texts), and no row leaves the
    # corrector early, so the work does not depend on K.
    assert spy.embedded == [["Mail", "today, please.", *[DUMMY_TEXT] * 6]]
    assert spy.decoded_rows == [8]
    assert tiny_engine.last_stats.rows_per_step == [8, 8]
    assert [p.total for p in progress if p.stage == "embed"] == [8]
    assert padded.output == "<R0> [EMAIL_1] <R1>"
    receipt = padded.receipt
    assert (receipt.chunks, receipt.k_max, receipt.noised_chunks) == (2, 8, 8)
    assert receipt.sigma == plan_noise(epsilon=16, delta=1e-3, clip=1.5, chunks=2, pad_to=8).sigma
    # The dummies were zero vectors before noise: their rows look like pure noise.
    dummies = spy.vectors[0][2:]
    assert receipt.sigma is not None
    assert abs(float(dummies.std()) - receipt.sigma) < 0.1 * receipt.sigma
    unpadded = rewrite(text, RewriteParams(steps=2, seed=3), engine=Spy(tiny_engine, True))
    assert unpadded.output == padded.output
    assert unpadded.receipt.noised_chunks == 2


def test_padding_smaller_than_k_is_an_error(tiny_engine: Any) -> None:
    with pytest.raises(InvalidParameterError):
        rewrite("One. Two.\n\nThree.", RewriteParams(pad_to=1, chunk_tokens=4), engine=tiny_engine)


def test_seed_reproduces_and_the_receipt_says_not_private(tiny_engine: Any) -> None:
    text = "Send the contract to the lawyer before the meeting on Friday."
    a = rewrite(text, RewriteParams(steps=1, seed=11), engine=tiny_engine)
    b = rewrite(text, RewriteParams(steps=1, seed=11), engine=tiny_engine)
    assert a.output == b.output
    assert a.receipt.private is False and a.receipt.noise == "seed"
    assert "NOT private" in a.receipt.statement and SEEDED_WARNING in a.warnings
    c = rewrite(text, RewriteParams(steps=1), engine=tiny_engine)
    assert c.receipt.private is True and c.receipt.noise == "csprng"
    assert SEEDED_WARNING not in c.warnings


def test_progress_stages_in_order(tiny_engine: Any) -> None:
    seen: list[Progress] = []
    rewrite("One sentence here. Another one there.", RewriteParams(steps=2, seed=0),
            engine=tiny_engine, on_progress=seen.append)  # fmt: skip
    stages = [p.stage for p in seen]
    assert stages[0] == "detect" and stages[-1] == "done"
    order = ["detect", "embed", "invert", "correct", "done"]
    assert [order.index(s) for s in stages] == sorted(order.index(s) for s in stages)
    assert "invert" in stages and "embed" in stages


@pytest.mark.parametrize("after", ["detect", "embed", "invert"])
def test_cancellation_at_each_boundary(tiny_engine: Any, after: str) -> None:
    seen: list[str] = []

    with pytest.raises(RequestCancelledError):
        rewrite(
            "Please rewrite this sentence. And this one.",
            RewriteParams(steps=3, seed=0),
            engine=tiny_engine,
            on_progress=lambda p: seen.append(p.stage),
            cancelled=lambda: after in seen,
        )
    assert "done" not in seen


def test_rules_only_paths(tiny_engine: Any) -> None:
    text = "Mail bob@example.com about the launch."
    none = rewrite(text, RewriteParams(), engine=None)
    assert none.output == "Mail [EMAIL_1] about the launch."
    assert none.receipt.path == "rules-only" and none.receipt.private is False
    assert none.warnings == (RULES_ONLY_WARNING,)
    assert none.receipt.line().startswith("[rules-only] no differential privacy:")
    asked = rewrite(text, RewriteParams(mode="rules"), engine=tiny_engine)
    assert asked.output == none.output and asked.warnings == (RULES_ONLY_REQUESTED,)
    with pytest.raises(ModelsMissingError):
        rewrite(text, RewriteParams(mode="dp"), engine=None)


def test_kept_category_goes_through_the_rewrite(tiny_engine: Any) -> None:
    params = RewriteParams(steps=1, seed=0, detect=DetectConfig(keep=frozenset({"EMAIL"})))
    spy = Spy(tiny_engine)
    result = rewrite("Mail bob@example.com today.", params, engine=spy)
    assert spy.embedded == [["Mail bob@example.com today."]]
    assert "bob@example.com" not in result.output and "[EMAIL" not in result.output
    assert result.receipt.kept == {"EMAIL": 1} and result.receipt.placeholdered == {}


@pytest.mark.parametrize(
    "params",
    [
        RewriteParams(steps=-1),
        RewriteParams(chunk_tokens=2),
        RewriteParams(epsilon=0.0),
        RewriteParams(delta=1.0),
        RewriteParams(clip=-1.0),
    ],
)
@pytest.mark.parametrize("engine_kind", ["models", "rules-only"])
def test_invalid_parameters(tiny_engine: Any, params: RewriteParams, engine_kind: str) -> None:
    """Refused on either path: without the models a bad ε is still the user's mistake."""
    engine = tiny_engine if engine_kind == "models" else None
    with pytest.raises(InvalidParameterError):
        rewrite("Some text.", params, engine=engine)


# --- properties -------------------------------------------------------------------------

PII = st.sampled_from(
    [
        "bob@example.com",
        "alice.smith@example.org",
        "+1 415 555 0100",
        "DE89 3704 0044 0532 0130 00",
        "4111 1111 1111 1111",
    ]
)
FILLER = st.sampled_from(
    ["Hello", "please call", "and then", "the report is late.", "日本語", "🎉", "\n\n", ", "]
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.one_of(PII, FILLER), min_size=1, max_size=8), st.integers(0, 2**32 - 1))
def test_placeholders_survive_in_order_and_pii_never_leaks(
    tiny_engine: Any, pieces: list[str], seed: int
) -> None:
    text = " ".join(pieces)
    params = RewriteParams(steps=1, seed=seed, chunk_tokens=8)
    expected = detect(text)
    result = rewrite(text, params, engine=tiny_engine)
    # Placeholders: the same ones, in the same order, as the rule layer produced.
    assert PLACEHOLDER.findall(result.output) == PLACEHOLDER.findall(expected.output)
    for span in expected.spans:
        assert text[span.start : span.end] not in result.output
    # The receipt is exactly what the privacy module plans for this K.
    receipt = result.receipt
    assert receipt.chunks is not None
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=receipt.chunks)
    assert (receipt.sigma, receipt.mu, receipt.noised_chunks) == (
        plan.sigma,
        plan.mu,
        plan.noised_chunks,
    )
    assert receipt.placeholdered == expected.counts


def test_decoded_text_cannot_forge_a_placeholder(tiny_engine: Any) -> None:
    class Forger(Spy):
        def decode(self, vectors: np.ndarray, steps: int, **kwargs: Any) -> list[str]:
            super().decode(vectors, steps, **kwargs)
            return ["see [EMAIL_1] and [PERSON_12] [note]"] * vectors.shape[0]

    result = rewrite("Mail bob@example.com now.", FAST, engine=Forger(tiny_engine))
    assert (
        result.output == "see (EMAIL_1) and (PERSON_12) [note] [EMAIL_1] see (EMAIL_1) and "
        "(PERSON_12) [note]"
    )
    restored, unknown = result.mapping.restore(result.output)
    assert restored.count("bob@example.com") == 1 and unknown == []


def test_one_megabyte_rules_only_and_long_runs_chunked(tiny_engine: Any) -> None:
    text = ("Mail bob@example.com about the budget. " * 30000)[:1_000_000]
    result = rewrite(text, RewriteParams(), engine=None)
    assert result.receipt.placeholdered == {"EMAIL": 25641}
    assert "bob@example.com" not in result.output
    with pytest.raises(TextTooLargeError):
        rewrite(text + "x" * 50_000, RewriteParams(), engine=None)
    # A 100 kB run without spaces is cut between characters, nothing dropped.
    parts = split_text("x" * 100_000, 32, tiny_engine.count_tokens)
    assert "".join(p.text for p in parts) == "x" * 100_000
    assert max(tiny_engine.count_tokens([p.text for p in parts])) <= 32
