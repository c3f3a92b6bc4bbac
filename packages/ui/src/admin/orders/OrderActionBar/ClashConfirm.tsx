import { Alert } from '../../../primitives/Alert';
import { orderActionCopy as copy } from './copy';

export interface ClashConfirmProps {
  message: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A time clash said plainly, and the box the admin ticks to go ahead anyway. */
export function ClashConfirm({ message, checked, onChange }: ClashConfirmProps) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <label className="mt-2 flex items-start gap-3 font-semibold">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-danger-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {copy.acceptClash}
      </label>
    </Alert>
  );
}
