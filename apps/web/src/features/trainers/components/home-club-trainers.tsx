import { Navigate } from 'react-router';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { trainersText } from '../i18n';
import { clubTrainersPath } from '../lib/paths';

/**
 * `/trainers`, the member navigation's 'Trainers': the home club's trainers (its name from the clubs list, the
 * session's until it comes), or the clubs to choose from for an account without a home club.
 */
export function Component() {
  const t = useText(trainersText);
  const clubs = useClubs();
  const user = useSession()?.user;
  if (clubs.isPending && user?.favoriteLocation) return <PageSpinner label={t('trainers.loading')} />;
  const listed = clubs.data?.find((club) => club.clubautomationclubidC === user?.favoriteLocation);
  const slug = clubSlug(listed?.displayName ?? user?.favoriteLocationName ?? '');
  return <Navigate to={isClubSlug(slug) ? clubTrainersPath(slug) : '/locations'} replace />;
}
