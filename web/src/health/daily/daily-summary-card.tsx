// The daily summary: six scores 0-100 for today in the member's time zone. A member with no
// data at all sees sample values, labelled "Sample data"; a score with nothing to measure it
// shows a dash, never an invented number.
import { Badge, Card, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { DailySummaryDocument } from '../../generated/graphql';
import { deviceTimeZone } from '../../lib/dates';

const SCORES = [
  ['endurance', 'Endurance'],
  ['appraisal', 'Appraisal'],
  ['sleep', 'Sleep'],
  ['workout', 'Workout'],
  ['nutrition', 'Nutrition'],
  ['productivity', 'Productivity'],
] as const;

export function DailySummaryCard() {
  const { data, loading, error } = useQuery(DailySummaryDocument, { variables: { timezone: deviceTimeZone() }, fetchPolicy: 'cache-and-network' });
  const summary = data?.dailySummary;
  return (
    <Card.Root size="sm" data-testid="daily-summary-card">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" fontSize="md">
            Daily summary
          </Card.Title>
          {summary?.sample ? (
            <Badge colorPalette="orange" data-testid="daily-summary-sample">
              Sample data
            </Badge>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {!summary ? (
          loading ? (
            <Spinner size="sm" />
          ) : (
            <Text fontSize="sm" color="fg.muted" role="alert">
              {error ? "Couldn't load your daily summary." : 'No summary yet.'}
            </Text>
          )
        ) : (
          <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="3">
            {SCORES.map(([key, label]) => (
              <Stack key={key} gap="0" data-testid={`daily-score-${key}`}>
                <Text fontSize="2xl" fontWeight="semibold">
                  {summary[key] ?? '—'}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {label}
                </Text>
              </Stack>
            ))}
          </Grid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
