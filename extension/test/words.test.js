// The receipt in words: directed rounding, the two-candidate bound, the conversation ledger,
// and the badge that must not be green unless the privacy claim holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';

const words = await import('../shared/words.js');
const { rewriteParams, validate, withDefaults } = await import('../shared/settings.js');

const DP = { path: 'dp-rewrite', private: true, noise: 'csprng', epsilon: 16, delta: 0.001, chunks: 4, sigma: 1.7316, mu: 3.4649, two_candidate_bound: 0.958405, placeholdered: {} };

test('σ is shown rounded down, never to nearest; μ and ε go up', () => {
  assert.equal(words.formatSigma(0.8658174), '0.865');
  assert.equal(words.formatSigma(1.7316349), '1.73');
  assert.equal(words.formatSigma(0.866), '0.866');
  assert.equal(words.formatSigma(2.7196396, 6), '2.71963');
  assert.equal(words.formatUp(3.4649336, 4), '3.465');
  assert.equal(words.formatUp(26.3701, 4), '26.38');
  assert.equal(words.formatUp(16, 4), '16');
  for (const value of [0.1 + 0.2, 1 / 3, 123.456, 9.999999, 1e-7 * 3]) {
    assert.ok(Number(words.formatSigma(value)) <= value, `${value}`);
    assert.ok(Number(words.formatUp(value)) >= value, `${value}`);
  }
});

test('the two-candidate bound is a rounded-up percentage with its sentence', () => {
  assert.equal(words.formatPercentUp(0.958405), '95.9 %');
  assert.equal(words.formatPercentUp(0.95), '95.0 %');
  assert.equal(words.formatPercentUp(0.9501), '95.1 %');
  const sentence = words.receiptSentence(DP);
  assert.match(sentence, /one of two candidates with the same layout can tell which with probability at most 95\.9 %/);
  assert.match(sentence, /σ = 1\.73/);
});

test('the badge is green only for a private DP rewrite', () => {
  assert.deepEqual(words.badgeOf(DP), ['DP rewrite', 'dp']);
  assert.deepEqual(words.badgeOf({ ...DP, private: false, noise: 'seed' }), ['Not private (seeded)', 'rules']);
  assert.deepEqual(words.badgeOf({ path: 'dp-rewrite', private: false, chunks: 0, epsilon: null }), ['Nothing rewritten', 'rules']);
  assert.deepEqual(words.badgeOf({ path: 'rules-only', private: false }), ['Rules only', 'rules']);
});

test('nothing rewritten (K = 0) makes no claim in words', () => {
  const sentence = words.receiptSentence({ path: 'dp-rewrite', private: false, chunks: 0, epsilon: null, delta: null, placeholdered: { EMAIL: 2 } });
  assert.match(sentence, /^Nothing was rewritten/);
  assert.doesNotMatch(sentence, /ε =/);
});

test('the conversation ledger reads as ε at δ plus the bound, and flags the budget', () => {
  const ledger = { releases: 2, uncovered: 1, mu: 4.9002, delta: 0.001, epsilon: 26.3701, two_candidate_bound: 0.99301, budget_epsilon: 20, over_budget: true };
  assert.equal(
    words.ledgerSentence(ledger),
    'This conversation so far: 2 DP rewrites, together ε = 26.38 at δ = 1e-3; two-candidate bound 99.4 %. 1 other result had no DP guarantee. Over the conversation budget (ε = 20).',
  );
  assert.equal(words.ledgerSentence(null), '');
  assert.match(words.EVERY_DRAW_SPENDS, /same text again .* every draw/);
});

test('the conversation budget is a validated setting sent with every rewrite', () => {
  assert.equal(rewriteParams(withDefaults({})).params.conversation_budget, undefined);
  const { params } = rewriteParams(withDefaults({ conversation_budget: 32, budget_action: 'block' }));
  assert.equal(params.conversation_budget, 32);
  assert.equal(params.budget_action, 'block');
  const errors = validate({ ...withDefaults({}), conversation_budget: -1, budget_action: 'ignore' });
  assert.match(errors.conversation_budget, /greater than 0/);
  assert.match(errors.budget_action, /warn or to block/);
});
