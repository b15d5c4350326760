import { useText } from '../../../lib/i18n/catalog';
import { passwordsText } from '../i18n';
import { ChangePasswordForm } from './change-password-form';
import { NewPasswordRules } from './new-password-rules';
import { PasswordPageLayout } from './password-page-layout';

/** /change_password: in the member area (the route table puts it behind the sign-in gate). */
export function Component() {
  const t = useText(passwordsText);
  return (
    <PasswordPageLayout title={t('passwords.change.title')}>
      <NewPasswordRules />
      <ChangePasswordForm />
    </PasswordPageLayout>
  );
}
