/**
 * How busy the machine was around a measurement. Two figures, because they answer different
 * questions on a shared machine:
 * - the 1-minute load average (`/proc/loadavg`) before a run and the highest seen during it: the
 *   number everyone knows, but it lags by tens of seconds and counts our own browser too;
 * - the CPU used during the run by processes that are NOT ours (all busy CPU time in `/proc/stat`
 *   minus the CPU time of this process and everything it started: Chromium, the server, the Auth
 *   emulator), in cores. That is what actually competed with the page being measured.
 * Linux only; elsewhere every figure is NaN and nothing warns.
 */
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

/** DESIGN.md §7 wants figures from an otherwise idle machine; above this load the bench says so. */
export const LOAD_WARNING = 1.5;
/** How often the load is sampled during a run. */
const SAMPLE_MS = 500;
/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

export interface RunLoad {
  /** 1-minute load average just before the run. */
  before: number;
  /** Highest 1-minute load average sampled during the run. */
  maxDuring: number;
  /** Cores' worth of CPU other processes used during the run (0 = nobody else ran). */
  othersCores: number;
}

export const loadAverage = (): number => os.loadavg()[0];

function readStat(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process exited between listing and reading
  }
}

/** Busy CPU ticks of the whole machine (everything but idle and iowait). */
function machineBusyTicks(): number {
  const cpu = readStat('/proc/stat')?.split('\n')[0];
  if (!cpu) return NaN;
  const [user, nice, system, , , irq, softirq, steal] = cpu.trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/**
 * CPU ticks of `root` and all its live descendants, each with the time of its own exited children
 * (cutime/cstime): a Chromium renderer that exited is counted in the process that reaped it.
 */
function treeTicks(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (!stat) continue;
    // The command name is in parentheses and may hold spaces: split after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    parent.set(pid, Number(fields[1]));
    // Fields 14–17 of stat (utime, stime, cutime, cstime) are 11–14 here, counted from the state field.
    ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops++) if (p === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (inTree(pid)) total += t;
  return total;
}

/** Starts watching the load; `stop()` ends the watch and returns the run's figures. */
export function watchLoad(root = process.pid): { stop: () => RunLoad } {
  const before = loadAverage();
  let maxDuring = before;
  const startedAt = Date.now();
  const busy0 = machineBusyTicks();
  const ours0 = treeTicks(root);
  const timer = setInterval(() => {
    maxDuring = Math.max(maxDuring, loadAverage());
  }, SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      maxDuring = Math.max(maxDuring, loadAverage());
      const seconds = (Date.now() - startedAt) / 1000;
      const others = machineBusyTicks() - busy0 - (treeTicks(root) - ours0);
      return { before, maxDuring, othersCores: Math.max(0, others / TICKS_PER_SECOND / Math.max(seconds, 0.001)) };
    },
  };
}

export const isLoaded = (load: RunLoad): boolean => load.before > LOAD_WARNING || load.maxDuring > LOAD_WARNING;

export const describeLoad = (load: RunLoad): string =>
  `load ${load.before.toFixed(1)} before, ≤ ${load.maxDuring.toFixed(1)} during; others ${load.othersCores.toFixed(2)} cores`;
