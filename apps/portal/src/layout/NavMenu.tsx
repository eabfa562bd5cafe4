import { Badge, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useUnreadMessageCount } from '../api/messages';
import { navItems } from './navItems';

/** The main menu; the Messages entry carries the unread count. */
export function NavMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadMessageCount().data?.count ?? 0;
  return (
    <nav aria-label={t('layout.mainNavigation')}>
      {navItems.map((item) => {
        const active = pathname === item.to || (item.to === '/documents' && pathname.startsWith('/document'));
        const label = t(`layout.${item.label}`);
        const withUnread = item.label === 'messages' && unread > 0;
        return (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            end
            label={label}
            aria-label={withUnread ? `${label} (${t('layout.unread', { count: unread })})` : undefined}
            description={item.description ? t(`layout.${item.description}`) : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            // Mantine fades the active entry's description (opacity 0.9): on the tint, "Payments and
            // Invoices" then falls under 4.5:1. Full opacity keeps the shade-9 text at AA.
            styles={{ description: { opacity: 1 } }}
            rightSection={
              withUnread ? (
                <Badge size="sm" circle={unread < 10} aria-hidden>
                  {unread}
                </Badge>
              ) : undefined
            }
          />
        );
      })}
    </nav>
  );
}
