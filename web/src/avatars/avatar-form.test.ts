import { describe, expect, it } from 'vitest';
import { createAvatarInput, DEFAULT_NEGATIVE_PROMPT, validateAvatarForm } from './avatar-form';

describe('the avatar creation form', () => {
  it("gives each field the spec's first error", () => {
    expect(validateAvatarForm({ name: '', description: '', negativePrompt: '' })).toEqual({
      name: 'Avatar name is required',
      description: 'Avatar description is required',
    });
    expect(validateAvatarForm({ name: ' A ', description: 'too short', negativePrompt: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      description: 'Description must be at least 10 characters',
    });
    expect(validateAvatarForm({ name: 'Al', description: 'a runner..', negativePrompt: '' })).toEqual({});
  });

  it('sends the description as the prompt and the default negative prompt when it is empty', () => {
    expect(createAvatarInput({ name: ' Runner ', description: ' A tall runner in a red shirt ', negativePrompt: '  ' })).toEqual({
      name: 'Runner',
      prompt: 'A tall runner in a red shirt',
      negativePrompt: DEFAULT_NEGATIVE_PROMPT,
    });
    expect(DEFAULT_NEGATIVE_PROMPT).toBe('ugly, deformed, disfigured, poor quality, low quality');
    expect(createAvatarInput({ name: 'Al', description: 'a runner..', negativePrompt: 'blurry' }).negativePrompt).toBe('blurry');
  });
});
