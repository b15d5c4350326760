import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { FavoriteClubSelect } from './favorite-club-select';
import { MembershipGroups } from './membership-groups';
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
 * the password and sessions.
 */
export function Component() {
  const session = useSession();
  const sfId = session?.user.sfId ?? '';
  const profile = useProfile(sfId);
  const [editing, setEditing] = useState(false);

  if (!profile.data) {
    return profile.isError ? (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">Your profile</Typography>
        <Button variant="contained" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Stack>
    ) : (
      <PageSpinner label="Loading your profile" />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">Your profile</Typography>
      <Section id="details-heading" title="Your details">
        {editing ? (
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ProfileDetails profile={profile.data} />
            <Button variant="contained" onClick={() => setEditing(true)}>
              Edit details
            </Button>
          </Stack>
        )}
      </Section>
      <Section id="favorite-heading" title="Favourite club">
        <FavoriteClubSelect />
      </Section>
      <Section id="membership-heading" title="Membership">
        <MembershipGroups sfId={sfId} />
      </Section>
      <Section id="vaccine-heading" title="Vaccine status">
        <VaccineStatusSection profile={profile.data} />
      </Section>
      <Section id="sign-in-heading" title="Password and devices">
        <SignInSection />
      </Section>
    </Stack>
  );
}
