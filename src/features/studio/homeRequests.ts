import type { DataClient } from '../../lib/data/dataClient';
import type { StudioHome } from '../../lib/data/schema';
import { answerOf } from './studioErrors';

export type HomeLists = Omit<StudioHome, 'version'>;

/** The home page's three lists and the version they were read at. */
export async function loadHome(client: DataClient): Promise<StudioHome> {
  return answerOf(await client.rpc('studio_home'));
}

/** Saves the three lists in one transaction (studio_save_home), refused when the home page changed since `version`. */
export async function saveHome(client: DataClient, version: string, lists: HomeLists): Promise<StudioHome> {
  return answerOf(await client.rpc('studio_save_home', { opened_version: version, ...lists }));
}

/** Every video's id and title, for the hero and Featured choices (at most the data API's 1,000 rows). */
export async function listVideoTitles(client: DataClient): Promise<{ id: string; title: string }[]> {
  return answerOf(await client.from('videos').select('id, title').order('title')) ?? [];
}
