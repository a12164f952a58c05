/**
 * The service worker's message handlers, one named function per message type. Messages are
 * `{v, type, id, ...}`; a handler returns data (sent as `{ok: true, data}`) or throws an Error
 * with a `code` (sent as `{ok: false, error: {code, message}}`).
 */
import { api } from '../shared/api.js';
import { field } from '../shared/contract.js';
import { conversationId, siteOf } from '../shared/conversation.js';
import { REDACT_CATEGORIES, loadSettings, rewriteParams, saveSettings, withSiteCorrection } from '../shared/settings.js';
import { CODES, codedError, sentenceFor } from '../shared/codes.js';

export const PANEL_URL = 'pages/panel/panel.html';

/** A panel's correction, checked: `{allow: [text], redact: [{text, category}]}`. */
function checkedCorrection({ allow = [], redact = [] }) {
  const text = (t) => typeof t === 'string' && t.trim() !== '' && t.length <= 1000;
  if (!Array.isArray(allow) || !Array.isArray(redact) || allow.length + redact.length === 0) {
    throw codedError(CODES.INVALID, 'Choose a value to keep or to replace.');
  }
  if (!allow.every(text) || !redact.every((r) => text(r?.text) && REDACT_CATEGORIES.includes(r?.category))) {
    throw codedError(CODES.INVALID, 'A correction needs a value of up to 1000 characters and a known category.');
  }
  return { allow: allow.map((t) => t.trim()), redact: redact.map((r) => ({ text: r.text.trim(), category: r.category })) };
}

/** An Error with one of our codes (shared/codes.js) and the table's sentence unless given. */
const fail = codedError;

function requireText(text) {
  if (typeof text !== 'string' || !text.trim()) {
    throw fail(CODES.EMPTY);
  }
  return text;
}

/** Remembers the conversation ids a tab used, so Restore still finds a chat that got a new URL. */
async function rememberConversation(tabId, id) {
  if (tabId === undefined || tabId === null || !id || !api.storage.session) return;
  const key = `conversations:${tabId}`;
  const stored = (await api.storage.session.get(key))[key] ?? [];
  const next = [id, ...stored.filter((c) => c !== id)].slice(0, 8);
  await api.storage.session.set({ [key]: next });
}

async function conversationsOf(tabId) {
  if (tabId === undefined || tabId === null || !api.storage.session) return [];
  const key = `conversations:${tabId}`;
  return (await api.storage.session.get(key))[key] ?? [];
}

export function createHandlers({ host, jobs }) {
  /** Starts a host rewrite for `text` and returns the job id the panel subscribes to. */
  async function startRewrite({ text, url, tabId, frameId, insertable, target }) {
    requireText(text);
    const job = jobs.create({
      kind: 'rewrite',
      original: text,
      tabId,
      frameId,
      insertable,
      target,
      site: url ? siteOf(url) : null,
      conversation: url ? conversationId(url) : null,
      corrections: { allow: [], redact: [] },
    });
    await rememberConversation(tabId, job.conversation);
    await runRewrite(job);
    return job;
  }

  /**
   * Sends the job's text to the host with the settings, the site's lists and the job's
   * corrections; `revises` names the result a correction replaces (the host undoes its
   * placeholders and its history entry). The reply becomes the job's result.
   */
  async function runRewrite(job, revises = null) {
    const settings = await loadSettings();
    const { params, mode, store_original } = rewriteParams(settings, job.site, job.corrections);
    job.mode = mode;
    const fields = { text: job.original, params, mode, store_original };
    if (job.conversation) fields.conversation_id = job.conversation;
    if (job.site) fields.origin = job.site;
    if (revises) fields.revises = revises;
    host
      .request('rewrite', fields, {
        signal: job.controller.signal,
        onProgress: (progress) => jobs.update(job, { progress }),
      })
      .then(
        (result) => jobs.update(job, { state: 'done', result }),
        (error) =>
          jobs.update(job, {
            state: error.code === CODES.CANCELLED ? 'cancelled' : 'error',
            error: { code: error.code ?? CODES.INTERNAL, message: error.message },
          }),
      );
  }

  /** Restores placeholders in `text` for the tab's conversation(s); never written to the page. */
  async function startRestore({ text, url, tabId }) {
    requireText(text);
    const job = jobs.create({ kind: 'restore', original: text, tabId, insertable: false, site: url ? siteOf(url) : null });
    const ids = [...new Set([url ? conversationId(url) : null, ...(await conversationsOf(tabId))])].filter(Boolean);
    (async () => {
      if (ids.length === 0) throw fail(CODES.NOT_FOUND, 'This tab has no anonymized conversation to restore from.');
      let best = null;
      let lastError = null;
      for (const conversation_id of ids) {
        try {
          const data = await host.request('restore', { text, conversation_id });
          if (!best || data.unknown.length < best.unknown.length) best = data;
          if (data.unknown.length === 0) break;
        } catch (error) {
          if (error.code !== CODES.NOT_FOUND) throw error;
          lastError = error;
        }
      }
      if (!best) throw lastError ?? fail(CODES.NOT_FOUND, 'No placeholders from this conversation were found.');
      return best;
    })().then(
      (result) => jobs.update(job, { state: 'done', result }),
      (error) => jobs.update(job, { state: 'error', error: { code: error.code ?? CODES.INTERNAL, message: error.message } }),
    );
    return job;
  }

  /** Opens the panel for a job: in the page (content script) or, failing that, in a small window. */
  async function showPanel(job) {
    if (job.tabId !== undefined && job.tabId !== null && job.tabId >= 0) {
      try {
        await api.tabs.sendMessage(job.tabId, { v: 1, type: 'panel.open', job: job.id }, { frameId: job.frameId ?? 0 });
        return 'page';
      } catch {
        /* no content script on this page: use a window */
      }
    }
    job.insertable = false;
    await api.windows.create({ url: api.runtime.getURL(`${PANEL_URL}#job=${job.id}&window=1`), type: 'popup', width: 760, height: 640 });
    return 'window';
  }

  /**
   * Tells the host what became of a shown result, so its history entry says inserted, copied
   * or discarded. A later Insert outranks a Copy; closing after a Copy stays 'copied'. The
   * history is a record, not the flow: a failure here never blocks the user.
   */
  function reportOutcome(job, outcome) {
    const entry_id = job.kind === 'rewrite' ? field(job.result, 'RewriteData.history_id') : undefined;
    if (!entry_id || job.outcome === outcome || (outcome === 'discarded' && job.outcome)) return Promise.resolve();
    job.outcome = outcome;
    return host.request('history.outcome', { entry_id, outcome }).catch(() => {});
  }

  async function forward(type, fields) {
    return host.request(type, fields);
  }

  const handlers = {
    /** From the Anonymize button / shortcut: rewrite the composer's text. */
    async 'composer.anonymize'(message, sender) {
      const job = await startRewrite({
        text: message.text,
        url: sender.tab?.url ?? sender.url,
        tabId: sender.tab?.id,
        frameId: sender.frameId ?? 0,
        insertable: true,
        target: 'composer',
      });
      return { job: job.id };
    },

    /** From the panel: the user accepted; hand the text to the content script to insert. */
    async 'job.accept'(message) {
      const job = jobs.get(message.job);
      if (!job || job.state !== 'done' || job.kind !== 'rewrite') {
        throw fail(CODES.NOT_READY);
      }
      if (!job.insertable) throw fail(CODES.NOT_INSERTABLE);
      const reply = await api.tabs.sendMessage(
        job.tabId,
        { v: 1, type: 'editor.write', job: job.id, text: job.result.output, target: job.target },
        { frameId: job.frameId ?? 0 },
      );
      if (!reply?.ok) {
        // The content script's code comes over a message: passed on as is, not checked.
        throw Object.assign(new Error(reply?.error?.message ?? sentenceFor(CODES.WRITE_FAILED)), {
          code: reply?.error?.code ?? CODES.WRITE_FAILED,
        });
      }
      jobs.update(job, { state: 'inserted' });
      jobs.remove(job);
      await reportOutcome(job, 'inserted');
      return { inserted: true };
    },

    /**
     * From the panel: a correction (keep values, replace values with a category). The host
     * rewrites the same text again with it; with `always`, the site's lists keep it too.
     */
    async 'job.correct'(message) {
      const job = jobs.get(message.job);
      if (!job || job.state !== 'done' || job.kind !== 'rewrite') throw fail(CODES.NOT_READY);
      const correction = checkedCorrection(message);
      if (message.always === true && job.site) {
        await saveSettings(withSiteCorrection(await loadSettings(), job.site, correction));
      }
      const key = (text) => text.trim().toLowerCase();
      const kept = new Set(correction.allow.map(key));
      const replaced = new Set(correction.redact.map((r) => key(r.text)));
      job.corrections = {
        allow: [...job.corrections.allow.filter((t) => !replaced.has(key(t))), ...correction.allow],
        redact: [...job.corrections.redact.filter((r) => !kept.has(key(r.text))), ...correction.redact],
      };
      const revises = field(job.result, 'RewriteData.history_id') ?? null;
      // the corrected result gets its own history entry, and its own outcome
      job.outcome = undefined;
      job.controller = new AbortController();
      jobs.update(job, { state: 'running', progress: null, result: null, error: null });
      await runRewrite(job, revises);
      return { correcting: true };
    },

    /** From the panel: the user copied the result (the copy itself happens in the panel). */
    async 'job.copied'(message) {
      const job = jobs.get(message.job);
      if (!job || job.state !== 'done') return { recorded: false };
      await reportOutcome(job, 'copied');
      return { recorded: true };
    },

    async 'job.cancel'(message) {
      const job = jobs.get(message.job);
      if (!job) throw fail(CODES.NOT_FOUND, 'This review was already closed.');
      if (job.state === 'running') job.controller.abort();
      return { cancelling: job.state === 'running' };
    },

    /** Discard / close: forget the job and tell the page to remove the panel. */
    async 'job.discard'(message) {
      const job = jobs.get(message.job);
      if (!job) return { discarded: false };
      if (job.state === 'running') job.controller.abort();
      const shown = job.state === 'done';
      jobs.update(job, { state: 'discarded' });
      jobs.remove(job);
      if (shown) await reportOutcome(job, 'discarded');
      if (job.tabId !== undefined && job.tabId !== null && job.tabId >= 0) {
        api.tabs.sendMessage(job.tabId, { v: 1, type: 'panel.close', job: job.id }, { frameId: job.frameId ?? 0 }).catch(() => {});
      }
      return { discarded: true };
    },

    async status() {
      const data = await host.request('status');
      return { ...data, connection: host.state() };
    },

    async 'settings.get'() {
      return loadSettings();
    },

    async 'settings.set'(message) {
      const before = await loadSettings();
      const saved = await saveSettings(message.settings);
      const transportChanged =
        before.transport !== saved.transport ||
        before.ws_port !== saved.ws_port ||
        before.pairing_token !== saved.pairing_token;
      if (transportChanged) host.disconnect();
      let hostSettings = null;
      let hostError = null;
      try {
        hostSettings = await host.request('history.settings', {
          retention_days: saved.history.retention_days,
          store_originals: saved.history.store_originals,
        });
      } catch (error) {
        hostError = { code: error.code, message: error.message };
      }
      return { settings: saved, host: hostSettings, host_error: hostError };
    },

    async 'history.list'(message) {
      const fields = {};
      for (const key of ['limit', 'offset', 'origin', 'path', 'outcome', 'query']) {
        if (message[key] !== undefined && message[key] !== null && message[key] !== '') fields[key] = message[key];
      }
      return forward('history.list', fields);
    },

    async 'history.get'(message) {
      return forward('history.get', { entry_id: message.entry_id, include_original: Boolean(message.include_original) });
    },

    async 'history.delete'(message) {
      if (message.all === true) return forward('history.delete', { all: true });
      if (typeof message.entry_id === 'string') return forward('history.delete', { entry_id: message.entry_id });
      throw fail(CODES.INVALID, 'Choose an entry to delete.');
    },

    async 'history.export'(message) {
      return forward('history.export', { include_originals: Boolean(message.include_originals) });
    },

    async 'history.settings'() {
      return forward('history.settings', {});
    },

    /** The WebSocket token and port, asked over native messaging whatever the transport. */
    async pair() {
      return host.pair();
    },

    /** Popup switch: enable the extension on a site the user chose (optional permission). */
    async 'site.enable'(message) {
      return setSiteEnabled(message.origin, true);
    },

    async 'site.disable'(message) {
      return setSiteEnabled(message.origin, false);
    },
  };

  /** Shared by the real context menu and the test entry points above. */
  async function menuClicked(info, tab) {
    const text = info.selectionText ?? '';
    let selection = null;
    if (tab?.id !== undefined && tab.id >= 0) {
      try {
        selection = await api.tabs.sendMessage(tab.id, { v: 1, type: 'selection.capture' }, { frameId: info.frameId ?? 0 });
      } catch {
        selection = null; // no content script here: use the browser's selection text
      }
    }
    const selected = selection?.ok && selection.text ? selection.text : text;
    if (!selected.trim()) throw fail(CODES.EMPTY, 'Select some text first.');
    if (info.menuItemId === 'dpa-restore-placeholders') {
      const job = await startRestore({ text: selected, url: tab?.url, tabId: tab?.id });
      job.frameId = info.frameId ?? 0;
      const where = await showPanel(job);
      return { job: job.id, where };
    }
    const job = await startRewrite({
      text: selected,
      url: tab?.url,
      tabId: tab?.id,
      frameId: info.frameId ?? 0,
      insertable: Boolean(selection?.ok && selection.editable),
      target: 'selection',
    });
    const where = await showPanel(job);
    return { job: job.id, where };
  }

  async function setSiteEnabled(origin, enabled) {
    if (typeof origin !== 'string' || !/^https?:\/\/[^/]+$/.test(origin)) {
      throw fail(CODES.INVALID, 'This page cannot be enabled (only http and https sites).');
    }
    const settings = await loadSettings();
    const scriptId = `dpa-site-${origin.replace(/[^a-z0-9]/gi, '_')}`;
    const patterns = [`${origin}/*`];
    if (enabled) {
      const granted = await api.permissions.contains({ origins: patterns });
      if (!granted) throw fail(CODES.PERMISSION);
      const existing = await api.scripting.getRegisteredContentScripts({ ids: [scriptId] });
      if (existing.length === 0) {
        await api.scripting.registerContentScripts([
          { id: scriptId, matches: patterns, js: ['content/loader.js'], runAt: 'document_idle', persistAcrossSessions: true },
        ]);
      }
      settings.enabled_origins = [...new Set([...settings.enabled_origins, origin])];
    } else {
      await api.scripting.unregisterContentScripts({ ids: [scriptId] }).catch(() => {});
      settings.enabled_origins = settings.enabled_origins.filter((o) => o !== origin);
    }
    await saveSettings(settings);
    return { origin, enabled };
  }

  return { handlers, menuClicked, startRewrite, showPanel };
}

