// Trending hashtags, each a link to its hashtag page (/tags/<tag>).
import { Card, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TrendingQuery } from '../generated/graphql';
import { tagFigures } from './explore-format';

export function TrendingTags({ tags, loading }: { tags: TrendingQuery['trendingHashtags'] | undefined; loading: boolean }) {
  return (
    <Card.Root size="sm" data-testid="trending-tags">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Trending hashtags
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !tags ? (
          <Text color="fg.muted">Loading...</Text>
        ) : !tags?.length ? (
          <Text color="fg.muted" data-testid="trending-tags-empty">
            No hashtags are trending yet.
          </Text>
        ) : (
          <List.Root as="ol" listStyle="none" gap="3">
            {tags.map((t, i) => (
              <List.Item key={t.tag} data-testid="trending-tag" data-tag={t.tag}>
                <Stack gap="0">
                  <Text fontSize="xs" color="fg.muted">
                    {i + 1} · Trending
                  </Text>
                  <Link asChild fontWeight="semibold" colorPalette="brand" color="colorPalette.fg" wordBreak="break-word">
                    <RouterLink to={`/tags/${encodeURIComponent(t.tag)}`}>#{t.tag}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {tagFigures(t)}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
