// What the delivery service checks of a handshake before it orders it: each part is one whole
// MLS message of the kind it claims to be, of this conversation's group and Pulse's suite, and
// the epochs agree. Nothing is decrypted; the clear framing says all of this (RFC 9420 6.3).
import { BadUserInputError } from '@pulse/kit';
import { E2EE_CIPHERSUITE } from '../e2ee/ciphersuite.js';
import { MlsFramingError, readMlsFraming, type MlsFraming } from '../e2ee/mls-framing.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface CheckedCommit {
  commit: Buffer;
  groupInfo: Buffer;
  welcome: Buffer | undefined;
  /** The epoch the commit was made in. */
  epoch: bigint;
  /** The sending device joins the group by this commit (an external commit). */
  external: boolean;
}

/** The MLS message a base64 input holds, with its clear framing; `field` names the input in refusals. */
export function framed(base64: string, field: string): { bytes: Buffer; framing: MlsFraming } {
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw new BadUserInputError(`${field} is base64 of an MLS message`, field, 'NOT_BASE64');
  const bytes = Buffer.from(base64, 'base64');
  try {
    return { bytes, framing: readMlsFraming(bytes) };
  } catch (error) {
    if (error instanceof MlsFramingError) throw new BadUserInputError(error.message, field, error.code);
    throw error;
  }
}

/** Whether an MLS group id is this conversation's (its id in UTF-8). */
export const sameGroup = (groupId: Uint8Array, conversationId: string) => Buffer.from(groupId).equals(Buffer.from(conversationId, 'utf8'));

export function checkCommit(conversationId: string, input: { commit: string; groupInfo: string; welcome?: string | null }): CheckedCommit {
  const commit = framed(input.commit, 'commit');
  if (commit.framing.kind !== 'handshake' || commit.framing.contentType !== 'commit') throw new BadUserInputError('Not a commit', 'commit', 'NOT_COMMIT');
  if (!sameGroup(commit.framing.groupId, conversationId)) throw new BadUserInputError("The commit is not for this conversation's group", 'commit', 'MLS_WRONG_GROUP');

  const groupInfo = framed(input.groupInfo, 'groupInfo');
  if (groupInfo.framing.kind !== 'group_info') throw new BadUserInputError('Not a GroupInfo', 'groupInfo', 'NOT_GROUP_INFO');
  if (groupInfo.framing.cipherSuite !== E2EE_CIPHERSUITE) throw new BadUserInputError(`Groups must use ${E2EE_CIPHERSUITE}`, 'groupInfo', 'MLS_WRONG_SUITE');
  if (!sameGroup(groupInfo.framing.groupId, conversationId))
    throw new BadUserInputError("The GroupInfo is not of this conversation's group", 'groupInfo', 'MLS_WRONG_GROUP');
  if (groupInfo.framing.epoch !== commit.framing.epoch + 1n)
    throw new BadUserInputError('The GroupInfo must be of the epoch the commit starts', 'groupInfo', 'MLS_WRONG_EPOCH');

  let welcome: Buffer | undefined;
  if (input.welcome) {
    const framedWelcome = framed(input.welcome, 'welcome');
    if (framedWelcome.framing.kind !== 'welcome') throw new BadUserInputError('Not a Welcome', 'welcome', 'NOT_WELCOME');
    if (framedWelcome.framing.cipherSuite !== E2EE_CIPHERSUITE) throw new BadUserInputError(`Groups must use ${E2EE_CIPHERSUITE}`, 'welcome', 'MLS_WRONG_SUITE');
    welcome = framedWelcome.bytes;
  }
  // A device joining by itself (RFC 9420 section 12.4.3.2): it can welcome nobody else.
  const external = commit.framing.kind === 'handshake' && commit.framing.external === true;
  if (external && welcome) throw new BadUserInputError('A device joining by itself welcomes nobody', 'welcome', 'EXTERNAL_COMMIT_WELCOME');
  return { commit: commit.bytes, groupInfo: groupInfo.bytes, welcome, epoch: commit.framing.epoch, external };
}
