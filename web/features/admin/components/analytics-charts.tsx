import { currentLanguage } from '#web/lib/i18n.ts';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DayCount } from '#shared/days.ts';
import type { AdminAnalytics } from '#shared/schemas/admin.ts';
import { Card } from '#web/components/ui/card.tsx';

/** The brand colours of web/styles.css (SVG attributes take no CSS variables). */
const BRAND_700 = '#be123c';
const SLATE_400 = '#94a3b8';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(currentLanguage(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * D20: registrations and interests per day, messages flagged per day (D29), and the membership split. Each chart is drawn for the
 * eye only; its figures are given in words and in a table that every reader can open.
 */
export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation();
  // D24: no drawing animation for those who asked for less motion.
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The server sends every one of the 30 days, a quiet day counting 0 (shared/days.ts).
  const registrations = analytics.registrationsPerDay;
  const interests = analytics.interestsPerDay;
  // D29: what the safety guard flagged, for moderators to watch.
  const flagged = analytics.flaggedMessagesPerDay;
  const split = [
    { name: t('adminPanel.membership.free'), value: analytics.stats.freeUsers, color: SLATE_400 },
    { name: t('adminPanel.membership.premium'), value: analytics.stats.premiumUsers, color: BRAND_700 },
  ];

  const dayBars = (series: DayCount[], fill: string) => (
    <BarChart data={series} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
      <Tooltip labelFormatter={(day) => shortDay(String(day))} />
      <Bar
        isAnimationActive={animate}
        dataKey="count"
        name={t('adminPanel.analytics.count')}
        fill={fill}
        radius={[4, 4, 0, 0]}
      />
    </BarChart>
  );
  const dayColumns = [t('adminPanel.analytics.day'), t('adminPanel.analytics.count')] as const;
  const dayRows = (series: DayCount[]) =>
    series.map((point) => ({
      key: point.day,
      label: <time dateTime={point.day}>{shortDay(point.day)}</time>,
      value: point.count,
    }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('adminPanel.analytics.registrations')}
        summary={seriesSummary(t, registrations)}
        columns={dayColumns}
        rows={dayRows(registrations)}
      >
        {dayBars(registrations, BRAND_700)}
      </ChartCard>
      <ChartCard
        title={t('adminPanel.analytics.interests')}
        summary={seriesSummary(t, interests)}
        columns={dayColumns}
        rows={dayRows(interests)}
      >
        <LineChart data={interests} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
          <Tooltip labelFormatter={(day) => shortDay(String(day))} />
          <Line
            isAnimationActive={animate}
            type="monotone"
            dataKey="count"
            name={t('adminPanel.analytics.count')}
            stroke={BRAND_700}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard
        title={t('adminPanel.analytics.flaggedMessages')}
        summary={seriesSummary(t, flagged)}
        columns={dayColumns}
        rows={dayRows(flagged)}
      >
        {dayBars(flagged, SLATE_400)}
      </ChartCard>
      <ChartCard
        title={t('adminPanel.analytics.membershipSplit')}
        summary={t('adminPanel.analytics.splitSummary', {
          free: analytics.stats.freeUsers,
          premium: analytics.stats.premiumUsers,
        })}
        columns={[t('adminPanel.analytics.membershipType'), t('adminPanel.analytics.members')]}
        rows={split.map((slice) => ({ key: slice.name, label: slice.name, value: slice.value }))}
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            isAnimationActive={animate}
            data={split}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            paddingAngle={2}
            rootTabIndex={-1}
          >
            {split.map((slice) => (
              <Cell key={slice.name} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ChartCard>
    </div>
  );
}

function seriesSummary(t: (key: string, options?: Record<string, unknown>) => string, series: DayCount[]) {
  const total = series.reduce((sum, point) => sum + point.count, 0);
  if (total === 0) return t('adminPanel.analytics.chartSummaryEmpty');
  const busiest = series.reduce((best, point) => (point.count > best.count ? point : best));
  return t('adminPanel.analytics.chartSummary', { total, day: shortDay(busiest.day), max: busiest.count });
}

function ChartCard({
  title,
  summary,
  columns,
  rows,
  children,
}: {
  title: string;
  summary: string;
  columns: readonly [string, string];
  rows: { key: string; label: ReactNode; value: number }[];
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card className="p-4">
      <figure className="flex flex-col gap-3">
        <figcaption className="flex flex-col gap-1">
          <span id={titleId} className="font-semibold text-slate-900">
            {title}
          </span>
          <span className="text-sm text-slate-700">{summary}</span>
        </figcaption>
        {/* The drawing repeats the figures of the table below: hidden from screen readers. */}
        <div aria-hidden="true" className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
        <details className="text-sm text-slate-800">
          <summary className="cursor-pointer font-medium text-brand-800">{t('adminPanel.analytics.showData')}</summary>
          {/* Scrolls (a month of days) in a focusable, named region, so a keyboard can scroll it too (axe). */}
          <div
            role="region"
            aria-labelledby={titleId}
            tabIndex={0}
            className="mt-2 max-h-64 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table aria-labelledby={titleId} className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {columns[0]}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {columns[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {row.label}
                    </th>
                    <td className="py-1">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </Card>
  );
}
