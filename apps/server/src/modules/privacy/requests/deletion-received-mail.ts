import type { Locale } from '@gym/contracts/i18n/locales';
import { PRIVACY_RECORDS_KEPT_YEARS, PRIVACY_RESPONSE_DAYS } from '@gym/contracts/privacy';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import type { MailMessage } from '../../../providers/mail';
import { linkMail } from '../../../providers/mail/link-mail';
import { mailText } from '../../../providers/mail/mail-text';

export interface DeletionReceivedContent {
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  /** The last day to complete it, as the member reads it (their language's date). */
  dueDay: string;
  /** The privacy notice's address. */
  noticeUrl: string;
}

const receivedText = defineCatalog(
  {
    'mail.privacyDeletion.subject': '{brand}: we received your request to delete your account',
    'mail.privacyDeletion.heading': 'Your deletion request',
    'mail.privacyDeletion.received':
      'We received your request to delete your account and the personal data we hold about you. We will complete it by {due}, within the {days} days California law gives us.',
    'mail.privacyDeletion.kept':
      'The law makes us keep your payments and your signed membership agreement for {years} years, for tax and accounting records; everything else is deleted, and you will no longer be able to sign in.',
    'mail.privacyDeletion.linkLine': 'What we collect, what we keep and why:',
    'mail.privacyDeletion.linkLabel': 'Read the privacy notice',
    'mail.privacyDeletion.notYou': 'If you did not ask for this, reply to this e-mail or write to us at once.',
    'mail.privacyDeletion.reason': 'You received this e-mail because a deletion of your {brand} account was asked for.',
  },
  {
    'mail.privacyDeletion.subject': '{brand}: recibimos su solicitud de eliminar su cuenta',
    'mail.privacyDeletion.heading': 'Su solicitud de eliminación',
    'mail.privacyDeletion.received':
      'Recibimos su solicitud de eliminar su cuenta y los datos personales que tenemos sobre usted. La completaremos a más tardar el {due}, dentro de los {days} días que nos da la ley de California.',
    'mail.privacyDeletion.kept':
      'La ley nos obliga a conservar sus pagos y su contrato de membresía firmado durante {years} años, para los registros fiscales y contables; todo lo demás se elimina y ya no podrá iniciar sesión.',
    'mail.privacyDeletion.linkLine': 'Qué recopilamos, qué conservamos y por qué:',
    'mail.privacyDeletion.linkLabel': 'Leer el aviso de privacidad',
    'mail.privacyDeletion.notYou':
      'Si usted no lo solicitó, responda a este correo electrónico o escríbanos de inmediato.',
    'mail.privacyDeletion.reason': 'Recibió este correo electrónico porque se solicitó eliminar su cuenta de {brand}.',
  },
);

/** The member is told their deletion request was received: by when it is done, and what the club keeps. */
export function deletionReceivedMail(content: DeletionReceivedContent): Promise<MailMessage> {
  const locale = content.locale ?? 'en';
  const t = (id: Parameters<typeof receivedText.t>[1], values?: MessageValues) => receivedText.t(locale, id, values);
  const brand = content.brandName;
  return linkMail({
    locale,
    brandName: brand,
    supportEmail: content.supportEmail,
    to: content.to,
    subject: t('mail.privacyDeletion.subject', { brand }),
    heading: t('mail.privacyDeletion.heading'),
    greeting: mailText.t(locale, 'mail.hi', { name: content.firstName }),
    body: [
      t('mail.privacyDeletion.received', { due: content.dueDay, days: String(PRIVACY_RESPONSE_DAYS) }),
      t('mail.privacyDeletion.kept', { years: String(PRIVACY_RECORDS_KEPT_YEARS) }),
    ],
    links: [
      { url: content.noticeUrl, label: t('mail.privacyDeletion.linkLabel'), line: t('mail.privacyDeletion.linkLine') },
    ],
    after: [t('mail.privacyDeletion.notYou')],
    reason: t('mail.privacyDeletion.reason', { brand }),
  });
}
