// Images the events subgraph stores (event covers, product photos): keys start with "e-" so the
// gateway sends GET /media/e-... here (the registry's media routing). Rows refer to an image by
// the URL the upload answered; isEventImageUrl tells such a URL from anything else a client
// might send. Constants only: inputs and REST rows import them.
export const EVENT_IMAGE_KEY_PREFIX = 'e-';
export const NOT_AN_IMAGE = 'Please upload an image file';

const OWN_URL = /^\/media\/e-c[0-9a-z]{24}\.(jpg|png|gif|webp)$/;

/** True for a URL our upload handed out (shape only: storage is not asked). */
export function isEventImageUrl(url: string): boolean {
  return OWN_URL.test(url);
}
