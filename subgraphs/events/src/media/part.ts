// Media: the images of the events subgraph (event covers, product photos), uploaded through
// the gateway's POST /api/events/upload and served as GET /media/e-*. Shared by every part
// that shows an image; each keeps the URL in its own rows.
import type { SubgraphPart } from '@pulse/kit';
import { eventMediaRoutes } from './media-routes.js';

export const media: SubgraphPart = { name: 'media', routes: eventMediaRoutes };
