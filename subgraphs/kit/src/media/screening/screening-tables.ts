// The verdict table of image screening (verdicts.ts reads and writes it), as migration statements
// for a schema (`s`, already quoted as migrations get it). It produces the statement social's 1001
// and events' 0901 migrations ran, byte for byte (a migration that already ran is never changed);
// accounts' 1201 wrote its own (another indentation, its key referencing profile_images) and keeps it.

/** One verdict row per stored image: PENDING at upload, then scores or a failure. `extra` columns go before the timestamps. */
export function verdictTableStatements(s: string, table: string, extra: readonly string[] = []): string[] {
  return [
    `CREATE TABLE ${s}.${table} (
         key text PRIMARY KEY,
         user_id text NOT NULL,
         status text NOT NULL CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
         scores jsonb,
         failure text CHECK (failure IN ('TIMEOUT', 'FAILED')),${extra.map((column) => `\n         ${column},`).join('')}
         created_at timestamptz(3) NOT NULL,
         updated_at timestamptz(3) NOT NULL
       )`,
  ];
}
