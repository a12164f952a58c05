/**
 * The one DOM-observation primitive: calls `callback(element)` once for every element that
 * matches `selector` now or later. Elements already handled are remembered in a WeakSet (the
 * "seen" marker lives with us, not in the page's DOM). Everything stops when `signal` aborts.
 */
export function observe(selector, callback, { signal, root = document, name = 'observe' } = {}) {
  const query = Array.isArray(selector) ? selector.join(', ') : selector;
  const seen = new WeakSet();
  let scheduled = false;
  let found = false;

  function scan() {
    scheduled = false;
    if (signal?.aborted) return;
    for (const element of root.querySelectorAll(query)) {
      if (seen.has(element)) continue;
      seen.add(element);
      found = true;
      try {
        callback(element);
      } catch (error) {
        console.error(`[dp-anonymizer] ${name}: handler failed`, error);
      }
    }
  }

  const observer = new MutationObserver(() => {
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(scan);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  scan();
  // Dev builds say when a selector never matched: the usual sign that a site changed its markup.
  const timer = setTimeout(() => {
    if (!found && globalThis.__dpaDebug) console.warn(`[dp-anonymizer] ${name}: selector not found on page`, query);
  }, 10_000);
  signal?.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      clearTimeout(timer);
    },
    { once: true },
  );
}
