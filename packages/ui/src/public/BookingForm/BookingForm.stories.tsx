import { bookingAgeNotice, bookingMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DatePreferencesProvider } from '../../providers/DatePreferencesProvider';
import { onPhone } from '../../storybook/viewports';
import { samplePhotographers } from '../PhotographerCard/fixtures';
import { longService, sampleServices } from '../ServiceCard/fixtures';
import { BookingForm, bookingFormCopy as copy, type BookingFormProps } from './BookingForm';

/** A spy of the form's submit callback with its parameter typed. */
const submitSpy = (implementation: BookingFormProps['onSubmit']) =>
  fn<BookingFormProps['onSubmit']>(implementation);

/** Tuesday 24 November 2026 in Riyadh: every story's "today", so the calendar never moves. */
const TODAY = '2026-11-24';

const meta = {
  component: BookingForm,
  args: {
    services: sampleServices,
    currency: 'SAR',
    photographers: samplePhotographers,
    today: TODAY,
    onSubmit: submitSpy(async () => undefined),
  },
  decorators: [
    (Story) => (
      <DatePreferencesProvider today={TODAY}>
        <div className="max-w-3xl">
          <Story />
        </div>
      </DatePreferencesProvider>
    ),
  ],
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: copy.submit });

/** Picks a day on the Arabic calendar (its accessible name starts with the weekday and date). */
async function pickDay(canvas: Canvas, userEvent: UserEvent, day: RegExp) {
  const opener = canvas.getByRole('button', { name: new RegExp(`^${copy.day}`) });
  await userEvent.click(opener);
  await screen.findByRole('dialog', { name: copy.day });
  await userEvent.click(screen.getByRole('button', { name: day }));
  // The calendar closes and hands the focus back to its field: type on only after that.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
}

/** A newborn session on Thursday 26 November at 5:30 pm, the phone typed in Arabic-Indic digits. */
async function fillIn(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.selectOptions(canvas.getByLabelText(/^الخدمة/), '3');
  await pickDay(canvas, userEvent, /^الخميس، ٢٦ نوفمبر ٢٠٢٦/);
  await userEvent.selectOptions(canvas.getByLabelText(/^وقت الجلسة/), '17:30');
  await userEvent.type(canvas.getByLabelText(/^المدينة/), 'الرياض');
  await userEvent.type(canvas.getByLabelText(/^العنوان/), 'حي النرجس، شارع الأمير سلطان');
  await userEvent.type(canvas.getByLabelText(/^الاسم الكامل/), 'سارة الحربي');
  await userEvent.type(canvas.getByLabelText(/^رقم الجوال/), '٠٥٠ ١٢٣ ٤٥٦٧');
  await userEvent.type(canvas.getByLabelText(/^البريد الإلكتروني/), 'Sara@Example.com');
}

/** Every field, the over-18 notice word for word, and a honeypot no person reaches. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: copy.form })).toBeVisible();
    await expect(canvas.getByLabelText(/^رقم الجوال/)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^وقت الجلسة/)).toHaveAccessibleDescription('بتوقيت الرياض');
    await expect(canvas.getByText(bookingAgeNotice)).toBeVisible();
    // The honeypot: out of the accessibility tree and the tab order, not visible.
    const honeypot = canvas.getByLabelText(copy.honeypot);
    await expect(honeypot).toHaveAttribute('name', 'website');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(canvas.queryByRole('textbox', { name: copy.honeypot })).toBeNull();
    const box = honeypot.closest('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

/** Empty fields are named before sending; days before today cannot be picked. */
export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(bookingMessages.serviceRequired)).toBeVisible();
    await expect(canvas.getByText(bookingMessages.sessionRequired)).toBeVisible();
    await expect(canvas.getByText(bookingMessages.addressRequired)).toBeVisible();
    await expect(canvas.getByText(bookingMessages.phoneRequired)).toBeVisible();
    await expect(canvas.getByLabelText(/^الخدمة/)).toHaveAttribute('aria-invalid', 'true');
    // A landline is not a mobile.
    await userEvent.type(canvas.getByLabelText(/^رقم الجوال/), '0112345678');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(bookingMessages.phoneInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${copy.day}`) }));
    await screen.findByRole('dialog', { name: copy.day });
    await expect(screen.getByRole('button', { name: /^الاثنين، ٢٣ نوفمبر ٢٠٢٦/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /^الثلاثاء، ٢٤ نوفمبر ٢٠٢٦/ })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
  },
};

/** Sent as the contract reads it: the Riyadh wall clock, the phone as +9665…, email lower-cased. */
export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const request = args.onSubmit.mock.calls[0]![0];
    await expect(request).toMatchObject({
      service_id: 3,
      session_at: '2026-11-26T17:30',
      city: 'الرياض',
      phone: '+966501234567',
      email: 'sara@example.com',
      website: '',
    });
    await expect(request.photographer_id).toBeUndefined();
    await expect(request.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  },
};

/** A 422 puts the server's words under their fields, and everything typed stays. */
export const ServerValidation: Story = {
  args: {
    onSubmit: submitSpy(async () =>
      Promise.reject({
        message: bookingMessages.sessionPast,
        errors: { session_at: [bookingMessages.sessionPast] },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText(bookingMessages.sessionPast)).toBeVisible();
    await expect(canvas.getByLabelText(/^وقت الجلسة/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^الاسم الكامل/)).toHaveValue('سارة الحربي');
    await expect(canvas.getByLabelText(/^رقم الجوال/)).toHaveValue('٠٥٠ ١٢٣ ٤٥٦٧');
    await expect(canvas.getByLabelText(/^وقت الجلسة/)).toHaveValue('17:30');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Too many requests (429) or a request that cannot be taken: the server's words above the button. */
export const Refused: Story = {
  args: {
    onSubmit: submitSpy(async () => Promise.reject({ message: bookingMessages.tooManyRequests })),
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(bookingMessages.tooManyRequests),
    );
    // Sending again sends the same form: the same idempotency key.
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    const [first, second] = args.onSubmit.mock.calls.map(([request]) => request);
    await expect(second?.idempotency_key).toBe(first?.idempotency_key);
  },
};

/** The network failed: our own words, the form kept. */
export const NetworkFailure: Story = {
  args: { onSubmit: submitSpy(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(copy.failure));
    await expect(canvas.getByLabelText(/^العنوان/)).toHaveValue('حي النرجس، شارع الأمير سلطان');
  },
};

/** Arrived from a service card and a photographer's profile: both already chosen. */
export const Preselected: Story = {
  args: { defaultServiceId: 2, defaultPhotographerId: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^الخدمة/)).toHaveValue('2');
    await expect(canvas.getByLabelText(/^المصور المفضل/)).toHaveValue('12');
  },
};

/** The services are not known yet: the choice waits. */
export const Loading: Story = {
  args: { services: undefined, photographers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^الخدمة/)).toBeDisabled();
    await expect(canvas.getByLabelText(/^الخدمة/)).toHaveDisplayValue(copy.servicesLoading);
  },
};

/** No photographer to prefer: the operators choose. */
export const Empty: Story = {
  args: { photographers: [] },
  play: async ({ canvas }) => {
    const choice = canvas.getByLabelText(/^المصور المفضل/);
    await expect(choice).toHaveDisplayValue(copy.anyPhotographer);
    await expect(choice.querySelectorAll('option')).toHaveLength(1);
  },
};

export const LongText: Story = {
  args: { services: [longService, ...sampleServices], defaultServiceId: 9 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/^ملاحظات/));
    await userEvent.paste(
      'نرغب في تصوير حفل زفاف يمتد يومين مع جلسة للعروسين قبل الحفل وتصوير جوي للقاعة. '.repeat(5),
    );
    await expect(canvas.getByLabelText(/^الخدمة/)).toHaveValue('9');
  },
};

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText(/^الاسم الكامل/).getBoundingClientRect();
    const phone = canvas.getByLabelText(/^رقم الجوال/).getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(name.bottom);
  },
};
