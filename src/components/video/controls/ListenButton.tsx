import { Headphones, MonitorPlay } from 'lucide-react';
import { useT } from '../../../lib/i18n/useT';
import '../streamMessages';
import { PlayerButton } from './PlayerButton';

/** 'Listen' switches to the sound alone; while listening it reads 'Watch' and brings the picture back. */
export function ListenButton({ listening, onToggle }: { listening: boolean; onToggle: () => void }) {
  const t = useT();
  const label = listening ? t('stream.watch') : t('stream.listen');
  return (
    <PlayerButton shape="pill" onClick={onToggle} className="font-medium [&_svg]:size-5" aria-label={label}>
      <span className="flex items-center gap-1.5">
        {listening ? <MonitorPlay aria-hidden="true" /> : <Headphones aria-hidden="true" />}
        <span aria-hidden="true" className="hidden sm:inline">
          {label}
        </span>
      </span>
    </PlayerButton>
  );
}
