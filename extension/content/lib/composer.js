/**
 * The Anonymize flow shared by every site adapter: attach a button to each composer, read its
 * text on click (or shortcut), start the host job in the service worker, open the review
 * panel. The text to insert only arrives after the user presses Insert (see main.js).
 */
import { call } from '../../shared/api.js';
import { attach } from './attach.js';
import { editorRoot, readText } from './editors.js';
import { observe } from './observe.js';
import { createButton, openPanel, showNotice } from './ui.js';

/** jobId -> the editor the job will write into. */
export const jobTargets = new Map();
/** Composers currently carrying a button, most recent last. */
const composers = new Set();
let lastFocused = null;

/** Starts a job for `editor`'s text; notices it shows go away when `signal` aborts. */
export async function anonymizeComposer(editor, { signal } = {}) {
  const root = editorRoot(editor) ?? editor;
  const text = readText(root);
  if (!text.trim()) {
    showNotice('Type your message first, then press Anonymize.', { signal });
    return null;
  }
  let job;
  try {
    ({ job } = await call('composer.anonymize', { text }));
  } catch (error) {
    showNotice(error.message, { signal });
    return null;
  }
  jobTargets.set(job, root);
  openPanel(job, root);
  return job;
}

/**
 * Attaches the button to every element matching the adapter's composer selectors; when
 * `signal` aborts the buttons, listeners and this run's composers are forgotten.
 */
export function watchComposers(adapter, signal) {
  observe(
    adapter.selectors.composer,
    (element) => {
      const root = editorRoot(element) ?? element;
      composers.add(root);
      root.addEventListener('focusin', () => (lastFocused = root), { signal });
      signal.addEventListener(
        'abort',
        () => {
          composers.delete(root);
          if (lastFocused === root) lastFocused = null;
        },
        { once: true },
      );
      attach(root, 'anonymize', () => createButton({ siteId: adapter.id, anchor: root, signal, onActivate: () => anonymizeComposer(root, { signal }) }), { signal });
    },
    { signal, name: `${adapter.id}.composer` },
  );
}

/** The composer the keyboard shortcut acts on: the focused one, else the last one seen. */
export function currentComposer() {
  for (const root of [...composers]) if (!root.isConnected) composers.delete(root);
  const active = document.activeElement ? editorRoot(document.activeElement) : null;
  if (active && composers.has(active)) return active;
  if (lastFocused?.isConnected) return lastFocused;
  return [...composers].at(-1) ?? null;
}
