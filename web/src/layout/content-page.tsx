// The wrapper for legal and help pages: a title, a one-line description, then the content.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

export function ContentPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Pulse`;
  }, [title]);
  return (
    <Box as="article" maxW="3xl" mx="auto" data-testid="content-page">
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {description}
        </Text>
      </Stack>
      <Stack gap="5" css={{ '& h2': { fontWeight: 'semibold', fontSize: 'xl', mt: '2' }, '& p, & li': { lineHeight: 'tall' }, '& ul': { pl: '5', listStyle: 'disc' } }}>
        {children}
      </Stack>
    </Box>
  );
}
