/* global document, window, location */
// The sandbox provider's hosted card page. It runs on the provider's own origin inside the parent page's
// iframe: the card number and CVC go only to this origin's /v1/tokens, and the parent window receives only
// the token, the masked number, the card type and the expiry, posted to the parent's origin alone.
import { CARD_TYPE_LABELS, cardDigits, cardType, checkCard, formatCardNumber } from './card-rules.js';
import { frameStyle } from './frame-style.js';

/** The only fields the parent ever receives (the specification's card from the billing frame). */
const MESSAGE_FIELDS = [
  'cc_number',
  'expiration_year',
  'expiration_month',
  'cardConnect_expiry',
  'cc_merchant_unique_id',
  'expiration_date',
  'i4go_cardtype',
];
const UNAVAILABLE = 'The card could not be saved. Please try again.';

// The server refuses to serve this page unless parentOrigin is one of the allowed parent origins.
const parameters = new URLSearchParams(location.search);
const parentOrigin = parameters.get('parentOrigin');

// Custom properties set through the CSSOM: the CSP's style-src 'self' forbids inline styles, not this.
for (const [property, value] of frameStyle(parameters)) document.documentElement.style.setProperty(property, value);

const form = document.getElementById('card-form');
const inputs = {
  number: document.getElementById('card-number'),
  expiry: document.getElementById('card-expiry'),
  cvc: document.getElementById('card-cvc'),
};
const fieldErrors = {
  number: document.getElementById('card-number-error'),
  expiry: document.getElementById('card-expiry-error'),
  cvc: document.getElementById('card-cvc-error'),
};
const typeLabel = document.getElementById('card-type');
const formError = document.getElementById('card-form-error');
const saved = document.getElementById('card-saved');
const submit = document.getElementById('card-submit');

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

function showErrors(errors) {
  for (const field of Object.keys(inputs)) {
    const error = errors.find((item) => item.field === field);
    fieldErrors[field].textContent = error ? error.message : '';
    inputs[field].setAttribute('aria-invalid', error ? 'true' : 'false');
  }
  const first = errors.find((item) => inputs[item.field]);
  if (first) inputs[first.field].focus();
}

function showType(digits) {
  const type = digits ? cardType(digits) : null;
  typeLabel.textContent = type ? CARD_TYPE_LABELS[type] : '';
  form.dataset.cardType = type ?? '';
}

inputs.number.addEventListener('input', () => {
  const digits = cardDigits(inputs.number.value);
  if (digits === null) return;
  inputs.number.value = formatCardNumber(digits.slice(0, 19));
  showType(digits);
  saved.textContent = '';
});

inputs.expiry.addEventListener('input', (event) => {
  const digits = inputs.expiry.value.replace(/\D/g, '').slice(0, 4);
  const deleting = event.inputType && event.inputType.startsWith('delete');
  inputs.expiry.value =
    digits.length > 2 || (digits.length === 2 && !deleting) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
});

inputs.cvc.addEventListener('input', () => {
  inputs.cvc.value = inputs.cvc.value.replace(/\D/g, '').slice(0, 4);
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  formError.textContent = '';
  saved.textContent = '';
  const input = { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
  const checked = checkCard(input, today());
  if (!checked.ok) {
    showErrors(checked.errors);
    return;
  }
  showErrors([]);
  submit.disabled = true;
  try {
    const response = await fetch('/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ number: checked.card.digits, expiry: input.expiry, cvc: input.cvc }),
      credentials: 'omit',
      cache: 'no-store',
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok || !answer) {
      const error = answer && answer.error;
      if (error && error.field && inputs[error.field]) showErrors([error]);
      else formError.textContent = (error && error.message) || UNAVAILABLE;
      return;
    }
    const message = {};
    for (const field of MESSAGE_FIELDS) message[field] = answer[field];
    if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
    inputs.number.value = message.cc_number;
    inputs.cvc.value = '';
    saved.textContent = `${CARD_TYPE_LABELS[message.i4go_cardtype] ?? 'Card'} ending ${message.cc_number.slice(-4)} saved.`;
  } catch {
    formError.textContent = UNAVAILABLE;
  } finally {
    submit.disabled = false;
  }
});

// What was typed before this script ran (a slow connection, a quick typist) is formatted as if typed now, so
// that '1230' in the expiry reads '12/30' and the card is checked as the person meant it.
for (const input of Object.values(inputs)) if (input.value) input.dispatchEvent(new Event('input'));

// The form is handled from here on: the button the page starts with disabled may be used.
submit.disabled = false;
