import { afterEach, expect, it, vi } from 'vitest';
import { REFERRAL_MESSAGES } from '@gym/contracts/referral';
import { checkReferralCode } from './get-referral';

/** A code as the server signs it: base64 of member=plan=date=signature (the signature is the server's business). */
const signedCode = (date: string) => btoa(`100001=marin-monthly=${date}=q1w2e3r4t5y6u7i8o9p0-_ASDFGHJKLZXCVBNMqwert`);

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("reads a signed code's date: one from another month is 'Referral code don't available' without a call", async () => {
  const fetch = vi.fn(async () => json({}));
  vi.stubGlobal('fetch', fetch);
  await expect(checkReferralCode(signedCode('2025-02-14'), 'marin-monthly', '2025-03-10')).rejects.toMatchObject({
    message: REFERRAL_MESSAGES.codeNotAvailable,
  });
  expect(fetch).not.toHaveBeenCalled();
});

it('sends a signed code of this month to the server as it came, and answers the referral person', async () => {
  const code = signedCode('2025-03-01');
  const asked: URL[] = [];
  const person = {
    name: 'Alex Rivera',
    plan: 'marin-monthly',
    clubSfId: '101',
    caID: '100001',
    referralId: 'r-1',
    olsEeferralPopupHeader: '',
    olsReferralPopupText: '',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (url.pathname === '/ols-account/generate-token') {
        return json({ success: true, data: { accessToken: 'a.b.c', expiresIn: 7200 } });
      }
      return json({ error: false, data: person });
    }),
  );
  await expect(checkReferralCode(code, 'marin-monthly', '2025-03-10')).resolves.toEqual(person);
  const check = asked.find((url) => url.pathname === '/sign-up/check-referral-code');
  expect(check?.searchParams.get('code')).toBe(code);
  expect(check?.searchParams.get('plan')).toBe('marin-monthly');
});
