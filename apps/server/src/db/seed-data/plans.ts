import type { ClubSeed } from './clubs';

export interface PlanSeed {
  id: string;
  name: string;
  itemName: string;
  priceCents: number;
  description: string;
  validityDays: number | null;
  guestPassesPerMonth: number;
  clubIds: string[];
}

/**
 * Per club: a monthly membership, a premier monthly membership and a 10-day pass (decisions.md items 6, 17). The
 * item name (confirm step, receipt, e-mails) is the plan's own name, so a plan is called one thing everywhere.
 */
export function plansForClub(club: ClubSeed): PlanSeed[] {
  const slug = club.displayName.toLowerCase().replace(/\s+/g, '-');
  const baseCents = club.featureListKey === 'marin' ? 8900 : club.featureListKey === 'oakland' ? 6900 : 7900;
  return [
    {
      id: `${slug}-monthly`,
      name: `${club.displayName} Month to Month`,
      itemName: `${club.displayName} Month to Month`,
      priceCents: baseCents - 1,
      description: `Unlimited access to ${club.displayName}, billed monthly. Cancel with 30 days' notice.`,
      validityDays: null,
      guestPassesPerMonth: 0,
      clubIds: [club.id],
    },
    {
      id: `${slug}-premier`,
      name: `${club.displayName} Premier Month to Month`,
      itemName: `${club.displayName} Premier Month to Month`,
      priceCents: baseCents + 4000 - 1,
      description: 'Every club in the Bay Area, two guest passes a month and a quarterly trainer session.',
      validityDays: null,
      guestPassesPerMonth: 2,
      clubIds: [club.id],
    },
    {
      id: `${slug}-pass`,
      name: `${club.displayName} 10-Day Pass`,
      itemName: `${club.displayName} 10-Day Pass`,
      priceCents: 4900,
      description: `Ten consecutive days at ${club.displayName}, no commitment.`,
      validityDays: 10,
      guestPassesPerMonth: 0,
      clubIds: [club.id],
    },
  ];
}
