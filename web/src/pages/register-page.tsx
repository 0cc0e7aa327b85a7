import { useMutation } from '@apollo/client';
import { FormTextField } from '../forms/form-text-field';
import { RegisterDocument } from '../generated/graphql';
import { registerSchema } from './account-schemas';
import { AuthCard } from './auth-card';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password', 'name', 'username'] as const;
const EMPTY = { email: '', password: '', name: '', username: '' };

export function RegisterPage() {
  const [register, { loading }] = useMutation(RegisterDocument);
  const { control, submit, formError } = useAuthForm(registerSchema, FIELDS, EMPTY, async (input) => (await register({ variables: { input } })).data?.register);

  return (
    <AuthCard
      label="Create account"
      testId="register"
      title="Join Pulse"
      tagline="Share workouts, meals and progress with people who get it."
      onSubmit={submit}
      formError={formError}
      submit={{ label: 'Create account', loadingText: 'Creating account...', loading }}
      other={{ prompt: 'Already a member?', to: '/login', label: 'Log in', testId: 'login-link' }}
    >
      <FormTextField control={control} label="Email" name="email" type="email" autoComplete="email" testId="register-email" required />
      <FormTextField
        control={control}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        helper="At least 8 characters, with a letter and a number."
        testId="register-password"
        required
      />
      <FormTextField control={control} label="Name" name="name" autoComplete="name" testId="register-name" required />
      <FormTextField
        control={control}
        label="Username"
        name="username"
        autoComplete="username"
        helper="3-30 letters, numbers or underscores. Your profile lives at /username."
        testId="register-username"
        required
      />
    </AuthCard>
  );
}
