import { CloudUpload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';
import { fileLabelFocus } from '../formFields';
import type { UploadState } from './useVideoUpload';

/** The upload's progress: what it is doing, a bar, "42% · about 1 min left", and Cancel. */
function UploadProgressView({ state, onCancel }: { state: Extract<UploadState, { phase: 'uploading' | 'offline' }>; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const uploading = state.phase === 'uploading';
  const percent = uploading ? state.percent : undefined;
  return (
    <div className="rounded-2xl border border-clay/70 bg-white/70 p-4 sm:p-5">
      <p id={id} className="text-sm font-medium text-ink">
        {uploading && state.resumed ? t('studio.media.resuming') : t('studio.media.uploading')}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-pill bg-sand"
      >
        <div className="h-full rounded-pill bg-ember transition-[width] duration-500" style={{ width: `${percent ?? 0}%` }} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm tabular-nums text-ink-soft">
          {state.text}
        </p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('studio.media.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** A drop zone and a file input (video/*): a file dropped or chosen starts the upload at once. Smaller for a replacement. */
function DropZone({ title, compact, message, onFile }: { title: string; compact: boolean; message?: string; onFile: (file: File) => void }) {
  const t = useT();
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 text-center transition-colors',
        compact ? 'py-5' : 'py-8',
        over ? 'border-ember bg-ember/5' : 'border-clay bg-white/50',
      )}
    >
      {!compact && <CloudUpload className="size-8 text-ink-soft" aria-hidden="true" />}
      <p className="font-display text-lg text-ink">{title}</p>
      <p id={`${id}-hint`} className="max-w-sm text-sm text-ink-soft">
        {t('studio.media.dropHint')}
      </p>
      <input
        id={id}
        type="file"
        accept="video/*"
        className="peer sr-only"
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(buttonVariants({ variant: 'secondary' }), 'cursor-pointer', fileLabelFocus)}
      >
        {t('studio.media.choose')}
      </label>
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
    </div>
  );
}

/** "Upload video" or "Replace video": the drop zone, then the upload's progress, then its outcome. */
export function UploadPanel({ replacing, state, onFile, onCancel, onRetry }: {
  replacing: boolean;
  state: UploadState;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  if (state.phase === 'uploading' || state.phase === 'offline') return <UploadProgressView state={state} onCancel={onCancel} />;
  if (state.phase === 'queuing') {
    return (
      <p role="status" className="text-sm text-ink-soft">
        {t('studio.media.queuing')}
      </p>
    );
  }
  if (state.phase === 'stopped' || state.phase === 'unqueued') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-ember/40 bg-white/70 p-4 text-sm text-ember-deep">
        <p className="flex-1">{state.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('studio.media.tryAgain')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('studio.media.cancel')}
        </Button>
      </div>
    );
  }
  return <DropZone title={replacing ? t('studio.media.replace') : t('studio.media.upload')} compact={replacing} message={state.message} onFile={onFile} />;
}
