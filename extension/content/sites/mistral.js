/** chat.mistral.ai (Le Chat): a plain textarea composer. */
import { watchComposers } from '../lib/composer.js';

export default {
  id: 'mistral',
  name: 'Le Chat (chat.mistral.ai)',
  matches: ['https://chat.mistral.ai/*'],
  selectors: {
    composer: [
      // The composer textarea, named by its form field.
      'textarea[name="message.text"]',
      // Any textarea inside the chat form.
      'form textarea',
      // A ProseMirror composer, should the site move to one. TODO [2027-06-01]: Drop if unused.
      'form div.ProseMirror[contenteditable="true"]',
    ],
  },
  init(signal) {
    watchComposers(this, signal);
  },
};
