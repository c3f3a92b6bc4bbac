import {
  DEFAULT_CURRENCY,
  serviceCategories,
  serviceCategoryLabels,
  type Service,
} from '@laqta/contract';
import { Plus } from 'lucide-react';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import { ListScreenLayout, type DataTableColumn, type ListScreenProps } from '../../DataTable';
import { StatusPill } from '../../StatusPill';

export const servicesScreenCopy = {
  title: 'ادارة الخدمات',
  add: 'إضافة خدمة',
  caption: 'قائمة الخدمات',
  searchPlaceholder: 'ابحث باسم الخدمة أو وصفها',
  name: 'اسم الخدمة',
  category: 'التصنيف',
  basePrice: 'السعر الأساسي',
  duration: 'المدة',
  active: 'الحالة',
  activeYes: 'مفعّلة',
  activeNo: 'غير مفعّلة',
  minutes: (minutes: number) => `${formatNumber(minutes)} دقيقة`,
  emptyTitle: 'لا توجد خدمات بعد',
  emptyDescription: 'أضف أول خدمة ليختارها العملاء عند الحجز.',
} as const;

export function ServiceActiveBadge({ active }: { active: boolean }) {
  return (
    <StatusPill
      tone={active ? 'success' : 'neutral'}
      label={active ? servicesScreenCopy.activeYes : servicesScreenCopy.activeNo}
    />
  );
}

/** The services list's filters, by their API names: a category, and `1`/`0` for active/inactive. */
export type ServiceFilter = 'category' | 'is_active';

export interface ServicesScreenProps extends ListScreenProps<Service, ServiceFilter> {
  /** Where "إضافة خدمة" goes; none hides it (a role that may not add services). */
  newHref?: string;
  /** The platform currency (prices are halalas of it). */
  currency?: string;
}

/** `/admin/services`: every service with its category, base price, duration and state. */
export function ServicesScreen({
  newHref,
  currency = DEFAULT_CURRENCY,
  ...screen
}: ServicesScreenProps) {
  const columns: DataTableColumn<Service>[] = [
    { id: 'name', header: servicesScreenCopy.name, accessorKey: 'name', enableSorting: true },
    {
      id: 'category',
      header: servicesScreenCopy.category,
      accessorKey: 'category',
      enableSorting: true,
      cell: ({ row }) => serviceCategoryLabels[row.original.category],
    },
    {
      id: 'base_price',
      header: servicesScreenCopy.basePrice,
      accessorKey: 'base_price',
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.base_price, currency),
    },
    {
      id: 'duration_minutes',
      header: servicesScreenCopy.duration,
      accessorKey: 'duration_minutes',
      enableSorting: true,
      meta: { numeric: true },
      cell: ({ row }) => servicesScreenCopy.minutes(row.original.duration_minutes),
    },
    {
      id: 'is_active',
      header: servicesScreenCopy.active,
      accessorKey: 'is_active',
      enableSorting: true,
      cell: ({ row }) => <ServiceActiveBadge active={row.original.is_active} />,
    },
  ];

  return (
    <ListScreenLayout
      {...screen}
      title={servicesScreenCopy.title}
      titleActions={
        newHref && (
          <Link
            href={newHref}
            className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            <Plus className="size-4" aria-hidden="true" />
            {servicesScreenCopy.add}
          </Link>
        )
      }
      filterControls={[
        {
          name: 'category',
          label: servicesScreenCopy.category,
          options: serviceCategories.map((value) => ({
            value,
            label: serviceCategoryLabels[value],
          })),
        },
        {
          name: 'is_active',
          label: servicesScreenCopy.active,
          options: [
            { value: '1', label: servicesScreenCopy.activeYes },
            { value: '0', label: servicesScreenCopy.activeNo },
          ],
        },
      ]}
      table={{
        caption: servicesScreenCopy.caption,
        columns,
        searchPlaceholder: servicesScreenCopy.searchPlaceholder,
        emptyTitle: servicesScreenCopy.emptyTitle,
        emptyDescription: servicesScreenCopy.emptyDescription,
      }}
    />
  );
}
