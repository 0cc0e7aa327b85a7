// The Sponsored slot when no ad loads: a house card with something useful instead of an empty
// box (issue 24 item 8). Members get a community, event or challenge to join (house-items.ts);
// visitors get the way in (sign up or log in). Still labelled Sponsored, as the spec's
// placeholder is, and still inside the slot, so the feed's rhythm does not change.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HouseCardDocument } from '../generated/graphql';
import { isSignedIn, useSession } from '../session/session-context';
import { houseItemFor, houseItems } from './house-items';

function Frame({ children, kind }: { children: ReactNode; kind: string }) {
  return (
    <Box borderWidth="1px" rounded="xl" p="4" bg="bg.subtle" data-testid="sponsored-placeholder" data-house={kind}>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" data-testid="sponsored-label">
        Sponsored
      </Text>
      {children}
    </Box>
  );
}

export function HouseCard({ slot }: { slot: number }) {
  const { status } = useSession();
  const signedIn = isSignedIn(status);
  // One request for every slot of the page (cache-first); a failure leaves the explore offer.
  const { data, loading } = useQuery(HouseCardDocument, { skip: !signedIn, errorPolicy: 'all' });

  if (!signedIn) {
    return (
      <Frame kind="join">
        <Stack gap="2" mt="2" data-testid="house-card">
          <Text fontWeight="semibold">Join Pulse</Text>
          <Text fontSize="sm" color="fg.muted">
            Follow runners and riders, join events and challenges, and share your own training.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" colorPalette="brand" rounded="full">
              <RouterLink to="/register">Sign up</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline" rounded="full">
              <RouterLink to="/login">Log in</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Frame>
    );
  }
  if (loading && !data) return <Frame kind="loading">{null}</Frame>;
  const item = houseItemFor(houseItems(data), slot);
  return (
    <Frame kind={item.kind}>
      <HStack gap="3" mt="2" justify="space-between" align="center" wrap="wrap" data-testid="house-card" data-id={item.id}>
        <Stack gap="0" minW="0" flex="1">
          <Text fontWeight="semibold" wordBreak="break-word">
            {item.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {item.detail}
          </Text>
        </Stack>
        <Button asChild size="sm" colorPalette="brand" rounded="full" flexShrink="0">
          <RouterLink to={item.to} data-testid="house-card-action">
            {item.action}
          </RouterLink>
        </Button>
      </HStack>
    </Frame>
  );
}
