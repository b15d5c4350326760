import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { profileText } from '../i18n';
import { FavoriteClubSelect } from './favorite-club-select';
import { LanguageSection } from './language-section';
import { MembershipGroups } from './membership-groups';
import { PrivacySection } from './privacy-section';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { SignInSection } from './sign-in-section';
import { VaccineStatusSection } from './vaccine-status-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /profile: the member's details (view, then edit), favourite club, membership user groups, vaccine status, and
 * the language of the app and of what the member is sent, the password and sessions, and (a member's) their data
 * and privacy: the download and the deletion request.
 */
export function Component() {
  const t = useText(profileText);
  const session = useSession();
  const sfId = session?.user.sfId ?? '';
  const profile = useProfile(sfId);
  const [editing, setEditing] = useState(false);

  if (!profile.data) {
    return profile.isError ? (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">{t('profile.page.title')}</Typography>
        <Button variant="contained" onClick={() => void profile.refetch()}>
          {t('profile.page.tryAgain')}
        </Button>
      </Stack>
    ) : (
      <PageSpinner label={t('profile.page.loading')} />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">{t('profile.page.title')}</Typography>
      <Section id="details-heading" title={t('profile.section.details')}>
        {editing ? (
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ProfileDetails profile={profile.data} />
            <Button variant="contained" onClick={() => setEditing(true)}>
              {t('profile.details.edit')}
            </Button>
          </Stack>
        )}
      </Section>
      <Section id="favorite-heading" title={t('profile.section.favorite')}>
        <FavoriteClubSelect />
      </Section>
      <Section id="membership-heading" title={t('profile.section.membership')}>
        <MembershipGroups sfId={sfId} />
      </Section>
      <Section id="vaccine-heading" title={t('profile.section.vaccine')}>
        <VaccineStatusSection profile={profile.data} />
      </Section>
      <Section id="language-heading" title={t('profile.section.language')}>
        <LanguageSection />
      </Section>
      <Section id="sign-in-heading" title={t('profile.section.signIn')}>
        <SignInSection />
      </Section>
      {session?.user.role === 'member' ? (
        <Section id="privacy-heading" title={t('profile.section.privacy')}>
          <PrivacySection />
        </Section>
      ) : null}
    </Stack>
  );
}
