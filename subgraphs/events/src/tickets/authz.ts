// Paid tickets' rows of the authz matrix (docs/authz-matrix.md): only the organiser sets their
// event's price. The matrix's stack has no payment provider, so the row sets the price 0 (free),
// which needs none; a price without a provider is the gateway test's (tickets.gateway.test.ts).
import { AUTHOR_CHANGES, memo, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const CREATE = `mutation { createEvent(input: { name: "authz tickets", description: "authz", location: "Park",
  startDate: "2099-01-01T17:00:00Z", endDate: "2099-01-01T19:00:00Z" }) { id } }`;

const ownersEvent = memo(async (f: Fixtures) => (await f.run<{ createEvent: { id: string } }>(CREATE, {}, owner(f).token)).createEvent.id);

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'setEventTicketPrice',
      about: 'the organiser’s event',
      document: 'mutation($id: ID!) { setEventTicketPrice(eventId: $id, priceMinor: 0) { id } }',
      made: ownersEvent,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: AUTHOR_CHANGES,
    },
  ],
};
