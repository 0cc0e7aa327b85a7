// What the delivery service may read of an MLS message (RFC 9420 section 6): the wire format,
// and for handshake and application messages the group id, the epoch and the content type,
// which a PrivateMessage carries in clear precisely so a delivery service can order commits
// without the group's keys. Nothing here decrypts; the server holds no key that could.
// A PublicMessage also says who sent it in clear: a commit from a `new_member_commit` sender is
// a device joining the group by itself (an external commit).
import { decodeMlsMessage, type CiphersuiteName, type ContentTypeName } from 'ts-mls';

export type MlsFraming =
  | { kind: 'handshake' | 'application'; contentType: ContentTypeName; wire: 'private' | 'public'; groupId: Uint8Array; epoch: bigint; external?: boolean }
  | { kind: 'welcome'; cipherSuite: CiphersuiteName }
  | { kind: 'key_package'; cipherSuite: CiphersuiteName }
  | { kind: 'group_info'; cipherSuite: CiphersuiteName; groupId: Uint8Array; epoch: bigint };

/** Bytes that are not one whole MLS 1.0 message. `code` is what a client sees. */
export class MlsFramingError extends Error {
  readonly code = 'MLS_MALFORMED';
  constructor(readonly reason: 'NOT_MLS' | 'TRAILING_BYTES') {
    super(reason === 'NOT_MLS' ? 'Not an MLS message' : 'Bytes after the end of the MLS message');
  }
}

export function readMlsFraming(bytes: Uint8Array): MlsFraming {
  let decoded: ReturnType<typeof decodeMlsMessage>;
  try {
    decoded = decodeMlsMessage(bytes, 0);
  } catch {
    // The decoder throws on some malformed vectors (an unknown enum value) and returns
    // undefined on others (a short read): both are the same refusal to the client.
    throw new MlsFramingError('NOT_MLS');
  }
  if (!decoded) throw new MlsFramingError('NOT_MLS');
  const [message, length] = decoded;
  // A second message (or junk) after the first would be stored but never processed by the
  // receivers: one envelope, one MLS message.
  if (length !== bytes.length) throw new MlsFramingError('TRAILING_BYTES');
  switch (message.wireformat) {
    case 'mls_private_message': {
      const { contentType, groupId, epoch } = message.privateMessage;
      return { kind: contentType === 'application' ? 'application' : 'handshake', contentType, wire: 'private', groupId, epoch };
    }
    case 'mls_public_message': {
      const { contentType, groupId, epoch, sender } = message.publicMessage.content;
      return {
        kind: contentType === 'application' ? 'application' : 'handshake',
        contentType,
        wire: 'public',
        groupId,
        epoch,
        external: sender.senderType === 'new_member_commit',
      };
    }
    case 'mls_welcome':
      return { kind: 'welcome', cipherSuite: message.welcome.cipherSuite };
    case 'mls_key_package':
      return { kind: 'key_package', cipherSuite: message.keyPackage.cipherSuite };
    case 'mls_group_info': {
      const { cipherSuite, groupId, epoch } = message.groupInfo.groupContext;
      return { kind: 'group_info', cipherSuite, groupId, epoch };
    }
  }
}
