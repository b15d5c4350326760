/**
 * Editable copy stored in site_texts. The terms include the cancellation rights a California
 * health-studio contract must state (Civil Code sections 1812.85 and 1812.89).
 */
export const SITE_TEXT_KEYS = {
  terms: 'terms_and_conditions',
  cancellation: 'cancellation_policy',
  monthlyDues: 'monthly_dues_text',
  prorated: 'prorated_text',
  lastMonth: 'last_month_text',
  referralPopupHeader: 'referral_popup_header',
  referralPopupText: 'referral_popup_text',
} as const;

const TERMS = `MEMBERSHIP TERMS AND CONDITIONS

1. Membership. Your membership lets you use the club you chose (your home club) during its staffed hours, and any other club your plan includes. Your membership card or the check-in code in the member area is personal and may not be shared.

2. Dues and payment. You authorise us to charge the card on file for the amount due today and then for the monthly dues on the first day of each month until your membership ends. The amount due today is the prorated dues for the rest of this month plus the dues for your last month. If a charge fails, we will try again and may suspend access until the balance is paid.

3. Price changes. We will give you at least 30 days' written notice before any change to your monthly dues.

4. Club rules. You agree to follow the posted club rules, to wipe down equipment after use, to wear suitable clothing and footwear, and to treat other members and staff with respect. We may end a membership for serious or repeated breaches.

5. Assumption of risk and release. Exercise carries a risk of injury. You confirm that you are in good health and have no condition that prevents you from exercising safely, or that you have your doctor's approval. To the extent the law allows, you release the club from claims for injury arising from your use of the facilities, except those caused by our gross negligence or wilful misconduct.

6. Personal property. Lockers are for use while you are in the club. We are not responsible for lost or stolen property.

7. Guests and minors. Guests must sign a waiver and be accompanied by a member. Members must be 18 or older.

8. Freezing. You may freeze your membership for up to three months a year for a monthly fee stated at the front desk.

9. Electronic records and signatures. You agree to sign this agreement electronically and to receive the agreement, receipts and notices electronically at the e-mail address you gave. You may ask for a paper copy at any club at no charge, and you may withdraw this consent by writing to us; withdrawing does not affect documents already signed.

10. YOUR RIGHT TO CANCEL. You, the buyer, may cancel this contract at any time prior to midnight of the fifth business day of the health studio after the date of this contract, excluding Sundays and holidays. To cancel this contract, mail or deliver a signed and dated notice, or send a telegram which states that you, the buyer, are canceling this contract, or words of similar effect. The notice shall be sent to the club at the address on this agreement. If you cancel within this period, we will refund every payment you made within 10 days of receiving your notice.

11. Death, disability and relocation. You may also cancel if you die or become disabled, or if you move your residence more than 25 miles from any club of ours and we cannot transfer your membership to a comparable facility within 5 miles of your new residence. We will refund the unused part of any dues you paid in advance, less a reasonable fee where the law allows one.

12. Entire agreement. This agreement, the plan you chose and the club rules are our whole agreement. California law governs it.`;

const CANCELLATION = `How to cancel your membership

You may cancel at any time with 30 days' written notice. Give us the notice at the front desk of any club, by mail to your home club, or from the member area. Your last month's dues, paid when you joined, cover your final month, so no further monthly charge is taken after your notice period ends.

You may also cancel within five business days of signing for a full refund, and at any time because of death, disability or a move of more than 25 miles from any of our clubs, as your agreement describes.`;

export const SITE_TEXTS: Record<string, string> = {
  [SITE_TEXT_KEYS.terms]: TERMS,
  [SITE_TEXT_KEYS.cancellation]: CANCELLATION,
  [SITE_TEXT_KEYS.monthlyDues]: 'Your monthly dues are charged on the 1st of every month, starting next month.',
  [SITE_TEXT_KEYS.prorated]: 'Dues for the remaining days of this month, counting today.',
  [SITE_TEXT_KEYS.lastMonth]: 'Paid now and applied to your final month when you cancel.',
  // {name} is the referring member's first name, put in (HTML-escaped) by the referral calls.
  [SITE_TEXT_KEYS.referralPopupHeader]: 'A friend invited you!',
  [SITE_TEXT_KEYS.referralPopupText]:
    "<p><strong>{name}</strong> thinks you'd love training with us.</p>" +
    '<p>Pick a club and a plan, and you can be working out today: joining online takes about five minutes.</p>',
};
