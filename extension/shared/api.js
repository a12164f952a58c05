/**
 * The browser's extension API namespace: `browser` in Firefox (promises), `chrome` in
 * Chromium (promises in MV3). Every module imports it from here so there is one place to look.
 */
import { CODES, codedError, sentenceFor } from './codes.js';
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
    throw codedError(CODES.NO_REPLY);
  }
  if (!reply.ok) {
    throw Object.assign(new Error(reply.error?.message ?? sentenceFor(CODES.INTERNAL)), {
      code: reply.error?.code ?? CODES.INTERNAL,
    });
  }
  return reply.data;
}
