import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import { useText } from '../../../lib/i18n/catalog';
import { useTrainingPacks } from '../api/training-packs';
import { staffTrainingText } from '../i18n';
import { PricesForm, type StaffOffer } from './prices-form';
import { type Notice, NoticeAlert } from './notice';

/** The club's packs as a list: a manager reads them; only the director changes them. */
function PacksList({ offers }: { offers: readonly StaffOffer[] }) {
  const t = useText(staffTrainingText);
  if (offers.length === 0) return <Typography color="text.secondary">{t('staff-training.packs.none')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {offers.map((offer) => (
        <Box
          component="li"
          key={offer.id}
          data-testid="pack-offer"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            color: offer.active ? 'text.primary' : 'text.secondary',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {offer.intro
              ? t('staff-training.pack.introOf', { minutes: offer.minutes })
              : t('staff-training.pack.name', { sessions: offer.sessions, minutes: offer.minutes })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
            <Typography>{offer.intro ? t('staff-training.pack.free') : formatCurrency(offer.priceCents)}</Typography>
            {!offer.active && <Chip size="small" variant="outlined" label={t('staff-training.packs.notSold')} />}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The club's packs and prices: read for managers, the director's form to change them. */
export function PacksSection({ clubId, canEdit }: { clubId: string; canEdit: boolean }) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  const packs = useTrainingPacks(clubId);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {t('staff-training.packs.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t(canEdit ? 'staff-training.packs.introDirector' : 'staff-training.packs.introManager')}
      </Typography>
      {packs.isError && <Alert severity="error">{packs.error.message}</Alert>}
      {!packs.data && !packs.isError && <Typography>{t('staff-training.packs.loading')}</Typography>}
      {packs.data &&
        (canEdit ? (
          <PricesForm
            key={JSON.stringify(packs.data)}
            clubId={clubId}
            offers={packs.data}
            onSaved={() => setNotice({ severity: 'success', text: t('staff-training.prices.saved') })}
            onChange={() => setNotice(null)}
          />
        ) : (
          <PacksList offers={packs.data} />
        ))}
      {/* Under the form, where its Save button is. */}
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} below />
    </Paper>
  );
}
