// The conversation list's cursor, shared by the operation and its REST row (rest.ts stays free of service code).
import { cursorCodec } from '@pulse/kit/pagination';

export const CONVERSATION_CURSOR = cursorCodec('assistant-conversations', 'time');
