// The composer's text box with its @mention menu: typing '@name' searches members (failures
// are silent, spec section 8), arrows move through the matches, Enter or Tab picks one, Escape
// or leaving the box dismisses the menu (the shared keyboard model, components/combobox.ts).
import { Box, Textarea } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useUserSearch, type FoundUser } from '../components/use-user-search';
import { useCombobox } from '../components/combobox';
import { activeMention, insertMention } from './mentions';
import { MentionMenu } from './mention-menu';
import type { ComposerDraft } from './use-composer-draft';

type Props = Pick<ComposerDraft, 'content' | 'caret' | 'setCaret' | 'setText' | 'textRef' | 'pollMode'>;

export function ComposerText({ content, caret, setCaret, setText, textRef, pollMode }: Props) {
  const [mentionDismissed, setMentionDismissed] = useState<number | null>(null);
  const mention = activeMention(content, caret);
  const mentionOpen = mention !== null && mentionDismissed !== mention.start;
  const { users } = useUserSearch(mentionOpen ? mention.query : '', 8);

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
  };
  const combobox = useCombobox({
    items: users,
    keyOf: (u) => u.id,
    open: mentionOpen,
    onPick: pick,
    onDismiss: () => setMentionDismissed(mention?.start ?? null),
    tabPicks: true,
    multiline: true,
  });

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value, e.target.selectionStart ?? e.target.value.length);
    setMentionDismissed(null);
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
        {...combobox.inputProps}
        onBlur={() => setMentionDismissed(mention?.start ?? null)}
        onFocus={() => setMentionDismissed(null)}
        autoresize
        minH="16"
        variant="flushed"
        fontSize="lg"
        data-testid="composer-text"
      />
      {combobox.expanded && <MentionMenu users={users} combobox={combobox} />}
    </Box>
  );
}
