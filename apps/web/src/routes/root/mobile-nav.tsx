import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

const MobileNavSheet = lazy(async () => ({ default: (await import('./mobile-nav-sheet')).MobileNavSheet }));

/**
 * Below 1024 px: a right-side drawer with the search, the links and the account actions. The button is part
 * of the first paint; the drawer's code (a Radix dialog) is fetched when it is first opened, then stays.
 */
export function MobileNav() {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={menuButton}
        variant="ghost"
        size="icon"
        shape="round"
        className="lg:hidden"
        aria-label={t('mobileNav.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-nav' : undefined}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </>
  );
}
