/** claude.ai: a ProseMirror contenteditable composer. */
import { watchComposers } from '../lib/composer.js';

export default {
  id: 'claude',
  name: 'Claude (claude.ai)',
  matches: ['https://claude.ai/*', 'https://www.claude.ai/*'],
  selectors: {
    composer: [
      // The composer carries a test id on its wrapper (2025).
      '[data-testid="chat-input"] div.ProseMirror[contenteditable="true"]',
      // The ProseMirror editor inside the composer fieldset.
      'fieldset div.ProseMirror[contenteditable="true"]',
      // Labelled by its aria-label. TODO [2027-06-01]: Drop if the test id stays.
      'div[contenteditable="true"][aria-label*="prompt" i]',
    ],
  },
  init(signal) {
    watchComposers(this, signal);
  },
};
