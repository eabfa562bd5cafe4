import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import './skipLink.css';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAppointments } from '../api/appointments';
import { useCurrentUser } from '../api/currentUser';
import { usePendingDocuments } from '../api/documents';
import { ClinicBrand } from './ClinicBrand';
import { LoadingBar } from './LoadingBar';
import { NavMenu } from './NavMenu';
import { UserButton } from './UserButton';

/** The phone menu, slid away, also leaves the tab order and the accessibility tree (after the slide). */
const collapsedMenuStyle = {
  visibility: 'hidden',
  transition: 'transform 200ms ease, visibility 0s linear 200ms',
} as const;

/**
 * The signed-in frame: header with the organisation and the user button, the menu (a drawer
 * behind a burger under 768 px) and the page. At start it loads the current user, patients,
 * documents and appointments (portal.md section 4); the settings are already loaded.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const currentUser = useCurrentUser().data;
  usePendingDocuments();
  useAppointments();
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  // The phone menu closes once a page is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => close(), [pathname, close]);
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu, as it closes the user menu and the dialogs; the focus goes back
  // to the burger rather than staying on a link that is being hidden.
  useHotkeys([
    [
      'Escape',
      () => {
        if (!opened) return;
        close();
        burger.current?.focus();
      },
    ],
  ]);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main" className="portal-skip-link">
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.openMenu')}
              aria-expanded={opened}
            />
            <ClinicBrand to="/home" />
          </Group>
          <UserButton currentUser={currentUser} />
        </Group>
        <LoadingBar />
      </AppShell.Header>
      <AppShell.Navbar p="xs" style={narrow && !opened ? collapsedMenuStyle : undefined}>
        <NavMenu />
      </AppShell.Navbar>
      {/* Focusable by script only, so the skip link moves the focus here. */}
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
