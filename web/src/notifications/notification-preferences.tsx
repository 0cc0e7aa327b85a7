// What the member wants to be notified about: a switch per kind (events and challenges one each), each saved at once. A kind that
// is off is never created for them (the server checks), not just hidden.
import { Button, Card, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { NotificationPreferencesDocument, UpdateNotificationPreferencesDocument, type NotificationPreferencesInput } from '../generated/graphql';
import { toast } from '../toasts/toast';

export const PREFERENCE_FIELDS: Array<{ key: keyof NotificationPreferencesInput; label: string; help: string }> = [
  { key: 'likes', label: 'Likes', help: 'Someone likes your post' },
  { key: 'follows', label: 'Follows', help: 'Someone follows you' },
  { key: 'replies', label: 'Replies', help: 'Someone replies to your post' },
  { key: 'mentions', label: 'Mentions', help: 'Someone mentions you with @' },
  { key: 'quotes', label: 'Quotes', help: 'Someone quotes your post' },
  { key: 'reposts', label: 'Reposts', help: 'Someone reposts your post' },
  { key: 'events', label: 'Events', help: 'Requests, approvals, waitlist places, changes and reminders of your events' },
  { key: 'challenges', label: 'Challenges', help: 'You reach a milestone in a challenge' },
];

export const PREFERENCES_SAVE_FAILED = 'Failed to update notification preferences';

type PreferenceKey = keyof NotificationPreferencesInput;
const preferencesSchema = z.object({
  likes: z.boolean(),
  follows: z.boolean(),
  replies: z.boolean(),
  mentions: z.boolean(),
  quotes: z.boolean(),
  reposts: z.boolean(),
  events: z.boolean(),
  challenges: z.boolean(),
});
type Preferences = z.infer<typeof preferencesSchema>;

export function NotificationPreferencesForm() {
  const { data, loading, refetch } = useQuery(NotificationPreferencesDocument, { notifyOnNetworkStatusChange: true });
  const [update] = useMutation(UpdateNotificationPreferencesDocument);
  const prefs = data?.notificationPreferences;

  // The form follows the saved preferences (`values`), so a refused change springs back with them.
  const form = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    values: prefs ? preferencesSchema.safeParse(prefs).data : undefined,
    resetOptions: { keepErrors: true },
  });

  // Each switch saves at once; a failure is said by the toast and stays beside that switch.
  const save = async (key: PreferenceKey, value: boolean) => {
    if (!prefs) return;
    form.clearErrors(key);
    try {
      await update({
        variables: { input: { [key]: value } },
        optimisticResponse: { updateNotificationPreferences: { ...prefs, [key]: value } },
        // The preferences have no id, so the answer is written where the form reads them.
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: NotificationPreferencesDocument, data: { notificationPreferences: saved.updateNotificationPreferences } });
        },
      });
    } catch (error) {
      console.error('[notifications] preferences failed', error);
      form.setError(key, { type: 'server', message: PREFERENCES_SAVE_FAILED });
      toast.error(PREFERENCES_SAVE_FAILED);
    }
  };

  return (
    <Card.Root size="sm" data-testid="notification-preferences">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Notification preferences
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !prefs ? (
          <Spinner size="sm" />
        ) : !prefs ? (
          // Without the saved values every switch would show off and do nothing: say so instead.
          <Stack gap="2" align="start" role="alert" data-testid="notification-preferences-error">
            <Text fontSize="sm" color="fg.muted">
              Couldn't load your preferences.
            </Text>
            <Button size="xs" variant="outline" onClick={() => void refetch()}>
              Try Again
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            {PREFERENCE_FIELDS.map(({ key, label, help }) => (
              <Controller
                key={key}
                control={form.control}
                name={key}
                render={({ field, fieldState }) => (
                  <Stack gap="1">
                    <Switch.Root
                      checked={field.value}
                      onCheckedChange={(e) => {
                        field.onChange(e.checked);
                        void save(key, e.checked);
                      }}
                      colorPalette="brand"
                      justifyContent="space-between"
                      w="full"
                      invalid={Boolean(fieldState.error)}
                      data-testid={`preference-${key}`}
                      data-checked={field.value}
                    >
                      <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
                      <Switch.Label flex="1" lineHeight="short">
                        <Text fontWeight="medium">{label}</Text>
                        <Text fontSize="xs" color="fg.muted" fontWeight="normal" mt="0.5">
                          {help}
                        </Text>
                      </Switch.Label>
                      <Switch.Control />
                    </Switch.Root>
                    {fieldState.error && (
                      <Text fontSize="xs" color="fg.error" role="alert" data-testid={`preference-${key}-error`}>
                        {fieldState.error.message}
                      </Text>
                    )}
                  </Stack>
                )}
              />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
