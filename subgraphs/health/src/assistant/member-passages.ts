// The member's own health data as passages the assistant can retrieve: recent meals, wearable
// days (and a weekly average), activities, goals, calendar events, limitations and exercise
// analyses, each written as a sentence or two. The tables belong to other capabilities, so this
// reads them with SQL by their documented columns (docs/health-design.md 1.1) and skips a table
// that is not there; it never writes them.
//
// Passages are stored in health_passages with their embeddings, keyed by (owner, kind, source
// row). Each search rebuilds the texts from the current rows (bounded: recent rows only) and
// embeds only those whose text changed, so the store follows edits and deletions without any
// hook in the other capabilities.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger } from '@pulse/kit';
import { embed } from './embeddings.js';
import { HealthSource } from './entities.js';

const log = createLogger('assistant-passages');

export interface MemberPassage {
  kind: HealthSource;
  sourceId: string;
  title: string;
  url: string | null;
  text: string;
  /** Unit length, 512 numbers; null without an encoder. */
  embedding: Float32Array | null;
}

type Row = Record<string, unknown>;
type Draft = Omit<MemberPassage, 'embedding'>;
type Builder = (em: EntityManager, schema: string, ownerId: string) => Promise<Draft[]>;

const MAX_TEXT = 2000;
/** A column as text: strings and numbers as they are, anything else (null, JSON) as the fallback. */
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback);
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
/**
 * Numbers as "9,120" and "5.2". One formatter per precision, made once: `toLocaleString` builds an
 * Intl.NumberFormat on every call, and the ~700 numbers of a member's passages took ~50 ms of the
 * request thread per search that way (issue 18). The same output (toLocaleString is defined as this).
 */
const FORMATS = [0, 1, 2].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));
const fmt = (v: number, digits: 0 | 1 | 2 = 0) => FORMATS[digits].format(v);
const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : str(v).slice(0, 10));
/** A time to the minute in UTC; the driver hands timestamptz over as text or as a Date. */
const when = (v: unknown): string => {
  const at =
    v instanceof Date
      ? v
      : new Date(
          str(v)
            .replace(' ', 'T')
            .replace(/([+-]\d\d)$/, '$1:00'),
        );
  return Number.isNaN(at.getTime()) ? str(v) : `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String).filter(Boolean) : []);
const parts = (items: (string | null | false | undefined)[]) => items.filter(Boolean).join(', ');
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;

async function rows(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(sql, params);
}

/** A nutrient from a meal's nutrition JSON: a number, or an object with a total. */
function nutrient(nutrition: unknown, key: string): number | null {
  if (!nutrition || typeof nutrition !== 'object') return null;
  const value = (nutrition as Row)[key];
  if (value && typeof value === 'object') return num((value as Row).total);
  return num(typeof value === 'string' ? value.replace(/[^\d.]/g, '') : value);
}

const meals: Builder = async (em, s, owner) =>
  (
    await rows(
      em,
      `SELECT id, name, description, ingredients, nutrition, quality_score, grade, logged_on FROM "${s}".meals
       WHERE owner_id = ? ORDER BY logged_on DESC, id DESC LIMIT 40`,
      [owner],
    )
  ).map((m) => {
    const n = m.nutrition;
    const [kcal, protein, carbs, fats] = ['calories', 'protein', 'carbs', 'fats'].map((k) => nutrient(n, k));
    const ingredients = list(m.ingredients);
    return {
      kind: HealthSource.MEALS,
      sourceId: str(m.id),
      title: `Your meal: ${str(m.name)} (${day(m.logged_on)})`,
      url: '/health',
      text: `Meal logged on ${day(m.logged_on)}: ${str(m.name)}. ${str(m.description, '').slice(0, 500)} ${
        ingredients.length ? `Ingredients: ${ingredients.join(', ')}. ` : ''
      }${parts([kcal !== null && `${fmt(kcal)} kcal`, protein !== null && `protein ${fmt(protein)} g`, carbs !== null && `carbohydrates ${fmt(carbs)} g`, fats !== null && `fat ${fmt(fats)} g`])}. Quality score ${str(m.quality_score)} (grade ${str(m.grade)}).`,
    };
  });

function describeDay(d: Row): string {
  const steps = num(d.steps);
  const sleep = num(d.sleep_minutes);
  return parts([
    steps !== null && `${fmt(steps)} steps`,
    num(d.calories) !== null && `${fmt(num(d.calories)!)} kcal burned`,
    num(d.distance_km) !== null && `${fmt(num(d.distance_km)!, 1)} km`,
    num(d.active_minutes) !== null && `${fmt(num(d.active_minutes)!)} active minutes`,
    num(d.heart_rate) !== null && `average heart rate ${fmt(num(d.heart_rate)!)} bpm`,
    num(d.resting_heart_rate) !== null && `resting heart rate ${fmt(num(d.resting_heart_rate)!)} bpm`,
    num(d.hrv_ms) !== null && `heart rate variability ${fmt(num(d.hrv_ms)!)} ms`,
    sleep !== null && `sleep ${hours(sleep)}`,
    num(d.sleep_score) !== null && `sleep score ${fmt(num(d.sleep_score)!)}`,
    num(d.readiness_score) !== null && `readiness ${fmt(num(d.readiness_score)!)}`,
    num(d.blood_oxygen) !== null && `blood oxygen ${fmt(num(d.blood_oxygen)!, 1)}%`,
    num(d.strain) !== null && `strain ${fmt(num(d.strain)!, 1)}`,
  ]);
}

const wearables: Builder = async (em, s, owner) => {
  const days = await rows(em, `SELECT * FROM "${s}".wearable_days WHERE owner_id = ? AND day >= current_date - 30 ORDER BY day DESC, provider LIMIT 120`, [owner]);
  const out: Draft[] = days.map((d) => ({
    kind: HealthSource.WEARABLES,
    sourceId: `${str(d.provider)}:${day(d.day)}`,
    title: `Your ${str(d.provider)} data for ${day(d.day)}`,
    url: '/health',
    text: `Wearable (${str(d.provider)}) on ${day(d.day)}: ${describeDay(d)}.`,
  }));
  // A week's averages answer "how have I been sleeping" better than seven separate days.
  const week = days.filter((d) => day(d.day) >= new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10));
  if (week.length) {
    const avg = (key: string) => {
      const values = week.map((d) => num(d[key])).filter((v): v is number => v !== null);
      return values.length ? values.reduce((a, v) => a + v, 0) / values.length : null;
    };
    const averaged: Row = {};
    for (const key of [
      'steps',
      'calories',
      'distance_km',
      'active_minutes',
      'heart_rate',
      'resting_heart_rate',
      'hrv_ms',
      'sleep_minutes',
      'sleep_score',
      'readiness_score',
      'blood_oxygen',
      'strain',
    ]) {
      averaged[key] = avg(key);
    }
    out.unshift({
      kind: HealthSource.WEARABLES,
      sourceId: 'last-7-days',
      title: 'Your wearable averages for the last 7 days',
      url: '/health',
      text: `Average per day over the last 7 days (${week.length} day records): ${describeDay(averaged)}.`,
    });
  }
  return out;
};

// The columns the sentence uses, never `*`: an activity's row holds its track (up to 20,000
// points of JSON), and thirty of them parsed on health's thread for every question a member
// asks were 35-60 ms of it a call once their imports piled up (bench:fairness, RAG in pairs).
const activities: Builder = async (em, s, owner) =>
  (
    await rows(
      em,
      `SELECT id, type, started_at, duration_s, distance_km, pace_min_km, elevation_gain_m, steps, calories FROM "${s}".activities WHERE owner_id = ? ORDER BY started_at DESC LIMIT 30`,
      [owner],
    )
  ).map((a) => {
    const duration = num(a.duration_s);
    return {
      kind: HealthSource.ACTIVITIES,
      sourceId: str(a.id),
      title: `Your ${str(a.type, 'activity')} on ${day(a.started_at)}`,
      url: '/health',
      text: `Activity (${str(a.type, 'activity')}) on ${day(a.started_at)}: ${parts([
        num(a.distance_km) !== null && `${fmt(num(a.distance_km)!, 2)} km`,
        duration !== null && `${fmt(duration / 60)} minutes`,
        num(a.pace_min_km) !== null && `pace ${fmt(num(a.pace_min_km)!, 1)} min/km`,
        num(a.elevation_gain_m) !== null && `elevation gain ${fmt(num(a.elevation_gain_m)!)} m`,
        num(a.steps) !== null && `${fmt(num(a.steps)!)} steps`,
        num(a.calories) !== null && `${fmt(num(a.calories)!)} kcal`,
      ])}.`,
    };
  });

const goals: Builder = async (em, s, owner) =>
  (await rows(em, `SELECT id, name, current, target, unit FROM "${s}".goals WHERE owner_id = ? ORDER BY created_at LIMIT 50`, [owner])).map((g) => {
    const current = num(g.current) ?? 0;
    const target = num(g.target) ?? 0;
    const share = target > 0 ? Math.round((current / target) * 100) : 0;
    return {
      kind: HealthSource.GOALS,
      sourceId: str(g.id),
      title: `Your goal: ${str(g.name)}`,
      url: '/health',
      text: `Health goal "${str(g.name)}": ${fmt(current, 1)} of ${fmt(target, 1)} ${str(g.unit, '')} so far (${share}% of the target).`,
    };
  });

const calendar: Builder = async (em, s, owner) =>
  (
    await rows(
      em,
      `SELECT id, title, description, starts_at, ends_at, all_day, location, kind FROM "${s}".calendar_events
       WHERE owner_id = ? AND starts_at >= now() - interval '14 days' AND starts_at < now() + interval '31 days' ORDER BY starts_at LIMIT 60`,
      [owner],
    )
  ).map((e) => ({
    kind: HealthSource.CALENDAR,
    sourceId: str(e.id),
    title: `Your calendar: ${str(e.title)} (${day(e.starts_at)})`,
    url: '/calendar',
    text: `Calendar ${str(e.kind)} "${str(e.title)}" ${e.all_day ? `all day on ${day(e.starts_at)}` : `from ${when(e.starts_at)} to ${when(e.ends_at)}`}${
      e.location ? ` at ${str(e.location)}` : ''
    }. ${str(e.description, '').slice(0, 500)}`,
  }));

const limitations: Builder = async (em, s, owner) =>
  (await rows(em, `SELECT * FROM "${s}".limitations WHERE owner_id = ? ORDER BY started_on DESC LIMIT 50`, [owner])).map((l) => ({
    kind: HealthSource.LIMITATIONS,
    sourceId: str(l.id),
    title: `Your ${str(l.kind)}: ${str(l.name)}`,
    url: '/health',
    text: `${str(l.kind) === 'injury' ? 'Injury' : 'Condition'}: ${str(l.name)}${l.body_part ? ` (${str(l.body_part)})` : ''}, ${str(l.severity)}, since ${day(
      l.started_on,
    )}${l.ended_on ? `, ended ${day(l.ended_on)}` : ', ongoing'}. ${list(l.affects).length ? `Affects exercises: ${list(l.affects).join(', ')}. ` : ''}${str(l.notes, '').slice(0, 800)}`,
  }));

const exercise: Builder = async (em, s, owner) =>
  (
    await rows(em, `SELECT id, exercise_type, rep_count, average_score, created_at FROM "${s}".exercise_analyses WHERE owner_id = ? ORDER BY created_at DESC LIMIT 20`, [
      owner,
    ])
  ).map((x) => ({
    kind: HealthSource.EXERCISE,
    sourceId: str(x.id),
    title: `Your ${str(x.exercise_type)} analysis (${day(x.created_at)})`,
    url: '/health',
    text: `Exercise form analysis of ${str(x.exercise_type)} on ${day(x.created_at)}: ${fmt(num(x.rep_count) ?? 0)} repetitions${
      num(x.average_score) !== null ? `, average form score ${fmt(num(x.average_score)!)} of 100` : ''
    }.`,
  }));

const BUILDERS: Record<Exclude<HealthSource, HealthSource.KNOWLEDGE>, { table: string; build: Builder }> = {
  [HealthSource.MEALS]: { table: 'meals', build: meals },
  [HealthSource.WEARABLES]: { table: 'wearable_days', build: wearables },
  [HealthSource.ACTIVITIES]: { table: 'activities', build: activities },
  [HealthSource.GOALS]: { table: 'goals', build: goals },
  [HealthSource.CALENDAR]: { table: 'calendar_events', build: calendar },
  [HealthSource.LIMITATIONS]: { table: 'limitations', build: limitations },
  [HealthSource.EXERCISE]: { table: 'exercise_analyses', build: exercise },
};

export const MEMBER_SOURCES = Object.keys(BUILDERS) as Exclude<HealthSource, HealthSource.KNOWLEDGE>[];

/**
 * Which of these tables exist here. Asked on every search (one catalogue lookup), not cached: a
 * capability's table appears when its migration runs, and tests run several databases in one process.
 */
async function existingTables(em: EntityManager, schema: string, tables: string[]): Promise<Set<string>> {
  const found = await em
    .getConnection()
    .execute<{ relname: string }[]>(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relkind = 'r' AND c.relname = ANY(?::text[])`,
      [schema, `{${tables.join(',')}}`],
    );
  return new Set(found.map((r) => r.relname));
}

/** The member's passages of these kinds, current, with embeddings where the encoder runs. */
export async function memberPassages(em: EntityManager, schema: string, ownerId: string, kinds: readonly HealthSource[]): Promise<MemberPassage[]> {
  const wanted = MEMBER_SOURCES.filter((k) => kinds.includes(k));
  if (!wanted.length) return [];
  const drafts: Draft[] = [];
  const built: string[] = [];
  const tables = await existingTables(
    em,
    schema,
    wanted.map((k) => BUILDERS[k].table),
  );
  for (const kind of wanted) {
    const { table, build } = BUILDERS[kind];
    if (!tables.has(table)) continue;
    try {
      drafts.push(
        ...(await build(em, schema, ownerId)).map((d) => ({ ...d, title: d.title.slice(0, 200), text: d.text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT) })),
      );
      built.push(kind);
    } catch (error) {
      // Another capability's table with other columns than documented: its passages are left out, not the answer.
      log.warn('member passages could not be read', { kind, error: String(error) });
    }
  }
  if (!built.length) return [];
  // The stored rows without their embeddings (a few KB); the embeddings themselves (512 numbers
  // each, sent as text and parsed on this thread: ~1 MB and tens of ms for a member with 160
  // passages) only for rows this process has not read or written at their current version.
  const connection = em.getConnection();
  const stored = await connection.execute<{ source_kind: string; source_id: string; text: string; version: string }[]>(
    `SELECT source_kind, source_id, text, updated_at::text AS version FROM "${schema}".health_passages WHERE owner_id = ? AND source_kind = ANY(?::text[])`,
    [ownerId, `{${built.join(',')}}`],
  );
  const byKey = new Map(stored.map((r) => [`${r.source_kind}/${r.source_id}`, r]));
  const known = rememberedFor(schema, ownerId);
  const remembered = (key: string): Remembered | undefined => {
    const row = byKey.get(key);
    const entry = known.get(key);
    return row && entry && entry.version === row.version && entry.text === row.text ? entry : undefined;
  };
  const unread = drafts.map((d) => `${d.kind}/${d.sourceId}`).filter((key, i) => byKey.get(key)?.text === drafts[i].text && !remembered(key));
  if (unread.length) {
    const read = await connection.execute<{ source_kind: string; source_id: string; text: string; version: string; embedding: number[] | null }[]>(
      `SELECT source_kind, source_id, text, updated_at::text AS version, embedding FROM "${schema}".health_passages
       WHERE owner_id = ? AND source_kind || '/' || source_id = ANY(?::text[])`,
      [ownerId, toPgArray(unread)],
    );
    for (const r of read) {
      const key = `${r.source_kind}/${r.source_id}`;
      // Rewritten between the two reads: the row as read now, whose version then fails to match and is embedded again.
      known.set(key, { text: r.text, version: r.version, embedding: r.embedding ? Float32Array.from(r.embedding) : null });
    }
  }
  const passages: MemberPassage[] = drafts.map((d) => {
    const entry = byKey.get(`${d.kind}/${d.sourceId}`)?.text === d.text ? remembered(`${d.kind}/${d.sourceId}`) : undefined;
    return { ...d, embedding: entry?.embedding ?? null };
  });
  const changed = passages.filter((p) => p.embedding === null);
  const vectors = changed.length
    ? await embed(
        changed.map((p) => `${p.title}. ${p.text}`),
        ownerId,
      )
    : null;
  changed.forEach((p, i) => (p.embedding = vectors ? vectors[i] : null));
  const versions = await store(em, schema, ownerId, built, passages, changed, new Set(byKey.keys()));
  // What this member's passages are now, and nothing else: a deleted meal's embedding is forgotten with it.
  known.clear();
  for (const p of passages) {
    const key = `${p.kind}/${p.sourceId}`;
    const version = versions.get(key) ?? byKey.get(key)?.version;
    if (version !== undefined) known.set(key, { text: p.text, version, embedding: p.embedding });
  }
  return passages;
}

/** A stored passage's embedding as this process last read or wrote it, with the row's version (updated_at) and text then. */
interface Remembered {
  text: string;
  version: string;
  embedding: Float32Array | null;
}

/**
 * Embeddings already read, per member (schema and owner): a search whose passages have not
 * changed reads none again. Bounded to the members who searched last; one member's entries are
 * ~2 KB per passage (512 float32), so ~0.3 MB for a member with 160 passages.
 */
const rememberedEmbeddings = new Map<string, Map<string, Remembered>>();
const REMEMBERED_MEMBERS = 64;

function rememberedFor(schema: string, ownerId: string): Map<string, Remembered> {
  const member = `${schema}/${ownerId}`;
  const entries = rememberedEmbeddings.get(member) ?? new Map<string, Remembered>();
  // Most recent last, so the member who searched longest ago is the one dropped.
  rememberedEmbeddings.delete(member);
  rememberedEmbeddings.set(member, entries);
  if (rememberedEmbeddings.size > REMEMBERED_MEMBERS) rememberedEmbeddings.delete(rememberedEmbeddings.keys().next().value!);
  return entries;
}

/** Forgets every embedding read (tests compare a search with one computed from the store alone). */
export function forgetRememberedEmbeddings(): void {
  rememberedEmbeddings.clear();
}

/** Writes the changed passages and deletes the rows whose source is gone; answers the written rows' versions. */
async function store(
  em: EntityManager,
  schema: string,
  ownerId: string,
  kinds: string[],
  all: MemberPassage[],
  changed: MemberPassage[],
  storedKeys: Set<string>,
): Promise<Map<string, string>> {
  const connection = em.getConnection();
  const versions = new Map<string, string>();
  for (const p of changed) {
    const [row] = await connection.execute<{ version: string }[]>(
      `INSERT INTO "${schema}".health_passages (owner_id, source_kind, source_id, title, text, embedding, updated_at)
       VALUES (?, ?, ?, ?, ?, ?::real[], now())
       ON CONFLICT (owner_id, source_kind, source_id) DO UPDATE SET title = excluded.title, text = excluded.text, embedding = excluded.embedding, updated_at = now()
       RETURNING updated_at::text AS version`,
      [ownerId, p.kind, p.sourceId, p.title, p.text, p.embedding ? `{${p.embedding.join(',')}}` : null],
    );
    versions.set(`${p.kind}/${p.sourceId}`, row.version);
  }
  // Rows whose source is gone (a deleted meal, a day that aged out) leave the store; none to look for when every stored row is still a passage.
  const keep = all.map((p) => `${p.kind}/${p.sourceId}`);
  const kept = new Set(keep);
  if ([...storedKeys].some((key) => !kept.has(key))) {
    await connection.execute(
      `DELETE FROM "${schema}".health_passages WHERE owner_id = ? AND source_kind = ANY(?::text[]) AND NOT (source_kind || '/' || source_id = ANY(?::text[]))`,
      [ownerId, `{${kinds.join(',')}}`, toPgArray(keep)],
    );
  }
  return versions;
}

function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
