// The call's own GraphQL documents, a module of their own so that call-api.ts can load them
// with the first call instead of the first page.
export {
  CreateCallDocument,
  DeclineCallDocument,
  JoinCallDocument,
  LeaveCallDocument,
  TurnConfigDocument,
  UpdateCallMediaDocument,
  UpdateCallParticipantStatusDocument,
} from '../generated/graphql';
