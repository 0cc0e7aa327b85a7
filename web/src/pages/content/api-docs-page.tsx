import { Box, Code, Heading, Link, List, Table, Text } from '@chakra-ui/react';
import { ContentPage } from '../../layout/content-page';

const ERROR_CODES: Array<[string, string]> = [
  ['UNAUTHENTICATED', 'No token, or the token is invalid, expired or revoked ("Invalid or expired token").'],
  ['FORBIDDEN', 'You are signed in but not allowed to do this (for example, a suspended account).'],
  ['BAD_USER_INPUT', 'An input is invalid; extensions.field names the input field.'],
  ['CONFLICT', 'The value is already taken (for example, a username); extensions.field names the field.'],
  ['NOT_FOUND', 'The object does not exist or is not visible to you.'],
  ['RATE_LIMITED', 'Too many attempts; extensions.retryAfter says how many seconds to wait.'],
];

const EXAMPLE = `curl http://localhost:4000/graphql \\
  -H 'content-type: application/json' \\
  -H 'apollo-require-preflight: true' \\
  -H 'authorization: Bearer <token>' \\
  -d '{"query":"{ me { id name username } }"}'`;

export function ApiDocsPage() {
  return (
    <ContentPage title="API" description="Build on Pulse with the same GraphQL API the app uses.">
      <Heading as="h2">GraphQL</Heading>
      <Text>
        Send queries and mutations as JSON with <Code>POST /graphql</Code>. Every request must carry the header <Code>apollo-require-preflight: true</Code>; it protects
        members against cross-site request forgery.
      </Text>
      <Box as="pre" p="4" rounded="md" bg="bg.muted" overflowX="auto" fontSize="sm" tabIndex={0} aria-label="Example request">
        {EXAMPLE}
      </Box>
      <Heading as="h2">Authentication</Heading>
      <Text>
        Get a token with the <Code>register</Code> or <Code>login</Code> mutation and send it as <Code>Authorization: Bearer &lt;token&gt;</Code>. Tokens last 7 days;{' '}
        <Code>refresh</Code> issues a fresh one for the same session and <Code>logout</Code> revokes it everywhere.
      </Text>
      <Heading as="h2">Apps and personal access tokens</Heading>
      <Text>
        An app acting for members signs them in with OAuth 2.1 (authorization code with PKCE): register it in the{' '}
        <Link href="/developers" data-testid="api-docs-developers">
          developer portal
        </Link>
        . For your own scripts, create a personal access token in Settings. Both are limited to the scopes granted and can be revoked on their own.
      </Text>
      <Heading as="h2">Subscriptions</Heading>
      <Text>
        Realtime updates use the graphql-ws protocol on the same path, <Code>ws://…/graphql</Code> (<Code>wss://</Code> over HTTPS). Send the token in the connection
        parameters: <Code>{'{ "authorization": "Bearer <token>" }'}</Code>. For example, <Code>userUpdated(id)</Code> follows a member's profile and{' '}
        <Code>accountEvent</Code> reports changes to your own account.
      </Text>
      <Heading as="h2">REST</Heading>
      <Text>
        For simple integrations, REST endpoints under <Code>/api</Code> map onto the same GraphQL operations, with the same bearer token and the same rules. Errors map to
        HTTP statuses (401, 403, 400, 409, 404, 429).
      </Text>
      <Heading as="h2">Errors</Heading>
      <Text>Failures come back as GraphQL errors whose extensions.code is one of:</Text>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Meaning</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ERROR_CODES.map(([code, meaning]) => (
            <Table.Row key={code}>
              <Table.Cell>
                <Code>{code}</Code>
              </Table.Cell>
              <Table.Cell>{meaning}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Heading as="h2">Explorer</Heading>
      <List.Root>
        <List.Item>
          Try the API in your browser with the{' '}
          <Link href="/explorer" colorPalette="brand" color="colorPalette.fg" data-testid="explorer-link">
            GraphQL explorer
          </Link>
          . It browses the schema and, when you are signed in here, sends your token.
        </List.Item>
      </List.Root>
    </ContentPage>
  );
}
