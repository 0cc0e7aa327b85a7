// One logger per subsystem, one line per event. JSON in production (for log shippers),
// readable text otherwise. The level and format come from the configuration (LOG_LEVEL,
// NODE_ENV in config.ts): each process entry, and testConfig(), calls configureLogging.
import type { LoggingConfig } from './config.js';
import { currentRequestId } from './request-id.js';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;

// Until a configuration is applied (the first lines of a process): info, as text.
let threshold: LogLevel = 'info';
let json = false;

export function configureLogging(config: LoggingConfig): void {
  threshold = config.logLevel;
  json = config.nodeEnv === 'production';
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(subsystem: string): Logger {
  const write = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[level] < LEVELS[threshold]) return;
    // A line written while a request runs names it, so its id finds every line of it.
    const requestId = currentRequestId();
    if (requestId && !(fields && 'requestId' in fields)) fields = { requestId, ...fields };
    const line = json
      ? JSON.stringify({ time: new Date().toISOString(), level, subsystem, msg, ...fields })
      : `${new Date().toISOString().slice(11, 23)} ${level.padEnd(5)} [${subsystem}] ${msg}${fields ? ' ' + JSON.stringify(fields) : ''}`;
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}
