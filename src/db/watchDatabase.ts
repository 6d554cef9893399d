import { db, type InkClarityDatabase } from './database';
import { useStorageHealth } from './storageHealth';

/** Wires the database's lifecycle events to the banner. Called once at start-up. */
export function watchDatabase(database: InkClarityDatabase = db): void {
  database.on('blocked', () => useStorageHealth.getState().report('blocked'));
  database.on('versionchange', () => {
    // Let the other tab's upgrade proceed instead of blocking it; this tab asks for a reload.
    database.close();
    useStorageHealth.getState().report('version-change');
    return false;
  });
  database.on('ready', () => {
    if (useStorageHealth.getState().problem === 'blocked') useStorageHealth.getState().clear();
  });
}
