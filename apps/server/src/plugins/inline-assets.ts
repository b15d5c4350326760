import fs from 'node:fs';
import path from 'node:path';

/**
 * What a prerendered page needs before it can paint, written into the page itself when it is small: as files they
 * cost a phone on a slow network a round trip each (Lighthouse's slow 4G: more than half a second). Larger files stay
 * files: a file is cached once for every page, an inline copy comes with each.
 */
const INLINE_MAX_BYTES = 4_096;

function smallFile(distDir: string, url: string): string | null {
  const file = path.join(distDir, url);
  if (!file.startsWith(`${distDir}${path.sep}`) || !fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  return Buffer.byteLength(text) > INLINE_MAX_BYTES ? null : text;
}

/**
 * index.html with its small stylesheets in a <style>: the heading face's @font-face rules and their stand-ins
 * (boot.ts, about 1 KB) block the first paint. Their URLs are absolute (/assets/...), so they mean the same inline;
 * the CSP allows inline styles (Emotion's).
 */
export function withSmallStylesheetsInline(indexHtml: string, distDir: string): string {
  return indexHtml.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (link, href: string) => {
      const css = smallFile(distDir, href);
      return css === null || css.includes('</') ? link : `<style>${css}</style>`;
    },
  );
}

/**
 * A club's picture (an SVG under /clubs/, 2 KB) as a data: URL, for the prerendered club page whose largest first
 * paint it is: the picture paints with the page instead of a round trip later. Any other URL is kept; the CSP's
 * img-src allows data:.
 */
export function smallPictureInline(distDir: string): (url: string) => string {
  const pictures = new Map<string, string>();
  return (url) => {
    if (!/^\/clubs\/[\w-]+\.svg$/.test(url)) return url;
    let inline = pictures.get(url);
    if (inline === undefined) {
      const svg = smallFile(distDir, url);
      inline = svg === null ? url : `data:image/svg+xml,${encodeURIComponent(svg)}`;
      pictures.set(url, inline);
    }
    return inline;
  };
}
