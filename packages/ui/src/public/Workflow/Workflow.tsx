export interface WorkflowStep {
  title: string;
  description: string;
}

export const defaultWorkflowSteps: readonly WorkflowStep[] = [
  { title: 'اختر الخدمة', description: 'حدد نوع المناسبة والباقة التي تناسبك.' },
  {
    title: 'حدد الوقت والمكان',
    description: 'اختر اليوم والساعة والعنوان، ونرشح لك المصور المتاح.',
  },
  {
    title: 'أكد وادفع بأمان',
    description: 'راجع السعر كاملًا وادفع عبر المنصة؛ لا يصل المبلغ للمصور إلا بعد الجلسة.',
  },
  { title: 'استلم صورك', description: 'تصلك الصور المعدلة عبر رابط خاص في الموعد المتفق عليه.' },
];

export interface WorkflowProps {
  steps?: readonly WorkflowStep[];
}

/** How booking works, as numbered steps (an ordered list, so the order is announced). */
export function Workflow({ steps = defaultWorkflowSteps }: WorkflowProps) {
  return (
    <section
      aria-labelledby="workflow-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <h2
        id="workflow-heading"
        className="mb-10 text-center text-2xl font-extrabold text-ink sm:text-3xl"
      >
        كيف تعمل لقطة؟
      </h2>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex flex-col items-center gap-3 text-center">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-pill bg-brand-600 text-2xl font-extrabold text-white"
            >
              {(index + 1).toLocaleString('ar-SA')}
            </span>
            <h3 className="text-lg font-bold text-ink">{step.title}</h3>
            <p className="text-base leading-relaxed text-ink-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
