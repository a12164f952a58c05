/**
 * Every error code the extension can show or send, in one table. Host codes mirror the host's
 * `ErrorCode` (protocol v1; the host's reply carries the sentence); extension codes are raised
 * here, for failures the host never sees (no connection, a page that refused the text), with
 * the sentence used when the raising code has no more specific one. A Python test checks the
 * host half against the host and that no code is written inline elsewhere.
 */

/** The host's codes (host `protocol/codes.py`): any of them can arrive in an error reply. */
const HOST = [
  'INVALID_REQUEST',
  'UNSUPPORTED_VERSION',
  'TEXT_TOO_LARGE',
  'MODELS_MISSING',
  'BUSY',
  'UNAUTHORIZED',
  'CANCELLED',
  'NOT_FOUND',
  'STORAGE',
  'HISTORY_DAMAGED',
  'INTERNAL',
  'BUDGET_EXCEEDED',
  'SERVICE_UNAVAILABLE',
];

/** Codes only the extension raises -> the sentence the user sees when none more specific is given. */
export const EXTENSION_SENTENCES = Object.freeze({
  HOST_UNAVAILABLE:
    'The dp-anonymizer host is not running or not installed. Install it with "dp-anonymizer install-host" and try again. Your text was not changed.',
  WS_UNAVAILABLE:
    'Could not reach the dp-anonymizer host on this computer over WebSocket. Start it with "dp-anonymizer serve" or switch to native messaging in the options. Your text was not changed.',
  NO_TOKEN:
    'WebSocket needs a pairing token. Paste it in the options, or install the native host so the extension can pair by itself.',
  TIMEOUT: 'The host stopped answering. Your text was not changed; try again.',
  BAD_REPLY: 'The host sent a reply the extension cannot read. Your text was not changed.',
  NO_REPLY: 'The extension did not answer. Reload the page and try again.',
  UNKNOWN_TYPE: 'The extension does not know this request.',
  FORBIDDEN: 'Only the extension’s own pages may ask for this.',
  EMPTY: 'There is no text to anonymize. Type your message first.',
  NOT_READY: 'There is no finished result to insert.',
  NOT_INSERTABLE: 'This result can only be copied.',
  WRITE_FAILED: 'The page did not accept the text. Your original was kept; use Copy instead.',
  NO_COMPOSER: 'dp-anonymizer is not active on this page.',
  INVALID: 'This request is not valid.',
  INVALID_SETTINGS: 'Some settings are not valid.',
  PERMISSION: 'Allow access to this site first (the browser asks when you flip the switch).',
});

/** Sentences for host codes the extension raises itself (the host's own replies carry one). */
const HOST_SENTENCES = {
  UNAUTHORIZED: 'The host refused the pairing token. Paste the token from "dp-anonymizer pair" into the options again.',
  CANCELLED: 'Cancelled. Your text was not changed.',
  NOT_FOUND: 'Nothing was found for that request.',
  INTERNAL: 'Something went wrong. Your text was not changed.',
};

/** Code name -> itself: `CODES.TIMEOUT`, so a typo is an undefined property, not a new code. */
export const CODES = Object.freeze(Object.fromEntries([...HOST, ...Object.keys(EXTENSION_SENTENCES)].map((c) => [c, c])));

export const HOST_CODES = Object.freeze([...HOST]);

/** The sentence for `code` when the caller has none more specific. */
export function sentenceFor(code) {
  return EXTENSION_SENTENCES[code] ?? HOST_SENTENCES[code] ?? 'The host failed. Your text was not changed.';
}

/** An Error carrying a known `code` (and `extra` fields); unknown codes are a programming error. */
export function codedError(code, message, extra = {}) {
  if (!Object.hasOwn(CODES, code)) throw new TypeError(`unknown error code ${code}`);
  return Object.assign(new Error(message ?? sentenceFor(code)), { code, ...extra });
}
