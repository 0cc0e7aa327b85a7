// connectWearable: the spec's device dialog. The key decides the mode: the device's sandbox
// key (test_{device}_12345) selects generated data; any other test_ key is refused naming the
// right one; Apple Watch and Samsung have no web API, so their key only labels an import
// connection; a real key of the four others is first checked for the shape of an access token
// (no spaces, at least 20 characters: rejected as bad input on apiKey, even with the vendor out
// of reach), then probed once at the vendor (401: rejected as bad input on apiKey, naming the
// vendor and what to do; vendor unreachable: SERVICE_UNAVAILABLE saying the key could not be
// checked). The web dialog shows either under the spec's 'Connection Failed'. Connecting again
// replaces the key. The key is stored AES-256-GCM encrypted; answers show its last four.
import { Arg, Ctx, Field, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, newId, ServiceUnavailableError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { encryptSecret, keyHintOf } from '../../crypto.js';
import { API_KEY_REQUIRED, isLive, keyRefused, keyShapeProblem, modeForKey, UNKNOWN_PROVIDER, vendorUnreachable, WearableProvider } from '../devices.js';
import { ConnectionStatus, WearableConnection, WearableMode } from '../entities.js';
import { ownerOf } from '../access.js';
import { vendorAdapter, VendorError } from '../providers/index.js';

export const API_KEY_MAX = 500;

@InputType()
export class ConnectWearableInput {
  static schema = z.object({
    provider: z.enum(WearableProvider, { error: UNKNOWN_PROVIDER }),
    apiKey: z.string({ error: API_KEY_REQUIRED }).max(API_KEY_MAX, `The API key is at most ${API_KEY_MAX} characters`).trim().min(1, API_KEY_REQUIRED),
  });

  @Field(() => WearableProvider) provider!: WearableProvider;
  @Field(() => String, { description: 'The access token of your account at the vendor, or test_{device}_12345 for the sandbox.' }) apiKey!: string;
}

@Resolver()
export class ConnectWearableResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => WearableConnection, { description: 'Connect a device with its API key (test_{device}_12345: the sandbox).' })
  async connectWearable(@Arg('input', () => ConnectWearableInput) input: ConnectWearableInput, @Ctx() ctx: SubgraphContext): Promise<WearableConnection> {
    const ownerId = ownerOf(ctx);
    const chosen = modeForKey(input.provider, input.apiKey);
    if ('refused' in chosen) throw new BadUserInputError(chosen.refused, 'apiKey');
    const settings = ctx.services.config.health;
    if (chosen.mode === 'live' && isLive(input.provider)) {
      const shape = keyShapeProblem(input.provider, input.apiKey);
      if (shape) throw new BadUserInputError(shape, 'apiKey');
      try {
        await vendorAdapter(input.provider, settings, input.apiKey).probe();
      } catch (error) {
        if (error instanceof VendorError && error.kind === 'refused') throw new BadUserInputError(keyRefused(input.provider), 'apiKey');
        throw new ServiceUnavailableError(vendorUnreachable(input.provider));
      }
    }
    const save = async (em: EntityManager) => {
      const existing = await em.findOne(WearableConnection, { ownerId, provider: input.provider });
      const connection =
        existing ??
        em.create(WearableConnection, {
          id: newId(),
          ownerId,
          provider: input.provider,
          mode: WearableMode.SANDBOX,
          keyCipher: Buffer.alloc(0),
          keyHint: '',
          status: ConnectionStatus.CONNECTED,
          createdAt: new Date(),
        });
      connection.mode = chosen.mode as WearableMode;
      connection.keyCipher = encryptSecret(settings.keySecret, input.apiKey);
      connection.keyHint = keyHintOf(input.apiKey);
      connection.status = ConnectionStatus.CONNECTED;
      await em.flush();
      return connection;
    };
    try {
      return await save(ctx.em);
    } catch (error) {
      // Two connects of one device at the same instant: the second one replaces the key of the first.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return save(ctx.em.fork());
    }
  }
}
