import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { CARD_TYPE_LABELS } from '@gym/contracts/billing';
import type { GuestPassesView } from '@gym/contracts/guest-passes';
import type { MemberCard } from '@gym/contracts/staff-member';
import { Empty, SectionCard } from './section-card';

/** The saved cards, masked: brand, last four, expiry, which one is primary. */
export function CardsSection({ cards }: { cards: MemberCard[] }) {
  return (
    <SectionCard title="Saved cards">
      {cards.length === 0 ? (
        <Empty>No card on file.</Empty>
      ) : (
        <List dense disablePadding>
          {cards.map((card) => (
            <ListItem key={card.id} disableGutters>
              <ListItemText
                primary={`${CARD_TYPE_LABELS[card.brand]} ending ${card.last4}${card.primary ? ' (primary)' : ''}`}
                secondary={`Expires ${card.expiry}`}
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
  return (
    <SectionCard title="Guest passes">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {view.issued} of {view.allowance} given this month, {view.used} used.
      </Typography>
      {view.passes.length === 0 ? (
        <Empty>No guest passes given.</Empty>
      ) : (
        <List dense disablePadding>
          {view.passes.map((pass) => (
            <ListItem key={pass.id} disableGutters>
              <ListItemText
                primary={`${pass.guestName} (${pass.code})`}
                secondary={`Given ${pass.issuedOn}, ${pass.status}${pass.usedAt ? ` at ${pass.usedAt.displayName} on ${pass.usedOn}` : `, valid until ${pass.validUntil}`}`}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
