// Runs beside the embedded PostgreSQL of `npm start`, holding an IPC channel to the start
// script. The channel closes when the start script ends, SIGKILL included; then this stops
// the server of the data directory (its postmaster's fast shutdown, SIGINT) so that no
// PostgreSQL is left running unsupervised, holding its port and data directory. After a
// normal stop the server is already gone (no postmaster.pid) and this just exits.
// Plain JavaScript run by node: it must not cost the start a TypeScript load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = process.argv[2];

/** The postmaster's process id from its lock file, if that process is a PostgreSQL one (a stale file may name a reused id). */
function postmasterPid() {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres') ? pid : undefined;
  } catch {
    return undefined;
  }
}

function stopServer() {
  const pid = postmasterPid();
  if (pid !== undefined) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}

if (!dataDir) {
  console.error('usage: node scripts/stop-postgres-with-parent.mjs <data directory> (started by scripts/start.ts with an IPC channel)');
  process.exit(1);
}
// No channel (any more): the start script died before this process was up, and the channel
// closed before anything could listen to it.
if (!process.channel) stopServer();
process.once('disconnect', stopServer);
// The terminal's Ctrl-C reaches this process too: the start script stops PostgreSQL itself then.
process.on('SIGINT', () => {});
