import type { BuiltServer } from './builtServer.ts';
import { editTitle } from './editTitle.ts';
import { getPage, pollUntil } from './pageRequest.ts';

/**
 * Publish to visible: a video's page kept by every server, its title edited through the first server's data API,
 * then each server's page asked for every 10 ms until it shows the new title. A round's figure is the slowest
 * server's, from before the write.
 */
export async function publishLatency(servers: BuiltServer[], video: { id: string; title: string }, rounds: number): Promise<number[]> {
  const figures: number[] = [];
  const [writer] = servers;
  if (!writer) throw new Error('publishLatency needs a server');
  for (let round = 1; round <= rounds; round++) {
    // Kept by every server before the edit: the edit must drop it, not find it missing.
    for (const server of servers) await getPage(`${server.url}/video/${video.id}`);
    const title = `${video.title} edition ${round}`;
    const started = performance.now();
    await editTitle(writer, video.id, title);
    await Promise.all(servers.map((server) => pollUntil(`${server.url}/video/${video.id}`, (text) => text.includes(title))));
    figures.push(performance.now() - started);
  }
  return figures;
}
