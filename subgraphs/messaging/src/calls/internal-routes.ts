// What the sfu tells messaging, beside /graphql: `POST /internal/calls/peer-left`, sent when a
// member's peer left a call's room and did not come back within the sfu's grace period
// (sfu/src/call-reports.ts). The request is a token signed with the call-token secret for
// the audience "messaging" whose claims are the departure; members cannot send it (they
// never hold that secret, and the gateway does not route /internal).
import type express from 'express';
import { CallTokenError, PEER_LEFT_PATH, createLogger, internalErrorBody, verifyInternalRequest, type SubgraphServices } from '@pulse/kit';
import { leaveDeparted } from './lifecycle.js';

const log = createLogger('calls');

export function callInternalRoutes(app: express.Express, services: SubgraphServices): void {
  app.post(PEER_LEFT_PATH, async (req, res) => {
    let departure;
    try {
      departure = await verifyInternalRequest(req.headers.authorization, 'messaging', services.config.callTokenSecret, ['callId', 'roomId', 'userId'] as const);
    } catch (error) {
      if (error instanceof CallTokenError) {
        res.status(401).json({ code: 'UNAUTHENTICATED', message: error.message });
        return;
      }
      throw error;
    }
    try {
      const call = await leaveDeparted(services, departure);
      res.json({ callId: departure.callId, status: call?.status ?? null });
    } catch (error) {
      log.warn('a departure report failed', departure);
      res.status(500).json(internalErrorBody(services.config, error, log));
    }
  });
}
