import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import { classRosterText } from '../i18n';
import { AddMemberDialog } from './add-member-dialog';
import { CancelClassDialog } from './cancel-class-dialog';
import { CapacityDialog } from './capacity-dialog';
import { MoveClassDialog } from './move-class-dialog';
import { SubstituteDialog } from './substitute-dialog';

type Change = 'cancel' | 'substitute' | 'capacity' | 'move' | 'add';

/**
 * A manager's changes to a class not yet started: cancel it, substitute its trainer, change its capacity, move it,
 * put a member on it. Each asks in a dialog, which keeps the server's refusal in place; what it did is said after.
 */
export function SessionActions({ roster, onDone }: { roster: ClassRoster; onDone: (notice: string) => void }) {
  const t = useText(classRosterText);
  const headingId = useId();
  const [open, setOpen] = useState<Change | null>(null);
  const close = () => setOpen(null);
  const done = (notice: string) => {
    setOpen(null);
    onDone(notice);
  };
  const dialogProps = { roster, onClose: close, onDone: done };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 0.5 }}>
        {t('class-roster.actions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('class-roster.actions.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setOpen('add')}>
          {t('class-roster.add.open')}
        </Button>
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOpen('substitute')}>
          {t('class-roster.substitute.open')}
        </Button>
        <Button variant="outlined" startIcon={<GroupsOutlinedIcon />} onClick={() => setOpen('capacity')}>
          {t('class-roster.capacity.open')}
        </Button>
        <Button variant="outlined" startIcon={<EditCalendarOutlinedIcon />} onClick={() => setOpen('move')}>
          {t('class-roster.move.open')}
        </Button>
        <Box sx={{ flex: { sm: 1 } }} />
        <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen('cancel')}>
          {t('class-roster.cancel.open')}
        </Button>
      </Stack>
      {open === 'cancel' && <CancelClassDialog {...dialogProps} />}
      {open === 'substitute' && <SubstituteDialog {...dialogProps} />}
      {open === 'capacity' && <CapacityDialog {...dialogProps} />}
      {open === 'move' && <MoveClassDialog {...dialogProps} />}
      {open === 'add' && <AddMemberDialog {...dialogProps} />}
    </Paper>
  );
}
