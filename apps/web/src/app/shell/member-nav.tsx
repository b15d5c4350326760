import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
} from '@mui/material';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useText } from '../../lib/i18n/catalog';
import { COMPACT_HEADER_QUERY } from '../../lib/use-responsive';
import { appText } from '../i18n';
import type { MemberNavItem, NavSection } from './member-nav-items';

/** The item's label and, when it has one, its badge (e.g. unread messages). */
function ItemLabel({ item }: { item: MemberNavItem }) {
  const t = useText(appText);
  const { Badge } = item;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {t(item.labelId)}
      {Badge && <Badge />}
    </Box>
  );
}

const CURRENT = { textDecoration: 'underline', textUnderlineOffset: 6, fontWeight: 700 } as const;
const BAR_BUTTON = {
  textTransform: 'none',
  whiteSpace: 'nowrap',
  '&.active': CURRENT,
  [COMPACT_HEADER_QUERY]: { minWidth: 0, px: 0.75 },
} as const;

/**
 * The account's own pages (profile, billing, history, password) and Log out behind one 'Account' button: a menu
 * that the keyboard opens (Enter, Space or the down arrow) and walks with the arrows, closed by Escape or a
 * choice. The button is marked like a current link while one of its pages is open.
 */
function AccountMenu({ items, onLogOut }: { items: MemberNavItem[]; onLogOut: () => void }) {
  const t = useText(appText);
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const current = items.some((item) => item.to === pathname);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        sx={{ ...BAR_BUTTON, ...(current ? CURRENT : {}) }}
      >
        {t('app.nav.account')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.to}
            component={NavLink}
            to={item.to}
            end
            onClick={close}
            sx={{ '&.active': { fontWeight: 700, bgcolor: 'action.selected' } }}
          >
            {t(item.labelId)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogOut();
          }}
        >
          {t('app.header.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * Wide screens: the everyday links in the header, then the Account menu with the account's own pages and Log out,
 * on one row. NavLink marks the current page (aria-current="page").
 */
export function MemberNavBar({
  bar,
  account,
  onLogOut,
}: {
  bar: MemberNavItem[];
  account: MemberNavItem[];
  onLogOut: () => void;
}) {
  const t = useText(appText);
  return (
    <Box component="nav" aria-label={t('app.nav.label')}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
          [COMPACT_HEADER_QUERY]: { gap: 0.25 },
        }}
      >
        {bar.map((item) => (
          <li key={item.to}>
            <Button component={NavLink} to={item.to} end color="inherit" sx={BAR_BUTTON}>
              <ItemLabel item={item} />
            </Button>
          </li>
        ))}
        <li>
          <AccountMenu items={account} onLogOut={onLogOut} />
        </li>
      </Box>
    </Box>
  );
}

/**
 * The navigation as lists, one per section, each under its heading when it has one (the console's groups):
 * the console's side navigation and the phone's drawer. `onNavigate` runs after a link is followed.
 */
export function NavSections({
  sections,
  label,
  onNavigate,
}: {
  sections: NavSection[];
  label: string;
  onNavigate?: () => void;
}) {
  const t = useText(appText);
  return (
    <Box component="nav" aria-label={label}>
      {sections.map((section, index) => {
        const headingId = section.headingId ? `nav-section-${index}` : undefined;
        return (
          <List
            key={section.headingId ?? index}
            dense={Boolean(section.headingId)}
            aria-labelledby={headingId}
            subheader={
              section.headingId ? (
                <ListSubheader id={headingId} disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
                  {t(section.headingId)}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end
                  onClick={onNavigate}
                  sx={{ '&.active': { fontWeight: 700, bgcolor: 'action.selected' } }}
                >
                  <ListItemText primary={<ItemLabel item={item} />} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
    </Box>
  );
}

const MENU_ID = 'member-menu';

/** Phones and small tablets: a menu button that opens the same links, and Log out, in a drawer. */
export function MemberNavMenu({
  sections,
  label,
  onLogOut,
}: {
  sections: NavSection[];
  label: string;
  onLogOut: () => void;
}) {
  const t = useText(appText);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('app.nav.openMenu')}
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(true)}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <Box id={MENU_ID} sx={{ width: 280, maxWidth: '85vw' }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('app.nav.closeMenu')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <NavSections sections={sections} label={label} onNavigate={close} />
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  close();
                  onLogOut();
                }}
              >
                <ListItemText primary={t('app.header.logOut')} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </>
  );
}
