// Media: the images and videos attached to posts (POST /media through the gateway) and their
// download route.
import type { SubgraphPart } from '@pulse/kit';
import { mediaRoutes } from './media-routes.js';

export const media: SubgraphPart = { name: 'media', routes: mediaRoutes };
