import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FRAME_STYLE_PARAMETERS, frameStyle } from './public/frame-style';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');
const css = fs.readFileSync(path.join(PUBLIC_DIR, 'card-page.css'), 'utf8');

describe("the hosted card page's styling parameters", () => {
  it("sets the parent's font stack, colours and corner radius", () => {
    const parameters = new URLSearchParams({
      parentOrigin: 'http://localhost:3000',
      font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      text: 'rgba(0, 0, 0, 0.87)',
      primary: '#0b3d2e',
      error: '#d32f2f',
      radius: '10',
    });
    expect(frameStyle(parameters)).toEqual([
      ['--font', 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
      ['--text', 'rgba(0, 0, 0, 0.87)'],
      ['--primary', '#0b3d2e'],
      ['--error', '#d32f2f'],
      ['--radius', '10px'],
    ]);
  });

  it.each([
    ['font', 'Arial; } body { background: url(https://evil.example/x)'],
    ['font', 'x'.repeat(301)],
    ['primary', 'red; background: url(x)'],
    ['primary', 'var(--text)'],
    ['text', 'expression(alert(1))'],
    ['radius', '10px'],
    ['radius', '99'],
    ['radius', '-1'],
  ])('ignores %s=%s, which is not a plain value', (name, value) => {
    expect(frameStyle(new URLSearchParams({ [name]: value }))).toEqual([]);
  });

  it("defaults to the web app's look, and the style sheet uses every parameter it can be given", () => {
    expect(css).toContain("--font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;");
    expect(css).toContain('--primary: #0b3d2e;');
    expect(css).toContain('--radius: 10px;');
    expect(css).not.toMatch(/\bArial\s*;|font-family:\s*Arial/);
    for (const property of Object.values(FRAME_STYLE_PARAMETERS)) expect(css).toContain(`var(${property})`);
  });
});
