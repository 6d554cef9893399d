/**
 * One server process per PGlite data folder. PGlite is a single-process database: two processes
 * writing the same files would corrupt it, so the folder carries a lockfile naming its owner.
 *
 * - The lock is created with O_EXCL, so two servers starting together cannot both win.
 * - A lock whose pid is no longer alive (the owner was killed) is stale: it is renamed away
 *   (rename is atomic, so only one contender takes it over) and the lock is created afresh.
 * - A live owner makes the second server refuse to start with a message naming that pid.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'inkclarity-server.lock';

interface LockContents {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(readonly lockPath: string, readonly ownerPid: number) {
    super(
      `The data folder is in use by another InkClarity server (pid ${ownerPid}). ` +
      `Stop that server first, or start this one with a different DATA_DIR. Lock file: ${lockPath}`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockContents | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as LockContents).pid === 'number') {
      return parsed as LockContents;
    }
  } catch {
    // Unreadable or half-written lock: treated as stale below.
  }
  return undefined;
}

function tryCreate(lockPath: string): boolean {
  const contents: LockContents = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, JSON.stringify(contents));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Locks held by this process. A lock file naming our own pid that is not in this set was left by
 * an earlier process that had the same pid (common in containers, where the server is pid 1).
 */
const heldHere = new Set<string>();

/** Takes the data folder's lock or throws DataDirLockedError when a live server holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    const sameHost = owner === undefined || owner.hostname === os.hostname();
    if (owner !== undefined && (!sameHost || isAlive(owner.pid)) && owner.pid !== process.pid) {
      throw new DataDirLockedError(lockPath, owner.pid);
    }
    const stalePath = `${lockPath}.stale-${process.pid}`;
    try {
      fs.renameSync(lockPath, stalePath);
      fs.rmSync(stalePath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!tryCreate(lockPath)) {
      const winner = readOwner(lockPath);
      throw new DataDirLockedError(lockPath, winner?.pid ?? -1);
    }
  }
  heldHere.add(lockPath);
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(lockPath);
      const owner = readOwner(lockPath);
      if (owner?.pid === process.pid) fs.rmSync(lockPath, { force: true });
    },
  };
}
