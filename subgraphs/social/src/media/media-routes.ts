import type express from 'express';
import type { SubgraphServices } from '@pulse/kit';

export function mediaRoutes(app: express.Express, services: SubgraphServices): void {
  void app;
  void services;
}
