"""Which detection layers run.

The rule recognizers always run. Two optional layers add evidence for names, places, dates
and nationalities: the gazetteer (place and NRP lists, no dependency) and the statistical NER
layer (spaCy, optional install). All three run by default, NER where it is
installed (:data:`DEFAULT_LAYERS`). The user's ``config.json`` key ``layers`` or the environment
variable ``DP_ANONYMIZER_LAYERS`` (comma-separated, e.g. ``rules,gazetteer,ner``) chooses,
so every layer can be switched on or off and tested without uninstalling anything. A layer
that is asked for but not installed is simply not run; the detection result says which ran.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from dp_anonymizer.detect.base import Candidate, ScanContext
from dp_anonymizer.errors import ConfigError

RULES = "rules"
GAZETTEER = "gazetteer"
NER = "ner"
#: Every layer, in the order they run.
ALL_LAYERS: tuple[str, ...] = (RULES, GAZETTEER, NER)
#: The layers run when neither the configuration nor the environment names any: all three
#: (NER only where spaCy and its model are installed). With NER, leaks of names, places and
#: dates fall at no cost in false alarms or damaged words on the development sets; what it
#: costs is a lower label precision (a street or firm replaced as [PERSON_n]: still hidden),
#: see docs/detection-rounds.md, "NER guesses give way".
DEFAULT_LAYERS: tuple[str, ...] = (RULES, GAZETTEER, NER)
ENV_VAR = "DP_ANONYMIZER_LAYERS"


def parse_layers(names: Iterable[str], entry: str = "layers") -> frozenset[str]:
    """Validate layer names; the rules layer is always included."""
    chosen = {RULES}
    for i, name in enumerate(names):
        key = name.strip().lower() if isinstance(name, str) else name
        if key not in ALL_LAYERS:
            raise ConfigError(f"{entry}[{i}]", f"unknown layer {name!r}; known: {list(ALL_LAYERS)}")
        chosen.add(key)
    return frozenset(chosen)


def default_layers() -> frozenset[str]:
    """The layers asked for when the configuration names none: the environment, else all."""
    raw = os.environ.get(ENV_VAR)
    if raw is None or not raw.strip():
        return frozenset(DEFAULT_LAYERS)
    return parse_layers([part for part in raw.split(",") if part.strip()], ENV_VAR)


def layers_to_run(asked: frozenset[str] | None) -> tuple[str, ...]:
    """The layers that will run, in order: those asked for (default: :func:`default_layers`)
    that are installed."""
    from dp_anonymizer.detect import ner

    wanted = default_layers() if asked is None else asked | {RULES}
    return tuple(name for name in ALL_LAYERS if name in wanted and (name != NER or ner.available()))


def layer_candidates(ctx: ScanContext, layers: tuple[str, ...]) -> Iterator[Candidate]:
    """The candidates of the optional layers in ``layers`` (the rules run in the engine)."""
    if GAZETTEER in layers:
        from dp_anonymizer.detect import gazetteer

        yield from gazetteer.find(ctx)
    if NER in layers:
        from dp_anonymizer.detect import ner

        yield from ner.find(ctx)
