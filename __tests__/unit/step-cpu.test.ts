/**
 * @jest-environment node
 *
 * bench:scale charges each build step the CPU used since the previous step's `success` line
 * (scripts/lib/step-cpu.ts).
 */
import { StepCpuLog, formatSteps, processCpuMs } from '../../scripts/lib/step-cpu';

test('each step line takes the CPU read since the previous step line; other lines take none', () => {
  const log = new StepCpuLog();
  log.add(['info [carfilm] created 12 content nodes', 'success load plugins - 0.512s'], { treeMs: 900, mainMs: 800 });
  log.add(['info nothing ended here'], { treeMs: 1500, mainMs: 1200 });
  log.add(['success Building production JavaScript and CSS bundles - 33.700s', 'success Building HTML renderer - 19.3s'], { treeMs: 40_000, mainMs: 30_000 });
  log.add(['success run page queries - 25.300s - 11200/11200 446.31/s'], { treeMs: 70_000, mainMs: 35_000 });
  expect(log.steps).toEqual([
    { name: 'load plugins', wallS: 0.512, detail: '', treeMs: 900, mainMs: 800 },
    { name: 'Building production JavaScript and CSS bundles', wallS: 33.7, detail: '', treeMs: 39_100, mainMs: 29_200 },
    // ended within the same reading: nothing was read in between
    { name: 'Building HTML renderer', wallS: 19.3, detail: '', treeMs: 0, mainMs: 0 },
    { name: 'run page queries', wallS: 25.3, detail: '11200/11200 446.31/s', treeMs: 30_000, mainMs: 5_000 },
  ]);
  expect(formatSteps(log.steps)[4]).toBe('       25.3    30.0 /    5.0  run page queries  (11200/11200 446.31/s)');
});

test("reads a live process's own CPU, and null for a process that is gone", () => {
  const own = processCpuMs(process.pid);
  expect(own).not.toBeNull();
  const before = own ?? 0;
  const cpu = () => process.cpuUsage().user / 1000;
  const until = cpu() + 150;
  while (cpu() < until); // burn 150 ms of CPU, however loaded the machine
  expect(processCpuMs(process.pid) ?? 0).toBeGreaterThanOrEqual(before + 50);
  expect(processCpuMs(2 ** 22 + 1)).toBeNull(); // above Linux's pid limit
});
