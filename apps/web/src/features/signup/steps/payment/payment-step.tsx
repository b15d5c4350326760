import { STEP } from '@gym/contracts/messages';
import { PaymentMethod } from './payment-method';

/** Step 5: 'Add your payment method'. */
export default function PaymentStep() {
  return <PaymentMethod step={STEP.paymentMethod} />;
}
