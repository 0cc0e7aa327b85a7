// Settings > Muted and blocked (docs/safety.md): the members the member muted or blocked, most
// recent first, each with Unmute / Unblock. Undoing one asks the open lists again so the
// member's posts come back.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';
import { UserAvatar } from '../components/user-avatar';
import { toast } from '../toasts/toast';
import { BlockedMembersDocument, MutedMembersDocument, UnblockUserDocument, UnmuteUserDocument, type SafetyMemberFragment } from '../generated/graphql';
import { rememberMember } from './forget-member';

const PAGE = 20;

function MemberRow({ member, action, testId, onUndo }: { member: SafetyMemberFragment; action: string; testId: string; onUndo(): Promise<void> }) {
  return (
    <HStack gap="3" py="2" data-testid={testId}>
      <UserAvatar name={member.name} image={member.image} size="sm" />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {member.name}
        </Text>
        <Text color="fg.muted" fontSize="sm" truncate>
          @{member.username}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" onClick={() => void onUndo()} aria-label={`${action} @${member.username}`}>
        {action}
      </Button>
    </HStack>
  );
}

type Connection = { nodes: SafetyMemberFragment[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type Undo = (run: () => Promise<unknown>, message: string) => Promise<void>;

/**
 * One of the member's own lists (`field` of `document`'s answer), in pages of PAGE with Show
 * more, each row undone by `undoDocument` (Unmute, Unblock). Read again when `version` moves on.
 */
function PagedMemberList<K extends string>({
  document,
  field,
  undoDocument,
  undo,
  version,
  title,
  empty,
  action,
  done,
  testId,
}: {
  document: TypedDocumentNode<Record<K, Connection>, { first: number | null; after: string | null }>;
  field: K;
  undoDocument: TypedDocumentNode<unknown, { userId: string }>;
  undo: Undo;
  version: number;
  title: string;
  empty: string;
  action: string;
  /** The toast after an undo. */
  done(username: string): string;
  testId: string;
}) {
  const query = useQuery(document, { variables: { first: PAGE, after: null }, fetchPolicy: 'cache-and-network' });
  const [undoOne] = useMutation(undoDocument);
  const page = query.data?.[field];
  const members = page?.nodes ?? [];
  useRefetchOn(version, query.refetch);
  const more = () =>
    void query.fetchMore({
      variables: { first: PAGE, after: page?.pageInfo.endCursor ?? null },
      // Apollo's Unmasked<> of a generic answer cannot be indexed: the answer is read as its plain shape.
      updateQuery: (prev, { fetchMoreResult }) => {
        const [before, next] = [prev as unknown as Record<K, Connection>, fetchMoreResult as unknown as Record<K, Connection>];
        return { [field]: { ...next[field], nodes: [...before[field].nodes, ...next[field].nodes] } } as unknown as typeof prev;
      },
    });
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {!query.loading && members.length === 0 && <Text color="fg.muted">{empty}</Text>}
      {members.map((m) => (
        <MemberRow key={m.id} member={m} action={action} testId={`${testId}-row`} onUndo={() => undo(() => undoOne({ variables: { userId: m.id } }), done(m.username))} />
      ))}
      {page?.pageInfo.hasNextPage && (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={more}>
          Show more
        </Button>
      )}
    </Stack>
  );
}

/** Reads the list again each time `version` moves on (after an undo). */
function useRefetchOn(version: number, refetch: () => Promise<unknown>) {
  useEffect(() => {
    if (version) void refetch();
  }, [version, refetch]);
}

export function MutedBlockedSection() {
  const client = useApolloClient();
  const [version, setVersion] = useState(0);
  const undo: Undo = async (run, message) => {
    try {
      await run();
      toast.success(message);
      setVersion((v) => v + 1);
      await rememberMember(client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    }
  };
  return (
    <Stack gap="6" data-testid="muted-blocked-section">
      <Text color="fg.muted">
        Muted members&apos; posts and notifications are hidden from you; they are not told. Blocked members and you cannot see each other&apos;s posts or profile, follow,
        message or call each other.
      </Text>
      <PagedMemberList
        document={MutedMembersDocument}
        field="mutedMembers"
        undoDocument={UnmuteUserDocument}
        undo={undo}
        version={version}
        title="Muted"
        empty="You have not muted anyone."
        action="Unmute"
        done={(username) => `Unmuted @${username}`}
        testId="muted-list"
      />
      <PagedMemberList
        document={BlockedMembersDocument}
        field="blockedMembers"
        undoDocument={UnblockUserDocument}
        undo={undo}
        version={version}
        title="Blocked"
        empty="You have not blocked anyone."
        action="Unblock"
        done={(username) => `Unblocked @${username}`}
        testId="blocked-list"
      />
    </Stack>
  );
}
