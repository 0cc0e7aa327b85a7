import { Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../components/form-error';
import { useMutation } from '@apollo/client';
import { FormTextField } from '../forms/form-text-field';
import { LoginDocument } from '../generated/graphql';
import { readDeviceId } from '../session/token-store';
import { loginSchema } from './account-schemas';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;
const EMPTY = { email: '', password: '' };

export function LoginPage() {
  const location = useLocation();
  const [login, { loading }] = useMutation(LoginDocument);
  const { control, submit, formError } = useAuthForm(
    loginSchema,
    FIELDS,
    EMPTY,
    async (input) => (await login({ variables: { input: { ...input, deviceId: readDeviceId() } } })).data?.login,
  );

  return (
    <Box maxW="md" mx="auto">
      <Card.Root>
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={submit} noValidate aria-label="Log in" data-testid="login-form">
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  Log in to Pulse
                </Heading>
                <Text color="fg.muted">Welcome back. Your community is waiting.</Text>
              </Stack>
              <FormError message={formError} testId="login-error" />
              <FormTextField control={control} label="Email" name="email" type="email" autoComplete="email" testId="login-email" required />
              <FormTextField control={control} label="Password" name="password" type="password" autoComplete="current-password" testId="login-password" required />
              <Button type="submit" colorPalette="brand" loading={loading} loadingText="Logging in..." data-testid="login-submit">
                Log in
              </Button>
              <Text fontSize="sm" textAlign="center">
                New to Pulse?{' '}
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <RouterLink to="/register" state={location.state} data-testid="register-link">
                    Create an account
                  </RouterLink>
                </Link>
              </Text>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
