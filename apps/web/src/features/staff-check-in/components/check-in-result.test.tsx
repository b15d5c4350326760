import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CHECK_IN_CODE_MESSAGES } from '@gym/contracts/check-in-code';
import { VISIT_MESSAGES } from '@gym/contracts/visits';
import { closeBanner, useBanner } from '../../../lib/banner-store';
import { queryClient } from '../../../lib/query-client';
import {
  SCANNED,
  checkedIn,
  chooseClub,
  json,
  refusedAnswer,
  renderPage,
  scanField,
  stubApi,
} from './check-in-test-kit';

/** The app's one banner, to check that a refusal does not also go there. */
function BannerProbe() {
  const banner = useBanner();
  return <div data-testid="banner">{banner?.message ?? ''}</div>;
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

beforeEach(() => {
  localStorage.clear();
  // jsdom has no object URLs: the photo's blob gets a stand-in address.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  closeBanner();
  queryClient.clear();
  vi.unstubAllGlobals();
});

it("shows the member's join photo, read from the staff-only photo route, beside 'Checked in'", async () => {
  const photos: string[] = [];
  stubApi(
    () => json(checkedIn(false, true)),
    (pathname) => {
      photos.push(pathname);
      return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
    },
  );
  const user = renderPage(queryClient);
  await chooseClub(user, 'Transbay');
  await user.type(scanField(), 'BFC-100001{Enter}');
  const photo = await screen.findByRole('img', { name: 'Photo of Alex Rivera' });
  expect(photo).toHaveAttribute('src', 'blob:photo');
  expect(photo.closest('[role="status"]')).toHaveTextContent('Checked in');
  expect(photos).toEqual(['/staff/members/100001/photo']);
});

it("says 'No photo on file' for a member without one, and asks for no photo", async () => {
  const photos: string[] = [];
  stubApi(
    () => json(checkedIn()),
    (pathname) => {
      photos.push(pathname);
      return json({}, 404);
    },
  );
  const user = renderPage(queryClient);
  await chooseClub(user, 'Transbay');
  await user.type(scanField(), 'BFC-100001{Enter}');
  expect(await screen.findByText('No photo on file')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
  expect(photos).toEqual([]);
});

it('replaces a refusal with the next check-in: one result on screen, and no banner repeating the refusal', async () => {
  let scans = 0;
  stubApi(() => {
    scans += 1;
    return scans === 1
      ? json({ success: false, status: 404, code: 'NOT_FOUND', message: VISIT_MESSAGES.noMemberWithCode }, 404)
      : json(checkedIn());
  });
  const user = renderPage(queryClient, <BannerProbe />);
  await chooseClub(user, 'Transbay');

  await user.type(scanField(), 'BFC-999999{Enter}');
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent(`Not checked inBFC-999999: ${VISIT_MESSAGES.noMemberWithCode}`);
  expect(screen.getByTestId('banner')).toHaveTextContent('');

  await user.type(scanField(), 'BFC-100001{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('Checked in');
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.queryByText(/No member with this code/)).not.toBeInTheDocument();
  expect(screen.getByTestId('banner')).toHaveTextContent('');
});

it('shows a refused member big and red: photo, name, number, status and the exact reason', async () => {
  const photos: string[] = [];
  stubApi(
    () => refusedAnswer('This membership is frozen', 'frozen'),
    (pathname) => {
      photos.push(pathname);
      return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
    },
  );
  const user = renderPage(queryClient, <BannerProbe />);
  await chooseClub(user, 'Transbay');
  await user.type(scanField(), 'BFC-100001{Enter}');
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent('Not checked in');
  expect(refusal).toHaveTextContent('Status: Frozen');
  expect(refusal).toHaveTextContent('Alex Rivera, member 100001');
  expect(refusal).toHaveTextContent('BFC-100001: This membership is frozen');
  expect(await screen.findByRole('img', { name: 'Photo of Alex Rivera' })).toHaveAttribute('src', 'blob:photo');
  expect(photos).toEqual(['/staff/members/100001/photo']);
  expect(screen.getByTestId('banner')).toHaveTextContent('');
  // Ready for the next member at once.
  await waitFor(() => expect(scanField()).toHaveFocus());
});

it("says a past-due member's status beside 'Checked in'", async () => {
  stubApi(() => json(checkedIn(false, false, 'past-due')));
  const user = renderPage(queryClient);
  await chooseClub(user, 'Transbay');
  await user.type(scanField(), 'BFC-100001{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('Status: Past due');
});

it.each([
  ['a used code', SCANNED, CHECK_IN_CODE_MESSAGES.codeUsed],
  ['an expired code', SCANNED, CHECK_IN_CODE_MESSAGES.codeExpired],
  ['a wrong code', SCANNED, CHECK_IN_CODE_MESSAGES.codeInvalid],
  ['a static code', 'BFC-100001', CHECK_IN_CODE_MESSAGES.staticCodeScanned],
])('says why %s is refused, beside the face and name of the member it names', async (_, code, message) => {
  stubApi(
    () => refusedAnswer(message),
    () => new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } }),
  );
  const user = renderPage(queryClient, <BannerProbe />);
  await chooseClub(user, 'Transbay');
  await user.type(scanField(), `${code}{Enter}`);
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent('Not checked in');
  expect(refusal).toHaveTextContent('Alex Rivera, member 100001');
  expect(refusal).toHaveTextContent(`${code}: ${message}`);
  expect(await screen.findByRole('img', { name: 'Photo of Alex Rivera' })).toBeInTheDocument();
  expect(screen.getByTestId('banner')).toHaveTextContent('');
});
