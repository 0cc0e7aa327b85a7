// Checks every string a GraphQL operation carries, typed by the schema: its variables and the
// literals written in the document, through nested input objects and lists. Each string is
// refused for a NUL character or a lone surrogate, and for its length against the argument's
// or input field's declared maximum (@maxLength, length-limits.ts) or MAX_STRING_LENGTH where
// none is declared. The gateway runs it on HTTP and WebSocket operations before anything is
// planned; every subgraph runs it too, for callers that reach one directly.
//
// A DateTime is checked here too: one that parses to an instant outside the years 1-9999
// (dates.ts) is refused with reason DATE_OUT_OF_RANGE before any resolver, so such a date
// reaches no database (PostgreSQL has no year 0 and reads "+010000-..." as a time zone). One
// that does not parse at all is left to the operation's own rules, which name it in their words.
//
// `field` names the input as the input rules do (graphql/validation.ts), so a form puts the
// message beside the same input whichever check refused it: inside an input-object argument,
// its path (`email`, `location.name`); otherwise the argument's name (`id`, `after`).
import { GraphQLError, Kind, TypeInfo, getNamedType, getNullableType, isInputObjectType, isListType, visit, visitWithTypeInfo } from 'graphql';
import type { DocumentNode, GraphQLInputType, GraphQLSchema, ValueNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { BadUserInputError } from '../errors.js';
import { isInstantInRange } from '../dates.js';
import type { LengthLimits } from './length-limits.js';
import { MAX_STRING_LENGTH, findBadString, problemMessage, stringProblem, type InputProblem } from './strings.js';

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** One argument written in an operation: where its strings go, known from the document and the schema alone. */
interface ArgumentSite {
  value: ValueNode;
  type: GraphQLInputType;
  coordinate: string;
  name: string;
  inputObject: boolean;
}

/**
 * The arguments of a document in document order, typed by the schema: the part of the check
 * that does not depend on the variables. Apollo hands every request of the same query text the
 * same DocumentNode (its document cache), so this walk runs once per query, not per request.
 */
const sitesByDocument = new WeakMap<DocumentNode, { schema: GraphQLSchema; sites: ArgumentSite[] }>();

function argumentSites(schema: GraphQLSchema, document: DocumentNode): ArgumentSite[] {
  const known = sitesByDocument.get(document);
  if (known?.schema === schema) return known.sites;
  const typeInfo = new TypeInfo(schema);
  const sites: ArgumentSite[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const arg = typeInfo.getArgument();
        const fieldDef = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        // Directive arguments (@include(if:)) carry no text; unknown arguments fail validation.
        if (!arg || !fieldDef || !parent || typeInfo.getDirective()) return false;
        sites.push({
          value: node.value,
          type: arg.type,
          coordinate: `${parent.name}.${fieldDef.name}(${arg.name}:)`,
          name: arg.name,
          inputObject: isInputObjectType(getNamedType(arg.type)),
        });
        return false;
      },
    }),
  );
  sitesByDocument.set(document, { schema, sites });
  return sites;
}

/** The first bad string of an operation, or undefined. */
export function findBadOperationInput(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  limits: LengthLimits,
): InputProblem | undefined {
  const leaf = (value: string, coordinate: string | undefined, field: string, type?: GraphQLInputType): InputProblem | undefined => {
    if (type && getNamedType(type).name === 'DateTime' && value.length <= MAX_STRING_LENGTH) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime()) && !isInstantInRange(instant))
        return { field, reason: 'DATE_OUT_OF_RANGE', message: problemMessage(field, 'DATE_OUT_OF_RANGE') };
    }
    const limit = coordinate ? limits.get(coordinate) : undefined;
    const max = limit?.max ?? MAX_STRING_LENGTH;
    const reason = stringProblem(value, max);
    if (!reason) return undefined;
    const message = reason === 'TOO_LONG' && limit?.message ? limit.message : problemMessage(field, reason, max);
    return { field, reason, message };
  };

  /** A value as sent in the variables (JSON), typed by `type`. */
  const fromVariables = (value: unknown, type: GraphQLInputType, coordinate: string | undefined, field: string): InputProblem | undefined => {
    if (value === null || value === undefined) return undefined;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      // A single value where a list is expected is coerced to a list of one.
      for (const item of Array.isArray(value) ? value : [value]) {
        const found = fromVariables(item, nullable.ofType, coordinate, field);
        if (found) return found;
      }
      return undefined;
    }
    if (isInputObjectType(nullable) && typeof value === 'object' && !Array.isArray(value)) {
      const fields = nullable.getFields();
      for (const [name, item] of Object.entries(value)) {
        const def = Object.hasOwn(fields, name) ? fields[name] : undefined;
        // An unknown field fails coercion anyway; its strings are still not passed on.
        const found = def ? fromVariables(item, def.type, `${nullable.name}.${name}`, join(field, name)) : findBadString(item, join(field, name));
        if (found) return found;
      }
      return undefined;
    }
    if (typeof value === 'string') return leaf(value, coordinate, field, nullable);
    // Custom scalars (federation's _Any, a JSON value) and wrongly typed values: every string inside.
    return findBadString(value, field);
  };

  /** A value written in the document; variables inside it are read from `variables`. */
  const fromLiteral = (node: ValueNode, type: GraphQLInputType, coordinate: string | undefined, field: string): InputProblem | undefined => {
    if (node.kind === Kind.VARIABLE) return fromVariables(variables?.[node.name.value], type, coordinate, field);
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      for (const item of node.kind === Kind.LIST ? node.values : [node]) {
        const found = fromLiteral(item, nullable.ofType, coordinate, field);
        if (found) return found;
      }
      return undefined;
    }
    if (isInputObjectType(nullable) && node.kind === Kind.OBJECT) {
      const fields = nullable.getFields();
      for (const item of node.fields) {
        const name = item.name.value;
        const def = Object.hasOwn(fields, name) ? fields[name] : undefined;
        if (!def) continue; // refused by validation
        const found = fromLiteral(item.value, def.type, `${nullable.name}.${name}`, join(field, name));
        if (found) return found;
      }
      return undefined;
    }
    if (node.kind === Kind.STRING) return leaf(node.value, coordinate, field, nullable);
    return undefined;
  };

  for (const site of argumentSites(schema, document)) {
    const problem = fromLiteral(site.value, site.type, site.coordinate, site.inputObject ? '' : site.name);
    if (problem) return problem.field ? problem : { ...problem, field: site.name, message: problemMessage(site.name, problem.reason) };
  }
  return undefined;
}

/** The refusal a client gets: BAD_USER_INPUT with the field and the stable reason. */
export function inputProblemError(problem: InputProblem): BadUserInputError {
  return new BadUserInputError(problem.message, problem.field, problem.reason);
}

/**
 * An Apollo Server plugin that refuses an operation with a bad string before it runs: HTTP
 * 400 and BAD_USER_INPUT (Apollo answers an error thrown here with the status it names).
 */
export function inputGuardPlugin<Ctx extends object>(limits: LengthLimits): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          const problem = findBadOperationInput(schema, document, request.variables, limits);
          if (!problem) return;
          const error = inputProblemError(problem);
          throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
        },
      };
    },
  };
}
