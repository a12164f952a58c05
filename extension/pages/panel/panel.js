/**
 * The review panel (an extension page, shown in an iframe inside our closed shadow root or in
 * a small window). It subscribes to one job in the service worker and shows progress, then the
 * original and the result side by side, a row per paragraph, with the replaced values
 * highlighted on both sides and the receipt's summary above them. Corrections (keep a value,
 * replace a selection, change a category) go to the service worker, which asks the host for
 * a new result: the panel never edits the result text. Nothing reaches the page until the
 * user presses Insert; errors keep the original and show the host's sentence.
 */
import { api, newId, V } from '../../shared/api.js';
import { REDACT_CATEGORIES } from '../../shared/settings.js';
import { field } from '../../shared/contract.js';
import {
  EVERY_DRAW_SPENDS,
  badgeOf,
  categoryWord,
  isDp,
  isPrivate,
  ledgerSentence,
  receiptSentence,
  rulesOnlySentence,
  sensitivitySentence,
} from '../../shared/words.js';
import { $, h } from '../shared/dom.js';
import { renderReceipt } from '../shared/receipt.js';

const params = new URLSearchParams(location.hash.slice(1));
const jobId = params.get('job');
const inWindow = params.get('window') === '1';
/** Where the panel says how to install the models (the extension's own help page). */
const MODELS_HELP = '../about/about.html#models';

const STAGES = {
  detect: 'Finding personal data',
  embed: 'Embedding the text chunks',
  invert: 'Decoding the noisy embeddings',
  correct: 'Correcting the decoded text',
  done: 'Finishing',
};

const PLACEHOLDER = /\[[A-Z][A-Z0-9_]*_\d+\]/g;
/** A blank line (with optional spaces) separates paragraphs. */
const PARAGRAPH_BREAK = /\n[^\S\n]*\n\s*/g;

let current = null;
let port = null;
const waiting = new Map();

function send(type, fields = {}) {
  const id = newId();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    try {
      port.postMessage({ v: V, id, type, job: jobId, ...fields });
    } catch {
      waiting.delete(id);
      reject(new Error('The extension restarted; this review is no longer available.'));
    }
  });
}

function show(id, visible) {
  $(id).hidden = !visible;
}

function setStatus(text) {
  $('action-status').textContent = text;
}

function close() {
  if (inWindow) window.close();
}

// --------------------------------------------------------------------------- size

/**
 * Tells the page's frame how tall the content wants to be, so the frame grows with the text
 * up to the viewport and shrinks for a short one (the content script clamps and places it).
 */
function reportSize() {
  if (inWindow || window.parent === window) return;
  const main = $('panel');
  const style = getComputedStyle(main);
  const shown = [...main.children].filter((child) => child.getClientRects().length > 0);
  let height = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  height += parseFloat(style.rowGap || '0') * Math.max(0, shown.length - 1);
  for (const child of shown) height += child.id === 'scroll' ? child.scrollHeight : child.offsetHeight;
  // + the body's border; the content script clamps to the viewport.
  window.parent.postMessage({ type: 'dpa-panel-size', height: Math.ceil(height) + 2 }, '*');
}

const sizes = new ResizeObserver(() => reportSize());
for (const id of ['scroll', 'review', 'summary', 'correct', 'actions']) sizes.observe($(id));

// --------------------------------------------------------------------------- text rows

/** `text` cut at blank lines: [{start, end, sep}] with `sep` the break after the paragraph. */
function paragraphs(text) {
  const parts = [];
  let start = 0;
  for (const match of text.matchAll(PARAGRAPH_BREAK)) {
    parts.push({ start, end: match.index, sep: match[0] });
    start = match.index + match[0].length;
  }
  parts.push({ start, end: text.length, sep: '' });
  return parts;
}

/** A placeholder as a button: focus or hover lights up the same placeholder on both sides. */
function placeholderButton(placeholder, label, title) {
  return h('button', { type: 'button', class: 'ph', 'data-placeholder': placeholder, title }, label);
}

/** The original's paragraph [start, end) with the host's spans highlighted. */
function originalCell(text, part, spans) {
  const cell = h('div', { class: 'para' });
  let pos = part.start;
  for (const span of spans) {
    const start = Math.max(span.start, part.start);
    const end = Math.min(span.end, part.end);
    if (end <= start || start < pos) continue;
    if (start > pos) cell.append(text.slice(pos, start));
    const value = text.slice(start, end);
    if (span.placeholder) {
      cell.append(placeholderButton(span.placeholder, value, `${categoryWord(span.category)} → ${span.placeholder}`));
    } else {
      cell.append(h('span', { class: 'ph kept', title: `${categoryWord(span.category)}, kept as text` }, value));
    }
    pos = end;
  }
  cell.append(text.slice(pos, part.end) + part.sep);
  return cell;
}

/** The result's paragraph with every placeholder as a button. */
function resultCell(text, part, categories) {
  const cell = h('div', { class: 'para' });
  const body = text.slice(part.start, part.end);
  let last = 0;
  for (const match of body.matchAll(PLACEHOLDER)) {
    if (match.index > last) cell.append(body.slice(last, match.index));
    const category = categories.get(match[0]);
    // A placeholder this result did not make (restore, or one the text already held) has
    // nothing to correct: highlighted, not a button.
    cell.append(
      category
        ? placeholderButton(match[0], match[0], `${categoryWord(category)}: click to correct`)
        : h('mark', { class: 'dpa-placeholder' }, match[0]),
    );
    last = match.index + match[0].length;
  }
  cell.append(body.slice(last) + part.sep);
  return cell;
}

/**
 * Original and result, a row per paragraph when both have the same number of paragraphs (a
 * rules-only result always has; a DP rewrite keeps the layout), else one row each.
 */
function renderTexts(original, output, spans) {
  const sorted = [...(spans ?? [])].sort((a, b) => a.start - b.start);
  const categories = new Map(sorted.filter((s) => s.placeholder).map((s) => [s.placeholder, s.category]));
  let left = paragraphs(original);
  let right = paragraphs(output);
  if (left.length !== right.length) {
    left = [{ start: 0, end: original.length, sep: '' }];
    right = [{ start: 0, end: output.length, sep: '' }];
  }
  $('original').replaceChildren(...left.map((part) => originalCell(original, part, sorted)));
  $('result').replaceChildren(...right.map((part) => resultCell(output, part, categories)));
  $('texts').style.setProperty('--rows', String(left.length));
}

/** The original values behind `placeholder` (a full name and its parts share one). */
function valuesOf(placeholder) {
  const { original, result } = current;
  const values = (result.spans ?? [])
    .filter((s) => s.placeholder === placeholder)
    .map((s) => original.slice(s.start, s.end));
  return [...new Set(values)];
}

function light(placeholder, on) {
  for (const element of document.querySelectorAll('.ph[data-placeholder]')) {
    if (element.dataset.placeholder === placeholder) element.classList.toggle('active', on);
  }
}

for (const side of ['original', 'result']) {
  const element = $(side);
  element.addEventListener('click', (event) => {
    const button = event.target.closest('button.ph');
    if (button) openPlaceholder(button.dataset.placeholder, button);
  });
  for (const [type, on] of [['mouseover', true], ['mouseout', false], ['focusin', true], ['focusout', false]]) {
    element.addEventListener(type, (event) => {
      const button = event.target.closest?.('button.ph');
      if (button) light(button.dataset.placeholder, on);
    });
  }
}

/** A selection inside the original offers "Replace". */
$('original').addEventListener('mouseup', () => {
  const selection = getSelection();
  const text = selection?.toString().trim() ?? '';
  if (!text || !selection.anchorNode || !$('original').contains(selection.anchorNode)) return;
  openReplace(text);
});

$('replace-other').addEventListener('click', () => openReplace(''));

// --------------------------------------------------------------------------- corrections

let opener = null;

function categorySelect(id, selected) {
  return h(
    'select',
    { id },
    REDACT_CATEGORIES.map((c) => h('option', { value: c, selected: c === selected }, `${categoryWord(c)} (${c})`)),
  );
}

function closeCorrection() {
  show('correct', false);
  $('correct').replaceChildren();
  reportSize();
  if (opener?.isConnected) opener.focus();
  opener = null;
}

function correctionBox(title, ...rows) {
  opener = document.activeElement;
  const box = $('correct');
  box.replaceChildren(
    h('h2', { id: 'correct-title' }, title),
    ...rows,
    h('div', { class: 'row' }, h('button', { type: 'button', id: 'correct-close', onclick: closeCorrection }, 'Close')),
  );
  show('correct', true);
  reportSize();
}

/** Keep / change category for a placeholder, with the value(s) it stands for. */
function openPlaceholder(placeholder, button) {
  if (current?.state !== 'done' || current.kind !== 'rewrite') return;
  const values = valuesOf(placeholder);
  if (values.length === 0) return;
  const category = (current.result.spans ?? []).find((s) => s.placeholder === placeholder)?.category;
  const shown = values.map((v) => `“${v}”`).join(', ');
  correctionBox(
    `${placeholder} stands for ${shown}`,
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', id: 'keep-once', onclick: () => correct({ allow: values }) }, 'Keep this value'),
      current.site
        ? h('button', { type: 'button', id: 'keep-always', onclick: () => correct({ allow: values }, true) }, 'Always keep it on this site')
        : null,
    ),
    h(
      'div',
      { class: 'row' },
      h('label', { for: 'category' }, 'Category'),
      categorySelect('category', category),
      h(
        'button',
        {
          type: 'button',
          id: 'recategorize',
          onclick: () => correct({ redact: values.map((text) => ({ text, category: $('category').value })) }),
        },
        'Change category',
      ),
    ),
  );
  opener = button;
  $('keep-once').focus();
}

/** Replace a selected (or typed) text with a category. */
function openReplace(text) {
  if (current?.state !== 'done' || current.kind !== 'rewrite') return;
  const redact = () => {
    const value = $('redact-text').value.trim();
    if (!value) {
      setStatus('Type or select the text to replace.');
      $('redact-text').focus();
      return null;
    }
    return { redact: [{ text: value, category: $('redact-category').value }] };
  };
  const submit = (always) => {
    const correction = redact();
    if (correction) correct(correction, always);
  };
  correctionBox(
    'Replace text with a placeholder',
    h(
      'div',
      { class: 'row' },
      h('label', { for: 'redact-text' }, 'Text'),
      h('input', { type: 'text', id: 'redact-text', maxlength: '1000', value: text }),
      h('label', { for: 'redact-category' }, 'Category'),
      categorySelect('redact-category', 'CUSTOM'),
    ),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', id: 'replace-once', onclick: () => submit(false) }, 'Replace'),
      current.site ? h('button', { type: 'button', id: 'replace-always', onclick: () => submit(true) }, 'Always replace it on this site') : null,
    ),
  );
  $(text ? 'redact-category' : 'redact-text').focus();
}

async function correct(correction, always = false) {
  const fields = { allow: correction.allow ?? [], redact: correction.redact ?? [], always };
  closeCorrection();
  setStatus('Asking the host for a corrected result…');
  try {
    await send('job.correct', fields);
    setStatus(always ? 'Corrected; this site will remember it (see the options).' : 'Corrected.');
  } catch (error) {
    setStatus(error.message);
  }
}

// --------------------------------------------------------------------------- states

function renderProgress(job) {
  show('progress-section', true);
  show('summary', false);
  show('review', false);
  show('error', false);
  show('cancel', true);
  show('insert', false);
  show('copy', false);
  show('discard', false);
  const progress = job.progress;
  const bar = $('progress');
  if (progress && progress.total > 0) {
    bar.max = progress.total;
    bar.value = progress.done;
    $('stage').textContent = `${STAGES[progress.stage] ?? progress.stage}: ${progress.done} of ${progress.total}`;
  } else {
    bar.removeAttribute('value');
    $('stage').textContent = job.kind === 'restore' ? 'Restoring placeholders…' : 'Waiting for the host…';
  }
}

function renderError(job, message) {
  $('title').textContent = job?.state === 'cancelled' ? 'Cancelled' : 'Nothing was changed';
  const box = $('error');
  box.replaceChildren(
    h('p', {}, message),
    job?.state === 'cancelled' ? null : h('p', { class: 'muted' }, 'Your original text is untouched.'),
  );
  show('error', true);
  show('progress-section', false);
  show('summary', false);
  show('review', false);
  show('cancel', false);
  show('insert', false);
  show('copy', false);
  show('discard', true);
  $('discard').textContent = 'Close';
  $('discard').focus();
}

function renderRestore(job) {
  const { result } = job;
  $('title').textContent = 'Placeholders restored';
  $('result-head').textContent = 'With your originals';
  renderTexts(job.original, result.output, []);
  $('sensitivity').textContent = result.unknown?.length
    ? `Not found in this conversation: ${result.unknown.join(', ')}.`
    : `${result.restored ?? 0} placeholder${result.restored === 1 ? '' : 's'} restored.`;
  $('receipt-line').textContent = 'This stays here: copy it if you need it. It is never sent to the site.';
  $('receipt-line').className = '';
  show('how-to-correct', false);
  show('receipt-details', false);
  show('insert', false);
  show('copy', true);
  show('discard', true);
  $('discard').textContent = 'Close';
  $('copy').focus();
}

/** The summary: one sentence about the result, one about the original, one warning at most. */
function renderSummary(job) {
  const { result } = job;
  const receipt = result.receipt ?? {};
  const line = $('receipt-line');
  if (isDp(receipt)) {
    line.textContent = receiptSentence(receipt);
    line.className = isPrivate(receipt) ? '' : 'warning';
  } else {
    const chosen = job.mode === 'rules';
    line.replaceChildren(
      rulesOnlySentence(receipt, chosen),
      chosen ? '' : ' ',
      chosen ? '' : h('a', { href: MODELS_HELP, target: '_blank', rel: 'noopener' }, 'How to install the models'),
    );
    line.className = 'warning';
  }
  $('sensitivity').textContent = sensitivitySentence(result.sensitivity);
  // The conversation's total matters once something was spent or a budget is set; before
  // that it would only repeat the rules-only warning.
  const ledger = field(receipt, 'Receipt.ledger');
  const spent =
    ledger !== undefined &&
    (field(ledger, 'LedgerSummary.releases') > 0 || field(ledger, 'LedgerSummary.budget_epsilon') !== undefined);
  $('ledger-line').textContent = spent ? ledgerSentence(ledger) : '';
  $('ledger-line').className = field(ledger, 'LedgerSummary.over_budget') ? 'warning' : '';
  show('ledger-line', Boolean(spent));
  $('every-draw').textContent = EVERY_DRAW_SPENDS;
  show('every-draw', isDp(receipt));
  // A rules-only receipt's own warning is the sentence above: list only the others, once.
  const said = new Set(isDp(receipt) ? [] : (field(receipt, 'Receipt.warnings') ?? []));
  const warnings = (result.warnings ?? []).filter((w) => !said.has(w));
  $('warnings').replaceChildren(...warnings.map((w) => h('li', {}, w)));
  $('receipt').replaceChildren(renderReceipt(receipt, { omit: ['warnings'] }));
}

function renderResult(job) {
  show('progress-section', false);
  show('error', false);
  show('summary', true);
  show('review', true);
  show('cancel', false);
  if (job.kind === 'restore') {
    renderRestore(job);
    reportSize();
    return;
  }
  const receipt = field(job.result, 'RewriteData.receipt') ?? {};
  const [badgeText, badgeClass] = badgeOf(receipt);
  $('title').textContent = 'Review before inserting';
  const badge = $('badge');
  badge.hidden = false;
  badge.className = `badge ${badgeClass}`;
  badge.textContent = badgeText;
  renderSummary(job);
  renderTexts(job.original, job.result.output, job.result.spans);
  show('how-to-correct', true);
  show('receipt-details', true);
  show('insert', Boolean(job.insertable));
  show('copy', true);
  show('discard', true);
  $('discard').textContent = 'Discard';
  const keep = document.activeElement;
  if (!keep || keep === document.body || !keep.isConnected || keep.closest('#correct')) {
    (job.insertable ? $('insert') : $('copy')).focus();
  }
  reportSize();
}

function render(job) {
  current = job;
  $('panel').setAttribute('aria-busy', String(job.state === 'running'));
  document.body.dataset.state = job.state;
  document.body.dataset.revision = String(Number(document.body.dataset.revision ?? 0) + (job.state === 'done' ? 1 : 0));
  switch (job.state) {
    case 'running':
      renderProgress(job);
      break;
    case 'done':
      renderResult(job);
      break;
    case 'cancelled':
    case 'error':
      renderError(job, job.error?.message ?? 'Something went wrong.');
      break;
    case 'inserted':
    case 'discarded':
      close();
      break;
    default:
      break;
  }
  reportSize();
}

// --------------------------------------------------------------------------- actions

async function copyResult() {
  const text = current?.result?.output ?? '';
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard API refused (no focus / permission): fall back to a selected textarea.
    const area = h('textarea', { class: 'visually-hidden', 'aria-hidden': 'true' });
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  setStatus('Copied.');
  send('job.copied').catch(() => {}); // the history records it; nothing to show if it fails
}

function connect() {
  if (!jobId) {
    renderError(null, 'This review is no longer available.');
    return;
  }
  port = api.runtime.connect({ name: 'dpa-panel' });
  port.onMessage.addListener((message) => {
    if (message?.v !== V) return;
    if (message.type === 'job.update') render(message.job);
    else if (message.type === 'job.missing') renderError(null, 'This review is no longer available (the extension restarted). Your text was not changed.');
    else if (message.type === 'reply') {
      const entry = waiting.get(message.id);
      waiting.delete(message.id);
      if (!entry) return;
      if (message.ok) entry.resolve(message.data);
      else entry.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
    }
  });
  port.onDisconnect.addListener(() => {
    for (const entry of waiting.values()) entry.reject(new Error('The extension restarted; nothing was inserted.'));
    waiting.clear();
    if (current?.state === 'running') renderError(null, 'The extension restarted before the result arrived. Your text was not changed.');
  });
  port.postMessage({ v: V, type: 'job.attach', job: jobId });
}

$('cancel').addEventListener('click', async () => {
  $('cancel').disabled = true;
  setStatus('Cancelling…');
  try {
    await send('job.cancel');
  } catch (error) {
    setStatus(error.message);
  }
});

$('insert').addEventListener('click', async () => {
  $('insert').disabled = true;
  setStatus('Inserting…');
  try {
    await send('job.accept');
    setStatus('Inserted.');
    close();
  } catch (error) {
    $('insert').disabled = false;
    setStatus('');
    const box = $('error');
    box.replaceChildren(h('p', {}, error.message));
    show('error', true);
  }
});

$('copy').addEventListener('click', copyResult);

$('discard').addEventListener('click', async () => {
  try {
    await send('job.discard');
  } catch {
    /* already gone */
  }
  close();
});

/** Everything in the panel that takes focus, in order (the focus trap cycles through it). */
function focusables() {
  return [...document.querySelectorAll('button, a[href], input, select, summary, [tabindex="0"]')].filter(
    (e) => !e.disabled && e.getClientRects().length > 0,
  );
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    if (!$('correct').hidden) closeCorrection();
    else if (current?.state === 'running') $('cancel').click();
    else $('discard').click();
    return;
  }
  if (event.key === 'Tab') {
    const all = focusables();
    if (all.length === 0) return;
    const first = all[0];
    const last = all.at(-1);
    if (event.shiftKey && (document.activeElement === first || !all.includes(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !all.includes(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  }
});

connect();
