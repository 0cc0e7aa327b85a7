// CPU time by service, read from /proc: where a benchmark's work goes (the product's
// processes, PostgreSQL, Redis, the benchmark's own clients). Linux only; elsewhere empty.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat, 100 on every Linux build we run. */
const TICKS_PER_SECOND = 100;

/** What a process is, by its command: a subgraph's name, gateway, sfu, postgres, redis, clients, bench; undefined for the rest of the machine. */
function serviceOf(comm: string, cmdline: string[]): string | undefined {
  if (comm.startsWith('postgres')) return 'postgres';
  if (comm.startsWith('redis-server')) return 'redis';
  if (comm.startsWith('mediasoup')) return 'sfu';
  for (const arg of cmdline) {
    // npm start runs each service bundled, as node_modules/.cache/pulse-start/<name>.mjs.
    const started = /pulse-start\/([a-z-]+)\.mjs$/.exec(arg);
    if (started) return started[1];
    const subgraph = /subgraphs\/([a-z-]+)\/src\/main\.ts$/.exec(arg);
    if (subgraph) return subgraph[1];
    if (/gateway\/src\/main\.ts$/.test(arg)) return 'gateway';
    if (/sfu\/src\/main\.ts$/.test(arg)) return 'sfu';
    if (/bench\/realtime-clients\.ts$/.test(arg)) return 'clients';
    if (/bench\/[a-z-]+\.ts$/.test(arg)) return 'bench';
    if (/scripts\/start\.ts$/.test(arg)) return 'supervisor';
  }
  return undefined;
}

/** Seconds of CPU (user + system) each service's processes have used so far, summed by service. */
export function cpuByService(): Map<string, number> {
  const totals = new Map<string, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may itself hold spaces or parentheses.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // After the name: state is field 3 of the line, utime 14 and stime 15.
      const ticks = Number(fields[11]) + Number(fields[12]);
      const service = serviceOf(comm, readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
      if (service) totals.set(service, (totals.get(service) ?? 0) + ticks / TICKS_PER_SECOND);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return totals;
}

/** CPU milliseconds per unit of work by service between two readings (processes that ended meanwhile are not counted). */
export function cpuPer(before: Map<string, number>, after: Map<string, number>, units: number): Record<string, number> {
  const per: Record<string, number> = {};
  for (const [service, seconds] of [...after].sort((a, b) => b[1] - (before.get(b[0]) ?? 0) - (a[1] - (before.get(a[0]) ?? 0)))) {
    const used = seconds - (before.get(service) ?? 0);
    if (used > 0) per[service] = Math.round((used * 1000) / Math.max(1, units));
  }
  return per;
}
