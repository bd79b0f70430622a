import { useEffect, useState, type RefObject } from 'react';

const ignore = () => undefined;

/**
 * Picture-in-picture for one <video>: `supported` only where the browser allows it for this element
 * (the button is hidden elsewhere), `active` follows the element's own enter/leave events.
 */
export function usePictureInPicture(videoRef: RefObject<HTMLVideoElement | null>) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Known only in the browser: the first render (and a prerendered page) has no button.
    setSupported(document.pictureInPictureEnabled === true && typeof video.requestPictureInPicture === 'function' && !video.disablePictureInPicture);
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
      // Leaving the player ends its picture-in-picture window with it (it pauses too).
      if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(ignore);
    };
  }, [videoRef]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement === video) void document.exitPictureInPicture().catch(ignore);
    else void video.requestPictureInPicture().catch(ignore);
  };

  return { supported, active, toggle };
}
