import { cardBrandName } from '@gym/contracts/card-brand';
import type { MembershipText, PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import { formatDay } from '../../confirmation/purchase-summary';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import type { WizardState } from '../../wizard/wizard-state';
import { requestCardChange } from '../../../../components/card-frame/declined-card';
import { AmountLine, ConfirmSection, Line } from './confirm-section';
import { DeclinedCard } from './declined-card';

interface ReviewSectionsProps {
  state: WizardState;
  details: PaymentDetails;
  texts: MembershipText | undefined;
  /** The provider's text when the join's charge was declined on the wizard's card. */
  declined: string | null;
}

/**
 * The review. Edit jumps (the sign-up document): location, plan, e-mail, personal info (which starts at the
 * e-mail step and returns after personal info) and payment (the edit-card step). A new club needs a new plan,
 * so editing the location returns after the plan.
 */
export function ReviewSections({ state, details, texts, declined }: ReviewSectionsProps) {
  const { edit } = useWizardNavigation();
  const person = state.personalInfo;
  const card = state.card;
  return (
    <>
      <ConfirmSection title="Location" onEdit={() => edit(STEP.location, STEP.membership)}>
        <Line>{state.club?.displayName}</Line>
      </ConfirmSection>
      <ConfirmSection title="Email Address" onEdit={() => edit(STEP.email, STEP.email)}>
        <Line>{state.email}</Line>
      </ConfirmSection>
      <ConfirmSection title="Personal Info" onEdit={() => edit(STEP.email, STEP.personalInfo)}>
        {person && (
          <>
            <Line>
              {person.firstName} {person.lastName}
            </Line>
            <Line>{person.phone}</Line>
            <Line>{person.birthday}</Line>
            <Line>
              {person.address}, {person.city}, {person.state} {person.zipCode}
            </Line>
          </>
        )}
      </ConfirmSection>
      <ConfirmSection title="Payment Info" onEdit={() => edit(STEP.editPaymentMethod, STEP.editPaymentMethod)}>
        {card && (
          <>
            <Line>
              {cardBrandName(card.i4go_cardtype)} ending in {card.cc_number.slice(-4)}
            </Line>
            <Line>Expires {card.expiration_date}</Line>
          </>
        )}
        {declined && (
          <DeclinedCard
            message={declined}
            onChange={() => {
              requestCardChange();
              edit(STEP.editPaymentMethod, STEP.editPaymentMethod);
            }}
          />
        )}
      </ConfirmSection>
      <ConfirmSection title="Membership Plan" onEdit={() => edit(STEP.membership, STEP.membership)}>
        <Line>{details.itemName}</Line>
        <Line>
          {details.isPass && details.ending
            ? `Valid ${formatDay(details.starting)} – ${formatDay(details.ending)}`
            : `Starts ${formatDay(details.starting)}`}
        </Line>
        {!details.isPass && (
          <>
            <AmountLine label="Monthly dues" amount={details.enrollmentFee} />
            {texts && <Line>{texts.monthlyDuesText}</Line>}
          </>
        )}
      </ConfirmSection>
      <ConfirmSection title="Due Today">
        {!details.isPass && (
          <>
            <AmountLine label="Prorated 1st month dues" amount={details.membershipFee} />
            <AmountLine label="Last month dues" amount={details.lastMonthFee} />
          </>
        )}
        <AmountLine label="Total" amount={details.totalDue} strong />
      </ConfirmSection>
    </>
  );
}
