const STORAGE_KEY = 'signup-utm';
const FIELDS = {
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_medium: 'utmMedium',
  utm_source: 'utmSource',
} as const;

export type StoredUtm = Partial<Record<(typeof FIELDS)[keyof typeof FIELDS], string>>;

/** Keeps the campaign parameters of the address the visitor arrived with, for the UTM info sent after a join. */
export function captureUtm(search: string): void {
  const params = new URLSearchParams(search);
  const found: StoredUtm = {};
  for (const [param, field] of Object.entries(FIELDS)) {
    const value = params.get(param);
    if (value) found[field] = value.slice(0, 200);
  }
  if (Object.keys(found).length > 0) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
}

export function storedUtm(): StoredUtm {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as StoredUtm;
  } catch {
    return {};
  }
}
