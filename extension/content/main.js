/**
 * Content-script main: picks the site adapter for this page, (re)starts it on SPA navigation
 * with a fresh AbortSignal, and answers the service worker (open/close panel, write the
 * accepted text, capture the selection for the context menu, keyboard shortcut).
 */
import { api, V } from '../shared/api.js';
import { loadSettings } from '../shared/settings.js';
import { anonymizeComposer, currentComposer, jobTargets } from './lib/composer.js';
import { EditorWriteError, captureSelection, replaceSelection, writeText } from './lib/editors.js';
import { guardPastes, pasteTargets } from './lib/paste-guard.js';
import { closePanel, openPanel, showNotice } from './lib/ui.js';
import { adapterFor } from './sites/index.js';

let lastSelection = null;

async function start(adapter, signal) {
  const settings = await loadSettings();
  const site = settings.sites[adapter.id];
  if (site && site.enabled === false) return;
  adapter.init(signal);
  if (site?.paste_guard || (adapter.id === 'generic' && settings.sites.generic?.paste_guard)) {
    guardPastes((root) => root.matches(adapter.selectors.composer.join(', ')), signal);
  }
}

function onNavigation(callback) {
  let href = location.href;
  const check = () => {
    if (location.href !== href) {
      href = location.href;
      callback();
    }
  };
  addEventListener('popstate', check);
  globalThis.navigation?.addEventListener?.('navigatesuccess', check);
  setInterval(check, 1000);
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

function listen() {
  api.runtime.onMessage.addListener((message, _sender, sendResponse) => {
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
        if (composer) anonymizeComposer(composer);
        else showNotice('No message box found on this page.');
        sendResponse({ ok: Boolean(composer) });
        return false;
      }
      case 'notice':
        showNotice(message.message);
        sendResponse({ ok: true });
        return false;
      case 'editor.write':
        write(message).then(
          () => {
            closePanel(message.job);
            sendResponse({ ok: true });
          },
          (error) => sendResponse({ ok: false, error: { code: error.code ?? 'WRITE_FAILED', message: error.message } }),
        );
        return true;
      default:
        return false;
    }
  });
}

export async function main() {
  const settings = await loadSettings();
  const enabledHere = settings.enabled_origins.includes(location.origin);
  listen();
  let controller = null;
  const restart = () => {
    controller?.abort();
    controller = new AbortController();
    const adapter = adapterFor(location, { enabledHere });
    if (adapter) start(adapter, controller.signal);
  };
  onNavigation(restart);
  restart();
  document.documentElement.setAttribute('data-dpa-ready', '');
}
