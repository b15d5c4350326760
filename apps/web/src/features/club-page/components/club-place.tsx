import { Box, Stack } from '@mui/material';
import type { ClubPage } from '@gym/contracts/club-page';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { ClubBusySection } from './club-busy-section';
import { ClubClassesSection } from './club-classes-section';
import { ClubHero } from './club-hero';
import { ClubHoursSection } from './club-hours-section';
import { ClubAmenitiesSection, ClubTrainersSection } from './club-people-and-amenities';
import { ClubPlansSection } from './club-plans-section';
import { ClubRoomsSection } from './club-rooms-section';

export interface ClubPlaceProps {
  page: ClubPage;
  /** The club's plans; undefined while they load. */
  plans: PlanInfoAnswer['data'] | undefined;
}

/**
 * A club's page as the app and the server's prerender show it alike (docs/decisions/0048): on a phone one column,
 * what a visitor from a search wants first (where, open or not, how busy), then today's classes, the rooms, amenities, trainers and
 * plans; on a desktop two columns. The server's prerendered page also describes the club to search engines in its
 * head (schema.org data: apps/server's plugins/club-structured-data.ts).
 */
export function ClubPlace({ page, plans }: ClubPlaceProps) {
  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-club-page={page.slug}>
      <ClubHero page={page} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ClubBusySection busy={page.busy} hours={page.hours} />
        <ClubHoursSection hours={page.hours} />
        <ClubClassesSection page={page} />
        <ClubRoomsSection rooms={page.rooms} busy={page.busy} open={page.hours.now.open} classesNow={page.classesNow} />
        <Stack spacing={{ xs: 2, md: 3 }}>
          <ClubAmenitiesSection amenities={page.amenities} />
          <ClubTrainersSection trainers={page.trainers} />
        </Stack>
      </Box>
      <ClubPlansSection slug={page.slug} plans={plans} />
    </Stack>
  );
}
