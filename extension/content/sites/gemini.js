/** gemini.google.com: a Quill editor (`.ql-editor`) inside the `rich-textarea` element. */
import { watchComposers } from '../lib/composer.js';

export default {
  id: 'gemini',
  name: 'Gemini (gemini.google.com)',
  matches: ['https://gemini.google.com/*'],
  selectors: {
    composer: [
      // Quill inside the Angular rich-textarea component.
      'rich-textarea .ql-editor[contenteditable="true"]',
      // Any Quill editor labelled as the prompt box. TODO [2027-06-01]: Drop if unused.
      '.ql-editor[contenteditable="true"][aria-label*="prompt" i]',
    ],
  },
  init(signal) {
    watchComposers(this, signal);
  },
};
