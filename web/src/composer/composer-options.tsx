// Under the composer's text: the content warning switch, who may reply and quote (issue 24,
// docs/social-posts.md) and the character counter, visible before sending.
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import type { InteractionPolicy } from '../generated/graphql';
import { POLICY_OPTIONS } from '../feed/post-card/interaction-policy';
import { CharacterCounter, POST_MAX_LENGTH } from './character-counter';

export function PolicySelect({ label, value, onChange, testId }: { label: string; value: InteractionPolicy; onChange(value: InteractionPolicy): void; testId: string }) {
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={label}
        title={label}
        value={value}
        onChange={(e) => onChange(e.target.value as InteractionPolicy)}
        data-testid={testId}
        rounded="full"
      >
        {POLICY_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {label.startsWith('Who can reply') ? `Replies: ${o.label}` : `Quotes: ${o.label}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface ComposerOptionsProps {
  length: number;
  warningOn: boolean;
  onToggleWarning(): void;
  replyPolicy: InteractionPolicy;
  quotePolicy: InteractionPolicy;
  onReplyPolicy(value: InteractionPolicy): void;
  onQuotePolicy(value: InteractionPolicy): void;
}

export function ComposerOptions(props: ComposerOptionsProps) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="composer-options">
      <Button
        size="xs"
        variant={props.warningOn ? 'subtle' : 'ghost'}
        colorPalette={props.warningOn ? 'orange' : 'gray'}
        rounded="full"
        aria-pressed={props.warningOn}
        title="Content warning: readers open the post to see it"
        onClick={props.onToggleWarning}
        data-testid="composer-cw-toggle"
      >
        CW
      </Button>
      <PolicySelect label="Who can reply" value={props.replyPolicy} onChange={props.onReplyPolicy} testId="composer-reply-policy" />
      <PolicySelect label="Who can quote" value={props.quotePolicy} onChange={props.onQuotePolicy} testId="composer-quote-policy" />
      <HStack ms="auto">
        <CharacterCounter length={props.length} max={POST_MAX_LENGTH} testId="composer-counter" id="composer-counter" />
      </HStack>
    </HStack>
  );
}
