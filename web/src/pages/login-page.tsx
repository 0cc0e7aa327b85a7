import { useMutation } from '@apollo/client';
import { FormTextField } from '../forms/form-text-field';
import { LoginDocument } from '../generated/graphql';
import { readDeviceId } from '../session/token-store';
import { loginSchema } from './account-schemas';
import { AuthCard } from './auth-card';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;
const EMPTY = { email: '', password: '' };

export function LoginPage() {
  const [login, { loading }] = useMutation(LoginDocument);
  const { control, submit, formError } = useAuthForm(
    loginSchema,
    FIELDS,
    EMPTY,
    async (input) => (await login({ variables: { input: { ...input, deviceId: readDeviceId() } } })).data?.login,
  );

  return (
    <AuthCard
      label="Log in"
      testId="login"
      title="Log in to Pulse"
      tagline="Welcome back. Your community is waiting."
      onSubmit={submit}
      formError={formError}
      submit={{ label: 'Log in', loadingText: 'Logging in...', loading }}
      other={{ prompt: 'New to Pulse?', to: '/register', label: 'Create an account', testId: 'register-link' }}
    >
      <FormTextField control={control} label="Email" name="email" type="email" autoComplete="email" testId="login-email" required />
      <FormTextField control={control} label="Password" name="password" type="password" autoComplete="current-password" testId="login-password" required />
    </AuthCard>
  );
}
