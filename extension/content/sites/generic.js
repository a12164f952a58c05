/** Sites the user enabled: every textarea and contenteditable gets the button. */
import { watchComposers } from '../lib/composer.js';

export default {
  id: 'generic',
  name: 'Other sites you enabled',
  matches: [], // registered at run time for the origins the user enabled
  selectors: {
    composer: [
      'textarea:not([readonly]):not([disabled])',
      '[contenteditable="true"]:not([contenteditable="true"] [contenteditable="true"])',
      '[contenteditable="plaintext-only"]',
    ],
  },
  init(signal) {
    watchComposers(this, signal);
  },
};
