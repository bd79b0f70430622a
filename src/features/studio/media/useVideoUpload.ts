import { useEffect, useRef, useState } from 'react';
import '../messages';
import { translate } from '../../../lib/i18n/i18n';
import { startVideoUpload, type VideoUpload } from './tusUpload';
import { percentSent, uploadProgressText, type UploadProgress } from './uploadProgress';
import { callVideoMedia } from './videoMediaFunction';

export type UploadState =
  | { phase: 'idle'; message?: string }
  | { phase: 'uploading'; resumed: boolean; percent: number; text: string }
  /** The connection dropped: the upload goes on by itself once the browser is online again. */
  | { phase: 'offline'; text: string }
  /** The upload stopped on an error; Try again continues from what the server holds. */
  | { phase: 'stopped'; message: string }
  | { phase: 'queuing' }
  /** Uploaded, but the server did not take the processing job; Try again asks again. */
  | { phase: 'unqueued'; message: string };

const isVideo = (file: File) => file.type.startsWith('video/');
const starting = () => ({ percent: 0, text: translate('studio.media.percent', { percent: 0 }) });

/**
 * Uploading a video's source and handing it to processing: the state the Media section shows, and its actions.
 * `onQueued` runs once the server has taken the job (202).
 */
export function useVideoUpload(videoId: string, onQueued: () => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const upload = useRef<VideoUpload | undefined>(undefined);
  const progress = useRef<UploadProgress | undefined>(undefined);

  // Leaving the page pauses: the same file picked again later resumes (decision 2602).
  useEffect(() => () => upload.current?.pause(), []);

  const queue = async (source: string) => {
    setState({ phase: 'queuing' });
    const answer = await callVideoMedia(videoId, { action: 'process', source });
    if (answer.ok) {
      upload.current = undefined;
      setState({ phase: 'idle' });
      onQueued();
    } else setState({ phase: 'unqueued', message: answer.message });
  };

  const restart = () => {
    if (!upload.current) return setState({ phase: 'idle' });
    progress.current = undefined;
    upload.current.restart();
    setState({ phase: 'uploading', resumed: true, ...starting() });
  };

  const start = async (file: File) => {
    if (!isVideo(file)) {
      setState({ phase: 'idle', message: translate('studio.media.notVideo') });
      return;
    }
    progress.current = undefined;
    setState({ phase: 'uploading', resumed: false, ...starting() });
    try {
      const started = await startVideoUpload(videoId, file, {
        onProgress: (sent, total) => {
          const now = Date.now();
          progress.current ??= { sent, total, startedAt: now, startedFrom: sent };
          progress.current = { ...progress.current, sent, total };
          const shown = { percent: percentSent(progress.current), text: uploadProgressText(progress.current, now) };
          setState((current) => (current.phase === 'uploading' ? { ...current, ...shown } : current));
        },
        onSuccess: () => void queue(started.objectName),
        onError: () => {
          if (navigator.onLine) {
            setState({ phase: 'stopped', message: translate('studio.media.uploadStopped') });
            return;
          }
          setState({ phase: 'offline', text: translate('studio.media.offline') });
          window.addEventListener('online', restart, { once: true });
        },
      });
      upload.current = started;
      setState((current) => (current.phase === 'uploading' ? { ...current, resumed: started.resumed } : current));
    } catch {
      setState({ phase: 'idle', message: translate('studio.media.uploadStopped') });
    }
  };

  const cancel = () => {
    void upload.current?.cancel();
    upload.current = undefined;
    setState({ phase: 'idle' });
  };

  return {
    state,
    start: (file: File) => void start(file),
    cancel,
    retry: () => (state.phase === 'unqueued' && upload.current ? void queue(upload.current.objectName) : restart()),
  };
}
