/**
 * History page: the host's receipts (history.list/get/delete/export through the service
 * worker). Listing shows receipts only; outputs and originals are fetched for the detail view.
 */
import { call } from '../../shared/api.js';
import { field } from '../../shared/contract.js';
import { categoryWord, formatNumber, ledgerSentence, receiptSentence } from '../../shared/words.js';
import { $, formatTime, h, highlightPlaceholders } from '../shared/dom.js';
import { renderReceipt } from '../shared/receipt.js';

const PAGE = 50;
let offset = 0;
let current = null;

/** What became of a result (the entry's `outcome`), in words. */
const OUTCOME_WORDS = {
  inserted: 'Inserted',
  copied: 'Copied',
  discarded: 'Discarded',
  shown: 'Shown, no decision',
  cli: 'Command line',
};

function filters() {
  return {
    origin: $('site').value.trim() || undefined,
    path: $('path').value || undefined,
    outcome: $('outcome').value || undefined,
    query: $('query').value.trim() || undefined,
  };
}

function showError(error) {
  const box = $('error');
  box.textContent = error ? error.message : '';
  box.hidden = !error;
}

function row(entry) {
  const id = field(entry, 'EntrySummary.id');
  const when = formatTime(field(entry, 'EntrySummary.created_at'));
  const epsilon = field(entry, 'EntrySummary.epsilon');
  const categories = field(entry, 'EntrySummary.categories') ?? [];
  const view = h('button', { type: 'button', onclick: () => openDetail(id), 'aria-label': `View entry from ${when}` }, 'View');
  const remove = h('button', { type: 'button', class: 'danger', onclick: () => deleteOne(id), 'aria-label': `Delete entry from ${when}` }, 'Delete');
  return h(
    'tr',
    { 'data-entry': id },
    h('td', {}, when),
    h('td', {}, field(entry, 'EntrySummary.origin') ?? '—'),
    h('td', {}, field(entry, 'EntrySummary.conversation_id') ?? '—'),
    h('td', {}, field(entry, 'EntrySummary.path') === 'dp-rewrite' ? 'DP rewrite' : 'Rules only'),
    h('td', {}, epsilon === undefined ? '—' : formatNumber(epsilon)),
    h('td', {}, field(entry, 'EntrySummary.chunks') ?? '—'),
    h('td', {}, categories.length ? categories.map(categoryWord).join(', ') : 'nothing'),
    h('td', { class: 'outcome' }, OUTCOME_WORDS[field(entry, 'EntrySummary.outcome')] ?? '—'),
    h('td', { class: 'actions' }, view, ' ', remove),
  );
}

async function load({ append = false } = {}) {
  showError(null);
  if (!append) offset = 0;
  try {
    const { entries, total } = await call('history.list', { limit: PAGE, offset, ...filters() });
    const rows = entries.map(row);
    if (append) $('rows').append(...rows);
    else $('rows').replaceChildren(...rows);
    offset += entries.length;
    $('count').textContent = total === 0 ? 'No entries.' : `${total} entr${total === 1 ? 'y' : 'ies'}${total > offset ? `, showing ${offset}` : ''}.`;
    $('more').hidden = offset >= total;
  } catch (error) {
    $('count').textContent = 'History is not available.';
    showError(error);
  }
  document.body.dataset.ready = '1';
}

async function openDetail(id, { includeOriginal = false } = {}) {
  try {
    const { entry } = await call('history.get', { entry_id: id, include_original: includeOriginal });
    current = entry;
    const origin = field(entry, 'Entry.origin');
    const output = field(entry, 'Entry.output');
    const original = field(entry, 'Entry.original');
    const receipt = field(entry, 'Entry.receipt');
    const ledger = field(entry, 'Entry.receipt.ledger');
    const outcome = OUTCOME_WORDS[field(entry, 'Entry.outcome')] ?? '—';
    $('detail-title').textContent = `Entry from ${formatTime(field(entry, 'Entry.created_at'))}${origin ? ` on ${origin}` : ''} (${outcome.toLowerCase()})`;
    $('detail-line').textContent = receiptSentence(receipt);
    $('detail-ledger').textContent = ledgerSentence(ledger);
    $('detail-ledger').hidden = !ledger;
    $('detail-output').replaceChildren(output === undefined ? 'This entry is locked: its key is missing.' : highlightPlaceholders(output));
    $('detail-original-box').hidden = !original;
    $('detail-original').textContent = original ?? '';
    $('show-original').hidden = !field(entry, 'Entry.has_original') || Boolean(original);
    $('detail-receipt').replaceChildren(renderReceipt(receipt));
    $('detail').hidden = false;
    $('detail').focus();
  } catch (error) {
    showError(error);
  }
}

async function deleteOne(id) {
  try {
    await call('history.delete', { entry_id: id });
    $('status').textContent = 'Deleted.';
    if (field(current, 'Entry.id') === id) $('detail').hidden = true;
    await load();
  } catch (error) {
    showError(error);
  }
}

$('filters').addEventListener('submit', (event) => {
  event.preventDefault();
  load();
});
$('more').addEventListener('click', () => load({ append: true }));
$('close-detail').addEventListener('click', () => {
  $('detail').hidden = true;
  current = null;
});
$('show-original').addEventListener('click', () => current && openDetail(field(current, 'Entry.id'), { includeOriginal: true }));

$('delete-all').addEventListener('click', () => {
  $('confirm-all').hidden = false;
  $('confirm-all-no').focus();
});
$('confirm-all-no').addEventListener('click', () => {
  $('confirm-all').hidden = true;
  $('delete-all').focus();
});
$('confirm-all-yes').addEventListener('click', async () => {
  $('confirm-all').hidden = true;
  try {
    const { deleted } = await call('history.delete', { all: true });
    $('status').textContent = `Deleted ${deleted} entr${deleted === 1 ? 'y' : 'ies'}.`;
    $('detail').hidden = true;
    await load();
  } catch (error) {
    showError(error);
  }
});

$('export').addEventListener('click', async () => {
  try {
    const { export: data } = await call('history.export', { include_originals: false });
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = h('a', { href: url, download: `dp-anonymizer-history-${new Date().toISOString().slice(0, 10)}.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    $('status').textContent = 'Exported (receipts and outputs, without originals).';
  } catch (error) {
    showError(error);
  }
});

load();
