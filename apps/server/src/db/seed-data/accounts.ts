import type { MemberStatus, UserRole } from '../schema';

/** Demo accounts listed in the README. Their member numbers sit below the identity range (200000+). */
export interface AccountSeed {
  memberNumber: number;
  email: string;
  password: string;
  /**
   * The argon2id hash of `password` (lib/passwords.ts hashPassword, once, by hand): seeding stores it instead of
   * hashing each time, which took seconds per start. accounts.test.ts checks that each verifies against its password.
   */
  passwordHash: string;
  role: UserRole;
  memberStatus: MemberStatus;
  firstName: string;
  lastName: string;
  homeClubId: string;
  scanCode: string;
  /** A front-desk or manager account's clubs (docs/decisions/0032); the director works every club. */
  staffClubIds?: string[];
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$nEFKAWnl0J3sdWidsynfsw$jJooFoUoHiqP7agk1c5rmMw6khJh5ezvRiRLPTZJB2w',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$5QY0OFmnJmggcW+RflzXJA$0x8zeoL/qTH2sYcbqVT4EgBp4Su1xyfYmncrWVzN9p0',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$rweXI8xAbKma6SPLW9+yOg$3jTrL5twmLWfAT9yVmjjCZtHsqNlbHCUgSZaIgSVILo',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$3VLinGpVVrUeGxvudCMVmQ$J3xaYPH5V4I4XYo2gCeAm/naG5Q9TzsMyAdMeJJYTKA',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$2kM/utY9WEXj5INh98PocQ$WV1mXbgludP0G7rnRDvQ7vtQLcJHuY0g5eQS0dCIezM',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$BrPKlBc+bghqXYqKbmRphA$Ds7ckfSqSxskoT7u0wvbRLOXDToZJVoCYBU4hVZuj7k',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$DMCmuicuTSQp5nmJqYnpVg$8WEvxwduqH3VZCgOqySKPkIGmZAYgW2phMy47MYj+mk',
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
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$86rKmVGoOVLZw6xdSlDinw$ePCOExzlOgwTRxSC/fm8QLnQB3K0zeLTDfDNPK9XZLU',
    role: 'staff',
    memberStatus: 'active',
    firstName: 'Riley',
    lastName: 'Chen',
    homeClubId: '102',
    scanCode: 'BFC-100007',
    // A front desk that covers every club's desk (the manager below shows one club's scope).
    staffClubIds: ['101', '102', '103', '104', '105', '106', '107', '108'],
  },
  {
    memberNumber: 100009,
    email: 'manager@example.com',
    password: 'Manager123!',
    passwordHash: '$argon2id$v=19$m=65536,p=4,t=3$DWSsbfM8/9Xb/i3d4Pk3Kw$h2hrEjAGyrq3LdpjKJRW9KvdSwozZzjUA751GjxuIbI',
    role: 'manager',
    memberStatus: 'active',
    firstName: 'Avery',
    lastName: 'Santos',
    homeClubId: '106',
    scanCode: 'BFC-100009',
    // The Oakland club manager.
    staffClubIds: ['106'],
  },
];
