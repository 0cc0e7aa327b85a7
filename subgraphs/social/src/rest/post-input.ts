// The bodies of the post paths, in the shapes the spec's client sends, checked field by
// field and turned into the social operations' inputs: medias as `medias: [{url, type}]` or
// the older `files: [url]`, a location flat (locationName/Lat/Lng) or nested, meal macros as
// text ("30g") or objects, route points as {latitude, longitude} or {lat, lng}, a poll nested
// or (POST /polls) at the top level.
import { z } from 'zod';
import { caseInsensitiveEnum, optionalFlag, optionalText } from '@pulse/kit/rest';
import type { CreatePostInput, LocationInput, MealInput, MediaInput, PollInput, PublishDraftInput, RouteDataInput } from '../rest.generated.js';
import { POST_TYPES } from './answers.js';
import { TYPE_OF_EXTENSION as STORED_TYPE_OF_EXTENSION } from '../media/post-media.js';

export const postType = (field: string) => caseInsensitiveEnum(field, POST_TYPES, (types) => types.map((t) => t.toLowerCase()).join(', '));

/** A number, also given as text; absent, null or empty is none. `parse` reads the text ("55g" with parseFloat). */
function looseNumber(field: string, parse: (text: string) => number = Number) {
  return z
    .union([z.number(), z.string()], { error: `${field} must be a number` })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const n = typeof value === 'string' ? parse(value) : value;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a number` });
        return z.NEVER;
      }
      return n;
    });
}

function looseInt(field: string) {
  return looseNumber(field).refine((n) => n === null || Number.isInteger(n), { error: `${field} must be an integer` });
}

/**
 * The type a media URL's extension stands for: the extensions social stores uploads under
 * (social decides the type from the bytes at upload, and checks it again), and `.jpeg` from
 * other sites.
 */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = { ...STORED_TYPE_OF_EXTENSION, jpeg: 'image/jpeg' };
const typeOfUrl = (url: string) => TYPE_OF_EXTENSION[/\.([a-z0-9]+)(?:\?.*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

/** Urls returned by POST /api/posts/media, as strings or {url, type}; social accepts only urls its own upload handed out. */
const mediaField = (field: string) =>
  z
    .array(
      z
        .union([z.string(), z.object({ url: z.string(), type: z.string().nullish() })], { error: `${field} must hold urls or {url, type} objects` })
        .transform((item): MediaInput => (typeof item === 'string' ? { url: item, type: typeOfUrl(item) } : { url: item.url, type: item.type || typeOfUrl(item.url) })),
      { error: `${field} must be a list` },
    )
    .nullish();

/** The fields every post body shares (content, medias and location). */
const editShape = {
  content: optionalText('content'),
  medias: mediaField('medias').meta({ description: 'Uploaded media: [{url, type}]' }),
  files: mediaField('files').meta({ description: "Uploaded media urls (the spec's older form of medias)" }),
  locationName: optionalText('locationName'),
  locationLat: looseNumber('locationLat'),
  locationLng: looseNumber('locationLng'),
  location: z
    .object({ name: optionalText('location.name'), lat: looseNumber('location.lat'), lng: looseNumber('location.lng') }, { error: 'location must be an object' })
    .nullish()
    .meta({ description: 'The location as one object (instead of locationName, locationLat and locationLng)' }),
};

type EditFields = z.output<z.ZodObject<typeof editShape>>;

function mediasOf(body: EditFields): MediaInput[] | undefined {
  if (!body.medias && !body.files) return undefined;
  return [...(body.medias ?? []), ...(body.files ?? [])];
}

/** A location needs its name; coordinates alone are refused. */
function locationOf(body: EditFields, ctx: z.RefinementCtx): LocationInput | undefined {
  const name = body.locationName ?? body.location?.name ?? undefined;
  const lat = body.locationLat ?? body.location?.lat ?? null;
  const lng = body.locationLng ?? body.location?.lng ?? null;
  if (!name?.trim()) {
    if (lat !== null || lng !== null) ctx.addIssue({ code: 'custom', message: 'locationName is required with coordinates', path: ['locationName'] });
    return undefined;
  }
  return { name, lat, lng };
}

/** The content, medias and location a PUT or a publish may change on the author's post. */
export function editsOf(body: EditFields, ctx: z.RefinementCtx): PublishDraftInput {
  const input: PublishDraftInput = {};
  if (typeof body.content === 'string') input.content = body.content;
  const medias = mediasOf(body);
  if (medias) input.medias = medias;
  const location = locationOf(body, ctx);
  if (location) input.location = location;
  return input;
}

export const editBody = z.object(editShape);

/** The spec allows carbs and fats as text ("30g") or a number (the total), or objects. */
function macro<S extends z.ZodRawShape>(field: string, shape: S) {
  return z
    .union([z.number(), z.string(), z.object(shape)], { error: `${field} must be a number or an object` })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value === 'number') return { total: value };
      if (typeof value === 'string') {
        const n = parseFloat(value);
        if (!Number.isFinite(n)) {
          ctx.addIssue({ code: 'custom', message: `${field} must be a number or an object` });
          return z.NEVER;
        }
        return { total: n };
      }
      return value;
    });
}

const texts = (field: string) => z.array(z.string(), { error: `${field} must be a list of texts` }).nullish();
const number = (field: string) => z.number({ error: `${field} must be a number` }).nullish();

const mealBody = z
  .object(
    {
      name: z.string({ error: 'meal.name is required' }),
      description: optionalText('meal.description'),
      ingredients: texts('meal.ingredients'),
      brands: texts('meal.brands'),
      isOrganic: optionalFlag('meal.isOrganic'),
      hasSeedOils: optionalFlag('meal.hasSeedOils'),
      isSeedOilFree: optionalFlag('meal.isSeedOilFree'),
      cuisineType: optionalText('meal.cuisineType'),
      allergens: texts('meal.allergens'),
      dietaryCategories: texts('meal.dietaryCategories'),
      taggedUserIds: texts('meal.taggedUserIds'),
      // The spec's form sends taggedUsers: ids, or user objects with an id.
      taggedUsers: z.array(z.union([z.string(), z.object({ id: z.string() })]), { error: 'meal.taggedUsers must be a list of ids or users' }).nullish(),
      calories: looseNumber('meal.calories', parseFloat),
      protein: looseNumber('meal.protein', parseFloat),
      carbs: macro('meal.carbs', { total: number('meal.carbs.total'), fiber: number('meal.carbs.fiber'), sugar: number('meal.carbs.sugar') }),
      fats: macro('meal.fats', { total: number('meal.fats.total'), saturated: number('meal.fats.saturated') }),
      nutritionalInfo: z
        .object(
          {
            calories: number('calories'),
            servingSize: optionalText('servingSize'),
            protein: number('protein'),
            carbs: number('carbs'),
            fats: number('fats'),
            vitamins: texts('vitamins'),
            minerals: texts('minerals'),
            qualityScore: number('qualityScore'),
          },
          { error: 'meal.nutritionalInfo must be an object' },
        )
        .nullish(),
    },
    { error: 'meal must be an object' },
  )
  .transform(({ taggedUsers, ...meal }): MealInput => ({
    ...meal,
    taggedUserIds: meal.taggedUserIds ?? taggedUsers?.map((u) => (typeof u === 'string' ? u : u.id)),
  }));

const coordinate = z
  .object(
    { latitude: z.number().optional(), longitude: z.number().optional(), lat: z.number().optional(), lng: z.number().optional() },
    { error: 'Each coordinate is {latitude, longitude}' },
  )
  .transform((p, ctx) => {
    // Points arrive as {latitude, longitude} (the spec) or {lat, lng} (map libraries).
    const latitude = p.latitude ?? p.lat;
    const longitude = p.longitude ?? p.lng;
    if (latitude === undefined || longitude === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Each coordinate needs a latitude and a longitude' });
      return z.NEVER;
    }
    return { latitude, longitude };
  });

const rounded = (field: string) => number(field).transform((n) => (typeof n === 'number' ? Math.round(n) : n));

const routeBody = z.object(
  {
    type: z.string({ error: 'routeData.type is required' }).meta({ description: 'running, cycling...' }),
    date: optionalText('routeData.date'),
    duration: rounded('routeData.duration').meta({ description: 'Seconds' }),
    distance: number('routeData.distance').meta({ description: 'Kilometres' }),
    averageSpeed: number('routeData.averageSpeed'),
    elevationGain: number('routeData.elevationGain').meta({ description: 'Metres' }),
    coordinates: z
      .array(coordinate, { error: 'routeData.coordinates must be a list' })
      .nullish()
      .transform((points) => points ?? []),
    steps: rounded('routeData.steps'),
    calories: number('routeData.calories'),
    location: optionalText('routeData.location'),
  },
  { error: 'routeData must be an object' },
) satisfies z.ZodType<RouteDataInput, unknown>;

const pollShape = {
  options: z
    .array(z.union([z.string(), z.object({ text: z.string() })], { error: 'poll options must be texts' }), { error: 'poll options are required' })
    .transform((options) => options.map((o) => (typeof o === 'string' ? o : o.text)))
    .meta({ description: '2-4 option texts (or {text} objects)' }),
  days: looseInt('days').meta({ description: '0-7 (default 1)' }),
  hours: looseInt('hours').meta({ description: '0-23' }),
  minutes: looseInt('minutes').meta({ description: '0-59' }),
};

const pollOf = (poll: z.output<z.ZodObject<typeof pollShape>>): PollInput => ({
  options: poll.options,
  ...(poll.days !== null ? { days: poll.days } : {}),
  ...(poll.hours !== null ? { hours: poll.hours } : {}),
  ...(poll.minutes !== null ? { minutes: poll.minutes } : {}),
});

const createShape = {
  ...editShape,
  type: postType('type'),
  routeData: routeBody.nullish(),
  meal: mealBody.nullish(),
  poll: z.object(pollShape, { error: 'poll must be an object' }).nullish(),
  communityId: optionalText('communityId'),
  exerciseAnalysisId: optionalText('exerciseAnalysisId').meta({
    description: 'One of your form analyses (POST /exercise/analyze answers its analysis_id): the post carries it as a result card',
  }),
  draft: optionalFlag('draft').meta({ description: 'true keeps the post unpublished' }),
  status: optionalText('status').meta({ description: '"draft" is the same as draft: true' }),
  scheduledFor: optionalText('scheduledFor').meta({ format: 'date-time' }),
  timezone: optionalText('timezone').meta({ description: 'An IANA time zone, e.g. Europe/Paris' }),
  clientId: optionalText('clientId').meta({ description: 'A client-generated id: sending the same one twice creates one post' }),
};

type CreateFields = z.output<z.ZodObject<typeof createShape>>;

function createInputOf(body: CreateFields, ctx: z.RefinementCtx): CreatePostInput {
  const input: CreatePostInput = { ...editsOf(body, ctx), content: body.content ?? '' };
  if (body.type) input.type = body.type;
  if (body.routeData) input.routeData = body.routeData;
  if (body.meal) input.meal = body.meal;
  if (body.poll) input.poll = pollOf(body.poll);
  if (body.communityId) input.communityId = body.communityId;
  if (body.exerciseAnalysisId) input.exerciseAnalysisId = body.exerciseAnalysisId;
  if (body.draft === true || body.status?.toLowerCase() === 'draft') input.draft = true;
  if (body.scheduledFor) input.scheduledFor = body.scheduledFor;
  if (body.timezone) input.timezone = body.timezone;
  if (body.clientId) input.clientId = body.clientId;
  return input;
}

/** POST /posts. */
export const createPostBody = z.object(createShape).transform(createInputOf);

/** POST /posts/scheduled: a post with its time. */
export const scheduledPostBody = z
  .object({
    ...createShape,
    scheduledFor: z
      .string({ error: (i) => (i.input == null ? 'scheduledFor is required' : 'scheduledFor must be a string') })
      .trim()
      .min(1, { error: 'scheduledFor is required' })
      .meta({ format: 'date-time' }),
  })
  .transform(createInputOf);

/** POST /polls: {content (or question), options, days, hours, minutes}, or a nested `poll` object. */
export const pollPostBody = z
  .object({
    ...createShape,
    question: optionalText('question').meta({ description: 'The same as content' }),
    options: pollShape.options.optional(),
    days: pollShape.days,
    hours: pollShape.hours,
    minutes: pollShape.minutes,
  })
  .transform((body, ctx) => {
    const poll = body.poll ?? (body.options ? { options: body.options, days: body.days, hours: body.hours, minutes: body.minutes } : null);
    if (!poll) {
      ctx.addIssue({ code: 'custom', message: 'poll options are required', path: ['options'] });
      return z.NEVER;
    }
    return { ...createInputOf({ ...body, content: body.content ?? body.question, poll }, ctx), type: 'POLL' as const };
  });
