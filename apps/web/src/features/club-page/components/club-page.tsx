import { useEffect } from 'react';
import { useParams } from 'react-router';
import { type ClubSlug, isClubSlug } from '@gym/contracts/constants';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { useText } from '../../../lib/i18n/catalog';
import { useClubPage } from '../api/get-club-page';
import { useClubPlans } from '../api/get-club-plans';
import { clubPageTitle } from '../club-page-title';
import { clubPageText } from '../i18n';
import { ClubPlace } from './club-place';

function ClubPageOf({ slug }: { slug: ClubSlug }) {
  const t = useText(clubPageText);
  const page = useClubPage(slug);
  const plans = useClubPlans(slug);
  const title = page.data ? clubPageTitle(page.data) : null;
  // The route names the tab from the cache (app/router.tsx); this names it again once the club has arrived.
  useEffect(() => {
    if (title) document.title = `${title} · ${appConfig().brandName}`;
  }, [title]);
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  if (!page.data) return page.isError ? null : <PageSpinner label={t('club-page.loading')} />;
  return <ClubPlace page={page.data} plans={plans.data} />;
}

/** `/locations/:slug`: a club's own page; any segment but the eight clubs' is 'Page not found'. */
export function Component() {
  const { slug } = useParams();
  if (!slug || !isClubSlug(slug)) return <NotFoundPage />;
  return <ClubPageOf slug={slug} />;
}
