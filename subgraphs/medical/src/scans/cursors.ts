// The cursors of medical's lists (no entity here: the REST table checks them too).
import { cursorCodec } from '@pulse/kit/pagination';

export const SCAN_CURSOR = cursorCodec('medical-scans', 'time');
export const ACCESS_CURSOR = cursorCodec('medical-access', 'time');
