/**
 * Idempotent insertion: `attach(anchor, key, create)` makes at most one element per
 * (anchor, key) while it is still connected, and removes it when `signal` aborts or the anchor
 * leaves the DOM. Returns the existing or new element (null once `signal` has aborted).
 */
const attached = new WeakMap(); // anchor -> Map<key, element>

export function attach(anchor, key, create, { signal } = {}) {
  if (signal?.aborted) return null;
  let byKey = attached.get(anchor);
  if (!byKey) {
    byKey = new Map();
    attached.set(anchor, byKey);
  }
  const existing = byKey.get(key);
  if (existing?.isConnected) return existing;
  const element = create();
  byKey.set(key, element);
  const remove = () => {
    element.remove();
    if (byKey.get(key) === element) byKey.delete(key);
  };
  signal?.addEventListener('abort', remove, { once: true });
  element.dpaRemove = remove;
  return element;
}
