/** The id of the page's data block: the catalog data the server rendered it with (docs/catalog.md). */
export const CATALOG_DATA_ELEMENT_ID = 'catalog-data';

/** The catalog data the server embedded in the page (none in a page it did not render). */
export function readEmbeddedCatalogData(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(CATALOG_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    console.error('The page data is not valid JSON', error);
    return {};
  }
}
