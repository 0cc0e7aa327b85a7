// An MLS device in Node for whole-product tests (`@pulse/dev-env/mls`): it speaks Pulse's
// end-to-end encryption protocol through the API with real ts-mls keys (docs/e2ee.md).
export { TestDevice, encryptedConversation } from '@pulse/messaging/testing/mls-device';
