// What messaging knows about the media server: its health (GET /health on the sfu's
// internal address) and the ICE servers browsers should use.
import { requireUser, type PlatformConfig, type SubgraphContext } from '@pulse/kit';

const PROBE_TIMEOUT_MS = 2000;

export interface MediaServerHealth {
  ok: boolean;
  workers: number;
}

export function healthUrl(config: PlatformConfig): string {
  const url = new URL(config.calls.sfuInternalUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = '/health';
  url.search = '';
  return url.toString();
}

/** Never throws: an unreachable or unhealthy media server is `{ok: false, workers: 0}`. */
export async function probeMediaServer(config: PlatformConfig): Promise<MediaServerHealth> {
  try {
    const res = await fetch(healthUrl(config), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const body = (await res.json().catch(() => ({}))) as { workers?: unknown };
    const workers = typeof body.workers === 'number' && Number.isInteger(body.workers) && body.workers > 0 ? body.workers : 0;
    return { ok: res.ok && workers > 0, workers: res.ok ? workers : 0 };
  } catch {
    return { ok: false, workers: 0 };
  }
}

export async function webrtcHealth(_: unknown, _args: unknown, ctx: SubgraphContext): Promise<MediaServerHealth> {
  requireUser(ctx.auth);
  return probeMediaServer(ctx.services.config);
}

/**
 * TURN_URLS (with TURN_USERNAME / TURN_CREDENTIAL) when configured. Otherwise none: our sfu
 * is ICE-lite and announces its own address (SFU_ANNOUNCED_IP), so a browser that can reach
 * that address needs no STUN or TURN; behind NAT or strict firewalls, configure a TURN server.
 */
export function turnConfig(_: unknown, _args: unknown, ctx: SubgraphContext) {
  requireUser(ctx.auth);
  return {
    iceServers: ctx.services.config.calls.iceServers.map((s) => ({ urls: s.urls, username: s.username ?? null, credential: s.credential ?? null })),
  };
}
