// Settings > Developer > Personal access tokens (docs/developer-platform.md): tokens for the
// member's own scripts. Made with a name, scopes (in the plain words apiScopes gives) and an
// expiry; the token is shown once, here, with a copy button; the list shows what each may do,
// when it was made, expires and was last used, and its status; Revoke asks first.
import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import {
  ApiScopeChoicesDocument,
  CreatePersonalAccessTokenDocument,
  PersonalAccessTokensDocument,
  RevokePersonalAccessTokenDocument,
  type PersonalAccessTokenRowFragment,
} from '../generated/graphql';
import { AppDialog } from '../components/dialog';
import { SelectField } from '../components/select-field';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { SectionCard } from './section-form';
import { TokenUsageToggle } from '../developers/usage-panels';
import { openExplorerWithToken } from '../explorer/handoff';
import { SecretOnce } from '../components/secret-once';
import { firstFailure } from '../errors/graphql-errors';

/** The expiries the server accepts (accounts' access-tokens/limits.ts), in days. */
type Expiry = '7' | '30' | '90' | '365';
const EXPIRIES: ReadonlyArray<{ value: Expiry; label: string }> = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];
const NAME_MAX = 100;
export const TOKEN_COPIED = 'Token copied to clipboard';

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : 'Never');
const STATUS = { ACTIVE: ['Active', 'green'], EXPIRED: ['Expired', 'gray'], REVOKED: ['Revoked', 'red'] } as const;

function NewToken({ token, onDone }: { token: string; onDone(): void }) {
  return (
    <SecretOnce
      title="Your new personal access token"
      secret={token}
      copiedMessage={TOKEN_COPIED}
      testIds={{ box: 'new-token', value: 'new-token-value', warning: 'new-token-warning', copy: 'copy-token' }}
      actions={
        <Button size="sm" variant="outline" onClick={() => openExplorerWithToken(token)} data-testid="try-token-explorer">
          Try in explorer
        </Button>
      }
      onDone={onDone}
    />
  );
}

function CreateToken({ onCreated }: { onCreated(token: string): void }) {
  const session = useSession();
  const mayAdmin = session.user?.role === 'ADMIN' || session.user?.role === 'MODERATOR';
  const { data } = useQuery(ApiScopeChoicesDocument);
  const [create, { loading }] = useMutation(CreatePersonalAccessTokenDocument, { refetchQueries: [PersonalAccessTokensDocument] });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<Expiry>('30');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; expiresInDays?: string }>({});
  const choices = (data?.apiScopes ?? []).filter((s) => mayAdmin || !s.adminOnly);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'Name is required' });
    if (!scopes.length) return setErrors({ scopes: 'Choose at least one scope' });
    setErrors({});
    try {
      const result = await create({ variables: { input: { name: name.trim(), scopes, expiresInDays: Number(expiry) } } });
      const made = result.data?.createPersonalAccessToken;
      if (made) {
        setName('');
        setScopes([]);
        onCreated(made.token);
      }
    } catch (error) {
      const failure = firstFailure(error);
      const field = failure.field;
      if (field === 'name' || field === 'scopes' || field === 'expiresInDays') setErrors({ [field]: failure.message });
      else toast.error(failure.message);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="create-token" noValidate>
      <Stack gap="3">
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={NAME_MAX} placeholder="What is this token for?" data-testid="token-name" />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        {/* A fieldset of its own, not a Field: a Field would give every checkbox its one control id. */}
        <Box as="fieldset" w="full">
          <Text as="legend" textStyle="sm" fontWeight="medium" mb="2">
            Scopes
          </Text>
          <Stack gap="2">
            {choices.map((s) => (
              <Checkbox.Root
                key={s.name}
                alignItems="flex-start"
                checked={scopes.includes(s.name)}
                onCheckedChange={(e) => setScopes((now) => (e.checked === true ? [...now, s.name] : now.filter((x) => x !== s.name)))}
                data-testid={`scope-${s.name}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Text as="span" fontWeight="medium">
                    {s.description}
                  </Text>{' '}
                  <Text as="span" color="fg.muted" textStyle="xs">
                    ({s.name})
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errors.scopes && (
            <Text color="fg.error" textStyle="sm" mt="2" data-testid="token-scopes-error">
              {errors.scopes}
            </Text>
          )}
        </Box>
        <SelectField<Expiry> label="Expires after" value={expiry} options={EXPIRIES} onChange={setExpiry} testId="token-expiry" />
        {errors.expiresInDays && (
          <Text color="fg.error" textStyle="sm">
            {errors.expiresInDays}
          </Text>
        )}
        <Box>
          <Button type="submit" size="sm" loading={loading} data-testid="create-token-button">
            Create token
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

function TokenList() {
  const { data, loading } = useQuery(PersonalAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useMutation(RevokePersonalAccessTokenDocument);
  const [confirming, setConfirming] = useState<PersonalAccessTokenRowFragment>();
  const tokens = data?.personalAccessTokens ?? [];

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await revoke({ variables: { id: confirming.id } });
      toast.success('Token revoked');
    } catch (error) {
      toast.error(firstFailure(error).message);
    } finally {
      setConfirming(undefined);
    }
  };

  if (!tokens.length) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="no-tokens">
        {loading ? 'Loading…' : 'You have no personal access tokens.'}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="token-list">
      {tokens.map((t) => {
        const [label, palette] = STATUS[t.status];
        return (
          <Box as="li" key={t.id} borderWidth="1px" rounded="md" p="3" data-testid="token-row" data-token-id={t.id} data-status={t.status}>
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="1" minW="0">
                <HStack gap="2">
                  <Text fontWeight="medium" data-testid="token-row-name">
                    {t.name}
                  </Text>
                  <Badge colorPalette={palette} data-testid="token-row-status">
                    {label}
                  </Badge>
                </HStack>
                <Text textStyle="sm" color="fg.muted" data-testid="token-row-scopes">
                  {t.scopes.join(', ')}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  Created {when(t.createdAt)} · {t.status === 'EXPIRED' ? 'Expired' : 'Expires'} {when(t.expiresAt)}
                  {t.revokedAt && ` · Revoked ${when(t.revokedAt)}`}
                </Text>
                <Text textStyle="xs" color="fg.muted" data-testid="token-row-last-used">
                  Last used: {when(t.lastUsedAt)}
                </Text>
              </Stack>
              {t.status === 'ACTIVE' && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(t)} data-testid="revoke-token">
                  Revoke
                </Button>
              )}
            </HStack>
            <TokenUsageToggle tokenId={t.id} name={t.name} />
          </Box>
        );
      })}
      <AppDialog
        open={!!confirming}
        onClose={() => !revoking && setConfirming(undefined)}
        testId="revoke-token-dialog"
        role="alertdialog"
        title="Revoke this token?"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(undefined)} disabled={revoking} size="sm">
              Cancel
            </Button>
            <Button colorPalette="red" onClick={() => void onConfirm()} loading={revoking} size="sm" data-testid="confirm-revoke-token">
              Revoke
            </Button>
          </>
        }
      >
        <Text>“{confirming?.name}” stops working at once, everywhere. Scripts using it will be refused.</Text>
      </AppDialog>
    </Stack>
  );
}

export function PersonalAccessTokensSection() {
  const [made, setMade] = useState<string>();
  return (
    <Stack gap="4">
      <SectionCard
        title="Personal access tokens"
        description="Tokens for your own scripts to use the Pulse API as you, limited to the scopes you choose. Send one as “Authorization: Bearer <token>”."
        testId="settings-personal-access-tokens"
      >
        <Stack gap="5">
          {made && <NewToken token={made} onDone={() => setMade(undefined)} />}
          <CreateToken onCreated={setMade} />
          <TokenList />
        </Stack>
      </SectionCard>
    </Stack>
  );
}
