import {
  Brain,
  CalendarCheck,
  Flower2,
  HeartHandshake,
  Layers,
  type LucideIcon,
  Moon,
  Palette,
  PersonStanding,
  Sparkles,
  Sun,
  Trees,
  Wind,
} from 'lucide-react';

// Only the icons the categories name are bundled; an unknown name falls back to a neutral one.
const ICONS: Record<string, LucideIcon> = {
  Brain,
  CalendarCheck,
  Flower2,
  HeartHandshake,
  Layers,
  Moon,
  Palette,
  PersonStanding,
  Sun,
  Trees,
  Wind,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon className={className} aria-hidden="true" />;
}
