// What a service's REST table (src/rest.ts) may use: the route definition and shared fields.
export {
  defineRoute,
  type RestAuth,
  type RestIssue,
  type RestMethod,
  type RestParse,
  type RestRequestParts,
  type RestRoute,
  type RestRouteDefinition,
  type RestTable,
} from './route.js';
export {
  caseInsensitiveEnum,
  cursorQuery,
  intQuery,
  limitQuery,
  optionalFlag,
  optionalId,
  optionalText,
  pageInfoAnswer,
  pathId,
  requiredId,
  requiredText,
} from './fields.js';
export { inputBody, type JsonOf } from './body.js';
export type { TypedDocumentNode } from '@graphql-typed-document-node/core';
// The maxima routes bound their fields with (beside the helpers in fields.ts).
export { ID_MAX_LENGTH, MAX_STRING_LENGTH } from '../input/strings.js';
export { CURSOR_MAX_LENGTH } from '../pagination.js';
