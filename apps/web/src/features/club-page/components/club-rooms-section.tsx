import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import PoolIcon from '@mui/icons-material/Pool';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import { Box, Chip, Typography } from '@mui/material';
import type { ClubBusy } from '@gym/contracts/club-busy';
import type { ClubPageClass } from '@gym/contracts/club-page';
import type { Room, RoomKind } from '@gym/contracts/clubs';
import { LEVEL_TEXT } from '../../../components/club-busy/busy-level-text';
import { componentsText } from '../../../components/i18n';
import { useText } from '../../../lib/i18n/catalog';
import { type ClubPageTextId, clubPageText } from '../i18n';
import { ClubSection } from './club-section';

const KIND: Record<RoomKind, { icon: typeof FitnessCenterIcon; kindId: ClubPageTextId }> = {
  gymFloor: { icon: FitnessCenterIcon, kindId: 'club-page.rooms.kind.gymFloor' },
  studio: { icon: SelfImprovementIcon, kindId: 'club-page.rooms.kind.studio' },
  pool: { icon: PoolIcon, kindId: 'club-page.rooms.kind.pool' },
  courts: { icon: SportsTennisIcon, kindId: 'club-page.rooms.kind.courts' },
};

/**
 * The club's rooms by kind, each with how many it holds; the gym floor says how busy the club is now, a room with a
 * class running says which and how full ('Power Spin · 28 of 30').
 */
export function ClubRoomsSection({
  rooms,
  busy,
  open,
  classesNow,
}: {
  rooms: Room[];
  busy: ClubBusy;
  open: boolean;
  classesNow: ClubPageClass[];
}) {
  const t = useText(clubPageText);
  const shared = useText(componentsText);
  return (
    <ClubSection title={t('club-page.rooms.heading')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {rooms.map((room) => {
          const { icon: Icon, kindId } = KIND[room.kind];
          const running = classesNow.find((session) => session.room.id === room.id);
          return (
            <Box component="li" key={room.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'rgba(11, 61, 46, 0.08)',
                  color: 'primary.main',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {room.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(kindId)} · {t('club-page.rooms.capacity', { capacity: room.capacity })}
                </Typography>
                {room.description && <Typography variant="body2">{room.description}</Typography>}
                {running && (
                  <Chip
                    size="small"
                    color="secondary"
                    sx={{ mt: 0.5 }}
                    label={t('club-page.rooms.classNow', {
                      className: running.className,
                      booked: running.booked,
                      capacity: running.capacity,
                    })}
                  />
                )}
                {room.kind === 'gymFloor' && open && (
                  <Chip
                    size="small"
                    sx={{ mt: 0.5 }}
                    label={shared('components.busy.now', { level: shared(LEVEL_TEXT[busy.level]) })}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </ClubSection>
  );
}
