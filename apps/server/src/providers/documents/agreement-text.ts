import { defineCatalog } from '../../lib/i18n/translator';

/** Heading of the notice Civil Code 1812.85 requires next to the buyer's signature (English). */
export const CANCELLATION_NOTICE_HEADING = "BUYER'S RIGHT TO CANCEL";

/** The membership agreement's words, in both languages (docs/decisions/0039). */
export const agreementText = defineCatalog(
  {
    'documents.agreement.noticeHeading': CANCELLATION_NOTICE_HEADING,
    'documents.agreement.operator': '{brand}, {club} club, {address}',
    'documents.agreement.noticeEmail': ', or e-mail it from the address on your account to {email}',
    'documents.agreement.notice':
      'You, the buyer, may cancel this contract at any time prior to midnight of the fifth business day of the ' +
      'health studio after the date of this contract, excluding Sundays and holidays. To cancel this contract, ' +
      'mail or deliver a signed and dated notice, or send a telegram which states that you, the buyer, are ' +
      'canceling this contract, or words of similar effect. The notice shall be sent to: {operator}. You may also ' +
      'deliver the notice in person at any of our clubs{email}. If you cancel within this period, every payment ' +
      'you made will be refunded within 10 days of our receiving your notice.',
    'documents.agreement.deathDisabilityRelocation':
      'You may also cancel this contract if you die, or if you become disabled and a physician confirms that you ' +
      'cannot use the facilities, or if you move your residence more than 25 miles from any club of ours and we ' +
      'cannot transfer your membership to a comparable facility within 5 miles of your new residence. Your ' +
      'estate, or you, will then be refunded the unused part of any dues paid in advance, less a reasonable fee ' +
      'where the law allows one. Send the notice as described above.',
    'documents.agreement.title': '{brand} membership agreement {number}',
    'documents.agreement.subject': 'Membership agreement for {name}',
    'documents.agreement.heading': 'Membership Agreement',
    'documents.agreement.number': 'Agreement number',
    'documents.agreement.date': 'Date of this contract',
    'documents.agreement.operatorLabel': 'Health studio operator',
    'documents.agreement.member': 'Member',
    'documents.agreement.name': 'Name',
    'documents.agreement.memberNumber': 'Member number',
    'documents.agreement.birthday': 'Birthday',
    'documents.agreement.address': 'Address',
    'documents.agreement.phone': 'Phone',
    'documents.agreement.email': 'E-mail',
    'documents.agreement.emergencyContact': 'Emergency contact',
    'documents.agreement.membership': 'Membership',
    'documents.agreement.club': 'Club',
    'documents.agreement.plan': 'Plan',
    'documents.agreement.term': 'Term',
    'documents.agreement.monthlyDues': 'Monthly dues',
    'documents.agreement.monthlyDuesValue': '{amount}, charged on the 1st of every month',
    'documents.agreement.lastMonthDues': 'Last month dues',
    'documents.agreement.lastMonthPrepaid': '{amount}, prepaid at the join',
    'documents.agreement.change': 'Change',
    'documents.agreement.changeValue': '{reference}: replaces {replaces}',
    'documents.agreement.takesEffect': 'Takes effect',
    'documents.agreement.chargedToday': 'Charged today',
    'documents.agreement.proratedDues': 'Prorated 1st month dues',
    'documents.agreement.totalDueToday': 'Total due today',
    'documents.agreement.passPrice': 'Pass price',
    'documents.agreement.terms': 'Terms and conditions',
    'documents.agreement.cancellationPolicy': 'Cancellation policy',
    'documents.agreement.termMonthly': 'Term of this contract: month to month, starting {start}',
    'documents.agreement.termOther': 'Term of this contract: {term}',
    'documents.agreement.signature': 'Signature of the buyer',
    'documents.agreement.signedBy': 'Signed electronically by',
    'documents.agreement.signedAt': 'Signed at',
    'documents.agreement.ip': 'IP address',
    'documents.agreement.consent':
      'By signing, the buyer agreed to this agreement and to sign and receive it electronically. A copy was given ' +
      'to the buyer by e-mail at the time of signing.',
    'documents.agreement.footer': '{brand} membership agreement {number} - {name}',
  },
  {
    'documents.agreement.noticeHeading': 'DERECHO DEL COMPRADOR A CANCELAR',
    'documents.agreement.operator': '{brand}, club {club}, {address}',
    'documents.agreement.noticeEmail':
      ', o enviarlo por correo electrónico desde la dirección registrada en su cuenta a {email}',
    'documents.agreement.notice':
      'Usted, el comprador, puede cancelar este contrato en cualquier momento antes de la medianoche del quinto ' +
      'día hábil del club posterior a la fecha de este contrato, sin contar domingos ni días feriados. Para ' +
      'cancelar este contrato, envíe por correo o entregue un aviso firmado y fechado, o envíe un telegrama, en el ' +
      'que conste que usted, el comprador, cancela este contrato, o palabras de efecto similar. El aviso se debe ' +
      'enviar a: {operator}. También puede entregar el aviso en persona en cualquiera de nuestros clubes{email}. ' +
      'Si cancela dentro de este plazo, se le reembolsarán todos los pagos que haya hecho dentro de los 10 días ' +
      'siguientes a la recepción de su aviso.',
    'documents.agreement.deathDisabilityRelocation':
      'También puede cancelar este contrato si fallece, o si queda discapacitado y un médico confirma que no puede ' +
      'usar las instalaciones, o si se muda a más de 25 millas de cualquiera de nuestros clubes y no podemos ' +
      'transferir su membresía a unas instalaciones comparables a menos de 5 millas de su nuevo domicilio. En ese ' +
      'caso, se le reembolsará a usted, o a su sucesión, la parte no usada de las cuotas pagadas por adelantado, ' +
      'menos un cargo razonable cuando la ley lo permita. Envíe el aviso como se describe arriba.',
    'documents.agreement.title': 'Contrato de membresía de {brand} {number}',
    'documents.agreement.subject': 'Contrato de membresía de {name}',
    'documents.agreement.heading': 'Contrato de membresía',
    'documents.agreement.number': 'Número de contrato',
    'documents.agreement.date': 'Fecha de este contrato',
    'documents.agreement.operatorLabel': 'Operador del club',
    'documents.agreement.member': 'Miembro',
    'documents.agreement.name': 'Nombre',
    'documents.agreement.memberNumber': 'Número de miembro',
    'documents.agreement.birthday': 'Fecha de nacimiento',
    'documents.agreement.address': 'Dirección',
    'documents.agreement.phone': 'Teléfono',
    'documents.agreement.email': 'Correo electrónico',
    'documents.agreement.emergencyContact': 'Contacto de emergencia',
    'documents.agreement.membership': 'Membresía',
    'documents.agreement.club': 'Club',
    'documents.agreement.plan': 'Plan',
    'documents.agreement.term': 'Plazo',
    'documents.agreement.monthlyDues': 'Cuota mensual',
    'documents.agreement.monthlyDuesValue': '{amount}, que se cobra el día 1 de cada mes',
    'documents.agreement.lastMonthDues': 'Cuota del último mes',
    'documents.agreement.lastMonthPrepaid': '{amount}, pagada por adelantado al inscribirse',
    'documents.agreement.change': 'Cambio',
    'documents.agreement.changeValue': '{reference}: reemplaza {replaces}',
    'documents.agreement.takesEffect': 'Entra en vigor',
    'documents.agreement.chargedToday': 'Cobrado hoy',
    'documents.agreement.proratedDues': 'Cuota prorrateada del primer mes',
    'documents.agreement.totalDueToday': 'Total a pagar hoy',
    'documents.agreement.passPrice': 'Precio del pase',
    'documents.agreement.terms': 'Términos y condiciones',
    'documents.agreement.cancellationPolicy': 'Política de cancelación',
    'documents.agreement.termMonthly': 'Plazo de este contrato: mes a mes, a partir del {start}',
    'documents.agreement.termOther': 'Plazo de este contrato: {term}',
    'documents.agreement.signature': 'Firma del comprador',
    'documents.agreement.signedBy': 'Firmado electrónicamente por',
    'documents.agreement.signedAt': 'Fecha y hora de la firma',
    'documents.agreement.ip': 'Dirección IP',
    'documents.agreement.consent':
      'Al firmar, el comprador aceptó este contrato y firmarlo y recibirlo de forma electrónica. Se entregó una ' +
      'copia al comprador por correo electrónico en el momento de la firma.',
    'documents.agreement.footer': 'Contrato de membresía de {brand} {number} - {name}',
  },
);
