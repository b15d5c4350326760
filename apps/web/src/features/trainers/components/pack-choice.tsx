import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { PackOffer } from '@gym/contracts/personal-training';
import { useText } from '../../../lib/i18n/catalog';
import { formatMoneyCents } from '../../../lib/i18n/intl';
import { trainersText } from '../i18n';

/** The club's packs of the session's length as radio choices: sessions, price and price a session; the free intro first. */
export function PackChoice({
  offers,
  clubName,
  value,
  onChange,
}: {
  offers: readonly PackOffer[];
  clubName: string;
  value: string | null;
  onChange: (offerId: string) => void;
}) {
  const t = useText(trainersText);
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {t('trainers.packs.label', { club: clubName })}
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {offers.map((offer) => (
          <FormControlLabel
            key={offer.id}
            value={offer.id}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Stack>
                <Typography sx={{ fontWeight: 600 }}>
                  {offer.intro
                    ? t('trainers.packs.intro', { minutes: offer.minutes })
                    : t('trainers.packs.sessions', { sessions: offer.sessions, minutes: offer.minutes })}
                </Typography>
                <Typography color="text.secondary">
                  {offer.priceCents === 0
                    ? t('trainers.packs.free')
                    : offer.sessions > 1
                      ? t('trainers.packs.priceEach', {
                          price: formatMoneyCents(offer.priceCents),
                          each: formatMoneyCents(Math.round(offer.priceCents / offer.sessions)),
                        })
                      : formatMoneyCents(offer.priceCents)}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
