import { ORDER_CLASH_FIELD } from '@laqta/contract';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useDateSettings } from '../../../providers/DatePreferencesProvider';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { DatePicker } from '../../../primitives/DatePicker';
import {
  controlBorder,
  controlClassName,
  FormField,
} from '../../../primitives/FormField/FormField';
import { orderActionCopy as copy } from './copy';
import { failureMessage, type ActionDialogProps } from './dialogProps';
import { ClashConfirm } from './ClashConfirm';
import { fieldError } from './orderActions';
import { dayAndTimeOf, momentOf, quarterHours, timeLabel } from './sessionTime';

/**
 * Move the session: a day on the Arabic calendar (none before today) and a time of day, both in
 * the platform's time zone. The server refuses a moment already past (its message shows here).
 */
export function RescheduleDialog({
  order,
  open,
  onOpenChange,
  busy,
  failure,
  onSubmit,
}: ActionDialogProps) {
  const { timeZone, today, preferences } = useDateSettings();
  const start = useMemo(
    () => dayAndTimeOf(order.session_at, timeZone),
    [order.session_at, timeZone],
  );
  const [day, setDay] = useState(start.day);
  const [time, setTime] = useState(start.time);
  const [tried, setTried] = useState(false);
  const [acceptClash, setAcceptClash] = useState(false);
  // The server found the photographer busy then: it asks, once, to confirm the clash.
  const clash = fieldError(failure, 'reschedule', ORDER_CLASH_FIELD);
  const times = useMemo(() => quarterHours(time), [time]);

  const dayProblem = !day
    ? copy.rescheduleDayRequired
    : today && day < today
      ? copy.reschedulePast
      : undefined;

  const submit = () => {
    setTried(true);
    if (dayProblem) return;
    if (clash && !acceptClash) return;
    onSubmit({
      action: 'reschedule',
      session_at: momentOf(day, time, timeZone),
      confirm_clash: acceptClash,
    });
  };

  const timeError = fieldError(failure, 'reschedule', 'time');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title.reschedule(order.code)}
      description={<p>{copy.rescheduleDescribe}</p>}
      confirmLabel={copy.rescheduleConfirm}
      confirmDisabled={Boolean(clash) && !acceptClash}
      busy={busy}
      busyLabel={copy.busy}
      error={failureMessage(failure, copy.conflict)}
      onConfirm={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DatePicker
          label={copy.rescheduleDay}
          value={day}
          onChange={(next) => {
            setDay(next);
            setAcceptClash(false);
          }}
          min={today}
          required
          error={
            (tried ? dayProblem : undefined) ?? fieldError(failure, 'reschedule', 'session_at')
          }
        />
        <FormField label={copy.rescheduleTime} error={timeError} required>
          {(control) => (
            <select
              {...control}
              required
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
                setAcceptClash(false);
              }}
              className={clsx(controlClassName, controlBorder(Boolean(timeError)))}
            >
              {times.map((value) => (
                <option key={value} value={value}>
                  {timeLabel(value, preferences)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {clash && <ClashConfirm message={clash} checked={acceptClash} onChange={setAcceptClash} />}
    </ConfirmDialog>
  );
}
