// General: theme, compact mode and language, saved to the member's settings (accounts). The
// theme applies at once through the app's appearance (theme/), before saving, so the member
// sees what they pick; compact mode is the same appearance flag (the whole interface at 87.5%
// size, so spacing tightens everywhere). Saving keeps both on this device too.
import { useState, type FormEvent } from 'react';
import { Button, Field, Link, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsDocument, UpdateSettingsDocument, type SettingsFieldsFragment, type Theme } from '../generated/graphql';
import { fieldErrors } from '../errors/graphql-errors';
import { useAppearance } from '../theme/theme-context';
import { ChoiceField, FormMessage, SectionCard, SwitchField, announceSaved } from './section-form';

const THEMES = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
  { value: 'SYSTEM', label: 'System' },
] as const satisfies readonly { value: Theme; label: string }[];

const LANGUAGE_NAMES: Record<string, string> = { en: 'English' };
const FIELDS = ['theme', 'compactMode', 'language'] as const;

const toPreference = (theme: Theme) => theme.toLowerCase() as 'light' | 'dark' | 'system';

export function GeneralSection() {
  const { data, error } = useQuery(SettingsDocument);
  if (error) return <FormMessage message="Your settings could not be loaded. Please try again." />;
  if (!data) return <Spinner />;
  return <GeneralForm settings={data.settings} />;
}

function GeneralForm({ settings }: { settings: SettingsFieldsFragment }) {
  const appearance = useAppearance();
  const [form, setForm] = useState({ theme: settings.theme, compactMode: settings.compactMode, language: settings.language });
  const [update, updating] = useMutation(UpdateSettingsDocument);
  const errors = fieldErrors(updating.error, FIELDS);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const result = await update({ variables: { input: form } }).catch(() => null);
    if (!result?.data) return;
    const saved = result.data.updateSettings;
    appearance.setTheme(toPreference(saved.theme));
    appearance.setCompact(saved.compactMode);
    announceSaved();
  };

  return (
    <SectionCard title="General" description="How Pulse looks for you." testId="settings-general">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="5">
          <ChoiceField
            name="theme"
            label="Theme"
            value={form.theme}
            choices={THEMES}
            error={errors.theme}
            onChange={(theme) => {
              setForm({ ...form, theme });
              // Shown at once; kept once saved (and by this device either way).
              appearance.setTheme(toPreference(theme));
            }}
          />
          <SwitchField
            name="compactMode"
            label="Compact mode"
            help="Smaller text and tighter spacing everywhere, so more of the feed fits on screen."
            checked={form.compactMode}
            error={errors.compactMode}
            onChange={(compactMode) => setForm({ ...form, compactMode })}
          />
          <Field.Root invalid={!!errors.language} data-testid="field-language">
            <Field.Label>Language</Field.Label>
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field name="language" value={form.language} onChange={(e) => setForm({ ...form, language: e.target.value })} data-testid="language-select">
                {settings.availableLanguages.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_NAMES[code] ?? code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              More languages are offered as translations are completed (
              <Link asChild color="brand.fg">
                <RouterLink to="/language">Language</RouterLink>
              </Link>
              ).
            </Field.HelperText>
            <Field.ErrorText data-testid="error-language">{errors.language}</Field.ErrorText>
          </Field.Root>
          <Text fontSize="sm">
            Notification preferences are on the{' '}
            <Link asChild color="brand.fg" data-testid="notification-preferences-link">
              <RouterLink to={settings.notificationPreferences.webPath}>notifications page</RouterLink>
            </Link>
            .
          </Text>
          <FormMessage message={errors.form} />
          <Button type="submit" loading={updating.loading} alignSelf="start" colorPalette="brand" data-testid="save-general">
            Save
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
