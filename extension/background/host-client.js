/**
 * The only code that talks to the dp-anonymizer host.
 *
 * Transports: native messaging (`runtime.connectNative`, the default) or a loopback WebSocket
 * authenticated with the pairing token. Both carry protocol v1 messages; native replies larger
 * than 1 MiB arrive as `part` messages and are reassembled here. Every failure becomes a
 * `HostError` with a stable code and a sentence for the user — the caller never sees a hang:
 * a request with no sign of life for `idleTimeoutMs` fails, and a lost connection fails every
 * request still waiting (fail closed: nothing is ever inserted without a result).
 */
import { api, newId, V } from '../shared/api.js';
import { CODES, sentenceFor } from '../shared/codes.js';

export const HOST_NAME = 'com.dp_anonymizer.host';

export class HostError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'HostError';
    this.code = code;
  }
}

/** A HostError; `code` may come off the wire, so it is not checked against the table. */
export function hostError(code, message) {
  return new HostError(code, message ?? sentenceFor(code));
}

/** Reassembles `part` messages: returns the full reply once every chunk has arrived. */
export class PartAssembler {
  constructor() {
    this.pending = new Map();
  }

  add(part) {
    const { id, seq, total, chunk } = part;
    if (!Number.isInteger(seq) || !Number.isInteger(total) || total < 1 || seq < 0 || seq >= total) {
      throw hostError(CODES.BAD_REPLY);
    }
    let entry = this.pending.get(id);
    if (!entry) {
      entry = { total, chunks: new Array(total), received: 0 };
      this.pending.set(id, entry);
    }
    if (entry.total !== total) throw hostError(CODES.BAD_REPLY);
    if (entry.chunks[seq] === undefined) entry.received += 1;
    entry.chunks[seq] = chunk;
    if (entry.received < entry.total) return null;
    this.pending.delete(id);
    try {
      return JSON.parse(entry.chunks.join(''));
    } catch {
      throw hostError(CODES.BAD_REPLY);
    }
  }

  drop(id) {
    this.pending.delete(id);
  }
}

/** One connection (native port or WebSocket) with a `send(obj)` and an `onMessage` callback. */
class NativeConnection {
  constructor(onMessage, onClose) {
    this.port = api.runtime.connectNative(HOST_NAME);
    this.port.onMessage.addListener(onMessage);
    this.port.onDisconnect.addListener((port) => {
      // Reading lastError marks it handled; its text is a browser message, never user text.
      const detail = (port && port.error?.message) || api.runtime.lastError?.message || '';
      onClose(hostError(CODES.HOST_UNAVAILABLE), detail);
    });
    this.ready = Promise.resolve();
  }

  send(message) {
    this.port.postMessage(message);
  }

  close() {
    try {
      this.port.disconnect();
    } catch {
      /* already gone */
    }
  }
}

/** Subprotocols of the upgrade handshake (host: transport/websocket.py). */
const WS_SUBPROTOCOL = 'dp-anonymizer.v1';
const WS_TOKEN_PREFIX = 'dpa-token.';
/** Characters a subprotocol may hold (an HTTP token); the pairing token is base64url. */
const SUBPROTOCOL_SAFE = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * A WebSocket to the daemon. It authenticates at the upgrade (the token travels as an offered
 * subprotocol), so connections that other local processes hold open without authenticating
 * cannot crowd it out; a refused upgrade is retried once with the `auth` first message, whose
 * reply says why (a wrong token gets UNAUTHORIZED and its sentence, not a bare close).
 */
class WebSocketConnection {
  constructor({ port, token }, onMessage, onClose) {
    this.onMessage = onMessage;
    this.authId = newId();
    /** 'upgrade' or 'message': how the daemon accepted this connection. */
    this.auth = null;
    this.ready = new Promise((resolve, reject) => {
      let settled = false;
      const settle = (error) => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve();
      };
      const attempt = (atUpgrade) => {
        let opened = false;
        const socket = new WebSocket(
          `ws://127.0.0.1:${port}/`,
          atUpgrade ? [WS_SUBPROTOCOL, `${WS_TOKEN_PREFIX}${token}`] : [],
        );
        this.socket = socket;
        const fail = (error) => {
          if (socket !== this.socket) return;
          if (atUpgrade && !opened && !settled) {
            attempt(false);
            return;
          }
          settle(error);
          onClose(error, '');
        };
        socket.addEventListener('open', () => {
          opened = true;
          if (socket.protocol === WS_SUBPROTOCOL) {
            this.auth = 'upgrade';
            settle(null);
            return;
          }
          socket.send(JSON.stringify({ v: V, id: this.authId, type: 'auth', token }));
        });
        socket.addEventListener('message', (event) => {
          let message;
          try {
            message = JSON.parse(event.data);
          } catch {
            fail(hostError(CODES.BAD_REPLY));
            return;
          }
          if (!settled && message.id === this.authId) {
            if (message.type === 'result') {
              this.auth = 'message';
              settle(null);
            } else {
              const unauthorized = message.code === CODES.UNAUTHORIZED;
              settle(hostError(unauthorized ? CODES.UNAUTHORIZED : CODES.WS_UNAVAILABLE, unauthorized ? undefined : message.message));
              this.close();
            }
            return;
          }
          this.onMessage(message);
        });
        socket.addEventListener('close', () => fail(hostError(opened ? CODES.HOST_UNAVAILABLE : CODES.WS_UNAVAILABLE)));
        socket.addEventListener('error', () => fail(hostError(CODES.WS_UNAVAILABLE)));
      };
      attempt(SUBPROTOCOL_SAFE.test(token ?? ''));
    });
  }

  send(message) {
    this.socket.send(JSON.stringify(message));
  }

  close() {
    try {
      this.socket.close();
    } catch {
      /* already gone */
    }
  }
}

/**
 * Creates the client. `getTransport()` returns `{transport, ws_port, pairing_token}` from the
 * settings at connect time, so a settings change takes effect on the next connection.
 */
export function createHostClient({ getTransport, idleTimeoutMs = 180_000 } = {}) {
  let connection = null;
  let connectionKind = null;
  const requests = new Map(); // id -> {resolve, reject, onProgress, timer}
  const parts = new PartAssembler();
  let lastState = { connected: false, transport: null, error: null };

  function armTimer(entry, id) {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => settle(id, null, hostError(CODES.TIMEOUT)), idleTimeoutMs);
  }

  function settle(id, data, error) {
    const entry = requests.get(id);
    if (!entry) return;
    requests.delete(id);
    parts.drop(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(error);
    else entry.resolve(data);
  }

  function onMessage(message) {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'part') {
      let whole;
      try {
        whole = parts.add(message);
      } catch (error) {
        settle(message.id, null, error);
        return;
      }
      if (whole) onMessage(whole);
      else if (requests.has(message.id)) armTimer(requests.get(message.id), message.id);
      return;
    }
    const entry = requests.get(message.id);
    if (!entry) return; // an error with id null, or a reply to a request already settled
    switch (message.type) {
      case 'progress':
        armTimer(entry, message.id);
        entry.onProgress?.({ stage: message.stage, done: message.done, total: message.total });
        break;
      case 'result':
        settle(message.id, message.data);
        break;
      case 'cancelled':
        settle(message.id, null, hostError(CODES.CANCELLED));
        break;
      case 'error':
        settle(message.id, null, hostError(message.code ?? CODES.INTERNAL, message.message));
        break;
      default:
        settle(message.id, null, hostError(CODES.BAD_REPLY));
    }
  }

  /** A connection ended: fail what waits on it (a late close of a replaced one is ignored). */
  function onClose(closed, error, detail) {
    if (closed !== connection && connection !== null) return;
    lastState = { connected: false, transport: connectionKind, error: error.message, detail };
    connection = null;
    for (const id of [...requests.keys()]) settle(id, null, error);
  }

  let connecting = null;

  /** The open connection, or one being opened (concurrent callers share it). */
  async function connect() {
    if (connection) {
      await connection.ready;
      return connection;
    }
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function open() {
    const settings = await getTransport();
    connectionKind = settings.transport;
    let created = null;
    const closed = (error, detail) => onClose(created, error, detail);
    if (settings.transport === 'websocket') {
      let { pairing_token: token, ws_port: port } = settings;
      if (!token) ({ token, port } = await pairOverNative());
      created = new WebSocketConnection({ port, token }, onMessage, closed);
    } else {
      created = new NativeConnection(onMessage, closed);
    }
    connection = created;
    try {
      await created.ready;
    } catch (error) {
      if (connection === created) connection = null;
      throw error;
    }
    lastState = { connected: true, transport: connectionKind, error: null, auth: created.auth ?? null };
    return created;
  }

  /** Asks the native host for the WebSocket token; it fails closed with NO_TOKEN. */
  async function pairOverNative() {
    try {
      const native = createHostClient({
        getTransport: async () => ({ transport: 'native' }),
        idleTimeoutMs: 15_000,
      });
      const data = await native.request('pair');
      native.disconnect();
      return { token: data.token, port: data.port };
    } catch (error) {
      throw error.code === CODES.HOST_UNAVAILABLE ? hostError(CODES.NO_TOKEN) : error;
    }
  }

  /**
   * Sends one request and resolves with the `result` data. `onProgress` receives progress
   * replies; aborting `signal` sends a `cancel` for it (the promise then rejects CANCELLED).
   */
  async function request(type, fields = {}, { onProgress, signal, id = newId() } = {}) {
    if (signal?.aborted) throw hostError(CODES.CANCELLED);
    const conn = await connect();
    return new Promise((resolve, reject) => {
      const entry = { resolve, reject, onProgress, timer: null };
      requests.set(id, entry);
      armTimer(entry, id);
      signal?.addEventListener(
        'abort',
        () => {
          if (!requests.has(id)) return;
          try {
            conn.send({ v: V, id: newId(), type: 'cancel', target: id });
          } catch {
            settle(id, null, hostError(CODES.CANCELLED));
          }
        },
        { once: true },
      );
      try {
        conn.send({ v: V, id, type, ...fields });
      } catch {
        settle(id, null, hostError(connectionKind === 'websocket' ? CODES.WS_UNAVAILABLE : CODES.HOST_UNAVAILABLE));
      }
    });
  }

  function disconnect() {
    const current = connection;
    if (!current) return;
    onClose(current, hostError(CODES.HOST_UNAVAILABLE), 'disconnected');
    current.close();
  }

  return {
    request,
    disconnect,
    /** The WebSocket token and port, always asked over native messaging. */
    pair: pairOverNative,
    state: () => ({ ...lastState, pending: requests.size }),
  };
}
