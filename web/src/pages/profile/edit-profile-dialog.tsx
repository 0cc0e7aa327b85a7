// Editing one's own profile. Errors come back per field (extensions.field) and show beside it.
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { formErrors, type FormErrors } from '../../errors/graphql-errors';
import { useMutation } from '@apollo/client';
import { UpdateProfileDocument, type ProfileUserFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';

const FIELDS = ['name', 'username', 'bio', 'bioLink', 'image'] as const;
type ProfileField = (typeof FIELDS)[number];
const NO_ERRORS: FormErrors<ProfileField> = { fields: {}, form: null };

const valuesOf = (user: ProfileUserFragment): Record<ProfileField, string> => ({
  name: user.name,
  username: user.username,
  bio: user.bio ?? '',
  bioLink: user.bioLink ?? '',
  image: user.image ?? '',
});

export function EditProfileDialog({ user, open, onClose }: { user: ProfileUserFragment; open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState(NO_ERRORS);
  const [update, { loading }] = useMutation(UpdateProfileDocument);

  // Each opening starts from the profile as it is now; live updates while the dialog is open
  // must not overwrite what the member is typing, hence `open` alone.
  useEffect(() => {
    if (open) {
      setValues(valuesOf(user));
      setErrors(NO_ERRORS);
    }
  }, [open]);

  const set = (field: ProfileField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const { data } = await update({ variables: { input: values } });
      toast.success('Profile updated');
      onClose();
      const saved = data?.updateProfile;
      if (saved && saved.username !== user.username) navigate(`/${saved.username}`, { replace: true });
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="edit-profile-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Edit profile</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormError message={errors.form} testId="edit-profile-error" />
                  <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.fields.name} testId="edit-profile-name" required />
                  <TextField label="Username" name="username" value={values.username} onChange={set('username')} error={errors.fields.username} testId="edit-profile-username" required />
                  <TextField label="Bio" name="bio" value={values.bio} onChange={set('bio')} error={errors.fields.bio} helper="Up to 160 characters." testId="edit-profile-bio" multiline />
                  <TextField label="Link" name="bioLink" type="url" value={values.bioLink} onChange={set('bioLink')} error={errors.fields.bioLink} placeholder="https://" testId="edit-profile-bioLink" />
                  <TextField label="Avatar image URL" name="image" type="url" value={values.image} onChange={set('image')} error={errors.fields.image} placeholder="https://" testId="edit-profile-image" />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={loading} loadingText="Saving..." data-testid="edit-profile-save">
                  Save
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
