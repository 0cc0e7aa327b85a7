// /search?q=: posts (full-text, most relevant first), hashtags (by prefix) and people (name
// or username, accounts' search) for the words in the box. The query lives in the address,
// so a search can be shared, reloaded and gone back to; tabs are in the address too (&tab=).
// Visitors search posts and tags; people are for members (accounts' search needs one).
import { Box, Button, HStack, Heading, Input, Link, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../components/icons';
import { useUserSearch } from '../components/use-user-search';
import { UserAvatar } from '../components/user-avatar';
import { FEED_PAGE_SIZE } from '../feed/feed-cache';
import { FeedList } from '../feed/feed-list';
import { useFeedPaging } from '../feed/use-feed';
import { SearchHashtagsDocument, SearchPostsDocument } from '../generated/graphql';
import { isSignedIn, useSession } from '../session/session-context';
import { postCountLabel } from './discovery-format';

export type SearchTab = 'posts' | 'tags' | 'people';
const TABS: SearchTab[] = ['posts', 'tags', 'people'];
/** The server's limit on q. */
const QUERY_MAX = 200;

const tabOf = (params: URLSearchParams): SearchTab => (TABS.includes(params.get('tab') as SearchTab) ? (params.get('tab') as SearchTab) : 'posts');

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tab = tabOf(params);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    document.title = q ? `${q} · Search · Pulse` : 'Search · Pulse';
  }, [q]);
  // Reads the address as it is now, not as last rendered: navigations render in a transition, so a
  // tab picked right after a search would otherwise put the previous words back.
  const go = (next: { q?: string; tab?: SearchTab }) => {
    const now = new URLSearchParams(window.location.search);
    const values = { q: next.q ?? (now.get('q') ?? '').trim(), tab: next.tab ?? tabOf(now) };
    const search = new URLSearchParams();
    if (values.q) search.set('q', values.q);
    if (values.tab !== 'posts') search.set('tab', values.tab);
    setParams(search);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim() });
  };
  return (
    <Stack gap="4" maxW="2xl" mx="auto" w="full" data-testid="search-page">
      <Heading as="h1" size="2xl">
        Search
      </Heading>
      <form role="search" onSubmit={submit} aria-label="Search Pulse">
        <HStack gap="2">
          <Input
            type="search"
            name="q"
            value={text}
            maxLength={QUERY_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search posts, #hashtags and people"
            aria-label="Search posts, hashtags and people"
            autoFocus={!q}
            data-testid="search-input"
          />
          <Button type="submit" colorPalette="brand" data-testid="search-submit">
            <SearchIcon aria-hidden /> Search
          </Button>
        </HStack>
      </form>
      <Tabs.Root value={tab} onValueChange={(e) => go({ tab: e.value as SearchTab })} variant="line" lazyMount data-testid="search-tabs">
        <Tabs.List>
          <Tabs.Trigger value="posts" data-testid="search-tab-posts">
            Posts
          </Tabs.Trigger>
          <Tabs.Trigger value="tags" data-testid="search-tab-tags">
            Tags
          </Tabs.Trigger>
          <Tabs.Trigger value="people" data-testid="search-tab-people">
            People
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="posts">{q ? <PostResults q={q} /> : <Hint />}</Tabs.Content>
        <Tabs.Content value="tags">{q ? <TagResults q={q} /> : <Hint />}</Tabs.Content>
        <Tabs.Content value="people">{q ? <PeopleResults q={q} /> : <Hint />}</Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Hint() {
  return (
    <Text color="fg.muted" py="6" textAlign="center" data-testid="search-hint">
      Type words to find posts, #hashtags and people. Use "quotes" for a phrase and -word to leave a word out.
    </Text>
  );
}

function PostResults({ q }: { q: string }) {
  const query = useQuery(SearchPostsDocument, { variables: { q, first: FEED_PAGE_SIZE, after: null }, notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.searchPosts });
  return (
    <FeedList
      testId="search-posts"
      feed={feed}
      ads={false}
      empty={
        <Text textAlign="center" color="fg.muted" py="10" data-testid="search-posts-empty">
          No posts match “{q}”.
        </Text>
      }
    />
  );
}

function TagResults({ q }: { q: string }) {
  const { data, loading } = useQuery(SearchHashtagsDocument, { variables: { q } });
  const tags = data?.searchHashtags;
  if (!tags)
    return loading ? (
      <Text color="fg.muted" py="6">
        Loading...
      </Text>
    ) : null;
  if (!tags.length)
    return (
      <Text textAlign="center" color="fg.muted" py="10" data-testid="search-tags-empty">
        No hashtags start with “{q.replace(/^#/, '')}”.
      </Text>
    );
  return (
    <List.Root listStyle="none" gap="1" py="2" data-testid="search-tags">
      {tags.map((t) => (
        <List.Item key={t.name} data-testid="search-tag" data-tag={t.name}>
          <Link asChild display="flex" justifyContent="space-between" gap="3" px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
            <RouterLink to={`/tags/${encodeURIComponent(t.name)}`}>
              <Text as="span" fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                #{t.name}
              </Text>
              <Text as="span" color="fg.muted" fontSize="sm" flexShrink={0}>
                {postCountLabel(t.postCount)}
              </Text>
            </RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}

function PeopleResults({ q }: { q: string }) {
  const { status } = useSession();
  if (!isSignedIn(status))
    return (
      <Text textAlign="center" color="fg.muted" py="10" data-testid="search-people-login">
        <Link asChild color="brand.fg">
          <RouterLink to="/login">Log in</RouterLink>
        </Link>{' '}
        to search for people.
      </Text>
    );
  return <MemberResults q={q} />;
}

function MemberResults({ q }: { q: string }) {
  const search = useUserSearch(q, 20);
  if (search.loading)
    return (
      <Text color="fg.muted" py="6">
        Loading...
      </Text>
    );
  if (search.error)
    return (
      <Text color="fg.error" py="6" role="alert">
        Failed to search users
      </Text>
    );
  if (!search.users.length)
    return (
      <Text textAlign="center" color="fg.muted" py="10" data-testid="search-people-empty">
        No users found
      </Text>
    );
  return (
    <List.Root listStyle="none" gap="1" py="2" data-testid="search-people">
      {search.users.map((u) => (
        <List.Item key={u.id} data-testid="search-person" data-username={u.username}>
          <Link asChild display="flex" alignItems="center" gap="3" px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
            <RouterLink to={`/${u.username}`}>
              <UserAvatar name={u.name} image={u.image} />
              <Box minW="0">
                <Text fontWeight="semibold" truncate>
                  {u.name}
                </Text>
                <Text color="fg.muted" fontSize="sm" truncate>
                  @{u.username}
                </Text>
              </Box>
            </RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}
