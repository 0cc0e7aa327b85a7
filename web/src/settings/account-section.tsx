// Account: what accounts knows of the member (read only here).
import { DataList, Spinner } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { AccountFactsDocument } from '../generated/graphql';
import { FormMessage, SectionCard } from './section-form';

const formatDateTime = (at: string) => new Date(at).toLocaleString();

const ROLE_NAMES: Record<string, string> = { MEMBER: 'Member', MODERATOR: 'Moderator', ADMIN: 'Admin' };

export function AccountSection() {
  const { data, error } = useQuery(AccountFactsDocument, { fetchPolicy: 'cache-and-network' });
  if (error) return <FormMessage message="Your account could not be loaded. Please try again." />;
  if (!data) return <Spinner />;
  const account = data.accountFacts;
  const rows: [string, string][] = [
    ['Email', account.email],
    ['Email verified', account.emailVerified ? 'Yes' : 'No'],
    ['Username', `@${account.username}`],
    ['Member since', formatDateTime(account.createdAt)],
    ['Role', ROLE_NAMES[account.role] ?? account.role],
    ['Active sessions', String(account.activeSessions)],
    ['Status', account.suspended ? (account.suspendedUntil ? `Suspended until ${formatDateTime(account.suspendedUntil)}` : 'Suspended') : 'Active'],
  ];
  return (
    <SectionCard title="Account" testId="settings-account">
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`account-${label.toLowerCase().replace(/ /g, '-')}`} wordBreak="break-all">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SectionCard>
  );
}
