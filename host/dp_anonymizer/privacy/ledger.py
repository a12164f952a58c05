"""A conversation's privacy ledger: every DP rewrite sent in it, composed exactly under GDP.

Each dp-rewrite result is μᵢ-GDP with respect to its own text; rewrites of the same
conversation (or the same text rewritten again to pick a nicer draw) together are μ-GDP with
μ = √(Σ μᵢ²) (Dong, Roth & Su 2019, Corollary 3.3), which :func:`gdp_epsilon` turns into an
ε at the user's δ. The sum of squares is accumulated with upward rounding, so the total never
understates what was spent.

Results without a DP claim (rules-only, a fixed seed) cannot be composed: they are counted
as ``uncovered`` and the ledger's statement says that the total covers only the rest.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy.calibration import (
    gdp_epsilon,
    gdp_mu,
    two_candidate_bound,
    validate_delta,
    validate_epsilon,
)
from dp_anonymizer.privacy.display import percent_up, significant
from dp_anonymizer.privacy.receipt import LedgerSummary

if TYPE_CHECKING:
    from dp_anonymizer.privacy.receipt import Receipt

__all__ = ["BUDGET_ACTIONS", "Budget", "Ledger", "LedgerView"]

#: What to do when a rewrite would take the conversation past its budget; first is default.
BUDGET_ACTIONS = ("warn", "block")


@dataclass(frozen=True)
class Ledger:
    """What one conversation has spent so far.

    Attributes:
        releases: dp-rewrite results that carried a DP claim (K ≥ 1, OS-CSPRNG noise).
        mu_squared: Σ μᵢ² over those results, rounded up.
        uncovered: results sent without a DP claim (rules-only, seeded noise).
    """

    releases: int = 0
    mu_squared: float = 0.0
    uncovered: int = 0

    @property
    def mu(self) -> float:
        """√(Σ μᵢ²), rounded up: the whole conversation is μ-GDP."""
        root = math.sqrt(self.mu_squared)
        return math.nextafter(root, math.inf) if root * root < self.mu_squared else root

    def spend(self, mu: float) -> Ledger:
        """The ledger after one more μ-GDP release."""
        if not isinstance(mu, float | int) or not math.isfinite(mu) or mu <= 0:
            raise InvalidParameterError("mu", mu, "a finite number > 0")
        square = math.nextafter(float(mu) * float(mu), math.inf)
        total = math.nextafter(self.mu_squared + square, math.inf)
        return Ledger(self.releases + 1, total, self.uncovered)

    def spend_uncovered(self) -> Ledger:
        """The ledger after one result that carries no DP claim."""
        return Ledger(self.releases, self.mu_squared, self.uncovered + 1)

    def record(self, receipt: Receipt) -> Ledger:
        """The ledger after the result ``receipt`` describes was handed out.

        A private dp-rewrite spends its μ; a rules-only or seeded result is uncovered; a
        dp-rewrite with K = 0 released only the skeleton and spends nothing.
        """
        if receipt.private and receipt.mu is not None:
            return self.spend(receipt.mu)
        if receipt.path == "rules-only" or receipt.chunks:
            return self.spend_uncovered()
        return self


@dataclass(frozen=True)
class Budget:
    """A conversation budget ε at the user's δ, and what to do when a rewrite would pass it."""

    epsilon: float
    delta: float
    action: str = BUDGET_ACTIONS[0]

    def __post_init__(self) -> None:
        validate_epsilon(self.epsilon, "budget_epsilon")
        validate_delta(self.delta)
        if self.action not in BUDGET_ACTIONS:
            raise InvalidParameterError("budget_action", self.action, "'warn' or 'block'")

    @property
    def mu(self) -> float:
        """The largest composed μ the budget allows (rounded down)."""
        return gdp_mu(self.epsilon, self.delta)

    def exceeded_by(self, ledger: Ledger) -> bool:
        return ledger.mu > self.mu


class LedgerView(LedgerSummary):
    """The ledger as shown to a person: ε at δ, the two-candidate bound, the budget."""

    @classmethod
    def of(cls, ledger: Ledger, delta: float, budget: Budget | None = None) -> LedgerView:
        mu = ledger.mu
        epsilon = gdp_epsilon(mu, delta)
        bound = two_candidate_bound(mu) if ledger.releases else 0.5
        over = budget is not None and budget.exceeded_by(ledger)
        return cls(
            releases=ledger.releases,
            uncovered=ledger.uncovered,
            mu=mu,
            delta=delta,
            epsilon=epsilon,
            two_candidate_bound=bound,
            budget_epsilon=None if budget is None else budget.epsilon,
            over_budget=over,
            statement=_statement(ledger, epsilon, delta, bound, budget, over),
        )


def _statement(
    ledger: Ledger,
    epsilon: float,
    delta: float,
    bound: float,
    budget: Budget | None,
    over: bool,
) -> str:
    if ledger.releases == 0:
        text = "No DP rewrite has been sent in this conversation yet."
    else:
        shown = significant(epsilon, up=True, digits=4)
        text = (
            f"This conversation's {ledger.releases} DP rewrite(s) together are "
            f"(ε = {shown}, δ = {delta:g})-differentially private: someone who knows "
            "the conversation's texts were one of two candidates with the same layout can "
            f"tell which with probability at most {percent_up(bound)}. Every rewrite spends "
            "budget, including rewriting the same text again to pick a nicer result."
        )
    if ledger.uncovered:
        text += (
            f" {ledger.uncovered} other result(s) in it carry no DP guarantee (rules-only or "
            "a fixed seed) and are not covered by this total."
        )
    if budget is not None:
        text += f" Conversation budget: ε = {budget.epsilon:g}" + (" — exceeded." if over else ".")
    return text
