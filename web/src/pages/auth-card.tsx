// The frame login and register share: a card holding one form with its heading, the form's
// error, the fields, the submit button and the link to the other page (which carries where the
// member was going, so either page returns them there).
import { Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../components/form-error';

export interface AuthCardProps {
  /** The form's accessible name. */
  label: string;
  /** Prefix of the test ids: `<testId>-form`, `-error`, `-submit`. */
  testId: string;
  title: string;
  tagline: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  submit: { label: string; loadingText: string; loading: boolean };
  other: { prompt: string; to: string; label: string; testId: string };
  /** The fields. */
  children: ReactNode;
}

export function AuthCard({ label, testId, title, tagline, onSubmit, formError, submit, other, children }: AuthCardProps) {
  const location = useLocation();
  return (
    <Box maxW="md" mx="auto">
      <Card.Root>
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={onSubmit} noValidate aria-label={label} data-testid={`${testId}-form`}>
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  {title}
                </Heading>
                <Text color="fg.muted">{tagline}</Text>
              </Stack>
              <FormError message={formError} testId={`${testId}-error`} />
              {children}
              <Button type="submit" colorPalette="brand" loading={submit.loading} loadingText={submit.loadingText} data-testid={`${testId}-submit`}>
                {submit.label}
              </Button>
              <Text fontSize="sm" textAlign="center">
                {other.prompt}{' '}
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <RouterLink to={other.to} state={location.state} data-testid={other.testId}>
                    {other.label}
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
