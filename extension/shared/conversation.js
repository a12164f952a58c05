/**
 * Conversation ids: the host keeps one placeholder mapping per conversation, so the same person
 * gets the same `[PERSON_1]` across messages and Restore can turn them back. The id is the site
 * plus the conversation path of the tab URL — never the query or fragment (they can hold tokens).
 */
export function conversationId(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  return `${host}${path}`.slice(0, 128); // the protocol allows 128 characters
}

/** The site part of a URL as history shows it (`claude.ai`). */
export function siteOf(url) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
