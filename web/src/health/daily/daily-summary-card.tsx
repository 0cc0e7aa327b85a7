// The daily summary: six scores 0-100 for today in the member's time zone, each from the
// member's own data (never a sample). A score with nothing to measure it shows a dash; a
// member with nothing to score today is told so and how to start. Each score opens what it
// measures, which of today's data it used and how to raise it (the server writes those lines
// from the same data as the scores: subgraphs/health/src/daily/summary.ts). The card is read
// again after a meal, a sync or an import (refresh-day.ts).
import { Box, Card, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { DailySummaryDocument } from '../../generated/graphql';
import { deviceTimeZone } from '../../lib/dates';
import { InfoIcon } from '../../components/icons';

const SCORES = ['endurance', 'appraisal', 'sleep', 'workout', 'nutrition', 'productivity'] as const;
type ScoreKey = (typeof SCORES)[number];

export const NO_DATA_YET =
  'No scores yet. They are computed from your own data: log a meal, connect a device or import an Apple Health or Samsung Health export, and your scores appear here.';
export const NOTHING_TODAY = 'Nothing to score today yet. Log a meal or sync a device and your scores appear here.';

export function DailySummaryCard() {
  const { data, loading, error } = useQuery(DailySummaryDocument, { variables: { timezone: deviceTimeZone() }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<ScoreKey | null>(null);
  const summary = data?.dailySummary;
  const empty = summary ? SCORES.every((key) => summary[key] === null) : false;
  const explained = summary?.explanations.find((e) => e.key === open);
  return (
    <Card.Root size="sm" data-testid="daily-summary-card">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Daily summary
        </Card.Title>
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
          <Stack gap="3">
            {empty && (
              <Text fontSize="sm" color="fg.muted" data-testid="daily-summary-empty">
                {summary.hasData ? NOTHING_TODAY : NO_DATA_YET}
              </Text>
            )}
            <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
              {SCORES.map((key) => {
                const label = summary.explanations.find((e) => e.key === key)?.label ?? key;
                return (
                  <Box
                    key={key}
                    as="button"
                    textAlign="start"
                    rounded="md"
                    px="2"
                    py="1"
                    minW="0"
                    bg={open === key ? 'bg.muted' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                    aria-expanded={open === key}
                    aria-controls="daily-score-explanation"
                    title={`What ${label} means`}
                    onClick={() => setOpen(open === key ? null : key)}
                    data-testid={`daily-score-${key}`}
                  >
                    <Text fontSize="2xl" fontWeight="semibold" data-testid={`daily-score-${key}-value`}>
                      {summary[key] ?? '—'}
                    </Text>
                    <HStack gap="1" fontSize="xs" color="fg.muted" minW="0">
                      <Text truncate>{label}</Text>
                      <InfoIcon size="0.8em" aria-hidden="true" />
                    </HStack>
                  </Box>
                );
              })}
            </Grid>
            {explained ? (
              <Stack gap="1" fontSize="sm" borderTopWidth="1px" pt="3" id="daily-score-explanation" data-testid="daily-score-explanation" aria-live="polite">
                <Text fontWeight="semibold">{explained.label}</Text>
                <Text data-testid="daily-score-measures">{explained.measures}</Text>
                <Text color="fg.muted" data-testid="daily-score-data">
                  Today: {explained.data}
                </Text>
                <Text data-testid="daily-score-raise">To raise it: {explained.raise}</Text>
              </Stack>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                Select a score to see what it measures and how to raise it.
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
