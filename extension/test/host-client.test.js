// Unit tests of the host client against a fake native port, and of every message the
// extension sends to the host against the protocol's JSON Schema (extension/protocol.schema.json).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv2020 from 'ajv/dist/2020.js';

const schema = JSON.parse(readFileSync(new URL('../protocol.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(schema, 'protocol');
const validateRequest = ajv.compile({ $ref: 'protocol#/$defs/Request' });

function assertValidRequest(message) {
  const ok = validateRequest(message);
  assert.ok(ok, `${JSON.stringify(message)}: ${ajv.errorsText(validateRequest.errors)}`);
}

/** A fake runtime.connectNative port: records posts, lets the test reply or disconnect. */
class FakePort {
  constructor() {
    this.posted = [];
    this.messageListeners = [];
    this.disconnectListeners = [];
    this.onMessage = { addListener: (f) => this.messageListeners.push(f) };
    this.onDisconnect = { addListener: (f) => this.disconnectListeners.push(f) };
  }
  postMessage(message) {
    this.posted.push(structuredClone(message));
  }
  reply(message) {
    for (const f of this.messageListeners) f(message);
  }
  drop(error = 'Native host has exited.') {
    this.error = { message: error };
    for (const f of this.disconnectListeners) f(this);
  }
  disconnect() {}
}

const ports = [];
globalThis.chrome = {
  runtime: {
    connectNative(name) {
      assert.equal(name, 'com.dp_anonymizer.host');
      const port = new FakePort();
      ports.push(port);
      return port;
    },
    lastError: undefined,
  },
};

const { createHostClient, PartAssembler } = await import('../background/host-client.js');
const { DEFAULTS, rewriteParams, detectParams, validate, withDefaults } = await import('../shared/settings.js');
const { receiptSentence } = await import('../shared/words.js');

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

function client() {
  return createHostClient({ getTransport: async () => ({ transport: 'native' }), idleTimeoutMs: 2000 });
}

test('rewrite request built from the default settings matches the schema', () => {
  const { params, mode, store_original } = rewriteParams(withDefaults({}));
  assertValidRequest({ v: 1, id: 'a', type: 'rewrite', text: 'hi', params, mode, store_original, conversation_id: 'chatgpt.com/c/1', origin: 'chatgpt.com' });
  const padded = rewriteParams(withDefaults({ pad_to: 8, keep: ['EMAIL'], allow: ['ACME'], deny: ['Project X'] }));
  assertValidRequest({ v: 1, id: 'b', type: 'rewrite', text: 'hi', ...padded });
  const budgeted = rewriteParams(withDefaults({ conversation_budget: 32, budget_action: 'block' }));
  assertValidRequest({ v: 1, id: 'd', type: 'rewrite', text: 'hi', ...budgeted, conversation_id: 'claude.ai/chat/1' });
  assertValidRequest({ v: 1, id: 'c', type: 'detect', text: 'hi', params: detectParams(withDefaults({})) });
});

test('the schema rejects what the extension must never send', () => {
  assert.equal(validateRequest({ v: 1, id: 'x', type: 'rewrite', text: 'hi', extra: 1 }), false);
  assert.equal(validateRequest({ v: 1, id: 'x', type: 'rewrite', text: 'hi', params: { epsilon: 0 } }), false);
});

test('replies resolve, progress is reported, every request matches the schema', async () => {
  const host = client();
  const progress = [];
  const pending = host.request('rewrite', { text: 'Alice', mode: 'rules' }, { onProgress: (p) => progress.push(p) });
  await nextTick();
  const port = ports.at(-1);
  const sent = port.posted[0];
  assertValidRequest(sent);
  port.reply({ v: 1, id: sent.id, type: 'progress', stage: 'detect', done: 1, total: 2 });
  port.reply({ v: 1, id: sent.id, type: 'result', for: 'rewrite', data: { output: '[PERSON_1]' } });
  assert.deepEqual(await pending, { output: '[PERSON_1]' });
  assert.deepEqual(progress, [{ stage: 'detect', done: 1, total: 2 }]);
  for (const type of ['status', 'pair']) {
    host.request(type).catch(() => {});
  }
  host.request('history.list', { limit: 10, origin: 'claude.ai' }).catch(() => {});
  host.request('history.get', { entry_id: 'e1', include_original: false }).catch(() => {});
  host.request('history.delete', { all: true }).catch(() => {});
  host.request('history.export', { include_originals: false }).catch(() => {});
  host.request('history.settings', { retention_days: null, store_originals: true }).catch(() => {});
  host.request('restore', { text: '[PERSON_1]', conversation_id: 'claude.ai/chat/1' }).catch(() => {});
  await nextTick();
  for (const message of port.posted) assertValidRequest(message);
  assert.equal(port.posted.length, 9);
  host.disconnect();
});

test('part messages are reassembled in seq order', async () => {
  const host = client();
  const pending = host.request('history.export', {});
  await nextTick();
  const port = ports.at(-1);
  const { id } = port.posted[0];
  const json = JSON.stringify({ v: 1, id, type: 'result', for: 'history.export', data: { export: { entries: ['x'.repeat(50)] } } });
  const chunks = [json.slice(0, 20), json.slice(20, 41), json.slice(41)];
  port.reply({ v: 1, id, type: 'part', seq: 2, total: 3, chunk: chunks[2] });
  port.reply({ v: 1, id, type: 'part', seq: 0, total: 3, chunk: chunks[0] });
  port.reply({ v: 1, id, type: 'part', seq: 1, total: 3, chunk: chunks[1] });
  assert.deepEqual(await pending, { export: { entries: ['x'.repeat(50)] } });
  assert.throws(() => new PartAssembler().add({ id: 'q', seq: 3, total: 3, chunk: '' }), /cannot read/);
});

test('cancel sends a schema-valid cancel and the request rejects CANCELLED', async () => {
  const host = client();
  const controller = new AbortController();
  const pending = host.request('rewrite', { text: 'long' }, { signal: controller.signal });
  await nextTick();
  const port = ports.at(-1);
  const { id } = port.posted[0];
  controller.abort();
  const cancel = port.posted[1];
  assertValidRequest(cancel);
  assert.equal(cancel.type, 'cancel');
  assert.equal(cancel.target, id);
  port.reply({ v: 1, id, type: 'cancelled' });
  await assert.rejects(pending, (error) => error.code === 'CANCELLED');
});

test('a host that goes away fails every waiting request with a sentence (fail closed)', async () => {
  const host = client();
  const first = host.request('rewrite', { text: 'a' });
  const second = host.request('status');
  await nextTick();
  ports.at(-1).drop('Specified native messaging host not found.');
  for (const pending of [first, second]) {
    await assert.rejects(pending, (error) => error.code === 'HOST_UNAVAILABLE' && /not running or not installed/.test(error.message));
  }
});

test('host errors keep their code and message; silence times out', async () => {
  const host = createHostClient({ getTransport: async () => ({ transport: 'native' }), idleTimeoutMs: 50 });
  const failing = host.request('rewrite', { text: 'a' });
  await nextTick();
  const port = ports.at(-1);
  port.reply({ v: 1, id: port.posted[0].id, type: 'error', code: 'TEXT_TOO_LARGE', message: 'The text is too large.' });
  await assert.rejects(failing, { code: 'TEXT_TOO_LARGE', message: 'The text is too large.' });
  await assert.rejects(host.request('status'), { code: 'TIMEOUT' });
});

test('settings validation names the field and explains', () => {
  assert.deepEqual(validate(withDefaults({})), {});
  const errors = validate({ ...withDefaults({}), epsilon: 0, delta: 1, steps: 2.5, pad_to: 0, ws_port: 80 });
  assert.match(errors.epsilon, /greater than 0/);
  assert.match(errors.delta, /less than 1/);
  assert.match(errors.steps, /whole number/);
  assert.match(errors.pad_to, /Padding/);
  assert.match(errors.ws_port, /1024/);
  assert.equal(DEFAULTS.transport, 'native');
});

test('receipt sentence: DP numbers in plain words, rules-only says no guarantee', () => {
  const dp = receiptSentence({ path: 'dp-rewrite', private: true, noise: 'csprng', epsilon: 16, delta: 0.001, chunks: 4, sigma: 1.7316, placeholdered: { PERSON: 2, EMAIL: 1, PHONE: 1 } });
  assert.equal(dp, 'Rewritten with ε = 16, δ = 1e-3 over 4 chunks; σ = 1.73; names, e-mail and phone replaced by placeholders.');
  const rules = receiptSentence({ path: 'rules-only', private: false, placeholdered: { EMAIL: 1 } });
  assert.match(rules, /no differential-privacy guarantee/);
  const seeded = receiptSentence({ path: 'dp-rewrite', private: false, noise: 'seed', epsilon: 16, delta: 0.001, chunks: 1, sigma: 0.87, placeholdered: {} });
  assert.match(seeded, /NOT private/);
});

test('concurrent first requests share one connection; a late close of a replaced one is ignored', async () => {
  const before = ports.length;
  const host = client();
  const a = host.request('status');
  const b = host.request('status');
  await nextTick();
  assert.equal(ports.length, before + 1);
  const first = ports.at(-1);
  assert.equal(first.posted.length, 2);
  host.disconnect();
  await assert.rejects(a, { code: 'HOST_UNAVAILABLE' });
  await assert.rejects(b, { code: 'HOST_UNAVAILABLE' });
  const c = host.request('status');
  await nextTick();
  const second = ports.at(-1);
  assert.notEqual(second, first);
  first.drop(); // the old port's disconnect arrives late: it must not fail the new request
  second.reply({ v: 1, id: second.posted[0].id, type: 'result', for: 'status', data: { ok: 1 } });
  assert.deepEqual(await c, { ok: 1 });
});

test('conversation ids: site plus path, never query or fragment, within the protocol limit', async () => {
  const { conversationId } = await import('../shared/conversation.js');
  assert.equal(conversationId('https://www.perplexity.ai/search/abc?q=secret#x'), 'perplexity.ai/search/abc');
  assert.equal(conversationId('https://chatgpt.com/'), 'chatgpt.com/');
  assert.equal(conversationId('chrome://extensions'), null);
  const long = conversationId(`https://claude.ai/chat/${'a'.repeat(300)}`);
  assert.equal(long.length, 128);
  assertValidRequest({ v: 1, id: 'r', type: 'restore', text: 'x', conversation_id: long });
});

test('site lists and a review\'s corrections go into a schema-valid rewrite', async () => {
  const { withSiteCorrection, withoutSiteEntry, siteLists } = await import('../shared/settings.js');
  let settings = withDefaults({ allow: ['ACME'] });
  settings = withSiteCorrection(settings, 'claude.ai', { allow: ['Paris'] });
  settings = withSiteCorrection(settings, 'claude.ai', { redact: [{ text: 'Brunnwald Mill', category: 'LOCATION' }] });
  assert.deepEqual(validate(settings), {});
  // The latest choice for a value wins: replacing "paris" drops it from the kept list.
  const switched = withSiteCorrection(settings, 'claude.ai', { redact: [{ text: 'paris', category: 'LOCATION' }] });
  assert.deepEqual(siteLists(switched, 'claude.ai').allow, []);
  const { params } = rewriteParams(settings, 'claude.ai', { allow: ['Anna'], redact: [{ text: 'Zed', category: 'PERSON' }] });
  assert.deepEqual(params.allow, ['ACME', 'Paris', 'Anna']);
  assert.deepEqual(params.redact, [
    { text: 'Brunnwald Mill', category: 'LOCATION' },
    { text: 'Zed', category: 'PERSON' },
  ]);
  assertValidRequest({ v: 1, id: 'e', type: 'rewrite', text: 'hi', params, revises: 'entry-1', conversation_id: 'claude.ai/chat/1' });
  // Another site gets none of it; removing the last entries removes the site.
  assert.equal(rewriteParams(settings, 'chatgpt.com').params.redact, undefined);
  const emptied = withoutSiteEntry(withoutSiteEntry(settings, 'claude.ai', 'allow', 0), 'claude.ai', 'redact', 0);
  assert.deepEqual(emptied.site_lists, {});
  // A bad stored entry is a validation error, not something sent to the host.
  const bad = { ...settings, site_lists: { 'claude.ai': { allow: [], redact: [{ text: 'x', category: 'SPACESHIP' }] } } };
  assert.ok(validate(bad).site_lists);
});
