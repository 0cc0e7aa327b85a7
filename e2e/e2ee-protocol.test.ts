// The browser and the delivery service must name the same suite and the same device identity:
// a browser on another suite would have every key package refused.
import { describe, expect, it } from 'vitest';
import { E2EE_CIPHERSUITE as SERVER_SUITE } from '../subgraphs/messaging/src/e2ee/ciphersuite.js';
import { deviceIdentity as serverIdentity } from '../subgraphs/messaging/src/devices/key-packages.js';
import { E2EE_CIPHERSUITE, deviceIdentity } from '../web/src/e2ee/protocol';

describe('the browser side of the protocol', () => {
  it('uses the delivery service’s cipher suite', () => {
    expect(E2EE_CIPHERSUITE).toBe(SERVER_SUITE);
  });

  it('names a device as the delivery service checks it', () => {
    expect(deviceIdentity('u1', 'd2')).toBe(serverIdentity('u1', 'd2'));
  });
});
