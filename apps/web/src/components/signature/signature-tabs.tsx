import { Box, CircularProgress, Link, Stack, Tab, Tabs, TextField } from '@mui/material';
import { type ClipboardEvent, type Dispatch, Suspense, lazy, useCallback } from 'react';
import { translate, useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';
import { SIGNATURE_FONT_FAMILY } from './signature-image';
import { type SigningAction, type SigningState, bothAccepted } from './signing-state';

const DrawnSignature = lazy(() => import('./drawn-signature'));

const tabId = (tab: string) => `signature-tab-${tab}`;
const panelId = (tab: string) => `signature-panel-${tab}`;

/** The signature: typed or drawn, in tabs that open once both boxes are checked. */
export function SignatureTabs({ state, dispatch }: { state: SigningState; dispatch: Dispatch<SigningAction> }) {
  const t = useText(componentsText);
  const enabled = bothAccepted(state);
  const onDrawn = useCallback((image: string | null) => dispatch({ type: 'drawn', image }), [dispatch]);
  const blockPaste = (event: ClipboardEvent) => {
    // The signature must be typed by the person signing (the sign-up document, section 5).
    event.preventDefault();
    window.alert(translate(componentsText, 'components.signature.pasteBlocked'));
  };
  const hasSignature = state.tab === 'type' ? state.typed !== '' : state.drawn !== null;

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Tabs
          value={state.tab}
          onChange={(_event, tab: SigningState['tab']) => dispatch({ type: 'tabSelected', tab })}
          aria-label={t('components.signature.howToSign')}
        >
          <Tab
            label={t('components.signature.typeTab')}
            value="type"
            id={tabId('type')}
            aria-controls={panelId('type')}
            disabled={!enabled}
          />
          <Tab
            label={t('components.signature.drawTab')}
            value="draw"
            id={tabId('draw')}
            aria-controls={panelId('draw')}
            disabled={!enabled}
          />
        </Tabs>
        <Link
          component="button"
          type="button"
          underline="hover"
          disabled={!enabled || !hasSignature}
          onClick={() => dispatch({ type: 'cleared' })}
          sx={{ mb: 1, '&:disabled': { color: 'text.disabled', cursor: 'default', textDecoration: 'none' } }}
        >
          {t('components.signature.clear')}
        </Link>
      </Stack>
      <Box role="tabpanel" id={panelId(state.tab)} aria-labelledby={tabId(state.tab)} sx={{ pt: 2 }}>
        {state.tab === 'type' ? (
          <TextField
            label={t('components.signature.typeLabel')}
            value={state.typed}
            onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
            onPaste={blockPaste}
            disabled={!enabled}
            autoComplete="off"
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 80, spellCheck: false },
              input: { sx: { fontFamily: SIGNATURE_FONT_FAMILY, fontSize: '1.75rem' } },
            }}
          />
        ) : (
          <Suspense fallback={<CircularProgress aria-label={t('components.signature.padLoading')} />}>
            <DrawnSignature value={state.drawn} onChange={onDrawn} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
