// The events list's cursor (start time and id), shared by the query and its REST row.
import { cursorCodec } from '@pulse/kit/pagination';

export const EVENT_CURSOR = cursorCodec('events', 'time');
