// Stamps each line a child writes to its log file with the time it appeared, so a bench can show
// where the time between two of its own events went (for example the steps `gatsby develop`
// reports while a preview refresh runs) without changing what the child prints.
import fs from 'node:fs';

export interface StampedLine {
  /** Date.now() when the line was first seen */
  at: number;
  text: string;
}

export interface LogClock {
  /** lines that appeared from `from` to `to` (ms since the epoch) */
  between(from: number, to: number): StampedLine[];
  /** reads what was written since the last look (call it before `between` for an exact end) */
  poll(): void;
  stop(): void;
}

/** Follows `file` from its current end, looking every `everyMs`. */
export function followLog(file: string, everyMs = 10): LogClock {
  const lines: StampedLine[] = [];
  let pos = fs.existsSync(file) ? fs.statSync(file).size : 0;
  let partial = '';
  const poll = () => {
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      return;
    }
    if (size < pos) pos = 0; // truncated or replaced
    if (size === pos) return;
    const buf = Buffer.alloc(size - pos);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buf, 0, buf.length, pos);
    } finally {
      fs.closeSync(fd);
    }
    pos = size;
    const at = Date.now();
    const parts = (partial + buf.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) if (text.trim()) lines.push({ at, text: text.trim() });
  };
  const timer = setInterval(poll, everyMs);
  timer.unref();
  return {
    between: (from, to) => lines.filter((l) => l.at >= from && l.at <= to),
    poll,
    stop: () => clearInterval(timer),
  };
}
