// How a process turns environment variables into its configuration. Each variable is
// declared once as a zod schema over its raw text, with the README's default and meaning
// registered beside it; each process lists the variables it reads (its config spec) and
// nothing else, so a service never fails on a variable it does not use. Loading reports
// every problem at once, each naming its variable, instead of stopping at the first.
import { resolve } from 'node:path';
import { z } from 'zod';

export type Env = Record<string, string | undefined>;

export interface VariableDoc {
  /** The README's meaning column (Markdown). */
  description: string;
  /** The README's default column (Markdown). */
  default: string;
}

/** Every declared variable's README entry; the configuration table is generated from it. */
export const variableDocs = z.registry<VariableDoc>();

/** A variable: the raw value (undefined when unset) in, its typed value out. */
export type Variable<T> = z.ZodType<T, string | undefined>;
export type Variables = Record<string, Variable<unknown>>;
export type ValuesOf<V extends Variables> = { [K in keyof V]: z.output<V[K]> };

export class ConfigError extends Error {
  /** One line per problem, each starting with the variable it is about. */
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} configuration problems:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Thrown by a variable's parser; the variable's name is put in front of the message. */
class InvalidValue extends Error {}

export function invalid(message: string): never {
  throw new InvalidValue(message);
}

/**
 * Declares a variable. Unset and empty are the same (docker-compose passes `${X:-}` through
 * as an empty string): both give `fallback`, which is undefined when the default depends on
 * other variables and the service computes it.
 */
export function variable<T, F = T>(doc: VariableDoc, parse: (raw: string) => T, fallback: F): Variable<T | F> {
  const schema = z
    .string()
    .optional()
    .transform((raw, ctx): T | F => {
      if (raw === undefined || raw === '') return fallback;
      try {
        return parse(raw);
      } catch (error) {
        if (!(error instanceof InvalidValue)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
  variableDocs.add(schema, doc);
  return schema;
}

export function integer(doc: VariableDoc, opts: { min: number; max?: number; fallback: number }): Variable<number>;
export function integer(doc: VariableDoc, opts: { min: number; max?: number; fallback?: undefined }): Variable<number | undefined>;
export function integer(doc: VariableDoc, opts: { min: number; max?: number; fallback?: number }): Variable<number | undefined> {
  const { min, max } = opts;
  const expected = max === undefined ? `an integer >= ${min}` : `an integer from ${min} to ${max}`;
  return variable(
    doc,
    (raw) => {
      const value = Number(raw);
      if (!/^\s*-?\d+\s*$/.test(raw) || !Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
        invalid(`must be ${expected}, got "${raw}"`);
      }
      return value;
    },
    opts.fallback,
  );
}

export function port(doc: VariableDoc, fallback: number): Variable<number> {
  return integer(doc, { min: 0, max: 65535, fallback });
}

export function oneOf<const T extends string, F extends T | undefined>(doc: VariableDoc, values: readonly T[], fallback: F): Variable<T | F> {
  const listed = `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
  return variable(doc, (raw) => (values.includes(raw as T) ? (raw as T) : invalid(`must be ${listed}, got "${raw}"`)), fallback);
}

export function text<F extends string | undefined>(doc: VariableDoc, fallback: F): Variable<string | F> {
  return variable(doc, (raw) => raw, fallback);
}

/** A file-system path, made absolute against the working directory. */
export function path<F extends string | undefined>(doc: VariableDoc, fallback: F): Variable<string | F> {
  return variable(doc, (raw) => resolve(raw), fallback === undefined ? fallback : (resolve(fallback) as F));
}

export function flag(doc: VariableDoc, fallback: boolean): Variable<boolean> {
  return variable(
    doc,
    (raw) => {
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      return invalid(`must be true or false, got "${raw}"`);
    },
    fallback,
  );
}

/** Comma-separated values, blanks dropped; `item` may rewrite or refuse each one. */
export function list(doc: VariableDoc, item: (value: string) => string = (value) => value): Variable<string[]> {
  return variable(
    doc,
    (raw) =>
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
        .map(item),
    [] as string[],
  );
}

/** A URL with one of `protocols` (e.g. `['http:', 'https:']`), trailing slashes removed. */
export function url<F extends string | undefined>(doc: VariableDoc, protocols: readonly string[], fallback: F): Variable<string | F> {
  return variable(doc, (raw) => parseUrl(raw, protocols), fallback);
}

export function parseUrl(raw: string, protocols: readonly string[]): string {
  const schemes = protocols.map((p) => `${p}//`);
  const expected = `must be a URL starting with ${schemes.length > 1 ? `${schemes.slice(0, -1).join(', ')} or ${schemes.at(-1)}` : schemes[0]}, got "${raw}"`;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return invalid(expected);
  }
  if (!protocols.includes(parsed.protocol)) invalid(expected);
  return raw.replace(/\/+$/, '');
}

/** What one process reads and how it builds its configuration from the values. */
export interface ConfigSpec<C> {
  /** The process, as the README's "read by" column names it. */
  service: string;
  /** Every variable it reads, by name; nothing else in the environment is looked at. */
  variables: Variables;
  /** Reads `env` (process.env by default); throws a ConfigError listing every problem. */
  load(env?: Env): C;
  /**
   * What tests run this process with unless a test sets it (kit's testConfig applies it to
   * the test environment `env`): the service's own test settings, such as a cheaper cost of
   * work the suite repeats thousands of times. Declared beside the service's variables, so
   * no shared test helper names another service's settings.
   */
  testDefaults?: (env: Env) => Env;
}

/**
 * A process's configuration: its variables are parsed together, then `build` derives the
 * configuration, adding to `problems` what depends on several values (a port range, a secret
 * that production refuses); every problem of both kinds is reported at once. `env` is there
 * for the operating system's own variables (HOME), which are no configuration of ours.
 */
export function defineConfig<V extends Variables, C>(service: string, variables: V, build: (values: ValuesOf<V>, problems: string[], env: Env) => C): ConfigSpec<C> {
  const schema = z.object(variables);
  return {
    service,
    variables,
    load(env: Env = process.env): C {
      const input = { ...env };
      const parsed = schema.safeParse(input);
      const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
      // A malformed variable counts as unset for the rest, so what depends on several values
      // (a secret production refuses) is reported in the same breath; a problem about a
      // variable already reported is not repeated.
      const values = parsed.success
        ? parsed.data
        : Object.fromEntries(
            Object.entries(variables).map(([name, variable]) => {
              const one = variable.safeParse(input[name]);
              return [name, one.success ? one.data : variable.parse(undefined)];
            }),
          );
      const reported = problems.map((problem) => new RegExp(`\\b${problem.split(' ')[0]}\\b`));
      const derived: string[] = [];
      const config = build(values as ValuesOf<V>, derived, env);
      problems.push(...derived.filter((problem) => !reported.some((name) => name.test(problem))));
      if (problems.length) throw new ConfigError(problems);
      return config;
    },
  };
}
