import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntryFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface EntrySize {
  files: EntryFile[];
  totalGzipBytes: number;
}

export class MissingBuildError extends Error {}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The JS files a browser fetches on first load: module entry scripts and their modulepreloads. */
export function entryScriptUrls(indexHtml: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of indexHtml.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const src = attrs.get('src');
    if (attrs.get('type') === 'module' && src) urls.add(src);
  }
  for (const [tag] of indexHtml.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const href = attrs.get('href');
    if (attrs.get('rel')?.split(/\s+/).includes('modulepreload') && href) urls.add(href);
  }
  return [...urls];
}

/** Gzip (level 9) size of every JS file the SPA's entry route loads, read from a Vite build. */
export function measureEntrySize(distDir: string): EntrySize {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new MissingBuildError(`no SPA build at ${indexPath}: run \`npm run build\` first`);
  }
  const urls = entryScriptUrls(fs.readFileSync(indexPath, 'utf8'));
  if (urls.length === 0) throw new Error(`${indexPath} references no module script`);

  const files = urls.map((url) => {
    if (/^(https?:)?\/\//.test(url)) throw new Error(`entry script on another origin: ${url}`);
    const relative = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\.?\//, '');
    const content = fs.readFileSync(path.join(distDir, relative));
    return { file: relative, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** Gzip (level 9) size of the build's files at these URL paths, summed (scripts of another origin count as missing). */
export function gzipBytesOf(distDir: string, urlPaths: Iterable<string>): number {
  let total = 0;
  for (const urlPath of urlPaths) {
    const file = path.join(distDir, urlPath);
    if (!fs.existsSync(file)) throw new Error(`a script the page fetched is not in the build: ${urlPath}`);
    total += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}
