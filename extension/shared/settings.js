/**
 * User settings: defaults, validation (one sentence per bad field, shown by the options page)
 * and the mapping to the host's `rewrite` params. Stored in `storage.local` under `settings`.
 */
import { adapters } from '../content/sites/index.js';
import { api } from './api.js';
import { CODES } from './codes.js';

/** The built-in sites with a per-site switch: the site adapters are the one list of them. */
export const SITE_IDS = adapters.map((adapter) => adapter.id);

/**
 * Categories the user may keep as text (they then go through the DP rewrite like plain text).
 * Host category names (`dp-anonymizer categories`); a test checks they exist there. Secrets,
 * card and ID numbers are not offered: keeping them would send them to the site.
 */
export const CATEGORY_CHOICES = [
  'PERSON',
  'ORGANIZATION',
  'ADDRESS',
  'POSTCODE',
  'DATE_OF_BIRTH',
  'AGE',
  'EMAIL',
  'PHONE',
  'URL',
  'DOMAIN',
  'IP_ADDRESS',
  'MAC_ADDRESS',
  'LOCATION',
  'DATE',
  'NRP',
  'HEALTH',
  'ID_NUMBER',
  'USERNAME',
  'HOSTNAME',
];

export const DEFAULTS = Object.freeze({
  transport: 'native', // 'native' | 'websocket'
  ws_port: 8765,
  pairing_token: '',
  mode: 'auto', // 'auto' | 'dp' | 'rules'
  epsilon: 16,
  delta: 1e-3,
  steps: 5,
  accountant: 'gdp', // 'gdp' | 'basic'
  pad_to: null, // null: no padding; else a fixed number of chunks K_max
  conversation_budget: null, // null: none; else the conversation's total ε (at δ)
  budget_action: 'warn', // 'warn' | 'block' when a rewrite would pass the budget
  keep: [],
  allow: [],
  deny: [],
  sites: Object.fromEntries(SITE_IDS.map((id) => [id, { enabled: true, paste_guard: false }])),
  enabled_origins: [], // user-enabled sites ("https://example.org")
  // Per site (as history shows it, "claude.ai"): what the review panel's "always on this site"
  // added. allow: strings never replaced; redact: [{text, category}] strings always replaced.
  site_lists: {},
  history: { retention_days: 90, store_originals: false },
});

function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

/** Merges stored values over the defaults, so new settings get their default. */
export function withDefaults(stored) {
  const merged = { ...clone(DEFAULTS), ...(stored ?? {}) };
  merged.sites = { ...clone(DEFAULTS.sites) };
  for (const [id, site] of Object.entries(stored?.sites ?? {})) {
    merged.sites[id] = { ...(merged.sites[id] ?? { enabled: true, paste_guard: false }), ...site };
  }
  merged.history = { ...clone(DEFAULTS.history), ...(stored?.history ?? {}) };
  merged.site_lists = clone(stored?.site_lists ?? {});
  return merged;
}

export async function loadSettings() {
  const { settings } = await api.storage.local.get('settings');
  return withDefaults(settings);
}

export async function saveSettings(settings) {
  const errors = validate(settings);
  if (Object.keys(errors).length) {
    throw Object.assign(new Error(Object.values(errors)[0]), { code: CODES.INVALID_SETTINGS, errors });
  }
  await api.storage.local.set({ settings });
  return settings;
}

const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);

/** Returns `{field: sentence}` for every invalid field; empty when all is well. */
export function validate(s) {
  const errors = {};
  if (!['native', 'websocket'].includes(s.transport)) {
    errors.transport = 'Choose native messaging or WebSocket.';
  }
  if (!Number.isInteger(s.ws_port) || s.ws_port < 1024 || s.ws_port > 65535) {
    errors.ws_port = 'The port must be a whole number between 1024 and 65535.';
  }
  if (s.transport === 'websocket' && s.pairing_token && !/^[A-Za-z0-9_-]{16,128}$/.test(s.pairing_token)) {
    errors.pairing_token =
      'The pairing token is the text shown by "dp-anonymizer pair" (letters, digits, - and _).';
  }
  if (!['auto', 'dp', 'rules'].includes(s.mode)) errors.mode = 'Choose auto, DP rewrite or rules only.';
  if (!isNumber(s.epsilon) || s.epsilon <= 0) {
    errors.epsilon = 'ε must be a number greater than 0 (smaller means more privacy).';
  } else if (s.epsilon > 1000) {
    errors.epsilon = 'ε must be at most 1000; above that the noise protects nothing.';
  }
  if (!isNumber(s.delta) || s.delta <= 0 || s.delta >= 1) {
    errors.delta = 'δ must be greater than 0 and less than 1 (for example 0.001).';
  }
  if (!Number.isInteger(s.steps) || s.steps < 0 || s.steps > 50) {
    errors.steps = 'Corrector steps must be a whole number from 0 to 50.';
  }
  if (!['gdp', 'basic'].includes(s.accountant)) {
    errors.accountant = 'Choose the GDP or the basic accountant.';
  }
  if (s.pad_to !== null && (!Number.isInteger(s.pad_to) || s.pad_to < 1 || s.pad_to > 256)) {
    errors.pad_to = 'Padding must be empty (off) or a whole number of chunks from 1 to 256.';
  }
  if (s.conversation_budget !== null && (!isNumber(s.conversation_budget) || s.conversation_budget <= 0)) {
    errors.conversation_budget = 'The conversation budget must be empty (none) or a number greater than 0.';
  }
  if (!['warn', 'block'].includes(s.budget_action)) {
    errors.budget_action = 'Choose to warn or to block when the budget would be exceeded.';
  }
  for (const list of ['allow', 'deny']) {
    const entries = s[list];
    if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'string' || !e.trim())) {
      errors[list] = 'One entry per line; empty lines are ignored.';
    } else if (entries.some((e) => e.length > 200)) {
      errors[list] = 'Each entry must be at most 200 characters.';
    }
  }
  if (!validSiteLists(s.site_lists)) {
    errors.site_lists = 'Each site list holds kept values and replaced values with a category.';
  }
  if (!Array.isArray(s.keep) || s.keep.some((c) => !CATEGORY_CHOICES.includes(c))) {
    errors.keep = 'Unknown category in the keep list.';
  }
  if (!Array.isArray(s.enabled_origins) || s.enabled_origins.some((o) => !/^https?:\/\/[^/]+$/.test(o))) {
    errors.enabled_origins = 'Enabled sites must look like https://example.org.';
  }
  const retention = s.history?.retention_days;
  if (retention !== null && (!Number.isInteger(retention) || retention < 1 || retention > 3650)) {
    errors.retention_days = 'Keep history for 1 to 3650 days, or leave empty to keep it until you delete it.';
  }
  if (typeof s.history?.store_originals !== 'boolean') {
    errors.store_originals = 'Choose whether original texts are stored.';
  }
  return errors;
}

/** Categories a correction may give a value (the host's names; a test checks them). */
export const REDACT_CATEGORIES = [...CATEGORY_CHOICES, 'CUSTOM'];

const goodEntry = (e) => typeof e === 'string' && e.trim() !== '' && e.length <= 1000;

function validSiteLists(lists) {
  if (!lists || typeof lists !== 'object' || Array.isArray(lists)) return false;
  return Object.entries(lists).every(
    ([site, list]) =>
      typeof site === 'string' &&
      site.length > 0 &&
      Array.isArray(list?.allow ?? []) &&
      (list.allow ?? []).every(goodEntry) &&
      Array.isArray(list?.redact ?? []) &&
      (list.redact ?? []).every((r) => goodEntry(r?.text) && REDACT_CATEGORIES.includes(r?.category)),
  );
}

/** The "always on this site" lists of `site` (empty ones when it has none). */
export function siteLists(s, site) {
  const list = (site && s.site_lists?.[site]) || {};
  return { allow: [...(list.allow ?? [])], redact: (list.redact ?? []).map((r) => ({ ...r })) };
}

/**
 * `s` with one correction added to `site`'s lists: a kept value leaves the replaced list and
 * the other way round, so the latest choice is the one that holds.
 */
export function withSiteCorrection(s, site, { allow = [], redact = [] }) {
  const lists = siteLists(s, site);
  const key = (text) => text.trim().toLowerCase();
  const kept = new Set(allow.map(key));
  const replaced = new Set(redact.map((r) => key(r.text)));
  lists.allow = [...lists.allow.filter((t) => !replaced.has(key(t)) && !kept.has(key(t))), ...allow];
  lists.redact = [...lists.redact.filter((r) => !kept.has(key(r.text)) && !replaced.has(key(r.text))), ...redact];
  return { ...s, site_lists: { ...s.site_lists, [site]: lists } };
}

/** `s` without the entry `index` of `site`'s `kind` list ('allow' or 'redact'). */
export function withoutSiteEntry(s, site, kind, index) {
  const lists = siteLists(s, site);
  lists[kind].splice(index, 1);
  const site_lists = { ...s.site_lists, [site]: lists };
  if (lists.allow.length === 0 && lists.redact.length === 0) delete site_lists[site];
  return { ...s, site_lists };
}

/**
 * The request's detection lists: the global ones, the site's "always" lists, then this
 * review's corrections (later redact entries win on the host).
 */
export function listParams(s, site, corrections = { allow: [], redact: [] }) {
  const lists = siteLists(s, site);
  const params = {
    allow: [...s.allow, ...lists.allow, ...corrections.allow],
    deny: [...s.deny],
  };
  const redact = [...lists.redact, ...corrections.redact];
  if (redact.length) params.redact = redact;
  return params;
}

/** The `params` and `mode` of a host `rewrite` request. */
export function rewriteParams(s, site = null, corrections = undefined) {
  const params = {
    epsilon: s.epsilon,
    delta: s.delta,
    steps: s.steps,
    accountant: s.accountant,
    keep: [...s.keep],
    ...listParams(s, site, corrections),
  };
  if (s.pad_to !== null) params.pad_to = s.pad_to;
  if (s.conversation_budget !== null) {
    params.conversation_budget = s.conversation_budget;
    params.budget_action = s.budget_action;
  }
  return { params, mode: s.mode, store_original: s.history.store_originals };
}

/** The `params` of a host `detect` request (rules only). */
export function detectParams(s, site = null) {
  return { keep: [...s.keep], ...listParams(s, site) };
}
