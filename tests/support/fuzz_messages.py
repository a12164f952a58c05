"""Hypothesis strategies for protocol messages: every field of every request type is fuzzed
(big and negative integers, lone surrogates, nested values), plus raw bytes."""

from __future__ import annotations

import json
from typing import get_args

from hypothesis import strategies as st

from dp_anonymizer.protocol.messages import REQUEST_TYPES, Request

REQUEST_MODELS = get_args(get_args(Request)[0])
#: Every field of every request model: each one is fuzzed, not only the text.
FIELDS = sorted(
    {name for model in REQUEST_MODELS for name in model.model_fields if name not in ("v", "type")}
    | {"params", "extra"}
)
#: Strings with lone surrogates: they decode from JSON but cannot be encoded back.
surrogates = st.text(
    st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF) | st.characters(), max_size=8
)
leaf = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=2**53, max_value=2**80)
    | st.integers(min_value=-(2**80), max_value=-1)
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | surrogates
)
values = st.recursive(
    leaf,
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=8), c, max_size=3),
    max_leaves=10,
)
messages = st.fixed_dictionaries(
    {
        "v": st.sampled_from([1, 1, 1, 2, "1"]),
        "type": st.sampled_from([*sorted(REQUEST_TYPES), "nope"]),
    },
    optional={
        **{name: values for name in FIELDS},
        "mode": st.sampled_from(["rules", "auto", "dp"]) | values,
        "params": st.dictionaries(
            st.sampled_from(["keep", "allow", "deny", "min_score", "seed", "steps", "x"]), values
        ),
    },
)
bodies = messages.map(lambda m: json.dumps(m).encode()) | st.binary(min_size=1, max_size=80)
