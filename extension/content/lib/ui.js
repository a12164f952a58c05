/**
 * Our in-page UI: the Anonymize button, the review-panel frame and short notices. Each lives in
 * a CLOSED shadow root under a host element styled `all: initial`, so page CSS and scripts
 * cannot restyle or read it. PII is shown only inside the extension-origin panel iframe.
 */
const api = globalThis.browser ?? globalThis.chrome;

const HOST_STYLE =
  'all: initial !important; position: fixed !important; z-index: 2147483646 !important; display: block !important;';

const BUTTON_CSS = `
:host { all: initial; }
button {
  all: initial; box-sizing: border-box; display: inline-flex; align-items: center; gap: 6px;
  font: 600 12px/1 system-ui, -apple-system, "Segoe UI", sans-serif; cursor: pointer;
  padding: 6px 10px; border-radius: 999px; white-space: nowrap;
  color: #fff; background: #125e68; border: 1px solid #0c454c;
  box-shadow: 0 1px 3px rgba(0,0,0,.25);
}
button:hover { background: #0f4f58; }
button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
svg { width: 14px; height: 14px; fill: currentColor; }
`;

const NOTICE_CSS = `
:host { all: initial; }
div {
  all: initial; box-sizing: border-box; display: block; max-width: 420px;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif;
  padding: 10px 14px; border-radius: 8px; color: #fff; background: #8a1c1c;
  box-shadow: 0 2px 8px rgba(0,0,0,.3);
}
`;

function makeHost(tag, attributes) {
  const host = document.createElement(tag);
  host.setAttribute('style', HOST_STYLE);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  const shadow = host.attachShadow({ mode: 'closed' });
  return { host, shadow };
}

/** A controller aborted with `signal` (and on its own); the link goes when either aborts. */
function childOf(signal) {
  const child = new AbortController();
  if (signal?.aborted) child.abort();
  else signal?.addEventListener('abort', () => child.abort(), { once: true, signal: child.signal });
  return child;
}

/**
 * Keeps a fixed-position host next to `anchor` (above its top-right corner) as the page moves,
 * until `life` aborts; aborts `life` itself when the anchor leaves the page. Its observer,
 * interval and listeners all hang off `life`, so either way nothing is left running.
 */
function follow(host, anchor, { life, place }) {
  const { signal } = life;
  const update = () => {
    if (signal.aborted) return;
    if (!anchor.isConnected) {
      life.abort();
      return;
    }
    const rect = anchor.getBoundingClientRect();
    const visible = rect.width > 0 && rect.height > 0;
    host.style.setProperty('visibility', visible ? 'visible' : 'hidden', 'important');
    const { top, left } = place(rect, host.getBoundingClientRect());
    host.style.setProperty('top', `${Math.max(4, top)}px`, 'important');
    host.style.setProperty('left', `${Math.max(4, left)}px`, 'important');
  };
  const resize = new ResizeObserver(update);
  resize.observe(anchor);
  addEventListener('scroll', update, { capture: true, passive: true, signal });
  addEventListener('resize', update, { passive: true, signal });
  // Layout can move without a resize or scroll (siblings appear, the anchor is re-mounted).
  const timer = setInterval(update, 500);
  signal.addEventListener(
    'abort',
    () => {
      resize.disconnect();
      clearInterval(timer);
    },
    { once: true },
  );
  queueMicrotask(update);
  return update;
}

/**
 * The Anonymize button for one composer, removed when `signal` aborts (null if it already has).
 * `data-dpa-button` names the site for tests and styling.
 */
export function createButton({ siteId, anchor, onActivate, signal }) {
  if (signal?.aborted) return null;
  // Ends with `signal` or when the composer leaves the page, whichever comes first.
  const life = childOf(signal);
  const { host, shadow } = makeHost('dpa-button', { 'data-dpa-button': siteId });
  const style = document.createElement('style');
  style.textContent = BUTTON_CSS;
  const button = document.createElement('button');
  button.type = 'button';
  button.title = 'Anonymize this message before sending (dp-anonymizer)';
  button.setAttribute('aria-label', 'Anonymize this message before sending');
  button.innerHTML =
    '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M8 0 1 3v5c0 4 3 7 7 8 4-1 7-4 7-8V3L8 0zm-3 7h6v2H5V7z"/></svg><span>Anonymize</span>';
  button.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      event.stopPropagation();
      onActivate();
    },
    { signal: life.signal },
  );
  // Keep the editor's selection/focus when the button is pressed.
  button.addEventListener('mousedown', (event) => event.preventDefault(), { signal: life.signal });
  shadow.append(style, button);
  document.documentElement.append(host);
  // attach() sets `dpaRemove` to also forget the element; without it, just remove it.
  life.signal.addEventListener('abort', () => (host.dpaRemove ? host.dpaRemove() : host.remove()), { once: true });
  follow(host, anchor, {
    life,
    place: (rect, own) => {
      const above = rect.top - own.height - 6;
      return { top: above >= 4 ? above : rect.bottom + 6, left: rect.right - own.width };
    },
  });
  return host;
}

let panelHost = null;

/** The panel's width (wide enough to read two columns) and its height bounds. */
const PANEL_WIDTH = 920;
const PANEL_MIN_HEIGHT = 180;
const MARGIN = 8;

/**
 * Opens the review panel (an extension page in an iframe) for `jobId`, replacing any open one.
 * The frame starts small and follows the height its page asks for (grows with the text up
 * to the viewport, shrinks for a short one) until the user resizes it by its corner.
 */
export function openPanel(jobId, anchor) {
  closePanel();
  const { host, shadow } = makeHost('dpa-panel', { 'data-dpa-panel': jobId });
  const frame = document.createElement('iframe');
  frame.src = api.runtime.getURL(`pages/panel/panel.html#job=${encodeURIComponent(jobId)}`);
  frame.title = 'dp-anonymizer review';
  frame.allow = 'clipboard-write';
  frame.setAttribute(
    'style',
    'all: initial; display: block; border: 0; width: 100%; height: 100%; border-radius: 12px; box-shadow: 0 8px 32px rgba(0,0,0,.35); background: transparent; color-scheme: normal;',
  );
  shadow.append(frame);
  const set = (name, value) => host.style.setProperty(name, value, 'important');
  set('resize', 'both');
  set('overflow', 'hidden');
  set('border-radius', '12px');
  set('min-width', '320px');
  set('min-height', `${PANEL_MIN_HEIGHT}px`);
  set('max-width', `calc(100vw - ${2 * MARGIN}px)`);
  set('max-height', `calc(100vh - ${2 * MARGIN}px)`);
  const width = Math.min(PANEL_WIDTH, innerWidth - 2 * MARGIN);
  let sized = { width, height: Math.min(PANEL_MIN_HEIGHT, innerHeight - 2 * MARGIN) };
  let userSized = false;
  const place = () => {
    const { width: w, height: hgt } = sized;
    const rect = anchor?.isConnected ? anchor.getBoundingClientRect() : null;
    const top = rect ? Math.min(Math.max(MARGIN, rect.top - hgt - 12), innerHeight - hgt - MARGIN) : (innerHeight - hgt) / 2;
    const left = rect ? Math.min(Math.max(MARGIN, rect.right - w), innerWidth - w - MARGIN) : (innerWidth - w) / 2;
    set('width', `${w}px`);
    set('height', `${hgt}px`);
    set('top', `${Math.max(MARGIN, top)}px`);
    set('left', `${Math.max(MARGIN, left)}px`);
  };
  place();
  document.documentElement.append(host);
  const life = new AbortController();
  // Only the panel page itself can post from its frame's window (the page cannot run script
  // there); a height is all it sends.
  addEventListener(
    'message',
    (event) => {
      if (event.source !== frame.contentWindow || event.data?.type !== 'dpa-panel-size' || userSized) return;
      const wanted = Number(event.data.height);
      if (!Number.isFinite(wanted)) return;
      const height = Math.round(Math.min(Math.max(PANEL_MIN_HEIGHT, wanted), innerHeight - 2 * MARGIN));
      if (height === sized.height) return;
      sized = { ...sized, height };
      place();
    },
    { signal: life.signal },
  );
  // A size we did not set is the user's resize: from then on their size holds.
  const resize = new ResizeObserver(() => {
    const box = host.getBoundingClientRect();
    if (Math.abs(box.width - sized.width) > 1 || Math.abs(box.height - sized.height) > 1) userSized = true;
  });
  resize.observe(host);
  life.signal.addEventListener('abort', () => resize.disconnect(), { once: true });
  panelHost = { host, jobId, frame, life };
  frame.addEventListener('load', () => frame.focus(), { once: true });
  return host;
}

export function closePanel(jobId) {
  if (!panelHost || (jobId && panelHost.jobId !== jobId)) return;
  panelHost.life.abort();
  panelHost.host.remove();
  panelHost = null;
}

/**
 * A short message near the bottom of the page (errors from menus and shortcuts), gone after
 * `timeoutMs` or when `signal` aborts, whichever comes first (null if it already has).
 */
export function showNotice(message, { timeoutMs = 6000, signal } = {}) {
  if (signal?.aborted) return null;
  const { host, shadow } = makeHost('dpa-notice', { 'data-dpa-notice': '' });
  host.setAttribute('role', 'alert');
  const style = document.createElement('style');
  style.textContent = NOTICE_CSS;
  const box = document.createElement('div');
  box.textContent = message;
  shadow.append(style, box);
  host.style.setProperty('bottom', '16px', 'important');
  host.style.setProperty('right', '16px', 'important');
  document.documentElement.append(host);
  const life = childOf(signal);
  const timer = setTimeout(() => life.abort(), timeoutMs);
  life.signal.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      host.remove();
    },
    { once: true },
  );
  return host;
}
