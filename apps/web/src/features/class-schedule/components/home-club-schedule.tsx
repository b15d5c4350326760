import { Navigate } from 'react-router';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { classScheduleText } from '../i18n';
import { schedulePath } from '../lib/schedule-clubs';

/**
 * `/classes`, the member navigation's 'Classes': the home club's schedule (its name from the clubs list, the
 * session's until it comes), or the clubs to choose from for an account without a home club.
 */
export function Component() {
  const t = useText(classScheduleText);
  const clubs = useClubs();
  const user = useSession()?.user;
  if (clubs.isPending && user?.favoriteLocation) return <PageSpinner label={t('class-schedule.loading')} />;
  const listed = clubs.data?.find((club) => club.clubautomationclubidC === user?.favoriteLocation);
  const slug = clubSlug(listed?.displayName ?? user?.favoriteLocationName ?? '');
  return <Navigate to={isClubSlug(slug) ? schedulePath(slug) : '/locations'} replace />;
}
