// Health Goals: the member's goals with today's progress. With none yet, the spec's samples
// (Daily Steps 7500/10000, Water 6/8, Sleep 7/8) show, labelled "Sample data", until the first
// goal is added. Each own goal can be updated or removed.
import { Badge, Button, Card, HStack, IconButton, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { TrashIcon } from '../../components/icons';
import { useState } from 'react';
import { DeleteGoalDocument, HealthGoalsDocument, type HealthGoalFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { deviceTimeZone } from '../../lib/dates';
import { GoalProgressDialog, NewGoalDialog } from './goal-dialog';

const amount = (n: number) => (Number.isInteger(n) ? n.toLocaleString() : n.toLocaleString(undefined, { maximumFractionDigits: 1 }));

export function GoalsCard() {
  const { data, loading, error } = useQuery(HealthGoalsDocument, { variables: { timezone: deviceTimeZone() }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteGoalDocument, { refetchQueries: [HealthGoalsDocument] });
  const [adding, setAdding] = useState(false);
  const [updating, setUpdating] = useState<HealthGoalFragment | null>(null);
  const goals = data?.healthGoals ?? [];
  const sample = goals.some((g) => g.sample);

  const del = async (goal: HealthGoalFragment) => {
    try {
      await remove({ variables: { id: goal.id } });
    } catch {
      toast.error('Failed to delete goal');
    }
  };

  return (
    <Card.Root size="sm" data-testid="goals-card">
      <Card.Header>
        <HStack justify="space-between">
          <HStack>
            <Card.Title as="h2" fontSize="md">
              Health Goals
            </Card.Title>
            {sample ? (
              <Badge colorPalette="orange" data-testid="goals-sample">
                Sample data
              </Badge>
            ) : null}
          </HStack>
          <Button size="xs" variant="outline" onClick={() => setAdding(true)} data-testid="goal-add">
            Add goal
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {loading && !data ? (
          <Spinner size="sm" />
        ) : error && !data ? (
          <Text fontSize="sm" color="fg.muted" role="alert">
            Couldn't load your goals.
          </Text>
        ) : (
          <Stack gap="4">
            {goals.map((goal) => (
              <Stack key={goal.id} gap="1" data-testid="goal" data-goal-name={goal.name}>
                <HStack justify="space-between">
                  <Text fontWeight="medium">{goal.name}</Text>
                  <HStack gap="1">
                    <Text fontSize="sm" color="fg.muted" data-testid="goal-values">
                      {amount(goal.current)} / {amount(goal.target)}
                      {goal.unit ? ` ${goal.unit}` : ''}
                    </Text>
                    {goal.sample ? null : (
                      <>
                        <Button size="2xs" variant="ghost" onClick={() => setUpdating(goal)} data-testid="goal-update">
                          Update
                        </Button>
                        <IconButton size="2xs" variant="ghost" aria-label={`Delete ${goal.name}`} onClick={() => void del(goal)}>
                          <TrashIcon />
                        </IconButton>
                      </>
                    )}
                  </HStack>
                </HStack>
                <Progress.Root value={goal.progress} size="sm" aria-label={`${goal.name} progress`}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <NewGoalDialog open={adding} onClose={() => setAdding(false)} />
      <GoalProgressDialog goal={updating} onClose={() => setUpdating(null)} />
    </Card.Root>
  );
}
