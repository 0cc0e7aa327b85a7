import type { SqlMigration } from '@pulse/kit';

export const assistantMigrations: SqlMigration[] = [
  {
    name: '0801-assistant',
    up: (s) => [
      `CREATE TABLE ${s}.ai_conversations (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         title text NOT NULL CHECK (length(title) <= 200),
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         updated_at timestamptz(3) NOT NULL DEFAULT now()
       )`,
      // The list, most recently active first, and its cursor.
      `CREATE INDEX ai_conversations_owner_updated ON ${s}.ai_conversations (owner_id, updated_at DESC, id DESC)`,
      `CREATE TABLE ${s}.ai_messages (
         id text PRIMARY KEY CHECK (length(id) <= 64),
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         conversation_id text NOT NULL REFERENCES ${s}.ai_conversations (id) ON DELETE CASCADE,
         role text NOT NULL CHECK (role IN ('user', 'assistant')),
         content text NOT NULL DEFAULT '' CHECK (length(content) <= CASE WHEN role = 'user' THEN 4000 ELSE 20000 END),
         mode text CHECK (mode IN ('generated', 'retrieved')),
         state text NOT NULL CHECK (state IN ('streaming', 'done', 'failed')),
         error text CHECK (length(error) <= 1000),
         citations jsonb NOT NULL DEFAULT '[]',
         created_at timestamptz(3) NOT NULL DEFAULT now(),
         updated_at timestamptz(3) NOT NULL DEFAULT now()
       )`,
      `CREATE INDEX ai_messages_conversation ON ${s}.ai_messages (conversation_id, created_at, id)`,
      // A restart finds replies that were streaming when the process died.
      `CREATE INDEX ai_messages_streaming ON ${s}.ai_messages (updated_at) WHERE state = 'streaming'`,
      // The member's own passages (meals, days, goals...) with their embeddings, rebuilt when the
      // text of their source changes; the knowledge base is embedded in memory, not stored.
      `CREATE TABLE ${s}.health_passages (
         owner_id text NOT NULL CHECK (length(owner_id) <= 64),
         source_kind text NOT NULL CHECK (length(source_kind) <= 20),
         source_id text NOT NULL CHECK (length(source_id) <= 100),
         title text NOT NULL CHECK (length(title) <= 200),
         text text NOT NULL CHECK (length(text) <= 2000),
         embedding real[] CHECK (embedding IS NULL OR cardinality(embedding) = 512),
         updated_at timestamptz(3) NOT NULL DEFAULT now(),
         PRIMARY KEY (owner_id, source_kind, source_id)
       )`,
    ],
  },
];
