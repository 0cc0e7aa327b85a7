// Binary values arrive as base64 strings (key material, ciphertext). One reading for every
// field: strict alphabet and padding (Buffer.from would skip what it does not understand and
// hand back other bytes), then the size the field allows, each refusal with its own reason.
import { BadUserInputError } from '../errors.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface Base64Rule {
  /** What the value is, for the message ("The salt"). */
  what: string;
  minBytes?: number;
  maxBytes: number;
}

/** The bytes of a base64 field, or BAD_USER_INPUT with reason NOT_BASE64, TOO_SHORT or TOO_LONG. */
export function base64Bytes(text: string, field: string, { what, minBytes = 1, maxBytes }: Base64Rule): Buffer {
  if (text.length > Math.ceil(maxBytes / 3) * 4) throw new BadUserInputError(`${what} is at most ${maxBytes} bytes`, field, 'TOO_LONG');
  if (!BASE64.test(text) || text.length % 4 !== 0) throw new BadUserInputError(`${what} must be base64`, field, 'NOT_BASE64');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > maxBytes) throw new BadUserInputError(`${what} is at most ${maxBytes} bytes`, field, 'TOO_LONG');
  if (bytes.length < minBytes) throw new BadUserInputError(`${what} is at least ${minBytes} bytes`, field, 'TOO_SHORT');
  return bytes;
}
