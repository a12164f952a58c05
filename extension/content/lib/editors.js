/**
 * Reading and writing the editors chat sites use — plain textarea, ProseMirror, Lexical,
 * Quill, any contenteditable — so that the site's own framework sees the change (its send
 * button enables, its undo stack records it). Writes go through the browser's editing
 * pipeline (`execCommand('insertText')`, which fires beforeinput/input like typing); a
 * synthetic paste is the fallback. Every write is read back and verified; a write that did
 * not land is rolled back and reported, so the caller can fail closed.
 */
import { CODES } from '../../shared/codes.js';

export class EditorWriteError extends Error {
  constructor(message = 'The page did not accept the text. Your original was kept; use Copy instead.') {
    super(message);
    this.name = 'EditorWriteError';
    this.code = CODES.WRITE_FAILED;
  }
}

const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'PRE', 'BLOCKQUOTE', 'UL', 'OL', 'TABLE', 'TR', 'SECTION']);
const BLOCK_SELECTOR = [...BLOCK_TAGS].map((t) => t.toLowerCase()).join(',');

function isTextField(element) {
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && /^(text|search|)$/.test(element.type));
}

/** The editable root of `element` (the textarea itself, or the contenteditable host). */
export function editorRoot(element) {
  if (isTextField(element)) return element;
  let root = element.closest?.('[contenteditable="true"], [contenteditable=""], [contenteditable="plaintext-only"]') ?? null;
  while (root?.parentElement?.isContentEditable) root = root.parentElement.closest('[contenteditable]');
  return root;
}

/** Which editor library drives `element`. */
export function editorKind(element) {
  const root = editorRoot(element);
  if (!root) return null;
  if (isTextField(root)) return 'textarea';
  if (root.classList.contains('ProseMirror')) return 'prosemirror';
  if (root.dataset.lexicalEditor === 'true') return 'lexical';
  if (root.classList.contains('ql-editor')) return 'quill';
  return 'contenteditable';
}

function isTrailingBreak(br) {
  if (br.classList.contains('ProseMirror-trailingBreak')) return true;
  let next = br.nextSibling;
  while (next && next.nodeType === Node.TEXT_NODE && next.data === '') next = next.nextSibling;
  return next === null && BLOCK_TAGS.has(br.parentElement?.tagName);
}

/** Text of a contenteditable as the user sees it: one line per block, <br> as a newline. */
function blockText(root) {
  const lines = [];
  let current = '';
  let dirty = false;
  const flush = () => {
    lines.push(current);
    current = '';
    dirty = false;
  };
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        current += child.data;
        dirty = true;
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        if (child.tagName === 'BR') {
          if (!isTrailingBreak(child)) {
            current += '\n';
            dirty = true;
          }
        } else if (BLOCK_TAGS.has(child.tagName)) {
          if (dirty) flush();
          walk(child);
          if (dirty || !child.querySelector(BLOCK_SELECTOR)) flush();
        } else if (child.getAttribute('aria-hidden') !== 'true') {
          walk(child);
        }
      }
    }
  };
  walk(root);
  if (dirty) flush();
  return lines.join('\n').replace(/[\u200B\uFEFF]/g, '').replace(/\u00A0/g, ' ');
}

/** The editor's current text. */
export function readText(element) {
  const root = editorRoot(element);
  if (!root) return '';
  if (isTextField(root)) return root.value;
  return blockText(root);
}

/** Whitespace-insensitive comparison form (editors turn newlines into blocks, spaces into nbsp). */
export function normalize(text) {
  return text.replace(/[\u200B\uFEFF]/g, '').replace(/\s+/g, ' ').trim();
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function selectAllIn(root) {
  root.focus({ preventScroll: true });
  const selection = root.ownerDocument.getSelection();
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  selection.removeAllRanges();
  selection.addRange(range);
}

function insertViaCommand(doc, text) {
  try {
    return doc.execCommand('insertText', false, text);
  } catch {
    return false;
  }
}

/** A paste the editor handles with its own clipboard code; `dpaInternal` tells our paste guard to let it through. */
function insertViaPaste(root, text) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true });
  event.dpaInternal = true;
  root.dispatchEvent(event);
  return event.defaultPrevented;
}

function setNativeValue(field, value) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: value }));
}

async function writeField(field, text) {
  field.focus({ preventScroll: true });
  field.select();
  insertViaCommand(field.ownerDocument, text);
  await tick();
  if (field.value !== text) setNativeValue(field, text);
  await tick();
  return field.value === text;
}

async function writeEditable(root, text) {
  const expected = normalize(text);
  const strategies = [
    () => insertViaCommand(root.ownerDocument, text),
    () => insertViaPaste(root, text),
  ];
  for (const strategy of strategies) {
    selectAllIn(root);
    await frame();
    strategy();
    await frame();
    if (normalize(readText(root)) === expected) return true;
  }
  return false;
}

/**
 * Replaces the whole content of the editor holding `element` with `text`.
 * Throws EditorWriteError (after trying to put the original back) when the editor refused.
 */
export async function writeText(element, text) {
  const root = editorRoot(element);
  if (!root || !root.isConnected) throw new EditorWriteError('The message box is gone (the page changed). Your text was not inserted; use Copy instead.');
  const original = readText(root);
  const ok = isTextField(root) ? await writeField(root, text) : await writeEditable(root, text);
  if (ok) return;
  if (normalize(readText(root)) !== normalize(original)) {
    if (isTextField(root)) await writeField(root, original);
    else await writeEditable(root, original);
  }
  throw new EditorWriteError();
}

/**
 * Captures the current selection (text, whether it is in an editor, and where) so a later
 * `replaceSelection` can put the rewrite exactly there.
 */
export function captureSelection(doc = document) {
  const active = doc.activeElement;
  if (active && isTextField(active)) {
    const start = active.selectionStart ?? 0;
    const end = active.selectionEnd ?? 0;
    return { text: active.value.slice(start, end), editable: start !== end, field: active, start, end };
  }
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return { text: '', editable: false };
  const range = selection.getRangeAt(0).cloneRange();
  const container = range.commonAncestorContainer;
  const element = container.nodeType === Node.ELEMENT_NODE ? container : container.parentElement;
  const root = element ? editorRoot(element) : null;
  return { text: selection.toString(), editable: Boolean(root?.isContentEditable), root, range };
}

/** Writes `text` in place of a captured selection; verifies it landed. */
export async function replaceSelection(captured, text) {
  if (!captured?.editable) throw new EditorWriteError('The selection is not in an editable field. Use Copy instead.');
  if (captured.field) {
    const field = captured.field;
    if (!field.isConnected) throw new EditorWriteError('The field is gone (the page changed). Use Copy instead.');
    field.focus({ preventScroll: true });
    field.setSelectionRange(captured.start, captured.end);
    insertViaCommand(field.ownerDocument, text);
    await tick();
    if (field.value.slice(captured.start, captured.start + text.length) === text) return;
    const before = field.value;
    if (before.slice(captured.start, captured.end) === captured.text) {
      setNativeValue(field, before.slice(0, captured.start) + text + before.slice(captured.end));
      return;
    }
    throw new EditorWriteError();
  }
  const { root, range } = captured;
  if (!root?.isConnected) throw new EditorWriteError('The editor is gone (the page changed). Use Copy instead.');
  const before = normalize(readText(root));
  root.focus({ preventScroll: true });
  const selection = root.ownerDocument.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  await frame();
  insertViaCommand(root.ownerDocument, text);
  await frame();
  const after = normalize(readText(root));
  if (after !== before && after.includes(normalize(text))) return;
  throw new EditorWriteError();
}
