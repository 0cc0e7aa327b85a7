// The composer's text box with its @mention menu: typing '@name' searches members (failures
// are silent, spec section 8), arrows move through the matches, Enter or Tab picks one, Escape
// or leaving the box dismisses the menu.
import { Box, Textarea } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useUserSearch, type FoundUser } from '../components/use-user-search';
import { activeMention, insertMention } from './mentions';
import { MentionMenu } from './mention-menu';
import type { ComposerDraft } from './use-composer-draft';

type Props = Pick<ComposerDraft, 'content' | 'caret' | 'setCaret' | 'setText' | 'textRef' | 'pollMode'>;

export function ComposerText({ content, caret, setCaret, setText, textRef, pollMode }: Props) {
  const [mentionIndex, setMentionIndex] = useState(0);
  const [mentionDismissed, setMentionDismissed] = useState<number | null>(null);
  const mention = activeMention(content, caret);
  const mentionOpen = mention !== null && mentionDismissed !== mention.start;
  const { users } = useUserSearch(mentionOpen ? mention.query : '', 8);
  const highlighted = Math.min(mentionIndex, Math.max(0, users.length - 1));

  // Where the caret goes once a picked mention is in the box: placed as soon as React has put
  // the new text there, before the next keystroke can land (a frame later, typing that came
  // first went in at the old place and the rest after the mention).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null) return;
    caretAfterPick.current = null;
    textRef.current?.focus();
    textRef.current?.setSelectionRange(at, at);
  }, [content, textRef]);

  const pick = (picked: FoundUser) => {
    if (!mention) return;
    const next = insertMention(content, mention, picked.username);
    caretAfterPick.current = next.caret;
    setText(next.text, next.caret);
    setMentionIndex(0);
  };

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value, e.target.selectionStart ?? e.target.value.length);
    setMentionIndex(0);
    setMentionDismissed(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mentionOpen || !users.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setMentionIndex((i) => (i + step + users.length) % users.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(users[highlighted]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setMentionDismissed(mention.start);
    }
  };

  const prompt = pollMode ? 'Ask a question...' : "What's happening?";
  return (
    <Box position="relative">
      <Textarea
        ref={textRef}
        aria-label={prompt}
        placeholder={prompt}
        value={content}
        onChange={onChange}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
        onKeyDown={onKeyDown}
        onBlur={() => setMentionDismissed(mention?.start ?? null)}
        onFocus={() => setMentionDismissed(null)}
        autoresize
        minH="16"
        variant="flushed"
        fontSize="lg"
        data-testid="composer-text"
      />
      {mentionOpen && <MentionMenu users={users} highlighted={highlighted} onPick={pick} onHighlight={setMentionIndex} />}
    </Box>
  );
}
