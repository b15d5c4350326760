import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATime', () => {
  it('runs tasks of one key in turn and tasks of other keys alongside', async () => {
    const run = oneAtATime<string>();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([run('a', task('a1')), run('a', task('a2')), run('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('goes on with the next task after one fails', async () => {
    const run = oneAtATime<string>();
    const failing = run('a', async () => {
      await tick();
      throw new Error('boom');
    });
    const next = run('a', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
