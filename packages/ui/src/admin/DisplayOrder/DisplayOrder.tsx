import * as Dialog from '@radix-ui/react-dialog';
import { ArrowDown, ArrowUp, GripVertical, ListOrdered, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { formatNumber } from '../../format/number';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';

export const displayOrderCopy = {
  open: 'ترتيب العرض',
  title: 'ترتيب العرض',
  description: 'اسحب العناصر أو استخدم زرّي الأعلى والأسفل، ثم احفظ. يظهر الأعلى أولًا.',
  up: (label: string) => `نقل ${label} للأعلى`,
  down: (label: string) => `نقل ${label} للأسفل`,
  moved: (label: string, position: number) => `نُقل ${label} إلى الموضع ${formatNumber(position)}`,
  save: 'حفظ الترتيب',
  saving: 'جاري الحفظ...',
  saved: 'تم حفظ الترتيب.',
  close: 'إغلاق',
  loading: 'جاري تحميل العناصر',
  empty: 'لا توجد عناصر لترتيبها.',
  failed: 'تعذّر حفظ الترتيب. حاول مرة أخرى.',
} as const;

export interface DisplayOrderItem {
  id: number;
  label: string;
  /** Its current display position (`sort_order`). */
  sortOrder: number;
}

export interface DisplayOrderProps {
  /** In their current order; undefined while they load. */
  items: readonly DisplayOrderItem[] | undefined;
  loadError?: string | null;
  /** Saves the positions that changed (`sort_order` = place in the list, from 0). */
  onSave: (changes: { id: number; sort_order: number }[]) => Promise<void>;
  /** The list's name, in the dialog's title (e.g. 'ترتيب عرض الخدمات'). */
  title?: string;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The list being ordered: drag with a mouse or finger, or the up and down buttons (keyboard). */
function OrderList({
  items,
  onSave,
}: {
  items: readonly DisplayOrderItem[];
  onSave: DisplayOrderProps['onSave'];
}) {
  const [order, setOrder] = useState(items);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const changes = order
    .map((item, index) => ({ id: item.id, sort_order: index, before: item.sortOrder }))
    .filter((item) => item.sort_order !== item.before)
    .map(({ id, sort_order }) => ({ id, sort_order }));

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    setOrder(move(order, from, to));
    setSaved(false);
    setAnnouncement(displayOrderCopy.moved(order[from]!.label, to + 1));
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave(changes);
      setSaved(true);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : displayOrderCopy.failed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex max-h-[55dvh] flex-col gap-2 overflow-y-auto">
        {order.map((item, index) => (
          <li
            key={item.id}
            draggable
            onDragStart={(event: DragEvent) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) moveTo(dragged, index);
              setDragged(null);
            }}
            className="flex items-center gap-3 rounded-control border border-line bg-surface px-3 py-2"
          >
            <GripVertical
              className="size-4 shrink-0 cursor-grab text-ink-muted"
              aria-hidden="true"
            />
            <span className="w-8 shrink-0 text-sm text-ink-muted tabular-nums">
              {formatNumber(index + 1)}
            </span>
            <span className="min-w-0 flex-1 break-words text-ink">{item.label}</span>
            <button
              type="button"
              aria-label={displayOrderCopy.up(item.label)}
              disabled={index === 0}
              onClick={() => moveTo(index, index - 1)}
              className="rounded-control p-2 text-ink hover:bg-sand-100 disabled:opacity-40"
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={displayOrderCopy.down(item.label)}
              disabled={index === order.length - 1}
              onClick={() => moveTo(index, index + 1)}
              className="rounded-control p-2 text-ink hover:bg-sand-100 disabled:opacity-40"
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {saved && <Alert tone="success">{displayOrderCopy.saved}</Alert>}
      <div className="flex justify-end">
        <Button
          loading={busy}
          loadingText={displayOrderCopy.saving}
          disabled={changes.length === 0}
          onClick={() => void save()}
        >
          {displayOrderCopy.save}
        </Button>
      </div>
    </div>
  );
}

/**
 * A list's display order (services, billboards): a dialog opened from the list's title where the
 * items are dragged or moved with buttons (keyboard, screen readers: each move is announced), and
 * the changed positions saved at once.
 */
export function DisplayOrder({
  items,
  loadError,
  onSave,
  title = displayOrderCopy.title,
}: DisplayOrderProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" icon={<ListOrdered className="size-4" aria-hidden="true" />}>
          {displayOrderCopy.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/40" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg flex-col gap-4 overflow-y-auto rounded-card bg-surface p-5 shadow-raised">
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">
                {displayOrderCopy.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={displayOrderCopy.close}
              className="rounded-control p-1 hover:bg-sand-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {loadError ? (
            <Alert tone="error">{loadError}</Alert>
          ) : items === undefined ? (
            <div className="flex justify-center py-6">
              <Spinner label={displayOrderCopy.loading} />
            </div>
          ) : items.length === 0 ? (
            <p className="text-ink-muted">{displayOrderCopy.empty}</p>
          ) : (
            <OrderList items={items} onSave={onSave} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
