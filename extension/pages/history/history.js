/**
 * History page: the host's receipts (history.list/get/delete/export through the service
 * worker). Listing shows receipts only; outputs and originals are fetched for the detail view.
 */
import { call } from '../../shared/api.js';
import { categoryWord, formatNumber, ledgerSentence, receiptSentence } from '../../shared/words.js';
import { $, formatTime, h, highlightPlaceholders } from '../shared/dom.js';
import { renderReceipt } from '../shared/receipt.js';

const PAGE = 50;
let offset = 0;
let current = null;

function filters() {
  return { origin: $('site').value.trim() || undefined, path: $('path').value || undefined, query: $('query').value.trim() || undefined };
}

function showError(error) {
  const box = $('error');
  box.textContent = error ? error.message : '';
  box.hidden = !error;
}

function row(entry) {
  const view = h('button', { type: 'button', onclick: () => openDetail(entry.id), 'aria-label': `View entry from ${formatTime(entry.created_at)}` }, 'View');
  const remove = h('button', { type: 'button', class: 'danger', onclick: () => deleteOne(entry.id), 'aria-label': `Delete entry from ${formatTime(entry.created_at)}` }, 'Delete');
  return h(
    'tr',
    { 'data-entry': entry.id },
    h('td', {}, formatTime(entry.created_at)),
    h('td', {}, entry.origin ?? '—'),
    h('td', {}, entry.conversation_id ?? '—'),
    h('td', {}, entry.path === 'dp-rewrite' ? 'DP rewrite' : 'Rules only'),
    h('td', {}, entry.epsilon === null || entry.epsilon === undefined ? '—' : formatNumber(entry.epsilon)),
    h('td', {}, entry.chunks ?? '—'),
    h('td', {}, entry.categories.length ? entry.categories.map(categoryWord).join(', ') : 'nothing'),
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
    $('detail-title').textContent = `Entry from ${formatTime(entry.created_at)}${entry.origin ? ` on ${entry.origin}` : ''}`;
    $('detail-line').textContent = receiptSentence(entry.receipt);
    $('detail-ledger').textContent = ledgerSentence(entry.receipt?.ledger);
    $('detail-ledger').hidden = !entry.receipt?.ledger;
    $('detail-output').replaceChildren(entry.output === null ? 'This entry is locked: its key is missing.' : highlightPlaceholders(entry.output));
    $('detail-original-box').hidden = !entry.original;
    $('detail-original').textContent = entry.original ?? '';
    $('show-original').hidden = !entry.has_original || Boolean(entry.original);
    $('detail-receipt').replaceChildren(renderReceipt(entry.receipt));
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
    if (current?.id === id) $('detail').hidden = true;
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
$('show-original').addEventListener('click', () => current && openDetail(current.id, { includeOriginal: true }));

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
