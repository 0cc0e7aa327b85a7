// /events and /events/:id (docs/events.md, "Screens"): one chunk loaded when a member opens
// the area; the Create Event dialog is a chunk of its own, fetched when first opened.
import { useApolloClient, type ApolloCache, type InMemoryCache } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EventPage } from './event-page';
import { EventsPage } from './events-page';

interface Page {
  nodes: unknown[];
  pageInfo: unknown;
}

/** 'Load more' appends the next page; a fresh first page replaces the list. Added when the area opens. */
function eventPolicies(cache: ApolloCache<unknown>) {
  if (!('policies' in cache)) return;
  (cache as InMemoryCache).policies.addTypePolicies({
    Query: {
      fields: {
        events: {
          keyArgs: [],
          merge(existing: Page | undefined, incoming: Page, { args }: { args: Record<string, unknown> | null }) {
            return existing && args?.after ? { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] } : incoming;
          },
        },
      },
    },
  });
}

export function EventsArea() {
  const client = useApolloClient();
  useState(() => eventPolicies(client.cache));
  useEffect(() => {
    document.title = 'Events · Pulse';
  }, []);
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path=":id" element={<EventPage />} />
    </Routes>
  );
}
