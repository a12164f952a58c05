/*
 * Content-script entry. MV3 content scripts cannot be ES modules, so this classic script
 * imports the real code (content/main.js and its imports, declared web-accessible) from the
 * extension's own origin. The global marker stops a second injection from loading twice.
 */
(() => {
  if (globalThis.__dpaContentLoaded) return;
  globalThis.__dpaContentLoaded = true;
  const api = globalThis.browser ?? globalThis.chrome;
  import(api.runtime.getURL('content/main.js'))
    .then((module) => module.main())
    .catch((error) => console.error('[dp-anonymizer] content script failed to start:', error));
})();
