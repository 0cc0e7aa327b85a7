// What the rest of social uses from post media (posts check MediaInput urls with it).
export { isOwnMediaUrl, ownMediaType, MAX_POST_MEDIA_FILES, POST_MEDIA_KEY_PREFIX } from './post-media.js';
