// The image-screening variables, declared once here and read by every subgraph that screens
// uploads (social's post media first): include `screeningVariables` in the subgraph's config
// spec and build its settings with `screeningSettings`. docs/image-screening.md says why these
// defaults.
import { integer, invalid, variable, type ValuesOf } from '../../env.js';

export interface ScreeningSettings {
  /** Suspicious when Porn + Hentai reach this (0..2; above 1 never). */
  pornHentaiThreshold: number;
  /** Suspicious when Sexy reaches this (0..1; above 1 never). */
  sexyThreshold: number;
  /** Longest one classification may run on the worker before it counts as failed (and the worker is replaced). */
  timeoutMs: number;
  /** Longest publishing waits for an image's verdict that is not in yet; past it the post is held (fail closed). */
  publishWaitMs: number;
}

function fraction(raw: string): number {
  const value = Number(raw);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(raw) || !Number.isFinite(value) || value > 2) invalid(`must be a number from 0 to 2, got "${raw}"`);
  return value;
}

export const screeningVariables = {
  SCREENING_PORN_HENTAI_THRESHOLD: variable(
    {
      description: 'an uploaded image is suspicious (its post held for review) when the classifier’s Porn + Hentai scores reach this (0 to 2)',
      default: '`0.6`',
    },
    fraction,
    0.6,
  ),
  SCREENING_SEXY_THRESHOLD: variable(
    {
      description: 'an uploaded image is also suspicious when its Sexy score reaches this (0 to 2; high because gym and swimwear photos score Sexy)',
      default: '`0.9`',
    },
    fraction,
    0.9,
  ),
  SCREENING_TIMEOUT_MS: integer(
    {
      description: 'longest one image classification may take on the screening worker (the first includes loading the model) before it counts as failed',
      default: '`30000`',
    },
    { min: 100, fallback: 30_000 },
  ),
  SCREENING_PUBLISH_WAIT_MS: integer(
    {
      description: 'longest publishing a post waits for an image verdict still being computed; past it the post is held for review',
      default: '`10000`',
    },
    { min: 0, fallback: 10_000 },
  ),
};

export function screeningSettings(values: ValuesOf<typeof screeningVariables>): ScreeningSettings {
  return {
    pornHentaiThreshold: values.SCREENING_PORN_HENTAI_THRESHOLD,
    sexyThreshold: values.SCREENING_SEXY_THRESHOLD,
    timeoutMs: values.SCREENING_TIMEOUT_MS,
    publishWaitMs: values.SCREENING_PUBLISH_WAIT_MS,
  };
}
