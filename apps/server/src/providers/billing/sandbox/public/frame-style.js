// Styling parameters of the sandbox's hosted card page, like a real provider's: the parent page names its font
// stack, colours and corner radius in the frame URL, so the card fields look like the rest of its form. Plain
// JavaScript with no imports, loaded by the page as it is and imported by the server's tests (types in
// frame-style.d.ts). Values are checked strictly: a parameter that is not a plain colour, radius or font list is
// ignored, so the URL cannot inject other CSS.

/** Query parameter -> the CSS custom property of card-page.css it sets. */
export const FRAME_STYLE_PARAMETERS = {
  font: '--font',
  text: '--text',
  muted: '--muted',
  primary: '--primary',
  error: '--error',
  radius: '--radius',
};

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?(\s*,\s*[\d.]+%?){2,3}\s*\))$/i;
/** Family names, quoted or not, separated by commas: letters, digits, spaces, hyphens. */
const FONT_LIST = /^\s*("[\w -]+"|'[\w -]+'|[\w -]+)(\s*,\s*("[\w -]+"|'[\w -]+'|[\w -]+))*\s*$/;
const MAX_RADIUS_PX = 24;

function checked(name, value) {
  if (typeof value !== 'string' || value.length > 300) return null;
  if (name === 'font') return FONT_LIST.test(value) ? value.trim() : null;
  if (name === 'radius') {
    const pixels = Number(value);
    return /^\d{1,2}$/.test(value) && pixels <= MAX_RADIUS_PX ? `${pixels}px` : null;
  }
  return COLOUR.test(value) ? value : null;
}

/** The custom properties to set for the URL's styling parameters: [property, value] pairs, valid ones only. */
export function frameStyle(searchParams) {
  const style = [];
  for (const [name, property] of Object.entries(FRAME_STYLE_PARAMETERS)) {
    const value = checked(name, searchParams.get(name));
    if (value !== null) style.push([property, value]);
  }
  return style;
}
