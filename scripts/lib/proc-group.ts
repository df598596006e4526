// What a process group uses, read from /proc (Linux): the benchmarks start each server or build in a
// group of its own (spawnChild), and its work is spread over children (tsx's node, Gatsby's workers).
import fs from 'node:fs';

/** /proc/<pid>/stat's fields after "(comm)": state ppid pgrp …, or null when the process is gone. */
function statFields(pid: string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // exited meanwhile
  }
}

/** The fields of every live process of group `pgid`. */
function groupStats(pgid: number): string[][] {
  const out: string[][] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (f && Number(f[2]) === pgid) out.push(f);
  }
  return out;
}

/** CPU ticks (user + system, 100 a second) the live processes of a group used so far. */
export const groupCpuTicks = (pgid: number): number => groupStats(pgid).reduce((t, f) => t + Number(f[11]) + Number(f[12]), 0);

/** Bytes of a memory page, as /proc counts RSS. */
const PAGE_SIZE = 4096;

/** Resident memory of a group's processes in bytes: [sum, largest]. */
export function groupRss(pgid: number): [number, number] {
  let sum = 0;
  let largest = 0;
  for (const f of groupStats(pgid)) {
    const rss = Number(f[21]) * PAGE_SIZE;
    sum += rss;
    largest = Math.max(largest, rss);
  }
  return [sum, largest];
}
