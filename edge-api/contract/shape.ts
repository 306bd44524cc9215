// A small declarative shape checker for the contract tests. A shape is:
//   'str' | 'num' | 'bool' | 'null' | 'list' | 'obj' | 'any', or a union of two such as 'str|null';
//   [shape]              a list whose every element has that shape;
//   { field: shape, … }  a non-null object carrying at least these fields (extra fields are allowed);
//   a Check function     for anything else (see oneOf).
// shapeProblems returns every mismatch as one readable line, so a failing test names all wrong fields at once.

export type Kind = 'str' | 'num' | 'bool' | 'null' | 'list' | 'obj' | 'any';
/** Returns a description of what is wrong with the value, or null when it fits. */
export type Check = (value: unknown) => string | null;
export type Shape = Kind | `${Kind}|${Kind}` | Check | readonly [Shape] | { readonly [field: string]: Shape };

const KIND_NAMES: Record<Kind, string> = {
  str: 'string',
  num: 'number',
  bool: 'boolean',
  null: 'null',
  list: 'list',
  obj: 'object',
  any: 'any value',
};

function fitsKind(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'str':
      return typeof value === 'string';
    case 'num':
      return typeof value === 'number' && Number.isFinite(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'list':
      return Array.isArray(value);
    case 'obj':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'any':
      return value !== undefined;
  }
}

/** What a value is, for a mismatch line: `string "Asha"`, `number 5`, `list of 2`, `object {_id, title}`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `list of ${value.length}`;
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return `object {${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}}`;
  }
  return `${typeof value} ${String(value)}`;
}

const at = (path: string) => path || '(response)';

/** Every way `value` differs from `shape`, one line each; empty when it fits. */
export function shapeProblems(value: unknown, shape: Shape, path = ''): string[] {
  if (typeof shape === 'function') {
    const problem = shape(value);
    return problem ? [`${at(path)}: ${problem}`] : [];
  }
  if (typeof shape === 'string') {
    const kinds = shape.split('|') as Kind[];
    if (kinds.some((k) => fitsKind(k, value))) return [];
    const expected = kinds.map((k) => KIND_NAMES[k]).join(' or ');
    return [value === undefined ? `${at(path)}: missing (expected ${expected})` : `${at(path)}: expected ${expected}, got ${describeValue(value)}`];
  }
  if (isListShape(shape)) {
    if (!Array.isArray(value)) return [`${at(path)}: ${value === undefined ? 'missing (expected list)' : `expected list, got ${describeValue(value)}`}`];
    return value.flatMap((item, i) => shapeProblems(item, shape[0], `${path}[${i}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${at(path)}: ${value === undefined ? 'missing (expected object)' : `expected object, got ${describeValue(value)}`}`];
  }
  const record = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([field, fieldShape]) => shapeProblems(record[field], fieldShape, path ? `${path}.${field}` : field));
}

function isListShape(shape: Shape): shape is readonly [Shape] {
  return Array.isArray(shape);
}

/** A string that is one of the given values (spec enumerations such as job_type). */
export const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? null : `expected one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${describeValue(value)}`;
