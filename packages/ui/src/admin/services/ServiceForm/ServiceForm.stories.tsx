import { serviceMessages, adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { sampleService, sampleServiceLongText } from '../fixtures';
import { imagePickerCopy } from './ImagePicker';
import { ServiceForm, serviceFormCopy } from './ServiceForm';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: ServiceForm,
  args: {
    mode: 'create',
    onSubmit: fn(),
    onDirtyChange: fn(),
    cancelHref: adminPaths.pages.services,
  },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-canvas p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1×1 PNG: a real image file as the browser would hand it over. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const pngFile = () => new File([pngBytes], 'جلسة-تخرج.png', { type: 'image/png' });

// The picker's accept list would drop a wrong file before the form sees it; a person can still
// choose "all files" in the dialog, so the checks run with the filter off.
const anyFile = baseUserEvent.setup({ applyAccept: false });

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Empty form: every required field says why in Arabic, the image too; nothing is sent. */
export const CreateValidation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: serviceFormCopy.create }));
    await expect(await canvas.findByText(serviceMessages.nameRequired)).toBeVisible();
    await expect(canvas.getByText(serviceMessages.categoryRequired)).toBeVisible();
    await expect(canvas.getByText(serviceMessages.priceRequired)).toBeVisible();
    await expect(canvas.getByText(serviceMessages.imageRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: serviceFormCopy.name })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: serviceFormCopy.basePrice }),
      '12.345',
    );
    await userEvent.click(canvas.getByRole('button', { name: serviceFormCopy.create }));
    await expect(await canvas.findByText(serviceMessages.priceInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picked image shows at once (object URL); a valid form sends riyals as halalas with the file. */
export const UploadPreview: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText(imagePickerCopy.none)).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    // A picked image is something to lose: the app asks before leaving.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    const preview = await canvas.findByRole('img', { name: imagePickerCopy.previewAlt });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByText('جلسة-تخرج.png')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: serviceFormCopy.name }), 'جلسة تخرج');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: serviceFormCopy.category }),
      'graduation',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: serviceFormCopy.basePrice }), '٤٥٠٫٥');
    await userEvent.clear(canvas.getByRole('textbox', { name: serviceFormCopy.duration }));
    await userEvent.type(canvas.getByRole('textbox', { name: serviceFormCopy.duration }), '90');
    await userEvent.click(canvas.getByRole('button', { name: serviceFormCopy.create }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [values, image] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(values).toEqual({
      name: 'جلسة تخرج',
      description: '',
      category: 'graduation',
      base_price: 45050,
      duration_minutes: 90,
      is_active: true,
      sort_order: 0,
    });
    await expect((image as File).name).toBe('جلسة-تخرج.png');
  },
};

/** Wrong type or too large is refused in the browser, with the reason under the picker. */
export const UploadRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await anyFile.upload(
      fileInput(canvasElement),
      new File(['not a picture'], 'notes.txt', { type: 'text/plain' }),
    );
    await expect(await canvas.findByText(serviceMessages.imageType)).toBeVisible();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await anyFile.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByText(serviceMessages.imageTooLarge)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: imagePickerCopy.previewAlt })).toBeNull();
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Edit: the service's values and current image; changing the image shows the new one instead. */
export const Edit: Story = {
  args: { mode: 'edit', service: sampleService },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      serviceFormCopy.editTitle,
    );
    await expect(canvas.getByRole('textbox', { name: serviceFormCopy.name })).toHaveValue(
      sampleService.name,
    );
    await expect(canvas.getByRole('textbox', { name: serviceFormCopy.basePrice })).toHaveValue(
      '450.50',
    );
    await expect(canvas.getByRole('img', { name: imagePickerCopy.currentAlt })).toHaveAttribute(
      'src',
      sampleService.image_url,
    );
    // No new image is needed to save an edit.
    await userEvent.click(canvas.getByRole('button', { name: serviceFormCopy.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![1]).toBeNull();
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(
      await canvas.findByRole('img', { name: imagePickerCopy.previewAlt }),
    ).toBeVisible();
  },
};

/** The server's 422: each message under its field, the summary above, every value kept. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    service: sampleService,
    error: {
      message: 'تعذر حفظ الخدمة، راجع الحقول المعلّمة',
      fieldErrors: {
        name: ['اسم الخدمة مستخدم لخدمة أخرى'],
        image: [serviceMessages.imageType],
        duration_minutes: [serviceMessages.durationRange],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذر حفظ الخدمة');
    const name = canvas.getByRole('textbox', { name: serviceFormCopy.name });
    await expect(name).toHaveAccessibleDescription('اسم الخدمة مستخدم لخدمة أخرى');
    await expect(name).toHaveValue(sampleService.name);
    await expect(
      canvas.getByRole('textbox', { name: serviceFormCopy.duration }),
    ).toHaveAccessibleDescription(serviceMessages.durationRange);
    await expect(within(canvasElement).getByText(serviceMessages.imageType)).toBeVisible();
  },
};

/** Saving: the button reads 'جاري الحفظ...' and cannot be pressed again; values stay. */
export const Submitting: Story = {
  args: { mode: 'edit', service: sampleService, submitting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: serviceFormCopy.saving });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { mode: 'edit', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName(serviceFormCopy.loading);
  },
};

export const LoadError: Story = {
  args: { mode: 'edit', loadError: 'الخدمة المطلوبة غير موجودة.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('الخدمة المطلوبة غير موجودة.');
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { mode: 'edit', service: sampleServiceLongText },
};

export const Mobile: Story = {
  ...onPhone,
  args: { mode: 'edit', service: sampleService },
};

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet, args: { mode: 'edit', service: sampleService } };
