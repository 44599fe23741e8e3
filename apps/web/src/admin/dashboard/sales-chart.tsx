import type { Dashboard } from '@durio/shared/schemas/dashboard';
import { formatNumber, formatRm } from '@/lib/format';
import { locale, useT } from '@/lib/i18n';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Revenue per day over the last 30 days (recharts, loaded with the dashboard only). The chart is a picture
 * to screen readers; the same figures are in the table the chart summarises.
 */
export function SalesChart({ daily }: { daily: Dashboard['daily'] }) {
  const t = useT('admin');
  const data = daily.map((d) => ({ ...d, label: day.format(new Date(`${d.date}T00:00:00Z`)) }));
  return (
    <div className="grid gap-2">
      <div className="h-64" role="img" aria-label={t('dashboard.chart.label')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={{ fontSize: 11 }} width={56} tickFormatter={(value: number) => `RM${formatNumber(value)}`} />
            <Tooltip formatter={(value) => formatRm(Number(value))} labelFormatter={(label) => String(label)} />
            <Bar dataKey="revenue" name={t('dashboard.chart.revenue')} fill="#3f6212" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t('dashboard.chart.figures')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('dashboard.chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.orders')}</th>
              <th scope="col">{t('dashboard.chart.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.date}>
                <td>{d.label}</td>
                <td>{formatNumber(d.orders)}</td>
                <td>{formatRm(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
