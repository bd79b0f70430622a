/** The dialog, the index and MiniSearch form one chunk, fetched the first time search opens. */
export const loadSearchDialog = () => import('./SearchDialog');
