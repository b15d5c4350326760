import { z } from 'zod';
import { assertStorageKey } from './storage';

/** Where the S3-compatible store keeps files: STORAGE_URL, read (docs/decisions/0024). */
export interface S3Location {
  bucket: string;
  /** Put before every key ('prod/files' makes 'prod/files/photos/…'), so that one bucket can serve several uses. */
  prefix?: string;
  /** An S3-compatible server (MinIO, Ceph, …) as an http(s) origin; unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name (http://bucket.host/key). */
  forcePathStyle: boolean;
}

const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'] as const;
/** AWS's rules for new buckets: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

/** The location, or the reason the value is not one. Never quotes the value: it could carry a secret. */
function readLocation(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be s3://bucket[/prefix][?endpoint=http://host:port&region=us-east-1&forcePathStyle=true]';
  }
  if (url.protocol !== 's3:') return 'must start with s3:// (s3://bucket?endpoint=…)';
  if (url.username || url.password) {
    return 'must not carry credentials: set STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY (or the AWS_* variables)';
  }
  if (url.port) return 'takes no port after the bucket: give the server as ?endpoint=http://host:port';
  if (url.hash) return 'must not have a #fragment';
  if (!url.hostname) return 'must name a bucket: s3://bucket';
  if (!BUCKET.test(url.hostname)) {
    return 'the bucket name must be 3 to 63 lowercase letters, digits, dots or hyphens, a letter or digit at each end';
  }
  // From the text as written: URL would resolve 'a/../b' to 'b' and hide the mistake.
  const written = value.slice('s3://'.length).split(/[?#]/)[0] ?? '';
  const prefix = written.slice(written.indexOf('/') + 1 || written.length).replace(/\/$/, '');
  if (prefix) {
    try {
      assertStorageKey(prefix);
    } catch {
      return "the prefix after the bucket must be '/'-separated letters, digits, '.', '_' or '-' (no empty, '.' or '..' part)";
    }
  }
  const names = [...url.searchParams.keys()];
  const unknown = names.find((name) => !(PARAMETERS as readonly string[]).includes(name));
  if (unknown) return `unknown parameter ${unknown}: the parameters are ${PARAMETERS.join(', ')}`;
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) return `gives ${repeated} more than once`;

  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  let origin: string | undefined;
  if (endpoint !== undefined) {
    const parsed = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
      return 'endpoint must be an http:// or https:// origin such as http://127.0.0.1:9000 (no path)';
    }
    if (parsed.username || parsed.password) return 'endpoint must not carry credentials';
    origin = parsed.origin;
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) return 'region must be a region name such as us-east-1';
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    return 'forcePathStyle must be true or false';
  return {
    bucket: url.hostname,
    prefix: prefix || undefined,
    endpoint: origin,
    region,
    // Servers of one's own are usually reached by address, where a bucket cannot be a host name.
    forcePathStyle: pathStyle === null ? origin !== undefined : pathStyle === 'true',
  };
}

/** STORAGE_URL's schema: the string in, an S3Location out, or an issue saying what is wrong. */
export const storageUrlSchema = z.string().transform((value, ctx): S3Location => {
  const location = readLocation(value.trim());
  if (typeof location === 'string') {
    ctx.addIssue({ code: 'custom', message: location });
    return z.NEVER;
  }
  return location;
});

interface StorageVariables {
  STORAGE_DIR?: string;
  STORAGE_URL?: S3Location;
  STORAGE_ACCESS_KEY_ID?: string;
  STORAGE_SECRET_ACCESS_KEY?: string;
}

/** What is wrong with the storage variables taken together, each naming the variable to fix. */
export function storageVariableIssues(env: StorageVariables): { path: [string]; message: string }[] {
  const issues: { path: [string]; message: string }[] = [];
  if (env.STORAGE_URL && env.STORAGE_DIR) {
    issues.push({ path: ['STORAGE_DIR'], message: 'set STORAGE_DIR (a disk) or STORAGE_URL (a bucket), not both' });
  }
  const keyId = Boolean(env.STORAGE_ACCESS_KEY_ID);
  const secret = Boolean(env.STORAGE_SECRET_ACCESS_KEY);
  if (!env.STORAGE_URL && (keyId || secret)) {
    const name = keyId ? 'STORAGE_ACCESS_KEY_ID' : 'STORAGE_SECRET_ACCESS_KEY';
    issues.push({ path: [name], message: 'is used only with STORAGE_URL' });
  } else if (keyId !== secret) {
    issues.push({
      path: [keyId ? 'STORAGE_SECRET_ACCESS_KEY' : 'STORAGE_ACCESS_KEY_ID'],
      message: 'STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together',
    });
  }
  return issues;
}
