import { flexRender, type Row } from '@tanstack/react-table';
import { Link } from '../../navigation/Link';

/** A row's cell content; the first cell links to the row's detail view when `rowHref` is given. */
export function RowCell<T>({
  row,
  index,
  rowHref,
}: {
  row: Row<T>;
  index: number;
  rowHref?: (row: T) => string;
}) {
  const cell = row.getVisibleCells()[index]!;
  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
  if (index === 0 && rowHref)
    return (
      <Link
        href={rowHref(row.original)}
        className="font-bold text-brand-700 underline-offset-4 hover:underline"
      >
        {content}
      </Link>
    );
  return content;
}
