// Refetching by document names only what a mounted query watches: a real Apollo client whose
// link answers every query, one query watched and one not; nothing warns, and only the watched
// one goes out again.
import { ApolloClient, ApolloLink, InMemoryCache, Observable, gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchWatched, watchedDocuments } from './refetch-watched';

const Watched = gql`
  query Watched {
    watched
  }
`;
const Elsewhere = gql`
  query Elsewhere {
    elsewhere
  }
`;

function client(sent: string[]) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName);
        observer.next({ data: { watched: 'yes', elsewhere: 'yes' } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

afterEach(() => vi.restoreAllMocks());

describe('refetchWatched', () => {
  it('refetches the watched query and leaves the unwatched one out, with no warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const sent: string[] = [];
    const c = client(sent);
    const subscription = c.watchQuery({ query: Watched }).subscribe(() => {});
    await vi.waitFor(() => expect(sent).toEqual(['Watched']));

    expect(watchedDocuments(c, [Watched, Elsewhere])).toEqual([Watched]);
    await refetchWatched(c, [Watched, Elsewhere]);
    expect(sent).toEqual(['Watched', 'Watched']);

    // Once nothing watches it, it is no longer named.
    subscription.unsubscribe();
    expect(watchedDocuments(c, [Watched, Elsewhere])).toEqual([]);
    await refetchWatched(c, [Watched, Elsewhere]);
    expect(sent).toEqual(['Watched', 'Watched']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is what Apollo warns about when asked directly (the warning this avoids)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await client([]).refetchQueries({ include: [Elsewhere] });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/Elsewhere|refetchQueries|go\.apollo\.dev/);
  });
});
