import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInBodySchema,
  checkInRefusalSchema,
  deskCheckInAnswerSchema,
  CHECK_IN_REPEAT_WINDOW_MINUTES,
  HISTORY_LIMIT,
  historyAnswerSchema,
  historyQuerySchema,
  memberPhotoParamsSchema,
} from '@gym/contracts/visits';
import * as z from 'zod/mini';
import { CHECK_IN_CODE_PAST_WINDOWS, CHECK_IN_CODE_PERIOD_S } from '@gym/contracts/check-in-code';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { type SignedInMember, requireRoles } from '../../../plugins/member-auth';
import { CheckInRefused, type VisitsService } from './visits.service';
import { sendPhoto } from '../../../lib/send-photo';

export interface VisitsRoutesOptions {
  visits: VisitsService;
  /** Throws unless the staff account works at this club (the staff domain's scopes, docs/decisions/0032). */
  requireStaffClub: (account: SignedInMember, clubId: string) => Promise<void>;
}

/** GET /history, POST /staff/check-ins and the desk's member photo: register inside the member-auth scope. */
export const visitsRoutes: FastifyPluginAsyncZod<VisitsRoutesOptions> = async (app, { visits, requireStaffClub }) => {
  app.get(
    '/history',
    {
      schema: {
        tags: ['visits'],
        summary: "The signed-in member's visits, newest first",
        description:
          "startDate and endDate are days (YYYY-MM-DD) in the clubs' time zone, America/Los_Angeles, both " +
          `inclusive; either may be left out. limit defaults to ${HISTORY_LIMIT.default}, at most ` +
          `${HISTORY_LIMIT.max}. checkInDate and checkInTime are the club's wall clock.`,
        querystring: historyQuerySchema,
        response: { 200: historyAnswerSchema },
      },
    },
    (request) => visits.history(request.member.id, request.query),
  );

  app.post(
    '/staff/check-ins',
    {
      onRequest: requireRoles(...CONSOLE_ROLES),
      schema: {
        tags: ['visits'],
        summary:
          "Front desk: check a member in by their rotating code, or by their number typed by staff; a guest by a guest pass's code",
        description:
          'Staff at one of their clubs (403 at another club). scanCode is what the QR code on the member home ' +
          `carries, scanCode.digits: the digits of the current ${CHECK_IN_CODE_PERIOD_S}-second window or the ` +
          `${CHECK_IN_CODE_PAST_WINDOWS} before it, each taken once (docs/decisions/0036). The member number or ` +
          'the static scan code alone checks in only with manual: true (staff typed it), and the visit is ' +
          "recorded as manual and audited. 404 'No member with this code'. Each member answer names the member " +
          'and their status (active, past-due, frozen, suspended, cancelled, no-membership); a refusal is a 409 ' +
          'whose message is the reason and whose member is who it was (a code expired, used already or not ' +
          'valid, a static code scanned, a former member, no active membership, suspended for unpaid dues, ' +
          'frozen, or a membership that has ended; past due still checks in). ' +
          `A new code (or the number typed) at the same club within ${CHECK_IN_REPEAT_WINDOW_MINUTES} minutes ` +
          'answers the visit already recorded (alreadyCheckedIn), not a second one. A guest pass code (staff and the director) ' +
          "answers the guest and the member who invited them and is used at once; used or after its month's last " +
          'day it is a 409 saying when.',
        body: checkInBodySchema,
        response: { 200: deskCheckInAnswerSchema, 409: z.union([checkInRefusalSchema, errorAnswerSchema]) },
      },
    },
    async (request, reply) => {
      await requireStaffClub(request.member, request.body.clubId.trim());
      try {
        return await visits.checkIn(request.member.id, request.body);
      } catch (error) {
        if (!(error instanceof CheckInRefused)) throw error;
        // The error envelope with who it was: the desk shows the face and status beside the reason.
        return reply.code(409).send({
          success: false,
          status: 409,
          code: 'CONFLICT',
          message: error.message,
          requestId: request.id,
          member: error.member,
        });
      }
    },
  );

  app.get(
    '/staff/members/:idCA/photo',
    {
      onRequest: requireRoles(...CONSOLE_ROLES),
      schema: {
        tags: ['visits'],
        summary: "Front desk: the member's join photo (JPEG), to compare with the person at the desk",
        description: "Staff accounts only (403 for others); 404 'This member has no photo on file'.",
        params: memberPhotoParamsSchema,
      },
    },
    async (request, reply) => sendPhoto(reply, await visits.photo(request.params.idCA)),
  );
};
