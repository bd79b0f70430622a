import { captionUrl, clipOfUrl } from './mediaPaths';

/** Languages of the sample clips' captions: English is what is said, the others translate it. */
export const captionLanguages = ['en', 'es', 'fr', 'de'] as const;
export type CaptionLanguage = (typeof captionLanguages)[number];

/** Each language named in itself, as the captions menu lists it. */
export const captionLanguageNames: Record<CaptionLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export interface CaptionTrack {
  language: CaptionLanguage;
  label: string;
  /** `captions` for the language spoken, `subtitles` for translations (HTML <track kind>). */
  kind: 'captions' | 'subtitles';
  src: string;
}

/** The caption tracks of a video: one per language for a generated sample clip, none for any other URL (a CDN or HLS stream). */
export function captionTracks(videoUrl: string): CaptionTrack[] {
  const clip = clipOfUrl(videoUrl);
  if (!clip) return [];
  return captionLanguages.map((language) => ({
    language,
    label: captionLanguageNames[language],
    kind: language === 'en' ? 'captions' : 'subtitles',
    src: captionUrl(clip, language),
  }));
}
