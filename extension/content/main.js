/**
 * Content-script main: picks the site adapter for this page, (re)starts it on SPA navigation
 * with a fresh AbortSignal, and answers the service worker (open/close panel, write the
 * accepted text, capture the selection for the context menu, keyboard shortcut).
 *
 * Everything it starts (listeners, the navigation poll, each adapter run) hangs off one
 * AbortSignal, so stopping the content script leaves nothing behind in the page; it stops by
 * itself at the first navigation after the extension that injected it is gone (updated,
 * reloaded or removed).
 */
import { api, V } from '../shared/api.js';
import { loadSettings } from '../shared/settings.js';
import { anonymizeComposer, currentComposer, jobTargets } from './lib/composer.js';
import { EditorWriteError, captureSelection, replaceSelection, writeText } from './lib/editors.js';
import { guardPastes, pasteTargets } from './lib/paste-guard.js';
import { closePanel, openPanel, showNotice } from './lib/ui.js';
import { adapterFor } from './sites/index.js';
import { CODES } from '../shared/codes.js';

let lastSelection = null;

async function start(adapter, signal) {
  const settings = await loadSettings();
  // Navigation may have aborted this run while the settings were loading.
  if (signal.aborted) return;
  const site = settings.sites[adapter.id];
  if (site && site.enabled === false) return;
  adapter.init(signal);
  if (site?.paste_guard || (adapter.id === 'generic' && settings.sites.generic?.paste_guard)) {
    guardPastes((root) => root.matches(adapter.selectors.composer.join(', ')), signal);
  }
}

/** Calls `callback` when the URL changes (SPA navigation) until `signal` aborts. */
function onNavigation(callback, signal) {
  let href = location.href;
  const check = () => {
    if (location.href !== href) {
      href = location.href;
      callback();
    }
  };
  addEventListener('popstate', check, { signal });
  globalThis.navigation?.addEventListener?.('navigatesuccess', check, { signal });
  // Not every SPA router fires popstate or has the Navigation API: poll as a fallback.
  const timer = setInterval(check, 1000);
  signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}

async function write(message) {
  if (message.target === 'selection') {
    await replaceSelection(lastSelection, message.text);
    lastSelection = null;
    return;
  }
  const pasted = pasteTargets.get(message.job);
  if (pasted) {
    await replaceSelection(pasted, message.text);
    pasteTargets.delete(message.job);
    return;
  }
  const editor = jobTargets.get(message.job);
  if (!editor) throw new EditorWriteError('The message box for this review is gone. Use Copy instead.');
  await writeText(editor, message.text);
  jobTargets.delete(message.job);
}

function listen(signal) {
  const onMessage = (message, _sender, sendResponse) => {
    if (message?.v !== V) return false;
    switch (message.type) {
      case 'panel.open':
        openPanel(message.job, lastSelection?.root ?? lastSelection?.field ?? currentComposer());
        sendResponse({ ok: true });
        return false;
      case 'panel.close':
        closePanel(message.job);
        jobTargets.delete(message.job);
        pasteTargets.delete(message.job);
        sendResponse({ ok: true });
        return false;
      case 'selection.capture':
        lastSelection = captureSelection();
        sendResponse({ ok: true, text: lastSelection.text, editable: lastSelection.editable });
        return false;
      case 'composer.trigger': {
        const composer = currentComposer();
        if (composer) anonymizeComposer(composer, { signal });
        else showNotice('No message box found on this page.', { signal });
        sendResponse({ ok: Boolean(composer) });
        return false;
      }
      case 'notice':
        showNotice(message.message, { signal });
        sendResponse({ ok: true });
        return false;
      case 'editor.write':
        write(message).then(
          () => {
            closePanel(message.job);
            sendResponse({ ok: true });
          },
          (error) => sendResponse({ ok: false, error: { code: error.code ?? CODES.WRITE_FAILED, message: error.message } }),
        );
        return true;
      default:
        return false;
    }
  };
  api.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => api.runtime.onMessage.removeListener(onMessage), { once: true });
}

/**
 * Starts the content script; aborting `signal` stops all of it (the adapter run, listeners,
 * the navigation poll, an open panel). Returns the AbortController that owns the rest.
 */
export async function main(signal) {
  const life = new AbortController();
  if (signal) {
    if (signal.aborted) life.abort();
    else signal.addEventListener('abort', () => life.abort(), { once: true, signal: life.signal });
  }
  const settings = await loadSettings();
  if (life.signal.aborted) return life;
  const enabledHere = settings.enabled_origins.includes(location.origin);
  listen(life.signal);
  life.signal.addEventListener('abort', () => closePanel(), { once: true });
  let run = null;
  const restart = () => {
    run?.abort();
    // An orphaned content script (its extension was reloaded or removed) can reach nothing.
    if (!api.runtime?.id) {
      life.abort();
      return;
    }
    run = new AbortController();
    const adapter = adapterFor(location, { enabledHere });
    if (adapter) start(adapter, run.signal);
  };
  life.signal.addEventListener('abort', () => run?.abort(), { once: true });
  onNavigation(restart, life.signal);
  restart();
  document.documentElement.setAttribute('data-dpa-ready', '');
  return life;
}
