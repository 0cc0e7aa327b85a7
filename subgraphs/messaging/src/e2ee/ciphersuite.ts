// The one MLS cipher suite of every Pulse conversation group (docs/e2ee.md, "Cipher suite"):
// X-Wing (X25519 + ML-KEM-768) so that recorded traffic stays secret against a future quantum
// computer, Ed25519 signatures because forging one needs that computer at signing time, and
// ML-DSA-87 cost 5-8x the time and 14x the bytes of every message (bench/mls-suites.ts).
// The delivery service is to refuse key packages and welcomes of any other suite (issue 19).
import type { CiphersuiteName } from 'ts-mls';

export const E2EE_CIPHERSUITE = 'MLS_256_XWING_AES256GCM_SHA512_Ed25519' satisfies CiphersuiteName;
