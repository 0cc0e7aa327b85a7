import type { SqlMigration } from '@pulse/kit';

export const exerciseMigrations: SqlMigration[] = [
  {
    name: '0701-exercise-analyses',
    up: (s) => [
      `CREATE TABLE ${s}.exercise_analyses (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         analysis_id text NOT NULL CHECK (length(analysis_id) <= 64),
         exercise_type text NOT NULL CHECK (exercise_type IN ('squat', 'deadlift', 'bench', 'lunge', 'push_up', 'pull_up', 'dip', 'plank')),
         rep_count integer NOT NULL DEFAULT 0 CHECK (rep_count >= 0),
         average_score double precision CHECK (average_score BETWEEN 0 AND 100),
         rep_scores jsonb NOT NULL DEFAULT '[]',
         video_url text CHECK (length(video_url) <= 2048),
         -- Milliseconds, as the page cursor carries them: a row written by SQL's now() with
         -- microseconds would otherwise fall between two cursors.
         created_at timestamptz(3) NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX exercise_analyses_owner_created ON ${s}.exercise_analyses (owner_id, created_at DESC, id DESC)`,
    ],
  },
  {
    // Written by recordExerciseAnalysis (issue 21): its input's bounds, held by the table too.
    name: '0702-exercise-analyses-bounds',
    up: (s) => [
      `ALTER TABLE ${s}.exercise_analyses ADD CONSTRAINT exercise_analyses_rep_count_max CHECK (rep_count <= 500)`,
      `ALTER TABLE ${s}.exercise_analyses ADD CONSTRAINT exercise_analyses_rep_scores_array CHECK (jsonb_typeof(rep_scores) = 'array' AND jsonb_array_length(rep_scores) <= 500)`,
    ],
  },
  {
    // Issue 21: an analysis its owner attached to a post is readable with that post.
    name: '0703-exercise-analyses-shared',
    up: (s) => [`ALTER TABLE ${s}.exercise_analyses ADD COLUMN shared_at timestamptz(3)`],
  },
];
