import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// npm's own rule for EBADENGINE is semver.satisfies(node, engines.node): the same semver fastify uses.
const requireFromFastify = createRequire(createRequire(path.join(REPO_ROOT, 'apps/server/')).resolve('fastify'));
const semver = requireFromFastify('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string, options: { includePrerelease: boolean }): boolean;
};

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
}

describe('Node versions', () => {
  it('every installed package supports the oldest Node the repository promises (no EBADENGINE on install)', () => {
    const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const oldestNode = semver.minVersion(root.engines.node)!.version;
    expect(oldestNode).toBe('20.19.0');

    const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockPackage>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([location, entry]) => location.includes('node_modules/') && !Array.isArray(entry.engines))
      .filter(([, entry]) => {
        const wanted = (entry.engines as { node?: string } | undefined)?.node;
        return wanted !== undefined && !semver.satisfies(oldestNode, wanted, { includePrerelease: true });
      })
      .map(([location, entry]) => `${location}@${entry.version}: node ${JSON.stringify(entry.engines)}`);
    expect(refusing).toEqual([]);
  });
});
