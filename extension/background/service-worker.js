/**
 * Background entry point (a service worker in Chromium, an event page in Firefox). It wires the
 * browser events to the named handlers in handlers.js; privileged work happens only here.
 */
import { api, V } from '../shared/api.js';
import { loadSettings } from '../shared/settings.js';
import { createHandlers } from './handlers.js';
import { createHostClient } from './host-client.js';
import { Jobs } from './jobs.js';
import { CODES, codedError, sentenceFor } from '../shared/codes.js';

const host = createHostClient({ getTransport: loadSettings });
const jobs = new Jobs();
const { handlers, menuClicked } = createHandlers({ host, jobs });

function errorReply(error) {
  return { ok: false, error: { code: error?.code ?? CODES.INTERNAL, message: error?.message ?? sentenceFor(CODES.INTERNAL) } };
}

/**
 * What a content script (code running inside a web page's process) may ask for: starting a
 * rewrite of the text it read. Everything else — history, settings, pairing, site access —
 * is for the extension's own pages only, so a compromised page cannot read the history or
 * the pairing token through our content script.
 */
const CONTENT_SCRIPT_TYPES = new Set(['composer.anonymize']);
const EXTENSION_ORIGIN = api.runtime.getURL('');

function fromExtensionPage(sender) {
  return typeof sender.url === 'string' && sender.url.startsWith(EXTENSION_ORIGIN);
}

api.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== api.runtime.id) return false;
  if (!message || message.v !== V || typeof message.type !== 'string') return false;
  const handler = Object.hasOwn(handlers, message.type) ? handlers[message.type] : null;
  if (!handler) {
    sendResponse(errorReply(codedError(CODES.UNKNOWN_TYPE, `Unknown message type ${message.type}.`)));
    return false;
  }
  if (!fromExtensionPage(sender) && !CONTENT_SCRIPT_TYPES.has(message.type)) {
    sendResponse(errorReply(codedError(CODES.FORBIDDEN)));
    return false;
  }
  Promise.resolve()
    .then(() => handler(message, sender))
    .then((data) => sendResponse({ ok: true, data }), (error) => sendResponse(errorReply(error)));
  return true;
});

/** The review panel subscribes to its job over a named port. */
api.runtime.onConnect.addListener((port) => {
  if (port.name !== 'dpa-panel' || port.sender?.id !== api.runtime.id || !fromExtensionPage(port.sender)) {
    port.disconnect();
    return;
  }
  let job = null;
  port.onMessage.addListener(async (message) => {
    if (message?.v !== V) return;
    if (message.type === 'job.attach') {
      job = jobs.get(message.job);
      if (!job) {
        port.postMessage({ v: V, type: 'job.missing' });
        return;
      }
      job.ports.add(port);
      port.postMessage({ v: V, type: 'job.update', job: jobs.view(job) });
      return;
    }
    const handler = handlers[message.type];
    if (!job || !handler || !message.type.startsWith('job.')) return;
    try {
      const data = await handler({ ...message, job: job.id }, port.sender);
      port.postMessage({ v: V, type: 'reply', id: message.id, ok: true, data });
    } catch (error) {
      port.postMessage({ v: V, type: 'reply', id: message.id, ...errorReply(error) });
    }
  });
  port.onDisconnect.addListener(() => job?.ports.delete(port));
});

async function createMenus() {
  await api.contextMenus.removeAll();
  api.contextMenus.create({ id: 'dpa-rewrite-selection', title: 'Rewrite selection with dp-anonymizer', contexts: ['selection', 'editable'] });
  api.contextMenus.create({ id: 'dpa-restore-placeholders', title: 'Restore placeholders', contexts: ['selection'] });
}

api.runtime.onInstalled.addListener(createMenus);
api.runtime.onStartup?.addListener(createMenus);

api.contextMenus.onClicked.addListener((info, tab) => {
  menuClicked(info, tab).catch((error) => notifyTab(tab, error));
});

/** Shows an error from a menu or shortcut in the page (the panel shows the sentence). */
function notifyTab(tab, error) {
  if (!tab?.id || tab.id < 0) return;
  api.tabs
    .sendMessage(tab.id, { v: V, type: 'notice', code: error.code ?? CODES.INTERNAL, message: error.message })
    .catch(() => {});
}

async function onCommand(command, tab) {
  if (command !== 'anonymize-composer') return;
  const target = tab ?? (await api.tabs.query({ active: true, currentWindow: true }))[0];
  if (!target?.id) return;
  api.tabs.sendMessage(target.id, { v: V, type: 'composer.trigger' }).catch(() => {
    notifyTab(target, codedError(CODES.NO_COMPOSER));
  });
}

api.commands.onCommand.addListener(onCommand);

/**
 * For the e2e tests, which call the context-menu and shortcut handlers directly (neither a
 * context menu nor a browser shortcut can be used in a headless browser). Only their test
 * build exposes it (as `globalThis.dpa`, from an entry module the tests add to a copy of the
 * extension); a normal install puts nothing on the worker's global object.
 */
export const testHooks = Object.freeze({ handlers, menuClicked, onCommand, host, jobs });
