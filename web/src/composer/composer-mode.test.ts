import { describe, expect, it } from 'vitest';
import { composerMode, primaryButtonLabel } from './composer-mode';

describe('the primary button', () => {
  it('reads Post, Schedule or Create Poll', () => {
    expect(primaryButtonLabel(composerMode({ pollMode: false, scheduled: false }))).toBe('Post');
    expect(primaryButtonLabel(composerMode({ pollMode: false, scheduled: true }))).toBe('Schedule');
    expect(primaryButtonLabel(composerMode({ pollMode: true, scheduled: false }))).toBe('Create Poll');
  });

  it('says Create Poll in poll mode even with a schedule left over', () => {
    expect(composerMode({ pollMode: true, scheduled: true })).toBe('poll');
    expect(primaryButtonLabel('poll')).toBe('Create Poll');
  });
});
