/** chatgpt.com: a ProseMirror composer with id `prompt-textarea`. */
import { watchComposers } from '../lib/composer.js';

export default {
  id: 'chatgpt',
  name: 'ChatGPT (chatgpt.com)',
  matches: ['https://chatgpt.com/*', 'https://www.chatgpt.com/*'],
  selectors: {
    composer: [
      // ProseMirror contenteditable since 2024-09.
      '#prompt-textarea[contenteditable="true"]',
      // Any ProseMirror editor inside the composer form.
      'form div.ProseMirror[contenteditable="true"]',
      // The old plain textarea. TODO [2027-06-01]: Drop if unused on the live site.
      'textarea#prompt-textarea',
    ],
  },
  init(signal) {
    watchComposers(this, signal);
  },
};
