import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button } from '@mui/material';
import { HEADER_MENU, type StepIndex } from '@gym/contracts/messages';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { MOBILE_MEDIA_QUERY } from '../../../lib/use-responsive';
import { signupText } from '../i18n';
import { useWizard } from './wizard-context';
import { useWizardNavigation } from './use-wizard-navigation';

function currentEntryIndex(step: StepIndex): number {
  return HEADER_MENU.findIndex((entry) => (entry.covers as readonly StepIndex[]).includes(step));
}

/**
 * The six-entry progress menu, hidden on mobile. Completed entries show a tick and take the visitor back to their
 * step.
 */
export function WizardHeaderMenu() {
  const t = useText(signupText);
  const shared = useSharedText();
  const { state } = useWizard();
  const { goBack } = useWizardNavigation();
  const currentIndex = currentEntryIndex(state.step);
  return (
    <Box component="nav" aria-label={t('signup.wizard.progress')} sx={{ [MOBILE_MEDIA_QUERY]: { display: 'none' } }}>
      <Box component="ol" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
        {HEADER_MENU.map((entry, index) => {
          const completed = index < currentIndex;
          const current = index === currentIndex;
          return (
            <li key={entry.label}>
              <Button
                size="small"
                variant={current ? 'contained' : 'text'}
                disabled={!completed && !current}
                aria-current={current ? 'step' : undefined}
                startIcon={
                  completed ? (
                    <CheckCircleIcon titleAccess={t('signup.wizard.completed')} />
                  ) : (
                    <span aria-hidden>{index + 1}</span>
                  )
                }
                onClick={completed ? () => goBack(entry.step) : undefined}
              >
                {shared(entry.label)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
