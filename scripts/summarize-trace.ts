/**
 * Summarises a Chromium trace (JSON from `browser.startTracing`, CDP `Tracing`, or chrome://tracing)
 * to find where a frame's time goes: for each busy thread of the page's renderer and of the
 * browser/GPU (viz) process, the total time of its top-level tasks and the heaviest event names
 * (inclusive), per traced frame; and the frames the compositor produced and dropped.
 *
 * Run: npx tsx scripts/summarize-trace.ts trace.json [--frames N] [--top 15]
 * (scripts/bench-preview.ts --trace <file> writes one trace of a flat and a curved interaction.)
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

export function summarizeTrace(events: TraceEvent[], frames: number, top = 15): string {
  const threadName = new Map<string, string>();
  const processName = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, String((e.args as { name?: string })?.name));
    if (e.name === 'process_name') processName.set(e.pid, String((e.args as { name?: string })?.name));
  }
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const span = complete.length ? (Math.max(...complete.map((e) => e.ts + (e.dur ?? 0))) - Math.min(...complete.map((e) => e.ts))) / 1000 : 0;
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const lines: string[] = [`trace span ${span.toFixed(0)} ms, ${frames} frames measured → per-frame figures below divide by ${frames}`];
  const rows = [...byThread].map(([key, list]) => {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Top-level tasks: events not inside another event of the same thread.
    let end = -Infinity;
    let busy = 0;
    for (const e of list) {
      if (e.ts >= end) {
        busy += e.dur ?? 0;
        end = e.ts + (e.dur ?? 0);
      } else if (e.ts + (e.dur ?? 0) > end) {
        busy += e.ts + (e.dur ?? 0) - end;
        end = e.ts + (e.dur ?? 0);
      }
    }
    return { key, list, busy: busy / 1000 };
  });
  rows.sort((a, b) => b.busy - a.busy);
  for (const { key, list, busy } of rows.slice(0, 8)) {
    const pid = Number(key.split(':')[0]);
    lines.push(`\n## ${processName.get(pid) ?? 'process'} ${pid} / ${threadName.get(key) ?? key}: busy ${busy.toFixed(0)} ms (${(busy / frames).toFixed(2)} ms per frame, ${((100 * busy) / Math.max(1, span)).toFixed(0)}% of the span)`);
    const byName = new Map<string, { total: number; count: number }>();
    for (const e of list) {
      const s = byName.get(e.name) ?? { total: 0, count: 0 };
      s.total += (e.dur ?? 0) / 1000;
      s.count += 1;
      byName.set(e.name, s);
    }
    for (const [name, s] of [...byName].sort((a, b) => b[1].total - a[1].total).slice(0, top)) {
      lines.push(`  ${name.padEnd(48)} ${s.total.toFixed(1).padStart(9)} ms  ×${String(s.count).padStart(5)}  ${(s.total / frames).toFixed(2).padStart(7)} ms/frame`);
    }
  }
  const count = (name: string) => events.filter((e) => e.name === name).length;
  lines.push(
    `\nframe events: BeginFrame ${count('BeginFrame')}, DrawFrame ${count('DrawFrame')}, DroppedFrame ${count('DroppedFrame')}, ` +
      `NeedsBeginFrameChanged ${count('NeedsBeginFrameChanged')}, Commit ${count('Commit')}, ActivateLayerTree ${count('ActivateLayerTree')}, ` +
      `RasterTask ${count('RasterTask')}, Paint ${count('Paint')}, UpdateLayoutTree ${count('UpdateLayoutTree')}, Layout ${count('Layout')}`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const json = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(json) ? json : json.traceEvents;
  console.log(summarizeTrace(events, Number(arg('frames', '1')), Number(arg('top', '15'))));
}
