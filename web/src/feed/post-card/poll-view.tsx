// A poll: its options (disabled once voted or once the end time has passed), then, after a
// vote or the end, each option's votes and share to 1 decimal; 'Ends ...' / 'Poll ended ...'.
// The poll's author sees the results from the start and cannot vote (docs/social-posts.md):
// the server says so with resultsVisible (and hides each option's votes until then).
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client';
import { VotePollDocument, type PostPollFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { formatPercent, pollEndLabel } from '../format';
import { FEED_TOASTS, LOGIN_TOASTS } from '../messages';
import { useSignedInGuard } from './use-post-actions';

/** Re-renders when the end time passes, so the options close without a reload. */
function useEndedByTime(endTime: string): boolean {
  const [now, setNow] = useState(() => Date.now());
  const end = Date.parse(endTime);
  useEffect(() => {
    if (end <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end, now]);
  return end <= now;
}

export function PollView({ poll }: { poll: PostPollFragment }) {
  const [vote, { loading }] = useMutation(VotePollDocument);
  const guard = useSignedInGuard();
  const endedByTime = useEndedByTime(poll.endTime);
  const ended = poll.ended || endedByTime;
  // Results shown (to the author, a voter, anyone after the end) means the options are closed.
  const showResults = ended || poll.hasVoted || poll.resultsVisible;
  const closed = showResults;

  const choose = async (optionId: string) => {
    if (!guard(LOGIN_TOASTS.vote)) return;
    try {
      await vote({ variables: { pollId: poll.id, optionId, optionIndex: null } });
    } catch (error) {
      console.error('[feed] vote failed', error);
      toast.error(FEED_TOASTS.vote);
    }
  };

  return (
    <Stack gap="2" data-testid="poll" data-voted={poll.hasVoted} data-ended={ended} data-results={showResults}>
      {poll.options.map((option) => {
        const mine = poll.myVoteOptionId === option.id;
        const votes = option.votes ?? 0;
        const percent = formatPercent(votes, poll.totalVotes);
        return (
          <Box key={option.id} position="relative">
            <Button
              w="full"
              justifyContent="space-between"
              variant="outline"
              rounded="lg"
              position="relative"
              overflow="hidden"
              disabled={closed || loading}
              _disabled={{ opacity: 1, cursor: 'default' }}
              onClick={(e) => {
                e.stopPropagation();
                void choose(option.id);
              }}
              data-testid="poll-option"
              data-mine={mine}
            >
              {showResults && (
                <Box as="span" position="absolute" insetY="0" left="0" w={percent} bg={mine ? 'brand.subtle' : 'bg.muted'} aria-hidden data-testid="poll-bar" />
              )}
              <Text as="span" position="relative" fontWeight={mine ? 'bold' : 'medium'} truncate data-testid="poll-option-text">
                {option.text}
              </Text>
              {showResults && (
                <HStack as="span" position="relative" gap="2" fontSize="sm">
                  <Text as="span" color="fg.muted" data-testid="poll-option-votes">
                    {votes} {votes === 1 ? 'vote' : 'votes'}
                  </Text>
                  <Text as="span" fontWeight="semibold" data-testid="poll-option-percent">
                    {percent}
                  </Text>
                </HStack>
              )}
            </Button>
          </Box>
        );
      })}
      <Text fontSize="sm" color="fg.muted" data-testid="poll-footer">
        <span data-testid="poll-total">
          {poll.totalVotes} {poll.totalVotes === 1 ? 'vote' : 'votes'}
        </span>
        {' · '}
        <span data-testid="poll-ends">{pollEndLabel(poll.endTime, ended)}</span>
      </Text>
    </Stack>
  );
}
