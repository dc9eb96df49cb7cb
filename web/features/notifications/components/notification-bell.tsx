import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { fullTime, listTime } from '#web/lib/format-time.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useNotificationsUnread,
} from '../api/notifications-api.ts';

/**
 * D30: the bell of the signed-in header. Its count follows the 'notifications' live topic; the
 * list opens below it, newest first, each item a link to what it is about (opening one marks it
 * read). Escape or a click elsewhere closes it and gives the focus back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useNotificationsUnread().data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} unread={unread} onClose={() => setOpen(false)} />}
    </div>
  );
}

function NotificationPanel({ id, unread, onClose }: { id: string; unread: number; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useNotifications(true);
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const headingId = `${id}-heading`;

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('bell.title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          busy={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('bell.markAllRead')}
        </Button>
      </div>
      {list.isPending ? (
        <p role="status" className="px-4 py-6 text-center text-sm text-slate-700">
          {t('common.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="px-4 py-6 text-center text-sm text-slate-700">
          <p>{t('bell.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {t('bell.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-700">{t('bell.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={onClose} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="border-t border-slate-200 p-2 text-center">
          <Button variant="ghost" size="sm" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('bell.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  return (
    <li>
      <Link
        to={item.path}
        onClick={() => {
          if (!item.read) markRead.mutate(item.id);
          onOpen();
        }}
        className={cn(
          'flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
          !item.read && 'bg-brand-50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-700')}
        />
        <span className="flex-1">
          <span className={cn('block text-slate-900', !item.read && 'font-semibold')}>
            {item.title}
            {item.count > 1 && <span className="font-normal text-slate-700"> ({item.count})</span>}
          </span>
          <time dateTime={item.createdAt} title={fullTime(item.createdAt)} className="text-xs text-slate-700">
            {listTime(item.createdAt)}
          </time>
          {!item.read && <span className="sr-only">, {t('bell.unread')}</span>}
        </span>
      </Link>
    </li>
  );
}
