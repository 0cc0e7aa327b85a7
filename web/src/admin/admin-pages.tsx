// /admin (docs/admin.md), loaded by admin-area.tsx: members (search, filters, pages), a member (edit, role, suspend for a
// duration or permanently, lift), the audit log and the stats. One lazy chunk; the stats'
// charts (recharts) are a chunk of their own. Only admins get anything: anyone else sees
// "Admins only" (the admin subgraph refuses them anyway).
import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { fieldErrors } from '../errors/graphql-errors';
import {
  AdminSuspendUserDocument,
  AdminUnsuspendUserDocument,
  AdminUpdateUserDocument,
  AdminUserDocument,
  AdminUsersDocument,
  AuditLogDocument,
  type AdminUserFieldsFragment,
  type AdminUserSort,
  type Role,
} from '../generated/graphql';

const AdminStatsPage = lazy(() => import('./admin-stats-page').then((m) => ({ default: m.AdminStatsPage })));
// Moderators and admins (docs/moderation.md); a chunk of its own.
const ModerationPage = lazy(() => import('./moderation-page').then((m) => ({ default: m.ModerationPage })));

const moderation = (
  <Suspense fallback={<Text>Loading…</Text>}>
    <ModerationPage />
  </Suspense>
);

export function AdminPages() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Admin · Pulse';
  }, []);
  // Moderators see only the moderation queue.
  if (user?.role === 'MODERATOR') {
    return (
      <Stack p={{ base: '3', md: '6' }} gap="4">
        <Heading size="lg">Moderation</Heading>
        <Routes>
          <Route path="*" element={moderation} />
        </Routes>
      </Stack>
    );
  }
  if (user?.role !== 'ADMIN') {
    return (
      <Box p="6" data-testid="admin-only">
        <Heading size="lg">Admins only</Heading>
        <Text mt="2" color="fg.muted">
          This area is for the platform’s admins.
        </Text>
      </Box>
    );
  }
  return (
    <Stack p={{ base: '3', md: '6' }} gap="4">
      {/* Wraps on a phone: the heading and four links are wider than 390 px in one row. */}
      <HStack gap="4" rowGap="1" wrap="wrap" as="nav" aria-label="Admin">
        <Heading size="lg">Admin</Heading>
        <RouterLink to="/admin">Members</RouterLink>
        <RouterLink to="/admin/stats">Stats</RouterLink>
        <RouterLink to="/admin/audit">Audit log</RouterLink>
        <RouterLink to="/admin/moderation">Moderation</RouterLink>
      </HStack>
      <Routes>
        <Route index element={<UsersPage />} />
        <Route path="users/:id" element={<UserPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="moderation" element={moderation} />
        <Route
          path="stats"
          element={
            <Suspense fallback={<Text>Loading stats…</Text>}>
              <AdminStatsPage />
            </Suspense>
          }
        />
      </Routes>
    </Stack>
  );
}

const PAGE = 20;

function UsersPage() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const [suspended, setSuspended] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('NEWEST');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  const { data, loading, error } = useQuery(AdminUsersDocument, {
    variables: { first: PAGE, after, q: q.trim() || null, role: (role || null) as Role | null, suspended: suspended === '' ? null : suspended === 'yes', sort },
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setCursors([null]);
    };
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Input maxW="xs" placeholder="Search name, username or email" aria-label="Search members" value={q} onChange={(e) => reset(setQ)(e.target.value)} />
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label="Role" value={role} onChange={(e) => reset(setRole)(e.target.value)}>
            <option value="">Any role</option>
            <option value="MEMBER">Member</option>
            <option value="MODERATOR">Moderator</option>
            <option value="ADMIN">Admin</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label="Suspended" value={suspended} onChange={(e) => reset(setSuspended)(e.target.value)}>
            <option value="">Suspended or not</option>
            <option value="yes">Suspended</option>
            <option value="no">Not suspended</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field aria-label="Sort" value={sort} onChange={(e) => reset(setSort)(e.target.value as AdminUserSort)}>
            <option value="NEWEST">Newest</option>
            <option value="OLDEST">Oldest</option>
            <option value="NAME">Name</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      {error && <Alert.Root status="error">{error.message}</Alert.Root>}
      {/* A phone scrolls the table sideways inside its box; the page itself never runs off the side. */}
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="admin-users">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.adminUsers.nodes.map((u) => (
              <Table.Row key={u.id}>
                <Table.Cell>
                  <RouterLink to={`/admin/users/${u.id}`}>{u.name}</RouterLink>{' '}
                  <Text as="span" color="fg.muted">
                    @{u.username}
                  </Text>
                </Table.Cell>
                <Table.Cell>{u.email}</Table.Cell>
                <Table.Cell>{u.role.toLowerCase()}</Table.Cell>
                <Table.Cell>{u.suspended ? <Badge colorPalette="red">suspended</Badge> : 'active'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && <Text>Loading…</Text>}
      <HStack>
        <Button size="sm" variant="outline" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!data?.adminUsers.pageInfo.hasNextPage}
          onClick={() => setCursors([...cursors, data?.adminUsers.pageInfo.endCursor ?? null])}
        >
          Next
        </Button>
      </HStack>
    </Stack>
  );
}

const EDIT_FIELDS = ['name', 'username', 'email', 'role'] as const;
const SUSPEND_FIELDS = ['reason', 'duration'] as const;

function UserPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(AdminUserDocument, { variables: { id } });
  if (error) return <Alert.Root status="error">{error.message}</Alert.Root>;
  if (!data) return <Text>Loading…</Text>;
  return <UserDetail key={data.adminUser.id} user={data.adminUser} />;
}

function UserDetail({ user }: { user: AdminUserFieldsFragment }) {
  const [form, setForm] = useState({ name: user.name, username: user.username, email: user.email, role: user.role as string });
  const [update, updating] = useMutation(AdminUpdateUserDocument);
  const [suspend, suspending] = useMutation(AdminSuspendUserDocument);
  const [unsuspend, unsuspending] = useMutation(AdminUnsuspendUserDocument);
  const [saved, setSaved] = useState(false);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('P7D');
  const [permanent, setPermanent] = useState(false);
  const editErrors = fieldErrors(updating.error, EDIT_FIELDS);
  const suspendErrors = fieldErrors(suspending.error, SUSPEND_FIELDS);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const input = { name: form.name, username: form.username, email: form.email, ...(form.role !== user.role ? { role: form.role as Role } : {}) };
    const result = await update({ variables: { id: user.id, input } }).catch(() => null);
    if (result?.data) setSaved(true);
  };
  const doSuspend = async (e: FormEvent) => {
    e.preventDefault();
    await suspend({ variables: { id: user.id, input: { reason: reason || null, ...(permanent ? { permanent: true } : { duration }) } } }).catch(() => null);
  };

  return (
    <Stack gap="4" maxW="xl">
      <Heading size="md">
        {user.name}{' '}
        <Text as="span" color="fg.muted">
          @{user.username}
        </Text>
      </Heading>
      <Text data-testid="admin-user-status">
        {user.suspended
          ? `Suspended${user.suspendedUntil ? ` until ${new Date(user.suspendedUntil).toLocaleString()}` : ' permanently'}${user.suspendedReason ? `: ${user.suspendedReason}` : ''}`
          : 'Active'}
      </Text>
      <Card.Root>
        <Card.Body>
          <form onSubmit={save}>
            <Stack gap="3">
              {(['name', 'username', 'email'] as const).map((field) => (
                <Field.Root key={field} invalid={!!editErrors[field]}>
                  <Field.Label textTransform="capitalize">{field}</Field.Label>
                  <Input value={form[field]} onChange={(e) => setForm({ ...form, [field]: e.target.value })} />
                  <Field.ErrorText>{editErrors[field]}</Field.ErrorText>
                </Field.Root>
              ))}
              <Field.Root invalid={!!editErrors.role}>
                <Field.Label>Role</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value })}>
                    <option value="MEMBER">Member</option>
                    <option value="MODERATOR">Moderator</option>
                    <option value="ADMIN">Admin</option>
                  </NativeSelect.Field>
                </NativeSelect.Root>
                <Field.ErrorText>{editErrors.role}</Field.ErrorText>
              </Field.Root>
              {editErrors.form && <Alert.Root status="error">{editErrors.form}</Alert.Root>}
              {saved && <Text color="fg.success">Saved.</Text>}
              <Button type="submit" loading={updating.loading} alignSelf="start">
                Save
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {user.suspended ? (
            <Button colorPalette="green" loading={unsuspending.loading} onClick={() => void unsuspend({ variables: { id: user.id } }).catch(() => null)}>
              Lift suspension
            </Button>
          ) : (
            <form onSubmit={doSuspend}>
              <Stack gap="3">
                <Field.Root invalid={!!suspendErrors.reason}>
                  <Field.Label>Reason</Field.Label>
                  <Input value={reason} onChange={(e) => setReason(e.target.value)} />
                  <Field.ErrorText>{suspendErrors.reason}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!suspendErrors.duration} disabled={permanent}>
                  <Field.Label>Duration (ISO 8601: P7D, PT12H)</Field.Label>
                  <Input value={duration} onChange={(e) => setDuration(e.target.value)} />
                  <Field.ErrorText>{suspendErrors.duration}</Field.ErrorText>
                </Field.Root>
                <label>
                  <input type="checkbox" checked={permanent} onChange={(e) => setPermanent(e.target.checked)} /> Permanent
                </label>
                {suspendErrors.form && <Alert.Root status="error">{suspendErrors.form}</Alert.Root>}
                <Button type="submit" colorPalette="red" loading={suspending.loading} alignSelf="start">
                  Suspend
                </Button>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function AuditPage() {
  const [action, setAction] = useState('');
  const [targetId, setTargetId] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const { data, error } = useQuery(AuditLogDocument, {
    variables: { first: PAGE, after: cursors[cursors.length - 1], actorId: null, action: action || null, targetId: targetId.trim() || null },
  });
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root maxW="48">
          <NativeSelect.Field
            aria-label="Action"
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setCursors([null]);
            }}
          >
            <option value="">Any action</option>
            {['user.update', 'user.role', 'user.suspend', 'user.unsuspend'].map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Input
          maxW="xs"
          aria-label="Member id"
          placeholder="Member id"
          value={targetId}
          onChange={(e) => {
            setTargetId(e.target.value);
            setCursors([null]);
          }}
        />
      </HStack>
      {error && <Alert.Root status="error">{error.message}</Alert.Root>}
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="audit-log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>Target</Table.ColumnHeader>
              <Table.ColumnHeader>Before → after</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.auditLog.nodes.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell>{new Date(entry.createdAt).toLocaleString()}</Table.Cell>
                <Table.Cell>{entry.action}</Table.Cell>
                <Table.Cell>
                  <RouterLink to={`/admin/users/${entry.targetId}`}>{entry.targetId}</RouterLink>
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {entry.before} → {entry.after}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack>
        <Button size="sm" variant="outline" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!data?.auditLog.pageInfo.hasNextPage}
          onClick={() => setCursors([...cursors, data?.auditLog.pageInfo.endCursor ?? null])}
        >
          Next
        </Button>
      </HStack>
    </Stack>
  );
}
