// Validation rules that bound the work one request can cause: selection depth, aliases (a
// cheap way to multiply work), an estimated cost, and caps on page-size arguments.
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type GraphQLField,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface Limits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxListSize: number;
}

const PAGE_ARGS = new Set(['first', 'last', 'limit']);
const DEFAULT_LIST_FACTOR = 10;

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  return map;
}

/** The literal page size a field asks for (`first`, `last`, `limit`), if any. */
function pageSizeOf(node: FieldNode): number | undefined {
  for (const arg of node.arguments ?? []) {
    if (!PAGE_ARGS.has(arg.name.value)) continue;
    if (arg.value.kind === Kind.INT) return Number(arg.value.value);
    if (arg.value.kind === Kind.VARIABLE) {
      // Variables are only known at execution; subgraphs enforce their own caps then.
      return undefined;
    }
  }
  return undefined;
}

export function depthLimit(max: number): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context);
    const depth = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue; // introspection is bounded by the schema
          deepest = Math.max(deepest, 1 + depth(sel.selectionSet, seen));
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depth(sel.selectionSet, seen));
        } else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          deepest = Math.max(deepest, depth(frag?.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const d = depth(node.selectionSet, new Set());
        if (d > max) context.reportError(tooComplex(`Query is too deep: depth ${d} exceeds the limit of ${max}`));
      },
    };
  };
}

export function aliasLimit(max: number): ValidationRule {
  return (context) => {
    let count = 0;
    let reported = false;
    return {
      Field(node) {
        if (node.alias) count++;
        if (count > max && !reported) {
          reported = true;
          context.reportError(tooComplex(`Too many aliases: the limit is ${max}`));
        }
      },
    } satisfies ASTVisitor;
  };
}

export function listSizeLimit(max: number): ValidationRule {
  return (context) => ({
    Field(node) {
      const size = pageSizeOf(node);
      if (size !== undefined && size > max) {
        context.reportError(new GraphQLError(`${node.name.value}: at most ${max} items per request`, { extensions: { code: 'BAD_USER_INPUT' } }));
      }
    },
  });
}

/**
 * An operation's estimated cost: one per field, children of a list multiplied by its page size
 * (or 10). What costLimit caps, and what an API token's hourly budget spends (token-budget.ts).
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, node: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const cost = (set: SelectionSetNode | undefined, parent: GraphQLOutputType | undefined, seen: Set<string>): number => {
    if (!set || !parent) return 0;
    const named = getNamedType(parent);
    const fields = 'getFields' in named ? (named.getFields() as Record<string, GraphQLField<unknown, unknown>>) : {};
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__')) continue;
        const field = fields[sel.name.value];
        if (!field) continue;
        const isList = isListType(getNullableType(field.type));
        const factor = isList ? (pageSizeOf(sel) ?? DEFAULT_LIST_FACTOR) : 1;
        total += 1 + factor * cost(sel.selectionSet, field.type, seen);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) as GraphQLOutputType) : parent;
        total += cost(sel.selectionSet, type, seen);
      } else if (!seen.has(sel.name.value)) {
        const frag = fragments.get(sel.name.value);
        const type = frag ? (schema.getType(frag.typeCondition.name.value) as GraphQLOutputType) : undefined;
        total += cost(frag?.selectionSet, type, new Set([...seen, sel.name.value]));
      }
    }
    return total;
  };
  const root = node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return root ? cost(node.selectionSet, root, new Set()) : 0;
}

/** Caps operationCost. */
export function costLimit(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const total = operationCost(context.getSchema(), context.getDocument(), node);
      if (total > max) context.reportError(tooComplex(`Query is too expensive: cost ${total} exceeds the limit of ${max}`));
    },
  });
}

export function limitRules(limits: Limits): ValidationRule[] {
  return [depthLimit(limits.maxDepth), aliasLimit(limits.maxAliases), costLimit(limits.maxCost), listSizeLimit(limits.maxListSize)];
}
