// Asking a vision model what is on the plate. The model only NAMES foods and estimates grams
// (as JSON); every number the member sees is computed from USDA SR28, because models invent
// nutrient values and a table does not. Names SR28 cannot match are left out and said so.
import { z } from 'zod';
import { ServiceUnavailableError } from '@pulse/kit';
import { parseJsonReply, ProviderError, type ChatProvider } from '../providers/openai-compatible.js';
import type { Detection } from './analysis.js';
import { MAX_FOODS, MAX_GRAMS } from './inputs.js';

const PROMPT = `You identify foods in a meal photo. Answer only JSON of this shape:
{"main_dish": string|null, "cuisine_type": string|null, "presentation": string|null, "preparation_method": string|null,
 "foods": [{"name": "plain food name as in a nutrition table, e.g. chicken breast, white rice, broccoli", "grams": estimated weight on the plate}],
 "garnishes": [string], "sauces": [string]}
Do not give calories or nutrients: they are computed from a food table.`;

const text = (max: number) =>
  z
    .string()
    .nullish()
    .catch(null)
    .transform((s) => s?.trim().slice(0, max) || null);
const list = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((items) =>
    (items ?? [])
      .filter((i): i is string => typeof i === 'string')
      .map((i) => i.trim().slice(0, 100))
      .filter(Boolean)
      .slice(0, 20),
  );

const replyShape = z.object({
  main_dish: text(200),
  cuisine_type: text(200),
  presentation: text(200),
  preparation_method: text(200),
  foods: z
    .array(z.object({ name: z.string(), grams: z.coerce.number() }).catch({ name: '', grams: 0 }))
    .catch([])
    .transform((foods) =>
      foods
        .map((f) => ({ name: f.name.trim().slice(0, 100), grams: Math.min(MAX_GRAMS, Math.round(f.grams)) }))
        .filter((f) => f.name && f.grams >= 1)
        .slice(0, MAX_FOODS),
    ),
  garnishes: list,
  sauces: list,
});

export interface VisionAnswer {
  detection: Detection;
  foods: { name: string; grams: number }[];
  model: string;
}

export async function askVision(provider: ChatProvider, imageDataUrl: string): Promise<VisionAnswer> {
  try {
    const reply = await provider.complete({
      purpose: 'vision',
      json: true,
      temperature: 0,
      messages: [
        { role: 'system', content: PROMPT },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What foods are on this plate, and about how many grams of each?' },
            { type: 'image_url', image_url: { url: imageDataUrl } },
          ],
        },
      ],
    });
    const parsed = replyShape.safeParse(parseJsonReply(reply.text));
    if (!parsed.success) throw new ProviderError('bad-response', 'The food-recognition service answered in an unexpected shape');
    const r = parsed.data;
    return {
      detection: {
        mainDish: r.main_dish,
        cuisineType: r.cuisine_type,
        presentation: r.presentation,
        preparationMethod: r.preparation_method,
        garnishes: r.garnishes,
        sauces: r.sauces,
      },
      foods: r.foods,
      model: reply.model,
    };
  } catch (error) {
    if (error instanceof ProviderError) throw new ServiceUnavailableError(`The food-recognition service failed: ${error.message}`);
    throw error;
  }
}
