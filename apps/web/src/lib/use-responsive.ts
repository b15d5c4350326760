import { useMediaQuery } from '@mui/material';
import { BREAKPOINTS } from '@gym/contracts/constants';

/**
 * The mobile width as a CSS media query, for what differs only in looks (hidden on mobile, a smaller picture): CSS
 * decides before any script runs, so the prerendered first page (app/first-page) is right on every width.
 */
export const MOBILE_MEDIA_QUERY = `@media (max-width:${BREAKPOINTS.mobile}px)`;

/**
 * Phones, for the staff console: its side navigation needs 600 px beside it, so a tablet upright (768) keeps it
 * and only a phone gets the drawer instead.
 */
export const CONSOLE_PHONE_QUERY = '(max-width:599.95px)';

/**
 * A member's header from the large-mobile breakpoint (992 px, where its bar replaces the drawer) to 1200 px: the
 * brand's mark without its name, the bar's buttons closer together, so the bar keeps to one row in either language.
 */
export const COMPACT_HEADER_QUERY = `@media (min-width:${BREAKPOINTS.largeMobile + 1}px) and (max-width:1199.95px)`;

/** The specification's width flags: small mobile <= 450, mobile <= 768, large mobile <= 991 px. */
export function useResponsive() {
  const isSmallMobile = useMediaQuery(`(max-width:${BREAKPOINTS.smallMobile}px)`, { noSsr: true });
  const isMobile = useMediaQuery(`(max-width:${BREAKPOINTS.mobile}px)`, { noSsr: true });
  const isLargeMobile = useMediaQuery(`(max-width:${BREAKPOINTS.largeMobile}px)`, { noSsr: true });
  return { isSmallMobile, isMobile, isLargeMobile };
}
