import type { SessionUser } from '@gym/contracts/session-user';

/** The demo family member (member number 100003) as a session user: what component tests sign in as. */
export const SAM: SessionUser = {
  sfId: '5d0f3c1e-0000-4000-8000-000000000003',
  idCA: '100003',
  name: 'Sam Lee',
  email: 'family@example.com',
  firstName: 'Sam',
  favoriteLocationName: 'Castro',
  favoriteLocation: '107',
  favoriteLocationCAId: '107',
  memberStatus: 'active',
  scanCode: 'BFC-100003',
  isTrainer: false,
  isDirector: false,
  role: 'member',
};
