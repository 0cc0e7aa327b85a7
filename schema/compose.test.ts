import { describe, expect, it } from 'vitest';
import { compose, readComposed } from './compose.js';

describe('supergraph', () => {
  it('matches a fresh composition of the subgraphs (run `npm run compose` when this fails)', () => {
    const fresh = compose();
    const checkedIn = readComposed();
    expect(checkedIn.supergraphSdl).toBe(fresh.supergraphSdl);
    expect(checkedIn.apiSdl).toBe(fresh.apiSdl);
  });

  it('exposes the subscription root to clients', () => {
    expect(compose().apiSdl).toMatch(/type Subscription \{[^}]*accountEvent: AccountEvent!/s);
  });
});
