import { Box, Link } from '@mui/material';
import { appConfig } from '../../lib/app-config';

/**
 * The consent to electronic records (ESIGN Act) a member gives before signing an agreement: at the join and when
 * signing an updated agreement in the member area (a change of plan or club, docs/decisions/0028).
 */
export const ESIGN_CHECKBOX_LABEL = 'I agree to sign and receive my agreement and receipts electronically';

/** What the ESIGN Act requires a person be told before consenting to electronic records, kept short. */
export function EsignDisclosures() {
  const { supportEmail } = appConfig();
  const mail = <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>;
  return (
    <Box
      component="details"
      sx={{
        ml: 4,
        typography: 'body2',
        '& summary': { cursor: 'pointer', color: 'primary.main', width: 'fit-content' },
      }}
    >
      <summary>About signing and receiving documents electronically</summary>
      <Box component="ul" sx={{ my: 1, pl: 3, '& li': { mb: 0.5 } }}>
        <li>
          It covers this membership agreement, your receipts and notices about your membership, sent to the e-mail
          address you gave.
        </li>
        <li>
          Paper copies: you may ask for a paper copy of any of them at no charge, at any club or by writing to {mail}.
        </li>
        <li>
          Withdrawing consent: write to {mail} at any time; it costs nothing, we send paper from then on, and documents
          already signed stay valid.
        </li>
        <li>
          What you need: a current web browser, an e-mail account, a PDF reader (most browsers have one) and a way to
          save or print files.
        </li>
        <li>Changing your e-mail address: update it in the member area or write to {mail}.</li>
      </Box>
    </Box>
  );
}
