// Types of quickstart.mjs, for the test that runs it against a real stack (quickstart.test.ts).
export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  member: { id: string; username: string };
  data: Record<string, unknown>;
}
export function pkcePair(): { verifier: string; challenge: string };
export function authorizeUrl(o: { pulseUrl: string; clientId: string; redirectUri: string; scopes: string[]; state: string; challenge: string }): string;
export function exchangeCode(o: { pulseUrl: string; clientId: string; clientSecret?: string; code: string; redirectUri: string; verifier: string }): Promise<Tokens>;
export function refresh(o: { pulseUrl: string; clientId: string; clientSecret?: string; refreshToken: string }): Promise<Tokens>;
export function homeFeed(o: {
  pulseUrl: string;
  accessToken: string;
  first?: number;
}): Promise<{ posts: { id: string; content: string; createdAt: string; user: { username: string } }[]; remaining: number }>;
export function verifyPulseSignature(secret: string, header: string | undefined, rawBody: string, o?: { nowSeconds?: number; toleranceSeconds?: number }): boolean;
export function startAppServer(o?: { port?: number; webhookSecret?: string; onEvent?: (event: WebhookEvent) => void; now?: () => number }): Promise<{
  redirectUri: string;
  webhookUrl: string;
  codeFor(state: string): Promise<{ code: string | null; error: string | null }>;
  setWebhookSecret(secret: string): void;
  close(): Promise<void>;
}>;
