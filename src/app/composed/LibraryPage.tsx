import LibraryPage from '../../features/library/LibraryPage';
import { DownloadsSection } from '../../features/offline/DownloadsSection';

/** /library with the offline feature's Downloads first, in the library's own chunk (decision 2673). */
export default function LibraryPageWithDownloads() {
  return <LibraryPage firstSection={DownloadsSection} />;
}
