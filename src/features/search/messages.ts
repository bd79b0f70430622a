/** Every text of the search feature (docs/product.md: "Search" and "No results for" stay word for word). */
export const searchMessages = {
  /** The dialog's name and the header button's label. */
  search: 'Search',
  dialogDescription: 'Find videos and teachers by title, teacher, topic or path.',
  inputLabel: 'Search videos and teachers',
  placeholder: 'Try “breath”, “yin” or a teacher’s name',
  videos: 'Videos',
  teachers: 'Teachers',
  seeAll: (query: string) => `See all results for “${query}”`,
  resultsFor: (query: string) => `Results for “${query}”`,
  noResultsFor: (query: string) => `No results for “${query}”`,
  /** The live region's text: how many videos and teachers match. */
  resultCount: (videos: number, teachers: number) => {
    if (videos + teachers === 0) return 'No results';
    const parts = [];
    if (videos > 0) parts.push(videos === 1 ? '1 video' : `${videos} videos`);
    if (teachers > 0) parts.push(teachers === 1 ? '1 teacher' : `${teachers} teachers`);
    return parts.join(' and ');
  },
  noResultsHint: 'Nothing matched. Try fewer or shorter words, or begin with one of the paths below.',
  suggestionsHeading: 'Explore the eight paths instead',
  emptyQueryIntro: 'Search the library by title, teacher, topic or path.',
  pageDescription: 'Search Stillwater’s videos and teachers.',
} as const;
