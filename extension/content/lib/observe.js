/**
 * The one DOM-observation primitive: calls `callback(element)` once for every element that
 * matches `selector` now or later. Elements already handled are remembered in a WeakSet (the
 * "seen" marker lives with us, not in the page's DOM). Everything stops when `signal` aborts.
 * Scans run only when elements were added, at most every `intervalMs` (chat pages mutate on
 * every streamed token).
 */
export function observe(selector, callback, { signal, root = document, name = 'observe', intervalMs = 100 } = {}) {
  // An already-aborted signal never fires 'abort' again: starting now would leak the observer.
  if (signal?.aborted) return;
  const query = Array.isArray(selector) ? selector.join(', ') : selector;
  const seen = new WeakSet();
  let timer = null;
  let lastScan = 0;
  let found = false;

  function scan() {
    timer = null;
    lastScan = performance.now();
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

  const relevant = (mutation) =>
    mutation.type === 'attributes' || [...mutation.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE);
  const observer = new MutationObserver((mutations) => {
    if (timer !== null || !mutations.some(relevant)) return;
    timer = setTimeout(scan, Math.max(0, lastScan + intervalMs - performance.now()));
  });
  // Editors also turn up by becoming editable or getting their class/id, not only by insertion.
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable', 'class', 'id', 'data-lexical-editor', 'name'],
  });
  scan();
  // Dev builds say when a selector never matched: the usual sign that a site changed its markup.
  const warning = setTimeout(() => {
    if (!found && globalThis.__dpaDebug) console.warn(`[dp-anonymizer] ${name}: selector not found on page`, query);
  }, 10_000);
  signal?.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(warning);
    },
    { once: true },
  );
}
