import { cardBrandName } from '@gym/contracts/card-brand';
import type { MembershipText, PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import { useText } from '../../../../lib/i18n/catalog';
import { currentLocale } from '../../../../lib/i18n/i18n';
import { dateFormat } from '../../../../lib/i18n/intl';
import { formatDay } from '../../confirmation/purchase-summary';
import { signupText } from '../../i18n';
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
 * The birthday as typed in the form (MM/DD/YYYY) in English; in Spanish with the month spelled out ("12 de abril
 * de 1990"), since the form's month-first figures read the other way round to a Spanish reader.
 */
function formatBirthday(birthday: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday.trim());
  if (!match || currentLocale() === 'en') return birthday;
  const [year, month, day] = [Number(match[3]), Number(match[1]), Number(match[2])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return birthday;
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The review. Edit jumps (the sign-up document): location, plan, e-mail, personal info (which starts at the
 * e-mail step and returns after personal info) and payment (the edit-card step). A new club needs a new plan,
 * so editing the location returns after the plan.
 */
export function ReviewSections({ state, details, texts, declined }: ReviewSectionsProps) {
  const t = useText(signupText);
  const { edit } = useWizardNavigation();
  const person = state.personalInfo;
  const card = state.card;
  return (
    <>
      <ConfirmSection title={t('signup.confirm.location')} onEdit={() => edit(STEP.location, STEP.membership)}>
        <Line>{state.club?.displayName}</Line>
      </ConfirmSection>
      <ConfirmSection title={t('signup.confirm.email')} onEdit={() => edit(STEP.email, STEP.email)}>
        <Line>{state.email}</Line>
      </ConfirmSection>
      <ConfirmSection title={t('signup.confirm.personalInfo')} onEdit={() => edit(STEP.email, STEP.personalInfo)}>
        {person && (
          <>
            <Line>
              {person.firstName} {person.lastName}
            </Line>
            <Line>{person.phone}</Line>
            <Line>{formatBirthday(person.birthday)}</Line>
            <Line>
              {person.address}, {person.city}, {person.state} {person.zipCode}
            </Line>
          </>
        )}
      </ConfirmSection>
      <ConfirmSection
        title={t('signup.confirm.paymentInfo')}
        onEdit={() => edit(STEP.editPaymentMethod, STEP.editPaymentMethod)}
      >
        {card && (
          <>
            <Line>
              {t('signup.confirm.cardEnding', {
                brand: cardBrandName(card.i4go_cardtype),
                last4: card.cc_number.slice(-4),
              })}
            </Line>
            <Line>{t('signup.payment.expires', { date: card.expiration_date })}</Line>
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
      <ConfirmSection title={t('signup.confirm.plan')} onEdit={() => edit(STEP.membership, STEP.membership)}>
        <Line>{details.itemName}</Line>
        <Line>
          {details.isPass && details.ending
            ? t('signup.dates.validRange', { start: formatDay(details.starting), end: formatDay(details.ending) })
            : t('signup.dates.starts', { date: formatDay(details.starting) })}
        </Line>
        {!details.isPass && (
          <>
            <AmountLine label={t('signup.amounts.monthlyDues')} amount={details.enrollmentFee} />
            {texts && <Line>{texts.monthlyDuesText}</Line>}
          </>
        )}
      </ConfirmSection>
      <ConfirmSection title={t('signup.confirm.dueToday')}>
        {!details.isPass && (
          <>
            <AmountLine label={t('signup.amounts.proratedDues')} amount={details.membershipFee} />
            <AmountLine label={t('signup.amounts.lastMonthDues')} amount={details.lastMonthFee} />
          </>
        )}
        <AmountLine label={t('signup.confirm.total')} amount={details.totalDue} strong />
      </ConfirmSection>
    </>
  );
}
