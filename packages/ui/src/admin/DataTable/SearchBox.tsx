import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { controlClassName } from '../../primitives/FormField/FormField';
import { dataTableCopy } from './copy';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  /** The search the list shows now (from the URL). */
  value: string;
  /** Called once typing pauses, with the trimmed text ('' clears the search). */
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  className?: string;
}

/** A search field that waits for a pause in typing before it asks for a new list. */
export function SearchBox({
  value,
  onChange,
  label = dataTableCopy.search,
  placeholder,
  className,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed under us (back button, a cleared filter): show what the list shows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const commit = useEffectEvent((trimmed: string) => {
    if (trimmed !== value) onChange(trimmed);
  });
  useEffect(() => {
    const timer = window.setTimeout(() => commit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={clsx(controlClassName, 'border-line-strong ps-10')}
        />
      </div>
    </div>
  );
}
