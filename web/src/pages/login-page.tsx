import { Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../components/form-error';
import { TextField } from '../components/text-field';
import { useMutation } from '@apollo/client';
import { LoginDocument } from '../generated/graphql';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const location = useLocation();
  const [login, { loading }] = useMutation(LoginDocument);
  const { values, set, errors, submit } = useAuthForm(FIELDS, { email: '', password: '' }, async (input) => (await login({ variables: { input } })).data?.login);

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
              <FormError message={errors.form} testId="login-error" />
              <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.fields.email} testId="login-email" required />
              <TextField label="Password" name="password" type="password" autoComplete="current-password" value={values.password} onChange={set('password')} error={errors.fields.password} testId="login-password" required />
              <Button type="submit" colorPalette="teal" loading={loading} loadingText="Logging in..." data-testid="login-submit">
                Log in
              </Button>
              <Text fontSize="sm" textAlign="center">
                New to Pulse?{' '}
                <Link asChild colorPalette="teal" color="colorPalette.fg">
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
