// The delivery service's reading of MLS framing: what it can order by, and that anything that
// is not exactly one MLS message is refused with a stable code rather than stored or crashed on.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createApplicationMessage,
  createCommit,
  createGroup,
  defaultCapabilities,
  defaultLifetime,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  type CiphersuiteImpl,
} from 'ts-mls';
import { E2EE_CIPHERSUITE } from './ciphersuite.js';
import { MlsFramingError, readMlsFraming } from './mls-framing.js';

const text = new TextEncoder();
let impl: CiphersuiteImpl;
let keyPackage: Uint8Array;
let commit: Uint8Array;
let publicCommit: Uint8Array;
let application: Uint8Array;
const groupId = text.encode('c0nversation0000000000042');

beforeAll(async () => {
  impl = await getCiphersuiteImpl(getCiphersuiteFromName(E2EE_CIPHERSUITE));
  const newPackage = (name: string) => generateKeyPackage({ credentialType: 'basic', identity: text.encode(name) }, defaultCapabilities(), defaultLifetime, [], impl);
  const ann = await newPackage('ann');
  const bob = await newPackage('bob');
  keyPackage = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: bob.publicPackage });
  const group = await createGroup(groupId, ann.publicPackage, ann.privatePackage, [], impl);
  const added = await createCommit({ state: group, cipherSuite: impl }, { extraProposals: [{ proposalType: 'add', add: { keyPackage: bob.publicPackage } }] });
  commit = encodeMlsMessage(added.commit);
  publicCommit = encodeMlsMessage((await createCommit({ state: added.newState, cipherSuite: impl }, { wireAsPublicMessage: true })).commit);
  application = encodeMlsMessage({
    version: 'mls10',
    wireformat: 'mls_private_message',
    privateMessage: (await createApplicationMessage(added.newState, text.encode('hi'), impl)).privateMessage,
  });
});

describe('readMlsFraming', () => {
  it('reads group, epoch and content type of private and public handshake messages', () => {
    expect(readMlsFraming(commit)).toEqual({ kind: 'handshake', contentType: 'commit', wire: 'private', groupId, epoch: 0n });
    // A member's commit in the clear: not a device joining by itself.
    expect(readMlsFraming(publicCommit)).toEqual({ kind: 'handshake', contentType: 'commit', wire: 'public', groupId, epoch: 1n, external: false });
  });

  it('tells application messages from handshakes, and reads a key package suite', () => {
    expect(readMlsFraming(application)).toEqual({ kind: 'application', contentType: 'application', wire: 'private', groupId, epoch: 1n });
    expect(readMlsFraming(keyPackage)).toEqual({ kind: 'key_package', cipherSuite: E2EE_CIPHERSUITE });
  });

  const refusal = (bytes: Uint8Array) => {
    try {
      readMlsFraming(bytes);
    } catch (error) {
      expect(error).toBeInstanceOf(MlsFramingError);
      return { code: (error as MlsFramingError).code, reason: (error as MlsFramingError).reason };
    }
    throw new Error('expected a refusal');
  };

  it('refuses bytes that are not MLS: empty, text, a truncated message, an unknown version', () => {
    expect(refusal(new Uint8Array())).toEqual({ code: 'MLS_MALFORMED', reason: 'NOT_MLS' });
    expect(refusal(text.encode('{"body":"hello in clear"}'))).toEqual({ code: 'MLS_MALFORMED', reason: 'NOT_MLS' });
    expect(refusal(application.subarray(0, application.length - 10))).toEqual({ code: 'MLS_MALFORMED', reason: 'NOT_MLS' });
    const wrongVersion = Uint8Array.from(application);
    wrongVersion[1] = 9; // mls10 is 0x0001
    expect(refusal(wrongVersion)).toEqual({ code: 'MLS_MALFORMED', reason: 'NOT_MLS' });
  });

  it('refuses two messages (or junk) in one envelope', () => {
    const two = new Uint8Array([...application, ...application]);
    expect(refusal(two)).toEqual({ code: 'MLS_MALFORMED', reason: 'TRAILING_BYTES' });
    expect(refusal(new Uint8Array([...keyPackage, 0]))).toEqual({ code: 'MLS_MALFORMED', reason: 'TRAILING_BYTES' });
  });

  it('never throws anything but its own error on mutated messages', () => {
    // Deterministic mutations (no Math.random): every byte of each message bumped in turn.
    for (const original of [commit, application, keyPackage]) {
      for (let i = 0; i < original.length; i++) {
        const mutated = Uint8Array.from(original);
        mutated[i] = (mutated[i] + 0x5b) & 0xff;
        try {
          readMlsFraming(mutated);
        } catch (error) {
          expect(error).toBeInstanceOf(MlsFramingError);
        }
      }
    }
  });
});
