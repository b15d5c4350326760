import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 and zod's toJSONSchema) that the app's documents use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
}

/**
 * Values known to pass a field's deeper checks (a real member number, card token, club id...), by property or
 * parameter name. A generated input takes one of them most of the time, so that the other fields' bad values
 * travel past the look-ups and reach the service and the database.
 */
export type Hints = Record<string, readonly unknown[]>;

/** Generated strings stay short: very long ones are one of the mutations. */
const STRING_CAP = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP));
  if (schema.format === 'email') return fc.emailAddress().filter((value) => value.length <= (schema.maxLength ?? 254));
  if (schema.format === 'uuid') return fc.uuid({ version: [4] });
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const byLength = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(pattern).filter(byLength);
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function bound(value: boolean | number | undefined, inclusive: number | undefined, step: number) {
  if (typeof value === 'number') return value + step;
  if (value === true && inclusive !== undefined) return inclusive + step;
  return inclusive;
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = bound(schema.exclusiveMinimum, schema.minimum, 1) ?? Number.MIN_SAFE_INTEGER;
  const max = bound(schema.exclusiveMaximum, schema.maximum, -1) ?? Number.MAX_SAFE_INTEGER;
  return fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum;
  const max = schema.maximum;
  return fc.double({
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A value the schema describes (as far as JSON Schema can say: zod refinements are not in it). */
export function arbitraryFor(schema: JsonSchema, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  const plain = plainArbitrary(schema, hints);
  const withNull = schema.nullable ? fc.option(plain, { nil: null, freq: 6 }) : plain;
  const hinted = name !== undefined ? hints[name] : undefined;
  if (!hinted || hinted.length === 0) return withNull;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: withNull });
}

function plainArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, hints)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, hints);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, hints) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectArbitrary(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property, hints, key)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}
