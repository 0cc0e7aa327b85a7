// /exercise: the exercises the form analyzer knows (spec section 9: squat, deadlift, bench,
// lunge, push_up, pull_up, dip, plank; only squat is scored), what each loads, and the member's
// lasting limitations that concern it, marked so a member sees at a glance what to take care
// with. Recording the analyses themselves arrives with the form analyzer issue; the page says so.
import { Badge, Card, Grid, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ExerciseCatalogueDocument, type LimitationSeverity } from '../../generated/graphql';

const SEVERITY_COLOUR: Record<LimitationSeverity, string> = { MILD: 'yellow', MODERATE: 'orange', SEVERE: 'red' };
const SEVERITY_LABEL: Record<LimitationSeverity, string> = { MILD: 'mild', MODERATE: 'moderate', SEVERE: 'severe' };

export function ExercisePage() {
  useEffect(() => {
    document.title = 'Exercises · Pulse';
  }, []);
  const { data, loading, error } = useQuery(ExerciseCatalogueDocument);
  const exercises = data?.exerciseCatalogue ?? [];
  const concerned = exercises.filter((e) => e.limitations.length).length;

  return (
    <Stack gap="4" data-testid="exercise-page">
      <Heading as="h1" size="2xl">
        Exercises
      </Heading>
      <Text color="fg.muted">
        The exercises the form analyzer knows. Form analysis with scores arrives soon; squat will be scored first.{' '}
        {data ? (
          concerned ? (
            <span data-testid="exercise-concerned">{concerned === 1 ? '1 exercise concerns' : `${concerned} exercises concern`} one of your limitations.</span>
          ) : (
            <span data-testid="exercise-no-limitations">
              None concerns a limitation of yours.{' '}
              <Link asChild colorPalette="blue" color="colorPalette.fg">
                <RouterLink to="/health">Record an injury or condition on Health</RouterLink>
              </Link>
              .
            </span>
          )
        ) : null}
      </Text>
      {loading && !data ? <Spinner size="sm" /> : null}
      {error && !data ? (
        <Text role="alert" color="fg.error">
          Couldn&apos;t load the exercises.
        </Text>
      ) : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        {exercises.map((exercise) => (
          <Card.Root
            key={exercise.id}
            size="sm"
            borderColor={exercise.limitations.length ? 'orange.emphasized' : undefined}
            data-testid="exercise"
            data-exercise={exercise.id}
            data-limited={exercise.limitations.length > 0}
          >
            <Card.Body>
              <Stack gap="2">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold" data-testid="exercise-name">
                    {exercise.name}
                  </Text>
                  <Badge variant={exercise.scored ? 'solid' : 'outline'} data-testid="exercise-scored">
                    {exercise.scored ? 'Scored' : 'Not scored yet'}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" data-testid="exercise-body-parts">
                  Loads: {exercise.bodyParts.join(', ')}
                </Text>
                {exercise.limitations.map((limitation) => (
                  <HStack key={limitation.id} gap="2" wrap="wrap" data-testid="exercise-limitation">
                    <Badge colorPalette={SEVERITY_COLOUR[limitation.severity]}>{SEVERITY_LABEL[limitation.severity]}</Badge>
                    <Text fontSize="sm">
                      Take care: {limitation.name}
                      {limitation.affects.includes(exercise.id) ? '' : limitation.bodyPart ? ` (${limitation.bodyPart})` : ''}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>
    </Stack>
  );
}
