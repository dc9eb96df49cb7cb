import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminAnalytics } from '#shared/schemas/admin.ts';
import { Card } from '#web/components/ui/card.tsx';
import { fillDays, type DayCount } from './chart-data.ts';

/** The brand colours of web/styles.css (SVG attributes take no CSS variables). */
const BRAND_700 = '#be123c';
const SLATE_400 = '#94a3b8';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * D20: registrations and interests per day, and the membership split. Each chart is drawn for the
 * eye only; its figures are given in words and in a table that every reader can open.
 */
export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation();
  const registrations = fillDays(analytics.registrationsPerDay);
  const interests = fillDays(analytics.interestsPerDay);
  const split = [
    { name: t('adminPanel.membership.free'), value: analytics.stats.freeUsers, color: SLATE_400 },
    { name: t('adminPanel.membership.premium'), value: analytics.stats.premiumUsers, color: BRAND_700 },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('adminPanel.analytics.registrations')}
        summary={seriesSummary(t, registrations)}
        table={<DayTable title={t('adminPanel.analytics.registrations')} series={registrations} />}
      >
        <BarChart data={registrations} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
          <Tooltip labelFormatter={(day) => shortDay(String(day))} />
          <Bar dataKey="count" name={t('adminPanel.analytics.count')} fill={BRAND_700} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={t('adminPanel.analytics.interests')}
        summary={seriesSummary(t, interests)}
        table={<DayTable title={t('adminPanel.analytics.interests')} series={interests} />}
      >
        <LineChart data={interests} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: '#334155' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
          <Tooltip labelFormatter={(day) => shortDay(String(day))} />
          <Line
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
        title={t('adminPanel.analytics.membershipSplit')}
        summary={t('adminPanel.analytics.splitSummary', {
          free: analytics.stats.freeUsers,
          premium: analytics.stats.premiumUsers,
        })}
        table={
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('adminPanel.analytics.tableOf', { title: t('adminPanel.analytics.membershipSplit') })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {t('adminPanel.analytics.membershipType')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t('adminPanel.analytics.members')}
                </th>
              </tr>
            </thead>
            <tbody>
              {split.map((slice) => (
                <tr key={slice.name}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {slice.name}
                  </th>
                  <td className="py-1">{slice.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <PieChart accessibilityLayer={false}>
          <Pie data={split} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" paddingAngle={2}>
            {split.map((slice) => (
              <Cell key={slice.name} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip />
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
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Card className="p-4">
      <figure className="flex flex-col gap-3">
        <figcaption className="flex flex-col gap-1">
          <span className="font-semibold text-slate-900">{title}</span>
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
          <div className="mt-2 max-h-64 overflow-y-auto">{table}</div>
        </details>
      </figure>
    </Card>
  );
}

function DayTable({ title, series }: { title: string; series: DayCount[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('adminPanel.analytics.tableOf', { title })}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t('adminPanel.analytics.day')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t('adminPanel.analytics.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {series.map((point) => (
          <tr key={point.day}>
            <th scope="row" className="py-1 pr-4 font-normal">
              <time dateTime={point.day}>{shortDay(point.day)}</time>
            </th>
            <td className="py-1">{point.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
