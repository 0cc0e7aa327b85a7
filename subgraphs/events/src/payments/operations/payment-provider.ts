// paymentProvider: how this deployment takes payments, so the shop can say it honestly before
// checkout: STRIPE (the browser gets a client secret to finish with Stripe) or OFFLINE (pay on
// collection; no card is taken here).
import { Ctx, Query, Resolver, UseMiddleware, registerEnumType } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { configuredPaymentProvider } from '../store.js';

export enum PaymentProviderKind {
  STRIPE = 'STRIPE',
  OFFLINE = 'OFFLINE',
}
registerEnumType(PaymentProviderKind, { name: 'PaymentProviderKind', description: 'STRIPE: card payments through Stripe; OFFLINE: pay on collection.' });

@Resolver()
export class PaymentProviderResolver {
  @UseMiddleware(SignedIn)
  @Query(() => PaymentProviderKind, { description: 'How payments are taken here (Stripe when configured, else pay on collection).' })
  paymentProvider(@Ctx() ctx: SubgraphContext): PaymentProviderKind {
    return configuredPaymentProvider(ctx.services).name as PaymentProviderKind;
  }
}
