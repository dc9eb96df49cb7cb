import { useTranslation } from 'react-i18next';
import { DISCOVERY_SORTS, type DiscoverySort } from '#shared/schemas/discovery.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';

export interface Order {
  sort: DiscoverySort;
  twoWay: boolean;
}

const SORT_LABELS = { fit: 'discover.orderFit', newest: 'discover.orderNewest' } as const;

/**
 * D36: the order of Discover Profiles (best fit first, the server's default, or newest first) and
 * the two-way switch. Each change searches at once; the filters above keep their own Search button.
 */
export function OrderControls({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="float-left mr-2 text-sm font-medium text-slate-800">{t('discover.order')}</legend>
        {DISCOVERY_SORTS.map((sort) => (
          <label key={sort} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="discovery-order"
              value={sort}
              checked={order.sort === sort}
              onChange={() => onChange({ ...order, sort })}
              className="size-4 accent-brand-700"
            />
            {t(SORT_LABELS[sort])}
          </label>
        ))}
      </fieldset>
      <Checkbox
        checked={order.twoWay}
        onCheckedChange={(twoWay) => onChange({ ...order, twoWay })}
        label={t('discover.twoWay')}
      />
    </div>
  );
}
