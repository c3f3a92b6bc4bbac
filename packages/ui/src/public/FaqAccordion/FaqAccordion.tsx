import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { defaultFaqs, type FaqItem } from './faqs';

export interface FaqAccordionProps {
  items?: readonly FaqItem[];
  /** Heading level of the questions, to keep the page outline in order. */
  questionLevel?: 'h2' | 'h3';
}

/**
 * The FAQ: one question open at a time; opening another closes the previous one, and clicking the
 * open one closes it (Radix Accordion, type single + collapsible: buttons with aria-expanded,
 * arrow-key navigation between questions).
 */
export function FaqAccordion({ items = defaultFaqs, questionLevel = 'h3' }: FaqAccordionProps) {
  const Heading = questionLevel;
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          className="overflow-hidden rounded-card border border-line bg-surface shadow-card"
        >
          <Accordion.Header asChild>
            <Heading className="text-base font-bold sm:text-lg">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-ink hover:bg-sand-50">
                <span>{item.question}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-base leading-loose text-ink-muted">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
