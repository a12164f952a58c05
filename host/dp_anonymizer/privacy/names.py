"""The names the privacy math and its receipt share, in a module with no numeric imports.

The receipt is part of the wire contract, so the protocol's message models import it; keeping
these literals here lets them do so without loading NumPy or SciPy into the native host.
"""

from __future__ import annotations

from typing import Literal

#: How a document's chunks are composed: exact Gaussian DP, or basic (ε, δ) addition.
Accountant = Literal["gdp", "basic"]
#: Where the noise came from: the OS CSPRNG (private) or a user seed (NOT private).
NoiseKind = Literal["csprng", "seed"]
#: What produced an output.
RewritePath = Literal["dp-rewrite", "rules-only"]
