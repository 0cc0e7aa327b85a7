// privacySettings / updatePrivacySettings (GET and PUT /settings/privacy). Each choice is kept
// and enforced by the subgraph owning what it guards (docs/settings.md): accounts keeps
// `discoverable`, social the profile, follow lists and feed activity, messaging who may message.
// PrivacySettings is one federated entity (key: the member's id), so a read is one operation
// whose fields the gateway gathers from the three. An update is validated whole first (the
// input's rules: BAD_USER_INPUT naming the field, nothing changed), then applied owner by owner
// as the member; when one owner fails, those already applied are put back as they were read,
// so a save is whole or refused, never half-applied silently.
import { Arg, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { ForbiddenError, ServiceUnavailableError, SignedIn, askSubgraph, createLogger, refusalOf, requireUser, type SubgraphContext } from '@pulse/kit';
import {
  ApplyMessagingPrivacyDocument,
  ApplySocialPrivacyDocument,
  CurrentMessagingPrivacyDocument,
  CurrentSocialPrivacyDocument,
  type SocialPrivacyInput,
} from '../calls.generated.js';
import { AccountsPrivacy, type MessagePermission } from './entities.js';
import { PrivacySettingsInput } from './inputs.js';
import { memberSettings, saveMemberSettings } from './settings.js';

const log = createLogger('accounts.privacy');

export const PRIVACY_NOT_SAVED = 'Your privacy settings could not be saved right now. Nothing was changed; please try again.';

export async function ownAccountsPrivacy(ctx: SubgraphContext, id: string): Promise<AccountsPrivacy> {
  if (requireUser(ctx.auth).id !== id) throw new ForbiddenError('Only the member reads their own privacy settings');
  return { id, discoverable: (await memberSettings(ctx, id)).discoverable };
}

interface Step {
  /** The input fields this owner applies, for the error when it fails. */
  fields: string[];
  apply: () => Promise<void>;
  /** Puts back what was read before applying. */
  undo: () => Promise<void>;
}

/** Asks another subgraph; any refusal becomes ours (its BAD_USER_INPUT keeps the field). */
async function ask<T>(run: () => Promise<{ ok: boolean; data: T | null; errors: { message: string; extensions?: Record<string, unknown> }[] }>): Promise<T> {
  const answer = await run();
  if (answer.data && !answer.errors.length) return answer.data;
  throw refusalOf(answer.errors[0], { unavailable: PRIVACY_NOT_SAVED, field: (f) => f ?? 'input' });
}

@Resolver()
export class PrivacySettingsResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AccountsPrivacy, { description: "The caller's privacy choices (defaults: everyone, everyone, everyone, shows, discoverable)." })
  privacySettings(@Ctx() ctx: SubgraphContext): Promise<AccountsPrivacy> {
    const me = requireUser(ctx.auth).id;
    return ownAccountsPrivacy(ctx, me);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AccountsPrivacy, {
    description:
      'Changes the given privacy choices (left out keeps one). Every field is validated before anything changes; when an owning subgraph cannot apply its part, the parts already applied are put back and SERVICE_UNAVAILABLE says nothing changed.',
  })
  async updatePrivacySettings(@Arg('input', () => PrivacySettingsInput) input: PrivacySettingsInput, @Ctx() ctx: SubgraphContext): Promise<AccountsPrivacy> {
    const me = requireUser(ctx.auth).id;
    const representations = [{ __typename: 'PrivacySettings', id: me }];
    const steps: Step[] = [];

    const social: SocialPrivacyInput = {};
    if (input.profileVisibility !== undefined) social.profileVisibility = input.profileVisibility;
    if (input.followListsVisibility !== undefined) social.followListsVisibility = input.followListsVisibility;
    if (input.activityInFeeds !== undefined) social.activityInFeeds = input.activityInFeeds;
    if (Object.keys(social).length) {
      const before = await ask(() => askSubgraph(ctx, 'social', CurrentSocialPrivacyDocument, { representations })).catch(unavailable);
      const was = before._entities[0];
      if (was?.__typename !== 'PrivacySettings') throw new ServiceUnavailableError(PRIVACY_NOT_SAVED);
      steps.push({
        fields: Object.keys(social),
        apply: async () => void (await ask(() => askSubgraph(ctx, 'social', ApplySocialPrivacyDocument, { input: social }))),
        undo: async () =>
          void (await ask(() =>
            askSubgraph(ctx, 'social', ApplySocialPrivacyDocument, {
              input: { profileVisibility: was.profileVisibility, followListsVisibility: was.followListsVisibility, activityInFeeds: was.activityInFeeds },
            }),
          )),
      });
    }

    if (input.whoMayMessageMe !== undefined) {
      const whoMayMessageMe: MessagePermission = input.whoMayMessageMe;
      const before = await ask(() => askSubgraph(ctx, 'messaging', CurrentMessagingPrivacyDocument, { representations })).catch(unavailable);
      const was = before._entities[0];
      if (was?.__typename !== 'PrivacySettings') throw new ServiceUnavailableError(PRIVACY_NOT_SAVED);
      steps.push({
        fields: ['whoMayMessageMe'],
        apply: async () => void (await ask(() => askSubgraph(ctx, 'messaging', ApplyMessagingPrivacyDocument, { whoMayMessageMe }))),
        undo: async () => void (await ask(() => askSubgraph(ctx, 'messaging', ApplyMessagingPrivacyDocument, { whoMayMessageMe: was.whoMayMessageMe }))),
      });
    }

    if (input.discoverable !== undefined) {
      const discoverable = input.discoverable;
      const was = (await memberSettings(ctx, me)).discoverable;
      steps.push({
        fields: ['discoverable'],
        apply: () => saveMemberSettings(ctx, me, { discoverable }),
        undo: () => saveMemberSettings(ctx, me, { discoverable: was }),
      });
    }

    const done: Step[] = [];
    for (const step of steps) {
      try {
        await step.apply();
        done.push(step);
      } catch (error) {
        const left = await undoAll(done);
        if (left.length) {
          // Not silent: the member is told which choices did change.
          throw new ServiceUnavailableError(`Your privacy settings were saved only in part (${left.join(', ')} changed, the rest did not). Please save them again.`);
        }
        throw asRefusal(error);
      }
    }
    return ownAccountsPrivacy(ctx, me);
  }
}

function unavailable(error: unknown): never {
  throw asRefusal(error);
}

/** A refusal keeps its code; anything else (unreachable subgraph) is SERVICE_UNAVAILABLE. */
function asRefusal(error: unknown): Error {
  if (error instanceof Error && 'extensions' in error) return error;
  log.warn('privacy settings not applied', { error: String(error) });
  return new ServiceUnavailableError(PRIVACY_NOT_SAVED);
}

/** Undoes the applied steps, newest first; answers the fields that could not be put back. */
async function undoAll(done: Step[]): Promise<string[]> {
  const left: string[] = [];
  for (const step of [...done].reverse()) {
    try {
      await step.undo();
    } catch (error) {
      log.warn('privacy settings not put back', { fields: step.fields, error: String(error) });
      left.push(...step.fields);
    }
  }
  return left;
}
