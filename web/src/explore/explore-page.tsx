// /explore: what is being talked about (trending hashtags and posts, today or this week), whom
// to follow (signed-in members), and the way to the local feed. Open to visitors too: trends
// are made of public posts; suggestions need a member.
import { Box, Button, Center, Grid, Group, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PostCard } from '../feed/post-card/post-card';
import { TrendingDocument, type TrendWindow } from '../generated/graphql';
import { isSignedIn, useSession } from '../session/session-context';
import { WINDOWS } from './explore-format';
import { SuggestedMembers } from './suggested-members';
import { TrendingTags } from './trending-tags';

export function ExplorePage() {
  const { status } = useSession();
  const [span, setSpan] = useState<TrendWindow>('DAY');
  const { data, loading, error, refetch } = useQuery(TrendingDocument, { variables: { window: span } });
  useEffect(() => {
    document.title = 'Explore · Pulse';
  }, []);

  return (
    <Stack gap="6" data-testid="explore">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Explore
        </Heading>
        <Group attached role="group" aria-label="Trending over">
          {WINDOWS.map((w) => (
            <Button
              key={w.value}
              size="sm"
              variant={span === w.value ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={span === w.value}
              onClick={() => setSpan(w.value)}
              data-testid={`window-${w.value.toLowerCase()}`}
            >
              {w.label}
            </Button>
          ))}
        </Group>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Stack gap="3" minW="0" as="section" aria-labelledby="trending-posts-title">
          <Heading as="h2" size="lg" id="trending-posts-title">
            Trending posts
          </Heading>
          {loading && !data ? (
            <Center py="10">
              <Spinner aria-label="Loading trending posts" />
            </Center>
          ) : error && !data ? (
            <Stack align="center" py="10" gap="3" role="alert">
              <Text color="fg.muted">Could not load what is trending.</Text>
              <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => {})}>
                Try Again
              </Button>
            </Stack>
          ) : !data?.trendingPosts.length ? (
            <Stack align="center" py="10" gap="1" textAlign="center" data-testid="trending-posts-empty">
              <Text fontWeight="semibold">Nothing is trending {span === 'DAY' ? 'today' : 'this week'} yet</Text>
              <Text color="fg.muted" fontSize="sm">
                Posts people like, reply to and repost show up here.
              </Text>
            </Stack>
          ) : (
            <Stack gap="3" data-testid="trending-posts">
              {data.trendingPosts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </Stack>
          )}
        </Stack>
        {/* On a phone the side column comes first: the feed above would push it out of reach. */}
        <Stack gap="4" order={{ base: -1, lg: 0 }}>
          <Box borderWidth="1px" rounded="lg" p="4" data-testid="local-feed-link">
            <Text fontWeight="semibold">Local feed</Text>
            <Text fontSize="sm" color="fg.muted" mb="2">
              Every public post on Pulse, newest first.
            </Text>
            <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/local">Open the local feed</RouterLink>
            </Link>
          </Box>
          {isSignedIn(status) && <SuggestedMembers />}
          <TrendingTags tags={data?.trendingHashtags} loading={loading} />
        </Stack>
      </Grid>
    </Stack>
  );
}
