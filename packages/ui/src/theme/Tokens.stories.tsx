import type { Meta, StoryObj } from '@storybook/react-vite';

/** The brand tokens of theme.css, for designers reviewing the palette (no behaviour). */
function Swatches({ scale }: { scale: 'brand' | 'sand' }) {
  const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
  return (
    <ul className="grid grid-cols-5 gap-2 sm:grid-cols-10">
      {steps.map((step) => (
        <li key={step} className="flex flex-col gap-1 text-xs">
          <span
            className="h-12 rounded-control border border-line"
            style={{ backgroundColor: `var(--color-${scale}-${step})` }}
          />
          <span className="font-semibold">
            {scale}-{step}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Tokens() {
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">النحاسي (العلامة)</h2>
        <Swatches scale="brand" />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">الرملي (المحايد)</h2>
        <Swatches scale="sand" />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">الخط: القاهرة</h2>
        <p className="text-3xl font-extrabold">لقطة — احجز مصورك المحترف</p>
        <p className="text-lg font-semibold">
          مرونة في اختيار الوقت والمكان، ودعم على مدار الساعة.
        </p>
        <p className="text-base text-ink-muted">
          نص ثانوي بلون ink-muted على الخلفية: تباين أعلى من ٤٫٥:١. Latin text shares the typeface.
        </p>
      </section>
      <section className="flex flex-wrap gap-4">
        <div className="rounded-card bg-surface p-5 shadow-card">shadow-card · rounded-card</div>
        <div className="rounded-card bg-surface p-5 shadow-raised">shadow-raised</div>
        <div className="rounded-control border border-line-strong bg-surface p-3">
          rounded-control
        </div>
      </section>
    </div>
  );
}

const meta = { component: Tokens } satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {};
