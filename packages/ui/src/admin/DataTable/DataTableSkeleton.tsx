import { clsx } from 'clsx';

const skeletonBar = 'h-4 rounded-control bg-sand-200 motion-safe:animate-pulse';

/** How many placeholder rows stand in for a page that has not arrived (at most 8). */
export function skeletonCount(perPage: number) {
  return Math.min(perPage, 8);
}

/** Placeholder table rows, one bar per column, while the first page is on its way. */
export function SkeletonRows({ count, columnIds }: { count: number; columnIds: string[] }) {
  return Array.from({ length: count }, (_, i) => (
    <tr key={i} className="border-b border-line">
      {columnIds.map((id) => (
        <td key={id} className="px-4 py-3">
          <div className={skeletonBar} />
        </td>
      ))}
    </tr>
  ));
}

/** Placeholder phone cards (at most four: a phone shows no more before scrolling). */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: Math.min(count, 4) }, (_, i) => (
    <li key={i} className="flex flex-col gap-2 p-4">
      <div className={clsx(skeletonBar, 'w-1/2')} />
      <div className={skeletonBar} />
      <div className={clsx(skeletonBar, 'w-3/4')} />
    </li>
  ));
}
