import type { Plugin } from 'vite';

/** The engine's pattern files (src/engine/patterns/README.md). */
const PATTERN_FILE = /\/src\/engine\/patterns\/[^/]+\.json$/;
/** What a pattern file holds for its readers and the generic pattern test, never read by the engine at run time. */
const FOR_READERS = new Set(['about', 'examples', 'counterExamples']);

/**
 * The browser build's copy of the engine's pattern files, without what only their readers need:
 * each pattern's description and the sentences it must and must not match (the generic pattern
 * test reads them from the source files). They were over half of the files' size and pushed the
 * precache over its budget (DESIGN.md §7). Applies to the page's and the workers' bundles; the
 * unit tests import the files as they are.
 */
export function engineDataForTheBrowser(): Plugin {
  return {
    name: 'inkclarity:engine-data-for-the-browser',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!PATTERN_FILE.test(id.split('?')[0])) return null;
      const stripped = JSON.stringify(JSON.parse(code) as unknown, (key, value: unknown) => (FOR_READERS.has(key) ? undefined : value));
      return { code: stripped, map: null };
    },
  };
}
