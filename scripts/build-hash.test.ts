import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, hashInputs } from './build-hash.mjs';

let root: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-build-hash-'));
  write('src/main.ts', 'export const a = 1;\n');
  write('src/deep/util.ts', 'export const b = 2;\n');
  write('index.html', '<html></html>\n');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('hashInputs', () => {
  const inputs = ['src', 'index.html'];

  it('is the same for the same files and changes with any content, name, new or removed file', () => {
    const first = hashInputs(root, inputs);
    expect(hashInputs(root, inputs)).toBe(first);

    write('src/deep/util.ts', 'export const b = 3;\n');
    const changedContent = hashInputs(root, inputs);
    expect(changedContent).not.toBe(first);

    fs.renameSync(path.join(root, 'src/deep/util.ts'), path.join(root, 'src/deep/helpers.ts'));
    const renamed = hashInputs(root, inputs);
    expect(renamed).not.toBe(changedContent);

    write('src/extra.ts', '');
    const added = hashInputs(root, inputs);
    expect(added).not.toBe(renamed);

    fs.rmSync(path.join(root, 'index.html'));
    expect(hashInputs(root, inputs)).not.toBe(added);
  });

  it('ignores test files, node_modules and dist, which are not part of a build', () => {
    const first = hashInputs(root, inputs);
    write('src/main.test.ts', 'it("x", () => {});\n');
    write('src/node_modules/pkg/index.js', 'x');
    write('src/dist/out.js', 'x');
    expect(hashInputs(root, inputs)).toBe(first);
  });
});

describe('buildIfChanged', () => {
  function target(builds: string[], build?: () => Promise<void>) {
    return {
      name: 'test target',
      root,
      inputs: ['src', 'index.html'],
      hashFile: path.join(root, 'out/.build-hash'),
      lockFile: path.join(root, 'locks/test.lock'),
      build:
        build ??
        (async () => {
          builds.push('built');
          fs.mkdirSync(path.join(root, 'out'), { recursive: true });
        }),
      log: () => {},
    };
  }

  it('builds the first time, skips while nothing changed, rebuilds when an input changes', async () => {
    const builds: string[] = [];
    expect(await buildIfChanged(target(builds))).toBe('built');
    expect(fs.readFileSync(path.join(root, 'out/.build-hash'), 'utf8').trim()).toBe(
      hashInputs(root, ['src', 'index.html']),
    );
    expect(await buildIfChanged(target(builds))).toBe('unchanged');
    expect(builds).toHaveLength(1);

    write('index.html', '<html lang="en"></html>\n');
    expect(await buildIfChanged(target(builds))).toBe('built');
    expect(await buildIfChanged(target(builds))).toBe('unchanged');
    expect(builds).toHaveLength(2);
  });

  it('rebuilds when the output (and its hash) is gone, or when forced', async () => {
    const builds: string[] = [];
    await buildIfChanged(target(builds));
    fs.rmSync(path.join(root, 'out'), { recursive: true });
    expect(await buildIfChanged(target(builds))).toBe('built');
    expect(await buildIfChanged({ ...target(builds), force: true })).toBe('built');
    expect(builds).toHaveLength(3);
  });

  it('keeps no hash after a failed build, so that the next run builds again', async () => {
    const builds: string[] = [];
    await buildIfChanged(target(builds));
    write('src/main.ts', 'export const a = 2;\n');
    const failing = target(builds, async () => {
      throw new Error('vite failed');
    });
    await expect(buildIfChanged(failing)).rejects.toThrow('vite failed');
    expect(fs.existsSync(path.join(root, 'out/.build-hash'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'locks/test.lock'))).toBe(false);
    expect(await buildIfChanged(target(builds))).toBe('built');
  });

  it('runs one build at a time: a second caller waits for the first and then finds the output current', async () => {
    const builds: string[] = [];
    let finish = () => {};
    const slow = target(builds, async () => {
      builds.push('slow');
      await new Promise<void>((resolve) => (finish = resolve));
      fs.mkdirSync(path.join(root, 'out'), { recursive: true });
    });
    const first = buildIfChanged(slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = buildIfChanged(target(builds));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(builds).toEqual(['slow']);
    finish();
    expect(await first).toBe('built');
    expect(await second).toBe('unchanged');
    expect(builds).toEqual(['slow']);
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const builds: string[] = [];
    fs.mkdirSync(path.join(root, 'locks'));
    // A pid far above any pid_max: no such process.
    fs.writeFileSync(path.join(root, 'locks/test.lock'), '2147483646');
    expect(await buildIfChanged(target(builds))).toBe('built');
  });
});
