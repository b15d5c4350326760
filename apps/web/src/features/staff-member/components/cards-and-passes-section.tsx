import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { CARD_TYPE_LABELS } from '@gym/contracts/billing';
import type { GuestPassesView } from '@gym/contracts/guest-passes';
import type { MemberCard } from '@gym/contracts/staff-member';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { staffMemberText } from '../i18n';
import { Empty, SectionCard } from './section-card';
import { stateText } from './state-text';

/** The saved cards, masked: brand, last four, expiry, which one is primary. */
export function CardsSection({ cards }: { cards: MemberCard[] }) {
  const t = useText(staffMemberText);
  const shared = useSharedText();
  return (
    <SectionCard title={t('staff-member.cards.title')}>
      {cards.length === 0 ? (
        <Empty>{t('staff-member.cards.none')}</Empty>
      ) : (
        <List dense disablePadding>
          {cards.map((card) => (
            <ListItem key={card.id} disableGutters>
              <ListItemText
                primary={t(card.primary ? 'staff-member.cards.endingPrimary' : 'staff-member.cards.ending', {
                  brand: shared(CARD_TYPE_LABELS[card.brand]),
                  last4: card.last4,
                })}
                secondary={t('staff-member.cards.expires', { expiry: card.expiry })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** This month's guest passes and the passes given before. */
export function GuestPassesSection({ view }: { view: GuestPassesView }) {
  const t = useText(staffMemberText);
  return (
    <SectionCard title={t('staff-member.passes.title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('staff-member.passes.summary', { issued: view.issued, allowance: view.allowance, used: view.used })}
      </Typography>
      {view.passes.length === 0 ? (
        <Empty>{t('staff-member.passes.none')}</Empty>
      ) : (
        <List dense disablePadding>
          {view.passes.map((pass) => (
            <ListItem key={pass.id} disableGutters>
              <ListItemText
                primary={t('staff-member.passes.guest', { guestName: pass.guestName, code: pass.code })}
                secondary={
                  pass.usedAt
                    ? t('staff-member.passes.used', {
                        issuedOn: pass.issuedOn,
                        status: stateText(pass.status),
                        club: pass.usedAt.displayName,
                        usedOn: pass.usedOn ?? '',
                      })
                    : t('staff-member.passes.open', {
                        issuedOn: pass.issuedOn,
                        status: stateText(pass.status),
                        validUntil: pass.validUntil,
                      })
                }
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
