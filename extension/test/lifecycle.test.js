// The content script's lifecycle: everything it starts in a page (observers, intervals,
// timeouts, listeners, our elements) is owned by an AbortSignal, so after abort nothing of it
// is left running — also when the signal aborted before the code started.
//
// The page is a happy-dom window. Its timers, MutationObserver, ResizeObserver and
// addEventListener are wrapped to count what is live; the extension API is a small fake.
import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import { Window } from 'happy-dom';

const window = new Window({ url: 'https://chatgpt.com/c/1' });
const live = { intervals: new Set(), timeouts: new Set(), observers: new Set(), listeners: new Set() };

// --- timers -------------------------------------------------------------------------------
const real = { setInterval, clearInterval, setTimeout, clearTimeout };
globalThis.setInterval = (fn, ms, ...args) => {
  const id = real.setInterval(fn, ms, ...args);
  live.intervals.add(id);
  return id;
};
globalThis.clearInterval = (id) => {
  live.intervals.delete(id);
  real.clearInterval(id);
};
globalThis.setTimeout = (fn, ms, ...args) => {
  const id = real.setTimeout(
    (...a) => {
      live.timeouts.delete(id);
      fn(...a);
    },
    ms,
    ...args,
  );
  live.timeouts.add(id);
  return id;
};
globalThis.clearTimeout = (id) => {
  live.timeouts.delete(id);
  real.clearTimeout(id);
};

// --- observers ----------------------------------------------------------------------------
class CountedMutationObserver extends window.MutationObserver {
  observe(...args) {
    live.observers.add(this);
    return super.observe(...args);
  }
  disconnect() {
    live.observers.delete(this);
    return super.disconnect();
  }
}
class CountedResizeObserver {
  constructor(callback) {
    this.callback = callback;
  }
  observe() {
    live.observers.add(this);
  }
  disconnect() {
    live.observers.delete(this);
  }
}

// --- listeners: every addEventListener on the page's window, document and elements --------
const key = (target, type, listener, options) => {
  const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
  for (const entry of live.listeners) {
    if (entry.target === target && entry.type === type && entry.listener === listener && entry.capture === capture) return entry;
  }
  return { target, type, listener, capture };
};
/** Wraps `owner[add/remove]EventListener` so that `live.listeners` holds what is registered. */
function countListeners(owner) {
  const realAdd = owner.addEventListener;
  const realRemove = owner.removeEventListener;
  owner.addEventListener = function add(type, listener, options) {
    const signal = typeof options === 'object' ? options?.signal : undefined;
    if (!signal?.aborted) {
      const entry = key(this, type, listener, options);
      live.listeners.add(entry);
      signal?.addEventListener('abort', () => live.listeners.delete(entry), { once: true });
    }
    return realAdd.call(this, type, listener, options);
  };
  owner.removeEventListener = function remove(type, listener, options) {
    live.listeners.delete(key(this, type, listener, options));
    return realRemove.call(this, type, listener, options);
  };
}
/** The prototype that defines `addEventListener` for `target`. */
function definer(target) {
  let owner = target;
  while (!Object.hasOwn(owner, 'addEventListener')) owner = Object.getPrototypeOf(owner);
  return owner;
}
countListeners(definer(window.document.createElement('div'))); // elements and the document
countListeners(definer(window)); // the window has its own

// --- the extension API --------------------------------------------------------------------
const messageListeners = new Set();
let storedSettings = {};
let settingsGate = Promise.resolve();
globalThis.chrome = {
  runtime: {
    id: 'test-extension',
    getURL: (path) => `chrome-extension://test-extension/${path}`,
    sendMessage: async () => ({ ok: true, data: { job: 'job-1' } }),
    onMessage: { addListener: (f) => messageListeners.add(f), removeListener: (f) => messageListeners.delete(f) },
  },
  storage: { local: { get: async () => (await settingsGate, { settings: storedSettings }) } },
};

for (const name of ['document', 'location', 'Node', 'Element', 'HTMLElement', 'HTMLTextAreaElement', 'HTMLInputElement', 'innerWidth', 'innerHeight']) {
  globalThis[name] = window[name];
}
globalThis.MutationObserver = CountedMutationObserver;
globalThis.ResizeObserver = CountedResizeObserver;
globalThis.addEventListener = window.addEventListener.bind(window);
globalThis.removeEventListener = window.removeEventListener.bind(window);

const { observe } = await import('../content/lib/observe.js');
const { createButton, showNotice } = await import('../content/lib/ui.js');
const { main } = await import('../content/main.js');

function leftovers() {
  return {
    intervals: live.intervals.size,
    timeouts: live.timeouts.size,
    observers: live.observers.size,
    listeners: [...live.listeners].map((e) => e.type),
    messageListeners: messageListeners.size,
    ourElements: document.querySelectorAll('dpa-button, dpa-notice, dpa-panel').length,
  };
}
const NOTHING = { intervals: 0, timeouts: 0, observers: 0, listeners: [], messageListeners: 0, ourElements: 0 };

/** Lets pending promise jobs and macrotasks run until `condition()` holds (bounded). */
async function until(condition, what) {
  for (let i = 0; i < 1000; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail(`never happened: ${what}`);
}

beforeEach(() => {
  document.body.innerHTML = '<form><div id="prompt-textarea" contenteditable="true">Hello</div></form>';
  storedSettings = {};
  settingsGate = Promise.resolve();
  assert.deepEqual(leftovers(), NOTHING, 'a previous test left something running');
});

after(() => window.happyDOM.abort());

test('observe() with an already-aborted signal starts nothing and calls nothing', () => {
  const seen = [];
  observe('#prompt-textarea', (element) => seen.push(element), { signal: AbortSignal.abort() });
  assert.deepEqual(seen, []);
  assert.deepEqual(leftovers(), NOTHING);
});

test('observe() stops its observer and timers on abort and handles no later element', async () => {
  const controller = new AbortController();
  const seen = [];
  observe('.target', (element) => seen.push(element.id), { signal: controller.signal, intervalMs: 0 });
  document.body.insertAdjacentHTML('beforeend', '<p class="target" id="first"></p>');
  await until(() => seen.length === 1, 'the first element is handled');
  assert.ok(live.observers.size === 1 && live.timeouts.size === 1, 'observer and the not-found warning run');
  controller.abort();
  assert.deepEqual(leftovers(), NOTHING);
  document.body.insertAdjacentHTML('beforeend', '<p class="target" id="second"></p>');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, ['first']);
});

test('the Anonymize button leaves no interval, observer or listener after abort', async () => {
  const controller = new AbortController();
  const anchor = document.getElementById('prompt-textarea');
  const host = createButton({ siteId: 'chatgpt', anchor, onActivate() {}, signal: controller.signal });
  // follow(): an interval, a ResizeObserver and scroll/resize listeners on the window.
  assert.equal(live.intervals.size, 1);
  assert.equal(live.observers.size, 1);
  assert.deepEqual(
    [...live.listeners].filter((e) => e.target === window).map((e) => e.type).sort(),
    ['resize', 'scroll'],
  );
  controller.abort();
  assert.equal(host.isConnected, false);
  assert.deepEqual(leftovers(), NOTHING);
  assert.equal(createButton({ siteId: 'chatgpt', anchor, onActivate() {}, signal: controller.signal }), null);
  assert.deepEqual(leftovers(), NOTHING);
});

test('the button stops following once its composer leaves the page, before any abort', async () => {
  const controller = new AbortController();
  const anchor = document.getElementById('prompt-textarea');
  createButton({ siteId: 'chatgpt', anchor, onActivate() {}, signal: controller.signal });
  anchor.remove();
  window.dispatchEvent(new window.Event('resize'));
  assert.deepEqual(leftovers(), NOTHING);
  controller.abort();
});

test('a notice goes away with its signal, and none starts on an aborted one', () => {
  const controller = new AbortController();
  showNotice('Something to say', { signal: controller.signal });
  assert.equal(document.querySelectorAll('dpa-notice').length, 1);
  assert.equal(live.timeouts.size, 1);
  controller.abort();
  assert.deepEqual(leftovers(), NOTHING);
  assert.equal(showNotice('Too late', { signal: controller.signal }), null);
  assert.deepEqual(leftovers(), NOTHING);
});

test('main(): after abort no interval, observer, listener, message listener or button remains', async () => {
  const controller = new AbortController();
  await main(controller.signal);
  await until(() => document.querySelector('[data-dpa-button="chatgpt"]'), 'the Anonymize button appears');
  assert.equal(messageListeners.size, 1);
  assert.ok(live.intervals.size >= 2, 'the navigation poll and the button position run');
  assert.ok(live.observers.size >= 2, 'the composer observer and the button ResizeObserver run');
  controller.abort();
  assert.deepEqual(leftovers(), NOTHING);
});

test('main(): an SPA navigation restarts the adapter without piling up observers', async () => {
  const controller = new AbortController();
  await main(controller.signal);
  await until(() => document.querySelector('[data-dpa-button="chatgpt"]'), 'the Anonymize button appears');
  const running = { intervals: live.intervals.size, observers: live.observers.size, listeners: live.listeners.size };
  for (const path of ['/c/2', '/c/3', '/c/4']) {
    window.happyDOM.setURL(`https://chatgpt.com${path}`);
    window.dispatchEvent(new window.PopStateEvent('popstate'));
    await until(() => document.querySelector('[data-dpa-button="chatgpt"]'), `the button is back after ${path}`);
  }
  assert.deepEqual({ intervals: live.intervals.size, observers: live.observers.size, listeners: live.listeners.size }, running);
  controller.abort();
  assert.deepEqual(leftovers(), NOTHING);
});

test('main(): a signal aborted while the settings load starts no adapter at all', async () => {
  let release;
  settingsGate = new Promise((resolve) => (release = resolve));
  const controller = new AbortController();
  const started = main(controller.signal);
  controller.abort();
  release();
  await started;
  assert.deepEqual(leftovers(), NOTHING);
});

test('main(): an adapter run aborted by navigation during its settings load starts nothing', async () => {
  const controller = new AbortController();
  await main(controller.signal);
  await until(() => document.querySelector('[data-dpa-button="chatgpt"]'), 'the Anonymize button appears');
  const running = { intervals: live.intervals.size, observers: live.observers.size };
  let release;
  settingsGate = new Promise((resolve) => (release = resolve));
  // Two navigations while the settings are still loading: only the last run may start.
  window.happyDOM.setURL('https://chatgpt.com/c/5');
  window.dispatchEvent(new window.PopStateEvent('popstate'));
  window.happyDOM.setURL('https://chatgpt.com/c/6');
  window.dispatchEvent(new window.PopStateEvent('popstate'));
  release();
  await until(() => document.querySelector('[data-dpa-button="chatgpt"]'), 'the last run attaches the button');
  assert.deepEqual({ intervals: live.intervals.size, observers: live.observers.size }, running);
  controller.abort();
  assert.deepEqual(leftovers(), NOTHING);
});
