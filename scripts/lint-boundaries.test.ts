// The import boundaries (scripts/lint-boundaries.js) through the real eslint.config.js: each
// forbidden import is reported with the boundary it breaks, and the allowed ones are not, so
// a glob or a rule that stops matching fails here instead of silently letting imports through.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

// The fixtures are text in files that do not exist, so the parser gets no type information:
// only the boundary rule runs (the type-aware rules are covered by linting the real tree).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'pulse/boundaries',
});

/** The boundary ids reported for `code` as if it were the file at `path`. */
async function boundariesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.map((m) => m.messageId ?? m.message);
}

type Case = [file: string, code: string, boundary: string];

const FORBIDDEN: Case[] = [
  // A subgraph importing another subgraph, by package or by path, values or types.
  ['subgraphs/accounts/src/users/find-user.ts', "import { createPost } from '@pulse/social';", 'subgraph'],
  ['subgraphs/accounts/src/users/find-user.ts', "import { x } from '../../../social/src/posts/post-rows.js';", 'subgraph'],
  ['subgraphs/accounts/src/users/find-user.ts', "import type { Post } from '@pulse/social';", 'subgraph'],
  ['subgraphs/accounts/src/users/find-user.ts', "export * from '@pulse/messaging';", 'subgraph'],
  ['subgraphs/accounts/src/users/find-user.ts', "const social = await import('@pulse/social');", 'subgraph'],
  ['subgraphs/accounts/src/users/find-user.ts', "type Post = import('@pulse/social').Post;", 'subgraph'],
  ['subgraphs/messaging/src/index.ts', "import { health } from '@pulse/health';", 'subgraph'],
  ['subgraphs/social/src/posts/like-post.ts', "import { startGateway } from '../../../../gateway/src/server.js';", 'subgraph'],
  ['subgraphs/accounts/src/validation.test.ts', "import { AREAS } from '../../../web/src/layout/areas.js';", 'subgraph'],
  // kit importing a service, or anything outside kit.
  ['subgraphs/kit/src/subgraph.ts', "import { accounts } from '@pulse/accounts';", 'kit'],
  ['subgraphs/kit/src/subgraph.ts', "import { x } from '../../social/src/index.js';", 'kit'],
  ['subgraphs/kit/src/media/storage.ts', "import { compose } from '../../../../schema/compose.js';", 'kit'],
  ['subgraphs/kit/src/subgraph.ts', "import { startDevEnv } from '@pulse/dev-env';", 'kit'],
  ['subgraphs/kit/src/subgraph.ts', "import { SfuServer } from '@pulse/sfu';", 'kit'],
  // The web client importing server code.
  ['web/src/app/app.tsx', "import { AppError } from '@pulse/kit';", 'web'],
  ['web/src/app/app.tsx', "import { SUBGRAPHS } from '@pulse/kit/registry';", 'web'],
  ['web/src/app/app.tsx', "import { x } from '../../../subgraphs/social/src/posts/post-rows.js';", 'web'],
  ['web/src/calls/call-session.ts', "import type { Reply } from '../../../sfu/src/protocol.js';", 'web'],
  ['web/src/app/app.tsx', "import { startGateway } from '../../../gateway/src/server.js';", 'web'],
  ['web/src/app/app.tsx', "import { compose } from '../../../schema/compose.js';", 'web'],
  // Another workspace's test helpers, except through the dev-env.
  ['subgraphs/social/src/posts/posts.test.ts', "import { startStack } from '../../../../gateway/src/testing/stack.js';", 'testing'],
  ['subgraphs/social/src/posts/posts.test.ts', "import { createTestDatabase } from '@pulse/kit/testing';", 'testing'],
  ['subgraphs/messaging/src/media/media.test.ts', "import { fakeStorage } from '@pulse/kit/media/testing';", 'testing'],
  ['gateway/src/sfu-proxy.test.ts', "import { harness } from '../../sfu/src/testing/harness.js';", 'testing'],
  ['gateway/src/rest/social-rest.test.ts', "import { uploadImage } from '../../../subgraphs/social/src/posts/testing.js';", 'testing'],
  ['e2e/auth.test.ts', "import { createTestDatabase } from '@pulse/kit/testing';", 'testing'],
  ['bench/social-feed.ts', "import { recordSql } from '../subgraphs/kit/src/testing/sql-recorder.js';", 'testing'],
  ['sfu/src/flow.test.ts', "import { startStack } from '../../gateway/src/testing/stack.js';", 'testing'],
  // The gateway: kit and the subgraphs' REST tables only.
  ['gateway/src/server.ts', "import { socialSubgraph } from '@pulse/social';", 'gateway'],
  ['gateway/src/server.ts', "import { x } from '@pulse/social/src/posts/post-rows.js';", 'gateway'],
  ['gateway/src/server.ts', "import { routes } from '../../subgraphs/social/src/rest.js';", 'gateway'],
  ['gateway/src/sfu-proxy.ts', "import { startSfuServer } from '../../sfu/src/server.js';", 'gateway'],
  ['gateway/src/server.ts', "import { compose } from '../../schema/compose.js';", 'gateway'],
  ['gateway/src/server.ts', "import { authz } from '@pulse/social/authz';", 'gateway'],
  ['gateway/src/rest/mount.ts', "const { authz } = await import('@pulse/health/authz');", 'gateway'],
  // A subgraph's authz rows: GraphQL documents and kit's authz vocabulary, never its resolvers or entities.
  ['subgraphs/social/src/posts/authz.ts', "import { Post } from './entities.js';", 'authz'],
  ['subgraphs/social/src/posts/authz.ts', "import { CreatePostResolver } from './operations/create-post.js';", 'authz'],
  ['subgraphs/health/src/authz.ts', "import { health } from './index.js';", 'authz'],
  ['subgraphs/accounts/src/users/authz.ts', "import { AppError } from '@pulse/kit';", 'authz'],
  ['subgraphs/messaging/src/calls/authz.ts', "import { authz } from '@pulse/social/authz';", 'authz'],
  // The media server: kit only.
  ['sfu/src/server.ts', "import { accounts } from '@pulse/accounts';", 'sfu'],
  ['sfu/src/server.ts', "import { x } from '../../gateway/src/limits.js';", 'sfu'],
  ['sfu/src/server.ts', "import { startDevEnv } from '@pulse/dev-env';", 'sfu'],
  // A REST table (or a helper of it) importing service code of its own subgraph: the gateway would load it.
  ['subgraphs/health/src/assistant/rest.ts', "import { MESSAGE_MAX_LENGTH } from './operations/send-assistant-message.js';", 'rest'],
  ['subgraphs/health/src/calendar/rest.ts', "import { CalendarEvent, type CalendarEventKind } from './entities.js';", 'rest'],
  ['subgraphs/health/src/rest.ts', "export * from './providers/openai-compatible.js';", 'rest'],
  ['subgraphs/health/src/rest.ts', "export { healthMigrations } from './calendar/migrations.js';", 'rest'],
  ['subgraphs/health/src/wearables/rest.ts', "import { runSync } from './sync-job.js';", 'rest'],
  ['subgraphs/health/src/rest.ts', "import { health } from './index.js';", 'rest'],
  ['subgraphs/health/src/meals/rest.ts', "const op = await import('./operations/analyze-meal.js');", 'rest'],
  ['subgraphs/messaging/src/rest.ts', "import { Call } from './calls/entities/call.js';", 'rest'],
  ['subgraphs/social/src/rest/answers.ts', "import { postsPart } from '../posts/part.js';", 'rest'],
];

const ALLOWED: Array<[file: string, code: string]> = [
  ['subgraphs/accounts/src/users/find-user.ts', "import { AppError } from '@pulse/kit';"],
  ['subgraphs/accounts/src/users/find-user.ts', "import { storage } from '@pulse/kit/media';"],
  ['subgraphs/accounts/src/users/find-user.ts', "import { hash } from '../passwords.js';\nimport { gql } from 'graphql-tag';"],
  ['subgraphs/accounts/src/accounts.test.ts', "import { startDevEnv } from '@pulse/dev-env';"],
  ['subgraphs/social/src/posts/posts.test.ts', "import { uploadImage } from './testing.js';"],
  ['subgraphs/kit/src/subgraph.ts', "import { AppError } from './errors.js';\nimport pg from 'pg';"],
  ['subgraphs/kit/src/auth.test.ts', "import { createTestDatabase } from './testing/index.js';"],
  ['web/src/app/app.tsx', "import { useMeQuery } from '../generated/graphql';\nimport { ApolloClient } from '@apollo/client';"],
  ['web/src/explorer/explorer.tsx', "import sdl from '../../../schema/api.graphql?raw';"],
  ['web/src/explorer/explorer.tsx', "import sdl from '../../../subgraphs/social/src/schema.graphql?raw';"],
  ['gateway/src/server.ts', "import { createLogger } from '@pulse/kit';\nimport { SUBGRAPHS } from '@pulse/kit/registry';"],
  ['gateway/src/rest/mount.ts', "import { routes } from '@pulse/social/rest';\nimport { routes as health } from '@pulse/health/rest';"],
  ['gateway/src/gateway.test.ts', "import { startDevEnv } from '@pulse/dev-env';\nimport { gql } from './testing/graphql.js';"],
  ['gateway/src/authz/matrix.test.ts', "import { authz } from '@pulse/social/authz';\nimport { MEMBERS } from '@pulse/kit/authz';"],
  ['gateway/src/authz/rows.ts', "import { authz } from '@pulse/health/authz';"],
  ['subgraphs/social/src/authz.ts', "import { joinAuthz } from '@pulse/kit/authz';\nimport { authz as posts } from './posts/authz.js';"],
  ['subgraphs/health/src/meals/authz.ts', "import { MEMBERS, type Row } from '@pulse/kit/authz';\nimport { authz } from '../daily/authz.js';"],
  ['sfu/src/server.ts', "import { verifyCallToken } from '@pulse/kit/call-tokens';\nimport { Room } from './room.js';"],
  ['sfu/src/flow.test.ts', "import { harness } from './testing/harness.js';"],
  ['subgraphs/dev-env/src/network.ts', "import { socialSubgraph } from '@pulse/social';\nimport { createTestDatabase } from '@pulse/kit/testing';"],
  ['subgraphs/dev-env/src/network.ts', "import { startSfuServer } from '../../../sfu/src/server.js';\nimport { harness } from '../../../sfu/src/testing/harness.js';"],
  ['e2e/auth.test.ts', "import { startDevEnv } from '@pulse/dev-env';\nimport { useMeQuery } from '../web/src/generated/graphql.js';"],
  ['bench/social-feed.ts', "import { startDevEnv } from '@pulse/dev-env';\nimport { startEmbeddedPostgres } from '../subgraphs/kit/src/embedded-postgres.js';"],
  ['schema/compose.ts', "import { SUBGRAPHS } from '@pulse/kit/registry';\nimport { accountsSdl } from '@pulse/accounts';"],
  // REST tables: constants, input declarations, generated documents, and types from anywhere.
  ['subgraphs/health/src/assistant/rest.ts', "import { MESSAGE_MAX_LENGTH } from './limits.js';\nimport { RestAssistantChatDocument } from '../rest.generated.js';"],
  ['subgraphs/health/src/calendar/rest.ts', "import { CalendarEventInput } from './event-input.js';\nimport { TIMEZONE_MAX_LENGTH } from './time-zone.js';"],
  [
    'subgraphs/health/src/limitations/rest.ts',
    "import type { Limitation } from './entities.js';\nimport { type LimitationKind } from './operations/record-limitation.js';",
  ],
  ['subgraphs/health/src/rest.ts', "export type { Limitation } from './limitations/entities.js';"],
  ['subgraphs/social/src/rest.ts', "import { editBody } from './rest/post-input.js';\nimport { NOTIFICATION_CURSOR } from './cursors.js';"],
  // Service code importing its own operations and entities, and a REST test importing anything of its subgraph.
  ['subgraphs/health/src/assistant/operations/search-health.ts', "import { AiConversation } from '../entities.js';\nimport { retrieve } from '../retrieval.js';"],
  ['subgraphs/messaging/src/rest.test.ts', "import { Call } from './calls/entities/call.js';"],
];

type ResolvedConfig = { rules: Record<string, unknown[]>; languageOptions: { parserOptions?: { projectService?: unknown } } };
const configFor = async (file: string) => (await new ESLint({ cwd: root }).calculateConfigForFile(`${root}${file}`)) as ResolvedConfig;

describe('lint configuration', () => {
  it('server code gets the type-aware promise rules, with type information', async () => {
    for (const file of [
      'subgraphs/social/src/index.ts',
      'subgraphs/kit/src/bus.ts',
      'gateway/src/server.ts',
      'sfu/src/room.ts',
      'schema/compose.ts',
      'scripts/start.ts',
      'bench/calls.ts',
      'e2e/auth.test.ts',
    ]) {
      const config = await configFor(file);
      expect([file, config.languageOptions.parserOptions?.projectService]).toEqual([file, true]);
      for (const rule of ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises', '@typescript-eslint/await-thenable']) {
        expect([file, rule, config.rules[rule]?.[0]]).toEqual([file, rule, 2]);
      }
    }
  });

  it('the web client gets the rules of hooks', async () => {
    for (const file of ['web/src/main.tsx', 'web/src/composer/use-media-attachments.ts']) {
      const config = await configFor(file);
      expect([file, config.rules['react-hooks/rules-of-hooks']?.[0], config.rules['react-hooks/exhaustive-deps']?.[0]]).toEqual([file, 2, 2]);
    }
  });
});

describe('import boundaries', () => {
  it('the boundary rule is on, as an error, in every workspace', async () => {
    const files = [
      'subgraphs/accounts/src/index.ts',
      'subgraphs/kit/src/index.ts',
      'subgraphs/dev-env/src/index.ts',
      'gateway/src/server.ts',
      'sfu/src/server.ts',
      'web/src/main.tsx',
      'schema/compose.ts',
      'scripts/start.ts',
      'bench/calls.ts',
      'e2e/auth.test.ts',
      'scripts/ensure-deps.mjs',
    ];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(`${root}${file}`)) as { rules: Record<string, unknown[]> };
      expect([file, config.rules['pulse/boundaries']?.[0]]).toEqual([file, 2]);
    }
  });

  for (const [file, code, boundary] of FORBIDDEN) {
    it(`${file}: ${code.split('\n')[0]} breaks "${boundary}"`, async () => {
      expect(await boundariesBroken(file, code)).toEqual([boundary]);
    });
  }

  for (const [file, code] of ALLOWED) {
    it(`${file}: ${code.replace('\n', ' ')} is allowed`, async () => {
      expect(await boundariesBroken(file, code)).toEqual([]);
    });
  }
});
