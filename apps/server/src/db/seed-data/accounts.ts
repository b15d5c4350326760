import type { MemberStatus, UserRole } from '../schema';

/** Demo accounts listed in the README. Their member numbers sit below the identity range (200000+). */
export interface AccountSeed {
  memberNumber: number;
  email: string;
  password: string;
  role: UserRole;
  memberStatus: MemberStatus;
  firstName: string;
  lastName: string;
  homeClubId: string;
  scanCode: string;
  /** The member number of the primary account, for a family member. */
  primaryMemberNumber?: number;
  /** Personal details as the join stores them (ISO birthday, phone digits), for the profile page. */
  gender?: string;
  birthday?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  emergencyContactName?: string;
  emergencyContactPhone?: string;
}

export const DEMO_ACCOUNTS: AccountSeed[] = [
  {
    memberNumber: 100001,
    email: 'member@example.com',
    password: 'Member123!',
    role: 'member',
    memberStatus: 'active',
    firstName: 'Alex',
    lastName: 'Rivera',
    homeClubId: '101',
    scanCode: 'BFC-100001',
    gender: 'Female',
    birthday: '1990-04-12',
    phone: '4155550101',
    address: '12 Miller Ave',
    city: 'Mill Valley',
    state: 'CA',
    zip: '94941',
    emergencyContactName: 'Sam Rivera',
    emergencyContactPhone: '4155550102',
  },
  {
    memberNumber: 100002,
    email: 'family@example.com',
    password: 'Family123!',
    role: 'member',
    memberStatus: 'active',
    firstName: 'Jordan',
    lastName: 'Lee',
    homeClubId: '107',
    scanCode: 'BFC-100002',
    gender: 'Male',
    birthday: '1984-09-30',
    phone: '4155550201',
    address: '480 Folsom St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    emergencyContactName: 'Sam Lee',
    emergencyContactPhone: '4155550202',
  },
  {
    memberNumber: 100003,
    email: 'family@example.com',
    password: 'Family123!',
    role: 'member',
    memberStatus: 'active',
    firstName: 'Sam',
    lastName: 'Lee',
    homeClubId: '107',
    scanCode: 'BFC-100003',
    primaryMemberNumber: 100002,
  },
  {
    memberNumber: 100004,
    email: 'former@example.com',
    password: 'Former123!',
    role: 'member',
    memberStatus: 'former',
    firstName: 'Casey',
    lastName: 'Morgan',
    homeClubId: '106',
    scanCode: 'BFC-100004',
  },
  {
    memberNumber: 100008,
    email: 'lapsed@example.com',
    password: 'Lapsed123!',
    role: 'member',
    memberStatus: 'former',
    firstName: 'Jesse',
    lastName: 'Lapsed',
    homeClubId: '103',
    scanCode: 'BFC-100008',
  },
  {
    memberNumber: 100005,
    email: 'trainer@example.com',
    password: 'Trainer123!',
    role: 'trainer',
    memberStatus: 'active',
    firstName: 'Taylor',
    lastName: 'Brooks',
    homeClubId: '101',
    scanCode: 'BFC-100005',
  },
  {
    memberNumber: 100006,
    email: 'director@example.com',
    password: 'Director123!',
    role: 'director',
    memberStatus: 'active',
    firstName: 'Morgan',
    lastName: 'Ellis',
    homeClubId: '102',
    scanCode: 'BFC-100006',
  },
  {
    memberNumber: 100007,
    email: 'staff@example.com',
    password: 'Staff123!',
    role: 'staff',
    memberStatus: 'active',
    firstName: 'Riley',
    lastName: 'Chen',
    homeClubId: '102',
    scanCode: 'BFC-100007',
  },
];
