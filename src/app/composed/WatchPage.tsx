import { DownloadButton } from '../../features/offline/DownloadButton';
import WatchPage from '../../features/player/WatchPage';

/** /video/{id} with the offline feature's Download in its facts row, in the watch page's own chunk (decision 2673). */
export default function WatchPageWithDownload() {
  return <WatchPage factsControl={DownloadButton} />;
}
