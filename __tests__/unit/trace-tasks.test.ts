// scripts/bench/trace-tasks.ts, the reading of a Chrome trace behind `npm run bench:trace`: each
// long task carries its CPU time beside its wall time, and the main thread's CPU time is summed
// over every task, so that figures taken on a shared machine can be compared
// (docs/product/page-weight.md#main-thread-work).
import { longTasks, mainThreadCpuMs, type TraceEvent } from '../../scripts/bench/trace-tasks';

const PID = 7;
const MAIN = 1;
const OTHER = 2;

function thread(tid: number, name: string): TraceEvent {
  return { name: 'thread_name', ph: 'M', pid: PID, tid, ts: 0, args: { name } };
}

function task(tid: number, ts: number, durMs: number, cpuMs?: number): TraceEvent {
  return { name: 'RunTask', ph: 'X', pid: PID, tid, ts, dur: durMs * 1000, ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }) };
}

const events: TraceEvent[] = [
  thread(MAIN, 'CrRendererMain'),
  thread(OTHER, 'CrRendererMain'),
  { name: 'navigationStart', ph: 'R', pid: PID, tid: MAIN, ts: 1_000_000 },
  // wall time stretched by other processes: 300 ms on the clock, 40 ms of the page's own work
  task(MAIN, 1_100_000, 300, 40),
  task(MAIN, 1_500_000, 120, 90),
  task(MAIN, 1_700_000, 20, 18),
  // about:blank's renderer, with less work: never the page's
  task(OTHER, 1_000_000, 60, 60),
];

test('a long task has its CPU time beside its wall time', () => {
  const tasks = longTasks(events);
  expect(tasks.map((t) => [Math.round(t.startMs), t.durMs, t.cpuMs])).toEqual([
    [100, 300, 40],
    [500, 120, 90],
  ]);
});

test("the main thread's CPU time is the sum over all of its tasks, long or not", () => {
  expect(mainThreadCpuMs(events)).toBe(148);
});

test('a task with no thread time (still running when the recording stopped) is left out of the sum, not the whole sum', () => {
  const open: TraceEvent = { name: 'RunTask', ph: 'X', pid: PID, tid: MAIN, ts: 1_900_000, dur: 5000 };
  expect(mainThreadCpuMs([...events, open])).toBe(148);
});

test('a trace without thread times gives no CPU figures rather than zeros', () => {
  const wallOnly = [thread(MAIN, 'CrRendererMain'), task(MAIN, 1_100_000, 300)];
  expect(longTasks(wallOnly)[0].cpuMs).toBeNull();
  expect(mainThreadCpuMs(wallOnly)).toBeNull();
});
