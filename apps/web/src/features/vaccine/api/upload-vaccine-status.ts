import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VACCINATED_USER_GROUP,
  VACCINE_FILE_FIELD,
  type VisitorIdentity,
  uploadTicketAnswerSchema,
  vaccineUploadAnswerSchema,
} from '@gym/contracts/vaccine';
import { apiRequest } from '../../../lib/api-client';

export interface VaccineUpload {
  file: File;
  /** A visitor who is not signed in names the member; a signed-in member's token does that. */
  identity?: VisitorIdentity;
}

/**
 * Section 7: POST /membership with the user group (an upload ticket for this member, docs/decisions/0012), then
 * POST /contacts/vaccine-status with the file and the ticket as the bearer token.
 */
export async function uploadVaccineStatus({ file, identity }: VaccineUpload) {
  const ticket = await apiRequest('/membership', {
    method: 'POST',
    body: { userGroup: VACCINATED_USER_GROUP, ...identity },
    schema: uploadTicketAnswerSchema,
    // A visitor sends no bearer token: the server then reads the identity fields.
    ...(identity ? { token: null } : {}),
  });
  const form = new FormData();
  form.append(VACCINE_FILE_FIELD, file);
  return apiRequest('/contacts/vaccine-status', {
    method: 'POST',
    body: form,
    schema: vaccineUploadAnswerSchema,
    token: ticket.data.uploadToken,
    // Up to 10 MB on a phone connection: the specification's 60 s client.
    long: true,
  });
}

/**
 * The upload; the form says 'Please try again.' and the server's reason on failure (silent: not a banner too),
 * and the member's contact data is read again.
 */
export function useUploadVaccineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVaccineStatus,
    meta: { silent: true },
    // 'contacts' is the profile feature's key prefix: the profile then shows 'Pending confirmation'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contacts'] }),
  });
}
