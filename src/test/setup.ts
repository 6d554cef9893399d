// fake-indexeddb gives Dexie a spec-compliant IndexedDB in Node and jsdom alike.
import 'fake-indexeddb/auto';
