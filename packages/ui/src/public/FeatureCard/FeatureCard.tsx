import {
  BadgeCheck,
  Camera,
  Clock,
  Headset,
  ShieldCheck,
  Sparkles,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** The icons a feature card can show (the card data names one). */
export const featureIcons = {
  badge: BadgeCheck,
  camera: Camera,
  clock: Clock,
  headset: Headset,
  shield: ShieldCheck,
  sparkles: Sparkles,
  wallet: Wallet,
} satisfies Record<string, LucideIcon>;
export type FeatureIconName = keyof typeof featureIcons;

/** A feature card (spec §3): id, icon, title, subtitle. */
export interface FeatureCardData {
  id: number | string;
  icon: FeatureIconName;
  title: string;
  subtitle: string;
}

export interface FeatureCardProps extends Omit<FeatureCardData, 'id'> {
  titleAs?: 'h2' | 'h3';
}

export function FeatureCard({ icon, title, subtitle, titleAs: Heading = 'h3' }: FeatureCardProps) {
  const Icon = featureIcons[icon] ?? Camera;
  return (
    <div className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-6 text-center shadow-card">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-pill bg-brand-50 text-brand-700"
      >
        <Icon className="size-7" />
      </span>
      <Heading className="text-lg font-bold text-ink">{title}</Heading>
      <p className="text-base leading-relaxed text-ink-muted">{subtitle}</p>
    </div>
  );
}
