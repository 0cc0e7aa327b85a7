// The conversation search's second half: the words of encrypted messages, searched on this
// device (the server cannot read them). A quarter second after typing stops; nothing is asked
// of the server, and nothing at all when this browser is not a device.
import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { thisDevice } from '../e2ee/this-device';

const SEARCH_AFTER_MS = 250;
const NONE: ReadonlyMap<string, string> = new Map();

/** Conversation id -> the newest matching message's text. */
export function useMessageSearch(myId: string | null, search: string): ReadonlyMap<string, string> {
  const client = useApolloClient();
  const [found, setFound] = useState<{ query: string; matches: ReadonlyMap<string, string> }>({ query: '', matches: NONE });
  const query = search.trim();

  useEffect(() => {
    if (!myId || !query) return;
    let live = true;
    const timer = setTimeout(() => {
      thisDevice(client, myId)
        .then((device) => device.search(query))
        .then(
          (matches) => live && setFound({ query, matches: new Map(matches.map((m) => [m.conversationId, m.body])) }),
          () => undefined, // Not a device here: names are still searched.
        );
    }, SEARCH_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, myId, query]);

  return query && found.query === query ? found.matches : NONE;
}
