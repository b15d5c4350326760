import { defineCatalog } from '../../../lib/i18n/translator';

/** The billing e-mails' words, in both languages (docs/decisions/0039). */
export const billingMailText = defineCatalog(
  {
    'mail.billing.receipt.opening.autopay': 'Your monthly dues were charged to your card on file. Thank you!',
    'mail.billing.receipt.opening.payment': 'Thank you for your payment.',
    'mail.billing.receipt.opening.join': 'Here is the receipt of your first payment.',
    'mail.billing.receipt.opening.planChange':
      'Here is the receipt of the difference for your new plan, for the rest of this month.',
    'mail.billing.receipt.opening.trainingPack':
      'Here is the receipt of your personal training sessions. Book them with your trainer in the app.',
    'mail.billing.receipt.subject': 'Your receipt from {brand}',
    'mail.billing.receipt.heading': 'Your receipt',
    'mail.billing.receipt.paidFor': 'Paid for',
    'mail.billing.receipt.amount': 'Amount',
    'mail.billing.receipt.card': 'Card',
    'mail.billing.receipt.date': 'Date',
    'mail.billing.receipt.memberNumber': 'Member number',
    'mail.billing.receipt.receiptNumber': 'Receipt number',
    'mail.billing.receipt.item': '{label} ({amount})',
    'mail.billing.receipt.yourPayments': 'Your payments and receipts',
    'mail.billing.receipt.yourPaymentsLink': 'Your payments and receipts: {url}',
    'mail.billing.failed.subject': "Your payment didn't go through",
    'mail.billing.failed.suspended': 'Your membership is suspended: check-in is refused until the balance is paid.',
    'mail.billing.failed.retryOn':
      'We will try your card again on {days}. If the last try is declined too, your membership will be suspended ' +
      'and check-in refused until the balance is paid.',
    'mail.billing.failed.retry': 'We will try your card again automatically.',
    'mail.billing.failed.opening': 'We could not charge your card for your {brand} membership dues: "{decline}"',
    'mail.billing.failed.action': 'Pay now or change your card',
    'mail.billing.failed.atOnce': 'a new primary card is charged at once',
    'mail.billing.failed.atOnceNote': 'A new primary card is charged at once.',
    'mail.billing.failed.amountDue': 'Amount due',
    'mail.billing.failed.amountDueLine': 'Amount due: {amount}',
    'mail.billing.failed.next': 'What happens next:',
    'mail.billing.failed.nextLine': 'What happens next: {next}',
    'mail.billing.failed.actionLine': '{action} ({atOnce}):',
    'mail.billing.suspended.triedBecause': 'We tried your card again and the payment didn\'t go through: "{decline}"',
    'mail.billing.suspended.tried': "We tried your card again and the payment didn't go through.",
    'mail.billing.suspended.state':
      'Your {brand} membership is now suspended: check-in is refused until your balance of {due} is paid. ' +
      'Once it is paid, your membership is restored at once.',
    'mail.billing.suspended.action': 'Pay the balance or change your card',
    'mail.billing.suspended.subject': 'Your {brand} membership is suspended',
    'mail.billing.suspended.heading': 'Your membership is suspended',
    'mail.billing.expiring.charge': ', when your monthly dues of {dues} are charged',
    'mail.billing.expiring.state':
      'Your primary card, {card}, expires at the end of {expiry}: before your next billing day, {day}{charge}.',
    'mail.billing.expiring.action': 'Add a new card so that your membership stays paid',
    'mail.billing.expiring.subject': 'Your card on file expires soon',
    'mail.billing.expiring.button': 'Add a new card',
    'mail.billing.actionLine': '{action}:',
  },
  {
    'mail.billing.receipt.opening.autopay': 'Su cuota mensual se cobró a su tarjeta registrada. ¡Gracias!',
    'mail.billing.receipt.opening.payment': 'Gracias por su pago.',
    'mail.billing.receipt.opening.join': 'Este es el recibo de su primer pago.',
    'mail.billing.receipt.opening.planChange':
      'Este es el recibo de la diferencia de su nuevo plan por lo que queda de este mes.',
    'mail.billing.receipt.opening.trainingPack':
      'Este es el recibo de sus sesiones de entrenamiento personal. Resérvelas con su entrenador en la aplicación.',
    'mail.billing.receipt.subject': 'Su recibo de {brand}',
    'mail.billing.receipt.heading': 'Su recibo',
    'mail.billing.receipt.paidFor': 'Concepto',
    'mail.billing.receipt.amount': 'Monto',
    'mail.billing.receipt.card': 'Tarjeta',
    'mail.billing.receipt.date': 'Fecha',
    'mail.billing.receipt.memberNumber': 'Número de miembro',
    'mail.billing.receipt.receiptNumber': 'Número de recibo',
    'mail.billing.receipt.item': '{label} ({amount})',
    'mail.billing.receipt.yourPayments': 'Sus pagos y recibos',
    'mail.billing.receipt.yourPaymentsLink': 'Sus pagos y recibos: {url}',
    'mail.billing.failed.subject': 'Su pago no se procesó',
    'mail.billing.failed.suspended':
      'Su membresía está suspendida: no podrá registrar su entrada hasta que se pague el saldo.',
    'mail.billing.failed.retryOn':
      'Volveremos a intentar el cobro a su tarjeta el {days}. Si el último intento también se rechaza, su ' +
      'membresía se suspenderá y no podrá registrar su entrada hasta que se pague el saldo.',
    'mail.billing.failed.retry': 'Volveremos a intentar el cobro a su tarjeta automáticamente.',
    'mail.billing.failed.opening':
      'No pudimos cobrar a su tarjeta la cuota mensual de su membresía de {brand}: "{decline}"',
    'mail.billing.failed.action': 'Pague ahora o cambie su tarjeta',
    'mail.billing.failed.atOnce': 'a una nueva tarjeta principal se le cobra de inmediato',
    'mail.billing.failed.atOnceNote': 'A una nueva tarjeta principal se le cobra de inmediato.',
    'mail.billing.failed.amountDue': 'Saldo pendiente',
    'mail.billing.failed.amountDueLine': 'Saldo pendiente: {amount}',
    'mail.billing.failed.next': 'Qué pasará ahora:',
    'mail.billing.failed.nextLine': 'Qué pasará ahora: {next}',
    'mail.billing.failed.actionLine': '{action} ({atOnce}):',
    'mail.billing.suspended.triedBecause':
      'Volvimos a intentar el cobro a su tarjeta y el pago no se procesó: "{decline}"',
    'mail.billing.suspended.tried': 'Volvimos a intentar el cobro a su tarjeta y el pago no se procesó.',
    'mail.billing.suspended.state':
      'Su membresía de {brand} está suspendida: no podrá registrar su entrada hasta que pague su saldo de {due}. ' +
      'En cuanto lo pague, su membresía se restablecerá de inmediato.',
    'mail.billing.suspended.action': 'Pague el saldo o cambie su tarjeta',
    'mail.billing.suspended.subject': 'Su membresía de {brand} está suspendida',
    'mail.billing.suspended.heading': 'Su membresía está suspendida',
    'mail.billing.expiring.charge': ', cuando se cobre su cuota mensual de {dues}',
    'mail.billing.expiring.state':
      'Su tarjeta principal, {card}, vence a fines de {expiry}: antes de su próximo día de facturación, el {day}{charge}.',
    'mail.billing.expiring.action': 'Agregue una tarjeta nueva para que su membresía siga pagada',
    'mail.billing.expiring.subject': 'Su tarjeta registrada vence pronto',
    'mail.billing.expiring.button': 'Agregar una tarjeta nueva',
    'mail.billing.actionLine': '{action}:',
  },
);
