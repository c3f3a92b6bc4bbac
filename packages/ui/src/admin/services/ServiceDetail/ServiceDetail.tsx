import {
  actionsFrom,
  DEFAULT_CURRENCY,
  serviceActionLabels,
  serviceCategoryLabels,
  serviceStateOf,
  serviceTransitions,
  type OrderListItem,
  type Service,
  type ServiceAction,
} from '@laqta/contract';
import { RecordActions, type RecordAction } from '../../RecordActions';
import { Pencil } from 'lucide-react';
import { DateText } from '../../../primitives/DateText/DateText';
import { formatMoney } from '../../../format/money';
import { formatNumber } from '../../../format/number';
import { Link } from '../../../navigation/Link';
import { Alert } from '../../../primitives/Alert';
import { Card } from '../../../primitives/Card';
import {
  DetailView,
  RelatedTable,
  type DetailScreenProps,
  type RecordHref,
} from '../../DetailView';
import { OrderStatusPill } from '../../orders/OrderStatusPill';
import { ServiceActiveBadge, servicesScreenCopy } from '../ServicesScreen/ServicesScreen';

export const serviceDetailCopy = {
  edit: 'تعديل',
  back: 'العودة إلى الخدمات',
  imageAlt: (name: string) => `صورة خدمة ${name}`,
  noImage: 'لا توجد صورة لهذه الخدمة',
  imageAndDescription: 'الصورة والوصف',
  noDescription: 'لا يوجد وصف',
  sortOrder: 'ترتيب العرض',
  updatedAt: 'آخر تعديل',
  latestOrders: 'أحدث طلبات هذه الخدمة',
  noOrders: 'لم تُطلب هذه الخدمة بعد.',
  allOrders: 'كل طلبات هذه الخدمة',
  orderCode: 'رقم الطلب',
  customer: 'العميل',
  sessionAt: 'موعد الجلسة',
  status: 'الحالة',
  price: 'السعر',
  title: (label: string, name: string) => `${label}: ${name}؟`,
  activate: 'ستظهر الخدمة للعملاء عند الحجز.',
  deactivate: 'لن تظهر الخدمة للعملاء عند الحجز حتى تُفعَّل. الطلبات القائمة لا تتأثر.',
  archive:
    'ستُخفى الخدمة من الحجوزات الجديدة وتبقى في الطلبات السابقة وتقاريرها. يمكن إعادتها من الأرشيف لاحقًا.',
  unarchive: 'ستعود الخدمة من الأرشيف متوقفة، ثم تُفعَّل متى شئت.',
  delete: 'حذف',
  deleteDescribe:
    'ستُحذف الخدمة نهائيًا. لا يُسمح بذلك إلا إن لم يستخدمها أي طلب؛ وإلا فأرشفها بدلًا من الحذف.',
} as const;

export interface ServiceDetailProps extends DetailScreenProps<Service> {
  /** A line of good news above the record (e.g. after a save). */
  notice?: string | null;
  /** Where "تعديل" goes; none hides it (a role that may not edit services). */
  editHref?: string;
  currency?: string;
  /** The service's latest orders (related records); undefined while they load. */
  orders?: OrderListItem[];
  orderHref: RecordHref;
  /** The orders list filtered to this service. */
  ordersHref: string;
  /** Activates, deactivates, archives or unarchives (absent: the admin may not). */
  onStatusAction?: (action: ServiceAction) => Promise<void>;
  /** Deletes it (the server refuses while an order uses it; absent: the admin may not). */
  onDelete?: () => Promise<void>;
}

/** `/admin/services/{id}`: one service with its image and description, and a way to edit it. */
export function ServiceDetail({
  data: service,
  loading,
  notFound,
  error,
  onRetry,
  notice,
  editHref,
  backHref,
  currency = DEFAULT_CURRENCY,
  orders,
  orderHref,
  ordersHref,
  onStatusAction,
  onDelete,
}: ServiceDetailProps) {
  const actions: RecordAction[] = [];
  if (service && onStatusAction)
    for (const action of actionsFrom(serviceTransitions, serviceStateOf(service)))
      actions.push({
        name: action,
        label: serviceActionLabels[action],
        title: serviceDetailCopy.title(serviceActionLabels[action], service.name),
        describe: serviceDetailCopy[action],
        tone: action === 'activate' || action === 'unarchive' ? 'default' : 'danger',
      });
  if (service && onDelete)
    actions.push({
      name: 'delete',
      label: serviceDetailCopy.delete,
      title: serviceDetailCopy.title(serviceDetailCopy.delete, service.name),
      describe: serviceDetailCopy.deleteDescribe,
      tone: 'danger',
    });
  return (
    <div className="flex flex-col gap-4">
      {notice && service && <Alert tone="success">{notice}</Alert>}
      <DetailView
        title={service?.name}
        badge={
          service && (
            <>
              <ServiceActiveBadge
                active={service.is_active}
                archived={service.archived_at !== null}
              />
              {actions.length > 0 && (
                <RecordActions
                  actions={actions}
                  onRun={(action) =>
                    action === 'delete'
                      ? (onDelete?.() ?? Promise.resolve())
                      : (onStatusAction?.(action as ServiceAction) ?? Promise.resolve())
                  }
                />
              )}
              {editHref && (
                <Link
                  href={editHref}
                  className="ms-auto inline-flex items-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {serviceDetailCopy.edit}
                </Link>
              )}
            </>
          )
        }
        back={{ href: backHref, label: serviceDetailCopy.back }}
        loading={loading}
        notFound={notFound}
        error={error}
        onRetry={onRetry}
        fields={
          service
            ? [
                {
                  label: servicesScreenCopy.category,
                  value: serviceCategoryLabels[service.category],
                },
                {
                  label: servicesScreenCopy.basePrice,
                  value: formatMoney(service.base_price, currency),
                },
                {
                  label: servicesScreenCopy.duration,
                  value: servicesScreenCopy.minutes(service.duration_minutes),
                },
                { label: serviceDetailCopy.sortOrder, value: formatNumber(service.sort_order) },
                {
                  label: serviceDetailCopy.updatedAt,
                  value: <DateText value={service.updated_at} withTime bothCalendars />,
                },
              ]
            : []
        }
      >
        {service && (
          <Card title={serviceDetailCopy.imageAndDescription}>
            <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
              <div className="aspect-[4/3] overflow-hidden rounded-card border border-line bg-surface-muted">
                {service.image_url ? (
                  <img
                    src={service.image_url}
                    alt={serviceDetailCopy.imageAlt(service.name)}
                    className="size-full object-cover"
                  />
                ) : (
                  <p className="flex size-full items-center justify-center p-4 text-center text-sm text-ink-muted">
                    {serviceDetailCopy.noImage}
                  </p>
                )}
              </div>
              <p className="leading-relaxed whitespace-pre-line text-ink">
                {service.description || serviceDetailCopy.noDescription}
              </p>
            </div>
          </Card>
        )}
        {service && orders && (
          <RelatedTable<OrderListItem>
            title={serviceDetailCopy.latestOrders}
            rows={orders}
            rowKey={(order) => order.id}
            emptyText={serviceDetailCopy.noOrders}
            footer={<Link href={ordersHref}>{serviceDetailCopy.allOrders}</Link>}
            columns={[
              {
                header: serviceDetailCopy.orderCode,
                cell: (order) => (
                  <Link
                    href={orderHref(order)}
                    className="font-bold text-brand-700 hover:underline"
                  >
                    <span dir="ltr">{order.code}</span>
                  </Link>
                ),
              },
              { header: serviceDetailCopy.customer, cell: (order) => order.customer.name },
              {
                header: serviceDetailCopy.sessionAt,
                cell: (order) => <DateText value={order.session_at} />,
              },
              {
                header: serviceDetailCopy.status,
                cell: (order) => <OrderStatusPill status={order.status} />,
              },
              {
                header: serviceDetailCopy.price,
                numeric: true,
                cell: (order) => formatMoney(order.price, currency),
              },
            ]}
          />
        )}
      </DetailView>
    </div>
  );
}
