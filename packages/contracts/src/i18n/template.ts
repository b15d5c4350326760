/**
 * Texts with values (docs/decisions/0039). A sentence that carries a value ('Your freeze is confirmed. Reference
 * {reference}.') is written once, as an ICU message, and that message is its key in es.json: the server and the
 * web translate it with its values (Lingui), and contracts' own functions fill it in English with `fillTemplate`,
 * so that the English sentence is the same whichever side writes it.
 *
 * The ICU this fills: `{name}` placeholders and `{count, plural, =0 {…} one {…} other {…}}` choices, whose `#` is
 * the count. No apostrophe quoting: templates never need a literal brace.
 */
export type TemplateValues = Readonly<Record<string, string | number>>;

const englishNumber = new Intl.NumberFormat('en-US');
const englishPlural = new Intl.PluralRules('en-US');

/** The English sentence of a template, its placeholders filled. Throws on a value the template names but lacks. */
export function fillTemplate(template: string, values: TemplateValues = {}): string {
  return fill(template, values, undefined);
}

function fill(template: string, values: TemplateValues, count: number | undefined): string {
  let out = '';
  let index = 0;
  while (index < template.length) {
    const character = template[index]!;
    if (character === '#' && count !== undefined) {
      out += englishNumber.format(count);
      index += 1;
    } else if (character === '{') {
      const end = matchingBrace(template, index);
      out += argument(template.slice(index + 1, end), values);
      index = end + 1;
    } else {
      out += character;
      index += 1;
    }
  }
  return out;
}

/** The index of the brace that closes the one at `open`. */
function matchingBrace(template: string, open: number): number {
  let depth = 0;
  for (let index = open; index < template.length; index += 1) {
    if (template[index] === '{') depth += 1;
    else if (template[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`template: unbalanced braces in ${JSON.stringify(template)}`);
}

function argument(body: string, values: TemplateValues): string {
  const [name = '', kind, ...rest] = body.split(',');
  const value = values[name.trim()];
  if (value === undefined) throw new Error(`template: no value for {${name.trim()}}`);
  if (kind === undefined) return String(value);
  if (kind.trim() !== 'plural') throw new Error(`template: {${name.trim()}, ${kind.trim()}} is not supported`);
  const count = Number(value);
  const options = pluralOptions(rest.join(','));
  const chosen = options.get(`=${count}`) ?? options.get(englishPlural.select(count)) ?? options.get('other');
  if (chosen === undefined) throw new Error(`template: {${name.trim()}, plural} has no 'other'`);
  return fill(chosen, values, count);
}

/** `one {# month} other {# months}` as selector → message. */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const selector = body.slice(index, open).trim();
    const close = matchingBrace(body, open);
    options.set(selector, body.slice(open + 1, close));
    index = close + 1;
  }
  return options;
}
