/**
 * What the page's main thread did during a load, task by task, from a Chromium trace: a Lighthouse
 * run's (`npm run bench -- --traces <dir>`) or one recorded by scripts/profile-load.ts.
 *
 * Tasks and their attribution come from Lighthouse's own trace code (lighthouse/core/lib/tracehouse),
 * so "Unattributable" here is exactly Lighthouse's: a task in which no event names a script — no
 * EvaluateScript, FunctionCall or compile event with a URL, no timer installed by a known script.
 * On top of that, each task says what actually ran in it, from the events inside it (modules
 * evaluated by a dynamic import, functions called, promise continuations, style, layout, paint, GC)
 * and, when the trace has V8's CPU profile (profile-load.ts records one), from its samples.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs: what the task cost, without the time the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; fileName?: string; [key: string]: unknown };
}

/** Lighthouse's TaskNode (main-thread-tasks.js); its times are ms since the time origin. */
interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  parent: TaskNode | undefined;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: string; label: string };
}

export interface TaskRow {
  /** ms since the navigation started (Lighthouse's time origin) */
  start: number;
  duration: number;
  /** The task's CPU time (its thread time) in ms, NaN when the trace has none: on a busy machine the wall time above also counts waiting for a core. */
  cpu: number;
  /** Lighthouse's attribution (bootup-time): a script URL, the page, or 'Unattributable'. */
  attributedTo: string;
  /** Self time inside the task by Lighthouse's groups (scriptEvaluation, styleLayout, …). */
  groups: Record<string, number>;
  /** What ran, most time first: modules evaluated, functions called, sampled scripts. */
  code: string[];
  /** Kinds of work Lighthouse cannot attribute: 'promise continuations', 'scheduler.yield', 'idle callback'… */
  kinds: string[];
}

export interface LoadProfile {
  tasks: TaskRow[];
  /** Main-thread time by Lighthouse's attribution (all tasks, self time), ms. */
  byUrl: Map<string, number>;
  byGroup: Map<string, number>;
  total: number;
  fcp: number | null;
  /** The page thread's CPU samples (ms since the time origin), for taskStacks. */
  samples: { at: number; stack: string[] }[];
}

const short = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '/' : url);
/** Frames kept per CPU sample (for `taskStacks`). */
const STACK_DEPTH = 6;
const isScript = (url: string) => /\.m?js(\?|$)/.test(url);
const GC_NAMES = new Set(['V8.GCCompactor', 'MajorGC', 'MinorGC']);

/** Lighthouse's bootup-time rule (task-summary.js getAttributableURLForTask), with script URLs told by their names. */
function attributionOf(task: TaskNode): string {
  const url = task.attributableURLs.find(isScript) ?? task.attributableURLs[0];
  if (url && url !== 'about:blank') return short(url);
  if (GC_NAMES.has(task.event.name)) return 'Browser GC';
  return 'Unattributable';
}

/** scriptId → URL, from the trace's script records (source rundown, compile events). */
function scriptUrls(events: TraceEvent[]): Map<string, string> {
  const urls = new Map<string, string>();
  for (const e of events) {
    // (ModuleEvaluated names the module's scriptId but the page's URL.)
    if (e.name === 'ModuleEvaluated') continue;
    const data = e.args?.data;
    const url = typeof data?.url === 'string' && data.url ? data.url : undefined;
    if (url && data?.scriptId !== undefined && url.startsWith('http')) urls.set(`${e.pid}:${String(data.scriptId)}`, url);
  }
  return urls;
}

interface Sample {
  ts: number;
  url: string;
  fn: string;
  /** The calling frames, innermost first: "function file:line". */
  stack: string[];
}

/**
 * V8 CPU profile samples of the given thread's profile (a Profile event on it, ProfileChunk events
 * from V8's sampling thread with the same id), each with its leaf frame's script and function.
 */
function cpuSamples(events: TraceEvent[], pid: number, tid: number, urls: Map<string, string>): Sample[] {
  const clock = new Map<string, number>();
  for (const e of events) {
    const data = e.args?.data as { startTime?: number } | undefined;
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid) clock.set(String(e.id), data?.startTime ?? e.ts);
  }
  const nodes = new Map<string, { url: string; fn: string; line?: number; parent?: string }>();
  const samples: Sample[] = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !clock.has(String(e.id))) continue;
    const profile = String(e.id);
    const data = e.args?.data as
      | {
          cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: { url?: string; functionName: string; scriptId?: number | string; lineNumber?: number } }[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame;
      // (program), (garbage collector)… are V8's own: scriptId 0, no script.
      const script = frame.functionName.startsWith('(') || !Number(frame.scriptId) ? '' : frame.url || urls.get(`${pid}:${String(frame.scriptId)}`) || '';
      nodes.set(`${profile}:${node.id}`, { url: script, fn: frame.functionName, line: frame.lineNumber, parent: node.parent === undefined ? undefined : `${profile}:${node.parent}` });
    }
    let t = clock.get(profile) ?? e.ts;
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      const node = nodes.get(`${profile}:${id}`);
      if (!node || node.fn === '(idle)') return;
      const stack: string[] = [];
      for (let n: typeof node | undefined = node; n && stack.length < STACK_DEPTH; n = n.parent ? nodes.get(n.parent) : undefined) {
        if (n.fn !== '(root)') stack.push(`${n.fn || '(anonymous)'} ${short(n.url)}${n.line !== undefined && n.url ? `:${n.line + 1}` : ''}`);
      }
      samples.push({ ts: t, url: node.url, fn: node.fn, stack });
    });
    clock.set(profile, t);
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

function walk(task: TaskNode, visit: (t: TaskNode) => void): void {
  visit(task);
  for (const child of task.children) walk(child, visit);
}

const KIND_OF: Record<string, string> = {
  RunMicrotasks: 'promise continuations',
  RunYieldContinuation: 'scheduler.yield continuation',
  FireIdleCallback: 'idle callback',
  FireAnimationFrame: 'animation frame',
  TimerFire: 'timer',
  EventDispatch: 'event',
  'v8.evaluateModule': 'module evaluation',
  ParseHTML: 'HTML parse',
};

export function profileLoad(trace: { traceEvents: TraceEvent[] }): LoadProfile {
  const processed = TraceProcessor.processTrace(trace as never) as unknown as {
    mainThreadEvents: TraceEvent[];
    frames: unknown[];
    timestamps: { timeOrigin: number; traceEnd: number };
    mainFrameInfo?: { startingPid: number };
  };
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents as never, processed.frames as never, processed.timestamps.traceEnd, processed.timestamps.timeOrigin) as unknown as TaskNode[];
  const origin = processed.timestamps.timeOrigin;
  const main = processed.mainThreadEvents[0];
  const urls = scriptUrls(trace.traceEvents);
  const samples = main ? cpuSamples(trace.traceEvents, main.pid, main.tid, urls) : [];
  const fcpEvent = processed.mainThreadEvents.find((e) => e.name === 'firstContentfulPaint');
  const byUrl = new Map<string, number>();
  const byGroup = new Map<string, number>();
  let total = 0;
  for (const task of tasks) {
    const who = attributionOf(task);
    byUrl.set(who, (byUrl.get(who) ?? 0) + task.selfTime);
    byGroup.set(task.group.label, (byGroup.get(task.group.label) ?? 0) + task.selfTime);
    total += task.selfTime;
  }
  const rows: TaskRow[] = tasks
    .filter((t) => !t.parent)
    .map((task) => {
      const groups: Record<string, number> = {};
      const code = new Map<string, number>();
      const kinds = new Set<string>();
      const add = (label: string, ms: number) => code.set(label, (code.get(label) ?? 0) + ms);
      walk(task, (node) => {
        groups[node.group.id] = (groups[node.group.id] ?? 0) + node.selfTime;
        const e = node.event;
        const data = e.args?.data ?? {};
        if (KIND_OF[e.name]) kinds.add(KIND_OF[e.name]);
        if (e.name === 'FunctionCall' && typeof data.url === 'string') add(`${short(data.url)}${data.functionName ? ` ${String(data.functionName)}()` : ''}`, node.duration);
        if (e.name === 'v8.compileModule' && e.args?.fileName) add(`compile ${short(e.args.fileName)}`, node.duration);
        if (e.name === 'EvaluateScript' && typeof data.url === 'string') add(`run ${short(data.url)}`, node.duration);
      });
      // Modules a dynamic import evaluated in this task (one ModuleEvaluated event each).
      for (const e of trace.traceEvents) {
        if (e.name !== 'ModuleEvaluated' || e.pid !== task.event.pid || e.tid !== task.event.tid) continue;
        const at = (e.ts - origin) / 1000;
        const url = urls.get(`${e.pid}:${String(e.args?.data?.scriptId)}`);
        if (at >= task.startTime && at <= task.endTime && url) add(`evaluate ${short(url)}`, 0);
      }
      const sampled = new Map<string, number>();
      for (const s of samples) {
        if (s.ts < task.event.ts || s.ts > task.event.ts + (task.event.dur ?? 0)) continue;
        const label = s.url ? short(s.url) : s.fn ? `(${s.fn})` : '(native)';
        sampled.set(label, (sampled.get(label) ?? 0) + 1);
      }
      const sampleTotal = [...sampled.values()].reduce((a, b) => a + b, 0);
      const sampledLabels = [...sampled]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, n]) => `${label} ${Math.round((100 * n) / sampleTotal)}%`);
      const named = [...code].sort((a, b) => b[1] - a[1]).map(([label]) => label);
      return {
        start: task.startTime,
        duration: task.duration,
        cpu: task.event.tdur === undefined ? NaN : task.event.tdur / 1000,
        attributedTo: attributionOf(task),
        groups,
        code: sampledLabels.length ? [...sampledLabels.map((l) => `~${l}`), ...named.filter((l) => l.startsWith('evaluate '))] : named,
        kinds: [...kinds],
      };
    });
  return {
    tasks: rows,
    byUrl,
    byGroup,
    total,
    fcp: fcpEvent ? (fcpEvent.ts - origin) / 1000 : null,
    samples: samples.map((sample) => ({ at: (sample.ts - origin) / 1000, stack: sample.stack })),
  };
}

/**
 * Total blocking time after FCP as Lighthouse adds it up (Σ max(0, task × slowdown − 50 ms)),
 * before its simulation reorders anything: from each task's wall time, and from its CPU time —
 * the second leaves out the time the page's thread waited for a core, so it stays put when other
 * work loads the machine (a diagnostic for A/B decisions on a shared machine, not the budget).
 */
export function blockingTime(profile: LoadProfile, slowdown = 4): { wall: number; cpu: number } {
  let wall = 0;
  let cpu = 0;
  for (const t of profile.tasks) {
    if (profile.fcp === null || t.start < profile.fcp) continue;
    wall += Math.max(0, t.duration * slowdown - 50);
    if (Number.isFinite(t.cpu)) cpu += Math.max(0, t.cpu * slowdown - 50);
  }
  return { wall, cpu };
}

/** The most sampled call stacks inside the task that starts at `startMs` (±1 ms): what that task spent its time in. */
export function taskStacks(profile: LoadProfile, startMs: number, top = 12): string {
  const task = profile.tasks.filter((t) => Math.abs(t.start - startMs) <= 1).sort((a, b) => b.duration - a.duration)[0];
  if (!task) return `no task starts at ${startMs} ms`;
  const counts = new Map<string, number>();
  let total = 0;
  for (const sample of profile.samples) {
    if (sample.at < task.start || sample.at > task.start + task.duration) continue;
    total += 1;
    const key = sample.stack.join('  <  ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = [`task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms (cpu ${task.cpu.toFixed(0)} ms), ${total} CPU samples:`];
  for (const [stack, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${String(n).padStart(4)}  ${stack}`);
  return lines.join('\n');
}

/**
 * What Lighthouse's "Unattributable" was made of: its top-level tasks by what ran in them (ms of
 * wall time, and of CPU time). No script URL is on the events of these tasks, but what they did is.
 */
export function unattributableKinds(profile: LoadProfile): Map<string, { wall: number; cpu: number }> {
  const kinds = new Map<string, { wall: number; cpu: number }>();
  for (const t of profile.tasks) {
    if (t.attributedTo !== 'Unattributable') continue;
    const rendering = (t.groups.styleLayout ?? 0) + (t.groups.paintCompositeRender ?? 0);
    const kind = t.kinds.includes('module evaluation')
      ? 'evaluating a dynamically imported chunk (and the code awaiting it)'
      : t.kinds.includes('scheduler.yield continuation')
        ? 'app code resumed after scheduler.yield() (nextTask)'
        : t.kinds.includes('promise continuations')
          ? 'app code resumed after an await (promise continuations)'
          : rendering > t.duration / 2
            ? 'style, layout and paint'
            : 'browser work with no script (loading, parsing, IPC)';
    const sum = kinds.get(kind) ?? { wall: 0, cpu: 0 };
    sum.wall += t.duration;
    sum.cpu += Number.isFinite(t.cpu) ? t.cpu : 0;
    kinds.set(kind, sum);
  }
  return kinds;
}

const GROUP_SHORT: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'parse',
  garbageCollection: 'GC',
  other: 'other',
};

/**
 * A readable report: totals by attribution and by group, then every task of at least `minMs`.
 * `slowdown`: the CPU slowdown Lighthouse simulates (4) for a trace taken at full speed, 1 for a
 * trace already taken on a throttled CPU; "blocking" is then each task's share over 50 ms after
 * FCP, summed — Lighthouse's TBT before its simulation reorders anything.
 */
export function formatProfile(profile: LoadProfile, { minMs = 10, slowdown = 4 } = {}): string {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const share = (v: number) => `${((100 * v) / Math.max(profile.total, 1)).toFixed(0)}%`;
  const lines = [`main thread busy ${ms(profile.total)} observed (×${slowdown} = ${ms(profile.total * slowdown)} as Lighthouse counts it); FCP at ${profile.fcp === null ? '?' : ms(profile.fcp)}`];
  lines.push('', 'by attribution (Lighthouse bootup-time rule, self time):');
  for (const [url, t] of [...profile.byUrl].sort((a, b) => b[1] - a[1]).slice(0, 14)) lines.push(`  ${url.padEnd(48)} ${ms(t).padStart(8)}  ${share(t).padStart(4)}`);
  lines.push('', '"Unattributable" top-level tasks, by what ran in them (wall / CPU):');
  for (const [kind, t] of [...unattributableKinds(profile)].sort((a, b) => b[1].wall - a[1].wall)) lines.push(`  ${kind.padEnd(70)} ${ms(t.wall).padStart(8)} ${ms(t.cpu).padStart(8)}`);
  lines.push('', 'by kind of work:');
  for (const [group, t] of [...profile.byGroup].sort((a, b) => b[1] - a[1])) lines.push(`  ${group.padEnd(48)} ${ms(t).padStart(8)}  ${share(t).padStart(4)}`);
  lines.push('', `tasks of ${minMs} ms or more (start since navigation, wall time, CPU time; × ${slowdown} for blocking):`);
  for (const t of profile.tasks) {
    if (t.duration < minMs) continue;
    const groups = Object.entries(t.groups)
      .filter(([, v]) => v >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([g, v]) => `${GROUP_SHORT[g] ?? g} ${v.toFixed(0)}`)
      .join(', ');
    lines.push(
      `  ${ms(t.start).padStart(8)} ${ms(t.duration).padStart(7)} ${(Number.isFinite(t.cpu) ? `cpu ${ms(t.cpu)}` : '').padStart(11)} ${`[${t.attributedTo}]`.padEnd(34)} ${groups}${t.kinds.length ? ` · ${t.kinds.join(', ')}` : ''}${t.code.length ? `\n${' '.repeat(20)}${t.code.slice(0, 5).join('; ')}` : ''}`,
    );
  }
  const blocking = blockingTime(profile, slowdown);
  lines.push('', `blocking after FCP (Σ max(0, task × ${slowdown} − 50 ms), before Lighthouse's simulation): ${ms(blocking.wall)} by wall time, ${ms(blocking.cpu)} by CPU time`);
  return lines.join('\n');
}
