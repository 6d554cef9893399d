import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from '../../server/db/lockfile.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-lock-'));
  dirs.push(dir);
  return dir;
}
const lockPath = (dir: string) => path.join(dir, LOCK_FILE_NAME);

describe('the data folder lock', () => {
  it('writes the owner and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses a second open of the same folder in this process', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses a lock held by a live process, naming it', () => {
    const dir = tempDir();
    // pid 1 is always alive.
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: 1, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another InkClarity server \(pid 1\)/);
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8')).pid).toBe(1);
  });

  it('takes over a half-written (unreadable) lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(lockPath(dir), '{"pid": 12');
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming our own pid that this process does not hold (restarted container)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockPath(dir), JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPath(dir), 'utf8')).startedAt).not.toBe('2026-01-01T00:00:00Z');
    lock.release();
  });
});
