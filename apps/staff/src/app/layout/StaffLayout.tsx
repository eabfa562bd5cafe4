import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Badge.css';
import { AppShell, Badge, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useStaffLiveUpdates } from '../../live/useStaffLiveUpdates';
import { PageLoader } from '../PageLoader';
import { usePageTitle } from '../usePageTitle';
import { navItems } from './navItems';
import { UserMenu } from './UserMenu';
import { useNavCounts } from './useNavCounts';

/** The signed-in frame: header with the user menu, the section menu, and the page. */
export function StaffLayout() {
  const { t, i18n } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const isActive = (to: string) => location.pathname === to || location.pathname.startsWith(`${to}/`);
  const section = navItems.find((item) => isActive(item.to));
  usePageTitle(section ? t(`nav.${section.label}`) : undefined);
  useStaffLiveUpdates();
  const counts = useNavCounts();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main-content" className="staff-skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('app.toggleNavigation')}
              aria-expanded={opened}
            />
            <Text fw={700} size="lg" component="span">
              {t('app.name')}
            </Text>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('app.mainNavigation')}>
        {navItems.map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            label={t(`nav.${item.label}`)}
            active={isActive(item.to)}
            onClick={close}
            rightSection={
              counts[item.label] ? (
                <Badge
                  size="sm"
                  circle={false}
                  aria-label={t(`nav.pending.${item.label}`, { count: counts[item.label] })}
                >
                  {counts[item.label]}
                </Badge>
              ) : null
            }
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* A new language remounts the page, so texts read outside react-i18next (areaTexts.ts) follow it too. */}
        <Suspense key={i18n.language} fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
