// CPU time the kernel has counted, from /proc (Linux), for the benches' CPU columns: what a
// process (every thread) or one thread has used. The fields are in USER_HZ clock ticks, which
// are 100 a second on every Linux ABI Node supports.
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU in ms from a stat file: /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat. */
export function statCpuMs(path: string): number {
  const stat = readFileSync(path, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** CPU time (ms, every thread) a process has used so far. */
export const processCpuMs = (pid: number): number => statCpuMs(`/proc/${pid}/stat`);
