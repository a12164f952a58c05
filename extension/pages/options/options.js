/**
 * Options page: every setting in one form, validated by shared/settings.js (the same rules the
 * service worker applies) with one sentence per bad field. Saving also sends the history
 * settings to the host.
 */
import { api, call } from '../../shared/api.js';
import { adapters, generic } from '../../content/sites/index.js';
import { CATEGORY_CHOICES, loadSettings, validate, withoutSiteEntry } from '../../shared/settings.js';
import { categoryWord } from '../../shared/words.js';
import { $, h } from '../shared/dom.js';
import { CODES } from '../../shared/codes.js';

const form = $('form');
let settings = null;


function fill(s) {
  form.elements.transport.value = s.transport;
  $('ws_port').value = s.ws_port;
  $('pairing_token').value = s.pairing_token;
  $('mode').value = s.mode;
  $('epsilon').value = String(s.epsilon);
  $('delta').value = String(s.delta);
  $('steps').value = s.steps;
  $('accountant').value = s.accountant;
  $('pad_to').value = s.pad_to ?? '';
  $('conversation_budget').value = s.conversation_budget === null ? '' : String(s.conversation_budget);
  $('budget_action').value = s.budget_action;
  $('keep').replaceChildren(
    ...CATEGORY_CHOICES.map((c) =>
      h('label', {}, h('input', { type: 'checkbox', name: 'keep', value: c, checked: s.keep.includes(c) }), ` ${categoryWord(c)}`),
    ),
  );
  $('allow').value = s.allow.join('\n');
  $('deny').value = s.deny.join('\n');
  $('sites').replaceChildren(
    ...adapters.map(({ id, name }) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, name),
        h('td', {}, h('input', { type: 'checkbox', 'data-site': id, 'data-key': 'enabled', 'aria-label': `Anonymize button on ${name}`, checked: s.sites[id]?.enabled !== false })),
        h('td', {}, h('input', { type: 'checkbox', 'data-site': id, 'data-key': 'paste_guard', 'aria-label': `Paste guard on ${name}`, checked: Boolean(s.sites[id]?.paste_guard) })),
      ),
    ),
    // Sites the user enabled share the generic adapter, and so one paste-guard switch; their
    // button is switched on and off in the list below.
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, generic.name),
      h('td', {}, 'see below'),
      h('td', {}, h('input', { type: 'checkbox', 'data-site': generic.id, 'data-key': 'paste_guard', 'aria-label': `Paste guard on ${generic.name.toLowerCase()}`, checked: Boolean(s.sites[generic.id]?.paste_guard) })),
    ),
  );
  $('origins').replaceChildren(
    ...s.enabled_origins.map((origin) =>
      h('li', {}, `${origin} `, h('button', { type: 'button', class: 'danger', onclick: () => disableOrigin(origin) }, `Disable ${origin}`)),
    ),
  );
  fillSiteLists(s);
  $('retention_days').value = s.history.retention_days ?? '';
  $('store_originals').checked = s.history.store_originals;
}

/** The per-site lists of the review panel's "always" choices, each entry removable. */
function fillSiteLists(s) {
  const sites = Object.entries(s.site_lists ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (sites.length === 0) {
    $('site-lists').replaceChildren(h('p', { class: 'muted', id: 'site-lists-empty' }, 'Nothing yet.'));
    return;
  }
  $('site-lists').replaceChildren(
    ...sites.map(([site, lists]) =>
      h(
        'section',
        { class: 'site-list', 'data-site-list': site },
        h('h3', {}, site),
        h(
          'ul',
          {},
          (lists.allow ?? []).map((text, i) =>
            h('li', { 'data-kind': 'allow' }, `Kept: “${text}” `, removeButton(site, 'allow', i, text)),
          ),
          (lists.redact ?? []).map((entry, i) =>
            h('li', { 'data-kind': 'redact' }, `Replaced as ${categoryWord(entry.category)}: “${entry.text}” `, removeButton(site, 'redact', i, entry.text)),
          ),
        ),
      ),
    ),
  );
}

function removeButton(site, kind, index, text) {
  return h('button', { type: 'button', class: 'danger', 'aria-label': `Remove “${text}” from ${site}`, onclick: () => removeSiteEntry(site, kind, index) }, 'Remove');
}

/** Removing an entry saves at once (the rest of the form keeps its unsaved edits). */
async function removeSiteEntry(site, kind, index) {
  try {
    const reply = await call('settings.set', { settings: withoutSiteEntry(settings, site, kind, index) });
    settings = reply.settings;
    fillSiteLists(settings);
    $('status').textContent = `Removed from ${site}.`;
  } catch (error) {
    $('status').textContent = error.message;
  }
}

/** Text → number without JavaScript's surprises: "" and "abc" stay invalid (NaN). */
function number(text) {
  const trimmed = String(text).trim();
  if (trimmed === '') return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

function optionalInt(text) {
  return String(text).trim() === '' ? null : number(text);
}

function lines(text) {
  return text.split('\n').map((l) => l.trim()).filter(Boolean);
}

function read() {
  const next = structuredClone(settings);
  next.transport = form.elements.transport.value;
  next.ws_port = number($('ws_port').value);
  next.pairing_token = $('pairing_token').value.trim();
  next.mode = $('mode').value;
  next.epsilon = number($('epsilon').value);
  next.delta = number($('delta').value);
  next.steps = number($('steps').value);
  next.accountant = $('accountant').value;
  next.pad_to = optionalInt($('pad_to').value);
  next.conversation_budget = $('conversation_budget').value.trim() === '' ? null : number($('conversation_budget').value);
  next.budget_action = $('budget_action').value;
  next.keep = [...form.querySelectorAll('input[name="keep"]:checked')].map((i) => i.value);
  next.allow = lines($('allow').value);
  next.deny = lines($('deny').value);
  for (const input of form.querySelectorAll('input[data-site]')) {
    next.sites[input.dataset.site] = { ...next.sites[input.dataset.site], [input.dataset.key]: input.checked };
  }
  next.history = { retention_days: optionalInt($('retention_days').value), store_originals: $('store_originals').checked };
  return next;
}

function clearErrors() {
  for (const node of form.querySelectorAll('.field-error')) node.remove();
  for (const node of form.querySelectorAll('[aria-invalid]')) {
    node.removeAttribute('aria-invalid');
    node.removeAttribute('aria-describedby');
  }
  $('summary').hidden = true;
}

function showErrors(errors) {
  const items = [];
  for (const [field, message] of Object.entries(errors)) {
    const container = form.querySelector(`.field[data-for="${field}"]`) ?? form;
    const id = `error-${field}`;
    container.append(h('p', { class: 'field-error', id }, message));
    const input = $(field);
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', id);
    }
    items.push(h('li', {}, h('a', { href: `#${field}` }, message)));
  }
  const summary = $('summary');
  summary.replaceChildren(h('p', {}, 'Please fix these before saving:'), h('ul', {}, items));
  summary.hidden = false;
  summary.focus();
}

async function disableOrigin(origin) {
  try {
    await call('site.disable', { origin });
    await api.permissions.remove({ origins: [`${origin}/*`] });
    settings = await loadSettings();
    fill(settings);
    $('status').textContent = `Disabled on ${origin}.`;
  } catch (error) {
    $('status').textContent = error.message;
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors();
  const next = read();
  const errors = validate(next);
  if (Object.keys(errors).length) {
    $('status').textContent = 'Not saved.';
    showErrors(errors);
    return;
  }
  $('status').textContent = 'Saving…';
  try {
    const reply = await call('settings.set', { settings: next });
    settings = reply.settings;
    $('status').textContent = reply.host_error
      ? `Saved. The host could not update the history settings: ${reply.host_error.message}`
      : 'Saved.';
  } catch (error) {
    $('status').textContent = 'Not saved.';
    if (error.code === CODES.INVALID_SETTINGS) showErrors({ form: error.message });
    else showErrors({ form: error.message });
  }
});

$('pair').addEventListener('click', async () => {
  $('status').textContent = 'Pairing…';
  try {
    const { token, port } = await call('pair');
    $('pairing_token').value = token;
    $('ws_port').value = port;
    $('status').textContent = 'Paired. Press Save to use WebSocket with this token.';
  } catch (error) {
    $('status').textContent = error.message;
  }
});

async function init() {
  settings = await loadSettings();
  fill(settings);
  // The host owns the history settings: show what it actually applies.
  try {
    const { settings: hostSettings } = await call('history.settings');
    if (hostSettings) {
      settings.history = {
        retention_days: hostSettings.retention_days ?? null,
        store_originals: Boolean(hostSettings.store_originals),
      };
      fill(settings);
    }
  } catch {
    /* host unreachable: the stored values stay */
  }
  // Say plainly whether the DP settings do anything on this computer.
  try {
    const status = await call('status');
    if (!status?.models?.present) {
      $('dp-note').prepend(h('strong', {}, 'The rewrite models are not installed on this computer, so the settings below do nothing yet. '));
    }
  } catch {
    /* host unreachable: the general note stays */
  }
  document.body.dataset.ready = '1';
}

init();
