// Longevity Tips: the ten tips rotate (spec: "Ten longevity tips rotate"), one at a time, each
// linking the public page it comes from; the member can also step through them.
import { Button, Card, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { LongevityTipsDocument } from '../../generated/graphql';

export const TIP_ROTATE_MS = 10_000;

export function TipsCard() {
  const { data, loading } = useQuery(LongevityTipsDocument);
  const tips = data?.longevityTips ?? [];
  // Start on a different tip each day so a daily visitor does not always read the first one.
  const [index, setIndex] = useState(() => Math.floor(Date.now() / 86_400_000));
  useEffect(() => {
    if (tips.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), TIP_ROTATE_MS);
    return () => clearInterval(timer);
  }, [tips.length, index]);
  const tip = tips.length ? tips[((index % tips.length) + tips.length) % tips.length] : null;
  return (
    <Card.Root size="sm" data-testid="tips-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Longevity Tips
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {!tip ? (
          loading ? (
            <Spinner size="sm" />
          ) : (
            <Text fontSize="sm">No tips.</Text>
          )
        ) : (
          <Stack gap="2" aria-live="polite" data-testid="tip" data-tip-id={tip.id}>
            <Text fontWeight="semibold">{tip.title}</Text>
            <Text fontSize="sm">{tip.text}</Text>
            <Link href={tip.url} target="_blank" rel="noopener noreferrer" fontSize="xs" color="fg.muted">
              Source: {tip.source}
            </Link>
            <HStack justify="space-between">
              <Text fontSize="xs" color="fg.muted">
                {(((index % tips.length) + tips.length) % tips.length) + 1} / {tips.length}
              </Text>
              <HStack gap="1">
                <Button size="xs" variant="ghost" onClick={() => setIndex((i) => i - 1)} aria-label="Previous tip">
                  Previous
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setIndex((i) => i + 1)} aria-label="Next tip" data-testid="tip-next">
                  Next
                </Button>
              </HStack>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
