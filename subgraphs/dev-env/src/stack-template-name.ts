// The test run's stack template (stack-template.ts) as the run's global setup sees it: its name,
// given to the test workers through the environment, and dropping it at the end. Kept apart from
// stack-template.ts so that the setup does not load every subgraph's code to do so.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The environment variable naming the run's template database. */
export const STACK_TEMPLATE_VARIABLE = 'PULSE_TEST_STACK_TEMPLATE';

/** A template name for a new test run. */
export const newStackTemplateName = () => `pulse_stack_template_${randomBytes(6).toString('hex')}`;

/** Drops the run's template and any build of it left behind. */
export async function dropStackTemplate(serverUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of [template, `${template}_build`]) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
