import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { clockTimeOf, moveSessionBodySchema } from '@gym/contracts/staff-schedule';
import { DialogShell } from '../../../components/dialog-shell';
import { clubMinuteOfDay } from '../../../lib/club-clock';
import { useRooms } from '../../../lib/club-rooms';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useMoveClass } from '../api/move-class';
import { classRosterText } from '../i18n';
import { ROSTER_TIME_ZONE } from '../lib/time-zone';

interface MoveClassDialogProps {
  roster: ClassRoster;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * The class to another day, time (the club's clock) or room of its club. The server refuses the past, a closed club,
 * a room in use or too small for those booked; the refusal stays in the dialog.
 */
export function MoveClassDialog({ roster, onClose, onDone }: MoveClassDialogProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const { session } = roster;
  const rooms = useRooms(session.clubId);
  const move = useMoveClass(session.id);
  const [day, setDay] = useState(session.day);
  const [time, setTime] = useState(clockTimeOf(clubMinuteOfDay(session.startsAt, ROSTER_TIME_ZONE)));
  const [roomId, setRoomId] = useState(session.room.id);
  const [invalid, setInvalid] = useState<Partial<Record<'day' | 'startTime' | 'roomId', string>>>({});

  const submit = () => {
    const parsed = moveSessionBodySchema.safeParse({ day, startTime: time, roomId });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => [String(issue.path[0]), shared(issue.message)]);
      setInvalid(Object.fromEntries(issues));
      return;
    }
    setInvalid({});
    move.mutate(parsed.data, { onSuccess: () => onDone(t('class-roster.move.done')) });
  };

  return (
    <DialogShell
      title={t('class-roster.move.title')}
      description={t('class-roster.move.text', { booked: session.booked })}
      error={move.isError ? move.error.message : rooms.isError ? rooms.error.message : null}
      busy={move.isPending}
      confirmLabel={t('class-roster.move.confirm')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={t('class-roster.move.day')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            required
            fullWidth
            error={invalid.day !== undefined}
            helperText={invalid.day}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={t('class-roster.move.time')}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            required
            fullWidth
            error={invalid.startTime !== undefined}
            helperText={invalid.startTime ?? t('class-roster.localTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField
          select
          label={t('class-roster.move.room')}
          value={rooms.data ? roomId : ''}
          onChange={(event) => setRoomId(event.target.value)}
          required
          disabled={!rooms.data}
          error={invalid.roomId !== undefined}
          helperText={invalid.roomId}
        >
          {(rooms.data ?? []).map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {t('class-roster.move.roomOption', { room: room.name, capacity: room.capacity })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </DialogShell>
  );
}
