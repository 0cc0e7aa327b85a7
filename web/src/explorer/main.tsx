// The GraphQL explorer for third-party developers, served by the gateway at /explorer.
// Self-hosted: GraphiQL and its styles come from our own bundle, never a CDN.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { explorerFetcher } from './fetcher';
import { takeHandedHeaders } from './handoff';

const DEFAULT_QUERY = `# Welcome to the Pulse GraphQL explorer.
#
# Requests go to POST /graphql; subscriptions use graphql-ws on the same path.
# When you are signed in to Pulse in this browser, your token is sent as a bearer
# token. To use another one, add it in the Headers tab:
#   { "authorization": "Bearer <token>" }
#
# Without a token, try: query { findUser(username: "someone") { name bio } }

query Me {
  me {
    id
    name
    username
    followers
    following
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={explorerFetcher} defaultQuery={DEFAULT_QUERY} defaultHeaders={takeHandedHeaders()} />
  </StrictMode>,
);
