/**
 * The spec's JSON Schema (`spec.schema.json`) and the validators compiled from it. The schema is
 * the single source of the spec's rules, defaults and field descriptions. Its validators are
 * compiled ahead of time by scripts/validators.mjs (part of every build), so no process pays for
 * compiling the schema when it starts.
 */
import type { ErrorObject } from 'ajv';
import specSchemaJson from './spec.schema.json' with { type: 'json' };
import type { SpecDefaults } from './spec-types.js';
import { validators } from './spec-validators.generated.js';

/** The parts of a JSON Schema node that messages, defaults and the docs generator (scripts/docs.mjs) read. */
export interface SchemaNode {
  $id?: string;
  /** A pointer into this schema (`#/properties/workload`): the node has the rules of that one. */
  $ref?: string;
  description?: string;
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  required?: readonly string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  propertyNames?: SchemaNode;
  anyOf?: readonly SchemaNode[];
  not?: SchemaNode;
  /** Completes "must be …" in error messages where the keywords alone would read badly. */
  'x-expected'?: string;
}

/** The schema object itself, as shipped in `spec.schema.json`. Treat as read-only. */
export const specSchema: SchemaNode = specSchemaJson as unknown as SchemaNode;

/**
 * Validate a value against the node at a property path of the schema: `[]` is the whole spec,
 * `['sweep', 'concurrency']` one field, `['slos[]', 'level']` a field of a list's items. The same
 * compiled rules serve the file and the command-line overrides, so both accept exactly the same
 * values.
 *
 * @returns every error found (ajv's, with the failing value and schema node); empty when valid.
 * @throws Error when the path names a node that scripts/validators.mjs does not compile on its
 *   own (the whole spec, each field of a section, each node with a default): a programming error.
 */
export function validateAt(path: readonly string[], value: unknown): ErrorObject[] {
  // `name[]` steps into the items of a list, e.g. `['slos[]', 'level']`.
  const pointer = path.map((p) => (p.endsWith('[]') ? `/properties/${p.slice(0, -2)}/items` : `/properties/${p}`)).join('');
  const validate = Object.hasOwn(validators, pointer) ? validators[pointer] : undefined;
  if (validate === undefined) throw new Error(`spec schema has no compiled validator at ${path.join('.')} (see scripts/validators.mjs)`);
  // The schema has no async keywords, so validation is synchronous.
  return validate(value) === true ? [] : [...(validate.errors ?? [])];
}

/**
 * The schema node describing the value at an instance path (property names and array
 * indexes), following `properties`, `items` and map-valued `additionalProperties`.
 * Undefined when the path leaves the schema (e.g. an unknown field).
 */
export function schemaAt(path: readonly (string | number)[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = specSchema;
  for (const seg of path) {
    if (node === undefined) return undefined;
    node = followRef(node);
    if (typeof seg === 'number') node = node.items;
    else if (node.properties !== undefined && Object.hasOwn(node.properties, seg)) node = node.properties[seg];
    else node = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  }
  return node === undefined ? undefined : followRef(node);
}

/** The node a `$ref` points at, with the referring node's own keywords (its description) on top. */
function followRef(node: SchemaNode): SchemaNode {
  if (node.$ref === undefined) return node;
  let target: unknown = specSchema;
  for (const seg of node.$ref.replace(/^#\//, '').split('/')) target = (target as Record<string, unknown> | undefined)?.[seg];
  if (typeof target !== 'object' || target === null) return node;
  const { $ref: _ref, ...own } = node;
  return { ...(target as SchemaNode), ...own };
}

/**
 * The schema's `default` for a field, as a fresh copy (so callers may keep or change it).
 *
 * @throws Error when the field has no default in the schema (a programming error).
 */
export function schemaDefault(path: readonly string[]): unknown {
  const node = schemaAt(path);
  if (node === undefined || !('default' in node)) throw new Error(`spec schema has no default for ${path.join('.')}`);
  return structuredClone(node.default);
}

/**
 * The schema's `default` for a field, typed: `specDefault('sweep.requests')` is a number. The
 * fields and their types are generated from the schema (`SpecDefaults` in spec-types.ts), so a
 * field without a default, or a wrong type for one, does not compile.
 */
export function specDefault<P extends keyof SpecDefaults>(path: P): SpecDefaults[P] {
  // The one cast of a default: test/spec-types.test.ts checks each validates against its field's rules.
  return schemaDefault(path.split('.')) as SpecDefaults[P];
}

/**
 * What a schema node accepts, in words that complete "must be …": its `x-expected` text when
 * it has one, else a phrase built from its keywords, e.g. "an integer from 1 to 1024".
 */
export function describeExpected(node: SchemaNode): string {
  if (node['x-expected'] !== undefined) return node['x-expected'];
  if ('const' in node) return JSON.stringify(node.const);
  if (node.enum !== undefined) return `one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  switch (node.type) {
    case 'integer':
      return `an integer${describeRange(node)}`;
    case 'number':
      return `a number${describeRange(node)}`;
    case 'string':
      return node.minLength !== undefined && node.minLength > 0 ? 'non-empty text' : 'text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a mapping';
    default:
      return 'a valid value';
  }
}

function describeRange(node: SchemaNode): string {
  const lo = node.minimum ?? node.exclusiveMinimum;
  const hi = node.maximum ?? node.exclusiveMaximum;
  const loOpen = node.minimum === undefined && node.exclusiveMinimum !== undefined;
  const hiOpen = node.maximum === undefined && node.exclusiveMaximum !== undefined;
  if (lo !== undefined && hi !== undefined) {
    if (!loOpen && !hiOpen) return ` from ${lo} to ${hi}`;
    return ` ${loOpen ? 'greater than' : 'at least'} ${lo} and ${hiOpen ? 'less than' : 'at most'} ${hi}`;
  }
  if (lo !== undefined) return loOpen ? ` > ${lo}` : ` ≥ ${lo}`;
  if (hi !== undefined) return hiOpen ? ` < ${hi}` : ` ≤ ${hi}`;
  return '';
}
