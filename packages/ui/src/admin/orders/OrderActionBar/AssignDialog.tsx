import { ORDER_CLASH_FIELD, type PhotographerOption } from '@laqta/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { PhotographerPicker, type PhotographerPickerProps } from '../PhotographerPicker';
import { ClashConfirm } from './ClashConfirm';
import { orderActionCopy as copy } from './copy';
import { failureMessage, type ActionDialogProps } from './dialogProps';
import { fieldError } from './orderActions';

/** The picker's search and results, which the app loads; the dialog keeps the choice. */
export type AssignPickerProps = Omit<
  PhotographerPickerProps,
  'selectedId' | 'onSelect' | 'currentId'
>;

export interface AssignDialogProps extends ActionDialogProps {
  picker: AssignPickerProps;
}

/**
 * Assign or reassign the photographer. A choice whose other session clashes with this order's
 * time warns and asks for an explicit acknowledgement before the confirm button works.
 */
export function AssignDialog({
  order,
  picker,
  open,
  onOpenChange,
  busy,
  failure,
  onSubmit,
}: AssignDialogProps) {
  const [chosen, setChosen] = useState<PhotographerOption | null>(null);
  const [acceptClash, setAcceptClash] = useState(false);
  const [tried, setTried] = useState(false);
  // A clash the picker showed, or one the server found when asked (a session booked meanwhile).
  const serverClash = fieldError(failure, 'assign', ORDER_CLASH_FIELD);
  const clashMessage = chosen?.clash ? copy.clashWarning(chosen.name) : serverClash;
  const blockedByClash = Boolean(clashMessage) && !acceptClash;
  const reassign = order.photographer !== null;

  const submit = () => {
    setTried(true);
    if (!chosen || blockedByClash) return;
    onSubmit({ action: 'assign', photographer_id: chosen.id, confirm_clash: acceptClash });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title.assign(order.code)}
      description={<p>{copy.assignDescribe(order.photographer?.name ?? null)}</p>}
      confirmLabel={reassign ? copy.button.reassign : copy.assignConfirm}
      busy={busy}
      busyLabel={copy.busy}
      confirmDisabled={blockedByClash}
      error={failureMessage(failure, copy.conflict)}
      onConfirm={submit}
    >
      <PhotographerPicker
        {...picker}
        selectedId={chosen?.id ?? null}
        currentId={order.photographer?.id ?? null}
        onSelect={(candidate) => {
          setChosen(candidate);
          setAcceptClash(false);
        }}
        fieldError={
          (tried && !chosen ? copy.assignChooseFirst : undefined) ??
          fieldError(failure, 'assign', 'photographer_id')
        }
      />
      {clashMessage && (
        <ClashConfirm message={clashMessage} checked={acceptClash} onChange={setAcceptClash} />
      )}
    </ConfirmDialog>
  );
}
