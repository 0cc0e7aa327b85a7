// What clients emit (spec section 7): call:join, call:leave and call:media-changed, each the
// GraphQL mutation of the same meaning run through the gateway as the socket's member, so the
// messaging subgraph decides exactly as for HTTP. A socket.io acknowledgement, when the client
// asks for one, answers { ok: true, ... } or { error: { code, message } }; a failure is also
// emitted as call:error, the event the spec's clients listen to. An API token's command is
// first checked against its scopes as the mutation would be (kit's scope table, through
// scopeRefusal): a refusal answers FORBIDDEN in the subgraphs' words, the command not run.
import { parse, type DocumentNode, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Socket } from 'socket.io';
import { createLogger } from '@pulse/kit';

const log = createLogger('socket-io');
/** callId's declared @maxLength in the supergraph. */
const MAX_CALL_ID = 64;
/** Commands one socket may have running at once; a client has no reason to pile them up. */
const MAX_IN_FLIGHT = 4;

const CALL = 'id conversationId status type video startedAt endedAt participants { user { id } status audioEnabled videoEnabled }';

interface CallCommand {
  callId: string;
  audioEnabled?: boolean;
  videoEnabled?: boolean;
}

interface Command {
  query: string;
  operationName: string;
  /** The mutation's answer as the acknowledgement's fields. */
  answer(data: Record<string, unknown>): Record<string, unknown>;
  /** call:media-changed needs at least one of the two switches. */
  needsMedia?: boolean;
}

const COMMANDS: Record<string, Command> = {
  'call:join': {
    operationName: 'SocketIoJoinCall',
    query: `mutation SocketIoJoinCall($callId: ID!) { joinCall(callId: $callId) { roomId mediasoupUrl token call { ${CALL} } } }`,
    answer: (data) => data.joinCall as Record<string, unknown>,
  },
  'call:leave': {
    operationName: 'SocketIoLeaveCall',
    query: `mutation SocketIoLeaveCall($callId: ID!) { leaveCall(callId: $callId) { ${CALL} } }`,
    answer: (data) => ({ call: data.leaveCall }),
  },
  'call:media-changed': {
    operationName: 'SocketIoUpdateCallMedia',
    query: `mutation SocketIoUpdateCallMedia($callId: ID!, $audioEnabled: Boolean, $videoEnabled: Boolean) {
      updateCallMedia(callId: $callId, audioEnabled: $audioEnabled, videoEnabled: $videoEnabled) { ${CALL} } }`,
    answer: (data) => ({ call: data.updateCallMedia }),
    needsMedia: true,
  },
};

/** Each command's mutation, parsed once for the scope check. */
const DOCUMENTS: ReadonlyMap<string, DocumentNode> = new Map(Object.entries(COMMANDS).map(([name, command]) => [name, parse(command.query)]));

export class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The payload as a command, or the BAD_USER_INPUT it deserves. Anything a client sends is checked; nothing is trusted to be an object. */
export function readCallCommand(payload: unknown, needsMedia = false): CallCommand {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new CommandError('BAD_USER_INPUT', 'Send an object: { callId }');
  const { callId, audioEnabled, videoEnabled } = payload as Record<string, unknown>;
  if (typeof callId !== 'string' || !callId.trim()) throw new CommandError('BAD_USER_INPUT', 'callId must be a non-empty string');
  if (callId.length > MAX_CALL_ID) throw new CommandError('BAD_USER_INPUT', `callId must be at most ${MAX_CALL_ID} characters`);
  for (const [name, value] of Object.entries({ audioEnabled, videoEnabled })) {
    if (value !== undefined && typeof value !== 'boolean') throw new CommandError('BAD_USER_INPUT', `${name} must be true or false`);
  }
  if (needsMedia && audioEnabled === undefined && videoEnabled === undefined) throw new CommandError('BAD_USER_INPUT', 'Send audioEnabled or videoEnabled');
  const command: CallCommand = { callId };
  if (typeof audioEnabled === 'boolean') command.audioEnabled = audioEnabled;
  if (typeof videoEnabled === 'boolean') command.videoEnabled = videoEnabled;
  return command;
}

type Ack = (answer: unknown) => void;
type Run = (query: string, variables: Record<string, unknown>, operationName: string) => Promise<ExecutionResult>;
/** Why the socket's token may not run this operation (scopeRefusal with its claims), or undefined. */
type OutOfScope = (document: DocumentNode, operationName: string, variables: Record<string, unknown>) => GraphQLError | undefined;

/** Listens for the call commands on one socket; `run` executes an operation as its member, once `outOfScope` lets it. */
export function handleCallCommands(socket: Socket, run: Run, outOfScope: OutOfScope): void {
  let inFlight = 0;
  for (const [name, command] of Object.entries(COMMANDS)) {
    socket.on(name, (...args: unknown[]) => {
      // socket.io passes the acknowledgement last, and only when the client asked for one.
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
      const fail = (error: CommandError, callId?: string) => {
        ack?.({ error: { code: error.code, message: error.message } });
        socket.emit('call:error', { error: error.message, code: error.code, callId: callId ?? null, command: name });
      };
      let input: CallCommand;
      try {
        input = readCallCommand(args[0], command.needsMedia);
      } catch (error) {
        return fail(error as CommandError);
      }
      const refused = outOfScope(DOCUMENTS.get(name)!, command.operationName, { ...input });
      if (refused) {
        const code = refused.extensions.code;
        return fail(new CommandError(typeof code === 'string' ? code : 'FORBIDDEN', refused.message), input.callId);
      }
      if (inFlight >= MAX_IN_FLIGHT) return fail(new CommandError('RATE_LIMITED', `At most ${MAX_IN_FLIGHT} call commands at once`), input.callId);
      inFlight++;
      run(command.query, { ...input }, command.operationName)
        .then((result) => {
          const error = result.errors?.[0];
          if (error || !result.data) {
            return fail(
              new CommandError(typeof error?.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR', error?.message ?? 'No answer'),
              input.callId,
            );
          }
          ack?.({ ok: true, ...command.answer(result.data) });
        })
        .catch((error: unknown) => {
          log.error('socket.io call command failed', { command: name, error: String(error) });
          fail(new CommandError('INTERNAL_SERVER_ERROR', 'Internal server error'), input.callId);
        })
        .finally(() => inFlight--);
    });
  }
}
