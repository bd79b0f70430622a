/** The eight path pages in the order the menus and the home page list them, written out so that a test of either fails when one moves. */
export const PATH_PAGES = [
  '/videos/meditation',
  '/videos/yoga',
  '/videos/breathwork',
  '/videos/quantum',
  '/videos/wisdom',
  '/videos/karma',
  '/videos/ancient',
  '/videos/abundance',
];
