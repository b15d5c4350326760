import { Box, Link } from '@mui/material';
import { appConfig } from '../../lib/app-config';
import { useText } from '../../lib/i18n/catalog';
import { RichText } from '../../lib/i18n/rich-text';
import { componentsText } from '../i18n';

/** The checkbox's words, in the language shown. */
export function EsignCheckboxLabel() {
  const t = useText(componentsText);
  return <>{t('components.signature.esignLabel')}</>;
}

/**
 * The consent to electronic records (ESIGN Act) a member gives before signing an agreement: at the join and when
 * signing an updated agreement in the member area (a change of plan or club, docs/decisions/0028). An element, so
 * that it follows the language shown wherever it is a label (FormControlLabel's label takes one).
 */
export const ESIGN_CHECKBOX_LABEL = <EsignCheckboxLabel />;

/** What the ESIGN Act requires a person be told before consenting to electronic records, kept short. */
export function EsignDisclosures() {
  const t = useText(componentsText);
  const { supportEmail } = appConfig();
  // The address is the link's text: the message places it, the component makes it a mailto link.
  const mail = { 0: <Link href={`mailto:${supportEmail}`} /> };
  const values = { email: supportEmail };
  return (
    <Box
      component="details"
      sx={{
        ml: 4,
        typography: 'body2',
        '& summary': { cursor: 'pointer', color: 'primary.main', width: 'fit-content' },
      }}
    >
      <summary>{t('components.signature.esignSummary')}</summary>
      <Box component="ul" sx={{ my: 1, pl: 3, '& li': { mb: 0.5 } }}>
        <li>{t('components.signature.esignCovers')}</li>
        <li>
          <RichText catalog={componentsText} id="components.signature.esignPaper" values={values} components={mail} />
        </li>
        <li>
          <RichText
            catalog={componentsText}
            id="components.signature.esignWithdraw"
            values={values}
            components={mail}
          />
        </li>
        <li>{t('components.signature.esignNeeds')}</li>
        <li>
          <RichText
            catalog={componentsText}
            id="components.signature.esignEmailChange"
            values={values}
            components={mail}
          />
        </li>
      </Box>
    </Box>
  );
}
