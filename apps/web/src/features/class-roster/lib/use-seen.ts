import { useEffect, useState } from 'react';

/**
 * Whether an element has come near the screen yet (and stays true once it has): a roster's photos are fetched as
 * the trainer scrolls to them, not all thirty at once. Without IntersectionObserver, at once.
 */
export function useSeen<T extends Element>(): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    if (seen || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen]);
  return [setNode, seen];
}
