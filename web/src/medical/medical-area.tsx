// /medical and /medical/:id (docs/medical.md, "Screens"): one chunk loaded when a member opens
// the area; the viewer (Cornerstone3D, its codecs and web workers, all from our origin) is a
// chunk of its own, fetched when a scan's page shows it.
import { useApolloClient, type ApolloCache, type InMemoryCache } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MedicalPage } from './medical-page';
import { ScanPage } from './scan-page';

interface Page {
  nodes: unknown[];
  pageInfo: unknown;
}

/** 'Load more' appends the next page; a fresh first page (new filters) replaces the list. */
function medicalPolicies(cache: ApolloCache<unknown>) {
  if (!('policies' in cache)) return;
  (cache as InMemoryCache).policies.addTypePolicies({
    Query: {
      fields: {
        medicalScans: {
          keyArgs: ['filter'],
          merge(existing: Page | undefined, incoming: Page, { args }: { args: Record<string, unknown> | null }) {
            return existing && args?.after ? { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] } : incoming;
          },
        },
        medicalScanAccessLog: { keyArgs: ['scanId'], merge: false },
      },
    },
  });
}

export default function MedicalArea() {
  const client = useApolloClient();
  useState(() => medicalPolicies(client.cache));
  useEffect(() => {
    document.title = 'Medical scans · Pulse';
  }, []);
  return (
    <Routes>
      <Route index element={<MedicalPage />} />
      <Route path=":id" element={<ScanPage />} />
    </Routes>
  );
}
