// Pay on collection: no provider configured. The order is real and its stock held; the member
// pays when they collect it, and the shop says exactly that (never "paid").
import type { PaymentProvider } from './provider.js';

export const offlineProvider: PaymentProvider = {
  name: 'OFFLINE',
  start: async () => ({ providerRef: null, checkoutUrl: null, status: 'AWAITING_COLLECTION' }),
};
