// What other parts use of payments (the shop's orders; the events part's paid tickets):
// the provider interface and the calls of store.ts. docs/shop.md, "Payments".
export type { PaymentProvider, PaymentProviderName, PaymentRequest, StartedPayment } from './provider.js';
export { PaymentProviderError } from './provider.js';
export { configuredPaymentProvider, onPaymentSettled, startPayment, type SettledHandler, type StartPaymentRequest } from './store.js';
export { Payment, type PaymentStatus } from './entities.js';
