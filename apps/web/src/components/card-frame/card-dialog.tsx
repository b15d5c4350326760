import { Dialog, useMediaQuery, useTheme } from '@mui/material';
import type { FrameCard } from '@gym/contracts/billing';
import type { BillingUrlQuery } from './billing-frame';
import { CardDialogContent } from './card-dialog-content';

export interface CardDialogProps {
  open: boolean;
  /** 'Add New Card' or 'Update Card', in the language shown (the feature's catalog). */
  title: string;
  /** The frame's URL, asked for by the feature (it may start before the dialog opens). */
  billingUrl: BillingUrlQuery;
  submitLabel: string;
  /** The card the dialog starts from (Update Card); null for a new one. */
  current: FrameCard | null;
  /** A former member's card is added with the name on it: the button stays disabled while it is empty. */
  nameRequired: boolean;
  busy?: boolean;
  /** Why the last save failed (the server's text), shown above the buttons. */
  error?: string | null;
  /** The provider's decline text for `current`: shown until the frame gives another card. */
  declined?: string | null;
  onClose: () => void;
  /** `isNew` when the frame gave another card than `current`. */
  onSubmit: (card: FrameCard, isNew: boolean) => void;
}

/**
 * The card dialog: the provider's frame, then the name on the card and the card it gave, as one form. A
 * centred dialog from tablet width up; full-screen on phones, where a dialog's margins would squeeze the frame.
 */
export function CardDialog(props: CardDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="card-dialog-title"
      aria-describedby="card-dialog-intro"
    >
      {/* Mounted only while open: each opening starts from `current` with a fresh frame. */}
      {props.open && <CardDialogContent {...props} />}
    </Dialog>
  );
}
