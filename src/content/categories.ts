import type { PathCategory } from './types';

/** The 8 path cards of the home page; titles match the header's 'Transformational Paths' menu. */
export const pathCategories = [
  {
    id: 'meditation',
    title: 'Meditation & Mindfulness',
    description: 'Settle the restless mind and meet each moment with a steadier, kinder attention.',
    icon: 'Flower2',
    gradient: 'from-amber-100 to-orange-200',
    path: '/videos/meditation',
  },
  {
    id: 'yoga',
    title: 'Yoga & Movement',
    description: 'Flowing and restorative practices that bring strength, ease and breath back into the body.',
    icon: 'PersonStanding',
    gradient: 'from-rose-100 to-orange-200',
    path: '/videos/yoga',
  },
  {
    id: 'breathwork',
    title: 'Breathwork & Energy',
    description: 'Simple, guided breathing that calms the nervous system and gently lifts your energy.',
    icon: 'Wind',
    gradient: 'from-sky-100 to-teal-200',
    path: '/videos/breathwork',
  },
  {
    id: 'quantum',
    title: 'Quantum Healing',
    description: 'Sound, intention and subtle-energy practices for deep rest and inner renewal.',
    icon: 'Atom',
    gradient: 'from-violet-100 to-indigo-200',
    path: '/videos/quantum',
  },
  {
    id: 'wisdom',
    title: 'Wisdom & Teachings',
    description: 'Talks and contemplations on the timeless questions of who we are and how to live.',
    icon: 'BookOpen',
    gradient: 'from-stone-100 to-amber-200',
    path: '/videos/wisdom',
  },
  {
    id: 'karma',
    title: 'Karma & Merit Giving',
    description: 'Practices of generosity and service that turn everyday kindness into a living path.',
    icon: 'HandHeart',
    gradient: 'from-rose-100 to-pink-200',
    path: '/videos/karma',
  },
  {
    id: 'ancient',
    title: 'Ancient Wisdom',
    description: 'What the old contemplative traditions still have to teach a busy modern life.',
    icon: 'Landmark',
    gradient: 'from-orange-100 to-amber-300',
    path: '/videos/ancient',
  },
  {
    id: 'abundance',
    title: 'Wealth & Abundance',
    description: 'Grow gratitude, generosity and a calm relationship with money and enough.',
    icon: 'Sprout',
    gradient: 'from-lime-100 to-emerald-200',
    path: '/videos/abundance',
  },
] as const satisfies readonly PathCategory[];

export type PathCategoryId = (typeof pathCategories)[number]['id'];
