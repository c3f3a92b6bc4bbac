import * as Popover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';

export interface PickerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field that opened the calendar: the popup sits under it and focus returns to it. */
  opener: RefObject<HTMLButtonElement | null>;
  /** The dialog's name for screen readers. */
  title: string;
  children: ReactNode;
}

/**
 * The pickers' popup (Radix Popover): a non-modal dialog under the field that opened it, closed by
 * Escape or a click outside, focus handed to the calendar on open and back to the field on close.
 */
export function PickerPopover({ open, onOpenChange, opener, title, children }: PickerPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={opener} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // The calendar focuses the chosen day (or today) itself: keep Radix off the first button.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-card border border-line bg-surface p-3 text-ink shadow-raised"
        >
          <Popover.Title className="sr-only">{title}</Popover.Title>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
