// What messaging knows about the media server: its health (GET /health on the sfu's
// internal address), who is in a call's room, and closing the room of a call that ended.
import { createLogger, issueInternalCallToken } from '@pulse/kit';
import type { MessagingConfig } from '../config.js';

const log = createLogger('calls');

const PROBE_TIMEOUT_MS = 2000;

export interface MediaServerHealth {
  ok: boolean;
  workers: number;
}

/** An HTTP address on the sfu (its WebSocket address, SFU_INTERNAL_URL, with an http(s) scheme). */
function sfuHttpUrl(config: MessagingConfig, path: string): string {
  const url = new URL(config.calls.sfuInternalUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = path;
  url.search = '';
  return url.toString();
}

export function healthUrl(config: MessagingConfig): string {
  return sfuHttpUrl(config, '/health');
}

/** A request to the sfu about one room, signed for it (sfu/src/server.ts, answerInternal). */
async function askAboutRoom(config: MessagingConfig, act: 'roomInfo' | 'closeRoom', roomId: string): Promise<Response> {
  const token = await issueInternalCallToken({ act, roomId }, 'sfu', config.callTokenSecret);
  return fetch(sfuHttpUrl(config, act === 'roomInfo' ? '/internal/room' : '/internal/room/close'), {
    method: act === 'roomInfo' ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
}

/** The member ids whose peers are in the room now; null when the sfu cannot say (unreachable, or not our sfu). */
export async function mediaRoomPeers(config: MessagingConfig, roomId: string): Promise<string[] | null> {
  try {
    const res = await askAboutRoom(config, 'roomInfo', roomId);
    if (!res.ok) return null;
    const body = (await res.json()) as { peers?: unknown };
    return Array.isArray(body.peers) && body.peers.every((p) => typeof p === 'string') ? body.peers : null;
  } catch {
    return null;
  }
}

/**
 * The call ended: the sfu closes its room and refuses its join tokens from now on. Never
 * throws; when the sfu cannot be told, the room still closes once its peers leave, and
 * joinCall refuses new tokens for the ended call anyway.
 */
export async function closeMediaRoom(config: MessagingConfig, roomId: string): Promise<void> {
  try {
    const res = await askAboutRoom(config, 'closeRoom', roomId);
    // 404: a media server without rooms to close (the test stacks' health-only stand-in).
    if (!res.ok && res.status !== 404) log.warn('the media server did not close a room', { status: res.status });
  } catch (error) {
    log.warn('could not ask the media server to close a room', { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Never throws: an unreachable or unhealthy media server is `{ok: false, workers: 0}`. */
export async function probeMediaServer(config: MessagingConfig): Promise<MediaServerHealth> {
  try {
    // Signed: the sfu tells its worker count only to loopback callers and to messaging.
    const token = await issueInternalCallToken({ act: 'health' }, 'sfu', config.callTokenSecret);
    const res = await fetch(healthUrl(config), { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const body = (await res.json().catch(() => ({}))) as { workers?: unknown };
    const workers = typeof body.workers === 'number' && Number.isInteger(body.workers) && body.workers > 0 ? body.workers : 0;
    return { ok: res.ok && workers > 0, workers: res.ok ? workers : 0 };
  } catch {
    return { ok: false, workers: 0 };
  }
}
