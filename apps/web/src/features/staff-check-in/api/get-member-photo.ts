import { memberPhotoPath } from '@gym/contracts/visits';
import { useMemberFileUrl } from '../../../lib/member-file-url';

/** GET /staff/members/:idCA/photo: the scanned member's join photo as an object URL (null: none to show). */
export const useMemberPhotoUrl = (idCA: string | null) =>
  useMemberFileUrl(idCA === null ? null : memberPhotoPath(idCA));
