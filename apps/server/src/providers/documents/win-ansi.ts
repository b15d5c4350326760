/** Text as the PDF standard fonts can draw it (WinAnsi): typography made plain, anything else replaced. */

/** Typographic characters outside Latin-1 that have a plain equivalent. */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\t': ' ',
  '\u00AD': '',
  '\u200B': '',
  '\u200C': '',
  '\u200D': '',
  '\u2060': '',
  '\uFEFF': '',
};

/** The WinAnsi characters above Latin-1 that Helvetica has and that are worth keeping. */
const WIN_ANSI_EXTRAS = new Set('€ƒ†‡ˆ‰Š‹ŒŽ•˜™š›œžŸ');

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

/**
 * Text the standard (WinAnsi) fonts can draw: curly quotes and dashes become straight ones, odd spaces become
 * spaces, accents the encoding lacks are dropped (ő -> o), and anything else becomes '?'. Line breaks are kept
 * as '\n'; other control characters are removed.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const character of text.replace(/\r\n?/g, '\n')) {
    if (character === '\n' || isWinAnsi(character)) {
      out += character;
      continue;
    }
    const replacement = REPLACEMENTS[character];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    if (character.codePointAt(0)! < 0x20 || character === '\u007f' || /\p{M}/u.test(character)) continue;
    const stripped = character.normalize('NFD').replace(/\p{M}/gu, '');
    out += stripped !== '' && [...stripped].every(isWinAnsi) ? stripped : '?';
  }
  return out;
}
