// Refetching by document only what a screen is watching. Apollo warns ("Unknown query named
// X requested in refetchQueries") for every named document no mounted query watches, and most
// refetches name lists that live on one screen only (the conversation list, the week summary):
// from any other page they are nothing to refetch, so they are left out instead of warned about.
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';

/** The operation names of the queries a mounted component watches now (skipped ones excluded). */
export function watchedQueryNames(client: ApolloClient<unknown>): Set<string> {
  const names = new Set<string>();
  for (const query of client.getObservableQueries('active').values()) if (query.queryName) names.add(query.queryName);
  return names;
}

/** The documents of `documents` some mounted query watches: what `refetchQueries` may name. */
export function watchedDocuments(client: ApolloClient<unknown>, documents: DocumentNode[]): DocumentNode[] {
  const watched = watchedQueryNames(client);
  return documents.filter((document) => watched.has(getOperationName(document) ?? ''));
}

/** `client.refetchQueries({ include })` over the watched ones only; resolves at once when none is. */
export async function refetchWatched(client: ApolloClient<unknown>, documents: DocumentNode[]): Promise<void> {
  const include = watchedDocuments(client, documents);
  if (include.length) await client.refetchQueries({ include });
}
