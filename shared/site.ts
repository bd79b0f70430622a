/** The site's identity, read by the web app, the mail templates and the server's start-up lines. */
export const site = {
  name: 'Stillwater',
  shortName: 'Stillwater',
  tagline: 'A Temple Without Walls',
  description:
    'Instructor-led meditation, yoga and spiritual teachings, free and premium, for every path and every day.',
} as const;
