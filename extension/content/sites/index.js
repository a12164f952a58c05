/** The site adapters, and which one runs on a page. */
import chatgpt from './chatgpt.js';
import claude from './claude.js';
import gemini from './gemini.js';
import generic from './generic.js';
import mistral from './mistral.js';
import perplexity from './perplexity.js';

export const adapters = [chatgpt, claude, gemini, mistral, perplexity];
export { generic };

function matchPattern(pattern, url) {
  const [, scheme, host, path] = /^(\*|https?):\/\/([^/]+)(\/.*)$/.exec(pattern) ?? [];
  if (!scheme) return false;
  const escape = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return (
    (scheme === '*' ? /^https?:$/ : new RegExp(`^${scheme}:$`)).test(url.protocol) &&
    new RegExp(`^${escape(host)}$`).test(url.host) &&
    new RegExp(`^${escape(path)}$`).test(url.pathname)
  );
}

/** The adapter for `location`; the generic one where the user enabled the site. */
export function adapterFor(location, { enabledHere = false } = {}) {
  const url = new URL(location.href);
  const adapter = adapters.find((a) => a.matches.some((p) => matchPattern(p, url)));
  if (adapter) return adapter;
  return enabledHere ? generic : null;
}
