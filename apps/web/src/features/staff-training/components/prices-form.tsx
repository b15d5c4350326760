import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { formatCurrency, parseCurrency } from '@gym/contracts/money';
import { PACK_SIZES, type PackOffer, SESSION_LENGTHS, type SessionLength } from '@gym/contracts/personal-training';
import type { SetOffersBody } from '@gym/contracts/staff-training';
import { useText } from '../../../lib/i18n/catalog';
import { useSaveTrainingPacks } from '../api/training-packs';
import { staffTrainingText } from '../i18n';

/** The highest price a pack may have (contracts' bound), in cents. */
const MAX_PRICE_CENTS = 500_000;

export type StaffOffer = PackOffer & { active: boolean };
type Offers = SetOffersBody['offers'];
type PackSize = (typeof PACK_SIZES)[number];

/** Every pack a club may sell: each size of each length, in the order members see them. */
const PACKS = SESSION_LENGTHS.flatMap((minutes) => PACK_SIZES.map((sessions) => ({ sessions, minutes })));
const keyOf = (pack: { sessions: number; minutes: number }) => `${pack.sessions}:${pack.minutes}`;
const dollars = (cents: number) => formatCurrency(cents).slice(1).replace(/,/g, '');

interface Row {
  price: string;
  sold: boolean;
}

function startRows(offers: readonly StaffOffer[]): Record<string, Row> {
  return Object.fromEntries(
    PACKS.map((pack) => {
      const offer = offers.find((entry) => !entry.intro && keyOf(entry) === keyOf(pack));
      return [keyOf(pack), { price: offer ? dollars(offer.priceCents) : '', sold: offer?.active ?? false }];
    }),
  );
}

/**
 * The director's packs and prices for a club: each size and length with its price and whether it is sold, and the
 * free intro session (once per member) with its length. Saved whole: a pack left unsold is withdrawn, packs bought
 * stay as they are. The server's refusal stays under the form.
 */
export function PricesForm({
  clubId,
  offers,
  onSaved,
  onChange,
}: {
  clubId: string;
  offers: readonly StaffOffer[];
  onSaved: () => void;
  /** Something was changed since the last save. */
  onChange?: () => void;
}) {
  const t = useText(staffTrainingText);
  const introId = useId();
  const save = useSaveTrainingPacks(clubId);
  const [rows, setRows] = useState(() => startRows(offers));
  const intro = offers.find((offer) => offer.intro && offer.active) ?? offers.find((offer) => offer.intro);
  const [introOffered, setIntroOffered] = useState(intro?.active ?? false);
  const [introMinutes, setIntroMinutes] = useState<SessionLength>((intro?.minutes ?? 30) as SessionLength);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const maxPrice = formatCurrency(MAX_PRICE_CENTS);

  const change = (key: string, next: Partial<Row>) => {
    onChange?.();
    setRows((was) => ({ ...was, [key]: { ...was[key]!, ...next } }));
  };

  const submit = () => {
    const errors: Record<string, string> = {};
    const list: Offers = [];
    for (const pack of PACKS) {
      const row = rows[keyOf(pack)]!;
      if (row.price.trim() === '') {
        if (row.sold) errors[keyOf(pack)] = t('staff-training.prices.priceNeeded');
        continue;
      }
      const cents = parseCurrency(row.price);
      if (cents === null || cents < 0 || cents > MAX_PRICE_CENTS) {
        errors[keyOf(pack)] = t('staff-training.prices.priceRange', { max: maxPrice });
        continue;
      }
      list.push({
        sessions: pack.sessions as PackSize,
        minutes: pack.minutes,
        priceCents: cents,
        intro: false,
        active: row.sold,
      });
    }
    if (introOffered) list.push({ sessions: 1, minutes: introMinutes, priceCents: 0, intro: true, active: true });
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate({ offers: list }, { onSuccess: () => onSaved() });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('staff-training.prices.form')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={1.5}>
        {PACKS.map((pack) => {
          const key = keyOf(pack);
          const row = rows[key]!;
          const cents = parseCurrency(row.price);
          const labelId = `${introId}-${key}`;
          return (
            <Box
              key={key}
              role="group"
              aria-labelledby={labelId}
              data-testid="pack-price"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 160px 110px' },
                gap: { xs: 1, sm: 2 },
                alignItems: 'center',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <Typography id={labelId} sx={{ fontWeight: 600 }}>
                  {t('staff-training.pack.name', pack)}
                </Typography>
                {cents !== null && cents > 0 && pack.sessions > 1 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('staff-training.pack.perSession', {
                      amount: formatCurrency(Math.round(cents / pack.sessions)),
                    })}
                  </Typography>
                )}
              </Box>
              <TextField
                size="small"
                label={t('staff-training.prices.price')}
                value={row.price}
                onChange={(event) => change(key, { price: event.target.value })}
                autoComplete="off"
                error={invalid[key] !== undefined}
                helperText={invalid[key]}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <FormControlLabel
                control={
                  <Switch checked={row.sold} onChange={(event) => change(key, { sold: event.target.checked })} />
                }
                label={t('staff-training.prices.sold')}
                sx={{ mr: 0 }}
              />
            </Box>
          );
        })}
        <Box role="group" aria-labelledby={introId} sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography id={introId} sx={{ fontWeight: 600 }}>
            {t('staff-training.pack.intro')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('staff-training.prices.introHelp')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={introOffered}
                  onChange={(event) => {
                    onChange?.();
                    setIntroOffered(event.target.checked);
                  }}
                />
              }
              label={t('staff-training.prices.introOffered')}
            />
            <RadioGroup
              row
              aria-label={t('staff-training.prices.introLength')}
              value={String(introMinutes)}
              onChange={(event) => {
                onChange?.();
                setIntroMinutes(Number(event.target.value) as SessionLength);
              }}
            >
              {SESSION_LENGTHS.map((minutes) => (
                <FormControlLabel
                  key={minutes}
                  value={String(minutes)}
                  disabled={!introOffered}
                  control={<Radio />}
                  label={t('staff-training.minutes', { minutes })}
                />
              ))}
            </RadioGroup>
          </Box>
        </Box>
        {save.isError && <Alert severity="error">{save.error.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('staff-training.prices.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
