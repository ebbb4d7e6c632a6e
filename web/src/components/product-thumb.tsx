import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import './palette.css';

/** A product's small picture in lists; a quiet icon when there is none or it cannot load. */
export function ProductThumb({ src, size = '12' }: { src: string | undefined; size?: '12' | '16' }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={size === '16' ? 'cc-thumb cc-thumb-16' : 'cc-thumb'}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <ImageOff size={18} aria-hidden="true" />
      )}
    </div>
  );
}
