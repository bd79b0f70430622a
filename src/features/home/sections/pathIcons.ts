import { Atom, BookOpen, Flower2, HandHeart, Landmark, PersonStanding, Sparkles, Sprout, Wind, type LucideIcon } from 'lucide-react';

/** The icons the path categories name (content/categories.ts), imported one by one to keep the bundle small. */
const pathIcons: Record<string, LucideIcon> = {
  Flower2,
  PersonStanding,
  Wind,
  Atom,
  BookOpen,
  HandHeart,
  Landmark,
  Sprout,
};

/** The icon for a category's `icon` name; a neutral one for a name the map does not know. */
export function pathIcon(name: string): LucideIcon {
  return pathIcons[name] ?? Sparkles;
}
