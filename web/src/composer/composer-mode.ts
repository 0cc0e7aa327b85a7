// The composer's mode and what its primary button says (spec: "The primary button reads Post,
// Schedule (when a date and time are set) or Create Poll (poll mode)"). Poll mode wins because
// it disables scheduling.

export type ComposerMode = 'normal' | 'poll' | 'scheduled';

export function composerMode(state: { pollMode: boolean; scheduled: boolean }): ComposerMode {
  if (state.pollMode) return 'poll';
  return state.scheduled ? 'scheduled' : 'normal';
}

export function primaryButtonLabel(mode: ComposerMode): 'Post' | 'Schedule' | 'Create Poll' {
  if (mode === 'poll') return 'Create Poll';
  return mode === 'scheduled' ? 'Schedule' : 'Post';
}

export const LOGIN_REQUIRED = 'Please log in to post';
export const EMPTY_CONTENT = 'Content must not be empty!';
