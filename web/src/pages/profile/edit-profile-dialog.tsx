// Editing one's own profile. Errors come back per field (extensions.field) and show beside it.
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { Controller } from 'react-hook-form';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppDialog } from '../../components/dialog';
import { FormError } from '../../components/form-error';
import { FormTextField } from '../../forms/form-text-field';
import { BIO_MAX_LENGTH, FieldCounter } from '../../composer/character-counter';
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form';
import { UpdateProfileDocument, type ProfileUserFragment } from '../../generated/graphql';
import { ProfileImageField } from '../../profile-images/profile-image-field';
import { toast } from '../../toasts/toast';
import { profileSchema, type ProfileValues } from '../account-schemas';

export const UNDER_REVIEW_HELP = 'Under review: others see your previous picture until it is approved.';
export const UNDER_REVIEW_BANNER_HELP = 'Under review: others see your previous banner until it is approved.';

const FIELDS = ['name', 'username', 'bio', 'bioLink', 'image', 'banner'] as const;

const valuesOf = (user: ProfileUserFragment): ProfileValues => ({
  name: user.name,
  username: user.username,
  bio: user.bio ?? '',
  bioLink: user.bioLink ?? '',
  // The picture under review is the one the member chose: sending it back changes nothing.
  image: user.pendingImage ?? user.image ?? '',
  banner: user.pendingBanner ?? user.banner ?? '',
});

export function EditProfileDialog({ user, open, onClose }: { user: ProfileUserFragment; open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const form = useZodForm(profileSchema, valuesOf(user));
  const { control, reset } = form;
  const [update, { loading }] = useMutation(UpdateProfileDocument);

  // Each opening starts from the profile as it is now; live updates while the dialog is open
  // must not overwrite what the member is typing: the effect runs on `open` alone and reads
  // the profile through an effect event.
  const startFromProfile = useEffectEvent(() => reset(valuesOf(user)));
  useEffect(() => {
    if (open) startFromProfile();
  }, [open]);

  const submit = form.handleSubmit(async () => {
    try {
      const { data } = await update({ variables: { input: form.getValues() } });
      toast.success('Profile updated');
      onClose();
      const saved = data?.updateProfile;
      if (saved && saved.username !== user.username) navigate(`/${saved.username}`, { replace: true });
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  const formError = form.formState.errors.root?.server?.message ?? null;

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="edit-profile-dialog"
      title="Edit profile"
      size="md"
      placement="top"
      onSubmit={submit}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Saving..." data-testid="edit-profile-save">
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormError message={formError} testId="edit-profile-error" />
        <FormTextField control={control} label="Name" name="name" testId="edit-profile-name" required />
        <FormTextField control={control} label="Username" name="username" testId="edit-profile-username" required />
        <FormTextField control={control} label="Bio" name="bio" helper="Up to 160 characters." testId="edit-profile-bio" multiline />
        <FieldCounter control={control} name="bio" max={BIO_MAX_LENGTH} testId="edit-profile-bio-counter" />
        <FormTextField control={control} label="Link" name="bioLink" type="url" placeholder="https://" testId="edit-profile-bioLink" />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ProfileImageField
              shape="avatar"
              label="Profile photo"
              name={user.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              helper={user.pendingImage && field.value === user.pendingImage ? UNDER_REVIEW_HELP : undefined}
              testId="edit-profile-image"
            />
          )}
        />
        <Controller
          control={control}
          name="banner"
          render={({ field, fieldState }) => (
            <ProfileImageField
              shape="banner"
              label="Banner"
              name={user.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              helper={user.pendingBanner && field.value === user.pendingBanner ? UNDER_REVIEW_BANNER_HELP : undefined}
              testId="edit-profile-banner"
            />
          )}
        />
      </Stack>
    </AppDialog>
  );
}
