/**
 * Plain-language wording shared by the panel and the history page: category names and the
 * one-sentence receipt ("rewritten with ε = 16, δ = 1e-3 over 4 chunks; σ = 1.73; ...").
 * Receipt fields are read through `field` (shared/contract.js) only.
 */
import { field } from './contract.js';

/** Host category (`dp-anonymizer categories`) → words; a test checks every key exists there. */
const CATEGORY_WORDS = {
  PERSON: 'names',
  ORGANIZATION: 'organisations',
  ADDRESS: 'addresses',
  POSTCODE: 'postcodes',
  DATE_OF_BIRTH: 'dates of birth',
  AGE: 'ages',
  EMAIL: 'e-mail',
  PHONE: 'phone',
  URL: 'links',
  DOMAIN: 'domain names',
  CREDIT_CARD: 'card numbers',
  IBAN: 'bank accounts (IBAN)',
  SWIFT_BIC: 'bank codes',
  ROUTING_NUMBER: 'routing numbers',
  BANK_ACCOUNT: 'bank account numbers',
  CRYPTO_WALLET: 'crypto wallets',
  US_SSN: 'social security numbers',
  US_ITIN: 'tax numbers',
  US_EIN: 'employer numbers',
  PASSPORT: 'passport numbers',
  DRIVER_LICENSE: "driver's licences",
  UK_NINO: 'national insurance numbers',
  UK_NHS: 'NHS numbers',
  NATIONAL_ID: 'ID numbers',
  IP_ADDRESS: 'IP addresses',
  MAC_ADDRESS: 'device addresses',
  API_KEY: 'API keys',
  JWT: 'tokens',
  PRIVATE_KEY: 'private keys',
  PASSWORD: 'passwords',
  CONNECTION_STRING: 'connection strings',
  LOCATION: 'places',
  DATE: 'dates',
  NRP: 'nationalities and beliefs',
  CARD_EXPIRY: 'card expiry dates',
  CARD_CVV: 'card security codes',
  ID_NUMBER: 'reference numbers',
  USERNAME: 'user names',
  HOSTNAME: 'host names',
  HEALTH: 'health details',
  CUSTOM: 'your deny-list entries',
};

export function categoryWord(category) {
  return CATEGORY_WORDS[category] ?? category.toLowerCase().replaceAll('_', ' ');
}

/** "a, b and c" */
export function listWords(words) {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique.join('');
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

/** Numbers the way a person reads them: 16, 0.001 → "1e-3", 1.7316 → "1.73". */
export function formatNumber(value, digits = 3) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  if (value !== 0 && Math.abs(value) < 0.01) {
    const [mantissa, exponent] = value.toExponential().split('e');
    const m = Number(mantissa);
    return `${Number.isInteger(m) ? m : m.toPrecision(2)}e${Number(exponent)}`;
  }
  return String(Number(value.toPrecision(digits)));
}

/**
 * `value` to `digits` significant digits, rounded towards +∞ (`up`) or −∞, never to nearest.
 * Shown numbers may only understate privacy: μ, ε and the two-candidate bound go up, the
 * applied noise σ goes down (0.8658174 → "0.865", not the nearest "0.866").
 */
export function formatDirected(value, digits, up) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return String(value);
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(value))) - digits + 1);
  const steps = up ? Math.ceil(value / scale) : Math.floor(value / scale);
  let shown = Number((steps * scale).toPrecision(digits));
  // Division and multiplication by a power of ten can land one unit on the wrong side.
  if (up && shown < value) shown = Number(((steps + 1) * scale).toPrecision(digits));
  if (!up && shown > value) shown = Number(((steps - 1) * scale).toPrecision(digits));
  return String(shown);
}

export function formatUp(value, digits = 3) {
  return formatDirected(value, digits, true);
}

/** σ to three significant digits, rounded down as on the receipt line (the exact value is in
 * the full receipt): the panel never shows more noise than was added. */
export function formatSigma(value, digits = 3) {
  return formatDirected(value, digits, false);
}

/** A probability as a percentage rounded up to one decimal: 0.95840 → "95.9 %". */
export function formatPercentUp(probability) {
  return `${(Math.ceil(probability * 1000) / 10).toFixed(1)} %`;
}

/** The two-candidate bound Φ(μ/2) in one sentence a person can read. */
export function twoCandidateSentence(bound) {
  return `Someone who knows your text was one of two candidates with the same layout can tell which with probability at most ${formatPercentUp(bound)} (50 % is a coin toss).`;
}

/** The conversation's running total (the receipt's `ledger`), in words; '' without one. */
export function ledgerSentence(ledger) {
  if (!ledger) return '';
  const parts = [];
  const releases = field(ledger, 'LedgerSummary.releases');
  if (releases > 0) {
    parts.push(
      `This conversation so far: ${releases} DP rewrite${releases === 1 ? '' : 's'}, together ε = ${formatUp(field(ledger, 'LedgerSummary.epsilon'), 4)} at δ = ${formatNumber(field(ledger, 'LedgerSummary.delta'))}; two-candidate bound ${formatPercentUp(field(ledger, 'LedgerSummary.two_candidate_bound'))}.`,
    );
  } else {
    parts.push('No DP rewrite has been spent in this conversation yet.');
  }
  const uncovered = field(ledger, 'LedgerSummary.uncovered');
  if (uncovered > 0) {
    parts.push(`${uncovered} other result${uncovered === 1 ? '' : 's'} had no DP guarantee.`);
  }
  const budget = field(ledger, 'LedgerSummary.budget_epsilon');
  if (budget !== undefined) {
    parts.push(
      field(ledger, 'LedgerSummary.over_budget')
        ? `Over the conversation budget (ε = ${formatNumber(budget)}).`
        : `Conversation budget: ε = ${formatNumber(budget)}.`,
    );
  }
  return parts.join(' ');
}

/** Said next to every rewrite: asking again is not free. */
export const EVERY_DRAW_SPENDS =
  'Every rewrite spends privacy budget — rewriting the same text again to pick a nicer result spends it again on every draw.';

/** What the rule layer replaced: "names, e-mail and phone replaced by placeholders". */
export function placeholderSentence(counts) {
  const categories = Object.entries(counts ?? {}).filter(([, n]) => n > 0);
  if (categories.length === 0) return 'no personal data found by the rules';
  return `${listWords(categories.map(([c]) => categoryWord(c)))} replaced by placeholders`;
}

/** Whether the result went down the DP rewrite path (it may still claim no privacy). */
export function isDp(receipt) {
  return field(receipt, 'Receipt.path') === 'dp-rewrite';
}

/** Whether the receipt's (ε, δ) claim holds: a DP rewrite with OS-CSPRNG noise and K ≥ 1. */
export function isPrivate(receipt) {
  return isDp(receipt) && field(receipt, 'Receipt.private') === true;
}

/** The panel's badge: [text, css class]; green only when the claim holds. */
export function badgeOf(receipt) {
  if (!isDp(receipt)) return ['Rules only', 'rules'];
  if (field(receipt, 'Receipt.chunks') === 0) return ['Nothing rewritten', 'rules'];
  if (!isPrivate(receipt)) return ['Not private (seeded)', 'rules'];
  return ['DP rewrite', 'dp'];
}

/**
 * The receipt in one sentence. Rules-only receipts say plainly that no DP guarantee applies.
 */
export function receiptSentence(receipt) {
  if (!receipt) return 'No receipt.';
  const placeholders = placeholderSentence(field(receipt, 'Receipt.placeholdered'));
  if (!isDp(receipt)) {
    return `Rules only: ${placeholders}. The rest of the text is unchanged — no differential-privacy guarantee applies.`;
  }
  const chunks = field(receipt, 'Receipt.chunks');
  const epsilon = field(receipt, 'Receipt.epsilon');
  if (chunks === 0 || epsilon === undefined) {
    return `Nothing was rewritten: no plain text remained, so no differential-privacy claim is made; ${placeholders}.`;
  }
  const padded = field(receipt, 'Receipt.noised_chunks');
  const sigma = field(receipt, 'Receipt.sigma');
  let sentence = `Rewritten with ε = ${formatNumber(epsilon)}, δ = ${formatNumber(field(receipt, 'Receipt.delta'))} over ${chunks} chunk${chunks === 1 ? '' : 's'}`;
  if (padded && padded !== chunks) sentence += ` (padded to ${padded})`;
  if (sigma !== undefined) sentence += `; σ = ${formatSigma(sigma)}`;
  sentence += `; ${placeholders}.`;
  const bound = field(receipt, 'Receipt.two_candidate_bound');
  if (bound !== undefined) sentence += ` ${twoCandidateSentence(bound)}`;
  if (field(receipt, 'Receipt.noise') === 'seed' || field(receipt, 'Receipt.private') === false) {
    sentence += ' The noise was seeded by you, so this output is NOT private.';
  }
  return sentence;
}

export const SENSITIVITY_WORDS = ['public', 'internal', 'confidential', 'highly confidential'];

export function sensitivityWord(level) {
  return SENSITIVITY_WORDS[level] ?? 'unknown';
}

/** What each sensitivity level means (the host's detect/sensitivity.py), for a person. */
const SENSITIVITY_MEANING = [
  'nothing the rules recognise as personal was found',
  'some details were found (such as dates, places or organisations), but nothing that reaches a person',
  'details that identify or reach a person were found (for example a name with contact details)',
  'ID numbers, credentials, financial or health details, or a full profile of a person were found',
];

/** "How sensitive your original text looked: confidential — …". It rates the input only. */
export function sensitivitySentence(level) {
  const meaning = SENSITIVITY_MEANING[level];
  if (!meaning) return '';
  return `How sensitive your original looked: ${sensitivityWord(level)} — ${meaning}. This rates what was found; it is not a privacy guarantee.`;
}

/**
 * The one warning of a rules-only result, for a browser user. `chosen`: the user picked
 * rules-only in the options (otherwise the models are missing).
 */
export function rulesOnlySentence(receipt, chosen) {
  const what = placeholderSentence(field(receipt, 'Receipt.placeholdered') ?? {});
  const why = chosen ? 'Rules only, as chosen in the options' : 'Rules only, because the rewrite models are not installed';
  return `${why}: ${what}. The rest of your text is sent exactly as written — no differential-privacy guarantee applies.`;
}

/** What "Private" on a receipt means, in words. */
export function privateSentence(value) {
  return value
    ? 'yes — the (ε, δ) guarantee above covers the rewritten text'
    : 'no — no differential-privacy guarantee covers this result';
}
