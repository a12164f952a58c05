/** perplexity.ai: a Lexical editor (`#ask-input`, `data-lexical-editor`). */
import { watchComposers } from '../lib/composer.js';

export default {
  id: 'perplexity',
  name: 'Perplexity (perplexity.ai)',
  matches: ['https://perplexity.ai/*', 'https://www.perplexity.ai/*'],
  selectors: {
    composer: [
      // Lexical composer since 2025.
      '#ask-input[contenteditable="true"]',
      // Any Lexical editor on the page.
      'div[data-lexical-editor="true"][contenteditable="true"]',
      // The old textarea composer. TODO [2027-06-01]: Drop if unused on the live site.
      'textarea[placeholder*="Ask" i]',
    ],
  },
  init(signal) {
    watchComposers(this, signal);
  },
};
