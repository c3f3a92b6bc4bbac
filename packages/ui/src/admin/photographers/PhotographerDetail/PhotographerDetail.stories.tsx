import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  adminPaths,
  orderCode,
  type PhotographerDetail as PhotographerDetailRecord,
} from '@laqta/contract';
import { recordHref } from '../../../storybook/adminFixtures';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { PhotographerDetail, photographerDetailCopy } from './PhotographerDetail';

const data: PhotographerDetailRecord = {
  currency: 'SAR',
  photographer: {
    id: 7,
    name: 'عبدالله الحربي',
    email: 'abdullah@example.com',
    phone: '0559876543',
    city: 'جدة',
    bio: 'مصور أعراس ومناسبات منذ عشر سنوات.',
    avatar_url: null,
    specialties: ['wedding', 'family'],
    starting_price: 150_000,
    rating_avg: 4.6,
    reviews_count: 58,
    completed_orders_count: 212,
    status: 'approved',
    status_reason: null,
    rejected_at: null,
    created_at: '2024-05-01T08:00:00.000Z',
    updated_at: '2024-05-01T08:00:00.000Z',
  },
  reviews: [5, 1, 5].map((rating, i) => ({
    id: 30 - i,
    order_id: 800 - i,
    customer_id: 4 + i,
    photographer_id: 7,
    rating,
    comment: i === 1 ? null : 'تجربة رائعة والصور جميلة جدًا.',
    hidden_at: null,
    hidden_reason: null,
    customer_name: ['نورة العتيبي', 'خالد الدوسري', 'ريم الزهراني'][i]!,
    order_code: orderCode(800 - i),
    created_at: new Date(Date.UTC(2026, 9, 10 - i)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 9, 10 - i)).toISOString(),
  })),
};

const meta = {
  component: PhotographerDetail,
  args: {
    data,
    backHref: adminPaths.pages.photographers,
    orderHref: recordHref(adminPaths.pages.order),
    ordersHref: `${adminPaths.pages.orders}?photographer_id=${data.photographer.id}`,
  },
} satisfies Meta<typeof PhotographerDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('عبدالله الحربي');
    const reviews = canvas.getByRole('table', { name: photographerDetailCopy.reviews });
    await expect(within(reviews).getAllByRole('row')).toHaveLength(4);
    await expect(reviews).toHaveTextContent(photographerDetailCopy.stars(5));
  },
};

export const NoReviews: Story = {
  args: { data: { ...data, reviews: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(photographerDetailCopy.noReviews)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

const withActions = {
  onStatusAction: fn(async () => undefined),
  onReviewAction: fn(async () => undefined),
  editHref: `${adminPaths.pages.photographers}/7/edit`,
};

/** An approved photographer: suspend (with a reason) and edit; each review can be hidden. */
export const WithActions: Story = {
  args: withActions,
  play: async ({ canvas, args, userEvent }) => {
    const actions = canvas.getAllByRole('group', { name: 'إجراءات السجل' })[0]!;
    await expect(within(actions).getByRole('button', { name: 'إيقاف' })).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: 'اعتماد' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: photographerDetailCopy.edit })).toHaveAttribute(
      'href',
      '/admin/Photographers/7/edit',
    );
    await userEvent.click(within(actions).getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إيقاف: عبدالله الحربي؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await expect(within(dialog).getByText('اكتب السبب')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/سبب الإيقاف/), 'شكاوى متكررة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusAction).toHaveBeenCalledWith('suspend', {
      reason: 'شكاوى متكررة',
      confirmed: false,
    });
  },
};

const futureOrders = [
  {
    id: 901,
    code: orderCode(901),
    session_at: '2026-12-05T14:00:00.000Z',
    customer_name: 'سارة الشهري',
    service_name: 'جلسة زفاف',
  },
  {
    id: 915,
    code: orderCode(915),
    session_at: '2026-12-19T09:30:00.000Z',
    customer_name: 'محمد القحطاني',
    service_name: 'جلسة عائلية',
  },
];

/** Suspending a photographer with confirmed orders ahead: the server asks, listing them; go ahead. */
export const SuspendWithOrdersAhead: Story = {
  args: {
    ...withActions,
    onStatusAction: fn(async (_action, input: { confirmed: boolean }) =>
      input.confirmed
        ? undefined
        : {
            suspension: {
              message:
                'لدى المصور 2 طلبات مؤكدة قادمة؛ أكّد الإيقاف وستبقى هذه الطلبات بحاجة إلى مصور بديل',
              orders: futureOrders,
            },
          },
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const actions = canvas.getAllByRole('group', { name: 'إجراءات السجل' })[0]!;
    await userEvent.click(within(actions).getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/سبب الإيقاف/), 'غياب متكرر');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    const question = await within(dialog).findByRole('alert');
    await expect(question).toHaveTextContent('طلبات مؤكدة قادمة');
    await expect(within(question).getByRole('link', { name: orderCode(901) })).toBeVisible();
    await expect(question).toHaveTextContent('سارة الشهري');
    await userEvent.click(
      within(dialog).getByRole('button', { name: photographerDetailCopy.suspendAnyway }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusAction).toHaveBeenLastCalledWith('suspend', {
      reason: 'غياب متكرر',
      confirmed: true,
    });
  },
};

/** A pending application, first in the queue: approve or reject (with a reason). */
export const Pending: Story = {
  args: {
    ...withActions,
    data: {
      ...data,
      photographer: { ...data.photographer, status: 'pending', rating_avg: null, reviews_count: 0 },
      reviews: [],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const actions = canvas.getByRole('group', { name: 'إجراءات السجل' });
    await expect(within(actions).getByRole('button', { name: 'رفض' })).toBeVisible();
    await userEvent.click(within(actions).getByRole('button', { name: 'اعتماد' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'اعتماد: عبدالله الحربي؟' });
    await expect(dialog).toHaveAccessibleDescription(photographerDetailCopy.approve);
    await userEvent.click(within(dialog).getByRole('button', { name: 'اعتماد' }));
    await expect(args.onStatusAction).toHaveBeenCalledWith('approve', {
      reason: undefined,
      confirmed: false,
    });
  },
};

/** A rejected application: why, and reinstating it later. */
export const Rejected: Story = {
  args: {
    ...withActions,
    data: {
      ...data,
      photographer: {
        ...data.photographer,
        status: 'suspended',
        rejected_at: '2026-10-01T08:00:00.000Z',
        status_reason: 'الأعمال المرفقة لا تطابق التخصصات المذكورة',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/الأعمال المرفقة لا تطابق/)).toBeVisible();
    const actions = canvas.getAllByRole('group', { name: 'إجراءات السجل' })[0]!;
    await expect(within(actions).getByRole('button', { name: 'إعادة التفعيل' })).toBeVisible();
  },
};

/** A refused action (another admin changed the state) keeps the dialog, with the server's words. */
export const ActionRefused: Story = {
  args: {
    ...withActions,
    onStatusAction: fn(async () => {
      throw new Error('لا يمكن تنفيذ «إيقاف» والحالة الحالية «موقوف».');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const actions = canvas.getAllByRole('group', { name: 'إجراءات السجل' })[0]!;
    await userEvent.click(within(actions).getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/سبب الإيقاف/), 'سبب');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'الحالة الحالية «موقوف»',
    );
    await expect(within(dialog).getByLabelText(/سبب الإيقاف/)).toHaveValue('سبب');
  },
};

/** Hiding a one-star review asks why; the rating changes when the record reloads. */
export const HideReview: Story = {
  args: withActions,
  play: async ({ canvas, args, userEvent }) => {
    const reviews = canvas.getByRole('table', { name: photographerDetailCopy.reviews });
    const row = within(reviews).getAllByRole('row')[2]!;
    await userEvent.click(within(row).getByRole('button', { name: 'إخفاء' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إخفاء تقييم خالد الدوسري؟' });
    await expect(dialog).toHaveAccessibleDescription(/لن يدخل في متوسط تقييم المصور/);
    await userEvent.type(within(dialog).getByLabelText(/سبب الإخفاء/), 'ألفاظ مسيئة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إخفاء' }));
    await expect(args.onReviewAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: 29 }),
      'hide',
      'ألفاظ مسيئة',
    );
  },
};

/** A hidden review: marked, its reason shown, and it can be shown again. */
export const HiddenReview: Story = {
  args: {
    ...withActions,
    data: {
      ...data,
      photographer: { ...data.photographer, rating_avg: 5, reviews_count: 57 },
      reviews: data.reviews.map((review, i) =>
        i === 1
          ? { ...review, hidden_at: '2026-10-12T08:00:00.000Z', hidden_reason: 'ألفاظ مسيئة' }
          : review,
      ),
    },
  },
  play: async ({ canvas }) => {
    const reviews = canvas.getByRole('table', { name: photographerDetailCopy.reviews });
    const row = within(reviews).getAllByRole('row')[2]!;
    await expect(row).toHaveTextContent(photographerDetailCopy.hiddenReason('ألفاظ مسيئة'));
    await expect(within(row).getByRole('button', { name: 'إظهار' })).toBeVisible();
  },
};

export const ActionsOnPhone: Story = { ...onPhone, args: withActions };
