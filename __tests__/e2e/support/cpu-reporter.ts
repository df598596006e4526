// Playwright reporter: wall and CPU time per spec file, browsers included. Each worker writes its
// pid when it loads the config (workerPid below); this reporter follows each worker's process tree
// (scripts/lib/tree-cpu.cjs: its Chromium, renderers and helpers, and anything a spec starts, such
// as a Gatsby build) and gives a spec the CPU its worker used from the end of the previous test to
// the end of its own (its beforeAll, browser start and tests). Prints the ten costliest specs and
// writes every spec to artifacts/e2e-cpu.json (docs/development.md#test-run-time).
import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { TreeCpu } from '../../../scripts/lib/tree-cpu.cjs';

const ARTIFACTS = path.resolve(__dirname, '..', '..', '..', 'artifacts');
const PID_DIR = path.join(ARTIFACTS, 'e2e-cpu');
const OUT = path.join(ARTIFACTS, 'e2e-cpu.json');
/**
 * Between test ends, for processes that end unreaped by the tree (a page's renderer is reaped by
 * Chromium's zygote, which is read at the next test's end): a poll a second.
 */
const POLL_MS = 1000;

/**
 * Called by the config, which every worker loads after its index is set: notes which pid runs that
 * index (a file of an earlier run names a process that is not this runner's child: ignored).
 */
export function noteWorkerPid(): void {
  const index = process.env.TEST_WORKER_INDEX;
  if (index === undefined) return;
  try {
    fs.mkdirSync(PID_DIR, { recursive: true });
    fs.writeFileSync(path.join(PID_DIR, `worker-${index}.pid`), String(process.pid));
  } catch {
    /* no figure for this worker; its tests run the same */
  }
}

/** The parent pid of `pid`, or null when it is gone. */
function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

interface Worker {
  tree: TreeCpu;
  /** CPU (ms) by process name at the last mark */
  mark: Map<string, number>;
  /** the spec of the last test this worker finished */
  lastFile?: string;
}

interface SpecFigure {
  spec: string;
  tests: number;
  /** first test's start to last test's end, ms */
  wallMs: number;
  cpuMs: number;
  chromiumMs: number;
  start: number;
  end: number;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class CpuReporter implements Reporter {
  private workers = new Map<number, Worker>();
  private specs = new Map<string, SpecFigure>();
  private timer?: NodeJS.Timeout;

  onBegin(): void {
    this.timer = setInterval(() => {
      for (const w of this.workers.values()) w.tree.poll();
    }, POLL_MS);
    this.timer.unref();
  }

  private worker(index: number): Worker | undefined {
    let w = this.workers.get(index);
    if (w) return w;
    let pid: number;
    try {
      pid = Number(fs.readFileSync(path.join(PID_DIR, `worker-${index}.pid`), 'utf8'));
    } catch {
      return undefined;
    }
    if (parentOf(pid) !== process.pid) return undefined;
    w = { tree: new TreeCpu(pid), mark: new Map() };
    this.workers.set(index, w);
    return w;
  }

  /** Gives `file` what worker `w` used since its last mark. */
  private charge(w: Worker, file: string): void {
    w.tree.poll();
    const now = new Map(w.tree.breakdown().map((b) => [b.name, b.ms]));
    let cpu = 0;
    let chromium = 0;
    for (const [name, ms] of now) {
      const d = ms - (w.mark.get(name) ?? 0);
      cpu += d;
      if (/chrom/i.test(name)) chromium += d;
    }
    w.mark = now;
    const s = this.spec(file);
    s.cpuMs += cpu;
    s.chromiumMs += chromium;
  }

  private spec(file: string): SpecFigure {
    let s = this.specs.get(file);
    if (!s) {
      s = { spec: file, tests: 0, wallMs: 0, cpuMs: 0, chromiumMs: 0, start: Infinity, end: 0 };
      this.specs.set(file, s);
    }
    return s;
  }

  onTestBegin(test: TestCase, result: TestResult): void {
    // a new worker (or a new spec in a worker): start its spec's clock
    this.worker(result.workerIndex);
    const s = this.spec(path.basename(test.location.file));
    s.start = Math.min(s.start, result.startTime.getTime());
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const s = this.spec(file);
    s.tests++;
    s.end = Math.max(s.end, result.startTime.getTime() + result.duration);
    const w = this.worker(result.workerIndex);
    if (!w) return;
    this.charge(w, file);
    w.lastFile = file;
  }

  onEnd(_result: FullResult): void {
    if (this.timer) clearInterval(this.timer);
    // what each worker did after its last test (afterAll, closing the browser)
    for (const w of this.workers.values()) if (w.lastFile) this.charge(w, w.lastFile);
    const specs = [...this.specs.values()].map((s) => ({ ...s, wallMs: Math.max(0, s.end - s.start) })).sort((a, b) => b.cpuMs - a.cpuMs);
    if (specs.length === 0) return;
    try {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      fs.writeFileSync(
        OUT,
        JSON.stringify(
          specs.map(({ spec, tests, wallMs, cpuMs, chromiumMs }) => ({ spec, tests, wallMs, cpuMs, chromiumMs })),
          null,
          2,
        ),
      );
    } catch {
      /* the printed lines remain */
    }
    const total = specs.reduce((n, s) => n + s.cpuMs, 0);
    const lines = specs
      .slice(0, 10)
      .map(
        (s) =>
          `  ${s.spec.padEnd(28)} ${String(s.tests).padStart(4)} tests  wall ${fmt(s.wallMs).padStart(8)}  cpu ${fmt(s.cpuMs).padStart(8)} (Chromium ${fmt(s.chromiumMs)})`,
      );
    process.stdout.write(
      `\nCPU by spec (each worker's processes, browsers included; ${fmt(total)} in all, ${path.relative(process.cwd(), OUT)}):\n${lines.join('\n')}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
