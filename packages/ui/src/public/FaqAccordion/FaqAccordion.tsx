import { ChevronDown } from 'lucide-react';
import { defaultFaqs, type FaqItem } from './faqs';

export interface FaqAccordionProps {
  items?: readonly FaqItem[];
  /** Heading level of the questions, to keep the page outline in order. */
  questionLevel?: 'h2' | 'h3';
  /**
   * Groups the questions: opening one closes the other open one with the same name
   * (`<details name>`). One group per list on a page.
   */
  name?: string;
}

/**
 * The FAQ: one question open at a time; opening another closes the previous one, and clicking the
 * open one closes it. Plain HTML (`<details name>`/`<summary>`): every answer is in the server's
 * HTML, a tap before the page's script has run opens its question, and the browser gives each
 * question its keyboard (Tab, then Enter or Space) and announces it as expanded or collapsed.
 */
export function FaqAccordion({
  items = defaultFaqs,
  questionLevel = 'h3',
  name = 'faq',
}: FaqAccordionProps) {
  const Heading = questionLevel;
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          className="group overflow-hidden rounded-card border border-line bg-surface shadow-card"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-ink hover:bg-sand-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-bold sm:text-lg">{item.question}</Heading>
            <ChevronDown
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-base leading-loose text-ink-muted">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
