// Browser-facing protections: security headers, an explicit CORS allow-list, and CSRF rules.
// CSRF: a cross-site page can only send "simple" requests without a preflight; a JSON
// content type or the apollo-require-preflight header forces one, so every state-changing
// request must carry one of them (Apollo Server applies the same rule to /graphql).
import type http from 'node:http';
import type express from 'express';
import helmet from 'helmet';

const helmetMiddleware = (connectOrigins: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the form analyzer's pose detection, served by us); it allows no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Chakra/emotion inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Mapbox (route cards, only with a MAPBOX_ACCESS_TOKEN): styles and tiles, and mapbox-gl's usage events.
        // And the configured origins: the medical bucket, which browsers upload scans to by presigned URL.
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com', ...connectOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set by the TLS terminator in front of us, which knows it is HTTPS
  });

type HeaderStep = [name: string, value: string | undefined];

/** The security headers of every answer, for one configuration (see securityHeaderSteps). */
export type SecurityHeaders = readonly HeaderStep[];

/**
 * The headers helmet sets, read once from helmet itself: with this configuration (no nonces)
 * they are the same for every request, so each answer is given the list instead of running
 * helmet's dozen middlewares again. Both the Express app and kit's lean /graphql path use it.
 */
function helmetHeaders(connectOrigins: readonly string[]): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: string | number) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name, undefined]),
  };
  let done = false;
  helmetMiddleware(connectOrigins)({ headers: {} } as express.Request, res as unknown as express.Response, () => (done = true));
  // helmet answers synchronously; if a later version did not, the headers would be missing silently.
  if (!done) throw new Error('helmet did not finish synchronously');
  return steps;
}

const SECURITY_HEADERS = helmetHeaders([]);

/** The headers with more origins in connect-src (the gateway's `connectOrigins`); none gives the default set. */
export function securityHeaderSteps(connectOrigins: readonly string[] = []): SecurityHeaders {
  return connectOrigins.length ? helmetHeaders(connectOrigins) : SECURITY_HEADERS;
}

/** Sets the security headers on an answer (the lean path; the Express app uses securityHeaders()). */
export function setSecurityHeaders(res: http.ServerResponse, steps: SecurityHeaders = SECURITY_HEADERS): void {
  for (const [name, value] of steps) {
    if (value === undefined) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

export function securityHeaders(steps: SecurityHeaders = SECURITY_HEADERS): express.RequestHandler {
  return (_req, res, next) => {
    setSecurityHeaders(res, steps);
    next();
  };
}

const ALLOWED_HEADERS = 'authorization, content-type, apollo-require-preflight, x-apollo-operation-name';

/** The CORS headers of an answer to this request (the lean path; the Express app uses cors()). */
export function corsHeaders(allowed: string[]): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const origins = new Set(allowed);
  return (req, res) => {
    const origin = req.headers.origin;
    // The answer depends on Origin whenever an allow-list exists: caches must key on it.
    if (origins.size) res.setHeader('Vary', 'Origin');
    if (origin && (origins.has(origin) || origins.has('*'))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
  };
}

export function cors(allowed: string[]): express.RequestHandler {
  const setHeaders = corsHeaders(allowed);
  return (req, res, next) => {
    setHeaders(req, res);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export function restCsrf(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    // An Authorization header already forces a preflight (and is the only credential the
    // API accepts), so a body-less POST such as /auth/refresh needs no content type.
    if (req.headers.authorization) return next();
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const simple = !type || SIMPLE_TYPES.includes(type);
    if (simple && !req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
      res.status(400).json({
        message: 'This request needs a JSON content type or an apollo-require-preflight header (CSRF protection)',
        code: 'CSRF_REJECTED',
      });
      return;
    }
    next();
  };
}
