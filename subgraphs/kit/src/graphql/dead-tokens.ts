// A request that carries a token which is no longer alive (logged out, suspended, expired,
// forged) is refused as a whole with that token's UNAUTHENTICATED, public operations
// included, instead of being served as a signed-out reader's. A suspended member's old token
// then opens nothing anywhere, and the web client learns on its next request, whatever it
// asks, that its session is over (it signs out on this message). Checked once per operation
// rather than per field, so that it costs nothing on large answers; found by the authz
// matrix (gateway/src/authz).
import type { ApolloServerPlugin } from '@apollo/server';
import { UnauthenticatedError } from '../errors.js';
import type { AuthContext } from '../auth.js';

export function refuseDeadTokens<Ctx extends { auth: AuthContext }>(): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue }) {
          const dead = contextValue.auth.error;
          if (!dead) return;
          // A GraphQL answer (200, errors and no data), like any other refusal: not an HTTP failure the gateway would report as an outage.
          const error = new UnauthenticatedError(dead.message);
          error.extensions.http = { status: 200 };
          throw error;
        },
      };
    },
  };
}
