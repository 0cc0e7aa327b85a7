// The health page's way into the assistant (/assistant, a lazy page of its own).
import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function AssistantCard() {
  return (
    <Card.Root data-testid="assistant-card">
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          Health assistant
        </Heading>
        <Text color="fg.muted">Questions about sleep, activity and nutrition, answered from public health guidance and your own data, with sources.</Text>
        <Button asChild alignSelf="start" size="sm">
          <RouterLink to="/assistant">Ask the assistant</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
