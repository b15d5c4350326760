import { Outlet } from 'react-router';
import { WizardProvider } from './wizard-context';

/** Shared by / and /{location}, so that moving between them keeps the wizard's state. */
export function Component() {
  return (
    <WizardProvider>
      <Outlet />
    </WizardProvider>
  );
}
