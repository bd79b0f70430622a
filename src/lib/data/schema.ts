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
    };
    Views: Record<never, never>;
    Functions: {
      /** supabase/migrations/20261123000000_account.sql: deletes the caller's own user (and, by cascade, their rows). */
      delete_account: { Args: Record<never, never>; Returns: undefined };
    };
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}
