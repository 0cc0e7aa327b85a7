// Loaded first (`node --import`) into every process `npm start` supervises: the start script
// holds an IPC channel to each, and the channel closes when the start script ends however it
// ends, SIGKILL included. Then the service stops as on SIGTERM (its own handler closes its
// server and pools), instead of running on unsupervised and keeping its port.
// Only the start script loads this, always with a channel: none (any more) means it died
// before this process was up and the channel closed before anything listened to it.
// A worker thread started from a file runs this too (workers inherit --import) and never has
// a channel: there it does nothing, or the service's first worker (health's parsers and
// encoder) would stop the whole process.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  if (!process.channel) process.kill(process.pid, 'SIGTERM');
  else {
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
    // Listening for 'disconnect' holds the event loop open; the channel must not keep a
    // finished process alive.
    process.channel.unref();
  }
}
