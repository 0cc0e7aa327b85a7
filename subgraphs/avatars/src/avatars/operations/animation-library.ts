// avatarAnimationLibrary (GET /avatars/meshy/animate/library): the animations animateAvatar and
// createAvatar's animationActionIds take, from the configured provider.
import { Ctx, Field, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { AvatarProvider } from '../entities.js';
import { configuredProvider, libraryOf } from '../providers/index.js';

@ObjectType('AvatarAnimation', { description: 'One animation of the library.' })
export class AvatarAnimation {
  @Field(() => String, { description: 'What actionId takes.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => AvatarProvider) provider!: AvatarProvider;
}

@Resolver()
export class AnimationLibraryResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [AvatarAnimation], { description: 'The animations the configured generator can make (30 fps glTF animations).' })
  async avatarAnimationLibrary(@Ctx() ctx: SubgraphContext): Promise<AvatarAnimation[]> {
    const provider = configuredProvider(ctx.services);
    return (await libraryOf(ctx)).map((entry) => Object.assign(new AvatarAnimation(), { ...entry, provider }));
  }
}
