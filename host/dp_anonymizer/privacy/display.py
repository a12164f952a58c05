"""Numbers as people read them, always rounded in the direction that never overstates privacy."""

from __future__ import annotations

import math

__all__ = ["percent_up", "significant"]


def significant(value: float | None, *, up: bool, digits: int = 5) -> str:
    """``value`` to ``digits`` significant digits, rounded up or down (never to nearest)."""
    if value is None:
        return "-"
    if value == 0 or not math.isfinite(value):
        return f"{value:g}"
    exponent = math.floor(math.log10(abs(value))) - digits + 1
    scale = 10.0**exponent
    rounded = (math.ceil if up else math.floor)(value / scale) * scale
    return f"{rounded:.{digits}g}"


def percent_up(probability: float) -> str:
    """A probability as a percentage rounded up to one decimal: 0.95818 → ``"95.9 %"``."""
    return f"{math.ceil(probability * 1000.0) / 10.0:.1f} %"
