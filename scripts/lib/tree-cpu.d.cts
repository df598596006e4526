// Types of tree-cpu.cjs (plain CommonJS, so cpu-meter.cjs runs without a loader).
export declare const TICK_MS: number;

export declare class TreeCpu {
  /** Follows `rootPid` and everything it starts; `countRootOwn: false` leaves the root's own CPU out. */
  constructor(rootPid: number, opts?: { countRootOwn?: boolean });
  /** Reads every process of the tree once. */
  poll(): void;
  /** CPU (user + system, ms) the tree used up to the last poll; null off Linux. */
  totalMs(): number | null;
  /** CPU (ms) by process name, largest first. */
  breakdown(): { name: string; ms: number }[];
}
