import fc from 'fast-check';

/**
 * What attackers and unlucky users send: the values probes found answered with a 500 (issue 10) and their
 * neighbours. Numbers cannot be NaN or Infinity in JSON: their strings stand for them.
 */
export const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  'NUL at the end\u0000',
  '9007199254740992',
  '-10297138000',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '',
  ' ',
  '\uD800',
  '%00',
  '\\u0000',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '💪🏽'.repeat(30),
  'x'.repeat(5_000),
  'y'.repeat(100_000),
] as const;

export const NASTY_NUMBERS = [
  9007199254740992,
  -10297138000,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2147483648,
  -2147483649,
  32768,
  -1,
  0,
  0.5,
  -0.000001,
  5e-324,
] as const;

export const WRONG_TYPES = [null, true, false, [], {}, [1, 'a'], { nested: { deep: ['\u0000'] } }, 'text', 12] as const;

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

type Path = Array<string | number>;

/** Every place in a JSON value: the root, each property and each array element, depth first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(...value.map((item, index) => pathsOf(item, [...path, index])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...path, key])));
  return here;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** A copy of `value` with `change` applied to the node at `path` (the parent gets the result). */
function edit(value: unknown, path: Path, change: (node: unknown, parent: unknown, key: string | number) => void) {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  const parent = at(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  change(at(copy, path), parent, key);
  return copy;
}

function withNul(text: string, position: number) {
  const index = text.length === 0 ? 0 : position % (text.length + 1);
  return `${text.slice(0, index)}\u0000${text.slice(index)}`;
}

type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'nul'; position: number }
  | { kind: 'delete' }
  | { kind: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: nastyValue.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 4, arbitrary: fc.nat(200).map((position) => ({ kind: 'nul' as const, position })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'delete' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .record({ key: fc.constantFrom('extra', 'a\u0000b', '__proto__', 'constructor', ''), value: nastyValue })
      .map(({ key, value }) => ({ kind: 'extra' as const, key, value })),
  },
);

function apply(value: unknown, path: Path, change: Mutation): unknown {
  if (path.length === 0) {
    if (change.kind === 'replace') return change.value;
    if (change.kind === 'nul' && typeof value === 'string') return withNul(value, change.position);
    if (change.kind === 'extra' && value && typeof value === 'object' && !Array.isArray(value))
      return { ...value, [change.key]: change.value };
    return value;
  }
  return edit(value, path, (node, parent, key) => {
    const container = parent as Record<string | number, unknown>;
    if (change.kind === 'replace') container[key] = change.value;
    else if (change.kind === 'nul')
      container[key] = typeof node === 'string' ? withNul(node, change.position) : '\u0000';
    else if (change.kind === 'delete') {
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete container[key];
    } else if (node && typeof node === 'object' && !Array.isArray(node)) {
      Object.defineProperty(node, change.key, { value: change.value, enumerable: true, writable: true });
    } else container[key] = change.value;
  });
}

/**
 * Mutates a generated value: none, one or several times, each time at one place (a property, an element, the
 * whole value): a NUL inside a string, a nasty value instead, the property deleted, an extra property.
 */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return base.chain((value) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 12, arbitrary: fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }) },
      )
      .map((changes) =>
        changes.reduce((current, [pick, change]) => {
          const paths = pathsOf(current);
          return apply(current, paths[pick % paths.length]!, change);
        }, value),
      ),
  );
}
