// A post carrying an exercise form analysis (spec sections 1, 3 and 9): the exercise, its rep
// count, for a squat the average score with its grade and the spec's badge variant, the reps'
// scores with their details (folded until asked for), and the video. Only squat is scored; any
// other exercise says so plainly. Loaded on demand (post-card.tsx): most cards have no analysis.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { PostExerciseAnalysisFragment } from '../../generated/graphql';
import { EXERCISE_NAMES, REP_RULES, type ExerciseType } from '../../health/exercise/form-analyzer/rep-counter';
import { badgeVariant, gradeFor } from '../../health/exercise/form-analyzer/scoring';
import { BADGE_LOOK } from '../../health/exercise/form-analyzer/badge-look';

const isKnown = (type: string): type is ExerciseType => type in EXERCISE_NAMES;

/** Why an exercise has no score, in plain words. */
export function notScoredText(type: string): string {
  if (!isKnown(type)) return 'Only squat is scored.';
  const rule = REP_RULES[type];
  return rule.counted ? `Only squat is scored: ${EXERCISE_NAMES[type]} reps are counted, not scored.` : `Only squat is scored. ${rule.reason}`;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

function ScoreBadge({ score, testId }: { score: number; testId: string }) {
  const variant = badgeVariant(score);
  const grade = gradeFor(score);
  return (
    <Badge {...BADGE_LOOK[variant]} size="lg" data-testid={testId} data-variant={variant} data-grade={grade}>
      {grade}
    </Badge>
  );
}

export default function ExerciseAnalysisCard({ analysis }: { analysis: PostExerciseAnalysisFragment }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = isKnown(analysis.exerciseType) ? EXERCISE_NAMES[analysis.exerciseType] : analysis.exerciseType;
  const scored = analysis.exerciseType === 'squat' && analysis.averageScore != null;
  const reps = analysis.repScores;
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p="3" data-testid="exercise-card" data-exercise={analysis.exerciseType}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" data-testid="exercise-name">
            {name} form analysis
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="exercise-reps">
            {analysis.repCount === 1 ? '1 rep' : `${analysis.repCount} reps`}
          </Text>
        </Stack>
        {scored && (
          <HStack gap="2" flexShrink="0">
            <Text fontSize="sm" color="fg.muted" data-testid="exercise-average">
              Average {oneDecimal(analysis.averageScore!)}/100
            </Text>
            <ScoreBadge score={analysis.averageScore!} testId="exercise-grade" />
          </HStack>
        )}
      </HStack>
      {!scored && (
        <Text fontSize="sm" color="fg.muted" data-testid="exercise-not-scored">
          {notScoredText(analysis.exerciseType)}
        </Text>
      )}
      {reps.length > 0 && (
        <Box>
          <Button
            size="xs"
            variant="ghost"
            px="1"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={(e) => {
              e.stopPropagation();
              setOpen((o) => !o);
            }}
            data-testid="exercise-details-toggle"
          >
            {open ? 'Hide rep details' : `Show rep details (${reps.length})`}
          </Button>
          {open && (
            <Stack as="ol" id={detailsId} gap="2" mt="2" listStyleType="none" data-testid="exercise-details">
              {reps.map((rep) => (
                <Box as="li" key={rep.rep} bg="bg.muted" rounded="md" px="3" py="2" data-testid="exercise-rep">
                  <HStack justify="space-between">
                    <Text fontSize="sm" fontWeight="medium">
                      Rep {rep.rep}
                    </Text>
                    <HStack gap="2">
                      <Text fontSize="sm" data-testid="exercise-rep-score">
                        {oneDecimal(rep.score)}
                      </Text>
                      <ScoreBadge score={rep.score} testId="exercise-rep-grade" />
                    </HStack>
                  </HStack>
                  {rep.details.length ? (
                    <Stack as="ul" gap="0.5" mt="1" ps="4" listStyleType="disc" fontSize="xs" color="fg.muted">
                      {rep.details.map((detail, i) => (
                        <li key={i} data-testid="exercise-rep-detail">
                          {detail}
                        </li>
                      ))}
                    </Stack>
                  ) : (
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      No deductions
                    </Text>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
      {analysis.videoUrl && (
        // preload="none": nothing is fetched until the member plays it.
        <Box bg="overlay.canvas" rounded="md" overflow="hidden">
          <video src={analysis.videoUrl} controls preload="none" playsInline style={{ width: '100%', display: 'block' }} data-testid="exercise-video" />
        </Box>
      )}
    </Stack>
  );
}
