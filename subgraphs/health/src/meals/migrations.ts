import { dailyCountsMigration, type SqlMigration } from '@pulse/kit';
import { MEALS_COUNT } from './operations/meals-by-day.js';

export const mealMigrations: SqlMigration[] = [
  {
    name: '0101-meals',
    up: (s) => [
      `CREATE TABLE ${s}.meals (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         post_id text CHECK (length(post_id) <= 64),
         name text NOT NULL CHECK (length(name) <= 1000),
         description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
         ingredients text[] NOT NULL DEFAULT '{}' CHECK (cardinality(ingredients) <= 50),
         brands text[] NOT NULL DEFAULT '{}' CHECK (cardinality(brands) <= 20),
         is_organic boolean NOT NULL DEFAULT false,
         has_seed_oils boolean NOT NULL DEFAULT false,
         is_seed_oil_free boolean NOT NULL DEFAULT false,
         cuisine_type text CHECK (length(cuisine_type) <= 200),
         allergens text[] NOT NULL DEFAULT '{}' CHECK (cardinality(allergens) <= 20),
         dietary_categories text[] NOT NULL DEFAULT '{}' CHECK (cardinality(dietary_categories) <= 20),
         tagged_users text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tagged_users) <= 20),
         foods jsonb NOT NULL DEFAULT '[]',
         nutrition jsonb NOT NULL,
         quality_score integer NOT NULL CHECK (quality_score BETWEEN 0 AND 100),
         grade char(1) NOT NULL,
         image_key text CHECK (length(image_key) <= 64),
         eaten_at timestamptz NOT NULL,
         logged_on date NOT NULL,
         private boolean NOT NULL DEFAULT false,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      // The diary (one day) and the list (newest day first), both per member.
      `CREATE INDEX meals_owner_day ON ${s}.meals (owner_id, logged_on DESC, id DESC)`,
      `CREATE INDEX meals_owner_eaten ON ${s}.meals (owner_id, eaten_at DESC, id DESC)`,
      `CREATE TABLE ${s}.meal_analyses (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         image_key text CHECK (length(image_key) <= 64),
         source text NOT NULL CHECK (source IN ('vision', 'member')),
         model text CHECK (length(model) <= 200),
         result jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX meal_analyses_owner_created ON ${s}.meal_analyses (owner_id, created_at DESC)`,
    ],
  },
  {
    name: '0102-meals-by-day',
    // The admin dashboard's stats count a day's logged meals on this index (issue 23, docs/admin.md).
    up: (s) => [`CREATE INDEX meals_created ON ${s}.meals (created_at)`],
  },
  {
    name: '0103-meals-daily-counts',
    // The admin dashboard's stats read meals logged from the daily counts rollup this creates, keeps by
    // triggers and backfills under a write lock (kit's dailyCountsMigration; docs/admin.md "Stats").
    // A change to what MEALS_COUNT counts needs a migration of its own.
    up: (s) => dailyCountsMigration(s, MEALS_COUNT),
  },
];
