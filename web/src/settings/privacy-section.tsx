// Privacy: who sees the profile and the follow lists, who may message, whether reposts show in
// followers' feeds, and whether user search finds the member. One save sends every choice; the
// server checks them all before changing any and names a refused field (shown beside it).
import { useState, type FormEvent } from 'react';
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { PrivacySettingsDocument, UpdatePrivacySettingsDocument, type Audience, type MessagePermission, type PrivacyFieldsFragment } from '../generated/graphql';
import { fieldErrors } from '../errors/graphql-errors';
import { ChoiceField, FormMessage, SectionCard, SwitchField, announceSaved } from './section-form';

const AUDIENCES = [
  { value: 'EVERYONE', label: 'Everyone' },
  { value: 'FOLLOWERS', label: 'Followers' },
  { value: 'ONLY_ME', label: 'Only me' },
] as const satisfies readonly { value: Audience; label: string }[];

const MESSAGERS = [
  { value: 'EVERYONE', label: 'Everyone' },
  { value: 'FOLLOWING', label: 'People I follow' },
  { value: 'NOBODY', label: 'Nobody' },
] as const satisfies readonly { value: MessagePermission; label: string }[];

const FIELDS = ['profileVisibility', 'whoMayMessageMe', 'followListsVisibility', 'activityInFeeds', 'discoverable'] as const;

export function PrivacySection() {
  const { data, error } = useQuery(PrivacySettingsDocument);
  if (error) return <FormMessage message="Your privacy settings could not be loaded. Please try again." />;
  if (!data) return <Spinner />;
  return <PrivacyForm privacy={data.privacySettings} />;
}

function PrivacyForm({ privacy }: { privacy: PrivacyFieldsFragment }) {
  const [form, setForm] = useState({
    profileVisibility: privacy.profileVisibility,
    whoMayMessageMe: privacy.whoMayMessageMe,
    followListsVisibility: privacy.followListsVisibility,
    activityInFeeds: privacy.activityInFeeds,
    discoverable: privacy.discoverable,
  });
  const [update, updating] = useMutation(UpdatePrivacySettingsDocument);
  const errors = fieldErrors(updating.error, FIELDS);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const result = await update({ variables: { input: form } }).catch(() => null);
    if (result?.data) announceSaved();
  };

  return (
    <SectionCard title="Privacy" description="Who sees what of yours. Admins are not exempt." testId="settings-privacy">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="5">
          <ChoiceField
            name="profileVisibility"
            label="Who can see my profile"
            help="Your profile page and its posts. Others see “This profile is private”."
            value={form.profileVisibility}
            choices={AUDIENCES}
            error={errors.profileVisibility}
            onChange={(profileVisibility) => setForm({ ...form, profileVisibility })}
          />
          <ChoiceField
            name="whoMayMessageMe"
            label="Who can message me"
            help="Starting a conversation with you, or sending you a direct message."
            value={form.whoMayMessageMe}
            choices={MESSAGERS}
            error={errors.whoMayMessageMe}
            onChange={(whoMayMessageMe) => setForm({ ...form, whoMayMessageMe })}
          />
          <ChoiceField
            name="followListsVisibility"
            label="Who can see my followers and following lists"
            help="The counts stay visible."
            value={form.followListsVisibility}
            choices={AUDIENCES}
            error={errors.followListsVisibility}
            onChange={(followListsVisibility) => setForm({ ...form, followListsVisibility })}
          />
          <SwitchField
            name="activityInFeeds"
            label="Show my activity in others' feeds"
            help="Your reposts appear in your followers' home feeds. Likes and comments never do."
            checked={form.activityInFeeds}
            error={errors.activityInFeeds}
            onChange={(activityInFeeds) => setForm({ ...form, activityInFeeds })}
          />
          <SwitchField
            name="discoverable"
            label="Let others find me in search"
            help="User search and @mention suggestions. Your profile still opens from a link."
            checked={form.discoverable}
            error={errors.discoverable}
            onChange={(discoverable) => setForm({ ...form, discoverable })}
          />
          <FormMessage message={errors.form} />
          <Button type="submit" loading={updating.loading} alignSelf="start" colorPalette="brand" data-testid="save-privacy">
            Save
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
