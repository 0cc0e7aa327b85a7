// An area that is not built yet says so plainly and what it will hold, rather than breaking.
import { Badge, Button, Card, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { areaByKey } from '../layout/areas';

export function ComingSoonPage({ area: key }: { area: string }) {
  const area = areaByKey(key);
  useEffect(() => {
    document.title = `${area.label} · Pulse`;
  }, [area.label]);
  return (
    <Card.Root maxW="2xl" mx="auto" data-testid="coming-soon" data-area={area.key}>
      <Card.Header>
        <Stack gap="2">
          <Badge alignSelf="start" colorPalette="brand" variant="subtle">
            {area.label}: in progress
          </Badge>
          <Card.Title as="h1" fontSize="2xl">
            {area.comingTitle}
          </Card.Title>
          <Card.Description>{area.comingSummary}</Card.Description>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text fontWeight="medium">What you will find here:</Text>
          <List.Root ps="5">
            {area.comingItems?.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
          {area.service && (
            <Text fontSize="sm" color="fg.muted">
              Served by the Pulse {area.service} service, which is being built now.
            </Text>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline">
          <RouterLink to="/">Back to home</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
