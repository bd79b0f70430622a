import { portraitUrl } from './mediaPaths';
import { homeTeacherSlugs } from './teacherSlugs';
import type { Teacher } from './types';
import { videosByInstructor } from './videos';

/** The slug rule (docs/product.md#catalog): the lowercase, hyphenated form of the name. */
export function teacherSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** teacherSlug at the type level, for names with single spaces (all of ours; translations.test.ts checks the ids). */
type Slug<Name extends string> = Name extends `${infer First} ${infer Rest}` ? `${Lowercase<First>}-${Slug<Rest>}` : Lowercase<Name>;

function teacher<Name extends string>(name: Name, title: string, bio: string): Teacher & { id: Slug<Name> } {
  const id = teacherSlug(name) as Slug<Name>;
  return { id, name, title, bio, image: portraitUrl(id), videos: videosByInstructor(name) };
}

/** The 20 teachers. All are fictional; their videos are every catalog video they lead. */
export const teachers = [
  teacher(
    'Amara Okafor',
    'Meditation & Compassion Teacher',
    'Amara came to meditation as a nurse on night shifts, looking for a way to stay soft in hard places. She has taught mindfulness and compassion practices for fifteen years, in hospitals, schools and quiet rooms above busy streets. Her guidance is unhurried and practical, with a gentle humour that puts beginners at ease. She believes stillness is not something you achieve but somewhere you return to.',
  ),
  teacher(
    'Kenji Takamura',
    'Zen Meditation Teacher',
    'Kenji trained for a decade in a small Zen community before returning to city life to teach. He has a gift for making an ancient form feel fresh and simple: sit well, breathe, pay attention. His sessions leave plenty of silence, and his occasional words tend to land exactly where they are needed.',
  ),
  teacher(
    'Lucia Ferrante',
    'Vinyasa Yoga Teacher',
    'Lucia grew up dancing and found yoga after an injury ended her stage career. Her classes are fluid and musical, linking strength and grace through the breath. She teaches with warmth and precision, offering options so that every body can take part. Students often say they arrive tired and leave lit up.',
  ),
  teacher(
    'Devan Rao',
    'Breathwork & Pranayama Guide',
    'Devan learned pranayama from his grandmother long before he studied it formally. Today he bridges classical breathing techniques and modern research on the nervous system, always prioritising safety and ease. His instructions are clear and calm, and his practices fit neatly into a working day.',
  ),
  teacher(
    'Maya Lindqvist',
    'Yin & Restorative Yoga Teacher',
    'Maya teaches the slow end of yoga: long holds, soft props and generous rest. A former physiotherapist, she pairs anatomical care with a deep respect for stillness. Her evening classes are a favourite of students who struggle to switch off, and many report their best sleep in years.',
  ),
  teacher(
    'Tomas Alvarez',
    'Somatic Movement Teacher',
    'Tomas helps people feel at home in their bodies again. Drawing on yoga, somatic therapy and years of coaching athletes through recovery, he teaches movement that is playful, honest and never forced. His classes are ideal for stiff backs, busy minds and anyone who thinks they are not flexible enough for yoga.',
  ),
  teacher(
    'Ines Moreau',
    'Sound & Energy Healing Practitioner',
    'Ines is a trained musician who discovered the healing power of sound while caring for her mother through a long illness. She weaves singing bowls, soft drones and guided rest into sessions that many students describe as the deepest relaxation they have known. Her approach is grounded, gentle and free of pressure.',
  ),
  teacher(
    'Rafael Quintero',
    'Teacher of Contemplative Traditions',
    'Rafael spent twenty years studying the contemplative writings of East and West, from the desert hermits to the Stoics. He is a storyteller first, bringing old wisdom to life with warmth and wit. His talks leave students with a simple practice to try and a question worth carrying.',
  ),
  teacher(
    'Priya Natarajan',
    'Teacher of Non-Dual Wisdom',
    'Priya grew up with the Vedanta texts at her family table and later studied philosophy at university. She teaches self-inquiry with rare clarity, pairing careful explanation with long, spacious pauses. Her students value that she never asks them to believe anything, only to look for themselves.',
  ),
  teacher(
    'Samuel Mensah',
    'Generosity & Service Mentor',
    'Samuel founded a community kitchen before he ever taught a class, and service remains the heart of his practice. He teaches generosity as a daily discipline that frees the giver as much as it helps the receiver. His talks are down to earth, full of real stories and quietly inspiring.',
  ),
  teacher(
    'Leilani Kahale',
    'Yoga Nidra & Restorative Guide',
    'Leilani grew up beside the sea, and the rhythm of the tide runs through everything she teaches. She specialises in yoga nidra and breath-led relaxation for people living with stress and poor sleep. Her voice is famously calming, and her practices ask nothing of you except to lie down and listen.',
  ),
  teacher(
    'Omar Haddad',
    'Contemplative Poetry & Heart Meditation Teacher',
    'Omar is a poet and longtime student of the mystical traditions of the heart. His sessions combine recitation, breath and silence into a devotional practice that feels both ancient and intimate. He teaches that the heart, once quieted, knows the way home.',
  ),
  teacher(
    'Sofia Petrova',
    'Energy Awareness Teacher',
    'Sofia trained in yoga and in the subtle-body traditions of India and Tibet before developing her own gentle approach to energy awareness. Her guided visualisations use breath, colour and sensation to help students feel more balanced and awake. She keeps her teaching simple, experiential and free of jargon.',
  ),
  teacher(
    'Thandiwe Nkosi',
    'Gratitude & Abundance Coach',
    'Thandiwe left a demanding career in finance after realising that more never felt like enough. She now teaches gratitude and abundance as inner practices: noticing what is present, receiving with grace and giving with joy. Her sessions are warm, honest and refreshingly free of hype.',
  ),
  teacher(
    'Mei Lin Chen',
    'Qigong & Tai Chi Teacher',
    'Mei Lin began practising qigong in a city park at dawn with her grandfather and has never stopped. She has taught for more than twenty years, guiding students of every age through flowing, breath-linked movement. Her classes are patient and precise, and leave the body feeling both loose and gathered.',
  ),
  teacher(
    'Jonah Whitfield',
    'Mindfulness-Based Stress Reduction Teacher',
    'Jonah is a former secondary-school teacher who now brings evidence-based mindfulness to workplaces and clinics. His style is practical and kind, full of short practices you can actually fit into a crowded day. He is especially good with sceptics, and with anyone who believes they cannot meditate.',
  ),
  teacher(
    'Aroha Ngata',
    'Nature Meditation Guide',
    'Aroha guides walking and nature meditations that reconnect people with land, water and sky. Raised among a large family of gardeners and storytellers, she teaches attention as a form of respect. Her sessions invite you outdoors, or help you bring the outdoors in.',
  ),
  teacher(
    'Farid Karimi',
    'Mindful Prosperity Teacher',
    'Farid spent years as a small-business adviser before turning to meditation to handle his own money anxiety. He now helps people bring calm and clarity to their finances and their work. His teaching blends contemplative practice with plain common sense, and never promises riches.',
  ),
  teacher(
    'Isabel Duarte',
    'Hatha & Strength Yoga Teacher',
    'Isabel teaches strong, grounded hatha yoga with a focus on alignment and steady breath. A former climber, she loves helping students discover strength they did not know they had. Her classes are challenging but never harsh, and always end with a long, well-earned rest.',
  ),
  teacher(
    'Elijah Brooks',
    'Loving-Kindness & Karma Yoga Teacher',
    'Elijah found loving-kindness practice during a difficult year as a hospice volunteer and has taught it ever since. He pairs meditation with karma yoga, the path of selfless action, showing how small daily kindnesses can become a spiritual practice. His sessions are gentle, heartfelt and quietly transformative.',
  ),
] satisfies Teacher[];

export type TeacherId = (typeof teachers)[number]['id'];

const teachersById = new Map<string, Teacher>(teachers.map((t) => [t.id, t]));
const teachersByName = new Map(teachers.map((t) => [t.name, t]));

export function findTeacher(id: string): Teacher | undefined {
  return teachersById.get(id);
}

/** The teacher leading a video, when the instructor is one of ours. */
export function findTeacherByName(name: string): Teacher | undefined {
  return teachersByName.get(name);
}

/** The home page's eight avatars, in the order of homeTeacherSlugs. */
export const homeTeachers: Teacher[] = homeTeacherSlugs.map((slug) => {
  const found = teachersById.get(slug);
  if (!found) throw new Error(`Home teacher slug '${slug}' is not a teacher`);
  return found;
});
