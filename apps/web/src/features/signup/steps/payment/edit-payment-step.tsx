import { STEP } from '@gym/contracts/messages';
import { PaymentMethod } from './payment-method';

/** Step 8: 'Edit your payment method', from the confirm step's Edit link; completing it returns to confirm. */
export default function EditPaymentStep() {
  return <PaymentMethod step={STEP.editPaymentMethod} />;
}
