/**
 * The review panel (an extension page, shown in an iframe inside our closed shadow root or in
 * a small window). It subscribes to one job in the service worker and shows progress, then the
 * original and the result side by side with the receipt. Nothing reaches the page until the
 * user presses Insert; errors keep the original and show the host's sentence.
 */
import { api, newId, V } from '../../shared/api.js';
import { field } from '../../shared/contract.js';
import {
  EVERY_DRAW_SPENDS,
  badgeOf,
  isDp,
  isPrivate,
  ledgerSentence,
  receiptSentence,
  sensitivityWord,
} from '../../shared/words.js';
import { $, h, highlightPlaceholders } from '../shared/dom.js';
import { renderReceipt } from '../shared/receipt.js';

const params = new URLSearchParams(location.hash.slice(1));
const jobId = params.get('job');
const inWindow = params.get('window') === '1';

const STAGES = {
  detect: 'Finding personal data',
  embed: 'Embedding the text chunks',
  invert: 'Decoding the noisy embeddings',
  correct: 'Correcting the decoded text',
  done: 'Finishing',
};

let current = null;
let port = null;
const waiting = new Map();

function send(type) {
  const id = newId();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    try {
      port.postMessage({ v: V, id, type, job: jobId });
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

function renderProgress(job) {
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
  show('review', false);
  show('cancel', false);
  show('insert', false);
  show('copy', false);
  show('discard', true);
  $('discard').textContent = 'Close';
  $('discard').focus();
}

function renderResult(job) {
  const { result } = job;
  show('progress-section', false);
  show('error', false);
  show('review', true);
  show('cancel', false);
  $('original').replaceChildren(highlightPlaceholders(job.original));
  $('result').replaceChildren(highlightPlaceholders(result.output));
  if (job.kind === 'restore') {
    $('title').textContent = 'Placeholders restored';
    $('result-label').textContent = 'With your originals';
    $('sensitivity').textContent = result.unknown?.length
      ? `Not found in this conversation: ${result.unknown.join(', ')}.`
      : `${result.restored ?? 0} placeholder${result.restored === 1 ? '' : 's'} restored.`;
    $('receipt-line').textContent = 'This stays here: copy it if you need it. It is never sent to the site.';
    show('receipt-details', false);
    show('insert', false);
    show('copy', true);
    show('discard', true);
    $('discard').textContent = 'Close';
    $('copy').focus();
    return;
  }
  const receipt = field(result, 'RewriteData.receipt') ?? {};
  const [badgeText, badgeClass] = badgeOf(receipt);
  $('title').textContent = 'Review before inserting';
  const badge = $('badge');
  badge.hidden = false;
  badge.className = `badge ${badgeClass}`;
  badge.textContent = badgeText;
  $('sensitivity').textContent = `Sensitivity: ${result.sensitivity} of 3 (${sensitivityWord(result.sensitivity)}).`;
  $('receipt-line').textContent = receiptSentence(receipt);
  $('receipt-line').className = isPrivate(receipt) ? '' : 'warning';
  const ledger = ledgerSentence(field(receipt, 'Receipt.ledger'));
  $('ledger-line').textContent = ledger;
  $('ledger-line').className = field(receipt, 'Receipt.ledger.over_budget') ? 'warning' : '';
  show('ledger-line', Boolean(ledger));
  $('every-draw').textContent = EVERY_DRAW_SPENDS;
  show('every-draw', isDp(receipt));
  $('warnings').replaceChildren(...(result.warnings ?? []).map((w) => h('li', {}, w)));
  $('receipt').replaceChildren(renderReceipt(receipt));
  show('insert', Boolean(job.insertable));
  show('copy', true);
  show('discard', true);
  $('discard').textContent = 'Discard';
  (job.insertable ? $('insert') : $('copy')).focus();
}

function render(job) {
  current = job;
  $('panel').setAttribute('aria-busy', String(job.state === 'running'));
  document.body.dataset.state = job.state;
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
}

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

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    if (current?.state === 'running') $('cancel').click();
    else $('discard').click();
  }
});

connect();
