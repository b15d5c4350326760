import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { addDays } from '@gym/contracts/club-days';
import { useText } from '../../../lib/i18n/catalog';
import { classRosterText } from '../i18n';

interface ClubDayPickerProps {
  clubIds: string[];
  clubNames: Map<string, string>;
  clubId: string;
  day: string;
  onChange: (choice: { clubId: string; day: string }) => void;
}

/**
 * Which club's classes and which day: a choice among the account's clubs when it has several (the director has
 * them all), the club's name alone when it has one; the day with the day before and after a tap away.
 */
export function ClubDayPicker({ clubIds, clubNames, clubId, day, onChange }: ClubDayPickerProps) {
  const t = useText(classRosterText);
  const nameOf = (id: string) => clubNames.get(id) ?? t('class-roster.staff.clubNumber', { id });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      {clubIds.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('class-roster.staff.club')}
          value={clubId}
          onChange={(event) => onChange({ clubId: event.target.value, day })}
          sx={{ minWidth: 220 }}
        >
          {clubIds.map((id) => (
            <MenuItem key={id} value={id}>
              {nameOf(id)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {nameOf(clubId)}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={t('class-roster.staff.previousDay')}
          onClick={() => onChange({ clubId, day: addDays(day, -1) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label={t('class-roster.staff.day')}
          value={day}
          onChange={(event) => {
            if (event.target.value) onChange({ clubId, day: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 160 }}
        />
        <IconButton
          aria-label={t('class-roster.staff.nextDay')}
          onClick={() => onChange({ clubId, day: addDays(day, 1) })}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
