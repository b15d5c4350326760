import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { PERSONAL_INFO_MESSAGES, PHONE_TOO_LONG_MESSAGES, type PersonalInfo } from '@gym/contracts/personal-info';
import { PROFILE_MESSAGES, membershipAnswerSchema, profileAnswerSchema } from '@gym/contracts/profile';
import { memberships } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { rows } from '../../../test/join-kit';

const ADA: PersonalInfo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'Female',
  birthday: '12/10/1990',
  phone: '415-555-0100',
  address: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  emergencyContactName: 'Charles Babbage',
  emergencyContactPhone: '(415) 555 0199',
};

describeEachDatabase(
  'profile: GET /contacts/profile, PUT /contacts/update_profile, GET /contacts/membership',
  (ctx) => {
    let memberToken: string;
    let otherToken: string;
    beforeAll(async () => {
      memberToken = await ctx().login(DEMO.member.email, DEMO.member.password);
      otherToken = await ctx().login(DEMO.former.email, DEMO.former.password);
    });
    const getProfile = async (token: string) => {
      const response = await ctx().asMember(token, { method: 'GET', url: '/contacts/profile' });
      expect(response.statusCode, response.body).toBe(200);
      return profileAnswerSchema.parse(response.json()).data;
    };
    const update = (token: string, payload: Record<string, unknown>) =>
      ctx().asMember(token, { method: 'PUT', url: '/contacts/update_profile', payload });

    describe('GET /contacts/profile', () => {
      it("answers the token's own member in the envelope, with the vaccine status defaulting to 'Not yet uploaded'", async () => {
        const response = await ctx().asMember(memberToken, { method: 'GET', url: '/contacts/profile' });
        expect(response.json()).toMatchObject({ success: true });
        const profile = profileAnswerSchema.parse(response.json()).data;
        expect(profile).toMatchObject({
          idCA: String(DEMO.member.memberNumber),
          email: DEMO.member.email,
          firstName: DEMO.member.firstName,
          lastName: DEMO.member.lastName,
          scanCode: DEMO.member.scanCode,
          memberStatus: 'active',
          favoriteLocation: DEMO.member.homeClubId,
          vaccineStatus: 'Not yet uploaded',
        });
        expect(profile.favoriteLocationName).toBeTruthy();
        expect(profile.sfId).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('refuses a request without a member token, or with a forged one (401)', async () => {
        const none = await ctx().signed({ method: 'GET', url: '/contacts/profile' });
        expect(none.statusCode).toBe(401);
        expect(none.json().message).toBe(LOGIN_MESSAGES.sessionEnded);
        const forged = await ctx().asMember(`${memberToken.slice(0, -4)}AAAA`, {
          method: 'GET',
          url: '/contacts/profile',
        });
        expect(forged.statusCode).toBe(401);
      });
    });

    describe('PUT /contacts/update_profile', () => {
      it('saves the details in the personal-info formats and answers the updated profile; the e-mail stays', async () => {
        const response = await update(memberToken, { ...ADA, email: 'someone.else@example.com' });
        expect(response.statusCode, response.body).toBe(200);
        const answered = profileAnswerSchema.parse(response.json()).data;
        expect(answered).toMatchObject({ ...ADA, emergencyContactPhone: '415-555-0199', email: DEMO.member.email });
        expect(await getProfile(memberToken)).toEqual(answered);
        const [stored] = await rows<{ birthday: string; phone: string; emergency_contact_phone: string }>(
          ctx().app.db,
          sql`select birthday::text, phone, emergency_contact_phone from users where member_number = ${DEMO.member.memberNumber}`,
        );
        expect(stored).toEqual({ birthday: '1990-12-10', phone: '4155550100', emergency_contact_phone: '4155550199' });
      });

      it('answers 400 with the personal-info messages of every wrong field, and changes nothing', async () => {
        const before = await getProfile(memberToken);
        const cases: [Partial<Record<keyof PersonalInfo, string>>, string, string][] = [
          [{ firstName: '' }, 'firstName', PERSONAL_INFO_MESSAGES.firstNameRequired],
          [{ lastName: '<b>' }, 'lastName', PERSONAL_INFO_MESSAGES.lastNameInvalid],
          [{ gender: 'Robot' }, 'gender', PERSONAL_INFO_MESSAGES.genderRequired],
          [{ birthday: '13/40/1990' }, 'birthday', PERSONAL_INFO_MESSAGES.invalidDate],
          [{ phone: '015-555-0100' }, 'phone', PERSONAL_INFO_MESSAGES.phoneLeadingZero],
          [{ phone: '415-555' }, 'phone', PERSONAL_INFO_MESSAGES.phoneTooShort],
          [{ address: '' }, 'address', PERSONAL_INFO_MESSAGES.addressRequired],
          [{ city: '123' }, 'city', PERSONAL_INFO_MESSAGES.cityInvalid],
          [{ state: 'XX' }, 'state', PERSONAL_INFO_MESSAGES.stateRequired],
          [{ zipCode: '9410' }, 'zipCode', PERSONAL_INFO_MESSAGES.zipInvalid],
          [{ emergencyContactName: '' }, 'emergencyContactName', PERSONAL_INFO_MESSAGES.contactNameRequired],
          [{ emergencyContactPhone: '' }, 'emergencyContactPhone', PERSONAL_INFO_MESSAGES.contactPhoneRequired],
        ];
        for (const [change, field, message] of cases) {
          const response = await update(memberToken, { ...ADA, city: 'Oakland', ...change });
          expect(response.statusCode, JSON.stringify(change)).toBe(400);
          expect(response.json().errors).toContainEqual({ field, message });
        }
        const missing = await update(memberToken, { firstName: 'Ada' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toContainEqual({ field: 'city', message: PERSONAL_INFO_MESSAGES.cityRequired });
        expect(await getProfile(memberToken)).toEqual(before);
      });

      it('refuses a birthday under 18 with the join message', async () => {
        const year = new Date().getFullYear() - 10;
        const response = await update(memberToken, { ...ADA, birthday: `01/01/${year}` });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ field: 'birthday', message: PERSONAL_INFO_MESSAGES.under18 }]);
      });

      it('refuses details longer than the join takes (a name goes into every token), and changes nothing', async () => {
        const before = await getProfile(memberToken);
        const cases: [Partial<Record<keyof PersonalInfo, string>>, string, string][] = [
          [{ firstName: 'A'.repeat(81) }, 'firstName', PERSONAL_INFO_MESSAGES.firstNameInvalid],
          [{ lastName: 'L'.repeat(81) }, 'lastName', PERSONAL_INFO_MESSAGES.lastNameInvalid],
          [{ address: `1 ${'Market '.repeat(29)}` }, 'address', PERSONAL_INFO_MESSAGES.addressInvalid],
          [{ city: 'S'.repeat(101) }, 'city', PERSONAL_INFO_MESSAGES.cityInvalid],
          [
            { emergencyContactName: 'C'.repeat(121) },
            'emergencyContactName',
            PERSONAL_INFO_MESSAGES.contactNameInvalid,
          ],
          [{ phone: `415-555-0100${'1'.repeat(6)}` }, 'phone', PHONE_TOO_LONG_MESSAGES.phone],
          [
            { emergencyContactPhone: `415-555-0199${'9'.repeat(6)}` },
            'emergencyContactPhone',
            PHONE_TOO_LONG_MESSAGES.contactPhone,
          ],
        ];
        for (const [change, field, message] of cases) {
          const response = await update(memberToken, { ...ADA, ...change });
          expect(response.statusCode, JSON.stringify(change)).toBe(400);
          expect(response.json().errors).toContainEqual({ field, message });
        }
        expect(await getProfile(memberToken)).toEqual(before);

        // The longest the join takes still saves.
        const longest = { ...ADA, firstName: 'A'.repeat(80), phone: '4'.repeat(15) };
        const saved = await update(memberToken, longest);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(profileAnswerSchema.parse(saved.json()).data.firstName).toBe(longest.firstName);
        expect((await update(memberToken, ADA)).statusCode).toBe(200);
      });

      it("another member's token reads and changes only that member: the routes take no id", async () => {
        const mine = await getProfile(memberToken);
        const theirs = await getProfile(otherToken);
        expect(theirs.idCA).toBe(String(DEMO.former.memberNumber));
        expect(theirs.email).toBe(DEMO.former.email);

        // B sends A's ids along: they are not read.
        const response = await update(otherToken, {
          ...ADA,
          firstName: 'Bea',
          city: 'Berkeley',
          sfId: mine.sfId,
          idCA: mine.idCA,
        });
        expect(response.statusCode).toBe(200);
        expect(profileAnswerSchema.parse(response.json()).data).toMatchObject({
          idCA: String(DEMO.former.memberNumber),
          firstName: 'Bea',
          city: 'Berkeley',
        });
        expect(await getProfile(memberToken)).toEqual(mine);
        // Query strings are not read either.
        const probe = await ctx().asMember(otherToken, { method: 'GET', url: `/contacts/profile?sfId=${mine.sfId}` });
        expect(profileAnswerSchema.parse(probe.json()).data.idCA).toBe(String(DEMO.former.memberNumber));
      });

      it('needs a member token (401)', async () => {
        const response = await ctx().signed({ method: 'PUT', url: '/contacts/update_profile', payload: ADA });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('GET /contacts/membership', () => {
      const membership = async (token: string) => {
        const response = await ctx().asMember(token, { method: 'GET', url: '/contacts/membership' });
        expect(response.statusCode, response.body).toBe(200);
        return membershipAnswerSchema.parse(response.json());
      };

      it('answers [] for a member without a current membership', async () => {
        expect(await membership(memberToken)).toEqual({ success: true, data: { userGroups: [] } });
      });

      it("answers the user groups of the member's active membership, the newest first; ended ones do not count", async () => {
        const db = ctx().app.db;
        const [plan] = await rows<{ id: string; club_id: string }>(
          db,
          sql`select plan_id as id, club_id from plan_clubs limit 1`,
        );
        const [member] = await rows<{ id: string }>(
          db,
          sql`select id from users where member_number = ${DEMO.member.memberNumber}`,
        );
        const insert = (startDate: string, status: 'active' | 'ended', userGroups: string[]) =>
          db.insert(memberships).values({
            userId: member!.id,
            planId: plan!.id,
            clubId: plan!.club_id,
            status,
            startDate,
            priceCents: 4999,
            userGroups,
          });
        // The demo member's seeded membership (2025-01-01) has no groups yet.
        await insert('2020-01-01', 'ended', ['Old']);
        expect((await membership(memberToken)).data.userGroups).toEqual([]);
        await insert('2025-06-01', 'active', ['Premier']);
        await insert('2026-06-01', 'active', ['Premier', 'Family']);
        expect((await membership(memberToken)).data.userGroups).toEqual(['Premier', 'Family']);
        // Another member's token sees their own (none), not this member's.
        expect((await membership(otherToken)).data.userGroups).toEqual([]);
      });

      it('needs a member token (401)', async () => {
        expect((await ctx().signed({ method: 'GET', url: '/contacts/membership' })).statusCode).toBe(401);
      });
    });

    it('keeps the messages the web app shows', () => {
      expect(PROFILE_MESSAGES.loadError).toBe('Error, could not load your profile');
    });
  },
);
