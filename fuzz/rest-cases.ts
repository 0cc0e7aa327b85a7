// Cases for every REST route the gateway documents in /api/openapi.json (built from the
// subgraphs' route tables): hostile path and query parameters, hostile values in every body
// property, and bodies that are not what a JSON route expects at all.
import { asBoth, authHeader, http, type FuzzCase, type Target, type Who } from './cases.js';
import { slotOfJsonSchema, slotPaths, type Slot } from './slots.js';
import {
  baseline,
  hostileStrings,
  hostileValues,
  idKindOf,
  isCursorName,
  isDateName,
  outOfRangeDates,
  splitPath,
  withHostile,
  type HostileValue,
  type IdPools,
} from './values.js';

type JsonSchema = { [key: string]: unknown };

export interface OpenApi {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as the bytes a careless client sends. */
function encode(value: string): string {
  return value.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    if (part.length === 1 && part.charCodeAt(0) >= 0xd800 && part.charCodeAt(0) <= 0xdfff) return part.charCodeAt(0) < 0xdc00 ? '%ED%A0%80' : '%ED%B0%80';
    return encodeURIComponent(part);
  });
}

/** A parameter value as it goes in the URL, already encoded (some kinds are bytes no encoder makes); encoded when sent. */
interface RawValue {
  kind: string;
  raw: () => string;
}

function hostileParameter(param: Parameter, operation: string, pools: IdPools): RawValue[] {
  const ctx = { operation, name: param.name };
  const strings: HostileValue[] = [...hostileStrings()];
  if (isCursorName(param.name) || idKindOf(ctx) || param.in === 'path') {
    // The string kinds of an id or cursor slot, minus the non-string ones a URL cannot carry.
    strings.push(...hostileValues({ t: 'string', scalar: 'ID' }, ctx, pools).filter((h) => typeof h.value === 'string' && !strings.some((s) => s.kind === h.kind)));
  }
  // A date parameter (`date`, `from`, `to`, a date-time) gets the dates outside the API's range.
  if (isDateName(param.name) || param.schema?.format === 'date-time') strings.push(...outOfRangeDates());
  const out: RawValue[] = strings.map((h) => ({ kind: h.kind, raw: () => encode(String(h.value)) }));
  const raw: [string, string][] = [
    ['negative', '-1'],
    ['huge-number', '1e308'],
    ['beyond-int64', '99999999999999999999999'],
    ['non-integer', '1.5'],
    ['not-a-number', 'NaN'],
    ['invalid-utf8', '%FF%FE%C0%AF'],
    ['bad-percent-encoding', '%zz%'],
    ['encoded-slash', '..%2F..%2Fx'],
  ];
  for (const [kind, value] of raw) out.push({ kind, raw: () => value });
  return out;
}

/** The valid value of a parameter, as a string. */
function validParameter(param: Parameter, operation: string, pools: IdPools, components: Record<string, JsonSchema>): string {
  const slot: Slot = param.in === 'path' ? { t: 'string', scalar: 'ID' } : slotOfJsonSchema(param.schema, components);
  const value = baseline(slot, { operation, name: param.name }, pools);
  return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

const BODY_KINDS: { kind: string; contentType: string; body: () => string | Uint8Array }[] = [
  { kind: 'malformed-json', contentType: 'application/json', body: () => '{"a": 1,' },
  { kind: 'json-array', contentType: 'application/json', body: () => '[1, 2]' },
  { kind: 'json-string', contentType: 'application/json', body: () => '"text"' },
  { kind: 'json-null', contentType: 'application/json', body: () => 'null' },
  { kind: 'empty-body', contentType: 'application/json', body: () => '' },
  { kind: 'deep-json', contentType: 'application/json', body: () => '['.repeat(50_000) + ']'.repeat(50_000) },
  { kind: 'deep-json-object', contentType: 'application/json', body: () => '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) },
  { kind: 'huge-json', contentType: 'application/json', body: () => JSON.stringify({ content: 'a'.repeat(3_000_000) }) },
  { kind: 'invalid-utf8', contentType: 'application/json', body: () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]) },
  { kind: 'json-nul-escape', contentType: 'application/json', body: () => '{"content":"a\\u0000b","body":"a\\u0000b","name":"a\\u0000b"}' },
  { kind: 'json-lone-surrogate-escape', contentType: 'application/json', body: () => '{"content":"a\\ud800b","body":"a\\udc00","name":"\\ud800"}' },
  { kind: 'bom-json', contentType: 'application/json', body: () => '\uFEFF{}' },
  { kind: 'json-charset-utf16', contentType: 'application/json; charset=utf-16', body: () => '{}' },
  { kind: 'json-charset-bogus', contentType: 'application/json; charset=bogus', body: () => '{}' },
  { kind: 'text-plain', contentType: 'text/plain', body: () => '{}' },
  { kind: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: () => 'a=1&a[b]=2&__proto__[x]=1' },
  {
    kind: 'multipart-on-json-route',
    contentType: 'multipart/form-data; boundary=x',
    body: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
];

/** Query strings added to any route's URL. */
const EXTRA_QUERIES: Record<string, () => string> = {
  'unknown-param-nul': () => 'zz=a%00b',
  'unknown-param-invalid-utf8': () => 'zz=%FF%FE',
  'unknown-param-bad-percent': () => 'zz=%zz',
  'prototype-keys': () => '__proto__[admin]=1&constructor[prototype][admin]=1',
  'deep-brackets': () => `a${'[b]'.repeat(40)}=1`,
  'many-params': () => Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&'),
  'huge-param': () => `zz=${'a'.repeat(12_000)}`,
};

export function restCases(openApi: OpenApi, planPools: IdPools): FuzzCase[] {
  const components = openApi.components.schemas;
  const cases: FuzzCase[] = [];
  for (const [path, methods] of Object.entries(openApi.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const operation = `${method.toUpperCase()} /api${path}`;
      const params = (op.parameters ?? []) as Parameter[];
      const bodySchema = ((op.requestBody as JsonSchema | undefined)?.content as Record<string, { schema: JsonSchema }> | undefined)?.['application/json']?.schema;
      const bodySlot = bodySchema ? slotOfJsonSchema(bodySchema, components) : undefined;

      /** The URL and body with everything valid but what `override` says. */
      const request = (
        pools: IdPools,
        override: { param?: { name: string; raw: string; extra?: string }; body?: unknown },
      ): { url: string; body: string | undefined } => {
        let url = path;
        const query: string[] = [];
        for (const p of params) {
          const mine = override.param?.name === p.name;
          const raw = mine ? override.param!.raw : encode(validParameter(p, operation, pools, components));
          if (p.in === 'path') url = url.replace(`{${p.name}}`, raw);
          else if (mine || p.required) query.push(override.param?.extra && mine ? override.param.extra : `${encodeURIComponent(p.name)}=${raw}`);
        }
        const body =
          override.body !== undefined ? JSON.stringify(override.body) : bodySlot ? JSON.stringify(baseline(bodySlot, { operation, name: 'body' }, pools)) : undefined;
        return { url: `/api${url}${query.length ? `?${query.join('&')}` : ''}`, body: method === 'get' ? undefined : body };
      };
      const send = (target: Target, who: Who, url: string, body: string | Uint8Array | undefined, contentType = 'application/json') =>
        http(`${target.url}${url}`, {
          method: method.toUpperCase(),
          headers: { ...(body !== undefined ? { 'content-type': contentType } : {}), ...authHeader(target.token(who)) },
          body,
        });

      for (const param of params) {
        const kinds = hostileParameter(param, operation, planPools);
        const planned = [...kinds.map((k) => k.kind), ...(param.in === 'query' ? ['repeated', 'bracket-object', 'bracket-array', 'deep-brackets'] : [])];
        for (const kind of new Set(planned)) {
          cases.push(
            ...asBoth((who) => ({
              surface: 'rest',
              operation,
              argument: `${param.in}:${param.name}`,
              kind,
              who,
              send(target) {
                const pools = target.fixtures.pools;
                const n = encodeURIComponent(param.name);
                const structural: Record<string, string> = {
                  repeated: `${n}=1&${n}=2`,
                  'bracket-object': `${n}[a]=1`,
                  'bracket-array': `${n}[]=1&${n}[]=2`,
                  'deep-brackets': `${n}[a][b][c][d][e][f][g]=1`,
                };
                const value = hostileParameter(param, operation, pools).find((k) => k.kind === kind);
                const { url, body } = request(pools, { param: { name: param.name, raw: value?.raw() ?? '', extra: structural[kind] } });
                return send(target, who, url, body);
              },
            })),
          );
        }
      }

      if (bodySlot) {
        for (const { path: slotPath, slot } of slotPaths('body', bodySlot)) {
          const [, segments] = splitPath(slotPath);
          const ctx = { operation, name: slotPath };
          for (const { kind } of hostileValues(slot, ctx, planPools)) {
            cases.push(
              ...asBoth((who) => ({
                surface: 'rest',
                operation,
                argument: slotPath,
                kind,
                who,
                send(target) {
                  const pools = target.fixtures.pools;
                  const value = hostileValues(slot, ctx, pools).find((h) => h.kind === kind)?.value;
                  const { url, body } = request(pools, { body: withHostile(bodySlot, { operation, name: 'body' }, pools, segments, value) });
                  return send(target, who, url, body);
                },
              })),
            );
          }
        }
      }

      // Every route, even one that takes nothing: query strings it does not expect.
      for (const [kind, extra] of Object.entries(EXTRA_QUERIES)) {
        cases.push(
          ...asBoth((who) => ({
            surface: 'rest',
            operation,
            argument: 'query:*',
            kind,
            who,
            send(target) {
              const { url, body } = request(target.fixtures.pools, {});
              return send(target, who, `${url}${url.includes('?') ? '&' : '?'}${extra()}`, body);
            },
          })),
        );
      }

      if (method !== 'get') {
        for (const b of BODY_KINDS) {
          cases.push(
            ...asBoth((who) => ({
              surface: 'rest',
              operation,
              argument: 'body',
              kind: b.kind,
              who,
              send(target) {
                const { url } = request(target.fixtures.pools, {});
                return send(target, who, url, b.body(), b.contentType);
              },
            })),
          );
        }
      }
    }
  }
  return cases;
}
