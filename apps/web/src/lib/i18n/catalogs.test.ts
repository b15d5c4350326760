import { describe, expect, it } from 'vitest';

/**
 * Every catalog pair (an `i18n/` folder's en.json and es.json, docs/decisions/0039): the same ids in both
 * languages, each id under its folder's name so two catalogs never claim one id, no empty text, and the same
 * placeholders and elements on both sides (a Spanish sentence that dropped `{amount}` would show without it).
 */
type Catalog = Record<string, string>;
const english = import.meta.glob<Catalog>('../../**/i18n/en.json', { eager: true, import: 'default' });
const spanish = import.meta.glob<Catalog>('../../**/i18n/es.json', { eager: true, import: 'default' });

const namespaceOf = (file: string) => file.split('/').at(-3)!;

/** The names a message interpolates ({name}, {count, plural, ...}) and the numbered elements it wraps (<0>...</0>). */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<(\d+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

describe('message catalogs', () => {
  it('finds the catalogs', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(Object.keys(spanish).map((file) => file.replace('es.json', 'en.json'))).toEqual(Object.keys(english));
  });

  for (const [file, en] of Object.entries(english)) {
    const namespace = namespaceOf(file);
    describe(file.replace('../../', ''), () => {
      const es = spanish[file.replace('en.json', 'es.json')] ?? {};

      it('has every id in Spanish, and nothing Spanish that English lacks', () => {
        expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      });

      it(`keeps its ids under "${namespace}."`, () => {
        expect(Object.keys(en).filter((id) => !id.startsWith(`${namespace}.`))).toEqual([]);
      });

      it('has no empty text and the same placeholders in both languages', () => {
        for (const [id, text] of Object.entries(en)) {
          expect(text.trim(), id).not.toBe('');
          expect(es[id]?.trim(), id).not.toBe('');
          expect(slots(es[id] ?? ''), id).toEqual(slots(text));
        }
      });
    });
  }
});
