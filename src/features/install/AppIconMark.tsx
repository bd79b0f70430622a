/** The app icon (public/icons/icon.svg) drawn inline, so the banner needs no image request. */
export function AppIconMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" className={className} aria-hidden="true">
      <defs>
        <radialGradient id="install-icon-glow" cx="50%" cy="40%" r="70%">
          <stop offset="0" stopColor="#4b3527" />
          <stop offset="0.55" stopColor="#2a221d" />
          <stop offset="1" stopColor="#1d1713" />
        </radialGradient>
      </defs>
      <rect width="512" height="512" rx="115" fill="url(#install-icon-glow)" />
      <circle cx="256" cy="214" r="74" fill="none" stroke="#faf6ef" strokeWidth="13" />
      <path d="M146 306c34 23 71 34 110 34s76-11 110-34" fill="none" stroke="#e9b37f" strokeWidth="15" strokeLinecap="round" />
      <path d="M190 362c21 11 43 17 66 17s45-6 66-17" fill="none" stroke="#e9b37f" strokeOpacity="0.55" strokeWidth="11" strokeLinecap="round" />
    </svg>
  );
}
