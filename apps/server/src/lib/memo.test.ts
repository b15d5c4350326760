import { describe, expect, it } from 'vitest';
import { memoizeAsync } from './memo';

describe('memoizeAsync', () => {
  it('loads each key once, even when the loader returns a thenable that runs on every then()', async () => {
    let runs = 0;
    const lazyThenable = (value: number): PromiseLike<number> => ({
      then: (resolve, reject) => {
        runs += 1;
        return Promise.resolve(value).then(resolve, reject);
      },
    });
    const memo = memoizeAsync((key: number) => lazyThenable(key * 2) as Promise<number>);
    expect(await memo.get(2)).toBe(4);
    expect(await memo.get(2)).toBe(4);
    expect(await memo.get(3)).toBe(6);
    expect(runs).toBe(2);
  });

  it('forgets a failed load so that the next call tries again', async () => {
    let calls = 0;
    const memo = memoizeAsync(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return 'ok';
    });
    await expect(memo.get('k')).rejects.toThrow('database unavailable');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await memo.get('k')).toBe('ok');
    expect(calls).toBe(2);
  });
});
