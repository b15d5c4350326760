import type { Locale } from '@gym/contracts/i18n/locales';

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

const TERMS_ES = `TÉRMINOS Y CONDICIONES DE LA MEMBRESÍA

1. Membresía. Su membresía le permite usar el club que eligió (su club principal) durante su horario con personal, y cualquier otro club que incluya su plan. Su tarjeta de membresía y el código de registro de entrada del área de miembros son personales y no se pueden compartir.

2. Cuotas y pagos. Usted nos autoriza a cobrar a la tarjeta registrada el monto que debe hoy y, después, la cuota mensual el primer día de cada mes hasta que termine su membresía. El monto que debe hoy es la cuota prorrateada del resto de este mes más la cuota de su último mes. Si un cobro no se procesa, lo intentaremos de nuevo y podremos suspender el acceso hasta que se pague el saldo.

3. Cambios de precio. Le avisaremos por escrito con al menos 30 días de anticipación antes de cualquier cambio en su cuota mensual.

4. Reglas del club. Usted acepta seguir las reglas publicadas del club, limpiar el equipo después de usarlo, usar ropa y calzado adecuados, y tratar con respeto a los demás miembros y al personal. Podemos terminar una membresía por faltas graves o repetidas.

5. Asunción de riesgos y exención de responsabilidad. El ejercicio conlleva un riesgo de lesiones. Usted confirma que goza de buena salud y que no tiene ninguna condición que le impida hacer ejercicio de forma segura, o que cuenta con la aprobación de su médico. En la medida en que la ley lo permita, usted exime al club de toda reclamación por lesiones derivadas del uso de las instalaciones, salvo las causadas por nuestra negligencia grave o conducta dolosa.

6. Objetos personales. Los casilleros son para usarse mientras esté en el club. No somos responsables de objetos perdidos o robados.

7. Invitados y menores. Los invitados deben firmar una exención de responsabilidad y estar acompañados por un miembro. Los miembros deben tener 18 años o más.

8. Congelación. Puede congelar su membresía hasta tres meses al año por un cargo mensual que se indica en la recepción.

9. Registros y firmas electrónicos. Usted acepta firmar este contrato de forma electrónica y recibir el contrato, los recibos y los avisos de forma electrónica en el correo electrónico que nos dio. Puede pedir una copia en papel sin costo en cualquier club, y puede retirar este consentimiento por escrito; retirarlo no afecta los documentos ya firmados.

10. SU DERECHO A CANCELAR. Usted, el comprador, puede cancelar este contrato en cualquier momento antes de la medianoche del quinto día hábil del club posterior a la fecha de este contrato, sin contar domingos ni días feriados. Para cancelar este contrato, envíe por correo o entregue un aviso firmado y fechado, o envíe un telegrama, en el que conste que usted, el comprador, cancela este contrato, o palabras de efecto similar. El aviso se debe enviar al club, a la dirección que figura en este contrato. Si cancela dentro de este plazo, le reembolsaremos todos los pagos que haya hecho dentro de los 10 días siguientes a la recepción de su aviso.

11. Fallecimiento, discapacidad y mudanza. También puede cancelar si fallece o queda discapacitado, o si se muda a más de 25 millas de cualquiera de nuestros clubes y no podemos transferir su membresía a unas instalaciones comparables a menos de 5 millas de su nuevo domicilio. Le reembolsaremos la parte no usada de las cuotas que haya pagado por adelantado, menos un cargo razonable cuando la ley lo permita.

12. Acuerdo completo. Este contrato, el plan que eligió y las reglas del club constituyen la totalidad de nuestro acuerdo. Se rige por las leyes de California.`;

const CANCELLATION_ES = `Cómo cancelar su membresía

Puede cancelar en cualquier momento con un aviso por escrito de 30 días. Entréguenos el aviso en la recepción de cualquier club, por correo postal a su club principal o desde el área de miembros. La cuota de su último mes, que pagó al inscribirse, cubre su mes final, así que no se cobra ninguna otra cuota mensual después de que termine el plazo del aviso.

También puede cancelar dentro de los cinco días hábiles siguientes a la firma con un reembolso total, y en cualquier momento por fallecimiento, discapacidad o una mudanza a más de 25 millas de cualquiera de nuestros clubes, como se describe en su contrato.`;

/**
 * The Spanish versions of SITE_TEXTS (docs/decisions/0039: usted, the glossary), stored in site_text_translations.
 * The operator edits both languages here; a text left out of this list is shown in English.
 */
export const SPANISH_SITE_TEXTS: Partial<Record<string, string>> = {
  [SITE_TEXT_KEYS.terms]: TERMS_ES,
  [SITE_TEXT_KEYS.cancellation]: CANCELLATION_ES,
  [SITE_TEXT_KEYS.monthlyDues]: 'Su cuota mensual se cobra el día 1 de cada mes, a partir del próximo mes.',
  [SITE_TEXT_KEYS.prorated]: 'Cuota de los días que quedan de este mes, incluido hoy.',
  [SITE_TEXT_KEYS.lastMonth]: 'Se paga ahora y se aplica a su último mes cuando cancele.',
  [SITE_TEXT_KEYS.referralPopupHeader]: '¡Un amigo le envió una invitación!',
  [SITE_TEXT_KEYS.referralPopupText]:
    '<p><strong>{name}</strong> cree que le encantará entrenar con nosotros.</p>' +
    '<p>Elija un club y un plan, y podrá empezar a entrenar hoy mismo: inscribirse en línea toma unos cinco minutos.</p>',
};

/** Each site text by language: English from SITE_TEXTS, the others from their lists. */
export const SITE_TEXT_TRANSLATIONS: Record<Exclude<Locale, 'en'>, Partial<Record<string, string>>> = {
  es: SPANISH_SITE_TEXTS,
};
