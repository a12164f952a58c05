/** The full receipt as a definition list, with readable labels for the fields we know. */
import { h } from './dom.js';
import { categoryWord, formatNumber, formatPercentUp, formatSigma, formatUp, ledgerSentence, privateSentence } from '../../shared/words.js';

const LABELS = {
  path: 'Path',
  mechanism: 'Mechanism',
  accountant: 'Accountant',
  epsilon: 'ε (privacy budget)',
  delta: 'δ',
  sigma: 'σ (noise, rounded down)',
  clip: 'Clip radius C',
  sensitivity: 'Sensitivity Δ',
  chunks: 'Chunks K',
  noised_chunks: 'Noised chunks (padded K)',
  k_max: 'Padding K_max',
  mu: 'μ (GDP, rounded up)',
  two_candidate_bound: 'Two-candidate bound Φ(μ/2)',
  neighbouring: 'Claim is about',
  noise_generator: 'Noise generator',
  ledger: 'This conversation so far',
  per_chunk_epsilon: 'ε per chunk',
  per_chunk_delta: 'δ per chunk',
  corrector_steps: 'Corrector steps',
  private: 'Private',
  placeholdered: 'Placeholdered',
  kept: 'Kept by you',
  allowed: 'Allowed by your list',
  models: 'Models',
  public: 'Stays public',
  warnings: 'Warnings',
  created_at: 'Created',
  schema_version: 'Receipt version',
  tool_version: 'dp-anonymizer version',
  statement: 'Statement',
  noise: 'Noise',
};

/** Fields shown first: what the output is and what is claimed about it. */
const FIRST = ['path', 'private', 'statement'];

function value(key, v) {
  if (v === null || v === undefined) return '—';
  if (key === 'two_candidate_bound' && typeof v === 'number') return formatPercentUp(v);
  if (key === 'sigma' && typeof v === 'number') return formatSigma(v, 6);
  if (key === 'mu' && typeof v === 'number') return formatUp(v, 6);
  if (key === 'ledger' && typeof v === 'object') return ledgerSentence(v);
  if (key === 'private' && typeof v === 'boolean') return privateSentence(v);
  if (typeof v === 'number') return formatNumber(v, 6);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) {
    if (v.length === 0) return 'none';
    if (v.every((x) => typeof x === 'string')) return v.join('; ');
    return v.map((x) => (x && typeof x === 'object' ? Object.values(x).filter(Boolean).join(' ') : String(x))).join('; ');
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v);
    if (entries.length === 0) return 'none';
    if (key === 'placeholdered' || key === 'kept') return entries.map(([c, n]) => `${categoryWord(c)}: ${n}`).join(', ');
    return entries.map(([k, x]) => `${k}: ${typeof x === 'object' ? JSON.stringify(x) : x}`).join(', ');
  }
  return String(v);
}

/**
 * Every field that has a value (empty ones, e.g. ε on a rules-only receipt, are left out);
 * `omit` names fields shown elsewhere on the page (the panel lists the warnings once).
 */
export function renderReceipt(receipt, { omit = [] } = {}) {
  const fragment = document.createDocumentFragment();
  const entries = Object.entries(receipt ?? {}).filter(([k, v]) => v !== null && v !== undefined && !omit.includes(k));
  entries.sort(([a], [b]) => (FIRST.includes(b) ? 1 : 0) - (FIRST.includes(a) ? 1 : 0) || FIRST.indexOf(a) - FIRST.indexOf(b));
  for (const [key, v] of entries) {
    fragment.append(h('dt', {}, LABELS[key] ?? key.replaceAll('_', ' ')), h('dd', {}, value(key, v)));
  }
  return fragment;
}
