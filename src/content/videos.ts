import { clipUrl, posterUrl, type ClipName } from './mediaPaths';
import type { Video } from './types';

type VideoSeed = Omit<Video, 'thumbnail' | 'videoUrl'> & { clip: ClipName | null };

/** Each record gets its own poster; `clip: null` models a video whose playback is not available yet. Keeps the literal id for VideoId. */
function video<const Id extends string>({ clip, ...fields }: VideoSeed & { id: Id }): Video & { id: Id } {
  return { ...fields, thumbnail: posterUrl(fields.id), videoUrl: clip ? clipUrl(clip) : '' };
}

/** The ten sample videos of the category pages (docs/product.md#catalog): list order is 'Newest'. */
export const sampleVideos = [
  video({
    id: 'morning-stillness',
    title: 'Morning Stillness',
    description:
      'Begin the day before the day begins. A gentle sitting practice that lets sleep fall away, gathers the breath, and sets one clear intention to carry with you.',
    instructor: 'Amara Okafor',
    duration: '20 min',
    isPremium: false,
    category: 'meditation',
    clip: 'dawn',
  }),
  video({
    id: 'sun-salutation-flow',
    title: 'Sun Salutation Flow',
    description:
      'Warm every part of the body with slow, breath-led rounds of sun salutations. Suitable for all levels, with options to soften or build as you go.',
    instructor: 'Lucia Ferrante',
    duration: '30 min',
    isPremium: false,
    category: 'yoga',
    clip: 'golden-hour',
  }),
  video({
    id: 'the-art-of-sitting',
    title: 'The Art of Sitting',
    description:
      'Posture, breath and attention, taught simply. Learn how to sit so that the body can rest and the mind can settle, whether on a cushion, a bench or a chair.',
    instructor: 'Kenji Takamura',
    duration: '25 min',
    isPremium: true,
    category: 'meditation',
    clip: 'mist',
  }),
  video({
    id: 'yin-for-deep-rest',
    title: 'Yin for Deep Rest',
    description:
      'Long, supported holds that release the hips, spine and shoulders. An unhurried evening practice for the days when you need to be held rather than pushed.',
    instructor: 'Maya Lindqvist',
    duration: '45 min',
    isPremium: true,
    category: 'yoga',
    clip: 'moonrise',
  }),
  video({
    id: 'body-scan-for-release',
    title: 'Body Scan for Release',
    description:
      'Travel slowly from the crown of the head to the soles of the feet, noticing without fixing. A well-loved practice for tension, restlessness and trouble sleeping.',
    instructor: 'Jonah Whitfield',
    duration: '20 min',
    isPremium: false,
    category: 'meditation',
    clip: 'twilight',
  }),
  video({
    id: 'grounding-hatha',
    title: 'Grounding Hatha',
    description:
      'Standing poses and steady breathing that bring you back down to earth. Build quiet strength in the legs and core while the mind finds its footing.',
    instructor: 'Isabel Duarte',
    duration: '40 min',
    isPremium: true,
    category: 'yoga',
    clip: 'desert',
  }),
  video({
    id: 'loving-kindness',
    title: 'Loving-Kindness Practice',
    description:
      'Offer simple phrases of goodwill to yourself, to someone dear, to a stranger and, when you are ready, to someone difficult. Warmth grows with repetition.',
    instructor: 'Elijah Brooks',
    duration: '15 min',
    isPremium: false,
    category: 'meditation',
    clip: 'lotus',
  }),
  video({
    id: 'yoga-nidra-by-the-sea',
    title: 'Yoga Nidra by the Sea',
    description:
      'Lie down, be guided, and let the sound of the tide carry you into the restful state between waking and sleep. No experience needed, only a place to lie down.',
    instructor: 'Leilani Kahale',
    duration: '35 min',
    isPremium: true,
    category: 'yoga',
    clip: 'ocean',
  }),
  video({
    id: 'gentle-spine-flow',
    title: 'Gentle Spine Flow',
    description:
      'Rolling, twisting and lengthening movements that bring ease back to the back. Ideal after long hours at a desk or first thing on a stiff morning.',
    instructor: 'Tomas Alvarez',
    duration: '20 min',
    isPremium: false,
    category: 'yoga',
    clip: 'forest',
  }),
  video({
    id: 'candle-gazing-trataka',
    title: 'Candle Gazing: Trataka',
    description:
      'A classical concentration practice: rest the eyes on a single flame, then on its afterglow within. Steadying for a scattered mind and kind to tired eyes.',
    instructor: 'Devan Rao',
    duration: '15 min',
    isPremium: true,
    category: 'meditation',
    clip: null,
  }),
] satisfies Video[];

/** The home page's three featured videos. */
export const featuredVideos = [
  video({
    id: 'breath-of-renewal',
    title: 'Breath of Renewal',
    description:
      'Three rounds of slow, guided breathing followed by a quiet rest. A reliable reset for an anxious afternoon that leaves you calm and clear rather than drowsy.',
    instructor: 'Devan Rao',
    duration: '18 min',
    isPremium: false,
    clip: 'ember',
  }),
  video({
    id: 'the-heart-of-gratitude',
    title: 'The Heart of Gratitude',
    description:
      'A reflective practice for noticing what is already here. Gratitude is trained, not forced, and this session shows you how to let it grow on its own.',
    instructor: 'Thandiwe Nkosi',
    duration: '22 min',
    isPremium: true,
    clip: 'meadow',
  }),
  video({
    id: 'qigong-flowing-water',
    title: 'Qigong: Flowing Like Water',
    description:
      'Soft, continuous movements coordinated with the breath to loosen the joints and gather energy. Gentle enough for any age and deeply calming to practise.',
    instructor: 'Mei Lin Chen',
    duration: '28 min',
    isPremium: false,
    clip: 'forest',
  }),
] satisfies Video[];

/** The hero carousel's slides (4 to 6). The first slide's poster is the home page's LCP image. */
export const heroSlides = [
  video({
    id: 'returning-to-the-breath',
    title: 'Returning to the Breath',
    description:
      'Whenever you wander, the breath is waiting. A foundational meditation on coming back, again and again, without judgement, to the one place you can always rest.',
    instructor: 'Amara Okafor',
    duration: '30 min',
    isPremium: false,
    clip: 'dawn',
  }),
  video({
    id: 'golden-hour-vinyasa',
    title: 'Golden Hour Vinyasa',
    description:
      'A fluid, full-body flow that links strength and grace, timed to the slowing light of evening. Leave the mat energised, open and quietly proud.',
    instructor: 'Lucia Ferrante',
    duration: '50 min',
    isPremium: true,
    clip: 'golden-hour',
  }),
  video({
    id: 'sound-bath-for-the-nervous-system',
    title: 'Sound Bath for the Nervous System',
    description:
      'Singing bowls and soft drones wash through a long, guided rest. Let the vibrations do the work while your body remembers what safety feels like.',
    instructor: 'Ines Moreau',
    duration: '40 min',
    isPremium: true,
    clip: 'cosmos',
  }),
  video({
    id: 'lessons-of-the-desert-teachers',
    title: 'Lessons of the Desert Teachers',
    description:
      'Stories and sayings of the early hermits who went into the wilderness to find silence, and what their simple, fierce wisdom offers a crowded life today.',
    instructor: 'Rafael Quintero',
    duration: '35 min',
    isPremium: false,
    clip: 'desert',
  }),
  video({
    id: 'the-witness-within',
    title: 'The Witness Within',
    description:
      'A guided inquiry into the awareness that notices thoughts, feelings and sensations come and go. Clear teaching, long pauses and plenty of room to look for yourself.',
    instructor: 'Priya Natarajan',
    duration: '32 min',
    isPremium: true,
    clip: 'twilight',
  }),
] satisfies Video[];

/** Videos that appear only on their teacher's page. */
const teacherLibraryVideos = [
  video({
    id: 'compassion-for-hard-days',
    title: 'Compassion for Hard Days',
    description:
      'When everything feels heavy, start here. A tender practice for meeting your own pain with the same care you would offer a friend who is struggling.',
    instructor: 'Amara Okafor',
    duration: '18 min',
    isPremium: true,
    clip: 'lotus',
  }),
  video({
    id: 'counting-the-breath',
    title: 'Counting the Breath',
    description:
      'The oldest beginner practice in the Zen tradition: count each exhale from one to ten, then begin again. Simple to learn and endlessly revealing.',
    instructor: 'Kenji Takamura',
    duration: '15 min',
    isPremium: false,
    clip: 'mist',
  }),
  video({
    id: 'restorative-evening',
    title: 'Restorative Evening',
    description:
      'Bolsters, blankets and slow breathing. Five supported shapes that quieten the body and prepare you for a long and easy night of sleep.',
    instructor: 'Maya Lindqvist',
    duration: '30 min',
    isPremium: false,
    clip: 'moonrise',
  }),
  video({
    id: 'shake-and-settle',
    title: 'Shake and Settle',
    description:
      'Loose, playful shaking to discharge stress, followed by stillness to feel what has changed. A somatic practice that works when sitting still feels impossible.',
    instructor: 'Tomas Alvarez',
    duration: '12 min',
    isPremium: true,
    clip: 'forest',
  }),
  video({
    id: 'heart-coherence',
    title: 'Heart Coherence',
    description:
      'Soften the breath into an even rhythm and rest your attention on the heart. A calming practice for steadiness under pressure and a kinder inner tone.',
    instructor: 'Ines Moreau',
    duration: '16 min',
    isPremium: false,
    clip: 'twilight',
  }),
  video({
    id: 'the-evening-review',
    title: 'The Evening Review',
    description:
      'An ancient nightly habit made practical: look back over the day with honesty and warmth, keep what served you, and set down what did not.',
    instructor: 'Rafael Quintero',
    duration: '14 min',
    isPremium: true,
    clip: 'ember',
  }),
  video({
    id: 'who-am-i',
    title: 'Who Am I?',
    description:
      'A classic self-inquiry, taught patiently. Follow the question back to its source and rest in what remains when every answer has been set aside.',
    instructor: 'Priya Natarajan',
    duration: '26 min',
    isPremium: false,
    clip: 'mist',
  }),
  video({
    id: 'the-practice-of-giving',
    title: 'The Practice of Giving',
    description:
      'Generosity as a daily discipline rather than a grand gesture. Reflections and a short practice for giving time, attention and care freely, and noticing the joy it brings.',
    instructor: 'Samuel Mensah',
    duration: '20 min',
    isPremium: false,
    clip: 'meadow',
  }),
  video({
    id: 'ocean-breath-wind-down',
    title: 'Ocean Breath Wind-Down',
    description:
      'Learn the soft, audible ocean breath and let its rhythm slow everything down. Ten gentle minutes for the transition from a busy day into rest.',
    instructor: 'Leilani Kahale',
    duration: '10 min',
    isPremium: false,
    clip: 'ocean',
  }),
  video({
    id: 'remembrance-of-the-heart',
    title: 'Remembrance of the Heart',
    description:
      'A devotional meditation of breath, a repeated phrase and listening. Rooted in contemplative poetry, it opens a quiet, warm space beneath everyday thinking.',
    instructor: 'Omar Haddad',
    duration: '24 min',
    isPremium: true,
    clip: 'ember',
  }),
  video({
    id: 'journey-through-the-energy-centres',
    title: 'Journey Through the Energy Centres',
    description:
      'A guided visualisation that rests your attention, with breath and colour, on each of the body\u2019s seven traditional energy centres, from the root to the crown.',
    instructor: 'Sofia Petrova',
    duration: '33 min',
    isPremium: true,
    clip: 'cosmos',
  }),
  video({
    id: 'receiving-with-open-hands',
    title: 'Receiving with Open Hands',
    description:
      'Many of us give easily and receive with difficulty. This practice explores worthiness, gratitude and letting good things arrive without apology.',
    instructor: 'Thandiwe Nkosi',
    duration: '19 min',
    isPremium: false,
    clip: 'golden-hour',
  }),
  video({
    id: 'the-eight-brocades',
    title: 'The Eight Brocades',
    description:
      'A complete, centuries-old qigong sequence taught movement by movement. Eight graceful exercises to stretch, strengthen and brighten the whole body.',
    instructor: 'Mei Lin Chen',
    duration: '25 min',
    isPremium: true,
    clip: 'meadow',
  }),
  video({
    id: 'the-lunch-break-reset',
    title: 'The Lunch-Break Reset',
    description:
      'A short, practical mindfulness session for the middle of a working day. Step away from the screen, drop into the body and return with a clearer head.',
    instructor: 'Jonah Whitfield',
    duration: '10 min',
    isPremium: false,
    clip: 'ocean',
  }),
  video({
    id: 'walking-among-trees',
    title: 'Walking Among Trees',
    description:
      'A walking meditation for any path, park or garden. Slow the pace, widen the senses and let the living world remind you that you belong to it.',
    instructor: 'Aroha Ngata',
    duration: '22 min',
    isPremium: false,
    clip: 'forest',
  }),
  video({
    id: 'mindful-money',
    title: 'Mindful Money',
    description:
      'Bring meditation to the most anxious subject of all. Notice the stories you carry about money, and practise spending, saving and giving from calm rather than fear.',
    instructor: 'Farid Karimi',
    duration: '27 min',
    isPremium: true,
    clip: 'meadow',
  }),
  video({
    id: 'strong-and-steady',
    title: 'Strong and Steady',
    description:
      'A grounded strength practice with long, breath-counted holds. Build stability from the feet up and discover how steadiness in the body steadies the mind.',
    instructor: 'Isabel Duarte',
    duration: '35 min',
    isPremium: false,
    clip: 'desert',
  }),
  video({
    id: 'everyday-service',
    title: 'Everyday Service',
    description:
      'Karma yoga for ordinary life: how washing a cup, listening to a friend or doing your job well can become a practice of selfless, joyful action.',
    instructor: 'Elijah Brooks',
    duration: '21 min',
    isPremium: true,
    clip: 'lotus',
  }),
] satisfies Video[];

/** Every distinct video of the site, once each (sample, featured, hero and teacher-only). */
export const allVideos = [...sampleVideos, ...featuredVideos, ...heroSlides, ...teacherLibraryVideos];

/** The literal id of every video, so per-video data (translations) can be checked for completeness. */
export type VideoId = (typeof allVideos)[number]['id'];

const videosById = new Map<string, Video>(allVideos.map((v) => [v.id, v]));

export function findVideo(id: string): Video | undefined {
  return videosById.get(id);
}

/** The videos whose instructor is `name`, in site order. */
export function videosByInstructor(name: string): Video[] {
  return allVideos.filter((v) => v.instructor === name);
}
