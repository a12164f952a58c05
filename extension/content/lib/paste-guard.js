/**
 * Optional per-site paste guard: a paste into a composer is stopped before the page's editor
 * sees it (some sites upload drafts while you type) and offered for anonymization instead.
 * Insert then puts the reviewed text where the caret was; Discard pastes nothing.
 */
import { call } from '../../shared/api.js';
import { captureSelection, editorRoot } from './editors.js';
import { openPanel, showNotice } from './ui.js';

export const pasteTargets = new Map(); // jobId -> captured selection

export function guardPastes(isComposer, signal) {
  if (signal?.aborted) return;
  addEventListener(
    'paste',
    async (event) => {
      if (event.dpaInternal || !event.isTrusted) return;
      const root = event.target instanceof Element ? editorRoot(event.target) : null;
      if (!root || !isComposer(root)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!text.trim()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const captured = captureSelection();
      // A collapsed caret is still a place to insert at.
      captured.editable = true;
      if (!captured.field && !captured.range) {
        const selection = document.getSelection();
        if (selection?.rangeCount) Object.assign(captured, { root, range: selection.getRangeAt(0).cloneRange() });
      }
      try {
        const { job } = await call('composer.anonymize', { text });
        pasteTargets.set(job, captured);
        openPanel(job, root);
      } catch (error) {
        showNotice(error.message, { signal });
      }
    },
    { capture: true, signal },
  );
}
