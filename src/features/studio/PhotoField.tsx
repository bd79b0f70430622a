import { useId, useState } from 'react';
import './messages';
import { FieldError } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { fileInputClass } from './formFields';
import { PHOTO_TYPES, uploadTeacherPhoto } from './photoUpload';
import { isSlug } from './slug';

/**
 * The teacher's photo: the current one, and a file input that uploads the chosen photo at once; its address is
 * saved with the teacher. A refused photo's message shows beside the field.
 */
export function PhotoField({ slug, imageUrl, error, onUploaded }: { slug: string; imageUrl: string; error?: string; onUploaded: (imageUrl: string) => void }) {
  const t = useT();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const shown = message ?? error;

  const upload = async (file: File) => {
    if (!isSlug(slug)) {
      setMessage(translate('studio.photo.slugFirst'));
      return;
    }
    setUploading(true);
    setMessage(undefined);
    const result = await uploadTeacherPhoto(slug, file);
    setUploading(false);
    if (result.ok) onUploaded(result.imageUrl);
    else setMessage(result.message);
  };

  return (
    <div className="flex items-center gap-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-full border border-clay bg-sand">
        {imageUrl && <img src={imageUrl} alt="" className="size-full object-cover" />}
      </div>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('studio.field.photo')}
        </label>
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          disabled={uploading}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className={cn('mt-1.5', fileInputClass)}
        />
        {shown ? (
          <FieldError id={`${id}-error`}>{shown}</FieldError>
        ) : (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft" role={uploading ? 'status' : undefined}>
            {uploading ? t('studio.photo.uploading') : t('studio.photo.hint')}
          </p>
        )}
      </div>
    </div>
  );
}
