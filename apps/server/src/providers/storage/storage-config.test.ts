import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

/** The configuration's message for the environment; the test fails if it is accepted. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('STORAGE_URL and its credentials in the configuration', () => {
  it('reads the bucket, an optional key prefix and the endpoint, region and path style', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://gym-files/prod/files/?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=false',
      STORAGE_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      STORAGE_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
    });
    expect(config.STORAGE_URL).toEqual({
      bucket: 'gym-files',
      prefix: 'prod/files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(config.STORAGE_ACCESS_KEY_ID).toBe('AKIDEXAMPLE');
    expect(config.STORAGE_SECRET_ACCESS_KEY).toBe('wJalrXUtnFEMI');
  });

  it('defaults: AWS itself in us-east-1 with virtual-hosted buckets; path style with an endpoint of your own', () => {
    expect(loadConfig({ STORAGE_URL: 's3://gym.files' }).STORAGE_URL).toEqual({
      bucket: 'gym.files',
      prefix: undefined,
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ STORAGE_URL: 's3://gym-files?endpoint=https://minio.internal/' }).STORAGE_URL).toMatchObject({
      endpoint: 'https://minio.internal',
      forcePathStyle: true,
    });
    // Unset (or blank): the disk, with the SDK's own credential chain never consulted.
    expect(loadConfig({ STORAGE_URL: ' ' }).STORAGE_URL).toBeUndefined();
  });

  it.each([
    ['http://gym-files', /s3:\/\//],
    ['gym-files', /s3:\/\//],
    ['s3://', /bucket/],
    ['s3://Gym_Files', /bucket name/],
    ['s3://ab', /bucket name/],
    ['s3://gym-files:9000', /port/],
    ['s3://key:secret@gym-files', /STORAGE_ACCESS_KEY_ID/],
    ['s3://gym-files/../other', /prefix/],
    ['s3://gym-files/a//b', /prefix/],
    ['s3://gym-files#x', /#/],
    ['s3://gym-files?endpoint=ftp://files.internal', /endpoint/],
    ['s3://gym-files?endpoint=http://files.internal/path', /endpoint/],
    ['s3://gym-files?endpoint=not a url', /endpoint/],
    ['s3://gym-files?region=US East', /region/],
    ['s3://gym-files?forcePathStyle=yes', /forcePathStyle/],
    ['s3://gym-files?region=us-east-1&region=eu-west-1', /once/],
    ['s3://gym-files?regoin=us-east-1', /regoin.*endpoint, region, forcePathStyle/],
  ])('refuses STORAGE_URL=%s, naming the variable', (value, reason) => {
    const message = refusal({ STORAGE_URL: value });
    expect(message).toMatch(/^ {2}STORAGE_URL: /m);
    expect(message.split('\n').find((line) => line.startsWith('  STORAGE_URL: '))).toMatch(reason);
  });

  it('takes one place for files, and both halves of a key or neither', () => {
    expect(refusal({ STORAGE_URL: 's3://gym-files', STORAGE_DIR: '/srv/files' })).toMatch(
      /^ {2}STORAGE_DIR: .*STORAGE_URL/m,
    );
    expect(refusal({ STORAGE_URL: 's3://gym-files', STORAGE_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toMatch(
      /^ {2}STORAGE_SECRET_ACCESS_KEY: /m,
    );
    expect(refusal({ STORAGE_URL: 's3://gym-files', STORAGE_SECRET_ACCESS_KEY: 'secret' })).toMatch(
      /^ {2}STORAGE_ACCESS_KEY_ID: /m,
    );
    expect(refusal({ STORAGE_ACCESS_KEY_ID: 'AKIDEXAMPLE', STORAGE_SECRET_ACCESS_KEY: 'secret' })).toMatch(
      /^ {2}STORAGE_ACCESS_KEY_ID: .*STORAGE_URL/m,
    );
    // Without the pair, the SDK's standard chain (AWS_ACCESS_KEY_ID, a profile, an instance role) is used.
    const config = loadConfig({ STORAGE_URL: 's3://gym-files' });
    expect(config.STORAGE_ACCESS_KEY_ID).toBeUndefined();
    expect(config.STORAGE_SECRET_ACCESS_KEY).toBeUndefined();
  });

  it('never repeats the secret in a message', () => {
    const message = refusal({ STORAGE_SECRET_ACCESS_KEY: 'very-secret-value', STORAGE_URL: 's3://key:pw-in-url@b' });
    expect(message).not.toContain('very-secret-value');
    expect(message).not.toContain('pw-in-url');
  });
});
