/** Slugs the shell links to: the home avatars (8) and the footer (4). Each is a teacher in teachers.ts. */
export const homeTeacherSlugs = [
  'amara-okafor',
  'kenji-takamura',
  'lucia-ferrante',
  'devan-rao',
  'maya-lindqvist',
  'tomas-alvarez',
  'ines-moreau',
  'rafael-quintero',
] as const;

export const footerTeachers = [
  { id: 'amara-okafor', name: 'Amara Okafor' },
  { id: 'kenji-takamura', name: 'Kenji Takamura' },
  { id: 'lucia-ferrante', name: 'Lucia Ferrante' },
  { id: 'devan-rao', name: 'Devan Rao' },
] as const;
