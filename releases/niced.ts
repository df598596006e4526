// Work that may trail a release (its search index, deleting an older release) gives way to the
// next build on the same cores.
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';

/** Lowers a started process's priority; where that is not allowed it keeps the service's. */
export function niced(child: ChildProcess, niceness: number): void {
  if (!child.pid) return;
  try {
    os.setPriority(child.pid, niceness);
  } catch {
    /* not allowed here */
  }
}
