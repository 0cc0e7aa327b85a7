import type { SqlMigration } from '@pulse/kit';

// Paid tickets (08xx): the price on the event, and the place held while a member pays
// (PAYMENT_PENDING, held since held_at; the hold sweep releases it). The status CHECK of 0101
// is replaced to admit the new status.
export const ticketMigrations: SqlMigration[] = [
  {
    name: '0801-event-tickets',
    up: (s) => [
      `ALTER TABLE ${s}.events
         ADD COLUMN ticket_price_minor integer NOT NULL DEFAULT 0 CHECK (ticket_price_minor BETWEEN 0 AND 99999999),
         ADD COLUMN ticket_currency text,
         ADD CONSTRAINT events_ticket_currency CHECK ((ticket_price_minor = 0) = (ticket_currency IS NULL))`,
      `ALTER TABLE ${s}.attendances DROP CONSTRAINT attendances_status_check`,
      `ALTER TABLE ${s}.attendances
         ADD COLUMN held_at timestamptz,
         ADD CONSTRAINT attendances_status_check
           CHECK (status IN ('GOING', 'INTERESTED', 'NOT_GOING', 'REQUESTED', 'APPROVED', 'DECLINED', 'WAITLISTED', 'PAYMENT_PENDING')),
         ADD CONSTRAINT attendances_held CHECK ((status = 'PAYMENT_PENDING') = (held_at IS NOT NULL))`,
      // The hold sweep: places held longest first.
      `CREATE INDEX attendances_held ON ${s}.attendances (held_at) WHERE status = 'PAYMENT_PENDING'`,
    ],
  },
];
