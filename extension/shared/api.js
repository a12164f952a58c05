/**
 * The browser's extension API namespace: `browser` in Firefox (promises), `chrome` in
 * Chromium (promises in MV3). Every module imports it from here so there is one place to look.
 */
export const api = globalThis.browser ?? globalThis.chrome;

/** Protocol version of the messages between extension parts (and of the host protocol). */
export const V = 1;

/** A fresh message id (1-64 chars, as the host protocol requires). */
export function newId() {
  return crypto.randomUUID();
}

/**
 * Sends one `{v, type, id, ...}` message to the service worker and unwraps its
 * `{ok, data}` / `{ok: false, error}` reply, so callers get a value or an Error with `.code`.
 */
export async function call(type, fields = {}) {
  const reply = await api.runtime.sendMessage({ v: V, type, id: newId(), ...fields });
  if (!reply) {
    throw Object.assign(new Error('The extension did not answer. Reload the page and try again.'), {
      code: 'NO_REPLY',
    });
  }
  if (!reply.ok) {
    throw Object.assign(new Error(reply.error?.message ?? 'Something went wrong.'), {
      code: reply.error?.code ?? 'INTERNAL',
    });
  }
  return reply.data;
}
