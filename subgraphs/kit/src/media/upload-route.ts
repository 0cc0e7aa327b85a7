// The skeleton every upload endpoint shares: the member is known before a byte of the body
// is read, the body is received within the route's limits into a spool, a refusal is
// answered like the REST shims (a body too large to drain is cut short), and the spooled
// files go whatever happens. Each route brings only its own part: what it checks, what it
// stores and what it answers.
import type express from 'express';
import { authenticate, type AuthContext } from '../auth.js';
import { UnauthenticatedError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { SubgraphServices } from '../subgraph.js';
import { sendError } from './media-error.js';
import {
  UploadOverflowError,
  lingerThenClose,
  receiveUpload,
  type ReceiveOptions,
  type ReceivedUpload,
  type UploadLimits,
  type UploadMessages,
} from './receive-upload.js';

export interface UploadRouteOptions {
  /** For `receive` (kit's multipart reader of images and videos); a route reading its body its own way needs none. */
  limits?: UploadLimits;
  messages?: UploadMessages;
  /** The status of a successful answer (200 unless the route creates something it names: 201). */
  status?: number;
  log: Logger;
  /** The refusal without a token; a dead token keeps its own message (the client signs out on it). */
  loginMessage?: string;
}

export interface UploadRequest {
  req: express.Request;
  auth: AuthContext;
  /** The signed-in member. */
  userId: string;
  /** Reads the body (once); its spooled files are removed when the request is done. */
  receive: (onField?: ReceiveOptions['onField']) => Promise<ReceivedUpload>;
  /** Registers what to undo once a refusal has been answered (e.g. stored files nothing will use). */
  onRefused: (undo: () => Promise<void>) => void;
}

/** An upload route: `handle` does the route's own part and returns its JSON answer. */
export function uploadRoute(services: SubgraphServices, options: UploadRouteOptions, handle: (upload: UploadRequest) => Promise<unknown>): express.RequestHandler {
  const storageDir = services.config.storageDir;

  return async (req, res) => {
    let upload: ReceivedUpload | undefined;
    let undo: (() => Promise<void>) | undefined;
    try {
      const auth = await authenticate(req.headers.authorization, services.tokens, services.revocations);
      // Refused before a byte of the body is read.
      if (!auth.user) throw auth.error ?? new UnauthenticatedError(options.loginMessage);
      const answer = await handle({
        req,
        auth,
        userId: auth.user.id,
        receive: async (onField) => {
          if (!options.limits || !options.messages) throw new Error('This upload route reads its body itself: it has no limits for receive()');
          upload = await receiveUpload(req, { limits: options.limits, messages: options.messages, storageDir, onField });
          return upload;
        },
        onRefused: (fn) => {
          undo = fn;
        },
      });
      res.status(options.status ?? 200).json(answer);
    } catch (error) {
      // A body refused before its end leaves this connection mid-request: it must not carry
      // another. Without this the gateway's pooled connection sent the next member's upload
      // into the rest of this body; it waited out the linger and answered 502 (issue 18).
      if (error instanceof UploadOverflowError && !req.complete) res.setHeader('Connection', 'close');
      sendError(res, error, options.log, services.config);
      // The parser keeps discarding a refused body to its end; one too large for that is cut short.
      if (error instanceof UploadOverflowError) lingerThenClose(req, res);
      await undo?.();
    } finally {
      await upload?.dispose();
    }
  };
}
