// Which operation of a document a request runs, decided before anything is planned: a
// document with several operations needs `operationName`, and the name must be one of
// them. Apollo Server leaves this to execution, where @apollo/gateway's planner throws (a 500
// with a stack); over graphql-ws the library's own check says only 'Unable to identify
// operation'. Both paths ask here, so both answer the same message and code.
import { GraphQLError, Kind, type DocumentNode, type GraphQLErrorExtensions } from 'graphql';

export const OPERATION_RESOLUTION_FAILURE = 'OPERATION_RESOLUTION_FAILURE';

/** Why `document` names no one operation to run (graphql-js's own messages), or undefined when it does. */
export function operationChoiceError(
  document: DocumentNode,
  operationName: string | null | undefined,
  extensions: GraphQLErrorExtensions = {},
): GraphQLError | undefined {
  const names = document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value] : []));
  let message: string | undefined;
  if (operationName !== null && operationName !== undefined) {
    // The name is echoed back as graphql-js does, cut short: a request could carry a megabyte of it.
    if (!names.includes(operationName)) message = `Unknown operation named "${operationName.length > 100 ? `${operationName.slice(0, 100)}...` : operationName}".`;
  } else if (names.length > 1) {
    message = 'Must provide operation name if query contains multiple operations.';
  } else if (names.length === 0) {
    message = 'Must provide an operation.';
  }
  return message === undefined ? undefined : new GraphQLError(message, { extensions: { code: OPERATION_RESOLUTION_FAILURE, ...extensions } });
}
