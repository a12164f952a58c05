/**
 * Plain-language wording shared by the panel and the history page: category names and the
 * one-sentence receipt ("rewritten with ε = 16, δ = 1e-3 over 4 chunks; σ = 1.73; ...").
 */

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

/** σ to three significant digits (the exact value, as used, is in the full receipt). */
export function formatSigma(value) {
  return formatNumber(value, 3);
}

function pick(receipt, ...names) {
  for (const name of names) {
    if (receipt?.[name] !== undefined && receipt[name] !== null) return receipt[name];
  }
  return undefined;
}

/** What the rule layer replaced: "names, e-mail and phone replaced by placeholders". */
export function placeholderSentence(counts) {
  const categories = Object.entries(counts ?? {}).filter(([, n]) => n > 0);
  if (categories.length === 0) return 'no personal data found by the rules';
  return `${listWords(categories.map(([c]) => categoryWord(c)))} replaced by placeholders`;
}

/** Whether a receipt carries a differential-privacy statement at all. */
export function isDp(receipt) {
  return pick(receipt, 'path') === 'dp-rewrite';
}

/**
 * The receipt in one sentence. Rules-only receipts say plainly that no DP guarantee applies.
 */
export function receiptSentence(receipt) {
  if (!receipt) return 'No receipt.';
  const counts = pick(receipt, 'placeholdered', 'counts') ?? {};
  const placeholders = placeholderSentence(counts);
  if (!isDp(receipt)) {
    return `Rules only: ${placeholders}. The rest of the text is unchanged — no differential-privacy guarantee applies.`;
  }
  const epsilon = formatNumber(pick(receipt, 'epsilon'));
  const delta = formatNumber(pick(receipt, 'delta'));
  const chunks = pick(receipt, 'chunks', 'k');
  const padded = pick(receipt, 'noised_chunks', 'k_padded', 'padded_chunks');
  const sigma = pick(receipt, 'sigma');
  let sentence = `Rewritten with ε = ${epsilon}, δ = ${delta} over ${chunks} chunk${chunks === 1 ? '' : 's'}`;
  if (padded && padded !== chunks) sentence += ` (padded to ${padded})`;
  if (sigma !== undefined) sentence += `; σ = ${formatSigma(sigma)}`;
  sentence += `; ${placeholders}.`;
  if (receipt.noise === 'seed' || receipt.private === false) {
    sentence += ' The noise was seeded by you, so this output is NOT private.';
  }
  return sentence;
}

export const SENSITIVITY_WORDS = ['public', 'internal', 'confidential', 'highly confidential'];

export function sensitivityWord(level) {
  return SENSITIVITY_WORDS[level] ?? 'unknown';
}
