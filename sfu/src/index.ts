export { startSfuServer, MAX_MESSAGE_BYTES, type SfuServer, type SfuServerOptions } from './server.js';
export { CLOSE_CALL_ENDED, CLOSE_REPLACED, CLOSE_ROOM_CLOSED } from './room.js';
export { REQUEST_TYPES, type ErrorCode, type Push, type Reply } from './protocol.js';
export { MEDIA_CODECS } from './media-codecs.js';
