import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../shared/locales';
import { buttonVariants } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';
import { fileLabelFocus } from '../formFields';
import { callVideoMedia } from './videoMediaFunction';

/** One language's captions: "Captions added" or not, the upload, and the server's message when it refused the file. */
function CaptionsRow({ videoId, language, present, onAdded }: { videoId: string; language: Locale; present: boolean; onAdded: (language: Locale) => void }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();

  const upload = async (file: File) => {
    setBusy(true);
    setMessage(undefined);
    const answer = await callVideoMedia(videoId, { action: 'captions', language, vtt: await file.text() });
    setBusy(false);
    if (answer.ok) onAdded(language);
    else setMessage(answer.message);
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 sm:flex sm:flex-1 sm:items-baseline sm:gap-6">
        <p className="font-medium text-ink sm:w-28" lang={language}>
          {LOCALE_NAMES[language]}
        </p>
        <p className={cn('text-sm', present ? 'text-ink' : 'text-ink-soft')}>{present ? t('studio.media.captionsAdded') : t('studio.media.noCaptions')}</p>
      </div>
      <div>
        <input
          id={id}
          type="file"
          accept=".vtt,text/vtt"
          disabled={busy}
          className="peer sr-only"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <label htmlFor={id} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'cursor-pointer', fileLabelFocus, busy && 'opacity-50')}>
          {t('studio.media.uploadCaptions')}
          <span className="sr-only"> ({LOCALE_NAMES[language]})</span>
        </label>
      </div>
      {message && (
        <div className="basis-full">
          <FieldError id={`${id}-error`}>{message}</FieldError>
        </div>
      )}
    </li>
  );
}

/** English, Español, Français, Deutsch: each with its captions file (WebVTT). */
export function CaptionsList({ videoId, captions, onAdded }: { videoId: string; captions: readonly string[]; onAdded: (language: Locale) => void }) {
  const t = useT();
  return (
    <div>
      <h3 className="font-display text-lg text-ink">{t('studio.media.captions')}</h3>
      <p className="text-sm text-ink-soft">{t('studio.media.captionsHint')}</p>
      <ul className="divide-y divide-clay/70">
        {LOCALES.map((language) => (
          <CaptionsRow key={language} videoId={videoId} language={language} present={captions.includes(language)} onAdded={onAdded} />
        ))}
      </ul>
    </div>
  );
}
