import { lazy, Suspense } from 'react';
import type { TellMeWhenProps } from './tell-me-when-panel';

// Its form, its checks and its dialog load only on a page with something that cannot be ordered now, not with
// every product, tree and season page visitors land on.
const TellMeWhenPanel = lazy(async () => ({ default: (await import('./tell-me-when-panel')).TellMeWhenPanel }));

/** "Tell me when" (docs/product/the-season.md): tell-me-when-panel.tsx, loaded where it is shown. */
export function TellMeWhen(props: TellMeWhenProps) {
  return (
    <Suspense fallback={null}>
      <TellMeWhenPanel {...props} />
    </Suspense>
  );
}
