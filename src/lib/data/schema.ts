import type { Locale } from '../../../shared/locales';
import type { PathCategoryId } from '../../content/categories';

/**
 * The app's tables as postgrest-js reads them (the shape `supabase gen types typescript` writes), kept by hand
 * beside supabase/migrations/: a column added there is added here.
 */
export interface Database {
  public: {
    Tables: {
      watch_progress: {
        Row: {
          user_id: string;
          video_id: string;
          position_seconds: number;
          duration_seconds: number;
          completed: boolean;
          updated_at: string;
        };
        Insert: {
          user_id?: string;
          video_id: string;
          position_seconds: number;
          duration_seconds: number;
          completed?: boolean;
          updated_at?: string;
        };
        Update: Partial<Database['public']['Tables']['watch_progress']['Insert']>;
        Relationships: [];
      };
      saved_videos: {
        Row: { user_id: string; video_id: string; created_at: string };
        Insert: { user_id?: string; video_id: string; created_at?: string };
        Update: Partial<Database['public']['Tables']['saved_videos']['Insert']>;
        Relationships: [];
      };
      /** The catalog (supabase/migrations/20261126120000_catalog.sql, docs/catalog.md): readable once published, written by editors. */
      teachers: {
        Row: CatalogRow & { id: string; name: string; title: string; bio: string; image_url: string | null; published: boolean };
        Insert: CatalogInsert & { id: string; name: string; title?: string; bio?: string; image_url?: string | null; published?: boolean };
        Update: Partial<Database['public']['Tables']['teachers']['Insert']>;
        Relationships: [];
      };
      videos: {
        Row: CatalogRow & VideoFields & { title: string; description: string };
        Insert: CatalogInsert & Partial<VideoFields> & { id: string; title: string; description?: string };
        Update: Partial<Database['public']['Tables']['videos']['Insert']>;
        Relationships: [];
      };
      video_translations: {
        Row: CatalogRow & { video_id: string; language: TranslatedLanguage; title: string | null; description: string | null };
        Insert: CatalogInsert & { video_id: string; language: TranslatedLanguage; title?: string | null; description?: string | null };
        Update: Partial<Database['public']['Tables']['video_translations']['Insert']>;
        Relationships: [];
      };
      teacher_translations: {
        Row: CatalogRow & { teacher_id: string; language: TranslatedLanguage; title: string | null; bio: string | null };
        Insert: CatalogInsert & { teacher_id: string; language: TranslatedLanguage; title?: string | null; bio?: string | null };
        Update: Partial<Database['public']['Tables']['teacher_translations']['Insert']>;
        Relationships: [];
      };
      home_hero_slides: HomeSelection<'video_id'>;
      home_featured_videos: HomeSelection<'video_id'>;
      home_teachers: HomeSelection<'teacher_id'>;
      /**
       * A video's media processing, written by the transcode worker (docs/catalog.md#studio-media); editors read it.
       * `step` and `error` are sentences shown as they are; `captions` the languages with a captions track.
       */
      media_jobs: {
        Row: { video_id: string; status: MediaJobStatus; step: string | null; error: string | null; captions: Locale[] | null; updated_at: string };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** supabase/migrations/20261127010000_premium.sql (docs/premium.md): everyone reads the active ones, editors write them. */
      plans: {
        Row: PlanFields & { created_at: string; updated_at: string };
        Insert: Pick<PlanFields, 'id' | 'name' | 'interval' | 'unit_amount'> & Partial<PlanFields>;
        Update: Partial<PlanFields>;
        Relationships: [];
      };
      /** A member reads their own rows; only the server writes them. */
      entitlements: {
        Row: {
          id: string;
          user_id: string;
          tier: 'premium';
          source: 'stripe' | 'code' | 'grant';
          valid_until: string;
          renews: boolean;
          status: string | null;
          stripe_subscription_id: string | null;
          code_id: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** Gift codes; written by the server only, editors read them. */
      premium_codes: {
        Row: {
          id: string;
          code: string;
          batch_id: string;
          months: number;
          max_uses: number;
          expires_at: string | null;
          note: string | null;
          created_by: string | null;
          created_at: string;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      premium_code_redemptions: {
        Row: { code_id: string; user_id: string; redeemed_at: string };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** Written by triggers only; editors read it. */
      catalog_changes: {
        Row: {
          id: number;
          changed_at: string;
          changed_by: string | null;
          changed_by_email: string | null;
          changed_by_role: string;
          table_name: string;
          row_id: string;
          operation: 'insert' | 'update' | 'delete';
          diff: Record<string, { old?: unknown; new?: unknown }>;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
    };
    Views: {
      /** Every video once per language, the translation where there is one, else English. */
      localized_videos: {
        Row: CatalogRow & VideoFields & { language: Locale; title: string; description: string; teacher_name: string | null };
        Relationships: [];
      };
      localized_teachers: {
        Row: CatalogRow & { id: string; language: Locale; name: string; title: string; bio: string; image_url: string | null; published: boolean };
        Relationships: [];
      };
    };
    Functions: {
      /** Whether the caller's token names an editor (app_metadata.role editor or admin). */
      is_editor: { Args: Record<never, never>; Returns: boolean };
      /** When the next scheduled video goes live (null: none is scheduled). */
      catalog_next_publication: { Args: Record<never, never>; Returns: string | null };
      /** supabase/migrations/20261123000000_account.sql: deletes the caller's own user (and, by cascade, their rows). */
      delete_account: { Args: Record<never, never>; Returns: undefined };
      /** supabase/migrations/20261126130000_studio.sql (docs/catalog.md#studio): editors' saves, each one transaction. */
      studio_save_video: {
        Args: Omit<VideoFields, 'duration_seconds' | 'poster_url' | 'playback_url'> & {
          opened_updated_at: string;
          title: string;
          description: string;
          translations: StudioTranslations<'title' | 'description'> | null;
        };
        Returns: string;
      };
      studio_save_teacher: {
        Args: {
          id: string;
          /** Null: a new teacher. */
          opened_updated_at: string | null;
          name: string;
          title: string;
          bio: string;
          image_url: string | null;
          published: boolean;
          translations: StudioTranslations<'title' | 'bio'> | null;
        };
        Returns: string;
      };
      /** supabase/migrations/20261126170000_studio_new_video.sql: a draft with this English title; returns its new id. */
      studio_new_video: { Args: { title: string }; Returns: string };
      studio_home: { Args: Record<never, never>; Returns: StudioHome };
      studio_save_home: { Args: Omit<StudioHome, 'version'> & { opened_version: string }; Returns: StudioHome };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}

export type TranslatedLanguage = Exclude<Locale, 'en'>;

export type MediaJobStatus = 'queued' | 'processing' | 'ready' | 'failed';

/** Timestamps every catalog table has; updated_at is set by a trigger on update (decision 2506). */
interface CatalogRow {
  created_at: string;
  updated_at: string;
}
type CatalogInsert = Partial<CatalogRow>;

/** A video's columns besides its texts. */
interface VideoFields {
  id: string;
  teacher_id: string | null;
  category: PathCategoryId | null;
  is_premium: boolean;
  duration_seconds: number | null;
  poster_url: string | null;
  playback_url: string | null;
  published_at: string | null;
}

/** A plan's columns; unit_amount in the currency's minor unit (cents), currency lower case (`usd`). */
export interface PlanFields {
  id: string;
  name: string;
  interval: 'month' | 'year';
  unit_amount: number;
  currency: string;
  trial_days: number;
  active: boolean;
  stripe_price_id: string | null;
  position: number;
}

/** Each translated language's texts; an empty or null text falls back to English. */
export type StudioTranslations<Field extends string> = Partial<Record<TranslatedLanguage, Partial<Record<Field, string | null>>>>;

/** The home page's three lists, in order, and the version they were read at (studio_home()). */
export interface StudioHome {
  version: string;
  hero: string[];
  featured: string[];
  teachers: string[];
}

/** A home page list: the item, and its place (ascending). */
interface HomeSelection<Key extends string> {
  Row: CatalogRow & Record<Key, string> & { position: number };
  Insert: CatalogInsert & Record<Key, string> & { position: number };
  Update: Partial<CatalogInsert & Record<Key, string> & { position: number }>;
  Relationships: [];
}
