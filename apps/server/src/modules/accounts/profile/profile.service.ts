import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import {
  type PersonalInfo,
  PERSONAL_INFO_MESSAGES,
  clubToday,
  isOldEnough,
  parseBirthday,
  phoneDigits,
  toIsoDate,
} from '@gym/contracts/personal-info';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { Profile } from '@gym/contracts/profile';
import { vaccineStatusOf } from '@gym/contracts/vaccine';
import { badRequest, unauthorized } from '../../../lib/app-error';
import type { ProfileRepository } from './profile.repository';

/** YYYY-MM-DD as the personal-info form writes it: MM/DD/YYYY. */
function formBirthday(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

/** Stored digits as the form's mask writes them (999-999-9999); anything else as it is. */
function formPhone(digits: string | null): string | null {
  const match = digits ? /^(\d{3})(\d{3})(\d{4})$/.exec(digits) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}

/** GET /contacts/profile, PUT /contacts/update_profile, GET /contacts/membership: the token's account only. */
/** The groups of the member's current membership: the membership domain's answer, passed in at registration
 * (accounts sits below membership and never imports it). */
export type MembershipGroupsOf = (userId: string) => Promise<string[]>;

export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly membershipGroupsOf: MembershipGroupsOf,
  ) {}

  async profile(userId: string): Promise<Profile> {
    const row = await this.profiles.find(userId);
    // The token outlived its account: the same 401 as an ended session, so the SPA logs out.
    if (!row) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    const { user } = row;
    return {
      sfId: user.id,
      idCA: String(user.memberNumber),
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      gender: user.gender,
      birthday: formBirthday(user.birthday),
      phone: formPhone(user.phone),
      address: user.address,
      city: user.city,
      state: user.state,
      zipCode: user.zip,
      emergencyContactName: user.emergencyContactName,
      emergencyContactPhone: formPhone(user.emergencyContactPhone),
      scanCode: user.scanCode,
      memberStatus: user.memberStatus,
      favoriteLocation: user.homeClubId,
      favoriteLocationName: row.favoriteLocationName,
      vaccineStatus: vaccineStatusOf(row.newestVaccineRecord),
    };
  }

  /** The body has passed the personal-info rules; the join's age rule applies to a changed birthday too. */
  async update(userId: string, info: PersonalInfo): Promise<Profile> {
    const today = clubToday();
    const birth = parseBirthday(info.birthday, today.year);
    if (!birth || !isOldEnough(info.birthday, today)) {
      throw badRequest(PERSONAL_INFO_MESSAGES.under18, [
        { field: 'birthday', message: PERSONAL_INFO_MESSAGES.under18 },
      ]);
    }
    const saved = await this.profiles.update(userId, {
      firstName: info.firstName.trim(),
      lastName: info.lastName.trim(),
      gender: info.gender,
      birthday: toIsoDate(birth),
      phone: phoneDigits(info.phone),
      address: info.address.trim(),
      city: info.city.trim(),
      state: info.state,
      zip: info.zipCode.trim(),
      emergencyContactName: info.emergencyContactName.trim(),
      emergencyContactPhone: phoneDigits(info.emergencyContactPhone),
    });
    if (!saved) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    return this.profile(userId);
  }

  /** The account's language, for its e-mails and documents from now on (docs/decisions/0039). */
  async setLocale(userId: string, locale: Locale): Promise<{ locale: Locale }> {
    if (!(await this.profiles.setLocale(userId, locale))) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    return { locale };
  }

  async membership(userId: string) {
    return { userGroups: await this.membershipGroupsOf(userId) };
  }
}
