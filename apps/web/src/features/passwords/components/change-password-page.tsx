import { ChangePasswordForm } from './change-password-form';
import { NewPasswordRules } from './new-password-rules';
import { PasswordPageLayout } from './password-page-layout';

/** /change_password: in the member area (the route table puts it behind the sign-in gate). */
export function Component() {
  return (
    <PasswordPageLayout title="Change password">
      <NewPasswordRules />
      <ChangePasswordForm />
    </PasswordPageLayout>
  );
}
