// CPU time per build step, for `bench:scale` (docs/architecture.md#sourcing-at-scale): on a shared
// machine a step's wall time says little, its CPU time says what the step costs. Gatsby prints a
// `success <step> - <s>s` line as each step ends; the bench reads the build tree's CPU (and the
// main process's alone) while following the log, and charges each step the CPU used since the
// previous step's line. Steps that overlap (the image jobs run beside the queries and the HTML)
// share what was used meanwhile: the line that comes first takes it.
import fs from 'node:fs';

/** CPU (user + system, ms) read at one moment. */
export interface CpuReading {
  /** the whole build tree: the main process and its workers */
  treeMs: number;
  /** the build's main process alone */
  mainMs: number;
}

export interface StepCpu {
  name: string;
  /** Gatsby's own figure for the step (seconds of wall time) */
  wallS: number;
  /** what Gatsby prints after the time (`446/s`, `522/522 …`) */
  detail: string;
  treeMs: number;
  mainMs: number;
}

const SUCCESS = /^success (.+?) - ([\d.]+)s(?: - (.*))?$/;

/** Collects the steps of one build's log as their lines turn up, each with the CPU since the last. */
export class StepCpuLog {
  readonly steps: StepCpu[] = [];
  private last: CpuReading = { treeMs: 0, mainMs: 0 };

  /**
   * `lines` appeared in the log since the previous call, and `now` was read after them: the first
   * step line among them takes the CPU used since the previous step line, the others none.
   */
  add(lines: readonly string[], now: CpuReading): void {
    for (const line of lines) {
      const m = SUCCESS.exec(line.trim());
      if (!m) continue;
      this.steps.push({
        name: m[1],
        wallS: Number(m[2]),
        detail: m[3] ?? '',
        treeMs: Math.max(0, now.treeMs - this.last.treeMs),
        mainMs: Math.max(0, now.mainMs - this.last.mainMs),
      });
      this.last = now;
    }
  }
}

/** CPU (ms) a live process used so far (its own user + system, not its children's); null once gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // USER_HZ: 100 ticks a second
  } catch {
    return null;
  }
}

/** The steps as bench:scale prints them: Gatsby's wall time, then CPU of the tree and of the main process. */
export function formatSteps(steps: readonly StepCpu[]): string[] {
  const s = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
  return [
    '      wall s   CPU s (tree / main)  step',
    ...steps.map((st) => `  ${st.wallS.toFixed(1).padStart(9)}  ${s(st.treeMs)} / ${s(st.mainMs)}  ${st.name}${st.detail ? `  (${st.detail})` : ''}`),
  ];
}
