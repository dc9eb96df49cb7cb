import { Heart, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { OwnAccount } from '#shared/schemas/account.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useLogout } from '#web/features/auth/api/auth-api.ts';
import { useUnreadCount } from '#web/features/conversations/api/conversations-api.ts';
import { mayModerate } from '#web/features/moderation/may-moderate.ts';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { LanguageSelect } from '#web/components/language-select.tsx';
import { MenuToggle } from '#web/components/ui/menu-toggle.tsx';
import { useChooseMemberLanguage } from '#web/features/auth/api/language-api.ts';
import { say } from '#web/lib/i18n.ts';
import { useMemberAccess } from '../membership-access.ts';

/** Spec §2 Header: Shortlist only for premium members, everyone in full access (the server enforces it too, D13, D41). */
function memberLinks(premium: boolean): { to: string; key: string }[] {
  const links: { to: string; key: string }[] = [
    { to: paths.dashboard, key: 'dashboard' },
    { to: paths.discover, key: 'discover' },
    { to: paths.myProfile, key: 'myProfile' },
    { to: paths.myInterests, key: 'myInterest' },
    { to: paths.messages, key: 'messages' },
    { to: paths.gallery, key: 'gallery' },
    { to: paths.blocked, key: 'blocked' },
  ];
  if (premium) links.push({ to: paths.shortlist, key: 'shortlist' });
  return links;
}

/**
 * The super admin's links: the panel (shown on every other path) and Moderation (D31), once their
 * two-factor sign-in is on (D35: until then the panel shows only its setup).
 */
function superAdminLinks(account: OwnAccount): { to: string; key: string }[] {
  if (!account.twoFactorEnabled) return [];
  return [
    { to: paths.home, key: 'adminPanel' },
    { to: paths.moderation, key: 'moderation' },
  ];
}

const RELATIVE_LINKS = [{ to: paths.family, key: 'family' }];

export function SiteHeader({ account }: { account: OwnAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const chooseLanguage = useChooseMemberLanguage();
  const isSuperAdmin = account.role === 'super_admin';
  // D45: a relative's account has its family page, and no member's bell, messages or settings.
  const member = !isSuperAdmin && !account.relative;
  const { premium } = useMemberAccess();
  const links = isSuperAdmin ? superAdminLinks(account) : account.relative ? RELATIVE_LINKS : memberLinks(premium);
  const unread = useUnreadCount(member).data?.unread ?? 0;
  const displayName = account.firstName || account.email;
  // D31: moderators and admins reach Moderation from beside Settings (the super admin from their links).
  const moderator = member && mayModerate(account.role);

  function onLogout() {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.success(messages.logout.success);
        void navigate(paths.home, { replace: true });
      },
      onError: (error) => toast.error(t('auth.logoutFailed', { message: say(error.message) })),
    });
  }

  // Messages carries the unread count (issue 19): a badge to see, "Messages, 3 unread" to hear.
  const counted = (key: string) => key === 'messages' && unread > 0;
  const linkLabel = (key: string) => (counted(key) ? { 'aria-label': t('nav.messagesUnread', { count: unread }) } : {});
  const linkText = (key: string) => (
    <>
      {t(`nav.${key}`)}
      {counted(key) && (
        <span
          aria-hidden="true"
          className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );

  const stateClass = (isActive: boolean) =>
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100';
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-md px-3 py-2 text-sm font-medium', stateClass(isActive));
  // A moderator's header holds one more link: below 1280 px the wide screen's links sit closer.
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-md py-2 text-sm font-medium', moderator ? 'px-2 xl:px-3' : 'px-3', stateClass(isActive));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4">
        {/* The brand keeps its one line down to 320 px (issue 24): the name beside it gives way first. */}
        <Link
          to={isSuperAdmin ? paths.home : account.relative ? paths.family : paths.dashboard}
          className="flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap text-brand-800"
          data-testid="header-brand"
        >
          <Heart aria-hidden="true" className="size-6 fill-brand-700 text-brand-700" />
          {t('app.name')}
        </Link>
        {links.length > 0 && (
          <nav aria-label={t('nav.main')} className="hidden lg:block">
            <ul className="flex gap-1">
              {links.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} className={navLinkClass} {...linkLabel(link.key)}>
                    {linkText(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">
          {isSuperAdmin && <Badge tone="brand">{t('nav.superAdmin')}</Badge>}
          {member && <NotificationBell />}
          {/* Settings: an icon beside the bell on wide screens, a line of the menu on narrow ones. */}
          {member && (
            <Link
              to={paths.settings}
              aria-label={t('nav.settings')}
              title={t('nav.settings')}
              className="hidden size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:inline-flex"
            >
              <Settings aria-hidden="true" className="size-5" />
            </Link>
          )}
          {/* Moderation: an icon beside Settings on wide screens (the header is full), a line of the menu below. */}
          {moderator && (
            <NavLink
              to={paths.moderation}
              aria-label={t('nav.moderation')}
              title={t('nav.moderation')}
              className={({ isActive }) =>
                cn(
                  'hidden size-10 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:inline-flex',
                  stateClass(isActive),
                )
              }
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
            </NavLink>
          )}
          <span className="max-w-32 min-w-0 truncate text-sm text-slate-800" data-testid="header-name">
            {displayName}
          </span>
          {/* On a phone Logout is a line of the menu: a wrapper hides this one, because cn() does not
              merge classes and the button's own inline-flex would beat a plain `hidden` (issue 24). */}
          <div className="hidden shrink-0 sm:block">
            <Button variant="secondary" size="sm" onClick={onLogout} busy={logout.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('nav.logout')}
            </Button>
          </div>
          <MenuToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} controls="mobile-menu" />
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-3 lg:hidden">
          <p className="px-3 pb-2 text-sm text-slate-700 sm:hidden">{t('nav.signedInAs', { name: displayName })}</p>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} className={linkClass} onClick={() => setMenuOpen(false)} {...linkLabel(link.key)}>
                  {linkText(link.key)}
                </NavLink>
              </li>
            ))}
            {member && (
              <li>
                <NavLink to={paths.settings} className={linkClass} onClick={() => setMenuOpen(false)}>
                  {t('nav.settings')}
                </NavLink>
              </li>
            )}
            {moderator && (
              <li>
                <NavLink to={paths.moderation} className={linkClass} onClick={() => setMenuOpen(false)}>
                  {t('nav.moderation')}
                </NavLink>
              </li>
            )}
            <li className="sm:hidden">
              <Button variant="secondary" size="sm" onClick={onLogout} busy={logout.isPending} className="mt-2 w-full">
                <LogOut aria-hidden="true" className="size-4" />
                {t('nav.logout')}
              </Button>
            </li>
          </ul>
          <LanguageSelect onChoose={chooseLanguage} className="mt-3 px-3" />
        </nav>
      )}
    </header>
  );
}
