import { useEffect, useState } from 'react';

const COLOURS = ['#e03131', '#f08c00', '#2f9e44', '#1971c2', '#9c36b5', '#fcc419'];
const PIECES = 60;

/**
 * A short burst of falling paper over the page when a schedule finishes above 75%, in CSS only; it
 * removes itself after two seconds and is skipped for people who ask for reduced motion.
 */
export function Confetti({ burst }: { burst: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (burst === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), 2_000);
    return () => clearTimeout(timer);
  }, [burst]);
  if (!visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 400 }}
    >
      <style>{'@keyframes confetti-fall { to { transform: translateY(105vh) rotate(720deg); } }'}</style>
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are identical and never reorder
          key={i}
          style={{
            position: 'absolute',
            top: -12,
            left: `${(i * 97) % 100}%`,
            width: 8,
            height: 12,
            background: COLOURS[i % COLOURS.length],
            animation: `confetti-fall ${1.2 + ((i * 37) % 80) / 100}s linear ${((i * 13) % 50) / 100}s forwards`,
          }}
        />
      ))}
    </div>
  );
}
