import { NotFoundState } from '../../components/layout/NotFoundState';

/** An unknown /video/{id}. */
export function VideoNotFound() {
  return (
    <NotFoundState
      eyebrow="Video Library"
      title="Video Not Found"
      message="We couldn't find this video. It may have moved, or the link may be mistyped."
    />
  );
}
