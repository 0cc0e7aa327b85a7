// The provider a task runs on: Meshy when a key is configured, else the offline generator.
import { ServiceUnavailableError, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { AvatarProvider } from '../entities.js';
import { OfflineMaker } from './offline.js';
import { MeshyMaker } from './meshy.js';
import { ProviderUnavailableError, TaskFailedError, type AnimationEntry, type AvatarMaker } from './provider.js';

/** One per process: it caches Meshy's animation library. */
let meshy: MeshyMaker | undefined;

export function configuredProvider(services: SubgraphServices): AvatarProvider {
  return services.config.avatars.meshyApiKey ? AvatarProvider.MESHY : AvatarProvider.OFFLINE;
}

export function makerFor(services: SubgraphServices, provider: AvatarProvider): AvatarMaker {
  const settings = services.config.avatars;
  if (provider !== AvatarProvider.MESHY) return new OfflineMaker(settings.offlineStepMs);
  // A task keeps the provider it was queued with; one queued for Meshy when its key is gone fails clearly.
  if (!settings.meshyApiKey) throw new TaskFailedError('Meshy is no longer configured (MESHY_API_KEY)');
  meshy ??= new MeshyMaker({
    apiKey: settings.meshyApiKey,
    apiUrl: settings.meshyApiUrl,
    timeoutMs: settings.meshyTimeoutMs,
    pollMs: settings.meshyPollMs,
    taskTimeoutMs: settings.taskTimeoutMs,
  });
  return meshy;
}

/** The configured provider's animation library; SERVICE_UNAVAILABLE when Meshy cannot say. */
export async function libraryOf(ctx: SubgraphContext): Promise<readonly AnimationEntry[]> {
  try {
    return await makerFor(ctx.services, configuredProvider(ctx.services)).library();
  } catch (error) {
    throw new ServiceUnavailableError(
      error instanceof ProviderUnavailableError || error instanceof TaskFailedError ? error.message : 'The animation library is unavailable right now',
    );
  }
}
