/** Tiny DOM helpers for the extension pages (no framework, no innerHTML with data). */

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);

/** `h('p', {class: 'x'}, 'text', child)` */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

const PLACEHOLDER = /\[[A-Z][A-Z0-9_]*_\d+\]/g;

/** Text with every `[CATEGORY_n]` placeholder wrapped in a highlighted <mark>. */
export function highlightPlaceholders(text) {
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) fragment.append(text.slice(last, match.index));
    fragment.append(h('mark', { class: 'dpa-placeholder', title: 'placeholder' }, match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length) fragment.append(text.slice(last));
  return fragment;
}

export function formatTime(value) {
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}
