import { Button, Divider, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { isActiveClub } from '@gym/contracts/clubs';
import { SCAN_CODE_MAX_LENGTH, VISIT_MESSAGES } from '@gym/contracts/visits';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useStaffScope } from '../../../lib/staff-scope';
import { useCheckIn } from '../api/check-in';
import { useClubs } from '../../../lib/clubs';
import { staffCheckInText } from '../i18n';
import { CheckInResult, type CheckInOutcome } from './check-in-result';
import { ManualCheckInForm } from './manual-check-in-form';

/** A desk stays at one club: the choice is remembered on this device. */
const DESK_CLUB_KEY = 'staffCheckInClub';

function rememberedClub(): string | null {
  try {
    return window.localStorage.getItem(DESK_CLUB_KEY);
  } catch {
    return null;
  }
}

/**
 * /staff/check-in: the front desk. A scanner types the member's rotating code (or a guest pass's) and Enter, which
 * submits; the field is emptied and keeps the focus, ready for the next member. A member number typed by staff goes
 * through its own form, as a manual check-in.
 */
export function Component() {
  const session = useSession();
  const clubs = useClubs();
  const checkIn = useCheckIn();
  const [clubId, setClubId] = useState(() => rememberedClub() ?? session?.user.favoriteLocation ?? '');
  const [scanCode, setScanCode] = useState('');
  const [fieldError, setFieldError] = useState<{ club?: string; scanCode?: string }>({});
  const [outcome, setOutcome] = useState<(CheckInOutcome & { scan: number }) | null>(null);
  const scans = useRef(0);
  const scanField = useRef<HTMLInputElement>(null);
  const t = useText(staffCheckInText);
  const shared = useSharedText();

  const scope = useStaffScope();
  // The clubs this account works (the server refuses the others), open ones only.
  const activeClubs =
    clubs.data?.filter((club) => isActiveClub(club) && scope.data?.clubIds.includes(club.clubautomationclubidC)) ?? [];
  const onlyClub = activeClubs.length === 1 ? activeClubs[0]?.clubautomationclubidC : undefined;
  if (onlyClub && clubId !== onlyClub) setClubId(onlyClub);
  // A remembered club that is no longer in the list counts as no choice.
  const clubKnown = activeClubs.some((club) => club.clubautomationclubidC === clubId);

  const chooseClub = (id: string) => {
    setClubId(id);
    setFieldError((current) => ({ ...current, club: undefined }));
    try {
      window.localStorage.setItem(DESK_CLUB_KEY, id);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  /** Sends one check-in; the previous result goes as soon as it starts, and the scan field gets the focus back. */
  const runCheckIn = async (code: string, manual: boolean) => {
    setOutcome(null);
    const scan = ++scans.current;
    try {
      const result = await checkIn.mutateAsync(
        manual ? { scanCode: code, clubId, manual } : { scanCode: code, clubId },
      );
      setOutcome(result.kind === 'refused' ? { ...result, code, scan } : { ...result, scan });
    } catch (error) {
      setOutcome({ kind: 'failed', code, message: error instanceof Error ? error.message : String(error), scan });
    }
    scanField.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = scanCode.trim();
    const errors = {
      club: clubKnown ? undefined : VISIT_MESSAGES.clubRequired,
      scanCode: code ? undefined : VISIT_MESSAGES.scanCodeRequired,
    };
    setFieldError(errors);
    if (errors.club || errors.scanCode || checkIn.isPending) return;
    setScanCode('');
    await runCheckIn(code, false);
  };

  const checkInByNumber = async (memberNumber: string) => {
    if (!clubKnown) {
      setFieldError((current) => ({ ...current, club: VISIT_MESSAGES.clubRequired }));
      return;
    }
    await runCheckIn(memberNumber, true);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('staff-check-in.title')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('staff-check-in.form.label')}>
          <TextField
            select
            label={t('staff-check-in.form.club')}
            value={clubKnown ? clubId : ''}
            onChange={(event) => chooseClub(event.target.value)}
            error={Boolean(fieldError.club)}
            helperText={
              fieldError.club
                ? shared(fieldError.club)
                : clubs.isPending || scope.isPending
                  ? t('staff-check-in.form.loadingClubs')
                  : ' '
            }
            disabled={!clubs.data || !scope.data}
            slotProps={{
              select: {
                // The code field, not the select, gets the focus back: the scanner types into it next.
                MenuProps: {
                  disableRestoreFocus: true,
                  slotProps: { transition: { onExited: () => scanField.current?.focus() } },
                },
              },
            }}
          >
            {activeClubs.map((club) => (
              <MenuItem key={club.clubautomationclubidC} value={club.clubautomationclubidC}>
                {club.displayName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('staff-check-in.form.scanCode')}
            value={scanCode}
            onChange={(event) => {
              setScanCode(event.target.value);
              setFieldError((current) => ({ ...current, scanCode: undefined }));
            }}
            inputRef={scanField}
            autoFocus
            autoComplete="off"
            error={Boolean(fieldError.scanCode)}
            helperText={fieldError.scanCode ? shared(fieldError.scanCode) : t('staff-check-in.form.scanHelp')}
            slotProps={{
              htmlInput: { maxLength: SCAN_CODE_MAX_LENGTH, spellCheck: false, autoCapitalize: 'characters' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={checkIn.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('staff-check-in.form.checkIn')}
          </Button>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <ManualCheckInForm pending={checkIn.isPending} onCheckIn={checkInByNumber} />
      </Paper>
      {/* A live region that stays on the page, so screen readers follow it; one result at a time, with a new key
          per scan so that the same answer twice is read out twice. */}
      <div aria-live="polite" aria-atomic="true">
        {outcome && <CheckInResult key={outcome.scan} outcome={outcome} />}
      </div>
    </Stack>
  );
}
