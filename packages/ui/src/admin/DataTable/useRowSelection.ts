import { useState } from 'react';
import { noSelection, type RowKey, type RowSelection } from '../BulkBar/types';

/** What the table's checkboxes read and call. */
export interface RowSelectionControls {
  selection: RowSelection;
  /** How many rows are selected (a `matching` selection counts every row the filter matches). */
  count: number;
  isSelected: (key: RowKey) => boolean;
  toggle: (key: RowKey) => void;
  /** Every, some or none of this page's rows are selected (the header checkbox's three states). */
  page: 'all' | 'some' | 'none';
  togglePage: () => void;
  selectMatching: () => void;
  clear: () => void;
  /** After a run: these rows stay selected (the ones that failed). */
  keep: (keys: readonly RowKey[]) => void;
}

/**
 * The selection of a list's rows, kept across pages by key, or "every row matching" (the filter).
 * It clears when `resetKey` changes (another search or filter), so a selection never silently
 * means rows the admin no longer sees.
 */
export function useRowSelection(
  pageKeys: readonly RowKey[],
  total: number,
  resetKey: string | undefined,
): RowSelectionControls {
  const [selection, setSelection] = useState<RowSelection>(noSelection);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setSelection(noSelection);
  }

  const matching = selection.kind === 'matching';
  const keys = selection.kind === 'rows' ? selection.keys : [];
  const isSelected = (key: RowKey) => matching || keys.includes(key);
  const onPage = pageKeys.filter(isSelected).length;
  const page =
    pageKeys.length > 0 && onPage === pageKeys.length ? 'all' : onPage > 0 ? 'some' : 'none';

  return {
    selection,
    count: matching ? total : keys.length,
    isSelected,
    toggle: (key) => {
      // Unticking one row of "every row matching" leaves this page's other rows selected.
      if (matching) setSelection({ kind: 'rows', keys: pageKeys.filter((k) => k !== key) });
      else if (keys.includes(key))
        setSelection({ kind: 'rows', keys: keys.filter((k) => k !== key) });
      else setSelection({ kind: 'rows', keys: [...keys, key] });
    },
    page,
    togglePage: () => {
      if (matching) setSelection(noSelection);
      else if (page === 'all')
        setSelection({ kind: 'rows', keys: keys.filter((k) => !pageKeys.includes(k)) });
      else
        setSelection({
          kind: 'rows',
          keys: [...keys, ...pageKeys.filter((k) => !keys.includes(k))],
        });
    },
    selectMatching: () => setSelection({ kind: 'matching' }),
    clear: () => setSelection(noSelection),
    keep: (kept) => setSelection({ kind: 'rows', keys: [...kept] }),
  };
}
