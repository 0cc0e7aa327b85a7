import { Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../components/form-error';
import { TextField } from '../components/text-field';
import { useMutation } from '@apollo/client';
import { RegisterDocument } from '../generated/graphql';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password', 'name', 'username'] as const;

export function RegisterPage() {
  const location = useLocation();
  const [register, { loading }] = useMutation(RegisterDocument);
  const { values, set, errors, submit } = useAuthForm(FIELDS, { email: '', password: '', name: '', username: '' }, async (input) => (await register({ variables: { input } })).data?.register);

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
              <FormError message={errors.form} testId="register-error" />
              <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.fields.email} testId="register-email" required />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={set('password')}
                error={errors.fields.password}
                helper="At least 8 characters, with a letter and a number."
                testId="register-password"
                required
              />
              <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.fields.name} testId="register-name" required />
              <TextField
                label="Username"
                name="username"
                autoComplete="username"
                value={values.username}
                onChange={set('username')}
                error={errors.fields.username}
                helper="3-30 letters, numbers or underscores. Your profile lives at /username."
                testId="register-username"
                required
              />
              <Button type="submit" colorPalette="teal" loading={loading} loadingText="Creating account..." data-testid="register-submit">
                Create account
              </Button>
              <Text fontSize="sm" textAlign="center">
                Already a member?{' '}
                <Link asChild colorPalette="teal" color="colorPalette.fg">
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
