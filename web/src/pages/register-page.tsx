import { Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../components/form-error';
import { useMutation } from '@apollo/client';
import { FormTextField } from '../forms/form-text-field';
import { RegisterDocument } from '../generated/graphql';
import { registerSchema } from './account-schemas';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password', 'name', 'username'] as const;
const EMPTY = { email: '', password: '', name: '', username: '' };

export function RegisterPage() {
  const location = useLocation();
  const [register, { loading }] = useMutation(RegisterDocument);
  const { control, submit, formError } = useAuthForm(registerSchema, FIELDS, EMPTY, async (input) => (await register({ variables: { input } })).data?.register);

  return (
    <Box maxW="md" mx="auto">
      <Card.Root>
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={submit} noValidate aria-label="Create account" data-testid="register-form">
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  Join Pulse
                </Heading>
                <Text color="fg.muted">Share workouts, meals and progress with people who get it.</Text>
              </Stack>
              <FormError message={formError} testId="register-error" />
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
              <Button type="submit" colorPalette="brand" loading={loading} loadingText="Creating account..." data-testid="register-submit">
                Create account
              </Button>
              <Text fontSize="sm" textAlign="center">
                Already a member?{' '}
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <RouterLink to="/login" state={location.state} data-testid="login-link">
                    Log in
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
