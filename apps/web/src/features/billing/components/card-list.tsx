import AddCardIcon from '@mui/icons-material/AddCard';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { StoredCard } from '@gym/contracts/member-billing';
import { cardDescription, cardExpiry, cardName } from './card-label';
import { useText } from '../../../lib/i18n/catalog';
import { billingText } from '../i18n';
import { MaskedNumber } from './masked-number';

interface CardListProps {
  cards: StoredCard[];
  onAdd: () => void;
  onMakePrimary: (card: StoredCard) => void;
  onDelete: (card: StoredCard) => void;
}

/** Every saved card, primary first, with Make primary and Delete; 'Add New Card' below. */
export function CardList({ cards, onAdd, onMakePrimary, onDelete }: CardListProps) {
  const t = useText(billingText);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="cards-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="cards-title" variant="h2">
          {t('billing.cards.heading')}
        </Typography>
        {cards.length === 0 ? (
          <Typography color="text.secondary">{t('billing.cards.none')}</Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1}
            aria-label={t('billing.cards.heading')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {cards.map((card) => (
              <Box
                component="li"
                key={card.i4goUniqueId}
                aria-label={cardDescription(card)}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Box>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 600 }}>{cardName(card)}</Typography>
                      {card.isPrimary && <Chip label={t('billing.cards.primary')} size="small" color="primary" />}
                    </Stack>
                    <MaskedNumber value={card.cardNumber} />
                    <Typography color="text.secondary">
                      {t('billing.cards.expiresBy', { expiry: cardExpiry(card), name: card.billingName })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1}>
                    {!card.isPrimary && (
                      <Button
                        variant="outlined"
                        onClick={() => onMakePrimary(card)}
                        aria-label={t('billing.cards.makePrimaryLabel', { card: cardDescription(card) })}
                      >
                        {t('billing.cards.makePrimary')}
                      </Button>
                    )}
                    <Button
                      color="error"
                      onClick={() => onDelete(card)}
                      aria-label={t('billing.cards.deleteLabel', { card: cardDescription(card) })}
                    >
                      {t('billing.cards.delete')}
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        <Button variant="outlined" startIcon={<AddCardIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
          {t('billing.cards.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
