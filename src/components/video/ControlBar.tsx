import { useState, type Ref, type RefObject } from 'react';
import { WhenStarted } from '../ui/when-started';
import { CaptionsMenu } from './controls/CaptionsMenu';
import { FullscreenButton } from './controls/FullscreenButton';
import { ListenButton } from './controls/ListenButton';
import { PictureInPictureButton } from './controls/PictureInPictureButton';
import { PlayButton } from './controls/PlayButton';
import { QualityMenu } from './controls/QualityMenu';
import { SaveButton } from './controls/SaveButton';
import { SeekBar, type SeekStoryboard } from './controls/SeekBar';
import { SpeedMenu } from './controls/SpeedMenu';
import { VolumeControl } from './controls/VolumeControl';
import type { PlayerControls, PlayerState } from './playerState';
import type { useCaptions } from './useCaptions';
import type { StreamQuality } from './useHlsSource';
import { usePictureInPicture } from './usePictureInPicture';
import { usePlaybackRate } from './usePlaybackRate';

/**
 * The player's dark bar: the seek bar (with its preview) and times, then a row of small controls (play, mute and
 * volume; Save, Listen, captions, playback speed, quality, picture-in-picture and fullscreen). A new control is one
 * more component in that row.
 */
export function ControlBar({
  videoId,
  videoRef,
  state,
  controls,
  captions,
  quality,
  storyboard,
  listen,
  playButtonRef,
}: {
  videoId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  state: PlayerState;
  controls: PlayerControls;
  captions: ReturnType<typeof useCaptions>;
  quality: StreamQuality;
  storyboard: SeekStoryboard;
  listen: { available: boolean; listening: boolean; toggle: () => void };
  playButtonRef?: Ref<HTMLButtonElement>;
}) {
  const speed = usePlaybackRate(videoRef);
  const pictureInPicture = usePictureInPicture(videoRef);
  // Menus open inside the player, so they show in fullscreen and stay within a dialog.
  const [menuHost, setMenuHost] = useState<HTMLDivElement | null>(null);

  return (
    <>
      {/* The bar only works with the app: shown once it runs, in a box laid out from the start. */}
      <WhenStarted className="flex flex-col gap-1 bg-dusk px-2 pb-2 pt-1 sm:px-3">
        <SeekBar currentTime={state.currentTime} duration={state.duration} onSeek={controls.seek} storyboard={storyboard} />
        <div className="flex items-center gap-1">
          <PlayButton ref={playButtonRef} playing={state.playing} onToggle={controls.togglePlay} />
          <VolumeControl volume={state.volume} muted={state.muted} onToggleMute={controls.toggleMute} onVolumeChange={controls.setVolume} />
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <SaveButton videoId={videoId} />
            {listen.available && <ListenButton listening={listen.listening} onToggle={listen.toggle} />}
            <CaptionsMenu captions={captions} container={menuHost} />
            <SpeedMenu rate={speed.rate} onRateChange={speed.setRate} container={menuHost} />
            <QualityMenu quality={quality} container={menuHost} />
            {pictureInPicture.supported && <PictureInPictureButton active={pictureInPicture.active} onToggle={pictureInPicture.toggle} />}
            <FullscreenButton fullscreen={state.fullscreen} onToggle={controls.toggleFullscreen} />
          </div>
        </div>
      </WhenStarted>
      <div ref={setMenuHost} />
    </>
  );
}
