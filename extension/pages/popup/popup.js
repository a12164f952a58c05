/**
 * Toolbar popup: is the host reachable (transport, version, models, device), and should the
 * Anonymize button appear on the current site? Built-in chat sites have a per-site switch;
 * any other site asks for the optional host permission first (a browser prompt).
 */
import { api, call } from '../../shared/api.js';
import { loadSettings, saveSettings } from '../../shared/settings.js';
import { adapters } from '../../content/sites/index.js';
import { $, h } from '../shared/dom.js';

const params = new URLSearchParams(location.search);

async function showStatus() {
  const line = $('connection');
  try {
    const status = await call('status');
    line.className = 'ok';
    line.textContent = 'Connected to the host.';
    $('details').hidden = false;
    $('transport').textContent = status.transport === 'websocket' ? 'WebSocket (paired)' : 'Native messaging';
    $('version').textContent = `${status.version} (protocol ${status.protocol})`;
    const models = status.models;
    $('models').textContent = models.loaded
      ? 'loaded'
      : models.present
        ? 'installed, load on first use'
        : `missing (${models.missing.join(', ') || 'run "dp-anonymizer models download"'})`;
    $('device').textContent = models.device ? `${models.device}${models.dtype ? ` (${models.dtype})` : ''}` : '—';
    $('path').textContent = status.default_path === 'dp-rewrite' ? 'DP rewrite' : 'Rules only (no DP guarantee)';
    $('host-warnings').replaceChildren(...status.warnings.map((w) => h('li', {}, w)));
  } catch (error) {
    line.className = 'bad';
    line.textContent = error.message;
  }
}

/** The tab the popup is about: the active tab, or ?tab=<id> (the e2e tests open the popup as a page). */
async function currentTab() {
  const id = Number(params.get('tab'));
  if (Number.isInteger(id) && id > 0) return api.tabs.get(id);
  const [tab] = await api.tabs.query({ active: true, currentWindow: true });
  return tab;
}

async function showSite() {
  const tab = await currentTab();
  let url;
  try {
    url = new URL(tab?.url ?? '');
  } catch {
    return;
  }
  if (!/^https?:$/.test(url.protocol)) return;
  const settings = await loadSettings();
  const adapter = adapters.find((a) => a.matches.some((p) => p.includes(`//${url.hostname}/`)));
  const toggle = $('site-switch');
  $('site-name').textContent = adapter ? `${url.hostname} (built-in support)` : url.hostname;
  $('site-switch-label').hidden = false;
  const message = $('site-message');
  if (adapter) {
    toggle.checked = settings.sites[adapter.id]?.enabled !== false;
    toggle.addEventListener('change', async () => {
      const next = await loadSettings();
      next.sites[adapter.id] = { ...next.sites[adapter.id], enabled: toggle.checked };
      await saveSettings(next);
      message.textContent = 'Saved. Reload the page to apply.';
    });
    return;
  }
  const origin = url.origin;
  toggle.checked = settings.enabled_origins.includes(origin);
  toggle.addEventListener('change', async () => {
    try {
      if (toggle.checked) {
        // Must run in the click's user gesture: the browser asks the user.
        const granted = await api.permissions.request({ origins: [`${origin}/*`] });
        if (!granted) {
          toggle.checked = false;
          message.textContent = 'Access to this site was not allowed, so the button stays off.';
          return;
        }
        await call('site.enable', { origin });
        message.textContent = 'Enabled. Reload the page to see the Anonymize button.';
      } else {
        await call('site.disable', { origin });
        await api.permissions.remove({ origins: [`${origin}/*`] });
        message.textContent = 'Disabled for this site.';
      }
    } catch (error) {
      message.textContent = error.message;
    }
  });
}

showStatus();
showSite();
