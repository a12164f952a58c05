"""Overlap resolution: one span per region, and never a fragment of PII left behind.

Candidates are grouped into clusters of transitively overlapping spans (one sort, linear
sweep). Inside a cluster the best candidate wins, ranked by length, then validation (a
checksum passed), then score, then category priority (the more specific category). A
lower-ranked candidate that only *partly* overlaps the winner extends it, so "Mr. Bean"
never becomes "Mr. [PERSON_1]" and a half-matched number is never split into redacted and
visible halves.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dp_anonymizer.detect.base import Candidate
from dp_anonymizer.detect.categories import CATEGORIES


def _priority(category: str) -> int:
    info = CATEGORIES.get(category)
    return info.priority if info is not None else 0


def _rank(c: Candidate) -> tuple[int, bool, float, int, int]:
    return (c.end - c.start, c.validated, c.score, _priority(c.category), -c.start)


def _resolve_cluster(cluster: Sequence[Candidate]) -> list[Candidate]:
    chosen: list[Candidate] = []
    for cand in sorted(cluster, key=_rank, reverse=True):
        overlapping = [i for i, w in enumerate(chosen) if w.start < cand.end and cand.start < w.end]
        if not overlapping:
            chosen.append(cand)
            continue
        winner_i = overlapping[0]
        winner = chosen[winner_i]
        if all(chosen[i].start <= cand.start and cand.end <= chosen[i].end for i in overlapping):
            continue  # fully inside an accepted span
        start = min(cand.start, *(chosen[i].start for i in overlapping))
        end = max(cand.end, *(chosen[i].end for i in overlapping))
        merged = Candidate(
            start, end, winner.category, winner.score, winner.recognizer, winner.validated
        )
        chosen = [w for i, w in enumerate(chosen) if i not in overlapping]
        chosen.append(merged)
    return chosen


def resolve(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Non-overlapping spans sorted by start; see the module docstring for the rules."""
    ordered = sorted(candidates, key=lambda c: (c.start, -c.end))
    result: list[Candidate] = []
    cluster: list[Candidate] = []
    cluster_end = -1
    for cand in ordered:
        if cluster and cand.start >= cluster_end:
            result.extend(_resolve_cluster(cluster) if len(cluster) > 1 else cluster)
            cluster = []
        cluster.append(cand)
        cluster_end = max(cluster_end, cand.end) if len(cluster) > 1 else cand.end
    if cluster:
        result.extend(_resolve_cluster(cluster) if len(cluster) > 1 else cluster)
    result.sort(key=lambda c: c.start)
    return result
