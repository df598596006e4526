// The long tasks of a Chrome trace (Tracing with devtools.timeline and the V8 sampler), for
// scripts/bench-trace.ts: each main-thread task over 50 ms, what kind of work started it, and the
// JS samples taken during it (each a stack, leaf first).
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** thread (CPU) time of a complete event, µs: unlike `dur`, not stretched by other processes */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface LongTask {
  startMs: number;
  durMs: number;
  /** CPU time of the main thread in the task (null when the trace has no thread times). */
  cpuMs: number | null;
  kind: string;
  /** JS samples in the task: stacks, leaf first, each sample weighing `sampleMs`. */
  stacks: { stack: Frame[]; ms: number }[];
}

const LONG_US = 50_000;
/** The work inside a task worth naming (the top-level kinds of DevTools' performance panel). */
const KINDS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'RunMicrotasks',
  'v8.run',
  'MajorGC',
  'MinorGC',
]);

const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+\//, '') || '(inline)';

function describe(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${e.name} ${short(d.url)}`;
    case 'FunctionCall':
      return `FunctionCall ${short(d.url)}`;
    case 'EventDispatch':
      return `EventDispatch ${String(d.type)}`;
    case 'TimerFire':
      return `TimerFire`;
    default:
      return e.name;
  }
}

/** The renderer main thread that ran the most script (the page's, not about:blank's). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number } | null = null;
  let bestUs = -1;
  for (const m of mains) {
    const us = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0);
    if (us > bestUs) {
      bestUs = us;
      best = { pid: m.pid, tid: m.tid };
    }
  }
  return best;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: Frame;
}

/** The V8 sampler's samples on that thread: time (trace µs) and leaf node, plus the node tree. */
function samples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; node: number }[] = [];
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'Profile' || e.tid !== tid) continue;
    starts.set(String(e.id), Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
  }
  const last = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || !starts.has(String(e.id))) continue;
    const d = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const n of d?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = d?.cpuProfile?.samples ?? [];
    const deltas = d?.timeDeltas ?? [];
    let t = last.get(String(e.id)) ?? starts.get(String(e.id))!;
    ids.forEach((id, i) => {
      t += deltas[i] ?? 0;
      out.push({ ts: t, node: id });
    });
    last.set(String(e.id), t);
  }
  out.sort((a, b) => a.ts - b.ts);
  return { nodes, samples: out };
}

/**
 * The page's main-thread CPU time over the whole recording (every task, long or not), ms; null
 * when the trace has no thread times. A total, so it moves less between runs than any threshold.
 * A task without a thread time (one still running when the recording stopped) is left out.
 */
export function mainThreadCpuMs(events: TraceEvent[]): number | null {
  const main = mainThread(events);
  if (!main) return null;
  const timed = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.tdur !== undefined);
  if (!timed.length) return null;
  return timed.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}

export function longTasks(events: TraceEvent[]): LongTask[] {
  const main = mainThread(events);
  if (!main) return [];
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = own.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
  const t0 = nav?.ts ?? Math.min(...own.filter((e) => e.ts > 0).map((e) => e.ts));
  const { nodes, samples: all } = samples(events, main.pid, main.tid);
  const stackOf = (id: number): Frame[] => {
    const s: Frame[] = [];
    for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) s.push(n.callFrame);
    return s;
  };
  // parents are not stored in trace nodes: derive them from `children` when given
  for (const n of nodes.values()) {
    for (const c of (n as ProfileNode & { children?: number[] }).children ?? []) {
      const child = nodes.get(c);
      if (child) child.parent = n.id;
    }
  }
  const tasks: LongTask[] = [];
  for (const task of own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_US)) {
    const end = task.ts + task.dur!;
    const inside = own.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && KINDS.has(e.name));
    const byKind = new Map<string, number>();
    // only the outermost events of each kind: nested FunctionCalls would count twice
    let coveredUntil = -1;
    for (const e of inside.sort((a, b) => a.ts - b.ts)) {
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      const k = describe(e);
      byKind.set(k, (byKind.get(k) ?? 0) + (e.dur ?? 0));
    }
    const kind =
      [...byKind.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, us]) => `${k} ${(us / 1000).toFixed(0)} ms`)
        .join(', ') || 'native work';
    const inTask = all.filter((s) => s.ts >= task.ts && s.ts < end);
    const stacks = inTask.map((s, i) => {
      const next = inTask[i + 1]?.ts ?? end;
      return { stack: stackOf(s.node), ms: Math.max(0, Math.min(next - s.ts, 2000)) / 1000 };
    });
    tasks.push({ startMs: (task.ts - t0) / 1000, durMs: task.dur! / 1000, cpuMs: task.tdur === undefined ? null : task.tdur / 1000, kind, stacks });
  }
  return tasks;
}
