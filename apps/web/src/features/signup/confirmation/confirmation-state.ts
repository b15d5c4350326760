import type { Club } from '@gym/contracts/clubs';
import type { MembershipText, PaymentDetails } from '@gym/contracts/join';

/** What the confirmation page is reached with (the sign-up document: payment details, club, texts, the id). */
export interface ConfirmationState {
  paymentDetails: PaymentDetails;
  club: Club;
  membershipText: MembershipText;
  /** The member number of the new (or returning) member. */
  updatedId: string;
  /** Opens this member's documents (contracts/join.ts joinToken). */
  joinToken: string;
  /** A former member who joined again (the e-mail look-up found them): greeted with 'Welcome back'. */
  rejoined: boolean;
  firstName: string;
}

export const PAYMENT_STORAGE_KEY = 'payment';

/** Both PDFs load this long after the page has its data; the page returns to the start this long after they load. */
export const PDF_LOAD_DELAY_MS = 3_000;
export const REDIRECT_AFTER_PDFS_MS = 120_000;
